/* brg-window-present.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-presenter.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_PRESENT (brg_window_present_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowPresent, brg_window_present, BRG, WINDOW_PRESENT, GObject)

BrgWindowPresent *brg_window_present_new            (GtkWindow        *window,
                                                     BrgWindowModel   *model,
                                                     GSettings        *settings,
                                                     GtkStack         *stack);
gboolean          brg_window_present_start          (BrgWindowPresent *self);
gboolean          brg_window_present_get_presenting (BrgWindowPresent *self);
BrgPresenter     *brg_window_present_get_presenter  (BrgWindowPresent *self);
void              brg_window_present_export_slides  (BrgWindowPresent *self,
                                                     GFile            *file);

G_END_DECLS
