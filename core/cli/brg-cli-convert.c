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

/* Converts IN into the format --to names, else the one OUT's extension
 * names, else PBN on standard output. What the target format cannot say
 * is reported board by board, never dropped silently. The output is
 * written even when IN had errors (what could be read), and the exit
 * status is then 1. OUT may not be IN, which a conversion would replace,
 * unless --in-place asks to rewrite a file in its own format. --reveal
 * shows the hands a board hides in an HTML article. */
int
brg_cli_run_convert (int    argc,
                     char **argv)
{
  const char *to = NULL, *in = NULL, *out = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const BrgFormat *format = NULL;
  BrgFormatWriteFlags flags = BRG_FORMAT_WRITE_NONE;
  gboolean in_place = FALSE, had_errors = FALSE, bad = FALSE;
  const char *set_letters = NULL;
  const BrgLetters *letters = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--to") == 0 && i + 1 < argc)
        to = argv[++i];
      else if (g_str_has_prefix (argv[i], "--to="))
        to = argv[i] + 5;
      else if (strcmp (argv[i], "--in-place") == 0)
        in_place = TRUE;
      else if (strcmp (argv[i], "--reveal") == 0)
        flags |= BRG_FORMAT_WRITE_REVEAL;
      else if (strcmp (argv[i], "--set-letters") == 0 && i + 1 < argc)
        set_letters = argv[++i];
      else if (g_str_has_prefix (argv[i], "--set-letters="))
        set_letters = argv[i] + 14;
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        bad = TRUE;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        bad = TRUE;
    }
  if (in_place && out == NULL)
    out = in;
  if (to != NULL)
    format = brg_format_lookup (to);
  else if (out == NULL || strcmp (out, "-") == 0)
    format = brg_format_lookup ("pbn");
  else
    {
      format = brg_format_for_writing (out);
      if (format == NULL && !bad && in != NULL)
        {
          g_autofree char *names = brg_format_list_writable (", ");

          fprintf (stderr, _("%s: error: the name does not say which format to write; "
                             "give --to with one of %s\n"), out, names);
          return 2;
        }
    }
  if (bad || in == NULL || format == NULL || format->write == NULL)
    return brg_cli_usage_error ("convert");
  if (set_letters != NULL && !brg_cli_parse_letters (set_letters, TRUE, &letters))
    return 2;
  if ((flags & BRG_FORMAT_WRITE_REVEAL) && format->write_full == NULL)
    {
      fprintf (stderr, _("finesse-cli: error: --reveal applies to a document for readers "
                         "(--to html); %s keeps the Hidden tag as it is\n"), format->name);
      return 2;
    }

  if (out != NULL && strcmp (out, "-") != 0)
    {
      if (in_place)
        {
          const char *in_format = detect_file_format (in);

          if (g_strcmp0 (in_format, format->name) != 0)
            {
              fprintf (stderr, _("%s: error: --in-place rewrites a file in its own format; "
                                 "write the %s to another file\n"), in, format->name);
              return 1;
            }
        }
      else if (brg_cli_refuse_same_file (in, out))
        return 1;
    }

  event = brg_cli_import_reporting (in, &had_errors);
  if (event == NULL)
    return 1;
  if (set_letters != NULL)
    brg_letters_set_for_event (event, letters);

  bytes = brg_format_write (format, event, flags, &losses);
  brg_cli_print_diagnostics (losses, in, BRG_CLI_DIAGNOSTICS_LIMIT, stderr);

  return brg_cli_write_output (bytes, out) && !had_errors ? 0 : 1;
}
