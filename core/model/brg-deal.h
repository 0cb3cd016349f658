/* brg-deal.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-card.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_DEAL (brg_deal_get_type ())

/**
 * BrgHands:
 * @cards: the cards of each hand, by #BrgSeat
 * @spots: the cards that stand for an unspecified spot card (`x`)
 * @known: whether each hand is known (PBN's `-` is unknown)
 *
 * A whole deal as a plain value: what editing commands keep to undo, and
 * what the dealer and the paste parser produce. A hand may hold more
 * than 13 cards here.
 */
typedef struct
{
  BrgCardSet  cards[4];
  BrgCardSet  spots;
  gboolean    known[4];
} BrgHands;

G_DECLARE_FINAL_TYPE (BrgDeal, brg_deal, BRG, DEAL, GObject)

BrgDeal     *brg_deal_new              (void);
BrgDeal     *brg_deal_new_from_pbn     (const char  *text,
                                        GError     **error);
BrgDeal     *brg_deal_copy             (BrgDeal     *self);
gboolean     brg_deal_equal            (BrgDeal     *a,
                                        BrgDeal     *b);

gboolean     brg_deal_is_hand_known    (BrgDeal     *self,
                                        BrgSeat      seat);
BrgCardSet   brg_deal_get_hand         (BrgDeal     *self,
                                        BrgSeat      seat);
gboolean     brg_deal_set_hand         (BrgDeal     *self,
                                        BrgSeat      seat,
                                        BrgCardSet   cards,
                                        GError     **error);
void         brg_deal_forget_hand      (BrgDeal     *self,
                                        BrgSeat      seat);
gboolean     brg_deal_give_card        (BrgDeal     *self,
                                        BrgSeat      seat,
                                        BrgCard      card,
                                        GError     **error);
gboolean     brg_deal_take_card        (BrgDeal     *self,
                                        BrgCard      card);
BrgSeat      brg_deal_get_holder       (BrgDeal     *self,
                                        BrgCard      card);

guint        brg_deal_get_n_cards      (BrgDeal     *self,
                                        BrgSeat      seat);
guint        brg_deal_get_suit_length  (BrgDeal     *self,
                                        BrgSeat      seat,
                                        BrgSuit      suit);
guint        brg_deal_get_hcp          (BrgDeal     *self,
                                        BrgSeat      seat);
char        *brg_deal_dup_shape        (BrgDeal     *self,
                                        BrgSeat      seat);
gboolean     brg_deal_is_complete      (BrgDeal     *self);
gboolean     brg_deal_is_end_position  (BrgDeal     *self);
gboolean     brg_deal_is_empty         (BrgDeal     *self);
void         brg_deal_rotate           (BrgDeal     *self,
                                        int          steps);

gboolean     brg_deal_set_from_pbn     (BrgDeal     *self,
                                        const char  *text,
                                        GError     **error);
char        *brg_deal_to_pbn           (BrgDeal     *self,
                                        BrgSeat      first);
char        *brg_deal_dup_hand_display (BrgDeal     *self,
                                        BrgSeat      seat);

BrgCardSet   brg_deal_get_spots        (BrgDeal     *self);
void         brg_deal_get_hands        (BrgDeal     *self,
                                        BrgHands    *hands);
gboolean     brg_deal_set_hands        (BrgDeal     *self,
                                        const BrgHands *hands,
                                        GError     **error);
BrgDealStatus brg_deal_get_status      (BrgDeal     *self);
gboolean     brg_deal_check            (BrgDeal     *self,
                                        GError     **error);

G_END_DECLS
