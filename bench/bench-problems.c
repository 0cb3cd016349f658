/* bench-problems.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What it costs the problems window to follow a file while it is read:
 *
 *   1. 100,000 problems appended to a shown problems window in batches of
 *      1,000, as the progressive read hands them over: the time each
 *      batch takes in the list (the model's change and the list view's
 *      handling of it) and until the window is painted again, for the
 *      first and the last ten batches; then the one change of the whole
 *      list a reset makes, for comparison; and the memory they take.
 *   2. A real file, 10,000 boards with an error each (made here), opened
 *      in the window with the problems window open from its first board:
 *      the batches the window was given, the time they took in the list,
 *      and the whole read with the problems window open and without.
 *
 * Run by hand; GTK needs a display:
 *
 *   GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a -s '-screen 0 1440x900x24' \
 *     ./build/bench/bench-problems
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-diagnostics-window.h"
#include "brg-import-private.h"
#include "brg-problem-list.h"
#include "brg-window.h"
#include "bench-util.h"
#include "core-test-util.h"

#define N_PROBLEMS 100000
#define BATCH      1000
#define N_BOARDS   10000
#define RUNS       5

typedef struct
{
  GSettings *settings;
  int        status;
} Bench;

static GPtrArray *
make_batch (guint first)
{
  GPtrArray *batch = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);

  for (guint i = first; i < first + BATCH; i++)
    {
      BrgDiagnostic *diagnostic = brg_diagnostic_new (BRG_SEVERITY_ERROR, 7 * i + 3, 10,
                                                      "pbn-invalid-dealer",
                                                      "The dealer must be N, E, S or W, not “X”");

      diagnostic->board = i + 1;
      g_ptr_array_add (batch, diagnostic);
    }
  return batch;
}

/* 1: the window alone, fed batch after batch. */
static void
bench_batches (void)
{
  g_autoptr(BrgProblemList) problems = brg_problem_list_new ();
  guint n_batches = N_PROBLEMS / BATCH;
  g_autofree double *in_list = g_new (double, n_batches);
  g_autofree double *painted = g_new (double, n_batches);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  GtkWidget *window;
  long rss_before;
  double reset_ms;
  gint64 start;

  brg_problem_list_reset (problems, "big.pbn", NULL, NULL);
  brg_problem_list_set_loading (problems, TRUE);
  window = brg_diagnostics_window_new (NULL, problems);
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 480);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  bench_drain ();
  rss_before = (long) bench_status_kib ("VmRSS:");

  for (guint b = 0; b < n_batches; b++)
    {
      g_autoptr(GPtrArray) batch = make_batch (b * BATCH);

      start = g_get_monotonic_time ();
      brg_problem_list_append (problems, batch);
      in_list[b] = bench_ms_since (start);
      gtk_test_widget_wait_for_draw (window);
      painted[b] = bench_ms_since (start);
    }
  brg_problem_list_set_loading (problems, FALSE);
  bench_drain ();

  printf ("%u problems appended in batches of %u to a shown problems window:\n",
          N_PROBLEMS, BATCH);
  printf ("  a batch in the list         first 10: median %6.3f ms   last 10: median %6.3f ms"
          "   worst %6.3f ms\n",
          bench_median (in_list, 10), bench_median (in_list + n_batches - 10, 10),
          bench_maximum (in_list, n_batches));
  printf ("  a batch until painted       first 10: median %6.3f ms   last 10: median %6.3f ms"
          "   worst %6.3f ms\n",
          bench_median (painted, 10), bench_median (painted + n_batches - 10, 10),
          bench_maximum (painted, n_batches));
  printf ("  the first batch until painted %6.3f ms (the view makes its rows: up to 200)\n",
          painted[0]);
  printf ("  memory for the problems     VmRSS +%.1f MB (%.0f bytes a problem)\n",
          ((long) bench_status_kib ("VmRSS:") - rss_before) / 1024.0,
          ((long) bench_status_kib ("VmRSS:") - rss_before) * 1024.0 / N_PROBLEMS);

  /* What a rebuild of the whole list, once, costs at this size. */
  for (guint b = 0; b < n_batches; b++)
    {
      g_autoptr(GPtrArray) batch = make_batch (b * BATCH);

      for (guint i = 0; i < batch->len; i++)
        g_ptr_array_add (all, brg_diagnostic_copy (g_ptr_array_index (batch, i)));
    }
  start = g_get_monotonic_time ();
  brg_problem_list_reset (problems, "big.pbn", NULL, g_steal_pointer (&all));
  gtk_test_widget_wait_for_draw (window);
  reset_ms = bench_ms_since (start);
  printf ("  the whole list changed once %6.3f ms until painted (a new file's problems)\n",
          reset_ms);

  gtk_window_destroy (GTK_WINDOW (window));
  bench_drain ();
}

/* N_BOARDS boards, each with a dealer that is not a seat: an error a board. */
static char *
write_broken_file (void)
{
  static const CoreTestGames games = { .event = "Broken", .n_boards = N_BOARDS, .bad_every = 1 };
  char *path = NULL;
  g_autoptr(GFile) file = core_test_write_games (&games, "bench-problems-XXXXXX.pbn", &path);

  return path;
}

typedef struct
{
  gint64 start;
  guint  n_batches;
  guint  n_added;
  double total_ms;
  double worst_ms;
} Batches;

static void
batch_start_cb (GListModel *model,
                guint       position,
                guint       removed,
                guint       added,
                Batches    *batches)
{
  batches->start = g_get_monotonic_time ();
}

static void
batch_end_cb (GListModel *model,
              guint       position,
              guint       removed,
              guint       added,
              Batches    *batches)
{
  double ms = bench_ms_since (batches->start);

  batches->n_batches++;
  batches->n_added += added;
  batches->total_ms += ms;
  batches->worst_ms = MAX (batches->worst_ms, ms);
}

static gboolean
has_boards (BrgWindow *window)
{
  BrgEvent *event = brg_window_get_event (window);

  return event != NULL && brg_event_get_n_boards (event) > 0;
}

/* Opens @path held at its first board, with the problems window open when
 * @batches; returns the milliseconds from the release to the end. */
static double
time_read (Bench      *bench,
           const char *path,
           Batches    *batches)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GApplication *app = g_application_get_default ();
  BrgWindow *window = g_object_ref (brg_window_new (GTK_APPLICATION (app), bench->settings));
  GListModel *problems = NULL;
  gint64 start;
  double ms;

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  _brg_import_hold_at (1);
  brg_window_open_file (window, file);
  while (!has_boards (window))
    g_main_context_iteration (NULL, TRUE);
  bench_drain ();

  if (batches != NULL)
    {
      g_autoptr(GList) toplevels = NULL;
      GtkWidget *dialog = NULL;
      GtkListView *list_view;
      GtkNoSelection *selection;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-diagnostics", NULL);
      toplevels = gtk_window_list_toplevels ();
      for (GList *l = toplevels; l != NULL; l = l->next)
        if (BRG_IS_DIAGNOSTICS_WINDOW (l->data))
          dialog = l->data;
      g_assert (dialog != NULL);
      gtk_test_widget_wait_for_draw (dialog);
      problems = G_LIST_MODEL (brg_diagnostics_window_get_problems (BRG_DIAGNOSTICS_WINDOW (dialog)));
      /* The clock starts before the view hears of a change: the view's
       * selection model is made again after the first handler. */
      list_view = GTK_LIST_VIEW (gtk_widget_get_template_child (dialog,
                                                                BRG_TYPE_DIAGNOSTICS_WINDOW,
                                                                "list_view"));
      gtk_list_view_set_model (list_view, NULL);
      g_signal_connect (problems, "items-changed", G_CALLBACK (batch_start_cb), batches);
      selection = gtk_no_selection_new (g_object_ref (problems));
      gtk_list_view_set_model (list_view, GTK_SELECTION_MODEL (selection));
      g_object_unref (selection);
      g_signal_connect_after (problems, "items-changed", G_CALLBACK (batch_end_cb), batches);
      gtk_test_widget_wait_for_draw (dialog);
    }

  start = g_get_monotonic_time ();
  _brg_import_hold_at (0);
  while (brg_window_get_loading (window))
    g_main_context_iteration (NULL, TRUE);
  ms = bench_ms_since (start);
  if (problems != NULL)
    {
      g_assert (g_list_model_get_n_items (problems) == N_BOARDS);
      g_signal_handlers_disconnect_by_data (problems, batches);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  bench_drain ();
  g_object_unref (window);
  return ms;
}

static void
bench_file (Bench *bench)
{
  g_autofree char *path = write_broken_file ();
  double with_window[RUNS];
  double without_window[RUNS];

  printf ("A file of %u boards with an error each, read from its first board on:\n", N_BOARDS);
  /* Turn about, so that neither has the warm caches. */
  for (guint i = 0; i < RUNS; i++)
    {
      Batches batches = { 0 };

      without_window[i] = time_read (bench, path, NULL);
      with_window[i] = time_read (bench, path, &batches);
      if (i == 0)
        printf ("  changes of the list         %u, %u rows added, %.3f ms in the list in all,"
                " worst %.3f ms\n",
                batches.n_batches, batches.n_added, batches.total_ms, batches.worst_ms);
    }
  printf ("  the rest of the read        median %.1f ms with the problems window open, "
          "%.1f ms without (%u runs)\n",
          bench_median (with_window, RUNS), bench_median (without_window, RUNS), RUNS);
  g_unlink (path);
}

static void
activate_cb (GApplication *app,
             Bench        *bench)
{
  g_signal_stop_emission_by_name (app, "activate");

  bench_batches ();
  bench_file (bench);
  g_application_quit (app);
}

int
main (int   argc,
      char *argv[])
{
  Bench bench = { NULL, 0 };
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GApplication) app = NULL;
  char *app_argv[] = { argv[0], NULL };

  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    g_setenv ("GSETTINGS_SCHEMA_DIR", BENCH_SCHEMA_DIR, TRUE);

  brg_application_prepare_environment ();
  gtk_init ();
  adw_init ();

  backend = g_memory_settings_backend_new ();
  bench.settings = g_settings_new_with_backend (BRG_SETTINGS_SCHEMA_ID, backend);

  app = g_object_new (BRG_TYPE_APPLICATION,
                      "application-id", APP_ID,
                      "flags", G_APPLICATION_NON_UNIQUE,
                      "settings", bench.settings,
                      NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), &bench);
  g_application_run (app, 1, app_argv);

  g_clear_object (&bench.settings);
  return bench.status;
}
