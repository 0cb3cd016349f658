/* brg-cli-rotate.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli rotate: every board of a file turned round the table.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

#define ROTATE_USAGE \
  N_("Usage: finesse-cli rotate (--turns N | --declarer-south) [--commentary] IN [OUT]")

/* The format to write a file of @path in: its own when Finesse writes it,
 * else PBN. */
static BrgFormat
output_format (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autofree char *data = NULL;
  gsize length;
  BrgFormat format;

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, NULL))
    return BRG_FORMAT_PBN;
  format = brg_format_from_name (brg_import_detect_format (data, length, path));
  return format != BRG_FORMAT_UNKNOWN ? format : BRG_FORMAT_PBN;
}

/* Rotates every board of IN with brg_board_rotate(), by N quarter turns
 * clockwise or so that South declares (a board without a declarer stays,
 * with a warning), and writes the file in IN's format (PBN for the formats
 * Finesse only reads) to OUT or standard output. What the rotation left as
 * it was is reported on stderr. Exit status: 0 done, 1 IN had errors or
 * OUT could not be written, 2 usage. */
int
brg_cli_run_rotate (int    argc,
                    char **argv)
{
  const char *in = NULL, *out = NULL, *turns_arg = NULL;
  gboolean declarer_south = FALSE, usage = FALSE, had_errors = FALSE;
  BrgRotateFlags flags = BRG_ROTATE_NONE;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gint64 turns = 0;

  for (int i = 1; i < argc && !usage; i++)
    {
      if (strcmp (argv[i], "--turns") == 0 && i + 1 < argc)
        turns_arg = argv[++i];
      else if (g_str_has_prefix (argv[i], "--turns="))
        turns_arg = argv[i] + 8;
      else if (strcmp (argv[i], "--declarer-south") == 0)
        declarer_south = TRUE;
      else if (strcmp (argv[i], "--commentary") == 0)
        flags |= BRG_ROTATE_COMMENTARY;
      else if (argv[i][0] == '-' && strcmp (argv[i], "-") != 0)
        usage = TRUE;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        usage = TRUE;
    }
  if (turns_arg != NULL && !g_ascii_string_to_signed (turns_arg, 10, -1000, 1000, &turns, NULL))
    usage = TRUE;
  if (usage || in == NULL || (turns_arg != NULL) == declarer_south)
    {
      fprintf (stderr, "%s\n", _(ROTATE_USAGE));
      return 2;
    }
  if (out != NULL && strcmp (out, "-") != 0 && brg_cli_refuse_same_file (in, out))
    return 1;

  event = brg_cli_import_reporting (in, &had_errors);
  if (event == NULL)
    return 1;

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
      int board_turns = (int) turns;

      if (declarer_south)
        {
          board_turns = brg_board_get_turns_to_south (board);
          if (board_turns < 0)
            {
              fprintf (stderr, _("%s: board %u: warning: there is no declarer; "
                                 "the board was left as it was\n"), in, i + 1);
              continue;
            }
        }
      brg_board_rotate (board, board_turns, flags, warnings);
      for (guint j = 0; j < warnings->len; j++)
        {
          const BrgDiagnostic *warning = g_ptr_array_index (warnings, j);

          fprintf (stderr, _("%s: board %u: warning: %s\n"), in, i + 1, warning->message);
        }
    }

  bytes = brg_format_write_bytes (event, output_format (in), &losses);
  brg_cli_print_diagnostics (losses, out != NULL ? out : "<stdout>", BRG_CLI_DIAGNOSTICS_LIMIT,
                             stderr);
  return brg_cli_write_output (bytes, out) && !had_errors ? 0 : 1;
}
