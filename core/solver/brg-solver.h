/* brg-solver.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-dd-position.h"
#include "brg-dd-table.h"

G_BEGIN_DECLS

#define BRG_TYPE_SOLVER (brg_solver_get_type ())

G_DECLARE_FINAL_TYPE (BrgSolver, brg_solver, BRG, SOLVER, GObject)

/**
 * BrgDdDeal:
 * @position: a full deal, checked
 * @dealer: the dealer, for the par
 * @vulnerability: who is vulnerable, for the par
 *
 * One deal of a batch.
 */
typedef struct
{
  BrgDdPosition     position;
  BrgSeat           dealer;
  BrgVulnerability  vulnerability;
} BrgDdDeal;

/**
 * BrgSolverChunkFunc:
 * @first: the index of the first deal of the chunk
 * @n_deals: how many deals the chunk has
 * @tables: (array length=n_deals): their tables
 * @pars: (array length=n_deals): their pars
 * @user_data: the data given with the batch
 *
 * Called in the caller's main context after each chunk of a batch, in
 * order, before the batch completes.
 */
typedef void (*BrgSolverChunkFunc) (guint              first,
                                    guint              n_deals,
                                    const BrgDdTable  *tables,
                                    const BrgPar      *pars,
                                    gpointer           user_data);

gboolean   brg_solver_set_n_threads     (guint                 n_threads);
BrgSolver *brg_solver_get_default       (void);

const char *brg_solver_get_name         (BrgSolver            *self);
guint      brg_solver_new_channel       (BrgSolver            *self);
void       brg_solver_drop_pending      (BrgSolver            *self,
                                         guint                 channel);
guint      brg_solver_get_n_calls       (BrgSolver            *self);

void       brg_solver_table_async       (BrgSolver            *self,
                                         guint                 channel,
                                         const BrgDdDeal      *deal,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
gboolean   brg_solver_table_finish      (BrgSolver            *self,
                                         GAsyncResult         *result,
                                         BrgDdTable           *table,
                                         BrgPar               *par,
                                         GError              **error);

void       brg_solver_par_async         (BrgSolver            *self,
                                         guint                 channel,
                                         const BrgDdTable     *table,
                                         BrgSeat               dealer,
                                         BrgVulnerability      vulnerability,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
gboolean   brg_solver_par_finish        (BrgSolver            *self,
                                         GAsyncResult         *result,
                                         BrgPar               *par,
                                         GError              **error);

void       brg_solver_card_values_async (BrgSolver            *self,
                                         guint                 channel,
                                         const BrgDdPosition  *position,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
gboolean   brg_solver_card_values_finish (BrgSolver           *self,
                                         GAsyncResult         *result,
                                         BrgDdCardValues      *values,
                                         GError              **error);

void       brg_solver_review_async      (BrgSolver            *self,
                                         guint                 channel,
                                         const BrgDdPosition  *start,
                                         const BrgCard        *cards,
                                         guint                 n_cards,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
guint8    *brg_solver_review_finish     (BrgSolver            *self,
                                         GAsyncResult         *result,
                                         guint                *n_tricks,
                                         GError              **error);

void       brg_solver_solve_async       (BrgSolver            *self,
                                         guint                 channel,
                                         const BrgDdQuery     *queries,
                                         guint                 n_queries,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
BrgDdSolution *brg_solver_solve_finish  (BrgSolver            *self,
                                         GAsyncResult         *result,
                                         guint                *n_solutions,
                                         GError              **error);

void       brg_solver_batch_async       (BrgSolver            *self,
                                         const BrgDdDeal      *deals,
                                         guint                 n_deals,
                                         guint                 chunk_size,
                                         BrgSolverChunkFunc    chunk_func,
                                         gpointer              chunk_data,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
gboolean   brg_solver_batch_finish      (BrgSolver            *self,
                                         GAsyncResult         *result,
                                         GError              **error);

G_END_DECLS
