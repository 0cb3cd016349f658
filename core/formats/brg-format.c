/* brg-format.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format registry: every file format the core reads or writes, one
 * row each, with how to recognise it, read it and write it. finesse-cli
 * (check, convert, extract, show), the window (through brg-import.c) and
 * the tests go through it; a new format is one more row.
 *
 * The format is found from the content, not the name: first a format
 * that the bytes say they are in (`% PBN`, RBN's labels, LIN's `pn|`
 * commands, a document's kind or its `<PBN>`), then a format whose signs
 * show in a file that starts with something else (a PBN tag in a page of text), and only for a file
 * that says nothing of itself (empty, or comments only) its extension.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-article.h"
#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-host-document.h"
#include "brg-format.h"
#include "brg-lin-reader.h"
#include "brg-lin-writer.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-writer.h"
#include "brg-rbn-reader.h"
#include "brg-rbn-writer.h"
#include "brg-read-task-private.h"

/* -- PBN, RBN and RBX from their text -- */

#define DETECT_LIMIT (64 * 1024)

static gboolean
is_rbx_item_char (char c)
{
  return c == '%' || g_ascii_isdigit (c) || (c != '\0' && strchr ("DTLEFSKNBHACPRMI", c) != NULL);
}

/* A right brace followed by another `x{` item on the line. */
static gboolean
has_rbx_items (const char *line,
               const char *end)
{
  for (const char *p = line; p + 2 < end; p++)
    if (*p == '}' && (p[1] == '{' || (is_rbx_item_char (p[1]) && p[2] == '{')))
      return TRUE;
  return end - line >= 2 && end[-1] == '}' && line + 1 < end && line[1] == '{';
}

static const char *
detect_text (const char *text,
             gsize       len)
{
  const char *line = text;
  const char *limit = text + MIN (len, (gsize) DETECT_LIMIT);
  gboolean in_comment = FALSE;

  while (line < limit)
    {
      const char *end = line;
      const char *p = line;

      while (end < limit && *end != '\n' && *end != '\r')
        end++;

      if (in_comment)
        {
          if (memchr (line, '}', end - line) != NULL)
            in_comment = FALSE;
        }
      else
        {
          while (p < end && (*p == ' ' || *p == '\t'))
            p++;

          if (p == end)
            ;
          else if (*p == '%')
            {
              const char *q = p + 1;

              if (q < end && *q == '{')
                return "rbx";
              while (q < end && *q == ' ')
                q++;
              if (end - q >= 3 && memcmp (q, "RBN", 3) == 0)
                return "rbn";
              if (end - q >= 3 && memcmp (q, "RBX", 3) == 0)
                return "rbx";
              if (end - q >= 3 && memcmp (q, "PBN", 3) == 0)
                return "pbn";
            }
          else if (*p == '[')
            return "pbn";
          else if (*p == ';')
            return "pbn";
          else if (*p == '{')
            {
              if (p == line && has_rbx_items (p, end))
                return "rbx";
              if (memchr (p, '}', end - p) == NULL)
                in_comment = TRUE;
            }
          else if (p == line && end - p >= 2 && p[1] == '{' && is_rbx_item_char (p[0]))
            return "rbx";
          else if (p == line && (end - p == 1 || p[1] == ' ')
                   && (g_ascii_isdigit (p[0]) || strchr ("DTLEFSKNBHACPRMI", p[0]) != NULL))
            return "rbn";
          else
            return NULL;
        }

      line = end;
      if (line < limit && *line == '\r')
        line++;
      if (line < limit && *line == '\n')
        line++;
    }
  return NULL;
}

/* Recognises PBN, RBN and RBX from the content: the signature lines
 * (`% PBN`, `% RBN`, `%{RBX}`), else the first line with data (a PBN tag,
 * an RBN label line, RBX items). Looks at the first 64 KiB at most.
 * Returns the format's name, or NULL. */
static const char *
sniff_text_format (GBytes *bytes)
{
  gsize len = 0;
  const guint8 *data = g_bytes_get_data (bytes, &len);
  const char *charset;
  gsize bom;

  if (data == NULL)
    return NULL;
  charset = brg_charset_from_bom ((const char *) data, len, &bom);
  if (charset != NULL && brg_charset_is_utf16 (charset))
    {
      g_autofree char *owned = NULL;
      BrgCharsetInfo info;
      gsize n = bom + (MIN (len - bom, (gsize) DETECT_LIMIT) & ~(gsize) 1);
      const char *text = brg_charset_decode ((const char *) data, n, NULL, &info, &n,
                                             &owned, NULL);

      return text != NULL ? detect_text (text, n) : NULL;
    }
  return detect_text ((const char *) data + bom, len - bom);
}

static gboolean
recognise_pbn (GBytes     *bytes,
               const char *file_name)
{
  return g_strcmp0 (sniff_text_format (bytes), "pbn") == 0;
}

static gboolean
recognise_rbn (GBytes     *bytes,
               const char *file_name)
{
  return g_strcmp0 (sniff_text_format (bytes), "rbn") == 0;
}

static gboolean
recognise_rbx (GBytes     *bytes,
               const char *file_name)
{
  return g_strcmp0 (sniff_text_format (bytes), "rbx") == 0;
}

/* The PBN §1.2 signs of PBN in a file that starts with something else. */
static gboolean
guess_pbn (GBytes     *bytes,
           const char *file_name)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  gsize n = MIN (length, (gsize) DETECT_LIMIT);

  if (data == NULL || memchr (data, '\0', n) != NULL)
    return FALSE;
  return g_strstr_len (data, (gssize) n, "[Deal \"") != NULL
         || g_strstr_len (data, (gssize) n, "[Board \"") != NULL;
}

static BrgEvent *
read_pbn (GBytes      *bytes,
          const char  *file_name,
          GPtrArray  **diagnostics,
          GError     **error)
{
  return brg_pbn_read_bytes (bytes, diagnostics, error);
}

static BrgEvent *
read_rbn (GBytes      *bytes,
          const char  *file_name,
          GPtrArray  **diagnostics,
          GError     **error)
{
  return brg_rbn_read_bytes (bytes, diagnostics, error);
}

/* PBN, and what RBN-only facts it cannot say, board by board. */
static GBytes *
write_pbn (BrgEvent   *event,
           GPtrArray **diagnostics)
{
  GBytes *bytes = brg_pbn_write_bytes (event, diagnostics);

  if (diagnostics != NULL)
    {
      if (*diagnostics == NULL)
        *diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
      brg_rbn_report_pbn_losses (event, *diagnostics);
    }
  return bytes;
}

static GBytes *
write_rbn (BrgEvent   *event,
           GPtrArray **diagnostics)
{
  return brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, diagnostics);
}

static GBytes *
write_rbx (BrgEvent   *event,
           GPtrArray **diagnostics)
{
  return brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, diagnostics);
}

/* -- LIN (Bridge Base Online) -- */

/* A first line of `xx|value|` commands, past blank and `%` lines. */
static gboolean
recognise_lin (GBytes     *bytes,
               const char *file_name)
{
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (bytes, &length);

  return data != NULL && brg_lin_detect (data, length);
}

static BrgEvent *
read_lin (GBytes      *bytes,
          const char  *file_name,
          GPtrArray  **diagnostics,
          GError     **error)
{
  return brg_lin_read_bytes (bytes, diagnostics, error);
}

static GBytes *
write_lin (BrgEvent   *event,
           GPtrArray **diagnostics)
{
  return brg_lin_write_bytes (event, diagnostics);
}

/* -- Documents with <PBN> snippets (PBN §6.2) -- */

static gboolean
contains_pbn_delimiter (GBytes *bytes)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  gsize n = MIN (length, (gsize) 1 << 24);

  for (gsize i = 0; i + 5 <= n; i++)
    if (data[i] == '<' && g_ascii_strncasecmp (data + i, "<PBN>", 5) == 0)
      return TRUE;
  return FALSE;
}

/* A zip (ODT, DOCX, or one that is damaged or of another kind, which the
 * document reader names), an e-mail or a web page, or text that holds the
 * delimiter. */
static gboolean
recognise_document (GBytes     *bytes,
                    const char *file_name)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  if (length >= 4 && memcmp (data, "PK\003\004", 4) == 0)
    return TRUE;

  switch (brg_host_document_guess_kind (bytes, file_name))
    {
    case BRG_HOST_DOCUMENT_KIND_ODT:
    case BRG_HOST_DOCUMENT_KIND_DOCX:
    case BRG_HOST_DOCUMENT_KIND_EMAIL:
    case BRG_HOST_DOCUMENT_KIND_HTML:
      return TRUE;

    case BRG_HOST_DOCUMENT_KIND_AUTO:
    case BRG_HOST_DOCUMENT_KIND_TEXT:
    default:
      return contains_pbn_delimiter (bytes);
    }
}

static BrgEvent *
read_document (GBytes      *bytes,
               const char  *file_name,
               GPtrArray  **diagnostics,
               GError     **error)
{
  g_autoptr(BrgHostDocument) document = NULL;
  BrgEvent *event;

  document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_AUTO, file_name, error);
  if (document == NULL)
    return NULL;

  if (brg_host_document_get_n_snippets (document) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("This document holds no bridge deals: "
                             "no PBN between <PBN> and </PBN>."));
      return NULL;
    }

  event = brg_host_document_read (document, diagnostics);
  if (_brg_read_check_cancelled (error))
    {
      g_clear_object (&event);
      if (diagnostics != NULL)
        g_clear_pointer (diagnostics, g_ptr_array_unref);
    }
  return event;
}

static GBytes *
write_article (BrgEvent   *event,
               GPtrArray **diagnostics)
{
  return brg_article_write_bytes (event, NULL);
}

static GBytes *
write_article_full (BrgEvent   *event,
                    guint       flags,
                    GPtrArray **diagnostics)
{
  return brg_article_write_bytes_full (event, NULL,
                                       (flags & BRG_FORMAT_WRITE_REVEAL)
                                       ? BRG_ARTICLE_REVEAL : BRG_ARTICLE_NONE);
}

/* -- The registry -- */

static const char * const pbn_extensions[] = { "pbn", NULL };
static const char * const rbn_extensions[] = { "rbn", NULL };
static const char * const rbx_extensions[] = { "rbx", NULL };
static const char * const lin_extensions[] = { "lin", NULL };
static const char * const html_extensions[] = { "html", "htm", NULL };

/* In the order formats are tried, and --to lists them. */
static const BrgFormat formats[] = {
  /* Translators: names of file formats: Portable Bridge Notation, Richard Pavlicek's Bridge
   * Notation; leave the names as they are */
  { "pbn", N_("PBN 2.1"), pbn_extensions, recognise_pbn, guess_pbn, read_pbn, write_pbn },
  { "rbn", N_("RBN 3.2"), rbn_extensions, recognise_rbn, NULL, read_rbn, write_rbn },
  { "rbx", N_("RBX (RBN one record a line)"), rbx_extensions, recognise_rbx, NULL, read_rbn,
    write_rbx },
  { "lin", N_("LIN (Bridge Base Online)"), lin_extensions, recognise_lin, NULL, read_lin,
    write_lin },
  { "document", N_("Document with <PBN> snippets"), NULL, recognise_document, NULL,
    read_document, NULL },
  { "html", N_("HTML article"), html_extensions, NULL, NULL, NULL, write_article,
    write_article_full },
};

/**
 * brg_format_get_n_formats:
 *
 * Returns: how many formats the registry holds
 */
guint
brg_format_get_n_formats (void)
{
  return G_N_ELEMENTS (formats);
}

/**
 * brg_format_get_nth:
 * @n: an index below brg_format_get_n_formats()
 *
 * Returns: (transfer none): the @n-th format, in the order they are tried
 */
const BrgFormat *
brg_format_get_nth (guint n)
{
  g_return_val_if_fail (n < G_N_ELEMENTS (formats), NULL);

  return &formats[n];
}

/**
 * brg_format_lookup:
 * @name: a format's short name, in any letter case: `pbn`, `rbn`, `rbx`,
 *   `lin`, `document`, `html`
 *
 * Returns: (transfer none) (nullable): the format, or %NULL
 */
const BrgFormat *
brg_format_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (name, formats[i].name) == 0)
      return &formats[i];
  return NULL;
}

/* The first format whose extension @file_name has, among those that read
 * (@writing FALSE) or write. */
static const BrgFormat *
find_by_extension (const char *file_name,
                   gboolean    writing)
{
  const char *dot = strrchr (file_name, '.');

  if (dot == NULL || strchr (dot, '/') != NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      gboolean can = writing ? formats[i].write != NULL : formats[i].read != NULL;

      for (guint j = 0; can && formats[i].extensions != NULL
                        && formats[i].extensions[j] != NULL; j++)
        if (g_ascii_strcasecmp (dot + 1, formats[i].extensions[j]) == 0)
          return &formats[i];
    }
  return NULL;
}

/**
 * brg_format_from_file_name:
 * @file_name: a file name or path
 *
 * Returns: (transfer none) (nullable): the readable format whose extension
 *   (in any letter case) @file_name has, or %NULL
 */
const BrgFormat *
brg_format_from_file_name (const char *file_name)
{
  g_return_val_if_fail (file_name != NULL, NULL);

  return find_by_extension (file_name, FALSE);
}

/**
 * brg_format_for_writing:
 * @file_name: a file name or path
 *
 * Finds the format a file is to be written in from its name, as the
 * window's Save As does: `lesson.rbn` is RBN, `lesson.html` an HTML
 * article.
 *
 * Returns: (transfer none) (nullable): the writable format whose extension
 *   (in any letter case) @file_name has, or %NULL
 */
const BrgFormat *
brg_format_for_writing (const char *file_name)
{
  g_return_val_if_fail (file_name != NULL, NULL);

  return find_by_extension (file_name, TRUE);
}

/**
 * brg_format_detect:
 * @bytes: the contents of a file, or its start
 * @file_name: (nullable): the file's name, a hint for files whose content
 *   says nothing of their format
 *
 * Finds the format a file is in: the first format that recognises the
 * bytes, else the first that finds signs of itself in them; binary data
 * that none takes is nothing Finesse knows; a file that says nothing of
 * itself (empty, or comments only) is taken for what its extension says.
 *
 * Returns: (transfer none) (nullable): the format, or %NULL when the
 *   content is not one Finesse reads
 */
const BrgFormat *
brg_format_detect (GBytes     *bytes,
                   const char *file_name)
{
  gsize length = 0;
  const char *data;
  const char *charset;
  gsize n, bom;
  gboolean utf16;

  g_return_val_if_fail (bytes != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].recognise != NULL && formats[i].recognise (bytes, file_name))
      return &formats[i];
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].guess != NULL && formats[i].guess (bytes, file_name))
      return &formats[i];

  /* Binary data that no format took is not a bridge file. */
  data = g_bytes_get_data (bytes, &length);
  n = MIN (length, (gsize) DETECT_LIMIT);
  charset = brg_charset_from_bom (data, n, &bom);
  utf16 = charset != NULL && brg_charset_is_utf16 (charset);
  if (n > 0 && !utf16 && memchr (data, '\0', n) != NULL)
    return NULL;

  return file_name != NULL ? brg_format_from_file_name (file_name) : NULL;
}

/**
 * brg_format_write:
 * @format: a format that can be written
 * @event: the boards
 * @flags: choices for the formats that have them
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   what the format cannot say, board by board
 *
 * Writes @event in @format.
 *
 * Returns: (transfer full): the file's bytes
 */
GBytes *
brg_format_write (const BrgFormat      *format,
                  BrgEvent             *event,
                  BrgFormatWriteFlags   flags,
                  GPtrArray           **diagnostics)
{
  g_return_val_if_fail (format != NULL && format->write != NULL, NULL);
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  if (format->write_full != NULL)
    return format->write_full (event, flags, diagnostics);
  return format->write (event, diagnostics);
}

/**
 * brg_format_list_writable:
 * @separator: what goes between two names
 *
 * Returns: (transfer full): the names of the formats that can be written,
 *   in registry order, such as `pbn|rbn|rbx|lin|html`
 */
char *
brg_format_list_writable (const char *separator)
{
  GString *names = g_string_new (NULL);

  g_return_val_if_fail (separator != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].write != NULL)
      {
        if (names->len > 0)
          g_string_append (names, separator);
        g_string_append (names, formats[i].name);
      }
  return g_string_free (names, FALSE);
}
