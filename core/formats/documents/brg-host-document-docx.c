/* brg-host-document-docx.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Office Open XML word-processing documents (.docx): the main part and
 * what its XML means for the view.
 */

#include "config.h"

#include <string.h>
#include <libxml/parser.h>

#include "brg-host-document-private.h"

#define NS_WORD "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
#define NS_MC   "http://schemas.openxmlformats.org/markup-compatibility/2006"

/* The main part of a DOCX, from the package relationships (ECMA-376
 * part 2 §9.3); word/document.xml when they do not say. */
static char *
main_part (BrgHostDocument  *self,
           GError      **error)
{
  BrgDocZipEntry *rels = _brg_doc_zip_find_entry (self->entries, "_rels/.rels", NULL);
  xmlDocPtr doc;
  char *target = NULL;
  gsize len;
  const char *data;

  if (rels == NULL || rels->directory)
    return g_strdup ("word/document.xml");
  if (_brg_doc_zip_entry_data (self, rels, error) == NULL)
    return NULL;

  data = g_bytes_get_data (rels->data, &len);
  if (len > G_MAXINT)
    return g_strdup ("word/document.xml");
  doc = xmlReadMemory (data, (int) len, NULL, NULL,
                       XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NONET);
  if (doc != NULL && xmlDocGetRootElement (doc) != NULL)
    {
      for (xmlNodePtr node = xmlDocGetRootElement (doc)->children; node != NULL; node = node->next)
        {
          xmlChar *type, *value;

          if (node->type != XML_ELEMENT_NODE)
            continue;
          type = xmlGetProp (node, BAD_CAST "Type");
          value = xmlGetProp (node, BAD_CAST "Target");
          if (type != NULL && value != NULL && target == NULL
              && g_str_has_suffix ((const char *) type, "/officeDocument"))
            target = g_strdup ((const char *) value + (value[0] == '/' ? 1 : 0));
          xmlFree (type);
          xmlFree (value);
        }
    }
  if (doc != NULL)
    xmlFreeDoc (doc);

  return target != NULL ? target : g_strdup ("word/document.xml");
}

static void
docx_char (BrgDocBuilder *b,
           const char    *p,
           gsize          clen,
           gsize          s,
           gsize          e)
{
  _brg_doc_emit (b, p, clen, s, e - s);
}

/* Markup compatibility's fallbacks, deleted text and field codes are not
 * shown. */
static const BrgDocElementName hidden[] = {
  { NS_MC, "Fallback" },
  { NS_WORD, "del" },
  { NS_WORD, "instrText" },
  { NS_WORD, "delText" },
};

/* Text is in w:t inside a run; w:br, w:cr, w:tab and w:noBreakHyphen
 * stand for their characters. */
static void
docx_start (BrgDocBuilder  *b,
            const xmlChar  *uri,
            const xmlChar  *local,
            int             n_attributes,
            const xmlChar **attributes,
            gsize           start,
            gsize           end)
{
  if (_brg_doc_is_element (uri, local, NS_WORD, "r"))
    b->run++;
  else if (_brg_doc_is_element (uri, local, NS_WORD, "t"))
    b->t++;
  else if (b->run > 0 && (_brg_doc_is_element (uri, local, NS_WORD, "br")
                          || _brg_doc_is_element (uri, local, NS_WORD, "cr")))
    _brg_doc_emit (b, "\n", 1, start, end - start);
  else if (b->run > 0 && _brg_doc_is_element (uri, local, NS_WORD, "tab"))
    _brg_doc_emit (b, "\t", 1, start, end - start);
  else if (b->run > 0 && _brg_doc_is_element (uri, local, NS_WORD, "noBreakHyphen"))
    _brg_doc_emit (b, "-", 1, start, end - start);
}

static void
docx_end (BrgDocBuilder *b,
          const xmlChar *uri,
          const xmlChar *local,
          gsize          start,
          gsize          end)
{
  if (_brg_doc_is_element (uri, local, NS_WORD, "p"))
    _brg_doc_emit (b, "\n", 1, start, end - start);
  else if (_brg_doc_is_element (uri, local, NS_WORD, "r") && b->run > 0)
    b->run--;
  else if (_brg_doc_is_element (uri, local, NS_WORD, "t") && b->t > 0)
    b->t--;
}

static gboolean
docx_shown (BrgDocBuilder *b)
{
  return b->t > 0 && b->run > 0;
}

/* What the elements of WordprocessingML (ECMA-376 part 1 §17) mean for
 * the view: deleted text, field codes and the fallbacks of markup
 * compatibility are not shown. */
static const BrgDocXmlSyntax docx_syntax = {
  hidden,
  G_N_ELEMENTS (hidden),
  docx_start,
  docx_end,
  docx_shown,
  docx_char,
};

/**
 * _brg_doc_load_docx:
 * @self: a document whose bytes are a DOCX
 * @error: return location for a #GError
 *
 * Reads the text of a word-processing document: its main part, as the
 * package relationships name it.
 *
 * Returns: %FALSE with @error set when the document cannot be read
 */
gboolean
_brg_doc_load_docx (BrgHostDocument  *self,
                    GError      **error)
{
  g_autofree char *main_name = NULL;

  if (!_brg_doc_zip_open (self, error))
    return FALSE;

  main_name = main_part (self, error);
  if (main_name == NULL)
    return FALSE;
  return _brg_doc_zip_load_text (self, main_name, BRG_DOC_MARKUP_DOCX, &docx_syntax, error);
}
