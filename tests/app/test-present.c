/* test-present.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Presenting a lesson: the walk through its steps and its keys, the
 * projector and what the class sees on it (hidden hands hidden in the
 * image and in the words), the presenter console, and Export → Slides;
 * under a display (Xvfb in CI). The keys are given to the key controller
 * the projector and the console carry, as GTK gives them.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "brg-comment-editor.h"
#include "brg-presentation.h"
#include "brg-presenter.h"
#include "brg-projector.h"
#include "brg-slide-view.h"
#include "brg-slides-export.h"
#include "brg-step-hands-dialog.h"
#include "brg-window.h"
#include "core-test-util.h"
#include "ui-test-util.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

static BrgApplication *app;

static BrgEvent *
read_lesson (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* Gives @keyval to @widget's presentation keys, as a key press. */
static gboolean
press (GtkWidget *widget,
       guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0,
                                 &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
  return FALSE;
}

/* Waits for @view's next frame, so that it says what it drew. */
static void
draw (BrgSlideView *view)
{
  gtk_widget_queue_draw (GTK_WIDGET (view));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (view));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), >, 0);
}

static BrgCardSet
hand_of (BrgEvent *event,
         guint     position,
         BrgSeat   seat)
{
  return brg_deal_get_hand (brg_board_get_deal (brg_event_get_board (event, position)), seat);
}

static char *
hand_text (BrgEvent *event,
           guint     position,
           BrgSeat   seat)
{
  return brg_deal_dup_hand_display (brg_board_get_deal (brg_event_get_board (event, position)),
                                    seat);
}

static void
count_cb (GObject *object,
          GParamSpec *pspec,
          guint   *count)
{
  (*count)++;
}

/* ---- The walk ---- */

/* Bridge Classroom's lesson-directive-spec.md §4: [NEXT] ends a step; the
 * deck goes on from a board's last step to the next board's first. */
static void
test_walk (void)
{
  g_autoptr(BrgEvent) event = read_lesson ("directives.pbn");
  g_autoptr(BrgPresentation) p = brg_presentation_new (event, 0);
  g_autoptr(BrgLesson) first = brg_lesson_new (brg_event_get_board (event, 0));
  guint n_first = brg_lesson_get_n_steps (first);
  guint steps = 0, lessons = 0;

  g_assert_cmpuint (brg_presentation_get_n_boards (p), ==, 3);
  g_assert_cmpuint (n_first, >=, 4);
  g_assert_cmpuint (brg_presentation_get_n_steps (p), ==, n_first);
  g_signal_connect (p, "notify::step", G_CALLBACK (count_cb), &steps);
  g_signal_connect (p, "notify::lesson", G_CALLBACK (count_cb), &lessons);

  g_assert_false (brg_presentation_previous (p));
  g_assert_false (brg_presentation_first (p));
  g_assert_cmpuint (steps, ==, 0);
  for (guint i = 1; i < n_first; i++)
    {
      g_assert_true (brg_presentation_next (p));
      g_assert_cmpuint (brg_presentation_get_step (p), ==, i);
    }
  g_assert_cmpuint (steps, ==, n_first - 1);
  g_assert_cmpuint (lessons, ==, 0);
  g_assert_false (brg_presentation_last (p));

  /* Past the last step: the next board's first. */
  g_assert_true (brg_presentation_next (p));
  g_assert_cmpuint (brg_presentation_get_position (p), ==, 1);
  g_assert_cmpuint (brg_presentation_get_step (p), ==, 0);
  g_assert_cmpuint (lessons, ==, 1);
  g_assert_true (brg_presentation_previous (p));
  g_assert_cmpuint (brg_presentation_get_position (p), ==, 0);
  g_assert_cmpuint (brg_presentation_get_step (p), ==, n_first - 1);
  g_assert_true (brg_presentation_first (p));
  g_assert_cmpuint (brg_presentation_get_step (p), ==, 0);
  g_assert_true (brg_presentation_last (p));
  g_assert_cmpuint (brg_presentation_get_step (p), ==, n_first - 1);

  /* A board by its number; none of that number. */
  g_assert_true (brg_presentation_go_to_board (p, 3));
  g_assert_cmpuint (brg_presentation_get_position (p), ==, 2);
  g_assert_cmpuint (brg_presentation_get_step (p), ==, 0);
  g_assert_false (brg_presentation_go_to_board (p, 9));
  g_assert_cmpuint (brg_presentation_get_position (p), ==, 2);
  g_assert_true (brg_presentation_last (p));
  g_assert_false (brg_presentation_next (p));
  g_assert_false (g_action_group_get_action_enabled (brg_presentation_get_actions (p), "next"));
  g_assert_true (g_action_group_get_action_enabled (brg_presentation_get_actions (p),
                                                    "previous"));

  /* A board removed before the one shown keeps it shown. */
  brg_event_remove (event, 0);
  g_assert_cmpuint (brg_presentation_get_position (p), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_lesson_get_board (brg_presentation_get_lesson (p))),
                    ==, 3);
}

/* Blank notifies once, not for the same value; moving shows the screen
 * again; stop disables every action. */
static void
test_blank_and_stop (void)
{
  g_autoptr(BrgEvent) event = read_lesson ("directives.pbn");
  g_autoptr(BrgPresentation) p = brg_presentation_new (event, 0);
  GActionGroup *actions = brg_presentation_get_actions (p);
  guint blanked = 0, active = 0;

  g_signal_connect (p, "notify::blanked", G_CALLBACK (count_cb), &blanked);
  g_signal_connect (p, "notify::active", G_CALLBACK (count_cb), &active);
  g_action_group_activate_action (actions, "blank", NULL);
  g_assert_true (brg_presentation_get_blanked (p));
  g_assert_cmpuint (blanked, ==, 1);
  brg_presentation_set_blanked (p, TRUE);
  g_assert_cmpuint (blanked, ==, 1);
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (actions, "blank")));
  g_action_group_activate_action (actions, "next", NULL);
  g_assert_false (brg_presentation_get_blanked (p));
  g_assert_cmpuint (blanked, ==, 2);

  g_action_group_activate_action (actions, "stop", NULL);
  g_assert_false (brg_presentation_get_active (p));
  g_assert_cmpuint (active, ==, 1);
  brg_presentation_stop (p);
  g_assert_cmpuint (active, ==, 1);
  g_assert_false (g_action_group_get_action_enabled (actions, "next"));
  g_assert_false (brg_presentation_next (p));
}

/* ---- The projector and the console ---- */

typedef struct
{
  BrgEvent        *event;
  BrgPresentation *presentation;
  BrgPresenter    *presenter;
  GtkWindow       *laptop;
} Session;

static void
session_start (Session    *s,
               const char *name)
{
  s->event = read_lesson (name);
  s->presentation = brg_presentation_new (s->event, 0);
  s->presenter = g_object_ref_sink (brg_presenter_new (s->presentation));
  s->laptop = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (s->laptop, 1280, 720);
  gtk_window_set_child (s->laptop, GTK_WIDGET (s->presenter));
  gtk_window_present (s->laptop);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (s->laptop));
  brg_presenter_start (s->presenter, s->laptop);
  g_assert_nonnull (brg_presenter_get_projector (s->presenter));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (brg_presenter_get_projector (s->presenter)));
}

static void
session_end (Session *s)
{
  gtk_window_destroy (s->laptop);
  g_clear_object (&s->presenter);
  g_assert_finalize_object (s->presentation);
  g_assert_finalize_object (s->event);
  ui_test_drain ();
}

/* What the class sees of board 1 of the squeeze lesson, step by step, by
 * the keys a teacher or a clicker sends: North-South only and none of the
 * directives' text at first; every hand at the end. */
static void
test_projector_keys (void)
{
  Session s = { 0 };
  BrgProjector *projector;
  BrgSlideView *view;
  GtkWidget *keys;
  g_autofree char *west = NULL, *east = NULL;
  BrgCardSet ns, ew, drawn;
  guint n_steps;

  session_start (&s, "directives.pbn");
  projector = brg_presenter_get_projector (s.presenter);
  keys = GTK_WIDGET (projector);
  view = brg_projector_get_view (projector);
  n_steps = brg_presentation_get_n_steps (s.presentation);
  ns = hand_of (s.event, 0, BRG_SEAT_NORTH) | hand_of (s.event, 0, BRG_SEAT_SOUTH);
  ew = hand_of (s.event, 0, BRG_SEAT_EAST) | hand_of (s.event, 0, BRG_SEAT_WEST);
  west = hand_text (s.event, 0, BRG_SEAT_WEST);
  east = hand_text (s.event, 0, BRG_SEAT_EAST);

  /* Step 1: North and South; East and West backs, in the image and the words. */
  draw (view);
  drawn = brg_slide_view_get_drawn_faces (view);
  g_assert_cmpuint (drawn & ns, ==, ns);
  g_assert_cmpuint (drawn & ew, ==, 0);
  g_assert_nonnull (strstr (brg_slide_view_get_description (view), "West: hidden"));
  g_assert_null (strstr (brg_slide_view_get_description (view), west));
  g_assert_null (strstr (brg_slide_view_get_description (view), east));
  g_assert_null (strchr (brg_slide_view_get_description (view), '['));
  g_assert_nonnull (strstr (brg_slide_view_get_description (view), "Make a plan"));

  /* Right, Space, Page Down forward; Left, Page Up back. */
  g_assert_true (press (keys, GDK_KEY_Right));
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, 1);
  g_assert_true (press (keys, GDK_KEY_space));
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, 2);
  g_assert_true (press (keys, GDK_KEY_Page_Down));
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, 3);
  g_assert_true (press (keys, GDK_KEY_Left));
  g_assert_true (press (keys, GDK_KEY_Page_Up));
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, 1);

  /* Each step hides the cards East-West hold until the last, which shows
   * the whole deal (the cards they played are on the table). */
  for (guint i = 0; i + 1 < n_steps; i++)
    {
      BrgLesson *lesson = brg_slide_view_get_lesson (view);
      BrgCardSet held;

      press (keys, i == 0 ? GDK_KEY_Home : GDK_KEY_Right);
      g_assert_cmpuint (brg_slide_view_get_step (view), ==, i);
      held = brg_lesson_get_hand (lesson, i, BRG_SEAT_EAST)
             | brg_lesson_get_hand (lesson, i, BRG_SEAT_WEST);
      g_assert_cmpuint (held, !=, 0);
      draw (view);
      g_assert_cmpuint (brg_slide_view_get_drawn_faces (view) & held, ==, 0);
      g_assert_nonnull (strstr (brg_slide_view_get_description (view), "West: hidden"));
      g_assert_nonnull (strstr (brg_slide_view_get_description (view), "East: hidden"));
      /* No directive: "[NEXT]", "[SHOW_LEAD]" ("click NEXT" is the text's). */
      g_assert_null (strchr (brg_slide_view_get_description (view), '['));
      g_assert_null (strstr (brg_slide_view_get_description (view), "SHOW"));
    }
  g_assert_true (press (keys, GDK_KEY_End));
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, n_steps - 1);
  draw (view);
  {
    BrgCardSet held = brg_lesson_get_hand (brg_slide_view_get_lesson (view), n_steps - 1,
                                           BRG_SEAT_WEST);

    g_assert_cmpuint (held, !=, 0);
    g_assert_cmpuint (brg_slide_view_get_drawn_faces (view) & held, ==, held);
    g_assert_null (strstr (brg_slide_view_get_description (view), "hidden"));
  }

  /* B blanks, and again shows; a board number and Enter. */
  g_assert_true (press (keys, GDK_KEY_b));
  g_assert_true (brg_slide_view_get_blanked (view));
  g_assert_true (press (keys, GDK_KEY_b));
  g_assert_false (brg_slide_view_get_blanked (view));
  g_assert_true (press (keys, GDK_KEY_3));
  g_assert_cmpstr (brg_presentation_get_typed (s.presentation), ==, "3");
  g_assert_true (press (keys, GDK_KEY_Return));
  g_assert_cmpstr (brg_presentation_get_typed (s.presentation), ==, "");
  g_assert_cmpuint (brg_presentation_get_position (s.presentation), ==, 2);
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, 0);
  /* Board 3's Hidden tag: West stays hidden. */
  draw (view);
  g_assert_cmpuint (brg_slide_view_get_drawn_faces (view) & hand_of (s.event, 2, BRG_SEAT_WEST),
                    ==, 0);
  /* A number typed then Esc forgets the number, and the lesson goes on. */
  g_assert_true (press (keys, GDK_KEY_1));
  g_assert_true (press (keys, GDK_KEY_Escape));
  g_assert_true (brg_presentation_get_active (s.presentation));
  g_assert_cmpstr (brg_presentation_get_typed (s.presentation), ==, "");

  /* Esc ends: the projector closes. */
  g_assert_true (press (keys, GDK_KEY_Escape));
  g_assert_false (brg_presentation_get_active (s.presentation));
  g_assert_null (brg_presenter_get_projector (s.presenter));
  session_end (&s);
}

/* The console shows the teacher the four hands (those hidden from the
 * class marked so), the step's text, the next step, and takes the same
 * keys. */
static void
test_console (void)
{
  Session s = { 0 };
  g_autofree char *west = NULL;
  g_autofree char *where = NULL;
  const char *notes;

  session_start (&s, "directives.pbn");
  west = hand_text (s.event, 0, BRG_SEAT_WEST);
  where = g_strdup_printf ("Board 1 of 3 · Step 1 of %u",
                           brg_presentation_get_n_steps (s.presentation));
  g_assert_cmpstr (brg_presenter_get_where_text (s.presenter), ==, where);
  g_assert_nonnull (strstr (brg_presenter_get_hands_text (s.presenter), west));
  g_assert_nonnull (strstr (brg_presenter_get_hands_text (s.presenter),
                            "(hidden from the class)"));
  notes = brg_presenter_get_notes_text (s.presenter);
  g_assert_nonnull (strstr (notes, "Make a plan"));
  g_assert_null (strchr (notes, '['));
  g_assert_cmpuint (brg_slide_view_get_step (brg_presenter_get_next_view (s.presenter)), ==, 1);

  g_assert_true (press (GTK_WIDGET (s.presenter), GDK_KEY_Page_Down));
  g_assert_cmpuint (brg_presentation_get_step (s.presentation), ==, 1);
  g_assert_cmpuint (brg_slide_view_get_step (brg_presenter_get_current_view (s.presenter)), ==, 1);
  g_assert_cmpuint (brg_slide_view_get_step (
                      brg_projector_get_view (brg_presenter_get_projector (s.presenter))), ==, 1);

  /* Board 2 asks for a call: the console has the answer, the class not. */
  g_assert_true (brg_presentation_go_to_board (s.presentation, 2));
  notes = brg_presenter_get_notes_text (s.presenter);
  g_assert_nonnull (strstr (notes, "Answer: 2"));
  g_assert_null (strstr (brg_slide_view_get_description (
                           brg_projector_get_view (brg_presenter_get_projector (s.presenter))),
                         "Answer"));

  /* Every control has a name; the projected step describes itself. */
  {
    g_autoptr(GString) problems = g_string_new (NULL);

    ui_test_check_controls (GTK_WIDGET (s.presenter), problems);
    g_assert_cmpstr (problems->str, ==, "");
    g_assert_true (gtk_test_accessible_has_property (
                     GTK_ACCESSIBLE (brg_projector_get_view (brg_presenter_get_projector (
                                                                s.presenter))),
                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
    g_assert_true (gtk_test_accessible_has_property (
                     GTK_ACCESSIBLE (brg_presenter_get_current_view (s.presenter)),
                     GTK_ACCESSIBLE_PROPERTY_LABEL));
  }

  /* The buttons are the actions, by name. */
  g_assert_nonnull (ui_test_find_actionable (GTK_WIDGET (s.presenter), "presentation.next"));
  g_assert_nonnull (ui_test_find_actionable (GTK_WIDGET (s.presenter), "presentation.stop"));
  gtk_widget_activate_action (GTK_WIDGET (s.presenter), "presentation.stop", NULL);
  g_assert_null (brg_presenter_get_projector (s.presenter));
  session_end (&s);
}

/* The monitor: not the laptop's when there is another. */
static void
test_monitor (void)
{
  Session s = { 0 };
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  guint n = g_list_model_get_n_items (monitors);
  g_autoptr(GdkMonitor) first = g_list_model_get_item (monitors, 0);

  g_assert_cmpuint (brg_presenter_choose_monitor (monitors, NULL), ==, 0);
  g_assert_cmpuint (brg_presenter_choose_monitor (monitors, first), ==, n > 1 ? 1 : 0);
#ifdef GDK_WINDOWING_X11
  /* Xvfb has one RandR output, and GTK one monitor an output: a second
   * monitor object for the rule, beside the laptop's either way. */
  if (GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_autoptr(GListStore) two = g_list_store_new (GDK_TYPE_MONITOR);
      g_autoptr(GdkMonitor) other = g_object_new (GDK_TYPE_X11_MONITOR,
                                                  "display", gdk_display_get_default (), NULL);

      g_list_store_append (two, first);
      g_list_store_append (two, other);
      g_assert_cmpuint (brg_presenter_choose_monitor (G_LIST_MODEL (two), first), ==, 1);
      g_assert_cmpuint (brg_presenter_choose_monitor (G_LIST_MODEL (two), other), ==, 0);
    }
#endif

  session_start (&s, "directives.pbn");
  {
    g_autoptr(GdkMonitor) chosen = g_list_model_get_item (monitors,
                                                          brg_presenter_get_monitor (s.presenter));

    g_assert_true (brg_projector_get_monitor (brg_presenter_get_projector (s.presenter))
                   == chosen);
    /* The laptop's window is on the first monitor (no window manager). */
    g_assert_cmpuint (brg_presenter_get_monitor (s.presenter), ==, n > 1 ? 1 : 0);
  }
  if (n < 2)
    g_test_message ("one monitor (Xvfb has one RandR output): the projector is on it");
  else
    {
      brg_presenter_set_monitor (s.presenter, 0);
      g_assert_true (brg_projector_get_monitor (brg_presenter_get_projector (s.presenter))
                     == first);
    }
  gtk_widget_activate_action (GTK_WIDGET (s.presenter), "presentation.stop", NULL);
  session_end (&s);
}

/* ---- Export → Slides ---- */

static void
exported_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GError **error = ((gpointer *) user_data)[1];
  guint *n = ((gpointer *) user_data)[0];

  *n = brg_slides_export_finish (result, error);
  ((gpointer *) user_data)[2] = GINT_TO_POINTER (TRUE);
}

static gboolean
export_done (gpointer data)
{
  return ((gpointer *) data)[2] != NULL;
}

/* A page a step of every board, written in a worker. */
static void
test_export (void)
{
  g_autoptr(BrgEvent) event = read_lesson ("directives.pbn");
  g_autofree char *dir = g_dir_make_tmp ("finesse-slides-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint n = 0, expected = 0;
  gpointer data[3] = { &n, &error, NULL };
  g_autofree char *contents = NULL;
  gsize length;

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      g_autoptr(BrgLesson) lesson = brg_lesson_new (brg_event_get_board (event, i));

      expected += brg_lesson_get_n_steps (lesson);
    }
  brg_slides_export_async (event, FALSE, FALSE, file, NULL, exported_cb, data);
  ui_test_wait_until (export_done, data);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, expected);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  ui_test_remove_tree (dir);
}

/* ---- Authoring ---- */

static void
perform_cb (BrgCommentEditor *editor,
            BrgCommand       *command,
            BrgHistory       *history)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (brg_history_perform (history, command, &error));
  g_assert_no_error (error);
}

/* Ctrl+Enter in a comment ends a step at the cursor: Bridge Classroom's
 * [NEXT] (lesson-directive-spec.md §4), placed in the text as stored
 * (a suit typed as ♠ is \S), undone byte for byte. */
static void
test_step_break (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
    "[Auction \"N\"]\n1S {Five \\S spades.  Then what?} Pass 2S Pass\n4S Pass Pass Pass\n");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 0);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  BrgCommentEditor *editor = BRG_COMMENT_EDITOR (brg_comment_editor_new ("After 1S"));
  g_autoptr(GPtrArray) comments = NULL;
  g_autoptr(GError) error = NULL;
  GtkTextView *view;
  GtkTextBuffer *buffer;
  GtkTextIter at;
  g_autofree char *text = NULL;

  g_signal_connect (editor, "command", G_CALLBACK (perform_cb), history);
  gtk_window_set_child (window, GTK_WIDGET (editor));
  brg_comment_editor_set_anchor (editor, board, &anchor);
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  view = brg_comment_editor_get_view (editor, 0);
  buffer = gtk_text_view_get_buffer (view);
  {
    GtkTextIter start, end;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  }
  g_assert_cmpstr (text, ==, "Five ♠ spades.  Then what?");
  gtk_widget_grab_focus (GTK_WIDGET (view));
  gtk_text_buffer_get_iter_at_offset (buffer, &at, g_utf8_strlen ("Five ♠ spades.", -1));
  gtk_text_buffer_place_cursor (buffer, &at);
  g_assert_true (brg_comment_editor_insert_step_break (editor));

  comments = brg_board_dup_comments (board, &anchor);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (comments, 0))->text, ==,
                   "Five \\S spades. [NEXT]  Then what?");
  {
    g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

    g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 2);
  }
  g_assert_true (brg_history_undo (history, &error));
  g_assert_no_error (error);
  g_clear_pointer (&comments, g_ptr_array_unref);
  comments = brg_board_dup_comments (board, &anchor);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (comments, 0))->text, ==,
                   "Five \\S spades.  Then what?");
  gtk_window_destroy (window);
  ui_test_drain ();
}

/* Show Hands at Step: the hands of a step checked as it shows them; the
 * command shows those from that step on; fewer than the step before is
 * refused, as Bridge Classroom shows a hand for good (§4, [SHOW]). */
static void
test_step_hands (void)
{
  g_autoptr(BrgEvent) event = read_lesson ("directives.pbn");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  AdwMessageDialog *dialog = brg_step_hands_dialog_new (NULL, board, 1);
  g_autoptr(BrgCommand) command = NULL;
  g_autoptr(GError) error = NULL;
  guint ns = (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH);

  g_object_ref_sink (dialog);
  {
    g_autoptr(GString) problems = g_string_new (NULL);

    ui_test_check_controls (GTK_WIDGET (dialog), problems);
    g_assert_cmpstr (problems->str, ==, "");
  }
  command = brg_step_hands_dialog_dup_command (dialog, &error);
  g_assert_no_error (error);
  g_assert_nonnull (command);

  brg_step_hands_dialog_set (dialog, 1, ns | (1u << BRG_SEAT_WEST));
  g_clear_object (&command);
  command = brg_step_hands_dialog_dup_command (dialog, &error);
  g_assert_no_error (error);
  g_assert_true (brg_history_perform (history, command, &error));
  g_assert_no_error (error);
  {
    g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

    g_assert_cmpuint (brg_lesson_get_step (lesson, 0)->seats_shown, ==, ns);
    g_assert_cmpuint (brg_lesson_get_step (lesson, 1)->seats_shown, ==,
                      ns | (1u << BRG_SEAT_WEST));
  }

  brg_step_hands_dialog_set (dialog, 1, 1u << BRG_SEAT_NORTH);
  g_clear_object (&command);
  command = brg_step_hands_dialog_dup_command (dialog, &error);
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_null (command);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* ---- In the window ---- */

static GFile *
lesson_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", name, NULL);

  return g_file_new_for_path (path);
}

/* Runs the window's shortcut for @accelerator as if its keys were pressed. */
static gboolean
press_shortcut (BrgWindow  *window,
                const char *accelerator)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accelerator);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) && gtk_shortcut_trigger_equal (trigger, wanted))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (window), NULL);
        }
    }
  g_error ("no shortcut for %s", accelerator);
  return FALSE;
}

/* F5 presents the lesson from the board shown: the console in the
 * window's place, the projector; the keys step both; Esc gives the window
 * back as it was. */
static void
test_window_present (UiFixture     *f,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = lesson_file ("directives.pbn");
  GtkStack *stack = ui_test_get_child (f->window, "stack");
  BrgReplay *replay = brg_window_get_replay (f->window);
  BrgPresenter *presenter;
  BrgProjector *projector;
  BrgSlideView *view;
  guint cards;

  ui_test_open_and_wait (f->window, file);
  g_assert_true (ui_test_action_enabled (f->window, "win.present"));
  g_assert_true (ui_test_action_enabled (f->window, "win.export-slides"));
  g_assert_false (ui_test_action_enabled (f->window, "win.step-hands"));
  g_assert_false (ui_test_action_enabled (f->window, "win.insert-step-break"));
  g_assert_nonnull (ui_test_find_actionable (GTK_WIDGET (f->window), "win.present"));
  cards = brg_replay_get_cards_played (replay);

  g_assert_true (press_shortcut (f->window, "F5"));
  presenter = BRG_PRESENTER (ui_test_find_descendant (GTK_WIDGET (f->window), BRG_TYPE_PRESENTER));
  g_assert_nonnull (presenter);
  g_assert_true (gtk_stack_get_visible_child (stack) == GTK_WIDGET (presenter));
  projector = brg_presenter_get_projector (presenter);
  g_assert_nonnull (projector);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (projector)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (projector));
  view = brg_projector_get_view (projector);
  draw (view);
  g_assert_nonnull (strstr (brg_slide_view_get_description (view), "Board 1, step 1 of"));
  g_assert_nonnull (strstr (brg_slide_view_get_description (view), "West: hidden"));
  g_assert_null (strchr (brg_slide_view_get_description (view), '['));

  /* The console's Right is the next step, not the table's next card. */
  g_assert_false (press_shortcut (f->window, "Right"));
  g_assert_true (press (GTK_WIDGET (presenter), GDK_KEY_Right));
  g_assert_cmpuint (brg_slide_view_get_step (view), ==, 1);
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, cards);
  g_assert_true (press (GTK_WIDGET (projector), GDK_KEY_End));
  draw (view);
  g_assert_null (strstr (brg_slide_view_get_description (view), "hidden"));

  /* Esc on the projector: the window as it was. */
  g_assert_true (press (GTK_WIDGET (projector), GDK_KEY_Escape));
  g_assert_null (ui_test_find_descendant (GTK_WIDGET (f->window), BRG_TYPE_PRESENTER));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "boards");
  g_assert_null (ui_test_find_toplevel (BRG_TYPE_PROJECTOR, NULL));

  /* The menu's Present, and again to end. */
  ui_test_activate (f->window, "win.present");
  g_assert_nonnull (ui_test_find_toplevel (BRG_TYPE_PROJECTOR, NULL));
  ui_test_activate (f->window, "win.present");
  g_assert_null (ui_test_find_toplevel (BRG_TYPE_PROJECTOR, NULL));
  ui_test_drain ();
}

/* In the edit mode: Show Hands at Step (Shift+Ctrl+W) and Insert Step
 * Break in a comment, each undone with Ctrl+Z. */
static void
test_window_author (UiFixture     *f,
                    gconstpointer  data)
{
  g_autoptr(GFile) file = lesson_file ("directives.pbn");
  BrgEvent *event;
  BrgBoard *board;
  AdwMessageDialog *dialog;
  guint nsw = (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH) | (1u << BRG_SEAT_WEST);

  ui_test_open_and_wait (f->window, file);
  event = brg_window_get_event (f->window);
  board = brg_event_get_board (event, 0);
  ui_test_activate (f->window, "win.edit-mode");
  g_assert_true (ui_test_action_enabled (f->window, "win.step-hands"));

  g_assert_true (press_shortcut (f->window, "<Shift><Control>w"));
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG,
                                                      GTK_WINDOW (f->window)));
  g_assert_nonnull (dialog);
  brg_step_hands_dialog_set (dialog, 1, nsw);
  adw_message_dialog_response (dialog, "show");
  ui_test_drain ();
  {
    g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

    g_assert_cmpuint (brg_lesson_get_step (lesson, 1)->seats_shown, ==, nsw);
  }
  ui_test_activate (f->window, "win.undo");
  {
    g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

    g_assert_cmpuint (brg_lesson_get_step (lesson, 1)->seats_shown, !=, nsw);
  }

  /* A step break at the cursor of the comment being edited. */
  ui_test_open_text (f->window, "plain.pbn",
                     "[Board \"1\"]\n[Dealer \"N\"]\n"
                     "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 "
                     "52.T54.QJT8.T973\"]\n"
                     "[Auction \"N\"]\n1S {Five spades.  Then what?} Pass 2S Pass\n"
                     "4S Pass Pass Pass\n");
  board = brg_event_get_board (brg_window_get_event (f->window), 0);
  ui_test_activate (f->window, "win.edit-mode");
  /* To North's 1S, the first call. */
  ui_test_activate (f->window, "win.play-start");
  while (brg_replay_get_calls_shown (brg_window_get_replay (f->window)) > 1)
    ui_test_activate (f->window, "win.prev-call");
  g_assert_cmpuint (brg_replay_get_calls_shown (brg_window_get_replay (f->window)), ==, 1);
  ui_test_activate (f->window, "win.edit-comment");
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
    GtkTextBuffer *buffer;
    GtkTextIter at;
    BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 0);
    g_autoptr(GPtrArray) comments = NULL;

    g_assert_true (GTK_IS_TEXT_VIEW (focus));
    buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (focus));
    gtk_text_buffer_get_iter_at_offset (buffer, &at, strlen ("Five spades."));
    gtk_text_buffer_place_cursor (buffer, &at);
    g_assert_true (ui_test_action_enabled (f->window, "win.insert-step-break"));
    ui_test_activate (f->window, "win.insert-step-break");
    comments = brg_board_dup_comments (board, &anchor);
    g_assert_cmpstr (((BrgComment *) g_ptr_array_index (comments, 0))->text, ==,
                     "Five spades. [NEXT]  Then what?");
  }
  ui_test_activate (f->window, "win.undo");
  {
    BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 0);
    g_autoptr(GPtrArray) comments = brg_board_dup_comments (board, &anchor);

    g_assert_cmpstr (((BrgComment *) g_ptr_array_index (comments, 0))->text, ==,
                     "Five spades.  Then what?");
  }
  ui_test_forget_changes (f->window);
}

int
main (int    argc,
      char **argv)
{
  app = ui_test_init (&argc, &argv, UI_TEST_ACCESSIBLE);
  if (app == NULL)
    return 0;

  g_test_add_func ("/present/walk", test_walk);
  g_test_add_func ("/present/blank-and-stop", test_blank_and_stop);
  g_test_add_func ("/present/projector-keys", test_projector_keys);
  g_test_add_func ("/present/console", test_console);
  g_test_add_func ("/present/monitor", test_monitor);
  g_test_add_func ("/present/export", test_export);
  g_test_add_func ("/present/author/step-break", test_step_break);
  g_test_add_func ("/present/author/step-hands", test_step_hands);
  g_test_add ("/present/window/present", UiFixture, NULL, ui_fixture_set_up,
              test_window_present, ui_fixture_tear_down);
  g_test_add ("/present/window/author", UiFixture, NULL, ui_fixture_set_up,
              test_window_author, ui_fixture_tear_down);

  return ui_test_run (app, argv[0]);
}
