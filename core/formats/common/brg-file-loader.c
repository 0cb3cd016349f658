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
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) buffer = NULL;
  gsize reserve = CHUNK_SIZE;

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
      goffset size = g_file_info_get_size (info);

      if (size > (goffset) limit)
        return too_large (error, limit);
      /* One read for a file whose size is known; +1 to see the end. */
      reserve = (gsize) MAX (size, 0) + 1;
    }

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  buffer = g_byte_array_sized_new ((guint) MIN (reserve, limit + 1));
  for (;;)
    {
      gsize room, want;
      gssize n;

      if (buffer->len > limit)
        return too_large (error, limit);

      /* Grow by doubling, never past one byte over the limit. */
      want = MIN (MAX (reserve, CHUNK_SIZE), limit + 1 - buffer->len);
      room = buffer->len;
      g_byte_array_set_size (buffer, (guint) (room + want));
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer->data + room, want, cancellable,
                               error);
      if (n < 0)
        return NULL;
      g_byte_array_set_size (buffer, (guint) (room + (gsize) n));
      if (n == 0)
        break;
      reserve = buffer->len;
    }

  if (!g_input_stream_close (G_INPUT_STREAM (stream), cancellable, error))
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}
