/* brg-application.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-settings.h"

G_BEGIN_DECLS

/* The application icon, shipped in the resources under this name. */
#define BRG_APP_ICON_NAME "io.github.finesse.Finesse"

#define BRG_TYPE_APPLICATION (brg_application_get_type ())

G_DECLARE_FINAL_TYPE (BrgApplication, brg_application, BRG, APPLICATION, AdwApplication)

void            brg_application_prepare_environment (void);
BrgApplication *brg_application_new          (void);
GSettings      *brg_application_get_settings (BrgApplication *self);

G_END_DECLS
