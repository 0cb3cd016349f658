/* ui-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include <adwaita.h>

#include "brg-application.h"
#include "ui-test-util.h"

GSettings *
ui_test_new_memory_settings (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  return g_settings_new_with_backend (BRG_SETTINGS_SCHEMA_ID, backend);
}

/* Runs the tests in place of the application's own activate handler. */
void
ui_test_app_activate_cb (GApplication *application,
                         int          *ret)
{
  g_signal_stop_emission_by_name (application, "activate");

  *ret = g_test_run ();
  g_application_quit (application);
}

void
ui_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        ui_test_remove_tree (child);
      else
        g_unlink (child);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_rmdir (path);
}

/* GTK writes recent files and caches below HOME and XDG_*; keep them out of
 * the user's folders and out of a read-only root (PLATFORM.md). */
char *
ui_test_isolate_home (void)
{
  static const char *vars[][2] = {
    { "XDG_CONFIG_HOME", "config" },
    { "XDG_DATA_HOME", "data" },
    { "XDG_CACHE_HOME", "cache" },
    { "XDG_STATE_HOME", "state" },
    { "XDG_RUNTIME_DIR", "runtime" },
  };
  char *home = g_dir_make_tmp ("finesse-test-XXXXXX", NULL);

  g_assert (home != NULL);
  g_setenv ("HOME", home, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      g_autofree char *dir = g_build_filename (home, vars[i][1], NULL);

      g_mkdir_with_parents (dir, 0700);
      g_setenv (vars[i][0], dir, TRUE);
    }

  return home;
}

/* How long a UI test waits for the window before it fails. */
#define WAIT_TIMEOUT_SECONDS 20

/* tests/data/pbn/@name. */
GFile *
ui_test_data_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn", name, NULL);

  return g_file_new_for_path (path);
}

/* The window's template child @name, which must exist. */
gpointer
ui_test_get_child (BrgWindow  *window,
                   const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (window), BRG_TYPE_WINDOW, name);

  g_assert_nonnull (child);
  return child;
}

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Spins the main loop until @done returns TRUE; fails after a timeout. */
void
ui_test_wait_until (gboolean (*done) (gpointer),
                    gpointer   data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (WAIT_TIMEOUT_SECONDS, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  g_assert_false (timed_out);
  g_source_remove (id);
}

/* Runs what the main loop has ready, without blocking. */
void
ui_test_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Runs the main loop for @ms milliseconds, whatever happens. */
void
ui_test_spin (guint ms)
{
  gboolean timed_out = FALSE;

  g_timeout_add (ms, timeout_cb, &timed_out);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
}

/* A toplevel of @type, transient for @transient_for unless that is %NULL. */
GtkWindow *
ui_test_find_toplevel (GType      type,
                       GtkWindow *transient_for)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) &&
        (transient_for == NULL || gtk_window_get_transient_for (l->data) == transient_for))
      return l->data;

  return NULL;
}

gboolean
ui_test_window_has_message_dialog (gpointer window)
{
  return ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, window) != NULL;
}

/* Destroys @window and checks that nothing else holds it. */
void
ui_test_destroy_window (BrgWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
  g_assert_finalize_object (window);
}
