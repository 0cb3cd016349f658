/* fuzz-email.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for PBN snippets in e-mail (PBN §6.2): any bytes are
 * opened as a message (GMime for its MIME structure, then each text part's
 * transfer encoding and character set); its snippets are read. Reading
 * never fails once the message opened, and what was read can be written
 * as PBN that reads again (as fuzz-pbn asks of the PBN reader). Built only with -Dfuzz=true and clang:
 *
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Dapp=false
 *   ninja -C build-fuzz tests/fuzz-email
 *   ./build-fuzz/tests/fuzz-email -max_total_time=60 tests/data/fuzz/email
 */

#include "config.h"

#include <stdint.h>

#include "brg-core.h"
#include "brg-host-document.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) written = NULL;
  g_autoptr(BrgEvent) again = NULL;

  document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_EMAIL, "message.eml", NULL);
  if (document == NULL)
    return 0;

  event = brg_host_document_read (document, &diagnostics);
  if (event == NULL)
    __builtin_trap ();

  written = brg_pbn_write_bytes (event, NULL);
  again = brg_pbn_read_bytes (written, NULL, NULL);
  if (again == NULL)
    __builtin_trap ();
  return 0;
}
