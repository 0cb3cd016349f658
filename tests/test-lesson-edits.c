/* test-lesson-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Authoring a lesson (brg-lesson-edits.c): a step break and the hands a
 * step shows, written as Bridge Classroom's directives
 * (documentation/lesson-directive-spec.md §4.1, §4.2) or, in a LIN movie,
 * as LIN's pg and sk (docs/lin-pbn-mapping.md §3.12, §3.13); undone to
 * the bytes they changed, and written to PBN and LIN.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

#define N  (1u << BRG_SEAT_NORTH)
#define E  (1u << BRG_SEAT_EAST)
#define S  (1u << BRG_SEAT_SOUTH)
#define W  (1u << BRG_SEAT_WEST)

static BrgEvent *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  return event;
}

static char *
export_pbn (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, NULL);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static char *
export_lin (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_lin_write_bytes (event, NULL);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static guint
n_steps (BrgBoard *board)
{
  g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

  return brg_lesson_get_n_steps (lesson);
}

static guint
seats_at (BrgBoard *board,
          guint     step)
{
  g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

  return brg_lesson_get_step (lesson, step)->seats_shown;
}

static void
perform (BrgHistory *history,
         BrgCommand *command)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (command);
  g_assert_true (brg_history_perform (history, command, &error));
  g_assert_no_error (error);
  g_object_unref (command);
}

static void
undo (BrgHistory *history)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (brg_history_undo (history, &error));
  g_assert_no_error (error);
}

/* §4.1: a break in a Bridge Classroom lesson is [NEXT]; undone, the file
 * is as it was, byte for byte. */
static void
test_break_directives (void)
{
  g_autoptr(BrgEvent) event = read_data ("directives.pbn");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *before = export_pbn (event);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);
  int result = brg_board_find_tag (board, "Result");
  const BrgTag *tag;
  const char *text;
  const char *dot;

  /* The lesson stands in the Result tag's comment, as Bridge Classroom's
   * files have it; a leading comment of its own holds a break too. */
  g_assert_cmpint (result, >=, 0);
  tag = brg_board_get_nth_tag (board, (guint) result);
  text = ((BrgComment *) g_ptr_array_index (tag->comments, 0))->text;
  dot = strstr (text, "West leads the \\CQ.");
  g_assert_nonnull (dot);

  g_assert_cmpuint (n_steps (board), ==, 4);
  perform (history, brg_edit_insert_step_break (board, &anchor, 0, 0));
  after = export_pbn (event);
  g_assert_nonnull (strstr (after, "{[NEXT]}"));
  undo (history);
  undone = export_pbn (event);
  g_assert_cmpstr (undone, ==, before);
}

/* A break inside the text of a comment at a call, and in a plain board:
 * the board then steps as its directives say. */
static void
test_break_plain (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
    "[Auction \"N\"]\n1S {Five spades.  Then what?} Pass 2S Pass\n4S Pass Pass Pass\n");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 0);
  g_autoptr(GPtrArray) comments = NULL;
  g_autoptr(BrgLesson) lesson = NULL;
  g_autofree char *first = NULL;

  perform (history, brg_edit_insert_step_break (board, &anchor, 0, strlen ("Five spades.")));
  comments = brg_board_dup_comments (board, &anchor);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (comments, 0))->text, ==,
                   "Five spades. [NEXT]  Then what?");
  lesson = brg_lesson_new (board);
  g_assert_cmpint (brg_lesson_get_source (lesson), ==, BRG_LESSON_SOURCE_DIRECTIVES);
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 2);
  first = g_strdup (((BrgComment *) g_ptr_array_index (brg_lesson_get_step (lesson, 0)->comments,
                                                         0))->text);
  g_assert_cmpstr (first, ==, "Five spades. ");
}

/* LIN §3.12: in a movie the break is a pause, [%pg], written pg||. */
static void
test_break_movie (void)
{
  g_autoptr(BrgEvent) event = read_data ("movie.lin");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, 2);   /* after 1S */
  guint before = n_steps (board);
  g_autofree char *lin_before = export_lin (event);
  g_autofree char *lin = NULL;
  g_autofree char *undone = NULL;
  g_autoptr(BrgLesson) lesson = NULL;

  perform (history, brg_edit_insert_step_break (board, &anchor, 0, 0));
  g_assert_cmpuint (n_steps (board), ==, before + 1);
  lesson = brg_lesson_new (board);
  g_assert_cmpuint (brg_lesson_get_step (lesson, 3)->calls_shown, ==, 3);
  lin = export_lin (event);
  g_assert_nonnull (strstr (lin, "mb|1S|pg||"));
  undo (history);
  undone = export_lin (event);
  g_assert_cmpstr (undone, ==, lin_before);
}

/* §4.2: [SHOW] shows hands for good: step 1 may show more, not fewer. */
static void
test_seats_directives (void)
{
  g_autoptr(BrgEvent) event = read_data ("directives.pbn");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *before = export_pbn (event);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (brg_edit_set_step_seats (board, 1, N, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);

  perform (history, brg_edit_set_step_seats (board, 1, N | E | S, NULL));
  g_assert_cmphex (seats_at (board, 0), ==, N | S);
  g_assert_cmphex (seats_at (board, 1), ==, N | E | S);
  g_assert_cmphex (seats_at (board, 2), ==, N | E | S);
  after = export_pbn (event);
  g_assert_nonnull (strstr (after, "click NEXT. [NEXT] [SHOW NES]\r\n[AUCTION off]"));

  /* The first step's own [show NS] is replaced, not added to. */
  perform (history, brg_edit_set_step_seats (board, 0, S, NULL));
  g_assert_cmphex (seats_at (board, 0), ==, S);
  g_assert_cmphex (seats_at (board, 1), ==, N | E | S);
  g_free (after);
  after = export_pbn (event);
  g_assert_null (strstr (after, "[show NS]"));

  undo (history);
  undo (history);
  undone = export_pbn (event);
  g_assert_cmpstr (undone, ==, before);
}

/* A board with a [NEXT] but no [SHOW]: showing hands at its second step
 * keeps the first step as it was. */
static void
test_seats_first_show (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Hidden \"W\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
    "{Look at the hands. [NEXT] Now West's too.}\n");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmphex (seats_at (board, 0), ==, N | E | S);
  perform (history, brg_edit_set_step_seats (board, 1, N | E | S | W, NULL));
  g_assert_cmphex (seats_at (board, 0), ==, N | E | S);
  g_assert_cmphex (seats_at (board, 1), ==, N | E | S | W);
  g_assert_cmpuint (n_steps (board), ==, 2);
}

/* A board without steps of its own: only the first step can be set. */
static void
test_seats_plain (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
    "[Auction \"N\"]\n1S Pass 2S Pass\n4S Pass Pass Pass\n");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leading = NULL;
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);

  g_assert_null (brg_edit_set_step_seats (board, 1, N | S, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  perform (history, brg_edit_set_step_seats (board, 0, N | S, NULL));
  leading = brg_board_dup_comments (board, &anchor);
  g_assert_cmpuint (leading->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (leading, 0))->text, ==, "[SHOW NS]");
  g_assert_cmphex (seats_at (board, 0), ==, N | S);
}

/* LIN §3.13: in a movie the seats are sk, set from the step on. */
static void
test_seats_movie (void)
{
  g_autoptr(BrgEvent) event = read_data ("movie.lin");
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *lin = NULL;

  /* Step 3 shows South; from it on, North-South. */
  g_assert_cmphex (seats_at (board, 2), ==, S);
  perform (history, brg_edit_set_step_seats (board, 2, N | S, NULL));
  g_assert_cmphex (seats_at (board, 1), ==, S);
  g_assert_cmphex (seats_at (board, 2), ==, N | S);
  g_assert_cmphex (seats_at (board, 3), ==, N | S);
  lin = export_lin (event);
  g_assert_nonnull (strstr (lin, "sk|sn|"));

  /* Step 5 has an sk of its own: it is replaced. */
  perform (history, brg_edit_set_step_seats (board, 4, N | E | S | W, NULL));
  g_assert_cmphex (seats_at (board, 4), ==, N | E | S | W);
  g_assert_cmphex (seats_at (board, 5), ==, N | E | S | W);
  undo (history);
  g_assert_cmphex (seats_at (board, 4), ==, N | S);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/lesson-edits/break/directives", test_break_directives);
  g_test_add_func ("/core/lesson-edits/break/plain", test_break_plain);
  g_test_add_func ("/core/lesson-edits/break/movie", test_break_movie);
  g_test_add_func ("/core/lesson-edits/seats/directives", test_seats_directives);
  g_test_add_func ("/core/lesson-edits/seats/first-show", test_seats_first_show);
  g_test_add_func ("/core/lesson-edits/seats/plain", test_seats_plain);
  g_test_add_func ("/core/lesson-edits/seats/movie", test_seats_movie);

  return g_test_run ();
}
