/* brg-details-pane-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the details pane shows, for the tests.
 */

#pragma once

#include "brg-details-pane.h"

G_BEGIN_DECLS

/* What is shown, for tests and accessibility. */
const char *brg_details_pane_get_value (BrgDetailsPane *self,
                                        const char     *tag);

G_END_DECLS
