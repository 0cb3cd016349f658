/* brg-window-save.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-file-dialog.h"
#include "brg-markup-private.h"
#include "brg-window-actions.h"
#include "brg-window-save.h"

/* How many of the format's losses the dialog names before "and N more". */
#define MAX_LOSSES_SHOWN 10

/**
 * BrgWindowSave:
 *
 * Save and Save As in a window (`win.save`, `win.save-as`), and the
 * question asked before unsaved changes are closed or replaced by another
 * file (brg_window_save_confirm_async()).
 *
 * The document writes (brg_document_save_async()); this part asks the
 * user what the document refuses to do alone, and saves again with the
 * answer: what the format cannot say, listed by board
 * (%BRG_DOCUMENT_ERROR_LOSSES), a file another program changed since it
 * was read (%BRG_DOCUMENT_ERROR_CHANGED), a file the name Save As made
 * would replace (%BRG_DOCUMENT_ERROR_EXISTS). A save is one job from the
 * first question to the last answer (#BrgWindowSave:busy).
 */
struct _BrgWindowSave
{
  GObject         parent_instance;

  GtkWindow      *window;     /* Weak: the dialogs' parent */
  BrgWindowModel *model;      /* Owned */
  GSettings      *settings;   /* Owned */
  gpointer        job;        /* Owned, nullable: the save under way */
};

G_DEFINE_FINAL_TYPE (BrgWindowSave, brg_window_save, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  BrgWindowSave        *self;       /* Owned */
  BrgDocument          *document;   /* Owned */
  GFile                *file;       /* Owned: where to save */
  const BrgFormat      *format;
  BrgDocumentSaveFlags  flags;
  GTask                *confirm;    /* Owned, nullable: a question waiting for the save */
} SaveJob;

static void choose_file (BrgWindowSave *self,
                         GTask         *confirm);
static void run_job     (SaveJob       *job);

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->self);
  g_clear_object (&job->document);
  g_clear_object (&job->file);
  g_clear_object (&job->confirm);
  g_free (job);
}

static void
set_job (BrgWindowSave *self,
         SaveJob       *job)
{
  gboolean busy = job != NULL;

  if ((self->job != NULL) == busy)
    {
      self->job = job;
      return;
    }
  self->job = job;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* The job is over, saved or not: the window can save again, and a
 * question that waited for it has its answer. */
static void
finish_job (SaveJob  *job,
            gboolean  saved)
{
  BrgWindowSave *self = job->self;
  GTask *confirm = g_steal_pointer (&job->confirm);

  if (self->job == job)
    set_job (self, NULL);
  save_job_free (job);
  if (confirm != NULL)
    {
      g_task_return_boolean (confirm, saved);
      g_object_unref (confirm);
    }
}

static void
show_error (BrgWindowSave *self,
            GFile         *file,
            const char    *message)
{
  g_autofree char *name = brg_file_dialog_dup_name (file);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Could Not Save “%s”"), name);
  dialog = brg_file_dialog_new (self->window, heading, message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -- What the format cannot say -- */

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
  if (!g_str_equal (response, "save"))
    {
      finish_job (job, FALSE);
      return;
    }
  job->flags |= BRG_DOCUMENT_SAVE_ACCEPT_LOSSES;
  run_job (job);
}

static void
ask_about_losses (SaveJob   *job,
                  GPtrArray *losses)
{
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *name = brg_file_dialog_dup_name (job->file);
  g_autofree char *heading = NULL;
  BrgEvent *event = brg_document_get_event (job->document);
  AdwMessageDialog *dialog;
  guint shown;

  /* Translators: %s is a file format, such as "RBN 3.2" */
  heading = g_strdup_printf (_("%s Cannot Say Everything"), _(job->format->title));
  /* Translators: %s is a file name; a list of boards follows */
  g_string_append_printf (body, _("Saving “%s” in this format leaves out or changes:"), name);
  shown = MIN (losses->len, MAX_LOSSES_SHOWN);
  for (guint i = 0; i < shown; i++)
    {
      g_autofree char *line = dup_loss_line (event, g_ptr_array_index (losses, i));

      g_string_append_printf (body, "\n• %s", line);
    }
  if (losses->len > shown)
    {
      g_autofree char *more = _brg_dup_count (losses->len - shown);

      g_string_append_c (body, '\n');
      /* Translators: %s is a number of further problems */
      g_string_append_printf (body, ngettext ("and %s more", "and %s more",
                                              losses->len - shown), more);
    }
  g_string_append (body, "\n\n");
  g_string_append (body, _("PBN keeps everything."));

  dialog = brg_file_dialog_new (job->self->window, heading, body->str);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "save", _("Save _Anyway"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (losses_response_cb), job);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -- A file changed elsewhere, or one Save As did not ask about -- */

static void
conflict_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      SaveJob          *job)
{
  if (g_str_equal (response, "replace"))
    {
      job->flags |= BRG_DOCUMENT_SAVE_REPLACE;
      run_job (job);
      return;
    }
  if (g_str_equal (response, "save-as"))
    {
      g_autoptr(BrgWindowSave) self = g_object_ref (job->self);
      g_autoptr(GTask) confirm = g_steal_pointer (&job->confirm);

      finish_job (job, FALSE);
      choose_file (self, confirm);
      return;
    }
  finish_job (job, FALSE);
}

static void
ask_about_conflict (SaveJob  *job,
                    gboolean  exists)
{
  g_autofree char *name = brg_file_dialog_dup_name (job->file);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  const char *body;

  if (exists)
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Replace “%s”?"), name);
      body = _("A file with this name already exists. Saving replaces it.");
    }
  else
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("“%s” Changed on Disk"), name);
      body = _("Another program changed this file after Finesse opened it. Saving replaces "
               "those changes with the boards shown here.");
    }

  dialog = brg_file_dialog_new (job->self->window, heading, body);
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
}

/* -- The save -- */

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SaveJob *job = user_data;
  BrgWindowSave *self = job->self;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *text = NULL;

  if (brg_document_save_finish (BRG_DOCUMENT (source), result, &losses, &error)
      && self->model != NULL)
    {
      name = brg_file_dialog_dup_name (job->file);
      uri = g_file_get_uri (job->file);
      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
      /* Translators: %s is a file name */
      text = g_strdup_printf (_("Saved “%s”"), name);
      brg_window_model_say (self->model, text, NULL, NULL);
      finish_job (job, TRUE);
      return;
    }

  /* The window is gone, or closed and not yet let go of
   * (brg_file_dialog_can_show()): nobody to ask. */
  if (!brg_file_dialog_can_show (self->window) || self->model == NULL)
    {
      finish_job (job, FALSE);
      return;
    }
  if (g_error_matches (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_LOSSES))
    ask_about_losses (job, losses);
  else if (g_error_matches (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CHANGED))
    ask_about_conflict (job, FALSE);
  else if (g_error_matches (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_EXISTS))
    ask_about_conflict (job, TRUE);
  else
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, job->file, error->message);
      finish_job (job, FALSE);
    }
}

static void
run_job (SaveJob *job)
{
  brg_document_save_async (job->document, job->file, job->format, job->flags, NULL,
                           saved_cb, job);
}

/* Saves the document shown to @file in @format; @confirm, when given, is
 * told how it went. */
static void
save_to (BrgWindowSave        *self,
         GFile                *file,
         const BrgFormat      *format,
         BrgDocumentSaveFlags  flags,
         GTask                *confirm)
{
  BrgDocument *document = self->model != NULL ? brg_window_model_get_document (self->model)
                                              : NULL;
  SaveJob *job;

  g_assert (format != NULL && format->write != NULL);

  if (document == NULL || brg_document_get_event (document) == NULL || self->job != NULL)
    {
      if (confirm != NULL)
        g_task_return_boolean (confirm, FALSE);
      return;
    }

  job = g_new0 (SaveJob, 1);
  job->self = g_object_ref (self);
  job->document = g_object_ref (document);
  job->file = g_object_ref (file);
  job->format = format;
  job->flags = flags;
  job->confirm = confirm != NULL ? g_object_ref (confirm) : NULL;
  set_job (self, job);
  run_job (job);
}

/* -- Save As: the file chooser -- */

typedef struct
{
  BrgWindowSave *self;      /* Owned */
  GTask         *confirm;   /* Owned, nullable */
} ChooseData;

static void
choose_data_free (ChooseData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->confirm);
  g_free (data);
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
      format = brg_document_format_for_save_as (file, filter != NULL
                                                      ? g_object_get_data (G_OBJECT (filter),
                                                                           "brg-format")
                                                      : NULL, &renamed);
      save_to (data->self, renamed != NULL ? renamed : file, format,
               renamed != NULL ? BRG_DOCUMENT_SAVE_NEW_NAME : BRG_DOCUMENT_SAVE_NONE,
               data->confirm);
    }
  else if (data->confirm != NULL)
    g_task_return_boolean (data->confirm, FALSE);
  choose_data_free (data);
}

/* The name Save As starts with: the file's, with the extension of the
 * format it is saved in, else the event's. */
static char *
dup_suggested_name (BrgDocument     *document,
                    const BrgFormat *format)
{
  GFile *file = brg_document_get_file (document);
  BrgEvent *event = brg_document_get_event (document);
  g_autofree char *stem = NULL;
  const char *event_name;
  char *dot;

  if (file != NULL)
    stem = g_file_get_basename (file);
  else
    {
      event_name = event != NULL && brg_event_get_n_boards (event) > 0
                   ? brg_board_get_tag (brg_event_get_board (event, 0), "Event") : NULL;
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
choose_file (BrgWindowSave *self,
             GTask         *confirm)
{
  BrgDocument *document = self->model != NULL ? brg_window_model_get_document (self->model)
                                              : NULL;
  const BrgFormat *current = NULL;
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;
  g_autofree char *name = NULL;
  ChooseData *data;

  if (document == NULL || brg_document_get_event (document) == NULL || self->job != NULL
      || self->window == NULL)
    {
      if (confirm != NULL)
        g_task_return_boolean (confirm, FALSE);
      return;
    }
  current = brg_document_get_format (document);
  if (current == NULL)
    current = brg_format_lookup ("pbn");

  native = gtk_file_chooser_native_new (_("Save Boards As"), self->window,
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

  if (brg_document_get_file (document) != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (brg_document_get_file (document));

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
  name = dup_suggested_name (document, current);
  gtk_file_chooser_set_current_name (chooser, name);

  data = g_new0 (ChooseData, 1);
  data->self = g_object_ref (self);
  data->confirm = confirm != NULL ? g_object_ref (confirm) : NULL;
  g_signal_connect (native, "response", G_CALLBACK (file_chooser_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* Save: in place when the document knows its file's format; else Save As. */
static void
save (BrgWindowSave *self,
      GTask         *confirm)
{
  BrgDocument *document = self->model != NULL ? brg_window_model_get_document (self->model)
                                              : NULL;
  const BrgFormat *format = document != NULL ? brg_document_get_format (document) : NULL;

  if (document == NULL || brg_document_get_file (document) == NULL || format == NULL)
    choose_file (self, confirm);
  else
    save_to (self, brg_document_get_file (document), format, BRG_DOCUMENT_SAVE_NONE, confirm);
}

/* -- Unsaved changes -- */

static void
unref_task (gpointer  data,
            GClosure *closure)
{
  g_object_unref (data);
}

static void
unsaved_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     GTask            *confirm)
{
  BrgWindowSave *self = g_task_get_source_object (confirm);
  BrgDocument *document = self->model != NULL ? brg_window_model_get_document (self->model)
                                              : NULL;

  /* The dialog may respond again as it closes: the first answer holds. */
  if (g_object_get_data (G_OBJECT (confirm), "brg-answered") != NULL)
    return;
  g_object_set_data (G_OBJECT (confirm), "brg-answered", GINT_TO_POINTER (TRUE));

  if (g_str_equal (response, "save"))
    save (self, confirm);
  else if (g_str_equal (response, "discard"))
    {
      if (document != NULL)
        brg_document_discard_recovery (document);
      g_task_return_boolean (confirm, TRUE);
    }
  else
    g_task_return_boolean (confirm, FALSE);
}

/**
 * brg_window_save_confirm_async:
 * @self: the save part
 * @reason: why the changes would go
 * @callback: called with the answer
 * @user_data: data for @callback
 *
 * Asks Save, Discard or Cancel when the document shown holds unsaved
 * changes; Save saves (Save As when it has no file). Answers at once
 * when there is nothing to lose.
 */
void
brg_window_save_confirm_async (BrgWindowSave       *self,
                               BrgWindowSaveReason  reason,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  BrgDocument *document;
  GFile *file;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  g_return_if_fail (BRG_IS_WINDOW_SAVE (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, brg_window_save_confirm_async);
  document = brg_window_model_get_document (self->model);
  if (document == NULL || !brg_document_get_modified (document))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  /* A save under way answers for itself. */
  if (self->job != NULL || self->window == NULL)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }

  file = brg_document_get_file (document);
  name = file != NULL ? brg_file_dialog_dup_name (file) : g_strdup (_("Untitled"));
  if (reason == BRG_WINDOW_SAVE_CLOSING)
    /* Translators: %s is a file name */
    body = g_strdup_printf (_("“%s” has changes that are not saved. Closing the window "
                              "discards them."), name);
  else
    /* Translators: %s is a file name */
    body = g_strdup_printf (_("“%s” has changes that are not saved. Opening another file "
                              "discards them."), name);

  dialog = brg_file_dialog_new (self->window, _("Save Changes?"), body);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (unsaved_response_cb),
                         g_steal_pointer (&task), unref_task, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * brg_window_save_confirm_finish:
 * @self: the save part
 * @result: the result given to the callback
 *
 * Returns: %TRUE when the window can go on: nothing to lose, the changes
 *   saved, or discarded; %FALSE when the user cancelled or the save failed
 */
gboolean
brg_window_save_confirm_finish (BrgWindowSave *self,
                                GAsyncResult  *result)
{
  g_return_val_if_fail (BRG_IS_WINDOW_SAVE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), NULL);
}

/* -- Actions -- */

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  save (BRG_WINDOW_SAVE (user_data), NULL);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  choose_file (BRG_WINDOW_SAVE (user_data), NULL);
}

static const GActionEntry actions[] = {
  { "save", save_activated },
  { "save-as", save_as_activated },
};

/* -- GObject -- */

static void
brg_window_save_dispose (GObject *object)
{
  BrgWindowSave *self = BRG_WINDOW_SAVE (object);

  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (brg_window_save_parent_class)->dispose (object);
}

static void
brg_window_save_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BrgWindowSave *self = BRG_WINDOW_SAVE (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, brg_window_save_get_busy (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_save_class_init (BrgWindowSaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_save_dispose;
  object_class->get_property = brg_window_save_get_property;

  /**
   * BrgWindowSave:busy:
   *
   * Whether a save is under way: writing, or asking the user.
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_window_save_init (BrgWindowSave *self)
{
}

/**
 * brg_window_save_new:
 * @window: the window, which gets the `win.save` and `win.save-as`
 *   actions and is the parent of the dialogs
 * @model: what the window shows
 * @settings: the settings, for the folder the last file came from
 *
 * Returns: (transfer full): the save part of @window
 */
BrgWindowSave *
brg_window_save_new (GtkWindow      *window,
                     BrgWindowModel *model,
                     GSettings      *settings)
{
  BrgWindowSave *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_SAVE, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->settings = g_object_ref (settings);
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);
  return self;
}

/**
 * brg_window_save_get_busy:
 * @self: the save part
 *
 * Returns: whether a save is under way (writing, or asking)
 */
gboolean
brg_window_save_get_busy (BrgWindowSave *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_SAVE (self), FALSE);

  return self->job != NULL;
}

/**
 * brg_window_save_save_as:
 * @self: the save part
 * @file: where to save
 *
 * Saves the document shown to @file in the format its extension names
 * (PBN when it names none Finesse writes), as Save As does once a file is
 * chosen: what the format cannot say, or a file changed on disk, is asked
 * about first.
 */
void
brg_window_save_save_as (BrgWindowSave *self,
                         GFile         *file)
{
  g_autofree char *basename = NULL;
  const BrgFormat *format;

  g_return_if_fail (BRG_IS_WINDOW_SAVE (self));
  g_return_if_fail (G_IS_FILE (file));

  basename = g_file_get_basename (file);
  format = brg_format_for_writing (basename);
  if (format == NULL)
    format = brg_format_lookup ("pbn");
  save_to (self, file, format, BRG_DOCUMENT_SAVE_NONE, NULL);
}
