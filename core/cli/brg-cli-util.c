/* brg-cli-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the subcommands share: reading a file with its problems reported,
 * printing diagnostics, and writing the output.
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

/* Prints @diagnostics on @out, each as FILE:LINE:COL: severity: message;
 * after @limit of them (0: no limit) only how many more there are, so that a
 * file with millions of problems does not flood the terminal. Returns
 * whether any is an error. */
gboolean
brg_cli_print_diagnostics (GPtrArray  *diagnostics,
                           const char *file_name,
                           guint       limit,
                           FILE       *out)
{
  guint n_errors = 0, n_hidden = 0, n_hidden_errors = 0;

  for (guint j = 0; diagnostics != NULL && j < diagnostics->len; j++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, j);
      gboolean is_error = diagnostic->severity == BRG_SEVERITY_ERROR;

      n_errors += is_error;
      if (limit == 0 || j < limit)
        {
          g_autofree char *line = brg_diagnostic_format (diagnostic, file_name);

          fprintf (out, "%s\n", line);
        }
      else
        {
          n_hidden++;
          n_hidden_errors += is_error;
        }
    }
  if (n_hidden > 0)
    {
      fprintf (out, g_dngettext (GETTEXT_PACKAGE,
                                 "%s: %u more problem (%u errors) not shown; "
                                 "“finesse-cli check” lists them all\n",
                                 "%s: %u more problems (%u errors) not shown; "
                                 "“finesse-cli check” lists them all\n", n_hidden),
               file_name, n_hidden, n_hidden_errors);
    }
  return n_errors > 0;
}

/* Writes @bytes to @path through the core's one atomic write (the old file
 * is never half overwritten), or to stdout when @path is NULL or "-".
 * Says what went wrong when it fails. */
gboolean
brg_cli_write_output (GBytes     *bytes,
                      const char *path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (path == NULL || strcmp (path, "-") == 0)
    {
      if (fwrite (data, 1, size, stdout) == size && fflush (stdout) == 0)
        return TRUE;
      fprintf (stderr, _("finesse-cli: error: could not write to standard output: %s\n"),
               g_strerror (errno));
      return FALSE;
    }

  file = g_file_new_for_commandline_arg (path);
  if (!brg_write_file (file, bytes, BRG_WRITE_NONE, NULL, &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* Reads @path in any format the window reads; its problems go to stderr,
 * and @had_errors (optional) says whether any of them is an error.
 * Returns %NULL, having said why, when it cannot be read at all. */
BrgEvent *
brg_cli_import_reporting (const char *path,
                          gboolean   *had_errors)
{
  gboolean errors;

  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, &diagnostics, &error);

  if (event == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return NULL;
    }
  errors = brg_cli_print_diagnostics (diagnostics, path, BRG_CLI_DIAGNOSTICS_LIMIT, stderr);
  if (had_errors != NULL)
    *had_errors = errors;
  return event;
}

/* Whether @out is the very file @in (by any name or link); says so when it
 * is: writing there would replace the input before the user has a copy. */
gboolean
brg_cli_refuse_same_file (const char *in,
                          const char *out)
{
  g_autoptr(GFile) in_file = g_file_new_for_commandline_arg (in);
  g_autoptr(GFile) out_file = g_file_new_for_commandline_arg (out);

  if (!brg_file_is_same (in_file, out_file))
    return FALSE;
  fprintf (stderr, _("%s: error: the output is the input file, which writing would replace; "
                     "choose another output file\n"), out);
  return TRUE;
}

/* The row of @name in the table of finesse-cli.c, or NULL. */
const BrgCliCommand *
brg_cli_lookup_command (const char *name)
{
  for (guint i = 0; i < brg_cli_n_commands; i++)
    if (strcmp (brg_cli_commands[i].name, name) == 0)
      return &brg_cli_commands[i];
  return NULL;
}

/* A command's usage, as `help COMMAND` and `COMMAND --help` print it: its
 * synopsis, what it does, and its options. */
void
brg_cli_print_usage (const BrgCliCommand *command,
                     FILE                *out)
{
  g_autofree char *formats = brg_format_list_writable (", ");
  g_autoptr(GString) usage = g_string_new (command->usage != NULL ? _(command->usage)
                                                                  : command->name);
  const char *at = strstr (usage->str, "%s");
  const char *rest;

  /* The one `%s` a usage may hold is the formats that can be written. */
  if (at != NULL)
    {
      gsize position = (gsize) (at - usage->str);

      g_string_erase (usage, (gssize) position, 2);
      g_string_insert (usage, (gssize) position, formats);
    }
  rest = strchr (usage->str, '\n');
  fprintf (out, _("Usage: finesse-cli %.*s\n"),
           (int) (rest != NULL ? rest - usage->str : (gssize) usage->len), usage->str);
  fprintf (out, "\n%s\n", _(command->summary));
  if (rest != NULL)
    fprintf (out, "\n%s\n", rest + 1);
}

/* Prints the usage of command @name on stderr; returns the exit status of
 * a usage error, 2. */
int
brg_cli_usage_error (const char *name)
{
  const BrgCliCommand *command = brg_cli_lookup_command (name);

  if (command != NULL)
    brg_cli_print_usage (command, stderr);
  return 2;
}

/* The card letters --letters or --set-letters name: a language code
 * (`fr`), or `none` where @allow_none. Says what is wrong on stderr. */
gboolean
brg_cli_parse_letters (const char        *value,
                       gboolean           allow_none,
                       const BrgLetters **letters)
{
  g_autoptr(GString) codes = g_string_new (NULL);
  const BrgLetters *known;

  if (allow_none && strcmp (value, "none") == 0)
    {
      *letters = NULL;
      return TRUE;
    }
  *letters = brg_letters_lookup (value);
  if (*letters != NULL && strlen (value) == strlen (brg_letters_get_code (*letters)))
    return TRUE;

  for (guint i = 0; (known = brg_letters_get_nth (i)) != NULL; i++)
    g_string_append_printf (codes, "%s%s", i > 0 ? ", " : "", brg_letters_get_code (known));
  if (allow_none)
    g_string_append (codes, ", none");
  fprintf (stderr,
           /* Translators: %s is what the user gave, then the codes
            * Finesse knows, such as "en, fr, de, nl" */
           _("finesse-cli: error: there are no card letters “%s”; give one of %s\n"),
           value, codes->str);
  return FALSE;
}
