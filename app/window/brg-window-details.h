/* brg-window-details.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-details-pane.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_DETAILS (brg_window_details_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowDetails, brg_window_details, BRG, WINDOW_DETAILS, GObject)

BrgWindowDetails *brg_window_details_new (BrgWindowModel  *model,
                                          BrgDetailsPane  *details_pane,
                                          GtkToggleButton *edit_button);

G_END_DECLS
