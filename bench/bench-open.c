/* bench-open.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's figures, in a real window under a display: the time from
 * brg_window_open_file() until the first board of a big file is painted
 * (target 100 ms, for a file of any size), until the whole file is read
 * and listed (target 1 s for 100,000 deals), the memory with it open
 * (target under twice the file's size and 60 MB), and the
 * time from win.next-card until the table is painted again (target one
 * frame, 16 ms: the wait for the next frame, and that frame's layout and
 * paint). Run by hand:
 *
 *   GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a -s '-screen 0 1440x900x24' \
 *     ./build/bench/bench-open [--runs N] [BIG_FILE [PLAY_FILE]]
 *
 * BIG_FILE defaults to the corpus' generated/dealer_random_10000.pbn and
 * PLAY_FILE, a file with a play to step through, to our PBN §1.2 example.
 * Each open runs in a fresh window, N times (default 5); the best, the
 * median and the worst are printed, and the first run of the process
 * apart: it is the open the user sees, with nothing drawn or read before
 * it (fonts, card faces, code paged in). Memory is read from /proc/self/status after the
 * last open: VmRSS (resident now) and VmHWM (the peak), and VmRSS split
 * into its private part (RssAnon) and the files mapped (RssFile); then
 * again after 2 s idle, when the double-dummy solver has given back the
 * tables it made for the first board.
 *
 * Like the app, the bench tells GDK not to load GL when GSK_RENDERER=cairo
 * (brg_application_prepare_environment()); run it with GDK_DEBUG set to
 * anything else (GDK_DEBUG=misc) to see the window with the GL driver
 * mapped, about 50 MB more under Xvfb.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-table-view.h"
#include "brg-window.h"
#include "bench-util.h"

typedef struct
{
  char      *big_file;
  char      *play_file;
  guint      runs;
  GSettings *settings;
  int        status;
} Bench;

typedef struct
{
  gint64   start;
  gint64   layout;
  gint64   painted;
  gboolean waiting;
} Timing;

static void
layout_cb (GdkFrameClock *clock,
           Timing        *timing)
{
  if (timing->waiting && timing->layout == 0)
    timing->layout = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Timing        *timing)
{
  if (timing->waiting && timing->painted == 0)
    timing->painted = g_get_monotonic_time ();
}

static void
spin_until_painted (Timing *timing)
{
  while (timing->painted == 0)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
idle_done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds. */
static void
idle_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, idle_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
print_times (const char *what,
             GArray     *times,
             double      target)
{
  double best;
  double median;

  g_array_sort (times, bench_compare_doubles);
  best = g_array_index (times, double, 0);
  median = g_array_index (times, double, times->len / 2);
  printf ("%-34s best %8.1f ms   median %8.1f ms   worst %8.1f ms   (target %.0f ms, %u runs)\n",
          what, best, median, g_array_index (times, double, times->len - 1), target, times->len);
}

static BrgWindow *
new_window (GApplication *app,
            Bench        *bench)
{
  BrgWindow *window = g_object_ref (brg_window_new (GTK_APPLICATION (app), bench->settings));

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static void
destroy_window (BrgWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  bench_drain ();
  g_object_unref (window);
}

static gboolean
table_has_board (gpointer table)
{
  return brg_table_view_get_board (table) != NULL;
}

static gboolean
all_listed (BrgWindow    *window,
            BrgBoardList *list)
{
  BrgEvent *event = brg_window_get_event (window);

  return !brg_window_get_loading (window) && event != NULL
         && brg_board_list_get_n_shown (list) == brg_event_get_n_boards (event);
}

/* Opens @path in @window; returns the milliseconds until the first board is
 * painted, or -1 when none is shown, and in @listed_ms those until the
 * whole file is read and every board is in the list. */
static double
time_open (BrgWindow  *window,
           const char *path,
           double     *listed_ms)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BrgTableView *table = BRG_TABLE_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                       BRG_TYPE_WINDOW,
                                                                       "table_view"));
  BrgBoardList *list = BRG_BOARD_LIST (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                      BRG_TYPE_WINDOW,
                                                                      "board_list"));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  Timing timing = { 0 };
  gulong id;

  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &timing);
  timing.start = g_get_monotonic_time ();
  brg_window_open_file (window, file);
  while (!table_has_board (table) && brg_window_get_loading (window))
    g_main_context_iteration (NULL, TRUE);
  if (!table_has_board (table))
    {
      g_signal_handler_disconnect (clock, id);
      return -1;
    }

  /* The board is set; the next frame painted shows it. */
  timing.waiting = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (table));
  spin_until_painted (&timing);
  g_signal_handler_disconnect (clock, id);

  /* The rest comes while the window runs, as for the user. */
  while (!all_listed (window, list))
    g_main_context_iteration (NULL, TRUE);
  *listed_ms = (g_get_monotonic_time () - timing.start) / 1000.0;

  return (timing.painted - timing.start) / 1000.0;
}

typedef struct
{
  gint64 last;
  gint64 longest;
} Gaps;

static void
frame_gap_cb (GdkFrameClock *clock,
              Gaps          *gaps)
{
  gint64 now = g_get_monotonic_time ();

  if (gaps->last != 0)
    gaps->longest = MAX (gaps->longest, now - gaps->last);
  gaps->last = now;
}

/* A search that looks at every board and finds none: the time until the
 * list is filtered, and the longest the window went without a frame
 * meanwhile. */
static void
time_search (BrgWindow *window,
             double    *done_ms,
             double    *gap_ms)
{
  BrgBoardList *list = BRG_BOARD_LIST (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                      BRG_TYPE_WINDOW,
                                                                      "board_list"));
  GtkFilterListModel *shown = GTK_FILTER_LIST_MODEL (brg_board_list_get_shown (list));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  Gaps gaps = { 0 };
  gint64 start;
  gulong id;

  id = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_gap_cb), &gaps);
  gdk_frame_clock_begin_updating (clock);
  start = g_get_monotonic_time ();
  gaps.last = start;
  brg_board_list_set_search_text (list, "nobody-has-this-name");
  while (gtk_filter_list_model_get_pending (shown) > 0)
    g_main_context_iteration (NULL, TRUE);
  *done_ms = (g_get_monotonic_time () - start) / 1000.0;
  gdk_frame_clock_end_updating (clock);
  g_signal_handler_disconnect (clock, id);
  frame_gap_cb (clock, &gaps);
  *gap_ms = gaps.longest / 1000.0;
  brg_board_list_set_search_text (list, "");
  bench_drain ();
}

static void
bench_open (GApplication *app,
            Bench        *bench)
{
  double search_ms = 0, search_gap_ms = 0;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) listed_times = g_array_new (FALSE, FALSE, sizeof (double));
  gsize rss_empty = 0;
  gsize anon_empty = 0;
  gsize rss_open = 0;
  gsize anon_open = 0;
  gsize file_open = 0;
  gsize rss_idle = 0;
  gsize anon_idle = 0;
  gsize hwm = 0;
  double first_ms = 0;
  double first_listed_ms = 0;
  guint n_boards = 0;
  goffset file_size = 0;
  GStatBuf st;

  if (g_stat (bench->big_file, &st) == 0)
    file_size = st.st_size;

  for (guint run = 0; run < bench->runs; run++)
    {
      BrgWindow *window = new_window (app, bench);
      double ms;
      double listed_ms = 0;

      if (run == 0)
        {
          rss_empty = bench_status_kib ("VmRSS:");
          anon_empty = bench_status_kib ("RssAnon:");
        }

      ms = time_open (window, bench->big_file, &listed_ms);
      if (ms < 0)
        {
          fprintf (stderr, "bench-open: %s: no board was shown\n", bench->big_file);
          bench->status = 1;
          destroy_window (window);
          return;
        }
      g_array_append_val (times, ms);
      g_array_append_val (listed_times, listed_ms);
      if (run == 0)
        {
          first_ms = ms;
          first_listed_ms = listed_ms;
        }

      if (run == bench->runs - 1)
        {
          bench_drain ();
          n_boards = brg_event_get_n_boards (brg_window_get_event (window));
          rss_open = bench_status_kib ("VmRSS:");
          anon_open = bench_status_kib ("RssAnon:");
          file_open = bench_status_kib ("RssFile:");
          hwm = bench_status_kib ("VmHWM:");
          /* The user then looks at the board: the double-dummy solver
           * gives back its tables after 1 s idle (brg-solver.c). */
          idle_for (2000);
          rss_idle = bench_status_kib ("VmRSS:");
          anon_idle = bench_status_kib ("RssAnon:");
          time_search (window, &search_ms, &search_gap_ms);
        }
      destroy_window (window);
    }

  printf ("%s: %u boards\n", bench->big_file, n_boards);
  print_times ("open until the first board shows", times, 100);
  print_times ("all boards listed", listed_times, 1000);
  printf ("%-34s first board %8.1f ms   all listed %8.1f ms   (targets 100 ms, 1000 ms)\n",
          "the process's first open (cold)", first_ms, first_listed_ms);
  printf ("%-34s VmRSS %6.1f MB (empty window %5.1f MB)   VmHWM %6.1f MB   "
          "(target < 2 × file + 60 MB = %.0f MB)\n",
          "memory with the file open", rss_open / 1024.0, rss_empty / 1024.0, hwm / 1024.0,
          2.0 * file_size / 1e6 + 60);
  /* Most of a GTK process's resident size is shared libraries, fonts and
   * icons mapped from files; the private part is what the program makes. */
  printf ("%-34s RssAnon %6.1f MB (empty window %5.1f MB)   RssFile %6.1f MB\n",
          "  of which", anon_open / 1024.0, anon_empty / 1024.0, file_open / 1024.0);
  printf ("%-34s VmRSS %6.1f MB   RssAnon %6.1f MB   (target %.0f MB)\n",
          "  and after 2 s idle", rss_idle / 1024.0, anon_idle / 1024.0,
          2.0 * file_size / 1e6 + 60);
  printf ("%-34s done in %8.1f ms   longest without a frame %6.1f ms\n",
          "a search through every board", search_ms, search_gap_ms);
}

static void
bench_step (GApplication *app,
            Bench        *bench)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) work = g_array_new (FALSE, FALSE, sizeof (double));
  BrgWindow *window = new_window (app, bench);
  BrgReplay *replay = brg_window_get_replay (window);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  double listed_ms;

  if (time_open (window, bench->play_file, &listed_ms) < 0 || brg_replay_get_n_cards (replay) == 0)
    {
      fprintf (stderr, "bench-open: %s: no play to step through\n", bench->play_file);
      bench->status = 1;
      destroy_window (window);
      return;
    }
  bench_drain ();

  for (guint run = 0; run < bench->runs; run++)
    {
      brg_replay_go_start (replay);
      bench_drain ();
      while (brg_replay_get_cards_played (replay) < brg_replay_get_n_cards (replay))
        {
          Timing timing = { 0 };
          gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &timing);
          gulong layout_id = g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), &timing);
          double ms;

          timing.start = g_get_monotonic_time ();
          timing.waiting = TRUE;
          gtk_widget_activate_action (GTK_WIDGET (window), "win.next-card", NULL);
          spin_until_painted (&timing);
          g_signal_handler_disconnect (clock, id);
          g_signal_handler_disconnect (clock, layout_id);

          ms = (timing.painted - timing.start) / 1000.0;
          g_array_append_val (times, ms);
          ms = (timing.painted - MAX (timing.layout, timing.start)) / 1000.0;
          g_array_append_val (work, ms);
        }
    }

  printf ("%s: %u cards\n", bench->play_file, brg_replay_get_n_cards (replay));
  /* The wait includes the time to the next frame of the frame clock. */
  print_times ("next card until painted", times, 16);
  print_times ("  of which the frame's own work", work, 16);
  destroy_window (window);
}

static void
activate_cb (GApplication *app,
             Bench        *bench)
{
  g_signal_stop_emission_by_name (app, "activate");

  bench_open (app, bench);
  if (bench->status == 0)
    bench_step (app, bench);

  g_application_quit (app);
}

int
main (int   argc,
      char *argv[])
{
  Bench bench = { NULL, NULL, 5, NULL, 0 };
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GApplication) app = NULL;
  const char *corpus = g_getenv ("FINESSE_CORPUS");
  char *app_argv[] = { argv[0], NULL };
  int first = 1;

  if (argc > 2 && g_str_equal (argv[1], "--runs"))
    {
      bench.runs = MAX (1, atoi (argv[2]));
      first = 3;
    }

  if (corpus == NULL)
    corpus = BENCH_CORPUS_DIR;
  bench.big_file = first < argc ? g_strdup (argv[first])
                   : g_build_filename (corpus, "generated", "dealer_random_10000.pbn", NULL);
  bench.play_file = first + 1 < argc ? g_strdup (argv[first + 1])
                    : g_build_filename (BENCH_SOURCE_DIR, "tests", "data", "pbn",
                                        "spec-1.2-example.pbn", NULL);

  if (!g_file_test (bench.big_file, G_FILE_TEST_EXISTS))
    {
      fprintf (stderr, "bench-open: %s does not exist\n", bench.big_file);
      return 1;
    }

  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    g_setenv ("GSETTINGS_SCHEMA_DIR", BENCH_SCHEMA_DIR, TRUE);

  brg_application_prepare_environment ();

  gtk_init ();
  adw_init ();

  backend = g_memory_settings_backend_new ();
  bench.settings = g_settings_new_with_backend (BRG_SETTINGS_SCHEMA_ID, backend);
  g_settings_set_int (bench.settings, "window-width", 1440);
  g_settings_set_int (bench.settings, "window-height", 900);

  app = g_object_new (BRG_TYPE_APPLICATION,
                      "application-id", APP_ID,
                      "flags", G_APPLICATION_NON_UNIQUE,
                      "settings", bench.settings,
                      NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), &bench);
  g_application_run (app, 1, app_argv);

  g_clear_object (&bench.settings);
  g_free (bench.big_file);
  g_free (bench.play_file);

  return bench.status;
}
