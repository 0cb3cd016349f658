/* brg-preferences-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BRG_TYPE_PREFERENCES_WINDOW (brg_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (BrgPreferencesWindow, brg_preferences_window,
                      BRG, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *brg_preferences_window_new (GtkWindow *parent,
                                       GSettings *settings);

G_END_DECLS
