/* brg-practice-game.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgPracticeGame: a board the user bids and plays against the computer,
 * kept apart from the lesson. It plays on a copy of the board; the
 * lesson's board changes only through the command "Keep this play" makes.
 *
 * - Seats: the user bids the seats they play (their seat, or a side); in
 *   the play, a user on the declaring side plays both its hands, as
 *   declarer does. brg_practice_default_seat() reads the seat the file
 *   names: the `Student` tag (Bridge Classroom), else the hands a LIN `sk`
 *   or a `Hidden` tag shows, else the declarer.
 * - The auction, when the board records a whole one and bidding is on:
 *   the user calls for their seats and the recorded call stands in the
 *   auction (the review sets the user's beside it); the computer makes
 *   the recorded calls. Otherwise the game starts at the play.
 * - The play: the computer (BrgComputerPlayer) plays the recorded card
 *   while the play follows the lesson, a forced card, or the natural card
 *   of those that keep the most tricks, solved on the solver's thread: the
 *   caller's main loop never waits. A newer move cancels a choice under
 *   way.
 * - Hints (as many as the `PracticeHints` tag or the caller allows), undo
 *   of the user's last move with the computer's answers, try again, try
 *   again from a trick, shuffle the opponents (brg-practice-deal.c), the
 *   review, and the command that keeps the play.
 *
 * Everything runs in the thread that made the game.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-board-edits.h"
#include "brg-dd-analysis.h"
#include "brg-edits.h"
#include "brg-play-edits.h"
#include "brg-practice-enums.h"
#include "brg-practice-game.h"
#include "brg-practice-private.h"
#include "brg-score.h"
#include "brg-seat.h"

G_DEFINE_QUARK (brg-practice-error-quark, brg_practice_error)

/* What an undo goes back to: the moment before a move of the user. */
typedef struct
{
  BrgPracticePhase  phase;
  guint             n_calls;
  guint             n_cards;
} Mark;

struct _BrgPracticeGame
{
  GObject             parent_instance;

  BrgBoard           *source;            /* Owned: the lesson's board */
  BrgBoard           *board;             /* Owned: the copy played on */
  BrgComputerPlayer  *player;            /* Owned */
  BrgAuction         *recorded_auction;  /* Owned, nullable: a whole one */
  BrgPlay            *recorded_play;     /* Owned, nullable */
  BrgContract         contract;
  BrgSeat             declarer;
  gboolean            contract_given;    /* by the file, else chosen */
  guint               review_channel;
  guint               table_channel;

  guint               user_seats;
  gboolean            bidding;
  gboolean            follow_recorded;
  gboolean            shuffled;
  gboolean            started;
  guint               computer_delay;    /* ms */
  int                 hint_limit;        /* -1: no limit */
  guint               hints_used;

  BrgPracticePhase    phase;
  GArray             *user_calls;        /* of BrgCall, by call */
  GArray             *reasons;           /* of guint8 BrgPlayReason, by card */
  GArray             *marks;             /* of Mark */

  /* The computer's choice under way. */
  GCancellable       *thinking;          /* Owned, nullable */
  guint64             request;
  gint64              asked_at;
  guint               delay_source;
  BrgComputerCard     pending;

  /* What the notify of derived properties compares with. */
  BrgSeat             shown_turn;
  gboolean            shown_users_turn;
  gboolean            shown_can_undo;
  int                 shown_hints_left;
};

G_DEFINE_FINAL_TYPE (BrgPracticeGame, brg_practice_game, G_TYPE_OBJECT)

G_DEFINE_BOXED_TYPE (BrgPracticeReview, brg_practice_review, brg_practice_review_copy,
                     brg_practice_review_free)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_SOURCE,
  PROP_PLAYER,
  PROP_USER_SEATS,
  PROP_BIDDING,
  PROP_FOLLOW_RECORDED,
  PROP_COMPUTER_DELAY,
  PROP_PHASE,
  PROP_TURN,
  PROP_USERS_TURN,
  PROP_THINKING,
  PROP_CAN_UNDO,
  PROP_SHUFFLED,
  PROP_HINT_LIMIT,
  PROP_HINTS_LEFT,
  PROP_CONTRACT,
  N_PROPS
};

enum
{
  SIGNAL_CALL_MADE,
  SIGNAL_CARD_PLAYED,
  SIGNAL_REWOUND,
  SIGNAL_FINISHED,
  SIGNAL_COMPUTER_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void advance (BrgPracticeGame *self);

/* The review */

/**
 * brg_practice_review_copy:
 * @review: a review
 *
 * Returns: (transfer full): a copy of @review
 */
BrgPracticeReview *
brg_practice_review_copy (const BrgPracticeReview *review)
{
  BrgPracticeReview *copy;

  g_return_val_if_fail (review != NULL, NULL);

  copy = g_memdup2 (review, sizeof *review);
  copy->cards = g_memdup2 (review->cards, review->n_cards * sizeof *review->cards);
  copy->calls = g_memdup2 (review->calls, review->n_calls * sizeof *review->calls);
  for (guint i = 0; i < copy->n_calls; i++)
    copy->calls[i].note = g_strdup (review->calls[i].note);
  return copy;
}

/**
 * brg_practice_review_free:
 * @review: (nullable): a review
 *
 * Frees @review.
 */
void
brg_practice_review_free (BrgPracticeReview *review)
{
  if (review == NULL)
    return;
  for (guint i = 0; i < review->n_calls; i++)
    g_free (review->calls[i].note);
  g_free (review->calls);
  g_free (review->cards);
  g_free (review);
}

/* Seats */

static guint
side_seats (BrgSeat seat)
{
  return (1u << seat) | (1u << brg_seat_partner (seat));
}

/* The seat the `Student` tag names, or %BRG_SEAT_NONE. */
static BrgSeat
student_seat (BrgBoard *board)
{
  const char *student = brg_board_get_tag (board, "Student");
  g_autofree char *stripped = student != NULL ? g_strstrip (g_strdup (student)) : NULL;
  BrgSeat seat;

  if (stripped == NULL || !brg_seat_from_pbn (stripped, &seat))
    return BRG_SEAT_NONE;
  return seat;
}

/**
 * brg_practice_default_seat:
 * @board: a board
 *
 * The seat the file gives the student: the `Student` tag (Bridge
 * Classroom's lessons); else, when the `Hidden` tag (LIN's `sk`) shows
 * some hands and hides others, the declarer when declarer's side is shown,
 * else the first seat shown; else the declarer of the contract the file
 * gives or its cards show (brg_practice_guess_contract()).
 *
 * Returns: the seat
 */
BrgSeat
brg_practice_default_seat (BrgBoard *board)
{
  BrgContract contract;
  BrgSeat declarer = BRG_SEAT_NONE;
  guint hidden;

  g_return_val_if_fail (BRG_IS_BOARD (board), BRG_SEAT_SOUTH);

  if (BRG_SEAT_IS_VALID (student_seat (board)))
    return student_seat (board);

  brg_practice_guess_contract (board, &contract, &declarer);
  if (contract.passed_out)
    declarer = BRG_SEAT_NONE;
  hidden = brg_board_get_hidden_seats (board) & 0xf;
  if (hidden != 0 && hidden != 0xf)
    {
      if (BRG_SEAT_IS_VALID (declarer) && (side_seats (declarer) & ~hidden) != 0)
        return declarer;
      for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
        if (!(hidden & (1u << seat)))
          return seat;
    }
  return BRG_SEAT_IS_VALID (declarer) ? declarer : BRG_SEAT_SOUTH;
}

/**
 * brg_practice_guess_contract:
 * @board: a board
 * @contract: (out): the contract
 * @declarer: (out): its declarer, %BRG_SEAT_NONE when passed out
 *
 * The contract to practise @board in: the one the file gives (its
 * auction, else its `Contract` and `Declarer` tags); else, for a play
 * problem without an auction (LIN's often are), the one its recorded
 * cards show: the declarer on the opening leader's right, the trumps of
 * the play, and the level of the tricks declarer's side took, counting
 * those not played as theirs (a problem shows the contract made); else
 * three notrump by the `Student` seat, or South.
 *
 * Returns: %TRUE when the file gives the contract, %FALSE for a guess the
 *   user may change (brg_practice_game_set_contract())
 */
gboolean
brg_practice_guess_contract (BrgBoard    *board,
                             BrgContract *contract,
                             BrgSeat     *declarer)
{
  BrgPlay *recorded;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (contract != NULL && declarer != NULL, FALSE);

  if (brg_board_get_contract (board, contract, declarer)
      && (contract->passed_out || contract->level > 0))
    return TRUE;

  memset (contract, 0, sizeof *contract);
  recorded = brg_board_get_play (board);
  if (recorded != NULL && brg_play_get_n_cards (recorded) > 0)
    {
      int tricks = (int) brg_play_get_declarer_tricks (recorded);

      if (!brg_play_is_complete (recorded))
        tricks += (int) brg_play_get_total_tricks (recorded)
                  - (int) brg_play_get_n_complete_tricks (recorded);
      *contract = brg_contract_make ((guint) CLAMP (tricks - 6, 1, 7),
                                     brg_play_get_trumps (recorded), BRG_RISK_UNDOUBLED);
      *declarer = brg_play_get_declarer (recorded);
    }
  else
    {
      *contract = brg_contract_make (3, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED);
      *declarer = student_seat (board);
      if (!BRG_SEAT_IS_VALID (*declarer))
        *declarer = BRG_SEAT_SOUTH;
    }
  return FALSE;
}

/**
 * brg_practice_hint_limit:
 * @board: a board
 *
 * The number of hints the teacher allows, from the board's `PracticeHints`
 * tag (a number; 0 for none). Other programs keep the tag as an unknown
 * one and ignore it.
 *
 * Returns: the number, or -1 when the board does not say
 */
int
brg_practice_hint_limit (BrgBoard *board)
{
  const char *value;
  guint64 n;

  g_return_val_if_fail (BRG_IS_BOARD (board), -1);

  value = brg_board_get_tag (board, "PracticeHints");
  if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 0, 1000, &n, NULL))
    return -1;
  return (int) n;
}

/* Derived state */

static BrgAuction *
auction (BrgPracticeGame *self)
{
  return brg_board_get_auction (self->board);
}

static BrgPlay *
play (BrgPracticeGame *self)
{
  return brg_board_get_play (self->board);
}

static guint
play_seats (BrgPracticeGame *self)
{
  guint seats = self->user_seats;

  if (seats & side_seats (self->declarer))
    seats |= side_seats (self->declarer);
  return seats;
}

static BrgSeat
turn (BrgPracticeGame *self)
{
  switch (self->phase)
    {
    case BRG_PRACTICE_PHASE_AUCTION:
      return brg_auction_get_next_seat (auction (self));
    case BRG_PRACTICE_PHASE_PLAY:
      return brg_play_get_next_seat (play (self));
    case BRG_PRACTICE_PHASE_FINISHED:
    default:
      return BRG_SEAT_NONE;
    }
}

static gboolean
users_turn (BrgPracticeGame *self)
{
  BrgSeat seat = turn (self);

  if (!BRG_SEAT_IS_VALID (seat))
    return FALSE;
  if (self->phase == BRG_PRACTICE_PHASE_AUCTION)
    return (self->user_seats & (1u << seat)) != 0;
  return (play_seats (self) & (1u << seat)) != 0;
}

static int
hints_left (BrgPracticeGame *self)
{
  if (self->hint_limit < 0)
    return -1;
  return MAX (0, self->hint_limit - (int) self->hints_used);
}

/* Notifies the properties that follow from the game's state. */
static void
update (BrgPracticeGame *self)
{
  BrgSeat seat = turn (self);
  gboolean mine = users_turn (self);
  gboolean can_undo = self->marks->len > 0;
  int left = hints_left (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (seat != self->shown_turn)
    {
      self->shown_turn = seat;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
    }
  if (mine != self->shown_users_turn)
    {
      self->shown_users_turn = mine;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USERS_TURN]);
    }
  if (can_undo != self->shown_can_undo)
    {
      self->shown_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (left != self->shown_hints_left)
    {
      self->shown_hints_left = left;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTS_LEFT]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
set_phase (BrgPracticeGame  *self,
           BrgPracticePhase  phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
}

static void
set_thinking (BrgPracticeGame *self,
              GCancellable    *thinking)
{
  gboolean was = self->thinking != NULL;

  if (self->thinking != NULL)
    g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  g_clear_handle_id (&self->delay_source, g_source_remove);
  self->thinking = thinking;
  if (was != (thinking != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* The game */

static BrgPlay *
new_play (BrgPracticeGame *self)
{
  BrgPlay *p = brg_play_new (brg_seat_next (self->declarer), (BrgStrain) self->contract.strain);

  brg_play_set_deal (p, brg_board_get_deal (self->board));
  return p;
}

static void
start_play (BrgPracticeGame *self)
{
  g_autoptr(BrgPlay) p = new_play (self);

  brg_board_set_play (self->board, p);
  set_phase (self, BRG_PRACTICE_PHASE_PLAY);
}

/* Back to the start: the auction when it is practised, else the play. */
static void
reset (BrgPracticeGame *self)
{
  set_thinking (self, NULL);
  g_array_set_size (self->user_calls, 0);
  g_array_set_size (self->reasons, 0);
  g_array_set_size (self->marks, 0);
  brg_board_set_play (self->board, NULL);
  if (self->bidding && self->recorded_auction != NULL && !self->shuffled)
    {
      g_autoptr(BrgAuction) empty =
        brg_auction_new (brg_auction_get_dealer (self->recorded_auction));

      brg_board_set_auction (self->board, empty);
      set_phase (self, BRG_PRACTICE_PHASE_AUCTION);
    }
  else
    {
      if (self->recorded_auction != NULL)
        {
          g_autoptr(BrgAuction) whole = brg_auction_copy (self->recorded_auction);

          brg_board_set_auction (self->board, whole);
        }
      start_play (self);
    }
}

/* Adds the recorded call at the auction's end, with its note. Returns
 * %FALSE, the auction unchanged, when the record has no call there that
 * the auction takes. */
static gboolean
add_recorded_call (BrgPracticeGame *self,
                   BrgCall          user_call)
{
  BrgAuction *a = auction (self);
  guint n = brg_auction_get_n_calls (a);
  BrgCall call = brg_auction_get_call (self->recorded_auction, n);
  BrgSeat seat = brg_auction_get_call_seat (self->recorded_auction, n);
  const BrgAnnotation *annotation = brg_auction_get_annotation (self->recorded_auction, n);
  g_autoptr(GError) error = NULL;

  if (n >= brg_auction_get_n_calls (self->recorded_auction)
      || !brg_auction_add_call_full (a, call,
                                     brg_auction_get_call_flags (self->recorded_auction, n),
                                     &error))
    return FALSE;
  if (annotation != NULL)
    {
      const BrgNote *note = annotation->note != 0
                            ? brg_auction_lookup_note (self->recorded_auction, annotation->note)
                            : NULL;

      brg_auction_set_annotation (a, n, annotation);
      if (note != NULL)
        brg_auction_set_note (a, note);
    }
  g_array_append_val (self->user_calls, user_call);
  g_signal_emit (self, signals[SIGNAL_CALL_MADE], 0, (guint) seat, (guint) call,
                 (guint) user_call);
  return TRUE;
}

/* The record ran out, or holds a call the auction refuses: the rest of
 * the auction is the record's, and the play starts. */
static void
finish_auction_as_recorded (BrgPracticeGame *self)
{
  g_autoptr(BrgAuction) whole = brg_auction_copy (self->recorded_auction);

  brg_board_set_auction (self->board, whole);
  start_play (self);
}

static void
play_computer_card (BrgPracticeGame       *self,
                    const BrgComputerCard *card)
{
  g_autoptr(GError) error = NULL;
  guint8 reason = (guint8) card->reason;

  set_thinking (self, NULL);
  if (!brg_play_play_card (play (self), card->card, &error))
    {
      g_signal_emit (self, signals[SIGNAL_COMPUTER_FAILED], 0, error);
      update (self);
      return;
    }
  g_array_append_val (self->reasons, reason);
  g_signal_emit (self, signals[SIGNAL_CARD_PLAYED], 0, (guint) card->seat, (guint) card->card,
                 card->reason, FALSE);
  advance (self);
}

static gboolean
delay_done_cb (gpointer data)
{
  BrgPracticeGame *self = data;
  BrgComputerCard card = self->pending;

  self->delay_source = 0;
  play_computer_card (self, &card);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  BrgPracticeGame *game;       /* Owned */
  guint64          request;
} Request;

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Request *r = user_data;
  BrgPracticeGame *self = r->game;
  g_autoptr(GError) error = NULL;
  BrgComputerCard card;
  gboolean ok;

  ok = brg_computer_player_choose_finish (BRG_COMPUTER_PLAYER (source), result, &card, &error);
  if (r->request == self->request && self->thinking != NULL)
    {
      if (!ok)
        {
          set_thinking (self, NULL);
          if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_signal_emit (self, signals[SIGNAL_COMPUTER_FAILED], 0, error);
          update (self);
        }
      else
        {
          gint64 waited = (g_get_monotonic_time () - self->asked_at) / 1000;

          if (waited < self->computer_delay)
            {
              self->pending = card;
              self->delay_source = g_timeout_add ((guint) (self->computer_delay - waited),
                                                  delay_done_cb, self);
            }
          else
            play_computer_card (self, &card);
        }
    }
  g_object_unref (r->game);
  g_free (r);
}

/* The computer's turn: it chooses, off the caller's thread when it must
 * solve, and plays when the answer comes. */
static void
think (BrgPracticeGame *self)
{
  GCancellable *cancellable = g_cancellable_new ();
  Request *r = g_new0 (Request, 1);

  set_thinking (self, cancellable);
  r->game = g_object_ref (self);
  r->request = ++self->request;
  self->asked_at = g_get_monotonic_time ();
  brg_computer_player_choose_async (self->player, self->board, play (self),
                                    self->follow_recorded && !self->shuffled
                                      ? self->recorded_play : NULL,
                                    cancellable, chosen_cb, r);
}

/* Moves the game on after any change: the computer's calls, the start of
 * the play, the computer's turn, the end. */
static void
advance (BrgPracticeGame *self)
{
  if (!self->started)
    {
      update (self);
      return;
    }

  while (self->phase == BRG_PRACTICE_PHASE_AUCTION)
    {
      if (brg_auction_is_complete (auction (self)))
        {
          start_play (self);
          break;
        }
      if (users_turn (self))
        {
          update (self);
          return;
        }
      if (!add_recorded_call (self, BRG_CALL_NONE))
        {
          finish_auction_as_recorded (self);
          break;
        }
    }

  if (self->phase == BRG_PRACTICE_PHASE_PLAY && brg_play_is_complete (play (self)))
    {
      set_thinking (self, NULL);
      set_phase (self, BRG_PRACTICE_PHASE_FINISHED);
      update (self);
      g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
      return;
    }
  if (self->phase == BRG_PRACTICE_PHASE_PLAY && !users_turn (self) && self->thinking == NULL)
    think (self);
  update (self);
}

/* GObject */

static void
brg_practice_game_dispose (GObject *object)
{
  BrgPracticeGame *self = BRG_PRACTICE_GAME (object);

  set_thinking (self, NULL);
  g_clear_object (&self->source);
  g_clear_object (&self->board);
  g_clear_object (&self->player);
  g_clear_object (&self->recorded_auction);
  g_clear_object (&self->recorded_play);

  G_OBJECT_CLASS (brg_practice_game_parent_class)->dispose (object);
}

static void
brg_practice_game_finalize (GObject *object)
{
  BrgPracticeGame *self = BRG_PRACTICE_GAME (object);

  g_array_unref (self->user_calls);
  g_array_unref (self->reasons);
  g_array_unref (self->marks);

  G_OBJECT_CLASS (brg_practice_game_parent_class)->finalize (object);
}

static void
brg_practice_game_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BrgPracticeGame *self = BRG_PRACTICE_GAME (object);

  switch (prop_id)
    {
    case PROP_BOARD: g_value_set_object (value, self->board); break;
    case PROP_SOURCE: g_value_set_object (value, self->source); break;
    case PROP_PLAYER: g_value_set_object (value, self->player); break;
    case PROP_USER_SEATS: g_value_set_uint (value, self->user_seats); break;
    case PROP_BIDDING: g_value_set_boolean (value, self->bidding); break;
    case PROP_FOLLOW_RECORDED: g_value_set_boolean (value, self->follow_recorded); break;
    case PROP_COMPUTER_DELAY: g_value_set_uint (value, self->computer_delay); break;
    case PROP_PHASE: g_value_set_enum (value, self->phase); break;
    case PROP_TURN: g_value_set_uint (value, turn (self)); break;
    case PROP_USERS_TURN: g_value_set_boolean (value, users_turn (self)); break;
    case PROP_THINKING: g_value_set_boolean (value, self->thinking != NULL); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, self->marks->len > 0); break;
    case PROP_SHUFFLED: g_value_set_boolean (value, self->shuffled); break;
    case PROP_HINT_LIMIT: g_value_set_int (value, self->hint_limit); break;
    case PROP_HINTS_LEFT: g_value_set_int (value, hints_left (self)); break;
    case PROP_CONTRACT: g_value_set_boxed (value, &self->contract); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_practice_game_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BrgPracticeGame *self = BRG_PRACTICE_GAME (object);

  switch (prop_id)
    {
    case PROP_USER_SEATS:
      brg_practice_game_set_user_seats (self, g_value_get_uint (value));
      break;
    case PROP_BIDDING:
      brg_practice_game_set_bidding (self, g_value_get_boolean (value));
      break;
    case PROP_FOLLOW_RECORDED:
      brg_practice_game_set_follow_recorded (self, g_value_get_boolean (value));
      break;
    case PROP_COMPUTER_DELAY:
      if (self->computer_delay != g_value_get_uint (value))
        {
          self->computer_delay = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_HINT_LIMIT:
      brg_practice_game_set_hint_limit (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_practice_game_class_init (BrgPracticeGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = brg_practice_game_dispose;
  object_class->finalize = brg_practice_game_finalize;
  object_class->get_property = brg_practice_game_get_property;
  object_class->set_property = brg_practice_game_set_property;

  /**
   * BrgPracticeGame:board:
   *
   * The copy of the board the game is played on: its deal (dealt again by
   * brg_practice_game_shuffle()), the auction so far and the play so far.
   * Show it; never edit it.
   */
  properties[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, BRG_TYPE_BOARD, ro);

  /**
   * BrgPracticeGame:source:
   *
   * The lesson's board, which the game leaves as it is.
   */
  properties[PROP_SOURCE] = g_param_spec_object ("source", NULL, NULL, BRG_TYPE_BOARD, ro);

  /**
   * BrgPracticeGame:player:
   *
   * The computer player: set #BrgComputerPlayer:at-random and its seed on
   * it for choices at random.
   */
  properties[PROP_PLAYER] = g_param_spec_object ("player", NULL, NULL,
                                                 BRG_TYPE_COMPUTER_PLAYER, ro);

  /**
   * BrgPracticeGame:user-seats:
   *
   * The seats the user bids, bits `1 << seat`; in the play, with the
   * declaring side's other hand when one of them declares or is dummy.
   * Setting it starts the game again.
   */
  properties[PROP_USER_SEATS] = g_param_spec_uint ("user-seats", NULL, NULL, 0, 0xf, 0, rw);

  /**
   * BrgPracticeGame:bidding:
   *
   * Whether the user bids before the play, when the board records a whole
   * auction. Setting it starts the game again.
   */
  properties[PROP_BIDDING] = g_param_spec_boolean ("bidding", NULL, NULL, TRUE, rw);

  /**
   * BrgPracticeGame:follow-recorded:
   *
   * Whether the computer plays the recorded cards while the play follows
   * the lesson.
   */
  properties[PROP_FOLLOW_RECORDED] = g_param_spec_boolean ("follow-recorded", NULL, NULL,
                                                           TRUE, rw);

  /**
   * BrgPracticeGame:computer-delay:
   *
   * The least time, in milliseconds, between the computer's turn and its
   * card, so that a person can follow the cards; 0 by default.
   */
  properties[PROP_COMPUTER_DELAY] = g_param_spec_uint ("computer-delay", NULL, NULL,
                                                       0, 10000, 0, rw);

  /**
   * BrgPracticeGame:phase:
   *
   * Where the game stands.
   */
  properties[PROP_PHASE] = g_param_spec_enum ("phase", NULL, NULL, BRG_TYPE_PRACTICE_PHASE,
                                              BRG_PRACTICE_PHASE_PLAY, ro);

  /**
   * BrgPracticeGame:turn:
   *
   * The seat to call or play, %BRG_SEAT_NONE when the game is over.
   */
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, BRG_SEAT_NONE,
                                             BRG_SEAT_NONE, ro);

  /**
   * BrgPracticeGame:users-turn:
   *
   * Whether the user is to call or play.
   */
  properties[PROP_USERS_TURN] = g_param_spec_boolean ("users-turn", NULL, NULL, FALSE, ro);

  /**
   * BrgPracticeGame:thinking:
   *
   * Whether the computer is choosing a card.
   */
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, ro);

  /**
   * BrgPracticeGame:can-undo:
   *
   * Whether the user has a move to take back.
   */
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);

  /**
   * BrgPracticeGame:shuffled:
   *
   * Whether the hands were dealt again: the play no longer fits the board.
   */
  properties[PROP_SHUFFLED] = g_param_spec_boolean ("shuffled", NULL, NULL, FALSE, ro);

  /**
   * BrgPracticeGame:hint-limit:
   *
   * How many hints the user may ask for, -1 for any number: the board's
   * `PracticeHints` tag, else -1. A window sets its preference here when
   * the board does not say (brg_practice_hint_limit() < 0).
   */
  properties[PROP_HINT_LIMIT] = g_param_spec_int ("hint-limit", NULL, NULL, -1, 1000, -1, rw);

  /**
   * BrgPracticeGame:hints-left:
   *
   * How many hints are left, -1 for any number.
   */
  properties[PROP_HINTS_LEFT] = g_param_spec_int ("hints-left", NULL, NULL, -1, 1000, -1, ro);

  /**
   * BrgPracticeGame:contract:
   *
   * The contract played (a #BrgContract): the file's, else the one
   * guessed or chosen (brg_practice_game_set_contract()), whose declarer
   * goes with it.
   */
  properties[PROP_CONTRACT] = g_param_spec_boxed ("contract", NULL, NULL, BRG_TYPE_CONTRACT, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgPracticeGame::call-made:
   * @game: the game
   * @seat: the seat that called
   * @call: the call that stands in the auction: the recorded one
   * @user_call: the user's call, or %BRG_CALL_NONE for the computer's
   *
   * A call was added to the auction.
   */
  signals[SIGNAL_CALL_MADE] =
    g_signal_new ("call-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * BrgPracticeGame::card-played:
   * @game: the game
   * @seat: the seat that played
   * @card: the card
   * @reason: why the computer played it; %BRG_PLAY_REASON_NONE for the
   *   user's card (brg_play_reason_to_display() says it in words)
   * @by_user: whether the user played it
   *
   * A card was played.
   */
  signals[SIGNAL_CARD_PLAYED] =
    g_signal_new ("card-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_UINT, BRG_TYPE_PLAY_REASON,
                  G_TYPE_BOOLEAN);

  /**
   * BrgPracticeGame::rewound:
   * @game: the game
   *
   * The game went back: undo, try again, a new seat or new hands. Show the
   * board again.
   */
  signals[SIGNAL_REWOUND] =
    g_signal_new ("rewound", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  /**
   * BrgPracticeGame::finished:
   * @game: the game
   *
   * The last card was played: time for the review.
   */
  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  /**
   * BrgPracticeGame::computer-failed:
   * @game: the game
   * @error: why
   *
   * The computer could not choose its card (the solver failed or is
   * missing). The game waits; try again, undo or leave.
   */
  signals[SIGNAL_COMPUTER_FAILED] =
    g_signal_new ("computer-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
brg_practice_game_init (BrgPracticeGame *self)
{
  self->user_calls = g_array_new (FALSE, FALSE, sizeof (BrgCall));
  self->reasons = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  self->bidding = TRUE;
  self->follow_recorded = TRUE;
  self->hint_limit = -1;
  self->shown_turn = BRG_SEAT_NONE;
  self->shown_hints_left = -1;
}

static void
rewind (BrgPracticeGame *self)
{
  reset (self);
  g_signal_emit (self, signals[SIGNAL_REWOUND], 0);
  advance (self);
}

/* A contract the file does not give is written on the copy played, where
 * the computer player and the review read it. */
static void
write_contract (BrgPracticeGame *self)
{
  g_autofree char *contract = brg_contract_to_pbn (&self->contract);
  char declarer[2] = { brg_seat_to_pbn (self->declarer), '\0' };

  brg_board_set_tag (self->board, "Contract", contract);
  brg_board_set_tag (self->board, "Declarer", declarer);
}

/* The lesson's cards the computer follows: those played in the contract's
 * strain, led by declarer's left. */
static void
take_recorded_play (BrgPracticeGame *self)
{
  BrgPlay *recorded = brg_board_get_play (self->source);

  g_clear_object (&self->recorded_play);
  if (recorded != NULL && brg_play_get_trumps (recorded) == self->contract.strain
      && brg_play_get_leader (recorded) == brg_seat_next (self->declarer))
    self->recorded_play = brg_play_copy (recorded);
}

/**
 * brg_practice_game_new:
 * @board: the lesson's board: a whole deal and a contract (its auction,
 *   else its `Contract` and `Declarer` tags)
 * @player: (nullable): the computer player, %NULL for a new one on the
 *   process's solver
 * @error: return location for a #GError
 *
 * Makes a game on a copy of @board, for the seat brg_practice_default_seat()
 * gives, with as many hints as its `PracticeHints` tag says. The computer
 * does nothing until brg_practice_game_start().
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with
 *   %BRG_PRACTICE_ERROR_CANNOT_PRACTISE
 */
BrgPracticeGame *
brg_practice_game_new (BrgBoard           *board,
                       BrgComputerPlayer  *player,
                       GError            **error)
{
  g_autoptr(BrgPracticeGame) self = NULL;
  g_autoptr(GError) local = NULL;
  BrgDdPosition position;
  BrgAuction *recorded;
  BrgSolver *solver;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (player == NULL || BRG_IS_COMPUTER_PLAYER (player), NULL);

  self = g_object_new (BRG_TYPE_PRACTICE_GAME, NULL);
  if (!brg_dd_position_init_deal (&position, brg_board_get_deal (board), BRG_STRAIN_NOTRUMP,
                                  BRG_SEAT_NORTH, &local))
    {
      g_set_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_PRACTISE,
                   _("This board cannot be played: %s"), local->message);
      return NULL;
    }
  self->contract_given = brg_practice_guess_contract (board, &self->contract, &self->declarer);
  if (self->contract.passed_out)
    {
      g_set_error_literal (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_PRACTISE,
                           _("This board cannot be played: it was passed out"));
      return NULL;
    }

  self->source = g_object_ref (board);
  self->board = brg_board_copy (board);
  if (!self->contract_given)
    write_contract (self);
  self->player = player != NULL ? g_object_ref (player) : brg_computer_player_new (NULL);
  solver = brg_computer_player_get_solver (self->player);
  self->review_channel = brg_solver_new_channel (solver);
  self->table_channel = brg_solver_new_channel (solver);
  recorded = brg_board_get_auction (board);
  if (recorded != NULL && brg_auction_is_complete (recorded))
    self->recorded_auction = brg_auction_copy (recorded);
  take_recorded_play (self);
  self->user_seats = 1u << brg_practice_default_seat (board);
  self->hint_limit = brg_practice_hint_limit (board);
  self->shown_hints_left = hints_left (self);
  reset (self);
  update (self);
  return g_steal_pointer (&self);
}

/**
 * brg_practice_game_get_contract_given:
 * @self: a game
 *
 * Returns: whether the file gives the contract; when it does not, the
 *   game plays the one brg_practice_guess_contract() guessed, or the one
 *   the user chose
 */
gboolean
brg_practice_game_get_contract_given (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return self->contract_given;
}

/**
 * brg_practice_game_get_contract:
 * @self: a game
 * @contract: (out) (optional): the contract played
 * @declarer: (out) (optional): its declarer
 */
void
brg_practice_game_get_contract (BrgPracticeGame *self,
                                BrgContract     *contract,
                                BrgSeat         *declarer)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  if (contract != NULL)
    *contract = self->contract;
  if (declarer != NULL)
    *declarer = self->declarer;
}

/**
 * brg_practice_game_set_contract:
 * @self: a game
 * @contract: a contract, not passed out
 * @declarer: its declarer
 * @error: return location for a #GError
 *
 * Plays a board whose file gives no contract in @contract by @declarer,
 * from the start. The recorded cards are followed only when they were
 * played in that strain with that opening leader.
 *
 * Returns: %FALSE with %BRG_PRACTICE_ERROR_CONTRACT_GIVEN when the file
 *   gives the contract
 */
gboolean
brg_practice_game_set_contract (BrgPracticeGame    *self,
                                const BrgContract  *contract,
                                BrgSeat             declarer,
                                GError            **error)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);
  g_return_val_if_fail (contract != NULL, FALSE);
  g_return_val_if_fail (contract->level >= 1 && contract->level <= 7 && !contract->passed_out,
                        FALSE);
  g_return_val_if_fail (contract->strain <= BRG_STRAIN_NOTRUMP, FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (declarer), FALSE);

  if (self->contract_given)
    {
      g_set_error_literal (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CONTRACT_GIVEN,
                           _("The lesson gives the contract"));
      return FALSE;
    }
  if (brg_contract_equal (&self->contract, contract) && self->declarer == declarer)
    return TRUE;
  self->contract = *contract;
  self->declarer = declarer;
  write_contract (self);
  take_recorded_play (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTRACT]);
  rewind (self);
  return TRUE;
}

/**
 * brg_practice_game_get_board:
 * @self: a game
 *
 * Returns: (transfer none): the copy played on
 */
BrgBoard *
brg_practice_game_get_board (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), NULL);

  return self->board;
}

/**
 * brg_practice_game_get_source:
 * @self: a game
 *
 * Returns: (transfer none): the lesson's board
 */
BrgBoard *
brg_practice_game_get_source (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), NULL);

  return self->source;
}

/**
 * brg_practice_game_get_player:
 * @self: a game
 *
 * Returns: (transfer none): the computer player
 */
BrgComputerPlayer *
brg_practice_game_get_player (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), NULL);

  return self->player;
}

/**
 * brg_practice_game_get_user_seats:
 * @self: a game
 *
 * Returns: the seats the user bids, bits `1 << seat`
 */
guint
brg_practice_game_get_user_seats (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), 0);

  return self->user_seats;
}

/**
 * brg_practice_game_set_user_seats:
 * @self: a game
 * @seats: the seats the user bids and plays, bits `1 << seat`; 0 lets the
 *   computer play all four (a demonstration)
 *
 * Sets #BrgPracticeGame:user-seats and starts the game again.
 */
void
brg_practice_game_set_user_seats (BrgPracticeGame *self,
                                  guint            seats)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));
  g_return_if_fail (seats <= 0xf);

  if (self->user_seats == seats)
    return;
  self->user_seats = seats;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USER_SEATS]);
  rewind (self);
}

/**
 * brg_practice_game_set_seat:
 * @self: a game
 * @seat: the user's seat
 *
 * The user plays @seat: brg_practice_game_set_user_seats() with that one.
 * On the declaring side the user plays dummy's cards too.
 */
void
brg_practice_game_set_seat (BrgPracticeGame *self,
                            BrgSeat          seat)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (seat));

  brg_practice_game_set_user_seats (self, 1u << seat);
}

/**
 * brg_practice_game_get_play_seats:
 * @self: a game
 *
 * Returns: the seats whose cards the user plays: theirs, and the other
 *   hand of the declaring side when the user is on it
 */
guint
brg_practice_game_get_play_seats (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), 0);

  return play_seats (self);
}

/**
 * brg_practice_game_get_shown_seats:
 * @self: a game
 *
 * The hands the user may see now: their own, dummy once the opening lead
 * is made, and every hand when the game is over. A window hides the
 * others.
 *
 * Returns: bits `1 << seat`
 */
guint
brg_practice_game_get_shown_seats (BrgPracticeGame *self)
{
  guint seats;

  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), 0);

  if (self->phase == BRG_PRACTICE_PHASE_FINISHED)
    return 0xf;
  /* Not the partner whose cards the declarer will play: dummy is shown
   * to everybody at once, after the lead. */
  seats = self->user_seats;
  if (self->phase == BRG_PRACTICE_PHASE_PLAY && brg_play_get_n_cards (play (self)) > 0)
    seats |= 1u << brg_seat_partner (self->declarer);
  return seats;
}

/**
 * brg_practice_game_get_bidding:
 * @self: a game
 *
 * Returns: whether the user bids before the play
 */
gboolean
brg_practice_game_get_bidding (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return self->bidding && self->recorded_auction != NULL;
}

/**
 * brg_practice_game_set_bidding:
 * @self: a game
 * @bidding: whether the user bids before the play
 *
 * Sets #BrgPracticeGame:bidding and starts the game again. Without a whole
 * recorded auction the game starts at the play either way.
 */
void
brg_practice_game_set_bidding (BrgPracticeGame *self,
                               gboolean         bidding)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  bidding = !!bidding;
  if (self->bidding == bidding)
    return;
  self->bidding = bidding;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BIDDING]);
  rewind (self);
}

/**
 * brg_practice_game_get_follow_recorded:
 * @self: a game
 *
 * Returns: whether the computer plays the recorded cards while it can
 */
gboolean
brg_practice_game_get_follow_recorded (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return self->follow_recorded;
}

/**
 * brg_practice_game_set_follow_recorded:
 * @self: a game
 * @follow: whether the computer plays the recorded cards while it can
 *
 * Sets #BrgPracticeGame:follow-recorded, for the next card.
 */
void
brg_practice_game_set_follow_recorded (BrgPracticeGame *self,
                                       gboolean         follow)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  follow = !!follow;
  if (self->follow_recorded == follow)
    return;
  self->follow_recorded = follow;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOW_RECORDED]);
}

/**
 * brg_practice_game_get_phase:
 * @self: a game
 *
 * Returns: where the game stands
 */
BrgPracticePhase
brg_practice_game_get_phase (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), BRG_PRACTICE_PHASE_FINISHED);

  return self->phase;
}

/**
 * brg_practice_game_get_turn:
 * @self: a game
 *
 * Returns: the seat to call or play, %BRG_SEAT_NONE when the game is over
 */
BrgSeat
brg_practice_game_get_turn (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), BRG_SEAT_NONE);

  return turn (self);
}

/**
 * brg_practice_game_get_users_turn:
 * @self: a game
 *
 * Returns: whether the user is to call or play
 */
gboolean
brg_practice_game_get_users_turn (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return users_turn (self);
}

/**
 * brg_practice_game_get_thinking:
 * @self: a game
 *
 * Returns: whether the computer is choosing a card
 */
gboolean
brg_practice_game_get_thinking (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return self->thinking != NULL;
}

/**
 * brg_practice_game_get_can_undo:
 * @self: a game
 *
 * Returns: whether the user has a move to take back
 */
gboolean
brg_practice_game_get_can_undo (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return self->marks->len > 0;
}

/**
 * brg_practice_game_get_shuffled:
 * @self: a game
 *
 * Returns: whether the hands were dealt again
 */
gboolean
brg_practice_game_get_shuffled (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  return self->shuffled;
}

/**
 * brg_practice_game_get_hint_limit:
 * @self: a game
 *
 * Returns: how many hints the user may ask for, -1 for any number
 */
int
brg_practice_game_get_hint_limit (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), -1);

  return self->hint_limit;
}

/**
 * brg_practice_game_set_hint_limit:
 * @self: a game
 * @limit: how many hints the user may ask for in this game, -1 for any
 *   number
 *
 * Sets #BrgPracticeGame:hint-limit. The hints already given count.
 */
void
brg_practice_game_set_hint_limit (BrgPracticeGame *self,
                                  int              limit)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));
  g_return_if_fail (limit >= -1);

  if (self->hint_limit == limit)
    return;
  self->hint_limit = limit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_LIMIT]);
  update (self);
}

/**
 * brg_practice_game_get_hints_left:
 * @self: a game
 *
 * Returns: how many hints are left, -1 for any number
 */
int
brg_practice_game_get_hints_left (BrgPracticeGame *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), 0);

  return hints_left (self);
}

/**
 * brg_practice_game_get_card_reason:
 * @self: a game
 * @position: a card of the play, from 0
 *
 * Returns: why the computer played that card, %BRG_PLAY_REASON_NONE for
 *   the user's
 */
BrgPlayReason
brg_practice_game_get_card_reason (BrgPracticeGame *self,
                                   guint            position)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), BRG_PLAY_REASON_NONE);

  if (position >= self->reasons->len)
    return BRG_PLAY_REASON_NONE;
  return (BrgPlayReason) g_array_index (self->reasons, guint8, position);
}

/**
 * brg_practice_game_start:
 * @self: a game
 *
 * Lets the computer play: it makes its calls and plays its cards until the
 * user's turn. Connect to the signals first.
 */
void
brg_practice_game_start (BrgPracticeGame *self)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  if (self->started)
    return;
  self->started = TRUE;
  advance (self);
}

static gboolean
check_turn (BrgPracticeGame   *self,
            BrgPracticePhase   phase,
            GError           **error)
{
  if (self->phase != phase || !users_turn (self) || !self->started)
    {
      g_set_error_literal (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NOT_YOUR_TURN,
                           self->phase == BRG_PRACTICE_PHASE_FINISHED
                             ? _("The play is over")
                             : _("It is not your turn"));
      return FALSE;
    }
  return TRUE;
}

static void
push_mark (BrgPracticeGame *self)
{
  Mark mark;

  mark.phase = self->phase;
  /* A board with a contract and no auction has none to count. */
  mark.n_calls = auction (self) != NULL ? brg_auction_get_n_calls (auction (self)) : 0;
  mark.n_cards = play (self) != NULL ? brg_play_get_n_cards (play (self)) : 0;
  g_array_append_val (self->marks, mark);
}

/**
 * brg_practice_game_make_call:
 * @self: a game
 * @call: the user's call
 * @error: return location for a #GError
 *
 * The user's call for the seat on turn. It must be legal; the recorded
 * call then stands in the auction, and the computer makes the recorded
 * calls up to the user's next turn or the end of the auction.
 *
 * Returns: %TRUE if the call was taken
 */
gboolean
brg_practice_game_make_call (BrgPracticeGame  *self,
                             BrgCall           call,
                             GError          **error)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  if (!check_turn (self, BRG_PRACTICE_PHASE_AUCTION, error)
      || !brg_auction_check_call (auction (self), call, BRG_CALL_FLAGS_NONE, error))
    return FALSE;
  push_mark (self);
  if (!add_recorded_call (self, call))
    finish_auction_as_recorded (self);
  advance (self);
  return TRUE;
}

/**
 * brg_practice_game_play_card:
 * @self: a game
 * @card: the user's card
 * @error: return location for a #GError
 *
 * The user's card for the seat on turn, one of theirs (or dummy's, for
 * declarer). It must be legal. The computer then plays until the user's
 * next turn or the end.
 *
 * Returns: %TRUE if the card was played
 */
gboolean
brg_practice_game_play_card (BrgPracticeGame  *self,
                             BrgCard           card,
                             GError          **error)
{
  BrgSeat seat;
  guint8 none = BRG_PLAY_REASON_NONE;

  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  if (!check_turn (self, BRG_PRACTICE_PHASE_PLAY, error))
    return FALSE;
  seat = turn (self);
  if (!brg_play_check_card (play (self), seat, card, BRG_PLAY_FLAGS_NONE, error))
    return FALSE;
  push_mark (self);
  brg_play_play_card (play (self), card, NULL);
  g_array_append_val (self->reasons, none);
  g_signal_emit (self, signals[SIGNAL_CARD_PLAYED], 0, (guint) seat, (guint) card,
                 BRG_PLAY_REASON_NONE, TRUE);
  advance (self);
  return TRUE;
}

/* Takes the play back to @n_cards cards. */
static void
truncate_play (BrgPracticeGame *self,
               guint            n_cards)
{
  while (brg_play_get_n_cards (play (self)) > n_cards)
    brg_play_remove_last_card (play (self));
  g_array_set_size (self->reasons, MIN (self->reasons->len, n_cards));
}

/**
 * brg_practice_game_undo:
 * @self: a game
 *
 * Takes back the user's last call or card, and the computer's answers
 * after it, even while the computer thinks. The hints given stay counted.
 *
 * Returns: %TRUE if there was a move to take back
 */
gboolean
brg_practice_game_undo (BrgPracticeGame *self)
{
  Mark mark;

  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  if (self->marks->len == 0)
    return FALSE;
  set_thinking (self, NULL);
  mark = g_array_index (self->marks, Mark, self->marks->len - 1);
  g_array_set_size (self->marks, self->marks->len - 1);

  if (mark.phase == BRG_PRACTICE_PHASE_AUCTION)
    {
      BrgAuction *a = auction (self);

      brg_board_set_play (self->board, NULL);
      g_array_set_size (self->reasons, 0);
      while (brg_auction_get_n_calls (a) > mark.n_calls)
        brg_auction_remove_last_call (a);
      g_array_set_size (self->user_calls, mark.n_calls);
      set_phase (self, BRG_PRACTICE_PHASE_AUCTION);
    }
  else
    {
      truncate_play (self, mark.n_cards);
      set_phase (self, BRG_PRACTICE_PHASE_PLAY);
    }
  g_signal_emit (self, signals[SIGNAL_REWOUND], 0);
  advance (self);
  return TRUE;
}

/**
 * brg_practice_game_restart:
 * @self: a game
 *
 * Try again: the game from its start, the auction when it is practised,
 * else the opening lead; on the same hands, dealt again or not.
 */
void
brg_practice_game_restart (BrgPracticeGame *self)
{
  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  rewind (self);
}

/**
 * brg_practice_game_restart_from_trick:
 * @self: a game
 * @trick: a trick, from 1, not after the one being played
 *
 * Try again from trick @trick: the cards before it stay.
 *
 * Returns: %FALSE when the play has not reached @trick
 */
gboolean
brg_practice_game_restart_from_trick (BrgPracticeGame *self,
                                      guint            trick)
{
  guint n_cards;

  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);
  g_return_val_if_fail (trick >= 1, FALSE);

  n_cards = 4 * (trick - 1);
  if (self->phase == BRG_PRACTICE_PHASE_AUCTION || n_cards > brg_play_get_n_cards (play (self)))
    return FALSE;
  set_thinking (self, NULL);
  truncate_play (self, n_cards);
  while (self->marks->len > 0
         && g_array_index (self->marks, Mark, self->marks->len - 1).n_cards > n_cards)
    g_array_set_size (self->marks, self->marks->len - 1);
  set_phase (self, BRG_PRACTICE_PHASE_PLAY);
  g_signal_emit (self, signals[SIGNAL_REWOUND], 0);
  advance (self);
  return TRUE;
}

/* The hands the user does not see in the play: neither theirs nor
 * dummy's. */
static guint
hidden_seats (BrgPracticeGame *self)
{
  return 0xf & ~(play_seats (self) | (1u << brg_seat_partner (self->declarer)));
}

/* What dealing the hidden hands again needs, made in the game's thread
 * and dealt in any: plain values and a dealer of its own. */
typedef struct
{
  BrgDealer   *dealer;      /* Owned */
  BrgHands     start;
  BrgDealSpec  specs[2];    /* the auction's and the tag's, the tag's alone */
  guint        n_specs;
  BrgHands     hands;
} Shuffle;

static void
shuffle_free (gpointer data)
{
  Shuffle *shuffle = data;

  g_clear_object (&shuffle->dealer);
  g_free (shuffle);
}

static Shuffle *
shuffle_prepare (BrgPracticeGame  *self,
                 guint64           seed,
                 GError          **error)
{
  g_autoptr(GError) local = NULL;
  Shuffle *shuffle;
  BrgDeal *deal;
  guint seats = hidden_seats (self);

  if (__builtin_popcount (seats) != 2)
    {
      g_set_error_literal (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_SHUFFLE,
                           _("There are no two hidden hands to deal again"));
      return NULL;
    }

  shuffle = g_new0 (Shuffle, 1);
  shuffle->dealer = brg_dealer_new (seed);
  brg_dealer_set_max_tries (shuffle->dealer, 200000);
  deal = brg_board_get_deal (self->board);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (!(seats & (1u << seat)))
      {
        shuffle->start.cards[seat] = brg_deal_get_hand (deal, seat);
        shuffle->start.known[seat] = TRUE;
      }
  for (int from_auction = TRUE; from_auction >= FALSE; from_auction--)
    {
      g_clear_error (&local);
      if (!_brg_practice_deal_spec (self->source, seats, from_auction,
                                    &shuffle->specs[shuffle->n_specs], &local))
        break;
      shuffle->n_specs++;
    }
  if (shuffle->n_specs == 0)
    {
      g_set_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_SHUFFLE,
                   _("No deal fits: %s"), local->message);
      shuffle_free (shuffle);
      return NULL;
    }
  return shuffle;
}

/* The dealing itself: up to 200,000 tries a spec, so off the game's
 * thread when it is a window's. */
static gboolean
shuffle_deal (Shuffle  *shuffle,
              GError  **error)
{
  g_autoptr(GError) local = NULL;

  for (guint i = 0; i < shuffle->n_specs; i++)
    {
      g_clear_error (&local);
      if (brg_dealer_deal (shuffle->dealer, &shuffle->start, &shuffle->specs[i],
                           &shuffle->hands, &local))
        return TRUE;
    }
  g_set_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_SHUFFLE,
               _("No deal fits: %s"), local->message);
  return FALSE;
}

static gboolean
shuffle_apply (BrgPracticeGame  *self,
               Shuffle          *shuffle,
               GError          **error)
{
  g_autoptr(GError) local = NULL;

  set_thinking (self, NULL);
  shuffle->hands.spots = 0;
  if (!brg_deal_set_hands (brg_board_get_deal (self->board), &shuffle->hands, &local))
    {
      g_set_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_SHUFFLE,
                   _("No deal fits: %s"), local->message);
      return FALSE;
    }
  if (!self->shuffled)
    {
      self->shuffled = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHUFFLED]);
    }
  rewind (self);
  return TRUE;
}

/**
 * brg_practice_game_shuffle:
 * @self: a game
 * @seed: the seed of the new deal: the same seed, the same hands
 * @error: return location for a #GError
 *
 * Shuffle the opponents: deals the two hands the user does not see again
 * (the defenders' for declarer; for a defender, partner's and declarer's),
 * so that they fit what the board's `PracticeDeal` tag says of them, and
 * what the auction says of the others (natural bidding: lengths and
 * points of openings, overcalls, first responses and passes); when no deal
 * fits those, the tag's alone. Then the play starts again from the lead,
 * the auction as recorded, the recorded play no longer followed.
 *
 * Returns: %FALSE with %BRG_PRACTICE_ERROR_CANNOT_SHUFFLE when there are
 *   no two such hands or no deal fits, changing nothing
 */
gboolean
brg_practice_game_shuffle (BrgPracticeGame  *self,
                           guint64           seed,
                           GError          **error)
{
  Shuffle *shuffle;
  gboolean ok;

  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), FALSE);

  shuffle = shuffle_prepare (self, seed, error);
  if (shuffle == NULL)
    return FALSE;
  ok = shuffle_deal (shuffle, error) && shuffle_apply (self, shuffle, error);
  shuffle_free (shuffle);
  return ok;
}

static void
shuffle_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;

  if (shuffle_deal (task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * brg_practice_game_shuffle_async:
 * @self: a game
 * @seed: the seed of the new deal: the same seed, the same hands
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the hands are dealt and the game has started
 *   again, or not
 * @user_data: data for @callback
 *
 * brg_practice_game_shuffle(), the dealing on a worker thread, so that a
 * window never waits for it; the game changes in its own thread when the
 * hands come back.
 */
void
brg_practice_game_shuffle_async (BrgPracticeGame     *self,
                                 guint64              seed,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  Shuffle *shuffle;

  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_practice_game_shuffle_async);
  shuffle = shuffle_prepare (self, seed, &error);
  if (shuffle == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_set_task_data (task, shuffle, shuffle_free);
  g_task_run_in_thread (task, shuffle_thread);
}

/**
 * brg_practice_game_shuffle_finish:
 * @self: a game
 * @result: the result
 * @error: return location for a #GError
 *
 * Deals the hands found into the game and starts it again from the lead.
 *
 * Returns: %FALSE with %BRG_PRACTICE_ERROR_CANNOT_SHUFFLE when no deal
 *   fits, changing nothing, or %G_IO_ERROR_CANCELLED
 */
gboolean
brg_practice_game_shuffle_finish (BrgPracticeGame  *self,
                                  GAsyncResult     *result,
                                  GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result))
                        == brg_practice_game_shuffle_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (g_cancellable_set_error_if_cancelled (g_task_get_cancellable (G_TASK (result)), error))
    return FALSE;
  return shuffle_apply (self, g_task_get_task_data (G_TASK (result)), error);
}

/* Hints */

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  BrgPracticeGame *self = g_task_get_source_object (task);
  BrgComputerCard *card = g_new0 (BrgComputerCard, 1);
  GError *error = NULL;

  if (!brg_computer_player_hint_finish (BRG_COMPUTER_PLAYER (source), result, card, &error))
    {
      g_free (card);
      g_task_return_error (task, error);
      return;
    }
  self->hints_used++;
  update (self);
  g_task_return_pointer (task, card, g_free);
}

/**
 * brg_practice_game_hint_async:
 * @self: a game
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the hint
 * @user_data: data for @callback
 *
 * Asks for a hint on the user's turn in the play: the best card, with the
 * tricks it keeps (brg_computer_player_hint_async()). A hint given counts
 * against #BrgPracticeGame:hint-limit.
 */
void
brg_practice_game_hint_async (BrgPracticeGame     *self,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;

  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_practice_game_hint_async);
  if (!check_turn (self, BRG_PRACTICE_PHASE_PLAY, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (hints_left (self) == 0)
    {
      g_task_return_new_error (task, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NO_HINTS,
                               _("No hints are left"));
      return;
    }
  brg_computer_player_hint_async (self->player, self->board, play (self),
                                  self->follow_recorded && !self->shuffled
                                    ? self->recorded_play : NULL,
                                  cancellable, hint_cb, g_steal_pointer (&task));
}

/**
 * brg_practice_game_hint_finish:
 * @self: a game
 * @result: the result
 * @card: (out caller-allocates) (optional): the card suggested, with the
 *   tricks it keeps
 * @error: return location for a #GError
 *
 * Returns: %TRUE with @card set; %FALSE when it is not the user's turn in
 *   the play, no hint is left (%BRG_PRACTICE_ERROR_NO_HINTS), or the
 *   solver failed
 */
gboolean
brg_practice_game_hint_finish (BrgPracticeGame  *self,
                               GAsyncResult     *result,
                               BrgComputerCard  *card,
                               GError          **error)
{
  g_autofree BrgComputerCard *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return FALSE;
  if (card != NULL)
    *card = *answer;
  return TRUE;
}

/* The review */

typedef struct
{
  BrgPracticeReview *review;
  guint              pending;
  GError            *error;
} Review;

static void
review_data_free (gpointer data)
{
  Review *r = data;

  brg_practice_review_free (r->review);
  g_clear_error (&r->error);
  g_free (r);
}

static void
review_part_done (GTask *task)
{
  Review *r = g_task_get_task_data (task);

  if (--r->pending > 0)
    {
      g_object_unref (task);
      return;
    }
  if (r->error != NULL)
    g_task_return_error (task, g_steal_pointer (&r->error));
  else
    g_task_return_pointer (task, g_steal_pointer (&r->review), (GDestroyNotify)
                           brg_practice_review_free);
  g_object_unref (task);
}

static void
review_tricks_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  GTask *task = user_data;
  Review *r = g_task_get_task_data (task);
  BrgPracticeReview *review = r->review;
  g_autofree guint8 *tricks = NULL;
  GError *error = NULL;
  guint n;

  tricks = brg_solver_review_finish (BRG_SOLVER (source), result, &n, &error);
  if (tricks == NULL)
    {
      if (r->error == NULL)
        r->error = error;
      else
        g_error_free (error);
    }
  else
    {
      review->dd_start = (gint8) tricks[0];
      for (guint i = 0; i < review->n_cards && i + 1 < n; i++)
        {
          BrgPracticeCard *card = &review->cards[i];
          gboolean declaring = (card->seat & 1) == (review->declarer & 1);
          int drop = (int) tricks[i] - (int) tricks[i + 1];

          card->tricks = (gint8) tricks[i + 1];
          card->cost = (gint8) (declaring ? drop : -drop);
        }
    }
  review_part_done (task);
}

static void
review_table_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GTask *task = user_data;
  Review *r = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  /* Without a par the review stands; the par says it is not known. */
  if (!brg_solver_table_finish (BRG_SOLVER (source), result, NULL, &r->review->par, &error))
    brg_par_init (&r->review->par);
  review_part_done (task);
}

static int
ns_score (BrgPracticeGame *self,
          int              tricks)
{
  BrgVulnerability vulnerability;
  int score;

  if (!brg_board_get_vulnerability (self->board, &vulnerability))
    vulnerability = BRG_VULNERABILITY_NONE;
  score = brg_score_duplicate (&self->contract, (guint) tricks,
                               brg_vulnerability_is_vulnerable (vulnerability, self->declarer));
  return brg_seat_side (self->declarer) == BRG_SIDE_NS ? score : -score;
}

/**
 * brg_practice_game_review_async:
 * @self: a game
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the review
 * @user_data: data for @callback
 *
 * Reviews the game so far, best at its end: the cost of each card by
 * double dummy (one AnalysePlay call on the solver's thread), the result
 * against the lesson's and the par, and the user's calls beside the
 * recorded ones.
 */
void
brg_practice_game_review_async (BrgPracticeGame     *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  BrgSolver *solver;
  GTask *task;
  Review *r;
  BrgPracticeReview *review;
  BrgPlay *p;
  BrgDdPosition start;
  BrgDdDeal deal;
  g_autofree BrgCard *cards = NULL;
  GError *error = NULL;
  BrgAuction *a;

  g_return_if_fail (BRG_IS_PRACTICE_GAME (self));

  solver = brg_computer_player_get_solver (self->player);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_practice_game_review_async);
  r = g_new0 (Review, 1);
  review = r->review = g_new0 (BrgPracticeReview, 1);
  g_task_set_task_data (task, r, review_data_free);

  review->declarer = self->declarer;
  review->contract = self->contract;
  review->dd_start = -1;
  brg_par_init (&review->par);
  review->tricks = -1;
  if (self->phase == BRG_PRACTICE_PHASE_FINISHED)
    {
      review->tricks = (int) brg_play_get_declarer_tricks (play (self));
      review->ns_score = ns_score (self, review->tricks);
    }
  review->recorded_tricks = brg_board_get_result_tricks (self->source, NULL);
  if (review->recorded_tricks >= 0)
    review->recorded_ns_score = ns_score (self, review->recorded_tricks);

  a = auction (self);
  if (self->recorded_auction != NULL && self->user_calls->len > 0)
    {
      review->n_calls = brg_auction_get_n_calls (a);
      review->calls = g_new0 (BrgPracticeCall, review->n_calls);
      for (guint i = 0; i < review->n_calls; i++)
        {
          const BrgAnnotation *annotation = brg_auction_get_annotation (a, i);
          const BrgNote *note = annotation != NULL && annotation->note != 0
                                ? brg_auction_lookup_note (a, annotation->note) : NULL;

          review->calls[i].seat = brg_auction_get_call_seat (a, i);
          review->calls[i].recorded = brg_auction_get_call (a, i);
          review->calls[i].user = i < self->user_calls->len
                                  ? g_array_index (self->user_calls, BrgCall, i)
                                  : BRG_CALL_NONE;
          review->calls[i].note = note != NULL ? g_strdup (note->text) : NULL;
        }
    }

  p = play (self);
  review->n_cards = p != NULL ? brg_play_get_n_cards (p) : 0;
  review->cards = g_new0 (BrgPracticeCard, MAX (review->n_cards, 1));
  cards = g_new (BrgCard, MAX (review->n_cards, 1));
  for (guint i = 0; i < review->n_cards; i++)
    {
      review->cards[i].seat = brg_play_get_card_seat (p, i);
      review->cards[i].card = cards[i] = brg_play_get_card (p, i);
      review->cards[i].reason = brg_practice_game_get_card_reason (self, i);
      review->cards[i].by_user = (play_seats (self) & (1u << review->cards[i].seat)) != 0;
      review->cards[i].tricks = -1;
    }

  r->pending = 1;
  g_object_ref (task);
  r->pending++;
  if (p != NULL && brg_dd_position_init_play (&start, brg_board_get_deal (self->board), p, 0,
                                               &error))
    brg_solver_review_async (solver, self->review_channel, &start, cards, review->n_cards,
                             cancellable, review_tricks_cb, task);
  else
    {
      g_clear_error (&error);
      review_part_done (task);
    }

  g_object_ref (task);
  r->pending++;
  if (brg_board_get_dd_deal (self->board, &deal, NULL))
    brg_solver_table_async (solver, self->table_channel, &deal, cancellable, review_table_cb,
                            task);
  else
    review_part_done (task);

  review_part_done (task);
}

/**
 * brg_practice_game_review_finish:
 * @self: a game
 * @result: the result
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (nullable): the review
 */
BrgPracticeReview *
brg_practice_game_review_finish (BrgPracticeGame  *self,
                                 GAsyncResult     *result,
                                 GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Keep this play */

/**
 * brg_practice_game_make_keep_command:
 * @self: a game
 * @error: return location for a #GError
 *
 * Makes the command that writes the practice play into the lesson's board:
 * the lesson's cards after the first one that differs are taken back and
 * the practice cards played, by the same edits as the play entry, so the
 * `Result` follows as it does there. Nothing else of the board changes.
 * Perform it through the window's history to make it undoable.
 *
 * Returns: (transfer full) (nullable): the command, or %NULL with
 *   %BRG_PRACTICE_ERROR_NOTHING_TO_KEEP when no card was played, the hands
 *   were dealt again, or the lesson's play has another opening leader or
 *   trumps
 */
BrgCommand *
brg_practice_game_make_keep_command (BrgPracticeGame  *self,
                                     GError          **error)
{
  g_autoptr(BrgCommand) group = NULL;
  BrgPlay *lesson, *p;
  guint common = 0, n_lesson, n;

  g_return_val_if_fail (BRG_IS_PRACTICE_GAME (self), NULL);

  p = play (self);
  n = p != NULL ? brg_play_get_n_cards (p) : 0;
  lesson = brg_board_get_play (self->source);
  n_lesson = lesson != NULL ? brg_play_get_n_cards (lesson) : 0;
  if (self->shuffled || n == 0)
    {
      g_set_error_literal (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NOTHING_TO_KEEP,
                           self->shuffled
                             ? _("The hands were dealt again: the play does not fit the board")
                             : _("No card has been played"));
      return NULL;
    }
  if (lesson != NULL && (brg_play_get_leader (lesson) != brg_play_get_leader (p)
                         || brg_play_get_trumps (lesson) != brg_play_get_trumps (p)))
    {
      g_set_error_literal (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NOTHING_TO_KEEP,
                           _("The lesson’s play starts with another lead or trumps"));
      return NULL;
    }

  while (common < MIN (n, n_lesson)
         && brg_play_get_card (lesson, common) == brg_play_get_card (p, common)
         && brg_play_get_card_flags (lesson, common) == BRG_PLAY_FLAGS_NONE)
    common++;

  group = brg_command_new_group (_("Keep the practice play"));
  /* A contract the file did not give goes with the play it was played in. */
  if (!self->contract_given)
    {
      g_autofree char *contract = brg_contract_to_pbn (&self->contract);
      char declarer[2] = { brg_seat_to_pbn (self->declarer), '\0' };

      brg_command_append (group, brg_edit_set_tag (self->source, "Contract", contract));
      brg_command_append (group, brg_edit_set_tag (self->source, "Declarer", declarer));
    }
  for (guint i = n_lesson; i > common; i--)
    brg_command_append (group, brg_edit_take_back_card (self->source));
  for (guint i = common; i < n; i++)
    brg_command_append (group, brg_edit_make_play (self->source, BRG_SEAT_NONE,
                                                   brg_play_get_card (p, i),
                                                   BRG_PLAY_FLAGS_NONE));
  return g_steal_pointer (&group);
}
