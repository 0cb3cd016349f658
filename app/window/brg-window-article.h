/* brg-window-article.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-board-list.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_ARTICLE (brg_window_article_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowArticle, brg_window_article, BRG, WINDOW_ARTICLE, GObject)

BrgWindowArticle *brg_window_article_new                (GtkWindow        *window,
                                                         BrgWindowModel   *model,
                                                         BrgBoardList     *board_list);
gboolean          brg_window_article_get_from_document  (BrgWindowArticle *self);
gboolean          brg_window_article_export             (BrgWindowArticle *self,
                                                         GFile            *file,
                                                         const char       *scope,
                                                         GError          **error);
gboolean          brg_window_article_update_document    (BrgWindowArticle *self,
                                                         GError          **error);

G_END_DECLS
