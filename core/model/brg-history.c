/* brg-history.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-history.h"

/**
 * BrgHistory:
 *
 * The undo and redo stacks of #BrgCommand. Every command on the undo stack
 * was applied, in order; every command on the redo stack was reverted. A
 * new command clears the redo stack. A command that fails to apply or to
 * revert leaves both stacks as they were.
 *
 * A command performed right after another with the same merge key (see
 * brg_command_set_merge()) is merged into it, so that typing in a text
 * field is one undo step. Undo, redo, brg_history_clear() and
 * brg_history_end_merge() end the run of merging.
 *
 * The history also knows whether the model is as it was saved
 * (#BrgHistory:modified, brg_history_set_modified()), and tells every
 * change it makes to the model with #BrgHistory::changed, so that a
 * window's modified mark and its autosave follow every editor at once.
 */
struct _BrgHistory
{
  GObject    parent_instance;

  /* Owned */
  GPtrArray *undo;      /* of BrgCommand, top last */
  GPtrArray *redo;      /* of BrgCommand, top last */

  /* Owned, nullable: the undo top when the model was last saved */
  BrgCommand *saved_top;

  gboolean   can_merge; /* the undo top was the last command performed */
  gboolean   saved_gone; /* no undo or redo leads back to the saved model */
};

G_DEFINE_FINAL_TYPE (BrgHistory, brg_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  BrgCommand *undo_top;
  BrgCommand *redo_top;
  gboolean    modified;
} Tops;

static BrgCommand *
top (GPtrArray *stack)
{
  return stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : NULL;
}

static const char *
label_of (BrgCommand *command)
{
  return command != NULL ? brg_command_get_label (command) : NULL;
}

static gboolean
is_modified (BrgHistory *self)
{
  return self->saved_gone || top (self->undo) != self->saved_top;
}

static Tops
get_tops (BrgHistory *self)
{
  Tops tops = { top (self->undo), top (self->redo), is_modified (self) };

  return tops;
}

/* Compares the stack tops before and after a change and notifies what
 * changed. The commands of @before must still be alive: callers keep a
 * command that leaves both stacks until this has run. */
static void
notify_changes (BrgHistory *self,
                Tops        before)
{
  Tops after = get_tops (self);

  g_object_freeze_notify (G_OBJECT (self));
  if ((before.undo_top != NULL) != (after.undo_top != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if ((before.redo_top != NULL) != (after.redo_top != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (g_strcmp0 (label_of (before.undo_top), label_of (after.undo_top)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
  if (g_strcmp0 (label_of (before.redo_top), label_of (after.redo_top)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
  if (before.modified != after.modified)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
brg_history_finalize (GObject *object)
{
  BrgHistory *self = BRG_HISTORY (object);

  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_object (&self->saved_top);

  G_OBJECT_CLASS (brg_history_parent_class)->finalize (object);
}

static void
brg_history_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BrgHistory *self = BRG_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, brg_history_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, brg_history_get_can_redo (self));
      break;

    case PROP_UNDO_LABEL:
      g_value_set_string (value, brg_history_get_undo_label (self));
      break;

    case PROP_REDO_LABEL:
      g_value_set_string (value, brg_history_get_redo_label (self));
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, brg_history_get_modified (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_history_class_init (BrgHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_history_finalize;
  object_class->get_property = brg_history_get_property;

  /**
   * BrgHistory:can-undo:
   *
   * Whether there is a command to undo.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgHistory:can-redo:
   *
   * Whether there is a command to redo.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgHistory:undo-label:
   *
   * The label of the command that undo would revert, or %NULL.
   */
  properties[PROP_UNDO_LABEL] =
    g_param_spec_string ("undo-label", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgHistory:redo-label:
   *
   * The label of the command that redo would apply, or %NULL.
   */
  properties[PROP_REDO_LABEL] =
    g_param_spec_string ("redo-label", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgHistory:modified:
   *
   * Whether the model differs from what it was when it was last saved (see
   * brg_history_set_modified()): a command performed, or undo or redo away
   * from the saved state.
   */
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgHistory::changed:
   * @self: the history
   *
   * Emitted after the history changed the model: a command performed
   * (merged into the last one, too), undone or redone. Not emitted for
   * brg_history_clear(), which changes no model.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);
}

static void
brg_history_init (BrgHistory *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_object_unref);
  self->redo = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * brg_history_new:
 *
 * Returns: (transfer full): an empty history
 */
BrgHistory *
brg_history_new (void)
{
  return g_object_new (BRG_TYPE_HISTORY, NULL);
}

/**
 * brg_history_perform:
 * @self: a history
 * @command: the command to apply
 * @error: return location for a #GError
 *
 * Applies @command. On success it goes onto the undo stack and the redo
 * stack is cleared; on failure nothing is recorded and the command's error
 * is returned. When the last thing done was performing a command that
 * merges with @command (brg_command_merge()), the two become one undo step
 * and @command itself is not kept.
 *
 * Returns: %TRUE if @command was applied
 */
gboolean
brg_history_perform (BrgHistory  *self,
                     BrgCommand  *command,
                     GError     **error)
{
  g_autoptr(GPtrArray) old_redo = NULL;
  Tops before;

  g_return_val_if_fail (BRG_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (BRG_IS_COMMAND (command), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!brg_command_apply (command, error))
    return FALSE;

  before = get_tops (self);
  /* Keep the old redo commands alive until the notifications are out. */
  old_redo = g_steal_pointer (&self->redo);
  self->redo = g_ptr_array_new_with_free_func (g_object_unref);
  if (!self->can_merge || before.undo_top == NULL
      || !brg_command_merge (before.undo_top, command))
    g_ptr_array_add (self->undo, g_object_ref (command));
  self->can_merge = TRUE;
  notify_changes (self, before);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * brg_history_undo:
 * @self: a history
 * @error: return location for a #GError
 *
 * Reverts the last applied command and moves it onto the redo stack. With
 * nothing to undo it returns %FALSE and leaves @error unset. When the
 * command fails to revert, both stacks stay as they were.
 *
 * Returns: %TRUE if a command was reverted
 */
gboolean
brg_history_undo (BrgHistory  *self,
                  GError     **error)
{
  g_autoptr(BrgCommand) command = NULL;
  Tops before;

  g_return_val_if_fail (BRG_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->undo->len == 0)
    return FALSE;

  command = g_object_ref (top (self->undo));
  if (!brg_command_revert (command, error))
    return FALSE;

  before = get_tops (self);
  g_ptr_array_remove_index (self->undo, self->undo->len - 1);
  g_ptr_array_add (self->redo, g_object_ref (command));
  self->can_merge = FALSE;
  notify_changes (self, before);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * brg_history_redo:
 * @self: a history
 * @error: return location for a #GError
 *
 * Applies again the last reverted command and moves it back onto the undo
 * stack. With nothing to redo it returns %FALSE and leaves @error unset.
 * When the command fails to apply, both stacks stay as they were.
 *
 * Returns: %TRUE if a command was applied
 */
gboolean
brg_history_redo (BrgHistory  *self,
                  GError     **error)
{
  g_autoptr(BrgCommand) command = NULL;
  Tops before;

  g_return_val_if_fail (BRG_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->redo->len == 0)
    return FALSE;

  command = g_object_ref (top (self->redo));
  if (!brg_command_apply (command, error))
    return FALSE;

  before = get_tops (self);
  g_ptr_array_remove_index (self->redo, self->redo->len - 1);
  g_ptr_array_add (self->undo, g_object_ref (command));
  self->can_merge = FALSE;
  notify_changes (self, before);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * brg_history_get_can_undo:
 * @self: a history
 *
 * Returns: %TRUE if there is a command to undo
 */
gboolean
brg_history_get_can_undo (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), FALSE);

  return self->undo->len > 0;
}

/**
 * brg_history_get_can_redo:
 * @self: a history
 *
 * Returns: %TRUE if there is a command to redo
 */
gboolean
brg_history_get_can_redo (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), FALSE);

  return self->redo->len > 0;
}

/**
 * brg_history_get_undo_label:
 * @self: a history
 *
 * Returns: (nullable): the label of the command to undo, or %NULL
 */
const char *
brg_history_get_undo_label (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), NULL);

  return self->undo->len > 0 ? brg_command_get_label (top (self->undo)) : NULL;
}

/**
 * brg_history_get_redo_label:
 * @self: a history
 *
 * Returns: (nullable): the label of the command to redo, or %NULL
 */
const char *
brg_history_get_redo_label (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), NULL);

  return self->redo->len > 0 ? brg_command_get_label (top (self->redo)) : NULL;
}

/**
 * brg_history_peek_undo:
 * @self: a history
 *
 * Gets the command undo would revert, so that a caller can show what it
 * changes (the window goes to the board an undo changes), without taking
 * it off the stack. A command merged into it is part of it.
 *
 * Returns: (transfer none) (nullable): the command, or %NULL
 */
BrgCommand *
brg_history_peek_undo (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), NULL);

  return top (self->undo);
}

/**
 * brg_history_peek_redo:
 * @self: a history
 *
 * Gets the command redo would apply again, without taking it off the
 * stack.
 *
 * Returns: (transfer none) (nullable): the command, or %NULL
 */
BrgCommand *
brg_history_peek_redo (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), NULL);

  return top (self->redo);
}

/**
 * brg_history_clear:
 * @self: a history
 *
 * Forgets every command, without reverting or applying any. The model
 * stays as modified as it was (see brg_history_set_modified()).
 */
void
brg_history_clear (BrgHistory *self)
{
  g_autoptr(GPtrArray) old_undo = NULL;
  g_autoptr(GPtrArray) old_redo = NULL;
  Tops before;

  g_return_if_fail (BRG_IS_HISTORY (self));

  before = get_tops (self);
  old_undo = g_steal_pointer (&self->undo);
  old_redo = g_steal_pointer (&self->redo);
  self->undo = g_ptr_array_new_with_free_func (g_object_unref);
  self->redo = g_ptr_array_new_with_free_func (g_object_unref);
  self->can_merge = FALSE;
  /* The model stays as it is, and so does whether it was saved. */
  g_clear_object (&self->saved_top);
  self->saved_gone = before.modified;
  notify_changes (self, before);
}

/**
 * brg_history_end_merge:
 * @self: a history
 *
 * Ends a run of merging commands: the next command performed is a new undo
 * step even if it could merge with the last one. The window calls this when
 * the user leaves a text field or moves to another call or card.
 */
void
brg_history_end_merge (BrgHistory *self)
{
  g_return_if_fail (BRG_IS_HISTORY (self));

  self->can_merge = FALSE;
}

/**
 * brg_history_get_modified:
 * @self: a history
 *
 * Returns: whether the model differs from what it was when last saved
 */
gboolean
brg_history_get_modified (BrgHistory *self)
{
  g_return_val_if_fail (BRG_IS_HISTORY (self), FALSE);

  return is_modified (self);
}

/**
 * brg_history_set_modified:
 * @self: a history
 * @modified: %FALSE when the model was just saved (or opened); %TRUE when
 *   it holds changes that no undo or redo can take back to a saved state
 *   (boards restored after a crash)
 *
 * Tells the history whether the model is saved. With %FALSE, the model as
 * it stands is the saved one: undo or redo away from it makes it modified,
 * and back again makes it saved; the run of merging ends, so that typing
 * on is a change of its own.
 */
void
brg_history_set_modified (BrgHistory *self,
                          gboolean    modified)
{
  Tops before;

  g_return_if_fail (BRG_IS_HISTORY (self));

  before = get_tops (self);
  /* A reference keeps the pointer from being reused by a new command. */
  g_clear_object (&self->saved_top);
  if (!modified && top (self->undo) != NULL)
    self->saved_top = g_object_ref (top (self->undo));
  self->saved_gone = !!modified;
  if (!modified)
    self->can_merge = FALSE;
  notify_changes (self, before);
}
