/* test-annotation-roundtrip.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each kind of annotation made by the editing commands, saved as PBN and
 * as RBN and read again: what PBN keeps comes back the same, and what RBN
 * cannot hold is moved or dropped with the warning the mapping documents
 * (docs/rbn-pbn-mapping.md).
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

/* 4S by East; South has led and the first trick is complete. */
static const char base[] =
  "[Event \"Lesson\"]\n[Site \"?\"]\n[Date \"2026.01.10\"]\n[Board \"1\"]\n"
  "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n"
  "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"" SPEC_DEAL "\"]\n"
  "[Scoring \"?\"]\n[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"?\"]\n"
  "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n"
  "[Play \"S\"]\nD3 D2 DA DT\n";

typedef struct
{
  BrgEvent   *event;
  BrgBoard   *board;
  BrgHistory *history;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->event = core_test_read_pbn (base);
  fixture->board = brg_event_get_board (fixture->event, 0);
  fixture->history = brg_history_new ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->history);
  g_clear_object (&fixture->event);
}

static void
perform (Fixture    *fixture,
         BrgCommand *command)
{
  core_test_perform (fixture->history, command);
  brg_history_end_merge (fixture->history);
}

/* Saves @board alone as PBN and reads it back; the board written again is
 * the same text. */
static BrgBoard *
through_pbn (BrgBoard  *board,
             BrgEvent **again)
{
  g_autoptr (BrgEvent) event = brg_event_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GPtrArray) diagnostics = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = brg_pbn_write_board (board);
  g_autofree char *after = NULL;
  BrgBoard *read;

  brg_event_append (event, board);
  bytes = brg_pbn_write_bytes (event, NULL);
  *again = brg_pbn_read_bytes (bytes, &diagnostics, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (*again), ==, 1);
  read = brg_event_get_board (*again, 0);
  after = brg_pbn_write_board (read);
  g_assert_cmpstr (after, ==, before);
  return read;
}

/* Saves @board alone as RBN and reads it back; @warnings gets the
 * writer's diagnostics. */
static BrgBoard *
through_rbn (BrgBoard   *board,
             BrgEvent  **again,
             GPtrArray **warnings)
{
  g_autoptr (BrgEvent) event = brg_event_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GPtrArray) diagnostics = NULL;
  g_autoptr (GError) error = NULL;

  brg_event_append (event, board);
  bytes = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, warnings);
  *again = brg_rbn_read_bytes (bytes, &diagnostics, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (*again), ==, 1);
  return brg_event_get_board (*again, 0);
}

static gboolean
has_warning (GPtrArray  *diagnostics,
             const char *text)
{
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      if (g_strcmp0 (diagnostic->code, "rbn-approximated") == 0
          && strstr (diagnostic->message, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

static const BrgAnnotation *
annotation_of (BrgBoard      *board,
               BrgSectionKind section,
               guint          position)
{
  if (section == BRG_SECTION_AUCTION)
    return brg_auction_get_annotation (brg_board_get_auction (board), position);
  return brg_play_get_annotation (brg_board_get_play (board), position);
}

static gboolean
has_nag (BrgBoard      *board,
         BrgSectionKind section,
         guint          position,
         guint          nag)
{
  return brg_annotation_has_effective_nag (annotation_of (board, section, position), nag,
                                           section);
}

static char *
comments_at (BrgBoard      *board,
             BrgAnchorKind  kind,
             guint          position)
{
  BrgAnchor anchor = brg_anchor_make (kind, position);
  g_autoptr (GPtrArray) comments = brg_board_dup_comments (board, &anchor);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < comments->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "|" : "",
                            ((BrgComment *) g_ptr_array_index (comments, i))->text);
  return g_string_free (text, FALSE);
}

static void
assert_comments (BrgBoard      *board,
                 BrgAnchorKind  kind,
                 guint          position,
                 const char    *expected)
{
  g_autofree char *text = comments_at (board, kind, position);

  g_assert_cmpstr (text, ==, expected);
}

/* PBN §3.7: NAGs on a call; RBN has notation for the six suffixes only. */
static void
test_nag_on_call (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;

  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_AUCTION, 2, 13, TRUE));
  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_AUCTION, 2, 200, TRUE));

  again = through_pbn (fixture->board, &pbn);
  g_assert_true (has_nag (again, BRG_SECTION_AUCTION, 2, 13));
  g_assert_true (has_nag (again, BRG_SECTION_AUCTION, 2, 200));

  again = through_rbn (fixture->board, &rbn, &warnings);
  g_assert_false (has_nag (again, BRG_SECTION_AUCTION, 2, 13));
  g_assert_true (has_warning (warnings, "NAG $13"));
  g_assert_true (has_warning (warnings, "NAG $200"));
}

/* PBN §3.7: NAGs on a card. */
static void
test_nag_on_card (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;

  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_PLAY, 1, 14, TRUE));
  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_PLAY, 1, 42, TRUE));

  again = through_pbn (fixture->board, &pbn);
  g_assert_true (has_nag (again, BRG_SECTION_PLAY, 1, 14));
  g_assert_true (has_nag (again, BRG_SECTION_PLAY, 1, 42));

  again = through_rbn (fixture->board, &rbn, &warnings);
  g_assert_false (has_nag (again, BRG_SECTION_PLAY, 1, 14));
  g_assert_true (has_warning (warnings, "NAG $14"));
}

/* PBN §3.5.3, §3.6.3: suffixes, which export format writes as $1–$12 and
 * RBN as the suffix itself. */
static void
test_suffixes (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  g_autofree char *text = NULL;
  BrgBoard *again;

  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_AUCTION, 1, 1, TRUE));
  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_AUCTION, 3, 6, TRUE));
  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_PLAY, 2, 9, TRUE));
  perform (fixture, brg_edit_set_nag (fixture->board, BRG_SECTION_PLAY, 3, 12, TRUE));
  text = brg_pbn_write_board (fixture->board);
  g_assert_nonnull (strstr (text, "1D 1S $1 3H 4S $6\n"));
  g_assert_nonnull (strstr (text, "D3 D2 DA $9 DT $12\n"));

  again = through_pbn (fixture->board, &pbn);
  g_assert_true (has_nag (again, BRG_SECTION_AUCTION, 1, 1));
  g_assert_true (has_nag (again, BRG_SECTION_AUCTION, 3, 6));
  g_assert_true (has_nag (again, BRG_SECTION_PLAY, 2, 9));
  g_assert_true (has_nag (again, BRG_SECTION_PLAY, 3, 12));

  again = through_rbn (fixture->board, &rbn, &warnings);
  g_assert_cmpint (annotation_of (again, BRG_SECTION_AUCTION, 1)->suffix, ==, BRG_SUFFIX_GOOD);
  g_assert_cmpint (annotation_of (again, BRG_SECTION_AUCTION, 3)->suffix, ==,
                   BRG_SUFFIX_QUESTIONABLE);
  g_assert_cmpint (annotation_of (again, BRG_SECTION_PLAY, 2)->suffix, ==,
                   BRG_SUFFIX_VERY_GOOD);
  g_assert_cmpint (annotation_of (again, BRG_SECTION_PLAY, 3)->suffix, ==,
                   BRG_SUFFIX_QUESTIONABLE);
  g_assert_false (has_warning (warnings, "NAG"));
}

static const char *
note_text (BrgBoard      *board,
           BrgSectionKind section,
           guint          position)
{
  const BrgAnnotation *annotation = annotation_of (board, section, position);
  const BrgNote *note;

  g_assert_nonnull (annotation);
  note = section == BRG_SECTION_AUCTION
           ? brg_auction_lookup_note (brg_board_get_auction (board), annotation->note)
           : brg_play_lookup_note (brg_board_get_play (board), annotation->note);
  g_assert_nonnull (note);
  return note->text;
}

/* PBN §3.5.4, §3.5.5; RBN notes 1–9 after A. */
static void
test_note_on_call (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;

  perform (fixture, brg_edit_set_note (fixture->board, BRG_SECTION_AUCTION, 1, "4+ !s"));
  perform (fixture, brg_edit_refer_to_note (fixture->board, BRG_SECTION_AUCTION, 1, 1));
  perform (fixture, brg_edit_set_note (fixture->board, BRG_SECTION_AUCTION, 2, "preempt"));
  perform (fixture, brg_edit_refer_to_note (fixture->board, BRG_SECTION_AUCTION, 2, 2));

  again = through_pbn (fixture->board, &pbn);
  g_assert_cmpstr (note_text (again, BRG_SECTION_AUCTION, 1), ==, "4+ \\S");
  g_assert_cmpstr (note_text (again, BRG_SECTION_AUCTION, 2), ==, "preempt");

  again = through_rbn (fixture->board, &rbn, &warnings);
  g_assert_cmpstr (note_text (again, BRG_SECTION_AUCTION, 1), ==, "4+ \\S");
  g_assert_cmpstr (note_text (again, BRG_SECTION_AUCTION, 2), ==, "preempt");
  g_assert_cmpuint (core_test_count_severity (warnings, BRG_SEVERITY_WARNING), ==, 0);
}

/* PBN §3.6.4, §3.6.5; RBN notes 1–9 after P. */
static void
test_note_on_card (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;

  perform (fixture, brg_edit_set_note (fixture->board, BRG_SECTION_PLAY, 1, "top of nothing"));
  perform (fixture, brg_edit_refer_to_note (fixture->board, BRG_SECTION_PLAY, 0, 1));

  again = through_pbn (fixture->board, &pbn);
  g_assert_cmpstr (note_text (again, BRG_SECTION_PLAY, 0), ==, "top of nothing");

  again = through_rbn (fixture->board, &rbn, &warnings);
  g_assert_cmpstr (note_text (again, BRG_SECTION_PLAY, 0), ==, "top of nothing");
  g_assert_cmpuint (core_test_count_severity (warnings, BRG_SEVERITY_WARNING), ==, 0);
}

/* An alert made in the bidding box is a note of its call. */
static void
test_alert (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr (BrgBoard) board = brg_board_new_numbered (1);
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;
  BrgCall call;

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  g_assert_true (brg_call_from_input ("1NT", &call));
  perform (fixture, brg_edit_make_call (board, call, BRG_CALL_FLAGS_NONE, NULL));
  perform (fixture, brg_edit_make_call (board, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE, NULL));
  g_assert_true (brg_call_from_input ("2D", &call));
  perform (fixture, brg_edit_make_call (board, call, BRG_CALL_FLAGS_NONE, "transfer to ♥"));

  again = through_pbn (board, &pbn);
  g_assert_cmpstr (note_text (again, BRG_SECTION_AUCTION, 2), ==, "transfer to \\H");

  again = through_rbn (board, &rbn, &warnings);
  g_assert_cmpstr (note_text (again, BRG_SECTION_AUCTION, 2), ==, "transfer to \\H");
}

/* PBN §3.8: commentary at every place; RBN keeps free text after a label,
 * so commentary after a call or card moves there, with a warning. */
static void
test_commentary (Fixture       *fixture,
                 gconstpointer  data)
{
  static const BrgAnchorKind kinds[] = {
    BRG_ANCHOR_BOARD, BRG_ANCHOR_AUCTION, BRG_ANCHOR_CALL, BRG_ANCHOR_PLAY, BRG_ANCHOR_CARD,
  };
  static const char *texts[] = {
    "Before the board", "Before the auction", "After 1S", "Before the lead", "After D2",
  };
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      BrgAnchor anchor = brg_anchor_make (kinds[i], 1);

      perform (fixture, brg_edit_insert_comment (fixture->board, &anchor, 0, texts[i]));
    }

  again = through_pbn (fixture->board, &pbn);
  assert_comments (again, BRG_ANCHOR_BOARD, 0, "Before the board");
  assert_comments (again, BRG_ANCHOR_AUCTION, 0, "Before the auction");
  assert_comments (again, BRG_ANCHOR_CALL, 1, "After 1S");
  assert_comments (again, BRG_ANCHOR_PLAY, 0, "Before the lead");
  assert_comments (again, BRG_ANCHOR_CARD, 1, "After D2");

  again = through_rbn (fixture->board, &rbn, &warnings);
  assert_comments (again, BRG_ANCHOR_BOARD, 0, "Before the board");
  assert_comments (again, BRG_ANCHOR_AUCTION, 0, "Before the auction|After 1S");
  assert_comments (again, BRG_ANCHOR_CALL, 1, "");
  assert_comments (again, BRG_ANCHOR_PLAY, 0, "Before the lead|After D2");
  assert_comments (again, BRG_ANCHOR_CARD, 1, "");
  g_assert_true (has_warning (warnings, "moved to free text"));
}

/* Paragraphs survive: PBN keeps the line breaks of a brace comment; RBN
 * writes them as `|`, which it reads as line breaks. */
static void
test_paragraphs (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_AUCTION, 0);
  BrgBoard *again;

  perform (fixture, brg_edit_insert_comment (fixture->board, &anchor, 0,
                                             "First paragraph.\n\nSecond, with !h."));
  /* Export format ends lines with CR LF (PBN §2.2), and the reader gives a
   * comment's lines LF again, whatever the file has. */
  again = through_pbn (fixture->board, &pbn);
  assert_comments (again, BRG_ANCHOR_AUCTION, 0, "First paragraph.\n\nSecond, with \\H.");
  again = through_rbn (fixture->board, &rbn, &warnings);
  assert_comments (again, BRG_ANCHOR_AUCTION, 0, "First paragraph.\n\nSecond, with \\H.");
}

/* The reveal marks are PGN supplement commands in the commentary, which
 * PBN keeps as it is; RBN keeps a comment's, and a note's comment moves to
 * free text like any note comment. */
static void
test_reveal_marks (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgAnchor call = brg_anchor_make (BRG_ANCHOR_CALL, 3);
  BrgAnchor card = brg_anchor_make (BRG_ANCHOR_PLAY, 0);
  BrgBoard *again;
  g_autofree char *text = NULL;

  perform (fixture, brg_edit_insert_comment (fixture->board, &call, 0, "4\\S is the answer"));
  perform (fixture, brg_edit_set_comment_reveal (fixture->board, &call, 0,
                                                 BRG_REVEAL_AFTER_AUCTION));
  perform (fixture, brg_edit_insert_comment (fixture->board, &card, 0, "Lead a \\D"));
  perform (fixture, brg_edit_set_comment_reveal (fixture->board, &card, 0,
                                                 BRG_REVEAL_AFTER_PLAY));
  perform (fixture, brg_edit_set_note (fixture->board, BRG_SECTION_AUCTION, 1, "game try"));
  perform (fixture, brg_edit_refer_to_note (fixture->board, BRG_SECTION_AUCTION, 2, 1));
  perform (fixture, brg_edit_set_note_reveal (fixture->board, BRG_SECTION_AUCTION, 1,
                                              BRG_REVEAL_AFTER_PLAY));
  text = brg_pbn_write_board (fixture->board);
  g_assert_nonnull (strstr (text, "4S {[%reveal auction] 4\\S is the answer}"));
  g_assert_nonnull (strstr (text, "[Note \"1:game try\"]\n{[%reveal play]}\n"));

  again = through_pbn (fixture->board, &pbn);
  {
    g_autoptr (GPtrArray) comments = brg_board_dup_comments (again, &call);

    g_assert_cmpint (brg_comment_get_reveal (g_ptr_array_index (comments, 0)), ==,
                     BRG_REVEAL_AFTER_AUCTION);
  }
  {
    g_autoptr (GPtrArray) comments = brg_board_dup_comments (again, &card);

    g_assert_cmpint (brg_comment_get_reveal (g_ptr_array_index (comments, 0)), ==,
                     BRG_REVEAL_AFTER_PLAY);
  }
  g_assert_cmpint (brg_note_get_reveal (brg_auction_lookup_note (brg_board_get_auction (again),
                                                                 1)),
                   ==, BRG_REVEAL_AFTER_PLAY);

  again = through_rbn (fixture->board, &rbn, &warnings);
  assert_comments (again, BRG_ANCHOR_AUCTION, 0,
                   "[%reveal auction] 4\\S is the answer|[%reveal play]");
  assert_comments (again, BRG_ANCHOR_PLAY, 0, "[%reveal play] Lead a \\D");
  g_assert_cmpint (brg_note_get_reveal (brg_auction_lookup_note (brg_board_get_auction (again),
                                                                 1)),
                   ==, BRG_REVEAL_ALWAYS);
  g_assert_true (has_warning (warnings, "moved to free text"));
}

/* PBN §3.6: a claim ends the play with `*`, the Result tag giving
 * declarer's tricks; RBN's P stops and R gives them. */
static void
test_claim (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr (BrgEvent) pbn = NULL;
  g_autoptr (BrgEvent) rbn = NULL;
  g_autoptr (GPtrArray) warnings = NULL;
  BrgBoard *again;
  BrgPlay *play;
  BrgCard card;

  g_assert_true (brg_card_from_input ("DK", &card));
  perform (fixture, brg_edit_make_play (fixture->board, BRG_SEAT_NONE, card,
                                        BRG_PLAY_FLAGS_NONE));
  perform (fixture, brg_edit_claim (fixture->board, 9));
  g_assert_cmpstr (brg_board_get_tag (fixture->board, "Result"), ==, "9");

  again = through_pbn (fixture->board, &pbn);
  play = brg_board_get_play (again);
  g_assert_cmpint (brg_play_get_claim (play), ==, 9);
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_STOP);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 5);
  g_assert_cmpint (brg_board_get_declarer_tricks (again), ==, 9);

  again = through_rbn (fixture->board, &rbn, &warnings);
  play = brg_board_get_play (again);
  g_assert_cmpint (brg_play_get_claim (play), ==, 9);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 5);
  g_assert_cmpstr (brg_board_get_tag (again, "Result"), ==, "9");
  g_assert_cmpuint (core_test_count_severity (warnings, BRG_SEVERITY_WARNING), ==, 0);
}

/* A play that stops with `*` but gives no Result, or one that cannot be
 * reached, is no claim; nor a `*` play without cards, as hand records
 * write it. */
static void
test_not_a_claim (void)
{
  static const char *texts[] = {
    "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"?\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n[Play \"S\"]\nD3 D2 DA DT\n*\n",
    "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"13\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n[Play \"S\"]\nD3 D2 DA DT\n*\n",
    "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"^10\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n[Play \"S\"]\nD3 D2 DA DT\n*\n",
    "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"10\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n[Play \"S\"]\nD3 D2 DA DT\n",
    "[Declarer \"E\"]\n[Contract \"4S\"]\n[Result \"10\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n[Play \"S\"]\n*\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *text = g_strconcat ("[Board \"1\"]\n[Dealer \"N\"]\n"
                                           "[Deal \"" SPEC_DEAL "\"]\n", texts[i], NULL);
      g_autoptr (BrgEvent) event = NULL;
      g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
      BrgPlay *play;

      event = brg_pbn_read_bytes (bytes, NULL, NULL);
      play = brg_board_get_play (brg_event_get_board (event, 0));
      g_assert_cmpint (brg_play_get_claim (play), ==, -1);
      /* Without `*` the Result of an unfinished play counts the tricks
       * played (PBN §3.4.15), so the reader does not ask. */
      if (strstr (texts[i], "*") != NULL)
        g_assert_false (brg_board_read_claim (brg_event_get_board (event, 0)));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/core/annotation-roundtrip/" path, Fixture, NULL, \
              fixture_set_up, func, fixture_tear_down)

  ADD ("nag-on-call", test_nag_on_call);
  ADD ("nag-on-card", test_nag_on_card);
  ADD ("suffixes", test_suffixes);
  ADD ("note-on-call", test_note_on_call);
  ADD ("note-on-card", test_note_on_card);
  ADD ("alert", test_alert);
  ADD ("commentary", test_commentary);
  ADD ("paragraphs", test_paragraphs);
  ADD ("reveal-marks", test_reveal_marks);
  ADD ("claim", test_claim);
  g_test_add_func ("/core/annotation-roundtrip/not-a-claim", test_not_a_claim);

#undef ADD

  return g_test_run ();
}
