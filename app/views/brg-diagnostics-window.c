/* brg-diagnostics-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-diagnostics-window-private.h"
#include "brg-markup-private.h"

/**
 * BrgDiagnosticsWindow:
 *
 * The problems found while reading a file (#BrgDiagnostic), one row each
 * with its severity, board, line and column, in file order. A list view,
 * so that a file with thousands of problems opens at once. A click on a
 * problem of a board emits #BrgDiagnosticsWindow::board-activated, and the
 * main window shows that board. The Copy button puts the problems on the
 * clipboard in the compiler format of brg_diagnostic_format(), for a bug
 * report or an editor.
 *
 * The window shows a #BrgProblemList and follows it: while a file is read
 * the problems found join the end of the list as they come (the rows
 * shown stay where they are; a batch costs its own rows, not the whole
 * list), the count in the title keeps up, and when the window that owns
 * the list shows another file, this lists that file's problems.
 */
struct _BrgDiagnosticsWindow
{
  AdwWindow       parent_instance;

  /* Owned */
  BrgProblemList *problems;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  GtkSpinner     *spinner;
  GtkWidget      *copy_button;
  GtkListView    *list_view;
};

G_DEFINE_FINAL_TYPE (BrgDiagnosticsWindow, brg_diagnostics_window, ADW_TYPE_WINDOW)

enum {
  BOARD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The board a problem is about, or NULL for the file itself. */
static BrgBoard *
get_board (BrgDiagnosticsWindow *self,
           const BrgDiagnostic  *diagnostic)
{
  BrgEvent *event = brg_problem_list_get_event (self->problems);

  if (event == NULL || diagnostic->board == 0
      || diagnostic->board > brg_event_get_n_boards (event))
    return NULL;

  return brg_event_get_board (event, diagnostic->board - 1);
}

static void
factory_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  /* The text beside it says "Error" or "Warning" already. */
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  NULL);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *where = gtk_label_new (NULL);
  GtkWidget *message = gtk_label_new (NULL);

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 2);
  gtk_label_set_xalign (GTK_LABEL (where), 0);
  gtk_widget_add_css_class (where, "caption");
  gtk_widget_add_css_class (where, "dim-label");
  gtk_widget_add_css_class (where, "numeric");
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  /* A wrapping label with no width in characters works out its smallest
   * width by breaking its text at every character: with the view's 200
   * rows that halved the time to show the first problems
   * (bench/bench-problems). */
  gtk_label_set_width_chars (GTK_LABEL (message), 30);
  gtk_label_set_max_width_chars (GTK_LABEL (message), 60);
  /* Not selectable, so that a click shows the board; Copy copies them all. */

  gtk_box_append (GTK_BOX (text), where);
  gtk_box_append (GTK_BOX (text), message);
  gtk_box_append (GTK_BOX (row), icon);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_list_item_set_child (item, row);
}

static void
factory_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 BrgDiagnosticsWindow     *self)
{
  const BrgDiagnostic *diagnostic =
    brg_problem_list_get_diagnostic (self->problems, gtk_list_item_get_position (item));
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *icon = gtk_widget_get_first_child (row);
  GtkWidget *text = gtk_widget_get_next_sibling (icon);
  GtkWidget *where = gtk_widget_get_first_child (text);
  GtkWidget *message = gtk_widget_get_next_sibling (where);
  gboolean error = diagnostic->severity == BRG_SEVERITY_ERROR;
  BrgBoard *board = get_board (self, diagnostic);
  /* Translators: the severity of a problem found in a file */
  g_autoptr(GString) place = g_string_new (error ? _("Error") : _("Warning"));

  gtk_image_set_from_icon_name (GTK_IMAGE (icon),
                                error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  if (error)
    {
      gtk_widget_add_css_class (icon, "error");
      gtk_widget_remove_css_class (icon, "warning");
    }
  else
    {
      gtk_widget_add_css_class (icon, "warning");
      gtk_widget_remove_css_class (icon, "error");
    }

  /* "Error · Board 3 · Line 9, column 10" */
  if (board != NULL)
    {
      g_string_append (place, " · ");
      if (brg_board_get_number (board) > 0)
        g_string_append_printf (place, _("Board %u"), brg_board_get_number (board));
      else
        /* Translators: a board without a number, by its place in the file */
        g_string_append_printf (place, _("Deal %u"), diagnostic->board);
    }
  if (diagnostic->line > 0)
    {
      g_string_append (place, " · ");
      if (diagnostic->column > 0)
        /* Translators: where a problem was found in a file */
        g_string_append_printf (place, _("Line %u, column %u"), diagnostic->line,
                                diagnostic->column);
      else
        /* Translators: where a problem is: the line of the file */
        g_string_append_printf (place, _("Line %u"), diagnostic->line);
    }

  /* A click on a board's problem shows the board. */
  gtk_list_item_set_activatable (item, board != NULL);
  gtk_widget_set_tooltip_text (row, board != NULL ? _("Show this board") : NULL);

  gtk_label_set_text (GTK_LABEL (where), place->str);
  gtk_label_set_text (GTK_LABEL (message), diagnostic->message);
}

static void
list_activate_cb (BrgDiagnosticsWindow *self,
                  guint                 position)
{
  const BrgDiagnostic *diagnostic = brg_problem_list_get_diagnostic (self->problems, position);

  if (diagnostic != NULL && get_board (self, diagnostic) != NULL)
    g_signal_emit (self, signals[BOARD_ACTIVATED], 0, diagnostic->board);
}

static void
copy_clicked_cb (BrgDiagnosticsWindow *self)
{
  g_autofree char *text = brg_diagnostics_window_dup_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

static void
brg_diagnostics_window_dispose (GObject *object)
{
  BrgDiagnosticsWindow *self = BRG_DIAGNOSTICS_WINDOW (object);

  if (self->problems != NULL)
    g_signal_handlers_disconnect_by_data (self->problems, self);
  gtk_widget_dispose_template (GTK_WIDGET (object), BRG_TYPE_DIAGNOSTICS_WINDOW);
  g_clear_object (&self->problems);

  G_OBJECT_CLASS (brg_diagnostics_window_parent_class)->dispose (object);
}

static void
brg_diagnostics_window_class_init (BrgDiagnosticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_diagnostics_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-diagnostics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, copy_button);
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, list_view);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);

  /**
   * BrgDiagnosticsWindow::board-activated:
   * @self: the window
   * @board: the 1-based index in the file of the board the problem is about
   *
   * Emitted when the user picks a problem of a board.
   */
  signals[BOARD_ACTIVATED] =
    g_signal_new ("board-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
brg_diagnostics_window_init (BrgDiagnosticsWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (factory, "setup", G_CALLBACK (factory_setup_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (factory_bind_cb), self, 0);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
}

/* The count in the title, the spinner, and the page shown: what the
 * list holds and whether more may come. Cheap: called for each batch. */
static void
update_state (BrgDiagnosticsWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->problems));
  gboolean loading = brg_problem_list_get_loading (self->problems);
  const char *file_name = brg_problem_list_get_file_name (self->problems);
  g_autofree char *count = _brg_dup_count (n);
  g_autofree char *problems = NULL;
  g_autofree char *subtitle = NULL;

  if (loading)
    /* Translators: %s is a number with its digits grouped, "1,234"; the
     * file is still being read */
    problems = g_strdup_printf (ngettext ("%s problem so far", "%s problems so far", n), count);
  else
    /* Translators: %s is a number with its digits grouped, "1,234" */
    problems = g_strdup_printf (ngettext ("%s problem", "%s problems", n), count);
  if (file_name != NULL)
    /* Translators: a file name, then how many problems it has */
    subtitle = g_strdup_printf (_("%s: %s"), file_name, problems);
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : problems);

  gtk_widget_set_sensitive (self->copy_button, n > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), loading);
  gtk_spinner_set_spinning (self->spinner, loading);

  if (n > 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "list");
      return;
    }
  if (loading)
    {
      adw_status_page_set_title (self->empty_page, _("No Problems Yet"));
      adw_status_page_set_description (self->empty_page,
                                       _("The file is still being read: problems appear here "
                                         "as they are found."));
    }
  else
    {
      adw_status_page_set_title (self->empty_page, _("No Problems"));
      adw_status_page_set_description (self->empty_page,
                                       _("Finesse found nothing wrong while reading the file."));
    }
  gtk_stack_set_visible_child_name (self->stack, "empty");
}

static void
problems_changed_cb (BrgDiagnosticsWindow *self)
{
  update_state (self);
}

/**
 * brg_diagnostics_window_new:
 * @parent: (nullable): the window of the file
 * @problems: the problems to list, followed as they change
 *
 * Returns: (transfer none): a new window, not yet shown
 */
GtkWidget *
brg_diagnostics_window_new (GtkWindow      *parent,
                            BrgProblemList *problems)
{
  BrgDiagnosticsWindow *self;
  g_autoptr(GtkNoSelection) selection = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (problems), NULL);

  self = g_object_new (BRG_TYPE_DIAGNOSTICS_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->problems = g_object_ref (problems);

  /* The rows read the problems by position; the model's items-changed
   * carries a batch to the view as one change at the end. */
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (problems)));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));

  g_signal_connect_swapped (problems, "items-changed", G_CALLBACK (problems_changed_cb), self);
  g_signal_connect_swapped (problems, "notify::loading", G_CALLBACK (problems_changed_cb), self);
  g_signal_connect_swapped (problems, "notify::file-name", G_CALLBACK (problems_changed_cb), self);
  update_state (self);

  return GTK_WIDGET (self);
}

/**
 * brg_diagnostics_window_get_problems:
 * @self: a diagnostics window
 *
 * Returns: (transfer none): the problems listed
 */
BrgProblemList *
brg_diagnostics_window_get_problems (BrgDiagnosticsWindow *self)
{
  g_return_val_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self), NULL);

  return self->problems;
}

/**
 * brg_diagnostics_window_show_board:
 * @self: a diagnostics window
 * @board: the 1-based index in the file of a board
 *
 * Scrolls the list to the first problem of @board.
 */
void
brg_diagnostics_window_show_board (BrgDiagnosticsWindow *self,
                                   guint                 board)
{
  GPtrArray *diagnostics;

  g_return_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self));

  diagnostics = brg_problem_list_get_diagnostics (self->problems);
  for (guint i = 0; i < diagnostics->len; i++)
    if (((const BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->board == board)
      {
        /* gtk_list_view_scroll_to() is GTK 4.12; the list's own action scrolls. */
        gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", i);
        return;
      }
}

/**
 * brg_diagnostics_window_get_n_items:
 * @self: a diagnostics window
 *
 * Returns: the number of problems listed
 */
guint
brg_diagnostics_window_get_n_items (BrgDiagnosticsWindow *self)
{
  g_return_val_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->problems));
}

/**
 * brg_diagnostics_window_dup_text:
 * @self: a diagnostics window
 *
 * Returns: (transfer full): the problems, one line each as
 *   brg_diagnostic_format() writes them
 */
char *
brg_diagnostics_window_dup_text (BrgDiagnosticsWindow *self)
{
  GPtrArray *diagnostics;
  const char *file_name;
  GString *out;

  g_return_val_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self), NULL);

  diagnostics = brg_problem_list_get_diagnostics (self->problems);
  file_name = brg_problem_list_get_file_name (self->problems);
  out = g_string_new (NULL);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      g_autofree char *line = brg_diagnostic_format (g_ptr_array_index (diagnostics, i),
                                                     file_name);

      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }

  return g_string_free (out, FALSE);
}
