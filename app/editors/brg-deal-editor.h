/* brg-deal-editor.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_DEAL_EDITOR (brg_deal_editor_get_type ())

G_DECLARE_FINAL_TYPE (BrgDealEditor, brg_deal_editor, BRG, DEAL_EDITOR, GtkWidget)

GtkWidget  *brg_deal_editor_new            (void);

BrgBoard   *brg_deal_editor_get_board      (BrgDealEditor *self);
void        brg_deal_editor_set_board      (BrgDealEditor *self,
                                            BrgBoard      *board);
BrgDocument *brg_deal_editor_get_document (BrgDealEditor *self);
void        brg_deal_editor_set_document   (BrgDealEditor *self,
                                            BrgDocument   *document);
BrgSeat     brg_deal_editor_get_receiver   (BrgDealEditor *self);
void        brg_deal_editor_set_receiver   (BrgDealEditor *self,
                                            BrgSeat        receiver);
gboolean    brg_deal_editor_focus_receiver (BrgDealEditor *self);
gboolean    brg_deal_editor_get_four_color (BrgDealEditor *self);
void        brg_deal_editor_set_four_color (BrgDealEditor *self,
                                            gboolean       four_color);

G_END_DECLS
