/* brg-file-loader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one way the readers load a file: its size is looked at before a
 * byte is read, and a stream with no size (a pipe, /dev/zero, a file that
 * grows) is read only up to the limit. g_file_load_bytes() reads all there
 * is first: /dev/zero grew the process to 4.2 GB before failing, and a
 * sparse 6 GB file would have been read whole.
 *
 * The buffer grows as the stream gives more, by doubling, and never with
 * an allocation that aborts: under a limit on the address space (`ulimit
 * -v`), /dev/zero ends with the same clear error as a file too large,
 * not with GLib's abort.
 *
 * A file can also be read in two steps (BrgFileLoader): its first bytes,
 * then the rest, so that a reader can show what the head holds while the
 * rest is read.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-file-loader.h"

#define CHUNK_SIZE ((gsize) 64 * 1024)

static GBytes *
too_large (GError **error,
           gsize    limit)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               _("The file is larger than %u MiB, the most Finesse reads"),
               (guint) (limit >> 20));
  return NULL;
}

/* The memory ran out before the limit was reached: as far as this
 * process goes, the file is too large all the same. */
static gboolean
out_of_memory (GError **error,
               gsize    read)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               _("The file is too large: after %u MiB of it there was no more memory to read "
                 "the rest"), (guint) (read >> 20));
  return FALSE;
}

/* What was read so far. */
typedef struct
{
  guint8 *data;                    /* Owned */
  gsize   len;
  gsize   allocated;
} Buffer;

struct _BrgFileLoader
{
  GFileInputStream *stream;        /* Owned */
  Buffer           *buffer;        /* Owned, NULL once handed over */
  gsize             limit;
  gsize             reserve;
  goffset           size;          /* -1 when the file does not tell */
  gboolean          at_end;
};

/**
 * brg_file_loader_open:
 * @file: a file
 * @limit: the most bytes to read, less than 4 GiB
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Opens @file to be read in steps, never more than @limit bytes: a
 * regular file larger than that is refused before any of it is read, and
 * a stream (a pipe, a device) is read until it ends or passes the limit.
 * Read its first bytes with brg_file_loader_read_head(), the rest with
 * brg_file_loader_finish().
 *
 * Returns: (transfer full) (nullable): the loader, or %NULL with @error
 *   set: %G_IO_ERROR_MESSAGE_TOO_LARGE beyond @limit, or the error of
 *   opening the file
 */
BrgFileLoader *
brg_file_loader_open (GFile         *file,
                      gsize          limit,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  GFileInputStream *stream;
  BrgFileLoader *loader;
  gsize reserve = CHUNK_SIZE;
  goffset size = -1;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  /* A GByteArray holds less than 4 GiB. */
  g_return_val_if_fail (limit < G_MAXUINT, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Not every file system tells the size: then the reads below stop at
   * the limit. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, NULL);
  if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
      && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE))
    {
      size = MAX (g_file_info_get_size (info), 0);
      if (size > (goffset) limit)
        {
          too_large (error, limit);
          return NULL;
        }
      /* One read for a file whose size is known; +1 to see the end. */
      reserve = (gsize) size + 1;
    }

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  loader = g_new0 (BrgFileLoader, 1);
  loader->stream = stream;
  loader->limit = limit;
  loader->reserve = reserve;
  loader->size = size;
  loader->buffer = g_new0 (Buffer, 1);
  return loader;
}

/* Room for @len bytes; FALSE when the memory is not there. */
static gboolean
buffer_reserve (Buffer *buffer,
                gsize   len)
{
  guint8 *data;

  if (len <= buffer->allocated)
    return TRUE;
  data = g_try_realloc (buffer->data, len);
  if (data == NULL)
    return FALSE;
  buffer->data = data;
  buffer->allocated = len;
  return TRUE;
}

/* Reads until the buffer holds @up_to bytes or the file ends. */
static gboolean
read_until (BrgFileLoader  *loader,
            gsize           up_to,
            GCancellable   *cancellable,
            GError        **error)
{
  Buffer *buffer = loader->buffer;

  while (!loader->at_end && buffer->len < up_to)
    {
      gsize want;
      gssize n;

      if (buffer->len > loader->limit)
        {
          too_large (error, loader->limit);
          return FALSE;
        }

      /* What the file's size says is left, and one byte to see the end;
       * past that (a stream, a file that grew), grow by doubling; never
       * past one byte over the limit. */
      if (buffer->len < loader->reserve)
        want = loader->reserve - buffer->len;
      else
        want = MAX (buffer->len, CHUNK_SIZE);
      want = MIN (want, loader->limit + 1 - buffer->len);
      want = MIN (want, up_to - buffer->len);
      if (!buffer_reserve (buffer, buffer->len + want))
        {
          /* Less than doubling may still fit, once. */
          want = MIN (want, CHUNK_SIZE);
          if (!buffer_reserve (buffer, buffer->len + want))
            return out_of_memory (error, buffer->len);
        }
      n = g_input_stream_read (G_INPUT_STREAM (loader->stream), buffer->data + buffer->len, want,
                               cancellable, error);
      if (n < 0)
        return FALSE;
      buffer->len += (gsize) n;
      if (n == 0)
        loader->at_end = TRUE;
    }
  return TRUE;
}

static void
buffer_free (Buffer *buffer)
{
  g_free (buffer->data);
  g_free (buffer);
}

/* The bytes read, without the room left over when it is worth giving
 * back. */
static GBytes *
buffer_free_to_bytes (Buffer *buffer)
{
  guint8 *data = buffer->data;
  gsize len = buffer->len;

  if (buffer->allocated - len > CHUNK_SIZE && len > 0)
    {
      guint8 *smaller = g_try_realloc (data, len);

      if (smaller != NULL)
        data = smaller;
    }
  g_free (buffer);
  return g_bytes_new_take (data, len);
}

/**
 * brg_file_loader_get_size:
 * @loader: a loader
 *
 * Returns: the size of a regular file, as it was when opened, or -1 when
 *   the file did not tell it (a pipe, a device)
 */
goffset
brg_file_loader_get_size (BrgFileLoader *loader)
{
  g_return_val_if_fail (loader != NULL, -1);

  return loader->size;
}

/**
 * brg_file_loader_read_head:
 * @loader: a loader
 * @size: how many bytes to read first
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads the first @size bytes of the file, or all of it when it is
 * shorter, and keeps them for brg_file_loader_finish().
 *
 * Returns: (transfer full) (nullable): a copy of the first bytes, or %NULL
 *   with @error set
 */
GBytes *
brg_file_loader_read_head (BrgFileLoader  *loader,
                           gsize           size,
                           GCancellable   *cancellable,
                           GError        **error)
{
  g_return_val_if_fail (loader != NULL && loader->buffer != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!read_until (loader, MIN (size, loader->limit + 1), cancellable, error))
    return NULL;
  if (loader->buffer->len > loader->limit)
    return too_large (error, loader->limit);
  return g_bytes_new (loader->buffer->data, MIN (loader->buffer->len, size));
}

/**
 * brg_file_loader_finish:
 * @loader: a loader
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads the rest of the file and closes it. The loader can only be freed
 * after.
 *
 * Returns: (transfer full) (nullable): the whole contents, or %NULL with
 *   @error set: %G_IO_ERROR_MESSAGE_TOO_LARGE beyond the limit, or the
 *   error of reading the file
 */
GBytes *
brg_file_loader_finish (BrgFileLoader  *loader,
                        GCancellable   *cancellable,
                        GError        **error)
{
  g_return_val_if_fail (loader != NULL && loader->buffer != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!read_until (loader, G_MAXSIZE, cancellable, error))
    return NULL;
  if (loader->buffer->len > loader->limit)
    return too_large (error, loader->limit);
  if (!g_input_stream_close (G_INPUT_STREAM (loader->stream), cancellable, error))
    return NULL;
  return buffer_free_to_bytes (g_steal_pointer (&loader->buffer));
}

/**
 * brg_file_loader_free:
 * @loader: (transfer full): a loader
 *
 * Frees @loader, and closes its file if brg_file_loader_finish() did not.
 */
void
brg_file_loader_free (BrgFileLoader *loader)
{
  g_return_if_fail (loader != NULL);

  g_clear_object (&loader->stream);
  g_clear_pointer (&loader->buffer, buffer_free);
  g_free (loader);
}

/**
 * brg_load_file_bytes:
 * @file: a file
 * @limit: the most bytes to read, less than 4 GiB
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Loads the contents of @file, as g_file_load_bytes() does, but never more
 * than @limit bytes: a regular file larger than that is refused before
 * any of it is read, and a stream (a pipe, a device) is read until it
 * ends or passes the limit. The load can be cancelled between reads.
 *
 * Returns: (transfer full) (nullable): the contents, or %NULL with @error
 *   set: %G_IO_ERROR_MESSAGE_TOO_LARGE beyond @limit, or the error of
 *   opening or reading the file
 */
GBytes *
brg_load_file_bytes (GFile         *file,
                     gsize          limit,
                     GCancellable  *cancellable,
                     GError       **error)
{
  g_autoptr(BrgFileLoader) loader = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (limit < G_MAXUINT, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  loader = brg_file_loader_open (file, limit, cancellable, error);
  if (loader == NULL)
    return NULL;
  return brg_file_loader_finish (loader, cancellable, error);
}
