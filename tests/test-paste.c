/* test-paste.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deal pasted into the deal editor in each form people copy: a PBN Deal
 * value, an RBN H line, a LIN md value, a <PBN> snippet, tag pairs.
 */

#include "config.h"

#include "brg-core.h"

/* The deal of PBN §1.2. */
#define DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

static void
assert_spec_deal (const BrgHands *hands)
{
  g_autoptr(BrgDeal) expected = brg_deal_new_from_pbn (DEAL, NULL);
  g_autoptr(BrgDeal) deal = brg_deal_new ();

  g_assert_true (brg_deal_set_hands (deal, hands, NULL));
  g_assert_true (brg_deal_equal (deal, expected));
}

static void
test_forms (void)
{
  static const struct
  {
    const char *text;
    BrgSeat     dealer;
  } forms[] = {
    /* PBN §3.4.11 */
    { DEAL, BRG_SEAT_NONE },
    /* RBN 3.2 H label */
    { "H N:.63.AKQ987.A9732:A8654.KQ5.T.QJT6:J973.J98742.3.K4:", BRG_SEAT_NONE },
    /* LIN md, dealer 2 = West */
    { "md|2SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,SA8654HKQ5DTCQJT6|",
      BRG_SEAT_WEST },
    /* PBN §6.2: a snippet in the middle of a message */
    { "Look at this one:\n<PBN>\n[Board \"3\"]\n[Dealer \"S\"]\n[Deal \"" DEAL "\"]\n</PBN>\n"
      "Thanks!\n", BRG_SEAT_SOUTH },
    /* Tag pairs alone */
    { "[Dealer \"E\"]\n[Deal \"" DEAL "\"]\n", BRG_SEAT_EAST },
    /* The first game with cards */
    { "% PBN 2.1\n[Event \"x\"]\n\n[Dealer \"N\"]\n[Deal \"" DEAL "\"]\n", BRG_SEAT_NORTH },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgHands hands;
      BrgSeat dealer;

      g_test_message ("%s", forms[i].text);
      g_assert_true (brg_paste_read_deal (forms[i].text, &hands, &dealer, &error));
      g_assert_no_error (error);
      assert_spec_deal (&hands);
      g_assert_cmpint (dealer, ==, forms[i].dealer);
    }
}

static void
test_spots (void)
{
  g_autoptr(GError) error = NULL;
  BrgHands hands;

  /* x in a pasted deal: the lowest free spot cards, marked. */
  g_assert_true (brg_paste_read_deal ("S:AKxx.Qx.. - - -", &hands, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_card_set_count (hands.cards[BRG_SEAT_SOUTH]), ==, 6);
  g_assert_cmpuint (brg_card_set_count (hands.spots), ==, 3);
}

static void
test_errors (void)
{
  static const char *bad[] = {
    "",
    "not a deal",
    "<PBN>\n[Event \"no cards\"]\n</PBN>",
    "[Event \"no cards\"]\n",
    "N:A... A... - -",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgHands hands;

      g_test_message ("“%s”", bad[i]);
      g_assert_false (brg_paste_read_deal (bad[i], &hands, NULL, &error));
      g_assert_nonnull (error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/paste/forms", test_forms);
  g_test_add_func ("/core/paste/spots", test_spots);
  g_test_add_func ("/core/paste/errors", test_errors);

  return g_test_run ();
}
