/* brg-window-entry.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-bidding-box.h"
#include "brg-play-box.h"
#include "brg-table-view.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_ENTRY (brg_window_entry_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowEntry, brg_window_entry, BRG, WINDOW_ENTRY, GObject)

BrgWindowEntry *brg_window_entry_new (GtkWindow      *window,
                                      BrgWindowModel *model,
                                      BrgBiddingBox  *bidding_box,
                                      BrgPlayBox     *play_box,
                                      BrgTableView   *table_view);

G_END_DECLS
