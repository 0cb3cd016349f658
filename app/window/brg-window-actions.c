/* brg-window-actions.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands of BrgWindow: every win.* action, its keyboard shortcut,
 * and when it can run.
 *
 * Whether an action is enabled is a function of the window's state alone:
 * _brg_window_update_actions() takes a snapshot of that state (WindowState)
 * and asks each action's predicate in the table `stateful_actions`. A new
 * action that is not always available adds a field to WindowState if it
 * needs one, a predicate, and a row to the table.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-host-document.h"
#include "brg-window-private.h"

/* What decides which commands can run. */
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
  /* Editing (brg-window-edit.c, brg-window-entry.c) */
  gboolean  editing;            /* the edit mode, with a board shown */
  gboolean  can_undo;
  gboolean  can_redo;
  gboolean  can_take_back;      /* a call, a card or a claim */
  gboolean  can_claim;
  gboolean  can_play;           /* a card can be added at the replay's position */
  gboolean  claimed;
  gboolean  auction_middle;     /* the replay stands before a call */
  gboolean  contract_conflict;
  gboolean  from_document;      /* boards read from <PBN> snippets of a document */
  /* Files and boards (brg-window-save.c, brg-window-boards.c) */
  gboolean  saving;
  guint     n_boards;           /* in the event */
  guint     n_selected;         /* boards selected in the list */
  guint     first_selected;     /* among the boards listed */
  guint     last_selected;
  gboolean  searching;          /* the list is filtered */
} WindowState;

static void
get_state (BrgWindow   *self,
           WindowState *state)
{
  state->board = _brg_window_get_board (self);
  state->calls_shown = brg_replay_get_calls_shown (self->replay);
  state->n_calls = brg_replay_get_n_calls (self->replay);
  state->cards_played = brg_replay_get_cards_played (self->replay);
  state->n_cards = brg_replay_get_n_cards (self->replay);
  state->selected = brg_board_list_get_selected (self->board_list);
  state->n_listed = brg_board_list_get_n_shown (self->board_list);
  state->has_event = self->event != NULL;
  /* While a file is read, its problems window can watch them come. */
  state->has_diagnostics = g_list_model_get_n_items (G_LIST_MODEL (self->problems)) > 0
                           || brg_problem_list_get_loading (self->problems);
  state->board_has_problems = state->board != NULL && self->board_problems != NULL
                              && g_hash_table_contains (self->board_problems, state->board);
  state->loading = self->load_cancellable != NULL;

  /* A file being read cannot change: its unread rest would be lost. */
  state->editing = self->edit_mode && state->board != NULL && !state->loading;
  state->can_undo = self->history != NULL && brg_history_get_can_undo (self->history);
  state->can_redo = self->history != NULL && brg_history_get_can_redo (self->history);
  state->can_take_back = state->board != NULL
                         && (state->n_calls > 0 || state->n_cards > 0
                             || (brg_board_get_play (state->board) != NULL
                                 && brg_play_get_claim (brg_board_get_play (state->board)) >= 0));
  state->claimed = state->board != NULL && brg_board_get_play (state->board) != NULL
                   && brg_play_get_claim (brg_board_get_play (state->board)) >= 0;
  state->can_claim = state->board != NULL
                     && BRG_SEAT_IS_VALID (brg_board_get_next_player (state->board));
  state->can_play = state->can_claim && state->cards_played == state->n_cards
                    && state->calls_shown == state->n_calls;
  state->auction_middle = state->cards_played == 0 && state->calls_shown < state->n_calls;
  state->contract_conflict = state->board != NULL
                             && brg_board_get_contract_conflict (state->board, NULL);
  state->from_document = self->from_document;

  state->saving = self->save_job != NULL;
  state->n_boards = self->event != NULL ? brg_event_get_n_boards (self->event) : 0;
  state->n_selected = brg_board_list_get_n_selected (self->board_list, &state->first_selected,
                                                     &state->last_selected);
  state->searching = brg_board_list_get_search_text (self->board_list)[0] != '\0';
}

static gboolean
can_play_forward (const WindowState *s)
{
  return s->cards_played < s->n_cards;
}

static gboolean
can_play_back (const WindowState *s)
{
  return s->cards_played > 0;
}

static gboolean
can_go_to_start (const WindowState *s)
{
  return s->cards_played > 0 || s->calls_shown < s->n_calls;
}

static gboolean
can_go_to_end (const WindowState *s)
{
  return s->cards_played < s->n_cards || s->calls_shown < s->n_calls;
}

static gboolean
can_call_forward (const WindowState *s)
{
  return s->calls_shown < s->n_calls;
}

static gboolean
can_call_back (const WindowState *s)
{
  return s->calls_shown > 0;
}

static gboolean
has_next_board (const WindowState *s)
{
  return s->selected != GTK_INVALID_LIST_POSITION && s->selected + 1 < s->n_listed;
}

static gboolean
has_previous_board (const WindowState *s)
{
  return s->selected != GTK_INVALID_LIST_POSITION && s->selected > 0;
}

static gboolean
has_board (const WindowState *s)
{
  return s->board != NULL;
}

static gboolean
has_diagnostics (const WindowState *s)
{
  return s->has_diagnostics;
}

static gboolean
board_has_problems (const WindowState *s)
{
  return s->board_has_problems;
}

static gboolean
is_loading (const WindowState *s)
{
  return s->loading;
}

static gboolean
has_event (const WindowState *s)
{
  return s->has_event;
}

static gboolean
can_undo (const WindowState *s)
{
  return s->can_undo && !s->saving && !s->loading;
}

static gboolean
can_redo (const WindowState *s)
{
  return s->can_redo && !s->saving && !s->loading;
}

/* The boards of a file still being read are shown but not edited. */
static gboolean
can_start_editing (const WindowState *s)
{
  return s->has_event && !s->loading;
}

static gboolean
can_annotate (const WindowState *s)
{
  return s->board != NULL && !s->loading;
}

/* An article or a document of a file still being read would miss its
 * rest. */
static gboolean
can_export_article (const WindowState *s)
{
  return s->has_event && !s->loading;
}

static gboolean
can_update_document (const WindowState *s)
{
  return s->from_document && !s->loading;
}

static gboolean
is_editing (const WindowState *s)
{
  return s->editing;
}

static gboolean
can_delete_call (const WindowState *s)
{
  return s->editing && s->auction_middle;
}

static gboolean
can_take_back (const WindowState *s)
{
  return s->editing && s->can_take_back;
}

static gboolean
can_resolve_contract (const WindowState *s)
{
  return s->editing && s->contract_conflict;
}

static gboolean
can_claim (const WindowState *s)
{
  return s->editing && s->can_claim;
}

static gboolean
can_play_card (const WindowState *s)
{
  return s->editing && s->can_play;
}

static gboolean
can_withdraw_claim (const WindowState *s)
{
  return s->editing && s->claimed;
}

static gboolean
can_save (const WindowState *s)
{
  return s->has_event && !s->saving && !s->loading;
}

static gboolean
can_edit_event (const WindowState *s)
{
  return s->has_event && !s->saving && !s->loading;
}

static gboolean
can_edit_board (const WindowState *s)
{
  return s->board != NULL && !s->saving && !s->loading;
}

/* An event keeps one board at least. */
static gboolean
can_delete_boards (const WindowState *s)
{
  return can_edit_board (s) && s->n_selected > 0 && s->n_selected < s->n_boards;
}

/* Moving is in the whole list: a search hides where the boards go. */
static gboolean
can_move_up (const WindowState *s)
{
  return can_edit_board (s) && !s->searching && s->n_selected > 0
         && (s->first_selected > 0 || s->last_selected - s->first_selected + 1 > s->n_selected);
}

static gboolean
can_move_down (const WindowState *s)
{
  return can_edit_board (s) && !s->searching && s->n_selected > 0
         && (s->last_selected + 1 < s->n_boards
             || s->last_selected - s->first_selected + 1 > s->n_selected);
}

static gboolean
can_move (const WindowState *s)
{
  return can_edit_board (s) && !s->searching;
}

/* The actions whose enabled state follows the window's state; the others
 * (win.open, win.open-recent) can always run. */
static const struct {
  const char *name;
  gboolean  (*enabled) (const WindowState *state);
} stateful_actions[] = {
  { "win.next-card", can_play_forward },
  { "win.next-trick", can_play_forward },
  { "win.prev-card", can_play_back },
  { "win.prev-trick", can_play_back },
  { "win.play-start", can_go_to_start },
  { "win.play-end", can_go_to_end },
  { "win.next-call", can_call_forward },
  { "win.prev-call", can_call_back },
  { "win.next-board", has_next_board },
  { "win.prev-board", has_previous_board },
  { "win.reveal-hidden", has_board },
  { "win.copy-board", has_board },
  { "win.show-diagnostics", has_diagnostics },
  { "win.show-board-problems", board_has_problems },
  { "win.cancel-load", is_loading },
  { "win.find", has_event },
  { "win.toggle-board-list", has_event },
  { "win.toggle-panel", has_event },
  { "win.undo", can_undo },
  { "win.redo", can_redo },
  { "win.edit-mode", can_start_editing },
  { "win.make-call", is_editing },
  { "win.delete-call", can_delete_call },
  { "win.take-back", can_take_back },
  { "win.resolve-contract", can_resolve_contract },
  { "win.play-card", can_play_card },
  { "win.claim", can_claim },
  { "win.withdraw-claim", can_withdraw_claim },
  { "win.type-entry", can_annotate },
  { "win.edit-nags", can_annotate },
  { "win.edit-note", can_annotate },
  { "win.edit-comment", can_annotate },
  { "win.export-article", can_export_article },
  { "win.update-document", can_update_document },
  /* Files and boards (brg-window-save.c, -boards.c, -deal.c) */
  { "win.save", can_save },
  { "win.save-as", can_save },
  { "win.add-board", can_edit_event },
  { "win.duplicate-board", can_edit_board },
  { "win.delete-boards", can_delete_boards },
  { "win.move-boards-up", can_move_up },
  { "win.move-boards-down", can_move_down },
  { "win.move-boards", can_move },
  { "win.renumber-boards", can_edit_board },
  { "win.select-all-boards", has_event },
  { "win.edit-deal", can_edit_board },
};

/* The one place that decides which commands can run now. */
void
_brg_window_update_actions (BrgWindow *self)
{
  WindowState state;

  get_state (self, &state);
  for (guint i = 0; i < G_N_ELEMENTS (stateful_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), stateful_actions[i].name,
                                   stateful_actions[i].enabled (&state));
}

/* Whether @name can run now, as _brg_window_update_actions() decided: GTK
 * 4.8 has no getter for the enabled state of a widget's action, and
 * gtk_widget_activate_action() reports TRUE for a disabled one. */
static gboolean
is_action_enabled (BrgWindow  *self,
                   const char *name)
{
  WindowState state;

  for (guint i = 0; i < G_N_ELEMENTS (stateful_actions); i++)
    if (g_str_equal (stateful_actions[i].name, name))
      {
        get_state (self, &state);
        return stateful_actions[i].enabled (&state);
      }

  return TRUE;
}

/* The keyboard shortcuts, listed in data/ui/help-overlay.ui too. Those
 * without @in_text give the key to a focused text entry, or a label with
 * text selected (Control+C copies that text, not the board). */
static const struct {
  const char *action;
  const char *trigger;
  gboolean    in_text;
} shortcuts[] = {
  { "win.next-card", "Right", FALSE },
  { "win.prev-card", "Left", FALSE },
  { "win.next-trick", "<Shift>Right", FALSE },
  { "win.prev-trick", "<Shift>Left", FALSE },
  { "win.play-start", "Home", FALSE },
  { "win.play-end", "End", FALSE },
  { "win.next-call", "<Control>Right", FALSE },
  { "win.prev-call", "<Control>Left", FALSE },
  { "win.next-board", "Page_Down", FALSE },
  { "win.prev-board", "Page_Up", FALSE },
  { "win.reveal-hidden", "<Control>h", TRUE },
  { "win.find", "<Control>f", TRUE },
  { "win.toggle-board-list", "F9", TRUE },
  { "win.toggle-panel", "<Shift>F9", TRUE },
  { "win.cancel-load", "Escape", TRUE },
  { "win.copy-board", "<Control>c", FALSE },
  /* A text field keeps Control+Z for its own typing. */
  { "win.undo", "<Control>z", FALSE },
  { "win.redo", "<Shift><Control>z", FALSE },
  { "win.edit-mode", "<Control>e", TRUE },
  { "win.type-entry", "<Control>b", TRUE },
  { "win.claim", "<Control>k", TRUE },
  { "win.edit-nags", "<Control>g", TRUE },
  { "win.edit-note", "<Control>j", TRUE },
  { "win.edit-comment", "<Control>m", TRUE },
  { "win.export-article", "<Shift><Control>h", TRUE },
  { "win.update-document", "<Shift><Control>u", TRUE },
  { "win.new", "<Control>n", TRUE },
  { "win.save", "<Control>s", TRUE },
  { "win.save-as", "<Shift><Control>s", TRUE },
  { "win.add-board", "<Shift><Control>b", TRUE },
  { "win.duplicate-board", "<Control>d", TRUE },
  { "win.move-boards-up", "<Alt>Up", FALSE },
  { "win.move-boards-down", "<Alt>Down", FALSE },
  { "win.edit-deal", "<Shift><Control>d", TRUE },
};

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _brg_window_choose_file (BRG_WINDOW (widget));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  brg_window_open_file (BRG_WINDOW (widget), file);
}

static void
cancel_load_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _brg_window_cancel_load (BRG_WINDOW (widget));
}

static void
show_diagnostics_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  _brg_window_show_diagnostics (BRG_WINDOW (widget),
                                g_str_equal (action_name, "win.show-board-problems"));
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  static const struct {
    const char *name;
    gboolean  (*step) (BrgReplay *replay);
  } steps[] = {
    { "win.next-card", brg_replay_next_card },
    { "win.prev-card", brg_replay_prev_card },
    { "win.next-trick", brg_replay_next_trick },
    { "win.prev-trick", brg_replay_prev_trick },
    { "win.play-start", brg_replay_go_start },
    { "win.play-end", brg_replay_go_end },
    { "win.next-call", brg_replay_next_call },
    { "win.prev-call", brg_replay_prev_call },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (g_str_equal (action_name, steps[i].name))
      {
        self->stepping_calls = g_str_has_suffix (action_name, "-call");
        steps[i].step (self->replay);
        _brg_window_update_current_call (self);
        return;
      }

  g_assert_not_reached ();
}

static void
board_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);

  if (g_str_equal (action_name, "win.next-board"))
    brg_board_list_select_next (self->board_list);
  else
    brg_board_list_select_previous (self->board_list);
}

static void
find_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);

  adw_flap_set_reveal_flap (self->board_flap, TRUE);
  brg_board_list_focus_search (self->board_list);
}

/* The board as a <PBN> snippet (PBN §6.2): pasted into an article or a
 * mail it is the board, for Finesse and for other programs. */
static void
copy_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  BrgBoard *board = _brg_window_get_board (self);
  g_autofree char *snippet = NULL;
  g_autofree char *title = NULL;
  guint number;

  if (board == NULL)
    return;

  snippet = brg_host_document_board_to_snippet (board);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), snippet);

  number = brg_board_get_number (board);
  if (number > 0)
    /* Translators: %u is a board's number */
    title = g_strdup_printf (_("Board %u copied"), number);
  else
    title = g_strdup (_("Board copied"));
  _brg_window_show_toast (self, title, NULL, NULL);
}

static void
toggle_flap_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  AdwFlap *flap = g_str_equal (action_name, "win.toggle-board-list")
                  ? self->board_flap : self->panel_flap;

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

/* Runs a shortcut before the focused widget sees the key, except for the
 * keys a text entry needs; a disabled action leaves the key to the focused
 * widget. */
static gboolean
shortcut_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  BrgWindow *self = BRG_WINDOW (widget);
  guint index = GPOINTER_TO_UINT (user_data);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (!shortcuts[index].in_text && focus != NULL
      && (GTK_IS_EDITABLE (focus)
          || (GTK_IS_LABEL (focus) && gtk_label_get_selection_bounds (GTK_LABEL (focus), NULL, NULL))))
    return FALSE;
  /* In the deal editor the arrow keys, Home and End move among its cards
   * and fields; the table they would step is not shown. */
  if (self->editing_deal && focus != NULL && gtk_widget_is_ancestor (focus, self->deal_editor)
      && g_str_has_prefix (shortcuts[index].action, "win.")
      && (strstr (shortcuts[index].action, "-card") != NULL
          || strstr (shortcuts[index].action, "-trick") != NULL
          || g_str_has_prefix (shortcuts[index].action, "win.play-")))
    return FALSE;
  if (!is_action_enabled (self, shortcuts[index].action))
    return FALSE;

  return gtk_widget_activate_action (widget, shortcuts[index].action, NULL);
}

void
_brg_window_add_shortcuts (BrgWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (shortcuts[i].trigger);
      GtkShortcutAction *action = gtk_callback_action_new (shortcut_cb, GUINT_TO_POINTER (i), NULL);

      g_assert (trigger != NULL);
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (trigger, action));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_brg_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-load", NULL, cancel_load_action);
  gtk_widget_class_install_action (widget_class, "win.show-diagnostics", NULL,
                                   show_diagnostics_action);
  gtk_widget_class_install_action (widget_class, "win.show-board-problems", NULL,
                                   show_diagnostics_action);

  gtk_widget_class_install_action (widget_class, "win.next-card", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.prev-card", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.next-trick", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.prev-trick", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.play-start", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.play-end", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.next-call", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.prev-call", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.next-board", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "win.prev-board", NULL, board_action);
  gtk_widget_class_install_property_action (widget_class, "win.reveal-hidden", "reveal-hidden");
  gtk_widget_class_install_property_action (widget_class, "win.quiz-mode", "quiz-mode");
  gtk_widget_class_install_action (widget_class, "win.find", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "win.copy-board", NULL, copy_board_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-board-list", NULL, toggle_flap_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-panel", NULL, toggle_flap_action);
}
