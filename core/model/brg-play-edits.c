/* brg-play-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every edit here makes the play it wants on a copy, then restores the
 * board's play to it in one step, so undo is exact; then the Result tag
 * follows (brg-edit-steps.c).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-edit-steps-private.h"
#include "brg-error.h"
#include "brg-play-edits.h"
#include "brg-seat.h"
#include "brg-section-private.h"

/* The opening leader and the trumps of a play the board does not have
 * yet: from its contract, led by @seat or else by declarer's left. */
static gboolean
new_play_contract (BrgBoard   *board,
                   BrgSeat     seat,
                   BrgSeat    *leader,
                   BrgStrain  *trumps,
                   GError    **error)
{
  BrgContract contract;
  BrgSeat declarer;

  if (!brg_board_get_contract (board, &contract, &declarer))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The contract is not known, so the play cannot start"));
      return FALSE;
    }
  if (contract.passed_out)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_COMPLETE,
                           _("The board was passed out: there is no play"));
      return FALSE;
    }
  *leader = BRG_SEAT_IS_VALID (seat) ? seat : brg_seat_next (declarer);
  *trumps = (BrgStrain) contract.strain;
  return TRUE;
}

/* The board's play, made (as a step) when there is none. */
static BrgPlay *
ensure_play (BrgBoard   *board,
             BrgSeat     seat,
             GPtrArray  *steps,
             GError    **error)
{
  g_autoptr(BrgPlay) play = NULL;
  BrgStrain trumps;
  BrgSeat leader;

  if (brg_board_get_play (board) != NULL)
    return brg_board_get_play (board);

  if (!new_play_contract (board, seat, &leader, &trumps, error))
    return NULL;
  play = brg_play_new (leader, trumps);
  if (!_brg_steps_do (steps, _brg_edit_set_section (board, BRG_SECTION_PLAY, BRG_SECTION (play)),
                      error))
    return NULL;
  return brg_board_get_play (board);
}

/**
 * brg_board_get_next_player:
 * @board: a board
 *
 * Returns: the seat to play next: declarer's left-hand opponent before
 *   the board has a play and when its contract is known; %BRG_SEAT_NONE
 *   when the play is complete, the contract unknown, or the next trick's
 *   leader unknown (after a trick with an unknown card)
 */
BrgSeat
brg_board_get_next_player (BrgBoard *board)
{
  BrgStrain trumps;
  BrgSeat leader;

  g_return_val_if_fail (BRG_IS_BOARD (board), BRG_SEAT_NONE);

  if (brg_board_get_play (board) != NULL)
    return brg_play_get_next_seat (brg_board_get_play (board));
  if (!new_play_contract (board, BRG_SEAT_NONE, &leader, &trumps, NULL))
    return BRG_SEAT_NONE;
  return leader;
}

/**
 * brg_board_get_legal_cards:
 * @board: a board
 * @seat: the seat that would play, or %BRG_SEAT_NONE for the seat on turn
 * @flags: irregularities to allow: a revoke or a lead out of turn
 *   (PBN §3.9 C, D)
 *
 * What the play entry enables: brg_play_get_legal_cards() of the board's
 * play, or of the play that brg_edit_make_play() would start. In an end
 * position (PBN §3.10) only the cards the hands hold count.
 *
 * Returns: the cards @seat may play now
 */
BrgCardSet
brg_board_get_legal_cards (BrgBoard     *board,
                           BrgSeat       seat,
                           BrgPlayFlags  flags)
{
  g_autoptr(BrgPlay) start = NULL;
  BrgPlay *play;

  g_return_val_if_fail (BRG_IS_BOARD (board), BRG_CARD_SET_EMPTY);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat) || seat == BRG_SEAT_NONE, BRG_CARD_SET_EMPTY);

  play = brg_board_get_play (board);
  if (play == NULL)
    {
      BrgStrain trumps;
      BrgSeat leader;

      if (!new_play_contract (board, seat, &leader, &trumps, NULL))
        return BRG_CARD_SET_EMPTY;
      start = brg_play_new (leader, trumps);
      brg_play_set_deal (start, brg_board_get_deal (board));
      play = start;
    }

  if (seat == BRG_SEAT_NONE)
    seat = brg_play_get_next_seat (play);
  if (seat == BRG_SEAT_NONE)
    return BRG_CARD_SET_EMPTY;
  return brg_play_get_legal_cards (play, seat, flags);
}


/* Play a card */

typedef struct
{
  /* Owned */
  BrgBoard     *board;

  BrgSeat       seat;
  BrgCard       card;
  BrgPlayFlags  flags;
  guint         tricks;
  enum { MAKE_PLAY, TAKE_BACK, CLAIM, WITHDRAW } kind;
} PlayEdit;

static void
play_edit_free (gpointer data)
{
  PlayEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit);
}

/* The play after the edit, on a copy of @play. */
static BrgPlay *
build_target (PlayEdit  *edit,
              BrgPlay   *play,
              GError   **error)
{
  g_autoptr(BrgPlay) target = brg_play_copy (play);
  guint n = brg_play_get_n_cards (target);
  BrgSeat seat = edit->seat;

  switch (edit->kind)
    {
    case MAKE_PLAY:
      if (seat == BRG_SEAT_NONE)
        seat = brg_play_get_next_seat (target);
      if (seat == BRG_SEAT_NONE)
        {
          g_set_error_literal (error, BRG_MODEL_ERROR,
                               brg_play_is_complete (target) ? BRG_MODEL_ERROR_PLAY_COMPLETE
                                                             : BRG_MODEL_ERROR_NOT_YOUR_TURN,
                               brg_play_is_complete (target)
                                 ? _("The play is complete")
                                 : _("Nobody knows who leads this trick"));
          return NULL;
        }
      if (!brg_play_play_card_full (target, seat, edit->card, edit->flags, error))
        return NULL;
      /* A card after `*` means the play goes on after all; `+` stands for
       * the next card until the play is over (PBN §3.6). */
      if (brg_play_get_end_mark (target) == BRG_END_MARK_STOP || brg_play_is_complete (target))
        brg_play_set_end_mark (target, BRG_END_MARK_NONE);
      break;

    case TAKE_BACK:
      {
        g_autoptr(GArray) gone = g_array_new (FALSE, FALSE, sizeof (guint));
        const BrgAnnotation *annotation;

        if (n == 0)
          {
            g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                                 _("No card has been played"));
            return NULL;
          }
        annotation = brg_play_get_annotation (target, n - 1);
        if (annotation != NULL && annotation->note != 0)
          g_array_append_val (gone, annotation->note);
        /* Taking back a card takes back a claim made after it. */
        brg_play_clear_claim (target);
        if (brg_play_get_end_mark (target) == BRG_END_MARK_STOP)
          brg_play_set_end_mark (target, BRG_END_MARK_NONE);
        brg_play_remove_last_card (target);
        if (_brg_section_prune_notes (BRG_SECTION (target), gone))
          _brg_section_renumber_notes (BRG_SECTION (target));
      }
      break;

    case CLAIM:
      brg_play_clear_claim (target);
      if (brg_play_is_complete (target))
        {
          g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_COMPLETE,
                               _("The play is complete"));
          return NULL;
        }
      if (!brg_play_claim (target, edit->tricks, error))
        return NULL;
      /* PBN §3.6: `*` ends a play that stops before its last trick; the
       * Result tag then gives its result. */
      brg_play_set_end_mark (target, BRG_END_MARK_STOP);
      break;

    case WITHDRAW:
      if (brg_play_get_claim (target) < 0)
        {
          g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_CLAIM,
                               _("Declarer has not claimed"));
          return NULL;
        }
      brg_play_clear_claim (target);
      if (brg_play_get_end_mark (target) == BRG_END_MARK_STOP)
        brg_play_set_end_mark (target, BRG_END_MARK_NONE);
      break;

    default:
      g_assert_not_reached ();
    }

  return g_steal_pointer (&target);
}

static gboolean
play_edit_run (gpointer    data,
               GPtrArray  *steps,
               GError    **error)
{
  PlayEdit *edit = data;
  g_autoptr(BrgPlay) target = NULL;
  BrgFollow before;
  BrgPlay *play;

  _brg_follow_capture (&before, edit->board);
  if (edit->kind == MAKE_PLAY || edit->kind == CLAIM)
    play = ensure_play (edit->board, edit->seat, steps, error);
  else
    {
      play = brg_board_get_play (edit->board);
      if (play == NULL)
        g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                             _("The board has no play"));
    }
  if (play == NULL)
    return FALSE;

  target = build_target (edit, play, error);
  if (target == NULL)
    return FALSE;
  if (!_brg_steps_do (steps, _brg_edit_restore_section (BRG_SECTION (play),
                                                        BRG_SECTION (g_steal_pointer (&target))),
                      error))
    return FALSE;
  return _brg_follow_play (&before, edit->board, steps, error);
}

static BrgCommand *
play_edit_new (const char   *label,
               BrgBoard     *board,
               int           kind,
               BrgSeat       seat,
               BrgCard       card,
               BrgPlayFlags  flags,
               guint         tricks)
{
  PlayEdit *edit = g_new0 (PlayEdit, 1);

  edit->board = g_object_ref (board);
  edit->kind = kind;
  edit->seat = seat;
  edit->card = card;
  edit->flags = flags;
  edit->tricks = tricks;
  return _brg_steps_command_new (label, play_edit_run, edit, play_edit_free);
}

/**
 * brg_edit_make_play:
 * @board: a board
 * @seat: the seat that plays, or %BRG_SEAT_NONE for the seat on turn
 * @card: the card, or %BRG_CARD_UNKNOWN for PBN's `-`
 * @flags: its irregularities: a revoke or a lead out of turn (PBN §3.9)
 *
 * Makes the edit that plays a card, as the play entry does; the trick
 * completes with its fourth card and its winner leads the next
 * (brg_play_get_next_seat()). A board without a play gets one, from its
 * contract (the complete auction, else the `Contract` and `Declarer`
 * tags): the trumps of the contract, and as opening leader @seat, or
 * declarer's left-hand opponent when @seat is %BRG_SEAT_NONE, which lets
 * an end position (PBN §3.10) start with any hand. It fails to apply when
 * the card is not legal (brg_play_check_card()), the contract unknown or
 * the play complete.
 *
 * After this edit and every other one of the play, the `Result` tag
 * follows the play when it agreed with it before or was unknown:
 * declarer's tricks once the play is over (all tricks played, or a
 * claim), "?" while it goes on.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_make_play (BrgBoard     *board,
                    BrgSeat       seat,
                    BrgCard       card,
                    BrgPlayFlags  flags)
{
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat) || seat == BRG_SEAT_NONE, NULL);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, NULL);

  return play_edit_new (_("Play card"), board, MAKE_PLAY, seat, card, flags, 0);
}

/**
 * brg_edit_take_back_card:
 * @board: a board
 *
 * Makes the edit that takes back the last card played, with its
 * annotation; a note only it referred to goes too, and a claim is
 * withdrawn. The Result tag follows as for brg_edit_make_play(). It fails
 * to apply when no card has been played.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_take_back_card (BrgBoard *board)
{
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  return play_edit_new (_("Take back card"), board, TAKE_BACK, BRG_SEAT_NONE, BRG_CARD_NONE,
                        BRG_PLAY_FLAGS_NONE, 0);
}

/**
 * brg_edit_claim:
 * @board: a board
 * @tricks: the tricks declarer claims of those not yet complete, the one
 *   in progress included
 *
 * Makes the edit that records declarer's claim; the defenders take the
 * rest. The play section then ends with `*` and the Result tag gives
 * declarer's tricks (PBN §3.6, §3.4.15), as PBN writes a play that stops
 * early; brg_play_get_claim() keeps the number. A board without a play
 * gets one as for brg_edit_make_play(), so declarer may claim before the
 * lead. A new claim replaces an earlier one. It fails to apply when more
 * tricks are claimed than remain or the play is over.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_claim (BrgBoard *board,
                guint     tricks)
{
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  /* Translators: the name of an undo step: declarer claims tricks ("Undo Claim") */
  return play_edit_new (_("Claim"), board, CLAIM, BRG_SEAT_NONE, BRG_CARD_NONE,
                        BRG_PLAY_FLAGS_NONE, tricks);
}

/**
 * brg_edit_withdraw_claim:
 * @board: a board
 *
 * Makes the edit that withdraws declarer's claim, so that the play goes
 * on. It fails to apply without a claim.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_withdraw_claim (BrgBoard *board)
{
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  return play_edit_new (_("Withdraw claim"), board, WITHDRAW, BRG_SEAT_NONE, BRG_CARD_NONE,
                        BRG_PLAY_FLAGS_NONE, 0);
}

/**
 * brg_board_read_claim:
 * @board: a board just read from a file
 *
 * Reads a claim as files write one: a play that stops before its last
 * trick, with a `Result` tag (PBN §3.4.15, §3.6) or R label giving
 * declarer's tricks for the whole board. The tricks the play does not
 * show become declarer's claim (brg_play_claim()). Nothing happens when
 * the play has no card (hand records write `[Play "E"] *` for a play
 * they do not give), is complete, already claimed or marked `+` (to be
 * continued),
 * when a trick's winner is unknown, when the Result is marked `^` or
 * cannot be reached from the play. The readers call this; PBN only for a
 * play section that ends with `*`, since without it the Result of an
 * unfinished play counts only the tricks played.
 *
 * Returns: %TRUE if a claim was recorded
 */
gboolean
brg_board_read_claim (BrgBoard *board)
{
  BrgPlay *play;
  BrgContract contract;
  BrgSeat declarer;
  guint complete, total, won;
  gboolean differs;
  int tricks;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  play = brg_board_get_play (board);
  if (play == NULL || brg_play_get_n_cards (play) == 0 || brg_play_is_complete (play)
      || brg_play_get_claim (play) >= 0
      || brg_play_get_end_mark (play) == BRG_END_MARK_CONTINUE
      || !brg_board_get_contract (board, &contract, &declarer)
      || contract.passed_out || !BRG_SEAT_IS_VALID (declarer))
    return FALSE;

  tricks = brg_board_get_result_tricks (board, &differs);
  if (tricks < 0 || differs)
    return FALSE;

  complete = brg_play_get_n_complete_tricks (play);
  for (guint trick = 0; trick < complete; trick++)
    if (!BRG_SEAT_IS_VALID (brg_play_get_trick_winner (play, trick)))
      return FALSE;

  total = brg_play_get_total_tricks (play);
  won = brg_play_get_tricks_won (play, brg_seat_side (declarer));
  if (tricks < (int) won || tricks > (int) (won + total - MIN (complete, total)))
    return FALSE;
  return brg_play_claim (play, (guint) tricks - won, NULL);
}
