/* brg-seat.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_SEAT_IS_VALID(s) ((guint) (s) < 4)

/* Clockwise arithmetic on seats. */
#define brg_seat_next(s)     ((BrgSeat) (((s) + 1) & 3))
#define brg_seat_partner(s)  ((BrgSeat) (((s) + 2) & 3))
#define brg_seat_previous(s) ((BrgSeat) (((s) + 3) & 3))
#define brg_seat_side(s)     ((BrgSide) ((s) & 1))

BrgSeat           brg_seat_rotate              (BrgSeat           seat,
                                                int               steps);
gboolean          brg_seat_from_pbn            (const char       *text,
                                                BrgSeat          *seat);
char              brg_seat_to_pbn              (BrgSeat           seat);
gboolean          brg_seats_from_pbn           (const char       *text,
                                                guint            *seats);
gboolean          brg_declarer_from_pbn        (const char       *text,
                                                BrgSeat          *seat,
                                                gboolean         *swapped);
const char       *brg_seat_to_display          (BrgSeat           seat);
const char       *brg_seat_to_display_short    (BrgSeat           seat);

gboolean          brg_side_from_pbn            (const char       *text,
                                                BrgSide          *side);
const char       *brg_side_to_pbn              (BrgSide           side);
const char       *brg_side_to_display          (BrgSide           side);
const char       *brg_side_to_display_short    (BrgSide           side);

gboolean          brg_vulnerability_from_pbn   (const char       *text,
                                                BrgVulnerability *vulnerability);
gboolean          brg_vulnerability_from_pbn_full (const char       *text,
                                                   BrgVulnerability *vulnerability,
                                                   gboolean         *exact);
const char       *brg_vulnerability_to_pbn     (BrgVulnerability  vulnerability);
const char       *brg_vulnerability_to_display (BrgVulnerability  vulnerability);
gboolean          brg_vulnerability_is_vulnerable (BrgVulnerability vulnerability,
                                                   BrgSeat          seat);

G_END_DECLS
