/* brg-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW (brg_window_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindow, brg_window, BRG, WINDOW, AdwApplicationWindow)

BrgWindow *brg_window_new             (GtkApplication *application,
                                       GSettings      *settings);
GSettings *brg_window_get_settings    (BrgWindow      *self);
BrgDocument *brg_window_get_document  (BrgWindow      *self);
void       brg_window_set_document    (BrgWindow      *self,
                                       BrgDocument    *document);
GFile     *brg_window_get_file        (BrgWindow      *self);
void       brg_window_open_file       (BrgWindow      *self,
                                       GFile          *file);
gboolean   brg_window_get_loading     (BrgWindow      *self);
BrgEvent  *brg_window_get_event       (BrgWindow      *self);
GPtrArray *brg_window_get_diagnostics (BrgWindow      *self);
BrgReplay *brg_window_get_replay      (BrgWindow      *self);
gboolean   brg_window_get_reveal_hidden (BrgWindow    *self);
void       brg_window_set_reveal_hidden (BrgWindow    *self,
                                         gboolean      reveal_hidden);
gboolean   brg_window_get_quiz_mode     (BrgWindow    *self);
void       brg_window_set_quiz_mode     (BrgWindow    *self,
                                         gboolean      quiz_mode);
gboolean   brg_window_get_edit_mode     (BrgWindow    *self);
void       brg_window_set_edit_mode     (BrgWindow    *self,
                                         gboolean      edit_mode);
BrgHistory *brg_window_get_history      (BrgWindow    *self);

gboolean   brg_window_get_modified      (BrgWindow    *self);
void       brg_window_new_event         (BrgWindow    *self);
void       brg_window_save_as           (BrgWindow    *self,
                                         GFile        *file);
gboolean   brg_window_get_saving        (BrgWindow    *self);
gboolean   brg_window_get_editing_deal  (BrgWindow    *self);
void       brg_window_set_editing_deal  (BrgWindow    *self,
                                         gboolean      editing_deal);
gboolean   brg_window_offer_recovery    (BrgWindow    *self);

void       brg_window_refresh_letters   (BrgWindow    *self);

G_END_DECLS
