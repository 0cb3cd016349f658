/* brg-import.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-import.h"
#include "brg-format.h"
#include "brg-read-task-private.h"

/*
 * Reading a file of any format the registry (brg-format.c) has a reader
 * for, found from its content. The file is loaded and parsed in a worker
 * thread (GTask), so the window never waits for a big file, and the load
 * can be cancelled.
 */

/**
 * brg_import_detect_format:
 * @data: the start of a file, or all of it
 * @length: the length of @data
 * @file_name: (nullable): the file's name, a hint for files with no content
 *
 * Recognises a bridge file by its content.
 *
 * Returns: (nullable): the name of the format brg_format_detect() finds,
 *   `pbn`, `rbn`, `rbx`, `lin` or `document` (PBN snippets in a document), or
 *   %NULL when the content is not one Finesse knows (binary, or text of
 *   another kind)
 */
const char *
brg_import_detect_format (const char *data,
                          gsize       length,
                          const char *file_name)
{
  g_autoptr(GBytes) bytes = NULL;
  const BrgFormat *format;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  bytes = g_bytes_new_static (data != NULL ? data : "", length);
  format = brg_format_detect (bytes, file_name);
  return format != NULL ? format->name : NULL;
}

/**
 * brg_import_bytes:
 * @bytes: the contents of a file
 * @file_name: (nullable): the file's name, a hint for files with no content
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Reads a bridge file of any format brg_import_detect_format() knows.
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with @error
 *   set: %G_IO_ERROR_INVALID_DATA for content that is not a bridge file,
 *   or the reader's error
 */
BrgEvent *
brg_import_bytes (GBytes      *bytes,
                  const char  *file_name,
                  GPtrArray  **diagnostics,
                  GError     **error)
{
  const BrgFormat *format;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  format = brg_format_detect (bytes, file_name);
  if (format == NULL || format->read == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("This is not a bridge file that Finesse knows: it should be "
                             "PBN, RBN, RBX or LIN, or a document with PBN in it."));
      return NULL;
    }

  return format->read (bytes, file_name, diagnostics, error);
}

/**
 * brg_import_file:
 * @file: a bridge file
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Loads @file and reads it with brg_import_bytes(), its name helping only
 * where the content does not tell the format.
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with @error set
 */
BrgEvent *
brg_import_file (GFile         *file,
                 GCancellable  *cancellable,
                 GPtrArray    **diagnostics,
                 GError       **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file (file, cancellable, brg_import_bytes, diagnostics, error);
}

/**
 * brg_import_file_async:
 * @file: a bridge file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is read
 * @user_data: data for @callback
 *
 * Loads and reads @file in a worker thread; finish with
 * brg_import_file_finish().
 */
void
brg_import_file_async (GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  _brg_read_file_async (file, cancellable, brg_import_file, brg_import_file_async,
                        callback, user_data);
}

/**
 * brg_import_file_finish:
 * @result: the #GAsyncResult given to the callback
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Finishes brg_import_file_async().
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with @error set
 */
BrgEvent *
brg_import_file_finish (GAsyncResult  *result,
                        GPtrArray    **diagnostics,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == brg_import_file_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file_finish (result, brg_import_file_async, diagnostics, error);
}
