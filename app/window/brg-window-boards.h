/* brg-window-boards.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-board-list.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_BOARDS (brg_window_boards_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowBoards, brg_window_boards, BRG, WINDOW_BOARDS, GObject)

BrgWindowBoards *brg_window_boards_new (GtkWindow      *window,
                                        BrgWindowModel *model,
                                        BrgBoardList   *board_list);

G_END_DECLS
