/* test-a11y.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window as a screen reader user meets it: what the accessibility
 * tree says (read over AT-SPI, as Orca reads it) and where Tab and
 * Shift+Tab take the focus (keys pressed through the X server, as a user
 * presses them). Run by a11y-session.py, which gives it an X server and
 * a session bus of its own, and GTK its accessibility bus
 * (GTK_A11Y unset); atspi-helper.py is the screen reader's side.
 */

#include "config.h"

#include <string.h>

#include "brg-annotation-editor.h"
#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-dd-panel.h"
#include "brg-deal-editor.h"
#include "brg-fit-dialog.h"
#include "brg-nag-panel.h"
#include "brg-preferences-window.h"
#include "brg-table-view-private.h"
#include "brg-window-private.h"
#include "ui-test-util.h"

static BrgApplication *app;

/* How long a walk of the tree, or a key, may take on a loaded machine. */
#define HELPER_TIMEOUT_SECONDS 120
#define KEY_TIMEOUT_SECONDS 20
/* More presses than any window has controls: a cycle longer is a loop. */
#define MAX_PRESSES 400

/* A lesson board as a teacher leaves it: an alert with its note, NAGs,
 * commentary on a call, a card and the board, the play under way, and a
 * second board with no auction yet. */
static const char lesson[] =
  "[Event \"Lesson\"]\n[Site \"Club\"]\n[Date \"2026.01.15\"]\n[Board \"1\"]\n"
  "[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n"
  "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AK4.872.AQ5.9643 QJT9.KQJ.T98.T87 753.A54.KJ4.AKQ2 862.T963.7632.J5\"]\n"
  "[Scoring \"IMP\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"10\"]\n"
  "{Count your winners before you play to the first trick.}\n"
  "[Auction \"N\"]\nPass Pass 1NT =1= Pass\n3NT $1 Pass Pass Pass\n"
  "[Note \"1:15-17 points, balanced\"]\n"
  "[Play \"W\"]\nH3 H2 HJ HA\nC5 C3 C7 CA\n"
  "\n"
  "[Event \"Lesson\"]\n[Site \"Club\"]\n[Date \"2026.01.15\"]\n[Board \"2\"]\n"
  "[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n"
  "[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
  "[Deal \"N:AKJ73.K4.AQ8.K92 Q98.AJT962.7.A54 T5.Q5.KJT963.Q87 642.873.542.JT63\"]\n";

/* The window large enough for the whole side panel, the solver left out
 * (it shares two cores with the test). */
static const UiFixtureOptions options = { 1400, 900, TRUE };

static void
fixture_setup (UiFixture     *fixture,
               gconstpointer  data)
{
  ui_fixture_set_up (fixture, &options);
}

static void
fixture_teardown (UiFixture     *fixture,
                  gconstpointer  data)
{
  ui_test_destroy_toplevels (BRG_TYPE_PREFERENCES_WINDOW);
  ui_fixture_tear_down (fixture, &options);
}

/* The deal editor the window shows in place of the table. */
static GtkWidget *
deal_editor_of (UiFixture *fixture)
{
  return ui_test_find_descendant (GTK_WIDGET (fixture->window), BRG_TYPE_DEAL_EDITOR);
}

static void
open_lesson (UiFixture *fixture)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("lesson.pbn", lesson, -1);

  ui_test_open_and_wait (fixture->window, file);
}

/* -- The screen reader's side -- */

typedef struct
{
  gboolean  done;
  char     *out;
  GError   *error;
} Communicate;

static void
communicate_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Communicate *c = user_data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &c->out, NULL, &c->error);
  c->done = TRUE;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static GSubprocess *
spawn_helper (GSubprocessFlags   flags,
              const char        *first,
              const char        *second)
{
  const char *python = g_getenv ("FINESSE_ATSPI_PYTHON");
  const char *helper = g_getenv ("FINESSE_ATSPI_HELPER");
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_assert_nonnull (python);
  g_assert_nonnull (helper);
  process = g_subprocess_new (flags, &error, python, helper, first, second, NULL);
  g_assert_no_error (error);
  return process;
}

/* What atspi-helper.py @mode says of this program's tree. */
static char *
read_tree (const char *mode)
{
  g_autoptr(GSubprocess) process = NULL;
  Communicate c = { FALSE, NULL, NULL };
  gboolean timed_out = FALSE;
  guint id;

  /* What GTK has to tell the bus goes out before the walk. */
  ui_test_drain ();
  process = spawn_helper (G_SUBPROCESS_FLAGS_STDOUT_PIPE, mode, g_get_prgname ());
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicate_cb, &c);
  id = g_timeout_add_seconds (HELPER_TIMEOUT_SECONDS, timeout_cb, &timed_out);
  /* The tree is served from this main loop while the helper reads it. */
  while (!c.done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  g_assert_no_error (c.error);
  g_assert_true (g_subprocess_get_if_exited (process));
  if (g_subprocess_get_exit_status (process) != 0)
    g_error ("the accessibility tree could not be read: %s", c.out);
  return c.out;
}

/* Walks every window of this program as a screen reader does, and adds
 * to @problems each name it would say wrong, under @what. */
static void
check_names (const char *what,
             GString    *problems)
{
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  guint checked = 0;

  /* FINESSE_A11Y_DUMP=1 prints the whole tree, to look at. */
  if (g_getenv ("FINESSE_A11Y_DUMP") != NULL)
    {
      g_autofree char *tree = read_tree ("dump");

      g_test_message ("%s:\n%s", what, tree);
    }
  out = read_tree ("names");
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "checked "))
        checked = (guint) g_ascii_strtoull (lines[i] + 8, NULL, 10);
      else if (lines[i][0] != '\0')
        g_string_append_printf (problems, "%s: %s\n", what, lines[i]);
    }
  /* A window with a handful of objects was not read whole. */
  g_assert_cmpuint (checked, >, 20);
  g_test_message ("%s: %u accessible objects read", what, checked);
}

static void
assert_no_problems (GString *problems)
{
  if (problems->len > 0)
    {
      guint n = 0;

      for (const char *p = problems->str; *p != '\0'; p++)
        n += *p == '\n';
      g_test_message ("%u names a screen reader says wrong:\n%s", n, problems->str);
      g_test_fail_printf ("%u names a screen reader says wrong", n);
    }
}

/* -- Names -- */

static GtkWindow *
wait_for_toplevel (GType      type,
                   GtkWindow *transient_for)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (KEY_TIMEOUT_SECONDS, timeout_cb, &timed_out);
  GtkWindow *found;

  while ((found = ui_test_find_toplevel (type, transient_for)) == NULL && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (found);
  g_source_remove (id);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (found));
  return found;
}

/* The main window in view mode: the board list, the table, the auction,
 * the commentary, the details, the double-dummy panel. */
static void
test_names_view (UiFixture     *fixture,
                 gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  check_names ("empty window", problems);
  open_lesson (fixture);
  check_names ("view mode", problems);
  ui_test_activate (fixture->window, "win.next-card");
  ui_test_activate (fixture->window, "win.next-card");
  check_names ("view mode, a card played", problems);
  assert_no_problems (problems);
}

/* The edit mode: the bidding box on a board with no auction, the play
 * entry and the annotation editors on one with, and the details editor. */
static void
test_names_edit (UiFixture     *fixture,
                 gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkToggleButton *details = ui_test_get_child (fixture->window, "edit_details_button");

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  check_names ("edit mode, the play", problems);
  ui_test_activate (fixture->window, "win.next-board");
  check_names ("edit mode, the bidding box", problems);
  gtk_toggle_button_set_active (details, TRUE);
  check_names ("the details editor", problems);
  assert_no_problems (problems);
}

/* The deal editor, and its Fit and Rotate dialogs. */
static void
test_names_deal_editor (UiFixture     *fixture,
                        gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWidget *editor;
  GtkWindow *dialog;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-deal");
  editor = deal_editor_of (fixture);
  check_names ("the deal editor", problems);

  g_assert_true (gtk_widget_activate_action (editor, "deal.rotate", NULL));
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  check_names ("Rotate", problems);
  gtk_window_destroy (dialog);

  /* Fit deals to hands that lack cards: West's on the second board. */
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_true (gtk_widget_activate_action (editor, "deal.clear-hand", "s", "W"));
  check_names ("the deal editor, a hand empty", problems);
  g_assert_true (gtk_widget_activate_action (editor, "deal.complete-fit", NULL));
  dialog = wait_for_toplevel (BRG_TYPE_FIT_DIALOG, GTK_WINDOW (fixture->window));
  check_names ("Fit", problems);
  gtk_window_destroy (dialog);
  assert_no_problems (problems);
}

/* The dialogs of the edit mode: Claim, the NAG list. */
static void
test_names_dialogs (UiFixture     *fixture,
                    gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  BrgAnnotationEditor *editor = ui_test_get_child (fixture->window, "annotation_editor");
  GtkWindow *dialog;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  ui_test_activate (fixture->window, "win.claim");
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  check_names ("Claim", problems);
  gtk_window_destroy (dialog);

  brg_nag_panel_popup (brg_annotation_editor_get_nag_panel (editor));
  ui_test_drain ();
  check_names ("the NAG list", problems);
  /* A popup left open keeps the keyboard: Escape closes it. */
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)),
                                                             GTK_TYPE_POPOVER)));
  ui_test_drain ();
  assert_no_problems (problems);
}

static gboolean
has_export_dialog (gpointer window)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (gtk_window_get_transient_for (l->data) == window && !ADW_IS_MESSAGE_DIALOG (l->data))
      return TRUE;
  return FALSE;
}

/* The print panel's own tab, as Export shows it, and Preferences. */
static void
test_names_print_preferences (UiFixture     *fixture,
                              gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GList) toplevels = NULL;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "print.export");
  ui_test_wait_until (has_export_dialog, fixture->window);
  check_names ("the print options", problems);
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (gtk_window_get_transient_for (l->data) == GTK_WINDOW (fixture->window))
      gtk_window_destroy (l->data);
  ui_test_drain ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  wait_for_toplevel (BRG_TYPE_PREFERENCES_WINDOW, NULL);
  check_names ("Preferences", problems);
  assert_no_problems (problems);
}

/* -- Tab -- */

static GSubprocess *keys_helper;
static GDataInputStream *keys_answers;

typedef struct
{
  gboolean  done;
  char     *line;
  GError   *error;
} ReadLine;

static void
read_line_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  ReadLine *r = user_data;

  r->line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL,
                                                       &r->error);
  r->done = TRUE;
}

static void
press (const char *kind,
       guint       keyval)
{
  g_autofree GdkKeymapKey *keys = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  GOutputStream *in = g_subprocess_get_stdin_pipe (keys_helper);
  ReadLine r = { FALSE, NULL, NULL };
  gboolean timed_out = FALSE;
  int n_keys = 0;
  guint id;

  g_assert_true (gdk_display_map_keyval (gdk_display_get_default (), keyval, &keys, &n_keys));
  g_assert_cmpint (n_keys, >, 0);
  line = g_strdup_printf ("%s %u\n", kind, keys[0].keycode);
  g_output_stream_write_all (in, line, strlen (line), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (in, NULL, &error);
  g_assert_no_error (error);

  /* The helper asks this program for its tree as it starts: the main loop
   * answers while the key goes to the X server. */
  g_data_input_stream_read_line_async (keys_answers, G_PRIORITY_DEFAULT, NULL, read_line_cb, &r);
  id = g_timeout_add_seconds (HELPER_TIMEOUT_SECONDS, timeout_cb, &timed_out);
  while (!r.done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  g_assert_no_error (r.error);
  g_assert_cmpstr (r.line, ==, "ok");
  g_free (r.line);
}

typedef struct
{
  guint keyval;
  guint seen;
} KeyCount;

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                KeyCount              *count)
{
  gboolean tab = keyval == GDK_KEY_Tab || keyval == GDK_KEY_ISO_Left_Tab
                 || keyval == GDK_KEY_KP_Tab;

  if ((count->keyval == GDK_KEY_Tab && tab)
      || gdk_keyval_to_lower (keyval) == gdk_keyval_to_lower (count->keyval))
    count->seen++;
  return GDK_EVENT_PROPAGATE;
}

static gboolean
window_is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

/* Where a key pressed now may arrive: the window and each popover shown
 * in it (a popover's keys go to the popover, not through the window). */
static void
collect_listeners (GtkWidget *widget,
                   GPtrArray *out)
{
  if (GTK_IS_POPOVER (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (out, g_object_ref (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_listeners (child, out);
}

/* Presses @keyval, with Control, Shift or Alt held for @modifiers, and waits until
 * @window has handled it: its key handlers have run, and what they
 * started. */
static void
press_key (GtkWindow       *window,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_autoptr(GPtrArray) targets = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) controllers = g_ptr_array_new ();
  KeyCount count = { keyval, 0 };
  gboolean timed_out = FALSE;
  guint id;

  /* The key may close the window or a popover: they stay alive until
   * looked at. A focus on its way out (a row of a closing popover) is in
   * no native for a moment, so the key is listened for everywhere it may
   * arrive, not only at the focus's native. */
  g_ptr_array_add (targets, g_object_ref (window));
  collect_listeners (GTK_WIDGET (window), targets);
  for (guint i = 0; i < targets->len; i++)
    {
      GtkEventController *controller = gtk_event_controller_key_new ();

      gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
      g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), &count);
      gtk_widget_add_controller (g_ptr_array_index (targets, i), controller);
      g_ptr_array_add (controllers, controller);
    }
  ui_test_wait_until (window_is_active, window);

  if (modifiers & GDK_CONTROL_MASK)
    press ("press", GDK_KEY_Control_L);
  if (modifiers & GDK_SHIFT_MASK)
    press ("press", GDK_KEY_Shift_L);
  if (modifiers & GDK_ALT_MASK)
    press ("press", GDK_KEY_Alt_L);
  press ("tap", keyval);
  if (modifiers & GDK_ALT_MASK)
    press ("release", GDK_KEY_Alt_L);
  if (modifiers & GDK_SHIFT_MASK)
    press ("release", GDK_KEY_Shift_L);
  if (modifiers & GDK_CONTROL_MASK)
    press ("release", GDK_KEY_Control_L);

  id = g_timeout_add_seconds (KEY_TIMEOUT_SECONDS, timeout_cb, &timed_out);
  while (count.seen == 0 && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    {
      g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

      for (GList *l = toplevels; l != NULL; l = l->next)
        g_test_message ("toplevel %s “%s”: %s, %s", G_OBJECT_TYPE_NAME (l->data),
                        gtk_window_get_title (l->data),
                        gtk_widget_get_mapped (l->data) ? "mapped" : "not mapped",
                        gtk_window_is_active (l->data) ? "active" : "not active");
      g_error ("the window never got the key %s (is it the X server's focus?)",
               gdk_keyval_name (keyval));
    }
  g_source_remove (id);
  ui_test_drain ();
  /* A widget the key destroyed let go of its controllers. */
  for (guint i = 0; i < targets->len; i++)
    {
      GtkEventController *controller = g_ptr_array_index (controllers, i);

      if (gtk_event_controller_get_widget (controller) == g_ptr_array_index (targets, i))
        gtk_widget_remove_controller (g_ptr_array_index (targets, i), controller);
    }
}

/* What Tab must reach: each control shown and sensitive, a list as one
 * stop (its rows are walked with the arrows). */
static gboolean
is_list (GtkWidget *widget)
{
  return GTK_IS_LIST_VIEW (widget) || GTK_IS_COLUMN_VIEW (widget) || GTK_IS_GRID_VIEW (widget)
         || GTK_IS_FLOW_BOX (widget);
}

static gboolean
has_inner_controls (GtkWidget *widget);

static gboolean
is_control (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return !has_inner_controls (widget);
  if (GTK_IS_LIST_BOX_ROW (widget))
    return gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget))
           && !has_inner_controls (widget);
  return GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget)
         || GTK_IS_SWITCH (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_EDITABLE (widget)
         || GTK_IS_TEXT_VIEW (widget) || GTK_IS_SCALE (widget) || is_list (widget)
         || (gtk_widget_get_focusable (widget)
             && g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Brg"));
}

static gboolean
has_inner_controls (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child) || !gtk_widget_is_sensitive (child))
        continue;
      if ((is_control (child) && !GTK_IS_LIST_BOX_ROW (child)) || has_inner_controls (child))
        return TRUE;
    }
  return FALSE;
}

/* A radio button: Tab stops at the group's chosen one, the arrows move
 * among the others. */
static gboolean
is_radio (GtkWidget *widget)
{
  return GTK_IS_CHECK_BUTTON (widget)
         && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget))
            == GTK_ACCESSIBLE_ROLE_RADIO;
}

static void
collect_controls (GtkWidget *widget,
                  GPtrArray *controls)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget)
      || !gtk_widget_get_can_focus (widget))
    return;
  if (is_control (widget))
    {
      g_ptr_array_add (controls, g_object_ref (widget));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_controls (child, controls);
}

static char *
describe (GtkWidget *widget)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (GtkWidget *w = widget; w != NULL && !GTK_IS_WINDOW (w); w = gtk_widget_get_parent (w))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (w);
      const char *label = GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w)) : NULL;

      if (text->len == 0)
        g_string_append (text, G_OBJECT_TYPE_NAME (w));
      if (label != NULL || tooltip != NULL)
        {
          g_string_append_printf (text, " “%s”", label != NULL ? label : tooltip);
          break;
        }
    }
  /* Where it is: the nearest of Finesse's own widgets around it. */
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (w), "Brg"))
      {
        g_string_append_printf (text, " in %s", G_OBJECT_TYPE_NAME (w));
        break;
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
in_toast (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (g_str_equal (gtk_widget_get_css_name (w), "toast"))
      return TRUE;
  return FALSE;
}

/* Which part of the window @widget is in, in the order Tab should take:
 * the header bar, the board list, the table and what is under it, the
 * side panel, a toast. */
static int
region (BrgWindow *window,
        GtkWidget *widget)
{
  if (gtk_widget_get_ancestor (widget, ADW_TYPE_HEADER_BAR) != NULL)
    return 0;
  if (gtk_widget_get_ancestor (widget, BRG_TYPE_BOARD_LIST) != NULL)
    return 1;
  if (gtk_widget_is_ancestor (widget, ui_test_get_child (window, "panel")))
    return 3;
  if (in_toast (widget))
    return 4;
  return 2;
}

static gboolean
no_toast (gpointer window)
{
  AdwToastOverlay *overlay = ui_test_get_child (BRG_WINDOW (window), "toast_overlay");

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (in_toast (child))
      return FALSE;
  return TRUE;
}

/* The close button of a toast, as a user presses it. */
static void
dismiss_toast_in (GtkWidget *widget)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "toast.dismiss") == 0)
    {
      gtk_widget_activate_action (widget, "toast.dismiss", NULL);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dismiss_toast_in (child);
}

/* A toast goes by itself after a while: it is dismissed before a cycle,
 * so that the controls are the same all the way round. */
static void
dismiss_toasts (BrgWindow *window)
{
  dismiss_toast_in (ui_test_get_child (window, "toast_overlay"));
  ui_test_wait_until (no_toast, window);
}

/* Presses Tab (or Shift+Tab) in @window until the focus is back where it
 * started, and adds to @problems a trap, a loop, a control never reached
 * and, in the main window (@main), a stop out of the order header bar,
 * board list, table, side panel. */
static void
cycle (GtkWindow *window,
       BrgWindow *main,
       gboolean   backward,
       GString   *problems)
{
  const char *key = backward ? "Shift+Tab" : "Tab";
  /* Rows and their widgets can go while the focus moves on. */
  g_autoptr(GPtrArray) controls = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) visited = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  GtkWidget *panel = main != NULL ? ui_test_get_child (main, "panel") : NULL;
  GdkModifierType shift = backward ? GDK_SHIFT_MASK : 0;
  GtkWidget *start, *focus;
  gboolean back = FALSE;
  guint panel_controls = 0, panel_missed = 0;
  int last_region;

  if (main != NULL)
    dismiss_toasts (main);
  gtk_window_present (window);
  ui_test_wait_until (window_is_active, window);
  collect_controls (GTK_WIDGET (window), controls);

  start = gtk_root_get_focus (GTK_ROOT (window));
  if (start == NULL)
    {
      press_key (window, GDK_KEY_Tab, shift);
      start = gtk_root_get_focus (GTK_ROOT (window));
    }
  g_assert_nonnull (start);
  g_ptr_array_add (visited, g_object_ref (start));
  g_hash_table_add (seen, start);

  for (guint i = 0; i < MAX_PRESSES && !back; i++)
    {
      GtkWidget *before = g_ptr_array_index (visited, visited->len - 1);

      press_key (window, GDK_KEY_Tab, shift);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL)
        {
          g_autofree char *name = describe (before);

          g_string_append_printf (problems, "%s from %s leaves the window with no focus\n",
                                  key, name);
          break;
        }
      if (focus == before)
        {
          g_autofree char *name = describe (focus);

          g_string_append_printf (problems, "%s is trapped at %s after %u presses\n",
                                  key, name, i);
          break;
        }
      if (focus == start)
        back = TRUE;
      else if (g_hash_table_contains (seen, focus))
        {
          g_autofree char *name = describe (focus);
          g_autofree char *first = describe (start);

          g_string_append_printf (problems,
                                  "%s loops back to %s after %u presses, never to %s\n",
                                  key, name, i, first);
          break;
        }
      g_ptr_array_add (visited, g_object_ref (focus));
      g_hash_table_add (seen, focus);
    }
  if (!back && problems->len == 0)
    g_string_append_printf (problems, "%s never comes back to where it started\n", key);
  g_test_message ("%s: %u stops, %s", key, visited->len,
                  back ? "back to the first" : "never back to the first");
  for (guint i = 0; i < visited->len; i++)
    {
      g_autofree char *name = describe (g_ptr_array_index (visited, i));

      g_test_message ("  %u. %s", i, name);
    }

  /* Every control was passed, those of the side panel above all. */
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (controls, i);
      gboolean in_panel = panel != NULL && gtk_widget_is_ancestor (control, panel);
      gboolean passed = FALSE;

      for (guint j = 0; j < visited->len && !passed; j++)
        {
          GtkWidget *w = g_ptr_array_index (visited, j);

          passed = w == control || gtk_widget_is_ancestor (w, control)
                   || (is_radio (control) && is_radio (w)
                       && gtk_widget_get_parent (w) == gtk_widget_get_parent (control));
        }
      panel_controls += in_panel;
      if (!passed)
        {
          g_autofree char *name = describe (control);

          panel_missed += in_panel;
          g_string_append_printf (problems, "%s never reaches %s%s\n", key, name,
                                  in_panel ? " (side panel)" : "");
        }
    }
  g_test_message ("%s: %u controls, %u in the side panel, %u of them never reached", key,
                  controls->len, panel_controls, panel_missed);
  if (main == NULL)
    {
      /* A dialog: at least its field or choice and its buttons. */
      g_assert_cmpuint (controls->len, >=, 2);
      return;
    }
  /* The side panel was in the walk (the deal editor leaves it two). */
  g_assert_cmpuint (panel_controls, >=, 2);

  /* In order: the header bar, the list, the table, the panel, and round;
   * backwards the other way. */
  if (back)
    {
      guint first_header = 0;
      gboolean past_header = FALSE;

      while (first_header < visited->len
             && region (main, g_ptr_array_index (visited, first_header)) != 0)
        first_header++;
      last_region = 0;
      for (guint j = 0; j < visited->len && first_header < visited->len; j++)
        {
          GtkWidget *w = g_ptr_array_index (visited, (first_header + j) % visited->len);
          int r = region (main, w);

          if (r != 0)
            past_header = TRUE;
          if ((r == 0 && past_header)
              || (r != 0 && last_region != 0 && (backward ? r > last_region : r < last_region)))
            {
              g_autofree char *name = describe (w);

              g_string_append_printf (problems, "%s comes back to an earlier part at %s\n",
                                      key, name);
              break;
            }
          last_region = r;
        }
    }
}

static void
start_keys (void)
{
  keys_helper = spawn_helper (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              "keys", NULL);
  keys_answers = g_data_input_stream_new (g_subprocess_get_stdout_pipe (keys_helper));
}

static void
stop_keys (void)
{
  g_autoptr(GError) error = NULL;

  g_output_stream_close (g_subprocess_get_stdin_pipe (keys_helper), NULL, &error);
  g_assert_no_error (error);
  g_subprocess_wait (keys_helper, NULL, &error);
  g_assert_no_error (error);
  g_clear_object (&keys_answers);
  g_clear_object (&keys_helper);
}

static void
test_tab_view (UiFixture     *fixture,
               gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  open_lesson (fixture);
  start_keys ();
  cycle (GTK_WINDOW (fixture->window), fixture->window, FALSE, problems);
  cycle (GTK_WINDOW (fixture->window), fixture->window, TRUE, problems);
  stop_keys ();
  if (problems->len > 0)
    g_test_fail_printf ("the focus does not go round:\n%s", problems->str);
}

static void
test_tab_edit (UiFixture     *fixture,
               gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkToggleButton *details = ui_test_get_child (fixture->window, "edit_details_button");

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  gtk_toggle_button_set_active (details, TRUE);
  ui_test_drain ();
  start_keys ();
  cycle (GTK_WINDOW (fixture->window), fixture->window, FALSE, problems);
  cycle (GTK_WINDOW (fixture->window), fixture->window, TRUE, problems);
  stop_keys ();
  if (problems->len > 0)
    g_test_fail_printf ("the focus does not go round:\n%s", problems->str);
}

/* Tab and Shift+Tab round @window, a dialog. */
static void
cycle_dialog (GtkWindow  *window,
              const char *what,
              GString    *problems)
{
  g_autoptr(GString) found = g_string_new (NULL);

  g_test_message ("%s", what);
  cycle (window, NULL, FALSE, found);
  cycle (window, NULL, TRUE, found);
  if (found->len > 0)
    g_string_append_printf (problems, "%s:\n%s", what, found->str);
}

/* The deal editor in the window, Rotate and Fit. */
static void
test_tab_deal_editor (UiFixture     *fixture,
                      gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWidget *editor;
  GtkWindow *dialog;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.next-board");
  ui_test_activate (fixture->window, "win.edit-deal");
  ui_test_drain ();
  editor = deal_editor_of (fixture);
  start_keys ();
  cycle (GTK_WINDOW (fixture->window), fixture->window, FALSE, problems);
  cycle (GTK_WINDOW (fixture->window), fixture->window, TRUE, problems);

  g_assert_true (gtk_widget_activate_action (editor, "deal.rotate", NULL));
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  cycle_dialog (dialog, "Rotate", problems);
  gtk_window_destroy (dialog);
  ui_test_drain ();

  g_assert_true (gtk_widget_activate_action (editor, "deal.clear-hand", "s", "W"));
  g_assert_true (gtk_widget_activate_action (editor, "deal.complete-fit", NULL));
  dialog = wait_for_toplevel (BRG_TYPE_FIT_DIALOG, GTK_WINDOW (fixture->window));
  cycle_dialog (dialog, "Fit", problems);
  gtk_window_destroy (dialog);
  ui_test_drain ();
  stop_keys ();
  if (problems->len > 0)
    g_test_fail_printf ("the focus does not go round:\n%s", problems->str);
}

/* Claim, the print options as Export shows them, and Preferences. */
static void
test_tab_dialogs (UiFixture     *fixture,
                  gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWindow *dialog;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  dismiss_toasts (fixture->window);
  start_keys ();
  ui_test_activate (fixture->window, "win.claim");
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  cycle_dialog (dialog, "Claim", problems);
  gtk_window_destroy (dialog);
  ui_test_drain ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  dialog = wait_for_toplevel (BRG_TYPE_PREFERENCES_WINDOW, NULL);
  /* The header's page switcher, which one page does not show, stays
   * mapped while libadwaita's squeezer slides it away. */
  ui_test_spin (1000);
  /* The focus starts on the first choice, one Tab comes back to. */
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)),
                                            ADW_TYPE_PREFERENCES_ROW));
  cycle_dialog (dialog, "Preferences", problems);
  gtk_window_destroy (dialog);
  ui_test_drain ();
  stop_keys ();
  if (problems->len > 0)
    g_test_fail_printf ("the focus does not go round:\n%s", problems->str);
}

/* -- Dialogs and editors by keyboard alone -- */

static gboolean
no_toplevel_of_type (gpointer type)
{
  return ui_test_find_toplevel (GPOINTER_TO_SIZE (type), NULL) == NULL;
}

/* A button activated from the keyboard is pressed a moment before it
 * clicks (GTK's activate timeout): wait for its dialog to go. */
static void
wait_until_closed (GType type)
{
  ui_test_wait_until (no_toplevel_of_type, GSIZE_TO_POINTER (type));
  ui_test_drain ();
}

static GtkWidget *
focus_of (gpointer window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
focus_within (gpointer   window,
              GtkWidget *widget)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The NAG list: Tab from its search to the rows, Space and Enter on a row
 * set its NAG. */
static void
test_keys_nag (UiFixture     *fixture,
               gconstpointer  data)
{
  BrgAnnotationEditor *editor = ui_test_get_child (fixture->window, "annotation_editor");
  BrgNagPanel *panel = brg_annotation_editor_get_nag_panel (editor);
  GtkWindow *window = GTK_WINDOW (fixture->window);
  g_autofree char *first = NULL;
  GtkWidget *row;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  dismiss_toasts (fixture->window);
  g_assert_cmpstr (brg_nag_panel_get_summary (panel), ==, "No NAG");
  start_keys ();
  brg_nag_panel_popup (panel);
  ui_test_drain ();
  g_assert_true (GTK_IS_TEXT (focus_of (window)));

  press_key (window, GDK_KEY_Tab, 0);
  row = gtk_widget_get_ancestor (focus_of (window), GTK_TYPE_LIST_BOX_ROW);
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row)), ==,
                   GTK_ACCESSIBLE_ROLE_CHECKBOX);
  press_key (window, GDK_KEY_space, 0);
  first = g_strdup (brg_nag_panel_get_summary (panel));
  g_assert_cmpstr (first, !=, "No NAG");

  press_key (window, GDK_KEY_Down, 0);
  press_key (window, GDK_KEY_Return, 0);
  g_assert_cmpstr (brg_nag_panel_get_summary (panel), !=, first);
  g_assert_cmpstr (brg_nag_panel_get_summary (panel), !=, "No NAG");

  press_key (window, GDK_KEY_Escape, 0);
  stop_keys ();
}

/* Claim: the tricks field has the focus, Enter claims. */
static void
test_keys_claim (UiFixture     *fixture,
                 gconstpointer  data)
{
  BrgPlay *play;
  GtkWindow *dialog;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.edit-mode");
  ui_test_activate (fixture->window, "win.play-end");
  dismiss_toasts (fixture->window);
  play = brg_board_get_play (brg_replay_get_board (brg_window_get_replay (fixture->window)));
  g_assert_cmpint (brg_play_get_claim (play), <, 0);
  start_keys ();
  ui_test_activate (fixture->window, "win.claim");
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (gtk_widget_get_ancestor (focus_of (dialog), GTK_TYPE_SPIN_BUTTON));
  press_key (dialog, GDK_KEY_Return, 0);
  wait_until_closed (ADW_TYPE_MESSAGE_DIALOG);
  play = brg_board_get_play (brg_replay_get_board (brg_window_get_replay (fixture->window)));
  g_assert_cmpint (brg_play_get_claim (play), >=, 0);
  stop_keys ();
}

/* Each mnemonic of @widget's window once: the keyvals of its labels. */
static void
collect_mnemonics (GtkWidget  *widget,
                   GHashTable *seen,
                   GString    *problems)
{
  /* What is shown: a message dialog keeps a second row of buttons for
   * narrow windows. */
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)))
    {
      guint keyval = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)));

      if (keyval != GDK_KEY_VoidSymbol)
        {
          const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (keyval));

          if (other != NULL)
            g_string_append_printf (problems, "Alt+%s is “%s” and “%s”\n",
                                    gdk_keyval_name (keyval), other,
                                    gtk_label_get_text (GTK_LABEL (widget)));
          else
            g_hash_table_insert (seen, GUINT_TO_POINTER (keyval),
                                 (gpointer) gtk_label_get_text (GTK_LABEL (widget)));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, seen, problems);
}

static void
assert_unique_mnemonics (GtkWindow *window)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GString) problems = g_string_new (NULL);

  collect_mnemonics (GTK_WIDGET (window), seen, problems);
  if (problems->len > 0)
    g_test_fail_printf ("%s: a mnemonic twice:\n%s", gtk_window_get_title (window),
                        problems->str);
}

static void
collect_radios (GtkWidget *widget,
                GPtrArray *radios)
{
  if (GTK_IS_CHECK_BUTTON (widget)
      && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_RADIO)
    g_ptr_array_add (radios, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_radios (child, radios);
}

/* Rotate: its four exclusive choices are radio buttons, its mnemonics
 * are each once (Alt+C was Cancel and the commentary), and Enter turns
 * the board. Fit: the focus starts in the first field, and Enter deals. */
static void
test_keys_rotate_fit (UiFixture     *fixture,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) radios = g_ptr_array_new ();
  BrgBoard *board;
  GtkWidget *editor;
  GtkWindow *dialog;
  BrgSeat dealer;

  open_lesson (fixture);
  ui_test_activate (fixture->window, "win.next-board");
  ui_test_activate (fixture->window, "win.edit-deal");
  dismiss_toasts (fixture->window);
  editor = deal_editor_of (fixture);
  board = brg_replay_get_board (brg_window_get_replay (fixture->window));
  dealer = brg_board_get_dealer (board);
  start_keys ();

  g_assert_true (gtk_widget_activate_action (editor, "deal.rotate", NULL));
  dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  collect_radios (GTK_WIDGET (dialog), radios);
  g_assert_cmpuint (radios->len, ==, 4);
  assert_unique_mnemonics (dialog);
  press_key (dialog, GDK_KEY_Return, 0);
  wait_until_closed (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpint (brg_board_get_dealer (board), !=, dealer);

  g_assert_true (gtk_widget_activate_action (editor, "deal.clear-hand", "s", "W"));
  g_assert_cmpuint (brg_deal_get_n_cards (brg_board_get_deal (board), BRG_SEAT_WEST), ==, 0);
  g_assert_true (gtk_widget_activate_action (editor, "deal.complete-fit", NULL));
  dialog = wait_for_toplevel (BRG_TYPE_FIT_DIALOG, GTK_WINDOW (fixture->window));
  assert_unique_mnemonics (dialog);
  g_assert_nonnull (gtk_widget_get_ancestor (focus_of (dialog), GTK_TYPE_SPIN_BUTTON));
  press_key (dialog, GDK_KEY_Return, 0);
  wait_until_closed (BRG_TYPE_FIT_DIALOG);
  g_assert_cmpuint (brg_deal_get_n_cards (brg_board_get_deal (board), BRG_SEAT_WEST), ==, 13);
  stop_keys ();
}

static gboolean
deal_is_complete (gpointer deal)
{
  return brg_deal_get_n_cards (deal, BRG_SEAT_NORTH) == 13;
}

/* The review of the play: the list box of the double-dummy panel. */
static GtkWidget *
find_review (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget) && gtk_widget_get_ancestor (widget, BRG_TYPE_DD_PANEL) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_review (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_review (gpointer window)
{
  GtkWidget *list = find_review (window);

  return list != NULL && gtk_widget_get_visible (list) && gtk_widget_get_first_child (list) != NULL;
}

/* After New the focus is in the deal editor, where Ctrl+V pastes a deal. */
static void
test_keys_new_paste (UiFixture     *fixture,
                     gconstpointer  data)
{
  static const char deal[] =
    "N:AK4.872.AQ5.9643 QJT9.KQJ.T98.T87 753.A54.KJ4.AKQ2 862.T963.7632.J5";
  GtkWindow *window = GTK_WINDOW (fixture->window);
  BrgDeal *cards;

  start_keys ();
  ui_test_activate (fixture->window, "win.new");
  ui_test_drain ();
  g_assert_true (brg_window_get_editing_deal (fixture->window));
  if (focus_of (window) != NULL)
    g_test_message ("focus: %s", G_OBJECT_TYPE_NAME (focus_of (window)));
  g_assert_true (focus_within (window, deal_editor_of (fixture)));
  g_assert_true (GTK_IS_TEXT (focus_of (window)));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), deal);
  press_key (window, GDK_KEY_v, GDK_CONTROL_MASK);
  cards = brg_board_get_deal (brg_replay_get_board (brg_window_get_replay (fixture->window)));
  ui_test_wait_until (deal_is_complete, cards);
  g_assert_cmpuint (brg_deal_get_n_cards (cards, BRG_SEAT_NORTH), ==, 13);
  stop_keys ();
}

/* The review of the play: Enter on a card goes there. */
static void
test_keys_review (UiFixture     *fixture,
                  gconstpointer  data)
{
  BrgReplay *replay = brg_window_get_replay (fixture->window);
  GtkWindow *window = GTK_WINDOW (fixture->window);
  GtkWidget *list;
  GtkWidget *row;

  open_lesson (fixture);
  dismiss_toasts (fixture->window);
  ui_test_wait_until (has_review, fixture->window);
  list = find_review (GTK_WIDGET (fixture->window));
  row = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (gtk_widget_get_first_child (list)));
  g_assert_true (GTK_IS_LIST_BOX_ROW (row));
  start_keys ();
  gtk_widget_grab_focus (row);
  press_key (window, GDK_KEY_Return, 0);
  /* The third card's row: the moment before it. */
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, 2);
  stop_keys ();
}

/* A quiz tells nothing ahead, and a hidden hand's cards are nowhere in
 * what a screen reader reads: East is hidden. */
static void
test_quiz_hidden (UiFixture     *fixture,
                  gconstpointer  data)
{
  static const char hidden[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Hidden \"E\"]\n"
    "[Deal \"N:AK4.872.AQ5.9643 QJT9.KQJ.T98.T87 753.A54.KJ4.AKQ2 862.T963.7632.J5\"]\n"
    "[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"10\"]\n"
    "[Auction \"N\"]\nPass Pass 1NT Pass\n3NT Pass Pass Pass\n"
    "[Play \"W\"]\nH3 H2 HJ HA\n";
  g_autoptr(GFile) file = ui_test_new_temp_file ("hidden.pbn", hidden, -1);
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  GtkLabel *position = ui_test_get_child (fixture->window, "position_label");
  g_autofree char *description = NULL;
  g_autofree char *texts = NULL;
  /* East's hand as a screen reader would be told it, suit by suit. */
  const char *east[] = { "Q J 10 9", "K Q J", "10 9 8", "10 8 7" };

  g_object_set (fixture->window, "quiz-mode", TRUE, NULL);
  ui_test_open_and_wait (fixture->window, file);
  dismiss_toasts (fixture->window);
  g_assert_null (strstr (gtk_label_get_text (position), " of "));
  description = brg_table_view_dup_description (table);
  g_assert_null (strstr (description, "3NT"));
  ui_test_activate (fixture->window, "win.next-call");
  g_assert_null (strstr (gtk_label_get_text (position), " of "));

  /* Wait for the description that follows the replay. */
  ui_test_spin (500);
  texts = read_tree ("text");
  for (guint i = 0; i < G_N_ELEMENTS (east); i++)
    if (strstr (texts, east[i]) != NULL)
      g_test_fail_printf ("East's hidden “%s” is read out", east[i]);
  /* The other hands are. */
  g_assert_nonnull (strstr (texts, "A K 4"));
}

#define ADD_TEST(path, func) \
  g_test_add (path, UiFixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  /* What Orca reads: GTK's AT-SPI backend, which a11y-session.py gave a
   * bus. */
  g_unsetenv ("GTK_A11Y");
  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  ADD_TEST ("/ui/a11y/names/view", test_names_view);
  ADD_TEST ("/ui/a11y/names/edit", test_names_edit);
  ADD_TEST ("/ui/a11y/names/deal-editor", test_names_deal_editor);
  ADD_TEST ("/ui/a11y/names/dialogs", test_names_dialogs);
  ADD_TEST ("/ui/a11y/names/print-preferences", test_names_print_preferences);
  ADD_TEST ("/ui/a11y/tab/view", test_tab_view);
  ADD_TEST ("/ui/a11y/tab/edit", test_tab_edit);
  ADD_TEST ("/ui/a11y/tab/deal-editor", test_tab_deal_editor);
  ADD_TEST ("/ui/a11y/tab/dialogs", test_tab_dialogs);
  ADD_TEST ("/ui/a11y/keys/nag", test_keys_nag);
  ADD_TEST ("/ui/a11y/keys/claim", test_keys_claim);
  ADD_TEST ("/ui/a11y/keys/rotate-fit", test_keys_rotate_fit);
  ADD_TEST ("/ui/a11y/keys/new-paste", test_keys_new_paste);
  ADD_TEST ("/ui/a11y/keys/review", test_keys_review);
  ADD_TEST ("/ui/a11y/quiz-hidden", test_quiz_hidden);

  return ui_test_run (app, argv[0]);
}
