/* brg-lin-writer.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-event.h"

G_BEGIN_DECLS

GBytes    *brg_lin_write_bytes  (BrgEvent       *event,
                                 GPtrArray     **diagnostics);
char      *brg_lin_write_board  (BrgBoard       *board);
gboolean   brg_lin_write_file   (BrgEvent       *event,
                                 GFile          *file,
                                 GCancellable   *cancellable,
                                 GPtrArray     **diagnostics,
                                 GError        **error);

G_END_DECLS
