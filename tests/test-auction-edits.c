/* test-auction-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bidding box's core: the legal calls, calls made, taken back and
 * edited in the middle, alerts, irregularities, and the Contract and
 * Declarer tags that follow the auction. Every edit is undone and redone
 * and the board compared, as PBN text, with what it was.
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* The deal of the example game of PBN §1.2. */
#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

static BrgCall
call (const char *text)
{
  BrgCall value;

  g_assert_true (brg_call_from_input (text, &value));
  return value;
}

static BrgBoard *
new_board (void)
{
  BrgBoard *board = brg_board_new_numbered (1);

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  return board;
}

static char *
board_text (BrgBoard *board)
{
  return brg_pbn_write_board (board);
}

/* Undoes the last step, checks the board is @before, redoes it and checks
 * the board is as it was after. */
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

/* Makes each call of @calls as one step, checking each step's undo. */
static void
make_calls (BrgHistory *history,
            BrgBoard   *board,
            const char *calls)
{
  g_auto (GStrv) tokens = g_strsplit (calls, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autofree char *before = board_text (board);

      core_test_perform (history, brg_edit_make_call (board, call (tokens[i]), BRG_CALL_FLAGS_NONE,
                                                      NULL));
      check_undo_redo (history, board, before);
    }
}

static char *
calls_text (BrgAuction *auction)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; auction != NULL && i < brg_auction_get_n_calls (auction); i++)
    {
      BrgCallFlags flags = brg_auction_get_call_flags (auction, i);
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

      if (i > 0)
        g_string_append_c (text, ' ');
      if (flags & BRG_CALL_FLAGS_SKIPPED)
        g_string_append (text, "^S");
      else
        g_string_append_printf (text, "%s%s", (flags & BRG_CALL_FLAGS_INSUFFICIENT) ? "^I" : "",
                                brg_call_to_pbn (brg_auction_get_call (auction, i)));
      if (annotation != NULL && annotation->note != 0)
        g_string_append_printf (text, "=%u=", annotation->note);
    }
  return g_string_free (text, FALSE);
}

static void
assert_calls (BrgBoard   *board,
              const char *expected)
{
  g_autofree char *text = calls_text (brg_board_get_auction (board));

  g_assert_cmpstr (text, ==, expected);
}

static char *
set_text (BrgCallSet set)
{
  GString *text = g_string_new (NULL);

  for (BrgCall c = 0; BRG_CALL_IS_VALID (c); c++)
    if (brg_call_set_contains (set, c))
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", brg_call_to_pbn (c));
  return g_string_free (text, FALSE);
}

static void
assert_legal (BrgBoard     *board,
              BrgCallFlags  flags,
              const char   *expected)
{
  g_autofree char *text = set_text (brg_board_get_legal_calls (board, flags));

  g_assert_cmpstr (text, ==, expected);
}

static const char all_bids[] =
  "1C 1D 1H 1S 1NT 2C 2D 2H 2S 2NT 3C 3D 3H 3S 3NT 4C 4D 4H 4S 4NT "
  "5C 5D 5H 5S 5NT 6C 6D 6H 6S 6NT 7C 7D 7H 7S 7NT";

static void
test_input (void)
{
  static const struct { const char *text; const char *call; } calls[] = {
    { "1S", "1S" }, { "1s", "1S" }, { " 2n ", "2NT" }, { "2NT", "2NT" }, { "3♥", "3H" },
    { "p", "Pass" }, { "Pass", "Pass" }, { "x", "X" }, { "dbl", "X" }, { "xx", "XX" },
    { "R", "XX" }, { "7nt", "7NT" },
  };
  static const char *not_calls[] = { "", "8S", "0C", "1", "1Z", "XXX", "1 S S", "é" };
  static const struct { const char *text; const char *card; } cards[] = {
    { "SA", "SA" }, { "ht", "HT" }, { "h10", "HT" }, { "10h", "HT" }, { "♠Q", "SQ" },
    { "2c", "C2" }, { " d k ", "DK" },
  };
  static const char *not_cards[] = { "", "S", "S1", "S11", "ZA", "SAK", "♠", "1S0" };

  for (guint i = 0; i < G_N_ELEMENTS (calls); i++)
    {
      BrgCall value;

      g_assert_true (brg_call_from_input (calls[i].text, &value));
      g_assert_cmpstr (brg_call_to_pbn (value), ==, calls[i].call);
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_calls); i++)
    {
      BrgCall value;

      g_assert_false (brg_call_from_input (not_calls[i], &value));
    }
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      g_autofree char *text = NULL;
      BrgCard value;

      g_assert_true (brg_card_from_input (cards[i].text, &value));
      text = brg_card_to_pbn (value);
      g_assert_cmpstr (text, ==, cards[i].card);
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_cards); i++)
    {
      BrgCard value;

      g_assert_false (brg_card_from_input (not_cards[i], &value));
    }
}

/* The bidding box enables what the laws allow (PBN §3.5.1), and as
 * irregularities the insufficient bids (PBN §3.9 A). */
static void
test_legal_calls (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *expected = g_strconcat ("Pass ", all_bids, NULL);

  /* No auction yet: the dealer's choice. */
  g_assert_cmpint (brg_board_get_next_caller (board), ==, BRG_SEAT_NORTH);
  assert_legal (board, BRG_CALL_FLAGS_NONE, expected);
  assert_legal (board, BRG_CALL_FLAGS_INSUFFICIENT, "");

  make_calls (history, board, "1S");
  g_assert_cmpint (brg_board_get_next_caller (board), ==, BRG_SEAT_EAST);
  assert_legal (board, BRG_CALL_FLAGS_NONE, "Pass X 1NT 2C 2D 2H 2S 2NT 3C 3D 3H 3S 3NT "
                "4C 4D 4H 4S 4NT 5C 5D 5H 5S 5NT 6C 6D 6H 6S 6NT 7C 7D 7H 7S 7NT");
  assert_legal (board, BRG_CALL_FLAGS_INSUFFICIENT, "1C 1D 1H 1S");

  make_calls (history, board, "X");
  assert_legal (board, BRG_CALL_FLAGS_NONE, "Pass XX 1NT 2C 2D 2H 2S 2NT 3C 3D 3H 3S 3NT "
                "4C 4D 4H 4S 4NT 5C 5D 5H 5S 5NT 6C 6D 6H 6S 6NT 7C 7D 7H 7S 7NT");
  make_calls (history, board, "7NT P");
  /* North may not double partner's 7NT; East may. */
  assert_legal (board, BRG_CALL_FLAGS_NONE, "Pass");
  make_calls (history, board, "P");
  assert_legal (board, BRG_CALL_FLAGS_NONE, "Pass X");
  make_calls (history, board, "P");
  assert_legal (board, BRG_CALL_FLAGS_NONE, "");
  g_assert_cmpint (brg_board_get_next_caller (board), ==, BRG_SEAT_NONE);

  /* Without a dealer nobody may call. */
  {
    g_autoptr (BrgBoard) bare = brg_board_new ();

    assert_legal (bare, BRG_CALL_FLAGS_NONE, "");
    g_assert_cmpint (brg_board_get_next_caller (bare), ==, BRG_SEAT_NONE);
  }
}

/* A board gets its auction with the first call; undo takes it away with
 * its tag, and each call is one step. */
static void
test_make_call (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *start = board_text (board);
  BrgAuction *auction;

  make_calls (history, board, "1D 1S 3H 4S P P P");
  auction = brg_board_get_auction (board);
  g_assert_nonnull (auction);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_cmpstr (brg_board_get_tag (board, "Auction"), ==, "N");
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Call");

  /* The tags follow the auction: 4S by East, who bid spades first. */
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "4S");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "E");

  /* No call after the end. */
  core_test_perform_fails (history, brg_edit_make_call (board, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE,
                                                        NULL),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_AUCTION_COMPLETE);

  /* Taking back the last pass: the tags are unknown again. */
  core_test_perform (history, brg_edit_take_back_call (board));
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Take back call");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "?");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "?");
  assert_calls (board, "1D 1S 3H 4S Pass Pass");

  /* Undo to the start: no auction, no Auction tag, no Contract tag. */
  while (brg_history_undo (history, NULL))
    ;
  g_assert_null (brg_board_get_auction (board));
  {
    g_autofree char *text = board_text (board);

    g_assert_cmpstr (text, ==, start);
  }

  /* Redo brings back the same auction object each time it is needed. */
  g_assert_true (brg_history_redo (history, NULL));
  auction = brg_board_get_auction (board);
  g_assert_true (brg_history_redo (history, NULL));
  g_assert_true (brg_board_get_auction (board) == auction);
  assert_calls (board, "1D 1S");
}

static void
test_make_call_illegal (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  make_calls (history, board, "1S");
  before = board_text (board);
  core_test_perform_fails (history, brg_edit_make_call (board, call ("1H"), BRG_CALL_FLAGS_NONE,
                                                        NULL),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  core_test_perform_fails (history, brg_edit_make_call (board, BRG_CALL_REDOUBLE,
                                                        BRG_CALL_FLAGS_NONE, NULL),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  after = board_text (board);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Call");

  /* A board without a dealer cannot start an auction. */
  {
    g_autoptr (BrgBoard) bare = brg_board_new ();

    core_test_perform_fails (history, brg_edit_make_call (bare, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE,
                                                          NULL),
                             BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
    g_assert_null (brg_board_get_auction (bare));
  }

  /* Nothing to take back. */
  {
    g_autoptr (BrgBoard) empty = new_board ();

    core_test_perform_fails (history, brg_edit_take_back_call (empty),
                             BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  }
}

/* PBN §3.9: an insufficient bid accepted (^I) and a call out of rotation
 * (^S for the skipped turn) stay possible on purpose. */
static void
test_irregular (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = NULL;

  make_calls (history, board, "1D");
  before = board_text (board);
  core_test_perform (history, brg_edit_make_call (board, call ("1C"), BRG_CALL_FLAGS_INSUFFICIENT,
                                                  NULL));
  check_undo_redo (history, board, before);
  g_clear_pointer (&before, g_free);
  before = board_text (board);
  core_test_perform (history, brg_edit_make_call (board, BRG_CALL_NONE, BRG_CALL_FLAGS_SKIPPED,
                                                  NULL));
  check_undo_redo (history, board, before);
  make_calls (history, board, "2D");
  assert_calls (board, "1D ^I1C ^S 2D");

  /* A sufficient bid cannot be marked insufficient. */
  core_test_perform_fails (history, brg_edit_make_call (board, call ("3D"),
                                                        BRG_CALL_FLAGS_INSUFFICIENT, NULL),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
}

/* An alert becomes a note of the call (PBN §3.5.4, §3.5.5). */
static void
test_alert (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = NULL;
  BrgAuction *auction;

  make_calls (history, board, "1NT P");
  before = board_text (board);
  core_test_perform (history, brg_edit_make_call (board, call ("2C"), BRG_CALL_FLAGS_NONE,
                                                  " Stayman "));
  check_undo_redo (history, board, before);
  auction = brg_board_get_auction (board);
  assert_calls (board, "1NT Pass 2C=1=");
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "Stayman");

  /* An empty alert is none. */
  core_test_perform (history, brg_edit_make_call (board, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE, "  "));
  core_test_perform (history, brg_edit_make_call (board, call ("2D"), BRG_CALL_FLAGS_NONE,
                                                  "no major"));
  assert_calls (board, "1NT Pass 2C=1= Pass 2D=2=");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 2);

  /* Taking back the call takes its note too. */
  g_clear_pointer (&before, g_free);
  before = board_text (board);
  core_test_perform (history, brg_edit_take_back_call (board));
  check_undo_redo (history, board, before);
  assert_calls (board, "1NT Pass 2C=1= Pass");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);
}

/* Editing an alert: its note's text changes while typing, as one step;
 * removing it removes the note. */
static void
test_set_alert (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = NULL;
  BrgAuction *auction;

  make_calls (history, board, "1NT P 2C P 2D");
  auction = brg_board_get_auction (board);
  before = board_text (board);
  core_test_perform (history, brg_edit_set_alert (board, 2, "S"));
  core_test_perform (history, brg_edit_set_alert (board, 2, "St"));
  core_test_perform (history, brg_edit_set_alert (board, 2, "Stayman"));
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "Stayman");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);
  /* One step for the whole word. */
  check_undo_redo (history, board, before);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Alert");

  /* A second alert is a second note; the first keeps its number. */
  brg_history_end_merge (history);
  core_test_perform (history, brg_edit_set_alert (board, 4, "no major"));
  assert_calls (board, "1NT Pass 2C=1= Pass 2D=2=");

  /* Removing the first alert removes its note; the other is numbered
   * again, with its reference. */
  g_clear_pointer (&before, g_free);
  before = board_text (board);
  core_test_perform (history, brg_edit_set_alert (board, 2, NULL));
  check_undo_redo (history, board, before);
  assert_calls (board, "1NT Pass 2C Pass 2D=1=");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "no major");

  /* No alert to remove: nothing changes. */
  g_clear_pointer (&before, g_free);
  before = board_text (board);
  core_test_perform (history, brg_edit_set_alert (board, 0, ""));
  check_undo_redo (history, board, before);

  /* A note two calls share is not rewritten for one of them. */
  {
    g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();

    annotation->note = 1;
    brg_auction_set_annotation (auction, 0, annotation);
    brg_history_end_merge (history);
    core_test_perform (history, brg_edit_set_alert (board, 0, "strong"));
    assert_calls (board, "1NT=2= Pass 2C Pass 2D=1=");
    g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "no major");
  }

  core_test_perform_fails (history, brg_edit_set_alert (board, 9, "x"),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
}

static void
assert_positions (GArray     *positions,
                  const char *expected)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < positions->len; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? " " : "", g_array_index (positions, guint, i));
  g_assert_cmpstr (text->str, ==, expected);
}

static void
change (BrgHistory   *history,
        BrgBoard     *board,
        BrgCallEdit   edit,
        guint         position,
        const char   *new_call,
        const char   *dropped)
{
  g_autofree char *before = board_text (board);
  g_autoptr (GArray) preview = NULL;
  g_autoptr (GError) error = NULL;
  BrgCall value = new_call != NULL ? call (new_call) : BRG_CALL_NONE;

  preview = brg_auction_preview_edit (brg_board_get_auction (board), edit, position, value,
                                      BRG_CALL_FLAGS_NONE, &error);
  g_assert_no_error (error);
  assert_positions (preview, dropped);
  {
    /* The preview changed nothing. */
    g_autofree char *now = board_text (board);

    g_assert_cmpstr (now, ==, before);
  }
  core_test_perform (history, brg_edit_change_call (board, edit, position, value,
                                                    BRG_CALL_FLAGS_NONE));
  check_undo_redo (history, board, before);
}

/* An auction edited in the middle: the later calls are made again while
 * they are legal, and those that are not are reported, not dropped
 * silently. */
static void
test_change_call (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (GArray) preview = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  BrgAuction *auction;

  make_calls (history, board, "1C P 1H P 2H P P P");
  auction = brg_board_get_auction (board);
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "S");

  /* South bids 1S instead of 1H: North's 2H is still legal, and now
   * North declares hearts. */
  change (history, board, BRG_CALL_EDIT_REPLACE, 2, "1S", "");
  assert_calls (board, "1C Pass 1S Pass 2H Pass Pass Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "2H");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "N");

  /* East doubles 1C: every later call moves to the next seat. */
  change (history, board, BRG_CALL_EDIT_INSERT, 1, "X", "");
  assert_calls (board, "1C X Pass 1S Pass 2H Pass Pass Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "E");

  /* Deleting it puts them back. */
  change (history, board, BRG_CALL_EDIT_DELETE, 1, NULL, "");
  assert_calls (board, "1C Pass 1S Pass 2H Pass Pass Pass");

  /* North opens 3NT: 1S is now insufficient, so it and all after it go. */
  change (history, board, BRG_CALL_EDIT_REPLACE, 0, "3NT", "2 3 4 5 6 7");
  assert_calls (board, "3NT Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "?");

  /* An insert at the end is a call at the end. */
  change (history, board, BRG_CALL_EDIT_INSERT, 2, "4S", "");
  assert_calls (board, "3NT Pass 4S");

  /* A pass that ends the auction early drops the rest. */
  brg_history_undo (history, NULL);
  brg_history_undo (history, NULL);
  assert_calls (board, "1C Pass 1S Pass 2H Pass Pass Pass");
  change (history, board, BRG_CALL_EDIT_REPLACE, 4, "P", "6 7");
  assert_calls (board, "1C Pass 1S Pass Pass Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "1S");

  /* The new call itself must be legal: the edit then fails whole. */
  preview = brg_auction_preview_edit (auction, BRG_CALL_EDIT_REPLACE, 2, BRG_CALL_DOUBLE,
                                      BRG_CALL_FLAGS_NONE, &error);
  g_assert_null (preview);
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  g_clear_error (&error);
  before = board_text (board);
  core_test_perform_fails (history, brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 2,
                                                          BRG_CALL_DOUBLE, BRG_CALL_FLAGS_NONE),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  core_test_perform_fails (history, brg_edit_change_call (board, BRG_CALL_EDIT_DELETE, 6,
                                                          BRG_CALL_NONE, BRG_CALL_FLAGS_NONE),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  preview = brg_auction_preview_edit (auction, BRG_CALL_EDIT_INSERT, 7, BRG_CALL_PASS,
                                      BRG_CALL_FLAGS_NONE, &error);
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  {
    g_autofree char *after = board_text (board);

    g_assert_cmpstr (after, ==, before);
  }
}

/* The annotations and notes travel with their calls; a note only dropped
 * calls referred to goes, the others are numbered again. */
static void
test_change_keeps_annotations (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  BrgAuction *auction;

  make_calls (history, board, "1C");
  core_test_perform (history, brg_edit_make_call (board, call ("1H"), BRG_CALL_FLAGS_NONE,
                                                  "hearts"));
  core_test_perform (history, brg_edit_make_call (board, call ("2C"), BRG_CALL_FLAGS_NONE,
                                                  "clubs"));
  core_test_perform (history, brg_edit_make_call (board, call ("2H"), BRG_CALL_FLAGS_NONE,
                                                  "raise"));
  auction = brg_board_get_auction (board);
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "a comment");
  annotation->suffix = BRG_SUFFIX_GOOD;
  annotation->note = 3;
  brg_auction_set_annotation (auction, 3, annotation);
  assert_calls (board, "1C 1H=1= 2C=2= 2H=3=");

  /* East's 1H replaced by a pass: everything stays, with its note. */
  change (history, board, BRG_CALL_EDIT_REPLACE, 1, "P", "");
  assert_calls (board, "1C Pass=1= 2C=2= 2H=3=");
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 3), annotation));

  /* North opens 2D: South's 2C is then insufficient, so 2C and 2H go,
   * and their notes. */
  change (history, board, BRG_CALL_EDIT_REPLACE, 0, "2D", "2 3");
  assert_calls (board, "2D Pass=1=");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);

  /* Deleting the first call moves the pass to North; its note stays. */
  change (history, board, BRG_CALL_EDIT_DELETE, 0, NULL, "");
  assert_calls (board, "Pass=1=");
}

/* PBN §3.5: `+` stands for the next call until the auction is over; `*`
 * goes when a call is made after all. */
static void
test_end_marks (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  BrgAuction *auction;

  make_calls (history, board, "1S");
  auction = brg_board_get_auction (board);
  brg_auction_set_end_mark (auction, BRG_END_MARK_CONTINUE);
  make_calls (history, board, "P 2S");
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_CONTINUE);
  make_calls (history, board, "P P P");
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_NONE);
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_CONTINUE);

  brg_auction_set_end_mark (auction, BRG_END_MARK_STOP);
  make_calls (history, board, "P");
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_NONE);
}

static BrgBoard *
read_board (const char *text,
            BrgEvent  **event)
{
  *event = core_test_read_pbn (text);
  return brg_event_get_board (*event, 0);
}

/* Tags from a file that disagree with the auction are not overwritten;
 * the disagreement is told with both sides, and resolved either way. */
static void
test_conflict (void)
{
  static const char text[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"" SPEC_DEAL "\"]\n"
    "[Declarer \"W\"]\n[Contract \"4H\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass {last words} Pass\n";
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (text, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  BrgContractConflict conflict;
  g_autofree char *before = NULL;
  BrgContract contract;
  BrgSeat declarer;

  g_assert_false (brg_board_get_contract_conflict (board, &conflict));

  /* The auction completes: the tags stay as the file had them. */
  make_calls (history, board, "P");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "4H");
  g_assert_true (brg_board_get_contract_conflict (board, &conflict));
  g_assert_cmpuint (conflict.auction_contract.level, ==, 4);
  g_assert_cmpuint (conflict.auction_contract.strain, ==, BRG_STRAIN_SPADES);
  g_assert_cmpint (conflict.auction_declarer, ==, BRG_SEAT_EAST);
  g_assert_cmpstr (conflict.contract_tag, ==, "4H");
  g_assert_cmpstr (conflict.declarer_tag, ==, "W");

  /* The auction is right. */
  before = board_text (board);
  core_test_perform (history, brg_edit_resolve_contract (board, BRG_CONTRACT_SOURCE_AUCTION));
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "4S");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "E");
  g_assert_false (brg_board_get_contract_conflict (board, NULL));
  check_undo_redo (history, board, before);
  g_assert_true (brg_history_undo (history, NULL));

  /* The tags are right: the auction stops before its passes with `*`,
   * and the comment of a pass moves to 4S. */
  core_test_perform (history, brg_edit_resolve_contract (board, BRG_CONTRACT_SOURCE_TAGS));
  assert_calls (board, "1D 1S 3H 4S");
  g_assert_cmpint (brg_auction_get_end_mark (brg_board_get_auction (board)), ==,
                   BRG_END_MARK_STOP);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (
                      brg_auction_get_annotation (brg_board_get_auction (board), 3)->comments,
                      0))->text, ==, "last words");
  g_assert_false (brg_board_get_contract_conflict (board, NULL));
  g_assert_true (brg_board_get_contract (board, &contract, &declarer));
  g_assert_cmpuint (contract.strain, ==, BRG_STRAIN_HEARTS);
  g_assert_cmpint (declarer, ==, BRG_SEAT_WEST);
  check_undo_redo (history, board, before);

  /* Nothing to resolve now. */
  core_test_perform_fails (history, brg_edit_resolve_contract (board, BRG_CONTRACT_SOURCE_AUCTION),
                           BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
}

/* PBN §3.4.13: a Declarer tag naming the declarer's partner is kept as
 * declarer and dummy swapped; a swapped tag follows the auction. */
static void
test_conflict_swapped (void)
{
  static const char text[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"" SPEC_DEAL "\"]\n"
    "[Declarer \"W\"]\n[Contract \"4S\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n";
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *board = read_board (text, &event);
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autofree char *before = board_text (board);

  g_assert_true (brg_board_get_contract_conflict (board, NULL));
  core_test_perform (history, brg_edit_resolve_contract (board, BRG_CONTRACT_SOURCE_TAGS));
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "^W");
  assert_calls (board, "1D 1S 3H 4S Pass Pass Pass");
  g_assert_false (brg_board_get_contract_conflict (board, NULL));
  check_undo_redo (history, board, before);

  /* Now the tags agree, swap and all, and follow the auction. When
   * East passes, West declares spades and East played them. */
  core_test_perform (history, brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 1, BRG_CALL_PASS,
                                                    BRG_CALL_FLAGS_NONE));
  assert_calls (board, "1D Pass 3H 4S Pass Pass Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "4S");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "^E");

  /* While the auction is not complete the tags are unknown, and the swap
   * is forgotten. */
  core_test_perform (history, brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 4,
                                                    BRG_CALL_DOUBLE,
                                                    BRG_CALL_FLAGS_NONE));
  assert_calls (board, "1D Pass 3H 4S X Pass Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "?");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "?");
  make_calls (history, board, "P");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "4SX");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "W");
}

/* A passed-out auction: Contract "Pass", an empty Declarer (PBN §3.4.13,
 * §3.4.14); and a play without cards follows the contract. */
static void
test_passed_out_and_play (void)
{
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);

  make_calls (history, board, "P P P P");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "");
  g_assert_false (brg_board_get_contract_conflict (board, NULL));

  brg_board_set_play (board, play);
  core_test_perform (history, brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 3, call ("1H"),
                                                    BRG_CALL_FLAGS_NONE));
  make_calls (history, board, "P P P");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "1H");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "W");
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_trumps (play), ==, BRG_STRAIN_HEARTS);

  /* 2H by North instead: the play follows again. */
  core_test_perform (history, brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 4, call ("2H"),
                                                    BRG_CALL_FLAGS_NONE));
  assert_calls (board, "Pass Pass Pass 1H 2H Pass Pass");
  make_calls (history, board, "P");
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_EAST);
  g_assert_cmpstr (brg_board_get_tag (board, "Play"), ==, "E");
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_NORTH);
}

/* Plays the first legal card of the seat on turn, as one step. */
static void
play_a_card (BrgHistory *history,
             BrgBoard   *board)
{
  BrgSeat seat = brg_board_get_next_player (board);
  BrgCardSet legal = brg_board_get_legal_cards (board, seat, BRG_PLAY_FLAGS_NONE);

  g_assert_true (BRG_SEAT_IS_VALID (seat));
  g_assert_cmpuint (legal, !=, BRG_CARD_SET_EMPTY);
  core_test_perform (history, brg_edit_make_play (board, seat,
                                                  (BrgCard) __builtin_ctzll (legal),
                                                  BRG_PLAY_FLAGS_NONE));
}

/* @command fails with BRG_MODEL_ERROR_PLAY_STARTED and @message, and
 * changes nothing. */
static void
assert_refused (BrgHistory *history,
                BrgBoard   *board,
                BrgCommand *command,
                const char *message)
{
  g_autoptr (BrgCommand) owned = command;
  g_autofree char *before = board_text (board);
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (brg_history_perform (history, owned, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_STARTED);
  g_assert_cmpstr (error->message, ==, message);
  after = board_text (board);
  g_assert_cmpstr (after, ==, before);
}

/* Saves @board and reads it back: the same text, so the play's trumps
 * and the contract agree. */
static void
assert_reads_back (BrgBoard *board)
{
  g_autofree char *text = board_text (board);
  g_autoptr (BrgEvent) event = core_test_read_pbn (text);
  g_autofree char *again = board_text (brg_event_get_board (event, 0));

  g_assert_cmpstr (again, ==, text);
}

/* Once cards are played, an edit of the auction that changes the strain
 * or the declarer is refused (issue 23: the play kept its trumps, the file
 * read back took the new ones); one that keeps them is made. */
static void
test_under_play (void)
{
  static const char conflicting[] =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"" SPEC_DEAL "\"]\n"
    "[Declarer \"W\"]\n[Contract \"4H\"]\n"
    "[Auction \"N\"]\n1D 1S 3H 4S\nPass Pass Pass\n";
  static const char to_2h[] =
    "Cards are played to 2\u2665 by South: take the play back before changing the contract";
  g_autoptr (BrgBoard) board = new_board ();
  g_autoptr (BrgHistory) history = brg_history_new ();
  g_autoptr (BrgEvent) event = NULL;
  BrgBoard *other;
  g_autofree char *before = NULL;

  make_calls (history, board, "1C P 1H P 2H P P P");
  play_a_card (history, board);
  g_assert_cmpint (brg_play_get_trumps (brg_board_get_play (board)), ==, BRG_STRAIN_HEARTS);

  /* North would declare: refused. */
  assert_refused (history, board,
                  brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 2, call ("1S"),
                                        BRG_CALL_FLAGS_NONE), to_2h);
  /* Spades would be trumps. */
  assert_refused (history, board,
                  brg_edit_change_call (board, BRG_CALL_EDIT_REPLACE, 4, call ("2S"),
                                        BRG_CALL_FLAGS_NONE), to_2h);
  /* The auction would not be over, the contract unknown. */
  assert_refused (history, board, brg_edit_take_back_call (board), to_2h);
  assert_refused (history, board,
                  brg_edit_change_call (board, BRG_CALL_EDIT_DELETE, 7, BRG_CALL_NONE,
                                        BRG_CALL_FLAGS_NONE), to_2h);
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (board)), ==, 1);

  /* The same strain and declarer: an earlier call, the level, a double. */
  change (history, board, BRG_CALL_EDIT_REPLACE, 0, "1D", "");
  change (history, board, BRG_CALL_EDIT_REPLACE, 4, "3H", "");
  change (history, board, BRG_CALL_EDIT_INSERT, 5, "X", "");
  assert_calls (board, "1D Pass 1H Pass 3H X Pass Pass Pass");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "3HX");
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "S");
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (board)), ==, 1);
  assert_reads_back (board);

  /* Taken back, the play leaves the contract free again. */
  core_test_perform (history, brg_edit_take_back_card (board));
  change (history, board, BRG_CALL_EDIT_REPLACE, 4, "3S", "");
  g_assert_cmpstr (brg_board_get_tag (board, "Contract"), ==, "3SX");
  g_assert_cmpint (brg_play_get_trumps (brg_board_get_play (board)), ==, BRG_STRAIN_SPADES);

  /* Resolving a conflict for the tags would make 4H by West the contract
   * of cards played to 4S by East; for the auction, it stays. */
  other = read_board (conflicting, &event);
  play_a_card (history, other);
  assert_refused (history, other, brg_edit_resolve_contract (other, BRG_CONTRACT_SOURCE_TAGS),
                  "Cards are played to 4\u2660 by East: take the play back before changing "
                  "the contract");
  before = board_text (other);
  core_test_perform (history, brg_edit_resolve_contract (other, BRG_CONTRACT_SOURCE_AUCTION));
  g_assert_cmpstr (brg_board_get_tag (other, "Contract"), ==, "4S");
  g_assert_cmpstr (brg_board_get_tag (other, "Declarer"), ==, "E");
  check_undo_redo (history, other, before);
}

/* Commands hold the board, never the other way round: both go. */
static void
test_finalize (void)
{
  BrgBoard *board = new_board ();
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction;

  make_calls (history, board, "1NT P 2C P");
  core_test_perform (history, brg_edit_set_alert (board, 2, "Stayman"));
  core_test_perform (history, brg_edit_take_back_call (board));
  auction = g_object_ref (brg_board_get_auction (board));
  g_assert_finalize_object (history);
  g_assert_finalize_object (board);
  g_assert_finalize_object (auction);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/auction-edits/input", test_input);
  g_test_add_func ("/core/auction-edits/legal-calls", test_legal_calls);
  g_test_add_func ("/core/auction-edits/make-call", test_make_call);
  g_test_add_func ("/core/auction-edits/make-call-illegal", test_make_call_illegal);
  g_test_add_func ("/core/auction-edits/irregular", test_irregular);
  g_test_add_func ("/core/auction-edits/alert", test_alert);
  g_test_add_func ("/core/auction-edits/set-alert", test_set_alert);
  g_test_add_func ("/core/auction-edits/change", test_change_call);
  g_test_add_func ("/core/auction-edits/change-annotations", test_change_keeps_annotations);
  g_test_add_func ("/core/auction-edits/end-marks", test_end_marks);
  g_test_add_func ("/core/auction-edits/conflict", test_conflict);
  g_test_add_func ("/core/auction-edits/conflict-swapped", test_conflict_swapped);
  g_test_add_func ("/core/auction-edits/passed-out-and-play", test_passed_out_and_play);
  g_test_add_func ("/core/auction-edits/under-play", test_under_play);
  g_test_add_func ("/core/auction-edits/finalize", test_finalize);

  return g_test_run ();
}
