/* ui-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every UI test program needs around the real window: settings in
 * memory, a home folder of its own, the tests run inside
 * g_application_run() so the application starts and stops as it does in
 * the program, the one window fixture every test file uses (UiFixture),
 * and the waiting and finding that driving a window takes: make a window
 * (ui_fixture_set_up()), open a file in it and wait for the load
 * (ui_test_open_and_wait()), run an action (ui_test_activate()), wait for
 * a save (ui_test_wait_for_save()).
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-application.h"
#include "brg-window.h"

G_BEGIN_DECLS

typedef enum
{
  UI_TEST_NONE       = 0,
  UI_TEST_ACCESSIBLE = 1 << 0,   /* GTK's test accessibility backend */
} UiTestFlags;

/**
 * UiFixture:
 * @settings: the window's settings, in memory
 * @window: the window, shown and drawn once
 * @dir: a folder of the test's own, removed after it
 * @file: (nullable): a file the test's own set-up made, removed after it
 * @path: (nullable): @file's path
 *
 * The one window fixture of the UI tests: g_test_add() it with
 * ui_fixture_set_up() and ui_fixture_tear_down(), or call those from a
 * test file's own set-up and tear-down.
 */
typedef struct
{
  GSettings *settings;
  BrgWindow *window;
  char      *dir;
  GFile     *file;
  char      *path;
} UiFixture;

/**
 * UiFixtureOptions:
 * @width: the window's width, or 0 for the schema's
 * @height: the window's height, or 0 for the schema's
 * @no_card_values: leave the solver out (`show-card-values` off) unless
 *   the test wants it: it shares two cores with the test
 *
 * How ui_fixture_set_up() makes the window (its `data`; %NULL for the
 * defaults).
 */
typedef struct
{
  int      width;
  int      height;
  gboolean no_card_values;
} UiFixtureOptions;

void       ui_fixture_set_up           (UiFixture     *fixture,
                                        gconstpointer  options);
void       ui_fixture_tear_down        (UiFixture     *fixture,
                                        gconstpointer  options);
GFile     *ui_fixture_file             (UiFixture     *fixture,
                                        const char    *name);
GFile     *ui_fixture_copy_data_file   (UiFixture     *fixture,
                                        const char    *name);

BrgApplication *ui_test_init           (int          *argc,
                                        char       ***argv,
                                        UiTestFlags   flags);
int        ui_test_run                 (BrgApplication *app,
                                        const char   *argv0);

GSettings *ui_test_new_memory_settings (void);
char      *ui_test_isolate_home        (void);
void       ui_test_remove_tree         (const char   *path);
void       ui_test_app_activate_cb     (GApplication *application,
                                        int          *ret);

GFile     *ui_test_data_file           (const char   *name);
gpointer   ui_test_get_child           (BrgWindow    *window,
                                        const char   *name);
void       ui_test_wait_until          (gboolean    (*done) (gpointer),
                                        gpointer      data);
void       ui_test_drain               (void);
void       ui_test_spin                (guint         ms);
GtkWindow *ui_test_find_toplevel       (GType         type,
                                        GtkWindow    *transient_for);
gboolean   ui_test_window_has_message_dialog (gpointer window);
void       ui_test_destroy_window      (BrgWindow    *window);

GFile     *ui_test_new_temp_file       (const char   *name,
                                        const char   *contents,
                                        gssize        length);
gboolean   ui_test_window_not_loading  (gpointer      window);
gboolean   ui_test_window_not_saving   (gpointer      window);
gboolean   ui_test_window_has_file     (gpointer      window);
void       ui_test_wait_for_save       (BrgWindow    *window);
void       ui_test_forget_changes      (BrgWindow    *window);
void       ui_test_open_text           (BrgWindow    *window,
                                        const char   *name,
                                        const char   *text);
void       ui_test_wait_for_boards     (BrgWindow    *window,
                                        guint         n_boards);
void       ui_test_open_and_wait       (BrgWindow    *window,
                                        GFile        *file);
void       ui_test_activate            (BrgWindow    *window,
                                        const char   *action);
GtkWidget *ui_test_find_descendant     (GtkWidget    *widget,
                                        GType         type);
GtkWidget *ui_test_find_actionable     (GtkWidget    *widget,
                                        const char   *action_name);
gboolean   ui_test_action_enabled      (BrgWindow    *window,
                                        const char   *action_name);
GtkWidget *ui_test_find_label          (GtkWidget    *widget,
                                        const char   *prefix);
GtkWidget *ui_test_find_button_with_label (GtkWidget *widget,
                                           const char *label);
void       ui_test_destroy_toplevels   (GType         type);
const char *ui_test_dialog_heading     (GtkWindow    *dialog);
void       ui_test_check_controls      (GtkWidget    *widget,
                                        GString      *problems);

G_END_DECLS
