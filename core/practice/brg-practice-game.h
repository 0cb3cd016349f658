/* brg-practice-game.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-command.h"
#include "brg-computer-player.h"
#include "brg-dd-table.h"

G_BEGIN_DECLS

#define BRG_PRACTICE_ERROR (brg_practice_error_quark ())

/**
 * BrgPracticeError:
 * @BRG_PRACTICE_ERROR_CANNOT_PRACTISE: the board has no whole deal or no
 *   contract to play
 * @BRG_PRACTICE_ERROR_NOT_YOUR_TURN: it is the computer's turn, or the
 *   game is over
 * @BRG_PRACTICE_ERROR_NO_HINTS: no hint is left
 * @BRG_PRACTICE_ERROR_NOTHING_TO_KEEP: no card was played, or the hands
 *   were shuffled, so the play does not fit the board
 * @BRG_PRACTICE_ERROR_CANNOT_SHUFFLE: no two hands to deal again, or no
 *   deal fits what the auction and the file say
 * @BRG_PRACTICE_ERROR_CONTRACT_GIVEN: the file gives the contract: it is
 *   not the user's to choose
 *
 * Why the practice game refused.
 */
typedef enum
{
  BRG_PRACTICE_ERROR_CANNOT_PRACTISE,
  BRG_PRACTICE_ERROR_NOT_YOUR_TURN,
  BRG_PRACTICE_ERROR_NO_HINTS,
  BRG_PRACTICE_ERROR_NOTHING_TO_KEEP,
  BRG_PRACTICE_ERROR_CANNOT_SHUFFLE,
  BRG_PRACTICE_ERROR_CONTRACT_GIVEN,
} BrgPracticeError;

GQuark brg_practice_error_quark (void);

/**
 * BrgPracticePhase:
 * @BRG_PRACTICE_PHASE_AUCTION: the user bids their seat
 * @BRG_PRACTICE_PHASE_PLAY: the cards are played
 * @BRG_PRACTICE_PHASE_FINISHED: the play is over
 *
 * Where the game stands.
 */
typedef enum
{
  BRG_PRACTICE_PHASE_AUCTION,
  BRG_PRACTICE_PHASE_PLAY,
  BRG_PRACTICE_PHASE_FINISHED,
} BrgPracticePhase;

/**
 * BrgPracticeCard:
 * @seat: who played it
 * @card: the card
 * @by_user: whether the user played it
 * @reason: why the computer played it (%BRG_PLAY_REASON_NONE for the
 *   user's)
 * @tricks: the declaring side's double-dummy tricks after it, in the whole
 *   deal
 * @cost: the tricks it cost the side that played it, 0 for a card that
 *   kept the most
 *
 * One card of the review.
 */
typedef struct
{
  BrgSeat        seat;
  BrgCard        card;
  gboolean       by_user;
  BrgPlayReason  reason;
  gint8          tricks;
  gint8          cost;
} BrgPracticeCard;

/**
 * BrgPracticeCall:
 * @seat: the seat that called
 * @recorded: the call the lesson records, which stands in the auction
 * @user: the user's call, or %BRG_CALL_NONE for the computer's
 * @note: (nullable): the recorded note or alert of the call
 *
 * One call of the auction, the user's beside the recorded one.
 */
typedef struct
{
  BrgSeat   seat;
  BrgCall   recorded;
  BrgCall   user;
  char     *note;
} BrgPracticeCall;

/**
 * BrgPracticeReview:
 * @cards: (array length=n_cards): each card played, with what it cost
 * @n_cards: how many
 * @dd_start: the declaring side's double-dummy tricks before the lead
 * @declarer: the declarer
 * @contract: the contract
 * @tricks: declarer's tricks, or -1 when the play is not over
 * @ns_score: North-South's score of @tricks, when it is over
 * @recorded_tricks: declarer's tricks in the lesson, -1 when not known
 * @recorded_ns_score: North-South's score in the lesson, when known
 * @par: the par of the deal for its dealer and vulnerability
 * @calls: (array length=n_calls): the auction: the user's calls beside
 *   the recorded ones (empty when the auction was not practised)
 * @n_calls: how many
 *
 * The end of a practice game: the result against the lesson's and par,
 * the cost of each card by double dummy, and the user's calls.
 */
typedef struct
{
  BrgPracticeCard  *cards;
  guint             n_cards;
  gint8             dd_start;
  BrgSeat           declarer;
  BrgContract       contract;
  int               tricks;
  int               ns_score;
  int               recorded_tricks;
  int               recorded_ns_score;
  BrgPar            par;
  BrgPracticeCall  *calls;
  guint             n_calls;
} BrgPracticeReview;

#define BRG_TYPE_PRACTICE_REVIEW (brg_practice_review_get_type ())

GType              brg_practice_review_get_type (void) G_GNUC_CONST;
BrgPracticeReview *brg_practice_review_copy     (const BrgPracticeReview *review);
void               brg_practice_review_free     (BrgPracticeReview       *review);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgPracticeReview, brg_practice_review_free)

#define BRG_TYPE_PRACTICE_GAME (brg_practice_game_get_type ())

G_DECLARE_FINAL_TYPE (BrgPracticeGame, brg_practice_game, BRG, PRACTICE_GAME, GObject)

BrgSeat           brg_practice_default_seat         (BrgBoard            *board);
int               brg_practice_hint_limit           (BrgBoard            *board);
gboolean          brg_practice_guess_contract       (BrgBoard            *board,
                                                     BrgContract         *contract,
                                                     BrgSeat             *declarer);

BrgPracticeGame  *brg_practice_game_new             (BrgBoard            *board,
                                                     BrgComputerPlayer   *player,
                                                     GError             **error);

BrgBoard         *brg_practice_game_get_board       (BrgPracticeGame     *self);
BrgBoard         *brg_practice_game_get_source      (BrgPracticeGame     *self);
BrgComputerPlayer *brg_practice_game_get_player     (BrgPracticeGame     *self);
gboolean          brg_practice_game_get_contract_given (BrgPracticeGame  *self);
void              brg_practice_game_get_contract    (BrgPracticeGame     *self,
                                                     BrgContract         *contract,
                                                     BrgSeat             *declarer);
gboolean          brg_practice_game_set_contract    (BrgPracticeGame     *self,
                                                     const BrgContract   *contract,
                                                     BrgSeat              declarer,
                                                     GError             **error);

guint             brg_practice_game_get_user_seats  (BrgPracticeGame     *self);
void              brg_practice_game_set_user_seats  (BrgPracticeGame     *self,
                                                     guint                seats);
void              brg_practice_game_set_seat        (BrgPracticeGame     *self,
                                                     BrgSeat              seat);
guint             brg_practice_game_get_play_seats  (BrgPracticeGame     *self);
guint             brg_practice_game_get_shown_seats (BrgPracticeGame     *self);
gboolean          brg_practice_game_get_bidding     (BrgPracticeGame     *self);
void              brg_practice_game_set_bidding     (BrgPracticeGame     *self,
                                                     gboolean             bidding);
gboolean          brg_practice_game_get_follow_recorded (BrgPracticeGame *self);
void              brg_practice_game_set_follow_recorded (BrgPracticeGame *self,
                                                         gboolean         follow);

BrgPracticePhase  brg_practice_game_get_phase       (BrgPracticeGame     *self);
BrgSeat           brg_practice_game_get_turn        (BrgPracticeGame     *self);
gboolean          brg_practice_game_get_users_turn  (BrgPracticeGame     *self);
gboolean          brg_practice_game_get_thinking    (BrgPracticeGame     *self);
gboolean          brg_practice_game_get_can_undo    (BrgPracticeGame     *self);
gboolean          brg_practice_game_get_shuffled    (BrgPracticeGame     *self);
int               brg_practice_game_get_hint_limit  (BrgPracticeGame     *self);
void              brg_practice_game_set_hint_limit  (BrgPracticeGame     *self,
                                                     int                  limit);
int               brg_practice_game_get_hints_left  (BrgPracticeGame     *self);
BrgPlayReason     brg_practice_game_get_card_reason (BrgPracticeGame     *self,
                                                     guint                position);

void              brg_practice_game_start           (BrgPracticeGame     *self);
gboolean          brg_practice_game_make_call       (BrgPracticeGame     *self,
                                                     BrgCall              call,
                                                     GError             **error);
gboolean          brg_practice_game_play_card       (BrgPracticeGame     *self,
                                                     BrgCard              card,
                                                     GError             **error);
gboolean          brg_practice_game_undo            (BrgPracticeGame     *self);
void              brg_practice_game_restart         (BrgPracticeGame     *self);
gboolean          brg_practice_game_restart_from_trick (BrgPracticeGame  *self,
                                                        guint             trick);
gboolean          brg_practice_game_shuffle         (BrgPracticeGame     *self,
                                                     guint64              seed,
                                                     GError             **error);
void              brg_practice_game_shuffle_async   (BrgPracticeGame     *self,
                                                     guint64              seed,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean          brg_practice_game_shuffle_finish  (BrgPracticeGame     *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);

void              brg_practice_game_hint_async      (BrgPracticeGame     *self,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean          brg_practice_game_hint_finish     (BrgPracticeGame     *self,
                                                     GAsyncResult        *result,
                                                     BrgComputerCard     *card,
                                                     GError             **error);

void              brg_practice_game_review_async    (BrgPracticeGame     *self,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
BrgPracticeReview *brg_practice_game_review_finish  (BrgPracticeGame     *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);

BrgCommand       *brg_practice_game_make_keep_command (BrgPracticeGame   *self,
                                                       GError           **error);

G_END_DECLS
