/* brg-history.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-command.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_HISTORY (brg_history_get_type ())

G_DECLARE_FINAL_TYPE (BrgHistory, brg_history, BRG, HISTORY, GObject)

BrgHistory  *brg_history_new            (void);
gboolean     brg_history_perform        (BrgHistory  *self,
                                         BrgCommand  *command,
                                         GError     **error);
gboolean     brg_history_undo           (BrgHistory  *self,
                                         GError     **error);
gboolean     brg_history_redo           (BrgHistory  *self,
                                         GError     **error);
gboolean     brg_history_get_can_undo   (BrgHistory  *self);
gboolean     brg_history_get_can_redo   (BrgHistory  *self);
const char  *brg_history_get_undo_label (BrgHistory  *self);
const char  *brg_history_get_redo_label (BrgHistory  *self);
BrgCommand  *brg_history_peek_undo      (BrgHistory  *self);
BrgCommand  *brg_history_peek_redo      (BrgHistory  *self);
void         brg_history_clear          (BrgHistory  *self);
void         brg_history_end_merge      (BrgHistory  *self);
gboolean     brg_history_get_modified   (BrgHistory  *self);
void         brg_history_set_modified   (BrgHistory  *self,
                                         gboolean     modified);

G_END_DECLS
