/* test-play-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play entry's core: the legal cards, cards played and taken back,
 * tricks and their leaders, claims, end positions, and the Result tag
 * that follows the play. Every edit is undone and redone and the board
 * compared, as PBN text, with what it was.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* The deal of the example game of PBN §1.2:
 *   North  S -        H 63     D AKQ987  C A9732
 *   East   S A8654    H KQ5    D T       C QJT6
 *   South  S J973     H J98742 D 3       C K4
 *   West   S KQT2     H AT     D J6542   C 85 */
#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

static const char contracted[] =
  "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"" SPEC_DEAL "\"]\n"
  "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"?\"]\n"
  "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n";

static BrgCard
card (const char *text)
{
  BrgCard value;

  g_assert_true (brg_card_from_input (text, &value));
  return value;
}

static char *
board_text (BrgBoard *board)
{
  return brg_pbn_write_board (board);
}

static void
check_undo_redo (BrgHistory *history,
                 BrgBoard   *board,
                 const char *before)
{
  g_autofree char *after = board_text (board);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_true (brg_history_undo (history, NULL));
  undone = board_text (board);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (brg_history_redo (history, NULL));
  redone = board_text (board);
  g_assert_cmpstr (redone, ==, after);
}

/* Plays each card of @cards by the seat on turn, one step each. */
static void
play_cards (BrgHistory *history,
            BrgBoard   *board,
            const char *cards)
{
  g_auto (GStrv) tokens = g_strsplit (cards, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autofree char *before = board_text (board);

      core_test_perform (history, brg_edit_make_play (board, BRG_SEAT_NONE, card (tokens[i]),
                                                      BRG_PLAY_FLAGS_NONE));
      check_undo_redo (history, board, before);
    }
}

static char *
cards_text (BrgCardSet set)
{
  GString *text = g_string_new (NULL);

  for (BrgCard c = 0; c < BRG_N_CARDS; c++)
    if (brg_card_set_contains (set, c))
      {
        g_autofree char *name = brg_card_to_pbn (c);

        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", name);
      }
  return g_string_free (text, FALSE);
}

static void
assert_legal (BrgBoard     *board,
              BrgSeat       seat,
              BrgPlayFlags  flags,
              const char   *expected)
{
  g_autofree char *text = cards_text (brg_board_get_legal_cards (board, seat, flags));

  g_assert_cmpstr (text, ==, expected);
}

static BrgBoard *
read_board (const char *text,
            BrgEvent  **event)
{
  *event = core_test_read_pbn (text);
  return brg_event_get_board (*event, 0);
}

/* PBN §3.6: the opening leader is declarer's left-hand opponent; each
 * trick is led by the winner of the one before. */
static void
test_play (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (contracted, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *start = board_text (board);
  BrgPlay *play;

  /* Before the lead: South, East's left, holds the lead. */
  g_assert_null (brg_board_get_play (board));
  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_SOUTH);
  assert_legal (board, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE,
                "C4 CK D3 H2 H4 H7 H8 H9 HJ S3 S7 S9 SJ");

  play_cards (history, board, "D3");
  play = brg_board_get_play (board);
  g_assert_nonnull (play);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_trumps (play), ==, BRG_STRAIN_SPADES);
  g_assert_cmpstr (brg_board_get_tag (board, "Play"), ==, "S");

  /* West must follow in diamonds. */
  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_WEST);
  assert_legal (board, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE, "D2 D4 D5 D6 DJ");
  core_test_perform_fails (history, brg_edit_make_play (board, BRG_SEAT_NONE, card ("SK"),
                                                        BRG_PLAY_FLAGS_NONE), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  core_test_perform_fails (history, brg_edit_make_play (board, BRG_SEAT_NONE, card ("DA"),
                                                        BRG_PLAY_FLAGS_NONE), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_CARD_NOT_HELD);
  core_test_perform_fails (history, brg_edit_make_play (board, BRG_SEAT_NORTH, card ("DA"),
                                                        BRG_PLAY_FLAGS_NONE), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_NOT_YOUR_TURN);
  /* A revoke is allowed on purpose (PBN §3.9 C). */
  g_assert_true (brg_card_set_contains (brg_board_get_legal_cards (board, BRG_SEAT_NONE,
                                                                   BRG_PLAY_FLAGS_REVOKE),
                                        card ("SK")));

  /* North's ace wins; North leads the king, East ruffs and leads. */
  play_cards (history, board, "D2 DA DT");
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_NORTH);
  play_cards (history, board, "DK S4 H2 D4");
  g_assert_cmpint (brg_play_get_trick_winner (play, 1), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_EAST);
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "?");

  /* Take back East's ruff: the trick is open again. */
  {
    g_autofree char *before = board_text (board);

    core_test_perform (history, brg_edit_take_back_card (board));
    check_undo_redo (history, board, before);
    g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Take back card");
    g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_WEST);
  }

  while (brg_history_undo (history, NULL))
    ;
  g_assert_null (brg_board_get_play (board));
  {
    g_autofree char *text = board_text (board);

    g_assert_cmpstr (text, ==, start);
  }
}

/* A claim ends the play with `*` and the Result tag (PBN §3.6,
 * §3.4.15). */
static void
test_claim (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (contracted, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = NULL;
  g_autofree char *text = NULL;
  BrgPlay *play;

  play_cards (history, board, "D3 D2 DA DT DK S4 H2 D4 SA S3 S2 C2");
  play = brg_board_get_play (board);
  /* East and West have two tricks; ten remain. */
  core_test_perform_fails (history, brg_edit_claim (board, 11), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_INVALID_CLAIM);

  before = board_text (board);
  core_test_perform (history, brg_edit_claim (board, 8));
  check_undo_redo (history, board, before);
  g_assert_cmpint (brg_play_get_claim (play), ==, 8);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_STOP);
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "10");
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 10);
  text = board_text (board);
  g_assert_nonnull (strstr (text, "[Result \"10\"]"));
  g_assert_nonnull (strstr (text, "S3 S2 C2 SA\n*\n"));

  /* No card after a claim; a new claim replaces it. */
  assert_legal (board, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE, "");
  core_test_perform_fails (history, brg_edit_make_play (board, BRG_SEAT_EAST, card ("S5"),
                                                        BRG_PLAY_FLAGS_NONE), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_PLAY_COMPLETE);
  core_test_perform (history, brg_edit_claim (board, 9));
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "11");

  /* Withdrawn, the play goes on and the result is unknown again. */
  g_clear_pointer (&before, g_free);
  before = board_text (board);
  core_test_perform (history, brg_edit_withdraw_claim (board));
  check_undo_redo (history, board, before);
  g_assert_cmpint (brg_play_get_claim (play), ==, -1);
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_NONE);
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "?");
  core_test_perform_fails (history, brg_edit_withdraw_claim (board), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_INVALID_CLAIM);

  /* Taking back a card takes back the claim too. */
  core_test_perform (history, brg_edit_claim (board, 10));
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "12");
  g_clear_pointer (&before, g_free);
  before = board_text (board);
  core_test_perform (history, brg_edit_take_back_card (board));
  check_undo_redo (history, board, before);
  g_assert_cmpint (brg_play_get_claim (play), ==, -1);
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "?");
  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_NORTH);
}

/* Declarer may claim before the lead; a Result tag that disagreed with
 * the play is left alone. */
static void
test_claim_at_start (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (contracted, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = board_text (board);

  core_test_perform (history, brg_edit_claim (board, 13));
  check_undo_redo (history, board, before);
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "13");
  g_assert_cmpint (brg_play_get_n_cards (brg_board_get_play (board)), ==, 0);

  /* A Result in another form that says the same follows (PBN §3.4.15);
   * one marked as differing from the play does not. */
  brg_board_set_tag (board, "Result", "EW 13");
  core_test_perform (history, brg_edit_withdraw_claim (board));
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "?");
  core_test_perform (history, brg_edit_claim (board, 13));
  brg_board_set_tag (board, "Result", "^13");
  core_test_perform (history, brg_edit_withdraw_claim (board));
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "^13");

  brg_board_set_tag (board, "Result", "9");
  core_test_perform (history, brg_edit_claim (board, 12));
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "9");
}

/* PBN §3.10: an end position plays as many tricks as the hands hold, and
 * may start with any hand. */
static void
test_end_position (void)
{
  static const char text[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AK... QJ... .AK.. .QJ..\"]\n"
    "[Declarer \"S\"]\n[Contract \"NT\"]\n";
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (text, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = board_text (board);
  BrgPlay *play;

  /* West, declarer's left, would lead; South leads here. */
  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_WEST);
  assert_legal (board, BRG_SEAT_SOUTH, BRG_PLAY_FLAGS_NONE, "HK HA");
  core_test_perform (history, brg_edit_make_play (board, BRG_SEAT_SOUTH, card ("HA"),
                                                  BRG_PLAY_FLAGS_NONE));
  check_undo_redo (history, board, before);
  play = brg_board_get_play (board);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_total_tricks (play), ==, 2);
  /* North holds no heart: either spade. */
  play_cards (history, board, "HQ");
  assert_legal (board, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE, "SK SA");
  play_cards (history, board, "SK SJ HK HJ SA");
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), !=, "2");
  play_cards (history, board, "SQ");
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpstr (brg_board_get_tag (board, "Result"), ==, "2");
  assert_legal (board, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE, "");
}

static void
test_no_play (void)
{
  static const char passed[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"" SPEC_DEAL "\"]\n"
    "[Auction \"N\"]\nAP\n";
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (passed, &event);
  g_autoptr (BrgBoard) bare = brg_board_new_numbered (1);
  g_autoptr (BrgHistory) history = brg_history_new ();

  g_assert_cmpint (brg_board_get_next_player (board), ==, BRG_SEAT_NONE);
  assert_legal (board, BRG_SEAT_NONE, BRG_PLAY_FLAGS_NONE, "");
  core_test_perform_fails (history, brg_edit_make_play (board, BRG_SEAT_NONE, card ("SA"),
                                                        BRG_PLAY_FLAGS_NONE), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_PLAY_COMPLETE);
  core_test_perform_fails (history, brg_edit_make_play (bare, BRG_SEAT_NONE, card ("SA"),
                                                        BRG_PLAY_FLAGS_NONE), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_INVALID_VALUE);
  core_test_perform_fails (history, brg_edit_take_back_card (bare), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_INVALID_VALUE);
  core_test_perform_fails (history, brg_edit_withdraw_claim (bare), BRG_MODEL_ERROR,
                           BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_null (brg_board_get_play (bare));
  g_assert_false (brg_history_get_can_undo (history));
}

/* PBN §3.6: `+` stands for the next card until the play is over; a card
 * after `*` means the play goes on after all. */
static void
test_end_marks (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (contracted, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  BrgPlay *play;

  play_cards (history, board, "D3");
  play = brg_board_get_play (board);
  brg_play_set_end_mark (play, BRG_END_MARK_CONTINUE);
  play_cards (history, board, "D2");
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_CONTINUE);
  brg_play_set_end_mark (play, BRG_END_MARK_STOP);
  play_cards (history, board, "DA");
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_NONE);
}

/* A note only the card taken back referred to goes with it. */
static void
test_take_back_note (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (contracted, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (BrgNote) first = brg_note_new (1, "top of nothing");
  g_autoptr (BrgNote) second = brg_note_new (2, "count");
  g_autofree char *before = NULL;
  BrgPlay *play;

  play_cards (history, board, "D3 D2");
  play = brg_board_get_play (board);
  brg_play_set_note (play, first);
  brg_play_set_note (play, second);
  annotation->note = 1;
  brg_play_set_annotation (play, 0, annotation);
  annotation->note = 2;
  brg_play_set_annotation (play, 1, annotation);

  before = board_text (board);
  core_test_perform (history, brg_edit_take_back_card (board));
  check_undo_redo (history, board, before);
  g_assert_cmpuint (brg_play_get_n_notes (play), ==, 1);
  g_assert_cmpstr (brg_play_lookup_note (play, 1)->text, ==, "top of nothing");
}

/* Commands hold the board, never the other way round: both go. */
static void
test_finalize (void)
{
  BrgEvent *event = core_test_read_pbn (contracted);
  BrgBoard *board = g_object_ref (brg_event_get_board (event, 0));
  BrgHistory *history = brg_history_new ();
  BrgPlay *play;

  play_cards (history, board, "D3 D2");
  core_test_perform (history, brg_edit_claim (board, 9));
  play = g_object_ref (brg_board_get_play (board));
  g_assert_finalize_object (history);
  g_assert_finalize_object (event);
  g_assert_finalize_object (board);
  g_assert_finalize_object (play);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/play-edits/play", test_play);
  g_test_add_func ("/core/play-edits/claim", test_claim);
  g_test_add_func ("/core/play-edits/claim-at-start", test_claim_at_start);
  g_test_add_func ("/core/play-edits/end-position", test_end_position);
  g_test_add_func ("/core/play-edits/no-play", test_no_play);
  g_test_add_func ("/core/play-edits/end-marks", test_end_marks);
  g_test_add_func ("/core/play-edits/take-back-note", test_take_back_note);
  g_test_add_func ("/core/play-edits/finalize", test_finalize);

  return g_test_run ();
}
