/* brg-lin-reader.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

#define BRG_LIN_ERROR (brg_lin_error_quark ())

/**
 * BrgLinError:
 * @BRG_LIN_ERROR_ENCODING: the bytes are not text
 * @BRG_LIN_ERROR_TOO_LARGE: more than 256 MB or 200 000 boards
 *
 * Errors of the LIN reader that leave nothing usable.
 */
typedef enum
{
  BRG_LIN_ERROR_ENCODING,
  BRG_LIN_ERROR_TOO_LARGE,
} BrgLinError;

GQuark     brg_lin_error_quark      (void);

gboolean   brg_lin_detect           (const guint8         *data,
                                     gsize                 length);
BrgEvent  *brg_lin_read_bytes       (GBytes               *bytes,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
BrgEvent  *brg_lin_read_file        (GFile                *file,
                                     GCancellable         *cancellable,
                                     GPtrArray           **diagnostics,
                                     GError              **error);
void       brg_lin_read_file_async  (GFile                *file,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data);
BrgEvent  *brg_lin_read_file_finish (GAsyncResult         *result,
                                     GPtrArray           **diagnostics,
                                     GError              **error);

G_END_DECLS
