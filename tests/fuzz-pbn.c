/* fuzz-pbn.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target: any bytes go to the PBN reader; what it reads goes to
 * the writer, and the writer's output must read again and be written again
 * byte for byte as it was: the export format is canonical (PBN §2.1), so
 * an export is a fixed point; and a first board read from the first bytes
 * alone (the window's head of a big file) must be the whole read's first
 * board.
 * Built only with -Dfuzz=true and clang:
 *
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Dapp=false
 *   ninja -C build-fuzz tests/fuzz-pbn
 *   ./build-fuzz/tests/fuzz-pbn -max_total_time=60 ../shared/corpus/pbn
 */

#include "config.h"

#include <stdint.h>

#include "brg-core.h"
#include "brg-read-task-private.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* The first board of the first @cut bytes, when they give one, is the
 * first board of the whole. */
static void
check_head (const uint8_t *data,
            gsize          cut,
            BrgEvent      *whole)
{
  g_autoptr(GBytes) head = g_bytes_new_static (data, cut);
  g_autoptr(BrgEvent) first = _brg_pbn_read_first_board (head);
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;

  if (first == NULL)
    return;
  if (brg_event_get_n_boards (whole) == 0
      || brg_event_get_n_escapes (first) != brg_event_get_n_escapes (whole))
    __builtin_trap ();
  expected = brg_pbn_write_board (brg_event_get_board (whole, 0));
  got = brg_pbn_write_board (brg_event_get_board (first, 0));
  if (g_strcmp0 (expected, got) != 0
      || brg_board_get_has_errors (brg_event_get_board (whole, 0))
         != brg_board_get_has_errors (brg_event_get_board (first, 0)))
    __builtin_trap ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) written = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) rewritten = NULL;

  event = brg_pbn_read_bytes (bytes, &diagnostics, NULL);
  if (event == NULL)
    return 0;

  for (guint quarter = 1; quarter <= 4; quarter++)
    check_head (data, size * quarter / 4, event);

  /* Whatever was read can be written, and what was written can be read. */
  written = brg_pbn_write_bytes (event, NULL);
  if (written != NULL)
    {
      again = brg_pbn_read_bytes (written, NULL, NULL);
      if (again == NULL)
        __builtin_trap ();

      /* Exported again, the export is the same bytes. */
      rewritten = brg_pbn_write_bytes (again, NULL);
      if (rewritten == NULL || !g_bytes_equal (written, rewritten))
        __builtin_trap ();
    }
  return 0;
}
