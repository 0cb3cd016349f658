/* test-file-limits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The readers' limits on a file's size and its number of boards follow
 * the machine's memory; past them a file is refused, or cut, with a
 * message. Tested with small limits, not huge files.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-file-limits.h"
#include "core-test-util.h"

#define MIB ((guint64) 1024 * 1024)
#define GIB (1024 * MIB)

static GBytes *
games (guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, "[Board \"%u\"]\n[Dealer \"N\"]\n\n", i);
  return g_string_free_to_bytes (text);
}

static void
test_for_memory (void)
{
  /* An eighth of the memory, between 256 MiB and 1 GiB. */
  g_assert_cmpuint (brg_file_size_limit_for_memory (1 * GIB), ==, 256 * MIB);
  g_assert_cmpuint (brg_file_size_limit_for_memory (4 * GIB), ==, 512 * MIB);
  g_assert_cmpuint (brg_file_size_limit_for_memory (16 * GIB), ==, GIB);
  /* A 320 MB archive of a million deals opens with 4 GB. */
  g_assert_cmpuint (brg_file_size_limit_for_memory (4 * GIB), >, 320 * 1000 * 1000);
  g_assert_cmpuint (brg_board_limit_for_memory (4 * GIB), >=, 1000000);

  /* A board for each 2 KiB, between 200,000 and 5,000,000. */
  g_assert_cmpuint (brg_board_limit_for_memory (0), ==, BRG_BOARDS_FLOOR);
  g_assert_cmpuint (brg_board_limit_for_memory (GIB), ==, 524288);
  g_assert_cmpuint (brg_board_limit_for_memory (64 * GIB), ==, BRG_BOARDS_CEILING);

  /* This machine's are among those. */
  g_assert_cmpuint (brg_file_size_limit (), >=, BRG_FILE_SIZE_FLOOR);
  g_assert_cmpuint (brg_file_size_limit (), <=, BRG_FILE_SIZE_CEILING);
  g_assert_cmpuint (brg_board_limit (), >=, BRG_BOARDS_FLOOR);
}

/* Past the size limit, the PBN reader refuses the file whole. */
static void
test_pbn_too_large (void)
{
  g_autoptr(GBytes) bytes = games (100);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  _brg_file_limits_override (g_bytes_get_size (bytes) - 1, 0);
  event = brg_pbn_read_bytes (bytes, &diagnostics, &error);
  _brg_file_limits_override (0, 0);

  g_assert_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_TOO_LARGE);
  g_assert_null (event);
  g_assert_true (strstr (error->message, "MiB") != NULL);

  /* One byte more and it is read. */
  _brg_file_limits_override (g_bytes_get_size (bytes), 0);
  event = brg_pbn_read_bytes (bytes, NULL, NULL);
  _brg_file_limits_override (0, 0);
  g_assert_nonnull (event);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 100);
}

/* Past the board limit, the boards before it are read and the rest is
 * reported (pbn-too-large). */
static void
test_pbn_too_many_boards (void)
{
  g_autoptr(GBytes) bytes = games (5);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  const BrgDiagnostic *diagnostic;

  _brg_file_limits_override (0, 3);
  event = brg_pbn_read_bytes (bytes, &diagnostics, NULL);
  _brg_file_limits_override (0, 0);

  g_assert_nonnull (event);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 3);
  diagnostic = core_test_find_diagnostic (diagnostics, "pbn-too-large");
  g_assert_nonnull (diagnostic);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_ERROR);
  /* At the end of the fourth game, the first one not read. */
  g_assert_cmpuint (diagnostic->line, ==, 12);
}

static void
too_large_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GError **error = user_data;
  BrgEvent *event = brg_import_file_progressive_finish (result, NULL, error);

  g_assert_null (event);
}

static void
no_boards_cb (BrgEvent  *event,
              guint      position,
              guint      n_added,
              GPtrArray *diagnostics,
              gpointer   user_data)
{
  g_assert_not_reached ();
}

/* The window's read refuses a file past the limit before reading it. */
static void
test_import_too_large (void)
{
  g_autoptr(GBytes) bytes = games (100);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  GError *error = NULL;

  file = core_test_write_temp_file ("finesse-limits-XXXXXX.pbn", g_bytes_get_data (bytes, NULL),
                                    (gssize) g_bytes_get_size (bytes), &path);

  _brg_file_limits_override (1000, 0);
  brg_import_file_progressive_async (file, NULL, no_boards_cb, NULL, NULL, too_large_cb, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  _brg_file_limits_override (0, 0);

  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_clear_error (&error);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file-limits/for-memory", test_for_memory);
  g_test_add_func ("/file-limits/pbn-too-large", test_pbn_too_large);
  g_test_add_func ("/file-limits/pbn-too-many-boards", test_pbn_too_many_boards);
  g_test_add_func ("/file-limits/import-too-large", test_import_too_large);

  return g_test_run ();
}
