/* brg-render-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text for the page: Pango markup with the suit symbols in their colours,
 * and layouts in one font. Text is set as text, so a PDF can be searched
 * and copied from; cairo embeds the subset of the font it uses.
 */

#include "config.h"

#include <string.h>

#include "brg-call.h"
#include "brg-card.h"
#include "brg-render-private.h"

/* DejaVu has the four suit symbols (U+2660–2667) in its sans and mono
 * faces; Pango falls back to any font that has them if it is missing. */
#define TEXT_FAMILY "DejaVu Sans,sans-serif"
#define MONO_FAMILY "DejaVu Sans Mono,monospace"

void
_brg_render_set_color (cairo_t *cr,
                       guint32  rgb)
{
  cairo_set_source_rgb (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                        (rgb & 0xff) / 255.0);
}

/* The deck's colours: red hearts and diamonds; in four colours, blue
 * diamonds and green clubs. NULL for black. */
const char *
_brg_render_suit_color (BrgSuit  suit,
                        gboolean four_color)
{
  static const char *two[] = { NULL, "#c8102e", "#c8102e", NULL };
  static const char *four[] = { "#17803a", "#1560bd", "#c8102e", NULL };

  g_assert (suit <= BRG_SUIT_SPADES);
  return four_color ? four[suit] : two[suit];
}

static gboolean
suit_of_symbol (gunichar  c,
                BrgSuit  *suit)
{
  switch (c)
    {
    case 0x2660: case 0x2664: *suit = BRG_SUIT_SPADES; return TRUE;
    case 0x2665: case 0x2661: *suit = BRG_SUIT_HEARTS; return TRUE;
    case 0x2666: case 0x2662: *suit = BRG_SUIT_DIAMONDS; return TRUE;
    case 0x2663: case 0x2667: *suit = BRG_SUIT_CLUBS; return TRUE;
    default: return FALSE;
    }
}

/* Escapes @text for Pango markup and puts each suit symbol in its colour. */
char *
_brg_render_markup (const char *text,
                    gboolean    four_color)
{
  const char *colors[4];

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    colors[suit] = _brg_render_suit_color (suit, four_color);
  return _brg_render_markup_with (text, colors);
}

/* As _brg_render_markup(), with the colour of each suit given (NULL: the
 * text's own), as a slide on a dark ground needs lighter ones. */
char *
_brg_render_markup_with (const char        *text,
                         const char * const colors[4])
{
  GString *out = g_string_sized_new (strlen (text) + 16);
  const char *run = text;
  const char *p;

  for (p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      BrgSuit suit;
      const char *color;

      if (!suit_of_symbol (g_utf8_get_char (p), &suit))
        continue;
      color = colors[suit];
      if (color == NULL)
        continue;
      if (p > run)
        {
          g_autofree char *escaped = g_markup_escape_text (run, p - run);

          g_string_append (out, escaped);
        }
      g_string_append_printf (out, "<span foreground=\"%s\">%.*s</span>", color,
                              (int) (g_utf8_next_char (p) - p), p);
      run = g_utf8_next_char (p);
    }
  if (*run != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (run, -1);

      g_string_append (out, escaped);
    }
  return g_string_free (out, FALSE);
}

char *
_brg_render_suit_markup (BrgSuit  suit,
                         gboolean four_color)
{
  const char *color = _brg_render_suit_color (suit, four_color);

  if (color == NULL)
    return g_strdup (brg_suit_to_symbol (suit));
  return g_strdup_printf ("<span foreground=\"%s\">%s</span>", color, brg_suit_to_symbol (suit));
}

char *
_brg_render_call_markup (BrgCall  call,
                         gboolean four_color)
{
  g_autofree char *text = brg_call_to_display (call);

  return _brg_render_markup (text, four_color);
}

/* A card as its suit symbol then its rank, as printed play records show it. */
char *
_brg_render_card_markup (BrgCard  card,
                         gboolean four_color)
{
  g_autofree char *suit = _brg_render_suit_markup (BRG_CARD_SUIT (card), four_color);

  return g_strdup_printf ("%s%s", suit, brg_rank_to_display (BRG_CARD_RANK (card)));
}

/* A context that lays out text the same on every surface: 72 units an
 * inch, so one unit is a point, and no hinting, so that what was measured
 * for a PDF is what is drawn on a PNG or a printer. */
PangoContext *
_brg_render_context_new (PangoFontMap *font_map)
{
  PangoContext *context = pango_font_map_create_context (font_map);
  cairo_font_options_t *font_options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias (font_options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (context, font_options);
  pango_cairo_context_set_resolution (context, 72);
  pango_context_set_round_glyph_positions (context, FALSE);
  cairo_font_options_destroy (font_options);
  return context;
}

static PangoLayout *
new_layout (BrgPainter *painter,
            const char *family,
            double      size,
            double      width)
{
  PangoLayout *layout = pango_layout_new (painter->pango);
  PangoFontDescription *font = pango_font_description_from_string (family);

  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  return layout;
}

/* A paragraph of Pango markup in the text face at @size points, wrapped
 * to @width when it is positive. */
PangoLayout *
_brg_render_layout (BrgPainter *painter,
                    const char *markup,
                    double      size,
                    double      width)
{
  PangoLayout *layout = new_layout (painter, TEXT_FAMILY, size, width);

  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

/* Plain text in the fixed-width face: a diagram drawn in text keeps its
 * columns. */
PangoLayout *
_brg_render_mono_layout (BrgPainter *painter,
                         const char *text,
                         double      size)
{
  PangoLayout *layout = new_layout (painter, MONO_FAMILY, size, -1);

  pango_layout_set_text (layout, text, -1);
  return layout;
}

void
_brg_render_layout_size (PangoLayout *layout,
                         double      *width,
                         double      *height)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (width != NULL)
    *width = (double) (logical.x + logical.width) / PANGO_SCALE;
  if (height != NULL)
    *height = (double) logical.height / PANGO_SCALE;
}

void
_brg_render_show_layout (BrgPainter  *painter,
                         PangoLayout *layout,
                         double       x,
                         double       y)
{
  if (painter->cr == NULL)
    return;
  cairo_move_to (painter->cr, x, y);
  pango_cairo_show_layout (painter->cr, layout);
}
