/* brg-import.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

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

G_END_DECLS
