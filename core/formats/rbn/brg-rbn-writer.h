/* brg-rbn-writer.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-event.h"

G_BEGIN_DECLS

/**
 * BrgRbnFlavour:
 * @BRG_RBN_FLAVOUR_RBN: RBN 3.2: one label a line, records ended by a
 *   blank line
 * @BRG_RBN_FLAVOUR_RBX: RBX: one record a line, as `label{data}` items
 *
 * The two forms of Richard's Bridge Notation.
 */
typedef enum
{
  BRG_RBN_FLAVOUR_RBN,
  BRG_RBN_FLAVOUR_RBX,
} BrgRbnFlavour;

GBytes    *brg_rbn_write_bytes         (BrgEvent       *event,
                                        BrgRbnFlavour   flavour,
                                        GPtrArray     **diagnostics);
char      *brg_rbn_write_board         (BrgBoard       *board,
                                        BrgRbnFlavour   flavour);
gboolean   brg_rbn_write_file          (BrgEvent       *event,
                                        BrgRbnFlavour   flavour,
                                        GFile          *file,
                                        GCancellable   *cancellable,
                                        GPtrArray     **diagnostics,
                                        GError        **error);
void       brg_rbn_report_pbn_losses   (BrgEvent       *event,
                                        GPtrArray      *diagnostics);

G_END_DECLS
