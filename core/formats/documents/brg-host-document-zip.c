/* brg-host-document-zip.c
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
#include "brg-host-document-private.h"

/* Hard limits: the most files a container may hold, and the most bytes
 * one of them may unpack to when it is read or copied. Only the files the
 * reader needs (the text's XML, the manifest, the relationships) are
 * unpacked when a document is opened; a picture is copied, never held,
 * when one is written. */
#define MAX_ENTRIES    10000
#define MAX_ENTRY_SIZE ((gsize) 64 * 1024 * 1024)
#define MAX_COPY_SIZE  ((gsize) 256 * 1024 * 1024)

static void
zip_entry_free (gpointer data)
{
  BrgDocZipEntry *entry = data;

  g_free (entry->name);
  g_clear_pointer (&entry->data, g_bytes_unref);
  g_free (entry);
}

static struct archive *
zip_reader_new (const char *data,
                gsize       len)
{
  struct archive *archive = archive_read_new ();

  archive_read_support_format_zip (archive);
  if (archive_read_open_memory (archive, data, len) != ARCHIVE_OK)
    {
      archive_read_free (archive);
      return NULL;
    }
  return archive;
}

static gboolean
damaged (struct archive  *archive,
         GError         **error)
{
  const char *why = archive != NULL ? archive_error_string (archive) : NULL;

  g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
               _("The zip container is damaged: %s"),
               why != NULL ? why : _("it ends too soon or is not a zip file"));
  return FALSE;
}

/* The files of the zip, their names and what they are, not their data.
 * With @partial (non-%NULL), a damaged zip gives the files read before
 * the damage, and *partial says whether it was damaged. */
static GPtrArray *
zip_list (const char *data,
          gsize       len,
          gboolean   *partial,
          GError    **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (zip_entry_free);
  struct archive *archive = zip_reader_new (data, len);
  struct archive_entry *header;
  int r = ARCHIVE_FATAL;

  if (archive == NULL)
    {
      damaged (NULL, error);
      return NULL;
    }

  while ((r = archive_read_next_header (archive, &header)) == ARCHIVE_OK)
    {
      BrgDocZipEntry *entry;

      if (entries->len >= MAX_ENTRIES)
        {
          g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                       _("The zip container holds more than %u files"), MAX_ENTRIES);
          archive_read_free (archive);
          return NULL;
        }
      if (archive_entry_is_encrypted (header))
        {
          g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
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
    }

  if (partial != NULL)
    *partial = r != ARCHIVE_EOF;
  if (r != ARCHIVE_EOF && partial == NULL)
    {
      damaged (archive, error);
      archive_read_free (archive);
      return NULL;
    }
  archive_read_free (archive);
  return g_steal_pointer (&entries);
}

/* Moves @archive to its entry @index. */
static gboolean
zip_seek (struct archive        *archive,
          guint                  index,
          struct archive_entry **header,
          GError               **error)
{
  for (guint i = 0; i <= index; i++)
    if (archive_read_next_header (archive, header) != ARCHIVE_OK)
      return damaged (archive, error);
  return TRUE;
}

/* The data of the entry @archive stands at, at most @limit bytes. */
static GBytes *
zip_read_data (struct archive  *archive,
               const char      *name,
               gsize            limit,
               GError         **error)
{
  g_autoptr(GByteArray) buffer = g_byte_array_new ();
  char chunk[16384];
  la_ssize_t n;

  while ((n = archive_read_data (archive, chunk, sizeof chunk)) != 0)
    {
      if (n < 0)
        {
          damaged (archive, error);
          return NULL;
        }
      if (buffer->len + (gsize) n > limit)
        {
          g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                       _("“%s” in the zip container unpacks to more than %u MiB"), name,
                       (guint) (limit >> 20));
          return NULL;
        }
      g_byte_array_append (buffer, (const guint8 *) chunk, (guint) n);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

/**
 * _brg_doc_zip_entry_data:
 * @self: a document opened with _brg_doc_zip_open()
 * @entry: one of its entries
 * @error: return location for a #GError
 *
 * Unpacks @entry (at most 64 MiB) and keeps its data in entry->data.
 *
 * Returns: (transfer none) (nullable): the data, or %NULL with @error set
 */
GBytes *
_brg_doc_zip_entry_data (BrgHostDocument     *self,
                         BrgDocZipEntry  *entry,
                         GError         **error)
{
  struct archive *archive;
  struct archive_entry *header;
  guint index;

  if (entry->data != NULL)
    return entry->data;
  if (!g_ptr_array_find (self->entries, entry, &index))
    g_return_val_if_reached (NULL);

  archive = zip_reader_new (self->zip, self->zip_len);
  if (archive == NULL)
    {
      damaged (NULL, error);
      return NULL;
    }
  if (zip_seek (archive, index, &header, error))
    {
      /* The size the container gives refuses a bomb before unpacking it. */
      if (archive_entry_size_is_set (header)
          && (guint64) archive_entry_size (header) > MAX_ENTRY_SIZE)
        g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
                     _("“%s” in the zip container unpacks to more than %u MiB"), entry->name,
                     (guint) (MAX_ENTRY_SIZE >> 20));
      else
        entry->data = zip_read_data (archive, entry->name, MAX_ENTRY_SIZE, error);
    }
  archive_read_free (archive);
  return entry->data;
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
 * @replace_index holding @replacement; the others are copied from the
 * old zip one at a time. ODF wants `mimetype` first and stored (ODF 1.2
 * part 3 §3.3). */
GBytes *
_brg_doc_zip_write (BrgHostDocument  *self,
                    guint         replace_index,
                    GBytes       *replacement,
                    GError      **error)
{
  GPtrArray *entries = self->entries;
  struct archive *archive = archive_write_new ();
  struct archive *source = zip_reader_new (self->zip, self->zip_len);
  GByteArray *out = g_byte_array_new ();
  GError *local_error = NULL;

  archive_write_set_format_zip (archive);
  archive_write_set_bytes_per_block (archive, 0);
  if (source == NULL || archive_write_open (archive, out, NULL, zip_write_cb, NULL) != ARCHIVE_OK)
    goto fail;

  for (guint i = 0; i < entries->len; i++)
    {
      BrgDocZipEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GBytes) copied = NULL;
      GBytes *data = i == replace_index ? replacement : entry->data;
      struct archive_entry *header = archive_entry_new ();
      struct archive_entry *old_header;
      gsize size;
      gboolean stored = strcmp (entry->name, "mimetype") == 0 || entry->directory;
      int r;

      /* The old zip walks along, to copy what was never unpacked. */
      if (archive_read_next_header (source, &old_header) != ARCHIVE_OK)
        {
          archive_entry_free (header);
          damaged (source, &local_error);
          goto fail;
        }
      if (data == NULL && !entry->directory)
        {
          data = copied = zip_read_data (source, entry->name, MAX_COPY_SIZE, &local_error);
          if (data == NULL)
            {
              archive_entry_free (header);
              goto fail;
            }
        }
      size = data != NULL ? g_bytes_get_size (data) : 0;

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
        {
          const char *why = archive_error_string (archive);

          g_set_error (&local_error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                       _("The zip container cannot be written: “%s”: %s"), entry->name,
                       why != NULL && why[0] != '\0' ? why : _("the file cannot be stored"));
          goto fail;
        }
    }

  if (archive_write_close (archive) != ARCHIVE_OK)
    goto fail;
  archive_write_free (archive);
  archive_read_free (source);
  return g_byte_array_free_to_bytes (out);

fail:
  if (local_error != NULL)
    g_propagate_error (error, local_error);
  else
    g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                 _("The zip container cannot be written: %s"),
                 archive_error_string (archive) != NULL ? archive_error_string (archive) : "");
  /* libarchive 3.6 frees what its writer opened only when it is closed,
   * even after a failed header. */
  archive_write_close (archive);
  archive_write_free (archive);
  if (source != NULL)
    archive_read_free (source);
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
 * Lists the files of the zip into self->entries; their data is unpacked
 * when asked for (_brg_doc_zip_entry_data()).
 *
 * Returns: %FALSE with @error set when the zip is damaged, holds too many
 *   files or is encrypted
 */
gboolean
_brg_doc_zip_open (BrgHostDocument *self,
                   GError     **error)
{
  _brg_doc_ensure_libraries ();

  self->zip = self->raw;
  self->zip_len = self->raw_len;
  self->entries = zip_list (self->zip, self->zip_len, NULL, error);
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
_brg_doc_zip_load_text (BrgHostDocument           *self,
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
  if (entry == NULL || entry->directory)
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                   _("The document has no “%s”"), main_name);
      return FALSE;
    }
  if (_brg_doc_zip_entry_data (self, entry, error) == NULL)
    return FALSE;

  data = g_bytes_get_data (entry->data, &len);
  if (data == NULL)
    data = "";
  if (!g_utf8_validate_len (data, len, NULL))
    {
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
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
      g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT,
                   _("The XML of “%s” is not well-formed"), main_name);
      return FALSE;
    }
  return _brg_doc_build_xml_view (part, syntax, main_name, error);
}

/* ODF puts `mimetype` first, stored, so that its type can be read at a
 * fixed place (ODF 1.2 part 3 §3.3): this tells an ODT from its first
 * bytes, even when the rest is damaged. */
static gboolean
starts_as_odt (const char *data,
               gsize       len)
{
  static const char type[] = "application/vnd.oasis.opendocument.text";
  gsize name_len, extra_len;

  if (len < 30 + 8 + sizeof type - 1)
    return FALSE;
  name_len = (guchar) data[26] | ((gsize) (guchar) data[27] << 8);
  extra_len = (guchar) data[28] | ((gsize) (guchar) data[29] << 8);
  if (name_len != 8 || memcmp (data + 30, "mimetype", 8) != 0
      || 30 + name_len + extra_len + sizeof type - 1 > len)
    return FALSE;
  /* Also application/vnd.oasis.opendocument.text-template. */
  return memcmp (data + 30 + name_len + extra_len, type, sizeof type - 1) == 0;
}

BrgHostDocumentKind
_brg_doc_guess_zip_kind (const char *data,
                         gsize       len,
                         const char *file_name)
{
  g_autoptr(GPtrArray) names = NULL;
  const char *dot = file_name != NULL ? strrchr (file_name, '.') : NULL;
  gboolean damaged_zip = TRUE;
  guint index;

  if (starts_as_odt (data, len))
    return BRG_HOST_DOCUMENT_KIND_ODT;

  /* What the files are called, as far as they can be read. */
  names = zip_list (data, len, &damaged_zip, NULL);
  if (names != NULL
      && (_brg_doc_zip_find_entry (names, "word/document.xml", NULL) != NULL
          || _brg_doc_zip_find_entry (names, "[Content_Types].xml", NULL) != NULL))
    return BRG_HOST_DOCUMENT_KIND_DOCX;
  if (names != NULL && _brg_doc_zip_find_entry (names, "content.xml", NULL) != NULL
      && _brg_doc_zip_find_entry (names, "mimetype", &index) != NULL)
    {
      /* A mimetype that is not first: unpack it alone. */
      struct archive *archive = zip_reader_new (data, len);
      struct archive_entry *header;
      g_autoptr(GBytes) type = NULL;

      if (archive != NULL && zip_seek (archive, index, &header, NULL))
        type = zip_read_data (archive, "mimetype", 1024, NULL);
      if (archive != NULL)
        archive_read_free (archive);
      if (type != NULL && _brg_doc_bytes_contain (type, "application/vnd.oasis.opendocument.text"))
        return BRG_HOST_DOCUMENT_KIND_ODT;
      return BRG_HOST_DOCUMENT_KIND_AUTO;
    }

  /* A zip too damaged to tell: its name. */
  if (!damaged_zip)
    return BRG_HOST_DOCUMENT_KIND_AUTO;
  if (dot != NULL && (g_ascii_strcasecmp (dot, ".odt") == 0 || g_ascii_strcasecmp (dot, ".ott") == 0))
    return BRG_HOST_DOCUMENT_KIND_ODT;
  if (dot != NULL && g_ascii_strcasecmp (dot, ".docx") == 0)
    return BRG_HOST_DOCUMENT_KIND_DOCX;
  return BRG_HOST_DOCUMENT_KIND_AUTO;
}

/**
 * _brg_doc_zip_check:
 * @data: the bytes of a zip that is neither ODT nor DOCX
 * @len: their length
 * @error: return location for a #GError
 *
 * Says what is wrong with a zip that is not a document Finesse reads:
 * damaged, too many files, or another kind of zip.
 */
void
_brg_doc_zip_check (const char  *data,
                    gsize        len,
                    GError     **error)
{
  g_autoptr(GPtrArray) names = zip_list (data, len, NULL, error);

  if (names != NULL)
    g_set_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                 _("The zip file is neither an OpenDocument text nor a Word document"));
}
