/* brg-settings.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application's settings, which the application and every window
 * share.
 */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "brg-settings.h"

/**
 * brg_settings_new:
 *
 * Creates the application's settings from the installed schema. A program
 * run straight from its build tree (`build/app/finesse`) finds no
 * installed schema: it then takes the schema the build compiled and keeps
 * the settings in memory until it quits, with a warning, rather than abort
 * as GSettings does. `meson devenv -C build` runs it with its settings
 * kept.
 *
 * Returns: (transfer full): new settings
 */
GSettings *
brg_settings_new (void)
{
  GSettingsSchemaSource *installed = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaSource) build = NULL;
  g_autoptr(GSettingsBackend) backend = NULL;

  if (installed != NULL)
    schema = g_settings_schema_source_lookup (installed, BRG_SETTINGS_SCHEMA_ID, TRUE);
  if (schema != NULL)
    return g_settings_new_full (schema, NULL, NULL);

  build = g_settings_schema_source_new_from_directory (BRG_BUILD_SCHEMA_DIR, NULL, FALSE, NULL);
  if (build != NULL)
    schema = g_settings_schema_source_lookup (build, BRG_SETTINGS_SCHEMA_ID, FALSE);
  if (schema == NULL)
    g_error ("The settings schema %s is installed nowhere, and the build's (%s) is gone: "
             "install Finesse, or run it with meson devenv", BRG_SETTINGS_SCHEMA_ID,
             BRG_BUILD_SCHEMA_DIR);

  g_warning ("The settings schema %s is not installed: the settings are kept in memory "
             "until Finesse quits. Install it, or run Finesse with `meson devenv -C build`.",
             BRG_SETTINGS_SCHEMA_ID);
  backend = g_memory_settings_backend_new ();
  return g_settings_new_full (schema, backend, NULL);
}

