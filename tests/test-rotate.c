/* test-rotate.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Turning a board round the table moves everything that names a seat or a
 * side, keeps the board number, and undoes exactly: a file of ours with
 * every such tag, turned and written, matches the expected file, and four
 * quarter turns give back the same bytes.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

static char *
write_pbn (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, NULL);
  GString *text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  /* The writer ends lines with CR LF (PBN's export format); the expected
   * files of tests/data use LF. */
  g_string_replace (text, "\r\n", "\n", 0);
  return g_string_free (text, FALSE);
}

static char *
read_data_text (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
test_file (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "rotate.pbn");
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  g_autofree char *expected = read_data_text ("rotate-quarter.pbn");
  g_autofree char *original = read_data_text ("rotate.pbn");
  g_autofree char *written = NULL;
  g_autofree char *unturned = write_pbn (event);
  BrgBoard *board = brg_event_get_board (event, 0);

  /* The file is in our export form: it writes back as it is. */
  g_assert_cmpstr (unturned, ==, original);

  brg_board_rotate (board, 1, BRG_ROTATE_COMMENTARY, warnings);
  written = write_pbn (event);
  g_assert_cmpstr (written, ==, expected);
  g_assert_cmpuint (brg_board_get_number (board), ==, 1);

  /* "S is for spades" may or may not be a seat: kept, with a warning. */
  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_true (core_test_has_diagnostic (warnings, "rotate-commentary-letter"));

  /* The play's seats turned with the deal: West led, now North does. */
  g_assert_cmpint (brg_play_get_card_seat (brg_board_get_play (board), 0), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_auction_get_call_seat (brg_board_get_auction (board), 0), ==,
                   BRG_SEAT_EAST);
}

static void
test_four_turns (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "rotate.pbn");
  g_autofree char *before = write_pbn (event);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *after = NULL;

  for (guint i = 0; i < 4; i++)
    brg_board_rotate (board, 1, BRG_ROTATE_COMMENTARY, NULL);
  after = write_pbn (event);
  g_assert_cmpstr (after, ==, before);

  /* Two half turns and three turns back and forth too. */
  brg_board_rotate (board, 2, BRG_ROTATE_COMMENTARY, NULL);
  brg_board_rotate (board, -2, BRG_ROTATE_COMMENTARY, NULL);
  brg_board_rotate (board, 3, BRG_ROTATE_COMMENTARY, NULL);
  brg_board_rotate (board, 1, BRG_ROTATE_COMMENTARY, NULL);
  g_clear_pointer (&after, g_free);
  after = write_pbn (event);
  g_assert_cmpstr (after, ==, before);
}

static void
test_undo (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "rotate.pbn");
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = write_pbn (event);
  g_autofree char *expected = read_data_text ("rotate-quarter.pbn");
  BrgBoard *board = brg_event_get_board (event, 0);

  {
    g_autoptr(BrgCommand) command = brg_edit_rotate (board, 1, BRG_ROTATE_COMMENTARY);

    g_assert_true (brg_history_perform (history, command, &error));
  }
  {
    g_autofree char *text = write_pbn (event);

    g_assert_cmpstr (text, ==, expected);
  }
  g_assert_true (brg_history_undo (history, &error));
  {
    g_autofree char *text = write_pbn (event);

    g_assert_cmpstr (text, ==, before);
  }
  g_assert_true (brg_history_redo (history, &error));
  {
    g_autofree char *text = write_pbn (event);

    g_assert_cmpstr (text, ==, expected);
  }
  g_assert_no_error (error);
}

/* One board of tags, turned once; the tags after. */
static BrgBoard *
turned (const char *pbn,
        int         turns,
        GPtrArray  *warnings)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (pbn);
  BrgBoard *board = g_object_ref (brg_event_get_board (event, 0));

  brg_board_rotate (board, turns, BRG_ROTATE_COMMENTARY, warnings);
  return board;
}

static void
test_tags (void)
{
  static const struct
  {
    const char *tag;
    const char *value;
    int         turns;
    const char *expected;
  } cases[] = {
    { "Declarer", "^S", 1, "^W" },              /* PBN §3.4.12: swapped declarer */
    { "Declarer", "?", 1, "?" },
    { "Result", "NS 9", 1, "EW 9" },            /* PBN §3.4.15 */
    { "Result", "EW 4 NS 9", 2, "EW 4 NS 9" },
    { "Vulnerable", "None", 1, "None" },        /* PBN §3.4.10 */
    { "Vulnerable", "Both", 3, "Both" },
    { "Vulnerable", "EW", 3, "NS" },
    { "Vulnerable", "NS", 2, "NS" },
    { "Score", "EW 100 NS -100", 1, "NS 100 EW -100" },  /* PBN §4.2.1 */
    { "Score", "420", 1, "420" },              /* declarer's score */
    { "ScorePercentage", "NS 55.5", 1, "EW 55.5" },
    { "ParContract", "EW 3N+1", 3, "NS 3N+1" },
    { "Hidden", "WNE", 1, "NES" },             /* PBN §4.1.6 */
    { "Hidden", "NS", 2, "SN" },
    { "Student", "S", 2, "N" },
    { "VirtualDealer", "W", 1, "N" },
    { "Ability", "N:B9BBB E:14201 S:B9BBB W:04200", 1, "E:B9BBB S:14201 W:B9BBB N:04200" },
    { "OptimumContract", "5N W 11", 1, "5N N 11" },
    { "Minimax", "4SW-420", 1, "4SN420" },      /* North-South's score */
    { "Minimax", "3NS430", 1, "3NW-430" },
    { "Minimax", "3NS430", 2, "3NN430" },
    { "Minimax", "2CE0", 1, "2CS0" },
    { "DoubleDummyTricks", "77667775576677566775", 2, "77557776676677566775" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *pbn = g_strdup_printf ("[Board \"5\"]\n[%s \"%s\"]\n", cases[i].tag,
                                              cases[i].value);
      g_autoptr(BrgBoard) board = turned (pbn, cases[i].turns, NULL);

      g_test_message ("%s \"%s\" turned %d", cases[i].tag, cases[i].value, cases[i].turns);
      g_assert_cmpstr (brg_board_get_tag (board, cases[i].tag), ==, cases[i].expected);
      g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, "5");

      /* And back. */
      brg_board_rotate (board, -cases[i].turns, BRG_ROTATE_COMMENTARY, NULL);
      g_assert_cmpstr (brg_board_get_tag (board, cases[i].tag), ==, cases[i].value);
    }
}

static void
test_players (void)
{
  g_autoptr(BrgBoard) some = turned ("[North \"Nora\"]\n[South \"Sam\"]\n"
                                     "[NorthType \"human\"]\n[PairNS \"7\"]\n[PairEW \"3\"]\n",
                                     1, NULL);
  g_autoptr(BrgBoard) all = turned ("[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n"
                                    "[BidSystemNS \"Acol\"]\n", 2, NULL);

  /* A quarter turn with two players: the tags are renamed. */
  g_assert_null (brg_board_get_tag (some, "North"));
  g_assert_null (brg_board_get_tag (some, "South"));
  g_assert_cmpstr (brg_board_get_tag (some, "East"), ==, "Nora");
  g_assert_cmpstr (brg_board_get_tag (some, "West"), ==, "Sam");
  g_assert_cmpstr (brg_board_get_tag (some, "EastType"), ==, "human");
  g_assert_cmpstr (brg_board_get_tag (some, "PairEW"), ==, "7");
  g_assert_cmpstr (brg_board_get_tag (some, "PairNS"), ==, "3");
  /* The renamed tags stand where the old ones stood. */
  g_assert_cmpstr (brg_board_get_nth_tag (some, 0)->name, ==, "East");

  /* A half turn with four: the values move, the tags stay in order. */
  g_assert_cmpstr (brg_board_get_nth_tag (all, 0)->name, ==, "West");
  g_assert_cmpstr (brg_board_get_tag (all, "West"), ==, "E");
  g_assert_cmpstr (brg_board_get_tag (all, "North"), ==, "S");
  g_assert_cmpstr (brg_board_get_tag (all, "East"), ==, "W");
  g_assert_cmpstr (brg_board_get_tag (all, "South"), ==, "N");
  /* Sides stay on a half turn. */
  g_assert_cmpstr (brg_board_get_tag (all, "BidSystemNS"), ==, "Acol");
}

static void
test_inherited (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"1\"]\n[Hidden \"EW\"]\n\n"
                                                  "[Board \"2\"]\n[Hidden \"#\"]\n");
  BrgBoard *board = brg_event_get_board (event, 1);
  const BrgTag *tag = brg_board_lookup_tag (board, "Hidden");

  /* PBN §4.8: a value copied from board 1; turned alone, it is its own. */
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_PREVIOUS);
  brg_board_rotate (board, 1, BRG_ROTATE_NONE, NULL);
  tag = brg_board_lookup_tag (board, "Hidden");
  g_assert_cmpstr (tag->value, ==, "SN");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_NONE);
}

static void
test_kept_with_warning (void)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  g_autoptr(BrgBoard) board = turned ("[Board \"1\"]\n"
                                      "[ScoreTable \"PairId_NS;PairId_EW;Declarer;Score_NS\"]\n"
                                      "1 2 N 420\n"
                                      "[Minimax \"odd\"]\n"
                                      "[Deal \"N:AK\"]\n", 1, warnings);

  g_assert_true (core_test_has_diagnostic (warnings, "rotate-table-kept"));
  g_assert_true (core_test_has_diagnostic (warnings, "rotate-tag-kept"));
  g_assert_cmpstr (brg_board_get_tag (board, "Minimax"), ==, "odd");
  /* A Deal tag that did not read stays as it was, with a warning. */
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "N:AK");
  g_assert_cmpuint (warnings->len, ==, 3);
}

static void
test_commentary (void)
{
  static const struct
  {
    const char *text;
    int         turns;
    const char *expected;
  } cases[] = {
    { "North opens; SOUTH raises; west leads", 1, "East opens; WEST raises; north leads" },
    { "North-South are vulnerable, E-W not", 1, "East-West are vulnerable, N-S not" },
    { "North-South are vulnerable, E-W not", 2, "North-South are vulnerable, E-W not" },
    { "NS +420, EW -420; N/S and E/W", 3, "EW +420, NS -420; E/W and N/S" },
    { "North\xe2\x80\x93South", 1, "East\xe2\x80\x93West" },
    { "North's hand; Northern lights; NSW", 1, "East's hand; Northern lights; NSW" },
    { "Nothing here", 1, "Nothing here" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
      g_autofree char *pbn = g_strdup_printf ("{%s}\n[Board \"1\"]\n{%s}\n[Auction \"N\"]\n1C {%s}\n",
                                              cases[i].text, cases[i].text, cases[i].text);
      g_autoptr(BrgBoard) board = turned (pbn, cases[i].turns, warnings);
      const BrgAnnotation *annotation = brg_auction_get_annotation (brg_board_get_auction (board),
                                                                   0);
      const BrgComment *comment;

      g_test_message ("“%s” turned %d", cases[i].text, cases[i].turns);
      g_assert_cmpuint (warnings->len, ==, 0);
      comment = brg_board_get_leading_comment (board, 0);
      g_assert_cmpstr (comment->text, ==, cases[i].expected);
      comment = g_ptr_array_index (brg_board_lookup_tag (board, "Board")->comments, 0);
      g_assert_cmpstr (comment->text, ==, cases[i].expected);
      comment = g_ptr_array_index (annotation->comments, 0);
      g_assert_cmpstr (comment->text, ==, cases[i].expected);
    }

  /* Without the flag the commentary stays. */
  {
    g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"1\"]\n{North leads}\n");
    BrgBoard *board = brg_event_get_board (event, 0);
    const BrgComment *comment;

    brg_board_rotate (board, 1, BRG_ROTATE_NONE, NULL);
    comment = g_ptr_array_index (brg_board_lookup_tag (board, "Board")->comments, 0);
    g_assert_cmpstr (comment->text, ==, "North leads");
  }
}

static void
test_turns_to_south (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "rotate.pbn");
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpint (brg_board_get_turns_to_south (board), ==, 0);
  brg_board_rotate (board, 1, BRG_ROTATE_NONE, NULL);
  g_assert_cmpint (brg_board_get_turns_to_south (board), ==, 3);
  brg_board_rotate (board, brg_board_get_turns_to_south (board), BRG_ROTATE_NONE, NULL);
  g_assert_cmpstr (brg_board_get_tag (board, "Declarer"), ==, "S");

  {
    g_autoptr(BrgEvent) none = core_test_read_pbn ("[Board \"1\"]\n[Contract \"Pass\"]\n");

    g_assert_cmpint (brg_board_get_turns_to_south (brg_event_get_board (none, 0)), ==, -1);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/rotate/file", test_file);
  g_test_add_func ("/core/rotate/four-turns", test_four_turns);
  g_test_add_func ("/core/rotate/undo", test_undo);
  g_test_add_func ("/core/rotate/tags", test_tags);
  g_test_add_func ("/core/rotate/players", test_players);
  g_test_add_func ("/core/rotate/inherited", test_inherited);
  g_test_add_func ("/core/rotate/kept", test_kept_with_warning);
  g_test_add_func ("/core/rotate/commentary", test_commentary);
  g_test_add_func ("/core/rotate/turns-to-south", test_turns_to_south);

  return g_test_run ();
}
