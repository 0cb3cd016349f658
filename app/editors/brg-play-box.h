/* brg-play-box.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_PLAY_BOX (brg_play_box_get_type ())

G_DECLARE_FINAL_TYPE (BrgPlayBox, brg_play_box, BRG, PLAY_BOX, GtkWidget)

GtkWidget  *brg_play_box_new              (void);

BrgBoard   *brg_play_box_get_board        (BrgPlayBox *self);
void        brg_play_box_set_position     (BrgPlayBox *self,
                                           BrgBoard   *board,
                                           guint       cards_played);
void        brg_play_box_update           (BrgPlayBox *self);
BrgSeat     brg_play_box_get_seat         (BrgPlayBox *self);
BrgCardSet  brg_play_box_get_playable     (BrgPlayBox *self);
gboolean    brg_play_box_get_four_color   (BrgPlayBox *self);
void        brg_play_box_set_four_color   (BrgPlayBox *self,
                                           gboolean    four_color);
void        brg_play_box_focus_entry      (BrgPlayBox *self);
gboolean    brg_play_box_enter_text       (BrgPlayBox *self,
                                           const char *text);
GtkWidget  *brg_play_box_get_card_button  (BrgPlayBox *self,
                                           BrgCard     card);

G_END_DECLS
