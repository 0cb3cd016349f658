/* brg-file-limits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest file a reader takes on any machine, and the least it takes
 * on a small one. */
#define BRG_FILE_SIZE_CEILING ((gsize) 1024 * 1024 * 1024)
#define BRG_FILE_SIZE_FLOOR   ((gsize) 256 * 1024 * 1024)
/* The most boards, and the least limit on any machine. */
#define BRG_BOARDS_CEILING    5000000
#define BRG_BOARDS_FLOOR      200000

gsize  brg_file_size_limit             (void);
guint  brg_board_limit                 (void);
gsize  brg_file_size_limit_for_memory  (guint64 memory);
guint  brg_board_limit_for_memory      (guint64 memory);

void   _brg_file_limits_override       (gsize   file_size,
                                        guint   boards);

G_END_DECLS
