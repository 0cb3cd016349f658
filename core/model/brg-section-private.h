/* brg-section-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What BrgAuction and BrgPlay, and the edits of the model, ask of their
 * common part beyond its public API: the annotation slots cut back with
 * the calls or cards, a copy's annotations and notes, and the rules the
 * editors keep for note numbers.
 */

#pragma once

#include "brg-section.h"

G_BEGIN_DECLS

void      _brg_section_truncate              (BrgSection  *self,
                                              guint        length);
void      _brg_section_copy_into             (BrgSection  *self,
                                              BrgSection  *copy);
void      _brg_section_restore_annotations   (BrgSection  *self,
                                              BrgSection  *target);

gboolean  _brg_section_get_free_note_index   (BrgSection  *self,
                                              guint       *index,
                                              GError     **error);
gboolean  _brg_section_remove_note_and_references (BrgSection *self,
                                                   guint       index);
gboolean  _brg_section_renumber_notes        (BrgSection  *self);
gboolean  _brg_section_prune_notes           (BrgSection  *self,
                                              GArray      *indices);

G_END_DECLS
