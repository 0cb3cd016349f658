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

static int run_convert (int argc, char **argv);
static int run_extract (int argc, char **argv);
static int run_show (int argc, char **argv);

static const Command commands[] = {
  { "help",    run_help,    N_("Show this help, or the help of a command") },
  { "version", run_version, N_("Show the version") },
  { "score",   run_score,   N_("Score a contract: score CONTRACT DECLARER TRICKS VULNERABLE") },
  { "check",   run_check,   N_("Check files (PBN, RBN, RBX, documents with <PBN> snippets) "
                              "and list their problems: check FILE…") },
  { "convert", run_convert, N_("Convert a file: convert --to pbn|rbn|rbx|html IN [OUT]") },
  { "extract", run_extract, N_("Write all <PBN> snippets of a document as one PBN file: "
                              "extract DOC [OUT]") },
  { "show",    run_show,    N_("Show boards as text: the hands, the auction, the play by "
                              "tricks, notes and commentary: show FILE [--board N]") },
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
/* Prints @diagnostics on stderr, each as FILE:LINE:COL: severity: message.
 * Returns whether any is an error. */
static gboolean
print_diagnostics (GPtrArray  *diagnostics,
                   const char *file_name,
                   FILE       *out)
{
  gboolean errors = FALSE;

  for (guint j = 0; diagnostics != NULL && j < diagnostics->len; j++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, j);
      g_autofree char *line = brg_diagnostic_format (diagnostic, file_name);

      fprintf (out, "%s\n", line);
      if (diagnostic->severity == BRG_SEVERITY_ERROR)
        errors = TRUE;
    }
  return errors;
}

/* Writes @bytes to @path atomically (a temporary file renamed over it, so an
 * old file is never half overwritten), or to stdout when @path is NULL or "-". */
static gboolean
write_output (GBytes     *bytes,
              const char *path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (path == NULL || strcmp (path, "-") == 0)
    return fwrite (data, 1, size, stdout) == size && fflush (stdout) == 0;

  file = g_file_new_for_commandline_arg (path);
  if (!g_file_replace_contents (file, data, size, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* Reads @path in any format the window reads; its problems go to stderr.
 * Returns %NULL, having said why, when it cannot be read at all. */
static BrgEvent *
import_reporting (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, &diagnostics, &error);

  if (event == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return NULL;
    }
  print_diagnostics (diagnostics, path, stderr);
  return event;
}

static int
run_convert (int    argc,
             char **argv)
{
  const char *to = NULL, *in = NULL, *out = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  BrgFormat format = BRG_FORMAT_UNKNOWN;
  gboolean html = FALSE;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--to") == 0 && i + 1 < argc)
        to = argv[++i];
      else if (g_str_has_prefix (argv[i], "--to="))
        to = argv[i] + 5;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        in = NULL, i = argc;
    }
  if (to != NULL)
    {
      html = g_ascii_strcasecmp (to, "html") == 0;
      format = brg_format_from_name (to);
    }
  if (in == NULL || (!html && format == BRG_FORMAT_UNKNOWN))
    {
      fprintf (stderr, "%s\n", _("Usage: finesse-cli convert --to pbn|rbn|rbx|html IN [OUT]"));
      return 2;
    }

  event = import_reporting (in);
  if (event == NULL)
    return 1;

  if (html)
    bytes = brg_article_write_bytes (event, NULL);
  else
    bytes = brg_format_write_bytes (event, format, &losses);
  /* What the target format cannot say, board by board: never dropped silently. */
  print_diagnostics (losses, out != NULL ? out : "<stdout>", stderr);

  return write_output (bytes, out) ? 0 : 1;
}

static int
run_extract (int    argc,
             char **argv)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gboolean errors;

  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "%s\n", _("Usage: finesse-cli extract DOC [OUT]"));
      return 2;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  event = brg_document_read_file (file, NULL, &diagnostics, &error);
  if (event == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", argv[1], error->message);
      return 1;
    }
  errors = print_diagnostics (diagnostics, argv[1], stderr);
  if (brg_event_get_n_boards (event) == 0)
    {
      fprintf (stderr, _("%s: error: no <PBN> snippets with deals were found\n"), argv[1]);
      return 1;
    }

  /* What could be read is written even when a snippet had errors; the exit
   * status says so. */
  bytes = brg_pbn_write_bytes (event, NULL);
  return write_output (bytes, argc == 3 ? argv[2] : NULL) && !errors ? 0 : 1;
}

/* Every board, or those numbered N (a team match has two tables of each),
 * as text; problems with the file go to stderr. */
static int
run_show (int    argc,
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

  event = import_reporting (in);
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

      event = brg_import_file (file, NULL, &diagnostics, &error);
      if (event == NULL)
        {
          fprintf (stderr, "%s: error: %s\n", argv[i], error->message);
          failed = TRUE;
          continue;
        }

      if (print_diagnostics (diagnostics, argv[i], stdout))
        failed = TRUE;
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
