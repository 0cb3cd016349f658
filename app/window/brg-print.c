/* brg-print.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's Print, Export and Copy Image, as the `print.*` actions of a
 * group each window carries:
 *
 *   print.print       (Ctrl+P) the print dialog, with a "Layout" tab of
 *                     print options and its live preview (BrgPrintPanel);
 *                     GTK's own preview shows the pages as they will print
 *   print.export      (Shift+Ctrl+E) the same options and preview in a
 *                     dialog of their own, then a file chooser: PDF, or SVG
 *                     and PNG a file a page
 *   print.copy-image  (Shift+Ctrl+C) the table as it is shown, as a PNG
 *                     image on the clipboard
 *
 * Pages come from the core's layout engine (BrgRenderDocument), the one
 * `finesse-cli render` uses. The options chosen last are kept for the
 * window's next print or export.
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-print-panel.h"
#include "brg-print.h"
#include "brg-window-model.h"

typedef struct
{
  GtkWindow         *window;       /* Borrowed: the state lives on it */
  BrgWindowModel    *model;        /* Owned: what the window shows */
  GSettings         *app_settings; /* Owned: the card deck */
  BrgTableView      *table_view;   /* Borrowed: the window's, for Copy Image */
  GtkPrintSettings  *settings;     /* Owned: the print dialog's last */
  GtkPageSetup      *page_setup;   /* Owned */
  BrgRenderOptions  *options;      /* Owned: the options chosen last */
  GSimpleActionGroup *actions;     /* Owned */
  gboolean           chosen;       /* options were chosen in this window */
} PrintState;

/* One run of the print dialog. */
typedef struct
{
  PrintState        *state;
  BrgEvent          *event;        /* Owned */
  BrgPrintPanel     *panel;        /* Borrowed: the dialog owns it */
  BrgRenderOptions  *options;      /* Owned */
  BrgRenderDocument *document;     /* Owned, from begin-print on */
  guint              current;
  GError            *error;
} PrintJob;

static void
print_state_free (PrintState *state)
{
  g_clear_object (&state->model);
  g_clear_object (&state->app_settings);
  g_clear_object (&state->settings);
  g_clear_object (&state->page_setup);
  g_clear_pointer (&state->options, brg_render_options_free);
  g_clear_object (&state->actions);
  g_free (state);
}

/* The window's print state; until options are chosen, their deck is the
 * window's. */
static PrintState *
get_state (GtkWindow *window)
{
  PrintState *state = g_object_get_data (G_OBJECT (window), "brg-print-state");

  if (state != NULL && !state->chosen)
    {
      g_autofree char *deck = g_settings_get_string (state->app_settings, "card-deck");

      state->options->four_color = g_strcmp0 (deck, "four-color") == 0;
    }
  return state;
}

static void
show_toast (GtkWindow  *window,
            const char *text)
{
  brg_window_model_say (get_state (window)->model, text, NULL, NULL);
}

static BrgEvent *
get_event (GtkWindow *window)
{
  return brg_window_model_get_event (get_state (window)->model);
}

static GFile *
get_file (GtkWindow *window)
{
  BrgDocument *document = brg_window_model_get_document (get_state (window)->model);

  return document != NULL ? brg_document_get_file (document) : NULL;
}

/* The position in the event of the board the window shows, or 0. */
static guint
current_position (GtkWindow *window)
{
  BrgEvent *event = get_event (window);
  BrgBoard *board = brg_window_model_get_board (get_state (window)->model);
  guint position = 0;

  if (event != NULL && board != NULL && brg_event_find (event, board, &position))
    return position;
  return 0;
}

static gboolean
has_boards (GtkWindow *window)
{
  BrgEvent *event = get_event (window);

  return event != NULL && brg_event_get_n_boards (event) > 0;
}

static void
update_actions (GtkWindow *window)
{
  PrintState *state = get_state (window);
  const char *names[] = { "print", "export", "copy-image" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (
                                   G_ACTION_MAP (state->actions), names[i])),
                                 has_boards (window));
}

/* ---- Print ---- */

static void
print_job_free (PrintJob *job)
{
  g_clear_object (&job->event);
  g_clear_pointer (&job->options, brg_render_options_free);
  g_clear_object (&job->document);
  g_clear_error (&job->error);
  g_free (job);
}

static BrgRenderPaper
paper_of (GtkPageSetup *setup)
{
  GtkPaperSize *size = setup != NULL ? gtk_page_setup_get_paper_size (setup) : NULL;

  if (size != NULL && g_str_equal (gtk_paper_size_get_name (size), GTK_PAPER_NAME_LETTER))
    return BRG_RENDER_PAPER_LETTER;
  return BRG_RENDER_PAPER_A4;
}

static GObject *
create_custom_widget_cb (GtkPrintOperation *operation,
                         PrintJob          *job)
{
  job->panel = brg_print_panel_new (job->event, job->current, job->options, FALSE);
  brg_print_panel_set_paper (job->panel, paper_of (gtk_print_operation_get_default_page_setup (
                                                     operation)));
  return G_OBJECT (job->panel);
}

static void
update_custom_widget_cb (GtkPrintOperation *operation,
                         GtkWidget         *widget,
                         GtkPageSetup      *setup,
                         GtkPrintSettings  *settings,
                         PrintJob          *job)
{
  brg_print_panel_set_paper (BRG_PRINT_PANEL (widget), paper_of (setup));
}

static void
custom_widget_apply_cb (GtkPrintOperation *operation,
                        GtkWidget         *widget,
                        PrintJob          *job)
{
  BrgRenderOptions *options = brg_print_panel_dup_options (BRG_PRINT_PANEL (widget), &job->error);

  if (options != NULL)
    {
      brg_render_options_free (job->options);
      job->options = options;
    }
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  if (job->error == NULL)
    {
      job->options->paper = paper_of (gtk_print_context_get_page_setup (context));
      job->document = brg_render_document_new (job->event, job->options, &job->error);
    }
  if (job->document == NULL)
    {
      gtk_print_operation_cancel (operation);
      return;
    }
  gtk_print_operation_set_n_pages (operation, (int) brg_render_document_get_n_pages (job->document));
}

/* The page drawn at its size, or scaled to fit a paper of another. */
static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  double page_width, page_height, scale;

  brg_render_document_get_page_size (job->document, &page_width, &page_height);
  scale = MIN (width / page_width, height / page_height);
  cairo_save (cr);
  cairo_translate (cr, (width - page_width * scale) / 2, (height - page_height * scale) / 2);
  cairo_scale (cr, scale, scale);
  brg_render_document_draw_page (job->document, cr, (guint) page);
  cairo_restore (cr);
}

/**
 * brg_print_run:
 * @window: a window with boards
 * @action: what to do: %GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG shows the
 *   dialog; %GTK_PRINT_OPERATION_ACTION_EXPORT writes @export_filename
 *   as a PDF with no dialog at all
 * @export_filename: (nullable): the PDF to write for an export
 * @error: return location for a #GError
 *
 * Prints the window's boards with the options chosen last.
 *
 * Returns: the print operation's result
 */
GtkPrintOperationResult
brg_print_run (GtkWindow               *window,
               GtkPrintOperationAction  action,
               const char              *export_filename,
               GError                 **error)
{
  PrintState *state = get_state (window);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPageSetup) default_setup = NULL;
  GtkPrintOperationResult result;
  g_autofree char *job_name = NULL;
  GFile *file = get_file (window);
  PrintJob *job;

  g_return_val_if_fail (GTK_IS_WINDOW (window), GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (state != NULL, GTK_PRINT_OPERATION_RESULT_ERROR);

  if (!has_boards (window))
    return GTK_PRINT_OPERATION_RESULT_CANCEL;

  job = g_new0 (PrintJob, 1);
  job->state = state;
  job->event = g_object_ref (get_event (window));
  job->current = current_position (window);
  job->options = brg_render_options_copy (state->options);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_custom_tab_label (operation, _("Bridge Layout"));
  if (state->settings != NULL)
    gtk_print_operation_set_print_settings (operation, state->settings);
  if (state->page_setup == NULL)
    {
      default_setup = gtk_page_setup_new ();
      gtk_page_setup_set_paper_size (default_setup, gtk_paper_size_new (
                                       job->options->paper == BRG_RENDER_PAPER_LETTER
                                         ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4));
    }
  gtk_print_operation_set_default_page_setup (operation, state->page_setup != NULL
                                                           ? state->page_setup : default_setup);
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);

      job_name = g_strdup_printf ("Finesse — %s", base);
      gtk_print_operation_set_job_name (operation, job_name);
    }
  if (export_filename != NULL)
    gtk_print_operation_set_export_filename (operation, export_filename);

  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_custom_widget_cb), job);
  g_signal_connect (operation, "update-custom-widget", G_CALLBACK (update_custom_widget_cb), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (custom_widget_apply_cb), job);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);

  result = gtk_print_operation_run (operation, action, window, error);

  if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      g_set_object (&state->settings, gtk_print_operation_get_print_settings (operation));
      g_set_object (&state->page_setup, gtk_print_operation_get_default_page_setup (operation));
      brg_render_options_free (state->options);
      state->options = brg_render_options_copy (job->options);
      state->chosen = TRUE;
      /* The boards are chosen anew each time. */
      g_clear_pointer (&state->options->boards, g_array_unref);
    }
  if (job->error != NULL)
    {
      /* Translators: a toast; %s says why */
      g_autofree char *text = g_strdup_printf (_("Nothing was printed: %s"), job->error->message);

      show_toast (window, text);
      if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
        result = GTK_PRINT_OPERATION_RESULT_CANCEL;
    }
  print_job_free (job);
  return result;
}

static void
print_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkWindow *window = user_data;
  g_autoptr(GError) error = NULL;

  if (brg_print_run (window, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR && error != NULL)
    show_toast (window, error->message);
}

/* ---- Export ---- */

static void
export_written_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (brg_render_document_write_finish (BRG_RENDER_DOCUMENT (source), result, &error))
    g_task_return_int (task, brg_render_document_get_n_pages (BRG_RENDER_DOCUMENT (source)));
  else
    g_task_return_error (task, error);
}

/**
 * brg_print_export_async:
 * @window: a window with boards
 * @options: what to write
 * @format: the format
 * @file: the file to write; SVG and PNG name their pages from it
 * @callback: called when the pages are written
 * @user_data: data for @callback
 *
 * Writes the window's boards in a thread, and says so in a toast.
 */
void
brg_print_export_async (GtkWindow               *window,
                        const BrgRenderOptions  *options,
                        BrgRenderFormat          format,
                        GFile                   *file,
                        GAsyncReadyCallback      callback,
                        gpointer                 user_data)
{
  g_autoptr(GTask) task = g_task_new (window, NULL, callback, user_data);
  g_autoptr(BrgRenderDocument) document = NULL;
  GError *error = NULL;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (G_IS_FILE (file));

  g_task_set_source_tag (task, brg_print_export_async);
  if (!has_boards (window))
    {
      g_task_return_new_error (task, BRG_RENDER_ERROR, BRG_RENDER_ERROR_NO_BOARDS,
                               _("There are no boards to print"));
      return;
    }
  document = brg_render_document_new (get_event (window), options, &error);
  if (document == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  brg_render_document_write_async (document, format, file, NULL, export_written_cb,
                                   g_steal_pointer (&task));
}

/**
 * brg_print_export_finish:
 * @window: the window
 * @result: the result given to the callback
 * @error: return location for a #GError
 *
 * Returns: %TRUE when the pages were written
 */
gboolean
brg_print_export_finish (GtkWindow     *window,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, window), FALSE);

  return g_task_propagate_int (G_TASK (result), error) > 0;
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GtkWindow *window = GTK_WINDOW (source);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gssize n_pages = g_task_propagate_int (G_TASK (result), &error);

  if (n_pages < 0)
    /* Translators: a toast; %s says why */
    text = g_strdup_printf (_("Could not export: %s"), error->message);
  else
    {
      g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;

      /* Translators: a toast; %s is a file name */
      text = g_strdup_printf (ngettext ("Exported %d page to %s", "Exported %d pages to %s",
                                        (gulong) n_pages),
                              (int) n_pages, name != NULL ? name : "");
    }
  show_toast (window, text);
}

static const char *
format_extension (BrgRenderFormat format)
{
  return format == BRG_RENDER_FORMAT_SVG ? "svg" : format == BRG_RENDER_FORMAT_PNG ? "png" : "pdf";
}

typedef struct
{
  GtkWindow        *window;       /* Borrowed */
  GtkWindow        *dialog;       /* Borrowed: destroyed when done */
  BrgRenderOptions *options;      /* Owned */
  BrgRenderFormat   format;
} ExportRequest;

static void
export_request_free (ExportRequest *request)
{
  g_clear_pointer (&request->options, brg_render_options_free);
  g_free (request);
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     ExportRequest   *request)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);
      const char *extension = format_extension (request->format);
      PrintState *state = get_state (request->window);

      /* The extension the format calls for, if the name has none. */
      if (base != NULL && strchr (base, '.') == NULL)
        {
          g_autofree char *named = g_strdup_printf ("%s.%s", base, extension);
          g_autoptr(GFile) parent = g_file_get_parent (file);
          GFile *named_file = parent != NULL ? g_file_get_child (parent, named)
                                             : g_file_new_for_path (named);

          g_object_unref (file);
          file = named_file;
        }
      brg_print_export_async (request->window, request->options, request->format, file,
                              export_done_cb, NULL);
      brg_render_options_free (state->options);
      state->options = brg_render_options_copy (request->options);
      state->chosen = TRUE;
      g_clear_pointer (&state->options->boards, g_array_unref);
      gtk_window_destroy (request->dialog);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  export_request_free (request);
}

static void
export_clicked_cb (GtkButton     *button,
                   BrgPrintPanel *panel)
{
  GtkWindow *dialog = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (panel)));
  GtkWindow *window = gtk_window_get_transient_for (dialog);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;
  ExportRequest *request;
  g_autofree char *name = NULL;
  GFile *source = get_file (window);
  BrgRenderOptions *options = brg_print_panel_dup_options (panel, &error);

  if (options == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      return;
    }

  request = g_new0 (ExportRequest, 1);
  request->window = window;
  request->dialog = dialog;
  request->options = options;
  request->format = brg_print_panel_get_format (panel);

  /* Translators: the title of the dialog that exports pages as PDF, SVG or PNG */
  chooser = gtk_file_chooser_native_new (_("Export"), dialog, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  switch (request->format)
    {
    case BRG_RENDER_FORMAT_SVG:
      gtk_file_filter_set_name (filter, _("SVG images"));
      gtk_file_filter_add_mime_type (filter, "image/svg+xml");
      gtk_file_filter_add_suffix (filter, "svg");
      break;
    case BRG_RENDER_FORMAT_PNG:
      gtk_file_filter_set_name (filter, _("PNG images"));
      gtk_file_filter_add_mime_type (filter, "image/png");
      gtk_file_filter_add_suffix (filter, "png");
      break;
    case BRG_RENDER_FORMAT_PDF:
    default:
      gtk_file_filter_set_name (filter, _("PDF documents"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
      gtk_file_filter_add_suffix (filter, "pdf");
      break;
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (source != NULL)
    {
      g_autofree char *base = g_file_get_basename (source);
      char *dot = strrchr (base, '.');
      g_autoptr(GFile) folder = g_file_get_parent (source);

      if (dot != NULL && dot != base)
        *dot = '\0';
      name = g_strdup_printf ("%s.%s", base, format_extension (request->format));
      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  else
    name = g_strdup_printf ("boards.%s", format_extension (request->format));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The Export dialog: the print options and their preview, with a format
 * and a paper of their own; Export… asks where. */
static GtkWindow *
export_dialog_new (GtkWindow *window)
{
  PrintState *state = get_state (window);
  GtkWidget *dialog = gtk_window_new ();
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *export = gtk_button_new_with_mnemonic (_("_Export…"));
  BrgPrintPanel *panel = brg_print_panel_new (get_event (window),
                                              current_position (window), state->options, TRUE);

  /* Translators: the title of the dialog that exports pages as PDF, SVG or PNG */
  gtk_window_set_title (GTK_WINDOW (dialog), _("Export"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), window);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 760, 600);
  gtk_header_bar_set_show_title_buttons (GTK_HEADER_BAR (header), FALSE);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), cancel);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), export);
  gtk_widget_add_css_class (export, "suggested-action");
  gtk_window_set_titlebar (GTK_WINDOW (dialog), header);
  gtk_window_set_child (GTK_WINDOW (dialog), GTK_WIDGET (panel));
  gtk_window_set_default_widget (GTK_WINDOW (dialog), export);
  gtk_widget_set_name (GTK_WIDGET (panel), "export-panel");

  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), dialog);
  g_signal_connect (export, "clicked", G_CALLBACK (export_clicked_cb), panel);
  return GTK_WINDOW (dialog);
}

static void
export_action_cb (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  GtkWindow *window = user_data;

  if (has_boards (window))
    gtk_window_present (export_dialog_new (window));
}

/* ---- Copy Image ---- */

/**
 * brg_print_snapshot_table:
 * @window: a window
 *
 * Renders the table as it is shown, on the window's background, at twice
 * its size on screen (or the screen's scale, if larger) so that it prints
 * sharp where it is pasted.
 *
 * Returns: (transfer full) (nullable): the image, or %NULL when the table
 *   is not shown
 */
GdkTexture *
brg_print_snapshot_table (GtkWindow *window)
{
  PrintState *state = get_state (window);
  GtkWidget *table = state != NULL ? GTK_WIDGET (state->table_view) : NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  GdkRGBA background = { 1, 1, 1, 1 };
  int width, height, scale;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  if (table == NULL || !gtk_widget_get_mapped (table))
    return NULL;
  width = gtk_widget_get_width (table);
  height = gtk_widget_get_height (table);
  if (width <= 0 || height <= 0)
    return NULL;
  scale = MAX (2, gtk_widget_get_scale_factor (table));
  gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (window)),
                                  "window_bg_color", &background);

  paintable = gtk_widget_paintable_new (table);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_scale (snapshot, scale, scale);
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (table));
  if (node == NULL || renderer == NULL)
    return NULL;
  return gsk_renderer_render_texture (renderer, node,
                                     &GRAPHENE_RECT_INIT (0, 0, width * scale, height * scale));
}

static void
copy_image_action_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  GtkWindow *window = user_data;
  g_autoptr(GdkTexture) texture = brg_print_snapshot_table (window);

  if (texture == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (window));
      return;
    }
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (window)), texture);
  show_toast (window, _("Image of the table copied"));
}

/* ---- The actions ---- */

static void
document_changed_cb (GtkWindow *window)
{
  update_actions (window);
}

/**
 * brg_print_get_actions:
 * @window: a window given the actions by brg_print_attach()
 *
 * Returns: (transfer none): the `print` action group
 */
GActionGroup *
brg_print_get_actions (GtkWindow *window)
{
  PrintState *state = g_object_get_data (G_OBJECT (window), "brg-print-state");

  g_return_val_if_fail (state != NULL, NULL);

  return G_ACTION_GROUP (state->actions);
}

/**
 * brg_print_attach:
 * @window: a window
 * @model: what the window shows: its boards are printed, the board shown
 *   first in the preview
 * @settings: the application's settings, for the card deck
 * @table_view: the table, which Copy Image copies
 *
 * Gives @window the `print.*` actions and their keys: Ctrl+P,
 * Shift+Ctrl+E and Shift+Ctrl+C. They are enabled while the window has
 * boards.
 */
void
brg_print_attach (GtkWindow      *window,
                  BrgWindowModel *model,
                  GSettings      *settings,
                  BrgTableView   *table_view)
{
  static const GActionEntry entries[] = {
    { "print", print_action_cb, NULL, NULL, NULL, { 0 } },
    { "export", export_action_cb, NULL, NULL, NULL, { 0 } },
    { "copy-image", copy_image_action_cb, NULL, NULL, NULL, { 0 } },
  };
  static const struct { const char *accel; const char *action; } keys[] = {
    { "<Control>p", "print.print" },
    { "<Shift><Control>e", "print.export" },
    { "<Shift><Control>c", "print.copy-image" },
  };
  PrintState *state;
  GtkEventController *shortcuts;

  g_return_if_fail (GTK_IS_WINDOW (window));

  g_return_if_fail (BRG_IS_WINDOW_MODEL (model));
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (BRG_IS_TABLE_VIEW (table_view));

  state = g_new0 (PrintState, 1);
  state->window = window;
  state->model = g_object_ref (model);
  state->app_settings = g_object_ref (settings);
  state->table_view = table_view;
  state->options = brg_render_options_new ();
  state->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (state->actions), entries, G_N_ELEMENTS (entries),
                                   window);
  g_object_set_data_full (G_OBJECT (window), "brg-print-state", state,
                          (GDestroyNotify) print_state_free);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "print", G_ACTION_GROUP (state->actions));

  /* The window's own keys, so that printing needs no line in the
   * application's table. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].accel),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (window), shortcuts);

  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), window,
                           G_CONNECT_SWAPPED);
  update_actions (window);
}
