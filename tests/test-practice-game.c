/* test-practice-game.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgPracticeGame: the seat the file names, bidding practice with the
 * recorded calls, the play against the computer to the end, undo, try
 * again, hints and their limit, shuffling the opponents under the
 * auction's and the file's constraints, the review, and keeping the play
 * as an undoable command, while the lesson's board stays as it was.
 */

#include "config.h"

#include <string.h>

#include "core-test-util.h"
#include "brg-practice-private.h"
#include "brg-solver-private.h"

static BrgCard
card (const char *text)
{
  BrgCard c = BRG_CARD_NONE;

  g_assert_true (brg_card_from_pbn (text, &c));
  return c;
}

static BrgCall
call (const char *text)
{
  BrgCall c = BRG_CALL_NONE;

  g_assert_true (brg_call_from_pbn (text, &c));
  return c;
}

/* Runs the main loop until the computer has nothing more to do: the
 * user's turn, or the end. */
static void
wait_for_user (BrgPracticeGame *game)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_TIME_SPAN_SECOND;

  while ((brg_practice_game_get_thinking (game) || !brg_practice_game_get_users_turn (game))
         && brg_practice_game_get_phase (game) != BRG_PRACTICE_PHASE_FINISHED)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static BrgEvent *
lesson (void)
{
  return core_test_read_data_file ("practice", "lesson.pbn");
}

static char *
export_board (BrgBoard *board)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgBoard) copy = brg_board_copy (board);
  g_autoptr(GBytes) bytes = NULL;

  brg_event_append (event, copy);
  bytes = brg_pbn_write_bytes (event, NULL);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The seat a file names: Student, then the hands Hidden shows, then the
 * declarer. */
static void
test_default_seat (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgBoard *other = brg_event_get_board (event, 1);

  g_assert_cmpint (brg_practice_default_seat (board), ==, BRG_SEAT_SOUTH);
  brg_board_set_tag (board, "Student", "W");
  g_assert_cmpint (brg_practice_default_seat (board), ==, BRG_SEAT_WEST);

  /* 4♠ by North: no tags, the declarer; East-West hidden, the declarer;
   * only West shown (LIN's sk|w|), West. */
  g_assert_cmpint (brg_practice_default_seat (other), ==, BRG_SEAT_NORTH);
  brg_board_set_tag (other, "Hidden", "EW");
  g_assert_cmpint (brg_practice_default_seat (other), ==, BRG_SEAT_NORTH);
  brg_board_set_tag (other, "Hidden", "NES");
  g_assert_cmpint (brg_practice_default_seat (other), ==, BRG_SEAT_WEST);

  g_assert_cmpint (brg_practice_hint_limit (board), ==, 2);
  g_assert_cmpint (brg_practice_hint_limit (other), ==, -1);
}

/* No whole deal, or passed out: nothing to practise. A board without a
 * contract is played in one the user may change: three notrump by South. */
static void
test_cannot_practise (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("practice", "mixed.pbn");
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) unknown = NULL;
  BrgPracticeGame *game;
  BrgContract contract;
  BrgSeat declarer;

  game = brg_practice_game_new (brg_event_get_board (event, 1), NULL, &error);
  g_assert_null (game);
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_PRACTISE);
  g_clear_error (&error);
  unknown = brg_practice_game_new (brg_event_get_board (event, 2), NULL, &error);
  g_assert_no_error (error);
  g_assert_false (brg_practice_game_get_contract_given (unknown));
  brg_practice_game_get_contract (unknown, &contract, &declarer);
  g_assert_cmpuint (contract.level, ==, 3);
  g_assert_cmpuint (contract.strain, ==, BRG_STRAIN_NOTRUMP);
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);
  /* No auction to count: the user's lead is taken back like any card. */
  brg_practice_game_set_seat (unknown, BRG_SEAT_WEST);
  brg_practice_game_start (unknown);
  wait_for_user (unknown);
  {
    BrgBoard *played = brg_practice_game_get_board (unknown);
    BrgCardSet legal = brg_board_get_legal_cards (played, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE);

    g_assert_cmpint (brg_practice_game_get_turn (unknown), ==, BRG_SEAT_WEST);
    g_assert_true (brg_practice_game_play_card (unknown, (BrgCard) __builtin_ctzll (legal),
                                                &error));
    g_assert_no_error (error);
    wait_for_user (unknown);
    g_assert_true (brg_practice_game_undo (unknown));
    g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (played)), ==, 0);
  }
  game = brg_practice_game_new (brg_event_get_board (event, 5), NULL, &error);
  g_assert_null (game);
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_PRACTISE);
}

/* A LIN play problem without an auction (LIN §3.9; like tenace's
 * triple-coup.lin): hearts are trumps, West leads, North-South take three
 * of the four tricks shown. Its contract is the one its cards show:
 * declarer on West's right, hearts, and the tricks not shown counted as
 * declarer's: six hearts by South. The computer follows the lesson's
 * cards; another contract is the user's to choose, and a play kept takes
 * its contract to the board. */
static BrgEvent *
play_problem (void)
{
  static const char text[] =
    "md|3S753HA54DKJ4CAKQ2,S862HT963D7632CJ5,SAK4H872DAQ5C9643,|"
    "pc|CJ|pc|C3|pc|C7|pc|CA|pc|CK|pc|C5|pc|C4|pc|C8|"
    "pc|CQ|pc|H3|pc|C6|pc|CT|pc|S2|pc|SA|pc|S9|pc|S3|";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_lin_read_bytes (bytes, NULL, &error);

  g_assert_no_error (error);
  return event;
}

static void
test_no_contract (void)
{
  g_autoptr(BrgEvent) event = play_problem ();
  BrgBoard *source = brg_event_get_board (event, 0);
  g_autofree char *before = export_board (source);
  g_autofree char *undone = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = NULL;
  g_autoptr(BrgPracticeGame) given = NULL;
  g_autoptr(BrgEvent) lesson_event = lesson ();
  g_autoptr(BrgCommand) keep = NULL;
  BrgContract contract, other;
  BrgSeat declarer;

  g_assert_false (brg_practice_guess_contract (source, &contract, &declarer));
  g_assert_cmpuint (contract.level, ==, 6);
  g_assert_cmpuint (contract.strain, ==, BRG_STRAIN_HEARTS);
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_practice_default_seat (source), ==, BRG_SEAT_SOUTH);

  game = brg_practice_game_new (source, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (brg_practice_game_get_contract_given (game));
  g_assert_cmpstr (brg_board_get_tag (brg_practice_game_get_board (game), "Contract"), ==, "6H");
  g_assert_cmpstr (brg_board_get_tag (brg_practice_game_get_board (game), "Declarer"), ==, "S");

  /* The computer plays all four seats: the lesson's sixteen cards, then
   * its own. */
  brg_practice_game_set_user_seats (game, 0);
  brg_practice_game_start (game);
  wait_for_user (game);
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_FINISHED);
  for (guint i = 0; i < 16; i++)
    {
      g_assert_cmpint (brg_play_get_card (brg_board_get_play (brg_practice_game_get_board (game)),
                                          i), ==,
                       brg_play_get_card (brg_board_get_play (source), i));
      g_assert_cmpint (brg_practice_game_get_card_reason (game, i), ==, BRG_PLAY_REASON_RECORDED);
    }

  /* Kept: the play and the contract it was played in, undone as one. */
  keep = brg_practice_game_make_keep_command (game, &error);
  g_assert_no_error (error);
  g_assert_true (brg_command_apply (keep, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (brg_board_get_tag (source, "Contract"), ==, "6H");
  g_assert_cmpstr (brg_board_get_tag (source, "Declarer"), ==, "S");
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (source)), ==, 52);
  g_assert_cmpint (brg_board_get_result_tricks (source, NULL), >=, 0);
  g_assert_true (brg_command_revert (keep, &error));
  undone = export_board (source);
  g_assert_cmpstr (undone, ==, before);

  /* Three notrump by South: the same lead, other trumps: the lesson's
   * cards are not followed; the lesson's board is as it was. */
  other = brg_contract_make (3, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED);
  g_assert_true (brg_practice_game_set_contract (game, &other, BRG_SEAT_SOUTH, &error));
  g_assert_no_error (error);
  wait_for_user (game);
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_FINISHED);
  g_assert_cmpint (brg_play_get_trumps (brg_board_get_play (brg_practice_game_get_board (game))),
                   ==, BRG_STRAIN_NOTRUMP);
  g_assert_cmpint (brg_practice_game_get_card_reason (game, 0), !=, BRG_PLAY_REASON_RECORDED);
  g_assert_cmpstr (brg_board_get_tag (brg_practice_game_get_board (game), "Contract"), ==, "3NT");
  undone = (g_free (undone), export_board (source));
  g_assert_cmpstr (undone, ==, before);

  /* A contract the file gives is not the user's to change. */
  given = brg_practice_game_new (brg_event_get_board (lesson_event, 0), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (brg_practice_game_get_contract_given (given));
  g_assert_false (brg_practice_game_set_contract (given, &other, BRG_SEAT_NORTH, &error));
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CONTRACT_GIVEN);
}

/* Real lessons practised to the end, every board (issue 25's "done
 * when"): Bridge Classroom's baker_squeeze.pbn (auctions to bid, the
 * student's seat), LIN play problems (tenace's, one without an auction)
 * and a BBO hand viewer board from the corpus; skipped with a message without it. The user makes the recorded
 * calls and plays the lowest card allowed, takes the first card back
 * once; the game ends, the review has every card, and Try Again starts
 * the board over. */
static void
test_corpus_lesson (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  guint practised = 0;

  path = core_test_corpus_path (name, NULL);
  if (path == NULL)
    return;
  file = g_file_new_for_path (path);
  event = brg_import_file (file, NULL, NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      g_autofree char *before = export_board (board);
      g_autofree char *after = NULL;
      g_autoptr(BrgPracticeGame) game = brg_practice_game_new (board, NULL, &error);
      g_autoptr(BrgPracticeReview) review = NULL;
      g_autoptr(GAsyncResult) result = NULL;
      BrgAuction *recorded = brg_board_get_auction (board);
      gboolean took_back = FALSE;
      BrgPlay *play;

      if (game == NULL)
        {
          /* Only a board without a whole deal may refuse. */
          g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_PRACTISE);
          g_assert_false (brg_deal_is_complete (brg_board_get_deal (board)));
          g_clear_error (&error);
          continue;
        }
      brg_practice_game_start (game);
      for (;;)
        {
          BrgBoard *played = brg_practice_game_get_board (game);

          wait_for_user (game);
          if (brg_practice_game_get_phase (game) == BRG_PRACTICE_PHASE_FINISHED)
            break;
          if (brg_practice_game_get_phase (game) == BRG_PRACTICE_PHASE_AUCTION)
            {
              guint n = brg_auction_get_n_calls (brg_board_get_auction (played));

              g_assert_true (brg_practice_game_make_call (game,
                                                          brg_auction_get_call (recorded, n),
                                                          &error));
            }
          else
            {
              BrgCardSet legal = brg_board_get_legal_cards (played, BRG_SEAT_NONE,
                                                            BRG_PLAY_FLAGS_NONE);

              g_assert_cmpuint (legal, !=, 0);
              g_assert_true (brg_practice_game_play_card (game, (BrgCard) __builtin_ctzll (legal),
                                                          &error));
              if (!took_back)
                {
                  wait_for_user (game);
                  g_assert_true (brg_practice_game_undo (game));
                  took_back = TRUE;
                }
            }
          g_assert_no_error (error);
        }

      play = brg_board_get_play (brg_practice_game_get_board (game));
      g_assert_cmpuint (brg_play_get_n_cards (play), ==, 4 * brg_play_get_total_tricks (play));
      brg_practice_game_review_async (game, NULL, core_test_store_result_cb, &result);
      core_test_run_until (&result);
      review = brg_practice_game_review_finish (game, result, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (review->n_cards, ==, brg_play_get_n_cards (play));
      g_assert_cmpint (review->tricks, >=, 0);
      g_assert_cmpint (review->tricks, <=, 13);

      brg_practice_game_restart (game);
      g_assert_cmpint (brg_practice_game_get_phase (game), !=, BRG_PRACTICE_PHASE_FINISHED);
      after = export_board (board);
      g_assert_cmpstr (after, ==, before);
      practised++;
    }
  g_test_message ("%s: %u boards practised to the end", name, practised);
  g_assert_cmpuint (practised, >, 0);
}

typedef struct
{
  GArray *seats;
  GArray *calls;
  GArray *user_calls;
  guint   cards;
  guint   computer_cards;
  GArray *reasons;
  guint   finished;
  guint   rewound;
} Seen;

static void
call_made_cb (BrgPracticeGame *game,
              guint            seat,
              guint            call_made,
              guint            user_call,
              Seen            *seen)
{
  g_array_append_val (seen->seats, seat);
  g_array_append_val (seen->calls, call_made);
  g_array_append_val (seen->user_calls, user_call);
}

static void
card_played_cb (BrgPracticeGame *game,
                guint            seat,
                guint            card_played,
                BrgPlayReason    reason,
                gboolean         by_user,
                Seen            *seen)
{
  seen->cards++;
  if (!by_user)
    {
      seen->computer_cards++;
      g_assert_cmpint (reason, !=, BRG_PLAY_REASON_NONE);
    }
  else
    g_assert_cmpint (reason, ==, BRG_PLAY_REASON_NONE);
  g_array_append_val (seen->reasons, reason);
}

static void
count_cb (BrgPracticeGame *game,
          guint           *count)
{
  (*count)++;
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
seen_init (Seen            *seen,
           BrgPracticeGame *game)
{
  memset (seen, 0, sizeof *seen);
  seen->seats = g_array_new (FALSE, FALSE, sizeof (guint));
  seen->calls = g_array_new (FALSE, FALSE, sizeof (guint));
  seen->user_calls = g_array_new (FALSE, FALSE, sizeof (guint));
  seen->reasons = g_array_new (FALSE, FALSE, sizeof (BrgPlayReason));
  g_signal_connect (game, "call-made", G_CALLBACK (call_made_cb), seen);
  g_signal_connect (game, "card-played", G_CALLBACK (card_played_cb), seen);
  g_signal_connect (game, "finished", G_CALLBACK (count_cb), &seen->finished);
  g_signal_connect (game, "rewound", G_CALLBACK (count_cb), &seen->rewound);
}

static void
seen_clear (Seen *seen)
{
  g_array_unref (seen->seats);
  g_array_unref (seen->calls);
  g_array_unref (seen->user_calls);
  g_array_unref (seen->reasons);
}

/* Bidding practice: the computer makes the recorded calls, the user's
 * call must be legal, the recorded one stands; then the computer leads
 * the recorded ♥K. */
static void
test_bidding (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (brg_event_get_board (event, 0), NULL,
                                                           &error);
  BrgAuction *auction;
  Seen seen;

  g_assert_no_error (error);
  seen_init (&seen, game);
  g_assert_cmpuint (brg_practice_game_get_user_seats (game), ==, 1u << BRG_SEAT_SOUTH);
  g_assert_true (brg_practice_game_get_bidding (game));
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_AUCTION);

  /* Nothing moves before start. */
  g_assert_false (brg_practice_game_make_call (game, call ("Pass"), &error));
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);

  brg_practice_game_start (game);
  auction = brg_board_get_auction (brg_practice_game_get_board (game));
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 2);
  g_assert_true (brg_practice_game_get_users_turn (game));
  g_assert_cmpint (brg_practice_game_get_turn (game), ==, BRG_SEAT_SOUTH);

  /* 1♣ over 1♦ is insufficient. */
  g_assert_false (brg_practice_game_make_call (game, call ("1C"), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_true (brg_practice_game_make_call (game, call ("3NT"), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_auction_get_call (auction, 2), ==, call ("2NT"));
  /* South sees South's hand alone: North's is dummy's after the lead. */
  g_assert_cmpuint (brg_practice_game_get_shown_seats (game), ==, 1u << BRG_SEAT_SOUTH);
  g_assert_cmpuint (seen.calls->len, ==, 6);
  g_assert_cmpuint (g_array_index (seen.user_calls, guint, 2), ==, call ("3NT"));
  g_assert_cmpuint (g_array_index (seen.user_calls, guint, 3), ==, BRG_CALL_NONE);
  /* The recorded note comes with the call. */
  g_assert_nonnull (brg_auction_lookup_note (auction, 1));

  g_assert_true (brg_practice_game_make_call (game, call ("Pass"), &error));
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_PLAY);
  wait_for_user (game);
  /* West led the recorded ♥K; dummy is South's to play. */
  g_assert_cmpuint (seen.computer_cards, ==, 1);
  g_assert_cmpint (g_array_index (seen.reasons, BrgPlayReason, 0), ==, BRG_PLAY_REASON_RECORDED);
  g_assert_cmpint (brg_practice_game_get_turn (game), ==, BRG_SEAT_NORTH);
  g_assert_true (brg_practice_game_get_users_turn (game));
  g_assert_true ((brg_practice_game_get_shown_seats (game) & (1u << BRG_SEAT_NORTH)) != 0);
  g_assert_true ((brg_practice_game_get_shown_seats (game) & (1u << BRG_SEAT_EAST)) == 0);

  /* Undo goes back into the auction: before the user's pass. */
  g_assert_true (brg_practice_game_undo (game));
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_AUCTION);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 6);
  g_assert_null (brg_board_get_play (brg_practice_game_get_board (game)));
  g_assert_true (brg_practice_game_get_users_turn (game));
  seen_clear (&seen);
}

/* The play: the user departs from the record, the computer plays on by
 * itself; undo takes back the user's card and the computer's answers. */
static void
test_play_and_undo (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (brg_event_get_board (event, 0), NULL,
                                                           &error);
  BrgPlay *play;
  guint notified = 0;
  Seen seen;

  seen_init (&seen, game);
  brg_practice_game_set_bidding (game, FALSE);
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_PLAY);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (notify_count_cb), &notified);
  brg_practice_game_start (game);
  wait_for_user (game);
  play = brg_board_get_play (brg_practice_game_get_board (game));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 1);
  g_assert_false (brg_practice_game_get_can_undo (game));

  /* A card the user may not play: West's, or a spade on a heart lead. */
  g_assert_false (brg_practice_game_play_card (game, card ("SA"), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Dummy ♥9 instead of the recorded ♥4. */
  g_assert_true (brg_practice_game_play_card (game, card ("H9"), &error));
  g_assert_no_error (error);
  g_assert_true (brg_practice_game_get_can_undo (game));
  g_assert_cmpuint (notified, ==, 1);
  wait_for_user (game);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 3);
  g_assert_cmpint (brg_practice_game_get_card_reason (game, 2), !=, BRG_PLAY_REASON_RECORDED);
  g_assert_cmpint (brg_practice_game_get_card_reason (game, 1), ==, BRG_PLAY_REASON_NONE);

  /* South's card ends the trick; West (or whoever won) goes on. */
  g_assert_true (brg_practice_game_play_card (game, card ("H8"), &error));
  wait_for_user (game);
  g_assert_cmpuint (brg_play_get_n_cards (play), >, 4);

  g_assert_true (brg_practice_game_undo (game));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 3);
  g_assert_true (brg_practice_game_get_users_turn (game));
  g_assert_true (brg_practice_game_undo (game));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 1);
  g_assert_false (brg_practice_game_undo (game));
  g_assert_false (brg_practice_game_get_can_undo (game));
  g_assert_cmpuint (seen.rewound, ==, 3);
  seen_clear (&seen);
}

/* Played to the end with the hints' cards, the record not followed: the
 * finished signal, every card costing nothing, the result the double
 * dummy value, par and the recorded result known; the lesson's board
 * the same bytes after it all. */
static void
test_to_the_end (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  BrgBoard *source = brg_event_get_board (event, 0);
  g_autofree char *before = export_board (source);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (source, NULL, &error);
  g_autoptr(BrgPracticeReview) review = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  Seen seen;

  seen_init (&seen, game);
  brg_practice_game_set_bidding (game, FALSE);
  brg_practice_game_set_follow_recorded (game, FALSE);
  brg_practice_game_set_hint_limit (game, -1);
  brg_practice_game_start (game);
  for (;;)
    {
      g_autoptr(GAsyncResult) hint = NULL;
      BrgComputerCard suggestion;

      wait_for_user (game);
      if (brg_practice_game_get_phase (game) == BRG_PRACTICE_PHASE_FINISHED)
        break;
      brg_practice_game_hint_async (game, NULL, core_test_store_result_cb, &hint);
      core_test_run_until (&hint);
      g_assert_true (brg_practice_game_hint_finish (game, hint, &suggestion, &error));
      g_assert_no_error (error);
      g_assert_cmpint (suggestion.seat, ==, brg_practice_game_get_turn (game));
      g_assert_true (brg_practice_game_play_card (game, suggestion.card, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (seen.finished, ==, 1);
  g_assert_cmpuint (seen.cards, ==, 52);
  g_assert_cmpint (brg_practice_game_get_turn (game), ==, BRG_SEAT_NONE);
  g_assert_cmpuint (brg_practice_game_get_shown_seats (game), ==, 0xf);

  brg_practice_game_review_async (game, NULL, core_test_store_result_cb, &result);
  core_test_run_until (&result);
  review = brg_practice_game_review_finish (game, result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (review);
  g_assert_cmpuint (review->n_cards, ==, 52);
  for (guint i = 0; i < review->n_cards; i++)
    {
      g_assert_cmpint (review->cards[i].cost, ==, 0);
      g_assert_cmpint (review->cards[i].tricks, ==, review->dd_start);
      g_assert_cmpint (review->cards[i].by_user, ==,
                       review->cards[i].seat == BRG_SEAT_NORTH
                       || review->cards[i].seat == BRG_SEAT_SOUTH);
      g_assert_cmpint (review->cards[i].by_user, ==,
                       review->cards[i].reason == BRG_PLAY_REASON_NONE);
    }
  g_assert_cmpint (review->tricks, ==, review->dd_start);
  g_assert_cmpint (review->declarer, ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (review->recorded_tricks, ==, 9);
  g_assert_cmpint (review->recorded_ns_score, ==, 400);
  g_assert_true (review->par.known);
  g_assert_cmpuint (review->n_calls, ==, 0);

  after = export_board (source);
  g_assert_cmpstr (after, ==, before);
  seen_clear (&seen);
}

/* Two hints, as the file's PracticeHints says; then none. */
static void
test_hints (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (brg_event_get_board (event, 0), NULL,
                                                           &error);
  guint notified = 0;

  brg_practice_game_set_bidding (game, FALSE);
  g_assert_cmpint (brg_practice_game_get_hints_left (game), ==, 2);
  g_signal_connect (game, "notify::hints-left", G_CALLBACK (notify_count_cb), &notified);
  brg_practice_game_start (game);
  wait_for_user (game);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GAsyncResult) hint = NULL;
      BrgComputerCard suggestion;
      gboolean ok;

      brg_practice_game_hint_async (game, NULL, core_test_store_result_cb, &hint);
      core_test_run_until (&hint);
      ok = brg_practice_game_hint_finish (game, hint, &suggestion, &error);
      if (i < 2)
        {
          g_assert_true (ok);
          g_assert_cmpint (suggestion.tricks, ==, suggestion.best);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NO_HINTS);
        }
    }
  g_assert_cmpint (brg_practice_game_get_hints_left (game), ==, 0);
  g_assert_cmpuint (notified, ==, 2);
}

/* Try again, and try again from trick 2. */
static void
test_restart (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (brg_event_get_board (event, 0), NULL,
                                                           &error);
  BrgPlay *play;

  brg_practice_game_set_bidding (game, FALSE);
  brg_practice_game_start (game);
  wait_for_user (game);
  /* The recorded line: dummy ♥4, then South ♥8, West ♥Q and dummy ♥7 ... */
  g_assert_true (brg_practice_game_play_card (game, card ("H4"), &error));
  wait_for_user (game);
  g_assert_true (brg_practice_game_play_card (game, card ("H8"), &error));
  wait_for_user (game);
  g_assert_true (brg_practice_game_play_card (game, card ("H7"), &error));
  wait_for_user (game);
  play = brg_board_get_play (brg_practice_game_get_board (game));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 7);

  g_assert_false (brg_practice_game_restart_from_trick (game, 3));
  g_assert_true (brg_practice_game_restart_from_trick (game, 2));
  wait_for_user (game);
  /* West leads the recorded ♥Q again. */
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 5);
  g_assert_cmpint (brg_play_get_card (play, 4), ==, card ("HQ"));
  g_assert_true (brg_practice_game_get_can_undo (game));

  brg_practice_game_restart (game);
  play = brg_board_get_play (brg_practice_game_get_board (game));
  wait_for_user (game);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 1);
  g_assert_false (brg_practice_game_get_can_undo (game));
}

/* What the auction says of the seats dealt again, and what the file's
 * PracticeDeal tag says in its place. */
static void
test_deal_spec (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgBoard *other = brg_event_get_board (event, 1);
  g_autoptr(GError) error = NULL;
  BrgDealSpec spec;

  /* N 1♦ (11-21, three diamonds); E's pass over it, S's 2NT (alerted)
   * and W's pass say nothing here. */
  g_assert_true (_brg_practice_deal_spec (board, 0xf, TRUE, &spec, &error));
  g_assert_cmpuint (spec.seats[BRG_SEAT_NORTH].hcp_min, ==, 11);
  g_assert_cmpuint (spec.seats[BRG_SEAT_NORTH].length_min[BRG_SUIT_DIAMONDS], ==, 3);
  g_assert_true (brg_seat_spec_is_free (&spec.seats[BRG_SEAT_EAST]));
  g_assert_true (brg_seat_spec_is_free (&spec.seats[BRG_SEAT_SOUTH]));
  g_assert_true (brg_seat_spec_is_free (&spec.seats[BRG_SEAT_WEST]));

  /* 1♠ by North, 2♠ by South over East's pass: three spades, 6-10. */
  g_assert_true (_brg_practice_deal_spec (other, 0xf, TRUE, &spec, &error));
  g_assert_cmpuint (spec.seats[BRG_SEAT_NORTH].length_min[BRG_SUIT_SPADES], ==, 5);
  g_assert_cmpuint (spec.seats[BRG_SEAT_SOUTH].length_min[BRG_SUIT_SPADES], ==, 3);
  g_assert_cmpuint (spec.seats[BRG_SEAT_SOUTH].hcp_max, ==, 10);

  /* Only the seats asked for. */
  g_assert_true (_brg_practice_deal_spec (other, 1u << BRG_SEAT_EAST, TRUE, &spec, &error));
  g_assert_true (brg_seat_spec_is_free (&spec.seats[BRG_SEAT_NORTH]));

  brg_board_set_tag (other, "PracticeDeal", "e: hcp 0-3 ; W: spades 6+");
  g_assert_true (_brg_practice_deal_spec (other, 0xf, TRUE, &spec, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (spec.seats[BRG_SEAT_EAST].hcp_max, ==, 3);
  g_assert_cmpuint (spec.seats[BRG_SEAT_WEST].length_min[BRG_SUIT_SPADES], ==, 6);
  g_assert_cmpuint (spec.seats[BRG_SEAT_NORTH].length_min[BRG_SUIT_SPADES], ==, 5);

  brg_board_set_tag (other, "PracticeDeal", "X: hcp 3");
  g_assert_false (_brg_practice_deal_spec (other, 0xf, TRUE, &spec, &error));
  g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC);
  g_clear_error (&error);
  brg_board_set_tag (other, "PracticeDeal", "W: hcp lots");
  g_assert_false (_brg_practice_deal_spec (other, 0xf, TRUE, &spec, &error));
  g_assert_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC);
}

/* Shuffle the opponents: declarer's side keeps its hands, East-West get
 * new ones, the same seed the same hands; the play starts again; the play
 * cannot be kept. With the file's tag, its constraints. */
static void
test_shuffle (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  BrgBoard *source = brg_event_get_board (event, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (source, NULL, &error);
  g_autoptr(BrgPracticeGame) twin = brg_practice_game_new (source, NULL, &error);
  g_autoptr(BrgCommand) keep = NULL;
  BrgDeal *deal = brg_board_get_deal (brg_practice_game_get_board (game));
  BrgDeal *original = brg_board_get_deal (source);
  BrgCardSet west;

  brg_practice_game_set_bidding (game, FALSE);
  brg_practice_game_start (game);
  wait_for_user (game);
  g_assert_true (brg_practice_game_shuffle (game, 42, &error));
  g_assert_no_error (error);
  g_assert_true (brg_practice_game_get_shuffled (game));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_NORTH)
                 == brg_deal_get_hand (original, BRG_SEAT_NORTH));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_SOUTH)
                 == brg_deal_get_hand (original, BRG_SEAT_SOUTH));
  g_assert_false (brg_deal_get_hand (deal, BRG_SEAT_EAST)
                  == brg_deal_get_hand (original, BRG_SEAT_EAST));
  g_assert_true (brg_deal_is_complete (deal));

  brg_practice_game_set_bidding (twin, FALSE);
  g_assert_true (brg_practice_game_shuffle (twin, 42, &error));
  g_assert_true (brg_deal_get_hand (brg_board_get_deal (brg_practice_game_get_board (twin)),
                                    BRG_SEAT_EAST)
                 == brg_deal_get_hand (deal, BRG_SEAT_EAST));

  /* The lead again, by the computer on the new hands. */
  wait_for_user (game);
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (brg_practice_game_get_board (game))),
                    ==, 1);
  keep = brg_practice_game_make_keep_command (game, &error);
  g_assert_null (keep);
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NOTHING_TO_KEEP);
  g_clear_error (&error);

  /* The file's constraints. */
  brg_board_set_tag (source, "PracticeDeal", "E: hcp 14+, clubs 5+");
  g_assert_true (brg_practice_game_shuffle (game, 7, &error));
  g_assert_cmpuint (brg_deal_get_hcp (deal, BRG_SEAT_EAST), >=, 14);
  g_assert_cmpuint (brg_deal_get_suit_length (deal, BRG_SEAT_EAST, BRG_SUIT_CLUBS), >=, 5);

  /* A defender sees declarer's hand no more than partner's: those two. */
  brg_practice_game_set_seat (twin, BRG_SEAT_WEST);
  deal = brg_board_get_deal (brg_practice_game_get_board (twin));
  west = brg_deal_get_hand (deal, BRG_SEAT_WEST);
  g_assert_true (brg_practice_game_shuffle (twin, 3, &error));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_WEST) == west);
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_NORTH)
                 == brg_deal_get_hand (original, BRG_SEAT_NORTH));
}

static void
store_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* The window's way: the dealing on a worker thread, the same hands for the
 * same seed as the call that waits; hands that cannot be dealt change
 * nothing. */
static void
test_shuffle_async (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  BrgBoard *source = brg_event_get_board (event, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (source, NULL, &error);
  g_autoptr(BrgPracticeGame) twin = brg_practice_game_new (source, NULL, &error);
  g_autoptr(GAsyncResult) result = NULL;
  BrgDeal *deal = brg_board_get_deal (brg_practice_game_get_board (game));
  BrgCardSet east;

  brg_practice_game_set_bidding (game, FALSE);
  brg_practice_game_set_bidding (twin, FALSE);
  g_assert_true (brg_practice_game_shuffle (twin, 42, &error));
  brg_practice_game_shuffle_async (game, 42, NULL, store_result_cb, &result);
  /* Nothing changes before the hands come back. */
  g_assert_false (brg_practice_game_get_shuffled (game));
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (brg_practice_game_shuffle_finish (game, result, &error));
  g_assert_no_error (error);
  g_assert_true (brg_practice_game_get_shuffled (game));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_EAST)
                 == brg_deal_get_hand (brg_board_get_deal (brg_practice_game_get_board (twin)),
                                       BRG_SEAT_EAST));

  /* East cannot hold 14 spades. */
  east = brg_deal_get_hand (deal, BRG_SEAT_EAST);
  brg_board_set_tag (source, "PracticeDeal", "E: spades 14");
  g_clear_object (&result);
  brg_practice_game_shuffle_async (game, 9, NULL, store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (brg_practice_game_shuffle_finish (game, result, &error));
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_CANNOT_SHUFFLE);
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_EAST) == east);
}

/* Keep this play: one undoable command, the lesson's recorded cards kept
 * as far as the practice followed them, the Result following; undone, the
 * board is its old bytes. */
static void
test_keep (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  BrgBoard *source = brg_event_get_board (event, 1);
  g_autofree char *before = export_board (source);
  g_autofree char *undone = NULL;
  g_autofree char *unchanged = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (source, NULL, &error);
  g_autoptr(BrgCommand) keep = NULL;
  BrgPlay *practised;

  g_assert_null (brg_practice_game_make_keep_command (game, &error));
  g_assert_error (error, BRG_PRACTICE_ERROR, BRG_PRACTICE_ERROR_NOTHING_TO_KEEP);
  g_clear_error (&error);

  /* The computer plays all four seats. */
  brg_practice_game_set_user_seats (game, 0);
  brg_practice_game_start (game);
  wait_for_user (game);
  g_assert_cmpint (brg_practice_game_get_phase (game), ==, BRG_PRACTICE_PHASE_FINISHED);
  practised = brg_board_get_play (brg_practice_game_get_board (game));

  keep = brg_practice_game_make_keep_command (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (keep);
  unchanged = export_board (source);
  g_assert_cmpstr (unchanged, ==, before);
  g_assert_true (brg_command_apply (keep, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (source)), ==, 52);
  for (guint i = 0; i < 52; i++)
    g_assert_cmpint (brg_play_get_card (brg_board_get_play (source), i), ==,
                     brg_play_get_card (practised, i));
  g_assert_cmpint (brg_board_get_result_tricks (source, NULL), ==,
                   (int) brg_play_get_declarer_tricks (practised));

  g_assert_true (brg_command_revert (keep, &error));
  undone = export_board (source);
  g_assert_cmpstr (undone, ==, before);
}

/* Undo while the computer thinks: its answer is dropped. */
static void
test_undo_while_thinking (void)
{
  g_autoptr(BrgEvent) event = lesson ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPracticeGame) game = brg_practice_game_new (brg_event_get_board (event, 1), NULL,
                                                           &error);
  BrgSolver *solver = brg_solver_get_default ();
  BrgPlay *play;

  /* North declares; the user is West, on lead. */
  brg_practice_game_set_bidding (game, FALSE);
  brg_practice_game_set_seat (game, BRG_SEAT_EAST);
  brg_practice_game_start (game);
  wait_for_user (game);
  play = brg_board_get_play (brg_practice_game_get_board (game));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 0);

  _brg_solver_hold (solver, TRUE);
  g_assert_true (brg_practice_game_play_card (game, card ("CA"), &error));
  g_assert_true (brg_practice_game_get_thinking (game));
  g_assert_false (brg_practice_game_get_users_turn (game));
  g_assert_true (brg_practice_game_undo (game));
  g_assert_false (brg_practice_game_get_thinking (game));
  _brg_solver_hold (solver, FALSE);
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (200 * 1000);
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 0);
  g_assert_true (brg_practice_game_get_users_turn (game));
}

/* Each property notifies once when it changes, and not for the same
 * value. */
static void
test_notify (void)
{
  static const char *const names[] = { "computer-delay", "hint-limit", "follow-recorded",
                                       "bidding", "user-seats" };
  g_autoptr(BrgEvent) event = lesson ();
  g_autoptr(GError) error = NULL;
  BrgPracticeGame *game = brg_practice_game_new (brg_event_get_board (event, 0), NULL, &error);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", names[i], NULL);
      guint count = 0;
      gulong id = g_signal_connect (game, signal, G_CALLBACK (notify_count_cb), &count);
      GValue value = G_VALUE_INIT;

      g_value_init (&value, g_object_class_find_property (G_OBJECT_GET_CLASS (game),
                                                          names[i])->value_type);
      if (G_VALUE_HOLDS_UINT (&value))
        g_value_set_uint (&value, 5);
      else if (G_VALUE_HOLDS_INT (&value))
        g_value_set_int (&value, 7);
      else
        g_value_set_boolean (&value, FALSE);
      g_object_set_property (G_OBJECT (game), names[i], &value);
      g_object_set_property (G_OBJECT (game), names[i], &value);
      g_assert_cmpuint (count, ==, 1);
      g_signal_handler_disconnect (game, id);
      g_value_unset (&value);
    }
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/practice-game/default-seat", test_default_seat);
  g_test_add_func ("/core/practice-game/cannot-practise", test_cannot_practise);
  g_test_add_func ("/core/practice-game/no-contract", test_no_contract);
  g_test_add_func ("/core/practice-game/bidding", test_bidding);
  g_test_add_func ("/core/practice-game/play-and-undo", test_play_and_undo);
  g_test_add_func ("/core/practice-game/to-the-end", test_to_the_end);
  g_test_add_func ("/core/practice-game/hints", test_hints);
  g_test_add_func ("/core/practice-game/restart", test_restart);
  g_test_add_func ("/core/practice-game/deal-spec", test_deal_spec);
  g_test_add_func ("/core/practice-game/shuffle", test_shuffle);
  g_test_add_func ("/core/practice-game/shuffle-async", test_shuffle_async);
  g_test_add_func ("/core/practice-game/keep", test_keep);
  g_test_add_func ("/core/practice-game/undo-while-thinking", test_undo_while_thinking);
  g_test_add_func ("/core/practice-game/notify", test_notify);
  g_test_add_data_func ("/core/practice-game/corpus/baker_squeeze.pbn", "pbn/baker_squeeze.pbn",
                        test_corpus_lesson);
  g_test_add_data_func ("/core/practice-game/corpus/tenace_triple-coup.lin",
                        "lin/tenace_triple-coup.lin", test_corpus_lesson);
  g_test_add_data_func ("/core/practice-game/corpus/tenace_7nt-south.lin",
                        "lin/tenace_7nt-south.lin", test_corpus_lesson);
  g_test_add_data_func ("/core/practice-game/corpus/bbo_handviewer_3399598383.lin",
                        "lin/bbo_handviewer_3399598383.lin", test_corpus_lesson);

  return g_test_run ();
}
