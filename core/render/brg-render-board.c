/* brg-render-board.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board as boxes for the page: its title and facts, the hand diagram
 * with a compass in the middle, the auction and the play as grids with
 * their notes, the commentary, the double-dummy tricks; and the cells of a
 * hand record and of a bidding sheet. It reads the same model as
 * `finesse-cli show` and shows the same things; what a board lacks (an
 * unknown hand, no auction) is marked as missing, never left to look
 * complete.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-commentary.h"
#include "brg-contract.h"
#include "brg-dd-table.h"
#include "brg-deal.h"
#include "brg-nag.h"
#include "brg-play.h"
#include "brg-render-private.h"
#include "brg-seat.h"

/* The auction's and play's columns: West first, as bridge columns print. */
static const BrgSeat columns[4] = {
  BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
};

static const char *hand_tags[4] = { "North", "East", "South", "West" };

#define GREY_SPAN "<span foreground=\"#707070\">"

static gboolean
is_known_text (const char *text)
{
  return text != NULL && text[0] != '\0' && strcmp (text, "?") != 0 && strcmp (text, "-") != 0;
}

static gboolean
four (BrgPainter *painter)
{
  return painter->options->four_color;
}

static gboolean
shows (BrgPainter    *painter,
       BrgRenderShow  what)
{
  return (painter->options->show & what) != 0;
}

/* The seats a handout's question leaves out: those chosen at print time,
 * else those of the board's Hidden tag (PBN §4.1.6). */
guint
_brg_render_hidden_seats (BrgBoard               *board,
                          const BrgRenderOptions *options)
{
  if (options->hidden >= 0)
    return (guint) options->hidden & 0xf;
  return brg_board_get_hidden_seats (board);
}

/* "Board 12", or "Deal 3" for a board without a number. */
char *
_brg_render_board_title (BrgBoard *board,
                         guint     position)
{
  guint number = brg_board_get_number (board);

  if (number > 0)
    return g_strdup_printf (_("Board %u"), number);
  return g_strdup_printf (_("Deal %u"), position + 1);
}

/* "Dealer North · N-S vulnerable", what of it the board gives. */
char *
_brg_render_board_facts (BrgBoard *board)
{
  GString *out = g_string_new (NULL);
  BrgSeat dealer = brg_board_get_dealer (board);
  BrgVulnerability vulnerability;

  if (BRG_SEAT_IS_VALID (dealer))
    g_string_append_printf (out, _("Dealer %s"), brg_seat_to_display (dealer));
  if (brg_board_get_vulnerability (board, &vulnerability))
    g_string_append_printf (out, "%s%s", out->len > 0 ? " \u00b7 " : "",
                            brg_vulnerability_to_display (vulnerability));
  return g_string_free (out, FALSE);
}

/* "4♠ by South, 10 tricks, N-S +620"; NULL without a contract. */
static char *
result_markup (BrgPainter *painter,
               BrgBoard   *board)
{
  g_autofree char *outcome = brg_board_dup_outcome (board);

  if (outcome == NULL)
    return NULL;
  return _brg_render_markup (outcome, four (painter));
}

/* ---- The hand diagram ---- */

typedef struct
{
  BrgBox       box;
  PangoLayout *hands[4];      /* NULL for a hand left out */
  double       hand_x[4];
  double       hand_y[4];
  BrgBox      *corners[4];    /* top left, top right, bottom left, bottom right; owned */
  double       corner_x[4];
  double       corner_y[4];
  PangoLayout *letters[4];
  PangoLayout *number;        /* in the compass; NULL for none */
  double       compass_x;
  double       compass_y;
  double       compass;       /* its side */
  BrgSeat      dealer;
  guint        vulnerable;    /* seats, 1 << seat */
} DiagramBox;

/* A hand as lines: the seat and player, then a line a suit; a hand not
 * given is marked so. */
static char *
hand_markup (BrgPainter *painter,
             BrgBoard   *board,
             BrgSeat     seat,
             gboolean    with_seat)
{
  BrgDeal *deal = brg_board_get_deal (board);
  const char *player = brg_board_get_tag (board, hand_tags[seat]);
  GString *out = g_string_new (NULL);

  if (with_seat)
    {
      g_autofree char *seat_name = g_markup_escape_text (brg_seat_to_display (seat), -1);

      g_string_append_printf (out, "<b>%s</b>", seat_name);
      if (is_known_text (player))
        {
          g_autofree char *escaped = g_markup_escape_text (player, -1);

          g_string_append_printf (out, "  " GREY_SPAN "%s</span>", escaped);
        }
      g_string_append_c (out, '\n');
    }

  if (!brg_deal_is_hand_known (deal, seat))
    {
      /* Translators: marks a hand the file does not give, on a printed diagram */
      g_string_append_printf (out, GREY_SPAN "<i>%s</i></span>", _("hand not given"));
      return g_string_free (out, FALSE);
    }

  for (int suit = BRG_SUIT_SPADES; suit >= BRG_SUIT_CLUBS; suit--)
    {
      BrgCardSet hand = brg_deal_get_hand (deal, seat);
      g_autofree char *symbol = _brg_render_suit_markup ((BrgSuit) suit, four (painter));
      gboolean any = FALSE;

      g_string_append (out, symbol);
      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        if (brg_card_set_contains (hand, BRG_CARD (suit, rank)))
          {
            g_string_append_printf (out, " %s", brg_rank_to_display ((BrgRank) rank));
            any = TRUE;
          }
      /* A void is a dash, as diagrams print it. */
      if (!any)
        g_string_append (out, " \u2014");
      if (suit > BRG_SUIT_CLUBS)
        g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* A hand on one line, "North  ♠ A K 4   ♥ 8 7 2 …", which may break
 * between suits, never inside one. */
static char *
hand_line_markup (BrgPainter *painter,
                  BrgBoard   *board,
                  BrgSeat     seat)
{
  BrgDeal *deal = brg_board_get_deal (board);
  const char *player = brg_board_get_tag (board, hand_tags[seat]);
  g_autofree char *seat_name = g_markup_escape_text (brg_seat_to_display (seat), -1);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "<b>%s</b>", seat_name);
  if (is_known_text (player))
    {
      g_autofree char *escaped = g_markup_escape_text (player, -1);

      g_string_append_printf (out, "\u00a0\u00a0" GREY_SPAN "%s</span>", escaped);
    }
  if (!brg_deal_is_hand_known (deal, seat))
    {
      g_string_append_printf (out, "   " GREY_SPAN "<i>%s</i></span>", _("hand not given"));
      return g_string_free (out, FALSE);
    }
  for (int suit = BRG_SUIT_SPADES; suit >= BRG_SUIT_CLUBS; suit--)
    {
      BrgCardSet hand = brg_deal_get_hand (deal, seat);
      g_autofree char *symbol = _brg_render_suit_markup ((BrgSuit) suit, four (painter));
      gboolean any = FALSE;

      g_string_append_printf (out, "   %s", symbol);
      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        if (brg_card_set_contains (hand, BRG_CARD (suit, rank)))
          {
            g_string_append_printf (out, "\u00a0%s", brg_rank_to_display ((BrgRank) rank));
            any = TRUE;
          }
      if (!any)
        g_string_append (out, "\u00a0\u2014");
    }
  return g_string_free (out, FALSE);
}

static void
diagram_free (BrgBox *box)
{
  DiagramBox *self = (DiagramBox *) box;

  for (guint i = 0; i < 4; i++)
    {
      g_clear_object (&self->hands[i]);
      g_clear_object (&self->letters[i]);
      g_clear_pointer (&self->corners[i], _brg_box_free);
    }
  g_clear_object (&self->number);
}

static void
diagram_draw (BrgBox     *box,
              BrgPainter *painter,
              double      x,
              double      y)
{
  DiagramBox *self = (DiagramBox *) box;
  cairo_t *cr = painter->cr;
  double cx = x + self->compass_x, cy = y + self->compass_y, c = self->compass;
  double band = c * 0.26;

  for (guint i = 0; i < 4; i++)
    {
      if (self->hands[i] != NULL)
        {
          _brg_render_set_color (cr, BRG_RENDER_BLACK);
          _brg_render_show_layout (painter, self->hands[i], x + self->hand_x[i],
                                   y + self->hand_y[i]);
        }
      if (self->corners[i] != NULL)
        _brg_box_draw (self->corners[i], painter, x + self->corner_x[i], y + self->corner_y[i]);
    }

  /* The compass: vulnerable sides in red, the dealer's letter underlined. */
  cairo_save (cr);
  for (guint seat = 0; seat < 4; seat++)
    {
      double lw, lh, lx, ly;

      if (self->vulnerable & (1u << seat))
        {
          _brg_render_set_color (cr, BRG_RENDER_RED);
          switch (seat)
            {
            case BRG_SEAT_NORTH: cairo_rectangle (cr, cx, cy, c, band); break;
            case BRG_SEAT_SOUTH: cairo_rectangle (cr, cx, cy + c - band, c, band); break;
            case BRG_SEAT_WEST: cairo_rectangle (cr, cx, cy, band, c); break;
            default: cairo_rectangle (cr, cx + c - band, cy, band, c); break;
            }
          cairo_fill (cr);
        }
      _brg_render_layout_size (self->letters[seat], &lw, &lh);
      switch (seat)
        {
        case BRG_SEAT_NORTH: lx = cx + (c - lw) / 2; ly = cy + (band - lh) / 2; break;
        case BRG_SEAT_SOUTH: lx = cx + (c - lw) / 2; ly = cy + c - band + (band - lh) / 2; break;
        case BRG_SEAT_WEST: lx = cx + (band - lw) / 2; ly = cy + (c - lh) / 2; break;
        default: lx = cx + c - band + (band - lw) / 2; ly = cy + (c - lh) / 2; break;
        }
      _brg_render_set_color (cr, (self->vulnerable & (1u << seat)) ? 0xffffff : BRG_RENDER_BLACK);
      _brg_render_show_layout (painter, self->letters[seat], lx, ly);
      if (seat == self->dealer)
        {
          cairo_set_line_width (cr, 0.8);
          cairo_move_to (cr, lx, ly + lh * 0.95);
          cairo_line_to (cr, lx + lw, ly + lh * 0.95);
          cairo_stroke (cr);
        }
    }
  _brg_render_set_color (cr, BRG_RENDER_GREY);
  cairo_set_line_width (cr, 0.6);
  cairo_rectangle (cr, cx, cy, c, c);
  cairo_stroke (cr);
  if (self->number != NULL)
    {
      double nw, nh;

      _brg_render_layout_size (self->number, &nw, &nh);
      _brg_render_set_color (cr, BRG_RENDER_BLACK);
      _brg_render_show_layout (painter, self->number, cx + (c - nw) / 2, cy + (c - nh) / 2);
    }
  cairo_restore (cr);
}

/* The deal: North above the compass, West and East beside it, South
 * below; the hands in @hidden left out. @corners (top left, top right,
 * bottom left, bottom right; each may be NULL) are taken, and drawn in the
 * corners the hands leave free. */
static BrgBox *
diagram_new (BrgPainter *painter,
             BrgBoard   *board,
             guint       hidden,
             gboolean    number_in_compass,
             double      size,
             BrgBox     *corners[4])
{
  DiagramBox *self = g_new0 (DiagramBox, 1);
  BrgVulnerability vulnerability;
  double w[4] = { 0 }, h[4] = { 0 };
  double gap = size, col_w, col_e, centre, top, bottom, middle, c;

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *markup = NULL;
      g_autofree char *letter = NULL;

      if (!(hidden & (1u << seat)))
        {
          markup = hand_markup (painter, board, (BrgSeat) seat, TRUE);
          self->hands[seat] = _brg_render_layout (painter, markup, size, -1);
          _brg_render_layout_size (self->hands[seat], &w[seat], &h[seat]);
        }
      letter = g_strdup_printf ("<b>%s</b>", brg_seat_to_display_short ((BrgSeat) seat));
      self->letters[seat] = _brg_render_layout (painter, letter, size * 0.8, -1);
      self->corners[seat] = corners[seat];
    }

  if (number_in_compass && brg_board_get_number (board) > 0)
    {
      g_autofree char *number = g_strdup_printf ("<b>%u</b>", brg_board_get_number (board));

      self->number = _brg_render_layout (painter, number, size * 1.1, -1);
    }

  self->dealer = brg_board_get_dealer (board);
  if (brg_board_get_vulnerability (board, &vulnerability))
    for (guint seat = 0; seat < 4; seat++)
      if (brg_vulnerability_is_vulnerable (vulnerability, (BrgSeat) seat))
        self->vulnerable |= 1u << seat;

  c = self->compass = size * 4.2;
  col_w = MAX (w[BRG_SEAT_WEST], size * 6);
  col_e = MAX (w[BRG_SEAT_EAST], size * 6);
  centre = MAX (MAX (w[BRG_SEAT_NORTH], w[BRG_SEAT_SOUTH]), c);
  top = MAX (h[BRG_SEAT_NORTH], size * 5);
  bottom = MAX (h[BRG_SEAT_SOUTH], size * 5);
  if (corners[0] != NULL)
    col_w = MAX (col_w, corners[0]->width), top = MAX (top, corners[0]->height);
  if (corners[1] != NULL)
    col_e = MAX (col_e, corners[1]->width), top = MAX (top, corners[1]->height);
  if (corners[2] != NULL)
    col_w = MAX (col_w, corners[2]->width), bottom = MAX (bottom, corners[2]->height);
  if (corners[3] != NULL)
    col_e = MAX (col_e, corners[3]->width), bottom = MAX (bottom, corners[3]->height);
  middle = MAX (MAX (h[BRG_SEAT_WEST], h[BRG_SEAT_EAST]), c);

  self->compass_x = col_w + gap + (centre - c) / 2;
  self->compass_y = top + gap / 2 + (middle - c) / 2;

  /* North and South start at the compass's left edge, or further left
   * when they would not fit; West ends at the left column's right edge. */
  for (guint i = 0; i < 2; i++)
    {
      BrgSeat seat = i == 0 ? BRG_SEAT_NORTH : BRG_SEAT_SOUTH;

      self->hand_x[seat] = col_w + gap + MAX (0, MIN (self->compass_x - col_w - gap,
                                                      centre - w[seat]));
    }
  self->hand_y[BRG_SEAT_NORTH] = top - h[BRG_SEAT_NORTH];
  self->hand_y[BRG_SEAT_SOUTH] = top + gap + middle;
  self->hand_x[BRG_SEAT_WEST] = col_w - w[BRG_SEAT_WEST];
  self->hand_y[BRG_SEAT_WEST] = top + gap / 2 + (middle - h[BRG_SEAT_WEST]) / 2;
  self->hand_x[BRG_SEAT_EAST] = col_w + gap + centre + gap;
  self->hand_y[BRG_SEAT_EAST] = top + gap / 2 + (middle - h[BRG_SEAT_EAST]) / 2;

  self->box.width = col_w + gap + centre + gap + col_e;
  self->box.height = top + gap + middle + bottom;
  if (corners[0] != NULL)
    self->corner_x[0] = 0, self->corner_y[0] = 0;
  if (corners[1] != NULL)
    self->corner_x[1] = self->box.width - corners[1]->width, self->corner_y[1] = 0;
  if (corners[2] != NULL)
    self->corner_x[2] = 0, self->corner_y[2] = self->box.height - corners[2]->height;
  if (corners[3] != NULL)
    {
      self->corner_x[3] = self->box.width - corners[3]->width;
      self->corner_y[3] = self->box.height - corners[3]->height;
    }

  self->box.draw = diagram_draw;
  self->box.free = diagram_free;
  return &self->box;
}

/* ---- Double dummy ---- */

/* The tricks each declarer takes in each denomination, NT first, and the
 * par below; NULL when the board carries neither. */
static BrgBox *
double_dummy_new (BrgPainter *painter,
                  BrgBoard   *board,
                  double      size)
{
  static const BrgSeat rows[4] = { BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST };
  static const BrgStrain strains[5] = {
    BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS, BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
  };
  GPtrArray *children = g_ptr_array_new_with_free_func ((GDestroyNotify) _brg_box_free);
  g_autofree char *par = NULL;
  BrgDdTable table;
  BrgPar par_value;

  if (brg_board_get_par (board, &par_value))
    {
      g_autofree char *display = brg_par_dup_display (&par_value);
      g_autofree char *markup = _brg_render_markup (display, four (painter));

      /* Translators: the par of a deal on a printed hand record, before its value */
      par = g_strdup_printf ("%s %s", _("Par"), markup);
    }
  if (brg_board_get_dd_table (board, &table))
    {
      GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (cells, NULL);
      for (guint i = 0; i < 5; i++)
        g_ptr_array_add (cells, strains[i] == BRG_STRAIN_NOTRUMP
                                  ? g_strdup (brg_strain_to_symbol (BRG_STRAIN_NOTRUMP))
                                  : _brg_render_suit_markup ((BrgSuit) strains[i], four (painter)));
      for (guint r = 0; r < 4; r++)
        {
          g_ptr_array_add (cells, g_strdup_printf ("<b>%s</b>",
                                                   brg_seat_to_display_short (rows[r])));
          for (guint i = 0; i < 5; i++)
            {
              guint tricks = table.tricks[strains[i]][rows[r]];

              g_ptr_array_add (cells, tricks != BRG_DD_UNKNOWN ? g_strdup_printf ("%u", tricks)
                                                               : g_strdup ("\u2013"));
            }
        }
      g_ptr_array_add (children, _brg_box_new_grid (painter, 6, cells, size, TRUE, FALSE));
    }
  if (par != NULL)
    {
      BrgBox *line = _brg_box_new_text (painter, par, size, -1, 0);

      line->space_before = size * 0.3;
      g_ptr_array_add (children, line);
    }
  if (children->len == 0)
    {
      g_ptr_array_unref (children);
      return NULL;
    }
  return _brg_box_new_column (children);
}

/* ---- Commentary ---- */

/* A long paragraph is laid out in pieces of about this many bytes, each
 * its own layout, broken at a space: Pango lays out one paragraph in time
 * that grows faster than its length, and a page then draws a few pieces,
 * not one layout of a megabyte. A diagram, in pieces of this many lines;
 * a line longer than a page is wide is no diagram. */
#define PIECE_BYTES    2000
#define PIECE_LINES    60
#define MONO_MAX_LINE  160

/* The most commentary printed for one board (about 20 pages): past it a
 * note says the rest is not printed, so that one comment of a megabyte
 * does not make a book. */
#define COMMENTARY_CAP 100000

/* Whether the board's commentary may print the @bytes of @text more
 * (counted in characters); past the cap, the note that says so, once. */
static gboolean
within_cap (BrgPainter *painter,
            const char *text,
            gsize       bytes,
            double      width,
            GPtrArray  *boxes)
{
  g_autofree char *note = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *markup = NULL;
  gsize chars;
  BrgBox *box;

  if (painter->commentary_capped)
    return FALSE;
  chars = g_utf8_strlen (text, bytes);
  if (painter->commentary_used + chars <= COMMENTARY_CAP)
    {
      painter->commentary_used += chars;
      return TRUE;
    }
  painter->commentary_capped = TRUE;
  note = g_strdup_printf (_("The rest of this board\u2019s commentary is not printed: a board "
                            "prints its first %u characters."), COMMENTARY_CAP);
  escaped = g_markup_escape_text (note, -1);
  markup = g_strdup_printf (GREY_SPAN "<i>%s</i></span>", escaped);
  box = _brg_box_new_text (painter, markup, painter->size, width, 0);
  box->space_before = painter->size * 0.45;
  g_ptr_array_add (boxes, box);
  return FALSE;
}

/* Where to end a piece of at most @room bytes of @text: after the last
 * line end or space in its last quarter, else at a character's start. */
static gsize
piece_end (const char *text,
           gsize       length,
           gsize       room)
{
  gsize end;

  if (length <= room)
    return length;
  for (end = room; end > room - room / 4; end--)
    if (text[end - 1] == ' ' || text[end - 1] == '\n')
      return end;
  end = room;
  while (end > 1 && ((guchar) text[end] & 0xc0) == 0x80)
    end--;
  return end;
}

/* @text in the styles of @style, as Pango markup with the suits coloured. */
static void
append_styled (GString      *markup,
               BrgTextStyle  style,
               const char   *text,
               gsize         length,
               gboolean      four_color)
{
  static const struct { BrgTextStyle style; const char *tag; } tags[] = {
    { BRG_TEXT_BOLD, "b" }, { BRG_TEXT_ITALIC, "i" }, { BRG_TEXT_UNDERLINE, "u" },
    { BRG_TEXT_STRIKETHROUGH, "s" }, { BRG_TEXT_MONOSPACE, "tt" },
    { BRG_TEXT_SUPERSCRIPT, "sup" }, { BRG_TEXT_SUBSCRIPT, "sub" },
  };
  g_autofree char *piece = g_strndup (text, length);
  g_autofree char *body = _brg_render_markup (piece, four_color);

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    if (style & tags[i].style)
      g_string_append_printf (markup, "<%s>", tags[i].tag);
  g_string_append (markup, body);
  for (guint i = G_N_ELEMENTS (tags); i > 0; i--)
    if (style & tags[i - 1].style)
      g_string_append_printf (markup, "</%s>", tags[i - 1].tag);
}

static void
add_piece (BrgPainter *painter,
           GString    *markup,
           double      width,
           double      indent,
           gboolean    first,
           GPtrArray  *boxes)
{
  BrgBox *box = _brg_box_new_text (painter, markup->str, painter->size, width, indent);

  /* (The pieces of one paragraph follow each other without a gap.) */
  box->space_before = first ? painter->size * 0.45 : 0;
  g_ptr_array_add (boxes, box);
  g_string_truncate (markup, 0);
}

/* A paragraph wrapped to the page, its line breaks kept, in pieces. */
static void
append_paragraph (BrgPainter         *painter,
                  const BrgTextBlock *block,
                  double              width,
                  double              indent,
                  GPtrArray          *boxes)
{
  g_autoptr(GString) markup = g_string_new (NULL);
  gsize in_piece = 0;
  gboolean first = TRUE;

  for (guint r = 0; r < block->runs->len; r++)
    {
      const BrgTextRun *run = g_ptr_array_index (block->runs, r);
      const char *text = run->text;
      gsize left = strlen (text);

      while (left > 0)
        {
          gsize take = piece_end (text, left, PIECE_BYTES - in_piece);

          if (!within_cap (painter, text, take, width, boxes))
            break;
          append_styled (markup, run->style, text, take, four (painter));
          text += take;
          left -= take;
          in_piece += take;
          if (in_piece >= PIECE_BYTES * 3 / 4 && left > 0)
            {
              add_piece (painter, markup, width, indent, first, boxes);
              first = FALSE;
              in_piece = 0;
            }
        }
    }
  if (markup->len > 0)
    add_piece (painter, markup, width, indent, first, boxes);
}

/* A diagram drawn in text, line for line in the fixed-width face, in
 * pieces; FALSE when a line is too long for a page to be one. */
static gboolean
append_diagram (BrgPainter         *painter,
                const BrgTextBlock *block,
                double              width,
                double              indent,
                GPtrArray          *boxes)
{
  g_autofree char *text = brg_text_block_dup_plain_text (block);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);

  for (guint i = 0; i < n; i++)
    if (g_utf8_strlen (lines[i], -1) > MONO_MAX_LINE)
      return FALSE;

  for (guint i = 0; i < n; i += PIECE_LINES)
    {
      g_autofree char *piece = NULL;
      char *saved = NULL;
      BrgBox *box;

      if (i + PIECE_LINES < n)
        {
          saved = lines[i + PIECE_LINES];
          lines[i + PIECE_LINES] = NULL;
        }
      piece = g_strjoinv ("\n", lines + i);
      if (saved != NULL)
        lines[i + PIECE_LINES] = saved;
      if (!within_cap (painter, piece, strlen (piece), width, boxes))
        return TRUE;
      box = g_new0 (BrgBox, 1);
      box->layout = _brg_render_mono_layout (painter, piece, painter->size * 0.9);
      box->indent = indent;
      _brg_render_layout_size (box->layout, &box->width, &box->height);
      box->width += indent;
      box->space_before = i == 0 ? painter->size * 0.45 : 0;
      g_ptr_array_add (boxes, box);
    }
  return TRUE;
}

/* A comment as its reader sees it (BrgCommentary, the one rule of every
 * view): paragraphs wrapped to the page with their line breaks, styles
 * and coloured suits; diagrams line for line in the fixed-width face. */
static void
append_comment (BrgPainter       *painter,
                const BrgComment *comment,
                double            width,
                double            indent,
                GPtrArray        *boxes)
{
  g_autoptr(BrgCommentary) commentary = brg_commentary_new_for_comment (comment);

  for (guint i = 0; i < brg_commentary_get_n_blocks (commentary); i++)
    {
      const BrgTextBlock *block = brg_commentary_get_block (commentary, i);

      if (painter->commentary_capped)
        return;
      if (block->kind == BRG_TEXT_BLOCK_PREFORMATTED
          && append_diagram (painter, block, width, indent, boxes))
        continue;
      append_paragraph (painter, block, width, indent, boxes);
    }
}

static void
append_comments (BrgPainter *painter,
                 GPtrArray  *comments,
                 double      width,
                 double      indent,
                 GPtrArray  *boxes)
{
  for (guint i = 0; comments != NULL && i < comments->len; i++)
    append_comment (painter, g_ptr_array_index (comments, i), width, indent, boxes);
}

static BrgBox *
heading_new (BrgPainter *painter,
             const char *text,
             double      width)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  g_autofree char *markup = g_strdup_printf ("<b>%s</b>", escaped);
  BrgBox *box = _brg_box_new_text (painter, markup, painter->size * 1.05, width, 0);

  box->space_before = painter->size * 0.9;
  box->keep_with_next = TRUE;
  return box;
}

/* A line marking what the board does not give, in grey italics. */
static BrgBox *
missing_new (BrgPainter *painter,
             const char *text,
             double      width)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  g_autofree char *markup = g_strdup_printf (GREY_SPAN "<i>%s</i></span>", escaped);
  BrgBox *box = _brg_box_new_text (painter, markup, painter->size, width, 0);

  box->space_before = painter->size * 0.9;
  return box;
}

/* ---- Notes and annotations ---- */

/* A note's number raised and small after a call or card, or before the
 * note. Pango's <sup> scales from its own default size, not the text's. */
static char *
note_number_markup (double size,
                    guint  number)
{
  return g_strdup_printf ("<span size=\"%d\" rise=\"%d\">%u</span>",
                          (int) (size * 0.7 * PANGO_SCALE), (int) (size * 0.4 * PANGO_SCALE),
                          number);
}

/* A call or card's annotation after it: the suffix and the NAGs as a
 * reader knows them (`!` whether the file wrote `!` or `$1`), then the
 * note as a superscript number. */
static void
append_annotation (GString             *out,
                   const BrgAnnotation *annotation,
                   BrgSectionKind       section,
                   gboolean             with_notes,
                   double               size)
{
  g_autofree char *glyphs = NULL;
  g_autofree char *escaped = NULL;

  if (annotation == NULL)
    return;
  glyphs = brg_annotation_dup_glyphs (annotation, section);
  escaped = g_markup_escape_text (glyphs, -1);
  /* "Pass $20", not "Pass$20". */
  if (glyphs[0] == '$')
    g_string_append_c (out, ' ');
  g_string_append (out, escaped);
  if (with_notes && annotation->note > 0)
    {
      g_autofree char *number = note_number_markup (size, annotation->note);

      g_string_append (out, number);
    }
}

static gboolean
has_comments (const BrgAnnotation *annotation)
{
  return annotation != NULL && annotation->comments != NULL && annotation->comments->len > 0;
}

static void
append_note (BrgPainter    *painter,
             const BrgNote *note,
             double         width,
             gboolean       with_comments,
             GPtrArray     *boxes)
{
  BrgComment comment = { BRG_COMMENT_BRACE, note->text };
  g_autofree char *text = brg_comment_dup_display_text (&comment);
  g_autofree char *markup_text = _brg_render_markup (text, four (painter));
  g_autofree char *number = note_number_markup (painter->size * 0.95, note->index);
  g_autofree char *markup = g_strdup_printf ("%s %s", number, markup_text);
  BrgBox *box = _brg_box_new_text (painter, markup, painter->size * 0.95, width, painter->size);

  box->space_before = painter->size * 0.3;
  g_ptr_array_add (boxes, box);
  if (with_comments)
    append_comments (painter, note->comments, width, painter->size * 2, boxes);
}

/* A call's or card's commentary under the grid: "2♣: …". */
static void
append_remark (BrgPainter          *painter,
               const char          *label_markup,
               const BrgAnnotation *annotation,
               double               width,
               GPtrArray           *boxes)
{
  g_autofree char *markup = g_strdup_printf ("<b>%s</b>", label_markup);
  BrgBox *label = _brg_box_new_text (painter, markup, painter->size, width, 0);

  label->space_before = painter->size * 0.6;
  label->keep_with_next = TRUE;
  g_ptr_array_add (boxes, label);
  append_comments (painter, annotation->comments, width, painter->size, boxes);
}

/* A section the model could not hold is kept as its text: shown so. */
static void
append_kept_section (BrgPainter   *painter,
                     const BrgTag *tag,
                     GPtrArray    *boxes)
{
  g_autoptr(GString) text = g_string_new (NULL);
  BrgBox *box;

  for (guint i = 0; i < tag->section->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "",
                            (char *) g_ptr_array_index (tag->section, i));
  box = g_new0 (BrgBox, 1);
  box->layout = _brg_render_mono_layout (painter, text->str, painter->size * 0.9);
  _brg_render_layout_size (box->layout, &box->width, &box->height);
  box->space_before = painter->size * 0.45;
  g_ptr_array_add (boxes, box);
}

/* ---- The auction ---- */

static char *
seat_header_markup (BrgBoard *board,
                    BrgSeat   seat)
{
  g_autofree char *escaped = g_markup_escape_text (brg_seat_to_display (seat), -1);
  BrgVulnerability vulnerability;

  /* Vulnerable seats in the conventional red. */
  if (brg_board_get_vulnerability (board, &vulnerability)
      && brg_vulnerability_is_vulnerable (vulnerability, seat))
    return g_strdup_printf ("<span foreground=\"#c8102e\">%s</span>", escaped);
  return g_steal_pointer (&escaped);
}

static char *
call_markup (BrgPainter *painter,
             BrgAuction *auction,
             guint       position,
             gboolean    with_notes)
{
  BrgCall call = brg_auction_get_call (auction, position);
  BrgCallFlags flags = brg_auction_get_call_flags (auction, position);
  GString *out = g_string_new (NULL);

  if (flags & BRG_CALL_FLAGS_SKIPPED || !BRG_CALL_IS_VALID (call))
    g_string_append (out, "\u2014");
  else
    {
      g_autofree char *markup = _brg_render_call_markup (call, four (painter));

      g_string_append (out, markup);
    }
  /* An insufficient bid the opponents accepted (PBN §3.9). */
  if (flags & BRG_CALL_FLAGS_INSUFFICIENT)
    g_string_append_c (out, '*');
  append_annotation (out, brg_auction_get_annotation (auction, position), BRG_SECTION_AUCTION,
                     with_notes, painter->size);
  return g_string_free (out, FALSE);
}

/* Whether the last three calls are plain passes after a bid: printed as
 * "All pass". */
static gboolean
ends_all_pass (BrgAuction *auction)
{
  guint n = brg_auction_get_n_calls (auction);

  if (!brg_auction_is_complete (auction) || brg_auction_is_passed_out (auction) || n < 4)
    return FALSE;
  for (guint i = n - 3; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

      if (brg_auction_get_call (auction, i) != BRG_CALL_PASS
          || (annotation != NULL && !brg_annotation_is_empty (annotation)))
        return FALSE;
    }
  return TRUE;
}

static void
append_auction (BrgPainter    *painter,
                BrgBoard      *board,
                BrgRenderPart  part,
                double         width,
                GPtrArray     *boxes)
{
  BrgAuction *auction = brg_board_get_auction (board);
  const BrgTag *tag = brg_board_lookup_tag (board, "Auction");
  gboolean with_notes = shows (painter, BRG_RENDER_SHOW_NOTES);
  gboolean with_commentary = shows (painter, BRG_RENDER_SHOW_COMMENTARY)
                             && part != BRG_RENDER_PART_QUESTION;
  GPtrArray *cells;
  guint n, shown;
  BrgBox *grid;

  if (auction == NULL)
    {
      if (tag != NULL && tag->section != NULL && tag->section->len > 0)
        {
          g_ptr_array_add (boxes, heading_new (painter, _("Auction"), width));
          append_kept_section (painter, tag, boxes);
        }
      else
        /* Translators: printed where a board's auction would be */
        g_ptr_array_add (boxes, missing_new (painter, _("No auction given"), width));
      return;
    }

  g_ptr_array_add (boxes, heading_new (painter, _("Auction"), width));
  if (with_commentary)
    append_comments (painter, tag != NULL ? tag->comments : NULL, width, 0, boxes);

  cells = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < 4; i++)
    g_ptr_array_add (cells, seat_header_markup (board, columns[i]));
  for (guint i = 0; i < (brg_auction_get_dealer (auction) + 1) % 4; i++)
    g_ptr_array_add (cells, NULL);
  n = brg_auction_get_n_calls (auction);
  shown = ends_all_pass (auction) ? n - 3 : n;
  for (guint i = 0; i < shown; i++)
    g_ptr_array_add (cells, call_markup (painter, auction, i, with_notes));
  if (shown < n)
    /* Translators: the three passes that end an auction, in a printed auction */
    g_ptr_array_add (cells, g_strdup (_("All pass")));
  else if (!brg_auction_is_complete (auction)
           && brg_auction_get_end_mark (auction) == BRG_END_MARK_NONE)
    g_ptr_array_add (cells, g_strdup ("?"));
  grid = _brg_box_new_grid (painter, 4, cells, painter->size, TRUE, FALSE);
  grid->space_before = painter->size * 0.3;
  g_ptr_array_add (boxes, grid);

  if (with_notes)
    for (guint i = 0; i < brg_auction_get_n_notes (auction); i++)
      append_note (painter, brg_auction_get_nth_note (auction, i), width, with_commentary, boxes);

  if (with_commentary)
    for (guint i = 0; i < n; i++)
      {
        const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);
        g_autofree char *label = NULL;

        if (!has_comments (annotation))
          continue;
        /* What follows the last pass is about the board, not the pass. */
        if (i == n - 1 && brg_auction_is_complete (auction))
          {
            append_comments (painter, annotation->comments, width, 0, boxes);
            continue;
          }
        label = call_markup (painter, auction, i, with_notes);
        append_remark (painter, label, annotation, width, boxes);
      }
}

/* ---- The play ---- */

static void
append_play (BrgPainter *painter,
             BrgBoard   *board,
             double      width,
             GPtrArray  *boxes)
{
  BrgPlay *play = brg_board_get_play (board);
  const BrgTag *tag = brg_board_lookup_tag (board, "Play");
  gboolean with_notes = shows (painter, BRG_RENDER_SHOW_NOTES);
  gboolean with_commentary = shows (painter, BRG_RENDER_SHOW_COMMENTARY);
  g_autoptr(GPtrArray) remarks = NULL;
  GPtrArray *cells;
  guint n_tricks;
  BrgBox *grid;
  int claim;

  if (play == NULL)
    {
      if (tag != NULL && tag->section != NULL && tag->section->len > 0)
        {
          g_ptr_array_add (boxes, heading_new (painter, _("Play"), width));
          append_kept_section (painter, tag, boxes);
        }
      return;
    }
  n_tricks = brg_play_get_n_tricks (play);
  claim = brg_play_get_claim (play);
  if (n_tricks == 0 && claim < 0)
    return;

  g_ptr_array_add (boxes, heading_new (painter, _("Play"), width));
  if (with_commentary)
    append_comments (painter, tag != NULL ? tag->comments : NULL, width, 0, boxes);

  /* A row a trick, a column a seat: the lead underlined, the card that
   * won the trick in bold. */
  cells = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (cells, NULL);
  for (guint i = 0; i < 4; i++)
    g_ptr_array_add (cells, seat_header_markup (board, columns[i]));
  remarks = g_ptr_array_new_with_free_func ((GDestroyNotify) _brg_box_free);
  for (guint trick = 0; trick < n_tricks; trick++)
    {
      BrgSeat leader = brg_play_get_trick_leader (play, trick);
      BrgSeat winner = brg_play_get_trick_winner (play, trick);
      char *row[4] = { NULL };

      if (!BRG_SEAT_IS_VALID (leader))
        continue;
      for (guint k = 0; k < 4; k++)
        {
          BrgSeat seat = brg_seat_rotate (leader, (int) k);
          BrgCard card = brg_play_get_trick_card (play, trick, seat);
          /* Cards are kept in play order, four a trick. */
          guint index = trick * 4 + k;
          const BrgAnnotation *annotation =
            index < brg_play_get_n_cards (play) && brg_play_get_card_seat (play, index) == seat
              ? brg_play_get_annotation (play, index) : NULL;
          g_autoptr(GString) cell = g_string_new (NULL);
          g_autofree char *card_text = NULL;

          if (card == BRG_CARD_NONE)
            break;
          card_text = BRG_CARD_IS_VALID (card) ? _brg_render_card_markup (card, four (painter))
                                               : g_strdup ("\u2014");
          if (k == 0)
            g_string_append (cell, "<u>");
          if (seat == winner)
            g_string_append (cell, "<b>");
          g_string_append (cell, card_text);
          if (seat == winner)
            g_string_append (cell, "</b>");
          if (k == 0)
            g_string_append (cell, "</u>");
          append_annotation (cell, annotation, BRG_SECTION_PLAY, with_notes, painter->size);
          if (with_commentary && has_comments (annotation))
            {
              g_autofree char *label = g_strdup_printf ("%u. %s %s", trick + 1,
                                                        brg_seat_to_display_short (seat),
                                                        card_text);
              append_remark (painter, label, annotation, width, remarks);
            }
          for (guint c = 0; c < 4; c++)
            if (columns[c] == seat)
              row[c] = g_string_free (g_steal_pointer (&cell), FALSE);
        }
      g_ptr_array_add (cells, g_strdup_printf (GREY_SPAN "%u</span>", trick + 1));
      for (guint c = 0; c < 4; c++)
        g_ptr_array_add (cells, row[c]);
    }
  grid = _brg_box_new_grid (painter, 5, cells, painter->size, TRUE, FALSE);
  grid->space_before = painter->size * 0.3;
  g_ptr_array_add (boxes, grid);
  {
    g_autofree char *legend = g_strdup_printf (GREY_SPAN "%s</span>",
                                               /* Translators: the key under a printed play record */
                                               _("The lead is underlined, the card that won the "
                                                 "trick in bold."));
    BrgBox *line = _brg_box_new_text (painter, legend, painter->size * 0.8, width, 0);

    line->space_before = painter->size * 0.2;
    g_ptr_array_add (boxes, line);
  }

  if (claim >= 0)
    {
      g_autofree char *text = NULL;
      BrgBox *line;

      /* Translators: declarer's claim of the tricks not yet played */
      text = g_strdup_printf (ngettext ("Declarer claims %d of the remaining tricks",
                                        "Declarer claims %d of the remaining tricks", claim),
                              claim);
      line = _brg_box_new_text (painter, text, painter->size, width, 0);
      line->space_before = painter->size * 0.3;
      g_ptr_array_add (boxes, line);
    }

  if (with_notes)
    for (guint i = 0; i < brg_play_get_n_notes (play); i++)
      append_note (painter, brg_play_get_nth_note (play, i), width, with_commentary, boxes);
  for (guint i = 0; i < remarks->len; i++)
    g_ptr_array_add (boxes, g_steal_pointer (&g_ptr_array_index (remarks, i)));
}

/* ---- A board for an analysis or a handout ---- */

static gboolean
is_section_tag (const BrgTag *tag)
{
  return strcmp (tag->name, "Auction") == 0 || strcmp (tag->name, "Play") == 0;
}

/* The commentary on the tags: before the Auction tag for a question,
 * from it on for an answer, all of it otherwise; the auction's and play's
 * own go with them. */
static void
append_tag_comments (BrgPainter    *painter,
                     BrgBoard      *board,
                     BrgRenderPart  part,
                     double         width,
                     GPtrArray     *boxes)
{
  gboolean after_auction = FALSE;

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      if (strcmp (tag->name, "Auction") == 0)
        after_auction = TRUE;
      if (part == BRG_RENDER_PART_QUESTION && after_auction)
        break;
      if (part == BRG_RENDER_PART_ANSWER && !after_auction)
        continue;
      if (!is_section_tag (tag))
        append_comments (painter, tag->comments, width, 0, boxes);
    }
}

/* Appends to @boxes the boxes of @board (at @position in its event) for
 * an analysis (@part FULL) or a handout's question or answer, @width wide. */
void
_brg_render_board_section (BrgPainter    *painter,
                           BrgBoard      *board,
                           guint          position,
                           BrgRenderPart  part,
                           double         width,
                           GPtrArray     *boxes)
{
  g_autofree char *title = _brg_render_board_title (board, position);
  g_autofree char *facts = _brg_render_board_facts (board);
  g_autofree char *facts_escaped = g_markup_escape_text (facts, -1);
  g_autofree char *title_escaped = g_markup_escape_text (title, -1);
  g_autofree char *title_markup = NULL;
  g_autofree char *result = NULL;
  gboolean question = part == BRG_RENDER_PART_QUESTION;
  gboolean commentary = shows (painter, BRG_RENDER_SHOW_COMMENTARY);
  BrgBox *corners[4] = { NULL };
  const char *label = NULL;
  BrgBox *box;

  painter->commentary_used = 0;
  painter->commentary_capped = FALSE;
  if (part == BRG_RENDER_PART_QUESTION)
    /* Translators: the part of a lesson handout that asks */
    label = _("Question");
  else if (part == BRG_RENDER_PART_ANSWER)
    /* Translators: the part of a lesson handout that answers */
    label = _("Answer");
  title_markup = g_strdup_printf ("<span size=\"%d\"><b>%s</b>%s%s</span>   %s",
                                  (int) (painter->size * 1.4 * PANGO_SCALE), title_escaped,
                                  label != NULL ? " \u00b7 " : "", label != NULL ? label : "",
                                  facts_escaped);
  box = _brg_box_new_text (painter, title_markup, painter->size, width, 0);
  box->keep_with_next = TRUE;
  g_ptr_array_add (boxes, box);

  if (!question && (result = result_markup (painter, board)) != NULL)
    {
      box = _brg_box_new_text (painter, result, painter->size, width, 0);
      box->space_before = painter->size * 0.2;
      box->keep_with_next = TRUE;
      g_ptr_array_add (boxes, box);
    }

  /* The commentary before the first tag: the board's introduction, part
   * of the question. */
  if (commentary && part != BRG_RENDER_PART_ANSWER)
    for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
      append_comment (painter, brg_board_get_leading_comment (board, i), width, 0, boxes);

  if (!question && shows (painter, BRG_RENDER_SHOW_DOUBLE_DUMMY))
    corners[3] = double_dummy_new (painter, board, painter->size * 0.85);
  box = diagram_new (painter, board, question ? _brg_render_hidden_seats (board, painter->options) : 0,
                     FALSE, painter->size * 1.1, corners);
  box->space_before = painter->size * 0.8;
  g_ptr_array_add (boxes, box);

  if (commentary)
    append_tag_comments (painter, board, part, width, boxes);

  if (shows (painter, BRG_RENDER_SHOW_AUCTION))
    append_auction (painter, board, part, width, boxes);
  if (!question && shows (painter, BRG_RENDER_SHOW_PLAY))
    append_play (painter, board, width, boxes);
}

/* ---- A hand record's cell ---- */

/* The board in a cell of a hand record: the deal with the board number in
 * the compass, the board, dealer and vulnerability top left; the
 * double-dummy tricks and the par bottom right, or under the deal when
 * @dd_below (a tall cell has room there, a wide one in the corner). */
BrgBox *
_brg_render_hand_record_cell (BrgPainter *painter,
                              BrgBoard   *board,
                              guint       position,
                              gboolean    dd_below)
{
  g_autofree char *title = _brg_render_board_title (board, position);
  g_autofree char *title_escaped = g_markup_escape_text (title, -1);
  g_autoptr(GString) facts = g_string_new (NULL);
  BrgBox *corners[4] = { NULL };
  BrgSeat dealer = brg_board_get_dealer (board);
  BrgVulnerability vulnerability;
  BrgBox *dd = NULL, *diagram;
  GPtrArray *children;

  g_string_append_printf (facts, "<span size=\"%d\"><b>%s</b></span>",
                          (int) (painter->size * 1.25 * PANGO_SCALE), title_escaped);
  if (BRG_SEAT_IS_VALID (dealer))
    {
      g_string_append_c (facts, '\n');
      g_string_append_printf (facts, _("Dealer %s"), brg_seat_to_display (dealer));
    }
  if (brg_board_get_vulnerability (board, &vulnerability))
    g_string_append_printf (facts, "\n%s", brg_vulnerability_to_display (vulnerability));
  corners[0] = _brg_box_new_text (painter, facts->str, painter->size * 0.9, -1, 0);
  if (shows (painter, BRG_RENDER_SHOW_DOUBLE_DUMMY))
    dd = double_dummy_new (painter, board, painter->size * (dd_below ? 0.9 : 0.8));
  if (!dd_below || dd == NULL)
    {
      corners[3] = dd;
      return diagram_new (painter, board, 0, TRUE, painter->size, corners);
    }
  diagram = diagram_new (painter, board, 0, TRUE, painter->size, corners);
  dd->space_before = painter->size * 0.8;
  children = g_ptr_array_new_with_free_func ((GDestroyNotify) _brg_box_free);
  g_ptr_array_add (children, diagram);
  g_ptr_array_add (children, dd);
  return _brg_box_new_column (children);
}

/* ---- A bidding sheet's cell ---- */

typedef struct
{
  BrgBox    box;
  BrgCard   cards[13];
  guint     n_cards;
  double    card_height;
  double    step;
} FanBox;

static void
fan_draw (BrgBox     *box,
          BrgPainter *painter,
          double      x,
          double      y)
{
  FanBox *self = (FanBox *) box;

  if (painter->deck == NULL)
    return;
  for (guint i = 0; i < self->n_cards; i++)
    brg_render_deck_draw_card (painter->deck, painter->cr, self->cards[i], x + i * self->step, y,
                               self->card_height);
}

/* The hand as a fan of card images from the SVG deck, spades first. */
static BrgBox *
fan_new (BrgPainter *painter,
         BrgCardSet  hand,
         double      card_height)
{
  FanBox *self = g_new0 (FanBox, 1);
  double card_width = card_height * brg_render_deck_get_aspect (painter->deck);

  for (int suit = BRG_SUIT_SPADES; suit >= BRG_SUIT_CLUBS; suit--)
    for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
      if (brg_card_set_contains (hand, BRG_CARD (suit, rank)) && self->n_cards < 13)
        self->cards[self->n_cards++] = BRG_CARD (suit, rank);
  self->card_height = card_height;
  /* The corner index sits in the left 30 % of a card (data/cards/README);
   * a ten's needs a little more. */
  self->step = card_width * 0.42;
  self->box.width = self->n_cards > 0 ? card_width + (self->n_cards - 1) * self->step : 0;
  self->box.height = card_height;
  self->box.draw = fan_draw;
  return &self->box;
}

/* @seat's hand of @board alone, for bidding practice: the board, dealer
 * and vulnerability, the hand as cards and as text, and an empty auction
 * to write in, @width wide. */
BrgBox *
_brg_render_bidding_cell (BrgPainter *painter,
                          BrgBoard   *board,
                          guint       position,
                          BrgSeat     seat,
                          double      width,
                          guint       n_rows)
{
  g_autofree char *title = _brg_render_board_title (board, position);
  g_autofree char *facts = _brg_render_board_facts (board);
  g_autofree char *title_markup = NULL;
  g_autofree char *hand = hand_line_markup (painter, board, seat);
  GPtrArray *children = g_ptr_array_new_with_free_func ((GDestroyNotify) _brg_box_free);
  BrgDeal *deal = brg_board_get_deal (board);
  BrgBox *box;

  {
    g_autofree char *title_escaped = g_markup_escape_text (title, -1);
    g_autofree char *facts_escaped = g_markup_escape_text (facts, -1);

    title_markup = g_strdup_printf ("<span size=\"%d\"><b>%s</b></span>   %s",
                                    (int) (painter->size * 1.3 * PANGO_SCALE), title_escaped,
                                    facts_escaped);
  }
  g_ptr_array_add (children, _brg_box_new_text (painter, title_markup, painter->size, width, 0));

  /* The cards, and the hand as text on one line under them. */
  if (painter->deck != NULL && brg_deal_is_hand_known (deal, seat))
    {
      box = fan_new (painter, brg_deal_get_hand (deal, seat), painter->size * 7);
      box->space_before = painter->size * 0.6;
      g_ptr_array_add (children, box);
    }
  box = _brg_box_new_text (painter, hand, painter->size, width, 0);
  box->space_before = painter->size * 0.5;
  g_ptr_array_add (children, box);

  box = _brg_box_new_write_in (painter, MIN (width, painter->size * 26), n_rows, painter->size);
  box->space_before = painter->size * 0.8;
  g_ptr_array_add (children, box);
  return _brg_box_new_column (children);
}
