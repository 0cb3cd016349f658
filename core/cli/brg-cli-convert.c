/* brg-cli-convert.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * finesse-cli convert: read any format, write PBN, RBN, RBX or an HTML article.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-cli.h"

int
brg_cli_run_convert (int    argc,
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

  event = brg_cli_import_reporting (in);
  if (event == NULL)
    return 1;

  if (html)
    bytes = brg_article_write_bytes (event, NULL);
  else
    bytes = brg_format_write_bytes (event, format, &losses);
  /* What the target format cannot say, board by board: never dropped silently. */
  brg_cli_print_diagnostics (losses, out != NULL ? out : "<stdout>", stderr);

  return brg_cli_write_output (bytes, out) ? 0 : 1;
}
