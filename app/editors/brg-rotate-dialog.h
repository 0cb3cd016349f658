/* brg-rotate-dialog.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-core.h"

G_BEGIN_DECLS

GtkWindow *brg_rotate_dialog_present (GtkWindow   *parent,
                                      BrgBoard    *board,
                                      BrgDocument *document);

G_END_DECLS
