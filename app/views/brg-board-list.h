/* brg-board-list.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_BOARD_LIST (brg_board_list_get_type ())

G_DECLARE_FINAL_TYPE (BrgBoardList, brg_board_list, BRG, BOARD_LIST, GtkWidget)

GtkWidget  *brg_board_list_new                (void);

GListModel *brg_board_list_get_model          (BrgBoardList *self);
void        brg_board_list_set_model          (BrgBoardList *self,
                                               GListModel   *model);
BrgBoard   *brg_board_list_get_selected_board (BrgBoardList *self);
guint       brg_board_list_get_selected       (BrgBoardList *self);
void        brg_board_list_select             (BrgBoardList *self,
                                               guint         position);
gboolean    brg_board_list_select_board       (BrgBoardList *self,
                                               BrgBoard     *board);
guint       brg_board_list_get_n_selected     (BrgBoardList *self,
                                               guint        *first,
                                               guint        *last);
GArray     *brg_board_list_dup_selection      (BrgBoardList *self);
void        brg_board_list_select_range       (BrgBoardList *self,
                                               guint         position,
                                               guint         n,
                                               guint         current);
void        brg_board_list_select_all         (BrgBoardList *self);
guint       brg_board_list_get_drop_position  (BrgBoardList *self,
                                               GArray       *dragged,
                                               guint         target,
                                               gboolean      after);
gboolean    brg_board_list_select_next        (BrgBoardList *self);
gboolean    brg_board_list_select_previous    (BrgBoardList *self);
guint       brg_board_list_get_n_shown        (BrgBoardList *self);
GListModel *brg_board_list_get_shown          (BrgBoardList *self);
const char *brg_board_list_get_search_text    (BrgBoardList *self);
void        brg_board_list_set_search_text    (BrgBoardList *self,
                                               const char   *text);
void        brg_board_list_focus_search       (BrgBoardList *self);
gboolean    brg_board_list_get_show_outcome   (BrgBoardList *self);
void        brg_board_list_set_show_outcome   (BrgBoardList *self,
                                               gboolean      show_outcome);
gboolean    brg_board_list_get_four_color     (BrgBoardList *self);
void        brg_board_list_set_four_color     (BrgBoardList *self,
                                               gboolean      four_color);

gboolean    brg_board_list_board_matches      (BrgBoard     *board,
                                               const char   *search);

void        brg_board_list_refresh_letters    (BrgBoardList *self);

G_END_DECLS
