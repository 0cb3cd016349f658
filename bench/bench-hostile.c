/* bench-hostile.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 10's hostile inputs at the issue's own sizes, each given to
 * finesse-cli in a process of its own: the time it took, its peak memory
 * (the child's maximum resident set), its exit status and the first line
 * it printed. The inputs are made by tests/hostile.c in a temporary
 * folder. Run by hand, never by the tests:
 *
 *   ./build/bench/bench-hostile [--cli PATH] [--timeout SECONDS] [--memory MB] [CASE…]
 *
 * --cli runs another finesse-cli (an older build, to compare); the
 * default is the one built beside this program. A case that runs past the
 * timeout (default 120 s) is killed and shown as such. Each child's
 * address space is limited (default 4096 MB), so that an input that
 * would take 24 GB fails to allocate instead of taking the machine.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "hostile.h"

typedef struct
{
  const char *name;
  const char *command;     /* check, convert-pbn, convert-rbn */
  const char *file_name;
  GBytes   *(*make) (void);
  const char *special;     /* a path to read instead of a made file */
} Case;

#define KB 1024
#define MB (1024 * 1024)

/* RBN with comments on one board adding up to @size bytes. */
static GBytes *
rbn_comments (gsize size)
{
  return hostile_rbn_comments ((guint) (size / 14));
}

static GBytes *rbn_32k (void) { return rbn_comments (32 * KB); }
static GBytes *rbn_64k (void) { return rbn_comments (64 * KB); }
static GBytes *rbn_128k (void) { return rbn_comments (128 * KB); }
static GBytes *rbx_300k (void) { return hostile_rbx_comments (300 * KB / 14); }
static GBytes *pbn_160k (void) { return hostile_pbn_comments (160 * KB / 14); }
static GBytes *odt_14k (void) { return hostile_odt_spaces (13600 / 23); }
static GBytes *odt_64k (void) { return hostile_odt_spaces (64 * KB / 23); }
static GBytes *line_5m (void) { return hostile_pbn_line (5 * MB); }
static GBytes *line_10m (void) { return hostile_pbn_line (10 * MB); }
static GBytes *line_20m (void) { return hostile_pbn_line (20 * MB); }
static GBytes *mime_1500k (void) { return hostile_email_parts (1500000); }

#define ODT_TYPE "application/vnd.oasis.opendocument.text"

static GBytes *
zip_bomb (void)
{
  const HostileZipEntry entries[] = {
    { "mimetype", ODT_TYPE, 0, 0, FALSE },
    { "content.xml", NULL, (gsize) 1000 * MB, ' ', TRUE },
  };

  return hostile_zip_entries (entries, G_N_ELEMENTS (entries));
}

static GBytes *
zip_65m (void)
{
  const HostileZipEntry entries[] = {
    { "mimetype", ODT_TYPE, 0, 0, FALSE },
    { "content.xml", NULL, 65 * MB, ' ', TRUE },
  };

  return hostile_zip_entries (entries, G_N_ELEMENTS (entries));
}

static GBytes *
zip_picture (void)
{
  const HostileZipEntry entries[] = {
    { "mimetype", ODT_TYPE, 0, 0, FALSE },
    { "content.xml", NULL, 0, 0, TRUE },
    { "Pictures/photo.png", NULL, 70 * 1000 * 1000, 'x', TRUE },
  };
  HostileZipEntry copy[G_N_ELEMENTS (entries)];
  const char *content =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<office:document-content "
    "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
    "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\"><office:body><office:text>"
    "<text:p>&lt;PBN&gt;</text:p><text:p>[Event \"x\"]</text:p><text:p>[Board \"1\"]</text:p>"
    "<text:p>&lt;/PBN&gt;</text:p></office:text></office:body></office:document-content>\n";

  memcpy (copy, entries, sizeof entries);
  copy[1].text = content;
  return hostile_zip_entries (copy, G_N_ELEMENTS (copy));
}

static GBytes *
zip_truncated (void)
{
  g_autoptr(GBytes) odt = hostile_odt_spaces (100);

  return g_bytes_new_from_bytes (odt, 0, g_bytes_get_size (odt) * 2 / 3);
}

static GBytes *
zip_entries (void)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (HostileZipEntry));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  HostileZipEntry mimetype = { "mimetype", ODT_TYPE, 0, 0, FALSE };

  g_array_append_val (entries, mimetype);
  for (guint i = 0; i < 20000; i++)
    {
      HostileZipEntry entry = { NULL, "x", 0, 0, FALSE };

      entry.name = g_strdup_printf ("Pictures/%u.png", i);
      g_ptr_array_add (names, (gpointer) entry.name);
      g_array_append_val (entries, entry);
    }
  return hostile_zip_entries ((const HostileZipEntry *) (gpointer) entries->data, entries->len);
}

static const Case cases[] = {
  { "odt-spaces-13.6k", "check", "spaces.odt", odt_14k, NULL },
  { "odt-spaces-64k", "check", "spaces.odt", odt_64k, NULL },
  { "rbn-comments-32k", "convert-pbn", "comments.rbn", rbn_32k, NULL },
  { "rbn-comments-64k", "convert-pbn", "comments.rbn", rbn_64k, NULL },
  { "rbn-comments-128k", "convert-pbn", "comments.rbn", rbn_128k, NULL },
  { "rbx-comments-300k", "convert-pbn", "comments.rbx", rbx_300k, NULL },
  { "pbn-comments-160k-to-rbn", "convert-rbn", "comments.pbn", pbn_160k, NULL },
  { "line-5m", "convert-pbn", "line.pbn", line_5m, NULL },
  { "line-10m", "convert-pbn", "line.pbn", line_10m, NULL },
  { "line-20m", "convert-pbn", "line.pbn", line_20m, NULL },
  { "dev-zero", "check", NULL, NULL, "/dev/zero" },
  { "sparse-6g", "check", "sparse.pbn", NULL, "sparse" },
  { "mime-parts-1.5m", "check", "parts.eml", mime_1500k, NULL },
  { "zip-truncated", "check", "cut.odt", zip_truncated, NULL },
  { "zip-bomb-1g", "check", "bomb.odt", zip_bomb, NULL },
  { "zip-content-65m", "check", "big.odt", zip_65m, NULL },
  { "zip-picture-70m", "check", "photo.odt", zip_picture, NULL },
  { "zip-20000-entries", "check", "many.odt", zip_entries, NULL },
};

typedef struct
{
  double  seconds;
  long    peak_kib;
  int     status;        /* exit status, or -signal */
  char   *first_line;    /* of stderr, else stdout */
  gboolean timed_out;
} Result;

static char *
first_line_of (const char *path)
{
  g_autofree char *text = NULL;
  char *eol;

  if (!g_file_get_contents (path, &text, NULL, NULL) || text[0] == '\0')
    return g_strdup ("");
  eol = strchr (text, '\n');
  if (eol != NULL)
    *eol = '\0';
  if (strlen (text) > 110)
    strcpy (text + 107, "...");
  return g_strdup (text);
}

static Result
run (const char *cli,
     const char *command,
     const char *path,
     const char *dir,
     guint       timeout,
     guint       memory)
{
  g_autofree char *out_path = g_build_filename (dir, "stdout", NULL);
  g_autofree char *err_path = g_build_filename (dir, "stderr", NULL);
  g_autofree char *converted = g_build_filename (dir, "converted", NULL);
  Result result = { 0 };
  struct rusage usage;
  gint64 start = g_get_monotonic_time ();
  int status = 0;
  pid_t pid;

  pid = fork ();
  if (pid == 0)
    {
      int out = open (out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      int err = open (err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      struct rlimit limit;

      limit.rlim_cur = limit.rlim_max = (rlim_t) memory * 1024 * 1024;
      setrlimit (RLIMIT_AS, &limit);

      dup2 (out, STDOUT_FILENO);
      dup2 (err, STDERR_FILENO);
      if (strcmp (command, "check") == 0)
        execl (cli, cli, "check", path, (char *) NULL);
      else
        execl (cli, cli, "convert", "--to", strcmp (command, "convert-pbn") == 0 ? "pbn" : "rbn",
               path, converted, (char *) NULL);
      _exit (127);
    }

  for (;;)
    {
      pid_t done = wait4 (pid, &status, WNOHANG, &usage);

      if (done == pid)
        break;
      if (g_get_monotonic_time () - start > (gint64) timeout * G_USEC_PER_SEC)
        {
          kill (pid, SIGKILL);
          wait4 (pid, &status, 0, &usage);
          result.timed_out = TRUE;
          break;
        }
      g_usleep (2000);
    }

  result.seconds = (g_get_monotonic_time () - start) / 1e6;
  result.peak_kib = usage.ru_maxrss;
  result.status = WIFEXITED (status) ? WEXITSTATUS (status) : -WTERMSIG (status);
  result.first_line = first_line_of (err_path);
  if (result.first_line[0] == '\0')
    {
      g_free (result.first_line);
      result.first_line = first_line_of (out_path);
    }
  g_unlink (out_path);
  g_unlink (err_path);
  g_unlink (converted);
  return result;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *cli = NULL;
  g_autofree char *dir = NULL;
  guint timeout = 120;
  guint memory = 4096;
  GPtrArray *only = g_ptr_array_new ();

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--cli") == 0 && i + 1 < argc)
        cli = g_strdup (argv[++i]);
      else if (strcmp (argv[i], "--timeout") == 0 && i + 1 < argc)
        timeout = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--memory") == 0 && i + 1 < argc)
        memory = (guint) atoi (argv[++i]);
      else
        g_ptr_array_add (only, argv[i]);
    }
  if (cli == NULL)
    {
      g_autofree char *here = g_path_get_dirname (argv[0]);

      cli = g_build_filename (here, "..", "core", "cli", "finesse-cli", NULL);
    }
  dir = g_dir_make_tmp ("finesse-bench-hostile-XXXXXX", NULL);
  g_assert (dir != NULL);

  printf ("%-26s %10s %9s %9s %6s  %s\n", "case", "bytes", "seconds", "peak MB", "exit",
          "first line printed");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autofree char *path = NULL;
      gsize size = 0;
      Result result;
      gboolean wanted = only->len == 0;

      for (guint k = 0; k < only->len; k++)
        wanted = wanted || strcmp (g_ptr_array_index (only, k), c->name) == 0;
      if (!wanted)
        continue;

      if (c->special != NULL && strcmp (c->special, "sparse") != 0)
        path = g_strdup (c->special);
      else
        {
          path = g_build_filename (dir, c->file_name, NULL);
          if (c->make != NULL)
            {
              g_autoptr(GBytes) bytes = c->make ();

              size = g_bytes_get_size (bytes);
              g_assert (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                             (gssize) size, NULL));
            }
          else
            {
              /* A sparse file of 6 GB: it takes no room on the disk. */
              int fd = open (path, O_CREAT | O_WRONLY | O_TRUNC, 0644);

              size = (gsize) 6 * 1024 * MB;
              g_assert (fd >= 0 && ftruncate (fd, (off_t) size) == 0);
              close (fd);
            }
        }

      result = run (cli, c->command, path, dir, timeout, memory);
      printf ("%-26s %10" G_GSIZE_FORMAT " %9.2f %9.1f %6s  %s\n", c->name, size,
              result.seconds, result.peak_kib / 1024.0,
              result.timed_out ? "killed" : result.status < 0 ? "signal"
              : result.status == 0 ? "0" : result.status == 1 ? "1" : "other",
              result.timed_out ? "(timed out)" : result.first_line);
      fflush (stdout);
      g_free (result.first_line);
      if (c->special == NULL || strcmp (c->special, "sparse") == 0)
        g_unlink (path);
    }
  g_rmdir (dir);
  g_ptr_array_unref (only);
  return 0;
}
