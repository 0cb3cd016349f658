/* test-file-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * brg_write_file(): the one atomic write path of every writer. A failed
 * write leaves the old file as it was and no temporary file behind; links
 * stay links; a dangling link, a read-only file and a FIFO are refused.
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-file-writer-private.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("finesse-writer-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static char *
path_in (Fixture    *fixture,
         const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static void
put (const char *path,
     const char *contents)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

static char *
get (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static gboolean
write_text (const char     *path,
            const char     *text,
            BrgWriteFlags   flags,
            GError        **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return brg_write_file (file, bytes, flags, NULL, error);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in the fixture's folder, sorted and joined by spaces: shows any
 * temporary file left behind. */
static char *
listing (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_new_file (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "new.pbn");
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;
  mode_t mask = umask (022);

  g_assert_true (write_text (path, "[Board \"1\"]\r\n", BRG_WRITE_NONE, &error));
  g_assert_no_error (error);
  umask (mask);
  contents = get (path);
  g_assert_cmpstr (contents, ==, "[Board \"1\"]\r\n");
  /* A new file gets the usual permissions, not the temporary file's 0600. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);
  names = listing (fixture);
  g_assert_cmpstr (names, ==, "new.pbn");
}

static void
test_replace_keeps_mode (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "old.pbn");
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  put (path, "old");
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (write_text (path, "new", BRG_WRITE_NONE, &error));
  g_assert_no_error (error);
  contents = get (path);
  g_assert_cmpstr (contents, ==, "new");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  names = listing (fixture);
  g_assert_cmpstr (names, ==, "old.pbn");
}

/* A write that fails part-way (here the file size limit, as a full disk
 * would) leaves the old file whole and no temporary file. */
static void
test_failed_write_keeps_old (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "out.pbn");
  g_autofree char *big = g_strnfill (256 * 1024, 'x');
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  struct rlimit old_limit, limit;
  void (*old_handler) (int);
  gboolean written;

  put (path, "the old file, 134 bytes in the real case");
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old_limit), ==, 0);
  limit = old_limit;
  limit.rlim_cur = 64 * 1024;
  old_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

  written = write_text (path, big, BRG_WRITE_NONE, &error);

  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old_limit), ==, 0);
  signal (SIGXFSZ, old_handler);
  g_assert_false (written);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "out.pbn"));
  contents = get (path);
  g_assert_cmpstr (contents, ==, "the old file, 134 bytes in the real case");
  names = listing (fixture);
  g_assert_cmpstr (names, ==, "out.pbn");
}

static void
test_symlink_stays_link (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *target = path_in (fixture, "target.pbn");
  g_autofree char *link_path = path_in (fixture, "link.pbn");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  put (target, "old");
  g_assert_cmpint (symlink ("target.pbn", link_path), ==, 0);
  g_assert_true (write_text (link_path, "new", BRG_WRITE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link_path, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  contents = get (target);
  g_assert_cmpstr (contents, ==, "new");
}

static void
test_dangling_symlink_refused (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autofree char *link_path = path_in (fixture, "link.pbn");
  g_autofree char *target = path_in (fixture, "nowhere.pbn");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("nowhere.pbn", link_path), ==, 0);
  g_assert_false (write_text (link_path, "new", BRG_WRITE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
}

/* The name written gets the new version; another name of the same file
 * keeps the old one (the rename cannot change both). */
static void
test_hard_link (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "a.pbn");
  g_autofree char *other = path_in (fixture, "b.pbn");
  g_autofree char *contents = NULL;
  g_autofree char *other_contents = NULL;
  g_autoptr(GError) error = NULL;

  put (path, "old");
  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_true (write_text (path, "new", BRG_WRITE_NONE, &error));
  g_assert_no_error (error);
  contents = get (path);
  other_contents = get (other);
  g_assert_cmpstr (contents, ==, "new");
  g_assert_cmpstr (other_contents, ==, "old");
}

static void
test_backup (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "lesson.pbn");
  g_autofree char *backup = path_in (fixture, "lesson.pbn~");
  g_autofree char *contents = NULL;
  g_autofree char *backup_contents = NULL;
  g_autoptr(GError) error = NULL;

  /* No backup of a file that did not exist. */
  g_assert_true (write_text (path, "first", BRG_WRITE_BACKUP, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  g_assert_true (write_text (path, "second", BRG_WRITE_BACKUP, &error));
  g_assert_no_error (error);
  contents = get (path);
  backup_contents = get (backup);
  g_assert_cmpstr (contents, ==, "second");
  g_assert_cmpstr (backup_contents, ==, "first");
}

static void
test_not_regular_refused (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *fifo = path_in (fixture, "fifo");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (write_text (fifo, "new", BRG_WRITE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  g_assert_false (write_text (fixture->dir, "new", BRG_WRITE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

static void
test_read_only_refused (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "read-only.pbn");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      /* The superuser may write any file: nothing to refuse. */
      g_test_skip ("running as root, for whom no file is read-only");
      return;
    }
  put (path, "old");
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (write_text (path, "new", BRG_WRITE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  contents = get (path);
  g_assert_cmpstr (contents, ==, "old");
}

static void
test_cancelled (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "out.pbn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("new", 3);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;

  g_cancellable_cancel (cancellable);
  g_assert_false (brg_write_file (file, bytes, BRG_WRITE_NONE, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  names = listing (fixture);
  g_assert_cmpstr (names, ==, "");
}

static void
test_is_same (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "a.pbn");
  g_autofree char *link_path = path_in (fixture, "link.pbn");
  g_autofree char *other = path_in (fixture, "b.pbn");
  g_autofree char *dotted = g_build_filename (fixture->dir, ".", "a.pbn", NULL);
  g_autoptr(GFile) a = g_file_new_for_path (path);
  g_autoptr(GFile) a_link = g_file_new_for_path (link_path);
  g_autoptr(GFile) a_dotted = g_file_new_for_path (dotted);
  g_autoptr(GFile) b = g_file_new_for_path (other);

  put (path, "a");
  put (other, "a");
  g_assert_cmpint (symlink ("a.pbn", link_path), ==, 0);
  g_assert_true (brg_file_is_same (a, a_link));
  g_assert_true (brg_file_is_same (a, a_dotted));
  g_assert_false (brg_file_is_same (a, b));
}

/* ------------------------------------------------------------------ */
/* A save that is killed                                                 */

static char *
listing_of (const char *folder)
{
  Fixture fixture = { (char *) folder };

  return listing (&fixture);
}

/* This host's name as a temporary file's name holds it. */
static char *
host_part (void)
{
  char *host = g_strdup (g_get_host_name ());

  for (char *p = host; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      *p = '_';
  return host;
}

/* A save killed while it writes (here by SIGXFSZ, at the file size
 * limit): with O_TMPFILE, its temporary file has no name and goes with
 * the process; without, it keeps the name that says whose it is, and the
 * next save of the file, or brg_write_file_clean_up(), removes it. */
static void
test_killed_save (gconstpointer data)
{
  gboolean anonymous = GPOINTER_TO_INT (data);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *names = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *big = g_strnfill (256 * 1024, 'x');
      struct rlimit size = { 64 * 1024, 64 * 1024 };
      struct rlimit core = { 0, 0 };

      path = g_build_filename (g_getenv ("FINESSE_TEST_DIR"), "out.pbn", NULL);
      _brg_write_file_set_anonymous (anonymous);
      g_assert_cmpint (setrlimit (RLIMIT_CORE, &core), ==, 0);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &size), ==, 0);
      signal (SIGXFSZ, SIG_DFL);
      write_text (path, big, BRG_WRITE_NONE, NULL);
      /* (Not reached: the signal ends the process.) */
      return;
    }

  dir = g_dir_make_tmp ("finesse-killed-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "out.pbn", NULL);
  file = g_file_new_for_path (path);
  put (path, "the old file");
  g_setenv ("FINESSE_TEST_DIR", dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();

  contents = get (path);
  g_assert_cmpstr (contents, ==, "the old file");
  names = listing_of (dir);
  if (anonymous)
    {
      g_test_message ("left: %s", names);
      g_assert_cmpstr (names, ==, "out.pbn");
    }
  else
    {
      g_autofree char *host = host_part ();
      g_autofree char *prefix = g_strdup_printf (".out.pbn.finesse.%s.", host);

      /* The dead save's file, named as ours, is removed on the next start. */
      g_assert_true (g_str_has_prefix (names, prefix));
      g_assert_cmpuint (brg_write_file_clean_up (file), ==, 1);
      g_clear_pointer (&names, g_free);
      names = listing_of (dir);
      g_assert_cmpstr (names, ==, "out.pbn");
    }

  g_unlink (path);
  g_rmdir (dir);
}

/* Only a temporary file of this file, of this host, of a process that is
 * gone, of this user, is removed: not a live save's, not another host's,
 * not another file's, not an older name whose owner cannot be told. */
static void
test_clean_up (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *host = host_part ();
  g_autofree char *path = path_in (fixture, "x.pbn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dead = NULL;
  g_autofree char *alive = NULL;
  g_autofree char *names = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *other_dead = NULL;
  pid_t child = fork ();

  /* A process that is gone: its number is free. */
  if (child == 0)
    _exit (0);
  g_assert_cmpint (child, >, 0);
  g_assert_cmpint (waitpid (child, NULL, 0), ==, child);

  dead = g_strdup_printf (".x.pbn.finesse.%s.%ld.aBcDeF", host, (long) child);
  alive = g_strdup_printf (".x.pbn.finesse.%s.%ld.aBcDeF", host, (long) getpid ());
  other_dead = g_strdup_printf (".y.pbn.finesse.%s.%ld.aBcDeF", host, (long) child);
  put (path, "x");
  for (const char *const *name = (const char *const[]) { dead, alive, other_dead,
                                                          ".x.pbn.finesse.elsewhere.1.aBcDeF",
                                                          ".x.pbn.AbCdEf", NULL };
       *name != NULL; name++)
    {
      g_autofree char *temp = path_in (fixture, *name);

      put (temp, "a save's temporary file");
    }

  g_assert_cmpuint (brg_write_file_clean_up (file), ==, 1);
  names = listing (fixture);
  expected = g_strdup_printf (".x.pbn.AbCdEf .x.pbn.finesse.elsewhere.1.aBcDeF %s %s x.pbn",
                              alive, other_dead);
  g_assert_cmpstr (names, ==, expected);

  /* A save of y.pbn removes what a dead save of it left. */
  {
    g_autofree char *y = path_in (fixture, "y.pbn");

    g_assert_true (write_text (y, "y", BRG_WRITE_NONE, &error));
    g_assert_no_error (error);
    g_clear_pointer (&names, g_free);
    g_clear_pointer (&expected, g_free);
    names = listing (fixture);
    expected = g_strdup_printf (".x.pbn.AbCdEf .x.pbn.finesse.elsewhere.1.aBcDeF %s x.pbn y.pbn",
                                alive);
    g_assert_cmpstr (names, ==, expected);
  }
}

/* The named temporary file where there is no O_TMPFILE: written,
 * renamed, nothing left. */
static void
test_named_temporary (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "named.pbn");
  g_autofree char *names = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  _brg_write_file_set_anonymous (FALSE);
  g_assert_true (write_text (path, "[Board \"2\"]\r\n", BRG_WRITE_NONE, &error));
  _brg_write_file_set_anonymous (TRUE);
  g_assert_no_error (error);
  contents = get (path);
  g_assert_cmpstr (contents, ==, "[Board \"2\"]\r\n");
  names = listing (fixture);
  g_assert_cmpstr (names, ==, "named.pbn");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/core/file-writer/new-file", Fixture, NULL,
              fixture_setup, test_new_file, fixture_teardown);
  g_test_add ("/core/file-writer/replace-keeps-mode", Fixture, NULL,
              fixture_setup, test_replace_keeps_mode, fixture_teardown);
  g_test_add ("/core/file-writer/failed-write-keeps-old", Fixture, NULL,
              fixture_setup, test_failed_write_keeps_old, fixture_teardown);
  g_test_add ("/core/file-writer/symlink-stays-link", Fixture, NULL,
              fixture_setup, test_symlink_stays_link, fixture_teardown);
  g_test_add ("/core/file-writer/dangling-symlink-refused", Fixture, NULL,
              fixture_setup, test_dangling_symlink_refused, fixture_teardown);
  g_test_add ("/core/file-writer/hard-link", Fixture, NULL,
              fixture_setup, test_hard_link, fixture_teardown);
  g_test_add ("/core/file-writer/backup", Fixture, NULL,
              fixture_setup, test_backup, fixture_teardown);
  g_test_add ("/core/file-writer/not-regular-refused", Fixture, NULL,
              fixture_setup, test_not_regular_refused, fixture_teardown);
  g_test_add ("/core/file-writer/read-only-refused", Fixture, NULL,
              fixture_setup, test_read_only_refused, fixture_teardown);
  g_test_add ("/core/file-writer/cancelled", Fixture, NULL,
              fixture_setup, test_cancelled, fixture_teardown);
  g_test_add_data_func ("/core/file-writer/killed-save/anonymous", GINT_TO_POINTER (TRUE),
                        test_killed_save);
  g_test_add_data_func ("/core/file-writer/killed-save/named", GINT_TO_POINTER (FALSE),
                        test_killed_save);
  g_test_add ("/core/file-writer/clean-up", Fixture, NULL,
              fixture_setup, test_clean_up, fixture_teardown);
  g_test_add ("/core/file-writer/named-temporary", Fixture, NULL,
              fixture_setup, test_named_temporary, fixture_teardown);
  g_test_add ("/core/file-writer/is-same", Fixture, NULL,
              fixture_setup, test_is_same, fixture_teardown);

  return g_test_run ();
}
