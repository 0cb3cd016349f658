/* brg-command.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_COMMAND (brg_command_get_type ())

G_DECLARE_FINAL_TYPE (BrgCommand, brg_command, BRG, COMMAND, GObject)

/**
 * BrgCommandFunc:
 * @data: the command's data
 * @error: return location for a #GError
 *
 * Applies or reverts an edit of the model.
 *
 * Returns: %TRUE on success
 */
typedef gboolean (*BrgCommandFunc) (gpointer   data,
                                    GError   **error);

BrgCommand  *brg_command_new        (const char      *label,
                                     BrgCommandFunc   apply,
                                     BrgCommandFunc   revert,
                                     gpointer         data,
                                     GDestroyNotify   destroy);
const char  *brg_command_get_label  (BrgCommand      *self);
gboolean     brg_command_apply      (BrgCommand      *self,
                                     GError         **error);
gboolean     brg_command_revert     (BrgCommand      *self,
                                     GError         **error);

G_END_DECLS
