/* brg-render-deck.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>

#include "brg-render-deck.h"
#include "brg-render-options.h"

/* Every face and the back are 225 × 350 units (data/cards/README). */
#define FACE_WIDTH  225.0
#define FACE_HEIGHT 350.0
#define N_FACES     (BRG_N_CARDS + 1)

/**
 * BrgRenderDeck:
 *
 * One of Finesse's SVG card decks (`data/cards/finesse.svg` or
 * `finesse-four-color.svg`) for printing: read from disk, parsed once, and
 * each face recorded once as vector drawing operations, so that a PDF or
 * SVG holds each face once however often it is drawn, and a PNG is drawn
 * sharp at any resolution.
 *
 * The window keeps the decks in its resources; printing must work without
 * the window, from finesse-cli, so the deck is looked up as a file: in
 * `$FINESSE_CARDS_DIR` (the tests and `meson devenv` point it at the source
 * tree), the installed data folder, the system data folders, and last the
 * source tree the program was built from.
 */
struct _BrgRenderDeck
{
  GObject          parent_instance;

  /* Owned */
  RsvgHandle      *handle;
  cairo_surface_t *faces[N_FACES];   /* recording surfaces, made when first drawn */

  guint64          failed;           /* bit per face that did not render */
};

G_DEFINE_FINAL_TYPE (BrgRenderDeck, brg_render_deck, G_TYPE_OBJECT)

static void
brg_render_deck_finalize (GObject *object)
{
  BrgRenderDeck *self = BRG_RENDER_DECK (object);

  for (guint i = 0; i < N_FACES; i++)
    g_clear_pointer (&self->faces[i], cairo_surface_destroy);
  g_clear_object (&self->handle);

  G_OBJECT_CLASS (brg_render_deck_parent_class)->finalize (object);
}

static void
brg_render_deck_class_init (BrgRenderDeckClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = brg_render_deck_finalize;
}

static void
brg_render_deck_init (BrgRenderDeck *self)
{
}

/**
 * brg_render_deck_find_file:
 * @name: a deck's file name, such as `finesse.svg`
 *
 * Looks for a deck in `$FINESSE_CARDS_DIR`, in the installed
 * `share/finesse/cards`, in `finesse/cards` of the system data folders,
 * and last in the source tree's `data/cards`.
 *
 * Returns: (transfer full) (nullable): the path of the first found, or %NULL
 */
char *
brg_render_deck_find_file (const char *name)
{
  const char *env = g_getenv ("FINESSE_CARDS_DIR");
  const char * const *system_dirs = g_get_system_data_dirs ();
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (name != NULL, NULL);

  if (env != NULL && env[0] != '\0')
    g_ptr_array_add (candidates, g_build_filename (env, name, NULL));
  g_ptr_array_add (candidates, g_build_filename (PKGDATADIR, "cards", name, NULL));
  for (guint i = 0; system_dirs[i] != NULL; i++)
    g_ptr_array_add (candidates, g_build_filename (system_dirs[i], "finesse", "cards", name, NULL));
#ifdef BRG_SOURCE_CARDS_DIR
  g_ptr_array_add (candidates, g_build_filename (BRG_SOURCE_CARDS_DIR, name, NULL));
#endif

  for (guint i = 0; i < candidates->len; i++)
    if (g_file_test (g_ptr_array_index (candidates, i), G_FILE_TEST_IS_REGULAR))
      return g_strdup (g_ptr_array_index (candidates, i));
  return NULL;
}

/**
 * brg_render_deck_new:
 * @four_color: the four-colour deck rather than the two-colour one
 * @error: return location for a #GError
 *
 * Finds the deck with brg_render_deck_find_file() and parses it.
 *
 * Returns: (transfer full) (nullable): the deck, or %NULL with @error set
 *   when it is not found or does not parse
 */
BrgRenderDeck *
brg_render_deck_new (gboolean   four_color,
                     GError   **error)
{
  const char *name = four_color ? "finesse-four-color.svg" : "finesse.svg";
  g_autofree char *path = brg_render_deck_find_file (name);
  g_autoptr(BrgRenderDeck) self = NULL;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The card deck %s is not installed"), name);
      return NULL;
    }

  self = g_object_new (BRG_TYPE_RENDER_DECK, NULL);
  self->handle = rsvg_handle_new_from_file (path, error);
  if (self->handle == NULL)
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * brg_render_deck_get_aspect:
 * @self: a deck
 *
 * Returns: a card's width over its height
 */
double
brg_render_deck_get_aspect (BrgRenderDeck *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_DECK (self), 1);

  return FACE_WIDTH / FACE_HEIGHT;
}

/* The deck's element id of a face: "#sA", "#hT", or "#back" (data/cards/README). */
static const char *
face_id (guint face,
         char  id[4])
{
  if (face >= BRG_N_CARDS)
    return "#back";
  id[0] = '#';
  id[1] = g_ascii_tolower (brg_suit_to_pbn (BRG_CARD_SUIT (face)));
  id[2] = brg_rank_to_pbn (BRG_CARD_RANK (face));
  id[3] = '\0';
  return id;
}

static cairo_surface_t *
record_face (BrgRenderDeck *self,
             guint          face)
{
  cairo_rectangle_t extents = { 0, 0, FACE_WIDTH, FACE_HEIGHT };
  g_autoptr(GError) error = NULL;
  char id[4];
  const char *element = face_id (face, id);
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cr = cairo_create (surface);
  ok = rsvg_handle_render_element (self->handle, cr, element,
                                   &(RsvgRectangle) { 0, 0, FACE_WIDTH, FACE_HEIGHT }, &error);
  cairo_destroy (cr);
  if (!ok)
    {
      g_warning ("Cannot draw card %s: %s", element, error->message);
      cairo_surface_destroy (surface);
      return NULL;
    }
  return surface;
}

/**
 * brg_render_deck_draw_card:
 * @self: a deck
 * @cr: where to draw
 * @card: a card, or %BRG_CARD_UNKNOWN for the back
 * @x: the card's left edge, in @cr's user space
 * @y: its top edge
 * @height: its height; the width follows from brg_render_deck_get_aspect()
 *
 * Draws one card as vectors. A face that cannot be drawn is warned about
 * once and left out.
 */
void
brg_render_deck_draw_card (BrgRenderDeck *self,
                           cairo_t       *cr,
                           BrgCard        card,
                           double         x,
                           double         y,
                           double         height)
{
  guint face;

  g_return_if_fail (BRG_IS_RENDER_DECK (self));
  g_return_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN);

  face = card;

  /* cairo 1.16's SVG surface leaks what a recording surface used as a
   * source holds, so on SVG each face is drawn from the deck itself. */
  if (cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_SVG)
    {
      char id[4];
      double width = height * FACE_WIDTH / FACE_HEIGHT;

      rsvg_handle_render_element (self->handle, cr, face_id (face, id),
                                  &(RsvgRectangle) { x, y, width, height }, NULL);
      return;
    }

  if (self->faces[face] == NULL && (self->failed & (G_GUINT64_CONSTANT (1) << face)) == 0)
    {
      self->faces[face] = record_face (self, face);
      if (self->faces[face] == NULL)
        self->failed |= G_GUINT64_CONSTANT (1) << face;
    }
  if (self->faces[face] == NULL)
    return;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, height / FACE_HEIGHT, height / FACE_HEIGHT);
  cairo_set_source_surface (cr, self->faces[face], 0, 0);
  cairo_rectangle (cr, 0, 0, FACE_WIDTH, FACE_HEIGHT);
  cairo_fill (cr);
  cairo_restore (cr);
}
