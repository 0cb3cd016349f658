/* brg-host-document-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain text in any character set, `> ` quoting stripped (PBN §6.2).
 */

#include "config.h"

#include "brg-host-document-private.h"

/* The plain view: the text itself. */
void
_brg_doc_build_text_view (BrgDocPart *part)
{
  part->view = g_string_new_len (part->u, (gssize) part->u_len);
  part->view_map = NULL;
}

gboolean
_brg_doc_load_text (BrgHostDocument *self,
                    GError     **error)
{
  BrgDocPart *part = _brg_doc_part_new (BRG_DOC_MARKUP_TEXT, 0, self->raw_len);

  part->quoting = TRUE;
  g_ptr_array_add (self->parts, part);
  _brg_doc_decode_part (self, part, self->raw, self->raw_len, NULL);
  _brg_doc_build_text_view (part);
  self->encoding = g_strdup (part->charset);
  self->units = _brg_doc_units_for (part->charset, self->raw, self->raw_len);
  return TRUE;
}
