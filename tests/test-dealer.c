/* test-dealer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The constraint language of `finesse-cli deal` and the dealer: every deal
 * meets its constraints, is reproducible from its seed, is drawn without
 * bias, and impossible constraints end with an error within the effort
 * bound.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

static BrgSeatSpec
parse_spec (const char *text)
{
  g_autoptr(GError) error = NULL;
  BrgSeatSpec spec;

  g_assert_true (brg_seat_spec_parse (text, &spec, &error));
  g_assert_no_error (error);
  return spec;
}

static BrgCardSet
hand_of (const char *line)
{
  g_autoptr(GError) error = NULL;
  BrgHandText hand;

  g_assert_true (brg_hand_text_parse (line, &hand, &error));
  g_assert_no_error (error);
  return hand.cards;
}

static guint
hcp_of (BrgCardSet hand)
{
  guint hcp = 0;
  BrgCard card = BRG_CARD_NONE;

  while ((card = brg_card_set_next (hand, card)) != BRG_CARD_NONE)
    hcp += brg_rank_hcp (BRG_CARD_RANK (card));
  return hcp;
}

static guint
length_of (BrgCardSet hand,
           BrgSuit    suit)
{
  return brg_card_set_count (hand & BRG_CARD_SET_SUIT (suit));
}

static void
assert_whole_deal (const BrgHands *hands)
{
  BrgCardSet all = 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_true (hands->known[seat]);
      g_assert_cmpuint (brg_card_set_count (hands->cards[seat]), ==, 13);
      g_assert_cmpuint (all & hands->cards[seat], ==, 0);
      all |= hands->cards[seat];
    }
  g_assert_cmpuint (all, ==, BRG_CARD_SET_ALL);
}

static void
test_spec_parse (void)
{
  BrgSeatSpec spec = parse_spec ("hcp 15-17, balanced, Spades 5+, hearts 2, clubs 0-3");

  g_assert_cmpuint (spec.hcp_min, ==, 15);
  g_assert_cmpuint (spec.hcp_max, ==, 17);
  g_assert_true (spec.balanced);
  g_assert_cmpuint (spec.length_min[BRG_SUIT_SPADES], ==, 5);
  g_assert_cmpuint (spec.length_max[BRG_SUIT_SPADES], ==, 13);
  g_assert_cmpuint (spec.length_min[BRG_SUIT_HEARTS], ==, 2);
  g_assert_cmpuint (spec.length_max[BRG_SUIT_HEARTS], ==, 2);
  g_assert_cmpuint (spec.length_min[BRG_SUIT_CLUBS], ==, 0);
  g_assert_cmpuint (spec.length_max[BRG_SUIT_CLUBS], ==, 3);
  g_assert_cmpuint (spec.length_max[BRG_SUIT_DIAMONDS], ==, 13);
  g_assert_false (brg_seat_spec_is_free (&spec));

  spec = parse_spec ("cards AKJ5.Q32.x.x");
  g_assert_cmpuint (spec.cards.cards, ==, hand_of ("AKJ5.Q32.."));
  g_assert_cmpuint (spec.cards.n_spots[BRG_SUIT_DIAMONDS], ==, 1);
  g_assert_cmpuint (spec.cards.n_spots[BRG_SUIT_CLUBS], ==, 1);
  g_assert_cmpuint (spec.hcp_max, ==, 37);

  /* Ranges given twice meet; blanks anywhere; nothing is free. */
  spec = parse_spec ("  hcp 10+ ,HCP 0 - 12 ");
  g_assert_cmpuint (spec.hcp_min, ==, 10);
  g_assert_cmpuint (spec.hcp_max, ==, 12);

  spec = parse_spec ("");
  g_assert_true (brg_seat_spec_is_free (&spec));
}

static void
test_spec_errors (void)
{
  static const char *bad[] = {
    "hcp",                 /* no range */
    "hcp 38",              /* more than 37 points */
    "hcp 17-15",           /* backwards */
    "hcp 12-",             /* no upper end */
    "hcp 12 14",           /* text after the range */
    "spades 14",           /* more than 13 cards */
    "hcp 10-12, hcp 15+",  /* ranges that do not meet */
    "balanced 4",          /* balanced takes nothing */
    "cards AKZ",           /* not a card */
    "cards AA",            /* a card twice */
    "cards AK, cards Q",   /* cards twice */
    "cards AKQJT98765432.A",  /* 14 cards */
    "strong",              /* unknown word */
    "hcp 15-17,",          /* an empty constraint */
    "5+ spades",           /* no keyword first */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgSeatSpec spec;

      g_test_message ("%s", bad[i]);
      g_assert_false (brg_seat_spec_parse (bad[i], &spec, &error));
      g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC);
    }
}

static void
test_spec_fits (void)
{
  BrgSeatSpec spec = parse_spec ("hcp 15-17, balanced");

  /* 16 points, 4-3-3-3 */
  g_assert_true (brg_seat_spec_fits (&spec, hand_of ("AK32.KQ2.J32.A32")));
  /* 16 points, 5-4-2-2 */
  g_assert_false (brg_seat_spec_fits (&spec, hand_of ("AK432.KQ32.J3.A3")));
  /* 14 points */
  g_assert_false (brg_seat_spec_fits (&spec, hand_of ("AK32.K32.432.A32")));

  spec = parse_spec ("cards AKxx");
  g_assert_true (brg_seat_spec_fits (&spec, hand_of ("AK32.KQ2.J32.A32")));
  g_assert_false (brg_seat_spec_fits (&spec, hand_of ("AKQ2.KQ2.J32.A32")));
}

static void
test_random_deal (void)
{
  g_autoptr(BrgDealer) dealer = brg_dealer_new (1);
  g_autoptr(GError) error = NULL;
  guint total_hcp = 0;

  for (guint i = 0; i < 1000; i++)
    {
      BrgHands hands;

      g_assert_true (brg_dealer_deal (dealer, NULL, NULL, &hands, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (brg_dealer_get_tries (dealer), ==, 1);
      assert_whole_deal (&hands);
      g_assert_cmpuint (hands.spots, ==, 0);
      total_hcp += hcp_of (hands.cards[BRG_SEAT_SOUTH]);
    }
  /* The mean of a hand is 10 points; 1000 hands of sd 4.1 stay within 0.5. */
  g_assert_cmpfloat (total_hcp / 1000.0, >, 9.5);
  g_assert_cmpfloat (total_hcp / 1000.0, <, 10.5);
}

static void
test_reproducible (void)
{
  g_autoptr(BrgDealer) a = brg_dealer_new (42);
  g_autoptr(BrgDealer) b = brg_dealer_new (42);
  g_autoptr(BrgDealer) c = brg_dealer_new (43);
  BrgDealSpec spec;
  guint same_as_other_seed = 0;

  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_SOUTH] = parse_spec ("hcp 15-17, balanced");
  for (guint board = 1; board <= 50; board++)
    {
      BrgHands ha, hb, hc;

      brg_dealer_reseed (a, 42, board);
      brg_dealer_reseed (b, 42, board);
      brg_dealer_reseed (c, 43, board);
      g_assert_true (brg_dealer_deal (a, NULL, &spec, &ha, NULL));
      g_assert_true (brg_dealer_deal (b, NULL, &spec, &hb, NULL));
      g_assert_true (brg_dealer_deal (c, NULL, &spec, &hc, NULL));
      g_assert_cmpmem (&ha, sizeof ha, &hb, sizeof hb);
      same_as_other_seed += memcmp (&ha, &hc, sizeof ha) == 0;
    }
  g_assert_cmpuint (same_as_other_seed, ==, 0);
}

/* The same seed gives the same deal on every machine: the generator and its
 * range mapping are ours, in integer arithmetic. If this changes, the
 * Generator tags of every set dealt before no longer reproduce it. */
static void
test_golden (void)
{
  g_autoptr(BrgDealer) dealer = brg_dealer_new (2026);
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autofree char *text = NULL;
  BrgDealSpec spec;
  BrgHands hands;

  /* xoshiro256** and splitmix64 were checked against their authors'
   * reference outputs ({1, 2, 3, 4} gives 11520, 0, 1509978240; splitmix64
   * from 0 gives 0xe220a8397b1dcdaf). */
  g_assert_cmpuint (brg_dealer_next (dealer), ==, G_GUINT64_CONSTANT (0x479aeb4491ec58ab));

  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_SOUTH] = parse_spec ("hcp 15-17, balanced");
  brg_dealer_reseed (dealer, 2026, 1);
  g_assert_true (brg_dealer_deal (dealer, NULL, &spec, &hands, NULL));
  g_assert_true (brg_deal_set_hands (deal, &hands, NULL));
  text = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (text, ==,
                   "N:QT84.9874.T9.753 J975.K.QJ764.QT9 K3.A532.K32.AJ86 A62.QJT6.A85.K42");
}

static void
test_constraints_met (void)
{
  static const char *specs[][4] = {
    { NULL, NULL, "hcp 15-17, balanced", NULL },
    { "spades 6+, hcp 5-10", NULL, "spades 0-1", NULL },
    { "hcp 20+", "hcp 0-5", "hcp 0-5", NULL },
    { "hearts 5, spades 4, diamonds 3", NULL, "cards AKJ5.Q32.x.x", "balanced, hcp 11-14" },
    { "clubs 7+", "diamonds 7+", "hearts 4-5, spades 4-5", NULL },
  };
  g_autoptr(BrgDealer) dealer = brg_dealer_new (7);

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      BrgDealSpec spec;

      brg_deal_spec_init (&spec);
      for (guint seat = 0; seat < 4; seat++)
        if (specs[i][seat] != NULL)
          spec.seats[seat] = parse_spec (specs[i][seat]);

      for (guint n = 0; n < 300; n++)
        {
          g_autoptr(GError) error = NULL;
          BrgHands hands;

          g_assert_true (brg_dealer_deal (dealer, NULL, &spec, &hands, &error));
          g_assert_no_error (error);
          assert_whole_deal (&hands);
          for (guint seat = 0; seat < 4; seat++)
            g_assert_true (brg_seat_spec_fits (&spec.seats[seat], hands.cards[seat]));
        }
    }
}

static void
test_spot_cards (void)
{
  g_autoptr(BrgDealer) dealer = brg_dealer_new (3);
  BrgDealSpec spec;
  BrgCardSet seen = 0;

  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_SOUTH] = parse_spec ("cards AKJ5.Q32.x.xx");
  for (guint n = 0; n < 200; n++)
    {
      BrgHands hands;
      BrgCardSet south;

      g_assert_true (brg_dealer_deal (dealer, NULL, &spec, &hands, NULL));
      south = hands.cards[BRG_SEAT_SOUTH];
      g_assert_cmpuint (south & hand_of ("AKJ5.Q32.."), ==, hand_of ("AKJ5.Q32.."));
      /* Three spot cards, marked, each a 2 to a 9 of its suit. */
      g_assert_cmpuint (brg_card_set_count (hands.spots), ==, 3);
      g_assert_cmpuint (hands.spots & ~south, ==, 0);
      g_assert_cmpuint (length_of (hands.spots, BRG_SUIT_DIAMONDS), ==, 1);
      g_assert_cmpuint (length_of (hands.spots, BRG_SUIT_CLUBS), ==, 2);
      for (BrgCard card = brg_card_set_next (hands.spots, BRG_CARD_NONE); card != BRG_CARD_NONE;
           card = brg_card_set_next (hands.spots, card))
        g_assert_cmpuint (BRG_CARD_RANK (card), <=, 9);
      seen |= hands.spots;
    }
  /* Chosen at random, not always the lowest. */
  g_assert_cmpuint (length_of (seen, BRG_SUIT_DIAMONDS), ==, 8);
}

static void
test_complete (void)
{
  g_autoptr(BrgDealer) dealer = brg_dealer_new (11);
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:AKQJ.T98.765.432 - 5432.AKQ.JT9.876 -",
                                                   NULL);
  BrgHands start, hands;
  BrgDealSpec spec;

  brg_deal_get_hands (deal, &start);
  g_assert_true (brg_dealer_deal (dealer, &start, NULL, &hands, NULL));
  assert_whole_deal (&hands);
  g_assert_cmpuint (hands.cards[BRG_SEAT_NORTH], ==, start.cards[BRG_SEAT_NORTH]);
  g_assert_cmpuint (hands.cards[BRG_SEAT_SOUTH], ==, start.cards[BRG_SEAT_SOUTH]);

  /* To fit: East with the long hearts that are left. */
  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_EAST] = parse_spec ("hearts 5+");
  g_assert_true (brg_dealer_deal (dealer, &start, &spec, &hands, NULL));
  assert_whole_deal (&hands);
  g_assert_cmpuint (length_of (hands.cards[BRG_SEAT_EAST], BRG_SUIT_HEARTS), >=, 5);

  /* A partial hand is filled up; a full one stays as it is. */
  brg_deal_set_from_pbn (deal, "N:AK.. - - -", NULL);
  brg_deal_get_hands (deal, &start);
  g_assert_true (brg_dealer_deal (dealer, &start, NULL, &hands, NULL));
  assert_whole_deal (&hands);
  g_assert_cmpuint (hands.cards[BRG_SEAT_NORTH] & hand_of ("AK.."), ==, hand_of ("AK.."));
}

static void
test_complete_rechooses_spots (void)
{
  g_autoptr(BrgDealer) dealer = brg_dealer_new (5);
  BrgHands start = { { 0, }, 0, { FALSE, } };
  BrgCardSet seen = 0;

  /* North typed AKxx: the x are ♠2 and ♠3 until the deal is completed. */
  start.cards[BRG_SEAT_NORTH] = hand_of ("AK32...");
  start.spots = hand_of ("32...");
  start.known[BRG_SEAT_NORTH] = TRUE;
  for (guint n = 0; n < 100; n++)
    {
      BrgHands hands;

      g_assert_true (brg_dealer_deal (dealer, &start, NULL, &hands, NULL));
      assert_whole_deal (&hands);
      g_assert_cmpuint (brg_card_set_count (hands.spots), ==, 2);
      g_assert_cmpuint (hands.spots & hands.cards[BRG_SEAT_NORTH], ==, hands.spots);
      g_assert_cmpuint (hands.cards[BRG_SEAT_NORTH] & hand_of ("AK..."), ==, hand_of ("AK..."));
      seen |= hands.spots;
    }
  g_assert_cmpuint (brg_card_set_count (seen), >, 2);
}

/* Draws South's hand by plain rejection: the slow, obviously fair way. */
static BrgCardSet
reject_until_fits (BrgDealer         *dealer,
                   const BrgSeatSpec *spec)
{
  for (;;)
    {
      BrgHands hands;

      brg_dealer_deal (dealer, NULL, NULL, &hands, NULL);
      if (brg_seat_spec_fits (spec, hands.cards[BRG_SEAT_SOUTH]))
        return hands.cards[BRG_SEAT_SOUTH];
    }
}

static int
shape_class (BrgCardSet hand)
{
  guint longest = 0, shortest = 13;

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      longest = MAX (longest, length_of (hand, suit));
      shortest = MIN (shortest, length_of (hand, suit));
    }
  return longest == 5 ? 2 : shortest == 3 ? 0 : 1;  /* 4333, 4432, 5332 */
}

/* The exact sampler must give each fitting hand the same chance as plain
 * rejection does: compare the points and shapes of both. */
static void
test_unbiased (void)
{
  g_autoptr(BrgDealer) exact = brg_dealer_new (100);
  g_autoptr(BrgDealer) plain = brg_dealer_new (200);
  BrgDealSpec spec;
  guint n = 4000;
  guint by_points[2][3] = { { 0, }, }, by_shape[2][3] = { { 0, }, };

  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_SOUTH] = parse_spec ("hcp 15-17, balanced");
  for (guint i = 0; i < n; i++)
    {
      BrgHands hands;
      BrgCardSet hand;

      g_assert_true (brg_dealer_deal (exact, NULL, &spec, &hands, NULL));
      hand = hands.cards[BRG_SEAT_SOUTH];
      by_points[0][hcp_of (hand) - 15]++;
      by_shape[0][shape_class (hand)]++;

      hand = reject_until_fits (plain, &spec.seats[BRG_SEAT_SOUTH]);
      by_points[1][hcp_of (hand) - 15]++;
      by_shape[1][shape_class (hand)]++;
    }
  /* Shares differ by chance by about 0.011 (two samples of 4000); 0.04 is
   * more than three and a half sigma. */
  for (guint k = 0; k < 3; k++)
    {
      g_assert_cmpfloat (ABS ((double) by_points[0][k] - by_points[1][k]) / n, <, 0.04);
      g_assert_cmpfloat (ABS ((double) by_shape[0][k] - by_shape[1][k]) / n, <, 0.04);
    }
  /* 15 is commoner than 17, 4-4-3-2 the commonest balanced shape. */
  g_assert_cmpuint (by_points[0][0], >, by_points[0][2]);
  g_assert_cmpuint (by_shape[0][1], >, by_shape[0][0]);
}

static void
test_impossible (void)
{
  static const char *specs[][4] = {
    { "spades 13, hearts 1", NULL, NULL, NULL },                 /* 14 cards */
    { "balanced, spades 6+", NULL, NULL, NULL },                 /* no such shape */
    { "hcp 25+", NULL, "hcp 25+", NULL },                        /* 50 points */
    { "hcp 0-5", "hcp 0-5", "hcp 0-5", "hcp 0-5" },              /* 20 points */
    { "spades 7+", NULL, "spades 7+", NULL },                    /* 14 spades */
    { "cards AK", NULL, "cards A", NULL },                       /* ♠A twice */
    { "cards AKQJT98765432.A", NULL, NULL, NULL },               /* 14 cards: never parses */
    { "cards AKQ.AKQ, hcp 0-10", NULL, NULL, NULL },             /* 18 points predealt */
    { "cards xxxxx", NULL, "cards xxxx", NULL },                 /* 9 spot spades */
    { NULL, "hcp 30+, spades 8+", NULL, NULL },                  /* 28 points at most */
  };
  g_autoptr(BrgDealer) dealer = brg_dealer_new (9);

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgDealSpec spec;
      BrgHands hands;
      gboolean parsed = TRUE;

      g_test_message ("spec %u", i);
      brg_deal_spec_init (&spec);
      for (guint seat = 0; seat < 4 && parsed; seat++)
        if (specs[i][seat] != NULL)
          parsed = brg_seat_spec_parse (specs[i][seat], &spec.seats[seat], &error);
      if (!parsed)
        {
          g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC);
          continue;
        }
      g_assert_false (brg_dealer_deal (dealer, NULL, &spec, &hands, &error));
      g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE);
      /* Found by counting: not one deal tried. */
      g_assert_cmpuint (brg_dealer_get_tries (dealer), ==, 0);
    }
}

static void
test_too_rare (void)
{
  g_autoptr(BrgDealer) dealer = brg_dealer_new (9);
  g_autoptr(GError) error = NULL;
  BrgDealSpec spec;
  BrgHands hands;

  /* Possible (North 21 and South 19, East and West nothing) but about one
   * deal in 300,000 once North has 21: the effort bound ends it. */
  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_NORTH] = parse_spec ("hcp 21+");
  spec.seats[BRG_SEAT_SOUTH] = parse_spec ("hcp 19+");
  g_assert_cmpuint (brg_dealer_get_max_tries (dealer), ==, BRG_DEALER_DEFAULT_MAX_TRIES);
  brg_dealer_set_max_tries (dealer, 2000);
  g_assert_false (brg_dealer_deal (dealer, NULL, &spec, &hands, &error));
  g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_TOO_RARE);
  g_assert_cmpuint (brg_dealer_get_tries (dealer), ==, 2000);

  /* A rare single hand costs nothing more: it is drawn exactly. */
  brg_deal_spec_init (&spec);
  spec.seats[BRG_SEAT_WEST] = parse_spec ("hcp 26+, spades 7+");
  brg_dealer_set_max_tries (dealer, 1);
  g_clear_error (&error);
  g_assert_true (brg_dealer_deal (dealer, NULL, &spec, &hands, &error));
  g_assert_no_error (error);
  g_assert_true (brg_seat_spec_fits (&spec.seats[BRG_SEAT_WEST], hands.cards[BRG_SEAT_WEST]));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/dealer/spec/parse", test_spec_parse);
  g_test_add_func ("/core/dealer/spec/errors", test_spec_errors);
  g_test_add_func ("/core/dealer/spec/fits", test_spec_fits);
  g_test_add_func ("/core/dealer/random", test_random_deal);
  g_test_add_func ("/core/dealer/reproducible", test_reproducible);
  g_test_add_func ("/core/dealer/golden", test_golden);
  g_test_add_func ("/core/dealer/constraints-met", test_constraints_met);
  g_test_add_func ("/core/dealer/spot-cards", test_spot_cards);
  g_test_add_func ("/core/dealer/complete", test_complete);
  g_test_add_func ("/core/dealer/complete-spots", test_complete_rechooses_spots);
  g_test_add_func ("/core/dealer/unbiased", test_unbiased);
  g_test_add_func ("/core/dealer/impossible", test_impossible);
  g_test_add_func ("/core/dealer/too-rare", test_too_rare);

  return g_test_run ();
}
