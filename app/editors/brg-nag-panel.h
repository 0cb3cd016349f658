/* brg-nag-panel.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_NAG_PANEL (brg_nag_panel_get_type ())

G_DECLARE_FINAL_TYPE (BrgNagPanel, brg_nag_panel, BRG, NAG_PANEL, GtkWidget)

GtkWidget *brg_nag_panel_new         (void);
void       brg_nag_panel_set_target  (BrgNagPanel    *self,
                                      BrgBoard       *board,
                                      BrgSectionKind  section,
                                      guint           position);
void       brg_nag_panel_set_search  (BrgNagPanel *self,
                                      const char  *search);
GtkWidget *brg_nag_panel_get_check   (BrgNagPanel *self,
                                      guint        nag);
void       brg_nag_panel_popup       (BrgNagPanel *self);
const char *brg_nag_panel_get_summary (BrgNagPanel *self);

G_END_DECLS
