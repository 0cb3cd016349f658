/* brg-host-document.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-event.h"

G_BEGIN_DECLS

#define BRG_HOST_DOCUMENT_ERROR     (brg_host_document_error_quark ())
#define BRG_TYPE_HOST_DOCUMENT_KIND (brg_host_document_kind_get_type ())
#define BRG_TYPE_HOST_DOCUMENT      (brg_host_document_get_type ())

/**
 * BrgHostDocumentError:
 * @BRG_HOST_DOCUMENT_ERROR_CORRUPT: the container or its markup cannot be read
 * @BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED: a document this code cannot open or
 *   update (a spreadsheet in a zip, an encrypted ODT, an e-mail to update)
 * @BRG_HOST_DOCUMENT_ERROR_TOO_LARGE: the document or one of its parts is over
 *   the size limit
 * @BRG_HOST_DOCUMENT_ERROR_ENCODING: new text holds a character that the
 *   document's character set cannot hold
 * @BRG_HOST_DOCUMENT_ERROR_NO_SNIPPETS: there are boards to write but the
 *   document has no `<PBN>` snippet to hold them
 *
 * Errors of documents that carry PBN snippets (PBN §6.2).
 */
typedef enum
{
  BRG_HOST_DOCUMENT_ERROR_CORRUPT,
  BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
  BRG_HOST_DOCUMENT_ERROR_TOO_LARGE,
  BRG_HOST_DOCUMENT_ERROR_ENCODING,
  BRG_HOST_DOCUMENT_ERROR_NO_SNIPPETS,
} BrgHostDocumentError;

/**
 * BrgHostDocumentKind:
 * @BRG_HOST_DOCUMENT_KIND_AUTO: guess from the contents and the file name
 * @BRG_HOST_DOCUMENT_KIND_TEXT: plain text in any character set
 * @BRG_HOST_DOCUMENT_KIND_EMAIL: an Internet message (`.eml`, RFC 5322 + MIME)
 * @BRG_HOST_DOCUMENT_KIND_HTML: HTML or XHTML
 * @BRG_HOST_DOCUMENT_KIND_ODT: an OpenDocument text or template (`.odt`, `.ott`)
 * @BRG_HOST_DOCUMENT_KIND_DOCX: an Office Open XML word-processing document
 *
 * The kinds of document in which `<PBN>` snippets are found.
 */
typedef enum
{
  BRG_HOST_DOCUMENT_KIND_AUTO,
  BRG_HOST_DOCUMENT_KIND_TEXT,
  BRG_HOST_DOCUMENT_KIND_EMAIL,
  BRG_HOST_DOCUMENT_KIND_HTML,
  BRG_HOST_DOCUMENT_KIND_ODT,
  BRG_HOST_DOCUMENT_KIND_DOCX,
} BrgHostDocumentKind;

G_DECLARE_FINAL_TYPE (BrgHostDocument, brg_host_document, BRG, HOST_DOCUMENT, GObject)

GQuark            brg_host_document_error_quark          (void);
GType             brg_host_document_kind_get_type        (void) G_GNUC_CONST;

BrgHostDocumentKind   brg_host_document_guess_kind           (GBytes        *bytes,
                                                     const char    *file_name);

BrgHostDocument      *brg_host_document_new_from_bytes       (GBytes        *bytes,
                                                     BrgHostDocumentKind kind,
                                                     const char    *file_name,
                                                     GError       **error);
BrgHostDocument      *brg_host_document_new_for_file         (GFile         *file,
                                                     GCancellable  *cancellable,
                                                     GError       **error);

BrgHostDocumentKind   brg_host_document_get_kind             (BrgHostDocument   *self);
const char       *brg_host_document_get_encoding         (BrgHostDocument   *self);
GBytes           *brg_host_document_get_bytes            (BrgHostDocument   *self);

guint             brg_host_document_get_n_snippets       (BrgHostDocument   *self);
const char       *brg_host_document_get_snippet_text     (BrgHostDocument   *self,
                                                     guint          n);
void              brg_host_document_get_snippet_position (BrgHostDocument   *self,
                                                     guint          n,
                                                     guint         *line,
                                                     guint         *column);

BrgEvent         *brg_host_document_read                 (BrgHostDocument   *self,
                                                     GPtrArray    **diagnostics);
GBytes           *brg_host_document_update               (BrgHostDocument   *self,
                                                     BrgEvent      *event,
                                                     GError       **error);

BrgEvent         *brg_host_document_read_file            (GFile         *file,
                                                     GCancellable  *cancellable,
                                                     GPtrArray    **diagnostics,
                                                     GError       **error);

gboolean          brg_host_document_board_get_snippet    (BrgBoard      *board,
                                                     guint         *snippet,
                                                     guint         *line,
                                                     guint         *column);
void              brg_host_document_board_set_snippet    (BrgBoard      *board,
                                                     guint          snippet,
                                                     guint          line,
                                                     guint          column);
char             *brg_host_document_board_to_snippet     (BrgBoard      *board);

G_END_DECLS
