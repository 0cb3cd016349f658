/* brg-command-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-command-group-private.h"

/* A group: commands applied in order and reverted in reverse, one undo
 * step. */
typedef struct
{
  GPtrArray *commands;   /* of BrgCommand, owned */
  guint      n_applied;
} Group;

static void
group_free (gpointer data)
{
  Group *group = data;

  g_ptr_array_unref (group->commands);
  g_free (group);
}

static gboolean
group_apply (gpointer   data,
             GError   **error)
{
  Group *group = data;

  for (group->n_applied = 0; group->n_applied < group->commands->len; group->n_applied++)
    if (!brg_command_apply (g_ptr_array_index (group->commands, group->n_applied), error))
      {
        /* Leave the model as it was. */
        while (group->n_applied > 0)
          brg_command_revert (g_ptr_array_index (group->commands, --group->n_applied), NULL);
        return FALSE;
      }
  return TRUE;
}

static gboolean
group_revert (gpointer   data,
              GError   **error)
{
  Group *group = data;

  for (guint i = group->commands->len; i > 0; i--)
    if (!brg_command_revert (g_ptr_array_index (group->commands, i - 1), error))
      {
        /* Apply again what was reverted, so that the model is whole. */
        for (guint j = i; j < group->commands->len; j++)
          brg_command_apply (g_ptr_array_index (group->commands, j), NULL);
        return FALSE;
      }
  return TRUE;
}

/**
 * _brg_command_group_new:
 * @label: what the group does, for the Undo menu
 * @first: (transfer full): the first command
 * @...: (transfer full): more commands, then %NULL
 *
 * Makes one undo step of several commands, applied in order.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
_brg_command_group_new (const char *label,
                        BrgCommand *first,
                        ...)
{
  Group *group = g_new0 (Group, 1);
  BrgCommand *command;
  va_list args;

  group->commands = g_ptr_array_new_with_free_func (g_object_unref);
  va_start (args, first);
  for (command = first; command != NULL; command = va_arg (args, BrgCommand *))
    g_ptr_array_add (group->commands, command);
  va_end (args);

  return brg_command_new (label, group_apply, group_revert, group, group_free);
}

