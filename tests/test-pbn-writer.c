/* test-pbn-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN export format, one rule a case, each naming the section of PBN 2.1
 * it checks. Boards are built through the model API and the output is
 * compared byte for byte with the expected text.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-pbn-table.h"
#include "brg-pbn-writer.h"

#define HEADER "% PBN 2.1\n% EXPORT\n"

/* The mandatory tags of a board that only has a Deal (PBN §3.4). */
#define UNKNOWN_TAGS_BEFORE_DEAL \
  "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"?\"]\n" \
  "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n"

/* Expected texts are written with LF; export format has CRLF (PBN §2.3). */
static char *
crlf (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        g_string_append_c (out, '\r');
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strndup (data, size);
}

/* Every export of these tests is also checked to be byte-stable through
 * the reader (PGN §3.2.1): export(import(e)) = e. */
static void
assert_stable (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) again = brg_pbn_read_bytes (bytes, NULL, &error);
  g_autoptr(GBytes) rewritten = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  g_assert_no_error (error);
  rewritten = brg_pbn_write_bytes (again, NULL);
  expected = bytes_to_string (bytes);
  actual = bytes_to_string (rewritten);
  g_assert_cmpstr (actual, ==, expected);
}

static char *
write_event (BrgEvent   *event,
             GPtrArray **diagnostics)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, diagnostics);

  assert_stable (bytes);
  return bytes_to_string (bytes);
}

static void
assert_export (BrgEvent   *event,
               const char *expected_lf)
{
  g_autofree char *expected = crlf (expected_lf);
  g_autofree char *actual = write_event (event, NULL);

  g_assert_cmpstr (actual, ==, expected);
}

static BrgEvent *
event_with (BrgBoard *board)
{
  BrgEvent *event = brg_event_new ();

  brg_event_append (event, board);
  return event;
}

static void
add_tag (BrgBoard       *board,
         const char     *name,
         const char     *value,
         BrgInheritance  inheritance)
{
  g_autoptr(BrgTag) tag = brg_tag_new (name, value);

  tag->inheritance = inheritance;
  brg_board_insert_tag (board, -1, tag);
}

static BrgCall
call (const char *text)
{
  BrgCall value = BRG_CALL_NONE;

  g_assert_true (brg_call_from_pbn (text, &value));
  return value;
}

/* Adds calls written as in an auction section: `^I 1C`, `^S`. */
static void
add_calls (BrgAuction *auction,
           const char *calls)
{
  g_auto(GStrv) tokens = g_strsplit (calls, " ", -1);
  BrgCallFlags flags = BRG_CALL_FLAGS_NONE;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      GError *error = NULL;

      if (tokens[i][0] == '\0')
        continue;
      if (strcmp (tokens[i], "^I") == 0)
        {
          flags |= BRG_CALL_FLAGS_INSUFFICIENT;
          continue;
        }
      if (strcmp (tokens[i], "^S") == 0)
        brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_SKIPPED, &error);
      else
        brg_auction_add_call_full (auction, call (tokens[i]), flags, &error);
      g_assert_no_error (error);
      flags = BRG_CALL_FLAGS_NONE;
    }
}

/* Plays cards in play order: `-` unknown, `^R`/`^L` flags, `@W` to name
 * the seat of the next card when the model cannot know it. */
static void
play_cards (BrgPlay    *play,
            const char *cards)
{
  g_auto(GStrv) tokens = g_strsplit (cards, " ", -1);
  BrgPlayFlags flags = BRG_PLAY_FLAGS_NONE;
  BrgSeat seat = BRG_SEAT_NONE;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      GError *error = NULL;
      BrgCard card = BRG_CARD_UNKNOWN;

      if (tokens[i][0] == '\0')
        continue;
      if (strcmp (tokens[i], "^R") == 0)
        {
          flags |= BRG_PLAY_FLAGS_REVOKE;
          continue;
        }
      if (strcmp (tokens[i], "^L") == 0)
        {
          flags |= BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN;
          continue;
        }
      if (tokens[i][0] == '@')
        {
          g_assert_true (brg_seat_from_pbn (tokens[i] + 1, &seat));
          continue;
        }
      if (strcmp (tokens[i], "-") != 0)
        g_assert_true (brg_card_from_pbn (tokens[i], &card));
      if (seat == BRG_SEAT_NONE)
        seat = brg_play_get_next_seat (play);
      brg_play_play_card_full (play, seat, card, flags, &error);
      g_assert_no_error (error);
      flags = BRG_PLAY_FLAGS_NONE;
      seat = BRG_SEAT_NONE;
    }
}

static void
set_call_annotation (BrgAuction *auction,
                     guint       position,
                     BrgSuffix   suffix,
                     guint       note,
                     const char *nags)
{
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_auto(GStrv) numbers = g_strsplit (nags, " ", -1);

  annotation->suffix = suffix;
  annotation->note = note;
  for (guint i = 0; numbers[i] != NULL; i++)
    if (numbers[i][0] != '\0')
      brg_annotation_add_nag (annotation, (guint8) atoi (numbers[i]));
  brg_auction_set_annotation (auction, position, annotation);
}

/* PBN §2.4: the version and export escapes come first. */
static void
test_header (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  assert_export (event, HEADER);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §2.3: every line ends with CR LF, and nothing else does. */
static void
test_crlf (void)
{
  g_autoptr(BrgBoard) board = brg_board_new_numbered (3);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;
  guint n_lines = 0;

  brg_board_set_tag (board, "Event", "Line ends");
  event = event_with (board);
  brg_event_append (event, board);
  text = write_event (event, NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        {
          g_assert_true (p > text && p[-1] == '\r');
          n_lines++;
        }
      if (*p == '\r')
        g_assert_cmpint (p[1], ==, '\n');
    }
  g_assert_cmpint (text[strlen (text) - 1], ==, '\n');
  /* 2 escapes, 15 tags a game, one empty line between the games. */
  g_assert_cmpuint (n_lines, ==, 2 + 15 + 1 + 15);

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §3.4: the 15 mandatory tags in order, `?` for unknown ones, then the
 * other tags sorted by name. */
static void
test_mandatory_order (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;

  brg_board_set_tag (board, "Room", "Open");
  brg_board_set_tag (board, "Vulnerable", "EW");
  brg_board_set_tag (board, "North", "Westra");
  brg_board_set_tag (board, "Board", "7");
  brg_board_set_tag (board, "Annotator", "Tis");
  brg_board_set_tag (board, "Event", "Test");
  brg_board_set_tag (board, "Dealer", "S");
  brg_board_set_tag (board, "BidSystemNS", "Acol");
  event = event_with (board);

  assert_export (event,
                 HEADER
                 "[Event \"Test\"]\n"
                 "[Site \"?\"]\n"
                 "[Date \"?\"]\n"
                 "[Board \"7\"]\n"
                 "[West \"?\"]\n"
                 "[North \"Westra\"]\n"
                 "[East \"?\"]\n"
                 "[South \"?\"]\n"
                 "[Dealer \"S\"]\n"
                 "[Vulnerable \"EW\"]\n"
                 "[Deal \"?\"]\n"
                 "[Scoring \"?\"]\n"
                 "[Declarer \"?\"]\n"
                 "[Contract \"?\"]\n"
                 "[Result \"?\"]\n"
                 "[Annotator \"Tis\"]\n"
                 "[BidSystemNS \"Acol\"]\n"
                 "[Room \"Open\"]\n");

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §3.4: an inappropriate value is an empty string, kept as it is. */
static void
test_empty_values (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < 15; i++)
    {
      static const char * const names[] = {
        "Event", "Site", "Date", "Board", "West", "North", "East", "South",
        "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
      };
      brg_board_set_tag (board, names[i], "");
    }
  event = event_with (board);
  text = write_event (event, &diagnostics);

  g_assert_nonnull (strstr (text, "[Deal \"\"]\r\n[Scoring \"\"]\r\n[Declarer \"\"]\r\n"
                                  "[Contract \"\"]\r\n[Result \"\"]\r\n"));
  g_assert_null (strstr (text, "\"?\""));
  g_assert_cmpuint (diagnostics->len, ==, 0);

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static const char example_diagram[] =
  "\n"
  "                S\n"
  "                H 6 3\n"
  "                D A K Q 9 8 7\n"
  "                C A 9 7 3 2\n"
  "S K Q 10 2                      S A 8 6 5 4\n"
  "H A 10                          H K Q 5\n"
  "D J 6 5 4 2                     D 10\n"
  "C 8 5                           C Q J 10 6\n"
  "                S J 9 7 3\n"
  "                H J 9 8 7 4 2\n"
  "                D 3\n"
  "                C K 4\n";

/* The export form of the example game of PBN §1.2. */
static char *
example_export (void)
{
  return g_strconcat (HEADER
                      "[Event \"International Amsterdam Airport Schiphol Bridgetournament\"]\n"
                      "[Site \"Amsterdam, The Netherlands NLD\"]\n"
                      "[Date \"1995.06.10\"]\n"
                      "[Board \"1\"]\n"
                      "[West \"Podgor\"]\n"
                      "[North \"Westra\"]\n"
                      "[East \"Kalish\"]\n"
                      "[South \"Leufkens\"]\n"
                      "[Dealer \"N\"]\n"
                      "[Vulnerable \"None\"]\n"
                      "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 "
                      "KQT2.AT.J6542.85\"]\n"
                      "[Scoring \"IMP\"]\n"
                      "[Declarer \"S\"]\n"
                      "[Contract \"5HX\"]\n"
                      "[Result \"9\"]\n"
                      "{", example_diagram, "}\n"
                      "[Auction \"N\"]\n"
                      "1D 1S 3H =1= 4S\n"
                      "4NT =2= X Pass Pass\n"
                      "5C X 5H X\n"
                      "Pass Pass Pass\n"
                      "[Note \"1:non-forcing 6-9 points, 6-card\"]\n"
                      "[Note \"2:two colors: clubs and diamonds\"]\n"
                      "[Play \"W\"]\n"
                      "SK =1= H3 S4 S3\n"
                      "C5 C2 C6 CK\n"
                      "S2 H6 S5 S7\n"
                      "C8 CA CT C4\n"
                      "D2 DA DT D3\n"
                      "D4 DK H5 H7\n"
                      "- - - H2\n"
                      "*\n"
                      "[Note \"1:highest of series\"]\n", NULL);
}

/* The example game of PBN §1.2, built from the model, in export format:
 * the auction four calls to a line from the dealer (§3.5), the notes after
 * their section (§3.5.5, §3.6.5), the play one trick a line from the
 * opening leader with unknown cards as `-` and the `*` mark (§3.6), the
 * diagram comment after the Result tag on its own lines (§3.8). */
static void
test_spec_example (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgNote) note1 = brg_note_new (1, "non-forcing 6-9 points, 6-card");
  g_autoptr(BrgNote) note2 = brg_note_new (2, "two colors: clubs and diamonds");
  g_autoptr(BrgNote) play_note = brg_note_new (1, "highest of series");
  g_autoptr(BrgTag) result = brg_tag_new ("Result", "9");
  g_autoptr(BrgAnnotation) lead = brg_annotation_new ();
  g_autoptr(BrgComment) diagram = brg_comment_new (BRG_COMMENT_BRACE, example_diagram);
  g_autofree char *expected = NULL;

  brg_board_set_tag (board, "Event", "International Amsterdam Airport Schiphol Bridgetournament");
  brg_board_set_tag (board, "Site", "Amsterdam, The Netherlands NLD");
  brg_board_set_tag (board, "Date", "1995.06.10");
  brg_board_set_tag (board, "Board", "1");
  brg_board_set_tag (board, "West", "Podgor");
  brg_board_set_tag (board, "North", "Westra");
  brg_board_set_tag (board, "East", "Kalish");
  brg_board_set_tag (board, "South", "Leufkens");
  brg_board_set_tag (board, "Dealer", "N");
  brg_board_set_tag (board, "Vulnerable", "None");
  brg_board_set_tag (board, "Deal",
                     "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85");
  brg_board_set_tag (board, "Scoring", "IMP");
  brg_board_set_tag (board, "Declarer", "S");
  brg_board_set_tag (board, "Contract", "5HX");
  result->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (result->comments, brg_comment_copy (diagram));
  brg_board_insert_tag (board, -1, result);

  add_calls (auction, "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass");
  set_call_annotation (auction, 2, BRG_SUFFIX_NONE, 1, "");
  set_call_annotation (auction, 4, BRG_SUFFIX_NONE, 2, "");
  brg_auction_set_note (auction, note1);
  brg_auction_set_note (auction, note2);
  brg_board_set_auction (board, auction);

  brg_board_set_play (board, play);
  play_cards (play,
              "SK H3 S4 S3 "
              "C2 C6 CK C5 "
              "S7 S2 H6 S5 "
              "CA CT C4 C8 "
              "DA DT D3 D2 "
              "DK H5 H7 D4 "
              "H2 - - -");
  brg_play_set_end_mark (play, BRG_END_MARK_STOP);
  lead->note = 1;
  brg_play_set_annotation (play, 0, lead);
  brg_play_set_note (play, play_note);

  event = event_with (board);
  expected = example_export ();
  assert_export (event, expected);

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
  g_assert_finalize_object (g_steal_pointer (&play));
}

/* The example game of PBN §1.2 as the spec prints it (import layout:
 * aligned columns, the diagram after Result) exports to the same text. */
static void
test_spec_example_import (void)
{
  static const char text[] =
    "[Event \"International Amsterdam Airport Schiphol Bridgetournament\"]\n"
    "[Site \"Amsterdam, The Netherlands NLD\"]\n"
    "[Date \"1995.06.10\"]\n"
    "[Board \"1\"]\n"
    "[West \"Podgor\"]\n"
    "[North \"Westra\"]\n"
    "[East \"Kalish\"]\n"
    "[South \"Leufkens\"]\n"
    "[Dealer \"N\"]\n"
    "[Vulnerable \"None\"]\n"
    "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n"
    "[Scoring \"IMP\"]\n"
    "[Declarer \"S\"]\n"
    "[Contract \"5HX\"]\n"
    "[Result \"9\"]\n"
    "{\n"
    "                S\n"
    "                H 6 3\n"
    "                D A K Q 9 8 7\n"
    "                C A 9 7 3 2\n"
    "S K Q 10 2                      S A 8 6 5 4\n"
    "H A 10                          H K Q 5\n"
    "D J 6 5 4 2                     D 10\n"
    "C 8 5                           C Q J 10 6\n"
    "                S J 9 7 3\n"
    "                H J 9 8 7 4 2\n"
    "                D 3\n"
    "                C K 4\n"
    "}\n"
    "[Auction \"N\"]\n"
    "1D      1S   3H =1= 4S\n"
    "4NT =2= X    Pass   Pass\n"
    "5C      X    5H     X\n"
    "Pass    Pass Pass\n"
    "[Note \"1:non-forcing 6-9 points, 6-card\"]\n"
    "[Note \"2:two colors: clubs and diamonds\"]\n"
    "[Play \"W\"]\n"
    "SK =1= H3 S4 S3\n"
    "C5 C2 C6 CK\n"
    "S2 H6 S5 S7\n"
    "C8 CA CT C4\n"
    "D2 DA DT D3\n"
    "D4 DK H5 H7\n"
    "-  -  -  H2\n"
    "*\n"
    "[Note \"1:highest of series\"]\n";
  g_autoptr(GBytes) input = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_pbn_read_bytes (input, NULL, &error);
  g_autofree char *expected = example_export ();

  g_assert_no_error (error);
  g_assert_nonnull (event);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  assert_export (event, expected);
}

/* PBN §3.5: in export format the Auction tag names the dealer, whose call
 * starts each line of four; the import format's `-` padding is gone. */
static void
test_auction_layout (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_EAST);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "Dealer", "E");
  add_calls (auction, "Pass 1H 2C 2H Pass 4H Pass Pass Pass");
  brg_board_set_auction (board, auction);
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Auction \"E\"]\r\n"
                                  "Pass 1H 2C 2H\r\n"
                                  "Pass 4H Pass Pass\r\n"
                                  "Pass\r\n"));
  /* The contract is taken from the auction when the tags do not say. */
  g_assert_nonnull (strstr (text, "[Declarer \"S\"]\r\n[Contract \"4H\"]\r\n[Result \"?\"]\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
}

/* PBN §3.5.2: '1S !! =1= $25' becomes '1S =1= $3 $25'. */
static void
test_auction_annotation_order (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  add_calls (auction, "1S Pass");
  set_call_annotation (auction, 0, BRG_SUFFIX_VERY_GOOD, 1, "25");
  /* Also NAGs given out of order and the suffix's own NAG given twice. */
  set_call_annotation (auction, 1, BRG_SUFFIX_POOR, 0, "200 2 13");
  brg_board_set_auction (board, auction);
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Auction \"N\"]\r\n1S =1= $3 $25 Pass $2 $13 $200\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
}

static BrgBoard *
board_with_deal (const char *dealer,
                 const char *deal)
{
  BrgBoard *board = brg_board_new ();

  brg_board_set_tag (board, "Dealer", dealer);
  brg_board_set_tag (board, "Deal", deal);
  return board;
}

#define EXAMPLE_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

/* PBN §3.6.2: 'SK !! =1= $200' becomes 'SK =1= $9 $200'. */
static void
test_play_annotation_order (void)
{
  g_autoptr(BrgBoard) board = board_with_deal ("N", EXAMPLE_DEAL);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_set_play (board, play);
  play_cards (play, "SK H3");
  annotation->suffix = BRG_SUFFIX_VERY_GOOD;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 200);
  brg_play_set_annotation (play, 0, annotation);
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Play \"W\"]\r\nSK =1= $9 $200 H3\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&play));
}

/* PBN §3.6: each column belongs to one seat from the opening leader,
 * whoever wins the tricks. */
static void
test_play_columns (void)
{
  g_autoptr(BrgBoard) board = board_with_deal ("N", EXAMPLE_DEAL);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_set_play (board, play);
  /* Trick 1 won by North, trick 2 by South, trick 3 by North. */
  play_cards (play, "SK H3 S4 S3 C2 C6 CK C5 S7 S2 H6 S5");
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_true (g_str_has_suffix (text, "[Play \"W\"]\r\n"
                                         "SK H3 S4 S3\r\n"
                                         "C5 C2 C6 CK\r\n"
                                         "S2 H6 S5 S7\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&play));
}

/* PBN §3.9 (A), (B): `^I` before an insufficient bid, `^S` for a skipped
 * call; (C), (D): `^R` before a revoke, `^L` before a lead out of turn. */
static void
test_irregularities (void)
{
  g_autoptr(BrgBoard) board = board_with_deal ("W", "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 "
                                                    "A8654.KQ5.T.QJT6 J973.J98742.3.K4");
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_WEST);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_NOTRUMP);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  add_calls (auction, "1D ^S ^S ^I 1C");
  brg_board_set_auction (board, auction);
  brg_board_set_play (board, play);
  /* North revokes with a heart while holding clubs; after East wins,
   * South leads out of turn and the trick goes on clockwise from South. */
  play_cards (play, "C8 ^R H6 CQ C4 @S ^L CK C5 C2 CJ");
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Auction \"W\"]\r\n1D ^S ^S ^I 1C\r\n"));
  g_assert_nonnull (strstr (text, "[Play \"W\"]\r\n"
                                  "C8 ^R H6 CQ C4\r\n"
                                  "C5 C2 CJ ^L CK\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
  g_assert_finalize_object (g_steal_pointer (&play));
}

/* PBN §3.5, §3.6: `*` ends a section early; `+` stands for the next call
 * or card, in the column of the player to continue ("+ - - CQ"). */
static void
test_end_marks (void)
{
  g_autoptr(BrgBoard) board = board_with_deal ("S", "W:2345.2345.234.23 6789.6789.567.45 "
                                                    "TJQK.TJQK.89T.67 A.A.JQKA.89TJQKA");
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_SOUTH);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_NOTRUMP);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  add_calls (auction, "1C Pass 1H Pass");
  brg_auction_set_end_mark (auction, BRG_END_MARK_CONTINUE);
  brg_board_set_auction (board, auction);
  brg_board_set_play (board, play);
  play_cards (play, "H2 H6 HT HA CQ");
  brg_play_set_end_mark (play, BRG_END_MARK_CONTINUE);
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Auction \"S\"]\r\n1C Pass 1H Pass\r\n+\r\n"));
  g_assert_nonnull (strstr (text, "[Play \"W\"]\r\nH2 H6 HT HA\r\n+ - - CQ\r\n"));

  /* `+` after a part of a line takes the next call's place; `*` stands
   * on a line of its own (§1.2). */
  brg_auction_remove_last_call (auction);
  g_clear_pointer (&text, g_free);
  text = write_event (event, NULL);
  g_assert_nonnull (strstr (text, "[Auction \"S\"]\r\n1C Pass 1H +\r\n"));

  brg_auction_set_end_mark (auction, BRG_END_MARK_STOP);
  brg_play_set_end_mark (play, BRG_END_MARK_STOP);
  g_clear_pointer (&text, g_free);
  text = write_event (event, NULL);
  g_assert_nonnull (strstr (text, "[Auction \"S\"]\r\n1C Pass 1H\r\n*\r\n"));
  g_assert_nonnull (strstr (text, "[Play \"W\"]\r\nH2 H6 HT HA\r\n- - - CQ\r\n*\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
  g_assert_finalize_object (g_steal_pointer (&play));
}

typedef struct
{
  const char *tag;
  const char *value;
  const char *expected;
} CanonicalCase;

/* PBN §3.4.9–§3.4.15 and §3.11: export values, upper case. */
static const CanonicalCase canonical_cases[] = {
  { "Vulnerable", "Love", "None" },       /* §3.4.10 */
  { "Vulnerable", "-", "None" },
  { "Vulnerable", "both", "All" },
  { "Vulnerable", "ns", "NS" },
  { "Dealer", "w", "W" },                 /* §3.11 */
  { "Declarer", "^s", "^S" },             /* §3.4.13 */
  { "Contract", "3ntxx", "3NTXX" },       /* §3.4.14 */
  { "Contract", "pass", "Pass" },
  { "Contract", "nt", "NT" },             /* §3.10 */
  { "Result", "NS 9 EW 4", "9" },         /* §3.4.15 with declarer S */
  { "Result", "EW 4 NS 9", "9" },
  { "Result", "NS 9", "9" },
  { "Result", "EW 4", "9" },
  { "Result", "^NS 8", "^8" },
  { "Result", "10", "10" },
};

static void
test_canonical_value (gconstpointer data)
{
  const CanonicalCase *test = data;
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;

  brg_board_set_tag (board, "Declarer", "S");
  brg_board_set_tag (board, test->tag, test->value);
  event = event_with (board);
  text = write_event (event, &diagnostics);
  line = g_strdup_printf ("\r\n[%s \"%s\"]\r\n", test->tag, test->expected);

  g_assert_nonnull (strstr (text, line));
  g_assert_cmpuint (diagnostics->len, ==, 0);

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §3.4.11: the Deal starts at the dealer, ranks descending, upper case,
 * whatever the import form was. */
static void
test_canonical_deal (void)
{
  g_autoptr(BrgBoard) board = board_with_deal ("E", "w:ktq2.ta.j6542.58 .36.akq987.a9732 "
                                                    "a8654.kq5.t.qjt6 j973.j98742.3.k4");
  g_autoptr(BrgBoard) partial = board_with_deal ("S", "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -");
  g_autoptr(BrgEvent) event = event_with (board);
  g_autofree char *text = NULL;

  brg_event_append (event, partial);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Deal \"E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 "
                                  "KQT2.AT.J6542.85 .63.AKQ987.A9732\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Deal \"S:- KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6\"]\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&partial));
}

/* A value without an export form is written as it is, with a warning. */
static void
test_noncanonical_value (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Event \"a\"]\n\n[Board \"2-1\"]\n"
                                                  "[Result \"made it\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;
  const BrgDiagnostic *diagnostic;

  text = write_event (event, &diagnostics);

  g_assert_nonnull (strstr (text, "[Result \"made it\"]\r\n"));
  g_assert_cmpuint (diagnostics->len, ==, 1);
  diagnostic = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpstr (diagnostic->code, ==, "pbn-write-noncanonical-value");
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
  /* The problem is the source board's: its place in the file read, and
   * its name. */
  g_assert_cmpuint (diagnostic->board, ==, 2);
  g_assert_cmpuint (diagnostic->line, ==, 3);
  g_assert_true (g_str_has_prefix (diagnostic->message, "Board 2-1: "));
}

/* A complete play gives the Result, a passed-out auction empty Declarer
 * and Result (PBN §3.4.13, §3.4.15). */
static void
test_values_from_model (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  add_calls (auction, "Pass Pass Pass Pass");
  brg_board_set_auction (board, auction);
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Dealer \"N\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Declarer \"\"]\r\n[Contract \"Pass\"]\r\n[Result \"\"]\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
}

/* PBN §4.8: `#` and `##` are written back as they were read; a value that
 * an earlier `##` defines is left out, mandatory or not. */
static void
test_inheritance (void)
{
  g_autoptr(BrgBoard) first = brg_board_new ();
  g_autoptr(BrgBoard) second = brg_board_new ();
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autofree char *text = NULL;
  g_autofree char *snippet = NULL;

  add_tag (first, "Event", "Club night", BRG_INHERITANCE_DEFINES);
  add_tag (first, "Site", "Utrecht", BRG_INHERITANCE_NONE);
  add_tag (first, "Stage", "Final", BRG_INHERITANCE_DEFINES);
  add_tag (second, "Site", "Utrecht", BRG_INHERITANCE_PREVIOUS);
  add_tag (second, "Board", "2", BRG_INHERITANCE_NONE);
  add_tag (second, "Event", "Club night", BRG_INHERITANCE_IMPLICIT);
  add_tag (second, "Stage", "Final", BRG_INHERITANCE_IMPLICIT);
  brg_event_append (event, first);
  brg_event_append (event, second);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "% EXPORT\r\n[Event \"##Club night\"]\r\n[Site \"Utrecht\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Stage \"##Final\"]\r\n"));
  g_assert_nonnull (strstr (text, "\r\n\r\n[Site \"#\"]\r\n[Date \"?\"]\r\n[Board \"2\"]\r\n"));
  g_assert_null (strstr (text, "[Stage \"Final\"]"));
  g_assert_null (strstr (text, "[Event \"Club night\"]"));

  /* A game on its own has no previous game: the values are written. */
  snippet = brg_pbn_write_board (second);
  g_assert_true (g_str_has_prefix (snippet, "[Event \"Club night\"]\n[Site \"Utrecht\"]\n"));
  g_assert_nonnull (strstr (snippet, "[Stage \"Final\"]\n"));
  g_assert_null (strstr (snippet, "\r"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&first));
  g_assert_finalize_object (g_steal_pointer (&second));
}

/* PBN §3.2: a quote in a string is `\"`; a backslash is `\\` only where
 * it would read as an escape: before a quote, a backslash or the closing
 * quote. Elsewhere it is one backslash, as every producer writes it. */
static void
test_string_escapes (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "Event", "The \"Dutch\" C:\\bridge");
  brg_board_set_tag (board, "Site", "a\\\\b \\\"c\\");
  brg_board_set_tag (board, "Annotator", "1:5+\\Ss, GF");
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "[Event \"The \\\"Dutch\\\" C:\\bridge\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Site \"a\\\\\\b \\\\\\\"c\\\\\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Annotator \"1:5+\\Ss, GF\"]\r\n"));

  /* Each reads back as it was. */
  bytes = brg_pbn_write_bytes (event, NULL);
  again = brg_pbn_read_bytes (bytes, NULL, NULL);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (again, 0), "Event"), ==,
                   "The \"Dutch\" C:\\bridge");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (again, 0), "Site"), ==,
                   "a\\\\b \\\"c\\");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (again, 0), "Annotator"), ==,
                   "1:5+\\Ss, GF");

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §2.2: ISO-8859-1 when every character fits, without a charset line. */
static void
test_latin1 (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "West", "Müller, Zoë");
  event = event_with (board);
  bytes = brg_pbn_write_bytes (event, NULL);
  assert_stable (bytes);
  text = bytes_to_string (bytes);

  g_assert_true (g_str_has_prefix (text, "% PBN 2.1\r\n% EXPORT\r\n[Event"));
  g_assert_nonnull (strstr (text, "[West \"M\xfcller, Zo\xeb\"]\r\n"));
  g_assert_false (g_utf8_validate (text, -1, NULL));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* A character beyond ISO-8859-1 makes the file UTF-8, said by a line
 * after `% EXPORT`; nothing is lost. */
static void
test_utf8 (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "West", "Łukasz Müller");
  brg_board_set_tag (board, "Annotator", "♠ \\S");
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_true (g_str_has_prefix (text, "% PBN 2.1\r\n% EXPORT\r\n"
                                         "%Content-type: text/x-pbn; charset=UTF-8\r\n[Event"));
  g_assert_nonnull (strstr (text, "[West \"Łukasz Müller\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Annotator \"♠ \\S\"]\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* Latin-1 bytes that happen to be valid UTF-8 would be read back as UTF-8:
 * such a file is written as UTF-8. */
static void
test_latin1_ambiguous (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "West", "Ã©");
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_nonnull (strstr (text, "%Content-type: text/x-pbn; charset=UTF-8\r\n"));
  g_assert_nonnull (strstr (text, "[West \"Ã©\"]\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §2.4: old version and export lines are replaced; other programs'
 * escape lines follow, in their order; a charset line is rewritten. */
static void
test_file_escapes (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  brg_event_add_escape (event, " PBN 2.0");
  brg_event_add_escape (event, " EXPORT");
  brg_event_add_escape (event, "Content-type: text/x-pbn; charset=UTF-8");
  brg_event_add_escape (event, "Creator: BridgeComposer Version 5.50");
  brg_event_add_escape (event, "BCOptions Center GutterH");

  /* The declared set is kept while every character fits it. */
  assert_export (event,
                 HEADER
                 "%Content-type: text/x-pbn; charset=UTF-8\n"
                 "%Creator: BridgeComposer Version 5.50\n"
                 "%BCOptions Center GutterH\n");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3: one empty line before each game but the first. */
static void
test_games_separated (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(BrgBoard) board = brg_board_new ();
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      brg_board_set_tag (board, "Deal", "N:- - - -");
      brg_board_set_tag (board, "Board", number);
      brg_event_append (event, board);
    }

  assert_export (event,
                 HEADER
                 "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"1\"]\n"
                 "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n"
                 "[Dealer \"?\"]\n[Vulnerable \"?\"]\n[Deal \"N:- - - -\"]\n[Scoring \"?\"]\n"
                 "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n"
                 "\n"
                 "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"2\"]\n"
                 "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n"
                 "[Dealer \"?\"]\n[Vulnerable \"?\"]\n[Deal \"N:- - - -\"]\n[Scoring \"?\"]\n"
                 "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n"
                 "\n"
                 "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"3\"]\n"
                 "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n"
                 "[Dealer \"?\"]\n[Vulnerable \"?\"]\n[Deal \"N:- - - -\"]\n[Scoring \"?\"]\n"
                 "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n");
  g_assert_finalize_object (g_steal_pointer (&event));
}

static GPtrArray *
comment_list (BrgCommentKind kind,
              const char    *text)
{
  GPtrArray *comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);

  g_ptr_array_add (comments, brg_comment_new (kind, text));
  return comments;
}

/* PBN §3.8: commentary at its place: before the first tag, after a tag at
 * the start of a new line, after a call or card after a single space; a
 * `;` comment ends its line, a `%` line stands alone (§2.4). */
static void
test_comments (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr(BrgComment) leading = brg_comment_new (BRG_COMMENT_BRACE, "Lesson 1");
  g_autoptr(BrgComment) escape = brg_comment_new (BRG_COMMENT_ESCAPE, " game 1");
  g_autoptr(BrgTag) site = brg_tag_new ("Site", "Here");
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_add_leading_comment (board, escape);
  brg_board_add_leading_comment (board, leading);
  brg_board_set_tag (board, "Event", "Comments");
  site->comments = comment_list (BRG_COMMENT_LINE, " rest of line");
  brg_board_insert_tag (board, -1, site);

  add_calls (auction, "1C 1D 1H 1S");
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "natural");
  brg_annotation_add_comment (annotation, BRG_COMMENT_LINE, " why not?");
  brg_auction_set_annotation (auction, 1, annotation);
  brg_board_set_auction (board, auction);
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_true (g_str_has_prefix (text, "% PBN 2.1\r\n% EXPORT\r\n"
                                         "% game 1\r\n"
                                         "{Lesson 1}\r\n"
                                         "[Event \"Comments\"]\r\n"
                                         "[Site \"Here\"]\r\n"
                                         "; rest of line\r\n"
                                         "[Date \"?\"]\r\n"));
  g_assert_nonnull (strstr (text, "[Auction \"N\"]\r\n"
                                  "1C 1D {natural} ; why not?\r\n"
                                  "1H 1S\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
}

/* PBN §2.3: lines stay under 80 printing characters, wrapped between
 * tokens; a value that cannot be split is written whole, with a warning
 * when it passes 255 characters. */
static void
test_line_length (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;
  g_autofree char *long_value = g_strnfill (300, 'x');
  g_auto(GStrv) lines = NULL;
  guint n_long = 0;

  add_calls (auction, "1C 1D 1H 1S");
  for (guint i = 0; i < 4; i++)
    set_call_annotation (auction, i, BRG_SUFFIX_NONE, i + 1, "100 101 102 103 104 105");
  brg_board_set_auction (board, auction);
  brg_board_set_tag (board, "Description", long_value);
  event = event_with (board);
  text = write_event (event, &diagnostics);

  g_assert_nonnull (strstr (text, "[Auction \"N\"]\r\n"
                                  "1C =1= $100 $101 $102 $103 $104 $105 1D =2= $100 $101 $102 $103 "
                                  "$104 $105 1H\r\n"
                                  "=3= $100 $101 $102 $103 $104 $105 1S =4= $100 $101 $102 $103 "
                                  "$104 $105\r\n"));
  lines = g_strsplit (text, "\r\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (strlen (lines[i]) >= 80)
        {
          g_assert_true (g_str_has_prefix (lines[i], "[Description \"xxx"));
          n_long++;
        }
      g_assert_null (strchr (lines[i], '\t'));
    }
  g_assert_cmpuint (n_long, ==, 1);
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-write-long-line"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&auction));
}

/* PBN §2.3: lines under 80 printing characters where the content allows.
 * A brace comment's long line is wrapped at spaces as RFC 3676 format=flowed
 * text (a line that goes on ends in a space), the content type line says
 * so, and the reader joins the lines again: nothing changes on the way. */
static void
test_flowed_comment (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgComment) comment = NULL;
  g_autoptr(GString) long_text = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_soft = 0;

  /* 40 words: 322 characters on one line, three spaces in the middle, then
   * a second, short line. */
  for (guint i = 0; i < 40; i++)
    g_string_append_printf (long_text, "%sword%03u", i == 0 ? "" : i == 20 ? "   " : " ", i);
  g_string_append (long_text, "\nA second line.");
  comment = brg_comment_new (BRG_COMMENT_BRACE, long_text->str);
  brg_board_add_leading_comment (board, comment);
  brg_board_set_tag (board, "Event", "Flowed");
  event = event_with (board);
  text = write_event (event, &diagnostics);

  g_assert_true (g_str_has_prefix (text, "% PBN 2.1\r\n% EXPORT\r\n"
                                         "%Content-type: text/x-pbn; charset=ISO-8859-1; "
                                         "format=flowed\r\n"
                                         "{word000 word001 "));
  g_assert_nonnull (strstr (text, "\r\nA second line.}\r\n[Event \"Flowed\"]\r\n"));
  lines = g_strsplit (text, "\r\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), <, 80);
      if (g_str_has_suffix (lines[i], " "))
        n_soft++;
    }
  g_assert_cmpuint (n_soft, ==, 4);
  g_assert_false (core_test_has_diagnostic (diagnostics, "pbn-write-long-line"));

  /* Read back, the comment is as it was, the three spaces too, and its
   * line end (the reader makes every line end in a comment LF). */
  bytes = brg_pbn_write_bytes (event, NULL);
  again = brg_pbn_read_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (brg_board_get_leading_comment (brg_event_get_board (again, 0), 0)->text, ==,
                   long_text->str);

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* RFC 3676 §4.1: in a flowed file a space before a hard line end would make
 * it soft, so such spaces are left out, with a warning; a file that needs no
 * wrapping keeps them, and a file without format=flowed is never joined. */
static void
test_flowed_trailing_spaces (void)
{
  static const char short_lines[] = "{one \ntwo}\n[Event \"e\"]\n";
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) plain = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *long_line = g_strnfill (90, 'a');
  g_autofree char *input = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const BrgComment *comment;

  /* Short lines: kept as they are, spaces and all. */
  bytes = g_bytes_new_static (short_lines, sizeof short_lines - 1);
  plain = brg_pbn_read_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  comment = brg_board_get_leading_comment (brg_event_get_board (plain, 0), 0);
  g_assert_cmpstr (comment->text, ==, "one \ntwo");
  text = write_event (plain, &diagnostics);
  g_assert_nonnull (strstr (text, "{one \r\ntwo}\r\n"));
  g_assert_null (strstr (text, "format=flowed"));
  g_assert_false (core_test_has_diagnostic (diagnostics, "pbn-write-comment-spaces"));
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&diagnostics, g_ptr_array_unref);

  /* So in a file that declares its character set: written again in the
   * second pass (this once leaked the first pass's set). */
  brg_event_add_escape (plain, "Content-type: text/x-pbn; charset=ISO-8859-2");
  text = write_event (plain, NULL);
  g_assert_nonnull (strstr (text, "charset=ISO-8859-2\r\n"));
  g_assert_nonnull (strstr (text, "{one \r\ntwo}\r\n"));
  g_clear_pointer (&text, g_free);

  /* With a line to wrap the file is flowed: the space goes. */
  input = g_strdup_printf ("{one \ntwo %s b}\n[Event \"e\"]\n", long_line);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (input, strlen (input));
  event = brg_pbn_read_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  text = write_event (event, &diagnostics);
  g_assert_nonnull (strstr (text, "format=flowed"));
  g_assert_nonnull (strstr (text, "{one\r\ntwo \r\n"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-write-comment-spaces"));
}

/* PBN §2.3: no tabs in export format; they become spaces, with a warning. */
static void
test_no_tabs (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE, "a\tb");
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "Event", "Tab\there");
  brg_board_add_leading_comment (board, comment);
  event = event_with (board);
  text = write_event (event, &diagnostics);

  g_assert_null (strchr (text, '\t'));
  g_assert_nonnull (strstr (text, "{a b}\r\n[Event \"Tab here\"]\r\n"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-write-value-characters"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-write-comment-characters"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
add_section_tag (BrgBoard   *board,
                 const char *name,
                 const char *value,
                 const char *lines)
{
  g_autoptr(BrgTag) tag = brg_tag_new (name, value);
  g_auto(GStrv) split = g_strsplit (lines, "\n", -1);

  tag->section = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; split[i] != NULL; i++)
    g_ptr_array_add (tag->section, g_strdup (split[i]));
  brg_board_insert_tag (board, -1, tag);
}

/* PBN §5.2: tables one row a line, laid out with their column widths;
 * PBN §3.1: supplemental sections after the play, sorted by name. */
static void
test_tables (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;

  add_section_tag (board, "ScoreTable",
                   "Table\\1R;PairId_NS\\2R;Names_NS\\12L;Contract\\3L;Score_NS\\5R;Multiplicity",
                   "1 8 \"Ann;Bob\"   2H  \"50\" 1  2  12\n\"Cy \\\"C\\\" D\" 1NTX -\n3");
  add_section_tag (board, "OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R",
                   "N NT 2 N S 13");
  add_section_tag (board, "UserSection", "whatever", "a   b  \"c  d\"");
  add_section_tag (board, "ActionTable", "Rank;Call\\3L", "1 1H 2");
  brg_board_set_tag (board, "Annotator", "Tables");
  event = event_with (board);
  text = write_event (event, &diagnostics);

  g_assert_nonnull (strstr (text,
                            "[Annotator \"Tables\"]\r\n"
                            "[ActionTable \"Rank;Call\\3L\"]\r\n"
                            "1 1H 2\r\n"
                            "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\r\n"
                            "N NT  2\r\n"
                            "N  S 13\r\n"
                            "[ScoreTable \"Table\\1R;PairId_NS\\2R;Names_NS\\12L;Contract\\3L;"
                            "Score_NS\\5R;Multiplicity\"]\r\n"
                            "1  8 \"Ann;Bob\"    2H   \"50\" 1\r\n"
                            "2 12 \"Cy \\\"C\\\" D\" 1NTX     - 3\r\n"
                            "[UserSection \"whatever\"]\r\n"
                            "a   b  \"c  d\"\r\n"));
  /* ActionTable has 2 columns but 3 elements: kept as it was, with a warning. */
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-write-table"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* A section the reader could not build is written as it was read, with
 * the Note tags that followed it (PBN §3.5.5). */
static void
test_kept_section (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "Dealer", "N");
  add_section_tag (board, "Auction", "X", "- 1D 1S 1C =1=\nPass");
  brg_board_set_tag (board, "Note", "1:impossible");
  event = event_with (board);
  text = write_event (event, NULL);

  g_assert_true (g_str_has_suffix (text, "[Result \"?\"]\r\n"
                                         "[Auction \"X\"]\r\n"
                                         "- 1D 1S 1C =1=\r\n"
                                         "Pass\r\n"
                                         "[Note \"1:impossible\"]\r\n"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §3.4: a tag pair occurs once in export format. */
static void
test_duplicate_tag (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;

  add_tag (board, "Event", "first", BRG_INHERITANCE_NONE);
  add_tag (board, "Event", "second", BRG_INHERITANCE_NONE);
  add_tag (board, "Room", "Open", BRG_INHERITANCE_NONE);
  add_tag (board, "Room", "Closed", BRG_INHERITANCE_NONE);
  event = event_with (board);
  text = write_event (event, &diagnostics);

  g_assert_nonnull (strstr (text, "[Event \"first\"]"));
  g_assert_nonnull (strstr (text, "[Room \"Open\"]"));
  g_assert_null (strstr (text, "second"));
  g_assert_null (strstr (text, "Closed"));
  g_assert_cmpuint (diagnostics->len, ==, 2);
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-write-duplicate-tag"));

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* A game of nothing but commentary stays that. */
static void
test_comments_only (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgComment) comment = brg_comment_new (BRG_COMMENT_ESCAPE, " This is not a game.");
  g_autoptr(BrgEvent) event = NULL;

  brg_board_add_leading_comment (board, comment);
  event = brg_event_new ();
  brg_event_add_escape (event, " PBN 1.0");
  brg_event_append (event, board);

  assert_export (event, HEADER "% This is not a game.\n");

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §3: a game has tags, and commentary alone before an empty line is
 * a game for no reader. A board of commentary only (a lesson's title page)
 * before another is written before that game's first tag (§3.8), where
 * every reader keeps it, and ends with the mark that makes it a board of
 * its own again when read here. */
static void
test_comments_only_before_game (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgBoard) page = brg_board_new ();
  g_autoptr(BrgBoard) game = brg_board_new_numbered (1);
  g_autoptr(BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE, "Welcome");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = crlf ("% EXPORT\n{Welcome}\n{[%board]}\n[Event \"?\"]\n");

  brg_board_add_leading_comment (page, comment);
  brg_event_append (event, page);
  brg_event_append (event, game);
  text = write_event (event, &diagnostics);
  g_assert_nonnull (strstr (text, expected));
  g_assert_cmpuint (diagnostics->len, ==, 0);

  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&page));
  g_assert_finalize_object (g_steal_pointer (&game));
}

/* The clipboard form of one game: UTF-8 and LF. */
static void
test_write_board (void)
{
  g_autoptr(BrgBoard) board = brg_board_new_numbered (2);
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "South", "Zoë ♠");
  text = brg_pbn_write_board (board);

  g_assert_cmpstr (text, ==,
                   "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"2\"]\n"
                   "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"Zoë ♠\"]\n"
                   "[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"?\"]\n[Scoring \"?\"]\n"
                   "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n");

  g_assert_finalize_object (g_steal_pointer (&board));
}

/* PBN §2.4, §3.8: a game whose commentary begins with escape lines, on its
 * own (the clipboard, a document's snippet), starts with them; read as a
 * snippet they are the game's again, while a file would take them for its
 * own. */
static void
test_write_board_escapes (void)
{
  g_autoptr(BrgBoard) board = brg_board_new_numbered (1);
  g_autoptr(BrgComment) escape = brg_comment_new (BRG_COMMENT_ESCAPE, "BCFlags 1f");
  g_autoptr(BrgComment) brace = brg_comment_new (BRG_COMMENT_BRACE, "Lesson 1");
  g_autoptr(BrgEvent) snippet = NULL;
  g_autoptr(BrgEvent) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *with_header = NULL;
  BrgBoard *read;

  brg_board_add_leading_comment (board, escape);
  brg_board_add_leading_comment (board, brace);
  text = brg_pbn_write_board (board);
  g_assert_true (g_str_has_prefix (text, "%BCFlags 1f\n{Lesson 1}\n[Event \"?\"]\n"));

  bytes = g_bytes_new (text, strlen (text));
  snippet = brg_pbn_read_snippet (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_escapes (snippet), ==, 0);
  read = brg_event_get_board (snippet, 0);
  g_assert_cmpuint (brg_board_get_n_leading_comments (read), ==, 2);
  g_assert_cmpint (brg_board_get_leading_comment (read, 0)->kind, ==, BRG_COMMENT_ESCAPE);
  g_assert_cmpstr (brg_board_get_leading_comment (read, 0)->text, ==, "BCFlags 1f");
  again = brg_pbn_write_board (read);
  g_assert_cmpstr (again, ==, text);

  file = brg_pbn_read_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_escapes (file), ==, 1);
  g_assert_cmpuint (brg_board_get_n_leading_comments (brg_event_get_board (file, 0)), ==, 1);

  /* The text's own markers stay the text's in a snippet too. */
  with_header = g_strconcat ("% PBN 2.1\n% EXPORT\n", text, NULL);
  g_clear_object (&snippet);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (with_header, strlen (with_header));
  snippet = brg_pbn_read_snippet (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_escapes (snippet), ==, 2);
  g_assert_cmpuint (brg_board_get_n_leading_comments (brg_event_get_board (snippet, 0)), ==, 2);

  g_assert_finalize_object (g_steal_pointer (&board));
}

/* The file is replaced as a whole: a cancelled write leaves the old one. */
static void
test_write_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("finesse-writer-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) missing = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgBoard) board = brg_board_new_numbered (1);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GBytes) expected = NULL;
  gsize length;

  g_assert_no_error (error);
  path = g_build_filename (dir, "out.pbn", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (g_file_set_contents (path, "old", -1, &error));

  brg_event_append (event, board);
  g_cancellable_cancel (cancellable);
  g_assert_false (brg_pbn_write_file (event, file, cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_cmpstr (contents, ==, "old");
  g_clear_pointer (&contents, g_free);

  missing = g_file_new_build_filename (dir, "no", "such", "dir.pbn", NULL);
  g_assert_false (brg_pbn_write_file (event, missing, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (brg_pbn_write_file (event, file, NULL, &diagnostics, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  expected = brg_pbn_write_bytes (event, NULL);
  g_assert_cmpmem (contents, length, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_clear_object (&event);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* Tables: column names with order marks and widths (PBN §3.2, §5.2). */
static void
test_table_columns (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPbnTable) table = brg_pbn_table_new ("+Rank\\2R;-Score_NS\\5;Names\\30L;Result", &error);
  g_autofree char *columns = NULL;
  const BrgPbnColumn *column;

  g_assert_no_error (error);
  g_assert_nonnull (table);
  g_assert_cmpuint (brg_pbn_table_get_n_columns (table), ==, 4);
  g_assert_cmpuint (brg_pbn_table_get_n_rows (table), ==, 0);

  column = brg_pbn_table_get_column (table, 0);
  g_assert_cmpstr (column->name, ==, "Rank");
  g_assert_cmpint (column->order, ==, BRG_PBN_COLUMN_ORDER_DESCENDING);
  g_assert_cmpuint (column->width, ==, 2);
  g_assert_cmpint (column->alignment, ==, BRG_PBN_ALIGNMENT_RIGHT);
  column = brg_pbn_table_get_column (table, 1);
  g_assert_cmpstr (column->name, ==, "Score_NS");
  g_assert_cmpint (column->order, ==, BRG_PBN_COLUMN_ORDER_ASCENDING);
  g_assert_cmpuint (column->width, ==, 5);
  g_assert_cmpint (column->alignment, ==, BRG_PBN_ALIGNMENT_NONE);
  column = brg_pbn_table_get_column (table, 2);
  g_assert_cmpint (column->alignment, ==, BRG_PBN_ALIGNMENT_LEFT);
  g_assert_cmpuint (column->width, ==, 30);
  column = brg_pbn_table_get_column (table, 3);
  g_assert_cmpstr (column->name, ==, "Result");
  g_assert_cmpuint (column->width, ==, 0);
  g_assert_cmpint (column->order, ==, BRG_PBN_COLUMN_ORDER_NONE);

  g_assert_cmpint (brg_pbn_table_find_column (table, "Names"), ==, 2);
  g_assert_cmpint (brg_pbn_table_find_column (table, "Contract"), ==, -1);

  columns = brg_pbn_table_format_columns (table);
  g_assert_cmpstr (columns, ==, "+Rank\\2R;-Score_NS\\5;Names\\30L;Result");
}

/* Tables: rows may span or share lines in import format; string tokens
 * and section tokens are kept as written (PBN §5.1, §5.2). */
static void
test_table_rows (void)
{
  static const char * const lines[] = { "1 \"Smith; John\"", "^50 ? \"a \\\"b\\\"\" -" };
  static const char * const row[] = { "3", "two words", "-" };
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPbnTable) table = brg_pbn_table_new_from_section ("Rank;Names;Score", lines, 2,
                                                                 &error);
  g_autoptr(BrgPbnTable) copy = NULL;
  g_autoptr(GPtrArray) formatted = NULL;
  g_autofree char *value = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (brg_pbn_table_get_n_rows (table), ==, 2);
  g_assert_cmpstr (brg_pbn_table_get_token (table, 0, 1), ==, "\"Smith; John\"");
  g_assert_cmpstr (brg_pbn_table_get_token (table, 0, 2), ==, "^50");
  g_assert_cmpstr (brg_pbn_table_get_token (table, 1, 0), ==, "?");
  g_assert_cmpstr (brg_pbn_table_get_token (table, 1, 2), ==, "-");
  value = brg_pbn_table_dup_value (table, 1, 1);
  g_assert_cmpstr (value, ==, "a \"b\"");
  g_clear_pointer (&value, g_free);
  value = brg_pbn_table_dup_value (table, 0, 2);
  g_assert_cmpstr (value, ==, "^50");

  brg_pbn_table_append_row (table, row);
  copy = brg_pbn_table_copy (table);
  brg_pbn_table_append_row (table, row);
  g_assert_cmpuint (brg_pbn_table_get_n_rows (copy), ==, 3);
  g_assert_cmpuint (brg_pbn_table_get_n_rows (table), ==, 4);

  formatted = brg_pbn_table_format_rows (copy);
  g_assert_cmpuint (formatted->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (formatted, 0), ==, "1 \"Smith; John\" ^50");
  g_assert_cmpstr (g_ptr_array_index (formatted, 1), ==, "? \"a \\\"b\\\"\" -");
  g_assert_cmpstr (g_ptr_array_index (formatted, 2), ==, "3 \"two words\" -");
}

static void
test_table_errors (void)
{
  static const char * const short_row[] = { "1 2 3 4 5" };
  static const char * const open_string[] = { "1 \"open" };
  GError *error = NULL;

  g_assert_null (brg_pbn_table_new ("Rank\\x", &error));
  g_assert_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_INVALID_TAG);
  g_clear_error (&error);
  g_assert_null (brg_pbn_table_new ("Rank\\2X", &error));
  g_assert_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_INVALID_TAG);
  g_clear_error (&error);
  g_assert_null (brg_pbn_table_new ("Rank\\99999", &error));
  g_assert_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_INVALID_TAG);
  g_clear_error (&error);

  g_assert_null (brg_pbn_table_new_from_section ("A;B", short_row, 1, &error));
  g_assert_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_null (brg_pbn_table_new_from_section ("A;B", open_string, 1, &error));
  g_assert_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_SYNTAX);
  g_clear_error (&error);

  g_assert_true (brg_pbn_is_table_name ("ScoreTable"));
  g_assert_true (brg_pbn_is_table_name ("OptimumResultTable"));
  g_assert_false (brg_pbn_is_table_name ("Table"));
  g_assert_false (brg_pbn_is_table_name ("DoubleDummyTricks"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/pbn/writer/header", test_header);
  g_test_add_func ("/core/pbn/writer/crlf", test_crlf);
  g_test_add_func ("/core/pbn/writer/mandatory-order", test_mandatory_order);
  g_test_add_func ("/core/pbn/writer/empty-values", test_empty_values);
  g_test_add_func ("/core/pbn/writer/spec-example", test_spec_example);
  g_test_add_func ("/core/pbn/writer/spec-example-import", test_spec_example_import);
  g_test_add_func ("/core/pbn/writer/auction-layout", test_auction_layout);
  g_test_add_func ("/core/pbn/writer/annotation-order", test_auction_annotation_order);
  g_test_add_func ("/core/pbn/writer/play-annotation-order", test_play_annotation_order);
  g_test_add_func ("/core/pbn/writer/play-columns", test_play_columns);
  g_test_add_func ("/core/pbn/writer/irregularities", test_irregularities);
  g_test_add_func ("/core/pbn/writer/end-marks", test_end_marks);
  for (guint i = 0; i < G_N_ELEMENTS (canonical_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/pbn/writer/canonical/%s-%u",
                                               canonical_cases[i].tag, i);
      g_test_add_data_func (path, &canonical_cases[i], test_canonical_value);
    }
  g_test_add_func ("/core/pbn/writer/canonical-deal", test_canonical_deal);
  g_test_add_func ("/core/pbn/writer/noncanonical-value", test_noncanonical_value);
  g_test_add_func ("/core/pbn/writer/values-from-model", test_values_from_model);
  g_test_add_func ("/core/pbn/writer/inheritance", test_inheritance);
  g_test_add_func ("/core/pbn/writer/string-escapes", test_string_escapes);
  g_test_add_func ("/core/pbn/writer/latin1", test_latin1);
  g_test_add_func ("/core/pbn/writer/utf8", test_utf8);
  g_test_add_func ("/core/pbn/writer/latin1-ambiguous", test_latin1_ambiguous);
  g_test_add_func ("/core/pbn/writer/file-escapes", test_file_escapes);
  g_test_add_func ("/core/pbn/writer/games-separated", test_games_separated);
  g_test_add_func ("/core/pbn/writer/comments", test_comments);
  g_test_add_func ("/core/pbn/writer/line-length", test_line_length);
  g_test_add_func ("/core/pbn/writer/2.3-flowed-comment", test_flowed_comment);
  g_test_add_func ("/core/pbn/writer/2.3-flowed-trailing-spaces", test_flowed_trailing_spaces);
  g_test_add_func ("/core/pbn/writer/no-tabs", test_no_tabs);
  g_test_add_func ("/core/pbn/writer/tables", test_tables);
  g_test_add_func ("/core/pbn/writer/kept-section", test_kept_section);
  g_test_add_func ("/core/pbn/writer/duplicate-tag", test_duplicate_tag);
  g_test_add_func ("/core/pbn/writer/comments-only", test_comments_only);
  g_test_add_func ("/core/pbn/writer/3.8-comments-only-before-game",
                   test_comments_only_before_game);
  g_test_add_func ("/core/pbn/writer/write-board", test_write_board);
  g_test_add_func ("/core/pbn/writer/2.4-write-board-escapes", test_write_board_escapes);
  g_test_add_func ("/core/pbn/writer/write-file", test_write_file);
  g_test_add_func ("/core/pbn/table/columns", test_table_columns);
  g_test_add_func ("/core/pbn/table/rows", test_table_rows);
  g_test_add_func ("/core/pbn/table/errors", test_table_errors);

  return g_test_run ();
}
