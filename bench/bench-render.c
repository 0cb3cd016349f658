/* bench-render.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cost of redrawing the table when the replay steps one card. Builds a
 * board with a complete play of 52 cards, then draws the table offscreen at
 * 1200 × 800 (and at scale factor 2) once per card, as the window does when
 * win.next-card is pressed. Run by hand; GTK needs a display:
 *
 *   GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a ./build/bench/bench-render [--runs N]
 *
 * For each scale factor it prints the first drawing (which renders the card
 * faces from SVG), then the time per step: building the render nodes alone
 * (the widget's snapshot, at scale factor 1) and building plus rasterising
 * them with GSK's cairo renderer. The target is one frame, 16 ms. Last, the memory the
 * texture cache holds.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>

#include "brg-application.h"
#include "brg-table-view-private.h"
#include "bench-util.h"

#define WIDTH  1200
#define HEIGHT 800
#define DEAL   "N:AKJ73.K4.AQ8.K92 Q98.AJT962.7.A54 T5.Q5.KJT963.Q87 642.873.542.JT63"

/* Plays the whole deal: each player follows suit with the lowest card
 * that does, else discards the lowest card held. */
static void
play_out (BrgPlay *play)
{
  while (brg_play_get_n_cards (play) < 52)
    {
      g_autoptr(GError) error = NULL;
      guint n = brg_play_get_n_cards (play);
      BrgSeat seat = brg_play_get_next_seat (play);
      BrgCardSet held = brg_play_get_remaining (play, seat);
      BrgCardSet choice = held;

      if (n % 4 != 0)
        {
          BrgSuit led = BRG_CARD_SUIT (brg_play_get_card (play, n - n % 4));

          if ((held & BRG_CARD_SET_SUIT (led)) != 0)
            choice = held & BRG_CARD_SET_SUIT (led);
        }

      if (!brg_play_play_card (play, (BrgCard) __builtin_ctzll (choice), &error))
        g_error ("Cannot play out the deal: %s", error->message);
    }
}

static BrgBoard *
make_board (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);
  BrgBoard *board = brg_board_new ();

  brg_board_set_number (board, 5);
  brg_board_set_dealer (board, BRG_SEAT_NORTH);
  brg_board_set_vulnerability (board, BRG_VULNERABILITY_NS);
  brg_board_set_tag (board, "Deal", DEAL);
  brg_board_set_tag (board, "Contract", "3NT");
  brg_board_set_tag (board, "Declarer", "N");
  brg_board_set_play (board, play);
  play_out (play);

  return board;
}

static void
print_times (const char *what,
             GArray     *times)
{
  double *values = (double *) (gpointer) times->data;
  double sum = 0;

  g_array_sort (times, bench_compare_doubles);
  for (guint i = 0; i < times->len; i++)
    sum += values[i];

  printf ("  %-34s median %6.2f ms  mean %6.2f ms  p95 %6.2f ms  max %6.2f ms  (%u steps)\n",
          what, values[times->len / 2], sum / times->len,
          values[MIN (times->len - 1, times->len * 95 / 100)], values[times->len - 1],
          times->len);
}

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static void
bench_scale (BrgTableView *view,
             int           scale,
             guint         runs)
{
  g_autoptr(GArray) snapshot_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) draw_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) first = NULL;
  BrgCardCache *cache = brg_table_view_get_card_cache (view);
  cairo_surface_t *frame;
  double start;
  int width, height;

  printf ("%d × %d, scale factor %d\n", WIDTH, HEIGHT, scale);

  /* A new size: every face shown is rendered from the SVG. */
  brg_card_cache_clear (cache);
  brg_table_view_set_n_cards_played (view, 0);
  start = now_ms ();
  first = brg_table_view_render_texture (view, WIDTH, HEIGHT, scale, &error);
  if (first == NULL)
    g_error ("Cannot draw the table: %s", error->message);
  printf ("  %-34s %6.2f ms (%u faces rendered)\n", "first drawing, cold cache",
          now_ms () - start, brg_card_cache_get_n_textures (cache));

  /* The frame the whole table is painted into, as GSK's cairo renderer
   * paints a window. */
  frame = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH * scale, HEIGHT * scale);

  for (guint run = 0; run < runs; run++)
    for (guint n = 0; n <= 52; n++)
      {
        g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
        g_autoptr(GskRenderNode) node = NULL;
        double built, elapsed;
        cairo_t *cr;

        brg_table_view_set_n_cards_played (view, n);

        /* What the widget does per frame: build the render nodes. */
        start = now_ms ();
        brg_table_view_snapshot_offscreen (view, snapshot, WIDTH, HEIGHT, scale);
        node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
        built = now_ms ();
        elapsed = built - start;
        g_array_append_val (snapshot_times, elapsed);

        /* And what the renderer does with them: paint the whole frame, with
         * no help from damage tracking. */
        cr = cairo_create (frame);
        gsk_render_node_draw (node, cr);
        cairo_destroy (cr);
        cairo_surface_flush (frame);
        elapsed = now_ms () - start;
        g_array_append_val (draw_times, elapsed);
      }

  cairo_surface_destroy (frame);

  print_times ("step one card: build nodes", snapshot_times);
  print_times ("step one card: build + paint frame", draw_times);
  brg_card_cache_get_size (cache, &width, &height);
  printf ("  %-34s %u textures of %d × %d px, %.2f MiB\n", "texture cache",
          brg_card_cache_get_n_textures (cache), width, height,
          brg_card_cache_get_memory_size (cache) / (1024.0 * 1024.0));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BrgBoard) board = NULL;
  BrgTableView *view;
  guint runs = 5;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--runs") && i + 1 < argc)
        runs = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else
        {
          fprintf (stderr, "Usage: %s [--runs N]\n", argv[0]);
          return EXIT_FAILURE;
        }
    }
  runs = MAX (runs, 1);

  brg_application_prepare_environment ();
  gtk_init ();
  adw_init ();

  board = make_board ();
  view = g_object_ref_sink (BRG_TABLE_VIEW (brg_table_view_new ()));
  brg_table_view_set_board (view, board);

  printf ("bench-render: a 52-card play, the table redrawn at each card, %u runs\n", runs);
  bench_scale (view, 1, runs);
  bench_scale (view, 2, runs);

  g_object_unref (view);
  return EXIT_SUCCESS;
}
