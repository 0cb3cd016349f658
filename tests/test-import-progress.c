/* test-import-progress.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * brg_import_file_progressive_async(): the boards of a file handed over
 * while the rest is read.
 */

#include "config.h"

#include <fcntl.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-import-private.h"
#include "brg-read-task-private.h"
#include "core-test-util.h"

#define DEAL "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

typedef struct
{
  GMainLoop *loop;
  BrgEvent  *event;          /* Borrowed: as the boards function was given it */
  guint      n_calls;
  guint      n_boards;       /* handed over, by the boards function's count */
  guint      first_n_added;
  GPtrArray *diagnostics;    /* Owned: every batch's, copied */
  gboolean   finished;
  gboolean   destroyed;
  BrgEvent  *result;         /* Owned */
  GPtrArray *final_diagnostics;
  GError    *error;
} Reading;

/* @n_boards games; game @bad_board (1-based, or 0) has a dealer that is
 * not a seat (PBN §3.4.5). */
static GFile *
write_games (guint   n_boards,
             guint   bad_board,
             char  **path)
{
  CoreTestGames games = { .event = "Progress", .n_boards = n_boards, .bad_board = bad_board };

  return core_test_write_games (&games, "finesse-progress-XXXXXX.pbn", path);
}

static void
boards_cb (BrgEvent  *event,
           guint      position,
           guint      n_added,
           GPtrArray *diagnostics,
           gpointer   user_data)
{
  Reading *reading = user_data;

  g_assert_false (reading->finished);
  if (reading->event == NULL)
    reading->event = event;
  g_assert_true (reading->event == event);
  /* Batches follow each other, and each is in the event when told. */
  g_assert_cmpuint (position, ==, reading->n_boards);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, position + n_added);

  if (reading->n_calls == 0)
    reading->first_n_added = n_added;
  reading->n_calls++;
  reading->n_boards += n_added;
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    g_ptr_array_add (reading->diagnostics,
                     brg_diagnostic_copy (g_ptr_array_index (diagnostics, i)));

  /* The first board alone: the caller shows it and leaves the loop. */
  if (reading->n_calls == 1)
    g_main_loop_quit (reading->loop);
}

static void
boards_destroy (gpointer user_data)
{
  Reading *reading = user_data;

  reading->destroyed = TRUE;
}

static void
finished_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Reading *reading = user_data;

  reading->result = brg_import_file_progressive_finish (result, &reading->final_diagnostics,
                                                        &reading->error);
  reading->finished = TRUE;
  g_main_loop_quit (reading->loop);
}

static void
reading_init (Reading *reading)
{
  memset (reading, 0, sizeof *reading);
  reading->loop = g_main_loop_new (NULL, FALSE);
  reading->diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
}

static void
reading_clear (Reading *reading)
{
  /* The boards function's data, on the caller's stack, is let go last. */
  while (!reading->destroyed)
    g_main_context_iteration (NULL, TRUE);
  g_main_loop_unref (reading->loop);
  g_ptr_array_unref (reading->diagnostics);
  g_clear_object (&reading->result);
  g_clear_pointer (&reading->final_diagnostics, g_ptr_array_unref);
  g_clear_error (&reading->error);
}

static void
start (Reading      *reading,
       GFile        *file,
       GCancellable *cancellable)
{
  brg_import_file_progressive_async (file, cancellable, boards_cb, reading, boards_destroy,
                                     finished_cb, reading);
}

/* The first board comes alone while the worker is held: the rest follow
 * in order, and the finish gives the same event with every board and
 * every problem. */
static void
test_first_board_first (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_games (3000, 2500, &path);
  Reading reading;

  reading_init (&reading);
  _brg_import_hold_at (1);
  start (&reading, file, NULL);
  g_main_loop_run (reading.loop);

  g_assert_cmpuint (reading.n_calls, ==, 1);
  g_assert_cmpuint (reading.first_n_added, ==, 1);
  g_assert_false (reading.finished);
  g_assert_cmpuint (brg_event_get_n_boards (reading.event), ==, 1);
  /* PBN §2.4: the escapes before the first game are the file's. */
  g_assert_cmpuint (brg_event_get_n_escapes (reading.event), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reading.event, 0), "Board"),
                   ==, "1");

  _brg_import_hold_at (0);
  while (!reading.finished)
    g_main_loop_run (reading.loop);

  g_assert_no_error (reading.error);
  g_assert_true (reading.result == reading.event);
  g_assert_cmpuint (reading.n_boards, ==, 3000);
  g_assert_cmpuint (brg_event_get_n_boards (reading.result), ==, 3000);
  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reading.result, i),
                                                "Board"), ==, number);
    }
  /* The bad dealer was told with its board, and is in the final list. */
  g_assert_cmpuint (reading.diagnostics->len, ==, 1);
  g_assert_cmpuint (((BrgDiagnostic *) g_ptr_array_index (reading.diagnostics, 0))->board,
                    ==, 2500);
  g_assert_cmpuint (reading.final_diagnostics->len, ==, 1);

  g_clear_pointer (&reading.result, g_object_unref);
  /* The boards function's data is freed once nothing can call it. */
  while (!reading.destroyed)
    g_main_context_iteration (NULL, TRUE);
  reading_clear (&reading);
  g_unlink (path);
}

/* Stopped after the first board: no board comes after, the event keeps
 * the one handed over, and the finish says it was cancelled. */
static void
test_cancel_keeps_what_was_read (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_games (2000, 0, &path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(BrgEvent) event = NULL;
  Reading reading;

  reading_init (&reading);
  _brg_import_hold_at (1);
  start (&reading, file, cancellable);
  g_main_loop_run (reading.loop);
  g_assert_cmpuint (reading.n_calls, ==, 1);
  event = g_object_ref (reading.event);

  g_cancellable_cancel (cancellable);
  while (!reading.finished)
    g_main_loop_run (reading.loop);
  _brg_import_hold_at (0);

  g_assert_error (reading.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (reading.result);
  g_assert_cmpuint (reading.n_calls, ==, 1);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  reading_clear (&reading);
  g_unlink (path);
}

/* RBN has no progressive reader: its boards come in one batch, before the
 * finish returns. */
static void
test_other_formats_in_one_batch (void)
{
  static const char rbn[] =
    "N Progress\n"
    "B 1\n"
    "H N:AKQJ.T98.765.432:T98.765.432.AKQJ:765.432.AKQJ.T98\n"
    "\n"
    "B 2\n"
    "H N:AKQJ.T98.765.432:T98.765.432.AKQJ:765.432.AKQJ.T98\n";
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  GError *error = NULL;
  Reading reading;
  int fd;

  fd = g_file_open_tmp ("finesse-progress-XXXXXX.rbn", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, rbn, -1, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);

  reading_init (&reading);
  start (&reading, file, NULL);
  while (!reading.finished)
    g_main_loop_run (reading.loop);

  g_assert_no_error (reading.error);
  g_assert_cmpuint (reading.n_calls, ==, 1);
  g_assert_cmpuint (reading.first_n_added, ==, 2);
  g_assert_true (reading.result == reading.event);
  reading_clear (&reading);
  g_unlink (path);
}

/* A file that cannot be read: no boards, an error. */
static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/finesse/none.pbn");
  Reading reading;

  reading_init (&reading);
  start (&reading, file, NULL);
  while (!reading.finished)
    g_main_loop_run (reading.loop);

  g_assert_error (reading.error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpuint (reading.n_calls, ==, 0);
  reading_clear (&reading);
}

/* @len bytes of @text in a new file. */
static GFile *
write_bytes (const char  *text,
             gsize        len,
             char       **path)
{
  GError *error = NULL;
  int fd;

  fd = g_file_open_tmp ("finesse-progress-XXXXXX.pbn", path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (*path, text, (gssize) len, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (*path);
}

/* Games @first..@last as write_games() writes them, with @event. */
static void
append_games (GString    *text,
              guint       first,
              guint       last,
              const char *event)
{
  for (guint i = first; i <= last; i++)
    g_string_append_printf (text,
                            "[Event \"%s\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                            "[Vulnerable \"None\"]\n[Deal \"" DEAL "\"]\n\n",
                            event, i);
}

/* Reads @file progressively, the worker held at the first board it
 * hands over, then let go. */
static void
read_held_at_first (Reading *reading,
                    GFile   *file)
{
  reading_init (reading);
  _brg_import_hold_at (1);
  start (reading, file, NULL);
  g_main_loop_run (reading->loop);
  g_assert_cmpuint (reading->n_calls, ==, 1);
  g_assert_cmpuint (reading->first_n_added, ==, 1);
  _brg_import_hold_at (0);
  while (!reading->finished)
    g_main_loop_run (reading->loop);
  g_assert_no_error (reading->error);
  g_assert_true (reading->result == reading->event);
}

static void assert_read_as_whole (const char *text,
                                  gsize       len);

/* Reading @text progressively gives what brg_pbn_read_bytes() gives for
 * the whole of it: the same boards, escapes and character set, and the
 * same problems at the same lines and columns, each told once; with its
 * boards built as they are read, and kept as text until asked for, as
 * the window keeps a big file's (brg-pbn-lazy.c). */
static void
assert_same_as_whole_read (const char *text,
                           gsize       len)
{
  assert_read_as_whole (text, len);
  _brg_pbn_set_lazy_min (1);
  assert_read_as_whole (text, len);
  _brg_pbn_set_lazy_min (0);
}

static void
assert_read_as_whole (const char *text,
                      gsize       len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, len);
  g_autoptr(GPtrArray) whole_diagnostics = NULL;
  g_autoptr(BrgEvent) whole = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_bytes (text, len, &path);
  GError *error = NULL;
  Reading reading;

  whole = brg_pbn_read_bytes (bytes, &whole_diagnostics, &error);
  g_assert_no_error (error);

  read_held_at_first (&reading, file);

  g_assert_cmpuint (brg_event_get_n_boards (reading.result), ==,
                    brg_event_get_n_boards (whole));
  g_assert_cmpstr (brg_event_get_source_encoding (reading.result), ==,
                   brg_event_get_source_encoding (whole));
  g_assert_cmpuint (brg_event_get_n_escapes (reading.result), ==, brg_event_get_n_escapes (whole));
  for (guint i = 0; i < brg_event_get_n_escapes (whole); i++)
    g_assert_cmpstr (brg_event_get_escape (reading.result, i), ==,
                     brg_event_get_escape (whole, i));
  for (guint i = 0; i < brg_event_get_n_boards (whole); i++)
    {
      g_autofree char *expected = brg_pbn_write_board (brg_event_get_board (whole, i));
      g_autofree char *got = brg_pbn_write_board (brg_event_get_board (reading.result, i));

      g_assert_cmpstr (got, ==, expected);
      g_assert_cmpint (brg_board_get_has_errors (brg_event_get_board (reading.result, i)), ==,
                       brg_board_get_has_errors (brg_event_get_board (whole, i)));
    }

  /* What the batches told, and the finish, in file order. */
  g_ptr_array_sort (reading.diagnostics, brg_diagnostic_compare);
  g_assert_cmpuint (reading.diagnostics->len, ==, whole_diagnostics->len);
  g_assert_cmpuint (reading.final_diagnostics->len, ==, whole_diagnostics->len);
  for (guint i = 0; i < whole_diagnostics->len; i++)
    {
      const BrgDiagnostic *expected = g_ptr_array_index (whole_diagnostics, i);
      const BrgDiagnostic *told = g_ptr_array_index (reading.diagnostics, i);
      const BrgDiagnostic *last = g_ptr_array_index (reading.final_diagnostics, i);

      g_assert_cmpstr (told->code, ==, expected->code);
      g_assert_cmpuint (told->line, ==, expected->line);
      g_assert_cmpuint (told->column, ==, expected->column);
      g_assert_cmpuint (told->board, ==, expected->board);
      g_assert_cmpstr (last->code, ==, expected->code);
      g_assert_cmpuint (last->line, ==, expected->line);
    }

  reading_clear (&reading);
  g_unlink (path);
}

/* A big file's first board is handed over before the rest is read: the
 * rest, changed on disk while the worker is held at that board, is read
 * as it is after the change. */
static void
test_first_board_before_the_rest (void)
{
  g_autoptr(GString) text = g_string_new ("% PBN 2.1\n\n");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  Reading reading;
  const char *last;
  int fd;

  append_games (text, 1, 3000, "Progress");
  file = write_bytes (text->str, text->len, &path);
  last = g_strrstr (text->str, "Progress");
  g_assert_nonnull (last);
  /* Far past the head the reader starts with. */
  g_assert_cmpuint (last - text->str, >, 256 * 1024);

  reading_init (&reading);
  _brg_import_hold_at (1);
  start (&reading, file, NULL);
  g_main_loop_run (reading.loop);
  g_assert_cmpuint (reading.n_calls, ==, 1);
  g_assert_cmpuint (brg_event_get_n_boards (reading.event), ==, 1);
  g_assert_cmpuint (brg_event_get_n_escapes (reading.event), ==, 1);

  /* The same file, its last game's event renamed in place. */
  fd = g_open (path, O_WRONLY, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (pwrite (fd, "Modified", 8, last - text->str), ==, 8);
  close (fd);

  _brg_import_hold_at (0);
  while (!reading.finished)
    g_main_loop_run (reading.loop);
  g_assert_no_error (reading.error);
  g_assert_cmpuint (brg_event_get_n_boards (reading.result), ==, 3000);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reading.result, 0), "Event"), ==,
                   "Progress");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reading.result, 2999), "Event"), ==,
                   "Modified");
  reading_clear (&reading);
  g_unlink (path);
}

/* PBN §3.4.5: a problem with the first board, read from the head and
 * again with the whole file, is told once, with its board. */
static void
test_first_board_problem_told_once (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_games (2000, 1, &path);
  Reading reading;

  read_held_at_first (&reading, file);
  g_assert_cmpuint (brg_event_get_n_boards (reading.result), ==, 2000);
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (reading.result, 0)));
  g_assert_cmpuint (reading.diagnostics->len, ==, 1);
  g_assert_cmpuint (((BrgDiagnostic *) g_ptr_array_index (reading.diagnostics, 0))->board, ==, 1);
  /* % PBN, % EXPORT, an empty line, then the game's third line. */
  g_assert_cmpuint (((BrgDiagnostic *) g_ptr_array_index (reading.diagnostics, 0))->line, ==, 6);
  g_assert_cmpuint (reading.final_diagnostics->len, ==, 1);
  reading_clear (&reading);
  g_unlink (path);
}

/* PBN §2.2: a file whose head is plain ASCII but whose rest is not UTF-8
 * is read in ISO-8859-1 whole, the first board too. */
static void
test_charset_after_the_head (void)
{
  g_autoptr(GString) text = g_string_new ("% PBN 2.1\n\n");

  append_games (text, 1, 1000, "Plain");
  /* "Café" in ISO-8859-1. */
  append_games (text, 1001, 1001, "Caf\xe9");
  append_games (text, 1002, 1500, "Plain");
  g_assert_cmpuint (text->len, >, 128 * 1024);
  assert_same_as_whole_read (text->str, text->len);
}

/* PBN §2.2: 8-bit text in the first game, and a byte order mark, keep the
 * head from deciding what the file's text is. */
static void
test_charset_in_the_head (void)
{
  g_autoptr(GString) latin1 = g_string_new ("% PBN 2.1\n\n");
  g_autoptr(GString) bom = g_string_new ("\xef\xbb\xbf% PBN 2.1\n\n");
  g_autoptr(GString) mixed = g_string_new ("% PBN 2.1\n\n");

  append_games (latin1, 1, 1, "Caf\xe9");
  append_games (latin1, 2, 1500, "Plain");
  assert_same_as_whole_read (latin1->str, latin1->len);

  append_games (bom, 1, 1, "Caf\xc3\xa9");
  append_games (bom, 2, 1500, "Plain");
  assert_same_as_whole_read (bom->str, bom->len);

  /* UTF-8 in the head, but a byte past it that UTF-8 has not: the whole
   * file, its first game too, is 8-bit text. */
  append_games (mixed, 1, 1, "Caf\xc3\xa9");
  append_games (mixed, 2, 1000, "Plain");
  append_games (mixed, 1001, 1001, "Caf\xe9");
  append_games (mixed, 1002, 1500, "Plain");
  assert_same_as_whole_read (mixed->str, mixed->len);
}

/* PBN §3: games cut by the end of the head, the first one too: a tag whose
 * name begins as the first game's first tag does, cut after those letters;
 * an empty line inside a comment (§3.8); a game that ends right at the
 * head's last byte. */
static void
test_game_across_the_head (void)
{
  const gsize head = 64 * 1024;
  g_autoptr(GString) tag = g_string_new ("% PBN 2.1\n\n[Event \"Cut\"]\n[Board \"1\"]\n{");
  g_autoptr(GString) comment = g_string_new ("% PBN 2.1\n\n[Event \"Cut\"]\n[Board \"1\"]\n{");
  g_autoptr(GString) exact = g_string_new ("% PBN 2.1\n\n[Event \"Cut\"]\n[Board \"1\"]\n{");

  /* "[Event" ends the head; "Date" begins the rest. */
  while (tag->len < head - strlen ("}\n[Event"))
    g_string_append (tag, tag->len % 64 == 0 ? "\n" : "x");
  g_string_append (tag, "}\n[EventDate \"2026.01.01\"]\n[Deal \"" DEAL "\"]\n\n");
  g_assert_cmpuint (strstr (tag->str, "[EventDate") - tag->str + strlen ("[Event"), ==, head);
  append_games (tag, 2, 500, "Cut");
  assert_same_as_whole_read (tag->str, tag->len);

  /* A comment of the first game across the head, with an empty line in
   * it before and after the cut. */
  while (comment->len < head - 100)
    g_string_append (comment, comment->len % 64 == 0 ? "\n" : "y");
  g_string_append (comment, "\n\n");
  while (comment->len < head + 100)
    g_string_append (comment, comment->len % 64 == 0 ? "\n" : "z");
  g_string_append (comment, "\n\n}\n[Dealer \"X\"]\n[Deal \"" DEAL "\"]\n\n");
  append_games (comment, 2, 500, "Cut");
  assert_same_as_whole_read (comment->str, comment->len);

  /* The first game's empty line is the head's last byte. */
  while (exact->len < head - strlen ("}\n[Deal \"" DEAL "\"]\n\n"))
    g_string_append (exact, exact->len % 64 == 0 ? "\n" : "w");
  g_string_append (exact, "}\n[Deal \"" DEAL "\"]\n\n");
  g_assert_cmpuint (exact->len, ==, head);
  g_string_append (exact, "[Event \"Next\"]\n[Board \"2\"]\n[Dealer \"X\"]\n\n");
  append_games (exact, 3, 500, "Cut");
  assert_same_as_whole_read (exact->str, exact->len);
}

/* The problems past the head are at their lines in the whole file, the
 * inherited values (PBN §4.8) of the head's board carried on. */
static void
test_lines_after_the_head (void)
{
  g_autoptr(GString) text = g_string_new ("% PBN 2.1\n\n");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  const BrgDiagnostic *diagnostic;
  Reading reading;
  guint line;

  g_string_append (text, "[Event \"Kept\"]\n[Site \"##Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n"
                         "[Vulnerable \"None\"]\n[Deal \"" DEAL "\"]\n\n");
  append_games (text, 2, 1000, "#");
  /* Game 1001's dealer: two lines, game 1's seven, 999 games of six, then its third. */
  g_string_append (text, "[Event \"Late\"]\n[Board \"1001\"]\n[Dealer \"X\"]\n[Vulnerable \"None\"]\n"
                         "[Deal \"" DEAL "\"]\n\n");
  append_games (text, 1002, 1100, "#");
  line = 2 + 7 + 6 * 999 + 3;
  assert_same_as_whole_read (text->str, text->len);

  file = write_bytes (text->str, text->len, &path);
  read_held_at_first (&reading, file);
  g_assert_cmpuint (reading.final_diagnostics->len, ==, 1);
  diagnostic = g_ptr_array_index (reading.final_diagnostics, 0);
  g_assert_cmpuint (diagnostic->board, ==, 1001);
  g_assert_cmpuint (diagnostic->line, ==, line);
  g_assert_cmpuint (diagnostic->column, ==, 10);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reading.result, 999), "Event"), ==,
                   "Kept");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (reading.result, 999), "Site"), ==,
                   "Club");
  reading_clear (&reading);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/import-progress/first-board-first", test_first_board_first);
  g_test_add_func ("/import-progress/cancel-keeps-what-was-read", test_cancel_keeps_what_was_read);
  g_test_add_func ("/import-progress/other-formats-in-one-batch", test_other_formats_in_one_batch);
  g_test_add_func ("/import-progress/missing-file", test_missing_file);
  g_test_add_func ("/import-progress/first-board-before-the-rest",
                   test_first_board_before_the_rest);
  g_test_add_func ("/import-progress/first-board-problem-told-once",
                   test_first_board_problem_told_once);
  g_test_add_func ("/import-progress/charset-after-the-head", test_charset_after_the_head);
  g_test_add_func ("/import-progress/charset-in-the-head", test_charset_in_the_head);
  g_test_add_func ("/import-progress/game-across-the-head", test_game_across_the_head);
  g_test_add_func ("/import-progress/lines-after-the-head", test_lines_after_the_head);

  return g_test_run ();
}
