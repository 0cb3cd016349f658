/* brg-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-annotation-editor.h"
#include "brg-bidding-box.h"
#include "brg-play-box.h"
#include "brg-application.h"
#include "brg-markup-private.h"
#include "brg-print.h"
#include "brg-window-private.h"

#define MIN_SAVED_WIDTH  360
#define MIN_SAVED_HEIGHT 294
#define MAX_SAVED_SIZE   32767

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
 * Every way of opening a file (the file chooser, the recent files, drag
 * and drop, the application's open handler) goes through
 * brg_window_open_file() (brg-window-open.c), which reads it in a worker
 * thread with brg_import_file_async(): the window stays responsive, a
 * spinner and a stop button appear when it takes a while, and Escape
 * cancels. Problems found while reading are summed up in a toast whose
 * Details button lists them; a file that cannot be read gets a dialog.
 *
 * The position in the board's story is a #BrgReplay, bound to the table
 * (#BrgTableView:n-cards-played), the auction view and the commentary.
 * Every command is an action of the window (`win.next-card`,
 * `win.prev-trick`, …, in brg-window-actions.c) whose enabled state
 * _brg_window_update_actions() keeps right, with a keyboard shortcut. The
 * shortcuts are handled before the focused widget sees the key, except in
 * text entries, so that arrow keys step the play even while the board list
 * has the focus.
 */
G_DEFINE_FINAL_TYPE (BrgWindow, brg_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
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

BrgBoard *
_brg_window_get_board (BrgWindow *self)
{
  return brg_replay_get_board (self->replay);
}

static void
update_position_labels (BrgWindow *self)
{
  BrgBoard *board = _brg_window_get_board (self);
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;
  guint calls = brg_replay_get_calls_shown (self->replay);
  guint n_calls = brg_replay_get_n_calls (self->replay);
  guint cards = brg_replay_get_cards_played (self->replay);
  guint n_cards = brg_replay_get_n_cards (self->replay);
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
void
_brg_window_update_current_call (BrgWindow *self)
{
  int current = brg_replay_get_current_call (self->replay);

  if (!self->stepping_calls
      && brg_replay_get_calls_shown (self->replay) == brg_replay_get_n_calls (self->replay))
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
  gboolean auction_over = brg_replay_get_calls_shown (self->replay)
                          >= brg_replay_get_n_calls (self->replay);
  gboolean play_over = auction_over && brg_replay_get_cards_played (self->replay)
                                       >= brg_replay_get_n_cards (self->replay);

  brg_table_view_set_show_contract (self->table_view, !self->quiz_mode || auction_over);
  brg_table_view_set_reveal_hidden (self->table_view,
                                    self->reveal_hidden || (self->quiz_mode && play_over));
  brg_details_pane_set_hide_outcome (self->details_pane, self->quiz_mode && !play_over);
  brg_board_list_set_show_outcome (self->board_list, !self->quiz_mode);
  /* Comments and notes marked "after the auction" or "after the play". */
  brg_annotation_panel_set_replay (self->annotation_panel, self->quiz_mode ? self->replay : NULL);
  brg_auction_view_set_replay (self->auction_view, self->quiz_mode ? self->replay : NULL);
  /* Double dummy and par tell the answer too. */
  if (self->dd_panel != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->dd_panel), !self->quiz_mode || play_over);
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
  _brg_window_update_current_call (self);
  update_keep_back (self);
  scroll_panel_to_current (self);
  update_position_labels (self);
  _brg_window_update_actions (self);
}

/* The file's name, and where the board shown is in it: "club.pbn · 3 of 32",
 * with a mark when it holds changes not saved. */
void
_brg_window_update_subtitle (BrgWindow *self)
{
  BrgBoard *board = _brg_window_get_board (self);
  gboolean modified = brg_window_get_modified (self);
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;
  guint position = 0;

  if (self->file == NULL && self->event == NULL)
    return;

  if (self->file != NULL)
    name = _brg_window_dup_display_name (self->file);
  else
    /* Translators: the name of boards made with New and not saved yet */
    name = g_strdup (_("Untitled"));
  if (modified)
    {
      char *marked;

      /* Translators: the window's title for a file with unsaved changes */
      marked = g_strdup_printf (_("• %s"), name);
      g_free (name);
      name = marked;
    }

  if (board != NULL && self->event != NULL && brg_event_find (self->event, board, &position))
    {
      g_autofree char *n = _brg_dup_count (position + 1);
      g_autofree char *total = _brg_dup_count (brg_event_get_n_boards (self->event));

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

  if (board != _brg_window_get_board (self))
    {
      /* Hidden hands stay hidden on the next board. */
      brg_window_set_reveal_hidden (self, FALSE);
      self->stepping_calls = FALSE;
      brg_replay_set_board (self->replay, board);
      /* A quiz starts before the first call. */
      if (self->quiz_mode && board != NULL)
        {
          self->stepping_calls = TRUE;
          brg_replay_set_calls_shown (self->replay, 0);
        }
      brg_table_view_set_board (self->table_view, board);
      brg_table_view_set_n_cards_played (self->table_view,
                                         brg_replay_get_cards_played (self->replay));
      brg_auction_view_set_board (self->auction_view, board);
      brg_annotation_panel_set_board (self->annotation_panel, board);
      brg_details_pane_set_board (self->details_pane, board);
      /* A board starts at the top of the panel, its auction in view. */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->panel), 0);
    }

  update_position_labels (self);
  _brg_window_update_subtitle (self);
  _brg_window_update_problem_bar (self);
  _brg_window_update_actions (self);
}

static void
board_list_n_shown_cb (BrgWindow *self)
{
  _brg_window_update_actions (self);
}

void
_brg_window_set_file (BrgWindow *self,
                      GFile     *file)
{
  g_assert (BRG_IS_WINDOW (self));

  if (self->file != NULL && file != NULL && g_file_equal (self->file, file))
    return;

  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* The toast is gone: the next message needs a new one. */
static void
toast_dismissed_cb (BrgWindow *self,
                    AdwToast  *toast)
{
  if (self->toast == toast)
    g_clear_weak_pointer (&self->toast);
  g_clear_weak_pointer (&self->problems_window);
}

void
_brg_window_show_toast (BrgWindow  *self,
                        const char *title,
                        const char *button_label,
                        const char *action_name)
{
  /* The title of an AdwToast is Pango markup on libadwaita 1.2. */
  g_autofree char *markup = g_markup_escape_text (title, -1);
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
}

static void
set_side_buttons_visible (BrgWindow *self,
                          gboolean   visible)
{
  gtk_widget_set_visible (GTK_WIDGET (self->board_list_button), visible);
  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), visible);
}

/* Shows the boards of @file: the board list with the first board selected,
 * the file's name in the title. */
void
_brg_window_show_event (BrgWindow *self,
                        GFile     *file,
                        BrgEvent  *event,
                        GPtrArray *diagnostics)
{
  g_autofree char *name = file != NULL ? _brg_window_dup_display_name (file) : NULL;

  g_set_object (&self->event, event);
  brg_dd_panel_set_event (self->dd_panel, event);
  /* An open problems window follows: it lists this file's problems now. */
  brg_problem_list_reset (self->problems, name, event,
                          diagnostics != NULL ? g_ptr_array_ref (diagnostics) : NULL);
  _brg_window_index_problems (self, 0);

  brg_board_list_set_search_text (self->board_list, "");
  brg_board_list_set_model (self->board_list, G_LIST_MODEL (event));
  gtk_stack_set_visible_child_name (self->stack, "boards");
  set_side_buttons_visible (self, TRUE);
  /* Up and Down then go through the boards. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board_list));

  /* The edits of the last file cannot be undone in this one. */
  brg_history_clear (self->history);
  brg_history_set_modified (self->history, FALSE);
  _brg_window_set_file (self, file);
  _brg_window_update_subtitle (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);

  _brg_window_update_actions (self);
}

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
  };

  for (guint i = 0; i < G_N_ELEMENTS (four_color_targets); i++)
    g_settings_bind_with_mapping (self->settings, "card-deck",
                                  four_color_targets[i], "four-color",
                                  G_SETTINGS_BIND_GET,
                                  map_four_color, NULL, NULL, NULL);

  g_settings_bind_with_mapping (self->settings, "suit-order", self->table_view, "alternate-suits",
                                G_SETTINGS_BIND_GET, map_alternating, NULL, NULL, NULL);
  g_settings_bind (self->settings, "quiz-mode", self, "quiz-mode", G_SETTINGS_BIND_DEFAULT);
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

static gboolean
brg_window_close_request (GtkWindow *window)
{
  /* Unsaved changes: Save, Discard or Cancel first. */
  if (_brg_window_ask_before_close (BRG_WINDOW (window)))
    return TRUE;

  save_window_state (BRG_WINDOW (window));

  return GTK_WINDOW_CLASS (brg_window_parent_class)->close_request (window);
}

static void
brg_window_constructed (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  G_OBJECT_CLASS (brg_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = brg_application_new_settings ();

  restore_window_state (self);
  bind_settings (self);
  _brg_window_bind_deal_settings (self);
}

static void
brg_window_dispose (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  _brg_window_dispose_open (self);
  _brg_window_dispose_save (self);
  _brg_window_dispose_recovery (self);
  _brg_window_dispose_changes (self);
  _brg_window_dispose_edit (self);
  g_clear_weak_pointer (&self->toast);
  if (self->scroll_panel_id != 0 && self->panel != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->panel), self->scroll_panel_id);
  self->scroll_panel_id = 0;

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  /* The panel may outlive the window while the solver finishes. */
  if (self->dd_panel != NULL)
    g_settings_unbind (self->dd_panel, "show-on-cards");
  self->dd_panel = NULL;

  _brg_window_dispose_recent (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_WINDOW);

  g_clear_object (&self->replay);
  g_clear_object (&self->event);

  G_OBJECT_CLASS (brg_window_parent_class)->dispose (object);
}

static void
brg_window_finalize (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  g_clear_object (&self->problems);
  g_clear_pointer (&self->board_problems, g_hash_table_unref);

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

static void
brg_window_class_init (BrgWindowClass *klass)
{
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
   * BrgWindow:file:
   *
   * The file shown in the window, or %NULL before one was opened.
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
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:event:
   *
   * The boards of the file shown, or %NULL.
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
  properties[PROP_REVEAL_HIDDEN] =
    g_param_spec_boolean ("reveal-hidden", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:quiz-mode:
   *
   * Whether each board starts before the first call, and the contract, the
   * result and the hidden hands are kept back until the replay reaches
   * them; the state of `win.quiz-mode`, saved in the settings.
   */
  properties[PROP_QUIZ_MODE] =
    g_param_spec_boolean ("quiz-mode", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:edit-mode:
   *
   * Whether the board shown is edited: the bidding box, the play entry and
   * the annotation editors are shown; the state of `win.edit-mode`
   * (brg-window-edit.c).
   */
  properties[PROP_EDIT_MODE] =
    g_param_spec_boolean ("edit-mode", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:editing-deal:
   *
   * Whether the deal editor shows in place of the table; the state of
   * `win.edit-deal` (brg-window-deal.c).
   */
  properties[PROP_EDITING_DEAL] =
    g_param_spec_boolean ("editing-deal", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

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
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, board_list_button);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, loading_box);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, recent_box);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, recent_list);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, board_flap);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, board_list);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, panel_flap);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, panel);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, table_view);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, auction_view);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, annotation_panel);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, details_pane);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, problem_revealer);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, problem_icon);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, edit_details_button);

  _brg_window_class_add_actions (widget_class);
  _brg_window_class_add_edit_actions (widget_class);
  _brg_window_class_add_entry_actions (widget_class);
  _brg_window_class_add_article_actions (widget_class);
  _brg_window_class_add_save_actions (widget_class);
  _brg_window_class_add_board_actions (widget_class);
  _brg_window_class_add_deal_actions (widget_class);
}

static void
brg_window_init (BrgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  _brg_accessible_name_window (GTK_WINDOW (self));

  self->replay = brg_replay_new (NULL);
  self->problems = brg_problem_list_new ();
  g_object_bind_property (self->replay, "cards-played",
                          self->table_view, "n-cards-played", G_BINDING_DEFAULT);
  g_object_bind_property (self->replay, "calls-shown",
                          self->auction_view, "calls-shown", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->replay, "current-card",
                          self->annotation_panel, "current-card", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->replay, "notify",
                           G_CALLBACK (replay_changed_cb), self, G_CONNECT_SWAPPED);

  /* Double dummy, between the commentary and the details in the side panel. */
  self->dd_panel = BRG_DD_PANEL (brg_dd_panel_new ());
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (
                                GTK_WIDGET (self->annotation_panel))),
                              GTK_WIDGET (self->dd_panel), GTK_WIDGET (self->annotation_panel));
  brg_dd_panel_set_replay (self->dd_panel, self->replay);

  g_signal_connect_object (self->board_list, "notify::selected-board",
                           G_CALLBACK (board_list_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_list, "notify::n-shown",
                           G_CALLBACK (board_list_n_shown_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_list, "selection-changed",
                           G_CALLBACK (board_list_n_shown_cb), self, G_CONNECT_SWAPPED);

  g_object_bind_property (self->board_flap, "reveal-flap",
                          self->board_list_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->panel_flap, "reveal-flap",
                          self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  _brg_window_init_recent (self);
  _brg_window_init_open (self);
  _brg_window_init_edit (self);
  /* What needs the history, which _brg_window_init_edit() makes. */
  _brg_window_init_changes (self);
  _brg_window_init_save (self);
  _brg_window_init_recovery (self);
  _brg_window_init_deal (self);
  _brg_window_init_details (self);
  _brg_window_add_shortcuts (self);
  _brg_window_update_current_call (self);
  update_position_labels (self);
  _brg_window_update_actions (self);
  brg_print_attach (self);
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
 * brg_window_get_file:
 * @self: a #BrgWindow
 *
 * Gets the file shown in the window.
 *
 * Returns: (transfer none) (nullable): the file, or %NULL before one was opened
 */
GFile *
brg_window_get_file (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return self->file;
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

  return self->event;
}

/**
 * brg_window_get_diagnostics:
 * @self: a #BrgWindow
 *
 * Returns: (transfer none) (nullable) (element-type BrgDiagnostic): the
 *   problems found while reading the file shown
 */
GPtrArray *
brg_window_get_diagnostics (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return brg_problem_list_get_diagnostics (self->problems);
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

  return self->replay;
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

  return self->reveal_hidden;
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

  reveal_hidden = !!reveal_hidden;
  if (reveal_hidden == self->reveal_hidden)
    return;

  self->reveal_hidden = reveal_hidden;
  update_keep_back (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_HIDDEN]);
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

  return self->quiz_mode;
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

  quiz_mode = !!quiz_mode;
  if (quiz_mode == self->quiz_mode)
    return;

  self->quiz_mode = quiz_mode;
  if (quiz_mode && _brg_window_get_board (self) != NULL)
    {
      self->stepping_calls = TRUE;
      brg_replay_set_calls_shown (self->replay, 0);
    }
  update_keep_back (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUIZ_MODE]);
}
