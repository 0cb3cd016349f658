/* brg-deal-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cards as people type and paste them: a suit (`AKQ10xx`), a hand line
 * (`AKJ5.Q32.T9.8742`), and a whole deal as a PBN Deal value, an RBN H
 * line or a LIN md value, with `x` for an unspecified spot card.
 */

#pragma once

#include "brg-card.h"
#include "brg-deal.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgHandText:
 * @cards: the cards named
 * @n_spots: how many `x` each suit holds, by #BrgSuit
 *
 * A hand or part of one as typed: named cards and unspecified spot cards.
 */
typedef struct
{
  BrgCardSet  cards;
  guint8      n_spots[4];
} BrgHandText;

/**
 * BrgDealText:
 * @hands: the hands, by #BrgSeat
 * @known: whether each hand was given
 * @rest: the seat that takes every card the others do not hold (three
 *   full hands and an empty fourth, as RBN and LIN allow), or
 *   %BRG_SEAT_NONE
 * @dealer: the dealer the text names (a LIN md value does), or
 *   %BRG_SEAT_NONE
 *
 * A whole deal as pasted, before its spot cards are chosen.
 */
typedef struct
{
  BrgHandText  hands[4];
  gboolean     known[4];
  BrgSeat      rest;
  BrgSeat      dealer;
} BrgDealText;

guint     brg_hand_text_count          (const BrgHandText  *hand);
gboolean  brg_hand_text_parse_suit     (const char         *text,
                                        BrgSuit             suit,
                                        BrgHandText        *hand,
                                        GError            **error);
gboolean  brg_hand_text_parse          (const char         *text,
                                        BrgHandText        *hand,
                                        GError            **error);
char     *brg_hand_text_format_suit    (BrgCardSet          cards,
                                        BrgCardSet          spots,
                                        BrgSuit             suit);
char     *brg_hand_text_format         (BrgCardSet          cards,
                                        BrgCardSet          spots);

gboolean  brg_deal_text_parse          (const char         *text,
                                        BrgDealText        *deal,
                                        GError            **error);
gboolean  brg_deal_text_parse_lin_md   (const char         *value,
                                        BrgDealText        *deal,
                                        GError            **error);
gboolean  brg_deal_text_parse_lin_md_full (const char      *value,
                                        gssize              length,
                                        BrgDealText        *deal,
                                        gsize              *error_at,
                                        GError            **error);
gboolean  brg_deal_text_to_hands       (const BrgDealText  *deal,
                                        BrgHands           *hands,
                                        GError            **error);

BrgCardSet brg_card_set_lowest_spots   (BrgCardSet          free_cards,
                                        BrgSuit             suit,
                                        guint               n);

G_END_DECLS
