/* brg-file-loader.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-file-limits.h"

G_BEGIN_DECLS

/* The most any reader reads: a PBN or RBN file of an eighth of the
 * machine's memory, between 256 MiB and 1 GiB (brg-file-limits.c). */
#define BRG_MAX_FILE_SIZE (brg_file_size_limit ())

GBytes   *brg_load_file_bytes   (GFile          *file,
                                 gsize           limit,
                                 GCancellable   *cancellable,
                                 GError        **error);

G_END_DECLS
