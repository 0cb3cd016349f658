/* brg-window-practice.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-practice-view.h"
#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_PRACTICE (brg_window_practice_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowPractice, brg_window_practice, BRG, WINDOW_PRACTICE, GObject)

BrgWindowPractice *brg_window_practice_new        (BrgWindowModel    *model,
                                                   GSettings         *settings,
                                                   GtkStack          *stack);

gboolean           brg_window_practice_get_active (BrgWindowPractice *self);
void               brg_window_practice_set_active (BrgWindowPractice *self,
                                                   gboolean           active);
BrgPracticeView   *brg_window_practice_get_view   (BrgWindowPractice *self);

G_END_DECLS
