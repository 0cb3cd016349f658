/* brg-file-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one way Finesse writes a file: the new contents go to a temporary
 * file beside the target, every write and the close are checked, the data
 * is flushed to the disk, and only then is the temporary file renamed over
 * the target. A full disk, a write error or a crash leaves the old file as
 * it was, never a fragment. (GLib 2.74's g_file_replace_contents() renames
 * even after a failed write, and rewrites symbolic links and files with
 * several names in place.)
 *
 * A save that is killed must not leave its temporary file behind (35 MB
 * for a file of 100,000 deals). Where the file system allows it, the
 * temporary file has no name while it is written (Linux's O_TMPFILE): a
 * process killed then leaves nothing. It gets a name only for the
 * instant between linkat() and the rename. That name, and the name of
 * the temporary file where there is no O_TMPFILE, says whose it is:
 * `.NAME.finesse.HOST.PID.XXXXXX`. The next save of the file, or
 * brg_write_file_clean_up() when a file is opened, removes those of a
 * process of this host that is no longer alive.
 */

/* O_TMPFILE */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "brg-file-writer.h"
#include "brg-file-writer-private.h"

/* Writes are split so that cancelling a large save is heard. */
#define CHUNK_SIZE (1 << 20)

/* The most of a file's name that goes into its temporary file's name, so
 * that the whole stays under NAME_MAX (255 bytes). */
#define BASE_IN_TEMP 128

static gboolean anonymous_allowed = TRUE;

static gboolean
write_error (GError     **error,
             int          saved_errno,
             const char  *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not write “%s”: %s"), display, g_strerror (saved_errno));
  return FALSE;
}

/* The file that is really written: @path itself, or the file its symbolic
 * links lead to, so that the links stay links. A link that leads nowhere is
 * refused rather than followed to create a file in some other place. */
static char *
resolve_target (const char  *path,
                gboolean    *exists,
                struct stat *target_stat,
                GError     **error)
{
  struct stat link_stat;

  *exists = FALSE;
  if (g_lstat (path, &link_stat) != 0)
    {
      if (errno == ENOENT)
        return g_strdup (path);
      write_error (error, errno, path);
      return NULL;
    }

  if (S_ISLNK (link_stat.st_mode))
    {
      char *resolved = realpath (path, NULL);
      char *target;

      if (resolved == NULL)
        {
          g_autofree char *display = g_filename_display_name (path);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("Could not write “%s”: it is a symbolic link to a file that does "
                         "not exist"), display);
          return NULL;
        }
      target = g_strdup (resolved);
      free (resolved);
      if (g_stat (target, target_stat) != 0)
        {
          write_error (error, errno, path);
          g_free (target);
          return NULL;
        }
      *exists = TRUE;
      return target;
    }

  *target_stat = link_stat;
  *exists = TRUE;
  return g_strdup (path);
}

static gboolean
write_all (int            fd,
           const guint8  *data,
           gsize          size,
           GCancellable  *cancellable,
           const char    *path,
           GError       **error)
{
  while (size > 0)
    {
      gssize written = write (fd, data, MIN (size, CHUNK_SIZE));

      if (written < 0)
        {
          if (errno == EINTR)
            continue;
          return write_error (error, errno, path);
        }
      data += written;
      size -= (gsize) written;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
    }
  return TRUE;
}

/* The rename is durable only once the directory is on the disk too. Some
 * file systems cannot sync a directory; that is not a failure. */
static void
sync_directory (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Keeps the version about to be replaced as PATH~: a second name for the
 * same data, so the rename that follows leaves it intact. */
static gboolean
make_backup (const char  *target,
             GError     **error)
{
  g_autofree char *backup = g_strconcat (target, "~", NULL);

  if (g_unlink (backup) != 0 && errno != ENOENT)
    return write_error (error, errno, backup);
  if (link (target, backup) == 0)
    return TRUE;

  /* A file system without hard links: copy instead. */
  {
    g_autoptr(GFile) from = g_file_new_for_path (target);
    g_autoptr(GFile) to = g_file_new_for_path (backup);

    return g_file_copy (from, to, G_FILE_COPY_OVERWRITE | G_FILE_COPY_ALL_METADATA, NULL, NULL,
                        NULL, error);
  }
}

/* This host's name, as it goes into a temporary file's name: letters,
 * digits and `-` only. */
static char *
host_part (void)
{
  char *host = g_strdup (g_get_host_name ());

  for (char *p = host; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      *p = '_';
  return host;
}

/* `.NAME.finesse.`: what the name of every temporary file of NAME
 * starts with. */
static char *
temp_prefix (const char *base)
{
  g_autofree char *short_base = g_strndup (base, BASE_IN_TEMP);

  return g_strdup_printf (".%s.finesse.", short_base);
}

/* `DIR/.NAME.finesse.HOST.PID.` and the six characters that make it one. */
static char *
temp_template (const char *dir,
               const char *base)
{
  g_autofree char *prefix = temp_prefix (base);
  g_autofree char *host = host_part ();

  return g_strdup_printf ("%s/%s%s.%ld.XXXXXX", dir, prefix, host, (long) getpid ());
}

/* Whether a temporary file's name after its prefix, `HOST.PID.XXXXXX`,
 * names a process of this host that is gone. */
static gboolean
is_dead_save (const char *rest)
{
  g_autofree char *host = host_part ();
  gsize host_len = strlen (host);
  const char *pid_text, *dot;
  char *end = NULL;
  guint64 pid;

  if (strncmp (rest, host, host_len) != 0 || rest[host_len] != '.')
    return FALSE;
  pid_text = rest + host_len + 1;
  dot = strchr (pid_text, '.');
  if (dot == NULL || strlen (dot + 1) != 6)
    return FALSE;
  pid = g_ascii_strtoull (pid_text, &end, 10);
  if (end != dot || pid == 0 || pid > G_MAXINT || (pid_t) pid == getpid ())
    return FALSE;
  return kill ((pid_t) pid, 0) != 0 && errno == ESRCH;
}

/* The temporary files that saves of @target killed on this host left
 * beside it: regular files of ours whose process is gone. */
static guint
remove_dead_temporaries (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *prefix = temp_prefix (base);
  gsize prefix_len = strlen (prefix);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint removed = 0;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;

      if (strncmp (name, prefix, prefix_len) != 0 || !is_dead_save (name + prefix_len))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == getuid ()
          && g_unlink (path) == 0)
        removed++;
    }
  return removed;
}

/* A temporary file for @target: one without a name (O_TMPFILE) where the
 * file system has them, *@temp NULL; else a named one, *@temp its name. */
static int
open_temporary (const char  *dir,
                const char  *base,
                char       **temp)
{
  int fd = -1;

  *temp = NULL;
#ifdef O_TMPFILE
  if (anonymous_allowed)
    fd = open (dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0666);
  if (fd >= 0)
    return fd;
#endif
  *temp = temp_template (dir, base);
  return g_mkstemp_full (*temp, O_RDWR | O_CLOEXEC, 0666);
}

/* Gives the temporary file without a name a name of ours beside the
 * target, to be renamed over it. FALSE (errno set) when it cannot. */
static gboolean
name_temporary (int          fd,
                const char  *dir,
                const char  *base,
                char       **temp)
{
  g_autofree char *proc = g_strdup_printf ("/proc/self/fd/%d", fd);

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
      char *name = temp_template (dir, base);
      char *x = name + strlen (name) - 6;

      for (guint i = 0; i < 6; i++)
        x[i] = letters[g_random_int_range (0, sizeof letters - 1)];
      if (linkat (AT_FDCWD, proc, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0)
        {
          *temp = name;
          return TRUE;
        }
      g_free (name);
      if (errno != EEXIST)
        return FALSE;
    }
  return FALSE;
}

static gboolean
write_native (const char     *path,
              GBytes         *bytes,
              BrgWriteFlags   flags,
              GCancellable   *cancellable,
              GError        **error)
{
  g_autofree char *target = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *base = NULL;
  g_autofree char *dir = NULL;
  struct stat target_stat;
  gboolean exists;
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  int fd;

  target = resolve_target (path, &exists, &target_stat, error);
  if (target == NULL)
    return FALSE;

  if (exists && !S_ISREG (target_stat.st_mode))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("Could not write “%s”: it is not a regular file"), display);
      return FALSE;
    }
  /* A read-only file stays as it is, although its folder would allow a
   * rename over it. */
  if (exists && access (target, W_OK) != 0)
    return write_error (error, errno, path);

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  /* What saves of this file killed before left. */
  remove_dead_temporaries (target);
  fd = open_temporary (dir, base, &temp);
  if (fd < 0)
    return write_error (error, errno, path);

  if (exists)
    {
      /* The new version keeps the old one's permissions (and owner, where
       * we may set it). */
      if (fchown (fd, target_stat.st_uid, target_stat.st_gid) != 0)
        {
          /* Only the superuser may give files away; the group may still do. */
          G_GNUC_UNUSED int ignored = fchown (fd, (uid_t) -1, target_stat.st_gid);
        }
      fchmod (fd, target_stat.st_mode & 07777);
    }

  if (!write_all (fd, data, size, cancellable, path, error))
    goto failed;
  if (fsync (fd) != 0)
    {
      write_error (error, errno, path);
      goto failed;
    }
  if (temp == NULL && !name_temporary (fd, dir, base, &temp))
    {
      int saved_errno = errno;

      /* No /proc, or a file system that takes no link: written again
       * into a named temporary file. */
      close (fd);
      fd = -1;
      if (saved_errno == ENOENT || saved_errno == EPERM || saved_errno == EOPNOTSUPP
          || saved_errno == EXDEV || saved_errno == EMLINK)
        {
          temp = temp_template (dir, base);
          fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
          if (fd < 0)
            {
              g_clear_pointer (&temp, g_free);
              write_error (error, errno, path);
              goto failed;
            }
          if (exists)
            {
              if (fchown (fd, target_stat.st_uid, target_stat.st_gid) != 0)
                {
                  G_GNUC_UNUSED int ignored = fchown (fd, (uid_t) -1, target_stat.st_gid);
                }
              fchmod (fd, target_stat.st_mode & 07777);
            }
          if (!write_all (fd, data, size, cancellable, path, error))
            goto failed;
          if (fsync (fd) != 0)
            {
              write_error (error, errno, path);
              goto failed;
            }
        }
      else
        {
          write_error (error, saved_errno, path);
          goto failed;
        }
    }
  if (close (fd) != 0)
    {
      fd = -1;
      write_error (error, errno, path);
      goto failed;
    }
  fd = -1;

  if (exists && (flags & BRG_WRITE_BACKUP) != 0 && !make_backup (target, error))
    goto failed;

  if (g_rename (temp, target) != 0)
    {
      write_error (error, errno, path);
      goto failed;
    }
  sync_directory (target);
  return TRUE;

failed:
  if (fd >= 0)
    close (fd);
  if (temp != NULL)
    g_unlink (temp);
  return FALSE;
}

/**
 * brg_write_file_clean_up:
 * @file: a file
 *
 * Removes the temporary files that saves of @file killed on this host
 * left beside it (`.NAME.finesse.HOST.PID.XXXXXX`, the process gone):
 * regular files of this user only. brg_write_file() does so before it
 * writes; a program calls this when it opens a file, so that a save
 * killed the day before leaves nothing even if the file is not saved
 * again.
 *
 * Returns: how many temporary files were removed
 */
guint
brg_write_file_clean_up (GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  struct stat target_stat;
  gboolean exists;

  g_return_val_if_fail (G_IS_FILE (file), 0);

  path = g_file_get_path (file);
  if (path == NULL)
    return 0;
  target = resolve_target (path, &exists, &target_stat, NULL);
  if (target == NULL)
    return 0;
  return remove_dead_temporaries (target);
}

/*
 * _brg_write_file_set_anonymous:
 * @allowed: whether a temporary file may be one without a name
 *
 * For tests: the named temporary file of file systems without O_TMPFILE.
 */
void
_brg_write_file_set_anonymous (gboolean allowed)
{
  anonymous_allowed = allowed;
}

/**
 * brg_write_file:
 * @file: the file to write
 * @bytes: its new contents
 * @flags: #BrgWriteFlags
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Replaces @file with @bytes, atomically: either the complete new contents
 * are in place, or the old file (if any) is untouched and no temporary file
 * is left behind. A symbolic link stays a link and the file it leads to is
 * replaced; a link that leads nowhere, a read-only file and anything that is
 * not a regular file are refused. The new file keeps the old one's
 * permissions. A file with several names (hard links) gets a new version
 * under this name; the other names keep the old one.
 *
 * With %BRG_WRITE_BACKUP the version being replaced is kept as `FILE~`.
 *
 * Files that are not on a local file system (no path) are written with
 * g_file_replace_contents(), which is as atomic as their backend allows.
 *
 * Returns: %TRUE when the new contents are in place
 */
gboolean
brg_write_file (GFile          *file,
                GBytes         *bytes,
                BrgWriteFlags   flags,
                GCancellable   *cancellable,
                GError        **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      gsize size;
      const char *data = g_bytes_get_data (bytes, &size);

      return g_file_replace_contents (file, data, size, NULL,
                                      (flags & BRG_WRITE_BACKUP) != 0,
                                      G_FILE_CREATE_NONE, NULL, cancellable, error);
    }
  return write_native (path, bytes, flags, cancellable, error);
}

/**
 * brg_file_is_same:
 * @a: a file
 * @b: another file
 *
 * Whether @a and @b are one file on the disk, whatever the names, links or
 * relative paths that lead to them.
 *
 * Returns: %TRUE when both exist and are the same file, or have the same
 *   name
 */
gboolean
brg_file_is_same (GFile *a,
                  GFile *b)
{
  g_autofree char *path_a = NULL;
  g_autofree char *path_b = NULL;
  struct stat stat_a, stat_b;

  g_return_val_if_fail (G_IS_FILE (a), FALSE);
  g_return_val_if_fail (G_IS_FILE (b), FALSE);

  if (g_file_equal (a, b))
    return TRUE;
  path_a = g_file_get_path (a);
  path_b = g_file_get_path (b);
  if (path_a == NULL || path_b == NULL)
    return FALSE;
  return g_stat (path_a, &stat_a) == 0 && g_stat (path_b, &stat_b) == 0
         && stat_a.st_dev == stat_b.st_dev && stat_a.st_ino == stat_b.st_ino;
}
