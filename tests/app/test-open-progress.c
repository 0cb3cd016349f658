/* test-open-progress.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A big file in the window: its first board is shown while the rest is
 * read, the list fills, what is there can be browsed and searched, and
 * nothing can be edited or saved until the whole file is read. The reader
 * is held at a board count with _brg_import_hold_at(), so nothing here
 * depends on timing. Runs under a display (Xvfb in CI):
 * xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-event-private.h"
#include "brg-import.h"
#include "brg-import-private.h"
#include "brg-pbn-writer.h"
#include "brg-read-task-private.h"
#include "brg-window.h"
#include "core-test-util.h"
#include "ui-test-util.h"

#define N_BOARDS  5000
#define BAD_BOARD 3000

/* The one application of the test program: a GApplication registers once. */
static BrgApplication *app;

typedef UiFixture Fixture;

/* N_BOARDS games, Smith North in every hundredth, board BAD_BOARD with a
 * dealer that is not a seat (PBN §3.4.5). */
static const CoreTestGames big_games = {
  .event = "Big", .n_boards = N_BOARDS, .bad_board = BAD_BOARD, .players = TRUE,
};

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  ui_fixture_set_up (fixture, NULL);
  fixture->file = core_test_write_games (&big_games, "finesse-big-XXXXXX.pbn", &fixture->path);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  _brg_import_hold_at (0);
  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  ui_fixture_tear_down (fixture, NULL);
}

/* Nothing that changes the boards, or writes them, can run. */
static void
assert_not_editable (Fixture *fixture)
{
  static const char * const edits[] = {
    "win.edit-mode", "win.save", "win.save-as", "win.undo", "win.add-board",
    "win.duplicate-board", "win.renumber-boards", "win.edit-deal", "win.type-entry",
    "win.edit-comment", "win.edit-note", "win.export-article",
  };
  GtkWidget *edit_details = ui_test_get_child (fixture->window, "edit_details_button");

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    if (ui_test_action_enabled (fixture->window, edits[i]))
      g_error ("%s can run while the file is read", edits[i]);
  g_assert_false (gtk_widget_is_sensitive (edit_details));
  g_assert_false (brg_window_get_edit_mode (fixture->window));
}

static void
test_first_board_first (Fixture       *fixture,
                        gconstpointer  data)
{
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  GtkStack *stack = ui_test_get_child (fixture->window, "stack");
  GtkWidget *table = ui_test_get_child (fixture->window, "table_view");
  GtkWidget *loading_box = ui_test_get_child (fixture->window, "loading_box");
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  BrgEvent *event;

  _brg_import_hold_at (1);
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_wait_for_boards (fixture->window, 1);

  /* The first board is shown, and painted, while the rest is read. */
  g_assert_true (brg_window_get_loading (fixture->window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "boards");
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_replay_get_board (replay)), ==, 1);
  g_assert_true (gtk_widget_get_mapped (table));
  gtk_test_widget_wait_for_draw (table);
  g_assert_true (brg_window_get_loading (fixture->window));
  /* The spinner and the stop button say the rest is coming. */
  g_assert_true (gtk_widget_get_visible (loading_box));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.cancel-load"));
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), fixture->file));
  assert_not_editable (fixture);

  /* A thousand boards are there: they can be browsed and searched. */
  _brg_import_hold_at (1000);
  ui_test_wait_for_boards (fixture->window, 1000);
  g_assert_true (brg_window_get_loading (fixture->window));
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 1000);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.next-board"));
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpuint (brg_board_get_number (brg_replay_get_board (replay)), ==, 2);
  brg_board_list_set_search_text (list, "smith");
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, 10);
  assert_not_editable (fixture);

  /* The rest: the search takes in the boards that come, the problem of
   * board BAD_BOARD arrives, and editing is back. */
  _brg_import_hold_at (0);
  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  ui_test_drain ();
  event = brg_window_get_event (fixture->window);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, N_BOARDS);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, N_BOARDS / 100);
  brg_board_list_set_search_text (list, "");
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, N_BOARDS);
  g_assert_true (ui_test_action_enabled (fixture->window, "win.show-diagnostics"));
  g_assert_false (gtk_widget_get_visible (loading_box));
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), fixture->file));
  g_assert_false (brg_window_get_modified (fixture->window));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.edit-mode"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.save"));
  g_assert_true (gtk_widget_is_sensitive (ui_test_get_child (fixture->window,
                                                             "edit_details_button")));
}

/* A big file's boards are built when they are shown, not to be listed:
 * the model holds the text, and a search through every board leaves no
 * more built than the event keeps (brg-event-private.h). The file is
 * read lazily here though small, as one of 4 MiB and more is. */
static void
test_boards_built_when_shown (Fixture       *fixture,
                              gconstpointer  data)
{
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  BrgEvent *event;
  guint n_built;
  guint number;

  _brg_pbn_set_lazy_min (1);
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  ui_test_drain ();
  _brg_pbn_set_lazy_min (0);

  event = brg_window_get_event (fixture->window);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, N_BOARDS);
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, N_BOARDS);
  /* The board shown, the board with a problem, and the rows GtkListView
   * makes: those on screen and more, about 200 in GTK 4.8. */
  n_built = _brg_event_get_n_built (event);
  g_test_message ("%u of %u boards built once the file is listed", n_built, N_BOARDS);
  g_assert_cmpuint (n_built, >=, 1);
  g_assert_cmpuint (n_built, <, 400);
  g_assert_true (_brg_event_is_built (event, 0));
  g_assert_cmpuint (brg_board_get_number (brg_replay_get_board (replay)), ==, 1);

  ui_test_activate (fixture->window, "win.next-board");
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpuint (brg_board_get_number (brg_replay_get_board (replay)), ==, 3);
  g_assert_cmpstr (brg_board_get_tag (brg_replay_get_board (replay), "North"), ==, "Jones");

  /* Going to the last board builds it, not every board before it to
   * find it in the list. */
  {
    BrgBoard *last = brg_event_get_board (event, N_BOARDS - 1);

    g_assert_true (brg_board_list_select_board (list, last));
    n_built = _brg_event_get_n_built (event);
    g_test_message ("%u boards built after going to the last", n_built);
    g_assert_cmpuint (n_built, <, 600);
    ui_test_drain ();
    g_assert_true (brg_replay_get_board (replay) == last);
  }

  /* A search looks at every board; those not shown are given back. */
  brg_board_list_set_search_text (list, "smith");
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, N_BOARDS / 100);
  brg_board_list_set_search_text (list, "");
  g_assert_cmpuint (brg_board_list_get_n_shown (list), ==, N_BOARDS);
  ui_test_drain ();
  n_built = _brg_event_get_n_built (event);
  g_test_message ("%u boards built after a search", n_built);
  g_assert_cmpuint (n_built, <=, 256 + 400);
  /* The board shown is the event's, whichever the search left. */
  number = brg_board_get_number (brg_replay_get_board (replay));
  g_assert_cmpuint (number, >=, 1);
  g_assert_true (brg_event_get_board (event, number - 1) == brg_replay_get_board (replay));

  /* Saved from a snapshot in a thread, with the change: the file read
   * back is the event, byte for byte in its export. */
  ui_test_activate (fixture->window, "win.add-board");
  g_assert_true (brg_window_get_modified (fixture->window));
  ui_test_activate (fixture->window, "win.save");
  g_assert_true (brg_window_get_saving (fixture->window));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.undo"));
  /* Board BAD_BOARD's dealer cannot be written (the thread's writer
   * says so, as the window's would): save anyway. */
  ui_test_wait_until (ui_test_window_has_message_dialog, fixture->window);
  {
    AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                                          GTK_WINDOW (fixture->window)));

    g_assert_true (adw_message_dialog_has_response (dialog, "save"));
    adw_message_dialog_response (dialog, "save");
    gtk_window_destroy (GTK_WINDOW (dialog));
    ui_test_drain ();
  }
  ui_test_wait_for_save (fixture->window);
  g_assert_false (brg_window_get_modified (fixture->window));
  {
    g_autoptr(BrgEvent) saved = brg_import_file (fixture->file, NULL, NULL, NULL);
    g_autoptr(GBytes) saved_bytes = NULL;
    g_autoptr(GBytes) shown_bytes = NULL;

    g_assert_nonnull (saved);
    g_assert_cmpuint (brg_event_get_n_boards (saved), ==, N_BOARDS + 1);
    saved_bytes = brg_pbn_write_bytes (saved, NULL);
    shown_bytes = brg_pbn_write_bytes (event, NULL);
    g_assert_true (g_bytes_equal (saved_bytes, shown_bytes));
  }
}

/* Stop keeps what was read, as a new document: Save cannot write a part
 * of the file over the file. */
static void
test_stop_keeps_boards (Fixture       *fixture,
                        gconstpointer  data)
{
  AdwWindowTitle *title = ui_test_get_child (fixture->window, "window_title");
  BrgEvent *event;

  _brg_import_hold_at (1000);
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_wait_for_boards (fixture->window, 1000);
  event = brg_window_get_event (fixture->window);

  ui_test_activate (fixture->window, "win.cancel-load");
  g_assert_false (brg_window_get_loading (fixture->window));
  /* The reader, let go, stops at its next board; nothing more comes. */
  _brg_import_hold_at (0);
  ui_test_spin (200);

  g_assert_true (brg_window_get_event (fixture->window) == event);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1000);
  g_assert_null (brg_window_get_file (fixture->window));
  g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (title), "Untitled"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.save"));
  g_assert_true (ui_test_action_enabled (fixture->window, "win.edit-mode"));
}

/* A read replaced by another that fails leaves what it read as a stopped
 * read does: untitled, so Save cannot write the part over the file. */
static void
test_replaced_by_failed_open (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GFile) missing = ui_test_data_file ("does-not-exist.pbn");
  GtkWindow *dialog;
  BrgEvent *event;

  _brg_import_hold_at (1000);
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_wait_for_boards (fixture->window, 1000);
  event = brg_window_get_event (fixture->window);

  brg_window_open_file (fixture->window, missing);
  _brg_import_hold_at (0);
  ui_test_wait_until (ui_test_window_has_message_dialog, fixture->window);
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_cmpstr (ui_test_dialog_heading (dialog), ==, "Could Not Open “does-not-exist.pbn”");
  gtk_window_destroy (dialog);
  ui_test_spin (200);

  g_assert_false (brg_window_get_loading (fixture->window));
  g_assert_true (brg_window_get_event (fixture->window) == event);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1000);
  g_assert_null (brg_window_get_file (fixture->window));
}

/* Stopped before its first board, the file shown before stays. */
static void
test_stop_before_first_board (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GFile) two = ui_test_data_file ("two-boards.pbn");
  BrgEvent *event;

  ui_test_open_and_wait (fixture->window, two);
  event = brg_window_get_event (fixture->window);

  /* The hold is never reached: the load is stopped before any board. */
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_activate (fixture->window, "win.cancel-load");
  ui_test_spin (200);

  g_assert_false (brg_window_get_loading (fixture->window));
  g_assert_true (brg_window_get_event (fixture->window) == event);
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), two));
}

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  g_test_add ("/ui/open-progress/first-board-first", Fixture, NULL,
              fixture_setup, test_first_board_first, fixture_teardown);
  g_test_add ("/ui/open-progress/boards-built-when-shown", Fixture, NULL,
              fixture_setup, test_boards_built_when_shown, fixture_teardown);
  g_test_add ("/ui/open-progress/stop-keeps-boards", Fixture, NULL,
              fixture_setup, test_stop_keeps_boards, fixture_teardown);
  g_test_add ("/ui/open-progress/replaced-by-failed-open", Fixture, NULL,
              fixture_setup, test_replaced_by_failed_open, fixture_teardown);
  g_test_add ("/ui/open-progress/stop-before-first-board", Fixture, NULL,
              fixture_setup, test_stop_before_first_board, fixture_teardown);

  return ui_test_run (app, argv[0]);
}
