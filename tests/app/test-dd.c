/* test-dd.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Double dummy in the window: the grid once the solver has answered, each
 * card's value on the cards of the seat on turn after every card, while
 * replaying and while entering the play, and the review of the play, whose
 * rows go to their moment. The solver shares the machine's cores with
 * other work: the deals are small (an end position, a deal whose every
 * hand is one suit), and the test waits for the panel's answers, never for
 * a time.
 */

#include "config.h"

#include <string.h>

#include "brg-application.h"
#include "brg-dd-panel.h"
#include "brg-markup-private.h"
#include "brg-solver-private.h"
#include "brg-table-view-private.h"
#include "brg-window.h"
#include "ui-test-util.h"

/* The solver may be slow on a loaded machine; the test only waits. */
#define SOLVER_TIMEOUT_SECONDS 90

static BrgApplication *app;

typedef UiFixture Fixture;

/* A three-card ending in notrump, East to lead after North's claim-free
 * play: North ♠A Q ♣2, East ♥A K ♣5, South ♠2 ♥2 ♣4, West ♠K 3 ♣3.
 * East leads ♥A, then the ♣5 would let South in. */
static const char ending[] =
  "[Board \"1\"]\n[Dealer \"N\"]\n[Contract \"1NT\"]\n[Declarer \"N\"]\n"
  "[Deal \"N:AQ...2 .AK..5 2.2..4 K3...3\"]\n"
  "[Play \"E\"]\nHA H2 S3 C2\n*\n";

/* Every hand one suit: the solver has little to search. */
static const char suits[] =
  "[Board \"2\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n";

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  static const UiFixtureOptions options = { 1400, 900, FALSE };

  ui_fixture_set_up (fixture, &options);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_fixture_tear_down (fixture, NULL);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so; the solver answers through it. */
static void
wait_for (gboolean (*done) (Fixture *fixture),
          Fixture   *fixture)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (SOLVER_TIMEOUT_SECONDS, timeout_cb, &timed_out);

  while (!done (fixture) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static BrgDdPanel *
dd_panel (Fixture *fixture)
{
  return BRG_DD_PANEL (ui_test_find_descendant (GTK_WIDGET (fixture->window), BRG_TYPE_DD_PANEL));
}

static BrgTableView *
table (Fixture *fixture)
{
  return ui_test_get_child (fixture->window, "table_view");
}

static gboolean
has_table (Fixture *fixture)
{
  return brg_dd_grid_has_table (brg_dd_panel_get_grid (dd_panel (fixture)));
}

static gboolean
has_values (Fixture *fixture)
{
  return brg_dd_panel_get_card_values (dd_panel (fixture), NULL);
}

static gboolean
has_review (Fixture *fixture)
{
  return brg_dd_panel_get_review_row (dd_panel (fixture), 1) != NULL;
}

static gboolean
is_idle (Fixture *fixture)
{
  return !brg_dd_panel_get_busy (dd_panel (fixture));
}

static BrgCard
card_of (const char *text)
{
  BrgCard card = BRG_CARD_NONE;

  g_assert_true (brg_card_from_input (text, &card));
  return card;
}

/* The grid, computed in the background, shows once the solver answers:
 * North makes all thirteen in spades, nothing in the other suits. */
static void
test_dd_table (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *text = NULL;

  ui_test_open_text (fixture->window, "suits.pbn", suits);
  wait_for (has_table, fixture);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dd_panel (fixture))));
  /* Row 1 is North (or N-S); column 2 is spades. */
  text = brg_dd_grid_dup_cell_text (brg_dd_panel_get_grid (dd_panel (fixture)), 1, 2);
  g_assert_cmpstr (text, ==, "13");
}

/* The values of the cards the seat on turn may play, on the cards
 * themselves, after every step of the replay. */
static void
test_dd_values (Fixture       *fixture,
                gconstpointer  data)
{
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  BrgDdCardValues values;
  BrgTableView *view = table (fixture);

  ui_test_open_text (fixture->window, "ending.pbn", ending);
  ui_test_activate (fixture->window, "win.play-start");

  /* East to lead: ♥A, ♥K, ♣5 each carry a value, the best in it. */
  wait_for (has_values, fixture);
  g_assert_true (brg_dd_panel_get_card_values (dd_panel (fixture), &values));
  g_assert_cmpint (values.seat, ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("HA")), >=, 0);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("HA")), ==,
                   values.tricks[card_of ("HA")]);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("C5")), >=, 0);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("SA")), ==, -1);
  g_assert_cmpint (MAX (MAX (values.tricks[card_of ("HA")], values.tricks[card_of ("HK")]),
                        values.tricks[card_of ("C5")]), ==, values.best);

  /* After ♥A: South to play, its values replace East's. */
  ui_test_activate (fixture->window, "win.next-card");
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("HK")), ==, -1);
  wait_for (has_values, fixture);
  g_assert_true (brg_dd_panel_get_card_values (dd_panel (fixture), &values));
  g_assert_cmpint (values.seat, ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("H2")), >=, 0);
  /* South must follow: the spade is not a choice. */
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("S2")), ==, -1);
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 1);

  /* Switched off, the cards carry none; the panel still lists them. */
  g_settings_set_boolean (fixture->settings, "show-card-values", FALSE);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("H2")), ==, -1);
  g_assert_true (brg_dd_panel_get_card_values (dd_panel (fixture), NULL));
  g_settings_set_boolean (fixture->settings, "show-card-values", TRUE);
  g_assert_cmpint (brg_table_view_get_card_value (view, card_of ("H2")), >=, 0);
}

/* While the play is entered, the values follow each card played. */
static void
test_dd_values_entering (Fixture       *fixture,
                         gconstpointer  data)
{
  BrgDdCardValues values;

  ui_test_open_text (fixture->window, "ending.pbn", ending);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  /* The first trick is over, East's ♥A won it: East leads again. */
  wait_for (has_values, fixture);
  g_assert_true (brg_dd_panel_get_card_values (dd_panel (fixture), &values));
  g_assert_cmpint (values.seat, ==, BRG_SEAT_EAST);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-card", "y",
                                             (guchar) card_of ("HK")));
  g_assert_cmpint (brg_table_view_get_card_value (table (fixture), card_of ("HK")), ==, -1);
  wait_for (has_values, fixture);
  g_assert_true (brg_dd_panel_get_card_values (dd_panel (fixture), &values));
  g_assert_cmpint (values.seat, ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_table_view_get_card_value (table (fixture), card_of ("C4")), >=, 0);
}

/* The review of the play: a row a card played; a row activated goes to
 * the moment before its card. */
static void
test_dd_review (Fixture       *fixture,
                gconstpointer  data)
{
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  GtkListBoxRow *row;
  GtkWidget *list;

  ui_test_open_text (fixture->window, "ending.pbn", ending);
  wait_for (has_review, fixture);
  for (guint k = 1; k <= 4; k++)
    g_assert_nonnull (brg_dd_panel_get_review_row (dd_panel (fixture), k));
  g_assert_null (brg_dd_panel_get_review_row (dd_panel (fixture), 5));

  row = brg_dd_panel_get_review_row (dd_panel (fixture), 3);
  list = gtk_widget_get_parent (GTK_WIDGET (row));
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 2);

  /* And the values of that moment come to the cards. */
  wait_for (has_values, fixture);
  g_assert_cmpint (brg_table_view_get_card_value (table (fixture), card_of ("S3")), >=, 0);
  wait_for (is_idle, fixture);
}

/* The markup of the grid's heading for @strain: the GtkGrid is the grid
 * widget's first child, the strains its first row from column 1 (NT, ♠,
 * ♥, ♦, ♣). */
static const char *
strain_heading (Fixture   *fixture,
                BrgStrain  strain)
{
  static const BrgStrain columns[] = {
    BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS, BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
  };
  GtkWidget *grid = gtk_widget_get_first_child (GTK_WIDGET (brg_dd_panel_get_grid (dd_panel (fixture))));

  for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
    if (columns[c] == strain)
      return gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), (int) c + 1, 0)));
  g_assert_not_reached ();
}

/* Whether @markup shows @suit's symbol in the colour the one table gives
 * it for @flags (brg-markup.c), or in the text's own colour when the table
 * gives none. */
static gboolean
has_suit_color (const char     *markup,
                BrgSuit         suit,
                BrgMarkupFlags  flags)
{
  const char *color = _brg_markup_suit_color (suit, flags);
  g_autofree char *coloured = g_strdup_printf ("\">%s", brg_suit_to_symbol (suit));
  g_autofree char *span = NULL;

  if (color == NULL)
    return strstr (markup, brg_suit_to_symbol (suit)) != NULL && strstr (markup, coloured) == NULL;
  span = g_strdup_printf ("<span foreground=\"%s\">%s</span>", color, brg_suit_to_symbol (suit));
  return strstr (markup, span) != NULL;
}

/* The deck and the style of @flags, through the setting and the style
 * manager as the preferences set them. */
static void
use_colors (Fixture        *fixture,
            BrgMarkupFlags  flags)
{
  g_settings_set_string (fixture->settings, "card-deck",
                         flags & BRG_MARKUP_FOUR_COLOR ? "four-color" : "standard");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      flags & BRG_MARKUP_DARK ? ADW_COLOR_SCHEME_FORCE_DARK
                                                              : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (brg_dd_panel_get_four_color (dd_panel (fixture))
                 == ((flags & BRG_MARKUP_FOUR_COLOR) != 0));
}

/* The grid's strains and the card values take their colours from the one
 * table the table and the auction use: the four-colour deck's, and the
 * dark style's lighter ones (they were red whatever the deck and style). */
static void
test_dd_suit_colors (Fixture       *fixture,
                     gconstpointer  data)
{
  static const BrgMarkupFlags all_flags[] = {
    BRG_MARKUP_PLAIN, BRG_MARKUP_FOUR_COLOR, BRG_MARKUP_FOUR_COLOR | BRG_MARKUP_DARK,
    BRG_MARKUP_DARK,
  };

  ui_test_open_text (fixture->window, "suits.pbn", suits);
  wait_for (has_table, fixture);
  for (guint i = 0; i < G_N_ELEMENTS (all_flags); i++)
    {
      use_colors (fixture, all_flags[i]);
      for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
        g_assert_true (has_suit_color (strain_heading (fixture, (BrgStrain) suit), suit,
                                       all_flags[i]));
    }

  ui_test_open_text (fixture->window, "ending.pbn", ending);
  ui_test_activate (fixture->window, "win.play-start");
  wait_for (has_values, fixture);
  for (guint i = 0; i < G_N_ELEMENTS (all_flags); i++)
    {
      const char *values;

      use_colors (fixture, all_flags[i]);
      /* East holds hearts and a club. */
      values = brg_dd_panel_get_card_values_text (dd_panel (fixture));
      g_assert_true (has_suit_color (values, BRG_SUIT_HEARTS, all_flags[i]));
      g_assert_true (has_suit_color (values, BRG_SUIT_CLUBS, all_flags[i]));
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* Every text the window shows, and each widget's tooltip, as one string
 * a line: what a student could read. */
static void
collect_texts (GtkWidget *widget,
               GString   *out)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (out, "%s\n", gtk_button_get_label (GTK_BUTTON (widget)));
  if (tooltip != NULL)
    g_string_append_printf (out, "%s\n", tooltip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

/* Issue 23: East's hand is hidden (a quiz's [Hidden]) and quiz mode is
 * off; the side panel listed "Card values: East to play" with every card
 * of it. No text of the window names a card of East's, nor a card value,
 * until the hidden hands are revealed. */
static void
test_dd_hidden_hand (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *hidden = g_strconcat ("[Hidden \"E\"]\n", ending, NULL);
  g_autoptr(GString) texts = g_string_new (NULL);
  BrgDdCardValues values;
  const char *east[] = { "HA", "HK", "C5" };

  ui_test_open_text (fixture->window, "ending.pbn", hidden);
  wait_for (has_review, fixture);
  wait_for (is_idle, fixture);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dd_panel (fixture))));

  g_assert_false (brg_dd_panel_get_card_values (dd_panel (fixture), NULL));
  g_assert_null (brg_dd_panel_get_card_values_text (dd_panel (fixture)));
  g_assert_cmpint (brg_table_view_get_card_value (table (fixture), card_of ("HK")), ==, -1);

  collect_texts (GTK_WIDGET (fixture->window), texts);
  for (guint i = 0; i < G_N_ELEMENTS (east); i++)
    {
      g_autofree char *card = brg_card_to_display (card_of (east[i]));

      if (strstr (texts->str, card) != NULL)
        g_error ("%s of hidden East is shown:\n%s", card, texts->str);
    }
  /* The values are written "A·3": none of them. */
  g_assert_null (strstr (texts->str, "\u00b7" "1"));
  g_assert_null (strstr (texts->str, "\u00b7" "2"));
  g_assert_null (strstr (texts->str, "\u00b7" "3"));

  /* Revealed, the values and the review name East's cards. */
  ui_test_activate (fixture->window, "win.reveal-hidden");
  wait_for (has_values, fixture);
  g_assert_true (brg_dd_panel_get_card_values (dd_panel (fixture), &values));
  g_assert_cmpint (values.seat, ==, BRG_SEAT_EAST);
  g_assert_nonnull (brg_dd_panel_get_card_values_text (dd_panel (fixture)));
  {
    g_autofree char *card = brg_card_to_display (card_of ("HA"));
    GtkListBoxRow *row;

    wait_for (is_idle, fixture);
    row = brg_dd_panel_get_review_row (dd_panel (fixture), 1);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))),
                              card));
  }
  wait_for (is_idle, fixture);
}

/* Two boards of one-suit hands: North's spades make 13 in the first, none
 * in the second, where East holds them. */
static const char two_boards[] =
  "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\n"
  "[Board \"2\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.\"]\n";

static char *
north_spades (Fixture *fixture)
{
  return brg_dd_grid_dup_cell_text (brg_dd_panel_get_grid (dd_panel (fixture)), 1, 2);
}

static gboolean
board_2_solved (Fixture *fixture)
{
  g_autofree char *text = north_spades (fixture);

  /* The board before's answer never shows on this one. */
  g_assert_cmpstr (text, !=, "13");
  return has_table (fixture) && is_idle (fixture);
}

/* Stepping to a board while the solver still owes the board before an
 * answer: that answer is dropped, never shown on the new board while its
 * own solve waits for the frame. The solver is held so that the old
 * request is pending when the board changes. */
static void
test_dd_next_board (Fixture       *fixture,
                    gconstpointer  data)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autofree char *text = NULL;

  ui_test_open_text (fixture->window, "two.pbn", two_boards);
  wait_for (has_table, fixture);
  wait_for (is_idle, fixture);
  text = north_spades (fixture);
  g_assert_cmpstr (text, ==, "13");

  /* Board 2, then board 1 again: its request waits in the held solver. */
  _brg_solver_hold (solver, TRUE);
  ui_test_activate (fixture->window, "win.next-board");
  ui_test_drain ();
  ui_test_activate (fixture->window, "win.prev-board");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  ui_test_drain ();
  ui_test_activate (fixture->window, "win.next-board");
  _brg_solver_hold (solver, FALSE);
  wait_for (board_2_solved, fixture);
  g_free (text);
  text = north_spades (fixture);
  g_assert_cmpstr (text, ==, "0");
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

  ADD_TEST ("/ui/dd/table", test_dd_table);
  ADD_TEST ("/ui/dd/values", test_dd_values);
  ADD_TEST ("/ui/dd/values-entering", test_dd_values_entering);
  ADD_TEST ("/ui/dd/review", test_dd_review);
  ADD_TEST ("/ui/dd/suit-colors", test_dd_suit_colors);
  ADD_TEST ("/ui/dd/hidden-hand", test_dd_hidden_hand);
  ADD_TEST ("/ui/dd/next-board", test_dd_next_board);

  return ui_test_run (app, argv[0]);
}
