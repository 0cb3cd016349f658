/* brg-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each edit captures the state it needs to revert when it is applied, not
 * when it is made: the model may change between the two. A #BrgHistory
 * reverts commands in stack order, so a revert finds the model as its apply
 * left it; a revert that does not is a programmer error.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-edits.h"
#include "brg-error.h"
#include "brg-seat.h"

/* Calls: add_call and remove_last_call */

typedef struct
{
  /* Owned */
  BrgAuction    *auction;
  BrgAnnotation *annotation;   /* of the removed call, nullable */

  BrgCall        call;
  BrgCallFlags   flags;
  BrgEndMark     end_mark;
  guint          position;     /* of the added or removed call */
} CallEdit;

static void
call_edit_free (gpointer data)
{
  CallEdit *edit = data;

  g_clear_object (&edit->auction);
  g_clear_pointer (&edit->annotation, brg_annotation_free);
  g_free (edit);
}

static CallEdit *
call_edit_new (BrgAuction   *auction,
               BrgCall       call,
               BrgCallFlags  flags)
{
  CallEdit *edit = g_new0 (CallEdit, 1);

  edit->auction = g_object_ref (auction);
  edit->call = call;
  edit->flags = flags;
  return edit;
}

static gboolean
add_call_apply (gpointer   data,
                GError   **error)
{
  CallEdit *edit = data;

  edit->position = brg_auction_get_n_calls (edit->auction);
  return brg_auction_add_call_full (edit->auction, edit->call, edit->flags, error);
}

static gboolean
add_call_revert (gpointer   data,
                 GError   **error)
{
  CallEdit *edit = data;

  g_return_val_if_fail (brg_auction_get_n_calls (edit->auction) == edit->position + 1, FALSE);

  return brg_auction_remove_last_call (edit->auction);
}

/**
 * brg_edit_add_call:
 * @auction: an auction
 * @call: the call, or %BRG_CALL_NONE with %BRG_CALL_FLAGS_SKIPPED
 * @flags: its irregularities (PBN §3.9)
 *
 * Makes the edit that adds a call after the last one. It fails to apply
 * when the call is not legal, with the auction's error.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_add_call (BrgAuction   *auction,
                   BrgCall       call,
                   BrgCallFlags  flags)
{
  g_return_val_if_fail (BRG_IS_AUCTION (auction), NULL);

  return brg_command_new (_("Add call"), add_call_apply, add_call_revert,
                          call_edit_new (auction, call, flags), call_edit_free);
}

static gboolean
remove_call_apply (gpointer   data,
                   GError   **error)
{
  CallEdit *edit = data;
  guint n_calls = brg_auction_get_n_calls (edit->auction);
  const BrgAnnotation *annotation;

  if (n_calls == 0)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The auction has no call to remove"));
      return FALSE;
    }

  edit->position = n_calls - 1;
  edit->call = brg_auction_get_call (edit->auction, edit->position);
  edit->flags = brg_auction_get_call_flags (edit->auction, edit->position);
  edit->end_mark = brg_auction_get_end_mark (edit->auction);
  annotation = brg_auction_get_annotation (edit->auction, edit->position);
  g_clear_pointer (&edit->annotation, brg_annotation_free);
  if (annotation != NULL)
    edit->annotation = brg_annotation_copy (annotation);

  return brg_auction_remove_last_call (edit->auction);
}

static gboolean
remove_call_revert (gpointer   data,
                    GError   **error)
{
  CallEdit *edit = data;

  g_return_val_if_fail (brg_auction_get_n_calls (edit->auction) == edit->position, FALSE);

  if (!brg_auction_add_call_full (edit->auction, edit->call, edit->flags, error))
    return FALSE;
  if (edit->annotation != NULL)
    brg_auction_set_annotation (edit->auction, edit->position, edit->annotation);
  brg_auction_set_end_mark (edit->auction, edit->end_mark);
  return TRUE;
}

/**
 * brg_edit_remove_last_call:
 * @auction: an auction
 *
 * Makes the edit that removes the last call; reverting it brings back the
 * same call with its flags and annotation. It fails to apply on an empty
 * auction.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_remove_last_call (BrgAuction *auction)
{
  g_return_val_if_fail (BRG_IS_AUCTION (auction), NULL);

  return brg_command_new (_("Remove call"), remove_call_apply, remove_call_revert,
                          call_edit_new (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_NONE),
                          call_edit_free);
}

/* Cards: play_card and remove_last_card */

typedef struct
{
  /* Owned */
  BrgPlay       *play;
  BrgAnnotation *annotation;   /* of the removed card, nullable */

  BrgSeat        seat;
  BrgCard        card;
  BrgPlayFlags   flags;
  BrgEndMark     end_mark;
  int            claim;
  guint          position;     /* of the played or removed card */
} CardEdit;

static void
card_edit_free (gpointer data)
{
  CardEdit *edit = data;

  g_clear_object (&edit->play);
  g_clear_pointer (&edit->annotation, brg_annotation_free);
  g_free (edit);
}

static CardEdit *
card_edit_new (BrgPlay      *play,
               BrgSeat       seat,
               BrgCard       card,
               BrgPlayFlags  flags)
{
  CardEdit *edit = g_new0 (CardEdit, 1);

  edit->play = g_object_ref (play);
  edit->seat = seat;
  edit->card = card;
  edit->flags = flags;
  edit->claim = -1;
  return edit;
}

static gboolean
play_card_apply (gpointer   data,
                 GError   **error)
{
  CardEdit *edit = data;

  edit->position = brg_play_get_n_cards (edit->play);
  return brg_play_play_card_full (edit->play, edit->seat, edit->card, edit->flags, error);
}

static gboolean
play_card_revert (gpointer   data,
                  GError   **error)
{
  CardEdit *edit = data;

  g_return_val_if_fail (brg_play_get_n_cards (edit->play) == edit->position + 1, FALSE);

  return brg_play_remove_last_card (edit->play);
}

/**
 * brg_edit_play_card:
 * @play: a play
 * @seat: the seat that plays
 * @card: the card, or %BRG_CARD_UNKNOWN
 * @flags: its irregularities (PBN §3.9)
 *
 * Makes the edit that plays a card. It fails to apply when the card is not
 * legal, with the play's error.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_play_card (BrgPlay      *play,
                    BrgSeat       seat,
                    BrgCard       card,
                    BrgPlayFlags  flags)
{
  g_return_val_if_fail (BRG_IS_PLAY (play), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, NULL);

  return brg_command_new (_("Play card"), play_card_apply, play_card_revert,
                          card_edit_new (play, seat, card, flags), card_edit_free);
}

static gboolean
remove_card_apply (gpointer   data,
                   GError   **error)
{
  CardEdit *edit = data;
  guint n_cards = brg_play_get_n_cards (edit->play);
  const BrgAnnotation *annotation;

  if (n_cards == 0)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("No card has been played"));
      return FALSE;
    }

  edit->position = n_cards - 1;
  edit->seat = brg_play_get_card_seat (edit->play, edit->position);
  edit->card = brg_play_get_card (edit->play, edit->position);
  edit->flags = brg_play_get_card_flags (edit->play, edit->position);
  edit->end_mark = brg_play_get_end_mark (edit->play);
  edit->claim = brg_play_get_claim (edit->play);
  annotation = brg_play_get_annotation (edit->play, edit->position);
  g_clear_pointer (&edit->annotation, brg_annotation_free);
  if (annotation != NULL)
    edit->annotation = brg_annotation_copy (annotation);

  return brg_play_remove_last_card (edit->play);
}

static gboolean
remove_card_revert (gpointer   data,
                    GError   **error)
{
  CardEdit *edit = data;

  g_return_val_if_fail (brg_play_get_n_cards (edit->play) == edit->position, FALSE);

  /* A claim ends the play, so it goes first and comes back last. */
  if (brg_play_get_claim (edit->play) >= 0)
    brg_play_clear_claim (edit->play);
  if (!brg_play_play_card_full (edit->play, edit->seat, edit->card, edit->flags, error))
    return FALSE;
  if (edit->annotation != NULL)
    brg_play_set_annotation (edit->play, edit->position, edit->annotation);
  if (edit->claim >= 0 && !brg_play_claim (edit->play, (guint) edit->claim, error))
    return FALSE;
  brg_play_set_end_mark (edit->play, edit->end_mark);
  return TRUE;
}

/**
 * brg_edit_remove_last_card:
 * @play: a play
 *
 * Makes the edit that takes back the last card played; reverting it plays
 * the same card again, by the same seat, with its flags and annotation. It
 * fails to apply when no card has been played.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_remove_last_card (BrgPlay *play)
{
  g_return_val_if_fail (BRG_IS_PLAY (play), NULL);

  return brg_command_new (_("Take back card"), remove_card_apply, remove_card_revert,
                          card_edit_new (play, BRG_SEAT_NONE, BRG_CARD_NONE, BRG_PLAY_FLAGS_NONE),
                          card_edit_free);
}

/* Deal: move_card */

typedef struct
{
  /* Owned */
  BrgDeal  *deal;

  BrgCard   card;
  BrgSeat   seat;
  BrgSeat   old_holder;
  gboolean  seat_was_known;
} MoveEdit;

static void
move_edit_free (gpointer data)
{
  MoveEdit *edit = data;

  g_clear_object (&edit->deal);
  g_free (edit);
}

static gboolean
move_card_apply (gpointer   data,
                 GError   **error)
{
  MoveEdit *edit = data;

  edit->old_holder = brg_deal_get_holder (edit->deal, edit->card);
  edit->seat_was_known = edit->seat != BRG_SEAT_NONE
                         && brg_deal_is_hand_known (edit->deal, edit->seat);
  if (edit->old_holder == edit->seat)
    return TRUE;

  if (edit->old_holder != BRG_SEAT_NONE)
    brg_deal_take_card (edit->deal, edit->card);
  if (edit->seat != BRG_SEAT_NONE
      && !brg_deal_give_card (edit->deal, edit->seat, edit->card, error))
    {
      if (edit->old_holder != BRG_SEAT_NONE)
        brg_deal_give_card (edit->deal, edit->old_holder, edit->card, NULL);
      return FALSE;
    }
  return TRUE;
}

static gboolean
move_card_revert (gpointer   data,
                  GError   **error)
{
  MoveEdit *edit = data;

  g_return_val_if_fail (brg_deal_get_holder (edit->deal, edit->card) == edit->seat, FALSE);

  if (edit->old_holder == edit->seat)
    return TRUE;

  if (edit->seat != BRG_SEAT_NONE)
    {
      brg_deal_take_card (edit->deal, edit->card);
      if (!edit->seat_was_known)
        brg_deal_forget_hand (edit->deal, edit->seat);
    }
  if (edit->old_holder != BRG_SEAT_NONE)
    return brg_deal_give_card (edit->deal, edit->old_holder, edit->card, error);
  return TRUE;
}

/**
 * brg_edit_move_card:
 * @deal: a deal
 * @card: a card
 * @seat: the seat to give it to, or %BRG_SEAT_NONE to take it away
 *
 * Makes the edit that moves @card from whoever holds it to @seat, making
 * @seat's hand known. Reverting it gives the card back to its holder and
 * restores whether @seat's hand was known. It fails to apply when @seat's
 * hand is full, changing nothing.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_move_card (BrgDeal *deal,
                    BrgCard  card,
                    BrgSeat  seat)
{
  MoveEdit *edit;

  g_return_val_if_fail (BRG_IS_DEAL (deal), NULL);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat) || seat == BRG_SEAT_NONE, NULL);

  edit = g_new0 (MoveEdit, 1);
  edit->deal = g_object_ref (deal);
  edit->card = card;
  edit->seat = seat;
  edit->old_holder = BRG_SEAT_NONE;
  return brg_command_new (_("Move card"), move_card_apply, move_card_revert,
                          edit, move_edit_free);
}

/* Board: set_tag */

typedef struct
{
  /* Owned */
  BrgBoard *board;
  char     *name;
  char     *value;
  BrgTag   *old;          /* nullable: the tag did not exist */

  guint     index;        /* of the old tag */
  gboolean  had_errors;
} TagEdit;

static void
tag_edit_free (gpointer data)
{
  TagEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit->name);
  g_free (edit->value);
  g_clear_pointer (&edit->old, brg_tag_free);
  g_free (edit);
}

static gboolean
set_tag_apply (gpointer   data,
               GError   **error)
{
  TagEdit *edit = data;
  guint n_tags = brg_board_get_n_tags (edit->board);

  g_clear_pointer (&edit->old, brg_tag_free);
  for (guint i = 0; i < n_tags; i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (edit->board, i);

      if (strcmp (tag->name, edit->name) == 0)
        {
          edit->old = brg_tag_copy (tag);
          edit->index = i;
          break;
        }
    }
  edit->had_errors = brg_board_get_has_errors (edit->board);

  brg_board_set_tag (edit->board, edit->name, edit->value);
  return TRUE;
}

static gboolean
set_tag_revert (gpointer   data,
                GError   **error)
{
  TagEdit *edit = data;

  if (edit->old != NULL)
    {
      g_return_val_if_fail (edit->index < brg_board_get_n_tags (edit->board), FALSE);

      brg_board_replace_nth_tag (edit->board, edit->index, edit->old);
    }
  else
    brg_board_remove_tag (edit->board, edit->name);

  /* A Deal tag that did not parse marked the board. */
  brg_board_set_has_errors (edit->board, edit->had_errors);
  return TRUE;
}

/**
 * brg_edit_set_tag:
 * @board: a board
 * @name: a tag name
 * @value: the new value
 *
 * Makes the edit that sets a tag with brg_board_set_tag(). Reverting it
 * restores the old tag where it stood (value, inheritance and comments), or
 * removes the tag when there was none.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_tag (BrgBoard   *board,
                  const char *name,
                  const char *value)
{
  TagEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (name != NULL && name[0] != '\0', NULL);
  g_return_val_if_fail (value != NULL, NULL);

  edit = g_new0 (TagEdit, 1);
  edit->board = g_object_ref (board);
  edit->name = g_strdup (name);
  edit->value = g_strdup (value);
  return brg_command_new (_("Edit tag"), set_tag_apply, set_tag_revert, edit, tag_edit_free);
}

/* Takes a newer keystroke in the same tag into @data: the older edit now
 * sets the newer value, and keeps the tag from before the first keystroke
 * for undo. */
static gboolean
set_tag_merge (gpointer data,
               gpointer newer_data)
{
  TagEdit *edit = data;
  TagEdit *newer = newer_data;

  if (edit->board != newer->board || strcmp (edit->name, newer->name) != 0)
    return FALSE;
  g_free (edit->value);
  edit->value = g_strdup (newer->value);
  return TRUE;
}

/**
 * brg_edit_type_tag:
 * @board: a board
 * @name: a tag name
 * @value: the new value, as typed so far
 *
 * Makes the edit of a tag's field in the details pane: as
 * brg_edit_set_tag(), and the keystrokes of one field merge
 * (brg_command_set_merge()), so that a #BrgHistory undoes a word as one
 * step until brg_history_end_merge().
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_type_tag (BrgBoard   *board,
                   const char *name,
                   const char *value)
{
  g_autofree char *key = NULL;
  BrgCommand *command;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (name != NULL && name[0] != '\0', NULL);
  g_return_val_if_fail (value != NULL, NULL);

  command = brg_edit_set_tag (board, name, value);
  key = g_strdup_printf ("tag/%p/%s", (gpointer) board, name);
  brg_command_set_merge (command, key, set_tag_merge);
  return command;
}

/* Annotations of calls and cards */

typedef struct
{
  /* Owned */
  BrgSection    *section;      /* the auction or the play */
  BrgAnnotation *annotation;   /* nullable */
  BrgAnnotation *old;          /* nullable */

  guint          position;
} AnnotationEdit;

static void
annotation_edit_free (gpointer data)
{
  AnnotationEdit *edit = data;

  g_clear_object (&edit->section);
  g_clear_pointer (&edit->annotation, brg_annotation_free);
  g_clear_pointer (&edit->old, brg_annotation_free);
  g_free (edit);
}

static AnnotationEdit *
annotation_edit_new (BrgSection          *section,
                     guint                position,
                     const BrgAnnotation *annotation)
{
  AnnotationEdit *edit = g_new0 (AnnotationEdit, 1);

  edit->section = g_object_ref (section);
  edit->position = position;
  if (annotation != NULL)
    edit->annotation = brg_annotation_copy (annotation);
  return edit;
}

/* An empty annotation clears the slot whether or not the owner takes NULL. */
static const BrgAnnotation *
or_empty (const BrgAnnotation *annotation,
          BrgAnnotation       *empty)
{
  return annotation != NULL ? annotation : empty;
}

static gboolean
set_annotation (AnnotationEdit       *edit,
                const BrgAnnotation  *annotation,
                gboolean              capture,
                GError              **error)
{
  g_autoptr(BrgAnnotation) empty = brg_annotation_new ();
  const BrgAnnotation *old;

  if (edit->position >= brg_section_get_n_items (edit->section))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   brg_section_get_kind (edit->section) == BRG_SECTION_AUCTION
                   ? _("There is no call %u to annotate") : _("There is no card %u to annotate"),
                   edit->position + 1);
      return FALSE;
    }

  if (capture)
    {
      old = brg_section_get_annotation (edit->section, edit->position);
      g_clear_pointer (&edit->old, brg_annotation_free);
      if (old != NULL)
        edit->old = brg_annotation_copy (old);
    }

  brg_section_set_annotation (edit->section, edit->position, or_empty (annotation, empty));
  return TRUE;
}

static gboolean
set_annotation_apply (gpointer   data,
                      GError   **error)
{
  AnnotationEdit *edit = data;

  return set_annotation (edit, edit->annotation, TRUE, error);
}

static gboolean
set_annotation_revert (gpointer   data,
                       GError   **error)
{
  AnnotationEdit *edit = data;

  return set_annotation (edit, edit->old, FALSE, error);
}

/**
 * brg_edit_set_call_annotation:
 * @auction: an auction
 * @position: the position of a call
 * @annotation: (nullable): the new annotation, or %NULL to remove it
 *
 * Makes the edit that replaces the annotation of a call with a copy of
 * @annotation. Reverting it restores a copy of the old one. It fails to
 * apply when there is no call at @position.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_call_annotation (BrgAuction          *auction,
                              guint                position,
                              const BrgAnnotation *annotation)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_AUCTION (auction), NULL);

  edit = annotation_edit_new (BRG_SECTION (auction), position, annotation);
  return brg_command_new (_("Annotate call"), set_annotation_apply, set_annotation_revert,
                          edit, annotation_edit_free);
}

/**
 * brg_edit_set_card_annotation:
 * @play: a play
 * @position: the position of a card
 * @annotation: (nullable): the new annotation, or %NULL to remove it
 *
 * Makes the edit that replaces the annotation of a played card with a copy
 * of @annotation. Reverting it restores a copy of the old one. It fails to
 * apply when there is no card at @position.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_card_annotation (BrgPlay             *play,
                              guint                position,
                              const BrgAnnotation *annotation)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_PLAY (play), NULL);

  edit = annotation_edit_new (BRG_SECTION (play), position, annotation);
  return brg_command_new (_("Annotate card"), set_annotation_apply, set_annotation_revert,
                          edit, annotation_edit_free);
}
