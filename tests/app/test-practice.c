/* test-practice.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Practice mode in the real window (issue 25): a student practises a
 * lesson's board to its end through the window's actions and the keys a
 * person would use: the seat the file names, the auction bid in the
 * bidding box's entry and by its buttons, the recorded lead, the hidden
 * hands hidden, a hint, Undo, the play typed into the play entry, the
 * review and its rows, Try again, Keep this play (undone with the
 * window's Undo) and leaving practice with the lesson as it was. The
 * computer answers from the solver's thread; the test waits for the game,
 * never for a time.
 */

#include "config.h"

#include <string.h>

#include "brg-application.h"
#include "brg-bidding-box.h"
#include "brg-play-box.h"
#include "brg-practice-view.h"
#include "brg-table-view.h"
#include "brg-table-view-private.h"
#include "ui-test-util.h"

/* The solver may be slow on a loaded machine; the test only waits. */
#define GAME_TIMEOUT_SECONDS 120

static BrgApplication *app;

typedef struct
{
  GSettings       *settings;
  BrgWindow       *window;
  BrgPracticeView *view;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "practice", "lesson.pbn",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  fixture->settings = ui_test_new_memory_settings ();
  g_settings_set_int (fixture->settings, "window-width", 1400);
  g_settings_set_int (fixture->settings, "window-height", 900);
  /* The computer's cards at once: the test waits for them, never a time. */
  g_settings_set_uint (fixture->settings, "practice-pace", 0);
  fixture->window = g_object_ref (brg_window_new (GTK_APPLICATION (app), fixture->settings));
  gtk_window_present (GTK_WINDOW (fixture->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  ui_test_open_and_wait (fixture->window, file);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_test_destroy_window (fixture->window);
  g_assert_finalize_object (fixture->settings);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_for (gboolean (*done) (Fixture *fixture),
          Fixture   *fixture)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (GAME_TIMEOUT_SECONDS, timeout_cb, &timed_out);

  while (!done (fixture) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

/* The board the window shows: the lesson's. */
static BrgBoard *
lesson_board (Fixture *fixture)
{
  return brg_replay_get_board (brg_window_get_replay (fixture->window));
}

static BrgPracticeGame *
game (Fixture *fixture)
{
  return brg_practice_view_get_game (fixture->view);
}

static gboolean
users_turn_or_over (Fixture *fixture)
{
  return brg_practice_game_get_users_turn (game (fixture))
         || brg_practice_game_get_phase (game (fixture)) == BRG_PRACTICE_PHASE_FINISHED;
}

static gboolean
has_review (Fixture *fixture)
{
  return brg_practice_view_get_review (fixture->view) != NULL;
}

static gboolean
has_hint (Fixture *fixture)
{
  const char *message = brg_practice_view_get_message (fixture->view);

  return message != NULL && g_str_has_prefix (message, "Hint");
}

static guint
n_cards (Fixture *fixture)
{
  BrgPlay *play = brg_board_get_play (brg_practice_game_get_board (game (fixture)));

  return play != NULL ? brg_play_get_n_cards (play) : 0;
}

static BrgCard
card_of (const char *text)
{
  BrgCard card;

  g_assert_true (brg_card_from_pbn (text, &card));
  return card;
}

static BrgTableView *
practice_table (Fixture *fixture)
{
  return BRG_TABLE_VIEW (brg_practice_view_get_table (fixture->view));
}

static void
activate (Fixture    *fixture,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->view), action, NULL));
}

static guint
n_calls (Fixture *fixture)
{
  BrgAuction *auction = brg_board_get_auction (brg_practice_game_get_board (game (fixture)));

  return auction != NULL ? brg_auction_get_n_calls (auction) : 0;
}

static guint calls_before;

static gboolean
call_made (Fixture *fixture)
{
  return n_calls (fixture) > calls_before
         || brg_practice_game_get_phase (game (fixture)) != BRG_PRACTICE_PHASE_AUCTION;
}

/* A call button activated as the keyboard (or a screen reader) does: GTK
 * presses it, and it clicks a moment later. */
static void
click_call (Fixture       *fixture,
            BrgBiddingBox *box,
            BrgCall        call)
{
  GtkWidget *button = brg_bidding_box_get_call_button (box, call);

  g_assert_true (gtk_widget_is_sensitive (button));
  calls_before = n_calls (fixture);
  g_assert_true (gtk_widget_activate (button));
  wait_for (call_made, fixture);
  wait_for (users_turn_or_over, fixture);
}

static void
start_practice (Fixture *fixture)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  g_assert_true (ui_test_action_enabled (fixture->window, "win.practice"));
  ui_test_activate (fixture->window, "win.practice");
  fixture->view = BRG_PRACTICE_VIEW (ui_test_find_descendant (GTK_WIDGET (fixture->window),
                                                             BRG_TYPE_PRACTICE_VIEW));
  g_assert_nonnull (fixture->view);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fixture->view)));
  g_assert_nonnull (game (fixture));
  /* Every control of practice has its one accessible name. */
  ui_test_check_controls (GTK_WIDGET (fixture->view), problems);
  g_assert_cmpstr (problems->str, ==, "");
}

/* Plays the lowest card the play entry allows, typed, until the end. */
static void
play_to_the_end (Fixture    *fixture,
                 BrgPlayBox *play_box)
{
  while (brg_practice_game_get_phase (game (fixture)) != BRG_PRACTICE_PHASE_FINISHED)
    {
      BrgCardSet playable = brg_play_box_get_playable (play_box);
      g_autofree char *text = NULL;
      BrgCard card = 0;

      g_assert_cmpuint (playable, !=, 0);
      while (!(playable & BRG_CARD_SET_BIT (card)))
        card++;
      text = brg_card_to_pbn (card);
      g_assert_true (brg_play_box_enter_text (play_box, text));
      wait_for (users_turn_or_over, fixture);
    }
}

/* The lesson's board 1: 3NT by South, who is the student ([Student "S"]),
 * with an auction (North 1♦, South 2NT, North 3NT) and the first three
 * tricks recorded, two hints. */
static void
test_practice_lesson (Fixture       *fixture,
                      gconstpointer  data)
{
  BrgBoard *lesson = lesson_board (fixture);
  g_autofree char *lesson_before = brg_pbn_write_board (lesson);
  BrgBiddingBox *bidding_box;
  BrgPlayBox *play_box;
  GtkWidget *row;
  guint hints, n;

  start_practice (fixture);
  g_assert_cmpuint (brg_practice_game_get_user_seats (game (fixture)), ==, 1u << BRG_SEAT_SOUTH);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (
                      brg_practice_view_get_seat_chooser (fixture->view))), ==, BRG_SEAT_SOUTH);

  /* The auction: North opens, East passes; the student's call. The other
   * hands are backs, on the screen and in the accessible label. */
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpint (brg_practice_game_get_phase (game (fixture)), ==, BRG_PRACTICE_PHASE_AUCTION);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpint (brg_table_view_is_hand_hidden (practice_table (fixture), seat), ==,
                     seat != BRG_SEAT_SOUTH);
  bidding_box = BRG_BIDDING_BOX (ui_test_find_descendant (GTK_WIDGET (fixture->view),
                                                          BRG_TYPE_BIDDING_BOX));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bidding_box)));
  /* Alerts and irregularities record an auction: practice compares. */
  g_assert_false (gtk_widget_is_visible (ui_test_find_descendant (GTK_WIDGET (bidding_box),
                                                                  GTK_TYPE_SWITCH)));
  g_assert_false (gtk_widget_is_visible (ui_test_find_descendant (GTK_WIDGET (bidding_box),
                                                                  GTK_TYPE_EXPANDER)));
  g_assert_true (brg_bidding_box_enter_text (bidding_box, "2n"));
  wait_for (users_turn_or_over, fixture);
  /* The second call by its button, as the accessibility tree offers it. */
  click_call (fixture, bidding_box, BRG_CALL_PASS);

  /* The play: West leads the recorded ♥K; dummy (North) comes down and
   * the student plays its cards too. */
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpint (brg_practice_game_get_phase (game (fixture)), ==, BRG_PRACTICE_PHASE_PLAY);
  g_assert_cmpuint (n_cards (fixture), ==, 1);
  g_assert_cmpint (brg_practice_game_get_turn (game (fixture)), ==, BRG_SEAT_NORTH);
  g_assert_false (brg_table_view_is_hand_hidden (practice_table (fixture), BRG_SEAT_NORTH));
  g_assert_true (brg_table_view_is_hand_hidden (practice_table (fixture), BRG_SEAT_EAST));
  g_assert_true (brg_table_view_is_hand_hidden (practice_table (fixture), BRG_SEAT_WEST));
  play_box = BRG_PLAY_BOX (ui_test_find_descendant (GTK_WIDGET (fixture->view),
                                                    BRG_TYPE_PLAY_BOX));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (play_box)));

  /* A hint: the best card, and one hint fewer. */
  hints = (guint) brg_practice_game_get_hints_left (game (fixture));
  g_assert_cmpuint (hints, ==, 2);
  activate (fixture, "practice.hint");
  wait_for (has_hint, fixture);
  g_assert_cmpint (brg_practice_game_get_hints_left (game (fixture)), ==, hints - 1);

  /* A card typed, then taken back with the computer's answer. */
  g_assert_true (brg_play_box_enter_text (play_box, "h4"));
  wait_for (users_turn_or_over, fixture);
  n = n_cards (fixture);
  g_assert_cmpuint (n, >, 2);
  activate (fixture, "practice.undo");
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpuint (n_cards (fixture), ==, 1);
  g_assert_cmpint (brg_practice_game_get_turn (game (fixture)), ==, BRG_SEAT_NORTH);

  /* The rest of the play, a card at a time in the play entry. */
  play_to_the_end (fixture, play_box);
  g_assert_cmpuint (n_cards (fixture), ==, 52);

  /* The review: every hand shown, each card with its cost, the calls
   * beside the lesson's; a row goes to its moment. */
  wait_for (has_review, fixture);
  g_assert_cmpuint (brg_practice_view_get_review (fixture->view)->n_cards, ==, 52);
  g_assert_cmpint (brg_practice_view_get_review (fixture->view)->tricks, >=, 0);
  g_assert_cmpint (brg_practice_view_get_review (fixture->view)->recorded_tricks, ==, 9);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_false (brg_table_view_is_hand_hidden (practice_table (fixture), seat));
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (
                      GTK_LIST_BOX (brg_practice_view_get_review_list (fixture->view)), 6));
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_activate (row));
  g_assert_cmpuint (brg_table_view_get_n_cards_played (practice_table (fixture)), <, 52);

  /* Try again: the same board from the start, the review gone. */
  activate (fixture, "practice.restart");
  g_assert_null (brg_practice_view_get_review (fixture->view));
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpint (brg_practice_game_get_phase (game (fixture)), ==, BRG_PRACTICE_PHASE_AUCTION);

  /* Nothing of the lesson changed. */
  {
    g_autofree char *lesson_after = brg_pbn_write_board (lesson_board (fixture));

    g_assert_cmpstr (lesson_after, ==, lesson_before);
  }

  /* Leaving: the lesson's table again. */
  activate (fixture, "practice.leave");
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (
                   GTK_WIDGET (fixture->view)))) != GTK_WIDGET (fixture->view));
  g_assert_null (game (fixture));
  {
    g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (fixture->window),
                                                                 "practice");

    g_assert_false (g_variant_get_boolean (state));
  }
}

/* Keep this play writes the practice's cards into the lesson through the
 * window's history: Undo takes them out again. */
static void
test_practice_keep (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *undone = NULL;
  BrgPlayBox *play_box;

  /* Board 2: 4♠ by North, no play recorded; the student is the declarer. */
  ui_test_activate (fixture->window, "win.next-board");
  before = brg_pbn_write_board (lesson_board (fixture));
  start_practice (fixture);
  g_assert_cmpuint (brg_practice_game_get_user_seats (game (fixture)), ==, 1u << BRG_SEAT_NORTH);
  /* The student plays East-West instead: the computer declares. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (brg_practice_view_get_seat_chooser (fixture->view)),
                              5);
  g_assert_cmpuint (brg_practice_game_get_user_seats (game (fixture)), ==,
                    (1u << BRG_SEAT_EAST) | (1u << BRG_SEAT_WEST));
  wait_for (users_turn_or_over, fixture);
  /* Nothing played yet: nothing to keep. */
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_actionable (GTK_WIDGET (fixture->view),
                                                                     "practice.keep")));
  play_box = BRG_PLAY_BOX (ui_test_find_descendant (GTK_WIDGET (fixture->view),
                                                    BRG_TYPE_PLAY_BOX));
  while (brg_practice_game_get_phase (game (fixture)) == BRG_PRACTICE_PHASE_AUCTION)
    {
      click_call (fixture, BRG_BIDDING_BOX (ui_test_find_descendant (GTK_WIDGET (fixture->view),
                                                                     BRG_TYPE_BIDDING_BOX)),
                  BRG_CALL_PASS);
      wait_for (users_turn_or_over, fixture);
    }
  /* East's opening lead is the student's. */
  g_assert_cmpint (brg_practice_game_get_turn (game (fixture)), ==, BRG_SEAT_EAST);
  g_assert_true (brg_play_box_enter_text (play_box, "ca"));
  wait_for (users_turn_or_over, fixture);

  activate (fixture, "practice.keep");
  kept = brg_pbn_write_board (lesson_board (fixture));
  g_assert_cmpstr (kept, !=, before);
  g_assert_nonnull (brg_board_get_play (lesson_board (fixture)));
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (lesson_board (fixture))),
                    ==, n_cards (fixture));
  g_assert_cmpint (brg_play_get_card (brg_board_get_play (lesson_board (fixture)),
                                      0), ==, card_of ("CA"));

  activate (fixture, "practice.leave");
  ui_test_activate (fixture->window, "win.undo");
  undone = brg_pbn_write_board (lesson_board (fixture));
  g_assert_cmpstr (undone, ==, before);
}

/* The drop-down a screen reader calls @name. */
static GtkWidget *
find_named_drop_down (GtkWidget  *widget,
                      const char *name)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      g_autofree char *mismatch =
        gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, name);

      if (mismatch == NULL)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named_drop_down (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkDropDown *
find_drop_down (Fixture    *fixture,
                const char *name)
{
  GtkWidget *widget = find_named_drop_down (GTK_WIDGET (fixture->view), name);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_visible (widget));
  return GTK_DROP_DOWN (widget);
}

/* A LIN play problem as BBO's teaching movies write it: no auction, the
 * cards of four tricks, commentary, only North-South shown (sk|NS|). It
 * is played in the contract its cards show, six hearts by South, which
 * the chooser shows and the student may change; the computer leads the
 * lesson's club jack. */
static void
test_practice_play_problem (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "practice", "problem.lin",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *lesson_before = NULL;
  g_autofree char *lesson_after = NULL;
  BrgPlayBox *play_box;
  BrgContract contract;
  BrgSeat declarer;
  guint n;

  ui_test_open_and_wait (fixture->window, file);
  lesson_before = brg_pbn_write_board (lesson_board (fixture));
  start_practice (fixture);
  g_assert_false (brg_practice_game_get_contract_given (game (fixture)));
  g_assert_cmpuint (gtk_drop_down_get_selected (find_drop_down (fixture, "Contract")), ==, 5);
  g_assert_cmpuint (gtk_drop_down_get_selected (find_drop_down (fixture, "Contract strain")), ==,
                    2);
  g_assert_cmpuint (gtk_drop_down_get_selected (find_drop_down (fixture, "Declarer")), ==,
                    BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_practice_game_get_user_seats (game (fixture)), ==, 1u << BRG_SEAT_SOUTH);

  /* The computer leads the lesson's ♣J; dummy comes down; East and West
   * stay hidden. */
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpuint (n_cards (fixture), ==, 1);
  g_assert_cmpint (brg_play_get_card (brg_board_get_play (brg_practice_game_get_board (
                                        game (fixture))), 0), ==, card_of ("CJ"));
  g_assert_false (brg_table_view_is_hand_hidden (practice_table (fixture), BRG_SEAT_NORTH));
  g_assert_true (brg_table_view_is_hand_hidden (practice_table (fixture), BRG_SEAT_EAST));
  g_assert_true (brg_table_view_is_hand_hidden (practice_table (fixture), BRG_SEAT_WEST));
  play_box = BRG_PLAY_BOX (ui_test_find_descendant (GTK_WIDGET (fixture->view),
                                                    BRG_TYPE_PLAY_BOX));

  /* The lesson's line, typed: dummy's ♣3, then (after East's ♣7) ♣A. */
  g_assert_true (brg_play_box_enter_text (play_box, "c3"));
  wait_for (users_turn_or_over, fixture);
  g_assert_true (brg_play_box_enter_text (play_box, "ca"));
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpuint (n_cards (fixture), ==, 4);

  /* A hint, a card, and Undo takes it back with the computer's answers. */
  activate (fixture, "practice.hint");
  wait_for (has_hint, fixture);
  g_assert_true (brg_play_box_enter_text (play_box, "ck"));
  wait_for (users_turn_or_over, fixture);
  n = n_cards (fixture);
  g_assert_cmpuint (n, >, 4);
  activate (fixture, "practice.undo");
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpuint (n_cards (fixture), ==, 4);

  play_to_the_end (fixture, play_box);
  wait_for (has_review, fixture);
  g_assert_cmpuint (brg_practice_view_get_review (fixture->view)->n_cards, ==, 52);
  g_assert_cmpuint (brg_practice_view_get_review (fixture->view)->contract.level, ==, 6);

  /* Another contract, chosen as the keyboard does in the drop-downs:
   * three notrump by South, from the start. */
  gtk_drop_down_set_selected (find_drop_down (fixture, "Contract"), 2);
  gtk_drop_down_set_selected (find_drop_down (fixture, "Contract strain"), 4);
  brg_practice_game_get_contract (game (fixture), &contract, &declarer);
  g_assert_cmpuint (contract.level, ==, 3);
  g_assert_cmpuint (contract.strain, ==, BRG_STRAIN_NOTRUMP);
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);
  g_assert_null (brg_practice_view_get_review (fixture->view));
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpint (brg_practice_game_get_phase (game (fixture)), ==, BRG_PRACTICE_PHASE_PLAY);
  play_to_the_end (fixture, play_box);
  wait_for (has_review, fixture);
  g_assert_cmpuint (brg_practice_view_get_review (fixture->view)->contract.strain, ==,
                    BRG_STRAIN_NOTRUMP);

  /* Try again, and leave: the lesson as it was. */
  activate (fixture, "practice.restart");
  wait_for (users_turn_or_over, fixture);
  g_assert_cmpint (brg_practice_game_get_phase (game (fixture)), ==, BRG_PRACTICE_PHASE_PLAY);
  activate (fixture, "practice.leave");
  lesson_after = brg_pbn_write_board (lesson_board (fixture));
  g_assert_cmpstr (lesson_after, ==, lesson_before);
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

  ADD_TEST ("/ui/practice/lesson", test_practice_lesson);
  ADD_TEST ("/ui/practice/keep", test_practice_keep);
  ADD_TEST ("/ui/practice/play-problem", test_practice_play_problem);

  return ui_test_run (app, argv[0]);
}
