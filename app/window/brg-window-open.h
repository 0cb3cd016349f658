/* brg-window-open.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-window-model.h"
#include "brg-window-save.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_OPEN (brg_window_open_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowOpen, brg_window_open, BRG, WINDOW_OPEN, GObject)

BrgWindowOpen *brg_window_open_new       (GtkWindow      *window,
                                          BrgWindowModel *model,
                                          GSettings      *settings,
                                          BrgWindowSave  *save,
                                          GtkWidget      *loading_box,
                                          GtkSpinner     *spinner,
                                          GtkWidget      *drop_area);
void           brg_window_open_open_file (BrgWindowOpen  *self,
                                          GFile          *file);
void           brg_window_open_stop      (BrgWindowOpen  *self);

G_END_DECLS
