/* brg-event.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-event.h"

/**
 * BrgEvent:
 *
 * The boards of one file, in file order, as a #GListModel of #BrgBoard that
 * list widgets can bind to. It also keeps what belongs to the file rather
 * than to a board: the `%` escape lines (PBN §2.4) and the name of the
 * encoding the file was read in, so export can write it back the same way.
 */
struct _BrgEvent
{
  GObject    parent_instance;

  /* Owned */
  GPtrArray *boards;     /* of BrgBoard */
  GPtrArray *escapes;    /* of char *, what follows each % */
  char      *source_encoding;
};

static void brg_event_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BrgEvent, brg_event, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      brg_event_list_model_init))

enum {
  PROP_0,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
brg_event_get_item_type (GListModel *model)
{
  return BRG_TYPE_BOARD;
}

static guint
brg_event_get_n_items (GListModel *model)
{
  return BRG_EVENT (model)->boards->len;
}

static gpointer
brg_event_get_item (GListModel *model,
                    guint       position)
{
  BrgEvent *self = BRG_EVENT (model);

  if (position >= self->boards->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->boards, position));
}

static void
brg_event_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = brg_event_get_item_type;
  iface->get_n_items = brg_event_get_n_items;
  iface->get_item = brg_event_get_item;
}

/* As GListStore does: items-changed first, then n-items if it changed. */
static void
items_changed (BrgEvent *self,
               guint     position,
               guint     removed,
               guint     added)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
  if (removed != added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

static void
brg_event_dispose (GObject *object)
{
  BrgEvent *self = BRG_EVENT (object);

  if (self->boards != NULL)
    g_ptr_array_set_size (self->boards, 0);

  G_OBJECT_CLASS (brg_event_parent_class)->dispose (object);
}

static void
brg_event_finalize (GObject *object)
{
  BrgEvent *self = BRG_EVENT (object);

  g_clear_pointer (&self->boards, g_ptr_array_unref);
  g_clear_pointer (&self->escapes, g_ptr_array_unref);
  g_clear_pointer (&self->source_encoding, g_free);

  G_OBJECT_CLASS (brg_event_parent_class)->finalize (object);
}

static void
brg_event_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BrgEvent *self = BRG_EVENT (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, brg_event_get_n_boards (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_event_class_init (BrgEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_event_dispose;
  object_class->finalize = brg_event_finalize;
  object_class->get_property = brg_event_get_property;

  /**
   * BrgEvent:n-items:
   *
   * The number of boards.
   */
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_event_init (BrgEvent *self)
{
  self->boards = g_ptr_array_new_with_free_func (g_object_unref);
  self->escapes = g_ptr_array_new_with_free_func (g_free);
}

/**
 * brg_event_new:
 *
 * Returns: (transfer full): an event without boards
 */
BrgEvent *
brg_event_new (void)
{
  return g_object_new (BRG_TYPE_EVENT, NULL);
}

/**
 * brg_event_get_n_boards:
 * @self: an event
 *
 * Returns: the number of boards
 */
guint
brg_event_get_n_boards (BrgEvent *self)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), 0);

  return self->boards->len;
}

/**
 * brg_event_get_board:
 * @self: an event
 * @position: a position, less than the number of boards
 *
 * Returns: (transfer none): the board at @position
 */
BrgBoard *
brg_event_get_board (BrgEvent *self,
                     guint     position)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), NULL);
  g_return_val_if_fail (position < self->boards->len, NULL);

  return g_ptr_array_index (self->boards, position);
}

/**
 * brg_event_append:
 * @self: an event
 * @board: a board
 *
 * Adds @board after the last board, taking a reference.
 */
void
brg_event_append (BrgEvent *self,
                  BrgBoard *board)
{
  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (BRG_IS_BOARD (board));

  brg_event_insert (self, self->boards->len, board);
}

/**
 * brg_event_append_boards:
 * @self: an event
 * @boards: (array length=n_boards): boards
 * @n_boards: the number of @boards
 *
 * Adds @boards after the last board, taking a reference to each, with
 * one #GListModel::items-changed for them all: a list bound to @self
 * takes a thousand boards read at once as one change.
 */
void
brg_event_append_boards (BrgEvent        *self,
                         BrgBoard * const *boards,
                         guint            n_boards)
{
  guint position;

  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (boards != NULL || n_boards == 0);

  if (n_boards == 0)
    return;
  position = self->boards->len;
  for (guint i = 0; i < n_boards; i++)
    {
      g_return_if_fail (BRG_IS_BOARD (boards[i]));
      g_ptr_array_add (self->boards, g_object_ref (boards[i]));
    }
  items_changed (self, position, 0, n_boards);
}

/**
 * brg_event_insert:
 * @self: an event
 * @position: where to insert, at most the number of boards
 * @board: a board
 *
 * Inserts @board at @position, taking a reference.
 */
void
brg_event_insert (BrgEvent *self,
                  guint     position,
                  BrgBoard *board)
{
  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (BRG_IS_BOARD (board));
  g_return_if_fail (position <= self->boards->len);

  g_ptr_array_insert (self->boards, (int) position, g_object_ref (board));
  items_changed (self, position, 0, 1);
}

/**
 * brg_event_remove:
 * @self: an event
 * @position: the position of a board
 *
 * Removes the board at @position.
 */
void
brg_event_remove (BrgEvent *self,
                  guint     position)
{
  g_autoptr(BrgBoard) board = NULL;

  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (position < self->boards->len);

  /* The board lives until the signal handlers have run. */
  board = g_ptr_array_steal_index (self->boards, position);
  items_changed (self, position, 1, 0);
}

/**
 * brg_event_find:
 * @self: an event
 * @board: a board
 * @position: (out) (optional): the position of @board
 *
 * Looks for @board itself (not for an equal board).
 *
 * Returns: %TRUE if @board is in @self
 */
gboolean
brg_event_find (BrgEvent *self,
                BrgBoard *board,
                guint    *position)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), FALSE);
  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  return g_ptr_array_find (self->boards, board, position);
}

/**
 * brg_event_get_n_escapes:
 * @self: an event
 *
 * Returns: the number of `%` escape lines of the file
 */
guint
brg_event_get_n_escapes (BrgEvent *self)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), 0);

  return self->escapes->len;
}

/**
 * brg_event_get_escape:
 * @self: an event
 * @n: an index, less than the number of escape lines
 *
 * Returns: the @n-th escape line, as given to brg_event_add_escape()
 */
const char *
brg_event_get_escape (BrgEvent *self,
                      guint     n)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), NULL);
  g_return_val_if_fail (n < self->escapes->len, NULL);

  return g_ptr_array_index (self->escapes, n);
}

/**
 * brg_event_add_escape:
 * @self: an event
 * @line: what follows the `%` of an escape line, such as ` PBN 2.1`
 *   (PBN §2.4)
 *
 * Appends a file-level escape line, kept verbatim so export can write it
 * back in the same order. The text is kept as for a #BrgComment of kind
 * %BRG_COMMENT_ESCAPE.
 */
void
brg_event_add_escape (BrgEvent   *self,
                      const char *line)
{
  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (line != NULL);

  g_ptr_array_add (self->escapes, g_strdup (line));
}

/**
 * brg_event_get_source_encoding:
 * @self: an event
 *
 * Returns: (nullable): the name of the encoding the file was read in, such
 *   as `ISO-8859-1`, or %NULL when unknown (write UTF-8)
 */
const char *
brg_event_get_source_encoding (BrgEvent *self)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), NULL);

  return self->source_encoding;
}

/**
 * brg_event_set_source_encoding:
 * @self: an event
 * @encoding: (nullable): an encoding name as g_convert() knows it
 *
 * Records the encoding the file was read in.
 */
void
brg_event_set_source_encoding (BrgEvent   *self,
                               const char *encoding)
{
  g_return_if_fail (BRG_IS_EVENT (self));

  if (g_strcmp0 (self->source_encoding, encoding) == 0)
    return;
  g_free (self->source_encoding);
  self->source_encoding = g_strdup (encoding);
}
