/* brg-edit-steps.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board-level edits are functions that perform smaller commands, the
 * steps, and keep them: undo reverts the steps in reverse order, redo runs
 * the function again from the state it first ran in. A step captures what
 * it needs to revert when it is applied, as every command of brg-edits.c
 * does, so an edit may decide its steps from the model as it finds it.
 *
 * Auctions and plays are edited by restoring them to a target: a copy
 * changed as the edit says. Restoring keeps the object (the window and
 * the replay hold it) and only takes back and adds the calls or cards from
 * the first one that differs; the annotations, notes and end mark are the
 * BrgSection's, restored alike for both.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-edit-steps-private.h"
#include "brg-edits.h"
#include "brg-error.h"
#include "brg-seat.h"
#include "brg-section-private.h"

/* The steps command */

typedef struct
{
  /* Owned */
  GPtrArray         *done;      /* of BrgCommand, applied, in order */
  gpointer           data;

  BrgStepsFunc       run;
  BrgStepsMergeFunc  merge;
  GDestroyNotify     destroy;
} Steps;

static void
steps_free (gpointer data)
{
  Steps *steps = data;

  g_clear_pointer (&steps->done, g_ptr_array_unref);
  if (steps->destroy != NULL && steps->data != NULL)
    steps->destroy (steps->data);
  g_free (steps);
}

static gboolean
revert_done (Steps   *steps,
             GError **error)
{
  while (steps->done->len > 0)
    {
      BrgCommand *step = g_ptr_array_index (steps->done, steps->done->len - 1);

      if (!brg_command_revert (step, error))
        return FALSE;
      g_ptr_array_remove_index (steps->done, steps->done->len - 1);
    }
  return TRUE;
}

static gboolean
steps_apply (gpointer   data,
             GError   **error)
{
  Steps *steps = data;

  g_ptr_array_set_size (steps->done, 0);
  if (steps->run (steps->data, steps->done, error))
    return TRUE;

  /* All or nothing: what was done goes back. */
  if (!revert_done (steps, NULL))
    g_critical ("An edit that failed could not be taken back");
  g_ptr_array_set_size (steps->done, 0);
  return FALSE;
}

static gboolean
steps_revert (gpointer   data,
              GError   **error)
{
  return revert_done (data, error);
}

static gboolean
steps_merge (gpointer data,
             gpointer newer_data)
{
  Steps *steps = data;
  Steps *newer = newer_data;

  if (steps->merge != newer->merge || !steps->merge (steps->data, newer->data))
    return FALSE;

  /* Reverting the merged command reverts the newer steps first. */
  for (guint i = 0; i < newer->done->len; i++)
    g_ptr_array_add (steps->done, g_object_ref (g_ptr_array_index (newer->done, i)));
  g_ptr_array_set_size (newer->done, 0);
  return TRUE;
}

/* Makes a command that runs @run with @data, performing its steps. */
BrgCommand *
_brg_steps_command_new (const char     *label,
                        BrgStepsFunc    run,
                        gpointer        data,
                        GDestroyNotify  destroy)
{
  Steps *steps = g_new0 (Steps, 1);

  steps->done = g_ptr_array_new_with_free_func (g_object_unref);
  steps->run = run;
  steps->data = data;
  steps->destroy = destroy;
  return brg_command_new (label, steps_apply, steps_revert, steps, steps_free);
}

/* Makes a command like _brg_steps_command_new() that merges with the next
 * one of the same @key when @merge accepts (brg_command_set_merge()). */
BrgCommand *
_brg_steps_command_new_merging (const char        *label,
                                const char        *key,
                                BrgStepsFunc       run,
                                BrgStepsMergeFunc  merge,
                                gpointer           data,
                                GDestroyNotify     destroy)
{
  Steps *steps = g_new0 (Steps, 1);
  BrgCommand *command;

  steps->done = g_ptr_array_new_with_free_func (g_object_unref);
  steps->run = run;
  steps->merge = merge;
  steps->data = data;
  steps->destroy = destroy;
  command = brg_command_new (label, steps_apply, steps_revert, steps, steps_free);
  brg_command_set_merge (command, key, steps_merge);
  return command;
}

/* Applies @command, taking it, and keeps it among @steps. */
gboolean
_brg_steps_do (GPtrArray   *steps,
               BrgCommand  *command,
               GError     **error)
{
  g_autoptr(BrgCommand) owned = command;

  if (!brg_command_apply (command, error))
    return FALSE;
  g_ptr_array_add (steps, g_steal_pointer (&owned));
  return TRUE;
}

/* Restoring an auction or a play to a target */

/* Makes @auction say what @target says: dealer, calls, annotations, notes
 * and end mark, taking back only the calls from the first that differs. */
static gboolean
restore_auction (BrgAuction  *auction,
                 BrgAuction  *target,
                 GError     **error)
{
  guint n = brg_auction_get_n_calls (auction);
  guint n_target = brg_auction_get_n_calls (target);
  guint same = 0;

  if (brg_auction_get_dealer (auction) != brg_auction_get_dealer (target))
    {
      while (brg_auction_remove_last_call (auction))
        ;
      n = 0;
      brg_auction_set_dealer (auction, brg_auction_get_dealer (target));
    }

  while (same < MIN (n, n_target)
         && brg_auction_get_call (auction, same) == brg_auction_get_call (target, same)
         && brg_auction_get_call_flags (auction, same) == brg_auction_get_call_flags (target, same))
    same++;
  while (brg_auction_get_n_calls (auction) > same)
    brg_auction_remove_last_call (auction);
  for (guint i = same; i < n_target; i++)
    if (!brg_auction_add_call_full (auction, brg_auction_get_call (target, i),
                                    brg_auction_get_call_flags (target, i), error))
      return FALSE;

  _brg_section_restore_annotations (BRG_SECTION (auction), BRG_SECTION (target));
  return TRUE;
}

/* Makes @play say what @target says: leader, trumps, cards, claim,
 * annotations, notes and end mark. The deal is @play's own. */
static gboolean
restore_play (BrgPlay  *play,
              BrgPlay  *target,
              GError  **error)
{
  guint n = brg_play_get_n_cards (play);
  guint n_target = brg_play_get_n_cards (target);
  guint same = 0;

  /* A claim ends the play: it goes first and comes back last. */
  brg_play_clear_claim (play);
  brg_play_set_leader (play, brg_play_get_leader (target));
  brg_play_set_trumps (play, brg_play_get_trumps (target));

  while (same < MIN (n, n_target)
         && brg_play_get_card (play, same) == brg_play_get_card (target, same)
         && brg_play_get_card_seat (play, same) == brg_play_get_card_seat (target, same)
         && brg_play_get_card_flags (play, same) == brg_play_get_card_flags (target, same))
    same++;
  while (brg_play_get_n_cards (play) > same)
    brg_play_remove_last_card (play);
  for (guint i = same; i < n_target; i++)
    if (!brg_play_play_card_full (play, brg_play_get_card_seat (target, i),
                                  brg_play_get_card (target, i),
                                  brg_play_get_card_flags (target, i), error))
      return FALSE;

  _brg_section_restore_annotations (BRG_SECTION (play), BRG_SECTION (target));
  if (brg_play_get_claim (target) >= 0
      && !brg_play_claim (play, (guint) brg_play_get_claim (target), error))
    return FALSE;
  return TRUE;
}

/* Makes @section say what @target, of its kind, says. */
static gboolean
restore_section (BrgSection  *section,
                 BrgSection  *target,
                 GError     **error)
{
  g_assert (brg_section_get_kind (section) == brg_section_get_kind (target));

  if (brg_section_get_kind (section) == BRG_SECTION_AUCTION)
    return restore_auction (BRG_AUCTION (section), BRG_AUCTION (target), error);
  return restore_play (BRG_PLAY (section), BRG_PLAY (target), error);
}

/* Step: restore an auction or a play */

typedef struct
{
  /* Owned */
  BrgSection *section;
  BrgSection *target;
  BrgSection *before;    /* captured on apply */
} RestoreEdit;

static void
restore_edit_free (gpointer data)
{
  RestoreEdit *edit = data;

  g_clear_object (&edit->section);
  g_clear_object (&edit->target);
  g_clear_object (&edit->before);
  g_free (edit);
}

static gboolean
restore_apply (gpointer   data,
               GError   **error)
{
  RestoreEdit *edit = data;

  g_clear_object (&edit->before);
  edit->before = brg_section_copy (edit->section);
  if (restore_section (edit->section, edit->target, error))
    return TRUE;
  restore_section (edit->section, edit->before, NULL);
  return FALSE;
}

static gboolean
restore_revert (gpointer   data,
                GError   **error)
{
  RestoreEdit *edit = data;

  return restore_section (edit->section, edit->before, error);
}

/* Step: make @section say what @target, of the same kind, says; @target
 * is taken. */
BrgCommand *
_brg_edit_restore_section (BrgSection *section,
                           BrgSection *target)
{
  RestoreEdit *edit = g_new0 (RestoreEdit, 1);

  g_assert (brg_section_get_kind (section) == brg_section_get_kind (target));

  edit->section = g_object_ref (section);
  edit->target = target;
  return brg_command_new (brg_section_get_kind (section) == BRG_SECTION_AUCTION
                          ? _("Edit auction") : _("Edit play"),
                          restore_apply, restore_revert, edit, restore_edit_free);
}

/* Step: give a board an auction or a play, or take it away */

typedef struct
{
  /* Owned */
  BrgBoard       *board;
  BrgSection     *section;  /* nullable */
  BrgSection     *old;      /* captured on apply, nullable */

  BrgSectionKind  kind;
} SectionEdit;

static void
section_edit_free (gpointer data)
{
  SectionEdit *edit = data;

  g_clear_object (&edit->board);
  g_clear_object (&edit->section);
  g_clear_object (&edit->old);
  g_free (edit);
}

static gboolean
section_apply (gpointer   data,
               GError   **error)
{
  SectionEdit *edit = data;

  g_set_object (&edit->old, brg_board_get_section (edit->board, edit->kind));
  brg_board_set_section (edit->board, edit->kind, edit->section);
  return TRUE;
}

static gboolean
section_revert (gpointer   data,
                GError   **error)
{
  SectionEdit *edit = data;

  brg_board_set_section (edit->board, edit->kind, edit->old);
  return TRUE;
}

/* Step: set the board's auction or play (brg_board_set_section()). */
BrgCommand *
_brg_edit_set_section (BrgBoard       *board,
                       BrgSectionKind  kind,
                       BrgSection     *section)
{
  SectionEdit *edit = g_new0 (SectionEdit, 1);

  g_assert (section == NULL || brg_section_get_kind (section) == kind);

  edit->board = g_object_ref (board);
  edit->section = section != NULL ? g_object_ref (section) : NULL;
  edit->kind = kind;
  return brg_command_new (kind == BRG_SECTION_AUCTION ? _("Edit auction") : _("Edit play"),
                          section_apply, section_revert, edit, section_edit_free);
}

/* Step: replace the comments at an anchor */

typedef struct
{
  /* Owned */
  BrgBoard  *board;
  GPtrArray *comments;   /* of BrgComment */
  GPtrArray *old;        /* captured on apply */

  BrgAnchor  anchor;
} CommentsEdit;

static void
comments_edit_free (gpointer data)
{
  CommentsEdit *edit = data;

  g_clear_object (&edit->board);
  g_clear_pointer (&edit->comments, g_ptr_array_unref);
  g_clear_pointer (&edit->old, g_ptr_array_unref);
  g_free (edit);
}

static GPtrArray *
copy_comments (GPtrArray *comments)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);

  for (guint i = 0; comments != NULL && i < comments->len; i++)
    g_ptr_array_add (copy, brg_comment_copy (g_ptr_array_index (comments, i)));
  return copy;
}

static void
set_tag_comments (BrgBoard   *board,
                  const char *name,
                  GPtrArray  *comments)
{
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);
      g_autoptr(BrgTag) copy = NULL;

      if (strcmp (tag->name, name) != 0)
        continue;
      copy = brg_tag_copy (tag);
      g_clear_pointer (&copy->comments, g_ptr_array_unref);
      if (comments->len > 0)
        copy->comments = copy_comments (comments);
      brg_board_replace_nth_tag (board, i, copy);
      return;
    }
}

static void
set_annotation_comments (BrgBoard        *board,
                         const BrgAnchor *anchor,
                         GPtrArray       *comments)
{
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  const BrgAnnotation *old = anchor->kind == BRG_ANCHOR_CALL
                             ? brg_auction_get_annotation (auction, anchor->position)
                             : brg_play_get_annotation (play, anchor->position);
  g_autoptr(BrgAnnotation) annotation = old != NULL ? brg_annotation_copy (old)
                                                    : brg_annotation_new ();

  g_clear_pointer (&annotation->comments, g_ptr_array_unref);
  if (comments->len > 0)
    annotation->comments = copy_comments (comments);
  if (anchor->kind == BRG_ANCHOR_CALL)
    brg_auction_set_annotation (auction, anchor->position, annotation);
  else
    brg_play_set_annotation (play, anchor->position, annotation);
}

static void
set_comments (BrgBoard        *board,
              const BrgAnchor *anchor,
              GPtrArray       *comments)
{
  switch (anchor->kind)
    {
    case BRG_ANCHOR_BOARD:
      brg_board_set_leading_comments (board, comments);
      break;
    case BRG_ANCHOR_AUCTION:
      set_tag_comments (board, "Auction", comments);
      break;
    case BRG_ANCHOR_PLAY:
      set_tag_comments (board, "Play", comments);
      break;
    case BRG_ANCHOR_CALL:
    case BRG_ANCHOR_CARD:
      set_annotation_comments (board, anchor, comments);
      break;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
comments_apply (gpointer   data,
                GError   **error)
{
  CommentsEdit *edit = data;

  if (!brg_board_has_anchor (edit->board, &edit->anchor))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The board has no such place for commentary"));
      return FALSE;
    }
  g_clear_pointer (&edit->old, g_ptr_array_unref);
  edit->old = brg_board_dup_comments (edit->board, &edit->anchor);
  set_comments (edit->board, &edit->anchor, edit->comments);
  return TRUE;
}

static gboolean
comments_revert (gpointer   data,
                 GError   **error)
{
  CommentsEdit *edit = data;

  set_comments (edit->board, &edit->anchor, edit->old);
  return TRUE;
}

/* Step: replace the comments at @anchor with copies of @comments. */
BrgCommand *
_brg_edit_set_comments (BrgBoard        *board,
                        const BrgAnchor *anchor,
                        GPtrArray       *comments)
{
  CommentsEdit *edit = g_new0 (CommentsEdit, 1);

  edit->board = g_object_ref (board);
  edit->anchor = *anchor;
  edit->comments = copy_comments (comments);
  return brg_command_new (_("Edit commentary"), comments_apply, comments_revert,
                          edit, comments_edit_free);
}

/* Tags that follow the auction and the play */

/* PBN §3.4: "?" is unknown; "" is taken as unknown too, as many programs
 * write it for a value they do not have. */
gboolean
_brg_tag_value_is_unknown (const char *value)
{
  return value == NULL || value[0] == '\0' || strcmp (value, "?") == 0;
}

static gboolean
parse_declarer (const char *value,
                BrgSeat    *seat,
                gboolean   *swapped)
{
  *swapped = value[0] == '^';
  return brg_seat_from_pbn (value + (*swapped ? 1 : 0), seat);
}

/* The tricks declarer took, when the play is over and every trick's winner
 * is known; else -1. brg_board_get_declarer_tricks() would fall back on
 * the Result tag, which is what follows here. */
static int
play_tricks (BrgBoard *board)
{
  BrgPlay *play = brg_board_get_play (board);
  guint n;

  if (play == NULL || !brg_play_is_complete (play))
    return -1;
  n = brg_play_get_n_complete_tricks (play);
  for (guint trick = 0; trick < n; trick++)
    if (!BRG_SEAT_IS_VALID (brg_play_get_trick_winner (play, trick)))
      return -1;
  return brg_board_get_declarer_tricks (board);
}

/* The strain and declarer that the cards of @board's play are read under:
 * the contract of brg_board_get_contract(), else the Contract and
 * Declarer tags as far as they go, as the readers take the play's trumps
 * (PBN §3.4.13, §3.4.14) and the Result its side. */
static void
capture_play_contract (BrgFollow *follow,
                       BrgBoard  *board)
{
  BrgContract contract;
  BrgSeat seat = BRG_SEAT_NONE;
  const char *text;

  follow->board_known = brg_board_get_contract (board, &follow->board_contract, &seat);
  follow->play_strain = -1;
  follow->play_declarer = BRG_SEAT_NONE;
  if (follow->board_known)
    {
      if (!follow->board_contract.passed_out)
        {
          follow->play_strain = (int) follow->board_contract.strain;
          follow->play_declarer = seat;
        }
      return;
    }
  text = brg_board_get_tag (board, "Contract");
  if (text != NULL && brg_contract_from_pbn (text, &contract) && !contract.passed_out)
    follow->play_strain = (int) contract.strain;
  text = brg_board_get_tag (board, "Declarer");
  if (text != NULL && brg_declarer_from_pbn (text, &seat, NULL))
    follow->play_declarer = seat;
}

static gboolean
is_passed_out (const BrgFollow *follow)
{
  return follow->board_known && follow->board_contract.passed_out;
}

/**
 * _brg_check_play_contract:
 * @before: what _brg_follow_capture() read before the edit
 * @board: the board after the edit
 * @error: return location for a #GError
 *
 * The rule for every edit of the auction or the contract: while the play
 * has cards, the strain and the declarer they were played under stay.
 * The play keeps its trumps and leader, but a file read back takes them
 * from the contract, so its trick winners and Result would change.
 *
 * Returns: %FALSE with @error set when the edit must be refused
 */
gboolean
_brg_check_play_contract (const BrgFollow  *before,
                          BrgBoard         *board,
                          GError          **error)
{
  BrgPlay *play = brg_board_get_play (board);
  g_autofree char *contract = NULL;
  BrgFollow after;

  if (play == NULL || brg_play_get_n_cards (play) == 0)
    return TRUE;
  capture_play_contract (&after, board);
  if (after.play_strain == before->play_strain && after.play_declarer == before->play_declarer
      && is_passed_out (&after) == is_passed_out (before))
    return TRUE;

  if (before->board_known && !before->board_contract.passed_out
      && BRG_SEAT_IS_VALID (before->play_declarer))
    {
      contract = brg_contract_to_display (&before->board_contract);
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_STARTED,
                   /* Translators: the first %s is a contract (4♠), the second a seat (South) */
                   _("Cards are played to %s by %s: take the play back before changing the "
                     "contract"),
                   contract, brg_seat_to_display (before->play_declarer));
    }
  else
    g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_STARTED,
                         _("Cards are played: take the play back before changing the contract"));
  return FALSE;
}

/* Reads the Contract, Declarer and Result tags of @board and whether each
 * agrees with the auction and the play, or is unknown. */
void
_brg_follow_capture (BrgFollow *follow,
                     BrgBoard  *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  const char *value;
  gboolean differs;
  BrgContract contract;
  BrgSeat seat;

  memset (follow, 0, sizeof *follow);
  follow->declarer = BRG_SEAT_NONE;
  follow->known = auction != NULL
                  && brg_auction_get_contract (auction, &follow->contract, &follow->declarer);

  value = brg_board_get_tag (board, "Contract");
  follow->contract_follows = _brg_tag_value_is_unknown (value)
                             || (follow->known && brg_contract_from_pbn (value, &contract)
                                 && brg_contract_equal (&contract, &follow->contract));

  value = brg_board_get_tag (board, "Declarer");
  if (_brg_tag_value_is_unknown (value))
    follow->declarer_follows = TRUE;
  else if (parse_declarer (value, &seat, &follow->swapped))
    follow->declarer_follows = follow->known && !follow->contract.passed_out
                               && (follow->swapped ? brg_seat_partner (seat) : seat)
                                  == follow->declarer;

  /* The Result in any of its forms (PBN §3.4.15), but not one marked as
   * differing from the play. */
  follow->tricks = play_tricks (board);
  value = brg_board_get_tag (board, "Result");
  follow->result_follows = _brg_tag_value_is_unknown (value)
                           || (follow->tricks >= 0
                               && brg_board_get_result_tricks (board, &differs) == follow->tricks
                               && !differs);

  capture_play_contract (follow, board);
}

/* Sets a tag by a step when it needs to change. A NULL @value means the
 * thing is not known now: a tag with a value becomes "?", a missing tag
 * stays missing. */
static gboolean
follow_tag (BrgBoard    *board,
            const char  *name,
            const char  *value,
            GPtrArray   *steps,
            GError     **error)
{
  const char *old = brg_board_get_tag (board, name);

  if (value == NULL)
    {
      if (_brg_tag_value_is_unknown (old))
        return TRUE;
      value = "?";
    }
  if (g_strcmp0 (old, value) == 0)
    return TRUE;
  return _brg_steps_do (steps, brg_edit_set_tag (board, name, value), error);
}

/* After an edit of the auction: the Contract and Declarer tags follow it
 * when they agreed with it before (or were unknown), and a play without
 * cards takes its leader and trumps from the new contract. Under cards
 * played, an edit that changes the contract's strain or declarer fails
 * (_brg_check_play_contract()). */
gboolean
_brg_follow_auction (const BrgFollow  *before,
                     BrgBoard         *board,
                     GPtrArray        *steps,
                     GError          **error)
{
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  BrgContract contract;
  BrgSeat declarer = BRG_SEAT_NONE;
  gboolean known;

  known = auction != NULL && brg_auction_get_contract (auction, &contract, &declarer);

  if (before->contract_follows && before->declarer_follows)
    {
      g_autofree char *contract_text = known ? brg_contract_to_pbn (&contract) : NULL;
      char declarer_text[3] = { 0 };
      const char *declarer_value = NULL;

      if (known && contract.passed_out)
        declarer_value = "";
      else if (known)
        {
          BrgSeat shown = before->swapped ? brg_seat_partner (declarer) : declarer;

          declarer_text[0] = before->swapped ? '^' : brg_seat_to_pbn (shown);
          declarer_text[1] = before->swapped ? brg_seat_to_pbn (shown) : '\0';
          declarer_value = declarer_text;
        }

      if (!follow_tag (board, "Contract", contract_text, steps, error)
          || !follow_tag (board, "Declarer", declarer_value, steps, error))
        return FALSE;
    }

  if (play != NULL && brg_play_get_n_cards (play) == 0 && known && !contract.passed_out)
    {
      BrgSeat leader = brg_seat_next (declarer);
      BrgStrain trumps = (BrgStrain) contract.strain;
      gboolean followed = !before->known || before->contract.passed_out
                          || (brg_play_get_leader (play) == brg_seat_next (before->declarer)
                              && brg_play_get_trumps (play) == before->contract.strain);

      if (followed && (brg_play_get_leader (play) != leader
                       || brg_play_get_trumps (play) != trumps))
        {
          BrgPlay *target = brg_play_copy (play);

          brg_play_set_leader (target, leader);
          brg_play_set_trumps (target, trumps);
          if (!_brg_steps_do (steps,
                              _brg_edit_restore_section (BRG_SECTION (play), BRG_SECTION (target)),
                              error))
            return FALSE;
        }
    }
  return _brg_check_play_contract (before, board, error);
}

/* After an edit of the play: the Result tag follows it when it agreed
 * with it before (or was unknown): declarer's tricks once the play is
 * over, unknown while it goes on. */
gboolean
_brg_follow_play (const BrgFollow  *before,
                  BrgBoard         *board,
                  GPtrArray        *steps,
                  GError          **error)
{
  int tricks = play_tricks (board);
  char number[16];

  if (!before->result_follows)
    return TRUE;
  g_snprintf (number, sizeof number, "%d", tricks);
  return follow_tag (board, "Result", tricks >= 0 ? number : NULL, steps, error);
}
