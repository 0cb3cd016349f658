/* test-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drives the real application and window under a display (Xvfb in CI):
 * xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-preferences-window.h"
#include "brg-window.h"
#include "ui-test-util.h"


/* The one application of the test program: a GApplication registers once. */
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

static void
test_window_empty (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkStack *stack = ui_test_get_child (fixture->window, "stack");
  AdwWindowTitle *title = ui_test_get_child (fixture->window, "window_title");
  const char *subtitle = adw_window_title_get_subtitle (title);
  GtkWidget *page = gtk_stack_get_visible_child (stack);

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fixture->window)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_true (ADW_IS_STATUS_PAGE (page));
  g_assert_cmpstr (adw_status_page_get_icon_name (ADW_STATUS_PAGE (page)), ==, BRG_APP_ICON_NAME);
  g_assert_true (subtitle == NULL || subtitle[0] == '\0');
  g_assert_null (brg_window_get_file (fixture->window));
  g_assert_true (brg_window_get_settings (fixture->window) == fixture->settings);
}

static gboolean
window_has_file_chooser (gpointer window)
{
  return ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, window) != NULL;
}

static void
test_window_open_action (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWidget *open_button = ui_test_get_child (fixture->window, "open_button");
  GtkWindow *dialog;
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GtkFileFilter) first = NULL;
  guint n_readable = 0;
  gboolean has_lin = FALSE;
  gboolean found = FALSE;

  /* The window's own action, in its action map ("win."). */
  found = g_action_group_has_action (G_ACTION_GROUP (fixture->window), "open");
  g_assert_true (found);

  /* A button bound to a missing or disabled action is insensitive. */
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open_button)), ==, "win.open");
  g_assert_true (gtk_widget_is_sensitive (open_button));

  /* Without a portal, GtkFileChooserNative falls back to a GtkFileChooserDialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.open", NULL));
  ui_test_wait_until (window_has_file_chooser, fixture->window);
  dialog = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, GTK_WINDOW (fixture->window));

  /* Bridge files, one filter a format the registry reads by extension (the
   * LIN row among them), documents, all files. */
  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    n_readable += brg_format_get_nth (i)->read != NULL
                  && brg_format_get_nth (i)->extensions != NULL;
  g_assert_cmpuint (n_readable, >=, 4);
  filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (dialog));
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, n_readable + 3);
  first = g_list_model_get_item (filters, 0);
  g_assert_cmpstr (gtk_file_filter_get_name (first), ==, "Bridge files");
  for (guint i = 1; i <= n_readable; i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);

      has_lin |= g_strcmp0 (gtk_file_filter_get_name (filter), "LIN (Bridge Base Online)") == 0;
    }
  g_assert_true (has_lin);
  /* The first takes .lin as it takes .pbn. */
  {
    g_autoptr(GFileInfo) lin = g_file_info_new ();

    g_file_info_set_display_name (lin, "lesson.LIN");
    g_assert_true (gtk_filter_match (GTK_FILTER (first), lin));
    g_file_info_set_display_name (lin, "lesson.doc");
    g_assert_false (gtk_filter_match (GTK_FILTER (first), lin));
  }

  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_drain ();

  g_assert_null (ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, GTK_WINDOW (fixture->window)));
  g_assert_null (brg_window_get_file (fixture->window));
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_window_open_file (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("two-boards.pbn");
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *folder_uri = g_file_get_uri (folder);
  g_autofree char *last_folder = NULL;
  GtkStack *stack = ui_test_get_child (fixture->window, "stack");
  AdwWindowTitle *title = ui_test_get_child (fixture->window, "window_title");
  BrgBoardList *board_list = ui_test_get_child (fixture->window, "board_list");
  guint n_notify = 0;

  g_signal_connect (fixture->window, "notify::file", G_CALLBACK (count_notify_cb), &n_notify);

  brg_window_open_file (fixture->window, file);
  ui_test_wait_until (ui_test_window_has_file, fixture->window);

  g_assert_true (g_file_equal (brg_window_get_file (fixture->window), file));
  g_assert_cmpuint (n_notify, ==, 1);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "two-boards.pbn · 1 of 2");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "boards");
  g_assert_cmpuint (brg_board_list_get_n_shown (board_list), ==, 2);
  g_assert_cmpuint (brg_board_list_get_selected (board_list), ==, 0);
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (board_list)), ==, 1);

  last_folder = g_settings_get_string (fixture->settings, "last-folder");
  g_assert_cmpstr (last_folder, ==, folder_uri);
}

static void
test_window_open_missing (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_data_file ("does-not-exist.pbn");
  GtkStack *stack = ui_test_get_child (fixture->window, "stack");
  AdwWindowTitle *title = ui_test_get_child (fixture->window, "window_title");
  GtkWindow *dialog;
  const char *subtitle;

  brg_window_open_file (fixture->window, file);
  ui_test_wait_until (ui_test_window_has_message_dialog, fixture->window);

  /* A file that cannot be read gets a dialog that says so. */
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_cmpstr (ui_test_dialog_heading (dialog), ==,
                   "Could Not Open “does-not-exist.pbn”");
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "close"));
  gtk_window_destroy (dialog);
  ui_test_drain ();

  subtitle = adw_window_title_get_subtitle (title);
  g_assert_null (brg_window_get_file (fixture->window));
  g_assert_false (brg_window_get_loading (fixture->window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_true (subtitle == NULL || subtitle[0] == '\0');
}

static void
test_window_help_overlay (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkShortcutsWindow *overlay;
  g_auto(GStrv) accels = NULL;

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (fixture->window));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_cmpstr (accels[0], ==, "<Control>question");
}

static void
test_window_size_settings (void)
{
  g_autoptr(GSettings) settings = ui_test_new_memory_settings ();
  BrgWindow *window;
  int width = 0;
  int height = 0;

  g_settings_set_int (settings, "window-width", 800);
  g_settings_set_int (settings, "window-height", 600);

  /* Restored on construction… */
  window = g_object_ref (brg_window_new (GTK_APPLICATION (app), settings));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 600);
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* …saved when the window is closed… */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 650);
  gtk_window_close (GTK_WINDOW (window));
  ui_test_drain ();
  g_assert_finalize_object (window);

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 650);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  /* …and restored by the next window. */
  window = g_object_ref (brg_window_new (GTK_APPLICATION (app), settings));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);
  ui_test_destroy_window (window);
}

static void
test_application_about (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *about;

  g_assert_null (ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW, NULL));

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW, NULL);
  g_assert_nonnull (about);

  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (fixture->window));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Finesse");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==,
                   GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (adw_about_window_get_website (ADW_ABOUT_WINDOW (about)), ==,
                   "https://github.com/finesse");

  gtk_test_widget_wait_for_draw (GTK_WIDGET (about));
  gtk_window_destroy (about);
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW, NULL));
}

/* Item 17 of issue 12: the Preferences window sets the style, the deck,
 * the suit order and the quiz; the suit order is not offered with four
 * colours. */
static void
test_application_preferences (Fixture       *fixture,
                              gconstpointer  data)
{
  GSettings *settings = brg_application_get_settings (app);
  GtkWindow *preferences;
  AdwComboRow *style_row;
  AdwComboRow *suit_order_row;
  GtkSwitch *four_color;
  GtkSwitch *quiz;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_test_find_toplevel (BRG_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  g_assert_true (gtk_window_get_transient_for (preferences) == GTK_WINDOW (fixture->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (preferences));

  style_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                            BRG_TYPE_PREFERENCES_WINDOW,
                                                            "style_row"));
  suit_order_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                                 BRG_TYPE_PREFERENCES_WINDOW,
                                                                 "suit_order_row"));
  four_color = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                          BRG_TYPE_PREFERENCES_WINDOW,
                                                          "four_color_switch"));
  quiz = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                    BRG_TYPE_PREFERENCES_WINDOW, "quiz_switch"));

  /* The dark style, for this application at once. */
  g_assert_cmpuint (adw_combo_row_get_selected (style_row), ==, 0);
  adw_combo_row_set_selected (style_row, 2);
  g_assert_cmpstr (g_settings_get_string (settings, "style-variant"), ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  adw_combo_row_set_selected (style_row, 0);
  g_assert_cmpstr (g_settings_get_string (settings, "style-variant"), ==, "default");

  /* The suit order, then the four-colour deck, which keeps the usual one. */
  adw_combo_row_set_selected (suit_order_row, 1);
  g_assert_cmpstr (g_settings_get_string (settings, "suit-order"), ==, "alternating");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (suit_order_row)));
  gtk_switch_set_active (four_color, TRUE);
  g_assert_cmpstr (g_settings_get_string (settings, "card-deck"), ==, "four-color");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (suit_order_row)));
  gtk_switch_set_active (four_color, FALSE);
  g_assert_cmpstr (g_settings_get_string (settings, "card-deck"), ==, "standard");
  adw_combo_row_set_selected (suit_order_row, 0);
  g_assert_cmpstr (g_settings_get_string (settings, "suit-order"), ==, "conventional");

  /* A change made elsewhere shows in the window. */
  g_settings_set_boolean (settings, "quiz-mode", TRUE);
  g_assert_true (gtk_switch_get_active (quiz));
  g_settings_set_boolean (settings, "quiz-mode", FALSE);

  gtk_window_destroy (preferences);
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (BRG_TYPE_PREFERENCES_WINDOW, NULL));
}

/* Item 19 of issue 12: the program run from the build tree, with no schema
 * installed, keeps its settings in memory and says so, rather than abort. */
static void
test_application_build_tree (void)
{
  const char *program = g_getenv ("FINESSE_APP");
  g_autofree char *empty = NULL;
  g_auto(GStrv) env = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;
  char *argv[] = { NULL, (char *) "--help", NULL };

  if (program == NULL)
    {
      g_test_skip ("FINESSE_APP is not set: run the test with meson test");
      return;
    }

  /* No installed schema anywhere, and no fatal warnings. */
  empty = g_dir_make_tmp ("finesse-no-schema-XXXXXX", NULL);
  env = g_get_environ ();
  env = g_environ_unsetenv (env, "GSETTINGS_SCHEMA_DIR");
  env = g_environ_unsetenv (env, "G_DEBUG");
  env = g_environ_setenv (env, "XDG_DATA_DIRS", empty, TRUE);
  env = g_environ_setenv (env, "XDG_DATA_HOME", empty, TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);

  argv[0] = (char *) program;
  g_spawn_sync (NULL, argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_rmdir (empty);

  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (strstr (err, "is not installed: the settings are kept in memory") != NULL);
  g_assert_true (strstr (err, "meson devenv") != NULL);
  g_assert_true (strstr (out, "Usage:") != NULL);
}

static void
test_application_accels (void)
{
  static const struct {
    const char *action;
    const char *accel;
  } expected[] = {
    { "app.quit", "<Control>q" },
    { "app.new-window", "<Shift><Control>n" },
    { "app.preferences", "<Control>comma" },
    { "window.close", "<Control>w" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    expected[i].action);

      g_assert_cmpstr (accels[0], ==, expected[i].accel);
    }

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "shortcuts"));
}

static void
test_application_new_window (void)
{
  g_autoptr(GList) before = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  GList *windows;
  BrgWindow *window;

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-window", NULL);

  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, g_list_length (before) + 1);
  g_assert_null (g_list_find (before, windows->data));
  g_assert_true (BRG_IS_WINDOW (windows->data));

  window = g_object_ref (windows->data);
  g_assert_true (brg_window_get_settings (window) == brg_application_get_settings (app));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  ui_test_destroy_window (window);
}

static void
test_application_open (void)
{
  g_autoptr(GFile) file = ui_test_data_file ("two-boards.pbn");
  GList *windows;
  BrgWindow *window;

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  g_application_open (G_APPLICATION (app), &file, 1, "");

  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  window = g_object_ref (windows->data);

  ui_test_wait_until (ui_test_window_has_file, window);
  g_assert_true (g_file_equal (brg_window_get_file (window), file));
  g_assert_cmpstr (adw_window_title_get_subtitle (ui_test_get_child (window, "window_title")), ==,
                   "two-boards.pbn · 1 of 2");
  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  g_test_add ("/ui/window/empty", Fixture, NULL,
              fixture_setup, test_window_empty, fixture_teardown);
  g_test_add ("/ui/window/open-action", Fixture, NULL,
              fixture_setup, test_window_open_action, fixture_teardown);
  g_test_add ("/ui/window/open-file", Fixture, NULL,
              fixture_setup, test_window_open_file, fixture_teardown);
  g_test_add ("/ui/window/open-missing", Fixture, NULL,
              fixture_setup, test_window_open_missing, fixture_teardown);
  g_test_add ("/ui/window/help-overlay", Fixture, NULL,
              fixture_setup, test_window_help_overlay, fixture_teardown);
  g_test_add_func ("/ui/window/size-settings", test_window_size_settings);
  g_test_add ("/ui/application/about", Fixture, NULL,
              fixture_setup, test_application_about, fixture_teardown);
  g_test_add ("/ui/application/preferences", Fixture, NULL,
              fixture_setup, test_application_preferences, fixture_teardown);
  g_test_add_func ("/ui/application/accels", test_application_accels);
  g_test_add_func ("/ui/application/build-tree", test_application_build_tree);
  g_test_add_func ("/ui/application/new-window", test_application_new_window);
  g_test_add_func ("/ui/application/open", test_application_open);

  return ui_test_run (app, argv[0]);
}
