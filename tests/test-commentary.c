/* test-commentary.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Commentary as its reader sees it (BrgCommentary): paragraphs, breaks,
 * suit escapes, BridgeComposer's markup and diagrams.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

typedef struct
{
  const char *name;
  const char *text;
  const char *plain;     /* blocks joined by a blank line */
  const char *kinds;     /* one letter a block: P paragraph, D diagram */
} Case;

static const Case cases[] = {
  { "plain", "Count your tricks.", "Count your tricks.", "P" },
  { "empty", "", "", "" },
  { "blank", " \n \t\n", "", "" },
  /* A line end is a line break, as typed (issue 23: a numbered list);
   * a blank line ends the paragraph. */
  { "line-break", "North opens\nthe bidding.", "North opens\nthe bidding.", "P" },
  { "typed-list", "Lead:\n1. the king\n2. then a club", "Lead:\n1. the king\n2. then a club",
    "P" },
  /* BridgeComposer's convention: its text wraps long lines with plain line
   * ends, and marks breaks with \n or <br>; there a single line end is a
   * space. */
  { "soft-break-markup", "<b>Bidding.</b> North opens\nthe bidding.",
    "Bidding. North opens the bidding.", "P" },
  { "soft-break-escape", "Facit\\n\nis ten, and\nso on", "Facit\nis ten, and so on", "P" },
  { "paragraphs", "One.\n\nTwo.\n \nThree.", "One.\n\nTwo.\n\nThree.", "PPP" },
  { "spaces", "  too   many\t spaces  ", "too many spaces", "P" },
  /* CRLF (BridgeComposer, BBO) and CR are line ends like LF. */
  { "crlf", "One\r\nline.\r\n\r\nTwo.\r\n", "One\nline.\n\nTwo.", "PP" },
  { "cr", "One\rline.\r\rTwo.", "One\nline.\n\nTwo.", "PP" },
  { "crlf-markup", "<i>One</i>\r\nline.\r\n\r\nTwo.\r\n", "One line.\n\nTwo.", "PP" },
  /* PBN §3.8 suit escapes; BridgeComposer and BEN write them in lower case too. */
  { "pbn-suits", "\\S \\H \\D \\C and 2\\h", "\u2660 \u2665 \u2666 \u2663 and 2\u2665", "P" },
  { "not-a-suit", "a\\b", "a\\b", "P" },
  /* BBO's suit escapes, whatever follows, but not inside a word. */
  { "bbo-suits", "5+ !S; 4+!h, !D: !C", "5+ \u2660; 4+\u2665, \u2666: \u2663", "P" },
  { "bbo-word", "Wow!Super", "Wow!Super", "P" },
  { "bbo-wrap", "at least\n!S", "at least\n\u2660", "P" },
  /* BridgeComposer's \n is a line break; the line end after it is none. */
  { "hard-break", "showed you\\n\nthe King", "showed you\nthe King", "P" },
  { "hard-break-inline", "Facit Score:    10\\nRunning Score:  10",
    "Facit Score: 10\nRunning Score: 10", "P" },
  { "leading-breaks", "\\n\\n\\nScore", "Score", "P" },
  { "br", "one<br>two<BR/>three", "one\ntwo\nthree", "P" },
  /* Markup (BridgeComposer) */
  { "bold", "<b>Bidding.</b> North", "Bidding. North", "P" },
  { "p-tag", "<p>One</p><p>Two</p>", "One\n\nTwo", "PP" },
  { "font-dropped", "<font color=\"red\">red</font> text", "red text", "P" },
  { "not-a-tag", "1 < 2 and 3>2 and <3 and <nonsense>", "1 < 2 and 3>2 and <3 and <nonsense>", "P" },
  { "entities", "a &amp; b &lt;c&gt; &quot;d&quot; &#9824; &#x2665; &bogus;",
    "a & b <c> \"d\" \u2660 \u2665 &bogus;", "P" },
  /* PGN supplement commands are for programs. */
  { "supplement", "Think.[%clk 0:01:00] Then play.", "Think. Then play.", "P" },
  /* Lesson directives (Bridge Classroom's lesson-directive-spec.md §4) are
   * for programs too, as baker_squeeze.pbn writes them. */
  { "lesson-directives",
    "[show NS]\nNever mind the bidding. Make a Plan, then click NEXT. [NEXT]\n"
    "[AUCTION off]\n[SHOW_LEAD]\n\nYou win the \\CK. [choose-card any:DK,DA] [PLAY N:SQ,E:S8]",
    "Never mind the bidding. Make a Plan, then click NEXT.\n\nYou win the \u2663K.", "PP" },
  /* A directive Finesse does not know, written as they are, is kept from view. */
  { "unknown-directive", "One [SHOW_HAND W] two [clear-board] three [HINT]",
    "One two three", "P" },
  /* Brackets in prose stay: a tag kept in view, a reference, a holding. */
  { "brackets-in-prose", "[Room \"IMP\"] [sic] [1] [AKQJ] [USA] [ NEXT]",
    "[Room \"IMP\"] [sic] [1] [AKQJ] [USA] [ NEXT]", "P" },
  /* Indented prose is prose (ben_cobol_book_hidden.pbn, board 2). */
  { "indented-prose",
    "\n\n                                                East laughed at you and showed\n"
    "you\\n\n                                           the Club King and said NO CHANCE pal\n\n",
    "East laughed at you and showed you\nthe Club King and said NO CHANCE pal", "P" },
  /* Two spaces after a full stop are prose too. */
  { "two-spaces", "One.  Two.\nThree.  Four.", "One. Two.\nThree. Four.", "P" },
  /* A diagram keeps its lines, less the indentation they share. */
  { "diagram",
    "    S\n    H 6 3\nS K Q 10 2       S A 8 6\nH A 10           H K Q 5\n    S J 9",
    "    S\n    H 6 3\nS K Q 10 2       S A 8 6\nH A 10           H K Q 5\n    S J 9", "D" },
  { "diagram-dedent", "      \u2660 AKQ\n      \u2665 432", "\u2660 AKQ\n\u2665 432", "D" },
  { "table-with-breaks", " 2N      10\\n 1N       8\\n 2\\h       7\\n",
    "2N      10\n1N       8\n2\u2665       7", "D" },
  { "prose-then-diagram", "Look:\n\n  S AK\n  H QJ\n\nEasy.", "Look:\n\nS AK\nH QJ\n\nEasy.", "PDP" },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(BrgCommentary) commentary = brg_commentary_new (c->text);
  g_autofree char *plain = brg_commentary_dup_plain_text (commentary);
  g_autoptr(GString) kinds = g_string_new (NULL);

  for (guint i = 0; i < brg_commentary_get_n_blocks (commentary); i++)
    g_string_append_c (kinds, brg_commentary_get_block (commentary, i)->kind
                              == BRG_TEXT_BLOCK_PREFORMATTED ? 'D' : 'P');

  g_assert_cmpstr (plain, ==, c->plain);
  g_assert_cmpstr (kinds->str, ==, c->kinds);
}

/* The style of the run that holds @needle. */
static BrgTextStyle
style_of (const BrgCommentary *commentary,
          const char          *needle)
{
  for (guint i = 0; i < brg_commentary_get_n_blocks (commentary); i++)
    {
      const BrgTextBlock *block = brg_commentary_get_block (commentary, i);

      for (guint j = 0; j < block->runs->len; j++)
        {
          const BrgTextRun *run = g_ptr_array_index (block->runs, j);

          if (strstr (run->text, needle) != NULL)
            return run->style;
        }
    }

  g_error ("no run holds “%s”", needle);
}

static void
test_styles (void)
{
  g_autoptr(BrgCommentary) c =
    brg_commentary_new ("<b>bold <i>both</i></b> plain <I>italic</I> <u>under</u> "
                        "<strong>strong</strong> <em>em</em> <s>gone</s> <tt>fixed</tt> "
                        "x<sup>2</sup> <b>open to the end");

  g_assert_cmpint (style_of (c, "bold"), ==, BRG_TEXT_BOLD);
  g_assert_cmpint (style_of (c, "both"), ==, BRG_TEXT_BOLD | BRG_TEXT_ITALIC);
  g_assert_cmpint (style_of (c, "plain"), ==, BRG_TEXT_PLAIN);
  g_assert_cmpint (style_of (c, "italic"), ==, BRG_TEXT_ITALIC);
  g_assert_cmpint (style_of (c, "under"), ==, BRG_TEXT_UNDERLINE);
  g_assert_cmpint (style_of (c, "strong"), ==, BRG_TEXT_BOLD);
  g_assert_cmpint (style_of (c, "em"), ==, BRG_TEXT_ITALIC);
  g_assert_cmpint (style_of (c, "gone"), ==, BRG_TEXT_STRIKETHROUGH);
  g_assert_cmpint (style_of (c, "fixed"), ==, BRG_TEXT_MONOSPACE);
  g_assert_cmpint (style_of (c, "2"), ==, BRG_TEXT_SUPERSCRIPT);
  g_assert_cmpint (style_of (c, "open to the end"), ==, BRG_TEXT_BOLD);
}

/* The spaces around a styled word are the plain text's: no run of bold
 * begins or ends with the space before or after it. */
static void
test_style_spaces (void)
{
  g_autoptr(BrgCommentary) c = brg_commentary_new ("with <b>markup</b> & <i>more</i> text");
  const BrgTextBlock *block = brg_commentary_get_block (c, 0);
  static const char * const runs[] = { "with ", "markup", " & ", "more", " text" };

  g_assert_cmpuint (block->runs->len, ==, G_N_ELEMENTS (runs));
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    g_assert_cmpstr (((const BrgTextRun *) g_ptr_array_index (block->runs, i))->text, ==,
                     runs[i]);
}

/* A token kept as written is no commentary, like a % line. */
static void
test_kept_token (void)
{
  g_autoptr(BrgComment) token = brg_comment_new (BRG_COMMENT_TOKEN, "AC");
  g_autoptr(BrgCommentary) none = brg_commentary_new_for_comment (token);

  g_assert_false (brg_comment_is_commentary (token));
  g_assert_cmpuint (brg_commentary_get_n_blocks (none), ==, 0);
}

/* A stray closing tag closes nothing; a style goes on into the next
 * paragraph until it is closed. */
static void
test_styles_unbalanced (void)
{
  g_autoptr(BrgCommentary) c = brg_commentary_new ("</b>plain <b>bold\n\nstill</b> not");

  g_assert_cmpint (style_of (c, "plain"), ==, BRG_TEXT_PLAIN);
  g_assert_cmpint (style_of (c, "still"), ==, BRG_TEXT_BOLD);
  g_assert_cmpint (style_of (c, "not"), ==, BRG_TEXT_PLAIN);
}

/* PBN §2.4: a % line is a directive (BridgeComposer's settings), not text. */
static void
test_escape_lines (void)
{
  g_autoptr(BrgComment) escape = brg_comment_new (BRG_COMMENT_ESCAPE, "Font:Commentary \"Arial\"");
  g_autoptr(BrgComment) brace = brg_comment_new (BRG_COMMENT_BRACE, "Text");
  g_autoptr(BrgCommentary) none = brg_commentary_new_for_comment (escape);
  g_autoptr(BrgCommentary) some = brg_commentary_new_for_comment (brace);

  g_assert_false (brg_comment_is_commentary (escape));
  g_assert_true (brg_comment_is_commentary (brace));
  g_assert_cmpuint (brg_commentary_get_n_blocks (none), ==, 0);
  g_assert_cmpuint (brg_commentary_get_n_blocks (some), ==, 1);
}

/* Hostile input: long runs of tags and escapes stay linear and end. */
static void
test_pathological (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(BrgCommentary) c = NULL;
  g_autofree char *plain = NULL;

  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "<b><i\\n!S &#99999999; <");
  c = brg_commentary_new (text->str);
  plain = brg_commentary_dup_plain_text (c);
  g_assert_true (g_utf8_validate (plain, -1, NULL));
  g_assert_cmpuint (brg_commentary_get_n_blocks (c), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/commentary/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/commentary/styles", test_styles);
  g_test_add_func ("/commentary/styles-unbalanced", test_styles_unbalanced);
  g_test_add_func ("/commentary/style-spaces", test_style_spaces);
  g_test_add_func ("/commentary/kept-token", test_kept_token);
  g_test_add_func ("/commentary/escape-lines", test_escape_lines);
  g_test_add_func ("/commentary/pathological", test_pathological);

  return g_test_run ();
}
