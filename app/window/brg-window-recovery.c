/* brg-window-recovery.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Autosave and recovery in BrgWindow. A window whose boards hold unsaved
 * changes writes them, a few seconds after a change, to a recovery file in
 * the user's state folder ($XDG_STATE_HOME/finesse/recovery):
 *
 *   ID.pbn   the boards, as PBN (which keeps everything)
 *   ID.ini   what they were: the file they came from, its format and its
 *            state when it was read, when they were written, how many
 *   ID.lock  held locked (flock) by the window while it lives
 *
 * The boards are written to bytes on the main thread (the model is not
 * shared with threads) and the bytes to the disk in a worker thread,
 * atomically, through brg_write_file(). Saving, or discarding the changes,
 * removes the recovery files.
 *
 * A lock is let go when its process ends, however it ends (a crash, a
 * kill): the next Finesse finds recovery files whose lock it can take, and
 * its first window offers to restore them (brg_window_offer_recovery()).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "brg-event-private.h"
#include "brg-file-writer.h"
#include "brg-format.h"
#include "brg-import.h"
#include "brg-window-private.h"

/* How long after a change its recovery file is written. */
#define AUTOSAVE_DELAY_SECONDS 3

#define RECOVERY_GROUP "Recovery"

static char *
dup_recovery_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "finesse", "recovery", NULL);
}

static char *
dup_recovery_path (const char *id,
                   const char *extension)
{
  g_autofree char *dir = dup_recovery_dir ();
  g_autofree char *name = g_strconcat (id, ".", extension, NULL);

  return g_build_filename (dir, name, NULL);
}

static void
remove_recovery_files (const char *id)
{
  static const char *extensions[] = { "ini", "pbn", "lock" };

  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    {
      g_autofree char *path = dup_recovery_path (id, extensions[i]);

      g_unlink (path);
    }
}

/* Opens and locks ID.lock; -1 when another process holds it. */
static int
lock_recovery (const char *id)
{
  g_autofree char *path = dup_recovery_path (id, "lock");
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

/* -- Writing -- */

typedef struct
{
  BrgWindow *self;   /* Owned */
  char      *id;     /* Owned */
  GBytes    *boards; /* Owned, or NULL while written from: */
  BrgEvent  *snapshot; /* Owned, nullable: the thread's alone */
  GBytes    *about;  /* Owned */
} AutosaveData;

static void
autosave_data_free (AutosaveData *data)
{
  g_clear_object (&data->self);
  g_free (data->id);
  g_clear_pointer (&data->boards, g_bytes_unref);
  g_clear_object (&data->snapshot);
  g_clear_pointer (&data->about, g_bytes_unref);
  g_free (data);
}

static void
autosave_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AutosaveData *data = task_data;
  g_autofree char *pbn_path = dup_recovery_path (data->id, "pbn");
  g_autofree char *ini_path = dup_recovery_path (data->id, "ini");
  g_autoptr(GFile) pbn = g_file_new_for_path (pbn_path);
  g_autoptr(GFile) ini = g_file_new_for_path (ini_path);
  GError *error = NULL;

  /* A big file's boards are written here, from a snapshot: building
   * them again takes a while (brg-event-private.h). */
  if (data->boards == NULL)
    data->boards = brg_format_lookup ("pbn")->write (data->snapshot, NULL);

  /* The boards first: ID.ini is what makes them found. */
  if (!brg_write_file (pbn, data->boards, BRG_WRITE_NONE, cancellable, &error)
      || !brg_write_file (ini, data->about, BRG_WRITE_NONE, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
autosave_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  AutosaveData *data = g_task_get_task_data (G_TASK (result));
  BrgWindow *self = data->self;
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("Could not write the recovery file of unsaved changes: %s", error->message);

  /* Saved or discarded while the write ran: the files are not wanted. A
   * window gone meanwhile keeps them, with its changes. */
  if (self->history != NULL && g_strcmp0 (self->recovery_id, data->id) != 0)
    remove_recovery_files (data->id);
  if (self->autosave_cancellable == g_task_get_cancellable (G_TASK (result)))
    g_clear_object (&self->autosave_cancellable);
}

static GBytes *
dup_about (BrgWindow *self)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *saved = g_date_time_format_iso8601 (now);
  char *data;
  gsize length;

  if (self->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);

      g_key_file_set_string (key_file, RECOVERY_GROUP, "File", uri);
    }
  if (self->format_name != NULL)
    g_key_file_set_string (key_file, RECOVERY_GROUP, "Format", self->format_name);
  if (self->file_info != NULL)
    {
      const char *etag = g_file_info_get_etag (self->file_info);

      if (etag != NULL)
        g_key_file_set_string (key_file, RECOVERY_GROUP, "Etag", etag);
      g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "Size",
                             (guint64) g_file_info_get_size (self->file_info));
      g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "Modified",
                             g_file_info_get_attribute_uint64 (self->file_info,
                                                               G_FILE_ATTRIBUTE_TIME_MODIFIED));
      g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "ModifiedUsec",
                             g_file_info_get_attribute_uint32 (
                               self->file_info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC));
    }
  g_key_file_set_string (key_file, RECOVERY_GROUP, "Saved", saved);
  g_key_file_set_uint64 (key_file, RECOVERY_GROUP, "Boards",
                         brg_event_get_n_boards (self->event));

  data = g_key_file_to_data (key_file, &length, NULL);
  return g_bytes_new_take (data, length);
}

static gboolean
autosave_cb (gpointer user_data)
{
  BrgWindow *self = user_data;
  g_autoptr(GTask) task = NULL;
  g_autofree char *dir = dup_recovery_dir ();
  AutosaveData *data;

  self->autosave_id = 0;
  if (self->event == NULL || !brg_window_get_modified (self))
    return G_SOURCE_REMOVE;
  /* One write at a time, so that an older one never lands last. */
  if (self->autosave_cancellable != NULL)
    {
      _brg_window_schedule_autosave (self);
      return G_SOURCE_REMOVE;
    }

  if (self->recovery_id == NULL)
    {
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          g_warning ("Could not make the folder for recovery files %s: %s", dir,
                     g_strerror (errno));
          return G_SOURCE_REMOVE;
        }
      self->recovery_id = g_uuid_string_random ();
      self->recovery_lock = lock_recovery (self->recovery_id);
    }

  data = g_new0 (AutosaveData, 1);
  data->self = g_object_ref (self);
  data->id = g_strdup (self->recovery_id);
  if (_brg_event_has_source (self->event))
    data->snapshot = _brg_event_snapshot (self->event);
  else
    data->boards = brg_format_lookup ("pbn")->write (self->event, NULL);
  data->about = dup_about (self);

  self->autosave_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->autosave_cancellable, autosave_done_cb, NULL);
  g_task_set_source_tag (task, autosave_cb);
  g_task_set_task_data (task, data, (GDestroyNotify) autosave_data_free);
  g_task_run_in_thread (task, autosave_thread);

  return G_SOURCE_REMOVE;
}

/* A change: its recovery file is written within AUTOSAVE_DELAY_SECONDS,
 * however many changes follow. */
void
_brg_window_schedule_autosave (BrgWindow *self)
{
  if (self->autosave_id != 0 || !brg_window_get_modified (self))
    return;
  self->autosave_id = g_timeout_add_seconds (AUTOSAVE_DELAY_SECONDS, autosave_cb, self);
}

/* The changes were saved or discarded: their recovery files go. */
void
_brg_window_discard_recovery (BrgWindow *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->recovery_id == NULL)
    return;

  remove_recovery_files (self->recovery_id);
  g_clear_pointer (&self->recovery_id, g_free);
  if (self->recovery_lock >= 0)
    close (self->recovery_lock);
  self->recovery_lock = -1;
}

void
_brg_window_init_recovery (BrgWindow *self)
{
  self->recovery_lock = -1;
}

/* A window that goes with its changes unsaved (the user was asked) leaves
 * its recovery file; letting go of the lock makes it found next time. */
void
_brg_window_dispose_recovery (BrgWindow *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->autosave_cancellable != NULL)
    g_cancellable_cancel (self->autosave_cancellable);
  g_clear_object (&self->autosave_cancellable);
  if (self->history != NULL && !brg_history_get_modified (self->history))
    _brg_window_discard_recovery (self);
  g_clear_pointer (&self->recovery_id, g_free);
  if (self->recovery_lock >= 0)
    close (self->recovery_lock);
  self->recovery_lock = -1;
}

/* -- Restoring -- */

typedef struct
{
  char      *id;       /* Owned */
  int        lock;     /* held while the dialog asks */
  GFile     *file;     /* Owned, nullable: the file the boards came from */
  char      *format;   /* Owned, nullable */
  GFileInfo *info;     /* Owned, nullable: the file's state when it was read */
  GDateTime *saved;    /* Owned, nullable */
  guint64    n_boards;
} Recovery;

static void
recovery_free (Recovery *recovery)
{
  if (recovery->lock >= 0)
    close (recovery->lock);
  g_free (recovery->id);
  g_clear_object (&recovery->file);
  g_free (recovery->format);
  g_clear_object (&recovery->info);
  g_clear_pointer (&recovery->saved, g_date_time_unref);
  g_free (recovery);
}

static Recovery *
read_recovery (const char *id)
{
  g_autofree char *path = dup_recovery_path (id, "ini");
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *uri = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *etag = NULL;
  Recovery *recovery;
  int lock;

  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  /* Another Finesse that runs holds its lock: its boards are not lost. */
  lock = lock_recovery (id);
  if (lock < 0)
    return NULL;

  recovery = g_new0 (Recovery, 1);
  recovery->id = g_strdup (id);
  recovery->lock = lock;
  uri = g_key_file_get_string (key_file, RECOVERY_GROUP, "File", NULL);
  if (uri != NULL)
    recovery->file = g_file_new_for_uri (uri);
  recovery->format = g_key_file_get_string (key_file, RECOVERY_GROUP, "Format", NULL);
  if (g_key_file_has_key (key_file, RECOVERY_GROUP, "Modified", NULL))
    {
      recovery->info = g_file_info_new ();
      etag = g_key_file_get_string (key_file, RECOVERY_GROUP, "Etag", NULL);
      if (etag != NULL)
        g_file_info_set_attribute_string (recovery->info, G_FILE_ATTRIBUTE_ETAG_VALUE, etag);
      g_file_info_set_size (recovery->info,
                            g_key_file_get_uint64 (key_file, RECOVERY_GROUP, "Size", NULL));
      g_file_info_set_attribute_uint64 (recovery->info, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        g_key_file_get_uint64 (key_file, RECOVERY_GROUP,
                                                               "Modified", NULL));
      g_file_info_set_attribute_uint32 (recovery->info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        g_key_file_get_uint64 (key_file, RECOVERY_GROUP,
                                                               "ModifiedUsec", NULL));
    }
  saved = g_key_file_get_string (key_file, RECOVERY_GROUP, "Saved", NULL);
  if (saved != NULL)
    recovery->saved = g_date_time_new_from_iso8601 (saved, NULL);
  recovery->n_boards = g_key_file_get_uint64 (key_file, RECOVERY_GROUP, "Boards", NULL);
  return recovery;
}

static gint
compare_saved (gconstpointer a,
               gconstpointer b)
{
  const Recovery *ra = *(Recovery * const *) a;
  const Recovery *rb = *(Recovery * const *) b;

  if (ra->saved == NULL || rb->saved == NULL)
    return (ra->saved == NULL) - (rb->saved == NULL);
  return g_date_time_compare (ra->saved, rb->saved);
}

/* The recovery files no running Finesse holds, oldest first. */
static GPtrArray *
find_recoveries (void)
{
  g_autofree char *dir_path = dup_recovery_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) recovery_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      Recovery *recovery;

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

/* "club.pbn, 32 boards, changed on 24 November at 14:05" */
static char *
dup_description (Recovery *recovery)
{
  g_autofree char *name = recovery->file != NULL ? _brg_window_dup_display_name (recovery->file)
                                                 : g_strdup (_("Untitled"));
  g_autofree char *boards = NULL;
  g_autofree char *when = NULL;

  /* Translators: the number of boards in a recovery file */
  boards = g_strdup_printf (ngettext ("%u board", "%u boards", (gulong) recovery->n_boards),
                            (guint) recovery->n_boards);
  if (recovery->saved != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (recovery->saved);

      /* Translators: when unsaved changes were last written, a strftime format */
      when = g_date_time_format (local, _("%-d %B at %H:%M"));
    }
  if (when != NULL)
    /* Translators: a file name, a number of boards, and when they were written */
    return g_strdup_printf (_("%s, %s, changed on %s"), name, boards, when);
  return g_strdup_printf ("%s, %s", name, boards);
}

/* Shows the boards of @recovery in @window, as changes not saved to the
 * file they came from; the window takes over the recovery files. */
static gboolean
restore (BrgWindow *window,
         Recovery  *recovery)
{
  g_autofree char *path = dup_recovery_path (recovery->id, "pbn");
  g_autoptr(GFile) boards = g_file_new_for_path (path);
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  const BrgFormat *format;

  event = brg_import_file (boards, NULL, NULL, &error);
  if (event == NULL || brg_event_get_n_boards (event) == 0)
    {
      g_warning ("Could not read the recovery file %s: %s", path,
                 error != NULL ? error->message : "no boards");
      return FALSE;
    }

  _brg_window_show_event (window, recovery->file, event, NULL);
  format = recovery->format != NULL ? brg_format_lookup (recovery->format) : NULL;
  window->format_name = format != NULL && format->write != NULL ? format->name : NULL;
  g_set_object (&window->file_info, recovery->info);
  brg_history_set_modified (window->history, TRUE);

  _brg_window_discard_recovery (window);
  window->recovery_id = g_steal_pointer (&recovery->id);
  window->recovery_lock = recovery->lock;
  recovery->lock = -1;
  _brg_window_update_subtitle (window);
  return TRUE;
}

typedef struct
{
  BrgWindow *self;        /* Owned */
  GPtrArray *recoveries;  /* Owned: of Recovery */
} OfferData;

static void
offer_data_free (gpointer  user_data,
                 GClosure *closure)
{
  OfferData *data = user_data;

  g_clear_object (&data->self);
  g_clear_pointer (&data->recoveries, g_ptr_array_unref);
  g_free (data);
}

static void
offer_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   OfferData        *data)
{
  BrgWindow *self = data->self;

  for (guint i = 0; i < data->recoveries->len; i++)
    {
      Recovery *recovery = g_ptr_array_index (data->recoveries, i);

      if (g_str_equal (response, "restore"))
        {
          BrgWindow *window = self;

          if (self->event != NULL || self->loading_file != NULL)
            {
              window = brg_window_new (gtk_window_get_application (GTK_WINDOW (self)),
                                       self->settings);
              gtk_window_present (GTK_WINDOW (window));
            }
          restore (window, recovery);
        }
      else if (g_str_equal (response, "discard"))
        remove_recovery_files (recovery->id);
    }
}

/**
 * brg_window_offer_recovery:
 * @self: a #BrgWindow
 *
 * Looks for the unsaved changes of a Finesse that ended before saving
 * them (a crash, a kill), and if there are any asks whether to restore
 * them: the first into @self when it shows nothing yet, the others into
 * windows of their own, each marked as changed and saved back to the file
 * it came from. Not Now keeps them for the next start; Discard removes
 * them.
 *
 * Returns: %TRUE if there were changes to offer
 */
gboolean
brg_window_offer_recovery (BrgWindow *self)
{
  g_autoptr(GPtrArray) recoveries = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;
  OfferData *data;

  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  recoveries = find_recoveries ();
  if (recoveries->len == 0)
    return FALSE;

  g_string_append (body, ngettext ("Finesse stopped before these boards were saved:",
                                   "Finesse stopped before these boards were saved:",
                                   recoveries->len));
  for (guint i = 0; i < recoveries->len; i++)
    {
      g_autofree char *description = dup_description (g_ptr_array_index (recoveries, i));

      g_string_append_printf (body, "\n• %s", description);
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Restore Unsaved Changes?"), body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "later", _("_Not Now"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");

  data = g_new0 (OfferData, 1);
  data->self = g_object_ref (self);
  data->recoveries = g_steal_pointer (&recoveries);
  g_signal_connect_data (dialog, "response", G_CALLBACK (offer_response_cb), data,
                         offer_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}
