/* brg-render-slides.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "brg-card.h"
#include "brg-lesson.h"

G_BEGIN_DECLS

/* A slide's size in points: 16:9, PowerPoint's widescreen (13.33 × 7.5 in). */
#define BRG_RENDER_SLIDE_WIDTH  960.0
#define BRG_RENDER_SLIDE_HEIGHT 540.0

#define BRG_TYPE_RENDER_SLIDES (brg_render_slides_get_type ())

G_DECLARE_FINAL_TYPE (BrgRenderSlides, brg_render_slides, BRG, RENDER_SLIDES, GObject)

BrgRenderSlides *brg_render_slides_new             (gboolean          four_color,
                                                    gboolean          dark);
const char      *brg_render_slides_get_warning     (BrgRenderSlides  *self);
void             brg_render_slides_draw            (BrgRenderSlides  *self,
                                                    cairo_t          *cr,
                                                    BrgLesson        *lesson,
                                                    guint             step,
                                                    guint             position,
                                                    double            width,
                                                    double            height);
BrgCardSet       brg_render_slides_get_drawn_faces (BrgRenderSlides  *self);
double           brg_render_slides_get_card_height (double            width,
                                                    double            height);
void             brg_render_slides_prepare         (BrgRenderSlides  *self,
                                                    double            pixel_height);

G_END_DECLS
