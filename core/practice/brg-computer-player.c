/* brg-computer-player.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgComputerPlayer: the card the computer plays for a seat, in this order:
 *
 * 1. the recorded card, while the play so far is the recorded one (a
 *    lesson plays as its author wrote it until the student departs);
 * 2. a forced card: one card, or cards all equal, without the solver;
 * 3. else the value of every card by double dummy, on the solver's worker
 *    thread, and the first card of the teacher's order (brg-play-choice.c)
 *    that keeps the most tricks, so the computer never gives a trick away.
 *
 * The caller's thread reads the board and the play when it asks; only the
 * position travels to the solver, so nothing is shared while it works.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-computer-player.h"
#include "brg-error.h"

struct _BrgComputerPlayer
{
  GObject    parent_instance;

  BrgSolver *solver;        /* Owned */
  guint      channel;
  guint      hint_channel;
  gboolean   at_random;
  guint64    seed;
  guint64    stream;
};

G_DEFINE_FINAL_TYPE (BrgComputerPlayer, brg_computer_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SOLVER,
  PROP_AT_RANDOM,
  PROP_SEED,
  PROP_STREAM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
brg_computer_player_dispose (GObject *object)
{
  BrgComputerPlayer *self = BRG_COMPUTER_PLAYER (object);

  g_clear_object (&self->solver);

  G_OBJECT_CLASS (brg_computer_player_parent_class)->dispose (object);
}

static void
brg_computer_player_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BrgComputerPlayer *self = BRG_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_SOLVER:
      g_value_set_object (value, self->solver);
      break;
    case PROP_AT_RANDOM:
      g_value_set_boolean (value, self->at_random);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_STREAM:
      g_value_set_uint64 (value, self->stream);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_computer_player_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BrgComputerPlayer *self = BRG_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_SOLVER:
      self->solver = g_value_dup_object (value);
      break;
    case PROP_AT_RANDOM:
      brg_computer_player_set_at_random (self, g_value_get_boolean (value));
      break;
    case PROP_SEED:
      brg_computer_player_set_seed (self, g_value_get_uint64 (value));
      break;
    case PROP_STREAM:
      brg_computer_player_set_stream (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_computer_player_constructed (GObject *object)
{
  BrgComputerPlayer *self = BRG_COMPUTER_PLAYER (object);

  G_OBJECT_CLASS (brg_computer_player_parent_class)->constructed (object);

  if (self->solver == NULL)
    self->solver = g_object_ref (brg_solver_get_default ());
  self->channel = brg_solver_new_channel (self->solver);
  self->hint_channel = brg_solver_new_channel (self->solver);
}

static void
brg_computer_player_class_init (BrgComputerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = brg_computer_player_constructed;
  object_class->dispose = brg_computer_player_dispose;
  object_class->get_property = brg_computer_player_get_property;
  object_class->set_property = brg_computer_player_set_property;

  /**
   * BrgComputerPlayer:solver:
   *
   * The solver it asks; the process's one by default.
   */
  properties[PROP_SOLVER] =
    g_param_spec_object ("solver", NULL, NULL, BRG_TYPE_SOLVER,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgComputerPlayer:at-random:
   *
   * Whether it chooses at random among the cards that keep the most
   * tricks (from #BrgComputerPlayer:seed) rather than the natural one.
   */
  properties[PROP_AT_RANDOM] =
    g_param_spec_boolean ("at-random", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgComputerPlayer:seed:
   *
   * The seed of its random choices: the same seed, deal and play give the
   * same card.
   */
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgComputerPlayer:stream:
   *
   * Which stream of the seed it draws from: one a deal (the board's
   * place in its file), so that boards do not share their choices.
   */
  properties[PROP_STREAM] =
    g_param_spec_uint64 ("stream", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_computer_player_init (BrgComputerPlayer *self)
{
}

/**
 * brg_computer_player_new:
 * @solver: (nullable): the solver to ask, %NULL for the process's one
 *
 * Returns: (transfer full): a computer player
 */
BrgComputerPlayer *
brg_computer_player_new (BrgSolver *solver)
{
  g_return_val_if_fail (solver == NULL || BRG_IS_SOLVER (solver), NULL);

  return g_object_new (BRG_TYPE_COMPUTER_PLAYER, "solver", solver, NULL);
}

/**
 * brg_computer_player_get_solver:
 * @self: a computer player
 *
 * Returns: (transfer none): the solver it asks
 */
BrgSolver *
brg_computer_player_get_solver (BrgComputerPlayer *self)
{
  g_return_val_if_fail (BRG_IS_COMPUTER_PLAYER (self), NULL);

  return self->solver;
}

/**
 * brg_computer_player_get_at_random:
 * @self: a computer player
 *
 * Returns: whether it chooses at random among the best cards
 */
gboolean
brg_computer_player_get_at_random (BrgComputerPlayer *self)
{
  g_return_val_if_fail (BRG_IS_COMPUTER_PLAYER (self), FALSE);

  return self->at_random;
}

/**
 * brg_computer_player_set_at_random:
 * @self: a computer player
 * @at_random: whether to choose at random among the best cards
 *
 * Sets #BrgComputerPlayer:at-random.
 */
void
brg_computer_player_set_at_random (BrgComputerPlayer *self,
                                   gboolean           at_random)
{
  g_return_if_fail (BRG_IS_COMPUTER_PLAYER (self));

  at_random = !!at_random;
  if (self->at_random == at_random)
    return;
  self->at_random = at_random;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AT_RANDOM]);
}

/**
 * brg_computer_player_get_seed:
 * @self: a computer player
 *
 * Returns: the seed of its random choices
 */
guint64
brg_computer_player_get_seed (BrgComputerPlayer *self)
{
  g_return_val_if_fail (BRG_IS_COMPUTER_PLAYER (self), 0);

  return self->seed;
}

/**
 * brg_computer_player_set_seed:
 * @self: a computer player
 * @seed: the seed
 *
 * Sets #BrgComputerPlayer:seed.
 */
void
brg_computer_player_set_seed (BrgComputerPlayer *self,
                              guint64            seed)
{
  g_return_if_fail (BRG_IS_COMPUTER_PLAYER (self));

  if (self->seed == seed)
    return;
  self->seed = seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

/**
 * brg_computer_player_get_stream:
 * @self: a computer player
 *
 * Returns: the stream of the seed it draws from
 */
guint64
brg_computer_player_get_stream (BrgComputerPlayer *self)
{
  g_return_val_if_fail (BRG_IS_COMPUTER_PLAYER (self), 0);

  return self->stream;
}

/**
 * brg_computer_player_set_stream:
 * @self: a computer player
 * @stream: the stream
 *
 * Sets #BrgComputerPlayer:stream.
 */
void
brg_computer_player_set_stream (BrgComputerPlayer *self,
                                guint64            stream)
{
  g_return_if_fail (BRG_IS_COMPUTER_PLAYER (self));

  if (self->stream == stream)
    return;
  self->stream = stream;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STREAM]);
}

/**
 * brg_play_follows_recorded:
 * @play: the play so far
 * @recorded: (nullable): the recorded play
 * @next: (out) (optional): the recorded card that comes next
 *
 * Whether @play is the start of @recorded, card for card, and @recorded
 * has a next card the computer can play: known and regular (not a revoke
 * or a lead out of turn).
 *
 * Returns: %TRUE with @next set when the recorded line goes on
 */
gboolean
brg_play_follows_recorded (BrgPlay *play,
                           BrgPlay *recorded,
                           BrgCard *next)
{
  guint n;

  g_return_val_if_fail (BRG_IS_PLAY (play), FALSE);
  g_return_val_if_fail (recorded == NULL || BRG_IS_PLAY (recorded), FALSE);

  if (recorded == NULL)
    return FALSE;
  n = brg_play_get_n_cards (play);
  if (brg_play_get_n_cards (recorded) <= n
      || brg_play_get_leader (recorded) != brg_play_get_leader (play)
      || brg_play_get_trumps (recorded) != brg_play_get_trumps (play))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (brg_play_get_card (recorded, i) != brg_play_get_card (play, i))
      return FALSE;
  if (!BRG_CARD_IS_VALID (brg_play_get_card (recorded, n))
      || brg_play_get_card_flags (recorded, n) != BRG_PLAY_FLAGS_NONE)
    return FALSE;
  if (next != NULL)
    *next = brg_play_get_card (recorded, n);
  return TRUE;
}

typedef struct
{
  BrgPlaySituation  situation;
  BrgPlayOption     options[BRG_PLAY_MAX_OPTIONS];
  guint             n_options;
  BrgCard           recorded;      /* the recorded card, for a hint */
  gboolean          hint;
} Choice;

static void
card_values_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  Choice *choice = g_task_get_task_data (task);
  GError *error = NULL;
  BrgDdCardValues values;
  BrgComputerCard *card;
  BrgPlayReason reason;
  guint chosen;

  if (!brg_solver_card_values_finish (BRG_SOLVER (source), result, &values, &error))
    {
      /* A newer request of the same player replaced this one. */
      if (g_error_matches (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_STALE))
        {
          g_clear_error (&error);
          g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("A newer request replaced this one"));
        }
      g_task_return_error (task, error);
      return;
    }

  chosen = brg_play_options_choose (&choice->situation, choice->options, choice->n_options,
                                    &values, &reason);
  card = g_new0 (BrgComputerCard, 1);
  card->seat = values.seat;
  card->card = choice->options[chosen].card;
  card->reason = reason;
  /* A hint names the recorded card when it keeps as many tricks. */
  if (choice->hint && BRG_CARD_IS_VALID (choice->recorded)
      && values.tricks[choice->recorded] == values.best)
    {
      card->card = choice->recorded;
      card->reason = BRG_PLAY_REASON_RECORDED;
    }
  card->tricks = values.tricks[card->card];
  card->best = values.best;
  g_task_return_pointer (task, card, g_free);
}

static void
choose (BrgComputerPlayer   *self,
        BrgBoard            *board,
        BrgPlay             *play,
        BrgPlay             *recorded,
        gboolean             hint,
        GCancellable        *cancellable,
        GAsyncReadyCallback  callback,
        gpointer             user_data,
        gpointer             source_tag)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  Choice *choice = g_new0 (Choice, 1);
  GError *error = NULL;
  BrgCard next = BRG_CARD_NONE;
  guint n = brg_play_get_n_cards (play);

  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, choice, g_free);
  choice->hint = hint;
  choice->recorded = BRG_CARD_NONE;

  if (!brg_play_situation_init (&choice->situation, board, play, n, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (brg_dd_position_get_n_left (&choice->situation.position) == 0)
    {
      g_task_return_new_error (task, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_COMPLETE,
                               _("The play is complete"));
      return;
    }

  if (brg_play_follows_recorded (play, recorded, &next)
      && brg_card_set_contains (brg_dd_position_get_legal (&choice->situation.position), next))
    {
      choice->recorded = next;
      if (!hint)
        {
          BrgComputerCard *card = g_new0 (BrgComputerCard, 1);

          card->seat = brg_dd_position_get_turn (&choice->situation.position);
          card->card = next;
          card->reason = BRG_PLAY_REASON_RECORDED;
          card->tricks = card->best = -1;
          g_task_return_pointer (task, card, g_free);
          return;
        }
    }

  if (self->at_random)
    {
      guint64 key = brg_play_random_key (self->seed, self->stream, n);

      choice->n_options = brg_play_situation_rank (&choice->situation, &key, choice->options);
    }
  else
    choice->n_options = brg_play_situation_rank (&choice->situation, NULL, choice->options);

  if (choice->n_options == 1)
    {
      BrgComputerCard *card = g_new0 (BrgComputerCard, 1);

      card->seat = brg_dd_position_get_turn (&choice->situation.position);
      card->card = choice->options[0].card;
      card->reason = choice->options[0].reason;
      card->tricks = card->best = -1;
      g_task_return_pointer (task, card, g_free);
      return;
    }

  brg_solver_card_values_async (self->solver, hint ? self->hint_channel : self->channel,
                                &choice->situation.position, cancellable, card_values_cb,
                                g_steal_pointer (&task));
}

/**
 * brg_computer_player_choose_async:
 * @self: a computer player
 * @board: the board: its deal, auction and contract
 * @play: the play so far, of @board's deal; the seat on turn is the
 *   computer's
 * @recorded: (nullable): the recorded play to follow while @play is its
 *   start, %NULL for none
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the card
 * @user_data: data for @callback
 *
 * Chooses the card of the seat on turn: the recorded one, a forced one,
 * or the natural one of those that keep the most tricks by double dummy,
 * solved on the solver's worker thread. @board and @play are read before
 * this returns, and may change after. A newer request of the same player
 * makes this one fail with %G_IO_ERROR_CANCELLED.
 */
void
brg_computer_player_choose_async (BrgComputerPlayer   *self,
                                  BrgBoard            *board,
                                  BrgPlay             *play,
                                  BrgPlay             *recorded,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (BRG_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (BRG_IS_BOARD (board));
  g_return_if_fail (BRG_IS_PLAY (play));
  g_return_if_fail (recorded == NULL || BRG_IS_PLAY (recorded));

  choose (self, board, play, recorded, FALSE, cancellable, callback, user_data,
          brg_computer_player_choose_async);
}

static gboolean
finish (BrgComputerPlayer  *self,
        GAsyncResult       *result,
        gpointer            source_tag,
        BrgComputerCard    *card,
        GError            **error)
{
  g_autofree BrgComputerCard *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return FALSE;
  if (card != NULL)
    *card = *answer;
  return TRUE;
}

/**
 * brg_computer_player_choose_finish:
 * @self: a computer player
 * @result: the result
 * @card: (out caller-allocates) (optional): the card
 * @error: return location for a #GError
 *
 * Returns: %TRUE with @card set; %FALSE when the position cannot be
 *   solved, the request was cancelled or replaced, or the solver failed
 */
gboolean
brg_computer_player_choose_finish (BrgComputerPlayer  *self,
                                   GAsyncResult       *result,
                                   BrgComputerCard    *card,
                                   GError            **error)
{
  return finish (self, result, brg_computer_player_choose_async, card, error);
}

/**
 * brg_computer_player_hint_async:
 * @self: a computer player
 * @board: the board
 * @play: the play so far; the seat on turn is the user's
 * @recorded: (nullable): the recorded play, %NULL for none
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the card
 * @user_data: data for @callback
 *
 * Suggests the card the computer would play for the seat on turn, with
 * the tricks it keeps: the recorded card when the play still follows the
 * record and that card keeps the most tricks, else the natural one of
 * those that do. Only a forced card is suggested without the solver.
 */
void
brg_computer_player_hint_async (BrgComputerPlayer   *self,
                                BrgBoard            *board,
                                BrgPlay             *play,
                                BrgPlay             *recorded,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (BRG_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (BRG_IS_BOARD (board));
  g_return_if_fail (BRG_IS_PLAY (play));
  g_return_if_fail (recorded == NULL || BRG_IS_PLAY (recorded));

  choose (self, board, play, recorded, TRUE, cancellable, callback, user_data,
          brg_computer_player_hint_async);
}

/**
 * brg_computer_player_hint_finish:
 * @self: a computer player
 * @result: the result
 * @card: (out caller-allocates) (optional): the card suggested
 * @error: return location for a #GError
 *
 * Returns: %TRUE with @card set
 */
gboolean
brg_computer_player_hint_finish (BrgComputerPlayer  *self,
                                 GAsyncResult       *result,
                                 BrgComputerCard    *card,
                                 GError            **error)
{
  return finish (self, result, brg_computer_player_hint_async, card, error);
}
