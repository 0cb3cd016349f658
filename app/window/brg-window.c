/* brg-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-auction-view.h"
#include "brg-dd-panel.h"
#include "brg-file-dialog.h"
#include "brg-markup-private.h"
#include "brg-print.h"
#include "brg-settings.h"
#include "brg-window.h"
#include "brg-window-actions.h"
#include "brg-window-article.h"
#include "brg-window-practice.h"
#include "brg-window-present.h"
#include "brg-window-boards.h"
#include "brg-window-deal.h"
#include "brg-window-details.h"
#include "brg-window-letters.h"
#include "brg-window-edit.h"
#include "brg-window-entry.h"
#include "brg-window-model.h"
#include "brg-window-open.h"
#include "brg-window-private.h"
#include "brg-window-problems.h"
#include "brg-window-recent.h"
#include "brg-window-save.h"

#define MIN_SAVED_WIDTH  360
#define MIN_SAVED_HEIGHT 294
#define MAX_SAVED_SIZE   32767

/* How long the board's double-dummy results wait for the edits to stop. */
#define DD_REFRESH_DELAY_MS 400

/**
 * BrgWindow:
 *
 * The main window: a header bar with the Open button (its drop-down holds
 * the recent files) and the primary menu, and a stack that shows an empty
 * state until a file is opened, then the boards: the board list on the
 * left, the table in the middle with the replay controls below it, and on
 * the right a panel with the auction, the commentary and the details. Both
 * side panes are #AdwFlap flaps that fold away on a narrow window.
 *
 * The window shows a #BrgDocument (#BrgWindow:document), which owns the
 * file, the boards, their history and their problems, and which other
 * windows may show too. What the window shows and how is its
 * #BrgWindowModel: the document, the board and the position in it
 * (#BrgReplay), and the modes. The window is made of parts, each a small
 * object given the model and the widgets it works with, which knows
 * neither the window nor another part: opening (brg-window-open.c),
 * saving (brg-window-save.c), the recent files, the problems, editing and
 * the edit mode, entering the auction and the play, the board commands,
 * the deal and details editors, the article, practice, printing
 * (brg-print.c). Each
 * adds its actions to the window's action map ("win.") and speaks up
 * through the model's properties and #BrgWindowModel::message. This file
 * wires them: it keeps the views in step with the replay, shows the
 * messages as toasts, and decides which actions can run
 * (brg-window-actions.c).
 *
 * Every step through the board is an action of the window (`win.next-card`,
 * `win.prev-trick`, …) with a keyboard shortcut, handled before the
 * focused widget sees the key, except in text entries, so that arrow keys
 * step the play even while the board list has the focus.
 */
struct _BrgWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;          /* Owned */
  BrgWindowModel       *model;             /* Owned: what the window shows */
  GSignalGroup         *document_signals;  /* Owned: of the document shown */
  GSignalGroup         *event_signals;     /* Owned: of its boards */
  GSignalGroup         *history_signals;   /* Owned: of its edits */

  /* The parts (Owned) */
  BrgWindowSave        *save;
  BrgWindowOpen        *open;
  BrgWindowRecent      *recent;
  BrgWindowProblems    *problems;
  BrgWindowEdit        *edit;
  BrgWindowEntry       *entry;
  BrgWindowBoards      *boards;
  BrgWindowDeal        *deal;
  BrgWindowDetails     *details;
  BrgWindowLetters     *letters;
  BrgWindowArticle     *article;
  BrgWindowPractice    *practice;
  BrgWindowPresent     *present;

  BrgDdPanel           *dd_panel;          /* Borrowed: in the side panel */
  AdwToast             *toast;             /* Weak: the one shown, until dismissed */

  /* Template widgets */
  GtkToggleButton      *board_list_button;
  GtkToggleButton      *panel_button;
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwFlap              *board_flap;
  BrgBoardList         *board_list;
  AdwFlap              *panel_flap;
  GtkScrolledWindow    *panel;
  BrgTableView         *table_view;
  GtkLabel             *position_label;
  BrgAuctionView       *auction_view;
  BrgAnnotationPanel   *annotation_panel;
  BrgDetailsPane       *details_pane;

  guint                 scroll_panel_id;
  guint                 dd_refresh_id;
  gboolean              close_confirmed;
};

G_DEFINE_FINAL_TYPE (BrgWindow, brg_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_DOCUMENT,
  PROP_FILE,
  PROP_LOADING,
  PROP_EVENT,
  PROP_REVEAL_HIDDEN,
  PROP_QUIZ_MODE,
  PROP_EDIT_MODE,
  PROP_EDITING_DEAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The template children the parts are given, found by name. */
static gpointer
get_child (BrgWindow  *self,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (self), BRG_TYPE_WINDOW, name);

  g_assert (child != NULL);
  return child;
}

static BrgReplay *
get_replay (BrgWindow *self)
{
  return brg_window_model_get_replay (self->model);
}

/* -- Which actions can run -- */

static void
update_actions (BrgWindow *self)
{
  BrgReplay *replay = get_replay (self);
  BrgDocument *document = brg_window_model_get_document (self->model);
  BrgEvent *event = brg_window_model_get_event (self->model);
  BrgHistory *history = brg_window_model_get_history (self->model);
  BrgWindowState state = { 0 };

  /* Parts are made once the window is constructed. */
  if (self->save == NULL)
    return;

  state.board = brg_replay_get_board (replay);
  state.calls_shown = brg_replay_get_calls_shown (replay);
  state.n_calls = brg_replay_get_n_calls (replay);
  state.cards_played = brg_replay_get_cards_played (replay);
  state.n_cards = brg_replay_get_n_cards (replay);
  state.selected = brg_board_list_get_selected (self->board_list);
  state.n_listed = brg_board_list_get_n_shown (self->board_list);
  state.has_event = event != NULL;
  state.has_diagnostics = brg_window_problems_get_any (self->problems);
  state.board_has_problems = state.board != NULL && document != NULL
                             && brg_document_get_board_problems (document, state.board) != NULL;
  state.loading = brg_window_model_get_loading (self->model);
  state.edit_mode = brg_window_model_get_edit_mode (self->model);
  state.can_undo = history != NULL && brg_history_get_can_undo (history);
  state.can_redo = history != NULL && brg_history_get_can_redo (history);
  state.from_document = brg_window_article_get_from_document (self->article);
  state.practising = brg_window_practice_get_active (self->practice);
  state.saving = brg_window_save_get_busy (self->save)
                 || (document != NULL && brg_document_get_saving (document));
  state.n_boards = event != NULL ? brg_event_get_n_boards (event) : 0;
  state.n_selected = brg_board_list_get_n_selected (self->board_list, &state.first_selected,
                                                    &state.last_selected);
  state.searching = brg_board_list_get_search_text (self->board_list)[0] != '\0';
  state.presenting = self->present != NULL && brg_window_present_get_presenting (self->present);

  brg_window_actions_update (G_ACTION_MAP (self), &state);
}

/* -- What the board shown looks like -- */

static void
update_position_labels (BrgWindow *self)
{
  BrgReplay *replay = get_replay (self);
  BrgBoard *board = brg_replay_get_board (replay);
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;
  guint calls = brg_replay_get_calls_shown (replay);
  guint n_calls = brg_replay_get_n_calls (replay);
  guint cards = brg_replay_get_cards_played (replay);
  guint n_cards = brg_replay_get_n_cards (replay);
  g_autofree char *position = NULL;

  if (board == NULL)
    position = g_strdup ("");
  else if (cards > 0)
    {
      guint trick = (cards - 1) / 4;
      guint card = (cards - 1) % 4 + 1;
      BrgSeat winner = card == 4 ? brg_play_get_trick_winner (play, trick) : BRG_SEAT_NONE;

      if (BRG_SEAT_IS_VALID (winner))
        /* Translators: %u is a trick's number, %s a seat such as "West" */
        position = g_strdup_printf (_("Trick %u won by %s"), trick + 1,
                                    brg_seat_to_display (winner));
      else
        /* Translators: the replay's position: the trick's number, then the card's */
        position = g_strdup_printf (_("Trick %u, card %u"), trick + 1, card);
    }
  else if (calls < n_calls && brg_window_model_get_quiz_mode (self->model))
    /* A quiz does not tell how long the auction is. */
    position = calls > 0
               /* Translators: the replay's position in the auction, in a quiz */
               ? g_strdup_printf (_("Call %u"), calls)
               : g_strdup (_("Before the first call"));
  else if (calls < n_calls)
    /* Translators: the replay's position in the auction */
    position = g_strdup_printf (_("Call %u of %u"), calls, n_calls);
  else if (n_cards > 0)
    position = g_strdup (_("Before the opening lead"));
  else if (brg_deal_is_end_position (brg_board_get_deal (board)))
    /* Translators: a deal of fewer than 13 cards a hand (PBN §3.10) */
    position = g_strdup (_("End position"));
  else if (play == NULL && n_calls > 0 && !brg_auction_is_complete (brg_board_get_auction (board)))
    /* Translators: the replay's position: an auction still being entered,
     * or a bidding problem */
    position = g_strdup (_("The auction goes on"));
  else if (play == NULL && n_calls > 0)
    position = g_strdup (_("No play recorded"));
  else
    position = g_strdup ("");

  gtk_label_set_text (self->position_label, position);
  /* In a narrow window the label may be cut short: the whole text on hover. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->position_label),
                               position[0] != '\0' ? position : NULL);
}

/* The current call is highlighted, and its commentary shown, while the
 * auction is being stepped through; a board first shows its whole auction
 * with no call singled out. */
static void
update_current_call (BrgWindow *self)
{
  BrgReplay *replay = get_replay (self);
  int current = brg_replay_get_current_call (replay);

  if (!brg_window_model_get_stepping_calls (self->model)
      && brg_replay_get_calls_shown (replay) == brg_replay_get_n_calls (replay))
    current = -1;

  brg_auction_view_set_current_call (self->auction_view, current);
  brg_annotation_panel_set_current_call (self->annotation_panel, current);
}

/* A quiz keeps back what the replay has not reached: the contract until
 * the auction is over; the result, the scores, double dummy and the hidden
 * hands until the play (or, without one, the auction) is over. */
static void
update_keep_back (BrgWindow *self)
{
  BrgReplay *replay = get_replay (self);
  gboolean quiz = brg_window_model_get_quiz_mode (self->model);
  gboolean auction_over = brg_replay_get_calls_shown (replay) >= brg_replay_get_n_calls (replay);
  gboolean play_over = auction_over
                       && brg_replay_get_cards_played (replay) >= brg_replay_get_n_cards (replay);
  gboolean reveal = brg_window_model_get_reveal_hidden (self->model) || (quiz && play_over);

  brg_table_view_set_show_contract (self->table_view, !quiz || auction_over);
  brg_table_view_set_reveal_hidden (self->table_view, reveal);
  brg_details_pane_set_hide_outcome (self->details_pane, quiz && !play_over);
  brg_board_list_set_show_outcome (self->board_list, !quiz);
  /* Comments and notes marked "after the auction" or "after the play". */
  brg_annotation_panel_set_replay (self->annotation_panel, quiz ? replay : NULL);
  brg_auction_view_set_replay (self->auction_view, quiz ? replay : NULL);
  /* Double dummy and par tell the answer too; out of a quiz the panel
   * shows, but never the cards of a hidden hand. */
  if (self->dd_panel != NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->dd_panel), !quiz || play_over);
      brg_dd_panel_set_reveal_hidden (self->dd_panel, reveal);
    }
}

/* Keeps the commentary on the current call or card in view, once the
 * panel has laid it out. */
static gboolean
scroll_panel_tick_cb (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       user_data)
{
  BrgWindow *self = BRG_WINDOW (user_data);
  GtkWidget *section = brg_annotation_panel_get_current_section (self->annotation_panel);
  GtkWidget *content = gtk_scrolled_window_get_child (self->panel);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->panel);
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  graphene_rect_t bounds;

  if (section != NULL && gtk_widget_should_layout (section) && gtk_widget_get_height (section) == 0)
    return G_SOURCE_CONTINUE;   /* not laid out yet */

  self->scroll_panel_id = 0;
  if (section == NULL || !gtk_widget_compute_bounds (section, content, &bounds))
    return G_SOURCE_REMOVE;

  /* The panel's own margin above the section, so that its heading shows. */
  if (bounds.origin.y < value || bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, MAX (0, bounds.origin.y - 12));

  return G_SOURCE_REMOVE;
}

static void
scroll_panel_to_current (BrgWindow *self)
{
  if (self->scroll_panel_id != 0
      || brg_annotation_panel_get_current_section (self->annotation_panel) == NULL)
    return;

  /* A tick runs before the frame's layout: the section is scrolled to once
   * it has a size. */
  self->scroll_panel_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->panel),
                                                        scroll_panel_tick_cb, self, NULL);
}

static void
replay_changed_cb (BrgWindow *self)
{
  update_current_call (self);
  update_keep_back (self);
  scroll_panel_to_current (self);
  update_position_labels (self);
  update_actions (self);
}

/* The file's name, and where the board shown is in it: "club.pbn · 3 of 32",
 * with a mark when it holds changes not saved. */
static void
update_subtitle (BrgWindow *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);
  BrgEvent *event = brg_window_model_get_event (self->model);
  BrgBoard *board = brg_window_model_get_board (self->model);
  GFile *file = document != NULL ? brg_document_get_file (document) : NULL;
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;
  guint position = 0;

  if (document == NULL)
    return;

  if (file != NULL)
    name = brg_file_dialog_dup_name (file);
  else
    /* Translators: the name of boards made with New and not saved yet */
    name = g_strdup (_("Untitled"));
  if (brg_document_get_modified (document))
    {
      char *marked;

      /* Translators: the window's title for a file with unsaved changes */
      marked = g_strdup_printf (_("• %s"), name);
      g_free (name);
      name = marked;
    }

  if (board != NULL && event != NULL && brg_event_find (event, board, &position))
    {
      g_autofree char *n = _brg_dup_count (position + 1);
      g_autofree char *total = _brg_dup_count (brg_event_get_n_boards (event));

      /* Translators: the window's subtitle: a file name, then the board's
       * place in it, "club.pbn · 3 of 32" */
      subtitle = g_strdup_printf (_("%s · %s of %s"), name, n, total);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : name);

  /* Translators: the window's title in the window list: a file name */
  title = g_strdup_printf (_("%s – Finesse"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
board_list_selected_cb (BrgWindow *self)
{
  BrgBoard *board = brg_board_list_get_selected_board (self->board_list);
  BrgReplay *replay = get_replay (self);

  if (board != brg_replay_get_board (replay))
    {
      /* Hidden hands stay hidden on the next board. */
      brg_window_model_set_reveal_hidden (self->model, FALSE);
      brg_window_model_set_stepping_calls (self->model, FALSE);
      brg_replay_set_board (replay, board);
      /* A quiz starts before the first call. */
      if (brg_window_model_get_quiz_mode (self->model) && board != NULL)
        {
          brg_window_model_set_stepping_calls (self->model, TRUE);
          brg_replay_set_calls_shown (replay, 0);
        }
      brg_table_view_set_board (self->table_view, board);
      brg_table_view_set_n_cards_played (self->table_view, brg_replay_get_cards_played (replay));
      brg_auction_view_set_board (self->auction_view, board);
      brg_annotation_panel_set_board (self->annotation_panel, board);
      brg_details_pane_set_board (self->details_pane, board);
      /* A board starts at the top of the panel, its auction in view. */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->panel), 0);
    }

  update_position_labels (self);
  update_subtitle (self);
  update_actions (self);
}

/* -- Messages -- */

/* The toast is gone: the next message needs a new one. */
static void
toast_dismissed_cb (BrgWindow *self,
                    AdwToast  *toast)
{
  if (self->toast == toast)
    g_clear_weak_pointer (&self->toast);
}

/* A part has something to say (BrgWindowModel::message): a toast. */
static void
message_cb (BrgWindow  *self,
            const char *text,
            const char *button_label,
            const char *action_name)
{
  /* The title of an AdwToast is Pango markup on libadwaita 1.2. */
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast;

  /* One toast at a time, the last message: a toast still shown takes the
   * new one, rather than let the new wait behind a message about the file
   * before (with a Details button about it). The toast is changed rather
   * than dismissed: libadwaita 1.2 crashed when toasts were dismissed and
   * added in quick succession. */
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, markup);
      adw_toast_set_button_label (self->toast, button_label);
      adw_toast_set_action_name (self->toast, action_name);
      return;
    }

  toast = adw_toast_new (markup);
  adw_toast_set_button_label (toast, button_label);
  adw_toast_set_action_name (toast, action_name);
  if (button_label != NULL)
    adw_toast_set_timeout (toast, 8);
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  _brg_accessible_tidy_toasts (self->toast_overlay);
}

/* -- The document shown -- */

static void
set_side_buttons_visible (BrgWindow *self,
                          gboolean   visible)
{
  gtk_widget_set_visible (GTK_WIDGET (self->board_list_button), visible);
  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), visible);
}

/* Another document: the board list with its first board selected, the
 * file's name in the title. */
static void
document_changed_cb (BrgWindow *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);
  BrgEvent *event = document != NULL ? brg_document_get_event (document) : NULL;

  g_signal_group_set_target (self->document_signals, document);
  g_signal_group_set_target (self->event_signals, event);
  g_signal_group_set_target (self->history_signals,
                             document != NULL ? brg_document_get_history (document) : NULL);
  g_clear_handle_id (&self->dd_refresh_id, g_source_remove);
  brg_dd_panel_set_event (self->dd_panel, event);

  brg_board_list_set_search_text (self->board_list, "");
  brg_board_list_set_model (self->board_list, G_LIST_MODEL (event));
  if (event != NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "boards");
      set_side_buttons_visible (self, TRUE);
      /* Up and Down then go through the boards. */
      gtk_widget_grab_focus (GTK_WIDGET (self->board_list));
    }

  update_subtitle (self);
  update_actions (self);
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
document_file_cb (BrgWindow *self)
{
  update_subtitle (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
document_state_cb (BrgWindow *self)
{
  update_subtitle (self);
  update_actions (self);
}

/* -- Double dummy -- */

static gboolean
dd_refresh_cb (gpointer user_data)
{
  BrgWindow *self = user_data;

  self->dd_refresh_id = 0;
  /* Setting the replay again solves the board as it now is. */
  brg_dd_panel_set_replay (self->dd_panel, get_replay (self));
  return G_SOURCE_REMOVE;
}

/* What follows every change the history makes, whichever editor made it,
 * an undo or a redo: the title's mark and the board's place in the file,
 * the current call, the status line (a rotation changes who won a trick,
 * issue 23), and the board's double-dummy results solved again. */
static void
history_changed_cb (BrgWindow *self)
{
  update_current_call (self);
  update_position_labels (self);
  update_subtitle (self);
  update_actions (self);

  g_clear_handle_id (&self->dd_refresh_id, g_source_remove);
  self->dd_refresh_id = g_timeout_add (DD_REFRESH_DELAY_MS, dd_refresh_cb, self);
}

/* Double dummy on the cards: the values of the position shown, while the
 * double-dummy panel is shown (a quiz keeps it back) and wants them. */
static void
card_values_changed_cb (BrgWindow *self)
{
  BrgDdCardValues values;

  if (self->dd_panel != NULL && gtk_widget_get_visible (GTK_WIDGET (self->dd_panel))
      && brg_dd_panel_get_show_on_cards (self->dd_panel)
      && brg_dd_panel_get_card_values (self->dd_panel, &values))
    brg_table_view_set_card_values (self->table_view, &values);
  else
    brg_table_view_set_card_values (self->table_view, NULL);
}

/* Another position: the values shown were for the one before. */
static void
replay_position_cb (BrgWindow *self)
{
  brg_table_view_set_card_values (self->table_view, NULL);
}

/* Cards added or taken back: the review and the values are solved again. */
static void
replay_n_cards_cb (BrgWindow *self)
{
  if (self->dd_panel != NULL)
    brg_dd_panel_play_changed (self->dd_panel);
}

/* -- The modes -- */

static void
model_changed_cb (BrgWindow  *self,
                  GParamSpec *pspec)
{
  static const struct {
    const char *name;
    guint       prop_id;
  } forwarded[] = {
    { "loading", PROP_LOADING },
    { "reveal-hidden", PROP_REVEAL_HIDDEN },
    { "quiz-mode", PROP_QUIZ_MODE },
    { "edit-mode", PROP_EDIT_MODE },
  };

  /* Turned on, the quiz takes the board shown back to before its first
   * call. */
  if (g_str_equal (pspec->name, "quiz-mode") && brg_window_model_get_quiz_mode (self->model)
      && brg_window_model_get_board (self->model) != NULL)
    {
      brg_window_model_set_stepping_calls (self->model, TRUE);
      brg_replay_set_calls_shown (get_replay (self), 0);
    }
  if (g_str_equal (pspec->name, "stepping-calls"))
    update_current_call (self);
  update_keep_back (self);
  update_actions (self);

  for (guint i = 0; i < G_N_ELEMENTS (forwarded); i++)
    if (g_str_equal (pspec->name, forwarded[i].name))
      g_object_notify_by_pspec (G_OBJECT (self), properties[forwarded[i].prop_id]);
}

/* -- Actions -- */

static void
replay_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BrgWindow *self = user_data;
  const char *name = g_action_get_name (G_ACTION (action));
  static const struct {
    const char *name;
    gboolean  (*step) (BrgReplay *replay);
  } steps[] = {
    { "next-card", brg_replay_next_card },
    { "prev-card", brg_replay_prev_card },
    { "next-trick", brg_replay_next_trick },
    { "prev-trick", brg_replay_prev_trick },
    { "play-start", brg_replay_go_start },
    { "play-end", brg_replay_go_end },
    { "next-call", brg_replay_next_call },
    { "prev-call", brg_replay_prev_call },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (g_str_equal (name, steps[i].name))
      {
        brg_window_model_set_stepping_calls (self->model, g_str_has_suffix (name, "-call"));
        steps[i].step (get_replay (self));
        update_current_call (self);
        return;
      }

  g_assert_not_reached ();
}

static void
board_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BrgWindow *self = user_data;

  if (g_str_equal (g_action_get_name (G_ACTION (action)), "next-board"))
    brg_board_list_select_next (self->board_list);
  else
    brg_board_list_select_previous (self->board_list);
}

static void
find_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BrgWindow *self = user_data;

  adw_flap_set_reveal_flap (self->board_flap, TRUE);
  brg_board_list_focus_search (self->board_list);
}

/* The board as a <PBN> snippet (PBN §6.2): pasted into an article or a
 * mail it is the board, for Finesse and for other programs. */
static void
copy_board_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BrgWindow *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  g_autofree char *snippet = NULL;
  g_autofree char *title = NULL;
  guint number;

  if (board == NULL)
    return;

  snippet = brg_host_document_board_to_snippet (board);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), snippet);

  number = brg_board_get_number (board);
  if (number > 0)
    /* Translators: %u is a board's number */
    title = g_strdup_printf (_("Board %u copied"), number);
  else
    title = g_strdup (_("Board copied"));
  brg_window_model_say (self->model, title, NULL, NULL);
}

static void
toggle_flap_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BrgWindow *self = user_data;
  AdwFlap *flap = g_str_equal (g_action_get_name (G_ACTION (action)), "toggle-board-list")
                  ? self->board_flap : self->panel_flap;

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

static void
new_activated (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  brg_window_new_event (BRG_WINDOW (user_data));
}

static const GActionEntry actions[] = {
  { "next-card", replay_activated },
  { "prev-card", replay_activated },
  { "next-trick", replay_activated },
  { "prev-trick", replay_activated },
  { "play-start", replay_activated },
  { "play-end", replay_activated },
  { "next-call", replay_activated },
  { "prev-call", replay_activated },
  { "next-board", board_activated },
  { "prev-board", board_activated },
  { "find", find_activated },
  { "copy-board", copy_board_activated },
  { "toggle-board-list", toggle_flap_activated },
  { "toggle-panel", toggle_flap_activated },
  { "new", new_activated },
};

/* -- Settings -- */

/* The panel follows show-annotations while it has room beside the table;
 * folded on a narrow window, it is hidden and opened over the table. */
static void
panel_flap_folded_cb (BrgWindow *self)
{
  gboolean folded = adw_flap_get_folded (self->panel_flap);

  adw_flap_set_reveal_flap (self->panel_flap,
                            !folded && g_settings_get_boolean (self->settings, "show-annotations"));
}

static void
panel_flap_reveal_cb (BrgWindow *self)
{
  if (!adw_flap_get_folded (self->panel_flap))
    g_settings_set_boolean (self->settings, "show-annotations",
                            adw_flap_get_reveal_flap (self->panel_flap));
}

static void
settings_show_annotations_cb (BrgWindow  *self,
                              const char *key,
                              GSettings  *settings)
{
  if (!adw_flap_get_folded (self->panel_flap))
    adw_flap_set_reveal_flap (self->panel_flap,
                              g_settings_get_boolean (settings, "show-annotations"));
}

static gboolean
map_four_color (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "four-color") == 0);
  return TRUE;
}

static gboolean
map_alternating (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "alternating") == 0);
  return TRUE;
}

static void
bind_settings (BrgWindow *self)
{
  GObject *four_color_targets[] = {
    G_OBJECT (self->table_view), G_OBJECT (self->auction_view),
    G_OBJECT (self->annotation_panel), G_OBJECT (self->board_list),
    G_OBJECT (self->dd_panel),
  };

  for (guint i = 0; i < G_N_ELEMENTS (four_color_targets); i++)
    g_settings_bind_with_mapping (self->settings, "card-deck",
                                  four_color_targets[i], "four-color",
                                  G_SETTINGS_BIND_GET,
                                  map_four_color, NULL, NULL, NULL);

  g_settings_bind_with_mapping (self->settings, "suit-order", self->table_view, "alternate-suits",
                                G_SETTINGS_BIND_GET, map_alternating, NULL, NULL, NULL);
  g_settings_bind (self->settings, "quiz-mode", self->model, "quiz-mode", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-card-values", self->dd_panel, "show-on-cards",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY);

  adw_flap_set_reveal_flap (self->panel_flap,
                            g_settings_get_boolean (self->settings, "show-annotations"));
  g_signal_connect_object (self->settings, "changed::show-annotations",
                           G_CALLBACK (settings_show_annotations_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel_flap, "notify::folded",
                           G_CALLBACK (panel_flap_folded_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel_flap, "notify::reveal-flap",
                           G_CALLBACK (panel_flap_reveal_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
restore_window_state (BrgWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (BrgWindow *self)
{
  int width = 0;
  int height = 0;

  /* On GTK 4 the default size follows the unmaximized size of the window. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width",
                      CLAMP (width, MIN_SAVED_WIDTH, MAX_SAVED_SIZE));
  g_settings_set_int (self->settings, "window-height",
                      CLAMP (height, MIN_SAVED_HEIGHT, MAX_SAVED_SIZE));
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

/* -- Closing -- */

static void
close_confirmed_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(BrgWindow) self = user_data;

  if (!brg_window_save_confirm_finish (BRG_WINDOW_SAVE (source), result))
    return;
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
brg_window_close_request (GtkWindow *window)
{
  BrgWindow *self = BRG_WINDOW (window);

  /* Unsaved changes: Save, Discard or Cancel first. */
  if (!self->close_confirmed && brg_window_get_modified (self))
    {
      brg_window_save_confirm_async (self->save, BRG_WINDOW_SAVE_CLOSING, close_confirmed_cb,
                                     g_object_ref (self));
      return TRUE;
    }

  save_window_state (self);

  return GTK_WINDOW_CLASS (brg_window_parent_class)->close_request (window);
}

/* -- GObject -- */

static void
editing_deal_cb (BrgWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING_DEAL]);
}

/* The parts, which need the settings and the window's template. */
static void
add_parts (BrgWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);

  self->save = brg_window_save_new (window, self->model, self->settings);
  self->open = brg_window_open_new (window, self->model, self->settings, self->save,
                                    get_child (self, "loading_box"),
                                    get_child (self, "spinner"),
                                    GTK_WIDGET (self->toast_overlay));
  self->recent = brg_window_recent_new (get_child (self, "open_button"),
                                        get_child (self, "recent_box"),
                                        get_child (self, "recent_list"));
  self->problems = brg_window_problems_new (window, self->model,
                                            get_child (self, "problem_revealer"),
                                            get_child (self, "problem_icon"),
                                            get_child (self, "problem_label"),
                                            self->board_list, self->board_flap);
  self->edit = brg_window_edit_new (window, self->model, get_child (self, "edit_section"),
                                    self->annotation_panel,
                                    get_child (self, "annotation_editor"),
                                    self->panel_flap, self->board_list);
  self->entry = brg_window_entry_new (window, self->model, get_child (self, "bidding_box"),
                                      get_child (self, "play_box"), self->table_view);
  self->boards = brg_window_boards_new (window, self->model, self->board_list);
  self->deal = brg_window_deal_new (window, self->model, self->settings, self->table_view);
  self->details = brg_window_details_new (self->model, self->details_pane,
                                          get_child (self, "edit_details_button"));
  self->letters = brg_window_letters_new (GTK_APPLICATION_WINDOW (self), self->model);
  self->article = brg_window_article_new (window, self->model, self->board_list);
  self->practice = brg_window_practice_new (self->model, self->settings, self->stack);
  brg_window_actions_add_toggle (G_ACTION_MAP (self), "practice", G_OBJECT (self->practice),
                                 "active");
  self->present = brg_window_present_new (window, self->model, self->settings, self->stack);
  brg_print_attach (window, self->model, self->settings, self->table_view);

  /* The state every action's rule reads changes with these. */
  g_signal_connect_object (self->save, "notify::busy", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->practice, "notify::active", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->article, "notify::from-document", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_problems_get_list (self->problems), "items-changed",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_problems_get_list (self->problems), "notify::loading",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->deal, "notify::editing", G_CALLBACK (editing_deal_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->present, "notify::presenting", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
}

static void
brg_window_constructed (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  G_OBJECT_CLASS (brg_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = brg_settings_new ();

  add_parts (self);
  restore_window_state (self);
  bind_settings (self);
  brg_window_actions_add_shortcuts (GTK_WIDGET (self));

  /* After the parts: they have followed a change when the window looks
   * at what it changed. */
  g_signal_connect_object (self->model, "notify::document", G_CALLBACK (document_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "notify", G_CALLBACK (model_changed_cb), self,
                           G_CONNECT_SWAPPED);
  update_current_call (self);
  update_position_labels (self);
  update_actions (self);
}

static void
dispose_part (gpointer *part)
{
  if (*part == NULL)
    return;
  g_object_run_dispose (G_OBJECT (*part));
  g_clear_object (part);
}

static void
brg_window_dispose (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_clear_handle_id (&self->dd_refresh_id, g_source_remove);
  g_clear_weak_pointer (&self->toast);
  if (self->scroll_panel_id != 0 && self->panel != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->panel), self->scroll_panel_id);
  self->scroll_panel_id = 0;

  for (guint i = 0; i < 3; i++)
    {
      GSignalGroup *group = i == 0 ? self->document_signals
                            : i == 1 ? self->event_signals : self->history_signals;

      if (group != NULL)
        g_signal_group_set_target (group, NULL);
    }
  g_clear_object (&self->document_signals);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->history_signals);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  /* The panel may outlive the window while the solver finishes. */
  if (self->dd_panel != NULL)
    {
      g_settings_unbind (self->dd_panel, "show-on-cards");
      g_settings_unbind (self->dd_panel, "four-color");
    }
  self->dd_panel = NULL;

  /* A read, a save or a dialog may hold a part a while longer: it lets
   * go of the window's widgets now, and what comes late finds none. */
  dispose_part ((gpointer *) &self->open);
  dispose_part ((gpointer *) &self->save);
  dispose_part ((gpointer *) &self->recent);
  dispose_part ((gpointer *) &self->problems);
  dispose_part ((gpointer *) &self->edit);
  dispose_part ((gpointer *) &self->entry);
  dispose_part ((gpointer *) &self->boards);
  dispose_part ((gpointer *) &self->deal);
  dispose_part ((gpointer *) &self->details);
  dispose_part ((gpointer *) &self->letters);
  dispose_part ((gpointer *) &self->article);
  dispose_part ((gpointer *) &self->practice);
  dispose_part ((gpointer *) &self->present);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_WINDOW);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_parent_class)->dispose (object);
}

static void
brg_window_finalize (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (brg_window_parent_class)->finalize (object);
}

static void
brg_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BrgWindow *self = BRG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, brg_window_get_settings (self));
      break;

    case PROP_DOCUMENT:
      g_value_set_object (value, brg_window_get_document (self));
      break;

    case PROP_FILE:
      g_value_set_object (value, brg_window_get_file (self));
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, brg_window_get_loading (self));
      break;

    case PROP_EVENT:
      g_value_set_object (value, brg_window_get_event (self));
      break;

    case PROP_REVEAL_HIDDEN:
      g_value_set_boolean (value, brg_window_get_reveal_hidden (self));
      break;

    case PROP_QUIZ_MODE:
      g_value_set_boolean (value, brg_window_get_quiz_mode (self));
      break;

    case PROP_EDIT_MODE:
      g_value_set_boolean (value, brg_window_get_edit_mode (self));
      break;

    case PROP_EDITING_DEAL:
      g_value_set_boolean (value, brg_window_get_editing_deal (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BrgWindow *self = BRG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      /* Construct-only, so there is no setter. */
      g_set_object (&self->settings, g_value_get_object (value));
      break;

    case PROP_DOCUMENT:
      brg_window_set_document (self, g_value_get_object (value));
      break;

    case PROP_REVEAL_HIDDEN:
      brg_window_set_reveal_hidden (self, g_value_get_boolean (value));
      break;

    case PROP_QUIZ_MODE:
      brg_window_set_quiz_mode (self, g_value_get_boolean (value));
      break;

    case PROP_EDIT_MODE:
      brg_window_set_edit_mode (self, g_value_get_boolean (value));
      break;

    case PROP_EDITING_DEAL:
      brg_window_set_editing_deal (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
boolean_property (const char *name,
                  gboolean    writable)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               (writable ? G_PARAM_READWRITE : G_PARAM_READABLE)
                               | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
brg_window_class_init (BrgWindowClass *klass)
{
  static const char * const children[] = {
    /* Given to the parts, or looked at by the tests */
    "open_button", "loading_box", "spinner", "empty_page", "recent_box", "recent_list",
    "problem_revealer", "problem_icon", "problem_label", "edit_details_button",
    "bidding_box", "play_box", "annotation_editor", "edit_section",
  };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = brg_window_constructed;
  object_class->dispose = brg_window_dispose;
  object_class->finalize = brg_window_finalize;
  object_class->get_property = brg_window_get_property;
  object_class->set_property = brg_window_set_property;

  window_class->close_request = brg_window_close_request;

  /**
   * BrgWindow:settings:
   *
   * The application settings the window reads and saves its state in.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:document:
   *
   * The document shown, or %NULL before one is: a file being read takes
   * its place once its first boards are read.
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         BRG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:file:
   *
   * The file of the document shown, or %NULL.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:loading:
   *
   * Whether a file is being read.
   */
  properties[PROP_LOADING] = boolean_property ("loading", FALSE);

  /**
   * BrgWindow:event:
   *
   * The boards of the document shown, or %NULL.
   */
  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         BRG_TYPE_EVENT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:reveal-hidden:
   *
   * Whether the hands a board hides (its `Hidden` tag) are shown; the state
   * of `win.reveal-hidden`. It goes back to %FALSE on another board.
   */
  properties[PROP_REVEAL_HIDDEN] = boolean_property ("reveal-hidden", TRUE);

  /**
   * BrgWindow:quiz-mode:
   *
   * Whether each board starts before the first call, and the contract, the
   * result and the hidden hands are kept back until the replay reaches
   * them; the state of `win.quiz-mode`, saved in the settings.
   */
  properties[PROP_QUIZ_MODE] = boolean_property ("quiz-mode", TRUE);

  /**
   * BrgWindow:edit-mode:
   *
   * Whether the board shown is edited: the bidding box, the play entry and
   * the annotation editors are shown; the state of `win.edit-mode`.
   */
  properties[PROP_EDIT_MODE] = boolean_property ("edit-mode", TRUE);

  /**
   * BrgWindow:editing-deal:
   *
   * Whether the deal editor shows in place of the table; the state of
   * `win.edit-deal`.
   */
  properties[PROP_EDITING_DEAL] = boolean_property ("editing-deal", TRUE);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BRG_TYPE_BOARD_LIST);
  g_type_ensure (BRG_TYPE_TABLE_VIEW);
  g_type_ensure (BRG_TYPE_AUCTION_VIEW);
  g_type_ensure (BRG_TYPE_ANNOTATION_PANEL);
  g_type_ensure (BRG_TYPE_DETAILS_PANE);
  g_type_ensure (BRG_TYPE_ANNOTATION_EDITOR);
  g_type_ensure (BRG_TYPE_BIDDING_BOX);
  g_type_ensure (BRG_TYPE_PLAY_BOX);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               BRG_RESOURCE_BASE_PATH "/ui/brg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, board_list_button);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, board_flap);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, board_list);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, panel_flap);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, panel);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, table_view);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, auction_view);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, annotation_panel);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, details_pane);
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i], FALSE, 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
}

static void
brg_window_init (BrgWindow *self)
{
  BrgReplay *replay;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->model = brg_window_model_new ();
  replay = get_replay (self);
  g_signal_connect_object (self->model, "message", G_CALLBACK (message_cb), self,
                           G_CONNECT_SWAPPED);

  self->document_signals = g_signal_group_new (BRG_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "notify::file",
                                  G_CALLBACK (document_file_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::modified",
                                  G_CALLBACK (document_state_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::saving",
                                  G_CALLBACK (document_state_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::loading",
                                  G_CALLBACK (document_state_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "problems-changed",
                                  G_CALLBACK (update_actions), self);
  self->event_signals = g_signal_group_new (BRG_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "items-changed",
                                  G_CALLBACK (document_state_cb), self);
  self->history_signals = g_signal_group_new (BRG_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "changed",
                                  G_CALLBACK (history_changed_cb), self);
  g_signal_group_connect_swapped (self->history_signals, "notify",
                                  G_CALLBACK (update_actions), self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  brg_window_actions_add_toggle (G_ACTION_MAP (self), "reveal-hidden", G_OBJECT (self->model),
                                 "reveal-hidden");
  brg_window_actions_add_toggle (G_ACTION_MAP (self), "quiz-mode", G_OBJECT (self->model),
                                 "quiz-mode");

  g_object_bind_property (replay, "cards-played",
                          self->table_view, "n-cards-played", G_BINDING_DEFAULT);
  g_object_bind_property (replay, "calls-shown",
                          self->auction_view, "calls-shown", G_BINDING_SYNC_CREATE);
  g_object_bind_property (replay, "current-card",
                          self->annotation_panel, "current-card", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (replay, "notify",
                           G_CALLBACK (replay_changed_cb), self, G_CONNECT_SWAPPED);

  /* Double dummy, between the commentary and the details in the side panel. */
  self->dd_panel = BRG_DD_PANEL (brg_dd_panel_new ());
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (
                                GTK_WIDGET (self->annotation_panel))),
                              GTK_WIDGET (self->dd_panel), GTK_WIDGET (self->annotation_panel));
  brg_dd_panel_set_replay (self->dd_panel, replay);
  g_signal_connect_object (replay, "notify::cards-played", G_CALLBACK (replay_position_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (replay, "notify::board", G_CALLBACK (replay_position_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (replay, "notify::n-cards", G_CALLBACK (replay_n_cards_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dd_panel, "card-values-changed",
                           G_CALLBACK (card_values_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dd_panel, "notify::show-on-cards",
                           G_CALLBACK (card_values_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dd_panel, "notify::visible",
                           G_CALLBACK (card_values_changed_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->board_list, "notify::selected-board",
                           G_CALLBACK (board_list_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_list, "notify::n-shown",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_list, "selection-changed",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);

  g_object_bind_property (self->board_flap, "reveal-flap",
                          self->board_list_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->panel_flap, "reveal-flap",
                          self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

/**
 * brg_window_new:
 * @application: the application the window belongs to
 * @settings: (nullable): the settings to use, or %NULL for the installed schema
 *
 * Creates a main window. It is not shown yet.
 *
 * Returns: (transfer none): a new #BrgWindow; GTK owns toplevel windows
 *   until they are destroyed
 */
BrgWindow *
brg_window_new (GtkApplication *application,
                GSettings      *settings)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BRG_TYPE_WINDOW,
                       "application", application,
                       "settings", settings,
                       NULL);
}

/**
 * brg_window_get_settings:
 * @self: a #BrgWindow
 *
 * Gets the settings the window saves its state in.
 *
 * Returns: (transfer none): the settings
 */
GSettings *
brg_window_get_settings (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return self->settings;
}

/**
 * brg_window_get_document:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none) (nullable): the document shown
 */
BrgDocument *
brg_window_get_document (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return brg_window_model_get_document (self->model);
}

/**
 * brg_window_set_document:
 * @self: a #BrgWindow
 * @document: a document with its boards (the first of them read, at
 *   least)
 *
 * Shows @document, which other windows may show too: the board list with
 * its first board selected, the file's name in the title.
 */
void
brg_window_set_document (BrgWindow   *self,
                         BrgDocument *document)
{
  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (BRG_IS_DOCUMENT (document));
  g_return_if_fail (brg_document_get_event (document) != NULL);

  brg_window_model_set_document (self->model, document);
}

/**
 * brg_window_get_file:
 * @self: a #BrgWindow
 *
 * Gets the file shown in the window.
 *
 * Returns: (transfer none) (nullable): the file, or %NULL before one was
 *   opened, or for boards never saved
 */
GFile *
brg_window_get_file (BrgWindow *self)
{
  BrgDocument *document;

  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  document = brg_window_model_get_document (self->model);
  return document != NULL ? brg_document_get_file (document) : NULL;
}

/**
 * brg_window_open_file:
 * @self: a #BrgWindow
 * @file: the file to open
 *
 * Reads @file asynchronously, in any format brg_import_bytes() knows, and
 * shows its boards: the first as soon as it is read, the others as they
 * come. A load still running is cancelled. A file that cannot be read is
 * reported in a dialog; the file shown before stays. When the boards
 * shown hold unsaved changes, the user is asked first whether to save
 * them.
 */
void
brg_window_open_file (BrgWindow *self,
                      GFile     *file)
{
  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  brg_window_open_open_file (self->open, file);
}

/**
 * brg_window_get_loading:
 * @self: a #BrgWindow
 *
 * Returns: whether a file is being read
 */
gboolean
brg_window_get_loading (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_model_get_loading (self->model);
}

/**
 * brg_window_get_event:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none) (nullable): the boards of the file shown
 */
BrgEvent *
brg_window_get_event (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return brg_window_model_get_event (self->model);
}

/**
 * brg_window_get_diagnostics:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none) (element-type BrgDiagnostic): the problems
 *   found while reading the file shown
 */
GPtrArray *
brg_window_get_diagnostics (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return brg_problem_list_get_diagnostics (brg_window_problems_get_list (self->problems));
}

/**
 * brg_window_get_replay:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none): the position shown in the board
 */
BrgReplay *
brg_window_get_replay (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return get_replay (self);
}

/**
 * brg_window_get_reveal_hidden:
 * @self: a #BrgWindow
 *
 * Returns: whether hidden hands are shown
 */
gboolean
brg_window_get_reveal_hidden (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_model_get_reveal_hidden (self->model);
}

/**
 * brg_window_set_reveal_hidden:
 * @self: a #BrgWindow
 * @reveal_hidden: whether to show the hands the board hides
 *
 * Shows or hides the hands of the `Hidden` tag.
 */
void
brg_window_set_reveal_hidden (BrgWindow *self,
                              gboolean   reveal_hidden)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  brg_window_model_set_reveal_hidden (self->model, reveal_hidden);
}

/**
 * brg_window_get_quiz_mode:
 * @self: a #BrgWindow
 *
 * Returns: whether what the replay has not reached is kept back
 */
gboolean
brg_window_get_quiz_mode (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_model_get_quiz_mode (self->model);
}

/**
 * brg_window_set_quiz_mode:
 * @self: a #BrgWindow
 * @quiz_mode: whether to keep back what the replay has not reached
 *
 * Turns the quiz on or off. Turned on, the board shown goes back to
 * before its first call.
 */
void
brg_window_set_quiz_mode (BrgWindow *self,
                          gboolean   quiz_mode)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  brg_window_model_set_quiz_mode (self->model, quiz_mode);
}

/**
 * brg_window_get_edit_mode:
 * @self: a #BrgWindow
 *
 * Returns: whether the board is being edited
 */
gboolean
brg_window_get_edit_mode (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_model_get_edit_mode (self->model);
}

/**
 * brg_window_set_edit_mode:
 * @self: a #BrgWindow
 * @edit_mode: whether to edit the board
 *
 * Shows or hides the bidding box, the play entry and the annotation
 * editors; the state of `win.edit-mode` (Ctrl+E).
 */
void
brg_window_set_edit_mode (BrgWindow *self,
                          gboolean   edit_mode)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  brg_window_model_set_edit_mode (self->model, edit_mode);
}

/**
 * brg_window_get_history:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none) (nullable): the undo and redo stacks of the
 *   document shown (brg_document_get_history())
 */
BrgHistory *
brg_window_get_history (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return brg_window_model_get_history (self->model);
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
  BrgDocument *document;

  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  document = brg_window_model_get_document (self->model);
  return document != NULL && brg_document_get_modified (document);
}

/**
 * brg_window_new_event:
 * @self: a #BrgWindow
 *
 * Makes a new document of one board, board 1 with its dealer and
 * vulnerability, and shows it with the deal editor open: in @self when it
 * shows nothing yet, else in a new window.
 */
void
brg_window_new_event (BrgWindow *self)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgCommand) add = NULL;
  g_autoptr(BrgDocument) document = NULL;
  BrgWindow *window = self;

  g_return_if_fail (BRG_IS_WINDOW (self));

  if (brg_window_model_get_document (self->model) != NULL
      || brg_window_model_get_loading (self->model))
    {
      window = brg_window_new (gtk_window_get_application (GTK_WINDOW (self)), self->settings);
      gtk_window_present (GTK_WINDOW (window));
    }

  event = brg_event_new ();
  add = brg_edit_add_board (event, 0);
  if (!brg_command_apply (add, NULL))
    g_assert_not_reached ();

  document = brg_document_new_for_event (event);
  brg_window_set_document (window, document);
  brg_window_set_editing_deal (window, TRUE);
}

/**
 * brg_window_save_as:
 * @self: a #BrgWindow
 * @file: where to save
 *
 * Saves the boards to @file in the format its extension names (PBN when
 * it names none Finesse writes), as Save As does once a file is chosen:
 * what the format cannot say, or a file changed on disk, is asked about
 * first. The save ends asynchronously (brg_window_get_saving()).
 */
void
brg_window_save_as (BrgWindow *self,
                    GFile     *file)
{
  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  brg_window_save_save_as (self->save, file);
}

/**
 * brg_window_get_saving:
 * @self: a #BrgWindow
 *
 * Returns: whether a save is under way (writing, or asking)
 */
gboolean
brg_window_get_saving (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_save_get_busy (self->save);
}

/**
 * brg_window_get_editing_deal:
 * @self: a #BrgWindow
 *
 * Returns: whether the deal editor shows in place of the table
 */
gboolean
brg_window_get_editing_deal (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_deal_get_editing (self->deal);
}

/**
 * brg_window_set_editing_deal:
 * @self: a #BrgWindow
 * @editing_deal: whether to edit the deal of the board shown
 *
 * Shows the deal editor in place of the table, or the table again; the
 * state of `win.edit-deal`.
 */
void
brg_window_set_editing_deal (BrgWindow *self,
                             gboolean   editing_deal)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  brg_window_deal_set_editing (self->deal, editing_deal);
}

/* For the tests: Export Article's writing, without its file chooser. */
gboolean
_brg_window_export_article (BrgWindow   *self,
                            GFile       *file,
                            const char  *scope,
                            GError     **error)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  return brg_window_article_export (self->article, file, scope, error);
}

/**
 * brg_window_refresh_letters:
 * @self: a window
 *
 * Shows the board again in the card letters in use, after the
 * Preferences' Card Letters changed them (brg_letters_set_preferred()):
 * the table, the board list, the auction and the panels. The
 * double-dummy panel takes them with the next board it shows.
 */
void
brg_window_refresh_letters (BrgWindow *self)
{
  g_return_if_fail (BRG_IS_WINDOW (self));

  brg_table_view_refresh_letters (self->table_view);
  brg_board_list_refresh_letters (self->board_list);
  brg_auction_view_refresh_letters (self->auction_view);
  brg_annotation_panel_refresh_letters (self->annotation_panel);
  brg_details_pane_refresh_letters (self->details_pane);
}
