/* brg-board-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each edit of the event keeps the boards it moves or removes, by
 * reference, so that undo puts back the very objects (a view that shows
 * one keeps showing it). Renumbering is a group of tag edits, which undo
 * exactly.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board-edits.h"
#include "brg-edits.h"
#include "brg-error.h"
#include "brg-letters.h"
#include "brg-score.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* Inserting a board                                                    */

typedef struct
{
  /* Owned */
  BrgEvent *event;
  BrgBoard *board;

  guint     position;
} InsertEdit;

static void
insert_edit_free (gpointer data)
{
  InsertEdit *edit = data;

  g_clear_object (&edit->event);
  g_clear_object (&edit->board);
  g_free (edit);
}

static gboolean
insert_apply (gpointer   data,
              GError   **error)
{
  InsertEdit *edit = data;

  if (edit->position > brg_event_get_n_boards (edit->event))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("There is no place %u in the list of boards"), edit->position + 1);
      return FALSE;
    }
  brg_event_insert (edit->event, edit->position, edit->board);
  return TRUE;
}

static gboolean
insert_revert (gpointer   data,
               GError   **error)
{
  InsertEdit *edit = data;

  g_return_val_if_fail (edit->position < brg_event_get_n_boards (edit->event), FALSE);
  g_return_val_if_fail (brg_event_get_board (edit->event, edit->position) == edit->board, FALSE);

  brg_event_remove (edit->event, edit->position);
  return TRUE;
}

static BrgCommand *
insert_command (BrgEvent   *event,
                guint       position,
                BrgBoard   *board,
                const char *label)
{
  InsertEdit *edit = g_new0 (InsertEdit, 1);

  edit->event = g_object_ref (event);
  edit->board = g_object_ref (board);
  edit->position = position;
  return brg_command_new (label, insert_apply, insert_revert, edit, insert_edit_free);
}

/**
 * brg_edit_insert_board:
 * @event: an event
 * @position: where the board goes, at most the number of boards
 * @board: the board, as it is (a pasted one, say)
 *
 * Makes the edit that inserts @board into @event. It fails to apply when
 * @position is past the end.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_insert_board (BrgEvent *event,
                       guint     position,
                       BrgBoard *board)
{
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  return insert_command (event, position, board, _("Insert board"));
}

/* Tags a new board takes from its neighbour: those of the whole set. */
static const char * const shared_tags[] = { "Event", "Site", "Date", "Scoring" };

/**
 * brg_edit_add_board:
 * @event: an event
 * @position: where the new board goes, at most the number of boards
 *
 * Makes the edit that adds an empty board at @position: numbered one more
 * than the board before it (1 at the start), with the dealer and the
 * vulnerability of its number (the 16-board cycle), and the `Event`,
 * `Site`, `Date` and `Scoring` of its neighbour, the board before it or
 * else the one after.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_add_board (BrgEvent *event,
                    guint     position)
{
  guint n_boards, number = 1;
  g_autoptr(BrgBoard) board = NULL;
  BrgBoard *neighbour = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  n_boards = brg_event_get_n_boards (event);
  position = MIN (position, n_boards);
  if (position > 0)
    {
      neighbour = brg_event_get_board (event, position - 1);
      if (brg_board_get_number (neighbour) > 0 && brg_board_get_number (neighbour) < G_MAXUINT)
        number = brg_board_get_number (neighbour) + 1;
    }
  else if (n_boards > 0)
    {
      neighbour = brg_event_get_board (event, 0);
      if (brg_board_get_number (neighbour) > 1)
        number = brg_board_get_number (neighbour) - 1;
    }

  board = brg_board_new_numbered (number);
  for (guint i = 0; neighbour != NULL && i < G_N_ELEMENTS (shared_tags); i++)
    {
      const char *value = brg_board_get_tag (neighbour, shared_tags[i]);

      if (value != NULL)
        brg_board_set_tag (board, shared_tags[i], value);
    }
  return insert_command (event, position, board, _("Add board"));
}

/**
 * brg_edit_duplicate_board:
 * @event: an event
 * @position: the position of a board
 *
 * Makes the edit that inserts a copy of the board at @position right after
 * it: everything alike, its number too, for a variant of the board.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_duplicate_board (BrgEvent *event,
                          guint     position)
{
  g_autoptr(BrgBoard) copy = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (position < brg_event_get_n_boards (event), NULL);

  copy = brg_board_copy (brg_event_get_board (event, position));
  return insert_command (event, position + 1, copy, _("Duplicate board"));
}

/* ------------------------------------------------------------------ */
/* Removing and moving boards                                           */

typedef struct
{
  /* Owned */
  BrgEvent  *event;
  GArray    *positions;    /* of guint, ascending, distinct */
  GPtrArray *boards;       /* of BrgBoard, as the last apply found them */

  guint      to;           /* moves: where the first board goes */
} ListEdit;

static void
list_edit_free (gpointer data)
{
  ListEdit *edit = data;

  g_clear_object (&edit->event);
  g_clear_pointer (&edit->positions, g_array_unref);
  g_clear_pointer (&edit->boards, g_ptr_array_unref);
  g_free (edit);
}

static int
compare_positions (gconstpointer a,
                   gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static ListEdit *
list_edit_new (BrgEvent    *event,
               const guint *positions,
               guint        n_positions)
{
  ListEdit *edit = g_new0 (ListEdit, 1);

  edit->event = g_object_ref (event);
  edit->positions = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (edit->positions, positions, n_positions);
  g_array_sort (edit->positions, compare_positions);
  for (guint i = 1; i < edit->positions->len; )
    if (g_array_index (edit->positions, guint, i) == g_array_index (edit->positions, guint, i - 1))
      g_array_remove_index (edit->positions, i);
    else
      i++;
  edit->boards = g_ptr_array_new_with_free_func (g_object_unref);
  return edit;
}

static guint
position_at (ListEdit *edit,
             guint     i)
{
  return g_array_index (edit->positions, guint, i);
}

/* Checks the positions against the event and takes out their boards. */
static gboolean
take_boards (ListEdit  *edit,
             GError   **error)
{
  guint n_boards = brg_event_get_n_boards (edit->event);
  guint last = edit->positions->len > 0 ? position_at (edit, edit->positions->len - 1) : 0;

  if (edit->positions->len == 0 || last >= n_boards)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("There is no board %u in the list"), last + 1);
      return FALSE;
    }

  g_ptr_array_set_size (edit->boards, 0);
  for (guint i = 0; i < edit->positions->len; i++)
    g_ptr_array_add (edit->boards,
                     g_object_ref (brg_event_get_board (edit->event, position_at (edit, i))));
  for (guint i = edit->positions->len; i > 0; i--)
    brg_event_remove (edit->event, position_at (edit, i - 1));
  return TRUE;
}

/* Puts the boards taken out back where they were. */
static void
put_boards_back (ListEdit *edit)
{
  for (guint i = 0; i < edit->positions->len; i++)
    brg_event_insert (edit->event, position_at (edit, i), g_ptr_array_index (edit->boards, i));
}

static gboolean
remove_apply (gpointer   data,
              GError   **error)
{
  return take_boards (data, error);
}

static gboolean
remove_revert (gpointer   data,
               GError   **error)
{
  put_boards_back (data);
  return TRUE;
}

/**
 * brg_edit_remove_boards:
 * @event: an event
 * @positions: (array length=n_positions): the positions of the boards, in
 *   any order
 * @n_positions: how many, at least 1
 *
 * Makes the edit that removes a selection of boards; reverting it puts
 * the same boards back where they were. It fails to apply when a position
 * is past the end.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_remove_boards (BrgEvent    *event,
                        const guint *positions,
                        guint        n_positions)
{
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (positions != NULL && n_positions > 0, NULL);

  return brg_command_new (g_dngettext (GETTEXT_PACKAGE, "Delete board", "Delete boards",
                                       n_positions),
                          remove_apply, remove_revert,
                          list_edit_new (event, positions, n_positions), list_edit_free);
}

static gboolean
move_apply (gpointer   data,
            GError   **error)
{
  ListEdit *edit = data;
  guint n_boards = brg_event_get_n_boards (edit->event);

  if (edit->to + edit->positions->len > n_boards)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("There is no place %u in the list of boards"), edit->to + 1);
      return FALSE;
    }
  if (!take_boards (edit, error))
    return FALSE;
  for (guint i = 0; i < edit->boards->len; i++)
    brg_event_insert (edit->event, edit->to + i, g_ptr_array_index (edit->boards, i));
  return TRUE;
}

static gboolean
move_revert (gpointer   data,
             GError   **error)
{
  ListEdit *edit = data;

  for (guint i = 0; i < edit->boards->len; i++)
    brg_event_remove (edit->event, edit->to);
  put_boards_back (edit);
  return TRUE;
}

/**
 * brg_edit_move_boards:
 * @event: an event
 * @positions: (array length=n_positions): the positions of the boards to
 *   move, in any order
 * @n_positions: how many, at least 1
 * @to: where the first of them goes in the list they make with the other
 *   boards, at most the number of boards less @n_positions
 *
 * Makes the edit that moves a selection of boards, kept in their order, to
 * stand together from @to: dragging in the list, or Alt+Up (@to one less
 * than the first position) and Alt+Down (one more). Reverting it puts
 * every board back where it was. It fails to apply when a position or @to
 * is past the end.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_move_boards (BrgEvent    *event,
                      const guint *positions,
                      guint        n_positions,
                      guint        to)
{
  ListEdit *edit;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (positions != NULL && n_positions > 0, NULL);

  edit = list_edit_new (event, positions, n_positions);
  edit->to = to;
  return brg_command_new (g_dngettext (GETTEXT_PACKAGE, "Move board", "Move boards", n_positions),
                          move_apply, move_revert, edit, list_edit_free);
}

/* ------------------------------------------------------------------ */
/* Numbers                                                              */

static gboolean
is_unset (const char *value)
{
  return value == NULL || value[0] == '\0' || strcmp (value, "?") == 0 || strcmp (value, "-") == 0;
}

/**
 * brg_board_get_dealer_follows_number:
 * @board: a board
 *
 * Tells whether renumbering @board moves its dealer too. The dealer
 * follows the number unless the user set it: it does when there is no
 * dealer, or when it is the dealer the 16-board cycle gives the board's
 * number. A dealer that differs from the cycle's was set on purpose, and so
 * was any dealer of a board with an auction (whose calls it seats) or
 * without a number.
 *
 * Returns: %TRUE if the dealer follows the board number
 */
gboolean
brg_board_get_dealer_follows_number (BrgBoard *board)
{
  guint number;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  if (brg_board_get_auction (board) != NULL)
    return FALSE;
  if (is_unset (brg_board_get_tag (board, "Dealer")))
    return TRUE;
  number = brg_board_get_number (board);
  return number > 0 && brg_board_get_dealer (board) == brg_board_number_get_dealer (number);
}

/**
 * brg_board_get_vulnerability_follows_number:
 * @board: a board
 *
 * Tells whether renumbering @board changes its vulnerability too: as for
 * the dealer (brg_board_get_dealer_follows_number()), when there is none
 * or it is the one the 16-board cycle gives the board's number.
 *
 * Returns: %TRUE if the vulnerability follows the board number
 */
gboolean
brg_board_get_vulnerability_follows_number (BrgBoard *board)
{
  BrgVulnerability vulnerability;
  guint number;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  if (is_unset (brg_board_get_tag (board, "Vulnerable")))
    return TRUE;
  number = brg_board_get_number (board);
  return number > 0 && brg_board_get_vulnerability (board, &vulnerability)
         && vulnerability == brg_board_number_get_vulnerability (number);
}

static void
append_command (BrgCommand *group,
                BrgCommand *command)
{
  brg_command_append (group, command);
  g_object_unref (command);
}

/* The tag edits that give @board @number, its dealer and vulnerability
 * following when they do. */
static void
append_number_edits (BrgCommand *group,
                     BrgBoard   *board,
                     guint       number)
{
  gboolean dealer = brg_board_get_dealer_follows_number (board);
  gboolean vulnerability = brg_board_get_vulnerability_follows_number (board);
  char text[16];

  g_snprintf (text, sizeof text, "%u", number);
  append_command (group, brg_edit_set_tag (board, "Board", text));
  if (dealer)
    {
      char letter[2] = { brg_seat_to_pbn (brg_board_number_get_dealer (number)), '\0' };

      append_command (group, brg_edit_set_tag (board, "Dealer", letter));
    }
  if (vulnerability)
    append_command (group,
                    brg_edit_set_tag (board, "Vulnerable",
                                      brg_vulnerability_to_pbn (brg_board_number_get_vulnerability (number))));
}

/**
 * brg_edit_set_number:
 * @board: a board
 * @number: the new board number, at least 1
 *
 * Makes the edit that renumbers one board, its dealer and vulnerability
 * following the number unless the user set them (see
 * brg_board_get_dealer_follows_number()). The details pane's Board field
 * edits the number with it.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_number (BrgBoard *board,
                     guint     number)
{
  BrgCommand *group;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (number > 0, NULL);

  group = brg_command_new_group (g_dngettext (GETTEXT_PACKAGE, "Renumber board",
                                              "Renumber boards", 1));
  append_number_edits (group, board, number);
  return group;
}

/**
 * brg_edit_renumber_boards:
 * @event: an event
 * @positions: (array length=n_positions): the positions of the boards
 * @n_positions: how many, at least 1
 * @first: the number of the first of them, at least 1
 *
 * Makes the edit that numbers a selection of boards @first, @first + 1…
 * in list order, as one undo step; each board's dealer and vulnerability
 * follow its new number unless the user set them (see
 * brg_board_get_dealer_follows_number()).
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_renumber_boards (BrgEvent    *event,
                          const guint *positions,
                          guint        n_positions,
                          guint        first)
{
  g_autofree guint *sorted = NULL;
  BrgCommand *group;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (positions != NULL && n_positions > 0, NULL);
  g_return_val_if_fail (first > 0 && first - 1 <= G_MAXUINT - n_positions, NULL);

  sorted = g_memdup2 (positions, n_positions * sizeof (guint));
  qsort (sorted, n_positions, sizeof (guint), compare_positions);

  group = brg_command_new_group (g_dngettext (GETTEXT_PACKAGE, "Renumber board", "Renumber boards",
                                              n_positions));
  for (guint i = 0, k = 0; i < n_positions; i++)
    {
      if (i > 0 && sorted[i] == sorted[i - 1])
        continue;
      g_return_val_if_fail (sorted[i] < brg_event_get_n_boards (event), group);
      append_number_edits (group, brg_event_get_board (event, sorted[i]), first + k++);
    }
  return group;
}

/* ------------------------------------------------------------------ */
/* Removing and renaming tags                                           */

/**
 * brg_tag_name_is_valid:
 * @name: a tag name
 *
 * Tells whether @name may name a new tag: an upper case letter (PBN §3.1)
 * then letters, digits and underscores.
 *
 * Returns: %TRUE for a valid tag name
 */
gboolean
brg_tag_name_is_valid (const char *name)
{
  g_return_val_if_fail (name != NULL, FALSE);

  if (!g_ascii_isupper (name[0]))
    return FALSE;
  for (const char *p = name + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return FALSE;
  return TRUE;
}

typedef struct
{
  /* Owned */
  BrgBoard   *board;
  char       *name;
  char       *new_name;     /* renames; NULL removes */
  BrgTag     *old;
  BrgAuction *auction;      /* dropped with the Auction tag */
  BrgPlay    *play;         /* dropped with the Play tag */

  guint       index;
  gboolean    had_errors;
} TagNameEdit;

static void
tag_name_edit_free (gpointer data)
{
  TagNameEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit->name);
  g_free (edit->new_name);
  g_clear_pointer (&edit->old, brg_tag_free);
  g_clear_object (&edit->auction);
  g_clear_object (&edit->play);
  g_free (edit);
}

/* Keeps what the change of the tag at @index loses. */
static gboolean
capture_tag (TagNameEdit  *edit,
             GError      **error)
{
  int index = brg_board_find_tag (edit->board, edit->name);

  if (index < 0)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   /* Translators: %s is a tag name */
                   _("There is no tag %s"), edit->name);
      return FALSE;
    }
  edit->index = (guint) index;
  g_clear_pointer (&edit->old, brg_tag_free);
  edit->old = brg_tag_copy (brg_board_get_nth_tag (edit->board, edit->index));
  g_clear_object (&edit->auction);
  g_clear_object (&edit->play);
  if (strcmp (edit->name, "Auction") == 0 && brg_board_get_auction (edit->board) != NULL)
    edit->auction = g_object_ref (brg_board_get_auction (edit->board));
  if (strcmp (edit->name, "Play") == 0 && brg_board_get_play (edit->board) != NULL)
    edit->play = g_object_ref (brg_board_get_play (edit->board));
  edit->had_errors = brg_board_get_has_errors (edit->board);
  return TRUE;
}

static void
restore_objects (TagNameEdit *edit)
{
  if (edit->auction != NULL)
    brg_board_set_auction (edit->board, edit->auction);
  if (edit->play != NULL)
    brg_board_set_play (edit->board, edit->play);
  brg_board_set_has_errors (edit->board, edit->had_errors);
}

static gboolean
remove_tag_apply (gpointer   data,
                  GError   **error)
{
  TagNameEdit *edit = data;

  if (!capture_tag (edit, error))
    return FALSE;
  brg_board_remove_tag (edit->board, edit->name);
  return TRUE;
}

static gboolean
remove_tag_revert (gpointer   data,
                   GError   **error)
{
  TagNameEdit *edit = data;

  brg_board_insert_tag (edit->board, (int) edit->index, edit->old);
  restore_objects (edit);
  return TRUE;
}

/**
 * brg_edit_remove_tag:
 * @board: a board
 * @name: a tag name
 *
 * Makes the edit that removes the first tag named @name, with its comments
 * and section; removing `Auction` or `Play` removes the auction or the
 * play. Reverting it puts back the tag where it stood, and the auction or
 * play object itself. It fails to apply when there is no such tag.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_remove_tag (BrgBoard   *board,
                     const char *name)
{
  TagNameEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  edit = g_new0 (TagNameEdit, 1);
  edit->board = g_object_ref (board);
  edit->name = g_strdup (name);
  return brg_command_new (_("Remove tag"), remove_tag_apply, remove_tag_revert, edit,
                          tag_name_edit_free);
}

static gboolean
is_section_of_model (const char *name)
{
  return strcmp (name, "Auction") == 0 || strcmp (name, "Play") == 0;
}

static gboolean
rename_tag_apply (gpointer   data,
                  GError   **error)
{
  TagNameEdit *edit = data;
  g_autoptr(BrgTag) renamed = NULL;

  if (!brg_tag_name_is_valid (edit->new_name))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   /* Translators: %s is what the user typed as a tag name */
                   _("“%s” is no tag name: it begins with a capital letter, then letters, "
                     "digits or _"), edit->new_name);
      return FALSE;
    }
  if (is_section_of_model (edit->name) || is_section_of_model (edit->new_name))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   _("The Auction and Play tags hold the auction and the play; "
                     "they cannot be renamed"));
      return FALSE;
    }
  if (brg_board_find_tag (edit->board, edit->new_name) >= 0)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                   /* Translators: %s is a tag name */
                   _("There is a tag %s already"), edit->new_name);
      return FALSE;
    }
  if (!capture_tag (edit, error))
    return FALSE;

  renamed = brg_tag_copy (edit->old);
  brg_tag_set_name (renamed, edit->new_name);
  brg_board_replace_nth_tag (edit->board, edit->index, renamed);
  return TRUE;
}

static gboolean
rename_tag_revert (gpointer   data,
                   GError   **error)
{
  TagNameEdit *edit = data;

  g_return_val_if_fail (edit->index < brg_board_get_n_tags (edit->board), FALSE);

  brg_board_replace_nth_tag (edit->board, edit->index, edit->old);
  restore_objects (edit);
  return TRUE;
}

/**
 * brg_edit_rename_tag:
 * @board: a board
 * @name: the name of a tag
 * @new_name: its new name, valid for brg_tag_name_is_valid()
 *
 * Makes the edit that renames the first tag named @name where it stands,
 * keeping its value, comments and section. It fails to apply when there is
 * no such tag, @new_name is not a valid name or names a tag the board has,
 * or either name is `Auction` or `Play` (their sections are the auction
 * and the play).
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_rename_tag (BrgBoard   *board,
                     const char *name,
                     const char *new_name)
{
  TagNameEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (new_name != NULL, NULL);

  edit = g_new0 (TagNameEdit, 1);
  edit->board = g_object_ref (board);
  edit->name = g_strdup (name);
  edit->new_name = g_strdup (new_name);
  return brg_command_new (_("Rename tag"), rename_tag_apply, rename_tag_revert, edit,
                          tag_name_edit_free);
}

/* ------------------------------------------------------------------ */
/* Hidden hands                                                         */

/**
 * brg_edit_set_hidden:
 * @board: a board
 * @seat: a seat
 * @hidden: whether @seat's hand is to be hidden
 *
 * Makes the edit that hides or shows one hand: the seat's letter is added
 * to the `Hidden` tag (after those there) or taken out of it, and the tag
 * goes when no hand is hidden. Reverting it restores the tag as it was.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_hidden (BrgBoard *board,
                     BrgSeat   seat,
                     gboolean  hidden)
{
  BrgCommand *group;
  const char *value;
  GString *text;
  char letter;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  value = brg_board_get_tag (board, "Hidden");
  letter = brg_seat_to_pbn (seat);
  text = g_string_new (NULL);
  for (const char *p = value; p != NULL && *p != '\0'; p++)
    if (g_ascii_toupper (*p) != letter)
      g_string_append_c (text, *p);
  if (hidden)
    g_string_append_c (text, letter);

  /* Translators: names of undo steps: a hand hidden from the reader, as a quiz does, or shown
   * again */
  group = brg_command_new_group (hidden ? _("Hide hand") : _("Show hand"));
  if (text->len == 0)
    {
      /* Nothing hidden any more: no tag, rather than an empty one. */
      if (value != NULL)
        append_command (group, brg_edit_remove_tag (board, "Hidden"));
    }
  else if (value == NULL || strcmp (value, text->str) != 0)
    {
      /* A seat hidden already keeps its place in the tag. */
      if (!(hidden && (brg_board_get_hidden_seats (board) & (1u << seat))))
        append_command (group, brg_edit_set_tag (board, "Hidden", text->str));
    }
  g_string_free (text, TRUE);
  return group;
}

/* ------------------------------------------------------------------ */
/* The event's own card letters                                         */

typedef struct
{
  BrgEvent         *event;     /* Owned */
  const BrgLetters *letters;   /* Static, nullable */
  GStrv             before;    /* Owned: the event's escape lines */
} LettersEdit;

static void
letters_edit_free (gpointer data)
{
  LettersEdit *edit = data;

  g_object_unref (edit->event);
  g_strfreev (edit->before);
  g_free (edit);
}

static gboolean
letters_apply (gpointer   data,
               GError   **error)
{
  LettersEdit *edit = data;
  GStrvBuilder *builder = g_strv_builder_new ();

  for (guint i = 0; i < brg_event_get_n_escapes (edit->event); i++)
    g_strv_builder_add (builder, brg_event_get_escape (edit->event, i));
  g_strfreev (edit->before);
  edit->before = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  brg_letters_set_for_event (edit->event, edit->letters);
  return TRUE;
}

static gboolean
letters_revert (gpointer   data,
                GError   **error)
{
  LettersEdit *edit = data;

  while (brg_event_get_n_escapes (edit->event) > 0)
    brg_event_remove_escape (edit->event, brg_event_get_n_escapes (edit->event) - 1);
  for (guint i = 0; edit->before != NULL && edit->before[i] != NULL; i++)
    brg_event_add_escape (edit->event, edit->before[i]);
  return TRUE;
}

/**
 * brg_edit_set_event_letters:
 * @event: an event
 * @letters: (nullable): the card letters the event prints in, or %NULL
 *   to follow the reader's
 *
 * Makes the edit of brg_letters_set_for_event(): the event's
 * `%FinesseLetters` line. Undo gives back its `%` lines as they were.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_set_event_letters (BrgEvent         *event,
                            const BrgLetters *letters)
{
  LettersEdit *edit;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  edit = g_new0 (LettersEdit, 1);
  edit->event = g_object_ref (event);
  edit->letters = letters;
  return brg_command_new (_("Set the card letters"), letters_apply, letters_revert, edit,
                          letters_edit_free);
}
