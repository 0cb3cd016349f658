/* bench-print.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The time and memory of printing: a hand record of the first 1,000
 * boards of a file, four a page, written as a PDF (the target: under 5 s
 * on two cores, with memory bounded because pages are streamed). Run by
 * hand:
 *
 *   ./build/bench/bench-print [--runs N] [--boards N] [FILE]
 *
 * FILE defaults to the corpus's generated/dealer_random_10000.pbn. Each
 * layout is written N times (default 3) to a temporary file; the best and
 * the median time are printed, from making the document (copying the
 * boards) to the file closed, and the peak resident size during the write
 * above what the process held before it (VmHWM, reset through
 * /proc/self/clear_refs), after a warm-up that loads the fonts. The hand
 * record is also written for a tenth of the boards, to show that memory
 * does not grow with the pages. Last, one board whose commentary is one
 * line of prose of 100 KB, and of 5 MB (the reader keeps its first MiB,
 * a board prints 100,000 characters of it): issue 23's board that did
 * not print in 300 s.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-render-document.h"
#include "bench-util.h"

static void
run (BrgEvent        *event,
     const char      *label,
     BrgRenderLayout  layout,
     guint            per_page,
     guint            n_boards,
     guint            runs,
     GFile           *out)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  gsize growth = 0;
  guint n_pages = 0;
  goffset size = 0;

  options->layout = layout;
  options->per_page = per_page;
  options->boards = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < n_boards && i < brg_event_get_n_boards (event); i++)
    g_array_append_val (options->boards, i);

  for (guint r = 0; r < runs; r++)
    {
      g_autoptr(BrgRenderDocument) document = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GFileInfo) info = NULL;
      gint64 start;
      double seconds;
      gsize before, peak;

      before = bench_status_kib ("VmRSS:");
      bench_reset_peak ();
      start = g_get_monotonic_time ();
      document = brg_render_document_new (event, options, &error);
      if (document == NULL || !brg_render_document_write (document, BRG_RENDER_FORMAT_PDF, out,
                                                          NULL, &error))
        {
          fprintf (stderr, "bench-print: %s\n", error->message);
          exit (1);
        }
      seconds = (g_get_monotonic_time () - start) / 1e6;
      peak = bench_status_kib ("VmHWM:");
      growth = MAX (growth, peak > before ? peak - before : 0);
      g_array_append_val (times, seconds);
      n_pages = brg_render_document_get_n_pages (document);
      info = g_file_query_info (out, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                                NULL);
      size = info != NULL ? g_file_info_get_size (info) : 0;
    }

  g_array_sort (times, bench_compare_doubles);
  printf ("%-30s %5u boards %5u pages  best %6.3f s  median %6.3f s  "
          "peak +%6.1f MB  PDF %6.1f MB\n",
          label, MIN (n_boards, brg_event_get_n_boards (event)), n_pages,
          g_array_index (times, double, 0), g_array_index (times, double, times->len / 2),
          growth / 1024.0, size / 1048576.0);
}

/* One board whose commentary is one line of @length bytes of prose. */
static BrgEvent *
long_comment_event (gsize length)
{
  static const char *const words[] = { "the", "lead", "of", "a", "king", "shows", "partner" };
  g_autoptr(GString) text = g_string_new ("[Event \"Long\"]\n[Board \"1\"]\n"
                                          "[Deal \"N:AKQJ.AKQ.AKQ.AKQ 2345.2345.2345.2 "
                                          "6789.6789.6789.3 T.JT.JT.JT987654\"]\n{");
  g_autoptr(GBytes) bytes = NULL;
  gsize start = text->len;

  for (guint i = 0; text->len - start < length; i++)
    g_string_append_printf (text, "%s ", words[(i * 7 + i / 3) % G_N_ELEMENTS (words)]);
  g_string_append (text, "}\n");
  bytes = g_bytes_new (text->str, text->len);
  return brg_pbn_read_bytes (bytes, NULL, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_file = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *pdf = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  const char *path = NULL;
  guint runs = 3, n_boards = 1000;
  gint64 start;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--runs") == 0 && i + 1 < argc)
        runs = (guint) MAX (1, atoi (argv[i + 1])), i++;
      else if (strcmp (argv[i], "--boards") == 0 && i + 1 < argc)
        n_boards = (guint) MAX (1, atoi (argv[i + 1])), i++;
      else
        path = argv[i];
    }
  if (path == NULL)
    {
      const char *corpus = g_getenv ("FINESSE_CORPUS");

      default_file = g_build_filename (corpus != NULL ? corpus : "../shared/corpus", "generated",
                                       "dealer_random_10000.pbn", NULL);
      path = default_file;
    }

  file = g_file_new_for_commandline_arg (path);
  start = g_get_monotonic_time ();
  event = brg_import_file (file, NULL, NULL, &error);
  if (event == NULL)
    {
      fprintf (stderr, "bench-print: %s: %s\n", path, error->message);
      return 1;
    }
  printf ("%s: %u boards read in %.3f s; resident %.1f MB\n", path,
          brg_event_get_n_boards (event), (g_get_monotonic_time () - start) / 1e6,
          bench_status_kib ("VmRSS:") / 1024.0);

  dir = g_dir_make_tmp ("finesse-bench-XXXXXX", NULL);
  pdf = g_build_filename (dir, "bench.pdf", NULL);
  out = g_file_new_for_path (pdf);

  /* Fontconfig and the fonts are loaded once a process: not counted. */
  run (event, "(warm-up)", BRG_RENDER_LAYOUT_HAND_RECORD, 4, 8, 1, out);
  run (event, "hand record, 4 a page", BRG_RENDER_LAYOUT_HAND_RECORD, 4, n_boards / 10, runs, out);
  run (event, "hand record, 4 a page", BRG_RENDER_LAYOUT_HAND_RECORD, 4, n_boards, runs, out);
  run (event, "hand record, 6 a page", BRG_RENDER_LAYOUT_HAND_RECORD, 6, n_boards, runs, out);
  run (event, "analysis, 1 a page", BRG_RENDER_LAYOUT_ANALYSIS, 1, n_boards, runs, out);
  run (event, "handout, 1 a page", BRG_RENDER_LAYOUT_HANDOUT, 1, n_boards, runs, out);
  run (event, "bidding sheets, 4 a page", BRG_RENDER_LAYOUT_BIDDING, 4, n_boards, runs, out);

  {
    g_autoptr(BrgEvent) small = long_comment_event (100 * 1024);
    g_autoptr(BrgEvent) large = long_comment_event (5 * 1024 * 1024);

    run (small, "analysis, a 100 KB comment", BRG_RENDER_LAYOUT_ANALYSIS, 1, 1, runs, out);
    run (large, "analysis, a 5 MB comment", BRG_RENDER_LAYOUT_ANALYSIS, 1, 1, runs, out);
  }

  g_unlink (pdf);
  g_rmdir (dir);
  return 0;
}
