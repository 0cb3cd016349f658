/* brg-play-out.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-solver.h"

G_BEGIN_DECLS

/**
 * BrgPlayOutProgressFunc:
 * @done: how many boards have been played out
 * @total: how many will be
 * @user_data: the data given
 *
 * Reports the progress of a play-out, in the caller's main context.
 */
typedef void (*BrgPlayOutProgressFunc) (guint    done,
                                        guint    total,
                                        gpointer user_data);

void      brg_play_out_boards_async  (BrgSolver               *solver,
                                      GPtrArray               *boards,
                                      const guint             *streams,
                                      const guint64           *seed,
                                      BrgPlayOutProgressFunc   progress,
                                      gpointer                 progress_data,
                                      GCancellable            *cancellable,
                                      GAsyncReadyCallback      callback,
                                      gpointer                 user_data);
gboolean  brg_play_out_boards_finish (BrgSolver               *solver,
                                      GAsyncResult            *result,
                                      guint                   *n_played,
                                      GPtrArray              **skipped,
                                      GError                 **error);

G_END_DECLS
