/* brg-rotate.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgRotateFlags:
 * @BRG_ROTATE_NONE: rotate what names a seat in tags and the model
 * @BRG_ROTATE_COMMENTARY: rotate the compass words of the commentary too
 *   (North, N-S, NS…), and warn where a word may or may not be a seat
 *
 * What a rotation of a board moves besides the seats of its tags and
 * model.
 */
typedef enum
{
  BRG_ROTATE_NONE       = 0,
  BRG_ROTATE_COMMENTARY = 1 << 0,
} BrgRotateFlags;

void         brg_board_rotate                 (BrgBoard        *board,
                                               int              turns,
                                               BrgRotateFlags   flags,
                                               GPtrArray       *warnings);
int          brg_board_get_turns_to_south     (BrgBoard        *board);
BrgCommand  *brg_edit_rotate                  (BrgBoard        *board,
                                               int              turns,
                                               BrgRotateFlags   flags);

G_END_DECLS
