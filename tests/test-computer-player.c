/* test-computer-player.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgComputerPlayer with DDS: boards played out by the computer for all
 * four seats, every card checked against a solver call of its own (the
 * double-dummy value of the whole play, AnalysePlay, must never drop for
 * the side that played); the recorded line followed while the play is the
 * recorded one; forced cards without the solver; the same seed giving the
 * same cards; a hint; a cancelled choice.
 *
 * Solving is slow, under the sanitizers the more: a few boards by default,
 * FINESSE_PRACTICE_BOARDS=N for N boards dealt at random (and the corpus'
 * lessons when present).
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "core-test-util.h"
#include "brg-solver-private.h"

static void
store_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

static void
run_until (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
choose_sync (BrgComputerPlayer  *player,
             BrgBoard           *board,
             BrgPlay            *play,
             BrgPlay            *recorded,
             BrgComputerCard    *card,
             GError            **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  brg_computer_player_choose_async (player, board, play, recorded, NULL, store_result_cb,
                                    &result);
  run_until (&result);
  return brg_computer_player_choose_finish (player, result, card, error);
}

static BrgPlay *
new_play (BrgBoard *board)
{
  BrgContract contract;
  BrgSeat declarer;
  BrgPlay *play;

  g_assert_true (brg_board_get_contract (board, &contract, &declarer));
  play = brg_play_new (brg_seat_next (declarer), (BrgStrain) contract.strain);
  brg_play_set_deal (play, brg_board_get_deal (board));
  return play;
}

/* The declaring side's double-dummy tricks before the first card and after
 * each, by one AnalysePlay call. */
static guint8 *
review (BrgBoard *board,
        BrgPlay  *play,
        guint    *n)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree BrgCard *cards = g_new (BrgCard, brg_play_get_n_cards (play));
  BrgDdPosition start;
  guint8 *tricks;

  g_assert_true (brg_dd_position_init_play (&start, brg_board_get_deal (board), play, 0, &error));
  for (guint i = 0; i < brg_play_get_n_cards (play); i++)
    cards[i] = brg_play_get_card (play, i);
  brg_solver_review_async (solver, brg_solver_new_channel (solver), &start, cards,
                           brg_play_get_n_cards (play), NULL, store_result_cb, &result);
  run_until (&result);
  tricks = brg_solver_review_finish (solver, result, n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (*n, ==, brg_play_get_n_cards (play) + 1);
  return tricks;
}

/* Plays @board out with @player from the @n_recorded first cards of
 * @recorded (the cards of @recorded after them are the record to follow
 * when @follow), then checks that no computer card lost a trick, and that
 * each card chosen by the solver says so. Returns the play. */
static BrgPlay *
play_out (BrgComputerPlayer *player,
          BrgBoard          *board,
          BrgPlay           *recorded,
          guint              n_recorded,
          gboolean           follow)
{
  BrgPlay *play = new_play (board);
  g_autofree guint8 *tricks = NULL;
  guint total = brg_play_get_total_tricks (play) * 4;
  gboolean as_recorded[52] = { FALSE };
  guint n;

  for (guint i = 0; i < n_recorded; i++)
    g_assert_true (brg_play_play_card (play, brg_play_get_card (recorded, i), NULL));
  while (brg_play_get_n_cards (play) < total)
    {
      g_autoptr(GError) error = NULL;
      BrgComputerCard card;

      g_assert_true (choose_sync (player, board, play, follow ? recorded : NULL, &card, &error));
      g_assert_no_error (error);
      g_assert_cmpint (card.seat, ==, brg_play_get_next_seat (play));
      g_assert_cmpint (card.reason, !=, BRG_PLAY_REASON_NONE);
      if (card.tricks >= 0)
        g_assert_cmpint (card.tricks, ==, card.best);
      as_recorded[brg_play_get_n_cards (play)] = card.reason == BRG_PLAY_REASON_RECORDED;
      g_assert_true (brg_play_play_card (play, card.card, &error));
      g_assert_no_error (error);
    }

  tricks = review (board, play, &n);
  /* A card that lost a trick would change the value: the declaring
   * side's card lowers it, a defender's raises it. The recorded cards
   * are the author's. */
  for (guint i = n_recorded; i < brg_play_get_n_cards (play); i++)
    if (!as_recorded[i])
      g_assert_cmpint (tricks[i + 1], ==, tricks[i]);
  return play;
}

static guint
n_random_boards (void)
{
  const char *value = g_getenv ("FINESSE_PRACTICE_BOARDS");

  return value != NULL ? (guint) atoi (value) : 2;
}

/* Every card double-dummy optimal: the lesson boards of our own, boards
 * dealt at random in all five strains, and the corpus' lessons. */
static void
test_optimal (void)
{
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  g_autoptr(BrgEvent) dealt = NULL;
  g_autoptr(GError) error = NULL;
  BrgDealSpec spec;
  guint n = n_random_boards ();

  for (guint i = 0; i < brg_event_get_n_boards (lesson); i++)
    {
      g_autoptr(BrgPlay) play = play_out (player, brg_event_get_board (lesson, i), NULL, 0,
                                          FALSE);
    }

  brg_deal_spec_init (&spec);
  dealt = brg_event_new_dealt (&spec, n, 1, 2026, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      BrgBoard *board = brg_event_get_board (dealt, i);
      static const char *const contracts[] = { "3NT", "4S", "4H", "5D", "5C" };
      static const char *const declarers[] = { "S", "W", "N", "E" };
      g_autoptr(BrgPlay) play = NULL;

      brg_board_set_tag (board, "Contract", contracts[i % 5]);
      brg_board_set_tag (board, "Declarer", declarers[i % 4]);
      play = play_out (player, board, NULL, 0, FALSE);
    }

  if (core_test_get_corpus () != NULL && g_getenv ("FINESSE_PRACTICE_BOARDS") != NULL)
    {
      g_autofree char *path = core_test_corpus_path ("pbn", "baker_squeeze.pbn", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(BrgEvent) corpus = brg_pbn_read_file (file, NULL, NULL, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < MIN (n, brg_event_get_n_boards (corpus)); i++)
        {
          BrgBoard *board = brg_event_get_board (corpus, i);
          BrgPlay *recorded = brg_board_get_play (board);
          g_autoptr(BrgPlay) play = NULL;

          if (recorded == NULL)
            continue;
          play = play_out (player, board, recorded, brg_play_get_n_cards (recorded), FALSE);
        }
    }
}

/* The recorded line is played as written, card for card and without the
 * solver, while the play is the recorded one; once the user departs from
 * it the computer plays on its own. */
static void
test_recorded (void)
{
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  BrgBoard *board = brg_event_get_board (lesson, 0);
  BrgPlay *recorded = brg_board_get_play (board);
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(BrgPlay) play = new_play (board);
  g_autoptr(BrgPlay) departed = new_play (board);
  g_autoptr(BrgPlay) whole = NULL;
  g_autoptr(GError) error = NULL;
  BrgComputerCard card;
  guint calls = brg_solver_get_n_calls (solver);

  g_assert_cmpuint (brg_play_get_n_cards (recorded), ==, 12);
  for (guint i = 0; i < 12; i++)
    {
      g_assert_true (choose_sync (player, board, play, recorded, &card, &error));
      g_assert_no_error (error);
      g_assert_cmpint (card.card, ==, brg_play_get_card (recorded, i));
      g_assert_cmpint (card.reason, ==, BRG_PLAY_REASON_RECORDED);
      g_assert_cmpint (card.tricks, ==, -1);
      g_assert_true (brg_play_play_card (play, card.card, NULL));
    }
  g_assert_cmpuint (brg_solver_get_n_calls (solver), ==, calls);

  /* Past the record: the computer's own card. */
  g_assert_true (choose_sync (player, board, play, recorded, &card, &error));
  g_assert_cmpint (card.reason, !=, BRG_PLAY_REASON_RECORDED);

  /* West leads the ♥Q instead of the ♥K: the record no longer applies. */
  g_assert_true (brg_play_play_card (departed, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_QUEEN), NULL));
  g_assert_true (choose_sync (player, board, departed, recorded, &card, &error));
  g_assert_cmpint (card.reason, !=, BRG_PLAY_REASON_RECORDED);
  g_assert_false (brg_play_follows_recorded (departed, recorded, NULL));

  /* The record's 12 cards, then the computer: still optimal after them. */
  whole = play_out (player, board, recorded, 0, TRUE);
  for (guint i = 0; i < 12; i++)
    g_assert_cmpint (brg_play_get_card (whole, i), ==, brg_play_get_card (recorded, i));
}

/* A forced card costs no solver call: one card left to play, or cards all
 * equal (East's ♦876 under dummy's ♦K); a real choice costs one. */
static void
test_forced (void)
{
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  BrgBoard *board = brg_event_get_board (lesson, 0);
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(BrgPlay) play = new_play (board);
  g_autoptr(GError) error = NULL;
  static const char *const cards[] = { "S4", "SA", "S2", "S3", "DK" };
  BrgComputerCard card;
  guint calls;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      BrgCard c;

      g_assert_true (brg_card_from_pbn (cards[i], &c));
      g_assert_true (brg_play_play_card (play, c, NULL));
    }
  calls = brg_solver_get_n_calls (solver);
  g_assert_true (choose_sync (player, board, play, NULL, &card, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_solver_get_n_calls (solver), ==, calls);
  g_assert_cmpint (card.reason, ==, BRG_PLAY_REASON_ALL_EQUAL);
  g_assert_cmpint (card.card, ==, BRG_CARD (BRG_SUIT_DIAMONDS, 6));

  /* South then has ♦AT95 against the ♦K and ♦6: a choice. */
  g_assert_true (brg_play_play_card (play, card.card, NULL));
  g_assert_true (choose_sync (player, board, play, NULL, &card, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_solver_get_n_calls (solver), ==, calls + 1);
  g_assert_cmpint (card.tricks, ==, card.best);
}

/* At random from a seed: the same seed plays the same cards, another seed
 * (some one of a few) other cards, and each is as good as the natural. */
static void
test_seed (void)
{
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  BrgBoard *board = brg_event_get_board (lesson, 1);
  g_autoptr(BrgComputerPlayer) a = brg_computer_player_new (NULL);
  g_autoptr(BrgComputerPlayer) b = brg_computer_player_new (NULL);
  g_autoptr(BrgPlay) first = NULL;
  g_autoptr(BrgPlay) second = NULL;
  gboolean differs = FALSE;

  brg_computer_player_set_at_random (a, TRUE);
  brg_computer_player_set_seed (a, 11);
  brg_computer_player_set_at_random (b, TRUE);
  brg_computer_player_set_seed (b, 11);
  first = play_out (a, board, NULL, 0, FALSE);
  second = play_out (b, board, NULL, 0, FALSE);
  for (guint i = 0; i < 52; i++)
    g_assert_cmpint (brg_play_get_card (first, i), ==, brg_play_get_card (second, i));

  for (guint64 seed = 12; seed < 16 && !differs; seed++)
    {
      g_autoptr(BrgPlay) other = NULL;

      brg_computer_player_set_seed (b, seed);
      other = play_out (b, board, NULL, 0, FALSE);
      for (guint i = 0; i < 52 && !differs; i++)
        differs = brg_play_get_card (first, i) != brg_play_get_card (other, i);
    }
  g_assert_true (differs);
}

/* A hint: the recorded card while it keeps the most tricks, else the
 * natural best, with what it keeps. */
static void
test_hint (void)
{
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  BrgBoard *board = brg_event_get_board (lesson, 0);
  BrgPlay *recorded = brg_board_get_play (board);
  g_autoptr(BrgPlay) play = new_play (board);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) other = NULL;
  g_autoptr(GError) error = NULL;
  BrgComputerCard hint, without;

  brg_computer_player_hint_async (player, board, play, recorded, NULL, store_result_cb, &result);
  run_until (&result);
  g_assert_true (brg_computer_player_hint_finish (player, result, &hint, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hint.seat, ==, BRG_SEAT_WEST);
  g_assert_cmpint (hint.tricks, ==, hint.best);
  g_assert_cmpint (hint.tricks, >=, 0);

  brg_computer_player_hint_async (player, board, play, NULL, NULL, store_result_cb, &other);
  run_until (&other);
  g_assert_true (brg_computer_player_hint_finish (player, other, &without, &error));
  g_assert_cmpint (without.tricks, ==, hint.best);
  g_assert_cmpint (without.reason, !=, BRG_PLAY_REASON_RECORDED);
  /* The ♥K keeps as many as the best, or the hint is another card. */
  if (hint.reason == BRG_PLAY_REASON_RECORDED)
    g_assert_cmpint (hint.card, ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
  else
    g_assert_cmpint (hint.card, !=, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
}

/* A cancelled choice, and one a newer request replaced, fail with
 * G_IO_ERROR_CANCELLED; the newer one is answered. A played-out play has
 * nothing to choose. */
static void
test_cancel (void)
{
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  BrgBoard *board = brg_event_get_board (lesson, 1);
  g_autoptr(BrgPlay) play = new_play (board);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) cancelled = NULL;
  g_autoptr(GAsyncResult) older = NULL;
  g_autoptr(GAsyncResult) newer = NULL;
  g_autoptr(GError) error = NULL;
  BrgComputerCard card;

  g_cancellable_cancel (cancellable);
  brg_computer_player_choose_async (player, board, play, NULL, cancellable, store_result_cb,
                                    &cancelled);
  run_until (&cancelled);
  g_assert_false (brg_computer_player_choose_finish (player, cancelled, &card, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  _brg_solver_hold (brg_solver_get_default (), TRUE);
  brg_computer_player_choose_async (player, board, play, NULL, NULL, store_result_cb, &older);
  brg_computer_player_choose_async (player, board, play, NULL, NULL, store_result_cb, &newer);
  _brg_solver_hold (brg_solver_get_default (), FALSE);
  run_until (&older);
  run_until (&newer);
  g_assert_false (brg_computer_player_choose_finish (player, older, &card, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_true (brg_computer_player_choose_finish (player, newer, &card, &error));
  g_assert_no_error (error);
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* Each property notifies once when it changes, and not for the same
 * value. */
static void
test_notify (void)
{
  BrgComputerPlayer *player = brg_computer_player_new (NULL);
  guint at_random = 0, seed = 0, stream = 0;

  g_signal_connect (player, "notify::at-random", G_CALLBACK (notify_count_cb), &at_random);
  g_signal_connect (player, "notify::seed", G_CALLBACK (notify_count_cb), &seed);
  g_signal_connect (player, "notify::stream", G_CALLBACK (notify_count_cb), &stream);
  for (guint i = 0; i < 2; i++)
    {
      brg_computer_player_set_at_random (player, TRUE);
      brg_computer_player_set_seed (player, 9);
      brg_computer_player_set_stream (player, 4);
    }
  g_assert_cmpuint (at_random, ==, 1);
  g_assert_cmpuint (seed, ==, 1);
  g_assert_cmpuint (stream, ==, 1);
  g_assert_true (brg_computer_player_get_at_random (player));
  g_assert_cmpuint (brg_computer_player_get_seed (player), ==, 9);
  g_assert_cmpuint (brg_computer_player_get_stream (player), ==, 4);
  g_assert_true (brg_computer_player_get_solver (player) == brg_solver_get_default ());
  g_assert_finalize_object (player);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/computer-player/optimal", test_optimal);
  g_test_add_func ("/core/computer-player/recorded", test_recorded);
  g_test_add_func ("/core/computer-player/forced", test_forced);
  g_test_add_func ("/core/computer-player/seed", test_seed);
  g_test_add_func ("/core/computer-player/hint", test_hint);
  g_test_add_func ("/core/computer-player/cancel", test_cancel);
  g_test_add_func ("/core/computer-player/notify", test_notify);

  return g_test_run ();
}
