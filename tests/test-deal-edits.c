/* test-deal-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal editor's commands: each changes the deal as the editor says,
 * undo brings back exactly the deal before (hands, known flags, spot
 * cards), redo the deal after, and keystrokes in one entry merge.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* The deal of the example game of PBN §1.2. */
#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

static BrgCardSet
cards_of (const char *pbn_hand)
{
  BrgHandText hand;

  g_assert_true (brg_hand_text_parse (pbn_hand, &hand, NULL));
  return hand.cards;
}

static void
get (BrgDeal  *deal,
     BrgHands *hands)
{
  memset (hands, 0, sizeof *hands);
  brg_deal_get_hands (deal, hands);
}

static void
assert_hands_equal (const BrgHands *a,
                    const BrgHands *b)
{
  g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
}

/* Undo gives @before, redo @after, and undo again @before. */
static void
assert_undo_redo (BrgHistory     *history,
                  BrgDeal        *deal,
                  const BrgHands *before,
                  const BrgHands *after)
{
  g_autoptr(GError) error = NULL;
  BrgHands now;

  g_assert_true (brg_history_undo (history, &error));
  get (deal, &now);
  assert_hands_equal (&now, before);
  g_assert_true (brg_history_redo (history, &error));
  get (deal, &now);
  assert_hands_equal (&now, after);
  g_assert_true (brg_history_undo (history, &error));
  get (deal, &now);
  assert_hands_equal (&now, before);
  g_assert_no_error (error);
}

static void
test_find_receiver (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:AKQJT98765432... - .AK.. -", NULL);

  g_assert_cmpint (brg_deal_find_receiver (deal, BRG_SEAT_NONE), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_deal_find_receiver (deal, BRG_SEAT_NORTH), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_deal_find_receiver (deal, BRG_SEAT_SOUTH), ==, BRG_SEAT_SOUTH);

  brg_deal_set_from_pbn (deal, SPEC_DEAL, NULL);
  g_assert_cmpint (brg_deal_find_receiver (deal, BRG_SEAT_WEST), ==, BRG_SEAT_NONE);
}

static void
test_click_cards (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgSeat receiver = BRG_SEAT_NONE;
  BrgHands before, after;

  /* Clicking 14 cards: the 14th goes to East, North being full. */
  get (deal, &before);
  for (BrgCard card = 0; card < 14; card++)
    {
      receiver = brg_deal_find_receiver (deal, receiver);
      core_test_perform (history, brg_edit_place_card (deal, card, receiver));
    }
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 13);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_EAST), ==, 1);

  /* Clicking a placed card gives it back; each click is one step. */
  get (deal, &before);
  core_test_perform (history, brg_edit_place_card (deal, 0, BRG_SEAT_NONE));
  g_assert_cmpint (brg_deal_get_holder (deal, 0), ==, BRG_SEAT_NONE);
  get (deal, &after);
  assert_undo_redo (history, deal, &before, &after);
  g_assert_cmpint (brg_deal_get_holder (deal, 0), ==, BRG_SEAT_NORTH);
  g_assert_true (brg_history_get_can_undo (history));

  /* A full hand takes no card: nothing changes. */
  {
    g_autoptr(BrgCommand) command = brg_edit_place_card (deal, 20, BRG_SEAT_NORTH);
    g_autoptr(GError) error = NULL;

    g_assert_false (brg_history_perform (history, command, &error));
    g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
    g_assert_cmpint (brg_deal_get_holder (deal, 20), ==, BRG_SEAT_NONE);
  }
  /* A card moves from hand to hand; a spot card loses its mark. */
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES, "x",
                                                      NULL));
  g_assert_cmpuint (brg_deal_get_spots (deal), !=, 0);
  core_test_perform (history, brg_edit_place_card (deal,
                                                   brg_card_set_highest (brg_deal_get_spots (deal)),
                                                   BRG_SEAT_EAST));
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, 0);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_EAST), ==, 2);
}

static void
test_type_suit (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:AKQ... - - -", NULL);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  BrgHands before, after;

  get (deal, &before);
  /* South types spades letter by letter: one undo step. */
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES, "J",
                                                      NULL));
  /* "J1" is no suit yet: no command, and the next keystroke still merges. */
  g_assert_null (brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES, "J1", &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES, "J10",
                                                      NULL));
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES,
                                                      "J10x", NULL));
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES,
                                                      "J10xx", NULL));
  get (deal, &after);
  g_assert_cmpuint (after.cards[BRG_SEAT_SOUTH], ==, cards_of ("JT32..."));
  g_assert_cmpuint (after.spots, ==, cards_of ("32..."));
  g_assert_true (after.known[BRG_SEAT_SOUTH]);
  assert_undo_redo (history, deal, &before, &after);
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_true (brg_history_redo (history, &error));

  /* A card another hand holds moves: North's ♠K goes to South. */
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_HEARTS, "k",
                                                      NULL));
  get (deal, &before);
  brg_history_end_merge (history);
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES,
                                                      "KJ10xx", NULL));
  get (deal, &after);
  g_assert_cmpuint (after.cards[BRG_SEAT_NORTH], ==, cards_of ("AQ..."));
  g_assert_cmpuint (after.cards[BRG_SEAT_SOUTH], ==, cards_of ("KJT32.K.."));
  assert_undo_redo (history, deal, &before, &after);
  g_assert_no_error (error);
}

static void
test_type_suit_refills_spots (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgHands hands;

  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_NORTH, BRG_SUIT_CLUBS, "Axx",
                                                      NULL));
  get (deal, &hands);
  g_assert_cmpuint (hands.cards[BRG_SEAT_NORTH], ==, cards_of ("...A32"));

  /* East names the ♣2: North's x becomes the next free spot card. */
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_EAST, BRG_SUIT_CLUBS, "2",
                                                      NULL));
  get (deal, &hands);
  g_assert_cmpuint (hands.cards[BRG_SEAT_EAST], ==, cards_of ("...2"));
  g_assert_cmpuint (hands.cards[BRG_SEAT_NORTH], ==, cards_of ("...A43"));
  g_assert_cmpuint (hands.spots, ==, cards_of ("...43"));
  {
    g_autofree char *shown = brg_hand_text_format_suit (hands.cards[BRG_SEAT_NORTH], hands.spots,
                                                        BRG_SUIT_CLUBS);
    g_assert_cmpstr (shown, ==, "Axx");
  }
}

static void
test_type_errors (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(BrgCommand) command = NULL;
  g_autoptr(GError) error = NULL;

  /* Text that is not a suit makes no command. */
  g_assert_null (brg_edit_set_suit_text (deal, BRG_SEAT_NORTH, BRG_SUIT_CLUBS, "AZ", &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_assert_null (brg_edit_set_hand_text (deal, BRG_SEAT_NORTH, "A.K.Q.J.T", &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_clear_error (&error);

  /* x with no spot card left fails to apply and changes nothing. */
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_NORTH, BRG_SUIT_CLUBS,
                                                      "98765432", NULL));
  command = brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_CLUBS, "x", &error);
  g_assert_no_error (error);
  brg_history_end_merge (history);
  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 8);
}

static void
test_type_over_13 (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:AKQJ.AKQ.AKQ.AKQ - - -", NULL);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  BrgHands before, after;

  get (deal, &before);
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_NORTH, BRG_SUIT_SPADES,
                                                      "AKQJT", NULL));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 14);
  g_assert_cmpint (brg_deal_get_status (deal), ==, BRG_DEAL_STATUS_OVERFULL);
  g_assert_false (brg_deal_check (deal, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  get (deal, &after);
  assert_undo_redo (history, deal, &before, &after);
  g_assert_cmpint (brg_deal_get_status (deal), ==, BRG_DEAL_STATUS_INCOMPLETE);
}

static void
test_type_hand (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn (SPEC_DEAL, NULL);
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgHands before, after;

  get (deal, &before);
  /* West retypes the line; the cards it takes leave East short, and the
   * suits not typed yet are void. */
  core_test_perform (history, brg_edit_set_hand_text (deal, BRG_SEAT_WEST, "KQT2", NULL));
  core_test_perform (history, brg_edit_set_hand_text (deal, BRG_SEAT_WEST, "KQT2.AKT.Jxx", NULL));
  get (deal, &after);
  /* The x are the lowest diamonds no hand holds: West's own ♦2 and ♦4. */
  g_assert_cmpuint (after.cards[BRG_SEAT_WEST], ==, cards_of ("KQT2.AKT.J42."));
  g_assert_cmpuint (after.spots, ==, cards_of ("..42."));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_EAST), ==, 12);
  g_assert_cmpint (brg_deal_get_holder (deal, BRG_CARD (BRG_SUIT_DIAMONDS, 6)), ==, BRG_SEAT_NONE);
  assert_undo_redo (history, deal, &before, &after);
  g_assert_false (brg_history_get_can_undo (history));
}

static void
test_swap_and_clear (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn ("N:AKQ... - J.T.9.8 -", NULL);
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgHands before, after;

  get (deal, &before);
  core_test_perform (history, brg_edit_swap_hands (deal, BRG_SEAT_NORTH, BRG_SEAT_EAST));
  get (deal, &after);
  g_assert_false (after.known[BRG_SEAT_NORTH]);
  g_assert_cmpuint (after.cards[BRG_SEAT_EAST], ==, cards_of ("AKQ..."));
  assert_undo_redo (history, deal, &before, &after);

  core_test_perform (history, brg_edit_clear_hand (deal, BRG_SEAT_SOUTH));
  get (deal, &after);
  g_assert_false (after.known[BRG_SEAT_SOUTH]);
  g_assert_cmpuint (after.cards[BRG_SEAT_NORTH], ==, cards_of ("AKQ..."));
  assert_undo_redo (history, deal, &before, &after);

  core_test_perform (history, brg_edit_clear_deal (deal));
  g_assert_true (brg_deal_is_empty (deal));
  get (deal, &after);
  assert_undo_redo (history, deal, &before, &after);
}

/* Issue 23, found by test-edit-property and kept as its minimised case:
 * West leads a card, North and West swap hands, the lead is taken back;
 * undoing the take-back was refused ("♣2 is in North's hand, not
 * West's"). A deal edit under a play that takes a played card from the
 * seat that played it is refused, and changes nothing; one that keeps
 * the played cards where they were is made. */
static void
test_under_play (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Dealer \"N\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n"
    "[Declarer \"N\"]\n[Contract \"7NT\"]\n");
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgDeal *deal = brg_board_get_deal (board);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgCommand) lead = brg_edit_make_play (board, BRG_SEAT_EAST,
                                                    BRG_CARD (BRG_SUIT_CLUBS, 9),
                                                    BRG_PLAY_FLAGS_NONE);
  g_autoptr(BrgCommand) swap = NULL;
  g_autoptr(BrgCommand) other = NULL;
  BrgHands before, after;

  g_assert_true (brg_history_perform (history, lead, &error));
  g_assert_no_error (error);
  get (deal, &before);

  /* East played the ♣9: East's hand may not go. */
  swap = brg_edit_deal_under_play (board, brg_edit_swap_hands (deal, BRG_SEAT_NORTH,
                                                               BRG_SEAT_EAST));
  g_assert_false (brg_history_perform (history, swap, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_CARD_NOT_HELD);
  g_clear_error (&error);
  get (deal, &after);
  g_assert_cmpmem (&after, sizeof after, &before, sizeof before);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, brg_command_get_label (lead));

  /* North and South have played nothing: theirs may. */
  other = brg_edit_deal_under_play (board, brg_edit_swap_hands (deal, BRG_SEAT_NORTH,
                                                                BRG_SEAT_SOUTH));
  g_assert_true (brg_history_perform (history, other, &error));
  g_assert_no_error (error);
  g_assert_true (brg_history_undo (history, &error));
  g_assert_true (brg_history_undo (history, &error));
  g_assert_no_error (error);
  /* (The lead made the play: undone, there is none.) */
  g_assert_null (brg_board_get_play (board));
  g_assert_true (brg_history_redo (history, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (board)), ==, 1);
}

static void
test_complete (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  BrgHands before, after, again;
  BrgDealSpec spec;

  /* North typed AKxx.x: the x are re-chosen at random, A and K stay. */
  core_test_perform (history, brg_edit_set_hand_text (deal, BRG_SEAT_NORTH, "AKxx.x", NULL));
  brg_history_end_merge (history);
  get (deal, &before);
  core_test_perform (history, brg_edit_complete_deal (deal, NULL, 12345));
  get (deal, &after);
  g_assert_true (brg_deal_is_complete (deal));
  g_assert_cmpuint (after.cards[BRG_SEAT_NORTH] & cards_of ("AK..."), ==, cards_of ("AK..."));
  g_assert_cmpuint (brg_card_set_count (after.spots), ==, 3);
  g_assert_cmpuint (after.cards[BRG_SEAT_NORTH] & after.spots, ==, after.spots);
  assert_undo_redo (history, deal, &before, &after);
  /* Redo deals the same cards: the seed is the command's. */
  g_assert_true (brg_history_redo (history, &error));
  get (deal, &again);
  assert_hands_equal (&again, &after);

  /* To fit: South 15-17 balanced. */
  brg_deal_spec_init (&spec);
  g_assert_true (brg_seat_spec_parse ("hcp 15-17, balanced", &spec.seats[BRG_SEAT_SOUTH], NULL));
  g_assert_true (brg_history_undo (history, &error));
  core_test_perform (history, brg_edit_complete_deal (deal, &spec, 99));
  get (deal, &after);
  g_assert_true (brg_seat_spec_fits (&spec.seats[BRG_SEAT_SOUTH], after.cards[BRG_SEAT_SOUTH]));
  assert_undo_redo (history, deal, &before, &after);

  /* Impossible: nothing changes, nothing is recorded. */
  g_assert_true (brg_seat_spec_parse ("spades 12+", &spec.seats[BRG_SEAT_SOUTH], NULL));
  {
    g_autoptr(BrgCommand) command = brg_edit_complete_deal (deal, &spec, 1);

    g_assert_false (brg_history_perform (history, command, &error));
    g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE);
  }
  get (deal, &again);
  assert_hands_equal (&again, &before);
}

static void
test_paste (void)
{
  g_autoptr(BrgBoard) board = brg_board_new_numbered (1);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  BrgDeal *deal = brg_board_get_deal (board);
  BrgDealText text;
  BrgHands hands;

  g_assert_true (brg_deal_text_parse ("md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,"
                                      "SH63DAKQ987CA9732,|", &text, &error));
  g_assert_true (brg_deal_text_to_hands (&text, &hands, &error));
  core_test_perform (history, brg_edit_paste_deal (board, &hands, text.dealer));
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "N");
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, SPEC_DEAL);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Paste deal");

  /* One step takes back both the deal and the dealer. */
  g_assert_true (brg_history_undo (history, &error));
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "N");
  g_assert_true (brg_deal_is_empty (deal));
  g_assert_null (brg_board_get_tag (board, "Deal"));
  g_assert_no_error (error);

  /* Board 1's dealer is North already; board 2 shows the dealer moving. */
  brg_board_set_dealer (board, BRG_SEAT_EAST);
  g_assert_true (brg_history_redo (history, &error));
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "N");
  g_assert_true (brg_history_undo (history, &error));
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "E");
}

static void
test_board_deal_tag (void)
{
  g_autoptr(BrgBoard) board = brg_board_new_numbered (2);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  BrgDeal *deal = brg_board_get_deal (board);
  g_autoptr(BrgTag) tag = brg_tag_new ("Deal", "?");

  /* An unknown deal with a comment: undo brings back the tag as it was. */
  tag->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (tag->comments, brg_comment_new (BRG_COMMENT_BRACE, "To be dealt"));
  brg_board_insert_tag (board, -1, tag);
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_SPADES,
                                                      "AKxx", NULL));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "E:- AK32... - -");
  g_assert_true (brg_history_undo (history, &error));
  g_assert_true (brg_tag_equal (brg_board_lookup_tag (board, "Deal"), tag));
  g_assert_true (brg_deal_is_empty (deal));
  g_assert_true (brg_history_redo (history, &error));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "E:- AK32... - -");
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, cards_of ("32..."));

  /* A click on an empty board, undone: no Deal tag left behind. */
  {
    g_autoptr(BrgBoard) fresh = brg_board_new_numbered (3);

    core_test_perform (history, brg_edit_place_card (brg_board_get_deal (fresh), 51,
                                                     BRG_SEAT_WEST));
    g_assert_cmpstr (brg_board_get_tag (fresh, "Deal"), ==, "S:- A... - -");
    g_assert_true (brg_history_undo (history, &error));
    g_assert_null (brg_board_get_tag (fresh, "Deal"));
    g_assert_true (brg_history_redo (history, &error));
    g_assert_true (brg_history_undo (history, &error));
  }

  /* A board that had a deal: undo restores its spots too. */
  brg_history_end_merge (history);
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_SOUTH, BRG_SUIT_HEARTS, "Q",
                                                      NULL));
  g_assert_true (brg_history_undo (history, &error));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "E:- AK32... - -");
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, cards_of ("32..."));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/deal-edits/find-receiver", test_find_receiver);
  g_test_add_func ("/core/deal-edits/click", test_click_cards);
  g_test_add_func ("/core/deal-edits/type-suit", test_type_suit);
  g_test_add_func ("/core/deal-edits/type-suit-spots", test_type_suit_refills_spots);
  g_test_add_func ("/core/deal-edits/type-errors", test_type_errors);
  g_test_add_func ("/core/deal-edits/type-over-13", test_type_over_13);
  g_test_add_func ("/core/deal-edits/type-hand", test_type_hand);
  g_test_add_func ("/core/deal-edits/swap-clear", test_swap_and_clear);
  g_test_add_func ("/core/deal-edits/under-play", test_under_play);
  g_test_add_func ("/core/deal-edits/complete", test_complete);
  g_test_add_func ("/core/deal-edits/paste", test_paste);
  g_test_add_func ("/core/deal-edits/board-deal-tag", test_board_deal_tag);

  return g_test_run ();
}
