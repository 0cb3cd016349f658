/* brg-window-edit.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-annotation-editor.h"
#include "brg-annotation-panel.h"
#include "brg-board-list.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_EDIT (brg_window_edit_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowEdit, brg_window_edit, BRG, WINDOW_EDIT, GObject)

BrgWindowEdit *brg_window_edit_new (GtkWindow           *window,
                                    BrgWindowModel      *model,
                                    GMenu               *edit_section,
                                    BrgAnnotationPanel  *annotation_panel,
                                    BrgAnnotationEditor *annotation_editor,
                                    AdwFlap             *panel_flap,
                                    BrgBoardList        *board_list);

G_END_DECLS
