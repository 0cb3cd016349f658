/* test-problems-live.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The problems window follows a big file while it is read: opened before
 * any problem, it fills as they are found, a batch at a time appended at
 * the end (never the whole list again), its count keeps up, its rows lead
 * to their boards, and it lists the next file's problems when another
 * file is opened. The reader is held at a board count with
 * _brg_import_hold_at(), so nothing here depends on timing. Runs under a
 * display (Xvfb in CI): xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-diagnostics-window-private.h"
#include "brg-import-private.h"
#include "brg-problem-list.h"
#include "brg-window.h"
#include "core-test-util.h"
#include "ui-test-util.h"

#define N_BOARDS  5000
#define BAD_EVERY 5      /* boards 5, 10, … have a problem */
#define N_BAD     (N_BOARDS / BAD_EVERY)
#define HOLD_AT   1000

/* The one application of the test program: a GApplication registers once. */
static BrgApplication *app;

typedef UiFixture Fixture;

/* What the problems window's list was told, while it was open */
static struct
{
  guint n_seen;       /* the rows it had after the last change */
  guint n_changes;
  guint n_not_append; /* changes that removed rows or added them elsewhere than at the end */
} seen;

/* N_BOARDS games; each BAD_EVERY-th has a dealer that is not a seat
 * (PBN §3.4.5), an error on its Dealer line. */
static const CoreTestGames big_games = {
  .event = "Big", .n_boards = N_BOARDS, .bad_every = BAD_EVERY,
};

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  memset (&seen, 0, sizeof seen);
  ui_fixture_set_up (fixture, NULL);
  fixture->file = core_test_write_games (&big_games, "finesse-problems-XXXXXX.pbn",
                                         &fixture->path);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  _brg_import_hold_at (0);
  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  ui_fixture_tear_down (fixture, NULL);
}

static void
list_changed_cb (GListModel *model,
                 guint       position,
                 guint       removed,
                 guint       added,
                 Fixture    *fixture)
{
  seen.n_changes++;
  if (removed > 0 || position != seen.n_seen)
    seen.n_not_append++;
  seen.n_seen = g_list_model_get_n_items (model);
}

static GtkListView *
get_list_view (GtkWindow *dialog)
{
  return GTK_LIST_VIEW (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                       BRG_TYPE_DIAGNOSTICS_WINDOW,
                                                       "list_view"));
}

/* The rows the list view itself has, through its selection model. */
static guint
n_rows (GtkWindow *dialog)
{
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (get_list_view (dialog))));
}

static const char *
subtitle (GtkWindow *dialog)
{
  AdwWindowTitle *title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                           BRG_TYPE_DIAGNOSTICS_WINDOW,
                                                                           "window_title"));

  return adw_window_title_get_subtitle (title);
}

static const char *
visible_page (GtkWindow *dialog)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                              BRG_TYPE_DIAGNOSTICS_WINDOW,
                                                              "stack"));

  return gtk_stack_get_visible_child_name (stack);
}

static gboolean
spinning (GtkWindow *dialog)
{
  GtkWidget *spinner = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                  BRG_TYPE_DIAGNOSTICS_WINDOW,
                                                                  "spinner"));

  return gtk_widget_get_visible (spinner) && gtk_spinner_get_spinning (GTK_SPINNER (spinner));
}

static void
assert_controls_named (GtkWindow *dialog)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  ui_test_check_controls (GTK_WIDGET (dialog), problems);
  if (problems->len > 0)
    g_error ("The problems window:\n%s", problems->str);
}

/* Opens the problems window from the menu's action and follows its list. */
static GtkWindow *
open_problems_window (Fixture *fixture)
{
  GtkWindow *dialog;
  GListModel *model;

  g_assert_true (ui_test_action_enabled (fixture->window, "win.show-diagnostics"));
  ui_test_activate (fixture->window, "win.show-diagnostics");
  dialog = ui_test_find_toplevel (BRG_TYPE_DIAGNOSTICS_WINDOW, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));

  model = G_LIST_MODEL (gtk_list_view_get_model (get_list_view (dialog)));
  seen.n_seen = g_list_model_get_n_items (model);
  g_signal_connect (model, "items-changed", G_CALLBACK (list_changed_cb), fixture);
  return dialog;
}

/* Opened before any problem, the window fills as the file is read. */
static void
test_problems_follow_load (Fixture       *fixture,
                           gconstpointer  data)
{
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  AdwToastOverlay *overlay = ui_test_get_child (fixture->window, "toast_overlay");
  g_autofree char *name = g_path_get_basename (fixture->path);
  g_autofree char *expected = NULL;
  g_autoptr(GFile) good = ui_test_data_file ("two-boards.pbn");
  GtkWidget *toast_label;
  GtkWindow *dialog;

  /* The first board is there, and no problem yet: the window can be
   * opened all the same, and says more may come. */
  _brg_import_hold_at (1);
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_wait_for_boards (fixture->window, 1);
  g_assert_true (brg_window_get_loading (fixture->window));
  dialog = open_problems_window (fixture);
  g_assert_cmpuint (n_rows (dialog), ==, 0);
  g_assert_cmpstr (visible_page (dialog), ==, "empty");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "No Problems Yet"));
  g_assert_true (spinning (dialog));
  /* Nothing to copy yet. */
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (gtk_widget_get_template_child (
    GTK_WIDGET (dialog), BRG_TYPE_DIAGNOSTICS_WINDOW, "copy_button"))));
  expected = g_strdup_printf ("%s: 0 problems so far", name);
  g_assert_cmpstr (subtitle (dialog), ==, expected);
  assert_controls_named (dialog);

  /* Part-way: the problems of the boards read are listed, the rows on
   * screen name their boards. */
  _brg_import_hold_at (HOLD_AT);
  ui_test_wait_for_boards (fixture->window, HOLD_AT);
  g_assert_true (brg_window_get_loading (fixture->window));
  g_assert_cmpuint (n_rows (dialog), ==, HOLD_AT / BAD_EVERY);
  g_assert_cmpuint (brg_diagnostics_window_get_n_items (BRG_DIAGNOSTICS_WINDOW (dialog)), ==,
                    HOLD_AT / BAD_EVERY);
  g_assert_cmpstr (visible_page (dialog), ==, "list");
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%s: %u problems so far", name, HOLD_AT / BAD_EVERY);
  g_assert_cmpstr (subtitle (dialog), ==, expected);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Error · Board 5 · Line "));
  g_assert_true (spinning (dialog));
  assert_controls_named (dialog);

  /* A row leads to its board while the rest is read. */
  g_signal_emit_by_name (get_list_view (dialog), "activate", 1);
  ui_test_drain ();
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==, 10);

  /* The rest: every problem, each batch added at the end. */
  _brg_import_hold_at (0);
  ui_test_wait_until (ui_test_window_not_loading, fixture->window);
  ui_test_drain ();
  g_assert_cmpuint (n_rows (dialog), ==, N_BAD);
  g_assert_cmpuint (brg_window_get_diagnostics (fixture->window)->len, ==, N_BAD);
  g_assert_cmpuint (seen.n_seen, ==, N_BAD);
  /* More than one batch came while the window was open… */
  g_assert_cmpuint (seen.n_changes, >=, 2);
  /* …and none rebuilt the list. */
  g_assert_cmpuint (seen.n_not_append, ==, 0);
  g_assert_false (spinning (dialog));
  g_clear_pointer (&expected, g_free);
  /* Digits grouped as the locale groups them ("1,000"; "1000" in C). */
  expected = g_strdup_printf ("%s: %'u problems", name, N_BAD);
  g_assert_cmpstr (subtitle (dialog), ==, expected);
  toast_label = ui_test_find_label (GTK_WIDGET (overlay), "Opened ");
  g_assert_nonnull (toast_label);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Opened %'u boards, %'u errors", N_BOARDS, N_BAD);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (toast_label)), ==, expected);

  /* The last row leads to the last board. */
  g_signal_emit_by_name (get_list_view (dialog), "activate", N_BAD - 1);
  ui_test_drain ();
  g_assert_cmpuint (brg_board_get_number (brg_board_list_get_selected_board (list)), ==,
                    N_BOARDS);

  /* The menu's action shows the same window, not a second one. */
  ui_test_activate (fixture->window, "win.show-diagnostics");
  {
    g_autoptr(GList) toplevels = gtk_window_list_toplevels ();
    guint n = 0;

    for (GList *l = toplevels; l != NULL; l = l->next)
      n += BRG_IS_DIAGNOSTICS_WINDOW (l->data);
    g_assert_cmpuint (n, ==, 1);
  }

  /* Another file: the window lists its problems (none). */
  ui_test_open_and_wait (fixture->window, good);
  g_assert_cmpuint (n_rows (dialog), ==, 0);
  g_assert_cmpstr (visible_page (dialog), ==, "empty");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "No Problems"));
  g_assert_cmpstr (subtitle (dialog), ==, "two-boards.pbn: 0 problems");
  g_assert_false (spinning (dialog));
  gtk_window_destroy (dialog);
}

/* Stopped, the window keeps the problems of the boards read and says no
 * more are coming. */
static void
test_problems_stopped (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *name = g_path_get_basename (fixture->path);
  g_autofree char *expected = NULL;
  GtkWindow *dialog;

  _brg_import_hold_at (HOLD_AT);
  brg_window_open_file (fixture->window, fixture->file);
  ui_test_wait_for_boards (fixture->window, HOLD_AT);
  dialog = open_problems_window (fixture);
  g_assert_cmpuint (n_rows (dialog), ==, HOLD_AT / BAD_EVERY);
  g_assert_true (spinning (dialog));

  ui_test_activate (fixture->window, "win.cancel-load");
  _brg_import_hold_at (0);
  ui_test_spin (200);

  g_assert_false (brg_window_get_loading (fixture->window));
  g_assert_cmpuint (n_rows (dialog), ==, HOLD_AT / BAD_EVERY);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_false (spinning (dialog));
  expected = g_strdup_printf ("%s: %u problems", name, HOLD_AT / BAD_EVERY);
  g_assert_cmpstr (subtitle (dialog), ==, expected);
  /* The boards read are an untitled document now; the problems still
   * lead to them. */
  g_assert_true (ui_test_action_enabled (fixture->window, "win.show-diagnostics"));
  g_signal_emit_by_name (get_list_view (dialog), "activate", 0);
  ui_test_drain ();
  g_assert_cmpuint (brg_board_get_number (
                      brg_board_list_get_selected_board (ui_test_get_child (fixture->window,
                                                                            "board_list"))),
                    ==, 5);
  gtk_window_destroy (dialog);
}

static GPtrArray *
diagnostics_at (const guint *lines,
                guint        n)
{
  GPtrArray *diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (diagnostics,
                     brg_diagnostic_new (lines[i] == 3 ? BRG_SEVERITY_WARNING : BRG_SEVERITY_ERROR,
                                         lines[i], 1, "test", "A problem"));
  return diagnostics;
}

typedef struct
{
  guint n_changes;
  guint position;
  guint removed;
  guint added;
} Change;

static void
change_cb (GListModel *model,
           guint       position,
           guint       removed,
           guint       added,
           Change     *change)
{
  change->n_changes++;
  change->position = position;
  change->removed = removed;
  change->added = added;
}

/* The list's own changes: batches appended at the end; the reader's last
 * word changes the rows from the first that differs, and nothing when
 * all are the same. */
static void
test_problem_list_changes (void)
{
  static const guint first[] = { 1, 5 };
  static const guint second[] = { 9 };
  static const guint sorted[] = { 1, 3, 5, 9 };
  g_autoptr(BrgProblemList) list = brg_problem_list_new ();
  g_autoptr(GPtrArray) batch = NULL;
  Change change = { 0 };

  g_signal_connect (list, "items-changed", G_CALLBACK (change_cb), &change);
  brg_problem_list_reset (list, "a.pbn", NULL, diagnostics_at (first, 2));
  g_assert_cmpuint (change.n_changes, ==, 1);
  g_assert_cmpuint (change.added, ==, 2);

  batch = diagnostics_at (second, 1);
  brg_problem_list_append (list, batch);
  g_assert_cmpuint (change.n_changes, ==, 2);
  g_assert_cmpuint (change.position, ==, 2);
  g_assert_cmpuint (change.removed, ==, 0);
  g_assert_cmpuint (change.added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 3);
  g_assert_cmpuint (brg_problem_list_get_n_errors (list), ==, 3);

  /* Line 3 was found late: rows 1 on change, row 0 stays. */
  brg_problem_list_update (list, diagnostics_at (sorted, 4));
  g_assert_cmpuint (change.n_changes, ==, 3);
  g_assert_cmpuint (change.position, ==, 1);
  g_assert_cmpuint (change.removed, ==, 2);
  g_assert_cmpuint (change.added, ==, 3);
  g_assert_cmpuint (brg_problem_list_get_n_errors (list), ==, 3);
  g_assert_cmpuint (brg_problem_list_get_n_warnings (list), ==, 1);
  g_assert_cmpuint (brg_problem_list_get_diagnostic (list, 1)->line, ==, 3);

  /* The same list again: no change. */
  brg_problem_list_update (list, diagnostics_at (sorted, 4));
  g_assert_cmpuint (change.n_changes, ==, 3);

  /* The items are the messages, made when asked for. */
  {
    g_autoptr(GtkStringObject) item = g_list_model_get_item (G_LIST_MODEL (list), 3);

    g_assert_cmpstr (gtk_string_object_get_string (item), ==, "A problem");
    g_assert_null (g_list_model_get_item (G_LIST_MODEL (list), 4));
  }

  /* Another file without problems: the rows go. */
  brg_problem_list_reset (list, "b.pbn", NULL, NULL);
  g_assert_cmpuint (change.n_changes, ==, 4);
  g_assert_cmpuint (change.removed, ==, 4);
  g_assert_cmpuint (change.added, ==, 0);
  g_assert_cmpstr (brg_problem_list_get_file_name (list), ==, "b.pbn");
  g_assert_cmpuint (brg_problem_list_get_n_errors (list), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_ACCESSIBLE);
  if (app == NULL)
    return 0;

  g_test_add_func ("/ui/problems-live/list-changes", test_problem_list_changes);
  g_test_add ("/ui/problems-live/follow-load", Fixture, NULL,
              fixture_setup, test_problems_follow_load, fixture_teardown);
  g_test_add ("/ui/problems-live/stopped", Fixture, NULL,
              fixture_setup, test_problems_stopped, fixture_teardown);

  return ui_test_run (app, argv[0]);
}
