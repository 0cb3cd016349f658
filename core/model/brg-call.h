/* brg-call.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgCall:
 *
 * One call as a number: 0 pass, 1 double, 2 redouble, then the 35 bids
 * from 1♣ (3) to 7NT (37) in rank order, so that a bid is sufficient when
 * it compares greater. %BRG_CALL_NONE is no call.
 */
typedef guint8 BrgCall;

#define BRG_CALL_PASS      0
#define BRG_CALL_DOUBLE    1
#define BRG_CALL_REDOUBLE  2
#define BRG_CALL_NONE      0xff
#define BRG_CALL_BID(level, strain) ((BrgCall) (3 + ((level) - 1) * 5 + (strain)))
#define BRG_CALL_IS_VALID(c)        ((c) <= BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP))
#define BRG_CALL_IS_BID(c)          ((c) >= 3 && BRG_CALL_IS_VALID (c))
#define BRG_CALL_LEVEL(c)           ((guint) ((c) - 3) / 5 + 1)
#define BRG_CALL_STRAIN(c)          ((BrgStrain) (((c) - 3) % 5))

/**
 * BrgCallSet:
 *
 * A set of calls as a bit mask, bit c for the call c; what the bidding
 * box enables.
 */
typedef guint64 BrgCallSet;

#define BRG_CALL_SET_EMPTY            ((BrgCallSet) 0)
#define BRG_CALL_SET_BIT(c)           (((BrgCallSet) 1) << (c))
#define brg_call_set_contains(set, c) (((set) & BRG_CALL_SET_BIT (c)) != 0)

gboolean     brg_strain_from_pbn     (const char  *text,
                                      BrgStrain   *strain);
const char  *brg_strain_to_pbn       (BrgStrain    strain);
const char  *brg_strain_to_symbol    (BrgStrain    strain);
const char  *brg_strain_to_display   (BrgStrain    strain);

BrgCallKind  brg_call_get_kind       (BrgCall      call);
gboolean     brg_call_from_pbn       (const char  *text,
                                      BrgCall     *call);
const char  *brg_call_to_pbn         (BrgCall      call);
char        *brg_call_to_display     (BrgCall      call);

G_END_DECLS
