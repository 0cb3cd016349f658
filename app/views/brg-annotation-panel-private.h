/* brg-annotation-panel-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the commentary panel shows, for the tests.
 */

#pragma once

#include "brg-annotation-panel.h"

G_BEGIN_DECLS

/* What is shown, for tests and accessibility. */
char      *brg_annotation_panel_dup_text         (BrgAnnotationPanel *self);

G_END_DECLS
