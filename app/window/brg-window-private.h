/* brg-window-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the tests reach in BrgWindow that users do not. It names the type
 * without including brg-window.h: the window includes this header, and
 * this header stands below it.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _BrgWindow BrgWindow;

gboolean  _brg_window_export_article (BrgWindow   *self,
                                      GFile       *file,
                                      const char  *scope,
                                      GError     **error);

G_END_DECLS
