/* test-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

/* A real deal: every suit has 13 cards, 40 HCP in all.
 * North 4=3=3=3 10 HCP, East 3=4=2=4 20, South 4=2=5=2 10, West 2=4=3=4 0. */
#define DEAL_N "AK73.QT2.J98.654"
#define DEAL_E "QJ9.AK87.K2.AQJ3"
#define DEAL_S "T842.J9.AQ754.K2"
#define DEAL_W "65.6543.T63.T987"
#define DEAL_PBN "N:" DEAL_N " " DEAL_E " " DEAL_S " " DEAL_W

static const char *deal_cards[4] = {
  "SA SK S7 S3 HQ HT H2 DJ D9 D8 C6 C5 C4",
  "SQ SJ S9 HA HK H8 H7 DK D2 CA CQ CJ C3",
  "ST S8 S4 S2 HJ H9 DA DQ D7 D5 D4 CK C2",
  "S6 S5 H6 H5 H4 H3 DT D6 D3 CT C9 C8 C7",
};

/* Builds a card set from space-separated PBN cards, independently of the
 * Deal tag parser under test. */
static BrgCardSet
cards (const char *text)
{
  g_auto(GStrv) tokens = g_strsplit (text, " ", -1);
  BrgCardSet set = BRG_CARD_SET_EMPTY;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      BrgCard card;

      if (tokens[i][0] == '\0')
        continue;
      g_assert_true (brg_card_from_pbn (tokens[i], &card));
      g_assert_false (brg_card_set_contains (set, card));
      set |= BRG_CARD_SET_BIT (card);
    }

  return set;
}

static BrgCard
card (const char *text)
{
  BrgCard c;

  g_assert_true (brg_card_from_pbn (text, &c));
  return c;
}

typedef struct
{
  guint count;
  guint per_seat[4];
} HandCounter;

static void
hand_changed_cb (BrgDeal     *deal,
                 BrgSeat      seat,
                 HandCounter *counter)
{
  g_assert_true (BRG_SEAT_IS_VALID (seat));
  counter->count++;
  counter->per_seat[seat]++;
}

static void
counter_reset (HandCounter *counter)
{
  memset (counter, 0, sizeof *counter);
}

static void
assert_deal_is_reference (BrgDeal *deal)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_true (brg_deal_is_hand_known (deal, seat));
      g_assert_cmphex (brg_deal_get_hand (deal, seat), ==, cards (deal_cards[seat]));
    }
  g_assert_true (brg_deal_is_complete (deal));
}

static void
test_deal_new (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autofree char *pbn = NULL;
  g_autofree char *display = NULL;

  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_false (brg_deal_is_hand_known (deal, seat));
      g_assert_cmphex (brg_deal_get_hand (deal, seat), ==, BRG_CARD_SET_EMPTY);
      g_assert_cmpuint (brg_deal_get_n_cards (deal, seat), ==, 0);
      g_assert_null (brg_deal_dup_shape (deal, seat));
    }
  g_assert_true (brg_deal_is_empty (deal));
  g_assert_false (brg_deal_is_complete (deal));
  g_assert_false (brg_deal_is_end_position (deal));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_NONE);

  pbn = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (pbn, ==, "N:- - - -");
  display = brg_deal_dup_hand_display (deal, BRG_SEAT_EAST);
  g_assert_cmpstr (display, ==, "Unknown");

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.4.11: the same deal given from each of the four first seats. */
static void
test_deal_pbn_first_seat (gconstpointer data)
{
  static const char *hands[4] = { DEAL_N, DEAL_E, DEAL_S, DEAL_W };
  BrgSeat first = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autofree char *text = NULL;
  g_autofree char *export = NULL;
  g_autofree char *north_first = NULL;

  text = g_strdup_printf ("%c:%s %s %s %s", brg_seat_to_pbn (first),
                          hands[first], hands[(first + 1) % 4],
                          hands[(first + 2) % 4], hands[(first + 3) % 4]);
  deal = brg_deal_new_from_pbn (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (deal);
  assert_deal_is_reference (deal);

  export = brg_deal_to_pbn (deal, first);
  g_assert_cmpstr (export, ==, text);
  north_first = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (north_first, ==, DEAL_PBN);

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.11: lower case is allowed in import format, for the first seat as
 * well; PBN §3.4.11: ranks in any order. */
static void
test_deal_pbn_lower_case_any_order (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autofree char *export = NULL;

  deal = brg_deal_new_from_pbn ("e:9jq.78ka.2k.3jqa 248t.9j.457qa.2k "
                                "56.3456.36t.789t 37ka.2tq.89j.456", &error);
  g_assert_no_error (error);
  assert_deal_is_reference (deal);

  export = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (export, ==, DEAL_PBN);

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.4.11: the spec's example of a deal with only East-West given. */
static void
test_deal_pbn_unknown_hands (void)
{
  const char *text = "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -";
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autofree char *export = NULL;
  g_autofree char *north_first = NULL;

  deal = brg_deal_new_from_pbn (text, &error);
  g_assert_no_error (error);

  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_WEST));
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_NORTH));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmphex (brg_deal_get_hand (deal, BRG_SEAT_WEST), ==,
                   cards ("SK SQ ST S2 HA HT DJ D6 D5 D4 D2 C8 C5"));
  g_assert_cmphex (brg_deal_get_hand (deal, BRG_SEAT_EAST), ==,
                   cards ("SA S8 S6 S5 S4 HK HQ H5 DT CQ CJ CT C6"));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 0);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("DT")), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("DA")), ==, BRG_SEAT_NONE);

  g_assert_false (brg_deal_is_complete (deal));
  g_assert_false (brg_deal_is_end_position (deal));
  g_assert_false (brg_deal_is_empty (deal));

  export = brg_deal_to_pbn (deal, BRG_SEAT_WEST);
  g_assert_cmpstr (export, ==, text);
  north_first = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (north_first, ==, "N:- A8654.KQ5.T.QJT6 - KQT2.AT.J6542.85");

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.10: hands of fewer than 13 cards make an end position. */
static void
test_deal_pbn_end_position (void)
{
  const char *text = "N:A.K.Q. K2.3.. Q..A.2 .A.K.A";
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autoptr(BrgDeal) one_card = NULL;
  g_autofree char *export = NULL;

  deal = brg_deal_new_from_pbn (text, &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (brg_deal_get_n_cards (deal, seat), ==, 3);
  g_assert_cmphex (brg_deal_get_hand (deal, BRG_SEAT_WEST), ==, cards ("HA DK CA"));
  g_assert_true (brg_deal_is_end_position (deal));
  g_assert_false (brg_deal_is_complete (deal));

  export = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (export, ==, text);

  /* One known card is enough; a known but empty hand counts as known. */
  one_card = brg_deal_new_from_pbn ("S:... - 2... -", &error);
  g_assert_no_error (error);
  g_assert_true (brg_deal_is_end_position (one_card));
  g_assert_true (brg_deal_is_hand_known (one_card, BRG_SEAT_SOUTH));
  g_assert_cmpuint (brg_deal_get_n_cards (one_card, BRG_SEAT_SOUTH), ==, 0);
  g_assert_cmphex (brg_deal_get_hand (one_card, BRG_SEAT_NORTH), ==, cards ("S2"));

  /* A complete deal is not an end position. */
  g_assert_true (brg_deal_set_from_pbn (deal, DEAL_PBN, &error));
  g_assert_no_error (error);
  g_assert_false (brg_deal_is_end_position (deal));

  /* Nor is one with 13 cards in its largest hand and fewer elsewhere. */
  g_assert_true (brg_deal_set_from_pbn (deal, "N:" DEAL_N " 2... - -", &error));
  g_assert_no_error (error);
  g_assert_false (brg_deal_is_end_position (deal));

  /* Nor a deal with known hands but no card at all. */
  g_assert_true (brg_deal_set_from_pbn (deal, "N:... ... - -", &error));
  g_assert_no_error (error);
  g_assert_false (brg_deal_is_end_position (deal));
  g_assert_false (brg_deal_is_empty (deal));

  g_assert_finalize_object (g_steal_pointer (&one_card));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_pbn_spaces (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;

  deal = brg_deal_new_from_pbn ("  N :  " DEAL_N "   " DEAL_E "\t" DEAL_S "  " DEAL_W "  ", &error);
  g_assert_no_error (error);
  assert_deal_is_reference (deal);

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.4.11: import format to export format and back. */
static void
test_deal_pbn_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autoptr(BrgDeal) again = NULL;
  g_autofree char *export = NULL;
  g_autofree char *export_again = NULL;

  deal = brg_deal_new_from_pbn ("s:24t8.j9.a4q57.2k 65.4563.36t.t798 - 9qj.ka78.k2.3jqa", &error);
  g_assert_no_error (error);
  export = brg_deal_to_pbn (deal, BRG_SEAT_SOUTH);
  g_assert_cmpstr (export, ==, "S:T842.J9.AQ754.K2 65.6543.T63.T987 - QJ9.AK87.K2.AQJ3");

  again = brg_deal_new_from_pbn (export, &error);
  g_assert_no_error (error);
  g_assert_true (brg_deal_equal (deal, again));
  export_again = brg_deal_to_pbn (again, BRG_SEAT_SOUTH);
  g_assert_cmpstr (export_again, ==, export);

  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

typedef struct
{
  const char *name;
  const char *text;
  int         code;
} BadDeal;

static const BadDeal bad_deals[] = {
  { "card-twice-in-hand", "N:AA73.QT2.J98.654 - - -", BRG_MODEL_ERROR_INVALID_DEAL },
  { "card-twice-in-hand-case", "N:Aa73.QT2.J98.654 - - -", BRG_MODEL_ERROR_INVALID_DEAL },
  { "card-in-two-hands", "N:AK73.QT2.J98.654 A... - -", BRG_MODEL_ERROR_INVALID_DEAL },
  { "card-in-first-and-last", "N:AK73.QT2.J98.654 - - ...6", BRG_MODEL_ERROR_INVALID_DEAL },
  { "fourteen-cards", "N:AK73.QT2.J98.6543 - - -", BRG_MODEL_ERROR_INVALID_DEAL },
  { "bad-rank", "N:AK7X.QT2.J98.654 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "ten-as-10", "N:AK10.QT2.J98.654 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "non-ascii", "N:AK7\xe2\x99\xa0.QT2.J98.654 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "invalid-utf8", "N:AK7\xff.QT2.J98.654 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "three-suits", "N:AK73.QT2.J98654 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "five-suits", "N:AK73.QT2.J98.65.4 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "no-suits", "N:AK73 - - -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "three-hands", "N:" DEAL_N " " DEAL_E " " DEAL_S, BRG_MODEL_ERROR_INVALID_VALUE },
  { "five-hands", DEAL_PBN " -", BRG_MODEL_ERROR_INVALID_VALUE },
  { "no-hands", "N:", BRG_MODEL_ERROR_INVALID_VALUE },
  { "no-colon", DEAL_N " " DEAL_E " " DEAL_S " " DEAL_W, BRG_MODEL_ERROR_INVALID_VALUE },
  { "bad-first-seat", "X:" DEAL_N " " DEAL_E " " DEAL_S " " DEAL_W, BRG_MODEL_ERROR_INVALID_VALUE },
  { "long-first-seat", "NE:" DEAL_N " " DEAL_E " " DEAL_S " " DEAL_W,
    BRG_MODEL_ERROR_INVALID_VALUE },
  { "no-first-seat", ":" DEAL_N " " DEAL_E " " DEAL_S " " DEAL_W, BRG_MODEL_ERROR_INVALID_VALUE },
  { "empty", "", BRG_MODEL_ERROR_INVALID_VALUE },
  { "double-dash", "N:-- - - -", BRG_MODEL_ERROR_INVALID_VALUE },
};

/* A failed parse reports the right code and leaves the deal and its
 * listeners untouched. */
static void
test_deal_pbn_invalid (gconstpointer data)
{
  const BadDeal *bad = data;
  const char *before = "E:A.K.Q.J - ... -";
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autoptr(BrgDeal) reference = NULL;
  g_autofree char *after = NULL;
  HandCounter counter = { 0, };

  g_assert_null (brg_deal_new_from_pbn (bad->text, &error));
  g_assert_error (error, BRG_MODEL_ERROR, bad->code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpstr (error->message, !=, "");
  g_clear_error (&error);

  deal = brg_deal_new_from_pbn (before, &error);
  g_assert_no_error (error);
  reference = brg_deal_copy (deal);
  g_signal_connect (deal, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);

  g_assert_false (brg_deal_set_from_pbn (deal, bad->text, &error));
  g_assert_error (error, BRG_MODEL_ERROR, bad->code);
  g_assert_true (brg_deal_equal (deal, reference));
  after = brg_deal_to_pbn (deal, BRG_SEAT_EAST);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (counter.count, ==, 0);

  g_assert_finalize_object (g_steal_pointer (&reference));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_hcp_shape (void)
{
  static const guint hcp[4] = { 10, 20, 10, 0 };
  static const char *shapes[4] = { "4=3=3=3", "3=4=2=4", "4=2=5=2", "2=4=3=4" };
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn (DEAL_PBN, &error);
  g_autoptr(BrgDeal) void_deal = NULL;
  g_autofree char *void_shape = NULL;

  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *shape = brg_deal_dup_shape (deal, seat);

      g_assert_cmpuint (brg_deal_get_hcp (deal, seat), ==, hcp[seat]);
      g_assert_cmpstr (shape, ==, shapes[seat]);
      g_assert_cmpuint (brg_deal_get_n_cards (deal, seat), ==, 13);
    }
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_SOUTH, BRG_SUIT_DIAMONDS), ==, 5);
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES), ==, 4);
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_SOUTH, BRG_SUIT_HEARTS), ==, 2);
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_SOUTH, BRG_SUIT_CLUBS), ==, 2);

  /* A void, then a 7-card suit: the shape is exact, not sorted. */
  void_deal = brg_deal_new_from_pbn ("N:AKQJ.AKQJ.AKQJT. - - -", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_deal_get_hcp (void_deal, BRG_SEAT_NORTH), ==, 30);
  void_shape = brg_deal_dup_shape (void_deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (void_shape, ==, "4=4=5=0");
  g_clear_pointer (&void_shape, g_free);
  g_assert_true (brg_deal_set_from_pbn (void_deal, "N:2.AKQJT98.AKQ.AK - - -", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_deal_get_hcp (void_deal, BRG_SEAT_NORTH), ==, 26);
  void_shape = brg_deal_dup_shape (void_deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (void_shape, ==, "1=7=3=2");

  g_assert_finalize_object (g_steal_pointer (&void_deal));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_hand_display (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  g_autofree char *north = NULL;
  g_autofree char *east = NULL;
  g_autofree char *south = NULL;

  deal = brg_deal_new_from_pbn ("N:AK7.QT..J985432 ... - -", &error);
  g_assert_no_error (error);
  north = brg_deal_dup_hand_display (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (north, ==, "♠ A K 7 ♥ Q 10 ♦ — ♣ J 9 8 5 4 3 2");
  east = brg_deal_dup_hand_display (deal, BRG_SEAT_EAST);
  g_assert_cmpstr (east, ==, "♠ — ♥ — ♦ — ♣ —");
  south = brg_deal_dup_hand_display (deal, BRG_SEAT_SOUTH);
  g_assert_cmpstr (south, ==, "Unknown");

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* A hand known to be empty differs from an unknown hand. */
static void
test_deal_known_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgDeal) unknown = brg_deal_new ();
  g_autofree char *pbn = NULL;
  g_autofree char *shape = NULL;
  HandCounter counter = { 0, };

  g_signal_connect (deal, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);
  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_EAST, BRG_CARD_SET_EMPTY, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter.count, ==, 1);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_EAST], ==, 1);

  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
  g_assert_false (brg_deal_is_empty (deal));
  g_assert_false (brg_deal_equal (deal, unknown));
  shape = brg_deal_dup_shape (deal, BRG_SEAT_EAST);
  g_assert_cmpstr (shape, ==, "0=0=0=0");
  pbn = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);
  g_assert_cmpstr (pbn, ==, "N:- ... - -");

  brg_deal_forget_hand (deal, BRG_SEAT_EAST);
  g_assert_cmpuint (counter.count, ==, 2);
  g_assert_true (brg_deal_is_empty (deal));
  g_assert_true (brg_deal_equal (deal, unknown));

  g_assert_finalize_object (g_steal_pointer (&unknown));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_give_take (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  HandCounter counter = { 0, };

  g_signal_connect (deal, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);

  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_SOUTH, card ("HJ"), &error));
  g_assert_no_error (error);
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("HJ")), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_SOUTH], ==, 1);

  /* Giving a card the hand already holds changes nothing. */
  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_SOUTH, card ("HJ"), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter.count, ==, 1);

  /* Another hand may not get it. */
  g_assert_false (brg_deal_give_card (deal, BRG_SEAT_WEST, card ("HJ"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_WEST));
  g_assert_cmpuint (counter.count, ==, 1);

  /* Moving a card: take it, then give it. */
  g_assert_true (brg_deal_take_card (deal, card ("HJ")));
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_SOUTH], ==, 2);
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("HJ")), ==, BRG_SEAT_NONE);
  g_assert_false (brg_deal_take_card (deal, card ("HJ")));
  g_assert_cmpuint (counter.count, ==, 2);
  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_WEST, card ("HJ"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("HJ")), ==, BRG_SEAT_WEST);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_WEST], ==, 1);
  g_assert_cmpuint (counter.count, ==, 3);

  /* A 14th card does not fit. */
  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_NORTH, cards (deal_cards[BRG_SEAT_NORTH]),
                                    &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter.count, ==, 4);
  g_assert_false (brg_deal_give_card (deal, BRG_SEAT_NORTH, card ("S2"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("S2")), ==, BRG_SEAT_NONE);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 13);
  g_assert_cmpuint (counter.count, ==, 4);
  /* ...but one it holds is still accepted. */
  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_NORTH, card ("SA"), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter.count, ==, 4);

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* Setters that would break the invariants fail and change nothing. */
static void
test_deal_invariants (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:" DEAL_N " - - -", &error);
  g_autoptr(BrgDeal) reference = NULL;
  HandCounter counter = { 0, };

  g_assert_no_error (error);
  reference = brg_deal_copy (deal);
  g_signal_connect (deal, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);

  /* SA is North's. */
  g_assert_false (brg_deal_set_hand (deal, BRG_SEAT_EAST, cards ("SA HA"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* 14 cards. */
  g_assert_false (brg_deal_set_hand (deal, BRG_SEAT_SOUTH,
                                     cards (deal_cards[BRG_SEAT_EAST]) | cards ("S2"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* 14 cards for North, all distinct. */
  g_assert_false (brg_deal_set_hand (deal, BRG_SEAT_NORTH,
                                     cards (deal_cards[BRG_SEAT_NORTH]) | cards ("S2"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  g_assert_true (brg_deal_equal (deal, reference));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmpuint (counter.count, ==, 0);

  /* North may rearrange its own cards. */
  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_NORTH, cards ("SA SK HQ"), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter.count, ==, 1);
  /* Setting the same hand again is no change. */
  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_NORTH, cards ("SA SK HQ"), &error));
  g_assert_cmpuint (counter.count, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&reference));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_rotate (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn (DEAL_PBN, &error);
  g_autoptr(BrgDeal) partial = NULL;
  g_autofree char *pbn = NULL;
  HandCounter counter = { 0, };

  g_assert_no_error (error);
  g_signal_connect (deal, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);

  /* North's hand moves to East. */
  brg_deal_rotate (deal, 1);
  g_assert_cmpuint (counter.count, ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmphex (brg_deal_get_hand (deal, (seat + 1) % 4), ==, cards (deal_cards[seat]));
  pbn = brg_deal_to_pbn (deal, BRG_SEAT_EAST);
  g_assert_cmpstr (pbn, ==, "E:" DEAL_N " " DEAL_E " " DEAL_S " " DEAL_W);

  brg_deal_rotate (deal, -1);
  assert_deal_is_reference (deal);
  g_assert_cmpuint (counter.count, ==, 8);

  /* A full turn is no change. */
  brg_deal_rotate (deal, 4);
  brg_deal_rotate (deal, -8);
  brg_deal_rotate (deal, 0);
  assert_deal_is_reference (deal);
  g_assert_cmpuint (counter.count, ==, 8);

  /* A teacher puts declarer East in the South seat. */
  brg_deal_rotate (deal, BRG_SEAT_SOUTH - BRG_SEAT_EAST);
  g_assert_cmphex (brg_deal_get_hand (deal, BRG_SEAT_SOUTH), ==, cards (deal_cards[BRG_SEAT_EAST]));
  g_assert_cmphex (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, cards (deal_cards[BRG_SEAT_WEST]));
  g_assert_cmphex (brg_deal_get_hand (deal, BRG_SEAT_WEST), ==, cards (deal_cards[BRG_SEAT_SOUTH]));

  /* Known flags move with the hands; hands that stay the same do not
   * signal: here two unknown hands swap. */
  partial = brg_deal_new_from_pbn ("N:" DEAL_N " - " DEAL_S " -", &error);
  g_assert_no_error (error);
  counter_reset (&counter);
  g_signal_connect (partial, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);
  brg_deal_rotate (partial, 2);
  g_assert_cmpuint (counter.count, ==, 2);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_NORTH], ==, 1);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_SOUTH], ==, 1);
  g_assert_cmphex (brg_deal_get_hand (partial, BRG_SEAT_NORTH), ==,
                   cards (deal_cards[BRG_SEAT_SOUTH]));
  brg_deal_rotate (partial, 1);
  g_assert_cmpuint (counter.count, ==, 6);
  g_assert_false (brg_deal_is_hand_known (partial, BRG_SEAT_NORTH));
  g_assert_true (brg_deal_is_hand_known (partial, BRG_SEAT_EAST));
  g_assert_cmphex (brg_deal_get_hand (partial, BRG_SEAT_EAST), ==,
                   cards (deal_cards[BRG_SEAT_SOUTH]));

  g_assert_finalize_object (g_steal_pointer (&partial));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* hand-changed fires once for each hand that really changed. */
static void
test_deal_signals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  HandCounter counter = { 0, };

  g_signal_connect (deal, "hand-changed", G_CALLBACK (hand_changed_cb), &counter);

  g_assert_true (brg_deal_set_from_pbn (deal, DEAL_PBN, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter.count, ==, 4);

  /* Same text, no change. */
  g_assert_true (brg_deal_set_from_pbn (deal, DEAL_PBN, &error));
  g_assert_cmpuint (counter.count, ==, 4);

  /* Same deal from another seat, in lower case: no change. */
  g_assert_true (brg_deal_set_from_pbn (deal, "w:" DEAL_W " " DEAL_N " " DEAL_E " " DEAL_S,
                                        &error));
  g_assert_cmpuint (counter.count, ==, 4);

  /* East and West swap a card: two hands change. */
  counter_reset (&counter);
  g_assert_true (brg_deal_set_from_pbn (deal,
                                        "N:" DEAL_N " QJ9.AK87.K2.AQJ7 " DEAL_S " 65.6543.T63.T983",
                                        &error));
  g_assert_cmpuint (counter.count, ==, 2);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_EAST], ==, 1);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_WEST], ==, 1);

  /* Forgetting twice signals once. */
  counter_reset (&counter);
  brg_deal_forget_hand (deal, BRG_SEAT_SOUTH);
  brg_deal_forget_hand (deal, BRG_SEAT_SOUTH);
  g_assert_cmpuint (counter.count, ==, 1);
  g_assert_cmpuint (counter.per_seat[BRG_SEAT_SOUTH], ==, 1);

  /* A take of a card nobody holds does not signal. */
  g_assert_false (brg_deal_take_card (deal, card ("DA")));
  g_assert_cmpuint (counter.count, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* The signal's value is a registered BrgSeat, so bindings see an enum. */
static void
test_deal_signal_type (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  GSignalQuery query;

  g_signal_query (g_signal_lookup ("hand-changed", BRG_TYPE_DEAL), &query);
  g_assert_cmpuint (query.n_params, ==, 1);
  g_assert_true (query.param_types[0] == BRG_TYPE_SEAT);

  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_copy_equal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:" DEAL_N " - " DEAL_S " ...", &error);
  g_autoptr(BrgDeal) copy = NULL;

  g_assert_no_error (error);
  copy = brg_deal_copy (deal);
  g_assert_true (brg_deal_equal (deal, copy));
  g_assert_true (brg_deal_equal (copy, deal));
  g_assert_true (brg_deal_is_hand_known (copy, BRG_SEAT_WEST));
  g_assert_false (brg_deal_is_hand_known (copy, BRG_SEAT_EAST));

  /* The copy is independent. */
  g_assert_true (brg_deal_take_card (copy, card ("SA")));
  g_assert_false (brg_deal_equal (deal, copy));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_NORTH);

  g_assert_true (brg_deal_give_card (copy, BRG_SEAT_NORTH, card ("SA"), &error));
  g_assert_true (brg_deal_equal (deal, copy));
  brg_deal_forget_hand (copy, BRG_SEAT_WEST);
  g_assert_false (brg_deal_equal (deal, copy));

  g_assert_finalize_object (g_steal_pointer (&copy));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_complete (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new ();

  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_false (brg_deal_is_complete (deal));
      g_assert_true (brg_deal_set_hand (deal, seat, cards (deal_cards[seat]), &error));
      g_assert_no_error (error);
    }
  g_assert_true (brg_deal_is_complete (deal));

  for (BrgCard c = 0; c < BRG_N_CARDS; c++)
    g_assert_cmpint (brg_deal_get_holder (deal, c), !=, BRG_SEAT_NONE);

  g_assert_true (brg_deal_take_card (deal, card ("C2")));
  g_assert_false (brg_deal_is_complete (deal));
  g_assert_false (brg_deal_is_end_position (deal));

  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_deal_programmer_errors (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpuint (brg_deal_get_n_cards (deal, (BrgSeat) 4), ==, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_deal_get_holder (deal, BRG_CARD_UNKNOWN), ==, BRG_SEAT_NONE);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_deal_set_hand (deal, BRG_SEAT_NORTH, ~BRG_CARD_SET_EMPTY, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_deal_to_pbn (deal, BRG_SEAT_NONE));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_deal_new_from_pbn (NULL, NULL));
  g_test_assert_expected_messages ();

  g_assert_true (brg_deal_is_empty (deal));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/deal/new", test_deal_new);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *path = g_strdup_printf ("/core/deal/pbn/first-seat/%c",
                                               brg_seat_to_pbn (seat));

      g_test_add_data_func (path, GUINT_TO_POINTER (seat), test_deal_pbn_first_seat);
    }
  g_test_add_func ("/core/deal/pbn/lower-case-any-order", test_deal_pbn_lower_case_any_order);
  g_test_add_func ("/core/deal/pbn/unknown-hands", test_deal_pbn_unknown_hands);
  g_test_add_func ("/core/deal/pbn/end-position", test_deal_pbn_end_position);
  g_test_add_func ("/core/deal/pbn/spaces", test_deal_pbn_spaces);
  g_test_add_func ("/core/deal/pbn/round-trip", test_deal_pbn_round_trip);
  for (guint i = 0; i < G_N_ELEMENTS (bad_deals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/deal/pbn/invalid/%s", bad_deals[i].name);

      g_test_add_data_func (path, &bad_deals[i], test_deal_pbn_invalid);
    }
  g_test_add_func ("/core/deal/hcp-shape", test_deal_hcp_shape);
  g_test_add_func ("/core/deal/hand-display", test_deal_hand_display);
  g_test_add_func ("/core/deal/known-empty", test_deal_known_empty);
  g_test_add_func ("/core/deal/give-take", test_deal_give_take);
  g_test_add_func ("/core/deal/invariants", test_deal_invariants);
  g_test_add_func ("/core/deal/rotate", test_deal_rotate);
  g_test_add_func ("/core/deal/signals", test_deal_signals);
  g_test_add_func ("/core/deal/signal-type", test_deal_signal_type);
  g_test_add_func ("/core/deal/copy-equal", test_deal_copy_equal);
  g_test_add_func ("/core/deal/complete", test_deal_complete);
  g_test_add_func ("/core/deal/programmer-errors", test_deal_programmer_errors);

  return g_test_run ();
}
