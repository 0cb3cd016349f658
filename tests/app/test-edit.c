/* test-edit.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Entering and annotating a board in the window's edit mode, as an author
 * does it: the bidding box, the play entry, the claim, the NAG, note and
 * commentary editors, Undo and Redo, and what is written: the file, the
 * article and the document updated in place. Drives the real window
 * through its actions under a display:
 * xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "brg-annotation-editor.h"
#include "brg-annotation-panel-private.h"
#include "brg-application.h"
#include "brg-bidding-box.h"
#include "brg-board-list.h"
#include "brg-dd-panel.h"
#include "brg-play-box.h"
#include "brg-table-view-private.h"
#include "brg-window-private.h"
#include "ui-test-util.h"

static BrgApplication *app;

typedef UiFixture Fixture;

/* A board to enter, Board 5 of test-table-view: North opens 1♠, plays
 * 3NT; East leads the ♥J.
 *
 *              ♠ A K J 7 3
 *              ♥ K 4
 *              ♦ A Q 8
 *              ♣ K 9 2
 *  ♠ 6 4 2                  ♠ Q 9 8
 *  ♥ 8 7 3                  ♥ A J 10 9 6 2
 *  ♦ 5 4 2                  ♦ 7
 *  ♣ J 10 6 3               ♣ A 5 4
 *              ♠ 10 5
 *              ♥ Q 5
 *              ♦ K J 10 9 6 3
 *              ♣ Q 8 7
 */
static const char empty_board[] =
  "[Event \"Lesson\"]\n[Board \"5\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n"
  "[Deal \"N:AKJ73.K4.AQ8.K92 Q98.AJT962.7.A54 T5.Q5.KJT963.Q87 642.873.542.JT63\"]\n";

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  /* The solver is left out unless a test wants it: it shares two cores. */
  static const UiFixtureOptions options = { 1400, 900, TRUE };

  ui_fixture_set_up (fixture, &options);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_fixture_tear_down (fixture, NULL);
}

static BrgBoard *
board_of (Fixture *fixture)
{
  return brg_replay_get_board (brg_window_get_replay (fixture->window));
}

static BrgBiddingBox *
bidding_box (Fixture *fixture)
{
  return ui_test_get_child (fixture->window, "bidding_box");
}

static BrgPlayBox *
play_box (Fixture *fixture)
{
  return ui_test_get_child (fixture->window, "play_box");
}

static BrgAnnotationEditor *
editor (Fixture *fixture)
{
  return ui_test_get_child (fixture->window, "annotation_editor");
}

static void
edit_mode (Fixture *fixture)
{
  ui_test_activate (fixture->window, "win.edit-mode");
  g_assert_true (brg_window_get_edit_mode (fixture->window));
  ui_test_drain ();
}

static BrgCall
call_of (const char *text)
{
  BrgCall call = BRG_CALL_NONE;

  g_assert_true (brg_call_from_input (text, &call));
  return call;
}

static BrgCard
card_of (const char *text)
{
  BrgCard card = BRG_CARD_NONE;

  g_assert_true (brg_card_from_input (text, &card));
  return card;
}

/* A call through the window's action, as its button does. */
static void
make_call (Fixture    *fixture,
           const char *text)
{
  g_assert_true (brg_call_set_contains (brg_bidding_box_get_enabled (bidding_box (fixture)),
                                        call_of (text)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.make-call", "y",
                                             (guchar) call_of (text)));
  ui_test_drain ();
}

static void
play_card (Fixture    *fixture,
           const char *text)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-card", "y",
                                             (guchar) card_of (text)));
  ui_test_drain ();
}

static char *
auction_text (BrgBoard *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  GString *text = g_string_new (NULL);

  for (guint i = 0; auction != NULL && i < brg_auction_get_n_calls (auction); i++)
    {
      BrgCall call = brg_auction_get_call (auction, i);

      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, BRG_CALL_IS_VALID (call) ? brg_call_to_pbn (call) : "-");
      if (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_INSUFFICIENT)
        g_string_append (text, "^I");
      if (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_SKIPPED)
        g_string_append (text, "^S");
    }
  return g_string_free (text, FALSE);
}

static void
assert_auction (Fixture    *fixture,
                const char *expected)
{
  g_autofree char *text = auction_text (board_of (fixture));

  g_assert_cmpstr (text, ==, expected);
}

static void
enter_auction (Fixture    *fixture,
               const char *calls)
{
  g_auto(GStrv) each = g_strsplit (calls, " ", -1);

  for (guint i = 0; each[i] != NULL; i++)
    make_call (fixture, each[i]);
}

static const char *
menu_label (Fixture    *fixture,
            const char *action)
{
  GMenuModel *section = G_MENU_MODEL (gtk_widget_get_template_child (
    GTK_WIDGET (fixture->window), BRG_TYPE_WINDOW, "edit_section"));
  static char *label;

  g_clear_pointer (&label, g_free);
  for (int i = 0; i < g_menu_model_get_n_items (section); i++)
    {
      g_autofree char *name = NULL;

      if (g_menu_model_get_item_attribute (section, i, "action", "s", &name)
          && g_str_equal (name, action))
        g_menu_model_get_item_attribute (section, i, "label", "s", &label);
    }
  return label;
}

/* The bidding box allows only the calls the auction does, and each reads
 * as speech; a call typed is the same as one clicked. */
static void
test_edit_bidding_box (Fixture       *fixture,
                       gconstpointer  data)
{
  BrgBiddingBox *box;
  BrgCallSet enabled;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  g_assert_false (gtk_widget_get_visible (ui_test_get_child (fixture->window, "bidding_box")));
  edit_mode (fixture);
  box = bidding_box (fixture);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (box)));

  /* North, the dealer, to call: every bid and Pass, no double. */
  enabled = brg_bidding_box_get_enabled (box);
  g_assert_true (brg_call_set_contains (enabled, call_of ("1c")));
  g_assert_true (brg_call_set_contains (enabled, call_of ("7n")));
  g_assert_true (brg_call_set_contains (enabled, BRG_CALL_PASS));
  g_assert_false (brg_call_set_contains (enabled, BRG_CALL_DOUBLE));
  g_assert_false (brg_call_set_contains (enabled, BRG_CALL_REDOUBLE));
  g_assert_false (gtk_widget_get_sensitive (brg_bidding_box_get_call_button (box, BRG_CALL_DOUBLE)));

  /* Screen readers say the calls as words. */
  gtk_test_accessible_assert_property (brg_bidding_box_get_call_button (box, call_of ("1s")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "one spade");
  gtk_test_accessible_assert_property (brg_bidding_box_get_call_button (box, call_of ("2n")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "two no trump");
  gtk_test_accessible_assert_property (brg_bidding_box_get_call_button (box, BRG_CALL_PASS),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "pass");
  gtk_test_accessible_assert_property (brg_bidding_box_get_call_button (box, BRG_CALL_DOUBLE),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "double");
  gtk_test_accessible_assert_property (brg_bidding_box_get_call_button (box, BRG_CALL_REDOUBLE),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "redouble");

  make_call (fixture, "1S");
  assert_auction (fixture, "1S");

  /* East may double, not redouble, and bid only above 1♠. */
  enabled = brg_bidding_box_get_enabled (box);
  g_assert_true (brg_call_set_contains (enabled, BRG_CALL_DOUBLE));
  g_assert_false (brg_call_set_contains (enabled, BRG_CALL_REDOUBLE));
  g_assert_false (brg_call_set_contains (enabled, call_of ("1h")));
  g_assert_true (brg_call_set_contains (enabled, call_of ("1n")));
  g_assert_true (gtk_widget_get_sensitive (brg_bidding_box_get_call_button (box, BRG_CALL_DOUBLE)));

  /* Typed: "x" doubles; "1h" is refused and leaves the auction alone. */
  g_assert_false (brg_bidding_box_enter_text (box, "1h"));
  g_assert_false (brg_bidding_box_enter_text (box, "nonsense"));
  assert_auction (fixture, "1S");
  g_assert_true (brg_bidding_box_enter_text (box, "x"));
  ui_test_drain ();
  assert_auction (fixture, "1S X");
  g_assert_true (brg_call_set_contains (brg_bidding_box_get_enabled (box), BRG_CALL_REDOUBLE));
  g_assert_true (brg_bidding_box_enter_text (box, "xx"));
  g_assert_true (brg_bidding_box_enter_text (box, "2n"));
  g_assert_true (brg_bidding_box_enter_text (box, "p"));
  ui_test_drain ();
  assert_auction (fixture, "1S X XX 2NT Pass");

  /* The auction over after three passes: no call is left, and the tags
   * follow (PBN §3.4.13–14): West named notrump first for East-West. */
  enter_auction (fixture, "3NT Pass Pass Pass");
  assert_auction (fixture, "1S X XX 2NT Pass 3NT Pass Pass Pass");
  g_assert_cmphex (brg_bidding_box_get_enabled (box), ==, BRG_CALL_SET_EMPTY);
  g_assert_cmpstr (brg_board_get_tag (board_of (fixture), "Contract"), ==, "3NT");
  g_assert_cmpstr (brg_board_get_tag (board_of (fixture), "Declarer"), ==, "W");
}

/* Undo takes back the last call, Redo makes it again, and the menu names
 * what each does; Control+Z in a text field is the field's own. */
static void
test_edit_undo (Fixture       *fixture,
                gconstpointer  data)
{
  BrgHistory *history;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  /* The history is the document's. */
  history = brg_window_get_history (fixture->window);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.undo"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.make-call(byte 0)"));
  edit_mode (fixture);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.make-call(byte 0)"));

  enter_auction (fixture, "1S Pass 2S");
  assert_auction (fixture, "1S Pass 2S");
  g_assert_true (ui_test_action_enabled (fixture->window, "win.undo"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.redo"));
  g_assert_nonnull (brg_history_get_undo_label (history));
  g_assert_true (g_str_has_prefix (menu_label (fixture, "win.undo"), "_Undo "));
  g_assert_nonnull (strstr (menu_label (fixture, "win.undo"), brg_history_get_undo_label (history)));

  ui_test_activate (fixture->window, "win.undo");
  assert_auction (fixture, "1S Pass");
  g_assert_true (ui_test_action_enabled (fixture->window, "win.redo"));
  g_assert_true (g_str_has_prefix (menu_label (fixture, "win.redo"), "_Redo "));
  ui_test_activate (fixture->window, "win.undo");
  ui_test_activate (fixture->window, "win.undo");
  assert_auction (fixture, "");
  g_assert_false (ui_test_action_enabled (fixture->window, "win.undo"));
  g_assert_cmpstr (menu_label (fixture, "win.undo"), ==, "_Undo");

  ui_test_activate (fixture->window, "win.redo");
  ui_test_activate (fixture->window, "win.redo");
  assert_auction (fixture, "1S Pass");

  /* A new call drops what could be redone. */
  make_call (fixture, "3S");
  assert_auction (fixture, "1S Pass 3S");
  g_assert_false (ui_test_action_enabled (fixture->window, "win.redo"));

  /* Take Back is Undo's twin for the last call. */
  ui_test_activate (fixture->window, "win.take-back");
  assert_auction (fixture, "1S Pass");

  /* Another file: the edits of this one cannot be undone there. */
  ui_test_open_text (fixture->window, "other.pbn", empty_board);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.undo"));
}

/* Undo shows the board it changes. */
static void
test_edit_undo_other_board (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *two = g_strconcat (empty_board, "\n", empty_board, NULL);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgBoard *first;

  ui_test_open_text (fixture->window, "two.pbn", two);
  edit_mode (fixture);
  first = board_of (fixture);
  make_call (fixture, "1H");
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_true (board_of (fixture) != first);
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 1);

  ui_test_activate (fixture->window, "win.undo");
  g_assert_true (board_of (fixture) == first);
  assert_auction (fixture, "");
}

/* An alert goes with the call as its note (PBN §3.5.4). */
static void
test_edit_alert (Fixture       *fixture,
                 gconstpointer  data)
{
  BrgAuction *auction;
  const BrgAnnotation *annotation;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  make_call (fixture, "1S");
  brg_bidding_box_set_alert (bidding_box (fixture), "five or more !s");
  make_call (fixture, "2C");

  auction = brg_board_get_auction (board_of (fixture));
  annotation = brg_auction_get_annotation (auction, 1);
  g_assert_nonnull (annotation);
  g_assert_cmpuint (annotation->note, ==, 1);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "five or more \\S");
  /* The switch goes off with the call it went with. */
  g_assert_null (brg_bidding_box_dup_alert (bidding_box (fixture)));

  /* One step: undo takes the call and its note. */
  ui_test_activate (fixture->window, "win.undo");
  auction = brg_board_get_auction (board_of (fixture));
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 0);
  assert_auction (fixture, "1S");
}

/* Irregularities for teaching rulings: an insufficient bid accepted (^I)
 * and a turn skipped after a call out of rotation (^S), PBN §3.9. */
static void
test_edit_irregular (Fixture       *fixture,
                     gconstpointer  data)
{
  BrgBiddingBox *box;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  box = bidding_box (fixture);
  enter_auction (fixture, "1S");
  g_assert_false (brg_call_set_contains (brg_bidding_box_get_enabled (box), call_of ("1h")));

  brg_bidding_box_set_irregular (box, TRUE);
  g_assert_true (brg_call_set_contains (brg_bidding_box_get_enabled (box), call_of ("1h")));
  g_assert_cmpint (brg_bidding_box_get_call_flags (box, call_of ("1h")), ==,
                   BRG_CALL_FLAGS_INSUFFICIENT);
  g_assert_cmpint (brg_bidding_box_get_call_flags (box, call_of ("2h")), ==,
                   BRG_CALL_FLAGS_NONE);
  make_call (fixture, "1H");
  assert_auction (fixture, "1S 1H^I");
  /* The choice goes with the call it was made for. */
  g_assert_false (brg_bidding_box_get_irregular (box));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.make-call", "y",
                                             (guchar) BRG_CALL_NONE));
  ui_test_drain ();
  assert_auction (fixture, "1S 1H^I -^S");
}

/* A call changed in the middle of the auction: the later calls are made
 * again while they stay legal, and those that would be dropped are listed
 * first, in a question that can be declined. */
static void
test_edit_change_middle (Fixture       *fixture,
                         gconstpointer  data)
{
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  AdwMessageDialog *dialog;
  BrgBiddingBox *box;
  const char *body;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  box = bidding_box (fixture);
  enter_auction (fixture, "1S Pass 2S Pass 4S Pass Pass Pass");

  /* Before East's first call: the box changes it. */
  brg_replay_set_calls_shown (replay, 1);
  ui_test_drain ();
  g_assert_cmpuint (brg_bidding_box_get_position (box), ==, 1);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.delete-call"));

  /* Double instead of Pass: every later call stays legal. */
  make_call (fixture, "X");
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window)));
  assert_auction (fixture, "1S X 2S Pass 4S Pass Pass Pass");
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 2);

  /* 4♥ instead: South's 2♠ is no longer sufficient, and all after it
   * goes. Declined first, then accepted. */
  brg_replay_set_calls_shown (replay, 1);
  ui_test_drain ();
  make_call (fixture, "4H");
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                      GTK_WINDOW (fixture->window)));
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, "2♠ by South"));
  g_assert_nonnull (strstr (body, "4♠ by North"));
  adw_message_dialog_response (dialog, "cancel");
  ui_test_drain ();
  assert_auction (fixture, "1S X 2S Pass 4S Pass Pass Pass");

  brg_replay_set_calls_shown (replay, 1);
  ui_test_drain ();
  make_call (fixture, "4H");
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                      GTK_WINDOW (fixture->window)));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "change");
  ui_test_drain ();
  assert_auction (fixture, "1S 4H");

  /* One undo step brings the whole auction back. */
  ui_test_activate (fixture->window, "win.undo");
  assert_auction (fixture, "1S X 2S Pass 4S Pass Pass Pass");

  /* Insert and delete. */
  brg_replay_set_calls_shown (replay, 2);
  ui_test_drain ();
  brg_bidding_box_set_edit (box, BRG_CALL_EDIT_INSERT);
  make_call (fixture, "XX");
  g_assert_nonnull (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window)));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (
    ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window))), "change");
  ui_test_drain ();
  g_assert_true (g_str_has_prefix (auction_text (board_of (fixture)), "1S X XX"));
  ui_test_activate (fixture->window, "win.undo");

  brg_replay_set_calls_shown (replay, 1);
  ui_test_drain ();
  ui_test_activate (fixture->window, "win.delete-call");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (
    ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window))), "change");
  ui_test_drain ();
  assert_auction (fixture, "1S 2S Pass 4S Pass Pass Pass");
}

/* The tags that disagree with the auction are shown, and settled by the
 * user either way. */
static void
test_edit_contract_conflict (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autofree char *text = g_strconcat (empty_board, "[Contract \"3NT\"]\n[Declarer \"S\"]\n", NULL);
  BrgBoard *board;

  ui_test_open_text (fixture->window, "conflict.pbn", text);
  edit_mode (fixture);
  board = board_of (fixture);
  enter_auction (fixture, "1S Pass 4S Pass Pass Pass");
  g_assert_true (brg_board_get_contract_conflict (board, NULL));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.resolve-contract('auction')"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (bidding_box (fixture)), "The auction ends 4♠"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.resolve-contract",
                                             "s", "auction"));
  ui_test_drain ();
  g_assert_false (brg_board_get_contract_conflict (board, NULL));
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "4S");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "N");

  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "3NT");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.resolve-contract",
                                             "s", "tags"));
  ui_test_drain ();
  g_assert_false (brg_board_get_contract_conflict (board, NULL));
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "3NT");
}

/* The play: only legal cards, the trick completes and its winner leads,
 * Undo takes back a card; the table and the play entry agree. */
static void
test_edit_play (Fixture       *fixture,
                gconstpointer  data)
{
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  BrgPlay *play;
  BrgPlayBox *box;
  double x, y;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  box = play_box (fixture);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (box)));
  enter_auction (fixture, "1S 2H 3D Pass 3NT Pass Pass Pass");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (box)));

  /* East leads: every East card, and the table marks the same ones. */
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_EAST);
  g_assert_cmphex (brg_play_box_get_playable (box), ==,
                   brg_deal_get_hand (brg_board_get_deal (board_of (fixture)), BRG_SEAT_EAST));
  g_assert_cmphex (brg_table_view_get_playable (table), ==, brg_play_box_get_playable (box));
  gtk_test_accessible_assert_property (brg_play_box_get_card_button (box, card_of ("HJ")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "jack of hearts");

  play_card (fixture, "HJ");
  /* South must follow with a heart: the spade is refused. */
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_SOUTH);
  g_assert_false (brg_card_set_contains (brg_play_box_get_playable (box), card_of ("S5")));
  g_assert_false (gtk_widget_get_sensitive (brg_play_box_get_card_button (box, card_of ("S5"))));
  play_card (fixture, "S5");
  play = brg_board_get_play (board_of (fixture));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 1);

  /* Typed, and clicked on the table. */
  g_assert_true (brg_play_box_enter_text (box, "h5"));
  ui_test_drain ();
  g_assert_true (brg_table_view_get_card_point (table, card_of ("H3"), &x, &y));
  g_assert_cmpuint (brg_table_view_get_card_at (table, x, y), ==, card_of ("H3"));
  g_signal_emit_by_name (table, "card-activated", (guint) card_of ("H3"));
  ui_test_drain ();
  play_card (fixture, "HK");
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 4);

  /* North's king won: North leads to the second trick. */
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_NORTH);
  g_assert_cmphex (brg_table_view_get_playable (table), ==, brg_play_box_get_playable (box));

  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 3);
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_NORTH);
  ui_test_activate (fixture->window, "win.take-back");
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 2);

  /* Stepped back, the entry offers to go to the end, not to change. */
  ui_test_activate (fixture->window, "win.prev-card");
  g_assert_cmphex (brg_play_box_get_playable (box), ==, BRG_CARD_SET_EMPTY);
  g_assert_cmphex (brg_table_view_get_playable (table), ==, BRG_CARD_SET_EMPTY);
  ui_test_activate (fixture->window, "win.play-end");
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_WEST);

  /* Out of edit mode the table takes no click. */
  ui_test_activate (fixture->window, "win.edit-mode");
  g_assert_cmphex (brg_table_view_get_playable (table), ==, BRG_CARD_SET_EMPTY);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.play-card(byte 0)"));
}

static void
respond_to_claim (Fixture *fixture,
                  int      tricks)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                                        GTK_WINDOW (fixture->window)));

  g_assert_nonnull (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog)),
                             tricks);
  adw_message_dialog_response (dialog, "claim");
  ui_test_drain ();
}

/* A claim of the tricks left, written as PBN §3.6 writes it; the Result
 * follows. */
static void
test_edit_claim (Fixture       *fixture,
                 gconstpointer  data)
{
  BrgPlay *play;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  enter_auction (fixture, "1S 2H 3D Pass 3NT Pass Pass Pass");
  play_card (fixture, "HJ");
  play_card (fixture, "H5");
  play_card (fixture, "H3");
  play_card (fixture, "HK");

  ui_test_activate (fixture->window, "win.claim");
  respond_to_claim (fixture, 10);
  play = brg_board_get_play (board_of (fixture));
  /* 12 tricks left; North has one; ten more make eleven. */
  g_assert_cmpint (brg_play_get_claim (play), ==, 10);
  g_assert_cmpstr (brg_board_get_tag (board_of (fixture), "Result"), ==, "11");
  g_assert_false (ui_test_action_enabled (fixture->window, "win.play-card(byte 0)"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.withdraw-claim"));

  ui_test_activate (fixture->window, "win.withdraw-claim");
  g_assert_cmpint (brg_play_get_claim (play), <, 0);
  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpint (brg_play_get_claim (play), ==, 10);
}

/* An end position (PBN §3.10): any hand may lead the first card. */
static void
test_edit_end_position (Fixture       *fixture,
                        gconstpointer  data)
{
  static const char ending[] =
    "[Board \"7\"]\n[Dealer \"S\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n"
    "[Deal \"N:AQ... K3... .2.2. ..AK.\"]\n";
  BrgPlayBox *box;
  BrgPlay *play;

  ui_test_open_text (fixture->window, "ending.pbn", ending);
  edit_mode (fixture);
  box = play_box (fixture);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (box)));
  /* Every card of every hand may lead. */
  g_assert_cmphex (brg_play_box_get_playable (box), ==,
                   brg_deal_get_hand (brg_board_get_deal (board_of (fixture)), BRG_SEAT_NORTH)
                   | brg_deal_get_hand (brg_board_get_deal (board_of (fixture)), BRG_SEAT_EAST)
                   | brg_deal_get_hand (brg_board_get_deal (board_of (fixture)), BRG_SEAT_SOUTH)
                   | brg_deal_get_hand (brg_board_get_deal (board_of (fixture)), BRG_SEAT_WEST));

  /* South leads the ♥2: South leads, and West follows; nobody else has
   * a heart, so the two wins, and South leads again. */
  play_card (fixture, "H2");
  play = brg_board_get_play (board_of (fixture));
  g_assert_nonnull (play);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_WEST);
  play_card (fixture, "DA");
  play_card (fixture, "SA");
  play_card (fixture, "S3");
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_box_get_seat (box), ==, BRG_SEAT_SOUTH);
  g_assert_cmphex (brg_play_box_get_playable (box), ==, BRG_CARD_SET_BIT (card_of ("D2")));
}

/* The NAG, note and commentary editors of the current call and card, each
 * edit one undo step. */
static void
test_edit_annotate (Fixture       *fixture,
                    gconstpointer  data)
{
  BrgAnnotationEditor *ed;
  BrgNagPanel *nags;
  BrgNotePanel *notes;
  BrgCommentEditor *comments;
  BrgAuction *auction;
  const BrgAnnotation *annotation;
  GtkTextBuffer *buffer;
  g_autoptr(GPtrArray) stored = NULL;
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 1);
  BrgSectionKind section;
  guint position;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  ed = editor (fixture);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ed)));
  g_assert_false (gtk_widget_get_visible (ui_test_get_child (fixture->window, "annotation_panel")));
  enter_auction (fixture, "1S 2H");

  /* The call just made is the one annotated. */
  g_assert_true (brg_annotation_editor_get_item (ed, &section, &position));
  g_assert_cmpint (section, ==, BRG_SECTION_AUCTION);
  g_assert_cmpuint (position, ==, 1);

  /* A NAG: the suffixes exclude each other. */
  nags = brg_annotation_editor_get_nag_panel (ed);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (brg_nag_panel_get_check (nags, 2)), TRUE);
  ui_test_drain ();
  auction = brg_board_get_auction (board_of (fixture));
  annotation = brg_auction_get_annotation (auction, 1);
  g_assert_true (brg_annotation_has_effective_nag (annotation, 2, BRG_SECTION_AUCTION));
  g_assert_nonnull (strstr (brg_nag_panel_get_summary (nags), "?"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (brg_nag_panel_get_check (nags, 5)), TRUE);
  ui_test_drain ();
  annotation = brg_auction_get_annotation (auction, 1);
  g_assert_false (brg_annotation_has_effective_nag (annotation, 2, BRG_SECTION_AUCTION));
  g_assert_true (brg_annotation_has_effective_nag (annotation, 5, BRG_SECTION_AUCTION));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (brg_nag_panel_get_check (nags, 2))));
  /* Found by number: $20, which PBN leaves to the annotator. */
  brg_nag_panel_set_search (nags, "20");
  g_assert_nonnull (brg_nag_panel_get_check (nags, 20));
  g_assert_null (brg_nag_panel_get_check (nags, 1));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (brg_nag_panel_get_check (nags, 20)), TRUE);
  ui_test_drain ();
  g_assert_true (brg_annotation_has_effective_nag (brg_auction_get_annotation (auction, 1), 20,
                                                   BRG_SECTION_AUCTION));
  brg_nag_panel_set_search (nags, "");
  ui_test_activate (fixture->window, "win.undo");
  g_assert_false (brg_annotation_has_effective_nag (brg_auction_get_annotation (auction, 1), 20,
                                                    BRG_SECTION_AUCTION));

  /* A new note, typed: one step for the note, one for its words. */
  notes = brg_annotation_editor_get_note_panel (ed);
  brg_note_panel_choose (notes, -1);
  ui_test_drain ();
  g_assert_cmpuint (brg_note_panel_get_note (notes), ==, 1);
  brg_note_panel_set_text (notes, "M");
  brg_note_panel_set_text (notes, "Michaels: !s and a minor");
  ui_test_drain ();
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "Michaels: \\S and a minor");
  g_assert_cmpuint (brg_auction_get_annotation (auction, 1)->note, ==, 1);
  brg_note_panel_set_reveal (notes, BRG_REVEAL_AFTER_AUCTION);
  ui_test_drain ();
  g_assert_cmpint (brg_note_get_reveal (brg_auction_lookup_note (auction, 1)), ==,
                   BRG_REVEAL_AFTER_AUCTION);
  ui_test_activate (fixture->window, "win.undo");
  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "");
  ui_test_activate (fixture->window, "win.redo");
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "Michaels: \\S and a minor");

  /* The first call refers to the same note, picked from the list. */
  brg_replay_set_calls_shown (brg_window_get_replay (fixture->window), 1);
  ui_test_drain ();
  brg_note_panel_choose (notes, 1);
  ui_test_drain ();
  g_assert_cmpuint (brg_auction_get_annotation (auction, 0)->note, ==, 1);
  brg_note_panel_remove (notes);
  ui_test_drain ();
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 0);
  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);
  ui_test_activate (fixture->window, "win.play-end");

  /* Commentary after 2♥: typed with !s and Control+2, paragraphs kept,
   * stored as PBN writes it; all the typing is one step. */
  comments = brg_annotation_editor_get_item_comments (ed);
  g_assert_cmpuint (brg_comment_editor_get_n_items (comments), ==, 0);
  brg_comment_editor_add (comments);
  ui_test_drain ();
  g_assert_cmpuint (brg_comment_editor_get_n_items (comments), ==, 1);
  buffer = gtk_text_view_get_buffer (brg_comment_editor_get_view (comments, 0));
  gtk_text_buffer_insert_at_cursor (buffer, "Both majors", -1);
  gtk_text_buffer_insert_at_cursor (buffer, "? No: !h ", -1);
  gtk_text_buffer_insert_at_cursor (buffer, "and !s.\n\nNext", -1);
  ui_test_drain ();
  stored = brg_board_dup_comments (board_of (fixture), &anchor);
  g_assert_cmpuint (stored->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (stored, 0))->text, ==,
                   "Both majors? No: \\H and \\S.\n\nNext");
  g_clear_pointer (&stored, g_ptr_array_unref);
  {
    /* The symbols show while typing. */
    GtkTextIter start, end;
    g_autofree char *shown = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    g_assert_cmpstr (shown, ==, "Both majors? No: ♥ and ♠.\n\nNext");
  }

  /* Shown only after the auction: the mark goes into the text. */
  brg_comment_editor_set_reveal (comments, 0, BRG_REVEAL_AFTER_AUCTION);
  ui_test_drain ();
  stored = brg_board_dup_comments (board_of (fixture), &anchor);
  g_assert_nonnull (strstr (((BrgComment *) g_ptr_array_index (stored, 0))->text,
                            "[%reveal auction]"));
  g_clear_pointer (&stored, g_ptr_array_unref);

  /* Undo: the mark, then all the typing at once, then the comment. */
  ui_test_activate (fixture->window, "win.undo");
  ui_test_activate (fixture->window, "win.undo");
  stored = brg_board_dup_comments (board_of (fixture), &anchor);
  g_assert_cmpuint (stored->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (stored, 0))->text, ==, "");
  g_clear_pointer (&stored, g_ptr_array_unref);
  ui_test_activate (fixture->window, "win.undo");
  stored = brg_board_dup_comments (board_of (fixture), &anchor);
  g_assert_cmpuint (stored->len, ==, 0);
  g_clear_pointer (&stored, g_ptr_array_unref);

  /* Commentary before the board, which no signal of the model tells:
   * the viewer shows it once the edit mode is left. */
  comments = brg_annotation_editor_get_board_comments (ed);
  brg_comment_editor_add (comments);
  ui_test_drain ();
  buffer = gtk_text_view_get_buffer (brg_comment_editor_get_view (comments, 0));
  gtk_text_buffer_insert_at_cursor (buffer, "A lesson in overcalls.", -1);
  ui_test_drain ();
  ui_test_activate (fixture->window, "win.edit-mode");
  {
    g_autofree char *text = brg_annotation_panel_dup_text (
      ui_test_get_child (fixture->window, "annotation_panel"));

    g_assert_nonnull (strstr (text, "A lesson in overcalls."));
  }
}

/* Cards are annotated as calls are: the card just played. */
static void
test_edit_annotate_card (Fixture       *fixture,
                         gconstpointer  data)
{
  BrgAnnotationEditor *ed;
  BrgPlay *play;
  BrgSectionKind section;
  guint position;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  ed = editor (fixture);
  enter_auction (fixture, "1S 2H 3D Pass 3NT Pass Pass Pass");
  play_card (fixture, "HJ");
  play_card (fixture, "H5");
  g_assert_true (brg_annotation_editor_get_item (ed, &section, &position));
  g_assert_cmpint (section, ==, BRG_SECTION_PLAY);
  g_assert_cmpuint (position, ==, 1);

  /* ♥5?: a card's suffix is $8 (PBN §3.6.3). */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (
    brg_nag_panel_get_check (brg_annotation_editor_get_nag_panel (ed), 8)), TRUE);
  ui_test_drain ();
  play = brg_board_get_play (board_of (fixture));
  g_assert_cmpint (brg_play_get_annotation (play, 1)->suffix, ==, BRG_SUFFIX_POOR);
  brg_note_panel_choose (brg_annotation_editor_get_note_panel (ed), -1);
  ui_test_drain ();
  brg_note_panel_set_text (brg_annotation_editor_get_note_panel (ed), "the queen unblocks");
  ui_test_drain ();
  g_assert_cmpstr (brg_play_lookup_note (play, 1)->text, ==, "the queen unblocks");
}

/* What is entered is what is written: the board through the PBN writer of
 * the format registry, read back. */
static void
test_edit_write (Fixture       *fixture,
                 gconstpointer  data)
{
  const BrgFormat *pbn = brg_format_lookup ("pbn");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board;
  BrgAuction *auction;
  BrgPlay *play;
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 0);
  g_autoptr(GPtrArray) comments = NULL;
  BrgAnnotationEditor *ed;
  GtkTextBuffer *buffer;

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  edit_mode (fixture);
  ed = editor (fixture);
  brg_bidding_box_set_alert (bidding_box (fixture), "five !s");
  make_call (fixture, "1S");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (
    brg_nag_panel_get_check (brg_annotation_editor_get_nag_panel (ed), 1)), TRUE);
  brg_comment_editor_add (brg_annotation_editor_get_item_comments (ed));
  ui_test_drain ();
  buffer = gtk_text_view_get_buffer (brg_comment_editor_get_view (
    brg_annotation_editor_get_item_comments (ed), 0));
  gtk_text_buffer_insert_at_cursor (buffer, "Sound: !s suit.", -1);
  ui_test_drain ();
  enter_auction (fixture, "2H 3D Pass 3NT Pass Pass Pass");
  play_card (fixture, "HJ");
  play_card (fixture, "H5");
  play_card (fixture, "H3");
  play_card (fixture, "HK");
  ui_test_activate (fixture->window, "win.claim");
  respond_to_claim (fixture, 8);

  bytes = pbn->write (brg_window_get_event (fixture->window), &diagnostics);
  g_assert_nonnull (bytes);
  event = pbn->read (bytes, "written.pbn", &diagnostics, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  board = brg_event_get_board (event, 0);

  auction = brg_board_get_auction (board);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 8);
  g_assert_cmpuint (brg_auction_get_annotation (auction, 0)->note, ==, 1);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "five \\S");
  g_assert_true (brg_annotation_has_effective_nag (brg_auction_get_annotation (auction, 0), 1,
                                                   BRG_SECTION_AUCTION));
  comments = brg_board_dup_comments (board, &anchor);
  g_assert_cmpuint (comments->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (comments, 0))->text, ==,
                   "Sound: \\S suit.");
  play = brg_board_get_play (board);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 4);
  g_assert_cmpint (brg_play_get_claim (play), ==, 8);
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "9");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "3NT");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "N");
}

/* Export Article: the boards chosen as an HTML article, written whole. */
static void
test_edit_export_article (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *two = g_strconcat (empty_board, "\n[Event \"Lesson\"]\n[Board \"6\"]\n"
                                      "[Dealer \"E\"]\n[Vulnerable \"EW\"]\n"
                                      "[Deal \"N:AKJ73.K4.AQ8.K92 Q98.AJT962.7.A54 "
                                      "T5.Q5.KJT963.Q87 642.873.542.JT63\"]\n", NULL);
  g_autofree char *dir = g_dir_make_tmp ("finesse-article-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "article.html", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *html = NULL;

  ui_test_open_text (fixture->window, "two.pbn", two);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.export-article"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.update-document"));

  g_assert_true (_brg_window_export_article (fixture->window, file, "all", &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
  g_assert_nonnull (strstr (html, "<html"));
  g_assert_nonnull (strstr (html, "Board 5"));
  g_assert_nonnull (strstr (html, "Board 6"));
  g_clear_pointer (&html, g_free);

  g_assert_true (_brg_window_export_article (fixture->window, file, "current", &error));
  g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
  g_assert_nonnull (strstr (html, "Board 5"));
  g_assert_null (strstr (html, "Board 6"));
  g_clear_pointer (&html, g_free);

  /* The boards the search lists. */
  brg_board_list_set_search_text (ui_test_get_child (fixture->window, "board_list"), "6");
  g_assert_true (_brg_window_export_article (fixture->window, file, "listed", &error));
  g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
  g_assert_null (strstr (html, "Board 5"));
  g_assert_nonnull (strstr (html, "Board 6"));

  g_unlink (path);
  g_rmdir (dir);
}

/* Update Document: the edited board goes back into the HTML it came from,
 * every other byte as it was, the old version kept as FILE~. */
static void
test_edit_update_document (Fixture       *fixture,
                           gconstpointer  data)
{
  static const char page[] =
    "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Club</title></head>\n"
    "<body>\n<p>Before the deal.</p>\n<pre>&lt;PBN&gt;\n"
    "[Event \"Lesson\"]\n[Board \"5\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n"
    "[Deal \"N:AKJ73.K4.AQ8.K92 Q98.AJT962.7.A54 T5.Q5.KJT963.Q87 642.873.542.JT63\"]\n"
    "&lt;/PBN&gt;</pre>\n<p>After the deal.</p>\n</body></html>\n";
  g_autoptr(GFile) file = ui_test_new_temp_file ("page.html", page, -1);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *updated = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;

  ui_test_open_and_wait (fixture->window, file);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.update-document"));
  edit_mode (fixture);
  enter_auction (fixture, "1S Pass 4S Pass Pass Pass");

  ui_test_activate (fixture->window, "win.update-document");
  /* Written into the document: nothing left to save. */
  g_assert_false (brg_window_get_modified (fixture->window));
  g_assert_true (g_file_get_contents (path, &updated, NULL, NULL));
  g_assert_true (g_str_has_prefix (updated, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                                            "<title>Club</title></head>\n<body>\n"
                                            "<p>Before the deal.</p>\n"));
  g_assert_nonnull (strstr (updated, "[Auction \"N\"]"));
  g_assert_nonnull (strstr (updated, "1S Pass 4S Pass"));
  g_assert_true (g_str_has_suffix (updated, "<p>After the deal.</p>\n</body></html>\n"));
  g_assert_true (g_file_get_contents (backup, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, page);

  /* Read back, the board has its auction. */
  {
    g_autoptr(BrgEvent) event = brg_host_document_read_file (file, NULL, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (brg_auction_get_n_calls (brg_board_get_auction (
      brg_event_get_board (event, 0))), ==, 6);
  }
  g_unlink (backup);
}

static gboolean
focus_within (Fixture   *fixture,
              GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* From the keyboard: the shortcuts' actions put the focus where the user
 * types next, turning the edit mode on. */
static void
test_edit_keyboard (Fixture       *fixture,
                    gconstpointer  data)
{
  BrgAnnotationEditor *ed = editor (fixture);

  ui_test_open_text (fixture->window, "board.pbn", empty_board);
  g_assert_false (brg_window_get_edit_mode (fixture->window));
  ui_test_activate (fixture->window, "win.type-entry");
  g_assert_true (brg_window_get_edit_mode (fixture->window));
  ui_test_drain ();
  g_assert_true (focus_within (fixture, GTK_WIDGET (bidding_box (fixture))));
  g_assert_true (GTK_IS_TEXT (gtk_root_get_focus (GTK_ROOT (fixture->window))));

  make_call (fixture, "1S");
  ui_test_activate (fixture->window, "win.edit-note");
  g_assert_true (focus_within (fixture, GTK_WIDGET (brg_annotation_editor_get_note_panel (ed))));
  ui_test_activate (fixture->window, "win.edit-comment");
  ui_test_drain ();
  g_assert_cmpuint (brg_comment_editor_get_n_items (brg_annotation_editor_get_item_comments (ed)),
                    ==, 1);
  g_assert_true (focus_within (fixture,
                               GTK_WIDGET (brg_annotation_editor_get_item_comments (ed))));
  ui_test_activate (fixture->window, "win.edit-nags");
  ui_test_drain ();
  g_assert_true (focus_within (fixture, GTK_WIDGET (brg_annotation_editor_get_nag_panel (ed))));
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* The new properties notify once a change, and not for the same value. */
static void
test_edit_properties (Fixture       *fixture,
                      gconstpointer  data)
{
  struct {
    GObject    *object;
    const char *property;
  } cases[] = {
    { G_OBJECT (fixture->window), "edit-mode" },
    /* The window's modes, which its model and its parts hold. */
    { G_OBJECT (fixture->window), "quiz-mode" },
    { G_OBJECT (fixture->window), "reveal-hidden" },
    { G_OBJECT (fixture->window), "editing-deal" },
    { G_OBJECT (bidding_box (fixture)), "four-color" },
    { G_OBJECT (play_box (fixture)), "four-color" },
    { G_OBJECT (ui_test_find_descendant (GTK_WIDGET (fixture->window), BRG_TYPE_DD_PANEL)),
      "show-on-cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", cases[i].property, NULL);
      gboolean value;
      guint count = 0;
      gulong id;

      g_object_get (cases[i].object, cases[i].property, &value, NULL);
      id = g_signal_connect (cases[i].object, signal, G_CALLBACK (count_notify_cb), &count);
      g_object_set (cases[i].object, cases[i].property, !value, NULL);
      g_assert_cmpuint (count, ==, 1);
      g_object_set (cases[i].object, cases[i].property, !value, NULL);
      g_assert_cmpuint (count, ==, 1);
      g_object_set (cases[i].object, cases[i].property, value, NULL);
      g_assert_cmpuint (count, ==, 2);
      g_signal_handler_disconnect (cases[i].object, id);
    }
}

/* Every control of the edit mode has a name a screen reader says: the
 * bidding box, the play entry and the annotation editors, filled. */
static void
test_edit_accessible (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *text = g_strconcat (empty_board, "[Contract \"3NT\"]\n[Declarer \"S\"]\n", NULL);
  g_autoptr(GString) problems = g_string_new (NULL);
  BrgAnnotationEditor *ed;

  ui_test_open_text (fixture->window, "board.pbn", text);
  edit_mode (fixture);
  ed = editor (fixture);
  ui_test_check_controls (GTK_WIDGET (fixture->window), problems);

  enter_auction (fixture, "1S Pass");
  brg_note_panel_choose (brg_annotation_editor_get_note_panel (ed), -1);
  brg_comment_editor_add (brg_annotation_editor_get_item_comments (ed));
  brg_comment_editor_add (brg_annotation_editor_get_board_comments (ed));
  brg_replay_set_calls_shown (brg_window_get_replay (fixture->window), 1);
  ui_test_drain ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  ui_test_check_controls (GTK_WIDGET (fixture->window), problems);

  ui_test_activate (fixture->window, "win.play-end");
  enter_auction (fixture, "4S Pass Pass Pass");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bidding_box (fixture))));
  play_card (fixture, "HJ");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  ui_test_check_controls (GTK_WIDGET (fixture->window), problems);

  ui_test_activate (fixture->window, "win.claim");
  ui_test_check_controls (GTK_WIDGET (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                             GTK_WINDOW (fixture->window))),
                          problems);

  if (problems->len > 0)
    g_error ("controls without a name or tooltip:\n%s", problems->str);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_ACCESSIBLE);
  if (app == NULL)
    return 0;

  ADD_TEST ("/ui/edit/bidding-box", test_edit_bidding_box);
  ADD_TEST ("/ui/edit/undo", test_edit_undo);
  ADD_TEST ("/ui/edit/undo-other-board", test_edit_undo_other_board);
  ADD_TEST ("/ui/edit/alert", test_edit_alert);
  ADD_TEST ("/ui/edit/irregular", test_edit_irregular);
  ADD_TEST ("/ui/edit/change-middle", test_edit_change_middle);
  ADD_TEST ("/ui/edit/contract-conflict", test_edit_contract_conflict);
  ADD_TEST ("/ui/edit/play", test_edit_play);
  ADD_TEST ("/ui/edit/claim", test_edit_claim);
  ADD_TEST ("/ui/edit/end-position", test_edit_end_position);
  ADD_TEST ("/ui/edit/annotate", test_edit_annotate);
  ADD_TEST ("/ui/edit/annotate-card", test_edit_annotate_card);
  ADD_TEST ("/ui/edit/write", test_edit_write);
  ADD_TEST ("/ui/edit/export-article", test_edit_export_article);
  ADD_TEST ("/ui/edit/update-document", test_edit_update_document);
  ADD_TEST ("/ui/edit/keyboard", test_edit_keyboard);
  ADD_TEST ("/ui/edit/properties", test_edit_properties);
  ADD_TEST ("/ui/edit/accessible", test_edit_accessible);

  return ui_test_run (app, argv[0]);
}
