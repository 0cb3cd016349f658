/* test-edit-boards.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Editing in the real window, through its actions (issue 13): the history
 * with its modified mark, New, Save and Save As read back with the core's
 * reader, what a save keeps, the refusal to overwrite a file changed on
 * disk, the question before unsaved changes go, and the commands on
 * boards. Runs under Xvfb: xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-details-editor.h"
#include "brg-import.h"
#include "brg-pbn-writer.h"
#include "brg-window-private.h"
#include "core-test-util.h"
#include "ui-test-util.h"

static BrgApplication *app;

typedef UiFixture Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  ui_fixture_set_up (fixture, NULL);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_fixture_tear_down (fixture, NULL);
}

/* The file as the core reads it. */
static BrgEvent *
read_back (GFile *file)
{
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* The message dialog shown, which must be there. */
static AdwMessageDialog *
get_dialog (Fixture *fixture)
{
  ui_test_wait_until (ui_test_window_has_message_dialog, fixture->window);
  return ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                    GTK_WINDOW (fixture->window)));
}

static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_drain ();
}

static const char *
subtitle (Fixture *fixture)
{
  return adw_window_title_get_subtitle (ui_test_get_child (fixture->window, "window_title"));
}

static BrgBoardList *
board_list (Fixture *fixture)
{
  return ui_test_get_child (fixture->window, "board_list");
}

static guint
n_boards (Fixture *fixture)
{
  return brg_event_get_n_boards (brg_window_get_event (fixture->window));
}

static guint
number_at (Fixture *fixture,
           guint    position)
{
  return brg_board_get_number (brg_event_get_board (brg_window_get_event (fixture->window),
                                                    position));
}

/* Every edit is an undo step through the window's one history; the title
 * is marked while the boards differ from the file. */
static void
test_edit_undo_redo (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  BrgHistory *history;

  ui_test_open_and_wait (fixture->window, file);
  /* The history is the document's. */
  history = brg_window_get_history (fixture->window);
  g_assert_false (brg_window_get_modified (fixture->window));
  g_assert_cmpstr (subtitle (fixture), ==, "two-boards.pbn · 1 of 2");
  g_assert_false (ui_test_action_enabled (fixture->window, "win.undo"));

  ui_test_activate (fixture->window, "win.add-board");
  g_assert_cmpuint (n_boards (fixture), ==, 3);
  /* The new board follows the board shown, with the next number, and is
   * shown. */
  g_assert_cmpuint (number_at (fixture, 1), ==, 2);
  g_assert_cmpuint (brg_board_list_get_selected (board_list (fixture)), ==, 1);
  g_assert_true (brg_window_get_modified (fixture->window));
  g_assert_cmpstr (subtitle (fixture), ==, "• two-boards.pbn · 2 of 3");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==,
                   "• two-boards.pbn – Finesse");
  g_assert_true (ui_test_action_enabled (fixture->window, "win.undo"));
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Add board");
  /* The main menu says what Undo takes back. */
  {
    GMenuModel *section = G_MENU_MODEL (gtk_widget_get_template_child (
                                          GTK_WIDGET (fixture->window), BRG_TYPE_WINDOW,
                                          "edit_section"));
    g_autofree char *label = NULL;

    gint n = g_menu_model_get_n_items (section);
    gboolean found = FALSE;

    for (gint i = 0; i < n && !found; i++)
      {
        g_clear_pointer (&label, g_free);
        g_assert_true (g_menu_model_get_item_attribute (section, i, "label", "s", &label));
        found = g_str_equal (label, "_Undo Add board");
      }
    g_assert_true (found);
  }

  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpuint (n_boards (fixture), ==, 2);
  g_assert_false (brg_window_get_modified (fixture->window));
  g_assert_cmpstr (subtitle (fixture), ==, "two-boards.pbn · 1 of 2");
  g_assert_true (ui_test_action_enabled (fixture->window, "win.redo"));

  ui_test_activate (fixture->window, "win.redo");
  g_assert_cmpuint (n_boards (fixture), ==, 3);
  g_assert_true (brg_window_get_modified (fixture->window));

  /* Opening a file starts a new history. */
  ui_test_activate (fixture->window, "win.undo");
  ui_test_open_and_wait (fixture->window, file);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.undo"));
  g_assert_false (ui_test_action_enabled (fixture->window, "win.redo"));
}

/* Save writes the file in place, atomically, with the version it replaced
 * kept as FILE~ the first time; the core reads back what was saved. */
static void
test_edit_save (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autofree char *original = core_test_read_text (file);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup_path = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) backup = g_file_new_for_path (backup_path);
  g_autoptr(BrgEvent) saved = NULL;
  g_autofree char *backup_text = NULL;

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.add-board");
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);

  g_assert_false (brg_window_get_modified (fixture->window));
  g_assert_cmpstr (subtitle (fixture), ==, "two-boards.pbn · 2 of 3");
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 3);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (saved, 1)), ==, 2);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (saved, 2)), ==, 2);
  backup_text = core_test_read_text (backup);
  g_assert_cmpstr (backup_text, ==, original);

  /* A second save in the same run keeps the first backup. */
  ui_test_activate (fixture->window, "win.delete-boards");
  g_assert_cmpuint (n_boards (fixture), ==, 2);
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  g_clear_pointer (&backup_text, g_free);
  backup_text = core_test_read_text (backup);
  g_assert_cmpstr (backup_text, ==, original);
  g_clear_object (&saved);
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 2);

  /* No temporary file is left beside it. */
  {
    g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (dir)) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 2);
  }
}

/* A file opened and saved unedited is written as it was read: % lines,
 * comments, unknown tags, notes, commentary and tables; a board edited
 * leaves the others so. */
static void
test_edit_save_keeps (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "keep-everything.pbn");
  g_autofree char *original = core_test_read_text (file);
  g_autofree char *saved_text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(BrgEvent) saved = NULL;
  BrgBoard *first;

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);

  /* Byte for byte, but for the line ends export format writes (CR LF). */
  saved_text = core_test_read_text (file);
  lines = g_strsplit (saved_text, "\r\n", -1);
  g_clear_pointer (&saved_text, g_free);
  saved_text = g_strjoinv ("\n", lines);
  g_assert_cmpstr (saved_text, ==, original);

  /* An edit of board 2 leaves board 1 as it was. */
  ui_test_activate (fixture->window, "win.next-board");
  ui_test_activate (fixture->window, "win.add-board");
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 3);
  g_assert_cmpuint (brg_event_get_n_escapes (saved), ==, 8);
  g_assert_cmpstr (brg_event_get_escape (saved, 7), ==, "Creator: Finesse test");
  first = brg_event_get_board (saved, 0);
  g_assert_cmpstr (brg_board_get_tag (first, "TeacherNote"), ==, "Board for Tuesday");
  g_assert_nonnull (brg_board_lookup_tag (first, "OptimumResultTable"));
  g_assert_cmpuint (brg_board_lookup_tag (first, "OptimumResultTable")->section->len, ==, 8);
  g_assert_cmpuint (brg_auction_get_n_notes (brg_board_get_auction (first)), ==, 1);
  g_assert_cmpuint (brg_board_get_n_leading_comments (brg_event_get_board (saved, 1)), ==, 1);
}

/* A file changed on disk since it was opened is not overwritten without
 * asking; Cancel leaves it, Replace writes. */
static void
test_edit_save_changed_on_disk (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *text = NULL;
  g_autoptr(BrgEvent) saved = NULL;
  const char *elsewhere = "% Changed by another program\n[Board \"9\"]\n";
  AdwMessageDialog *dialog;

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.add-board");

  g_assert_true (g_file_set_contents (path, elsewhere, -1, NULL));
  ui_test_activate (fixture->window, "win.save");
  dialog = get_dialog (fixture);
  g_assert_cmpstr (ui_test_dialog_heading (GTK_WINDOW (dialog)), ==,
                   "“two-boards.pbn” Changed on Disk");
  respond (dialog, "cancel");
  ui_test_wait_for_save (fixture->window);
  text = core_test_read_text (file);
  g_assert_cmpstr (text, ==, elsewhere);
  g_assert_true (brg_window_get_modified (fixture->window));

  ui_test_activate (fixture->window, "win.save");
  respond (get_dialog (fixture), "replace");
  ui_test_wait_for_save (fixture->window);
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 3);
  g_assert_false (brg_window_get_modified (fixture->window));

  /* Saved by Finesse: the next save does not ask. */
  ui_test_activate (fixture->window, "win.add-board");
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  g_assert_false (ui_test_window_has_message_dialog (fixture->window));
  g_assert_false (brg_window_get_modified (fixture->window));
}

/* Save As RBN: what RBN cannot say is named by board before anything is
 * written; the window then saves as RBN. */
static void
test_edit_save_as_losses (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "keep-everything.pbn");
  g_autoptr(GFile) rbn = ui_fixture_file (fixture, "lesson.rbn");
  g_autoptr(BrgEvent) saved = NULL;
  AdwMessageDialog *dialog;
  const char *body;

  ui_test_open_and_wait (fixture->window, file);
  brg_window_save_as (fixture->window, rbn);
  dialog = get_dialog (fixture);
  g_assert_cmpstr (ui_test_dialog_heading (GTK_WINDOW (dialog)), ==,
                   "RBN 3.2 Cannot Say Everything");
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, "Board 1:"));
  g_assert_nonnull (strstr (body, "Board 2:"));
  respond (dialog, "cancel");
  ui_test_wait_for_save (fixture->window);
  g_assert_false (g_file_query_exists (rbn, NULL));
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), file));

  brg_window_save_as (fixture->window, rbn);
  respond (get_dialog (fixture), "save");
  ui_test_wait_for_save (fixture->window);
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), rbn));
  saved = read_back (rbn);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 2);

  /* Accepted once, not asked again for the same losses. */
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  g_assert_false (ui_test_window_has_message_dialog (fixture->window));
}

/* Save As LIN goes through the registry's LIN row as the other formats
 * do: a LIN file opened and saved as LIN keeps its boards and stays LIN; a
 * PBN file saved as a .lin file is written as LIN. */
static void
test_edit_save_as_lin (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *source_path = g_test_build_filename (G_TEST_DIST, "data", "lin",
                                                        "vugraph.lin", NULL);
  g_autoptr(GFile) source = g_file_new_for_path (source_path);
  g_autoptr(GFile) copy = ui_fixture_file (fixture, "match.lin");
  g_autoptr(GFile) pbn = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autoptr(GFile) from_pbn = ui_fixture_file (fixture, "two-boards.lin");
  g_autoptr(BrgEvent) original = read_back (source);
  g_autoptr(BrgEvent) saved = NULL;
  g_autofree char *text = NULL;

  ui_test_open_and_wait (fixture->window, source);
  brg_window_save_as (fixture->window, copy);
  ui_test_wait_for_save (fixture->window);
  g_assert_false (ui_test_window_has_message_dialog (fixture->window));
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), copy));
  text = core_test_read_text (copy);
  g_assert_nonnull (strstr (text, "qx|o1|"));
  g_assert_null (strstr (text, "[Board "));
  saved = read_back (copy);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, brg_event_get_n_boards (original));

  ui_test_open_and_wait (fixture->window, pbn);
  brg_window_save_as (fixture->window, from_pbn);
  ui_test_drain ();
  if (ui_test_window_has_message_dialog (fixture->window))
    respond (get_dialog (fixture), "save");
  ui_test_wait_for_save (fixture->window);
  g_clear_pointer (&text, g_free);
  text = core_test_read_text (from_pbn);
  g_assert_nonnull (strstr (text, "|md|"));
  g_clear_object (&saved);
  saved = read_back (from_pbn);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 2);
}

/* The file chooser of Save As offers the formats the registry writes, the
 * one the file is in first. */
static void
test_edit_save_as_chooser (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autoptr(GListModel) filters = NULL;
  GtkFileFilter *chosen;
  GtkWindow *chooser;
  g_autofree char *name = NULL;
  guint n_writable = 0;
  gboolean has_lin = FALSE;

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.save-as");
  chooser = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (chooser);

  filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (chooser));
  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    n_writable += brg_format_get_nth (i)->write != NULL
                  && brg_format_get_nth (i)->extensions != NULL;
  g_assert_cmpuint (n_writable, >=, 5);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, n_writable);
  for (guint i = 0; i < n_writable; i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);

      has_lin |= g_strcmp0 (gtk_file_filter_get_name (filter), "LIN (Bridge Base Online)") == 0;
    }
  g_assert_true (has_lin);
  chosen = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (gtk_file_filter_get_name (chosen), ==, "PBN 2.1");
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "two-boards.pbn");

  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG,
                                        GTK_WINDOW (fixture->window)));
}

/* Closing with unsaved changes asks Save, Discard or Cancel. */
static void
test_edit_close_asks (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  BrgWindow *window = g_object_ref (brg_window_new (GTK_APPLICATION (app), fixture->settings));
  AdwMessageDialog *dialog;
  g_autoptr(BrgEvent) saved = NULL;

  gtk_window_present (GTK_WINDOW (window));
  ui_test_open_and_wait (window, file);
  ui_test_activate (window, "win.add-board");

  /* Cancel: the window stays. */
  gtk_window_close (GTK_WINDOW (window));
  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                      GTK_WINDOW (window)));
  g_assert_cmpstr (ui_test_dialog_heading (GTK_WINDOW (dialog)), ==, "Save Changes?");
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  respond (dialog, "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (brg_window_get_modified (window));

  /* Save: saved, then closed. */
  gtk_window_close (GTK_WINDOW (window));
  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  respond (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                      GTK_WINDOW (window))), "save");
  ui_test_wait_for_save (window);
  ui_test_drain ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 3);
  g_assert_finalize_object (window);

  /* Discard: closed, the file as it was. */
  window = g_object_ref (brg_window_new (GTK_APPLICATION (app), fixture->settings));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_open_and_wait (window, file);
  ui_test_activate (window, "win.add-board");
  gtk_window_close (GTK_WINDOW (window));
  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  respond (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                      GTK_WINDOW (window))), "discard");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_finalize_object (window);
  g_clear_object (&saved);
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 3);
}

/* Opening another file over unsaved changes asks first too. */
static void
test_edit_open_asks (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autoptr(GFile) other = ui_fixture_copy_data_file (fixture, "keep-everything.pbn");

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.add-board");

  brg_window_open_file (fixture->window, other);
  respond (get_dialog (fixture), "cancel");
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), file));
  g_assert_cmpuint (n_boards (fixture), ==, 3);

  brg_window_open_file (fixture->window, other);
  respond (get_dialog (fixture), "discard");
  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  ui_test_drain ();
  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), other));
  g_assert_false (brg_window_get_modified (fixture->window));
}

/* New: one board, untitled; Save goes to Save As. */
static void
test_edit_new (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_file (fixture, "new.pbn");
  g_autoptr(BrgEvent) saved = NULL;
  BrgBoard *board;
  GtkWindow *chooser;

  ui_test_activate (fixture->window, "win.new");
  g_assert_nonnull (brg_window_get_event (fixture->window));
  g_assert_null (brg_window_get_file (fixture->window));
  g_assert_cmpuint (n_boards (fixture), ==, 1);
  board = brg_event_get_board (brg_window_get_event (fixture->window), 0);
  g_assert_cmpuint (brg_board_get_number (board), ==, 1);
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NORTH);
  g_assert_false (brg_window_get_modified (fixture->window));
  g_assert_cmpstr (subtitle (fixture), ==, "Untitled · 1 of 1");

  ui_test_activate (fixture->window, "win.save");
  chooser = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (chooser);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_test_drain ();

  ui_test_activate (fixture->window, "win.add-board");
  brg_window_save_as (fixture->window, file);
  ui_test_wait_for_save (fixture->window);
  saved = read_back (file);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 2);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (saved, 1)), ==, 2);
  g_assert_cmpint (brg_board_get_dealer (brg_event_get_board (saved, 1)), ==, BRG_SEAT_EAST);
  g_assert_cmpstr (subtitle (fixture), ==, "new.pbn · 2 of 2");

  /* A window that shows boards makes New in a window of its own. */
  {
    guint before = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
    BrgWindow *other;

    ui_test_activate (fixture->window, "win.new");
    g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==,
                      before + 1);
    other = g_object_ref (gtk_application_get_windows (GTK_APPLICATION (app))->data);
    g_assert_true (other != fixture->window);
    g_assert_cmpuint (brg_event_get_n_boards (brg_window_get_event (other)), ==, 1);
    ui_test_destroy_window (other);
  }
}

/* Duplicate, delete, move and renumber, each one undo step. */
static void
test_edit_boards (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  BrgBoardList *list = board_list (fixture);
  BrgEvent *event;
  BrgBoard *second;
  AdwMessageDialog *dialog;
  GtkWidget *spin;

  ui_test_open_and_wait (fixture->window, file);
  event = brg_window_get_event (fixture->window);
  second = brg_event_get_board (event, 1);

  /* Duplicate: the copy follows, the same number. */
  ui_test_activate (fixture->window, "win.duplicate-board");
  g_assert_cmpuint (n_boards (fixture), ==, 3);
  g_assert_cmpuint (number_at (fixture, 1), ==, 1);
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 1);

  /* Move it down and up again with Alt+Down and Alt+Up's actions. */
  g_assert_true (ui_test_action_enabled (fixture->window, "win.move-boards-down"));
  ui_test_activate (fixture->window, "win.move-boards-down");
  g_assert_true (brg_event_get_board (event, 1) == second);
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 2);
  g_assert_false (ui_test_action_enabled (fixture->window, "win.move-boards-down"));
  ui_test_activate (fixture->window, "win.move-boards-up");
  g_assert_cmpuint (brg_board_list_get_selected (list), ==, 1);
  g_assert_true (brg_event_get_board (event, 2) == second);

  /* Renumber all from 5, since one board is selected. */
  ui_test_activate (fixture->window, "win.renumber-boards");
  dialog = get_dialog (fixture);
  spin = adw_message_dialog_get_extra_child (dialog);
  spin = gtk_widget_get_last_child (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5);
  respond (dialog, "renumber");
  g_assert_cmpuint (number_at (fixture, 0), ==, 5);
  g_assert_cmpuint (number_at (fixture, 1), ==, 6);
  g_assert_cmpuint (number_at (fixture, 2), ==, 7);
  /* The dealer follows the number where it followed it: board 5 is
   * North's, 6 East's. */
  g_assert_cmpint (brg_board_get_dealer (brg_event_get_board (event, 1)), ==, BRG_SEAT_EAST);
  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpuint (number_at (fixture, 0), ==, 1);
  g_assert_cmpuint (number_at (fixture, 2), ==, 2);

  /* Select the last two and delete them in one step. */
  brg_board_list_select_range (list, 1, 2, 0);
  g_assert_cmpuint (brg_board_list_get_n_selected (list, NULL, NULL), ==, 2);
  ui_test_activate (fixture->window, "win.delete-boards");
  g_assert_cmpuint (n_boards (fixture), ==, 1);
  /* The last board cannot go. */
  g_assert_false (ui_test_action_enabled (fixture->window, "win.delete-boards"));
  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpuint (n_boards (fixture), ==, 3);
  g_assert_true (brg_event_get_board (event, 2) == second);

  /* A drop after the last board moves the first there. */
  {
    g_autoptr(GArray) dragged = g_array_new (FALSE, FALSE, sizeof (guint));
    guint first = 0;

    g_array_append_val (dragged, first);
    g_assert_cmpuint (brg_board_list_get_drop_position (list, dragged, 2, TRUE), ==, 2);
    g_assert_cmpuint (brg_board_list_get_drop_position (list, dragged, 2, FALSE), ==, 1);
    g_assert_cmpuint (brg_board_list_get_drop_position (list, dragged, 0, FALSE), ==, 0);
  }
  {
    BrgBoard *first = brg_event_get_board (event, 0);

    GVariant *move = g_variant_new_parsed ("([uint32 0], uint32 2)");

    g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->window),
                                                       "win.move-boards", move));
    g_assert_true (brg_event_get_board (event, 2) == first);
    g_assert_cmpuint (brg_board_list_get_selected (list), ==, 2);
  }
}

/* Types @text into a field as a user does: select all, then type. */
static void
type_into (GtkWidget  *editable,
           const char *text)
{
  int position = 0;

  gtk_widget_grab_focus (editable);
  gtk_editable_delete_text (GTK_EDITABLE (editable), 0, -1);
  gtk_editable_insert_text (GTK_EDITABLE (editable), text, -1, &position);
}

/* The details editor: the tags as fields, each edit one undo step, saved
 * and read back. */
static void
test_edit_details (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(BrgEvent) saved = NULL;
  GtkToggleButton *button = ui_test_get_child (fixture->window, "edit_details_button");
  BrgDetailsEditor *editor;
  BrgBoard *board;
  BrgBoard *first;
  GtkWidget *row;
  BrgSeat dealer;
  BrgVulnerability vulnerability;

  ui_test_open_and_wait (fixture->window, file);
  board = brg_event_get_board (brg_window_get_event (fixture->window), 0);
  gtk_toggle_button_set_active (button, TRUE);
  editor = BRG_DETAILS_EDITOR (ui_test_find_descendant (GTK_WIDGET (fixture->window),
                                                        BRG_TYPE_DETAILS_EDITOR));
  g_assert_nonnull (editor);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (editor)));
  g_assert_false (gtk_widget_get_visible (ui_test_get_child (fixture->window, "details_pane")));
  g_assert_true (brg_details_editor_get_board (editor) == board);
  ui_test_drain ();
  ui_test_check_controls (GTK_WIDGET (editor), problems);
  if (problems->len > 0)
    g_error ("controls without a name:\n%s", problems->str);

  /* Typing: one undo step for the word. */
  row = brg_details_editor_get_row (editor, "Event");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Finesse test");
  type_into (row, "Club night");
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Club night");
  ui_test_activate (fixture->window, "win.undo");
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Finesse test");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Finesse test");
  ui_test_activate (fixture->window, "win.redo");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "Club night");

  /* A player; Site emptied is unknown. */
  type_into (brg_details_editor_get_row (editor, "North"), "Ann Smith");
  g_assert_cmpstr (brg_board_get_tag (board, "North"), ==, "Ann Smith");

  /* The date: the calendar's, the day not known; a typed date that is
   * none changes nothing. */
  g_assert_true (brg_details_editor_set_date (editor, 2026, 3, 0));
  g_assert_cmpstr (brg_board_get_tag (board, "Date"), ==, "2026.03.??");
  row = brg_details_editor_get_row (editor, "Date");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "2026.03.??");
  type_into (row, "2026.13.01");
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_cmpstr (brg_board_get_tag (board, "Date"), ==, "2026.03.??");
  type_into (row, "2026.11.24");
  g_assert_cmpstr (brg_board_get_tag (board, "Date"), ==, "2026.11.24");

  /* The number, applied: dealer and vulnerability follow it. */
  row = brg_details_editor_get_row (editor, "Board");
  type_into (row, "7");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpuint (brg_board_get_number (board), ==, 7);
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_SOUTH);
  /* The board list's row shows the new number at once. */
  ui_test_drain ();
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (board_list (fixture)), "7"));
  g_assert_true (brg_board_get_vulnerability (board, &vulnerability));
  g_assert_cmpint (vulnerability, ==, BRG_VULNERABILITY_ALL);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (brg_details_editor_get_row (
                      editor, "Dealer"))), ==, BRG_SEAT_SOUTH);

  /* Dealer and vulnerability chosen. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (brg_details_editor_get_row (editor, "Dealer")), 3);
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "W");
  adw_combo_row_set_selected (ADW_COMBO_ROW (brg_details_editor_get_row (editor, "Vulnerable")),
                              2);
  g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==, "EW");

  /* A hand hidden. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_find_button_with_label (
                                  GTK_WIDGET (editor), "W")), TRUE);
  g_assert_cmpstr (brg_board_get_tag (board, "Hidden"), ==, "W");

  /* A tag added, given a value, renamed, another removed. */
  g_assert_false (brg_details_editor_add_tag (editor, "lowercase"));
  g_assert_true (brg_details_editor_add_tag (editor, "Teacher"));
  type_into (brg_details_editor_get_row (editor, "Teacher"), "Ann");
  g_assert_cmpstr (brg_board_get_tag (board, "Teacher"), ==, "Ann");
  g_assert_false (brg_details_editor_rename_tag (editor, "Teacher", "Event"));
  g_assert_true (brg_details_editor_rename_tag (editor, "Teacher", "Coach"));
  g_assert_null (brg_details_editor_get_row (editor, "Teacher"));
  g_assert_nonnull (brg_details_editor_get_row (editor, "Coach"));
  g_assert_true (brg_details_editor_add_tag (editor, "Extra"));
  g_assert_nonnull (brg_details_editor_get_row (editor, "Extra"));
  g_assert_true (brg_details_editor_remove_tag (editor, "Extra"));
  g_assert_null (brg_board_lookup_tag (board, "Extra"));
  g_assert_null (brg_details_editor_get_row (editor, "Extra"));

  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  saved = read_back (file);
  first = brg_event_get_board (saved, 0);
  g_assert_cmpstr (brg_board_get_tag (first, "Event"), ==, "Club night");
  g_assert_cmpstr (brg_board_get_tag (first, "North"), ==, "Ann Smith");
  g_assert_cmpstr (brg_board_get_tag (first, "Date"), ==, "2026.11.24");
  g_assert_cmpuint (brg_board_get_number (first), ==, 7);
  dealer = brg_board_get_dealer (first);
  g_assert_cmpint (dealer, ==, BRG_SEAT_WEST);
  g_assert_cmpstr (brg_board_get_tag (first, "Vulnerable"), ==, "EW");
  g_assert_cmpstr (brg_board_get_tag (first, "Hidden"), ==, "W");
  g_assert_cmpstr (brg_board_get_tag (first, "Coach"), ==, "Ann");
  g_assert_null (brg_board_lookup_tag (first, "Extra"));

  /* Another board: the editor follows it. */
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_true (brg_details_editor_get_board (editor)
                 == brg_event_get_board (brg_window_get_event (fixture->window), 1));
  g_assert_null (brg_details_editor_get_row (editor, "Coach"));
}

/* Quit over unsaved changes asks, and the window stays until answered. */
static void
test_edit_quit_asks (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");

  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.add-board");
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  respond (get_dialog (fixture), "cancel");
  g_assert_nonnull (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)),
                                 fixture->window));
  g_assert_true (brg_window_get_modified (fixture->window));
}

static void
collect_accelerators (GtkWidget *widget,
                      GString   *out)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;

      g_object_get (widget, "accelerator", &accelerator, NULL);
      if (accelerator != NULL)
        g_string_append_printf (out, "%s|", accelerator);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, out);
}

/* The editing keys are in the shortcuts window. */
static void
test_edit_shortcuts_listed (Fixture       *fixture,
                            gconstpointer  data)
{
  static const char *expected[] = {
    "<Control>n", "<Control>s", "<Shift><Control>s", "<Control>z", "<Shift><Control>z",
    "<Shift><Control>d", "<Control>v", "<Shift><Control>b", "<Control>d", "Delete",
    "<Alt>Up", "<Alt>Down",
  };
  GtkShortcutsWindow *overlay;
  g_autoptr(GString) accelerators = g_string_new ("|");

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (fixture->window));
  collect_accelerators (GTK_WIDGET (overlay), accelerators);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *needle = g_strdup_printf ("|%s|", expected[i]);

      if (strstr (accelerators->str, needle) == NULL)
        g_error ("%s is not in the shortcuts window: %s", expected[i], accelerators->str);
    }
}

/* The card letters of the file, chosen in the main menu (win.file-letters):
 * its %FinesseLetters line, saved, undone and redone through the history;
 * the menu's radio state follows. */
static void
test_edit_file_letters (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autofree char *original = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(GVariant) state = NULL;
  GActionGroup *actions = G_ACTION_GROUP (fixture->window);

  /* The file as the window writes it without the line. */
  ui_test_open_and_wait (fixture->window, file);
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  original = core_test_read_text (file);
  g_assert_null (strstr (original, "FinesseLetters"));

  state = g_action_group_get_action_state (actions, "file-letters");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "reader");
  g_assert_true (ui_test_action_enabled (fixture->window, "win.file-letters::fr"));

  g_action_group_change_action_state (actions, "file-letters", g_variant_new_string ("fr"));
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (actions, "file-letters");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "fr");
  g_assert_true (brg_window_get_modified (fixture->window));
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  saved = core_test_read_text (file);
  g_assert_nonnull (strstr (saved, "%FinesseLetters fr"));

  /* Undo: the file's lines as they were, and the menu says so. */
  ui_test_activate (fixture->window, "win.undo");
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (actions, "file-letters");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "reader");
  ui_test_activate (fixture->window, "win.save");
  ui_test_wait_for_save (fixture->window);
  g_free (saved);
  saved = core_test_read_text (file);
  g_assert_cmpstr (saved, ==, original);

  ui_test_activate (fixture->window, "win.redo");
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (actions, "file-letters");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "fr");
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

  ADD_TEST ("/ui/edit-boards/undo-redo", test_edit_undo_redo);
  ADD_TEST ("/ui/edit-boards/save", test_edit_save);
  ADD_TEST ("/ui/edit-boards/file-letters", test_edit_file_letters);
  ADD_TEST ("/ui/edit-boards/save-keeps", test_edit_save_keeps);
  ADD_TEST ("/ui/edit-boards/save-changed-on-disk", test_edit_save_changed_on_disk);
  ADD_TEST ("/ui/edit-boards/save-as-losses", test_edit_save_as_losses);
  ADD_TEST ("/ui/edit-boards/save-as-chooser", test_edit_save_as_chooser);
  ADD_TEST ("/ui/edit-boards/save-as-lin", test_edit_save_as_lin);
  ADD_TEST ("/ui/edit-boards/close-asks", test_edit_close_asks);
  ADD_TEST ("/ui/edit-boards/open-asks", test_edit_open_asks);
  ADD_TEST ("/ui/edit-boards/new", test_edit_new);
  ADD_TEST ("/ui/edit-boards/boards", test_edit_boards);
  ADD_TEST ("/ui/edit-boards/details", test_edit_details);
  ADD_TEST ("/ui/edit-boards/quit-asks", test_edit_quit_asks);
  ADD_TEST ("/ui/edit-boards/shortcuts-listed", test_edit_shortcuts_listed);

  return ui_test_run (app, argv[0]);
}
