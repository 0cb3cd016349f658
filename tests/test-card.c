/* test-card.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The value types: seats, sides, vulnerability, suits, ranks, cards, card
 * sets, strains, calls and contracts, in their PBN and display forms.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

#define EXPECT_CRITICAL() \
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*")

/* Seats */

/* PBN §3.11: lower case is accepted on import. */
static void
test_seat_from_pbn (void)
{
  static const struct { const char *text; BrgSeat seat; } good[] = {
    { "N", BRG_SEAT_NORTH }, { "E", BRG_SEAT_EAST }, { "S", BRG_SEAT_SOUTH },
    { "W", BRG_SEAT_WEST }, { "n", BRG_SEAT_NORTH }, { "e", BRG_SEAT_EAST },
    { "s", BRG_SEAT_SOUTH }, { "w", BRG_SEAT_WEST },
  };
  static const char *bad[] = { "", "X", "NS", "North", " N", "N ", "-", "0" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgSeat seat = BRG_SEAT_NONE;

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_seat_from_pbn (good[i].text, &seat));
      g_assert_cmpint (seat, ==, good[i].seat);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgSeat seat = BRG_SEAT_NONE;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_seat_from_pbn (bad[i], &seat));
      g_assert_cmpint (seat, ==, BRG_SEAT_NONE);
    }
}

static void
test_seat_to_pbn (void)
{
  static const char letters[] = { 'N', 'E', 'S', 'W' };

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      char text[2] = { brg_seat_to_pbn (seat), '\0' };
      BrgSeat back = BRG_SEAT_NONE;

      g_assert_cmpint (text[0], ==, letters[seat]);
      g_assert_true (brg_seat_from_pbn (text, &back));
      g_assert_cmpint (back, ==, seat);
    }

  EXPECT_CRITICAL ();
  g_assert_cmpint (brg_seat_to_pbn (BRG_SEAT_NONE), ==, '?');
  g_test_assert_expected_messages ();
}

static void
test_seat_display (void)
{
  g_assert_cmpstr (brg_seat_to_display (BRG_SEAT_NORTH), ==, "North");
  g_assert_cmpstr (brg_seat_to_display (BRG_SEAT_EAST), ==, "East");
  g_assert_cmpstr (brg_seat_to_display (BRG_SEAT_SOUTH), ==, "South");
  g_assert_cmpstr (brg_seat_to_display (BRG_SEAT_WEST), ==, "West");
  g_assert_cmpstr (brg_seat_to_display_short (BRG_SEAT_NORTH), ==, "N");
  g_assert_cmpstr (brg_seat_to_display_short (BRG_SEAT_EAST), ==, "E");
  g_assert_cmpstr (brg_seat_to_display_short (BRG_SEAT_SOUTH), ==, "S");
  g_assert_cmpstr (brg_seat_to_display_short (BRG_SEAT_WEST), ==, "W");

  EXPECT_CRITICAL ();
  g_assert_null (brg_seat_to_display (BRG_SEAT_NONE));
  g_test_assert_expected_messages ();

  EXPECT_CRITICAL ();
  g_assert_null (brg_seat_to_display_short ((BrgSeat) 4));
  g_test_assert_expected_messages ();
}

static void
test_seat_rotate (void)
{
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NORTH, 0), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NORTH, 1), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NORTH, 2), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NORTH, 3), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_WEST, 1), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_SOUTH, 4), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NORTH, -1), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_EAST, -6), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NORTH, 7), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_EAST, -13), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_WEST, 4001), ==, BRG_SEAT_NORTH);
  /* The whole range of steps: G_MAXINT = 4k + 3, G_MININT = 4k. */
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_WEST, G_MAXINT), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_EAST, G_MININT), ==, BRG_SEAT_EAST);

  EXPECT_CRITICAL ();
  g_assert_cmpint (brg_seat_rotate (BRG_SEAT_NONE, 1), ==, BRG_SEAT_NONE);
  g_test_assert_expected_messages ();
}

static void
test_seat_next_partner (void)
{
  g_assert_cmpint (brg_seat_next (BRG_SEAT_NORTH), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_seat_next (BRG_SEAT_WEST), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_seat_previous (BRG_SEAT_NORTH), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_seat_previous (BRG_SEAT_SOUTH), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_seat_partner (BRG_SEAT_NORTH), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_seat_partner (BRG_SEAT_EAST), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_seat_partner (BRG_SEAT_SOUTH), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_seat_partner (BRG_SEAT_WEST), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_seat_side (BRG_SEAT_NORTH), ==, BRG_SIDE_NS);
  g_assert_cmpint (brg_seat_side (BRG_SEAT_SOUTH), ==, BRG_SIDE_NS);
  g_assert_cmpint (brg_seat_side (BRG_SEAT_EAST), ==, BRG_SIDE_EW);
  g_assert_cmpint (brg_seat_side (BRG_SEAT_WEST), ==, BRG_SIDE_EW);
  g_assert_true (BRG_SEAT_IS_VALID (BRG_SEAT_WEST));
  g_assert_false (BRG_SEAT_IS_VALID (4));
  g_assert_false (BRG_SEAT_IS_VALID (BRG_SEAT_NONE));
}

/* Sides */

static void
test_side (void)
{
  static const struct { const char *text; BrgSide side; } good[] = {
    { "NS", BRG_SIDE_NS }, { "ns", BRG_SIDE_NS }, { "EW", BRG_SIDE_EW }, { "ew", BRG_SIDE_EW },
  };
  static const char *bad[] = { "", "N", "SN", "WE", "NSW", "N-S", "NS ", "All" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgSide side = 99;

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_side_from_pbn (good[i].text, &side));
      g_assert_cmpint (side, ==, good[i].side);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgSide side = 99;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_side_from_pbn (bad[i], &side));
      g_assert_cmpint (side, ==, 99);
    }

  g_assert_cmpstr (brg_side_to_pbn (BRG_SIDE_NS), ==, "NS");
  g_assert_cmpstr (brg_side_to_pbn (BRG_SIDE_EW), ==, "EW");
  g_assert_cmpstr (brg_side_to_display (BRG_SIDE_NS), ==, "North-South");
  g_assert_cmpstr (brg_side_to_display (BRG_SIDE_EW), ==, "East-West");

  EXPECT_CRITICAL ();
  g_assert_null (brg_side_to_pbn ((BrgSide) 2));
  g_test_assert_expected_messages ();
}

/* Vulnerability */

/* PBN §3.4.10: every import form, in any letter case (§3.11), and the
 * forms real files write beside them. */
static void
test_vulnerability_from_pbn (void)
{
  static const struct { const char *text; BrgVulnerability vul; } good[] = {
    { "None", BRG_VULNERABILITY_NONE }, { "Love", BRG_VULNERABILITY_NONE },
    { "-", BRG_VULNERABILITY_NONE }, { "NS", BRG_VULNERABILITY_NS },
    { "EW", BRG_VULNERABILITY_EW }, { "All", BRG_VULNERABILITY_ALL },
    { "Both", BRG_VULNERABILITY_ALL },
    { "none", BRG_VULNERABILITY_NONE }, { "NONE", BRG_VULNERABILITY_NONE },
    { "love", BRG_VULNERABILITY_NONE }, { "LOVE", BRG_VULNERABILITY_NONE },
    { "ns", BRG_VULNERABILITY_NS }, { "ew", BRG_VULNERABILITY_EW },
    { "all", BRG_VULNERABILITY_ALL }, { "ALL", BRG_VULNERABILITY_ALL },
    { "both", BRG_VULNERABILITY_ALL }, { "BOTH", BRG_VULNERABILITY_ALL },
  };
  /* What real files write beside them, read as what it means but not
   * exact: spaces around the value, N-S and E-W. */
  static const struct { const char *text; BrgVulnerability vul; } lenient[] = {
    { "None ", BRG_VULNERABILITY_NONE }, { " All", BRG_VULNERABILITY_ALL },
    { "NS ", BRG_VULNERABILITY_NS }, { "N-S", BRG_VULNERABILITY_NS },
    { "e-w", BRG_VULNERABILITY_EW }, { " E-W\t", BRG_VULNERABILITY_EW },
  };
  static const char *bad[] = {
    "", " ", "Nil", "Nobody", "N - S", "EW-", "NSEW", "SN", "0", "--", "Al",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgVulnerability vul = 99;
      gboolean exact = FALSE;

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_vulnerability_from_pbn (good[i].text, &vul));
      g_assert_cmpint (vul, ==, good[i].vul);
      g_assert_true (brg_vulnerability_from_pbn_full (good[i].text, &vul, &exact));
      g_assert_true (exact);
    }

  for (guint i = 0; i < G_N_ELEMENTS (lenient); i++)
    {
      BrgVulnerability vul = 99;
      gboolean exact = TRUE;

      g_test_message ("parsing \"%s\"", lenient[i].text);
      g_assert_true (brg_vulnerability_from_pbn_full (lenient[i].text, &vul, &exact));
      g_assert_cmpint (vul, ==, lenient[i].vul);
      g_assert_false (exact);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgVulnerability vul = 99;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_vulnerability_from_pbn (bad[i], &vul));
      g_assert_cmpint (vul, ==, 99);
    }
}

/* PBN §3.4.10: export uses "None" and "All". */
static void
test_vulnerability_to_pbn (void)
{
  static const char *names[] = { "None", "NS", "EW", "All" };

  for (BrgVulnerability vul = BRG_VULNERABILITY_NONE; vul <= BRG_VULNERABILITY_ALL; vul++)
    {
      BrgVulnerability back = 99;

      g_assert_cmpstr (brg_vulnerability_to_pbn (vul), ==, names[vul]);
      g_assert_true (brg_vulnerability_from_pbn (brg_vulnerability_to_pbn (vul), &back));
      g_assert_cmpint (back, ==, vul);
    }

  g_assert_cmpstr (brg_vulnerability_to_display (BRG_VULNERABILITY_NONE), ==,
                   "Nobody vulnerable");
  g_assert_cmpstr (brg_vulnerability_to_display (BRG_VULNERABILITY_NS), ==, "N-S vulnerable");
  g_assert_cmpstr (brg_vulnerability_to_display (BRG_VULNERABILITY_EW), ==, "E-W vulnerable");
  g_assert_cmpstr (brg_vulnerability_to_display (BRG_VULNERABILITY_ALL), ==, "All vulnerable");

  EXPECT_CRITICAL ();
  g_assert_null (brg_vulnerability_to_pbn ((BrgVulnerability) 4));
  g_test_assert_expected_messages ();
}

static void
test_vulnerability_is_vulnerable (void)
{
  /* Rows: None, NS, EW, All; columns: N, E, S, W. */
  static const gboolean expected[4][4] = {
    { FALSE, FALSE, FALSE, FALSE },
    { TRUE, FALSE, TRUE, FALSE },
    { FALSE, TRUE, FALSE, TRUE },
    { TRUE, TRUE, TRUE, TRUE },
  };

  for (BrgVulnerability vul = BRG_VULNERABILITY_NONE; vul <= BRG_VULNERABILITY_ALL; vul++)
    for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
      {
        g_test_message ("vulnerability %d, seat %d", vul, seat);
        g_assert_cmpint (brg_vulnerability_is_vulnerable (vul, seat), ==, expected[vul][seat]);
      }

  EXPECT_CRITICAL ();
  g_assert_false (brg_vulnerability_is_vulnerable (BRG_VULNERABILITY_ALL, BRG_SEAT_NONE));
  g_test_assert_expected_messages ();
}

/* Suits */

static void
test_suit (void)
{
  static const struct { char letter; BrgSuit suit; } good[] = {
    { 'S', BRG_SUIT_SPADES }, { 'H', BRG_SUIT_HEARTS }, { 'D', BRG_SUIT_DIAMONDS },
    { 'C', BRG_SUIT_CLUBS }, { 's', BRG_SUIT_SPADES }, { 'h', BRG_SUIT_HEARTS },
    { 'd', BRG_SUIT_DIAMONDS }, { 'c', BRG_SUIT_CLUBS },
  };
  static const char bad[] = { 'N', 'X', 'T', 'A', '1', '-', ' ', '\0' };
  static const char *symbols[] = { "♣", "♦", "♥", "♠" };
  static const char *names[] = { "Clubs", "Diamonds", "Hearts", "Spades" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgSuit suit = 99;

      g_test_message ("parsing '%c'", good[i].letter);
      g_assert_true (brg_suit_from_pbn (good[i].letter, &suit));
      g_assert_cmpint (suit, ==, good[i].suit);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgSuit suit = 99;

      g_test_message ("rejecting 0x%02x", (guint) bad[i]);
      g_assert_false (brg_suit_from_pbn (bad[i], &suit));
      g_assert_cmpint (suit, ==, 99);
    }

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      BrgSuit back = 99;

      g_assert_cmpint (brg_suit_to_pbn (suit), ==, "CDHS"[suit]);
      g_assert_true (brg_suit_from_pbn (brg_suit_to_pbn (suit), &back));
      g_assert_cmpint (back, ==, suit);
      g_assert_cmpstr (brg_suit_to_symbol (suit), ==, symbols[suit]);
      g_assert_cmpstr (brg_suit_to_display (suit), ==, names[suit]);
    }

  g_assert_false (brg_suit_is_red (BRG_SUIT_CLUBS));
  g_assert_true (brg_suit_is_red (BRG_SUIT_DIAMONDS));
  g_assert_true (brg_suit_is_red (BRG_SUIT_HEARTS));
  g_assert_false (brg_suit_is_red (BRG_SUIT_SPADES));

  EXPECT_CRITICAL ();
  g_assert_null (brg_suit_to_symbol ((BrgSuit) 4));
  g_test_assert_expected_messages ();
}

/* Ranks */

/* PBN §3.4.11: the ten is the single character "T". */
static void
test_rank (void)
{
  static const char *letters = "23456789TJQKA";
  static const char *displays[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                    "J", "Q", "K", "A" };
  static const char bad[] = { '1', '0', 'X', 'B', 'S', '-', '\0' };

  for (BrgRank rank = BRG_RANK_TWO; rank <= BRG_RANK_ACE; rank++)
    {
      BrgRank back = 0;

      g_assert_cmpint (brg_rank_to_pbn (rank), ==, letters[rank - 2]);
      g_assert_true (brg_rank_from_pbn (letters[rank - 2], &back));
      g_assert_cmpint (back, ==, rank);
      g_assert_cmpstr (brg_rank_to_display (rank), ==, displays[rank - 2]);
    }

  /* PBN §3.11: lower case on import. */
  {
    static const struct { char letter; BrgRank rank; } lower[] = {
      { 't', BRG_RANK_TEN }, { 'j', BRG_RANK_JACK }, { 'q', BRG_RANK_QUEEN },
      { 'k', BRG_RANK_KING }, { 'a', BRG_RANK_ACE },
    };

    for (guint i = 0; i < G_N_ELEMENTS (lower); i++)
      {
        BrgRank rank = 0;

        g_test_message ("parsing '%c'", lower[i].letter);
        g_assert_true (brg_rank_from_pbn (lower[i].letter, &rank));
        g_assert_cmpint (rank, ==, lower[i].rank);
      }
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgRank rank = 0;

      g_test_message ("rejecting 0x%02x", (guint) bad[i]);
      g_assert_false (brg_rank_from_pbn (bad[i], &rank));
      g_assert_cmpint (rank, ==, 0);
    }

  g_assert_cmpint (brg_rank_to_pbn (BRG_RANK_TEN), ==, 'T');
  g_assert_cmpstr (brg_rank_to_display (BRG_RANK_TEN), ==, "10");

  g_assert_cmpuint (brg_rank_hcp (BRG_RANK_ACE), ==, 4);
  g_assert_cmpuint (brg_rank_hcp (BRG_RANK_KING), ==, 3);
  g_assert_cmpuint (brg_rank_hcp (BRG_RANK_QUEEN), ==, 2);
  g_assert_cmpuint (brg_rank_hcp (BRG_RANK_JACK), ==, 1);
  g_assert_cmpuint (brg_rank_hcp (BRG_RANK_TEN), ==, 0);
  g_assert_cmpuint (brg_rank_hcp (BRG_RANK_TWO), ==, 0);

  EXPECT_CRITICAL ();
  g_assert_cmpint (brg_rank_to_pbn (1), ==, '?');
  g_test_assert_expected_messages ();

  EXPECT_CRITICAL ();
  g_assert_null (brg_rank_to_display (15));
  g_test_assert_expected_messages ();
}

/* Cards */

static void
test_card_encoding (void)
{
  g_assert_cmpint (BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_TWO), ==, 0);
  g_assert_cmpint (BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_ACE), ==, 12);
  g_assert_cmpint (BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_TWO), ==, 13);
  g_assert_cmpint (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE), ==, 51);
  g_assert_cmpint (BRG_CARD_SUIT (51), ==, BRG_SUIT_SPADES);
  g_assert_cmpint (BRG_CARD_RANK (51), ==, BRG_RANK_ACE);
  g_assert_cmpint (BRG_CARD_SUIT (34), ==, BRG_SUIT_HEARTS);
  g_assert_cmpint (BRG_CARD_RANK (34), ==, BRG_RANK_TEN);
  g_assert_true (BRG_CARD_IS_VALID (51));
  g_assert_false (BRG_CARD_IS_VALID (BRG_CARD_UNKNOWN));
  g_assert_false (BRG_CARD_IS_VALID (BRG_CARD_NONE));
}

/* PBN §3.6.1: every card writes as <suit><rank> and reads back. */
static void
test_card_round_trip (void)
{
  for (BrgCard card = 0; card < BRG_N_CARDS; card++)
    {
      g_autofree char *text = brg_card_to_pbn (card);
      g_autofree char *lower = NULL;
      BrgCard back = BRG_CARD_NONE;

      g_assert_cmpuint (strlen (text), ==, 2);
      g_assert_cmpint (text[0], ==, "CDHS"[card / 13]);
      g_assert_cmpint (text[1], ==, "23456789TJQKA"[card % 13]);
      g_assert_true (brg_card_from_pbn (text, &back));
      g_assert_cmpint (back, ==, card);

      /* PBN §3.11: lower case on import. */
      lower = g_ascii_strdown (text, -1);
      back = BRG_CARD_NONE;
      g_assert_true (brg_card_from_pbn (lower, &back));
      g_assert_cmpint (back, ==, card);
    }
}

static void
test_card_from_pbn (void)
{
  static const struct { const char *text; BrgCard card; } good[] = {
    { "SA", 51 }, { "C2", 0 }, { "HT", 34 }, { "d9", 20 }, { "sK", 50 }, { "Cq", 10 },
  };
  static const char *bad[] = {
    "S1", "SAA", "", "S", "A", "AS", "S10", "X2", " SA", "SA ", "-", "NT", "S0", "SX",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgCard card = BRG_CARD_NONE;

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_card_from_pbn (good[i].text, &card));
      g_assert_cmpint (card, ==, good[i].card);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgCard card = BRG_CARD_NONE;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_card_from_pbn (bad[i], &card));
      g_assert_cmpint (card, ==, BRG_CARD_NONE);
    }
}

static void
test_card_display (void)
{
  g_autofree char *s10 = brg_card_to_display (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_TEN));
  g_autofree char *ha = brg_card_to_display (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE));
  g_autofree char *c2 = brg_card_to_display (BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_TWO));
  g_autofree char *dq = brg_card_to_display (BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_QUEEN));
  g_autofree char *unknown = brg_card_to_display (BRG_CARD_UNKNOWN);
  g_autofree char *unknown_pbn = brg_card_to_pbn (BRG_CARD_UNKNOWN);

  g_assert_cmpstr (s10, ==, "♠10");
  g_assert_cmpstr (ha, ==, "♥A");
  g_assert_cmpstr (c2, ==, "♣2");
  g_assert_cmpstr (dq, ==, "♦Q");
  g_assert_cmpstr (unknown, ==, "?");
  /* PBN §3.6.1: "-" is a card that does not matter. */
  g_assert_cmpstr (unknown_pbn, ==, "-");

  EXPECT_CRITICAL ();
  g_assert_null (brg_card_to_pbn (53));
  g_test_assert_expected_messages ();

  EXPECT_CRITICAL ();
  g_assert_null (brg_card_to_display (BRG_CARD_NONE));
  g_test_assert_expected_messages ();
}

/* Card sets */

static void
test_card_set_walk (void)
{
  BrgCard sa = BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE);
  BrgCard sk = BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING);
  BrgCard h2 = BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_TWO);
  BrgCard dt = BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_TEN);
  BrgCard c2 = BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_TWO);
  BrgCardSet set = BRG_CARD_SET_BIT (c2) | BRG_CARD_SET_BIT (h2) | BRG_CARD_SET_BIT (sa)
                   | BRG_CARD_SET_BIT (dt) | BRG_CARD_SET_BIT (sk);
  const BrgCard order[] = { sa, sk, h2, dt, c2 };
  BrgCard card;
  guint i = 0;

  g_assert_cmpuint (brg_card_set_count (set), ==, 5);
  g_assert_true (brg_card_set_contains (set, h2));
  g_assert_false (brg_card_set_contains (set, BRG_CARD (BRG_SUIT_HEARTS, 3)));
  g_assert_cmpint (brg_card_set_highest (set), ==, sa);
  g_assert_cmpint (brg_card_set_next (set, BRG_CARD_NONE), ==, sa);

  /* Highest first, as hands are shown. */
  for (card = brg_card_set_next (set, BRG_CARD_NONE);
       card != BRG_CARD_NONE;
       card = brg_card_set_next (set, card))
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (order));
      g_assert_cmpint (card, ==, order[i]);
      i++;
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (order));

  /* "after" need not be in the set. */
  g_assert_cmpint (brg_card_set_next (set, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE)), ==, h2);
  g_assert_cmpint (brg_card_set_next (set, c2), ==, BRG_CARD_NONE);
}

static void
test_card_set_edges (void)
{
  BrgCardSet hearts = BRG_CARD_SET_SUIT (BRG_SUIT_HEARTS);

  g_assert_cmpint (brg_card_set_highest (BRG_CARD_SET_EMPTY), ==, BRG_CARD_NONE);
  g_assert_cmpint (brg_card_set_next (BRG_CARD_SET_EMPTY, BRG_CARD_NONE), ==, BRG_CARD_NONE);
  g_assert_cmpuint (brg_card_set_count (BRG_CARD_SET_EMPTY), ==, 0);

  g_assert_cmpuint (brg_card_set_count (BRG_CARD_SET_ALL), ==, 52);
  g_assert_cmpint (brg_card_set_highest (BRG_CARD_SET_ALL), ==, 51);
  g_assert_cmpint (brg_card_set_next (BRG_CARD_SET_ALL, 1), ==, 0);
  g_assert_cmpint (brg_card_set_next (BRG_CARD_SET_ALL, 0), ==, BRG_CARD_NONE);

  g_assert_cmpuint (brg_card_set_count (hearts), ==, 13);
  g_assert_cmpint (brg_card_set_highest (hearts), ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE));
  g_assert_cmpint (brg_card_set_next (hearts, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_TWO)), ==,
                   BRG_CARD_NONE);
  g_assert_true (brg_card_set_contains (hearts, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_TEN)));
  g_assert_false (brg_card_set_contains (hearts, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_TWO)));
  g_assert_false (brg_card_set_contains (hearts, BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_ACE)));
  g_assert_cmpuint (BRG_CARD_SET_SUIT (BRG_SUIT_CLUBS) | BRG_CARD_SET_SUIT (BRG_SUIT_DIAMONDS)
                    | hearts | BRG_CARD_SET_SUIT (BRG_SUIT_SPADES), ==, BRG_CARD_SET_ALL);
}

/* Strains */

/* PBN §3.4.14: C D H S NT; "N" is accepted as many programs write it. */
static void
test_strain (void)
{
  static const struct { const char *text; BrgStrain strain; } good[] = {
    { "C", BRG_STRAIN_CLUBS }, { "D", BRG_STRAIN_DIAMONDS }, { "H", BRG_STRAIN_HEARTS },
    { "S", BRG_STRAIN_SPADES }, { "NT", BRG_STRAIN_NOTRUMP }, { "N", BRG_STRAIN_NOTRUMP },
    { "c", BRG_STRAIN_CLUBS }, { "s", BRG_STRAIN_SPADES }, { "nt", BRG_STRAIN_NOTRUMP },
    { "n", BRG_STRAIN_NOTRUMP },
  };
  static const char *bad[] = { "", "T", "NTX", "SS", "X", "No", "1S", "NT ", "Notrump" };
  static const char *pbn[] = { "C", "D", "H", "S", "NT" };
  static const char *symbols[] = { "♣", "♦", "♥", "♠", "NT" };
  static const char *names[] = { "Clubs", "Diamonds", "Hearts", "Spades", "Notrump" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgStrain strain = 99;

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_strain_from_pbn (good[i].text, &strain));
      g_assert_cmpint (strain, ==, good[i].strain);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgStrain strain = 99;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_strain_from_pbn (bad[i], &strain));
      g_assert_cmpint (strain, ==, 99);
    }

  for (BrgStrain strain = BRG_STRAIN_CLUBS; strain <= BRG_STRAIN_NOTRUMP; strain++)
    {
      BrgStrain back = 99;

      g_assert_cmpstr (brg_strain_to_pbn (strain), ==, pbn[strain]);
      g_assert_true (brg_strain_from_pbn (brg_strain_to_pbn (strain), &back));
      g_assert_cmpint (back, ==, strain);
      g_assert_cmpstr (brg_strain_to_symbol (strain), ==, symbols[strain]);
      g_assert_cmpstr (brg_strain_to_display (strain), ==, names[strain]);
    }

  EXPECT_CRITICAL ();
  g_assert_null (brg_strain_to_pbn ((BrgStrain) 5));
  g_test_assert_expected_messages ();
}

/* Calls */

/* PBN §3.5.1: all 38 calls write and read back. */
static void
test_call_round_trip (void)
{
  static const char *tokens[] = {
    "Pass", "X", "XX",
    "1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT",
    "3C", "3D", "3H", "3S", "3NT", "4C", "4D", "4H", "4S", "4NT",
    "5C", "5D", "5H", "5S", "5NT", "6C", "6D", "6H", "6S", "6NT",
    "7C", "7D", "7H", "7S", "7NT",
  };

  g_assert_cmpuint (G_N_ELEMENTS (tokens), ==, 38);

  for (BrgCall call = 0; call < 38; call++)
    {
      BrgCall back = BRG_CALL_NONE;
      g_autofree char *lower = NULL;

      g_assert_true (BRG_CALL_IS_VALID (call));
      g_assert_cmpstr (brg_call_to_pbn (call), ==, tokens[call]);
      g_assert_true (brg_call_from_pbn (tokens[call], &back));
      g_assert_cmpint (back, ==, call);

      /* PBN §3.11: lower case on import. */
      lower = g_ascii_strdown (tokens[call], -1);
      back = BRG_CALL_NONE;
      g_assert_true (brg_call_from_pbn (lower, &back));
      g_assert_cmpint (back, ==, call);

      if (call >= 3)
        {
          g_assert_true (BRG_CALL_IS_BID (call));
          g_assert_cmpint (brg_call_get_kind (call), ==, BRG_CALL_KIND_BID);
          g_assert_cmpuint (BRG_CALL_LEVEL (call), ==, (guint) (tokens[call][0] - '0'));
          g_assert_cmpstr (brg_strain_to_pbn (BRG_CALL_STRAIN (call)), ==, tokens[call] + 1);
        }
      else
        g_assert_false (BRG_CALL_IS_BID (call));
    }

  g_assert_false (BRG_CALL_IS_VALID (38));
  g_assert_false (BRG_CALL_IS_VALID (BRG_CALL_NONE));
  g_assert_cmpint (BRG_CALL_BID (1, BRG_STRAIN_CLUBS), ==, 3);
  g_assert_cmpint (BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP), ==, 37);
  g_assert_cmpint (brg_call_get_kind (BRG_CALL_PASS), ==, BRG_CALL_KIND_PASS);
  g_assert_cmpint (brg_call_get_kind (BRG_CALL_DOUBLE), ==, BRG_CALL_KIND_DOUBLE);
  g_assert_cmpint (brg_call_get_kind (BRG_CALL_REDOUBLE), ==, BRG_CALL_KIND_REDOUBLE);
}

static void
test_call_from_pbn (void)
{
  static const struct { const char *text; BrgCall call; } good[] = {
    { "Pass", BRG_CALL_PASS }, { "pass", BRG_CALL_PASS }, { "PASS", BRG_CALL_PASS },
    { "X", BRG_CALL_DOUBLE }, { "x", BRG_CALL_DOUBLE },
    { "XX", BRG_CALL_REDOUBLE }, { "xx", BRG_CALL_REDOUBLE },
    { "1N", BRG_CALL_BID (1, BRG_STRAIN_NOTRUMP) },
    { "3nt", BRG_CALL_BID (3, BRG_STRAIN_NOTRUMP) },
    { "4h", BRG_CALL_BID (4, BRG_STRAIN_HEARTS) },
  };
  static const char *bad[] = {
    "8C", "0S", "1NX", "", "P", "XXX", "1", "NT", "1CX", "AP", "-", "11C", " 1C", "1C ",
    "1SS", "9NT", "Pas",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgCall call = BRG_CALL_NONE;

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_call_from_pbn (good[i].text, &call));
      g_assert_cmpint (call, ==, good[i].call);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgCall call = BRG_CALL_NONE;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_call_from_pbn (bad[i], &call));
      g_assert_cmpint (call, ==, BRG_CALL_NONE);
    }
}

static void
test_call_display (void)
{
  static const struct { BrgCall call; const char *display; } cases[] = {
    { BRG_CALL_PASS, "Pass" }, { BRG_CALL_DOUBLE, "Dbl" }, { BRG_CALL_REDOUBLE, "Rdbl" },
    { BRG_CALL_BID (1, BRG_STRAIN_CLUBS), "1♣" },
    { BRG_CALL_BID (2, BRG_STRAIN_DIAMONDS), "2♦" },
    { BRG_CALL_BID (4, BRG_STRAIN_HEARTS), "4♥" },
    { BRG_CALL_BID (6, BRG_STRAIN_SPADES), "6♠" },
    { BRG_CALL_BID (3, BRG_STRAIN_NOTRUMP), "3NT" },
    { BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP), "7NT" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *display = brg_call_to_display (cases[i].call);

      g_assert_cmpstr (display, ==, cases[i].display);
    }

  EXPECT_CRITICAL ();
  g_assert_null (brg_call_to_pbn (38));
  g_test_assert_expected_messages ();

  EXPECT_CRITICAL ();
  g_assert_null (brg_call_to_display (BRG_CALL_NONE));
  g_test_assert_expected_messages ();
}

/* Contracts */

/* PBN §3.4.14 and §3.10. */
static void
test_contract_from_pbn (void)
{
  static const struct
  {
    const char *text;
    guint       level;
    BrgStrain   strain;
    BrgRisk     risk;
  } good[] = {
    { "4HX", 4, BRG_STRAIN_HEARTS, BRG_RISK_DOUBLED },
    { "3NTXX", 3, BRG_STRAIN_NOTRUMP, BRG_RISK_REDOUBLED },
    { "1C", 1, BRG_STRAIN_CLUBS, BRG_RISK_UNDOUBLED },
    { "7NT", 7, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED },
    { "6SXX", 6, BRG_STRAIN_SPADES, BRG_RISK_REDOUBLED },
    { "2DX", 2, BRG_STRAIN_DIAMONDS, BRG_RISK_DOUBLED },
    /* PBN §3.11: lower case on import. */
    { "4hx", 4, BRG_STRAIN_HEARTS, BRG_RISK_DOUBLED },
    { "3ntxx", 3, BRG_STRAIN_NOTRUMP, BRG_RISK_REDOUBLED },
    { "5dxx", 5, BRG_STRAIN_DIAMONDS, BRG_RISK_REDOUBLED },
    /* PBN §3.10: only the strain, for an end position. */
    { "S", 0, BRG_STRAIN_SPADES, BRG_RISK_UNDOUBLED },
    { "H", 0, BRG_STRAIN_HEARTS, BRG_RISK_UNDOUBLED },
    { "D", 0, BRG_STRAIN_DIAMONDS, BRG_RISK_UNDOUBLED },
    { "C", 0, BRG_STRAIN_CLUBS, BRG_RISK_UNDOUBLED },
    { "NT", 0, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED },
    { "nt", 0, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED },
  };
  static const char *bad[] = {
    "", "8C", "0S", "4", "4X", "4XX", "4HXXX", "44H", "4H X", " 4H", "4H ", "X", "XX",
    "P", "Passed", "AP", "N", "SX", "NTX", "4NTXXX", "4HY", "-",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      BrgContract contract = brg_contract_make_passed_out ();

      g_test_message ("parsing \"%s\"", good[i].text);
      g_assert_true (brg_contract_from_pbn (good[i].text, &contract));
      g_assert_false (contract.passed_out);
      g_assert_cmpuint (contract.level, ==, good[i].level);
      g_assert_cmpint (contract.strain, ==, good[i].strain);
      g_assert_cmpint (contract.risk, ==, good[i].risk);
      g_assert_cmpint (brg_contract_is_strain_only (&contract), ==, good[i].level == 0);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgContract contract = brg_contract_make (1, BRG_STRAIN_CLUBS, BRG_RISK_UNDOUBLED);
      BrgContract unchanged = contract;

      g_test_message ("rejecting \"%s\"", bad[i]);
      g_assert_false (brg_contract_from_pbn (bad[i], &contract));
      g_assert_true (brg_contract_equal (&contract, &unchanged));
    }
}

/* PBN §3.4.14: "Pass" when all players pass. */
static void
test_contract_passed_out (void)
{
  BrgContract contract = brg_contract_make (1, BRG_STRAIN_CLUBS, BRG_RISK_UNDOUBLED);
  BrgContract passed = brg_contract_make_passed_out ();
  g_autofree char *pbn = brg_contract_to_pbn (&passed);
  g_autofree char *display = brg_contract_to_display (&passed);

  g_assert_true (brg_contract_from_pbn ("Pass", &contract));
  g_assert_true (contract.passed_out);
  g_assert_true (brg_contract_equal (&contract, &passed));
  g_assert_false (brg_contract_is_strain_only (&contract));

  contract = brg_contract_make (1, BRG_STRAIN_CLUBS, BRG_RISK_UNDOUBLED);
  g_assert_true (brg_contract_from_pbn ("pass", &contract));
  g_assert_true (contract.passed_out);

  g_assert_cmpstr (pbn, ==, "Pass");
  g_assert_cmpstr (display, ==, "Passed out");
  g_assert_cmpuint (brg_contract_get_tricks_needed (&passed), ==, 0);
}

/* Every contract with a level, every strain-only one, and Pass. */
static void
test_contract_round_trip (void)
{
  static const char *risks[] = { "", "X", "XX" };
  static const char *strains[] = { "C", "D", "H", "S", "NT" };
  guint n = 0;

  for (guint level = 0; level <= 7; level++)
    for (BrgStrain strain = BRG_STRAIN_CLUBS; strain <= BRG_STRAIN_NOTRUMP; strain++)
      for (BrgRisk risk = BRG_RISK_UNDOUBLED; risk <= BRG_RISK_REDOUBLED; risk++)
        {
          BrgContract contract, back;
          g_autofree char *text = NULL;
          g_autofree char *expected = NULL;

          if (level == 0 && risk != BRG_RISK_UNDOUBLED)
            continue;

          contract = brg_contract_make (level, strain, risk);
          expected = level == 0 ? g_strdup (strains[strain])
                                : g_strdup_printf ("%u%s%s", level, strains[strain], risks[risk]);
          text = brg_contract_to_pbn (&contract);
          g_assert_cmpstr (text, ==, expected);
          back = brg_contract_make_passed_out ();
          g_assert_true (brg_contract_from_pbn (text, &back));
          g_assert_true (brg_contract_equal (&back, &contract));
          g_assert_cmpuint (brg_contract_get_tricks_needed (&contract), ==,
                            level == 0 ? 0 : level + 6);
          n++;
        }

  g_assert_cmpuint (n, ==, 7 * 5 * 3 + 5);
}

static void
test_contract_display (void)
{
  static const struct { const char *pbn; const char *display; } cases[] = {
    { "4HX", "4♥×" }, { "3NTXX", "3NT××" }, { "1C", "1♣" }, { "6D", "6♦" },
    { "7SXX", "7♠××" }, { "2NT", "2NT" }, { "S", "♠" }, { "NT", "NT" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BrgContract contract;
      g_autofree char *display = NULL;

      g_assert_true (brg_contract_from_pbn (cases[i].pbn, &contract));
      display = brg_contract_to_display (&contract);
      g_assert_cmpstr (display, ==, cases[i].display);
    }
}

static void
test_contract_equal (void)
{
  BrgContract h4 = brg_contract_make (4, BRG_STRAIN_HEARTS, BRG_RISK_UNDOUBLED);
  BrgContract h4x = brg_contract_make (4, BRG_STRAIN_HEARTS, BRG_RISK_DOUBLED);
  BrgContract s4 = brg_contract_make (4, BRG_STRAIN_SPADES, BRG_RISK_UNDOUBLED);
  BrgContract h5 = brg_contract_make (5, BRG_STRAIN_HEARTS, BRG_RISK_UNDOUBLED);
  BrgContract h = brg_contract_make (0, BRG_STRAIN_HEARTS, BRG_RISK_UNDOUBLED);
  BrgContract passed = brg_contract_make_passed_out ();
  BrgContract passed_other = passed;
  BrgContract copy = h4;

  passed_other.strain = BRG_STRAIN_CLUBS;

  g_assert_true (brg_contract_equal (&h4, &copy));
  g_assert_false (brg_contract_equal (&h4, &h4x));
  g_assert_false (brg_contract_equal (&h4, &s4));
  g_assert_false (brg_contract_equal (&h4, &h5));
  g_assert_false (brg_contract_equal (&h4, &h));
  g_assert_false (brg_contract_equal (&h4, &passed));
  g_assert_false (brg_contract_equal (&passed, &h));
  /* A passed-out board is one contract whatever the other fields hold. */
  g_assert_true (brg_contract_equal (&passed, &passed_other));
  g_assert_true (brg_contract_is_strain_only (&h));
  g_assert_false (brg_contract_is_strain_only (&h4));
}

static void
test_contract_invalid (void)
{
  BrgContract contract;

  EXPECT_CRITICAL ();
  contract = brg_contract_make (8, BRG_STRAIN_CLUBS, BRG_RISK_UNDOUBLED);
  g_test_assert_expected_messages ();
  g_assert_true (contract.passed_out);

  EXPECT_CRITICAL ();
  contract = brg_contract_make (1, (BrgStrain) 5, BRG_RISK_UNDOUBLED);
  g_test_assert_expected_messages ();
  g_assert_true (contract.passed_out);

  EXPECT_CRITICAL ();
  g_assert_false (brg_contract_from_pbn (NULL, &contract));
  g_test_assert_expected_messages ();
}

static void
test_contract_boxed (void)
{
  BrgContract contract = brg_contract_make (3, BRG_STRAIN_NOTRUMP, BRG_RISK_DOUBLED);
  BrgContract *copy;
  GValue value = G_VALUE_INIT;

  g_assert_true (G_TYPE_IS_BOXED (BRG_TYPE_CONTRACT));
  g_assert_cmpstr (g_type_name (BRG_TYPE_CONTRACT), ==, "BrgContract");

  copy = g_boxed_copy (BRG_TYPE_CONTRACT, &contract);
  g_assert_true (copy != &contract);
  g_assert_true (brg_contract_equal (copy, &contract));
  g_boxed_free (BRG_TYPE_CONTRACT, copy);

  g_value_init (&value, BRG_TYPE_CONTRACT);
  g_value_set_boxed (&value, &contract);
  g_assert_true (brg_contract_equal (g_value_get_boxed (&value), &contract));
  g_value_unset (&value);
}

/* The rule of the trick: a higher card of the suit, or a trump. */
static void
test_card_beats (void)
{
  BrgCard s2, sa, h3, c2, ca;

  g_assert_true (brg_card_from_pbn ("S2", &s2));
  g_assert_true (brg_card_from_pbn ("SA", &sa));
  g_assert_true (brg_card_from_pbn ("H3", &h3));
  g_assert_true (brg_card_from_pbn ("C2", &c2));
  g_assert_true (brg_card_from_pbn ("CA", &ca));

  g_assert_true (brg_card_beats (sa, s2, BRG_STRAIN_NOTRUMP));
  g_assert_false (brg_card_beats (s2, sa, BRG_STRAIN_NOTRUMP));
  g_assert_false (brg_card_beats (h3, s2, BRG_STRAIN_NOTRUMP));
  g_assert_true (brg_card_beats (c2, sa, BRG_STRAIN_CLUBS));
  g_assert_false (brg_card_beats (h3, c2, BRG_STRAIN_CLUBS));
  g_assert_true (brg_card_beats (ca, c2, BRG_STRAIN_CLUBS));
}

/* Declarer (PBN §3.4.13) and a list of seats (§4.1.6, Hidden). */
static void
test_declarer_and_seats (void)
{
  BrgSeat seat;
  gboolean swapped;
  guint seats;

  g_assert_true (brg_declarer_from_pbn ("S", &seat, &swapped));
  g_assert_cmpint (seat, ==, BRG_SEAT_SOUTH);
  g_assert_false (swapped);
  g_assert_true (brg_declarer_from_pbn ("^e", &seat, &swapped));
  g_assert_cmpint (seat, ==, BRG_SEAT_EAST);
  g_assert_true (swapped);
  g_assert_false (brg_declarer_from_pbn ("", &seat, NULL));
  g_assert_false (brg_declarer_from_pbn ("^", &seat, NULL));
  g_assert_false (brg_declarer_from_pbn ("NS", &seat, NULL));

  g_assert_true (brg_seats_from_pbn ("EW", &seats));
  g_assert_cmpuint (seats, ==, (1u << BRG_SEAT_EAST) | (1u << BRG_SEAT_WEST));
  g_assert_true (brg_seats_from_pbn ("", &seats));
  g_assert_cmpuint (seats, ==, 0);
  g_assert_false (brg_seats_from_pbn ("NN", &seats));
  g_assert_cmpuint (seats, ==, 1u << BRG_SEAT_NORTH);
  g_assert_false (brg_seats_from_pbn ("N-S", &seats));
  g_assert_cmpuint (seats, ==, (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/card/seat/from-pbn", test_seat_from_pbn);
  g_test_add_func ("/core/card/seat/to-pbn", test_seat_to_pbn);
  g_test_add_func ("/core/card/seat/display", test_seat_display);
  g_test_add_func ("/core/card/seat/rotate", test_seat_rotate);
  g_test_add_func ("/core/card/seat/next-partner", test_seat_next_partner);
  g_test_add_func ("/core/card/side", test_side);
  g_test_add_func ("/core/card/beats", test_card_beats);
  g_test_add_func ("/core/card/seat/declarer-and-seats", test_declarer_and_seats);
  g_test_add_func ("/core/card/vulnerability/from-pbn", test_vulnerability_from_pbn);
  g_test_add_func ("/core/card/vulnerability/to-pbn", test_vulnerability_to_pbn);
  g_test_add_func ("/core/card/vulnerability/is-vulnerable", test_vulnerability_is_vulnerable);
  g_test_add_func ("/core/card/suit", test_suit);
  g_test_add_func ("/core/card/rank", test_rank);
  g_test_add_func ("/core/card/card/encoding", test_card_encoding);
  g_test_add_func ("/core/card/card/round-trip", test_card_round_trip);
  g_test_add_func ("/core/card/card/from-pbn", test_card_from_pbn);
  g_test_add_func ("/core/card/card/display", test_card_display);
  g_test_add_func ("/core/card/card-set/walk", test_card_set_walk);
  g_test_add_func ("/core/card/card-set/edges", test_card_set_edges);
  g_test_add_func ("/core/card/strain", test_strain);
  g_test_add_func ("/core/card/call/round-trip", test_call_round_trip);
  g_test_add_func ("/core/card/call/from-pbn", test_call_from_pbn);
  g_test_add_func ("/core/card/call/display", test_call_display);
  g_test_add_func ("/core/card/contract/from-pbn", test_contract_from_pbn);
  g_test_add_func ("/core/card/contract/passed-out", test_contract_passed_out);
  g_test_add_func ("/core/card/contract/round-trip", test_contract_round_trip);
  g_test_add_func ("/core/card/contract/display", test_contract_display);
  g_test_add_func ("/core/card/contract/equal", test_contract_equal);
  g_test_add_func ("/core/card/contract/invalid", test_contract_invalid);
  g_test_add_func ("/core/card/contract/boxed", test_contract_boxed);

  return g_test_run ();
}
