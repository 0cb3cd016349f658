/* brg-lesson.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-play.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgLessonSource:
 * @BRG_LESSON_SOURCE_NONE: the board says nothing of its steps: Finesse's
 *   own, the deal, the auction, then trick by trick (BBO's pauses)
 * @BRG_LESSON_SOURCE_MOVIE: a LIN teaching movie: its pauses (`pg`, kept
 *   as `[%pg]`, or BBO's after the auction and each trick), the seats it
 *   shows (`sk`), its text (`nt`, `at`), highlights and take-backs
 * @BRG_LESSON_SOURCE_DIRECTIVES: Bridge Classroom's lesson directives in
 *   the commentary (`[NEXT]`, `[SHOW NS]` …)
 *
 * Where a board's steps come from.
 */
typedef enum
{
  BRG_LESSON_SOURCE_NONE,
  BRG_LESSON_SOURCE_MOVIE,
  BRG_LESSON_SOURCE_DIRECTIVES,
} BrgLessonSource;

/**
 * BrgStepKind:
 * @BRG_STEP_START: the deal before the first call (or card), on a board
 *   without steps of its own
 * @BRG_STEP_PAUSE: a pause: `[NEXT]`, `[ROTATE]`, LIN's `pg`, or BBO's pause
 *   after the auction or a trick
 * @BRG_STEP_ASK_CALL: a question, `[BID x]`: the call is the answer
 * @BRG_STEP_ASK_CARD: a question, `[choose-card X]`: the card is the answer
 * @BRG_STEP_END: the text after the last pause
 * @BRG_STEP_REVEAL: the whole deal at the end, added when the last step
 *   still keeps a hand or some commentary back
 *
 * What ends a step.
 */
typedef enum
{
  BRG_STEP_START,
  BRG_STEP_PAUSE,
  BRG_STEP_ASK_CALL,
  BRG_STEP_ASK_CARD,
  BRG_STEP_END,
  BRG_STEP_REVEAL,
} BrgStepKind;

/**
 * BrgTableCard:
 * @seat: who put it on the table
 * @card: the card
 *
 * A card on the table that the play does not hold: Bridge Classroom's
 * `[showcards]`, or the card a `[choose-card]` step asked for.
 */
typedef struct
{
  BrgSeat seat;
  BrgCard card;
} BrgTableCard;

/**
 * BrgLessonStep:
 * @kind: what ends the step
 * @seats_shown: the hands shown, a bit `1 << seat` each; the others are
 *   hidden (card backs)
 * @auction_shown: whether the auction is shown at all (`[AUCTION off]`)
 * @calls_shown: the calls of the board's auction shown, from the first
 * @cards_played: the cards of the board's play shown, from the first
 * @extra_calls: (element-type BrgCall): calls shown after @calls_shown
 *   that the auction does not hold: a movie's line it took back (`ub`)
 * @extra_cards: (element-type BrgCard): cards played after @cards_played
 *   that the play does not hold (`up`)
 * @highlighted: cards marked in their hands (`hc`, `hs`)
 * @struck: cards of earlier tricks, struck through in their hands (`[PLAY]`)
 * @table: (element-type BrgTableCard): cards on the table the play does
 *   not hold
 * @revealed: how far `[%reveal …]` marks are satisfied: the commentary
 *   shown is only what this allows
 * @comments: (element-type BrgComment): the commentary on screen at this
 *   step, in order: pieces of the board's comments, cut at the pauses,
 *   verbatim (show them with #BrgCommentary, which hides the directives);
 *   owned by the lesson, shared between steps
 * @n_carried: how many of @comments were on screen at the step before
 *   (a movie's `at` adds to the text shown); the rest are new
 * @answer_call: the call a %BRG_STEP_ASK_CALL step asks for, else
 *   %BRG_CALL_NONE
 * @answer_cards: the cards a %BRG_STEP_ASK_CARD step takes as answers
 *
 * One step of a lesson: what the class sees until the next click.
 */
typedef struct
{
  BrgStepKind  kind;
  guint        seats_shown;
  gboolean     auction_shown;
  guint        calls_shown;
  guint        cards_played;
  GArray      *extra_calls;
  GArray      *extra_cards;
  BrgCardSet   highlighted;
  BrgCardSet   struck;
  GArray      *table;
  BrgReveal    revealed;
  GPtrArray   *comments;
  guint        n_carried;
  BrgCall      answer_call;
  BrgCardSet   answer_cards;
} BrgLessonStep;

#define BRG_TYPE_LESSON (brg_lesson_get_type ())

G_DECLARE_FINAL_TYPE (BrgLesson, brg_lesson, BRG, LESSON, GObject)

BrgLesson           *brg_lesson_new              (BrgBoard   *board);
BrgBoard            *brg_lesson_get_board        (BrgLesson  *self);
BrgLessonSource      brg_lesson_get_source       (BrgLesson  *self);
guint                brg_lesson_get_n_steps      (BrgLesson  *self);
const BrgLessonStep *brg_lesson_get_step         (BrgLesson  *self,
                                                  guint       index);
BrgAuction          *brg_lesson_dup_auction      (BrgLesson  *self,
                                                  guint       index);
BrgPlay             *brg_lesson_dup_play         (BrgLesson  *self,
                                                  guint       index);
BrgCardSet           brg_lesson_get_hand         (BrgLesson  *self,
                                                  guint       index,
                                                  BrgSeat     seat);

gboolean             brg_lesson_step_shows_seat  (const BrgLessonStep *step,
                                                  BrgSeat              seat);

G_END_DECLS
