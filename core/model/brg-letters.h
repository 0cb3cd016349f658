/* brg-letters.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-card.h"
#include "brg-event.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgLetters:
 *
 * The letters and words of one language's hand diagrams and auctions: the
 * honours (French A R D V), the seats (German N O S W), notrump (SA) and
 * the calls (passe, contre, surcontre). A static table: never freed.
 * Files keep PBN's English letters whatever the letters shown.
 */
typedef struct _BrgLetters BrgLetters;

const BrgLetters *brg_letters_lookup          (const char        *code);
const BrgLetters *brg_letters_get_english     (void);
const BrgLetters *brg_letters_get_nth         (guint              n);
const char       *brg_letters_get_code        (const BrgLetters  *letters);
const char       *brg_letters_get_name        (const BrgLetters  *letters);

const char       *brg_letters_rank            (const BrgLetters  *letters,
                                               BrgRank            rank);
const char       *brg_letters_seat            (const BrgLetters  *letters,
                                               BrgSeat            seat);
const char       *brg_letters_side            (const BrgLetters  *letters,
                                               BrgSide            side);
const char       *brg_letters_notrump         (const BrgLetters  *letters);
const char       *brg_letters_call_word       (const BrgLetters  *letters,
                                               BrgCallKind        kind);
gboolean          brg_letters_rank_from_letter (const BrgLetters *letters,
                                               char               letter,
                                               BrgRank           *rank);

const BrgLetters *brg_letters_for_language    (void);
const BrgLetters *brg_letters_get_current     (void);
const BrgLetters *brg_letters_get_preferred   (void);
void              brg_letters_set_preferred   (const BrgLetters  *letters);
const BrgLetters *brg_letters_use             (const BrgLetters  *letters);

void              brg_i18n_init               (void);

gboolean          brg_letters_is_directive    (const char        *escape);
const BrgLetters *brg_letters_for_event       (BrgEvent          *event);
void              brg_letters_set_for_event   (BrgEvent          *event,
                                               const BrgLetters  *letters);

G_END_DECLS
