/* brg-anchor.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"
#include "brg-board.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgAnchor:
 * @kind: the kind of place
 * @position: the call or card for %BRG_ANCHOR_CALL and %BRG_ANCHOR_CARD,
 *   else 0
 *
 * A place of a board where commentary stands (PBN §3.8).
 */
typedef struct
{
  BrgAnchorKind kind;
  guint         position;
} BrgAnchor;

/**
 * BRG_REVEAL_COMMAND:
 *
 * The name of the PGN supplement command (`[%reveal auction]`,
 * `[%reveal play]`) that keeps a comment or note hidden until the auction
 * or the play is over. Other programs ignore commands they do not know.
 */
#define BRG_REVEAL_COMMAND "reveal"

BrgAnchor   brg_anchor_make              (BrgAnchorKind     kind,
                                          guint             position);
BrgAnchor   brg_anchor_before_call       (guint             position);
BrgAnchor   brg_anchor_before_card       (guint             position);
gboolean    brg_anchor_equal             (const BrgAnchor  *a,
                                          const BrgAnchor  *b);
char       *brg_anchor_to_key            (const BrgAnchor  *anchor);

char       *brg_comment_text_from_input    (const char       *text);

BrgReveal   brg_comment_text_get_reveal    (const char       *text);
char       *brg_comment_text_set_reveal    (const char       *text,
                                          BrgReveal         reveal);
BrgReveal   brg_comment_get_reveal       (const BrgComment *comment);
BrgReveal   brg_note_get_reveal          (const BrgNote    *note);
void        brg_note_set_reveal          (BrgNote          *note,
                                          BrgReveal         reveal);

gboolean    brg_board_has_anchor         (BrgBoard         *board,
                                          const BrgAnchor  *anchor);
GPtrArray  *brg_board_dup_comments       (BrgBoard         *board,
                                          const BrgAnchor  *anchor);

G_END_DECLS
