/* brg-slide-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_SLIDE_VIEW (brg_slide_view_get_type ())

G_DECLARE_FINAL_TYPE (BrgSlideView, brg_slide_view, BRG, SLIDE_VIEW, GtkWidget)

GtkWidget  *brg_slide_view_new              (const char   *name);
void        brg_slide_view_set_step         (BrgSlideView *self,
                                             BrgLesson    *lesson,
                                             guint         step,
                                             guint         position);
BrgLesson  *brg_slide_view_get_lesson       (BrgSlideView *self);
guint       brg_slide_view_get_step         (BrgSlideView *self);
gboolean    brg_slide_view_get_blanked      (BrgSlideView *self);
void        brg_slide_view_set_blanked      (BrgSlideView *self,
                                             gboolean      blanked);
gboolean    brg_slide_view_get_four_color   (BrgSlideView *self);
void        brg_slide_view_set_four_color   (BrgSlideView *self,
                                             gboolean      four_color);
gboolean    brg_slide_view_get_dark         (BrgSlideView *self);
void        brg_slide_view_set_dark         (BrgSlideView *self,
                                             gboolean      dark);
void        brg_slide_view_prepare          (BrgSlideView *self,
                                             int           width,
                                             int           height,
                                             int           scale);
gboolean    brg_slide_view_is_prepared      (BrgSlideView *self);
BrgCardSet  brg_slide_view_get_drawn_faces  (BrgSlideView *self);
const char *brg_slide_view_get_description  (BrgSlideView *self);

char       *brg_slide_dup_description       (BrgLesson    *lesson,
                                             guint         step,
                                             guint         position);

G_END_DECLS
