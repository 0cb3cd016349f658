/* brg-render-deck.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "brg-card.h"

G_BEGIN_DECLS

#define BRG_TYPE_RENDER_DECK (brg_render_deck_get_type ())

G_DECLARE_FINAL_TYPE (BrgRenderDeck, brg_render_deck, BRG, RENDER_DECK, GObject)

BrgRenderDeck *brg_render_deck_new        (gboolean        four_color,
                                           GError        **error);
char          *brg_render_deck_find_file  (const char     *name);
double         brg_render_deck_get_aspect (BrgRenderDeck  *self);
void           brg_render_deck_draw_card  (BrgRenderDeck  *self,
                                           cairo_t        *cr,
                                           BrgCard         card,
                                           double          x,
                                           double          y,
                                           double          height);

G_END_DECLS
