/* brg-dd-grid.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_DD_GRID (brg_dd_grid_get_type ())

G_DECLARE_FINAL_TYPE (BrgDdGrid, brg_dd_grid, BRG, DD_GRID, GtkBox)

GtkWidget *brg_dd_grid_new          (void);
void       brg_dd_grid_set_results  (BrgDdGrid        *self,
                                     const BrgDdTable *table,
                                     const BrgPar     *par);
gboolean   brg_dd_grid_has_table    (BrgDdGrid        *self);
gboolean   brg_dd_grid_get_four_color (BrgDdGrid      *self);
void       brg_dd_grid_set_four_color (BrgDdGrid      *self,
                                     gboolean          four_color);
char      *brg_dd_grid_dup_cell_text (BrgDdGrid       *self,
                                     guint             row,
                                     guint             column);

G_END_DECLS
