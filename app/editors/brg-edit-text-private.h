/* brg-edit-text-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Commentary and notes while they are typed: shown with suit symbols in
 * their colours, stored as PBN writes them (`\S`, PBN §3.8) through the
 * core's brg_comment_text_from_input().
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-markup-private.h"

G_BEGIN_DECLS

char          *_brg_edit_text_from_stored   (const char     *stored);
char          *_brg_edit_text_to_stored     (const char     *typed);
PangoAttrList *_brg_edit_text_attributes    (const char     *text,
                                             BrgMarkupFlags  flags);
void           _brg_edit_text_color_buffer  (GtkTextBuffer  *buffer,
                                             BrgMarkupFlags  flags);
gboolean       _brg_edit_text_expand_buffer (GtkTextBuffer  *buffer,
                                             gboolean        all);
void           _brg_edit_text_add_suit_keys (GtkWidget      *text_view);
gboolean       _brg_edit_text_entry_done    (GtkWidget      *entry,
                                             gboolean        accepted);

G_END_DECLS
