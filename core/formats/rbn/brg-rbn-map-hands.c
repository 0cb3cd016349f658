/* brg-rbn-map-hands.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The H label (RBN 3.2): the hands onto the Deal and Hidden tags and
 * back.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-card.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* H: hands                                                             */

/* Suits in the order hands are written: spades, hearts, diamonds, clubs. */
static const BrgSuit hand_suits[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};

/* The priority of the first hand written (RBN 3.2 H label). */
static const BrgSeat first_hand_order[4] = {
  BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
};

typedef struct
{
  gboolean    present[4];
  gboolean    hidden[4];
  BrgCardSet  cards[4];
  guint8      unknown[4][4];   /* '?' cards, by seat and suit */
  guint8      low[4][4];       /* 'x' cards */
  BrgSeat     rest;            /* "the rest" that pseudo cards leave open */
} Hands;

static guint
hand_pseudo (const Hands *h,
             BrgSeat      seat)
{
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    n += h->unknown[seat][s] + h->low[seat][s];
  return n;
}

static guint
hand_count (const Hands *h,
            BrgSeat      seat)
{
  return brg_card_set_count (h->cards[seat]) + hand_pseudo (h, seat);
}

static gboolean
parse_hands (const char *data,
             Hands      *h,
             BrgRbnDiag *diag)
{
  const char *p = data;
  BrgSeat first, seat;
  BrgCardSet all = 0;
  guint n_fields = 0;

  memset (h, 0, sizeof *h);
  h->rest = BRG_SEAT_NONE;

  if (!_brg_rbn_seat_from_char (p[0], &first))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, 0, "rbn-invalid-hands",
                       _("The hands must begin with the seat of the first hand (N, E, S or W)"));
      return FALSE;
    }
  p++;

  while (*p != '\0')
    {
      guint suit = 0;
      const char *start;

      if (*p != ':' && *p != ';')
        {
          _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data), "rbn-invalid-hands",
                           _("Each hand must begin with a colon or a semicolon"));
          return FALSE;
        }
      if (n_fields == 4)
        {
          _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data), "rbn-invalid-hands",
                           _("There are more than four hands"));
          return FALSE;
        }
      seat = brg_seat_rotate (first, (int) n_fields);
      h->hidden[seat] = *p == ';';
      start = ++p;

      for (; *p != '\0' && *p != ':' && *p != ';'; p++)
        {
          BrgRank rank;
          BrgCard card;

          if (*p == '.')
            {
              if (++suit > 3)
                {
                  _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data),
                                   "rbn-invalid-hands", _("A hand has more than four suits"));
                  return FALSE;
                }
            }
          else if (*p == 'x' || *p == 'X')
            h->low[seat][hand_suits[suit]]++;
          else if (*p == '?')
            h->unknown[seat][hand_suits[suit]]++;
          else if (brg_rank_from_pbn (g_ascii_toupper (*p), &rank))
            {
              card = BRG_CARD (hand_suits[suit], rank);
              if (brg_card_set_contains (all, card))
                {
                  g_autofree char *name = brg_card_to_display (card);

                  _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data),
                                   "rbn-invalid-hands", _("%s is given twice"), name);
                  return FALSE;
                }
              all |= BRG_CARD_SET_BIT (card);
              h->cards[seat] |= BRG_CARD_SET_BIT (card);
            }
          else
            {
              _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data), "rbn-invalid-hands",
                               _("“%c” is not a card"), *p);
              return FALSE;
            }
        }
      h->present[seat] = p > start;
      n_fields++;
    }

  /* Three full hands and a colon: the fourth hand has the rest. */
  seat = brg_seat_rotate (first, 3);
  if (n_fields == 4 && !h->present[seat])
    {
      gboolean full = TRUE, pseudo = FALSE;

      for (int i = 0; i < 3; i++)
        {
          BrgSeat other = brg_seat_rotate (first, i);

          full = full && h->present[other] && hand_count (h, other) == 13;
          pseudo = pseudo || hand_pseudo (h, other) > 0;
        }
      if (full && !pseudo)
        {
          h->cards[seat] = BRG_CARD_SET_ALL & ~all;
          h->present[seat] = TRUE;
        }
      else if (full)
        h->rest = seat;
    }

  for (guint s = 0; s < 4; s++)
    if (hand_count (h, s) > 13)
      {
        _brg_rbn_report (diag, BRG_SEVERITY_ERROR, 0, "rbn-invalid-hands",
                         _("%s’s hand has %u cards; a hand holds at most 13"),
                         brg_seat_to_display (s), hand_count (h, s));
        return FALSE;
      }

  return TRUE;
}

static void
append_hand (GString     *out,
             const Hands *h,
             BrgSeat      seat)
{
  gsize start = out->len;

  for (guint i = 0; i < 4; i++)
    {
      BrgSuit suit = hand_suits[i];
      BrgCardSet cards = h->cards[seat] & BRG_CARD_SET_SUIT (suit);
      BrgCard card = BRG_CARD_NONE;

      if (i > 0)
        g_string_append_c (out, '.');
      while ((card = brg_card_set_next (cards, card)) != BRG_CARD_NONE)
        g_string_append_c (out, brg_rank_to_pbn (BRG_CARD_RANK (card)));
      for (guint k = 0; k < h->unknown[seat][suit]; k++)
        g_string_append_c (out, '?');
      for (guint k = 0; k < h->low[seat][suit]; k++)
        g_string_append_c (out, 'x');
    }

  /* Superfluous dots go from incomplete hands only; a known hand without
   * cards keeps one, so that it differs from a missing one. */
  if (hand_count (h, seat) < 13)
    {
      while (out->len > start && out->str[out->len - 1] == '.')
        g_string_truncate (out, out->len - 1);
      if (out->len == start)
        g_string_append_c (out, '.');
    }
}

static char *
format_hands_text (const Hands *h)
{
  BrgSeat start = BRG_SEAT_NONE;
  gboolean full = TRUE;
  GString *out;
  int last = -1;

  for (guint s = 0; s < 4; s++)
    full = full && h->present[s] && hand_count (h, s) == 13;
  full = full || h->rest != BRG_SEAT_NONE;

  if (h->rest != BRG_SEAT_NONE)
    start = brg_seat_next (h->rest);
  else
    {
      /* The first hand shown, with cards, in the order W N E S. */
      for (guint i = 0; i < 4 && start == BRG_SEAT_NONE; i++)
        {
          BrgSeat s = first_hand_order[i];

          if (h->present[s] && !h->hidden[s] && hand_count (h, s) > 0)
            start = s;
        }
      for (guint i = 0; i < 4 && start == BRG_SEAT_NONE; i++)
        if (h->present[first_hand_order[i]])
          start = first_hand_order[i];
    }
  if (start == BRG_SEAT_NONE)
    return NULL;

  if (!full)
    for (int i = 0; i < 4; i++)
      if (h->present[brg_seat_rotate (start, i)])
        last = i;

  out = g_string_new (NULL);
  g_string_append_c (out, brg_seat_to_pbn (start));
  for (int i = 0; i < 4; i++)
    {
      BrgSeat s = brg_seat_rotate (start, i);

      if (!full && i > last)
        break;
      g_string_append_c (out, h->hidden[s] ? ';' : ':');
      if (full && i == 3)
        break;
      if (h->present[s])
        append_hand (out, h, s);
    }
  return g_string_free (out, FALSE);
}

gboolean
_brg_rbn_hidden_from_tag (BrgBoard *board,
                          gboolean  hidden[4])
{
  guint seats = brg_board_get_hidden_seats (board);

  for (guint s = 0; s < 4; s++)
    hidden[s] = (seats & (1u << s)) != 0;
  return seats != 0;
}

char *
_brg_rbn_format_hands (BrgBoard *board)
{
  BrgDeal *deal = brg_board_get_deal (board);
  Hands h;

  memset (&h, 0, sizeof h);
  h.rest = BRG_SEAT_NONE;
  for (guint s = 0; s < 4; s++)
    {
      h.present[s] = brg_deal_is_hand_known (deal, s);
      h.cards[s] = brg_deal_get_hand (deal, s);
    }
  _brg_rbn_hidden_from_tag (board, h.hidden);
  return format_hands_text (&h);
}

char *
_brg_rbn_canon_hands (const char *data)
{
  Hands h;

  if (!parse_hands (data, &h, NULL))
    return NULL;
  return format_hands_text (&h);
}

void
_brg_rbn_apply_hands (BrgBoard      *board,
                      const char    *data,
                      BrgRbnContext *ctx,
                      BrgRbnDiag    *diag)
{
  BrgSeat first = ctx != NULL && BRG_SEAT_IS_VALID (ctx->dealer) ? ctx->dealer : BRG_SEAT_NORTH;
  GString *hidden;
  BrgDeal *deal;
  gboolean any = FALSE;
  Hands h;

  /* parse_hands() checked the cards: the Deal tag is written at once, from
   * the dealer as PBN exports it, and the board reads it. */
  if (!parse_hands (data, &h, diag))
    return;

  deal = brg_deal_new ();
  for (guint s = 0; s < 4; s++)
    if (h.present[s] && s != h.rest)
      {
        brg_deal_set_hand (deal, s, h.cards[s], NULL);
        any = TRUE;
      }
  if (any)
    {
      g_autofree char *text = brg_deal_to_pbn (deal, first);

      brg_board_set_tag (board, "Deal", text);
    }
  g_object_unref (deal);

  hidden = g_string_new (NULL);
  for (guint s = 0; s < 4; s++)
    if (h.hidden[s])
      g_string_append_c (hidden, brg_seat_to_pbn (s));
  _brg_rbn_set_tag (board, "Hidden", hidden->str);
  g_string_free (hidden, TRUE);
}
