/* brg-comment-editor.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_COMMENT_EDITOR (brg_comment_editor_get_type ())

G_DECLARE_FINAL_TYPE (BrgCommentEditor, brg_comment_editor, BRG, COMMENT_EDITOR, GtkWidget)

GtkWidget   *brg_comment_editor_new         (const char       *title);
void         brg_comment_editor_set_anchor  (BrgCommentEditor *self,
                                             BrgBoard         *board,
                                             const BrgAnchor  *anchor);
gboolean     brg_comment_editor_get_anchor  (BrgCommentEditor *self,
                                             BrgAnchor        *anchor);
void         brg_comment_editor_set_title   (BrgCommentEditor *self,
                                             const char       *title);
guint        brg_comment_editor_get_n_items (BrgCommentEditor *self);
GtkTextView *brg_comment_editor_get_view    (BrgCommentEditor *self,
                                             guint             item);
void         brg_comment_editor_add         (BrgCommentEditor *self);
void         brg_comment_editor_remove      (BrgCommentEditor *self,
                                             guint             item);
void         brg_comment_editor_set_reveal  (BrgCommentEditor *self,
                                             guint             item,
                                             BrgReveal         reveal);
void         brg_comment_editor_focus       (BrgCommentEditor *self);
gboolean     brg_comment_editor_insert_step_break (BrgCommentEditor *self);

G_END_DECLS
