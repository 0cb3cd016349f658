/* brg-format.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

/**
 * BrgFormat:
 * @BRG_FORMAT_UNKNOWN: not recognised
 * @BRG_FORMAT_PBN: Portable Bridge Notation 2.1
 * @BRG_FORMAT_RBN: Richard's Bridge Notation 3.2
 * @BRG_FORMAT_RBX: RBN with one record a line
 *
 * The file formats the core reads and writes.
 */
typedef enum
{
  BRG_FORMAT_UNKNOWN,
  BRG_FORMAT_PBN,
  BRG_FORMAT_RBN,
  BRG_FORMAT_RBX,
} BrgFormat;

BrgFormat    brg_format_detect          (const guint8  *data,
                                         gsize          len);
BrgFormat    brg_format_from_name       (const char    *name);
BrgFormat    brg_format_from_file_name  (const char    *file_name);
const char  *brg_format_to_name         (BrgFormat      format);

BrgEvent    *brg_format_read_bytes      (GBytes        *bytes,
                                         const char    *file_name,
                                         BrgFormat     *format,
                                         GPtrArray    **diagnostics,
                                         GError       **error);
GBytes      *brg_format_write_bytes     (BrgEvent      *event,
                                         BrgFormat      format,
                                         GPtrArray    **diagnostics);

G_END_DECLS
