/* brg-window-letters.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-window-model.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_LETTERS (brg_window_letters_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowLetters, brg_window_letters, BRG, WINDOW_LETTERS, GObject)

BrgWindowLetters *brg_window_letters_new (GtkApplicationWindow *window,
                                          BrgWindowModel       *model);

G_END_DECLS
