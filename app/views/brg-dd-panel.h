/* brg-dd-panel.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"
#include "brg-dd-grid.h"

G_BEGIN_DECLS

#define BRG_TYPE_DD_PANEL (brg_dd_panel_get_type ())

G_DECLARE_FINAL_TYPE (BrgDdPanel, brg_dd_panel, BRG, DD_PANEL, GtkBox)

GtkWidget *brg_dd_panel_new            (void);
void       brg_dd_panel_set_replay     (BrgDdPanel *self,
                                        BrgReplay  *replay);
void       brg_dd_panel_set_event      (BrgDdPanel *self,
                                        BrgEvent   *event);
BrgDdGrid *brg_dd_panel_get_grid       (BrgDdPanel *self);
gboolean   brg_dd_panel_get_busy       (BrgDdPanel *self);
void       brg_dd_panel_analyse_all    (BrgDdPanel *self);
guint      brg_dd_panel_get_n_errors   (BrgDdPanel *self);
const char *brg_dd_panel_get_card_values_text (BrgDdPanel *self);
gboolean   brg_dd_panel_get_card_values (BrgDdPanel      *self,
                                         BrgDdCardValues *values);
gboolean   brg_dd_panel_get_four_color (BrgDdPanel   *self);
void       brg_dd_panel_set_four_color (BrgDdPanel   *self,
                                        gboolean      four_color);
gboolean   brg_dd_panel_get_show_on_cards (BrgDdPanel    *self);
void       brg_dd_panel_set_show_on_cards (BrgDdPanel    *self,
                                           gboolean       show_on_cards);
void       brg_dd_panel_play_changed   (BrgDdPanel *self);
void       brg_dd_panel_set_reveal_hidden (BrgDdPanel *self,
                                           gboolean    reveal_hidden);
GtkListBoxRow *brg_dd_panel_get_review_row (BrgDdPanel *self,
                                            guint       card);

G_END_DECLS
