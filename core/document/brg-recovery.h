/* brg-recovery.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BRG_TYPE_RECOVERY (brg_recovery_get_type ())

G_DECLARE_FINAL_TYPE (BrgRecovery, brg_recovery, BRG, RECOVERY, GObject)

GPtrArray   *brg_recovery_find            (void);
GFile       *brg_recovery_get_file        (BrgRecovery *self);
const char  *brg_recovery_get_format_name (BrgRecovery *self);
GDateTime   *brg_recovery_get_saved       (BrgRecovery *self);
guint        brg_recovery_get_n_boards    (BrgRecovery *self);
void         brg_recovery_discard         (BrgRecovery *self);

G_END_DECLS
