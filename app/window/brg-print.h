/* brg-print.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-render-document.h"
#include "brg-table-view.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

void        brg_print_attach         (GtkWindow               *window,
                                      BrgWindowModel          *model,
                                      GSettings               *settings,
                                      BrgTableView            *table_view);
GActionGroup *brg_print_get_actions  (GtkWindow               *window);
GtkPrintOperationResult
            brg_print_run            (GtkWindow               *window,
                                      GtkPrintOperationAction  action,
                                      const char              *export_filename,
                                      GError                 **error);
void        brg_print_export_async   (GtkWindow               *window,
                                      const BrgRenderOptions  *options,
                                      BrgRenderFormat          format,
                                      GFile                   *file,
                                      GAsyncReadyCallback      callback,
                                      gpointer                 user_data);
gboolean    brg_print_export_finish  (GtkWindow               *window,
                                      GAsyncResult            *result,
                                      GError                 **error);
GdkTexture *brg_print_snapshot_table (GtkWindow               *window);

G_END_DECLS
