/* brg-window-deal.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-table-view.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_DEAL (brg_window_deal_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowDeal, brg_window_deal, BRG, WINDOW_DEAL, GObject)

BrgWindowDeal *brg_window_deal_new         (GtkWindow      *window,
                                            BrgWindowModel *model,
                                            GSettings      *settings,
                                            BrgTableView   *table_view);
gboolean       brg_window_deal_get_editing (BrgWindowDeal  *self);
void           brg_window_deal_set_editing (BrgWindowDeal  *self,
                                            gboolean        editing);

G_END_DECLS
