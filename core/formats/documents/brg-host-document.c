/* brg-host-document.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN snippets in other documents (PBN §6.2): text, e-mail, HTML, ODT and
 * DOCX. This file holds the object, what every kind of document shares
 * (parts and their character sets, positions, finding the snippets) and
 * reading the snippets; brg-host-document-private.h says how the parts, views
 * and maps fit together and where each reader is.
 *
 * Markup and containers are read by libraries: libxml2's HTML parser and
 * XML parser through SAX, libarchive for zip, GMime for MIME.
 */

#include "config.h"

#include <string.h>
#include <gmime/gmime.h>
#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-host-document-private.h"
#include "brg-file-loader.h"
#include "brg-pbn-reader.h"
#include "brg-read-task-private.h"
#include "brg-pbn-writer.h"

/* Hard limits. */
#define MAX_DOCUMENT_SIZE  ((gsize) 64 * 1024 * 1024)
#define MAX_SNIPPETS       100000

/**
 * brg_host_document_error_quark:
 *
 * Returns: the error domain of #BrgHostDocumentError
 */
G_DEFINE_QUARK (brg-host-document-error-quark, brg_host_document_error)

/**
 * brg_host_document_kind_get_type:
 *
 * Returns: the #GType of #BrgHostDocumentKind
 */
G_DEFINE_ENUM_TYPE (BrgHostDocumentKind, brg_host_document_kind,
  G_DEFINE_ENUM_VALUE (BRG_HOST_DOCUMENT_KIND_AUTO, "auto"),
  G_DEFINE_ENUM_VALUE (BRG_HOST_DOCUMENT_KIND_TEXT, "text"),
  G_DEFINE_ENUM_VALUE (BRG_HOST_DOCUMENT_KIND_EMAIL, "email"),
  G_DEFINE_ENUM_VALUE (BRG_HOST_DOCUMENT_KIND_HTML, "html"),
  G_DEFINE_ENUM_VALUE (BRG_HOST_DOCUMENT_KIND_ODT, "odt"),
  G_DEFINE_ENUM_VALUE (BRG_HOST_DOCUMENT_KIND_DOCX, "docx"))

G_DEFINE_FINAL_TYPE (BrgHostDocument, brg_host_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_N_SNIPPETS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------------ */
/* Positions                                                            */

static void
ensure_line_starts (BrgHostDocument *self)
{
  gboolean utf16 = self->units == BRG_DOC_UNITS_UTF16LE || self->units == BRG_DOC_UNITS_UTF16BE;
  gsize step = utf16 ? 2 : 1;

  if (self->line_starts != NULL)
    return;

  self->line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_array_append_val (self->line_starts, (gsize) { 0 });

  for (gsize i = 0; i + step <= self->raw_len; i += step)
    {
      guint c;
      guint next = 0;

      if (step == 1)
        {
          c = (guchar) self->raw[i];
          if (i + 1 < self->raw_len)
            next = (guchar) self->raw[i + 1];
        }
      else
        {
          gboolean le = self->units == BRG_DOC_UNITS_UTF16LE;

          c = le ? ((guchar) self->raw[i] | ((guchar) self->raw[i + 1] << 8))
                 : (((guchar) self->raw[i] << 8) | (guchar) self->raw[i + 1]);
          if (i + 3 < self->raw_len)
            next = le ? ((guchar) self->raw[i + 2] | ((guchar) self->raw[i + 3] << 8))
                      : (((guchar) self->raw[i + 2] << 8) | (guchar) self->raw[i + 3]);
        }

      if (c == '\n' || (c == '\r' && next != '\n'))
        {
          gsize start = i + step;

          g_array_append_val (self->line_starts, start);
        }
    }
}

/* Line and column (both 1-based, the column in characters) of a byte of
 * the document, as a text editor shows them. */
static void
raw_position (BrgHostDocument *self,
              gsize        offset,
              guint       *line,
              guint       *column)
{
  guint lo = 0, hi;
  gsize start;
  guint col = 1;

  ensure_line_starts (self);
  offset = MIN (offset, self->raw_len);

  hi = self->line_starts->len;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if (g_array_index (self->line_starts, gsize, mid) <= offset)
        lo = mid;
      else
        hi = mid;
    }
  start = g_array_index (self->line_starts, gsize, lo);

  /* Diagnostics come in order: on one long line, count on from the last
   * place asked for instead of from the start of the line each time. */
  if (self->last_line == lo + 1 && self->last_offset >= start && self->last_offset <= offset
      && (self->units == BRG_DOC_UNITS_UTF8 || self->units == BRG_DOC_UNITS_BYTES
          || (self->last_offset - start) % 2 == 0))
    {
      start = self->last_offset;
      col = self->last_column;
    }

  switch (self->units)
    {
    case BRG_DOC_UNITS_UTF8:
      for (gsize i = start; i < offset; i++)
        if (((guchar) self->raw[i] & 0xc0) != 0x80)
          col++;
      break;

    case BRG_DOC_UNITS_UTF16LE:
    case BRG_DOC_UNITS_UTF16BE:
      for (gsize i = start; i + 1 < offset; i += 2)
        {
          guchar high = self->units == BRG_DOC_UNITS_UTF16LE ? (guchar) self->raw[i + 1]
                                                     : (guchar) self->raw[i];

          /* A low surrogate belongs to the character before it. */
          if (high < 0xdc || high > 0xdf)
            col++;
        }
      break;

    case BRG_DOC_UNITS_BYTES:
    default:
      col += (guint) MIN (offset - start, G_MAXUINT - 1);
      break;
    }

  *line = lo + 1;
  *column = col;
  self->last_line = lo + 1;
  self->last_offset = offset;
  self->last_column = col;
}

/* Line and column of a view offset in the view itself: for word
 * processors, each paragraph and line break starts a line. */
static void
view_position (BrgDocPart *part,
               gsize       offset,
               guint      *line,
               guint      *column)
{
  const char *v = part->view->str;
  guint lo = 0, hi;
  guint c = 1;
  gsize start;

  if (part->view_lines == NULL)
    {
      gsize zero = 0;

      part->view_lines = g_array_new (FALSE, FALSE, sizeof (gsize));
      g_array_append_val (part->view_lines, zero);
      for (gsize i = 0; i < part->view->len; i++)
        if (v[i] == '\n' || (v[i] == '\r' && v[i + 1] != '\n'))
          {
            gsize next = i + 1;

            g_array_append_val (part->view_lines, next);
          }
    }

  offset = MIN (offset, part->view->len);
  hi = part->view_lines->len;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if (g_array_index (part->view_lines, gsize, mid) <= offset)
        lo = mid;
      else
        hi = mid;
    }
  start = g_array_index (part->view_lines, gsize, lo);

  /* As raw_position(): on from the last place asked for on this line. */
  if (part->last_line == lo + 1 && part->last_offset >= start && part->last_offset <= offset)
    {
      start = part->last_offset;
      c = part->last_column;
    }
  for (gsize i = start; i < offset; i++)
    if (((guchar) v[i] & 0xc0) != 0x80)
      c++;

  *line = lo + 1;
  *column = c;
  part->last_line = lo + 1;
  part->last_offset = offset;
  part->last_column = c;
}

/* The bytes of the document that the view range [start, end) came from. */
void
_brg_doc_part_raw_span (BrgDocPart *part,
                        gsize       start,
                        gsize       end,
                        gsize      *raw_start,
                        gsize      *raw_end)
{
  gsize a = start, b = end;

  _brg_doc_map_span (part->view_map, &a, &b);
  _brg_doc_map_span (part->u_map, &a, &b);
  _brg_doc_map_span (part->t_map, &a, &b);
  *raw_start = MIN (part->raw_start + a, part->raw_end);
  *raw_end = MIN (part->raw_start + b, part->raw_end);
}

static void
document_position (BrgHostDocument *self,
                   BrgDocPart  *part,
                   gsize        view_offset,
                   guint       *line,
                   guint       *column)
{
  gsize a, b;

  if (part->markup == BRG_DOC_MARKUP_ODT || part->markup == BRG_DOC_MARKUP_DOCX)
    {
      view_position (part, view_offset, line, column);
      return;
    }

  _brg_doc_part_raw_span (part, view_offset, view_offset, &a, &b);
  raw_position (self, a, line, column);
}

static void
add_diagnostic (BrgHostDocument *self,
                BrgSeverity  severity,
                guint        line,
                guint        column,
                const char  *code,
                const char  *message)
{
  g_ptr_array_add (self->diagnostics, brg_diagnostic_new (severity, line, column, code, message));
}

/* ------------------------------------------------------------------ */
/* The libraries                                                        */

static gpointer
init_libraries (gpointer data)
{
  xmlInitParser ();
  g_mime_init ();
  return NULL;
}

void
_brg_doc_ensure_libraries (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, init_libraries, NULL);
}

/* ------------------------------------------------------------------ */
/* Parts and their character sets                                       */

BrgDocPart *
_brg_doc_part_new (BrgDocMarkup markup,
                   gsize        raw_start,
                   gsize        raw_end)
{
  BrgDocPart *part = g_new0 (BrgDocPart, 1);

  part->markup = markup;
  part->raw_start = raw_start;
  part->raw_end = raw_end;
  return part;
}

static void
part_free (gpointer data)
{
  BrgDocPart *part = data;

  g_free (part->charset);
  g_clear_pointer (&part->t_map, g_array_unref);
  g_free (part->u);
  g_clear_pointer (&part->u_map, g_array_unref);
  if (part->view != NULL)
    g_string_free (part->view, TRUE);
  g_clear_pointer (&part->view_map, g_array_unref);
  g_clear_pointer (&part->pre_ranges, g_array_unref);
  g_clear_pointer (&part->view_lines, g_array_unref);
  g_free (part);
}

static void
snippet_free (gpointer data)
{
  BrgDocSnippet *snippet = data;

  g_free (snippet->text);
  g_clear_pointer (&snippet->text_map, g_array_unref);
  g_free (snippet->prefix);
  g_free (snippet);
}

static void
map_run (gsize    out_offset,
         gsize    out_len,
         gsize    in_offset,
         gsize    in_len,
         gpointer user_data)
{
  _brg_doc_map_add (user_data, out_offset, out_len, in_offset, in_len);
}

/* Decodes @data in @charset to UTF-8 (brg_charset_convert()), with *map
 * telling the bytes of each character (NULL when they are the same
 * bytes). Returns %NULL when iconv does not know @charset. */
static char *
decode_charset (const char *data,
                gsize       len,
                const char *charset,
                gsize      *out_len,
                GArray    **map,
                gsize      *first_bad,
                gboolean   *lossy)
{
  char *text;

  *map = _brg_doc_map_new ();
  text = brg_charset_convert (data, len, charset, map_run, *map, out_len, first_bad, lossy);
  if (text == NULL || (brg_charset_is_utf8 (charset) && (*map)->len == 0))
    g_clear_pointer (map, g_array_unref);
  return text;
}

/* Where the document names @declared (a meta, an XML declaration, a MIME
 * header) after `charset` or `encoding`: the last place in the 16 KiB
 * before the part starts, else the first in the part's head; the part's start when it names it nowhere. */
static gsize
declaration_offset (BrgHostDocument *self,
                    BrgDocPart      *part,
                    const char      *declared)
{
  gsize name_len = strlen (declared);
  gsize end = MIN (self->raw_len, part->raw_start + 16384);
  gsize start = part->raw_start > 16384 ? part->raw_start - 16384 : 0;
  gsize found = G_MAXSIZE;

  /* (A bounded window: a mail of a million parts is looked at linearly.) */
  for (gsize i = start; name_len > 0 && i + name_len <= end; i++)
    {
      gsize back = i > 16 ? i - 16 : 0;
      g_autofree char *before = NULL;
      g_autofree char *lower = NULL;

      if (g_ascii_strncasecmp (self->raw + i, declared, name_len) != 0)
        continue;
      before = g_strndup (self->raw + back, i - back);
      lower = g_ascii_strdown (before, -1);
      if (strstr (lower, "charset") == NULL && strstr (lower, "encoding") == NULL)
        continue;
      if (i > part->raw_start && found != G_MAXSIZE)
        break;
      found = i;
      if (i > part->raw_start)
        break;
    }
  return found != G_MAXSIZE ? found : part->raw_start;
}

/* Decodes @len bytes at @data (the part's d text) into part->u. The
 * character set comes from a byte order mark, else from @declared, else
 * UTF-8 when the bytes are UTF-8, else a guess; a guess and bytes that do
 * not decode are warnings at @at_line, @at_column when given, else at the
 * bad byte. */
void
_brg_doc_decode_part (BrgHostDocument *self,
                      BrgDocPart  *part,
                      const char  *data,
                      gsize        len,
                      const char  *declared)
{
  gsize bom = 0, first_bad = 0;
  const char *charset;
  gboolean lossy = FALSE;
  gboolean guessed = FALSE;
  guint line, column;

  charset = brg_charset_from_bom (data, len, &bom);
  if (charset != NULL)
    {
      /* The BOM is not text: the part starts after it. */
      data += bom;
      len -= bom;
      if (part->t_map == NULL)
        part->raw_start += bom;
    }
  else if (declared != NULL && brg_charset_declared_is_wrong (data, len, declared))
    {
      g_autofree char *message = NULL;

      /* A declaration that lies (brg-charset.c): UTF-8 it is. */
      charset = "UTF-8";
      raw_position (self, declaration_offset (self, part, declared), &line, &column);
      message = g_strdup_printf (_("The document declares the character set “%s” here, "
                                   "but its text is UTF-8 (it holds characters of several "
                                   "bytes, which %s would read as two or three): it was read "
                                   "as UTF-8"), declared, declared);
      add_diagnostic (self, BRG_SEVERITY_WARNING, line, column, "doc-charset-overruled", message);
    }
  else if (declared != NULL)
    {
      charset = declared;
    }
  else
    {
      charset = brg_charset_guess (data, len);
      guessed = !brg_charset_is_utf8 (charset);
    }

  part->u = decode_charset (data, len, charset, &part->u_len, &part->u_map, &first_bad, &lossy);
  if (part->u != NULL && bom > 0 && part->t_map != NULL)
    _brg_doc_map_shift (&part->u_map, part->u_len, bom);
  if (part->u == NULL)
    {
      g_autofree char *message = NULL;

      const char *fallback = brg_charset_guess (data, len);

      message = g_strdup_printf (_("The character set “%s” is not known; "
                                   "the text is read as %s"), charset, fallback);
      raw_position (self, part->raw_start, &line, &column);
      add_diagnostic (self, BRG_SEVERITY_WARNING, line, column, "doc-unknown-charset", message);
      charset = fallback;
      part->u = decode_charset (data, len, charset, &part->u_len, &part->u_map, &first_bad, &lossy);
    }

  part->charset = g_ascii_strup (charset, -1);

  if (guessed || lossy)
    {
      gsize a = first_bad, b = first_bad + 1;
      g_autofree char *message = NULL;

      if (guessed)
        {
          for (a = 0; a < len && (guchar) data[a] < 0x80; a++)
            ;
          b = a + 1;
        }
      _brg_doc_map_span (part->t_map, &a, &b);
      raw_position (self, part->raw_start + a, &line, &column);
      if (guessed)
        message = g_strdup_printf (_("The text does not say its character set and is not UTF-8; "
                                     "it was read as %s"), part->charset);
      else
        message = g_strdup_printf (_("Bytes that are not %s were replaced"), part->charset);
      add_diagnostic (self, BRG_SEVERITY_WARNING, line, column,
                      guessed ? "doc-charset-guess" : "doc-charset-error", message);
    }
}

BrgDocUnits
_brg_doc_units_for (const char *charset,
                    const char *data,
                    gsize       len)
{
  if (g_ascii_strcasecmp (charset, "UTF-16LE") == 0)
    return BRG_DOC_UNITS_UTF16LE;
  if (g_ascii_strcasecmp (charset, "UTF-16BE") == 0)
    return BRG_DOC_UNITS_UTF16BE;
  if (brg_charset_is_utf8 (charset) || g_utf8_validate_len (data, len, NULL))
    return BRG_DOC_UNITS_UTF8;
  return BRG_DOC_UNITS_BYTES;
}

/* ------------------------------------------------------------------ */
/* Finding the snippets                                                 */

static gboolean
is_blank (const char *text,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      return FALSE;
  return TRUE;
}

/* The quote marks before the <PBN> on its line ("> ", ">> ", "> > "),
 * or 0 when the line holds anything else before it. */
static guint
quote_depth (const char *line,
             gsize       len)
{
  guint depth = 0;

  for (gsize i = 0; i < len; i++)
    {
      if (line[i] == '>')
        depth++;
      else if (line[i] != ' ' && line[i] != '\t')
        return 0;
    }
  return depth;
}

/* Makes the snippet's PBN text: the body, less @depth quote marks at the
 * start of each line after the first. */
static void
snippet_make_text (BrgDocSnippet *snippet,
                   guint          depth)
{
  const char *v = snippet->part->view->str;
  gsize start = snippet->body_start, end = snippet->body_end;
  GString *out;
  gboolean line_start = FALSE;

  if (depth == 0)
    {
      snippet->text = g_strndup (v + start, end - start);
      snippet->text_len = end - start;
      snippet->text_map = NULL;
      return;
    }

  out = g_string_sized_new (end - start);
  snippet->text_map = _brg_doc_map_new ();
  for (gsize i = start; i < end;)
    {
      if (line_start)
        {
          gsize j = i;
          guint marks = 0;

          line_start = FALSE;
          while (j < end && (v[j] == ' ' || v[j] == '\t') && marks == 0 && j - i < 8)
            j++;
          while (j < end && v[j] == '>' && marks < depth)
            {
              marks++;
              j++;
              if (j < end && v[j] == ' ')
                j++;
            }
          if (marks > 0)
            i = j;
          continue;
        }

      _brg_doc_map_add (snippet->text_map, out->len, 1, i, 1);
      g_string_append_c (out, v[i]);
      if (v[i] == '\n' || (v[i] == '\r' && (i + 1 >= end || v[i + 1] != '\n')))
        line_start = TRUE;
      i++;
    }

  snippet->text_len = out->len;
  snippet->text = g_string_free (out, FALSE);
}

static void
add_snippet (BrgHostDocument *self,
             BrgDocPart  *part,
             gsize        open_start,
             gsize        close_start)
{
  const char *v = part->view->str;
  BrgDocSnippet *snippet = g_new0 (BrgDocSnippet, 1);
  guint depth = 0;

  snippet->part = part;
  snippet->open_start = open_start;
  snippet->body_start = open_start + 5;
  snippet->body_end = close_start;
  snippet->close_end = close_start + 6;
  document_position (self, part, open_start, &snippet->line, &snippet->column);

  if (part->quoting)
    {
      gsize line_start = open_start;

      while (line_start > 0 && v[line_start - 1] != '\n' && v[line_start - 1] != '\r')
        line_start--;
      depth = quote_depth (v + line_start, open_start - line_start);
      if (depth > 0)
        {
          gsize a, b, c, d;

          _brg_doc_part_raw_span (part, line_start, line_start, &a, &b);
          _brg_doc_part_raw_span (part, open_start, open_start, &c, &d);
          snippet->prefix_len = c > a ? c - a : 0;
          snippet->prefix = g_malloc (snippet->prefix_len + 1);
          memcpy (snippet->prefix, self->raw + a, snippet->prefix_len);
          snippet->prefix[snippet->prefix_len] = '\0';
        }
    }
  snippet_make_text (snippet, depth);
  snippet->blank = is_blank (snippet->text, snippet->text_len);

  if (snippet->blank)
    add_diagnostic (self, BRG_SEVERITY_WARNING, snippet->line, snippet->column,
                    "doc-empty-snippet",
                    _("This <PBN> snippet is empty (PBN §6.2)"));

  g_ptr_array_add (self->snippets, snippet);
}

/* Finds every <PBN> … </PBN> pair of a part, in any letter case
 * (PBN §6.2). A delimiter without its partner, or a <PBN> inside a
 * snippet, is a diagnostic. */
static void
find_snippets (BrgHostDocument *self,
               BrgDocPart  *part)
{
  const char *v = part->view->str;
  gsize len = part->view->len;
  gboolean open = FALSE;
  gsize open_at = 0;
  guint line, column;

  for (gsize i = 0; i < len; i++)
    {
      const char *lt = memchr (v + i, '<', len - i);

      if (lt == NULL)
        break;
      i = (gsize) (lt - v);

      if (i + 5 <= len && g_ascii_strncasecmp (v + i, "<pbn>", 5) == 0)
        {
          if (open)
            {
              guint open_line, open_column;
              g_autofree char *message = NULL;

              document_position (self, part, open_at, &open_line, &open_column);
              document_position (self, part, i, &line, &column);
              message = g_strdup_printf (_("A <PBN> delimiter inside the snippet that begins "
                                           "at line %u, column %u; that snippet is left out "
                                           "(PBN §6.2)"), open_line, open_column);
              add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-nested-delimiter",
                              message);
            }
          open = TRUE;
          open_at = i;
          i += 4;
        }
      else if (i + 6 <= len && g_ascii_strncasecmp (v + i, "</pbn>", 6) == 0)
        {
          if (!open)
            {
              document_position (self, part, i, &line, &column);
              add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-unopened-delimiter",
                              _("A </PBN> delimiter without a <PBN> before it (PBN §6.2)"));
            }
          else if (self->snippets->len < MAX_SNIPPETS)
            {
              add_snippet (self, part, open_at, i);
            }
          else if (self->snippets->len == MAX_SNIPPETS)
            {
              document_position (self, part, open_at, &line, &column);
              add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-too-many-snippets",
                              _("The document holds too many snippets; the rest are left out"));
            }
          open = FALSE;
          i += 5;
        }
    }

  if (open)
    {
      document_position (self, part, open_at, &line, &column);
      add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-unclosed-delimiter",
                      _("A <PBN> delimiter without a </PBN> after it (PBN §6.2)"));
    }
}

/* ------------------------------------------------------------------ */
/* Guessing the kind                                                    */

/**
 * brg_host_document_guess_kind:
 * @bytes: the contents of a document
 * @file_name: (nullable): the document's file name, for its extension
 *
 * Tells what kind of document @bytes hold: a zip is ODT or DOCX by what
 * it contains, else the extension decides (`.eml`, `.html`, `.htm`,
 * `.xhtml`, `.txt`, `.pbn`), else the first bytes (an HTML start, mail
 * headers), else it is plain text.
 *
 * Returns: the kind, or %BRG_HOST_DOCUMENT_KIND_AUTO for a zip that is neither
 *   ODT nor DOCX
 */
BrgHostDocumentKind
brg_host_document_guess_kind (GBytes     *bytes,
                         const char *file_name)
{
  const char *data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, BRG_HOST_DOCUMENT_KIND_AUTO);

  data = g_bytes_get_data (bytes, &len);
  if (data == NULL)
    data = "";

  if (len >= 4 && memcmp (data, "PK\003\004", 4) == 0)
    return _brg_doc_guess_zip_kind (data, len, file_name);

  if (file_name != NULL)
    {
      const char *dot = strrchr (file_name, '.');
      g_autofree char *ext = dot != NULL ? g_ascii_strdown (dot + 1, -1) : NULL;

      if (ext != NULL)
        {
          if (strcmp (ext, "eml") == 0)
            return BRG_HOST_DOCUMENT_KIND_EMAIL;
          if (strcmp (ext, "html") == 0 || strcmp (ext, "htm") == 0 || strcmp (ext, "xhtml") == 0
              || strcmp (ext, "xht") == 0 || strcmp (ext, "shtml") == 0)
            return BRG_HOST_DOCUMENT_KIND_HTML;
          if (strcmp (ext, "txt") == 0 || strcmp (ext, "text") == 0 || strcmp (ext, "pbn") == 0)
            return BRG_HOST_DOCUMENT_KIND_TEXT;
        }
    }

  if (_brg_doc_looks_like_html (data, len))
    return BRG_HOST_DOCUMENT_KIND_HTML;
  if (_brg_doc_looks_like_email (data, len))
    return BRG_HOST_DOCUMENT_KIND_EMAIL;
  return BRG_HOST_DOCUMENT_KIND_TEXT;
}

/* ------------------------------------------------------------------ */
/* Boards remember their snippet                                        */

typedef struct
{
  guint snippet;
  guint line;
  guint column;
} Origin;

static GQuark
origin_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("brg-host-document-origin");
  return quark;
}

/**
 * brg_host_document_board_set_snippet:
 * @board: a board
 * @snippet: the index of a snippet in its document
 * @line: the line of the snippet's `<PBN>`, 1-based
 * @column: its column, 1-based
 *
 * Records which snippet of a document @board came from, as
 * brg_host_document_read() does; brg_host_document_update() writes the board back
 * there. Use it to carry the record over to a copy of the board.
 */
void
brg_host_document_board_set_snippet (BrgBoard *board,
                                guint     snippet,
                                guint     line,
                                guint     column)
{
  Origin *origin;

  g_return_if_fail (BRG_IS_BOARD (board));

  origin = g_new (Origin, 1);
  origin->snippet = snippet;
  origin->line = line;
  origin->column = column;
  g_object_set_qdata_full (G_OBJECT (board), origin_quark (), origin, g_free);
}

/**
 * brg_host_document_board_get_snippet:
 * @board: a board
 * @snippet: (out) (optional): the index of its snippet
 * @line: (out) (optional): the line of the snippet's `<PBN>`
 * @column: (out) (optional): its column
 *
 * Tells which snippet of its document @board was read from. Positions are
 * lines and columns of the document's text (for ODT and DOCX, each
 * paragraph and line break starts a line).
 *
 * Returns: %TRUE when @board came from a snippet
 */
gboolean
brg_host_document_board_get_snippet (BrgBoard *board,
                                guint    *snippet,
                                guint    *line,
                                guint    *column)
{
  Origin *origin;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  origin = g_object_get_qdata (G_OBJECT (board), origin_quark ());
  if (origin == NULL)
    return FALSE;
  if (snippet != NULL)
    *snippet = origin->snippet;
  if (line != NULL)
    *line = origin->line;
  if (column != NULL)
    *column = origin->column;
  return TRUE;
}

/**
 * brg_host_document_board_to_snippet:
 * @board: a board
 *
 * Writes @board as a PBN snippet for the clipboard: `<PBN>`, the game in
 * export layout (brg_pbn_write_board()), `</PBN>`, with LF line ends.
 *
 * Returns: (transfer full): the snippet
 */
char *
brg_host_document_board_to_snippet (BrgBoard *board)
{
  g_autofree char *game = NULL;
  gsize len;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  game = brg_pbn_write_board (board);
  len = strlen (game);
  return g_strconcat ("<PBN>\n", game, len > 0 && game[len - 1] != '\n' ? "\n" : "", "</PBN>\n",
                      NULL);
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

/* A place in a snippet's text as the PBN reader counts them (line ends
 * LF, CRLF or CR; columns in characters), found by moving on from the
 * last place found: the diagnostics of a snippet, taken in order, cost
 * one pass over its text, not one each. */
typedef struct
{
  const char *text;
  gsize       len;
  gsize       offset;
  guint       line;
  guint       column;
} TextCursor;

static gsize
text_cursor_seek (TextCursor *c,
                  guint       line,
                  guint       column)
{
  if (line == 0)
    return 0;

  if (line < c->line || (line == c->line && column < c->column))
    {
      c->offset = 0;
      c->line = 1;
      c->column = 1;
    }

  while (c->line < line && c->offset < c->len)
    {
      if (c->text[c->offset] == '\n')
        {
          c->line++;
          c->column = 1;
        }
      else if (c->text[c->offset] == '\r')
        {
          if (c->offset + 1 < c->len && c->text[c->offset + 1] == '\n')
            c->offset++;
          c->line++;
          c->column = 1;
        }
      c->offset++;
    }

  while (c->column < column && c->offset < c->len && c->text[c->offset] != '\n'
         && c->text[c->offset] != '\r')
    {
      c->offset++;
      while (c->offset < c->len && ((guchar) c->text[c->offset] & 0xc0) == 0x80)
        c->offset++;
      c->column++;
    }
  return c->offset;
}

static gsize
snippet_view_offset (BrgDocSnippet *snippet,
                     gsize          text_offset)
{
  gsize a = text_offset, b = text_offset;

  if (snippet->text_map == NULL)
    return snippet->body_start + MIN (text_offset, snippet->text_len);
  _brg_doc_map_span (snippet->text_map, &a, &b);
  return a;
}

BrgEvent *
_brg_doc_read_snippet (BrgDocSnippet *snippet,
                       GPtrArray    **diagnostics,
                       GError       **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (snippet->text, snippet->text_len);

  return brg_pbn_read_snippet (bytes, diagnostics, error);
}

static gboolean
event_has_escape (BrgEvent   *event,
                  const char *escape)
{
  for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
    if (strcmp (brg_event_get_escape (event, i), escape) == 0)
      return TRUE;
  return FALSE;
}

/**
 * brg_host_document_read:
 * @self: a document
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found, with positions in the document
 *
 * Reads every snippet of @self with the PBN reader (brg_pbn_read_snippet())
 * and gathers their boards, in document order, into one event. Each
 * board remembers its snippet (brg_host_document_board_get_snippet()). Each
 * snippet is read on its own, so `#` inheritance (PBN §4.8) does not reach
 * from one snippet into the next.
 *
 * @diagnostics holds the problems with the delimiters and the character
 * set and everything the PBN reader reports, moved to lines and columns
 * of the document: of the file for text, HTML and e-mail, of the text
 * for ODT and DOCX (each paragraph and line break starts a line). A
 * diagnostic's board is its index in the returned event.
 *
 * Returns: (transfer full): the boards of all snippets
 */
BrgEvent *
brg_host_document_read (BrgHostDocument *self,
                   GPtrArray  **diagnostics)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), NULL);

  event = brg_event_new ();
  brg_event_set_source_encoding (event, self->encoding);
  found = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  for (guint i = 0; i < self->diagnostics->len; i++)
    g_ptr_array_add (found, brg_diagnostic_copy (g_ptr_array_index (self->diagnostics, i)));

  for (guint i = 0; i < self->snippets->len; i++)
    {
      BrgDocSnippet *snippet = g_ptr_array_index (self->snippets, i);
      g_autoptr(BrgEvent) part = NULL;
      g_autoptr(GPtrArray) part_diagnostics = NULL;
      g_autoptr(GError) error = NULL;
      guint first = brg_event_get_n_boards (event);
      TextCursor cursor;
      guint n;

      if (snippet->blank)
        continue;
      if (_brg_read_cancelled ())
        break;

      part = _brg_doc_read_snippet (snippet, &part_diagnostics, &error);
      if (part == NULL)
        {
          g_ptr_array_add (found, brg_diagnostic_new (BRG_SEVERITY_ERROR, snippet->line,
                                                      snippet->column, "doc-snippet-unreadable",
                                                      error->message));
          continue;
        }

      for (guint k = 0; k < brg_event_get_n_escapes (part); k++)
        if (!event_has_escape (event, brg_event_get_escape (part, k)))
          brg_event_add_escape (event, brg_event_get_escape (part, k));

      n = brg_event_get_n_boards (part);
      for (guint k = 0; k < n; k++)
        {
          BrgBoard *board = brg_event_get_board (part, k);

          brg_host_document_board_set_snippet (board, i, snippet->line, snippet->column);
          brg_event_append (event, board);
        }

      if (n == 0)
        {
          BrgDiagnostic *d = brg_diagnostic_new (BRG_SEVERITY_WARNING, snippet->line,
                                                 snippet->column, "doc-snippet-without-games",
                                                 _("This <PBN> snippet holds no game"));
          g_ptr_array_add (found, d);
        }

      if (part_diagnostics != NULL)
        g_ptr_array_sort (part_diagnostics, brg_diagnostic_compare);
      cursor = (TextCursor) { snippet->text, snippet->text_len, 0, 1, 1 };
      for (guint k = 0; part_diagnostics != NULL && k < part_diagnostics->len; k++)
        {
          BrgDiagnostic *d = brg_diagnostic_copy (g_ptr_array_index (part_diagnostics, k));
          gsize offset = text_cursor_seek (&cursor, d->line, d->column);

          document_position (self, snippet->part, snippet_view_offset (snippet, offset),
                             &d->line, &d->column);
          if (d->board > 0)
            d->board += first;
          g_ptr_array_add (found, d);
        }
    }

  g_ptr_array_sort (found, brg_diagnostic_compare);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&found);
  return g_steal_pointer (&event);
}

/**
 * brg_host_document_read_file:
 * @file: a document
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found, with positions in the document
 * @error: return location for a #GError
 *
 * Loads @file with brg_host_document_new_for_file() and reads its snippets
 * with brg_host_document_read(): what `finesse-cli extract` and `check` do.
 *
 * Returns: (transfer full) (nullable): the boards of all snippets, or
 *   %NULL with @error set
 */
BrgEvent *
brg_host_document_read_file (GFile        *file,
                        GCancellable *cancellable,
                        GPtrArray   **diagnostics,
                        GError      **error)
{
  g_autoptr(BrgHostDocument) document = NULL;
  BrgEvent *event;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  document = brg_host_document_new_for_file (file, cancellable, error);
  if (document == NULL)
    return NULL;
  _brg_read_push_cancellable (cancellable);
  event = brg_host_document_read (document, diagnostics);
  _brg_read_pop_cancellable (cancellable);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      g_clear_object (&event);
      if (diagnostics != NULL)
        g_clear_pointer (diagnostics, g_ptr_array_unref);
    }
  return event;
}

/* ------------------------------------------------------------------ */
/* The object                                                           */

static void
brg_host_document_finalize (GObject *object)
{
  BrgHostDocument *self = BRG_HOST_DOCUMENT (object);

  g_clear_pointer (&self->snippets, g_ptr_array_unref);
  g_clear_pointer (&self->parts, g_ptr_array_unref);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->line_starts, g_array_unref);
  g_clear_pointer (&self->encoding, g_free);
  g_clear_pointer (&self->bytes, g_bytes_unref);

  G_OBJECT_CLASS (brg_host_document_parent_class)->finalize (object);
}

static void
brg_host_document_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BrgHostDocument *self = BRG_HOST_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, brg_host_document_get_kind (self));
      break;

    case PROP_N_SNIPPETS:
      g_value_set_uint (value, brg_host_document_get_n_snippets (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_host_document_class_init (BrgHostDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_host_document_finalize;
  object_class->get_property = brg_host_document_get_property;

  /**
   * BrgHostDocument:kind:
   *
   * What kind of document it is.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       BRG_TYPE_HOST_DOCUMENT_KIND, BRG_HOST_DOCUMENT_KIND_TEXT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgHostDocument:n-snippets:
   *
   * The number of `<PBN>` snippets in the document.
   */
  properties[PROP_N_SNIPPETS] =
    g_param_spec_uint ("n-snippets", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_host_document_init (BrgHostDocument *self)
{
  self->parts = g_ptr_array_new_with_free_func (part_free);
  self->snippets = g_ptr_array_new_with_free_func (snippet_free);
  self->diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  self->kind = BRG_HOST_DOCUMENT_KIND_TEXT;
  self->units = BRG_DOC_UNITS_UTF8;
}

/**
 * brg_host_document_new_from_bytes:
 * @bytes: the contents of a document
 * @kind: what it is, or %BRG_HOST_DOCUMENT_KIND_AUTO to guess
 *   (brg_host_document_guess_kind())
 * @file_name: (nullable): its file name, which helps the guess
 * @error: return location for a #GError
 *
 * Opens a document that carries PBN between `<PBN>` and `</PBN>`
 * (PBN §6.2) and finds its snippets. The delimiters may be in any letter
 * case. Plain text may be in any character set and quoted with `> ` as
 * in e-mail replies; an e-mail's text parts are decoded (MIME transfer
 * encodings and character sets; of a multipart/alternative only one
 * part is read); HTML is read as a browser shows it: entities decoded,
 * `<br>` and block ends as line ends, the page's declared character set,
 * `<PBN>` written as markup or as text; ODT and DOCX are read from their
 * zip, paragraphs and line breaks as line ends.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with
 *   @error set (%BRG_HOST_DOCUMENT_ERROR_TOO_LARGE, %BRG_HOST_DOCUMENT_ERROR_CORRUPT,
 *   %BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED)
 */
BrgHostDocument *
brg_host_document_new_from_bytes (GBytes         *bytes,
                             BrgHostDocumentKind kind,
                             const char     *file_name,
                             GError        **error)
{
  g_autoptr(BrgHostDocument) self = NULL;
  BrgDocLibxmlMessages libxml;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (kind <= BRG_HOST_DOCUMENT_KIND_DOCX, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_bytes_get_size (bytes) > MAX_DOCUMENT_SIZE)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                   _("The document is larger than %u MiB"), (guint) (MAX_DOCUMENT_SIZE >> 20));
      return NULL;
    }

  if (kind == BRG_HOST_DOCUMENT_KIND_AUTO)
    kind = brg_host_document_guess_kind (bytes, file_name);
  if (kind == BRG_HOST_DOCUMENT_KIND_AUTO)
    {
      /* Damaged, too many files, or another kind of zip. */
      _brg_doc_zip_check (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
      return NULL;
    }

  self = g_object_new (BRG_TYPE_HOST_DOCUMENT, NULL);
  self->kind = kind;
  self->bytes = g_bytes_ref (bytes);
  self->raw = g_bytes_get_data (bytes, &self->raw_len);
  if (self->raw == NULL)
    self->raw = "";

  _brg_doc_libxml_catch (&libxml);
  switch (kind)
    {
    case BRG_HOST_DOCUMENT_KIND_EMAIL:
      ok = _brg_doc_load_email (self, error);
      break;
    case BRG_HOST_DOCUMENT_KIND_HTML:
      ok = _brg_doc_load_html (self, error);
      break;
    case BRG_HOST_DOCUMENT_KIND_ODT:
      ok = _brg_doc_load_odt (self, error);
      break;
    case BRG_HOST_DOCUMENT_KIND_DOCX:
      ok = _brg_doc_load_docx (self, error);
      break;
    case BRG_HOST_DOCUMENT_KIND_TEXT:
    case BRG_HOST_DOCUMENT_KIND_AUTO:
    default:
      ok = _brg_doc_load_text (self, error);
      break;
    }
  _brg_doc_libxml_release (&libxml);

  /* What libxml2 had to say goes with the other problems, not to
   * standard error. */
  for (guint i = 0; i < libxml.messages->len; i++)
    {
      g_autofree char *message = g_strdup_printf (_("The markup parser says: %s"),
                                                  (const char *) g_ptr_array_index (libxml.messages, i));

      add_diagnostic (self, BRG_SEVERITY_WARNING, 1, 1, "doc-markup-message", message);
    }
  g_ptr_array_unref (libxml.messages);

  if (!ok || _brg_read_check_cancelled (error))
    return NULL;

  for (guint i = 0; i < self->parts->len; i++)
    find_snippets (self, g_ptr_array_index (self->parts, i));
  g_ptr_array_sort (self->diagnostics, brg_diagnostic_compare);

  return g_steal_pointer (&self);
}

/**
 * brg_host_document_new_for_file:
 * @file: a document
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Loads @file and opens it with brg_host_document_new_from_bytes(), guessing
 * its kind from its contents and name.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with
 *   @error set
 */
BrgHostDocument *
brg_host_document_new_for_file (GFile        *file,
                           GCancellable *cancellable,
                           GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  BrgHostDocument *document;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = brg_load_file_bytes (file, MAX_DOCUMENT_SIZE, cancellable, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_basename (file);
  _brg_read_push_cancellable (cancellable);
  document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_AUTO, name, error);
  _brg_read_pop_cancellable (cancellable);
  return document;
}

/**
 * brg_host_document_get_kind:
 * @self: a document
 *
 * Returns: what kind of document @self is
 */
BrgHostDocumentKind
brg_host_document_get_kind (BrgHostDocument *self)
{
  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), BRG_HOST_DOCUMENT_KIND_TEXT);

  return self->kind;
}

/**
 * brg_host_document_get_encoding:
 * @self: a document
 *
 * Returns: the character set of the document's text, such as `UTF-8` or
 *   `ISO-8859-2` (for an e-mail, that of its first text part)
 */
const char *
brg_host_document_get_encoding (BrgHostDocument *self)
{
  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), NULL);

  return self->encoding;
}

/**
 * brg_host_document_get_bytes:
 * @self: a document
 *
 * Returns: (transfer none): the document as it was opened
 */
GBytes *
brg_host_document_get_bytes (BrgHostDocument *self)
{
  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), NULL);

  return self->bytes;
}

/**
 * brg_host_document_get_n_snippets:
 * @self: a document
 *
 * Returns: the number of `<PBN>` … `</PBN>` pairs found, empty ones too
 */
guint
brg_host_document_get_n_snippets (BrgHostDocument *self)
{
  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), 0);

  return self->snippets->len;
}

/**
 * brg_host_document_get_snippet_text:
 * @self: a document
 * @n: the index of a snippet
 *
 * Returns: the PBN text between the delimiters of snippet @n as the PBN
 *   reader gets it: UTF-8, markup and entities resolved, quote marks
 *   removed
 */
const char *
brg_host_document_get_snippet_text (BrgHostDocument *self,
                               guint        n)
{
  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), NULL);
  g_return_val_if_fail (n < self->snippets->len, NULL);

  return ((BrgDocSnippet *) g_ptr_array_index (self->snippets, n))->text;
}

/**
 * brg_host_document_get_snippet_position:
 * @self: a document
 * @n: the index of a snippet
 * @line: (out) (optional): the line of its `<PBN>` delimiter, 1-based
 * @column: (out) (optional): its column in characters, 1-based
 *
 * Tells where snippet @n begins, as brg_host_document_read() counts positions.
 */
void
brg_host_document_get_snippet_position (BrgHostDocument *self,
                                   guint        n,
                                   guint       *line,
                                   guint       *column)
{
  BrgDocSnippet *snippet;

  g_return_if_fail (BRG_IS_HOST_DOCUMENT (self));
  g_return_if_fail (n < self->snippets->len);

  snippet = g_ptr_array_index (self->snippets, n);
  if (line != NULL)
    *line = snippet->line;
  if (column != NULL)
    *column = snippet->column;
}
