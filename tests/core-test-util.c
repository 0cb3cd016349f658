/* core-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include <string.h>
#include <unistd.h>

#include "core-test-util.h"

/* @text read as a PBN file. */
BrgEvent *
core_test_read_pbn (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_pbn_read_bytes (bytes, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* tests/data/@folder/@name read as a PBN file. */
BrgEvent *
core_test_read_data_file (const char *folder,
                          const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_pbn_read_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* The first of @diagnostics (which may be %NULL) with @code, or %NULL. */
const BrgDiagnostic *
core_test_find_diagnostic (GPtrArray  *diagnostics,
                           const char *code)
{
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      if (g_strcmp0 (diagnostic->code, code) == 0)
        return diagnostic;
    }
  return NULL;
}

gboolean
core_test_has_diagnostic (GPtrArray  *diagnostics,
                          const char *code)
{
  return core_test_find_diagnostic (diagnostics, code) != NULL;
}

guint
core_test_count_severity (GPtrArray   *diagnostics,
                          BrgSeverity  severity)
{
  guint n = 0;

  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    if (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity == severity)
      n++;
  return n;
}

/* For g_ptr_array_sort() of strings. */
/* The whole text of @file, which must read. */
char *
core_test_read_text (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* Removes @path and all below it, not following symbolic links. */
void
core_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        core_test_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
core_test_compare_strings (gconstpointer a,
                           gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The corpus of real files: the folder $FINESSE_CORPUS names, which meson
 * sets from its `corpus` option (by default ../shared/corpus beside the
 * source tree, when that exists). NULL when there is none. */
const char *
core_test_get_corpus (void)
{
  const char *corpus = g_getenv ("FINESSE_CORPUS");

  if (corpus == NULL || corpus[0] == '\0' || !g_file_test (corpus, G_FILE_TEST_IS_DIR))
    return NULL;
  return corpus;
}

/* Skips the running test, saying why and how to run it. */
void
core_test_skip_no_corpus (void)
{
  const char *corpus = g_getenv ("FINESSE_CORPUS");
  g_autofree char *message = NULL;

  if (corpus == NULL || corpus[0] == '\0')
    message = g_strdup ("no corpus of real files: configure with -Dcorpus=FOLDER, or put it "
                        "at ../shared/corpus beside the source tree, to run this test");
  else
    message = g_strdup_printf ("the corpus folder %s is not there: this test needs it", corpus);
  g_test_skip (message);
}

/* The path of a file or folder of the corpus, built as g_build_filename()
 * does; NULL, with the running test skipped, when there is no corpus. */
char *
core_test_corpus_path (const char *first_element,
                       ...)
{
  const char *corpus = core_test_get_corpus ();
  g_autoptr(GPtrArray) elements = NULL;
  va_list args;

  if (corpus == NULL)
    {
      core_test_skip_no_corpus ();
      return NULL;
    }

  elements = g_ptr_array_new ();
  g_ptr_array_add (elements, (gpointer) corpus);
  va_start (args, first_element);
  for (const char *element = first_element; element != NULL; element = va_arg (args, const char *))
    g_ptr_array_add (elements, (gpointer) element);
  va_end (args);
  g_ptr_array_add (elements, NULL);
  return g_build_filenamev ((char **) elements->pdata);
}

/**
 * core_test_write_temp_file:
 * @name_template: as g_file_open_tmp() takes it: "finesse-NAME-XXXXXX.pbn"
 * @text: what the file holds
 * @length: its length, or -1 when @text ends in NUL
 * @path: (out): where the file is, for the test to remove
 *
 * Returns: (transfer full): a new file in the temporary folder
 */
GFile *
core_test_write_temp_file (const char  *name_template,
                           const char  *text,
                           gssize       length,
                           char       **path)
{
  GError *error = NULL;
  int fd;

  fd = g_file_open_tmp (name_template, path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (*path, text, length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (*path);
}

/* Runs $FINESSE_CLI with the NULL-terminated @args, and @env (NAME=VALUE
 * strings, NULL-terminated, or NULL) added to this environment. A crash or
 * a signal fails the test; FALSE (and the test skipped) when FINESSE_CLI
 * is not set. */
gboolean
core_test_run_cli (const char * const *args,
                   const char * const *env,
                   CoreTestCliRun     *run)
{
  const char *cli = g_getenv ("FINESSE_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int wait_status = -1;

  memset (run, 0, sizeof *run);
  if (cli == NULL)
    {
      g_test_skip ("FINESSE_CLI is not set");
      return FALSE;
    }

  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  for (guint i = 0; env != NULL && env[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (env[i], "=", 2);

      g_assert_nonnull (pair[1]);
      envp = g_environ_setenv (envp, pair[0], pair[1], TRUE);
    }

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);

  if (g_spawn_check_wait_status (wait_status, &error))
    run->exit_code = 0;
  else
    {
      /* Anything but a normal exit (a crash, a signal) fails here. */
      g_assert_error (error, G_SPAWN_EXIT_ERROR, error->code);
      run->exit_code = error->code;
    }
  return TRUE;
}

void
core_test_cli_run_clear (CoreTestCliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Performs @command (taking it) through @history; the test fails unless it
 * was done. */
void
core_test_perform (BrgHistory *history,
                   BrgCommand *command)
{
  g_autoptr(BrgCommand) owned = command;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (command);
  g_assert_true (brg_history_perform (history, owned, &error));
  g_assert_no_error (error);
}

/* Performs @command (taking it) through @history; the test fails unless it
 * was refused with the error @domain, @code. */
void
core_test_perform_fails (BrgHistory *history,
                         BrgCommand *command,
                         GQuark      domain,
                         int         code)
{
  g_autoptr(BrgCommand) owned = command;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (command);
  g_assert_false (brg_history_perform (history, owned, &error));
  g_assert_error (error, domain, code);
}

/* The deal of every game: each hand a suit's top four and three of the
 * others, so no two hands share a card. */
#define GAMES_DEAL \
  "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

/* The text of @games, a file of many games as the tests that read in
 * batches, and the benchmarks, want one (a few MB in a second or less). */
char *
core_test_games_text (const CoreTestGames *games,
                      gsize               *length)
{
  GString *text = g_string_new ("% PBN 2.1\n% EXPORT\n\n");

  for (guint i = 1; i <= games->n_boards; i++)
    {
      gboolean bad = i == games->bad_board || (games->bad_every > 0 && i % games->bad_every == 0);

      g_string_append_printf (text, "[Event \"%s\"]\n[Board \"%u\"]\n", games->event, i);
      if (games->players)
        g_string_append_printf (text, "[North \"%s\"]\n", i % 100 == 0 ? "Smith" : "Jones");
      g_string_append_printf (text, "[Dealer \"%s\"]\n[Vulnerable \"None\"]\n"
                              "[Deal \"" GAMES_DEAL "\"]\n\n", bad ? "X" : "N");
    }
  if (length != NULL)
    *length = text->len;
  return g_string_free (text, FALSE);
}

/* @games written to a new temporary file named after @name_template (as
 * g_file_open_tmp() takes it), whose path goes to @path. */
GFile *
core_test_write_games (const CoreTestGames  *games,
                       const char           *name_template,
                       char                **path)
{
  gsize length;
  g_autofree char *text = core_test_games_text (games, &length);

  return core_test_write_temp_file (name_template, text, (gssize) length, path);
}

/* An async callback that keeps the result in the GAsyncResult * that
 * @user_data points to, for core_test_run_until(). */
void
core_test_store_result_cb (GObject      *source,
                           GAsyncResult *result,
                           gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

/* Runs the main context until core_test_store_result_cb() has stored a
 * result in @slot. */
void
core_test_run_until (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
}
