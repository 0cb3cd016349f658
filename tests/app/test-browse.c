/* test-browse.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives the window through a file the way a reader does: open, browse and
 * search the boards, step through the auction and the play with the
 * window's actions, and check what the table, the auction and the
 * commentary show. Runs under a display (Xvfb in CI):
 * xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "brg-annotation-panel-private.h"
#include "brg-application.h"
#include "brg-auction-view-private.h"
#include "brg-board-list.h"
#include "brg-details-pane-private.h"
#include "brg-diagnostics-window-private.h"
#include "brg-import.h"
#include "brg-table-view-private.h"
#include "brg-window.h"
#include "ui-test-util.h"


/* The one application of the test program: a GApplication registers once. */
static BrgApplication *app;

typedef UiFixture Fixture;

/* Four boards of two events, for the search: board numbers 1, 2, 3 and 12,
 * Smith in three of them, contracts 3NT, 4♥, 4♠× and 6NT. Board 1 has an
 * annotated auction and commentary with suit escapes (PBN §3.8). */
static const char filter_pbn[] =
  "% PBN 2.1\n"
  "[Event \"Spring Pairs\"]\n[Site \"Leeds\"]\n[Date \"2026.03.01\"]\n[Board \"1\"]\n"
  "[West \"Adams\"]\n[North \"Smith\"]\n[East \"Baker\"]\n[South \"Jones\"]\n"
  "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
  "[Scoring \"MP\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n"
  "{Count your tricks: \\S, \\H, \\D and \\C.[%clk 0:01:00]}\n"
  "{<b>Plan.</b> With 1 < 2 &amp; <i>no <u>rush</i>: count.}\n"
  "[Auction \"N\"]\n"
  "1S ! 2H $2 2S =1= 3H $5\n"
  "Pass Pass 3NT Pass\n"
  "Pass Pass\n"
  "[Note \"1:constructive, 8-10 points\"]\n"
  "\n"
  "[Event \"Spring Pairs\"]\n[Site \"Leeds\"]\n[Date \"2026.03.01\"]\n[Board \"2\"]\n"
  "[West \"Adams\"]\n[North \"Smith\"]\n[East \"Baker\"]\n[South \"Jones\"]\n"
  "[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[Deal \"N:KQJT.AKQ.A2.8765 A98.JT98.KQJ.AKQ 765.765.T987.JT9 432.432.6543.432\"]\n"
  "[Scoring \"MP\"]\n[Declarer \"E\"]\n[Contract \"4H\"]\n[Result \"11\"]\n"
  "\n"
  "[Event \"Autumn Teams\"]\n[Site \"York\"]\n[Date \"2026.10.01\"]\n[Board \"3\"]\n"
  "[West \"Clark\"]\n[North \"Young\"]\n[East \"Evans\"]\n[South \"Smith\"]\n"
  "[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"
  "[Deal \"N:KQJT.AKQ.A2.8765 A98.JT98.KQJ.AKQ 765.765.T987.JT9 432.432.6543.432\"]\n"
  "[Scoring \"IMP\"]\n[Declarer \"N\"]\n[Contract \"4SX\"]\n[Result \"8\"]\n"
  "[Hidden \"EW\"]\n"
  "\n"
  "[Event \"Autumn Teams\"]\n[Site \"York\"]\n[Date \"2026.10.01\"]\n[Board \"12\"]\n"
  "[West \"Clark\"]\n[North \"Young\"]\n[East \"Evans\"]\n[South \"Jones\"]\n"
  "[Dealer \"W\"]\n[Vulnerable \"All\"]\n"
  "[Deal \"N:KQJT.AKQ.A2.8765 A98.JT98.KQJ.AKQ 765.765.T987.JT9 432.432.6543.432\"]\n"
  "[Scoring \"IMP\"]\n[Declarer \"W\"]\n[Contract \"6NT\"]\n[Result \"12\"]\n";

/* Three boards, each with a problem: two errors and a warning. */
static const char problems_pbn[] =
  "[Event \"Problems\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"Sometimes\"]\n"
  "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
  "\n"
  "[Event \"Problems\"]\n[Board \"2\"]\n[Dealer \"X\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
  "\n"
  "[Event \"Problems\"]\n[Board \"3\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
  "[Auction \"N\"]\n"
  "1NT Pass Pass Pass Pass\n";

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  /* Room for the board list, the table and the panel side by side. */
  static const UiFixtureOptions options = { 1400, 860, FALSE };

  ui_fixture_set_up (fixture, &options);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_fixture_tear_down (fixture, NULL);
}

/* The hand @seat holds after the first @n_cards cards of the play, from the
 * core: the oracle for what the table shows. */
static BrgCardSet
expected_hand (BrgBoard *board,
               BrgSeat   seat,
               guint     n_cards)
{
  BrgPlay *play = brg_board_get_play (board);
  BrgCardSet hand = brg_deal_get_hand (brg_board_get_deal (board), seat);

  for (guint i = 0; play != NULL && i < n_cards; i++)
    {
      BrgCard card = brg_play_get_card (play, i);

      if (BRG_CARD_IS_VALID (card))
        hand &= ~BRG_CARD_SET_BIT (card);
    }

  return hand;
}

static guint
n_shown (BrgTableView *table,
         BrgSeat       seat)
{
  return brg_card_set_count (brg_table_view_get_shown_hand (table, seat));
}

static void
assert_table_matches_core (BrgWindow *window)
{
  BrgTableView *table = ui_test_get_child (window, "table_view");
  BrgReplay *replay = brg_window_get_replay (window);
  BrgBoard *board = brg_replay_get_board (replay);
  guint cards = brg_replay_get_cards_played (replay);

  g_assert_true (brg_table_view_get_board (table) == board);
  g_assert_cmpuint (brg_table_view_get_n_cards_played (table), ==, cards);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmphex (brg_table_view_get_shown_hand (table, seat), ==,
                     expected_hand (board, seat, cards));
}

/* Issue 23: after Rotate the status line said "Trick 1 won by South"
 * when the turn had made the winner West: it follows every edit. */
static void
test_browse_rotate_status (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgCommand) rotate = NULL;
  GtkLabel *position = ui_test_get_child (fixture->window, "position_label");
  BrgReplay *replay = brg_window_get_replay (fixture->window);

  /* 1NT by North: East leads the ♣9, South wins with the ♣A. */
  ui_test_open_text (fixture->window, "rotate.pbn",
                     "[Board \"1\"]\n[Dealer \"N\"]\n[Declarer \"N\"]\n[Contract \"1NT\"]\n"
                     "[Deal \"N:KQJ.AKQ.AKQ.KQJ2 T987.JT9.JT9.T93 6543.876.876.A54 "
                     "A2.5432.5432.876\"]\n[Play \"E\"]\nC9 CA C6 C2\n*\n");
  brg_replay_set_cards_played (replay, 4);
  ui_test_drain ();
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 1 won by South");

  /* A quarter turn clockwise: South's cards are West's. */
  rotate = brg_edit_rotate (brg_replay_get_board (replay), 1, BRG_ROTATE_NONE);
  g_assert_true (brg_history_perform (brg_window_get_history (fixture->window), rotate, &error));
  g_assert_no_error (error);
  ui_test_drain ();
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 4);
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 1 won by West");
}

/* Our PBN §1.2 example: 5♥× by South, 15 calls, and a play of six tricks
 * and a lead: in the seventh trick only South's ♥2 is known, and the dashes
 * after it are cards not played (PBN §3.6), so the play holds 25 cards. */
static void
test_browse_step_play (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("spec-1.2-example.pbn");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  GtkLabel *position = ui_test_get_child (fixture->window, "position_label");
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  BrgCard card;

  ui_test_open_and_wait (fixture->window, file);

  g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 15);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 25);
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 15);
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Before the opening lead");
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 0);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpuint (n_shown (table, seat), ==, 13);
  assert_table_matches_core (fixture->window);

  /* The opening lead: West's ♠K leaves West's hand and lies in the centre. */
  ui_test_activate (fixture->window, "win.next-card");
  g_assert_cmpuint (n_shown (table, BRG_SEAT_WEST), ==, 12);
  g_assert_cmpuint (n_shown (table, BRG_SEAT_NORTH), ==, 13);
  g_assert_true (brg_card_from_pbn ("SK", &card));
  g_assert_cmpuint (brg_table_view_get_shown_trick_card (table, BRG_SEAT_WEST), ==, card);
  g_assert_cmpuint (brg_table_view_get_shown_trick_card (table, BRG_SEAT_NORTH), ==, BRG_CARD_NONE);
  g_assert_cmpint (brg_table_view_get_trick_leader (table), ==, BRG_SEAT_WEST);
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 1, card 1");
  assert_table_matches_core (fixture->window);

  /* The first trick: North ruffs the ♠K with the ♥3 (hearts are trumps). */
  ui_test_activate (fixture->window, "win.next-trick");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 4);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpuint (n_shown (table, seat), ==, 12);
  g_assert_true (brg_card_from_pbn ("H3", &card));
  g_assert_cmpuint (brg_table_view_get_shown_trick_card (table, BRG_SEAT_NORTH), ==, card);
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 1 won by North");
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 1);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 1);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);
  assert_table_matches_core (fixture->window);

  /* Trick 2: North leads the ♣2, South wins with the ♣K. */
  ui_test_activate (fixture->window, "win.next-card");
  g_assert_cmpint (brg_table_view_get_trick_leader (table), ==, BRG_SEAT_NORTH);
  ui_test_activate (fixture->window, "win.next-trick");
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 2 won by South");
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 2);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);

  /* Six tricks, all declarer's: North ruffs a spade (trick 3), cashes the
   * ♣A and the ♦A, and South overruffs East's ♥5 in trick 6. Each hand
   * holds seven cards. */
  for (guint i = 0; i < 4; i++)
    ui_test_activate (fixture->window, "win.next-trick");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 24);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpuint (n_shown (table, seat), ==, 7);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 6);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 6 won by South");
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 6);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);
  assert_table_matches_core (fixture->window);

  /* The end: South leads the ♥2 to the seventh trick. */
  g_assert_true (ui_test_action_enabled (fixture->window, "win.play-end"));
  ui_test_activate (fixture->window, "win.play-end");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 25);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-card"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-trick"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.play-end"));
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 7, card 1");
  g_assert_true (brg_card_from_pbn ("H2", &card));
  g_assert_cmpuint (brg_table_view_get_shown_trick_card (table, BRG_SEAT_SOUTH), ==, card);
  g_assert_cmpuint (brg_table_view_get_shown_trick_card (table, BRG_SEAT_WEST), ==, BRG_CARD_NONE);
  g_assert_cmpint (brg_table_view_get_trick_leader (table), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_NS), ==, 6);
  g_assert_cmpuint (brg_table_view_get_tricks_won (table, BRG_SIDE_EW), ==, 0);
  assert_table_matches_core (fixture->window);

  /* And back. */
  ui_test_activate (fixture->window, "win.prev-trick");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 24);
  ui_test_activate (fixture->window, "win.prev-trick");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 20);
  ui_test_activate (fixture->window, "win.next-trick");
  ui_test_activate (fixture->window, "win.prev-card");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 23);
  g_assert_cmpstr (gtk_label_get_text (position), ==, "Trick 6, card 3");
  assert_table_matches_core (fixture->window);
  ui_test_activate (fixture->window, "win.play-start");
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 0);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.prev-card"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.play-start"));
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpuint (n_shown (table, seat), ==, 13);
}

static gboolean
has_css_class (GtkWidget  *widget,
               const char *name)
{
  return widget != NULL && gtk_widget_has_css_class (widget, name);
}

/* The grid column of a call: 0 West, 1 North, 2 East, 3 South; and its row. */
static void
assert_cell_at (BrgAuctionView *auction,
                guint           position,
                int             column,
                int             row)
{
  GtkWidget *cell = brg_auction_view_get_cell (auction, position);
  int cell_column = -1;
  int cell_row = -1;

  gtk_grid_query_child (GTK_GRID (gtk_widget_get_parent (cell)), cell,
                        &cell_column, &cell_row, NULL, NULL);
  g_assert_cmpint (cell_column, ==, column);
  g_assert_cmpint (cell_row, ==, row);
}

/* The auction grid and stepping through it (PBN §3.5). */
static void
test_browse_step_auction (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("spec-1.2-example.pbn");
  BrgAuctionView *auction = ui_test_get_child (fixture->window, "auction_view");
  BrgAnnotationPanel *panel = ui_test_get_child (fixture->window, "annotation_panel");
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  g_autofree char *text = NULL;
  GtkWidget *cell;

  ui_test_open_and_wait (fixture->window, file);

  /* 3♥ =1= is South's (North deals: 1♦ 1♠ 3♥): an alert with its note. */
  cell = brg_auction_view_get_cell (auction, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cell)), ==, "3♥1");
  g_assert_true (has_css_class (cell, "alerted"));
  g_assert_false (has_css_class (brg_auction_view_get_cell (auction, 0), "alerted"));
  g_assert_true (strstr (gtk_widget_get_tooltip_text (cell), "non-forcing 6-9 points") != NULL);
  g_assert_null (brg_auction_view_get_cell (auction, 15));
  /* North deals: the first call under N, West's 4♠ starts the next row. */
  assert_cell_at (auction, 0, 1, 1);
  assert_cell_at (auction, 2, 3, 1);
  assert_cell_at (auction, 3, 0, 2);
  assert_cell_at (auction, 14, 3, 4);

  /* A board shows its whole auction, no call singled out. */
  for (guint i = 0; i < 15; i++)
    g_assert_false (has_css_class (brg_auction_view_get_cell (auction, i), "current"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-call"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.prev-call"));

  for (guint i = 0; i < 12; i++)
    ui_test_activate (fixture->window, "win.prev-call");
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 3);
  g_assert_cmpuint (brg_auction_view_get_calls_shown (auction), ==, 3);
  g_assert_true (has_css_class (brg_auction_view_get_cell (auction, 2), "current"));
  g_assert_false (has_css_class (brg_auction_view_get_cell (auction, 14), "current"));
  g_assert_cmpfloat (gtk_widget_get_opacity (brg_auction_view_get_cell (auction, 3)), ==, 0.0);
  g_assert_cmpfloat (gtk_widget_get_opacity (brg_auction_view_get_cell (auction, 2)), ==, 1.0);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.next-call"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.play-start"));

  /* The commentary shows the note of the current call. */
  text = brg_annotation_panel_dup_text (panel);
  g_assert_true (strstr (text, "Note 1: non-forcing 6-9 points, 6-card") != NULL);
  g_clear_pointer (&text, g_free);

  /* Stepping on to the last call highlights it. */
  for (guint i = 0; i < 12; i++)
    ui_test_activate (fixture->window, "win.next-call");
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 15);
  g_assert_true (has_css_class (brg_auction_view_get_cell (auction, 14), "current"));
  ui_test_activate (fixture->window, "win.next-card");
  ui_test_activate (fixture->window, "win.prev-card");
  g_assert_false (has_css_class (brg_auction_view_get_cell (auction, 14), "current"));
  for (guint i = 0; i < 12; i++)
    ui_test_activate (fixture->window, "win.prev-call");

  /* A card shows the whole auction; the first card's note is the play's. */
  ui_test_activate (fixture->window, "win.next-card");
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 15);
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 1);
  g_assert_false (has_css_class (brg_auction_view_get_cell (auction, 2), "current"));
  text = brg_annotation_panel_dup_text (panel);
  g_assert_true (strstr (text, "Note 1: highest of series") != NULL);
  g_assert_null (strstr (text, "non-forcing"));
}

static const char *
cell_text (BrgAuctionView *auction,
           guint           position)
{
  return gtk_label_get_text (GTK_LABEL (brg_auction_view_get_cell (auction, position)));
}

/* Suffixes and NAGs as glyphs (PBN §3.7), suit escapes as symbols and
 * supplement commands hidden (PBN §3.8). */
static void
test_browse_annotations (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("annotations.pbn", filter_pbn, -1);
  BrgAuctionView *auction = ui_test_get_child (fixture->window, "auction_view");
  BrgAnnotationPanel *panel = ui_test_get_child (fixture->window, "annotation_panel");
  BrgDetailsPane *details = ui_test_get_child (fixture->window, "details_pane");
  g_autofree char *text = NULL;

  ui_test_open_and_wait (fixture->window, file);

  g_assert_cmpstr (cell_text (auction, 0), ==, "1♠!");
  g_assert_cmpstr (cell_text (auction, 1), ==, "2♥?");
  g_assert_cmpstr (cell_text (auction, 2), ==, "2♠1");
  g_assert_cmpstr (cell_text (auction, 3), ==, "3♥!?");
  g_assert_true (strstr (gtk_widget_get_tooltip_text (brg_auction_view_get_cell (auction, 1)),
                         "Poor call") != NULL);

  text = brg_annotation_panel_dup_text (panel);
  g_assert_true (strstr (text, "Count your tricks: ♠, ♥, ♦ and ♣.") != NULL);
  g_assert_null (strstr (text, "clk"));
  /* BridgeComposer's bold, italic and underline; other brackets stay. */
  g_assert_true (strstr (text, "Plan. With 1 < 2 & no rush: count.") != NULL);

  g_assert_cmpstr (brg_details_pane_get_value (details, "Event"), ==, "Spring Pairs");
  g_assert_cmpstr (brg_details_pane_get_value (details, "North"), ==, "Smith");
  g_assert_cmpstr (brg_details_pane_get_value (details, "Scoring"), ==, "MP");
  g_assert_cmpstr (brg_details_pane_get_value (details, "Result"), ==, "9");
  g_assert_null (brg_details_pane_get_value (details, "Deal"));
}

/* PBN §3.9: a turn skipped after a call out of rotation (^S) and an
 * insufficient bid accepted (^I) keep their places in the grid. */
static void
test_browse_irregular_auction (Fixture       *fixture,
                               gconstpointer  data)
{
  static const char pbn[] =
    "[Event \"Irregular\"]\n[Board \"1\"]\n[Dealer \"W\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
    "[Declarer \"E\"]\n[Contract \"1C\"]\n"
    "[Auction \"W\"]\n"
    "^S 1D ^I 1C Pass\n"
    "Pass Pass\n";
  g_autoptr(GFile) file = ui_test_new_temp_file ("irregular.pbn", pbn, -1);
  BrgAuctionView *auction = ui_test_get_child (fixture->window, "auction_view");
  GtkWidget *cell;

  ui_test_open_and_wait (fixture->window, file);

  /* West, the dealer, was skipped: a dash in the first column. */
  cell = brg_auction_view_get_cell (auction, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cell)), ==, "—");
  g_assert_true (has_css_class (cell, "skipped"));
  g_assert_true (strstr (gtk_widget_get_tooltip_text (cell), "skipped") != NULL);
  assert_cell_at (auction, 0, 0, 1);
  assert_cell_at (auction, 5, 1, 2);

  g_assert_cmpstr (cell_text (auction, 1), ==, "1♦");
  g_assert_false (has_css_class (brg_auction_view_get_cell (auction, 1), "irregular"));

  cell = brg_auction_view_get_cell (auction, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cell)), ==, "1♣");
  g_assert_true (has_css_class (cell, "irregular"));
  g_assert_true (strstr (gtk_widget_get_tooltip_text (cell), "Insufficient bid") != NULL);
  g_assert_null (brg_auction_view_get_cell (auction, 6));
}

static void
test_browse_next_prev_board (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("two-boards.pbn");
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  BrgEvent *event;

  ui_test_open_and_wait (fixture->window, file);
  event = brg_window_get_event (fixture->window);

  g_assert_true (brg_table_view_get_board (table) == brg_event_get_board (event, 0));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.next-board"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.prev-board"));

  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 1);
  g_assert_true (brg_table_view_get_board (table) == brg_event_get_board (event, 1));
  g_assert_true (brg_replay_get_board (brg_window_get_replay (fixture->window))
                 == brg_event_get_board (event, 1));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-board"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.prev-board"));
  assert_table_matches_core (fixture->window);

  ui_test_activate (fixture->window, "win.prev-board");
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 0);
  g_assert_true (brg_table_view_get_board (table) == brg_event_get_board (event, 0));

  /* Another file replaces the boards; nothing keeps the old ones alive. */
  g_object_add_weak_pointer (G_OBJECT (event), (gpointer *) &event);
  {
    g_autoptr(GFile) other = ui_test_data_file ("spec-1.2-example.pbn");

    ui_test_open_and_wait (fixture->window, other);
  }
  g_assert_null (event);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 1);
}

/* A file opened after another starts at its first board, wherever the
 * selection was in the file before (GTK 4.8's autoselect kept a position in
 * the middle of the new list). */
static void
test_browse_new_file_first_board (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(GFile) small = ui_test_new_temp_file ("four.pbn", filter_pbn, -1);
  g_autoptr(GFile) big = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");

  for (guint n = 1; n <= 400; n++)
    g_string_append_printf (text,
                            "[Board \"%u\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 "
                            "432.AKQJ.T98.765\"]\n\n", n);
  big = ui_test_new_temp_file ("four-hundred.pbn", text->str, (gssize) text->len);

  ui_test_open_and_wait (fixture->window, small);
  ui_test_activate (fixture->window, "win.next-board");
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 2);

  ui_test_open_and_wait (fixture->window, big);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 400);
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 0);
  g_assert_cmpuint (brg_board_get_number (brg_table_view_get_board (table)), ==, 1);
}

static guint
filter_count (BrgBoardList *list,
              const char   *search)
{
  brg_board_list_set_search_text (list, search);
  return brg_board_list_get_n_shown (list);
}

static void
test_browse_filter (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("filter.pbn", filter_pbn, -1);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  BrgBoard *board;

  ui_test_open_and_wait (fixture->window, file);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 4);

  /* A board number matches exactly: "1" is not 12. */
  g_assert_cmpuint (filter_count (list, "1"), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 1);
  g_assert_cmpuint (filter_count (list, "12"), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 12);
  /* The table follows the selection. */
  g_assert_true (brg_table_view_get_board (table) == brg_board_list_get_selected_board (list));

  /* Players, in any letter case, in any seat. */
  g_assert_cmpuint (filter_count (list, "smith"), ==, 3);
  g_assert_cmpuint (filter_count (list, "SMITH jones"), ==, 2);
  /* The event. */
  g_assert_cmpuint (filter_count (list, "autumn"), ==, 2);
  /* Contracts, as PBN or with symbols. */
  g_assert_cmpuint (filter_count (list, "4h"), ==, 1);
  g_assert_cmpuint (filter_count (list, "4♠"), ==, 1);
  g_assert_cmpuint (filter_count (list, "nt"), ==, 2);
  g_assert_cmpuint (filter_count (list, "3nt smith"), ==, 1);

  /* Next and previous board move among the boards shown. */
  g_assert_cmpuint (filter_count (list, "autumn"), ==, 2);
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 3);
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 12);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-board"));

  /* Nothing found: no board, nothing to step. */
  g_assert_cmpuint (filter_count (list, "nobody"), ==, 0);
  g_assert_null (brg_board_list_get_selected_board (list));
  g_assert_null (brg_table_view_get_board (table));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-card"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.prev-call"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.next-board"));

  g_assert_cmpuint (filter_count (list, ""), ==, 4);
  g_assert_nonnull (brg_table_view_get_board (table));

  /* The function the filter uses. */
  board = brg_event_get_board (brg_window_get_event (fixture->window), 2);
  g_assert_true (brg_board_list_board_matches (board, "young 4SX"));
  g_assert_false (brg_board_list_board_matches (board, "young 4H"));
}

static gboolean
search_applied (gpointer list)
{
  return brg_board_list_get_n_shown (list) == 1;
}

/* Typing in the search entry filters the list. */
static void
test_browse_search_entry (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("filter.pbn", filter_pbn, -1);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  GtkWidget *entry;

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.find");
  entry = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (GTK_IS_EDITABLE (entry));

  gtk_editable_set_text (GTK_EDITABLE (entry), "autumn 6nt");
  ui_test_wait_until (search_applied, list);
  g_assert_cmpstr (brg_board_list_get_search_text (list), ==, "autumn 6nt");
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 12);
}

static void
test_browse_reveal_hidden (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("filter.pbn", filter_pbn, -1);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");

  ui_test_open_and_wait (fixture->window, file);
  brg_board_list_select (list, 2);
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 3);

  /* [Hidden "EW"] */
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_WEST));
  g_assert_false (brg_table_view_is_hand_hidden (table, BRG_SEAT_NORTH));

  ui_test_activate (fixture->window, "win.reveal-hidden");
  g_assert_true (brg_window_get_reveal_hidden (fixture->window));
  g_assert_true (brg_table_view_get_reveal_hidden (table));
  g_assert_false (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));

  ui_test_activate (fixture->window, "win.reveal-hidden");
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));

  /* Another board starts hidden again. */
  ui_test_activate (fixture->window, "win.reveal-hidden");
  ui_test_activate (fixture->window, "win.prev-board");
  g_assert_false (brg_window_get_reveal_hidden (fixture->window));
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));
}

static gboolean
window_has_diagnostics_window (gpointer window)
{
  return ui_test_find_toplevel (BRG_TYPE_DIAGNOSTICS_WINDOW, window) != NULL;
}

/* Problems found while reading: a toast sums them up, Details lists them. */
static void
test_browse_diagnostics_toast (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("problems.pbn", problems_pbn, -1);
  AdwToastOverlay *overlay = ui_test_get_child (fixture->window, "toast_overlay");
  GtkWidget *toast_label;
  GtkWidget *details;
  GtkWindow *dialog;
  GPtrArray *diagnostics;
  g_autofree char *text = NULL;

  g_assert_false (ui_test_action_enabled (fixture->window, "win.show-diagnostics"));
  ui_test_open_and_wait (fixture->window, file);

  diagnostics = brg_window_get_diagnostics (fixture->window);
  g_assert_nonnull (diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 3);

  toast_label = ui_test_find_label (GTK_WIDGET (overlay), "Opened ");
  g_assert_nonnull (toast_label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (toast_label)), ==,
                   "Opened 3 boards, 2 errors, 1 warning");

  /* The toast's button opens the list, with a line and column each. */
  details = ui_test_find_button_with_label (GTK_WIDGET (overlay), "Details");
  g_assert_nonnull (details);
  gtk_widget_activate (details);
  ui_test_wait_until (window_has_diagnostics_window, fixture->window);
  dialog = ui_test_find_toplevel (BRG_TYPE_DIAGNOSTICS_WINDOW, GTK_WINDOW (fixture->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_assert_cmpuint (brg_diagnostics_window_get_n_items (BRG_DIAGNOSTICS_WINDOW (dialog)), ==, 3);
  text = brg_diagnostics_window_dup_text (BRG_DIAGNOSTICS_WINDOW (dialog));
  g_assert_true (strstr (text, "problems.pbn:4:14: error: ") != NULL);
  g_assert_true (strstr (text, "problems.pbn:9:10: error: ") != NULL);
  g_assert_true (strstr (text, "problems.pbn:19:20: warning: ") != NULL);
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Error · Board 1 · Line 4, column 14"));
  gtk_window_destroy (dialog);
  ui_test_drain ();

  /* The same list from the menu's action. */
  g_assert_true (ui_test_action_enabled (fixture->window, "win.show-diagnostics"));
  ui_test_activate (fixture->window, "win.show-diagnostics");
  g_assert_true (window_has_diagnostics_window (fixture->window));
}

/* Item 9 of issue 12: a board with a problem says so above the table, and
 * a problem in the problems window leads to its board. */
static void
test_browse_problems_linked (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("problems.pbn", problems_pbn, -1);
  GtkRevealer *revealer = ui_test_get_child (fixture->window, "problem_revealer");
  GtkLabel *label = ui_test_get_child (fixture->window, "problem_label");
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  GtkWindow *dialog;
  GtkWidget *list_view;

  ui_test_open_and_wait (fixture->window, file);

  /* Board 1: Vulnerable "Sometimes" (an error), named above the table. */
  g_assert_true (gtk_revealer_get_reveal_child (revealer));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), "The vulnerability must be"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.show-board-problems"));

  /* The problems window, opened from the bar, names the boards. */
  ui_test_activate (fixture->window, "win.show-board-problems");
  dialog = ui_test_find_toplevel (BRG_TYPE_DIAGNOSTICS_WINDOW, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Error · Board 2 · Line 9"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Warning · Board 3 · Line 19"));

  /* A click on the third problem shows board 3 and its warning. */
  list_view = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                         BRG_TYPE_DIAGNOSTICS_WINDOW,
                                                         "list_view"));
  g_signal_emit_by_name (list_view, "activate", 2);
  ui_test_drain ();
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 3);
  g_assert_true (gtk_revealer_get_reveal_child (revealer));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), "A pass after the end"));

  /* Even when the search hides the board. */
  brg_board_list_set_search_text (list, "1");
  g_signal_emit_by_name (list_view, "activate", 1);
  ui_test_drain ();
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 2);
  g_assert_cmpstr (brg_board_list_get_search_text (list), ==, "");

  /* A file without problems shows no bar. */
  {
    g_autoptr(GFile) good = ui_test_data_file ("two-boards.pbn");

    ui_test_open_and_wait (fixture->window, good);
  }
  g_assert_false (gtk_revealer_get_reveal_child (revealer));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.show-board-problems"));
}

static gboolean
menu_lists_problems (gpointer menu)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && g_strcmp0 (label, "gib__match__problems.pbn") == 0)
        return TRUE;
    }

  return FALSE;
}

static gboolean
overlay_lacks_first_toast (gpointer overlay)
{
  return ui_test_find_label (overlay, "Opened 3 boards") == NULL;
}

/* Item 15 of issue 12: file names keep their underscores in the recent
 * files menu, a toast about one file goes when another opens, and a file
 * name is not hyphenated in the error dialog. */
static void
test_browse_small_things (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) problems = ui_test_new_temp_file ("gib_match_problems.pbn", problems_pbn, -1);
  g_autoptr(GFile) good = ui_test_data_file ("two-boards.pbn");
  g_autoptr(GFile) missing = ui_test_data_file ("a_very_long_file_name_that_will_not_fit.pbn");
  AdwSplitButton *open_button = ui_test_get_child (fixture->window, "open_button");
  AdwToastOverlay *overlay = ui_test_get_child (fixture->window, "toast_overlay");
  GMenuModel *menu;
  GtkWindow *dialog;

  ui_test_open_and_wait (fixture->window, problems);
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (overlay), "Opened 3 boards, 2 errors"));

  /* The recent files menu doubles the underscore, which a menu reads as a
   * mnemonic. */
  menu = adw_split_button_get_menu_model (open_button);
  ui_test_wait_until (menu_lists_problems, menu);
  g_assert_true (menu_lists_problems (menu));

  /* Another file: the toast about the first, and its Details, go. */
  ui_test_open_and_wait (fixture->window, good);
  g_assert_true (overlay_lacks_first_toast (overlay));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (overlay), "Opened 2 boards"));
  g_assert_null (ui_test_find_button_with_label (GTK_WIDGET (overlay), "Details"));

  brg_window_open_file (fixture->window, missing);
  ui_test_wait_until (ui_test_window_has_message_dialog, fixture->window);
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_true (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                         "insert_hyphens=\"false\"") != NULL);
  g_assert_cmpstr (ui_test_dialog_heading (dialog), ==,
                   "Could Not Open “a_very_long_file_name_that_will_not_fit.pbn”");
}

static void
close_message_dialog (BrgWindow   *window,
                      const char **heading)
{
  GtkWindow *dialog;

  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  *heading = ui_test_dialog_heading (dialog);
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "close"));
  gtk_window_destroy (dialog);
  ui_test_drain ();
}

/* Files that cannot be read get a dialog; the file shown stays. */
static void
test_browse_broken_files (Fixture       *fixture,
                          gconstpointer  data)
{
  static const char binary[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10";
  g_autoptr(GFile) good = ui_test_data_file ("two-boards.pbn");
  g_autoptr(GFile) broken = ui_test_new_temp_file ("broken.pbn", binary, sizeof binary - 1);
  g_autoptr(GFile) empty = ui_test_new_temp_file ("empty.pbn", "% PBN 2.1\n% EXPORT\n", -1);
  g_autoptr(GFile) text = ui_test_new_temp_file ("notes.txt", "Remember to count trumps.\n", -1);
  g_autoptr(GFile) page = ui_test_new_temp_file ("page.html",
                                         "<html><body><p>No deals here.</p></body></html>\n", -1);
  GtkStack *stack = ui_test_get_child (fixture->window, "stack");
  const char *heading = NULL;

  ui_test_open_and_wait (fixture->window, good);

  brg_window_open_file (fixture->window, broken);
  close_message_dialog (fixture->window, &heading);
  g_assert_cmpstr (heading, ==, "Could Not Open “broken.pbn”");

  brg_window_open_file (fixture->window, empty);
  close_message_dialog (fixture->window, &heading);
  g_assert_cmpstr (heading, ==, "No Boards in “empty.pbn”");

  brg_window_open_file (fixture->window, text);
  close_message_dialog (fixture->window, &heading);
  g_assert_cmpstr (heading, ==, "Could Not Open “notes.txt”");

  brg_window_open_file (fixture->window, page);
  close_message_dialog (fixture->window, &heading);
  g_assert_cmpstr (heading, ==, "Could Not Open “page.html”");

  /* Still the first file, whole. */
  g_assert_false (brg_window_get_loading (fixture->window));
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), good));
  g_assert_cmpuint (brg_event_get_n_boards (brg_window_get_event (fixture->window)), ==, 2);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "boards");
}

/* The content decides the format, not the name. */
static const char *
detect (const char *text,
        const char *file_name)
{
  return brg_import_detect_format (text, strlen (text), file_name);
}

static void
test_browse_detect_format (void)
{
  static const char utf16[] = "\xff\xfe[\0E\0v\0e\0n\0t\0 \0\"\0x\0\"\0]\0\n\0";
  static const char binary[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

  g_assert_cmpstr (detect ("[Event \"x\"]\n", NULL), ==, "pbn");
  g_assert_cmpstr (detect ("% PBN 2.1\n\n{intro}\n[Event \"x\"]\n", NULL), ==, "pbn");
  g_assert_cmpstr (detect ("\xef\xbb\xbf[Deal \"N:...\"]", "x.txt"), ==, "pbn");
  g_assert_cmpstr (brg_import_detect_format (utf16, sizeof utf16 - 1, NULL), ==, "pbn");
  g_assert_cmpstr (detect ("Some words\n[Board \"3\"]\n", NULL), ==, "pbn");
  g_assert_cmpstr (detect ("% only comments\n", "a.PBN"), ==, "pbn");
  g_assert_cmpstr (detect ("% RBN 3.2\nD 19930512\nT Title\n", "x.pbn"), ==, "rbn");
  g_assert_cmpstr (detect ("", "x.rbx"), ==, "rbx");
  /* PBN §6.2: snippets in a web page, in text. */
  g_assert_cmpstr (detect ("<html><body><p>Hand:</p><pre><PBN>[Deal \"N:...\"]</PBN></pre>",
                           "page.html"), ==, "document");
  g_assert_cmpstr (detect ("Dear all,\n<pbn>\n[Event \"x\"]\n</pbn>\n", NULL), ==, "document");
  g_assert_null (detect ("Hello, world\n", "hello.txt"));
  g_assert_null (brg_import_detect_format (binary, sizeof binary - 1, "x.dat"));
  g_assert_null (detect ("", NULL));
}

/* RBN and documents with PBN snippets open like PBN: the format is found
 * from the content. */
static void
test_browse_formats (Fixture       *fixture,
                     gconstpointer  data)
{
  static const char rbn[] =
    "% RBN 3.2\n"
    "E Club night\n"
    "B 7\n"
    "H N:AKQJ.T98.765.432:T98.765.432.AKQJ:765.432.AKQJ.T98:\n"
    "\n";
  static const char html[] =
    "<html><head><title>Lesson</title></head><body>\n"
    "<p>Two deals to bid:</p>\n"
    "<pre>&lt;PBN&gt;\n"
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
    "&lt;/PBN&gt;</pre>\n"
    "<p>and</p><pre>&lt;PBN&gt;\n"
    "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
    "[Deal \"N:KQJT.AKQ.A2.8765 A98.JT98.KQJ.AKQ 765.765.T987.JT9 432.432.6543.432\"]\n"
    "&lt;/PBN&gt;</pre>\n"
    "</body></html>\n";
  g_autoptr(GFile) rbn_file = ui_test_new_temp_file ("club.rbn", rbn, -1);
  g_autoptr(GFile) html_file = ui_test_new_temp_file ("lesson.html", html, -1);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  BrgBoard *board;

  ui_test_open_and_wait (fixture->window, rbn_file);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 1);
  board = brg_board_list_get_selected_board (list);
  g_assert_cmpuint (brg_board_get_number (board), ==, 7);
  /* RBN leaves the fourth hand out: it is the cards the others lack. */
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpuint (n_shown (table, seat), ==, 13);

  ui_test_open_and_wait (fixture->window, html_file);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 2);
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 1);
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 2);
  assert_table_matches_core (fixture->window);
}

/* A file dropped on the window opens; of several, the first. */
static void
test_browse_drop (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GFile) first = ui_test_data_file ("two-boards.pbn");
  g_autoptr(GFile) second = ui_test_data_file ("spec-1.2-example.pbn");
  GFile *files[] = { first, second };
  GdkFileList *list = gdk_file_list_new_from_array (files, G_N_ELEMENTS (files));
  g_autoptr(GListModel) controllers = NULL;
  GtkDropTarget *target = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  controllers = gtk_widget_observe_controllers (ui_test_get_child (fixture->window, "toast_overlay"));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, list);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_assert_true (accepted);

  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), first));
}

/* A big file reads in the background and can be stopped. */
static void
test_browse_cancel_load (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GString) big = g_string_new ("% PBN 2.1\n");
  g_autoptr(GFile) file = NULL;
  GtkStack *stack = ui_test_get_child (fixture->window, "stack");

  for (guint i = 1; i <= 4000; i++)
    g_string_append_printf (big,
                            "[Event \"Big\"]\n[Board \"%u\"]\n"
                            "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ "
                            "765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\n",
                            i);
  file = ui_test_new_temp_file ("big.pbn", big->str, (gssize) big->len);

  brg_window_open_file (fixture->window, file);
  g_assert_true (brg_window_get_loading (fixture->window));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.cancel-load"));
  ui_test_activate (fixture->window, "win.cancel-load");
  g_assert_false (brg_window_get_loading (fixture->window));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.cancel-load"));

  /* The worker finishes in its own time; its result is dropped. */
  ui_test_spin (1500);
  g_assert_null (brg_window_get_file (fixture->window));
  g_assert_null (brg_window_get_event (fixture->window));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");

  /* Opened without interruption, all of it is there. */
  ui_test_open_and_wait (fixture->window, file);
  g_assert_cmpuint (brg_board_list_get_n_shown (ui_test_get_child (fixture->window, "board_list")),
                    ==, 4000);
}

/* A window closed while a file is read: the read's end has nobody to
 * tell. Before, the part that opens files still held the closed window
 * (gtk_window_destroy() unrealizes a window and drops GTK's reference, but
 * it is disposed only when its last holder lets go), and showed the
 * error dialog over it: the dialog held the window (teardown's
 * g_assert_finalize_object() failed) and was made transient for a
 * destroyed surface. */
static void
test_browse_closed_while_reading (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(GFile) missing = ui_fixture_file (fixture, "no-such-file.pbn");
  BrgWindow *other = g_object_ref (brg_window_new (GTK_APPLICATION (app), fixture->settings));

  gtk_window_present (GTK_WINDOW (other));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (other));
  brg_window_open_file (other, missing);
  g_assert_true (brg_window_get_loading (other));
  gtk_window_destroy (GTK_WINDOW (other));

  /* The read fails (no such file) after the window was closed. */
  ui_test_wait_until (ui_test_window_not_loading, other);
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));
  g_assert_finalize_object (other);
}

static void
test_browse_settings (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("two-boards.pbn");
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  BrgAuctionView *auction = ui_test_get_child (fixture->window, "auction_view");
  AdwFlap *panel = ui_test_get_child (fixture->window, "panel_flap");

  ui_test_open_and_wait (fixture->window, file);

  g_assert_false (brg_table_view_get_four_color (table));
  g_settings_set_string (fixture->settings, "card-deck", "four-color");
  g_assert_true (brg_table_view_get_four_color (table));
  g_assert_true (brg_auction_view_get_four_color (auction));
  g_settings_set_string (fixture->settings, "card-deck", "standard");
  g_assert_false (brg_table_view_get_four_color (table));

  g_assert_false (adw_flap_get_folded (panel));
  g_assert_true (adw_flap_get_reveal_flap (panel));
  g_settings_set_boolean (fixture->settings, "show-annotations", FALSE);
  g_assert_false (adw_flap_get_reveal_flap (panel));
  ui_test_activate (fixture->window, "win.toggle-panel");
  g_assert_true (adw_flap_get_reveal_flap (panel));
  g_assert_true (g_settings_get_boolean (fixture->settings, "show-annotations"));
}

/* Opening adds the file to the recent files; a new window offers it. */
static void
test_browse_recent (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("two-boards.pbn");
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  BrgWindow *other;
  GtkListBox *recent_list;
  GtkListBoxRow *row;

  ui_test_open_and_wait (fixture->window, file);
  g_assert_true (gtk_recent_manager_has_item (manager, uri));

  other = g_object_ref (brg_window_new (GTK_APPLICATION (app), fixture->settings));
  gtk_window_present (GTK_WINDOW (other));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (other));

  recent_list = ui_test_get_child (other, "recent_list");
  row = gtk_list_box_get_row_at_index (recent_list, 0);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "two-boards.pbn");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "win.open-recent");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.open-recent", "s", uri));
  ui_test_wait_until (ui_test_window_not_loading, other);
  g_assert_true (g_file_equal (brg_window_get_file (other), file));

  ui_test_destroy_window (other);
}

/* Runs the window's shortcut for @accelerator as if its keys were pressed;
 * returns whether the window handled them. */
static gboolean
press_shortcut (BrgWindow  *window,
                const char *accelerator)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accelerator);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) && gtk_shortcut_trigger_equal (trigger, wanted))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (window), NULL);
        }
    }

  g_error ("no shortcut for %s", accelerator);
}

/* The keys step the play wherever the focus is, but leave a text entry
 * its own keys. */
static void
test_browse_keyboard (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("spec-1.2-example.pbn");
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");

  ui_test_open_and_wait (fixture->window, file);

  g_assert_true (press_shortcut (fixture->window, "Right"));
  g_assert_true (press_shortcut (fixture->window, "Right"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 2);
  g_assert_true (press_shortcut (fixture->window, "<Shift>Right"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 4);
  g_assert_true (press_shortcut (fixture->window, "Left"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 3);
  g_assert_true (press_shortcut (fixture->window, "End"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 25);
  /* At the end, Right is not the window's: the focused widget may have it. */
  g_assert_false (press_shortcut (fixture->window, "Right"));
  g_assert_true (press_shortcut (fixture->window, "<Shift>Left"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 24);
  g_assert_true (press_shortcut (fixture->window, "Home"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 0);
  g_assert_true (press_shortcut (fixture->window, "<Control>Left"));
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 14);
  g_assert_true (press_shortcut (fixture->window, "<Control>Right"));
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 15);
  g_assert_true (press_shortcut (fixture->window, "<Control>h"));
  g_assert_true (brg_window_get_reveal_hidden (fixture->window));

  /* In the search entry, arrows and Home move the cursor. */
  g_assert_true (press_shortcut (fixture->window, "<Control>f"));
  g_assert_true (GTK_IS_EDITABLE (gtk_root_get_focus (GTK_ROOT (fixture->window))));
  g_assert_false (press_shortcut (fixture->window, "Right"));
  g_assert_false (press_shortcut (fixture->window, "End"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 0);

  /* The board list keeps Up and Down; the window does not take them. */
  gtk_widget_grab_focus (GTK_WIDGET (list));
  g_assert_true (press_shortcut (fixture->window, "Right"));
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 1);
}

/* win.copy-board puts the board on the clipboard as a <PBN> snippet (PBN
 * §6.2), which reads back as the same board. */
static void
test_browse_copy_board (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("filter.pbn", filter_pbn, -1);
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->window));
  GdkContentProvider *content;
  g_auto(GValue) value = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) inner = NULL;
  g_autoptr(BrgEvent) pasted = NULL;
  const char *text;
  gsize length;

  ui_test_open_and_wait (fixture->window, file);
  brg_board_list_select (list, 2);
  ui_test_activate (fixture->window, "win.copy-board");

  content = gdk_clipboard_get_content (clipboard);
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, &error));
  g_assert_no_error (error);
  text = g_value_get_string (&value);
  g_assert_true (g_str_has_prefix (text, "<PBN>\n"));
  g_assert_true (g_str_has_suffix (text, "</PBN>\n") || g_str_has_suffix (text, "</PBN>"));

  length = strlen (text) - strlen ("<PBN>\n") - strlen (strstr (text, "</PBN>"));
  inner = g_bytes_new (text + strlen ("<PBN>\n"), length);
  pasted = brg_pbn_read_snippet (inner, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (pasted), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (pasted, 0)), ==, 3);
  /* The same hands; export format writes the deal from the dealer. */
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_true (brg_deal_get_hand (brg_board_get_deal (brg_event_get_board (pasted, 0)), seat)
                   == brg_deal_get_hand (brg_board_get_deal (brg_board_list_get_selected_board (list)),
                                         seat));
}

/* Every command is listed in the shortcuts window with its key. */
static void
test_browse_shortcuts_listed (Fixture       *fixture,
                              gconstpointer  data)
{
  static const char *expected[] = {
    "Right", "Left", "<Shift>Right", "<Shift>Left", "Home", "End",
    "<Control>Right", "<Control>Left", "Page_Down", "Page_Up", "<Control>h",
    "<Control>f", "F9", "<Shift>F9", "Escape", "<Control>c", "<Control>comma",
  };
  GtkShortcutsWindow *overlay;
  g_autoptr(GString) accelerators = g_string_new ("|");
  GtkWidget *widget;

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (fixture->window));
  g_assert_nonnull (overlay);

  /* Walk the shortcuts window for its accelerators. */
  widget = GTK_WIDGET (overlay);
  {
    g_autoptr(GPtrArray) stack = g_ptr_array_new ();

    g_ptr_array_add (stack, widget);
    while (stack->len > 0)
      {
        GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

        if (GTK_IS_SHORTCUTS_SHORTCUT (w))
          {
            g_autofree char *accelerator = NULL;

            g_object_get (w, "accelerator", &accelerator, NULL);
            if (accelerator != NULL)
              g_string_append_printf (accelerators, "%s|", accelerator);
          }
        for (GtkWidget *c = gtk_widget_get_first_child (w);
             c != NULL;
             c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
  }

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *needle = g_strdup_printf ("|%s|", expected[i]);

      if (strstr (accelerators->str, needle) == NULL)
        g_error ("%s is not in the shortcuts window: %s", expected[i], accelerators->str);
    }
}

/* Corpus files (../shared/corpus): each opens, and stepping through every
 * board's play keeps the table equal to the core's hands. */
static void
test_browse_corpus (Fixture       *fixture,
                    gconstpointer  data)
{
  static const char *files[] = {
    "pbn/endplay_example1.pbn",
    "pbn/pbn2html_demo1.pbn",
    "pbn/robots_gib_match.pbn",
    "pbn/wrangler_abs2-2.pbn",
    "pbn/ben_alphamju_endpositions.pbn",
    "pbn/ben_cobol_book_hidden.pbn",
    "pbn/pbnverifier_correct_10.pbn",
    "pbn/pbnverifier_errors_10.pbn",
    "pbn/slovesnov_eyc2000_a1a12525.pbn",
    "rbn/pavlicek_example_7a12.rbn",
  };
  const char *corpus = g_getenv ("FINESSE_CORPUS");
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  guint n_plays = 0;

  if (corpus == NULL || !g_file_test (corpus, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("FINESSE_CORPUS is not set or not a folder: no corpus to open");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (corpus, files[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      guint n_boards;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_test_message ("%s is missing from the corpus", files[i]);
          continue;
        }

      ui_test_open_and_wait (fixture->window, file);
      n_boards = brg_event_get_n_boards (brg_window_get_event (fixture->window));
      g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, n_boards);

      for (guint b = 0; b < n_boards; b++)
        {
          brg_board_list_select (list, b);
          g_assert_cmpuint (brg_board_list_get_selected (list), ==, b);
          assert_table_matches_core (fixture->window);

          if (brg_replay_get_n_cards (replay) > 0)
            n_plays++;
          while (brg_replay_get_cards_played (replay) < brg_replay_get_n_cards (replay))
            {
              ui_test_activate (fixture->window, "win.next-card");
              assert_table_matches_core (fixture->window);
            }
          if (brg_replay_get_n_cards (replay) > 0)
            g_assert_false (ui_test_action_enabled (fixture->window, "win.next-card"));
        }
      g_test_message ("%s: %u boards", files[i], n_boards);
    }

  g_assert_cmpuint (n_plays, >, 0);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  ADD_TEST ("/ui/browse/step-play", test_browse_step_play);
  ADD_TEST ("/ui/browse/rotate-status", test_browse_rotate_status);
  ADD_TEST ("/ui/browse/step-auction", test_browse_step_auction);
  ADD_TEST ("/ui/browse/annotations", test_browse_annotations);
  ADD_TEST ("/ui/browse/irregular-auction", test_browse_irregular_auction);
  ADD_TEST ("/ui/browse/next-prev-board", test_browse_next_prev_board);
  ADD_TEST ("/ui/browse/new-file-first-board", test_browse_new_file_first_board);
  ADD_TEST ("/ui/browse/filter", test_browse_filter);
  ADD_TEST ("/ui/browse/search-entry", test_browse_search_entry);
  ADD_TEST ("/ui/browse/reveal-hidden", test_browse_reveal_hidden);
  ADD_TEST ("/ui/browse/copy-board", test_browse_copy_board);
  ADD_TEST ("/ui/browse/diagnostics-toast", test_browse_diagnostics_toast);
  ADD_TEST ("/ui/browse/problems-linked", test_browse_problems_linked);
  ADD_TEST ("/ui/browse/small-things", test_browse_small_things);
  ADD_TEST ("/ui/browse/broken-files", test_browse_broken_files);
  g_test_add_func ("/ui/browse/detect-format", test_browse_detect_format);
  ADD_TEST ("/ui/browse/formats", test_browse_formats);
  ADD_TEST ("/ui/browse/drop", test_browse_drop);
  ADD_TEST ("/ui/browse/cancel-load", test_browse_cancel_load);
  ADD_TEST ("/ui/browse/closed-while-reading", test_browse_closed_while_reading);
  ADD_TEST ("/ui/browse/settings", test_browse_settings);
  ADD_TEST ("/ui/browse/recent", test_browse_recent);
  ADD_TEST ("/ui/browse/keyboard", test_browse_keyboard);
  ADD_TEST ("/ui/browse/shortcuts-listed", test_browse_shortcuts_listed);
  ADD_TEST ("/ui/browse/corpus", test_browse_corpus);

  return ui_test_run (app, argv[0]);
}
