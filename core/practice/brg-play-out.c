/* brg-play-out.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Playing out whole files: the computer plays every board that has a whole
 * deal and a contract to its end, after the cards already recorded, for
 * `finesse-cli play`. It plays the cards BrgComputerPlayer plays, the
 * first of the teacher's order (brg-play-choice.c) that keeps the most
 * tricks, but finds them more cheaply than by the value of every card:
 *
 * - the value of the deal (the tricks North-South take) is solved once,
 *   with one card that keeps it;
 * - then each card of the order is tried in turn with one search of the
 *   position after it, for a target: does the side to play next reach its
 *   share, or can the opponents take more than theirs? The first card
 *   that keeps the value is played, and the value stays known.
 *
 * Many boards are played at once, a card each a round: every round's
 * searches go to the solver together, which shares them among its
 * threads. The boards are read and changed in the caller's main context
 * only; the solver sees positions.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-diagnostic.h"
#include "brg-play-choice.h"
#include "brg-play-edits.h"
#include "brg-play-out.h"
#include "brg-score.h"
#include "brg-seat.h"

/* Boards in play at once: enough for the solver's threads to share each
 * round, few enough for the boards to finish as they go. */
#define MAX_ACTIVE 400

typedef enum
{
  ASKED_NOTHING,
  ASKED_VALUE,
  ASKED_TEST,
} Asked;

typedef struct
{
  BrgBoard          *board;        /* Borrowed: PlayOut holds it */
  guint              stream;
  BrgPlaySituation   situation;
  guint8             total;        /* the tricks of the deal */
  int                value_ns;     /* North-South's tricks, -1 not known */
  BrgPlayOption      options[BRG_PLAY_MAX_OPTIONS];
  guint              n_options;    /* 0: not ranked yet */
  guint              next;         /* the option being tried */
  BrgCardSet         best;         /* cards known to keep the value here */
  BrgCard            value_card;   /* the card the solver gave with the value */
  gboolean           solved_again; /* the value was solved twice for this card */
  Asked              asked;
  BrgCard            chosen[52];
  guint              n_chosen;
  guint              n_cards;      /* cards played, recorded ones included */
} Game;

typedef struct
{
  BrgSolver              *solver;      /* Owned */
  GPtrArray              *boards;      /* of BrgBoard, owned: those to play */
  GArray                 *streams;     /* of guint, by board */
  GPtrArray              *skipped;     /* of BrgDiagnostic */
  gboolean                at_random;
  guint64                 seed;
  BrgPlayOutProgressFunc  progress;
  gpointer                progress_data;
  Game                   *games;       /* one a board */
  guint                   next_board;  /* the next board to start */
  GPtrArray              *active;      /* of Game, borrowed */
  guint                   done;
} PlayOut;

static void
play_out_free (gpointer data)
{
  PlayOut *p = data;

  g_clear_object (&p->solver);
  g_ptr_array_unref (p->boards);
  g_array_unref (p->streams);
  g_ptr_array_unref (p->skipped);
  g_ptr_array_unref (p->active);
  g_free (p->games);
  g_free (p);
}

static void
skip (PlayOut    *p,
      BrgBoard   *board,
      guint       stream,
      const char *code,
      const char *reason)
{
  g_autofree char *title = brg_board_dup_title (board, stream + 1);
  g_autofree char *message = g_strdup_printf (_("%s was not played out: %s"), title, reason);
  BrgDiagnostic *d = brg_diagnostic_new (BRG_SEVERITY_WARNING, brg_board_get_line (board), 0,
                                         code, message);

  d->board = stream + 1;
  g_ptr_array_add (p->skipped, d);
}

/* Whether the computer plays @board on, and from where. Boards whose play
 * is over, claimed or stopped with `*`, and boards passed out, stay as
 * they are without a word; a board without a whole deal, a contract or a
 * regular play gets a warning. */
static gboolean
prepare (PlayOut  *p,
         BrgBoard *board,
         guint     stream,
         Game     *game)
{
  g_autoptr(BrgPlay) start = NULL;
  g_autoptr(GError) error = NULL;
  BrgPlay *play = brg_board_get_play (board);
  BrgDdPosition deal;
  BrgContract contract;
  BrgSeat declarer;
  guint n = 0;

  if (!brg_dd_position_init_deal (&deal, brg_board_get_deal (board), BRG_STRAIN_NOTRUMP,
                                  BRG_SEAT_NORTH, &error))
    {
      skip (p, board, stream, "play-incomplete-deal", error->message);
      return FALSE;
    }
  if (!brg_board_get_contract (board, &contract, &declarer)
      || (!contract.passed_out && contract.level == 0))
    {
      skip (p, board, stream, "play-no-contract", _("the contract is not known"));
      return FALSE;
    }
  if (contract.passed_out)
    return FALSE;

  if (play != NULL)
    {
      if (brg_play_get_claim (play) >= 0 || brg_play_get_end_mark (play) == BRG_END_MARK_STOP
          || brg_play_is_complete (play))
        return FALSE;
      n = brg_play_get_n_cards (play);
      if (brg_dd_play_count_legal (brg_board_get_deal (board), play) < n)
        {
          skip (p, board, stream, "play-irregular",
                _("the play holds an unknown or irregular card"));
          return FALSE;
        }
    }
  else
    {
      start = brg_play_new (brg_seat_next (declarer), (BrgStrain) contract.strain);
      brg_play_set_deal (start, brg_board_get_deal (board));
      play = start;
    }

  memset (game, 0, sizeof *game);
  if (!brg_play_situation_init (&game->situation, board, play, n, &error))
    {
      skip (p, board, stream, "play-irregular", error->message);
      return FALSE;
    }
  game->board = board;
  game->stream = stream;
  game->total = game->situation.total_tricks;
  game->value_ns = -1;
  game->value_card = BRG_CARD_NONE;
  game->n_cards = n;
  return TRUE;
}

static BrgSide
side_on_turn (Game *game)
{
  return brg_dd_position_get_turn (&game->situation.position) & 1;
}

/* The tricks the side on turn takes, by the value known. */
static int
side_value (Game *game)
{
  return side_on_turn (game) == BRG_SIDE_NS ? game->value_ns : game->total - game->value_ns;
}

static void
play (Game    *game,
      BrgCard  card)
{
  BrgPlaySituation *s = &game->situation;
  BrgSeat seat = brg_dd_position_get_turn (&s->position);

  if (s->position.n_played == 0 && s->led_suit[seat] < 0)
    s->led_suit[seat] = (gint8) BRG_CARD_SUIT (card);
  if (!brg_dd_position_play (&s->position, card, NULL))
    g_assert_not_reached ();
  s->n_tricks = s->position.tricks_won[0] + s->position.tricks_won[1];
  game->chosen[game->n_chosen++] = card;
  game->n_cards++;
  game->n_options = 0;
  game->best = 0;
  game->value_card = BRG_CARD_NONE;
  game->solved_again = FALSE;
}

/* The first option whose touching cards hold @card, else the first. */
static BrgCard
first_option_in (Game    *game,
                 BrgCard  card)
{
  for (guint i = 0; card != BRG_CARD_NONE && i < game->n_options; i++)
    if ((game->options[i].equals | BRG_CARD_SET_BIT (game->options[i].card))
        & BRG_CARD_SET_BIT (card))
      return game->options[i].card;
  return game->options[0].card;
}

/* Plays on as far as it can without the solver. Returns whether the game
 * needs the solver, with the question in @query; %FALSE when it is over. */
static gboolean
advance (PlayOut    *p,
         Game       *game,
         BrgDdQuery *query)
{
  BrgPlaySituation *s = &game->situation;

  game->asked = ASKED_NOTHING;
  while (brg_dd_position_get_n_left (&s->position) > 0)
    {
      if (game->n_options == 0)
        {
          guint64 key = brg_play_random_key (p->seed, game->stream, game->n_cards);

          game->n_options = brg_play_situation_rank (s, p->at_random ? &key : NULL,
                                                     game->options);
          game->next = 0;
          if (game->n_options == 1)
            {
              play (game, game->options[0].card);
              continue;
            }
        }

      if (game->value_ns < 0)
        {
          query->position = s->position;
          query->target = -1;
          game->asked = ASKED_VALUE;
          return TRUE;
        }

      while (game->next < game->n_options)
        {
          const BrgPlayOption *option = &game->options[game->next];
          BrgSide side = side_on_turn (game);
          int value = side_value (game);
          BrgDdPosition after = s->position;
          BrgSide next_side;
          int target;

          if ((game->best & option->equals) != 0)
            break;
          if (!brg_dd_position_play (&after, option->card, NULL))
            g_assert_not_reached ();
          if (brg_dd_position_get_n_left (&after) == 0)
            {
              if (after.tricks_won[side] >= value)
                break;
              game->next++;
              continue;
            }
          /* The side to play next reaches its share after the card, or
           * the opponents cannot take more than theirs. */
          next_side = brg_dd_position_get_turn (&after) & 1;
          target = next_side == side ? value : game->total - value + 1;
          if (target <= after.tricks_won[next_side] || target > game->total)
            {
              if ((next_side == side) == (target <= after.tricks_won[next_side]))
                break;
              game->next++;
              continue;
            }
          query->position = after;
          query->target = (gint8) target;
          game->asked = ASKED_TEST;
          return TRUE;
        }

      if (game->next < game->n_options)
        play (game, game->options[game->next].card);
      else if (!game->solved_again)
        {
          /* No card kept the value: it was not the value. Solve again,
           * once: a card costs at most two values and a test an option. */
          game->solved_again = TRUE;
          game->value_ns = -1;
        }
      else
        play (game, first_option_in (game, game->value_card));
    }
  return FALSE;
}

static void
answer (Game                *game,
        const BrgDdSolution *solution)
{
  switch (game->asked)
    {
    case ASKED_VALUE:
      g_assert (solution->tricks >= 0);
      game->value_ns = side_on_turn (game) == BRG_SIDE_NS ? solution->tricks
                                                          : game->total - solution->tricks;
      game->best = solution->equals;
      game->value_card = solution->card;
      break;

    case ASKED_TEST:
      {
        const BrgPlayOption *option = &game->options[game->next];
        BrgDdPosition after = game->situation.position;
        BrgSide next_side;

        brg_dd_position_play (&after, option->card, NULL);
        next_side = brg_dd_position_get_turn (&after) & 1;
        if ((next_side == side_on_turn (game)) == (solution->tricks >= 0))
          play (game, option->card);
        else
          game->next++;
      }
      break;

    case ASKED_NOTHING:
    default:
      g_assert_not_reached ();
    }
}

/* The Score tag in the form it had (PBN §4.2.1), for @ns_score. */
static char *
score_like (const char *old,
            BrgSide     declarer_side,
            int         ns_score)
{
  const char *p = old;

  while (*p == ' ')
    p++;
  if (g_ascii_strncasecmp (p, "NS", 2) == 0)
    return strchr (p, 'E') != NULL || strchr (p, 'e') != NULL
           ? g_strdup_printf ("NS %d EW %d", ns_score, -ns_score)
           : g_strdup_printf ("NS %d", ns_score);
  if (g_ascii_strncasecmp (p, "EW", 2) == 0)
    return strchr (p, 'N') != NULL || strchr (p, 'n') != NULL
           ? g_strdup_printf ("EW %d NS %d", -ns_score, ns_score)
           : g_strdup_printf ("EW %d", -ns_score);
  return g_strdup_printf ("%d", declarer_side == BRG_SIDE_NS ? ns_score : -ns_score);
}

/* Writes the cards chosen into the board by the edits the window makes
 * (brg_edit_make_play()), then the Result the play gives, and the Score
 * when the board had one that agreed with its old result. */
static void
store (Game *game)
{
  BrgBoard *board = game->board;
  const char *score = brg_board_get_tag (board, "Score");
  BrgContract contract;
  BrgSeat declarer;
  int old_score, given;
  gboolean score_agreed;
  char tricks[16];

  score_agreed = score != NULL && brg_board_get_contract (board, &contract, &declarer)
                 && brg_board_get_score (board, &old_score)
                 && brg_score_from_pbn (score, brg_seat_side (declarer), &given)
                 && given == old_score;

  for (guint i = 0; i < game->n_chosen; i++)
    {
      g_autoptr(BrgCommand) command = brg_edit_make_play (board, BRG_SEAT_NONE, game->chosen[i],
                                                          BRG_PLAY_FLAGS_NONE);
      g_autoptr(GError) error = NULL;

      if (!brg_command_apply (command, &error))
        g_critical ("play-out: card %u of board %u: %s", i, game->stream + 1, error->message);
    }

  g_snprintf (tricks, sizeof tricks, "%u",
              brg_play_get_declarer_tricks (brg_board_get_play (board)));
  if (g_strcmp0 (brg_board_get_tag (board, "Result"), tricks) != 0)
    brg_board_set_tag (board, "Result", tricks);

  if (score_agreed)
    {
      int ns_score;

      if (brg_board_get_score (board, &ns_score))
        {
          g_autofree char *value = score_like (score, brg_seat_side (declarer), ns_score);

          if (strcmp (value, score) != 0)
            brg_board_set_tag (board, "Score", value);
        }
    }
}

static void round_start (GTask *task);

static void
solved_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  PlayOut *p = g_task_get_task_data (task);
  g_autofree BrgDdSolution *solutions = NULL;
  GError *error = NULL;
  guint n, k = 0;

  solutions = brg_solver_solve_finish (BRG_SOLVER (source), result, &n, &error);
  if (solutions == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  for (guint i = 0; i < p->active->len; i++)
    {
      Game *game = g_ptr_array_index (p->active, i);

      if (game->asked != ASKED_NOTHING)
        {
          g_assert (k < n);
          answer (game, &solutions[k++]);
        }
    }
  round_start (g_steal_pointer (&task));
}

/* One round: every game in play goes as far as it can and asks its next
 * question; the finished ones are stored and replaced by new ones. */
static void
round_start (GTask *task)
{
  PlayOut *p = g_task_get_task_data (task);
  g_autoptr(GArray) queries = g_array_new (FALSE, FALSE, sizeof (BrgDdQuery));

  if (g_task_return_error_if_cancelled (task))
    {
      g_object_unref (task);
      return;
    }

  for (guint i = 0; i < p->active->len || p->next_board < p->boards->len;)
    {
      BrgDdQuery query;
      Game *game;

      if (i == p->active->len)
        {
          if (p->active->len >= MAX_ACTIVE)
            break;
          g_ptr_array_add (p->active, &p->games[p->next_board++]);
        }
      game = g_ptr_array_index (p->active, i);
      if (advance (p, game, &query))
        {
          g_array_append_val (queries, query);
          i++;
          continue;
        }
      store (game);
      p->done++;
      if (p->progress != NULL)
        p->progress (p->done, p->boards->len, p->progress_data);
      g_ptr_array_remove_index (p->active, i);
    }

  if (queries->len == 0)
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  brg_solver_solve_async (p->solver, 0, (const BrgDdQuery *) (gpointer) queries->data,
                          queries->len, g_task_get_cancellable (task), solved_cb, task);
}

/**
 * brg_play_out_boards_async:
 * @solver: the solver
 * @boards: (element-type BrgBoard): the boards to play out
 * @streams: (nullable) (array): for each board, its place in its file,
 *   which picks its stream of random choices; %NULL for its place in
 *   @boards
 * @seed: (nullable): the seed for choices at random among the cards that
 *   keep the most tricks, %NULL for the natural card
 * @progress: (nullable): called as boards are done
 * @progress_data: data for @progress
 * @cancellable: (nullable): cancels between rounds
 * @callback: called when done
 * @user_data: data for @callback
 *
 * Plays every board that has a whole deal and a contract to the end, after
 * the cards it has: each card the first of the teacher's order that keeps
 * the most tricks by double dummy, as #BrgComputerPlayer chooses it (with
 * the same seed and stream, the same card). The cards are stored in the
 * boards by the play edits, as each board is done, with the `Result` the
 * play gives and the `Score` when the board had one that agreed with its
 * result; nothing else changes. A board whose play is over, claimed or
 * stopped (`*`), or that was passed out, stays as it is; a board without
 * a whole deal, a contract or a regular play is left too, and listed by
 * brg_play_out_boards_finish(). The same boards and seed give the same
 * cards.
 */
void
brg_play_out_boards_async (BrgSolver               *solver,
                           GPtrArray               *boards,
                           const guint             *streams,
                           const guint64           *seed,
                           BrgPlayOutProgressFunc   progress,
                           gpointer                 progress_data,
                           GCancellable            *cancellable,
                           GAsyncReadyCallback      callback,
                           gpointer                 user_data)
{
  PlayOut *p;
  GTask *task;

  g_return_if_fail (BRG_IS_SOLVER (solver));
  g_return_if_fail (boards != NULL);

  task = g_task_new (solver, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_play_out_boards_async);
  p = g_new0 (PlayOut, 1);
  p->solver = g_object_ref (solver);
  p->boards = g_ptr_array_new_with_free_func (g_object_unref);
  p->streams = g_array_new (FALSE, FALSE, sizeof (guint));
  p->skipped = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  p->active = g_ptr_array_new ();
  p->at_random = seed != NULL;
  p->seed = seed != NULL ? *seed : 0;
  p->progress = progress;
  p->progress_data = progress_data;
  p->games = g_new0 (Game, MAX (boards->len, 1));
  g_task_set_task_data (task, p, play_out_free);

  for (guint i = 0; i < boards->len; i++)
    {
      BrgBoard *board = g_ptr_array_index (boards, i);
      guint stream = streams != NULL ? streams[i] : i;

      if (prepare (p, board, stream, &p->games[p->boards->len]))
        {
          g_ptr_array_add (p->boards, g_object_ref (board));
          g_array_append_val (p->streams, stream);
          p->games[p->boards->len - 1].board = board;
        }
    }
  round_start (task);
}

/**
 * brg_play_out_boards_finish:
 * @solver: the solver
 * @result: the result
 * @n_played: (out) (optional): how many boards were played out
 * @skipped: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   a warning for each board that could not be played, with its line
 * @error: return location for a #GError
 *
 * Returns: %TRUE if every board that could be played was; %FALSE on cancel
 *   (%G_IO_ERROR_CANCELLED) or failure, the boards done so far kept
 */
gboolean
brg_play_out_boards_finish (BrgSolver     *solver,
                            GAsyncResult  *result,
                            guint         *n_played,
                            GPtrArray    **skipped,
                            GError       **error)
{
  PlayOut *p;

  g_return_val_if_fail (g_task_is_valid (result, solver), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == brg_play_out_boards_async,
                        FALSE);

  p = g_task_get_task_data (G_TASK (result));
  if (n_played != NULL)
    *n_played = p->done;
  if (skipped != NULL)
    *skipped = g_ptr_array_ref (p->skipped);
  return g_task_propagate_boolean (G_TASK (result), error);
}
