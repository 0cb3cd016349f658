/* brg-deal-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hook a BrgBoard keeps its Deal tag in step with its deal by. A signal
 * connection costs about 200 bytes (a handler and a closure); with ten
 * thousand boards open that is 2 MB for one listener that always exists.
 */

#pragma once

#include "brg-deal.h"

G_BEGIN_DECLS

typedef void (*BrgDealOwnerFunc) (gpointer owner,
                                  BrgSeat  seat);

void     _brg_deal_set_owner (BrgDeal          *self,
                              BrgDealOwnerFunc  func,
                              gpointer          owner);
gpointer _brg_deal_get_owner (BrgDeal          *self);
gboolean _brg_deal_set_from_pbn_quiet (BrgDeal     *self,
                                       const char  *text,
                                       GError     **error);

char    *_brg_dup_char_for_message (const char *p,
                                    const char *end);

G_END_DECLS
