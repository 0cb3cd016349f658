/* brg-bidding-box.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_BIDDING_BOX (brg_bidding_box_get_type ())

G_DECLARE_FINAL_TYPE (BrgBiddingBox, brg_bidding_box, BRG, BIDDING_BOX, GtkWidget)

GtkWidget    *brg_bidding_box_new             (void);

BrgBoard     *brg_bidding_box_get_board       (BrgBiddingBox *self);
guint         brg_bidding_box_get_position    (BrgBiddingBox *self);
void          brg_bidding_box_set_position    (BrgBiddingBox *self,
                                               BrgBoard      *board,
                                               guint          position);
void          brg_bidding_box_update          (BrgBiddingBox *self);
gboolean      brg_bidding_box_get_four_color  (BrgBiddingBox *self);
void          brg_bidding_box_set_four_color  (BrgBiddingBox *self,
                                               gboolean       four_color);

BrgCallSet    brg_bidding_box_get_enabled     (BrgBiddingBox *self);
BrgCallFlags  brg_bidding_box_get_call_flags  (BrgBiddingBox *self,
                                               BrgCall        call);
void          brg_bidding_box_set_show_recording (BrgBiddingBox *self,
                                                  gboolean       show);
char         *brg_bidding_box_dup_alert       (BrgBiddingBox *self);
void          brg_bidding_box_set_alert       (BrgBiddingBox *self,
                                               const char    *alert);
gboolean      brg_bidding_box_get_irregular   (BrgBiddingBox *self);
void          brg_bidding_box_set_irregular   (BrgBiddingBox *self,
                                               gboolean       irregular);
BrgCallEdit   brg_bidding_box_get_edit        (BrgBiddingBox *self);
void          brg_bidding_box_set_edit        (BrgBiddingBox *self,
                                               BrgCallEdit    edit);
void          brg_bidding_box_reset           (BrgBiddingBox *self);
void          brg_bidding_box_focus_entry     (BrgBiddingBox *self);
gboolean      brg_bidding_box_enter_text      (BrgBiddingBox *self,
                                               const char    *text);
GtkWidget    *brg_bidding_box_get_call_button (BrgBiddingBox *self,
                                               BrgCall        call);

G_END_DECLS
