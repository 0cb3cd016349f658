/* brg-accessible-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One clean name for every control, for screen readers, where GTK 4.8
 * and libadwaita 1.2 give none, or a wrong one (brg-accessible.c).
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void _brg_accessible_watch_windows    (void);
void _brg_accessible_name_window      (GtkWindow   *window);
void _brg_accessible_tidy             (GtkWidget   *widget);
void _brg_accessible_tidy_toasts      (AdwToastOverlay *overlay);
void _brg_accessible_set_name         (GtkWidget   *widget,
                                       const char  *name);
void _brg_accessible_set_description  (GtkWidget   *widget,
                                       const char  *description);
void _brg_accessible_name_row         (GtkWidget   *child,
                                       const char  *name);
void _brg_accessible_name_drop_down   (GtkDropDown *drop_down,
                                       const char  *name);
void _brg_accessible_selectable_label (GtkLabel    *label);
void _brg_accessible_one_tab_stop     (GtkWidget   *list);
void _brg_accessible_activates_default (GtkWidget  *editable);

G_END_DECLS
