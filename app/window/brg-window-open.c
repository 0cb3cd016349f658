/* brg-window-open.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a file in BrgWindow: the file chooser, drag and drop, and the
 * read in a worker thread with brg_import_file_progressive_async(), with
 * its spinner, its stop button, and what the window says when it ends: a
 * toast that sums up the problems found, or a dialog for a file that
 * cannot be read.
 *
 * The first board is shown as soon as it is read, and the list fills as
 * the rest comes, with the problems found on the way: one can look
 * through and search what is there. Nothing is edited or saved until the
 * whole file is read, so no change can lose its unread rest. Stopping
 * keeps the boards read, as a new document: Save then asks for a name,
 * and the file itself is never overwritten by a part of it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-import.h"
#include "brg-markup-private.h"
#include "brg-window-private.h"

/* A load that takes longer than this shows the spinner. */
#define LOADING_INDICATOR_DELAY_MS 150


char *
_brg_window_dup_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename != NULL ? basename : "");
}

/* "Opened 32 boards, 1 error, 3 warnings" */
static char *
dup_opened_summary (guint           n_boards,
                    BrgProblemList *problems)
{
  GString *out = g_string_new (NULL);
  g_autofree char *boards = _brg_dup_count (n_boards);
  guint n_errors = brg_problem_list_get_n_errors (problems);
  guint n_warnings = brg_problem_list_get_n_warnings (problems);

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

static void
set_loading (BrgWindow *self,
             GFile     *file)
{
  gboolean was_loading = self->loading_file != NULL;

  g_set_object (&self->loading_file, file);
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);
  self->loading_shown = FALSE;
  /* The problems listed are all there will be, until a new read shows
   * its first board. */
  brg_problem_list_set_loading (self->problems, FALSE);

  if (file == NULL)
    {
      gtk_widget_set_visible (self->loading_box, FALSE);
      gtk_spinner_stop (self->spinner);
      g_clear_object (&self->load_cancellable);
    }
  /* The details are edited with a toggle, not an action. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->edit_details_button), file == NULL);

  _brg_window_update_actions (self);
  if (was_loading != (file != NULL))
    g_object_notify (G_OBJECT (self), "loading");
}

static gboolean
loading_timeout_cb (gpointer user_data)
{
  BrgWindow *self = user_data;

  self->loading_timeout_id = 0;
  gtk_widget_set_visible (self->loading_box, TRUE);
  gtk_spinner_start (self->spinner);

  return G_SOURCE_REMOVE;
}

/* The boards of a file just read are shown already; the window says how
 * it went and remembers where the file was. */
static void
opened (BrgWindow *self,
        GFile     *file,
        BrgEvent  *event)
{
  g_autofree char *summary = NULL;
  g_autoptr(GFile) folder = g_file_get_parent (file);

  if (folder != NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);

      g_settings_set_string (self->settings, "last-folder", uri);
    }
  _brg_window_add_recent (self, file);

  summary = dup_opened_summary (brg_event_get_n_boards (event), self->problems);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->problems)) > 0)
    _brg_window_show_toast (self, summary, _("Details"), "win.show-diagnostics");
  else
    _brg_window_show_toast (self, summary, NULL, NULL);
}

typedef struct
{
  BrgWindow *self;          /* Owned */
  GFile     *file;          /* Owned */
  GPtrArray *diagnostics;   /* Owned, nullable */
} ErrorData;

static void
error_data_free (gpointer  user_data,
                 GClosure *closure)
{
  ErrorData *data = user_data;

  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_clear_pointer (&data->diagnostics, g_ptr_array_unref);
  g_free (data);
}

static void
error_dialog_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          ErrorData        *data)
{
  if (g_str_equal (response, "details") && data->diagnostics != NULL)
    _brg_window_present_diagnostics (data->self, data->file, data->diagnostics);
}

/* A message dialog about a file: Pango hyphenates a long file name where
 * it wraps it ("wran-gler"), and a file name is not a word. */
AdwMessageDialog *
_brg_window_new_file_dialog (BrgWindow  *self,
                             const char *heading,
                             const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);
  g_autofree char *heading_markup = NULL;
  g_autofree char *body_markup = NULL;

  heading_markup = g_markup_printf_escaped ("<span insert_hyphens=\"false\">%s</span>", heading);
  body_markup = g_markup_printf_escaped ("<span insert_hyphens=\"false\">%s</span>", body);
  adw_message_dialog_set_heading_use_markup (ADW_MESSAGE_DIALOG (dialog), TRUE);
  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (dialog), heading_markup);
  adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (dialog), TRUE);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body_markup);
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
show_error_dialog (BrgWindow  *self,
                   GFile      *file,
                   const char *heading,
                   const char *body,
                   GPtrArray  *diagnostics)
{
  AdwMessageDialog *dialog = _brg_window_new_file_dialog (self, heading, body);
  ErrorData *data = g_new0 (ErrorData, 1);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (diagnostics != NULL && diagnostics->len > 0)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "details", _("Show _Problems"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");

  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->diagnostics = diagnostics != NULL ? g_ptr_array_ref (diagnostics) : NULL;
  g_signal_connect_data (dialog, "response", G_CALLBACK (error_dialog_response_cb), data,
                         error_data_free, 0);

  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  BrgWindow    *self;          /* Owned */
  GFile        *file;          /* Owned */
  GFileInfo    *info;          /* Owned, nullable: the file's state before it was read */
  GCancellable *cancellable;   /* Owned */
} LoadData;

static void
load_data_clear (gpointer user_data)
{
  LoadData *data = user_data;

  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_clear_object (&data->info);
  g_clear_object (&data->cancellable);
}

static void
load_data_unref (gpointer data)
{
  g_rc_box_release_full (data, load_data_clear);
}

static GPtrArray *
copy_diagnostics (GPtrArray *diagnostics)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);

  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    g_ptr_array_add (copy, brg_diagnostic_copy (g_ptr_array_index (diagnostics, i)));
  return copy;
}

/* Boards read: the first is shown at once, the others join the list. */
static void
boards_read_cb (BrgEvent  *event,
                guint      position,
                guint      n_added,
                GPtrArray *diagnostics,
                gpointer   user_data)
{
  LoadData *data = user_data;
  BrgWindow *self = data->self;

  /* A load that was stopped or replaced by another shows nothing more. */
  if (data->cancellable != self->load_cancellable)
    return;

  if (!self->loading_shown)
    {
      g_autoptr(GPtrArray) problems = copy_diagnostics (diagnostics);

      /* What is read is looked at, not edited, until the rest is there. */
      brg_window_set_edit_mode (self, FALSE);
      /* The problems window says more may come, and can be opened before any. */
      brg_problem_list_set_loading (self->problems, TRUE);
      _brg_window_show_event (self, data->file, event, problems);
      _brg_window_opened_file (self, data->file, data->info);
      self->loading_shown = TRUE;
      /* The spinner says the rest is coming. */
      g_clear_handle_id (&self->loading_timeout_id, g_source_remove);
      gtk_widget_set_visible (self->loading_box, TRUE);
      gtk_spinner_start (self->spinner);
      return;
    }

  if (diagnostics != NULL && diagnostics->len > 0)
    {
      guint from = g_list_model_get_n_items (G_LIST_MODEL (self->problems));

      /* Appended: an open problems window adds these rows, and only these. */
      brg_problem_list_append (self->problems, diagnostics);
      _brg_window_index_problems (self, from);
      _brg_window_update_problem_bar (self);
    }
  _brg_window_update_subtitle (self);
  _brg_window_update_actions (self);
}

static void
import_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  LoadData *data = user_data;
  BrgWindow *self = data->self;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = _brg_window_dup_display_name (data->file);
  g_autofree char *heading = NULL;
  gboolean shown;

  /* The boards not handed over yet are, first. */
  event = brg_import_file_progressive_finish (result, &diagnostics, &error);

  /* A load that was cancelled or replaced by another has nothing to say. */
  if (data->cancellable != self->load_cancellable)
    {
      load_data_unref (data);
      return;
    }
  shown = self->loading_shown;
  set_loading (self, NULL);

  if (event == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* Translators: %s is a file name */
          heading = g_strdup_printf (_("Could Not Open “%s”"), name);
          show_error_dialog (self, data->file, heading, error->message, NULL);
        }
    }
  else if (!shown || brg_event_get_n_boards (event) == 0)
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("No Boards in “%s”"), name);
      show_error_dialog (self, data->file, heading,
                         _("Finesse found no bridge deals in this file."), diagnostics);
    }
  else
    {
      /* The problems as the reader sorted them, all of them: the rows
       * listed in the same order stay. */
      if (diagnostics == NULL)
        diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
      brg_problem_list_update (self->problems, g_ptr_array_ref (diagnostics));
      _brg_window_index_problems (self, 0);
      _brg_window_update_problem_bar (self);
      _brg_window_update_subtitle (self);
      _brg_window_update_actions (self);
      opened (self, data->file, event);
    }

  load_data_unref (data);
}

/* The file's state is taken before it is read: a change made while it is
 * read is then a change Save finds. */
static void
query_info_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  LoadData *data = user_data;

  /* A file that cannot be queried fails to read, with a better message. */
  data->info = g_file_query_info_finish (G_FILE (object), result, NULL);
  if (g_cancellable_is_cancelled (data->cancellable))
    {
      load_data_unref (data);
      return;
    }
  brg_import_file_progressive_async (data->file, data->cancellable,
                                     boards_read_cb, g_rc_box_acquire (data), load_data_unref,
                                     import_file_cb, data);
}

/* The boards of a read that was stopped stay, as a document of their
 * own: Save asks for a name and never writes a part of the file over it. */
static void
keep_boards_read (BrgWindow *self)
{
  _brg_window_set_file (self, NULL);
  self->format_name = NULL;
  g_clear_object (&self->file_info);
  _brg_window_update_subtitle (self);
  _brg_window_update_actions (self);
}

/**
 * brg_window_open_file:
 * @self: a #BrgWindow
 * @file: the file to open
 *
 * Reads @file asynchronously, in any format brg_import_bytes() knows, and
 * shows its boards: the first as soon as it is read, the others as they
 * come. A load still running is cancelled. A file that cannot be read is
 * reported in a dialog; the file shown before stays. When the boards
 * shown hold unsaved changes, the user is asked first whether to save
 * them.
 */
void
brg_window_open_file (BrgWindow *self,
                      GFile     *file)
{
  LoadData *data;

  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (_brg_window_ask_before_open (self, file))
    return;

  /* A read replaced by this one leaves what it showed as stopping does:
   * should this file fail to open, Save must not write the part over the
   * whole. */
  if (self->loading_shown)
    keep_boards_read (self);
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  set_loading (self, file);
  self->loading_timeout_id = g_timeout_add (LOADING_INDICATOR_DELAY_MS, loading_timeout_cb, self);

  data = g_rc_box_new0 (LoadData);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->cancellable = g_object_ref (self->load_cancellable);
  g_file_query_info_async (file, BRG_FILE_STATE_ATTRIBUTES, G_FILE_QUERY_INFO_NONE,
                           G_PRIORITY_DEFAULT, self->load_cancellable, query_info_cb, data);
}

/**
 * brg_window_get_loading:
 * @self: a #BrgWindow
 *
 * Returns: whether a file is being read
 */
gboolean
brg_window_get_loading (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return self->loading_file != NULL;
}

/* Stops the read under way. Before its first board, the file shown
 * before stays; after, the boards read stay (keep_boards_read()). */
void
_brg_window_cancel_load (BrgWindow *self)
{
  gboolean shown = self->loading_shown;
  g_autofree char *name = NULL;
  g_autofree char *count = NULL;
  g_autofree char *title = NULL;
  guint n_boards;

  if (self->load_cancellable == NULL)
    return;

  name = _brg_window_dup_display_name (self->loading_file);
  g_cancellable_cancel (self->load_cancellable);
  set_loading (self, NULL);
  if (!shown)
    return;

  keep_boards_read (self);

  n_boards = brg_event_get_n_boards (self->event);
  count = _brg_dup_count (n_boards);
  /* Translators: %s is a number of boards, then a file name */
  title = g_strdup_printf (ngettext ("Stopped: %s board of “%s” was read; the rest was not",
                                     "Stopped: %s boards of “%s” were read; the rest were not",
                                     n_boards),
                           count, name);
  _brg_window_show_toast (self, title, NULL, NULL);
}

static void
file_chooser_response_cb (BrgWindow            *self,
                          int                   response,
                          GtkFileChooserNative *file_chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (file_chooser));

      if (file != NULL)
        brg_window_open_file (self, file);
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
void
_brg_window_choose_file (BrgWindow *self)
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

  self->file_chooser = gtk_file_chooser_native_new (_("Open Bridge File"),
                                                    GTK_WINDOW (self),
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
drop_target_drop_cb (BrgWindow     *self,
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

  brg_window_open_file (self, files->data);
  g_slist_free (files);

  return TRUE;
}

void
_brg_window_init_open (BrgWindow *self)
{
  GtkDropTarget *drop_target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect_object (drop_target, "drop",
                           G_CALLBACK (drop_target_drop_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay),
                             GTK_EVENT_CONTROLLER (drop_target));
}

void
_brg_window_dispose_open (BrgWindow *self)
{
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->loading_file);
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);

  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
  g_clear_object (&self->file_chooser);
}
