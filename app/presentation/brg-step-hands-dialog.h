/* brg-step-hands-dialog.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-core.h"

G_BEGIN_DECLS

AdwMessageDialog *brg_step_hands_dialog_new         (GtkWindow        *parent,
                                                     BrgBoard         *board,
                                                     guint             step);
void              brg_step_hands_dialog_set         (AdwMessageDialog *dialog,
                                                     guint             step,
                                                     guint             seats);
BrgCommand       *brg_step_hands_dialog_dup_command (AdwMessageDialog *dialog,
                                                     GError          **error);

G_END_DECLS
