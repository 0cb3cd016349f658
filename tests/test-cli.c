/* test-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the finesse-cli binary named by $FINESSE_CLI and checks its exit
 * codes and output: 0 on success, 2 on a usage error.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

typedef struct
{
  char *out;
  char *err;
  int   exit_code;
} CliResult;

static void
cli_result_clear (CliResult *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

/* Runs finesse-cli with the NULL-terminated @args; FALSE (and the test
 * skipped) when $FINESSE_CLI is not set. */
static gboolean
run_cli (const char * const *args,
         CliResult          *result)
{
  const char *cli = g_getenv ("FINESSE_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = -1;

  memset (result, 0, sizeof *result);

  if (cli == NULL)
    {
      g_test_skip ("FINESSE_CLI is not set");
      return FALSE;
    }

  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &result->out, &result->err, &wait_status, &error);
  g_assert_no_error (error);

  if (g_spawn_check_wait_status (wait_status, &error))
    result->exit_code = 0;
  else
    {
      /* Anything but a normal exit (a crash, a signal) fails here. */
      g_assert_error (error, G_SPAWN_EXIT_ERROR, error->code);
      result->exit_code = error->code;
    }

  return TRUE;
}

static void
test_help (void)
{
  static const char *forms[][2] = { { "--help", NULL }, { "-h", NULL }, { "help", NULL } };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      CliResult result;

      g_test_message ("finesse-cli %s", forms[i][0]);
      if (!run_cli (forms[i], &result))
        return;
      g_assert_cmpint (result.exit_code, ==, 0);
      g_assert_true (g_str_has_prefix (result.out, "Usage: finesse-cli"));
      g_assert_nonnull (strstr (result.out, "score"));
      g_assert_nonnull (strstr (result.out, "--version"));
      g_assert_cmpstr (result.err, ==, "");
      cli_result_clear (&result);
    }
}

static void
test_version (void)
{
  static const char *forms[][2] = { { "--version", NULL }, { "version", NULL } };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      CliResult result;

      g_test_message ("finesse-cli %s", forms[i][0]);
      if (!run_cli (forms[i], &result))
        return;
      g_assert_cmpint (result.exit_code, ==, 0);
      g_assert_cmpstr (result.out, ==, "finesse-cli " PACKAGE_VERSION "\n");
      g_assert_cmpstr (result.err, ==, "");
      cli_result_clear (&result);
    }
}

static void
test_no_arguments (void)
{
  const char *args[] = { NULL };
  CliResult result;

  if (!run_cli (args, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 2);
  g_assert_cmpstr (result.out, ==, "");
  g_assert_true (g_str_has_prefix (result.err, "Usage: finesse-cli"));
  g_assert_nonnull (strstr (result.err, "score"));
  cli_result_clear (&result);
}

static void
test_unknown_command (void)
{
  static const char *forms[][2] = { { "frobnicate", NULL }, { "--frobnicate", NULL },
                                     { "SCORE", NULL }, { "", NULL } };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      CliResult result;

      g_test_message ("finesse-cli \"%s\"", forms[i][0]);
      if (!run_cli (forms[i], &result))
        return;
      g_assert_cmpint (result.exit_code, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_nonnull (strstr (result.err, "unknown command"));
      g_assert_nonnull (strstr (result.err, "Usage: finesse-cli"));
      cli_result_clear (&result);
    }
}

/* finesse-cli score CONTRACT DECLARER TRICKS VULNERABLE prints the score
 * from North-South's point of view. */
typedef struct
{
  const char *name;
  const char *args[6];
  const char *out;
} ScoreRow;

static const ScoreRow score_table[] = {
  { "4HX-S-9-NS", { "score", "4HX", "S", "9", "NS", NULL }, "NS -200\n" },
  { "3NT-W-10-None", { "score", "3NT", "W", "10", "None", NULL }, "NS -430\n" },
  { "4S-N-10-All", { "score", "4S", "N", "10", "All", NULL }, "NS +620\n" },
  { "3NT-E-9-NS", { "score", "3NT", "E", "9", "NS", NULL }, "NS -400\n" },
  { "2HX-W-8-EW", { "score", "2HX", "W", "8", "EW", NULL }, "NS -670\n" },
  { "7NTXX-E-13-EW", { "score", "7NTXX", "E", "13", "EW", NULL }, "NS -2980\n" },
  { "6HX-S-0-Both", { "score", "6HX", "S", "0", "Both", NULL }, "NS -3500\n" },
  { "1NTXX-N-7-Love", { "score", "1NTXX", "N", "7", "Love", NULL }, "NS +560\n" },
  { "5D-W-8-None", { "score", "5D", "W", "8", "None", NULL }, "NS +150\n" },
  /* PBN §3.11: lower case on import. */
  { "1c-n-7-none", { "score", "1c", "n", "7", "none", NULL }, "NS +70\n" },
  { "Pass-N-0-None", { "score", "Pass", "N", "0", "None", NULL }, "NS +0\n" },
};

static void
test_score (gconstpointer data)
{
  const ScoreRow *row = data;
  CliResult result;

  if (!run_cli (row->args, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_cmpstr (result.out, ==, row->out);
  g_assert_cmpstr (result.err, ==, "");
  cli_result_clear (&result);
}

static const struct
{
  const char *name;
  const char *args[7];
} bad_score_table[] = {
  { "no-arguments", { "score", NULL } },
  { "three-arguments", { "score", "4H", "S", "10", NULL } },
  { "five-arguments", { "score", "4H", "S", "10", "NS", "extra", NULL } },
  { "level-8", { "score", "8H", "S", "10", "NS", NULL } },
  { "not-a-contract", { "score", "four", "S", "10", "NS", NULL } },
  /* PBN §3.10: a strain-only contract has no score. */
  { "strain-only", { "score", "S", "S", "10", "NS", NULL } },
  { "bad-seat", { "score", "4H", "X", "10", "NS", NULL } },
  { "side-as-seat", { "score", "4H", "NS", "10", "NS", NULL } },
  { "14-tricks", { "score", "4H", "S", "14", "NS", NULL } },
  { "negative-tricks", { "score", "4H", "S", "-1", "NS", NULL } },
  { "word-tricks", { "score", "4H", "S", "ten", "NS", NULL } },
  { "empty-tricks", { "score", "4H", "S", "", "NS", NULL } },
  { "bad-vulnerability", { "score", "4H", "S", "10", "Nobody", NULL } },
};

static void
test_score_bad (gconstpointer data)
{
  const char * const *args = data;
  CliResult result;

  if (!run_cli (args, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 2);
  g_assert_cmpstr (result.out, ==, "");
  g_assert_cmpstr (result.err, !=, "");
  cli_result_clear (&result);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/cli/help", test_help);
  g_test_add_func ("/core/cli/version", test_version);
  g_test_add_func ("/core/cli/no-arguments", test_no_arguments);
  g_test_add_func ("/core/cli/unknown-command", test_unknown_command);

  for (guint i = 0; i < G_N_ELEMENTS (score_table); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/cli/score/%s", score_table[i].name);

      g_test_add_data_func (path, &score_table[i], test_score);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_score_table); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/cli/score-bad/%s",
                                               bad_score_table[i].name);

      g_test_add_data_func (path, bad_score_table[i].args, test_score_bad);
    }

  return g_test_run ();
}
