/* brg-render-options.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "brg-letters.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_RENDER_ERROR            (brg_render_error_quark ())
#define BRG_TYPE_RENDER_OPTIONS     (brg_render_options_get_type ())

/**
 * BrgRenderError:
 * @BRG_RENDER_ERROR_INVALID_RANGE: a board range such as `1-8,12` does not parse
 * @BRG_RENDER_ERROR_NO_BOARDS: nothing to print: no board, or none in the range
 * @BRG_RENDER_ERROR_INVALID_OPTION: an option the layout does not take, such
 *   as 4 analysis boards a page
 * @BRG_RENDER_ERROR_FAILED: cairo could not write the output
 *
 * Errors of printing and export.
 */
typedef enum
{
  BRG_RENDER_ERROR_INVALID_RANGE,
  BRG_RENDER_ERROR_NO_BOARDS,
  BRG_RENDER_ERROR_INVALID_OPTION,
  BRG_RENDER_ERROR_FAILED,
} BrgRenderError;

/**
 * BrgRenderLayout:
 * @BRG_RENDER_LAYOUT_ANALYSIS: the full deal, auction with notes, play by
 *   tricks and commentary; 1 or 2 boards a page
 * @BRG_RENDER_LAYOUT_HAND_RECORD: the deal, board, dealer, vulnerability,
 *   double-dummy tricks and par; 1, 2, 4 or 6 boards a page
 * @BRG_RENDER_LAYOUT_HANDOUT: a lesson handout: the question (the hands not
 *   hidden, the commentary before the auction) on one page, the answer (the
 *   full deal and the rest) on a later page or at the end; 1 or 2 a page
 * @BRG_RENDER_LAYOUT_BIDDING: bidding sheets: each seat's hand alone, one
 *   sheet per seat; 1, 2, 4 or 6 boards a page
 * @BRG_RENDER_LAYOUT_SLIDES: a lesson's steps (#BrgLesson), a landscape
 *   16:9 page a step, as the projector shows them (#BrgRenderSlides)
 */
typedef enum
{
  BRG_RENDER_LAYOUT_ANALYSIS,
  BRG_RENDER_LAYOUT_HAND_RECORD,
  BRG_RENDER_LAYOUT_HANDOUT,
  BRG_RENDER_LAYOUT_BIDDING,
  BRG_RENDER_LAYOUT_SLIDES,
} BrgRenderLayout;

/**
 * BrgRenderPaper:
 * @BRG_RENDER_PAPER_A4: 210 × 297 mm
 * @BRG_RENDER_PAPER_LETTER: 8.5 × 11 in
 */
typedef enum
{
  BRG_RENDER_PAPER_A4,
  BRG_RENDER_PAPER_LETTER,
} BrgRenderPaper;

/**
 * BrgRenderFormat:
 * @BRG_RENDER_FORMAT_PDF: one PDF of all pages, with real text
 * @BRG_RENDER_FORMAT_SVG: one SVG file a page
 * @BRG_RENDER_FORMAT_PNG: one PNG file a page, at 150 dots an inch
 */
typedef enum
{
  BRG_RENDER_FORMAT_PDF,
  BRG_RENDER_FORMAT_SVG,
  BRG_RENDER_FORMAT_PNG,
} BrgRenderFormat;

/**
 * BrgRenderShow:
 * @BRG_RENDER_SHOW_AUCTION: the auction
 * @BRG_RENDER_SHOW_PLAY: the play by tricks
 * @BRG_RENDER_SHOW_COMMENTARY: the commentary
 * @BRG_RENDER_SHOW_NOTES: the notes of the auction and play
 * @BRG_RENDER_SHOW_DOUBLE_DUMMY: the double-dummy tricks and par, where
 *   the board has them
 * @BRG_RENDER_SHOW_HEADERS: a header with the event and date, and page numbers
 * @BRG_RENDER_SHOW_ALL: all of these
 *
 * What a page shows; each layout shows what it has room for.
 */
typedef enum /*< flags >*/
{
  BRG_RENDER_SHOW_AUCTION      = 1 << 0,
  BRG_RENDER_SHOW_PLAY         = 1 << 1,
  BRG_RENDER_SHOW_COMMENTARY   = 1 << 2,
  BRG_RENDER_SHOW_NOTES        = 1 << 3,
  BRG_RENDER_SHOW_DOUBLE_DUMMY = 1 << 4,
  BRG_RENDER_SHOW_HEADERS      = 1 << 5,
  BRG_RENDER_SHOW_ALL          = (1 << 6) - 1,
} BrgRenderShow;

/* A hidden value of -1: the hands each board's Hidden tag names. */
#define BRG_RENDER_HIDDEN_FROM_TAG (-1)

/**
 * BrgRenderOptions:
 * @layout: the layout
 * @per_page: boards a page; 0 for the layout's usual number
 * @paper: the paper size
 * @margin_top: the top margin in millimetres
 * @margin_right: the right margin in millimetres
 * @margin_bottom: the bottom margin in millimetres
 * @margin_left: the left margin in millimetres
 * @show: what to show
 * @four_color: suits in four colours (spades black, hearts red, diamonds
 *   blue, clubs green) rather than two
 * @boards: (element-type guint) (nullable): the positions in the event of
 *   the boards to print, in the order to print them; %NULL for all
 * @hidden: the seats a handout's question leaves out, as a mask of
 *   `1 << seat`, or %BRG_RENDER_HIDDEN_FROM_TAG for each board's `Hidden` tag
 * @answers_at_end: a handout's answers all after the last question, rather
 *   than each on the page after its question
 * @bidding_seats: the seats that get bidding sheets, as a mask of
 *   `1 << seat`; 0 for all four
 * @title: (nullable): the header's title; %NULL for the event of the first board
 * @date: (nullable): the header's date; %NULL for the date of the first board
 * @embed_source: a PDF carries the printed boards as a PBN file inside it
 * @dark: slides in light text on a dark ground
 * @letters: (nullable): the card letters of the pages; %NULL for the
 *   event's own (brg_letters_for_event()), else the current ones
 *
 * What to print and how. brg_render_options_new() gives the defaults.
 */
typedef struct
{
  BrgRenderLayout  layout;
  guint            per_page;
  BrgRenderPaper   paper;
  double           margin_top;
  double           margin_right;
  double           margin_bottom;
  double           margin_left;
  BrgRenderShow    show;
  gboolean         four_color;
  GArray          *boards;
  int              hidden;
  gboolean         answers_at_end;
  guint            bidding_seats;
  char            *title;
  char            *date;
  gboolean         embed_source;
  gboolean         dark;
  const BrgLetters *letters;
} BrgRenderOptions;

GQuark            brg_render_error_quark       (void);
GType             brg_render_options_get_type  (void) G_GNUC_CONST;

BrgRenderOptions *brg_render_options_new       (void);
BrgRenderOptions *brg_render_options_copy      (const BrgRenderOptions *options);
void              brg_render_options_free      (BrgRenderOptions       *options);
guint             brg_render_options_get_per_page (const BrgRenderOptions *options);
gboolean          brg_render_options_check     (const BrgRenderOptions *options,
                                                GError                **error);

gboolean          brg_render_layout_from_string (const char            *text,
                                                 BrgRenderLayout       *layout);
const char       *brg_render_layout_to_string  (BrgRenderLayout         layout);
gboolean          brg_render_layout_takes_per_page (BrgRenderLayout     layout,
                                                    guint               per_page);
gboolean          brg_render_paper_from_string (const char             *text,
                                                BrgRenderPaper         *paper);
void              brg_render_paper_get_size    (BrgRenderPaper          paper,
                                                double                 *width,
                                                double                 *height);
gboolean          brg_render_format_from_string (const char            *text,
                                                 BrgRenderFormat       *format);

GArray           *brg_render_parse_boards      (const char             *range,
                                                BrgEvent               *event,
                                                GError                **error);
char             *brg_render_page_file_name    (const char             *path,
                                                guint                   page,
                                                guint                   n_pages);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgRenderOptions, brg_render_options_free)

G_END_DECLS
