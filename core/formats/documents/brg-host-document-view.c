/* brg-host-document-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view of markup as a reader sees it, built from libxml2's SAX events
 * (the parser's input position tells where each piece of text came from);
 * what HTML, ODT and DOCX share, and the XML parse of ODT and DOCX.
 */

#include "config.h"

#include <string.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <glib/gi18n-lib.h>

#include "brg-host-document-private.h"
#include "brg-read-task-private.h"

/* Stops building the view: it is too long, or the read was cancelled.
 * The parser itself is halted at its next event (_brg_doc_builder_stopped()):
 * halting frees its input, which the event under way may still read (an
 * attribute's value, a run of text). */
static void
stop (BrgDocBuilder *b)
{
  b->stopped = TRUE;
}

/* What every parser event asks first: whether to do nothing, the view
 * being stopped (then the parser is halted, once); and, every so many
 * events, whether the read was cancelled. */
gboolean
_brg_doc_builder_stopped (BrgDocBuilder *b)
{
  if (!b->stopped && ++b->steps % BRG_READ_CANCEL_STEPS == 0 && _brg_read_cancelled ())
    stop (b);
  if (b->stopped && b->ctxt != NULL && !b->halted)
    {
      xmlStopParser (b->ctxt);
      b->halted = TRUE;
    }
  return b->stopped;
}

/* Appends @len bytes of @text to the view, all of them from the @src_len
 * bytes at @src: one segment of the map for all of them, however many. */
void
_brg_doc_emit (BrgDocBuilder *b,
               const char    *text,
               gsize          len,
               gsize          src,
               gsize          src_len)
{
  if (b->too_large)
    return;
  if (b->view->len + len > BRG_DOC_MAX_VIEW)
    {
      b->too_large = TRUE;
      stop (b);
      return;
    }
  _brg_doc_map_add (b->map, b->view->len, len, src, src_len);
  g_string_append_len (b->view, text, (gssize) len);
}

/* Appends @n copies of the character @c, all from the same source bytes
 * (ODT's text:s, which gives up to 1000 spaces in 23 bytes of XML). */
void
_brg_doc_emit_repeated (BrgDocBuilder *b,
                        char           c,
                        gsize          n,
                        gsize          src,
                        gsize          src_len)
{
  char run[64];

  if (b->too_large || n == 0)
    return;
  if (b->view->len + n > BRG_DOC_MAX_VIEW)
    {
      b->too_large = TRUE;
      stop (b);
      return;
    }
  _brg_doc_map_add (b->map, b->view->len, n, src, src_len);
  memset (run, c, sizeof run);
  for (gsize done = 0; done < n; done += sizeof run)
    g_string_append_len (b->view, run, (gssize) MIN (sizeof run, n - done));
}

gboolean
_brg_doc_view_at_line_start (BrgDocBuilder *b)
{
  return b->view->len == 0 || b->view->str[b->view->len - 1] == '\n';
}

static gsize
parser_position (BrgDocBuilder *b)
{
  xmlParserInputPtr input;
  gsize pos;

  if (b->ctxt == NULL || b->ctxt->inputNr != 1)
    return b->last_end;
  input = b->ctxt->input;
  if (input == NULL || input->base == NULL || input->cur == NULL || input->cur < input->base)
    return b->last_end;

  pos = (gsize) (input->cur - input->base) + (gsize) input->consumed;
  return MIN (pos, b->len);
}

void
_brg_doc_advance (BrgDocBuilder *b,
                  gsize          start,
                  gsize          end)
{

  if (start > b->last_end && b->gap != NULL)
    b->gap (b, b->last_end, start);
  if (end > b->last_end)
    b->last_end = MIN (end, b->len);
}

/* Where a piece of text that the parser reports came from. *linear is
 * set when the bytes are the text itself. */
static void
locate_text (BrgDocBuilder *b,
             const xmlChar *ch,
             gsize          len,
             gsize         *start,
             gsize         *end,
             gboolean      *linear)
{
  gsize cur = parser_position (b);
  gsize last = b->last_end;
  xmlParserInputPtr input = b->ctxt->inputNr == 1 ? b->ctxt->input : NULL;
  gsize candidates[7];
  guint n = 0;

  *linear = TRUE;

  /* An entity or a character reference: `&…;` ends where the parser is. */
  if (last < b->len && b->src[last] == '&' && cur > last + 1 && cur - last <= 40
      && !(cur - last == len && memcmp (b->src + last, ch, len) == 0))
    {
      *start = last;
      *end = cur;
      *linear = FALSE;
      return;
    }

  if (input != NULL && input->base != NULL && (const char *) ch >= (const char *) input->base
      && (const char *) ch < (const char *) input->end)
    candidates[n++] = (gsize) ((const char *) ch - (const char *) input->base)
                      + (gsize) input->consumed;
  candidates[n++] = last;
  if (cur >= len)
    candidates[n++] = cur - len;
  candidates[n++] = cur;
  for (gsize k = 1; k <= 3; k++)
    if (cur + k >= len)
      candidates[n++] = cur + k - len;

  for (guint i = 0; i < n; i++)
    {
      gsize s = candidates[i];

      if (s >= last && s + len <= b->len && memcmp (b->src + s, ch, len) == 0)
        {
          *start = s;
          *end = s + len;
          return;
        }
    }

  /* Text the parser changed (a line end, a bad byte): the bytes from
   * where the last event ended to where the parser is now. */
  *linear = FALSE;
  *start = MIN (last, b->len);
  *end = MAX (*start, MIN (MAX (cur, last), b->len));
}

void
_brg_doc_ensure_line_break (BrgDocBuilder *b,
                            gsize          src,
                            gsize          src_len)
{
  if (!_brg_doc_view_at_line_start (b))
    _brg_doc_emit (b, "\n", 1, src, src_len);
}

void
_brg_doc_text_chunk (BrgDocBuilder  *b,
                     const xmlChar  *ch,
                     int             len,
                     BrgDocCharFunc  each,
                     gboolean        shown)
{
  gsize start, end;
  gboolean linear;
  const char *p = (const char *) ch;
  gsize n = len > 0 ? (gsize) len : 0;

  if (n == 0 || _brg_doc_builder_stopped (b))
    return;

  locate_text (b, ch, n, &start, &end, &linear);
  _brg_doc_advance (b, start, end);

  /* Bytes the parser changed may hide markup it dropped. */
  if (!linear && b->gap != NULL)
    b->gap (b, start, end);

  if (!shown)
    return;

  for (gsize i = 0; i < n;)
    {
      gsize clen = 1;
      guchar c = (guchar) p[i];

      if (c >= 0xc0)
        {
          clen = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
          if (i + clen > n || !g_utf8_validate_len (p + i, clen, NULL))
            clen = 1;
        }
      if (clen == 1 && c >= 0x80)
        {
          /* Not UTF-8 (the parser should not give that): skip it. */
          i++;
          continue;
        }

      if (linear)
        each (b, p + i, clen, start + i, start + i + clen);
      else
        each (b, p + i, clen, start, end);
      i += clen;
      if (b->stopped)
        break;
    }
}

/* The bytes of the start tag the parser stands in. */
void
_brg_doc_start_tag_span (BrgDocBuilder *b,
                         gsize         *start,
                         gsize         *end)
{
  gsize cur = parser_position (b);
  gsize i;

  i = cur;
  while (i < b->len && b->src[i] != '>' && i - cur < 4)
    i++;
  *end = i < b->len && b->src[i] == '>' ? i + 1 : cur;

  /* The last '<' since the previous event. */
  i = MIN (cur, b->len);
  while (i > b->last_end && b->src[i - 1] != '<')
    i--;
  *start = i > b->last_end ? i - 1 : cur;
  if (*start > *end)
    *start = *end;
}

/* The bytes of the end tag just read, when the document has one for
 * @name (and the parser did not close the element on its own). */
gboolean
_brg_doc_end_tag_span (BrgDocBuilder *b,
                       const char    *name,
                       gsize         *start,
                       gsize         *end)
{
  gsize cur = parser_position (b);
  gsize i, n = strlen (name);
  const char *colon;

  if (cur == 0 || cur > b->len || b->src[cur - 1] != '>')
    return FALSE;
  i = cur - 1;
  while (i > b->last_end && b->src[i] != '<')
    i--;
  if (b->src[i] != '<' || i + 2 + n > b->len || b->src[i + 1] != '/')
    return FALSE;

  /* XML end tags carry the prefix: compare the local name. */
  colon = memchr (b->src + i + 2, ':', MIN (cur - i - 2, 64));
  if (colon != NULL && b->part->markup != BRG_DOC_MARKUP_HTML)
    {
      gsize at = (gsize) (colon - b->src) + 1;

      if (at + n > b->len || memcmp (b->src + at, name, n) != 0)
        return FALSE;
    }
  else if (g_ascii_strncasecmp (b->src + i + 2, name, n) != 0
           || (b->src[i + 2 + n] != '>' && !g_ascii_isspace (b->src[i + 2 + n])))
    {
      return FALSE;
    }

  *start = i;
  *end = cur;
  return TRUE;
}

static void
markup_comment (void          *user_data,
                const xmlChar *value)
{
  BrgDocBuilder *b = user_data;
  gsize cur = parser_position (b);
  gsize n = value != NULL ? strlen ((const char *) value) : 0;

  if (_brg_doc_builder_stopped (b))
    return;

  /* <!--value--> ends where the parser is. */
  if (cur >= n + 7 && cur <= b->len && memcmp (b->src + cur - 3, "-->", 3) == 0
      && memcmp (b->src + cur - n - 7, "<!--", 4) == 0)
    _brg_doc_advance (b, cur - n - 7, cur);
  else if (cur > b->last_end)
    b->last_end = cur;
}

void
_brg_doc_silent_error (void       *user_data,
                       xmlErrorPtr error)
{
}

/* The most distinct messages kept from one document. */
#define MAX_LIBXML_MESSAGES 20

static void
keep_message (BrgDocLibxmlMessages *messages,
              const char           *text)
{
  g_autofree char *message = g_strstrip (g_strdup (text));

  if (message[0] == '\0' || messages->messages->len >= MAX_LIBXML_MESSAGES)
    return;
  for (guint i = 0; i < messages->messages->len; i++)
    if (strcmp (g_ptr_array_index (messages->messages, i), message) == 0)
      return;
  g_ptr_array_add (messages->messages, g_steal_pointer (&message));
}

/* Generic messages come in pieces ("encoding error : ", then the rest):
 * a line is a message. */
static void G_GNUC_PRINTF (2, 3)
libxml_generic_cb (void       *user_data,
                   const char *format,
                   ...)
{
  BrgDocLibxmlMessages *messages = user_data;
  va_list args;
  char *eol;

  va_start (args, format);
  g_string_append_vprintf (messages->pending, format, args);
  va_end (args);

  while ((eol = strchr (messages->pending->str, '\n')) != NULL)
    {
      *eol = '\0';
      keep_message (messages, messages->pending->str);
      g_string_erase (messages->pending, 0, eol - messages->pending->str + 1);
    }
}

/* Starts catching libxml2's messages for this thread. Only the generic
 * handler: a structured one would also be given the errors of parsers
 * told to keep quiet (XML_PARSE_NOERROR), which go nowhere now. */
void
_brg_doc_libxml_catch (BrgDocLibxmlMessages *messages)
{
  _brg_doc_ensure_libraries ();

  messages->old_generic = xmlGenericError;
  messages->old_generic_context = xmlGenericErrorContext;
  messages->messages = g_ptr_array_new_with_free_func (g_free);
  messages->pending = g_string_new (NULL);
  xmlSetGenericErrorFunc (messages, libxml_generic_cb);
}

/* Stops catching them, and gives this thread its handlers back. The
 * messages stay in messages->messages. */
void
_brg_doc_libxml_release (BrgDocLibxmlMessages *messages)
{
  xmlSetGenericErrorFunc (messages->old_generic_context, messages->old_generic);
  if (messages->pending->len > 0)
    keep_message (messages, messages->pending->str);
  g_string_free (messages->pending, TRUE);
  messages->pending = NULL;
}

gboolean
_brg_doc_is_element (const xmlChar *uri,
                     const xmlChar *local,
                     const char    *want_uri,
                     const char    *want_local)
{
  return uri != NULL && local != NULL && strcmp ((const char *) uri, want_uri) == 0
         && strcmp ((const char *) local, want_local) == 0;
}

/* Whether the element is one of @names. */
static gboolean
is_any_element (const xmlChar           *uri,
                const xmlChar           *local,
                const BrgDocElementName *names,
                guint                    n_names)
{
  for (guint i = 0; i < n_names; i++)
    if (_brg_doc_is_element (uri, local, names[i].uri, names[i].local))
      return TRUE;
  return FALSE;
}

static void
xml_start_element (void           *user_data,
                   const xmlChar  *local,
                   const xmlChar  *prefix,
                   const xmlChar  *uri,
                   int             n_namespaces,
                   const xmlChar **namespaces,
                   int             n_attributes,
                   int             n_defaulted,
                   const xmlChar **attributes)
{
  BrgDocBuilder *b = user_data;
  gsize start, end;

  if (_brg_doc_builder_stopped (b))
    return;

  _brg_doc_start_tag_span (b, &start, &end);
  _brg_doc_advance (b, start, end);

  if (b->skip > 0 || is_any_element (uri, local, b->syntax->hidden, b->syntax->n_hidden))
    {
      b->skip++;
      return;
    }

  b->syntax->start (b, uri, local, n_attributes, attributes, start, end);
}

static void
xml_end_element (void          *user_data,
                 const xmlChar *local,
                 const xmlChar *prefix,
                 const xmlChar *uri)
{
  BrgDocBuilder *b = user_data;
  gsize start, end;

  if (_brg_doc_builder_stopped (b))
    return;

  if (_brg_doc_end_tag_span (b, (const char *) local, &start, &end))
    _brg_doc_advance (b, start, end);
  else
    start = end = b->last_end;

  if (b->skip > 0)
    {
      b->skip--;
      return;
    }

  b->syntax->end (b, uri, local, start, end);
}

static void
xml_characters (void          *user_data,
                const xmlChar *ch,
                int            len)
{
  BrgDocBuilder *b = user_data;

  _brg_doc_text_chunk (b, ch, len, b->syntax->each, b->skip == 0 && b->syntax->shown (b));
}

/* Starts part->view and sets up @b to build it; FALSE when the text is
 * too long for libxml2. */
gboolean
_brg_doc_builder_init (BrgDocBuilder *b,
                       BrgDocPart    *part)
{
  _brg_doc_ensure_libraries ();

  part->view = g_string_sized_new (part->u_len / 2 + 16);
  part->view_map = _brg_doc_map_new ();

  memset (b, 0, sizeof *b);
  b->part = part;
  b->src = part->u;
  b->len = part->u_len;
  b->view = part->view;
  b->map = part->view_map;

  return part->u_len <= G_MAXINT;
}

/* Gives @ctxt the handlers of @sax, quiet, with the comments that every
 * markup shares, feeding @b. */
void
_brg_doc_builder_attach (BrgDocBuilder    *b,
                         xmlParserCtxtPtr  ctxt,
                         xmlSAXHandler    *sax)
{
  sax->initialized = XML_SAX2_MAGIC;
  sax->comment = markup_comment;
  sax->serror = _brg_doc_silent_error;
  memcpy (ctxt->sax, sax, sizeof *sax);
  ctxt->userData = b;
  b->ctxt = ctxt;
}

/* The error of a view that could not be built: too long, or cancelled. */
gboolean
_brg_doc_builder_check (BrgDocBuilder  *b,
                        GError        **error)
{
  if (b->too_large)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                   _("The text of the document is longer than %u MiB"),
                   (guint) (BRG_DOC_MAX_VIEW >> 20));
      return FALSE;
    }
  if (_brg_read_check_cancelled (error))
    return FALSE;
  return TRUE;
}

/**
 * _brg_doc_build_xml_view:
 * @part: an ODT or DOCX part
 * @syntax: what its elements mean
 * @name: the file of the zip that holds the XML, for messages
 * @error: return location for a #GError
 *
 * Builds part->view from the part's XML.
 *
 * Returns: %FALSE with @error set when the XML is not well-formed, the
 *   text is too long (%BRG_HOST_DOCUMENT_ERROR_TOO_LARGE) or the read was
 *   cancelled
 */
gboolean
_brg_doc_build_xml_view (BrgDocPart             *part,
                         const BrgDocXmlSyntax  *syntax,
                         const char             *name,
                         GError                **error)
{
  BrgDocBuilder b;
  xmlParserCtxtPtr ctxt;
  xmlSAXHandler sax;
  gboolean ok;

  if (!_brg_doc_builder_init (&b, part))
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                   _("“%s” is too large to be read"), name);
      return FALSE;
    }
  b.syntax = syntax;

  ctxt = xmlCreateMemoryParserCtxt (part->u, (int) part->u_len);
  if (ctxt == NULL)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                   _("The XML of “%s” cannot be read"), name);
      return FALSE;
    }

  memset (&sax, 0, sizeof sax);
  sax.startElementNs = xml_start_element;
  sax.endElementNs = xml_end_element;
  sax.characters = xml_characters;
  sax.ignorableWhitespace = xml_characters;
  sax.cdataBlock = xml_characters;
  _brg_doc_builder_attach (&b, ctxt, &sax);

  xmlCtxtUseOptions (ctxt, XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NONET);
  ctxt->sax->serror = _brg_doc_silent_error;
  xmlParseDocument (ctxt);
  ok = ctxt->wellFormed != 0;
  xmlFreeParserCtxt (ctxt);

  if (!_brg_doc_builder_check (&b, error))
    return FALSE;
  if (!ok)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                   _("The XML of “%s” is not well-formed"), name);
      return FALSE;
    }
  return TRUE;
}
