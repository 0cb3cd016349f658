/* brg-window-boards.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands on the boards of the document a window shows: add,
 * duplicate, delete, move (Alt+Up, Alt+Down, or a drag in the board
 * list) and renumber the boards selected in the list. Each is one command
 * of brg-board-edits.h performed on the document, and leaves the boards
 * it made or moved selected.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-window-actions.h"
#include "brg-window-boards.h"

struct _BrgWindowBoards
{
  GObject         parent_instance;

  GtkWindow      *window;       /* Weak: the dialogs' parent */
  BrgWindowModel *model;        /* Owned */
  BrgBoardList   *board_list;   /* Borrowed: the window's */
};

G_DEFINE_FINAL_TYPE (BrgWindowBoards, brg_window_boards, G_TYPE_OBJECT)

/* The board shown's position in the event, or @fallback. */
static guint
current_position (BrgWindowBoards *self,
                  guint            fallback)
{
  BrgEvent *event = brg_window_model_get_event (self->model);
  BrgBoard *board = brg_window_model_get_board (self->model);
  guint position;

  if (event != NULL && board != NULL && brg_event_find (event, board, &position))
    return position;
  return fallback;
}

/* Shows the board at @position of the event, with no search hiding it. */
static void
show_position (BrgWindowBoards *self,
               guint            position)
{
  BrgEvent *event = brg_window_model_get_event (self->model);

  if (position < brg_event_get_n_boards (event))
    brg_board_list_select_board (self->board_list, brg_event_get_board (event, position));
}

static void
add_board_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BrgWindowBoards *self = user_data;
  BrgEvent *event = brg_window_model_get_event (self->model);
  guint n = event != NULL ? brg_event_get_n_boards (event) : 0;
  guint position;
  g_autoptr(BrgCommand) command = NULL;

  if (event == NULL)
    return;

  if (g_str_equal (g_action_get_name (G_ACTION (action)), "duplicate-board"))
    {
      position = current_position (self, G_MAXUINT);
      if (position == G_MAXUINT)
        return;
      command = brg_edit_duplicate_board (event, position);
    }
  else
    {
      /* After the board shown, else at the end. */
      position = current_position (self, n > 0 ? n - 1 : 0);
      command = brg_edit_add_board (event, n > 0 ? position + 1 : 0);
    }

  if (brg_window_model_perform (self->model, command))
    show_position (self, n > 0 ? position + 1 : 0);
}

static void
delete_boards_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  BrgWindowBoards *self = user_data;
  BrgEvent *event = brg_window_model_get_event (self->model);
  g_autoptr(GArray) positions = brg_board_list_dup_selection (self->board_list);
  g_autoptr(BrgCommand) command = NULL;

  if (event == NULL || positions->len == 0 || positions->len >= brg_event_get_n_boards (event))
    return;

  command = brg_edit_remove_boards (event, (const guint *) positions->data, positions->len);
  brg_window_model_perform (self->model, command);
}

/* Moves the boards at @positions (in order) to stand together from @to,
 * and leaves them selected, the board shown among them. */
static void
move_boards (BrgWindowBoards *self,
             const guint     *positions,
             guint            n,
             guint            to)
{
  BrgEvent *event = brg_window_model_get_event (self->model);
  g_autoptr(BrgCommand) command = NULL;
  guint shown = current_position (self, G_MAXUINT);
  guint current = 0;

  if (event == NULL || n == 0 || to + n > brg_event_get_n_boards (event))
    return;

  for (guint i = 0; i < n; i++)
    if (positions[i] == shown)
      current = i;

  command = brg_edit_move_boards (event, positions, n, to);
  if (!brg_window_model_perform (self->model, command))
    return;
  brg_board_list_select_range (self->board_list, to, n, current);
}

static void
move_boards_step_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  BrgWindowBoards *self = user_data;
  g_autoptr(GArray) positions = brg_board_list_dup_selection (self->board_list);
  gboolean up = g_str_equal (g_action_get_name (G_ACTION (action)), "move-boards-up");
  guint first;
  guint to;

  if (brg_window_model_get_event (self->model) == NULL || positions->len == 0)
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
move_boards_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BrgWindowBoards *self = user_data;
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
  BrgWindowBoards *self;        /* Owned */
  GArray          *positions;   /* Owned */
  GtkSpinButton   *first;       /* Borrowed: in the dialog */
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
  BrgWindowBoards *self = data->self;
  BrgEvent *event = self->model != NULL ? brg_window_model_get_event (self->model) : NULL;
  g_autoptr(BrgCommand) command = NULL;
  guint first;

  if (!g_str_equal (response, "renumber") || event == NULL)
    return;

  gtk_spin_button_update (data->first);
  first = (guint) gtk_spin_button_get_value_as_int (data->first);
  command = brg_edit_renumber_boards (event, (const guint *) data->positions->data,
                                      data->positions->len, first);
  brg_window_model_perform (self->model, command);
}

static void
renumber_boards_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  BrgWindowBoards *self = user_data;
  BrgEvent *event = brg_window_model_get_event (self->model);
  g_autoptr(GArray) positions = brg_board_list_dup_selection (self->board_list);
  g_autofree char *body = NULL;
  RenumberData *data;
  GtkWidget *dialog;
  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *spin;
  guint start;

  if (event == NULL || positions->len == 0 || self->window == NULL)
    return;

  /* One board selected: all of them, the usual wish for a lesson set. */
  if (positions->len == 1)
    {
      g_array_set_size (positions, 0);
      for (guint i = 0; i < brg_event_get_n_boards (event); i++)
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

  start = brg_board_get_number (brg_event_get_board (event, g_array_index (positions, guint, 0)));
  dialog = adw_message_dialog_new (self->window, _("Renumber Boards"), body);

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
select_all_boards_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  BrgWindowBoards *self = user_data;

  brg_board_list_select_all (self->board_list);
}

static const GActionEntry actions[] = {
  { "add-board", add_board_activated },
  { "duplicate-board", add_board_activated },
  { "delete-boards", delete_boards_activated },
  { "move-boards-up", move_boards_step_activated },
  { "move-boards-down", move_boards_step_activated },
  { "move-boards", move_boards_activated, "(auu)" },
  { "renumber-boards", renumber_boards_activated },
  { "select-all-boards", select_all_boards_activated },
};

static void
brg_window_boards_dispose (GObject *object)
{
  BrgWindowBoards *self = BRG_WINDOW_BOARDS (object);

  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_boards_parent_class)->dispose (object);
}

static void
brg_window_boards_class_init (BrgWindowBoardsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_boards_dispose;
}

static void
brg_window_boards_init (BrgWindowBoards *self)
{
}

/**
 * brg_window_boards_new:
 * @window: the window, which gets the board actions and is the parent of
 *   the Renumber dialog
 * @model: what the window shows
 * @board_list: the board list, whose selection the actions work on
 *
 * Returns: (transfer full): the board commands part of @window
 */
BrgWindowBoards *
brg_window_boards_new (GtkWindow      *window,
                       BrgWindowModel *model,
                       BrgBoardList   *board_list)
{
  BrgWindowBoards *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (BRG_IS_BOARD_LIST (board_list), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_BOARDS, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->board_list = board_list;
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);
  return self;
}
