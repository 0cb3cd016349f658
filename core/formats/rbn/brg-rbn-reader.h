/* brg-rbn-reader.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

#define BRG_RBN_ERROR (brg_rbn_error_quark ())

/**
 * BrgRbnError:
 * @BRG_RBN_ERROR_ENCODING: the bytes are not text (UTF-16 that does not
 *   convert, or binary data)
 * @BRG_RBN_ERROR_TOO_LARGE: the file is past the reader's size or record
 *   limit
 *
 * Errors of the RBN reader that leave nothing usable. Problems that leave
 * the rest readable are #BrgDiagnostic entries instead (docs/diagnostics.md).
 */
typedef enum
{
  BRG_RBN_ERROR_ENCODING,
  BRG_RBN_ERROR_TOO_LARGE,
} BrgRbnError;

GQuark     brg_rbn_error_quark      (void);

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
