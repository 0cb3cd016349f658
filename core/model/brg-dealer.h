/* brg-dealer.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-deal.h"
#include "brg-deal-text.h"
#include "brg-event.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_DEALER_ERROR (brg_dealer_error_quark ())

/**
 * BrgDealerError:
 * @BRG_DEALER_ERROR_INVALID_SPEC: a constraint does not parse
 * @BRG_DEALER_ERROR_IMPOSSIBLE: no deal can meet the constraints (found
 *   without dealing)
 * @BRG_DEALER_ERROR_TOO_RARE: no deal met the constraints within the
 *   dealer's effort bound (see brg_dealer_set_max_tries())
 *
 * Why the dealer made no deal.
 */
typedef enum
{
  BRG_DEALER_ERROR_INVALID_SPEC,
  BRG_DEALER_ERROR_IMPOSSIBLE,
  BRG_DEALER_ERROR_TOO_RARE,
} BrgDealerError;

GQuark brg_dealer_error_quark (void);

/**
 * BrgSeatSpec:
 * @hcp_min: the fewest high-card points, 0 to 37
 * @hcp_max: the most high-card points, @hcp_min to 37
 * @length_min: the shortest length of each suit, by #BrgSuit
 * @length_max: the longest length of each suit, by #BrgSuit
 * @balanced: whether the hand must be 4-3-3-3, 4-4-3-2 or 5-3-3-2
 * @cards: cards the hand holds (predealt), and how many spot cards (`x`,
 *   a 2 to a 9 chosen at random) of each suit
 *
 * What one hand must be like. brg_seat_spec_init() makes a hand that may
 * be anything.
 */
typedef struct
{
  guint8       hcp_min;
  guint8       hcp_max;
  guint8       length_min[4];
  guint8       length_max[4];
  gboolean     balanced;
  BrgHandText  cards;
} BrgSeatSpec;

/**
 * BrgDealSpec:
 * @seats: what each hand must be like, by #BrgSeat
 *
 * The constraints of a whole deal.
 */
typedef struct
{
  BrgSeatSpec  seats[4];
} BrgDealSpec;

void       brg_seat_spec_init            (BrgSeatSpec        *spec);
gboolean   brg_seat_spec_parse           (const char         *text,
                                          BrgSeatSpec        *spec,
                                          GError            **error);
gboolean   brg_seat_spec_is_free         (const BrgSeatSpec  *spec);
gboolean   brg_seat_spec_fits            (const BrgSeatSpec  *spec,
                                          BrgCardSet          hand);
void       brg_deal_spec_init            (BrgDealSpec        *spec);

#define BRG_TYPE_DEALER (brg_dealer_get_type ())

G_DECLARE_FINAL_TYPE (BrgDealer, brg_dealer, BRG, DEALER, GObject)

/**
 * BRG_DEALER_DEFAULT_MAX_TRIES:
 *
 * How many deals the dealer tries for one result before it gives up.
 */
#define BRG_DEALER_DEFAULT_MAX_TRIES 1000000

BrgDealer *brg_dealer_new                (guint64             seed);
void       brg_dealer_reseed             (BrgDealer          *self,
                                          guint64             seed,
                                          guint64             stream);
guint64    brg_dealer_next               (BrgDealer          *self);
guint64    brg_dealer_get_max_tries      (BrgDealer          *self);
void       brg_dealer_set_max_tries      (BrgDealer          *self,
                                          guint64             max_tries);
guint64    brg_dealer_get_tries          (BrgDealer          *self);
gboolean   brg_dealer_deal               (BrgDealer          *self,
                                          const BrgHands     *start,
                                          const BrgDealSpec  *spec,
                                          BrgHands           *hands,
                                          GError            **error);

BrgEvent  *brg_event_new_dealt           (const BrgDealSpec  *spec,
                                          guint               n_boards,
                                          guint               first_board,
                                          guint64             seed,
                                          const char         *event_name,
                                          GError            **error);

G_END_DECLS
