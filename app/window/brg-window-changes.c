/* brg-window-changes.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What follows every change the window's history makes, whichever editor
 * made it (the bidding box, the play entry, the annotation editors, the
 * deal editor, the details editor, the board commands), an undo or a
 * redo: the title's modified mark and the board's place in the file, the
 * autosave, and the board's double-dummy results solved again. They hook
 * the history's BrgHistory::changed and BrgHistory:modified, not each
 * editor.
 */

#include "config.h"

#include "brg-window-private.h"

/* How long the board's double-dummy results wait for the edits to stop. */
#define DD_REFRESH_DELAY_MS 400

static gboolean
dd_refresh_cb (gpointer user_data)
{
  BrgWindow *self = user_data;

  self->dd_refresh_id = 0;
  /* Setting the replay again solves the board as it now is. */
  brg_dd_panel_set_replay (self->dd_panel, self->replay);
  return G_SOURCE_REMOVE;
}

static void
history_changed_cb (BrgWindow *self)
{
  _brg_window_update_subtitle (self);
  _brg_window_update_actions (self);
  _brg_window_schedule_autosave (self);

  g_clear_handle_id (&self->dd_refresh_id, g_source_remove);
  self->dd_refresh_id = g_timeout_add (DD_REFRESH_DELAY_MS, dd_refresh_cb, self);
}

static void
history_modified_cb (BrgWindow *self)
{
  _brg_window_update_subtitle (self);
  _brg_window_update_actions (self);
  if (!brg_history_get_modified (self->history))
    _brg_window_discard_recovery (self);
}

void
_brg_window_init_changes (BrgWindow *self)
{
  g_signal_connect_object (self->history, "changed",
                           G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "notify::modified",
                           G_CALLBACK (history_modified_cb), self, G_CONNECT_SWAPPED);
}

void
_brg_window_dispose_changes (BrgWindow *self)
{
  g_clear_handle_id (&self->dd_refresh_id, g_source_remove);
}

/**
 * brg_window_get_modified:
 * @self: a #BrgWindow
 *
 * Returns: whether the boards shown hold changes not saved
 */
gboolean
brg_window_get_modified (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return self->history != NULL && brg_history_get_modified (self->history);
}
