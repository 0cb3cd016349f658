/* fuzz-rbn.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for the RBN and RBX reader: any bytes go to
 * the reader; what it reads is written as RBN, RBX and PBN, and RBN
 * export must be byte-stable: export(import(export(x))) = export(x).
 * Built only with -Dfuzz=true and clang:
 *
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Dapp=false
 *   ninja -C build-fuzz tests/fuzz-rbn
 *   ./build-fuzz/tests/fuzz-rbn -max_total_time=60 tests/data/rbn ../shared/corpus/rbn
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
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) rbn = NULL;
  g_autoptr(GBytes) rbn_again = NULL;
  g_autoptr(GBytes) rbx = NULL;
  g_autoptr(GBytes) pbn = NULL;

  brg_format_detect (bytes, NULL);

  event = brg_rbn_read_bytes (bytes, &diagnostics, NULL);
  if (event == NULL)
    return 0;

  rbn = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, NULL);
  rbx = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, NULL);
  pbn = brg_format_lookup ("pbn")->write (event, NULL);

  /* What was written reads again, and writes the same bytes. */
  again = brg_rbn_read_bytes (rbn, NULL, NULL);
  if (again == NULL)
    __builtin_trap ();
  rbn_again = brg_rbn_write_bytes (again, BRG_RBN_FLAVOUR_RBN, NULL);
  if (!g_bytes_equal (rbn, rbn_again))
    __builtin_trap ();
  return 0;
}
