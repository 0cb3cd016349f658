/* fuzz-office.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer targets for PBN snippets in word-processor documents (PBN
 * §6.2), built twice: fuzz-odt (FUZZ_ODT) and fuzz-docx. Input that
 * starts as a zip ("PK\3\4") is opened as the document itself, so that
 * the zip container is fuzzed; any other input is the text's XML
 * (content.xml, word/document.xml), put in a zip here, so that the XML
 * and the view built from it are. The snippets are read, the document is
 * updated with what was read, and the update must open again with as
 * many snippets. Built only with -Dfuzz=true and clang:
 *
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Dapp=false
 *   ninja -C build-fuzz tests/fuzz-odt tests/fuzz-docx
 *   ./build-fuzz/tests/fuzz-odt -max_total_time=60 tests/data/fuzz/odt tests/data/documents
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "brg-core.h"
#include "brg-host-document.h"
#include "hostile.h"

#ifdef FUZZ_ODT
#define KIND       BRG_HOST_DOCUMENT_KIND_ODT
#define FILE_NAME  "fuzz.odt"
#else
#define KIND       BRG_HOST_DOCUMENT_KIND_DOCX
#define FILE_NAME  "fuzz.docx"
#endif

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* The input as the text of a document of its kind. */
static GBytes *
wrap (const uint8_t *data,
      size_t         size)
{
  g_autofree char *xml = g_strndup ((const char *) data, size);
#ifdef FUZZ_ODT
  const char *files[] = {
    "mimetype", "application/vnd.oasis.opendocument.text",
    "content.xml", xml,
    NULL,
  };
#else
  const char *files[] = {
    "[Content_Types].xml",
    "<?xml version=\"1.0\"?>"
    "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>",
    "word/document.xml", xml,
    NULL,
  };
#endif

  /* A NUL ends the XML here; the reader refuses one anyway. */
  return hostile_zip (files, FALSE);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) updated = NULL;
  g_autoptr(BrgHostDocument) again = NULL;

  if (size >= 4 && memcmp (data, "PK\003\004", 4) == 0)
    bytes = g_bytes_new_static (data, size);
  else
    bytes = wrap (data, size);

  document = brg_host_document_new_from_bytes (bytes, KIND, FILE_NAME, NULL);
  if (document == NULL)
    return 0;

  event = brg_host_document_read (document, &diagnostics);
  if (event == NULL)
    __builtin_trap ();

  /* Writing the boards back keeps every snippet where it was. */
  updated = brg_host_document_update (document, event, NULL);
  if (updated != NULL)
    {
      again = brg_host_document_new_from_bytes (updated, KIND, FILE_NAME, NULL);
      if (again == NULL)
        __builtin_trap ();
      if (brg_host_document_get_n_snippets (again) != brg_host_document_get_n_snippets (document))
        __builtin_trap ();
    }
  return 0;
}
