/* brg-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"

G_BEGIN_DECLS

/**
 * BrgTextOutputFlags:
 * @BRG_TEXT_OUTPUT_NONE: the board as a viewer shows it: the hands its
 *   Hidden tag names hidden
 * @BRG_TEXT_OUTPUT_REVEAL: every hand shown, the hidden ones too
 *
 * What brg_text_write_board_full() shows.
 */
typedef enum /*< flags >*/
{
  BRG_TEXT_OUTPUT_NONE   = 0,
  BRG_TEXT_OUTPUT_REVEAL = 1 << 0,
} BrgTextOutputFlags;

char *brg_text_write_board      (BrgBoard           *board,
                                 guint               index);
char *brg_text_write_board_full (BrgBoard           *board,
                                 guint               index,
                                 BrgTextOutputFlags  flags);

G_END_DECLS
