/* finesse-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command-line face of the core: the same model and rules as the
 * window, with no GTK. Subcommands are dispatched from one table so that
 * later ones (check, convert, extract, show) plug in without touching main().
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-core.h"

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
static int run_score (int argc, char **argv);
static int run_check (int argc, char **argv);

static const Command commands[] = {
  { "help",    run_help,    N_("Show this help, or the help of a command") },
  { "version", run_version, N_("Show the version") },
  { "score",   run_score,   N_("Score a contract: score CONTRACT DECLARER TRICKS VULNERABLE") },
  { "check",   run_check,   N_("Check PBN files and list their problems: check FILE…") },
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

/* A small window on the scoring rules, handy for checking a result by hand. */
static int
run_score (int    argc,
           char **argv)
{
  BrgContract contract;
  BrgSeat declarer;
  BrgVulnerability vulnerability;
  guint64 tricks;
  int score;

  if (argc != 5)
    {
      fprintf (stderr, "%s\n", _("Usage: finesse-cli score CONTRACT DECLARER TRICKS VULNERABLE"));
      fprintf (stderr, "%s\n", _("Example: finesse-cli score 4HX S 9 NS"));
      return 2;
    }
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

/* Lists every problem of each file as FILE:LINE:COL: error|warning: message,
 * the way compilers do; the exit status is 1 when any file has an error or
 * cannot be read. */
static int
run_check (int    argc,
           char **argv)
{
  gboolean failed = FALSE;

  if (argc < 2)
    {
      fprintf (stderr, "%s\n", _("Usage: finesse-cli check FILE…"));
      return 2;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgEvent) event = NULL;

      event = brg_pbn_read_file (file, NULL, &diagnostics, &error);
      if (event == NULL)
        {
          fprintf (stderr, "%s: error: %s\n", argv[i], error->message);
          failed = TRUE;
          continue;
        }

      for (guint j = 0; j < diagnostics->len; j++)
        {
          const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, j);
          g_autofree char *line = brg_diagnostic_format (diagnostic, argv[i]);

          printf ("%s\n", line);
          if (diagnostic->severity == BRG_SEVERITY_ERROR)
            failed = TRUE;
        }
    }

  return failed ? 1 : 0;
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
