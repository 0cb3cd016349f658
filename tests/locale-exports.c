/* locale-exports.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What finesse-cli convert writes, for many files in one process:
 * check-locale-exports.sh runs it once under each language and compares.
 * It starts as finesse-cli does (brg_i18n_init(): the locale and the
 * translations of the environment), reads each file named on standard
 * input with the registry's import, and prints for each file and each
 * format the checksum of the bytes the format's writer gives — PBN, RBN,
 * RBX, LIN, and the PBN of the HTML article's <PBN> snippets, as a
 * program reads it back out of the page — or why there are none.
 *   locale-exports < LIST
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "brg-core.h"

static void
print_checksum (guint       index,
                const char *what,
                GBytes     *bytes)
{
  g_autofree char *sum = NULL;

  if (bytes == NULL)
    {
      printf ("%u %s none\n", index, what);
      return;
    }
  sum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
  printf ("%u %s %s %" G_GSIZE_FORMAT "\n", index, what, sum, g_bytes_get_size (bytes));
}

static void
export_file (guint       index,
             const char *path)
{
  static const char *formats[] = { "pbn", "rbn", "rbx", "lin" };
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_import_file (file, NULL, NULL, &error);
  g_autoptr(GBytes) article = NULL;
  g_autoptr(BrgEvent) read_back = NULL;

  if (event == NULL)
    {
      printf ("%u unreadable\n", index);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      const BrgFormat *format = brg_format_lookup (formats[i]);
      g_autoptr(GBytes) bytes = brg_format_write (format, event, BRG_FORMAT_WRITE_NONE, NULL);

      print_checksum (index, formats[i], bytes);
    }

  article = brg_format_write (brg_format_lookup ("html"), event, BRG_FORMAT_WRITE_NONE, NULL);
  read_back = article != NULL ? brg_import_bytes (article, "article.html", NULL, NULL) : NULL;
  if (read_back != NULL)
    {
      g_autoptr(GBytes) pbn = brg_pbn_write_bytes (read_back, NULL);

      print_checksum (index, "html-pbn", pbn);
    }
  else
    print_checksum (index, "html-pbn", NULL);
}

int
main (int   argc,
      char *argv[])
{
  char line[4096];
  guint index = 0;

  brg_i18n_init ();

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      line[strcspn (line, "\n")] = '\0';
      if (line[0] == '\0')
        continue;
      export_file (++index, line);
    }
  return fflush (stdout) == 0 ? 0 : 1;
}
