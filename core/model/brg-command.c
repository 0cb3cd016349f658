/* brg-command.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-command.h"

/**
 * BrgCommand:
 *
 * One reversible edit of the model: a label for the Undo and Redo menu items
 * and two callbacks. The command knows nothing of the model; the callbacks
 * and their data (see brg-edits.h) do the work. A #BrgHistory applies and
 * reverts commands in stack order, so a revert always finds the model as
 * the matching apply left it.
 *
 * A command may hold other commands, its children: applying it applies its
 * own edit and then each child in order; reverting it reverts the children
 * in reverse order and then its own edit. That makes one undo step of a
 * user action built of several edits (brg_command_new_group()).
 */
struct _BrgCommand
{
  GObject         parent_instance;

  /* Owned */
  char           *label;
  char           *merge_key;
  gpointer        data;
  GPtrArray      *children;    /* of BrgCommand, NULL until the first */

  GDestroyNotify  destroy;
  BrgCommandFunc  apply;
  BrgCommandFunc  revert;
  BrgCommandMergeFunc merge;
};

G_DEFINE_FINAL_TYPE (BrgCommand, brg_command, G_TYPE_OBJECT)

static void
brg_command_finalize (GObject *object)
{
  BrgCommand *self = BRG_COMMAND (object);

  g_clear_pointer (&self->label, g_free);
  g_clear_pointer (&self->merge_key, g_free);
  g_clear_pointer (&self->children, g_ptr_array_unref);
  if (self->destroy != NULL && self->data != NULL)
    self->destroy (self->data);
  self->data = NULL;

  G_OBJECT_CLASS (brg_command_parent_class)->finalize (object);
}

static void
brg_command_class_init (BrgCommandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_command_finalize;
}

static void
brg_command_init (BrgCommand *self)
{
}

/**
 * brg_command_new:
 * @label: the translated label, such as "Add call"
 * @apply: (scope notified): the function that performs the edit
 * @revert: (scope notified): the function that undoes it
 * @data: (closure): data for @apply and @revert
 * @destroy: (nullable): frees @data when the command is finalized
 *
 * Creates a command from two callbacks.
 *
 * Returns: (transfer full): a new command
 */
BrgCommand *
brg_command_new (const char     *label,
                 BrgCommandFunc  apply,
                 BrgCommandFunc  revert,
                 gpointer        data,
                 GDestroyNotify  destroy)
{
  BrgCommand *self;

  g_return_val_if_fail (label != NULL, NULL);
  g_return_val_if_fail (apply != NULL, NULL);
  g_return_val_if_fail (revert != NULL, NULL);

  self = g_object_new (BRG_TYPE_COMMAND, NULL);
  self->label = g_strdup (label);
  self->apply = apply;
  self->revert = revert;
  self->data = data;
  self->destroy = destroy;
  return self;
}

/**
 * brg_command_get_label:
 * @self: a command
 *
 * Returns: the translated label
 */
const char *
brg_command_get_label (BrgCommand *self)
{
  g_return_val_if_fail (BRG_IS_COMMAND (self), NULL);

  return self->label;
}

/**
 * brg_command_apply:
 * @self: a command
 * @error: return location for a #GError
 *
 * Calls the command's apply function, then applies its children in order.
 * When one fails, what was applied is reverted and its error returned. The
 * command keeps no state of its own: applying twice in a row applies twice.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_command_apply (BrgCommand  *self,
                   GError     **error)
{
  g_return_val_if_fail (BRG_IS_COMMAND (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->apply != NULL && !self->apply (self->data, error))
    return FALSE;

  for (guint i = 0; self->children != NULL && i < self->children->len; i++)
    if (!brg_command_apply (g_ptr_array_index (self->children, i), error))
      {
        /* Leave the model as it was: undo what this call applied. */
        while (i-- > 0)
          brg_command_revert (g_ptr_array_index (self->children, i), NULL);
        if (self->revert != NULL)
          self->revert (self->data, NULL);
        return FALSE;
      }

  return TRUE;
}

/**
 * brg_command_revert:
 * @self: a command
 * @error: return location for a #GError
 *
 * Reverts the command's children in reverse order, then calls its revert
 * function; it is meant to run only after a successful brg_command_apply().
 *
 * Returns: %TRUE on success
 */
gboolean
brg_command_revert (BrgCommand  *self,
                    GError     **error)
{
  g_return_val_if_fail (BRG_IS_COMMAND (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint i = self->children != NULL ? self->children->len : 0; i > 0; i--)
    if (!brg_command_revert (g_ptr_array_index (self->children, i - 1), error))
      return FALSE;

  return self->revert == NULL || self->revert (self->data, error);
}

/**
 * brg_command_set_merge:
 * @self: a command
 * @key: (nullable): what the command edits, such as "comment:call:3";
 *   %NULL to never merge
 * @merge: (nullable): takes a newer command's edit into this one's data
 *
 * Makes @self mergeable: a #BrgHistory that performs a command with the same
 * key and merge function right after @self keeps one undo step for both,
 * as typing does in a text field.
 */
void
brg_command_set_merge (BrgCommand          *self,
                       const char          *key,
                       BrgCommandMergeFunc  merge)
{
  g_return_if_fail (BRG_IS_COMMAND (self));
  g_return_if_fail ((key == NULL) == (merge == NULL));

  g_free (self->merge_key);
  self->merge_key = g_strdup (key);
  self->merge = merge;
}

/**
 * brg_command_get_merge_key:
 * @self: a command
 *
 * Returns: (nullable): the merge key, or %NULL when the command never merges
 */
const char *
brg_command_get_merge_key (BrgCommand *self)
{
  g_return_val_if_fail (BRG_IS_COMMAND (self), NULL);

  return self->merge_key;
}

/**
 * brg_command_merge:
 * @self: a command that was applied
 * @newer: a command applied right after it
 *
 * Takes @newer into @self when both have the same merge key and merge
 * function and that function accepts. Afterwards @self stands for both
 * edits and @newer is no longer needed.
 *
 * Returns: %TRUE if @newer was merged into @self
 */
gboolean
brg_command_merge (BrgCommand *self,
                   BrgCommand *newer)
{
  g_return_val_if_fail (BRG_IS_COMMAND (self), FALSE);
  g_return_val_if_fail (BRG_IS_COMMAND (newer), FALSE);

  if (self == newer || self->merge == NULL || self->merge != newer->merge
      || g_strcmp0 (self->merge_key, newer->merge_key) != 0)
    return FALSE;

  return self->merge (self->data, newer->data);
}

/**
 * brg_command_new_group:
 * @label: the translated label of the whole action, such as "Renumber boards"
 *
 * Creates a command that does nothing of its own: add the edits of one user
 * action with brg_command_append(), and a #BrgHistory undoes them as one
 * step.
 *
 * Returns: (transfer full): a new, empty group
 */
BrgCommand *
brg_command_new_group (const char *label)
{
  BrgCommand *self;

  g_return_val_if_fail (label != NULL, NULL);

  self = g_object_new (BRG_TYPE_COMMAND, NULL);
  self->label = g_strdup (label);
  return self;
}

/**
 * brg_command_append:
 * @self: a command not yet performed
 * @child: a command to apply after @self's own edit and its earlier children
 *
 * Makes @child part of @self, taking a reference.
 */
void
brg_command_append (BrgCommand *self,
                    BrgCommand *child)
{
  g_return_if_fail (BRG_IS_COMMAND (self));
  g_return_if_fail (BRG_IS_COMMAND (child));
  g_return_if_fail (self != child);

  if (self->children == NULL)
    self->children = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (self->children, g_object_ref (child));
}

/**
 * brg_command_get_n_children:
 * @self: a command
 *
 * Returns: how many commands brg_command_append() added to @self
 */
guint
brg_command_get_n_children (BrgCommand *self)
{
  g_return_val_if_fail (BRG_IS_COMMAND (self), 0);

  return self->children != NULL ? self->children->len : 0;
}
