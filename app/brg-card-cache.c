/* brg-card-cache.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <librsvg/rsvg.h>

#include "brg-card-cache.h"

/* 52 faces and the back, which sits at index BRG_CARD_UNKNOWN (52). */
#define N_FACES   (BRG_N_CARDS + 1)
#define BACK      BRG_CARD_UNKNOWN
/* A card larger than this in device pixels is a caller's mistake. */
#define MAX_SIZE  4096
/* A bridge card's width over its height, used until a deck is loaded. */
#define DEFAULT_ASPECT (2.25 / 3.5)

/**
 * BrgCardCache:
 *
 * The faces of one SVG card deck as textures of one size. The deck is read
 * from the GResource and parsed once; each face is rendered the first time
 * it is asked for, at the size set last, and kept until the size or the
 * deck changes (HACKING.md, “Card graphics”). A face that fails to render is reported once and
 * stays %NULL until then; a deck that fails to load leaves every face %NULL
 * and its error in brg_card_cache_get_error().
 *
 * The cache uses cairo, librsvg and #GdkTexture only, so it works without
 * a display.
 */
struct _BrgCardCache
{
  GObject      parent_instance;

  /* Owned */
  char        *deck;
  RsvgHandle  *handle;            /* NULL when the deck failed to load */
  GError      *error;
  GdkTexture  *textures[N_FACES];
  /* Borrowed: the surface each texture wraps, alive as long as it is */
  cairo_surface_t *surfaces[N_FACES];

  double       aspect;
  int          width;
  int          height;
  guint64      failed;            /* bit per face whose rendering failed */
};

G_DEFINE_FINAL_TYPE (BrgCardCache, brg_card_cache, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DECK,
  PROP_ASPECT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
clear_textures (BrgCardCache *self)
{
  for (guint i = 0; i < N_FACES; i++)
    {
      self->surfaces[i] = NULL;
      g_clear_object (&self->textures[i]);
    }
  self->failed = 0;
}

static void
load_deck (BrgCardCache *self)
{
  g_autoptr(GBytes) bytes = NULL;
  RsvgRectangle ink, logical;
  gsize size;
  const guint8 *data;

  g_clear_object (&self->handle);
  g_clear_error (&self->error);
  self->aspect = DEFAULT_ASPECT;

  if (self->deck == NULL)
    return;

  bytes = g_resources_lookup_data (self->deck, G_RESOURCE_LOOKUP_FLAGS_NONE, &self->error);
  if (bytes == NULL)
    goto failed;

  data = g_bytes_get_data (bytes, &size);
  self->handle = rsvg_handle_new_from_data (data, size, &self->error);
  if (self->handle == NULL)
    goto failed;

  /* Every face has the back's size; read it once, so that measuring a
   * widget never asks librsvg. */
  if (!rsvg_handle_get_geometry_for_element (self->handle, "#back", &ink, &logical,
                                             &self->error))
    {
      g_clear_object (&self->handle);
      goto failed;
    }

  if (ink.width > 0 && ink.height > 0)
    self->aspect = ink.width / ink.height;
  return;

failed:
  g_warning ("Cannot load the card deck %s: %s", self->deck, self->error->message);
}

static void
brg_card_cache_dispose (GObject *object)
{
  BrgCardCache *self = BRG_CARD_CACHE (object);

  clear_textures (self);
  g_clear_object (&self->handle);

  G_OBJECT_CLASS (brg_card_cache_parent_class)->dispose (object);
}

static void
brg_card_cache_finalize (GObject *object)
{
  BrgCardCache *self = BRG_CARD_CACHE (object);

  g_clear_pointer (&self->deck, g_free);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (brg_card_cache_parent_class)->finalize (object);
}

static void
brg_card_cache_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BrgCardCache *self = BRG_CARD_CACHE (object);

  switch (prop_id)
    {
    case PROP_DECK:
      g_value_set_string (value, brg_card_cache_get_deck (self));
      break;

    case PROP_ASPECT:
      g_value_set_double (value, brg_card_cache_get_aspect (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_card_cache_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BrgCardCache *self = BRG_CARD_CACHE (object);

  switch (prop_id)
    {
    case PROP_DECK:
      brg_card_cache_set_deck (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_card_cache_class_init (BrgCardCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_card_cache_dispose;
  object_class->finalize = brg_card_cache_finalize;
  object_class->get_property = brg_card_cache_get_property;
  object_class->set_property = brg_card_cache_set_property;

  /**
   * BrgCardCache:deck:
   *
   * The resource path of the deck's SVG.
   */
  properties[PROP_DECK] =
    g_param_spec_string ("deck", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * BrgCardCache:aspect:
   *
   * A card's width over its height.
   */
  properties[PROP_ASPECT] =
    g_param_spec_double ("aspect", NULL, NULL,
                         0.0, G_MAXDOUBLE, DEFAULT_ASPECT,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_card_cache_init (BrgCardCache *self)
{
  self->aspect = DEFAULT_ASPECT;
}

/**
 * brg_card_cache_new:
 * @deck_resource: (nullable): the resource path of a deck's SVG, such as
 *   %BRG_CARD_DECK_DEFAULT
 *
 * Creates a cache and loads the deck. A deck that cannot be loaded is
 * reported once and leaves the cache without faces; see
 * brg_card_cache_get_error().
 *
 * Returns: (transfer full): a new card cache
 */
BrgCardCache *
brg_card_cache_new (const char *deck_resource)
{
  return g_object_new (BRG_TYPE_CARD_CACHE, "deck", deck_resource, NULL);
}

/**
 * brg_card_cache_get_deck:
 * @self: a card cache
 *
 * Returns: (nullable): the resource path of the deck
 */
const char *
brg_card_cache_get_deck (BrgCardCache *self)
{
  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), NULL);

  return self->deck;
}

/**
 * brg_card_cache_set_deck:
 * @self: a card cache
 * @deck_resource: (nullable): the resource path of a deck's SVG
 *
 * Loads another deck and drops every texture of the previous one.
 */
void
brg_card_cache_set_deck (BrgCardCache *self,
                         const char   *deck_resource)
{
  double old_aspect;

  g_return_if_fail (BRG_IS_CARD_CACHE (self));

  if (g_strcmp0 (self->deck, deck_resource) == 0)
    return;

  old_aspect = self->aspect;
  g_free (self->deck);
  self->deck = g_strdup (deck_resource);
  clear_textures (self);
  load_deck (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK]);
  if (old_aspect != self->aspect)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASPECT]);
}

/**
 * brg_card_cache_get_error:
 * @self: a card cache
 *
 * Returns: (nullable) (transfer none): why the deck could not be loaded, or
 *   %NULL when it was
 */
const GError *
brg_card_cache_get_error (BrgCardCache *self)
{
  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), NULL);

  return self->error;
}

/**
 * brg_card_cache_get_aspect:
 * @self: a card cache
 *
 * Returns: a card's width over its height, read once from the deck; a
 *   bridge card's 2.25/3.5 when no deck is loaded
 */
double
brg_card_cache_get_aspect (BrgCardCache *self)
{
  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), DEFAULT_ASPECT);

  return self->aspect;
}

/**
 * brg_card_cache_set_size:
 * @self: a card cache
 * @width: a card's width in device pixels
 * @height: a card's height in device pixels
 *
 * Sets the size of the textures, in device pixels (logical size times the
 * scale factor). A new size drops every texture of the old one; setting the
 * same size again keeps them.
 */
void
brg_card_cache_set_size (BrgCardCache *self,
                         int           width,
                         int           height)
{
  g_return_if_fail (BRG_IS_CARD_CACHE (self));
  g_return_if_fail (width > 0 && width <= MAX_SIZE);
  g_return_if_fail (height > 0 && height <= MAX_SIZE);

  if (self->width == width && self->height == height)
    return;

  clear_textures (self);
  self->width = width;
  self->height = height;
}

/**
 * brg_card_cache_get_size:
 * @self: a card cache
 * @width: (out) (optional): return location for the width
 * @height: (out) (optional): return location for the height
 *
 * Gets the size set last, 0 × 0 before any.
 */
void
brg_card_cache_get_size (BrgCardCache *self,
                         int          *width,
                         int          *height)
{
  g_return_if_fail (BRG_IS_CARD_CACHE (self));

  if (width != NULL)
    *width = self->width;
  if (height != NULL)
    *height = self->height;
}

static GdkTexture *
render_face (BrgCardCache     *self,
             guint             face,
             cairo_surface_t **out_surface)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  char id[4] = { '#', 0, 0, 0 };
  const char *element;
  gboolean ok;
  int stride;

  if (face == BACK)
    element = "#back";
  else
    {
      id[1] = g_ascii_tolower (brg_suit_to_pbn (BRG_CARD_SUIT (face)));
      id[2] = brg_rank_to_pbn (BRG_CARD_RANK (face));
      element = id;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, self->width, self->height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      g_warning ("Cannot render card %s: %s", element,
                 cairo_status_to_string (cairo_surface_status (surface)));
      cairo_surface_destroy (surface);
      return NULL;
    }

  cr = cairo_create (surface);
  ok = rsvg_handle_render_element (self->handle, cr, element,
                                   &(RsvgRectangle) { 0, 0, self->width, self->height },
                                   &error);
  cairo_destroy (cr);

  if (!ok)
    {
      g_warning ("Cannot render card %s of the deck %s: %s", element, self->deck,
                 error->message);
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* The texture wraps the surface's pixels without a copy; they live as
   * long as the bytes do. GDK_MEMORY_DEFAULT is cairo's ARGB32 layout. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * self->height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);
  *out_surface = surface;
  return gdk_memory_texture_new (self->width, self->height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/**
 * brg_card_cache_get_texture:
 * @self: a card cache
 * @card: a card, or %BRG_CARD_NONE or %BRG_CARD_UNKNOWN for the back
 *
 * Gets the face of @card at the current size, rendering it the first time.
 * The texture stays the same object until the size or the deck changes.
 *
 * Returns: (transfer none) (nullable): the texture, or %NULL when no size
 *   was set, the deck did not load or the face could not be rendered
 */
GdkTexture *
brg_card_cache_get_texture (BrgCardCache *self,
                            BrgCard       card)
{
  guint face;

  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), NULL);
  g_return_val_if_fail (card <= BRG_CARD_UNKNOWN || card == BRG_CARD_NONE, NULL);

  face = card == BRG_CARD_NONE ? BACK : card;

  if (self->textures[face] != NULL)
    return self->textures[face];

  if (self->handle == NULL || self->width == 0 || (self->failed & (G_GUINT64_CONSTANT (1) << face)))
    return NULL;

  self->textures[face] = render_face (self, face, &self->surfaces[face]);
  if (self->textures[face] == NULL)
    self->failed |= G_GUINT64_CONSTANT (1) << face;

  return self->textures[face];
}

/**
 * brg_card_cache_get_surface:
 * @self: a card cache
 * @card: a card, or %BRG_CARD_NONE or %BRG_CARD_UNKNOWN for the back
 *
 * Gets the image surface that the texture of @card wraps, rendering it
 * first if needed. It shares the texture's pixels and lives as long as the
 * texture does in the cache. Drawing it with cairo avoids the conversion
 * that GTK 4.8 makes each time it paints a texture with cairo.
 *
 * Returns: (transfer none) (nullable): the surface, or %NULL when
 *   brg_card_cache_get_texture() returns %NULL
 */
cairo_surface_t *
brg_card_cache_get_surface (BrgCardCache *self,
                            BrgCard       card)
{
  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), NULL);
  g_return_val_if_fail (card <= BRG_CARD_UNKNOWN || card == BRG_CARD_NONE, NULL);

  if (brg_card_cache_get_texture (self, card) == NULL)
    return NULL;
  return self->surfaces[card == BRG_CARD_NONE ? BACK : card];
}

/**
 * brg_card_cache_clear:
 * @self: a card cache
 *
 * Drops every texture, for instance when memory is short. Faces are
 * rendered again when asked for.
 */
void
brg_card_cache_clear (BrgCardCache *self)
{
  g_return_if_fail (BRG_IS_CARD_CACHE (self));

  clear_textures (self);
}

/**
 * brg_card_cache_get_n_textures:
 * @self: a card cache
 *
 * Returns: how many faces are rendered and kept
 */
guint
brg_card_cache_get_n_textures (BrgCardCache *self)
{
  guint n = 0;

  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), 0);

  for (guint i = 0; i < N_FACES; i++)
    n += self->textures[i] != NULL;

  return n;
}

/**
 * brg_card_cache_get_memory_size:
 * @self: a card cache
 *
 * Returns: the bytes of pixel data the kept textures hold
 */
gsize
brg_card_cache_get_memory_size (BrgCardCache *self)
{
  gsize stride;

  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), 0);

  stride = (gsize) cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, MAX (self->width, 0));
  return brg_card_cache_get_n_textures (self) * stride * (gsize) self->height;
}
