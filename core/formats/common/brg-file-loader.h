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

typedef struct _BrgFileLoader BrgFileLoader;

BrgFileLoader *brg_file_loader_open      (GFile          *file,
                                          gsize           limit,
                                          GCancellable   *cancellable,
                                          GError        **error);
goffset        brg_file_loader_get_size  (BrgFileLoader  *loader);
GBytes        *brg_file_loader_read_head (BrgFileLoader  *loader,
                                          gsize           size,
                                          GCancellable   *cancellable,
                                          GError        **error);
GBytes        *brg_file_loader_finish    (BrgFileLoader  *loader,
                                          GCancellable   *cancellable,
                                          GError        **error);
void           brg_file_loader_free      (BrgFileLoader  *loader);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgFileLoader, brg_file_loader_free)

GBytes   *brg_load_file_bytes   (GFile          *file,
                                 gsize           limit,
                                 GCancellable   *cancellable,
                                 GError        **error);

G_END_DECLS
