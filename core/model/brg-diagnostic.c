/* brg-diagnostic.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-diagnostic.h"

G_DEFINE_BOXED_TYPE (BrgDiagnostic, brg_diagnostic, brg_diagnostic_copy, brg_diagnostic_free)

/**
 * brg_diagnostic_new:
 * @severity: warning or error
 * @line: 1-based line, or 0
 * @column: 1-based column, or 0
 * @code: a stable identifier
 * @message: the translated message
 *
 * Returns: (transfer full): a new diagnostic
 */
BrgDiagnostic *
brg_diagnostic_new (BrgSeverity  severity,
                    guint        line,
                    guint        column,
                    const char  *code,
                    const char  *message)
{
  BrgDiagnostic *diagnostic;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (message != NULL, NULL);

  diagnostic = g_new0 (BrgDiagnostic, 1);
  diagnostic->severity = severity;
  diagnostic->line = line;
  diagnostic->column = column;
  diagnostic->code = g_strdup (code);
  diagnostic->message = g_strdup (message);
  return diagnostic;
}

/**
 * brg_diagnostic_copy:
 * @diagnostic: a diagnostic
 *
 * Returns: (transfer full): a copy of @diagnostic
 */
BrgDiagnostic *
brg_diagnostic_copy (const BrgDiagnostic *diagnostic)
{
  BrgDiagnostic *copy;

  g_return_val_if_fail (diagnostic != NULL, NULL);

  copy = brg_diagnostic_new (diagnostic->severity, diagnostic->line, diagnostic->column,
                             diagnostic->code, diagnostic->message);
  copy->board = diagnostic->board;
  return copy;
}

/**
 * brg_diagnostic_free:
 * @diagnostic: a diagnostic
 *
 * Frees @diagnostic.
 */
void
brg_diagnostic_free (BrgDiagnostic *diagnostic)
{
  if (diagnostic == NULL)
    return;
  g_free (diagnostic->code);
  g_free (diagnostic->message);
  g_free (diagnostic);
}

/**
 * brg_diagnostic_format:
 * @diagnostic: a diagnostic
 * @file_name: (nullable): the file's name as the user gave it
 *
 * Formats @diagnostic the way compilers do, `FILE:LINE:COL: error: message`,
 * so editors and terminals can jump to it; without a column (0) it is
 * `FILE:LINE: …`, without a line either `FILE: …`, as GNU tools write a
 * problem whose place is a whole line or a whole file.
 *
 * Returns: (transfer full): the line, without a newline
 */
char *
brg_diagnostic_format (const BrgDiagnostic *diagnostic,
                       const char          *file_name)
{
  const char *severity;
  const char *name;

  g_return_val_if_fail (diagnostic != NULL, NULL);

  /* The words stay English: tools parse "error" and "warning". */
  severity = diagnostic->severity == BRG_SEVERITY_ERROR ? "error" : "warning";
  name = file_name != NULL ? file_name : "<input>";

  if (diagnostic->line == 0)
    return g_strdup_printf ("%s: %s: %s", name, severity, diagnostic->message);
  if (diagnostic->column == 0)
    return g_strdup_printf ("%s:%u: %s: %s", name, diagnostic->line, severity,
                            diagnostic->message);
  return g_strdup_printf ("%s:%u:%u: %s: %s", name, diagnostic->line, diagnostic->column,
                          severity, diagnostic->message);
}

/**
 * brg_diagnostic_equal:
 * @a: a diagnostic
 * @b: another
 *
 * Whether @a and @b tell the same problem: severity, place, board, code
 * and message.
 *
 * Returns: %TRUE when they are the same
 */
gboolean
brg_diagnostic_equal (const BrgDiagnostic *a,
                      const BrgDiagnostic *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->severity == b->severity && a->line == b->line && a->column == b->column
         && a->board == b->board && g_strcmp0 (a->code, b->code) == 0
         && g_strcmp0 (a->message, b->message) == 0;
}

/**
 * brg_diagnostic_compare:
 * @a: (type BrgDiagnostic**): a pointer to a diagnostic, as #GPtrArray sorts
 * @b: (type BrgDiagnostic**): another
 *
 * Orders diagnostics by line, then column, for g_ptr_array_sort(). GLib's
 * sort is stable, so problems at one place keep the order they were found in.
 *
 * Returns: negative, 0 or positive
 */
int
brg_diagnostic_compare (gconstpointer a,
                        gconstpointer b)
{
  const BrgDiagnostic *x = *(BrgDiagnostic * const *) a;
  const BrgDiagnostic *y = *(BrgDiagnostic * const *) b;

  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->column != y->column)
    return x->column < y->column ? -1 : 1;
  return 0;
}
