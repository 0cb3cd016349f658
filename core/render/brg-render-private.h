/* brg-render-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the parts of the layout engine share; private to core/render/.
 *
 * A page is built from boxes: a paragraph of text, a hand diagram, a grid
 * (the auction, the play, the double-dummy tricks), a row of card images,
 * or a row of other boxes. Each is measured when it is made and drawn at a
 * place later. The flowing layouts (analysis, handout) stack a board's
 * boxes down the page and break pages between them, or between the lines
 * of a paragraph; the grid layouts (hand record, bidding sheets) put each
 * board's boxes in a cell of the page, scaled down when they do not fit.
 * All lengths are in points (1/72 in).
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>
#include <pango/pangocairo.h>

#include "brg-board.h"
#include "brg-render-deck.h"
#include "brg-render-options.h"
#include "brg-seat.h"

G_BEGIN_DECLS

/* The colours of ink: the deck's red, blue and green (data/cards), a grey
 * for what is marked as missing and for rules. */
#define BRG_RENDER_BLACK 0x000000
#define BRG_RENDER_RED   0xc8102e
#define BRG_RENDER_BLUE  0x1560bd
#define BRG_RENDER_GREEN 0x17803a
#define BRG_RENDER_GREY  0x707070
#define BRG_RENDER_RULE  0xb0b0b0

typedef struct
{
  cairo_t                *cr;          /* Borrowed; NULL while measuring */
  PangoContext           *pango;       /* Borrowed */
  const BrgRenderOptions *options;     /* Borrowed */
  BrgRenderDeck          *deck;        /* Borrowed; NULL without card images */
  double                  size;        /* the body text's size */
  gsize                   commentary_used;   /* of the board being laid out */
  gboolean                commentary_capped; /* its rest is not printed */
} BrgPainter;

typedef struct _BrgBox BrgBox;

typedef void (*BrgBoxDrawFunc) (BrgBox     *box,
                                BrgPainter *painter,
                                double      x,
                                double      y);
typedef void (*BrgBoxFreeFunc) (BrgBox     *box);

struct _BrgBox
{
  double          width;
  double          height;
  double          space_before;   /* dropped at the top of a page */
  gboolean        keep_with_next; /* a heading: never last on a page */
  PangoLayout    *layout;         /* a paragraph, which may break between lines */
  double          indent;
  BrgBoxDrawFunc  draw;
  BrgBoxFreeFunc  free;
};

/* brg-render-text.c */
void          _brg_render_set_color     (cairo_t          *cr,
                                         guint32           rgb);
const char   *_brg_render_suit_color    (BrgSuit           suit,
                                         gboolean          four_color);
char         *_brg_render_markup        (const char       *text,
                                         gboolean          four_color);
char         *_brg_render_markup_with   (const char       *text,
                                         const char * const colors[4]);
char         *_brg_render_suit_markup   (BrgSuit           suit,
                                         gboolean          four_color);
char         *_brg_render_call_markup   (BrgCall           call,
                                         gboolean          four_color);
char         *_brg_render_card_markup   (BrgCard           card,
                                         gboolean          four_color);
PangoLayout  *_brg_render_layout        (BrgPainter       *painter,
                                         const char       *markup,
                                         double            size,
                                         double            width);
PangoLayout  *_brg_render_mono_layout   (BrgPainter       *painter,
                                         const char       *text,
                                         double            size);
void          _brg_render_layout_size   (PangoLayout      *layout,
                                         double           *width,
                                         double           *height);
void          _brg_render_show_layout   (BrgPainter       *painter,
                                         PangoLayout      *layout,
                                         double            x,
                                         double            y);
PangoContext *_brg_render_context_new   (PangoFontMap     *font_map);

/* brg-render-box.c */
BrgBox       *_brg_box_new_text         (BrgPainter       *painter,
                                         const char       *markup,
                                         double            size,
                                         double            width,
                                         double            indent);
BrgBox       *_brg_box_new_space        (double            height);
BrgBox       *_brg_box_new_row          (GPtrArray        *children,
                                         double            gap);
BrgBox       *_brg_box_new_column       (GPtrArray        *children);
BrgBox       *_brg_box_new_grid         (BrgPainter       *painter,
                                         guint             n_columns,
                                         GPtrArray        *cells,
                                         double            size,
                                         gboolean          header_row,
                                         gboolean          ruled);
BrgBox       *_brg_box_new_write_in     (BrgPainter       *painter,
                                         double            width,
                                         guint             n_rows,
                                         double            size);
void          _brg_box_free             (BrgBox           *box);
void          _brg_box_draw             (BrgBox           *box,
                                         BrgPainter       *painter,
                                         double            x,
                                         double            y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgBox, _brg_box_free)

/* brg-render-board.c: the parts of a board, as boxes appended to @boxes. */
typedef enum
{
  BRG_RENDER_PART_FULL,       /* the analysis of a board */
  BRG_RENDER_PART_QUESTION,   /* a handout's question */
  BRG_RENDER_PART_ANSWER,     /* a handout's answer */
} BrgRenderPart;

guint         _brg_render_hidden_seats  (BrgBoard         *board,
                                         const BrgRenderOptions *options);
char         *_brg_render_board_title   (BrgBoard         *board,
                                         guint             position);
char         *_brg_render_board_facts   (BrgBoard         *board);
void          _brg_render_board_section (BrgPainter       *painter,
                                         BrgBoard         *board,
                                         guint             position,
                                         BrgRenderPart     part,
                                         double            width,
                                         GPtrArray        *boxes);
BrgBox       *_brg_render_hand_record_cell (BrgPainter     *painter,
                                         BrgBoard         *board,
                                         guint             position,
                                         gboolean          dd_below);
BrgBox       *_brg_render_bidding_cell  (BrgPainter       *painter,
                                         BrgBoard         *board,
                                         guint             position,
                                         BrgSeat           seat,
                                         double            width,
                                         guint             n_rows);

/* brg-render-pdf.c */
gboolean      _brg_render_pdf_attach    (GOutputStream    *stream,
                                         GBytes           *tail,
                                         guint64           length,
                                         const char       *file_name,
                                         GBytes           *contents,
                                         GError          **error);

G_END_DECLS
