/* brg-replay.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"
#include "brg-anchor.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_REPLAY (brg_replay_get_type ())

G_DECLARE_FINAL_TYPE (BrgReplay, brg_replay, BRG, REPLAY, GObject)

BrgReplay *brg_replay_new               (BrgBoard  *board);

BrgBoard  *brg_replay_get_board         (BrgReplay *self);
void       brg_replay_set_board         (BrgReplay *self,
                                         BrgBoard  *board);

guint      brg_replay_get_n_calls       (BrgReplay *self);
guint      brg_replay_get_n_cards       (BrgReplay *self);

guint      brg_replay_get_calls_shown   (BrgReplay *self);
void       brg_replay_set_calls_shown   (BrgReplay *self,
                                         guint      calls_shown);
guint      brg_replay_get_cards_played  (BrgReplay *self);
void       brg_replay_set_cards_played  (BrgReplay *self,
                                         guint      cards_played);

int        brg_replay_get_current_call  (BrgReplay *self);
int        brg_replay_get_current_card  (BrgReplay *self);

gboolean   brg_replay_next_card         (BrgReplay *self);
gboolean   brg_replay_prev_card         (BrgReplay *self);
gboolean   brg_replay_next_trick        (BrgReplay *self);
gboolean   brg_replay_prev_trick        (BrgReplay *self);
gboolean   brg_replay_go_start          (BrgReplay *self);
gboolean   brg_replay_go_end            (BrgReplay *self);
gboolean   brg_replay_next_call         (BrgReplay *self);
gboolean   brg_replay_prev_call         (BrgReplay *self);

gboolean   brg_replay_is_revealed        (BrgReplay        *self,
                                          BrgReveal         reveal);
gboolean   brg_replay_is_anchor_reached  (BrgReplay        *self,
                                          const BrgAnchor  *anchor);
gboolean   brg_replay_is_comment_visible (BrgReplay        *self,
                                          const BrgAnchor  *anchor,
                                          const BrgComment *comment);
gboolean   brg_replay_is_note_visible    (BrgReplay        *self,
                                          BrgSectionKind    section,
                                          guint             index);

G_END_DECLS
