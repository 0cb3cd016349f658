/* bench-startup.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The start-up of finesse-cli: commands that never solve (`--help`,
 * `convert` and `show` of a small file) against one that does (`analyze`
 * of the same file), each run as a process of its own many times: wall
 * and CPU time, peak resident memory, and whether the process mapped the
 * double-dummy library (it is loaded the first time a table is asked
 * for, so only `analyze` should).
 *
 *   ./build/bench/bench-startup [--runs N] [--cli OTHER/finesse-cli]
 *
 * --cli measures another build, such as one that linked libdds, to compare.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "bench-util.h"
#include "core-test-util.h"

typedef struct
{
  const char *name;
  const char *args[8];   /* after the program; IN and OUT stand for the files */
} Command;

static const Command commands[] = {
  { "--help", { "--help", NULL } },
  { "convert (4 boards)", { "convert", "--to", "pbn", "IN", "OUT", NULL } },
  { "show (4 boards)", { "show", "IN", NULL } },
  { "analyze (4 boards, solves)", { "analyze", "--threads", "1", "IN", "OUT", NULL } },
};

static GStrv
command_argv (const char    *cli,
              const Command *command,
              const char    *in,
              const char    *out)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv argv;

  g_strv_builder_add (builder, cli);
  for (guint i = 0; command->args[i] != NULL; i++)
    {
      const char *arg = command->args[i];

      g_strv_builder_add (builder, strcmp (arg, "IN") == 0 ? in
                                   : strcmp (arg, "OUT") == 0 ? out : arg);
    }
  argv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return argv;
}

/* What the CLI's test hook says of the library: "mapped", "not mapped",
 * or "?" for a build without the hook. */
static const char *
library_state (GStrv argv)
{
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "FINESSE_CLI_REPORT_SOLVER", "1",
                                         TRUE);
  g_autofree char *err = NULL;

  if (!g_spawn_sync (NULL, argv, envp, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                     NULL, NULL) || err == NULL)
    return "?";
  if (strstr (err, "libdds not mapped") != NULL)
    return "not mapped";
  if (strstr (err, "libdds mapped") != NULL)
    return "mapped";
  return "?";
}

int
main (int    argc,
      char **argv)
{
  static const CoreTestGames games = { .event = "Startup", .n_boards = 4 };
  g_autofree char *cli = NULL;
  g_autofree char *in = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GFile) file = NULL;
  guint runs = 20;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--runs") == 0 && i + 1 < argc)
        {
          int value = atoi (argv[++i]);

          runs = value > 0 ? (guint) value : 1;
        }
      else if (strcmp (argv[i], "--cli") == 0 && i + 1 < argc)
        cli = g_strdup (argv[++i]);
      else
        {
          fprintf (stderr, "usage: %s [--runs N] [--cli FINESSE_CLI]\n", argv[0]);
          return 2;
        }
    }
  if (cli == NULL)
    {
      g_autofree char *here = g_path_get_dirname (argv[0]);

      cli = g_build_filename (here, "..", "core", "cli", "finesse-cli", NULL);
    }

  file = core_test_write_games (&games, "bench-startup-XXXXXX.pbn", &in);
  dir = g_dir_make_tmp ("bench-startup-XXXXXX", NULL);
  g_assert_nonnull (dir);
  out = g_build_filename (dir, "out.pbn", NULL);

  printf ("finesse-cli start-up, %s, %u runs each (median; best wall)\n", cli, runs);
  printf ("%-28s %10s %10s %10s %12s  %s\n", "command", "wall ms", "best ms", "CPU ms",
          "peak RSS MB", "libdds");
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      g_auto(GStrv) command = command_argv (cli, &commands[c], in, out);
      g_autofree double *wall = g_new (double, runs);
      g_autofree double *cpu = g_new (double, runs);
      g_autofree double *rss = g_new (double, runs);
      int status = 0;

      for (guint r = 0; r < runs; r++)
        {
          g_autoptr(GError) error = NULL;
          BenchRun run;

          if (!bench_run_program ((const char * const *) command, NULL, &run, &error))
            {
              fprintf (stderr, "%s: %s\n", cli, error->message);
              return 1;
            }
          wall[r] = run.wall_ms;
          cpu[r] = run.cpu_ms;
          rss[r] = run.max_rss_kib / 1024.0;
          status = MAX (status, run.status);
          g_remove (out);
        }
      printf ("%-28s %10.1f %10.1f %10.1f %12.1f  %s%s\n", commands[c].name,
              bench_median (wall, runs), bench_minimum (wall, runs), bench_median (cpu, runs),
              bench_median (rss, runs), library_state (command),
              status != 0 ? " (exit status not 0)" : "");
      g_remove (out);
    }

  g_remove (in);
  g_rmdir (dir);
  return 0;
}
