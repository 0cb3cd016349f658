/* brg-window-present.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a window gives a teacher in front of a class:
 *
 *   win.present            (F5, the header bar's button) the lesson from
 *                          the board shown: the projector full screen on
 *                          another monitor when there is one, the
 *                          presenter console in the window's place, until
 *                          Esc (app/presentation/)
 *   win.export-slides      a PDF a page a step, as the projector shows
 *                          them, written in a worker
 *   win.insert-step-break  (Ctrl+Enter in a comment) a step of the lesson
 *                          ends at the cursor of the comment being edited
 *   win.step-hands         (Shift+Ctrl+W) which hands a step shows
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "brg-comment-editor.h"
#include "brg-file-dialog.h"
#include "brg-presenter.h"
#include "brg-slides-export.h"
#include "brg-step-hands-dialog.h"
#include "brg-window-actions.h"
#include "brg-window-present.h"

struct _BrgWindowPresent
{
  GObject          parent_instance;

  GtkWindow       *window;        /* Weak */
  BrgWindowModel  *model;         /* Owned */
  GSettings       *settings;      /* Owned */
  GtkStack        *stack;         /* Borrowed: the window's */
  BrgPresenter    *presenter;     /* Owned: while presenting */
  char            *page_before;   /* Owned: the stack's page before */
};

G_DEFINE_FINAL_TYPE (BrgWindowPresent, brg_window_present, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PRESENTING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define PRESENT_PAGE "present"

static gboolean
four_color (BrgWindowPresent *self)
{
  g_autofree char *deck = self->settings != NULL
                          ? g_settings_get_string (self->settings, "card-deck") : NULL;

  return g_strcmp0 (deck, "four-color") == 0;
}

/* ---- Present ---- */

static void
stop_presenting (BrgWindowPresent *self)
{
  BrgPresenter *presenter = g_steal_pointer (&self->presenter);

  if (presenter == NULL)
    return;
  g_signal_handlers_disconnect_by_data (brg_presenter_get_presentation (presenter), self);
  brg_presentation_stop (brg_presenter_get_presentation (presenter));
  gtk_stack_set_visible_child_name (self->stack, self->page_before != NULL ? self->page_before
                                                                           : "boards");
  gtk_stack_remove (self->stack, GTK_WIDGET (presenter));
  g_object_unref (presenter);
  g_clear_pointer (&self->page_before, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENTING]);
}

static void
presentation_active_cb (BrgPresentation  *presentation,
                        GParamSpec       *pspec,
                        BrgWindowPresent *self)
{
  if (!brg_presentation_get_active (presentation))
    stop_presenting (self);
}

/**
 * brg_window_present_start:
 * @self: the presentation part
 *
 * Presents the lesson from the board shown (F5).
 *
 * Returns: %FALSE when there is nothing to present, or it already is
 */
gboolean
brg_window_present_start (BrgWindowPresent *self)
{
  BrgEvent *event;
  BrgBoard *board;
  g_autoptr(BrgPresentation) presentation = NULL;
  guint position = 0;

  g_return_val_if_fail (BRG_IS_WINDOW_PRESENT (self), FALSE);

  event = brg_window_model_get_event (self->model);
  if (self->presenter != NULL || self->window == NULL || event == NULL
      || brg_event_get_n_boards (event) == 0)
    return FALSE;
  board = brg_window_model_get_board (self->model);
  if (board != NULL)
    brg_event_find (event, board, &position);

  presentation = brg_presentation_new (event, position);
  self->presenter = g_object_ref_sink (brg_presenter_new (presentation));
  brg_presenter_set_four_color (self->presenter, four_color (self));
  brg_presenter_set_dark (self->presenter,
                          adw_style_manager_get_dark (adw_style_manager_get_default ()));
  g_signal_connect (presentation, "notify::active", G_CALLBACK (presentation_active_cb), self);

  self->page_before = g_strdup (gtk_stack_get_visible_child_name (self->stack));
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->presenter), PRESENT_PAGE);
  gtk_stack_set_visible_child (self->stack, GTK_WIDGET (self->presenter));
  brg_presenter_start (self->presenter, self->window);
  /* The console's keys, not the table's, on the teacher's screen. */
  gtk_widget_grab_focus (GTK_WIDGET (self->presenter));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENTING]);
  return TRUE;
}

static void
present_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  BrgWindowPresent *self = user_data;

  if (self->presenter != NULL)
    brg_presentation_stop (brg_presenter_get_presentation (self->presenter));
  else if (!brg_window_present_start (self))
    brg_window_model_say (self->model, _("There is no board to present"), NULL, NULL);
}

/* ---- Export Slides ---- */

typedef struct
{
  BrgWindowPresent *self;   /* Owned */
  GFile            *file;   /* Owned */
} Export;

static void
slides_written_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  Export *export = user_data;
  g_autoptr(BrgWindowPresent) self = export->self;
  g_autoptr(GFile) file = export->file;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n = brg_slides_export_finish (result, &error);

  g_free (export);
  if (self->model == NULL)
    return;
  if (n == 0)
    /* Translators: a toast; %s says why */
    text = g_strdup_printf (_("Could not export the slides: %s"), error->message);
  else
    {
      g_autofree char *name = brg_file_dialog_dup_name (file);

      /* Translators: a toast; %s is a file's name */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u slide written to %s",
                                           "%u slides written to %s", n), n, name);
    }
  brg_window_model_say (self->model, text, NULL, NULL);
}

/**
 * brg_window_present_export_slides:
 * @self: the presentation part
 * @file: the PDF to write
 *
 * Writes the slides of every board in a worker, and says so in a toast.
 */
void
brg_window_present_export_slides (BrgWindowPresent *self,
                                  GFile            *file)
{
  BrgEvent *event;
  Export *export;

  g_return_if_fail (BRG_IS_WINDOW_PRESENT (self));
  g_return_if_fail (G_IS_FILE (file));

  event = brg_window_model_get_event (self->model);
  if (event == NULL)
    return;
  export = g_new0 (Export, 1);
  export->self = g_object_ref (self);
  export->file = g_object_ref (file);
  brg_slides_export_async (event, four_color (self), FALSE, file, NULL, slides_written_cb,
                           export);
}

static void
slides_chooser_response_cb (GtkNativeDialog  *chooser,
                            int               response,
                            BrgWindowPresent *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && self->model != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);

      /* The extension the format calls for, if the name has none. */
      if (base != NULL && strchr (base, '.') == NULL)
        {
          g_autofree char *named = g_strconcat (base, ".pdf", NULL);
          g_autoptr(GFile) parent = g_file_get_parent (file);
          GFile *named_file = parent != NULL ? g_file_get_child (parent, named)
                                             : g_file_new_for_path (named);

          g_object_unref (file);
          file = named_file;
        }
      brg_window_present_export_slides (self, file);
    }
  g_object_unref (chooser);
}

static void
export_slides_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  BrgWindowPresent *self = user_data;
  BrgDocument *document = brg_window_model_get_document (self->model);
  GFile *source = document != NULL ? brg_document_get_file (document) : NULL;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  if (self->window == NULL || brg_window_model_get_event (self->model) == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Export Slides"), self->window,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("PDF slides"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (source != NULL)
    {
      g_autofree char *base = g_file_get_basename (source);
      char *dot = base != NULL ? strrchr (base, '.') : NULL;

      if (dot != NULL)
        *dot = '\0';
      name = g_strconcat (base != NULL ? base : _("Lesson"), ".pdf", NULL);
    }
  else
    name = g_strconcat (_("Lesson"), ".pdf", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (slides_chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- Authoring ---- */

static void
insert_step_break_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  BrgWindowPresent *self = user_data;
  GtkWidget *focus = self->window != NULL ? gtk_root_get_focus (GTK_ROOT (self->window)) : NULL;
  GtkWidget *editor = focus != NULL ? gtk_widget_get_ancestor (focus, BRG_TYPE_COMMENT_EDITOR)
                                    : NULL;

  if (editor == NULL || !brg_comment_editor_insert_step_break (BRG_COMMENT_EDITOR (editor)))
    brg_window_model_say (self->model,
                          _("Put the cursor in a comment where the step is to end "
                            "(Commentary, Ctrl+M), then Ctrl+Enter"), NULL, NULL);
}

static void
step_hands_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        BrgWindowPresent *self)
{
  g_autoptr(BrgCommand) command = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "show") != 0 || self->model == NULL)
    return;
  command = brg_step_hands_dialog_dup_command (dialog, &error);
  if (command == NULL)
    brg_window_model_say (self->model, error->message, NULL, NULL);
  else
    brg_window_model_perform (self->model, command);
}

static void
step_hands_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BrgWindowPresent *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  AdwMessageDialog *dialog;

  if (board == NULL || self->window == NULL)
    return;
  dialog = brg_step_hands_dialog_new (self->window, board, 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (step_hands_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry actions[] = {
  { "present", present_activated },
  { "export-slides", export_slides_activated },
  { "insert-step-break", insert_step_break_activated },
  { "step-hands", step_hands_activated },
};

/* ---- The object ---- */

static void
brg_window_present_dispose (GObject *object)
{
  BrgWindowPresent *self = BRG_WINDOW_PRESENT (object);

  stop_presenting (self);
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (brg_window_present_parent_class)->dispose (object);
}

static void
brg_window_present_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BrgWindowPresent *self = BRG_WINDOW_PRESENT (object);

  switch (prop_id)
    {
    case PROP_PRESENTING:
      g_value_set_boolean (value, self->presenter != NULL);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_present_class_init (BrgWindowPresentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_present_dispose;
  object_class->get_property = brg_window_present_get_property;

  /**
   * BrgWindowPresent:presenting:
   *
   * Whether the window shows the presenter console, the projector open.
   */
  properties[PROP_PRESENTING] =
    g_param_spec_boolean ("presenting", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_window_present_init (BrgWindowPresent *self)
{
}

/**
 * brg_window_present_new:
 * @window: the window, which gets `win.present`, `win.export-slides`,
 *   `win.insert-step-break` and `win.step-hands`
 * @model: what the window shows
 * @settings: (nullable): the window's settings (the card deck)
 * @stack: the window's stack, where the console takes a page
 *
 * Returns: (transfer full): the presentation part of @window
 */
BrgWindowPresent *
brg_window_present_new (GtkWindow      *window,
                        BrgWindowModel *model,
                        GSettings      *settings,
                        GtkStack       *stack)
{
  BrgWindowPresent *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (GTK_IS_STACK (stack), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_PRESENT, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  self->stack = stack;
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);
  return self;
}

/**
 * brg_window_present_get_presenting:
 * @self: the presentation part
 *
 * Returns: whether a lesson is being presented
 */
gboolean
brg_window_present_get_presenting (BrgWindowPresent *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_PRESENT (self), FALSE);

  return self->presenter != NULL;
}

/**
 * brg_window_present_get_presenter:
 * @self: the presentation part
 *
 * Returns: (transfer none) (nullable): the presenter console, while
 *   presenting
 */
BrgPresenter *
brg_window_present_get_presenter (BrgWindowPresent *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_PRESENT (self), NULL);

  return self->presenter;
}
