/* brg-auction.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"
#include "brg-call.h"
#include "brg-contract.h"
#include "brg-section.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_AUCTION (brg_auction_get_type ())

G_DECLARE_FINAL_TYPE (BrgAuction, brg_auction, BRG, AUCTION, BrgSection)

BrgAuction          *brg_auction_new              (BrgSeat               dealer);
BrgAuction          *brg_auction_copy             (BrgAuction           *self);

BrgSeat              brg_auction_get_dealer       (BrgAuction           *self);
void                 brg_auction_set_dealer       (BrgAuction           *self,
                                                   BrgSeat               dealer);
guint                brg_auction_get_n_calls      (BrgAuction           *self);
BrgCall              brg_auction_get_call         (BrgAuction           *self,
                                                   guint                 position);
BrgCallFlags         brg_auction_get_call_flags   (BrgAuction           *self,
                                                   guint                 position);
BrgSeat              brg_auction_get_call_seat    (BrgAuction           *self,
                                                   guint                 position);
BrgSeat              brg_auction_get_next_seat    (BrgAuction           *self);

gboolean             brg_auction_check_call       (BrgAuction           *self,
                                                   BrgCall               call,
                                                   BrgCallFlags          flags,
                                                   GError              **error);
BrgCallSet           brg_auction_get_legal_calls  (BrgAuction           *self,
                                                   BrgCallFlags          flags);
gboolean             brg_auction_add_call         (BrgAuction           *self,
                                                   BrgCall               call,
                                                   GError              **error);
gboolean             brg_auction_add_call_full    (BrgAuction           *self,
                                                   BrgCall               call,
                                                   BrgCallFlags          flags,
                                                   GError              **error);
gboolean             brg_auction_remove_last_call (BrgAuction           *self);

gboolean             brg_auction_is_complete      (BrgAuction           *self);
gboolean             brg_auction_is_passed_out    (BrgAuction           *self);
gboolean             brg_auction_get_contract     (BrgAuction           *self,
                                                   BrgContract          *contract,
                                                   BrgSeat              *declarer);

BrgEndMark           brg_auction_get_end_mark     (BrgAuction           *self);
void                 brg_auction_set_end_mark     (BrgAuction           *self,
                                                   BrgEndMark            mark);

const BrgAnnotation *brg_auction_get_annotation   (BrgAuction           *self,
                                                   guint                 position);
void                 brg_auction_set_annotation   (BrgAuction           *self,
                                                   guint                 position,
                                                   const BrgAnnotation  *annotation);

guint                brg_auction_get_n_notes      (BrgAuction           *self);
const BrgNote       *brg_auction_get_nth_note     (BrgAuction           *self,
                                                   guint                 n);
const BrgNote       *brg_auction_lookup_note      (BrgAuction           *self,
                                                   guint                 index);
void                 brg_auction_set_note         (BrgAuction           *self,
                                                   const BrgNote        *note);
gboolean             brg_auction_remove_note      (BrgAuction           *self,
                                                   guint                 index);

G_END_DECLS
