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
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "brg-file-writer.h"

/* Writes are split so that cancelling a large save is heard. */
#define CHUNK_SIZE (1 << 20)

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
  temp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
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
  g_unlink (temp);
  return FALSE;
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
