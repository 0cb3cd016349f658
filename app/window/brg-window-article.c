/* brg-window-article.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What BrgWindow gives an author writing an article:
 *
 *   win.export-article    (Shift+Ctrl+H) the boards as an HTML article
 *                         (brg_article_write_bytes()): all of them, those
 *                         the search lists, or the board shown, chosen in
 *                         the file chooser; written atomically
 *   win.update-document   (Shift+Ctrl+U) the edited boards written back
 *                         into the document they were read from (HTML,
 *                         text, ODT, DOCX; brg_host_document_update()), in
 *                         place, the old version kept as FILE~
 *
 * Copy Board (a <PBN> snippet) is in brg-window-actions.c, Copy Board as
 * Image (the table as a PNG) in brg-print.c.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-article.h"
#include "brg-host-document.h"
#include "brg-file-writer.h"
#include "brg-window-private.h"

#define SCOPE_CHOICE "boards"

/* The boards an article is made of: the scope is "all", "listed" or
 * "current". */
static BrgEvent *
boards_for (BrgWindow  *self,
            const char *scope)
{
  BrgEvent *event = brg_event_new ();
  BrgBoard *board = _brg_window_get_board (self);

  if (g_strcmp0 (scope, "current") == 0)
    {
      if (board != NULL)
        brg_event_append (event, board);
    }
  else if (g_strcmp0 (scope, "listed") == 0)
    {
      GListModel *shown = brg_board_list_get_shown (self->board_list);

      for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
        {
          g_autoptr(BrgBoard) listed = g_list_model_get_item (shown, i);

          brg_event_append (event, listed);
        }
    }
  else
    for (guint i = 0; self->event != NULL && i < brg_event_get_n_boards (self->event); i++)
      brg_event_append (event, brg_event_get_board (self->event, i));

  return event;
}

/* The title of the article: the event's name, else the file's. */
static char *
article_title (BrgWindow *self)
{
  BrgBoard *first = self->event != NULL && brg_event_get_n_boards (self->event) > 0
                    ? brg_event_get_board (self->event, 0) : NULL;
  const char *name = first != NULL ? brg_board_get_tag (first, "Event") : NULL;

  if (name != NULL && name[0] != '\0' && !g_str_equal (name, "?"))
    return g_strdup (name);
  if (self->file != NULL)
    return _brg_window_dup_display_name (self->file);
  return g_strdup (_("Bridge deals"));
}

/**
 * _brg_window_export_article:
 * @self: the window
 * @file: where to write
 * @scope: "all", "listed" or "current"
 * @error: return location for a #GError
 *
 * Writes the boards of @scope as an HTML article, atomically.
 *
 * Returns: %TRUE on success
 */
gboolean
_brg_window_export_article (BrgWindow   *self,
                            GFile       *file,
                            const char  *scope,
                            GError     **error)
{
  g_autoptr(BrgEvent) boards = boards_for (self, scope);
  g_autofree char *title = article_title (self);
  g_autoptr(GBytes) bytes = NULL;

  if (brg_event_get_n_boards (boards) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("There are no boards to export"));
      return FALSE;
    }
  bytes = brg_article_write_bytes (boards, title);
  return brg_write_file (file, bytes, BRG_WRITE_NONE, NULL, error);
}

static void
article_chooser_response_cb (GtkNativeDialog *chooser,
                             int              response,
                             BrgWindow       *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  const char *scope;

  if (response != GTK_RESPONSE_ACCEPT)
    {
      g_object_unref (chooser);
      return;
    }
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  scope = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), SCOPE_CHOICE);
  if (!_brg_window_export_article (self, file, scope, &error))
    _brg_window_show_toast (self, error->message, NULL, NULL);
  else
    {
      g_autofree char *name = _brg_window_dup_display_name (file);
      /* Translators: %s is a file's name */
      g_autofree char *text = g_strdup_printf (_("Article written to %s"), name);

      _brg_window_show_toast (self, text, NULL, NULL);
    }
  g_object_unref (chooser);
}

static void
export_article_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  const char *ids[] = { "all", "listed", "current", NULL };
  g_autofree char *all = NULL;
  g_autofree char *listed = NULL;
  const char *labels[4] = { NULL };
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *title = article_title (self);
  g_autofree char *name = NULL;
  guint n_all = self->event != NULL ? brg_event_get_n_boards (self->event) : 0;
  guint n_listed = brg_board_list_get_n_shown (self->board_list);

  if (self->event == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Export Article"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("HTML article"));
  gtk_file_filter_add_mime_type (filter, "text/html");
  gtk_file_filter_add_suffix (filter, "html");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  all = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "All %u board", "All %u boards", n_all),
                         n_all);
  listed = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %u board listed",
                                         "The %u boards listed", n_listed), n_listed);
  labels[0] = all;
  labels[1] = listed;
  labels[2] = _("The board shown");
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), SCOPE_CHOICE, _("Boards"),
                               ids, labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (chooser), SCOPE_CHOICE,
                               n_listed < n_all ? "listed" : "all");

  name = g_strconcat (title, ".html", NULL);
  g_strdelimit (name, "/\\", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (article_chooser_response_cb), self,
                           0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Whether a board of the window came from a <PBN> snippet of a document. */
static gboolean
from_document (BrgWindow *self)
{
  for (guint i = 0; self->event != NULL && i < brg_event_get_n_boards (self->event); i++)
    if (brg_host_document_board_get_snippet (brg_event_get_board (self->event, i), NULL, NULL, NULL))
      return TRUE;
  return FALSE;
}

/**
 * _brg_window_update_document:
 * @self: the window
 * @error: return location for a #GError
 *
 * Writes the window's boards back into the document they were read from,
 * in place, keeping the version before as `FILE~`. Every byte outside the
 * snippets stays as it was (brg_host_document_update()).
 *
 * Returns: %TRUE on success
 */
gboolean
_brg_window_update_document (BrgWindow  *self,
                             GError    **error)
{
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(GBytes) bytes = NULL;
  guint needed = 0;

  if (self->file == NULL || !from_document (self))
    {
      g_set_error_literal (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                           _("These boards were not read from a document"));
      return FALSE;
    }

  document = brg_host_document_new_for_file (self->file, NULL, error);
  if (document == NULL)
    return FALSE;

  /* The document as it is on disk now must still hold the snippets the
   * boards came from. */
  for (guint i = 0; i < brg_event_get_n_boards (self->event); i++)
    {
      guint snippet;

      if (brg_host_document_board_get_snippet (brg_event_get_board (self->event, i), &snippet, NULL,
                                          NULL))
        needed = MAX (needed, snippet + 1);
    }
  if (brg_host_document_get_n_snippets (document) < needed)
    {
      g_set_error_literal (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                           _("The document has changed since it was opened: open it again"));
      return FALSE;
    }

  bytes = brg_host_document_update (document, self->event, error);
  if (bytes == NULL || !brg_write_file (self->file, bytes, BRG_WRITE_BACKUP, NULL, error))
    return FALSE;
  /* The boards are in the document now: nothing to save, nor to recover. */
  brg_history_set_modified (self->history, FALSE);
  return TRUE;
}

static void
update_document_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (!_brg_window_update_document (self, &error))
    {
      _brg_window_show_toast (self, error->message, NULL, NULL);
      return;
    }
  name = _brg_window_dup_display_name (self->file);
  /* Translators: %s is a file's name; the old version is kept beside it */
  text = g_strdup_printf (_("%s updated; the old version is kept as %s~"), name, name);
  _brg_window_show_toast (self, text, NULL, NULL);
}

/* Update Document is for boards read from a document: looked at once a
 * file, not at every step. */
static void
event_changed_cb (BrgWindow *self)
{
  self->from_document = self->file != NULL && from_document (self);
  _brg_window_update_actions (self);
}

void
_brg_window_init_article (BrgWindow *self)
{
  g_signal_connect_object (self, "notify::event", G_CALLBACK (event_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

void
_brg_window_class_add_article_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-article", NULL,
                                   export_article_action);
  gtk_widget_class_install_action (widget_class, "win.update-document", NULL,
                                   update_document_action);
}
