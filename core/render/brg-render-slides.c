/* brg-render-slides.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-commentary.h"
#include "brg-contract.h"
#include "brg-render-private.h"
#include "brg-render-slides.h"
#include "brg-seat.h"

#define N_FACES   (BRG_N_CARDS + 1)
#define BACK      BRG_N_CARDS
/* A card's width over its height (data/cards/README: 225 × 350). */
#define ASPECT    (225.0 / 350.0)

/**
 * BrgRenderSlides:
 *
 * One step of a lesson (#BrgLesson) drawn for the back of a room: the
 * layout of the slides (`finesse-cli render --layout slides`) and of the
 * window's projector view, which draw the same thing.
 *
 * Everything is sized from the slide's height: the cards a fifth of it,
 * the step's text and the auction large, black on white or light on dark,
 * the four-colour deck on request. On the left the table: North and
 * South as fans, West and East as a row a suit, the trick in the middle;
 * on the right the auction (unless the step hides it) and the step's
 * commentary, the text carried from the step before dimmed, made smaller
 * as far as it stays readable and cut with an ellipsis beyond.
 *
 * A hand the step does not show is drawn as card backs, its cards never
 * drawn; brg_render_slides_get_drawn_faces() says which faces the last
 * draw showed. Directives and LIN's commands are never text: the
 * commentary is read by #BrgCommentary.
 *
 * Card faces are drawn as vectors on a PDF or SVG page, and from images
 * rendered once at the device's size on any other surface, so a step
 * redraws in a frame (brg_render_slides_prepare() renders them ahead, in
 * a worker if need be). A #BrgRenderSlides is used from one thread at a
 * time.
 */
struct _BrgRenderSlides
{
  GObject          parent_instance;

  gboolean         four_color;
  gboolean         dark;
  BrgRenderDeck   *deck;                /* Owned; NULL: hands as text */
  char            *warning;             /* Owned */
  PangoFontMap    *font_map;            /* Owned */
  cairo_surface_t *raster[N_FACES];     /* Owned: faces at raster_height */
  double           raster_height;       /* in device pixels; 0 for none */
  BrgCardSet       drawn;
};

G_DEFINE_FINAL_TYPE (BrgRenderSlides, brg_render_slides, G_TYPE_OBJECT)

/* ---- Colours ---- */

typedef struct
{
  guint32     background;
  guint32     text;
  guint32     dim;
  guint32     felt;
  guint32     accent;
  guint32     vulnerable;
  const char *suits[4];      /* clubs, diamonds, hearts, spades; NULL: the text's */
} Palette;

/* High contrast on both grounds; on a dark one the deck's red, blue and
 * green (data/cards) are lightened to stay readable as text. */
static const Palette light_two = { 0xffffff, 0x000000, 0x595959, 0xe8ece8, 0x1560bd, 0xc8102e,
                                   { NULL, "#c8102e", "#c8102e", NULL } };
static const Palette light_four = { 0xffffff, 0x000000, 0x595959, 0xe8ece8, 0x1560bd, 0xc8102e,
                                    { "#17803a", "#1560bd", "#c8102e", NULL } };
static const Palette dark_two = { 0x111417, 0xf4f4f4, 0xa9a9a9, 0x262c31, 0xffd23f, 0xff6b7d,
                                  { NULL, "#ff6b7d", "#ff6b7d", NULL } };
static const Palette dark_four = { 0x111417, 0xf4f4f4, 0xa9a9a9, 0x262c31, 0xffd23f, 0xff6b7d,
                                   { "#5fd37a", "#6fb0ff", "#ff6b7d", NULL } };

static const Palette *
palette_of (BrgRenderSlides *self)
{
  if (self->dark)
    return self->four_color ? &dark_four : &dark_two;
  return self->four_color ? &light_four : &light_two;
}

/* ---- The object ---- */

static void
clear_raster (BrgRenderSlides *self)
{
  for (guint i = 0; i < N_FACES; i++)
    g_clear_pointer (&self->raster[i], cairo_surface_destroy);
  self->raster_height = 0;
}

static void
brg_render_slides_finalize (GObject *object)
{
  BrgRenderSlides *self = BRG_RENDER_SLIDES (object);

  clear_raster (self);
  g_clear_object (&self->deck);
  g_clear_object (&self->font_map);
  g_clear_pointer (&self->warning, g_free);

  G_OBJECT_CLASS (brg_render_slides_parent_class)->finalize (object);
}

static void
brg_render_slides_class_init (BrgRenderSlidesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = brg_render_slides_finalize;
}

static void
brg_render_slides_init (BrgRenderSlides *self)
{
}

/**
 * brg_render_slides_new:
 * @four_color: the four-colour deck and suit symbols
 * @dark: light text on a dark ground
 *
 * Finds the card deck (brg_render_deck_new()); without it, hands are
 * drawn as text and brg_render_slides_get_warning() says why.
 *
 * Returns: (transfer full): a new slide painter
 */
BrgRenderSlides *
brg_render_slides_new (gboolean four_color,
                       gboolean dark)
{
  BrgRenderSlides *self = g_object_new (BRG_TYPE_RENDER_SLIDES, NULL);
  g_autoptr(GError) error = NULL;

  self->four_color = four_color;
  self->dark = dark;
  self->font_map = pango_cairo_font_map_new ();
  self->deck = brg_render_deck_new (four_color, &error);
  if (self->deck == NULL)
    self->warning = g_strdup_printf (_("Hands are shown as text only: %s"), error->message);
  return self;
}

/**
 * brg_render_slides_get_warning:
 * @self: a slide painter
 *
 * Returns: (nullable): why hands are drawn as text, or %NULL when they are
 *   drawn as cards
 */
const char *
brg_render_slides_get_warning (BrgRenderSlides *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_SLIDES (self), NULL);

  return self->warning;
}

/**
 * brg_render_slides_get_drawn_faces:
 * @self: a slide painter
 *
 * Returns: the cards whose faces (or, without the deck, whose ranks) the
 *   last brg_render_slides_draw() showed, in hands and on the table
 */
BrgCardSet
brg_render_slides_get_drawn_faces (BrgRenderSlides *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_SLIDES (self), 0);

  return self->drawn;
}

/* ---- Geometry: everything from the slide's height ---- */

typedef struct
{
  double w, h;
  double margin;
  double top;          /* below the header */
  double bottom;
  double ch, cw;       /* a card */
  double gap;          /* between the table's rows */
  double band;         /* the height of West, the trick and East */
  double table_x, table_w;
  double text_x, text_w;
  double side_w;       /* room for West's and East's rows */
} Geometry;

static void
geometry (Geometry *g,
          double    width,
          double    height)
{
  double content, table_max;

  g->w = width;
  g->h = height;
  g->margin = 0.035 * height;
  g->top = g->margin + 0.085 * height;
  g->bottom = height - g->margin;
  content = g->bottom - g->top;
  /* North, the band (a label, three rows a third of a card apart and a
   * whole card), South; in width two rows of seven cards and the trick. */
  table_max = 0.6 * (width - 2 * g->margin);
  g->ch = MIN (content / 4.5, table_max / (8.4 * ASPECT));
  g->cw = g->ch * ASPECT;
  g->gap = 0.12 * g->ch;
  g->band = 2.22 * g->ch;
  g->table_x = g->margin;
  g->table_w = 8.4 * g->cw;
  g->text_x = g->table_x + g->table_w + 0.035 * width;
  g->text_w = width - g->margin - g->text_x;
  g->side_w = (g->table_w - 2.8 * g->cw) / 2;
}

/**
 * brg_render_slides_get_card_height:
 * @width: a slide's width
 * @height: its height
 *
 * Returns: the height of a card on a slide of that size, in the same unit:
 *   the size to prepare the card faces at (brg_render_slides_prepare())
 */
double
brg_render_slides_get_card_height (double width,
                                   double height)
{
  Geometry g;

  g_return_val_if_fail (width > 0 && height > 0, 0);

  geometry (&g, width, height);
  return g.ch;
}

/* ---- Card faces ---- */

static cairo_surface_t *
render_face (BrgRenderSlides *self,
             guint            face,
             double           pixel_height)
{
  int h = (int) ceil (pixel_height);
  int w = (int) ceil (pixel_height * ASPECT);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  brg_render_deck_draw_card (self->deck, cr, face == BACK ? BRG_CARD_UNKNOWN : (BrgCard) face,
                             0, 0, pixel_height);
  cairo_destroy (cr);
  return surface;
}

/**
 * brg_render_slides_prepare:
 * @self: a slide painter
 * @pixel_height: a card's height on the screen, in device pixels
 *   (brg_render_slides_get_card_height() times the scale)
 *
 * Renders every face and the back as images of that height, which
 * brg_render_slides_draw() then paints in a frame on a screen or an image.
 * This is the slow part: do it once a size, ahead.
 */
void
brg_render_slides_prepare (BrgRenderSlides *self,
                           double           pixel_height)
{
  g_return_if_fail (BRG_IS_RENDER_SLIDES (self));
  g_return_if_fail (pixel_height > 0);

  if (self->deck == NULL)
    return;
  if (fabs (self->raster_height - pixel_height) > 0.5)
    clear_raster (self);
  self->raster_height = pixel_height;
  for (guint face = 0; face < N_FACES; face++)
    if (self->raster[face] == NULL)
      self->raster[face] = render_face (self, face, pixel_height);
}

/* What a draw needs. */
typedef struct
{
  BrgRenderSlides *self;
  cairo_t         *cr;
  BrgPainter       painter;
  const Palette   *palette;
  Geometry         g;
  gboolean         raster;     /* faces from images, not vectors */
} Slide;

static void
set_color (Slide   *s,
           guint32  rgb)
{
  _brg_render_set_color (s->cr, rgb);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One card, face up or (BACK) down. */
static void
draw_card (Slide *s,
           guint  face,
           double x,
           double y)
{
  BrgRenderSlides *self = s->self;

  if (face != BACK)
    self->drawn |= BRG_CARD_SET_BIT (face);
  if (!s->raster)
    {
      brg_render_deck_draw_card (self->deck, s->cr, face == BACK ? BRG_CARD_UNKNOWN : (BrgCard) face,
                                 x, y, s->g.ch);
      return;
    }
  if (self->raster[face] == NULL)
    self->raster[face] = render_face (self, face, self->raster_height);
  cairo_save (s->cr);
  cairo_translate (s->cr, x, y);
  cairo_scale (s->cr, s->g.ch / self->raster_height, s->g.ch / self->raster_height);
  cairo_set_source_surface (s->cr, self->raster[face], 0, 0);
  cairo_paint (s->cr);
  cairo_restore (s->cr);
}

/* A mark over a card: a highlight's frame, or a wash over a card struck
 * through (Bridge Classroom's [PLAY], an earlier trick's). */
static void
mark_card (Slide    *s,
           double    x,
           double    y,
           gboolean  highlight)
{
  double r = 0.06 * s->g.cw;

  cairo_save (s->cr);
  rounded_rect (s->cr, x, y, s->g.cw, s->g.ch, r);
  if (highlight)
    {
      set_color (s, s->palette->accent);
      cairo_set_line_width (s->cr, 0.07 * s->g.cw);
      cairo_stroke (s->cr);
    }
  else
    {
      guint32 bg = s->palette->background;

      cairo_set_source_rgba (s->cr, ((bg >> 16) & 0xff) / 255.0, ((bg >> 8) & 0xff) / 255.0,
                             (bg & 0xff) / 255.0, 0.6);
      cairo_fill (s->cr);
    }
  cairo_restore (s->cr);
}

/* ---- Text ---- */

static PangoLayout *
text_layout (Slide      *s,
             const char *markup,
             double      size,
             double      width)
{
  return _brg_render_layout (&s->painter, markup, size, width);
}

/* Draws @markup at (@x, @y), its top left; returns its width. */
static double
show_markup (Slide      *s,
             const char *markup,
             double      size,
             double      x,
             double      y,
             guint32     color,
             gboolean    right_aligned)
{
  PangoLayout *layout = text_layout (s, markup, size, -1);
  double w, h;

  _brg_render_layout_size (layout, &w, &h);
  set_color (s, color);
  _brg_render_show_layout (&s->painter, layout, right_aligned ? x - w : x, y);
  g_object_unref (layout);
  return w;
}

/* The first @n characters of @text and an ellipsis. */
static char *
cut_with_ellipsis (const char *text,
                           glong       n)
{
  const char *end = g_utf8_offset_to_pointer (text, n);

  return g_strdup_printf ("%.*s\u2026", (int) (end - text), text);
}

static char *
escape (const char *text)
{
  return g_markup_escape_text (text, -1);
}

/* ---- The header ---- */

static gboolean
contract_shown (BrgBoard            *board,
                const BrgLessonStep *step)
{
  BrgAuction *auction = brg_board_get_auction (board);

  return auction == NULL || step->calls_shown >= brg_auction_get_n_calls (auction);
}

static void
draw_header (Slide               *s,
             BrgLesson           *lesson,
             guint                index,
             guint                position)
{
  BrgBoard *board = brg_lesson_get_board (lesson);
  const BrgLessonStep *step = brg_lesson_get_step (lesson, index);
  double size = 0.052 * s->g.h;
  double y = s->g.margin;
  g_autofree char *title = _brg_render_board_title (board, position);
  g_autofree char *facts = _brg_render_board_facts (board);
  g_autofree char *title_markup = NULL;
  g_autofree char *facts_escaped = escape (facts);
  double x = s->g.margin;
  BrgContract contract;
  BrgSeat declarer;

  {
    g_autofree char *escaped = escape (title);

    title_markup = g_strdup_printf ("<b>%s</b>", escaped);
  }
  x += show_markup (s, title_markup, size, x, y, s->palette->text, FALSE);
  show_markup (s, facts_escaped, 0.034 * s->g.h, x + 0.5 * size, y + 0.24 * size, s->palette->dim,
               FALSE);

  if (contract_shown (board, step) && brg_board_get_contract (board, &contract, &declarer))
    {
      g_autofree char *text = brg_contract_to_display (&contract);
      g_autofree char *markup = _brg_render_markup_with (text, s->palette->suits);
      g_autofree char *line = NULL;

      if (!contract.passed_out && BRG_SEAT_IS_VALID (declarer))
        {
          g_autofree char *seat = escape (brg_seat_to_display (declarer));

          /* Translators: the contract and its declarer on a slide, "4♠ by South" */
          line = g_strdup_printf (_("<b>%s</b> by %s"), markup, seat);
        }
      else
        line = g_strdup_printf ("<b>%s</b>", markup);
      show_markup (s, line, size, s->g.w - s->g.margin, y, s->palette->text, TRUE);
    }
}

/* ---- The table ---- */

typedef enum
{
  HAND_FAN,      /* North, South: one row of overlapping cards */
  HAND_ROWS,     /* West, East: a row a suit */
} HandShape;

/* The label of a seat: its name, and the player's when known; in the
 * vulnerable colour for a vulnerable side. */
static char *
seat_label (BrgBoard *board,
            BrgSeat   seat)
{
  static const char *tags[] = { "North", "East", "South", "West" };
  const char *player = brg_board_get_tag (board, tags[seat]);
  g_autofree char *name = escape (brg_seat_to_display (seat));

  if (player != NULL && player[0] != '\0' && strcmp (player, "?") != 0 && strcmp (player, "-") != 0)
    {
      g_autofree char *who = escape (player);

      return g_strdup_printf ("<b>%s</b>  %s", name, who);
    }
  return g_strdup_printf ("<b>%s</b>", name);
}

static guint32
label_color (Slide    *s,
             BrgBoard *board,
             BrgSeat   seat)
{
  BrgVulnerability vulnerability;

  if (brg_board_get_vulnerability (board, &vulnerability)
      && brg_vulnerability_is_vulnerable (vulnerability, seat))
    return s->palette->vulnerable;
  return s->palette->text;
}

static const BrgSuit suit_order[] = { BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS,
                                      BRG_SUIT_CLUBS };

/* The cards of @hand in display order: suits ♠ ♥ ♦ ♣, high to low. */
static guint
hand_cards (BrgCardSet  hand,
            BrgCard     cards[13 * 4],
            guint       suit_start[5])
{
  guint n = 0;

  for (guint i = 0; i < 4; i++)
    {
      suit_start[i] = n;
      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        {
          BrgCard card = BRG_CARD (suit_order[i], rank);

          if (brg_card_set_contains (hand, card))
            cards[n++] = card;
        }
    }
  suit_start[4] = n;
  return n;
}

/* A hand as text, when there is no deck: a line a suit. */
static void
draw_text_hand (Slide      *s,
                BrgCardSet  hand,
                gboolean    shown,
                double      x,
                double      y)
{
  double size = 0.045 * s->g.h;

  for (guint i = 0; i < 4; i++)
    {
      GString *line = g_string_new (brg_suit_to_symbol (suit_order[i]));
      g_autofree char *markup = NULL;
      gboolean any = FALSE;

      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO && shown; rank--)
        if (brg_card_set_contains (hand, BRG_CARD (suit_order[i], rank)))
          {
            g_string_append_printf (line, " %s", brg_rank_to_display ((BrgRank) rank));
            s->self->drawn |= BRG_CARD_SET_BIT (BRG_CARD (suit_order[i], rank));
            any = TRUE;
          }
      if (shown && !any)
        g_string_append (line, " \u2014");
      markup = _brg_render_markup_with (line->str, s->palette->suits);
      show_markup (s, markup, size, x, y + i * size * 1.3, s->palette->text, FALSE);
      g_string_free (line, TRUE);
    }
}

/* North's or South's hand as one fan, centred on @cx, from @y; @inward:
 * the direction of the table (a highlighted card moves towards it). */
static void
draw_fan (Slide               *s,
          const BrgLessonStep *step,
          BrgCardSet           hand,
          gboolean             shown,
          double               cx,
          double               y,
          double               inward)
{
  BrgCard cards[52];
  guint suit_start[5];
  guint n = shown ? hand_cards (hand, cards, suit_start) : brg_card_set_count (hand);
  double step_x = 0.3 * s->g.cw;
  double suit_gap = shown ? 0.1 * s->g.cw : 0;
  double room = s->g.table_w - 2.2 * s->g.cw;
  double width, x;
  guint suits = 0;

  if (n == 0)
    return;
  if (shown)
    for (guint i = 0; i < 4; i++)
      suits += suit_start[i + 1] > suit_start[i];
  width = s->g.cw + (n - 1) * step_x + (suits > 0 ? suits - 1 : 0) * suit_gap;
  if (width > room && n > 1)
    {
      step_x = MAX (0.18 * s->g.cw, (room - s->g.cw - (suits > 0 ? suits - 1 : 0) * suit_gap) / (n - 1));
      width = s->g.cw + (n - 1) * step_x + (suits > 0 ? suits - 1 : 0) * suit_gap;
    }
  x = cx - width / 2;
  for (guint i = 0; i < n; i++)
    {
      double cx_i, cy_i = y;

      if (shown && i > 0)
        for (guint k = 1; k < 4; k++)
          if (suit_start[k] == i && suit_start[k] > 0)
            x += suit_gap;
      cx_i = x;
      if (!shown)
        draw_card (s, BACK, cx_i, cy_i);
      else
        {
          gboolean lit = brg_card_set_contains (step->highlighted, cards[i]);

          if (lit)
            cy_i += inward * 0.12 * s->g.ch;
          draw_card (s, cards[i], cx_i, cy_i);
          if (brg_card_set_contains (step->struck, cards[i]))
            mark_card (s, cx_i, cy_i, FALSE);
          if (lit)
            mark_card (s, cx_i, cy_i, TRUE);
        }
      x += step_x;
    }
}

/* West's or East's hand as a row a suit, the rows overlapping so that
 * each shows its cards' corners, from (@x, @y); @right_aligned: East's,
 * against the table's right edge. */
static void
draw_rows (Slide               *s,
           const BrgLessonStep *step,
           BrgCardSet           hand,
           gboolean             shown,
           double               x,
           double               y,
           gboolean             right_aligned)
{
  double row_step = 0.34 * s->g.ch;
  double inward = right_aligned ? -1 : 1;

  if (!shown)
    {
      /* The backs in one row, in the middle of the band. */
      guint n = brg_card_set_count (hand);
      double step_x = n > 1 ? MIN (0.3 * s->g.cw, (s->g.side_w - s->g.cw) / (n - 1)) : 0;
      double width = s->g.cw + (n > 0 ? n - 1 : 0) * step_x;
      double left = right_aligned ? x - width : x;

      for (guint i = 0; i < n; i++)
        draw_card (s, BACK, left + i * step_x, y + 1.5 * row_step);
      return;
    }

  for (guint i = 0; i < 4; i++)
    {
      BrgCard cards[13];
      guint n = 0;
      double step_x, width, left;

      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        if (brg_card_set_contains (hand, BRG_CARD (suit_order[i], rank)))
          cards[n++] = BRG_CARD (suit_order[i], rank);
      if (n == 0)
        {
          /* A void: the suit and a dash where its row would be. */
          g_autofree char *markup = NULL;
          g_autofree char *text = g_strdup_printf ("%s \u2014", brg_suit_to_symbol (suit_order[i]));

          markup = _brg_render_markup_with (text, s->palette->suits);
          show_markup (s, markup, 0.04 * s->g.h, x, y + i * row_step + 0.04 * s->g.ch,
                       s->palette->text, right_aligned);
          continue;
        }
      step_x = n > 1 ? MIN (0.3 * s->g.cw, (s->g.side_w - s->g.cw) / (n - 1)) : 0;
      width = s->g.cw + (n - 1) * step_x;
      left = right_aligned ? x - width : x;
      for (guint j = 0; j < n; j++)
        {
          gboolean lit = brg_card_set_contains (step->highlighted, cards[j]);
          double cx = left + j * step_x + (lit ? inward * 0.12 * s->g.cw : 0);
          double cy = y + i * row_step;

          draw_card (s, cards[j], cx, cy);
          if (brg_card_set_contains (step->struck, cards[j]))
            mark_card (s, cx, cy, FALSE);
          if (lit)
            mark_card (s, cx, cy, TRUE);
        }
    }
}

/* Where a seat's card of the trick lies, around (@cx, @cy). */
static void
trick_place (const Geometry *g,
             BrgSeat         seat,
             double          cx,
             double          cy,
             double         *x,
             double         *y)
{
  switch (seat)
    {
    case BRG_SEAT_NORTH:
      *x = cx - g->cw / 2;
      *y = cy - 1.02 * g->ch;
      break;
    case BRG_SEAT_SOUTH:
      *x = cx - g->cw / 2;
      *y = cy + 0.02 * g->ch;
      break;
    case BRG_SEAT_WEST:
      *x = cx - 1.35 * g->cw;
      *y = cy - g->ch / 2;
      break;
    case BRG_SEAT_EAST:
    case BRG_SEAT_NONE:
    default:
      *x = cx + 0.35 * g->cw;
      *y = cy - g->ch / 2;
      break;
    }
}

/* The trick on the table: the last one played (a complete trick stays
 * until the next card), and the cards the step puts on the table. */
static void
draw_trick (Slide               *s,
            BrgLesson           *lesson,
            guint                index,
            double               cx,
            double               cy)
{
  const BrgLessonStep *step = brg_lesson_get_step (lesson, index);
  g_autoptr(BrgPlay) play = brg_lesson_dup_play (lesson, index);
  guint n = play != NULL ? brg_play_get_n_cards (play) : 0;
  double x, y;

  cairo_save (s->cr);
  rounded_rect (s->cr, cx - 1.5 * s->g.cw, cy - 1.1 * s->g.ch, 3 * s->g.cw, 2.2 * s->g.ch,
                0.12 * s->g.cw);
  set_color (s, s->palette->felt);
  cairo_fill (s->cr);
  cairo_restore (s->cr);

  for (guint i = n > 0 ? (n - 1) / 4 * 4 : 0; i < n; i++)
    {
      BrgCard card = brg_play_get_card (play, i);
      BrgSeat seat = brg_play_get_card_seat (play, i);

      if (!BRG_CARD_IS_VALID (card) || !BRG_SEAT_IS_VALID (seat))
        continue;
      trick_place (&s->g, seat, cx, cy, &x, &y);
      draw_card (s, card, x, y);
    }
  for (guint i = 0; i < step->table->len; i++)
    {
      const BrgTableCard *entry = &g_array_index (step->table, BrgTableCard, i);

      trick_place (&s->g, entry->seat, cx, cy, &x, &y);
      draw_card (s, entry->card, x, y);
    }

  /* A card asked for: a question mark where its hand plays. */
  if (step->kind == BRG_STEP_ASK_CARD && step->answer_cards != 0)
    {
      BrgDeal *deal = brg_board_get_deal (brg_lesson_get_board (lesson));
      BrgSeat seat = brg_deal_get_holder (deal, brg_card_set_highest (step->answer_cards));

      if (BRG_SEAT_IS_VALID (seat))
        {
          trick_place (&s->g, seat, cx, cy, &x, &y);
          cairo_save (s->cr);
          rounded_rect (s->cr, x, y, s->g.cw, s->g.ch, 0.06 * s->g.cw);
          set_color (s, s->palette->accent);
          cairo_set_line_width (s->cr, 0.05 * s->g.cw);
          cairo_stroke (s->cr);
          cairo_restore (s->cr);
          show_markup (s, "<b>?</b>", 0.5 * s->g.ch, x + 0.3 * s->g.cw, y + 0.15 * s->g.ch,
                       s->palette->accent, FALSE);
        }
    }
}

static void
draw_table (Slide     *s,
            BrgLesson *lesson,
            guint      index)
{
  BrgBoard *board = brg_lesson_get_board (lesson);
  const BrgLessonStep *step = brg_lesson_get_step (lesson, index);
  BrgDeal *deal = brg_board_get_deal (board);
  const Geometry *g = &s->g;
  double cx = g->table_x + g->table_w / 2;
  double north_y = g->top;
  double band_y = north_y + g->ch + g->gap;
  double south_y = band_y + g->band + g->gap;
  double label = 0.034 * g->h;

  draw_trick (s, lesson, index, cx, band_y + g->band / 2);

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      BrgCardSet hand = brg_lesson_get_hand (lesson, index, seat);
      gboolean shown = brg_lesson_step_shows_seat (step, seat);
      gboolean known = brg_deal_is_hand_known (deal, seat);
      g_autofree char *name = seat_label (board, seat);
      guint32 color = label_color (s, board, seat);

      if (seat == BRG_SEAT_NORTH || seat == BRG_SEAT_SOUTH)
        {
          double y = seat == BRG_SEAT_NORTH ? north_y : south_y;

          show_markup (s, name, label, g->table_x, y + (g->ch - label * 1.2) / 2, color, FALSE);
          if (!known)
            continue;
          if (s->self->deck == NULL)
            draw_text_hand (s, hand, shown, cx - 2 * g->cw, y);
          else
            draw_fan (s, step, hand, shown, cx, y, seat == BRG_SEAT_NORTH ? 1 : -1);
        }
      else
        {
          gboolean east = seat == BRG_SEAT_EAST;
          double x = east ? g->table_x + g->table_w : g->table_x;

          show_markup (s, name, label, x, band_y - 0.02 * g->ch, color, east);
          if (!known)
            continue;
          if (s->self->deck == NULL)
            draw_text_hand (s, hand, shown, east ? x - g->side_w : x, band_y + 1.5 * label);
          else
            draw_rows (s, step, hand, shown, x, band_y + 1.5 * label, east);
        }
    }
}

/* ---- The auction ---- */

/* Draws the auction as the step shows it from @y; returns where it ends. */
static double
draw_auction (Slide     *s,
              BrgLesson *lesson,
              guint      index,
              double     y)
{
  BrgBoard *board = brg_lesson_get_board (lesson);
  const BrgLessonStep *step = brg_lesson_get_step (lesson, index);
  g_autoptr(BrgAuction) auction = brg_lesson_dup_auction (lesson, index);
  static const BrgSeat columns[] = { BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST,
                                     BRG_SEAT_SOUTH };
  guint n, offset, cells, rows;
  double size = 0.046 * s->g.h;
  double column, row_h;
  gboolean ask;

  if (auction == NULL)
    return y;
  n = brg_auction_get_n_calls (auction);
  ask = step->kind == BRG_STEP_ASK_CALL && step->answer_call != BRG_CALL_NONE;
  offset = 0;
  while (columns[offset] != brg_auction_get_dealer (auction) && offset < 3)
    offset++;
  cells = offset + n + (ask ? 1 : 0);
  rows = (cells + 3) / 4;
  /* Half of the column at most. */
  row_h = 1.3 * size;
  if ((rows + 1) * row_h > 0.5 * (s->g.bottom - s->g.top))
    {
      size *= 0.5 * (s->g.bottom - s->g.top) / ((rows + 1) * row_h);
      row_h = 1.3 * size;
    }
  column = s->g.text_w / 4;

  for (guint c = 0; c < 4; c++)
    {
      g_autofree char *name = escape (brg_seat_to_display (columns[c]));
      g_autofree char *markup = g_strdup_printf ("<b>%s</b>", name);

      show_markup (s, markup, 0.8 * size, s->g.text_x + c * column, y,
                   label_color (s, board, columns[c]), FALSE);
    }
  y += row_h;
  for (guint i = 0; i < n; i++)
    {
      guint cell = offset + i;
      BrgCall call = brg_auction_get_call (auction, i);
      g_autofree char *text = BRG_CALL_IS_VALID (call) ? brg_call_to_display (call) : g_strdup ("?");
      g_autofree char *markup = _brg_render_markup_with (text, s->palette->suits);

      show_markup (s, markup, size, s->g.text_x + (cell % 4) * column, y + (cell / 4) * row_h,
                   s->palette->text, FALSE);
    }
  if (ask)
    {
      guint cell = offset + n;

      show_markup (s, "<b>?</b>", size, s->g.text_x + (cell % 4) * column,
                   y + (cell / 4) * row_h, s->palette->accent, FALSE);
    }
  return y + rows * row_h + 0.4 * size;
}

/* ---- The commentary ---- */

/* More text than a slide holds at its smallest size: what is past it is
 * cut before it is laid out, so a comment of a megabyte costs no more than
 * a page of it (issue 23: long commentary stays linear). */
#define MAX_SLIDE_CHARS 3000

/* A block of commentary as Pango markup: its styles, its suits in their
 * colours; *@budget characters at most, an ellipsis where it is cut. */
static char *
block_markup (const BrgTextBlock *block,
              const Palette      *palette,
              glong              *budget)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < block->runs->len && *budget > 0; i++)
    {
      const BrgTextRun *run = g_ptr_array_index (block->runs, i);
      glong length = g_utf8_strlen (run->text, MIN (strlen (run->text), (gsize) *budget * 4 + 4));
      g_autofree char *cut = length > *budget
                             ? cut_with_ellipsis (run->text, *budget) : NULL;
      g_autofree char *text = _brg_render_markup_with (cut != NULL ? cut : run->text,
                                                       palette->suits);
      static const struct { BrgTextStyle style; const char *open, *close; } tags[] = {
        { BRG_TEXT_BOLD, "<b>", "</b>" }, { BRG_TEXT_ITALIC, "<i>", "</i>" },
        { BRG_TEXT_UNDERLINE, "<u>", "</u>" }, { BRG_TEXT_STRIKETHROUGH, "<s>", "</s>" },
        { BRG_TEXT_MONOSPACE, "<tt>", "</tt>" }, { BRG_TEXT_SUPERSCRIPT, "<sup>", "</sup>" },
        { BRG_TEXT_SUBSCRIPT, "<sub>", "</sub>" },
      };

      for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
        if (run->style & tags[t].style)
          g_string_append (out, tags[t].open);
      g_string_append (out, text);
      for (guint t = G_N_ELEMENTS (tags); t > 0; t--)
        if (run->style & tags[t - 1].style)
          g_string_append (out, tags[t - 1].close);
      *budget -= length;
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  char     *markup;
  gboolean  diagram;
  gboolean  carried;
} Block;

static void
block_clear (Block *block)
{
  g_free (block->markup);
}

static PangoLayout *
block_layout (Slide       *s,
              const Block *block,
              double       size)
{
  PangoLayout *layout = text_layout (s, block->markup, size, s->g.text_w);

  if (block->diagram)
    {
      PangoFontDescription *font = pango_font_description_from_string ("DejaVu Sans Mono,monospace");

      pango_font_description_set_size (font, (int) (size * 0.9 * PANGO_SCALE));
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_width (layout, -1);
    }
  return layout;
}

static double
blocks_height (Slide  *s,
               GArray *blocks,
               double  size)
{
  double total = 0;

  for (guint i = 0; i < blocks->len; i++)
    {
      PangoLayout *layout = block_layout (s, &g_array_index (blocks, Block, i), size);
      double h;

      _brg_render_layout_size (layout, NULL, &h);
      total += h + (i > 0 ? 0.5 * size : 0);
      g_object_unref (layout);
    }
  return total;
}

/* The step's commentary from @y: the new text in full, the text carried
 * from the step before dimmed; smaller down to a readable size when it
 * does not fit, then the carried text left out, then cut with an
 * ellipsis. */
static void
draw_commentary (Slide               *s,
                 const BrgLessonStep *step,
                 double               y)
{
  g_autoptr(GArray) blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  glong budget = MAX_SLIDE_CHARS;
  double room = s->g.bottom - 0.05 * s->g.h - y;
  double size = 0.044 * s->g.h;
  double smallest = 0.028 * s->g.h;

  g_array_set_clear_func (blocks, (GDestroyNotify) block_clear);
  for (guint i = 0; i < step->comments->len; i++)
    {
      g_autoptr(BrgCommentary) commentary =
        brg_commentary_new_for_comment (g_ptr_array_index (step->comments, i));

      for (guint b = 0; b < brg_commentary_get_n_blocks (commentary) && budget > 0; b++)
        {
          const BrgTextBlock *text = brg_commentary_get_block (commentary, b);
          Block block = { block_markup (text, s->palette, &budget),
                          text->kind == BRG_TEXT_BLOCK_PREFORMATTED, i < step->n_carried };

          g_array_append_val (blocks, block);
        }
    }
  if (blocks->len == 0 || room <= 0)
    return;

  while (size > smallest && blocks_height (s, blocks, size) > room)
    size = MAX (smallest, size * 0.9);
  while (blocks->len > 1 && g_array_index (blocks, Block, 0).carried
         && blocks_height (s, blocks, size) > room)
    g_array_remove_index (blocks, 0);

  for (guint i = 0; i < blocks->len && room > 0; i++)
    {
      const Block *block = &g_array_index (blocks, Block, i);
      PangoLayout *layout = block_layout (s, block, size);
      double h;

      _brg_render_layout_size (layout, NULL, &h);
      if (h > room)
        {
          pango_layout_set_height (layout, (int) (room * PANGO_SCALE));
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          _brg_render_layout_size (layout, NULL, &h);
        }
      set_color (s, block->carried ? s->palette->dim : s->palette->text);
      _brg_render_show_layout (&s->painter, layout, s->g.text_x, y);
      g_object_unref (layout);
      y += h + 0.5 * size;
      room -= h + 0.5 * size;
    }
}

/* ---- A slide ---- */

static gboolean
is_vector (cairo_t *cr)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_SVG
         || type == CAIRO_SURFACE_TYPE_PS || type == CAIRO_SURFACE_TYPE_SCRIPT;
}

/**
 * brg_render_slides_draw:
 * @self: a slide painter
 * @cr: where to draw, with its user space in the unit of @width and @height
 *   from the slide's top left corner
 * @lesson: a board's lesson
 * @step: one of its steps
 * @position: the board's place in its event, from 0, which names a board
 *   without a number
 * @width: the slide's width
 * @height: its height
 *
 * Draws the step as the class sees it, ground included. On a screen or an
 * image the card faces are images at the device's size, rendered the
 * first time they are needed at that size, or ahead by
 * brg_render_slides_prepare(); on a PDF or SVG page, vectors.
 */
void
brg_render_slides_draw (BrgRenderSlides *self,
                        cairo_t         *cr,
                        BrgLesson       *lesson,
                        guint            step,
                        guint            position,
                        double           width,
                        double           height)
{
  Slide s = { 0 };
  PangoContext *context;
  double y;

  g_return_if_fail (BRG_IS_RENDER_SLIDES (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (BRG_IS_LESSON (lesson));
  g_return_if_fail (step < brg_lesson_get_n_steps (lesson));
  g_return_if_fail (width > 0 && height > 0);

  self->drawn = 0;
  s.self = self;
  s.cr = cr;
  s.palette = palette_of (self);
  geometry (&s.g, width, height);
  s.raster = self->deck != NULL && !is_vector (cr);
  if (s.raster)
    {
      double dx = 0, dy = s.g.ch;

      cairo_user_to_device_distance (cr, &dx, &dy);
      dy = fabs (dy);
      if (fabs (self->raster_height - dy) > 0.5)
        {
          clear_raster (self);
          self->raster_height = dy;
        }
    }

  context = _brg_render_context_new (self->font_map);
  pango_cairo_update_context (cr, context);
  s.painter = (BrgPainter) { cr, context, NULL, self->deck, 0.044 * height };

  cairo_save (cr);
  set_color (&s, s.palette->background);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  draw_header (&s, lesson, step, position);
  draw_table (&s, lesson, step);
  y = draw_auction (&s, lesson, step, s.g.top);
  draw_commentary (&s, brg_lesson_get_step (lesson, step), y);

  {
    /* Translators: which step of a board's lesson a slide shows, "2 / 6" */
    g_autofree char *counter = g_strdup_printf (_("%u / %u"), step + 1,
                                                brg_lesson_get_n_steps (lesson));

    show_markup (&s, counter, 0.03 * height, width - s.g.margin, s.g.bottom - 0.04 * height,
                 s.palette->dim, TRUE);
  }
  cairo_restore (cr);
  g_object_unref (context);
}
