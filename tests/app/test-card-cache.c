/* test-card-cache.c: the SVG deck rendered into textures, without a display
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <librsvg/rsvg.h>

#include "brg-card-cache.h"

/* The app library logs in its own domain. */
#define APP_LOG_DOMAIN "Finesse"

/* The app logs warnings with structured logging (G_LOG_USE_STRUCTURED),
 * which g_test_expect_message() does not see in GLib 2.74; this writer
 * swallows the warnings a test expects and passes on everything else. */
static const char *expected_warning;
static guint n_expected_warnings;

static GLogWriterOutput
test_log_writer (GLogLevelFlags   log_level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         user_data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
        domain = fields[i].value;
      else if (g_str_equal (fields[i].key, "MESSAGE"))
        message = fields[i].value;
    }

  if (n_expected_warnings > 0 && (log_level & G_LOG_LEVEL_WARNING) != 0
      && g_strcmp0 (domain, APP_LOG_DOMAIN) == 0 && message != NULL
      && g_pattern_match_simple (expected_warning, message))
    {
      n_expected_warnings--;
      return G_LOG_WRITER_HANDLED;
    }

  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

static void
expect_warning (const char *pattern)
{
  g_assert_cmpuint (n_expected_warnings, ==, 0);
  expected_warning = pattern;
  n_expected_warnings = 1;
}

static void
assert_expected_warnings (void)
{
  g_assert_cmpuint (n_expected_warnings, ==, 0);
}

typedef struct
{
  guint red;      /* strongly red pixels */
  guint blue;
  guint green;
  guint dark;     /* opaque, nearly black */
  guint white;    /* opaque, nearly white */
  guint clear;    /* fully transparent */
} Census;

typedef struct
{
  int     width;
  int     height;
  guint32 pixels[];
} Pixels;

static Pixels *
download (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  Pixels *pixels = g_malloc (sizeof (Pixels) + sizeof (guint32) * width * height);

  pixels->width = width;
  pixels->height = height;
  gdk_texture_download (texture, (guchar *) pixels->pixels, width * 4);
  return pixels;
}

/* Counts kinds of pixels in a rectangle given in fractions of the texture;
 * pixels are premultiplied ARGB32 in native byte order (GDK_MEMORY_DEFAULT). */
static Census
census (const Pixels *pixels,
        double        x0,
        double        y0,
        double        x1,
        double        y1)
{
  Census c = { 0 };

  for (int y = (int) (y0 * pixels->height); y < (int) (y1 * pixels->height); y++)
    for (int x = (int) (x0 * pixels->width); x < (int) (x1 * pixels->width); x++)
      {
        guint32 p = pixels->pixels[y * pixels->width + x];
        guint a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

        if (a == 0)
          c.clear++;
        if (a < 250)
          continue;
        if (r > 150 && g < 90 && b < 90)
          c.red++;
        if (b > 140 && r < 90 && g < 150)
          c.blue++;
        if (g > 90 && r < 80 && b < 110)
          c.green++;
        if (r < 60 && g < 60 && b < 60)
          c.dark++;
        if (r > 240 && g > 240 && b > 240)
          c.white++;
      }

  return c;
}

static void
test_card_cache_load (void)
{
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (BRG_CARD_DECK_DEFAULT);
  int width = -1, height = -1;

  g_assert_no_error (brg_card_cache_get_error (cache));
  g_assert_cmpstr (brg_card_cache_get_deck (cache), ==, BRG_CARD_DECK_DEFAULT);
  /* The deck's cards have a bridge card's proportions, 2.25 × 3.5 inches. */
  g_assert_cmpfloat_with_epsilon (brg_card_cache_get_aspect (cache), 225.0 / 350.0, 0.005);

  /* No size, no texture, and nothing rendered. */
  brg_card_cache_get_size (cache, &width, &height);
  g_assert_cmpint (width, ==, 0);
  g_assert_cmpint (height, ==, 0);
  g_assert_null (brg_card_cache_get_texture (cache, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE)));
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 0);
  g_assert_cmpuint (brg_card_cache_get_memory_size (cache), ==, 0);

  g_assert_finalize_object (g_steal_pointer (&cache));
}

static void
check_face (BrgCardCache *cache,
            BrgCard       card,
            int           width,
            int           height,
            gboolean      four_color)
{
  GdkTexture *texture = brg_card_cache_get_texture (cache, card);
  g_autofree Pixels *pixels = NULL;
  Census whole, corner, index;

  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);

  pixels = download (texture);
  /* Rounded corners: the very corner pixel is transparent, the middle of
   * the card is opaque. */
  corner = census (pixels, 0, 0, 1.0 / width, 1.0 / height);
  g_assert_cmpuint (corner.clear, ==, 1);
  whole = census (pixels, 0, 0, 1, 1);
  g_assert_cmpuint (whole.clear, <, (guint) (width * height / 50));

  if (card == BRG_CARD_NONE)
    {
      /* The back: mostly blue, no red. */
      g_assert_cmpuint (whole.blue, >, (guint) (width * height / 3));
      g_assert_cmpuint (whole.red, ==, 0);
      return;
    }

  /* A face is mostly card-white, with its corner index drawn in the top
   * left quarter, in the suit's colour. */
  g_assert_cmpuint (whole.white, >, (guint) (width * height / 3));
  index = census (pixels, 0.04, 0.03, 0.32, 0.42);

  switch (BRG_CARD_SUIT (card))
    {
    case BRG_SUIT_HEARTS:
      g_assert_cmpuint (index.red, >, 20);
      g_assert_cmpuint (whole.blue + whole.green, ==, 0);
      break;

    case BRG_SUIT_DIAMONDS:
      if (four_color)
        {
          g_assert_cmpuint (index.blue, >, 20);
          g_assert_cmpuint (whole.red, ==, 0);
        }
      else
        {
          g_assert_cmpuint (index.red, >, 20);
          g_assert_cmpuint (whole.blue + whole.green, ==, 0);
        }
      break;

    case BRG_SUIT_CLUBS:
      if (four_color)
        {
          g_assert_cmpuint (index.green, >, 20);
          g_assert_cmpuint (whole.red, ==, 0);
        }
      else
        {
          g_assert_cmpuint (index.dark, >, 20);
          g_assert_cmpuint (whole.red, ==, 0);
        }
      break;

    case BRG_SUIT_SPADES:
      g_assert_cmpuint (index.dark, >, 20);
      g_assert_cmpuint (whole.red, ==, 0);
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
check_all_faces (BrgCardCache *cache,
                 int           width,
                 int           height,
                 gboolean      four_color)
{
  brg_card_cache_set_size (cache, width, height);

  for (BrgCard card = 0; card < BRG_N_CARDS; card++)
    check_face (cache, card, width, height, four_color);
  check_face (cache, BRG_CARD_NONE, width, height, four_color);

  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 53);
  g_assert_cmpuint (brg_card_cache_get_memory_size (cache), ==,
                    53 * (gsize) cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, width)
                    * (gsize) height);
}

static void
test_card_cache_all_faces (gconstpointer data)
{
  const char *deck = data;
  gboolean four_color = g_str_equal (deck, BRG_CARD_DECK_FOUR_COLOR);
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (deck);

  g_assert_no_error (brg_card_cache_get_error (cache));
  /* A small card as in a narrow window, then a large one as on HiDPI. */
  check_all_faces (cache, 64, 100, four_color);
  check_all_faces (cache, 167, 260, four_color);

  g_assert_finalize_object (g_steal_pointer (&cache));
}

/* Faces rendered by brg_card_cache_prepare()'s worker, or by this thread
 * while the worker renders others, are the faces rendered here alone:
 * the same pixels, the right card in each place. */
static void
test_card_cache_prepare (gconstpointer data)
{
  const char *deck = data;
  gboolean four_color = g_str_equal (deck, BRG_CARD_DECK_FOUR_COLOR);
  g_autoptr(BrgCardCache) alone = brg_card_cache_new (deck);
  g_autoptr(BrgCardCache) prepared = brg_card_cache_new (deck);
  g_autoptr(BrgCardCache) waited = brg_card_cache_new (deck);

  brg_card_cache_set_size (alone, 90, 140);
  brg_card_cache_set_size (prepared, 90, 140);
  brg_card_cache_set_size (waited, 90, 140);
  g_assert_false (brg_card_cache_is_preparing (prepared));
  brg_card_cache_prepare (prepared);
  g_assert_true (brg_card_cache_is_preparing (prepared));
  brg_card_cache_prepare (waited);
  /* The worker goes from the back down: asked from the back down, each
   * face is the worker's, waited for or ready. */
  for (guint i = BRG_N_CARDS + 1; i-- > 0;)
    g_assert_nonnull (brg_card_cache_get_texture (waited, i == BRG_N_CARDS ? BRG_CARD_NONE : i));

  for (BrgCard card = 0; card <= BRG_N_CARDS; card++)
    {
      BrgCard face = card == BRG_N_CARDS ? BRG_CARD_NONE : card;
      cairo_surface_t *expected;

      check_face (prepared, face, 90, 140, four_color);
      expected = brg_card_cache_get_surface (alone, face);
      g_assert_nonnull (expected);
      for (guint j = 0; j < 2; j++)
        {
          cairo_surface_t *got = brg_card_cache_get_surface (j == 0 ? prepared : waited, face);

          g_assert_nonnull (got);
          g_assert_cmpint (cairo_image_surface_get_stride (got), ==,
                           cairo_image_surface_get_stride (expected));
          g_assert_cmpmem (cairo_image_surface_get_data (got),
                           cairo_image_surface_get_stride (got) * 140,
                           cairo_image_surface_get_data (expected),
                           cairo_image_surface_get_stride (expected) * 140);
        }
    }
  g_assert_cmpuint (brg_card_cache_get_n_textures (prepared), ==, 53);
  /* Every face taken: nothing more comes from the worker. */
  g_assert_false (brg_card_cache_is_preparing (prepared));
  g_assert_false (brg_card_cache_is_preparing (waited));
  /* Faces of this size are there: nothing to prepare. */
  brg_card_cache_prepare (prepared);
  g_assert_false (brg_card_cache_is_preparing (prepared));

  g_assert_finalize_object (g_steal_pointer (&alone));
  g_assert_finalize_object (g_steal_pointer (&prepared));
  g_assert_finalize_object (g_steal_pointer (&waited));
}

/* A warm-up overtaken by a new size, a clear or a new deck gives nothing
 * of the old: the faces are of the size and deck asked for last. */
static void
test_card_cache_prepare_dropped (void)
{
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (BRG_CARD_DECK_DEFAULT);
  GdkTexture *texture;

  /* Nothing to prepare without a size. */
  brg_card_cache_prepare (cache);
  g_assert_false (brg_card_cache_is_preparing (cache));

  brg_card_cache_set_size (cache, 64, 100);
  brg_card_cache_prepare (cache);
  brg_card_cache_set_size (cache, 90, 140);
  g_assert_false (brg_card_cache_is_preparing (cache));
  check_all_faces (cache, 90, 140, FALSE);

  brg_card_cache_clear (cache);
  brg_card_cache_prepare (cache);
  brg_card_cache_clear (cache);
  g_assert_false (brg_card_cache_is_preparing (cache));
  texture = brg_card_cache_get_texture (cache, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 90);

  brg_card_cache_prepare (cache);
  g_assert_false (brg_card_cache_is_preparing (cache));
  brg_card_cache_clear (cache);
  brg_card_cache_prepare (cache);
  brg_card_cache_set_deck (cache, BRG_CARD_DECK_FOUR_COLOR);
  g_assert_false (brg_card_cache_is_preparing (cache));
  check_all_faces (cache, 90, 140, TRUE);

  g_assert_finalize_object (g_steal_pointer (&cache));
}

static void
test_card_cache_reuse (void)
{
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (BRG_CARD_DECK_DEFAULT);
  BrgCard card = BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_QUEEN);
  g_autofree Pixels *pixels = NULL;
  cairo_surface_t *surface;
  GdkTexture *first, *back;
  int width, height;

  brg_card_cache_set_size (cache, 90, 140);
  brg_card_cache_get_size (cache, &width, &height);
  g_assert_cmpint (width, ==, 90);
  g_assert_cmpint (height, ==, 140);

  first = brg_card_cache_get_texture (cache, card);
  g_assert_nonnull (first);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 1);
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);

  /* The same texture until the size changes, also for the same size set
   * again; the back answers to both of its names. */
  g_assert_true (brg_card_cache_get_texture (cache, card) == first);
  brg_card_cache_set_size (cache, 90, 140);
  g_assert_true (brg_card_cache_get_texture (cache, card) == first);
  back = brg_card_cache_get_texture (cache, BRG_CARD_NONE);
  g_assert_nonnull (back);
  g_assert_true (brg_card_cache_get_texture (cache, BRG_CARD_UNKNOWN) == back);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 2);

  /* The surface behind the texture: the same pixels, the same size. */
  surface = brg_card_cache_get_surface (cache, card);
  g_assert_nonnull (surface);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 90);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 140);
  g_assert_true (brg_card_cache_get_surface (cache, card) == surface);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 2);
  pixels = download (first);
  g_assert_cmpmem (pixels->pixels, 90 * 4, cairo_image_surface_get_data (surface), 90 * 4);
  g_assert_cmpmem (&pixels->pixels[70 * 90], 90 * 4,
                   cairo_image_surface_get_data (surface)
                   + 70 * cairo_image_surface_get_stride (surface), 90 * 4);

  /* A new size drops the old textures (the cache held the only reference). */
  brg_card_cache_set_size (cache, 91, 140);
  g_assert_null (first);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 0);
  first = brg_card_cache_get_texture (cache, card);
  g_assert_cmpint (gdk_texture_get_width (first), ==, 91);

  /* A texture the caller keeps stays valid after the cache dropped it. */
  g_object_ref (first);
  brg_card_cache_clear (cache);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 0);
  g_assert_cmpint (gdk_texture_get_height (first), ==, 140);
  g_assert_finalize_object (first);

  g_assert_finalize_object (g_steal_pointer (&cache));
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_card_cache_deck_change (void)
{
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (BRG_CARD_DECK_DEFAULT);
  BrgCard diamond = BRG_CARD (BRG_SUIT_DIAMONDS, 7);
  g_autofree Pixels *pixels = NULL;
  GdkTexture *texture;
  guint notified = 0;
  Census c;

  g_signal_connect (cache, "notify::deck", G_CALLBACK (count_notify_cb), &notified);
  brg_card_cache_set_size (cache, 64, 100);

  texture = brg_card_cache_get_texture (cache, diamond);
  pixels = download (texture);
  c = census (pixels, 0, 0, 1, 1);
  g_assert_cmpuint (c.red, >, 100);
  g_assert_cmpuint (c.blue, ==, 0);
  g_clear_pointer (&pixels, g_free);

  /* The same deck again changes nothing. */
  brg_card_cache_set_deck (cache, BRG_CARD_DECK_DEFAULT);
  g_assert_cmpuint (notified, ==, 0);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 1);

  /* The four-colour deck drops the textures and draws diamonds blue, at the
   * size set before. */
  g_object_set (cache, "deck", BRG_CARD_DECK_FOUR_COLOR, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 0);
  texture = brg_card_cache_get_texture (cache, diamond);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 64);
  pixels = download (texture);
  c = census (pixels, 0, 0, 1, 1);
  g_assert_cmpuint (c.blue, >, 100);
  g_assert_cmpuint (c.red, ==, 0);

  g_assert_finalize_object (g_steal_pointer (&cache));
}

/* @id of @deck as the cache renders a face, straight from librsvg. */
static cairo_surface_t *
render_element (const char *deck,
                const char *id,
                int         width,
                int         height)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (deck, 0, NULL);
  RsvgHandle *handle;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);

  handle = rsvg_handle_new_from_data (data, size, NULL);
  g_assert_nonnull (handle);
  g_assert_true (rsvg_handle_render_element (handle, cr, id,
                                             &(RsvgRectangle) { 0, 0, width, height }, NULL));
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);

  g_assert_cmpint (cairo_image_surface_get_stride (a), ==, cairo_image_surface_get_stride (b));
  g_assert_cmpint (height, ==, cairo_image_surface_get_height (b));
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) * height) == 0;
}

/* The court cards in the card letters (issue 27, ../shared/FIELD.md
 * §10.1): a French king is drawn with its R face ("sK-R"), a Dutch one
 * with H, a German jack with B; the ace, the ten and the spot cards stay
 * the deck's, and the worker renders the same letters. */
static void
test_card_cache_letters (gconstpointer data)
{
  const char *deck = data;
  static const struct {
    const char *language;
    BrgSuit     suit;
    BrgRank     rank;
    const char *face;
  } cases[] = {
    { "fr", BRG_SUIT_SPADES, BRG_RANK_KING, "#sK-R" },
    { "fr", BRG_SUIT_HEARTS, BRG_RANK_QUEEN, "#hQ-D" },
    { "fr", BRG_SUIT_CLUBS, BRG_RANK_JACK, "#cJ-V" },
    { "de", BRG_SUIT_SPADES, BRG_RANK_KING, "#sK" },
    { "de", BRG_SUIT_DIAMONDS, BRG_RANK_QUEEN, "#dQ-D" },
    { "de", BRG_SUIT_HEARTS, BRG_RANK_JACK, "#hJ-B" },
    { "nl", BRG_SUIT_DIAMONDS, BRG_RANK_KING, "#dK-H" },
    { "nl", BRG_SUIT_CLUBS, BRG_RANK_QUEEN, "#cQ-V" },
    { "nl", BRG_SUIT_SPADES, BRG_RANK_JACK, "#sJ-B" },
    { "en", BRG_SUIT_SPADES, BRG_RANK_KING, "#sK" },
    { "fr", BRG_SUIT_SPADES, BRG_RANK_ACE, "#sA" },
    { "fr", BRG_SUIT_HEARTS, BRG_RANK_TEN, "#hT" },
    { "nl", BRG_SUIT_CLUBS, 9, "#c9" },
  };
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (deck);
  g_autoptr(BrgCardCache) prepared = brg_card_cache_new (deck);
  BrgCard king = BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING);
  GdkTexture *english_king;

  brg_card_cache_set_size (cache, 90, 140);
  g_assert_null (brg_card_cache_get_letters (cache));
  english_king = brg_card_cache_get_texture (cache, king);
  g_object_add_weak_pointer (G_OBJECT (english_king), (gpointer *) &english_king);

  /* English letters are the deck's own: nothing is dropped. */
  brg_card_cache_set_letters (cache, brg_letters_get_english ());
  g_assert_null (brg_card_cache_get_letters (cache));
  g_assert_nonnull (english_king);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const BrgLetters *letters = brg_letters_lookup (cases[i].language);
      BrgCard card = BRG_CARD (cases[i].suit, cases[i].rank);
      cairo_surface_t *expected = render_element (deck, cases[i].face, 90, 140);
      g_autofree char *english_id = g_strdup_printf ("#%c%c",
                                                     g_ascii_tolower (brg_suit_to_pbn (cases[i].suit)),
                                                     brg_rank_to_pbn (cases[i].rank));
      cairo_surface_t *english = render_element (deck, english_id, 90, 140);

      g_test_message ("%s: %s", cases[i].language, cases[i].face);
      g_assert_nonnull (letters);
      brg_card_cache_set_letters (cache, letters);
      g_assert_true (same_pixels (brg_card_cache_get_surface (cache, card), expected));
      /* A face of its own letter is not the English face. */
      g_assert_true (same_pixels (expected, english) == (strchr (cases[i].face, '-') == NULL));

      brg_card_cache_clear (prepared);
      brg_card_cache_set_size (prepared, 90, 140);
      brg_card_cache_set_letters (prepared, letters);
      brg_card_cache_prepare (prepared);
      g_assert_true (same_pixels (brg_card_cache_get_surface (prepared, card), expected));
      cairo_surface_destroy (expected);
      cairo_surface_destroy (english);
    }

  /* French letters dropped the English king's texture. */
  g_assert_null (english_king);
  /* Other court faces drop the textures; the same letters again keep them. */
  brg_card_cache_set_letters (cache, brg_letters_lookup ("de"));
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 0);
  english_king = brg_card_cache_get_texture (cache, king);
  g_object_add_weak_pointer (G_OBJECT (english_king), (gpointer *) &english_king);
  brg_card_cache_set_letters (cache, brg_letters_lookup ("de"));
  g_assert_nonnull (english_king);
  g_assert_true (brg_card_cache_get_letters (cache) == brg_letters_lookup ("de"));
  brg_card_cache_set_letters (cache, NULL);
  g_assert_null (english_king);
  g_assert_null (brg_card_cache_get_letters (cache));

  g_assert_finalize_object (g_steal_pointer (&cache));
  g_assert_finalize_object (g_steal_pointer (&prepared));
}

static void
test_card_cache_bad_deck (void)
{
  g_autoptr(BrgCardCache) cache = NULL;
  const GError *error;

  expect_warning ("Cannot load the card deck *no-such-deck.svg*");
  cache = brg_card_cache_new ("/io/github/finesse/Finesse/cards/no-such-deck.svg");
  assert_expected_warnings ();

  error = brg_card_cache_get_error (cache);
  g_assert_error ((GError *) error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
  g_assert_cmpfloat_with_epsilon (brg_card_cache_get_aspect (cache), 2.25 / 3.5, 1e-9);

  /* Without a deck, there is no face, and no further message. */
  brg_card_cache_set_size (cache, 64, 100);
  g_assert_null (brg_card_cache_get_texture (cache, 0));
  g_assert_null (brg_card_cache_get_texture (cache, BRG_CARD_NONE));
  g_assert_null (brg_card_cache_get_surface (cache, 0));
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 0);

  /* A good deck afterwards clears the error. */
  brg_card_cache_set_deck (cache, BRG_CARD_DECK_DEFAULT);
  g_assert_no_error (brg_card_cache_get_error (cache));
  g_assert_nonnull (brg_card_cache_get_texture (cache, 0));

  /* So does no deck at all, which draws nothing. */
  brg_card_cache_set_deck (cache, NULL);
  g_assert_null (brg_card_cache_get_deck (cache));
  g_assert_no_error (brg_card_cache_get_error (cache));
  g_assert_null (brg_card_cache_get_texture (cache, 0));

  /* A resource that is not SVG fails cleanly too. */
  expect_warning ("Cannot load the card deck *style.css*");
  brg_card_cache_set_deck (cache, "/io/github/finesse/Finesse/style.css");
  assert_expected_warnings ();
  g_assert_nonnull (brg_card_cache_get_error (cache));
  g_assert_null (brg_card_cache_get_texture (cache, 0));

  g_assert_finalize_object (g_steal_pointer (&cache));
}

static void
test_card_cache_invalid (void)
{
  g_autoptr(BrgCardCache) cache = brg_card_cache_new (BRG_CARD_DECK_DEFAULT);
  int width, height;

  brg_card_cache_set_size (cache, 64, 100);

  g_test_expect_message (APP_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_card_cache_get_texture (cache, 60));
  g_test_assert_expected_messages ();

  g_test_expect_message (APP_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_card_cache_set_size (cache, 0, 100);
  g_test_assert_expected_messages ();

  g_test_expect_message (APP_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_card_cache_set_size (cache, 64, 100000);
  g_test_assert_expected_messages ();

  /* The size stays as it was. */
  brg_card_cache_get_size (cache, &width, &height);
  g_assert_cmpint (width, ==, 64);
  g_assert_cmpint (height, ==, 100);

  g_assert_finalize_object (g_steal_pointer (&cache));
}

int
main (int   argc,
      char *argv[])
{
  g_log_set_writer_func (test_log_writer, NULL, NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/card-cache/load", test_card_cache_load);
  g_test_add_data_func ("/render/card-cache/all-faces/two-color", BRG_CARD_DECK_DEFAULT,
                        test_card_cache_all_faces);
  g_test_add_data_func ("/render/card-cache/all-faces/four-color", BRG_CARD_DECK_FOUR_COLOR,
                        test_card_cache_all_faces);
  g_test_add_data_func ("/render/card-cache/prepare/two-color", BRG_CARD_DECK_DEFAULT,
                        test_card_cache_prepare);
  g_test_add_data_func ("/render/card-cache/prepare/four-color", BRG_CARD_DECK_FOUR_COLOR,
                        test_card_cache_prepare);
  g_test_add_func ("/render/card-cache/prepare-dropped", test_card_cache_prepare_dropped);
  g_test_add_func ("/render/card-cache/reuse", test_card_cache_reuse);
  g_test_add_func ("/render/card-cache/deck-change", test_card_cache_deck_change);
  g_test_add_data_func ("/render/card-cache/letters/two-color", BRG_CARD_DECK_DEFAULT,
                        test_card_cache_letters);
  g_test_add_data_func ("/render/card-cache/letters/four-color", BRG_CARD_DECK_FOUR_COLOR,
                        test_card_cache_letters);
  g_test_add_func ("/render/card-cache/bad-deck", test_card_cache_bad_deck);
  g_test_add_func ("/render/card-cache/invalid", test_card_cache_invalid);

  return g_test_run ();
}
