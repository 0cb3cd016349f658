/* brg-render-pdf.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The printed boards' PBN as a file embedded in the PDF, so that the
 * handout is also its source.
 *
 * cairo 1.16 has no call for embedded files (its PDF surface sets
 * metadata, outlines, page labels and links, nothing more), so the file is
 * added the way PDF itself allows changes to a finished file: an
 * incremental update (PDF 1.7 §7.5.6) appended after cairo's last byte.
 * The update holds the file's stream (§7.11.4), its file specification
 * (§7.11.3), a new version of the document catalog that names it in
 * /Names /EmbeddedFiles (§7.7.4), a cross-reference section for those
 * three objects and a trailer pointing back at cairo's. Nothing cairo
 * wrote is changed.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-render-private.h"

static const char *
find_last (const char *data,
           gsize       length,
           const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = length >= n ? length - n + 1 : 0; i-- > 0;)
    if (memcmp (data + i, needle, n) == 0)
      return data + i;
  return NULL;
}

/* The unsigned number after @key in the dictionary text [p, end). */
static gboolean
dictionary_number (const char *p,
                   const char *end,
                   const char *key,
                   guint64    *value)
{
  gsize n = strlen (key);

  for (; p + n < end; p++)
    if (memcmp (p, key, n) == 0 && (p[n] == ' ' || p[n] == '\n' || p[n] == '\r'))
      {
        char *number_end;

        p += n;
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r'))
          p++;
        if (p >= end || !g_ascii_isdigit (*p))
          return FALSE;
        *value = g_ascii_strtoull (p, &number_end, 10);
        return number_end <= end;
      }
  return FALSE;
}

/* The text of "/ID [ … ]" in the trailer, or NULL. */
static char *
dictionary_id (const char *p,
               const char *end)
{
  const char *id = NULL, *close;

  for (; p + 3 < end; p++)
    if (memcmp (p, "/ID", 3) == 0)
      {
        id = p;
        break;
      }
  if (id == NULL)
    return NULL;
  close = memchr (id, ']', end - id);
  if (close == NULL)
    return NULL;
  return g_strndup (id, close + 1 - id);
}

static void
append_pdf_string (GString    *out,
                   const char *text)
{
  g_string_append_c (out, '(');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '(' || *p == ')' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, ')');
}

static GBytes *
deflate_bytes (GBytes  *bytes,
               GError **error)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) out = g_converter_output_stream_new (memory,
                                                                G_CONVERTER (compressor));
  gsize size;
  const void *data = g_bytes_get_data (bytes, &size);

  if (!g_output_stream_write_all (out, data, size, NULL, NULL, error)
      || !g_output_stream_close (out, NULL, error))
    return NULL;
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
}

static gboolean
not_supported (GError    **error,
               const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", why);
  return FALSE;
}

/**
 * _brg_render_pdf_attach:
 * @stream: where the PDF was written, open at its end
 * @tail: the PDF's last bytes, holding its trailer and document catalog
 * @length: the PDF's length so far
 * @file_name: the embedded file's name, ASCII
 * @contents: the embedded file's contents
 * @error: return location for a #GError
 *
 * Appends @contents to the PDF as an embedded file.
 *
 * Returns: %TRUE on success; %FALSE with @error set to
 *   %G_IO_ERROR_NOT_SUPPORTED when the PDF is not laid out as expected
 *   (then nothing was written), or to the write's error
 */
gboolean
_brg_render_pdf_attach (GOutputStream *stream,
                        GBytes        *tail,
                        guint64        length,
                        const char    *file_name,
                        GBytes        *contents,
                        GError       **error)
{
  g_autoptr(GBytes) packed = NULL;
  g_autoptr(GString) out = NULL;
  g_autofree char *id = NULL;
  g_autofree char *catalog_head = NULL;
  gsize size;
  const char *data = g_bytes_get_data (tail, &size);
  const char *startxref, *trailer, *trailer_end, *catalog, *catalog_end, *dict_end;
  guint64 prev_xref, n_objects, root, info = 0, offsets[3];
  gboolean has_info;
  guint64 base;

  /* The trailer: the last "trailer << … >>" before "startxref N". */
  startxref = find_last (data, size, "startxref");
  if (startxref == NULL)
    return not_supported (error, _("the PDF has no cross-reference table"));
  prev_xref = g_ascii_strtoull (startxref + strlen ("startxref"), NULL, 10);
  trailer = find_last (data, startxref - data, "trailer");
  if (trailer == NULL)
    return not_supported (error, _("the PDF has no trailer"));
  trailer_end = startxref;
  if (!dictionary_number (trailer, trailer_end, "/Size", &n_objects)
      || !dictionary_number (trailer, trailer_end, "/Root", &root))
    return not_supported (error, _("the PDF's trailer does not name its catalog"));
  has_info = dictionary_number (trailer, trailer_end, "/Info", &info);
  id = dictionary_id (trailer, trailer_end);

  /* The catalog: "ROOT 0 obj << … >> endobj", a dictionary without names
   * of its own (cairo writes /Names only for named destinations, which
   * Finesse does not make). */
  {
    g_autofree char *needle = g_strdup_printf ("\n%" G_GUINT64_FORMAT " 0 obj", root);

    catalog = find_last (data, trailer - data, needle);
    if (catalog == NULL)
      return not_supported (error, _("the PDF's catalog is not where cairo writes it"));
    catalog += strlen (needle);
  }
  catalog_end = find_last (catalog, trailer - catalog, "endobj");
  if (catalog_end == NULL)
    return not_supported (error, _("the PDF's catalog is not where cairo writes it"));
  dict_end = find_last (catalog, catalog_end - catalog, ">>");
  if (dict_end == NULL || memchr (catalog, '<', catalog_end - catalog) == NULL)
    return not_supported (error, _("the PDF's catalog is not a dictionary"));
  catalog_head = g_strndup (catalog, dict_end - catalog);
  if (strstr (catalog_head, "/Names") != NULL)
    return not_supported (error, _("the PDF's catalog already has names"));

  packed = deflate_bytes (contents, error);
  if (packed == NULL)
    return FALSE;

  /* Each new object's offset from the start of the file. */
  out = g_string_new ("\n");
  base = length;

  offsets[0] = base + out->len;
  g_string_append_printf (out,
                          "%" G_GUINT64_FORMAT " 0 obj\n"
                          "<< /Type /EmbeddedFile /Subtype /text#2Fx-pbn /Filter /FlateDecode\n"
                          "   /Length %" G_GSIZE_FORMAT " /Params << /Size %" G_GSIZE_FORMAT " >> >>\n"
                          "stream\n",
                          n_objects, g_bytes_get_size (packed), g_bytes_get_size (contents));
  g_string_append_len (out, g_bytes_get_data (packed, NULL), (gssize) g_bytes_get_size (packed));
  g_string_append (out, "\nendstream\nendobj\n");

  offsets[1] = base + out->len;
  g_string_append_printf (out, "%" G_GUINT64_FORMAT " 0 obj\n<< /Type /Filespec /F ",
                          n_objects + 1);
  append_pdf_string (out, file_name);
  g_string_append (out, " /UF ");
  append_pdf_string (out, file_name);
  g_string_append (out, " /Desc ");
  append_pdf_string (out, "PBN");
  g_string_append_printf (out, " /AFRelationship /Source /EF << /F %" G_GUINT64_FORMAT " 0 R >> >>\n"
                               "endobj\n", n_objects);

  offsets[2] = base + out->len;
  g_string_append_printf (out, "%" G_GUINT64_FORMAT " 0 obj\n%s", root, catalog_head);
  g_string_append (out, "   /Names << /EmbeddedFiles << /Names [");
  append_pdf_string (out, file_name);
  g_string_append_printf (out, " %" G_GUINT64_FORMAT " 0 R] >> >>\n>>\nendobj\n", n_objects + 1);

  /* The cross-reference section of the update: 20 bytes an entry. */
  {
    guint64 xref = base + out->len;

    g_string_append (out, "xref\n0 1\n0000000000 65535 f \n");
    g_string_append_printf (out, "%" G_GUINT64_FORMAT " 1\n%010" G_GUINT64_FORMAT " 00000 n \n",
                            root, offsets[2]);
    g_string_append_printf (out, "%" G_GUINT64_FORMAT " 2\n%010" G_GUINT64_FORMAT " 00000 n \n"
                                 "%010" G_GUINT64_FORMAT " 00000 n \n",
                            n_objects, offsets[0], offsets[1]);
    g_string_append_printf (out, "trailer\n<< /Size %" G_GUINT64_FORMAT
                                 " /Root %" G_GUINT64_FORMAT " 0 R",
                            n_objects + 2, root);
    if (has_info)
      g_string_append_printf (out, " /Info %" G_GUINT64_FORMAT " 0 R", info);
    if (id != NULL)
      g_string_append_printf (out, " %s", id);
    g_string_append_printf (out, " /Prev %" G_GUINT64_FORMAT " >>\nstartxref\n%" G_GUINT64_FORMAT
                                 "\n%%%%EOF\n", prev_xref, xref);
  }

  return g_output_stream_write_all (stream, out->str, out->len, NULL, NULL, error);
}
