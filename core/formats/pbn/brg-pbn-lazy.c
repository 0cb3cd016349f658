/* brg-pbn-lazy.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A big PBN file opened in the window: its boards are read once, for
 * their problems, then let go; the event keeps the text and where each
 * game starts, and builds a board again when it is asked for
 * (brg-event-private.h). Once the file is read, the text is kept
 * compressed, in blocks: a board is built from the blocks its game is in.
 * A hundred thousand boards (32 MB of text) then take about 5 MB and 24
 * bytes each, not 1.3 KiB each.
 */

#include "config.h"

#include <gio/gio.h>

#include "brg-event-private.h"
#include "brg-pbn-reader-private.h"
#include "brg-pbn-writer.h"

/* Below this, a file's boards are all kept: it is small enough, and
 * every board is at hand at once. */
#define LAZY_MIN_BYTES (4 * 1024 * 1024)

/* Small enough that a block is inflated in a tenth of a millisecond,
 * large enough that PBN text compresses to a sixth. */
#define BLOCK_BYTES    (64 * 1024)

struct _BrgPbnSource
{
  BrgBoardSource  parent;

  GBytes         *text_bytes;  /* Owned: holds the text */
  const char     *text;
  gsize           len;

  /* The reader appends in its thread while the window builds boards in
   * its own: the array may move, and the text becomes blocks. */
  GMutex          lock;
  GArray         *starts;      /* of BrgPbnStart, by key */
  gboolean        flowed;

  /* Once compressed: text_bytes is NULL */
  GPtrArray      *blocks;      /* of GBytes, raw deflate of BLOCK_BYTES each */
  char           *window;      /* Owned: blocks inflated, the last asked for */
  guint           window_first;
  guint           window_n;
};

static gsize lazy_min = LAZY_MIN_BYTES;

static gsize
block_size (BrgPbnSource *self,
            guint         block)
{
  return MIN ((gsize) BLOCK_BYTES, self->len - (gsize) block * BLOCK_BYTES);
}

static gboolean
inflate_block (GBytes *compressed,
               char   *out,
               gsize   out_len)
{
  g_autoptr(GZlibDecompressor) inflater = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW);
  gsize in_len = 0;
  const char *in = g_bytes_get_data (compressed, &in_len);
  gsize read = 0, written = 0;
  GError *error = NULL;
  GConverterResult result;

  result = g_converter_convert (G_CONVERTER (inflater), in, in_len, out, out_len,
                                G_CONVERTER_INPUT_AT_END, &read, &written, &error);
  if (result != G_CONVERTER_FINISHED || written != out_len)
    {
      g_critical ("A block of the text could not be inflated: %s",
                  error != NULL ? error->message : "short");
      g_clear_error (&error);
      return FALSE;
    }
  return TRUE;
}

/* Under the lock: the text from @from to @to, in the window; returns where
 * offset 0 would be, as the reader counts from the text's start. */
static const char *
inflate_range (BrgPbnSource *self,
               gsize         from,
               gsize         to)
{
  guint first = (guint) (from / BLOCK_BYTES);
  guint last = (guint) ((MAX (to, from + 1) - 1) / BLOCK_BYTES);
  guint n = last - first + 1;

  if (first != self->window_first || n != self->window_n || self->window == NULL)
    {
      g_free (self->window);
      self->window = g_malloc ((gsize) n * BLOCK_BYTES);
      self->window_first = first;
      self->window_n = n;
      for (guint i = 0; i < n; i++)
        if (!inflate_block (g_ptr_array_index (self->blocks, first + i),
                            self->window + (gsize) i * BLOCK_BYTES, block_size (self, first + i)))
          {
            g_clear_pointer (&self->window, g_free);
            return NULL;
          }
    }
  /* The reader reads only from the game's line to its end: the bytes
   * before the window are never looked at. */
  return self->window - (gsize) first * BLOCK_BYTES;
}

static BrgBoard *
source_build (BrgBoardSource *source,
              guint           key)
{
  BrgPbnSource *self = (BrgPbnSource *) source;
  BrgPbnStart start;
  const char *text;
  BrgBoard *board = NULL;

  g_mutex_lock (&self->lock);
  if (key < self->starts->len)
    {
      start = g_array_index (self->starts, BrgPbnStart, key);
      text = self->blocks == NULL ? self->text
                                  : inflate_range (self, start.pos - start.column_bytes, start.end);
      if (text != NULL)
        board = _brg_pbn_rebuild_board (text, self->len, self->flowed, &start);
    }
  g_mutex_unlock (&self->lock);

  if (board == NULL)
    {
      g_critical ("No game %u in the text", key);
      board = brg_board_new ();
    }
  return board;
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

  g_clear_pointer (&self->text_bytes, g_bytes_unref);
  g_clear_pointer (&self->blocks, g_ptr_array_unref);
  g_free (self->window);
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

static GBytes *
deflate_block (const char *data,
               gsize       len)
{
  g_autoptr(GZlibCompressor) deflater = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 1);
  gsize out_len = len + len / 8 + 256;
  char *out = g_malloc (out_len);
  gsize read = 0, written = 0;
  GError *error = NULL;

  /* Deflate never grows text by an eighth: one call does the block. */
  if (g_converter_convert (G_CONVERTER (deflater), data, len, out, out_len,
                           G_CONVERTER_INPUT_AT_END, &read, &written, &error)
      != G_CONVERTER_FINISHED)
    {
      g_critical ("A block of the text could not be compressed: %s",
                  error != NULL ? error->message : "short");
      g_clear_error (&error);
      g_free (out);
      return NULL;
    }
  return g_bytes_new_take (g_realloc (out, MAX (written, 1)), written);
}

/* The file is read: its text is kept compressed, and let go. In the
 * reader's thread; the window may be building a board meanwhile. */
void
_brg_pbn_source_compress (BrgPbnSource *self)
{
  g_autoptr(GPtrArray) blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GBytes) text_bytes = NULL;

  /* The text does not change: no lock while compressing it. */
  for (gsize from = 0; from < self->len; from += BLOCK_BYTES)
    {
      GBytes *block = deflate_block (self->text + from, MIN ((gsize) BLOCK_BYTES, self->len - from));

      if (block == NULL)
        return;     /* the text stays as it is */
      g_ptr_array_add (blocks, block);
    }

  g_mutex_lock (&self->lock);
  self->blocks = g_steal_pointer (&blocks);
  text_bytes = g_steal_pointer (&self->text_bytes);
  self->text = NULL;
  g_mutex_unlock (&self->lock);
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
