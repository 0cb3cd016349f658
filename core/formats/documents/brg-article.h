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

/**
 * BrgArticleFlags:
 * @BRG_ARTICLE_NONE: the hands a board hides (its Hidden tag, PBN §4.1.6)
 *   are folded away, for the reader to open
 * @BRG_ARTICLE_REVEAL: every hand is shown
 *
 * How brg_article_write_bytes_full() lays out a board.
 */
typedef enum /*< flags >*/
{
  BRG_ARTICLE_NONE   = 0,
  BRG_ARTICLE_REVEAL = 1 << 0,
} BrgArticleFlags;

GBytes    *brg_article_write_bytes (BrgEvent      *event,
                                    const char    *title);
GBytes    *brg_article_write_bytes_full (BrgEvent        *event,
                                         const char      *title,
                                         BrgArticleFlags  flags);
char      *brg_article_write_board (BrgBoard      *board);
gboolean   brg_article_write_file  (BrgEvent      *event,
                                    const char    *title,
                                    GFile         *file,
                                    GCancellable  *cancellable,
                                    GError       **error);

G_END_DECLS
