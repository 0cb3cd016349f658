/* test-history-saved.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a window's modified mark and autosave read from BrgHistory: whether
 * the model is as it was saved (BrgHistory:modified), and a signal for
 * every change the history makes (BrgHistory::changed).
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* A board's Event tag typed in the details pane: keystrokes merge. */
static BrgCommand *
type_event (BrgBoard   *board,
            const char *text)
{
  return brg_edit_type_tag (board, "Event", text);
}

static void
count_cb (gpointer  object,
          gpointer  pspec_or_data,
          guint    *count)
{
  (*count)++;
}

static void
count_changed_cb (BrgHistory *history,
                  guint      *count)
{
  (*count)++;
}

/* Perform, undo and redo each say so once; clear and a failed command do
 * not, since the model does not change. */
static void
test_changed (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();
  g_autoptr (BrgEvent) event = brg_event_new ();
  guint changed = 0;

  g_signal_connect (history, "changed", G_CALLBACK (count_changed_cb), &changed);

  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club"));
  g_assert_cmpuint (changed, ==, 1);
  /* Two commands with the same label still are two changes. */
  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club night"));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpuint (changed, ==, 3);
  g_assert_true (brg_history_redo (history, NULL));
  g_assert_cmpuint (changed, ==, 4);

  /* Removing a board that is not there fails, and changes nothing. */
  {
    guint position = 3;
    g_autoptr (BrgCommand) remove = brg_edit_remove_boards (event, &position, 1);

    g_assert_false (brg_history_perform (history, remove, NULL));
  }
  g_assert_cmpuint (changed, ==, 4);

  brg_history_clear (history);
  g_assert_cmpuint (changed, ==, 4);
  g_assert_false (brg_history_undo (history, NULL));
  g_assert_cmpuint (changed, ==, 4);
}

/* A merged keystroke changes the model too, though the undo stack keeps
 * the same command on top. */
static void
test_changed_merge (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();
  g_autoptr (BrgDeal) deal = NULL;
  guint changed = 0;

  deal = g_object_ref (brg_board_get_deal (board));
  g_signal_connect (history, "changed", G_CALLBACK (count_changed_cb), &changed);

  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_NORTH, BRG_SUIT_SPADES, "A",
                                                      NULL));
  core_test_perform (history, brg_edit_set_suit_text (deal, BRG_SEAT_NORTH, BRG_SUIT_SPADES, "AK",
                                                      NULL));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 2);

  /* One undo step for both, and one change. */
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 0);
  g_assert_false (brg_history_get_can_undo (history));
}

/* Saved, changed, undone back to saved, redone away again. */
static void
test_modified (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();
  guint notified = 0;

  g_signal_connect (history, "notify::modified", G_CALLBACK (count_cb), &notified);

  /* A new history: nothing has changed since it was opened. */
  g_assert_false (brg_history_get_modified (history));

  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club"));
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 1);
  core_test_perform (history, brg_edit_set_tag (board, "Site", "Hall"));
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 1);

  brg_history_set_modified (history, FALSE);
  g_assert_false (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 2);
  /* The same value again says nothing. */
  brg_history_set_modified (history, FALSE);
  g_assert_cmpuint (notified, ==, 2);

  /* Undo leaves the saved state; redo comes back to it. */
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 3);
  g_assert_true (brg_history_redo (history, NULL));
  g_assert_false (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 4);

  /* Undo everything: the state before the file was opened is a change. */
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, NULL);
}

/* Undo past the saved state, then a new command: the saved state is gone
 * for good, whatever is undone or redone after. */
static void
test_modified_branch (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();

  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club"));
  brg_history_set_modified (history, FALSE);
  g_assert_true (brg_history_undo (history, NULL));
  core_test_perform (history, brg_edit_set_tag (board, "Event", "Other"));
  g_assert_true (brg_history_get_modified (history));
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_history_get_modified (history));
  g_assert_true (brg_history_redo (history, NULL));
  g_assert_true (brg_history_get_modified (history));
}

/* Typing after a save is a change of its own, not merged into the saved
 * keystrokes: otherwise the saved state would look unchanged. */
static void
test_modified_merge (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();

  core_test_perform (history, type_event (board, "C"));
  core_test_perform (history, type_event (board, "Cl"));
  brg_history_set_modified (history, FALSE);
  core_test_perform (history, type_event (board, "Clu"));
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Clu");

  /* Another field is another step. */
  core_test_perform (history, brg_edit_type_tag (board, "Site", "H"));
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_null (brg_board_get_tag (board, "Site"));
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Clu");

  /* Undo takes back the keystroke after the save only. */
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_false (brg_history_get_modified (history));
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Cl");
}

/* Clearing keeps whether the model is saved: clearing a saved model
 * leaves it saved, and a changed one changed. */
static void
test_modified_clear (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();

  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club"));
  brg_history_set_modified (history, FALSE);
  brg_history_clear (history);
  g_assert_false (brg_history_get_modified (history));

  core_test_perform (history, brg_edit_set_tag (board, "Event", "Other"));
  brg_history_clear (history);
  g_assert_true (brg_history_get_modified (history));
  brg_history_set_modified (history, FALSE);
  g_assert_false (brg_history_get_modified (history));
}

/* Boards restored after a crash are changes no undo takes back. */
static void
test_modified_set_true (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();
  guint notified = 0;

  g_signal_connect (history, "notify::modified", G_CALLBACK (count_cb), &notified);
  brg_history_set_modified (history, TRUE);
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 1);

  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club"));
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_history_get_modified (history));
  g_assert_cmpuint (notified, ==, 1);
}

/* A command kept as the saved state is not freed while the history
 * remembers it, so that a new command cannot take its address. */
static void
test_saved_reference (void)
{
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgBoard) board = brg_board_new ();
  BrgCommand *saved = brg_edit_set_tag (board, "Event", "Club");

  g_object_ref (saved);
  core_test_perform (history, saved);
  brg_history_set_modified (history, FALSE);
  g_assert_true (brg_history_undo (history, NULL));
  core_test_perform (history, brg_edit_set_tag (board, "Event", "Other"));

  /* The redo stack dropped it; the history still holds it. */
  g_object_add_weak_pointer (G_OBJECT (saved), (gpointer *) &saved);
  g_object_unref (saved);
  g_assert_nonnull (saved);
  brg_history_set_modified (history, FALSE);
  g_assert_null (saved);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/history/saved/changed", test_changed);
  g_test_add_func ("/core/history/saved/changed-merge", test_changed_merge);
  g_test_add_func ("/core/history/saved/modified", test_modified);
  g_test_add_func ("/core/history/saved/branch", test_modified_branch);
  g_test_add_func ("/core/history/saved/merge", test_modified_merge);
  g_test_add_func ("/core/history/saved/clear", test_modified_clear);
  g_test_add_func ("/core/history/saved/set-true", test_modified_set_true);
  g_test_add_func ("/core/history/saved/reference", test_saved_reference);

  return g_test_run ();
}
