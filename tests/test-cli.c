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
#include <unistd.h>
#include <glib/gstdio.h>

#include "brg-core.h"
#include "core-test-util.h"

typedef CoreTestCliRun CliResult;

static void
cli_result_clear (CliResult *result)
{
  core_test_cli_run_clear (result);
}

/* Runs finesse-cli with the NULL-terminated @args; FALSE (and the test
 * skipped) when $FINESSE_CLI is not set. */
static gboolean
run_cli (const char * const *args,
         CliResult          *result)
{
  return core_test_run_cli (args, NULL, result);
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

/* Every command's usage: `COMMAND --help`, `COMMAND -h` and `help COMMAND`
 * print it on stdout and exit 0, whatever else is on the line. */
static void
test_command_help (void)
{
  static const char * const names[] = {
    "score", "check", "convert", "extract", "analyze", "show", "render", "play", "version",
    "help",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *prefix = g_strdup_printf ("Usage: finesse-cli %s", names[i]);
      const char *forms[][4] = {
        { names[i], "--help", NULL, NULL },
        { names[i], "some-file.pbn", "-h", NULL },
        { "help", names[i], NULL, NULL },
      };

      for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
        {
          CliResult result;

          /* "help --help" and "help -h" are the overview. */
          if (f < 2 && strcmp (names[i], "help") == 0)
            continue;
          g_test_message ("finesse-cli %s %s", forms[f][0], forms[f][1]);
          if (!run_cli (forms[f], &result))
            return;
          g_assert_cmpint (result.exit_code, ==, 0);
          g_assert_true (g_str_has_prefix (result.out, prefix));
          g_assert_cmpstr (result.err, ==, "");
          cli_result_clear (&result);
        }
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

/* ------------------------------------------------------------------ */
/* check, convert, extract: the same readers and writers as the window. */

static char *
example_path (void)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "data", "examples",
                           "finesse-example.pbn", NULL);
}

static char *
write_temp (const char *dir,
            const char *name,
            const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static BrgEvent *
read_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  BrgEvent *event;

  bytes = g_file_load_bytes (file, NULL, NULL, &error);
  g_assert_no_error (error);
  event = brg_import_bytes (bytes, path, NULL, &error);
  g_assert_no_error (error);
  return event;
}

/* The deals, contracts and results of two files are the same, board by board. */
static void
assert_same_boards (const char *path_a,
                    const char *path_b)
{
  static const char *tags[] = { "Board", "Dealer", "Vulnerable", "Contract", "Declarer" };
  g_autoptr(BrgEvent) a = read_path (path_a);
  g_autoptr(BrgEvent) b = read_path (path_b);

  g_assert_cmpuint (brg_event_get_n_boards (a), >, 0);
  g_assert_cmpuint (brg_event_get_n_boards (a), ==, brg_event_get_n_boards (b));
  for (guint i = 0; i < brg_event_get_n_boards (a); i++)
    {
      BrgBoard *board_a = brg_event_get_board (a, i);
      BrgBoard *board_b = brg_event_get_board (b, i);

      g_assert_true (brg_deal_equal (brg_board_get_deal (board_a), brg_board_get_deal (board_b)));
      g_assert_cmpint (brg_board_get_declarer_tricks (board_a), ==,
                       brg_board_get_declarer_tricks (board_b));
      for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
        g_assert_cmpstr (brg_board_get_tag (board_a, tags[t]), ==,
                         brg_board_get_tag (board_b, tags[t]));
    }
}

/* A clean file: exit 0, nothing printed. */
static void
test_check_clean (void)
{
  g_autofree char *example = example_path ();
  const char *args[] = { "check", example, NULL };
  CliResult result;

  if (!run_cli (args, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_cmpstr (result.out, ==, "");
  cli_result_clear (&result);
}

/* A card dealt twice (PBN §3.4.11) on line 3: FILE:LINE:COL: error: …, exit 1.
 * A warning alone (a Date not written YYYY.MM.DD, §3.4.3) leaves the exit
 * status 0. A missing file is an error. */
static void
test_check_problems (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *bad = write_temp (dir, "bad.pbn",
                                     "[Board \"1\"]\n[Dealer \"N\"]\n"
                                     "[Deal \"N:AKQJ.T98.765.432 AKQJ.765.432.T98 - -\"]\n");
  g_autofree char *warn = write_temp (dir, "warn.pbn",
                                      "[Board \"1\"]\n[Date \"January 2026\"]\n");
  g_autofree char *expected = g_strdup_printf ("%s:3:", bad);
  const char *args_bad[] = { "check", bad, NULL };
  const char *args_warn[] = { "check", warn, NULL };
  const char *args_missing[] = { "check", "/nonexistent/file.pbn", NULL };
  CliResult result;

  if (!run_cli (args_bad, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_true (g_str_has_prefix (result.out, expected));
  g_assert_nonnull (strstr (result.out, ": error: "));
  cli_result_clear (&result);

  run_cli (args_warn, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_nonnull (strstr (result.out, ":2:"));
  g_assert_nonnull (strstr (result.out, ": warning: "));
  cli_result_clear (&result);

  run_cli (args_missing, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_nonnull (strstr (result.err, "/nonexistent/file.pbn"));
  cli_result_clear (&result);

  g_remove (bad);
  g_remove (warn);
  g_rmdir (dir);
}

/* PBN → RBN → PBN, and PBN → RBX, keep every deal, contract and result; the
 * format is recognised from the content, whatever the file is called. */
static void
test_convert_rbn (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *example = example_path ();
  g_autofree char *rbn = g_build_filename (dir, "lesson.txt", NULL);
  g_autofree char *rbx = g_build_filename (dir, "lesson.rbx", NULL);
  g_autofree char *pbn = g_build_filename (dir, "back.pbn", NULL);
  const char *to_rbn[] = { "convert", "--to", "rbn", example, rbn, NULL };
  const char *to_rbx[] = { "convert", "--to=rbx", example, rbx, NULL };
  const char *to_pbn[] = { "convert", "--to", "pbn", rbn, pbn, NULL };
  g_autofree char *text = NULL;
  CliResult result;

  if (!run_cli (to_rbn, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  g_assert_true (g_file_get_contents (rbn, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "% RBN"));

  run_cli (to_rbx, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);

  run_cli (to_pbn, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);

  assert_same_boards (example, rbn);
  assert_same_boards (example, rbx);
  assert_same_boards (example, pbn);

  g_remove (rbn);
  g_remove (rbx);
  g_remove (pbn);
  g_rmdir (dir);
}

/* PBN → HTML article → extract: the article carries each board as a <PBN>
 * snippet (PBN §6.2) and nothing is lost on the way back. */
static void
test_convert_html_extract (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *example = example_path ();
  g_autofree char *html = g_build_filename (dir, "lesson.html", NULL);
  g_autofree char *pbn = g_build_filename (dir, "extracted.pbn", NULL);
  g_autofree char *plain = write_temp (dir, "plain.txt", "No deals in here.\n");
  const char *to_html[] = { "convert", "--to", "html", example, html, NULL };
  const char *extract[] = { "extract", html, pbn, NULL };
  const char *extract_stdout[] = { "extract", html, NULL };
  const char *extract_none[] = { "extract", plain, NULL };
  g_autofree char *text = NULL;
  CliResult result;

  if (!run_cli (to_html, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<PBN>"));

  run_cli (extract, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  assert_same_boards (example, pbn);
  assert_same_boards (example, html);

  run_cli (extract_stdout, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_str_has_prefix (result.out, "% PBN 2.1\r\n% EXPORT\r\n"));
  cli_result_clear (&result);

  run_cli (extract_none, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  cli_result_clear (&result);

  g_remove (html);
  g_remove (pbn);
  g_remove (plain);
  g_rmdir (dir);
}

/* OUT = IN would replace the input with a conversion before the user has a
 * copy: refused, by any name, and the file stays as it was. --in-place
 * rewrites a file in its own format only; extract never writes over the
 * document. */
static void
test_convert_same_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *example = example_path ();
  g_autofree char *original = NULL;
  g_autofree char *pbn = NULL;
  g_autofree char *link_path = g_build_filename (dir, "link.pbn", NULL);
  g_autofree char *html = g_build_filename (dir, "lesson.html", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CliResult result;

  g_assert_true (g_file_get_contents (example, &original, NULL, NULL));
  pbn = write_temp (dir, "lesson.pbn", original);
  g_assert_cmpint (symlink ("lesson.pbn", link_path), ==, 0);

  {
    const char *same[] = { "convert", "--to", "rbn", pbn, pbn, NULL };
    const char *via_link[] = { "convert", "--to", "pbn", pbn, link_path, NULL };
    const char *in_place_other[] = { "convert", "--to", "rbn", "--in-place", pbn, NULL };

    if (!run_cli (same, &result))
      return;
    g_assert_cmpint (result.exit_code, ==, 1);
    g_assert_nonnull (strstr (result.err, "the output is the input file"));
    cli_result_clear (&result);

    run_cli (via_link, &result);
    g_assert_cmpint (result.exit_code, ==, 1);
    cli_result_clear (&result);

    run_cli (in_place_other, &result);
    g_assert_cmpint (result.exit_code, ==, 1);
    g_assert_nonnull (strstr (result.err, "--in-place"));
    cli_result_clear (&result);
  }
  g_assert_true (g_file_get_contents (pbn, &before, NULL, NULL));
  g_assert_cmpstr (before, ==, original);

  {
    const char *in_place[] = { "convert", "--to", "pbn", "--in-place", pbn, NULL };

    run_cli (in_place, &result);
    g_assert_cmpint (result.exit_code, ==, 0);
    cli_result_clear (&result);
  }
  g_assert_true (g_file_get_contents (pbn, &after, NULL, NULL));
  g_assert_true (g_str_has_prefix (after, "% PBN 2.1\r\n% EXPORT\r\n"));
  assert_same_boards (example, pbn);

  {
    const char *to_html[] = { "convert", "--to", "html", pbn, html, NULL };
    const char *extract_same[] = { "extract", html, html, NULL };
    g_autofree char *page = NULL;
    g_autofree char *page_after = NULL;

    run_cli (to_html, &result);
    g_assert_cmpint (result.exit_code, ==, 0);
    cli_result_clear (&result);
    g_assert_true (g_file_get_contents (html, &page, NULL, NULL));

    run_cli (extract_same, &result);
    g_assert_cmpint (result.exit_code, ==, 1);
    g_assert_nonnull (strstr (result.err, "the output is the input file"));
    cli_result_clear (&result);
    g_assert_true (g_file_get_contents (html, &page_after, NULL, NULL));
    g_assert_cmpstr (page_after, ==, page);
  }

  g_remove (link_path);
  g_remove (pbn);
  g_remove (html);
  g_rmdir (dir);
}

/* convert writes what it could read, and says with its exit status that the
 * input had errors. */
static void
test_convert_errors_exit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *bad = write_temp (dir, "bad.pbn",
                                     "[Board \"1\"]\n[Dealer \"N\"]\n"
                                     "[Deal \"N:AKQJ.T98.765.432 AKQJ.765.432.T98 - -\"]\n");
  g_autofree char *out = g_build_filename (dir, "out.pbn", NULL);
  const char *args[] = { "convert", "--to", "pbn", bad, out, NULL };
  CliResult result;

  if (!run_cli (args, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_nonnull (strstr (result.err, ": error: "));
  g_assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
  cli_result_clear (&result);

  g_remove (bad);
  g_remove (out);
  g_rmdir (dir);
}

/* A failed write to standard output (a full disk) exits 1 and says so. */
static void
test_convert_stdout_full (void)
{
  g_autofree char *example = example_path ();
  const char *cli = g_getenv ("FINESSE_CLI");
  g_autofree char *command = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int wait_status;

  if (cli == NULL)
    {
      g_test_skip ("FINESSE_CLI is not set");
      return;
    }
  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("this system has no /dev/full");
      return;
    }
  command = g_strdup_printf ("sh -c 'exec \"$0\" convert --to pbn \"$1\" > /dev/full' %s %s",
                             cli, example);
  g_spawn_command_line_sync (command, NULL, &err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (wait_status, NULL));
  g_assert_nonnull (strstr (err, "could not write to standard output"));
}

/* Commands other than check list the first 200 problems of a file, then
 * how many more there are; check lists them all. */
static void
test_diagnostics_capped (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autofree char *out = g_build_filename (dir, "out.pbn", NULL);
  g_auto(GStrv) lines = NULL;
  CliResult result;

  /* PBN §3.4.3: a Date not written YYYY.MM.DD is a warning, one a board. */
  for (guint i = 1; i <= 250; i++)
    g_string_append_printf (text, "[Board \"%u\"]\n[Date \"January 2026\"]\n\n", i);
  path = write_temp (dir, "many.pbn", text->str);

  {
    const char *convert[] = { "convert", "--to", "pbn", path, out, NULL };

    if (!run_cli (convert, &result))
      return;
    g_assert_cmpint (result.exit_code, ==, 0);
    lines = g_strsplit (result.err, "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 200 + 1 + 1);
    g_assert_nonnull (strstr (lines[200], "50 more problems (0 errors) not shown"));
    cli_result_clear (&result);
    g_clear_pointer (&lines, g_strfreev);
  }
  {
    const char *check[] = { "check", path, NULL };

    run_cli (check, &result);
    lines = g_strsplit (result.out, "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 250 + 1);
    cli_result_clear (&result);
  }

  g_remove (path);
  g_remove (out);
  g_rmdir (dir);
}

static void
test_convert_usage (void)
{
  g_autofree char *example = example_path ();
  const char *bad[][6] = {
    { "convert", example, "out.unknown", NULL },
    { "convert", "--to", "dup", example, NULL },
    { "convert", "--to", "rbn", "--reveal", example, NULL },
    { "convert", "--frobnicate", example, NULL },
    { "convert", "--to", "pbn", NULL },
    { "extract", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      CliResult result;

      if (!run_cli (bad[i], &result))
        return;
      g_assert_cmpint (result.exit_code, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      cli_result_clear (&result);
    }
}

static char *
interop_path (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "data", "interop", name, NULL);
}

/* Without --to, OUT's extension names the format, and standard output
 * takes PBN; --reveal opens hidden hands in the article only. */
static void
test_convert_by_extension (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *quiz = interop_path ("quiz.pbn");
  g_autofree char *rbn = g_build_filename (dir, "quiz.RBN", NULL);
  g_autofree char *html = g_build_filename (dir, "quiz.html", NULL);
  g_autofree char *open = g_build_filename (dir, "open.htm", NULL);
  const char *to_rbn[] = { "convert", quiz, rbn, NULL };
  const char *to_stdout[] = { "convert", quiz, NULL };
  const char *to_html[] = { "convert", quiz, html, NULL };
  const char *to_open[] = { "convert", "--reveal", quiz, open, NULL };
  g_autofree char *text = NULL;
  CliResult result;

  if (!run_cli (to_rbn, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_file_get_contents (rbn, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "% RBN"));
  g_clear_pointer (&text, g_free);
  cli_result_clear (&result);

  run_cli (to_stdout, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_str_has_prefix (result.out, "% PBN 2.1\r\n% EXPORT\r\n"));
  cli_result_clear (&result);

  run_cli (to_html, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<details class=\"hidden-hand\">"));
  g_clear_pointer (&text, g_free);
  cli_result_clear (&result);

  run_cli (to_open, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_file_get_contents (open, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "<!DOCTYPE html>"));
  g_assert_null (strstr (text, "<details class=\"hidden-hand\">"));
  cli_result_clear (&result);

  g_unlink (rbn);
  g_unlink (html);
  g_unlink (open);
  g_rmdir (dir);
}

/* A conversion's warnings name the source file, the board's line there
 * and the board, not a place in the output. */
static void
test_convert_warning_places (void)
{
  g_autofree char *gaps = interop_path ("rbn-gaps.pbn");
  const char *args[] = { "convert", "--to", "rbn", gaps, "-", NULL };
  g_autofree char *expected = g_strdup_printf ("%s:10: warning: Board 2: ", gaps);
  CliResult result;

  if (!run_cli (args, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_nonnull (strstr (result.err, expected));
  g_assert_null (strstr (result.err, ":0:0:"));
  g_assert_null (strstr (result.err, "-:"));
  cli_result_clear (&result);
}

/* Boards named, not numbered, are chosen by name; the hands a board
 * hides stay hidden unless --reveal. */
static void
test_show_names_hidden (void)
{
  g_autofree char *quiz = interop_path ("quiz.pbn");
  const char *by_name[] = { "show", quiz, "--board", "2-1", NULL };
  const char *by_words[] = { "show", quiz, "--board=Example 1", NULL };
  const char *revealed[] = { "show", quiz, "--board", "2-1", "--reveal", NULL };
  CliResult result;

  if (!run_cli (by_name, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_str_has_prefix (result.out, "Board 2-1 · "));
  g_assert_null (strstr (result.out, "Example 1"));
  g_assert_nonnull (strstr (result.out, "Hidden"));
  g_assert_null (strstr (result.out, "Q J 10 9"));
  cli_result_clear (&result);

  run_cli (by_words, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_str_has_prefix (result.out, "Example 1 · "));
  cli_result_clear (&result);

  run_cli (revealed, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_nonnull (strstr (result.out, "Q J 10 9"));
  cli_result_clear (&result);
}

/* finesse-cli show: the board's text, the one asked for, and errors for a
 * board that is not there or no file. */
static void
test_show (void)
{
  g_autofree char *example = example_path ();
  const char *all[] = { "show", example, NULL };
  const char *one[] = { "show", example, "--board", "2", NULL };
  const char *missing[] = { "show", example, "--board=99", NULL };
  const char *usage[] = { "show", NULL };
  CliResult result;

  if (!run_cli (all, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_str_has_prefix (result.out, "Board 1 · Dealer North · Nobody vulnerable\n"));
  g_assert_nonnull (strstr (result.out, "\n\n\nBoard 2 · Dealer East"));
  g_assert_nonnull (strstr (result.out, "\n                ♠ A K 4\n"));
  g_assert_nonnull (strstr (result.out, "\n  (1) 15-17 points, balanced\n"));
  g_assert_nonnull (strstr (result.out, "→ South\n"));
  cli_result_clear (&result);

  run_cli (one, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_str_has_prefix (result.out, "Board 2 · "));
  g_assert_null (strstr (result.out, "Board 1"));
  g_assert_null (strstr (result.out, "Board 3"));
  cli_result_clear (&result);

  run_cli (missing, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_nonnull (strstr (result.err, "there is no board “99”"));
  cli_result_clear (&result);

  run_cli (usage, &result);
  g_assert_cmpint (result.exit_code, ==, 2);
  g_assert_nonnull (strstr (result.err, "Usage: finesse-cli show FILE [--board NUMBER|NAME]"));
  cli_result_clear (&result);
}

/* finesse-cli render: a PDF, PNG pages named -1, -2 …, a range, the
 * layouts and their usage errors, and a board lacking hands and an
 * auction printed all the same. */
static void
test_render (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *lesson = g_test_build_filename (G_TEST_DIST, "data", "render", "lesson.pbn",
                                                   NULL);
  g_autofree char *pdf = g_build_filename (dir, "out.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "out.png", NULL);
  g_autofree char *png1 = g_build_filename (dir, "out-1.png", NULL);
  g_autofree char *png2 = g_build_filename (dir, "out-2.png", NULL);
  g_autofree char *png3 = g_build_filename (dir, "out-3.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "one.svg", NULL);
  g_autofree char *broken = write_temp (dir, "broken.pbn",
                                        "[Board \"5\"]\n[Deal \"N:AKQJ.T98.765.432 - - -\"]\n");
  g_autofree char *broken_pdf = g_build_filename (dir, "broken.pdf", NULL);
  const char *to_pdf[] = { "render", "--to", "pdf", "--layout", "handrecord", "--per-page", "6",
                           "--paper", "letter", lesson, pdf, NULL };
  const char *to_png[] = { "render", "--to=png", "--boards", "1,12", lesson, png, NULL };
  const char *to_svg[] = { "render", "--to", "svg", "--layout=bidding", "--per-page=6",
                           "--boards", "2", lesson, svg, NULL };
  const char *no_board[] = { "render", "--to", "pdf", "--boards", "40-50", lesson, pdf, NULL };
  const char *from_broken[] = { "render", "--to", "pdf", "--layout", "handout", broken,
                                broken_pdf, NULL };
  g_autofree char *dat = g_build_filename (dir, "out.dat", NULL);
  g_autofree char *slides_in = g_test_build_filename (G_TEST_DIST, "data", "lesson",
                                                      "directives.pbn", NULL);
  g_autofree char *slides_pdf = g_build_filename (dir, "slides.pdf", NULL);
  const char *slides[] = { "render", "--layout", "slides", slides_in, slides_pdf, NULL };
  const char *bad[][10] = {
    { "render", lesson, dat, NULL },
    { "render", "--dark", lesson, pdf, NULL },
    { "render", "--layout", "slides", "--per-page", "2", lesson, pdf, NULL },
    { "render", "--to", "jpeg", lesson, pdf, NULL },
    { "render", "--to", "pdf", "--layout", "quiz", lesson, pdf, NULL },
    { "render", "--to", "pdf", "--per-page", "4", lesson, pdf, NULL },
    { "render", "--to", "pdf", "--layout", "handrecord", "--per-page", "3", lesson, pdf, NULL },
    { "render", "--to", "pdf", "--paper", "a5", lesson, pdf, NULL },
    { "render", "--to", "pdf", "--boards", "8-1", lesson, pdf, NULL },
    { "render", "--to", "pdf", lesson, NULL },
    { "render", "--to", "pdf", "--color", lesson, pdf, NULL },
  };
  CliResult result;

  if (!run_cli (to_pdf, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  cli_result_clear (&result);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));

  run_cli (to_png, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  g_assert_true (g_file_test (png1, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (png2, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (png3, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  /* One board, four seats: four pages. */
  run_cli (to_svg, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char *page = g_strdup_printf ("%s/one-%u.svg", dir, i);

      g_assert_true (g_file_test (page, G_FILE_TEST_IS_REGULAR));
      g_remove (page);
    }

  /* Never over the input. */
  {
    g_autofree char *copy = write_temp (dir, "copy.pbn", "[Board \"1\"]\n");
    const char *over_input[] = { "render", "--to", "pdf", copy, copy, NULL };
    g_autofree char *kept = NULL;

    run_cli (over_input, &result);
    g_assert_cmpint (result.exit_code, ==, 1);
    cli_result_clear (&result);
    g_assert_true (g_file_get_contents (copy, &kept, NULL, NULL));
    g_assert_cmpstr (kept, ==, "[Board \"1\"]\n");
    g_remove (copy);
  }

  /* Issue 26: `render --layout slides IN OUT.pdf`, the format from OUT. */
  run_cli (slides, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_cmpstr (result.err, ==, "");
  cli_result_clear (&result);
  g_assert_true (g_file_test (slides_pdf, G_FILE_TEST_IS_REGULAR));
  g_remove (slides_pdf);

  run_cli (no_board, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_nonnull (strstr (result.err, "None of the boards chosen"));
  cli_result_clear (&result);

  /* Three hands missing and no auction: printed, the reader's problems
   * said on stderr. */
  run_cli (from_broken, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_true (g_file_test (broken_pdf, G_FILE_TEST_IS_REGULAR));
  cli_result_clear (&result);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("bad render %u", i);
      run_cli (bad[i], &result);
      g_assert_cmpint (result.exit_code, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_cmpstr (result.err, !=, "");
      cli_result_clear (&result);
    }

  g_remove (pdf);
  g_remove (png1);
  g_remove (png2);
  g_remove (broken);
  g_remove (broken_pdf);
  g_rmdir (dir);
}

/* ------------------------------------------------------------------ */
/* deal and rotate: the dealer and the rotation the window uses.       */

static char *
file_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The same seed and arguments give the same bytes; boards are numbered
 * from 1 with the dealer and vulnerability of their number, and South
 * meets its constraints. */
static void
test_deal_same_seed (void)
{
  const char *args[] = { "deal", "--boards", "4", "--seed", "7", "--south", "hcp 15-17, balanced",
                         "--event", "Lesson 1", NULL };
  const char *other_seed[] = { "deal", "--boards", "4", "--seed", "8", "--south",
                               "hcp 15-17, balanced", "--event", "Lesson 1", NULL };
  static const char *dealers[] = { "N", "E", "S", "W" };
  static const char *vulnerable[] = { "None", "NS", "EW", "All" };
  CliResult first, second, third;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  BrgSeatSpec spec;

  if (!run_cli (args, &first))
    return;
  run_cli (args, &second);
  run_cli (other_seed, &third);
  g_assert_cmpint (first.exit_code, ==, 0);
  g_assert_cmpstr (first.err, ==, "");
  g_assert_cmpstr (first.out, ==, second.out);
  g_assert_cmpstr (first.out, !=, third.out);
  g_assert_nonnull (strstr (first.out, "[Generator \"Finesse " PACKAGE_VERSION ", seed 7\"]"));

  g_assert_true (brg_seat_spec_parse ("hcp 15-17, balanced", &spec, NULL));
  bytes = g_bytes_new (first.out, strlen (first.out));
  event = brg_import_bytes (bytes, "deal.pbn", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      BrgDeal *deal = brg_board_get_deal (board);

      g_assert_cmpuint (brg_board_get_number (board), ==, i + 1);
      g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, dealers[i]);
      g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==, vulnerable[i]);
      g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Lesson 1");
      g_assert_true (brg_deal_is_complete (deal));
      g_assert_true (brg_seat_spec_fits (&spec, brg_deal_get_hand (deal, BRG_SEAT_SOUTH)));
    }
  cli_result_clear (&first);
  cli_result_clear (&second);
  cli_result_clear (&third);
}

/* Board 5 is the same deal in a set of 8 and alone from --first-board 5;
 * RBN written to a file holds the same deals as PBN. */
static void
test_deal_first_board_and_rbn (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *eight = g_build_filename (dir, "eight.pbn", NULL);
  g_autofree char *five = g_build_filename (dir, "five.pbn", NULL);
  g_autofree char *rbn = g_build_filename (dir, "eight.rbn", NULL);
  const char *args_eight[] = { "deal", "--boards", "8", "--seed", "99", eight, NULL };
  const char *args_five[] = { "deal", "--first-board", "5", "--seed", "99", five, NULL };
  g_autofree char *by_name = g_build_filename (dir, "by-name.rbn", NULL);
  const char *args_rbn[] = { "deal", "--boards=8", "--seed=99", "--to", "rbn", rbn, NULL };
  const char *args_by_name[] = { "deal", "--seed=99", by_name, NULL };
  g_autoptr(BrgEvent) set = NULL;
  g_autoptr(BrgEvent) alone = NULL;
  CliResult result;

  if (!run_cli (args_eight, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_cmpstr (result.out, ==, "");
  cli_result_clear (&result);
  run_cli (args_five, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  run_cli (args_rbn, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);
  /* Without --to, OUT's name says the format. RBN has no Generator tag:
   * the seed is said once. */
  run_cli (args_by_name, &result);
  g_assert_cmpint (result.exit_code, ==, 0);
  g_assert_cmpstr (result.err, ==,
                   "finesse-cli deal: RBN has no place for the Generator tag; the seed was 99\n");
  cli_result_clear (&result);
  {
    g_autofree char *text = file_text (by_name);

    g_assert_true (g_str_has_prefix (text, "% RBN"));
  }

  set = read_path (eight);
  alone = read_path (five);
  g_assert_cmpuint (brg_event_get_n_boards (alone), ==, 1);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (alone, 0)), ==, 5);
  g_assert_true (brg_deal_equal (brg_board_get_deal (brg_event_get_board (set, 4)),
                                 brg_board_get_deal (brg_event_get_board (alone, 0))));
  {
    g_autoptr(BrgEvent) from_rbn = read_path (rbn);

    g_assert_cmpuint (brg_event_get_n_boards (from_rbn), ==, 8);
    for (guint i = 0; i < 8; i++)
      {
        BrgBoard *a = brg_event_get_board (set, i);
        BrgBoard *b = brg_event_get_board (from_rbn, i);

        g_assert_true (brg_deal_equal (brg_board_get_deal (a), brg_board_get_deal (b)));
        g_assert_cmpuint (brg_board_get_number (a), ==, brg_board_get_number (b));
        g_assert_cmpint (brg_board_get_dealer (a), ==, brg_board_get_dealer (b));
      }
  }

  g_unlink (eight);
  g_unlink (five);
  g_unlink (rbn);
  g_unlink (by_name);
  g_rmdir (dir);
}

static void
test_deal_errors (void)
{
  static const char *usage[][6] = {
    { "deal", "--boards", "0", NULL },
    { "deal", "--boards", "many", NULL },
    { "deal", "--seed", "-1", NULL },
    { "deal", "--to", "jpeg", NULL },
    { "deal", "--south", NULL },
    { "deal", "--south", "hcp 18-15", NULL },
    { "deal", "--north", "strong", NULL },
    { "deal", "--frobnicate", NULL },
    { "deal", "a.pbn", "b.pbn", NULL },
  };
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "never.pbn", NULL);
  const char *impossible[] = { "deal", "--north", "hcp 25+", "--south", "hcp 25+", out, NULL };
  CliResult result;

  for (guint i = 0; i < G_N_ELEMENTS (usage); i++)
    {
      g_test_message ("%s %s %s", usage[i][1], usage[i][2], usage[i][3]);
      if (!run_cli (usage[i], &result))
        return;
      g_assert_cmpint (result.exit_code, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_cmpstr (result.err, !=, "");
      cli_result_clear (&result);
    }

  /* Constraints no deal meets: exit 1 at once, nothing written. */
  run_cli (impossible, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  g_assert_nonnull (strstr (result.err, "Board 1"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  cli_result_clear (&result);

  g_rmdir (dir);
}

static char *
rotate_data_path (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "data", "pbn", name, NULL);
}

/* Four quarter turns give back the same bytes as the file written once. */
static void
test_rotate_round_trip (void)
{
  g_autofree char *in = rotate_data_path ("rotate.pbn");
  g_autofree char *dir = g_dir_make_tmp ("finesse-cli-XXXXXX", NULL);
  g_autofree char *reference = g_build_filename (dir, "reference.pbn", NULL);
  char *paths[5] = { NULL, };
  g_autofree char *reference_text = NULL;
  g_autofree char *turned_text = NULL;
  const char *convert[] = { "convert", "--to", "pbn", in, reference, NULL };
  CliResult result;

  if (!run_cli (convert, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  cli_result_clear (&result);

  paths[0] = g_strdup (in);
  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("turn-%u.pbn", i);
      const char *args[] = { "rotate", "--turns", "1", "--commentary", paths[i - 1], NULL, NULL };

      paths[i] = g_build_filename (dir, name, NULL);
      args[5] = paths[i];
      run_cli (args, &result);
      g_assert_cmpint (result.exit_code, ==, 0);
      /* The lone "S" of the commentary is reported, not turned. */
      g_assert_nonnull (strstr (result.err, ":7: warning: Board 1: "));
      cli_result_clear (&result);
    }

  reference_text = file_text (reference);
  turned_text = file_text (paths[4]);
  g_assert_cmpstr (turned_text, ==, reference_text);

  for (guint i = 1; i <= 4; i++)
    {
      g_unlink (paths[i]);
      g_free (paths[i]);
    }
  g_free (paths[0]);
  g_unlink (reference);
  g_rmdir (dir);
}

/* --declarer-south turns each board so that South declares; --turns -1
 * and 3 are the same. */
static void
test_rotate_declarer_south (void)
{
  g_autofree char *in = rotate_data_path ("rotate-quarter.pbn");
  g_autofree char *original = rotate_data_path ("rotate.pbn");
  const char *south[] = { "rotate", "--declarer-south", in, NULL };
  const char *back[] = { "rotate", "--turns", "-1", in, NULL };
  const char *three[] = { "rotate", "--turns=3", in, NULL };
  CliResult result, minus, plus;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (!run_cli (south, &result))
    return;
  g_assert_cmpint (result.exit_code, ==, 0);
  bytes = g_bytes_new (result.out, strlen (result.out));
  event = brg_import_bytes (bytes, "south.pbn", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Declarer"), ==, "S");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "North"), ==, "Westra");
  cli_result_clear (&result);

  run_cli (back, &minus);
  run_cli (three, &plus);
  g_assert_cmpint (minus.exit_code, ==, 0);
  g_assert_cmpstr (minus.out, ==, plus.out);
  cli_result_clear (&minus);
  cli_result_clear (&plus);
}

static void
test_rotate_errors (void)
{
  g_autofree char *in = rotate_data_path ("rotate.pbn");
  const char *usage[][7] = {
    { "rotate", in, NULL },                                     /* how far? */
    { "rotate", "--turns", "1", "--declarer-south", in, NULL },  /* both */
    { "rotate", "--turns", "one", in, NULL },
    { "rotate", "--turns", "1", NULL },                         /* no IN */
    { "rotate", "--turns", "1", "--mirror", in, NULL },
    { "rotate", "--turns", "1", in, "a.pbn", "b.pbn", NULL },
  };
  const char *same[] = { "rotate", "--turns", "1", in, in, NULL };
  const char *missing[] = { "rotate", "--turns", "1", "/nonexistent/in.pbn", NULL };
  CliResult result;

  for (guint i = 0; i < G_N_ELEMENTS (usage); i++)
    {
      g_test_message ("case %u", i);
      if (!run_cli (usage[i], &result))
        return;
      g_assert_cmpint (result.exit_code, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      cli_result_clear (&result);
    }

  /* Writing over the input is refused; a missing input fails. */
  run_cli (same, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  cli_result_clear (&result);
  run_cli (missing, &result);
  g_assert_cmpint (result.exit_code, ==, 1);
  cli_result_clear (&result);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/cli/help", test_help);
  g_test_add_func ("/core/cli/command-help", test_command_help);
  g_test_add_func ("/core/cli/version", test_version);
  g_test_add_func ("/core/cli/no-arguments", test_no_arguments);
  g_test_add_func ("/core/cli/unknown-command", test_unknown_command);
  g_test_add_func ("/core/cli/check-clean", test_check_clean);
  g_test_add_func ("/core/cli/check-problems", test_check_problems);
  g_test_add_func ("/core/cli/convert-rbn", test_convert_rbn);
  g_test_add_func ("/core/cli/convert-html-extract", test_convert_html_extract);
  g_test_add_func ("/core/cli/convert-usage", test_convert_usage);
  g_test_add_func ("/core/cli/convert-same-file", test_convert_same_file);
  g_test_add_func ("/core/cli/convert-errors-exit", test_convert_errors_exit);
  g_test_add_func ("/core/cli/convert-stdout-full", test_convert_stdout_full);
  g_test_add_func ("/core/cli/diagnostics-capped", test_diagnostics_capped);
  g_test_add_func ("/core/cli/convert-by-extension", test_convert_by_extension);
  g_test_add_func ("/core/cli/convert-warning-places", test_convert_warning_places);
  g_test_add_func ("/core/cli/show", test_show);
  g_test_add_func ("/core/cli/show-names-hidden", test_show_names_hidden);
  g_test_add_func ("/core/cli/render", test_render);
  g_test_add_func ("/core/cli/deal-same-seed", test_deal_same_seed);
  g_test_add_func ("/core/cli/deal-first-board-rbn", test_deal_first_board_and_rbn);
  g_test_add_func ("/core/cli/deal-errors", test_deal_errors);
  g_test_add_func ("/core/cli/rotate-round-trip", test_rotate_round_trip);
  g_test_add_func ("/core/cli/rotate-declarer-south", test_rotate_declarer_south);
  g_test_add_func ("/core/cli/rotate-errors", test_rotate_errors);

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
