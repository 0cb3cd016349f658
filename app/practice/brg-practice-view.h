/* brg-practice-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_PRACTICE_VIEW (brg_practice_view_get_type ())

G_DECLARE_FINAL_TYPE (BrgPracticeView, brg_practice_view, BRG, PRACTICE_VIEW, GtkWidget)

GtkWidget         *brg_practice_view_new             (void);

gboolean           brg_practice_view_start           (BrgPracticeView  *self,
                                                      BrgBoard         *board,
                                                      GError          **error);
void               brg_practice_view_stop            (BrgPracticeView  *self);
void               brg_practice_view_focus           (BrgPracticeView  *self);
BrgPracticeGame   *brg_practice_view_get_game        (BrgPracticeView  *self);
guint              brg_practice_view_get_computer_delay (BrgPracticeView *self);
void               brg_practice_view_set_computer_delay (BrgPracticeView *self,
                                                         guint            delay);
int                brg_practice_view_get_hint_limit  (BrgPracticeView  *self);
void               brg_practice_view_set_hint_limit  (BrgPracticeView  *self,
                                                      int               limit);
const char        *brg_practice_view_get_message     (BrgPracticeView  *self);
BrgPracticeReview *brg_practice_view_get_review      (BrgPracticeView  *self);
GtkWidget         *brg_practice_view_get_table       (BrgPracticeView  *self);
GtkWidget         *brg_practice_view_get_review_list (BrgPracticeView  *self);
GtkWidget         *brg_practice_view_get_seat_chooser (BrgPracticeView *self);

G_END_DECLS
