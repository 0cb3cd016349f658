/* brg-window-boards.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands on the boards of BrgWindow's event: add, duplicate, delete,
 * move (Alt+Up, Alt+Down, or a drag in the board list) and renumber the
 * boards selected in the list. Each is one command of brg-board-edits.h
 * through the window's history, and leaves the boards it made or moved
 * selected.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-window-private.h"

/* The board shown's position in the event, or @fallback. */
static guint
current_position (BrgWindow *self,
                  guint      fallback)
{
  BrgBoard *board = _brg_window_get_board (self);
  guint position;

  if (board != NULL && brg_event_find (self->event, board, &position))
    return position;
  return fallback;
}

/* Shows the board at @position of the event, with no search hiding it. */
static void
show_position (BrgWindow *self,
               guint      position)
{
  if (position < brg_event_get_n_boards (self->event))
    brg_board_list_select_board (self->board_list, brg_event_get_board (self->event, position));
}

static void
add_board_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  guint n = self->event != NULL ? brg_event_get_n_boards (self->event) : 0;
  guint position;
  g_autoptr(BrgCommand) command = NULL;

  if (self->event == NULL)
    return;

  if (g_str_equal (action_name, "win.duplicate-board"))
    {
      position = current_position (self, G_MAXUINT);
      if (position == G_MAXUINT)
        return;
      command = brg_edit_duplicate_board (self->event, position);
    }
  else
    {
      /* After the board shown, else at the end. */
      position = current_position (self, n > 0 ? n - 1 : 0);
      command = brg_edit_add_board (self->event, n > 0 ? position + 1 : 0);
    }

  if (_brg_window_perform (self, command))
    show_position (self, n > 0 ? position + 1 : 0);
}

static void
delete_boards_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  g_autoptr(GArray) positions = brg_board_list_dup_selection (self->board_list);
  g_autoptr(BrgCommand) command = NULL;

  if (self->event == NULL || positions->len == 0
      || positions->len >= brg_event_get_n_boards (self->event))
    return;

  command = brg_edit_remove_boards (self->event, (const guint *) positions->data, positions->len);
  _brg_window_perform (self, command);
}

/* Moves the boards at @positions (in order) to stand together from @to,
 * and leaves them selected, the board shown among them. */
static void
move_boards (BrgWindow   *self,
             const guint *positions,
             guint        n,
             guint        to)
{
  g_autoptr(BrgCommand) command = NULL;
  guint shown = current_position (self, G_MAXUINT);
  guint current = 0;

  if (self->event == NULL || n == 0 || to + n > brg_event_get_n_boards (self->event))
    return;

  for (guint i = 0; i < n; i++)
    if (positions[i] == shown)
      current = i;

  command = brg_edit_move_boards (self->event, positions, n, to);
  if (!_brg_window_perform (self, command))
    return;
  brg_board_list_select_range (self->board_list, to, n, current);
}

static void
move_boards_step_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  g_autoptr(GArray) positions = brg_board_list_dup_selection (self->board_list);
  gboolean up = g_str_equal (action_name, "win.move-boards-up");
  guint first;
  guint to;

  if (self->event == NULL || positions->len == 0)
    return;

  /* A selection with gaps closes up first, round its first board. */
  first = g_array_index (positions, guint, 0);
  if (g_array_index (positions, guint, positions->len - 1) - first + 1 > positions->len)
    to = first;
  else if (up)
    {
      if (first == 0)
        return;
      to = first - 1;
    }
  else
    to = first + 1;
  move_boards (self, (const guint *) positions->data, positions->len, to);
}

/* The board list's drop: ((au) positions, (u) to). */
static void
move_boards_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  g_autoptr(GVariant) array = NULL;
  const guint32 *positions;
  gsize n = 0;
  guint to = 0;

  g_variant_get (parameter, "(@auu)", &array, &to);
  positions = g_variant_get_fixed_array (array, &n, sizeof (guint32));
  move_boards (self, positions, (guint) n, to);
}

/* -- Renumbering -- */

typedef struct
{
  BrgWindow     *self;        /* Owned */
  GArray        *positions;   /* Owned */
  GtkSpinButton *first;       /* Borrowed: in the dialog */
} RenumberData;

static void
renumber_data_free (gpointer  user_data,
                    GClosure *closure)
{
  RenumberData *data = user_data;

  g_clear_object (&data->self);
  g_clear_pointer (&data->positions, g_array_unref);
  g_free (data);
}

static void
renumber_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      RenumberData     *data)
{
  BrgWindow *self = data->self;
  g_autoptr(BrgCommand) command = NULL;
  guint first;

  if (!g_str_equal (response, "renumber") || self->event == NULL)
    return;

  gtk_spin_button_update (data->first);
  first = (guint) gtk_spin_button_get_value_as_int (data->first);
  command = brg_edit_renumber_boards (self->event, (const guint *) data->positions->data,
                                      data->positions->len, first);
  _brg_window_perform (self, command);
}

static void
renumber_boards_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  g_autoptr(GArray) positions = brg_board_list_dup_selection (self->board_list);
  g_autofree char *body = NULL;
  RenumberData *data;
  GtkWidget *dialog;
  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *spin;
  guint start;

  if (self->event == NULL || positions->len == 0)
    return;

  /* One board selected: all of them, the usual wish for a lesson set. */
  if (positions->len == 1)
    {
      g_array_set_size (positions, 0);
      for (guint i = 0; i < brg_event_get_n_boards (self->event); i++)
        g_array_append_val (positions, i);
      /* Translators: %u is a number of boards */
      body = g_strdup_printf (ngettext ("The %u board of the file is numbered in order, its "
                                        "dealer and vulnerability following the number "
                                        "unless they were set on purpose.",
                                        "All %u boards of the file are numbered in order, "
                                        "their dealer and vulnerability following the number "
                                        "unless they were set on purpose.",
                                        positions->len), positions->len);
    }
  else
    /* Translators: %u is a number of boards */
    body = g_strdup_printf (ngettext ("The %u board selected is numbered in order, its dealer "
                                      "and vulnerability following the number unless they "
                                      "were set on purpose.",
                                      "The %u boards selected are numbered in order, their "
                                      "dealer and vulnerability following the number unless "
                                      "they were set on purpose.",
                                      positions->len), positions->len);

  start = brg_board_get_number (brg_event_get_board (self->event,
                                                     g_array_index (positions, guint, 0)));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Renumber Boards"), body);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  label = gtk_label_new_with_mnemonic (_("_First number"));
  spin = gtk_spin_button_new_with_range (1, 9999, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), MAX (start, 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), spin);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "renumber", _("_Renumber"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "renumber",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "renumber");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  data = g_new0 (RenumberData, 1);
  data->self = g_object_ref (self);
  data->positions = g_steal_pointer (&positions);
  data->first = GTK_SPIN_BUTTON (spin);
  g_signal_connect_data (dialog, "response", G_CALLBACK (renumber_response_cb), data,
                         renumber_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (spin);
}

static void
select_all_boards_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  brg_board_list_select_all (BRG_WINDOW (widget)->board_list);
}

void
_brg_window_class_add_board_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.add-board", NULL, add_board_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate-board", NULL, add_board_action);
  gtk_widget_class_install_action (widget_class, "win.delete-boards", NULL, delete_boards_action);
  gtk_widget_class_install_action (widget_class, "win.move-boards-up", NULL,
                                   move_boards_step_action);
  gtk_widget_class_install_action (widget_class, "win.move-boards-down", NULL,
                                   move_boards_step_action);
  gtk_widget_class_install_action (widget_class, "win.move-boards", "(auu)", move_boards_action);
  gtk_widget_class_install_action (widget_class, "win.renumber-boards", NULL,
                                   renumber_boards_action);
  gtk_widget_class_install_action (widget_class, "win.select-all-boards", NULL,
                                   select_all_boards_action);
}
