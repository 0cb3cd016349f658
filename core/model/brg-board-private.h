/* brg-board-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the readers use to build a board fast. Private to the core.
 */

#pragma once

#include "brg-board.h"

G_BEGIN_DECLS

void _brg_board_append_tag_quiet (BrgBoard     *self,
                                  const BrgTag *tag);

G_END_DECLS
