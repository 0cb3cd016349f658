/* brg-cli-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli deal: a set of boards dealt at random under constraints.
 */

#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* The value of an option given as "--name VALUE" or "--name=VALUE", moving
 * *i past it; NULL when argv[*i] is not that option. */
static const char *
option_value (int          argc,
              char       **argv,
              int         *i,
              const char  *name,
              gboolean    *missing)
{
  gsize len = strlen (name);

  if (strncmp (argv[*i], name, len) != 0)
    return NULL;
  if (argv[*i][len] == '=')
    return argv[*i] + len + 1;
  if (argv[*i][len] != '\0')
    return NULL;
  if (*i + 1 >= argc)
    {
      *missing = TRUE;
      return NULL;
    }
  return argv[++*i];
}

static gboolean
parse_count (const char *text,
             guint64     max,
             guint64    *value)
{
  return g_ascii_string_to_unsigned (text, 10, 1, max, value, NULL);
}

/* Deals N boards numbered from K under the constraints of each seat, as
 * brg_event_new_dealt() does, and writes them in the format --to names
 * (else the one OUT's name says, else PBN) to OUT or standard output. The same seed and arguments
 * give the same bytes; without --seed a seed is chosen, and every board's
 * Generator tag names it. Exit status: 0 dealt, 1 the constraints could
 * not be met or the output not written, 2 usage (a constraint that does
 * not parse included). */
int
brg_cli_run_deal (int    argc,
                  char **argv)
{
  static const char * const seat_options[4] = { "--north", "--east", "--south", "--west" };
  const char *out = NULL, *event_name = NULL, *to = NULL;
  const char *specs[4] = { NULL, };
  guint64 n_boards = 1, first_board = 1, seed = 0;
  gboolean have_seed = FALSE, usage = FALSE;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  const BrgFormat *format;
  BrgDealSpec spec;

  for (int i = 1; i < argc && !usage; i++)
    {
      gboolean missing = FALSE, matched = FALSE;
      const char *value;

      if ((value = option_value (argc, argv, &i, "--boards", &missing)) != NULL)
        usage = !parse_count (value, 100000, &n_boards);
      else if ((value = option_value (argc, argv, &i, "--first-board", &missing)) != NULL)
        usage = !parse_count (value, G_MAXUINT / 2, &first_board);
      else if ((value = option_value (argc, argv, &i, "--seed", &missing)) != NULL)
        usage = !(have_seed = g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &seed, NULL));
      else if ((value = option_value (argc, argv, &i, "--event", &missing)) != NULL)
        event_name = value;
      else if ((value = option_value (argc, argv, &i, "--to", &missing)) != NULL)
        to = value;
      else
        {
          for (guint seat = 0; seat < 4 && !matched && !missing; seat++)
            if ((value = option_value (argc, argv, &i, seat_options[seat], &missing)) != NULL)
              {
                specs[seat] = value;
                matched = TRUE;
              }
          if (!matched && !missing)
            {
              if (out == NULL && (argv[i][0] != '-' || strcmp (argv[i], "-") == 0))
                out = argv[i];
              else
                usage = TRUE;
            }
        }
      usage = usage || missing;
    }
  /* --to, else the format OUT's name says, else PBN. */
  if (to != NULL)
    format = brg_format_lookup (to);
  else if (out != NULL && strcmp (out, "-") != 0 && brg_format_from_file_name (out) != NULL
           && brg_format_from_file_name (out)->write != NULL)
    format = brg_format_from_file_name (out);
  else
    format = brg_format_lookup ("pbn");
  if (usage || format == NULL || format->write == NULL)
    return brg_cli_usage_error ("deal");

  brg_deal_spec_init (&spec);
  for (guint seat = 0; seat < 4; seat++)
    if (specs[seat] != NULL && !brg_seat_spec_parse (specs[seat], &spec.seats[seat], &error))
      {
        fprintf (stderr, _("finesse-cli deal: error: %s: %s\n"), seat_options[seat], error->message);
        return 2;
      }

  /* A seed the user can read back from the Generator tags and type again. */
  if (!have_seed)
    seed = g_random_int ();

  event = brg_event_new_dealt (&spec, (guint) n_boards, (guint) first_board, seed, event_name,
                               &error);
  if (event == NULL)
    {
      fprintf (stderr, _("finesse-cli deal: error: %s\n"), error->message);
      return 1;
    }

  /* RBN has no label for the Generator tag: say so once, not per board. */
  if (strcmp (format->name, "pbn") != 0)
    {
      g_autofree char *name = g_ascii_strup (format->name, -1);

      for (guint i = 0; i < brg_event_get_n_boards (event); i++)
        brg_board_remove_tag (brg_event_get_board (event, i), "Generator");
      fprintf (stderr, _("finesse-cli deal: %s has no place for the Generator tag; "
                         "the seed was %" PRIu64 "\n"),
               name, seed);
    }

  bytes = format->write (event, &losses);
  brg_cli_print_diagnostics (losses, out != NULL ? out : "<stdout>", BRG_CLI_DIAGNOSTICS_LIMIT,
                             stderr);
  return brg_cli_write_output (bytes, out) ? 0 : 1;
}
