/* bench-dd.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Double dummy: the same deals solved by BrgSolver's batch path (what
 * `finesse-cli analyze` and Analyse All Boards run: chunks of 40, pars,
 * results written into the boards) and by raw DDS CalcAllTables calls of
 * 40 deals on the same thread count, side by side; the memory; and the
 * interactive latencies (a table from request to answer, and the value of
 * every card of the seat on turn after each card of a play).
 *
 *   ./build/bench/bench-dd [--deals N] [--threads N] [FILE]
 *
 * FILE defaults to ../shared/corpus/generated/dealer_random_10000.pbn.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brg-core.h"
#include "brg-solver-backend.h"
#include "bench-util.h"

/* The deals straight to the library through the solver's backend, 40 a
 * call (DDS's most): CalcAllTables with nothing of BrgSolver's queue,
 * cache or worker around it. The solver has loaded the library by now. */
static double
raw_dds (const BrgDdDeal *deals,
         guint            n)
{
  const BrgSolverBackend *backend = _brg_solver_backend_dds ();
  g_autofree BrgDdPosition *positions = g_new (BrgDdPosition, backend->max_tables);
  g_autofree BrgDdTable *tables = g_new (BrgDdTable, backend->max_tables);
  gint64 start = g_get_monotonic_time ();

  for (guint first = 0; first < n; first += backend->max_tables)
    {
      guint count = MIN (backend->max_tables, n - first);
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < count; i++)
        positions[i] = deals[first + i].position;
      if (!backend->calc_tables (positions, count, tables, &error))
        g_error ("CalcAllTables failed: %s", error->message);
    }
  return (g_get_monotonic_time () - start) / 1e6;
}

static double
solver_batch (GPtrArray *boards)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  brg_analyse_boards_async (brg_solver_get_default (), boards, 0, NULL, NULL, NULL,
                            bench_store_result_cb, &result);
  bench_wait_for_result (&result);
  if (!brg_analyse_boards_finish (brg_solver_get_default (), result, NULL, NULL, &error))
    g_error ("analysis failed: %s", error->message);
  return (g_get_monotonic_time () - start) / 1e6;
}

int
main (int    argc,
      char **argv)
{
  const char *path = BENCH_CORPUS_DIR "/generated/dealer_random_10000.pbn";
  guint n_deals = 1000, n_threads = 0;
  g_autoptr(GFile) file = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) deals = g_array_new (FALSE, FALSE, sizeof (BrgDdDeal));
  g_autoptr(GArray) table_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) card_ms = g_array_new (FALSE, FALSE, sizeof (double));
  BrgSolver *solver;
  double t_solver, t_raw;
  long rss_before, rss_after;
  guint channel;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--deals") == 0 && i + 1 < argc)
        n_deals = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--threads") == 0 && i + 1 < argc)
        n_threads = (guint) atoi (argv[++i]);
      else
        path = argv[i];
    }

  file = g_file_new_for_commandline_arg (path);
  event = brg_import_file (file, NULL, NULL, &error);
  if (event == NULL)
    {
      fprintf (stderr, "%s: %s\n", path, error->message);
      return 1;
    }
  for (guint i = 0; i < brg_event_get_n_boards (event) && deals->len < n_deals; i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      BrgDdDeal deal;

      if (brg_board_get_dd_deal (board, &deal, NULL))
        {
          g_array_append_val (deals, deal);
          g_ptr_array_add (boards, g_object_ref (board));
        }
    }
  n_deals = deals->len;

  brg_solver_set_n_threads (n_threads);
  solver = brg_solver_get_default ();
  rss_before = (long) bench_status_kib ("VmRSS:");

  /* The solver first: its worker sets DDS up. The raw calls come from this
   * thread while the worker is idle. */
  t_solver = solver_batch (boards);
  rss_after = (long) bench_status_kib ("VmRSS:");
  t_raw = raw_dds ((const BrgDdDeal *) (gpointer) deals->data, n_deals);

  printf ("double dummy, %u deals of %s, %s, %u threads (0 = DDS chooses)\n", n_deals, path,
          brg_solver_get_name (solver), n_threads);
  printf ("  analyze (BrgSolver batch, tables + par, stored)  %8.2f s  %6.1f deals/s\n",
          t_solver, n_deals / t_solver);
  printf ("  raw DDS CalcAllTables, 40 a call                 %8.2f s  %6.1f deals/s\n",
          t_raw, n_deals / t_raw);
  printf ("  analyze / raw                                     %+7.1f %%\n",
          100.0 * (t_solver - t_raw) / t_raw);
  printf ("memory: VmRSS %ld MB before solving, %ld MB after; VmHWM %ld MB\n",
          rss_before / 1024, rss_after / 1024, (long) bench_status_kib ("VmHWM:") / 1024);

  /* Interactive: a table for each of 40 new deals (none cached). */
  channel = brg_solver_new_channel (solver);
  for (guint i = 0; i < MIN (40u, n_deals); i++)
    {
      BrgDdDeal deal = g_array_index (deals, BrgDdDeal, n_deals - 1 - i);
      g_autoptr(GAsyncResult) result = NULL;
      gint64 start;
      double ms;

      /* Rotate the hands so the deal was never solved before. */
      BrgCardSet first = deal.position.hands[0];

      for (guint h = 0; h < 3; h++)
        deal.position.hands[h] = deal.position.hands[h + 1];
      deal.position.hands[3] = first;
      start = g_get_monotonic_time ();
      brg_solver_table_async (solver, channel, &deal, NULL, bench_store_result_cb, &result);
      bench_wait_for_result (&result);
      if (!brg_solver_table_finish (solver, result, NULL, NULL, NULL))
        g_error ("table failed");
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (table_ms, ms);
    }

  /* Per card: 8 deals played out by the best card each time, the values of
   * every legal card asked for before each card. */
  for (guint i = 0; i < MIN (8u, n_deals); i++)
    {
      BrgDdPosition position = g_array_index (deals, BrgDdDeal, i).position;

      position.trumps = (BrgStrain) (i % 5);
      position.leader = (BrgSeat) (i % 4);
      position.hands[0] = g_array_index (deals, BrgDdDeal, i).position.hands[1];
      position.hands[1] = g_array_index (deals, BrgDdDeal, i).position.hands[0];
      for (guint card = 0; card < 52; card++)
        {
          g_autoptr(GAsyncResult) result = NULL;
          BrgDdCardValues values;
          BrgCard best = BRG_CARD_NONE;
          gint64 start = g_get_monotonic_time ();
          double ms;

          brg_solver_card_values_async (solver, channel, &position, NULL, bench_store_result_cb,
                                        &result);
          bench_wait_for_result (&result);
          if (!brg_solver_card_values_finish (solver, result, &values, NULL))
            g_error ("card values failed");
          ms = (g_get_monotonic_time () - start) / 1000.0;
          g_array_append_val (card_ms, ms);
          for (BrgCard c = 0; c < BRG_N_CARDS; c++)
            if (values.tricks[c] == values.best)
              best = c;
          if (!brg_dd_position_play (&position, best, NULL))
            g_error ("best card not playable");
        }
    }

  printf ("interactive: table on screen  median %.0f ms, p90 %.0f ms, max %.0f ms (%u deals)\n",
          bench_percentile (table_ms, 0.5), bench_percentile (table_ms, 0.9),
          bench_percentile (table_ms, 1.0), table_ms->len);
  printf ("interactive: card values      median %.1f ms, p90 %.1f ms, max %.0f ms (%u cards)\n",
          bench_percentile (card_ms, 0.5), bench_percentile (card_ms, 0.9),
          bench_percentile (card_ms, 1.0), card_ms->len);
  return 0;
}
