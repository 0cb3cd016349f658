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

/**
 * BrgCommandMergeFunc:
 * @data: the data of the older command, already applied
 * @newer_data: the data of a newer command with the same merge key, applied
 *   after it
 *
 * Takes what the newer command did into the older one, so that applying the
 * older command from the state before it gives the state after both, and
 * reverting it gives the state before both again.
 *
 * Returns: %TRUE if the newer command was taken in
 */
typedef gboolean (*BrgCommandMergeFunc) (gpointer data,
                                         gpointer newer_data);

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
void         brg_command_set_merge  (BrgCommand      *self,
                                     const char      *key,
                                     BrgCommandMergeFunc merge);
const char  *brg_command_get_merge_key (BrgCommand   *self);
gboolean     brg_command_merge      (BrgCommand      *self,
                                     BrgCommand      *newer);

BrgCommand  *brg_command_new_group      (const char  *label);
void         brg_command_append         (BrgCommand  *self,
                                         BrgCommand  *child);
guint        brg_command_get_n_children (BrgCommand  *self);

G_END_DECLS
