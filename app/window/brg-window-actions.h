/* brg-window-actions.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

/**
 * BrgWindowState:
 *
 * What decides which of a window's commands can run: the window gathers
 * it from its model and its parts, and brg_window_actions_update() asks
 * each action's rule.
 */
typedef struct
{
  BrgBoard *board;              /* the board shown, or NULL */
  guint     calls_shown;
  guint     n_calls;
  guint     cards_played;
  guint     n_cards;
  guint     selected;           /* among the boards listed, or GTK_INVALID_LIST_POSITION */
  guint     n_listed;
  gboolean  has_event;
  gboolean  has_diagnostics;
  gboolean  board_has_problems;
  gboolean  loading;
  /* Editing */
  gboolean  edit_mode;
  gboolean  can_undo;
  gboolean  can_redo;
  gboolean  from_document;      /* boards read from <PBN> snippets of a document */
  /* Files and boards */
  gboolean  saving;
  guint     n_boards;           /* in the event */
  guint     n_selected;         /* boards selected in the list */
  guint     first_selected;     /* among the boards listed */
  guint     last_selected;
  gboolean  searching;          /* the list is filtered */
  /* Practice: the lesson is not edited while it is practised */
  gboolean  practising;
  /* Presenting */
  gboolean  presenting;         /* the presenter console is shown */
} BrgWindowState;

void brg_window_actions_update        (GActionMap           *actions,
                                       const BrgWindowState *state);
void brg_window_actions_remove        (GActionMap           *actions,
                                       const GActionEntry   *entries,
                                       guint                 n_entries);
void brg_window_actions_add_toggle    (GActionMap           *actions,
                                       const char           *name,
                                       GObject              *object,
                                       const char           *property);
void brg_window_actions_add_shortcuts (GtkWidget            *window);

G_END_DECLS
