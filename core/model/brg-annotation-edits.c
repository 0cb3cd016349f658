/* brg-annotation-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NAGs and notes live in the auction or the play: an edit changes a copy
 * and restores the board's auction or play to it in one step. Commentary
 * lives at its anchor: an edit replaces the anchor's comments.
 *
 * Note numbers stay dense: removing a note numbers the later ones down,
 * with their references, in the same step; brg_edit_renumber_notes()
 * makes the numbers of a file that had gaps dense. The writers write the
 * numbers the model holds, so a file read and saved without note edits
 * keeps its own.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-annotation-edits.h"
#include "brg-commentary.h"
#include "brg-edit-steps-private.h"
#include "brg-error.h"
#include "brg-nag.h"
#include "brg-section-private.h"

typedef enum
{
  EDIT_NAG,
  EDIT_CLEAR_NAGS,
  EDIT_SET_NOTE,
  EDIT_REMOVE_NOTE,
  EDIT_NOTE_REVEAL,
  EDIT_REFER,
  EDIT_RENUMBER,
  EDIT_INSERT_COMMENT,
  EDIT_COMMENT_TEXT,
  EDIT_REMOVE_COMMENT,
  EDIT_COMMENT_REVEAL,
} EditKind;

typedef struct
{
  /* Owned */
  BrgBoard       *board;
  char           *text;

  EditKind        kind;
  BrgSectionKind  section;
  BrgAnchor       anchor;
  guint           position;   /* of a call or card */
  guint           index;      /* of a note, or of a comment at the anchor */
  guint           nag;
  gboolean        set;
  BrgReveal       reveal;
} AnnotationEdit;

static void
annotation_edit_free (gpointer data)
{
  AnnotationEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit->text);
  g_free (edit);
}

/* A copy of the auction or play of @kind, for an edit to change. */
static BrgSection *
copy_section (BrgBoard        *board,
              BrgSectionKind   kind,
              GError         **error)
{
  BrgSection *section = brg_board_get_section (board, kind);

  if (section != NULL)
    return brg_section_copy (section);
  g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                       kind == BRG_SECTION_AUCTION ? _("The board has no auction")
                                                   : _("The board has no play"));
  return NULL;
}

static gboolean
check_position (BrgSection  *section,
                guint        position,
                GError     **error)
{
  if (position < brg_section_get_n_items (section))
    return TRUE;
  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
               brg_section_get_kind (section) == BRG_SECTION_AUCTION
               ? _("There is no call %u to annotate") : _("There is no card %u to annotate"),
               position + 1);
  return FALSE;
}

static gboolean
check_note (BrgSection  *section,
            guint        index,
            GError     **error)
{
  if (brg_section_lookup_note (section, index) != NULL)
    return TRUE;
  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
               _("There is no note %u"), index);
  return FALSE;
}

static BrgAnnotation *
dup_annotation (BrgSection *section,
                guint       position)
{
  const BrgAnnotation *old = brg_section_get_annotation (section, position);

  return old != NULL ? brg_annotation_copy (old) : brg_annotation_new ();
}

/* NAGs, notes and references: a change of the auction or play. */
static gboolean
edit_section (AnnotationEdit  *edit,
              GPtrArray       *steps,
              GError         **error)
{
  g_autoptr(BrgSection) target = copy_section (edit->board, edit->section, error);
  g_autoptr(BrgAnnotation) annotation = NULL;
  g_autoptr(BrgNote) note = NULL;

  if (target == NULL)
    return FALSE;

  switch (edit->kind)
    {
    case EDIT_NAG:
    case EDIT_CLEAR_NAGS:
      if (!check_position (target, edit->position, error))
        return FALSE;
      annotation = dup_annotation (target, edit->position);
      if (edit->kind == EDIT_NAG)
        brg_annotation_set_nag (annotation, edit->nag, edit->section, edit->set);
      else
        brg_annotation_clear_nags (annotation);
      brg_section_set_annotation (target, edit->position, annotation);
      break;

    case EDIT_REFER:
      if (!check_position (target, edit->position, error)
          || (edit->index != 0 && !check_note (target, edit->index, error)))
        return FALSE;
      annotation = dup_annotation (target, edit->position);
      annotation->note = edit->index;
      brg_section_set_annotation (target, edit->position, annotation);
      break;

    case EDIT_SET_NOTE:
      if (edit->index == 0 || edit->index > 32)
        {
          /* PBN §3.5.4, §3.6.4 */
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                       _("A note is numbered from 1 to 32, not %u"), edit->index);
          return FALSE;
        }
      if (brg_section_lookup_note (target, edit->index) != NULL)
        {
          note = brg_note_copy (brg_section_lookup_note (target, edit->index));
          g_free (note->text);
          note->text = g_strdup (edit->text);
        }
      else
        note = brg_note_new (edit->index, edit->text);
      brg_section_set_note (target, note);
      break;

    case EDIT_NOTE_REVEAL:
      if (!check_note (target, edit->index, error))
        return FALSE;
      note = brg_note_copy (brg_section_lookup_note (target, edit->index));
      brg_note_set_reveal (note, edit->reveal);
      brg_section_set_note (target, note);
      break;

    case EDIT_REMOVE_NOTE:
      if (!check_note (target, edit->index, error))
        return FALSE;
      _brg_section_remove_note_and_references (target, edit->index);
      _brg_section_renumber_notes (target);
      break;

    case EDIT_RENUMBER:
      if (!_brg_section_renumber_notes (target))
        return TRUE;
      break;

    case EDIT_INSERT_COMMENT:
    case EDIT_COMMENT_TEXT:
    case EDIT_REMOVE_COMMENT:
    case EDIT_COMMENT_REVEAL:
    default:
      g_assert_not_reached ();
    }

  return _brg_steps_do (steps,
                        _brg_edit_restore_section (brg_board_get_section (edit->board,
                                                                          edit->section),
                                                   g_steal_pointer (&target)),
                        error);
}

/* Commentary: a change of the comments at an anchor. */
static gboolean
edit_comments (AnnotationEdit  *edit,
               GPtrArray       *steps,
               GError         **error)
{
  g_autoptr(GPtrArray) comments = NULL;
  BrgComment *comment = NULL;
  char *text;

  if (!brg_board_has_anchor (edit->board, &edit->anchor))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The board has no such place for commentary"));
      return FALSE;
    }
  comments = brg_board_dup_comments (edit->board, &edit->anchor);

  if (edit->kind == EDIT_INSERT_COMMENT ? edit->index > comments->len
                                        : edit->index >= comments->len)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("There is no comment %u there"), edit->index + 1);
      return FALSE;
    }
  if (edit->kind != EDIT_INSERT_COMMENT)
    comment = g_ptr_array_index (comments, edit->index);

  switch (edit->kind)
    {
    case EDIT_INSERT_COMMENT:
      g_ptr_array_insert (comments, (int) edit->index,
                          brg_comment_new (BRG_COMMENT_BRACE, edit->text));
      break;

    case EDIT_COMMENT_TEXT:
      text = g_strdup (edit->text);
      /* The mark stays unless the new text brings its own. */
      if (brg_comment_text_get_reveal (text) == BRG_REVEAL_ALWAYS
          && brg_comment_is_commentary (comment))
        {
          char *marked = brg_comment_text_set_reveal (text, brg_comment_get_reveal (comment));

          g_free (text);
          text = marked;
        }
      g_free (comment->text);
      comment->text = text;
      /* A `;` comment ends with its line (PBN §3.8). */
      if (strpbrk (text, "\r\n") != NULL)
        comment->kind = BRG_COMMENT_BRACE;
      break;

    case EDIT_REMOVE_COMMENT:
      g_ptr_array_remove_index (comments, edit->index);
      break;

    case EDIT_COMMENT_REVEAL:
      if (!brg_comment_is_commentary (comment))
        {
          g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                               _("An escape line or a kept token is not commentary"));
          return FALSE;
        }
      text = brg_comment_text_set_reveal (comment->text, edit->reveal);
      g_free (comment->text);
      comment->text = text;
      break;

    case EDIT_NAG:
    case EDIT_CLEAR_NAGS:
    case EDIT_SET_NOTE:
    case EDIT_REMOVE_NOTE:
    case EDIT_NOTE_REVEAL:
    case EDIT_REFER:
    case EDIT_RENUMBER:
    default:
      g_assert_not_reached ();
    }

  return _brg_steps_do (steps, _brg_edit_set_comments (edit->board, &edit->anchor, comments),
                        error);
}

static gboolean
annotation_edit_run (gpointer    data,
                     GPtrArray  *steps,
                     GError    **error)
{
  AnnotationEdit *edit = data;

  switch (edit->kind)
    {
    case EDIT_RENUMBER:
      {
        AnnotationEdit play = *edit;

        play.section = BRG_SECTION_PLAY;
        edit->section = BRG_SECTION_AUCTION;
        if (brg_board_get_auction (edit->board) != NULL && !edit_section (edit, steps, error))
          return FALSE;
        return brg_board_get_play (edit->board) == NULL || edit_section (&play, steps, error);
      }

    case EDIT_INSERT_COMMENT:
    case EDIT_COMMENT_TEXT:
    case EDIT_REMOVE_COMMENT:
    case EDIT_COMMENT_REVEAL:
      return edit_comments (edit, steps, error);

    case EDIT_NAG:
    case EDIT_CLEAR_NAGS:
    case EDIT_SET_NOTE:
    case EDIT_REMOVE_NOTE:
    case EDIT_NOTE_REVEAL:
    case EDIT_REFER:
    default:
      return edit_section (edit, steps, error);
    }
}

static gboolean
annotation_edit_merge (gpointer data,
                       gpointer newer_data)
{
  AnnotationEdit *edit = data;
  AnnotationEdit *newer = newer_data;

  if (edit->board != newer->board || edit->kind != newer->kind
      || edit->section != newer->section || edit->index != newer->index || !brg_anchor_equal (&edit->anchor, &newer->anchor))
    return FALSE;
  g_free (edit->text);
  edit->text = g_strdup (newer->text);
  return TRUE;
}

static AnnotationEdit *
annotation_edit_new (BrgBoard *board,
                     EditKind  kind)
{
  AnnotationEdit *edit = g_new0 (AnnotationEdit, 1);

  edit->board = g_object_ref (board);
  edit->kind = kind;
  return edit;
}

static BrgCommand *
command_new (const char     *label,
             AnnotationEdit *edit)
{
  return _brg_steps_command_new (label, annotation_edit_run, edit, annotation_edit_free);
}

/**
 * brg_edit_set_nag:
 * @board: a board
 * @section: the auction or the play
 * @position: a call or card
 * @nag: a NAG that applies to @section (brg_nag_applies_to())
 * @set: %TRUE to set it, %FALSE to clear it
 *
 * Makes the edit that sets or clears a NAG of a call or card, with the
 * rules of brg_annotation_set_nag(): the six suffixes exclude one another
 * and are kept as the suffix (PBN §3.5.3, §3.6.3). It fails to apply when
 * there is no such call or card.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_nag (BrgBoard      *board,
                  BrgSectionKind section,
                  guint          position,
                  guint          nag,
                  gboolean       set)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (section <= BRG_SECTION_PLAY, NULL);
  g_return_val_if_fail (nag <= BRG_NAG_MAX, NULL);
  g_return_val_if_fail (!set || brg_nag_applies_to (nag, section), NULL);

  edit = annotation_edit_new (board, EDIT_NAG);
  edit->section = section;
  edit->position = position;
  edit->nag = nag;
  edit->set = set;
  return command_new (set ? _("Set NAG") : _("Clear NAG"), edit);
}

/**
 * brg_edit_clear_nags:
 * @board: a board
 * @section: the auction or the play
 * @position: a call or card
 *
 * Makes the edit that clears the suffix and every NAG of a call or card,
 * keeping its note and comments.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_clear_nags (BrgBoard      *board,
                     BrgSectionKind section,
                     guint          position)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (section <= BRG_SECTION_PLAY, NULL);

  edit = annotation_edit_new (board, EDIT_CLEAR_NAGS);
  edit->section = section;
  edit->position = position;
  return command_new (_("Clear NAGs"), edit);
}

/**
 * brg_board_get_new_note_index:
 * @board: a board
 * @section: the auction or the play
 *
 * Returns: the number a new note of @section gets: one more than the
 *   highest, or the lowest free one past 32 (PBN §3.5.4); 1 when the
 *   board has no such section yet; 0 when all 32 are taken
 */
guint
brg_board_get_new_note_index (BrgBoard      *board,
                              BrgSectionKind section)
{
  BrgSection *target;
  guint index;

  g_return_val_if_fail (BRG_IS_BOARD (board), 0);

  target = brg_board_get_section (board, section);
  if (target == NULL)
    return 1;
  return _brg_section_get_free_note_index (target, &index, NULL) ? index : 0;
}

/**
 * brg_edit_set_note:
 * @board: a board
 * @section: the auction or the play
 * @index: the note's number, 1 to 32 (brg_board_get_new_note_index() for
 *   a new one)
 * @text: the explanation as typed; suit symbols and `!s` become `\S` as
 *   for commentary (brg_comment_text_from_input())
 *
 * Makes the edit that adds a note (PBN §3.5.5, §3.6.5) or changes the text
 * of one, keeping its comments. Edits of the same note merge while typing.
 * It fails to apply when the board has no such section.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_note (BrgBoard      *board,
                   BrgSectionKind section,
                   guint          index,
                   const char    *text)
{
  AnnotationEdit *edit;
  g_autofree char *key = NULL;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (section <= BRG_SECTION_PLAY, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  edit = annotation_edit_new (board, EDIT_SET_NOTE);
  edit->section = section;
  edit->index = index;
  edit->text = brg_comment_text_from_input (text);
  key = g_strdup_printf ("note:%d:%u", section, index);
  return _brg_steps_command_new_merging (_("Edit note"), key, annotation_edit_run,
                                         annotation_edit_merge, edit, annotation_edit_free);
}

/**
 * brg_edit_remove_note:
 * @board: a board
 * @section: the auction or the play
 * @index: the note's number
 *
 * Makes the edit that removes a note and every reference to it; the later
 * notes are numbered down, their references with them, so the numbers stay
 * dense. It fails to apply when there is no such note.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_remove_note (BrgBoard      *board,
                      BrgSectionKind section,
                      guint          index)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (section <= BRG_SECTION_PLAY, NULL);

  edit = annotation_edit_new (board, EDIT_REMOVE_NOTE);
  edit->section = section;
  edit->index = index;
  return command_new (_("Remove note"), edit);
}

/**
 * brg_edit_set_note_reveal:
 * @board: a board
 * @section: the auction or the play
 * @index: the note's number
 * @reveal: when the note may be shown
 *
 * Makes the edit that marks a note to be shown only after the auction or
 * the play, or always (brg_note_set_reveal()).
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_note_reveal (BrgBoard      *board,
                          BrgSectionKind section,
                          guint          index,
                          BrgReveal      reveal)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (section <= BRG_SECTION_PLAY, NULL);
  g_return_val_if_fail (reveal <= BRG_REVEAL_AFTER_PLAY, NULL);

  edit = annotation_edit_new (board, EDIT_NOTE_REVEAL);
  edit->section = section;
  edit->index = index;
  edit->reveal = reveal;
  return command_new (_("Note visibility"), edit);
}

/**
 * brg_edit_refer_to_note:
 * @board: a board
 * @section: the auction or the play
 * @position: a call or card
 * @index: the note it refers to, or 0 for none
 *
 * Makes the edit that has a call or card refer to a note (`=n=`, PBN
 * §3.5.4, §3.6.4), as picking a note does. The note stays when no call or
 * card refers to it any more. It fails to apply when there is no such
 * call, card or note.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_refer_to_note (BrgBoard      *board,
                        BrgSectionKind section,
                        guint          position,
                        guint          index)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (section <= BRG_SECTION_PLAY, NULL);

  edit = annotation_edit_new (board, EDIT_REFER);
  edit->section = section;
  edit->position = position;
  edit->index = index;
  return command_new (_("Refer to note"), edit);
}

/**
 * brg_edit_renumber_notes:
 * @board: a board
 *
 * Makes the edit that numbers the notes of the auction and of the play
 * 1, 2, 3 … in the order of their numbers, their references with them. A
 * reference to a note that does not exist stays one, numbered after the
 * notes. Nothing changes when the numbers are dense already.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_renumber_notes (BrgBoard *board)
{
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  return command_new (_("Renumber notes"), annotation_edit_new (board, EDIT_RENUMBER));
}

static AnnotationEdit *
comment_edit_new (BrgBoard        *board,
                  EditKind         kind,
                  const BrgAnchor *anchor,
                  guint            index)
{
  AnnotationEdit *edit = annotation_edit_new (board, kind);

  edit->anchor = *anchor;
  edit->index = index;
  return edit;
}

/**
 * brg_edit_insert_comment:
 * @board: a board
 * @anchor: a place of @board (brg_board_has_anchor())
 * @index: where among the comments at @anchor, up to their number
 * @text: the commentary as typed; suit symbols and `!s` become `\S`
 *   (brg_comment_text_from_input()); line breaks and paragraphs are kept
 *
 * Makes the edit that adds a `{…}` comment (PBN §3.8) at @anchor.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_insert_comment (BrgBoard        *board,
                         const BrgAnchor *anchor,
                         guint            index,
                         const char      *text)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (anchor != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  edit = comment_edit_new (board, EDIT_INSERT_COMMENT, anchor, index);
  edit->text = brg_comment_text_from_input (text);
  return command_new (_("Add commentary"), edit);
}

/**
 * brg_edit_set_comment_text:
 * @board: a board
 * @anchor: a place of @board
 * @index: a comment at @anchor
 * @text: the new text as typed, converted as by brg_edit_insert_comment()
 *
 * Makes the edit that changes the text of a comment. Its `[%reveal …]`
 * mark stays unless @text brings one; a `;` comment given several lines
 * becomes a `{…}` one. Edits of the same comment merge while typing.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_comment_text (BrgBoard        *board,
                           const BrgAnchor *anchor,
                           guint            index,
                           const char      *text)
{
  AnnotationEdit *edit;
  g_autofree char *place = NULL;
  g_autofree char *key = NULL;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (anchor != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  edit = comment_edit_new (board, EDIT_COMMENT_TEXT, anchor, index);
  edit->text = brg_comment_text_from_input (text);
  place = brg_anchor_to_key (anchor);
  key = g_strdup_printf ("comment:%s:%u", place, index);
  return _brg_steps_command_new_merging (_("Edit commentary"), key, annotation_edit_run,
                                         annotation_edit_merge, edit, annotation_edit_free);
}

/**
 * brg_edit_remove_comment:
 * @board: a board
 * @anchor: a place of @board
 * @index: a comment at @anchor
 *
 * Makes the edit that removes a comment.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_remove_comment (BrgBoard        *board,
                         const BrgAnchor *anchor,
                         guint            index)
{
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (anchor != NULL, NULL);

  return command_new (_("Remove commentary"),
                      comment_edit_new (board, EDIT_REMOVE_COMMENT, anchor, index));
}

/**
 * brg_edit_set_comment_reveal:
 * @board: a board
 * @anchor: a place of @board
 * @index: a comment at @anchor
 * @reveal: when the comment may be shown
 *
 * Makes the edit that marks a comment to be shown only after the auction
 * or the play, or always, with a `[%reveal …]` command in its text
 * (brg_comment_text_set_reveal()).
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_comment_reveal (BrgBoard        *board,
                             const BrgAnchor *anchor,
                             guint            index,
                             BrgReveal        reveal)
{
  AnnotationEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (anchor != NULL, NULL);
  g_return_val_if_fail (reveal <= BRG_REVEAL_AFTER_PLAY, NULL);

  edit = comment_edit_new (board, EDIT_COMMENT_REVEAL, anchor, index);
  edit->reveal = reveal;
  return command_new (_("Commentary visibility"), edit);
}
