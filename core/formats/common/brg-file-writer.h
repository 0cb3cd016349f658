/* brg-file-writer.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * BrgWriteFlags:
 * @BRG_WRITE_NONE: replace the file
 * @BRG_WRITE_BACKUP: keep the version being replaced as `FILE~`
 *
 * How brg_write_file() replaces a file.
 */
typedef enum
{
  BRG_WRITE_NONE   = 0,
  BRG_WRITE_BACKUP = 1 << 0,
} BrgWriteFlags;

gboolean  brg_write_file        (GFile          *file,
                                 GBytes         *bytes,
                                 BrgWriteFlags   flags,
                                 GCancellable   *cancellable,
                                 GError        **error);
guint     brg_write_file_clean_up (GFile          *file);
gboolean  brg_file_is_same      (GFile          *a,
                                 GFile          *b);

G_END_DECLS
