/* brg-table-view-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the table draws, for its accessible label and the tests, and drawing
 * without a window, for the tests, the benchmarks and the screenshots.
 */

#pragma once

#include "brg-card-cache.h"
#include "brg-table-view.h"

G_BEGIN_DECLS

/* What is drawn, for tests and accessibility. */
BrgCardSet   brg_table_view_get_shown_hand       (BrgTableView *self,
                                                  BrgSeat       seat);
gboolean     brg_table_view_is_hand_hidden       (BrgTableView *self,
                                                  BrgSeat       seat);
BrgCard      brg_table_view_get_shown_trick_card (BrgTableView *self,
                                                  BrgSeat       seat);
gboolean     brg_table_view_is_hand_known        (BrgTableView *self,
                                                  BrgSeat       seat);
BrgSeat      brg_table_view_get_trick_leader     (BrgTableView *self);
BrgSeat      brg_table_view_get_trick_winner     (BrgTableView *self);
void         brg_table_view_get_suit_order       (BrgTableView *self,
                                                  BrgSuit       order[4]);
guint        brg_table_view_get_tricks_won       (BrgTableView *self,
                                                  BrgSide       side);
int          brg_table_view_get_card_value       (BrgTableView *self,
                                                  BrgCard       card);
char        *brg_table_view_dup_description      (BrgTableView *self);
BrgCard      brg_table_view_get_card_at          (BrgTableView *self,
                                                  double        x,
                                                  double        y);
gboolean     brg_table_view_get_card_point       (BrgTableView *self,
                                                  BrgCard       card,
                                                  double       *x,
                                                  double       *y);

/* Drawing without a window, for tests, benchmarks and screenshots. */
double        brg_table_view_get_card_height     (BrgTableView *self);
BrgCardCache *brg_table_view_get_card_cache      (BrgTableView *self);
void          brg_table_view_snapshot_offscreen  (BrgTableView *self,
                                                  GtkSnapshot  *snapshot,
                                                  int           width,
                                                  int           height,
                                                  int           scale_factor);
GdkTexture   *brg_table_view_render_texture      (BrgTableView *self,
                                                  int           width,
                                                  int           height,
                                                  int           scale_factor,
                                                  GError      **error);

G_END_DECLS
