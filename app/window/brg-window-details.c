/* brg-window-details.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The details editor in BrgWindow: the pencil beside the Details heading
 * shows a BrgDetailsEditor in place of the details pane, on the board
 * shown, its edits through the window's history.
 */

#include "config.h"

#include "brg-details-editor.h"
#include "brg-window-private.h"

static void
replay_board_cb (BrgWindow *self)
{
  brg_details_editor_set_board (BRG_DETAILS_EDITOR (self->details_editor),
                                brg_replay_get_board (self->replay));
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

void
_brg_window_init_details (BrgWindow *self)
{
  self->details_editor = brg_details_editor_new ();
  gtk_widget_set_visible (self->details_editor, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->details_pane))),
                              self->details_editor, GTK_WIDGET (self->details_pane));
  brg_details_editor_set_history (BRG_DETAILS_EDITOR (self->details_editor), self->history);
  g_signal_connect_object (self->replay, "notify::board",
                           G_CALLBACK (replay_board_cb), self, G_CONNECT_SWAPPED);

  g_object_bind_property (self->edit_details_button, "active",
                          self->details_editor, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property_full (self->edit_details_button, "active",
                               self->details_pane, "visible", G_BINDING_SYNC_CREATE,
                               invert, NULL, NULL, NULL);
}
