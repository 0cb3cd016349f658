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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"
#include "brg-solver-private.h"

static int run_help (int argc, char **argv);
static int run_version (int argc, char **argv);

/* One row a command; each lives in its own brg-cli-NAME.c. Its usage is
 * here and nowhere else: `finesse-cli help NAME`, `NAME --help` and a
 * usage error print it (brg_cli_print_usage()). */
const BrgCliCommand brg_cli_commands[] = {
  { "help", run_help, N_("Show this help, or the help of a command"),
    N_("help [COMMAND]") },
  { "version", run_version, N_("Show the version"),
    /* Translators: the usage of "finesse-cli version"; the command name stays in English */
    N_("version") },
  { "score", brg_cli_run_score, N_("Score a contract"),
    N_("score CONTRACT DECLARER TRICKS VULNERABLE\n"
       "Example: finesse-cli score 4HX S 9 NS") },
  { "check", brg_cli_run_check,
    N_("Check files (PBN, RBN, RBX, LIN, documents with <PBN> snippets) and list their "
       "problems"),
    N_("check FILE…\n"
       "Every problem, as FILE:LINE:COL: error|warning: message; the exit status is 1\n"
       "when a file has an error or cannot be read.") },
  { "convert", brg_cli_run_convert, N_("Convert a file"),
    N_("convert [--to FORMAT] [--in-place] [--reveal] [--set-letters CODE|none] IN [OUT]\n"
       "  --to FORMAT  one of %s;\n"
       "               without it, the format OUT's extension names\n"
       "               (PBN when the output is standard output)\n"
       "  --in-place   rewrite IN in its own format\n"
       "  --reveal     HTML: show the hands a board hides (its Hidden tag); without\n"
       "               it they are folded away, and the reader opens them\n"
       "  --set-letters  the card letters the file's diagrams are shown in (en, fr,\n"
       "               de, nl), kept in its FinesseLetters line; none removes it") },
  { "extract", brg_cli_run_extract, N_("Write all <PBN> snippets of a document as one PBN file"),
    N_("extract DOC [OUT]") },
  { "analyze", brg_cli_run_analyze,
    N_("Solve every board at double dummy and store its table and par"),
    N_("analyze [--threads N] IN [OUT]") },
  { "play", brg_cli_run_play,
    N_("Play out every board with a deal and a contract, by double dummy"),
    N_("play [--seed N] [--boards RANGE] [--threads N] IN OUT\n"
       "The computer plays every board that has a whole deal and a contract to its end,\n"
       "after the cards recorded, each card one that keeps the most tricks by double\n"
       "dummy; the Result follows. A board whose play is over, claimed or stopped\n"
       "with * stays as it is. OUT's extension names its format.\n"
       "  --seed N        choose at random among the best cards (else the natural one);\n"
       "                  the same seed gives the same cards\n"
       "  --boards RANGE  only these board numbers, such as 1-8,12\n"
       "  --threads N     solver threads (0, the default, lets the solver choose)") },
  { "deal", brg_cli_run_deal, N_("Deal boards at random under constraints"),
    N_("deal [--boards N] [--first-board K] [--seed S]\n"
       "         [--north|--east|--south|--west SPEC] [--event TEXT] [--to pbn|rbn|rbx] [OUT]") },
  { "rotate", brg_cli_run_rotate, N_("Turn every board round the table"),
    N_("rotate (--turns N | --declarer-south) [--commentary] IN [OUT]") },
  { "show", brg_cli_run_show,
    N_("Show boards as text: the hands, the auction, the play by tricks, notes and commentary"),
    N_("show FILE [--board NUMBER|NAME] [--reveal] [--letters CODE]\n"
       "  --board   the boards of that number, or that name (\"2-1\", \"Example 1\")\n"
       "  --reveal  show the hands a board hides (its Hidden tag)\n"
       "  --letters the card letters: en, fr, de or nl; without it the file's own,\n"
       "            else the language's") },
  { "render", brg_cli_run_render, N_("Print boards as PDF, SVG or PNG pages"),
    N_("render [--to pdf|svg|png] [--layout analysis|handrecord|handout|bidding|slides]\n"
       "         [--per-page 1|2|4|6] [--boards RANGE] [--paper a4|letter]\n"
       "         [--four-color] [--dark] [--letters en|fr|de|nl] IN OUT\n"
       "Without --to, OUT's extension gives the format. SVG and PNG write a file a\n"
       "page: OUT with -1, -2 … before its extension when there is more than one page.\n"
       "slides: a lesson's steps, a landscape page a step, as a projector shows them;\n"
       "--dark: light on dark (slides); --four-color: the four-colour deck;\n"
       "--letters: the card letters, else the file's own, else the language's.") },
};

const guint brg_cli_n_commands = G_N_ELEMENTS (brg_cli_commands);

static void
print_overview (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: finesse-cli COMMAND [ARGUMENTS…]"));
  /* Translators: a heading of "finesse-cli --help"; the command names stay in English */
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (brg_cli_commands); i++)
    fprintf (out, "  %-10s %s\n", brg_cli_commands[i].name, _(brg_cli_commands[i].summary));
  /* Translators: a heading of "finesse-cli --help" */
  fprintf (out, "\n%s\n", _("Options:"));
  fprintf (out, "  %-10s %s\n", "--help", _("Show this help"));
  fprintf (out, "  %-10s %s\n", "--version", _("Show the version"));
  fprintf (out, "\n%s\n", _("“finesse-cli help COMMAND” or “finesse-cli COMMAND --help” shows "
                              "the usage of a command."));
}

/* `help`: the overview; `help COMMAND`: that command's usage. */
static int
run_help (int    argc,
          char **argv)
{
  const BrgCliCommand *command;

  if (argc < 2)
    {
      print_overview (stdout);
      return 0;
    }
  command = brg_cli_lookup_command (argv[1]);
  if (command == NULL || argc > 2)
    {
      if (command == NULL)
        fprintf (stderr, _("finesse-cli: unknown command “%s”\n\n"), argv[1]);
      print_overview (stderr);
      return 2;
    }
  brg_cli_print_usage (command, stdout);
  return 0;
}

static int
run_version (int    argc,
             char **argv)
{
  printf ("finesse-cli %s\n", PACKAGE_VERSION);
  return 0;
}

/* Whether the command's arguments ask for its help. */
static gboolean
wants_help (int    argc,
            char **argv)
{
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
      return TRUE;
  return FALSE;
}

/* A test hook (FINESSE_CLI_REPORT_SOLVER, tests/test-cli.c and
 * bench/bench-startup.c): says at exit whether the process mapped the
 * double-dummy library, which only a command that solves should. */
static void
report_solver (void)
{
  fprintf (stderr, "finesse-cli: libdds %s\n",
           _brg_solver_library_is_mapped () ? "mapped" : "not mapped");
}

int
main (int    argc,
      char **argv)
{
  if (g_getenv ("FINESSE_CLI_REPORT_SOLVER") != NULL)
    atexit (report_solver);

  brg_i18n_init ();

  if (argc < 2)
    {
      print_overview (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    return run_help (1, argv + 1);
  if (strcmp (argv[1], "--version") == 0)
    return run_version (argc - 1, argv + 1);

  for (guint i = 0; i < G_N_ELEMENTS (brg_cli_commands); i++)
    if (strcmp (argv[1], brg_cli_commands[i].name) == 0)
      {
        /* `COMMAND --help` is the command's usage, for every command. */
        if (brg_cli_commands[i].run != run_help && wants_help (argc - 1, argv + 1))
          {
            brg_cli_print_usage (&brg_cli_commands[i], stdout);
            return 0;
          }
        return brg_cli_commands[i].run (argc - 1, argv + 1);
      }

  fprintf (stderr, _("finesse-cli: unknown command “%s”\n\n"), argv[1]);
  print_overview (stderr);
  return 2;
}
