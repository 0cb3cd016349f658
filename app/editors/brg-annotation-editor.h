/* brg-annotation-editor.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-comment-editor.h"
#include "brg-core.h"
#include "brg-nag-panel.h"
#include "brg-note-panel.h"

G_BEGIN_DECLS

#define BRG_TYPE_ANNOTATION_EDITOR (brg_annotation_editor_get_type ())

G_DECLARE_FINAL_TYPE (BrgAnnotationEditor, brg_annotation_editor, BRG, ANNOTATION_EDITOR,
                      GtkWidget)

GtkWidget        *brg_annotation_editor_new            (void);
BrgDocument      *brg_annotation_editor_get_document   (BrgAnnotationEditor *self);
void              brg_annotation_editor_set_document   (BrgAnnotationEditor *self,
                                                        BrgDocument         *document);
void              brg_annotation_editor_set_position   (BrgAnnotationEditor *self,
                                                        BrgBoard            *board,
                                                        guint                calls_shown,
                                                        guint                cards_played);
gboolean          brg_annotation_editor_get_item       (BrgAnnotationEditor *self,
                                                        BrgSectionKind      *section,
                                                        guint               *position);
BrgNagPanel      *brg_annotation_editor_get_nag_panel  (BrgAnnotationEditor *self);
BrgNotePanel     *brg_annotation_editor_get_note_panel (BrgAnnotationEditor *self);
BrgCommentEditor *brg_annotation_editor_get_item_comments  (BrgAnnotationEditor *self);
BrgCommentEditor *brg_annotation_editor_get_start_comments (BrgAnnotationEditor *self);
BrgCommentEditor *brg_annotation_editor_get_board_comments (BrgAnnotationEditor *self);

G_END_DECLS
