/* brg-pbn-lazy.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A big PBN file opened in the window: its boards are read once, for
 * their problems, then let go; the event keeps the text and where each
 * game starts, and builds a board again when it is asked for
 * (brg-event-private.h). A hundred thousand boards then take the file's
 * text and 16 bytes each, not 1.3 KiB each.
 */

#include "config.h"

#include "brg-event-private.h"
#include "brg-pbn-reader-private.h"
#include "brg-pbn-writer.h"

/* Below this, a file's boards are all kept: it is small enough, and
 * every board is at hand at once. */
#define LAZY_MIN_BYTES (4 * 1024 * 1024)

struct _BrgPbnSource
{
  BrgBoardSource  parent;

  GBytes         *text_bytes;  /* Owned: holds the text */
  const char     *text;
  gsize           len;

  /* The reader appends in its thread while the window builds boards in
   * its own: the array may move. */
  GMutex          lock;
  GArray         *starts;      /* of BrgPbnStart, by key */
  gboolean        flowed;
};

static gsize lazy_min = LAZY_MIN_BYTES;

static gboolean
get_start (BrgPbnSource *self,
           guint         key,
           BrgPbnStart  *start)
{
  gboolean found;

  g_mutex_lock (&self->lock);
  found = key < self->starts->len;
  if (found)
    *start = g_array_index (self->starts, BrgPbnStart, key);
  g_mutex_unlock (&self->lock);
  return found;
}

static BrgBoard *
source_build (BrgBoardSource *source,
              guint           key)
{
  BrgPbnSource *self = (BrgPbnSource *) source;
  BrgPbnStart start;

  if (!get_start (self, key, &start))
    {
      g_critical ("No game %u in the text", key);
      return brg_board_new ();
    }
  return _brg_pbn_rebuild_board (self->text, self->len, self->flowed, &start);
}

/* The export of a board writes everything the model holds of it (that is
 * what a round trip tests): the same export, the same board. */
static gboolean
source_is_pristine (BrgBoardSource *source,
                    guint           key,
                    BrgBoard       *board)
{
  g_autoptr(BrgBoard) fresh = source_build (source, key);
  g_autofree char *was = brg_pbn_write_board (fresh);
  g_autofree char *is = brg_pbn_write_board (board);

  return g_str_equal (was, is)
         && brg_board_get_has_errors (fresh) == brg_board_get_has_errors (board)
         && brg_board_get_line (fresh) == brg_board_get_line (board);
}

static void
source_free (BrgBoardSource *source)
{
  BrgPbnSource *self = (BrgPbnSource *) source;

  g_bytes_unref (self->text_bytes);
  g_array_unref (self->starts);
  g_mutex_clear (&self->lock);
  g_free (self);
}

/* @text, @len: the text the reader reads, which @text_bytes holds. */
BrgPbnSource *
_brg_pbn_source_new (GBytes     *text_bytes,
                     const char *text,
                     gsize       len)
{
  BrgPbnSource *self = g_new0 (BrgPbnSource, 1);

  g_atomic_ref_count_init (&self->parent.ref);
  self->parent.build = source_build;
  self->parent.is_pristine = source_is_pristine;
  self->parent.free = source_free;
  self->text_bytes = g_bytes_ref (text_bytes);
  self->text = text;
  self->len = len;
  g_mutex_init (&self->lock);
  self->starts = g_array_new (FALSE, FALSE, sizeof (BrgPbnStart));
  return self;
}

void
_brg_pbn_source_unref (BrgPbnSource *source)
{
  _brg_board_source_unref (&source->parent);
}

/* The board at @position of @event was read from the game at @start: it
 * is let go, to be built again from there. */
void
_brg_pbn_source_take_board (BrgPbnSource      *source,
                            BrgEvent          *event,
                            guint              position,
                            const BrgPbnStart *start,
                            gboolean           flowed)
{
  guint key;

  g_mutex_lock (&source->lock);
  /* Set by the escapes before the first game: the same for every game. */
  source->flowed = flowed;
  key = source->starts->len;
  g_array_append_val (source->starts, *start);
  g_mutex_unlock (&source->lock);

  _brg_event_make_lazy (event, position, &source->parent, key);
}

/* Whether a file of @len bytes of text is read lazily. */
gboolean
_brg_pbn_read_lazily (gsize len)
{
  return len >= lazy_min;
}

/**
 * _brg_pbn_set_lazy_min:
 * @bytes: the size of text from which a file opened progressively keeps
 *   its text rather than its boards, or 0 for the default
 *
 * For tests: 1 reads even a small file lazily.
 */
void
_brg_pbn_set_lazy_min (gsize bytes)
{
  lazy_min = bytes > 0 ? bytes : LAZY_MIN_BYTES;
}
