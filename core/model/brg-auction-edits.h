/* brg-auction-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Entering and editing the auction of a board, as commands for
 * #BrgHistory: what the bidding box does. The Contract and Declarer tags
 * follow the auction (see brg_edit_make_call()).
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"

G_BEGIN_DECLS

/**
 * BrgContractConflict:
 * @auction_contract: the contract the complete auction reached
 * @auction_declarer: its declarer, %BRG_SEAT_NONE when passed out
 * @contract_tag: (nullable): the value of the `Contract` tag
 * @declarer_tag: (nullable): the value of the `Declarer` tag
 *
 * A complete auction and `Contract`/`Declarer` tags that say otherwise
 * (PBN §3.4.13, §3.4.14). The tag values belong to the board.
 */
typedef struct
{
  BrgContract  auction_contract;
  BrgSeat      auction_declarer;
  const char  *contract_tag;
  const char  *declarer_tag;
} BrgContractConflict;

BrgSeat     brg_board_get_next_caller       (BrgBoard            *board);
BrgCallSet  brg_board_get_legal_calls       (BrgBoard            *board,
                                             BrgCallFlags         flags);
GArray     *brg_auction_preview_edit        (BrgAuction          *auction,
                                             BrgCallEdit          edit,
                                             guint                position,
                                             BrgCall              call,
                                             BrgCallFlags         flags,
                                             GError             **error);
gboolean    brg_board_get_contract_conflict (BrgBoard            *board,
                                             BrgContractConflict *conflict);

BrgCommand *brg_edit_make_call              (BrgBoard            *board,
                                             BrgCall              call,
                                             BrgCallFlags         flags,
                                             const char          *alert);
BrgCommand *brg_edit_take_back_call         (BrgBoard            *board);
BrgCommand *brg_edit_change_call            (BrgBoard            *board,
                                             BrgCallEdit          edit,
                                             guint                position,
                                             BrgCall              call,
                                             BrgCallFlags         flags);
BrgCommand *brg_edit_set_alert              (BrgBoard            *board,
                                             guint                position,
                                             const char          *explanation);
BrgCommand *brg_edit_resolve_contract       (BrgBoard            *board,
                                             BrgContractSource    source);

G_END_DECLS
