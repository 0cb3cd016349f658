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
#include "brg-diagnostics-window.h"
#include "core-test-util.h"
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

/* The isolated home of this test program, removed by ui_test_run(). */
static char *test_home;

/**
 * ui_test_init:
 * @argc: main()'s
 * @argv: main()'s
 * @flags: %UI_TEST_ACCESSIBLE to keep the accessible properties for
 *   gtk_test_accessible_has_property() (GTK's test backend, which needs
 *   no session bus)
 *
 * The start of a UI test program's main(): a home folder of its own, GTK
 * and libadwaita set up as the program sets them up, and the one
 * application of the program (a GApplication registers once), with its
 * settings in memory. Without a display it prints TAP's line that skips
 * the whole program, so that `meson test` without Xvfb passes.
 *
 * Returns: (transfer full) (nullable): the application, or %NULL when
 *   main() should return 0
 */
BrgApplication *
ui_test_init (int           *argc,
              char        ***argv,
              UiTestFlags    flags)
{
  g_autoptr(GSettings) settings = NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display; run under xvfb-run\n");
      return NULL;
    }

  test_home = ui_test_isolate_home ();
  if (flags & UI_TEST_ACCESSIBLE)
    g_setenv ("GTK_A11Y", "test", TRUE);

  brg_application_prepare_environment ();
  gtk_test_init (argc, argv, NULL);
  adw_init ();

  settings = ui_test_new_memory_settings ();
  return g_object_new (BRG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                       "settings", settings,
                       NULL);
}

/**
 * ui_test_run:
 * @app: (transfer full): ui_test_init()'s application
 * @argv0: the program's name
 *
 * Runs the tests added inside g_application_run(), so that the
 * application starts up and shuts down (and unregisters) as it does in
 * the program; then checks the application is freed and removes the
 * home folder.
 *
 * Returns: main()'s status
 */
int
ui_test_run (BrgApplication *app,
             const char     *argv0)
{
  char *app_argv[] = { (char *) argv0, NULL };
  int ret = 1;

  g_signal_connect (app, "activate", G_CALLBACK (ui_test_app_activate_cb), &ret);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 1, app_argv), ==, 0);
  g_assert_finalize_object (app);
  ui_test_remove_tree (test_home);
  g_clear_pointer (&test_home, g_free);
  return ret;
}

void
ui_test_remove_tree (const char *path)
{
  core_test_remove_tree (path);
}

/* GTK writes recent files and caches below HOME and XDG_*; keep them out of
 * the user's folders and out of a read-only root: a fresh root has no
 * ~/.local/share, and GTK's warning when it cannot record a recent file is
 * fatal in a test. */
static char *test_home;

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
  test_home = home;
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

static guint wanted_boards;

static gboolean
has_wanted_boards (gpointer window)
{
  BrgEvent *event = brg_window_get_event (window);

  return event != NULL && brg_event_get_n_boards (event) == wanted_boards;
}

/* Waits until @window's event has @n_boards, as a file read part-way
 * (_brg_import_hold_at()) hands them over, and what they started. */
void
ui_test_wait_for_boards (BrgWindow *window,
                         guint      n_boards)
{
  wanted_boards = n_boards;
  ui_test_wait_until (has_wanted_boards, window);
  ui_test_drain ();
}

/* For ui_test_wait_until(): a save of @window has ended. */
gboolean
ui_test_window_not_saving (gpointer window)
{
  return !brg_window_get_saving (window);
}

/* Destroys @window and checks that nothing else holds it. */
void
ui_test_destroy_window (BrgWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
  g_assert_finalize_object (window);
}

/* Writes @length bytes of @contents to a file in the test's home folder. */
GFile *
ui_test_new_temp_file (const char *name,
                       const char *contents,
                       gssize      length)
{
  g_autofree char *path = g_build_filename (test_home, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);

  return g_file_new_for_path (path);
}

gboolean
ui_test_window_not_loading (gpointer window)
{
  return !brg_window_get_loading (window);
}

/* Opens @file and waits until it is read; it must have boards. */
void
ui_test_open_and_wait (BrgWindow *window,
                       GFile     *file)
{
  brg_window_open_file (window, file);
  ui_test_wait_until (ui_test_window_not_loading, window);
  g_assert_nonnull (brg_window_get_event (window));
  g_assert_true (g_file_equal (brg_window_get_file (window), file));
  ui_test_drain ();
}

void
ui_test_activate (BrgWindow  *window,
                  const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

/* The first widget of @type in @widget's tree, @widget included, depth
 * first; or NULL. */
GtkWidget *
ui_test_find_descendant (GtkWidget *widget,
                         GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first widget under @widget whose action is @action_name. */
GtkWidget *
ui_test_find_actionable (GtkWidget  *widget,
                         const char *action_name)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Whether the window's @action_name is enabled, as a button bound to it
 * shows: the window's own button, or one put in for the test (for actions
 * that only a menu offers). */
gboolean
ui_test_action_enabled (BrgWindow  *window,
                        const char *action_name)
{
  g_autofree char *name = NULL;
  g_autoptr(GVariant) target = NULL;
  GtkWidget *button;
  GtkWidget *box;
  gboolean enabled;

  /* An action with a parameter is named with one, "win.make-call(byte 0)":
   * the buttons bound to it may be off for their own target. */
  g_assert_true (g_action_parse_detailed_name (action_name, &name, &target, NULL));
  button = target == NULL ? ui_test_find_actionable (GTK_WIDGET (window), name) : NULL;
  if (button != NULL)
    return gtk_widget_get_sensitive (button);

  box = gtk_widget_get_parent (ui_test_get_child (window, "position_label"));
  button = gtk_button_new ();
  /* The target first: the action helper checks the pair as the name comes. */
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
  gtk_box_append (GTK_BOX (box), button);
  enabled = gtk_widget_get_sensitive (button);
  gtk_box_remove (GTK_BOX (box), button);

  return enabled;
}

GtkWidget *
ui_test_find_label (GtkWidget  *widget,
                    const char *prefix)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_label (child, prefix);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWidget *
ui_test_find_button_with_label (GtkWidget  *widget,
                                const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_button_with_label (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

void
ui_test_destroy_toplevels (GType type)
{
  GtkWindow *window;

  while ((window = ui_test_find_toplevel (type, NULL)) != NULL)
    {
      gtk_window_destroy (window);
      ui_test_drain ();
    }
}

/* The heading of a message dialog as its reader sees it: the markup's
 * text. */
const char *
ui_test_dialog_heading (GtkWindow *dialog)
{
  const char *heading = adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog));
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!adw_message_dialog_get_heading_use_markup (ADW_MESSAGE_DIALOG (dialog)))
    return g_intern_string (heading);

  pango_parse_markup (heading, -1, 0, NULL, &text, NULL, &error);
  g_assert_no_error (error);
  return g_intern_string (text);
}

/* The text a control shows, which a screen reader says as its name. */
static const char *
control_text (GtkWidget *widget)
{
  const char *text = NULL;

  if (GTK_IS_BUTTON (widget))
    {
      text = gtk_button_get_label (GTK_BUTTON (widget));
      /* A button whose child is a label (a header bar's title, a bid)
       * reads it. */
      if ((text == NULL || text[0] == '\0')
          && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget))))
        text = gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (widget))));
    }
  else if (GTK_IS_MENU_BUTTON (widget))
    text = gtk_menu_button_get_label (GTK_MENU_BUTTON (widget));
  else if (ADW_IS_SPLIT_BUTTON (widget))
    text = adw_split_button_get_label (ADW_SPLIT_BUTTON (widget));
  else if (GTK_IS_CHECK_BUTTON (widget))
    text = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  else if (GTK_IS_EXPANDER (widget))
    text = gtk_expander_get_label (GTK_EXPANDER (widget));
  return text;
}

/* Every control shown has a name a screen reader says: its text, or an
 * accessible label or labelled-by relation; a button that shows no text
 * has a tooltip too. Hidden parts are not looked at: they are not there
 * for the user. Problems land in @problems, one line each. */
void
ui_test_check_controls (GtkWidget *widget,
                        GString   *problems)
{
  gboolean button = GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget)
                    || ADW_IS_SPLIT_BUTTON (widget);
  gboolean control = button || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_SWITCH (widget)
                     || GTK_IS_DROP_DOWN (widget) || GTK_IS_EDITABLE (widget)
                     || GTK_IS_TEXT_VIEW (widget) || GTK_IS_EXPANDER (widget);

  /* libadwaita's toasts come and go; their close button is not ours. */
  if (!gtk_widget_get_visible (widget) || g_str_equal (gtk_widget_get_css_name (widget), "toast"))
    return;

  if (control)
    {
      const char *text = control_text (widget);
      const char *tooltip = gtk_widget_get_tooltip_text (widget);
      gboolean named;

      named = (text != NULL && text[0] != '\0')
              || gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL)
              || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      if (!named)
        g_string_append_printf (problems, "%s (tooltip “%s”) has no accessible name\n",
                                G_OBJECT_TYPE_NAME (widget), tooltip != NULL ? tooltip : "");
      if (button && (text == NULL || text[0] == '\0') && (tooltip == NULL || tooltip[0] == '\0'))
        g_string_append_printf (problems, "%s %p shows no text and has no tooltip\n",
                                G_OBJECT_TYPE_NAME (widget), widget);
    }

  /* A control's own parts (a menu button's toggle, an entry's text, a
   * drop-down's button) are the control's; a split button's parts and an
   * expander's content are checked one by one. */
  if (control && !ADW_IS_SPLIT_BUTTON (widget) && !GTK_IS_EXPANDER (widget))
    return;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ui_test_check_controls (child, problems);
}

/* -- The window fixture -- */

/**
 * ui_fixture_set_up:
 * @fixture: the fixture
 * @options: (nullable): a #UiFixtureOptions
 *
 * A window of the test program's application, with settings in memory,
 * shown and drawn once; and a folder of the test's own.
 */
void
ui_fixture_set_up (UiFixture     *fixture,
                   gconstpointer  options)
{
  const UiFixtureOptions *wanted = options;
  GApplication *app = g_application_get_default ();

  g_assert_nonnull (app);
  fixture->settings = ui_test_new_memory_settings ();
  if (wanted != NULL && wanted->width > 0)
    g_settings_set_int (fixture->settings, "window-width", wanted->width);
  if (wanted != NULL && wanted->height > 0)
    g_settings_set_int (fixture->settings, "window-height", wanted->height);
  if (wanted != NULL && wanted->no_card_values)
    g_settings_set_boolean (fixture->settings, "show-card-values", FALSE);
  fixture->dir = g_dir_make_tmp ("finesse-ui-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  fixture->window = g_object_ref (brg_window_new (GTK_APPLICATION (app), fixture->settings));

  gtk_window_present (GTK_WINDOW (fixture->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
}

/**
 * ui_fixture_tear_down:
 * @fixture: the fixture
 * @options: (nullable): as given to ui_fixture_set_up()
 *
 * Closes what the test left open (dialogs, problems windows), lets its
 * unsaved changes go without asking, destroys the window and checks that
 * nothing else holds it or its settings, and removes the test's files.
 */
void
ui_fixture_tear_down (UiFixture     *fixture,
                      gconstpointer  options)
{
  ui_test_destroy_toplevels (BRG_TYPE_DIAGNOSTICS_WINDOW);
  ui_test_destroy_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  ui_test_forget_changes (fixture->window);
  ui_test_destroy_window (fixture->window);
  g_assert_finalize_object (fixture->settings);
  ui_test_remove_tree (fixture->dir);
  g_clear_pointer (&fixture->dir, g_free);
  if (fixture->path != NULL)
    g_unlink (fixture->path);
  g_clear_pointer (&fixture->path, g_free);
  g_clear_object (&fixture->file);
}

/* @name in the fixture's folder. */
GFile *
ui_fixture_file (UiFixture  *fixture,
                 const char *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

  return g_file_new_for_path (path);
}

/* A copy of tests/data/pbn/@name in the fixture's folder, to change. */
GFile *
ui_fixture_copy_data_file (UiFixture  *fixture,
                           const char *name)
{
  g_autoptr(GFile) source = ui_test_data_file (name);
  GFile *copy = ui_fixture_file (fixture, name);
  g_autoptr(GError) error = NULL;

  g_file_copy (source, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return copy;
}

/* For ui_test_wait_until(): the window shows a file, read whole. */
gboolean
ui_test_window_has_file (gpointer window)
{
  return brg_window_get_file (window) != NULL && !brg_window_get_loading (window);
}

/* Waits until a save of @window has ended, written or not. */
void
ui_test_wait_for_save (BrgWindow *window)
{
  ui_test_wait_until (ui_test_window_not_saving, window);
}

/* A test's edits go without the question a user is asked. */
void
ui_test_forget_changes (BrgWindow *window)
{
  BrgDocument *document = brg_window_get_document (window);

  if (document != NULL)
    brg_document_set_modified (document, FALSE);
}

/* Writes @text to @name in the test's home, opens it and waits until it
 * is read; it must have boards. */
void
ui_test_open_text (BrgWindow  *window,
                   const char *name,
                   const char *text)
{
  g_autoptr(GFile) file = ui_test_new_temp_file (name, text, -1);

  ui_test_forget_changes (window);
  ui_test_open_and_wait (window, file);
}
