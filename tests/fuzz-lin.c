/* fuzz-lin.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target (as the PBN and RBN targets) for the LIN reader: any
 * bytes go to the reader; what it reads is written as LIN and PBN, and LIN
 * export must be byte-stable. A file that reads without errors writes back
 * as the same bytes the second time: export(import(export(x))) = export(x).
 * A broken one (anything reported: calls, cards, deals or values kept as
 * they were, headings in the wrong places, values cut by a line end) is
 * read as well as the reader can; what the writer makes of it must read
 * again, and the next round must keep every board and every command.
 * (Warnings count: a value "kept as it is" is as broken as a call kept as
 * it is.) Built only with
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

static gsize
count_but_line_ends (GBytes *bytes)
{
  gsize size;
  const char *text = g_bytes_get_data (bytes, &size);
  gsize n = 0;

  for (gsize i = 0; i < size; i++)
    if (text[i] != '\n' && text[i] != '\r')
      n++;
  return n;
}

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
      /* A file read without a word must write back the same at once. */
      if (diagnostics == NULL || diagnostics->len == 0)
        __builtin_trap ();
      third = brg_lin_read_bytes (lin_again, NULL, NULL);
      if (third == NULL)
        __builtin_trap ();
      lin_third = brg_lin_write_bytes (third, NULL);
      /* Nothing is lost on the way: the same boards, and no fewer bytes
       * but for line ends (an empty heading the writer adds is no loss). A kept heading of a board
       * without a deal may still move to the board next to it from one
       * round to the next (see README, LIN: known limits), so the order
       * is not asserted here. */
      if (brg_event_get_n_boards (again) != brg_event_get_n_boards (third)
          || count_but_line_ends (lin_third) < count_but_line_ends (lin_again))
        __builtin_trap ();
    }
  return 0;
}
