/* brg-card.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-card.h"
#include "brg-letters.h"

/**
 * brg_suit_from_pbn:
 * @letter: `S`, `H`, `D` or `C`, either case (PBN §3.11)
 * @suit: (out): the suit
 *
 * Returns: %TRUE if @letter names a suit
 */
gboolean
brg_suit_from_pbn (char     letter,
                   BrgSuit *suit)
{
  g_return_val_if_fail (suit != NULL, FALSE);

  switch (g_ascii_toupper (letter))
    {
    case 'S': *suit = BRG_SUIT_SPADES;   return TRUE;
    case 'H': *suit = BRG_SUIT_HEARTS;   return TRUE;
    case 'D': *suit = BRG_SUIT_DIAMONDS; return TRUE;
    case 'C': *suit = BRG_SUIT_CLUBS;    return TRUE;
    default:  return FALSE;
    }
}

/**
 * brg_suit_to_pbn:
 * @suit: a suit
 *
 * Returns: `C`, `D`, `H` or `S`
 */
char
brg_suit_to_pbn (BrgSuit suit)
{
  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, '?');

  return "CDHS"[suit];
}

/**
 * brg_suit_to_symbol:
 * @suit: a suit
 *
 * Returns: the suit's symbol as UTF-8: ♣ ♦ ♥ ♠
 */
const char *
brg_suit_to_symbol (BrgSuit suit)
{
  static const char *symbols[] = { "\u2663", "\u2666", "\u2665", "\u2660" };

  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, NULL);

  return symbols[suit];
}

/**
 * brg_suit_to_display:
 * @suit: a suit
 *
 * Returns: the translated plural name of @suit, such as "Spades"
 */
const char *
brg_suit_to_display (BrgSuit suit)
{
  /* Translators: the suits, plural, capitalised as a title */
  static const char *names[] = { N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades") };

  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, NULL);

  return _(names[suit]);
}

/**
 * brg_suit_is_red:
 * @suit: a suit
 *
 * Returns: %TRUE for hearts and diamonds
 */
gboolean
brg_suit_is_red (BrgSuit suit)
{
  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, FALSE);

  return suit == BRG_SUIT_HEARTS || suit == BRG_SUIT_DIAMONDS;
}

/**
 * brg_rank_from_pbn:
 * @letter: `A K Q J T 9 … 2`, either case (PBN §3.4.11, §3.11)
 * @rank: (out): the rank
 *
 * Returns: %TRUE if @letter names a rank
 */
gboolean
brg_rank_from_pbn (char     letter,
                   BrgRank *rank)
{
  /* A table: a deal file is mostly rank letters. 0 is not a rank. */
  static const guint8 ranks[256] = {
    ['2'] = 2, ['3'] = 3, ['4'] = 4, ['5'] = 5, ['6'] = 6, ['7'] = 7, ['8'] = 8, ['9'] = 9,
    ['T'] = BRG_RANK_TEN, ['J'] = BRG_RANK_JACK, ['Q'] = BRG_RANK_QUEEN,
    ['K'] = BRG_RANK_KING, ['A'] = BRG_RANK_ACE,
    ['t'] = BRG_RANK_TEN, ['j'] = BRG_RANK_JACK, ['q'] = BRG_RANK_QUEEN,
    ['k'] = BRG_RANK_KING, ['a'] = BRG_RANK_ACE,
  };
  guint8 value = ranks[(guchar) letter];

  g_return_val_if_fail (rank != NULL, FALSE);

  if (value == 0)
    return FALSE;
  *rank = (BrgRank) value;
  return TRUE;
}

/**
 * brg_rank_to_pbn:
 * @rank: a rank
 *
 * Returns: the rank's PBN letter; ten is `T`
 */
char
brg_rank_to_pbn (BrgRank rank)
{
  g_return_val_if_fail (BRG_RANK_IS_VALID (rank), '?');

  return "23456789TJQKA"[rank - 2];
}

/**
 * brg_rank_to_display:
 * @rank: a rank
 *
 * Returns: the rank as shown to a user, in the current card letters
 *   (brg_letters_get_current()): ten is "10", a French king "R"
 */
const char *
brg_rank_to_display (BrgRank rank)
{
  g_return_val_if_fail (BRG_RANK_IS_VALID (rank), NULL);

  return brg_letters_rank (brg_letters_get_current (), rank);
}

/**
 * brg_rank_hcp:
 * @rank: a rank
 *
 * Returns: Milton Work high-card points: 4 for an ace down to 1 for a jack
 */
guint
brg_rank_hcp (BrgRank rank)
{
  g_return_val_if_fail (BRG_RANK_IS_VALID (rank), 0);

  return rank >= BRG_RANK_JACK ? rank - BRG_RANK_TEN : 0;
}

/**
 * brg_card_from_pbn:
 * @text: a suit letter and a rank letter, such as `SA` or `ht`
 * @card: (out): the card
 *
 * Parses a card token of PBN §3.6.1. The whole of @text must be the card.
 *
 * Returns: %TRUE if @text is a card
 */
gboolean
brg_card_from_pbn (const char *text,
                   BrgCard    *card)
{
  BrgSuit suit;
  BrgRank rank;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  if (text[0] == '\0' || text[1] == '\0' || text[2] != '\0')
    return FALSE;
  if (!brg_suit_from_pbn (text[0], &suit) || !brg_rank_from_pbn (text[1], &rank))
    return FALSE;

  *card = BRG_CARD (suit, rank);
  return TRUE;
}

/**
 * brg_card_to_pbn:
 * @card: a card, or %BRG_CARD_UNKNOWN
 *
 * Returns: (transfer full): the card as in PBN, such as `SA`; `-` when unknown
 */
char *
brg_card_to_pbn (BrgCard card)
{
  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, NULL);

  if (card == BRG_CARD_UNKNOWN)
    return g_strdup ("-");

  return g_strdup_printf ("%c%c", brg_suit_to_pbn (BRG_CARD_SUIT (card)),
                          brg_rank_to_pbn (BRG_CARD_RANK (card)));
}

/**
 * brg_card_to_display:
 * @card: a card, or %BRG_CARD_UNKNOWN
 *
 * Returns: (transfer full): the card for a user, such as "♠10" or, in
 *   French letters, "♠R"; "?" when unknown
 */
char *
brg_card_to_display (BrgCard card)
{
  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, NULL);

  if (card == BRG_CARD_UNKNOWN)
    return g_strdup ("?");

  return g_strconcat (brg_suit_to_symbol (BRG_CARD_SUIT (card)),
                      brg_rank_to_display (BRG_CARD_RANK (card)), NULL);
}

/**
 * brg_card_set_highest:
 * @set: a set of cards
 *
 * Returns: the highest card of @set in card order (♠A first), or
 *   %BRG_CARD_NONE when @set is empty
 */
BrgCard
brg_card_set_highest (BrgCardSet set)
{
  g_return_val_if_fail ((set & ~BRG_CARD_SET_ALL) == 0, BRG_CARD_NONE);

  if (set == 0)
    return BRG_CARD_NONE;
  return (BrgCard) (63 - __builtin_clzll (set));
}

/**
 * brg_card_set_next:
 * @set: a set of cards
 * @after: a card, or %BRG_CARD_NONE to start
 *
 * Walks @set from the highest card down, as hands are shown.
 *
 * Returns: the next lower card of @set after @after, or %BRG_CARD_NONE
 */
BrgCard
brg_card_set_next (BrgCardSet set,
                   BrgCard    after)
{
  g_return_val_if_fail (after == BRG_CARD_NONE || BRG_CARD_IS_VALID (after), BRG_CARD_NONE);

  if (after != BRG_CARD_NONE)
    set &= BRG_CARD_SET_BIT (after) - 1;
  return brg_card_set_highest (set);
}

/**
 * brg_card_beats:
 * @card: a card played to a trick
 * @best: the card winning the trick so far
 * @trumps: the trump strain, %BRG_STRAIN_NOTRUMP for none
 *
 * The rule of the trick: a higher card of the suit of @best, or a trump
 * on a card that is not one.
 *
 * Returns: whether @card now wins the trick
 */
gboolean
brg_card_beats (BrgCard   card,
                BrgCard   best,
                BrgStrain trumps)
{
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), FALSE);
  g_return_val_if_fail (BRG_CARD_IS_VALID (best), FALSE);

  if (BRG_CARD_SUIT (card) == BRG_CARD_SUIT (best))
    return BRG_CARD_RANK (card) > BRG_CARD_RANK (best);
  return trumps != BRG_STRAIN_NOTRUMP && BRG_CARD_SUIT (card) == (BrgSuit) trumps;
}
