/* brg-host-document-email.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * E-mail messages (RFC 5322 + MIME), through GMime: the text parts,
 * transfer encodings and character sets decoded.
 */

#include "config.h"

#include <string.h>
#include <gmime/gmime.h>
#include <glib/gi18n-lib.h>

#include "brg-host-document-private.h"
#include "brg-read-task-private.h"

/* Hard limits: the most text parts read, the most MIME objects walked, and
 * the most MIME parts a message may have at all. GMime builds every part
 * before we see one, about 1.3 KB each: 1.5 million parts (18 MB of mail)
 * took 1.96 GB. */
#define MAX_PARTS       1000
#define MAX_WALKED      10000
#define MAX_MIME_PARTS  10000

/* A base64 part is mapped a line at a time: a segment for every 4 bytes
 * took 6 times the part's size. */
#define ENCODED_LINE    76

static gboolean
view_has_delimiter (BrgDocPart *part)
{
  const char *v = part->view->str;

  for (gsize i = 0; i + 5 <= part->view->len; i++)
    if (v[i] == '<' && (g_ascii_strncasecmp (v + i + 1, "pbn>", 4) == 0
                        || (i + 6 <= part->view->len
                            && g_ascii_strncasecmp (v + i + 1, "/pbn>", 5) == 0)))
      return TRUE;
  return FALSE;
}

static gboolean
add_mime_part (BrgHostDocument  *self,
               GMimePart    *mime_part,
               BrgDocMarkup  markup,
               GError      **error)
{
  GMimeDataWrapper *content = g_mime_part_get_content (mime_part);
  GMimeContentType *type = g_mime_object_get_content_type (GMIME_OBJECT (mime_part));
  GMimeContentEncoding encoding;
  GMimeStream *stream;
  const char *charset = NULL;
  const char *data;
  gsize start, end, len;
  g_autofree char *decoded = NULL;
  BrgDocPart *part;

  if (content == NULL)
    return TRUE;
  stream = g_mime_data_wrapper_get_stream (content);
  encoding = g_mime_data_wrapper_get_encoding (content);
  if (stream == NULL || stream->bound_start < 0 || (gsize) stream->bound_start > self->raw_len)
    return TRUE;

  /* The parser keeps the body as a window on the message (persist
   * stream): its bounds are where the body is in the file. */
  start = (gsize) stream->bound_start;
  end = stream->bound_end < 0 ? self->raw_len : MIN ((gsize) stream->bound_end, self->raw_len);
  if (end < start)
    return TRUE;

  part = _brg_doc_part_new (markup, start, end);
  part->quoting = markup == BRG_DOC_MARKUP_TEXT;
  data = self->raw + start;
  len = end - start;

  if (encoding == GMIME_CONTENT_ENCODING_BASE64
      || encoding == GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE
      || encoding == GMIME_CONTENT_ENCODING_UUENCODE)
    {
      GMimeEncoding state;
      GString *out = g_string_sized_new (len);
      char buffer[64];
      gsize n;

      /* Quoted-printable is fed one byte at a time, so that each decoded
       * byte knows its source; base64 and uuencode a line at a time, each
       * line's bytes mapped to the whole line (their positions are of
       * little use, and a segment each took six times the part). */
      part->t_map = _brg_doc_map_new ();
      g_mime_encoding_init_decode (&state, encoding);
      for (gsize i = 0; i < len;)
        {
          gsize step = 1;
          char *decoded_line = buffer;

          if (encoding != GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE)
            {
              const char *eol = memchr (data + i, '\n', len - i);

              step = eol != NULL ? (gsize) (eol - (data + i)) + 1 : len - i;
              step = MIN (step, (gsize) 4096);
              decoded_line = g_malloc (g_mime_encoding_outlen (&state, step));
            }
          n = g_mime_encoding_step (&state, data + i, step, decoded_line);
          if (decoded_line == buffer)
            n = MIN (n, sizeof buffer);
          _brg_doc_map_add (part->t_map, out->len, n, i, step);
          g_string_append_len (out, decoded_line, (gssize) n);
          if (decoded_line != buffer)
            g_free (decoded_line);
          i += step;
        }
      n = g_mime_encoding_flush (&state, "", 0, buffer);
      n = MIN (n, sizeof buffer);
      _brg_doc_map_add (part->t_map, out->len, n, len > 0 ? len - 1 : 0, len > 0 ? 1 : 0);
      g_string_append_len (out, buffer, (gssize) n);
      len = out->len;
      decoded = g_string_free (out, FALSE);
      data = decoded;
    }

  if (type != NULL)
    charset = g_mime_content_type_get_parameter (type, "charset");
  if (charset != NULL)
    charset = g_mime_charset_iconv_name (charset);

  g_ptr_array_add (self->parts, part);
  _brg_doc_decode_part (self, part, data, len, charset);
  if (markup == BRG_DOC_MARKUP_HTML)
    return _brg_doc_build_html_view (part, error);
  _brg_doc_build_text_view (part);
  return TRUE;
}

static gboolean
walk_mime (BrgHostDocument  *self,
           GMimeObject  *object,
           guint         depth,
           guint        *budget,
           GError      **error)
{
  GMimeContentType *type;

  if (object == NULL || depth > 32 || self->parts->len >= MAX_PARTS || *budget == 0)
    return TRUE;
  --*budget;
  if (_brg_read_check_cancelled (error))
    return FALSE;

  type = g_mime_object_get_content_type (object);

  if (GMIME_IS_MULTIPART (object))
    {
      GMimeMultipart *multipart = GMIME_MULTIPART (object);
      int n = g_mime_multipart_get_count (multipart);

      if (type != NULL && g_mime_content_type_is_type (type, "multipart", "alternative"))
        {
          /* The same text twice: take one alternative, the plain text
           * when it holds a delimiter (what the author typed), else the
           * first that holds one. */
          guint chosen_from = 0, chosen_to = 0;
          gboolean chosen_plain = FALSE;

          for (int i = 0; i < n; i++)
            {
              GMimeObject *child = g_mime_multipart_get_part (multipart, i);
              GMimeContentType *child_type = g_mime_object_get_content_type (child);
              guint before = self->parts->len;
              gboolean found = FALSE;
              gboolean plain;

              if (!walk_mime (self, child, depth + 1, budget, error))
                return FALSE;
              for (guint k = before; k < self->parts->len; k++)
                found = found || view_has_delimiter (g_ptr_array_index (self->parts, k));
              plain = child_type != NULL
                      && g_mime_content_type_is_type (child_type, "text", "plain");

              if (found && (chosen_to == chosen_from || (plain && !chosen_plain)))
                {
                  if (chosen_to > chosen_from)
                    {
                      g_ptr_array_remove_range (self->parts, chosen_from, chosen_to - chosen_from);
                      before -= chosen_to - chosen_from;
                    }
                  chosen_from = before;
                  chosen_to = self->parts->len;
                  chosen_plain = plain;
                }
              else
                {
                  g_ptr_array_set_size (self->parts, before);
                }
            }
          return TRUE;
        }

      for (int i = 0; i < n; i++)
        if (!walk_mime (self, g_mime_multipart_get_part (multipart, i), depth + 1, budget,
                        error))
          return FALSE;
    }
  else if (GMIME_IS_MESSAGE_PART (object))
    {
      GMimeMessage *message = g_mime_message_part_get_message (GMIME_MESSAGE_PART (object));

      if (message != NULL)
        return walk_mime (self, g_mime_message_get_mime_part (message), depth + 1, budget,
                          error);
    }
  else if (GMIME_IS_PART (object) && type != NULL
           && g_mime_content_type_is_type (type, "text", "*"))
    {
      gboolean html = g_mime_content_type_is_type (type, "text", "html");

      return add_mime_part (self, GMIME_PART (object),
                            html ? BRG_DOC_MARKUP_HTML : BRG_DOC_MARKUP_TEXT, error);
    }
  return TRUE;
}

/* The boundaries that the message's Content-Type headers declare
 * (RFC 2046 §5.1.1), or NULL when one is written in a way this does not
 * follow (RFC 2231 parameter continuations), or when there are more than
 * @max of them. */
static GHashTable *
declared_boundaries (const char *data,
                     gsize       len,
                     guint       max)
{
  g_autoptr(GHashTable) set = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                     (GDestroyNotify) g_bytes_unref, NULL);
  const char *end = data + len;
  const char *p = data;

  while ((p = g_strstr_len (p, end - p, "oundary")) != NULL)
    {
      const char *q = p + 7;
      const char *value;

      p = q;
      if (q - data < 8 || g_ascii_tolower (q[-8]) != 'b')
        continue;
      if (q < end && *q == '*')
        return NULL;
      while (q < end && (*q == ' ' || *q == '\t'))
        q++;
      if (q >= end || *q != '=')
        continue;
      q++;
      while (q < end && (*q == ' ' || *q == '\t'))
        q++;
      if (q < end && *q == '"')
        {
          value = ++q;
          while (q < end && *q != '"' && *q != '\n')
            q++;
        }
      else
        {
          value = q;
          while (q < end && *q != ';' && !g_ascii_isspace (*q))
            q++;
        }
      if (q > value)
        g_hash_table_add (set, g_bytes_new (value, (gsize) (q - value)));
      if (g_hash_table_size (set) > max)
        return NULL;
    }
  return g_steal_pointer (&set);
}

/* Whether the message has more than @max MIME parts, told from its lines
 * before GMime builds them: the lines that begin with "--", and when there
 * are many of those, the ones that go on with a declared boundary. */
static gboolean
too_many_mime_parts (const char *data,
                     gsize       len,
                     guint       max)
{
  g_autoptr(GHashTable) boundaries = NULL;
  g_autoptr(GArray) lengths = NULL;
  GHashTableIter iter;
  gpointer key;
  guint n_dashes = 0, n_parts = 0;

  for (gsize i = 0; i < len;)
    {
      const char *eol = memchr (data + i, '\n', len - i);
      gsize line_end = eol != NULL ? (gsize) (eol - data) : len;

      if (line_end - i >= 2 && data[i] == '-' && data[i + 1] == '-')
        n_dashes++;
      i = line_end + 1;
    }
  if (n_dashes <= max)
    return FALSE;

  /* Many lines begin with "--" (a boundary each, or text such as SQL):
   * count those that a boundary follows. */
  boundaries = declared_boundaries (data, len, max);
  if (boundaries == NULL)
    return TRUE;
  lengths = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_hash_table_iter_init (&iter, boundaries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gsize n = g_bytes_get_size (key);
      gboolean known = FALSE;

      for (guint k = 0; k < lengths->len; k++)
        known = known || g_array_index (lengths, gsize, k) == n;
      if (!known)
        g_array_append_val (lengths, n);
    }
  if (lengths->len > 8)
    return TRUE;

  for (gsize i = 0; i + 2 <= len;)
    {
      const char *eol = memchr (data + i, '\n', len - i);
      gsize line_end = eol != NULL ? (gsize) (eol - data) : len;

      if (data[i] == '-' && data[i + 1] == '-')
        for (guint k = 0; k < lengths->len; k++)
          {
            gsize n = g_array_index (lengths, gsize, k);
            g_autoptr(GBytes) candidate = NULL;

            if (i + 2 + n > line_end)
              continue;
            candidate = g_bytes_new_static (data + i + 2, n);
            if (g_hash_table_contains (boundaries, candidate))
              {
                if (++n_parts > max)
                  return TRUE;
                break;
              }
          }
      i = line_end + 1;
    }
  return FALSE;
}

gboolean
_brg_doc_load_email (BrgHostDocument *self,
                     GError     **error)
{
  GMimeStream *stream;
  GMimeParser *parser;
  GMimeMessage *message;
  guint budget = MAX_WALKED;
  gboolean ok;

  _brg_doc_ensure_libraries ();

  if (_brg_read_check_cancelled (error))
    return FALSE;
  if (too_many_mime_parts (self->raw, self->raw_len, MAX_MIME_PARTS))
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                   _("The e-mail message has more than %u MIME parts"), MAX_MIME_PARTS);
      return FALSE;
    }

  stream = g_mime_stream_mem_new_with_buffer (self->raw, self->raw_len);
  parser = g_mime_parser_new_with_stream (stream);
  g_mime_parser_set_persist_stream (parser, TRUE);
  g_mime_parser_set_format (parser, GMIME_FORMAT_MESSAGE);
  message = g_mime_parser_construct_message (parser, NULL);
  if (message == NULL)
    {
      g_object_unref (parser);
      g_object_unref (stream);
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                   _("The e-mail message cannot be read"));
      return FALSE;
    }

  self->units = g_utf8_validate_len (self->raw, self->raw_len, NULL) ? BRG_DOC_UNITS_UTF8
                                                                     : BRG_DOC_UNITS_BYTES;
  ok = walk_mime (self, g_mime_message_get_mime_part (message), 0, &budget, error);
  g_object_unref (message);
  g_object_unref (parser);
  g_object_unref (stream);
  if (!ok)
    return FALSE;
  self->encoding = g_strdup (self->parts->len > 0
                             ? ((BrgDocPart *) g_ptr_array_index (self->parts, 0))->charset
                             : "UTF-8");
  return TRUE;
}

gboolean
_brg_doc_looks_like_email (const char *data,
                           gsize       len)
{
  static const char * const known[] = {
    "from", "to", "subject", "date", "mime-version", "content-type", "received",
    "message-id", "return-path", "delivered-to", "reply-to", "cc",
  };
  gsize i = 0;
  guint n_headers = 0, n_known = 0;

  len = MIN (len, 16384);
  if (len >= 5 && memcmp (data, "From ", 5) == 0)
    {
      const char *eol = memchr (data, '\n', len);

      if (eol == NULL)
        return FALSE;
      i = (gsize) (eol - data) + 1;
    }

  while (i < len && n_headers < 200)
    {
      const char *eol = memchr (data + i, '\n', len - i);
      gsize end = eol != NULL ? (gsize) (eol - data) : len;
      gsize colon;

      if (end == i || (end == i + 1 && data[i] == '\r'))
        break;
      if (data[i] == ' ' || data[i] == '\t')
        {
          if (n_headers == 0)
            return FALSE;
        }
      else
        {
          for (colon = i; colon < end && data[colon] > ' ' && data[colon] < 0x7f
                          && data[colon] != ':'; colon++)
            ;
          if (colon == i || colon >= end || data[colon] != ':')
            return FALSE;
          for (guint k = 0; k < G_N_ELEMENTS (known); k++)
            if (strlen (known[k]) == colon - i
                && g_ascii_strncasecmp (data + i, known[k], colon - i) == 0)
              n_known++;
          n_headers++;
        }
      if (eol == NULL)
        break;
      i = end + 1;
    }

  return n_headers >= 2 && n_known >= 1;
}
