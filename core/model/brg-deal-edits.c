/* brg-deal-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every deal edit computes the new hands from the deal as it stands when
 * it is applied (a redo finds the deal as the first apply did), keeps the
 * old hands, and sets one or the other with brg_deal_set_hands(), which
 * lets a hand pass 13 cards while the user edits. The deal of a board
 * rewrites the board's Deal tag; the edit keeps the tag as it was too
 * (`?`, no tag at all, its comments) and puts it back on revert.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-card.h"
#include "brg-deal-edits.h"
#include "brg-deal-private.h"
#include "brg-deal-text.h"
#include "brg-edits.h"
#include "brg-error.h"
#include "brg-play.h"
#include "brg-seat.h"

#define HAND_SIZE 13

typedef enum
{
  EDIT_SET,
  EDIT_SUIT,
  EDIT_HAND,
  EDIT_SWAP,
  EDIT_CLEAR_HAND,
  EDIT_PLACE,
  EDIT_COMPLETE,
} EditKind;

typedef struct
{
  /* Owned */
  BrgDeal      *deal;
  BrgTag       *old_tag;     /* the board's Deal tag, NULL when it had none */

  EditKind      kind;
  BrgHands      old;         /* as the last apply found the deal */
  BrgHands      target;      /* EDIT_SET */
  BrgSeat       seat;        /* EDIT_SUIT, EDIT_HAND, EDIT_CLEAR_HAND, EDIT_PLACE;
                              EDIT_SWAP's first */
  BrgSeat       other;       /* EDIT_SWAP */
  BrgSuit       suit;        /* EDIT_SUIT */
  BrgCard       card;        /* EDIT_PLACE, to EDIT_PLACE's seat or none */
  BrgHandText   text;        /* EDIT_SUIT, EDIT_HAND */
  BrgDealSpec   spec;        /* EDIT_COMPLETE */
  guint64       seed;        /* EDIT_COMPLETE */
} DealEdit;

static void
deal_edit_free (gpointer data)
{
  DealEdit *edit = data;

  g_clear_object (&edit->deal);
  g_clear_pointer (&edit->old_tag, brg_tag_free);
  g_free (edit);
}

static BrgBoard *
owner_board (BrgDeal *deal)
{
  gpointer owner = _brg_deal_get_owner (deal);

  return owner != NULL && BRG_IS_BOARD (owner) ? owner : NULL;
}

/* Puts the board's Deal tag back as it was: the deal is already back, so
 * the tag reads into the same cards (and keeps the spot marks). */
static void
restore_deal_tag (DealEdit *edit)
{
  BrgBoard *board = owner_board (edit->deal);
  int index;

  if (board == NULL)
    return;
  index = brg_board_find_tag (board, "Deal");
  if (edit->old_tag == NULL)
    {
      if (index >= 0)
        brg_board_remove_tag (board, "Deal");
    }
  else if (index >= 0)
    brg_board_replace_nth_tag (board, (guint) index, edit->old_tag);
  else
    brg_board_insert_tag (board, -1, edit->old_tag);
}

static DealEdit *
deal_edit_new (BrgDeal  *deal,
               EditKind  kind)
{
  DealEdit *edit = g_new0 (DealEdit, 1);

  edit->deal = g_object_ref (deal);
  edit->kind = kind;
  edit->seat = edit->other = BRG_SEAT_NONE;
  return edit;
}

/**
 * brg_deal_find_receiver:
 * @deal: a deal
 * @seat: the seat that received the last card, or %BRG_SEAT_NONE for North
 *
 * Finds the hand a card clicked in the palette goes to: @seat while it
 * holds fewer than 13 cards, else the next seat clockwise that does.
 *
 * Returns: the receiving seat, or %BRG_SEAT_NONE when every hand is full
 */
BrgSeat
brg_deal_find_receiver (BrgDeal *deal,
                        BrgSeat  seat)
{
  g_return_val_if_fail (BRG_IS_DEAL (deal), BRG_SEAT_NONE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat) || seat == BRG_SEAT_NONE, BRG_SEAT_NONE);

  if (seat == BRG_SEAT_NONE)
    seat = BRG_SEAT_NORTH;
  for (int i = 0; i < 4; i++)
    {
      BrgSeat candidate = brg_seat_rotate (seat, i);

      if (brg_deal_get_n_cards (deal, candidate) < HAND_SIZE)
        return candidate;
    }
  return BRG_SEAT_NONE;
}

/* Makes @cards (of @suit) and @n_spots spot cards the holding of @seat in
 * @suit: cards another hand holds move here; the spot cards are the lowest
 * free ones, and a hand that loses a spot card to this one gets another
 * free one when there is one. */
static gboolean
place_suit (BrgHands    *hands,
            BrgSeat      seat,
            BrgSuit      suit,
            BrgCardSet   cards,
            guint        n_spots,
            GError     **error)
{
  BrgCardSet suit_mask = BRG_CARD_SET_SUIT (suit);
  guint lost_spots[4] = { 0, };
  BrgCardSet held = 0, chosen;

  hands->spots &= ~(hands->cards[seat] & suit_mask);
  hands->cards[seat] &= ~suit_mask;
  for (guint other = 0; other < 4; other++)
    {
      BrgCardSet taken = hands->cards[other] & cards;

      if (taken == 0)
        continue;
      lost_spots[other] = brg_card_set_count (taken & hands->spots);
      hands->cards[other] &= ~taken;
      hands->spots &= ~taken;
    }
  hands->cards[seat] |= cards;
  hands->known[seat] = TRUE;

  for (guint other = 0; other < 4; other++)
    held |= hands->cards[other];
  chosen = brg_card_set_lowest_spots (BRG_CARD_SET_ALL & ~held, suit, n_spots);
  if (brg_card_set_count (chosen) < n_spots)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                   /* Translators: %s is a suit symbol; x stands for a card from 2 to 9 */
                   _("Too few spot cards of %s are left for every x"),
                   brg_suit_to_symbol (suit));
      return FALSE;
    }
  hands->cards[seat] |= chosen;
  hands->spots |= chosen;
  held |= chosen;

  for (guint other = 0; other < 4; other++)
    if (lost_spots[other] > 0)
      {
        BrgCardSet refill = brg_card_set_lowest_spots (BRG_CARD_SET_ALL & ~held, suit,
                                                       lost_spots[other]);

        hands->cards[other] |= refill;
        hands->spots |= refill;
        held |= refill;
      }
  return TRUE;
}

static gboolean
compute (DealEdit  *edit,
         BrgHands  *hands,
         GError   **error)
{
  *hands = edit->old;

  switch (edit->kind)
    {
    case EDIT_SET:
      *hands = edit->target;
      return TRUE;

    case EDIT_SUIT:
      return place_suit (hands, edit->seat, edit->suit,
                         edit->text.cards & BRG_CARD_SET_SUIT (edit->suit),
                         edit->text.n_spots[edit->suit], error);

    case EDIT_HAND:
      for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
        if (!place_suit (hands, edit->seat, suit, edit->text.cards & BRG_CARD_SET_SUIT (suit),
                         edit->text.n_spots[suit], error))
          return FALSE;
      return TRUE;

    case EDIT_SWAP:
      {
        BrgCardSet cards = hands->cards[edit->seat];
        gboolean known = hands->known[edit->seat];

        hands->cards[edit->seat] = hands->cards[edit->other];
        hands->known[edit->seat] = hands->known[edit->other];
        hands->cards[edit->other] = cards;
        hands->known[edit->other] = known;
        return TRUE;
      }

    case EDIT_CLEAR_HAND:
      hands->spots &= ~hands->cards[edit->seat];
      hands->cards[edit->seat] = 0;
      hands->known[edit->seat] = FALSE;
      return TRUE;

    case EDIT_PLACE:
      for (guint seat = 0; seat < 4; seat++)
        hands->cards[seat] &= ~BRG_CARD_SET_BIT (edit->card);
      hands->spots &= ~BRG_CARD_SET_BIT (edit->card);
      if (edit->seat == BRG_SEAT_NONE)
        return TRUE;
      if (brg_card_set_count (hands->cards[edit->seat]) >= HAND_SIZE
          && !brg_card_set_contains (edit->old.cards[edit->seat], edit->card))
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: %s is a seat */
                       _("%s’s hand is full"), brg_seat_to_display (edit->seat));
          return FALSE;
        }
      hands->cards[edit->seat] |= BRG_CARD_SET_BIT (edit->card);
      hands->known[edit->seat] = TRUE;
      return TRUE;

    case EDIT_COMPLETE:
      {
        g_autoptr(BrgDealer) dealer = brg_dealer_new (edit->seed);

        return brg_dealer_deal (dealer, &edit->old, &edit->spec, hands, error);
      }

    default:
      g_assert_not_reached ();
      return FALSE;
    }
}

static gboolean
deal_edit_apply (gpointer   data,
                 GError   **error)
{
  DealEdit *edit = data;
  BrgHands hands;

  BrgBoard *board = owner_board (edit->deal);

  brg_deal_get_hands (edit->deal, &edit->old);
  g_clear_pointer (&edit->old_tag, brg_tag_free);
  if (board != NULL && brg_board_lookup_tag (board, "Deal") != NULL)
    edit->old_tag = brg_tag_copy (brg_board_lookup_tag (board, "Deal"));
  if (!compute (edit, &hands, error))
    return FALSE;
  return brg_deal_set_hands (edit->deal, &hands, error);
}

static gboolean
deal_edit_revert (gpointer   data,
                  GError   **error)
{
  DealEdit *edit = data;

  if (!brg_deal_set_hands (edit->deal, &edit->old, error))
    return FALSE;
  restore_deal_tag (edit);
  return TRUE;
}

static BrgCommand *
deal_edit_command (DealEdit   *edit,
                   const char *label)
{
  return brg_command_new (label, deal_edit_apply, deal_edit_revert, edit, deal_edit_free);
}

/**
 * brg_edit_set_hands:
 * @deal: a deal
 * @hands: the new hands; a hand may hold more than 13 cards
 * @label: (nullable): the translated label, "Set deal" by default
 *
 * Makes the edit that sets the whole deal at once, as brg_deal_set_hands()
 * does. It fails to apply, changing nothing, when @hands puts a card in
 * two hands.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_hands (BrgDeal        *deal,
                    const BrgHands *hands,
                    const char     *label)
{
  DealEdit *edit;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (hands != NULL, NULL);

  edit = deal_edit_new (deal, EDIT_SET);
  edit->target = *hands;
  return deal_edit_command (edit, label != NULL ? label : _("Set deal"));
}

/**
 * brg_edit_place_card:
 * @deal: a deal
 * @card: a card
 * @seat: the hand it goes to, or %BRG_SEAT_NONE to give it back
 *
 * Makes the edit of a click in the deal editor's palette: @card goes to
 * @seat's hand (see brg_deal_find_receiver()) from wherever it was, or
 * back to the palette; it is no spot card any more. It fails to apply,
 * changing nothing, when @seat's hand holds 13 cards already. Unlike
 * brg_edit_move_card(), its undo also restores the board's Deal tag as it
 * was.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_place_card (BrgDeal *deal,
                     BrgCard  card,
                     BrgSeat  seat)
{
  DealEdit *edit;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat) || seat == BRG_SEAT_NONE, NULL);

  edit = deal_edit_new (deal, EDIT_PLACE);
  edit->card = card;
  edit->seat = seat;
  return deal_edit_command (edit, seat != BRG_SEAT_NONE ? _("Place card") : _("Give back card"));
}

/* Takes a newer keystroke in the same entry into @data: the older edit now
 * sets the deal as the newer one left it, and keeps the hands and the
 * Deal tag from before the first keystroke for undo. */
static gboolean
deal_edit_merge (gpointer data,
                 gpointer newer_data)
{
  DealEdit *edit = data;
  DealEdit *newer = newer_data;

  if (edit->deal != newer->deal)
    return FALSE;
  brg_deal_get_hands (edit->deal, &edit->target);
  edit->kind = EDIT_SET;
  return TRUE;
}

/* The edit of one entry of the deal editor, with the merge key of that
 * entry: a suit of a hand, or a hand line. */
static BrgCommand *
typing_command (BrgDeal           *deal,
                EditKind           kind,
                BrgSeat            seat,
                BrgSuit            suit,
                const BrgHandText *parsed)
{
  g_autofree char *key = NULL;
  BrgCommand *command;
  DealEdit *edit;

  edit = deal_edit_new (deal, kind);
  edit->seat = seat;
  edit->suit = suit;
  edit->text = *parsed;
  command = deal_edit_command (edit, kind == EDIT_SUIT ? _("Type cards") : _("Type hand"));
  if (kind == EDIT_SUIT)
    key = g_strdup_printf ("deal-suit/%p/%u/%u", (gpointer) deal, seat, suit);
  else
    key = g_strdup_printf ("deal-hand/%p/%u", (gpointer) deal, seat);
  brg_command_set_merge (command, key, deal_edit_merge);
  return command;
}

/**
 * brg_edit_set_suit_text:
 * @deal: a deal
 * @seat: the hand typed into
 * @suit: the suit typed
 * @text: the suit as typed, as brg_hand_text_parse_suit() reads it
 * @error: return location for a #GError
 *
 * Makes the edit of one suit entry of the deal editor: the hand's cards of
 * @suit become those of @text. A card another hand holds moves to @seat; an
 * `x` becomes the lowest spot card (2 to 9) no hand holds, marked as a
 * spot, and a hand that loses a spot card this way gets another. The hand
 * may pass 13 cards; brg_deal_get_status() says so. The edits of one entry
 * merge (brg_command_set_merge()), so that a #BrgHistory undoes a word as
 * one step.
 *
 * Returns: (transfer full) (nullable): the command, or %NULL with @error
 *   set when @text is not a suit; it fails to apply when too few spot
 *   cards are left for the `x`
 */
BrgCommand *
brg_edit_set_suit_text (BrgDeal     *deal,
                        BrgSeat      seat,
                        BrgSuit      suit,
                        const char  *text,
                        GError     **error)
{
  BrgHandText parsed;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);
  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!brg_hand_text_parse_suit (text, suit, &parsed, error))
    return NULL;
  return typing_command (deal, EDIT_SUIT, seat, suit, &parsed);
}

/**
 * brg_edit_set_hand_text:
 * @deal: a deal
 * @seat: the hand typed into
 * @text: a hand line as typed, as brg_hand_text_parse() reads it
 * @error: return location for a #GError
 *
 * Makes the edit of the hand line entry of the deal editor: @seat's hand
 * becomes @text, each suit as brg_edit_set_suit_text() sets it (suits not
 * typed yet are void). The edits of one hand merge.
 *
 * Returns: (transfer full) (nullable): the command, or %NULL with @error
 *   set when @text is not a hand
 */
BrgCommand *
brg_edit_set_hand_text (BrgDeal     *deal,
                        BrgSeat      seat,
                        const char  *text,
                        GError     **error)
{
  BrgHandText parsed;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!brg_hand_text_parse (text, &parsed, error))
    return NULL;
  return typing_command (deal, EDIT_HAND, seat, BRG_SUIT_CLUBS, &parsed);
}

/**
 * brg_edit_swap_hands:
 * @deal: a deal
 * @a: a seat
 * @b: another seat
 *
 * Makes the edit that swaps two hands, known flags and spot cards with
 * them.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_swap_hands (BrgDeal *deal,
                     BrgSeat  a,
                     BrgSeat  b)
{
  DealEdit *edit;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (a), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (b), NULL);

  edit = deal_edit_new (deal, EDIT_SWAP);
  edit->seat = a;
  edit->other = b;
  return deal_edit_command (edit, _("Swap hands"));
}

/**
 * brg_edit_clear_hand:
 * @deal: a deal
 * @seat: a seat
 *
 * Makes the edit that gives back every card of @seat's hand and makes the
 * hand unknown.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_clear_hand (BrgDeal *deal,
                     BrgSeat  seat)
{
  DealEdit *edit;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  edit = deal_edit_new (deal, EDIT_CLEAR_HAND);
  edit->seat = seat;
  return deal_edit_command (edit, _("Clear hand"));
}

/**
 * brg_edit_clear_deal:
 * @deal: a deal
 *
 * Makes the edit that empties the deal: four unknown hands, as in a new
 * board.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_clear_deal (BrgDeal *deal)
{
  BrgHands empty;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);

  memset (&empty, 0, sizeof empty);
  return brg_edit_set_hands (deal, &empty, _("Clear deal"));
}

/**
 * brg_edit_complete_deal:
 * @deal: a deal
 * @spec: (nullable): what each hand must be like, or %NULL to complete at
 *   random
 * @seed: the dealer's seed, so that redo deals the same cards
 *
 * Makes the edit that deals the cards @deal leaves to the hands that lack
 * them, as brg_dealer_deal() does: the cards placed stay, spot cards are
 * chosen again at random, and each hand meets @spec ("complete to fit").
 * It fails to apply, changing nothing, with the dealer's error when no
 * deal fits or a hand holds more than 13 cards.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_complete_deal (BrgDeal           *deal,
                        const BrgDealSpec *spec,
                        guint64            seed)
{
  DealEdit *edit;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);

  edit = deal_edit_new (deal, EDIT_COMPLETE);
  if (spec != NULL)
    edit->spec = *spec;
  else
    brg_deal_spec_init (&edit->spec);
  edit->seed = seed;
  return deal_edit_command (edit, spec != NULL ? _("Complete deal to fit")
                                               : _("Complete deal at random"));
}

/**
 * brg_edit_paste_deal:
 * @board: a board
 * @hands: the pasted hands, as brg_deal_text_to_hands() or the paste
 *   reader makes them
 * @dealer: the dealer the pasted text names, or %BRG_SEAT_NONE to keep the
 *   board's
 *
 * Makes the edit that puts a pasted deal on @board, and its dealer when it
 * names one, as one undo step.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_paste_deal (BrgBoard       *board,
                     const BrgHands *hands,
                     BrgSeat         dealer)
{
  g_autoptr(BrgCommand) set = NULL;
  BrgCommand *group;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (hands != NULL, NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (dealer) || dealer == BRG_SEAT_NONE, NULL);

  group = brg_command_new_group (_("Paste deal"));
  if (dealer != BRG_SEAT_NONE)
    {
      char letter[2] = { brg_seat_to_pbn (dealer), '\0' };
      g_autoptr(BrgCommand) tag = brg_edit_set_tag (board, "Dealer", letter);

      brg_command_append (group, tag);
    }
  set = brg_edit_set_hands (brg_board_get_deal (board), hands, NULL);
  brg_command_append (group, set);
  return group;
}

/* A deal edit under a play */

typedef struct
{
  /* Owned */
  BrgBoard   *board;
  BrgCommand *inner;
} UnderPlay;

static void
under_play_free (gpointer data)
{
  UnderPlay *edit = data;

  g_clear_object (&edit->board);
  g_clear_object (&edit->inner);
  g_free (edit);
}

/* Whether every card the board's play has played is in the hand of the
 * seat that played it, where the deal knows that hand. */
static gboolean
play_fits_deal (BrgBoard  *board,
                GError   **error)
{
  BrgPlay *play = brg_board_get_play (board);
  BrgDeal *deal = brg_board_get_deal (board);

  if (play == NULL || deal == NULL)
    return TRUE;
  for (guint i = 0; i < brg_play_get_n_cards (play); i++)
    {
      BrgCard card = brg_play_get_card (play, i);
      BrgSeat seat = brg_play_get_card_seat (play, i);
      g_autofree char *name = NULL;

      if (!BRG_CARD_IS_VALID (card) || !BRG_SEAT_IS_VALID (seat)
          || !brg_deal_is_hand_known (deal, seat)
          || (brg_deal_get_hand (deal, seat) & BRG_CARD_SET_BIT (card)) != 0)
        continue;
      name = brg_card_to_display (card);
      /* Translators: the first %s is a card (♥7), the second a seat */
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_CARD_NOT_HELD,
                   _("%s has been played by %s, who would no longer hold it: take back the "
                     "play first"),
                   name, brg_seat_to_display (seat));
      return FALSE;
    }
  return TRUE;
}

static gboolean
under_play_apply (gpointer   data,
                  GError   **error)
{
  UnderPlay *edit = data;

  if (!brg_command_apply (edit->inner, error))
    return FALSE;
  if (play_fits_deal (edit->board, error))
    return TRUE;
  if (!brg_command_revert (edit->inner, NULL))
    g_critical ("A deal edit that failed could not be taken back");
  return FALSE;
}

static gboolean
under_play_revert (gpointer   data,
                   GError   **error)
{
  UnderPlay *edit = data;

  return brg_command_revert (edit->inner, error);
}

static gboolean
under_play_merge (gpointer data,
                  gpointer newer_data)
{
  UnderPlay *edit = data;
  UnderPlay *newer = newer_data;

  return edit->board == newer->board && brg_command_merge (edit->inner, newer->inner);
}

/**
 * brg_edit_deal_under_play:
 * @board: a board
 * @command: (transfer full): an edit of @board's deal (brg_edit_swap_hands()
 *   and the others of this file)
 *
 * Makes @command an edit that fails to apply, and changes nothing, when
 * it would leave a card that @board's play has played out of the hand of
 * the seat that played it: the play would then say that a seat played a
 * card it does not hold, and undoing the edits of the play after it
 * could not bring the play back. The deal editor makes every edit so.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_deal_under_play (BrgBoard   *board,
                          BrgCommand *command)
{
  UnderPlay *edit;
  BrgCommand *wrapper;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (BRG_IS_COMMAND (command), NULL);

  edit = g_new0 (UnderPlay, 1);
  edit->board = g_object_ref (board);
  edit->inner = command;
  wrapper = brg_command_new (brg_command_get_label (command), under_play_apply,
                             under_play_revert, edit, under_play_free);
  if (brg_command_get_merge_key (command) != NULL)
    brg_command_set_merge (wrapper, brg_command_get_merge_key (command), under_play_merge);
  return wrapper;
}
