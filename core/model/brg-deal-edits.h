/* brg-deal-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal editor's operations as reversible #BrgCommand: typing a suit or
 * a hand, swapping and clearing hands, completing at random or to fit, and
 * pasting a deal. Each keeps the whole deal and the board's Deal tag as
 * they were when applied, so its revert is exact.
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"
#include "brg-deal.h"
#include "brg-dealer.h"

G_BEGIN_DECLS

BrgSeat     brg_deal_find_receiver   (BrgDeal            *deal,
                                      BrgSeat             seat);

BrgCommand *brg_edit_place_card      (BrgDeal            *deal,
                                      BrgCard             card,
                                      BrgSeat             seat);
BrgCommand *brg_edit_set_hands       (BrgDeal            *deal,
                                      const BrgHands     *hands,
                                      const char         *label);
BrgCommand *brg_edit_set_suit_text   (BrgDeal            *deal,
                                      BrgSeat             seat,
                                      BrgSuit             suit,
                                      const char         *text,
                                      GError            **error);
BrgCommand *brg_edit_set_hand_text   (BrgDeal            *deal,
                                      BrgSeat             seat,
                                      const char         *text,
                                      GError            **error);
BrgCommand *brg_edit_swap_hands      (BrgDeal            *deal,
                                      BrgSeat             a,
                                      BrgSeat             b);
BrgCommand *brg_edit_clear_hand      (BrgDeal            *deal,
                                      BrgSeat             seat);
BrgCommand *brg_edit_clear_deal      (BrgDeal            *deal);
BrgCommand *brg_edit_complete_deal   (BrgDeal            *deal,
                                      const BrgDealSpec  *spec,
                                      guint64             seed);
BrgCommand *brg_edit_paste_deal      (BrgBoard           *board,
                                      const BrgHands     *hands,
                                      BrgSeat             dealer);
BrgCommand *brg_edit_deal_under_play (BrgBoard           *board,
                                      BrgCommand         *command);

G_END_DECLS
