/* ui-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every UI test program needs around the real window: settings in
 * memory, a home folder of its own, and the tests run inside
 * g_application_run() so the application starts and stops as it does in
 * the program.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GSettings *ui_test_new_memory_settings (void);
char      *ui_test_isolate_home        (void);
void       ui_test_remove_tree         (const char   *path);
void       ui_test_app_activate_cb     (GApplication *application,
                                        int          *ret);

G_END_DECLS
