/* test-deal-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cards as typed and pasted (a suit, a hand line, a PBN Deal value, an RBN
 * H line, a LIN md value), and the deal's editing state: spot cards, hands
 * over 13 cards, and the status an editor shows.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

static BrgCardSet
cards_of (const char *pbn_hand)
{
  g_autoptr(GError) error = NULL;
  BrgHandText hand;

  g_assert_true (brg_hand_text_parse (pbn_hand, &hand, &error));
  g_assert_no_error (error);
  return hand.cards;
}

static void
test_suit (void)
{
  g_autoptr(GError) error = NULL;
  BrgHandText hand;

  /* Upper and lower case, 10 and T, x for spot cards, blanks. */
  g_assert_true (brg_hand_text_parse_suit ("A k 10 9x X", BRG_SUIT_HEARTS, &hand, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (hand.cards, ==, cards_of (".AKT9.."));
  g_assert_cmpuint (hand.n_spots[BRG_SUIT_HEARTS], ==, 2);
  g_assert_cmpuint (brg_hand_text_count (&hand), ==, 6);

  g_assert_true (brg_hand_text_parse_suit ("", BRG_SUIT_SPADES, &hand, &error));
  g_assert_cmpuint (brg_hand_text_count (&hand), ==, 0);
  g_assert_true (brg_hand_text_parse_suit ("-", BRG_SUIT_SPADES, &hand, &error));
  g_assert_cmpuint (brg_hand_text_count (&hand), ==, 0);
  g_assert_true (brg_hand_text_parse_suit ("akqjt98765432", BRG_SUIT_CLUBS, &hand, &error));
  g_assert_cmpuint (hand.cards, ==, BRG_CARD_SET_SUIT (BRG_SUIT_CLUBS));
  g_assert_no_error (error);
}

static void
test_suit_errors (void)
{
  static const struct
  {
    const char *text;
    int         code;
  } bad[] = {
    { "AKZ", BRG_MODEL_ERROR_INVALID_VALUE },
    { "A1", BRG_MODEL_ERROR_INVALID_VALUE },      /* 1 without 0 */
    { "A.K", BRG_MODEL_ERROR_INVALID_VALUE },     /* a dot in one suit */
    { "A\xc3\xa9", BRG_MODEL_ERROR_INVALID_VALUE },
    { "KK", BRG_MODEL_ERROR_INVALID_DEAL },
    { "T10", BRG_MODEL_ERROR_INVALID_DEAL },
    { "xxxxxxxxx", BRG_MODEL_ERROR_INVALID_DEAL },  /* 9 spot cards: only 2–9 are spots */
    { "2xxxxxxxx", BRG_MODEL_ERROR_INVALID_DEAL },  /* the 2 and 8 more */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgHandText hand;

      g_test_message ("%s", bad[i].text);
      g_assert_false (brg_hand_text_parse_suit (bad[i].text, BRG_SUIT_SPADES, &hand, &error));
      g_assert_error (error, BRG_MODEL_ERROR, bad[i].code);
    }
}

static void
test_hand_line (void)
{
  g_autoptr(GError) error = NULL;
  BrgHandText hand;

  g_assert_true (brg_hand_text_parse ("AKJ5.Q32.T9.8742", &hand, &error));
  g_assert_cmpuint (brg_hand_text_count (&hand), ==, 13);
  /* Suits left out at the end are void: a line read while typed. */
  g_assert_true (brg_hand_text_parse ("AKxx.Q10", &hand, &error));
  g_assert_cmpuint (hand.cards, ==, cards_of ("AK.QT.."));
  g_assert_cmpuint (hand.n_spots[BRG_SUIT_SPADES], ==, 2);
  g_assert_no_error (error);

  g_assert_false (brg_hand_text_parse ("A.K.Q.J.T", &hand, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
}

static void
test_format (void)
{
  BrgCardSet hand = cards_of ("AK32.QT2..8742");
  BrgCardSet spots = cards_of ("32...");
  g_autofree char *line = brg_hand_text_format (hand, spots);
  g_autofree char *suit = brg_hand_text_format_suit (hand, spots, BRG_SUIT_SPADES);
  g_autofree char *void_suit = brg_hand_text_format_suit (hand, spots, BRG_SUIT_DIAMONDS);

  g_assert_cmpstr (line, ==, "AKxx.QT2..8742");
  g_assert_cmpstr (suit, ==, "AKxx");
  g_assert_cmpstr (void_suit, ==, "");
}

static void
parse_to_hands (const char *text,
                BrgHands   *hands,
                BrgSeat    *dealer)
{
  g_autoptr(GError) error = NULL;
  BrgDealText deal;

  g_assert_true (brg_deal_text_parse (text, &deal, &error));
  g_assert_no_error (error);
  g_assert_true (brg_deal_text_to_hands (&deal, hands, &error));
  g_assert_no_error (error);
  if (dealer != NULL)
    *dealer = deal.dealer;
}

/* The deal of PBN §1.2 in every short form. */
#define NORTH ".63.AKQ987.A9732"
#define EAST  "A8654.KQ5.T.QJT6"
#define SOUTH "J973.J98742.3.K4"
#define WEST  "KQT2.AT.J6542.85"

static void
assert_spec_deal (const BrgHands *hands)
{
  g_assert_cmpuint (hands->cards[BRG_SEAT_NORTH], ==, cards_of (NORTH));
  g_assert_cmpuint (hands->cards[BRG_SEAT_EAST], ==, cards_of (EAST));
  g_assert_cmpuint (hands->cards[BRG_SEAT_SOUTH], ==, cards_of (SOUTH));
  g_assert_cmpuint (hands->cards[BRG_SEAT_WEST], ==, cards_of (WEST));
  for (guint seat = 0; seat < 4; seat++)
    g_assert_true (hands->known[seat]);
  g_assert_cmpuint (hands->spots, ==, 0);
}

static void
test_deal_pbn (void)
{
  BrgHands hands;

  /* PBN §3.4.11, quoted or not, either case, extra blanks. */
  parse_to_hands ("N:" NORTH " " EAST " " SOUTH " " WEST, &hands, NULL);
  assert_spec_deal (&hands);
  parse_to_hands ("  \"w:kqt2.at.j6542.85 " NORTH "  " EAST " " SOUTH "\" ", &hands, NULL);
  assert_spec_deal (&hands);

  /* Unknown hands, x, and 10. */
  parse_to_hands ("S:AK10x.x.x.x - - -", &hands, NULL);
  g_assert_true (hands.known[BRG_SEAT_SOUTH]);
  g_assert_false (hands.known[BRG_SEAT_WEST]);
  g_assert_cmpuint (hands.cards[BRG_SEAT_SOUTH], ==, cards_of ("AKT2.2.2.2"));
  g_assert_cmpuint (hands.spots, ==, cards_of ("2.2.2.2"));
}

static void
test_deal_rbn (void)
{
  BrgHands hands;

  /* RBN 3.2 H label: with or without the label, the fourth hand given. */
  parse_to_hands ("H N:" NORTH ":" EAST ":" SOUTH ":" WEST, &hands, NULL);
  assert_spec_deal (&hands);
  /* Three full hands and a colon: the fourth has the rest. */
  parse_to_hands ("W:" WEST ":" NORTH ":" EAST ":", &hands, NULL);
  assert_spec_deal (&hands);
  /* A semicolon marks a hidden hand; a missing hand stays unknown. */
  parse_to_hands ("E;" EAST "::" WEST, &hands, NULL);
  g_assert_cmpuint (hands.cards[BRG_SEAT_EAST], ==, cards_of (EAST));
  g_assert_false (hands.known[BRG_SEAT_SOUTH]);
  g_assert_true (hands.known[BRG_SEAT_WEST]);
  g_assert_false (hands.known[BRG_SEAT_NORTH]);
}

static void
test_deal_lin (void)
{
  BrgHands hands;
  BrgSeat dealer;

  /* Dealer 3 = North; hands South, West, North, East as suit letters. */
  parse_to_hands ("md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,SA8654HKQ5DTCQJT6|",
                  &hands, &dealer);
  assert_spec_deal (&hands);
  g_assert_cmpint (dealer, ==, BRG_SEAT_NORTH);

  /* A whole LIN line, lower case, the fourth hand left out. */
  parse_to_hands ("pn|a,b,c,d|st||md|1sj973hj98742d3ck4,skqt2hatdj6542c85,sh63dakq987ca9732,|"
                  "rh||ah|Board 1|", &hands, &dealer);
  assert_spec_deal (&hands);
  g_assert_cmpint (dealer, ==, BRG_SEAT_SOUTH);

  /* The bare value. */
  parse_to_hands ("4SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,", &hands, &dealer);
  assert_spec_deal (&hands);
  g_assert_cmpint (dealer, ==, BRG_SEAT_EAST);
}

/* The LIN reader's entry: a value with its length, where it fails, one
 * missing hand of any seat taking the rest, commas after the fourth hand,
 * and a card given in two hands found as it is read. */
static void
test_deal_lin_full (void)
{
  static const struct
  {
    const char *value;
    gsize       at;
    int         code;
  } bad[] = {
    { "3SAK,SAQ,,", 6, BRG_MODEL_ERROR_INVALID_DEAL },   /* ♠A in two hands */
    { "3SAK,SQ,SJ,ST,S9", 14, BRG_MODEL_ERROR_INVALID_VALUE },
    { "3SAKZ", 4, BRG_MODEL_ERROR_INVALID_VALUE },
    { "3S10Q10", 5, BRG_MODEL_ERROR_INVALID_DEAL },      /* the ten twice */
    { " 0SAK", 1, BRG_MODEL_ERROR_INVALID_VALUE },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *many_x = NULL;
  BrgDealText deal;
  BrgHands hands;
  gsize at = 99;

  /* West left out of three full hands takes the rest; the length ends the
   * value before the bar. */
  g_assert_true (brg_deal_text_parse_lin_md_full ("2SJ973HJ98742D3CK4,,SH63DAKQ987CA9732,"
                                                  "SA8654HKQ5DTCQJT6|rh||", 55, &deal, &at,
                                                  &error));
  g_assert_no_error (error);
  g_assert_cmpuint (at, ==, 0);
  g_assert_cmpint (deal.dealer, ==, BRG_SEAT_WEST);
  g_assert_cmpint (deal.rest, ==, BRG_SEAT_WEST);
  g_assert_true (brg_deal_text_to_hands (&deal, &hands, &error));
  g_assert_cmpuint (hands.cards[BRG_SEAT_WEST], ==, cards_of ("KQT2.AT.J6542.85"));

  /* Two hands left out: a partial deal, no rest. */
  g_assert_true (brg_deal_text_parse_lin_md_full ("SJ973HJ98742D3CK4,,SH63DAKQ987CA9732,", -1,
                                                  &deal, NULL, &error));
  g_assert_cmpint (deal.rest, ==, BRG_SEAT_NONE);
  g_assert_false (deal.known[BRG_SEAT_WEST]);
  g_assert_false (deal.known[BRG_SEAT_EAST]);

  /* Commas and a line end after the fourth hand. */
  g_assert_true (brg_deal_text_parse_lin_md_full ("3SA,SK,SQ,SJ,,\r\n", -1, &deal, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("“%s”", bad[i].value);
      g_assert_false (brg_deal_text_parse_lin_md_full (bad[i].value, -1, &deal, &at, &error));
      g_assert_error (error, BRG_MODEL_ERROR, bad[i].code);
      g_assert_cmpuint (at, ==, bad[i].at);
      g_clear_error (&error);
    }

  /* 260 x in one suit cannot wrap the count round to a few. */
  many_x = g_strnfill (260, 'x');
  {
    g_autofree char *value = g_strconcat ("S", many_x, NULL);

    g_assert_false (brg_deal_text_parse_lin_md_full (value, -1, &deal, &at, &error));
    g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
    g_assert_cmpuint (at, ==, 9);
  }
}

static void
test_deal_errors (void)
{
  static const char *bad[] = {
    "",
    "hello",
    "N AKQ",                                         /* no colon */
    "X:AKQ - - -",                                   /* no such seat */
    "N:AKQ - - - -",                                 /* five hands */
    "N:AKZ - - -",
    "N:AKQ:::?",                                     /* RBN unknown card */
    "md|0|",                                         /* keeps the deal before */
    "md|3SAK,SQ,SJ,ST,S9|",                          /* five hands */
    "md|3AK|",                                       /* a rank before a suit */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgDealText deal;

      g_test_message ("“%s”", bad[i]);
      g_assert_false (brg_deal_text_parse (bad[i], &deal, &error));
      g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
    }
}

static void
test_deal_to_hands_errors (void)
{
  g_autoptr(GError) error = NULL;
  BrgDealText deal;
  BrgHands hands;

  /* One card in two hands. */
  g_assert_true (brg_deal_text_parse ("N:A... A... - -", &deal, &error));
  g_assert_false (brg_deal_text_to_hands (&deal, &hands, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* x chooses the lowest spot cards no hand names: 2 3 taken, so 4 5. */
  g_assert_true (brg_deal_text_parse ("N:xx... 32... - -", &deal, &error));
  g_assert_true (brg_deal_text_to_hands (&deal, &hands, &error));
  g_assert_cmpuint (hands.cards[BRG_SEAT_NORTH], ==, cards_of ("54..."));
  g_assert_cmpuint (hands.spots, ==, cards_of ("54..."));

  /* Too few spot cards left for the x. */
  g_assert_true (brg_deal_text_parse ("N:xxxxx... 2345... - -", &deal, &error));
  g_assert_false (brg_deal_text_to_hands (&deal, &hands, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
}

static void
test_deal_hands_over_13 (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(GError) error = NULL;
  BrgHands hands = { { 0, }, 0, { FALSE, } }, back;

  hands.cards[BRG_SEAT_NORTH] = cards_of ("AKQJT98765432.A..");
  hands.known[BRG_SEAT_NORTH] = TRUE;
  hands.cards[BRG_SEAT_EAST] = cards_of (".K..");
  hands.known[BRG_SEAT_EAST] = TRUE;
  hands.spots = cards_of ("2...");

  /* The editor's setter lets a hand pass 13, and says what is wrong. */
  g_assert_true (brg_deal_set_hands (deal, &hands, &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_deal_get_status (deal), ==, BRG_DEAL_STATUS_OVERFULL);
  g_assert_false (brg_deal_check (deal, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_assert_nonnull (strstr (error->message, "14"));
  g_clear_error (&error);
  brg_deal_get_hands (deal, &back);
  g_assert_cmpmem (&back, sizeof back, &hands, sizeof hands);
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, cards_of ("2..."));

  /* The strict setters still refuse a 14th card. */
  g_assert_false (brg_deal_give_card (deal, BRG_SEAT_NORTH, BRG_CARD (BRG_SUIT_CLUBS, 2), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* Taking a card away drops its spot mark; the deal becomes right. */
  g_assert_true (brg_deal_take_card (deal, BRG_CARD (BRG_SUIT_SPADES, 2)));
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, 0);
  g_assert_cmpint (brg_deal_get_status (deal), ==, BRG_DEAL_STATUS_INCOMPLETE);
  g_assert_true (brg_deal_check (deal, &error));
  g_assert_no_error (error);
}

static void
test_deal_set_hands_errors (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  BrgHands hands = { { 0, }, 0, { FALSE, } };
  GError *error = NULL;

  /* A card in two hands. */
  hands.cards[BRG_SEAT_NORTH] = hands.cards[BRG_SEAT_SOUTH] = cards_of ("A...");
  hands.known[BRG_SEAT_NORTH] = hands.known[BRG_SEAT_SOUTH] = TRUE;
  g_assert_false (brg_deal_set_hands (deal, &hands, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* An unknown hand with cards. */
  hands.cards[BRG_SEAT_SOUTH] = cards_of ("K...");
  hands.known[BRG_SEAT_SOUTH] = FALSE;
  g_assert_false (brg_deal_set_hands (deal, &hands, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* A spot in no hand. */
  hands.known[BRG_SEAT_SOUTH] = TRUE;
  hands.spots = cards_of ("2...");
  g_assert_false (brg_deal_set_hands (deal, &hands, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_clear_error (&error);
  g_assert_true (brg_deal_is_empty (deal));
}

static void
count_cb (BrgDeal *deal,
          BrgSeat  seat,
          guint   *counts)
{
  counts[seat]++;
}

static void
test_deal_set_hands_signals (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:AK32... - - -", NULL);
  guint counts[4] = { 0, };
  BrgHands hands;

  g_signal_connect (deal, "hand-changed", G_CALLBACK (count_cb), counts);
  brg_deal_get_hands (deal, &hands);
  /* Marking spot cards changes what the hand shows: it is told. */
  hands.spots = cards_of ("32...");
  g_assert_true (brg_deal_set_hands (deal, &hands, NULL));
  g_assert_cmpuint (counts[BRG_SEAT_NORTH], ==, 1);
  g_assert_cmpuint (counts[BRG_SEAT_EAST] + counts[BRG_SEAT_SOUTH] + counts[BRG_SEAT_WEST], ==, 0);

  /* The same hands again: nothing to tell. */
  g_assert_true (brg_deal_set_hands (deal, &hands, NULL));
  g_assert_cmpuint (counts[BRG_SEAT_NORTH], ==, 1);

  /* The copy keeps the marks; equal compares them. */
  {
    g_autoptr(BrgDeal) copy = brg_deal_copy (deal);
    g_autoptr(BrgDeal) plain = brg_deal_new_from_pbn ("N:AK32... - - -", NULL);

    g_assert_true (brg_deal_equal (copy, deal));
    g_assert_false (brg_deal_equal (plain, deal));
  }

  /* A PBN value keeps the marks of cards that stay in their hands... */
  g_assert_true (brg_deal_set_from_pbn (deal, "N:AK32... - - -", NULL));
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, cards_of ("32..."));
  g_assert_true (brg_deal_set_from_pbn (deal, "N:AK3... 2... - -", NULL));
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, cards_of ("3..."));
  /* ...and setting the hand by card drops its marks. */
  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_NORTH, cards_of ("AK3..."), NULL));
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/deal-text/suit", test_suit);
  g_test_add_func ("/core/deal-text/suit-errors", test_suit_errors);
  g_test_add_func ("/core/deal-text/hand-line", test_hand_line);
  g_test_add_func ("/core/deal-text/format", test_format);
  g_test_add_func ("/core/deal-text/pbn", test_deal_pbn);
  g_test_add_func ("/core/deal-text/rbn", test_deal_rbn);
  g_test_add_func ("/core/deal-text/lin", test_deal_lin);
  g_test_add_func ("/core/deal-text/lin-full", test_deal_lin_full);
  g_test_add_func ("/core/deal-text/errors", test_deal_errors);
  g_test_add_func ("/core/deal-text/to-hands-errors", test_deal_to_hands_errors);
  g_test_add_func ("/core/deal/hands-over-13", test_deal_hands_over_13);
  g_test_add_func ("/core/deal/set-hands-errors", test_deal_set_hands_errors);
  g_test_add_func ("/core/deal/set-hands-signals", test_deal_set_hands_signals);

  return g_test_run ();
}
