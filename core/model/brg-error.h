/* brg-error.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model's error domain. Each format's domain is declared beside its
 * reader: BRG_PBN_ERROR in brg-pbn-reader.h, BRG_RBN_ERROR in
 * brg-rbn-reader.h, BRG_HOST_DOCUMENT_ERROR in brg-host-document.h.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BRG_MODEL_ERROR (brg_model_error_quark ())

/**
 * BrgModelError:
 * @BRG_MODEL_ERROR_ILLEGAL_CALL: the call breaks the laws (insufficient bid,
 *   double of partner or of a doubled bid, redouble of an undoubled bid …)
 * @BRG_MODEL_ERROR_AUCTION_COMPLETE: a call after the auction ended
 * @BRG_MODEL_ERROR_NOT_YOUR_TURN: a card or call by a player out of turn
 * @BRG_MODEL_ERROR_CARD_NOT_HELD: the card is known to be in another hand
 * @BRG_MODEL_ERROR_CARD_PLAYED: the card was played before
 * @BRG_MODEL_ERROR_MUST_FOLLOW_SUIT: the player holds the suit led
 * @BRG_MODEL_ERROR_PLAY_COMPLETE: a card after the last trick or a claim
 * @BRG_MODEL_ERROR_INVALID_DEAL: a card in two hands, or a hand over 13 cards
 * @BRG_MODEL_ERROR_INVALID_CLAIM: more tricks claimed than remain
 * @BRG_MODEL_ERROR_INVALID_VALUE: a value in a format's notation that does
 *   not parse
 * @BRG_MODEL_ERROR_PLAY_STARTED: an edit of the contract under cards played
 *   to it
 *
 * Violations of the rules of bridge, shared by the window and the readers.
 */
typedef enum
{
  BRG_MODEL_ERROR_ILLEGAL_CALL,
  BRG_MODEL_ERROR_AUCTION_COMPLETE,
  BRG_MODEL_ERROR_NOT_YOUR_TURN,
  BRG_MODEL_ERROR_CARD_NOT_HELD,
  BRG_MODEL_ERROR_CARD_PLAYED,
  BRG_MODEL_ERROR_MUST_FOLLOW_SUIT,
  BRG_MODEL_ERROR_PLAY_COMPLETE,
  BRG_MODEL_ERROR_INVALID_DEAL,
  BRG_MODEL_ERROR_INVALID_CLAIM,
  BRG_MODEL_ERROR_INVALID_VALUE,
  BRG_MODEL_ERROR_PLAY_STARTED,
} BrgModelError;

GQuark brg_model_error_quark (void);

G_END_DECLS
