/* brg-card-cache.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gdk/gdk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_CARD_CACHE (brg_card_cache_get_type ())

G_DECLARE_FINAL_TYPE (BrgCardCache, brg_card_cache, BRG, CARD_CACHE, GObject)

/* The resource paths of the decks that ship with Finesse. */
#define BRG_CARD_DECK_DEFAULT    "/io/github/finesse/Finesse/cards/finesse.svg"
#define BRG_CARD_DECK_FOUR_COLOR "/io/github/finesse/Finesse/cards/finesse-four-color.svg"

BrgCardCache *brg_card_cache_new             (const char    *deck_resource);

const char   *brg_card_cache_get_deck        (BrgCardCache  *self);
void          brg_card_cache_set_deck        (BrgCardCache  *self,
                                              const char    *deck_resource);
const GError *brg_card_cache_get_error       (BrgCardCache  *self);
double        brg_card_cache_get_aspect      (BrgCardCache  *self);
const BrgLetters *brg_card_cache_get_letters (BrgCardCache  *self);
void          brg_card_cache_set_letters     (BrgCardCache  *self,
                                              const BrgLetters *letters);

void          brg_card_cache_set_size        (BrgCardCache  *self,
                                              int            width,
                                              int            height);
void          brg_card_cache_get_size        (BrgCardCache  *self,
                                              int           *width,
                                              int           *height);
GdkTexture   *brg_card_cache_get_texture     (BrgCardCache  *self,
                                              BrgCard        card);
cairo_surface_t *brg_card_cache_get_surface  (BrgCardCache  *self,
                                              BrgCard        card);
void          brg_card_cache_clear           (BrgCardCache  *self);
void          brg_card_cache_prepare         (BrgCardCache  *self);
gboolean      brg_card_cache_is_preparing    (BrgCardCache  *self);

guint         brg_card_cache_get_n_textures  (BrgCardCache  *self);
gsize         brg_card_cache_get_memory_size (BrgCardCache  *self);

G_END_DECLS
