/* brg-host-document-html.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * HTML and XHTML pages (PBN §6.2): read as a browser shows them, with the
 * page's declared character set.
 */

#include "config.h"

#include <string.h>
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>

#include "brg-charset.h"
#include "brg-host-document-private.h"

static void html_flush_ws (BrgDocBuilder *b);

/* Delimiters that the HTML parser swallowed (an end tag it found no
 * element for) are still delimiters: look for them in the bytes between
 * the events (BrgDocBuilder.gap). */
static void
scan_gap (BrgDocBuilder *b,
          gsize          from,
          gsize          to)
{
  if (b->skip > 0)
    return;

  to = MIN (to, b->len);
  for (gsize i = from; i + 5 <= to; i++)
    {
      gsize j;
      gboolean close;

      if (b->src[i] != '<')
        continue;
      close = b->src[i + 1] == '/';
      j = i + 1 + (close ? 1 : 0);
      if (j + 3 > to || g_ascii_strncasecmp (b->src + j, "pbn", 3) != 0)
        continue;
      j += 3;
      while (j < to && g_ascii_isspace (b->src[j]))
        j++;
      if (j >= to || b->src[j] != '>')
        continue;

      html_flush_ws (b);
      _brg_doc_emit (b, close ? "</PBN>" : "<PBN>", close ? 6 : 5, i, j + 1 - i);
      i = j;
    }
}

static void
html_flush_ws (BrgDocBuilder *b)
{
  guint n;

  if (!b->ws)
    return;
  b->ws = FALSE;

  if (_brg_doc_view_at_line_start (b))
    return;
  if (b->ws_lines == 0)
    {
      _brg_doc_emit (b, " ", 1, b->ws_start, b->ws_end - b->ws_start);
      return;
    }
  n = MIN (b->ws_lines, 2);
  for (guint i = 0; i < n; i++)
    _brg_doc_emit (b, "\n", 1, b->ws_start, b->ws_end - b->ws_start);
}

static void
html_drop_ws (BrgDocBuilder *b)
{
  b->ws = FALSE;
}

static void
html_char (BrgDocBuilder *b,
           const char    *p,
           gsize          clen,
           gsize          s,
           gsize          e)
{
  gunichar c = clen == 1 ? (guchar) *p : g_utf8_get_char_validated (p, (gssize) clen);
  gboolean first = b->pre_start;

  b->pre_start = FALSE;

  if (b->pre > 0)
    {
      /* A line end right after <pre> is not shown (HTML §13.2.6.4.7). */
      if (first && (c == '\n' || c == '\r'))
        {
          if (c == '\r')
            b->pre_start = TRUE;
          return;
        }
      if (c == 0xa0)
        _brg_doc_emit (b, " ", 1, s, e - s);
      else
        _brg_doc_emit (b, p, clen, s, e - s);
      return;
    }

  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f')
    {
      if (!b->ws)
        {
          b->ws = TRUE;
          b->ws_start = s;
          b->ws_lines = 0;
          b->ws_cr = FALSE;
        }
      b->ws_end = e;
      if (c == '\n' && !b->ws_cr)
        b->ws_lines++;
      else if (c == '\r')
        b->ws_lines++;
      b->ws_cr = c == '\r';
      return;
    }

  html_flush_ws (b);
  if (c == 0xa0)
    _brg_doc_emit (b, " ", 1, s, e - s);
  else
    _brg_doc_emit (b, p, clen, s, e - s);
}

/* Elements whose start and end break the line in a browser. */
static gboolean
html_is_block (const char *name)
{
  static const char * const blocks[] = {
    "address", "article", "aside", "blockquote", "caption", "center", "dd", "details",
    "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
    "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "listing", "main",
    "menu", "nav", "ol", "p", "plaintext", "pre", "section", "summary", "table", "tbody",
    "textarea", "tfoot", "thead", "title", "tr", "ul", "xmp", "body", "html", "head",
  };

  for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
    if (strcmp (name, blocks[i]) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
html_is_pre (const char *name)
{
  return strcmp (name, "pre") == 0 || strcmp (name, "textarea") == 0
         || strcmp (name, "listing") == 0 || strcmp (name, "xmp") == 0
         || strcmp (name, "plaintext") == 0;
}

static gboolean
html_is_hidden (const char *name)
{
  return strcmp (name, "script") == 0 || strcmp (name, "style") == 0
         || strcmp (name, "template") == 0;
}

static void
pre_enter (BrgDocBuilder *b)
{
  if (b->pre++ == 0)
    b->pre_from = b->view->len;
  b->pre_start = TRUE;
}

static void
pre_leave (BrgDocBuilder *b)
{
  if (b->pre == 0)
    return;
  if (--b->pre == 0)
    {
      gsize range[2] = { b->pre_from, b->view->len };

      if (b->part->pre_ranges == NULL)
        b->part->pre_ranges = g_array_new (FALSE, FALSE, sizeof (gsize));
      g_array_append_vals (b->part->pre_ranges, range, 2);
    }
  b->pre_start = FALSE;
}

static void
html_start_element (void           *user_data,
                    const xmlChar  *xname,
                    const xmlChar **attributes)
{
  BrgDocBuilder *b = user_data;
  const char *name = (const char *) xname;
  gsize start, end;

  if (name == NULL || _brg_doc_builder_stopped (b))
    return;

  _brg_doc_start_tag_span (b, &start, &end);
  _brg_doc_advance (b, start, end);
  b->pre_start = FALSE;

  if (b->skip > 0)
    {
      if (html_is_hidden (name))
        b->skip++;
      return;
    }
  if (html_is_hidden (name))
    {
      b->skip++;
      return;
    }

  if (strcmp (name, "br") == 0)
    {
      html_drop_ws (b);
      _brg_doc_emit (b, "\n", 1, start, end - start);
    }
  else if (strcmp (name, "pbn") == 0)
    {
      html_flush_ws (b);
      _brg_doc_emit (b, "<PBN>", 5, start, end - start);
    }
  else if (html_is_block (name))
    {
      html_drop_ws (b);
      _brg_doc_ensure_line_break (b, start, end - start);
      if (html_is_pre (name))
        pre_enter (b);
    }
  else if (strcmp (name, "td") == 0 || strcmp (name, "th") == 0)
    {
      if (!b->ws)
        {
          b->ws = TRUE;
          b->ws_start = start;
          b->ws_lines = 0;
          b->ws_cr = FALSE;
        }
      b->ws_end = end;
    }
}

static void
html_end_element (void          *user_data,
                  const xmlChar *xname)
{
  BrgDocBuilder *b = user_data;
  const char *name = (const char *) xname;
  gsize start, end;
  gboolean explicit;

  if (name == NULL || _brg_doc_builder_stopped (b))
    return;

  explicit = _brg_doc_end_tag_span (b, name, &start, &end);
  if (explicit)
    _brg_doc_advance (b, start, end);
  else
    start = end = b->last_end;

  if (html_is_hidden (name))
    {
      if (b->skip > 0)
        b->skip--;
      return;
    }
  if (b->skip > 0)
    return;

  if (strcmp (name, "pbn") == 0)
    {
      /* An end the parser made up is no delimiter: if the document has
       * one later, scan_gap() finds it. */
      if (explicit)
        {
          html_flush_ws (b);
          _brg_doc_emit (b, "</PBN>", 6, start, end - start);
        }
    }
  else if (html_is_block (name))
    {
      html_drop_ws (b);
      if (html_is_pre (name))
        pre_leave (b);
      _brg_doc_ensure_line_break (b, start, end - start);
    }
}

static void
html_characters (void          *user_data,
                 const xmlChar *ch,
                 int            len)
{
  BrgDocBuilder *b = user_data;

  _brg_doc_text_chunk (b, ch, len, html_char, b->skip == 0);
}

/**
 * _brg_doc_build_html_view:
 * @part: an HTML part
 *
 * Builds part->view from the part's HTML, as a browser shows it:
 * entities decoded, `<br>` and block ends as line ends, white space
 * collapsed but in `<pre>`, scripts and styles left out.
 */
gboolean
_brg_doc_build_html_view (BrgDocPart  *part,
                          GError     **error)
{
  BrgDocBuilder b;
  xmlParserCtxtPtr ctxt;
  htmlSAXHandler sax;

  if (!_brg_doc_builder_init (&b, part))
    return TRUE;
  b.gap = scan_gap;

  ctxt = htmlCreateMemoryParserCtxt (part->u, (int) part->u_len);
  if (ctxt == NULL)
    return TRUE;

  memset (&sax, 0, sizeof sax);
  sax.startElement = html_start_element;
  sax.endElement = html_end_element;
  sax.characters = html_characters;
  sax.ignorableWhitespace = html_characters;
  sax.cdataBlock = html_characters;
  _brg_doc_builder_attach (&b, ctxt, &sax);

  htmlCtxtUseOptions (ctxt, HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
                            | HTML_PARSE_IGNORE_ENC | HTML_PARSE_NOIMPLIED);
  ctxt->sax->serror = _brg_doc_silent_error;
  xmlSwitchEncoding (ctxt, XML_CHAR_ENCODING_UTF8);
  htmlParseDocument (ctxt);
  htmlFreeParserCtxt (ctxt);
  b.ctxt = NULL;
  if (!_brg_doc_builder_check (&b, error))
    return FALSE;
  b.stopped = FALSE;
  html_flush_ws (&b);
  scan_gap (&b, b.last_end, b.len);
  pre_leave (&b);
  return TRUE;
}

/* The character set an HTML page declares: the XML declaration, or a
 * <meta> that libxml2's HTML parser understands. */
static char *
html_declared_charset (const char *data,
                       gsize       len)
{
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *head = g_strndup (data, MIN (len, 1024));
  htmlDocPtr doc;
  char *charset = NULL;

  regex = g_regex_new ("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._:-]+)[\"']",
                       G_REGEX_RAW, 0, NULL);
  if (regex != NULL && g_regex_match (regex, head, 0, &match))
    return g_match_info_fetch (match, 1);

  /* The declaration is in the head: the start of the page is enough
   * (HTML §13.2.3.2 looks at 1024 bytes; old pages put more before). */
  doc = htmlReadMemory (data, (int) MIN (len, 16384), NULL, NULL,
                        HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
  if (doc != NULL && doc->encoding != NULL)
    charset = g_strdup ((const char *) doc->encoding);
  if (doc != NULL)
    xmlFreeDoc (doc);

  /* HTML §13.2.3.3: a page that says UTF-16 without a BOM is UTF-8. */
  if (charset != NULL && g_ascii_strncasecmp (charset, "utf-16", 6) == 0)
    {
      g_free (charset);
      charset = g_strdup ("UTF-8");
    }
  return charset;
}

gboolean
_brg_doc_load_html (BrgHostDocument *self,
                    GError     **error)
{
  BrgDocPart *part = _brg_doc_part_new (BRG_DOC_MARKUP_HTML, 0, self->raw_len);
  g_autofree char *declared = NULL;
  gsize bom = 0;

  _brg_doc_ensure_libraries ();
  g_ptr_array_add (self->parts, part);
  if (brg_charset_from_bom (self->raw, self->raw_len, &bom) == NULL)
    declared = html_declared_charset (self->raw, self->raw_len);
  _brg_doc_decode_part (self, part, self->raw, self->raw_len, declared);
  self->encoding = g_strdup (part->charset);
  self->units = _brg_doc_units_for (part->charset, self->raw, self->raw_len);
  return _brg_doc_build_html_view (part, error);
}

gboolean
_brg_doc_looks_like_html (const char *data,
                          gsize       len)
{
  static const char * const starts[] = {
    "<!doctype html", "<html", "<head", "<body", "<meta", "<title", "<!--", "<p>", "<div",
    "<pre", "<h1", "<h2", "<table",
  };
  g_autofree char *head = NULL;
  gsize i = 0, bom = 0;

  brg_charset_from_bom (data, len, &bom);
  if (bom == 2)
    return FALSE;
  i = bom;
  while (i < len && g_ascii_isspace (data[i]))
    i++;
  head = g_ascii_strdown (data + i, (gssize) MIN (len - i, 1024));

  if (g_str_has_prefix (head, "<?xml"))
    return strstr (head, "<html") != NULL || strstr (head, "xhtml") != NULL;
  for (guint k = 0; k < G_N_ELEMENTS (starts); k++)
    if (g_str_has_prefix (head, starts[k]))
      return TRUE;
  return FALSE;
}
