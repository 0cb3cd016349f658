/* brg-article.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-event.h"

G_BEGIN_DECLS

GBytes    *brg_article_write_bytes (BrgEvent      *event,
                                    const char    *title);
char      *brg_article_write_board (BrgBoard      *board);
gboolean   brg_article_write_file  (BrgEvent      *event,
                                    const char    *title,
                                    GFile         *file,
                                    GCancellable  *cancellable,
                                    GError       **error);

G_END_DECLS
