/* brg-host-document-update.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writing boards back into a document's snippets in place: only the
 * bodies of the snippets change.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-host-document-private.h"
#include "brg-pbn-writer.h"

/* Appends @text (UTF-8) to @out in @charset. Characters that the
 * charset lacks become character references in HTML; in plain text they
 * are an error. */
static gboolean
append_encoded (GString    *out,
                const char *text,
                gsize       len,
                const char *charset,
                gboolean    html,
                GError    **error)
{
  GIConv cd;
  const char *p = text;
  const char *end = text + len;

  if (brg_charset_is_utf8 (charset))
    {
      g_string_append_len (out, text, (gssize) len);
      return TRUE;
    }

  cd = g_iconv_open (charset, "UTF-8");
  if (cd == (GIConv) -1)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_ENCODING,
                   _("Text cannot be written in the character set “%s”"), charset);
      return FALSE;
    }

  while (p < end)
    {
      const char *next = g_utf8_next_char (p);
      char buffer[16];
      char *in = (char *) p;
      gsize in_left = (gsize) (MIN (next, end) - p);
      char *o = buffer;
      gsize o_left = sizeof buffer;

      if (g_iconv (cd, &in, &in_left, &o, &o_left) == (gsize) -1 || in_left > 0)
        {
          gunichar c = g_utf8_get_char_validated (p, end - p);

          g_iconv (cd, NULL, NULL, NULL, NULL);
          if (!html)
            {
              g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_ENCODING,
                           _("The character U+%04X cannot be written in the character set “%s”"),
                           (guint) c, charset);
              g_iconv_close (cd);
              return FALSE;
            }
          else
            {
              g_autofree char *reference = g_strdup_printf ("&#%u;", (guint) c);

              /* ASCII converts in every charset a page can be in. */
              if (!append_encoded (out, reference, strlen (reference), charset, FALSE, NULL))
                g_string_append (out, reference);
            }
        }
      else
        {
          g_string_append_len (out, buffer, (gssize) (o - buffer));
        }
      p = next;
    }

  /* Return a stateful encoding to its initial state. */
  {
    char buffer[16];
    char *o = buffer;
    gsize o_left = sizeof buffer;

    g_iconv (cd, NULL, NULL, &o, &o_left);
    g_string_append_len (out, buffer, (gssize) (o - buffer));
  }
  g_iconv_close (cd);
  return TRUE;
}

/* Escapes one line of PBN for the part's markup. */
static void
escape_line (GString     *out,
             BrgDocMarkup markup,
             const char  *line,
             gsize        len)
{
  for (gsize i = 0; i < len; i++)
    {
      char c = line[i];

      if (markup == BRG_DOC_MARKUP_TEXT)
        {
          g_string_append_c (out, c);
          continue;
        }

      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '\t':
          if (markup == BRG_DOC_MARKUP_ODT)
            g_string_append (out, "<text:tab/>");
          else if (markup == BRG_DOC_MARKUP_DOCX)
            g_string_append (out, "</w:t><w:tab/><w:t xml:space=\"preserve\">");
          else
            g_string_append_c (out, c);
          break;
        case ' ':
          if (markup == BRG_DOC_MARKUP_ODT)
            {
              /* ODF collapses spaces: the first of a run is a space
               * (unless the line starts with it), the rest text:s. */
              gsize run = 1;

              while (i + run < len && line[i + run] == ' ')
                run++;
              if (i > 0)
                {
                  g_string_append_c (out, ' ');
                  run--;
                }
              if (run == 1)
                g_string_append (out, "<text:s/>");
              else if (run > 1)
                g_string_append_printf (out, "<text:s text:c=\"%" G_GSIZE_FORMAT "\"/>", run);
              i += (i > 0 ? run : run - 1);
            }
          else
            {
              g_string_append_c (out, c);
            }
          break;
        default:
          /* XML 1.0 has no other controls. */
          if ((guchar) c >= 0x20 || c == '\n')
            g_string_append_c (out, c);
          break;
        }
    }
}

static gboolean
in_pre (BrgDocPart *part,
        gsize       offset)
{
  if (part->pre_ranges == NULL)
    return FALSE;
  for (guint i = 0; i + 1 < part->pre_ranges->len; i += 2)
    if (offset >= g_array_index (part->pre_ranges, gsize, i)
        && offset <= g_array_index (part->pre_ranges, gsize, i + 1))
      return TRUE;
  return FALSE;
}

/* The raw bytes that break a line when the snippet shows none to copy. */
static gboolean
default_separator (BrgHostDocument   *self,
                   BrgDocSnippet *snippet,
                   GString       *out,
                   GError       **error)
{
  BrgDocPart *part = snippet->part;
  const char *eol = "\n";

  switch (part->markup)
    {
    case BRG_DOC_MARKUP_TEXT:
      {
        const char *lf = memchr (part->u, '\n', part->u_len);
        const char *cr = memchr (part->u, '\r', part->u_len);

        if (cr != NULL && (lf == NULL || cr < lf))
          eol = cr + 1 == lf ? "\r\n" : "\r";
        if (!append_encoded (out, eol, strlen (eol), part->charset, FALSE, error))
          return FALSE;
        if (snippet->prefix != NULL)
          g_string_append_len (out, snippet->prefix, (gssize) snippet->prefix_len);
        return TRUE;
      }

    case BRG_DOC_MARKUP_HTML:
      eol = in_pre (part, snippet->body_start) ? "\n" : "<br>\n";
      return append_encoded (out, eol, strlen (eol), part->charset, FALSE, error);

    case BRG_DOC_MARKUP_ODT:
      g_string_append (out, "<text:line-break/>");
      return TRUE;

    case BRG_DOC_MARKUP_DOCX:
    default:
      g_string_append (out, "</w:t><w:br/><w:t xml:space=\"preserve\">");
      return TRUE;
    }
}

static void
snippet_raw_span (BrgDocSnippet *snippet,
                  gsize          start,
                  gsize          end,
                  gsize         *raw_start,
                  gsize         *raw_end)
{
  gsize a = start, b = end;

  if (snippet->text_map == NULL)
    {
      a += snippet->body_start;
      b += snippet->body_start;
    }
  else
    {
      _brg_doc_map_span (snippet->text_map, &a, &b);
    }
  _brg_doc_part_raw_span (snippet->part, a, b, raw_start, raw_end);
}

static gboolean
is_break (char c)
{
  return c == '\n' || c == '\r';
}

/* What a piece of XML leaves open and what it closes of its context:
 * the element names it ends without starting them, and those it starts
 * without ending them. FALSE when it ends an element it did not start
 * last. Only our own copies of a well-formed document's XML come here. */
static gboolean
xml_nesting (const char *xml,
             gsize       len,
             GPtrArray  *closes,
             GPtrArray  *opens)
{
  for (gsize i = 0; i < len; i++)
    {
      gsize j, name_start, name_end;
      gboolean closing;

      if (xml[i] != '<')
        continue;

      if (i + 3 < len && memcmp (xml + i, "<!--", 4) == 0)
        {
          const char *end = g_strstr_len (xml + i + 4, (gssize) (len - i - 4), "-->");

          i = end != NULL ? (gsize) (end - xml) + 2 : len;
          continue;
        }

      /* The end of the tag, past quoted attribute values. */
      for (j = i + 1; j < len && xml[j] != '>'; j++)
        if (xml[j] == '"' || xml[j] == '\'')
          {
            char quote = xml[j];

            for (j++; j < len && xml[j] != quote; j++)
              ;
          }
      if (j >= len)
        return FALSE;

      if (xml[i + 1] == '?' || xml[i + 1] == '!')
        {
          i = j;
          continue;
        }

      closing = xml[i + 1] == '/';
      name_start = i + 1 + (closing ? 1 : 0);
      for (name_end = name_start; name_end < j && !g_ascii_isspace (xml[name_end])
                                  && xml[name_end] != '/'; name_end++)
        ;

      if (closing)
        {
          g_autofree char *name = g_strndup (xml + name_start, name_end - name_start);

          if (opens->len > 0)
            {
              if (strcmp (g_ptr_array_index (opens, opens->len - 1), name) != 0)
                return FALSE;
              g_ptr_array_remove_index (opens, opens->len - 1);
            }
          else
            {
              g_ptr_array_add (closes, g_steal_pointer (&name));
            }
        }
      else if (xml[j - 1] != '/')
        {
          g_ptr_array_add (opens, g_strndup (xml + name_start, name_end - name_start));
        }
      i = j;
    }
  return TRUE;
}

/* Whether @a from @from to @to, reversed and followed by @b, is @c. */
static gboolean
reversed_then_equal (GPtrArray *a,
                     guint      from,
                     guint      to,
                     GPtrArray *b,
                     GPtrArray *c)
{
  guint n = 0;

  if (c->len != (to - from) + b->len)
    return FALSE;
  for (guint i = to; i > from; i--)
    if (strcmp (g_ptr_array_index (a, i - 1), g_ptr_array_index (c, n++)) != 0)
      return FALSE;
  for (guint i = 0; i < b->len; i++)
    if (strcmp (g_ptr_array_index (b, i), g_ptr_array_index (c, n++)) != 0)
      return FALSE;
  return TRUE;
}

/* Whether @new_xml can stand where @old_xml stood in a well-formed
 * document: from the same open elements it leaves the same open
 * elements. Closing an element and opening one of the same name again
 * (</w:r><w:r>) is the same as leaving it open. */
static gboolean
same_nesting (const char *old_xml,
              gsize       old_len,
              const char *new_xml,
              gsize       new_len)
{
  g_autoptr(GPtrArray) closes1 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) opens1 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) closes2 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) opens2 = g_ptr_array_new_with_free_func (g_free);
  guint k;

  if (!xml_nesting (old_xml, old_len, closes1, opens1)
      || !xml_nesting (new_xml, new_len, closes2, opens2))
    return FALSE;

  /* Both close the innermost elements of the context first. */
  k = MIN (closes1->len, closes2->len);
  for (guint i = 0; i < k; i++)
    if (strcmp (g_ptr_array_index (closes1, i), g_ptr_array_index (closes2, i)) != 0)
      return FALSE;

  /* What one closes deeper the other must open again. */
  if (closes1->len >= closes2->len)
    return reversed_then_equal (closes1, closes2->len, closes1->len, opens2, opens1);
  return reversed_then_equal (closes2, closes1->len, closes2->len, opens1, opens2);
}

/* Makes the new bytes of a snippet's body from @pbn (UTF-8, LF): each
 * line escaped for the markup, with the bytes the document has before
 * the first line, between two lines and after the last copied from the
 * old body, so the look of the snippet stays. */
static gboolean
snippet_replacement (BrgHostDocument   *self,
                     BrgDocSnippet *snippet,
                     const char    *pbn,
                     GString       *out,
                     gsize         *raw_from,
                     gsize         *raw_to,
                     GError       **error)
{
  BrgDocPart *part = snippet->part;
  const char *t = snippet->text;
  gsize len = snippet->text_len;
  gsize first = 0, last = len;
  gsize a, b;
  g_autoptr(GString) sep = g_string_new (NULL);
  g_autoptr(GString) lead = g_string_new (NULL);
  g_autoptr(GString) trail = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  _brg_doc_part_raw_span (part, snippet->open_start, snippet->body_start, &a, raw_from);
  _brg_doc_part_raw_span (part, snippet->body_end, snippet->close_end, raw_to, &b);
  if (*raw_to < *raw_from)
    *raw_to = *raw_from;

  while (first < len && g_ascii_isspace (t[first]))
    first++;
  while (last > first && g_ascii_isspace (t[last - 1]))
    last--;

  if (first == last)
    {
      if (!default_separator (self, snippet, lead, error)
          || !default_separator (self, snippet, trail, error))
        return FALSE;
    }
  else
    {
      gsize first_raw, last_raw, line_start = first;
      gboolean line_has_text = FALSE;

      snippet_raw_span (snippet, first, first + 1, &first_raw, &b);
      snippet_raw_span (snippet, last - 1, last, &a, &last_raw);
      first_raw = CLAMP (first_raw, *raw_from, *raw_to);
      last_raw = CLAMP (last_raw, first_raw, *raw_to);
      g_string_append_len (lead, self->raw + *raw_from, (gssize) (first_raw - *raw_from));
      g_string_append_len (trail, self->raw + last_raw, (gssize) (*raw_to - last_raw));

      /* The first line end between two lines with text; quoted text
       * takes the quote marks of its <PBN> line on every line. */
      for (gsize k = first; k < last && snippet->prefix == NULL; k++)
        {
          gsize run, next;
          gboolean next_has_text = FALSE;

          if (!is_break (t[k]))
            {
              line_has_text = line_has_text || !g_ascii_isspace (t[k]);
              continue;
            }
          run = t[k] == '\r' && k + 1 < last && t[k + 1] == '\n' ? 2 : 1;
          for (next = k + run; next < last && !is_break (t[next]); next++)
            next_has_text = next_has_text || !g_ascii_isspace (t[next]);

          if (line_has_text && next_has_text && k > line_start)
            {
              gsize p_end, q_start;

              snippet_raw_span (snippet, k - 1, k, &a, &p_end);
              snippet_raw_span (snippet, k + run, k + run + 1, &q_start, &b);
              if (q_start >= p_end)
                g_string_append_len (sep, self->raw + p_end, (gssize) (q_start - p_end));
              break;
            }
          k += run - 1;
          line_start = k + 1;
          line_has_text = FALSE;
        }
    }

  if (sep->len == 0 && !default_separator (self, snippet, sep, error))
    return FALSE;

  /* A snippet on one line, <PBN>…</PBN>, gets its lines between line
   * breaks of its own. */
  if (first < last && memchr (t, '\n', len) == NULL && memchr (t, '\r', len) == NULL
      && !default_separator (self, snippet, lead, error))
    return FALSE;
  if (first < last && memchr (t, '\n', len) == NULL && memchr (t, '\r', len) == NULL)
    {
      g_autoptr(GString) before = g_string_new (NULL);

      if (!default_separator (self, snippet, before, error))
        return FALSE;
      g_string_prepend_len (trail, before->str, (gssize) before->len);
    }

  lines = g_strsplit (pbn, "\n", -1);
  n_lines = g_strv_length (lines);
  if (n_lines > 0 && lines[n_lines - 1][0] == '\0')
    n_lines--;

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      gsize start = out->len;

      g_string_append_len (out, lead->str, (gssize) lead->len);
      for (guint i = 0; i < n_lines; i++)
        {
          g_autoptr(GString) escaped = g_string_new (NULL);

          if (i > 0)
            g_string_append_len (out, sep->str, (gssize) sep->len);
          escape_line (escaped, part->markup, lines[i], strlen (lines[i]));
          if (!append_encoded (out, escaped->str, escaped->len, part->charset,
                               part->markup == BRG_DOC_MARKUP_HTML, error))
            return FALSE;
        }
      /* (An empty body is one line break, not two.) */
      if (n_lines > 0 || lead->len == 0)
        g_string_append_len (out, trail->str, (gssize) trail->len);

      /* HTML parsers take any markup; XML must stay well-formed. The
       * copied line break may close more than it opens again (a line
       * that ends in a span); then the plain line break of the format. */
      if (part->markup == BRG_DOC_MARKUP_TEXT || part->markup == BRG_DOC_MARKUP_HTML
          || same_nesting (self->raw + *raw_from, *raw_to - *raw_from,
                           out->str + start, out->len - start))
        return TRUE;

      g_string_truncate (out, start);
      g_string_truncate (sep, 0);
      if (!default_separator (self, snippet, sep, error))
        return FALSE;
    }

  g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
               _("The markup of the snippet at line %u, column %u cannot be rewritten"),
               snippet->line, snippet->column);
  return FALSE;
}

/* The PBN text of some boards as Copy Board writes each
 * (brg_pbn_write_snippet()), UTF-8 with LF line ends, with the snippet's
 * own `%` lines. */
static char *
boards_to_pbn (GPtrArray *boards,
               BrgEvent  *escapes_from)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  if (escapes_from != NULL)
    for (guint i = 0; i < brg_event_get_n_escapes (escapes_from); i++)
      brg_event_add_escape (event, brg_event_get_escape (escapes_from, i));
  for (guint i = 0; i < boards->len; i++)
    brg_event_append (event, g_ptr_array_index (boards, i));
  return brg_pbn_write_snippet (event);
}

/* Whether @boards are the boards the snippet held when it was read
 * (@old), written alike: nobody edited them, and the snippet keeps its
 * bytes, its layout and the author's line breaks. */
static gboolean
same_boards (GPtrArray *boards,
             BrgEvent  *old)
{
  if (old == NULL || brg_event_get_n_boards (old) != boards->len)
    return FALSE;
  for (guint i = 0; i < boards->len; i++)
    {
      g_autofree char *now = brg_pbn_write_board (g_ptr_array_index (boards, i));
      g_autofree char *then = brg_pbn_write_board (brg_event_get_board (old, i));

      if (strcmp (now, then) != 0)
        return FALSE;
    }
  return TRUE;
}

/**
 * brg_host_document_update:
 * @self: a document
 * @event: the boards to write into it
 * @error: return location for a #GError
 *
 * Writes the boards of @event back into the snippets of @self and returns
 * the new document. Only the bodies of the snippets change: every byte
 * outside them stays as it was. A board goes to the snippet it was read
 * from (brg_host_document_board_get_snippet()); a board that was not read from
 * one goes with the board before it, or into the first snippet. Each body
 * is the PBN export format of its boards (PBN §2.1), escaped for the
 * markup around it, in the document's character set; the line breaks and
 * quote marks between its lines are copied from the old body.
 *
 * Text and HTML documents are rewritten byte for byte; ODT and DOCX get a
 * new zip with the text's XML rewritten and every other file copied. An
 * e-mail cannot be updated (%BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED).
 *
 * Returns: (transfer full) (nullable): the new document, or %NULL with
 *   @error set
 */
GBytes *
brg_host_document_update (BrgHostDocument *self,
                     BrgEvent    *event,
                     GError     **error)
{
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GString) out = NULL;
  guint n_boards, current = 0;
  gsize done = 0;

  g_return_val_if_fail (BRG_IS_HOST_DOCUMENT (self), NULL);
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->kind == BRG_HOST_DOCUMENT_KIND_EMAIL)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                   _("Snippets in an e-mail message cannot be updated"));
      return NULL;
    }

  n_boards = brg_event_get_n_boards (event);
  if (self->snippets->len == 0)
    {
      if (n_boards > 0)
        {
          g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_NO_SNIPPETS,
                       _("The document has no <PBN> snippet to hold the boards"));
          return NULL;
        }
      return g_bytes_ref (self->bytes);
    }

  groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < self->snippets->len; i++)
    g_ptr_array_add (groups, g_ptr_array_new ());
  for (guint i = 0; i < n_boards; i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      guint snippet;

      if (brg_host_document_board_get_snippet (board, &snippet, NULL, NULL)
          && snippet < self->snippets->len)
        current = snippet;
      g_ptr_array_add (g_ptr_array_index (groups, current), board);
    }

  out = g_string_sized_new (self->raw_len + 1024);
  for (guint i = 0; i < self->snippets->len; i++)
    {
      BrgDocSnippet *snippet = g_ptr_array_index (self->snippets, i);
      g_autoptr(BrgEvent) old = NULL;
      g_autofree char *pbn = NULL;
      gsize from, to;

      /* An empty snippet that gets no board stays as it is. */
      if (snippet->blank && ((GPtrArray *) g_ptr_array_index (groups, i))->len == 0)
        continue;

      /* A snippet whose boards nobody edited stays as it is; the
       * snippet's own % lines stay with it. */
      if (!snippet->blank)
        old = _brg_doc_read_snippet (snippet, NULL, NULL);
      if (same_boards (g_ptr_array_index (groups, i), old))
        continue;
      pbn = boards_to_pbn (g_ptr_array_index (groups, i), old);

      {
        g_autoptr(GString) body = g_string_new (NULL);

        if (!snippet_replacement (self, snippet, pbn, body, &from, &to, error))
          return NULL;
        if (from < done || to > self->raw_len)
          continue;
        g_string_append_len (out, self->raw + done, (gssize) (from - done));
        g_string_append_len (out, body->str, (gssize) body->len);
        done = to;
      }
    }
  g_string_append_len (out, self->raw + done, (gssize) (self->raw_len - done));

  if (self->kind == BRG_HOST_DOCUMENT_KIND_ODT || self->kind == BRG_HOST_DOCUMENT_KIND_DOCX)
    {
      g_autoptr(GBytes) xml = g_string_free_to_bytes (g_steal_pointer (&out));

      return _brg_doc_zip_write (self, self->content_entry, xml, error);
    }

  return g_string_free_to_bytes (g_steal_pointer (&out));
}
