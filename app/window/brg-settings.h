/* brg-settings.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The GSettings schema of the application; the same in development builds. */
#define BRG_SETTINGS_SCHEMA_ID "io.github.finesse.Finesse"

GSettings *brg_settings_new (void);

G_END_DECLS
