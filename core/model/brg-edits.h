/* brg-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every edit of the model as a reversible #BrgCommand, for undo and redo.
 * Each command captures what it needs to revert when it is applied, not when
 * it is made, so the model may change in between; it holds references to
 * the objects it edits.
 */

#pragma once

#include "brg-annotation.h"
#include "brg-auction.h"
#include "brg-board.h"
#include "brg-command.h"
#include "brg-deal.h"
#include "brg-play.h"

G_BEGIN_DECLS

BrgCommand *brg_edit_add_call                (BrgAuction          *auction,
                                              BrgCall              call,
                                              BrgCallFlags         flags);
BrgCommand *brg_edit_remove_last_call        (BrgAuction          *auction);
BrgCommand *brg_edit_play_card               (BrgPlay             *play,
                                              BrgSeat              seat,
                                              BrgCard              card,
                                              BrgPlayFlags         flags);
BrgCommand *brg_edit_remove_last_card        (BrgPlay             *play);
BrgCommand *brg_edit_move_card               (BrgDeal             *deal,
                                              BrgCard              card,
                                              BrgSeat              seat);
BrgCommand *brg_edit_set_tag                 (BrgBoard            *board,
                                              const char          *name,
                                              const char          *value);
BrgCommand *brg_edit_type_tag                (BrgBoard            *board,
                                              const char          *name,
                                              const char          *value);
BrgCommand *brg_edit_set_call_annotation     (BrgAuction          *auction,
                                              guint                position,
                                              const BrgAnnotation *annotation);
BrgCommand *brg_edit_set_card_annotation     (BrgPlay             *play,
                                              guint                position,
                                              const BrgAnnotation *annotation);

G_END_DECLS
