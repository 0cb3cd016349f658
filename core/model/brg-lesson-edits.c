/* brg-lesson-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Authoring a lesson (brg-lesson.c) in the commentary it is read from:
 * a step break, the hands a step shows. A LIN movie gets LIN's commands,
 * as the LIN reader keeps them (`[%pg]`, `[%sk sn]`), which the LIN writer
 * writes as `pg||` and `sk|sn|`; every other board gets Bridge Classroom's
 * directives (`[NEXT]`, `[SHOW NS]`), which PBN keeps as they are and the
 * LIN writer writes as `pg` and `sk` too. A board without steps of its own
 * becomes a Bridge Classroom lesson: its steps are then what its
 * directives say.
 *
 * Every edit replaces the comments of the places it changes, so undo gives
 * back their bytes.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board-edits.h"
#include "brg-directive.h"
#include "brg-edit-steps-private.h"
#include "brg-error.h"
#include "brg-lesson-edits.h"
#include "brg-lesson-private.h"
#include "brg-seat.h"

/* ---- A tag's comments replaced (the anchors have _brg_edit_set_comments) ---- */

typedef struct
{
  BrgBoard  *board;      /* Owned */
  guint      index;
  char      *name;
  GPtrArray *comments;   /* the new ones; owned */
  BrgTag    *old;        /* owned; set while applied */
} TagComments;

static void
tag_comments_free (gpointer data)
{
  TagComments *edit = data;

  g_clear_object (&edit->board);
  g_free (edit->name);
  g_clear_pointer (&edit->comments, g_ptr_array_unref);
  g_clear_pointer (&edit->old, brg_tag_free);
  g_free (edit);
}

static gboolean
tag_comments_apply (gpointer   data,
                    GError   **error)
{
  TagComments *edit = data;
  const BrgTag *tag = edit->index < brg_board_get_n_tags (edit->board)
                      ? brg_board_get_nth_tag (edit->board, edit->index) : NULL;
  g_autoptr(BrgTag) changed = NULL;

  if (tag == NULL || strcmp (tag->name, edit->name) != 0)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The board has no such place for commentary"));
      return FALSE;
    }
  g_clear_pointer (&edit->old, brg_tag_free);
  edit->old = brg_tag_copy (tag);
  changed = brg_tag_copy (tag);
  g_clear_pointer (&changed->comments, g_ptr_array_unref);
  if (edit->comments->len > 0)
    {
      changed->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      for (guint i = 0; i < edit->comments->len; i++)
        g_ptr_array_add (changed->comments, brg_comment_copy (g_ptr_array_index (edit->comments, i)));
    }
  brg_board_replace_nth_tag (edit->board, edit->index, changed);
  return TRUE;
}

static gboolean
tag_comments_revert (gpointer   data,
                     GError   **error)
{
  TagComments *edit = data;

  brg_board_replace_nth_tag (edit->board, edit->index, edit->old);
  return TRUE;
}

/* ---- Changes of the text of comments, made into commands ---- */

typedef struct
{
  BrgLessonRange where;   /* the comment, and the bytes replaced */
  char          *text;    /* Owned: what replaces them */
} Change;

static void
change_clear (Change *change)
{
  g_free (change->text);
}

static gboolean
same_place (const BrgLessonRange *a,
            const BrgLessonRange *b)
{
  return a->tag == b->tag && (a->tag >= 0 || brg_anchor_equal (&a->anchor, &b->anchor));
}

/* Later changes first, so that the offsets of the others hold. */
static int
compare_changes (gconstpointer a,
                 gconstpointer b)
{
  const Change *x = a, *y = b;

  if (x->where.comment != y->where.comment)
    return x->where.comment > y->where.comment ? -1 : 1;
  if (x->where.from != y->where.from)
    return x->where.from > y->where.from ? -1 : 1;
  return 0;
}

static GPtrArray *
dup_place_comments (BrgBoard             *board,
                    const BrgLessonRange *place)
{
  GPtrArray *copy;
  const BrgTag *tag;

  if (place->tag < 0)
    return brg_board_dup_comments (board, &place->anchor);
  copy = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  tag = brg_board_get_nth_tag (board, (guint) place->tag);
  for (guint i = 0; tag->comments != NULL && i < tag->comments->len; i++)
    g_ptr_array_add (copy, brg_comment_copy (g_ptr_array_index (tag->comments, i)));
  return copy;
}

/* One command a place changed, in @group. */
static void
append_changes (BrgCommand *group,
                BrgBoard   *board,
                GArray     *changes)
{
  g_array_sort (changes, compare_changes);
  for (guint i = 0; i < changes->len; i++)
    {
      const Change *first = &g_array_index (changes, Change, i);
      g_autoptr(GPtrArray) comments = NULL;
      g_autoptr(GString) added = g_string_new (NULL);
      gboolean done = FALSE;

      for (guint j = 0; j < i && !done; j++)
        done = same_place (&g_array_index (changes, Change, j).where, &first->where);
      if (done)
        continue;

      comments = dup_place_comments (board, &first->where);
      for (guint j = i; j < changes->len; j++)
        {
          const Change *change = &g_array_index (changes, Change, j);
          BrgComment *comment;
          GString *text;

          if (!same_place (&change->where, &first->where))
            continue;
          if (change->where.comment >= comments->len)
            {
              /* A place with no comment yet: a comment of its own. */
              g_string_prepend (added, change->text);
              continue;
            }
          comment = g_ptr_array_index (comments, change->where.comment);
          text = g_string_new (comment->text);
          g_string_erase (text, (gssize) change->where.from,
                          (gssize) (change->where.to - change->where.from));
          g_string_insert (text, (gssize) change->where.from, change->text);
          g_free (comment->text);
          comment->text = g_string_free (text, FALSE);
        }
      if (added->len > 0)
        g_ptr_array_add (comments, brg_comment_new (BRG_COMMENT_BRACE, added->str));

      if (first->where.tag < 0)
        {
          BrgCommand *command = _brg_edit_set_comments (board, &first->where.anchor, comments);

          brg_command_append (group, command);
          g_object_unref (command);
        }
      else
        {
          TagComments *edit = g_new0 (TagComments, 1);
          BrgCommand *command;

          edit->board = g_object_ref (board);
          edit->index = (guint) first->where.tag;
          edit->name = g_strdup (brg_board_get_nth_tag (board, edit->index)->name);
          edit->comments = g_steal_pointer (&comments);
          command = brg_command_new (_("Edit commentary"), tag_comments_apply,
                                     tag_comments_revert, edit, tag_comments_free);
          brg_command_append (group, command);
          g_object_unref (command);
        }
    }
}

static void
add_change (GArray               *changes,
            const BrgLessonRange *where,
            gsize                 from,
            gsize                 to,
            const char           *text)
{
  Change change = { *where, g_strdup (text) };

  change.where.from = from;
  change.where.to = to;
  g_array_append_val (changes, change);
}

static GArray *
changes_new (void)
{
  GArray *changes = g_array_new (FALSE, TRUE, sizeof (Change));

  g_array_set_clear_func (changes, (GDestroyNotify) change_clear);
  return changes;
}

/* The text of the comment at @place, or NULL when there is none yet. */
static const char *
place_text (BrgBoard             *board,
            const BrgLessonRange *place,
            GPtrArray           **keep)
{
  *keep = dup_place_comments (board, place);
  if (place->comment >= (*keep)->len)
    return NULL;
  return ((BrgComment *) g_ptr_array_index (*keep, place->comment))->text;
}

/* ---- A step break ---- */

/**
 * brg_edit_insert_step_break:
 * @board: a board
 * @anchor: a place of @board (brg_board_has_anchor())
 * @index: a comment at @anchor, or their number for a comment of its own
 * @offset: where in that comment's text, in bytes, at a character's start
 *
 * Makes the edit that ends a step there: in a LIN movie a pause (`[%pg]`,
 * LIN's `pg||`), elsewhere Bridge Classroom's `[NEXT]` (which the LIN writer
 * writes as `pg||`). A place inside a directive is taken as its end. On a
 * board without steps of its own, the steps are then those its directives
 * say (brg_lesson_new()).
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_insert_step_break (BrgBoard        *board,
                            const BrgAnchor *anchor,
                            guint            index,
                            gsize            offset)
{
  g_autoptr(BrgLesson) lesson = NULL;
  g_autoptr(GPtrArray) comments = NULL;
  g_autoptr(GArray) changes = changes_new ();
  BrgCommand *group;
  BrgLessonRange place;
  const char *text = NULL;
  const char *brk;
  gboolean movie;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (anchor != NULL && brg_board_has_anchor (board, anchor), NULL);

  comments = brg_board_dup_comments (board, anchor);
  g_return_val_if_fail (index <= comments->len, NULL);
  if (index < comments->len)
    {
      text = ((BrgComment *) g_ptr_array_index (comments, index))->text;
      g_return_val_if_fail (offset <= strlen (text), NULL);
      g_return_val_if_fail (offset == strlen (text) || (text[offset] & 0xc0) != 0x80, NULL);
    }

  lesson = brg_lesson_new (board);
  movie = brg_lesson_get_source (lesson) == BRG_LESSON_SOURCE_MOVIE;
  brk = movie ? "[%pg]" : "[NEXT]";
  place = (BrgLessonRange) { *anchor, -1, index, 0, 0 };

  if (text == NULL)
    add_change (changes, &place, 0, 0, brk);
  else
    {
      BrgDirectiveIter iter;
      BrgDirective directive;
      g_autofree char *spaced = NULL;

      brg_directive_iter_init (&iter, text, -1);
      while (brg_directive_iter_next (&iter, &directive))
        if (directive.start < offset && offset < directive.end)
          offset = directive.end;
      /* "click NEXT. [NEXT]", as Bridge Classroom's lessons write it */
      spaced = g_strdup_printf ("%s%s", !movie && offset > 0 && !g_ascii_isspace (text[offset - 1])
                                        ? " " : "", brk);
      add_change (changes, &place, offset, offset, spaced);
    }

  group = brg_command_new_group (_("Insert step break"));
  append_changes (group, board, changes);
  return group;
}

/* ---- The hands a step shows ---- */

/* `[%sk sn]` (LIN's seats: S W N E, lower case) or `[SHOW NES]`. */
static char *
seats_directive (guint    seats,
                 gboolean movie)
{
  static const BrgSeat lin_order[] = { BRG_SEAT_SOUTH, BRG_SEAT_WEST, BRG_SEAT_NORTH,
                                       BRG_SEAT_EAST };
  GString *out = g_string_new (movie ? "[%sk" : "[SHOW ");

  if (movie && seats == 0xf)
    {
      /* sk|| shows all four (aaBridge: "none means hide none"). */
      g_string_append_c (out, ']');
      return g_string_free (out, FALSE);
    }
  if (movie)
    g_string_append_c (out, ' ');
  for (guint i = 0; i < 4; i++)
    {
      BrgSeat seat = movie ? lin_order[i] : (BrgSeat) i;

      if (seats & (1u << seat))
        g_string_append_c (out, movie ? g_ascii_tolower (brg_seat_to_pbn (seat))
                                      : brg_seat_to_pbn (seat));
    }
  g_string_append_c (out, ']');
  return g_string_free (out, FALSE);
}

/* The `[SHOW]` or `[%sk]` directives within the text of @step. */
static void
find_seat_directives (BrgBoard  *board,
                      BrgLesson *lesson,
                      guint      step,
                      gboolean   movie,
                      GArray    *found)
{
  GArray *ranges = _brg_lesson_get_ranges (lesson, step);

  for (guint i = 0; i < ranges->len; i++)
    {
      const BrgLessonRange *range = &g_array_index (ranges, BrgLessonRange, i);
      g_autoptr(GPtrArray) keep = NULL;
      const char *text = place_text (board, range, &keep);
      BrgDirectiveIter iter;
      BrgDirective directive;

      if (text == NULL)
        continue;
      brg_directive_iter_init (&iter, text, (gssize) MIN (range->to, strlen (text)));
      while (brg_directive_iter_next (&iter, &directive))
        {
          BrgLessonRange at = *range;

          if (directive.start < range->from)
            continue;
          if (movie ? directive.kind != BRG_DIRECTIVE_COMMAND
                      || !brg_directive_name_is (text, &directive, "sk")
                    : directive.lesson != BRG_LESSON_SHOW)
            continue;
          at.from = directive.start;
          at.to = directive.end;
          g_array_append_val (found, at);
        }
    }
}

/* Sets the seats at @step's start: the directive there replaced, others of
 * the step removed, or one put where its text begins. */
static void
put_seats (GArray    *changes,
           BrgBoard  *board,
           BrgLesson *lesson,
           guint      step,
           guint      seats,
           gboolean   movie)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (BrgLessonRange));
  g_autofree char *directive = seats_directive (seats, movie);

  find_seat_directives (board, lesson, step, movie, found);
  if (found->len > 0)
    {
      for (guint i = 0; i < found->len; i++)
        {
          const BrgLessonRange *at = &g_array_index (found, BrgLessonRange, i);

          add_change (changes, at, at->from, at->to, i == 0 ? directive : "");
        }
      return;
    }

  {
    const BrgLessonRange *start = _brg_lesson_get_start (lesson, step);
    g_autoptr(GPtrArray) keep = NULL;
    const char *text = place_text (board, start, &keep);
    g_autofree char *spaced = NULL;

    /* "[NEXT] [SHOW NS] Lead …": the directive apart from the text
     * around it. */
    spaced = g_strdup_printf ("%s%s%s",
                              !movie && text != NULL && start->from > 0
                              && !g_ascii_isspace (text[start->from - 1]) ? " " : "",
                              directive,
                              !movie && text != NULL && text[start->from] != '\0'
                              && !g_ascii_isspace (text[start->from]) ? " " : "");
    add_change (changes, start, start->from, start->from, spaced);
  }
}

/**
 * brg_edit_set_step_seats:
 * @board: a board
 * @step: a step of brg_lesson_new()'s lesson of @board
 * @seats: the hands it is to show, a bit `1 << seat` each
 * @error: return location for a #GError
 *
 * Makes the edit that shows @seats from @step on, until a step that says
 * otherwise: in a LIN movie LIN's `[%sk …]` (the seats shown; `sk` in
 * LIN), elsewhere Bridge Classroom's `[SHOW …]` at the step's start,
 * replacing the one the step has. Bridge Classroom's hands are shown for
 * good once shown: a step cannot show fewer than the step before it does,
 * and a board without steps of its own has only its first step to set
 * until a step break is inserted.
 *
 * Returns: (transfer full) (nullable): the command, or %NULL with @error
 *   set (%BRG_MODEL_ERROR_INVALID_VALUE) when the board's notation cannot
 *   say it
 */
BrgCommand *
brg_edit_set_step_seats (BrgBoard  *board,
                         guint      step,
                         guint      seats,
                         GError   **error)
{
  g_autoptr(BrgLesson) lesson = NULL;
  g_autoptr(GArray) changes = changes_new ();
  BrgLessonSource source;
  BrgCommand *group;
  gboolean movie;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (seats <= 0xf, NULL);

  lesson = brg_lesson_new (board);
  g_return_val_if_fail (step < brg_lesson_get_n_steps (lesson), NULL);
  source = brg_lesson_get_source (lesson);
  movie = source == BRG_LESSON_SOURCE_MOVIE;

  if (source == BRG_LESSON_SOURCE_NONE && step > 0)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The board has no steps of its own yet: insert a step break "
                             "first"));
      return NULL;
    }
  if (!movie && step > 0)
    {
      guint before = brg_lesson_get_step (lesson, step - 1)->seats_shown;

      if ((before & ~seats) != 0)
        {
          g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                               _("A Bridge Classroom lesson shows a hand for good once it "
                                 "has shown it: a step cannot show fewer hands than the "
                                 "step before"));
          return NULL;
        }
      /* The first [SHOW] of a board hides every hand it does not name:
       * the steps before keep theirs. */
      if (!_brg_lesson_has_show (lesson) && brg_lesson_get_step (lesson, 0)->seats_shown != 0)
        put_seats (changes, board, lesson, 0, brg_lesson_get_step (lesson, 0)->seats_shown, FALSE);
    }

  put_seats (changes, board, lesson, step, seats, movie);
  group = brg_command_new_group (_("Show hands at step"));
  append_changes (group, board, changes);
  return group;
}
