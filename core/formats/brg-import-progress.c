/* brg-import-progress.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif

#include "brg-diagnostic.h"
#include "brg-event-private.h"
#include "brg-file-limits.h"
#include "brg-file-loader.h"
#include "brg-format.h"
#include "brg-import.h"
#include "brg-import-private.h"
#include "brg-read-task-private.h"

/*
 * Reading a file while its first boards are shown. The worker thread reads
 * the file as brg_import_file() does; a PBN file's reader hands each board
 * over as soon as it is built (_brg_pbn_read_bytes_progress()), and the
 * boards go to the caller's main context in batches: the first board at
 * once, then what was read in each BATCH_INTERVAL_US, the caller being
 * told through its BrgImportBoardsFunc. Other formats (RBN, documents,
 * small by nature) come in one batch at the end.
 *
 * A big PBN file's first board does not wait for the rest to be loaded:
 * the worker reads the file's first HEAD_SIZE bytes, hands over the first
 * board when they hold it whole (_brg_pbn_read_first_board()), and only
 * then loads the rest and reads the whole file, whose boards from the
 * second on are handed over as above.
 *
 * The boards of a batch are put in the caller's event by the caller's
 * thread only; once handed over, the worker never looks at a board again.
 */

#define BATCH_INTERVAL_US (50 * G_TIME_SPAN_MILLISECOND)
/* As much as brg_format_detect() looks at to recognise PBN. */
#define HEAD_SIZE ((gsize) 64 * 1024)

typedef struct
{
  gatomicrefcount      ref;
  GMutex               lock;
  GMainContext        *context;       /* Owned */
  GCancellable        *cancellable;   /* Owned, nullable */
  GFile               *file;          /* Owned */
  BrgImportBoardsFunc  func;
  gpointer             func_data;
  GDestroyNotify       func_destroy;

  /* Under lock: what the worker has handed over and the caller not taken */
  BrgEvent            *target;        /* Owned, the caller's once it exists */
  BrgEvent            *pending;       /* Owned: the boards, as the reader
                                       * made them (built or not, brg-event-private.h) */
  GPtrArray           *pending_diagnostics; /* Owned, of BrgDiagnostic copies */
  gboolean             scheduled;     /* an idle will take them */
  char                *encoding;      /* Owned: the source encoding told last */
  gboolean             encoding_changed; /* since the event was made */

  /* The worker's */
  guint                n_head;        /* boards handed over from the head */
  guint                n_taken;
  guint                n_diagnostics_taken;
  gint64               last_batch;
} Progress;

typedef struct
{
  GPtrArray *diagnostics;             /* Owned, in file order */
} ProgressResult;

/* The test hook: hold the worker once it has read so many boards. */
static GMutex hold_lock;
static GCond hold_cond;
static guint hold_at;

static Progress *
progress_ref (Progress *progress)
{
  g_atomic_ref_count_inc (&progress->ref);
  return progress;
}

static gboolean progress_free_cb (gpointer data);

static void
progress_unref (gpointer data)
{
  Progress *progress = data;

  if (!g_atomic_ref_count_dec (&progress->ref))
    return;

  /* The GTask may go last in the worker: the caller's data is freed in
   * the caller's thread all the same. */
  if (!g_main_context_is_owner (progress->context))
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, progress_free_cb, progress, NULL);
      g_source_set_static_name (source, "[finesse] read done");
      g_source_attach (source, progress->context);
      g_source_unref (source);
      return;
    }
  progress_free_cb (progress);
}

static gboolean
progress_free_cb (gpointer data)
{
  Progress *progress = data;

  if (progress->func_destroy != NULL)
    progress->func_destroy (progress->func_data);
  g_clear_object (&progress->target);
  g_clear_object (&progress->pending);
  g_clear_pointer (&progress->pending_diagnostics, g_ptr_array_unref);
  g_clear_pointer (&progress->encoding, g_free);
  g_clear_object (&progress->cancellable);
  g_clear_object (&progress->file);
  g_main_context_unref (progress->context);
  g_mutex_clear (&progress->lock);
  g_free (progress);
  return G_SOURCE_REMOVE;
}

static void
progress_result_free (gpointer data)
{
  ProgressResult *result = data;

  g_clear_pointer (&result->diagnostics, g_ptr_array_unref);
  g_free (result);
}

/* The caller's thread: the boards and problems handed over so far go into
 * the event, and the caller is told. */
static void
dispatch_pending (Progress *progress)
{
  g_autoptr(BrgEvent) boards = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) target = NULL;
  g_autofree char *encoding = NULL;
  gboolean encoding_changed;
  guint position;
  guint n_boards;

  g_mutex_lock (&progress->lock);
  progress->scheduled = FALSE;
  boards = g_steal_pointer (&progress->pending);
  diagnostics = g_steal_pointer (&progress->pending_diagnostics);
  if (progress->target != NULL)
    target = g_object_ref (progress->target);
  encoding_changed = progress->encoding_changed;
  encoding = g_strdup (progress->encoding);
  progress->encoding_changed = FALSE;
  g_mutex_unlock (&progress->lock);

  if (target == NULL || g_cancellable_is_cancelled (progress->cancellable))
    return;
  /* The first board was read from the head, whose plain ASCII could not
   * tell the whole file's character set. */
  if (encoding_changed)
    brg_event_set_source_encoding (target, encoding);
  n_boards = boards != NULL ? brg_event_get_n_boards (boards) : 0;
  if (n_boards == 0 && (diagnostics == NULL || diagnostics->len == 0))
    return;

  position = brg_event_get_n_boards (target);
  if (n_boards > 0)
    _brg_event_append_from (target, boards, 0, n_boards);
  if (diagnostics != NULL)
    g_ptr_array_sort (diagnostics, brg_diagnostic_compare);
  progress->func (target, position, n_boards, diagnostics, progress->func_data);
}

static gboolean
dispatch_idle_cb (gpointer data)
{
  dispatch_pending (data);
  return G_SOURCE_REMOVE;
}

/* The worker: what @event and @diagnostics hold past what was handed over
 * already is handed over now; the caller is woken when @schedule. */
static void
hand_over (Progress  *progress,
           BrgEvent  *event,
           GPtrArray *diagnostics,
           gboolean   schedule)
{
  guint n_boards = brg_event_get_n_boards (event);

  g_mutex_lock (&progress->lock);

  if (progress->target == NULL)
    {
      /* What belongs to the file is read before its first board. */
      progress->target = brg_event_new ();
      for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
        brg_event_add_escape (progress->target, brg_event_get_escape (event, i));
      brg_event_set_source_encoding (progress->target, brg_event_get_source_encoding (event));
      progress->encoding = g_strdup (brg_event_get_source_encoding (event));
    }
  else if (g_strcmp0 (progress->encoding, brg_event_get_source_encoding (event)) != 0)
    {
      g_free (progress->encoding);
      progress->encoding = g_strdup (brg_event_get_source_encoding (event));
      progress->encoding_changed = TRUE;
    }

  /* As they are: a board not built yet is built in the caller's thread,
   * when it is first asked for. */
  if (progress->pending == NULL)
    progress->pending = brg_event_new ();
  _brg_event_append_from (progress->pending, event, progress->n_taken,
                          n_boards - progress->n_taken);
  progress->n_taken = n_boards;

  if (diagnostics != NULL && diagnostics->len > progress->n_diagnostics_taken)
    {
      if (progress->pending_diagnostics == NULL)
        progress->pending_diagnostics =
          g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
      for (guint i = progress->n_diagnostics_taken; i < diagnostics->len; i++)
        g_ptr_array_add (progress->pending_diagnostics,
                         brg_diagnostic_copy (g_ptr_array_index (diagnostics, i)));
      progress->n_diagnostics_taken = diagnostics->len;
    }

  if (schedule && !progress->scheduled)
    {
      GSource *source = g_idle_source_new ();

      progress->scheduled = TRUE;
      /* Above redrawing: the first board is shown before the spinner turns. */
      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, dispatch_idle_cb, progress_ref (progress), progress_unref);
      g_source_set_static_name (source, "[finesse] boards read");
      g_source_attach (source, progress->context);
      g_source_unref (source);
    }

  g_mutex_unlock (&progress->lock);
}

static gboolean
is_held_at (guint n_boards)
{
  guint at;

  g_mutex_lock (&hold_lock);
  at = hold_at;
  g_mutex_unlock (&hold_lock);
  return at != 0 && at == n_boards;
}

static void
wait_while_held (guint         n_boards,
                 GCancellable *cancellable)
{
  g_mutex_lock (&hold_lock);
  while (hold_at == n_boards && !g_cancellable_is_cancelled (cancellable))
    g_cond_wait_until (&hold_cond, &hold_lock,
                       g_get_monotonic_time () + 10 * G_TIME_SPAN_MILLISECOND);
  g_mutex_unlock (&hold_lock);
}

/* The reader's BrgReadProgressFunc, in the worker. */
static gboolean
board_read_cb (BrgEvent  *event,
               GPtrArray *diagnostics,
               gpointer   user_data)
{
  Progress *progress = user_data;
  guint n_boards = brg_event_get_n_boards (event);
  /* The boards the head gave were held at already. */
  gboolean held = n_boards > progress->n_head && is_held_at (n_boards);

  if (g_cancellable_is_cancelled (progress->cancellable))
    return FALSE;

  if (progress->n_taken > 0 && !held
      && g_get_monotonic_time () - progress->last_batch < BATCH_INTERVAL_US)
    return TRUE;

  hand_over (progress, event, diagnostics, TRUE);
#ifdef HAVE_MALLOC_TRIM
  /* As in brg-read-task.c: what the last file left need not add to this
   * one's peak. Trimming a big heap takes a while: after the first board
   * is on its way, not before. */
  if (progress->n_taken == 1)
    malloc_trim (0);
#endif
  if (held)
    wait_while_held (n_boards, progress->cancellable);
  progress->last_batch = g_get_monotonic_time ();
  return !g_cancellable_is_cancelled (progress->cancellable);
}

/* The worker: hands over the first board of a PBN file from @head, the
 * first bytes of the file, when they hold it whole. */
static void
read_head (Progress     *progress,
           GBytes       *head,
           const char   *file_name,
           GCancellable *cancellable)
{
  const BrgFormat *pbn = brg_format_lookup ("pbn");
  g_autoptr(BrgEvent) first = NULL;

  /* PBN is the format brg_format_detect() tries first, and it looks at
   * the first HEAD_SIZE bytes only: what they say, the whole file says. */
  if (pbn == NULL || pbn->recognise == NULL || !pbn->recognise (head, file_name))
    return;
  first = _brg_pbn_read_first_board (head);
  if (first == NULL)
    return;

  hand_over (progress, first, NULL, TRUE);
  progress->n_head = brg_event_get_n_boards (first);
#ifdef HAVE_MALLOC_TRIM
  /* See board_read_cb(). */
  malloc_trim (0);
#endif
  if (is_held_at (progress->n_head))
    wait_while_held (progress->n_head, cancellable);
  progress->last_batch = g_get_monotonic_time ();
}

static BrgEvent *
read_bytes (Progress    *progress,
            GBytes      *bytes,
            const char  *file_name,
            GPtrArray  **diagnostics,
            GError     **error)
{
  const BrgFormat *format = brg_format_detect (bytes, file_name);

  if (format != NULL && g_str_equal (format->name, "pbn"))
    return _brg_pbn_read_bytes_progress (bytes, board_read_cb, progress, diagnostics, error);
  return brg_import_bytes (bytes, file_name, diagnostics, error);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Progress *progress = task_data;
  g_autoptr(BrgFileLoader) loader = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *name = g_file_get_basename (progress->file);
  ProgressResult *result;
  GPtrArray *diagnostics = NULL;
  GError *error = NULL;

  /* A file past the limit is refused before it is read. */
  loader = brg_file_loader_open (progress->file, brg_file_size_limit (), cancellable, &error);
  if (loader == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* A file that is more than its head: its first board first. A stream
   * of no known size is read whole, as it may yet prove too large. */
  if (brg_file_loader_get_size (loader) > (goffset) HEAD_SIZE)
    {
      g_autoptr(GBytes) head = brg_file_loader_read_head (loader, HEAD_SIZE, cancellable,
                                                          &error);

      if (head == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
      read_head (progress, head, name, cancellable);
    }

  bytes = brg_file_loader_finish (loader, cancellable, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  event = read_bytes (progress, bytes, name, &diagnostics, &error);
  g_clear_pointer (&bytes, g_bytes_unref);
  if (event == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* The last batch is taken by the _finish(), after every other. */
  hand_over (progress, event, diagnostics, FALSE);
  g_clear_object (&event);

#ifdef HAVE_MALLOC_TRIM
  /* The bytes, the text and the tokens are freed; see brg-read-task.c. */
  malloc_trim (0);
#endif

  if (g_task_return_error_if_cancelled (task))
    {
      g_clear_pointer (&diagnostics, g_ptr_array_unref);
      return;
    }

  result = g_new0 (ProgressResult, 1);
  result->diagnostics = diagnostics;
  g_task_return_pointer (task, result, progress_result_free);
}

/**
 * brg_import_file_progressive_async:
 * @file: a bridge file
 * @cancellable: (nullable): a #GCancellable
 * @boards_func: (scope notified): called each time boards are read
 * @boards_data: data for @boards_func
 * @boards_destroy: (nullable): frees @boards_data when no more boards come
 * @callback: called when the whole file is read
 * @user_data: data for @callback
 *
 * Reads @file as brg_import_file_async() does, but hands its boards over
 * while the rest is read: @boards_func is called in the thread-default
 * main context of the caller, first as soon as the first board is read
 * (with that board alone), then with the boards read in each 50 ms or
 * so. Each call gives the same event, with the new boards appended at
 * @position, and the problems found with them. Formats other than PBN
 * come in one batch.
 *
 * Once @cancellable is cancelled, no more boards come; the event keeps
 * those handed over. Finish with brg_import_file_progressive_finish(),
 * which hands over what is left before it returns.
 */
void
brg_import_file_progressive_async (GFile               *file,
                                   GCancellable        *cancellable,
                                   BrgImportBoardsFunc  boards_func,
                                   gpointer             boards_data,
                                   GDestroyNotify       boards_destroy,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Progress *progress;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (boards_func != NULL);

  progress = g_new0 (Progress, 1);
  g_atomic_ref_count_init (&progress->ref);
  g_mutex_init (&progress->lock);
  progress->context = g_main_context_ref_thread_default ();
  progress->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  progress->file = g_object_ref (file);
  progress->func = boards_func;
  progress->func_data = boards_data;
  progress->func_destroy = boards_destroy;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_import_file_progressive_async);
  g_task_set_task_data (task, progress, progress_unref);
  g_task_run_in_thread (task, read_thread);
}

/**
 * brg_import_file_progressive_finish:
 * @result: the #GAsyncResult given to the callback
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for every problem found while reading, in file order
 * @error: return location for a #GError
 *
 * Finishes brg_import_file_progressive_async(): the boards not handed
 * over yet go to the boards function first.
 *
 * Returns: (transfer full) (nullable): the event the boards function was
 *   given, now with every board, or %NULL with @error set
 *   (%G_IO_ERROR_CANCELLED when the read was stopped)
 */
BrgEvent *
brg_import_file_progressive_finish (GAsyncResult  *result,
                                    GPtrArray    **diagnostics,
                                    GError       **error)
{
  Progress *progress;
  ProgressResult *read;
  BrgEvent *event;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result))
                        == brg_import_file_progressive_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  progress = g_task_get_task_data (G_TASK (result));
  read = g_task_propagate_pointer (G_TASK (result), error);
  if (read == NULL)
    return NULL;

  dispatch_pending (progress);

  g_mutex_lock (&progress->lock);
  event = g_object_ref (progress->target);
  g_mutex_unlock (&progress->lock);

  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&read->diagnostics);
  progress_result_free (read);
  return event;
}

/**
 * _brg_import_hold_at:
 * @n_boards: a number of boards, or 0
 *
 * For tests: a progressive read that has read @n_boards boards hands them
 * all over and waits, until this is called again with another number (0
 * to hold no more) or the read is cancelled. What the window shows
 * while a file is read can then be tested without timing.
 */
void
_brg_import_hold_at (guint n_boards)
{
  g_mutex_lock (&hold_lock);
  hold_at = n_boards;
  g_cond_broadcast (&hold_cond);
  g_mutex_unlock (&hold_lock);
}
