/* test-replay.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgReplay: the position in a board's auction and play, without GTK.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

/* North holds the spades, East the clubs, South the diamonds, West the
 * hearts (each with three small cards of two other suits). */
#define DEAL "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

/* 1NT by North: Pass Pass Pass after the opening. */
static const char *calls[] = { "1NT", "Pass", "Pass", "Pass" };

/* East leads; four complete tricks and the lead to a fifth: 17 cards. */
static const char *cards[] = {
  "CA", "C8", "C7", "C4",
  "CK", "C9", "C6", "C3",
  "CQ", "CT", "C5", "C2",
  "CJ", "S5", "S2", "SJ",
  "H5",
};

static void
add_calls (BrgAuction *auction,
           guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      BrgCall call;

      g_assert_true (brg_call_from_pbn (calls[i], &call));
      g_assert_true (brg_auction_add_call (auction, call, &error));
      g_assert_no_error (error);
    }
}

static void
play_cards (BrgPlay *play,
            guint    from,
            guint    to)
{
  for (guint i = from; i < to; i++)
    {
      g_autoptr(GError) error = NULL;
      BrgCard card;

      g_assert_true (brg_card_from_pbn (cards[i], &card));
      g_assert_true (brg_play_play_card (play, card, &error));
      g_assert_no_error (error);
    }
}

/* A board with the auction and the first @n_cards cards of the play. */
static BrgBoard *
new_board (guint n_cards)
{
  BrgBoard *board = brg_board_new_numbered (1);
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);

  brg_board_set_tag (board, "Deal", DEAL);
  add_calls (auction, G_N_ELEMENTS (calls));
  brg_board_set_auction (board, auction);
  brg_board_set_play (board, play);
  play_cards (play, 0, n_cards);

  return board;
}

static void
assert_position (BrgReplay *replay,
                 guint      calls_shown,
                 guint      cards_played)
{
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, calls_shown);
  g_assert_cmpuint (brg_replay_get_cards_played (replay), ==, cards_played);
  g_assert_cmpint (brg_replay_get_current_card (replay), ==, (int) cards_played - 1);
  g_assert_cmpint (brg_replay_get_current_call (replay), ==,
                   cards_played == 0 ? (int) calls_shown - 1 : -1);
}

static void
test_replay_empty (void)
{
  BrgReplay *replay = brg_replay_new (NULL);

  g_assert_null (brg_replay_get_board (replay));
  g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 0);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 0);
  assert_position (replay, 0, 0);
  g_assert_cmpint (brg_replay_get_current_call (replay), ==, -1);

  g_assert_false (brg_replay_next_card (replay));
  g_assert_false (brg_replay_prev_card (replay));
  g_assert_false (brg_replay_next_trick (replay));
  g_assert_false (brg_replay_prev_trick (replay));
  g_assert_false (brg_replay_go_start (replay));
  g_assert_false (brg_replay_go_end (replay));
  g_assert_false (brg_replay_next_call (replay));
  g_assert_false (brg_replay_prev_call (replay));

  brg_replay_set_cards_played (replay, 5);
  brg_replay_set_calls_shown (replay, 5);
  assert_position (replay, 0, 0);

  g_assert_finalize_object (replay);
}

static void
test_replay_initial (void)
{
  BrgBoard *board = new_board (17);
  BrgReplay *replay = brg_replay_new (board);

  g_assert_true (brg_replay_get_board (replay) == board);
  g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 4);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 17);
  /* Where a player first sees the board: the auction done, no card. */
  assert_position (replay, 4, 0);
  g_assert_cmpint (brg_replay_get_current_call (replay), ==, 3);

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

static void
test_replay_cards (void)
{
  BrgBoard *board = new_board (17);
  BrgReplay *replay = brg_replay_new (board);

  for (guint i = 1; i <= 17; i++)
    {
      g_assert_true (brg_replay_next_card (replay));
      assert_position (replay, 4, i);
    }
  g_assert_false (brg_replay_next_card (replay));
  assert_position (replay, 4, 17);

  for (guint i = 17; i > 0; i--)
    {
      g_assert_true (brg_replay_prev_card (replay));
      assert_position (replay, 4, i - 1);
    }
  g_assert_false (brg_replay_prev_card (replay));
  assert_position (replay, 4, 0);

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

static void
test_replay_tricks (void)
{
  BrgBoard *board = new_board (17);
  BrgReplay *replay = brg_replay_new (board);

  /* Forward: to the end of each trick, then to the last card. */
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 4, 4);
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 4, 8);
  g_assert_true (brg_replay_next_card (replay));
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 4, 12);
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 4, 16);
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 4, 17);
  g_assert_false (brg_replay_next_trick (replay));

  /* Back: an incomplete trick goes first, then whole tricks. */
  g_assert_true (brg_replay_prev_trick (replay));
  assert_position (replay, 4, 16);
  g_assert_true (brg_replay_prev_trick (replay));
  assert_position (replay, 4, 12);
  g_assert_true (brg_replay_prev_card (replay));
  g_assert_true (brg_replay_prev_trick (replay));
  assert_position (replay, 4, 8);
  g_assert_true (brg_replay_prev_trick (replay));
  g_assert_true (brg_replay_prev_trick (replay));
  assert_position (replay, 4, 0);
  g_assert_false (brg_replay_prev_trick (replay));

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

static void
test_replay_start_end (void)
{
  BrgBoard *board = new_board (17);
  BrgReplay *replay = brg_replay_new (board);

  g_assert_false (brg_replay_go_start (replay));
  g_assert_true (brg_replay_go_end (replay));
  assert_position (replay, 4, 17);
  g_assert_false (brg_replay_go_end (replay));
  g_assert_true (brg_replay_go_start (replay));
  assert_position (replay, 4, 0);

  /* The start of the play shows the whole auction. */
  g_assert_true (brg_replay_prev_call (replay));
  g_assert_true (brg_replay_prev_call (replay));
  assert_position (replay, 2, 0);
  g_assert_true (brg_replay_go_start (replay));
  assert_position (replay, 4, 0);

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

static void
test_replay_calls (void)
{
  BrgBoard *board = new_board (17);
  BrgReplay *replay = brg_replay_new (board);

  g_assert_false (brg_replay_next_call (replay));
  for (guint i = 4; i > 0; i--)
    {
      g_assert_true (brg_replay_prev_call (replay));
      assert_position (replay, i - 1, 0);
    }
  g_assert_false (brg_replay_prev_call (replay));
  g_assert_cmpint (brg_replay_get_current_call (replay), ==, -1);

  g_assert_true (brg_replay_next_call (replay));
  assert_position (replay, 1, 0);
  g_assert_cmpint (brg_replay_get_current_call (replay), ==, 0);

  /* A card needs the whole auction… */
  g_assert_true (brg_replay_next_card (replay));
  assert_position (replay, 4, 1);
  g_assert_cmpint (brg_replay_get_current_call (replay), ==, -1);

  /* …and a call taken back takes back the play. */
  g_assert_true (brg_replay_next_trick (replay));
  g_assert_true (brg_replay_prev_call (replay));
  assert_position (replay, 3, 0);

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

static void
test_replay_setters (void)
{
  BrgBoard *board = new_board (17);
  BrgReplay *replay = brg_replay_new (board);

  brg_replay_set_cards_played (replay, 100);
  assert_position (replay, 4, 17);
  brg_replay_set_cards_played (replay, 6);
  assert_position (replay, 4, 6);
  brg_replay_set_calls_shown (replay, 4);
  assert_position (replay, 4, 6);
  brg_replay_set_calls_shown (replay, 2);
  assert_position (replay, 2, 0);
  brg_replay_set_calls_shown (replay, 100);
  assert_position (replay, 4, 0);
  brg_replay_set_calls_shown (replay, 0);
  brg_replay_set_cards_played (replay, 3);
  assert_position (replay, 4, 3);

  /* Through GObject properties. */
  g_object_set (replay, "cards-played", 9, NULL);
  assert_position (replay, 4, 9);
  g_object_set (replay, "calls-shown", 1, NULL);
  assert_position (replay, 1, 0);
  {
    guint calls_shown = 0, cards_played = 99, n_calls = 0, n_cards = 0;
    int current_call = -5, current_card = -5;
    g_autoptr(BrgBoard) got = NULL;

    g_object_get (replay,
                  "board", &got,
                  "calls-shown", &calls_shown,
                  "cards-played", &cards_played,
                  "n-calls", &n_calls,
                  "n-cards", &n_cards,
                  "current-call", &current_call,
                  "current-card", &current_card,
                  NULL);
    g_assert_true (got == board);
    g_assert_cmpuint (calls_shown, ==, 1);
    g_assert_cmpuint (cards_played, ==, 0);
    g_assert_cmpuint (n_calls, ==, 4);
    g_assert_cmpuint (n_cards, ==, 17);
    g_assert_cmpint (current_call, ==, 0);
    g_assert_cmpint (current_card, ==, -1);
  }

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

typedef struct
{
  guint calls_shown;
  guint cards_played;
  guint current_call;
  guint current_card;
  guint n_calls;
  guint n_cards;
  guint board;
} Counts;

static void
connect_counts (BrgReplay *replay,
                Counts    *counts)
{
  g_signal_connect (replay, "notify::calls-shown", G_CALLBACK (count_cb), &counts->calls_shown);
  g_signal_connect (replay, "notify::cards-played", G_CALLBACK (count_cb), &counts->cards_played);
  g_signal_connect (replay, "notify::current-call", G_CALLBACK (count_cb), &counts->current_call);
  g_signal_connect (replay, "notify::current-card", G_CALLBACK (count_cb), &counts->current_card);
  g_signal_connect (replay, "notify::n-calls", G_CALLBACK (count_cb), &counts->n_calls);
  g_signal_connect (replay, "notify::n-cards", G_CALLBACK (count_cb), &counts->n_cards);
  g_signal_connect (replay, "notify::board", G_CALLBACK (count_cb), &counts->board);
}

/* Each property notifies once, and not for the same value (HACKING.md,
 * “GObject habits”). */
static void
test_replay_notify (void)
{
  BrgBoard *board = new_board (17);
  BrgBoard *other = new_board (3);
  BrgReplay *replay = brg_replay_new (NULL);
  Counts counts = { 0 };

  connect_counts (replay, &counts);

  brg_replay_set_board (replay, board);
  g_assert_cmpuint (counts.board, ==, 1);
  g_assert_cmpuint (counts.n_calls, ==, 1);
  g_assert_cmpuint (counts.n_cards, ==, 1);
  g_assert_cmpuint (counts.calls_shown, ==, 1);
  g_assert_cmpuint (counts.cards_played, ==, 0);
  g_assert_cmpuint (counts.current_call, ==, 1);
  g_assert_cmpuint (counts.current_card, ==, 0);

  brg_replay_set_board (replay, board);
  g_assert_cmpuint (counts.board, ==, 1);
  g_assert_cmpuint (counts.n_calls, ==, 1);

  memset (&counts, 0, sizeof counts);
  g_assert_true (brg_replay_next_card (replay));
  g_assert_cmpuint (counts.cards_played, ==, 1);
  g_assert_cmpuint (counts.current_card, ==, 1);
  g_assert_cmpuint (counts.current_call, ==, 1);
  g_assert_cmpuint (counts.calls_shown, ==, 0);

  g_assert_true (brg_replay_next_card (replay));
  g_assert_cmpuint (counts.cards_played, ==, 2);
  g_assert_cmpuint (counts.current_call, ==, 1);

  /* The same value notifies nothing. */
  memset (&counts, 0, sizeof counts);
  brg_replay_set_cards_played (replay, 2);
  brg_replay_set_calls_shown (replay, 4);
  g_object_set (replay, "cards-played", 2, NULL);
  g_assert_cmpuint (counts.cards_played, ==, 0);
  g_assert_cmpuint (counts.calls_shown, ==, 0);
  g_assert_cmpuint (counts.current_card, ==, 0);

  /* A jump over many cards notifies once. */
  g_assert_true (brg_replay_go_end (replay));
  g_assert_cmpuint (counts.cards_played, ==, 1);
  g_assert_cmpuint (counts.current_card, ==, 1);

  /* A call back changes both parts of the position, each once. */
  memset (&counts, 0, sizeof counts);
  g_assert_true (brg_replay_prev_call (replay));
  g_assert_cmpuint (counts.calls_shown, ==, 1);
  g_assert_cmpuint (counts.cards_played, ==, 1);
  g_assert_cmpuint (counts.current_call, ==, 1);
  g_assert_cmpuint (counts.current_card, ==, 1);

  /* Another board starts afresh. */
  memset (&counts, 0, sizeof counts);
  brg_replay_set_board (replay, other);
  g_assert_cmpuint (counts.board, ==, 1);
  g_assert_cmpuint (counts.n_cards, ==, 1);
  g_assert_cmpuint (counts.n_calls, ==, 0);
  g_assert_cmpuint (counts.calls_shown, ==, 1);
  assert_position (replay, 4, 0);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 3);

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
  g_assert_finalize_object (other);
}

/* Edits of the board move the position along or clamp it. */
static void
test_replay_follows_edits (void)
{
  BrgBoard *board = new_board (8);
  BrgReplay *replay = brg_replay_new (board);
  BrgPlay *play = brg_board_get_play (board);
  BrgAuction *auction = brg_board_get_auction (board);

  /* At the end: a card added is shown. */
  g_assert_true (brg_replay_go_end (replay));
  play_cards (play, 8, 9);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 9);
  assert_position (replay, 4, 9);

  /* Not at the end: the position stays. */
  brg_replay_set_cards_played (replay, 5);
  play_cards (play, 9, 10);
  assert_position (replay, 4, 5);

  /* Cards taken back clamp the position. */
  brg_replay_go_end (replay);
  g_assert_true (brg_play_remove_last_card (play));
  g_assert_true (brg_play_remove_last_card (play));
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 8);
  assert_position (replay, 4, 8);

  /* A call taken back leaves a position inside the auction. */
  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 3);
  assert_position (replay, 3, 8);

  /* The play removed from the board. */
  brg_board_set_play (board, NULL);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 0);
  assert_position (replay, 3, 0);

  /* A new auction object. */
  {
    g_autoptr(BrgAuction) fresh = brg_auction_new (BRG_SEAT_NORTH);

    add_calls (fresh, 2);
    brg_board_set_auction (board, fresh);
    g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 2);
    assert_position (replay, 2, 0);
  }

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

/* An end position (PBN §3.10): a play without an auction. */
static void
test_replay_no_auction (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);
  BrgReplay *replay;

  brg_board_set_tag (board, "Deal", DEAL);
  brg_board_set_play (board, play);
  play_cards (play, 0, 6);

  replay = brg_replay_new (board);
  g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 0);
  assert_position (replay, 0, 0);
  g_assert_false (brg_replay_next_call (replay));
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 0, 4);
  g_assert_true (brg_replay_go_end (replay));
  assert_position (replay, 0, 6);

  g_assert_finalize_object (replay);
  g_assert_finalize_object (board);
}

/* A board read from PBN text, as the window gets it. */
static void
test_replay_from_pbn (void)
{
  static const char text[] =
    "[Event \"?\"]\n"
    "[Board \"1\"]\n"
    "[Dealer \"N\"]\n"
    "[Deal \"" DEAL "\"]\n"
    "[Declarer \"N\"]\n"
    "[Contract \"1NT\"]\n"
    "[Auction \"N\"]\n"
    "1NT Pass Pass Pass\n"
    "[Play \"E\"]\n"
    "CA C8 C7 C4\n"
    "CK C9 C6 C3\n"
    "*\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_pbn_read_bytes (bytes, NULL, &error);
  BrgReplay *replay;

  g_assert_no_error (error);
  g_assert_nonnull (event);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  replay = brg_replay_new (brg_event_get_board (event, 0));
  g_assert_cmpuint (brg_replay_get_n_calls (replay), ==, 4);
  g_assert_cmpuint (brg_replay_get_n_cards (replay), ==, 8);
  g_assert_true (brg_replay_next_trick (replay));
  g_assert_true (brg_replay_next_trick (replay));
  assert_position (replay, 4, 8);
  g_assert_false (brg_replay_next_trick (replay));

  g_assert_finalize_object (replay);
  g_assert_finalize_object (event);
}

static void
test_replay_invalid (void)
{
  BrgReplay *replay = brg_replay_new (NULL);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_replay_get_board (NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_replay_next_card (NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_replay_get_current_card (NULL), ==, -1);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_replay_set_board (replay, (BrgBoard *) replay);
  g_test_assert_expected_messages ();
  g_assert_null (brg_replay_get_board (replay));

  g_assert_finalize_object (replay);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/replay/empty", test_replay_empty);
  g_test_add_func ("/core/replay/initial", test_replay_initial);
  g_test_add_func ("/core/replay/cards", test_replay_cards);
  g_test_add_func ("/core/replay/tricks", test_replay_tricks);
  g_test_add_func ("/core/replay/start-end", test_replay_start_end);
  g_test_add_func ("/core/replay/calls", test_replay_calls);
  g_test_add_func ("/core/replay/setters", test_replay_setters);
  g_test_add_func ("/core/replay/notify", test_replay_notify);
  g_test_add_func ("/core/replay/follows-edits", test_replay_follows_edits);
  g_test_add_func ("/core/replay/no-auction", test_replay_no_auction);
  g_test_add_func ("/core/replay/from-pbn", test_replay_from_pbn);
  g_test_add_func ("/core/replay/invalid", test_replay_invalid);

  return g_test_run ();
}
