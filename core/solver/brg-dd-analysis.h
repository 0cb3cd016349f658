/* brg-dd-analysis.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-solver.h"

G_BEGIN_DECLS

/**
 * BrgAnalysisProgressFunc:
 * @done: how many boards have been analysed
 * @total: how many will be
 * @user_data: the data given
 *
 * Reports the progress of an analysis, in the caller's main context.
 */
typedef void (*BrgAnalysisProgressFunc) (guint    done,
                                         guint    total,
                                         gpointer user_data);

gboolean   brg_board_get_dd_deal          (BrgBoard                *board,
                                           BrgDdDeal               *deal,
                                           GError                 **error);

void       brg_analyse_boards_async       (BrgSolver               *solver,
                                           GPtrArray               *boards,
                                           guint                    chunk_size,
                                           BrgAnalysisProgressFunc  progress,
                                           gpointer                 progress_data,
                                           GCancellable            *cancellable,
                                           GAsyncReadyCallback      callback,
                                           gpointer                 user_data);
gboolean   brg_analyse_boards_finish      (BrgSolver               *solver,
                                           GAsyncResult            *result,
                                           guint                   *n_analysed,
                                           GPtrArray              **skipped,
                                           GError                 **error);

G_END_DECLS
