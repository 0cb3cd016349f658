/* test-annotation-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The NAG, note and commentary panels' core: NAGs set and cleared on calls
 * and cards, notes added, edited, removed and referred to with dense
 * numbers, commentary at every anchor with its reveal marks. Every edit is
 * undone and redone and the board compared, as PBN text, with what it was.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

static const char played[] =
  "{Before}\n"
  "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"" SPEC_DEAL "\"]\n"
  "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"?\"]\n"
  "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n"
  "[Play \"S\"]\nD3 D2 DA DT\n";

static char *
board_text (BrgBoard *board)
{
  return brg_pbn_write_board (board);
}

static BrgBoard *
read_board (const char *text,
            BrgEvent  **event)
{
  *event = core_test_read_pbn (text);
  return brg_event_get_board (*event, 0);
}

/* Performs @command, checks its undo and redo against the board before. */
static void
perform (BrgHistory *history,
         BrgBoard   *board,
         BrgCommand *command)
{
  g_autofree char *before = board_text (board);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  core_test_perform (history, command);
  after = board_text (board);
  g_assert_true (brg_history_undo (history, NULL));
  undone = board_text (board);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (brg_history_redo (history, NULL));
  redone = board_text (board);
  g_assert_cmpstr (redone, ==, after);
  brg_history_end_merge (history);
}

static void
perform_fails (BrgHistory *history,
               BrgBoard   *board,
               BrgCommand *command)
{
  g_autofree char *before = board_text (board);
  g_autofree char *after = NULL;

  core_test_perform_fails (history, command, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  after = board_text (board);
  g_assert_cmpstr (after, ==, before);
}

static char *
glyphs (BrgBoard      *board,
        BrgSectionKind section,
        guint          position)
{
  const BrgAnnotation *annotation =
    section == BRG_SECTION_AUCTION
      ? brg_auction_get_annotation (brg_board_get_auction (board), position)
      : brg_play_get_annotation (brg_board_get_play (board), position);

  return brg_annotation_dup_glyphs (annotation, section);
}

static void
assert_glyphs (BrgBoard      *board,
               BrgSectionKind section,
               guint          position,
               const char    *expected)
{
  g_autofree char *text = glyphs (board, section, position);

  g_assert_cmpstr (text, ==, expected);
}

/* PBN §3.7: NAGs on a call and on a card. */
static void
test_nags (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (played, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *text = NULL;

  perform (history, board, brg_edit_set_nag (board, BRG_SECTION_AUCTION, 2, 2, TRUE));
  assert_glyphs (board, BRG_SECTION_AUCTION, 2, "?");
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Set NAG");
  perform (history, board, brg_edit_set_nag (board, BRG_SECTION_AUCTION, 2, 4, TRUE));
  assert_glyphs (board, BRG_SECTION_AUCTION, 2, "??");
  perform (history, board, brg_edit_set_nag (board, BRG_SECTION_AUCTION, 2, 13, TRUE));
  assert_glyphs (board, BRG_SECTION_AUCTION, 2, "?? $13");

  perform (history, board, brg_edit_set_nag (board, BRG_SECTION_PLAY, 0, 9, TRUE));
  perform (history, board, brg_edit_set_nag (board, BRG_SECTION_PLAY, 0, 200, TRUE));
  assert_glyphs (board, BRG_SECTION_PLAY, 0, "!! $200");

  /* Export format writes the suffix as its NAG (PBN §3.5.2, §3.6.2). */
  text = board_text (board);
  g_assert_nonnull (strstr (text, "3H $4 $13 4S"));
  g_assert_nonnull (strstr (text, "D3 $9 $200 D2"));

  perform (history, board, brg_edit_set_nag (board, BRG_SECTION_AUCTION, 2, 4, FALSE));
  assert_glyphs (board, BRG_SECTION_AUCTION, 2, "$13");
  perform (history, board, brg_edit_clear_nags (board, BRG_SECTION_PLAY, 0));
  assert_glyphs (board, BRG_SECTION_PLAY, 0, "");
  g_assert_null (brg_play_get_annotation (brg_board_get_play (board), 0));

  perform_fails (history, board, brg_edit_set_nag (board, BRG_SECTION_PLAY, 4, 7, TRUE));
  perform_fails (history, board, brg_edit_set_nag (board, BRG_SECTION_AUCTION, 7, 1, TRUE));

  /* A call NAG on a card is a programmer error. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_edit_set_nag (board, BRG_SECTION_PLAY, 0, 1, TRUE));
  g_test_assert_expected_messages ();
}

static char *
notes_text (BrgBoard      *board,
            BrgSectionKind section)
{
  GString *text = g_string_new (NULL);
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  guint n_notes = section == BRG_SECTION_AUCTION ? brg_auction_get_n_notes (auction)
                                                 : brg_play_get_n_notes (play);
  guint n = section == BRG_SECTION_AUCTION ? brg_auction_get_n_calls (auction)
                                           : brg_play_get_n_cards (play);

  for (guint i = 0; i < n_notes; i++)
    {
      const BrgNote *note = section == BRG_SECTION_AUCTION ? brg_auction_get_nth_note (auction, i)
                                                           : brg_play_get_nth_note (play, i);

      g_string_append_printf (text, "%u:%s ", note->index, note->text);
    }
  g_string_append (text, "|");
  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation =
        section == BRG_SECTION_AUCTION ? brg_auction_get_annotation (auction, i)
                                       : brg_play_get_annotation (play, i);

      g_string_append_printf (text, " %u", annotation != NULL ? annotation->note : 0);
    }
  return g_string_free (text, FALSE);
}

static void
assert_notes (BrgBoard      *board,
              BrgSectionKind section,
              const char    *expected)
{
  g_autofree char *text = notes_text (board, section);

  g_assert_cmpstr (text, ==, expected);
}

/* PBN §3.5.4, §3.5.5: notes, referred to by calls; numbers stay dense. */
static void
test_notes (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (played, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();

  g_assert_cmpuint (brg_board_get_new_note_index (board, BRG_SECTION_AUCTION), ==, 1);
  perform (history, board, brg_edit_set_note (board, BRG_SECTION_AUCTION, 1, "!d suit"));
  perform (history, board, brg_edit_set_note (board, BRG_SECTION_AUCTION, 2, "overcall"));
  perform (history, board, brg_edit_set_note (board, BRG_SECTION_AUCTION, 3, "preempt"));
  g_assert_cmpuint (brg_board_get_new_note_index (board, BRG_SECTION_AUCTION), ==, 4);
  /* Suit shortcuts are written as PBN writes suits. */
  assert_notes (board, BRG_SECTION_AUCTION, "1:\\D suit 2:overcall 3:preempt | 0 0 0 0 0 0 0");

  perform (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 0, 1));
  perform (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 1, 2));
  perform (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 2, 3));
  perform (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 3, 3));
  assert_notes (board, BRG_SECTION_AUCTION,
                "1:\\D suit 2:overcall 3:preempt | 1 2 3 3 0 0 0");

  /* Removing a note removes its references; the later notes and theirs
   * are numbered down. */
  perform (history, board, brg_edit_remove_note (board, BRG_SECTION_AUCTION, 2));
  assert_notes (board, BRG_SECTION_AUCTION, "1:\\D suit 2:preempt | 1 0 2 2 0 0 0");

  /* Unreferring leaves the note. */
  perform (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 0, 0));
  assert_notes (board, BRG_SECTION_AUCTION, "1:\\D suit 2:preempt | 0 0 2 2 0 0 0");

  /* Editing a note while typing is one step, and keeps its comments. */
  {
    g_autofree char *before = NULL;
    g_autofree char *undone = NULL;

    perform (history, board, brg_edit_set_note_reveal (board, BRG_SECTION_AUCTION, 2,
                                                       BRG_REVEAL_AFTER_AUCTION));
    before = board_text (board);
    g_assert_true (brg_history_perform (history, brg_edit_set_note (board, BRG_SECTION_AUCTION,
                                                                    2, "p"), NULL));
    g_assert_true (brg_history_perform (history, brg_edit_set_note (board, BRG_SECTION_AUCTION,
                                                                    2, "pre"), NULL));
    g_assert_true (brg_history_perform (history, brg_edit_set_note (board, BRG_SECTION_AUCTION,
                                                                    2, "pre-empt"), NULL));
    g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (board), 2)->text, ==,
                     "pre-empt");
    g_assert_cmpint (brg_note_get_reveal (brg_auction_lookup_note (brg_board_get_auction (board),
                                                                   2)),
                     ==, BRG_REVEAL_AFTER_AUCTION);
    g_assert_true (brg_history_undo (history, NULL));
    undone = board_text (board);
    g_assert_cmpstr (undone, ==, before);
    g_assert_true (brg_history_redo (history, NULL));
    brg_history_end_merge (history);
  }

  perform_fails (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 0, 5));
  perform_fails (history, board, brg_edit_refer_to_note (board, BRG_SECTION_AUCTION, 9, 1));
  perform_fails (history, board, brg_edit_remove_note (board, BRG_SECTION_AUCTION, 5));
  perform_fails (history, board, brg_edit_set_note (board, BRG_SECTION_AUCTION, 33, "x"));
  perform_fails (history, board, brg_edit_set_note (board, BRG_SECTION_AUCTION, 0, "x"));
  perform_fails (history, board, brg_edit_set_note_reveal (board, BRG_SECTION_AUCTION, 7,
                                                           BRG_REVEAL_AFTER_PLAY));

  /* Play notes are the play's own (PBN §3.6.5). */
  perform (history, board, brg_edit_set_note (board, BRG_SECTION_PLAY,
                                              brg_board_get_new_note_index (board,
                                                                            BRG_SECTION_PLAY),
                                              "top of nothing"));
  perform (history, board, brg_edit_refer_to_note (board, BRG_SECTION_PLAY, 0, 1));
  assert_notes (board, BRG_SECTION_PLAY, "1:top of nothing | 1 0 0 0");
}

/* A file's numbers with gaps stay until renumbered; a reference to a
 * missing note stays one. */
static void
test_renumber (void)
{
  static const char text[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"" SPEC_DEAL "\"]\n"
    "[Auction \"N\"]\n1D =4= 1S =7= 3H =2= 4S =9=\n"
    "[Note \"7:overcall\"]\n[Note \"4:diamonds\"]\n[Note \"9:game\"]\n";
  g_autoptr (BrgEvent) event = core_test_read_pbn (text);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  assert_notes (board, BRG_SECTION_AUCTION, "7:overcall 4:diamonds 9:game | 4 7 2 9");
  perform (history, board, brg_edit_renumber_notes (board));
  assert_notes (board, BRG_SECTION_AUCTION, "1:diamonds 2:overcall 3:game | 1 2 4 3");

  /* Dense already: nothing to do, no change. */
  before = board_text (board);
  g_assert_true (brg_history_perform (history, brg_edit_renumber_notes (board), NULL));
  after = board_text (board);
  g_assert_cmpstr (after, ==, before);
}

static char *
comments_text (BrgBoard        *board,
               const BrgAnchor *anchor)
{
  g_autoptr (GPtrArray) comments = brg_board_dup_comments (board, anchor);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, i);

      g_string_append_printf (text, "%s%s%s", i > 0 ? "|" : "",
                              comment->kind == BRG_COMMENT_LINE ? ";" : "", comment->text);
    }
  return g_string_free (text, FALSE);
}

static void
assert_comments (BrgBoard      *board,
                 BrgAnchorKind  kind,
                 guint          position,
                 const char    *expected)
{
  BrgAnchor anchor = brg_anchor_make (kind, position);
  g_autofree char *text = comments_text (board, &anchor);

  g_assert_cmpstr (text, ==, expected);
}

/* PBN §3.8: commentary before the board, after the Auction and Play tags,
 * and after any call or card. */
static void
test_comments (void)
{
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (played, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  static const BrgAnchorKind kinds[] = {
    BRG_ANCHOR_BOARD, BRG_ANCHOR_AUCTION, BRG_ANCHOR_CALL, BRG_ANCHOR_PLAY, BRG_ANCHOR_CARD,
  };
  BrgAnchor anchor;
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      anchor = brg_anchor_make (kinds[i], 1);
      perform (history, board, brg_edit_insert_comment (board, &anchor, 0, "1!s then ♥A"));
    }
  assert_comments (board, BRG_ANCHOR_BOARD, 0, "1\\S then \\HA|Before");
  assert_comments (board, BRG_ANCHOR_AUCTION, 0, "1\\S then \\HA");
  assert_comments (board, BRG_ANCHOR_CALL, 1, "1\\S then \\HA");
  assert_comments (board, BRG_ANCHOR_PLAY, 0, "1\\S then \\HA");
  assert_comments (board, BRG_ANCHOR_CARD, 1, "1\\S then \\HA");
  text = board_text (board);
  g_assert_nonnull (strstr (text, "{1\\S then \\HA}\n{Before}\n[Event"));
  g_assert_nonnull (strstr (text, "[Auction \"N\"]\n{1\\S then \\HA}\n1D 1S {1\\S then \\HA}"));
  g_assert_nonnull (strstr (text, "[Play \"S\"]\n{1\\S then \\HA}\nD3 D2 {1\\S then \\HA}"));

  /* A second comment at the same place, after the first. */
  anchor = brg_anchor_make (BRG_ANCHOR_CALL, 1);
  perform (history, board, brg_edit_insert_comment (board, &anchor, 1, "Second paragraph.\n\n"
                                                    "Third."));
  assert_comments (board, BRG_ANCHOR_CALL, 1, "1\\S then \\HA|Second paragraph.\n\nThird.");

  /* Typing is one step. */
  {
    g_autofree char *before = board_text (board);
    g_autofree char *undone = NULL;

    g_assert_true (brg_history_perform (history,
                                        brg_edit_set_comment_text (board, &anchor, 0, "A"),
                                        NULL));
    g_assert_true (brg_history_perform (history,
                                        brg_edit_set_comment_text (board, &anchor, 0, "A !c"),
                                        NULL));
    assert_comments (board, BRG_ANCHOR_CALL, 1, "A \\C|Second paragraph.\n\nThird.");
    g_assert_true (brg_history_undo (history, NULL));
    undone = board_text (board);
    g_assert_cmpstr (undone, ==, before);
    g_assert_true (brg_history_redo (history, NULL));
    brg_history_end_merge (history);
  }

  /* A mark stays when the text changes. */
  perform (history, board, brg_edit_set_comment_reveal (board, &anchor, 0,
                                                        BRG_REVEAL_AFTER_PLAY));
  assert_comments (board, BRG_ANCHOR_CALL, 1, "[%reveal play] A \\C|Second paragraph.\n\nThird.");
  perform (history, board, brg_edit_set_comment_text (board, &anchor, 0, "The answer"));
  assert_comments (board, BRG_ANCHOR_CALL, 1, "[%reveal play] The answer|Second paragraph.\n\n"
                   "Third.");
  perform (history, board, brg_edit_set_comment_text (board, &anchor, 0,
                                                      "[%reveal auction] The answer"));
  perform (history, board, brg_edit_set_comment_reveal (board, &anchor, 0,
                                                        BRG_REVEAL_ALWAYS));
  assert_comments (board, BRG_ANCHOR_CALL, 1, "The answer|Second paragraph.\n\nThird.");

  perform (history, board, brg_edit_remove_comment (board, &anchor, 1));
  assert_comments (board, BRG_ANCHOR_CALL, 1, "The answer");

  /* Places and comments that are not there. */
  perform_fails (history, board, brg_edit_remove_comment (board, &anchor, 1));
  perform_fails (history, board, brg_edit_insert_comment (board, &anchor, 2, "x"));
  anchor = brg_anchor_make (BRG_ANCHOR_CARD, 4);
  perform_fails (history, board, brg_edit_insert_comment (board, &anchor, 0, "x"));
}

/* A `;` comment given several lines becomes a `{…}` one (PBN §3.8). */
static void
test_line_comment (void)
{
  static const char text[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Auction \"N\"]\n1D ; a line\n"
    "%escaped\n";
  g_autoptr (BrgEvent) event = core_test_read_pbn (text);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autoptr (BrgHistory) history = brg_history_new ();
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 0);
  g_autoptr (GPtrArray) comments = NULL;

  perform (history, board, brg_edit_set_comment_text (board, &anchor, 0, " one line"));
  assert_comments (board, BRG_ANCHOR_CALL, 0, "; one line|escaped");
  perform (history, board, brg_edit_set_comment_text (board, &anchor, 0, "two\nlines"));
  assert_comments (board, BRG_ANCHOR_CALL, 0, "two\nlines|escaped");

  /* An escape line is kept where it stands but takes no mark. */
  comments = brg_board_dup_comments (board, &anchor);
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (comments, 1))->kind, ==,
                   BRG_COMMENT_ESCAPE);
  perform_fails (history, board, brg_edit_set_comment_reveal (board, &anchor, 1,
                                                              BRG_REVEAL_AFTER_AUCTION));
}

/* Typing the same note of two boards is two steps. */
static void
test_merge_boards (void)
{
  g_autoptr (BrgEvent) one = NULL;
  g_autoptr (BrgEvent) two = NULL;
  BrgBoard *first = read_board (played, &one);
  BrgBoard *second = read_board (played, &two);
  g_autoptr (BrgHistory) history = brg_history_new ();

  g_assert_true (brg_history_perform (history, brg_edit_set_note (first, BRG_SECTION_AUCTION,
                                                                  1, "a"), NULL));
  g_assert_true (brg_history_perform (history, brg_edit_set_note (second, BRG_SECTION_AUCTION,
                                                                  1, "ab"), NULL));
  g_assert_true (brg_history_perform (history, brg_edit_set_alert (first, 0, "x"), NULL));
  g_assert_true (brg_history_perform (history, brg_edit_set_alert (second, 0, "xy"), NULL));
  for (guint i = 0; i < 4; i++)
    g_assert_true (brg_history_undo (history, NULL));
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_cmpuint (brg_auction_get_n_notes (brg_board_get_auction (first)), ==, 0);
}

/* Without an auction or play there is nothing to annotate. */
static void
test_missing_sections (void)
{
  g_autoptr (BrgBoard) board = brg_board_new_numbered (3);
  g_autoptr (BrgHistory) history = brg_history_new ();
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_AUCTION, 0);

  g_assert_cmpuint (brg_board_get_new_note_index (board, BRG_SECTION_PLAY), ==, 1);
  perform_fails (history, board, brg_edit_set_note (board, BRG_SECTION_PLAY, 1, "x"));
  perform_fails (history, board, brg_edit_set_nag (board, BRG_SECTION_AUCTION, 0, 1, TRUE));
  perform_fails (history, board, brg_edit_insert_comment (board, &anchor, 0, "x"));
  /* Nothing to renumber is no error. */
  g_assert_true (brg_history_perform (history, brg_edit_renumber_notes (board), NULL));
  anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);
  perform (history, board, brg_edit_insert_comment (board, &anchor, 0, "Lesson 3"));
  assert_comments (board, BRG_ANCHOR_BOARD, 0, "Lesson 3");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/annotation-edits/nags", test_nags);
  g_test_add_func ("/core/annotation-edits/notes", test_notes);
  g_test_add_func ("/core/annotation-edits/renumber", test_renumber);
  g_test_add_func ("/core/annotation-edits/comments", test_comments);
  g_test_add_func ("/core/annotation-edits/line-comment", test_line_comment);
  g_test_add_func ("/core/annotation-edits/missing-sections", test_missing_sections);
  g_test_add_func ("/core/annotation-edits/merge-boards", test_merge_boards);

  return g_test_run ();
}
