/* test-pbn-fixpoint.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export format is canonical (PBN §2.1): a file exported, read again and
 * exported again is the same bytes. The files of tests/data/pbn-fixpoint
 * are the smallest inputs, found by fuzz-pbn, that each broke this in
 * one way; fuzz-pbn checks it on every input it makes. Each test also
 * checks what the first export must say.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

typedef struct
{
  const char *name;
  /* Text the first export holds, CRLF as written; NULL for none. */
  const char *holds;
  /* Text it must not hold. */
  const char *lacks;
} Case;

static const Case cases[] = {
  /* PBN §3.5.5: a Note tag after a tag that ended the auction section is
   * kept as a tag. Written after the auction's notes, it was taken by
   * the auction when read again; it is written before the auction. */
  { "note-section-ended", "[Note \"2:x\"]\r\n[Auction \"N\"]", NULL },
  /* PBN §3.6.5: data after a Note tag is kept with it, and written; the
   * note left without it was taken by the play when read again. */
  { "note-data", "[Note \"2:y\"]\r\n-\r\n", NULL },
  /* PBN §2.4: escape lines before the first game are the file's. A
   * `% EXPORT` or content type line after stray text belonged to the
   * first game, but written first it was the file's when read again. */
  { "first-game-marker", NULL, "% EXPORT\r\n% EXPORT" },
  { "first-game-content-type", NULL, "format=flowed" },
  /* PBN §2.3: export format writes a tab as a space; `% PBN 2.1` with a
   * tab after it is the version line all the same (§2.4). */
  { "version-tab", NULL, "% PBN 2.1 \r\n" },
  /* PBN §3.8: a brace comment in kept section data that no `}` closed
   * ended at the end of its line; the writer closes it there, else a
   * later comment's `}` would close it and it would swallow the tags
   * between. */
  { "section-open-brace", "x {open}\r\n", NULL },
  /* PBN §2.4: a `%` that was not in the first column is data, kept with
   * a space before it; written first on a line it was an escape line. */
  { "section-percent", "[Remark \"y\"]\r\n %\r\n", NULL },
  { "section-percent-data", "\r\n %x\r\n", NULL },
  /* PBN §5.1: a table whose rows hold an escape line or commentary is
   * written as it was read, not laid out anew, which broke `% ]` into a
   * `%` line and a lost `]`. */
  { "table-escape", "\r\nh\r\n% ]\r\n", NULL },
  /* PBN §3: an empty line ends the game. A line of control characters
   * (read as spaces, §2.2) kept in section data did not; written empty,
   * it did. It is left out. */
  { "section-control-line", "\r\n1\r\n2\r\n", NULL },
  /* PBN §3.5: nothing may follow `*` in the auction; a `*` that another
   * `*` follows is kept as text where it stood, before the text and
   * commentary that came after it (here `@`, and a note reference with
   * no call), which the writer writes before the end mark. Kept after
   * them, it was read as the end mark again. */
  { "auction-end-mark", "[Auction \"N\"]\r\n*\r\n@\r\n*\r\n", NULL },
  { "auction-end-mark-after-call", "1C * @\r\n*\r\n", NULL },
  { "auction-end-mark-note", "[Auction \"N\"]\r\n*\r\n=0=\r\n*\r\n", NULL },
  /* PBN §3.5: a pass after the auction's end is ignored, so it leaves a
   * `*` before it the end mark. Taken for text, the `*` was written
   * before the `=` kept after it, and read as the end mark again. */
  { "auction-end-mark-extra-pass", "Pass Pass Pass =\r\n*\r\n", "* =" },
  /* PBN §3.5: a hyphen before the dealer's call only says where the
   * auction begins, which the Auction tag says when written (here E).
   * After a `*` it left the `*` kept as text before the note reference
   * that followed, and written without the hyphen that `*` was the end
   * mark again. The `*` stays the end mark, written after the text. */
  { "auction-end-mark-dash", "[Auction \"E\"]\r\n=0=\r\n*\r\n", NULL },
  /* PBN §2.2, §2.4: a content type line declares the character set by
   * name; a byte that is no letter or digit (here 0xFF) names no set, but
   * iconv read it as the locale's set, and the name written back as U+FFFD
   * in UTF-8 read as three. The file declares none; the export says the
   * set it is written in. */
  { "charset-not-a-name", "charset=ISO-8859-1\r\n", "\xef\xbf\xbd" },
  /* PBN §3.6: no card may follow `+` in the play. A token that is no card
   * after it was dropped, and a `-` before it kept for it; read again,
   * that `-` was dropped too. The section is kept as it was read. */
  { "play-token-after-continue", "[Play \"W\"]\r\nS - + x\r\n", NULL },
  /* PBN §2.4: a kept token that begins with `%` is written after a space
   * even where a long line was broken before it. */
  { "token-percent-wrap", NULL, "\n%*" },
  /* PBN §3: a line of spaces is an empty line, which ends the game. A
   * kept token that begins with `%` and is too long for a line was broken
   * off the space written before it, leaving such a line, and was lost
   * outside the game when read again. */
  { "token-percent-long", "[Auction \"N\"]\r\n %x", "\n \r\n" },
};

static GBytes *
export (GBytes *bytes)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_pbn_read_bytes (bytes, &diagnostics, NULL);

  g_assert_nonnull (event);
  return brg_pbn_write_bytes (event, NULL);
}

/* The first export and the second as text, for messages that show
 * where they differ. */
static void
check_fixed_point (GBytes  *input,
                   char   **first)
{
  g_autoptr(GBytes) e1 = export (input);
  g_autoptr(GBytes) e2 = export (e1);
  g_autofree char *t1 = g_strndup (g_bytes_get_data (e1, NULL), g_bytes_get_size (e1));
  g_autofree char *t2 = g_strndup (g_bytes_get_data (e2, NULL), g_bytes_get_size (e2));

  g_assert_cmpstr (t1, ==, t2);
  g_assert_true (g_bytes_equal (e1, e2));
  *first = g_steal_pointer (&t1);
}

static GBytes *
read_data (const char *folder,
           const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *file = g_strconcat (c->name, ".pbn", NULL);
  g_autoptr(GBytes) input = read_data ("pbn-fixpoint", file);
  g_autofree char *first = NULL;

  check_fixed_point (input, &first);
  if (c->holds != NULL)
    g_assert_nonnull (strstr (first, c->holds));
  if (c->lacks != NULL)
    g_assert_null (strstr (first, c->lacks));
}

/* Every file of the folder has its case, so none is left untested. */
static void
test_all_listed (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn-fixpoint", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean listed = FALSE;

      if (!g_str_has_suffix (name, ".pbn"))
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        if (strncmp (name, cases[i].name, strlen (name) - 4) == 0
            && strlen (cases[i].name) == strlen (name) - 4)
          listed = TRUE;
      if (!listed)
        g_test_message ("%s has no case", name);
      g_assert_true (listed);
      n++;
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (cases));
}

/* Our own PBN files, too. */
static void
test_own_files (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr(GBytes) input = NULL;
      g_autofree char *first = NULL;

      if (!g_str_has_suffix (name, ".pbn"))
        continue;
      input = read_data ("pbn", name);
      check_fixed_point (input, &first);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One failing case must not hide the others. */
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/pbn/fixpoint/%s", cases[i].name);

      g_test_add_data_func (test_path, &cases[i], test_case);
    }
  g_test_add_func ("/core/pbn/fixpoint/all-listed", test_all_listed);
  g_test_add_func ("/core/pbn/fixpoint/own-files", test_own_files);

  return g_test_run ();
}
