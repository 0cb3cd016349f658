/* brg-render-document.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-event-private.h"
#include "brg-pbn-writer.h"
#include "brg-render-document.h"
#include "brg-render-private.h"
#include "brg-render-slides.h"

/* PNG pages are drawn at 150 dots an inch: readable, and a page of A4 is
 * 1240 × 1754 pixels. */
#define PNG_DPI 150.0
/* How much of a PDF's end is kept while writing it, to find its trailer
 * and catalog; cairo writes both in its last kilobytes. */
#define PDF_TAIL (256 * 1024)

/**
 * BrgRenderDocument:
 *
 * Boards laid out on pages, for printing and export: the one layout
 * engine that the window's print dialog and `finesse-cli render` share.
 *
 * A document holds copies of the boards to print (so a write may run in a
 * thread while the window goes on), and a small record of where each page
 * starts. Pages are drawn one at a time, from that record, and a PDF, SVG
 * or PNG output is written page by page, so memory stays bounded however
 * many boards there are.
 *
 * Text is set with Pango at 72 units an inch and without hinting, so the
 * pages measured once are the pages drawn on any surface. A document is
 * used from one thread at a time.
 */
struct _BrgRenderDocument
{
  GObject            parent_instance;

  /* Owned */
  BrgRenderOptions  *options;
  GPtrArray         *boards;       /* of BrgBoard, copies, in print order */
  GArray            *positions;    /* of guint: each board's place in its event */
  PangoFontMap      *font_map;
  PangoContext      *context;      /* for measuring */
  BrgRenderDeck     *deck;         /* bidding sheets' card images; NULL otherwise */
  GPtrArray         *warnings;     /* of char * */
  char              *title;
  char              *date;
  GArray            *sections;     /* of Section: the flowing layouts' parts */
  GArray            *page_starts;  /* of Cursor: where each page begins */
  BrgRenderSlides   *slides;       /* slides: the painter; else NULL */
  GPtrArray         *lessons;      /* slides: of BrgLesson, one a board */
  GArray            *slide_pages;  /* slides: of SlidePage, one a page */
  const BrgLetters  *letters;      /* the card letters the pages print */
  const BrgLetters  *own_letters;  /* the event's own, or NULL */

  double             width;        /* the paper, in points */
  double             height;
  double             left;         /* the area for boards, inside the margins */
  double             right;        /*   and the header and footer */
  double             top;
  double             bottom;
  double             size;         /* the body text's size */
  guint              per_page;
  guint              n_seats;      /* bidding sheets: seats with a sheet */
  BrgSeat            seats[4];
  guint              n_pages;
  gboolean           flowing;      /* analysis and handout, else a grid */
  gboolean           paginated;

  /* The boxes of the section last laid out: a board's commentary may
   * fill many pages, each of which would otherwise lay it all out again. */
  GPtrArray         *section_boxes;  /* Owned, of BrgBox, nullable */
  guint              boxes_section;
};

G_DEFINE_FINAL_TYPE (BrgRenderDocument, brg_render_document, G_TYPE_OBJECT)

typedef struct
{
  guint          board;      /* index into boards */
  BrgRenderPart  part;
  gboolean       new_page;   /* starts a page, never half way down one */
  guint          first_page; /* where it starts, found when paginating */
} Section;

typedef struct
{
  guint section;
  guint box;
  guint line;                /* the first line of a paragraph left to draw */
} Cursor;

typedef struct
{
  guint board;               /* index into boards */
  guint step;                /* a step of its lesson */
} SlidePage;

static void
brg_render_document_finalize (GObject *object)
{
  BrgRenderDocument *self = BRG_RENDER_DOCUMENT (object);

  g_clear_pointer (&self->options, brg_render_options_free);
  g_clear_pointer (&self->boards, g_ptr_array_unref);
  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_object (&self->context);
  g_clear_object (&self->font_map);
  g_clear_object (&self->deck);
  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->date, g_free);
  g_clear_pointer (&self->sections, g_array_unref);
  g_clear_pointer (&self->section_boxes, g_ptr_array_unref);
  g_clear_pointer (&self->page_starts, g_array_unref);
  g_clear_object (&self->slides);
  g_clear_pointer (&self->lessons, g_ptr_array_unref);
  g_clear_pointer (&self->slide_pages, g_array_unref);

  G_OBJECT_CLASS (brg_render_document_parent_class)->finalize (object);
}

static void
brg_render_document_class_init (BrgRenderDocumentClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = brg_render_document_finalize;
}

static void
brg_render_document_init (BrgRenderDocument *self)
{
  self->boards = g_ptr_array_new_with_free_func (g_object_unref);
  self->positions = g_array_new (FALSE, FALSE, sizeof (guint));
  self->warnings = g_ptr_array_new_with_free_func (g_free);
  self->sections = g_array_new (FALSE, FALSE, sizeof (Section));
  self->page_starts = g_array_new (FALSE, FALSE, sizeof (Cursor));
  self->lessons = g_ptr_array_new_with_free_func (g_object_unref);
  self->slide_pages = g_array_new (FALSE, FALSE, sizeof (SlidePage));
}

static gboolean
is_known_text (const char *text)
{
  return text != NULL && text[0] != '\0' && strcmp (text, "?") != 0 && strcmp (text, "#") != 0;
}

static void
add_section (BrgRenderDocument *self,
             guint              board,
             BrgRenderPart      part,
             gboolean           new_page)
{
  Section section = { board, part, new_page, 0 };

  g_array_append_val (self->sections, section);
}

static void
plan_sections (BrgRenderDocument *self)
{
  guint n = self->boards->len;

  if (self->options->layout == BRG_RENDER_LAYOUT_ANALYSIS)
    for (guint i = 0; i < n; i++)
      add_section (self, i, BRG_RENDER_PART_FULL, FALSE);
  else if (self->options->answers_at_end)
    {
      for (guint i = 0; i < n; i++)
        add_section (self, i, BRG_RENDER_PART_QUESTION, FALSE);
      for (guint i = 0; i < n; i++)
        add_section (self, i, BRG_RENDER_PART_ANSWER, i == 0);
    }
  else
    /* Each answer on a page after its question's. */
    for (guint i = 0; i < n; i++)
      {
        add_section (self, i, BRG_RENDER_PART_QUESTION, FALSE);
        add_section (self, i, BRG_RENDER_PART_ANSWER, TRUE);
      }
}

/**
 * brg_render_document_new:
 * @event: the boards
 * @options: what to print and how
 * @error: return location for a #GError
 *
 * Lays out the boards of @event that @options chooses (all when it
 * chooses none). A board that lacks something (a hand, the auction) is
 * printed with what it has, and what it lacks marked as missing.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with @error
 *   set: %BRG_RENDER_ERROR_INVALID_OPTION when brg_render_options_check()
 *   fails, %BRG_RENDER_ERROR_NO_BOARDS when there is nothing to print
 */
BrgRenderDocument *
brg_render_document_new (BrgEvent               *event,
                         const BrgRenderOptions *options,
                         GError                **error)
{
  g_autoptr(BrgRenderDocument) self = NULL;
  guint n_event = 0;
  double header;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!brg_render_options_check (options, error))
    return NULL;

  self = g_object_new (BRG_TYPE_RENDER_DOCUMENT, NULL);
  self->options = brg_render_options_copy (options);
  /* Chosen now, in the caller's thread: pages may be drawn in another. */
  self->own_letters = brg_letters_for_event (event);
  self->letters = options->letters != NULL ? options->letters : self->own_letters;
  if (self->letters == NULL)
    self->letters = brg_letters_get_current ();
  n_event = brg_event_get_n_boards (event);
  for (guint i = 0; i < (options->boards != NULL ? options->boards->len : n_event); i++)
    {
      guint position = options->boards != NULL ? g_array_index (options->boards, guint, i) : i;
      g_autoptr(BrgBoard) board = NULL;

      if (position >= n_event)
        continue;
      /* A big file's board not built is built for this copy alone. */
      board = _brg_event_dup_board (event, position);
      g_ptr_array_add (self->boards, brg_board_copy (board));
      g_array_append_val (self->positions, position);
    }
  if (self->boards->len == 0)
    {
      g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_NO_BOARDS,
                   n_event == 0 ? _("There are no boards to print")
                                : _("None of the boards chosen is in the file"));
      return NULL;
    }

  /* The header's title and date: those given, else the first board's. */
  {
    BrgBoard *first = g_ptr_array_index (self->boards, 0);
    const char *event_name = brg_board_get_tag (first, "Event");
    const char *date = brg_board_get_tag (first, "Date");

    self->title = g_strdup (options->title != NULL ? options->title
                                                   : is_known_text (event_name) ? event_name : "");
    self->date = g_strdup (options->date != NULL ? options->date
                           : date != NULL && strchr (date, '?') == NULL ? date : "");
  }

  self->per_page = brg_render_options_get_per_page (options);
  self->flowing = options->layout == BRG_RENDER_LAYOUT_ANALYSIS
                  || options->layout == BRG_RENDER_LAYOUT_HANDOUT;
  self->size = self->per_page == 1 ? 10 : 9;

  brg_render_paper_get_size (options->paper, &self->width, &self->height);
  if (options->layout == BRG_RENDER_LAYOUT_SLIDES)
    {
      /* A slide is its own page: landscape 16:9, no margins, no header. */
      self->width = BRG_RENDER_SLIDE_WIDTH;
      self->height = BRG_RENDER_SLIDE_HEIGHT;
      self->slides = brg_render_slides_new (options->four_color, options->dark);
      if (brg_render_slides_get_warning (self->slides) != NULL)
        g_ptr_array_add (self->warnings, g_strdup (brg_render_slides_get_warning (self->slides)));
    }
  self->left = options->margin_left * 72 / 25.4;
  self->right = self->width - options->margin_right * 72 / 25.4;
  self->top = options->margin_top * 72 / 25.4;
  self->bottom = self->height - options->margin_bottom * 72 / 25.4;
  /* The header and the page number take a band each. */
  header = (options->show & BRG_RENDER_SHOW_HEADERS) ? 24 : 0;
  self->top += header;
  self->bottom -= header;

  if (options->layout == BRG_RENDER_LAYOUT_BIDDING)
    {
      g_autoptr(GError) deck_error = NULL;

      for (guint seat = 0; seat < 4; seat++)
        if (options->bidding_seats == 0 || (options->bidding_seats & (1u << seat)))
          self->seats[self->n_seats++] = (BrgSeat) seat;
      /* Each sheet names its seat in a band of its own. */
      self->top += 26;
      self->deck = brg_render_deck_new (options->four_color, &deck_error);
      if (self->deck == NULL)
        g_ptr_array_add (self->warnings,
                         g_strdup_printf (_("Hands are printed as text only: %s"),
                                          deck_error->message));
    }

  self->font_map = pango_cairo_font_map_new ();
  self->context = _brg_render_context_new (self->font_map);
  if (self->flowing)
    {
      const BrgLetters *before = brg_letters_use (self->letters);

      plan_sections (self);
      brg_letters_use (before);
    }
  return g_steal_pointer (&self);
}

/**
 * brg_render_document_get_options:
 * @self: a document
 *
 * Returns: (transfer none): the options it was made with
 */
const BrgRenderOptions *
brg_render_document_get_options (BrgRenderDocument *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_DOCUMENT (self), NULL);

  return self->options;
}

/**
 * brg_render_document_get_n_boards:
 * @self: a document
 *
 * Returns: how many boards it prints
 */
guint
brg_render_document_get_n_boards (BrgRenderDocument *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_DOCUMENT (self), 0);

  return self->boards->len;
}

/**
 * brg_render_document_get_warnings:
 * @self: a document
 *
 * Returns: (transfer none) (element-type utf8): what could not be printed as
 *   asked, such as card images when the deck is not installed; perhaps none
 */
GPtrArray *
brg_render_document_get_warnings (BrgRenderDocument *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_DOCUMENT (self), NULL);

  return self->warnings;
}

/**
 * brg_render_document_get_page_size:
 * @self: a document
 * @width: (out) (optional): the paper's width in points
 * @height: (out) (optional): its height in points
 */
void
brg_render_document_get_page_size (BrgRenderDocument *self,
                                   double            *width,
                                   double            *height)
{
  g_return_if_fail (BRG_IS_RENDER_DOCUMENT (self));

  if (width != NULL)
    *width = self->width;
  if (height != NULL)
    *height = self->height;
}

/* ---- Flowing layouts ---- */

static BrgBox *
box_at (GPtrArray *boxes,
        guint      i)
{
  return i < boxes->len ? g_ptr_array_index (boxes, i) : NULL;
}

/* The height a box needs at the top of what is left: a paragraph its
 * first line, anything else all of it. */
static double
first_chunk (BrgBox *box)
{
  if (box->layout != NULL && box->draw == NULL)
    {
      PangoRectangle logical;
      PangoLayoutIter *iter = pango_layout_get_iter (box->layout);

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      pango_layout_iter_free (iter);
      return (double) logical.height / PANGO_SCALE;
    }
  return box->height;
}

static void
draw_rule (BrgPainter *painter,
           double      x0,
           double      x1,
           double      y)
{
  if (painter->cr == NULL)
    return;
  cairo_save (painter->cr);
  _brg_render_set_color (painter->cr, BRG_RENDER_RULE);
  cairo_set_line_width (painter->cr, 0.5);
  cairo_move_to (painter->cr, x0, y);
  cairo_line_to (painter->cr, x1, y);
  cairo_stroke (painter->cr);
  cairo_restore (painter->cr);
}

/* The boxes of a section, laid out with the measuring context and kept
 * for the pages after: measuring and drawing give the same lines
 * (_brg_render_context_new() hints nothing), and a board that fills
 * thirty pages is laid out once, not once a page. */
static GPtrArray *
section_boxes (BrgRenderDocument *self,
               guint              index)
{
  Section *section = &g_array_index (self->sections, Section, index);
  BrgPainter measuring = { NULL, self->context, self->options, self->deck, self->size, 0, FALSE };

  if (self->section_boxes != NULL && self->boxes_section == index)
    return self->section_boxes;
  g_clear_pointer (&self->section_boxes, g_ptr_array_unref);
  self->section_boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) _brg_box_free);
  self->boxes_section = index;
  _brg_render_board_section (&measuring, g_ptr_array_index (self->boards, section->board),
                             g_array_index (self->positions, guint, section->board),
                             section->part, self->right - self->left, self->section_boxes);
  return self->section_boxes;
}

/* Lays out one page from @start, drawing it when the painter has a cairo
 * context. Returns whether anything is left, with *next where the next
 * page starts. Measuring and drawing run this same code, so they agree. */
static gboolean
flow_page (BrgRenderDocument *self,
           BrgPainter        *painter,
           guint              page,
           Cursor             start,
           Cursor            *next)
{
  double slot = (self->bottom - self->top) / self->per_page;
  double y = self->top;
  gboolean used = FALSE;
  Cursor cur = start;

  for (; cur.section < self->sections->len; cur.section++, cur.box = 0, cur.line = 0)
    {
      Section *section = &g_array_index (self->sections, Section, cur.section);
      GPtrArray *boxes;

      if (cur.box == 0 && cur.line == 0 && used)
        {
          /* A board starts at the top of a page, or of its half. */
          double slot_top = self->top + ceil ((y - self->top) / slot - 1e-6) * slot;

          if (section->new_page || slot_top + slot * 0.5 > self->bottom)
            {
              *next = cur;
              return TRUE;
            }
          draw_rule (painter, self->left, self->right, slot_top - painter->size * 0.5);
          y = slot_top;
        }

      boxes = section_boxes (self, cur.section);

      for (; cur.box < boxes->len; cur.box++, cur.line = 0)
        {
          BrgBox *box = g_ptr_array_index (boxes, cur.box);
          double before = used ? box->space_before : 0;

          /* While measuring, where each board starts, for the PDF's outline. */
          if (cur.box == 0 && cur.line == 0 && painter->cr == NULL)
            section->first_page = page;

          if (box->layout != NULL && box->draw == NULL && !box->keep_with_next)
            {
              /* A paragraph may break between its lines. */
              PangoLayoutIter *iter = pango_layout_get_iter (box->layout);
              double origin = 0;
              guint line = 0;

              do
                {
                  PangoRectangle logical;
                  double line_top, line_height;

                  if (line < cur.line)
                    {
                      line++;
                      continue;
                    }
                  pango_layout_iter_get_line_extents (iter, NULL, &logical);
                  line_top = (double) logical.y / PANGO_SCALE;
                  line_height = (double) logical.height / PANGO_SCALE;
                  if (line == cur.line)
                    origin = y + before - line_top;
                  if (used && origin + line_top + line_height > self->bottom + 0.01)
                    {
                      pango_layout_iter_free (iter);
                      cur.line = line;
                      *next = cur;
                      return TRUE;
                    }
                  if (painter->cr != NULL)
                    {
                      cairo_move_to (painter->cr,
                                     self->left + box->indent + (double) logical.x / PANGO_SCALE,
                                     origin + (double) pango_layout_iter_get_baseline (iter)
                                              / PANGO_SCALE);
                      _brg_render_set_color (painter->cr, BRG_RENDER_BLACK);
                      pango_cairo_show_layout_line (painter->cr,
                                                    pango_layout_iter_get_line_readonly (iter));
                    }
                  y = origin + line_top + line_height;
                  used = TRUE;
                  line++;
                }
              while (pango_layout_iter_next_line (iter));
              pango_layout_iter_free (iter);
            }
          else
            {
              double need = before + box->height;
              BrgBox *following = box_at (boxes, cur.box + 1);

              if (box->keep_with_next && following != NULL)
                need += following->space_before + first_chunk (following);
              if (used && y + need > self->bottom + 0.01)
                {
                  *next = cur;
                  return TRUE;
                }
              if (box->height > self->bottom - y - before && painter->cr != NULL)
                {
                  /* Taller than a page: shrunk to fit, never cut. */
                  double scale = MAX (0.05, (self->bottom - y - before) / box->height);

                  cairo_save (painter->cr);
                  cairo_translate (painter->cr, self->left, y + before);
                  cairo_scale (painter->cr, scale, scale);
                  _brg_box_draw (box, painter, 0, 0);
                  cairo_restore (painter->cr);
                }
              else
                _brg_box_draw (box, painter, self->left, y + before);
              y = MIN (y + before + box->height, self->bottom);
              used = TRUE;
            }
        }
    }
  return FALSE;
}

/* ---- Grid layouts ---- */

static guint
grid_pages_per_seat (BrgRenderDocument *self)
{
  return (self->boards->len + self->per_page - 1) / self->per_page;
}

static void
grid_cell_rect (BrgRenderDocument *self,
                guint              cell,
                double            *x,
                double            *y,
                double            *w,
                double            *h)
{
  guint n_columns = self->per_page >= 4 ? 2 : 1;
  guint n_rows = self->per_page / n_columns;
  double gutter = 10;

  *w = (self->right - self->left - gutter * (n_columns - 1)) / n_columns;
  *h = (self->bottom - self->top - gutter * (n_rows - 1)) / n_rows;
  *x = self->left + (cell % n_columns) * (*w + gutter);
  *y = self->top + (cell / n_columns) * (*h + gutter);
}

static void
draw_grid_page (BrgRenderDocument *self,
                BrgPainter        *painter,
                guint              page)
{
  gboolean bidding = self->options->layout == BRG_RENDER_LAYOUT_BIDDING;
  guint per_seat = grid_pages_per_seat (self);
  guint first = bidding ? (page % per_seat) * self->per_page : page * self->per_page;
  BrgSeat seat = bidding ? self->seats[page / per_seat] : BRG_SEAT_NORTH;
  /* A cell is designed at the body size, then scaled to its room; one or
   * two a page are enlarged, but not past a readable size. */
  double max_scale = self->per_page == 1 ? 1.6 : self->per_page == 2 ? 1.25 : 1.1;

  if (bidding)
    {
      g_autofree char *escaped = g_markup_escape_text (brg_seat_to_display (seat), -1);
      /* Translators: the heading of a bidding sheet: the seat whose hands it shows */
      g_autofree char *heading = g_strdup_printf (_("Bidding sheet: %s"), escaped);
      g_autofree char *markup = g_strdup_printf ("<b>%s</b>", heading);
      PangoLayout *layout = _brg_render_layout (painter, markup, 14, -1);

      _brg_render_set_color (painter->cr, BRG_RENDER_BLACK);
      _brg_render_show_layout (painter, layout, self->left, self->top - 26);
      g_object_unref (layout);
    }

  for (guint cell = 0; cell < self->per_page && first + cell < self->boards->len; cell++)
    {
      guint index = first + cell;
      BrgBoard *board = g_ptr_array_index (self->boards, index);
      guint position = g_array_index (self->positions, guint, index);
      g_autoptr(BrgBox) box = NULL;
      double x, y, w, h, pad = 6, scale;

      grid_cell_rect (self, cell, &x, &y, &w, &h);
      w -= 2 * pad;
      h -= 2 * pad;
      if (bidding)
        {
          /* As many rows to write the auction in as the cell has room for. */
          guint rows = 4;

          box = _brg_render_bidding_cell (painter, board, position, seat, w / max_scale, rows);
          scale = MIN (max_scale, MIN (w / box->width, h / box->height));
          rows += (guint) MAX (0, floor ((h / scale - box->height) / (self->size * 1.9)));
          if (rows > 4)
            {
              _brg_box_free (box);
              box = _brg_render_bidding_cell (painter, board, position, seat, w / max_scale,
                                              MIN (rows, 8));
            }
        }
      else
        {
          /* The double-dummy tricks in a corner or under the deal,
           * whichever lets the deal print larger. */
          g_autoptr(BrgBox) below = _brg_render_hand_record_cell (painter, board, position, TRUE);

          box = _brg_render_hand_record_cell (painter, board, position, FALSE);
          if (MIN (w / below->width, h / below->height) > MIN (w / box->width, h / box->height))
            {
              _brg_box_free (box);
              box = g_steal_pointer (&below);
            }
        }
      scale = MIN (max_scale, MIN (w / box->width, h / box->height));

      cairo_save (painter->cr);
      _brg_render_set_color (painter->cr, BRG_RENDER_RULE);
      cairo_set_line_width (painter->cr, 0.5);
      cairo_rectangle (painter->cr, x, y, w + 2 * pad, h + 2 * pad);
      cairo_stroke (painter->cr);
      /* A hand record's deal is centred in its cell; a bidding sheet's
       * hand starts at the top left, where the writing goes. */
      if (bidding)
        cairo_translate (painter->cr, x + pad, y + pad);
      else
        cairo_translate (painter->cr, x + pad + (w - box->width * scale) / 2,
                         y + pad + (h - box->height * scale) / 2);
      cairo_scale (painter->cr, scale, scale);
      _brg_box_draw (box, painter, 0, 0);
      cairo_restore (painter->cr);
    }
}

/* ---- Pages ---- */

static void
paginate (BrgRenderDocument *self)
{
  BrgPainter painter = { NULL, self->context, self->options, self->deck, self->size };
  Cursor cursor = { 0, 0, 0 };
  const BrgLetters *before;

  if (self->paginated)
    return;
  self->paginated = TRUE;

  if (self->slides != NULL)
    {
      for (guint i = 0; i < self->boards->len; i++)
        {
          BrgLesson *lesson = brg_lesson_new (g_ptr_array_index (self->boards, i));

          g_ptr_array_add (self->lessons, lesson);
          for (guint step = 0; step < brg_lesson_get_n_steps (lesson); step++)
            {
              SlidePage slide = { i, step };

              g_array_append_val (self->slide_pages, slide);
            }
        }
      self->n_pages = self->slide_pages->len;
      return;
    }

  if (!self->flowing)
    {
      self->n_pages = grid_pages_per_seat (self);
      if (self->options->layout == BRG_RENDER_LAYOUT_BIDDING)
        self->n_pages *= self->n_seats;
      return;
    }

  before = brg_letters_use (self->letters);
  for (;;)
    {
      Cursor next = cursor;

      g_array_append_val (self->page_starts, cursor);
      if (!flow_page (self, &painter, self->page_starts->len - 1, cursor, &next))
        break;
      /* A page that placed nothing would loop for ever; flow_page always
       * places something on an empty page, but make sure. */
      if (memcmp (&next, &cursor, sizeof next) == 0)
        break;
      cursor = next;
    }
  brg_letters_use (before);
  self->n_pages = self->page_starts->len;
}

/**
 * brg_render_document_get_n_pages:
 * @self: a document
 *
 * Lays out the pages the first time it is called: an analysis or a
 * handout measures every board; a hand record or bidding sheet counts.
 *
 * Returns: the number of pages, at least one
 */
guint
brg_render_document_get_n_pages (BrgRenderDocument *self)
{
  g_return_val_if_fail (BRG_IS_RENDER_DOCUMENT (self), 0);

  paginate (self);
  return self->n_pages;
}

static void
draw_header (BrgRenderDocument *self,
             BrgPainter        *painter,
             guint              page)
{
  double top = self->options->margin_top * 72 / 25.4;
  double bottom = self->height - self->options->margin_bottom * 72 / 25.4;
  g_autofree char *page_text = NULL;
  PangoLayout *layout;
  double w, h;

  if (!(self->options->show & BRG_RENDER_SHOW_HEADERS))
    return;

  _brg_render_set_color (painter->cr, BRG_RENDER_GREY);
  if (self->title[0] != '\0' || self->date[0] != '\0')
    draw_rule (painter, self->left, self->right, top + 15);
  if (self->title[0] != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (self->title, -1);

      layout = _brg_render_layout (painter, escaped, 9, (self->right - self->left) * 0.7);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_height (layout, -1);
      _brg_render_show_layout (painter, layout, self->left, top);
      g_object_unref (layout);
    }
  if (self->date[0] != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (self->date, -1);

      layout = _brg_render_layout (painter, escaped, 9, -1);
      _brg_render_layout_size (layout, &w, NULL);
      _brg_render_show_layout (painter, layout, self->right - w, top);
      g_object_unref (layout);
    }

  /* Translators: the page number at the foot of a printed page */
  page_text = g_strdup_printf (_("Page %u of %u"), page + 1, self->n_pages);
  layout = _brg_render_layout (painter, page_text, 9, -1);
  _brg_render_layout_size (layout, &w, &h);
  _brg_render_set_color (painter->cr, BRG_RENDER_GREY);
  _brg_render_show_layout (painter, layout, (self->left + self->right - w) / 2, bottom - h);
  g_object_unref (layout);
}

/**
 * brg_render_document_draw_page:
 * @self: a document
 * @cr: where to draw, with its user space in points from the paper's top
 *   left corner
 * @page: the page, from 0
 *
 * Draws one page: its boards, and the header and page number when the
 * options show them. The paper is not filled: a PNG is filled white first.
 */
void
brg_render_document_draw_page (BrgRenderDocument *self,
                               cairo_t           *cr,
                               guint              page)
{
  PangoContext *context;
  BrgPainter painter;
  const BrgLetters *before;

  g_return_if_fail (BRG_IS_RENDER_DOCUMENT (self));
  g_return_if_fail (cr != NULL);

  paginate (self);
  g_return_if_fail (page < self->n_pages);

  before = brg_letters_use (self->letters);
  if (self->slides != NULL)
    {
      const SlidePage *slide = &g_array_index (self->slide_pages, SlidePage, page);

      brg_render_slides_draw (self->slides, cr, g_ptr_array_index (self->lessons, slide->board),
                              slide->step, g_array_index (self->positions, guint, slide->board),
                              self->width, self->height);
      brg_letters_use (before);
      return;
    }

  context = _brg_render_context_new (self->font_map);
  pango_cairo_update_context (cr, context);
  painter = (BrgPainter) { cr, context, self->options, self->deck, self->size };

  cairo_save (cr);
  draw_header (self, &painter, page);
  if (self->flowing)
    {
      Cursor next;

      flow_page (self, &painter, page, g_array_index (self->page_starts, Cursor, page), &next);
    }
  else
    draw_grid_page (self, &painter, page);
  cairo_restore (cr);
  g_object_unref (context);
  brg_letters_use (before);
}

/* ---- Output ---- */

/**
 * brg_render_document_get_page_file:
 * @self: a document
 * @format: the output format
 * @file: the file the user named
 * @page: a page, from 0
 *
 * Returns: (transfer full): the file @page is written to: @file itself for
 *   a PDF or a single page, else @file with `-1`, `-2` … before its
 *   extension (brg_render_page_file_name())
 */
GFile *
brg_render_document_get_page_file (BrgRenderDocument *self,
                                   BrgRenderFormat    format,
                                   GFile             *file,
                                   guint              page)
{
  g_autoptr(GFile) parent = NULL;
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;
  guint n_pages;

  g_return_val_if_fail (BRG_IS_RENDER_DOCUMENT (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  n_pages = brg_render_document_get_n_pages (self);
  if (format == BRG_RENDER_FORMAT_PDF || n_pages <= 1)
    return g_object_ref (file);
  parent = g_file_get_parent (file);
  base = g_file_get_basename (file);
  name = brg_render_page_file_name (base, page, n_pages);
  return parent != NULL ? g_file_get_child (parent, name) : g_file_new_for_path (name);
}

typedef struct
{
  GOutputStream *stream;
  GCancellable  *cancellable;
  GError        *error;
  GByteArray    *tail;        /* the end of a PDF: its trailer and catalog */
  guint64        length;
} Sink;

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  Sink *sink = closure;

  if (sink->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (sink->stream, data, length, NULL, sink->cancellable,
                                  &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;
  sink->length += length;
  if (sink->tail != NULL)
    {
      g_byte_array_append (sink->tail, data, length);
      if (sink->tail->len > 2 * PDF_TAIL)
        g_byte_array_remove_range (sink->tail, 0, sink->tail->len - PDF_TAIL);
    }
  return CAIRO_STATUS_SUCCESS;
}

/* Abandons a replaced file: the old one stays as it was. */
static void
abandon (GOutputStream *stream)
{
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();

  g_cancellable_cancel (cancelled);
  g_output_stream_close (stream, cancelled, NULL);
}

static gboolean
check_surface (cairo_surface_t *surface,
               Sink            *sink,
               GError         **error)
{
  cairo_status_t status = cairo_surface_status (surface);

  if (sink->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&sink->error));
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_FAILED, "%s",
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* The printed boards as a PBN file, carried inside the PDF, with the
 * card letters its event chose. */
static GBytes *
source_bytes (BrgRenderDocument *self)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  brg_letters_set_for_event (event, self->own_letters);
  for (guint i = 0; i < self->boards->len; i++)
    brg_event_append (event, g_ptr_array_index (self->boards, i));
  return brg_pbn_write_bytes (event, NULL);
}

/* One outline entry (bookmark) a board, at the page it starts on. */
static void
add_outline (BrgRenderDocument *self,
             cairo_surface_t   *surface)
{
  if (self->slides != NULL)
    {
      for (guint page = 0; page < self->slide_pages->len; page++)
        {
          const SlidePage *slide = &g_array_index (self->slide_pages, SlidePage, page);
          g_autofree char *title = NULL;
          g_autofree char *link = NULL;

          if (slide->step != 0)
            continue;
          title = _brg_render_board_title (g_ptr_array_index (self->boards, slide->board),
                                           g_array_index (self->positions, guint, slide->board));
          link = g_strdup_printf ("page=%u", page + 1);
          cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, title, link, 0);
        }
      return;
    }
  if (self->flowing)
    {
      for (guint s = 0; s < self->sections->len; s++)
        {
          const Section *section = &g_array_index (self->sections, Section, s);
          g_autofree char *title = NULL;
          g_autofree char *link = g_strdup_printf ("page=%u", section->first_page + 1);

          title = _brg_render_board_title (g_ptr_array_index (self->boards, section->board),
                                           g_array_index (self->positions, guint, section->board));
          if (section->part != BRG_RENDER_PART_FULL)
            {
              char *labelled = g_strdup_printf ("%s \u00b7 %s", title,
                                                section->part == BRG_RENDER_PART_QUESTION
                                                  ? _("Question") : _("Answer"));

              g_free (title);
              title = labelled;
            }
          cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, title, link, 0);
        }
      return;
    }

  for (guint page = 0; page < self->n_pages; page++)
    {
      guint first_board, n = 0;

      if (self->options->layout == BRG_RENDER_LAYOUT_BIDDING)
        {
          guint per_seat = grid_pages_per_seat (self);
          g_autofree char *link = NULL;

          if (page % per_seat != 0)
            continue;
          link = g_strdup_printf ("page=%u", page + 1);
          cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT,
                                         brg_seat_to_display (self->seats[page / per_seat]),
                                         link, 0);
          continue;
        }
      first_board = page * self->per_page;
      for (guint i = first_board; i < self->boards->len && n < self->per_page; i++, n++)
        {
          g_autofree char *title = _brg_render_board_title (g_ptr_array_index (self->boards, i),
                                                            g_array_index (self->positions,
                                                                           guint, i));
          g_autofree char *link = g_strdup_printf ("page=%u", page + 1);

          cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, title, link, 0);
        }
    }
}

static char *
source_file_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);
  char *dot = base != NULL ? strrchr (base, '.') : NULL;
  GString *name;

  if (dot != NULL && dot != base)
    *dot = '\0';
  /* A plain ASCII name: it is written as a PDF string. */
  name = g_string_new (NULL);
  for (const char *p = base != NULL ? base : ""; *p != '\0'; p++)
    g_string_append_c (name, g_ascii_isalnum (*p) || *p == '-' || *p == '_' ? *p : '_');
  if (name->len == 0)
    g_string_append (name, "boards");
  g_string_append (name, ".pbn");
  return g_string_free (name, FALSE);
}

static gboolean
write_pdf (BrgRenderDocument *self,
           GFile             *file,
           GCancellable      *cancellable,
           GError           **error)
{
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autoptr(GByteArray) tail = g_byte_array_new ();
  g_autofree char *creator = g_strdup_printf ("Finesse %s", PACKAGE_VERSION);
  Sink sink = { NULL, cancellable, NULL, tail, 0 };
  cairo_surface_t *surface;
  gboolean ok = TRUE;

  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, error);
  if (stream == NULL)
    return FALSE;
  sink.stream = G_OUTPUT_STREAM (stream);

  paginate (self);
  surface = cairo_pdf_surface_create_for_stream (sink_write, &sink, self->width, self->height);
  if (self->title[0] != '\0')
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, self->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);
  add_outline (self, surface);

  for (guint page = 0; page < self->n_pages && ok; page++)
    {
      cairo_t *cr = cairo_create (surface);

      brg_render_document_draw_page (self, cr, page);
      cairo_show_page (cr);
      cairo_destroy (cr);
      ok = check_surface (surface, &sink, error)
           && !g_cancellable_set_error_if_cancelled (cancellable, error);
    }
  cairo_surface_finish (surface);
  ok = ok && check_surface (surface, &sink, error);
  cairo_surface_destroy (surface);

  if (ok && self->options->embed_source)
    {
      g_autoptr(GBytes) source = source_bytes (self);
      g_autoptr(GBytes) end = g_bytes_new (tail->data, tail->len);
      g_autofree char *name = source_file_name (file);
      g_autoptr(GError) attach_error = NULL;

      /* Without the PBN the PDF is still whole: say so, and keep it. */
      if (!_brg_render_pdf_attach (G_OUTPUT_STREAM (stream), end, sink.length, name, source,
                                   &attach_error))
        {
          if (g_error_matches (attach_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
            g_ptr_array_add (self->warnings,
                             g_strdup_printf (_("The boards were not embedded in the PDF: %s"),
                                              attach_error->message));
          else
            {
              g_propagate_error (error, g_steal_pointer (&attach_error));
              ok = FALSE;
            }
        }
    }

  if (!ok)
    {
      abandon (G_OUTPUT_STREAM (stream));
      return FALSE;
    }
  return g_output_stream_close (G_OUTPUT_STREAM (stream), cancellable, error);
}

static gboolean
write_page_file (BrgRenderDocument *self,
                 BrgRenderFormat    format,
                 GFile             *file,
                 guint              page,
                 GCancellable      *cancellable,
                 GError           **error)
{
  g_autoptr(GFileOutputStream) stream = NULL;
  Sink sink = { NULL, cancellable, NULL, NULL, 0 };
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, error);
  if (stream == NULL)
    return FALSE;
  sink.stream = G_OUTPUT_STREAM (stream);

  if (format == BRG_RENDER_FORMAT_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (sink_write, &sink, self->width, self->height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
      cr = cairo_create (surface);
    }
  else
    {
      double scale = PNG_DPI / 72;

      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (self->width * scale),
                                            (int) ceil (self->height * scale));
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_scale (cr, scale, scale);
    }
  brg_render_document_draw_page (self, cr, page);
  cairo_show_page (cr);
  cairo_destroy (cr);

  if (format == BRG_RENDER_FORMAT_PNG && cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      cairo_status_t status = cairo_surface_write_to_png_stream (surface, sink_write, &sink);

      if (status != CAIRO_STATUS_SUCCESS && sink.error == NULL)
        g_set_error (&sink.error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_FAILED, "%s",
                     cairo_status_to_string (status));
    }
  cairo_surface_finish (surface);
  ok = check_surface (surface, &sink, error);
  cairo_surface_destroy (surface);

  if (!ok)
    {
      abandon (G_OUTPUT_STREAM (stream));
      return FALSE;
    }
  return g_output_stream_close (G_OUTPUT_STREAM (stream), cancellable, error);
}

/**
 * brg_render_document_write:
 * @self: a document
 * @format: PDF, SVG or PNG
 * @file: the file to write; for SVG and PNG, the first page's name comes
 *   from it as brg_render_document_get_page_file() says
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Writes every page, one at a time. A PDF is one file, with real text, an
 * outline entry a board, and (unless the options say not) the printed
 * boards as a PBN file embedded in it. SVG and PNG are a file a page; a
 * PNG is drawn at 150 dots an inch. Each file replaces an old one only
 * when it is complete.
 *
 * Returns: %TRUE on success, else %FALSE with @error set
 */
gboolean
brg_render_document_write (BrgRenderDocument *self,
                           BrgRenderFormat    format,
                           GFile             *file,
                           GCancellable      *cancellable,
                           GError           **error)
{
  const BrgLetters *before;
  gboolean ok = TRUE;

  g_return_val_if_fail (BRG_IS_RENDER_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  paginate (self);
  before = brg_letters_use (self->letters);
  if (format == BRG_RENDER_FORMAT_PDF)
    ok = write_pdf (self, file, cancellable, error);
  else
    for (guint page = 0; ok && page < self->n_pages; page++)
      {
        g_autoptr(GFile) page_file = brg_render_document_get_page_file (self, format, file, page);

        ok = !g_cancellable_set_error_if_cancelled (cancellable, error)
             && write_page_file (self, format, page_file, page, cancellable, error);
      }
  brg_letters_use (before);
  return ok;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  BrgRenderDocument *self = source_object;
  GFile *file = g_object_get_data (G_OBJECT (task), "file");
  BrgRenderFormat format = GPOINTER_TO_UINT (task_data);
  GError *error = NULL;

  if (brg_render_document_write (self, format, file, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * brg_render_document_write_async:
 * @self: a document
 * @format: PDF, SVG or PNG
 * @file: the file to write
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is written
 * @user_data: data for @callback
 *
 * Writes the pages as brg_render_document_write() does, in a thread. Do not
 * use @self until @callback is called.
 */
void
brg_render_document_write_async (BrgRenderDocument   *self,
                                 BrgRenderFormat      format,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (BRG_IS_RENDER_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_render_document_write_async);
  g_task_set_task_data (task, GUINT_TO_POINTER (format), NULL);
  g_object_set_data_full (G_OBJECT (task), "file", g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, write_thread);
}

/**
 * brg_render_document_write_finish:
 * @self: a document
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Returns: %TRUE when the file was written, else %FALSE with @error set
 */
gboolean
brg_render_document_write_finish (BrgRenderDocument *self,
                                  GAsyncResult      *result,
                                  GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
