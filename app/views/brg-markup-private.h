/* brg-markup-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pango markup for bridge text shared by the window's parts: suit symbols
 * in their colours, calls, cards, contracts, NAGs and comments.
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

/* How suit symbols are coloured. */
typedef enum
{
  BRG_MARKUP_PLAIN      = 0,
  BRG_MARKUP_FOUR_COLOR = 1 << 0,
  BRG_MARKUP_DARK       = 1 << 1,
} BrgMarkupFlags;

BrgMarkupFlags  _brg_markup_flags_for      (gboolean             four_color);
const char     *_brg_markup_suit_color     (BrgSuit              suit,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_text           (const char          *text,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_block          (const BrgTextBlock  *block,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_commentary     (const char          *text,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_call           (BrgCall              call,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_card           (BrgCard              card,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_contract       (const BrgContract   *contract,
                                            BrgMarkupFlags       flags);
char           *_brg_markup_comment        (const BrgComment    *comment,
                                            BrgMarkupFlags       flags);
char           *_brg_dup_count             (guint                n);
const char     *_brg_nag_to_glyph          (guint                nag);
const char     *_brg_nag_to_description    (guint                nag);
char           *_brg_annotation_dup_glyphs (const BrgAnnotation *annotation,
                                            guint                suffix_base);
const char     *_brg_call_to_speech        (BrgCall              call);
const char     *_brg_card_to_speech        (BrgCard              card);

G_END_DECLS
