/* bench-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How fast `finesse-cli deal` deals: 1,000 boards under a few sets of
 * constraints through brg_event_new_dealt() (what the command runs),
 * written as PBN, with the dealer's tries a board. The target: 1,000
 * boards with South "hcp 15-17, balanced" in under 0.2 s.
 *
 *   ./build/bench/bench-deal [BOARDS]
 */

#include "config.h"

#include <stdio.h>
#include <time.h>

#include "brg-core.h"
#include "bench-util.h"

typedef struct
{
  const char *name;
  const char *seats[4];   /* N E S W */
} Case;

static const Case cases[] = {
  { "no constraint", { NULL, NULL, NULL, NULL } },
  { "South hcp 15-17, balanced", { NULL, NULL, "hcp 15-17, balanced", NULL } },
  { "North hcp 20+, South spades 5+ hcp 5+, East diamonds 6+",
    { "hcp 20+", "diamonds 6+", "spades 5+, hcp 5+", NULL } },
  { "South cards AKJ5.Q32.x.x, North hcp 12-14 balanced",
    { "hcp 12-14, balanced", NULL, "cards AKJ5.Q32.x.x", NULL } },
  { "West hcp 30+ (one hand in 10^6)", { NULL, NULL, NULL, "hcp 30+" } },
};

int
main (int   argc,
      char *argv[])
{
  guint n_boards = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 1000;

  if (n_boards == 0)
    {
      fprintf (stderr, "usage: bench-deal [BOARDS]\n");
      return 2;
    }

  printf ("%-58s %9s %9s %11s\n", "constraints", "wall ms", "cpu ms", "tries/board");
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(BrgEvent) event = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(BrgDealer) dealer = brg_dealer_new (1);
      g_autoptr(GError) error = NULL;
      guint64 tries = 0;
      gint64 start;
      double cpu, wall;
      BrgDealSpec spec;

      brg_deal_spec_init (&spec);
      for (guint seat = 0; seat < 4; seat++)
        if (cases[c].seats[seat] != NULL
            && !brg_seat_spec_parse (cases[c].seats[seat], &spec.seats[seat], &error))
          g_error ("%s", error->message);

      /* What finesse-cli deal runs: deal the set, write it. */
      start = g_get_monotonic_time ();
      cpu = bench_cpu_seconds ();
      event = brg_event_new_dealt (&spec, n_boards, 1, 1, "Bench", &error);
      if (event == NULL)
        g_error ("%s", error->message);
      bytes = brg_pbn_write_bytes (event, NULL);
      cpu = bench_cpu_seconds () - cpu;
      wall = (g_get_monotonic_time () - start) / 1000.0;

      /* The dealer's effort, board by board, from the same streams. */
      for (guint board = 1; board <= n_boards; board++)
        {
          BrgHands hands;

          brg_dealer_reseed (dealer, 1, board);
          brg_dealer_deal (dealer, NULL, &spec, &hands, NULL);
          tries += brg_dealer_get_tries (dealer);
        }

      printf ("%-58s %9.1f %9.1f %11.1f\n", cases[c].name, wall, cpu * 1000.0,
              (double) tries / n_boards);
    }
  printf ("(%u boards each, dealt and written as PBN)\n", n_boards);
  return 0;
}
