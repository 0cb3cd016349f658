/* fuzz-html.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for PBN snippets in HTML (PBN §6.2): any bytes are
 * opened as an HTML page; its snippets are read, and the page is updated
 * in place with what was read, which must open again. When the page was
 * clean (UTF-8, no problem with its delimiters or its bytes) the updated
 * page has as many snippets. Built only with -Dfuzz=true and clang:
 *
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Dapp=false
 *   ninja -C build-fuzz tests/fuzz-html
 *   ./build-fuzz/tests/fuzz-html -max_total_time=60 ../shared/corpus/html
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
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(BrgHostDocument) again = NULL;
  gboolean clean = TRUE;

  document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_HTML, NULL, NULL);
  if (document == NULL)
    return 0;

  event = brg_host_document_read (document, &diagnostics);
  if (event == NULL)
    __builtin_trap ();

  for (guint i = 0; i < diagnostics->len; i++)
    if (g_str_has_prefix (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->code, "doc-"))
      clean = FALSE;
  if (g_strcmp0 (brg_host_document_get_encoding (document), "UTF-8") != 0
      || !g_utf8_validate_len ((const char *) data, size, NULL))
    clean = FALSE;

  /* Writing the boards back keeps every snippet where it was. */
  updated = brg_host_document_update (document, event, NULL);
  if (updated != NULL)
    {
      again = brg_host_document_new_from_bytes (updated, BRG_HOST_DOCUMENT_KIND_HTML, NULL, NULL);
      if (again == NULL)
        __builtin_trap ();
      if (clean && brg_host_document_get_n_snippets (again) != brg_host_document_get_n_snippets (document))
        __builtin_trap ();
    }
  return 0;
}
