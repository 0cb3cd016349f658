/* brg-table-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_TABLE_VIEW (brg_table_view_get_type ())

G_DECLARE_FINAL_TYPE (BrgTableView, brg_table_view, BRG, TABLE_VIEW, GtkWidget)

/*
 * The bridge table of one board: four hands in card graphics around a
 * compass, with the current trick in the centre. It shows the board's deal
 * as it stands after the first n-cards-played cards of the board's play.
 */

GtkWidget   *brg_table_view_new                  (void);

BrgBoard    *brg_table_view_get_board            (BrgTableView *self);
void         brg_table_view_set_board            (BrgTableView *self,
                                                  BrgBoard     *board);
guint        brg_table_view_get_n_cards_played   (BrgTableView *self);
void         brg_table_view_set_n_cards_played   (BrgTableView *self,
                                                  guint         n_cards_played);
gboolean     brg_table_view_get_reveal_hidden    (BrgTableView *self);
void         brg_table_view_set_reveal_hidden    (BrgTableView *self,
                                                  gboolean      reveal_hidden);
int          brg_table_view_get_hidden_seats     (BrgTableView *self);
void         brg_table_view_set_hidden_seats     (BrgTableView *self,
                                                  int           hidden_seats);
gboolean     brg_table_view_get_show_contract    (BrgTableView *self);
void         brg_table_view_set_show_contract    (BrgTableView *self,
                                                  gboolean      show_contract);
gboolean     brg_table_view_get_alternate_suits  (BrgTableView *self);
void         brg_table_view_set_alternate_suits  (BrgTableView *self,
                                                  gboolean      alternate_suits);
gboolean     brg_table_view_get_four_color       (BrgTableView *self);
void         brg_table_view_set_four_color       (BrgTableView *self,
                                                  gboolean      four_color);
BrgCardSet   brg_table_view_get_playable         (BrgTableView *self);
void         brg_table_view_set_playable         (BrgTableView *self,
                                                  BrgCardSet    playable);
void         brg_table_view_set_card_values      (BrgTableView *self,
                                                  const BrgDdCardValues *values);

void         brg_table_view_refresh_letters      (BrgTableView *self);

G_END_DECLS
