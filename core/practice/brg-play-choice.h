/* brg-play-choice.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"
#include "brg-dd-position.h"

G_BEGIN_DECLS

/**
 * BrgPlayReason:
 * @BRG_PLAY_REASON_NONE: no reason given
 * @BRG_PLAY_REASON_RECORDED: the card the lesson records
 * @BRG_PLAY_REASON_ONLY_CARD: the only card the player may play
 * @BRG_PLAY_REASON_ALL_EQUAL: every card the player may play does the same
 * @BRG_PLAY_REASON_BEATS_CONTRACT: the only card that beats the contract
 * @BRG_PLAY_REASON_MAKES_CONTRACT: the only card that makes the contract
 * @BRG_PLAY_REASON_BEST_TRICKS: the only card that keeps the most tricks
 * @BRG_PLAY_REASON_TOP_OF_SEQUENCE: the top of a sequence of honours
 * @BRG_PLAY_REASON_PARTNERS_SUIT: partner's suit: bid, or led before
 * @BRG_PLAY_REASON_FOURTH_BEST: fourth highest of the longest suit
 * @BRG_PLAY_REASON_SINGLETON: a singleton, hoping for a ruff
 * @BRG_PLAY_REASON_TOP_OF_NOTHING: the top of a suit without an honour
 * @BRG_PLAY_REASON_LOW_LEAD: a low card led
 * @BRG_PLAY_REASON_CASH_WINNER: a winner cashed
 * @BRG_PLAY_REASON_SECOND_HAND_LOW: second hand low
 * @BRG_PLAY_REASON_THIRD_HAND_HIGH: third hand high
 * @BRG_PLAY_REASON_COVER_HONOUR: an honour covered with an honour
 * @BRG_PLAY_REASON_WIN_CHEAPLY: the trick won as cheaply as possible
 * @BRG_PLAY_REASON_PARTNER_WINNING: a low card under partner's winning card
 * @BRG_PLAY_REASON_ENCOURAGE: a high spot card: partner's suit is wanted
 * @BRG_PLAY_REASON_DISCOURAGE: the lowest card: partner's suit is not wanted
 * @BRG_PLAY_REASON_COUNT_EVEN: high-low: an even number of cards
 * @BRG_PLAY_REASON_COUNT_ODD: the lowest card: an odd number of cards
 * @BRG_PLAY_REASON_RUFF: a ruff, as cheap as wins the trick
 * @BRG_PLAY_REASON_DISCARD: a discard from a suit that is not needed
 * @BRG_PLAY_REASON_LOW_CARD: a low card: the trick cannot be won
 * @BRG_PLAY_REASON_HIGHER_CARD: a higher card than the natural one
 * @BRG_PLAY_REASON_RANDOM: chosen at random among the best cards
 *
 * Why the computer played a card: what a teacher would say of it.
 */
typedef enum
{
  BRG_PLAY_REASON_NONE,
  BRG_PLAY_REASON_RECORDED,
  BRG_PLAY_REASON_ONLY_CARD,
  BRG_PLAY_REASON_ALL_EQUAL,
  BRG_PLAY_REASON_BEATS_CONTRACT,
  BRG_PLAY_REASON_MAKES_CONTRACT,
  BRG_PLAY_REASON_BEST_TRICKS,
  BRG_PLAY_REASON_TOP_OF_SEQUENCE,
  BRG_PLAY_REASON_PARTNERS_SUIT,
  BRG_PLAY_REASON_FOURTH_BEST,
  BRG_PLAY_REASON_SINGLETON,
  BRG_PLAY_REASON_TOP_OF_NOTHING,
  BRG_PLAY_REASON_LOW_LEAD,
  BRG_PLAY_REASON_CASH_WINNER,
  BRG_PLAY_REASON_SECOND_HAND_LOW,
  BRG_PLAY_REASON_THIRD_HAND_HIGH,
  BRG_PLAY_REASON_COVER_HONOUR,
  BRG_PLAY_REASON_WIN_CHEAPLY,
  BRG_PLAY_REASON_PARTNER_WINNING,
  BRG_PLAY_REASON_ENCOURAGE,
  BRG_PLAY_REASON_DISCOURAGE,
  BRG_PLAY_REASON_COUNT_EVEN,
  BRG_PLAY_REASON_COUNT_ODD,
  BRG_PLAY_REASON_RUFF,
  BRG_PLAY_REASON_DISCARD,
  BRG_PLAY_REASON_LOW_CARD,
  BRG_PLAY_REASON_HIGHER_CARD,
  BRG_PLAY_REASON_RANDOM,
} BrgPlayReason;

const char *brg_play_reason_to_display (BrgPlayReason reason);

/**
 * BrgPlaySituation:
 * @position: the position: the hands left, the current trick, the tricks won
 * @declarer: the declarer, or %BRG_SEAT_NONE when not known
 * @level: the contract's level, 1 to 7, or 0 when not known
 * @total_tricks: the tricks of the whole deal: 13, fewer in an end position
 * @n_tricks: the tricks played before the current one
 * @bid_suits: for each seat, the suits it bid in the auction, as bits
 *   `1 << suit`
 * @led_suit: for each seat, the suit it led first in the play, -1 for none
 *
 * What a player sees when choosing a card: the position and what the
 * auction and the play so far said.
 */
typedef struct
{
  BrgDdPosition  position;
  BrgSeat        declarer;
  guint8         level;
  guint8         total_tricks;
  guint8         n_tricks;
  guint8         bid_suits[4];
  gint8          led_suit[4];
} BrgPlaySituation;

/**
 * BrgPlayOption:
 * @card: the card to play
 * @equals: the cards of the same hand equal to @card, @card included: the
 *   solver cannot tell them apart
 * @reason: why a player would choose @card
 *
 * One card, standing for the cards equal to it.
 */
typedef struct
{
  BrgCard        card;
  BrgCardSet     equals;
  BrgPlayReason  reason;
} BrgPlayOption;

/* At most 13 options: one a card. */
#define BRG_PLAY_MAX_OPTIONS 13

gboolean  brg_play_situation_init (BrgPlaySituation        *situation,
                                   BrgBoard                *board,
                                   BrgPlay                 *play,
                                   guint                    n_cards,
                                   GError                 **error);

guint     brg_play_situation_rank (const BrgPlaySituation  *situation,
                                   const guint64           *random_key,
                                   BrgPlayOption           *options);

guint64   brg_play_random_key     (guint64                  seed,
                                   guint64                  stream,
                                   guint                    n_cards);

guint     brg_play_options_choose (const BrgPlaySituation  *situation,
                                   const BrgPlayOption     *options,
                                   guint                    n_options,
                                   const BrgDdCardValues   *values,
                                   BrgPlayReason           *reason);

G_END_DECLS
