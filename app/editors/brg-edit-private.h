/* brg-edit-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How the window's editors (the deal editor, the details pane, the board
 * list's commands) make an edit: through the window's one BrgHistory, with
 * the board it edits remembered on the command, so that undo and redo can
 * show the board they change.
 */

#pragma once

#include "brg-core.h"

G_BEGIN_DECLS

gboolean  _brg_edit_perform          (BrgHistory  *history,
                                      BrgBoard    *board,
                                      BrgCommand  *command,
                                      GError     **error);
BrgBoard *_brg_edit_get_board        (BrgCommand  *command);

G_END_DECLS
