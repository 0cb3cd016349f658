/* brg-details-pane.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_DETAILS_PANE (brg_details_pane_get_type ())

G_DECLARE_FINAL_TYPE (BrgDetailsPane, brg_details_pane, BRG, DETAILS_PANE, GtkWidget)

GtkWidget  *brg_details_pane_new       (void);

BrgBoard   *brg_details_pane_get_board (BrgDetailsPane *self);
void        brg_details_pane_set_board (BrgDetailsPane *self,
                                        BrgBoard       *board);
gboolean    brg_details_pane_get_hide_outcome (BrgDetailsPane *self);
void        brg_details_pane_set_hide_outcome (BrgDetailsPane *self,
                                               gboolean        hide_outcome);

void        brg_details_pane_refresh_letters  (BrgDetailsPane *self);

G_END_DECLS
