/* fuzz-lin.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target (as the PBN and RBN targets) for the LIN reader: any
 * bytes go to the reader; what it reads is written as LIN and PBN, and LIN
 * export must be byte-stable. Whatever the input, broken or not, what the
 * writer makes of it reads again and writes back as the same bytes:
 * export(import(export(x))) = export(x). So every board keeps its own
 * headings, commands and commentary from one export to the next (a broken
 * file's first export may differ from the file: junk is left out, and a
 * board without a deal gets an empty `qx` that starts it). One drift is
 * left, and let through for broken files: a second `pn` that ends a board
 * without a deal goes to the next board, and stays there (the next round
 * is final). Built only with
 * -Dfuzz=true and clang:
 *
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Dapp=false
 *   ninja -C build-fuzz tests/fuzz-lin
 *   ./build-fuzz/tests/fuzz-lin -max_total_time=60 tests/data/lin ../shared/corpus/lin
 */

#include "config.h"

#include <stdint.h>

#include "brg-core.h"
#include "brg-format.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) lin = NULL;
  g_autoptr(GBytes) lin_again = NULL;
  g_autoptr(GBytes) pbn = NULL;

  brg_format_detect (bytes, NULL);
  brg_lin_detect (data, size);

  event = brg_lin_read_bytes (bytes, &diagnostics, NULL);
  if (event == NULL)
    return 0;

  lin = brg_lin_write_bytes (event, &losses);
  pbn = brg_format_lookup ("pbn")->write (event, NULL);

  /* What was written reads again, and writes the same bytes. */
  again = brg_lin_read_bytes (lin, NULL, NULL);
  if (again == NULL)
    __builtin_trap ();
  lin_again = brg_lin_write_bytes (again, NULL);
  if (!g_bytes_equal (lin, lin_again))
    {
      g_autoptr(BrgEvent) third = NULL;
      g_autoptr(GBytes) lin_third = NULL;

      /* The one drift left (README, LIN: known limits): a board without
       * a deal that ends with a second pn gives it to the next board, of
       * a broken file only, and the next round is final. */
      if (diagnostics == NULL || diagnostics->len == 0)
        __builtin_trap ();
      third = brg_lin_read_bytes (lin_again, NULL, NULL);
      if (third == NULL)
        __builtin_trap ();
      lin_third = brg_lin_write_bytes (third, NULL);
      if (!g_bytes_equal (lin_again, lin_third)
          || brg_event_get_n_boards (again) != brg_event_get_n_boards (third))
        __builtin_trap ();
    }
  return 0;
}
