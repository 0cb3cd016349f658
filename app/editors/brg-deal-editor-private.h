/* brg-deal-editor-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal editor's parts, for the tests and the screenshots.
 */

#pragma once

#include "brg-deal-editor.h"

G_BEGIN_DECLS

GtkWidget  *brg_deal_editor_get_card_button (BrgDealEditor *self,
                                             BrgCard        card);
GtkWidget  *brg_deal_editor_get_suit_entry  (BrgDealEditor *self,
                                             BrgSeat        seat,
                                             BrgSuit        suit);
GtkWidget  *brg_deal_editor_get_hand_entry  (BrgDealEditor *self,
                                             BrgSeat        seat);
const char *brg_deal_editor_get_status      (BrgDealEditor *self);
const char *brg_deal_editor_get_error       (BrgDealEditor *self);
gboolean    _brg_deal_editor_paste_text     (BrgDealEditor *self,
                                             const char    *text);

G_END_DECLS
