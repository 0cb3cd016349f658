/* ui-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

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
