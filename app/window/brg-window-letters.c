/* brg-window-letters.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-board-edits.h"
#include "brg-window-letters.h"

/**
 * BrgWindowLetters:
 *
 * The card letters a document prints in, chosen in the window:
 * win.file-letters, whose state is the code of the document's own letters
 * (`fr`, `de`, `nl`, `en`) or `reader` when it has none and follows each
 * reader's. A choice is the document's `%FinesseLetters` line
 * (brg_letters_set_for_event()), performed on its history so that Undo
 * takes it back; print, export, the article and `finesse-cli` follow it,
 * the window shows the Preferences' letters.
 */
struct _BrgWindowLetters
{
  GObject          parent_instance;

  BrgWindowModel  *model;     /* Owned */
  GSimpleAction   *action;    /* Owned: also in the window's action map */
  GSignalGroup    *history;   /* Owned: the document's edits */
  GSignalGroup    *document;  /* Owned: the document shown */
};

G_DEFINE_FINAL_TYPE (BrgWindowLetters, brg_window_letters, G_TYPE_OBJECT)

#define READER "reader"

static const char *
event_code (BrgEvent *event)
{
  const BrgLetters *own = event != NULL ? brg_letters_for_event (event) : NULL;

  return own != NULL ? brg_letters_get_code (own) : READER;
}

static void
update_state (BrgWindowLetters *self)
{
  g_simple_action_set_state (self->action,
                             g_variant_new_string (event_code (
                               brg_window_model_get_event (self->model))));
}

static void
change_state_cb (GSimpleAction    *action,
                 GVariant         *value,
                 BrgWindowLetters *self)
{
  const char *code = g_variant_get_string (value, NULL);
  const BrgLetters *letters = NULL;
  BrgEvent *event = brg_window_model_get_event (self->model);
  g_autoptr(BrgCommand) command = NULL;
  g_autofree char *message = NULL;

  if (event == NULL || g_strcmp0 (code, event_code (event)) == 0)
    return;
  if (g_strcmp0 (code, READER) != 0 && (letters = brg_letters_lookup (code)) == NULL)
    return;
  command = brg_edit_set_event_letters (event, letters);
  if (!brg_window_model_perform (self->model, command))
    return;
  update_state (self);
  if (letters != NULL)
    /* Translators: a toast; %s names card letters, as "Français" */
    message = g_strdup_printf (_("This file prints in the card letters %s"),
                               brg_letters_get_name (letters));
  else
    message = g_strdup (_("This file prints in each reader’s card letters"));
  brg_window_model_say (self->model, message, _("_Undo"), "win.undo");
}

static void
document_changed_cb (BrgWindowLetters *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);

  g_signal_group_set_target (self->document, document);
  g_signal_group_set_target (self->history,
                             document != NULL ? brg_document_get_history (document) : NULL);
  update_state (self);
}

static void
brg_window_letters_dispose (GObject *object)
{
  BrgWindowLetters *self = BRG_WINDOW_LETTERS (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->action != NULL)
    g_signal_handlers_disconnect_by_data (self->action, self);
  if (self->history != NULL)
    g_signal_group_set_target (self->history, NULL);
  if (self->document != NULL)
    g_signal_group_set_target (self->document, NULL);
  g_clear_object (&self->history);
  g_clear_object (&self->document);
  g_clear_object (&self->action);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_letters_parent_class)->dispose (object);
}

static void
brg_window_letters_class_init (BrgWindowLettersClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_letters_dispose;
}

static void
brg_window_letters_init (BrgWindowLetters *self)
{
}

/**
 * brg_window_letters_new:
 * @window: the window, whose action map gets win.file-letters
 * @model: what the window shows
 *
 * Returns: (transfer full): the document letters part of a window
 */
BrgWindowLetters *
brg_window_letters_new (GtkApplicationWindow *window,
                        BrgWindowModel       *model)
{
  BrgWindowLetters *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_LETTERS, NULL);
  self->model = g_object_ref (model);
  self->action = g_simple_action_new_stateful ("file-letters", G_VARIANT_TYPE_STRING,
                                               g_variant_new_string (READER));
  g_signal_connect (self->action, "change-state", G_CALLBACK (change_state_cb), self);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (self->action));

  /* Undo and redo change the line too. */
  self->history = g_signal_group_new (BRG_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history, "changed", G_CALLBACK (update_state), self);
  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* A file read into the document gives it its boards. */
  self->document = g_signal_group_new (BRG_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document, "notify::event", G_CALLBACK (update_state),
                                  self);
  document_changed_cb (self);
  return self;
}
