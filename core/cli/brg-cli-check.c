/* brg-cli-check.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli check: every problem of each file, as compilers list them.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* Lists every problem of each file as FILE:LINE:COL: error|warning: message,
 * the way compilers do; the exit status is 1 when any file has an error or
 * cannot be read. */
int
brg_cli_run_check (int    argc,
                   char **argv)
{
  gboolean failed = FALSE;

  if (argc < 2)
    return brg_cli_usage_error ("check");

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgEvent) event = NULL;

      event = brg_import_file (file, NULL, &diagnostics, &error);
      if (event == NULL)
        {
          fprintf (stderr, "%s: error: %s\n", argv[i], error->message);
          failed = TRUE;
          continue;
        }

      if (brg_cli_print_diagnostics (diagnostics, argv[i], 0, stdout))
        failed = TRUE;
    }

  return failed ? 1 : 0;
}
