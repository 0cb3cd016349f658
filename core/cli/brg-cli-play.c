/* brg-cli-play.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli play: the computer plays out every board that has a whole
 * deal and a contract, after the cards already recorded, each card one
 * that keeps the most tricks by double dummy (brg_play_out_boards_async()).
 * Nothing else changes but the play, the Result and the Score.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"
#include "brg-render-options.h"

typedef struct
{
  GMainLoop  *loop;
  gboolean    ok;
  guint       n_played;
  GPtrArray  *skipped;
  GError     *error;
} Run;

static void
played_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Run *run = user_data;

  run->ok = brg_play_out_boards_finish (BRG_SOLVER (source), result, &run->n_played,
                                        &run->skipped, &run->error);
  g_main_loop_quit (run->loop);
}

/* The value of an option given as `--name VALUE` or `--name=VALUE`. */
static const char *
option_value (int          argc,
              char       **argv,
              int         *i,
              const char  *name)
{
  gsize n = strlen (name);

  if (strncmp (argv[*i], name, n) != 0)
    return NULL;
  if (argv[*i][n] == '=')
    return argv[*i] + n + 1;
  if (argv[*i][n] == '\0' && *i + 1 < argc)
    return argv[++(*i)];
  return NULL;
}

int
brg_cli_run_play (int    argc,
                  char **argv)
{
  const char *in = NULL, *out = NULL, *range = NULL;
  g_autoptr(GPtrArray) boards = NULL;
  g_autoptr(GArray) positions = NULL;
  g_autoptr(GArray) streams = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GTimer) timer = NULL;
  g_autoptr(GError) error = NULL;
  const BrgFormat *format = NULL;
  guint64 seed = 0, n_threads = 0;
  gboolean has_seed = FALSE;
  gboolean usage = FALSE;
  gboolean had_errors = FALSE;
  Run run = { 0 };

  for (int i = 1; i < argc && !usage; i++)
    {
      const char *value;

      if ((value = option_value (argc, argv, &i, "--seed")) != NULL)
        {
          usage = !g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &seed, NULL);
          has_seed = TRUE;
        }
      else if ((value = option_value (argc, argv, &i, "--boards")) != NULL)
        range = value;
      else if ((value = option_value (argc, argv, &i, "--threads")) != NULL)
        usage = !g_ascii_string_to_unsigned (value, 10, 0, 64, &n_threads, NULL);
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        usage = TRUE;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        usage = TRUE;
    }
  if (usage || in == NULL || out == NULL)
    return brg_cli_usage_error ("play");

  if (brg_cli_refuse_same_file (in, out))
    return 1;

  event = brg_cli_import_reporting (in, &had_errors);
  if (event == NULL)
    return 1;

  /* The format OUT's name says, else IN's, else PBN (documents with
   * <PBN> snippets come out as PBN). */
  if (strcmp (out, "-") != 0)
    format = brg_format_from_file_name (out);
  if (format == NULL || format->write == NULL)
    format = brg_format_from_file_name (in);
  if (format == NULL || format->write == NULL)
    format = brg_format_lookup ("pbn");

  if (range != NULL)
    {
      positions = brg_render_parse_boards (range, event, &error);
      if (positions == NULL)
        {
          fprintf (stderr, "finesse-cli: %s\n", error->message);
          return brg_cli_usage_error ("play");
        }
    }
  boards = g_ptr_array_new ();
  streams = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < (positions != NULL ? positions->len : brg_event_get_n_boards (event)); i++)
    {
      guint position = positions != NULL ? g_array_index (positions, guint, i) : i;

      g_ptr_array_add (boards, brg_event_get_board (event, position));
      g_array_append_val (streams, position);
    }

  brg_solver_set_n_threads ((guint) n_threads);
  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  timer = g_timer_new ();
  brg_play_out_boards_async (brg_solver_get_default (), boards,
                             (const guint *) (gpointer) streams->data,
                             has_seed ? &seed : NULL, NULL, NULL, NULL, played_cb, &run);
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
  brg_cli_print_diagnostics (losses, in, BRG_CLI_DIAGNOSTICS_LIMIT, stderr);
  if (!brg_cli_write_output (bytes, out))
    return 1;

  fprintf (stderr, _("Played out %u of %u boards in %.1f s (%s)\n"), run.n_played, boards->len,
           g_timer_elapsed (timer, NULL), brg_solver_get_name (brg_solver_get_default ()));
  return had_errors ? 1 : 0;
}
