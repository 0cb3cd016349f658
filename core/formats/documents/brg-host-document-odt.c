/* brg-host-document-odt.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * OpenDocument text and templates (.odt, .ott): what their XML means for
 * the view.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-host-document-private.h"

#define NS_ODF_TEXT   "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
#define NS_ODF_OFFICE "urn:oasis:names:tc:opendocument:xmlns:office:1.0"

/* The most spaces one text:s gives (a hard limit). */
#define MAX_SPACES 1000

static const char *
attribute_value (const xmlChar **attributes,
                 int             n_attributes,
                 const char     *uri,
                 const char     *local,
                 char           *buffer,
                 gsize           size)
{
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **a = attributes + i * 5;

      if (a[0] != NULL && strcmp ((const char *) a[0], local) == 0
          && (uri == NULL || (a[2] != NULL && strcmp ((const char *) a[2], uri) == 0)))
        {
          gsize n = (gsize) (a[4] - a[3]);

          n = MIN (n, size - 1);
          memcpy (buffer, a[3], n);
          buffer[n] = '\0';
          return buffer;
        }
    }
  return NULL;
}

/* ODF collapses white space in text (ODF 1.2 §6.1.2): runs of it become
 * one space, none at the start of a paragraph; text:s gives the others. */
static void
odt_char (BrgDocBuilder *b,
          const char    *p,
          gsize          clen,
          gsize          s,
          gsize          e)
{
  if (clen == 1 && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
    {
      char last = b->view->len > 0 ? b->view->str[b->view->len - 1] : '\n';

      if (last != ' ' && last != '\n')
        _brg_doc_emit (b, " ", 1, s, e - s);
      return;
    }
  _brg_doc_emit (b, p, clen, s, e - s);
}

/* Annotations, notes, tracked changes and ruby text are not shown. */
static const BrgDocElementName hidden[] = {
  { NS_ODF_OFFICE, "annotation" },
  { NS_ODF_TEXT, "note" },
  { NS_ODF_TEXT, "tracked-changes" },
  { NS_ODF_TEXT, "ruby-text" },
};

static gboolean
is_paragraph (const xmlChar *uri,
              const xmlChar *local)
{
  return _brg_doc_is_element (uri, local, NS_ODF_TEXT, "p")
         || _brg_doc_is_element (uri, local, NS_ODF_TEXT, "h");
}

/* Paragraphs and headings are lines; text:line-break, text:tab and
 * text:s stand for their characters. */
static void
odt_start (BrgDocBuilder  *b,
           const xmlChar  *uri,
           const xmlChar  *local,
           int             n_attributes,
           const xmlChar **attributes,
           gsize           start,
           gsize           end)
{
  char buffer[16];

  if (is_paragraph (uri, local))
    {
      if (b->para++ == 0)
        _brg_doc_ensure_line_break (b, start, end - start);
    }
  else if (b->para == 0)
    {
      return;
    }
  else if (_brg_doc_is_element (uri, local, NS_ODF_TEXT, "line-break"))
    {
      _brg_doc_emit (b, "\n", 1, start, end - start);
    }
  else if (_brg_doc_is_element (uri, local, NS_ODF_TEXT, "tab"))
    {
      _brg_doc_emit (b, "\t", 1, start, end - start);
    }
  else if (_brg_doc_is_element (uri, local, NS_ODF_TEXT, "s"))
    {
      const char *c = attribute_value (attributes, n_attributes, NS_ODF_TEXT, "c",
                                       buffer, sizeof buffer);
      guint64 count = 1;

      if (c != NULL && !g_ascii_string_to_unsigned (c, 10, 1, MAX_SPACES, &count, NULL))
        count = 1;
      _brg_doc_emit_repeated (b, ' ', count, start, end - start);
    }
}

static void
odt_end (BrgDocBuilder *b,
         const xmlChar *uri,
         const xmlChar *local,
         gsize          start,
         gsize          end)
{
  if (is_paragraph (uri, local) && b->para > 0 && --b->para == 0)
    _brg_doc_emit (b, "\n", 1, start, end - start);
}

static gboolean
odt_shown (BrgDocBuilder *b)
{
  return b->para > 0;
}

/* What the elements of ODF's text (ODF 1.2 part 1 §5, §6) mean for the
 * view: annotations, notes, tracked changes and ruby text are not shown. */
static const BrgDocXmlSyntax odt_syntax = {
  hidden,
  G_N_ELEMENTS (hidden),
  odt_start,
  odt_end,
  odt_shown,
  odt_char,
};

/**
 * _brg_doc_load_odt:
 * @self: a document whose bytes are an ODT or OTT
 * @error: return location for a #GError
 *
 * Reads the text of an OpenDocument text or template: `content.xml` in
 * its zip.
 *
 * Returns: %FALSE with @error set when the document cannot be read
 */
gboolean
_brg_doc_load_odt (BrgHostDocument  *self,
                   GError      **error)
{
  BrgDocZipEntry *manifest;

  if (!_brg_doc_zip_open (self, error))
    return FALSE;

  manifest = _brg_doc_zip_find_entry (self->entries, "META-INF/manifest.xml", NULL);
  if (manifest != NULL && !manifest->directory
      && _brg_doc_zip_entry_data (self, manifest, error) == NULL)
    return FALSE;
  if (manifest != NULL && manifest->data != NULL
      && _brg_doc_bytes_contain (manifest->data, "encryption-data"))
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                   _("The document is encrypted"));
      return FALSE;
    }

  return _brg_doc_zip_load_text (self, "content.xml", BRG_DOC_MARKUP_ODT, &odt_syntax, error);
}
