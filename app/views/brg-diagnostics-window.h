/* brg-diagnostics-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-core.h"
#include "brg-problem-list.h"

G_BEGIN_DECLS

#define BRG_TYPE_DIAGNOSTICS_WINDOW (brg_diagnostics_window_get_type ())

G_DECLARE_FINAL_TYPE (BrgDiagnosticsWindow, brg_diagnostics_window,
                      BRG, DIAGNOSTICS_WINDOW, AdwWindow)

GtkWidget      *brg_diagnostics_window_new          (GtkWindow            *parent,
                                                     BrgProblemList       *problems);
BrgProblemList *brg_diagnostics_window_get_problems (BrgDiagnosticsWindow *self);
void            brg_diagnostics_window_show_board   (BrgDiagnosticsWindow *self,
                                                     guint                 board);

G_END_DECLS
