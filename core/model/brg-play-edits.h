/* brg-play-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Entering the play of a board, as commands for #BrgHistory: what the
 * play entry does. The Result tag follows the play (see
 * brg_edit_make_play()).
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"

G_BEGIN_DECLS

BrgSeat     brg_board_get_next_player  (BrgBoard      *board);
BrgCardSet  brg_board_get_legal_cards  (BrgBoard      *board,
                                        BrgSeat        seat,
                                        BrgPlayFlags   flags);

gboolean    brg_board_read_claim       (BrgBoard      *board);

BrgCommand *brg_edit_make_play         (BrgBoard      *board,
                                        BrgSeat        seat,
                                        BrgCard        card,
                                        BrgPlayFlags   flags);
BrgCommand *brg_edit_take_back_card    (BrgBoard      *board);
BrgCommand *brg_edit_claim             (BrgBoard      *board,
                                        guint          tricks);
BrgCommand *brg_edit_withdraw_claim    (BrgBoard      *board);

G_END_DECLS
