/* brg-document-zip.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The zip container of ODT and DOCX, through libarchive: reading it,
 * writing it again with one entry replaced, and the XML part that
 * carries the text.
 */

#include "config.h"

#include <string.h>
#include <archive.h>
#include <archive_entry.h>
#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-document-private.h"

/* Hard limits. */
#define MAX_ENTRY_SIZE ((gsize) 64 * 1024 * 1024)
#define MAX_ENTRIES    10000

static void
zip_entry_free (gpointer data)
{
  BrgDocZipEntry *entry = data;

  g_free (entry->name);
  g_clear_pointer (&entry->data, g_bytes_unref);
  g_free (entry);
}

static GPtrArray *
zip_read (const char *data,
          gsize       len,
          gboolean    names_only,
          GError    **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (zip_entry_free);
  struct archive *archive = archive_read_new ();
  struct archive_entry *header;
  gsize total = 0;
  int r;

  archive_read_support_format_zip (archive);
  if (archive_read_open_memory (archive, data, len) != ARCHIVE_OK)
    goto corrupt;

  while ((r = archive_read_next_header (archive, &header)) == ARCHIVE_OK)
    {
      BrgDocZipEntry *entry;
      GByteArray *buffer;
      char chunk[16384];
      la_ssize_t n;

      if (entries->len >= MAX_ENTRIES)
        {
          g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_TOO_LARGE,
                       _("The zip container holds more than %u files"), MAX_ENTRIES);
          archive_read_free (archive);
          return NULL;
        }
      if (archive_entry_is_encrypted (header))
        {
          g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                       _("The document is encrypted"));
          archive_read_free (archive);
          return NULL;
        }

      entry = g_new0 (BrgDocZipEntry, 1);
      entry->name = g_strdup (archive_entry_pathname (header) != NULL
                              ? archive_entry_pathname (header) : "");
      entry->directory = archive_entry_filetype (header) == AE_IFDIR;
      entry->mtime = archive_entry_mtime_is_set (header) ? archive_entry_mtime (header) : 0;
      entry->perm = archive_entry_perm (header);
      g_ptr_array_add (entries, entry);

      buffer = g_byte_array_new ();
      while (!names_only && (n = archive_read_data (archive, chunk, sizeof chunk)) != 0)
        {
          if (n < 0)
            {
              g_byte_array_unref (buffer);
              goto corrupt;
            }
          total += (gsize) n;
          if (buffer->len + (gsize) n > MAX_ENTRY_SIZE || total > 4 * MAX_ENTRY_SIZE)
            {
              g_byte_array_unref (buffer);
              g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_TOO_LARGE,
                           _("A file in the zip container is larger than %u MiB"),
                           (guint) (MAX_ENTRY_SIZE >> 20));
              archive_read_free (archive);
              return NULL;
            }
          g_byte_array_append (buffer, (const guint8 *) chunk, (guint) n);
        }
      entry->data = g_byte_array_free_to_bytes (buffer);
    }

  if (r != ARCHIVE_EOF)
    goto corrupt;

  archive_read_free (archive);
  return g_steal_pointer (&entries);

corrupt:
  g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
               _("The zip container cannot be read: %s"),
               archive_error_string (archive) != NULL ? archive_error_string (archive) : "");
  archive_read_free (archive);
  return NULL;
}

static la_ssize_t
zip_write_cb (struct archive *archive,
              void           *user_data,
              const void     *buffer,
              size_t          length)
{
  g_byte_array_append (user_data, buffer, (guint) length);
  return (la_ssize_t) length;
}

/* A new zip with the entries of the old one, in their order, the entry
 * @replace_index holding @replacement. ODF wants `mimetype` first and
 * stored (ODF 1.2 part 3 §3.3). */
GBytes *
_brg_doc_zip_write (GPtrArray *entries,
                    guint      replace_index,
                    GBytes    *replacement,
                    GError   **error)
{
  struct archive *archive = archive_write_new ();
  GByteArray *out = g_byte_array_new ();

  archive_write_set_format_zip (archive);
  archive_write_set_bytes_per_block (archive, 0);
  if (archive_write_open (archive, out, NULL, zip_write_cb, NULL) != ARCHIVE_OK)
    goto fail;

  for (guint i = 0; i < entries->len; i++)
    {
      BrgDocZipEntry *entry = g_ptr_array_index (entries, i);
      GBytes *data = i == replace_index ? replacement : entry->data;
      struct archive_entry *header = archive_entry_new ();
      gsize size = data != NULL ? g_bytes_get_size (data) : 0;
      gboolean stored = strcmp (entry->name, "mimetype") == 0 || entry->directory;
      int r;

      if (stored)
        archive_write_zip_set_compression_store (archive);
      else
        archive_write_zip_set_compression_deflate (archive);
      archive_entry_set_pathname_utf8 (header, entry->name);
      archive_entry_set_filetype (header, entry->directory ? AE_IFDIR : AE_IFREG);
      archive_entry_set_perm (header, entry->directory ? 0755 : 0644);
      archive_entry_set_size (header, entry->directory ? 0 : (la_int64_t) size);
      if (entry->mtime != 0 && strcmp (entry->name, "mimetype") != 0)
        archive_entry_set_mtime (header, entry->mtime, 0);

      r = archive_write_header (archive, header);
      if (r == ARCHIVE_OK && !entry->directory && size > 0
          && archive_write_data (archive, g_bytes_get_data (data, NULL), size) < 0)
        r = ARCHIVE_FATAL;
      archive_entry_free (header);
      if (r != ARCHIVE_OK)
        goto fail;
    }

  if (archive_write_close (archive) != ARCHIVE_OK)
    goto fail;
  archive_write_free (archive);
  return g_byte_array_free_to_bytes (out);

fail:
  g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
               _("The zip container cannot be written: %s"),
               archive_error_string (archive) != NULL ? archive_error_string (archive) : "");
  archive_write_free (archive);
  g_byte_array_unref (out);
  return NULL;
}

BrgDocZipEntry *
_brg_doc_zip_find_entry (GPtrArray  *entries,
                         const char *name,
                         guint      *index)
{
  for (guint i = 0; i < entries->len; i++)
    {
      BrgDocZipEntry *entry = g_ptr_array_index (entries, i);

      if (strcmp (entry->name, name) == 0)
        {
          if (index != NULL)
            *index = i;
          return entry;
        }
    }
  return NULL;
}

gboolean
_brg_doc_bytes_contain (GBytes     *bytes,
                        const char *needle)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  gsize n = strlen (needle);

  for (gsize i = 0; data != NULL && n > 0 && i + n <= len; i++)
    if (data[i] == needle[0] && memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

/**
 * _brg_doc_zip_open:
 * @self: a document whose bytes are a zip
 * @error: return location for a #GError
 *
 * Reads the files of the zip into self->entries.
 *
 * Returns: %FALSE with @error set when the zip cannot be read
 */
gboolean
_brg_doc_zip_open (BrgDocument *self,
                   GError     **error)
{
  _brg_doc_ensure_libraries ();

  self->entries = zip_read (self->raw, self->raw_len, FALSE, error);
  return self->entries != NULL;
}

/**
 * _brg_doc_zip_load_text:
 * @self: a document opened with _brg_doc_zip_open()
 * @main_name: the file of the zip that holds the text
 * @markup: its markup
 * @syntax: what its elements mean
 * @error: return location for a #GError
 *
 * Makes the XML file @main_name the document's one part: from here on
 * the document's "raw" bytes are that file's.
 *
 * Returns: %FALSE with @error set when the file is missing, not UTF-8 or
 *   not well-formed
 */
gboolean
_brg_doc_zip_load_text (BrgDocument           *self,
                        const char            *main_name,
                        BrgDocMarkup           markup,
                        const BrgDocXmlSyntax *syntax,
                        GError               **error)
{
  BrgDocZipEntry *entry;
  const char *data;
  gsize len, bom = 0;
  BrgDocPart *part;

  entry = _brg_doc_zip_find_entry (self->entries, main_name, &self->content_entry);
  if (entry == NULL || entry->data == NULL)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
                   _("The document has no “%s”"), main_name);
      return FALSE;
    }

  data = g_bytes_get_data (entry->data, &len);
  if (data == NULL)
    data = "";
  if (!g_utf8_validate_len (data, len, NULL))
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                   _("The text of the document is not in UTF-8"));
      return FALSE;
    }
  brg_charset_from_bom (data, len, &bom);

  /* From here on "raw" is the XML of the text. */
  self->raw = data;
  self->raw_len = len;
  self->units = BRG_DOC_UNITS_UTF8;
  self->encoding = g_strdup ("UTF-8");

  part = _brg_doc_part_new (markup, bom, len);
  part->charset = g_strdup ("UTF-8");
  part->u = g_strndup (data + bom, len - bom);
  part->u_len = len - bom;
  g_ptr_array_add (self->parts, part);

  if (memchr (data, '\0', len) != NULL)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
                   _("The XML of “%s” is not well-formed"), main_name);
      return FALSE;
    }
  return _brg_doc_build_xml_view (part, syntax, main_name, error);
}

BrgDocumentKind
_brg_doc_guess_zip_kind (const char *data,
                         gsize       len)
{
  g_autoptr(GPtrArray) names = zip_read (data, len, TRUE, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  BrgDocZipEntry *mimetype;

  if (names == NULL)
    return BRG_DOCUMENT_KIND_AUTO;
  if (_brg_doc_zip_find_entry (names, "word/document.xml", NULL) != NULL
      || _brg_doc_zip_find_entry (names, "[Content_Types].xml", NULL) != NULL)
    return BRG_DOCUMENT_KIND_DOCX;
  if (_brg_doc_zip_find_entry (names, "mimetype", NULL) == NULL)
    return BRG_DOCUMENT_KIND_AUTO;

  entries = zip_read (data, len, FALSE, NULL);
  mimetype = entries != NULL ? _brg_doc_zip_find_entry (entries, "mimetype", NULL) : NULL;
  if (mimetype != NULL && mimetype->data != NULL
      && _brg_doc_bytes_contain (mimetype->data, "application/vnd.oasis.opendocument.text"))
    return BRG_DOCUMENT_KIND_ODT;
  return BRG_DOCUMENT_KIND_AUTO;
}
