/* brg-window-edit.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Editing in BrgWindow: the window's one BrgHistory, the one way an edit
 * is made (_brg_window_perform()), Undo and Redo with the edit's name in
 * the menu, and the edit mode that shows the bidding box, the play entry
 * and the annotation editors.
 *
 * Every editor of the window (the bidding box, the play entry, the NAG,
 * note and commentary editors, and those of boards and deals) makes a
 * BrgCommand of the core and hands it to _brg_window_perform(): one undo
 * step an action, merged while typing. The history is the window's, for
 * all its boards, so that Undo takes back the last edit wherever it was
 * made, and shows the board it changes. Opening another file clears it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-annotation-editor.h"
#include "brg-edit-private.h"
#include "brg-window-private.h"

static void
update_history_actions (BrgWindow *self)
{
  GMenu *section = G_MENU (gtk_widget_get_template_child (GTK_WIDGET (self), BRG_TYPE_WINDOW,
                                                          "edit_section"));
  const char *undo = brg_history_get_undo_label (self->history);
  const char *redo = brg_history_get_redo_label (self->history);
  g_autofree char *undo_label = NULL;
  g_autofree char *redo_label = NULL;
  g_autoptr(GMenuItem) undo_item = NULL;
  g_autoptr(GMenuItem) redo_item = NULL;
  g_autoptr(GMenuItem) mode_item = NULL;

  _brg_window_update_actions (self);

  /* Translators: the Undo item of the menu, with what it takes back:
   * "Undo Make Call" */
  undo_label = undo != NULL ? g_strdup_printf (_("_Undo %s"), undo) : g_strdup (_("_Undo"));
  /* Translators: the Redo item of the menu, with what it does again */
  redo_label = redo != NULL ? g_strdup_printf (_("_Redo %s"), redo) : g_strdup (_("_Redo"));

  undo_item = g_menu_item_new (undo_label, "win.undo");
  g_menu_item_set_attribute (undo_item, "accel", "s", "<Control>z");
  redo_item = g_menu_item_new (redo_label, "win.redo");
  g_menu_item_set_attribute (redo_item, "accel", "s", "<Shift><Control>z");
  mode_item = g_menu_item_new (_("_Edit Auction, Play and Commentary"), "win.edit-mode");
  g_menu_item_set_attribute (mode_item, "accel", "s", "<Control>e");

  if (section == NULL)
    return;
  g_menu_remove_all (section);
  g_menu_append_item (section, mode_item);
  g_menu_append_item (section, undo_item);
  g_menu_append_item (section, redo_item);
}

static void
history_changed_cb (BrgWindow *self)
{
  update_history_actions (self);
}

/* Another file: the edits of the last one cannot be undone in it. */
static void
event_changed_cb (BrgWindow *self)
{
  brg_history_clear (self->history);
  _brg_window_update_editors (self);
}

static void
replay_changed_cb (BrgWindow *self)
{
  _brg_window_update_editors (self);
}

/* What the model's signals do not tell the views: commentary before the
 * board has none. The editors read the model again after every change of
 * the history, whichever editor made it, an undo or a redo. */
static void
board_edited (BrgWindow *self)
{
  brg_annotation_panel_refresh (self->annotation_panel);
  _brg_window_update_current_call (self);
  _brg_window_update_editors (self);
  _brg_window_update_actions (self);
}

/* Shows the board an undo or redo changes, so that the change is seen. */
static void
show_command_board (BrgWindow  *self,
                    BrgCommand *command)
{
  BrgBoard *board = command != NULL ? _brg_edit_get_board (command) : NULL;

  if (board == NULL || board == _brg_window_get_board (self))
    return;
  brg_board_list_select_board (self->board_list, board);
}

/**
 * _brg_window_perform:
 * @self: the window
 * @command: an edit of the board shown
 *
 * Applies @command through the window's history, so that it can be
 * undone; says why in a toast when it cannot be applied.
 *
 * Returns: %TRUE if the edit was made
 */
gboolean
_brg_window_perform (BrgWindow  *self,
                     BrgCommand *command)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BRG_IS_COMMAND (command), FALSE);

  if (!_brg_edit_perform (self->history, _brg_window_get_board (self), command, &error))
    {
      _brg_window_show_toast (self, error->message, NULL, NULL);
      return FALSE;
    }
  return TRUE;
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  gboolean undo = g_str_equal (action_name, "win.undo");
  g_autoptr(GError) error = NULL;

  show_command_board (self, undo ? brg_history_peek_undo (self->history)
                                 : brg_history_peek_redo (self->history));
  if (undo)
    brg_history_undo (self->history, &error);
  else
    brg_history_redo (self->history, &error);
  if (error != NULL)
    _brg_window_show_toast (self, error->message, NULL, NULL);
}

/* The end of typing in a field: the next keystroke is a new undo step. */
static void
focus_changed_cb (BrgWindow *self)
{
  brg_history_end_merge (self->history);
}

/* Which of the panel's parts show: the bidding box while there is an
 * auction to enter or change, the play entry once there is a contract,
 * and the annotation editor in place of the commentary. */
void
_brg_window_update_editors (BrgWindow *self)
{
  BrgBoard *board;
  gboolean editing;

  if (self->history == NULL)
    return;

  board = _brg_window_get_board (self);
  editing = self->edit_mode && board != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->annotation_panel), !editing);
  gtk_widget_set_visible (self->annotation_editor, editing);
  if (editing)
    brg_annotation_editor_set_position (BRG_ANNOTATION_EDITOR (self->annotation_editor), board,
                                        brg_replay_get_calls_shown (self->replay),
                                        brg_replay_get_cards_played (self->replay));
  else
    brg_annotation_editor_set_position (BRG_ANNOTATION_EDITOR (self->annotation_editor), NULL,
                                        0, 0);
  _brg_window_update_entry (self);
}

/**
 * brg_window_get_edit_mode:
 * @self: a #BrgWindow
 *
 * Returns: whether the board is being edited
 */
gboolean
brg_window_get_edit_mode (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return self->edit_mode;
}

/**
 * brg_window_set_edit_mode:
 * @self: a #BrgWindow
 * @edit_mode: whether to edit the board
 *
 * Shows or hides the bidding box, the play entry and the annotation
 * editors; the state of `win.edit-mode` (Ctrl+E).
 */
void
brg_window_set_edit_mode (BrgWindow *self,
                          gboolean   edit_mode)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  edit_mode = !!edit_mode;
  if (edit_mode == self->edit_mode)
    return;

  self->edit_mode = edit_mode;
  brg_history_end_merge (self->history);
  /* Editing shows the panel it happens in. */
  if (edit_mode)
    adw_flap_set_reveal_flap (self->panel_flap, TRUE);
  _brg_window_update_editors (self);
  _brg_window_update_actions (self);
  g_object_notify (G_OBJECT (self), "edit-mode");
}

/**
 * brg_window_get_history:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none): the undo and redo stacks of the window's edits
 */
BrgHistory *
brg_window_get_history (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return self->history;
}

/* Control+G, Control+J, Control+M: straight to the NAGs, the note or the
 * commentary of the current call or card, in the edit mode. */
static void
annotate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  BrgAnnotationEditor *editor = BRG_ANNOTATION_EDITOR (self->annotation_editor);
  gboolean item;

  brg_window_set_edit_mode (self, TRUE);
  item = brg_annotation_editor_get_item (editor, NULL, NULL);
  if (g_str_equal (action_name, "win.edit-comment"))
    {
      if (item)
        brg_comment_editor_focus (brg_annotation_editor_get_item_comments (editor));
      else if (gtk_widget_get_visible (GTK_WIDGET (brg_annotation_editor_get_start_comments (editor))))
        brg_comment_editor_focus (brg_annotation_editor_get_start_comments (editor));
      else
        brg_comment_editor_focus (brg_annotation_editor_get_board_comments (editor));
    }
  else if (!item)
    _brg_window_show_toast (self, _("Step to a call or a card to annotate it"), NULL, NULL);
  else if (g_str_equal (action_name, "win.edit-nags"))
    brg_nag_panel_popup (brg_annotation_editor_get_nag_panel (editor));
  else
    brg_note_panel_focus (brg_annotation_editor_get_note_panel (editor));
}

static void
editor_command_cb (BrgWindow  *self,
                   BrgCommand *command)
{
  _brg_window_perform (self, command);
}

void
_brg_window_init_edit (BrgWindow *self)
{
  self->history = brg_history_new ();
  /* The annotations right under the auction, before double dummy. */
  gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (self->annotation_editor)),
                               self->annotation_editor, GTK_WIDGET (self->annotation_panel));

  g_signal_connect_object (self->history, "notify", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "changed", G_CALLBACK (board_edited), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::event", G_CALLBACK (event_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay, "notify", G_CALLBACK (replay_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->annotation_editor, "command", G_CALLBACK (editor_command_cb),
                           self, G_CONNECT_SWAPPED);

  _brg_window_init_entry (self);
  _brg_window_init_article (self);
  update_history_actions (self);
  _brg_window_update_editors (self);
}

void
_brg_window_dispose_edit (BrgWindow *self)
{
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
}

void
_brg_window_class_add_edit_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, bidding_box);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, play_box);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, annotation_editor);
  /* Found by name (gtk_widget_get_template_child()), not kept in a field. */
  gtk_widget_class_bind_template_child_full (widget_class, "edit_section", FALSE, 0);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_property_action (widget_class, "win.edit-mode", "edit-mode");
  gtk_widget_class_install_action (widget_class, "win.edit-nags", NULL, annotate_action);
  gtk_widget_class_install_action (widget_class, "win.edit-note", NULL, annotate_action);
  gtk_widget_class_install_action (widget_class, "win.edit-comment", NULL, annotate_action);
}
