/* brg-print.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-render-document.h"
#include "brg-window.h"

G_BEGIN_DECLS

void        brg_print_attach         (BrgWindow               *window);
GActionGroup *brg_print_get_actions  (BrgWindow               *window);
GtkPrintOperationResult
            brg_print_run            (BrgWindow               *window,
                                      GtkPrintOperationAction  action,
                                      const char              *export_filename,
                                      GError                 **error);
void        brg_print_export_async   (BrgWindow               *window,
                                      const BrgRenderOptions  *options,
                                      BrgRenderFormat          format,
                                      GFile                   *file,
                                      GAsyncReadyCallback      callback,
                                      gpointer                 user_data);
gboolean    brg_print_export_finish  (BrgWindow               *window,
                                      GAsyncResult            *result,
                                      GError                 **error);
GdkTexture *brg_print_snapshot_table (BrgWindow               *window);

G_END_DECLS
