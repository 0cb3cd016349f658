/* brg-cli-render.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli render: boards as PDF, SVG or PNG pages, with the layouts
 * the window prints.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"
#include "brg-render-document.h"

/* The value of option @name at argv[*i], given as "--name VALUE" or
 * "--name=VALUE"; NULL when argv[*i] is another argument. */
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

/* Renders the boards of IN (all, or those of --boards) to OUT; problems
 * with IN go to stderr, and a board that lacks something is printed with
 * what it has. */
int
brg_cli_run_render (int    argc,
                    char **argv)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GFile) out_file = NULL;
  g_autoptr(GError) error = NULL;
  const char *to = NULL, *boards = NULL, *in = NULL, *out = NULL;
  BrgRenderFormat format = BRG_RENDER_FORMAT_PDF;
  gboolean bad = FALSE;
  GPtrArray *warnings;

  for (int i = 1; i < argc && !bad; i++)
    {
      const char *value;

      if ((value = option_value (argc, argv, &i, "--to")) != NULL)
        {
          to = value;
          bad = !brg_render_format_from_string (value, &format);
        }
      else if ((value = option_value (argc, argv, &i, "--layout")) != NULL)
        bad = !brg_render_layout_from_string (value, &options->layout);
      else if ((value = option_value (argc, argv, &i, "--per-page")) != NULL)
        {
          guint64 n;

          bad = !g_ascii_string_to_unsigned (value, 10, 1, 6, &n, NULL);
          options->per_page = (guint) n;
        }
      else if ((value = option_value (argc, argv, &i, "--boards")) != NULL)
        boards = value;
      else if ((value = option_value (argc, argv, &i, "--paper")) != NULL)
        bad = !brg_render_paper_from_string (value, &options->paper);
      else if (strcmp (argv[i], "--four-color") == 0)
        options->four_color = TRUE;
      else if (strcmp (argv[i], "--dark") == 0)
        options->dark = TRUE;
      else if ((value = option_value (argc, argv, &i, "--letters")) != NULL)
        {
          if (!brg_cli_parse_letters (value, FALSE, &options->letters))
            return 2;
        }
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        bad = TRUE;
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        bad = TRUE;
    }
  /* Without --to, OUT's extension says: render --layout slides IN OUT.pdf */
  if (!bad && to == NULL && out != NULL)
    {
      const char *dot = strrchr (out, '.');

      if (dot != NULL && brg_render_format_from_string (dot + 1, &format))
        to = dot + 1;
    }
  if (bad || to == NULL || in == NULL || out == NULL)
    return brg_cli_usage_error ("render");
  if (options->dark && options->layout != BRG_RENDER_LAYOUT_SLIDES)
    {
      fprintf (stderr, "finesse-cli: %s\n", _("--dark is for the slides layout"));
      return 2;
    }
  if (!brg_render_options_check (options, &error))
    {
      fprintf (stderr, "finesse-cli: %s\n", error->message);
      return 2;
    }

  if (brg_cli_refuse_same_file (in, out))
    return 1;
  event = brg_cli_import_reporting (in, NULL);
  if (event == NULL)
    return 1;

  if (boards != NULL)
    {
      options->boards = brg_render_parse_boards (boards, event, &error);
      if (options->boards == NULL)
        {
          fprintf (stderr, "finesse-cli: %s\n", error->message);
          return 2;
        }
    }

  document = brg_render_document_new (event, options, &error);
  if (document == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", in, error->message);
      return 1;
    }

  out_file = g_file_new_for_commandline_arg (out);
  if (!brg_render_document_write (document, format, out_file, NULL, &error))
    {
      fprintf (stderr, "%s: error: %s\n", out, error->message);
      return 1;
    }

  warnings = brg_render_document_get_warnings (document);
  for (guint i = 0; i < warnings->len; i++)
    fprintf (stderr, "%s: warning: %s\n", out, (char *) g_ptr_array_index (warnings, i));
  return 0;
}
