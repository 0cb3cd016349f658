/* brg-window-problems.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-board-list.h"
#include "brg-problem-list.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_PROBLEMS (brg_window_problems_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowProblems, brg_window_problems, BRG, WINDOW_PROBLEMS, GObject)

BrgWindowProblems *brg_window_problems_new          (GtkWindow         *window,
                                                     BrgWindowModel    *model,
                                                     GtkRevealer       *bar,
                                                     GtkImage          *icon,
                                                     GtkLabel          *label,
                                                     BrgBoardList      *board_list,
                                                     AdwFlap           *board_flap);
BrgProblemList    *brg_window_problems_get_list     (BrgWindowProblems *self);
gboolean           brg_window_problems_get_any      (BrgWindowProblems *self);

G_END_DECLS
