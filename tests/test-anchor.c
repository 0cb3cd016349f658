/* test-anchor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Commentary anchors, typed suit symbols, the `[%reveal …]` marks and what
 * the replay shows at each position.
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* A quiz: the answer to "what do you bid?" and the lead problem are kept
 * hidden with [%reveal …]. */
static const char quiz[] =
  "{Before the board}\n"
  "[Event \"Quiz\"]\n"
  "[Board \"1\"]\n"
  "[Dealer \"N\"]\n"
  "[Vulnerable \"None\"]\n"
  "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n"
  "[Declarer \"E\"]\n"
  "[Contract \"4S\"]\n"
  "[Result \"10\"]\n"
  "[Auction \"N\"]\n"
  "{Before the first call}\n"
  "1D {After 1D} 1S =1= 3H 4S {[%reveal auction] The answer: 4\\S.}\n"
  "Pass Pass Pass\n"
  "[Note \"1:five spades\"]\n"
  "{[%reveal play]}\n"
  "[Play \"S\"]\n"
  "{Your lead?}\n"
  "D3 {[%reveal play] The lead that beats it.} D4 DA DT\n"
  "*\n";

static BrgBoard *
read_quiz (BrgEvent **event)
{
  *event = core_test_read_pbn (quiz);
  g_assert_cmpuint (brg_event_get_n_boards (*event), ==, 1);
  return brg_event_get_board (*event, 0);
}

static void
test_anchors (void)
{
  BrgAnchor a = brg_anchor_before_call (0);
  BrgAnchor b = brg_anchor_make (BRG_ANCHOR_AUCTION, 7);
  g_autofree char *key = NULL;

  /* PBN §3.8: commentary refers to what precedes it. */
  g_assert_cmpint (a.kind, ==, BRG_ANCHOR_AUCTION);
  g_assert_true (brg_anchor_equal (&a, &b));
  a = brg_anchor_before_call (3);
  g_assert_cmpint (a.kind, ==, BRG_ANCHOR_CALL);
  g_assert_cmpuint (a.position, ==, 2);
  a = brg_anchor_before_card (0);
  g_assert_cmpint (a.kind, ==, BRG_ANCHOR_PLAY);
  a = brg_anchor_before_card (5);
  b = brg_anchor_make (BRG_ANCHOR_CARD, 4);
  g_assert_true (brg_anchor_equal (&a, &b));
  b.position = 5;
  g_assert_false (brg_anchor_equal (&a, &b));

  key = brg_anchor_to_key (&a);
  g_assert_cmpstr (key, ==, "card:4");
  g_clear_pointer (&key, g_free);
  a = brg_anchor_make (BRG_ANCHOR_BOARD, 0);
  key = brg_anchor_to_key (&a);
  g_assert_cmpstr (key, ==, "board");
}

static void
assert_input (const char *typed,
              const char *expected)
{
  g_autofree char *text = brg_comment_text_from_input (typed);

  g_assert_cmpstr (text, ==, expected);
}

/* PBN §3.8 writes a suit as a backslash and its letter. */
static void
test_from_input (void)
{
  assert_input ("1!s 2!h 3!D 4!C", "1\\S 2\\H 3\\D 4\\C");
  assert_input ("!sAK !hQJ,", "\\SAK \\HQJ,");
  assert_input ("♠A ♥K ♦Q ♣J ♤2 ♡3 ♢4 ♧5", "\\SA \\HK \\DQ \\CJ \\S2 \\H3 \\D4 \\C5");
  /* Words and other exclamations stay. */
  assert_input ("Wow!Such a hand! Yes!sure", "Wow!Such a hand! Yes!sure");
  assert_input ("end!", "end!");
  assert_input ("!x and !", "!x and !");
  /* Paragraphs and other text are kept. */
  assert_input ("First.\n\nSecond: é €", "First.\n\nSecond: é €");
  assert_input ("", "");
}

static void
assert_reveal (const char *text,
               BrgReveal   expected)
{
  g_assert_cmpint (brg_comment_text_get_reveal (text), ==, expected);
}

static void
assert_set_reveal (const char *text,
                   BrgReveal   reveal,
                   const char *expected)
{
  g_autofree char *result = brg_comment_text_set_reveal (text, reveal);

  g_assert_cmpstr (result, ==, expected);
  g_assert_cmpint (brg_comment_text_get_reveal (result), ==, reveal);
}

/* The PGN supplement's command syntax, `[%name operand]`. */
static void
test_reveal (void)
{
  assert_reveal ("Plain text", BRG_REVEAL_ALWAYS);
  assert_reveal ("[%reveal auction] Answer", BRG_REVEAL_AFTER_AUCTION);
  assert_reveal ("Answer [%reveal play]", BRG_REVEAL_AFTER_PLAY);
  assert_reveal ("[%reveal  play ]", BRG_REVEAL_AFTER_PLAY);
  assert_reveal ("[%reveal auction][%reveal play] x", BRG_REVEAL_AFTER_PLAY);
  assert_reveal ("[%reveal never] x", BRG_REVEAL_ALWAYS);
  assert_reveal ("[%revealed play] x", BRG_REVEAL_ALWAYS);
  assert_reveal ("[%clk 0:01:00] [%reveal auction", BRG_REVEAL_ALWAYS);

  assert_set_reveal ("Answer", BRG_REVEAL_AFTER_AUCTION, "[%reveal auction] Answer");
  assert_set_reveal ("[%reveal auction] Answer", BRG_REVEAL_AFTER_PLAY,
                     "[%reveal play] Answer");
  assert_set_reveal ("[%reveal auction] Answer", BRG_REVEAL_ALWAYS, "Answer");
  assert_set_reveal ("A [%reveal play] B [%clk 0:01:00]", BRG_REVEAL_ALWAYS,
                     "A B [%clk 0:01:00]");
  assert_set_reveal ("", BRG_REVEAL_AFTER_PLAY, "[%reveal play]");
  assert_set_reveal ("[%reveal play]", BRG_REVEAL_ALWAYS, "");

  /* The display text hides the command. */
  {
    g_autoptr (BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE,
                                                       "[%reveal play] Lead the \\SK.");
    g_autofree char *display = brg_comment_dup_display_text (comment);

    g_assert_cmpstr (display, ==, " Lead the ♠K.");
    g_assert_cmpint (brg_comment_get_reveal (comment), ==, BRG_REVEAL_AFTER_PLAY);
    comment->kind = BRG_COMMENT_ESCAPE;
    g_assert_cmpint (brg_comment_get_reveal (comment), ==, BRG_REVEAL_ALWAYS);
  }
}

static void
test_note_reveal (void)
{
  g_autoptr (BrgNote) note = brg_note_new (1, "Stayman");

  g_assert_cmpint (brg_note_get_reveal (note), ==, BRG_REVEAL_ALWAYS);
  brg_note_set_reveal (note, BRG_REVEAL_AFTER_AUCTION);
  g_assert_cmpint (brg_note_get_reveal (note), ==, BRG_REVEAL_AFTER_AUCTION);
  g_assert_cmpuint (note->comments->len, ==, 1);
  brg_note_set_reveal (note, BRG_REVEAL_AFTER_PLAY);
  g_assert_cmpint (brg_note_get_reveal (note), ==, BRG_REVEAL_AFTER_PLAY);
  g_assert_cmpuint (note->comments->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (note->comments, 0))->text, ==,
                   "[%reveal play]");

  /* A comment of its own stays, without the mark. */
  g_ptr_array_add (note->comments,
                   brg_comment_new (BRG_COMMENT_BRACE, "[%reveal auction] as agreed"));
  g_assert_cmpint (brg_note_get_reveal (note), ==, BRG_REVEAL_AFTER_PLAY);
  brg_note_set_reveal (note, BRG_REVEAL_ALWAYS);
  g_assert_cmpint (brg_note_get_reveal (note), ==, BRG_REVEAL_ALWAYS);
  g_assert_cmpuint (note->comments->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (note->comments, 0))->text, ==,
                   "as agreed");

  g_ptr_array_set_size (note->comments, 0);
  brg_note_set_reveal (note, BRG_REVEAL_ALWAYS);
  g_assert_null (note->comments);
}

static void
assert_comments (BrgBoard      *board,
                 BrgAnchorKind  kind,
                 guint          position,
                 const char    *expected)
{
  BrgAnchor anchor = brg_anchor_make (kind, position);
  g_autoptr (GPtrArray) comments = brg_board_dup_comments (board, &anchor);
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < comments->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "|" : "",
                            ((BrgComment *) g_ptr_array_index (comments, i))->text);
  g_assert_cmpstr (text->str, ==, expected);
}

/* PBN §3.8: commentary before any tag, after a tag, a call or a card. */
static void
test_board_comments (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_quiz (&event);
  BrgAnchor anchor;

  assert_comments (board, BRG_ANCHOR_BOARD, 0, "Before the board");
  assert_comments (board, BRG_ANCHOR_AUCTION, 0, "Before the first call");
  assert_comments (board, BRG_ANCHOR_CALL, 0, "After 1D");
  assert_comments (board, BRG_ANCHOR_CALL, 1, "");
  assert_comments (board, BRG_ANCHOR_CALL, 3, "[%reveal auction] The answer: 4\\S.");
  assert_comments (board, BRG_ANCHOR_PLAY, 0, "Your lead?");
  assert_comments (board, BRG_ANCHOR_CARD, 0, "[%reveal play] The lead that beats it.");
  assert_comments (board, BRG_ANCHOR_CARD, 3, "");
  /* Places the board does not have. */
  assert_comments (board, BRG_ANCHOR_CARD, 4, "");
  anchor = brg_anchor_make (BRG_ANCHOR_CALL, 7);
  g_assert_false (brg_board_has_anchor (board, &anchor));
  anchor = brg_anchor_make (BRG_ANCHOR_CALL, 6);
  g_assert_true (brg_board_has_anchor (board, &anchor));

  brg_board_set_play (board, NULL);
  anchor = brg_anchor_make (BRG_ANCHOR_PLAY, 0);
  g_assert_false (brg_board_has_anchor (board, &anchor));
  assert_comments (board, BRG_ANCHOR_PLAY, 0, "");

  brg_board_set_leading_comments (board, NULL);
  assert_comments (board, BRG_ANCHOR_BOARD, 0, "");
}

static gboolean
visible_at (BrgReplay     *replay,
            BrgBoard      *board,
            BrgAnchorKind  kind,
            guint          position)
{
  BrgAnchor anchor = brg_anchor_make (kind, position);
  g_autoptr (GPtrArray) comments = brg_board_dup_comments (board, &anchor);

  g_assert_cmpuint (comments->len, ==, 1);
  return brg_replay_is_comment_visible (replay, &anchor, g_ptr_array_index (comments, 0));
}

/* A quiz shown from the start: each comment appears with its call or
 * card, the marked ones only once the auction or the play is over. */
static void
test_replay_visibility (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_quiz (&event);
  g_autoptr (BrgReplay) replay = brg_replay_new (board);

  brg_replay_set_calls_shown (replay, 0);
  g_assert_true (visible_at (replay, board, BRG_ANCHOR_BOARD, 0));
  g_assert_true (visible_at (replay, board, BRG_ANCHOR_AUCTION, 0));
  g_assert_false (visible_at (replay, board, BRG_ANCHOR_CALL, 0));
  g_assert_false (brg_replay_is_revealed (replay, BRG_REVEAL_AFTER_AUCTION));
  g_assert_true (brg_replay_is_revealed (replay, BRG_REVEAL_ALWAYS));

  brg_replay_set_calls_shown (replay, 1);
  g_assert_true (visible_at (replay, board, BRG_ANCHOR_CALL, 0));
  /* The note of 1S is hidden until the play is over. */
  brg_replay_set_calls_shown (replay, 2);
  g_assert_false (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 1));

  /* 4S shown, but the auction is not over: the answer stays hidden. */
  brg_replay_set_calls_shown (replay, 4);
  g_assert_false (visible_at (replay, board, BRG_ANCHOR_CALL, 3));
  g_assert_false (visible_at (replay, board, BRG_ANCHOR_PLAY, 0));

  brg_replay_set_calls_shown (replay, 7);
  g_assert_true (visible_at (replay, board, BRG_ANCHOR_CALL, 3));
  g_assert_true (visible_at (replay, board, BRG_ANCHOR_PLAY, 0));
  g_assert_true (brg_replay_is_revealed (replay, BRG_REVEAL_AFTER_AUCTION));
  g_assert_false (brg_replay_is_revealed (replay, BRG_REVEAL_AFTER_PLAY));
  g_assert_false (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 1));

  /* The lead is played, but the play goes on. */
  brg_replay_set_cards_played (replay, 1);
  g_assert_false (visible_at (replay, board, BRG_ANCHOR_CARD, 0));

  brg_replay_go_end (replay);
  g_assert_true (visible_at (replay, board, BRG_ANCHOR_CARD, 0));
  g_assert_true (brg_replay_is_revealed (replay, BRG_REVEAL_AFTER_PLAY));
  g_assert_true (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 1));
  /* No such note. */
  g_assert_false (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 2));
  g_assert_false (brg_replay_is_note_visible (replay, BRG_SECTION_PLAY, 1));
}

/* A note is shown with the first call that refers to it, or at once when
 * none does. */
static void
test_note_visibility (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_quiz (&event);
  BrgAuction *auction = brg_board_get_auction (board);
  g_autoptr (BrgReplay) replay = brg_replay_new (board);
  g_autoptr (BrgNote) note = brg_note_new (1, "five spades");
  g_autoptr (BrgNote) loose = brg_note_new (2, "not referred to");

  brg_auction_set_note (auction, note);
  brg_auction_set_note (auction, loose);
  brg_replay_set_calls_shown (replay, 1);
  g_assert_false (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 1));
  g_assert_true (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 2));
  brg_replay_set_calls_shown (replay, 2);
  g_assert_true (brg_replay_is_note_visible (replay, BRG_SECTION_AUCTION, 1));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/anchor/anchors", test_anchors);
  g_test_add_func ("/core/anchor/from-input", test_from_input);
  g_test_add_func ("/core/anchor/reveal", test_reveal);
  g_test_add_func ("/core/anchor/note-reveal", test_note_reveal);
  g_test_add_func ("/core/anchor/board", test_board_comments);
  g_test_add_func ("/core/anchor/replay", test_replay_visibility);
  g_test_add_func ("/core/anchor/replay-notes", test_note_visibility);

  return g_test_run ();
}
