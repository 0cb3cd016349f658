/* brg-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW (brg_window_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindow, brg_window, BRG, WINDOW, AdwApplicationWindow)

BrgWindow *brg_window_new          (GtkApplication *application,
                                    GSettings      *settings);
GSettings *brg_window_get_settings (BrgWindow      *self);
GFile     *brg_window_get_file     (BrgWindow      *self);
void       brg_window_open_file    (BrgWindow      *self,
                                    GFile          *file);

G_END_DECLS
