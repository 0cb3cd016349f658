/* brg-pbn-writer.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-event.h"

G_BEGIN_DECLS

GBytes    *brg_pbn_write_bytes  (BrgEvent      *event,
                                 GPtrArray    **diagnostics);
char      *brg_pbn_write_board  (BrgBoard      *board);
char      *brg_pbn_write_snippet (BrgEvent     *event);
gboolean   brg_pbn_write_file   (BrgEvent      *event,
                                 GFile         *file,
                                 GCancellable  *cancellable,
                                 GPtrArray    **diagnostics,
                                 GError       **error);

G_END_DECLS
