/* test-render.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The print and export layouts: each is rendered to a PDF, and its pages
 * counted and their text read back with pdftotext (poppler-utils); the
 * PBN embedded in a PDF read back with pdfdetach; the files of SVG and PNG
 * pages; colours counted on PNG pages; board ranges; and boards that lack
 * a hand or an auction.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <cairo-pdf.h>

#include "core-test-util.h"
#include "brg-render-deck.h"
#include "brg-render-document.h"
#include "brg-render-slides.h"

typedef struct
{
  char     *dir;
  BrgEvent *event;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("finesse-render-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->event = core_test_read_data_file ("render", "lesson.pbn");
  g_assert_cmpuint (brg_event_get_n_boards (fixture->event), ==, 4);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_clear_object (&fixture->event);
}

static char *
fixture_path (Fixture    *fixture,
              const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

/* Writes @options' document of the fixture's event to @name; returns the
 * document, with its page count checked against the file's. */
static BrgRenderDocument *
render (Fixture                *fixture,
        const BrgRenderOptions *options,
        BrgRenderFormat         format,
        const char             *name)
{
  g_autofree char *path = fixture_path (fixture, name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgRenderDocument *document = brg_render_document_new (fixture->event, options, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  g_assert_true (brg_render_document_write (document, format, file, NULL, &error));
  g_assert_no_error (error);
  return document;
}

/* Runs a poppler-utils tool; FALSE (and the test skipped) when it is not
 * installed (tools/deps.sh installs it). */
static gboolean
run_tool (const char * const *argv,
          char              **out)
{
  g_autofree char *program = g_find_program_in_path (argv[0]);
  g_autoptr(GError) error = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip_printf ("%s (poppler-utils) is not installed", argv[0]);
      return FALSE;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return TRUE;
}

/* The text of each page of a PDF with all white space taken out, so that
 * "♠ A K 4" and "♠AK4" compare equal however pdftotext spaced them. */
static GPtrArray *
pdf_pages (Fixture    *fixture,
           const char *name)
{
  g_autofree char *path = fixture_path (fixture, name);
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };
  g_autofree char *text = NULL;
  g_auto(GStrv) pages = NULL;
  GPtrArray *result;

  if (!run_tool (argv, &text))
    return NULL;
  /* pdftotext ends each page with a form feed. */
  pages = g_strsplit (text, "\f", -1);
  result = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; pages[i] != NULL && pages[i + 1] != NULL; i++)
    {
      GString *squeezed = g_string_new (NULL);

      for (const char *p = pages[i]; *p != '\0'; p++)
        if (!g_ascii_isspace (*p))
          g_string_append_c (squeezed, *p);
      g_ptr_array_add (result, g_string_free (squeezed, FALSE));
    }
  return result;
}

static void
assert_page_has (GPtrArray  *pages,
                 guint       page,
                 const char *text)
{
  g_autoptr(GString) squeezed = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (squeezed, *p);
  g_assert_cmpuint (page, <, pages->len);
  if (strstr (g_ptr_array_index (pages, page), squeezed->str) == NULL)
    g_error ("page %u lacks “%s”: %s", page + 1, text, (char *) g_ptr_array_index (pages, page));
}

static void
assert_page_lacks (GPtrArray  *pages,
                   guint       page,
                   const char *text)
{
  g_autoptr(GString) squeezed = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (squeezed, *p);
  g_assert_cmpuint (page, <, pages->len);
  if (strstr (g_ptr_array_index (pages, page), squeezed->str) != NULL)
    g_error ("page %u has “%s”", page + 1, text);
}

static GArray *
positions (guint n,
           ...)
{
  GArray *array = g_array_new (FALSE, FALSE, sizeof (guint));
  va_list args;

  va_start (args, n);
  for (guint i = 0; i < n; i++)
    {
      guint position = va_arg (args, guint);

      g_array_append_val (array, position);
    }
  va_end (args);
  return array;
}

/* ---- Options ---- */

static void
assert_range (BrgEvent   *event,
              const char *range,
              const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) chosen = brg_render_parse_boards (range, event, &error);
  g_autoptr(GString) got = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < chosen->len; i++)
    g_string_append_printf (got, "%s%u", i > 0 ? " " : "", g_array_index (chosen, guint, i));
  g_assert_cmpstr (got->str, ==, expected);
}

static void
test_range (void)
{
  /* Boards 1, 2, 3, 12 and a board without a number, counted as the 5th. */
  g_autoptr(BrgEvent) event = core_test_read_data_file ("render", "lesson.pbn");
  g_autoptr(BrgBoard) extra = brg_board_new ();
  static const char *bad[] = { "", "a", "8-1", "0", "1,,2", "1-", "-3", "5x", "1 2", "99999999999" };

  brg_event_append (event, extra);

  assert_range (event, "1-8,12", "0 1 2 3 4");
  assert_range (event, " 2 , 12 ", "1 3");
  assert_range (event, "12,1", "0 3");
  assert_range (event, "3-3", "2");
  assert_range (event, "5", "4");
  assert_range (event, "40-50", "");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) chosen = brg_render_parse_boards (bad[i], event, &error);

      g_test_message ("range “%s”", bad[i]);
      g_assert_null (chosen);
      g_assert_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_RANGE);
    }
}

/* Two boards with one number, as a team match's two tables have: both. */
static void
test_range_two_tables (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"7\"]\n[Room \"Open\"]\n\n"
                                                  "[Board \"8\"]\n\n"
                                                  "[Board \"7\"]\n[Room \"Closed\"]\n");

  assert_range (event, "7", "0 2");
}

static void
test_page_file_name (void)
{
  static const struct { const char *path; guint page, n_pages; const char *expected; } table[] = {
    { "deals.png", 0, 1, "deals.png" },
    { "deals.png", 0, 3, "deals-1.png" },
    { "deals.png", 2, 3, "deals-3.png" },
    { "out/v1.2/deals.svg", 1, 2, "out/v1.2/deals-2.svg" },
    { "out/v1.2/deals", 1, 2, "out/v1.2/deals-2" },
    { ".png", 0, 2, ".png-1" },
    { "a.tar.png", 9, 12, "a.tar-10.png" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      g_autofree char *name = brg_render_page_file_name (table[i].path, table[i].page,
                                                         table[i].n_pages);

      g_assert_cmpstr (name, ==, table[i].expected);
    }
}

static void
test_options (void)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderOptions) copy = NULL;
  static const struct { BrgRenderLayout layout; guint per_page; gboolean ok; } table[] = {
    { BRG_RENDER_LAYOUT_ANALYSIS, 0, TRUE }, { BRG_RENDER_LAYOUT_ANALYSIS, 2, TRUE },
    { BRG_RENDER_LAYOUT_ANALYSIS, 4, FALSE }, { BRG_RENDER_LAYOUT_HANDOUT, 2, TRUE },
    { BRG_RENDER_LAYOUT_HANDOUT, 6, FALSE }, { BRG_RENDER_LAYOUT_HAND_RECORD, 6, TRUE },
    { BRG_RENDER_LAYOUT_HAND_RECORD, 3, FALSE }, { BRG_RENDER_LAYOUT_BIDDING, 1, TRUE },
    { BRG_RENDER_LAYOUT_BIDDING, 5, FALSE },
  };
  BrgRenderLayout layout;
  BrgRenderPaper paper;
  BrgRenderFormat format;

  g_assert_cmpint (options->layout, ==, BRG_RENDER_LAYOUT_ANALYSIS);
  g_assert_cmpuint (brg_render_options_get_per_page (options), ==, 1);
  options->layout = BRG_RENDER_LAYOUT_HAND_RECORD;
  g_assert_cmpuint (brg_render_options_get_per_page (options), ==, 4);

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      g_autoptr(GError) error = NULL;

      options->layout = table[i].layout;
      options->per_page = table[i].per_page;
      g_assert_cmpint (brg_render_options_check (options, &error), ==, table[i].ok);
      if (!table[i].ok)
        g_assert_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_OPTION);
    }

  options->per_page = 0;
  options->margin_left = options->margin_right = 100;
  g_assert_false (brg_render_options_check (options, NULL));
  options->margin_left = options->margin_right = 15;

  options->title = g_strdup ("Title");
  options->boards = positions (2, 3u, 1u);
  copy = brg_render_options_copy (options);
  g_assert_cmpstr (copy->title, ==, "Title");
  g_assert_true (copy->title != options->title);
  g_assert_cmpuint (copy->boards->len, ==, 2);
  g_assert_cmpuint (g_array_index (copy->boards, guint, 0), ==, 3);

  g_assert_true (brg_render_layout_from_string ("handrecord", &layout));
  g_assert_cmpint (layout, ==, BRG_RENDER_LAYOUT_HAND_RECORD);
  g_assert_cmpstr (brg_render_layout_to_string (BRG_RENDER_LAYOUT_BIDDING), ==, "bidding");
  g_assert_false (brg_render_layout_from_string ("hand-record", &layout));
  g_assert_true (brg_render_paper_from_string ("Letter", &paper));
  g_assert_cmpint (paper, ==, BRG_RENDER_PAPER_LETTER);
  g_assert_false (brg_render_paper_from_string ("a5", &paper));
  g_assert_true (brg_render_format_from_string ("SVG", &format));
  g_assert_cmpint (format, ==, BRG_RENDER_FORMAT_SVG);
  g_assert_false (brg_render_format_from_string ("jpeg", &format));
}

/* ---- Layouts ---- */

/* One board a page: the deal, players, auction with its note, play by
 * tricks, commentary, double dummy; each board on its own page. */
static void
test_analysis (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = render (fixture, options, BRG_RENDER_FORMAT_PDF,
                                                  "analysis.pdf");
  g_autoptr(GPtrArray) pages = pdf_pages (fixture, "analysis.pdf");

  if (pages == NULL)
    return;
  g_assert_cmpuint (brg_render_document_get_n_pages (document), ==, 4);
  g_assert_cmpuint (pages->len, ==, 4);

  /* The header and the page number. */
  assert_page_has (pages, 0, "Render test club");
  assert_page_has (pages, 0, "2026.03.14");
  assert_page_has (pages, 0, "Page 1 of 4");
  assert_page_has (pages, 3, "Page 4 of 4");

  assert_page_has (pages, 0, "Board 1 Dealer North · Nobody vulnerable");
  assert_page_has (pages, 0, "3NT by South, 10 tricks, N-S +430");
  assert_page_has (pages, 0, "North Norah ♠ A K 4 ♥ 8 7 2 ♦ A Q 5 ♣ 9 6 4 3");
  assert_page_has (pages, 0, "West Wendy ♠ 8 6 2 ♥ 10 9 6 3 ♦ 7 6 3 2 ♣ J 5");
  assert_page_has (pages, 0, "South Sam ♠ 7 5 3");
  assert_page_has (pages, 0, "Opening remark about counting winners.");
  assert_page_has (pages, 0, "Auction West North East South");
  assert_page_has (pages, 0, "15-17 points, balanced");
  assert_page_has (pages, 0, "Raise straight to game.");
  /* NAGs print as their glyphs, as the file wrote them or not (PBN §3.7):
   * 3NT $1 and ♠Q $7 are "3NT!" and "♠Q!". */
  assert_page_has (pages, 0, "3NT!");
  assert_page_lacks (pages, 0, "$1");
  assert_page_lacks (pages, 0, "$7");
  assert_page_has (pages, 0, "All pass");
  assert_page_has (pages, 0, "Play West North East South");
  assert_page_has (pages, 0, "Closing remark about the end play.");
  assert_page_has (pages, 0, "Par NS +430");
  assert_page_lacks (pages, 0, "Board 2");

  assert_page_has (pages, 1, "Board 2 Dealer South · E-W vulnerable");
  /* An analysis shows every hand, Hidden or not. */
  assert_page_has (pages, 1, "West ♠ A K 4");
  assert_page_has (pages, 1, "Question text: what would you lead as North?");
  assert_page_has (pages, 1, "Answer text: the queen of spades sets up three tricks.");

  assert_page_has (pages, 3, "Board 12 Dealer West · N-S vulnerable");
}

/* Two boards a page: a board starts at the top of a page or half way. */
static void
test_analysis_two_a_page (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->per_page = 2;
  options->boards = positions (3, 1u, 2u, 3u);
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "two.pdf");
  pages = pdf_pages (fixture, "two.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, ==, 2);
  assert_page_has (pages, 0, "Board 2");
  assert_page_has (pages, 0, "Board 3");
  assert_page_lacks (pages, 0, "Board 12");
  assert_page_has (pages, 1, "Board 12");
}

/* What the options leave out is not printed. */
static void
test_analysis_show (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->show = BRG_RENDER_SHOW_AUCTION;
  options->boards = positions (1, 0u);
  options->title = g_strdup ("Given title");
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "show.pdf");
  pages = pdf_pages (fixture, "show.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, ==, 1);
  assert_page_has (pages, 0, "Auction");
  assert_page_lacks (pages, 0, "Play");
  assert_page_lacks (pages, 0, "Opening remark");
  assert_page_lacks (pages, 0, "15-17 points");
  assert_page_lacks (pages, 0, "Par");
  assert_page_lacks (pages, 0, "Page 1 of 1");
  assert_page_lacks (pages, 0, "Given title");
}

/* Commentary longer than a page flows on to the next, none of it lost. */
static void
test_analysis_long (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GString) pbn = g_string_new ("[Board \"1\"]\n[Dealer \"N\"]\n"
                                         "[Deal \"N:AK4.872.AQ5.9643 - - -\"]\n");
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  for (guint i = 1; i <= 120; i++)
    g_string_append_printf (pbn, "{Paragraph %u of a long lesson, which says a good deal about "
                                 "counting tricks and planning the play before the first "
                                 "card.}\n", i);
  g_clear_object (&fixture->event);
  fixture->event = core_test_read_pbn (pbn->str);
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "long.pdf");
  pages = pdf_pages (fixture, "long.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, >=, 3);
  g_assert_cmpuint (pages->len, ==, brg_render_document_get_n_pages (document));
  for (guint i = 1; i <= 120; i++)
    {
      g_autofree char *needle = g_strdup_printf ("Paragraph%uofalonglesson", i);
      guint found = 0;

      for (guint p = 0; p < pages->len; p++)
        if (strstr (g_ptr_array_index (pages, p), needle) != NULL)
          found++;
      /* A paragraph may break across two pages, never vanish or repeat. */
      if (found != 1)
        {
          g_autofree char *start = g_strdup_printf ("Paragraph%uofalong", i);

          found = 0;
          for (guint p = 0; p < pages->len; p++)
            if (strstr (g_ptr_array_index (pages, p), start) != NULL)
              found++;
        }
      g_assert_cmpuint (found, ==, 1);
    }
  assert_page_has (pages, pages->len - 1, "No auction given");
}

/* The lines of a PDF's text, as pdftotext reads them. */
static char **
pdf_lines (Fixture    *fixture,
           const char *name)
{
  g_autofree char *path = fixture_path (fixture, name);
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };
  g_autofree char *text = NULL;

  if (!run_tool (argv, &text))
    return NULL;
  return g_strsplit (text, "\n", -1);
}

static gboolean
has_line (char       **lines,
          const char  *line)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (strcmp (g_strstrip (lines[i]), line) == 0)
      return TRUE;
  return FALSE;
}

/* Issue 23: a line break typed is a line break printed (BrgCommentary,
 * the rule of every view); BridgeComposer's wrapped lines are joined. */
static void
test_analysis_breaks (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_auto(GStrv) lines = NULL;

  g_clear_object (&fixture->event);
  fixture->event = core_test_read_pbn ("[Board \"1\"]\n[Dealer \"N\"]\n"
                                       "[Deal \"N:AK4.872.AQ5.9643 - - -\"]\n"
                                       "{Lead:\n1. the king\n2. then a club}\n"
                                       "{<b>Bidding.</b> North opens\nthe bidding.}\n");
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "breaks.pdf");
  lines = pdf_lines (fixture, "breaks.pdf");
  if (lines == NULL)
    return;
  g_assert_true (has_line (lines, "Lead:"));
  g_assert_true (has_line (lines, "1. the king"));
  g_assert_true (has_line (lines, "2. then a club"));
  g_assert_true (has_line (lines, "Bidding. North opens the bidding."));
}

/* Issue 23: a comment of a megabyte did not print in 300 s. A board
 * prints its first 100,000 characters of commentary, in pieces, and says
 * that the rest is not printed. */
static void
test_analysis_capped (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GString) pbn = g_string_new ("[Board \"1\"]\n[Dealer \"N\"]\n"
                                         "[Deal \"N:AK4.872.AQ5.9643 - - -\"]\n{");
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;
  guint last;

  for (guint i = 0; pbn->len < 400000; i++)
    g_string_append_printf (pbn, "word%u ", i);
  g_string_append (pbn, "}\n");
  g_clear_object (&fixture->event);
  fixture->event = core_test_read_pbn (pbn->str);
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "capped.pdf");
  pages = pdf_pages (fixture, "capped.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, <, 30);
  last = pages->len - 1;
  assert_page_has (pages, 0, "word0 word1 word2");
  assert_page_has (pages, last, "The rest of this board\u2019s commentary is not printed");
  for (guint p = 0; p < pages->len; p++)
    g_assert_null (strstr (g_ptr_array_index (pages, p), "word30000"));
}

/* Four boards a page with the double-dummy tricks and par the file gives;
 * boards without them get none. */
static void
test_hand_record (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->layout = BRG_RENDER_LAYOUT_HAND_RECORD;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "record.pdf");
  pages = pdf_pages (fixture, "record.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, ==, 1);
  /* pdftotext reads a page's cells in its own order: each piece alone. */
  assert_page_has (pages, 0, "Board 1 Dealer North Nobody vulnerable");
  assert_page_has (pages, 0, "Board 12");
  assert_page_has (pages, 0, "Dealer West");
  assert_page_has (pages, 0, "N-S vulnerable");
  assert_page_has (pages, 0, "North ♠ A K Q J ♥ 10 9 8");
  assert_page_has (pages, 0, "hand not given");
  /* OptimumResultTable: N S E W in NT ♠ ♥ ♦ ♣. */
  assert_page_has (pages, 0, "N 9 7 6 8 9");
  assert_page_has (pages, 0, "Par NS +430");
  /* DoubleDummyTricks "3344233442a99aba99ab": East 10 9 9 10 11. */
  assert_page_has (pages, 0, "E 10 9 9 10 11");
  /* No commentary, no auction in a hand record. */
  assert_page_lacks (pages, 0, "Opening remark");
  assert_page_lacks (pages, 0, "Auction");

  g_clear_object (&document);
  g_clear_pointer (&pages, g_ptr_array_unref);
  options->per_page = 1;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "record1.pdf");
  pages = pdf_pages (fixture, "record1.pdf");
  g_assert_cmpuint (pages->len, ==, 4);
  assert_page_has (pages, 3, "Board 12");
  assert_page_lacks (pages, 3, "Board 3");

  g_clear_object (&document);
  g_clear_pointer (&pages, g_ptr_array_unref);
  options->per_page = 2;
  options->show &= ~BRG_RENDER_SHOW_DOUBLE_DUMMY;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "record2.pdf");
  pages = pdf_pages (fixture, "record2.pdf");
  g_assert_cmpuint (pages->len, ==, 2);
  assert_page_lacks (pages, 0, "Par");
}

/* The question leaves out the hidden hands and the commentary after the
 * auction; the answer, on a later page, has the full deal and the rest. */
static void
test_handout (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->layout = BRG_RENDER_LAYOUT_HANDOUT;
  options->boards = positions (2, 1u, 3u);
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "handout.pdf");
  pages = pdf_pages (fixture, "handout.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, ==, 4);

  assert_page_has (pages, 0, "Board 2 · Question");
  assert_page_has (pages, 0, "North ♠ Q J 10 9");
  assert_page_has (pages, 0, "South ♠ 8 6 2");
  assert_page_lacks (pages, 0, "West ♠");
  assert_page_lacks (pages, 0, "♠ A K 4");
  assert_page_lacks (pages, 0, "♣ A K Q 2");
  assert_page_has (pages, 0, "Question text: what would you lead as North?");
  assert_page_has (pages, 0, "1NT");
  assert_page_lacks (pages, 0, "Answer text");

  assert_page_has (pages, 1, "Board 2 · Answer");
  assert_page_has (pages, 1, "West ♠ A K 4");
  assert_page_has (pages, 1, "East ♠ 7 5 3");
  assert_page_has (pages, 1, "Answer text: the queen of spades sets up three tricks.");
  assert_page_lacks (pages, 1, "Question text");

  assert_page_has (pages, 2, "Board 12 · Question");
  assert_page_has (pages, 3, "Board 12 · Answer");

  /* Hands hidden at print time, and the answers at the end. */
  g_clear_object (&document);
  g_clear_pointer (&pages, g_ptr_array_unref);
  options->hidden = 1 << BRG_SEAT_NORTH | 1 << BRG_SEAT_SOUTH;
  options->answers_at_end = TRUE;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "handout2.pdf");
  pages = pdf_pages (fixture, "handout2.pdf");
  g_assert_cmpuint (pages->len, ==, 4);
  assert_page_has (pages, 0, "Board 2 · Question");
  assert_page_has (pages, 0, "West ♠ A K 4");
  assert_page_lacks (pages, 0, "North ♠");
  assert_page_has (pages, 1, "Board 12 · Question");
  assert_page_has (pages, 2, "Board 2 · Answer");
  assert_page_has (pages, 3, "Board 12 · Answer");
}

/* A sheet a seat, each with that seat's hands alone. */
static void
test_bidding (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->layout = BRG_RENDER_LAYOUT_BIDDING;
  options->per_page = 2;
  options->boards = positions (2, 0u, 3u);
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "bidding.pdf");
  g_assert_cmpuint (brg_render_document_get_warnings (document)->len, ==, 0);
  pages = pdf_pages (fixture, "bidding.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, ==, 4);
  assert_page_has (pages, 0, "Bidding sheet: North");
  assert_page_has (pages, 0, "Board 1 Dealer North · Nobody vulnerable");
  assert_page_has (pages, 0, "North Norah ♠ A K 4 ♥ 8 7 2");
  assert_page_has (pages, 0, "Board 12");
  /* Board 12's North holds board 1's West hand; no other hand shows. */
  assert_page_has (pages, 0, "♠ 8 6 2 ♥ 10 9 6 3");
  assert_page_lacks (pages, 0, "♠ Q J 10 9");
  assert_page_lacks (pages, 0, "♠ 7 5 3");
  assert_page_has (pages, 1, "Bidding sheet: East");
  assert_page_has (pages, 1, "East Ed ♠ Q J 10 9");
  assert_page_lacks (pages, 1, "♠ 7 5 3");
  assert_page_lacks (pages, 1, "♠ 8 6 2");
  assert_page_has (pages, 3, "Bidding sheet: West");
  assert_page_has (pages, 3, "West Wendy ♠ 8 6 2");

  /* Only the seats chosen. */
  g_clear_object (&document);
  g_clear_pointer (&pages, g_ptr_array_unref);
  options->bidding_seats = 1 << BRG_SEAT_SOUTH;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "bidding2.pdf");
  pages = pdf_pages (fixture, "bidding2.pdf");
  g_assert_cmpuint (pages->len, ==, 1);
  assert_page_has (pages, 0, "Bidding sheet: South");
}

/* ---- Bad input ---- */

/* A board with one hand and no auction prints what it has, and marks
 * what is missing. */
static void
test_missing (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->boards = positions (1, 2u);
  for (BrgRenderLayout layout = BRG_RENDER_LAYOUT_ANALYSIS; layout <= BRG_RENDER_LAYOUT_BIDDING;
       layout++)
    {
      g_clear_object (&document);
      g_clear_pointer (&pages, g_ptr_array_unref);
      g_test_message ("layout %s", brg_render_layout_to_string (layout));
      options->layout = layout;
      document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "missing.pdf");
      pages = pdf_pages (fixture, "missing.pdf");
      if (pages == NULL)
        return;
      assert_page_has (pages, 0, "Board 3");
      if (layout != BRG_RENDER_LAYOUT_BIDDING)
        assert_page_has (pages, 0, "North ♠ A K Q J ♥ 10 9 8 ♦ 7 6 5 ♣ 4 3 2");
      if (layout == BRG_RENDER_LAYOUT_ANALYSIS || layout == BRG_RENDER_LAYOUT_HANDOUT)
        assert_page_has (pages, 0, "No auction given");
      if (layout == BRG_RENDER_LAYOUT_BIDDING)
        /* The East sheet. */
        assert_page_has (pages, 1, "East hand not given");
      else
        assert_page_has (pages, 0, "West hand not given");
    }
}

static void
test_no_boards (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgRenderDocument) document = brg_render_document_new (event, options, &error);

  g_assert_null (document);
  g_assert_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_NO_BOARDS);

  g_clear_error (&error);
  g_clear_object (&event);
  event = core_test_read_data_file ("render", "lesson.pbn");
  options->boards = positions (1, 9u);
  document = brg_render_document_new (event, options, &error);
  g_assert_null (document);
  g_assert_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_NO_BOARDS);
}

/* ---- Output ---- */

/* The PDF carries its boards as a PBN file: read back, the same deals. */
static void
test_embedded_pbn (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autofree char *pdf = fixture_path (fixture, "lesson-handout.pdf");
  g_autofree char *saved = fixture_path (fixture, "saved.pbn");
  const char *list_argv[] = { "pdfdetach", "-list", pdf, NULL };
  const char *save_argv[] = { "pdfdetach", "-save", "1", "-o", saved, pdf, NULL };
  g_autofree char *list = NULL;
  g_autofree char *ignored = NULL;
  g_autoptr(GFile) saved_file = NULL;
  g_autoptr(BrgEvent) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  options->layout = BRG_RENDER_LAYOUT_HAND_RECORD;
  options->boards = positions (2, 3u, 0u);
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "lesson-handout.pdf");
  if (!run_tool (list_argv, &list))
    return;
  g_assert_nonnull (strstr (list, "1 embedded files"));
  g_assert_nonnull (strstr (list, "1: lesson-handout.pbn"));
  g_assert_true (run_tool (save_argv, &ignored));

  saved_file = g_file_new_for_path (saved);
  back = brg_pbn_read_file (saved_file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (back), ==, 2);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (back, 0)), ==, 12);
  g_assert_true (brg_deal_equal (brg_board_get_deal (brg_event_get_board (back, 0)),
                                 brg_board_get_deal (brg_event_get_board (fixture->event, 3))));
  g_assert_true (brg_deal_equal (brg_board_get_deal (brg_event_get_board (back, 1)),
                                 brg_board_get_deal (brg_event_get_board (fixture->event, 0))));

  /* The update left the pages whole. */
  pages = pdf_pages (fixture, "lesson-handout.pdf");
  g_assert_cmpuint (pages->len, ==, 1);
  assert_page_has (pages, 0, "Board 12");

  /* And without it, nothing is embedded. */
  g_clear_object (&document);
  g_clear_pointer (&list, g_free);
  options->embed_source = FALSE;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "lesson-handout.pdf");
  g_assert_true (run_tool (list_argv, &list));
  g_assert_nonnull (strstr (list, "0 embedded files"));
}

static gboolean
file_exists (Fixture    *fixture,
             const char *name)
{
  g_autofree char *path = fixture_path (fixture, name);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* SVG and PNG: a file a page, -1, -2 … when there is more than one. */
static void
test_page_files (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *png = NULL;
  gsize length;

  options->boards = positions (3, 0u, 1u, 3u);
  document = render (fixture, options, BRG_RENDER_FORMAT_PNG, "deals.png");
  g_assert_true (file_exists (fixture, "deals-1.png"));
  g_assert_true (file_exists (fixture, "deals-3.png"));
  g_assert_false (file_exists (fixture, "deals-4.png"));
  g_assert_false (file_exists (fixture, "deals.png"));
  {
    g_autofree char *path = fixture_path (fixture, "deals-2.png");

    g_assert_true (g_file_get_contents (path, &png, &length, NULL));
    g_assert_cmpuint (length, >, 8);
    g_assert_cmpmem (png, 8, "\x89PNG\r\n\x1a\n", 8);
  }

  g_clear_object (&document);
  options->boards = positions (1, 3u);
  document = render (fixture, options, BRG_RENDER_FORMAT_SVG, "deal.svg");
  g_assert_true (file_exists (fixture, "deal.svg"));
  g_assert_false (file_exists (fixture, "deal-1.svg"));
  {
    g_autofree char *path = fixture_path (fixture, "deal.svg");

    g_assert_true (g_file_get_contents (path, &svg, &length, NULL));
    g_assert_nonnull (strstr (svg, "<svg"));
    g_assert_nonnull (strstr (svg, "width=\"595.275591pt\""));
  }
}

/* Counts the pixels of a PNG page near @rgb. */
static guint
count_color (const char *path,
             guint32     rgb)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (path);
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint n = 0;

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4) & 0xffffff;
        int dr = (int) ((pixel >> 16) & 0xff) - (int) ((rgb >> 16) & 0xff);
        int dg = (int) ((pixel >> 8) & 0xff) - (int) ((rgb >> 8) & 0xff);
        int db = (int) (pixel & 0xff) - (int) (rgb & 0xff);

        if (ABS (dr) < 24 && ABS (dg) < 24 && ABS (db) < 24)
          n++;
      }
  cairo_surface_destroy (surface);
  return n;
}

/* Red hearts and diamonds in two colours; blue diamonds and green clubs
 * in four. */
static void
test_colors (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) two = NULL;
  g_autoptr(BrgRenderDocument) four = NULL;
  g_autofree char *two_path = fixture_path (fixture, "two.png");
  g_autofree char *four_path = fixture_path (fixture, "four.png");

  options->layout = BRG_RENDER_LAYOUT_HAND_RECORD;
  options->per_page = 1;
  options->boards = positions (1, 3u);
  two = render (fixture, options, BRG_RENDER_FORMAT_PNG, "two.png");
  options->four_color = TRUE;
  four = render (fixture, options, BRG_RENDER_FORMAT_PNG, "four.png");

  g_assert_cmpuint (count_color (two_path, 0xc8102e), >, 200);
  g_assert_cmpuint (count_color (two_path, 0x1560bd), ==, 0);
  g_assert_cmpuint (count_color (two_path, 0x17803a), ==, 0);
  g_assert_cmpuint (count_color (four_path, 0x1560bd), >, 100);
  g_assert_cmpuint (count_color (four_path, 0x17803a), >, 100);
}

/* The decks are found (the tests point $FINESSE_CARDS_DIR at the source
 * tree) and draw a card: the ace of hearts has red on it. */
static void
test_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgRenderDeck) deck = brg_render_deck_new (FALSE, &error);
  g_autoptr(BrgRenderDeck) four = brg_render_deck_new (TRUE, &error);
  g_autofree char *path = brg_render_deck_find_file ("finesse.svg");
  g_autofree char *none = brg_render_deck_find_file ("no-such-deck.svg");
  cairo_surface_t *surface;
  cairo_t *cr;
  const guint8 *pixels;
  guint red = 0;

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  g_assert_nonnull (four);
  g_assert_nonnull (path);
  g_assert_null (none);
  g_assert_cmpfloat_with_epsilon (brg_render_deck_get_aspect (deck), 225.0 / 350.0, 1e-6);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 90, 140);
  cr = cairo_create (surface);
  brg_render_deck_draw_card (deck, cr, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE), 0, 0, 140);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixels = cairo_image_surface_get_data (surface);
  for (int i = 0; i < 90 * 140; i++)
    {
      guint32 pixel = ((const guint32 *) pixels)[i];

      if (((pixel >> 16) & 0xff) > 150 && ((pixel >> 8) & 0xff) < 60 && (pixel >> 24) > 200)
        red++;
    }
  cairo_surface_destroy (surface);
  g_assert_cmpuint (red, >, 100);
}

/* A page drawn on its own is the page written in the PDF: the grid and
 * flowing layouts both draw any page in any order. */
static void
test_draw_page (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgRenderDocument) document = NULL;
  double width, height;

  options->paper = BRG_RENDER_PAPER_LETTER;
  document = brg_render_document_new (fixture->event, options, &error);
  g_assert_no_error (error);
  brg_render_document_get_page_size (document, &width, &height);
  g_assert_cmpfloat (width, ==, 612);
  g_assert_cmpfloat (height, ==, 792);
  g_assert_cmpuint (brg_render_document_get_n_boards (document), ==, 4);

  for (guint page = brg_render_document_get_n_pages (document); page-- > 0;)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 612, 792);
      cairo_t *cr = cairo_create (surface);
      const guint8 *pixels;
      guint dark = 0;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      brg_render_document_draw_page (document, cr, page);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      pixels = cairo_image_surface_get_data (surface);
      for (int i = 0; i < 612 * 792; i++)
        if ((((const guint32 *) pixels)[i] & 0xff) < 64)
          dark++;
      cairo_surface_destroy (surface);
      /* Text was drawn. */
      g_assert_cmpuint (dark, >, 1000);
    }
}

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (brg_render_document_write_finish (BRG_RENDER_DOCUMENT (source), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
test_write_async (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgRenderDocument) document = brg_render_document_new (fixture->event, options,
                                                                   &error);
  g_autofree char *path = fixture_path (fixture, "async.pdf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gboolean done = FALSE;

  brg_render_document_write_async (document, BRG_RENDER_FORMAT_PDF, file, NULL, write_done_cb,
                                   &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (file_exists (fixture, "async.pdf"));
}

/* ---- Slides: a lesson's steps (brg-lesson.h), a page a step ---- */

static BrgEvent *
read_lesson_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  return event;
}

static guint
count_steps (BrgEvent *event)
{
  guint n = 0;

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      g_autoptr(BrgLesson) lesson = brg_lesson_new (brg_event_get_board (event, i));

      n += brg_lesson_get_n_steps (lesson);
    }
  return n;
}

/* No page shows a directive or LIN markup as text. */
static void
assert_no_markup (GPtrArray *pages)
{
  static const char *marks[] = {
    "[NEXT]", "[show", "[SHOW", "[AUCTION", "[BID", "[choose-card", "[PLAY", "[showcards",
    "[HINT]", "[clear-commentary]", "[%", "|pg|", "|sk|",
  };

  for (guint page = 0; page < pages->len; page++)
    for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
      if (strstr (g_ptr_array_index (pages, page), marks[i]) != NULL)
        g_error ("page %u shows “%s”: %s", page + 1, marks[i], (char *) g_ptr_array_index (pages, page));
}

/* Every step of every board drawn: the faces of a hand the step does not
 * show are never drawn (its backs are), those of a hand it shows are all
 * drawn. */
static void
assert_hidden_not_drawn (BrgEvent *event,
                         gboolean  dark)
{
  g_autoptr(BrgRenderSlides) slides = brg_render_slides_new (FALSE, dark);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 270);
  cairo_t *cr = cairo_create (surface);

  for (guint b = 0; b < brg_event_get_n_boards (event); b++)
    {
      g_autoptr(BrgLesson) lesson = brg_lesson_new (brg_event_get_board (event, b));

      for (guint i = 0; i < brg_lesson_get_n_steps (lesson); i++)
        {
          const BrgLessonStep *step = brg_lesson_get_step (lesson, i);
          BrgCardSet drawn;

          brg_render_slides_draw (slides, cr, lesson, i, b, 480, 270);
          drawn = brg_render_slides_get_drawn_faces (slides);
          for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
            {
              BrgCardSet hand = brg_lesson_get_hand (lesson, i, seat);

              if (brg_lesson_step_shows_seat (step, seat))
                g_assert_cmphex (hand & ~drawn, ==, 0);
              else if ((hand & drawn) != 0)
                g_error ("board %u, step %u: a card of hidden %s is drawn", b + 1, i + 1,
                         brg_seat_to_display (seat));
            }
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Our own Bridge Classroom lesson: a page a step, landscape, the text of
 * each step on its page, and no directive anywhere. */
static void
test_slides_pages (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", "directives.pbn",
                                                 NULL);
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;
  double width, height;

  g_clear_object (&fixture->event);
  fixture->event = read_lesson_file (path);
  options->layout = BRG_RENDER_LAYOUT_SLIDES;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "slides.pdf");
  g_assert_cmpuint (brg_render_document_get_n_pages (document), ==, count_steps (fixture->event));
  g_assert_cmpuint (brg_render_document_get_n_pages (document), ==, 11);
  brg_render_document_get_page_size (document, &width, &height);
  g_assert_cmpfloat (width, >, height);

  pages = pdf_pages (fixture, "slides.pdf");
  if (pages == NULL)
    return;
  g_assert_cmpuint (pages->len, ==, 11);
  assert_no_markup (pages);
  /* Board 1: a step a page, each with its own text. */
  assert_page_has (pages, 0, "South plays 7NT. West leads the \u2663Q.");
  g_assert_null (strstr (g_ptr_array_index (pages, 0), "Youwin"));
  assert_page_has (pages, 1, "You win the \u2663K and cash three hearts.");
  assert_page_has (pages, 3, "The whole deal.");
  assert_page_has (pages, 3, "4 / 4");
  /* Board 2: the question before its answer. */
  assert_page_has (pages, 4, "What do you bid?");
  g_assert_null (strstr (g_ptr_array_index (pages, 4), "Twospades"));
  assert_page_has (pages, 5, "Two spades");
  /* Board 3: the comment held back to the end. */
  g_assert_null (strstr (g_ptr_array_index (pages, 9), "Westheld"));
  assert_page_has (pages, 10, "West held the \u2660Q all along.");

  assert_hidden_not_drawn (fixture->event, FALSE);
}

/* A LIN movie in four colours and on dark: a page a pause. */
static void
test_slides_movie (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", "movie.lin", NULL);
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  g_clear_object (&fixture->event);
  fixture->event = read_lesson_file (path);
  options->layout = BRG_RENDER_LAYOUT_SLIDES;
  options->four_color = TRUE;
  options->dark = TRUE;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "movie.pdf");
  g_assert_cmpuint (brg_render_document_get_n_pages (document), ==, 8);

  pages = pdf_pages (fixture, "movie.pdf");
  if (pages == NULL)
    return;
  assert_no_markup (pages);
  assert_page_has (pages, 0, "The squeeze, part 1");
  assert_page_has (pages, 3, "No: too strong.");
  assert_hidden_not_drawn (fixture->event, TRUE);
}

/* The corpus's lessons: baker_squeeze.pbn's board 1 starts with North-South
 * and none of the directive text; every board's every step has a page. */
static void
test_slides_corpus (Fixture       *fixture,
                    gconstpointer  data)
{
  static const char *files[][2] = {
    { "pbn", "baker_squeeze.pbn" }, { "pbn", "baker_olead.pbn" },
    { "lin", "tenace_triple-coup.lin" }, { "lin", "bbo_aba_1047742261.lin" },
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = core_test_corpus_path (files[f][0], files[f][1], NULL);
      g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
      g_autoptr(BrgRenderDocument) document = NULL;
      g_autoptr(GPtrArray) pages = NULL;

      if (path == NULL)
        return;
      g_clear_object (&fixture->event);
      fixture->event = read_lesson_file (path);
      options->layout = BRG_RENDER_LAYOUT_SLIDES;
      document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "corpus.pdf");
      g_assert_cmpuint (brg_render_document_get_n_pages (document), ==,
                        count_steps (fixture->event));
      assert_hidden_not_drawn (fixture->event, FALSE);
      pages = pdf_pages (fixture, "corpus.pdf");
      if (pages == NULL)
        return;
      g_assert_cmpuint (pages->len, ==, count_steps (fixture->event));
      assert_no_markup (pages);
      if (f == 0)
        {
          g_autoptr(BrgLesson) lesson = brg_lesson_new (brg_event_get_board (fixture->event, 0));

          g_assert_cmphex (brg_lesson_get_step (lesson, 0)->seats_shown, ==,
                           (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH));
          assert_page_has (pages, 0, "Never mind the bidding.");
          g_assert_null (strstr (g_ptr_array_index (pages, 0), "Butthereisanotherpossibility"));
          assert_page_has (pages, 1, "But there is another possibility");
        }
    }
}

/* A step's text of a megabyte (issue 23: long commentary): the slide is
 * cut with an ellipsis, and drawn as fast as a page of text. */
static void
test_slides_long_text (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GString) pbn = g_string_new ("[Board \"1\"]\n[Deal \"N:AKJ74.K83.A62.Q5 "
                                         "T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n{");
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  /* Under the readers' 1 MiB a comment. */
  for (guint i = 0; i < 70000; i++)
    g_string_append (pbn, "Draw trumps. ");
  g_string_append (pbn, "[NEXT] The end.}\n");
  g_clear_object (&fixture->event);
  fixture->event = core_test_read_pbn (pbn->str);
  options->layout = BRG_RENDER_LAYOUT_SLIDES;
  document = render (fixture, options, BRG_RENDER_FORMAT_PDF, "long.pdf");
  g_assert_cmpuint (brg_render_document_get_n_pages (document), ==, 2);
  pages = pdf_pages (fixture, "long.pdf");
  if (pages == NULL)
    return;
  assert_page_has (pages, 0, "Draw trumps.");
  assert_page_has (pages, 0, "\u2026");
  assert_page_has (pages, 1, "The end.");
}

/* PNG pages of slides are drawn from images of the faces, the same as the
 * PDF's vectors: the faces drawn are the same. */
static void
test_slides_raster (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", "directives.pbn",
                                                 NULL);
  g_autoptr(BrgEvent) event = read_lesson_file (path);
  g_autoptr(BrgLesson) lesson = brg_lesson_new (brg_event_get_board (event, 0));
  g_autoptr(BrgRenderSlides) slides = brg_render_slides_new (FALSE, FALSE);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1920, 1080);
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR, NULL);
  cairo_surface_t *pdf = NULL;
  g_autofree char *pdf_path = fixture_path (fixture, "one.pdf");
  cairo_t *cr;
  BrgCardSet on_image, on_pdf;
  double card;

  card = brg_render_slides_get_card_height (1920, 1080);
  g_assert_cmpfloat (card, >, 1080 / 6.0);
  brg_render_slides_prepare (slides, card);

  cr = cairo_create (image);
  brg_render_slides_draw (slides, cr, lesson, 1, 0, 1920, 1080);
  on_image = brg_render_slides_get_drawn_faces (slides);
  cairo_destroy (cr);

  pdf = cairo_pdf_surface_create (pdf_path, BRG_RENDER_SLIDE_WIDTH, BRG_RENDER_SLIDE_HEIGHT);
  cr = cairo_create (pdf);
  brg_render_slides_draw (slides, cr, lesson, 1, 0, BRG_RENDER_SLIDE_WIDTH,
                          BRG_RENDER_SLIDE_HEIGHT);
  on_pdf = brg_render_slides_get_drawn_faces (slides);
  cairo_destroy (cr);

  /* North-South's 25 cards and the lead. */
  g_assert_cmphex (on_image, ==, on_pdf);
  g_assert_cmpuint (brg_card_set_count (on_image), ==, 27);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (image);
  cairo_surface_destroy (recording);
  cairo_surface_destroy (pdf);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/render/options/range", test_range);
  g_test_add_func ("/core/render/options/range-two-tables", test_range_two_tables);
  g_test_add_func ("/core/render/options/page-file-name", test_page_file_name);
  g_test_add_func ("/core/render/options/check", test_options);
  g_test_add_func ("/core/render/deck", test_deck);
  g_test_add_func ("/core/render/no-boards", test_no_boards);
  g_test_add ("/core/render/analysis/pages", Fixture, NULL, fixture_setup, test_analysis,
              fixture_teardown);
  g_test_add ("/core/render/analysis/two-a-page", Fixture, NULL, fixture_setup,
              test_analysis_two_a_page, fixture_teardown);
  g_test_add ("/core/render/analysis/show", Fixture, NULL, fixture_setup, test_analysis_show,
              fixture_teardown);
  g_test_add ("/core/render/analysis/breaks", Fixture, NULL, fixture_setup, test_analysis_breaks,
              fixture_teardown);
  g_test_add ("/core/render/analysis/capped", Fixture, NULL, fixture_setup, test_analysis_capped,
              fixture_teardown);
  g_test_add ("/core/render/analysis/long", Fixture, NULL, fixture_setup, test_analysis_long,
              fixture_teardown);
  g_test_add ("/core/render/hand-record", Fixture, NULL, fixture_setup, test_hand_record,
              fixture_teardown);
  g_test_add ("/core/render/handout", Fixture, NULL, fixture_setup, test_handout, fixture_teardown);
  g_test_add ("/core/render/bidding", Fixture, NULL, fixture_setup, test_bidding, fixture_teardown);
  g_test_add ("/core/render/missing", Fixture, NULL, fixture_setup, test_missing, fixture_teardown);
  g_test_add ("/core/render/pdf/embedded-pbn", Fixture, NULL, fixture_setup, test_embedded_pbn,
              fixture_teardown);
  g_test_add ("/core/render/page-files", Fixture, NULL, fixture_setup, test_page_files,
              fixture_teardown);
  g_test_add ("/core/render/colors", Fixture, NULL, fixture_setup, test_colors, fixture_teardown);
  g_test_add ("/core/render/draw-page", Fixture, NULL, fixture_setup, test_draw_page,
              fixture_teardown);
  g_test_add ("/core/render/write-async", Fixture, NULL, fixture_setup, test_write_async,
              fixture_teardown);
  g_test_add ("/core/render/slides/pages", Fixture, NULL, fixture_setup, test_slides_pages,
              fixture_teardown);
  g_test_add ("/core/render/slides/movie", Fixture, NULL, fixture_setup, test_slides_movie,
              fixture_teardown);
  g_test_add ("/core/render/slides/corpus", Fixture, NULL, fixture_setup, test_slides_corpus,
              fixture_teardown);
  g_test_add ("/core/render/slides/raster", Fixture, NULL, fixture_setup, test_slides_raster,
              fixture_teardown);
  g_test_add ("/core/render/slides/long-text", Fixture, NULL, fixture_setup,
              test_slides_long_text, fixture_teardown);

  return g_test_run ();
}
