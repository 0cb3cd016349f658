/* brg-play.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"
#include "brg-auction.h"
#include "brg-card.h"
#include "brg-deal.h"
#include "brg-section.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_PLAY (brg_play_get_type ())

G_DECLARE_FINAL_TYPE (BrgPlay, brg_play, BRG, PLAY, BrgSection)

BrgPlay             *brg_play_new                 (BrgSeat               leader,
                                                   BrgStrain             trumps);
BrgStrain            brg_play_guess_trumps        (BrgDeal              *deal,
                                                   BrgSeat               leader,
                                                   const BrgCard        *cards,
                                                   guint                 n_cards);
BrgPlay             *brg_play_copy                (BrgPlay              *self);

BrgDeal             *brg_play_get_deal            (BrgPlay              *self);
void                 brg_play_set_deal            (BrgPlay              *self,
                                                   BrgDeal              *deal);
BrgSeat              brg_play_get_leader          (BrgPlay              *self);
void                 brg_play_set_leader          (BrgPlay              *self,
                                                   BrgSeat               leader);
BrgSeat              brg_play_get_declarer        (BrgPlay              *self);
BrgStrain            brg_play_get_trumps          (BrgPlay              *self);
void                 brg_play_set_trumps          (BrgPlay              *self,
                                                   BrgStrain             trumps);
guint                brg_play_get_total_tricks    (BrgPlay              *self);

guint                brg_play_get_n_cards         (BrgPlay              *self);
BrgCard              brg_play_get_card            (BrgPlay              *self,
                                                   guint                 position);
BrgSeat              brg_play_get_card_seat       (BrgPlay              *self,
                                                   guint                 position);
BrgPlayFlags         brg_play_get_card_flags      (BrgPlay              *self,
                                                   guint                 position);
BrgSeat              brg_play_get_next_seat       (BrgPlay              *self);

guint                brg_play_get_n_tricks        (BrgPlay              *self);
guint                brg_play_get_n_complete_tricks (BrgPlay            *self);
BrgSeat              brg_play_get_trick_leader    (BrgPlay              *self,
                                                   guint                 trick);
BrgSeat              brg_play_get_trick_winner    (BrgPlay              *self,
                                                   guint                 trick);
BrgCard              brg_play_get_trick_card      (BrgPlay              *self,
                                                   guint                 trick,
                                                   BrgSeat               seat);
guint                brg_play_get_tricks_won      (BrgPlay              *self,
                                                   BrgSide               side);
BrgCardSet           brg_play_get_remaining       (BrgPlay              *self,
                                                   BrgSeat               seat);

gboolean             brg_play_check_card          (BrgPlay              *self,
                                                   BrgSeat               seat,
                                                   BrgCard               card,
                                                   BrgPlayFlags          flags,
                                                   GError              **error);
BrgCardSet           brg_play_get_legal_cards     (BrgPlay              *self,
                                                   BrgSeat               seat,
                                                   BrgPlayFlags          flags);
gboolean             brg_play_play_card           (BrgPlay              *self,
                                                   BrgCard               card,
                                                   GError              **error);
gboolean             brg_play_play_card_full      (BrgPlay              *self,
                                                   BrgSeat               seat,
                                                   BrgCard               card,
                                                   BrgPlayFlags          flags,
                                                   GError              **error);
gboolean             brg_play_remove_last_card    (BrgPlay              *self);

gboolean             brg_play_claim               (BrgPlay              *self,
                                                   guint                 declarer_tricks,
                                                   GError              **error);
int                  brg_play_get_claim           (BrgPlay              *self);
void                 brg_play_clear_claim         (BrgPlay              *self);
guint                brg_play_get_declarer_tricks (BrgPlay              *self);
gboolean             brg_play_is_complete         (BrgPlay              *self);

BrgEndMark           brg_play_get_end_mark        (BrgPlay              *self);
void                 brg_play_set_end_mark        (BrgPlay              *self,
                                                   BrgEndMark            mark);

const BrgAnnotation *brg_play_get_annotation      (BrgPlay              *self,
                                                   guint                 position);
void                 brg_play_set_annotation      (BrgPlay              *self,
                                                   guint                 position,
                                                   const BrgAnnotation  *annotation);

guint                brg_play_get_n_notes         (BrgPlay              *self);
const BrgNote       *brg_play_get_nth_note        (BrgPlay              *self,
                                                   guint                 n);
const BrgNote       *brg_play_lookup_note         (BrgPlay              *self,
                                                   guint                 index);
void                 brg_play_set_note            (BrgPlay              *self,
                                                   const BrgNote        *note);
gboolean             brg_play_remove_note         (BrgPlay              *self,
                                                   guint                 index);

void                 brg_play_rotate              (BrgPlay              *self,
                                                   int                   steps);

G_END_DECLS
