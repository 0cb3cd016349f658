/* brg-event.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-event-private.h"

/* Lazy boards (brg-event-private.h). A slot of self->boards holds a board,
 * or, while it is not built, its key in self->source tagged by a low bit
 * no object pointer has. */
#define SLOT_IS_KEY(slot)    ((GPOINTER_TO_SIZE (slot) & 1) != 0)
#define SLOT_KEY(slot)       ((guint) (GPOINTER_TO_SIZE (slot) >> 1))
#define KEY_SLOT(key)        GSIZE_TO_POINTER (((gsize) (key) << 1) | 1)

/* How many boards built from the source stay built when nobody holds
 * them: enough for a screenful of the list and a few steps back and
 * forth. Past it, those nobody holds and nobody changed are given back in
 * an idle of the thread's loop, or, in a thread with no loop running (as
 * in finesse-cli), at once when far past it. */
#define KEEP_BUILT_DEFAULT  256
#define RELEASE_AT_ONCE     16

typedef struct
{
  BrgBoard *board;       /* Borrowed: the slot owns it */
  guint     key;
  guint     position;    /* where it was: a hint, boards move */
} Built;

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
  GPtrArray *boards;     /* of BrgBoard, or a key (SLOT_IS_KEY) */
  GPtrArray *escapes;    /* of char *, what follows each % */
  char      *source_encoding;
  BrgBoardSource *source; /* nullable: builds the boards of keys */
  GArray    *built;      /* of Built: boards built from keys, oldest first */
  GSource   *release;    /* the idle that gives unused ones back */
};

static guint keep_built = KEEP_BUILT_DEFAULT;

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
  return g_object_ref (brg_event_get_board (self, position));
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
slot_free (gpointer slot)
{
  if (!SLOT_IS_KEY (slot))
    g_object_unref (slot);
}

static void
brg_event_dispose (GObject *object)
{
  BrgEvent *self = BRG_EVENT (object);

  if (self->release != NULL)
    {
      g_source_destroy (self->release);
      g_clear_pointer (&self->release, g_source_unref);
    }
  if (self->boards != NULL)
    g_ptr_array_set_size (self->boards, 0);
  if (self->built != NULL)
    g_array_set_size (self->built, 0);

  G_OBJECT_CLASS (brg_event_parent_class)->dispose (object);
}

static void
brg_event_finalize (GObject *object)
{
  BrgEvent *self = BRG_EVENT (object);

  g_clear_pointer (&self->boards, g_ptr_array_unref);
  g_clear_pointer (&self->escapes, g_ptr_array_unref);
  g_clear_pointer (&self->source_encoding, g_free);
  g_clear_pointer (&self->source, _brg_board_source_unref);
  g_clear_pointer (&self->built, g_array_unref);

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
  self->boards = g_ptr_array_new_with_free_func (slot_free);
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

/* ------------------------------------------------------------------ */
/* Lazy boards                                                          */

BrgBoardSource *
_brg_board_source_ref (BrgBoardSource *source)
{
  g_atomic_ref_count_inc (&source->ref);
  return source;
}

void
_brg_board_source_unref (BrgBoardSource *source)
{
  if (g_atomic_ref_count_dec (&source->ref))
    source->free (source);
}

static void
set_source (BrgEvent       *self,
            BrgBoardSource *source)
{
  if (self->source == source)
    return;
  /* One source an event: a reader hands over the boards of one text. */
  g_return_if_fail (self->source == NULL);
  self->source = _brg_board_source_ref (source);
}

static gboolean
find_built (BrgEvent    *self,
            const Built *built,
            guint       *position)
{
  if (built->position < self->boards->len
      && g_ptr_array_index (self->boards, built->position) == built->board)
    {
      *position = built->position;
      return TRUE;
    }
  return g_ptr_array_find (self->boards, built->board, position);
}

/* Whether anything but the event holds @board. A board is only built,
 * held and given back in one thread (an event is used from one thread at
 * a time), so the count cannot go up under us. */
static gboolean
is_held (BrgBoard *board)
{
  return g_atomic_int_get ((int *) &G_OBJECT (board)->ref_count) > 1;
}

/* Gives back the boards built from keys past the most recent @keep that
 * nobody holds and nobody changed; a changed one stays built for good,
 * one still held is looked at again next time. */
static void
release_unused (BrgEvent *self,
                guint     keep)
{
  g_autoptr(GArray) still = NULL;
  guint n_old;

  if (self->built == NULL || self->built->len <= keep)
    return;

  n_old = self->built->len - keep;
  still = g_array_new (FALSE, FALSE, sizeof (Built));
  for (guint i = 0; i < n_old; i++)
    {
      Built *built = &g_array_index (self->built, Built, i);
      guint position;

      if (!find_built (self, built, &position))
        continue;                 /* removed from the event */
      if (is_held (built->board))
        {
          built->position = position;
          g_array_append_val (still, *built);
          continue;
        }
      if (!self->source->is_pristine (self->source, built->key, built->board))
        continue;                 /* changed: it stays, and is not looked at again */

      self->boards->pdata[position] = KEY_SLOT (built->key);
      g_object_unref (built->board);
    }
  g_array_remove_range (self->built, 0, n_old);
  g_array_prepend_vals (self->built, still->data, still->len);
}

static gboolean
release_cb (gpointer data)
{
  BrgEvent *self = data;

  g_clear_pointer (&self->release, g_source_unref);
  release_unused (self, keep_built);
  return G_SOURCE_REMOVE;
}

/* The loop of this thread, if it has one running: a worker's event (a
 * copy being saved) must not be touched from another thread's idle. */
static GMainContext *
release_context (void)
{
  GMainContext *context = g_main_context_get_thread_default ();

  if (context == NULL && g_main_context_is_owner (g_main_context_default ()))
    context = g_main_context_default ();
  return context;
}

static BrgBoard *
build_slot (BrgEvent *self,
            guint     position)
{
  guint key = SLOT_KEY (g_ptr_array_index (self->boards, position));
  BrgBoard *board = self->source->build (self->source, key);
  Built built = { board, key, position };

  self->boards->pdata[position] = board;
  if (self->built == NULL)
    self->built = g_array_new (FALSE, FALSE, sizeof (Built));
  g_array_append_val (self->built, built);

  /* At once only with no loop to wait for (finesse-cli): with one, a
   * caller may still use a board it was given without holding it. */
  if (self->built->len > keep_built * RELEASE_AT_ONCE && release_context () == NULL)
    release_unused (self, keep_built);
  else if (self->built->len > keep_built && self->release == NULL && release_context () != NULL)
    {
      /* In an idle, after whatever asked for the board is done with it. */
      self->release = g_idle_source_new ();
      g_source_set_priority (self->release, G_PRIORITY_LOW);
      g_source_set_callback (self->release, release_cb, self, NULL);
      g_source_set_static_name (self->release, "[finesse] boards not shown");
      g_source_attach (self->release, release_context ());
    }
  return board;
}

/**
 * _brg_event_append_lazy:
 * @self: an event
 * @source: what builds the board
 * @key: the board's key in @source
 *
 * Appends a board that @source builds when it is first asked for. An
 * event has one source: every lazy board of it comes from the same.
 */
void
_brg_event_append_lazy (BrgEvent       *self,
                        BrgBoardSource *source,
                        guint           key)
{
  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (source != NULL);
  g_return_if_fail (key <= G_MAXUINT >> 1);

  set_source (self, source);
  g_ptr_array_add (self->boards, KEY_SLOT (key));
  items_changed (self, self->boards->len - 1, 0, 1);
}

/**
 * _brg_event_make_lazy:
 * @self: an event
 * @position: a board of @self that @source builds again as it is
 * @source: what builds the board
 * @key: the board's key in @source
 *
 * Lets go of the board at @position: it is built again when it is next
 * asked for. For the reader that made it; no signal is emitted.
 */
void
_brg_event_make_lazy (BrgEvent       *self,
                      guint           position,
                      BrgBoardSource *source,
                      guint           key)
{
  gpointer slot;

  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (position < self->boards->len);
  g_return_if_fail (key <= G_MAXUINT >> 1);

  set_source (self, source);
  slot = g_ptr_array_index (self->boards, position);
  self->boards->pdata[position] = KEY_SLOT (key);
  slot_free (slot);
}

/**
 * _brg_event_append_from:
 * @self: an event
 * @from: another event
 * @first: the first board of @from to append
 * @n: how many
 *
 * Appends boards of @from to @self as they are: those not built yet stay
 * so, with @from's source.
 */
void
_brg_event_append_from (BrgEvent *self,
                        BrgEvent *from,
                        guint     first,
                        guint     n)
{
  guint position;

  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (BRG_IS_EVENT (from));
  g_return_if_fail (first <= from->boards->len && n <= from->boards->len - first);

  if (n == 0)
    return;
  position = self->boards->len;
  for (guint i = first; i < first + n; i++)
    {
      gpointer slot = g_ptr_array_index (from->boards, i);

      if (SLOT_IS_KEY (slot))
        set_source (self, from->source);
      else
        g_object_ref (slot);
      g_ptr_array_add (self->boards, slot);
    }
  items_changed (self, position, 0, n);
}

/**
 * _brg_event_has_source:
 * @self: an event
 *
 * Returns: whether some board of @self is built when asked for, or was
 */
gboolean
_brg_event_has_source (BrgEvent *self)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), FALSE);

  return self->source != NULL;
}

/**
 * _brg_event_snapshot:
 * @self: an event
 *
 * A copy of @self to be written in another thread while @self is still
 * used in this one: the boards built are copied, those not built share
 * the source (which builds in any thread). Cheap for a big file, whose
 * boards are nearly all not built.
 *
 * Returns: (transfer full): the copy
 */
BrgEvent *
_brg_event_snapshot (BrgEvent *self)
{
  BrgEvent *copy;

  g_return_val_if_fail (BRG_IS_EVENT (self), NULL);

  copy = brg_event_new ();
  for (guint i = 0; i < self->escapes->len; i++)
    brg_event_add_escape (copy, g_ptr_array_index (self->escapes, i));
  brg_event_set_source_encoding (copy, self->source_encoding);
  if (self->source != NULL)
    copy->source = _brg_board_source_ref (self->source);
  g_ptr_array_set_size (copy->boards, 0);
  for (guint i = 0; i < self->boards->len; i++)
    {
      gpointer slot = g_ptr_array_index (self->boards, i);

      g_ptr_array_add (copy->boards, SLOT_IS_KEY (slot) ? slot : brg_board_copy (slot));
    }
  return copy;
}

/**
 * _brg_event_dup_board:
 * @self: an event
 * @position: a board's position
 *
 * The board at @position for a reader of every board, a writer: the board
 * if it is built, else one built for the caller alone and not kept, which
 * nobody else will see. Do not change it.
 *
 * Returns: (transfer full): the board
 */
BrgBoard *
_brg_event_dup_board (BrgEvent *self,
                      guint     position)
{
  gpointer slot;

  g_return_val_if_fail (BRG_IS_EVENT (self), NULL);
  g_return_val_if_fail (position < self->boards->len, NULL);

  slot = g_ptr_array_index (self->boards, position);
  if (SLOT_IS_KEY (slot))
    return self->source->build (self->source, SLOT_KEY (slot));
  return g_object_ref (slot);
}

/**
 * _brg_event_is_built:
 * @self: an event
 * @position: a board's position
 *
 * Returns: whether the board at @position is built
 */
gboolean
_brg_event_is_built (BrgEvent *self,
                     guint     position)
{
  g_return_val_if_fail (BRG_IS_EVENT (self), FALSE);
  g_return_val_if_fail (position < self->boards->len, FALSE);

  return !SLOT_IS_KEY (g_ptr_array_index (self->boards, position));
}

/**
 * _brg_event_get_n_built:
 * @self: an event
 *
 * Returns: how many boards of @self are built
 */
guint
_brg_event_get_n_built (BrgEvent *self)
{
  guint n = 0;

  g_return_val_if_fail (BRG_IS_EVENT (self), 0);

  for (guint i = 0; i < self->boards->len; i++)
    if (!SLOT_IS_KEY (g_ptr_array_index (self->boards, i)))
      n++;
  return n;
}

/**
 * _brg_event_set_keep_built:
 * @n_boards: how many boards built from keys stay built when unused, or 0
 *   for the default
 *
 * For tests: a small number shows boards given back sooner.
 */
void
_brg_event_set_keep_built (guint n_boards)
{
  keep_built = n_boards > 0 ? n_boards : KEEP_BUILT_DEFAULT;
}

/**
 * _brg_event_release_unused:
 * @self: an event
 *
 * Gives back now what the idle would: the boards built from keys past
 * the most recent that nobody holds and nobody changed.
 */
void
_brg_event_release_unused (BrgEvent *self)
{
  g_return_if_fail (BRG_IS_EVENT (self));

  release_unused (self, keep_built);
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
  gpointer slot;

  g_return_val_if_fail (BRG_IS_EVENT (self), NULL);
  g_return_val_if_fail (position < self->boards->len, NULL);

  slot = g_ptr_array_index (self->boards, position);
  if (SLOT_IS_KEY (slot))
    return build_slot (self, position);
  return slot;
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
  if (SLOT_IS_KEY (board))
    board = NULL;
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
 * brg_event_set_escape:
 * @self: an event
 * @n: an index, less than the number of escape lines
 * @line: what follows the `%`
 *
 * Replaces the @n-th escape line, in its place.
 */
void
brg_event_set_escape (BrgEvent   *self,
                      guint       n,
                      const char *line)
{
  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (n < self->escapes->len);
  g_return_if_fail (line != NULL);

  g_free (g_ptr_array_index (self->escapes, n));
  g_ptr_array_index (self->escapes, n) = g_strdup (line);
}

/**
 * brg_event_remove_escape:
 * @self: an event
 * @n: an index, less than the number of escape lines
 *
 * Removes the @n-th escape line; those after it move up.
 */
void
brg_event_remove_escape (BrgEvent *self,
                         guint     n)
{
  g_return_if_fail (BRG_IS_EVENT (self));
  g_return_if_fail (n < self->escapes->len);

  g_ptr_array_remove_index (self->escapes, n);
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
