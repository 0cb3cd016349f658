/* brg-command-group-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Several commands of the core as one undo step, for an action of the
 * window that is several edits (a new note the call refers to, a call
 * changed with its alert).
 */

#pragma once

#include "brg-core.h"

G_BEGIN_DECLS

BrgCommand *_brg_command_group_new (const char *label,
                                    BrgCommand *first,
                                    ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
