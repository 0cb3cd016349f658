/* brg-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"

G_BEGIN_DECLS

char *brg_text_write_board (BrgBoard *board,
                            guint     index);

G_END_DECLS
