/* test-recovery.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Autosave and recovery, tested by killing the process (issue 13): the
 * test starts the application in a child process (this program with
 * --child FILE, which runs BrgApplication as the program does and opens
 * FILE through its open handler), edits the boards there through the
 * window's actions, waits for the recovery file in the state folder,
 * kills the child with SIGKILL, and then starts the window again here,
 * which offers the changes back and restores them.
 *
 * Under Xvfb: xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-import.h"
#include "brg-window.h"
#include "ui-test-util.h"

static BrgApplication *app;

/* -- The child: the application, edited through its actions -- */

static gboolean
child_edit_cb (gpointer user_data)
{
  GtkApplication *application = user_data;
  GList *windows = gtk_application_get_windows (application);
  BrgWindow *window;

  if (windows == NULL || !BRG_IS_WINDOW (windows->data))
    return G_SOURCE_CONTINUE;
  window = windows->data;
  if (brg_window_get_loading (window) || brg_window_get_event (window) == NULL)
    return G_SOURCE_CONTINUE;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-board", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-board", NULL);
  g_printerr ("child: edited %u boards\n", brg_event_get_n_boards (brg_window_get_event (window)));
  return G_SOURCE_REMOVE;
}

static int
run_child (const char *file)
{
  g_autoptr(BrgApplication) application = NULL;
  char *argv[] = { (char *) "finesse", (char *) file, NULL };

  brg_application_prepare_environment ();
  application = g_object_new (BRG_TYPE_APPLICATION,
                              "application-id", APP_ID,
                              "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                              "settings", ui_test_new_memory_settings (),
                              NULL);
  g_timeout_add (50, child_edit_cb, application);
  /* Runs until it is killed. */
  return g_application_run (G_APPLICATION (application), 2, argv);
}

/* -- The test -- */

static char *
recovery_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "finesse", "recovery", NULL);
}

static guint
count_files (const char *suffix)
{
  g_autofree char *path = recovery_dir ();
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  return n;
}

static gboolean
poll_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
has_recovery (gpointer data)
{
  return count_files (".ini") > 0;
}

static gboolean
has_no_recovery (gpointer data)
{
  return count_files (".ini") == 0 && count_files (".pbn") == 0;
}

/* Waits for a file to appear or go, polling: nothing else wakes the loop. */
static void
wait_for (gboolean (*done) (gpointer))
{
  guint id = g_timeout_add (50, poll_cb, NULL);

  ui_test_wait_until (done, NULL);
  g_source_remove (id);
}

/* Starts the child on @file, waits for its recovery file, and kills it. */
static void
edit_and_kill (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  const char *argv[] = { self_path, "--child", path, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;
  int status = 0;

  g_assert_nonnull (self_path);
  g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                 &error);
  g_assert_no_error (error);

  wait_for (has_recovery);
  g_assert_cmpuint (count_files (".pbn"), ==, 1);
  g_assert_cmpuint (count_files (".lock"), ==, 1);

  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  g_spawn_close_pid (pid);

  /* The kill left the recovery file where it was. */
  g_assert_cmpuint (count_files (".ini"), ==, 1);
}

typedef UiFixture Fixture;

/* Killed with changes not saved: the next start offers them back; they
 * are restored as changes to the same file, and saving them there removes
 * the recovery file. */
static void
test_recovery_kill_restore (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  g_autoptr(GFile) lesson = ui_fixture_file (fixture, "lesson.pbn");
  g_autoptr(BrgEvent) saved = NULL;
  BrgWindow *window = fixture->window;
  GtkWindow *dialog;

  g_assert_true (g_file_move (file, lesson, G_FILE_COPY_NONE, NULL, NULL, NULL, NULL));
  g_set_object (&file, lesson);
  edit_and_kill (file);

  g_assert_true (brg_window_offer_recovery (window));
  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_cmpstr (ui_test_dialog_heading (dialog), ==, "Restore Unsaved Changes?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "lesson.pbn, 4 boards"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  gtk_window_destroy (dialog);
  ui_test_drain ();

  /* The two boards added in the child, as changes to lesson.pbn. */
  g_assert_nonnull (brg_window_get_event (window));
  g_assert_cmpuint (brg_event_get_n_boards (brg_window_get_event (window)), ==, 4);
  g_assert_true (g_file_equal (brg_window_get_file (window), file));
  g_assert_true (brg_window_get_modified (window));
  g_assert_cmpstr (adw_window_title_get_subtitle (
                     ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                      BRG_TYPE_WINDOW,
                                                                      "window_title"))),
                   ==, "• lesson.pbn · 1 of 4");

  /* This window holds them now: another start would not offer them. */
  {
    BrgWindow *other = g_object_ref (brg_window_new (GTK_APPLICATION (app),
                                                     fixture->settings));

    gtk_window_present (GTK_WINDOW (other));
    g_assert_false (brg_window_offer_recovery (other));
    ui_test_destroy_window (other);
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  wait_for (has_no_recovery);
  saved = brg_import_file (file, NULL, NULL, NULL);
  g_assert_cmpuint (brg_event_get_n_boards (saved), ==, 4);
  g_assert_cmpuint (count_files (".lock"), ==, 0);
}

/* Discard removes the recovery file; Not Now keeps it for next time. */
static void
test_recovery_kill_discard (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  BrgWindow *window = fixture->window;
  GtkWindow *dialog;

  edit_and_kill (file);

  g_assert_true (brg_window_offer_recovery (window));
  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "later");
  gtk_window_destroy (dialog);
  ui_test_drain ();
  g_assert_null (brg_window_get_event (window));
  g_assert_cmpuint (count_files (".ini"), ==, 1);

  g_assert_true (brg_window_offer_recovery (window));
  ui_test_wait_until (ui_test_window_has_message_dialog, window);
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  gtk_window_destroy (dialog);
  ui_test_drain ();
  g_assert_null (brg_window_get_event (window));
  g_assert_cmpuint (count_files (".ini"), ==, 0);
  g_assert_cmpuint (count_files (".pbn"), ==, 0);
  g_assert_false (brg_window_offer_recovery (window));
}

/* An edit is written to the recovery file within seconds, and undoing
 * back to the file as it was removes it. */
static void
test_recovery_autosave (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) file = ui_fixture_copy_data_file (fixture, "two-boards.pbn");
  BrgWindow *window = fixture->window;

  ui_test_open_and_wait (window, file);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-board", NULL);
  wait_for (has_recovery);
  g_assert_cmpuint (count_files (".pbn"), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (brg_window_get_modified (window));
  wait_for (has_no_recovery);
}

int
main (int   argc,
      char *argv[])
{
  /* The child shares the parent's home and state folder. */
  if (argc == 3 && g_str_equal (argv[1], "--child"))
    {
      gtk_init ();
      adw_init ();
      return run_child (argv[2]);
    }

  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  g_test_add ("/ui/recovery/autosave", Fixture, NULL,
              ui_fixture_set_up, test_recovery_autosave, ui_fixture_tear_down);
  g_test_add ("/ui/recovery/kill-restore", Fixture, NULL,
              ui_fixture_set_up, test_recovery_kill_restore, ui_fixture_tear_down);
  g_test_add ("/ui/recovery/kill-discard", Fixture, NULL,
              ui_fixture_set_up, test_recovery_kill_discard, ui_fixture_tear_down);

  return ui_test_run (app, argv[0]);
}
