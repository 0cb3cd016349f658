/* test-document.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgDocument with no display at all (suite 'document'): opening files of
 * every format and a generated one, edits through commands, undo and
 * redo, saving in each format the registry writes, a file changed on
 * disk, a stopped read that is never saved over its file, and recovering
 * the unsaved changes of a process that died.
 */

#include "config.h"

#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-import-private.h"
#include "core-test-util.h"

/* The home of this test program: recovery files land below it. */
static char *test_home;

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until *@done, or fails after 20 s. */
static void
wait_for (const gboolean *done)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (20, timeout_cb, &timed_out);

  while (!*done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static gboolean
tick_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @done, or fails after 20 s. It looks every
 * 10 ms too: a worker thread lets go of what it held without a word to
 * the main loop. */
static void
wait_until (gboolean (*done) (gpointer),
            gpointer   data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (20, timeout_cb, &timed_out);
  guint tick = g_timeout_add (10, tick_cb, NULL);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  g_source_remove (tick);
}

static gboolean
held_once (gpointer document)
{
  return G_OBJECT (document)->ref_count == 1;
}

/* The reads and writes of @document have let it go. */
static void
settle (BrgDocument *document)
{
  wait_until (held_once, document);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
  GPtrArray *losses;
} Wait;

static void
wait_clear (Wait *wait)
{
  g_clear_error (&wait->error);
  g_clear_pointer (&wait->losses, g_ptr_array_unref);
  wait->done = FALSE;
  wait->ok = FALSE;
}

static void
load_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Wait *wait = user_data;

  wait->ok = brg_document_load_finish (BRG_DOCUMENT (source), result, &wait->error);
  wait->done = TRUE;
}

static void
save_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Wait *wait = user_data;

  wait->ok = brg_document_save_finish (BRG_DOCUMENT (source), result, &wait->losses,
                                       &wait->error);
  wait->done = TRUE;
}

/* Reads @file into a new document and waits for the whole of it. */
static BrgDocument *
load (GFile  *file,
      Wait   *wait)
{
  BrgDocument *document = brg_document_new ();

  brg_document_set_autosave_delay (document, 0);
  brg_document_load_async (document, file, NULL, load_cb, wait);
  wait_for (&wait->done);
  settle (document);
  return document;
}

static BrgDocument *
load_ok (GFile *file)
{
  Wait wait = { 0 };
  BrgDocument *document = load (file, &wait);

  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);
  return document;
}

static void
save (BrgDocument          *document,
      GFile                *file,
      const BrgFormat      *format,
      BrgDocumentSaveFlags  flags,
      Wait                 *wait)
{
  wait_clear (wait);
  brg_document_save_async (document, file, format, flags, NULL, save_cb, wait);
  wait_for (&wait->done);
  g_assert_false (brg_document_get_saving (document));
  /* A read under way holds the document. */
  if (!brg_document_get_loading (document))
    settle (document);
}

static GFile *
data_file (const char *folder,
           const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);

  return g_file_new_for_path (path);
}

/* A file of @n_boards boards dealt by the core, written by its PBN
 * writer, in the test's home. */
static GFile *
write_generated (guint  n_boards,
                 char **path)
{
  BrgDealSpec spec;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  brg_deal_spec_init (&spec);
  event = brg_event_new_dealt (&spec, n_boards, 1, 20260101, "Generated", &error);
  g_assert_no_error (error);
  bytes = brg_format_write (brg_format_lookup ("pbn"), event, BRG_FORMAT_WRITE_NONE, NULL);
  return core_test_write_temp_file ("finesse-generated-XXXXXX.pbn",
                                    g_bytes_get_data (bytes, NULL),
                                    (gssize) g_bytes_get_size (bytes), path);
}

static guint
count_files (const char *dir_path,
             const char *suffix)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  return n;
}

static char *
recovery_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "finesse", "recovery", NULL);
}

typedef struct
{
  guint notified[16];
} Notifies;

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 Notifies   *notifies)
{
  static const char * const names[] = {
    "file", "format-name", "event", "modified", "loading", "partial", "saving",
    "autosave-delay",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (pspec->name, names[i]))
      notifies->notified[i]++;
}

enum { N_FILE, N_FORMAT, N_EVENT, N_MODIFIED, N_LOADING, N_PARTIAL, N_SAVING, N_DELAY };

/* -- Opening -- */

static void
loaded_cb (BrgDocument *document,
           gboolean    *loaded)
{
  g_assert_false (brg_document_get_loading (document));
  *loaded = TRUE;
}

static void
test_open_pbn (void)
{
  g_autoptr(GFile) file = data_file ("pbn", "two-boards.pbn");
  g_autoptr(BrgDocument) document = brg_document_new ();
  Notifies notifies = { { 0 } };
  gboolean loaded = FALSE;
  Wait wait = { 0 };

  brg_document_set_autosave_delay (document, 0);
  g_signal_connect (document, "notify", G_CALLBACK (count_notify_cb), &notifies);
  g_signal_connect (document, "loaded", G_CALLBACK (loaded_cb), &loaded);
  g_assert_null (brg_document_get_event (document));
  g_assert_false (brg_document_get_loading (document));

  brg_document_load_async (document, file, NULL, load_cb, &wait);
  g_assert_true (brg_document_get_loading (document));
  g_assert_true (g_file_equal (brg_document_get_file (document), file));
  wait_for (&wait.done);
  settle (document);

  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);
  g_assert_true (loaded);
  g_assert_false (brg_document_get_loading (document));
  g_assert_nonnull (brg_document_get_event (document));
  g_assert_cmpuint (brg_event_get_n_boards (brg_document_get_event (document)), ==, 2);
  g_assert_cmpstr (brg_document_get_format (document)->name, ==, "pbn");
  g_assert_nonnull (brg_document_get_file_info (document));
  g_assert_false (brg_document_get_modified (document));
  g_assert_false (brg_document_get_partial (document));
  /* Each state once: the file, the boards, the format, reading on and off. */
  g_assert_cmpuint (notifies.notified[N_FILE], ==, 1);
  g_assert_cmpuint (notifies.notified[N_EVENT], ==, 1);
  g_assert_cmpuint (notifies.notified[N_FORMAT], ==, 1);
  g_assert_cmpuint (notifies.notified[N_LOADING], ==, 2);
  g_assert_cmpuint (notifies.notified[N_MODIFIED], ==, 0);

  g_assert_finalize_object (g_steal_pointer (&document));
}

/* Each format the registry reads opens, and Save writes it back in its
 * own format when Finesse writes that format. */
static void
test_open_formats (void)
{
  static const struct {
    const char *folder;
    const char *name;
    const char *format;   /* Save's, or NULL for Save As */
  } files[] = {
    { "pbn", "lesson.pbn", "pbn" },
    { "rbn", "florida.rbn", "rbn" },
    { "lin", "form-encoded.lin", "lin" },
    { "documents", "article-source.html", NULL },
    { "documents", "article.odt", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GFile) file = data_file (files[i].folder, files[i].name);
      g_autoptr(BrgDocument) document = NULL;

      if (!g_file_query_exists (file, NULL))
        g_error ("tests/data/%s/%s is missing", files[i].folder, files[i].name);
      document = load_ok (file);
      g_assert_cmpuint (brg_event_get_n_boards (brg_document_get_event (document)), >, 0);
      if (files[i].format != NULL)
        g_assert_cmpstr (brg_document_get_format (document)->name, ==, files[i].format);
      else
        g_assert_null (brg_document_get_format (document));
      g_assert_finalize_object (g_steal_pointer (&document));
    }
}

static void
test_open_generated (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_generated (300, &path);
  g_autoptr(BrgDocument) document = load_ok (file);
  BrgEvent *event = brg_document_get_event (document);

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 300);
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (event, 299)), ==, 300);
  g_assert_cmpuint (brg_document_get_diagnostics (document)->len, ==, 0);
  g_assert_finalize_object (g_steal_pointer (&document));
  g_unlink (path);
}

typedef struct
{
  guint n_changes;
  guint n_rows;     /* the rows a list following the signal would hold */
} Problems;

static void
problems_changed_cb (BrgDocument *document,
                     guint        position,
                     guint        removed,
                     guint        added,
                     Problems    *problems)
{
  g_assert_cmpuint (position + removed, <=, problems->n_rows);
  problems->n_rows = problems->n_rows - removed + added;
  problems->n_changes++;
}

/* Problems are told as they are found, and kept by board. */
static void
test_open_problems (void)
{
  static const char text[] =
    "[Event \"Problems\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\n"
    "[Event \"Problems\"]\n[Board \"2\"]\n[Dealer \"X\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\n";
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = core_test_write_temp_file ("finesse-problems-XXXXXX.pbn", text, -1,
                                                     &path);
  g_autoptr(BrgDocument) document = brg_document_new ();
  Problems problems = { 0 };
  BrgEvent *event;
  GPtrArray *second;
  Wait wait = { 0 };

  brg_document_set_autosave_delay (document, 0);
  g_signal_connect (document, "problems-changed", G_CALLBACK (problems_changed_cb), &problems);
  brg_document_load_async (document, file, NULL, load_cb, &wait);
  wait_for (&wait.done);
  settle (document);
  g_assert_true (wait.ok);

  event = brg_document_get_event (document);
  g_assert_cmpuint (brg_document_get_diagnostics (document)->len, >, 0);
  g_assert_cmpuint (problems.n_changes, >, 0);
  g_assert_cmpuint (problems.n_rows, ==, brg_document_get_diagnostics (document)->len);
  g_assert_null (brg_document_get_board_problems (document, brg_event_get_board (event, 0)));
  second = brg_document_get_board_problems (document, brg_event_get_board (event, 1));
  g_assert_nonnull (second);
  g_assert_cmpuint (((BrgDiagnostic *) g_ptr_array_index (second, 0))->board, ==, 2);

  /* The same problem, told again, is the same; another place is not. */
  {
    g_autoptr(BrgDiagnostic) copy = brg_diagnostic_copy (g_ptr_array_index (second, 0));

    g_assert_true (brg_diagnostic_equal (copy, g_ptr_array_index (second, 0)));
    copy->column++;
    g_assert_false (brg_diagnostic_equal (copy, g_ptr_array_index (second, 0)));
  }

  g_assert_finalize_object (g_steal_pointer (&document));
  g_unlink (path);
}

static void
test_open_failures (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/finesse/boards.pbn");
  g_autoptr(GFile) prose = core_test_write_temp_file ("finesse-prose-XXXXXX.txt",
                                                      "Dear all,\nno deals here.\n", -1, &path);
  g_autoptr(BrgDocument) document = NULL;
  Wait wait = { 0 };

  document = load (missing, &wait);
  g_assert_false (wait.ok);
  g_assert_error (wait.error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_null (brg_document_get_event (document));
  g_assert_false (brg_document_get_loading (document));
  g_assert_finalize_object (g_steal_pointer (&document));

  wait_clear (&wait);
  document = load (prose, &wait);
  g_assert_false (wait.ok);
  g_assert_nonnull (wait.error);
  g_assert_null (brg_document_get_event (document));
  g_assert_finalize_object (g_steal_pointer (&document));
  wait_clear (&wait);
  g_unlink (path);
}

/* -- Editing -- */

static void
test_edit_undo_redo (void)
{
  g_autoptr(GFile) file = data_file ("pbn", "two-boards.pbn");
  g_autoptr(BrgDocument) document = load_ok (file);
  BrgBoard *board = brg_event_get_board (brg_document_get_event (document), 1);
  g_autoptr(BrgCommand) command = brg_edit_set_number (board, 42);
  Notifies notifies = { { 0 } };
  g_autoptr(GError) error = NULL;

  g_signal_connect (document, "notify", G_CALLBACK (count_notify_cb), &notifies);
  g_assert_null (brg_document_get_undo_board (document));

  g_assert_true (brg_document_perform (document, board, command, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_board_get_number (board), ==, 42);
  g_assert_true (brg_document_get_modified (document));
  g_assert_cmpuint (notifies.notified[N_MODIFIED], ==, 1);
  g_assert_true (brg_document_get_undo_board (document) == board);

  g_assert_true (brg_document_undo (document, &error));
  g_assert_cmpuint (brg_board_get_number (board), ==, 2);
  g_assert_false (brg_document_get_modified (document));
  g_assert_cmpuint (notifies.notified[N_MODIFIED], ==, 2);
  g_assert_null (brg_document_get_undo_board (document));
  g_assert_true (brg_document_get_redo_board (document) == board);

  g_assert_true (brg_document_redo (document, &error));
  g_assert_cmpuint (brg_board_get_number (board), ==, 42);
  g_assert_true (brg_document_get_modified (document));

  /* Marked saved elsewhere: not modified, and once only. */
  brg_document_set_modified (document, FALSE);
  brg_document_set_modified (document, FALSE);
  g_assert_false (brg_document_get_modified (document));
  g_assert_cmpuint (notifies.notified[N_MODIFIED], ==, 4);

  brg_document_set_autosave_delay (document, 50);
  brg_document_set_autosave_delay (document, 50);
  g_assert_cmpuint (notifies.notified[N_DELAY], ==, 1);

  g_assert_finalize_object (g_steal_pointer (&document));
}

/* -- Saving -- */

static void
saved_cb (BrgDocument  *document,
          GFile        *file,
          GFile       **saved)
{
  g_set_object (saved, file);
}

static void
test_save_in_place (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_generated (3, &path);
  g_autofree char *backup_path = g_strconcat (path, "~", NULL);
  g_autoptr(BrgDocument) document = load_ok (file);
  BrgEvent *event = brg_document_get_event (document);
  g_autoptr(BrgCommand) command = brg_edit_set_number (brg_event_get_board (event, 0), 7);
  g_autoptr(GBytes) expected = NULL;
  g_autofree char *text = NULL;
  g_autofree char *backup = NULL;
  GFile *saved_file = NULL;
  Wait wait = { 0 };

  g_signal_connect (document, "saved", G_CALLBACK (saved_cb), &saved_file);
  g_assert_true (brg_document_perform (document, NULL, command, NULL));
  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);
  g_assert_false (brg_document_get_modified (document));
  g_assert_nonnull (saved_file);
  g_assert_true (g_file_equal (saved_file, file));

  /* The registry's writer's bytes, the old file kept beside it. */
  expected = brg_format_write (brg_format_lookup ("pbn"), event, BRG_FORMAT_WRITE_NONE, NULL);
  text = core_test_read_text (file);
  g_assert_cmpstr (text, ==, (const char *) g_bytes_get_data (expected, NULL));
  g_assert_true (g_file_get_contents (backup_path, &backup, NULL, NULL));
  g_assert_null (strstr (backup, "[Board \"7\"]"));
  g_assert_nonnull (strstr (text, "[Board \"7\"]"));

  g_clear_object (&saved_file);
  g_assert_finalize_object (g_steal_pointer (&document));
  g_unlink (path);
  g_unlink (backup_path);
}

/* Save As in each format the registry writes: the document takes the
 * file and the format, and what the format cannot say is asked about
 * once. */
static void
test_save_each_format (void)
{
  g_autoptr(GFile) file = data_file ("pbn", "lesson.pbn");
  g_autoptr(BrgDocument) document = load_ok (file);
  g_autofree char *dir = g_dir_make_tmp ("finesse-save-XXXXXX", NULL);
  guint n_boards = brg_event_get_n_boards (brg_document_get_event (document));
  guint n_written = 0;

  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    {
      const BrgFormat *format = brg_format_get_nth (i);
      g_autofree char *name = NULL;
      g_autoptr(GFile) target = NULL;
      g_autoptr(GBytes) expected = NULL;
      g_autofree char *text = NULL;
      Wait wait = { 0 };

      if (format->write == NULL || format->extensions == NULL)
        continue;
      name = g_strconcat (dir, "/saved.", format->extensions[0], NULL);
      target = g_file_new_for_path (name);

      save (document, target, format, BRG_DOCUMENT_SAVE_NONE, &wait);
      if (g_error_matches (wait.error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_LOSSES))
        {
          /* Told board by board, and not written. */
          g_assert_nonnull (wait.losses);
          g_assert_cmpuint (wait.losses->len, >, 0);
          g_assert_false (g_file_query_exists (target, NULL));
          save (document, target, format, BRG_DOCUMENT_SAVE_ACCEPT_LOSSES, &wait);
        }
      g_assert_no_error (wait.error);
      g_assert_true (wait.ok);
      g_assert_true (g_file_equal (brg_document_get_file (document), target));
      g_assert_true (brg_document_get_format (document) == format);

      expected = brg_format_write (format, brg_document_get_event (document),
                                   BRG_FORMAT_WRITE_NONE, NULL);
      text = core_test_read_text (target);
      g_assert_cmpuint (strlen (text), ==, g_bytes_get_size (expected));
      g_assert_true (memcmp (text, g_bytes_get_data (expected, NULL), strlen (text)) == 0);

      /* Losses accepted once are not asked about again. */
      save (document, NULL, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
      g_assert_no_error (wait.error);
      g_assert_null (wait.losses);
      n_written++;
      wait_clear (&wait);
    }
  g_assert_cmpuint (n_written, >=, 5);   /* PBN, RBN, RBX, LIN, the article */
  g_assert_cmpuint (brg_event_get_n_boards (brg_document_get_event (document)), ==, n_boards);

  g_assert_finalize_object (g_steal_pointer (&document));
  core_test_remove_tree (dir);
}

/* A file another program changed since it was read is not replaced
 * without being told so; nor a file a new name would replace. */
static void
test_save_changed_on_disk (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_generated (2, &path);
  g_autofree char *backup_path = g_strconcat (path, "~", NULL);
  g_autoptr(BrgDocument) document = load_ok (file);
  g_autoptr(GFile) other = NULL;
  g_autofree char *other_path = NULL;
  g_autofree char *text = NULL;
  Wait wait = { 0 };

  g_assert_true (g_file_set_contents (path, "% changed by another program\n", -1, NULL));
  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
  g_assert_error (wait.error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CHANGED);
  text = core_test_read_text (file);
  g_assert_cmpstr (text, ==, "% changed by another program\n");
  g_clear_pointer (&text, g_free);

  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_REPLACE, &wait);
  g_assert_no_error (wait.error);
  text = core_test_read_text (file);
  g_assert_nonnull (strstr (text, "[Board \"2\"]"));

  /* Now the file is as saved: no question. */
  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
  g_assert_no_error (wait.error);

  other = core_test_write_temp_file ("finesse-other-XXXXXX.pbn", "% mine\n", -1, &other_path);
  save (document, other, NULL, BRG_DOCUMENT_SAVE_NEW_NAME, &wait);
  g_assert_error (wait.error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_EXISTS);
  g_assert_true (g_file_equal (brg_document_get_file (document), file));
  save (document, other, NULL, BRG_DOCUMENT_SAVE_NEW_NAME | BRG_DOCUMENT_SAVE_REPLACE, &wait);
  g_assert_no_error (wait.error);
  g_assert_true (g_file_equal (brg_document_get_file (document), other));
  wait_clear (&wait);

  g_assert_finalize_object (g_steal_pointer (&document));
  g_unlink (path);
  g_unlink (backup_path);
  g_unlink (other_path);
  g_clear_pointer (&backup_path, g_free);
  backup_path = g_strconcat (other_path, "~", NULL);
  g_unlink (backup_path);
}

static void
event_cb (BrgDocument *document,
          GParamSpec  *pspec,
          gboolean    *has_event)
{
  *has_event = brg_document_get_event (document) != NULL;
}

/* A stopped read keeps its boards, which are never written over the file
 * they are a part of; nothing is changed or saved while a file is read. */
static void
test_save_partial (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_generated (400, &path);
  g_autoptr(BrgDocument) document = brg_document_new ();
  g_autofree char *before = core_test_read_text (file);
  g_autofree char *after = NULL;
  g_autofree char *copy_path = g_strconcat (path, ".part.pbn", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(BrgCommand) command = NULL;
  g_autoptr(GError) error = NULL;
  gboolean has_event = FALSE;
  Wait load_wait = { 0 };
  Wait wait = { 0 };
  guint n_read;

  brg_document_set_autosave_delay (document, 0);
  g_signal_connect (document, "notify::event", G_CALLBACK (event_cb), &has_event);
  _brg_import_hold_at (1);
  brg_document_load_async (document, file, NULL, load_cb, &load_wait);
  wait_for (&has_event);

  /* Reading: nothing changes, nothing is saved. */
  g_assert_true (brg_document_get_loading (document));
  command = brg_edit_set_number (brg_event_get_board (brg_document_get_event (document), 0), 9);
  g_assert_false (brg_document_perform (document, NULL, command, &error));
  g_assert_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_BUSY);
  g_clear_error (&error);
  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_REPLACE, &wait);
  g_assert_error (wait.error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_BUSY);

  brg_document_stop_loading (document);
  _brg_import_hold_at (0);
  wait_for (&load_wait.done);
  settle (document);
  g_assert_error (load_wait.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (brg_document_get_loading (document));
  g_assert_true (brg_document_get_partial (document));
  g_assert_null (brg_document_get_file (document));
  g_assert_null (brg_document_get_format (document));
  n_read = brg_event_get_n_boards (brg_document_get_event (document));
  g_assert_cmpuint (n_read, >=, 1);
  g_assert_cmpuint (n_read, <, 400);

  /* Save has nowhere to write; Save As over the file is refused, even
   * told to replace. */
  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
  g_assert_error (wait.error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_NO_FILE);
  save (document, file, NULL, BRG_DOCUMENT_SAVE_REPLACE, &wait);
  g_assert_error (wait.error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_PARTIAL);
  after = core_test_read_text (file);
  g_assert_cmpstr (after, ==, before);

  /* Edited and saved elsewhere, it is a document like any other. */
  g_assert_true (brg_document_perform (document, NULL, command, &error));
  save (document, copy, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
  g_assert_no_error (wait.error);
  g_assert_false (brg_document_get_partial (document));
  g_assert_false (brg_document_get_modified (document));
  wait_clear (&wait);
  wait_clear (&load_wait);

  g_assert_finalize_object (g_steal_pointer (&document));
  g_unlink (path);
  g_unlink (copy_path);
}

/* Save As: the name's extension names the format; a name without one
 * takes the filter's, and its extension, and is new to the user. */
static void
test_save_as_format (void)
{
  g_autofree char *dir = g_dir_make_tmp ("finesse-names-XXXXXX", NULL);
  g_autofree char *rbx_path = g_build_filename (dir, "lesson.RBX", NULL);
  g_autofree char *bare_path = g_build_filename (dir, "lesson", NULL);
  g_autofree char *txt_path = g_build_filename (dir, "lesson.txt", NULL);
  g_autofree char *lin_path = g_build_filename (dir, "lesson.lin", NULL);
  g_autoptr(GFile) rbx = g_file_new_for_path (rbx_path);
  g_autoptr(GFile) bare = g_file_new_for_path (bare_path);
  g_autoptr(GFile) txt = g_file_new_for_path (txt_path);
  g_autoptr(GFile) lin = g_file_new_for_path (lin_path);
  g_autoptr(GFile) renamed = NULL;
  g_autofree char *renamed_name = NULL;
  const BrgFormat *html = brg_format_lookup ("html");

  g_assert_cmpstr (brg_document_format_for_save_as (rbx, html, &renamed)->name, ==, "rbx");
  g_assert_null (renamed);
  g_assert_cmpstr (brg_document_format_for_save_as (bare, html, &renamed)->name, ==, "html");
  renamed_name = g_file_get_basename (renamed);
  g_assert_cmpstr (renamed_name, ==, "lesson.html");
  g_clear_object (&renamed);
  g_assert_cmpstr (brg_document_format_for_save_as (txt, NULL, &renamed)->name, ==, "pbn");
  g_assert_null (renamed);
  g_assert_cmpstr (brg_document_format_for_save_as (lin, NULL, &renamed)->name, ==, "lin");
  g_assert_null (renamed);
  core_test_remove_tree (dir);
}

/* -- Recovery -- */

static gboolean
has_recovery_file (gpointer user_data)
{
  g_autofree char *dir = recovery_dir ();

  return count_files (dir, ".ini") > 0;
}

/* The subprocess: changes a board, waits for its recovery file, and dies
 * without a word, as a crash or a kill leaves it. */
static void
crash_after_changes (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BrgDocument *document = load_ok (file);
  BrgBoard *board = brg_event_get_board (brg_document_get_event (document), 1);
  g_autoptr(BrgCommand) command = brg_edit_set_number (board, 77);

  brg_document_set_autosave_delay (document, 20);
  g_assert_true (brg_document_perform (document, board, command, NULL));
  wait_until (has_recovery_file, NULL);
  /* Wait out the write: ID.ini comes last. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  _exit (0);
}

static void
test_recovery_after_crash (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *dir = recovery_dir ();
  g_autoptr(GPtrArray) recoveries = NULL;
  g_autoptr(BrgDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  BrgRecovery *recovery;
  Wait wait = { 0 };

  if (g_test_subprocess ())
    {
      crash_after_changes (g_getenv ("FINESSE_TEST_FILE"));
      return;
    }

  file = write_generated (4, &path);
  g_setenv ("FINESSE_TEST_FILE", path, TRUE);
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_assert_cmpuint (count_files (dir, ".ini"), ==, 1);

  /* The dead process's lock is free: its changes are offered. */
  recoveries = brg_recovery_find ();
  g_assert_cmpuint (recoveries->len, ==, 1);
  recovery = g_ptr_array_index (recoveries, 0);
  g_assert_true (g_file_equal (brg_recovery_get_file (recovery), file));
  g_assert_cmpstr (brg_recovery_get_format_name (recovery), ==, "pbn");
  g_assert_cmpuint (brg_recovery_get_n_boards (recovery), ==, 4);
  g_assert_nonnull (brg_recovery_get_saved (recovery));

  /* Held by this process now: another search finds nothing. */
  {
    g_autoptr(GPtrArray) again = brg_recovery_find ();

    g_assert_cmpuint (again->len, ==, 0);
  }

  document = brg_document_new_from_recovery (recovery, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  g_assert_true (brg_document_get_modified (document));
  g_assert_true (g_file_equal (brg_document_get_file (document), file));
  g_assert_cmpstr (brg_document_get_format (document)->name, ==, "pbn");
  g_assert_cmpuint (brg_board_get_number (brg_event_get_board (brg_document_get_event (document),
                                                               1)), ==, 77);
  /* Taken over: the recovery has no files of its own any more. */
  g_assert_null (brg_document_new_from_recovery (recovery, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Saved back to the file it came from; the recovery files go. */
  save (document, NULL, NULL, BRG_DOCUMENT_SAVE_NONE, &wait);
  g_assert_no_error (wait.error);
  g_assert_false (brg_document_get_modified (document));
  text = core_test_read_text (file);
  g_assert_nonnull (strstr (text, "[Board \"77\"]"));
  g_assert_cmpuint (count_files (dir, ".ini"), ==, 0);
  g_assert_cmpuint (count_files (dir, ".pbn"), ==, 0);
  wait_clear (&wait);

  g_clear_pointer (&recoveries, g_ptr_array_unref);
  g_assert_finalize_object (g_steal_pointer (&document));
  g_unlink (path);
  g_clear_pointer (&text, g_free);
  text = g_strconcat (path, "~", NULL);
  g_unlink (text);
}

/* A living document's recovery file is its own: not offered, and gone
 * when the changes are saved or let go. */
static void
test_recovery_living (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = write_generated (2, &path);
  g_autofree char *dir = recovery_dir ();
  g_autoptr(BrgDocument) document = load_ok (file);
  BrgBoard *board = brg_event_get_board (brg_document_get_event (document), 0);
  g_autoptr(BrgCommand) command = brg_edit_set_number (board, 5);
  g_autoptr(GPtrArray) recoveries = NULL;

  brg_document_set_autosave_delay (document, 20);
  g_assert_true (brg_document_perform (document, board, command, NULL));
  wait_until (has_recovery_file, NULL);

  recoveries = brg_recovery_find ();
  g_assert_cmpuint (recoveries->len, ==, 0);

  /* Let go: the files go at once. */
  brg_document_discard_recovery (document);
  g_assert_cmpuint (count_files (dir, ".ini"), ==, 0);

  /* A document closed with its changes keeps them for the next start. */
  {
    g_autoptr(BrgCommand) again = brg_edit_set_number (board, 6);

    g_assert_true (brg_document_perform (document, board, again, NULL));
  }
  wait_until (has_recovery_file, NULL);
  /* The write holds the document until it has ended. */
  settle (document);
  g_assert_finalize_object (g_steal_pointer (&document));
  g_clear_pointer (&recoveries, g_ptr_array_unref);
  recoveries = brg_recovery_find ();
  g_assert_cmpuint (recoveries->len, ==, 1);
  brg_recovery_discard (g_ptr_array_index (recoveries, 0));
  g_assert_cmpuint (count_files (dir, ".ini"), ==, 0);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  /* Before GLib reads the environment: recovery files of our own. */
  test_home = g_dir_make_tmp ("finesse-document-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", test_home, TRUE);
  if (g_getenv ("FINESSE_TEST_HOME") == NULL)
    g_setenv ("FINESSE_TEST_HOME", test_home, TRUE);
  else
    {
      /* A subprocess writes where its parent looks. */
      g_setenv ("XDG_STATE_HOME", g_getenv ("FINESSE_TEST_HOME"), TRUE);
      g_rmdir (test_home);
    }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/open/pbn", test_open_pbn);
  g_test_add_func ("/document/open/formats", test_open_formats);
  g_test_add_func ("/document/open/generated", test_open_generated);
  g_test_add_func ("/document/open/problems", test_open_problems);
  g_test_add_func ("/document/open/failures", test_open_failures);
  g_test_add_func ("/document/edit/undo-redo", test_edit_undo_redo);
  g_test_add_func ("/document/save/in-place", test_save_in_place);
  g_test_add_func ("/document/save/each-format", test_save_each_format);
  g_test_add_func ("/document/save/changed-on-disk", test_save_changed_on_disk);
  g_test_add_func ("/document/save/partial", test_save_partial);
  g_test_add_func ("/document/save/format-for-save-as", test_save_as_format);
  g_test_add_func ("/document/recovery/after-crash", test_recovery_after_crash);
  g_test_add_func ("/document/recovery/living", test_recovery_living);

  ret = g_test_run ();
  if (!g_test_subprocess ())
    core_test_remove_tree (test_home);
  return ret;
}
