/* test-hostile.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 10's hostile inputs, each made here (tests/hostile.c) rather than
 * kept as a large file: a file too large to load, a stream with no end, a
 * read that is cancelled, an ODT whose spaces would take gigabytes, an
 * e-mail of a million MIME parts, broken and oversized zip containers.
 * Where the harm was memory, the input is read in a subprocess whose
 * address space is limited to what it has plus a budget, so that reading
 * it the old way fails the test instead of the machine.
 */

#include "config.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "brg-core.h"
#include "brg-host-document.h"
#include "brg-import.h"
#include "hostile.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#endif

#define TIMEOUT (60 * G_USEC_PER_SEC)

/* Limits this (sub)process to the address space it has now plus @budget
 * MiB. AddressSanitizer reserves terabytes of address space: under it the
 * limit cannot be set, and the input is only read. */
static void
limit_memory (gsize budget)
{
#ifndef SANITIZED
  g_autofree char *status = NULL;
  struct rlimit limit;
  const char *line;
  gsize vm_kib = 0;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmSize:");
  g_assert_nonnull (line);
  vm_kib = g_ascii_strtoull (line + 7, NULL, 10);
  limit.rlim_cur = limit.rlim_max = (rlim_t) (vm_kib * 1024 + budget * 1024 * 1024);
  g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
#endif
}

/* Memory in use at the peak, in MiB, for this (sub)process. */
static long
peak_mib (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("finesse-hostile-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* ------------------------------------------------------------------ */
/* Loading: the size first, and never more than the limit              */

/* A sparse file far larger than the limit is refused before a byte of it
 * is read, by every reader that takes a file. */
static void
test_load_sparse (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = make_temp_dir ();
      g_autofree char *path = g_build_filename (dir, "huge.pbn", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(BrgEvent) event = NULL;
      g_autoptr(BrgHostDocument) document = NULL;
      int fd = g_open (path, O_CREAT | O_WRONLY | O_TRUNC, 0644);

      g_assert_cmpint (fd, >=, 0);
      /* Sparse: past this machine's limit without taking the disk. */
      g_assert_cmpint (ftruncate (fd, (off_t) brg_file_size_limit () + 1024 * 1024), ==, 0);
      g_assert_cmpint (write (fd, "[Event \"x\"]\n", 12), ==, 12);
      close (fd);

      bytes = brg_load_file_bytes (file, BRG_MAX_FILE_SIZE, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_assert_null (bytes);
      g_clear_error (&error);

      event = brg_import_file (file, NULL, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_clear_error (&error);
      event = brg_pbn_read_file (file, NULL, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_clear_error (&error);
      event = brg_rbn_read_file (file, NULL, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_clear_error (&error);
      event = brg_lin_read_file (file, NULL, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_clear_error (&error);
      document = brg_host_document_new_for_file (file, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_clear_error (&error);

      g_test_message ("peak %ld MiB", peak_mib ());
      g_assert_cmpint (peak_mib (), <, 100);
      g_assert_cmpint (g_unlink (path), ==, 0);
      g_assert_cmpint (g_rmdir (dir), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A stream that never ends (/dev/zero) is read up to the limit, then
 * refused; a file under the limit loads whole, an empty one too. */
static void
test_load_stream (void)
{
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "small.pbn", NULL);
  g_autofree char *empty_path = g_build_filename (dir, "empty.pbn", NULL);
  g_autoptr(GFile) small = g_file_new_for_path (path);
  g_autoptr(GFile) empty = g_file_new_for_path (empty_path);
  g_autoptr(GBytes) expected = hostile_pbn_boards (100);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  bytes = brg_load_file_bytes (zero, 1024 * 1024, NULL, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_null (bytes);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (expected, NULL),
                                      (gssize) g_bytes_get_size (expected), NULL));
  bytes = brg_load_file_bytes (small, g_bytes_get_size (expected), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (bytes, expected));
  g_clear_pointer (&bytes, g_bytes_unref);

  bytes = brg_load_file_bytes (small, g_bytes_get_size (expected) - 1, NULL, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (empty_path, "", 0, NULL));
  bytes = brg_load_file_bytes (empty, 100, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 0);

  g_unlink (path);
  g_unlink (empty_path);
  g_rmdir (dir);
}

/* A stream read towards a limit that the memory cannot hold: the buffer
 * that would not grow is an error, never GLib's abort. */
static void
test_load_out_of_memory (void)
{
#ifdef SANITIZED
  g_test_skip ("AddressSanitizer needs more address space than the limit");
  return;
#endif
  if (g_test_subprocess ())
    {
      g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;

      limit_memory (200);
      bytes = brg_load_file_bytes (zero, (gsize) G_MAXUINT - 1, NULL, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
      g_assert_null (bytes);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* ------------------------------------------------------------------ */
/* Devices and pipes under a limit on the address space                 */

/* `finesse-cli check /dev/zero` under `ulimit -v 1048576` read the stream
 * to the limit (1 GiB) into one buffer, doubled with g_realloc(), and
 * aborted in GLib when the address space ran out. Now the limit follows
 * the address space, the buffer grows with g_try_realloc(), and the
 * command ends with the clear error of a file too large, and exit 1. */
typedef struct
{
  const char *name;
  const char *command;
  const char *device;    /* NULL: a FIFO fed @feed without end */
  const char *feed;
} DeviceCase;

static const DeviceCase device_cases[] = {
  { "dev-zero", "check", "/dev/zero", NULL },
  { "dev-urandom", "convert", "/dev/urandom", NULL },
  { "fifo-zeros", "check", NULL, "" },
  { "fifo-tags", "convert", NULL, "[Event \"x\"]\n" },
};

#define CLI_ADDRESS_SPACE ((rlim_t) 1048576 * 1024)

static void
limit_cli_memory (gpointer data)
{
  struct rlimit limit = { CLI_ADDRESS_SPACE, CLI_ADDRESS_SPACE };

  setrlimit (RLIMIT_AS, &limit);
}

typedef struct
{
  const char *path;
  const char *feed;
} Feeder;

/* Writes @feed into the FIFO until its reader is gone (EPIPE), or no
 * reader came within the timeout. */
static gpointer
feed_fifo (gpointer data)
{
  Feeder *feeder = data;
  gint64 deadline = g_get_monotonic_time () + TIMEOUT;
  char block[65536];
  gsize unit = MAX (strlen (feeder->feed), 1);
  int fd = -1;

  for (gsize i = 0; i < sizeof block; i++)
    block[i] = feeder->feed[0] == '\0' ? '\0' : feeder->feed[i % unit];
  while (fd < 0 && g_get_monotonic_time () < deadline)
    {
      fd = open (feeder->path, O_WRONLY | O_NONBLOCK);
      if (fd < 0)
        g_usleep (10000);
    }
  if (fd < 0)
    return NULL;
  /* Blocking from here on: the reader takes what it can. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  while (write (fd, block, sizeof block - sizeof block % unit) > 0)
    ;
  close (fd);
  return NULL;
}

static void
test_device (gconstpointer data)
{
  const DeviceCase *c = data;
  const char *cli = g_getenv ("FINESSE_CLI");
  g_autofree char *dir = NULL;
  g_autofree char *fifo = NULL;
  g_autofree char *out = NULL;
  g_autofree char *standard_error = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  GThread *feeder_thread = NULL;
  Feeder feeder = { NULL, c->feed };
  const char *input = c->device;
  int status = 0;

#ifdef SANITIZED
  g_test_skip ("AddressSanitizer needs more address space than the limit");
  return;
#endif
  if (cli == NULL)
    {
      g_test_skip ("FINESSE_CLI is not set");
      return;
    }

  dir = make_temp_dir ();
  out = g_build_filename (dir, "out.pbn", NULL);
  if (input == NULL)
    {
      fifo = g_build_filename (dir, "fifo.pbn", NULL);
      g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
      feeder.path = fifo;
      input = fifo;
      feeder_thread = g_thread_new ("feeder", feed_fifo, &feeder);
    }

  {
    const char *argv[] = { cli, c->command, input, out, NULL };

    if (strcmp (c->command, "check") == 0)
      argv[3] = NULL;
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, limit_cli_memory,
                  NULL, NULL, &standard_error, &status, &error);
  }
  g_assert_no_error (error);
  if (feeder_thread != NULL)
    g_thread_join (feeder_thread);

  g_test_message ("%s", standard_error);
  /* Exit 1 (an exit status, not a signal), and the file named. */
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  expected = g_strdup_printf ("%s: error: ", input);
  g_assert_true (g_str_has_prefix (standard_error, expected));
  g_assert_nonnull (strstr (standard_error, "MiB"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  if (fifo != NULL)
    g_unlink (fifo);
  g_rmdir (dir);
}

/* ------------------------------------------------------------------ */
/* Cancelling stops the reader                                          */

typedef struct
{
  const char  *file_name;
  GBytes    *(*make) (guint n);
  guint        n;
} CancelCase;

/* Inputs that take tens of milliseconds to read. */
static const CancelCase cancel_cases[] = {
  { "x.pbn", hostile_pbn_boards, 5000 },
  { "x.rbn", hostile_rbn_comments, 50000 },
  { "x.rbx", hostile_rbx_comments, 50000 },
  { "x.txt", hostile_text_errors, 5000 },
  { "x.html", hostile_html_snippets, 5000 },
  { "x.eml", hostile_email_parts, 5000 },
  { "x.odt", hostile_odt_spaces, 5000 },
  { "x.docx", hostile_docx_runs, 50000 },
};

static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Reads @bytes with @cancellable the thread's current one; returns the
 * CPU time it took. */
static gint64
read_under (const CancelCase  *c,
            GBytes            *bytes,
            GCancellable      *cancellable,
            BrgEvent         **event,
            GError           **error)
{
  gint64 start = thread_cpu_us ();

  g_cancellable_push_current (cancellable);
  *event = brg_import_bytes (bytes, c->file_name, NULL, error);
  g_cancellable_pop_current (cancellable);
  return thread_cpu_us () - start;
}

/* A reader asked to read under a cancelled cancellable (what the window's
 * Cancel does to the worker) stops and says so, where it used to read to
 * the end and leave the result to be dropped. "Stops" is checked as work:
 * a cancelled read costs a small part of a whole one (it looks every 1024
 * steps; the bound leaves a margin of 25 for a busy machine). Only an
 * e-mail's MIME structure, which GMime builds in one call, is not cut
 * short. */
static void
test_cancel (gconstpointer data)
{
  const CancelCase *c = data;
  g_autoptr(GBytes) bytes = c->make (c->n);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  gint64 whole = G_MAXINT64, cancelled = G_MAXINT64;

  for (guint run = 0; run < 3; run++)
    {
      gint64 spent = read_under (c, bytes, cancellable, &event, &error);

      whole = MIN (whole, spent);
      g_assert_no_error (error);
      g_assert_nonnull (event);
      g_clear_object (&event);
    }

  g_cancellable_cancel (cancellable);
  for (guint run = 0; run < 3; run++)
    {
      gint64 spent = read_under (c, bytes, cancellable, &event, &error);

      cancelled = MIN (cancelled, spent);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (event);
      g_clear_error (&error);
    }

  g_test_message ("%s: whole %" G_GINT64_FORMAT " us, cancelled %" G_GINT64_FORMAT " us",
                  c->file_name, whole, cancelled);
  if (strcmp (c->file_name, "x.eml") != 0)
    g_assert_cmpint (cancelled * 4, <, whole);
}

static void
cancel_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GError **error = user_data;
  g_autoptr(BrgEvent) event = brg_import_file_finish (result, NULL, error);

  g_assert_null (event);
}

/* The file functions and the worker pass their cancellable to the reader. */
static void
test_cancel_file (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "boards.pbn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = hostile_pbn_boards (2000);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  GError *async_error = NULL;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                      (gssize) g_bytes_get_size (bytes), NULL));
  g_cancellable_cancel (cancellable);
  g_assert_null (brg_pbn_read_file (file, cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  brg_import_file_async (file, cancellable, cancel_done_cb, &async_error);
  while (async_error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (async_error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&async_error);

  g_unlink (path);
  g_rmdir (dir);
}

/* ------------------------------------------------------------------ */
/* ODT spaces                                                           */

/* 20,000 runs of 1000 spaces (460 KB of XML, 20 MB of text): the map of
 * the text took a segment per space, 480 MB and more; now one per run. */
static void
test_odt_spaces (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) odt = hostile_odt_spaces (20000);
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgHostDocument) document = NULL;
      g_autoptr(BrgEvent) event = NULL;
      g_autoptr(GPtrArray) diagnostics = NULL;

      limit_memory (256);
      document = brg_host_document_new_from_bytes (odt, BRG_HOST_DOCUMENT_KIND_AUTO, "spaces.odt", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
      g_assert_cmpuint (strlen (brg_host_document_get_snippet_text (document, 0)), >, 20000000);
      event = brg_host_document_read (document, &diagnostics);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      g_test_message ("peak %ld MiB", peak_mib ());
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Spaces that would make the text longer than 64 MiB are refused with an
 * error that says so. */
static void
test_odt_too_many_spaces (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) odt = hostile_odt_spaces (70000);
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgHostDocument) document = NULL;
      g_autoptr(BrgEvent) event = NULL;

      limit_memory (512);
      document = brg_host_document_new_from_bytes (odt, BRG_HOST_DOCUMENT_KIND_AUTO, "spaces.odt", &error);
      g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
      g_assert_null (document);
      g_clear_error (&error);

      event = brg_import_bytes (odt, "spaces.odt", NULL, &error);
      g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
      g_test_message ("peak %ld MiB", peak_mib ());
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* ------------------------------------------------------------------ */
/* E-mail                                                               */

/* 1.5 million MIME parts (10 MB): GMime took 2 GB to build them before
 * the reader said "no PBN"; now the parts are counted first. */
static void
test_email_parts (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) many = hostile_email_parts (1500000);
      g_autoptr(GBytes) some = hostile_email_parts (20000);
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgHostDocument) document = NULL;

      limit_memory (256);
      document = brg_host_document_new_from_bytes (many, BRG_HOST_DOCUMENT_KIND_AUTO, "parts.eml", &error);
      g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
      g_assert_null (document);
      g_clear_error (&error);

      document = brg_host_document_new_from_bytes (some, BRG_HOST_DOCUMENT_KIND_AUTO, "parts.eml", &error);
      g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
      g_test_message ("peak %ld MiB", peak_mib ());
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Lines that begin with "--" but are no boundary (an SQL dump in a
 * message) do not count as parts: the message is read. */
static void
test_email_dashes (void)
{
  GString *text = g_string_new ("From: a@example.org\nTo: b@example.org\nSubject: dump\n"
                                "MIME-Version: 1.0\n"
                                "Content-Type: multipart/mixed; boundary=\"=_part\"\n\n"
                                "--=_part\nContent-Type: text/plain\n\n"
                                "<PBN>\n[Event \"x\"]\n[Board \"1\"]\n</PBN>\n"
                                "--=_part\nContent-Type: text/plain\n\n");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgHostDocument) document = NULL;

  for (guint i = 0; i < 30000; i++)
    g_string_append_printf (text, "-- row %u\nSELECT 1;\n", i);
  g_string_append (text, "--=_part--\n");
  bytes = g_string_free_to_bytes (text);

  document = brg_host_document_new_from_bytes (bytes, BRG_HOST_DOCUMENT_KIND_AUTO, "dump.eml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_host_document_get_n_snippets (document), ==, 1);
}

/* ------------------------------------------------------------------ */
/* Zip containers say what is wrong with them                           */

/* Reads @bytes as any file: the error must be the document's own, not
 * "not a bridge file". */
static void
assert_import_error (GBytes     *bytes,
                     const char *file_name,
                     int         code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_import_bytes (bytes, file_name, NULL, &error);

  g_assert_null (event);
  g_test_message ("%s: %s", file_name != NULL ? file_name : "(no name)", error->message);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, code);
}

#define ODT_CONTENT \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<office:document-content " \
  "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" " \
  "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\"><office:body><office:text>" \
  "<text:p>&lt;PBN&gt;</text:p><text:p>[Event \"x\"]</text:p><text:p>[Board \"1\"]</text:p>" \
  "<text:p>&lt;/PBN&gt;</text:p></office:text></office:body></office:document-content>\n"

/* A truncated ODT is damaged, with or without its name. */
static void
test_zip_truncated (void)
{
  g_autoptr(GBytes) odt = hostile_odt (ODT_CONTENT, TRUE);
  g_autoptr(GBytes) cut = g_bytes_new_from_bytes (odt, 0, g_bytes_get_size (odt) * 2 / 3);
  g_autoptr(GBytes) stub = g_bytes_new_from_bytes (odt, 0, 20);

  assert_import_error (cut, "article.odt", BRG_HOST_DOCUMENT_ERROR_CORRUPT);
  assert_import_error (cut, NULL, BRG_HOST_DOCUMENT_ERROR_CORRUPT);
  assert_import_error (stub, "article.odt", BRG_HOST_DOCUMENT_ERROR_CORRUPT);
}

#define ODT_TYPE "application/vnd.oasis.opendocument.text"

/* A content.xml that unpacks to 100 MB (a zip bomb of 100 KB), or to
 * 65 MiB, is too large, and says so. */
static void
test_zip_bomb (void)
{
  if (g_test_subprocess ())
    {
      const HostileZipEntry bomb_entries[] = {
        { "mimetype", ODT_TYPE, 0, 0, FALSE },
        { "content.xml", NULL, 100 * 1000 * 1000, ' ', TRUE },
      };
      const HostileZipEntry big_entries[] = {
        { "mimetype", ODT_TYPE, 0, 0, FALSE },
        { "content.xml", NULL, 65 * 1024 * 1024 + 1, ' ', TRUE },
      };
      g_autoptr(GBytes) bomb = hostile_zip_entries (bomb_entries, 2);
      g_autoptr(GBytes) big = hostile_zip_entries (big_entries, 2);

      g_test_message ("bomb %" G_GSIZE_FORMAT " bytes", g_bytes_get_size (bomb));
      g_assert_cmpuint (g_bytes_get_size (bomb), <, 1024 * 1024);

      limit_memory (256);
      assert_import_error (bomb, "bomb.odt", BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
      assert_import_error (big, NULL, BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
      g_test_message ("peak %ld MiB", peak_mib ());
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* An ODT with a 70 MB picture opens without unpacking the picture, and
 * is written back with it, copied. */
static void
test_zip_big_picture (void)
{
  if (g_test_subprocess ())
    {
      const HostileZipEntry entries[] = {
        { "mimetype", ODT_TYPE, 0, 0, FALSE },
        { "content.xml", ODT_CONTENT, 0, 0, TRUE },
        { "Pictures/big.png", NULL, 70 * 1000 * 1000, (char) 0x89, TRUE },
      };
      g_autoptr(GBytes) odt = hostile_zip_entries (entries, G_N_ELEMENTS (entries));
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgHostDocument) document = NULL;
      g_autoptr(BrgEvent) event = NULL;
      g_autoptr(GBytes) updated = NULL;
      g_autoptr(BrgHostDocument) again = NULL;
      long before = peak_mib ();

      limit_memory (256);
      event = brg_import_bytes (odt, "big.odt", NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      g_clear_object (&event);
      g_test_message ("read: peak %ld MiB, %ld before", peak_mib (), before);
      g_assert_cmpint (peak_mib () - before, <, 40);

      document = brg_host_document_new_from_bytes (odt, BRG_HOST_DOCUMENT_KIND_AUTO, "big.odt", &error);
      g_assert_no_error (error);
      event = brg_host_document_read (document, NULL);
      brg_board_set_tag (brg_event_get_board (event, 0), "Date", "2026.11.28");
      updated = brg_host_document_update (document, event, &error);
      g_assert_no_error (error);
      again = brg_host_document_new_from_bytes (updated, BRG_HOST_DOCUMENT_KIND_AUTO, "big.odt", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (brg_host_document_get_n_snippets (again), ==, 1);
      g_assert_cmpuint (g_bytes_get_size (updated), >, g_bytes_get_size (odt) / 2);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* An ODT with a file of no name opens, but cannot be written back: the
 * update says so, and leaves nothing behind (libarchive's writer leaked
 * unless closed; fuzz-odt found it). */
static void
test_zip_nameless_entry (void)
{
  const char *files[] = {
    "mimetype", ODT_TYPE,
    "content.xml", ODT_CONTENT,
    "", "x",
    NULL,
  };
  g_autoptr(GBytes) odt = hostile_zip_stored (files);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GBytes) updated = NULL;

  document = brg_host_document_new_from_bytes (odt, BRG_HOST_DOCUMENT_KIND_AUTO, NULL, &error);
  g_assert_no_error (error);
  event = brg_host_document_read (document, NULL);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  updated = brg_host_document_update (document, event, &error);
  g_assert_error (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_CORRUPT);
  g_assert_null (updated);
}

/* A zip of 10,001 files is refused as such. */
static void
test_zip_many_entries (void)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (HostileZipEntry));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  HostileZipEntry mimetype = { "mimetype", ODT_TYPE, 0, 0, FALSE };
  g_autoptr(GBytes) zip = NULL;

  g_array_append_val (entries, mimetype);
  for (guint i = 0; i < 10001; i++)
    {
      HostileZipEntry entry = { NULL, "x", 0, 0, FALSE };

      entry.name = g_strdup_printf ("Pictures/%u.png", i);
      g_ptr_array_add (names, (gpointer) entry.name);
      g_array_append_val (entries, entry);
    }
  zip = hostile_zip_entries ((const HostileZipEntry *) (gpointer) entries->data, entries->len);

  assert_import_error (zip, "many.odt", BRG_HOST_DOCUMENT_ERROR_TOO_LARGE);
}

/* ------------------------------------------------------------------ */
/* libxml2's messages                                                   */

/* A page whose bytes do not fit the character set it declares: libxml2
 * printed "encoding error : input conversion failed…" on standard error.
 * Now that is a diagnostic, and nothing is printed. */
static void
test_libxml_messages (void)
{
  if (g_test_subprocess ())
    {
      static const char page[] = "<html><head><meta charset=\"shift_jis\"></head><body>"
                                 "\x82\xff\x81 <PBN>\n[Event \"x\"]\n</PBN></body></html>\n";
      g_autoptr(GBytes) bytes = g_bytes_new_static (page, sizeof page - 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = brg_import_bytes (bytes, "page.html", &diagnostics, &error);
      gboolean found = FALSE;

      g_assert_no_error (error);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      for (guint i = 0; i < diagnostics->len; i++)
        {
          BrgDiagnostic *d = g_ptr_array_index (diagnostics, i);

          found = found || (strcmp (d->code, "doc-markup-message") == 0
                            && strstr (d->message, "conversion failed") != NULL);
        }
      g_assert_true (found);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/hostile/load/sparse", test_load_sparse);
  g_test_add_func ("/core/hostile/load/stream", test_load_stream);
  g_test_add_func ("/core/hostile/load/out-of-memory", test_load_out_of_memory);
  /* (A write to a FIFO whose reader is gone fails, without a signal.) */
  signal (SIGPIPE, SIG_IGN);
  for (guint i = 0; i < G_N_ELEMENTS (device_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/hostile/load/address-space/%s",
                                               device_cases[i].name);

      g_test_add_data_func (path, &device_cases[i], test_device);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cancel_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/hostile/cancel/%s",
                                               cancel_cases[i].file_name + 2);

      g_test_add_data_func (path, &cancel_cases[i], test_cancel);
    }
  g_test_add_func ("/core/hostile/cancel/file", test_cancel_file);
  g_test_add_func ("/core/hostile/odt/spaces", test_odt_spaces);
  g_test_add_func ("/core/hostile/odt/too-many-spaces", test_odt_too_many_spaces);
  g_test_add_func ("/core/hostile/email/parts", test_email_parts);
  g_test_add_func ("/core/hostile/email/dashes", test_email_dashes);
  g_test_add_func ("/core/hostile/zip/truncated", test_zip_truncated);
  g_test_add_func ("/core/hostile/zip/bomb", test_zip_bomb);
  g_test_add_func ("/core/hostile/zip/big-picture", test_zip_big_picture);
  g_test_add_func ("/core/hostile/zip/many-entries", test_zip_many_entries);
  g_test_add_func ("/core/hostile/zip/nameless-entry", test_zip_nameless_entry);
  g_test_add_func ("/core/hostile/libxml-messages", test_libxml_messages);

  return g_test_run ();
}
