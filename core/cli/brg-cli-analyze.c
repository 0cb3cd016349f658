/* brg-cli-analyze.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli analyze: every board's double-dummy table and par, solved
 * and written into the file as BridgeComposer writes them
 * (DoubleDummyTricks, OptimumScore, ParContract, OptimumResultTable).
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

typedef struct
{
  GMainLoop  *loop;
  gboolean    ok;
  guint       n_analysed;
  GPtrArray  *skipped;
  GError     *error;
} Run;

static void
analysed_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Run *run = user_data;

  run->ok = brg_analyse_boards_finish (BRG_SOLVER (source), result, &run->n_analysed,
                                       &run->skipped, &run->error);
  g_main_loop_quit (run->loop);
}

static gboolean
parse_threads (const char *text,
               guint      *n_threads)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, 64, &value, NULL))
    return FALSE;
  *n_threads = (guint) value;
  return TRUE;
}

int
brg_cli_run_analyze (int    argc,
                     char **argv)
{
  const char *in = NULL, *out = NULL;
  g_autoptr(GPtrArray) boards = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GTimer) timer = NULL;
  const BrgFormat *format = NULL;
  guint n_threads = 0;
  gboolean usage = FALSE;
  gboolean had_errors = FALSE;
  Run run = { 0 };

  for (int i = 1; i < argc && !usage; i++)
    {
      if (strcmp (argv[i], "--threads") == 0 && i + 1 < argc)
        usage = !parse_threads (argv[++i], &n_threads);
      else if (g_str_has_prefix (argv[i], "--threads="))
        usage = !parse_threads (argv[i] + 10, &n_threads);
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        usage = TRUE;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        usage = TRUE;
    }
  if (usage || in == NULL)
    return brg_cli_usage_error ("analyze");

  if (out != NULL && brg_cli_refuse_same_file (in, out))
    return 1;

  event = brg_cli_import_reporting (in, &had_errors);
  if (event == NULL)
    return 1;

  /* The format of OUT when its name says one, else that of IN, else PBN
   * (documents with <PBN> snippets come out as PBN). */
  if (out != NULL && strcmp (out, "-") != 0)
    format = brg_format_from_file_name (out);
  if (format == NULL || format->write == NULL)
    format = brg_format_from_file_name (in);
  if (format == NULL || format->write == NULL)
    format = brg_format_lookup ("pbn");

  boards = g_ptr_array_new ();
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    g_ptr_array_add (boards, brg_event_get_board (event, i));

  brg_solver_set_n_threads (n_threads);
  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  timer = g_timer_new ();
  brg_analyse_boards_async (brg_solver_get_default (), boards, 0, NULL, NULL, NULL,
                            analysed_cb, &run);
  g_main_loop_run (loop);
  g_timer_stop (timer);

  brg_cli_print_diagnostics (run.skipped, in, BRG_CLI_DIAGNOSTICS_LIMIT, stderr);
  g_clear_pointer (&run.skipped, g_ptr_array_unref);
  if (!run.ok)
    {
      fprintf (stderr, "%s: error: %s\n", in, run.error->message);
      g_clear_error (&run.error);
      return 1;
    }

  bytes = format->write (event, &losses);
  /* What the output cannot say is the source boards': named by IN. */
  brg_cli_print_diagnostics (losses, in, BRG_CLI_DIAGNOSTICS_LIMIT, stderr);
  if (!brg_cli_write_output (bytes, out))
    return 1;

  fprintf (stderr, g_dngettext (GETTEXT_PACKAGE,
                                "Analysed %u of %u board in %.1f s (%s); %u could not be "
                                "analysed\n",
                                "Analysed %u of %u boards in %.1f s (%s); %u could not be "
                                "analysed\n",
                                brg_event_get_n_boards (event)),
           run.n_analysed, brg_event_get_n_boards (event), g_timer_elapsed (timer, NULL),
           brg_solver_get_name (brg_solver_get_default ()),
           brg_event_get_n_boards (event) - run.n_analysed);
  return had_errors ? 1 : 0;
}
