/* brg-file-dialog.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

char             *brg_file_dialog_dup_name (GFile      *file);
gboolean          brg_file_dialog_can_show (GtkWindow  *parent);
AdwMessageDialog *brg_file_dialog_new      (GtkWindow  *parent,
                                            const char *heading,
                                            const char *body);

G_END_DECLS
