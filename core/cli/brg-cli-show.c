/* brg-cli-show.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli show: boards as text.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* Every board, or those numbered N (a team match has two tables of each),
 * as text; problems with the file go to stderr. */
int
brg_cli_run_show (int    argc,
                  char **argv)
{
  const char *in = NULL;
  const char *board_arg = NULL;
  g_autoptr(BrgEvent) event = NULL;
  guint64 wanted = 0;
  guint shown = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--board") == 0 && i + 1 < argc)
        board_arg = argv[++i];
      else if (g_str_has_prefix (argv[i], "--board="))
        board_arg = argv[i] + 8;
      else if (in == NULL && argv[i][0] != '-')
        in = argv[i];
      else
        {
          in = NULL;
          break;
        }
    }
  if (in == NULL
      || (board_arg != NULL && !g_ascii_string_to_unsigned (board_arg, 10, 1, G_MAXUINT, &wanted,
                                                            NULL)))
    {
      fprintf (stderr, "%s\n", _("Usage: finesse-cli show FILE [--board N]"));
      return 2;
    }

  event = brg_cli_import_reporting (in, NULL);
  if (event == NULL)
    return 1;

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      g_autofree char *text = NULL;

      if (wanted > 0 && brg_board_get_number (board) != wanted)
        continue;
      text = brg_text_write_board (board, i + 1);
      if (shown > 0)
        fputs ("\n\n", stdout);
      fputs (text, stdout);
      shown++;
    }

  if (shown == 0)
    {
      if (wanted > 0)
        fprintf (stderr, _("%s: error: there is no board %u\n"), in, (guint) wanted);
      else
        fprintf (stderr, _("%s: error: there are no boards\n"), in);
      return 1;
    }
  return fflush (stdout) == 0 ? 0 : 1;
}
