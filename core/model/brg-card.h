/* brg-card.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgRank:
 *
 * A card's rank, 2 to 14 (ace), so that ranks compare as integers.
 */
typedef guint8 BrgRank;

#define BRG_RANK_TWO    2
#define BRG_RANK_TEN    10
#define BRG_RANK_JACK   11
#define BRG_RANK_QUEEN  12
#define BRG_RANK_KING   13
#define BRG_RANK_ACE    14
#define BRG_RANK_IS_VALID(r) ((r) >= BRG_RANK_TWO && (r) <= BRG_RANK_ACE)

/**
 * BrgCard:
 *
 * A card as a number: `suit * 13 + rank - 2`, 0 (♣2) to 51 (♠A), so that
 * cards of one suit are contiguous and ascend with rank.
 * %BRG_CARD_UNKNOWN stands for a card that was played but is not known
 * (PBN's `-` in the play section); %BRG_CARD_NONE for no card at all.
 */
typedef guint8 BrgCard;

#define BRG_N_CARDS        52
#define BRG_CARD_UNKNOWN   52
#define BRG_CARD_NONE      0xff
#define BRG_CARD_IS_VALID(c)     ((c) < BRG_N_CARDS)
#define BRG_CARD(suit, rank)     ((BrgCard) ((suit) * 13 + (rank) - 2))
#define BRG_CARD_SUIT(c)         ((BrgSuit) ((c) / 13))
#define BRG_CARD_RANK(c)         ((BrgRank) ((c) % 13 + 2))

/**
 * BrgCardSet:
 *
 * A set of cards as a bit mask, bit `card` set for each card held.
 */
typedef guint64 BrgCardSet;

#define BRG_CARD_SET_EMPTY          ((BrgCardSet) 0)
#define BRG_CARD_SET_ALL            ((((BrgCardSet) 1) << 52) - 1)
#define BRG_CARD_SET_BIT(c)         (((BrgCardSet) 1) << (c))
#define BRG_CARD_SET_SUIT(s)        (((BrgCardSet) 0x1fff) << ((s) * 13))
#define brg_card_set_contains(set, c) (((set) & BRG_CARD_SET_BIT (c)) != 0)
#define brg_card_set_count(set)     ((guint) __builtin_popcountll (set))

gboolean     brg_suit_from_pbn         (char         letter,
                                        BrgSuit     *suit);
char         brg_suit_to_pbn           (BrgSuit      suit);
const char  *brg_suit_to_symbol        (BrgSuit      suit);
const char  *brg_suit_to_display       (BrgSuit      suit);
gboolean     brg_suit_is_red           (BrgSuit      suit);

gboolean     brg_rank_from_pbn         (char         letter,
                                        BrgRank     *rank);
char         brg_rank_to_pbn           (BrgRank      rank);
const char  *brg_rank_to_display       (BrgRank      rank);
guint        brg_rank_hcp              (BrgRank      rank);

gboolean     brg_card_from_pbn         (const char  *text,
                                        BrgCard     *card);
char        *brg_card_to_pbn           (BrgCard      card);
char        *brg_card_to_display       (BrgCard      card);
gboolean     brg_card_beats            (BrgCard      card,
                                        BrgCard      best,
                                        BrgStrain    trumps);

BrgCard      brg_card_set_highest      (BrgCardSet   set);
BrgCard      brg_card_set_next         (BrgCardSet   set,
                                        BrgCard      after);

G_END_DECLS
