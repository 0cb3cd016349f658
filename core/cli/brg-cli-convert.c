/* brg-cli-convert.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli convert: read any format, write any the registry writes (PBN,
 * RBN, RBX, an HTML article).
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* The format of the file at @path, as the registry recognises it, or NULL. */
static const char *
detect_file_format (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GBytes) bytes = brg_load_file_bytes (file, BRG_MAX_FILE_SIZE, NULL, NULL);
  gsize length;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return brg_import_detect_format (data != NULL ? data : "", length, path);
}

/* Converts IN into the format --to names. What the target format cannot say
 * is reported board by board, never dropped silently. The output is written
 * even when IN had errors (what could be read), and the exit status is then
 * 1. OUT may not be IN, which a conversion would replace, unless --in-place
 * asks to rewrite a file in its own format. */
int
brg_cli_run_convert (int    argc,
                     char **argv)
{
  const char *to = NULL, *in = NULL, *out = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const BrgFormat *format = NULL;
  gboolean in_place = FALSE, had_errors = FALSE;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--to") == 0 && i + 1 < argc)
        to = argv[++i];
      else if (g_str_has_prefix (argv[i], "--to="))
        to = argv[i] + 5;
      else if (strcmp (argv[i], "--in-place") == 0)
        in_place = TRUE;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        in = NULL, i = argc;
    }
  if (to != NULL)
    format = brg_format_lookup (to);
  if (in == NULL || format == NULL || format->write == NULL)
    {
      g_autofree char *names = brg_format_list_writable ("|");

      fprintf (stderr, _("Usage: finesse-cli convert --to %s [--in-place] IN [OUT]\n"), names);
      return 2;
    }
  if (in_place && out == NULL)
    out = in;

  if (out != NULL && strcmp (out, "-") != 0)
    {
      if (in_place)
        {
          const char *in_format = detect_file_format (in);

          if (g_strcmp0 (in_format, format->name) != 0)
            {
              fprintf (stderr, _("%s: error: --in-place rewrites a file in its own format; "
                                 "write the %s to another file\n"), in, to);
              return 1;
            }
        }
      else if (brg_cli_refuse_same_file (in, out))
        return 1;
    }

  event = brg_cli_import_reporting (in, &had_errors);
  if (event == NULL)
    return 1;

  bytes = format->write (event, &losses);
  brg_cli_print_diagnostics (losses, out != NULL ? out : "<stdout>", BRG_CLI_DIAGNOSTICS_LIMIT,
                             stderr);

  return brg_cli_write_output (bytes, out) && !had_errors ? 0 : 1;
}
