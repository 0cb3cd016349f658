/* brg-annotation-panel.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_ANNOTATION_PANEL (brg_annotation_panel_get_type ())

G_DECLARE_FINAL_TYPE (BrgAnnotationPanel, brg_annotation_panel, BRG, ANNOTATION_PANEL, GtkWidget)

GtkWidget *brg_annotation_panel_new              (void);

BrgBoard  *brg_annotation_panel_get_board        (BrgAnnotationPanel *self);
void       brg_annotation_panel_set_board        (BrgAnnotationPanel *self,
                                                  BrgBoard           *board);
void       brg_annotation_panel_set_replay       (BrgAnnotationPanel *self,
                                                  BrgReplay          *replay);
void       brg_annotation_panel_refresh          (BrgAnnotationPanel *self);
int        brg_annotation_panel_get_current_call (BrgAnnotationPanel *self);
void       brg_annotation_panel_set_current_call (BrgAnnotationPanel *self,
                                                  int                 current_call);
int        brg_annotation_panel_get_current_card (BrgAnnotationPanel *self);
void       brg_annotation_panel_set_current_card (BrgAnnotationPanel *self,
                                                  int                 current_card);
GtkWidget *brg_annotation_panel_get_current_section (BrgAnnotationPanel *self);
gboolean   brg_annotation_panel_get_four_color   (BrgAnnotationPanel *self);
void       brg_annotation_panel_set_four_color   (BrgAnnotationPanel *self,
                                                  gboolean            four_color);

void       brg_annotation_panel_refresh_letters  (BrgAnnotationPanel *self);

G_END_DECLS
