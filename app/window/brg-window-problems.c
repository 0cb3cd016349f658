/* brg-window-problems.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-diagnostics-window.h"
#include "brg-window-actions.h"
#include "brg-window-problems.h"

/**
 * BrgWindowProblems:
 *
 * The problems found while reading the file a window shows: the bar above
 * the table that says what is wrong with the board shown, and the problems
 * window (`win.show-diagnostics`, `win.show-board-problems`), whose
 * problems lead to their boards.
 *
 * The problems are the document's (brg_document_get_diagnostics(), and by
 * board brg_document_get_board_problems()); the one #BrgProblemList of the
 * window follows the document shown, so that an open problems window
 * lists the problems of the file shown, growing while it is read.
 */
struct _BrgWindowProblems
{
  GObject          parent_instance;

  GtkWindow       *window;          /* Weak */
  BrgWindowModel  *model;           /* Owned */
  BrgProblemList  *list;            /* Owned: the problems of the document shown */
  GtkWidget       *problems_window; /* Weak: lists @list, while open */
  GtkRevealer     *bar;             /* Borrowed: the window's */
  GtkImage        *icon;
  GtkLabel        *label;
  BrgBoardList    *board_list;
  AdwFlap         *board_flap;
  GSignalGroup    *document_signals; /* Owned */
};

G_DEFINE_FINAL_TYPE (BrgWindowProblems, brg_window_problems, G_TYPE_OBJECT)

static GPtrArray *
board_problems (BrgWindowProblems *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);
  BrgBoard *board = brg_window_model_get_board (self->model);

  if (document == NULL || board == NULL)
    return NULL;
  return brg_document_get_board_problems (document, board);
}

/* The bar above the table names the first problem of the board shown. */
static void
update_bar (BrgWindowProblems *self)
{
  GPtrArray *problems = board_problems (self);
  const BrgDiagnostic *first;
  gboolean any_error = FALSE;
  g_autofree char *text = NULL;

  if (problems == NULL || problems->len == 0)
    {
      gtk_revealer_set_reveal_child (self->bar, FALSE);
      return;
    }

  for (guint i = 0; i < problems->len; i++)
    any_error |= ((const BrgDiagnostic *) g_ptr_array_index (problems, i))->severity
                 == BRG_SEVERITY_ERROR;
  first = g_ptr_array_index (problems, 0);
  if (problems->len == 1)
    text = g_strdup (first->message);
  else
    /* Translators: the first of a board's problems, then how many more */
    text = g_strdup_printf (ngettext ("%s (and %u more problem)", "%s (and %u more problems)",
                                      problems->len - 1),
                            first->message, problems->len - 1);

  gtk_label_set_text (self->label, text);
  gtk_image_set_from_icon_name (self->icon,
                                any_error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  any_error ? _("Error") : _("Warning"), -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->icon),
                               any_error ? _("Error") : _("Warning"));
  gtk_revealer_set_reveal_child (self->bar, TRUE);
}

/* Another file: an open problems window lists its problems now. */
static void
document_changed_cb (BrgWindowProblems *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);

  g_signal_group_set_target (self->document_signals, document);
  brg_problem_list_set_document (self->list, document);
  update_bar (self);
}

static void
board_activated_cb (BrgWindowProblems    *self,
                    guint                 index,
                    BrgDiagnosticsWindow *window)
{
  BrgProblemList *problems = brg_diagnostics_window_get_problems (window);
  BrgEvent *event = self->model != NULL ? brg_window_model_get_event (self->model) : NULL;

  /* Only a list about the boards shown leads to them. */
  if (event == NULL || brg_problem_list_get_event (problems) != event
      || index == 0 || index > brg_event_get_n_boards (event))
    return;

  adw_flap_set_reveal_flap (self->board_flap, TRUE);
  brg_board_list_select_board (self->board_list, brg_event_get_board (event, index - 1));
}

/* The problems of the file shown, in their own window; with @this_board,
 * scrolled to those of the board shown. The window is one, and follows
 * the file shown. */
static void
show_problems (BrgWindowProblems *self,
               gboolean           this_board)
{
  GPtrArray *problems = this_board ? board_problems (self) : NULL;
  guint index = 0;

  if (problems != NULL && problems->len > 0)
    index = ((const BrgDiagnostic *) g_ptr_array_index (problems, 0))->board;

  if (self->window == NULL)
    return;
  if (self->problems_window == NULL)
    {
      GtkWidget *window = brg_diagnostics_window_new (self->window, self->list);

      g_set_weak_pointer (&self->problems_window, window);
      g_signal_connect_object (window, "board-activated", G_CALLBACK (board_activated_cb),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->problems_window));
  if (index > 0)
    brg_diagnostics_window_show_board (BRG_DIAGNOSTICS_WINDOW (self->problems_window), index);
}

static void
show_diagnostics_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  show_problems (BRG_WINDOW_PROBLEMS (user_data), FALSE);
}

static void
show_board_problems_activated (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  show_problems (BRG_WINDOW_PROBLEMS (user_data), TRUE);
}

static const GActionEntry actions[] = {
  { "show-diagnostics", show_diagnostics_activated },
  { "show-board-problems", show_board_problems_activated },
};

static void
brg_window_problems_dispose (GObject *object)
{
  BrgWindowProblems *self = BRG_WINDOW_PROBLEMS (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_weak_pointer (&self->problems_window);
  g_clear_object (&self->model);
  g_clear_object (&self->list);

  G_OBJECT_CLASS (brg_window_problems_parent_class)->dispose (object);
}

static void
brg_window_problems_class_init (BrgWindowProblemsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_problems_dispose;
}

static void
brg_window_problems_init (BrgWindowProblems *self)
{
  self->list = brg_problem_list_new ();
  self->document_signals = g_signal_group_new (BRG_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "problems-changed",
                                  G_CALLBACK (update_bar), self);
}

/**
 * brg_window_problems_new:
 * @window: the window, which gets the problems actions and is the parent
 *   of the problems window
 * @model: what the window shows
 * @bar: the bar above the table, with its @icon and @label
 * @icon: the bar's icon
 * @label: the bar's text
 * @board_list: the board list, where a problem's board is shown
 * @board_flap: the board list's flap
 *
 * Returns: (transfer full): the problems part of @window
 */
BrgWindowProblems *
brg_window_problems_new (GtkWindow      *window,
                         BrgWindowModel *model,
                         GtkRevealer    *bar,
                         GtkImage       *icon,
                         GtkLabel       *label,
                         BrgBoardList   *board_list,
                         AdwFlap        *board_flap)
{
  BrgWindowProblems *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_PROBLEMS, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->bar = bar;
  self->icon = icon;
  self->label = label;
  self->board_list = board_list;
  self->board_flap = board_flap;
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);

  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_model_get_replay (model), "notify::board",
                           G_CALLBACK (update_bar), self, G_CONNECT_SWAPPED);
  document_changed_cb (self);
  return self;
}

/**
 * brg_window_problems_get_list:
 * @self: the problems part
 *
 * Returns: (transfer none): the problems of the document shown
 */
BrgProblemList *
brg_window_problems_get_list (BrgWindowProblems *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_PROBLEMS (self), NULL);

  return self->list;
}

/**
 * brg_window_problems_get_any:
 * @self: the problems part
 *
 * Returns: whether there are problems to list, or may be soon: while a
 *   file is read, its problems window can watch them come
 */
gboolean
brg_window_problems_get_any (BrgWindowProblems *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_PROBLEMS (self), FALSE);

  return g_list_model_get_n_items (G_LIST_MODEL (self->list)) > 0
         || brg_problem_list_get_loading (self->list);
}
