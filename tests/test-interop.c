/* test-interop.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What we write, others read; what others wrote, we read right. Each case
 * reads a small file of our own from tests/data/interop/ with one feature
 * real files have, and checks what other programs depend on in our
 * export, or that nothing is lost without a word.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* tests/data/interop/@name, read as a file is opened (the format found
 * from the content), with its diagnostics. */
static BrgEvent *
read_interop_file (const char  *name,
                   GPtrArray  **diagnostics)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "interop", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, diagnostics, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* @event in PBN export format, as text (ISO-8859-1 bytes kept as they
 * are: only ASCII is compared). */
static char *
export_pbn (BrgEvent   *event,
            GPtrArray **diagnostics)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, diagnostics);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strndup (data, size);
}

/* @event written as PBN and read back. */
static BrgEvent *
export_and_read (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, NULL);
  g_autoptr(GError) error = NULL;
  BrgEvent *again = brg_pbn_read_bytes (bytes, NULL, &error);

  g_assert_no_error (error);
  return again;
}

static const char *
board_tag (BrgEvent   *event,
           guint       index,
           const char *name)
{
  return brg_board_get_tag (brg_event_get_board (event, index), name);
}

/* -- Item 2: inheritance stays true after export (PBN §4.8) -- */

/* Export gives the second game a mandatory `[Scoring "?"]`; the third
 * game's `#` must still mean IMP. */
static void
test_inheritance_chain (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("inheritance-chain.pbn", NULL);
  g_autoptr(BrgEvent) again = NULL;

  g_assert_cmpstr (board_tag (event, 2, "Scoring"), ==, "IMP");
  again = export_and_read (event);
  g_assert_cmpstr (board_tag (again, 1, "Scoring"), ==, "?");
  g_assert_cmpstr (board_tag (again, 2, "Scoring"), ==, "IMP");
}

/* A `##` value redefined by a plain value carries on (§4.8, "the next 24
 * boards are played at the next day"), and export says so with `##`. */
static void
test_inheritance_redefined (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("inheritance-redefined.pbn", NULL);
  g_autoptr(BrgEvent) again = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpstr (board_tag (event, 1, "Date"), ==, "2026.10.24");
  g_assert_cmpstr (board_tag (event, 3, "Date"), ==, "2026.10.25");
  g_assert_cmpstr (board_tag (event, 3, "Event"), ==, "Autumn pairs");

  text = export_pbn (event, NULL);
  g_assert_nonnull (strstr (text, "[Date \"##2026.10.25\"]\r\n[Board \"3\"]\r\n"));
  again = export_and_read (event);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpstr (board_tag (again, i, "Date"), ==, board_tag (event, i, "Date"));
      g_assert_cmpstr (board_tag (again, i, "Event"), ==, "Autumn pairs");
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/interop/4.8-inheritance-chain", test_inheritance_chain);
  g_test_add_func ("/core/interop/4.8-inheritance-redefined", test_inheritance_redefined);

  return g_test_run ();
}
