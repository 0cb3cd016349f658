/* brg-window-recent.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_RECENT (brg_window_recent_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowRecent, brg_window_recent, BRG, WINDOW_RECENT, GObject)

BrgWindowRecent *brg_window_recent_new (AdwSplitButton *open_button,
                                        GtkWidget      *box,
                                        GtkListBox     *list);

G_END_DECLS
