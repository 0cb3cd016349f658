/* brg-import.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

/**
 * BrgImportBoardsFunc:
 * @event: the event being read, the same at each call
 * @position: where the new boards begin in @event
 * @n_added: the number of new boards
 * @diagnostics: (nullable) (element-type BrgDiagnostic): the problems found
 *   with them, in file order, owned by the caller of the function
 * @user_data: the data given with the function
 *
 * Told of the boards brg_import_file_progressive_async() has read.
 */
typedef void (*BrgImportBoardsFunc) (BrgEvent  *event,
                                     guint      position,
                                     guint      n_added,
                                     GPtrArray *diagnostics,
                                     gpointer   user_data);

const char *brg_import_detect_format (const char           *data,
                                      gsize                 length,
                                      const char           *file_name);
BrgEvent   *brg_import_bytes         (GBytes               *bytes,
                                      const char           *file_name,
                                      GPtrArray           **diagnostics,
                                      GError              **error);
BrgEvent   *brg_import_file          (GFile                *file,
                                      GCancellable         *cancellable,
                                      GPtrArray           **diagnostics,
                                      GError              **error);
void        brg_import_file_async    (GFile                *file,
                                      GCancellable         *cancellable,
                                      GAsyncReadyCallback   callback,
                                      gpointer              user_data);
BrgEvent   *brg_import_file_finish   (GAsyncResult         *result,
                                      GPtrArray           **diagnostics,
                                      GError              **error);

void        brg_import_file_progressive_async  (GFile               *file,
                                                GCancellable        *cancellable,
                                                BrgImportBoardsFunc  boards_func,
                                                gpointer             boards_data,
                                                GDestroyNotify       boards_destroy,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
BrgEvent   *brg_import_file_progressive_finish (GAsyncResult        *result,
                                                GPtrArray          **diagnostics,
                                                GError             **error);

G_END_DECLS
