/* brg-cli-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the subcommands share: reading a file with its problems reported,
 * printing diagnostics, and writing the output.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* Prints @diagnostics on stderr, each as FILE:LINE:COL: severity: message.
 * Returns whether any is an error. */
gboolean
brg_cli_print_diagnostics (GPtrArray  *diagnostics,
                           const char *file_name,
                           FILE       *out)
{
  gboolean errors = FALSE;

  for (guint j = 0; diagnostics != NULL && j < diagnostics->len; j++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, j);
      g_autofree char *line = brg_diagnostic_format (diagnostic, file_name);

      fprintf (out, "%s\n", line);
      if (diagnostic->severity == BRG_SEVERITY_ERROR)
        errors = TRUE;
    }
  return errors;
}

/* Writes @bytes to @path atomically (a temporary file renamed over it, so an
 * old file is never half overwritten), or to stdout when @path is NULL or "-". */
gboolean
brg_cli_write_output (GBytes     *bytes,
                      const char *path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (path == NULL || strcmp (path, "-") == 0)
    return fwrite (data, 1, size, stdout) == size && fflush (stdout) == 0;

  file = g_file_new_for_commandline_arg (path);
  if (!g_file_replace_contents (file, data, size, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* Reads @path in any format the window reads; its problems go to stderr.
 * Returns %NULL, having said why, when it cannot be read at all. */
BrgEvent *
brg_cli_import_reporting (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, &diagnostics, &error);

  if (event == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return NULL;
    }
  brg_cli_print_diagnostics (diagnostics, path, stderr);
  return event;
}
