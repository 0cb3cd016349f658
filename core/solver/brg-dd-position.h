/* brg-dd-position.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-card.h"
#include "brg-deal.h"
#include "brg-play.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_SOLVER_ERROR (brg_solver_error_quark ())

/**
 * BrgSolverError:
 * @BRG_SOLVER_ERROR_INVALID_DEAL: the deal is not 52 distinct cards, 13 a
 *   hand (or, for a position, hands of equal length)
 * @BRG_SOLVER_ERROR_INVALID_PLAY: the play is not legal from the deal, or
 *   holds a card that is not known
 * @BRG_SOLVER_ERROR_FAILED: the solver refused the request
 * @BRG_SOLVER_ERROR_STALE: a newer request on the same channel replaced
 *   this one; its answer was dropped
 * @BRG_SOLVER_ERROR_UNAVAILABLE: the solving library could not be loaded;
 *   the message names it and the Debian package to install
 *
 * Why a double-dummy request has no answer.
 */
typedef enum
{
  BRG_SOLVER_ERROR_INVALID_DEAL,
  BRG_SOLVER_ERROR_INVALID_PLAY,
  BRG_SOLVER_ERROR_FAILED,
  BRG_SOLVER_ERROR_STALE,
  BRG_SOLVER_ERROR_UNAVAILABLE,
} BrgSolverError;

GQuark brg_solver_error_quark (void);

/**
 * BrgDdPosition:
 * @hands: the cards each seat still holds
 * @trumps: the strain of the play
 * @leader: the seat that led (or leads) the current trick
 * @n_played: how many cards are on the current trick, 0 to 3
 * @played: the cards on the current trick, the leader's first
 * @tricks_won: tricks already won by each side
 *
 * A double-dummy position: what the solver sees. Only positions that
 * brg_dd_position_check() accepts ever reach it.
 */
typedef struct
{
  BrgCardSet  hands[4];
  BrgStrain   trumps;
  BrgSeat     leader;
  guint8      n_played;
  BrgCard     played[3];
  guint8      tricks_won[2];
} BrgDdPosition;

/**
 * BrgDdCardValues:
 * @seat: the seat on turn
 * @tricks: for each card (#BrgCard) @seat may play, the tricks @seat's side
 *   takes in the whole deal when it plays that card; -1 for other cards
 * @best: the most tricks any of them gives
 *
 * The double-dummy value of each card the seat on turn may play.
 */
typedef struct
{
  BrgSeat  seat;
  gint8    tricks[BRG_N_CARDS];
  gint8    best;
} BrgDdCardValues;

/**
 * BrgDdQuery:
 * @position: a position
 * @target: the tricks the side on turn is to have in the whole deal (those
 *   it has won counted), or -1 for the most it can
 *
 * One question for brg_solver_solve_async(): can the side on turn take
 * @target tricks, and with which card?
 */
typedef struct
{
  BrgDdPosition  position;
  gint8          target;
} BrgDdQuery;

/**
 * BrgDdSolution:
 * @tricks: the side on turn's tricks in the whole deal: the most it can
 *   take when the target was -1, the target when it can take that many,
 *   else -1
 * @card: a card of the seat on turn that takes @tricks, or %BRG_CARD_NONE
 *   when @tricks is -1
 * @equals: @card and the cards of the same hand equal to it
 *
 * The answer to a #BrgDdQuery.
 */
typedef struct
{
  gint8       tricks;
  BrgCard     card;
  BrgCardSet  equals;
} BrgDdSolution;

gboolean    brg_dd_position_init_deal  (BrgDdPosition        *position,
                                        BrgDeal              *deal,
                                        BrgStrain             trumps,
                                        BrgSeat               leader,
                                        GError              **error);
gboolean    brg_dd_position_init_play  (BrgDdPosition        *position,
                                        BrgDeal              *deal,
                                        BrgPlay              *play,
                                        guint                 n_cards,
                                        GError              **error);
gboolean    brg_dd_position_check      (const BrgDdPosition  *position,
                                        GError              **error);
gboolean    brg_dd_position_is_full    (const BrgDdPosition  *position);
gboolean    brg_dd_position_play       (BrgDdPosition        *position,
                                        BrgCard               card,
                                        GError              **error);
BrgSeat     brg_dd_position_get_turn   (const BrgDdPosition  *position);
BrgCardSet  brg_dd_position_get_legal  (const BrgDdPosition  *position);
guint       brg_dd_position_get_n_left (const BrgDdPosition  *position);
guint       brg_dd_play_count_legal    (BrgDeal              *deal,
                                        BrgPlay              *play);

G_END_DECLS
