/* brg-read-task.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif

#include "brg-file-loader.h"
#include "brg-read-task-private.h"

typedef struct
{
  GFile           *file;          /* Owned */
  BrgReadFileFunc  read;
} ReadData;

typedef struct
{
  BrgEvent  *event;               /* Owned */
  GPtrArray *diagnostics;         /* Owned */
} ReadResult;

static void
read_data_free (gpointer data)
{
  ReadData *read = data;

  g_clear_object (&read->file);
  g_free (read);
}

static void
read_result_free (gpointer data)
{
  ReadResult *result = data;

  g_clear_object (&result->event);
  g_clear_pointer (&result->diagnostics, g_ptr_array_unref);
  g_free (result);
}

/**
 * _brg_read_file:
 * @file: the file to read
 * @cancellable: (nullable): a #GCancellable
 * @read: the reader of its bytes, given the file's name
 * @diagnostics: (out) (optional) (transfer full): as @read sets it, %NULL
 *   when the file cannot be loaded
 * @error: return location for a #GError
 *
 * Loads @file (at most %BRG_MAX_FILE_SIZE bytes, its size looked at
 * first: brg_load_file_bytes()) and reads its bytes with @read, which
 * stops early with %G_IO_ERROR_CANCELLED when @cancellable is cancelled.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
_brg_read_file (GFile             *file,
                GCancellable      *cancellable,
                BrgReadBytesFunc   read,
                GPtrArray        **diagnostics,
                GError           **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  BrgEvent *event;

  if (diagnostics != NULL)
    *diagnostics = NULL;

  bytes = brg_load_file_bytes (file, BRG_MAX_FILE_SIZE, cancellable, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_basename (file);
  _brg_read_push_cancellable (cancellable);
  event = read (bytes, name, diagnostics, error);
  _brg_read_pop_cancellable (cancellable);
  return event;
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadData *data = task_data;
  ReadResult *result = g_new0 (ReadResult, 1);
  GError *error = NULL;

#ifdef HAVE_MALLOC_TRIM
  /* What the last file closed left behind need not add to this one's peak. */
  malloc_trim (0);
#endif
  result->event = data->read (data->file, cancellable, &result->diagnostics, &error);
  if (result->event == NULL)
    {
      read_result_free (result);
      g_task_return_error (task, error);
      return;
    }

#ifdef HAVE_MALLOC_TRIM
  /* Reading a big file frees as much as it keeps (the bytes, the decoded
   * text, the tokens); glibc would hold on to it in this thread's arena.
   * Measured on 10,000 deals: 8 MB of the window's 49 MB; and the trim
   * before reading took the peak of eight opens in a row from 99 to 86 MB. */
  malloc_trim (0);
#endif

  /* Cancelled after the parser's last look: drop a result nobody wants. */
  if (g_task_return_error_if_cancelled (task))
    {
      read_result_free (result);
      return;
    }

  g_task_return_pointer (task, result, read_result_free);
}

void
_brg_read_file_async (GFile               *file,
                      GCancellable        *cancellable,
                      BrgReadFileFunc      read,
                      gpointer             source_tag,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ReadData *data;

  g_assert (G_IS_FILE (file));
  g_assert (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_assert (read != NULL);

  data = g_new0 (ReadData, 1);
  data->file = g_object_ref (file);
  data->read = read;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, data, read_data_free);
  g_task_run_in_thread (task, read_thread);
}

BrgEvent *
_brg_read_file_finish (GAsyncResult  *result,
                       gpointer       source_tag,
                       GPtrArray    **diagnostics,
                       GError       **error)
{
  ReadResult *read;
  BrgEvent *event;

  g_assert (g_task_is_valid (result, NULL));
  g_assert (g_task_get_source_tag (G_TASK (result)) == source_tag);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  read = g_task_propagate_pointer (G_TASK (result), error);
  if (read == NULL)
    return NULL;

  event = g_steal_pointer (&read->event);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&read->diagnostics);
  read_result_free (read);
  return event;
}

/* Makes @cancellable (nullable) the one the parsers of this thread look at. */
void
_brg_read_push_cancellable (GCancellable *cancellable)
{
  if (cancellable != NULL)
    g_cancellable_push_current (cancellable);
}

void
_brg_read_pop_cancellable (GCancellable *cancellable)
{
  if (cancellable != NULL)
    g_cancellable_pop_current (cancellable);
}

/* Whether the read under way in this thread was cancelled. */
gboolean
_brg_read_cancelled (void)
{
  GCancellable *cancellable = g_cancellable_get_current ();

  return cancellable != NULL && g_cancellable_is_cancelled (cancellable);
}

/* Sets %G_IO_ERROR_CANCELLED when the read under way was cancelled. */
gboolean
_brg_read_check_cancelled (GError **error)
{
  return g_cancellable_set_error_if_cancelled (g_cancellable_get_current (), error);
}
