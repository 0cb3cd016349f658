/* test-article.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The HTML article: what a reader sees (diagram, suits in colour, auction,
 * notes, commentary) and, for programs, each board's PBN between <PBN>
 * and </PBN> (PBN §6.2) that reads back into the same boards.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-article.h"
#include "brg-host-document.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-writer.h"

static char *
article_text (BrgEvent   *event,
              const char *title)
{
  g_autoptr(GBytes) bytes = brg_article_write_bytes (event, title);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  g_assert_true (g_utf8_validate_len (data, len, NULL));
  return g_strndup (data, len);
}

static void
assert_same_boards (BrgEvent *a,
                    BrgEvent *b)
{
  g_assert_cmpuint (brg_event_get_n_boards (a), ==, brg_event_get_n_boards (b));
  for (guint i = 0; i < brg_event_get_n_boards (a); i++)
    {
      g_autofree char *x = brg_pbn_write_board (brg_event_get_board (a, i));
      g_autofree char *y = brg_pbn_write_board (brg_event_get_board (b, i));

      g_assert_cmpstr (x, ==, y);
    }
}

/* The article reads back, as a document, into the same boards, without a
 * problem (PBN §6.2). */
/* The article of @event holds each board's PBN, which reads back as the
 * same boards with the same errors: one for each board with errors, or as
 * many as @diagnostics (the original reading's, when given) hold. */
static void
assert_reimports_with (BrgEvent  *event,
                       GPtrArray *original)
{
  g_autoptr(GBytes) bytes = brg_article_write_bytes (event, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgHostDocument) document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_AUTO,
                                                                 NULL, &error);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) again = NULL;
  guint errors = 0;

  g_assert_no_error (error);
  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_HTML);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, brg_event_get_n_boards (event));
  again = brg_host_document_read (document, &diagnostics);
  for (guint i = 0; i < diagnostics->len; i++)
    if (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity == BRG_SEVERITY_ERROR)
      errors++;
  if (original != NULL)
    errors -= core_test_count_severity (original, BRG_SEVERITY_ERROR);
  else
    for (guint i = 0; i < brg_event_get_n_boards (event); i++)
      if (brg_board_get_has_errors (brg_event_get_board (event, i)))
        errors--;
  g_assert_cmpuint (errors, ==, 0);
  assert_same_boards (event, again);

  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
assert_reimports (BrgEvent *event)
{
  assert_reimports_with (event, NULL);
}

static void
test_structure (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autofree char *html = article_text (event, "Schiphol & more");

  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>\n<html>\n<head>\n"
                                         "<meta charset=\"utf-8\">"));
  g_assert_nonnull (strstr (html, "<title>Schiphol &amp; more</title>"));
  g_assert_nonnull (strstr (html, "<h2>Board 1</h2>"));
  /* The hand diagram: players, suit symbols with their colour classes, a
   * void as a dash, the ten as 10. */
  g_assert_nonnull (strstr (html, "North <span class=\"name\">Westra</span>"));
  g_assert_nonnull (strstr (html, "<span class=\"s\" title=\"Spades\">\u2660</span> \u2014</div>"));
  g_assert_nonnull (strstr (html, "<span class=\"h\" title=\"Hearts\">\u2665</span> A 10</div>"));
  g_assert_nonnull (strstr (html, "<span class=\"d\" title=\"Diamonds\">\u2666</span> "
                                  "J 6 5 4 2</div>"));
  g_assert_nonnull (strstr (html, ".s, .c { color: #111; } .h, .d { color: #c4161c; }"));
  /* Dealer and vulnerability, on the compass and in words. */
  g_assert_nonnull (strstr (html, "<td class=\"dealer\" title=\"North\">N</td>"));
  g_assert_nonnull (strstr (html, "Dealer North \u00b7 Nobody vulnerable \u00b7 5"));
  /* The auction: West first, North dealt, alerts point to their notes. */
  g_assert_nonnull (strstr (html, "<tr><th>West</th><th>North</th><th>East</th>"
                                  "<th>South</th></tr>\n"
                                  "<tr><td></td><td>1<span class=\"d\""));
  g_assert_nonnull (strstr (html, "<sup><a href=\"#b1-an1\">1</a></sup>"));
  g_assert_nonnull (strstr (html, "<li value=\"2\" id=\"b1-an2\">"
                                  "two colors: clubs and diamonds</li>"));
  /* The commentary after the Result tag, a diagram drawn in text. */
  g_assert_nonnull (strstr (html, "<div class=\"comment\"><pre class=\"laid-out\">"));
  /* The board's PBN between the delimiters. */
  g_assert_nonnull (strstr (html, "<pre><PBN>[Event \"International Amsterdam Airport"));
  g_assert_nonnull (strstr (html, "</PBN></pre></details>\n</section>\n"));
  g_assert_true (g_str_has_suffix (html, "</body>\n</html>\n"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_reimport (void)
{
  g_autoptr(BrgEvent) spec = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Event \"Club <night> & \\\"day\\\"\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"All\"]\n"
    "[Deal \"E:AK2.QJ3.T987.654 QJT9.AK2.654.K32 876.T98.AKQ.QJT9 543.7654.J32.A87\"]\n"
    "{A comment with <b>markup</b> & an ampersand, \\S spades}\n"
    "[Auction \"E\"]\n1NT $1 Pass 3NT =1= AP\n[Note \"1:to play <sure>\"]\n"
    "\n"
    "[Event \"Passed\"]\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"
    "[Deal \"S:AK2.QJ3.T987.654 QJT9.AK2.654.K32 876.T98.AKQ.QJT9 543.7654.J32.A87\"]\n"
    "[Auction \"S\"]\nAP\n");
  g_autofree char *html = article_text (event, NULL);

  /* Markup in a value is text on the page; in commentary, BridgeComposer's
   * <b> is bold (BrgCommentary), and the rest is text. */
  g_assert_nonnull (strstr (html, "<title>Club &lt;night&gt; &amp; \"day\"</title>"));
  g_assert_nonnull (strstr (html, "<p>A comment with <b>markup</b> &amp; an ampersand, "
                                  "<span class=\"s\" title=\"Spades\">\u2660</span> spades</p>"));

  assert_reimports (spec);
  assert_reimports (event);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&spec));
}

/* PBN §6.2: the delimiters do not occur in PBN. Commentary, a note and a
 * tag value that mention <PBN> and </PBN> are written so that no reader
 * takes them for delimiters (issue 10: the article had "no boards"), and
 * read back as they were; a browser shows them as they are. */
static void
test_delimiters_in_text (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Event \"Snippets: <PBN> and </pbn>\"]\n[Board \"1\"]\n[Dealer \"N\"]\n"
    "[Deal \"N:AK2.QJ3.T987.654 QJT9.AK2.654.K32 876.T98.AKQ.QJT9 543.7654.J32.A87\"]\n"
    "{Put the deal between <PBN> and </PBN> in your page.}\n"
    "[Auction \"N\"]\n1NT =1= AP\n[Note \"1:see <PBN>\"]\n");
  g_autoptr(GBytes) pbn = brg_pbn_write_bytes (event, NULL);
  g_autoptr(BrgEvent) from_pbn = brg_pbn_read_bytes (pbn, NULL, NULL);
  g_autofree char *pbn_text = g_strndup (g_bytes_get_data (pbn, NULL), g_bytes_get_size (pbn));
  g_autofree char *html = article_text (event, NULL);
  g_autofree char *lower = g_ascii_strdown (pbn_text, -1);
  const BrgTag *board_tag;

  /* In PBN, no delimiter at all; the text reads back the same. */
  g_assert_null (strstr (lower, "<pbn>"));
  g_assert_null (strstr (lower, "</pbn>"));
  assert_same_boards (event, from_pbn);
  board_tag = brg_board_lookup_tag (brg_event_get_board (from_pbn, 0), "Deal");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (board_tag->comments, 0))->text, ==,
                   "Put the deal between <PBN> and </PBN> in your page.");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (from_pbn, 0), "Event"), ==,
                   "Snippets: <PBN> and </pbn>");

  /* On the page, the words, with a word joiner after "<". */
  g_assert_nonnull (strstr (html, "between &lt;&#x2060;PBN&gt; and &lt;&#x2060;/PBN&gt;"));
  assert_reimports (event);

  g_assert_finalize_object (g_steal_pointer (&from_pbn));
  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_reimport_corpus (void)
{
  /* Real files with notes, play, commentary, UTF-8 names and # values. */
  static const char * const names[] = {
    "endplay_example2.pbn",
    "ben_challenge_bw_crlf.pbn",
    "slovesnov_eyc2000_gboplo27.pbn",
    "pbn2html_demo1.pbn",
    "dealconvert_test.pbn",
  };
  g_autofree char *root = core_test_corpus_path ("pbn", NULL);

  if (root == NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (root, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = brg_pbn_read_file (file, NULL, &diagnostics, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (brg_event_get_n_boards (event), >, 0);
      assert_reimports_with (event, diagnostics);
      g_assert_finalize_object (g_steal_pointer (&event));
    }
}

/* Our own files, with notes, play, commentary at every anchor, UTF-8
 * names, # and ## values, irregularities and partial deals. */
static void
test_reimport_own_files (void)
{
  static const char * const names[] = {
    "comments.pbn",
    "encoding-utf8-bom.pbn",
    "inheritance.pbn",
    "irregularities.pbn",
    "notes-nags.pbn",
    "partial-deals.pbn",
    "tables.pbn",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(BrgEvent) event = NULL;
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "expected", names[i],
                                                     NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) diagnostics = NULL;

      g_test_message ("%s", names[i]);
      event = brg_pbn_read_file (file, NULL, &diagnostics, &error);
      g_assert_no_error (error);
      assert_reimports_with (event, diagnostics);
      g_assert_finalize_object (g_steal_pointer (&event));
    }
}

static void
test_board_fragment (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autofree char *fragment = brg_article_write_board (brg_event_get_board (event, 0));
  g_autoptr(BrgEvent) empty = brg_event_new ();
  g_autofree char *page = article_text (empty, NULL);

  g_assert_true (g_str_has_prefix (fragment, "<section class=\"board\" id=\"board-1\">\n"));
  g_assert_true (g_str_has_suffix (fragment, "</section>\n"));
  /* No boards, a page all the same. */
  g_assert_nonnull (strstr (page, "<h1>Bridge deals</h1>\n</body>"));

  g_assert_finalize_object (g_steal_pointer (&empty));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Issue 23: a line break typed is a line break shown; BridgeComposer's
 * wrapped lines join (BrgCommentary, the rule of every view). */
static void
test_line_breaks (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
    "{Lead:\n1. the king\n2. then a club}\n"
    "{<b>Bidding.</b> North opens\nthe bidding.}\n");
  g_autofree char *fragment = brg_article_write_board (brg_event_get_board (event, 0));

  g_assert_nonnull (strstr (fragment, "<p>Lead:<br>\n1. the king<br>\n2. then a club</p>"));
  g_assert_nonnull (strstr (fragment, "<p><b>Bidding.</b> North opens the bidding.</p>"));
  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_write_file (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_tmp ("finesse-article-XXXXXX.html", &stream, &error);
  g_autofree char *contents = NULL;
  g_autofree char *expected = article_text (event, "T");

  g_assert_no_error (error);
  g_assert_true (brg_article_write_file (event, "T", file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_assert_cmpstr (contents, ==, expected);
  g_file_delete (file, NULL, NULL);

  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_criticals (void)
{
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_article_write_bytes (NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_article_write_board (NULL));
  g_test_assert_expected_messages ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/article/structure", test_structure);
  g_test_add_func ("/core/article/reimport", test_reimport);
  g_test_add_func ("/core/article/reimport-own-files", test_reimport_own_files);
  g_test_add_func ("/core/article/reimport-corpus", test_reimport_corpus);
  g_test_add_func ("/core/article/delimiters-in-text", test_delimiters_in_text);
  g_test_add_func ("/core/article/board-fragment", test_board_fragment);
  g_test_add_func ("/core/article/line-breaks", test_line_breaks);
  g_test_add_func ("/core/article/write-file", test_write_file);
  g_test_add_func ("/core/article/criticals", test_criticals);

  return g_test_run ();
}
