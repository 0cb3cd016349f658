/* brg-recovery.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The recovery files of unsaved changes. A document whose boards hold
 * changes not saved writes them, a few seconds after a change
 * (BrgDocument:autosave-delay), to the user's state folder
 * ($XDG_STATE_HOME/finesse/recovery):
 *
 *   ID.pbn   the boards, as PBN (which keeps everything)
 *   ID.ini   what they were: the file they came from, its format and its
 *            state when it was read, when they were written, how many
 *   ID.lock  held locked (flock) by the process while the document lives
 *
 * A lock is let go when its process ends, however it ends (a crash, a
 * kill, a power cut): brg_recovery_find() lists the recovery files whose
 * lock it can take, which no running Finesse holds.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "brg-file-writer.h"
#include "brg-recovery.h"
#include "brg-recovery-private.h"

#define RECOVERY_GROUP "Recovery"

/**
 * BrgRecovery:
 *
 * The unsaved changes of a Finesse that ended before saving them, as
 * brg_recovery_find() finds them: what the boards came from, when they
 * were written, how many there are. It holds the recovery's lock while it
 * lives, so that no other Finesse offers the same changes; take it over
 * with brg_document_new_from_recovery(), or throw it away with
 * brg_recovery_discard().
 */
struct _BrgRecovery
{
  GObject    parent_instance;

  char      *id;          /* Owned, NULL once taken or discarded */
  int        lock;        /* a file descriptor, or -1 */
  GFile     *file;        /* Owned, nullable: the file the boards came from */
  char      *format_name; /* Owned, nullable */
  GFileInfo *file_info;   /* Owned, nullable: the file's state when it was read */
  GDateTime *saved;       /* Owned, nullable */
  guint      n_boards;
};

G_DEFINE_FINAL_TYPE (BrgRecovery, brg_recovery, G_TYPE_OBJECT)

static char *
dup_recovery_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "finesse", "recovery", NULL);
}

/* The recovery file ID.EXTENSION. */
char *
_brg_recovery_dup_path (const char *id,
                        const char *extension)
{
  g_autofree char *dir = dup_recovery_dir ();
  g_autofree char *name = g_strconcat (id, ".", extension, NULL);

  return g_build_filename (dir, name, NULL);
}

/* The folder of the recovery files, made when missing. */
gboolean
_brg_recovery_make_dir (GError **error)
{
  g_autofree char *dir = dup_recovery_dir ();
  int saved_errno;

  if (g_mkdir_with_parents (dir, 0700) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not make the folder for recovery files %s: %s"), dir,
               g_strerror (saved_errno));
  return FALSE;
}

void
_brg_recovery_remove_files (const char *id)
{
  static const char *extensions[] = { "ini", "pbn", "lock" };

  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    {
      g_autofree char *path = _brg_recovery_dup_path (id, extensions[i]);

      g_unlink (path);
    }
}

/* Opens and locks ID.lock; -1 when another open file holds it (another
 * process, or a document of this one). */
int
_brg_recovery_lock (const char *id)
{
  g_autofree char *path = _brg_recovery_dup_path (id, "lock");
  int fd = open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

  if (fd < 0)
    return -1;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}

/* ID.ini: what the boards were, and when they were written. */
GBytes *
_brg_recovery_about_bytes (const BrgRecoveryAbout *about)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *saved = g_date_time_format_iso8601 (now);
  char *data;
  gsize length;

  if (about->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (about->file);

      g_key_file_set_string (key_file, RECOVERY_GROUP, "File", uri);
    }
  if (about->format_name != NULL)
    g_key_file_set_string (key_file, RECOVERY_GROUP, "Format", about->format_name);
  if (about->file_info != NULL)
    {
      GFileInfo *info = about->file_info;
      const char *etag = g_file_info_get_etag (info);

      if (etag != NULL)
        g_key_file_set_string (key_file, RECOVERY_GROUP, "Etag", etag);
      g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "Size",
                             (guint64) g_file_info_get_size (info));
      g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "Modified",
                             g_file_info_get_attribute_uint64 (info,
                                                               G_FILE_ATTRIBUTE_TIME_MODIFIED));
      g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "ModifiedUsec",
                             g_file_info_get_attribute_uint32 (
                               info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC));
    }
  g_key_file_set_string (key_file, RECOVERY_GROUP, "Saved", saved);
  g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "Boards", about->n_boards);

  data = g_key_file_to_data (key_file, &length, NULL);
  return g_bytes_new_take (data, length);
}

/* Writes the boards, then ID.ini, which is what makes them found; each
 * atomically. Runs in a worker thread. */
gboolean
_brg_recovery_write (const char    *id,
                     GBytes        *boards,
                     GBytes        *about,
                     GCancellable  *cancellable,
                     GError       **error)
{
  g_autofree char *pbn_path = _brg_recovery_dup_path (id, "pbn");
  g_autofree char *ini_path = _brg_recovery_dup_path (id, "ini");
  g_autoptr(GFile) pbn = g_file_new_for_path (pbn_path);
  g_autoptr(GFile) ini = g_file_new_for_path (ini_path);

  return brg_write_file (pbn, boards, BRG_WRITE_NONE, cancellable, error)
         && brg_write_file (ini, about, BRG_WRITE_NONE, cancellable, error);
}

static void
brg_recovery_finalize (GObject *object)
{
  BrgRecovery *self = BRG_RECOVERY (object);

  if (self->lock >= 0)
    close (self->lock);
  g_free (self->id);
  g_clear_object (&self->file);
  g_free (self->format_name);
  g_clear_object (&self->file_info);
  g_clear_pointer (&self->saved, g_date_time_unref);

  G_OBJECT_CLASS (brg_recovery_parent_class)->finalize (object);
}

static void
brg_recovery_class_init (BrgRecoveryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_recovery_finalize;
}

static void
brg_recovery_init (BrgRecovery *self)
{
  self->lock = -1;
}

/* The recovery ID, if its ID.ini reads and no other open file holds its
 * lock. */
static BrgRecovery *
read_recovery (const char *id)
{
  g_autofree char *path = _brg_recovery_dup_path (id, "ini");
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *uri = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *etag = NULL;
  BrgRecovery *self;
  int lock;

  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  /* Another Finesse that runs holds its lock: its boards are not lost. */
  lock = _brg_recovery_lock (id);
  if (lock < 0)
    return NULL;

  self = g_object_new (BRG_TYPE_RECOVERY, NULL);
  self->id = g_strdup (id);
  self->lock = lock;
  uri = g_key_file_get_string (key_file, RECOVERY_GROUP, "File", NULL);
  if (uri != NULL)
    self->file = g_file_new_for_uri (uri);
  self->format_name = g_key_file_get_string (key_file, RECOVERY_GROUP, "Format", NULL);
  if (g_key_file_has_key (key_file, RECOVERY_GROUP, "Modified", NULL))
    {
      self->file_info = g_file_info_new ();
      etag = g_key_file_get_string (key_file, RECOVERY_GROUP, "Etag", NULL);
      if (etag != NULL)
        g_file_info_set_attribute_string (self->file_info, G_FILE_ATTRIBUTE_ETAG_VALUE, etag);
      g_file_info_set_size (self->file_info,
                            g_key_file_get_uint64 (key_file, RECOVERY_GROUP, "Size", NULL));
      g_file_info_set_attribute_uint64 (self->file_info, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        g_key_file_get_uint64 (key_file, RECOVERY_GROUP,
                                                               "Modified", NULL));
      g_file_info_set_attribute_uint32 (self->file_info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        g_key_file_get_uint64 (key_file, RECOVERY_GROUP,
                                                               "ModifiedUsec", NULL));
    }
  saved = g_key_file_get_string (key_file, RECOVERY_GROUP, "Saved", NULL);
  if (saved != NULL)
    self->saved = g_date_time_new_from_iso8601 (saved, NULL);
  self->n_boards = (guint) MIN (g_key_file_get_uint64 (key_file, RECOVERY_GROUP, "Boards", NULL),
                                G_MAXUINT);
  return self;
}

static gint
compare_saved (gconstpointer a,
               gconstpointer b)
{
  const BrgRecovery *ra = *(BrgRecovery * const *) a;
  const BrgRecovery *rb = *(BrgRecovery * const *) b;

  if (ra->saved == NULL || rb->saved == NULL)
    return (ra->saved == NULL) - (rb->saved == NULL);
  return g_date_time_compare (ra->saved, rb->saved);
}

/**
 * brg_recovery_find:
 *
 * Looks for the unsaved changes of a Finesse that ended before saving
 * them: the recovery files whose lock no running process, and no document
 * of this one, holds. Each recovery found holds its lock until it is
 * freed, taken over or discarded.
 *
 * Returns: (transfer container) (element-type BrgRecovery): the
 *   recoveries found, oldest first; empty when there are none
 */
GPtrArray *
brg_recovery_find (void)
{
  g_autofree char *dir_path = dup_recovery_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      BrgRecovery *recovery;

      if (!g_str_has_suffix (name, ".ini"))
        continue;
      id = g_strndup (name, strlen (name) - strlen (".ini"));
      recovery = read_recovery (id);
      if (recovery != NULL)
        g_ptr_array_add (found, recovery);
    }
  g_ptr_array_sort (found, compare_saved);
  return found;
}

/**
 * brg_recovery_get_file:
 * @self: a recovery
 *
 * Returns: (transfer none) (nullable): the file the boards came from, or
 *   %NULL for boards never saved
 */
GFile *
brg_recovery_get_file (BrgRecovery *self)
{
  g_return_val_if_fail (BRG_IS_RECOVERY (self), NULL);

  return self->file;
}

/**
 * brg_recovery_get_format_name:
 * @self: a recovery
 *
 * Returns: (nullable): the name of the format Save wrote the file in
 *   (brg_format_lookup()), or %NULL
 */
const char *
brg_recovery_get_format_name (BrgRecovery *self)
{
  g_return_val_if_fail (BRG_IS_RECOVERY (self), NULL);

  return self->format_name;
}

/**
 * brg_recovery_get_saved:
 * @self: a recovery
 *
 * Returns: (transfer none) (nullable): when the changes were last written
 */
GDateTime *
brg_recovery_get_saved (BrgRecovery *self)
{
  g_return_val_if_fail (BRG_IS_RECOVERY (self), NULL);

  return self->saved;
}

/**
 * brg_recovery_get_n_boards:
 * @self: a recovery
 *
 * Returns: how many boards the recovery file holds
 */
guint
brg_recovery_get_n_boards (BrgRecovery *self)
{
  g_return_val_if_fail (BRG_IS_RECOVERY (self), 0);

  return self->n_boards;
}

/**
 * brg_recovery_discard:
 * @self: a recovery
 *
 * Removes the recovery files: the changes are gone for good.
 */
void
brg_recovery_discard (BrgRecovery *self)
{
  g_return_if_fail (BRG_IS_RECOVERY (self));

  if (self->id == NULL)
    return;
  _brg_recovery_remove_files (self->id);
  g_clear_pointer (&self->id, g_free);
  if (self->lock >= 0)
    close (self->lock);
  self->lock = -1;
}

/* Hands the recovery's files over: its id, and its lock in @lock. The
 * recovery is then of no files. */
char *
_brg_recovery_take (BrgRecovery *self,
                    int         *lock)
{
  *lock = self->lock;
  self->lock = -1;
  return g_steal_pointer (&self->id);
}

GFileInfo *
_brg_recovery_get_file_info (BrgRecovery *self)
{
  return self->file_info;
}

const char *
_brg_recovery_get_id (BrgRecovery *self)
{
  return self->id;
}
