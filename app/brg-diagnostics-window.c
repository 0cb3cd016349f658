/* brg-diagnostics-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-application.h"
#include "brg-diagnostics-window-private.h"

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
 */
struct _BrgDiagnosticsWindow
{
  AdwWindow   parent_instance;

  /* Owned */
  GPtrArray  *diagnostics;   /* of BrgDiagnostic */
  char       *file_name;
  BrgEvent   *event;         /* the boards they are about, or NULL */

  /* Template widgets */
  AdwWindowTitle *window_title;
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
  if (self->event == NULL || diagnostic->board == 0
      || diagnostic->board > brg_event_get_n_boards (self->event))
    return NULL;

  return brg_event_get_board (self->event, diagnostic->board - 1);
}

static void
factory_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = gtk_image_new ();
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
  const BrgDiagnostic *diagnostic = g_ptr_array_index (self->diagnostics,
                                                       gtk_list_item_get_position (item));
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *icon = gtk_widget_get_first_child (row);
  GtkWidget *text = gtk_widget_get_next_sibling (icon);
  GtkWidget *where = gtk_widget_get_first_child (text);
  GtkWidget *message = gtk_widget_get_next_sibling (where);
  gboolean error = diagnostic->severity == BRG_SEVERITY_ERROR;
  BrgBoard *board = get_board (self, diagnostic);
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
  const BrgDiagnostic *diagnostic;

  if (position >= self->diagnostics->len)
    return;
  diagnostic = g_ptr_array_index (self->diagnostics, position);
  if (get_board (self, diagnostic) != NULL)
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
  gtk_widget_dispose_template (GTK_WIDGET (object), BRG_TYPE_DIAGNOSTICS_WINDOW);

  G_OBJECT_CLASS (brg_diagnostics_window_parent_class)->dispose (object);
}

static void
brg_diagnostics_window_finalize (GObject *object)
{
  BrgDiagnosticsWindow *self = BRG_DIAGNOSTICS_WINDOW (object);

  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_object (&self->event);

  G_OBJECT_CLASS (brg_diagnostics_window_parent_class)->finalize (object);
}

static void
brg_diagnostics_window_class_init (BrgDiagnosticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_diagnostics_window_dispose;
  object_class->finalize = brg_diagnostics_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-diagnostics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgDiagnosticsWindow, window_title);
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
  _brg_accessible_name_window (GTK_WINDOW (self));

  g_signal_connect (factory, "setup", G_CALLBACK (factory_setup_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (factory_bind_cb), self, 0);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
}

/* Lists the problems; the rows read them by position, the model only
 * counts them. */
static void
set_diagnostics (BrgDiagnosticsWindow *self,
                 const char           *file_name,
                 GPtrArray            *diagnostics)
{
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);
  g_autoptr(GtkNoSelection) selection = NULL;
  g_autofree char *subtitle = NULL;

  self->diagnostics = g_ptr_array_ref (diagnostics);
  self->file_name = g_strdup (file_name);

  for (guint i = 0; i < diagnostics->len; i++)
    gtk_string_list_append (items, "");
  selection = gtk_no_selection_new (G_LIST_MODEL (g_steal_pointer (&items)));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));

  subtitle = g_strdup_printf (ngettext ("%s: %u problem", "%s: %u problems", diagnostics->len),
                              file_name, diagnostics->len);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/**
 * brg_diagnostics_window_new:
 * @parent: (nullable): the window of the file
 * @file_name: the file's name, for the title
 * @diagnostics: (element-type BrgDiagnostic): the problems
 *
 * Returns: (transfer none): a new window, not yet shown
 */
GtkWidget *
brg_diagnostics_window_new (GtkWindow  *parent,
                            const char *file_name,
                            GPtrArray  *diagnostics)
{
  BrgDiagnosticsWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (file_name != NULL, NULL);
  g_return_val_if_fail (diagnostics != NULL, NULL);

  self = g_object_new (BRG_TYPE_DIAGNOSTICS_WINDOW,
                       "transient-for", parent,
                       NULL);
  set_diagnostics (self, file_name, diagnostics);

  return GTK_WIDGET (self);
}

/**
 * brg_diagnostics_window_set_event:
 * @self: a diagnostics window
 * @event: (nullable): the boards the problems are about
 *
 * Names the boards in the list and lets a click show them.
 */
void
brg_diagnostics_window_set_event (BrgDiagnosticsWindow *self,
                                  BrgEvent             *event)
{
  g_return_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self));
  g_return_if_fail (event == NULL || BRG_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  /* Rebind the rows shown. */
  {
    GtkSelectionModel *model = gtk_list_view_get_model (self->list_view);

    g_object_ref (model);
    gtk_list_view_set_model (self->list_view, NULL);
    gtk_list_view_set_model (self->list_view, model);
    g_object_unref (model);
  }
}

/**
 * brg_diagnostics_window_get_event:
 * @self: a diagnostics window
 *
 * Returns: (transfer none) (nullable): the boards the problems are about
 */
BrgEvent *
brg_diagnostics_window_get_event (BrgDiagnosticsWindow *self)
{
  g_return_val_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self), NULL);

  return self->event;
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
  g_return_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self));

  for (guint i = 0; i < self->diagnostics->len; i++)
    if (((const BrgDiagnostic *) g_ptr_array_index (self->diagnostics, i))->board == board)
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

  return self->diagnostics->len;
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
  GString *out;

  g_return_val_if_fail (BRG_IS_DIAGNOSTICS_WINDOW (self), NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < self->diagnostics->len; i++)
    {
      g_autofree char *line = brg_diagnostic_format (g_ptr_array_index (self->diagnostics, i),
                                                     self->file_name);

      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }

  return g_string_free (out, FALSE);
}
