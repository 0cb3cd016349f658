/* brg-accessible-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Names for screen readers where the toolkit leaves them out.
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void _brg_accessible_name_window (GtkWindow *window);

G_END_DECLS
