/* brg-card-cache.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <librsvg/rsvg.h>

#include "brg-card-cache.h"

/* 52 faces and the back, which sits at index BRG_CARD_UNKNOWN (52). */
#define N_FACES   (BRG_N_CARDS + 1)
#define BACK      BRG_CARD_UNKNOWN
/* A card larger than this in device pixels is a caller's mistake. */
#define MAX_SIZE  4096
/* A bridge card's width over its height, used until a deck is loaded. */
#define DEFAULT_ASPECT (2.25 / 3.5)
/* The court cards, which other languages letter otherwise: jack, queen, king. */
#define N_COURTS  3

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
 *
 * brg_card_cache_prepare() renders every face of the current size in a
 * worker thread, so that the first paint of a board need not wait for 53
 * faces: the worker parses the deck into a handle of its own (a librsvg
 * handle is never shared between threads) and renders into cairo image
 * surfaces, which the cache's thread then wraps in textures. A face the
 * worker has not begun when it is asked for is rendered at once by the
 * asking thread, so both render at the same time; one it is rendering is
 * waited for. The pixels are the same whichever thread renders them.
 *
 * The court cards show the card letters in use (brg_card_cache_set_letters()):
 * a French king is "R", a Dutch one "H". The deck holds them as faces of
 * their own, "sK-R" beside "sK" (data/cards/README); letters the deck has
 * no face for are drawn as the English faces.
 */
/* Face states of a warm-up */
enum {
  FACE_FREE,
  FACE_RENDERING,
  FACE_DONE
};

typedef struct
{
  gatomicrefcount  ref;
  GMutex           lock;
  GCond            done;
  GBytes          *svg;              /* Owned: the deck, parsed by the worker */
  char            *deck;             /* Owned: for warnings */
  int              width;
  int              height;
  char             courts[N_COURTS]; /* the letters of the court faces, 0 for English */
  gboolean         cancelled;        /* under lock: nobody takes the faces */
  guint8           state[N_FACES];   /* under lock */
  cairo_surface_t *surfaces[N_FACES]; /* under lock: owned while FACE_DONE */
} Warmup;

struct _BrgCardCache
{
  GObject      parent_instance;

  /* Owned */
  char        *deck;
  RsvgHandle  *handle;            /* NULL when the deck failed to load */
  GError      *error;
  GBytes      *svg;               /* the deck's bytes, for a warm-up */
  Warmup      *warmup;            /* nullable: faces of this size being rendered */
  GdkTexture  *textures[N_FACES];
  /* Borrowed: the surface each texture wraps, alive as long as it is */
  cairo_surface_t *surfaces[N_FACES];

  double       aspect;
  int          width;
  int          height;
  guint64      failed;            /* bit per face whose rendering failed */
  /* Borrowed: a static table */
  const BrgLetters *letters;
  char         courts[N_COURTS];  /* their letters of J, Q, K the deck has, 0 for English */
};

G_DEFINE_FINAL_TYPE (BrgCardCache, brg_card_cache, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DECK,
  PROP_ASPECT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static Warmup *
warmup_ref (Warmup *warmup)
{
  g_atomic_ref_count_inc (&warmup->ref);
  return warmup;
}

static void
warmup_unref (gpointer data)
{
  Warmup *warmup = data;

  if (!g_atomic_ref_count_dec (&warmup->ref))
    return;

  for (guint i = 0; i < N_FACES; i++)
    g_clear_pointer (&warmup->surfaces[i], cairo_surface_destroy);
  g_bytes_unref (warmup->svg);
  g_free (warmup->deck);
  g_mutex_clear (&warmup->lock);
  g_cond_clear (&warmup->done);
  g_free (warmup);
}

/* The cache's faces are no longer wanted from the worker. */
static void
cancel_warmup (BrgCardCache *self)
{
  if (self->warmup == NULL)
    return;

  g_mutex_lock (&self->warmup->lock);
  self->warmup->cancelled = TRUE;
  g_mutex_unlock (&self->warmup->lock);
  g_clear_pointer (&self->warmup, warmup_unref);
}

static void
clear_textures (BrgCardCache *self)
{
  cancel_warmup (self);
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
  g_clear_pointer (&self->svg, g_bytes_unref);
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
  self->svg = g_steal_pointer (&bytes);
  return;

failed:
  g_warning ("Cannot load the card deck %s: %s", self->deck, self->error->message);
}

/* The letters of @self's court cards that its deck has faces for. */
static void
find_courts (BrgCardCache *self,
             char          courts[N_COURTS])
{
  memset (courts, 0, N_COURTS);
  if (self->letters == NULL || self->handle == NULL)
    return;

  for (guint i = 0; i < N_COURTS; i++)
    {
      BrgRank rank = BRG_RANK_JACK + i;
      const char *letter = brg_letters_rank (self->letters, rank);
      char id[6];

      if (letter[0] == '\0' || letter[1] != '\0' || letter[0] == brg_rank_to_pbn (rank))
        continue;
      g_snprintf (id, sizeof id, "#s%c-%c", brg_rank_to_pbn (rank), letter[0]);
      if (rsvg_handle_has_sub (self->handle, id))
        courts[i] = letter[0];
    }
}

static void
brg_card_cache_dispose (GObject *object)
{
  BrgCardCache *self = BRG_CARD_CACHE (object);

  clear_textures (self);
  g_clear_object (&self->handle);
  g_clear_pointer (&self->svg, g_bytes_unref);

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
  find_courts (self, self->courts);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK]);
  if (old_aspect != self->aspect)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASPECT]);
}

/**
 * brg_card_cache_get_letters:
 * @self: a card cache
 *
 * Returns: (nullable): the card letters of the court faces, %NULL for the
 *   deck's English ones
 */
const BrgLetters *
brg_card_cache_get_letters (BrgCardCache *self)
{
  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), NULL);

  return self->letters;
}

/**
 * brg_card_cache_set_letters:
 * @self: a card cache
 * @letters: (nullable): card letters, such as brg_letters_get_current()'s,
 *   or %NULL for English
 *
 * Chooses the letters of the court cards: a French king shows "R", a
 * German queen "D". When the court faces change, every texture is dropped
 * and rendered again when asked for; letters that draw the same faces as
 * before keep them, and so does a deck without faces in those letters.
 */
void
brg_card_cache_set_letters (BrgCardCache     *self,
                            const BrgLetters *letters)
{
  char old[N_COURTS];

  g_return_if_fail (BRG_IS_CARD_CACHE (self));

  if (letters == brg_letters_get_english ())
    letters = NULL;
  if (self->letters == letters)
    return;

  self->letters = letters;
  memcpy (old, self->courts, sizeof old);
  find_courts (self, self->courts);
  if (memcmp (old, self->courts, sizeof old) != 0)
    clear_textures (self);
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

/* The letter of a court card's face in @courts, or 0 for the English
 * face (every other rank). */
static char
court_letter (const char *courts,
              BrgRank     rank)
{
  if (rank < BRG_RANK_JACK || rank >= BRG_RANK_JACK + N_COURTS)
    return 0;
  return courts[rank - BRG_RANK_JACK];
}

/* Renders @face at @width × @height with @handle, in any thread that owns
 * @handle; %NULL after a warning when it cannot. A court card takes its
 * letter's face from @courts. */
static cairo_surface_t *
render_surface (RsvgHandle *handle,
                const char *deck,
                guint       face,
                const char *courts,
                int         width,
                int         height)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  char id[6] = { '#', 0, 0, 0, 0, 0 };
  const char *element;
  gboolean ok;

  if (face == BACK)
    element = "#back";
  else
    {
      char letter = court_letter (courts, BRG_CARD_RANK (face));

      id[1] = g_ascii_tolower (brg_suit_to_pbn (BRG_CARD_SUIT (face)));
      id[2] = brg_rank_to_pbn (BRG_CARD_RANK (face));
      if (letter != 0)
        {
          id[3] = '-';
          id[4] = letter;
        }
      element = id;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      g_warning ("Cannot render card %s: %s", element,
                 cairo_status_to_string (cairo_surface_status (surface)));
      cairo_surface_destroy (surface);
      return NULL;
    }

  cr = cairo_create (surface);
  ok = rsvg_handle_render_element (handle, cr, element,
                                   &(RsvgRectangle) { 0, 0, width, height },
                                   &error);
  cairo_destroy (cr);

  if (!ok)
    {
      g_warning ("Cannot render card %s of the deck %s: %s", element, deck, error->message);
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  return surface;
}

/* A texture wrapping @surface (transfer full) without a copy. */
static GdkTexture *
texture_for_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);

  /* The pixels live as long as the bytes do. GDK_MEMORY_DEFAULT is
   * cairo's ARGB32 layout. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/* The worker's face of a warm-up, or one this thread renders as the worker
 * has not begun it. */
static cairo_surface_t *
take_warm_face (BrgCardCache *self,
                guint         face)
{
  Warmup *warmup = self->warmup;
  cairo_surface_t *surface;

  g_mutex_lock (&warmup->lock);
  while (warmup->state[face] == FACE_RENDERING)
    g_cond_wait (&warmup->done, &warmup->lock);
  if (warmup->state[face] == FACE_DONE)
    {
      surface = g_steal_pointer (&warmup->surfaces[face]);
      g_mutex_unlock (&warmup->lock);
      /* The worker warned of a face it could not render: try once more. */
      if (surface == NULL)
        surface = render_surface (self->handle, self->deck, face, self->courts, self->width,
                                  self->height);
      return surface;
    }
  warmup->state[face] = FACE_RENDERING;
  g_mutex_unlock (&warmup->lock);

  surface = render_surface (self->handle, self->deck, face, self->courts, self->width,
                                  self->height);

  g_mutex_lock (&warmup->lock);
  warmup->state[face] = FACE_DONE;
  g_cond_broadcast (&warmup->done);
  g_mutex_unlock (&warmup->lock);
  return surface;
}

static GdkTexture *
render_face (BrgCardCache     *self,
             guint             face,
             cairo_surface_t **out_surface)
{
  cairo_surface_t *surface;

  if (self->warmup != NULL)
    surface = take_warm_face (self, face);
  else
    surface = render_surface (self->handle, self->deck, face, self->courts, self->width,
                                  self->height);
  if (surface == NULL)
    return NULL;

  *out_surface = surface;
  return texture_for_surface (surface);
}

static void
warmup_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Warmup *warmup = task_data;
  RsvgHandle *handle;
  gsize size;
  const guint8 *data = g_bytes_get_data (warmup->svg, &size);

  handle = rsvg_handle_new_from_data (data, size, NULL);

  /* From the last face down: the cache's thread asks from the first up. */
  for (guint i = N_FACES; i-- > 0;)
    {
      cairo_surface_t *surface = NULL;

      g_mutex_lock (&warmup->lock);
      if (warmup->cancelled)
        {
          g_mutex_unlock (&warmup->lock);
          break;
        }
      if (warmup->state[i] != FACE_FREE)
        {
          g_mutex_unlock (&warmup->lock);
          continue;
        }
      warmup->state[i] = FACE_RENDERING;
      g_mutex_unlock (&warmup->lock);

      if (handle != NULL)
        surface = render_surface (handle, warmup->deck, i, warmup->courts, warmup->width,
                                  warmup->height);

      g_mutex_lock (&warmup->lock);
      warmup->surfaces[i] = surface;
      warmup->state[i] = FACE_DONE;
      g_cond_broadcast (&warmup->done);
      g_mutex_unlock (&warmup->lock);
    }

  g_clear_object (&handle);

  /* Whatever was cancelled from here on: no face is left RENDERING. */
  g_mutex_lock (&warmup->lock);
  for (guint i = 0; i < N_FACES; i++)
    if (warmup->state[i] == FACE_FREE && warmup->cancelled)
      warmup->state[i] = FACE_DONE;
  g_cond_broadcast (&warmup->done);
  g_mutex_unlock (&warmup->lock);

  g_task_return_boolean (task, TRUE);
}

/**
 * brg_card_cache_prepare:
 * @self: a card cache
 *
 * Starts rendering every face at the current size in a worker thread, so
 * that brg_card_cache_get_texture() finds them ready, or rendered by then
 * in part. Does nothing when no size is set, the deck did not load, or
 * faces of this size were rendered or asked for already. Changing the
 * size or the deck, or clearing the cache, drops what the worker renders.
 */
void
brg_card_cache_prepare (BrgCardCache *self)
{
  g_autoptr(GTask) task = NULL;
  Warmup *warmup;

  g_return_if_fail (BRG_IS_CARD_CACHE (self));

  if (self->warmup != NULL || self->handle == NULL || self->svg == NULL || self->width == 0
      || brg_card_cache_get_n_textures (self) > 0 || self->failed != 0)
    return;

  warmup = g_new0 (Warmup, 1);
  g_atomic_ref_count_init (&warmup->ref);
  g_mutex_init (&warmup->lock);
  g_cond_init (&warmup->done);
  warmup->svg = g_bytes_ref (self->svg);
  warmup->deck = g_strdup (self->deck);
  warmup->width = self->width;
  warmup->height = self->height;
  memcpy (warmup->courts, self->courts, sizeof warmup->courts);
  self->warmup = warmup;

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, brg_card_cache_prepare);
  g_task_set_task_data (task, warmup_ref (warmup), warmup_unref);
  g_task_run_in_thread (task, warmup_thread);
}

/**
 * brg_card_cache_is_preparing:
 * @self: a card cache
 *
 * Returns: whether faces of the current size are being rendered, or were,
 *   by brg_card_cache_prepare() and not all taken yet
 */
gboolean
brg_card_cache_is_preparing (BrgCardCache *self)
{
  g_return_val_if_fail (BRG_IS_CARD_CACHE (self), FALSE);

  return self->warmup != NULL;
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
  /* Every face taken: the worker has nothing more to give. */
  if (self->warmup != NULL && brg_card_cache_get_n_textures (self) == N_FACES)
    cancel_warmup (self);

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
