/* brg-annotation-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Storage shared by BrgAuction and BrgPlay: a sparse array of annotation
 * slots (NULL until a call or card has one) and a list of notes.
 */

#pragma once

#include "brg-annotation.h"

G_BEGIN_DECLS

const BrgAnnotation *_brg_annotations_get      (GPtrArray            *slots,
                                                guint                 position);
void                 _brg_annotations_set      (GPtrArray           **slots,
                                                guint                 position,
                                                const BrgAnnotation  *annotation);
void                 _brg_annotations_truncate (GPtrArray            *slots,
                                                guint                 length);
GPtrArray           *_brg_annotations_copy     (GPtrArray            *slots);

GPtrArray           *_brg_notes_new            (void);
GPtrArray           *_brg_notes_copy           (GPtrArray            *notes);
const BrgNote       *_brg_notes_lookup         (GPtrArray            *notes,
                                                guint                 index);
void                 _brg_notes_set            (GPtrArray            *notes,
                                                const BrgNote        *note);
gboolean             _brg_notes_remove         (GPtrArray            *notes,
                                                guint                 index);

G_END_DECLS
