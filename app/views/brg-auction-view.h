/* brg-auction-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_AUCTION_VIEW (brg_auction_view_get_type ())

G_DECLARE_FINAL_TYPE (BrgAuctionView, brg_auction_view, BRG, AUCTION_VIEW, GtkWidget)

GtkWidget *brg_auction_view_new              (void);

BrgBoard  *brg_auction_view_get_board        (BrgAuctionView *self);
void       brg_auction_view_set_board        (BrgAuctionView *self,
                                              BrgBoard       *board);
void       brg_auction_view_set_replay       (BrgAuctionView *self,
                                              BrgReplay      *replay);
guint      brg_auction_view_get_calls_shown  (BrgAuctionView *self);
void       brg_auction_view_set_calls_shown  (BrgAuctionView *self,
                                              guint           calls_shown);
int        brg_auction_view_get_current_call (BrgAuctionView *self);
void       brg_auction_view_set_current_call (BrgAuctionView *self,
                                              int             current_call);
gboolean   brg_auction_view_get_four_color   (BrgAuctionView *self);
void       brg_auction_view_set_four_color   (BrgAuctionView *self,
                                              gboolean        four_color);

void       brg_auction_view_refresh_letters  (BrgAuctionView *self);

G_END_DECLS
