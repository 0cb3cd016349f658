/* bench-play.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer player (issue 25): how long a computer card takes from the
 * request to the answer, as the practice window asks for it
 * (BrgComputerPlayer, the value of every card; target: median 50 ms, 99th
 * percentile 300 ms on two cores), and `finesse-cli play` of 1,000 boards
 * from the opening lead (brg_play_out_boards_async(), one search a card on
 * the solver's threads; target: under 60 s with 2 threads). The load of
 * the machine is printed beside the figures: other sessions share it.
 *
 *   ./build/bench/bench-play [--boards N] [--latency-boards N] [--threads N] [FILE]
 *
 * FILE defaults to the corpus' endplay_example3_3816boards.pbn (real
 * contracts; their recorded play is dropped); without it, boards are
 * dealt at random and given contracts in turn.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "brg-core.h"

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (GArray *values,
            double  p)
{
  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_double);
  return g_array_index (values, double, (guint) (p * (values->len - 1) + 0.5));
}

static char *
load_average (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return g_strdup ("?");
  return g_strndup (text, strcspn (text, " ") + 5);
}

static double
process_cpu (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double) t.tv_sec + (double) t.tv_nsec * 1e-9;
}

static void
store_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

static void
run_until (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* The boards to play: FILE's with a whole deal and a contract, from the
 * opening lead; or dealt. */
static GPtrArray *
load_boards (const char *path,
             guint       n)
{
  static const char *const contracts[] = { "3NT", "4S", "4H", "5D", "2NT", "2S", "3C" };
  static const char *const declarers[] = { "S", "W", "N", "E" };
  GPtrArray *boards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);

      event = brg_import_file (file, NULL, NULL, &error);
      if (event == NULL)
        g_printerr ("%s: %s\n", path, error->message);
    }
  if (event != NULL)
    {
      for (guint i = 0; i < brg_event_get_n_boards (event) && boards->len < n; i++)
        {
          BrgBoard *board = brg_event_get_board (event, i);
          BrgDdPosition position;
          BrgContract contract;
          BrgSeat declarer;

          if (!brg_board_get_contract (board, &contract, &declarer) || contract.passed_out
              || contract.level == 0
              || !brg_dd_position_init_deal (&position, brg_board_get_deal (board),
                                             BRG_STRAIN_NOTRUMP, BRG_SEAT_NORTH, NULL)
              || !brg_dd_position_is_full (&position))
            continue;
          brg_board_set_play (board, NULL);
          g_ptr_array_add (boards, g_object_ref (board));
        }
      printf ("%u boards of %s, played from the opening lead\n", boards->len, path);
    }
  if (boards->len < n)
    {
      g_autoptr(BrgEvent) dealt = NULL;
      BrgDealSpec spec;
      guint more = n - boards->len;

      brg_deal_spec_init (&spec);
      dealt = brg_event_new_dealt (&spec, more, 1, 25, NULL, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < more; i++)
        {
          BrgBoard *board = brg_event_get_board (dealt, i);

          brg_board_set_tag (board, "Contract", contracts[i % G_N_ELEMENTS (contracts)]);
          brg_board_set_tag (board, "Declarer", declarers[i % G_N_ELEMENTS (declarers)]);
          g_ptr_array_add (boards, g_object_ref (board));
        }
      printf ("%u boards dealt at random, contracts in turn\n", more);
    }
  return boards;
}

/* Every card of @n boards chosen by the computer player, one request at a
 * time, as the practice window would ask. */
static void
bench_latency (GPtrArray *boards,
               guint      n)
{
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) solved = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) leads = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *load_before = load_average ();
  g_autofree char *load_after = NULL;
  guint calls = brg_solver_get_n_calls (brg_solver_get_default ());

  for (guint b = 0; b < MIN (n, boards->len); b++)
    {
      BrgBoard *board = g_ptr_array_index (boards, b);
      g_autoptr(BrgPlay) play = NULL;
      BrgContract contract;
      BrgSeat declarer;

      brg_board_get_contract (board, &contract, &declarer);
      play = brg_play_new (brg_seat_next (declarer), (BrgStrain) contract.strain);
      brg_play_set_deal (play, brg_board_get_deal (board));
      while (!brg_play_is_complete (play))
        {
          g_autoptr(GAsyncResult) result = NULL;
          g_autoptr(GError) error = NULL;
          BrgComputerCard card;
          gint64 start = g_get_monotonic_time ();
          double cpu_start = process_cpu ();
          double ms, cpu_ms;

          brg_computer_player_choose_async (player, board, play, NULL, NULL, store_result_cb,
                                            &result);
          run_until (&result);
          ms = (double) (g_get_monotonic_time () - start) / 1000.0;
          cpu_ms = (process_cpu () - cpu_start) * 1000.0;
          if (!brg_computer_player_choose_finish (player, result, &card, &error))
            {
              g_printerr ("board %u: %s\n", b + 1, error->message);
              break;
            }
          g_array_append_val (all, ms);
          g_array_append_val (cpu, cpu_ms);
          if (card.tricks >= 0)
            g_array_append_val (solved, ms);
          if (brg_play_get_n_cards (play) == 0)
            g_array_append_val (leads, ms);
          brg_play_play_card (play, card.card, NULL);
        }
    }
  load_after = load_average ();

  printf ("\ncomputer card, request to answer (%u boards, load %s → %s):\n", MIN (n, boards->len),
          load_before, load_after);
  printf ("  every card (%u):      median %6.2f ms  p90 %6.2f  p99 %6.2f  max %6.2f\n", all->len,
          percentile (all, 0.5), percentile (all, 0.9), percentile (all, 0.99),
          percentile (all, 1.0));
  printf ("  solved cards (%u):    median %6.2f ms  p90 %6.2f  p99 %6.2f  max %6.2f\n",
          solved->len, percentile (solved, 0.5), percentile (solved, 0.9),
          percentile (solved, 0.99), percentile (solved, 1.0));
  printf ("  opening leads (%u):    median %6.2f ms  p90 %6.2f  p99 %6.2f  max %6.2f\n",
          leads->len, percentile (leads, 0.5), percentile (leads, 0.9), percentile (leads, 0.99),
          percentile (leads, 1.0));
  printf ("  CPU a card (%u):      median %6.2f ms  p90 %6.2f  p99 %6.2f  max %6.2f "
          "(the process's, the solver's thread with it: what a quiet machine would take)\n",
          cpu->len, percentile (cpu, 0.5), percentile (cpu, 0.9), percentile (cpu, 0.99),
          percentile (cpu, 1.0));
  printf ("  solver calls: %u for %u cards\n",
          brg_solver_get_n_calls (brg_solver_get_default ()) - calls, all->len);
}

static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  if (done % 100 == 0 || done == total)
    {
      fprintf (stderr, "\r  %u of %u boards", done, total);
      if (done == total)
        fputc ('\n', stderr);
    }
}

static void
bench_play_out (GPtrArray *boards)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *load_before = load_average ();
  g_autofree char *load_after = NULL;
  guint calls = brg_solver_get_n_calls (solver);
  double cpu = process_cpu ();
  gint64 start = g_get_monotonic_time ();
  guint n_played = 0;
  double seconds;

  brg_play_out_boards_async (solver, boards, NULL, NULL, progress_cb, NULL, NULL,
                             store_result_cb, &result);
  run_until (&result);
  if (!brg_play_out_boards_finish (solver, result, &n_played, &skipped, &error))
    g_printerr ("play-out: %s\n", error->message);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  cpu = process_cpu () - cpu;
  load_after = load_average ();

  printf ("\nplay out %u boards from the opening lead (load %s → %s):\n", boards->len,
          load_before, load_after);
  printf ("  %u played in %.1f s (%.1f ms a board), CPU %.1f s (%.0f %% of one core), "
          "%u solver calls\n", n_played, seconds, 1000 * seconds / MAX (n_played, 1), cpu,
          100 * cpu / seconds, brg_solver_get_n_calls (solver) - calls);
}

/* Each board played out alone: the worst board bounds what one file of
 * hostile boards can cost. A card costs at most two searches of the deal's
 * value and one a distinct card it may play (brg-play-out.c). */
static void
bench_worst_board (GPtrArray *boards,
                   guint      n)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *load_before = load_average ();
  g_autofree char *load_after = NULL;
  double worst = 0, worst_cpu = 0, max_cpu = 0;
  guint worst_board = 0, worst_calls = 0, cards = 0;

  for (guint b = 0; b < MIN (n, boards->len); b++)
    {
      g_autoptr(BrgBoard) board = brg_board_copy (g_ptr_array_index (boards, b));
      g_autoptr(GPtrArray) one = g_ptr_array_new ();
      g_autoptr(GAsyncResult) result = NULL;
      guint calls = brg_solver_get_n_calls (solver);
      gint64 start = g_get_monotonic_time ();
      double cpu_start = process_cpu ();
      double ms, cpu_ms;

      brg_board_set_play (board, NULL);
      g_ptr_array_add (one, board);
      brg_play_out_boards_async (solver, one, NULL, NULL, NULL, NULL, NULL, store_result_cb,
                                 &result);
      run_until (&result);
      brg_play_out_boards_finish (solver, result, NULL, NULL, NULL);
      ms = (double) (g_get_monotonic_time () - start) / 1000.0;
      cpu_ms = (process_cpu () - cpu_start) * 1000.0;
      max_cpu = MAX (max_cpu, cpu_ms);
      g_array_append_val (times, ms);
      if (brg_board_get_play (board) != NULL)
        cards += brg_play_get_n_cards (brg_board_get_play (board));
      if (ms > worst)
        {
          worst = ms;
          worst_board = b + 1;
          worst_cpu = cpu_ms;
          worst_calls = brg_solver_get_n_calls (solver) - calls;
        }
    }
  load_after = load_average ();
  printf ("\nplay out each board alone (%u boards, %u cards, load %s → %s):\n",
          times->len, cards, load_before, load_after);
  printf ("  a board: median %.0f ms  p90 %.0f  max %.0f (board %u of the list, %u solver "
          "calls, CPU %.0f ms); the most CPU a board took: %.0f ms\n",
          percentile (times, 0.5), percentile (times, 0.9), worst, worst_board, worst_calls,
          worst_cpu, max_cpu);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_file = g_build_filename (BENCH_CORPUS_DIR, "pbn",
                                                    "endplay_example3_3816boards.pbn", NULL);
  g_autoptr(GPtrArray) boards = NULL;
  g_autoptr(GPtrArray) latency_boards = NULL;
  const char *file = default_file;
  guint n_boards = 1000, n_latency = 40, n_threads = 2;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--boards") == 0 && i + 1 < argc)
        n_boards = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--latency-boards") == 0 && i + 1 < argc)
        n_latency = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--threads") == 0 && i + 1 < argc)
        n_threads = (guint) atoi (argv[++i]);
      else
        file = argv[i];
    }

  brg_solver_set_n_threads (n_threads);
  printf ("%s, %u solver threads\n", brg_solver_get_name (brg_solver_get_default ()), n_threads);

  latency_boards = load_boards (file, n_latency);
  bench_latency (latency_boards, n_latency);

  /* Other boards than those the latency part solved: the solver's cache
   * must not help. */
  boards = load_boards (file, n_boards + n_latency);
  g_ptr_array_remove_range (boards, 0, MIN (n_latency, boards->len));
  bench_play_out (boards);
  bench_worst_board (latency_boards, n_latency);
  return 0;
}
