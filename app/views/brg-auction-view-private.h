/* brg-auction-view-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the auction view shows, for the tests.
 */

#pragma once

#include "brg-auction-view.h"

G_BEGIN_DECLS

/* What is shown, for tests and accessibility. */
GtkWidget *brg_auction_view_get_cell         (BrgAuctionView *self,
                                              guint           position);

G_END_DECLS
