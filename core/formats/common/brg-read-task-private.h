/* brg-read-task-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one way the readers read a file: each public _read_file (PBN, RBN,
 * any format) loads it with _brg_read_file(), and each _async/_finish pair
 * hands that synchronous function to a worker thread.
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

G_END_DECLS
