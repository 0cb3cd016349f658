/* test-board-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board list's and the details pane's commands: adding, duplicating,
 * deleting, moving and renumbering boards, removing and renaming tags,
 * hiding hands, and the Date tag's form. Each undoes to the very state
 * before (the same board objects, the same bytes written).
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

#define SET \
  "[Event \"Club\"]\n[Site \"Hall\"]\n[Date \"2026.03.01\"]\n[Board \"1\"]\n[Dealer \"N\"]\n" \
  "[Vulnerable \"None\"]\n[Scoring \"IMP\"]\n[Room \"Open\"]\n\n" \
  "[Event \"Club\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\n" \
  "[Event \"Club\"]\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"

static char *
written (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, NULL);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Undo gives back @before byte for byte; redo gives @after. */
static void
assert_undo_redo (BrgHistory *history,
                  BrgEvent   *event,
                  const char *before,
                  const char *after)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *now = NULL;

  g_assert_true (brg_history_undo (history, &error));
  now = written (event);
  g_assert_cmpstr (now, ==, before);
  g_clear_pointer (&now, g_free);
  g_assert_true (brg_history_redo (history, &error));
  now = written (event);
  g_assert_cmpstr (now, ==, after);
  g_assert_no_error (error);
}

static guint
number_at (BrgEvent *event,
           guint     position)
{
  return brg_board_get_number (brg_event_get_board (event, position));
}

static void
test_add (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (SET);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  BrgBoard *board;

  core_test_perform (history, brg_edit_add_board (event, 3));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 4);
  board = brg_event_get_board (event, 3);
  /* Board 4: West deals, all vulnerable; the set's tags come along. */
  g_assert_cmpuint (brg_board_get_number (board), ==, 4);
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "W");
  g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==, "All");
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Club");
  g_assert_null (brg_board_get_tag (board, "Site"));     /* board 3 has none */
  g_assert_true (brg_deal_is_empty (brg_board_get_deal (board)));
  after = written (event);
  assert_undo_redo (history, event, before, after);
  g_assert_true (brg_event_get_board (event, 3) == board);

  /* At the start of a set that begins with 1: board 1 again; at the start
   * of board 5: board 4. An empty event starts with board 1. */
  core_test_perform (history, brg_edit_add_board (event, 0));
  g_assert_cmpuint (number_at (event, 0), ==, 1);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Site"), ==, "Hall");
  {
    g_autoptr(BrgEvent) five = core_test_read_pbn ("[Board \"5\"]\n");
    g_autoptr(BrgEvent) empty = brg_event_new ();

    core_test_perform (history, brg_edit_add_board (five, 0));
    g_assert_cmpuint (number_at (five, 0), ==, 4);
    core_test_perform (history, brg_edit_add_board (empty, 7));
    g_assert_cmpuint (brg_event_get_n_boards (empty), ==, 1);
    g_assert_cmpuint (number_at (empty, 0), ==, 1);
  }
}

static void
test_duplicate_and_insert (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (SET);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  g_autoptr(BrgCommand) bad = NULL;
  g_autoptr(GError) error = NULL;

  core_test_perform (history, brg_edit_duplicate_board (event, 0));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 4);
  g_assert_false (brg_event_get_board (event, 0) == brg_event_get_board (event, 1));
  g_assert_cmpuint (number_at (event, 1), ==, 1);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Room"), ==, "Open");
  after = written (event);
  assert_undo_redo (history, event, before, after);

  /* Past the end: fails to apply, nothing changes. */
  bad = brg_edit_insert_board (event, 9, brg_event_get_board (event, 0));
  g_assert_false (brg_history_perform (history, bad, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 4);
}

static void
test_remove (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (SET);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  BrgBoard *second = brg_event_get_board (event, 1);
  const guint positions[] = { 2, 0, 2 };

  core_test_perform (history, brg_edit_remove_boards (event, positions, G_N_ELEMENTS (positions)));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_true (brg_event_get_board (event, 0) == second);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Delete boards");
  after = written (event);
  assert_undo_redo (history, event, before, after);

  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_event_get_board (event, 1) == second);
  {
    const guint past[] = { 3 };
    g_autoptr(BrgCommand) bad = brg_edit_remove_boards (event, past, 1);
    g_autoptr(GError) error = NULL;

    g_assert_false (brg_history_perform (history, bad, &error));
    g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
    g_assert_cmpuint (brg_event_get_n_boards (event), ==, 3);
  }
}

static void
test_move (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (SET SET);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  BrgBoard *boards[6];
  const guint selection[] = { 4, 1 };
  const guint one[] = { 5 };

  for (guint i = 0; i < 6; i++)
    boards[i] = brg_event_get_board (event, i);

  /* Boards 1 and 4 (positions), kept in order, to the front. */
  core_test_perform (history, brg_edit_move_boards (event, selection, 2, 0));
  g_assert_true (brg_event_get_board (event, 0) == boards[1]);
  g_assert_true (brg_event_get_board (event, 1) == boards[4]);
  g_assert_true (brg_event_get_board (event, 2) == boards[0]);
  g_assert_true (brg_event_get_board (event, 5) == boards[5]);
  after = written (event);
  assert_undo_redo (history, event, before, after);
  g_assert_true (brg_history_undo (history, NULL));
  for (guint i = 0; i < 6; i++)
    g_assert_true (brg_event_get_board (event, i) == boards[i]);

  /* Alt+Up on the last board. */
  core_test_perform (history, brg_edit_move_boards (event, one, 1, 4));
  g_assert_true (brg_event_get_board (event, 4) == boards[5]);
  g_assert_true (brg_event_get_board (event, 5) == boards[4]);

  /* Past the end: fails, nothing moves. */
  {
    g_autoptr(BrgCommand) bad = brg_edit_move_boards (event, selection, 2, 5);
    g_autoptr(GError) error = NULL;

    g_assert_false (brg_history_perform (history, bad, &error));
    g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
    g_assert_true (brg_event_get_board (event, 4) == boards[5]);
  }
}

static void
test_renumber (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    SET "\n"
    /* Board 4 whose dealer the teacher set to South (the cycle says West). */
    "[Board \"4\"]\n[Dealer \"S\"]\n[Vulnerable \"All\"]\n\n"
    /* Board 5 with an auction: its calls are seated from North. */
    "[Board \"5\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n[Auction \"N\"]\n1C Pass\n\n"
    /* A board without a number, dealer or vulnerability. */
    "[Event \"Club\"]\n");
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  const guint all[] = { 0, 1, 2, 3, 4, 5 };

  g_assert_true (brg_board_get_dealer_follows_number (brg_event_get_board (event, 0)));
  g_assert_false (brg_board_get_dealer_follows_number (brg_event_get_board (event, 3)));
  g_assert_true (brg_board_get_vulnerability_follows_number (brg_event_get_board (event, 3)));
  g_assert_false (brg_board_get_dealer_follows_number (brg_event_get_board (event, 4)));
  g_assert_true (brg_board_get_dealer_follows_number (brg_event_get_board (event, 5)));

  core_test_perform (history, brg_edit_renumber_boards (event, all, G_N_ELEMENTS (all), 10));
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (number_at (event, i), ==, 10 + i);
  /* Board 10: East deals, all vulnerable, as the cycle says. */
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Dealer"), ==, "E");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Vulnerable"), ==, "All");
  /* Board 13 keeps the dealer set by hand; its vulnerability follows. */
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 3), "Dealer"), ==, "S");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 3), "Vulnerable"), ==, "All");
  /* Board 14 keeps the dealer of its auction; its vulnerability, board 5's
   * by the cycle, becomes board 14's. */
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 4), "Dealer"), ==, "N");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 4), "Vulnerable"), ==, "None");
  /* Board 15 gets the cycle's. */
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 5), "Dealer"), ==, "S");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 5), "Vulnerable"), ==, "NS");
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Renumber boards");
  after = written (event);
  assert_undo_redo (history, event, before, after);

  /* One board, from the details pane. */
  core_test_perform (history, brg_edit_set_number (brg_event_get_board (event, 0), 2));
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Dealer"), ==, "E");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Vulnerable"), ==, "NS");
}

static void
test_remove_tag (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAuction *auction = brg_board_get_auction (board);

  core_test_perform (history, brg_edit_remove_tag (board, "Site"));
  g_assert_null (brg_board_get_tag (board, "Site"));
  after = written (event);
  assert_undo_redo (history, event, before, after);
  g_assert_true (brg_history_undo (history, NULL));

  /* The auction goes with its tag, and comes back itself. */
  core_test_perform (history, brg_edit_remove_tag (board, "Auction"));
  g_assert_null (brg_board_get_auction (board));
  g_clear_pointer (&after, g_free);
  after = written (event);
  assert_undo_redo (history, event, before, after);
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_board_get_auction (board) == auction);

  /* The Deal tag: the deal empties and comes back. */
  core_test_perform (history, brg_edit_remove_tag (board, "Deal"));
  g_assert_true (brg_deal_is_empty (brg_board_get_deal (board)));
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_true (brg_deal_is_complete (brg_board_get_deal (board)));

  {
    g_autoptr(BrgCommand) bad = brg_edit_remove_tag (board, "Nothing");
    g_autoptr(GError) error = NULL;

    g_assert_false (brg_history_perform (history, bad, &error));
    g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  }
}

static void
test_rename_tag (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autofree char *before = written (event);
  g_autofree char *after = NULL;
  BrgBoard *board = brg_event_get_board (event, 0);
  static const char *refused[][2] = {
    { "Site", "Event" },        /* exists */
    { "Site", "site" },         /* lower case (PBN §3.1) */
    { "Site", "Si te" },
    { "Site", "" },
    { "Auction", "Bidding" },   /* the auction's own */
    { "Site", "Play" },
    { "Nothing", "Other" },
  };

  core_test_perform (history, brg_edit_rename_tag (board, "Site", "Venue_2"));
  g_assert_null (brg_board_get_tag (board, "Site"));
  g_assert_cmpstr (brg_board_get_tag (board, "Venue_2"), ==, "Amsterdam, The Netherlands NLD");
  g_assert_cmpstr (brg_board_get_nth_tag (board, 1)->name, ==, "Venue_2");
  after = written (event);
  assert_undo_redo (history, event, before, after);
  g_assert_true (brg_history_undo (history, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(BrgCommand) command = brg_edit_rename_tag (board, refused[i][0], refused[i][1]);
      g_autoptr(GError) error = NULL;

      g_test_message ("%s → %s", refused[i][0], refused[i][1]);
      g_assert_false (brg_history_perform (history, command, &error));
      g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
    }
  g_clear_pointer (&after, g_free);
  after = written (event);
  g_assert_cmpstr (after, ==, before);
}

static void
test_hidden (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"1\"]\n");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *before = written (event);

  core_test_perform (history, brg_edit_set_hidden (board, BRG_SEAT_EAST, TRUE));
  core_test_perform (history, brg_edit_set_hidden (board, BRG_SEAT_WEST, TRUE));
  g_assert_cmpstr (brg_board_get_tag (board, "Hidden"), ==, "EW");
  g_assert_cmpuint (brg_board_get_hidden_seats (board), ==,
                    (1u << BRG_SEAT_EAST) | (1u << BRG_SEAT_WEST));
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Hide hand");

  /* Hiding again changes nothing; showing takes the letter out. */
  core_test_perform (history, brg_edit_set_hidden (board, BRG_SEAT_EAST, TRUE));
  g_assert_cmpstr (brg_board_get_tag (board, "Hidden"), ==, "EW");
  core_test_perform (history, brg_edit_set_hidden (board, BRG_SEAT_EAST, FALSE));
  g_assert_cmpstr (brg_board_get_tag (board, "Hidden"), ==, "W");
  core_test_perform (history, brg_edit_set_hidden (board, BRG_SEAT_WEST, FALSE));
  g_assert_null (brg_board_get_tag (board, "Hidden"));
  core_test_perform (history, brg_edit_set_hidden (board, BRG_SEAT_WEST, FALSE));
  g_assert_null (brg_board_get_tag (board, "Hidden"));

  while (brg_history_get_can_undo (history))
    g_assert_true (brg_history_undo (history, NULL));
  {
    g_autofree char *now = written (event);

    g_assert_cmpstr (now, ==, before);
  }

  /* Letters in either case from a file are read. */
  {
    g_autoptr(BrgEvent) other = core_test_read_pbn ("[Board \"1\"]\n[Hidden \"ns\"]\n");

    g_assert_cmpuint (brg_board_get_hidden_seats (brg_event_get_board (other, 0)), ==,
                      (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH));
  }
}

static void
test_date (void)
{
  static const struct
  {
    guint       year, month, day;
    const char *text;
  } dates[] = {
    { 1995, 6, 10, "1995.06.10" },   /* PBN §3.4.3 */
    { 2026, 0, 0, "2026.??.??" },
    { 0, 12, 0, "????.12.??" },
    { 0, 0, 0, "????.??.??" },
    { 7, 1, 31, "0007.01.31" },
  };
  static const char *bad[] = {
    "", "1995.6.10", "1995-06-10", "1995.13.01", "1995.00.01", "1995.06.32", "?995.06.10",
    "19950610xx", "1995.06.10 ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (dates); i++)
    {
      g_autofree char *text = brg_date_to_pbn (dates[i].year, dates[i].month, dates[i].day);
      guint year, month, day;

      g_assert_cmpstr (text, ==, dates[i].text);
      g_assert_true (brg_date_from_pbn (text, &year, &month, &day));
      g_assert_cmpuint (year, ==, dates[i].year);
      g_assert_cmpuint (month, ==, dates[i].month);
      g_assert_cmpuint (day, ==, dates[i].day);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("“%s”", bad[i]);
      g_assert_false (brg_date_from_pbn (bad[i], NULL, NULL, NULL));
    }
}

static void
test_tag_name (void)
{
  g_assert_true (brg_tag_name_is_valid ("Event"));
  g_assert_true (brg_tag_name_is_valid ("My_Tag2"));
  g_assert_false (brg_tag_name_is_valid ("event"));
  g_assert_false (brg_tag_name_is_valid ("2Tag"));
  g_assert_false (brg_tag_name_is_valid ("Tag-X"));
  g_assert_false (brg_tag_name_is_valid (""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/board-edits/add", test_add);
  g_test_add_func ("/core/board-edits/duplicate-insert", test_duplicate_and_insert);
  g_test_add_func ("/core/board-edits/remove", test_remove);
  g_test_add_func ("/core/board-edits/move", test_move);
  g_test_add_func ("/core/board-edits/renumber", test_renumber);
  g_test_add_func ("/core/board-edits/remove-tag", test_remove_tag);
  g_test_add_func ("/core/board-edits/rename-tag", test_rename_tag);
  g_test_add_func ("/core/board-edits/hidden", test_hidden);
  g_test_add_func ("/core/board-edits/date", test_date);
  g_test_add_func ("/core/board-edits/tag-name", test_tag_name);

  return g_test_run ();
}
