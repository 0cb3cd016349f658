/* brg-rbn-reader.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

BrgEvent  *brg_rbn_read_bytes       (GBytes               *bytes,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
BrgEvent  *brg_rbn_read_file        (GFile                *file,
                                     GCancellable         *cancellable,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
void       brg_rbn_read_file_async  (GFile                *file,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data);
BrgEvent  *brg_rbn_read_file_finish (GAsyncResult         *result,
                                     GPtrArray           **diagnostics,
                                     GError              **error);

G_END_DECLS
