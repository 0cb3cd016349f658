/* core-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

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
