/* brg-input.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-call.h"
#include "brg-card.h"

G_BEGIN_DECLS

gboolean  brg_call_from_input  (const char *text,
                                BrgCall    *call);
gboolean  brg_card_from_input  (const char *text,
                                BrgCard    *card);

G_END_DECLS
