/* brg-window-details.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-details-editor.h"
#include "brg-window-details.h"

/**
 * BrgWindowDetails:
 *
 * The details editor of a window: the pencil beside the Details heading
 * shows a #BrgDetailsEditor in place of the details pane, on the board
 * shown, its edits performed on the document shown. The details of a
 * file being read are not edited.
 */
struct _BrgWindowDetails
{
  GObject           parent_instance;

  BrgWindowModel   *model;           /* Owned */
  BrgDetailsEditor *details_editor;  /* Borrowed: beside the details pane */
  GtkToggleButton  *edit_button;     /* Borrowed: the window's */
};

G_DEFINE_FINAL_TYPE (BrgWindowDetails, brg_window_details, G_TYPE_OBJECT)

static void
board_changed_cb (BrgWindowDetails *self)
{
  brg_details_editor_set_board (self->details_editor, brg_window_model_get_board (self->model));
}

static void
document_changed_cb (BrgWindowDetails *self)
{
  brg_details_editor_set_document (self->details_editor,
                                   brg_window_model_get_document (self->model));
}

/* The details are edited with a toggle, not an action. */
static void
loading_changed_cb (BrgWindowDetails *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->edit_button),
                            !brg_window_model_get_loading (self->model));
}

static gboolean
invert (GBinding     *binding,
        const GValue *from,
        GValue       *to,
        gpointer      user_data)
{
  g_value_set_boolean (to, !g_value_get_boolean (from));
  return TRUE;
}

static void
brg_window_details_dispose (GObject *object)
{
  BrgWindowDetails *self = BRG_WINDOW_DETAILS (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_details_parent_class)->dispose (object);
}

static void
brg_window_details_class_init (BrgWindowDetailsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_details_dispose;
}

static void
brg_window_details_init (BrgWindowDetails *self)
{
}

/**
 * brg_window_details_new:
 * @model: what the window shows
 * @details_pane: the details, which the editor takes the place of
 * @edit_button: the pencil that shows the editor
 *
 * Returns: (transfer full): the details editing part of a window
 */
BrgWindowDetails *
brg_window_details_new (BrgWindowModel  *model,
                        BrgDetailsPane  *details_pane,
                        GtkToggleButton *edit_button)
{
  BrgWindowDetails *self;
  GtkWidget *editor;

  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (BRG_IS_DETAILS_PANE (details_pane), NULL);
  g_return_val_if_fail (GTK_IS_TOGGLE_BUTTON (edit_button), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_DETAILS, NULL);
  self->model = g_object_ref (model);
  self->edit_button = edit_button;

  editor = brg_details_editor_new ();
  self->details_editor = BRG_DETAILS_EDITOR (editor);
  gtk_widget_set_visible (editor, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (details_pane))),
                              editor, GTK_WIDGET (details_pane));
  g_object_bind_property (edit_button, "active", editor, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property_full (edit_button, "active", details_pane, "visible",
                               G_BINDING_SYNC_CREATE, invert, NULL, NULL, NULL);

  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "notify::loading", G_CALLBACK (loading_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_model_get_replay (model), "notify::board",
                           G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
  document_changed_cb (self);
  return self;
}
