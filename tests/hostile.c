/* hostile.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <archive.h>
#include <archive_entry.h>

#include "hostile.h"

static GBytes *
finish (GString *out)
{
  return g_string_free_to_bytes (out);
}

static GString *
pbn_board_start (void)
{
  GString *out = g_string_new ("% PBN 2.1\n[Event \"Hostile\"]\n[Board \"1\"]\n");

  g_string_append (out, "[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" HOSTILE_DEAL "\"]\n");
  return out;
}

/* One board, @n brace comments after one tag (PBN §3.8). */
GBytes *
hostile_pbn_comments (guint n)
{
  GString *out = pbn_board_start ();

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "{comment %u}\n", i);
  return finish (out);
}

/* An auction of @n calls (PBN §3.10): a legal start, then passes that
 * come after its end, with a note reference and a NAG now and then. */
GBytes *
hostile_pbn_calls (guint n)
{
  GString *out = pbn_board_start ();

  g_string_append (out, "[Auction \"N\"]\n1C 1D");
  for (guint i = 2; i < n; i++)
    {
      g_string_append (out, i % 8 == 0 ? " Pass =1=" : i % 8 == 4 ? " X $1" : " Pass");
      if (i % 16 == 15)
        g_string_append_c (out, '\n');
    }
  g_string_append (out, "\n[Note \"1:a note\"]\n");
  return finish (out);
}

/* @n notes (PBN §3.11) after an auction that refers to some of them. */
GBytes *
hostile_pbn_notes (guint n)
{
  GString *out = pbn_board_start ();

  g_string_append (out, "[Auction \"N\"]\n1C =1= 1D =2= Pass =3= AP\n");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "[Note \"%u:note %u\"]\n", i + 1, i);
  return finish (out);
}

/* @n tags of names no one knows on one board (PBN §3.5). */
GBytes *
hostile_pbn_tags (guint n)
{
  GString *out = pbn_board_start ();

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "[Tag%u \"value %u\"]\n", i, i);
  return finish (out);
}

/* @n boards, each with its commentary. */
GBytes *
hostile_pbn_boards (guint n)
{
  GString *out = g_string_new ("% PBN 2.1\n");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out,
                            "[Event \"Hostile\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                            "[Deal \"" HOSTILE_DEAL "\"]\n[Auction \"N\"]\n1NT Pass 3NT AP\n"
                            "{board %u}\n\n", i + 1, i);
  return finish (out);
}

/* A `;` comment line (PBN §3.8) of @length bytes, between two boards. */
GBytes *
hostile_pbn_line (gsize length)
{
  GString *out = pbn_board_start ();

  g_string_append_c (out, ';');
  for (gsize i = 1; i < length; i++)
    g_string_append_c (out, i % 64 == 63 ? ' ' : 'a' + (char) (i % 26));
  g_string_append (out, "\n{after the line}\n\n[Event \"Next\"]\n[Board \"2\"]\n");
  return finish (out);
}

/* One brace comment on one line of @length bytes (PBN §3.8): words of
 * prose when @spaces, else one word. */
GBytes *
hostile_pbn_long_comment (gsize    length,
                          gboolean spaces)
{
  static const char *const words[] = { "the", "lead", "of", "a", "king", "shows", "partner" };
  GString *out = pbn_board_start ();
  gsize start;

  g_string_append_c (out, '{');
  start = out->len;
  for (guint i = 0; out->len - start < length; i++)
    {
      if (spaces)
        g_string_append_printf (out, "%s ", words[(i * 7 + i / 3) % G_N_ELEMENTS (words)]);
      else
        g_string_append_c (out, 'a' + (char) (i % 26));
    }
  g_string_truncate (out, start + length);
  g_string_append (out, "}\n");
  return finish (out);
}

/* One line of @n tag pairs, each a warning: a value not in quotes, a tag
 * given before. */
GBytes *
hostile_pbn_bad_chars (guint n)
{
  GString *out = pbn_board_start ();

  for (guint i = 0; i < n; i++)
    g_string_append (out, "[Bar x]");
  g_string_append (out, "\n");
  return finish (out);
}

/* ------------------------------------------------------------------ */
/* RBN                                                                  */

/* One record with @n free text paragraphs (RBN 3.2 "Free Text"). */
GBytes *
hostile_rbn_comments (guint n)
{
  GString *out = g_string_new ("% RBN\nB 1\nH N:.63.AKQ987.A9732:A8654.KQ5.T.QJT6:J973.J98742.3.K4:\n");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "{comment %u}\n", i);
  g_string_append_c (out, '\n');
  return finish (out);
}

/* The same as one RBX line. */
GBytes *
hostile_rbx_comments (guint n)
{
  GString *out = g_string_new ("%{RBX}B{1}H{N:.63.AKQ987.A9732:A8654.KQ5.T.QJT6:J973.J98742.3.K4:}");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "{comment %u}", i);
  g_string_append_c (out, '\n');
  return finish (out);
}

/* The longest legal auction: every bid doubled and redoubled. */
static void
append_longest_auction (GString *out)
{
  for (guint level = 1; level <= 7; level++)
    for (const char *strain = "CDHSN"; *strain != '\0'; strain++)
      g_string_append_printf (out, "%u%c%sXR", level, *strain, level == 1 && *strain == 'C' ? "^1" : "");
  g_string_append (out, "PPP");
}

/* An A label of @n calls (RBN 3.2 "A – Auction"), notes now and then:
 * the longest legal auction, then calls after its end. */
GBytes *
hostile_rbn_calls (guint n)
{
  GString *out = g_string_new ("% RBN\nB 1\nA NZ:");

  append_longest_auction (out);
  for (guint i = 108; i < n; i++)
    g_string_append (out, i % 8 == 0 ? "P^1" : "P");
  g_string_append (out, "\n1 a note\n\n");
  return finish (out);
}

/* @n note lines after one auction, numbers repeating. */
GBytes *
hostile_rbn_notes (guint n)
{
  GString *out = g_string_new ("% RBN\nB 1\nA NZ:1C^11D^2P^3P^4P^5\n");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%u note %u\n", i % 9 + 1, i);
  g_string_append_c (out, '\n');
  return finish (out);
}

/* A free text paragraph on one line of @length bytes. */
GBytes *
hostile_rbn_line (gsize length)
{
  GString *out = g_string_new ("% RBN\nB 1\n{");

  for (gsize i = 0; i < length; i++)
    g_string_append_c (out, i % 64 == 63 ? ' ' : 'a' + (char) (i % 26));
  g_string_append (out, "}\n\n");
  return finish (out);
}

/* ------------------------------------------------------------------ */
/* Documents                                                            */

/* A text with one snippet of @n lines the PBN reader warns about, and a
 * line of @n calls after the end of the auction, each a warning. */
GBytes *
hostile_text_errors (guint n)
{
  GString *out = g_string_new ("Before the deal.\n<PBN>\n[Event \"Hostile\"]\n[Board \"1\"]\n");

  for (guint i = 0; i < n; i++)
    g_string_append (out, "\001\n");
  g_string_append (out, "[Auction \"N\"]\n1C AP");
  for (guint i = 0; i < n; i++)
    g_string_append (out, " Pass");
  g_string_append (out, "\n</PBN>\nAfter.\n");
  return finish (out);
}

/* A page of @n snippets (PBN §6.2), written as text. */
GBytes *
hostile_html_snippets (guint n)
{
  GString *out = g_string_new ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>x</title>"
                               "</head><body>\n");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out,
                            "<p>Deal %u</p>\n<pre>&lt;PBN&gt;\n[Event \"E%u\"]\n[Board \"%u\"]\n"
                            "{comment %u}\n&lt;/PBN&gt;</pre>\n", i, i, i + 1, i);
  g_string_append (out, "</body></html>\n");
  return finish (out);
}

/* One snippet whose comment is @n entities on one line. */
GBytes *
hostile_html_entities (guint n)
{
  GString *out = g_string_new ("<!DOCTYPE html>\n<html><body><pre>&lt;PBN&gt;\n[Event \"x\"]\n{");

  for (guint i = 0; i < n; i++)
    g_string_append (out, i % 2 ? "&amp;" : "&#x1;");
  g_string_append (out, "}\n&lt;/PBN&gt;</pre></body></html>\n");
  return finish (out);
}

/* An e-mail of @n MIME parts, one of them a snippet. */
GBytes *
hostile_email_parts (guint n)
{
  GString *out = g_string_new ("From: a@example.org\nTo: b@example.org\nSubject: parts\n"
                               "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=b\n\n");

  g_string_append (out, "--b\nContent-Type: text/plain\n\n<PBN>\n[Event \"x\"]\n[Board \"1\"]\n"
                        "</PBN>\n");
  for (guint i = 1; i < n; i++)
    g_string_append (out, "--b\n\nx\n");
  g_string_append (out, "--b--\n");
  return finish (out);
}

/* An e-mail whose one text part is @length bytes of base64. */
GBytes *
hostile_email_base64 (gsize length)
{
  GString *text = g_string_new ("<PBN>\n[Event \"x\"]\n[Board \"1\"]\n{");
  GString *out = g_string_new ("From: a@example.org\nTo: b@example.org\nSubject: base64\n"
                               "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
                               "Content-Transfer-Encoding: base64\n\n");
  g_autofree char *encoded = NULL;

  while (text->len < length / 4 * 3)
    g_string_append (text, "A long comment in base64. ");
  g_string_append (text, "}\n</PBN>\n");
  encoded = g_base64_encode ((const guchar *) text->str, text->len);
  for (gsize i = 0, len = strlen (encoded); i < len; i += 76)
    {
      g_string_append_len (out, encoded + i, (gssize) MIN (76, len - i));
      g_string_append_c (out, '\n');
    }
  g_string_free (text, TRUE);
  return finish (out);
}

static la_ssize_t
zip_out_cb (struct archive *archive,
            void           *user_data,
            const void     *buffer,
            size_t          length)
{
  g_byte_array_append (user_data, buffer, (guint) length);
  return (la_ssize_t) length;
}

static struct archive *
zip_begin (GByteArray *out,
           gboolean    deflate)
{
  struct archive *archive = archive_write_new ();

  archive_write_set_format_zip (archive);
  archive_write_set_bytes_per_block (archive, 0);
  if (deflate)
    archive_write_zip_set_compression_deflate (archive);
  else
    archive_write_zip_set_compression_store (archive);
  g_assert (archive_write_open (archive, out, NULL, zip_out_cb, NULL) == ARCHIVE_OK);
  return archive;
}

static void
zip_header (struct archive *archive,
            const char     *name,
            gsize           size)
{
  struct archive_entry *entry = archive_entry_new ();

  archive_entry_set_pathname (entry, name);
  archive_entry_set_filetype (entry, AE_IFREG);
  archive_entry_set_perm (entry, 0644);
  archive_entry_set_size (entry, (la_int64_t) size);
  g_assert (archive_write_header (archive, entry) == ARCHIVE_OK);
  archive_entry_free (entry);
}

static GBytes *
zip_end (struct archive *archive,
         GByteArray     *out)
{
  g_assert (archive_write_close (archive) == ARCHIVE_OK);
  archive_write_free (archive);
  return g_byte_array_free_to_bytes (out);
}

GBytes *
hostile_zip (const char * const *files,
             gboolean            deflate)
{
  GByteArray *out = g_byte_array_new ();
  struct archive *archive = zip_begin (out, deflate);

  for (guint i = 0; files[i] != NULL; i += 2)
    {
      gsize size = strlen (files[i + 1]);

      zip_header (archive, files[i], size);
      g_assert (archive_write_data (archive, files[i + 1], size) == (la_ssize_t) size);
    }
  return zip_end (archive, out);
}

/* A zip of @n entries, each its text, or @size bytes of @fill (written
 * a chunk at a time: a 100 MB entry never sits in memory), stored or
 * deflated. */
GBytes *
hostile_zip_entries (const HostileZipEntry *entries,
                     guint                  n)
{
  GByteArray *out = g_byte_array_new ();
  struct archive *archive = zip_begin (out, FALSE);
  g_autofree char *chunk = g_malloc (65536);

  for (guint i = 0; i < n; i++)
    {
      const HostileZipEntry *e = &entries[i];
      gsize size = e->text != NULL ? strlen (e->text) : e->size;

      if (e->deflate)
        archive_write_zip_set_compression_deflate (archive);
      else
        archive_write_zip_set_compression_store (archive);
      zip_header (archive, e->name, size);
      if (e->text != NULL)
        {
          g_assert (archive_write_data (archive, e->text, size) == (la_ssize_t) size);
          continue;
        }
      memset (chunk, e->fill, 65536);
      for (gsize done = 0; done < size;)
        {
          gsize step = MIN (size - done, 65536);

          g_assert (archive_write_data (archive, chunk, step) == (la_ssize_t) step);
          done += step;
        }
    }
  return zip_end (archive, out);
}

/* ------------------------------------------------------------------ */
/* Zip containers written by hand                                       */

static guint32
crc32_of (const char *data,
          gsize       len)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < len; i++)
    {
      crc ^= (guchar) data[i];
      for (guint k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320 & (0 - (crc & 1)));
    }
  return ~crc;
}

static void
put16 (GByteArray *out,
       guint       value)
{
  guint8 b[2] = { value & 0xff, (value >> 8) & 0xff };

  g_byte_array_append (out, b, 2);
}

static void
put32 (GByteArray *out,
       guint32     value)
{
  put16 (out, value & 0xffff);
  put16 (out, value >> 16);
}

/* A stored zip written byte by byte (APPNOTE 4.3), for what libarchive
 * will not write: an entry with an empty name, say. (name, contents)
 * pairs ending with NULL. */
GBytes *
hostile_zip_stored (const char * const *files)
{
  GByteArray *out = g_byte_array_new ();
  GByteArray *central = g_byte_array_new ();
  guint n = 0;

  for (guint i = 0; files[i] != NULL; i += 2, n++)
    {
      gsize name_len = strlen (files[i]);
      gsize len = strlen (files[i + 1]);
      guint32 crc = crc32_of (files[i + 1], len);
      guint32 offset = out->len;

      put32 (out, 0x04034b50);
      put16 (out, 10);
      put16 (out, 0);
      put16 (out, 0);
      put16 (out, 0);
      put16 (out, 0x21);
      put32 (out, crc);
      put32 (out, (guint32) len);
      put32 (out, (guint32) len);
      put16 (out, (guint) name_len);
      put16 (out, 0);
      g_byte_array_append (out, (const guint8 *) files[i], (guint) name_len);
      g_byte_array_append (out, (const guint8 *) files[i + 1], (guint) len);

      put32 (central, 0x02014b50);
      put16 (central, 20);
      put16 (central, 10);
      put16 (central, 0);
      put16 (central, 0);
      put16 (central, 0);
      put16 (central, 0x21);
      put32 (central, crc);
      put32 (central, (guint32) len);
      put32 (central, (guint32) len);
      put16 (central, (guint) name_len);
      put16 (central, 0);
      put16 (central, 0);
      put16 (central, 0);
      put16 (central, 0);
      put32 (central, 0);
      put32 (central, offset);
      g_byte_array_append (central, (const guint8 *) files[i], (guint) name_len);
    }

  {
    guint32 central_offset = out->len;
    guint32 central_len = central->len;

    g_byte_array_append (out, central->data, central->len);
    g_byte_array_unref (central);
    put32 (out, 0x06054b50);
    put16 (out, 0);
    put16 (out, 0);
    put16 (out, n);
    put16 (out, n);
    put32 (out, central_len);
    put32 (out, central_offset);
    put16 (out, 0);
  }
  return g_byte_array_free_to_bytes (out);
}

#define ODT_NS \
  "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" " \
  "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\""

/* An ODT whose content.xml is @content_xml, stored or deflated. */
GBytes *
hostile_odt (const char *content_xml,
             gboolean    deflate)
{
  const char *files[] = {
    "mimetype", "application/vnd.oasis.opendocument.text",
    "content.xml", content_xml,
    NULL,
  };

  return hostile_zip (files, deflate);
}

/* An ODT whose snippet holds @n runs of 1000 spaces (ODF 1.2 §6.1.3). */
GBytes *
hostile_odt_spaces (guint n)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<office:document-content " ODT_NS "><office:body><office:text>"
                               "<text:p>&lt;PBN&gt;</text:p><text:p>[Event \"x\"]</text:p>"
                               "<text:p>{");
  GBytes *odt;

  for (guint i = 0; i < n; i++)
    g_string_append (xml, "<text:s text:c=\"1000\"/>");
  g_string_append (xml, "}</text:p><text:p>&lt;/PBN&gt;</text:p>"
                        "</office:text></office:body></office:document-content>\n");
  odt = hostile_odt (xml->str, FALSE);
  g_string_free (xml, TRUE);
  return odt;
}

/* A DOCX whose snippet is split into @n runs. */
GBytes *
hostile_docx_runs (guint n)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<w:document xmlns:w=\"http://schemas.openxmlformats.org/"
                               "wordprocessingml/2006/main\"><w:body>"
                               "<w:p><w:r><w:t>&lt;PBN&gt;</w:t></w:r></w:p>"
                               "<w:p><w:r><w:t>[Event \"x\"]</w:t></w:r></w:p><w:p>");
  const char *files[] = {
    "[Content_Types].xml",
    "<?xml version=\"1.0\"?>"
    "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>",
    "word/document.xml", NULL,
    NULL,
  };
  GBytes *docx;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (xml, "<w:r><w:t>{%u}</w:t></w:r>", i);
  g_string_append (xml, "</w:p><w:p><w:r><w:t>&lt;/PBN&gt;</w:t></w:r></w:p>"
                        "</w:body></w:document>");
  files[3] = xml->str;
  docx = hostile_zip (files, FALSE);
  g_string_free (xml, TRUE);
  return docx;
}
