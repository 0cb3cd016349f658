/* bench-pbn.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN import and export throughput, and memory per board, on the files
 * given; RBN, RBX and LIN import and export of the same deals. Run by
 * hand:
 *
 *   ./build/bench/bench-pbn [--runs N] FILE…
 *
 * Each file is imported and exported N times (default 10); the best and
 * the median time are printed. Memory is measured on the first import of
 * each file, divided by the number of boards: the growth of the peak
 * resident size (VmHWM, reset per file through /proc/self/clear_refs) and
 * the heap still in use once the event is built (mallinfo2).
 */

#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brg-core.h"
#include "brg-event-private.h"
#include "brg-read-task-private.h"
#include "bench-util.h"

/* RBN and RBX, in the same benchmark so the formats compare: the same
 * deals, written once in memory, then read and written @runs times. */
static void
bench_rbn (BrgEvent      *event,
           BrgRbnFlavour  flavour,
           guint          runs)
{
  g_autoptr(GBytes) input = brg_rbn_write_bytes (event, flavour, NULL);
  g_autoptr(GBytes) output = NULL;
  g_autofree double *import_ms = g_new (double, runs);
  g_autofree double *export_ms = g_new (double, runs);
  g_autoptr(BrgEvent) read = NULL;
  const char *name = flavour == BRG_RBN_FLAVOUR_RBN ? "rbn" : "rbx";
  double mb = (double) g_bytes_get_size (input) / 1e6;
  double best_import, best_export;
  guint n_boards;

  read = brg_rbn_read_bytes (input, NULL, NULL);
  if (read == NULL)
    {
      fprintf (stderr, "bench-pbn: the %s export could not be read back\n", name);
      return;
    }
  n_boards = brg_event_get_n_boards (read);

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BrgEvent) again = NULL;
      gint64 start = g_get_monotonic_time ();

      again = brg_rbn_read_bytes (input, NULL, NULL);
      import_ms[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }
  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      g_clear_pointer (&output, g_bytes_unref);
      output = brg_rbn_write_bytes (read, flavour, NULL);
      export_ms[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }

  best_import = bench_minimum (import_ms, runs);
  best_export = bench_minimum (export_ms, runs);
  printf ("  %s import: best %7.2f ms, median %7.2f ms  %7.1f MB/s  %9.0f boards/s  (%.2f MB)\n",
          name, best_import, bench_median (import_ms, runs), mb / (best_import / 1000.0),
          n_boards / (best_import / 1000.0), mb);
  printf ("  %s export: best %7.2f ms, median %7.2f ms  %7.1f MB/s  %9.0f boards/s\n",
          name, best_export, bench_median (export_ms, runs), mb / (best_export / 1000.0),
          n_boards / (best_export / 1000.0));
}

/* LIN (issue 17 asks that it read at least as fast as PBN, board for
 * board): the same deals, written once in memory, then read and written
 * @runs times; the time per board is set beside PBN's. */
static void
bench_lin (BrgEvent *event,
           guint     runs,
           double    pbn_import_us)
{
  g_autoptr(GBytes) input = brg_lin_write_bytes (event, NULL);
  g_autoptr(GBytes) output = NULL;
  g_autofree double *import_ms = g_new (double, runs);
  g_autofree double *export_ms = g_new (double, runs);
  g_autoptr(BrgEvent) read = NULL;
  double mb = (double) g_bytes_get_size (input) / 1e6;
  double best_import, best_export;
  guint n_boards;

  read = brg_lin_read_bytes (input, NULL, NULL);
  if (read == NULL)
    {
      fprintf (stderr, "bench-pbn: the lin export could not be read back\n");
      return;
    }
  n_boards = brg_event_get_n_boards (read);

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BrgEvent) again = NULL;
      gint64 start = g_get_monotonic_time ();

      again = brg_lin_read_bytes (input, NULL, NULL);
      import_ms[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }
  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      g_clear_pointer (&output, g_bytes_unref);
      output = brg_lin_write_bytes (read, NULL);
      export_ms[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }

  best_import = bench_minimum (import_ms, runs);
  best_export = bench_minimum (export_ms, runs);
  printf ("  lin import: best %7.2f ms, median %7.2f ms  %7.1f MB/s  %9.0f boards/s  (%.2f MB)\n",
          best_import, bench_median (import_ms, runs), mb / (best_import / 1000.0),
          n_boards / (best_import / 1000.0), mb);
  printf ("  lin export: best %7.2f ms, median %7.2f ms  %7.1f MB/s  %9.0f boards/s\n",
          best_export, bench_median (export_ms, runs), mb / (best_export / 1000.0),
          n_boards / (best_export / 1000.0));
  if (n_boards > 0)
    printf ("  lin import per board: %.2f us (PBN %.2f us)\n",
            best_import * 1000.0 / n_boards, pbn_import_us);
}

static void
lazy_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  BrgEvent **event = user_data;
  g_autoptr(GError) error = NULL;

  *event = brg_import_file_progressive_finish (result, NULL, &error);
  if (*event == NULL)
    fprintf (stderr, "bench-pbn: %s\n", error->message);
}

static void
no_boards_cb (BrgEvent  *event,
              guint      position,
              guint      n_added,
              GPtrArray *diagnostics,
              gpointer   user_data)
{
}

/* The model as the window holds a big file (brg-pbn-lazy.c): the text,
 * compressed, and where each game starts; a board is built when asked. */
static void
bench_lazy (const char *path,
            guint       n_boards)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BrgEvent) event = NULL;
  gsize heap_before, heap_after;
  gint64 start;
  g_autoptr(GBytes) output = NULL;
  double ms, build_us, build_given_back_us, export_ms;
  guint built = 0;

  malloc_trim (0);
  heap_before = bench_heap_in_use ();
  /* However small the file: it is the figure for one of any size. */
  _brg_pbn_set_lazy_min (1);
  start = g_get_monotonic_time ();
  brg_import_file_progressive_async (file, NULL, no_boards_cb, NULL, NULL, lazy_done_cb, &event);
  while (event == NULL)
    g_main_context_iteration (NULL, TRUE);
  ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  _brg_pbn_set_lazy_min (0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  malloc_trim (0);
  heap_after = bench_heap_in_use ();
  if (n_boards == 0 || brg_event_get_n_boards (event) != n_boards)
    return;

  /* Every board built once, as a search does: the time a board takes,
   * then with the boards nobody holds given back as they go. */
  _brg_event_set_keep_built (n_boards);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_boards; i++)
    built += brg_event_get_board (event, i) != NULL;
  build_us = (double) (g_get_monotonic_time () - start) / MAX (built, 1);
  _brg_event_set_keep_built (1);
  _brg_event_release_unused (event);
  _brg_event_set_keep_built (0);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_boards; i++)
    built += brg_event_get_board (event, i) != NULL;
  build_given_back_us = (double) (g_get_monotonic_time () - start) / n_boards;

  /* Saving: a board not built is built for the writer alone. */
  _brg_event_set_keep_built (1);
  _brg_event_release_unused (event);
  _brg_event_set_keep_built (0);
  start = g_get_monotonic_time ();
  output = brg_pbn_write_bytes (event, NULL);
  export_ms = (double) (g_get_monotonic_time () - start) / 1000.0;

  printf ("  lazy model: read in %.0f ms, heap kept %.0f KiB (%.3f KiB/board); "
          "a board built in %.1f us, %.1f us with the unused given back; export %.0f ms\n",
          ms, (double) (heap_after - MIN (heap_after, heap_before)) / 1024.0,
          (double) (heap_after - MIN (heap_after, heap_before)) / 1024.0 / n_boards,
          build_us, build_given_back_us, export_ms);
}

static gboolean
bench_file (const char *path,
            guint       runs)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) input = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) output = NULL;
  g_autofree double *import_ms = g_new (double, runs);
  g_autofree double *export_ms = g_new (double, runs);
  g_autofree char *contents = NULL;
  g_autofree char *name = g_path_get_basename (path);
  gsize length, rss_before, hwm_after, heap_before, heap_after;
  double mb, best_import, best_export;
  guint n_boards;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      fprintf (stderr, "bench-pbn: %s\n", error->message);
      return FALSE;
    }
  input = g_bytes_new_take (g_steal_pointer (&contents), length);
  mb = (double) length / 1e6;

  /* Memory: the first import, before any other allocation of size. */
  /* Give freed memory back first, so that the peak is this file's. */
  malloc_trim (0);
  bench_reset_peak ();
  rss_before = bench_status_kib ("VmRSS:");
  heap_before = bench_heap_in_use ();
  event = brg_pbn_read_bytes (input, NULL, &error);
  if (event == NULL)
    {
      fprintf (stderr, "bench-pbn: %s: %s\n", path, error->message);
      return FALSE;
    }
  hwm_after = bench_status_kib ("VmHWM:");
  heap_after = bench_heap_in_use ();
  n_boards = brg_event_get_n_boards (event);

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(BrgEvent) again = NULL;
      gint64 start = g_get_monotonic_time ();

      again = brg_pbn_read_bytes (input, NULL, NULL);
      import_ms[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }

  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      g_clear_pointer (&output, g_bytes_unref);
      output = brg_pbn_write_bytes (event, NULL);
      export_ms[i] = (double) (g_get_monotonic_time () - start) / 1000.0;
    }

  best_import = bench_minimum (import_ms, runs);
  best_export = bench_minimum (export_ms, runs);

  printf ("%s: %.2f MB, %u boards\n", name, mb, n_boards);
  printf ("  import: best %7.2f ms, median %7.2f ms  %7.1f MB/s  %9.0f boards/s\n",
          best_import, bench_median (import_ms, runs), mb / (best_import / 1000.0),
          n_boards / (best_import / 1000.0));
  printf ("  export: best %7.2f ms, median %7.2f ms  %7.1f MB/s  %9.0f boards/s  (%.2f MB written)\n",
          best_export, bench_median (export_ms, runs),
          (double) g_bytes_get_size (output) / 1e6 / (best_export / 1000.0),
          n_boards / (best_export / 1000.0), (double) g_bytes_get_size (output) / 1e6);
  if (n_boards > 0)
    printf ("  memory: import peak +%zu KiB (%.2f KiB/board), heap kept %.0f KiB "
            "(%.2f KiB/board)\n",
            hwm_after - MIN (hwm_after, rss_before),
            (double) (hwm_after - MIN (hwm_after, rss_before)) / n_boards,
            (double) (heap_after - heap_before) / 1024.0,
            (double) (heap_after - heap_before) / 1024.0 / n_boards);

  bench_lazy (path, n_boards);
  bench_rbn (event, BRG_RBN_FLAVOUR_RBN, runs);
  bench_rbn (event, BRG_RBN_FLAVOUR_RBX, runs);
  bench_lin (event, runs, n_boards > 0 ? best_import * 1000.0 / n_boards : 0);

  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  guint runs = 10;
  gboolean ok = TRUE;
  int first = 1;

  if (argc > 2 && strcmp (argv[1], "--runs") == 0)
    {
      runs = (guint) MAX (1, atoi (argv[2]));
      first = 3;
    }

  if (first >= argc)
    {
      fprintf (stderr, "Usage: bench-pbn [--runs N] FILE…\n");
      return 2;
    }

  for (int i = first; i < argc; i++)
    ok = bench_file (argv[i], runs) && ok;

  return ok ? 0 : 1;
}
