/* brg-annotation-edits.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Annotating a board, as commands for #BrgHistory: what the NAG, note and
 * commentary panels do.
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"
#include "brg-anchor.h"

G_BEGIN_DECLS

BrgCommand *brg_edit_set_nag            (BrgBoard        *board,
                                         BrgSectionKind   section,
                                         guint            position,
                                         guint            nag,
                                         gboolean         set);
BrgCommand *brg_edit_clear_nags         (BrgBoard        *board,
                                         BrgSectionKind   section,
                                         guint            position);

guint       brg_board_get_new_note_index (BrgBoard       *board,
                                          BrgSectionKind  section);
BrgCommand *brg_edit_set_note           (BrgBoard        *board,
                                         BrgSectionKind   section,
                                         guint            index,
                                         const char      *text);
BrgCommand *brg_edit_remove_note        (BrgBoard        *board,
                                         BrgSectionKind   section,
                                         guint            index);
BrgCommand *brg_edit_set_note_reveal    (BrgBoard        *board,
                                         BrgSectionKind   section,
                                         guint            index,
                                         BrgReveal        reveal);
BrgCommand *brg_edit_refer_to_note      (BrgBoard        *board,
                                         BrgSectionKind   section,
                                         guint            position,
                                         guint            index);
BrgCommand *brg_edit_renumber_notes     (BrgBoard        *board);

BrgCommand *brg_edit_insert_comment     (BrgBoard        *board,
                                         const BrgAnchor *anchor,
                                         guint            index,
                                         const char      *text);
BrgCommand *brg_edit_set_comment_text   (BrgBoard        *board,
                                         const BrgAnchor *anchor,
                                         guint            index,
                                         const char      *text);
BrgCommand *brg_edit_remove_comment     (BrgBoard        *board,
                                         const BrgAnchor *anchor,
                                         guint            index);
BrgCommand *brg_edit_set_comment_reveal (BrgBoard        *board,
                                         const BrgAnchor *anchor,
                                         guint            index,
                                         BrgReveal        reveal);

G_END_DECLS
