/* brg-window-edit.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-window-actions.h"
#include "brg-window-edit.h"

/**
 * BrgWindowEdit:
 *
 * Editing in a window: Undo and Redo (`win.undo`, `win.redo`) with the
 * edit's name in the menu, the edit mode (`win.edit-mode`, the model's
 * #BrgWindowModel:edit-mode) that shows the annotation editor in place of
 * the commentary, and the keys that go straight to the NAGs, the note or
 * the commentary of the current call or card.
 *
 * Every editor hands its command to the document shown
 * (brg_document_perform()): the annotation editor is given the document;
 * the history is the document's, for all its boards, so that Undo takes
 * back the last edit wherever it was made, and shows the board it changes.
 */
struct _BrgWindowEdit
{
  GObject              parent_instance;

  GtkWindow           *window;             /* Weak */
  BrgWindowModel      *model;              /* Owned */
  GMenu               *edit_section;       /* Owned */
  BrgAnnotationPanel  *annotation_panel;   /* Borrowed: the window's */
  BrgAnnotationEditor *annotation_editor;
  AdwFlap             *panel_flap;
  BrgBoardList        *board_list;
  GSignalGroup        *history_signals;    /* Owned */
};

G_DEFINE_FINAL_TYPE (BrgWindowEdit, brg_window_edit, G_TYPE_OBJECT)

static void
update_history_menu (BrgWindowEdit *self)
{
  BrgHistory *history = brg_window_model_get_history (self->model);
  const char *undo = history != NULL ? brg_history_get_undo_label (history) : NULL;
  const char *redo = history != NULL ? brg_history_get_redo_label (history) : NULL;
  g_autofree char *undo_label = NULL;
  g_autofree char *redo_label = NULL;
  g_autoptr(GMenuItem) undo_item = NULL;
  g_autoptr(GMenuItem) redo_item = NULL;
  g_autoptr(GMenuItem) mode_item = NULL;

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

  g_menu_remove_all (self->edit_section);
  g_menu_append_item (self->edit_section, mode_item);
  g_menu_append_item (self->edit_section, undo_item);
  g_menu_append_item (self->edit_section, redo_item);
}

/* The annotation editor in place of the commentary while the board is
 * edited, at the position shown. */
static void
update_editors (BrgWindowEdit *self)
{
  BrgReplay *replay = brg_window_model_get_replay (self->model);
  BrgBoard *board = brg_window_model_get_board (self->model);
  gboolean editing = brg_window_model_get_edit_mode (self->model) && board != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->annotation_panel), !editing);
  gtk_widget_set_visible (GTK_WIDGET (self->annotation_editor), editing);
  if (editing)
    brg_annotation_editor_set_position (self->annotation_editor, board,
                                        brg_replay_get_calls_shown (replay),
                                        brg_replay_get_cards_played (replay));
  else
    brg_annotation_editor_set_position (self->annotation_editor, NULL, 0, 0);
}

/* What the model's signals do not tell the views: commentary before the
 * board has none. The editors read the model again after every change of
 * the history, whichever editor made it, an undo or a redo. */
static void
history_changed_cb (BrgWindowEdit *self)
{
  brg_annotation_panel_refresh (self->annotation_panel);
  update_editors (self);
}

static void
document_changed_cb (BrgWindowEdit *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);

  g_signal_group_set_target (self->history_signals,
                             document != NULL ? brg_document_get_history (document) : NULL);
  brg_annotation_editor_set_document (self->annotation_editor, document);
  update_history_menu (self);
  update_editors (self);
}

static void
edit_mode_cb (BrgWindowEdit *self)
{
  BrgHistory *history = brg_window_model_get_history (self->model);

  if (history != NULL)
    brg_history_end_merge (history);
  /* Editing shows the panel it happens in. */
  if (brg_window_model_get_edit_mode (self->model))
    adw_flap_set_reveal_flap (self->panel_flap, TRUE);
  update_editors (self);
}

/* The end of typing in a field: the next keystroke is a new undo step. */
static void
focus_changed_cb (BrgWindowEdit *self)
{
  BrgHistory *history = brg_window_model_get_history (self->model);

  if (history != NULL)
    brg_history_end_merge (history);
}

/* -- Actions -- */

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BrgWindowEdit *self = user_data;
  BrgDocument *document = brg_window_model_get_document (self->model);
  gboolean undo = g_str_equal (g_action_get_name (G_ACTION (action)), "undo");
  g_autoptr(GError) error = NULL;
  BrgBoard *board;

  if (document == NULL)
    return;

  /* The board the edit changes is shown, so that the change is seen. */
  board = undo ? brg_document_get_undo_board (document)
               : brg_document_get_redo_board (document);
  if (board != NULL && board != brg_window_model_get_board (self->model))
    brg_board_list_select_board (self->board_list, board);
  if (undo)
    brg_document_undo (document, &error);
  else
    brg_document_redo (document, &error);
  if (error != NULL)
    brg_window_model_say (self->model, error->message, NULL, NULL);
}

/* Control+G, Control+J, Control+M: straight to the NAGs, the note or the
 * commentary of the current call or card, in the edit mode. */
static void
annotate_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BrgWindowEdit *self = user_data;
  BrgAnnotationEditor *editor = self->annotation_editor;
  const char *name = g_action_get_name (G_ACTION (action));
  gboolean item;

  brg_window_model_set_edit_mode (self->model, TRUE);
  item = brg_annotation_editor_get_item (editor, NULL, NULL);
  if (g_str_equal (name, "edit-comment"))
    {
      if (item)
        brg_comment_editor_focus (brg_annotation_editor_get_item_comments (editor));
      else if (gtk_widget_get_visible (GTK_WIDGET (brg_annotation_editor_get_start_comments (editor))))
        brg_comment_editor_focus (brg_annotation_editor_get_start_comments (editor));
      else
        brg_comment_editor_focus (brg_annotation_editor_get_board_comments (editor));
    }
  else if (!item)
    brg_window_model_say (self->model, _("Step to a call or a card to annotate it"), NULL, NULL);
  else if (g_str_equal (name, "edit-nags"))
    brg_nag_panel_popup (brg_annotation_editor_get_nag_panel (editor));
  else
    brg_note_panel_focus (brg_annotation_editor_get_note_panel (editor));
}

static const GActionEntry actions[] = {
  { "undo", undo_activated },
  { "redo", undo_activated },
  { "edit-nags", annotate_activated },
  { "edit-note", annotate_activated },
  { "edit-comment", annotate_activated },
};

/* -- GObject -- */

static void
brg_window_edit_dispose (GObject *object)
{
  BrgWindowEdit *self = BRG_WINDOW_EDIT (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->window != NULL)
    g_signal_handlers_disconnect_by_data (self->window, self);
  if (self->history_signals != NULL)
    g_signal_group_set_target (self->history_signals, NULL);
  g_clear_object (&self->history_signals);
  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);
  g_clear_object (&self->edit_section);

  G_OBJECT_CLASS (brg_window_edit_parent_class)->dispose (object);
}

static void
brg_window_edit_class_init (BrgWindowEditClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_edit_dispose;
}

static void
brg_window_edit_init (BrgWindowEdit *self)
{
  self->history_signals = g_signal_group_new (BRG_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "notify",
                                  G_CALLBACK (update_history_menu), self);
  g_signal_group_connect_swapped (self->history_signals, "changed",
                                  G_CALLBACK (history_changed_cb), self);
}

/**
 * brg_window_edit_new:
 * @window: the window, which gets the editing actions
 * @model: what the window shows
 * @edit_section: the main menu's section for Undo, Redo and the edit mode
 * @annotation_panel: the commentary
 * @annotation_editor: the annotation editor shown in its place
 * @panel_flap: the side panel's flap, revealed by the edit mode
 * @board_list: the board list, where Undo shows the board it changes
 *
 * Returns: (transfer full): the editing part of @window
 */
BrgWindowEdit *
brg_window_edit_new (GtkWindow           *window,
                     BrgWindowModel      *model,
                     GMenu               *edit_section,
                     BrgAnnotationPanel  *annotation_panel,
                     BrgAnnotationEditor *annotation_editor,
                     AdwFlap             *panel_flap,
                     BrgBoardList        *board_list)
{
  BrgWindowEdit *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (G_IS_MENU (edit_section), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_EDIT, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->edit_section = g_object_ref (edit_section);
  self->annotation_panel = annotation_panel;
  self->annotation_editor = annotation_editor;
  self->panel_flap = panel_flap;
  self->board_list = board_list;

  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);
  brg_window_actions_add_toggle (G_ACTION_MAP (window), "edit-mode", G_OBJECT (model),
                                 "edit-mode");

  /* The annotations right under the auction, before double dummy. */
  gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (annotation_editor))),
                               GTK_WIDGET (annotation_editor), GTK_WIDGET (annotation_panel));

  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "notify::edit-mode", G_CALLBACK (edit_mode_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_model_get_replay (model), "notify",
                           G_CALLBACK (update_editors), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "notify::focus-widget", G_CALLBACK (focus_changed_cb), self,
                           G_CONNECT_SWAPPED);
  document_changed_cb (self);
  return self;
}
