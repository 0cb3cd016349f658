/* brg-pbn-reader.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

#define BRG_PBN_ERROR (brg_pbn_error_quark ())

/**
 * BrgPbnError:
 * @BRG_PBN_ERROR_SYNTAX: a table's section data cannot be split into
 *   elements (an unclosed string, a last row too short; PBN §5.2)
 * @BRG_PBN_ERROR_INVALID_TAG: a table's column names are malformed (PBN §5.2)
 * @BRG_PBN_ERROR_ENCODING: the bytes say they are UTF-16 but are not
 * @BRG_PBN_ERROR_TOO_LARGE: the file is past the reader's size limit
 *
 * Errors of the PBN reader and table parser that leave nothing usable.
 * Problems that leave the rest readable are #BrgDiagnostic entries instead
 * (docs/diagnostics.md).
 */
typedef enum
{
  BRG_PBN_ERROR_SYNTAX,
  BRG_PBN_ERROR_INVALID_TAG,
  BRG_PBN_ERROR_ENCODING,
  BRG_PBN_ERROR_TOO_LARGE,
} BrgPbnError;

GQuark     brg_pbn_error_quark      (void);

BrgEvent  *brg_pbn_read_bytes       (GBytes               *bytes,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
BrgEvent  *brg_pbn_read_snippet     (GBytes               *bytes,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
BrgEvent  *brg_pbn_read_file        (GFile                *file,
                                     GCancellable         *cancellable,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
void       brg_pbn_read_file_async  (GFile                *file,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data);
BrgEvent  *brg_pbn_read_file_finish (GAsyncResult         *result,
                                     GPtrArray           **diagnostics,
                                     GError              **error);

G_END_DECLS
