/* brg-window-actions.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When a window's commands can run, and their keys.
 *
 * Whether an action is enabled is a function of the window's state alone:
 * the window gathers it (BrgWindowState) whenever it changes, and
 * brg_window_actions_update() asks each action's rule in the table
 * `stateful_actions`, the one place that decides which commands can run.
 * A new action that is not always available adds a field to
 * BrgWindowState if it needs one, a rule, and a row to the table. The
 * actions themselves belong to the parts of the window that run them
 * (brg-window-*.c), in the window's action map ("win.").
 */

#include "config.h"

#include <string.h>

#include "brg-deal-editor.h"
#include "brg-presenter.h"
#include "brg-window-actions.h"

/* The state, with what the rules read from the board shown. */
typedef struct
{
  guint     calls_shown;
  guint     n_calls;
  guint     cards_played;
  guint     n_cards;
  guint     selected;
  guint     n_listed;
  gboolean  has_event;
  gboolean  has_diagnostics;
  gboolean  board_has_problems;
  gboolean  loading;
  BrgBoard *board;
  gboolean  editing;            /* the edit mode, with a board shown */
  gboolean  can_undo;
  gboolean  can_redo;
  gboolean  can_take_back;      /* a call, a card or a claim */
  gboolean  can_claim;
  gboolean  can_play;           /* a card can be added at the replay's position */
  gboolean  claimed;
  gboolean  auction_middle;     /* the replay stands before a call */
  gboolean  contract_conflict;
  gboolean  from_document;
  gboolean  saving;
  guint     n_boards;
  guint     n_selected;
  guint     first_selected;
  guint     last_selected;
  gboolean  searching;
  gboolean  practising;
  gboolean  presenting;
} Rules;

static void
get_rules (const BrgWindowState *state,
           Rules                *rules)
{
  BrgBoard *board = state->board;
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;

  rules->board = board;
  rules->calls_shown = state->calls_shown;
  rules->n_calls = state->n_calls;
  rules->cards_played = state->cards_played;
  rules->n_cards = state->n_cards;
  rules->selected = state->selected;
  rules->n_listed = state->n_listed;
  rules->has_event = state->has_event;
  rules->has_diagnostics = state->has_diagnostics;
  rules->board_has_problems = state->board_has_problems;
  rules->loading = state->loading;

  /* A file being read cannot change: its unread rest would be lost. */
  rules->practising = state->practising;
  rules->editing = state->edit_mode && board != NULL && !state->loading && !state->practising;
  /* Practice has its own Undo; the lesson's edits wait until it ends. */
  rules->can_undo = state->can_undo && !state->practising;
  rules->can_redo = state->can_redo && !state->practising;
  rules->can_take_back = board != NULL
                         && (state->n_calls > 0 || state->n_cards > 0
                             || (play != NULL && brg_play_get_claim (play) >= 0));
  rules->claimed = play != NULL && brg_play_get_claim (play) >= 0;
  rules->can_claim = board != NULL && BRG_SEAT_IS_VALID (brg_board_get_next_player (board));
  rules->can_play = rules->can_claim && state->cards_played == state->n_cards
                    && state->calls_shown == state->n_calls;
  rules->auction_middle = state->cards_played == 0 && state->calls_shown < state->n_calls;
  rules->contract_conflict = board != NULL && brg_board_get_contract_conflict (board, NULL);
  rules->from_document = state->from_document;

  rules->saving = state->saving;
  rules->n_boards = state->n_boards;
  rules->n_selected = state->n_selected;
  rules->first_selected = state->first_selected;
  rules->last_selected = state->last_selected;
  rules->searching = state->searching;
  rules->presenting = state->presenting;
}

static gboolean
can_play_forward (const Rules *s)
{
  return s->cards_played < s->n_cards;
}

static gboolean
can_play_back (const Rules *s)
{
  return s->cards_played > 0;
}

static gboolean
can_go_to_start (const Rules *s)
{
  return s->cards_played > 0 || s->calls_shown < s->n_calls;
}

static gboolean
can_go_to_end (const Rules *s)
{
  return s->cards_played < s->n_cards || s->calls_shown < s->n_calls;
}

static gboolean
can_call_forward (const Rules *s)
{
  return s->calls_shown < s->n_calls;
}

static gboolean
can_call_back (const Rules *s)
{
  return s->calls_shown > 0;
}

static gboolean
has_next_board (const Rules *s)
{
  return s->selected != GTK_INVALID_LIST_POSITION && s->selected + 1 < s->n_listed;
}

static gboolean
has_previous_board (const Rules *s)
{
  return s->selected != GTK_INVALID_LIST_POSITION && s->selected > 0;
}

static gboolean
has_board (const Rules *s)
{
  return s->board != NULL;
}

static gboolean
has_diagnostics (const Rules *s)
{
  return s->has_diagnostics;
}

static gboolean
board_has_problems (const Rules *s)
{
  return s->board_has_problems;
}

static gboolean
is_loading (const Rules *s)
{
  return s->loading;
}

static gboolean
has_event (const Rules *s)
{
  return s->has_event;
}

static gboolean
can_undo (const Rules *s)
{
  return s->can_undo && !s->saving && !s->loading;
}

static gboolean
can_redo (const Rules *s)
{
  return s->can_redo && !s->saving && !s->loading;
}

/* The boards of a file still being read are shown but not edited. */
static gboolean
can_start_editing (const Rules *s)
{
  return s->has_event && !s->loading && !s->practising;
}

static gboolean
can_annotate (const Rules *s)
{
  return s->board != NULL && !s->loading && !s->practising;
}

/* A board practised is played on a copy; a file being read is not. */
static gboolean
can_practise (const Rules *s)
{
  return s->board != NULL && !s->loading;
}

/* An article or a document of a file still being read would miss its
 * rest. */
static gboolean
can_export_article (const Rules *s)
{
  return s->has_event && !s->loading;
}

static gboolean
can_update_document (const Rules *s)
{
  return s->from_document && !s->loading;
}

static gboolean
is_editing (const Rules *s)
{
  return s->editing;
}

static gboolean
can_delete_call (const Rules *s)
{
  return s->editing && s->auction_middle;
}

static gboolean
can_take_back (const Rules *s)
{
  return s->editing && s->can_take_back;
}

static gboolean
can_resolve_contract (const Rules *s)
{
  return s->editing && s->contract_conflict;
}

static gboolean
can_claim (const Rules *s)
{
  return s->editing && s->can_claim;
}

static gboolean
can_play_card (const Rules *s)
{
  return s->editing && s->can_play;
}

static gboolean
can_withdraw_claim (const Rules *s)
{
  return s->editing && s->claimed;
}

static gboolean
can_save (const Rules *s)
{
  return s->has_event && !s->saving && !s->loading;
}

static gboolean
can_edit_event (const Rules *s)
{
  return s->has_event && !s->saving && !s->loading && !s->practising;
}

static gboolean
can_edit_board (const Rules *s)
{
  return s->board != NULL && !s->saving && !s->loading && !s->practising;
}

/* An event keeps one board at least. */
static gboolean
can_delete_boards (const Rules *s)
{
  return can_edit_board (s) && s->n_selected > 0 && s->n_selected < s->n_boards;
}

/* Moving is in the whole list: a search hides where the boards go. */
static gboolean
can_move_up (const Rules *s)
{
  return can_edit_board (s) && !s->searching && s->n_selected > 0
         && (s->first_selected > 0 || s->last_selected - s->first_selected + 1 > s->n_selected);
}

static gboolean
can_move_down (const Rules *s)
{
  return can_edit_board (s) && !s->searching && s->n_selected > 0
         && (s->last_selected + 1 < s->n_boards
             || s->last_selected - s->first_selected + 1 > s->n_selected);
}

static gboolean
can_move (const Rules *s)
{
  return can_edit_board (s) && !s->searching;
}

/* The actions whose enabled state follows the window's state; the others
 * (win.open, win.open-recent) can always run. */
/* A lesson is presented from the board shown; F5 again ends it. */
static gboolean
can_present (const Rules *s)
{
  return s->presenting || (s->n_boards > 0 && !s->loading);
}

static gboolean
can_export_slides (const Rules *s)
{
  return s->n_boards > 0 && !s->loading;
}

/* A lesson's steps are authored in the edit mode, not while presenting. */
static gboolean
can_author_steps (const Rules *s)
{
  return s->editing && !s->presenting;
}

static const struct {
  const char *name;
  gboolean  (*enabled) (const Rules *state);
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
  { "win.practice", can_practise },
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
  { "win.file-letters", can_edit_event },
  { "win.duplicate-board", can_edit_board },
  { "win.delete-boards", can_delete_boards },
  { "win.move-boards-up", can_move_up },
  { "win.move-boards-down", can_move_down },
  { "win.move-boards", can_move },
  { "win.renumber-boards", can_edit_board },
  { "win.select-all-boards", has_event },
  { "win.edit-deal", can_edit_board },
  { "win.present", can_present },
  { "win.export-slides", can_export_slides },
  { "win.insert-step-break", can_author_steps },
  { "win.step-hands", can_author_steps },
};

/**
 * brg_window_actions_update:
 * @actions: the window's action map
 * @state: the window's state now
 *
 * Enables the window's actions that can run now, and disables the
 * others; the actions not in the table (`win.open`, `win.open-recent`…)
 * can always run.
 */
void
brg_window_actions_update (GActionMap           *actions,
                           const BrgWindowState *state)
{
  Rules rules;

  g_return_if_fail (G_IS_ACTION_MAP (actions));
  g_return_if_fail (state != NULL);

  get_rules (state, &rules);
  for (guint i = 0; i < G_N_ELEMENTS (stateful_actions); i++)
    {
      GAction *action = g_action_map_lookup_action (actions, stateful_actions[i].name + 4);

      if (G_IS_SIMPLE_ACTION (action))
        g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                                     stateful_actions[i].enabled (&rules));
    }
}

/**
 * brg_window_actions_remove:
 * @actions: the window's action map
 * @entries: (array length=n_entries): the actions a part added
 * @n_entries: how many
 *
 * Takes a part's actions out of the window's map, so that nothing runs
 * them once the part is gone. (GLib 2.74 has no
 * g_action_map_remove_action_entries().)
 */
void
brg_window_actions_remove (GActionMap         *actions,
                           const GActionEntry *entries,
                           guint               n_entries)
{
  g_return_if_fail (G_IS_ACTION_MAP (actions));

  for (guint i = 0; i < n_entries; i++)
    g_action_map_remove_action (actions, entries[i].name);
}

/* -- Toggles -- */

typedef struct
{
  GObject    *object;     /* Weak */
  const char *property;   /* Interned */
} Toggle;

static void
toggle_free (gpointer  data,
             GClosure *closure)
{
  Toggle *toggle = data;

  g_clear_weak_pointer (&toggle->object);
  g_free (toggle);
}

static void
toggle_change_state_cb (GSimpleAction *action,
                        GVariant      *value,
                        gpointer       user_data)
{
  Toggle *toggle = user_data;

  if (toggle->object != NULL)
    g_object_set (toggle->object, toggle->property, g_variant_get_boolean (value), NULL);
}

static void
toggle_activate_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  g_action_change_state (G_ACTION (action), g_variant_new_boolean (!g_variant_get_boolean (state)));
}

static void
toggle_notify_cb (GObject    *object,
                  GParamSpec *pspec,
                  gpointer    user_data)
{
  GSimpleAction *action = user_data;
  gboolean value;

  g_object_get (object, pspec->name, &value, NULL);
  g_simple_action_set_state (action, g_variant_new_boolean (value));
}

/**
 * brg_window_actions_add_toggle:
 * @actions: the window's action map
 * @name: the action's name, without "win."
 * @object: the object whose boolean property the action shows and sets
 * @property: the property
 *
 * Adds a stateful action that follows a boolean property and sets it, as
 * a #GPropertyAction does, but that can be disabled like any other: its
 * row in the table decides when it can run.
 */
void
brg_window_actions_add_toggle (GActionMap *actions,
                               const char *name,
                               GObject    *object,
                               const char *property)
{
  g_autoptr(GSimpleAction) action = NULL;
  g_autofree char *signal = NULL;
  Toggle *toggle;
  gboolean value;

  g_return_if_fail (G_IS_ACTION_MAP (actions));
  g_return_if_fail (G_IS_OBJECT (object));

  g_object_get (object, property, &value, NULL);
  action = g_simple_action_new_stateful (name, NULL, g_variant_new_boolean (value));
  toggle = g_new0 (Toggle, 1);
  g_set_weak_pointer (&toggle->object, object);
  toggle->property = g_intern_string (property);
  g_signal_connect_data (action, "change-state", G_CALLBACK (toggle_change_state_cb), toggle,
                         toggle_free, 0);
  g_signal_connect (action, "activate", G_CALLBACK (toggle_activate_cb), NULL);
  signal = g_strconcat ("notify::", property, NULL);
  g_signal_connect_object (object, signal, G_CALLBACK (toggle_notify_cb), action, 0);
  g_action_map_add_action (actions, G_ACTION (action));
}

/* -- Keys -- */

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
  { "win.practice", "<Shift><Control>p", TRUE },
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
  { "win.present", "F5", TRUE },
  { "win.step-hands", "<Shift><Control>w", TRUE },
};

/* Runs a shortcut before the focused widget sees the key, except for the
 * keys a text entry needs; a disabled action leaves the key to the focused
 * widget. */
static gboolean
shortcut_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  guint index = GPOINTER_TO_UINT (user_data);
  const char *action = shortcuts[index].action;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));

  if (!shortcuts[index].in_text && focus != NULL
      && (GTK_IS_EDITABLE (focus)
          || (GTK_IS_LABEL (focus)
              && gtk_label_get_selection_bounds (GTK_LABEL (focus), NULL, NULL))))
    return FALSE;
  /* In the deal editor the arrow keys, Home and End move among its cards
   * and fields; the table they would step is not shown. */
  if (focus != NULL && gtk_widget_get_ancestor (focus, BRG_TYPE_DEAL_EDITOR) != NULL
      && (strstr (action, "-card") != NULL || strstr (action, "-trick") != NULL
          || g_str_has_prefix (action, "win.play-")))
    return FALSE;
  /* The presenter console takes its own keys (app/presentation/): Right
   * is its next step, not the table's next card. */
  if (focus != NULL && gtk_widget_get_ancestor (focus, BRG_TYPE_PRESENTER) != NULL
      && !g_str_equal (action, "win.present"))
    return FALSE;
  if (!g_action_group_get_action_enabled (G_ACTION_GROUP (widget), action + 4))
    return FALSE;

  return gtk_widget_activate_action (widget, action, NULL);
}

/**
 * brg_window_actions_add_shortcuts:
 * @window: the window, whose action map holds the actions
 *
 * Gives @window the keys of its actions, handled before the focused
 * widget sees them (but those a text entry needs), so that arrow keys
 * step the play even while the board list has the focus.
 */
void
brg_window_actions_add_shortcuts (GtkWidget *window)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  g_return_if_fail (G_IS_ACTION_GROUP (window));

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (shortcuts[i].trigger);
      GtkShortcutAction *action = gtk_callback_action_new (shortcut_cb, GUINT_TO_POINTER (i), NULL);

      g_assert (trigger != NULL);
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (trigger, action));
    }
  gtk_widget_add_controller (window, controller);
}
