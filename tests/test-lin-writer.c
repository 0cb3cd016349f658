/* test-lin-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LIN export: one line a board as BBO writes its hand records, the
 * commands of a lesson back where they stood, values that never break the
 * line, and a warning naming the board for what LIN cannot hold
 * (docs/lin-pbn-mapping.md; tests cite its sections, LIN §3.3 is `md`).
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "brg-core.h"
#include "core-test-util.h"

static BrgEvent *
read_lin (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_lin_read_bytes (bytes, NULL, &error);

  g_assert_no_error (error);
  return event;
}

static char *
write_lin (BrgEvent   *event,
           GPtrArray **diagnostics)
{
  g_autoptr(GBytes) bytes = brg_lin_write_bytes (event, diagnostics);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* What reading @text and writing it again gives. */
static char *
rewrite (const char *text)
{
  g_autoptr(BrgEvent) event = read_lin (text);

  return write_lin (event, NULL);
}

static guint
count_code (GPtrArray  *diagnostics,
            const char *code)
{
  guint n = 0;

  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    n += g_strcmp0 (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->code, code) == 0;
  return n;
}

#define DEAL "3S2QKAH234D234C234,S89TJHJQKDJQKCJQK,S567H89AD89AC789A,"
#define PBN_DEAL "N:765.A98.A98.A987 43.T765.T765.T65 AKQ2.432.432.432 JT98.KQJ.KQJ.KQJ"

/* LIN §3: a board from PBN as BBO writes a hand record: names S W N E,
 * the deal from the two up with East left out, the heading, `pg||` after
 * the auction and after each trick, explanations after their calls. */
static void
test_hand_record (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"9\"]\n[West \"Bob\"]\n[North \"Cid\"]\n[East \"Dee\"]\n[South \"Ann\"]\n"
    "[Dealer \"N\"]\n[Vulnerable \"EW\"]\n[Deal \"" PBN_DEAL "\"]\n"
    "[Auction \"N\"]\n1C =1= Pass 1S Pass\n2S =2= Pass 4S Pass\nPass Pass\n"
    "[Note \"1:3+ \\\\C\"]\n[Note \"2:\"]\n"
    "[Play \"W\"]\nDK DA D5 D2\nS8 S5 S3 SA\nSJ S6 S4 SK\n*\n[Result \"11\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = write_lin (event, &diagnostics);

  g_assert_cmpstr (text, ==,
                   "pn|Ann,Bob,Cid,Dee|st||md|" DEAL "|rh||ah|Board 9|sv|e|"
                   "mb|1C|an|3+ !C|mb|p|mb|1S|mb|p|mb|2S!|mb|p|mb|4S|mb|p|mb|p|mb|p|pg||"
                   "pc|DK|pc|DA|pc|D5|pc|D2|pg||pc|S5|pc|S3|pc|SA|pc|S8|pg||"
                   "pc|SK|pc|SJ|pc|S6|pc|S4|pg||mc|11|\n");
  g_assert_cmpuint (diagnostics->len, ==, 0);

  /* The same read back: the same board. */
  {
    g_autoptr(BrgEvent) again = read_lin (text);
    BrgBoard *a = brg_event_get_board (event, 0);
    BrgBoard *b = brg_event_get_board (again, 0);

    g_assert_true (brg_deal_equal (brg_board_get_deal (a), brg_board_get_deal (b)));
    g_assert_cmpstr (brg_board_get_tag (b, "Vulnerable"), ==, "EW");
    g_assert_cmpstr (brg_board_get_tag (b, "Result"), ==, "11");
    g_assert_cmpuint (brg_auction_get_n_calls (brg_board_get_auction (b)), ==, 10);
    g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (b), 1)->text, ==, "3+ \\C");
  }
}

/* LIN §2.1: a bar or a comma in a name or a note, a line break in text:
 * the line never breaks, and they read back. */
static void
test_escapes (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[North \"O|Brien, Jr.\"]\n[South \"50% +1\"]\n[Dealer \"N\"]\n"
    "[Deal \"" PBN_DEAL "\"]\n{Line one\nline two, with | and %41 and !S}\n"
    "[Auction \"N\"]\n1C =1= Pass\n[Note \"1:clubs | or, diamonds\"]\n");
  g_autofree char *text = write_lin (event, NULL);
  g_autoptr(BrgEvent) again = read_lin (text);
  BrgBoard *board = brg_event_get_board (again, 0);
  const BrgTag *deal;
  const BrgComment *comment;

  g_assert_nonnull (strstr (text, "pn|50% +1,,O%7CBrien%2C Jr.,|"));
  g_assert_nonnull (strstr (text, "an|clubs %7C or, diamonds|"));
  g_assert_nonnull (strstr (text, "nt|Line one%0Aline two, with %7C and %2541 and %21S|"));
  /* One line: the only line end is the last character. */
  g_assert_true (strchr (text, '\n') == text + strlen (text) - 1);

  g_assert_cmpstr (brg_board_get_tag (board, "North"), ==, "O|Brien, Jr.");
  g_assert_cmpstr (brg_board_get_tag (board, "South"), ==, "50% +1");
  g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (board), 1)->text, ==,
                   "clubs | or, diamonds");
  deal = brg_board_lookup_tag (board, "Deal");
  comment = g_ptr_array_index (deal->comments, 0);
  g_assert_cmpstr (comment->text, ==, "Line one\nline two, with | and %41 and !S");
}

/* LIN §3.13: hidden hands are written with sk, the seats shown. */
static void
test_hidden (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n[Hidden \"EW\"]\n[Deal \"" PBN_DEAL "\"]\n"
    "[Board \"2\"]\n[Dealer \"N\"]\n[Hidden \"NESW\"]\n[Deal \"" PBN_DEAL "\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = write_lin (event, &diagnostics);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  g_assert_cmpstr (lines[0], ==, "st||md|" DEAL "|rh||ah|Board 1|sk|sn|");
  g_assert_cmpstr (lines[1], ==, "st||md|" DEAL "|rh||ah|Board 2|");
  g_assert_cmpuint (count_code (diagnostics, "lin-approximated"), ==, 1);
  g_assert_cmpuint (((BrgDiagnostic *) g_ptr_array_index (diagnostics, 0))->board, ==, 2);
  g_assert_true (g_str_has_prefix (((BrgDiagnostic *) g_ptr_array_index (diagnostics, 0))->message,
                                   "Board 2: "));
}

/* LIN §5: what LIN cannot hold is a warning that names the board. */
static void
test_losses (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Event \"Club night\"]\n[Site \"Here\"]\n[Date \"2026.01.14\"]\n[Board \"3\"]\n"
    "[Dealer \"N\"]\n[Deal \"" PBN_DEAL "\"]\n[Scoring \"MP\"]\n"
    "[Auction \"N\"]\n1S! Pass ^I 1C Pass\n"
    "[Play \"W\"]\nDK? - D5 D2\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = write_lin (event, &diagnostics);
  const BrgDiagnostic *dropped = core_test_find_diagnostic (diagnostics, "lin-dropped");

  g_assert_nonnull (dropped);
  g_assert_cmpuint (dropped->board, ==, 1);
  g_assert_cmpstr (dropped->message, ==, "Board 3: LIN has no command for the tags Event, Site, "
                   "Date, Scoring; they were left out");
  /* The suffixes as text, ^I, the unknown card. */
  g_assert_cmpuint (count_code (diagnostics, "lin-approximated"), ==, 4);
  g_assert_nonnull (strstr (text, "mb|1S|at|!|mb|p|mb|1C|mb|p|"));
  g_assert_nonnull (strstr (text, "pc|DK|at|?|"));
  g_assert_null (strstr (text, "pc|D5"));
}

/* LIN §3.12: pauses where BBO writes them, or only as written. */
static void
test_pauses (void)
{
  g_autofree char *bbo = rewrite ("md|" DEAL "|mb|p|mb|p|mb|p|mb|p|pg||");
  g_autofree char *none = rewrite ("md|" DEAL "|mb|p|mb|p|mb|p|mb|p|");
  g_autofree char *kept = rewrite ("md|" DEAL "|mb|1C|mb|p|mb|p|mb|p|pc|DK|pc|DA|pc|D5|pc|D2|"
                                   "pg||pc|S5|");

  g_assert_cmpstr (bbo, ==, "st||md|" DEAL "|rh||mb|p|mb|p|mb|p|mb|p|pg||\n");
  g_assert_cmpstr (none, ==, "st||md|" DEAL "|rh||mb|p|mb|p|mb|p|mb|p|\n");
  g_assert_cmpstr (kept, ==, "st||md|" DEAL "|rh||mb|1C|mb|p|mb|p|mb|p|pc|DK|pc|DA|pc|D5|pc|D2|"
                   "pg||pc|S5|\n");
}

/* LIN §3.10: a claim after a play that stops short; none after a full one. */
static void
test_claim (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" PBN_DEAL "\"]\n[Result \"9\"]\n"
    "[Auction \"N\"]\n1NT Pass Pass Pass\n");
  g_autofree char *text = write_lin (event, NULL);

  g_assert_true (g_str_has_suffix (text, "mb|1N|mb|p|mb|p|mb|p|pg||mc|9|\n"));
}

/* LIN §4: commentary from PBN is nt text; the commands kept in it are
 * commands again; PGN commands that are not LIN's are left out. */
static void
test_commentary (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "{Before it all}\n[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" PBN_DEAL "\"]\n"
    "{About the deal [%pg]and more}\n"
    "[Auction \"N\"]\n{Before the calls}\n1C {A \\C bid[%clk 0:01][%sk ns][%at] added}\n"
    "{[%nt][%at][%zz x%5Dy]} Pass\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = write_lin (event, &diagnostics);

  g_assert_cmpstr (text, ==, "nt|Before it all|st||md|" DEAL "|rh||ah|Board 1|"
                   "nt|About the deal |pg||at|and more|nt|Before the calls|"
                   "mb|1C|nt|A !C bid|sk|ns|at| added|nt||at||zz|x]y|mb|p|\n");
  g_assert_cmpuint (count_code (diagnostics, "lin-approximated"), ==, 1);
}

/* LIN §3: a heading kept as written is written back while the board
 * still says it; after an edit, the board wins. */
static void
test_kept_headings (void)
{
  const char *text = "qx|o1,BOARD 1|pn|A,B,C,D|st||md|4SAKQ2H432D432C432,SJT98HKQJDKQJCKQJ,"
                     "S765HA98DA98CA987,S43HT765DT765CT65|rh||ah|Board 1|sv|0|\n";
  g_autoptr(BrgEvent) event = read_lin (text);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *same = write_lin (event, NULL);
  g_autofree char *edited = NULL;

  g_assert_cmpstr (same, ==, text);

  brg_board_set_vulnerability (board, BRG_VULNERABILITY_NS);
  brg_board_set_number (board, 2);
  brg_deal_take_card (brg_board_get_deal (board), BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE));
  edited = write_lin (event, NULL);
  g_assert_cmpstr (edited, ==, "qx|o2|pn|A,B,C,D|st||md|4S2QKH234D234C234,S89TJHJQKDJQKCJQK,"
                   "S567H89AD89AC789A,S34H567TD567TC56T|rh||ah|Board 2|sv|n|\n");
}

/* LIN §2.1: a file without spaces where + joins words would read as a
 * URL's text: + is then written %2B. */
static void
test_plus (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[North \"A+B\"]\n[Dealer \"N\"]\n[Deal \"" PBN_DEAL "\"]\n");
  g_autofree char *text = write_lin (event, NULL);
  g_autoptr(BrgEvent) again = read_lin (text);

  g_assert_nonnull (strstr (text, "pn|,,A%2BB,|"));
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (again, 0), "North"), ==, "A+B");
}

/* Bridge Classroom's lesson directives (lesson-directive-spec.md §4) are
 * LIN's movie commands: a step break a pause, pg, with new text after it;
 * [SHOW] sk, with every seat shown so far (LIN's sk lists the seats shown,
 * Bridge Classroom's are for good); the others have no LIN command and are
 * left out with one warning a board. No directive is written as text. */
static void
test_lesson_directives (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" PBN_DEAL "\"]\n"
    "{[show NS]\nLead the \\HK. [NEXT]\n[AUCTION off]\n[SHOW_LEAD]\n\nWhy? [choose-card any:HK,HQ]"
    " Top of a sequence. [show e] [PLAY N:H2] [HINT]\nMore.}\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *text = write_lin (event, &diagnostics);
  g_autoptr(BrgEvent) again = read_lin (text);
  g_autoptr(BrgLesson) before = brg_lesson_new (brg_event_get_board (event, 0));
  g_autoptr(BrgLesson) after = brg_lesson_new (brg_event_get_board (again, 0));
  const BrgDiagnostic *lost = core_test_find_diagnostic (diagnostics, "lin-approximated");

  g_assert_nonnull (strstr (text, "sk|sn|nt|Lead the !HK.|pg||nt|Why?|pg||nt|Top of a sequence.|"
                                  "sk|sne|at| More.|"));
  g_assert_null (strchr (text, '['));
  g_assert_nonnull (lost);
  g_assert_nonnull (strstr (lost->message, "[AUCTION off], [SHOW_LEAD], [PLAY N:H2], [HINT]"));
  g_assert_cmpuint (count_code (diagnostics, "lin-approximated"), ==, 1);

  /* The movie read back steps as the lesson did, with its hands. */
  g_assert_cmpuint (brg_lesson_get_n_steps (after), ==, brg_lesson_get_n_steps (before));
  for (guint i = 0; i < brg_lesson_get_n_steps (before); i++)
    g_assert_cmphex (brg_lesson_get_step (after, i)->seats_shown, ==,
                     brg_lesson_get_step (before, i)->seats_shown);
}

/* LIN §1: the registry, one board, a file. */
static void
test_entry_points (void)
{
  g_autoptr(BrgEvent) event = read_lin ("% kept\npn|a,b,c,d|st||md|" DEAL "|rh||ah|Board 1|sv|o|\n");
  g_autoptr(GBytes) bytes = brg_format_lookup ("lin")->write (event, NULL);
  g_autofree char *board = brg_lin_write_board (brg_event_get_board (event, 0));
  g_autofree char *dir = g_dir_make_tmp ("finesse-lin-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "out.lin", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;

  g_assert_cmpstr (g_bytes_get_data (bytes, NULL), ==,
                   "% kept\npn|a,b,c,d|st||md|" DEAL "|rh||ah|Board 1|sv|o|\n");
  g_assert_cmpstr (board, ==, "pn|a,b,c,d|st||md|" DEAL "|rh||ah|Board 1|sv|o|\n");

  g_assert_true (brg_lin_write_file (event, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpmem (written, strlen (written), g_bytes_get_data (bytes, NULL),
                   g_bytes_get_size (bytes));
  g_unlink (path);
  g_rmdir (dir);
}

/* finesse-cli convert --to lin: the warnings name the board. */
static void
test_cli (void)
{
  g_autofree char *input = g_test_build_filename (G_TEST_DIST, "data", "pbn", "two-boards.pbn",
                                                  NULL);
  const char *args[] = { "convert", "--to", "lin", input, NULL };
  g_auto(CoreTestCliRun) run = { NULL };
  const char *out;

  if (!core_test_run_cli (args, NULL, &run))
    return;
  g_assert_cmpint (run.exit_code, ==, 0);
  out = run.out;
  g_assert_nonnull (strstr (out, "|md|"));
  /* One line a board. */
  g_assert_cmpuint (strlen (out) - strlen (strchr (out, '\n') + 1), >, 0);
  g_assert_nonnull (strchr (strchr (out, '\n') + 1, '\n'));
  g_assert_nonnull (strstr (run.err, "warning: Board "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/lin/writer/hand-record", test_hand_record);
  g_test_add_func ("/core/lin/writer/escapes", test_escapes);
  g_test_add_func ("/core/lin/writer/hidden", test_hidden);
  g_test_add_func ("/core/lin/writer/losses", test_losses);
  g_test_add_func ("/core/lin/writer/pauses", test_pauses);
  g_test_add_func ("/core/lin/writer/claim", test_claim);
  g_test_add_func ("/core/lin/writer/commentary", test_commentary);
  g_test_add_func ("/core/lin/writer/kept-headings", test_kept_headings);
  g_test_add_func ("/core/lin/writer/plus", test_plus);
  g_test_add_func ("/core/lin/writer/lesson-directives", test_lesson_directives);
  g_test_add_func ("/core/lin/writer/entry-points", test_entry_points);
  g_test_add_func ("/core/lin/writer/cli", test_cli);

  return g_test_run ();
}
