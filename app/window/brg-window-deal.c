/* brg-window-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal editor in BrgWindow: `win.edit-deal` (the window's
 * editing-deal property) shows a BrgDealEditor in place of the table, on
 * the board shown, its edits through the window's history.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-deal-editor.h"
#include "brg-window-private.h"

static void
replay_board_cb (BrgWindow *self)
{
  brg_deal_editor_set_board (BRG_DEAL_EDITOR (self->deal_editor),
                             brg_replay_get_board (self->replay));
}

static gboolean
map_four_color (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "four-color") == 0);
  return TRUE;
}

void
_brg_window_class_add_deal_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "win.edit-deal", "editing-deal");
}

void
_brg_window_init_deal (BrgWindow *self)
{
  self->deal_editor = brg_deal_editor_new ();
  gtk_widget_set_hexpand (self->deal_editor, TRUE);
  gtk_widget_set_vexpand (self->deal_editor, TRUE);
  gtk_widget_set_visible (self->deal_editor, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->table_view))),
                              self->deal_editor, GTK_WIDGET (self->table_view));
  brg_deal_editor_set_history (BRG_DEAL_EDITOR (self->deal_editor), self->history);
  g_signal_connect_object (self->replay, "notify::board",
                           G_CALLBACK (replay_board_cb), self, G_CONNECT_SWAPPED);
}

/* The settings exist once the window is constructed. */
void
_brg_window_bind_deal_settings (BrgWindow *self)
{
  g_settings_bind_with_mapping (self->settings, "card-deck", self->deal_editor, "four-color",
                                G_SETTINGS_BIND_GET, map_four_color, NULL, NULL, NULL);
}

/**
 * brg_window_get_editing_deal:
 * @self: a #BrgWindow
 *
 * Returns: whether the deal editor shows in place of the table
 */
gboolean
brg_window_get_editing_deal (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return self->editing_deal;
}

/**
 * brg_window_set_editing_deal:
 * @self: a #BrgWindow
 * @editing_deal: whether to edit the deal of the board shown
 *
 * Shows the deal editor in place of the table, or the table again; the
 * state of `win.edit-deal`.
 */
void
brg_window_set_editing_deal (BrgWindow *self,
                             gboolean   editing_deal)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  editing_deal = !!editing_deal;
  if (editing_deal == self->editing_deal)
    return;

  self->editing_deal = editing_deal;
  gtk_widget_set_visible (GTK_WIDGET (self->table_view), !editing_deal);
  gtk_widget_set_visible (self->deal_editor, editing_deal);
  if (brg_history_get_can_undo (self->history))
    brg_history_end_merge (self->history);
  g_object_notify (G_OBJECT (self), "editing-deal");
}
