/* brg-board-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board list's and the details pane's operations as reversible
 * #BrgCommand: adding, duplicating, removing, moving and renumbering
 * boards of an event; removing and renaming tags (brg_edit_set_tag() of
 * brg-edits.h adds and changes them); hiding hands.
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"
#include "brg-event.h"
#include "brg-letters.h"

G_BEGIN_DECLS

BrgCommand *brg_edit_add_board          (BrgEvent     *event,
                                         guint         position);
BrgCommand *brg_edit_insert_board       (BrgEvent     *event,
                                         guint         position,
                                         BrgBoard     *board);
BrgCommand *brg_edit_duplicate_board    (BrgEvent     *event,
                                         guint         position);
BrgCommand *brg_edit_remove_boards      (BrgEvent     *event,
                                         const guint  *positions,
                                         guint         n_positions);
BrgCommand *brg_edit_move_boards        (BrgEvent     *event,
                                         const guint  *positions,
                                         guint         n_positions,
                                         guint         to);
BrgCommand *brg_edit_renumber_boards    (BrgEvent     *event,
                                         const guint  *positions,
                                         guint         n_positions,
                                         guint         first);
BrgCommand *brg_edit_set_number         (BrgBoard     *board,
                                         guint         number);

gboolean    brg_board_get_dealer_follows_number        (BrgBoard *board);
gboolean    brg_board_get_vulnerability_follows_number (BrgBoard *board);

gboolean    brg_tag_name_is_valid       (const char   *name);
BrgCommand *brg_edit_remove_tag         (BrgBoard     *board,
                                         const char   *name);
BrgCommand *brg_edit_rename_tag         (BrgBoard     *board,
                                         const char   *name,
                                         const char   *new_name);

BrgCommand *brg_edit_set_hidden         (BrgBoard     *board,
                                         BrgSeat       seat,
                                         gboolean      hidden);

BrgCommand *brg_edit_set_event_letters  (BrgEvent         *event,
                                         const BrgLetters *letters);

G_END_DECLS
