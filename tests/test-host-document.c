/* test-host-document.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN snippets in documents (PBN §6.2): finding <PBN> … </PBN> in text,
 * e-mail, HTML, ODT and DOCX, positions in the document, and updating the
 * snippets in place with every other byte kept. Documents are made here or
 * taken from tests/data/documents (made with LibreOffice) and from the
 * shared corpus.
 */

#include "config.h"

#include <string.h>
#include <archive.h>
#include <archive_entry.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-host-document.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-writer.h"

#define DEAL1 "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
#define DEAL2 "E:AK2.QJ3.T987.654 QJT9.AK2.654.K32 876.T98.AKQ.QJT9 543.7654.J32.A87"
/* DEAL1 with the ♣5 of West changed to a ♣6 that East holds. */
#define BAD_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.86"

#define GAME1 \
  "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n" \
  "[Deal \"" DEAL1 "\"]\n"
#define GAME2 \
  "[Event \"Night\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n" \
  "[Deal \"" DEAL2 "\"]\n"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

static GBytes *
bytes_of (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

static BrgHostDocument *
open_document (GBytes          *bytes,
               BrgHostDocumentKind  kind)
{
  g_autoptr(GError) error = NULL;
  BrgHostDocument *document = brg_host_document_new_from_bytes (bytes, kind, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

static BrgHostDocument *
open_text (const char      *text,
           BrgHostDocumentKind  kind)
{
  g_autoptr(GBytes) bytes = bytes_of (text);

  return open_document (bytes, kind);
}

static GBytes *
fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "documents", name, NULL);
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize len = 0;

  g_file_get_contents (path, &data, &len, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (data, len);
}

static char *
string_of (GBytes *bytes)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return g_strndup (data, len);
}

/* Line and column (1-based, in characters) where @needle first is in the
 * UTF-8 @text. */
static void
position_of (const char *text,
             const char *needle,
             guint      *line,
             guint      *column)
{
  const char *at = strstr (text, needle);

  g_assert_nonnull (at);
  *line = 1;
  *column = 1;
  for (const char *p = text; p < at; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else
        {
          (*column)++;
        }
    }
}

/* The PBN reader puts a problem with a tag value somewhere in the value:
 * on its line, between its quotes. */
static void
assert_in_value (const BrgDiagnostic *d,
                 const char          *text,
                 const char          *value)
{
  guint line, column;

  g_assert_nonnull (d);
  position_of (text, value, &line, &column);
  g_assert_cmpuint (d->line, ==, line);
  g_assert_cmpuint (d->column, >=, column - 1);
  g_assert_cmpuint (d->column, <=, column + g_utf8_strlen (value, -1));
}

/* The same boards: the same games in export layout. */
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

/* @text without what stands between each @open and the next @close
 * (case-insensitive): what an update must not touch. */
static char *
outside_bodies (const char *text,
                gsize       len,
                const char *open,
                const char *close)
{
  GString *out = g_string_new (NULL);
  gsize i = 0;
  gsize n_open = strlen (open), n_close = strlen (close);

  while (i < len)
    {
      if (i + n_open <= len && g_ascii_strncasecmp (text + i, open, n_open) == 0)
        {
          gsize j = i + n_open;

          g_string_append_len (out, text + i, (gssize) n_open);
          while (j + n_close <= len && g_ascii_strncasecmp (text + j, close, n_close) != 0)
            j++;
          g_string_append (out, "…");
          i = j;
          continue;
        }
      g_string_append_c (out, text[i]);
      i++;
    }
  return g_string_free (out, FALSE);
}

static void
assert_outside_equal (GBytes     *before,
                      GBytes     *after,
                      const char *open,
                      const char *close)
{
  gsize n1, n2;
  const char *a = g_bytes_get_data (before, &n1);
  const char *b = g_bytes_get_data (after, &n2);
  g_autofree char *x = outside_bodies (a, n1, open, close);
  g_autofree char *y = outside_bodies (b, n2, open, close);

  g_assert_cmpstr (x, ==, y);
}

/* Reads @bytes, updates it with what was read and reads the result: the
 * same boards come back, the bytes outside the snippets are the same, and
 * a second update changes nothing. Returns the updated bytes. */
static GBytes *
round_trip (GBytes          *bytes,
            BrgHostDocumentKind  kind,
            const char      *open,
            const char      *close)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgHostDocument) document = open_document (bytes, kind);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(BrgHostDocument) again = NULL;
  g_autoptr(BrgEvent) reread = NULL;
  g_autoptr(GBytes) twice = NULL;

  /* An edit on every board, so that every snippet is written anew. */
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    brg_board_set_tag (brg_event_get_board (event, i), "Date", "2026.11.28");
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  g_assert_nonnull (updated);
  if (open != NULL)
    assert_outside_equal (bytes, updated, open, close);

  again = open_document (updated, kind);
  g_assert_cmpuint (brg_host_document_get_n_snippets (again), ==,
                    brg_host_document_get_n_snippets (document));
  reread = brg_host_document_read (again, NULL);
  assert_same_boards (event, reread);

  /* Export format is stable (PGN §3.2.1), so is the update. */
  twice = brg_host_document_update (again, reread, &error);
  g_assert_no_error (error);
  if (kind != BRG_HOST_DOCUMENT_KIND_ODT && kind != BRG_HOST_DOCUMENT_KIND_DOCX)
    g_assert_true (g_bytes_equal (updated, twice));

  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&reread));
  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
  return g_steal_pointer (&updated);
}

/* ------------------------------------------------------------------ */
/* Plain text                                                           */

static void
test_text_basic (void)
{
  const char *text = "Here is a deal:\n<PBN>\n" GAME1 "</PBN>\nand another: <pbn>\n" GAME2
                     "</Pbn> done.\n";
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  guint snippet, line, column;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, "UTF-8");
  /* PBN §6.2: the delimiters in any letter case. */
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 2);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==, "\n" GAME1);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 1), ==, "\n" GAME2);
  brg_host_document_get_snippet_position (document, 1, &line, &column);
  g_assert_cmpuint (line, ==, 9);
  g_assert_cmpuint (column, ==, 14);

  event = brg_host_document_read (document, &diagnostics);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "Night");

  /* Each board remembers its snippet. */
  g_assert_true (brg_host_document_board_get_snippet (brg_event_get_board (event, 1), &snippet,
                                                 &line, &column));
  g_assert_cmpuint (snippet, ==, 1);
  g_assert_cmpuint (line, ==, 9);
  g_assert_cmpuint (column, ==, 14);
  g_assert_true (brg_host_document_board_get_snippet (brg_event_get_board (event, 0), &snippet,
                                                 NULL, NULL));
  g_assert_cmpuint (snippet, ==, 0);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_text_positions (void)
{
  /* A problem in a snippet is reported where it is in the document. */
  const char *text = "Title\n\n  <PBN>\n[Event \"A\"]\n[Deal \"" BAD_DEAL "\"]\n</PBN>\n";
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  const BrgDiagnostic *d = NULL;

  for (guint i = 0; i < diagnostics->len; i++)
    if (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity == BRG_SEVERITY_ERROR)
      d = g_ptr_array_index (diagnostics, i);
  assert_in_value (d, text, BAD_DEAL);
  g_assert_cmpuint (d->board, ==, 1);
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_text_board_index (void)
{
  /* A diagnostic names its board in the whole collection. */
  const char *text = "<PBN>\n" GAME1 "\n" GAME2 "</PBN>\n<PBN>\n[Event \"C\"]\n[Deal \""
                     BAD_DEAL "\"]\n</PBN>\n";
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  gboolean found = FALSE;

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 3);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      BrgDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (d->severity == BRG_SEVERITY_ERROR)
        {
          g_assert_cmpuint (d->board, ==, 3);
          assert_in_value (d, text, BAD_DEAL);
          found = TRUE;
        }
    }
  g_assert_true (found);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_text_quoted (void)
{
  /* An e-mail reply quotes with "> ": the marks are not PBN. */
  const char *text = "Bob wrote:\n> > Look:\n> > <PBN>\n> > [Event \"Quoted\"]\n"
                     ">> [Board \"3\"]\n> > [Deal \"" BAD_DEAL "\"]\n> > </PBN>\n";
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autofree char *updated_text = NULL;
  const BrgDiagnostic *d = NULL;

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==,
                   "\n[Event \"Quoted\"]\n[Board \"3\"]\n[Deal \"" BAD_DEAL "\"]\n");
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (event, 0)), ==, 3);

  for (guint i = 0; i < diagnostics->len; i++)
    if (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity == BRG_SEVERITY_ERROR)
      d = g_ptr_array_index (diagnostics, i);
  assert_in_value (d, text, BAD_DEAL);

  /* The update keeps the quote marks on every line. */
  brg_board_set_tag (brg_event_get_board (event, 0), "Date", "2026.11.28");
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  updated_text = string_of (updated);
  g_assert_true (g_str_has_prefix (updated_text, "Bob wrote:\n> > Look:\n> > <PBN>\n"
                                                                                                  "> > [Event \"Quoted\"]\n> > [Site \"?\"]\n"));
  g_assert_true (g_str_has_suffix (updated_text, "> > [Result \"?\"]\n> > </PBN>\n"));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_text_latin1 (void)
{
  /* 8-bit text without a declared character set: read as Latin-1 with a
   * warning, and written back in Latin-1. */
  const char *text = "Caf\xe9\n<PBN>\n[Event \"Caf\xe9\"]\n[Deal \"" DEAL1 "\"]\n</PBN>\n";
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(GBytes) refused = NULL;
  g_autofree char *updated_text = NULL;
  const BrgDiagnostic *d;

  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, "ISO-8859-1");
  d = core_test_find_diagnostic (diagnostics, "doc-charset-guess");
  g_assert_nonnull (d);
  g_assert_cmpuint (d->line, ==, 1);
  g_assert_cmpuint (d->column, ==, 4);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, "Caf\u00e9");

  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  updated_text = string_of (updated);
  g_assert_nonnull (strstr (updated_text, "[Event \"Caf\xe9\"]\n"));
  g_assert_false (g_utf8_validate (updated_text, -1, NULL));

  /* A spade symbol has no place in Latin-1 text. */
  brg_board_set_tag (brg_event_get_board (event, 0), "Event", "Caf\u00e9 \u2660");
  refused = brg_host_document_update (document, event, &error);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_ENCODING);
  g_assert_null (refused);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_text_utf16 (void)
{
  /* UTF-16 with a byte order mark; positions count characters. */
  const char *text = "\u00c9t\u00e9\n<PBN>\n[Event \"\u00c9t\u00e9\"]\n"
                     "[Deal \"" BAD_DEAL "\"]\n</PBN>\n"
                     "> <PBN>\n> [Event \"Q\"]\n> [Deal \"" DEAL2 "\"]\n> </PBN>\n";
  g_autofree char *utf16 = NULL;
  gsize len = 0;
  GString *data = g_string_new_len ("\xff\xfe", 2);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) updated = NULL;
  const BrgDiagnostic *d = NULL;

  utf16 = g_convert (text, -1, "UTF-16LE", "UTF-8", NULL, &len, NULL);
  g_string_append_len (data, utf16, (gssize) len);
  bytes = g_string_free_to_bytes (data);

  document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, "UTF-16LE");
  event = brg_host_document_read (document, &diagnostics);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==,
                   "\u00c9t\u00e9");
  for (guint i = 0; i < diagnostics->len; i++)
    if (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity == BRG_SEVERITY_ERROR)
      d = g_ptr_array_index (diagnostics, i);
  assert_in_value (d, text, BAD_DEAL);

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_TEXT, NULL, NULL);
  g_assert_cmpmem (g_bytes_get_data (updated, NULL), 2, "\xff\xfe", 2);
  {
    g_autofree char *back = g_convert ((const char *) g_bytes_get_data (updated, NULL) + 2,
                                       (gssize) g_bytes_get_size (updated) - 2, "UTF-8",
                                       "UTF-16LE", NULL, NULL, NULL);

    /* The quote marks on every line, in UTF-16 too. */
    g_assert_nonnull (strstr (back, "> <PBN>\n> [Event \"Q\"]\n"));
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

typedef struct
{
  const char  *text;
  const char  *code;
  BrgSeverity  severity;
  const char  *at;        /* where the diagnostic points */
  guint        n_snippets;
} DelimiterCase;

/* PBN §6.2: unbalanced, nested or empty delimiters. */
static const DelimiterCase delimiter_cases[] = {
  { "a\n<PBN>\n" GAME1, "doc-unclosed-delimiter", BRG_SEVERITY_ERROR, "<PBN>", 0 },
  { "a\n" GAME1 "b </PBN>\n", "doc-unopened-delimiter", BRG_SEVERITY_ERROR, "</PBN>", 0 },
  { "<PBN>\n[Event \"x\"]\n<pbn>\n" GAME1 "</PBN>\n", "doc-nested-delimiter",
    BRG_SEVERITY_ERROR, "<pbn>", 1 },
  { "x <PBN> \n </PBN>", "doc-empty-snippet", BRG_SEVERITY_WARNING, "<PBN>", 1 },
  { "x <PBN>{just a comment}</PBN>", "doc-snippet-without-games", BRG_SEVERITY_WARNING,
    "<PBN>", 1 },
};

static void
test_delimiters (gconstpointer data)
{
  const DelimiterCase *c = data;
  g_autoptr(BrgHostDocument) document = open_text (c->text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  const BrgDiagnostic *d = core_test_find_diagnostic (diagnostics, c->code);
  guint line, column;

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, c->n_snippets);
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, c->severity);
  position_of (c->text, c->at, &line, &column);
  g_assert_cmpuint (d->line, ==, line);
  g_assert_cmpuint (d->column, ==, column);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_text_round_trip (void)
{
  g_autoptr(GBytes) crlf = bytes_of ("Intro\r\n<PBN>\r\n" "[Event \"A\"]\r\n[Deal \"" DEAL1
                                     "\"]\r\n</PBN>\r\nOutro\r\n");
  g_autoptr(GBytes) inline_snippet = bytes_of ("Inline <PBN>[Deal \"" DEAL1 "\"]</PBN> text.");
  g_autoptr(GBytes) updated = NULL;
  g_autofree char *text = NULL;

  g_clear_pointer (&updated, g_bytes_unref);
  updated = round_trip (crlf, BRG_HOST_DOCUMENT_KIND_TEXT, "<PBN>", "</PBN>");
  text = string_of (updated);
  /* The document's CRLF line ends are kept inside the snippet too. */
  g_assert_true (g_str_has_prefix (text, "Intro\r\n<PBN>\r\n[Event \"A\"]\r\n"));
  g_assert_true (g_str_has_suffix (text, "[Result \"?\"]\r\n</PBN>\r\nOutro\r\n"));
  g_clear_pointer (&text, g_free);

  g_clear_pointer (&updated, g_bytes_unref);
  updated = round_trip (inline_snippet, BRG_HOST_DOCUMENT_KIND_TEXT, "<PBN>", "</PBN>");
  text = string_of (updated);
  g_assert_true (g_str_has_prefix (text, "Inline <PBN>\n[Event \"?\"]\n"));
  g_assert_true (g_str_has_suffix (text, "[Result \"?\"]\n</PBN> text."));
}

/* Issue 23: Update Document changes only what was edited. A snippet
 * nobody edited keeps its bytes; an edited one is written as Copy Board
 * writes its board (no `% PBN` or `% EXPORT` line), and its long
 * commentary line is not wrapped (a snippet declares no format=flowed). */
static void
test_update_only_edited (void)
{
  const char *long_line = "The declarer who counts his tricks before he plays to the first "
                          "one finds the tenth in the diamonds, and makes his contract.";
  g_autofree char *text = g_strconcat ("Intro\n<PBN>\n% PBN 2.1\n[Event  \"Club\"]\n"
                                       "[Deal \"" DEAL1 "\"]\n{", long_line, "}\n</PBN>\n"
                                       "Then\n<PBN>\n" GAME2 "{", long_line, "}\n</PBN>\n",
                                       NULL);
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autofree char *updated_text = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *expected = NULL;
  const char *second;

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);

  /* Nothing edited: nothing changes. */
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (updated, NULL), g_bytes_get_size (updated), text,
                   strlen (text));

  /* The second board edited: the first snippet keeps its bytes. */
  brg_board_set_tag (brg_event_get_board (event, 1), "Date", "2026.11.28");
  g_clear_pointer (&updated, g_bytes_unref);
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  updated_text = string_of (updated);
  second = strstr (text, "Then\n");
  g_assert_cmpmem (updated_text, (gsize) (second - text), text, (gsize) (second - text));

  /* The second is what Copy Board gives, its comment on one line. */
  copied = brg_host_document_board_to_snippet (brg_event_get_board (event, 1));
  expected = g_strconcat ("Then\n", copied, NULL);
  g_assert_cmpstr (updated_text + (second - text), ==, expected);
  g_assert_null (strstr (updated_text, "% EXPORT"));
  g_assert_nonnull (strstr (updated_text + (second - text), long_line));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

/* ------------------------------------------------------------------ */
/* HTML                                                                 */

static void
test_html_pre (void)
{
  /* The delimiters as markup, inside <pre>, as PBN §6.2 has them. */
  const char *html = "<!DOCTYPE html>\n<html><head><title>x</title></head><body>\n"
                     "<p>Text</p>\n<pre><PBN>\n" GAME1 "{a &lt; b &amp;&amp; c}\n</PBN></pre>\n"
                     "</body></html>\n";
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  g_autoptr(GBytes) bytes = bytes_of (html);
  g_autoptr(GBytes) updated = NULL;
  guint line, column;

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==,
                   "\n" GAME1 "{a < b && c}\n");
  brg_host_document_get_snippet_position (document, 0, &line, &column);
  g_assert_cmpuint (line, ==, 4);
  g_assert_cmpuint (column, ==, 6);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_HTML, "<PBN>", "</PBN>");
  {
    g_autofree char *text = string_of (updated);

    /* Escaped for HTML again, in the <pre> with plain line ends. */
    g_assert_nonnull (strstr (text, "<pre><PBN>\n[Event \"Club\"]\n"));
    g_assert_nonnull (strstr (text, "{a &lt; b &amp;&amp; c}\n"));
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_html_entities (void)
{
  /* Delimiters and values written with entities and references. */
  const char *html = "<p>&lt;pbn&gt;<br>\n[Event &quot;Spades &#x2660; &amp; hearts &#9829;&quot;]"
                     "<br>\n[Deal &quot;" DEAL1 "&quot;]<br>\n&#60;/PBN&#x3E;</p>";
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) bytes = bytes_of (html);
  g_autoptr(GBytes) updated = NULL;

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==,
                   "\n[Event \"Spades \u2660 & hearts \u2665\"]\n[Deal \"" DEAL1 "\"]\n");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==,
                   "Spades \u2660 & hearts \u2665");

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_HTML, "&lt;pbn&gt;", "&#60;/pbn&#x3E;");
  {
    g_autofree char *text = string_of (updated);

    /* The lines are split by <br> as before. */
    g_assert_nonnull (strstr (text, "<p>&lt;pbn&gt;<br>\n"
                                    "[Event \"Spades \u2660 &amp; hearts \u2665\"]<br>\n"));
    g_assert_true (g_str_has_suffix (text, "[Result \"?\"]<br>\n&#60;/PBN&#x3E;</p>"));
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_html_split (void)
{
  /* A snippet over paragraphs, with markup inside its lines and around
   * its delimiters; source line ends are spaces in HTML, <br> and
   * paragraphs are line ends. */
  const char *html = "<div><p><b>&lt;PBN&gt;</b></p>\n<p>[Event \"<i>Split</i> up\"]</p>\n"
                     "<p>[Board\n\"6\"]</p><p>[Deal \"<span class=x>" DEAL1 "</span>\"]</p>\n"
                     "<p><b>&lt;/PBN&gt;</b></p></div>";
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) bytes = bytes_of (html);
  g_autoptr(GBytes) updated = NULL;

  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==,
                   "\n[Event \"Split up\"]\n[Board\n\"6\"]\n[Deal \"" DEAL1 "\"]\n");
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (event, 0)), ==, 6);

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_HTML, "&lt;PBN&gt;", "&lt;/PBN&gt;");
  {
    g_autofree char *text = string_of (updated);

    /* Each line its own paragraph, as the old body had them. */
    g_assert_nonnull (strstr (text, "<p><b>&lt;PBN&gt;</b></p>\n"
                                    "<p>[Event \"Split up\"]</p>\n"));
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_html_unbalanced_markup (void)
{
  /* The HTML parser closes <PBN> at </p>; the </PBN> after it still
   * counts. A <PBN> in a script or a comment does not. */
  const char *html = "<p>x <PBN>\n" GAME1 "</p>\n</PBN>\n<script>var a = \"<PBN>\";</script>\n"
                     "<!-- <PBN> -->\n<p>end</p>";
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

typedef struct
{
  const char *declaration;
  const char *charset;
  const char *encoding;
  const char *name_bytes;
  const char *name_utf8;
} CharsetCase;

/* The page's declared character set decides how its bytes read. */
static const CharsetCase charset_cases[] = {
  { "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-2\">", "ISO-8859-2",
    NULL, "\xa3\xf3\xbf", "\u0141\u00f3\u017c" },
  { "<meta charset=\"windows-1250\">", "WINDOWS-1250", NULL, "\xa3\xf3\xbf", "\u0141\u00f3\u017c" },
  { "<meta charset=\"koi8-r\">", "KOI8-R", NULL, "\xf0\xc1\xd2", "\u041f\u0430\u0440" },
  { "<meta charset=\"utf-8\">", "UTF-8", NULL, "\xc5\x81\xc3\xb3", "\u0141\u00f3" },
  { "", "WINDOWS-1252", NULL, "\x80\xe9", "\u20ac\u00e9" },
  /* A page saved as UTF-8 that still declares a single-byte set: its
   * characters of several bytes would read as two or three each. */
  { "<meta charset=\"iso-8859-1\">", "UTF-8", NULL, "It\xe2\x80\x99s caf\xc3\xa9",
    "It\u2019s caf\u00e9" },
  { "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\">", "UTF-8",
    NULL, "\xe2\x82\xac\xc3\xa9", "\u20ac\u00e9" },
};

static void
test_html_charset (gconstpointer data)
{
  const CharsetCase *c = data;
  g_autofree char *html = g_strconcat ("<html><head>", c->declaration, "</head><body><pre>\n"
                                       "&lt;PBN&gt;\n[Event \"", c->name_bytes, "\"]\n[Deal \""
                                       DEAL1 "\"]\n&lt;/PBN&gt;</pre></body></html>\n", NULL);
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) bytes = bytes_of (html);
  g_autoptr(GBytes) updated = NULL;

  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, c->charset);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, c->name_utf8);

  /* Written back in the same character set. */
  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_HTML, "&lt;PBN&gt;", "&lt;/PBN&gt;");
  {
    g_autofree char *text = string_of (updated);
    g_autofree char *expected = g_strconcat ("[Event \"", c->name_bytes, "\"]\n", NULL);

    g_assert_nonnull (strstr (text, expected));
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

/* The warning of a declaration that lies names it where it stands. */
static void
test_html_charset_overruled (void)
{
  const char *html = "<html><head>\n<title>Notes</title>\n  <meta charset=\"ISO-8859-1\">\n"
                     "</head><body><pre>\n&lt;PBN&gt;\n[Event \"Caf\xc3\xa9\"]\n[Deal \""
                     DEAL1 "\"]\n&lt;/PBN&gt;</pre></body></html>\n";
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  const BrgDiagnostic *d = core_test_find_diagnostic (diagnostics, "doc-charset-overruled");

  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (d->line, ==, 3);
  g_assert_cmpuint (d->column, ==, 18);
  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, "UTF-8");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, "Caf\u00e9");

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_html_xml_declaration (void)
{
  /* XHTML says its encoding in the XML declaration. A character the
   * page's character set lacks is written as a reference. */
  const char *html = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
                     "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><pre>&lt;PBN&gt;\n"
                     "[Event \"Caf\xe9\"]\n[Deal \"" DEAL1 "\"]\n&lt;/PBN&gt;</pre><br/>"
                     "</body></html>";
  g_autoptr(BrgHostDocument) document = open_text (html, BRG_HOST_DOCUMENT_KIND_HTML);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, "ISO-8859-1");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, "Caf\u00e9");

  brg_board_set_tag (brg_event_get_board (event, 0), "Event", "Caf\u00e9 \u2660");
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  text = string_of (updated);
  g_assert_nonnull (strstr (text, "[Event \"Caf\xe9 &#9824;\"]\n"));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}


/* A page without a snippet reads without a problem, in its declared
 * character set, and is written back as it was. */
static void
check_page_without_snippets (const char *path,
                             const char *encoding)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgHostDocument) document = brg_host_document_new_for_file (file, NULL, &error);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) same = NULL;

  g_test_message ("%s", path);
  g_assert_no_error (error);
  g_assert_cmpint (brg_host_document_get_kind (document), ==,
                   g_str_has_suffix (path, ".txt") ? BRG_HOST_DOCUMENT_KIND_TEXT
                                                   : BRG_HOST_DOCUMENT_KIND_HTML);
  g_assert_cmpstr (brg_host_document_get_encoding (document), ==, encoding);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 0);
  event = brg_host_document_read (document, &diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 0);

  /* Nothing to write: the page stays as it is. */
  same = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (same, brg_host_document_get_bytes (document)));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

/* A snippet added to an ISO-8859-2 page, before </body>: found at its
 * line, its Polish letters read, the page written back in its character
 * set with every other byte as it was. */
static void
check_insert_into_latin2_page (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GString) page = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  const char *body;
  gsize len;
  guint line, column, expected_line = 1;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  page = g_string_new_len (contents, (gssize) len);
  body = strstr (page->str, "</body>");
  g_assert_nonnull (body);
  for (const char *p = page->str; p < body; p++)
    if (*p == '\n')
      expected_line++;
  g_string_insert (page, body - page->str,
                   "<pre>&lt;PBN&gt;\r\n[Event \"Chorz\xf3w \xb3\"]\r\n[Deal \"" DEAL1 "\"]\r\n"
                   "&lt;/PBN&gt;</pre>");
  bytes = g_bytes_new (page->str, page->len);

  document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_HTML);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  brg_host_document_get_snippet_position (document, 0, &line, &column);
  g_assert_cmpuint (line, ==, expected_line);
  event = brg_host_document_read (document, &diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==,
                   "Chorz\u00f3w \u0142");

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_HTML, "&lt;PBN&gt;", "&lt;/PBN&gt;");
  {
    g_autofree char *text = string_of (updated);

    g_assert_nonnull (strstr (text, "[Event \"Chorz\xf3w \xb3\"]\r\n"));
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_html_own_page (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "documents",
                                                 "latin2-page.html", NULL);

  check_page_without_snippets (path, "ISO-8859-2");
  check_insert_into_latin2_page (path);
}

static void
test_html_corpus (void)
{
  /* Real pages (MANIFEST.md): none holds a snippet. */
  static const struct
  {
    const char *name;
    const char *encoding;
  } pages[] = {
    { "jfrpary_wb120802_board001.html", "UTF-8" },
    { "kops_pch1003_h1.html", "ISO-8859-2" },
    { "bbo_traveller_38345851.html", "UTF-8" },
    { "bbo_traveller_aba_72774673.html", "UTF-8" },
    { "bbo_myhands_history.html", "UTF-8" },
    { "bhp_samples_fragment.txt", "UTF-8" },
  };

  if (core_test_get_corpus () == NULL)
    {
      core_test_skip_no_corpus ();
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *path = core_test_corpus_path ("html", pages[i].name, NULL);

      check_page_without_snippets (path, pages[i].encoding);
    }
}

static void
test_html_corpus_insert (void)
{
  g_autofree char *path = core_test_corpus_path ("html", "kops_pch1003_h1.html", NULL);

  if (path != NULL)
    check_insert_into_latin2_page (path);
}

/* ------------------------------------------------------------------ */
/* E-mail                                                               */

#define MAIL_HEADERS \
  "From: Alice <alice@example.org>\r\nTo: bob@example.org\r\nSubject: A deal\r\n" \
  "Date: Sat, 1 Mar 2025 10:00:00 +0100\r\nMIME-Version: 1.0\r\n"

static void
test_email_quoted_printable (void)
{
  /* A quoted reply in quoted-printable Latin-1 with a soft line break in
   * the middle of the deal (RFC 2045 §6.7). */
  const char *mail = MAIL_HEADERS
    "Content-Type: text/plain; charset=iso-8859-1\r\n"
    "Content-Transfer-Encoding: quoted-printable\r\n\r\n"
    "Bob wrote:\r\n> <PBN>\r\n> [Event \"Caf=E9 =3D bar\"]\r\n"
    "> [Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 =\r\nJ973.J98742.3.K4 KQT2.AT.J6542.86\"]\r\n"
    "> [Board \"x7\"]\r\n> </PBN>\r\n";
  g_autoptr(BrgHostDocument) document = open_text (mail, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) updated = NULL;
  guint line, column;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_EMAIL);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  brg_host_document_get_snippet_position (document, 0, &line, &column);
  g_assert_cmpuint (line, ==, 10);
  g_assert_cmpuint (column, ==, 3);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==,
                   "Caf\u00e9 = bar");

  /* Problems are reported on their lines of the message: the deal (whose
   * value goes on over a soft line break) where its value starts, the
   * bad board number in its value. */
  g_assert_cmpuint (diagnostics->len, ==, 2);
  position_of (mail, "N:.63", &line, &column);
  g_assert_cmpuint (((BrgDiagnostic *) g_ptr_array_index (diagnostics, 0))->line, ==, line);
  g_assert_cmpint (((BrgDiagnostic *) g_ptr_array_index (diagnostics, 0))->severity, ==,
                   BRG_SEVERITY_ERROR);
  assert_in_value (g_ptr_array_index (diagnostics, 1), mail, "x7");

  updated = brg_host_document_update (document, event, &error);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED);
  g_assert_null (updated);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static char *
base64_lines (const char *text)
{
  g_autofree char *encoded = g_base64_encode ((const guchar *) text, strlen (text));
  GString *out = g_string_new (NULL);
  gsize len = strlen (encoded);

  for (gsize i = 0; i < len; i += 76)
    {
      g_string_append_len (out, encoded + i, (gssize) MIN (76, len - i));
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

static void
test_email_base64_html (void)
{
  /* multipart/alternative: the snippet is only in the base64 HTML part. */
  g_autofree char *html64 = base64_lines ("<html><body><p>&lt;PBN&gt;<br>\n[Event &quot;Mail&quot;]"
                                          "<br>\n[Deal \"" DEAL2 "\"]<br>\n&lt;/PBN&gt;</p>"
                                          "</body></html>\n");
  g_autofree char *mail = g_strconcat (MAIL_HEADERS,
    "Content-Type: multipart/alternative; boundary=\"b1\"\r\n\r\n"
    "--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nNo snippet here.\r\n"
    "--b1\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n",
    html64, "--b1--\r\n", NULL);
  g_autoptr(BrgHostDocument) document = open_text (mail, BRG_HOST_DOCUMENT_KIND_EMAIL);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  guint line, column, body_line;

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, "Mail");

  /* Positions point into the base64 lines. */
  position_of (mail, html64, &body_line, &column);
  brg_host_document_get_snippet_position (document, 0, &line, &column);
  g_assert_cmpuint (line, ==, body_line);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_email_alternative_once (void)
{
  /* The same snippet in both alternatives is one snippet: the plain text
   * one. Parts of a multipart/mixed are all read. */
  const char *mail = MAIL_HEADERS
    "Content-Type: multipart/mixed; boundary=\"outer\"\r\n\r\n"
    "--outer\r\nContent-Type: multipart/alternative; boundary=\"inner\"\r\n\r\n"
    "--inner\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\n"
    "<PBN>\r\n" "[Event \"Plain\"]\r\n[Deal \"" DEAL1 "\"]\r\n</PBN>\r\n"
    "--inner\r\nContent-Type: text/html; charset=us-ascii\r\n\r\n"
    "<pre>&lt;PBN&gt;\r\n[Event \"Html\"]\r\n[Deal \"" DEAL1 "\"]\r\n&lt;/PBN&gt;</pre>\r\n"
    "--inner--\r\n"
    "--outer\r\nContent-Type: text/plain; name=\"more.txt\"\r\n"
    "Content-Disposition: attachment; filename=\"more.txt\"\r\n\r\n"
    "<PBN>\r\n[Event \"Attached\"]\r\n[Deal \"" DEAL2 "\"]\r\n</PBN>\r\n"
    "--outer--\r\n";
  g_autoptr(BrgHostDocument) document = open_text (mail, BRG_HOST_DOCUMENT_KIND_EMAIL);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  guint line, column, expected_line, expected_column;

  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 2);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, "Plain");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "Attached");
  position_of (mail, "<PBN>\r\n[Event \"Attached", &expected_line, &expected_column);
  brg_host_document_get_snippet_position (document, 1, &line, &column);
  g_assert_cmpuint (line, ==, expected_line);
  g_assert_cmpuint (column, ==, expected_column);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

/* ------------------------------------------------------------------ */
/* Zip containers                                                       */

static la_ssize_t
zip_out_cb (struct archive *archive,
            void           *user_data,
            const void     *buffer,
            size_t          length)
{
  g_byte_array_append (user_data, buffer, (guint) length);
  return (la_ssize_t) length;
}

/* A zip of (name, contents) pairs, stored, in order. */
static GBytes *
make_zip (const char * const *files)
{
  struct archive *archive = archive_write_new ();
  GByteArray *out = g_byte_array_new ();

  archive_write_set_format_zip (archive);
  archive_write_set_bytes_per_block (archive, 0);
  archive_write_zip_set_compression_store (archive);
  g_assert_cmpint (archive_write_open (archive, out, NULL, zip_out_cb, NULL), ==, ARCHIVE_OK);
  for (guint i = 0; files[i] != NULL; i += 2)
    {
      struct archive_entry *entry = archive_entry_new ();
      gsize size = strlen (files[i + 1]);

      archive_entry_set_pathname (entry, files[i]);
      archive_entry_set_filetype (entry, AE_IFREG);
      archive_entry_set_perm (entry, 0644);
      archive_entry_set_size (entry, (la_int64_t) size);
      g_assert_cmpint (archive_write_header (archive, entry), ==, ARCHIVE_OK);
      g_assert_cmpint (archive_write_data (archive, files[i + 1], size), ==, (la_ssize_t) size);
      archive_entry_free (entry);
    }
  g_assert_cmpint (archive_write_close (archive), ==, ARCHIVE_OK);
  archive_write_free (archive);
  return g_byte_array_free_to_bytes (out);
}

/* The files of a zip, name → contents, and their names in order. */
static GHashTable *
read_zip (GBytes     *bytes,
          GPtrArray **names)
{
  struct archive *archive = archive_read_new ();
  struct archive_entry *entry;
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_bytes_unref);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  *names = g_ptr_array_new_with_free_func (g_free);
  archive_read_support_format_zip (archive);
  g_assert_cmpint (archive_read_open_memory (archive, data, len), ==, ARCHIVE_OK);
  while (archive_read_next_header (archive, &entry) == ARCHIVE_OK)
    {
      GByteArray *contents = g_byte_array_new ();
      char chunk[4096];
      la_ssize_t n;

      while ((n = archive_read_data (archive, chunk, sizeof chunk)) > 0)
        g_byte_array_append (contents, (const guint8 *) chunk, (guint) n);
      g_assert_cmpint (n, ==, 0);
      g_ptr_array_add (*names, g_strdup (archive_entry_pathname (entry)));
      g_hash_table_insert (files, g_strdup (archive_entry_pathname (entry)),
                           g_byte_array_free_to_bytes (contents));
    }
  archive_read_free (archive);
  return files;
}

/* An update of a zip document changes its text's XML only, and there
 * only the snippet bodies. */
static void
assert_zip_update (GBytes     *before,
                   GBytes     *after,
                   const char *main_part,
                   const char *open,
                   const char *close)
{
  g_autoptr(GPtrArray) names1 = NULL;
  g_autoptr(GPtrArray) names2 = NULL;
  g_autoptr(GHashTable) files1 = read_zip (before, &names1);
  g_autoptr(GHashTable) files2 = read_zip (after, &names2);

  g_assert_cmpuint (names1->len, ==, names2->len);
  for (guint i = 0; i < names1->len; i++)
    {
      const char *name = g_ptr_array_index (names1, i);

      g_assert_cmpstr (name, ==, g_ptr_array_index (names2, i));
      if (strcmp (name, main_part) == 0)
        assert_outside_equal (g_hash_table_lookup (files1, name),
                              g_hash_table_lookup (files2, name), open, close);
      else
        g_assert_true (g_bytes_equal (g_hash_table_lookup (files1, name),
                                      g_hash_table_lookup (files2, name)));
    }
}

static void
test_odt_fixture (void)
{
  g_autoptr(GBytes) bytes = fixture ("article.odt");
  g_autoptr(BrgHostDocument) document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(GError) error = NULL;
  BrgContract contract;
  BrgSeat declarer;
  guint line, column;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_ODT);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 2);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);

  /* Positions count paragraphs and line breaks as lines. */
  brg_host_document_get_snippet_position (document, 0, &line, &column);
  g_assert_cmpuint (line, ==, 3);
  g_assert_cmpuint (column, ==, 1);
  brg_host_document_get_snippet_position (document, 1, &line, &column);
  g_assert_cmpuint (line, ==, 29);

  /* One line a paragraph: the whole auction of the PBN standard's game. */
  g_assert_true (brg_board_get_contract (brg_event_get_board (event, 0), &contract, &declarer));
  g_assert_cmpuint (contract.level, ==, 5);
  g_assert_cmpuint (contract.strain, ==, BRG_STRAIN_HEARTS);
  g_assert_cmpuint (declarer, ==, BRG_SEAT_SOUTH);
  /* Line breaks in a paragraph, a bold word in its own run. */
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "Club night");

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_ODT, NULL, NULL);
  assert_zip_update (bytes, updated, "content.xml", "&lt;PBN&gt;", "&lt;/PBN&gt;");

  /* An edit lands in its snippet. */
  brg_board_set_tag (brg_event_get_board (event, 1), "Event", "Club night & day");
  g_clear_pointer (&updated, g_bytes_unref);
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);
  {
    g_autoptr(BrgHostDocument) again = open_document (updated, BRG_HOST_DOCUMENT_KIND_AUTO);
    g_autoptr(BrgEvent) reread = brg_host_document_read (again, NULL);
    guint snippet;

    g_assert_cmpint (brg_host_document_get_kind (again), ==, BRG_HOST_DOCUMENT_KIND_ODT);
    g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reread, 1), "Event"), ==,
                     "Club night & day");
    g_assert_true (brg_host_document_board_get_snippet (brg_event_get_board (reread, 1), &snippet,
                                                   NULL, NULL));
    g_assert_cmpuint (snippet, ==, 1);
    assert_same_boards (event, reread);
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_ott_fixture (void)
{
  /* An OpenDocument template from LibreOffice's text import: text:s and
   * text:tab keep the spaces of the comment. */
  g_autoptr(GBytes) bytes = fixture ("template.ott");
  g_autoptr(BrgHostDocument) document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) updated = NULL;
  const BrgTag *tag;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_ODT);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "Deal");
  g_assert_nonnull (tag);
  g_assert_nonnull (tag->comments);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==,
                   "Two  spaces,\ta tab and   three spaces");

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_ODT, NULL, NULL);
  assert_zip_update (bytes, updated, "content.xml", "&lt;PBN&gt;", "&lt;/PBN&gt;");
  {
    g_autoptr(GPtrArray) names = NULL;
    g_autoptr(GHashTable) files = read_zip (updated, &names);
    g_autofree char *xml = string_of (g_hash_table_lookup (files, "content.xml"));

    /* ODF §6.1.2 white space, written as LibreOffice writes it (the
     * export format has no tabs, PBN §2.1). */
    g_assert_nonnull (strstr (xml, "{Two <text:s/>spaces, a tab and "
                                   "<text:s text:c=\"2\"/>three spaces}"));
    g_assert_cmpstr (g_ptr_array_index (names, 0), ==, "mimetype");
  }

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_docx_fixture (void)
{
  g_autoptr(GBytes) bytes = fixture ("article.docx");
  g_autoptr(BrgHostDocument) document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read (document, &diagnostics);
  g_autoptr(GBytes) updated = NULL;
  BrgAuction *auction;
  guint line, column;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_DOCX);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 2);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  brg_host_document_get_snippet_position (document, 1, &line, &column);
  g_assert_cmpuint (line, ==, 29);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "Club night");
  auction = brg_board_get_auction (brg_event_get_board (event, 0));
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 15);

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_DOCX, NULL, NULL);
  assert_zip_update (bytes, updated, "word/document.xml", "&lt;PBN&gt;", "&lt;/PBN&gt;");

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

#define ODT_NS \
  "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" " \
  "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\""

static void
test_odt_made (void)
{
  /* Markup a word processor makes: a delimiter split over spans,
   * collapsed and explicit spaces, a comment (annotation) in a line. */
  const char *content =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<office:document-content " ODT_NS " office:version=\"1.2\"><office:body><office:text>\n"
    "  <text:p>Intro</text:p>\n"
    "  <text:p>&lt;P<text:span>BN&gt;</text:span></text:p>\n"
    "  <text:p>[Event \"Split  <text:s text:c=\"2\"/>run\"]</text:p>\n"
    "  <text:p>[Board \"4\"]<office:annotation><text:p>not this</text:p>"
    "</office:annotation></text:p>\n"
    "  <text:h>[Deal \"" DEAL1 "\"]</text:h>\n"
    "  <text:p>{a<text:tab/>b<text:line-break/>c}</text:p>\n"
    "  <text:p>&lt;/PBN&gt;</text:p>\n"
    "</office:text></office:body></office:document-content>\n";
  const char *files[] = {
    "mimetype", "application/vnd.oasis.opendocument.text",
    "content.xml", content,
    "styles.xml", "<?xml version=\"1.0\"?><office:document-styles " ODT_NS "/>",
    NULL,
  };
  g_autoptr(GBytes) bytes = make_zip (files);
  g_autoptr(BrgHostDocument) document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) updated = NULL;
  guint line, column;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_ODT);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==,
                   "\n[Event \"Split   run\"]\n[Board \"4\"]\n[Deal \"" DEAL1 "\"]\n{a\tb\nc}\n");
  brg_host_document_get_snippet_position (document, 0, &line, &column);
  g_assert_cmpuint (line, ==, 2);
  g_assert_cmpuint (column, ==, 1);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_ODT, NULL, NULL);
  assert_zip_update (bytes, updated, "content.xml", "BN&gt;", "&lt;/PBN&gt;");

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_odt_span_at_line_end (void)
{
  /* A line that ends inside a span: repeating the markup between two
   * lines would close spans that are not open, so the update breaks the
   * lines with text:line-break and the XML stays well-formed. */
  const char *content =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<office:document-content " ODT_NS "><office:body><office:text>"
    "<text:p>&lt;PBN&gt;</text:p>"
    "<text:p>[Event \"x\"<text:span>]</text:span></text:p>"
    "<text:p>[Deal \"" DEAL1 "\"]</text:p>"
    "<text:p>&lt;/PBN&gt;</text:p>"
    "</office:text></office:body></office:document-content>";
  const char *files[] = {
    "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", content, NULL,
  };
  g_autoptr(GBytes) bytes = make_zip (files);
  g_autoptr(GBytes) updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_ODT, NULL, NULL);
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GHashTable) zip = read_zip (updated, &names);
  g_autofree char *xml = string_of (g_hash_table_lookup (zip, "content.xml"));

  g_assert_nonnull (strstr (xml, "<text:p>&lt;PBN&gt;</text:p><text:p>"
                                 "[Event \"x\"]<text:line-break/>"));
  g_assert_nonnull (strstr (xml, "[Result \"?\"]</text:p><text:p>&lt;/PBN&gt;</text:p>"));
}

#define W_NS \
  "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" " \
  "xmlns:mc=\"http://schemas.openxmlformats.org/markup-compatibility/2006\""

static void
test_docx_made (void)
{
  /* Word splits text into runs anywhere, even inside a delimiter; tab
   * stops in paragraph properties are no text; of a markup-compatibility
   * choice only one branch counts; deleted text is gone. The main part is
   * found from the package relationships. */
  const char *document_xml =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<w:document " W_NS "><w:body>"
    "<w:p><w:r><w:t>Before</w:t></w:r></w:p>"
    "<w:p><w:pPr><w:tabs><w:tab w:val=\"left\" w:pos=\"720\"/></w:tabs></w:pPr>"
    "<w:r><w:t>&lt;P</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>BN&gt;</w:t></w:r></w:p>"
    "<w:p><w:r><w:t xml:space=\"preserve\">[Event \"</w:t></w:r><w:r><w:t>Runs</w:t></w:r>"
    "<w:r><w:t>\"]</w:t></w:r></w:p>"
    "<w:p><w:r><w:t>[Deal \"" DEAL2 "\"]</w:t></w:r></w:p>"
    "<w:p><w:r><w:t xml:space=\"preserve\">{Choice </w:t></w:r><w:r><mc:AlternateContent>"
    "<mc:Choice Requires=\"wps\"><w:t>one</w:t></mc:Choice><mc:Fallback><w:t>two</w:t>"
    "</mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>}</w:t></w:r></w:p>"
    "<w:p><w:r><w:t>{tab</w:t><w:tab/><w:t>here</w:t><w:br/><w:t>next}</w:t></w:r></w:p>"
    "<w:p><w:del><w:r><w:delText>deleted</w:delText></w:r></w:del>"
    "<w:r><w:t>&lt;/PBN&gt;</w:t></w:r></w:p>"
    "</w:body></w:document>";
  const char *files[] = {
    "[Content_Types].xml",
    "<?xml version=\"1.0\"?>"
    "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>",
    "_rels/.rels",
    "<?xml version=\"1.0\"?>"
    "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
    "<Relationship Id=\"rId1\" Target=\"/word/main.xml\" Type=\"http://schemas.openxmlformats.org/"
    "officeDocument/2006/relationships/officeDocument\"/></Relationships>",
    "word/main.xml", document_xml,
    NULL,
  };
  g_autoptr(GBytes) bytes = make_zip (files);
  g_autoptr(BrgHostDocument) document = open_document (bytes, BRG_HOST_DOCUMENT_KIND_AUTO);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(GBytes) updated = NULL;

  g_assert_cmpint (brg_host_document_get_kind (document), ==, BRG_HOST_DOCUMENT_KIND_DOCX);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
  g_assert_cmpstr (brg_host_document_get_snippet_text (document, 0), ==,
                   "\n[Event \"Runs\"]\n[Deal \"" DEAL2 "\"]\n{Choice one}\n{tab\there\nnext}\n");
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  updated = round_trip (bytes, BRG_HOST_DOCUMENT_KIND_DOCX, NULL, NULL);
  assert_zip_update (bytes, updated, "word/main.xml", "BN&gt;", "&lt;/PBN&gt;");

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_zip_errors (void)
{
  const char *spreadsheet[] = {
    "mimetype", "application/vnd.oasis.opendocument.spreadsheet", "content.xml", "<x/>", NULL,
  };
  const char *encrypted[] = {
    "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", "garbage",
    "META-INF/manifest.xml", "<manifest:manifest><manifest:file-entry><manifest:encryption-data/>"
                             "</manifest:file-entry></manifest:manifest>",
    NULL,
  };
  const char *broken[] = {
    "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", "<a><b></a>", NULL,
  };
  const char *missing[] = {
    "mimetype", "application/vnd.oasis.opendocument.text", "styles.xml", "<a/>", NULL,
  };
  struct
  {
    const char * const *files;
    int code;
  } cases[] = {
    { spreadsheet, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED },
    { encrypted, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED },
    { broken, BRG_HOST_DOCUMENT_ERROR_CORRUPT },
    { missing, BRG_HOST_DOCUMENT_ERROR_CORRUPT },
  };
  g_autoptr(GBytes) truncated = NULL;
  g_autoptr(GBytes) odt = fixture ("article.odt");
  g_autoptr(GError) error = NULL;
  BrgHostDocument *document;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = make_zip (cases[i].files);

      document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_AUTO, NULL, &error);
      g_assert_null (document);
      g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, cases[i].code);
      g_clear_error (&error);
    }

  truncated = g_bytes_new_from_bytes (odt, 0, g_bytes_get_size (odt) / 2);
  document = brg_host_document_new_from_bytes (truncated, BRG_HOST_DOCUMENT_KIND_ODT, NULL, &error);
  g_assert_null (document);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT);
}

/* ------------------------------------------------------------------ */
/* Updating                                                             */

static void
test_update_placement (void)
{
  /* A board without a snippet goes with the board before it; a document
   * without snippets cannot take boards. */
  const char *text = "A <PBN>\n" GAME1 "</PBN>\nB <PBN>\n" GAME2 "</PBN>\nC <PBN></PBN>\n";
  g_autoptr(BrgHostDocument) document = open_text (text, BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autoptr(BrgBoard) added = brg_board_new_numbered (9);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(BrgHostDocument) again = NULL;
  g_autoptr(BrgEvent) reread = NULL;
  g_autoptr(BrgHostDocument) plain = NULL;
  g_autoptr(BrgEvent) empty = brg_event_new ();
  g_autoptr(GBytes) refused = NULL;
  g_autofree char *updated_text = NULL;
  guint snippet;

  brg_event_insert (event, 1, added);
  updated = brg_host_document_update (document, event, &error);
  g_assert_no_error (error);

  again = open_document (updated, BRG_HOST_DOCUMENT_KIND_TEXT);
  reread = brg_host_document_read (again, NULL);
  g_assert_cmpuint (brg_event_get_n_boards (reread), ==, 3);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (reread, 1)), ==, 9);
  g_assert_true (brg_host_document_board_get_snippet (brg_event_get_board (reread, 1), &snippet,
                                                 NULL, NULL));
  g_assert_cmpuint (snippet, ==, 0);
  /* The empty snippet that got nothing stays as it was. */
  updated_text = string_of (updated);
  g_assert_true (g_str_has_suffix (updated_text, "</PBN>\nC <PBN></PBN>\n"));

  /* Taking every board away leaves the snippets empty. */
  g_clear_pointer (&updated, g_bytes_unref);
  updated = brg_host_document_update (document, empty, &error);
  g_assert_no_error (error);
  g_clear_pointer (&updated_text, g_free);
  updated_text = string_of (updated);
  g_assert_cmpstr (updated_text, ==, "A <PBN>\n</PBN>\nB <PBN>\n</PBN>\nC <PBN></PBN>\n");

  plain = open_text ("No snippet at all.\n", BRG_HOST_DOCUMENT_KIND_TEXT);
  refused = brg_host_document_update (plain, event, &error);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_NO_SNIPPETS);
  g_assert_null (refused);

  g_assert_finalize_object (g_steal_pointer (&reread));
  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_clipboard (void)
{
  /* A board as a snippet: it reads back as the same board. */
  g_autoptr(BrgHostDocument) document = open_text ("<PBN>\n" GAME2 "{note}\n</PBN>",
                                               BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(BrgEvent) event = brg_host_document_read (document, NULL);
  g_autofree char *snippet = brg_host_document_board_to_snippet (brg_event_get_board (event, 0));
  g_autoptr(BrgHostDocument) pasted = NULL;
  g_autoptr(BrgEvent) again = NULL;

  g_assert_true (g_str_has_prefix (snippet, "<PBN>\n[Event \"Night\"]\n[Site \"?\"]\n"));
  g_assert_true (g_str_has_suffix (snippet, "]\n</PBN>\n"));
  pasted = open_text (snippet, BRG_HOST_DOCUMENT_KIND_TEXT);
  again = brg_host_document_read (pasted, NULL);
  assert_same_boards (event, again);

  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&pasted));
  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

typedef struct
{
  const char      *name;
  const char      *contents;
  BrgHostDocumentKind  kind;
} GuessCase;

static const GuessCase guess_cases[] = {
  { "deal.html", "plain words", BRG_HOST_DOCUMENT_KIND_HTML },
  { "deal.XHTML", "", BRG_HOST_DOCUMENT_KIND_HTML },
  { "mail.eml", "words", BRG_HOST_DOCUMENT_KIND_EMAIL },
  { "notes.txt", "<html><body>", BRG_HOST_DOCUMENT_KIND_TEXT },
  { NULL, "\xef\xbb\xbf  <!DOCTYPE html><html>", BRG_HOST_DOCUMENT_KIND_HTML },
  { NULL, "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">",
    BRG_HOST_DOCUMENT_KIND_HTML },
  { NULL, "From: a@b\r\nSubject: x\r\n\r\nbody", BRG_HOST_DOCUMENT_KIND_EMAIL },
  { NULL, "From a@b Sat Jan  3 01:05:34 1996\nReceived: x\nTo: y\n\nbody",
    BRG_HOST_DOCUMENT_KIND_EMAIL },
  { NULL, "Note: this is text\nand more\n", BRG_HOST_DOCUMENT_KIND_TEXT },
  { NULL, "[Event \"x\"]\n<PBN>", BRG_HOST_DOCUMENT_KIND_TEXT },
};

static void
test_guess_kind (gconstpointer data)
{
  const GuessCase *c = data;
  g_autoptr(GBytes) bytes = bytes_of (c->contents);

  g_assert_cmpint (brg_host_document_guess_kind (bytes, c->name), ==, c->kind);
}

static void
test_guess_zip (void)
{
  g_autoptr(GBytes) odt = fixture ("article.odt");
  g_autoptr(GBytes) docx = fixture ("article.docx");
  const char *other[] = { "readme.txt", "hello", NULL };
  g_autoptr(GBytes) zip = make_zip (other);

  /* The contents decide, not the name. */
  g_assert_cmpint (brg_host_document_guess_kind (odt, "letter.docx"), ==, BRG_HOST_DOCUMENT_KIND_ODT);
  g_assert_cmpint (brg_host_document_guess_kind (docx, NULL), ==, BRG_HOST_DOCUMENT_KIND_DOCX);
  g_assert_cmpint (brg_host_document_guess_kind (zip, "x.odt"), ==, BRG_HOST_DOCUMENT_KIND_AUTO);
}

static void
test_read_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "documents", "article.docx",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/finesse/doc.html");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_host_document_read_file (file, NULL, &diagnostics, &error);
  BrgEvent *none;

  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_nonnull (diagnostics);

  none = brg_host_document_read_file (missing, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_too_large (void)
{
  gsize size = (gsize) 64 * 1024 * 1024 + 1;
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_malloc0 (size), size);
  g_autoptr(GError) error = NULL;
  BrgHostDocument *document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_TEXT, NULL, &error);

  g_assert_null (document);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
}

static void
test_properties (void)
{
  g_autoptr(BrgHostDocument) document = open_text ("<pre>&lt;PBN&gt;&lt;/PBN&gt;</pre>",
                                               BRG_HOST_DOCUMENT_KIND_HTML);
  BrgHostDocumentKind kind;
  guint n;

  g_object_get (document, "kind", &kind, "n-snippets", &n, NULL);
  g_assert_cmpint (kind, ==, BRG_HOST_DOCUMENT_KIND_HTML);
  g_assert_cmpuint (n, ==, 1);
  g_assert_finalize_object (g_steal_pointer (&document));
}

static void
test_criticals (void)
{
  g_autoptr(BrgHostDocument) document = open_text ("x", BRG_HOST_DOCUMENT_KIND_TEXT);
  g_autoptr(BrgEvent) event = brg_event_new ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_host_document_new_from_bytes (NULL, BRG_HOST_DOCUMENT_KIND_AUTO, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_host_document_get_snippet_text (document, 0));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_host_document_update (document, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_host_document_board_get_snippet (NULL, NULL, NULL, NULL));
  g_test_assert_expected_messages ();

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&document));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/host-document/text/basic", test_text_basic);
  g_test_add_func ("/core/host-document/text/positions", test_text_positions);
  g_test_add_func ("/core/host-document/text/board-index", test_text_board_index);
  g_test_add_func ("/core/host-document/text/quoted", test_text_quoted);
  g_test_add_func ("/core/host-document/text/latin1", test_text_latin1);
  g_test_add_func ("/core/host-document/text/utf16", test_text_utf16);
  g_test_add_func ("/core/host-document/text/round-trip", test_text_round_trip);
  g_test_add_func ("/core/host-document/text/update-only-edited", test_update_only_edited);
  for (guint i = 0; i < G_N_ELEMENTS (delimiter_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/host-document/delimiters/%s",
                                               delimiter_cases[i].code);

      g_test_add_data_func (path, &delimiter_cases[i], test_delimiters);
    }
  g_test_add_func ("/core/host-document/html/pre", test_html_pre);
  g_test_add_func ("/core/host-document/html/entities", test_html_entities);
  g_test_add_func ("/core/host-document/html/split", test_html_split);
  g_test_add_func ("/core/host-document/html/unbalanced-markup", test_html_unbalanced_markup);
  for (guint i = 0; i < G_N_ELEMENTS (charset_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/host-document/html/charset/%u-%s", i,
                                               charset_cases[i].charset);

      g_test_add_data_func (path, &charset_cases[i], test_html_charset);
    }
  g_test_add_func ("/core/host-document/html/xml-declaration", test_html_xml_declaration);
  g_test_add_func ("/core/host-document/html/charset-overruled", test_html_charset_overruled);
  g_test_add_func ("/core/host-document/html/own-page", test_html_own_page);
  g_test_add_func ("/core/host-document/html/corpus", test_html_corpus);
  g_test_add_func ("/core/host-document/html/corpus-insert", test_html_corpus_insert);
  g_test_add_func ("/core/host-document/email/quoted-printable", test_email_quoted_printable);
  g_test_add_func ("/core/host-document/email/base64-html", test_email_base64_html);
  g_test_add_func ("/core/host-document/email/alternative-once", test_email_alternative_once);
  g_test_add_func ("/core/host-document/odt/fixture", test_odt_fixture);
  g_test_add_func ("/core/host-document/odt/template", test_ott_fixture);
  g_test_add_func ("/core/host-document/odt/made", test_odt_made);
  g_test_add_func ("/core/host-document/odt/span-at-line-end", test_odt_span_at_line_end);
  g_test_add_func ("/core/host-document/docx/fixture", test_docx_fixture);
  g_test_add_func ("/core/host-document/docx/made", test_docx_made);
  g_test_add_func ("/core/host-document/zip/errors", test_zip_errors);
  g_test_add_func ("/core/host-document/update/placement", test_update_placement);
  g_test_add_func ("/core/host-document/clipboard", test_clipboard);
  for (guint i = 0; i < G_N_ELEMENTS (guess_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/host-document/guess-kind/%u", i);

      g_test_add_data_func (path, &guess_cases[i], test_guess_kind);
    }
  g_test_add_func ("/core/host-document/guess-kind/zip", test_guess_zip);
  g_test_add_func ("/core/host-document/read-file", test_read_file);
  g_test_add_func ("/core/host-document/too-large", test_too_large);
  g_test_add_func ("/core/host-document/properties", test_properties);
  g_test_add_func ("/core/host-document/criticals", test_criticals);

  return g_test_run ();
}
