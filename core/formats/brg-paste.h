/* brg-paste.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-deal.h"
#include "brg-types.h"

G_BEGIN_DECLS

gboolean  brg_paste_read_deal (const char  *text,
                               BrgHands    *hands,
                               BrgSeat     *dealer,
                               GError     **error);

G_END_DECLS
