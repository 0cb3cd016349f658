/* brg-solver-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the tests: what makes the worker's order of work deterministic, and
 * whether the solving library is in the process at all.
 */

#pragma once

#include "brg-solver.h"

G_BEGIN_DECLS

void _brg_solver_hold              (BrgSolver *self,
                                    gboolean   hold);
void _brg_solver_hold_after_chunks (BrgSolver *self,
                                    guint      n_chunks);
void _brg_solver_set_trace         (BrgSolver *self,
                                    GPtrArray *trace);
void  _brg_solver_set_release_delay (BrgSolver *self,
                                    guint      ms);
guint _brg_solver_get_n_releases   (BrgSolver *self);

gboolean _brg_solver_library_is_mapped (void);

G_END_DECLS
