/* brg-details-editor.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_DETAILS_EDITOR (brg_details_editor_get_type ())

G_DECLARE_FINAL_TYPE (BrgDetailsEditor, brg_details_editor, BRG, DETAILS_EDITOR, GtkWidget)

GtkWidget  *brg_details_editor_new         (void);

BrgBoard   *brg_details_editor_get_board   (BrgDetailsEditor *self);
void        brg_details_editor_set_board   (BrgDetailsEditor *self,
                                            BrgBoard         *board);
BrgDocument *brg_details_editor_get_document (BrgDetailsEditor *self);
void        brg_details_editor_set_document (BrgDetailsEditor *self,
                                             BrgDocument      *document);

/* Its rows, for the tests. */
GtkWidget  *brg_details_editor_get_row     (BrgDetailsEditor *self,
                                            const char       *tag);
gboolean    brg_details_editor_set_date    (BrgDetailsEditor *self,
                                            guint             year,
                                            guint             month,
                                            guint             day);
gboolean    brg_details_editor_add_tag     (BrgDetailsEditor *self,
                                            const char       *name);
gboolean    brg_details_editor_rename_tag  (BrgDetailsEditor *self,
                                            const char       *name,
                                            const char       *new_name);
gboolean    brg_details_editor_remove_tag  (BrgDetailsEditor *self,
                                            const char       *name);

G_END_DECLS
