/* brg-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-deal.h"
#include "brg-deal-private.h"
#include "brg-enums.h"
#include "brg-error.h"
#include "brg-seat.h"

#define HAND_SIZE 13

/**
 * BrgDeal:
 *
 * The four hands of a board (PBN §3.4.11). Each hand is a #BrgCardSet plus
 * a flag that says whether it is known: an unknown hand (PBN's `-`) is
 * always empty, and differs from a known hand that holds no card, as in an
 * end position (PBN §3.10). A new deal has four unknown hands.
 *
 * No card is ever in two hands. No hand holds more than 13 cards either,
 * except while a deal is being edited: brg_deal_set_hands(), which the
 * editing commands use, lets a hand pass 13 so that typing need not be
 * done in the right order, and brg_deal_get_status() and brg_deal_check()
 * say what is wrong until it is right. Every other setter that would put a
 * card in two hands or a 14th card in a hand fails with
 * %BRG_MODEL_ERROR_INVALID_DEAL and changes nothing.
 *
 * Some cards may stand for an unspecified spot card, written `x` by
 * authors ("AKxx"): the deal holds real cards (low ones), and marks them
 * as spots (brg_deal_get_spots()) so that an editor shows them as `x` and
 * completing the deal may choose them again. A card loses its mark when
 * it leaves its hand or brg_deal_set_hand() sets its hand; the formats
 * write the real cards.
 *
 * The deal emits #BrgDeal::hand-changed once for each hand whose cards or
 * known flag changed, after the whole change is made.
 */
struct _BrgDeal
{
  GObject     parent_instance;

  BrgCardSet  hands[4];
  BrgCardSet  spots;       /* a subset of the hands' cards */
  gboolean    known[4];

  /* The board the deal belongs to, told before any signal handler. */
  BrgDealOwnerFunc owner_func;
  gpointer         owner;
};

G_DEFINE_FINAL_TYPE (BrgDeal, brg_deal, G_TYPE_OBJECT)

enum {
  HAND_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Suits in the order PBN writes them: spades, hearts, diamonds, clubs. */
static const BrgSuit pbn_suit_order[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};

static void
brg_deal_class_init (BrgDealClass *klass)
{
  /**
   * BrgDeal::hand-changed:
   * @self: the deal
   * @seat: the #BrgSeat whose hand changed
   *
   * Emitted once for each hand whose cards or known flag changed.
   */
  signals[HAND_CHANGED] =
    g_signal_new ("hand-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1, BRG_TYPE_SEAT);
}

static void
brg_deal_init (BrgDeal *self)
{
}

static void
hand_changed (BrgDeal *self,
              BrgSeat  seat)
{
  if (self->owner_func != NULL)
    self->owner_func (self->owner, seat);
  g_signal_emit (self, signals[HAND_CHANGED], 0, seat);
}

/*
 * _brg_deal_set_owner:
 * @func: (nullable): called with @owner and the seat whenever a hand
 *   changes, before #BrgDeal::hand-changed is emitted
 *
 * Only a BrgBoard owns a deal; %NULL unsets the owner.
 */
void
_brg_deal_set_owner (BrgDeal          *self,
                     BrgDealOwnerFunc  func,
                     gpointer          owner)
{
  g_return_if_fail (BRG_IS_DEAL (self));

  self->owner_func = func;
  self->owner = func != NULL ? owner : NULL;
}

/*
 * _brg_deal_get_owner:
 *
 * Returns: (nullable): the board the deal belongs to
 */
gpointer
_brg_deal_get_owner (BrgDeal *self)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), NULL);

  return self->owner;
}

/* Emits hand-changed for every seat whose hand differs from the saved state. */
static void
emit_changes (BrgDeal          *self,
              const BrgCardSet  old_hands[4],
              const gboolean    old_known[4])
{
  for (guint seat = 0; seat < 4; seat++)
    if (old_hands[seat] != self->hands[seat] || old_known[seat] != self->known[seat])
      hand_changed (self, (BrgSeat) seat);
}

static void
set_too_many_error (GError  **error,
                    BrgSeat   seat,
                    guint     n_cards)
{
  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
               /* Translators: %s is a seat such as "North" */
               _("%s’s hand has %u cards; a hand holds at most 13"),
               brg_seat_to_display (seat), n_cards);
}

/* Checks that @cards may become @seat's hand given the other hands. */
static gboolean
check_hand (BrgCardSet        cards,
            BrgSeat           seat,
            const BrgCardSet  hands[4],
            GError          **error)
{
  guint n_cards = brg_card_set_count (cards);

  for (guint other = 0; other < 4; other++)
    {
      BrgCardSet shared;

      if (other == seat)
        continue;
      shared = cards & hands[other];
      if (shared != 0)
        {
          g_autofree char *name = brg_card_to_display (brg_card_set_highest (shared));

          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: "♠A is in both North’s and East’s hands" */
                       _("%s is in both %s’s and %s’s hands"), name,
                       brg_seat_to_display (MIN ((BrgSeat) other, seat)),
                       brg_seat_to_display (MAX ((BrgSeat) other, seat)));
          return FALSE;
        }
    }

  if (n_cards > HAND_SIZE)
    {
      set_too_many_error (error, seat, n_cards);
      return FALSE;
    }

  return TRUE;
}

/**
 * brg_deal_new:
 *
 * Returns: (transfer full): a new deal with four unknown hands
 */
BrgDeal *
brg_deal_new (void)
{
  return g_object_new (BRG_TYPE_DEAL, NULL);
}

/**
 * brg_deal_new_from_pbn:
 * @text: a Deal tag value, such as `N:AK.QJ.T98.765 - - -`
 * @error: return location for a #GError
 *
 * Parses a deal as brg_deal_set_from_pbn() does.
 *
 * Returns: (transfer full) (nullable): the deal, or %NULL with @error set
 */
BrgDeal *
brg_deal_new_from_pbn (const char  *text,
                       GError     **error)
{
  g_autoptr(BrgDeal) deal = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  deal = brg_deal_new ();
  if (!brg_deal_set_from_pbn (deal, text, error))
    return NULL;

  return g_steal_pointer (&deal);
}

/**
 * brg_deal_copy:
 * @self: a deal
 *
 * Returns: (transfer full): a new deal with the same hands
 */
BrgDeal *
brg_deal_copy (BrgDeal *self)
{
  BrgDeal *copy;

  g_return_val_if_fail (BRG_IS_DEAL (self), NULL);

  copy = brg_deal_new ();
  memcpy (copy->hands, self->hands, sizeof self->hands);
  memcpy (copy->known, self->known, sizeof self->known);
  copy->spots = self->spots;
  return copy;
}

/**
 * brg_deal_equal:
 * @a: a deal
 * @b: another deal
 *
 * Returns: %TRUE if @a and @b have the same cards, the same known hands
 *   and the same spot cards
 */
gboolean
brg_deal_equal (BrgDeal *a,
                BrgDeal *b)
{
  g_return_val_if_fail (BRG_IS_DEAL (a), FALSE);
  g_return_val_if_fail (BRG_IS_DEAL (b), FALSE);

  if (a->spots != b->spots)
    return FALSE;

  for (guint seat = 0; seat < 4; seat++)
    if (a->hands[seat] != b->hands[seat] || !a->known[seat] != !b->known[seat])
      return FALSE;

  return TRUE;
}

/**
 * brg_deal_is_hand_known:
 * @self: a deal
 * @seat: a seat
 *
 * Returns: %TRUE if @seat's hand is given, even when it holds no card
 */
gboolean
brg_deal_is_hand_known (BrgDeal *self,
                        BrgSeat  seat)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);

  return self->known[seat];
}

/**
 * brg_deal_get_hand:
 * @self: a deal
 * @seat: a seat
 *
 * Returns: the cards of @seat's hand; empty for an unknown hand
 */
BrgCardSet
brg_deal_get_hand (BrgDeal *self,
                   BrgSeat  seat)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), BRG_CARD_SET_EMPTY);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_CARD_SET_EMPTY);

  return self->hands[seat];
}

/**
 * brg_deal_set_hand:
 * @self: a deal
 * @seat: a seat
 * @cards: the hand's cards, at most 13
 * @error: return location for a #GError
 *
 * Makes @cards the known hand of @seat. Fails with
 * %BRG_MODEL_ERROR_INVALID_DEAL, changing nothing, when another hand holds
 * one of @cards or @cards has more than 13 cards.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_deal_set_hand (BrgDeal     *self,
                   BrgSeat      seat,
                   BrgCardSet   cards,
                   GError     **error)
{
  BrgCardSet old_hands[4];
  gboolean old_known[4];

  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);
  g_return_val_if_fail ((cards & ~BRG_CARD_SET_ALL) == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_hand (cards, seat, self->hands, error))
    return FALSE;

  memcpy (old_hands, self->hands, sizeof old_hands);
  memcpy (old_known, self->known, sizeof old_known);
  self->spots &= ~self->hands[seat];
  self->hands[seat] = cards;
  self->known[seat] = TRUE;
  emit_changes (self, old_hands, old_known);

  return TRUE;
}

/**
 * brg_deal_forget_hand:
 * @self: a deal
 * @seat: a seat
 *
 * Makes @seat's hand unknown (PBN's `-`), dropping its cards.
 */
void
brg_deal_forget_hand (BrgDeal *self,
                      BrgSeat  seat)
{
  g_return_if_fail (BRG_IS_DEAL (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (seat));

  if (!self->known[seat] && self->hands[seat] == 0)
    return;

  self->spots &= ~self->hands[seat];
  self->hands[seat] = BRG_CARD_SET_EMPTY;
  self->known[seat] = FALSE;
  hand_changed (self, seat);
}

/**
 * brg_deal_give_card:
 * @self: a deal
 * @seat: a seat
 * @card: a card
 * @error: return location for a #GError
 *
 * Adds @card to @seat's hand and marks the hand known. Fails with
 * %BRG_MODEL_ERROR_INVALID_DEAL when another hand holds @card or @seat's
 * hand already has 13 cards; take the card from its holder first to move it.
 *
 * Returns: %TRUE on success, also when @seat already held @card
 */
gboolean
brg_deal_give_card (BrgDeal  *self,
                    BrgSeat   seat,
                    BrgCard   card,
                    GError  **error)
{
  BrgSeat holder;
  gboolean was_known;

  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  holder = brg_deal_get_holder (self, card);
  if (holder != BRG_SEAT_NONE && holder != seat)
    {
      g_autofree char *name = brg_card_to_display (card);

      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                   /* Translators: "♠A is in North’s hand" */
                   _("%s is in %s’s hand"), name, brg_seat_to_display (holder));
      return FALSE;
    }

  if (holder == BRG_SEAT_NONE && brg_card_set_count (self->hands[seat]) >= HAND_SIZE)
    {
      set_too_many_error (error, seat, brg_card_set_count (self->hands[seat]) + 1);
      return FALSE;
    }

  was_known = self->known[seat];
  self->hands[seat] |= BRG_CARD_SET_BIT (card);
  self->known[seat] = TRUE;
  if (holder == BRG_SEAT_NONE || !was_known)
    hand_changed (self, seat);

  return TRUE;
}

/**
 * brg_deal_take_card:
 * @self: a deal
 * @card: a card
 *
 * Removes @card from the hand that holds it. The hand stays known.
 *
 * Returns: %TRUE if a hand held @card
 */
gboolean
brg_deal_take_card (BrgDeal *self,
                    BrgCard  card)
{
  BrgSeat holder;

  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), FALSE);

  holder = brg_deal_get_holder (self, card);
  if (holder == BRG_SEAT_NONE)
    return FALSE;

  self->hands[holder] &= ~BRG_CARD_SET_BIT (card);
  self->spots &= ~BRG_CARD_SET_BIT (card);
  hand_changed (self, holder);

  return TRUE;
}

/**
 * brg_deal_get_holder:
 * @self: a deal
 * @card: a card
 *
 * Returns: the seat whose hand holds @card, or %BRG_SEAT_NONE
 */
BrgSeat
brg_deal_get_holder (BrgDeal *self,
                     BrgCard  card)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), BRG_SEAT_NONE);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), BRG_SEAT_NONE);

  for (guint seat = 0; seat < 4; seat++)
    if (brg_card_set_contains (self->hands[seat], card))
      return (BrgSeat) seat;

  return BRG_SEAT_NONE;
}

/**
 * brg_deal_get_n_cards:
 * @self: a deal
 * @seat: a seat
 *
 * Returns: the number of cards in @seat's hand; 0 for an unknown hand
 */
guint
brg_deal_get_n_cards (BrgDeal *self,
                      BrgSeat  seat)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), 0);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), 0);

  return brg_card_set_count (self->hands[seat]);
}

/**
 * brg_deal_get_suit_length:
 * @self: a deal
 * @seat: a seat
 * @suit: a suit
 *
 * Returns: how many cards of @suit @seat's hand holds
 */
guint
brg_deal_get_suit_length (BrgDeal *self,
                          BrgSeat  seat,
                          BrgSuit  suit)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), 0);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), 0);
  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, 0);

  return brg_card_set_count (self->hands[seat] & BRG_CARD_SET_SUIT (suit));
}

/**
 * brg_deal_get_hcp:
 * @self: a deal
 * @seat: a seat
 *
 * Returns: the high-card points of @seat's hand (ace 4, king 3, queen 2,
 *   jack 1)
 */
guint
brg_deal_get_hcp (BrgDeal *self,
                  BrgSeat  seat)
{
  BrgCard card = BRG_CARD_NONE;
  guint hcp = 0;

  g_return_val_if_fail (BRG_IS_DEAL (self), 0);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), 0);

  while ((card = brg_card_set_next (self->hands[seat], card)) != BRG_CARD_NONE)
    hcp += brg_rank_hcp (BRG_CARD_RANK (card));

  return hcp;
}

/**
 * brg_deal_dup_shape:
 * @self: a deal
 * @seat: a seat
 *
 * Gives the exact shape of @seat's hand as suit lengths in the order
 * spades, hearts, diamonds, clubs, such as `5=3=3=2`.
 *
 * Returns: (transfer full) (nullable): the shape, or %NULL for an unknown
 *   hand
 */
char *
brg_deal_dup_shape (BrgDeal *self,
                    BrgSeat  seat)
{
  BrgCardSet hand;

  g_return_val_if_fail (BRG_IS_DEAL (self), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  if (!self->known[seat])
    return NULL;

  hand = self->hands[seat];
  return g_strdup_printf ("%u=%u=%u=%u",
                          brg_card_set_count (hand & BRG_CARD_SET_SUIT (BRG_SUIT_SPADES)),
                          brg_card_set_count (hand & BRG_CARD_SET_SUIT (BRG_SUIT_HEARTS)),
                          brg_card_set_count (hand & BRG_CARD_SET_SUIT (BRG_SUIT_DIAMONDS)),
                          brg_card_set_count (hand & BRG_CARD_SET_SUIT (BRG_SUIT_CLUBS)));
}

/**
 * brg_deal_is_complete:
 * @self: a deal
 *
 * Returns: %TRUE if all four hands are known and hold 13 cards each
 */
gboolean
brg_deal_is_complete (BrgDeal *self)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);

  for (guint seat = 0; seat < 4; seat++)
    if (!self->known[seat] || brg_card_set_count (self->hands[seat]) != HAND_SIZE)
      return FALSE;

  return TRUE;
}

/**
 * brg_deal_is_end_position:
 * @self: a deal
 *
 * Tells whether the deal is an end position (PBN §3.10): at least one card
 * is known and every known hand has fewer than 13 cards.
 *
 * Returns: %TRUE for an end position
 */
gboolean
brg_deal_is_end_position (BrgDeal *self)
{
  guint largest = 0;

  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);

  for (guint seat = 0; seat < 4; seat++)
    largest = MAX (largest, brg_card_set_count (self->hands[seat]));

  return largest > 0 && largest < HAND_SIZE;
}

/**
 * brg_deal_is_empty:
 * @self: a deal
 *
 * Returns: %TRUE if no hand is known, as in a new deal
 */
gboolean
brg_deal_is_empty (BrgDeal *self)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);

  for (guint seat = 0; seat < 4; seat++)
    if (self->known[seat])
      return FALSE;

  return TRUE;
}

/**
 * brg_deal_rotate:
 * @self: a deal
 * @steps: clockwise steps, negative for anticlockwise
 *
 * Moves the hand of each seat @steps seats clockwise: with @steps 1,
 * North's hand becomes East's. To show declarer as South, rotate by
 * `BRG_SEAT_SOUTH - declarer`.
 */
void
brg_deal_rotate (BrgDeal *self,
                 int      steps)
{
  BrgCardSet old_hands[4];
  gboolean old_known[4];

  g_return_if_fail (BRG_IS_DEAL (self));

  memcpy (old_hands, self->hands, sizeof old_hands);
  memcpy (old_known, self->known, sizeof old_known);
  for (guint seat = 0; seat < 4; seat++)
    {
      BrgSeat to = brg_seat_rotate ((BrgSeat) seat, steps);

      self->hands[to] = old_hands[seat];
      self->known[to] = old_known[seat];
    }
  emit_changes (self, old_hands, old_known);
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void
set_value_error (GError     **error,
                 const char  *format,
                 ...) G_GNUC_PRINTF (2, 3);

static void
set_value_error (GError     **error,
                 const char  *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE, message);
}

/*
 * _brg_dup_char_for_message:
 *
 * Returns: the character at @p as UTF-8 for a message, or its byte value
 *   if it is not valid UTF-8
 */
char *
_brg_dup_char_for_message (const char *p,
                           const char *end)
{
  gunichar c = g_utf8_get_char_validated (p, end - p);

  if (c == (gunichar) -1 || c == (gunichar) -2)
    return g_strdup_printf ("\\x%02X", (guint) (guchar) *p);
  return g_strndup (p, g_utf8_next_char (p) - p);
}

/* Parses one hand of a Deal tag: `-`, or four dot-separated suits. */
static gboolean
parse_hand (const char  *start,
            const char  *end,
            BrgSeat      seat,
            BrgCardSet  *cards,
            gboolean    *known,
            GError     **error)
{
  guint suit_index = 0;
  guint n_dots = 0;

  *cards = BRG_CARD_SET_EMPTY;
  *known = FALSE;

  if (end - start == 1 && *start == '-')
    return TRUE;

  for (const char *p = start; p < end; p++)
    if (*p == '.')
      n_dots++;
  if (n_dots != 3)
    {
      set_value_error (error,
                       /* Translators: %s is a seat, %u a number other than 4 */
                       _("%s’s hand has %u suits instead of 4"),
                       brg_seat_to_display (seat), n_dots + 1);
      return FALSE;
    }

  for (const char *p = start; p < end; p++)
    {
      BrgRank rank;
      BrgCard card;

      if (*p == '.')
        {
          suit_index++;
          continue;
        }
      if (!brg_rank_from_pbn (*p, &rank))
        {
          g_autofree char *c = _brg_dup_char_for_message (p, end);

          set_value_error (error,
                           /* Translators: first %s is a character, second a seat */
                           _("Unexpected “%s” in %s’s hand"),
                           c, brg_seat_to_display (seat));
          return FALSE;
        }

      card = BRG_CARD (pbn_suit_order[suit_index], rank);
      if (brg_card_set_contains (*cards, card))
        {
          g_autofree char *name = brg_card_to_display (card);

          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: "♠A appears twice in North’s hand" */
                       _("%s appears twice in %s’s hand"), name, brg_seat_to_display (seat));
          return FALSE;
        }
      *cards |= BRG_CARD_SET_BIT (card);
    }

  *known = TRUE;
  return TRUE;
}

/* Parses the seat before the colon, allowing spaces around it. */
static gboolean
parse_first_seat (const char  *start,
                  const char  *end,
                  BrgSeat     *first,
                  GError     **error)
{
  char letter[2] = { *start, '\0' };
  g_autofree char *text = NULL;

  while (end > start && is_blank (end[-1]))
    end--;
  if (end - start == 1 && brg_seat_from_pbn (letter, first))
    return TRUE;

  text = g_strndup (start, end - start);
  set_value_error (error,
                   /* Translators: %s is what the text has instead of N, E, S or W */
                   _("“%s” before “:” is not a seat"), text);
  return FALSE;
}

static gboolean
set_from_pbn (BrgDeal     *self,
              const char  *text,
              gboolean     emit,
              GError     **error)
{
  BrgCardSet hands[4] = { 0, };
  gboolean known[4] = { FALSE, };
  BrgCardSet old_hands[4];
  gboolean old_known[4];
  const char *p = text;
  const char *end;
  const char *colon;
  BrgSeat first;
  guint n_hands = 0;

  end = text + strlen (text);
  while (p < end && is_blank (*p))
    p++;
  colon = strchr (p, ':');
  if (colon == NULL)
    {
      set_value_error (error, _("The deal does not start with a seat and “:”"));
      return FALSE;
    }
  if (!parse_first_seat (p, colon, &first, error))
    return FALSE;

  p = colon + 1;
  for (;;)
    {
      const char *start;
      BrgSeat seat;

      while (p < end && is_blank (*p))
        p++;
      if (p == end)
        break;
      start = p;
      while (p < end && !is_blank (*p))
        p++;

      if (n_hands == 4)
        {
          set_value_error (error, _("The deal has more than 4 hands"));
          return FALSE;
        }

      seat = brg_seat_rotate (first, (int) n_hands);
      if (!parse_hand (start, p, seat, &hands[seat], &known[seat], error))
        return FALSE;
      if (!check_hand (hands[seat], seat, hands, error))
        return FALSE;
      n_hands++;
    }

  if (n_hands != 4)
    {
      set_value_error (error,
                       /* Translators: %u is a number below 4 */
                       _("The deal has %u hands instead of 4"), n_hands);
      return FALSE;
    }

  memcpy (old_hands, self->hands, sizeof old_hands);
  memcpy (old_known, self->known, sizeof old_known);
  memcpy (self->hands, hands, sizeof hands);
  memcpy (self->known, known, sizeof known);
  /* A card keeps its spot mark only if it stays in its hand. */
  for (guint seat = 0; seat < 4; seat++)
    self->spots &= ~(old_hands[seat] & ~hands[seat]);
  if (emit)
    emit_changes (self, old_hands, old_known);
  else
    for (guint seat = 0; seat < 4; seat++)
      if ((old_hands[seat] != hands[seat] || old_known[seat] != known[seat])
          && self->owner_func != NULL)
        self->owner_func (self->owner, (BrgSeat) seat);

  return TRUE;
}

/**
 * brg_deal_set_from_pbn:
 * @self: a deal
 * @text: a Deal tag value
 * @error: return location for a #GError
 *
 * Sets all four hands from a Deal tag value `<first>:<hand> <hand> <hand>
 * <hand>` (PBN §3.4.11): hands clockwise from the seat @first, each `-`
 * when unknown or four suits spades, hearts, diamonds, clubs separated by
 * dots. Ranks may come in any order and either letter case (PBN §3.11);
 * extra spaces are allowed. A hand of fewer than 13 cards makes an end
 * position (PBN §3.10).
 *
 * Cards that stay in their hands keep their spot marks, so that a board
 * reading back its own Deal tag loses none.
 *
 * A card given twice or a hand of more than 13 cards fails with
 * %BRG_MODEL_ERROR_INVALID_DEAL, text that does not parse with
 * %BRG_MODEL_ERROR_INVALID_VALUE. On failure the deal is unchanged.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_deal_set_from_pbn (BrgDeal     *self,
                       const char  *text,
                       GError     **error)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return set_from_pbn (self, text, TRUE, error);
}

/*
 * _brg_deal_set_from_pbn_quiet:
 *
 * brg_deal_set_from_pbn() for a deal nobody watches yet (a reader's new
 * board): the owner is told, #BrgDeal::hand-changed is not emitted.
 */
gboolean
_brg_deal_set_from_pbn_quiet (BrgDeal     *self,
                              const char  *text,
                              GError     **error)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  return set_from_pbn (self, text, FALSE, error);
}

static void
append_hand_pbn (GString    *string,
                 BrgCardSet  hand)
{
  for (guint i = 0; i < 4; i++)
    {
      BrgCardSet suit_cards = hand & BRG_CARD_SET_SUIT (pbn_suit_order[i]);
      BrgCard card = BRG_CARD_NONE;

      if (i > 0)
        g_string_append_c (string, '.');
      while ((card = brg_card_set_next (suit_cards, card)) != BRG_CARD_NONE)
        g_string_append_c (string, brg_rank_to_pbn (BRG_CARD_RANK (card)));
    }
}

/**
 * brg_deal_to_pbn:
 * @self: a deal
 * @first: the seat whose hand comes first, in export format the dealer
 *
 * Writes the deal in the export format of PBN §3.4.11: four hands
 * clockwise from @first, ranks in descending order, upper case, `-` for
 * an unknown hand.
 *
 * Returns: (transfer full): the Deal tag value
 */
char *
brg_deal_to_pbn (BrgDeal *self,
                 BrgSeat  first)
{
  GString *string;

  g_return_val_if_fail (BRG_IS_DEAL (self), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (first), NULL);

  string = g_string_new (NULL);
  g_string_append_c (string, brg_seat_to_pbn (first));
  g_string_append_c (string, ':');
  for (int i = 0; i < 4; i++)
    {
      BrgSeat seat = brg_seat_rotate (first, i);

      if (i > 0)
        g_string_append_c (string, ' ');
      if (self->known[seat])
        append_hand_pbn (string, self->hands[seat]);
      else
        g_string_append_c (string, '-');
    }

  return g_string_free (string, FALSE);
}

/**
 * brg_deal_dup_hand_display:
 * @self: a deal
 * @seat: a seat
 *
 * Describes @seat's hand for a user, as in accessible labels:
 * "♠ A K 7 ♥ Q 10 ♦ — ♣ J 9 8 5 4 3 2", with "—" for a void.
 *
 * Returns: (transfer full): the hand as text, or a translated "Unknown"
 *   for an unknown hand
 */
char *
brg_deal_dup_hand_display (BrgDeal *self,
                           BrgSeat  seat)
{
  GString *string;

  g_return_val_if_fail (BRG_IS_DEAL (self), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  if (!self->known[seat])
    /* Translators: a hand whose cards are not given */
    return g_strdup (C_("hand", "Unknown"));

  string = g_string_new (NULL);
  for (guint i = 0; i < 4; i++)
    {
      BrgSuit suit = pbn_suit_order[i];
      BrgCardSet suit_cards = self->hands[seat] & BRG_CARD_SET_SUIT (suit);
      BrgCard card = BRG_CARD_NONE;

      if (i > 0)
        g_string_append_c (string, ' ');
      g_string_append (string, brg_suit_to_symbol (suit));
      if (suit_cards == 0)
        g_string_append (string, " \u2014");
      while ((card = brg_card_set_next (suit_cards, card)) != BRG_CARD_NONE)
        {
          g_string_append_c (string, ' ');
          g_string_append (string, brg_rank_to_display (BRG_CARD_RANK (card)));
        }
    }

  return g_string_free (string, FALSE);
}

/**
 * brg_deal_get_spots:
 * @self: a deal
 *
 * Returns: the cards that stand for an unspecified spot card (`x`)
 */
BrgCardSet
brg_deal_get_spots (BrgDeal *self)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), BRG_CARD_SET_EMPTY);

  return self->spots;
}

/**
 * brg_deal_get_hands:
 * @self: a deal
 * @hands: (out caller-allocates): the deal's hands, known flags and spots
 *
 * Copies the whole deal into a plain value, as a command keeps it to undo.
 */
void
brg_deal_get_hands (BrgDeal  *self,
                    BrgHands *hands)
{
  g_return_if_fail (BRG_IS_DEAL (self));
  g_return_if_fail (hands != NULL);

  memcpy (hands->cards, self->hands, sizeof hands->cards);
  memcpy (hands->known, self->known, sizeof hands->known);
  hands->spots = self->spots;
}

/**
 * brg_deal_set_hands:
 * @self: a deal
 * @hands: the new hands
 * @error: return location for a #GError
 *
 * Sets the whole deal at once: the editor's setter. A hand may hold more
 * than 13 cards (see brg_deal_get_status()). Fails with
 * %BRG_MODEL_ERROR_INVALID_DEAL, changing nothing, when a card is in two
 * hands, an unknown hand holds cards, or a spot is in no hand.
 * #BrgDeal::hand-changed is emitted for each hand whose cards, known flag
 * or spots changed.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_deal_set_hands (BrgDeal         *self,
                    const BrgHands  *hands,
                    GError         **error)
{
  BrgCardSet old_hands[4];
  gboolean old_known[4];
  BrgCardSet old_spots, seen = 0;

  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (hands != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint seat = 0; seat < 4; seat++)
    {
      BrgCardSet shared = seen & hands->cards[seat];

      g_return_val_if_fail ((hands->cards[seat] & ~BRG_CARD_SET_ALL) == 0, FALSE);

      if (shared != 0)
        {
          g_autofree char *name = brg_card_to_display (brg_card_set_highest (shared));

          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: "♠A is in two hands" */
                       _("%s is in two hands"), name);
          return FALSE;
        }
      if (!hands->known[seat] && hands->cards[seat] != 0)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: %s is a seat */
                       _("%s’s hand is unknown but holds cards"),
                       brg_seat_to_display ((BrgSeat) seat));
          return FALSE;
        }
      seen |= hands->cards[seat];
    }
  if ((hands->spots & ~seen) != 0)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                           _("A spot card is in no hand"));
      return FALSE;
    }

  memcpy (old_hands, self->hands, sizeof old_hands);
  memcpy (old_known, self->known, sizeof old_known);
  old_spots = self->spots;
  memcpy (self->hands, hands->cards, sizeof self->hands);
  for (guint seat = 0; seat < 4; seat++)
    self->known[seat] = hands->known[seat] != FALSE;
  self->spots = hands->spots;

  for (guint seat = 0; seat < 4; seat++)
    if (old_hands[seat] != self->hands[seat] || old_known[seat] != self->known[seat]
        || ((old_spots ^ self->spots) & (old_hands[seat] | self->hands[seat])) != 0)
      hand_changed (self, (BrgSeat) seat);

  return TRUE;
}

/**
 * brg_deal_get_status:
 * @self: a deal
 *
 * Says whether the deal is complete, incomplete (which is no error) or
 * wrong because a hand holds more than 13 cards.
 *
 * Returns: the #BrgDealStatus
 */
BrgDealStatus
brg_deal_get_status (BrgDeal *self)
{
  g_return_val_if_fail (BRG_IS_DEAL (self), BRG_DEAL_STATUS_INCOMPLETE);

  for (guint seat = 0; seat < 4; seat++)
    if (brg_card_set_count (self->hands[seat]) > HAND_SIZE)
      return BRG_DEAL_STATUS_OVERFULL;

  return brg_deal_is_complete (self) ? BRG_DEAL_STATUS_COMPLETE : BRG_DEAL_STATUS_INCOMPLETE;
}

/**
 * brg_deal_check:
 * @self: a deal
 * @error: return location for a #GError
 *
 * Checks what an editor cannot leave: a hand of more than 13 cards. The
 * error says which hands and how many cards they hold, for the user.
 *
 * Returns: %FALSE with %BRG_MODEL_ERROR_INVALID_DEAL when a hand holds
 *   more than 13 cards
 */
gboolean
brg_deal_check (BrgDeal  *self,
                GError  **error)
{
  g_autoptr(GString) message = NULL;

  g_return_val_if_fail (BRG_IS_DEAL (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint seat = 0; seat < 4; seat++)
    {
      guint n = brg_card_set_count (self->hands[seat]);

      if (n <= HAND_SIZE)
        continue;
      if (message == NULL)
        message = g_string_new (NULL);
      else
        g_string_append (message, " ");
      g_string_append_printf (message,
                              /* Translators: %s is a seat; a hand holds 13 cards */
                              _("%s holds %u cards, %u too many."),
                              brg_seat_to_display ((BrgSeat) seat), n, n - HAND_SIZE);
    }
  if (message == NULL)
    return TRUE;

  g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL, message->str);
  return FALSE;
}
