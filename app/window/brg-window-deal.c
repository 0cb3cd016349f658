/* brg-window-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-deal-editor.h"
#include "brg-window-actions.h"
#include "brg-window-deal.h"

/**
 * BrgWindowDeal:
 *
 * The deal editor of a window: `win.edit-deal` (#BrgWindowDeal:editing)
 * shows a #BrgDealEditor in place of the table, on the board shown, its
 * edits performed on the document shown. A file opened shows its table
 * first.
 */
struct _BrgWindowDeal
{
  GObject         parent_instance;

  BrgWindowModel *model;         /* Owned */
  BrgTableView   *table_view;    /* Borrowed: the window's */
  BrgDealEditor  *deal_editor;   /* Borrowed: beside the table */
  gboolean        editing;
};

G_DEFINE_FINAL_TYPE (BrgWindowDeal, brg_window_deal, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_EDITING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
board_changed_cb (BrgWindowDeal *self)
{
  brg_deal_editor_set_board (self->deal_editor, brg_window_model_get_board (self->model));
}

static void
document_changed_cb (BrgWindowDeal *self)
{
  brg_deal_editor_set_document (self->deal_editor, brg_window_model_get_document (self->model));
  brg_window_deal_set_editing (self, FALSE);
}

static gboolean
map_four_color (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "four-color") == 0);
  return TRUE;
}

static void
brg_window_deal_dispose (GObject *object)
{
  BrgWindowDeal *self = BRG_WINDOW_DEAL (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_deal_parent_class)->dispose (object);
}

static void
brg_window_deal_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BrgWindowDeal *self = BRG_WINDOW_DEAL (object);

  switch (prop_id)
    {
    case PROP_EDITING:
      g_value_set_boolean (value, self->editing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_deal_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BrgWindowDeal *self = BRG_WINDOW_DEAL (object);

  switch (prop_id)
    {
    case PROP_EDITING:
      brg_window_deal_set_editing (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_deal_class_init (BrgWindowDealClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_deal_dispose;
  object_class->get_property = brg_window_deal_get_property;
  object_class->set_property = brg_window_deal_set_property;

  /**
   * BrgWindowDeal:editing:
   *
   * Whether the deal editor shows in place of the table.
   */
  properties[PROP_EDITING] =
    g_param_spec_boolean ("editing", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_window_deal_init (BrgWindowDeal *self)
{
}

/**
 * brg_window_deal_new:
 * @window: the window, which gets `win.edit-deal`
 * @model: what the window shows
 * @settings: the settings, for the card deck
 * @table_view: the table, which the deal editor takes the place of
 *
 * Returns: (transfer full): the deal editing part of @window
 */
BrgWindowDeal *
brg_window_deal_new (GtkWindow      *window,
                     BrgWindowModel *model,
                     GSettings      *settings,
                     BrgTableView   *table_view)
{
  BrgWindowDeal *self;
  GtkWidget *editor;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_DEAL, NULL);
  self->model = g_object_ref (model);
  self->table_view = table_view;

  editor = brg_deal_editor_new ();
  self->deal_editor = BRG_DEAL_EDITOR (editor);
  gtk_widget_set_hexpand (editor, TRUE);
  gtk_widget_set_vexpand (editor, TRUE);
  gtk_widget_set_visible (editor, FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (table_view))),
                              editor, GTK_WIDGET (table_view));
  g_settings_bind_with_mapping (settings, "card-deck", editor, "four-color",
                                G_SETTINGS_BIND_GET, map_four_color, NULL, NULL, NULL);

  brg_window_actions_add_toggle (G_ACTION_MAP (window), "edit-deal", G_OBJECT (self), "editing");
  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_model_get_replay (model), "notify::board",
                           G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
  brg_deal_editor_set_document (self->deal_editor, brg_window_model_get_document (model));
  return self;
}

/**
 * brg_window_deal_get_editing:
 * @self: the deal part
 *
 * Returns: whether the deal editor shows in place of the table
 */
gboolean
brg_window_deal_get_editing (BrgWindowDeal *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_DEAL (self), FALSE);

  return self->editing;
}

/**
 * brg_window_deal_set_editing:
 * @self: the deal part
 * @editing: whether to edit the deal of the board shown
 *
 * Shows the deal editor in place of the table, or the table again.
 */
void
brg_window_deal_set_editing (BrgWindowDeal *self,
                             gboolean       editing)
{
  BrgHistory *history;

  g_return_if_fail (BRG_IS_WINDOW_DEAL (self));

  editing = !!editing;
  if (editing == self->editing)
    return;

  self->editing = editing;
  gtk_widget_set_visible (GTK_WIDGET (self->table_view), !editing);
  gtk_widget_set_visible (GTK_WIDGET (self->deal_editor), editing);
  /* The focus goes where the user types: the receiving hand's line (where
   * Ctrl+V pastes a deal too); back to the table after. */
  if (editing)
    brg_deal_editor_focus_receiver (self->deal_editor);
  else
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->table_view));

      if (root != NULL && gtk_root_get_focus (root) == NULL)
        gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
    }
  history = brg_window_model_get_history (self->model);
  if (history != NULL && brg_history_get_can_undo (history))
    brg_history_end_merge (history);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING]);
}
