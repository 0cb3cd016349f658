/* brg-import.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-import.h"
#include "brg-charset.h"
/* Not in brg-core.h yet. */
#include "brg-document.h"
#include "brg-format.h"
#include "brg-pbn-reader.h"
#include "brg-rbn-reader.h"
#include "brg-read-task-private.h"

/* How much of the start of a file the detectors look at. */
#define DETECT_LENGTH 65536

/*
 * Reading a file of any format the core has a reader for. The format is
 * found from the content, not the name: a table of formats, each with a
 * detector and a reader of the whole file's bytes, is tried in order, and
 * a new reader plugs in as one more row. PBN, RBN and RBX are recognised
 * by the core (brg_format_detect()); documents that carry PBN between
 * <PBN> and </PBN> (PBN §6.2: plain text, e-mail, HTML, ODT, DOCX) by
 * their kind and their delimiters. Only a file that says nothing (empty,
 * or comments only) falls back on its extension.
 *
 * The file is loaded and parsed in a worker thread (GTask), so the window
 * never waits for a big file, and the load can be cancelled.
 */

typedef struct
{
  const char *id;
  gboolean  (*detect) (GBytes     *bytes,
                       const char *file_name);
  BrgEvent *(*read)   (GBytes     *bytes,
                       const char *file_name,
                       GPtrArray **diagnostics,
                       GError    **error);
} Format;

static BrgFormat
core_format (GBytes *bytes)
{
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (bytes, &length);

  return brg_format_detect (data != NULL ? data : (const guint8 *) "", length);
}

static gboolean
detect_pbn (GBytes     *bytes,
            const char *file_name)
{
  return core_format (bytes) == BRG_FORMAT_PBN;
}

static gboolean
detect_rbn (GBytes     *bytes,
            const char *file_name)
{
  return core_format (bytes) == BRG_FORMAT_RBN;
}

static gboolean
detect_rbx (GBytes     *bytes,
            const char *file_name)
{
  return core_format (bytes) == BRG_FORMAT_RBX;
}

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

/* A document with <PBN> snippets: a zip (ODT, DOCX), an e-mail or a web
 * page, or text that holds the delimiter. */
static gboolean
detect_document (GBytes     *bytes,
                 const char *file_name)
{
  switch (brg_document_guess_kind (bytes, file_name))
    {
    case BRG_DOCUMENT_KIND_ODT:
    case BRG_DOCUMENT_KIND_DOCX:
    case BRG_DOCUMENT_KIND_EMAIL:
    case BRG_DOCUMENT_KIND_HTML:
      return TRUE;

    case BRG_DOCUMENT_KIND_AUTO:
    case BRG_DOCUMENT_KIND_TEXT:
    default:
      return contains_pbn_delimiter (bytes);
    }
}

/* The PBN §1.2 signs of PBN in a file that starts with something else. */
static gboolean
detect_pbn_tags (GBytes     *bytes,
                 const char *file_name)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  gsize n = MIN (length, (gsize) DETECT_LENGTH);

  if (data == NULL || memchr (data, '\0', n) != NULL)
    return FALSE;
  return g_strstr_len (data, (gssize) n, "[Deal \"") != NULL
         || g_strstr_len (data, (gssize) n, "[Board \"") != NULL;
}

static BrgEvent *
read_pbn (GBytes     *bytes,
          const char *file_name,
          GPtrArray **diagnostics,
          GError    **error)
{
  return brg_pbn_read_bytes (bytes, diagnostics, error);
}

static BrgEvent *
read_rbn (GBytes     *bytes,
          const char *file_name,
          GPtrArray **diagnostics,
          GError    **error)
{
  return brg_rbn_read_bytes (bytes, diagnostics, error);
}

static BrgEvent *
read_document (GBytes     *bytes,
               const char *file_name,
               GPtrArray **diagnostics,
               GError    **error)
{
  g_autoptr(BrgDocument) document = NULL;

  document = brg_document_new_from_bytes (bytes, BRG_DOCUMENT_KIND_AUTO, file_name, error);
  if (document == NULL)
    return NULL;

  if (brg_document_get_n_snippets (document) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("This document holds no bridge deals: "
                             "no PBN between <PBN> and </PBN>."));
      return NULL;
    }

  return brg_document_read (document, diagnostics);
}

static const Format formats[] = {
  { "pbn", detect_pbn, read_pbn },
  { "rbn", detect_rbn, read_rbn },
  { "rbx", detect_rbx, read_rbn },
  { "document", detect_document, read_document },
  { "pbn", detect_pbn_tags, read_pbn },
};

static const Format *
find_format (GBytes     *bytes,
             const char *file_name)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  gsize n = MIN (length, (gsize) DETECT_LENGTH);
  gsize bom;
  const char *charset = brg_charset_from_bom (data, n, &bom);
  gboolean utf16 = charset != NULL && brg_charset_is_utf16 (charset);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (formats[i].detect (bytes, file_name))
      return &formats[i];

  /* Binary data that no detector took is not a bridge file. */
  if (n > 0 && !utf16 && memchr (data, '\0', n) != NULL)
    return NULL;

  /* A file that says nothing of itself (empty, or comments only): its name. */
  if (file_name != NULL)
    switch (brg_format_from_file_name (file_name))
      {
      case BRG_FORMAT_PBN:
        return &formats[0];
      case BRG_FORMAT_RBN:
        return &formats[1];
      case BRG_FORMAT_RBX:
        return &formats[2];
      case BRG_FORMAT_UNKNOWN:
      default:
        break;
      }

  return NULL;
}

/**
 * brg_import_detect_format:
 * @data: the start of a file, or all of it
 * @length: the length of @data
 * @file_name: (nullable): the file's name, a hint for files with no content
 *
 * Recognises a bridge file by its content.
 *
 * Returns: (nullable): the format's id, `pbn`, `rbn`, `rbx` or `document`
 *   (PBN snippets in a document), or %NULL when the content is not one
 *   Finesse knows (binary, or text of another kind)
 */
const char *
brg_import_detect_format (const char *data,
                          gsize       length,
                          const char *file_name)
{
  g_autoptr(GBytes) bytes = NULL;
  const Format *format;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  bytes = g_bytes_new_static (data != NULL ? data : "", length);
  format = find_format (bytes, file_name);
  return format != NULL ? format->id : NULL;
}

/**
 * brg_import_bytes:
 * @bytes: the contents of a file
 * @file_name: (nullable): the file's name, a hint for files with no content
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Reads a bridge file of any format brg_import_detect_format() knows.
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with @error
 *   set: %G_IO_ERROR_INVALID_DATA for content that is not a bridge file,
 *   or the reader's error
 */
BrgEvent *
brg_import_bytes (GBytes      *bytes,
                  const char  *file_name,
                  GPtrArray  **diagnostics,
                  GError     **error)
{
  const Format *format;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  format = find_format (bytes, file_name);
  if (format == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("This is not a bridge file that Finesse knows: it should be "
                             "PBN, RBN or RBX, or a document with PBN in it."));
      return NULL;
    }

  return format->read (bytes, file_name, diagnostics, error);
}

/**
 * brg_import_file:
 * @file: a bridge file
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Loads @file and reads it with brg_import_bytes(), its name helping only
 * where the content does not tell the format.
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with @error set
 */
BrgEvent *
brg_import_file (GFile         *file,
                 GCancellable  *cancellable,
                 GPtrArray    **diagnostics,
                 GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  bytes = g_file_load_bytes (file, cancellable, NULL, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_basename (file);
  return brg_import_bytes (bytes, name, diagnostics, error);
}

/**
 * brg_import_file_async:
 * @file: a bridge file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is read
 * @user_data: data for @callback
 *
 * Loads and reads @file in a worker thread; finish with
 * brg_import_file_finish().
 */
void
brg_import_file_async (GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  _brg_read_file_async (file, cancellable, brg_import_file, brg_import_file_async,
                        callback, user_data);
}

/**
 * brg_import_file_finish:
 * @result: the #GAsyncResult given to the callback
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Finishes brg_import_file_async().
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with @error set
 */
BrgEvent *
brg_import_file_finish (GAsyncResult  *result,
                        GPtrArray    **diagnostics,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == brg_import_file_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file_finish (result, brg_import_file_async, diagnostics, error);
}
