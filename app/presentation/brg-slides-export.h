/* brg-slides-export.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-core.h"

G_BEGIN_DECLS

void     brg_slides_export_async  (BrgEvent             *event,
                                   gboolean              four_color,
                                   gboolean              dark,
                                   GFile                *file,
                                   GCancellable         *cancellable,
                                   GAsyncReadyCallback   callback,
                                   gpointer              user_data);
guint    brg_slides_export_finish (GAsyncResult         *result,
                                   GError              **error);

G_END_DECLS
