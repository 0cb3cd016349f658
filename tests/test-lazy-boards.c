/* test-lazy-boards.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Boards built when they are asked for (brg-event-private.h): the event's
 * rules, with a source of our own, and the PBN reader's source, whose
 * boards must be those the reader makes when it keeps them all.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-event-private.h"
#include "brg-import-private.h"
#include "brg-read-task-private.h"
#include "core-test-util.h"

/* ------------------------------------------------------------------ */
/* The event, with a source that counts what it builds                  */

typedef struct
{
  BrgBoardSource parent;
  guint          n_built;
  gboolean       freed;
} CountingSource;

static BrgBoard *
counting_build (BrgBoardSource *source,
                guint           key)
{
  CountingSource *self = (CountingSource *) source;
  BrgBoard *board = brg_board_new ();
  g_autofree char *number = g_strdup_printf ("%u", key);

  self->n_built++;
  brg_board_set_tag (board, "Board", number);
  return board;
}

/* A board is changed once it has a tag its key does not give it. */
static gboolean
counting_is_pristine (BrgBoardSource *source,
                      guint           key,
                      BrgBoard       *board)
{
  return brg_board_get_tag (board, "Changed") == NULL;
}

static void
counting_free (BrgBoardSource *source)
{
  /* The test's: it looks at the counts after the event is gone. */
  ((CountingSource *) source)->freed = TRUE;
}

static void
counting_init (CountingSource *source)
{
  memset (source, 0, sizeof *source);
  g_atomic_ref_count_init (&source->parent.ref);
  source->parent.build = counting_build;
  source->parent.is_pristine = counting_is_pristine;
  source->parent.free = counting_free;
}

static BrgEvent *
new_lazy_event (CountingSource *source,
                guint           n_boards)
{
  BrgEvent *event = brg_event_new ();

  for (guint i = 0; i < n_boards; i++)
    _brg_event_append_lazy (event, &source->parent, i);
  /* The event holds the source now. */
  _brg_board_source_unref (&source->parent);
  return event;
}

/* A board is built the first time it is asked for, once, and the same
 * object comes back every time after. */
static void
test_built_when_asked (void)
{
  CountingSource source;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgBoard) item = NULL;
  BrgBoard *board;

  counting_init (&source);
  event = new_lazy_event (&source, 10);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 10);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (event)), ==, 10);
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 0);
  g_assert_cmpuint (source.n_built, ==, 0);

  board = brg_event_get_board (event, 3);
  g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, "3");
  g_assert_cmpuint (source.n_built, ==, 1);
  g_assert_true (_brg_event_is_built (event, 3));
  g_assert_false (_brg_event_is_built (event, 4));

  item = g_list_model_get_item (G_LIST_MODEL (event), 3);
  g_assert_true (item == board);
  g_assert_true (brg_event_get_board (event, 3) == board);
  g_assert_cmpuint (source.n_built, ==, 1);

  /* Found where it is; a board not built is no board given. */
  {
    guint position = 0;

    g_assert_true (brg_event_find (event, board, &position));
    g_assert_cmpuint (position, ==, 3);
  }

  g_clear_object (&item);
  g_clear_object (&event);
  g_assert_true (source.freed);
}

/* Past the most recent boards kept, one nobody holds and nobody changed is
 * given back and built again when asked; one held or changed stays. */
static void
test_unused_given_back (void)
{
  CountingSource source;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgBoard) held = NULL;
  BrgBoard *changed;

  counting_init (&source);
  event = new_lazy_event (&source, 10);
  _brg_event_set_keep_built (2);

  held = g_object_ref (brg_event_get_board (event, 1));
  changed = brg_event_get_board (event, 2);
  brg_board_set_tag (changed, "Changed", "yes");
  for (guint i = 0; i < 6; i++)
    brg_event_get_board (event, i);
  g_assert_cmpuint (source.n_built, ==, 6);
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 6);

  /* Kept: 4 and 5 (the most recent), 1 (held), 2 (changed). */
  _brg_event_release_unused (event);
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 4);
  g_assert_false (_brg_event_is_built (event, 0));
  g_assert_true (_brg_event_is_built (event, 1));
  g_assert_true (_brg_event_is_built (event, 2));
  g_assert_false (_brg_event_is_built (event, 3));
  g_assert_true (brg_event_get_board (event, 1) == held);
  g_assert_true (brg_event_get_board (event, 2) == changed);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 2), "Changed"), ==, "yes");
  g_assert_cmpuint (source.n_built, ==, 6);

  /* Built again when asked. */
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Board"), ==, "0");
  g_assert_cmpuint (source.n_built, ==, 7);

  /* Let go, the held one is given back in its turn; the changed one is
   * never. */
  g_clear_object (&held);
  for (guint i = 6; i < 10; i++)
    brg_event_get_board (event, i);
  _brg_event_release_unused (event);
  g_assert_false (_brg_event_is_built (event, 1));
  g_assert_true (_brg_event_is_built (event, 2));
  g_assert_true (_brg_event_is_built (event, 8));
  g_assert_true (_brg_event_is_built (event, 9));
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 3);

  _brg_event_set_keep_built (0);
}

/* With a main loop, what is past the boards kept is given back in an
 * idle, after whoever asked for them is done. */
static void
test_given_back_in_idle (void)
{
  CountingSource source;
  g_autoptr(BrgEvent) event = NULL;

  counting_init (&source);
  event = new_lazy_event (&source, 20);
  _brg_event_set_keep_built (3);
  /* This thread runs the loop, as the window's does; a thread that does
   * not (a worker writing a snapshot) schedules no idle. */
  g_assert_true (g_main_context_acquire (NULL));

  for (guint i = 0; i < 20; i++)
    g_assert_nonnull (brg_event_get_board (event, i));
  /* Not at once: each board asked for is still there. */
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 20);

  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 3);
  for (guint i = 17; i < 20; i++)
    g_assert_true (_brg_event_is_built (event, i));

  g_main_context_release (NULL);
  _brg_event_set_keep_built (0);
}

/* Lazy slots move with inserts and removals like boards; a board from
 * elsewhere sits among them; the event appends another's boards as they
 * are. */
static void
test_edits_among_lazy (void)
{
  CountingSource source;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) copy = brg_event_new ();
  g_autoptr(BrgBoard) mine = brg_board_new ();
  guint position = 0;

  counting_init (&source);
  event = new_lazy_event (&source, 5);
  brg_board_set_tag (mine, "Board", "mine");

  brg_event_remove (event, 1);                  /* 0 2 3 4 */
  brg_event_insert (event, 2, mine);            /* 0 2 mine 3 4 */
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 5);
  g_assert_cmpuint (source.n_built, ==, 0);
  g_assert_true (brg_event_find (event, mine, &position));
  g_assert_cmpuint (position, ==, 2);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Board"), ==, "2");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 3), "Board"), ==, "3");
  g_assert_cmpuint (source.n_built, ==, 2);

  _brg_event_append_from (copy, event, 2, 3);   /* mine 3 4 */
  g_assert_cmpuint (brg_event_get_n_boards (copy), ==, 3);
  g_assert_true (brg_event_get_board (copy, 0) == mine);
  g_assert_true (brg_event_get_board (copy, 1) == brg_event_get_board (event, 3));
  g_assert_false (_brg_event_is_built (copy, 2));
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (copy, 2), "Board"), ==, "4");
  g_assert_cmpuint (source.n_built, ==, 3);

  g_clear_object (&event);
  g_assert_false (source.freed);  /* the copy holds it */
  g_clear_object (&copy);
  g_assert_true (source.freed);
}

/* ------------------------------------------------------------------ */
/* The PBN reader's source                                              */

typedef struct
{
  gboolean   finished;
  BrgEvent  *event;
  GPtrArray *diagnostics;
  GError    *error;
} Opened;

static void
boards_cb (BrgEvent  *event,
           guint      position,
           guint      n_added,
           GPtrArray *diagnostics,
           gpointer   user_data)
{
}

static void
finished_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Opened *opened = user_data;

  opened->event = brg_import_file_progressive_finish (result, &opened->diagnostics,
                                                      &opened->error);
  opened->finished = TRUE;
}

/* Opens @path as the window does, reading even a small file lazily. */
static BrgEvent *
open_lazily (const char  *path,
             GPtrArray  **diagnostics)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Opened opened = { 0 };

  _brg_pbn_set_lazy_min (1);
  brg_import_file_progressive_async (file, NULL, boards_cb, NULL, NULL, finished_cb, &opened);
  while (!opened.finished)
    g_main_context_iteration (NULL, TRUE);
  _brg_pbn_set_lazy_min (0);

  g_assert_no_error (opened.error);
  *diagnostics = opened.diagnostics;
  return opened.event;
}

static char *
dup_export (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, NULL);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Reads @path both ways: the boards built when asked are the boards read
 * at once, in their export, their line and their errors, and so are the
 * problems; boards given back and built again are the same again.
 * Returns whether the file was read lazily. */
static gboolean
check_same_as_eager (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) eager_diagnostics = NULL;
  g_autoptr(GPtrArray) lazy_diagnostics = NULL;
  g_autoptr(BrgEvent) eager = NULL;
  g_autoptr(BrgEvent) lazy = NULL;
  g_autofree char *eager_export = NULL;
  g_autofree char *lazy_export = NULL;
  GError *error = NULL;
  guint n;
  guint built_at_open;
  gboolean was_lazy;

  eager = brg_import_file (file, NULL, &eager_diagnostics, &error);
  if (eager == NULL)
    {
      /* Not a file we read at all: nothing to compare. */
      g_clear_error (&error);
      return FALSE;
    }
  lazy = open_lazily (path, &lazy_diagnostics);

  n = brg_event_get_n_boards (eager);
  g_assert_cmpuint (brg_event_get_n_boards (lazy), ==, n);
  /* A file bigger than its head has its first board built from the head,
   * before the rest is read (brg-import-progress.c), and kept so; the
   * others wait. */
  built_at_open = _brg_event_get_n_built (lazy);
  was_lazy = n > 0 && built_at_open <= 1 && (n == 1 || !_brg_event_is_built (lazy, n - 1));

  g_assert_cmpuint (eager_diagnostics != NULL ? eager_diagnostics->len : 0, ==,
                    lazy_diagnostics != NULL ? lazy_diagnostics->len : 0);
  for (guint i = 0; eager_diagnostics != NULL && i < eager_diagnostics->len; i++)
    {
      const BrgDiagnostic *a = g_ptr_array_index (eager_diagnostics, i);
      const BrgDiagnostic *b = g_ptr_array_index (lazy_diagnostics, i);

      g_assert_cmpstr (a->code, ==, b->code);
      g_assert_cmpuint (a->line, ==, b->line);
      g_assert_cmpuint (a->column, ==, b->column);
      g_assert_cmpuint (a->board, ==, b->board);
    }

  /* Built one by one, and given back past two. */
  _brg_event_set_keep_built (2);
  for (guint i = 0; i < n; i++)
    {
      BrgBoard *a = brg_event_get_board (eager, i);
      BrgBoard *b = brg_event_get_board (lazy, i);
      g_autofree char *a_text = brg_pbn_write_board (a);
      g_autofree char *b_text = brg_pbn_write_board (b);

      if (g_strcmp0 (a_text, b_text) != 0)
        g_error ("%s: board %u differs when built again:\n%s\n----\n%s", path, i + 1, a_text,
                 b_text);
      g_assert_cmpuint (brg_board_get_line (a), ==, brg_board_get_line (b));
      g_assert_cmpint (brg_board_get_has_errors (a), ==, brg_board_get_has_errors (b));
      _brg_event_release_unused (lazy);
    }
  if (was_lazy && n > 2)
    g_assert_cmpuint (_brg_event_get_n_built (lazy), <=, 2 + built_at_open);
  _brg_event_set_keep_built (0);

  /* The whole file, as Save writes it. */
  eager_export = dup_export (eager);
  lazy_export = dup_export (lazy);
  g_assert_cmpstr (eager_export, ==, lazy_export);

  /* And as Save writes a big file: from a snapshot, where every board
   * built is a copy (brg_board_copy() must keep all of it). */
  {
    g_autoptr(BrgEvent) snapshot = _brg_event_snapshot (eager);
    g_autofree char *snapshot_export = dup_export (snapshot);

    if (g_strcmp0 (eager_export, snapshot_export) != 0)
      g_error ("%s: a snapshot's copies do not write as the boards do", path);
  }
  return was_lazy;
}

static void
collect_pbn (const char *dir,
             GPtrArray  *paths)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_pbn (path, paths);
      else if (g_str_has_suffix (name, ".pbn") || g_str_has_suffix (name, ".PBN"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

static void
check_folder (const char *dir)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint n_lazy = 0;

  collect_pbn (dir, paths);
  g_ptr_array_sort (paths, core_test_compare_strings);
  g_assert_cmpuint (paths->len, >, 0);
  for (guint i = 0; i < paths->len; i++)
    if (check_same_as_eager (g_ptr_array_index (paths, i)))
      n_lazy++;
  g_test_message ("%u of %u PBN files were read lazily (the rest take values of the game "
                  "before, PBN §4.8, or have no board)", n_lazy, paths->len);
  /* Most files have no inheritance: the lazy reading was tried. */
  g_assert_cmpuint (n_lazy, >, paths->len / 2);
}

/* PBN §3 and §4: every game of our own test files, read alone. */
static void
test_pbn_same_as_eager (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", NULL);

  check_folder (dir);
}

/* Every PBN file of the corpus, read alone game by game. */
static void
test_pbn_corpus_same_as_eager (void)
{
  g_autofree char *dir = core_test_corpus_path (".", NULL);

  if (dir == NULL)
    return;  /* skipped, saying why */
  check_folder (dir);
}

/* PBN §3 and §5: games of every length, one of them longer than a block
 * of the compressed text (64 KiB) and many across a block's end, each
 * built alone from the blocks it is in. */
static void
test_pbn_games_across_blocks (void)
{
  g_autoptr(GString) text = g_string_new ("% PBN 2.1\n% EXPORT\n\n");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  for (guint i = 1; i <= 1500; i++)
    {
      g_string_append_printf (text,
                              "[Event \"Blocks\"]\n[Board \"%u\"]\n[Dealer \"N\"]\n"
                              "[Vulnerable \"None\"]\n"
                              "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 "
                              "432.AKQJ.T98.765\"]\n{",
                              i);
      /* Commentary of every length, and once of 200 KiB. */
      for (guint j = 0; j < (i == 700 ? 200 * 1024 / 10 : i % 97); j++)
        g_string_append (text, j % 7 == 6 ? "line ends\n" : "some text ");
      g_string_append (text, "}\n");
      /* A game without its empty line, now and then (PBN §3). */
      g_string_append (text, i % 50 == 0 ? "" : "\n");
    }

  file = core_test_write_temp_file ("finesse-blocks-XXXXXX.pbn", text->str, (gssize) text->len,
                                    &path);
  g_assert_cmpuint (text->len, >, 4 * 64 * 1024);

  g_assert_true (check_same_as_eager (path));
  g_unlink (path);
}

/* PBN §4.8: a game that takes a value of the game before ("#") cannot be
 * read alone: such a file keeps its boards. */
static void
test_pbn_inheritance_kept_whole (void)
{
  static const char text[] =
    "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n\n"
    "[Event \"#\"]\n[Board \"2\"]\n[Dealer \"E\"]\n\n";
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GFile) file = core_test_write_temp_file ("finesse-lazy-XXXXXX.pbn", text, -1, &path);

  event = open_lazily (path, &diagnostics);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "Club");
  g_unlink (path);
}

/* A changed board is never given back: the change is not lost. */
static void
test_pbn_change_kept (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn",
                                                 "spec-1.2-example.pbn", NULL);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = open_lazily (path, &diagnostics);
  BrgBoard *board;

  g_assert_cmpuint (brg_event_get_n_boards (event), >, 0);
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 0);
  _brg_event_set_keep_built (1);

  board = brg_event_get_board (event, 0);
  brg_board_set_tag (board, "Annotator", "Finesse test");
  /* Another board built pushes the first past the one kept. */
  if (brg_event_get_n_boards (event) > 1)
    brg_event_get_board (event, 1);
  brg_event_append (event, brg_board_new ());
  brg_event_get_board (event, brg_event_get_n_boards (event) - 1);
  _brg_event_release_unused (event);

  g_assert_true (_brg_event_is_built (event, 0));
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Annotator"), ==,
                   "Finesse test");
  _brg_event_set_keep_built (0);
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  g_task_return_pointer (task, brg_pbn_write_bytes (task_data, NULL),
                         (GDestroyNotify) g_bytes_unref);
}

/* Save writes a big file in a thread, from a snapshot: the boards built
 * (one of them changed) are copied, the others built there for the
 * writer alone; the bytes are the event's, and the event is as it was. */
static void
test_pbn_snapshot_written_in_thread (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn",
                                                 "spec-1.2-example.pbn", NULL);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = open_lazily (path, &diagnostics);
  g_autoptr(BrgEvent) snapshot = NULL;
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) in_thread = NULL;
  g_autoptr(GBytes) here = NULL;
  guint n = brg_event_get_n_boards (event);

  g_assert_cmpuint (n, >, 0);
  brg_board_set_tag (brg_event_get_board (event, 0), "Annotator", "Snapshot");
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 1);

  snapshot = _brg_event_snapshot (event);
  g_assert_cmpuint (brg_event_get_n_boards (snapshot), ==, n);
  g_assert_false (brg_event_get_board (snapshot, 0) == brg_event_get_board (event, 0));
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_task_data (task, g_object_ref (snapshot), g_object_unref);
  g_task_run_in_thread_sync (task, write_thread);
  in_thread = g_task_propagate_pointer (task, NULL);

  here = brg_pbn_write_bytes (event, NULL);
  g_assert_true (g_bytes_equal (in_thread, here));
  g_assert_nonnull (strstr (g_bytes_get_data (here, NULL), "Snapshot"));
  /* Writing built nothing into the event. */
  g_assert_cmpuint (_brg_event_get_n_built (event), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lazy-boards/event/built-when-asked", test_built_when_asked);
  g_test_add_func ("/lazy-boards/event/unused-given-back", test_unused_given_back);
  g_test_add_func ("/lazy-boards/event/given-back-in-idle", test_given_back_in_idle);
  g_test_add_func ("/lazy-boards/event/edits-among-lazy", test_edits_among_lazy);
  g_test_add_func ("/lazy-boards/pbn/same-as-eager", test_pbn_same_as_eager);
  g_test_add_func ("/lazy-boards/pbn/corpus-same-as-eager", test_pbn_corpus_same_as_eager);
  g_test_add_func ("/lazy-boards/pbn/games-across-blocks", test_pbn_games_across_blocks);
  g_test_add_func ("/lazy-boards/pbn/inheritance-kept-whole", test_pbn_inheritance_kept_whole);
  g_test_add_func ("/lazy-boards/pbn/change-kept", test_pbn_change_kept);
  g_test_add_func ("/lazy-boards/pbn/snapshot-written-in-thread",
                   test_pbn_snapshot_written_in_thread);

  return g_test_run ();
}
