/* hostile.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hostile inputs made on the fly, each as large as asked: one board with
 * a great many comments, an auction of any length, a line of any length,
 * an e-mail of many MIME parts, an ODT of many runs of spaces… The
 * robustness tests, the scaling check and bench-hostile build them here
 * rather than keep large files in the repository.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The PBN §1.2 example's deal, for boards that need one. */
#define HOSTILE_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

/* PBN */
GBytes *hostile_pbn_comments    (guint        n);
GBytes *hostile_pbn_calls       (guint        n);
GBytes *hostile_pbn_notes       (guint        n);
GBytes *hostile_pbn_tags        (guint        n);
GBytes *hostile_pbn_boards      (guint        n);
GBytes *hostile_pbn_line        (gsize        length);
GBytes *hostile_pbn_bad_chars   (guint        n);
GBytes *hostile_pbn_long_comment (gsize       length,
                                  gboolean    spaces);

/* RBN and RBX */
GBytes *hostile_rbn_comments    (guint        n);
GBytes *hostile_rbx_comments    (guint        n);
GBytes *hostile_rbn_calls       (guint        n);
GBytes *hostile_rbn_notes       (guint        n);
GBytes *hostile_rbn_line        (gsize        length);

/* Documents with <PBN> snippets */
GBytes *hostile_text_errors     (guint        n);
GBytes *hostile_html_snippets   (guint        n);
GBytes *hostile_html_entities   (guint        n);
GBytes *hostile_email_parts     (guint        n);
GBytes *hostile_email_base64    (gsize        length);
GBytes *hostile_odt_spaces      (guint        n);
GBytes *hostile_docx_runs       (guint        n);

/* Zip containers: (name, contents) pairs ending with NULL, stored or
 * deflated; or entries of any size. */
typedef struct
{
  const char *name;
  const char *text;      /* the contents, or NULL for @size bytes of @fill */
  gsize       size;
  char        fill;
  gboolean    deflate;
} HostileZipEntry;

GBytes *hostile_zip             (const char * const *files,
                                 gboolean            deflate);
GBytes *hostile_zip_entries     (const HostileZipEntry *entries,
                                 guint                  n);
GBytes *hostile_zip_stored      (const char * const *files);
GBytes *hostile_odt             (const char         *content_xml,
                                 gboolean            deflate);

G_END_DECLS
