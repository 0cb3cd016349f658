/* brg-print-panel.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"
#include "brg-render-document.h"

G_BEGIN_DECLS

#define BRG_TYPE_PRINT_PANEL (brg_print_panel_get_type ())

G_DECLARE_FINAL_TYPE (BrgPrintPanel, brg_print_panel, BRG, PRINT_PANEL, GtkWidget)

BrgPrintPanel    *brg_print_panel_new          (BrgEvent               *event,
                                                guint                   current,
                                                const BrgRenderOptions *options,
                                                gboolean                for_export);
BrgRenderOptions *brg_print_panel_dup_options  (BrgPrintPanel          *self,
                                                GError                **error);
BrgRenderFormat   brg_print_panel_get_format   (BrgPrintPanel          *self);
void              brg_print_panel_set_paper    (BrgPrintPanel          *self,
                                                BrgRenderPaper          paper);
guint             brg_print_panel_get_n_pages  (BrgPrintPanel          *self);

G_END_DECLS
