/* brg-table-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "brg-markup-private.h"
#include "brg-table-view-private.h"

/**
 * BrgTableView:
 *
 * The bridge table of one board, custom drawn: North and South as
 * horizontal fans, East and West as one row per suit, the current trick
 * around a compass in the centre, and the board's facts in the top corners.
 * Suits run ♠ ♥ ♦ ♣, each from the ace down; #BrgTableView:alternate-suits
 * makes them ♠ ♥ ♣ ♦, so that the colours of the two-colour deck
 * alternate (never in the four-colour deck, whose colours all differ). A
 * void shows as a dash in its suit's place.
 *
 * The view shows the board as it stands after the first
 * #BrgTableView:n-cards-played cards of its play (fewer when the play holds
 * fewer): played cards leave the hands, and the trick in progress, or the
 * trick just completed, lies in front of its players with its leader
 * marked. Hands named by the `Hidden` tag are drawn as backs unless
 * #BrgTableView:reveal-hidden is set; unknown hands are an empty labelled
 * area.
 *
 * Card faces come from a #BrgCardCache: rendered once per size and scale
 * factor, never in snapshot() after the first frame at a size; while the
 * window is resized, the old faces are drawn scaled until the size has
 * settled. The layout depends only on the allocation, the deck's aspect and
 * nothing of the board, so the table keeps its size and place from board
 * to board; the size request never changes, so a change of the board only
 * queues a redraw.
 */

/* Card heights, in logical pixels, the layout chooses between. */
#define MIN_CARD_HEIGHT  24.0
#define MAX_CARD_HEIGHT  300.0
/* The layout's size requests. The window folds the board list away when
 * the table would get less than its natural width. */
#define MIN_WIDTH        360
#define MIN_HEIGHT       260
#define NATURAL_WIDTH    560
#define NATURAL_HEIGHT   640
/* The deck's corner radius over its card height (data/cards). */
#define CARD_RADIUS      0.04
/* How long the card size must stay the same before the faces are rendered
 * at the new size, in milliseconds. */
#define SETTLE_DELAY     150

/* Left to right, top to bottom: the conventional order, as the CLI and
 * HTML write hands, and the one that alternates the colours of the
 * two-colour deck. */
static const BrgSuit conventional_order[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};
static const BrgSuit alternating_order[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_CLUBS, BRG_SUIT_DIAMONDS,
};

/* How many cards an East-West row is laid out for: a longer suit overlaps
 * its cards more, so that the table keeps its size from board to board. */
#define EW_ROW_CARDS 7

typedef struct
{
  /* What the layout was made for. */
  int              width;
  int              height;
  double           aspect;
  guint            ew_length;

  double           card_w;
  double           card_h;
  double           font_px;
  double           label_h;
  double           margin;
  double           gap;
  double           side_gap;
  double           fan_step;        /* N-S: card to card */
  double           suit_gap;        /* N-S: extra space between suits */
  double           row_step_x;      /* E-W: card to card in a row */
  double           row_step_y;      /* E-W: row to row */
  double           trick_gap;
  double           trick_offset;
  double           band;            /* the compass's band inside the panel */
  double           info_w;
  double           fan_w;
  double           ew_w;
  double           ew_h;
  double           panel_w;
  double           panel_h;
  double           centre_h;

  graphene_rect_t  hands[4];
  graphene_rect_t  labels[4];
  graphene_rect_t  panel;
  graphene_rect_t  info_left;
  graphene_rect_t  info_right;
  double           cx;
  double           cy;
} Layout;

typedef struct
{
  GdkRGBA fg;
  GdkRGBA dim;
  GdkRGBA accent;
  GdkRGBA vulnerable_bg;
  GdkRGBA vulnerable_fg;
  GdkRGBA panel_bg;
  GdkRGBA panel_border;
  GdkRGBA badge_bg;
  GdkRGBA best;                /* a double-dummy value: the best card */
  GdkRGBA costly;              /* a card that costs tricks */
  GdkRGBA suits[4];            /* by BrgSuit, for text */
} Palette;

struct _BrgTableView
{
  GtkWidget      parent_instance;

  /* Owned */
  BrgBoard      *board;
  BrgDeal       *deal;          /* the board's, while connected */
  BrgPlay       *play;          /* the board's, while connected */
  BrgAuction    *auction;       /* the board's, while connected */
  BrgCardCache  *cache;

  guint          n_cards_played;
  gboolean       reveal_hidden;
  int            hidden_seats;  /* -1: the Hidden tag's */
  gboolean       four_color;
  gboolean       show_contract;
  gboolean       alternate_suits;

  /* The position drawn, from update_position(). */
  BrgCardSet     dealt[4];      /* the hands before the first card */
  BrgCardSet     shown[4];
  gboolean       known[4];
  gboolean       hidden[4];     /* named by the Hidden tag */
  BrgCard        trick[4];
  BrgSeat        trick_leader;
  BrgSeat        trick_winner;  /* of the trick shown when it is complete */
  guint          tricks_won[2];

  /* The play entry and double dummy (brg_table_view_set_playable(),
   * brg_table_view_set_card_values()). */
  BrgCardSet     playable;
  BrgCard        hover_card;
  gboolean       has_values;
  BrgDdCardValues values;

  Layout         layout;
  /* While the size changes, the old textures are drawn scaled and the new
   * size is applied once it has settled. */
  guint          settle_id;
  int            pending_w;
  int            pending_h;
  /* The accessible description waits until the replay rests. */
  guint          accessible_id;
  gboolean       described_hidden[4];
};

G_DEFINE_FINAL_TYPE (BrgTableView, brg_table_view, GTK_TYPE_WIDGET)

enum {
  CARD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_BOARD,
  PROP_N_CARDS_PLAYED,
  PROP_REVEAL_HIDDEN,
  PROP_HIDDEN_SEATS,
  PROP_FOUR_COLOR,
  PROP_SHOW_CONTRACT,
  PROP_ALTERNATE_SUITS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const BrgSuit *
suit_order (BrgTableView *self)
{
  return self->alternate_suits && !self->four_color ? alternating_order : conventional_order;
}

/* The position */

/* What a sighted player sees of the table at a glance, in words, for a
 * screen reader: the board, the dealer and the vulnerability, the
 * contract (unless a quiz keeps it back), the trick on the table and who
 * is to play, the tricks won, and each hand as it is shown. A hidden
 * hand is only counted: its cards never appear. */
static char *
dup_description (BrgTableView *self)
{
  g_autoptr(BrgDeal) position = brg_deal_new ();
  GString *text = g_string_new (NULL);
  BrgSeat dealer = brg_board_get_dealer (self->board);
  BrgVulnerability vulnerability;
  BrgContract contract;
  BrgSeat declarer = BRG_SEAT_NONE;
  gboolean has_contract = self->show_contract
                          && brg_board_get_contract (self->board, &contract, &declarer);
  guint in_trick = 0;

  if (brg_board_get_number (self->board) > 0)
    g_string_append_printf (text, _("Board %u"), brg_board_get_number (self->board));
  else
    g_string_append (text, _("A board without a number"));
  if (BRG_SEAT_IS_VALID (dealer))
    /* Translators: part of a board's description, as in "Board 3, dealer South" */
    g_string_append_printf (text, _(", dealer %s"), brg_seat_to_display (dealer));
  if (brg_board_get_vulnerability (self->board, &vulnerability))
    g_string_append_printf (text, ", %s", brg_vulnerability_to_display (vulnerability));
  g_string_append (text, ". ");

  if (has_contract)
    {
      g_autofree char *contract_text = brg_contract_to_display (&contract);

      g_string_append (text, contract_text);
      if (!contract.passed_out && BRG_SEAT_IS_VALID (declarer))
        /* Translators: the declarer after the contract, as in "4♠ by South" */
        g_string_append_printf (text, _(" by %s"), brg_seat_to_display (declarer));
      g_string_append (text, ". ");
    }

  /* The trick on the table, from its leader, and who plays next. */
  for (guint i = 0; BRG_SEAT_IS_VALID (self->trick_leader) && i < 4; i++)
    {
      BrgSeat seat = (self->trick_leader + i) % 4;
      g_autofree char *card = NULL;

      if (!BRG_CARD_IS_VALID (self->trick[seat]))
        break;
      card = brg_card_to_display (self->trick[seat]);
      if (i == 0)
        /* Translators: the first card of the trick on the table: "West led ♥3" */
        g_string_append_printf (text, _("%s led %s"), brg_seat_to_display (seat), card);
      else
        /* Translators: a later card of the trick on the table: ", North played ♥2" */
        g_string_append_printf (text, _(", %s played %s"), brg_seat_to_display (seat), card);
      in_trick++;
    }
  if (in_trick > 0)
    g_string_append (text, ". ");
  if (BRG_SEAT_IS_VALID (self->trick_winner))
    /* Translators: who won the trick on the table, and leads the next */
    g_string_append_printf (text, _("%s wins the trick and leads. "),
                            brg_seat_to_display (self->trick_winner));
  else if (in_trick > 0 && in_trick < 4)
    /* Translators: the seat whose turn it is to play to the trick */
    g_string_append_printf (text, _("%s to play. "),
                            brg_seat_to_display ((self->trick_leader + in_trick) % 4));
  else if (in_trick == 0 && has_contract && !contract.passed_out && BRG_SEAT_IS_VALID (declarer)
           && self->play != NULL)
    /* Translators: the seat to make the opening lead */
    g_string_append_printf (text, _("%s to lead. "), brg_seat_to_display ((declarer + 1) % 4));

  if (self->tricks_won[BRG_SIDE_NS] + self->tricks_won[BRG_SIDE_EW] > 0)
    /* Translators: the tricks each side has won so far */
    g_string_append_printf (text, _("Tricks won: N-S %u, E-W %u. "),
                            self->tricks_won[BRG_SIDE_NS], self->tricks_won[BRG_SIDE_EW]);

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (self->known[seat])
      brg_deal_set_hand (position, seat, self->shown[seat], NULL);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_autofree char *hand = NULL;

      if (brg_table_view_is_hand_hidden (self, seat))
        hand = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "hidden, %u card",
                                             "hidden, %u cards",
                                             brg_card_set_count (self->shown[seat])),
                                brg_card_set_count (self->shown[seat]));
      else
        hand = brg_deal_dup_hand_display (position, seat);
      /* Translators: a seat and its hand in the table's description */
      g_string_append_printf (text, _("%s: %s. "), brg_seat_to_display (seat), hand);
    }
  g_strchomp (text->str);
  text->len = strlen (text->str);
  return g_string_free (text, FALSE);
}

/* The name stays short, the board's; the description says the rest. */
static void
update_accessible (BrgTableView *self)
{
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;

  if (self->board == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bridge table"),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "",
                                      -1);
      return;
    }
  name = brg_board_get_number (self->board) > 0
         /* Translators: the table's name for a screen reader */
         ? g_strdup_printf (_("Table, board %u"), brg_board_get_number (self->board))
         : g_strdup (_("Bridge table"));
  description = dup_description (self);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    self->described_hidden[seat] = brg_table_view_is_hand_hidden (self, seat);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static gboolean
accessible_timeout_cb (gpointer user_data)
{
  BrgTableView *self = user_data;

  self->accessible_id = 0;
  update_accessible (self);
  return G_SOURCE_REMOVE;
}

/* A screen reader is told once the replay has come to rest, not at every
 * card of a quick run through a trick: GTK 4.8 has no way to announce,
 * only to change what is read, and each change is sent at once. */
#define ACCESSIBLE_SETTLE_MS 300

static void
queue_accessible (BrgTableView *self)
{
  g_clear_handle_id (&self->accessible_id, g_source_remove);
  /* A hand hidden since (the Hidden tag edited): at once. */
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (brg_table_view_is_hand_hidden (self, seat) && !self->described_hidden[seat])
      {
        update_accessible (self);
        return;
      }
  self->accessible_id = g_timeout_add (ACCESSIBLE_SETTLE_MS, accessible_timeout_cb, self);
}

/* Now, when a hand is hidden again or another board is shown: a hidden
 * hand's cards must not stay in the description a moment longer. */
static void
update_accessible_now (BrgTableView *self)
{
  g_clear_handle_id (&self->accessible_id, g_source_remove);
  update_accessible (self);
}

/**
 * brg_table_view_dup_description:
 * @self: a table view
 *
 * What the table tells a screen reader once the replay rests, now.
 *
 * Returns: (transfer full): the table's accessible description
 */
char *
brg_table_view_dup_description (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), NULL);

  if (self->board == NULL)
    return g_strdup ("");
  return dup_description (self);
}

/* Computes what is drawn from the board and the number of cards played. */
static void
update_position (BrgTableView *self)
{
  BrgDeal *deal;
  BrgPlay *play;
  guint n_played = 0;
  guint hidden;

  for (guint seat = 0; seat < 4; seat++)
    {
      self->dealt[seat] = BRG_CARD_SET_EMPTY;
      self->shown[seat] = BRG_CARD_SET_EMPTY;
      self->known[seat] = FALSE;
      self->hidden[seat] = FALSE;
      self->trick[seat] = BRG_CARD_NONE;
    }
  self->trick_leader = BRG_SEAT_NONE;
  self->trick_winner = BRG_SEAT_NONE;
  self->tricks_won[BRG_SIDE_NS] = 0;
  self->tricks_won[BRG_SIDE_EW] = 0;

  if (self->board != NULL)
    {
      deal = brg_board_get_deal (self->board);
      play = brg_board_get_play (self->board);

      hidden = self->hidden_seats < 0 ? brg_board_get_hidden_seats (self->board)
                                      : (guint) self->hidden_seats;
      for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
        {
          self->hidden[seat] = (hidden & (1u << seat)) != 0;
          self->known[seat] = brg_deal_is_hand_known (deal, seat);
          self->dealt[seat] = brg_deal_get_hand (deal, seat);
          self->shown[seat] = self->dealt[seat];
        }

      if (play != NULL)
        n_played = MIN (self->n_cards_played, brg_play_get_n_cards (play));

      /* Played cards leave whichever hand holds them; an unknown card
       * (PBN's "-") leaves no trace in the hands. */
      for (guint i = 0; i < n_played; i++)
        {
          BrgCard card = brg_play_get_card (play, i);

          if (BRG_CARD_IS_VALID (card))
            for (guint seat = 0; seat < 4; seat++)
              self->shown[seat] &= ~BRG_CARD_SET_BIT (card);
        }

      /* The trick in progress, or the one just completed. */
      if (n_played > 0)
        {
          guint first = (n_played - 1) / 4 * 4;

          self->trick_leader = brg_play_get_card_seat (play, first);
          for (guint i = first; i < n_played; i++)
            {
              BrgSeat seat = brg_play_get_card_seat (play, i);

              if (BRG_SEAT_IS_VALID (seat))
                self->trick[seat] = brg_play_get_card (play, i);
            }
          if (n_played % 4 == 0)
            self->trick_winner = brg_play_get_trick_winner (play, n_played / 4 - 1);
        }

      for (guint trick = 0; trick < n_played / 4; trick++)
        {
          BrgSeat winner = brg_play_get_trick_winner (play, trick);

          if (BRG_SEAT_IS_VALID (winner))
            self->tricks_won[brg_seat_side (winner)]++;
        }
    }

  queue_accessible (self);
}

static void
position_changed (BrgTableView *self)
{
  update_position (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Signals of the board and its parts */

static void
board_changed_cb (BrgTableView *self)
{
  position_changed (self);
}

static void disconnect_parts (BrgTableView *self);
static void connect_parts    (BrgTableView *self);

static void
board_part_changed_cb (BrgTableView *self)
{
  disconnect_parts (self);
  connect_parts (self);
  position_changed (self);
}

static void
connect_parts (BrgTableView *self)
{
  g_assert (self->deal == NULL && self->play == NULL && self->auction == NULL);

  if (self->board == NULL)
    return;

  self->deal = g_object_ref (brg_board_get_deal (self->board));
  g_signal_connect_object (self->deal, "hand-changed",
                           G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);

  if (brg_board_get_play (self->board) != NULL)
    {
      self->play = g_object_ref (brg_board_get_play (self->board));
      g_signal_connect_object (self->play, "card-played",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->play, "card-removed",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
      /* Trick winners follow the trumps; the claim shows at the end. */
      g_signal_connect_object (self->play, "notify::trumps",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->play, "notify::claim",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
    }

  if (brg_board_get_auction (self->board) != NULL)
    {
      /* The contract comes from a complete auction. */
      self->auction = g_object_ref (brg_board_get_auction (self->board));
      g_signal_connect_object (self->auction, "call-added",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->auction, "call-removed",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

static void
disconnect_parts (BrgTableView *self)
{
  if (self->deal != NULL)
    g_signal_handlers_disconnect_by_data (self->deal, self);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->auction != NULL)
    g_signal_handlers_disconnect_by_data (self->auction, self);
  g_clear_object (&self->deal);
  g_clear_object (&self->play);
  g_clear_object (&self->auction);
}

/* Layout */

static double
fan_width (const Layout *l)
{
  return l->card_w + 12 * l->fan_step + 3 * l->suit_gap;
}

static void
set_metrics (Layout *l,
             double  h)
{
  double w = h * l->aspect;

  l->card_h = h;
  l->card_w = w;
  l->font_px = CLAMP (round (h * 0.1), 11, 20);
  l->label_h = ceil (l->font_px * 1.5);
  l->margin = CLAMP (round (h * 0.06), 4, 16);
  l->gap = CLAMP (round (h * 0.04), 3, 10);
  l->side_gap = MAX (round (h * 0.12), 8);
  l->fan_step = 0.3 * w;
  l->suit_gap = 0.12 * w;
  l->row_step_x = 0.3 * w;
  /* Rows show the whole corner index of the row above. */
  l->row_step_y = 0.42 * h;
  l->trick_gap = 0.05 * h;
  l->trick_offset = 0.07 * h;
  l->band = MAX (0.2 * h, l->font_px * 1.6);
  /* The least room for the board's facts beside North's hand; they are
   * ellipsized to fit. */
  l->info_w = l->font_px * 7;

  l->fan_w = fan_width (l);
  l->ew_w = w + (l->ew_length - 1) * l->row_step_x;
  l->ew_h = l->label_h + l->gap + h + 3 * l->row_step_y;
  l->panel_w = 3 * w + 2 * l->trick_gap + 2 * l->band;
  l->panel_h = 2 * h + 2 * l->trick_offset + 2 * l->band;
  l->centre_h = MAX (l->panel_h, l->ew_h);
}

static double
needed_width (const Layout *l)
{
  double top = l->fan_w + 2 * (l->info_w + l->side_gap);
  double middle = 2 * l->ew_w + 2 * l->side_gap + l->panel_w;

  return 2 * l->margin + MAX (top, middle);
}

static double
needed_height (const Layout *l)
{
  return 2 * l->margin + 2 * (l->card_h + 2 * l->gap + l->label_h) + l->centre_h;
}

static gboolean
layout_fits (Layout *l,
             double  h)
{
  set_metrics (l, h);
  return needed_width (l) <= l->width && needed_height (l) <= l->height;
}

static void
compute_layout (Layout *l,
                int     width,
                int     height,
                double  aspect,
                guint   ew_length)
{
  double lo = MIN_CARD_HEIGHT, hi = MAX_CARD_HEIGHT, h, step;
  double top, y, space, offset;

  l->width = width;
  l->height = height;
  l->aspect = aspect;
  l->ew_length = ew_length;

  /* The largest cards that fit, found by bisection: the metrics are not
   * linear in the card height (fonts and margins have bounds). */
  if (layout_fits (l, hi))
    h = hi;
  else if (!layout_fits (l, lo))
    h = lo;
  else
    {
      while (hi - lo > 0.5)
        {
          double mid = (lo + hi) / 2;

          if (layout_fits (l, mid))
            lo = mid;
          else
            hi = mid;
        }
      h = lo;
    }

  /* Round the card height to a few pixels, so that resizing the window
   * renders the deck again only now and then. */
  step = h < 80 ? 2 : h < 160 ? 4 : 8;
  h = MAX (MIN_CARD_HEIGHT, floor (h / step) * step);
  set_metrics (l, h);

  /* Spread the fans into the room left over, up to half a card, keeping
   * room in the corners for "Board 10000" in its larger bold type. */
  l->fan_step = CLAMP ((width - 2 * l->margin - 2 * (l->font_px * 9.5 + l->side_gap)
                        - l->card_w - 3 * l->suit_gap) / 12,
                       0.3 * l->card_w, 0.5 * l->card_w);
  l->fan_w = fan_width (l);
  if (ew_length > 1)
    l->row_step_x = CLAMP (((width - 2 * l->margin - l->panel_w - 4 * l->side_gap) / 2
                            - l->card_w) / (ew_length - 1),
                           0.3 * l->card_w, 0.45 * l->card_w);
  l->ew_w = l->card_w + (ew_length - 1) * l->row_step_x;

  l->cx = round (width / 2.0);
  top = MAX (0, floor ((height - needed_height (l)) / 2)) + l->margin;

  y = top;
  graphene_rect_init (&l->hands[BRG_SEAT_NORTH], l->cx - l->fan_w / 2, y, l->fan_w, l->card_h);
  y += l->card_h + l->gap;
  graphene_rect_init (&l->labels[BRG_SEAT_NORTH], l->cx - l->fan_w / 2, y, l->fan_w, l->label_h);
  y += l->label_h + l->gap;

  graphene_rect_init (&l->panel, l->cx - l->panel_w / 2, y + (l->centre_h - l->panel_h) / 2,
                      l->panel_w, l->panel_h);
  l->cy = round (l->panel.origin.y + l->panel_h / 2);

  /* East and West beside the panel, not too far from it. */
  space = l->panel.origin.x - l->margin - l->side_gap;
  offset = l->side_gap + MIN (MAX (space - l->ew_w, 0) / 2, 0.6 * l->card_w);
  graphene_rect_init (&l->labels[BRG_SEAT_WEST], l->panel.origin.x - offset - l->ew_w,
                      l->cy - l->ew_h / 2, l->ew_w, l->label_h);
  graphene_rect_init (&l->labels[BRG_SEAT_EAST], l->panel.origin.x + l->panel_w + offset,
                      l->cy - l->ew_h / 2, l->ew_w, l->label_h);
  for (BrgSeat seat = BRG_SEAT_EAST; seat <= BRG_SEAT_WEST; seat += 2)
    graphene_rect_init (&l->hands[seat], l->labels[seat].origin.x,
                        l->labels[seat].origin.y + l->label_h + l->gap,
                        l->ew_w, l->ew_h - l->label_h - l->gap);

  y += l->centre_h + l->gap;
  graphene_rect_init (&l->labels[BRG_SEAT_SOUTH], l->cx - l->fan_w / 2, y, l->fan_w, l->label_h);
  y += l->label_h + l->gap;
  graphene_rect_init (&l->hands[BRG_SEAT_SOUTH], l->cx - l->fan_w / 2, y, l->fan_w, l->card_h);

  graphene_rect_init (&l->info_left, l->margin, top,
                      l->hands[BRG_SEAT_NORTH].origin.x - l->side_gap - l->margin,
                      l->card_h + l->gap + l->label_h);
  graphene_rect_init (&l->info_right, l->cx + l->fan_w / 2 + l->side_gap, top,
                      l->info_left.size.width, l->info_left.size.height);
}

static const Layout *
ensure_layout (BrgTableView *self,
               int           width,
               int           height)
{
  double aspect = brg_card_cache_get_aspect (self->cache);
  guint ew_length = EW_ROW_CARDS;
  Layout *l = &self->layout;

  if (l->width != width || l->height != height || l->aspect != aspect
      || l->ew_length != ew_length)
    compute_layout (l, width, height, aspect, ew_length);

  return l;
}

/* Drawing helpers */

typedef struct
{
  BrgTableView         *self;
  GtkSnapshot          *snapshot;
  const Layout         *layout;
  Palette               palette;
  PangoLayout          *text;         /* Owned */
  PangoFontDescription *font;         /* Owned */
  int                   scale;
  double                card_w;       /* the textures' size in logical pixels */
  double                card_h;
  gboolean              use_cairo;    /* for GSK's cairo renderer */
} Draw;

static double
snap (const Draw *d,
      double      v)
{
  return round (v * d->scale) / d->scale;
}

static gboolean
lookup_color (GtkStyleContext *context,
              const char      *name,
              const char      *fallback,
              GdkRGBA         *color)
{
  if (gtk_style_context_lookup_color (context, name, color))
    return TRUE;
  gdk_rgba_parse (color, fallback);
  return FALSE;
}

static BrgMarkupFlags
suit_flags (gboolean four_color,
            gboolean dark)
{
  return (four_color ? BRG_MARKUP_FOUR_COLOR : BRG_MARKUP_PLAIN) | (dark ? BRG_MARKUP_DARK : 0);
}

static void
init_palette (BrgTableView *self,
              Palette      *p)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  gboolean dark;

  /* Drawn without a window (brg_table_view_render_texture()), the view
   * inherits no colour: take the window's. */
  if (gtk_widget_get_parent (GTK_WIDGET (self)) == NULL)
    lookup_color (context, "window_fg_color", "rgba(0,0,0,0.8)", &p->fg);
  else
    gtk_style_context_get_color (context, &p->fg);
  dark = 0.299 * p->fg.red + 0.587 * p->fg.green + 0.114 * p->fg.blue > 0.5;

  p->dim = p->fg;
  p->dim.alpha *= 0.65;
  p->panel_bg = p->fg;
  p->panel_bg.alpha *= 0.05;
  p->panel_border = p->fg;
  p->panel_border.alpha *= 0.14;
  p->badge_bg = p->fg;
  p->badge_bg.alpha *= 0.1;

  /* Named colours of the style sheet (libadwaita's), which follow the
   * dark style; a theme may name its own for the vulnerable seats. */
  lookup_color (context, "accent_color", dark ? "#78aeed" : "#1c71d8", &p->accent);
  if (!gtk_style_context_lookup_color (context, "finesse_vulnerable_bg_color", &p->vulnerable_bg))
    lookup_color (context, "destructive_bg_color", dark ? "#c01c28" : "#e01b24", &p->vulnerable_bg);
  if (!gtk_style_context_lookup_color (context, "finesse_vulnerable_fg_color", &p->vulnerable_fg))
    lookup_color (context, "destructive_fg_color", "#ffffff", &p->vulnerable_fg);

  /* Green and red badges carry white numbers: shades dark enough for them. */
  gdk_rgba_parse (&p->best, dark ? "#26a269" : "#1f8a4c");
  lookup_color (context, "destructive_bg_color", dark ? "#c01c28" : "#e01b24", &p->costly);

  /* The suits in the one table of colours the auction, the double-dummy
   * panel and the commentary use (brg-markup.c); a suit it leaves black
   * takes the text's colour. */
  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      const char *color = _brg_markup_suit_color (suit, suit_flags (self->four_color, dark));

      if (color == NULL || !gdk_rgba_parse (&p->suits[suit], color))
        p->suits[suit] = p->fg;
    }
}

static void
fill_rounded (GtkSnapshot           *snapshot,
              const graphene_rect_t *rect,
              double                 radius,
              const GdkRGBA         *color)
{
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, color, rect);
  gtk_snapshot_pop (snapshot);
}

static void
stroke_rounded (GtkSnapshot           *snapshot,
                const graphene_rect_t *rect,
                double                 radius,
                double                 width,
                const GdkRGBA         *color)
{
  GskRoundedRect rounded;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_append_border (snapshot, &rounded, widths, colors);
}

static char *
color_to_hex (const GdkRGBA *color)
{
  return g_strdup_printf ("#%02x%02x%02x",
                          (guint) round (CLAMP (color->red, 0, 1) * 255),
                          (guint) round (CLAMP (color->green, 0, 1) * 255),
                          (guint) round (CLAMP (color->blue, 0, 1) * 255));
}

/* Sets @markup on the shared layout with a font of @px pixels and returns
 * the text's height. A @width above 0 ellipsizes and aligns in it. */
static int
set_text (Draw           *d,
          const char     *markup,
          double          px,
          PangoWeight     weight,
          double          width,
          PangoAlignment  alignment)
{
  int text_height;

  pango_font_description_set_absolute_size (d->font, px * PANGO_SCALE);
  pango_font_description_set_weight (d->font, weight);
  pango_layout_set_font_description (d->text, d->font);
  pango_layout_set_width (d->text, width > 0 ? (int) (width * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (d->text, width > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  pango_layout_set_alignment (d->text, alignment);
  pango_layout_set_markup (d->text, markup, -1);
  pango_layout_get_pixel_size (d->text, NULL, &text_height);

  return text_height;
}

static void
draw_text_at (Draw          *d,
              double         x,
              double         y,
              const GdkRGBA *color)
{
  gtk_snapshot_save (d->snapshot);
  gtk_snapshot_translate (d->snapshot, &GRAPHENE_POINT_INIT (snap (d, x), snap (d, y)));
  gtk_snapshot_append_layout (d->snapshot, d->text, color);
  gtk_snapshot_restore (d->snapshot);
}

static void
draw_card (Draw    *d,
           BrgCard  card,
           double   x,
           double   y)
{
  const Layout *l = d->layout;
  GdkTexture *texture = brg_card_cache_get_texture (d->self->cache, card);
  graphene_rect_t rect = GRAPHENE_RECT_INIT (snap (d, x), snap (d, y), d->card_w, d->card_h);

  if (texture != NULL && d->use_cairo)
    {
      /* GTK 4.8's cairo renderer converts a texture's every pixel through
       * floats each time it paints it; cairo paints the surface behind it
       * as it is. */
      cairo_surface_t *surface = brg_card_cache_get_surface (d->self->cache, card);
      cairo_t *cr = gtk_snapshot_append_cairo (d->snapshot, &rect);

      cairo_translate (cr, rect.origin.x, rect.origin.y);
      cairo_scale (cr, d->card_w / cairo_image_surface_get_width (surface),
                   d->card_h / cairo_image_surface_get_height (surface));
      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      return;
    }

  if (texture != NULL)
    {
      gtk_snapshot_append_texture (d->snapshot, texture, &rect);
      return;
    }

  /* No deck: a plain card with its name, so the table stays usable. */
  fill_rounded (d->snapshot, &rect, l->card_h * CARD_RADIUS,
                &(GdkRGBA) { 1, 1, 1, 1 });
  stroke_rounded (d->snapshot, &rect, l->card_h * CARD_RADIUS, 1,
                  &(GdkRGBA) { 0.55, 0.55, 0.55, 1 });
  if (BRG_CARD_IS_VALID (card))
    {
      g_autofree char *name = brg_card_to_display (card);
      GdkRGBA color = { 0, 0, 0, 1 };
      /* A white card: the suit's colour of the light style. */
      const char *suit_color = _brg_markup_suit_color (BRG_CARD_SUIT (card),
                                                       suit_flags (d->self->four_color, FALSE));

      if (suit_color != NULL)
        gdk_rgba_parse (&color, suit_color);
      set_text (d, name, d->layout->font_px, PANGO_WEIGHT_BOLD, -1, PANGO_ALIGN_LEFT);
      draw_text_at (d, rect.origin.x + 3, rect.origin.y + 2, &color);
    }
}

/* Draws the part of a card that the next card, @next_x to the right, and
 * the next row, @bottom below, leave visible: painting what is covered
 * costs time in the cairo renderer, which composites every pixel of every
 * texture. */
static void
draw_card_part (Draw    *d,
                BrgCard  card,
                double   x,
                double   y,
                double   next_x,
                double   bottom)
{
  double left = snap (d, x), right = snap (d, next_x);
  double top = snap (d, y), low = snap (d, bottom);

  if (right - left >= d->card_w && low - top >= d->card_h)
    {
      draw_card (d, card, x, y);
      return;
    }

  gtk_snapshot_push_clip (d->snapshot,
                          &GRAPHENE_RECT_INIT (left, top, MIN (right - left, d->card_w),
                                               MIN (low - top, d->card_h)));
  draw_card (d, card, x, y);
  gtk_snapshot_pop (d->snapshot);
}

static void
draw_card_left_of (Draw    *d,
                   BrgCard  card,
                   double   x,
                   double   y,
                   double   next_x)
{
  draw_card_part (d, card, x, y, next_x, G_MAXDOUBLE);
}

/* Hands */

/* "♣—": the mark of a void, in the suit's colour. */
static void
draw_void (Draw    *d,
           BrgSuit  suit,
           double   x,
           double   y,
           double   width)
{
  const Layout *l = d->layout;
  g_autofree char *color = NULL;
  g_autofree char *markup = NULL;
  GdkRGBA suit_color = d->palette.suits[suit];

  color = g_strdup_printf ("#%02x%02x%02x", (guint) round (suit_color.red * 255),
                           (guint) round (suit_color.green * 255),
                           (guint) round (suit_color.blue * 255));
  markup = g_markup_printf_escaped ("<span foreground=\"%s\">%s</span>\u2014", color,
                                    brg_suit_to_symbol (suit));
  set_text (d, markup, l->font_px * 1.2, PANGO_WEIGHT_BOLD, width, PANGO_ALIGN_LEFT);
  draw_text_at (d, x, y, &d->palette.fg);
}

/* How wide a void's mark is drawn in a fan. */
static double
void_width (const Layout *l)
{
  return MAX (l->fan_step, l->font_px * 2.6);
}

static void
draw_unknown_hand (Draw                  *d,
                   const graphene_rect_t *area)
{
  const Layout *l = d->layout;
  int text_height;

  fill_rounded (d->snapshot, area, l->card_h * CARD_RADIUS * 2, &d->palette.panel_bg);
  stroke_rounded (d->snapshot, area, l->card_h * CARD_RADIUS * 2, 1, &d->palette.panel_border);
  /* Translators: shown in place of a hand whose cards are not given */
  text_height = set_text (d, _("Unknown hand"), l->font_px, PANGO_WEIGHT_NORMAL,
                          area->size.width, PANGO_ALIGN_CENTER);
  draw_text_at (d, area->origin.x, area->origin.y + (area->size.height - text_height) / 2,
                &d->palette.dim);
}

/* Where the cards of a face-up hand lie, in the order they are drawn
 * (later ones over earlier ones): each card's origin and where the next
 * card, to its right, and the next row, below, cover it; and the marks of
 * its voids. Drawing, clicking and the marks on the cards all use it. */
typedef struct
{
  BrgCard card;
  double  x;
  double  y;
  double  right;     /* where the next card starts covering it */
  double  bottom;    /* where the next row starts covering it */
} CardSlot;

typedef struct
{
  CardSlot slots[BRG_N_CARDS];
  guint    n_slots;
  struct
  {
    BrgSuit suit;
    double  x;
    double  y;
    double  width;
  }        voids[4];
  guint    n_voids;
} HandLayout;

static void
add_slot (HandLayout *h,
          BrgCard     card,
          double      x,
          double      y,
          double      right,
          double      bottom)
{
  CardSlot *slot = &h->slots[h->n_slots++];

  slot->card = card;
  slot->x = x;
  slot->y = y;
  slot->right = right;
  slot->bottom = bottom;
}

static void
add_void (HandLayout *h,
          BrgSuit     suit,
          double      x,
          double      y,
          double      width)
{
  h->voids[h->n_voids].suit = suit;
  h->voids[h->n_voids].x = x;
  h->voids[h->n_voids].y = y;
  h->voids[h->n_voids].width = width;
  h->n_voids++;
}

/* North and South: the suits in order, a void as a dash in its place, the
 * fan centred. The last card shows whole, and so does a void's mark after
 * it. */
static void
layout_fan (BrgTableView *self,
            const Layout *l,
            BrgSeat       seat,
            HandLayout   *h)
{
  const graphene_rect_t *area = &l->hands[seat];
  BrgCardSet cards = self->shown[seat];
  guint n = brg_card_set_count (cards);
  const BrgSuit *order = suit_order (self);
  double places[4];
  double end = 0;
  double x;
  guint seen = 0;

  h->n_slots = 0;
  h->n_voids = 0;
  if (n == 0)
    return;

  for (guint i = 0; i < 4; i++)
    {
      guint in_suit = brg_card_set_count (cards & BRG_CARD_SET_SUIT (order[i]));

      places[i] = end;
      seen += in_suit;
      if (in_suit == 0)
        end += void_width (l);
      else if (seen == n)
        end += (in_suit - 1) * l->fan_step + l->card_w;
      else
        end += in_suit * l->fan_step;
      end += l->suit_gap;
    }
  x = l->cx - (end - l->suit_gap) / 2;

  for (guint i = 0, drawn = 0; i < 4; i++)
    {
      BrgCardSet suit_cards = cards & BRG_CARD_SET_SUIT (order[i]);
      BrgCard card = BRG_CARD_NONE;
      double cx = x + places[i];

      if (suit_cards == 0)
        {
          add_void (h, order[i], cx, area->origin.y + l->card_h * 0.4, void_width (l));
          continue;
        }
      while ((card = brg_card_set_next (suit_cards, card)) != BRG_CARD_NONE)
        {
          BrgCardSet rest = suit_cards & (BRG_CARD_SET_BIT (card) - 1);
          double next_x = cx + l->fan_step + (rest == 0 ? l->suit_gap : 0);

          add_slot (h, card, cx, area->origin.y, ++drawn < n ? next_x : G_MAXDOUBLE,
                    G_MAXDOUBLE);
          cx = next_x;
        }
    }
}

/* East and West: one row per suit, a void as a dash. Each row but the last
 * is cut at the next one, so that no card shows its upside-down corner
 * below a shorter row; a long suit overlaps its cards more to keep to the
 * row's width. */
static void
layout_rows (BrgTableView *self,
             const Layout *l,
             BrgSeat       seat,
             HandLayout   *h)
{
  const graphene_rect_t *area = &l->hands[seat];
  BrgCardSet cards = self->shown[seat];
  const BrgSuit *order = suit_order (self);
  double y = area->origin.y;

  h->n_slots = 0;
  h->n_voids = 0;
  if (cards == 0)
    return;

  for (guint i = 0; i < 4; i++, y += l->row_step_y)
    {
      BrgCardSet suit_cards = cards & BRG_CARD_SET_SUIT (order[i]);
      guint in_suit = brg_card_set_count (suit_cards);
      double step = in_suit > 1 ? MIN (l->row_step_x, (l->ew_w - l->card_w) / (in_suit - 1))
                                : l->row_step_x;
      double bottom = i < 3 ? y + l->row_step_y : G_MAXDOUBLE;
      BrgCard card = BRG_CARD_NONE;
      double x = area->origin.x;

      if (in_suit == 0)
        {
          add_void (h, order[i], x, y + l->gap, area->size.width);
          continue;
        }
      while ((card = brg_card_set_next (suit_cards, card)) != BRG_CARD_NONE)
        {
          gboolean last = (suit_cards & (BRG_CARD_SET_BIT (card) - 1)) == 0;

          add_slot (h, card, x, y, last ? G_MAXDOUBLE : x + step, bottom);
          x += step;
        }
    }
}

static void
layout_hand (BrgTableView *self,
             const Layout *l,
             BrgSeat       seat,
             HandLayout   *h)
{
  if (seat == BRG_SEAT_NORTH || seat == BRG_SEAT_SOUTH)
    layout_fan (self, l, seat, h);
  else
    layout_rows (self, l, seat, h);
}

/* The part of a card in @slot that the cards after it leave visible. */
static graphene_rect_t
slot_visible (const CardSlot *slot,
              double          card_w,
              double          card_h)
{
  return GRAPHENE_RECT_INIT (slot->x, slot->y,
                             MIN (slot->right, slot->x + card_w) - slot->x,
                             MIN (slot->bottom, slot->y + card_h) - slot->y);
}

/* Whether the table marks and takes clicks on @seat's cards now. */
static gboolean
hand_is_face_up (BrgTableView *self,
                 BrgSeat       seat)
{
  return self->board != NULL && self->known[seat] && !brg_table_view_is_hand_hidden (self, seat);
}

/* The marks on a hand's cards: in the play entry, the cards that may not
 * be played are dimmed and the one under the pointer is outlined; with
 * double-dummy values, each card the seat on turn may play carries the
 * tricks its side takes if it is played, the best in green. */
static void
draw_hand_marks (Draw             *d,
                 BrgSeat           seat,
                 const HandLayout *h)
{
  BrgTableView *self = d->self;
  const Layout *l = d->layout;
  gboolean entry = (self->playable & self->shown[seat]) != 0;
  gboolean values = self->has_values && self->values.seat == seat;
  double radius = l->card_h * CARD_RADIUS;

  if (!entry && !values)
    return;

  for (guint i = 0; i < h->n_slots; i++)
    {
      const CardSlot *slot = &h->slots[i];
      graphene_rect_t visible = slot_visible (slot, d->card_w, d->card_h);
      int tricks = values ? self->values.tricks[slot->card] : -1;

      visible.origin.x = snap (d, visible.origin.x);
      visible.origin.y = snap (d, visible.origin.y);

      if (entry && !brg_card_set_contains (self->playable, slot->card))
        {
          /* A grey wash: the faces are white in either style. */
          GdkRGBA veil = { 0.45, 0.45, 0.45, 0.4 };

          gtk_snapshot_push_clip (d->snapshot, &visible);
          fill_rounded (d->snapshot, &GRAPHENE_RECT_INIT (visible.origin.x, visible.origin.y,
                                                          d->card_w, d->card_h),
                        radius, &veil);
          gtk_snapshot_pop (d->snapshot);
        }
      if (entry && slot->card == self->hover_card
          && brg_card_set_contains (self->playable, slot->card))
        {
          double width = MAX (2, round (l->card_h * 0.02));

          gtk_snapshot_push_clip (d->snapshot, &visible);
          stroke_rounded (d->snapshot,
                          &GRAPHENE_RECT_INIT (visible.origin.x, visible.origin.y,
                                               d->card_w, d->card_h),
                          radius, width, &d->palette.accent);
          gtk_snapshot_pop (d->snapshot);
        }

      if (tricks >= 0)
        {
          gboolean best = tricks == self->values.best;
          double size = MIN (MIN (l->font_px * 1.5, visible.size.width - 2), l->card_h * 0.2);
          graphene_rect_t badge;
          g_autofree char *text = g_strdup_printf ("%d", tricks);
          int text_height;

          if (size < 8)
            continue;
          /* At the foot of the part of the card that shows, clear of the
           * index in its top corner. */
          graphene_rect_init (&badge,
                              snap (d, visible.origin.x + (visible.size.width - size) / 2),
                              snap (d, visible.origin.y + visible.size.height - size - 2),
                              size, size);
          fill_rounded (d->snapshot, &badge, size / 2,
                        best ? &d->palette.best : &d->palette.costly);
          text_height = set_text (d, text, size * 0.62, PANGO_WEIGHT_BOLD, size,
                                  PANGO_ALIGN_CENTER);
          draw_text_at (d, badge.origin.x, badge.origin.y + (size - text_height) / 2,
                        &(GdkRGBA) { 1, 1, 1, 1 });
        }
    }
}

static void
draw_hand_cards (Draw             *d,
                 const HandLayout *h)
{
  for (guint i = 0; i < h->n_voids; i++)
    draw_void (d, h->voids[i].suit, h->voids[i].x, h->voids[i].y, h->voids[i].width);
  for (guint i = 0; i < h->n_slots; i++)
    draw_card_part (d, h->slots[i].card, h->slots[i].x, h->slots[i].y, h->slots[i].right,
                    h->slots[i].bottom);
}

static void
draw_fan (Draw    *d,
          BrgSeat  seat)
{
  const Layout *l = d->layout;
  BrgTableView *self = d->self;
  const graphene_rect_t *area = &l->hands[seat];
  guint n = brg_card_set_count (self->shown[seat]);
  HandLayout h;
  double x;

  if (!self->known[seat])
    {
      double w = MIN (area->size.width, 4 * l->card_w);

      draw_unknown_hand (d, &GRAPHENE_RECT_INIT (l->cx - w / 2, area->origin.y, w, l->card_h));
      return;
    }
  if (n == 0)
    return;

  if (brg_table_view_is_hand_hidden (self, seat))
    {
      x = l->cx - (l->card_w + (n - 1) * l->fan_step) / 2;
      for (guint i = 0; i + 1 < n; i++)
        draw_card_left_of (d, BRG_CARD_NONE, x + i * l->fan_step, area->origin.y,
                           x + (i + 1) * l->fan_step);
      draw_card (d, BRG_CARD_NONE, x + (n - 1) * l->fan_step, area->origin.y);
      return;
    }

  layout_fan (self, l, seat, &h);
  draw_hand_cards (d, &h);
  draw_hand_marks (d, seat, &h);
}

static void
draw_rows (Draw    *d,
           BrgSeat  seat)
{
  const Layout *l = d->layout;
  BrgTableView *self = d->self;
  const graphene_rect_t *area = &l->hands[seat];
  guint n = brg_card_set_count (self->shown[seat]);
  double y = area->origin.y;
  HandLayout h;

  if (!self->known[seat])
    {
      draw_unknown_hand (d, &GRAPHENE_RECT_INIT (area->origin.x, area->origin.y,
                                                 area->size.width, l->card_h * 1.2));
      return;
    }

  if (brg_table_view_is_hand_hidden (self, seat))
    {
      /* Backs in even rows, which do not tell the hand's shape. */
      guint n_rows = MIN (n, 4);

      for (guint row = 0; row < n_rows; row++)
        {
          guint in_row = n / n_rows + (row < n % n_rows);

          for (guint i = 0; i < in_row; i++)
            draw_card_left_of (d, BRG_CARD_NONE, area->origin.x + i * l->row_step_x,
                               y + row * l->row_step_y,
                               i + 1 < in_row ? area->origin.x + (i + 1) * l->row_step_x
                                              : G_MAXDOUBLE);
        }
      return;
    }
  if (n == 0)
    return;

  layout_rows (self, l, seat, &h);
  draw_hand_cards (d, &h);
  draw_hand_marks (d, seat, &h);
}

static char *
seat_label_markup (BrgTableView *self,
                   BrgSeat       seat)
{
  static const char *tags[] = { "North", "East", "South", "West" };
  const char *name = brg_board_get_tag (self->board, tags[seat]);
  g_autofree char *escaped = NULL;

  /* PBN §3.4: "?" for an unknown player, "" when inappropriate; dealing
   * programs write "-". The details pane leaves out the same values. */
  if (name == NULL || name[0] == '\0' || g_str_equal (name, "?") || g_str_equal (name, "-"))
    return g_markup_printf_escaped ("<b>%s</b>", brg_seat_to_display (seat));
  return g_markup_printf_escaped ("<b>%s</b>  %s", brg_seat_to_display (seat), name);
}

static void
draw_labels (Draw *d)
{
  const Layout *l = d->layout;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      const graphene_rect_t *rect = &l->labels[seat];
      g_autofree char *markup = seat_label_markup (d->self, seat);
      gboolean centred = seat == BRG_SEAT_NORTH || seat == BRG_SEAT_SOUTH;
      int text_height;

      text_height = set_text (d, markup, l->font_px, PANGO_WEIGHT_NORMAL, rect->size.width,
                              centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
      draw_text_at (d, rect->origin.x, rect->origin.y + (rect->size.height - text_height) / 2,
                    &d->palette.fg);
    }
}

/* The centre */

static void
trick_card_origin (const Layout *l,
                   BrgSeat       seat,
                   double       *x,
                   double       *y)
{
  const double w = l->card_w, h = l->card_h;

  if (seat == BRG_SEAT_NORTH)
    {
      *x = l->cx - w / 2;
      *y = l->cy - l->trick_offset - h;
    }
  else if (seat == BRG_SEAT_SOUTH)
    {
      *x = l->cx - w / 2;
      *y = l->cy + l->trick_offset;
    }
  else if (seat == BRG_SEAT_WEST)
    {
      *x = l->cx - w / 2 - l->trick_gap - w;
      *y = l->cy - h / 2;
    }
  else
    {
      *x = l->cx + w / 2 + l->trick_gap;
      *y = l->cy - h / 2;
    }
}

static void
draw_compass (Draw *d)
{
  const Layout *l = d->layout;
  BrgTableView *self = d->self;
  const graphene_rect_t *panel = &l->panel;
  BrgVulnerability vulnerability = BRG_VULNERABILITY_NONE;
  gboolean vulnerability_known;
  BrgSeat dealer;
  double size = MIN (l->band * 0.8, l->font_px * 1.6);

  fill_rounded (d->snapshot, panel, l->card_h * 0.08, &d->palette.panel_bg);
  stroke_rounded (d->snapshot, panel, l->card_h * 0.08, 1, &d->palette.panel_border);

  vulnerability_known = brg_board_get_vulnerability (self->board, &vulnerability);
  dealer = brg_board_get_dealer (self->board);
  if (!BRG_SEAT_IS_VALID (dealer) && brg_board_get_auction (self->board) != NULL)
    dealer = brg_auction_get_dealer (brg_board_get_auction (self->board));

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      gboolean vulnerable = vulnerability_known
                            && brg_vulnerability_is_vulnerable (vulnerability, seat);
      double bx, by;
      graphene_rect_t badge;
      int text_height;

      if (seat == BRG_SEAT_NORTH || seat == BRG_SEAT_SOUTH)
        {
          bx = l->cx;
          by = seat == BRG_SEAT_NORTH ? panel->origin.y + l->band / 2
                                      : panel->origin.y + panel->size.height - l->band / 2;
        }
      else
        {
          bx = seat == BRG_SEAT_WEST ? panel->origin.x + l->band / 2
                                     : panel->origin.x + panel->size.width - l->band / 2;
          by = l->cy;
        }

      graphene_rect_init (&badge, snap (d, bx - size / 2), snap (d, by - size / 2), size, size);
      /* Vulnerable seats in the conventional red. */
      fill_rounded (d->snapshot, &badge, size * 0.25,
                    vulnerable ? &d->palette.vulnerable_bg : &d->palette.badge_bg);
      text_height = set_text (d, brg_seat_to_display_short (seat), size * 0.62, PANGO_WEIGHT_BOLD,
                              size, PANGO_ALIGN_CENTER);
      draw_text_at (d, badge.origin.x, badge.origin.y + (size - text_height) / 2,
                    vulnerable ? &d->palette.vulnerable_fg : &d->palette.fg);

      if (seat == dealer)
        {
          /* The dealer's mark: a "D" disc beside the badge, on the side
           * away from the trick, so that no card covers it. */
          double r = MAX (size * 0.42, l->font_px * 0.6);
          graphene_rect_t disc;

          if (seat == BRG_SEAT_NORTH || seat == BRG_SEAT_SOUTH)
            graphene_rect_init (&disc, badge.origin.x + size + 3, by - r, 2 * r, 2 * r);
          else
            graphene_rect_init (&disc, bx - r, badge.origin.y - 2 * r - 3, 2 * r, 2 * r);
          disc.origin.x = snap (d, disc.origin.x);
          disc.origin.y = snap (d, disc.origin.y);

          fill_rounded (d->snapshot, &disc, r, &d->palette.accent);
          /* Translators: the mark of the dealer's seat on the table's compass */
          text_height = set_text (d, C_("dealer mark", "D"), r * 1.2, PANGO_WEIGHT_BOLD,
                                  2 * r, PANGO_ALIGN_CENTER);
          draw_text_at (d, disc.origin.x, disc.origin.y + (2 * r - text_height) / 2,
                        &(GdkRGBA) { 1, 1, 1, 1 });
        }
    }
}

static void
draw_trick (Draw *d)
{
  const Layout *l = d->layout;
  BrgTableView *self = d->self;
  BrgSeat seat;

  if (!BRG_SEAT_IS_VALID (self->trick_leader))
    return;

  /* Clockwise from the leader, so later cards lie on top. */
  seat = self->trick_leader;
  for (guint i = 0; i < 4; i++, seat = brg_seat_next (seat))
    {
      BrgCard card = self->trick[seat];
      double x, y;

      if (card == BRG_CARD_NONE)
        continue;
      trick_card_origin (l, seat, &x, &y);
      draw_card (d, card == BRG_CARD_UNKNOWN ? BRG_CARD_NONE : card, x, y);

      /* The leader while the trick is played, its winner once it is over. */
      if (BRG_SEAT_IS_VALID (self->trick_winner) ? seat == self->trick_winner
                                                 : seat == self->trick_leader)
        {
          double width = MAX (2, round (l->card_h * (BRG_SEAT_IS_VALID (self->trick_winner)
                                                     ? 0.03 : 0.018)));
          graphene_rect_t outline = GRAPHENE_RECT_INIT (snap (d, x) - width, snap (d, y) - width,
                                                        l->card_w + 2 * width,
                                                        l->card_h + 2 * width);

          stroke_rounded (d->snapshot, &outline, l->card_h * CARD_RADIUS + width, width,
                          &d->palette.accent);
        }
    }
}

/* The board's facts */

static char *
contract_markup (BrgTableView  *self,
                 const Palette *palette,
                 char         **declarer_markup)
{
  static const char *risks[] = { "", "\u00d7", "\u00d7\u00d7" };
  BrgContract contract;
  BrgSeat declarer;
  g_autofree char *strain = NULL;
  g_autofree char *level = NULL;
  g_autofree char *bid = NULL;
  g_autofree char *seat = NULL;

  if (!brg_board_get_contract (self->board, &contract, &declarer))
    return NULL;
  if (contract.passed_out)
    /* Translators: the contract of a board that all four players passed */
    return g_markup_printf_escaped ("<b>%s</b>", _("Passed out"));

  if (contract.strain == BRG_STRAIN_NOTRUMP)
    strain = g_markup_escape_text (brg_strain_to_symbol (BRG_STRAIN_NOTRUMP), -1);
  else
    {
      g_autofree char *color = color_to_hex (&palette->suits[contract.strain]);

      strain = g_markup_printf_escaped ("<span foreground=\"%s\">%s</span>", color,
                                        brg_strain_to_symbol (contract.strain));
    }
  level = contract.level > 0 ? g_strdup_printf ("%u", contract.level) : g_strdup ("");
  bid = g_strdup_printf ("<b>%s%s%s</b>", level, strain, risks[MIN (contract.risk, 2)]);
  seat = g_markup_escape_text (brg_seat_to_display (declarer), -1);

  /* The declarer goes on a line of its own: the corners are narrow when the
   * north hand is long, and "3NT by South" in one line was cut off. */
  /* Translators: the declarer under a contract in a corner of the table, "by South" */
  *declarer_markup = g_strdup_printf (_("by %s"), seat);
  return g_steal_pointer (&bid);
}

/* Draws one line of @markup in @rect at *@y, and moves *@y below it. */
static void
draw_line (Draw                  *d,
           const char            *markup,
           double                 px,
           const graphene_rect_t *rect,
           PangoAlignment         alignment,
           const GdkRGBA         *color,
           double                *y)
{
  int text_height = set_text (d, markup, px, PANGO_WEIGHT_NORMAL, rect->size.width, alignment);

  draw_text_at (d, rect->origin.x, *y, color);
  *y += text_height;
}

static void
draw_info (Draw *d)
{
  const Layout *l = d->layout;
  BrgTableView *self = d->self;
  const graphene_rect_t *left = &l->info_left, *right = &l->info_right;
  g_autofree char *contract = NULL;
  g_autofree char *declarer = NULL;
  BrgVulnerability vulnerability;
  BrgSeat dealer;
  BrgPlay *play;
  double y;

  if (left->size.width < l->font_px * 3)
    return;

  y = left->origin.y;
  if (brg_board_get_number (self->board) > 0)
    {
      g_autofree char *board = g_strdup_printf (_("Board %u"), brg_board_get_number (self->board));
      g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", board);

      draw_line (d, markup, l->font_px * 1.25, left, PANGO_ALIGN_LEFT, &d->palette.fg, &y);
    }

  dealer = brg_board_get_dealer (self->board);
  if (BRG_SEAT_IS_VALID (dealer))
    {
      /* Translators: the dealer of a board, such as "Dealer North" */
      g_autofree char *text = g_strdup_printf (_("Dealer %s"), brg_seat_to_display (dealer));
      g_autofree char *markup = g_markup_escape_text (text, -1);

      draw_line (d, markup, l->font_px, left, PANGO_ALIGN_LEFT, &d->palette.dim, &y);
    }

  if (brg_board_get_vulnerability (self->board, &vulnerability))
    {
      /* Translators: vulnerability, short, in a corner of the table */
      const char *texts[] = { N_("Vul: None"), N_("Vul: N-S"), N_("Vul: E-W"), N_("Vul: All") };
      g_autofree char *markup = g_markup_escape_text (_(texts[MIN (vulnerability, 3)]), -1);

      draw_line (d, markup, l->font_px, left, PANGO_ALIGN_LEFT, &d->palette.dim, &y);
    }

  y = right->origin.y;
  contract = self->show_contract ? contract_markup (self, &d->palette, &declarer) : NULL;
  if (contract != NULL)
    draw_line (d, contract, l->font_px * 1.25, right, PANGO_ALIGN_RIGHT, &d->palette.fg, &y);
  if (declarer != NULL)
    draw_line (d, declarer, l->font_px, right, PANGO_ALIGN_RIGHT, &d->palette.fg, &y);

  play = brg_board_get_play (self->board);
  if (play != NULL)
    {
      int claim = brg_play_get_claim (play);

      for (BrgSide side = BRG_SIDE_NS; side <= BRG_SIDE_EW; side++)
        {
          g_autofree char *tricks = NULL;
          g_autofree char *markup = NULL;
          guint won = self->tricks_won[side];

          /* Translators: tricks won so far by a side, "N-S: 5 tricks" */
          tricks = side == BRG_SIDE_NS
                   ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "N-S: %u trick",
                                                   "N-S: %u tricks", won), won)
                   : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "E-W: %u trick",
                                                   "E-W: %u tricks", won), won);
          markup = g_markup_escape_text (tricks, -1);
          draw_line (d, markup, l->font_px, right, PANGO_ALIGN_RIGHT, &d->palette.fg, &y);
        }

      if (claim >= 0 && self->n_cards_played >= brg_play_get_n_cards (play))
        {
          g_autofree char *text = NULL;
          g_autofree char *claim_markup = NULL;

          /* Translators: declarer's claim at the end of the play */
          text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Declarer claims %d trick",
                                               "Declarer claims %d tricks", claim),
                                  claim);
          claim_markup = g_markup_escape_text (text, -1);
          draw_line (d, claim_markup, l->font_px, right, PANGO_ALIGN_RIGHT, &d->palette.dim, &y);
        }
    }
}

static gboolean
settle_cb (gpointer data)
{
  BrgTableView *self = data;

  self->settle_id = 0;
  brg_card_cache_set_size (self->cache, self->pending_w, self->pending_h);
  brg_card_cache_prepare (self->cache);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  return G_SOURCE_REMOVE;
}

/* Gives the cache the textures' new size, at once or, with @defer while
 * textures of another size exist, once the size has settled: rendering
 * the deck again costs a few frames, and a live resize changes the size
 * at every frame (HACKING.md, “Card graphics”). */
static void
update_texture_size (BrgTableView *self,
                     int           texture_w,
                     int           texture_h,
                     gboolean      defer)
{
  int cache_w, cache_h;

  brg_card_cache_get_size (self->cache, &cache_w, &cache_h);
  if (cache_w == texture_w && cache_h == texture_h)
    {
      g_clear_handle_id (&self->settle_id, g_source_remove);
      return;
    }

  if (!defer || brg_card_cache_get_n_textures (self->cache) == 0)
    {
      g_clear_handle_id (&self->settle_id, g_source_remove);
      brg_card_cache_set_size (self->cache, texture_w, texture_h);
      return;
    }

  if (self->settle_id != 0 && self->pending_w == texture_w && self->pending_h == texture_h)
    return;

  self->pending_w = texture_w;
  self->pending_h = texture_h;
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->settle_id = g_timeout_add (SETTLE_DELAY, settle_cb, self);
}

/* The textures' size in device pixels for layout @l at @scale. */
static void
texture_size (const Layout *l,
              int           scale,
              int          *texture_w,
              int          *texture_h)
{
  *texture_w = MIN ((int) round (l->card_w * scale), 4096);
  *texture_h = MIN ((int) round (l->card_h * scale), 4096);
}

static void
draw_table (BrgTableView *self,
            GtkSnapshot  *snapshot,
            int           width,
            int           height,
            int           scale,
            gboolean      defer,
            gboolean      use_cairo)
{
  Draw d = { 0 };
  const Layout *l;
  int texture_w, texture_h;

  if (width <= 0 || height <= 0)
    return;

  scale = MAX (scale, 1);
  l = ensure_layout (self, width, height);
  texture_size (l, scale, &texture_w, &texture_h);
  update_texture_size (self, texture_w, texture_h, defer);
  /* The court cards' corners in the letters the rest is drawn in: the
   * Preferences' choice, or a document's while it prints. */
  brg_card_cache_set_letters (self->cache, brg_letters_get_current ());

  d.self = self;
  d.snapshot = snapshot;
  d.layout = l;
  d.scale = scale;
  d.use_cairo = use_cairo;
  /* Cards cover whole device pixels, so textures are drawn unscaled once
   * the size has settled. */
  d.card_w = (double) texture_w / scale;
  d.card_h = (double) texture_h / scale;
  init_palette (self, &d.palette);
  d.text = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  d.font = pango_font_description_copy (pango_context_get_font_description (
                                        pango_layout_get_context (d.text)));

  if (self->board != NULL)
    {
      draw_compass (&d);
      draw_info (&d);
      draw_labels (&d);
      draw_fan (&d, BRG_SEAT_NORTH);
      draw_fan (&d, BRG_SEAT_SOUTH);
      draw_rows (&d, BRG_SEAT_WEST);
      draw_rows (&d, BRG_SEAT_EAST);
      draw_trick (&d);
    }

  pango_font_description_free (d.font);
  g_object_unref (d.text);
}

/* Clicks */

/* The face-up card drawn at (@x, @y), or %BRG_CARD_NONE. */
static BrgCard
card_at (BrgTableView *self,
         double        x,
         double        y)
{
  const Layout *l = &self->layout;
  HandLayout h;

  if (self->board == NULL || l->width <= 0)
    return BRG_CARD_NONE;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      if (!hand_is_face_up (self, seat))
        continue;
      layout_hand (self, l, seat, &h);
      for (guint i = 0; i < h.n_slots; i++)
        {
          graphene_rect_t visible = slot_visible (&h.slots[i], l->card_w, l->card_h);

          if (graphene_rect_contains_point (&visible, &GRAPHENE_POINT_INIT (x, y)))
            return h.slots[i].card;
        }
    }
  return BRG_CARD_NONE;
}

static void
set_hover_card (BrgTableView *self,
                BrgCard       card)
{
  gboolean playable = card != BRG_CARD_NONE && brg_card_set_contains (self->playable, card);

  if (!playable)
    card = BRG_CARD_NONE;
  if (card == self->hover_card)
    return;
  self->hover_card = card;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), playable ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (BrgTableView *self,
           double        x,
           double        y)
{
  set_hover_card (self, card_at (self, x, y));
}

static void
leave_cb (BrgTableView *self)
{
  set_hover_card (self, BRG_CARD_NONE);
}

static void
released_cb (BrgTableView *self,
             int           n_press,
             double        x,
             double        y)
{
  BrgCard card = card_at (self, x, y);

  if (card == BRG_CARD_NONE || !brg_card_set_contains (self->playable, card))
    return;
  g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) card);
}

/* GtkWidget */

static void
brg_table_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  draw_table (BRG_TABLE_VIEW (widget), snapshot,
              gtk_widget_get_width (widget), gtk_widget_get_height (widget),
              gtk_widget_get_scale_factor (widget), gtk_widget_get_mapped (widget),
              renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer));
}

/* The size is known before the frame is painted: the faces of a new size
 * are rendered in a worker meanwhile, and the paint waits only for those
 * not ready (brg_card_cache_prepare()). */
static void
brg_table_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  BrgTableView *self = BRG_TABLE_VIEW (widget);
  int scale = MAX (gtk_widget_get_scale_factor (widget), 1);
  int texture_w, texture_h;

  GTK_WIDGET_CLASS (brg_table_view_parent_class)->size_allocate (widget, width, height, baseline);

  if (self->board == NULL || width <= 0 || height <= 0)
    return;

  texture_size (ensure_layout (self, width, height), scale, &texture_w, &texture_h);
  update_texture_size (self, texture_w, texture_h, gtk_widget_get_mapped (widget));
  brg_card_cache_set_letters (self->cache, brg_letters_get_current ());
  brg_card_cache_prepare (self->cache);
}

static void
brg_table_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  /* The layout fits any size by scaling the cards, so the request does not
   * depend on the board: changes of the board never need a resize. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NATURAL_WIDTH;
    }
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = NATURAL_HEIGHT;
    }
}

static void
brg_table_view_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (brg_table_view_parent_class)->css_changed (widget, change);

  /* The palette uses named colours, which a style change may alter even
   * when the widget's own properties stay. */
  gtk_widget_queue_draw (widget);
}

static void
scale_factor_changed_cb (BrgTableView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
brg_table_view_dispose (GObject *object)
{
  BrgTableView *self = BRG_TABLE_VIEW (object);

  g_clear_handle_id (&self->settle_id, g_source_remove);
  g_clear_handle_id (&self->accessible_id, g_source_remove);
  disconnect_parts (self);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);
  g_clear_object (&self->cache);

  G_OBJECT_CLASS (brg_table_view_parent_class)->dispose (object);
}

static void
brg_table_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BrgTableView *self = BRG_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, brg_table_view_get_board (self));
      break;

    case PROP_N_CARDS_PLAYED:
      g_value_set_uint (value, brg_table_view_get_n_cards_played (self));
      break;

    case PROP_REVEAL_HIDDEN:
      g_value_set_boolean (value, brg_table_view_get_reveal_hidden (self));
      break;

    case PROP_HIDDEN_SEATS:
      g_value_set_int (value, brg_table_view_get_hidden_seats (self));
      break;

    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, brg_table_view_get_four_color (self));
      break;

    case PROP_SHOW_CONTRACT:
      g_value_set_boolean (value, brg_table_view_get_show_contract (self));
      break;

    case PROP_ALTERNATE_SUITS:
      g_value_set_boolean (value, brg_table_view_get_alternate_suits (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_table_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BrgTableView *self = BRG_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_table_view_set_board (self, g_value_get_object (value));
      break;

    case PROP_N_CARDS_PLAYED:
      brg_table_view_set_n_cards_played (self, g_value_get_uint (value));
      break;

    case PROP_REVEAL_HIDDEN:
      brg_table_view_set_reveal_hidden (self, g_value_get_boolean (value));
      break;

    case PROP_HIDDEN_SEATS:
      brg_table_view_set_hidden_seats (self, g_value_get_int (value));
      break;

    case PROP_FOUR_COLOR:
      brg_table_view_set_four_color (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_CONTRACT:
      brg_table_view_set_show_contract (self, g_value_get_boolean (value));
      break;

    case PROP_ALTERNATE_SUITS:
      brg_table_view_set_alternate_suits (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_table_view_class_init (BrgTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_table_view_dispose;
  object_class->get_property = brg_table_view_get_property;
  object_class->set_property = brg_table_view_set_property;

  widget_class->snapshot = brg_table_view_snapshot;
  widget_class->measure = brg_table_view_measure;
  widget_class->size_allocate = brg_table_view_size_allocate;
  widget_class->css_changed = brg_table_view_css_changed;

  /**
   * BrgTableView:board:
   *
   * The board shown, or %NULL for an empty table.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * BrgTableView:n-cards-played:
   *
   * How many cards of the board's play are shown as played. A value beyond
   * the play shows the end of the play; it is kept, so that cards added
   * later show too.
   */
  properties[PROP_N_CARDS_PLAYED] =
    g_param_spec_uint ("n-cards-played", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * BrgTableView:reveal-hidden:
   *
   * Whether the hands the board's `Hidden` tag names are shown face up.
   */
  properties[PROP_REVEAL_HIDDEN] =
    g_param_spec_boolean ("reveal-hidden", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * BrgTableView:hidden-seats:
   *
   * The hands shown as backs, bits `1 << seat`, whatever the board's
   * `Hidden` tag says (practice shows only the hands the play has shown);
   * -1 for the hands the tag names.
   */
  properties[PROP_HIDDEN_SEATS] =
    g_param_spec_int ("hidden-seats", NULL, NULL,
                      -1, 15, -1,
                      (G_PARAM_READWRITE |
                       G_PARAM_EXPLICIT_NOTIFY |
                       G_PARAM_STATIC_STRINGS));

  /**
   * BrgTableView:four-color:
   *
   * Whether the four-colour deck is used: spades black, hearts red,
   * diamonds blue, clubs green.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * BrgTableView:show-contract:
   *
   * Whether the contract and declarer are shown in the corner; a quiz keeps
   * them back until the auction is over.
   */
  properties[PROP_SHOW_CONTRACT] =
    g_param_spec_boolean ("show-contract", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * BrgTableView:alternate-suits:
   *
   * Whether the suits run ♠ ♥ ♣ ♦, so that the colours of the two-colour
   * deck alternate, rather than in the conventional ♠ ♥ ♦ ♣. The
   * four-colour deck keeps the conventional order.
   */
  properties[PROP_ALTERNATE_SUITS] =
    g_param_spec_boolean ("alternate-suits", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgTableView::card-activated:
   * @self: the table
   * @card: the card clicked
   *
   * Emitted when a card brg_table_view_set_playable() allows is clicked.
   */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1,
                  G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "tableview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
brg_table_view_init (BrgTableView *self)
{
  GtkGesture *click;
  GtkEventController *motion;

  self->cache = brg_card_cache_new (BRG_CARD_DECK_DEFAULT);
  self->hover_card = BRG_CARD_NONE;
  self->hidden_seats = -1;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  /* A stop of Tab, so that a screen reader reads the table: its name and
   * what it shows (dup_description()). */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  self->show_contract = TRUE;
  self->trick_leader = BRG_SEAT_NONE;
  self->trick_winner = BRG_SEAT_NONE;
  for (guint seat = 0; seat < 4; seat++)
    self->trick[seat] = BRG_CARD_NONE;

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_changed_cb), NULL);
  update_accessible (self);
}

/* Public API */

/**
 * brg_table_view_new:
 *
 * Returns: (transfer floating): a new, empty table
 */
GtkWidget *
brg_table_view_new (void)
{
  return g_object_new (BRG_TYPE_TABLE_VIEW, NULL);
}

/**
 * brg_table_view_get_board:
 * @self: a table view
 *
 * Returns: (nullable) (transfer none): the board shown
 */
BrgBoard *
brg_table_view_get_board (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), NULL);

  return self->board;
}

/**
 * brg_table_view_set_board:
 * @self: a table view
 * @board: (nullable): a board
 *
 * Shows @board and follows its changes: tags, deal, auction and play.
 */
void
brg_table_view_set_board (BrgTableView *self,
                          BrgBoard     *board)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (self->board == board)
    return;

  disconnect_parts (self);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_set_object (&self->board, board);

  if (board != NULL)
    {
      g_signal_connect_object (board, "tag-changed",
                               G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (board, "notify::deal",
                               G_CALLBACK (board_part_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (board, "notify::auction",
                               G_CALLBACK (board_part_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (board, "notify::play",
                               G_CALLBACK (board_part_changed_cb), self, G_CONNECT_SWAPPED);
    }
  connect_parts (self);
  position_changed (self);
  update_accessible_now (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

/**
 * brg_table_view_get_n_cards_played:
 * @self: a table view
 *
 * Returns: the number of cards shown as played, as set
 */
guint
brg_table_view_get_n_cards_played (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), 0);

  return self->n_cards_played;
}

/**
 * brg_table_view_set_n_cards_played:
 * @self: a table view
 * @n_cards_played: how many cards of the play to show as played
 *
 * Shows the board after the first @n_cards_played cards of its play; use
 * %G_MAXUINT for the end of the play.
 */
void
brg_table_view_set_n_cards_played (BrgTableView *self,
                                   guint         n_cards_played)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  if (self->n_cards_played == n_cards_played)
    return;

  self->n_cards_played = n_cards_played;
  position_changed (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS_PLAYED]);
}

/**
 * brg_table_view_get_reveal_hidden:
 * @self: a table view
 *
 * Returns: whether hidden hands are shown face up
 */
gboolean
brg_table_view_get_reveal_hidden (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), FALSE);

  return self->reveal_hidden;
}

/**
 * brg_table_view_set_reveal_hidden:
 * @self: a table view
 * @reveal_hidden: whether to show hidden hands face up
 *
 * Reveals the hands the board's `Hidden` tag names, or hides them again.
 */
void
brg_table_view_set_reveal_hidden (BrgTableView *self,
                                  gboolean      reveal_hidden)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  reveal_hidden = !!reveal_hidden;
  if (self->reveal_hidden == reveal_hidden)
    return;

  self->reveal_hidden = reveal_hidden;
  position_changed (self);
  update_accessible_now (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_HIDDEN]);
}

/**
 * brg_table_view_get_hidden_seats:
 * @self: a table view
 *
 * Returns: the seats shown as backs whatever the board says, bits
 *   `1 << seat`, or -1 for those its `Hidden` tag names
 */
int
brg_table_view_get_hidden_seats (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), -1);

  return self->hidden_seats;
}

/**
 * brg_table_view_set_hidden_seats:
 * @self: a table view
 * @hidden_seats: the seats to show as backs, bits `1 << seat`, or -1 for
 *   those the board's `Hidden` tag names
 *
 * Hides the hands a practice game has not shown yet. Hands hidden so stay
 * hidden in the accessible label too, and #BrgTableView:reveal-hidden
 * still shows them.
 */
void
brg_table_view_set_hidden_seats (BrgTableView *self,
                                 int           hidden_seats)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));
  g_return_if_fail (hidden_seats >= -1 && hidden_seats <= 15);

  if (self->hidden_seats == hidden_seats)
    return;

  self->hidden_seats = hidden_seats;
  position_changed (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIDDEN_SEATS]);
}

/**
 * brg_table_view_get_four_color:
 * @self: a table view
 *
 * Returns: whether the four-colour deck is used
 */
gboolean
brg_table_view_get_four_color (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), FALSE);

  return self->four_color;
}

/**
 * brg_table_view_set_four_color:
 * @self: a table view
 * @four_color: whether to use the four-colour deck
 *
 * Switches between the two-colour and the four-colour deck.
 */
void
brg_table_view_set_four_color (BrgTableView *self,
                               gboolean      four_color)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  four_color = !!four_color;
  if (self->four_color == four_color)
    return;

  self->four_color = four_color;
  brg_card_cache_set_deck (self->cache,
                           four_color ? BRG_CARD_DECK_FOUR_COLOR : BRG_CARD_DECK_DEFAULT);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

/**
 * brg_table_view_get_show_contract:
 * @self: a table view
 *
 * Returns: whether the contract is shown
 */
gboolean
brg_table_view_get_show_contract (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), TRUE);

  return self->show_contract;
}

/**
 * brg_table_view_set_show_contract:
 * @self: a table view
 * @show_contract: whether to show the contract and declarer
 *
 * Shows the contract in the corner of the table, or keeps it back.
 */
void
brg_table_view_set_show_contract (BrgTableView *self,
                                  gboolean      show_contract)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  show_contract = !!show_contract;
  if (self->show_contract == show_contract)
    return;

  self->show_contract = show_contract;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible_now (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CONTRACT]);
}

/**
 * brg_table_view_get_alternate_suits:
 * @self: a table view
 *
 * Returns: whether the suits run so that the colours alternate
 */
gboolean
brg_table_view_get_alternate_suits (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), FALSE);

  return self->alternate_suits;
}

/**
 * brg_table_view_set_alternate_suits:
 * @self: a table view
 * @alternate_suits: whether to run the suits ♠ ♥ ♣ ♦
 *
 * Chooses the order of the suits in the hands.
 */
void
brg_table_view_set_alternate_suits (BrgTableView *self,
                                    gboolean      alternate_suits)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  alternate_suits = !!alternate_suits;
  if (self->alternate_suits == alternate_suits)
    return;

  self->alternate_suits = alternate_suits;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALTERNATE_SUITS]);
}

/**
 * brg_table_view_get_suit_order:
 * @self: a table view
 * @order: (out caller-allocates) (array fixed-size=4): the suits, left to
 *   right and top to bottom
 *
 * Gets the order the hands are drawn in: the conventional one, or the
 * alternating one when #BrgTableView:alternate-suits is set and the deck
 * has two colours.
 */
void
brg_table_view_get_suit_order (BrgTableView *self,
                               BrgSuit       order[4])
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  memcpy (order, suit_order (self), 4 * sizeof (BrgSuit));
}

/**
 * brg_table_view_get_trick_winner:
 * @self: a table view
 *
 * Returns: the seat whose card won the trick shown, marked on the table,
 *   once the trick is complete; %BRG_SEAT_NONE before
 */
BrgSeat
brg_table_view_get_trick_winner (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), BRG_SEAT_NONE);

  return self->trick_winner;
}

/**
 * brg_table_view_get_shown_hand:
 * @self: a table view
 * @seat: a seat
 *
 * Gets the cards left in @seat's hand at the position shown. They are drawn
 * face up, or as backs when brg_table_view_is_hand_hidden() says so.
 *
 * Returns: the cards, empty for an unknown hand or without a board
 */
BrgCardSet
brg_table_view_get_shown_hand (BrgTableView *self,
                               BrgSeat       seat)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), BRG_CARD_SET_EMPTY);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_CARD_SET_EMPTY);

  return self->shown[seat];
}

/**
 * brg_table_view_is_hand_hidden:
 * @self: a table view
 * @seat: a seat
 *
 * Returns: whether @seat's hand is drawn as backs: the `Hidden` tag names
 *   it and #BrgTableView:reveal-hidden is not set
 */
gboolean
brg_table_view_is_hand_hidden (BrgTableView *self,
                               BrgSeat       seat)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);

  return self->hidden[seat] && !self->reveal_hidden;
}

/**
 * brg_table_view_is_hand_known:
 * @self: a table view
 * @seat: a seat
 *
 * Returns: whether the deal gives @seat's hand; an unknown hand is drawn
 *   as an empty, labelled area
 */
gboolean
brg_table_view_is_hand_known (BrgTableView *self,
                              BrgSeat       seat)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);

  return self->known[seat];
}

/**
 * brg_table_view_get_shown_trick_card:
 * @self: a table view
 * @seat: a seat
 *
 * Gets the card @seat has played to the trick shown in the centre: the
 * trick in progress, or the trick just completed when the position is at
 * the end of a trick.
 *
 * Returns: the card, %BRG_CARD_UNKNOWN for an unknown card (drawn as a
 *   back), or %BRG_CARD_NONE when @seat has not played to the trick
 */
BrgCard
brg_table_view_get_shown_trick_card (BrgTableView *self,
                                     BrgSeat       seat)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), BRG_CARD_NONE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_CARD_NONE);

  return self->trick[seat];
}

/**
 * brg_table_view_get_trick_leader:
 * @self: a table view
 *
 * Returns: the seat that led the trick shown, marked on the table, or
 *   %BRG_SEAT_NONE when no trick is shown
 */
BrgSeat
brg_table_view_get_trick_leader (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), BRG_SEAT_NONE);

  return self->trick_leader;
}

/**
 * brg_table_view_get_tricks_won:
 * @self: a table view
 * @side: a side
 *
 * Returns: the tricks @side has won at the position shown, as drawn
 */
guint
brg_table_view_get_tricks_won (BrgTableView *self,
                               BrgSide       side)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), 0);
  g_return_val_if_fail (side <= BRG_SIDE_EW, 0);

  return self->tricks_won[side];
}

/**
 * brg_table_view_get_card_height:
 * @self: a table view
 *
 * Returns: the height of a card in logical pixels at the last drawing, 0
 *   before the first
 */
double
brg_table_view_get_card_height (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), 0);

  return self->layout.width > 0 ? self->layout.card_h : 0;
}

/**
 * brg_table_view_get_card_cache:
 * @self: a table view
 *
 * Returns: (transfer none): the cache of card textures the view draws with
 */
BrgCardCache *
brg_table_view_get_card_cache (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), NULL);

  return self->cache;
}

/**
 * brg_table_view_snapshot_offscreen:
 * @self: a table view
 * @snapshot: a snapshot
 * @width: the width in logical pixels
 * @height: the height in logical pixels
 * @scale_factor: the scale factor, 1 or 2 for HiDPI
 *
 * Draws the table into @snapshot as it would be drawn at @width × @height,
 * without a window, on the style's window background (`window_bg_color`).
 * The drawing is in device pixels: @scale_factor times larger, and made for
 * GSK's cairo renderer or gsk_render_node_draw(). The view needs no
 * parent, but GTK must be initialised.
 */
void
brg_table_view_snapshot_offscreen (BrgTableView *self,
                                   GtkSnapshot  *snapshot,
                                   int           width,
                                   int           height,
                                   int           scale_factor)
{
  GtkStyleContext *context;
  GdkRGBA background;

  g_return_if_fail (BRG_IS_TABLE_VIEW (self));
  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (width > 0 && height > 0);
  g_return_if_fail (scale_factor >= 1);

  context = gtk_widget_get_style_context (GTK_WIDGET (self));
  lookup_color (context, "window_bg_color", "#fafafa", &background);

  gtk_snapshot_save (snapshot);
  if (scale_factor > 1)
    gtk_snapshot_scale (snapshot, scale_factor, scale_factor);
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_table (self, snapshot, width, height, scale_factor, FALSE, TRUE);
  gtk_snapshot_restore (snapshot);
}

/**
 * brg_table_view_render_texture:
 * @self: a table view
 * @width: the width in logical pixels
 * @height: the height in logical pixels
 * @scale_factor: the scale factor, 1 or 2 for HiDPI
 * @error: return location for a #GError
 *
 * Renders brg_table_view_snapshot_offscreen() with GSK's cairo renderer,
 * as for a screenshot; the texture is @scale_factor times larger than
 * @width × @height.
 *
 * Returns: (transfer full) (nullable): the picture, or %NULL with @error set
 */
GdkTexture *
brg_table_view_render_texture (BrgTableView  *self,
                               int            width,
                               int            height,
                               int            scale_factor,
                               GError       **error)
{
  g_autoptr(GskRenderer) renderer = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;

  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (scale_factor >= 1, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  snapshot = gtk_snapshot_new ();
  brg_table_view_snapshot_offscreen (self, snapshot, width, height, scale_factor);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));

  renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize (renderer, NULL, error))
    return NULL;

  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width * scale_factor,
                                                              height * scale_factor));
  gsk_renderer_unrealize (renderer);

  return texture;
}

/**
 * brg_table_view_set_playable:
 * @self: a table view
 * @playable: the cards that may be played now, or %BRG_CARD_SET_EMPTY
 *
 * Marks the cards of the play entry: in a hand that holds some of
 * @playable, the others are dimmed; a click on one of @playable emits
 * #BrgTableView::card-activated.
 */
void
brg_table_view_set_playable (BrgTableView *self,
                             BrgCardSet    playable)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  if (playable == self->playable)
    return;
  self->playable = playable;
  set_hover_card (self, self->hover_card);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * brg_table_view_get_playable:
 * @self: a table view
 *
 * Returns: the cards that may be clicked to play them
 */
BrgCardSet
brg_table_view_get_playable (BrgTableView *self)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), BRG_CARD_SET_EMPTY);

  return self->playable;
}

/**
 * brg_table_view_set_card_values:
 * @self: a table view
 * @values: (nullable): the double-dummy value of each card the seat on
 *   turn may play, or %NULL to show none
 *
 * Draws on each card of @values' seat the tricks its side takes if it is
 * played, the best in green, the others in red.
 */
void
brg_table_view_set_card_values (BrgTableView          *self,
                                const BrgDdCardValues *values)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  if (values == NULL && !self->has_values)
    return;
  self->has_values = values != NULL;
  if (values != NULL)
    self->values = *values;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * brg_table_view_get_card_value:
 * @self: a table view
 * @card: a card
 *
 * Returns: the double-dummy value drawn on @card, or -1 when it carries
 *   none: not in the hand on turn, not legal, no values, or not shown
 */
int
brg_table_view_get_card_value (BrgTableView *self,
                               BrgCard       card)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), -1);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), -1);

  if (!self->has_values || !BRG_SEAT_IS_VALID (self->values.seat)
      || !hand_is_face_up (self, self->values.seat)
      || !brg_card_set_contains (self->shown[self->values.seat], card))
    return -1;
  return self->values.tricks[card];
}

/**
 * brg_table_view_get_card_at:
 * @self: a table view
 * @x: a point, in the view's coordinates
 * @y: a point
 *
 * Returns: the face-up card drawn at (@x, @y), as last laid out, or
 *   %BRG_CARD_NONE
 */
BrgCard
brg_table_view_get_card_at (BrgTableView *self,
                            double        x,
                            double        y)
{
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), BRG_CARD_NONE);

  return card_at (self, x, y);
}

/**
 * brg_table_view_get_card_point:
 * @self: a table view
 * @card: a card
 * @x: (out): where to click it, in the view's coordinates
 * @y: (out): where to click it
 *
 * Finds a point of @card's visible part, as last laid out, for tests
 * that click it.
 *
 * Returns: %TRUE if @card is drawn face up
 */
gboolean
brg_table_view_get_card_point (BrgTableView *self,
                               BrgCard       card,
                               double       *x,
                               double       *y)
{
  const Layout *l;
  HandLayout h;

  g_return_val_if_fail (BRG_IS_TABLE_VIEW (self), FALSE);

  l = &self->layout;
  if (l->width <= 0)
    return FALSE;
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      if (!hand_is_face_up (self, seat) || !brg_card_set_contains (self->shown[seat], card))
        continue;
      layout_hand (self, l, seat, &h);
      for (guint i = 0; i < h.n_slots; i++)
        if (h.slots[i].card == card)
          {
            graphene_rect_t visible = slot_visible (&h.slots[i], l->card_w, l->card_h);

            *x = visible.origin.x + visible.size.width / 2;
            *y = visible.origin.y + visible.size.height / 2;
            return TRUE;
          }
    }
  return FALSE;
}

/**
 * brg_table_view_refresh_letters:
 * @self: a table view
 *
 * Shows its board again in the card letters in use (brg_letters_get_current()),
 * after they changed: the Preferences' Card Letters. It draws its text in them at the next frame.
 */
void
brg_table_view_refresh_letters (BrgTableView *self)
{
  g_return_if_fail (BRG_IS_TABLE_VIEW (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
}
