/* brg-diagnostics-window-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the problems window lists, for the tests.
 */

#pragma once

#include "brg-diagnostics-window.h"

G_BEGIN_DECLS

guint  brg_diagnostics_window_get_n_items (BrgDiagnosticsWindow *self);
char  *brg_diagnostics_window_dup_text    (BrgDiagnosticsWindow *self);

G_END_DECLS
