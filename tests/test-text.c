/* test-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board as plain text (finesse-cli show): the PBN §1.2 example game laid
 * out as a diagram, an auction grid with its notes, and the play by tricks.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* Fails naming the line when @text lacks the whole line @line. */
static void
assert_has_line (const char *text,
                 const char *line)
{
  g_autofree char *wanted = g_strconcat ("\n", line, "\n", NULL);
  g_autofree char *haystack = g_strconcat ("\n", text, NULL);

  if (strstr (haystack, wanted) == NULL)
    {
      g_autofree char *message = g_strdup_printf ("no line “%s” in:\n%s", line, text);

      g_assert_cmpstr (message, ==, NULL);
    }
}

/* PBN §1.2: the example game, every part of it. */
static void
test_spec_example (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);

  g_assert_true (g_str_has_prefix (text, "Board 1 · Dealer North · Nobody vulnerable\n"
                                         "International Amsterdam Airport Schiphol "
                                         "Bridgetournament, 1995.06.10\n"
                                         "5♥× by South, 9 tricks, N-S -300\n"));

  /* The diagram: North above, West and East side by side, South below,
   * suits in the order ♠ ♥ ♦ ♣ and ranks from the ace down, voids as dashes. */
  assert_has_line (text, "                   North  Westra");
  assert_has_line (text, "                   ♠ —");
  assert_has_line (text, "                   ♦ A K Q 9 8 7");
  assert_has_line (text, "West  Podgor                          East  Kalish");
  assert_has_line (text, "♠ K Q 10 2                            ♠ A 8 6 5 4");
  assert_has_line (text, "♣ 8 5                                 ♣ Q J 10 6");
  assert_has_line (text, "                   ♥ J 9 8 7 4 2");

  /* The auction from the dealer's column, notes after it (PBN §3.5). */
  assert_has_line (text, "  West    North   East    South");
  assert_has_line (text, "          1♦      1♠      3♥(1)");
  assert_has_line (text, "  4♠      4NT(2)  Dbl     Pass");
  assert_has_line (text, "  Dbl     Pass    Pass    Pass");
  assert_has_line (text, "  (1) non-forcing 6-9 points, 6-card");

  /* The play by tricks from each leader, with the winner (PBN §3.6); the
   * seventh trick has only South's lead. */
  assert_has_line (text, "   1.  W ♠K(1)    N ♥3       E ♠4       S ♠3       → North");
  assert_has_line (text, "   2.  N ♣2       E ♣6       S ♣K       W ♣5       → South");
  assert_has_line (text, "   7.  S ♥2");
  assert_has_line (text, "  (1) highest of series");

  /* The game's commentary keeps its layout: it draws the deal again. */
  assert_has_line (text, "                H 6 3");
  assert_has_line (text, "S K Q 10 2                      S A 8 6 5 4");
  /* No line ends in a space. */
  g_assert_null (strstr (text, " \n"));
}

/* PBN §3.8: commentary where it stood, \S as ♠, PGN supplement commands
 * hidden; suffixes and NAGs after their call; an unknown hand; a claim. */
static void
test_commentary_and_unknowns (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "{Lesson one}\n"
    "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"
    "[Deal \"S:AKQ.AKQ.AKQ.AKQJ - - -\"] {The \\S suit [%clk 0:01:00]}\n"
    "[Contract \"7NT\"]\n[Declarer \"S\"]\n[Result \"12\"]\n"
    "{word01 word02 word03 word04 word05 word06 word07 word08 word09 word10 word11 word12 "
    "word13 word14 word15}\n"
    "[Auction \"S\"]\n7NT ! $15 {no science} AP\n"
    "[Play \"W\"]\n- - - SA\n*\n");
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *text = NULL;

  g_assert_true (brg_play_claim (brg_board_get_play (board), 12, NULL));
  text = brg_text_write_board (board, 1);

  g_assert_true (g_str_has_prefix (text, "Board 3 · Dealer South · E-W vulnerable\n"
                                         "7NT by South, 12 tricks, N-S -50\n"
                                         "\nLesson one\n"));
  assert_has_line (text, "                North");
  assert_has_line (text, "                Unknown");
  assert_has_line (text, "West                            East");
  assert_has_line (text, "Unknown                         Unknown");
  assert_has_line (text, "                ♣ A K Q J");
  assert_has_line (text, "The ♠ suit");
  /* Prose is wrapped to 78 columns. */
  assert_has_line (text, "word01 word02 word03 word04 word05 word06 word07 word08 word09 word10 word11");
  assert_has_line (text, "word12 word13 word14 word15");
  g_assert_null (strstr (text, "%clk"));
  assert_has_line (text, "  West      North     East      South");
  assert_has_line (text, "                                7NT! $15");
  assert_has_line (text, "  Pass      Pass      Pass");
  assert_has_line (text, "  7NT! $15:");
  assert_has_line (text, "    no science");
  assert_has_line (text, "   1.  W —        N —        E —        S ♠A");
  assert_has_line (text, "  Declarer claims 12 of the remaining tricks");
}

/* PBN §3.5: an auction the model cannot hold (an insufficient bid not
 * marked ^I) is kept as its text, and shown as it was written. */
static void
test_kept_section (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Dealer \"N\"]\n[Auction \"X\"]\n"
                                                  "1D 1C {a}\nPass\n");
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);

  g_assert_nonnull (strstr (text, "\nAuction\n  1D 1C {a}\n  Pass\n"));
}

/* PBN §3.7: NAGs show as the glyphs a reader knows, whether the file wrote
 * the suffix or its NAG (the export format writes `!` as `$1` after a call,
 * `$7` after a card); a NAG without a glyph stays `$n`. */
static void
test_nag_glyphs (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n[Contract \"1S\"]\n[Declarer \"N\"]\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n"
    "[Auction \"N\"]\n1S $1 Pass $6 Pass Pass $20\n"
    "[Play \"E\"]\nST $8 S6 S2 SA $7\n*\n");
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);

  g_assert_nonnull (strstr (text, "1♠!"));
  g_assert_nonnull (strstr (text, "Pass?!"));
  g_assert_nonnull (strstr (text, "Pass $20"));
  g_assert_nonnull (strstr (text, "♠10?"));
  g_assert_nonnull (strstr (text, "♠A!"));
  g_assert_null (strstr (text, "$1 "));
  g_assert_null (strstr (text, "$6"));
  g_assert_null (strstr (text, "$7"));
  g_assert_null (strstr (text, "$8"));
}

static void
test_double_dummy (void)
{
  /* BridgeComposer's tags: the grid collapses partners who agree, and the
   * par comes from OptimumScore (PBN §4.2.7) and ParContract. */
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n"
    "[Deal \"N:Q.AKJT9873..QJT4 AJ98543.4.AK85.8 K76..643.AK96532 T2.Q652.QJT972.7\"]\n"
    "[DoubleDummyTricks \"63b3c63b3c492a0492a0\"]\n"
    "[OptimumScore \"EW -300\"]\n"
    "[ParContract \"EW 6DX-2\"]\n");
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);

  g_assert_nonnull (strstr (text, "Double dummy  NT   ♠   ♥   ♦   ♣\n"
                                  "  N-S          6   3  11   3  12\n"
                                  "  E-W          4   9   2  10   0\n"));
  g_assert_nonnull (strstr (text, "Makes: NS 5♥ 6♣ · EW 3♠ 4♦\n"));
  g_assert_nonnull (strstr (text, "Par: EW -300: 6♦×-2 E-W\n"));
}

/* PGN supplement §3.2.3: a comment of commands only (LIN's kept pauses,
 * `{[%pg]}`) shows nothing, and no heading for it. */
static void
test_command_comments (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
    "{[%sk n]}\n"
    "[Auction \"N\"]\n1C {[%pg]} Pass {Said [%pg]aloud} Pass Pass\n");
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);

  g_assert_null (strstr (text, "1♣:"));
  g_assert_null (strstr (text, "[%"));
  assert_has_line (text, "  Pass:");
  assert_has_line (text, "    Said aloud");
}

/* Issue 23: a line break typed is a line break shown, as print and the
 * article show it (BrgCommentary); BridgeComposer's wrapped lines join. */
static void
test_line_breaks (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
    "{Lead:\n1. the king\n2. then a club}\n"
    "{<b>Bidding.</b> North opens\nthe bidding.}\n");
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);

  assert_has_line (text, "Lead:");
  assert_has_line (text, "1. the king");
  assert_has_line (text, "2. then a club");
  assert_has_line (text, "Bidding. North opens the bidding.");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/text/1.2-spec-example", test_spec_example);
  g_test_add_func ("/core/text/3.8-commentary-and-unknowns", test_commentary_and_unknowns);
  g_test_add_func ("/core/text/3.5-kept-section", test_kept_section);
  g_test_add_func ("/core/text/3.7-nag-glyphs", test_nag_glyphs);
  g_test_add_func ("/core/text/5.7-double-dummy", test_double_dummy);
  g_test_add_func ("/core/text/3.8-command-comments", test_command_comments);
  g_test_add_func ("/core/text/3.8-line-breaks", test_line_breaks);

  return g_test_run ();
}
