/* brg-diagnostic.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_DIAGNOSTIC (brg_diagnostic_get_type ())

/**
 * BrgDiagnostic:
 * @severity: warning or error
 * @line: 1-based line, 0 when unknown
 * @column: 1-based column in characters, 0 when unknown
 * @board: 1-based index of the board in its file, 0 for the file itself
 * @code: a stable identifier for tests, such as `pbn-duplicate-tag`
 * @message: a translated sentence for the user
 *
 * A problem found while reading that did not stop the reading; every code
 * is listed in docs/diagnostics.md.
 */
typedef struct
{
  BrgSeverity  severity;
  guint        line;
  guint        column;
  guint        board;
  char        *code;
  char        *message;
} BrgDiagnostic;

GType           brg_diagnostic_get_type  (void) G_GNUC_CONST;
BrgDiagnostic  *brg_diagnostic_new       (BrgSeverity          severity,
                                          guint                line,
                                          guint                column,
                                          const char          *code,
                                          const char          *message);
BrgDiagnostic  *brg_diagnostic_copy      (const BrgDiagnostic *diagnostic);
void            brg_diagnostic_free      (BrgDiagnostic       *diagnostic);
char           *brg_diagnostic_format    (const BrgDiagnostic *diagnostic,
                                          const char          *file_name);
gboolean        brg_diagnostic_equal     (const BrgDiagnostic *a,
                                          const BrgDiagnostic *b);
int             brg_diagnostic_compare   (gconstpointer        a,
                                          gconstpointer        b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgDiagnostic, brg_diagnostic_free)

G_END_DECLS
