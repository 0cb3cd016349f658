/* brg-window-save.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New, Save and Save As in BrgWindow, and the question asked before
 * unsaved changes are closed or replaced by another file.
 *
 * A save is a SaveJob that goes through its steps in order, each of which
 * may stop to ask the user and go on from the dialog's answer:
 *
 *   1. the boards are written to bytes by the format's writer: on the main
 *      thread (the model is not shared with threads), but a big file's,
 *      most of whose boards are built again to be written, in a thread
 *      from a snapshot of the event (_brg_event_snapshot());
 *   2. what the format cannot say (the writer's diagnostics) is shown, by
 *      board, and the user saves anyway or not; what was accepted once is
 *      not asked again;
 *   3. a file changed on disk since it was opened (its etag, time and size
 *      as recorded then) is not overwritten without asking; nor is a file
 *      that the name given to Save As, with its extension added, names;
 *   4. the bytes are written by brg_write_file() in a worker thread:
 *      beside the file, flushed, renamed over it, with a `FILE~` backup the
 *      first time this run of Finesse replaces that file.
 *
 * Then the window takes the file, its format and its new state, the
 * history is marked saved, and what waited for the save (closing the
 * window, opening another file) goes on.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-event-private.h"
#include "brg-file-writer.h"
#include "brg-format.h"
#include "brg-markup-private.h"
#include "brg-window-private.h"


/* How many of the format's losses the dialog names before "and N more". */
#define MAX_LOSSES_SHOWN 10

/* What waits for a save, or for the answer to the unsaved changes. */
typedef enum
{
  THEN_NOTHING,
  THEN_CLOSE,
  THEN_OPEN,
} Then;

typedef struct
{
  BrgWindow       *self;            /* Owned */
  GFile           *file;            /* Owned: where to save */
  const BrgFormat *format;
  GBytes          *bytes;           /* Owned */
  GPtrArray       *losses;          /* Owned: of BrgDiagnostic not accepted before */
  GFile           *then_file;       /* Owned, nullable: THEN_OPEN's */
  GCancellable    *cancellable;     /* Owned */
  Then             then;
  BrgWriteFlags    flags;
  gboolean         losses_checked;
  gboolean         conflict_checked;
  gboolean         confirm_replace; /* Save As added an extension to the name */
} SaveJob;

/* The files this run of Finesse has replaced and kept a backup of. */
static GHashTable *backed_up;

static void save_job_run (SaveJob *job);
static void run_then     (BrgWindow *self,
                          Then       then,
                          GFile     *file);
static void choose_file  (BrgWindow *self,
                          Then       then,
                          GFile     *then_file);

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->self);
  g_clear_object (&job->file);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_clear_pointer (&job->losses, g_ptr_array_unref);
  g_clear_object (&job->then_file);
  g_clear_object (&job->cancellable);
  g_free (job);
}

/* The job is over, saved or not: the window can save again. */
static void
save_job_finish (SaveJob *job)
{
  BrgWindow *self = job->self;

  if (self->save_job == job)
    self->save_job = NULL;
  _brg_window_update_actions (self);
  save_job_free (job);
}

static char *
dup_name (GFile *file)
{
  return _brg_window_dup_display_name (file);
}

static void
show_error (BrgWindow  *self,
            GFile      *file,
            const char *message)
{
  g_autofree char *name = dup_name (file);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Could Not Save “%s”"), name);
  dialog = _brg_window_new_file_dialog (self, heading, message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -- Step 4: writing -- */

typedef struct
{
  GFile         *file;   /* Owned */
  GBytes        *bytes;  /* Owned */
  BrgWriteFlags  flags;
} WriteData;

static void
write_data_free (WriteData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_free (data);
}

/* In the worker thread: the write, then the file's new state. */
static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  WriteData *data = task_data;
  GError *error = NULL;
  GFileInfo *info;

  if (!brg_write_file (data->file, data->bytes, data->flags, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  info = g_file_query_info (data->file, BRG_FILE_STATE_ATTRIBUTES, G_FILE_QUERY_INFO_NONE,
                            NULL, NULL);
  g_task_return_pointer (task, info, g_object_unref);
}

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  SaveJob *job = user_data;
  BrgWindow *self = job->self;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = dup_name (job->file);
  g_autofree char *saved = NULL;
  Then then = job->then;
  g_autoptr(GFile) then_file = job->then_file != NULL ? g_object_ref (job->then_file) : NULL;

  info = g_task_propagate_pointer (G_TASK (result), &error);
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, job->file, error->message);
      save_job_finish (job);
      return;
    }

  if (job->flags & BRG_WRITE_BACKUP)
    {
      if (backed_up == NULL)
        backed_up = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_add (backed_up, g_file_get_uri (job->file));
    }

  g_set_object (&self->file_info, info);
  self->format_name = job->format->name;
  _brg_window_set_file (self, job->file);
  brg_history_set_modified (self->history, FALSE);
  _brg_window_update_subtitle (self);
  _brg_window_add_recent (self, job->file);

  /* Translators: %s is a file name */
  saved = g_strdup_printf (_("Saved “%s”"), name);
  _brg_window_show_toast (self, saved, NULL, NULL);

  save_job_finish (job);
  run_then (self, then, then_file);
}

static void
write_bytes (SaveJob *job)
{
  g_autoptr(GTask) task = NULL;
  WriteData *data = g_new0 (WriteData, 1);
  g_autofree char *uri = g_file_get_uri (job->file);

  /* The first time this run replaces a file, the old one is kept as FILE~. */
  if (backed_up == NULL || !g_hash_table_contains (backed_up, uri))
    job->flags |= BRG_WRITE_BACKUP;
  if (!g_file_query_exists (job->file, NULL))
    job->flags &= ~BRG_WRITE_BACKUP;

  data->file = g_object_ref (job->file);
  data->bytes = g_bytes_ref (job->bytes);
  data->flags = job->flags;

  task = g_task_new (NULL, job->cancellable, write_done_cb, job);
  g_task_set_source_tag (task, write_bytes);
  g_task_set_task_data (task, data, (GDestroyNotify) write_data_free);
  g_task_run_in_thread (task, write_thread);
}

/* -- Step 3: a file changed elsewhere, or one Save As did not ask about -- */

static gboolean
same_state (GFileInfo *a,
            GFileInfo *b)
{
  const char *etag_a = g_file_info_get_etag (a);
  const char *etag_b = g_file_info_get_etag (b);

  if (etag_a != NULL && etag_b != NULL && g_strcmp0 (etag_a, etag_b) != 0)
    return FALSE;
  if (g_file_info_get_size (a) != g_file_info_get_size (b))
    return FALSE;
  return g_file_info_get_attribute_uint64 (a, G_FILE_ATTRIBUTE_TIME_MODIFIED)
           == g_file_info_get_attribute_uint64 (b, G_FILE_ATTRIBUTE_TIME_MODIFIED)
         && g_file_info_get_attribute_uint32 (a, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC)
              == g_file_info_get_attribute_uint32 (b, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
}

static void
conflict_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      SaveJob          *job)
{
  if (g_str_equal (response, "replace"))
    {
      job->conflict_checked = TRUE;
      save_job_run (job);
      return;
    }
  if (g_str_equal (response, "save-as"))
    {
      BrgWindow *self = job->self;
      Then then = job->then;
      g_autoptr(GFile) then_file = job->then_file != NULL ? g_object_ref (job->then_file) : NULL;

      save_job_finish (job);
      choose_file (self, then, then_file);
      return;
    }
  save_job_finish (job);
}

/* Whether @job's file is one the user has not agreed to replace: the file
 * opened, changed on disk since, or a file the name Save As was given
 * comes to once its extension is added. Asks, and goes on from the
 * answer. */
static gboolean
ask_about_conflict (SaveJob *job)
{
  BrgWindow *self = job->self;
  g_autofree char *name = dup_name (job->file);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  const char *body;

  if (job->conflict_checked)
    return FALSE;
  job->conflict_checked = TRUE;

  if (job->confirm_replace && g_file_query_exists (job->file, NULL))
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Replace “%s”?"), name);
      body = _("A file with this name already exists. Saving replaces it.");
    }
  else if (self->file != NULL && self->file_info != NULL && g_file_equal (self->file, job->file))
    {
      g_autoptr(GFileInfo) now = g_file_query_info (job->file, BRG_FILE_STATE_ATTRIBUTES,
                                                    G_FILE_QUERY_INFO_NONE, NULL, NULL);

      /* A file removed since is written again without asking. */
      if (now == NULL || same_state (self->file_info, now))
        return FALSE;
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("“%s” Changed on Disk"), name);
      body = _("Another program changed this file after Finesse opened it. Saving replaces "
               "those changes with the boards shown here.");
    }
  else
    return FALSE;

  dialog = _brg_window_new_file_dialog (self, heading, body);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "save-as", _("Save _As…"),
                                    "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (conflict_response_cb), job);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* -- Step 2: what the format cannot say -- */

static char *
loss_key (const BrgFormat     *format,
          const BrgDiagnostic *diagnostic)
{
  return g_strdup_printf ("%s|%u|%s|%s", format->name, diagnostic->board, diagnostic->code,
                          diagnostic->message);
}

/* "Board 3: …", by the board's number, else its place in the file. */
static char *
dup_loss_line (BrgEvent            *event,
               const BrgDiagnostic *diagnostic)
{
  BrgBoard *board = NULL;

  if (diagnostic->board > 0 && diagnostic->board <= brg_event_get_n_boards (event))
    board = brg_event_get_board (event, diagnostic->board - 1);
  if (board != NULL && brg_board_get_number (board) > 0)
    /* Translators: a board's number, then what the format leaves out of it */
    return g_strdup_printf (_("Board %u: %s"), brg_board_get_number (board), diagnostic->message);
  if (board != NULL)
    /* Translators: a board without a number, by its place in the file */
    return g_strdup_printf (_("Board at place %u: %s"), diagnostic->board, diagnostic->message);
  return g_strdup (diagnostic->message);
}

static void
losses_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    SaveJob          *job)
{
  BrgWindow *self = job->self;

  if (!g_str_equal (response, "save"))
    {
      save_job_finish (job);
      return;
    }

  for (guint i = 0; i < job->losses->len; i++)
    g_hash_table_add (self->accepted_losses,
                      loss_key (job->format, g_ptr_array_index (job->losses, i)));
  job->losses_checked = TRUE;
  save_job_run (job);
}

static gboolean
ask_about_losses (SaveJob *job)
{
  BrgWindow *self = job->self;
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *name = dup_name (job->file);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  guint shown;

  if (job->losses_checked || job->losses == NULL || job->losses->len == 0)
    return FALSE;

  /* Translators: %s is a file format, such as "RBN 3.2" */
  heading = g_strdup_printf (_("%s Cannot Say Everything"), _(job->format->title));
  /* Translators: %s is a file name; a list of boards follows */
  g_string_append_printf (body, _("Saving “%s” in this format leaves out or changes:"), name);
  shown = MIN (job->losses->len, MAX_LOSSES_SHOWN);
  for (guint i = 0; i < shown; i++)
    {
      g_autofree char *line = dup_loss_line (self->event, g_ptr_array_index (job->losses, i));

      g_string_append_printf (body, "\n• %s", line);
    }
  if (job->losses->len > shown)
    {
      g_autofree char *more = _brg_dup_count (job->losses->len - shown);

      g_string_append_c (body, '\n');
      /* Translators: %s is a number of further problems */
      g_string_append_printf (body, ngettext ("and %s more", "and %s more",
                                              job->losses->len - shown), more);
    }
  g_string_append (body, "\n\n");
  g_string_append (body, _("PBN keeps everything."));

  dialog = _brg_window_new_file_dialog (self, heading, body->str);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "save", _("Save _Anyway"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (losses_response_cb), job);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* -- Step 1: the bytes -- */

static void
take_losses (SaveJob   *job,
             GPtrArray *diagnostics)
{
  BrgWindow *self = job->self;

  job->losses = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);
      g_autofree char *key = loss_key (job->format, diagnostic);

      if (!g_hash_table_contains (self->accepted_losses, key))
        g_ptr_array_add (job->losses, brg_diagnostic_copy (diagnostic));
    }
}

typedef struct
{
  BrgEvent        *event;        /* Owned: a snapshot, the thread's alone */
  const BrgFormat *format;
  GBytes          *bytes;        /* Owned */
  GPtrArray       *diagnostics;  /* Owned */
} Serialize;

static void
serialize_free (Serialize *serialize)
{
  g_clear_object (&serialize->event);
  g_clear_pointer (&serialize->bytes, g_bytes_unref);
  g_clear_pointer (&serialize->diagnostics, g_ptr_array_unref);
  g_free (serialize);
}

static void
serialize_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  Serialize *serialize = task_data;

  serialize->bytes = serialize->format->write (serialize->event, &serialize->diagnostics);
  g_task_return_boolean (task, TRUE);
}

static void
serialize_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SaveJob *job = user_data;
  Serialize *serialize = g_task_get_task_data (G_TASK (result));

  job->bytes = g_steal_pointer (&serialize->bytes);
  take_losses (job, serialize->diagnostics);
  if (g_cancellable_is_cancelled (job->cancellable))
    {
      save_job_finish (job);
      return;
    }
  save_job_run (job);
}

/* Returns TRUE when the bytes are being made in a thread, which takes the
 * job on. A big file's boards are nearly all to be built again (about a
 * second for 100,000 deals): that is done away from the window, on a
 * snapshot of the event; a small file's are written at once. Nothing is
 * edited while a save is under way (the edits wait for it). */
static gboolean
write_event (SaveJob *job)
{
  BrgWindow *self = job->self;
  g_autoptr(GPtrArray) diagnostics = NULL;

  if (_brg_event_has_source (self->event))
    {
      g_autoptr(GTask) task = NULL;
      Serialize *serialize = g_new0 (Serialize, 1);

      serialize->event = _brg_event_snapshot (self->event);
      serialize->format = job->format;
      task = g_task_new (NULL, NULL, serialize_done_cb, job);
      g_task_set_source_tag (task, write_event);
      g_task_set_task_data (task, serialize, (GDestroyNotify) serialize_free);
      g_task_run_in_thread (task, serialize_thread);
      return TRUE;
    }

  job->bytes = job->format->write (self->event, &diagnostics);
  take_losses (job, diagnostics);
  return FALSE;
}

/* Takes @job as far as it goes without asking; a dialog takes it on. */
static void
save_job_run (SaveJob *job)
{
  if (job->bytes == NULL && write_event (job))
    return;
  if (ask_about_losses (job))
    return;
  if (ask_about_conflict (job))
    return;
  write_bytes (job);
}

/* Saves the boards to @file in @format, then does what waited for it. */
static void
save_to (BrgWindow       *self,
         GFile           *file,
         const BrgFormat *format,
         gboolean         confirm_replace,
         Then             then,
         GFile           *then_file)
{
  SaveJob *job;

  g_assert (format != NULL && format->write != NULL);

  if (self->event == NULL || self->save_job != NULL)
    return;

  job = g_new0 (SaveJob, 1);
  job->self = g_object_ref (self);
  job->file = g_object_ref (file);
  job->format = format;
  job->then = then;
  job->then_file = then_file != NULL ? g_object_ref (then_file) : NULL;
  job->cancellable = g_cancellable_new ();
  job->confirm_replace = confirm_replace;
  self->save_job = job;
  _brg_window_update_actions (self);

  save_job_run (job);
}

/* -- Save As: the file chooser -- */

typedef struct
{
  BrgWindow *self;        /* Owned */
  GFile     *then_file;   /* Owned, nullable */
  Then       then;
} ChooseData;

static void
choose_data_free (ChooseData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->then_file);
  g_free (data);
}

/**
 * _brg_window_format_for_save:
 * @file: the file chosen in Save As
 * @chosen: (nullable): the format of the filter chosen
 * @renamed: (out) (transfer full) (nullable): @file with the format's
 *   extension added, when its name had none; else %NULL
 *
 * The name's own extension names the format when it is one Finesse
 * writes; otherwise the filter chosen does (PBN without one), and its
 * extension is added to a name without one.
 *
 * Returns: (transfer none): the format to save in
 */
const BrgFormat *
_brg_window_format_for_save (GFile            *file,
                             const BrgFormat  *chosen,
                             GFile           **renamed)
{
  g_autofree char *basename = g_file_get_basename (file);
  const BrgFormat *format = brg_format_for_writing (basename);

  *renamed = NULL;
  if (format != NULL)
    return format;

  format = chosen != NULL && chosen->write != NULL ? chosen : brg_format_lookup ("pbn");
  if (strchr (basename, '.') == NULL)
    {
      g_autofree char *name = g_strconcat (basename, ".", format->extensions[0], NULL);
      g_autoptr(GFile) parent = g_file_get_parent (file);

      *renamed = g_file_get_child (parent, name);
    }
  return format;
}

static void
file_chooser_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          ChooseData      *data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) renamed = NULL;
  g_autoptr(GtkFileFilter) filter = NULL;
  const BrgFormat *format;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  if (filter != NULL)
    g_object_ref (filter);
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);

  if (file != NULL)
    {
      format = _brg_window_format_for_save (file, filter != NULL
                                                  ? g_object_get_data (G_OBJECT (filter),
                                                                       "brg-format")
                                                  : NULL, &renamed);
      save_to (data->self, renamed != NULL ? renamed : file, format, renamed != NULL,
               data->then, data->then_file);
    }
  choose_data_free (data);
}

/* The name Save As starts with: the file's, with the extension of the
 * format it is saved in, else the event's. */
static char *
dup_suggested_name (BrgWindow       *self,
                    const BrgFormat *format)
{
  g_autofree char *stem = NULL;
  const char *event_name;
  char *dot;

  if (self->file != NULL)
    stem = g_file_get_basename (self->file);
  else
    {
      event_name = self->event != NULL && brg_event_get_n_boards (self->event) > 0
                   ? brg_board_get_tag (brg_event_get_board (self->event, 0), "Event") : NULL;
      if (event_name != NULL && event_name[0] != '\0' && !g_str_equal (event_name, "?")
          && strchr (event_name, '/') == NULL)
        stem = g_strdup (event_name);
      else
        stem = g_strdup (_("Untitled"));
    }

  dot = strrchr (stem, '.');
  if (dot != NULL && dot != stem)
    *dot = '\0';
  return g_strconcat (stem, ".", format->extensions[0], NULL);
}

static void
choose_file (BrgWindow *self,
             Then       then,
             GFile     *then_file)
{
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;
  const BrgFormat *current = self->format_name != NULL ? brg_format_lookup (self->format_name)
                                                       : brg_format_lookup ("pbn");
  g_autofree char *name = NULL;
  ChooseData *data;

  if (self->event == NULL || self->save_job != NULL)
    return;

  native = gtk_file_chooser_native_new (_("Save Boards As"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (native);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  /* One filter a format Finesse writes, from the registry. */
  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    {
      const BrgFormat *format = brg_format_get_nth (i);
      g_autoptr(GtkFileFilter) filter = NULL;

      if (format->write == NULL || format->extensions == NULL)
        continue;
      filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _(format->title));
      for (guint j = 0; format->extensions[j] != NULL; j++)
        gtk_file_filter_add_suffix (filter, format->extensions[j]);
      g_object_set_data (G_OBJECT (filter), "brg-format", (gpointer) format);
      gtk_file_chooser_add_filter (chooser, filter);
      if (format == current)
        gtk_file_chooser_set_filter (chooser, filter);
    }

  if (self->file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (self->file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    }
  else
    {
      g_autofree char *last_folder = g_settings_get_string (self->settings, "last-folder");

      if (last_folder[0] != '\0')
        {
          g_autoptr(GFile) folder = g_file_new_for_uri (last_folder);

          gtk_file_chooser_set_current_folder (chooser, folder, NULL);
        }
    }
  name = dup_suggested_name (self, current);
  gtk_file_chooser_set_current_name (chooser, name);

  data = g_new0 (ChooseData, 1);
  data->self = g_object_ref (self);
  data->then = then;
  data->then_file = then_file != NULL ? g_object_ref (then_file) : NULL;
  g_signal_connect (native, "response", G_CALLBACK (file_chooser_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* Save: in place when the window knows the file's format; else Save As. */
static void
save (BrgWindow *self,
      Then       then,
      GFile     *then_file)
{
  const BrgFormat *format = self->format_name != NULL ? brg_format_lookup (self->format_name)
                                                      : NULL;

  if (self->file == NULL || format == NULL || format->write == NULL)
    choose_file (self, then, then_file);
  else
    save_to (self, self->file, format, FALSE, then, then_file);
}

/* -- Unsaved changes -- */

static void
run_then (BrgWindow *self,
          Then       then,
          GFile     *file)
{
  switch (then)
    {
    case THEN_CLOSE:
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;

    case THEN_OPEN:
      self->close_confirmed = TRUE;
      brg_window_open_file (self, file);
      break;

    case THEN_NOTHING:
    default:
      break;
    }
}

typedef struct
{
  BrgWindow *self;   /* Owned */
  GFile     *file;   /* Owned, nullable */
  Then       then;
} AskData;

static void
ask_data_free (gpointer  user_data,
               GClosure *closure)
{
  AskData *data = user_data;

  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

static void
unsaved_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     AskData          *data)
{
  BrgWindow *self = data->self;

  if (g_str_equal (response, "save"))
    save (self, data->then, data->file);
  else if (g_str_equal (response, "discard"))
    {
      _brg_window_discard_recovery (self);
      run_then (self, data->then, data->file);
    }
}

/* Asks Save, Discard or Cancel before unsaved changes go; the answer does
 * @then. */
static void
ask_unsaved (BrgWindow *self,
             Then       then,
             GFile     *file)
{
  g_autofree char *name = self->file != NULL ? dup_name (self->file) : g_strdup (_("Untitled"));
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  AskData *data;

  if (self->save_job != NULL)
    return;

  if (then == THEN_CLOSE)
    /* Translators: %s is a file name */
    body = g_strdup_printf (_("“%s” has changes that are not saved. Closing the window "
                              "discards them."), name);
  else
    /* Translators: %s is a file name */
    body = g_strdup_printf (_("“%s” has changes that are not saved. Opening another file "
                              "discards them."), name);

  dialog = _brg_window_new_file_dialog (self, _("Save Changes?"), body);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");

  data = g_new0 (AskData, 1);
  data->self = g_object_ref (self);
  data->file = file != NULL ? g_object_ref (file) : NULL;
  data->then = then;
  g_signal_connect_data (dialog, "response", G_CALLBACK (unsaved_response_cb), data,
                         ask_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Whether closing waits for the answer about unsaved changes. */
gboolean
_brg_window_ask_before_close (BrgWindow *self)
{
  if (self->close_confirmed || !brg_window_get_modified (self))
    return FALSE;

  ask_unsaved (self, THEN_CLOSE, NULL);
  return TRUE;
}

/* Whether opening @file waits for the answer about unsaved changes. */
gboolean
_brg_window_ask_before_open (BrgWindow *self,
                             GFile     *file)
{
  if (self->close_confirmed)
    {
      self->close_confirmed = FALSE;
      return FALSE;
    }
  if (!brg_window_get_modified (self))
    return FALSE;

  ask_unsaved (self, THEN_OPEN, file);
  return TRUE;
}

/* A file was opened: it is saved back in its format when that is one
 * Finesse writes and the name says (a web page with <PBN> snippets is not
 * replaced by an article), and its state is kept to find changes made
 * elsewhere. */
void
_brg_window_opened_file (BrgWindow *self,
                         GFile     *file,
                         GFileInfo *info)
{
  g_autofree char *basename = g_file_get_basename (file);
  const BrgFormat *format = basename != NULL ? brg_format_from_file_name (basename) : NULL;

  self->format_name = format != NULL && format->write != NULL ? format->name : NULL;
  g_set_object (&self->file_info, info);
  g_hash_table_remove_all (self->accepted_losses);
  /* A file opened shows its table first. */
  brg_window_set_editing_deal (self, FALSE);
}

/* -- Actions -- */

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  brg_window_new_event (BRG_WINDOW (widget));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);

  if (g_str_equal (action_name, "win.save-as"))
    choose_file (self, THEN_NOTHING, NULL);
  else
    save (self, THEN_NOTHING, NULL);
}

void
_brg_window_class_add_save_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action);
}

void
_brg_window_init_save (BrgWindow *self)
{
  self->accepted_losses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

void
_brg_window_dispose_save (BrgWindow *self)
{
  if (self->save_job != NULL)
    g_cancellable_cancel (((SaveJob *) self->save_job)->cancellable);
  g_clear_object (&self->file_info);
  g_clear_pointer (&self->accepted_losses, g_hash_table_unref);
}

/**
 * brg_window_new_event:
 * @self: a #BrgWindow
 *
 * Makes a new event of one board, board 1 with its dealer and
 * vulnerability, and shows it with the deal editor open: in @self when it
 * shows nothing yet, else in a new window.
 */
void
brg_window_new_event (BrgWindow *self)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgCommand) add = NULL;
  BrgWindow *window = self;

  g_return_if_fail (BRG_IS_WINDOW (self));

  if (self->event != NULL || self->loading_file != NULL)
    {
      window = brg_window_new (gtk_window_get_application (GTK_WINDOW (self)), self->settings);
      gtk_window_present (GTK_WINDOW (window));
    }

  event = brg_event_new ();
  add = brg_edit_add_board (event, 0);
  if (!brg_command_apply (add, NULL))
    g_assert_not_reached ();

  _brg_window_show_event (window, NULL, event, NULL);
  window->format_name = NULL;
  g_clear_object (&window->file_info);
  _brg_window_update_subtitle (window);
  brg_window_set_editing_deal (window, TRUE);
}

/**
 * brg_window_save_as:
 * @self: a #BrgWindow
 * @file: where to save
 *
 * Saves the boards to @file in the format its extension names (PBN when
 * it names none Finesse writes), as Save As does once a file is chosen:
 * what the format cannot say, or a file changed on disk, is asked about
 * first. The save ends asynchronously (brg_window_get_saving()).
 */
void
brg_window_save_as (BrgWindow *self,
                    GFile     *file)
{
  g_autofree char *basename = NULL;
  const BrgFormat *format;

  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  basename = g_file_get_basename (file);
  format = brg_format_for_writing (basename);
  if (format == NULL)
    format = brg_format_lookup ("pbn");
  save_to (self, file, format, FALSE, THEN_NOTHING, NULL);
}

/**
 * brg_window_get_saving:
 * @self: a #BrgWindow
 *
 * Returns: whether a save is under way (writing, or asking)
 */
gboolean
brg_window_get_saving (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return self->save_job != NULL;
}
