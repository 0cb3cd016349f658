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

/* Adds a warning about board @index (0-based) at the line it starts on. */
static void
add_warning (GPtrArray  *warnings,
             BrgBoard   *board,
             guint       index,
             const char *code,
             const char *message)
{
  g_autofree char *text = g_strdup_printf (_("Board %u: %s"), index + 1, message);
  BrgDiagnostic *warning = brg_diagnostic_new (BRG_SEVERITY_WARNING, brg_board_get_line (board),
                                               0, code, text);

  warning->board = index + 1;
  g_ptr_array_add (warnings, warning);
}

/* Rotates every board of IN with brg_board_rotate(), by N quarter turns
 * clockwise or so that South declares (a board without a declarer stays,
 * with a warning), and writes it to OUT or standard output in the format
 * OUT's name says, else IN's, else PBN (as analyze does). What the
 * rotation left as it was is reported as FILE:LINE warnings. Exit status:
 * 0 done, 1 IN had errors or OUT could not be written, 2 usage. */
int
brg_cli_run_rotate (int    argc,
                    char **argv)
{
  const char *in = NULL, *out = NULL, *turns_arg = NULL;
  gboolean declarer_south = FALSE, usage = FALSE, had_errors = FALSE;
  BrgRotateFlags flags = BRG_ROTATE_NONE;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const BrgFormat *format = NULL;
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
    return brg_cli_usage_error ("rotate");
  if (out != NULL && strcmp (out, "-") != 0 && brg_cli_refuse_same_file (in, out))
    return 1;

  event = brg_cli_import_reporting (in, &had_errors);
  if (event == NULL)
    return 1;

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
      int board_turns = (int) turns;

      if (declarer_south)
        {
          board_turns = brg_board_get_turns_to_south (board);
          if (board_turns < 0)
            {
              add_warning (warnings, board, i, "rotate-no-declarer",
                           _("there is no declarer; the board was left as it was"));
              continue;
            }
        }
      brg_board_rotate (board, board_turns, flags, found);
      for (guint j = 0; j < found->len; j++)
        {
          const BrgDiagnostic *warning = g_ptr_array_index (found, j);

          add_warning (warnings, board, i, warning->code, warning->message);
        }
    }
  brg_cli_print_diagnostics (warnings, in, BRG_CLI_DIAGNOSTICS_LIMIT, stderr);

  if (out != NULL && strcmp (out, "-") != 0)
    format = brg_format_from_file_name (out);
  if (format == NULL || format->write == NULL)
    format = brg_format_from_file_name (in);
  if (format == NULL || format->write == NULL)
    format = brg_format_lookup ("pbn");
  bytes = format->write (event, &losses);
  brg_cli_print_diagnostics (losses, out != NULL ? out : "<stdout>", BRG_CLI_DIAGNOSTICS_LIMIT,
                             stderr);
  return brg_cli_write_output (bytes, out) && !had_errors ? 0 : 1;
}
