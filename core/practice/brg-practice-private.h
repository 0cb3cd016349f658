/* brg-practice-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the practice game shares with its tests: the constraints of the
 * hands dealt again by "Shuffle the opponents".
 */

#pragma once

#include "brg-board.h"
#include "brg-dealer.h"

G_BEGIN_DECLS

gboolean _brg_practice_deal_spec (BrgBoard     *board,
                                  guint         seats,
                                  gboolean      from_auction,
                                  BrgDealSpec  *spec,
                                  GError      **error);

G_END_DECLS
