/* brg-cli-extract.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli extract: a document's <PBN> snippets as one PBN file.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

int
brg_cli_run_extract (int    argc,
                     char **argv)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gboolean errors;

  if (argc < 2 || argc > 3)
    return brg_cli_usage_error ("extract");

  file = g_file_new_for_commandline_arg (argv[1]);
  if (argc == 3 && brg_cli_refuse_same_file (argv[1], argv[2]))
    return 1;
  event = brg_host_document_read_file (file, NULL, &diagnostics, &error);
  if (event == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", argv[1], error->message);
      return 1;
    }
  errors = brg_cli_print_diagnostics (diagnostics, argv[1], BRG_CLI_DIAGNOSTICS_LIMIT, stderr);
  if (brg_event_get_n_boards (event) == 0)
    {
      fprintf (stderr, _("%s: error: no <PBN> snippets with deals were found\n"), argv[1]);
      return 1;
    }

  /* What could be read is written even when a snippet had errors; the exit
   * status says so. */
  bytes = brg_pbn_write_bytes (event, NULL);
  return brg_cli_write_output (bytes, argc == 3 ? argv[2] : NULL) && !errors ? 0 : 1;
}
