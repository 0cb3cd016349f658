/* brg-solver-backend.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one small interface between BrgSolver and a double-dummy library.
 * brg-solver-dds.c implements it with DDS 2.9; a DDS 3.x backend (whose
 * SetMaxThreads does nothing and whose calls take a thread count instead)
 * would implement the same table. Private to core/solver/.
 *
 * Every function is called from BrgSolver's one worker thread only, and
 * only with positions that brg_dd_position_check() accepted.
 */

#pragma once

#include "brg-dd-position.h"
#include "brg-dd-table.h"

G_BEGIN_DECLS

typedef struct
{
  const char *name;
  /* How many deals calc_tables() takes at once, all five strains each. */
  guint       max_tables;
  /* How many positions solve() takes at once. */
  guint       max_positions;

  /* Called once, before anything else: loads the library and sets it up
   * (n_threads 0 lets it choose). On failure, nothing else is called. */
  gboolean  (*init)         (guint                 n_threads,
                             GError              **error);
  /* Nullable. Called when the solver has been idle a while: gives back
   * what the library keeps between calls (its transposition tables). */
  void      (*release)      (void);
  /* Nullable. Called at exit, once the worker has stopped for good. */
  void      (*unload)       (void);
  gboolean  (*calc_tables)  (const BrgDdPosition  *deals,
                             guint                 n_deals,
                             BrgDdTable           *tables,
                             GError              **error);
  gboolean  (*par)          (const BrgDdTable     *table,
                             BrgSeat               dealer,
                             BrgVulnerability      vulnerability,
                             BrgPar               *par,
                             GError              **error);
  gboolean  (*card_values)  (const BrgDdPosition  *position,
                             BrgDdCardValues      *values,
                             GError              **error);
  /* tricks[0] is the declaring side's tricks (the side that did not lead
   * from @start) before the first card; tricks[i] after card i. */
  gboolean  (*analyse_play) (const BrgDdPosition  *start,
                             const BrgCard        *cards,
                             guint                 n_cards,
                             guint8               *tricks,
                             GError              **error);
  /* Each query's solution, its target checked against the tricks left;
   * several at once on the library's threads. */
  gboolean  (*solve)        (const BrgDdQuery     *queries,
                             guint                 n_queries,
                             BrgDdSolution        *solutions,
                             GError              **error);
} BrgSolverBackend;

const BrgSolverBackend *_brg_solver_backend_dds (void);

G_END_DECLS
