/* bench-slides.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The time of a lesson's slides: a 20-board lesson written as a slides PDF
 * (target: under 2 s), and one step drawn at 1920 × 1080, as a projector
 * draws it, once the card faces are rendered for that size (target: a
 * frame, 16 ms). Run by hand:
 *
 *   ./build/bench/bench-slides [--runs N] [FILE]
 *
 * FILE defaults to the corpus's pbn/baker_squeeze.pbn (20 boards, Bridge
 * Classroom's directives). Each figure is the best and the median of N
 * runs (default 3), wall-clock and, for the PDF, the CPU time the process
 * used (on a loaded machine the wall clock waits for other processes).
 * The faces are rendered once at the projector's card height first
 * (brg_render_slides_prepare(), the window's worker does it ahead); then
 * every step of every board is drawn, N times each, on an image surface.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-render-document.h"
#include "brg-render-slides.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The CPU time of this thread: a frame's work, whatever else the machine
 * does meanwhile. */
static double
thread_cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

static void
print_times (const char *label,
             GArray     *times,
             const char *unit,
             double      scale)
{
  g_array_sort (times, compare_doubles);
  printf ("%-44s best %8.2f %s  median %8.2f %s  worst %8.2f %s\n", label,
          g_array_index (times, double, 0) * scale, unit,
          g_array_index (times, double, times->len / 2) * scale, unit,
          g_array_index (times, double, times->len - 1) * scale, unit);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_file = g_build_filename (BENCH_CORPUS_DIR, "pbn", "baker_squeeze.pbn",
                                                    NULL);
  const char *path = default_file;
  guint runs = 3;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frames_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) first_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *dir = NULL;
  g_autofree char *out_path = NULL;
  g_autoptr(GFile) out = NULL;
  guint pages = 0, steps = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--runs") == 0 && i + 1 < argc)
        {
          int n = atoi (argv[++i]);

          runs = n > 0 ? (guint) n : 1;
        }
      else
        path = argv[i];
    }

  file = g_file_new_for_commandline_arg (path);
  event = brg_import_file (file, NULL, NULL, &error);
  if (event == NULL)
    {
      fprintf (stderr, "bench-slides: %s: %s\n", path, error->message);
      return 1;
    }
  dir = g_dir_make_tmp ("bench-slides-XXXXXX", NULL);
  out_path = g_build_filename (dir, "slides.pdf", NULL);
  out = g_file_new_for_path (out_path);
  printf ("%s: %u boards\n", path, brg_event_get_n_boards (event));

  /* The slides PDF, from the event to the file closed; a warm-up first
   * loads the fonts and the deck. */
  for (guint run = 0; run <= runs; run++)
    {
      g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
      g_autoptr(BrgRenderDocument) document = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_seconds ();
      double seconds;

      options->layout = BRG_RENDER_LAYOUT_SLIDES;
      document = brg_render_document_new (event, options, &error);
      if (document == NULL || !brg_render_document_write (document, BRG_RENDER_FORMAT_PDF, out,
                                                          NULL, &error))
        {
          fprintf (stderr, "bench-slides: %s\n", error->message);
          return 1;
        }
      seconds = (g_get_monotonic_time () - start) / 1e6;
      pages = brg_render_document_get_n_pages (document);
      if (run == 0)
        continue;
      g_array_append_val (wall, seconds);
      seconds = cpu_seconds () - cpu_start;
      g_array_append_val (cpu, seconds);
    }
  printf ("slides PDF: %u pages\n", pages);
  print_times ("  written, wall clock", wall, "s ", 1);
  print_times ("  written, CPU", cpu, "s ", 1);

  /* A step at 1920 × 1080 once the faces are rendered for it. */
  {
    g_autoptr(BrgRenderSlides) slides = brg_render_slides_new (FALSE, FALSE);
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1920, 1080);
    cairo_t *cr = cairo_create (surface);
    g_autoptr(GArray) prepare = g_array_new (FALSE, FALSE, sizeof (double));
    double card = brg_render_slides_get_card_height (1920, 1080);
    gint64 start = g_get_monotonic_time ();
    double seconds;

    brg_render_slides_prepare (slides, card);
    seconds = (g_get_monotonic_time () - start) / 1e6;
    g_array_append_val (prepare, seconds);
    printf ("faces rendered at %.0f px (53 images)\n", card);
    print_times ("  once", prepare, "ms", 1000);

    /* Run 0 warms Pango's caches of fonts and glyphs (the first step of
     * a session costs more): measured apart. */
    for (guint run = 0; run <= runs; run++)
      for (guint b = 0; b < brg_event_get_n_boards (event); b++)
        {
          g_autoptr(BrgLesson) lesson = brg_lesson_new (brg_event_get_board (event, b));

          for (guint i = 0; i < brg_lesson_get_n_steps (lesson); i++)
            {
              double cpu_start = thread_cpu_seconds ();

              start = g_get_monotonic_time ();
              brg_render_slides_draw (slides, cr, lesson, i, b, 1920, 1080);
              cairo_surface_flush (surface);
              seconds = (g_get_monotonic_time () - start) / 1e6;
              g_array_append_val (run == 0 ? first : frames, seconds);
              seconds = thread_cpu_seconds () - cpu_start;
              g_array_append_val (run == 0 ? first_cpu : frames_cpu, seconds);
              steps += run == 0;
            }
        }
    printf ("a step drawn at 1920 x 1080: %u steps, %u times each after a first time\n", steps,
            runs);
    print_times ("  the first time, CPU", first_cpu, "ms", 1000);
    print_times ("  a step, wall clock", frames, "ms", 1000);
    print_times ("  a step, CPU", frames_cpu, "ms", 1000);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }

  g_unlink (out_path);
  g_rmdir (dir);
  return 0;
}
