/* test-deal-editor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal editor in the real window (issue 13): the palette's clicks with
 * the receiving hand, typing suits and hands, pasting, completing at
 * random and to fit, rotating, swapping and clearing, each one undo step
 * of the window's history; and a name for every control.
 *
 * Under Xvfb: xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include "brg-application.h"
#include "brg-deal-editor-private.h"
#include "brg-fit-dialog.h"
#include "brg-window.h"
#include "ui-test-util.h"

static BrgApplication *app;

typedef UiFixture Fixture;

/* The deal editor the window shows in place of the table. */
static BrgDealEditor *
editor_of (Fixture *fixture)
{
  return BRG_DEAL_EDITOR (ui_test_find_descendant (GTK_WIDGET (fixture->window),
                                                   BRG_TYPE_DEAL_EDITOR));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  static const UiFixtureOptions options = { 1440, 900, FALSE };

  ui_fixture_set_up (fixture, &options);

  /* A new event of one board, with the deal editor open. */
  ui_test_activate (fixture->window, "win.new");
  g_assert_nonnull (editor_of (fixture));
  g_assert_true (brg_window_get_editing_deal (fixture->window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (editor_of (fixture))));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_test_destroy_toplevels (BRG_TYPE_FIT_DIALOG);
  ui_fixture_tear_down (fixture, NULL);
}

static BrgDeal *
deal_of (Fixture *fixture)
{
  return brg_board_get_deal (brg_deal_editor_get_board (editor_of (fixture)));
}

static BrgCard
card (const char *text)
{
  BrgCard value;

  g_assert_true (brg_card_from_pbn (text, &value));
  return value;
}

static BrgCardSet
hand (const char *text)
{
  g_autoptr(BrgDeal) deal = NULL;
  g_autofree char *pbn = g_strdup_printf ("N:%s - - -", text);

  deal = brg_deal_new_from_pbn (pbn, NULL);
  g_assert_nonnull (deal);
  return brg_deal_get_hand (deal, BRG_SEAT_NORTH);
}

static void
click (Fixture    *fixture,
       const char *name)
{
  GtkWidget *button = brg_deal_editor_get_card_button (editor_of (fixture), card (name));

  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Types into @entry as a user does: what follows the text there is
 * typed at its end; other text replaces it all. */
static void
type (Fixture    *fixture,
      GtkWidget  *entry,
      const char *text)
{
  const char *old = gtk_editable_get_text (GTK_EDITABLE (entry));
  int position;

  gtk_widget_grab_focus (entry);
  if (!g_str_has_prefix (text, old))
    {
      gtk_editable_delete_text (GTK_EDITABLE (entry), 0, -1);
      old = "";
    }
  position = (int) g_utf8_strlen (old, -1);
  gtk_editable_insert_text (GTK_EDITABLE (entry), text + strlen (old), -1, &position);
}

static void
undo (Fixture *fixture)
{
  ui_test_activate (fixture->window, "win.undo");
}

/* A click places a card in the receiving hand, which moves on after 13;
 * a click on a placed card gives it back. */
static void
test_deal_editor_palette (Fixture       *fixture,
                          gconstpointer  data)
{
  static const char *spades[] = {
    "SA", "SK", "SQ", "SJ", "ST", "S9", "S8", "S7", "S6", "S5", "S4", "S3", "S2",
  };
  BrgDeal *deal = deal_of (fixture);
  GtkWidget *ace = brg_deal_editor_get_card_button (editor_of (fixture), card ("SA"));

  g_assert_cmpint (brg_deal_editor_get_receiver (editor_of (fixture)), ==, BRG_SEAT_NORTH);
  g_assert_true (gtk_test_accessible_check_property (GTK_ACCESSIBLE (ace),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "ace of spades") == NULL);
  g_assert_nonnull (strstr (brg_deal_editor_get_status (editor_of (fixture)), "52 cards to deal"));

  for (guint i = 0; i < G_N_ELEMENTS (spades); i++)
    click (fixture, spades[i]);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==,
                    BRG_CARD_SET_SUIT (BRG_SUIT_SPADES));
  /* Thirteen cards: East receives now. */
  g_assert_cmpint (brg_deal_editor_get_receiver (editor_of (fixture)), ==, BRG_SEAT_EAST);
  g_assert_true (gtk_test_accessible_check_property (GTK_ACCESSIBLE (ace),
                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     "in North’s hand") == NULL);
  click (fixture, "HA");
  g_assert_cmpint (brg_deal_get_holder (deal, card ("HA")), ==, BRG_SEAT_EAST);
  g_assert_nonnull (strstr (brg_deal_editor_get_status (editor_of (fixture)), "38 cards to deal"));

  /* A placed card goes back. */
  click (fixture, "SA");
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_NONE);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 12);

  /* The hand's name chooses the receiver. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_find_button_with_label (
                                  GTK_WIDGET (editor_of (fixture)), "West")), TRUE);
  g_assert_cmpint (brg_deal_editor_get_receiver (editor_of (fixture)), ==, BRG_SEAT_WEST);
  click (fixture, "SA");
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_WEST);

  /* Each click is one undo step. */
  undo (fixture);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_NONE);
  undo (fixture);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_NORTH);
  g_assert_true (brg_window_get_modified (fixture->window));
}

/* Typing: `10`, lower case and `x`; the keystrokes of one entry are one
 * undo step; text that is no holding is marked and changes nothing. */
static void
test_deal_editor_typing (Fixture       *fixture,
                         gconstpointer  data)
{
  BrgDeal *deal = deal_of (fixture);
  GtkWidget *north_spades = brg_deal_editor_get_suit_entry (editor_of (fixture), BRG_SEAT_NORTH,
                                                            BRG_SUIT_SPADES);
  GtkWidget *north = brg_deal_editor_get_hand_entry (editor_of (fixture), BRG_SEAT_NORTH);
  GtkWidget *east_spades = brg_deal_editor_get_suit_entry (editor_of (fixture), BRG_SEAT_EAST,
                                                           BRG_SUIT_SPADES);
  GtkWidget *west = brg_deal_editor_get_hand_entry (editor_of (fixture), BRG_SEAT_WEST);
  BrgHistory *history = brg_window_get_history (fixture->window);

  type (fixture, north_spades, "a");
  type (fixture, north_spades, "ak");
  type (fixture, north_spades, "ak1");
  g_assert_true (gtk_widget_has_css_class (north_spades, "error"));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 2);
  type (fixture, north_spades, "ak10x");
  g_assert_false (gtk_widget_has_css_class (north_spades, "error"));
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH),
                    ==, hand ("AKT2...") );
  g_assert_cmpuint (brg_deal_get_spots (deal), ==, BRG_CARD_SET_BIT (card ("S2")));
  /* The entry keeps what was typed; the hand's line shows the hand. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (north_spades)), ==, "ak10x");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (north)), ==, "AKTx...");

  /* A hand line, in another entry: a step of its own. */
  type (fixture, west, "QJ9.AKQ.AKQ.AKQJ");
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_WEST), ==, hand ("QJ9.AKQ.AKQ.AKQJ"));

  /* A card another hand holds moves to the hand typed into. */
  type (fixture, east_spades, "Q");
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SQ")), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_WEST), ==, hand ("J9.AKQ.AKQ.AKQJ"));

  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Type cards");
  undo (fixture);
  undo (fixture);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_WEST), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (west)), ==, "");
  /* All the keystrokes of North's spades at once. */
  undo (fixture);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (north_spades)), ==, "");
  g_assert_false (brg_history_get_can_undo (history));
}

/* A hand may pass 13 cards while typed; the status line says which until
 * it is right. */
static void
test_deal_editor_overfull (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *north = brg_deal_editor_get_hand_entry (editor_of (fixture), BRG_SEAT_NORTH);
  GtkWidget *clubs = brg_deal_editor_get_suit_entry (editor_of (fixture), BRG_SEAT_NORTH,
                                                     BRG_SUIT_CLUBS);

  type (fixture, north, "AKQJT98.AKQ.AKQ.A");
  g_assert_cmpuint (brg_deal_get_n_cards (deal_of (fixture), BRG_SEAT_NORTH), ==, 14);
  g_assert_nonnull (strstr (brg_deal_editor_get_status (editor_of (fixture)), "North"));
  type (fixture, clubs, "");
  g_assert_cmpuint (brg_deal_get_n_cards (deal_of (fixture), BRG_SEAT_NORTH), ==, 13);
  g_assert_nonnull (strstr (brg_deal_editor_get_status (editor_of (fixture)), "39 cards to deal"));
}

static gboolean
deal_complete (gpointer editor)
{
  BrgBoard *board = brg_deal_editor_get_board (editor);

  return brg_deal_is_complete (brg_board_get_deal (board));
}

/* Paste: a PBN Deal value, a LIN md value with its dealer, the
 * clipboard; text that is no deal is said so. */
static void
test_deal_editor_paste (Fixture       *fixture,
                        gconstpointer  data)
{
  BrgBoard *board = brg_deal_editor_get_board (editor_of (fixture));
  BrgDeal *deal = deal_of (fixture);

  g_assert_true (_brg_deal_editor_paste_text (editor_of (fixture),
                                              "N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 "
                                              "Q963.Q72.K54.862 52.T54.QJT8.T973"));
  g_assert_true (brg_deal_is_complete (deal));
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, hand ("AKJ74.K83.A62.Q5"));
  g_assert_nonnull (strstr (brg_deal_editor_get_status (editor_of (fixture)), "complete"));

  /* LIN: South's hand first, dealer 2 (West). */
  g_assert_true (_brg_deal_editor_paste_text (editor_of (fixture),
                                              "md|2SAKQJT98765432,HAKQJT98765432,"
                                              "DAKQJT98765432,CAKQJT98765432|"));
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_WEST);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_SOUTH), ==,
                    BRG_CARD_SET_SUIT (BRG_SUIT_SPADES));
  undo (fixture);
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NORTH);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, hand ("AKJ74.K83.A62.Q5"));

  g_assert_false (_brg_deal_editor_paste_text (editor_of (fixture), "hello"));
  g_assert_nonnull (brg_deal_editor_get_error (editor_of (fixture)));

  /* Through the clipboard and the editor's action. */
  ui_test_activate (fixture->window, "win.undo");
  g_assert_false (brg_deal_is_complete (deal));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (editor_of (fixture))),
                          "[Deal \"E:T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973 "
                          "AKJ74.K83.A62.Q5\"]");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)), "deal.paste", NULL));
  ui_test_wait_until (deal_complete, editor_of (fixture));
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, hand ("AKJ74.K83.A62.Q5"));
}

/* Complete at random keeps the cards placed and deals the rest. */
static void
test_deal_editor_complete_random (Fixture       *fixture,
                                  gconstpointer  data)
{
  BrgDeal *deal = deal_of (fixture);
  GtkWidget *south = brg_deal_editor_get_hand_entry (editor_of (fixture), BRG_SEAT_SOUTH);

  type (fixture, south, "AKQ.xxx.xxx.xxxx");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)),
                                             "deal.complete-random", NULL));
  g_assert_true (brg_deal_is_complete (deal));
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_SOUTH) & BRG_CARD_SET_SUIT (BRG_SUIT_SPADES),
                    ==, hand ("AKQ...") & BRG_CARD_SET_SUIT (BRG_SUIT_SPADES));
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_SOUTH, BRG_SUIT_CLUBS), ==, 4);
  /* Nothing more to complete. */
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_button_with_label (
                    GTK_WIDGET (editor_of (fixture)), "Complete at _Random")));
  undo (fixture);
  g_assert_false (brg_deal_is_complete (deal));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_SOUTH), ==, 13);
}

static gboolean
is_balanced (BrgDeal *deal,
             BrgSeat  seat)
{
  guint doubletons = 0;

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      guint n = brg_deal_get_suit_length (deal, seat, suit);

      if (n < 2 || n > 5)
        return FALSE;
      doubletons += n == 2;
    }
  return doubletons <= 1;
}

/* Complete to fit: the form for the open hands; an impossible wish is
 * said in the dialog, which stays, the deal unchanged. */
static void
test_deal_editor_complete_fit (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  BrgDeal *deal = deal_of (fixture);
  GtkWidget *north = brg_deal_editor_get_hand_entry (editor_of (fixture), BRG_SEAT_NORTH);
  BrgFitDialog *dialog;

  type (fixture, north, "AKJ74.K83.A62.Q5");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)),
                                             "deal.complete-fit", NULL));
  dialog = BRG_FIT_DIALOG (ui_test_find_toplevel (BRG_TYPE_FIT_DIALOG,
                                                  GTK_WINDOW (fixture->window)));
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  ui_test_check_controls (GTK_WIDGET (dialog), problems);
  if (problems->len > 0)
    g_error ("controls without a name:\n%s", problems->str);

  /* South cannot hold 30 points beside North's 17. */
  brg_fit_dialog_set_hcp (dialog, BRG_SEAT_SOUTH, 30, 37);
  g_assert_false (brg_fit_dialog_deal (dialog));
  g_assert_nonnull (brg_fit_dialog_get_error (dialog));
  g_assert_false (brg_deal_is_complete (deal));

  /* A range the wrong way round. */
  brg_fit_dialog_set_length (dialog, BRG_SEAT_WEST, BRG_SUIT_HEARTS, 5, 3);
  g_assert_false (brg_fit_dialog_deal (dialog));
  g_assert_nonnull (strstr (brg_fit_dialog_get_error (dialog), "West"));
  brg_fit_dialog_set_length (dialog, BRG_SEAT_WEST, BRG_SUIT_HEARTS, 0, 13);

  /* South 6-9 points, balanced, with four hearts or more. */
  brg_fit_dialog_set_hcp (dialog, BRG_SEAT_SOUTH, 6, 9);
  brg_fit_dialog_set_length (dialog, BRG_SEAT_SOUTH, BRG_SUIT_HEARTS, 4, 13);
  brg_fit_dialog_set_balanced (dialog, BRG_SEAT_SOUTH, TRUE);
  g_assert_true (brg_fit_dialog_deal (dialog));
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (BRG_TYPE_FIT_DIALOG, NULL));

  g_assert_true (brg_deal_is_complete (deal));
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, hand ("AKJ74.K83.A62.Q5"));
  g_assert_cmpuint (brg_deal_get_hcp (deal, BRG_SEAT_SOUTH), >=, 6);
  g_assert_cmpuint (brg_deal_get_hcp (deal, BRG_SEAT_SOUTH), <=, 9);
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_SOUTH, BRG_SUIT_HEARTS), >=, 4);
  g_assert_true (is_balanced (deal, BRG_SEAT_SOUTH));

  g_assert_cmpstr (brg_history_get_undo_label (brg_window_get_history (fixture->window)), ==,
                   "Complete deal to fit");
  undo (fixture);
  g_assert_false (brg_deal_is_complete (deal));
}

static GtkWindow *
wait_for_message_dialog (Fixture *fixture)
{
  ui_test_wait_until (ui_test_window_has_message_dialog, fixture->window);
  return ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
}

/* Rotate: a quarter turn, and South declarer with the commentary's
 * compass words; swap and clear. */
static void
test_deal_editor_rotate_swap_clear (Fixture       *fixture,
                                    gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  BrgBoard *board = brg_deal_editor_get_board (editor_of (fixture));
  BrgDeal *deal = deal_of (fixture);
  GtkWindow *dialog;
  GtkWidget *extra;
  BrgSeat declarer;

  g_assert_true (_brg_deal_editor_paste_text (editor_of (fixture),
                                              "N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 "
                                              "Q963.Q72.K54.862 52.T54.QJT8.T973"));

  /* No declarer yet: the quarter turn is offered. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)), "deal.rotate",
                                             NULL));
  dialog = wait_for_message_dialog (fixture);
  g_assert_cmpstr (ui_test_dialog_heading (dialog), ==, "Rotate the Board");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  ui_test_check_controls (GTK_WIDGET (dialog), problems);
  if (problems->len > 0)
    g_error ("controls without a name:\n%s", problems->str);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "rotate");
  gtk_window_destroy (dialog);
  ui_test_drain ();
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_EAST), ==, hand ("AKJ74.K83.A62.Q5"));
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_EAST);
  undo (fixture);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, hand ("AKJ74.K83.A62.Q5"));

  /* North declares 4♠: South declarer, the commentary turned too. */
  brg_history_perform (brg_window_get_history (fixture->window),
                       brg_edit_set_tag (board, "Contract", "4S"), NULL);
  brg_history_perform (brg_window_get_history (fixture->window),
                       brg_edit_set_tag (board, "Declarer", "N"), NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)), "deal.rotate",
                                             NULL));
  dialog = wait_for_message_dialog (fixture);
  extra = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  /* The last choice, Make South declarer, is the one chosen. */
  {
    GtkWidget *choice = gtk_widget_get_first_child (extra);

    for (guint i = 0; i < 3; i++)
      choice = gtk_widget_get_next_sibling (choice);
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (choice)));

    /* The commentary's compass words: what would be left alone is shown
     * before anything turns. */
    choice = gtk_widget_get_next_sibling (choice);
    g_assert_false (gtk_widget_get_visible (gtk_widget_get_next_sibling (choice)));
    gtk_check_button_set_active (GTK_CHECK_BUTTON (choice), TRUE);
    g_assert_true (gtk_widget_get_visible (gtk_widget_get_next_sibling (choice)));
  }
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "rotate");
  gtk_window_destroy (dialog);
  ui_test_drain ();
  g_assert_true (brg_board_get_contract (board, NULL, &declarer));
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_SOUTH), ==, hand ("AKJ74.K83.A62.Q5"));

  /* Swap North and South, then clear South's hand and the deal. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)), "deal.swap", "s",
                                             "NS"));
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_NORTH), ==, hand ("AKJ74.K83.A62.Q5"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)), "deal.clear-hand",
                                             "s", "N"));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_NORTH));
  g_assert_cmpint (brg_deal_editor_get_receiver (editor_of (fixture)), ==, BRG_SEAT_NORTH);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_of (fixture)), "deal.clear-deal",
                                             NULL));
  g_assert_true (brg_deal_is_empty (deal));
  undo (fixture);
  undo (fixture);
  undo (fixture);
  g_assert_cmpuint (brg_deal_get_hand (deal, BRG_SEAT_SOUTH), ==, hand ("AKJ74.K83.A62.Q5"));
}

/* Every control of the editor has a name; Enter in an entry goes on to
 * the next one. */
static void
test_deal_editor_accessible (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWidget *north_spades = brg_deal_editor_get_suit_entry (editor_of (fixture), BRG_SEAT_NORTH,
                                                            BRG_SUIT_SPADES);

  ui_test_check_controls (GTK_WIDGET (fixture->window), problems);
  if (problems->len > 0)
    g_error ("controls without a name:\n%s", problems->str);
  g_assert_true (gtk_test_accessible_check_property (GTK_ACCESSIBLE (north_spades),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "North’s spades") == NULL);

  gtk_widget_grab_focus (north_spades);
  g_signal_emit_by_name (north_spades, "activate");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)),
                                         brg_deal_editor_get_suit_entry (editor_of (fixture),
                                                                         BRG_SEAT_NORTH,
                                                                         BRG_SUIT_HEARTS)));
}

/* The editor follows the board shown. */
static void
test_deal_editor_follows_board (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWidget *north = brg_deal_editor_get_hand_entry (editor_of (fixture), BRG_SEAT_NORTH);
  BrgEvent *event = brg_window_get_event (fixture->window);

  type (fixture, north, "AKQ.AKQ.AKQ.AKQJ");
  ui_test_activate (fixture->window, "win.add-board");
  g_assert_true (brg_deal_editor_get_board (editor_of (fixture)) == brg_event_get_board (event, 1));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (north)), ==, "");
  ui_test_activate (fixture->window, "win.prev-board");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (north)), ==, "AKQ.AKQ.AKQ.AKQJ");

  /* Off: the table is back. */
  ui_test_activate (fixture->window, "win.edit-deal");
  g_assert_false (brg_window_get_editing_deal (fixture->window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (editor_of (fixture))));
  g_assert_true (gtk_widget_get_visible (ui_test_get_child (fixture->window, "table_view")));
}

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_ACCESSIBLE);
  if (app == NULL)
    return 0;

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD_TEST ("/ui/deal-editor/palette", test_deal_editor_palette);
  ADD_TEST ("/ui/deal-editor/typing", test_deal_editor_typing);
  ADD_TEST ("/ui/deal-editor/overfull", test_deal_editor_overfull);
  ADD_TEST ("/ui/deal-editor/paste", test_deal_editor_paste);
  ADD_TEST ("/ui/deal-editor/complete-random", test_deal_editor_complete_random);
  ADD_TEST ("/ui/deal-editor/complete-fit", test_deal_editor_complete_fit);
  ADD_TEST ("/ui/deal-editor/rotate-swap-clear", test_deal_editor_rotate_swap_clear);
  ADD_TEST ("/ui/deal-editor/accessible", test_deal_editor_accessible);
  ADD_TEST ("/ui/deal-editor/follows-board", test_deal_editor_follows_board);

  return ui_test_run (app, argv[0]);
}
