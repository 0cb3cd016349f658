/* test-import-progress.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * brg_import_file_progressive_async(): the boards of a file handed over
 * while the rest is read.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-import-private.h"
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
  g_autoptr(GString) text = g_string_new ("% PBN 2.1\n% EXPORT\n\n");
  GError *error = NULL;
  int fd;

  for (guint i = 1; i <= n_boards; i++)
    g_string_append_printf (text,
                            "[Event \"Progress\"]\n[Board \"%u\"]\n[Dealer \"%s\"]\n"
                            "[Vulnerable \"None\"]\n[Deal \"" DEAL "\"]\n\n",
                            i, i == bad_board ? "X" : "N");

  fd = g_file_open_tmp ("finesse-progress-XXXXXX.pbn", path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (*path, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (*path);
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/import-progress/first-board-first", test_first_board_first);
  g_test_add_func ("/import-progress/cancel-keeps-what-was-read", test_cancel_keeps_what_was_read);
  g_test_add_func ("/import-progress/other-formats-in-one-batch", test_other_formats_in_one_batch);
  g_test_add_func ("/import-progress/missing-file", test_missing_file);

  return g_test_run ();
}
