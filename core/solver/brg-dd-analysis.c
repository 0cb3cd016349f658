/* brg-dd-analysis.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Analysing whole files: every board's double-dummy table and par, solved
 * in batches and stored in the boards as BridgeComposer stores them. Used
 * by `finesse-cli analyze` and the window's Analyse All Boards.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-dd-analysis.h"
#include "brg-diagnostic.h"
#include "brg-score.h"

/**
 * brg_board_get_dd_deal:
 * @board: a board
 * @deal: (out caller-allocates): the deal as the solver takes it
 * @error: return location for a #GError
 *
 * Makes the solver's deal of @board: its hands, checked (52 distinct
 * cards, 13 a hand), its dealer and its vulnerability. A board without a
 * `Dealer` or `Vulnerable` tag takes those its number gives, else North
 * and none.
 *
 * Returns: %TRUE if the board's deal can be solved
 */
gboolean
brg_board_get_dd_deal (BrgBoard   *board,
                       BrgDdDeal  *deal,
                       GError    **error)
{
  guint number;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);

  if (!brg_dd_position_init_deal (&deal->position, brg_board_get_deal (board),
                                  BRG_STRAIN_NOTRUMP, BRG_SEAT_WEST, error))
    return FALSE;
  if (!brg_dd_position_is_full (&deal->position))
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                   _("The deal has %u cards; a table needs all 52"),
                   4 * brg_dd_position_get_n_left (&deal->position));
      return FALSE;
    }

  number = brg_board_get_number (board);
  deal->dealer = brg_board_get_dealer (board);
  if (deal->dealer > BRG_SEAT_WEST)
    deal->dealer = number > 0 ? brg_board_number_get_dealer (number) : BRG_SEAT_NORTH;
  if (!brg_board_get_vulnerability (board, &deal->vulnerability))
    deal->vulnerability = number > 0 ? brg_board_number_get_vulnerability (number)
                                     : BRG_VULNERABILITY_NONE;
  return TRUE;
}

typedef struct
{
  GPtrArray               *boards;      /* of BrgBoard: those being solved */
  GPtrArray               *skipped;     /* of BrgDiagnostic */
  BrgAnalysisProgressFunc  progress;
  gpointer                 progress_data;
  guint                    done;
  guint                    total;
} Analysis;

static void
analysis_free (gpointer data)
{
  Analysis *a = data;

  g_ptr_array_unref (a->boards);
  g_ptr_array_unref (a->skipped);
  g_free (a);
}

static void
chunk_cb (guint             first,
          guint             n_deals,
          const BrgDdTable *tables,
          const BrgPar     *pars,
          gpointer          user_data)
{
  Analysis *a = user_data;

  for (guint i = 0; i < n_deals; i++)
    brg_board_set_dd_results (g_ptr_array_index (a->boards, first + i), &tables[i],
                              pars[i].known ? &pars[i] : NULL);
  a->done += n_deals;
  if (a->progress != NULL)
    a->progress (a->done, a->total, a->progress_data);
}

static void
batch_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!brg_solver_batch_finish (BRG_SOLVER (source), result, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * brg_analyse_boards_async:
 * @solver: the solver
 * @boards: (element-type BrgBoard): the boards to analyse
 * @chunk_size: deals a solver call, 1 to 40, 0 for 40
 * @progress: (nullable): called after each chunk
 * @progress_data: data for @progress
 * @cancellable: (nullable): cancels between chunks
 * @callback: called when done
 * @user_data: data for @callback
 *
 * Solves every board with a whole deal and stores its table and par in it
 * (brg_board_set_dd_results()) as soon as its chunk is solved, in the
 * caller's main context; boards that cannot be solved are left as they are
 * and listed by brg_analyse_boards_finish().
 */
void
brg_analyse_boards_async (BrgSolver               *solver,
                          GPtrArray               *boards,
                          guint                    chunk_size,
                          BrgAnalysisProgressFunc  progress,
                          gpointer                 progress_data,
                          GCancellable            *cancellable,
                          GAsyncReadyCallback      callback,
                          gpointer                 user_data)
{
  g_autoptr(GArray) deals = g_array_new (FALSE, FALSE, sizeof (BrgDdDeal));
  Analysis *a;
  GTask *task;

  g_return_if_fail (BRG_IS_SOLVER (solver));
  g_return_if_fail (boards != NULL);

  task = g_task_new (solver, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_analyse_boards_async);
  a = g_new0 (Analysis, 1);
  a->boards = g_ptr_array_new_with_free_func (g_object_unref);
  a->skipped = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  a->progress = progress;
  a->progress_data = progress_data;
  g_task_set_task_data (task, a, analysis_free);

  for (guint i = 0; i < boards->len; i++)
    {
      BrgBoard *board = g_ptr_array_index (boards, i);
      g_autoptr(GError) error = NULL;
      BrgDdDeal deal;

      if (brg_board_get_dd_deal (board, &deal, &error))
        {
          g_array_append_val (deals, deal);
          g_ptr_array_add (a->boards, g_object_ref (board));
        }
      else
        {
          g_autofree char *message =
            g_strdup_printf (_("Board %u cannot be analysed: %s"), i + 1, error->message);
          BrgDiagnostic *d = brg_diagnostic_new (BRG_SEVERITY_WARNING, brg_board_get_line (board),
                                                 0, "dd-invalid-deal", message);

          d->board = i + 1;
          g_ptr_array_add (a->skipped, d);
        }
    }
  a->total = deals->len;

  brg_solver_batch_async (solver, (const BrgDdDeal *) (gpointer) deals->data, deals->len,
                          chunk_size, chunk_cb, a, cancellable, batch_cb, task);
}

/**
 * brg_analyse_boards_finish:
 * @solver: the solver
 * @result: the result
 * @n_analysed: (out) (optional): how many boards got results
 * @skipped: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   a warning for each board that could not be analysed, with its line
 * @error: return location for a #GError
 *
 * Returns: %TRUE if every board that could be analysed was; %FALSE on
 *   cancel (%G_IO_ERROR_CANCELLED) or failure, with the results of the
 *   chunks done so far kept in their boards
 */
gboolean
brg_analyse_boards_finish (BrgSolver     *solver,
                           GAsyncResult  *result,
                           guint         *n_analysed,
                           GPtrArray    **skipped,
                           GError       **error)
{
  Analysis *a;

  g_return_val_if_fail (g_task_is_valid (result, solver), FALSE);

  a = g_task_get_task_data (G_TASK (result));
  if (n_analysed != NULL)
    *n_analysed = a->done;
  if (skipped != NULL)
    *skipped = g_ptr_array_ref (a->skipped);
  return g_task_propagate_boolean (G_TASK (result), error);
}
