/* brg-cli-score.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli score: the scoring rules on the command line.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* A small window on the scoring rules, handy for checking a result by hand. */
int
brg_cli_run_score (int    argc,
                   char **argv)
{
  BrgContract contract;
  BrgSeat declarer;
  BrgVulnerability vulnerability;
  guint64 tricks;
  int score;

  if (argc != 5)
    return brg_cli_usage_error ("score");
  if (!brg_contract_from_pbn (argv[1], &contract) || brg_contract_is_strain_only (&contract))
    {
      fprintf (stderr, _("finesse-cli: “%s” is not a contract\n"), argv[1]);
      return 2;
    }
  if (!brg_seat_from_pbn (argv[2], &declarer))
    {
      fprintf (stderr, _("finesse-cli: “%s” is not a seat (N, E, S or W)\n"), argv[2]);
      return 2;
    }
  if (!g_ascii_string_to_unsigned (argv[3], 10, 0, 13, &tricks, NULL))
    {
      fprintf (stderr, _("finesse-cli: “%s” is not a number of tricks from 0 to 13\n"), argv[3]);
      return 2;
    }
  if (!brg_vulnerability_from_pbn (argv[4], &vulnerability))
    {
      fprintf (stderr, _("finesse-cli: “%s” is not a vulnerability (None, NS, EW, All)\n"),
               argv[4]);
      return 2;
    }

  score = brg_score_duplicate (&contract, (guint) tricks,
                               brg_vulnerability_is_vulnerable (vulnerability, declarer));
  if (brg_seat_side (declarer) == BRG_SIDE_EW)
    score = -score;
  printf ("NS %+d\n", score);
  return 0;
}
