/* brg-window-article.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a window gives an author writing an article:
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
 * Copy Board (a <PBN> snippet) is in brg-window.c, Copy Board as Image
 * (the table as a PNG) in brg-print.c.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-article.h"
#include "brg-host-document.h"
#include "brg-file-writer.h"
#include "brg-file-dialog.h"
#include "brg-window-actions.h"
#include "brg-window-article.h"

struct _BrgWindowArticle
{
  GObject         parent_instance;

  GtkWindow      *window;         /* Weak: the file chooser's parent */
  BrgWindowModel *model;          /* Owned */
  BrgBoardList   *board_list;     /* Borrowed: the window's */
  gboolean        from_document;  /* the boards shown came from a document's <PBN> snippets */
};

G_DEFINE_FINAL_TYPE (BrgWindowArticle, brg_window_article, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FROM_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define SCOPE_CHOICE "boards"

/* The boards an article is made of: the scope is "all", "listed" or
 * "current". */
static BrgEvent *
boards_for (BrgWindowArticle *self,
            const char       *scope)
{
  BrgEvent *event = brg_event_new ();
  BrgEvent *shown = brg_window_model_get_event (self->model);
  BrgBoard *board = brg_window_model_get_board (self->model);

  if (g_strcmp0 (scope, "current") == 0)
    {
      if (board != NULL)
        brg_event_append (event, board);
    }
  else if (g_strcmp0 (scope, "listed") == 0)
    {
      GListModel *listed_boards = brg_board_list_get_shown (self->board_list);

      for (guint i = 0; i < g_list_model_get_n_items (listed_boards); i++)
        {
          g_autoptr(BrgBoard) listed = g_list_model_get_item (listed_boards, i);

          brg_event_append (event, listed);
        }
    }
  else
    for (guint i = 0; shown != NULL && i < brg_event_get_n_boards (shown); i++)
      brg_event_append (event, brg_event_get_board (shown, i));

  return event;
}

/* The title of the article: the event's name, else the file's. */
static char *
article_title (BrgWindowArticle *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);
  BrgEvent *event = brg_window_model_get_event (self->model);
  BrgBoard *first = event != NULL && brg_event_get_n_boards (event) > 0
                    ? brg_event_get_board (event, 0) : NULL;
  const char *name = first != NULL ? brg_board_get_tag (first, "Event") : NULL;

  if (name != NULL && name[0] != '\0' && !g_str_equal (name, "?"))
    return g_strdup (name);
  if (document != NULL && brg_document_get_file (document) != NULL)
    return brg_file_dialog_dup_name (brg_document_get_file (document));
  return g_strdup (_("Bridge deals"));
}

/**
 * brg_window_article_export:
 * @self: the article part
 * @file: where to write
 * @scope: "all", "listed" or "current"
 * @error: return location for a #GError
 *
 * Writes the boards of @scope as an HTML article, atomically.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_window_article_export (BrgWindowArticle  *self,
                           GFile             *file,
                           const char        *scope,
                           GError           **error)
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
article_chooser_response_cb (GtkNativeDialog  *chooser,
                             int               response,
                             BrgWindowArticle *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  const char *scope;

  if (response != GTK_RESPONSE_ACCEPT || self->model == NULL)
    {
      g_object_unref (chooser);
      return;
    }
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  scope = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), SCOPE_CHOICE);
  if (!brg_window_article_export (self, file, scope, &error))
    brg_window_model_say (self->model, error->message, NULL, NULL);
  else
    {
      g_autofree char *name = brg_file_dialog_dup_name (file);
      /* Translators: %s is a file's name */
      g_autofree char *text = g_strdup_printf (_("Article written to %s"), name);

      brg_window_model_say (self->model, text, NULL, NULL);
    }
  g_object_unref (chooser);
}

static void
export_article_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  BrgWindowArticle *self = user_data;
  BrgEvent *event = brg_window_model_get_event (self->model);
  const char *ids[] = { "all", "listed", "current", NULL };
  g_autofree char *all = NULL;
  g_autofree char *listed = NULL;
  const char *labels[4] = { NULL };
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *title = article_title (self);
  g_autofree char *name = NULL;
  guint n_all = event != NULL ? brg_event_get_n_boards (event) : 0;
  guint n_listed = brg_board_list_get_n_shown (self->board_list);

  if (event == NULL || self->window == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Export Article"), self->window,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  /* Translators: a file type: a web page with the boards, their diagrams and commentary */
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
  /* Translators: a choice of what an article holds: the boards chosen in the list */
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
from_document (BrgEvent *event)
{
  for (guint i = 0; event != NULL && i < brg_event_get_n_boards (event); i++)
    if (brg_host_document_board_get_snippet (brg_event_get_board (event, i), NULL, NULL, NULL))
      return TRUE;
  return FALSE;
}

/**
 * brg_window_article_update_document:
 * @self: the article part
 * @error: return location for a #GError
 *
 * Writes the boards shown back into the document they were read from,
 * in place, keeping the version before as `FILE~`. Every byte outside the
 * snippets stays as it was (brg_host_document_update()).
 *
 * Returns: %TRUE on success
 */
gboolean
brg_window_article_update_document (BrgWindowArticle  *self,
                                    GError           **error)
{
  BrgDocument *shown = brg_window_model_get_document (self->model);
  BrgEvent *event = brg_window_model_get_event (self->model);
  GFile *file = shown != NULL ? brg_document_get_file (shown) : NULL;
  g_autoptr(BrgHostDocument) document = NULL;
  g_autoptr(GBytes) bytes = NULL;
  guint needed = 0;

  if (file == NULL || !from_document (event))
    {
      g_set_error_literal (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                           _("These boards were not read from a document"));
      return FALSE;
    }

  document = brg_host_document_new_for_file (file, NULL, error);
  if (document == NULL)
    return FALSE;

  /* The document as it is on disk now must still hold the snippets the
   * boards came from. */
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      guint snippet;

      if (brg_host_document_board_get_snippet (brg_event_get_board (event, i), &snippet, NULL,
                                               NULL))
        needed = MAX (needed, snippet + 1);
    }
  if (brg_host_document_get_n_snippets (document) < needed)
    {
      g_set_error_literal (error, BRG_HOST_DOCUMENT_ERROR, BRG_HOST_DOCUMENT_ERROR_UNSUPPORTED,
                           _("The document has changed since it was opened: open it again"));
      return FALSE;
    }

  bytes = brg_host_document_update (document, event, error);
  if (bytes == NULL || !brg_write_file (file, bytes, BRG_WRITE_BACKUP, NULL, error))
    return FALSE;
  /* The boards are in the document now: nothing to save, nor to recover. */
  brg_document_set_modified (shown, FALSE);
  return TRUE;
}

static void
update_document_activated (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  BrgWindowArticle *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (!brg_window_article_update_document (self, &error))
    {
      brg_window_model_say (self->model, error->message, NULL, NULL);
      return;
    }
  name = brg_file_dialog_dup_name (brg_document_get_file (
                                     brg_window_model_get_document (self->model)));
  /* Translators: %s is a file's name; the old version is kept beside it */
  text = g_strdup_printf (_("%s updated; the old version is kept as %s~"), name, name);
  brg_window_model_say (self->model, text, NULL, NULL);
}

/* Update Document is for boards read from a document: looked at once a
 * file, not at every step. */
static void
document_changed_cb (BrgWindowArticle *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);
  gboolean from = document != NULL && brg_document_get_file (document) != NULL
                  && from_document (brg_document_get_event (document));

  if (from == self->from_document)
    return;
  self->from_document = from;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FROM_DOCUMENT]);
}

static const GActionEntry actions[] = {
  { "export-article", export_article_activated },
  { "update-document", update_document_activated },
};

static void
brg_window_article_dispose (GObject *object)
{
  BrgWindowArticle *self = BRG_WINDOW_ARTICLE (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_article_parent_class)->dispose (object);
}

static void
brg_window_article_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BrgWindowArticle *self = BRG_WINDOW_ARTICLE (object);

  switch (prop_id)
    {
    case PROP_FROM_DOCUMENT:
      g_value_set_boolean (value, self->from_document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_article_class_init (BrgWindowArticleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_article_dispose;
  object_class->get_property = brg_window_article_get_property;

  /**
   * BrgWindowArticle:from-document:
   *
   * Whether the boards shown came from <PBN> snippets of a document,
   * which Update Document writes back into.
   */
  properties[PROP_FROM_DOCUMENT] =
    g_param_spec_boolean ("from-document", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_window_article_init (BrgWindowArticle *self)
{
}

/**
 * brg_window_article_new:
 * @window: the window, which gets `win.export-article` and
 *   `win.update-document`
 * @model: what the window shows
 * @board_list: the board list, whose boards listed an article may hold
 *
 * Returns: (transfer full): the article part of @window
 */
BrgWindowArticle *
brg_window_article_new (GtkWindow      *window,
                        BrgWindowModel *model,
                        BrgBoardList   *board_list)
{
  BrgWindowArticle *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (BRG_IS_BOARD_LIST (board_list), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_ARTICLE, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->board_list = board_list;
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  document_changed_cb (self);
  return self;
}

/**
 * brg_window_article_get_from_document:
 * @self: the article part
 *
 * Returns: whether the boards shown came from a document's snippets
 */
gboolean
brg_window_article_get_from_document (BrgWindowArticle *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_ARTICLE (self), FALSE);

  return self->from_document;
}
