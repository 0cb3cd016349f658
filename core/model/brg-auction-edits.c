/* brg-auction-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every edit here makes the auction it wants on a copy, then restores the
 * board's auction to it in one step, so undo is exact; then the Contract
 * and Declarer tags follow (brg-edit-steps.c).
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction-edits.h"
#include "brg-edit-steps-private.h"
#include "brg-edits.h"
#include "brg-error.h"
#include "brg-seat.h"
#include "brg-section-private.h"

/* A call of the auction ends an auction marked `+` only when it completes
 * it; one after `*` means the auction goes on after all (PBN §3.5). */
static void
settle_end_mark (BrgAuction *auction,
                 gboolean    added)
{
  BrgEndMark mark = brg_auction_get_end_mark (auction);

  if (brg_auction_is_complete (auction) || (added && mark == BRG_END_MARK_STOP))
    brg_auction_set_end_mark (auction, BRG_END_MARK_NONE);
}

static void
add_note_of (GArray              *indices,
             const BrgAnnotation *annotation)
{
  if (annotation != NULL && annotation->note != 0)
    g_array_append_val (indices, annotation->note);
}

/* Notes that only removed calls referred to go, and the others are
 * numbered again so that the numbers stay dense. */
static void
prune_notes (BrgAuction *auction,
             GArray     *indices)
{
  if (_brg_section_prune_notes (BRG_SECTION (auction), indices))
    _brg_section_renumber_notes (BRG_SECTION (auction));
}

/**
 * brg_board_get_next_caller:
 * @board: a board
 *
 * Returns: the seat to call next: the dealer when there is no auction yet,
 *   %BRG_SEAT_NONE when the auction is complete or the dealer unknown
 */
BrgSeat
brg_board_get_next_caller (BrgBoard *board)
{
  BrgAuction *auction;

  g_return_val_if_fail (BRG_IS_BOARD (board), BRG_SEAT_NONE);

  auction = brg_board_get_auction (board);
  if (auction == NULL)
    return brg_board_get_dealer (board);
  return brg_auction_get_next_seat (auction);
}

/**
 * brg_board_get_legal_calls:
 * @board: a board
 * @flags: %BRG_CALL_FLAGS_NONE for the regular calls, or
 *   %BRG_CALL_FLAGS_INSUFFICIENT for the bids that may stand as accepted
 *   insufficient bids (PBN §3.9 A)
 *
 * What the bidding box enables: brg_auction_get_legal_calls() of the
 * board's auction, or of an empty one when there is none yet and the
 * dealer is known. A skipped turn (`^S`, PBN §3.9 B) is allowed whenever
 * a call is.
 *
 * Returns: the calls the next seat may make
 */
BrgCallSet
brg_board_get_legal_calls (BrgBoard     *board,
                           BrgCallFlags  flags)
{
  BrgAuction *auction;
  g_autoptr(BrgAuction) empty = NULL;
  BrgSeat dealer;

  g_return_val_if_fail (BRG_IS_BOARD (board), BRG_CALL_SET_EMPTY);

  auction = brg_board_get_auction (board);
  if (auction != NULL)
    return brg_auction_get_legal_calls (auction, flags);

  dealer = brg_board_get_dealer (board);
  if (!BRG_SEAT_IS_VALID (dealer))
    return BRG_CALL_SET_EMPTY;
  empty = brg_auction_new (dealer);
  return brg_auction_get_legal_calls (empty, flags);
}

/* The auction @edit makes, on a copy: the calls after the edited one are
 * made again in order while they are legal; the first that is not, and
 * every call after it, are dropped and their old positions appended to
 * @dropped. Notes only the dropped or deleted calls referred to go. */
static BrgAuction *
build_edited (BrgAuction    *auction,
              BrgCallEdit    edit,
              guint          position,
              BrgCall        call,
              BrgCallFlags   flags,
              GArray        *dropped,
              GError       **error)
{
  g_autoptr(BrgAuction) target = NULL;
  g_autoptr(GArray) gone = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n = brg_auction_get_n_calls (auction);
  gboolean dropping = FALSE;
  guint later;

  if (edit == BRG_CALL_EDIT_INSERT ? position > n : position >= n)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("The auction has no call %u"), position + 1);
      return NULL;
    }

  target = brg_auction_copy (auction);
  while (brg_auction_get_n_calls (target) > position)
    brg_auction_remove_last_call (target);

  if (edit != BRG_CALL_EDIT_DELETE)
    {
      if (!brg_auction_add_call_full (target, call, flags, error))
        return NULL;
      /* A replaced call keeps its annotation: its note, NAGs and comments. */
      if (edit == BRG_CALL_EDIT_REPLACE)
        brg_auction_set_annotation (target, position,
                                    brg_auction_get_annotation (auction, position));
    }
  else
    add_note_of (gone, brg_auction_get_annotation (auction, position));

  later = edit == BRG_CALL_EDIT_INSERT ? position : position + 1;
  for (guint i = later; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

      if (!dropping && brg_auction_add_call_full (target, brg_auction_get_call (auction, i),
                                                  brg_auction_get_call_flags (auction, i),
                                                  NULL))
        {
          brg_auction_set_annotation (target, brg_auction_get_n_calls (target) - 1, annotation);
          continue;
        }
      dropping = TRUE;
      if (dropped != NULL)
        g_array_append_val (dropped, i);
      add_note_of (gone, annotation);
    }

  prune_notes (target, gone);
  settle_end_mark (target, FALSE);
  return g_steal_pointer (&target);
}

/**
 * brg_auction_preview_edit:
 * @auction: an auction
 * @edit: replace, insert or delete
 * @position: the call to replace, to insert before (the number of calls
 *   to add at the end), or to delete
 * @call: the new call, for a replace or an insert; %BRG_CALL_NONE with
 *   %BRG_CALL_FLAGS_SKIPPED for a skipped turn
 * @flags: the irregularities of the new call (PBN §3.9)
 * @error: return location for a #GError
 *
 * Tells what brg_edit_change_call() would do, changing nothing. The calls
 * after the edited one are made again in order, each by the seat whose
 * turn it then is, while they are legal; the first that is not, and every
 * call after it, would be dropped, so that the window can show them and
 * ask first.
 *
 * Returns: (transfer full) (element-type guint) (nullable): the positions
 *   of the calls that would be dropped, in order (empty when none), or
 *   %NULL with @error set when the new call itself is not legal there
 */
GArray *
brg_auction_preview_edit (BrgAuction    *auction,
                          BrgCallEdit    edit,
                          guint          position,
                          BrgCall        call,
                          BrgCallFlags   flags,
                          GError       **error)
{
  g_autoptr(GArray) dropped = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(BrgAuction) target = NULL;

  g_return_val_if_fail (BRG_IS_AUCTION (auction), NULL);
  g_return_val_if_fail (edit <= BRG_CALL_EDIT_DELETE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  target = build_edited (auction, edit, position, call, flags, dropped, error);
  if (target == NULL)
    return NULL;
  return g_steal_pointer (&dropped);
}

/* Make a call */

typedef struct
{
  /* Owned */
  BrgBoard     *board;
  char         *alert;     /* nullable */

  BrgCall       call;
  BrgCallFlags  flags;
} MakeCall;

static void
make_call_free (gpointer data)
{
  MakeCall *edit = data;

  g_clear_object (&edit->board);
  g_free (edit->alert);
  g_free (edit);
}

/* The board's auction, made (as a step) when there is none. */
static BrgAuction *
ensure_auction (BrgBoard   *board,
                GPtrArray  *steps,
                GError    **error)
{
  g_autoptr(BrgAuction) auction = NULL;
  BrgSeat dealer;

  if (brg_board_get_auction (board) != NULL)
    return brg_board_get_auction (board);

  dealer = brg_board_get_dealer (board);
  if (!BRG_SEAT_IS_VALID (dealer))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The board has no dealer to make the first call"));
      return NULL;
    }
  auction = brg_auction_new (dealer);
  if (!_brg_steps_do (steps,
                      _brg_edit_set_section (board, BRG_SECTION_AUCTION, BRG_SECTION (auction)),
                      error))
    return NULL;
  return brg_board_get_auction (board);
}

/* Gives the call at @position a note with @text, as its alert. */
static gboolean
set_alert_note (BrgAuction  *target,
                guint        position,
                const char  *text,
                GError     **error)
{
  const BrgAnnotation *old = brg_auction_get_annotation (target, position);
  g_autoptr(BrgAnnotation) annotation = old != NULL ? brg_annotation_copy (old)
                                                    : brg_annotation_new ();
  g_autoptr(BrgNote) note = NULL;
  const BrgNote *existing = NULL;
  guint index;

  if (annotation->note != 0)
    existing = brg_auction_lookup_note (target, annotation->note);

  if (existing != NULL
      && brg_section_count_references (BRG_SECTION (target), annotation->note) == 1)
    {
      /* The call's own note: its text changes, its comments stay. */
      note = brg_note_copy (existing);
      g_free (note->text);
      note->text = g_strdup (text);
      brg_auction_set_note (target, note);
      return TRUE;
    }

  if (!_brg_section_get_free_note_index (BRG_SECTION (target), &index, error))
    return FALSE;
  note = brg_note_new (index, text);
  brg_auction_set_note (target, note);
  annotation->note = index;
  brg_auction_set_annotation (target, position, annotation);
  return TRUE;
}

static gboolean
make_call_run (gpointer    data,
               GPtrArray  *steps,
               GError    **error)
{
  MakeCall *edit = data;
  g_autoptr(BrgAuction) target = NULL;
  BrgAuction *auction;
  BrgFollow before;

  _brg_follow_capture (&before, edit->board);
  auction = ensure_auction (edit->board, steps, error);
  if (auction == NULL)
    return FALSE;

  target = brg_auction_copy (auction);
  if (!brg_auction_add_call_full (target, edit->call, edit->flags, error))
    return FALSE;
  if (edit->alert != NULL
      && !set_alert_note (target, brg_auction_get_n_calls (target) - 1, edit->alert, error))
    return FALSE;
  settle_end_mark (target, TRUE);

  if (!_brg_steps_do (steps, _brg_edit_restore_section (BRG_SECTION (auction),
                                                          BRG_SECTION (g_steal_pointer (&target))),
                      error))
    return FALSE;
  return _brg_follow_auction (&before, edit->board, steps, error);
}

/* NULL for text that is empty or only spaces, else a trimmed copy with
 * suit symbols as PBN writes them. */
static char *
dup_text (const char *text)
{
  g_autofree char *copy = NULL;

  if (text == NULL)
    return NULL;
  copy = g_strstrip (g_strdup (text));
  if (copy[0] == '\0')
    return NULL;
  return brg_comment_text_from_input (copy);
}

/**
 * brg_edit_make_call:
 * @board: a board
 * @call: the call, or %BRG_CALL_NONE with %BRG_CALL_FLAGS_SKIPPED
 * @flags: its irregularities: %BRG_CALL_FLAGS_INSUFFICIENT for an accepted
 *   insufficient bid, %BRG_CALL_FLAGS_SKIPPED for a turn skipped after a
 *   call out of rotation (PBN §3.9)
 * @alert: (nullable): the explanation of an alert; the call then refers
 *   to a new note with that text (PBN §3.5.4, §3.5.5), suit symbols and
 *   `!s` written `\S` as in commentary (brg_comment_text_from_input())
 *
 * Makes the edit that adds a call for the next seat, as the bidding box
 * does. A board without an auction gets one, starting with its dealer. It
 * fails to apply when the call is not legal (brg_auction_check_call()) or
 * the board has no dealer.
 *
 * After this edit and every other one of the auction, the `Contract` and
 * `Declarer` tags follow the auction when they agreed with it before or
 * were unknown: the complete auction's contract and declarer, "?" while
 * it is not complete. Tags that disagreed are left for the user to
 * resolve (brg_board_get_contract_conflict()). A play without cards takes
 * its opening leader and trumps from the new contract. Once cards are
 * played, an edit that would change the contract's strain or declarer
 * (brg_board_get_contract()) fails to apply, with
 * %BRG_MODEL_ERROR_PLAY_STARTED: the play is never dropped, and never
 * left under a contract it was not played to; one that keeps them (the
 * level, a double, an earlier call) is made.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_make_call (BrgBoard     *board,
                    BrgCall       call,
                    BrgCallFlags  flags,
                    const char   *alert)
{
  MakeCall *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail ((flags & BRG_CALL_FLAGS_SKIPPED) ? call == BRG_CALL_NONE
                                                         : BRG_CALL_IS_VALID (call), NULL);

  edit = g_new0 (MakeCall, 1);
  edit->board = g_object_ref (board);
  edit->call = call;
  edit->flags = flags;
  edit->alert = dup_text (alert);
  /* Translators: the name of an undo step: a call made in the bidding box ("Undo Call") */
  return _brg_steps_command_new (_("Call"), make_call_run, edit, make_call_free);
}

/* Take back, replace, insert or delete a call */

typedef struct
{
  /* Owned */
  BrgBoard     *board;

  gboolean      take_back;
  BrgCallEdit   edit;
  guint         position;
  BrgCall       call;
  BrgCallFlags  flags;
} ChangeCall;

static void
change_call_free (gpointer data)
{
  ChangeCall *edit = data;

  g_clear_object (&edit->board);
  g_free (edit);
}

static gboolean
change_call_run (gpointer    data,
                 GPtrArray  *steps,
                 GError    **error)
{
  ChangeCall *edit = data;
  BrgAuction *auction = brg_board_get_auction (edit->board);
  g_autoptr(BrgAuction) target = NULL;
  BrgFollow before;

  if (auction == NULL || (edit->take_back && brg_auction_get_n_calls (auction) == 0))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The auction has no call to take back"));
      return FALSE;
    }

  _brg_follow_capture (&before, edit->board);
  if (edit->take_back)
    target = build_edited (auction, BRG_CALL_EDIT_DELETE, brg_auction_get_n_calls (auction) - 1,
                           BRG_CALL_NONE, BRG_CALL_FLAGS_NONE, NULL, error);
  else
    target = build_edited (auction, edit->edit, edit->position, edit->call, edit->flags,
                           NULL, error);
  if (target == NULL)
    return FALSE;

  if (!_brg_steps_do (steps, _brg_edit_restore_section (BRG_SECTION (auction),
                                                          BRG_SECTION (g_steal_pointer (&target))),
                      error))
    return FALSE;
  return _brg_follow_auction (&before, edit->board, steps, error);
}

/**
 * brg_edit_take_back_call:
 * @board: a board
 *
 * Makes the edit that takes back the last call, with its annotation; a
 * note only it referred to goes too. The tags follow as for
 * brg_edit_make_call(). It fails to apply when there is no call.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_take_back_call (BrgBoard *board)
{
  ChangeCall *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  edit = g_new0 (ChangeCall, 1);
  edit->board = g_object_ref (board);
  edit->take_back = TRUE;
  return _brg_steps_command_new (_("Take back call"), change_call_run, edit, change_call_free);
}

/**
 * brg_edit_change_call:
 * @board: a board
 * @edit: replace, insert or delete
 * @position: the call to replace, to insert before, or to delete
 * @call: the new call, for a replace or an insert
 * @flags: the irregularities of the new call (PBN §3.9)
 *
 * Makes the edit of a call in the middle of the auction. The calls after
 * it are made again in order while they are legal; the first that is not,
 * and all after it, are dropped, as brg_auction_preview_edit() tells
 * beforehand. A replaced call's annotation stays with the new call; a
 * note only deleted or dropped calls referred to goes, and the other notes
 * are numbered again. The tags follow as for brg_edit_make_call(). It
 * fails to apply when the new call is not legal there.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_change_call (BrgBoard     *board,
                      BrgCallEdit   edit,
                      guint         position,
                      BrgCall       call,
                      BrgCallFlags  flags)
{
  static const char *labels[] = { N_("Replace call"), N_("Insert call"), N_("Delete call") };
  ChangeCall *change;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (edit <= BRG_CALL_EDIT_DELETE, NULL);
  g_return_val_if_fail (edit == BRG_CALL_EDIT_DELETE
                        || ((flags & BRG_CALL_FLAGS_SKIPPED) ? call == BRG_CALL_NONE
                                                             : BRG_CALL_IS_VALID (call)), NULL);

  change = g_new0 (ChangeCall, 1);
  change->board = g_object_ref (board);
  change->edit = edit;
  change->position = position;
  change->call = call;
  change->flags = flags;
  return _brg_steps_command_new (_(labels[edit]), change_call_run, change, change_call_free);
}

/* Alerts */

typedef struct
{
  /* Owned */
  BrgBoard *board;
  char     *text;       /* nullable: remove the alert */

  guint     position;
} AlertEdit;

static void
alert_edit_free (gpointer data)
{
  AlertEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit->text);
  g_free (edit);
}

static gboolean
alert_run (gpointer    data,
           GPtrArray  *steps,
           GError    **error)
{
  AlertEdit *edit = data;
  BrgAuction *auction = brg_board_get_auction (edit->board);
  g_autoptr(BrgAuction) target = NULL;

  if (auction == NULL || edit->position >= brg_auction_get_n_calls (auction))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("The auction has no call %u"), edit->position + 1);
      return FALSE;
    }

  target = brg_auction_copy (auction);
  if (edit->text != NULL)
    {
      if (!set_alert_note (target, edit->position, edit->text, error))
        return FALSE;
    }
  else
    {
      const BrgAnnotation *old = brg_auction_get_annotation (target, edit->position);
      g_autoptr(BrgAnnotation) annotation = NULL;
      g_autoptr(GArray) gone = g_array_new (FALSE, FALSE, sizeof (guint));

      if (old == NULL || old->note == 0)
        return TRUE;
      annotation = brg_annotation_copy (old);
      add_note_of (gone, annotation);
      annotation->note = 0;
      brg_auction_set_annotation (target, edit->position, annotation);
      prune_notes (target, gone);
    }

  return _brg_steps_do (steps, _brg_edit_restore_section (BRG_SECTION (auction),
                                                          BRG_SECTION (g_steal_pointer (&target))),
                        error);
}

static gboolean
alert_merge (gpointer data,
             gpointer newer_data)
{
  AlertEdit *edit = data;
  AlertEdit *newer = newer_data;

  if (edit->board != newer->board || edit->position != newer->position
      || edit->text == NULL || newer->text == NULL)
    return FALSE;
  g_free (edit->text);
  edit->text = g_strdup (newer->text);
  return TRUE;
}

/**
 * brg_edit_set_alert:
 * @board: a board
 * @position: a call
 * @explanation: (nullable): the alert's explanation; %NULL or empty
 *   removes the alert
 *
 * Makes the edit that sets the alert of a call: the note it refers to
 * (PBN §3.5.4). A note only this call refers to gets the new text; else a
 * new note is made. Removing the alert removes the reference, and the
 * note when no other call refers to it (the notes are then numbered
 * again). Edits of the same call's explanation merge while typing.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_alert (BrgBoard   *board,
                    guint       position,
                    const char *explanation)
{
  AlertEdit *edit;
  g_autofree char *key = NULL;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  edit = g_new0 (AlertEdit, 1);
  edit->board = g_object_ref (board);
  edit->position = position;
  edit->text = dup_text (explanation);
  key = g_strdup_printf ("alert:%u", position);
  return _brg_steps_command_new_merging (_("Alert"), key, alert_run, alert_merge,
                                         edit, alert_edit_free);
}

/* Contract and declarer against the tags */

/**
 * brg_board_get_contract_conflict:
 * @board: a board
 * @conflict: (out) (optional): both sides of the disagreement
 *
 * Tells whether a complete auction and the `Contract` or `Declarer` tag
 * disagree. Unknown tags (missing, "" or "?") agree with anything; a
 * `Declarer` with `^` (declarer and dummy swapped, PBN §3.4.13) agrees
 * when it names the partner of the auction's declarer.
 *
 * Returns: %TRUE if they disagree
 */
gboolean
brg_board_get_contract_conflict (BrgBoard            *board,
                                 BrgContractConflict *conflict)
{
  BrgFollow follow;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  _brg_follow_capture (&follow, board);
  if (!follow.known || (follow.contract_follows && follow.declarer_follows))
    return FALSE;

  if (conflict != NULL)
    {
      conflict->auction_contract = follow.contract;
      conflict->auction_declarer = follow.contract.passed_out ? BRG_SEAT_NONE : follow.declarer;
      conflict->contract_tag = brg_board_get_tag (board, "Contract");
      conflict->declarer_tag = brg_board_get_tag (board, "Declarer");
    }
  return TRUE;
}

typedef struct
{
  /* Owned */
  BrgBoard          *board;

  BrgContractSource  source;
} ResolveEdit;

static void
resolve_edit_free (gpointer data)
{
  ResolveEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit);
}

static gboolean
set_tag_step (BrgBoard    *board,
              const char  *name,
              const char  *value,
              GPtrArray   *steps,
              GError     **error)
{
  if (g_strcmp0 (brg_board_get_tag (board, name), value) == 0)
    return TRUE;
  return _brg_steps_do (steps, brg_edit_set_tag (board, name, value), error);
}

/* Keeps the tags: the auction stops before its closing passes with `*`,
 * which says that its result is in the tags (PBN §3.5). The comments of
 * the passes move to the call before them. */
static gboolean
cut_closing_passes (BrgBoard    *board,
                    GPtrArray   *steps,
                    GError     **error)
{
  BrgAuction *auction = brg_board_get_auction (board);
  g_autoptr(BrgAuction) target = brg_auction_copy (auction);
  g_autoptr(GArray) gone = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) moved = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  guint n = brg_auction_get_n_calls (auction);
  guint keep = n;

  while (keep > 0 && (brg_auction_get_call (auction, keep - 1) == BRG_CALL_PASS
                      || (brg_auction_get_call_flags (auction, keep - 1) & BRG_CALL_FLAGS_SKIPPED)))
    keep--;

  for (guint i = keep; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

      add_note_of (gone, annotation);
      for (guint k = 0; annotation != NULL && annotation->comments != NULL
                        && k < annotation->comments->len; k++)
        g_ptr_array_add (moved, brg_comment_copy (g_ptr_array_index (annotation->comments, k)));
    }
  while (brg_auction_get_n_calls (target) > keep)
    brg_auction_remove_last_call (target);

  if (moved->len > 0 && keep > 0)
    {
      const BrgAnnotation *old = brg_auction_get_annotation (target, keep - 1);
      g_autoptr(BrgAnnotation) annotation = old != NULL ? brg_annotation_copy (old)
                                                        : brg_annotation_new ();

      for (guint k = 0; k < moved->len; k++)
        {
          const BrgComment *comment = g_ptr_array_index (moved, k);

          brg_annotation_add_comment (annotation, comment->kind, comment->text);
        }
      brg_auction_set_annotation (target, keep - 1, annotation);
    }
  prune_notes (target, gone);
  brg_auction_set_end_mark (target, BRG_END_MARK_STOP);

  if (!_brg_steps_do (steps, _brg_edit_restore_section (BRG_SECTION (auction),
                                                          BRG_SECTION (g_steal_pointer (&target))),
                      error))
    return FALSE;

  if (moved->len > 0 && keep == 0)
    {
      BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_AUCTION, 0);
      g_autoptr(GPtrArray) comments = brg_board_dup_comments (board, &anchor);

      for (guint k = 0; k < moved->len; k++)
        g_ptr_array_add (comments, brg_comment_copy (g_ptr_array_index (moved, k)));
      return _brg_steps_do (steps, _brg_edit_set_comments (board, &anchor, comments), error);
    }
  return TRUE;
}

static gboolean
resolve_apply (ResolveEdit  *edit,
               GPtrArray    *steps,
               GError      **error);

/* Keeping the tags may stop the auction before its end, and the contract
 * then comes from the tags: not under cards played to another one. */
static gboolean
resolve_run (gpointer    data,
             GPtrArray  *steps,
             GError    **error)
{
  ResolveEdit *edit = data;
  BrgFollow before;

  _brg_follow_capture (&before, edit->board);
  return resolve_apply (edit, steps, error)
         && _brg_check_play_contract (&before, edit->board, error);
}

static gboolean
resolve_apply (ResolveEdit  *edit,
               GPtrArray    *steps,
               GError      **error)
{
  BrgContractConflict conflict;
  g_autofree char *contract = NULL;
  BrgFollow follow;
  BrgSeat seat;

  if (!brg_board_get_contract_conflict (edit->board, &conflict))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The auction and the contract tags agree"));
      return FALSE;
    }

  if (edit->source == BRG_CONTRACT_SOURCE_AUCTION)
    {
      char declarer[2] = { 0 };

      contract = brg_contract_to_pbn (&conflict.auction_contract);
      if (BRG_SEAT_IS_VALID (conflict.auction_declarer))
        declarer[0] = brg_seat_to_pbn (conflict.auction_declarer);
      return set_tag_step (edit->board, "Contract", contract, steps, error)
             && set_tag_step (edit->board, "Declarer", declarer, steps, error);
    }

  /* The declarer's partner played it: declarer and dummy swapped. */
  _brg_follow_capture (&follow, edit->board);
  if (follow.contract_follows && !follow.swapped && conflict.declarer_tag != NULL
      && BRG_SEAT_IS_VALID (conflict.auction_declarer)
      && brg_seat_from_pbn (conflict.declarer_tag, &seat)
      && seat == brg_seat_partner (conflict.auction_declarer))
    {
      char swapped[3] = { '^', brg_seat_to_pbn (seat), 0 };

      return set_tag_step (edit->board, "Declarer", swapped, steps, error);
    }

  return cut_closing_passes (edit->board, steps, error);
}

/**
 * brg_edit_resolve_contract:
 * @board: a board whose auction and tags disagree
 * @source: which side is right
 *
 * Makes the edit that settles brg_board_get_contract_conflict() one way or
 * the other. With %BRG_CONTRACT_SOURCE_AUCTION the `Contract` and
 * `Declarer` tags get the auction's contract and declarer. With
 * %BRG_CONTRACT_SOURCE_TAGS the tags stay: when only the declarer differs
 * and the tag names the auction declarer's partner, the tag is marked as
 * declarer and dummy swapped (`^`, PBN §3.4.13); otherwise the auction is
 * stopped before its closing passes with `*`, which says that the tags
 * give its result (PBN §3.5). The comments of those passes move to the
 * call before them; their NAGs go. It fails to apply when there is no
 * disagreement, and, as an edit of the auction does, when it would change
 * the strain or declarer of a contract that cards are played to.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_resolve_contract (BrgBoard          *board,
                           BrgContractSource  source)
{
  ResolveEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (source <= BRG_CONTRACT_SOURCE_TAGS, NULL);

  edit = g_new0 (ResolveEdit, 1);
  edit->board = g_object_ref (board);
  edit->source = source;
  return _brg_steps_command_new (_("Resolve contract"), resolve_run, edit, resolve_edit_free);
}
