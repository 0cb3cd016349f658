/* finesse-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command-line face of the core: the same model and rules as the
 * window, with no GTK. Subcommands are dispatched from one table; each
 * lives in its own brg-cli-NAME.c, and what they share in brg-cli-util.c.
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

typedef int (*CommandFunc) (int    argc,
                            char **argv);

typedef struct
{
  const char  *name;
  CommandFunc  run;
  const char  *summary;
} Command;

static int run_help (int argc, char **argv);
static int run_version (int argc, char **argv);

/* One line a command; each lives in its own brg-cli-NAME.c. */
static const Command commands[] = {
  { "help",    run_help,             N_("Show this help, or the help of a command") },
  { "version", run_version,          N_("Show the version") },
  { "score",   brg_cli_run_score,    N_("Score a contract: score CONTRACT DECLARER TRICKS VULNERABLE") },
  { "check",   brg_cli_run_check,    N_("Check files (PBN, RBN, RBX, LIN, documents with <PBN> snippets) "
                                        "and list their problems: check FILE…") },
  { "convert", brg_cli_run_convert,  N_("Convert a file: convert --to pbn|rbn|rbx|lin|html [--in-place] IN [OUT]") },
  { "extract", brg_cli_run_extract,  N_("Write all <PBN> snippets of a document as one PBN file: "
                                        "extract DOC [OUT]") },
  { "analyze", brg_cli_run_analyze,  N_("Solve every board at double dummy and store its table and "
                                        "par: analyze [--threads N] IN [OUT]") },
  { "deal",    brg_cli_run_deal,     N_("Deal boards at random under constraints: deal [--boards N] "
                                        "[--first-board K] [--seed S] [--north|--east|--south|--west SPEC] "
                                        "[--event TEXT] [--to pbn|rbn|rbx] [OUT]") },
  { "rotate",  brg_cli_run_rotate,   N_("Turn every board round the table: rotate (--turns N | "
                                        "--declarer-south) [--commentary] IN [OUT]") },
  { "show",    brg_cli_run_show,     N_("Show boards as text: the hands, the auction, the play by "
                                        "tricks, notes and commentary: show FILE [--board N]") },
  { "render",  brg_cli_run_render,   N_("Print boards as PDF, SVG or PNG pages: render --to pdf|svg|png IN OUT") },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: finesse-cli COMMAND [ARGUMENTS…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Options:"));
  fprintf (out, "  %-10s %s\n", "--help", _("Show this help"));
  fprintf (out, "  %-10s %s\n", "--version", _("Show the version"));
}

static int
run_help (int    argc,
          char **argv)
{
  print_usage (stdout);
  return 0;
}

static int
run_version (int    argc,
             char **argv)
{
  printf ("finesse-cli %s\n", PACKAGE_VERSION);
  return 0;
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    return run_help (argc - 1, argv + 1);
  if (strcmp (argv[1], "--version") == 0)
    return run_version (argc - 1, argv + 1);

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("finesse-cli: unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return 2;
}
