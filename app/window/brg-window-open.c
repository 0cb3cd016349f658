/* brg-window-open.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-diagnostics-window.h"
#include "brg-file-dialog.h"
#include "brg-markup-private.h"
#include "brg-problem-list.h"
#include "brg-window-actions.h"
#include "brg-window-open.h"

/* A load that takes longer than this shows the spinner. */
#define LOADING_INDICATOR_DELAY_MS 150

/**
 * BrgWindowOpen:
 *
 * Opening a file in a window: `win.open` (the file chooser),
 * `win.open-recent`, drag and drop, `win.cancel-load` (Esc), the spinner
 * and stop button, and what the window says when a read ends: a message
 * that sums up the problems found, or a dialog for a file that cannot be
 * read.
 *
 * Each file is read into a document of its own (brg_document_load_async()).
 * The window shows it (#BrgWindowModel:document) as soon as its first
 * boards are read; the file shown before stays until then, and stays for
 * good when the new one fails or is stopped before its first board. The
 * list fills as the rest comes, with the problems found on the way.
 * Stopped after its first boards, a read leaves them as a document of
 * their own (#BrgDocument:partial), which Save never writes over the file.
 * Unsaved changes are asked about first (brg_window_save_confirm_async()).
 */
struct _BrgWindowOpen
{
  GObject               parent_instance;

  GtkWindow            *window;         /* Weak */
  BrgWindowModel       *model;          /* Owned */
  GSettings            *settings;       /* Owned */
  BrgWindowSave        *save;           /* Owned */
  GtkWidget            *loading_box;    /* Borrowed: the window's */
  GtkSpinner           *spinner;        /* Borrowed: the window's */
  GtkFileChooserNative *file_chooser;   /* Owned, nullable */

  BrgDocument          *pending;        /* Owned, nullable: the document being read */
  gboolean              pending_shown;  /* it shows its first boards */
  guint                 loading_timeout_id;
};

G_DEFINE_FINAL_TYPE (BrgWindowOpen, brg_window_open, G_TYPE_OBJECT)

/* "Opened 32 boards, 1 error, 3 warnings" */
static char *
dup_opened_summary (BrgDocument *document)
{
  GString *out = g_string_new (NULL);
  GPtrArray *diagnostics = brg_document_get_diagnostics (document);
  guint n_boards = brg_event_get_n_boards (brg_document_get_event (document));
  g_autofree char *boards = _brg_dup_count (n_boards);
  guint n_errors = 0;
  guint n_warnings;

  for (guint i = 0; i < diagnostics->len; i++)
    if (((const BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity
        == BRG_SEVERITY_ERROR)
      n_errors++;
  n_warnings = diagnostics->len - n_errors;

  /* Translators: %s is a number of boards with its digits grouped, "10,000" */
  g_string_append_printf (out, ngettext ("Opened %s board", "Opened %s boards", n_boards),
                          boards);
  if (n_errors > 0)
    {
      g_autofree char *count = _brg_dup_count (n_errors);

      g_string_append (out, ", ");
      g_string_append_printf (out, ngettext ("%s error", "%s errors", n_errors), count);
    }
  if (n_warnings > 0)
    {
      g_autofree char *count = _brg_dup_count (n_warnings);

      g_string_append (out, ", ");
      g_string_append_printf (out, ngettext ("%s warning", "%s warnings", n_warnings), count);
    }

  return g_string_free (out, FALSE);
}

/* The spinner and the stop button, while a read takes a while. */
static void
show_spinner (BrgWindowOpen *self,
              gboolean       shown)
{
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);
  if (self->loading_box == NULL)
    return;
  gtk_widget_set_visible (self->loading_box, shown);
  if (shown)
    gtk_spinner_start (self->spinner);
  else
    gtk_spinner_stop (self->spinner);
}

static gboolean
loading_timeout_cb (gpointer user_data)
{
  BrgWindowOpen *self = user_data;

  self->loading_timeout_id = 0;
  show_spinner (self, TRUE);
  return G_SOURCE_REMOVE;
}

/* The read under way is over: stopped, failed or done. */
static void
end_pending (BrgWindowOpen *self)
{
  g_clear_object (&self->pending);
  self->pending_shown = FALSE;
  show_spinner (self, FALSE);
  brg_window_model_set_loading (self->model, FALSE);
}

/* -- What the window says when a read ends -- */

typedef struct
{
  GtkWindow   *parent;     /* Owned */
  GFile       *file;       /* Owned */
  GPtrArray   *diagnostics; /* Owned, nullable */
} ErrorData;

static void
error_data_free (gpointer  user_data,
                 GClosure *closure)
{
  ErrorData *data = user_data;

  g_clear_object (&data->parent);
  g_clear_object (&data->file);
  g_clear_pointer (&data->diagnostics, g_ptr_array_unref);
  g_free (data);
}

/* The problems of a file that could not be shown (no boards in it), in a
 * window of their own: they lead to no board. */
static void
error_dialog_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          ErrorData        *data)
{
  g_autofree char *name = NULL;
  g_autoptr(BrgProblemList) problems = NULL;
  GtkWidget *window;

  if (!g_str_equal (response, "details") || data->diagnostics == NULL)
    return;

  name = brg_file_dialog_dup_name (data->file);
  problems = brg_problem_list_new ();
  brg_problem_list_reset (problems, name, NULL, g_ptr_array_ref (data->diagnostics));
  window = brg_diagnostics_window_new (data->parent, problems);
  gtk_window_present (GTK_WINDOW (window));
}

static void
show_error_dialog (BrgWindowOpen *self,
                   GFile         *file,
                   const char    *heading,
                   const char    *body,
                   GPtrArray     *diagnostics)
{
  AdwMessageDialog *dialog = brg_file_dialog_new (self->window, heading, body);
  ErrorData *data = g_new0 (ErrorData, 1);

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  if (diagnostics != NULL && diagnostics->len > 0)
    adw_message_dialog_add_response (dialog, "details", _("Show _Problems"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");

  data->parent = g_object_ref (self->window);
  data->file = g_object_ref (file);
  data->diagnostics = diagnostics != NULL && diagnostics->len > 0
                      ? g_ptr_array_ref (diagnostics) : NULL;
  g_signal_connect_data (dialog, "response", G_CALLBACK (error_dialog_response_cb), data,
                         error_data_free, 0);

  gtk_window_present (GTK_WINDOW (dialog));
}

/* The whole file is read: the window says how it went and remembers
 * where the file was. */
static void
opened (BrgWindowOpen *self,
        BrgDocument   *document)
{
  GFile *file = brg_document_get_file (document);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *summary = NULL;

  if (folder != NULL)
    {
      g_autofree char *folder_uri = g_file_get_uri (folder);

      g_settings_set_string (self->settings, "last-folder", folder_uri);
    }
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);

  summary = dup_opened_summary (document);
  if (brg_document_get_diagnostics (document)->len > 0)
    brg_window_model_say (self->model, summary, _("Details"), "win.show-diagnostics");
  else
    brg_window_model_say (self->model, summary, NULL, NULL);
}

/* -- Reading -- */

/* The first boards are read: the window shows them, and the rest joins
 * them as it comes. What is read is looked at, not edited, until the
 * rest is there. */
static void
first_boards_cb (BrgWindowOpen *self,
                 GParamSpec    *pspec,
                 BrgDocument   *document)
{
  if (document != self->pending || self->pending_shown
      || brg_document_get_event (document) == NULL)
    return;

  self->pending_shown = TRUE;
  brg_window_model_set_edit_mode (self->model, FALSE);
  brg_window_model_set_document (self->model, document);
  /* The spinner says the rest is coming. */
  show_spinner (self, TRUE);
}

typedef struct
{
  BrgWindowOpen *self;   /* Owned */
  GFile         *file;   /* Owned */
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  LoadData *data = user_data;
  BrgWindowOpen *self = data->self;
  BrgDocument *document = BRG_DOCUMENT (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = brg_file_dialog_dup_name (data->file);
  g_autofree char *heading = NULL;

  brg_document_load_finish (document, result, &error);
  g_signal_handlers_disconnect_by_func (document, first_boards_cb, self);

  /* A read that was stopped or replaced by another has nothing to say. */
  if (document != self->pending)
    {
      load_data_free (data);
      return;
    }
  end_pending (self);

  /* A window closed meanwhile has nobody to tell (brg_file_dialog_can_show()). */
  if (!brg_file_dialog_can_show (self->window))
    ;
  else if (g_error_matches (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_NO_BOARDS))
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("No Boards in “%s”"), name);
      show_error_dialog (self, data->file, heading, error->message,
                         brg_document_get_diagnostics (document));
    }
  else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Could Not Open “%s”"), name);
      show_error_dialog (self, data->file, heading, error->message, NULL);
    }
  else if (error == NULL)
    opened (self, document);

  load_data_free (data);
}

/* Reads @file into a new document. A read under way is stopped: what it
 * showed stays as stopping leaves it, so that should this file fail to
 * open, Save does not write the part over the whole. */
static void
load (BrgWindowOpen *self,
      GFile         *file)
{
  g_autoptr(BrgDocument) document = brg_document_new ();
  LoadData *data;

  if (self->pending != NULL)
    {
      brg_document_stop_loading (self->pending);
      end_pending (self);
    }

  self->pending = g_object_ref (document);
  self->pending_shown = FALSE;
  brg_window_model_set_loading (self->model, TRUE);
  self->loading_timeout_id = g_timeout_add (LOADING_INDICATOR_DELAY_MS, loading_timeout_cb, self);

  g_signal_connect_object (document, "notify::event", G_CALLBACK (first_boards_cb), self,
                           G_CONNECT_SWAPPED);
  data = g_new0 (LoadData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  brg_document_load_async (document, file, NULL, loaded_cb, data);
}

typedef struct
{
  BrgWindowOpen *self;   /* Owned */
  GFile         *file;   /* Owned */
} ConfirmData;

static void
confirmed_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  ConfirmData *data = user_data;

  /* The window may have gone meanwhile. */
  if (brg_window_save_confirm_finish (BRG_WINDOW_SAVE (source), result)
      && data->self->model != NULL)
    load (data->self, data->file);
  g_object_unref (data->self);
  g_object_unref (data->file);
  g_free (data);
}

/**
 * brg_window_open_open_file:
 * @self: the open part
 * @file: the file to open
 *
 * Reads @file, in any format the registry reads, and shows its boards:
 * the first as soon as it is read, the others as they come. A read still
 * running is stopped. A file that cannot be read is reported in a dialog;
 * the file shown before stays. When the boards shown hold unsaved
 * changes, the user is asked first whether to save them.
 */
void
brg_window_open_open_file (BrgWindowOpen *self,
                           GFile         *file)
{
  BrgDocument *document;
  ConfirmData *data;

  g_return_if_fail (BRG_IS_WINDOW_OPEN (self));
  g_return_if_fail (G_IS_FILE (file));

  document = brg_window_model_get_document (self->model);
  if (document == NULL || !brg_document_get_modified (document))
    {
      load (self, file);
      return;
    }

  data = g_new0 (ConfirmData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  brg_window_save_confirm_async (self->save, BRG_WINDOW_SAVE_OPENING, confirmed_cb, data);
}

/**
 * brg_window_open_stop:
 * @self: the open part
 *
 * Stops the read under way. Before its first board, the file shown
 * before stays; after, the boards read stay, as a document of their own.
 */
void
brg_window_open_stop (BrgWindowOpen *self)
{
  g_autoptr(BrgDocument) document = NULL;
  g_autofree char *name = NULL;
  g_autofree char *count = NULL;
  g_autofree char *title = NULL;
  gboolean shown;
  guint n_boards;

  g_return_if_fail (BRG_IS_WINDOW_OPEN (self));

  if (self->pending == NULL)
    return;

  document = g_object_ref (self->pending);
  shown = self->pending_shown;
  name = brg_file_dialog_dup_name (brg_document_get_file (document));
  brg_document_stop_loading (document);
  end_pending (self);
  if (!shown)
    return;

  n_boards = brg_event_get_n_boards (brg_document_get_event (document));
  count = _brg_dup_count (n_boards);
  /* Translators: %s is a number of boards, then a file name */
  title = g_strdup_printf (ngettext ("Stopped: %s board of “%s” was read; the rest was not",
                                     "Stopped: %s boards of “%s” were read; the rest were not",
                                     n_boards),
                           count, name);
  brg_window_model_say (self->model, title, NULL, NULL);
}

/* -- The file chooser, drag and drop -- */

static void
file_chooser_response_cb (BrgWindowOpen        *self,
                          int                   response,
                          GtkFileChooserNative *file_chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (file_chooser));

      if (file != NULL)
        brg_window_open_open_file (self, file);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (file_chooser));
  g_clear_object (&self->file_chooser);
}

/* A filter of the extensions of @format, or of every format that reads
 * when @format is %NULL. */
static void
add_format_filter (GtkFileChooser  *chooser,
                   const char      *name,
                   const BrgFormat *format)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    {
      const BrgFormat *row = brg_format_get_nth (i);

      if ((format != NULL && row != format) || row->read == NULL || row->extensions == NULL)
        continue;
      for (guint j = 0; row->extensions[j] != NULL; j++)
        gtk_file_filter_add_suffix (filter, row->extensions[j]);
    }
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
add_filter (GtkFileChooser     *chooser,
            const char         *name,
            const char * const *suffixes)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  if (suffixes == NULL)
    gtk_file_filter_add_pattern (filter, "*");
  for (guint i = 0; suffixes != NULL && suffixes[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, suffixes[i]);

  gtk_file_chooser_add_filter (chooser, filter);
}

/* The file chooser, in the folder the last file came from. */
static void
choose_file (BrgWindowOpen *self)
{
  /* Documents are found by their content; these are the kinds people keep
   * PBN snippets in. */
  static const char * const document_suffixes[] = {
    "html", "htm", "xhtml", "txt", "eml", "odt", "ott", "docx", NULL
  };
  g_autofree char *last_folder = NULL;
  GtkFileChooser *chooser;

  if (self->file_chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
      return;
    }
  if (self->window == NULL)
    return;

  self->file_chooser = gtk_file_chooser_native_new (_("Open Bridge File"),
                                                    self->window,
                                                    GTK_FILE_CHOOSER_ACTION_OPEN,
                                                    _("_Open"),
                                                    _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (self->file_chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->file_chooser), TRUE);

  /* Every format the registry reads by its extensions, then one filter a
   * format. */
  add_format_filter (chooser, _("Bridge files"), NULL);
  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    {
      const BrgFormat *format = brg_format_get_nth (i);

      if (format->read != NULL && format->extensions != NULL)
        add_format_filter (chooser, _(format->title), format);
    }
  /* Translators: documents that carry PBN between <PBN> and </PBN> */
  add_filter (chooser, _("Documents with PBN"), document_suffixes);
  /* Translators: a filter of the file chooser */
  add_filter (chooser, _("All files"), NULL);

  last_folder = g_settings_get_string (self->settings, "last-folder");
  if (last_folder[0] != '\0')
    {
      g_autoptr(GFile) folder = g_file_new_for_uri (last_folder);

      /* A folder that has gone away is not worth a message. */
      gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    }

  g_signal_connect_object (self->file_chooser, "response",
                           G_CALLBACK (file_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
}

static gboolean
drop_target_drop_cb (BrgWindowOpen *self,
                     const GValue  *value,
                     double         x,
                     double         y,
                     GtkDropTarget *drop_target)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  /* One window shows one file: take the first of several. */
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;

  brg_window_open_open_file (self, files->data);
  g_slist_free (files);

  return TRUE;
}

/* -- Actions -- */

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  choose_file (BRG_WINDOW_OPEN (user_data));
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  brg_window_open_open_file (BRG_WINDOW_OPEN (user_data), file);
}

static void
cancel_load_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  brg_window_open_stop (BRG_WINDOW_OPEN (user_data));
}

static const GActionEntry actions[] = {
  { "open", open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "cancel-load", cancel_load_activated },
};

/* -- GObject -- */

static void
brg_window_open_dispose (GObject *object)
{
  BrgWindowOpen *self = BRG_WINDOW_OPEN (object);

  if (self->pending != NULL)
    brg_document_stop_loading (self->pending);
  g_clear_object (&self->pending);
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);
  /* The window's widgets go with it; what comes late finds none. */
  self->loading_box = NULL;
  self->spinner = NULL;
  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
  g_clear_object (&self->file_chooser);
  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);
  g_clear_object (&self->save);

  G_OBJECT_CLASS (brg_window_open_parent_class)->dispose (object);
}

static void
brg_window_open_class_init (BrgWindowOpenClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_open_dispose;
}

static void
brg_window_open_init (BrgWindowOpen *self)
{
}

/**
 * brg_window_open_new:
 * @window: the window, which gets the `win.open`, `win.open-recent` and
 *   `win.cancel-load` actions and is the parent of the dialogs
 * @model: what the window shows
 * @settings: the settings, for the folder the last file came from
 * @save: the save part, which asks about unsaved changes
 * @loading_box: the spinner and stop button's box
 * @spinner: the spinner
 * @drop_area: where files are dropped
 *
 * Returns: (transfer full): the open part of @window
 */
BrgWindowOpen *
brg_window_open_new (GtkWindow      *window,
                     BrgWindowModel *model,
                     GSettings      *settings,
                     BrgWindowSave  *save,
                     GtkWidget      *loading_box,
                     GtkSpinner     *spinner,
                     GtkWidget      *drop_area)
{
  BrgWindowOpen *self;
  GtkDropTarget *drop_target;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_SAVE (save), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_OPEN, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->settings = g_object_ref (settings);
  self->save = g_object_ref (save);
  self->loading_box = loading_box;
  self->spinner = spinner;
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);

  drop_target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (drop_target, "drop", G_CALLBACK (drop_target_drop_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (drop_area, GTK_EVENT_CONTROLLER (drop_target));
  return self;
}
