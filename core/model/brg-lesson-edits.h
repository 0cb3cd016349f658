/* brg-lesson-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Authoring a lesson's steps, as commands for #BrgHistory: a step break,
 * the hands a step shows.
 */

#pragma once

#include "brg-anchor.h"
#include "brg-board.h"
#include "brg-command.h"

G_BEGIN_DECLS

BrgCommand *brg_edit_insert_step_break (BrgBoard         *board,
                                        const BrgAnchor  *anchor,
                                        guint             index,
                                        gsize             offset);
BrgCommand *brg_edit_set_step_seats    (BrgBoard         *board,
                                        guint             step,
                                        guint             seats,
                                        GError          **error);

G_END_DECLS
