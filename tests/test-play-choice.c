/* test-play-choice.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer's order of cards (brg-play-choice.c), worked out by hand on
 * one deal: groups of equal cards, the opening lead, second hand low,
 * third hand high, attitude and count, ruffs and discards, a forced card,
 * the order at random, and the choice among the values of the cards. No
 * solver here.
 */

#include "config.h"

#include <string.h>

#include "core-test-util.h"

/* North ♠A76 ♥974 ♦KQJ2 ♣A53, East ♠Q82 ♥AT63 ♦876 ♣K94,
 * South ♠KJ53 ♥J8 ♦AT95 ♣QT7, West ♠T94 ♥KQ52 ♦43 ♣J862. */
#define DEAL "N:A76.974.KQJ2.A53 Q82.AT63.876.K94 KJ53.J8.AT95.QT7 T94.KQ52.43.J862"

static const char board_3nt[] =
  "[Board \"1\"]\n"
  "[Dealer \"N\"]\n"
  "[Vulnerable \"None\"]\n"
  "[Deal \"" DEAL "\"]\n"
  "[Contract \"3NT\"]\n"
  "[Declarer \"S\"]\n";

typedef struct
{
  const char    *card;
  BrgPlayReason  reason;
} Expected;

static BrgCard
card (const char *text)
{
  BrgCard c = BRG_CARD_NONE;

  g_assert_true (brg_card_from_pbn (text, &c));
  return c;
}

/* The board and a play of it after @cards (PBN cards, space-separated),
 * ranked. */
static guint
rank_after (const char        *board_text,
            const char        *cards,
            BrgPlaySituation  *situation,
            BrgPlayOption     *options)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (board_text);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autoptr(BrgPlay) play = NULL;
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);
  g_autoptr(GError) error = NULL;
  BrgContract contract;
  BrgSeat declarer;

  g_assert_true (brg_board_get_contract (board, &contract, &declarer));
  play = brg_play_new (brg_seat_next (declarer), (BrgStrain) contract.strain);
  brg_play_set_deal (play, brg_board_get_deal (board));
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        g_assert_true (brg_play_play_card (play, card (words[i]), &error));
        g_assert_no_error (error);
      }
  g_assert_true (brg_play_situation_init (situation, board, play, brg_play_get_n_cards (play),
                                          &error));
  g_assert_no_error (error);
  return brg_play_situation_rank (situation, NULL, options);
}

static void
assert_options (const BrgPlayOption *options,
                guint                n_options,
                const Expected      *expected,
                guint                n_expected)
{
  for (guint i = 0; i < MIN (n_options, n_expected); i++)
    {
      g_autofree char *got = brg_card_to_pbn (options[i].card);

      g_test_message ("option %u: %s, reason %d", i, got, options[i].reason);
      g_assert_cmpstr (got, ==, expected[i].card);
      g_assert_cmpint (options[i].reason, ==, expected[i].reason);
    }
  g_assert_cmpuint (n_options, ==, n_expected);
}

/* Every legal card is in exactly one option, and each option's cards
 * are legal. */
static void
assert_partition (const BrgPlaySituation *situation,
                  const BrgPlayOption    *options,
                  guint                   n_options)
{
  BrgCardSet seen = 0;

  for (guint i = 0; i < n_options; i++)
    {
      g_assert_true (brg_card_set_contains (options[i].equals, options[i].card));
      g_assert_true ((seen & options[i].equals) == 0);
      seen |= options[i].equals;
    }
  g_assert_true (seen == brg_dd_position_get_legal (&situation->position));
}

/* West's opening lead against 3NT: the top of the two sequences (♥KQ
 * before ♠T9), the fourth highest of the stronger four-card suit (♥2),
 * the top of nothing (♦43), then the rest from the lowest. ♠T9 and ♦43
 * touch; ♥5 and ♥2 do not (East and North hold ♥3 and ♥4). */
static void
test_opening_lead (void)
{
  static const Expected expected[] = {
    { "HK", BRG_PLAY_REASON_TOP_OF_SEQUENCE },
    { "ST", BRG_PLAY_REASON_TOP_OF_SEQUENCE },
    { "H2", BRG_PLAY_REASON_FOURTH_BEST },
    { "D4", BRG_PLAY_REASON_TOP_OF_NOTHING },
    { "C2", BRG_PLAY_REASON_LOW_LEAD },
    { "S4", BRG_PLAY_REASON_LOW_LEAD },
    { "H5", BRG_PLAY_REASON_LOW_LEAD },
    { "C6", BRG_PLAY_REASON_LOW_LEAD },
    { "C8", BRG_PLAY_REASON_LOW_LEAD },
    { "CJ", BRG_PLAY_REASON_LOW_LEAD },
  };
  BrgPlayOption options[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation situation;
  guint n = rank_after (board_3nt, "", &situation, options);

  g_assert_cmpint (situation.declarer, ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (situation.level, ==, 3);
  g_assert_cmpint (situation.total_tricks, ==, 13);
  assert_options (options, n, expected, G_N_ELEMENTS (expected));
  assert_partition (&situation, options, n);
  g_assert_true (options[0].equals == (BRG_CARD_SET_BIT (card ("HK"))
                                       | BRG_CARD_SET_BIT (card ("HQ"))));
}

/* ♥K led: dummy (North) plays second hand low; East, under partner's
 * winning king with the ace, encourages with the ♥6 (the ♥T is no spot
 * card), then the lowest; overtaking comes last. */
static void
test_second_and_third_hand (void)
{
  static const Expected north[] = {
    { "H4", BRG_PLAY_REASON_SECOND_HAND_LOW },
    { "H7", BRG_PLAY_REASON_SECOND_HAND_LOW },
    { "H9", BRG_PLAY_REASON_SECOND_HAND_LOW },
  };
  static const Expected east[] = {
    { "H6", BRG_PLAY_REASON_ENCOURAGE },
    { "H3", BRG_PLAY_REASON_PARTNER_WINNING },
    { "HT", BRG_PLAY_REASON_PARTNER_WINNING },
    { "HA", BRG_PLAY_REASON_HIGHER_CARD },
  };
  /* ♠4 led and dummy's ♠6 winning: third hand high, the queen, then the
   * eight, which also beats the six; the two cannot win. */
  static const Expected east_spades[] = {
    { "SQ", BRG_PLAY_REASON_THIRD_HAND_HIGH },
    { "S8", BRG_PLAY_REASON_THIRD_HAND_HIGH },
    { "S2", BRG_PLAY_REASON_LOW_CARD },
  };
  BrgPlayOption options[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation situation;
  guint n;

  n = rank_after (board_3nt, "HK", &situation, options);
  assert_options (options, n, north, G_N_ELEMENTS (north));
  n = rank_after (board_3nt, "HK H4", &situation, options);
  assert_options (options, n, east, G_N_ELEMENTS (east));
  assert_partition (&situation, options, n);
  n = rank_after (board_3nt, "S4 S6", &situation, options);
  assert_options (options, n, east_spades, G_N_ELEMENTS (east_spades));
}

/* After ♠4 led to dummy's ace East cannot win and West's card is not
 * winning: the lowest first; South, under dummy's winning ace, the
 * lowest. Then dummy leads the ♣A: the defenders give count, East second
 * with three clubs (odd: the lowest, second hand low), West fourth with
 * four (even: high-low with the ♣8, the ♣7 on the trick parting it from
 * the ♣6). */
static void
test_count (void)
{
  static const Expected east_clubs[] = {
    { "C4", BRG_PLAY_REASON_SECOND_HAND_LOW },
    { "C9", BRG_PLAY_REASON_SECOND_HAND_LOW },
    { "CK", BRG_PLAY_REASON_SECOND_HAND_LOW },
  };
  static const Expected west_clubs[] = {
    { "C8", BRG_PLAY_REASON_COUNT_EVEN },
    { "C2", BRG_PLAY_REASON_LOW_CARD },
    { "C6", BRG_PLAY_REASON_LOW_CARD },
    { "CJ", BRG_PLAY_REASON_LOW_CARD },
  };
  BrgPlayOption options[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation situation;
  guint n;

  n = rank_after (board_3nt, "S4 SA", &situation, options);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (options[i].reason, ==, BRG_PLAY_REASON_LOW_CARD);
  /* South, fourth to a trick dummy won, is declarer: the lowest. */
  n = rank_after (board_3nt, "S4 SA S2", &situation, options);
  g_assert_cmpint (options[0].card, ==, card ("S3"));
  g_assert_cmpint (options[0].reason, ==, BRG_PLAY_REASON_PARTNER_WINNING);

  n = rank_after (board_3nt, "S4 SA S2 S3 CA", &situation, options);
  assert_options (options, n, east_clubs, G_N_ELEMENTS (east_clubs));
  n = rank_after (board_3nt, "S4 SA S2 S3 CA C4 C7", &situation, options);
  assert_options (options, n, west_clubs, G_N_ELEMENTS (west_clubs));
}

/* One card, or cards all equal: a single option, so the card is forced.
 * After ♠4 ♠A ♠2 ♠3 and ♦K from dummy, East's ♦876 touch. South's ♥J8
 * do not when the ♥9 and ♥T are still in play, in a hand or on the
 * trick. */
static void
test_forced (void)
{
  BrgPlayOption options[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation situation;
  BrgPlaySituation s = { 0 };
  guint n;

  n = rank_after (board_3nt, "S4 SA S2 S3 DK", &situation, options);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (options[0].reason, ==, BRG_PLAY_REASON_ALL_EQUAL);
  g_assert_true (options[0].equals == (BRG_CARD_SET_BIT (card ("D8")) | BRG_CARD_SET_BIT (card ("D7"))
                                       | BRG_CARD_SET_BIT (card ("D6"))));
  g_assert_cmpint (options[0].card, ==, card ("D6"));

  n = rank_after (board_3nt, "HK H4 HA", &situation, options);
  g_assert_cmpuint (n, ==, 2);
  n = rank_after (board_3nt, "HK H9 HT", &situation, options);
  g_assert_cmpuint (n, ==, 2);

  /* A one-card ending: North's ♠A is the only card. */
  s.position.hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (card ("SA"));
  s.position.hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (card ("S2"));
  s.position.hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (card ("H2"));
  s.position.hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (card ("H3"));
  s.position.trumps = BRG_STRAIN_SPADES;
  s.position.leader = BRG_SEAT_NORTH;
  s.declarer = BRG_SEAT_SOUTH;
  s.total_tricks = 13;
  n = brg_play_situation_rank (&s, NULL, options);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (options[0].reason, ==, BRG_PLAY_REASON_ONLY_CARD);
}

static BrgCardSet
cards (const char *list)
{
  g_auto(GStrv) words = g_strsplit (list, " ", -1);
  BrgCardSet set = 0;

  for (guint i = 0; words[i] != NULL; i++)
    set |= BRG_CARD_SET_BIT (card (words[i]));
  return set;
}

/* Void in the suit led, spades trumps: ruff when partner is not winning,
 * from the cheapest trump that wins; discard from the suit without an
 * honour first (the ♣2 and ♣5 parted by East's ♣4), then the others; when
 * partner is winning, the discards come before the ruffs. North holds ♠K3
 * ♣52 ♦A. */
static void
test_void (void)
{
  static const Expected ruff[] = {
    { "S3", BRG_PLAY_REASON_RUFF },
    { "SK", BRG_PLAY_REASON_RUFF },
    { "C2", BRG_PLAY_REASON_DISCARD },
    { "C5", BRG_PLAY_REASON_DISCARD },
    { "DA", BRG_PLAY_REASON_DISCARD },
  };
  static const Expected discard[] = {
    { "C2", BRG_PLAY_REASON_DISCARD },
    { "C5", BRG_PLAY_REASON_DISCARD },
    { "DA", BRG_PLAY_REASON_DISCARD },
    { "S3", BRG_PLAY_REASON_RUFF },
    { "SK", BRG_PLAY_REASON_RUFF },
  };
  BrgPlayOption options[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation s = { 0 };
  guint n;

  /* West leads the ♥A. */
  s.position.hands[BRG_SEAT_NORTH] = cards ("SK S3 C5 C2 DA");
  s.position.hands[BRG_SEAT_EAST] = cards ("SQ HK HQ C4 D2");
  s.position.hands[BRG_SEAT_SOUTH] = cards ("S4 HJ HT CA D3");
  s.position.hands[BRG_SEAT_WEST] = cards ("H9 H8 CK D4");
  s.position.trumps = BRG_STRAIN_SPADES;
  s.position.leader = BRG_SEAT_WEST;
  s.position.n_played = 1;
  s.position.played[0] = card ("HA");
  s.declarer = BRG_SEAT_SOUTH;
  s.total_tricks = 13;
  g_assert_true (brg_dd_position_check (&s.position, NULL));
  n = brg_play_situation_rank (&s, NULL, options);
  assert_options (options, n, ruff, G_N_ELEMENTS (ruff));
  assert_partition (&s, options, n);

  /* South leads the ♥J, West plays the ♥8: partner is winning. */
  s.position.hands[BRG_SEAT_SOUTH] = cards ("S4 HT CA D3");
  s.position.hands[BRG_SEAT_WEST] = cards ("H9 HA CK D4");
  s.position.leader = BRG_SEAT_SOUTH;
  s.position.n_played = 2;
  s.position.played[0] = card ("HJ");
  s.position.played[1] = card ("H8");
  g_assert_true (brg_dd_position_check (&s.position, NULL));
  n = brg_play_situation_rank (&s, NULL, options);
  assert_options (options, n, discard, G_N_ELEMENTS (discard));
}

/* At random: the same key gives the same order, all the groups each
 * once; some other key gives another order. */
static void
test_random (void)
{
  BrgPlayOption natural[BRG_PLAY_MAX_OPTIONS], a[BRG_PLAY_MAX_OPTIONS], b[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation situation;
  guint n = rank_after (board_3nt, "", &situation, natural);
  guint64 key = brg_play_random_key (7, 1, 0);
  gboolean differs = FALSE;

  g_assert_cmpuint (brg_play_situation_rank (&situation, &key, a), ==, n);
  g_assert_cmpuint (brg_play_situation_rank (&situation, &key, b), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (a[i].card, ==, b[i].card);
      g_assert_true (a[i].equals == b[i].equals);
    }
  assert_partition (&situation, a, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (a[i].reason, ==, BRG_PLAY_REASON_RANDOM);

  g_assert_true (brg_play_random_key (7, 1, 0) != brg_play_random_key (7, 2, 0));
  g_assert_true (brg_play_random_key (7, 1, 0) != brg_play_random_key (8, 1, 0));
  g_assert_true (brg_play_random_key (7, 1, 0) != brg_play_random_key (7, 1, 1));
  for (guint64 seed = 1; seed < 20 && !differs; seed++)
    {
      guint64 other = brg_play_random_key (seed, 1, 0);

      brg_play_situation_rank (&situation, &other, b);
      differs = a[0].card != b[0].card;
    }
  g_assert_true (differs);
}

/* The first option that keeps the most tricks is chosen; alone among
 * several it says what it does for the contract. West on lead against
 * 3NT needs 5 tricks. */
static void
test_choose (void)
{
  BrgPlayOption options[BRG_PLAY_MAX_OPTIONS];
  BrgPlaySituation situation;
  BrgDdCardValues values;
  BrgPlayReason reason;
  guint n = rank_after (board_3nt, "", &situation, options);
  guint chosen;

  values.seat = BRG_SEAT_WEST;
  memset (values.tricks, -1, sizeof values.tricks);
  for (guint i = 0; i < n; i++)
    for (BrgCard c = 0; c < BRG_N_CARDS; c++)
      if (brg_card_set_contains (options[i].equals, c))
        values.tricks[c] = 4;
  values.best = 4;

  /* All equal: the first, with its own reason. */
  chosen = brg_play_options_choose (&situation, options, n, &values, &reason);
  g_assert_cmpuint (chosen, ==, 0);
  g_assert_cmpint (reason, ==, BRG_PLAY_REASON_TOP_OF_SEQUENCE);

  /* The ♥2 alone keeps five: it beats the contract. */
  values.tricks[card ("H2")] = 5;
  values.best = 5;
  chosen = brg_play_options_choose (&situation, options, n, &values, &reason);
  g_assert_cmpint (options[chosen].card, ==, card ("H2"));
  g_assert_cmpint (reason, ==, BRG_PLAY_REASON_BEATS_CONTRACT);

  /* Six for the ♥2, five for the ♣2: both beat it; the ♥2 keeps most. */
  values.tricks[card ("H2")] = 6;
  values.tricks[card ("C2")] = 5;
  values.best = 6;
  chosen = brg_play_options_choose (&situation, options, n, &values, &reason);
  g_assert_cmpint (options[chosen].card, ==, card ("H2"));
  g_assert_cmpint (reason, ==, BRG_PLAY_REASON_BEST_TRICKS);

  /* The ♣2 as good as the ♥2: the ♥2 comes first in the order. */
  values.tricks[card ("C2")] = 6;
  chosen = brg_play_options_choose (&situation, options, n, &values, &reason);
  g_assert_cmpint (options[chosen].card, ==, card ("H2"));
  g_assert_cmpint (reason, ==, BRG_PLAY_REASON_FOURTH_BEST);
}

static void
test_reasons (void)
{
  g_assert_cmpstr (brg_play_reason_to_display (BRG_PLAY_REASON_NONE), ==, "");
  for (BrgPlayReason r = BRG_PLAY_REASON_RECORDED; r <= BRG_PLAY_REASON_RANDOM; r++)
    g_assert_cmpuint (strlen (brg_play_reason_to_display (r)), >, 3);
  g_assert_cmpstr (brg_play_reason_to_display (BRG_PLAY_REASON_SECOND_HAND_LOW), ==,
                   "second hand low");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/play-choice/opening-lead", test_opening_lead);
  g_test_add_func ("/core/play-choice/second-and-third-hand", test_second_and_third_hand);
  g_test_add_func ("/core/play-choice/count", test_count);
  g_test_add_func ("/core/play-choice/forced", test_forced);
  g_test_add_func ("/core/play-choice/void", test_void);
  g_test_add_func ("/core/play-choice/random", test_random);
  g_test_add_func ("/core/play-choice/choose", test_choose);
  g_test_add_func ("/core/play-choice/reasons", test_reasons);

  return g_test_run ();
}
