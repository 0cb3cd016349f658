/* brg-file-loader.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The most any reader reads: a PBN or RBN file of 256 MiB. */
#define BRG_MAX_FILE_SIZE ((gsize) 256 * 1024 * 1024)

GBytes   *brg_load_file_bytes   (GFile          *file,
                                 gsize           limit,
                                 GCancellable   *cancellable,
                                 GError        **error);

G_END_DECLS
