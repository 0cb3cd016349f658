/* brg-dd-position.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the double-dummy solver is given, checked in our own model first:
 * DDS crashes on some bad input, accepts a 51-card deal, and writes
 * dump.txt into the working directory when its own checks fail. Every
 * position passes brg_dd_position_check() before the solver sees it, which
 * covers all of DDS's input checks, so DDS never fails one.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-dd-position.h"
#include "brg-seat.h"

G_DEFINE_QUARK (brg-solver-error-quark, brg_solver_error)

static char *
card_name (BrgCard card)
{
  return brg_card_to_display (card);
}

/**
 * brg_dd_position_check:
 * @position: a position
 * @error: return location for a #GError
 *
 * Checks that @position is one a solver may be given: no card in two
 * places, every seat with the same number of cards once the current trick
 * is counted, at least one card left to play, and a current trick whose
 * cards follow suit whenever their player could.
 *
 * Returns: %TRUE if @position is valid
 */
gboolean
brg_dd_position_check (const BrgDdPosition  *position,
                       GError              **error)
{
  BrgCardSet seen = 0;
  guint count = 0;

  g_return_val_if_fail (position != NULL, FALSE);

  if (position->trumps > BRG_STRAIN_NOTRUMP || position->leader > BRG_SEAT_WEST
      || position->n_played > 3)
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                   _("The position has no valid strain, leader or trick"));
      return FALSE;
    }

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      BrgCardSet hand = position->hands[seat];

      if ((hand & ~BRG_CARD_SET_ALL) != 0 || (seen & hand) != 0)
        {
          BrgCard twice = brg_card_set_highest (seen & hand);
          g_autofree char *name = card_name (twice);

          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                       _("The deal gives %s to two players"), name);
          return FALSE;
        }
      seen |= hand;
    }

  for (guint i = 0; i < position->n_played; i++)
    {
      BrgCard card = position->played[i];

      if (!BRG_CARD_IS_VALID (card) || brg_card_set_contains (seen, card))
        {
          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                       _("A card of the current trick is unknown or still held"));
          return FALSE;
        }
      seen |= BRG_CARD_SET_BIT (card);
    }

  for (guint i = 0; i < 4; i++)
    {
      BrgSeat seat = (position->leader + i) % 4;
      guint n = brg_card_set_count (position->hands[seat]) + (i < position->n_played ? 1 : 0);

      if (i == 0)
        count = n;
      else if (n != count)
        {
          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                       /* Translators: the %s are seats, the %u numbers of cards */
                       g_dngettext (GETTEXT_PACKAGE,
                                    "%s holds %u card and %s %u; every hand needs as many",
                                    "%s holds %u cards and %s %u; every hand needs as many",
                                    count),
                       brg_seat_to_display (position->leader), count,
                       brg_seat_to_display (seat), n);
          return FALSE;
        }
    }
  if (count == 0 || count > 13)
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                   _("The hands hold %u cards each; a position needs 1 to 13"), count);
      return FALSE;
    }

  for (guint i = 1; i < position->n_played; i++)
    {
      BrgSuit led = BRG_CARD_SUIT (position->played[0]);
      BrgSeat seat = (position->leader + i) % 4;

      if (BRG_CARD_SUIT (position->played[i]) != led
          && (position->hands[seat] & BRG_CARD_SET_SUIT (led)) != 0)
        {
          g_autofree char *name = card_name (position->played[i]);

          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                       _("%s played %s without following suit"),
                       brg_seat_to_display (seat), name);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * brg_dd_position_is_full:
 * @position: a valid position
 *
 * Returns: %TRUE if @position is a whole deal before the opening lead
 */
gboolean
brg_dd_position_is_full (const BrgDdPosition *position)
{
  g_return_val_if_fail (position != NULL, FALSE);

  return position->n_played == 0
         && brg_card_set_count (position->hands[0] | position->hands[1]
                                | position->hands[2] | position->hands[3]) == BRG_N_CARDS;
}

/**
 * brg_dd_position_init_deal:
 * @position: (out caller-allocates): the position
 * @deal: a deal
 * @trumps: the strain
 * @leader: the opening leader
 * @error: return location for a #GError
 *
 * Makes the position before the opening lead of @deal and checks it: 52
 * distinct cards, 13 a hand. An end position (hands of fewer but equal
 * lengths) is accepted too.
 *
 * Returns: %TRUE if @deal can be solved
 */
gboolean
brg_dd_position_init_deal (BrgDdPosition  *position,
                           BrgDeal        *deal,
                           BrgStrain       trumps,
                           BrgSeat         leader,
                           GError        **error)
{
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (BRG_IS_DEAL (deal), FALSE);
  g_return_val_if_fail (trumps <= BRG_STRAIN_NOTRUMP, FALSE);
  g_return_val_if_fail (leader <= BRG_SEAT_WEST, FALSE);

  memset (position, 0, sizeof *position);
  position->trumps = trumps;
  position->leader = leader;
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      if (!brg_deal_is_hand_known (deal, seat))
        {
          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                       _("%s’s hand is not known"), brg_seat_to_display (seat));
          return FALSE;
        }
      position->hands[seat] = brg_deal_get_hand (deal, seat);
    }
  if (!brg_dd_position_check (position, error))
    return FALSE;
  position->tricks_won[0] = position->tricks_won[1] = 0;
  return TRUE;
}

/**
 * brg_dd_position_get_turn:
 * @position: a valid position
 *
 * Returns: the seat to play
 */
BrgSeat
brg_dd_position_get_turn (const BrgDdPosition *position)
{
  g_return_val_if_fail (position != NULL, BRG_SEAT_NONE);

  return (position->leader + position->n_played) % 4;
}

/**
 * brg_dd_position_get_n_left:
 * @position: a valid position
 *
 * Returns: the number of tricks still to play, the current one included
 */
guint
brg_dd_position_get_n_left (const BrgDdPosition *position)
{
  g_return_val_if_fail (position != NULL, 0);

  return brg_card_set_count (position->hands[position->leader]) + (position->n_played > 0);
}

/**
 * brg_dd_position_get_legal:
 * @position: a valid position
 *
 * Returns: the cards the seat on turn may play
 */
BrgCardSet
brg_dd_position_get_legal (const BrgDdPosition *position)
{
  BrgCardSet hand;

  g_return_val_if_fail (position != NULL, 0);

  hand = position->hands[brg_dd_position_get_turn (position)];
  if (position->n_played > 0)
    {
      BrgCardSet follow = hand & BRG_CARD_SET_SUIT (BRG_CARD_SUIT (position->played[0]));

      if (follow != 0)
        return follow;
    }
  return hand;
}

static BrgSeat
trick_winner (const BrgDdPosition *position,
              const BrgCard        trick[4])
{
  guint best = 0;

  for (guint i = 1; i < 4; i++)
    {
      BrgSuit suit = BRG_CARD_SUIT (trick[i]);
      BrgSuit best_suit = BRG_CARD_SUIT (trick[best]);

      if (suit == best_suit)
        {
          if (trick[i] > trick[best])
            best = i;
        }
      else if (position->trumps != BRG_STRAIN_NOTRUMP && suit == (BrgSuit) position->trumps)
        best = i;
    }
  return (position->leader + best) % 4;
}

/**
 * brg_dd_position_play:
 * @position: a valid position
 * @card: the card the seat on turn plays
 * @error: return location for a #GError
 *
 * Plays @card, following the rules: the seat on turn must hold it and must
 * follow suit when it can. A fourth card ends the trick: its winner leads.
 *
 * Returns: %TRUE if @card could be played
 */
gboolean
brg_dd_position_play (BrgDdPosition  *position,
                      BrgCard         card,
                      GError        **error)
{
  BrgSeat seat;

  g_return_val_if_fail (position != NULL, FALSE);

  seat = brg_dd_position_get_turn (position);
  if (!BRG_CARD_IS_VALID (card))
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                   _("%s’s card is not known"), brg_seat_to_display (seat));
      return FALSE;
    }
  if (!brg_card_set_contains (brg_dd_position_get_legal (position), card))
    {
      g_autofree char *name = card_name (card);

      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                   brg_card_set_contains (position->hands[seat], card)
                     ? _("%s may not play %s: they must follow suit")
                     : _("%s does not hold %s"),
                   brg_seat_to_display (seat), name);
      return FALSE;
    }

  position->hands[seat] &= ~BRG_CARD_SET_BIT (card);
  if (position->n_played < 3)
    {
      position->played[position->n_played++] = card;
      return TRUE;
    }

  {
    BrgCard trick[4] = { position->played[0], position->played[1], position->played[2], card };
    BrgSeat winner = trick_winner (position, trick);

    position->tricks_won[winner & 1]++;
    position->leader = winner;
    position->n_played = 0;
  }
  return TRUE;
}

/**
 * brg_dd_position_init_play:
 * @position: (out caller-allocates): the position
 * @deal: the deal
 * @play: a play of @deal
 * @n_cards: how many of its cards to play
 * @error: return location for a #GError
 *
 * Makes the position after the first @n_cards cards of @play, checking
 * the deal and every card: known, held, following suit, and played without
 * an irregularity.
 *
 * Returns: %TRUE if the position could be made
 */
gboolean
brg_dd_position_init_play (BrgDdPosition  *position,
                           BrgDeal        *deal,
                           BrgPlay        *play,
                           guint           n_cards,
                           GError        **error)
{
  g_return_val_if_fail (BRG_IS_PLAY (play), FALSE);
  g_return_val_if_fail (n_cards <= brg_play_get_n_cards (play), FALSE);

  if (brg_play_get_leader (play) > BRG_SEAT_WEST)
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                   _("The play has no opening leader"));
      return FALSE;
    }
  if (!brg_dd_position_init_deal (position, deal, brg_play_get_trumps (play),
                                  brg_play_get_leader (play), error))
    return FALSE;

  for (guint i = 0; i < n_cards; i++)
    {
      if (brg_play_get_card_flags (play, i) != BRG_PLAY_FLAGS_NONE)
        {
          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                       _("Card %u of the play is irregular"), i + 1);
          return FALSE;
        }
      if (!brg_dd_position_play (position, brg_play_get_card (play, i), error))
        return FALSE;
    }
  return TRUE;
}

/**
 * brg_dd_play_count_legal:
 * @deal: a deal
 * @play: a play of @deal
 *
 * Returns: how many cards from the start of @play form a regular play the
 *   solver can follow (0 when the deal itself cannot be solved)
 */
guint
brg_dd_play_count_legal (BrgDeal *deal,
                         BrgPlay *play)
{
  BrgDdPosition position;
  guint n = 0;

  g_return_val_if_fail (BRG_IS_DEAL (deal), 0);
  g_return_val_if_fail (BRG_IS_PLAY (play), 0);

  if (brg_play_get_leader (play) > BRG_SEAT_WEST
      || !brg_dd_position_init_deal (&position, deal, brg_play_get_trumps (play),
                                     brg_play_get_leader (play), NULL))
    return 0;
  while (n < brg_play_get_n_cards (play)
         && brg_play_get_card_flags (play, n) == BRG_PLAY_FLAGS_NONE
         && brg_dd_position_play (&position, brg_play_get_card (play, n), NULL))
    n++;
  return n;
}
