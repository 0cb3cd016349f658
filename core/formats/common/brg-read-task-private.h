/* brg-read-task-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one way the readers read a file: each public _read_file (PBN, RBN,
 * any format) loads it with _brg_read_file(), and each _async/_finish pair
 * hands that synchronous function to a worker thread.
 *
 * Cancelling: _brg_read_file() makes its cancellable the thread's current
 * one (g_cancellable_push_current()) while the bytes are read, and the
 * parsers' loops ask _brg_read_cancelled() now and then, stop when it says
 * so, and fail with %G_IO_ERROR_CANCELLED. So Cancel in the window stops
 * the worker, not only the wait for it.
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

typedef BrgEvent *(*BrgReadBytesFunc) (GBytes       *bytes,
                                       const char   *file_name,
                                       GPtrArray   **diagnostics,
                                       GError      **error);

typedef BrgEvent *(*BrgReadFileFunc) (GFile         *file,
                                      GCancellable  *cancellable,
                                      GPtrArray    **diagnostics,
                                      GError       **error);

/* Told of each board as soon as it is read, in the reading thread, with
 * the event read so far (its last board the new one) and the problems
 * found so far; returns FALSE to stop reading. */
typedef gboolean (*BrgReadProgressFunc) (BrgEvent   *event,
                                         GPtrArray  *diagnostics,
                                         gpointer    user_data);

BrgEvent *_brg_pbn_read_bytes_progress (GBytes               *bytes,
                                        BrgReadProgressFunc   progress,
                                        gpointer              progress_data,
                                        GPtrArray           **diagnostics,
                                        GError              **error);

/* For tests: from how many bytes of text a file read with progress keeps
 * its text and builds its boards when asked (brg-pbn-lazy.c); 0 for the
 * default. */
void      _brg_pbn_set_lazy_min (gsize bytes);

BrgEvent *_brg_pbn_read_first_board (GBytes              *head);

BrgEvent *_brg_read_file        (GFile               *file,
                                 GCancellable        *cancellable,
                                 BrgReadBytesFunc     read,
                                 GPtrArray          **diagnostics,
                                 GError             **error);
void      _brg_read_file_async  (GFile               *file,
                                 GCancellable        *cancellable,
                                 BrgReadFileFunc      read,
                                 gpointer             source_tag,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data);
BrgEvent *_brg_read_file_finish (GAsyncResult        *result,
                                 gpointer             source_tag,
                                 GPtrArray          **diagnostics,
                                 GError             **error);

void      _brg_read_push_cancellable (GCancellable  *cancellable);
void      _brg_read_pop_cancellable  (GCancellable  *cancellable);
gboolean  _brg_read_cancelled        (void);
gboolean  _brg_read_check_cancelled  (GError       **error);

/* How many steps (tokens, lines, items, parser events) a parser takes
 * between two looks at the cancellable. */
#define BRG_READ_CANCEL_STEPS 1024

G_END_DECLS
