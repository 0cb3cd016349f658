/* brg-import-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Test hooks of the import.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void _brg_import_hold_at (guint n_boards);

G_END_DECLS
