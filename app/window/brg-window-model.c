/* brg-window-model.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-window-model.h"

/**
 * BrgWindowModel:
 *
 * What a window shows, which every part of the window reads and follows:
 * the document (#BrgDocument, which several windows may share), the board
 * and the position in it (#BrgReplay), and the window's modes: the edit
 * mode, the quiz, the hidden hands shown, the auction being stepped
 * through, a file being read into the window. It is not a widget: the
 * window's parts (brg-window-*.c) are given it, change it, and follow its
 * properties; none of them knows the window or another part.
 *
 * A part that has something to tell the user emits #BrgWindowModel::message
 * (brg_window_model_say()); the window shows it as a toast.
 */
struct _BrgWindowModel
{
  GObject      parent_instance;

  BrgDocument *document;        /* Owned, nullable */
  BrgReplay   *replay;          /* Owned */
  gboolean     loading;
  gboolean     edit_mode;
  gboolean     quiz_mode;
  gboolean     reveal_hidden;
  gboolean     stepping_calls;
};

G_DEFINE_FINAL_TYPE (BrgWindowModel, brg_window_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_REPLAY,
  PROP_LOADING,
  PROP_EDIT_MODE,
  PROP_QUIZ_MODE,
  PROP_REVEAL_HIDDEN,
  PROP_STEPPING_CALLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
brg_window_model_dispose (GObject *object)
{
  BrgWindowModel *self = BRG_WINDOW_MODEL (object);

  g_clear_object (&self->document);
  g_clear_object (&self->replay);

  G_OBJECT_CLASS (brg_window_model_parent_class)->dispose (object);
}

static void
brg_window_model_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BrgWindowModel *self = BRG_WINDOW_MODEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_REPLAY:
      g_value_set_object (value, self->replay);
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;

    case PROP_EDIT_MODE:
      g_value_set_boolean (value, self->edit_mode);
      break;

    case PROP_QUIZ_MODE:
      g_value_set_boolean (value, self->quiz_mode);
      break;

    case PROP_REVEAL_HIDDEN:
      g_value_set_boolean (value, self->reveal_hidden);
      break;

    case PROP_STEPPING_CALLS:
      g_value_set_boolean (value, self->stepping_calls);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_model_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BrgWindowModel *self = BRG_WINDOW_MODEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      brg_window_model_set_document (self, g_value_get_object (value));
      break;

    case PROP_LOADING:
      brg_window_model_set_loading (self, g_value_get_boolean (value));
      break;

    case PROP_EDIT_MODE:
      brg_window_model_set_edit_mode (self, g_value_get_boolean (value));
      break;

    case PROP_QUIZ_MODE:
      brg_window_model_set_quiz_mode (self, g_value_get_boolean (value));
      break;

    case PROP_REVEAL_HIDDEN:
      brg_window_model_set_reveal_hidden (self, g_value_get_boolean (value));
      break;

    case PROP_STEPPING_CALLS:
      brg_window_model_set_stepping_calls (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
boolean_property (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                               | G_PARAM_STATIC_STRINGS);
}

static void
brg_window_model_class_init (BrgWindowModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_model_dispose;
  object_class->get_property = brg_window_model_get_property;
  object_class->set_property = brg_window_model_set_property;

  /**
   * BrgWindowModel:document:
   *
   * The document shown, or %NULL before one is.
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         BRG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindowModel:replay:
   *
   * The board shown and the position in it: the same object for the
   * model's life.
   */
  properties[PROP_REPLAY] =
    g_param_spec_object ("replay", NULL, NULL,
                         BRG_TYPE_REPLAY,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindowModel:loading:
   *
   * Whether a file is being read into the window: the document shown,
   * or one that replaces it when its first boards come. Nothing is
   * edited meanwhile.
   */
  properties[PROP_LOADING] = boolean_property ("loading");

  /**
   * BrgWindowModel:edit-mode:
   *
   * Whether the board shown is edited: the bidding box, the play entry
   * and the annotation editors show.
   */
  properties[PROP_EDIT_MODE] = boolean_property ("edit-mode");

  /**
   * BrgWindowModel:quiz-mode:
   *
   * Whether each board starts before its first call, and what the replay
   * has not reached is kept back.
   */
  properties[PROP_QUIZ_MODE] = boolean_property ("quiz-mode");

  /**
   * BrgWindowModel:reveal-hidden:
   *
   * Whether the hands the board hides (its `Hidden` tag) are shown.
   */
  properties[PROP_REVEAL_HIDDEN] = boolean_property ("reveal-hidden");

  /**
   * BrgWindowModel:stepping-calls:
   *
   * Whether the auction is being stepped through, so that the current call
   * is singled out; a board first shows its whole auction with none.
   */
  properties[PROP_STEPPING_CALLS] = boolean_property ("stepping-calls");

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgWindowModel::message:
   * @self: the model
   * @text: what to tell the user
   * @button_label: (nullable): the label of a button beside it
   * @action_name: (nullable): the action the button runs
   *
   * A part of the window has something to tell the user.
   */
  signals[MESSAGE] =
    g_signal_new ("message",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
}

static void
brg_window_model_init (BrgWindowModel *self)
{
  self->replay = brg_replay_new (NULL);
}

/**
 * brg_window_model_new:
 *
 * Returns: (transfer full): a model that shows nothing yet
 */
BrgWindowModel *
brg_window_model_new (void)
{
  return g_object_new (BRG_TYPE_WINDOW_MODEL, NULL);
}

/**
 * brg_window_model_get_document:
 * @self: a window model
 *
 * Returns: (transfer none) (nullable): the document shown
 */
BrgDocument *
brg_window_model_get_document (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), NULL);

  return self->document;
}

/**
 * brg_window_model_set_document:
 * @self: a window model
 * @document: (nullable): the document to show
 */
void
brg_window_model_set_document (BrgWindowModel *self,
                               BrgDocument    *document)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));
  g_return_if_fail (document == NULL || BRG_IS_DOCUMENT (document));

  if (g_set_object (&self->document, document))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/**
 * brg_window_model_get_event:
 * @self: a window model
 *
 * Returns: (transfer none) (nullable): the boards of the document shown
 */
BrgEvent *
brg_window_model_get_event (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), NULL);

  return self->document != NULL ? brg_document_get_event (self->document) : NULL;
}

/**
 * brg_window_model_get_history:
 * @self: a window model
 *
 * Returns: (transfer none) (nullable): the history of the document shown
 */
BrgHistory *
brg_window_model_get_history (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), NULL);

  return self->document != NULL ? brg_document_get_history (self->document) : NULL;
}

/**
 * brg_window_model_get_replay:
 * @self: a window model
 *
 * Returns: (transfer none): the board shown and the position in it
 */
BrgReplay *
brg_window_model_get_replay (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), NULL);

  return self->replay;
}

/**
 * brg_window_model_get_board:
 * @self: a window model
 *
 * Returns: (transfer none) (nullable): the board shown
 */
BrgBoard *
brg_window_model_get_board (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), NULL);

  return brg_replay_get_board (self->replay);
}

static void
set_boolean (BrgWindowModel *self,
             gboolean       *field,
             gboolean        value,
             guint           prop_id)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/**
 * brg_window_model_get_loading:
 * @self: a window model
 *
 * Returns: whether a file is being read into the window
 */
gboolean
brg_window_model_get_loading (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);

  return self->loading;
}

/**
 * brg_window_model_set_loading:
 * @self: a window model
 * @loading: whether a file is being read into the window
 */
void
brg_window_model_set_loading (BrgWindowModel *self,
                              gboolean        loading)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));

  set_boolean (self, &self->loading, loading, PROP_LOADING);
}

/**
 * brg_window_model_get_edit_mode:
 * @self: a window model
 *
 * Returns: whether the board shown is edited
 */
gboolean
brg_window_model_get_edit_mode (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);

  return self->edit_mode;
}

/**
 * brg_window_model_set_edit_mode:
 * @self: a window model
 * @edit_mode: whether to edit the board shown
 */
void
brg_window_model_set_edit_mode (BrgWindowModel *self,
                                gboolean        edit_mode)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));

  set_boolean (self, &self->edit_mode, edit_mode, PROP_EDIT_MODE);
}

/**
 * brg_window_model_get_quiz_mode:
 * @self: a window model
 *
 * Returns: whether what the replay has not reached is kept back
 */
gboolean
brg_window_model_get_quiz_mode (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);

  return self->quiz_mode;
}

/**
 * brg_window_model_set_quiz_mode:
 * @self: a window model
 * @quiz_mode: whether to keep back what the replay has not reached
 */
void
brg_window_model_set_quiz_mode (BrgWindowModel *self,
                                gboolean        quiz_mode)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));

  set_boolean (self, &self->quiz_mode, quiz_mode, PROP_QUIZ_MODE);
}

/**
 * brg_window_model_get_reveal_hidden:
 * @self: a window model
 *
 * Returns: whether the hands the board hides are shown
 */
gboolean
brg_window_model_get_reveal_hidden (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);

  return self->reveal_hidden;
}

/**
 * brg_window_model_set_reveal_hidden:
 * @self: a window model
 * @reveal_hidden: whether to show the hands the board hides
 */
void
brg_window_model_set_reveal_hidden (BrgWindowModel *self,
                                    gboolean        reveal_hidden)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));

  set_boolean (self, &self->reveal_hidden, reveal_hidden, PROP_REVEAL_HIDDEN);
}

/**
 * brg_window_model_get_stepping_calls:
 * @self: a window model
 *
 * Returns: whether the auction is being stepped through
 */
gboolean
brg_window_model_get_stepping_calls (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);

  return self->stepping_calls;
}

/**
 * brg_window_model_set_stepping_calls:
 * @self: a window model
 * @stepping_calls: whether the auction is being stepped through
 */
void
brg_window_model_set_stepping_calls (BrgWindowModel *self,
                                     gboolean        stepping_calls)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));

  set_boolean (self, &self->stepping_calls, stepping_calls, PROP_STEPPING_CALLS);
}

/**
 * brg_window_model_get_editing:
 * @self: a window model
 *
 * Returns: whether the board shown can be edited now: the edit mode is
 *   on, and no file is being read
 */
gboolean
brg_window_model_get_editing (BrgWindowModel *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);

  /* A file being read cannot change: its unread rest would be lost. */
  return self->edit_mode && brg_replay_get_board (self->replay) != NULL && !self->loading;
}

/**
 * brg_window_model_perform:
 * @self: a window model
 * @command: an edit of the board shown
 *
 * Hands @command to the document shown (brg_document_perform()), with
 * the board shown; says why in a message when it cannot be applied.
 *
 * Returns: %TRUE if the edit was made
 */
gboolean
brg_window_model_perform (BrgWindowModel *self,
                          BrgCommand     *command)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (self), FALSE);
  g_return_val_if_fail (BRG_IS_COMMAND (command), FALSE);

  if (self->document == NULL)
    return FALSE;
  if (!brg_document_perform (self->document, brg_replay_get_board (self->replay), command,
                             &error))
    {
      brg_window_model_say (self, error->message, NULL, NULL);
      return FALSE;
    }
  return TRUE;
}

/**
 * brg_window_model_say:
 * @self: a window model
 * @text: what to tell the user
 * @button_label: (nullable): a button beside it
 * @action_name: (nullable): the action the button runs
 *
 * Emits #BrgWindowModel::message.
 */
void
brg_window_model_say (BrgWindowModel *self,
                      const char     *text,
                      const char     *button_label,
                      const char     *action_name)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));
  g_return_if_fail (text != NULL);

  g_signal_emit (self, signals[MESSAGE], 0, text, button_label, action_name);
}

/**
 * brg_window_model_disconnect:
 * @self: a window model
 * @part: a part of the window that connected to the model or its replay
 *
 * Disconnects every handler @part connected to the model and its replay:
 * a part that goes before the window hears no more of them.
 */
void
brg_window_model_disconnect (BrgWindowModel *self,
                             gpointer        part)
{
  g_return_if_fail (BRG_IS_WINDOW_MODEL (self));

  g_signal_handlers_disconnect_by_data (self, part);
  g_signal_handlers_disconnect_by_data (self->replay, part);
}
