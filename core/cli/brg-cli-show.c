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

/* Whether @board is the one --board names: its number, its Board tag as
 * written (exercise books name boards "2-1" or "Example 1"), or the title
 * show gives it ("Deal 9" for a board without a Board tag). */
static gboolean
board_is (BrgBoard   *board,
          guint       index,
          const char *wanted)
{
  g_autofree char *name = g_strstrip (g_strdup (wanted));
  g_autofree char *title = brg_board_dup_title (board, index);
  const char *tag = brg_board_get_tag (board, "Board");
  guint64 number;

  if (g_ascii_string_to_unsigned (name, 10, 1, G_MAXUINT, &number, NULL))
    return brg_board_get_number (board) == number;
  if (tag != NULL)
    {
      g_autofree char *value = g_strstrip (g_strdup (tag));

      if (g_ascii_strcasecmp (value, name) == 0)
        return TRUE;
    }
  return g_utf8_collate (title, name) == 0 || g_ascii_strcasecmp (title, name) == 0;
}

/* Every board, or those --board names (a team match has two tables of
 * each), as text; problems with the file go to stderr. The hands a board
 * hides stay hidden unless --reveal. */
int
brg_cli_run_show (int    argc,
                  char **argv)
{
  const char *in = NULL;
  const char *board_arg = NULL;
  g_autoptr(BrgEvent) event = NULL;
  BrgTextOutputFlags flags = BRG_TEXT_OUTPUT_NONE;
  const char *letters_arg = NULL;
  const BrgLetters *letters = NULL;
  guint shown = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--board") == 0 && i + 1 < argc)
        board_arg = argv[++i];
      else if (g_str_has_prefix (argv[i], "--board="))
        board_arg = argv[i] + 8;
      else if (strcmp (argv[i], "--reveal") == 0)
        flags |= BRG_TEXT_OUTPUT_REVEAL;
      else if (strcmp (argv[i], "--letters") == 0 && i + 1 < argc)
        letters_arg = argv[++i];
      else if (g_str_has_prefix (argv[i], "--letters="))
        letters_arg = argv[i] + 10;
      else if (in == NULL && argv[i][0] != '-')
        in = argv[i];
      else
        {
          in = NULL;
          break;
        }
    }
  if (in == NULL || (board_arg != NULL && board_arg[strspn (board_arg, " ")] == '\0'))
    return brg_cli_usage_error ("show");
  if (letters_arg != NULL && !brg_cli_parse_letters (letters_arg, FALSE, &letters))
    return 2;

  event = brg_cli_import_reporting (in, NULL);
  if (event == NULL)
    return 1;

  /* The letters asked for, else the file's own, else the language's. */
  if (letters == NULL)
    letters = brg_letters_for_event (event);
  if (letters != NULL)
    brg_letters_use (letters);

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      g_autofree char *text = NULL;

      if (board_arg != NULL && !board_is (board, i + 1, board_arg))
        continue;
      text = brg_text_write_board_full (board, i + 1, flags);
      if (shown > 0)
        fputs ("\n\n", stdout);
      fputs (text, stdout);
      shown++;
    }

  if (shown == 0)
    {
      if (board_arg != NULL)
        fprintf (stderr, _("%s: error: there is no board “%s”\n"), in, board_arg);
      else
        fprintf (stderr, _("%s: error: there are no boards\n"), in);
      return 1;
    }
  return fflush (stdout) == 0 ? 0 : 1;
}
