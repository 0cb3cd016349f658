/* brg-edit.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-edit-private.h"

/* The board a command edits, kept on the command. */
#define COMMAND_BOARD_KEY "brg-window-board"

/**
 * _brg_edit_perform:
 * @history: the window's history
 * @board: (nullable): the board @command edits
 * @command: an edit
 * @error: return location for a #GError
 *
 * Applies @command through @history, so that it can be undone, and keeps
 * @board on it for _brg_edit_get_board().
 *
 * Returns: %TRUE if the edit was made
 */
gboolean
_brg_edit_perform (BrgHistory  *history,
                   BrgBoard    *board,
                   BrgCommand  *command,
                   GError     **error)
{
  g_return_val_if_fail (BRG_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (board == NULL || BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (BRG_IS_COMMAND (command), FALSE);

  if (board != NULL && g_object_get_data (G_OBJECT (command), COMMAND_BOARD_KEY) == NULL)
    g_object_set_data_full (G_OBJECT (command), COMMAND_BOARD_KEY, g_object_ref (board),
                            g_object_unref);
  return brg_history_perform (history, command, error);
}

/**
 * _brg_edit_get_board:
 * @command: a command performed with _brg_edit_perform()
 *
 * Returns: (transfer none) (nullable): the board it edits
 */
BrgBoard *
_brg_edit_get_board (BrgCommand *command)
{
  g_return_val_if_fail (BRG_IS_COMMAND (command), NULL);

  return g_object_get_data (G_OBJECT (command), COMMAND_BOARD_KEY);
}
