/* brg-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-annotation-panel.h"
#include "brg-application.h"
#include "brg-auction-view.h"
#include "brg-board-list.h"
#include "brg-dd-panel.h"
#include "brg-details-pane.h"
#include "brg-diagnostics-window.h"
#include "brg-document.h"
#include "brg-import.h"
#include "brg-print.h"
#include "brg-table-view.h"
#include "brg-window.h"

#define MIN_SAVED_WIDTH  360
#define MIN_SAVED_HEIGHT 294
#define MAX_SAVED_SIZE   32767

/* A load that takes longer than this shows the spinner. */
#define LOADING_INDICATOR_DELAY_MS 150

/* How many recent files the menu and the empty page offer. */
#define MAX_RECENT 8

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
 * brg_window_open_file(), which reads it in a worker thread with
 * brg_import_file_async(): the window stays responsive, a spinner and a
 * stop button appear when it takes a while, and Escape cancels. Problems
 * found while reading are summed up in a toast whose Details button lists
 * them; a file that cannot be read gets a dialog.
 *
 * The position in the board's story is a #BrgReplay, bound to the table
 * (#BrgTableView:n-cards-played), the auction view and the commentary.
 * Every command is an action of the window (`win.next-card`,
 * `win.prev-trick`, …) whose enabled state update_actions() keeps right,
 * with a keyboard shortcut. The shortcuts are handled before the focused
 * widget sees the key, except in text entries, so that arrow keys step
 * the play even while the board list has the focus.
 */
struct _BrgWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned */
  GSettings            *settings;
  GFile                *file;
  GFile                *loading_file;
  GCancellable         *load_cancellable;
  GtkFileChooserNative *file_chooser;
  BrgEvent             *event;
  GPtrArray            *diagnostics;     /* of BrgDiagnostic */
  BrgReplay            *replay;
  BrgDdPanel           *dd_panel;        /* Borrowed: in the side panel */
  GMenu                *recent_menu;

  /* Template widgets */
  AdwSplitButton       *open_button;
  GtkToggleButton      *board_list_button;
  GtkToggleButton      *panel_button;
  GtkWidget            *loading_box;
  GtkSpinner           *spinner;
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  GtkWidget            *recent_box;
  GtkListBox           *recent_list;
  AdwFlap              *board_flap;
  BrgBoardList         *board_list;
  AdwFlap              *panel_flap;
  BrgTableView         *table_view;
  GtkLabel             *position_label;
  BrgAuctionView       *auction_view;
  BrgAnnotationPanel   *annotation_panel;
  BrgDetailsPane       *details_pane;

  guint                 loading_timeout_id;
  gulong                recent_changed_id;
  gboolean              reveal_hidden;
  gboolean              stepping_calls;
};

G_DEFINE_FINAL_TYPE (BrgWindow, brg_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_FILE,
  PROP_LOADING,
  PROP_EVENT,
  PROP_REVEAL_HIDDEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The actions whose enabled state follows the window's state. */
static const char * const stateful_actions[] = {
  "win.next-card", "win.prev-card", "win.next-trick", "win.prev-trick",
  "win.play-start", "win.play-end", "win.next-call", "win.prev-call",
  "win.next-board", "win.prev-board", "win.reveal-hidden",
  "win.show-diagnostics", "win.cancel-load", "win.find",
  "win.toggle-board-list", "win.toggle-panel", "win.copy-board",
};

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
};

static BrgBoard *
get_board (BrgWindow *self)
{
  return brg_replay_get_board (self->replay);
}

static gboolean
is_action_enabled (BrgWindow  *self,
                   const char *name)
{
  BrgBoard *board = get_board (self);
  guint calls = brg_replay_get_calls_shown (self->replay);
  guint n_calls = brg_replay_get_n_calls (self->replay);
  guint cards = brg_replay_get_cards_played (self->replay);
  guint n_cards = brg_replay_get_n_cards (self->replay);
  guint selected = brg_board_list_get_selected (self->board_list);
  gboolean boards_shown = self->event != NULL;

  if (g_str_equal (name, "win.next-card") || g_str_equal (name, "win.next-trick"))
    return cards < n_cards;
  if (g_str_equal (name, "win.prev-card") || g_str_equal (name, "win.prev-trick"))
    return cards > 0;
  if (g_str_equal (name, "win.play-start"))
    return cards > 0 || calls < n_calls;
  if (g_str_equal (name, "win.play-end"))
    return cards < n_cards || calls < n_calls;
  if (g_str_equal (name, "win.next-call"))
    return calls < n_calls;
  if (g_str_equal (name, "win.prev-call"))
    return calls > 0;
  if (g_str_equal (name, "win.next-board"))
    return selected != GTK_INVALID_LIST_POSITION
           && selected + 1 < brg_board_list_get_n_shown (self->board_list);
  if (g_str_equal (name, "win.prev-board"))
    return selected != GTK_INVALID_LIST_POSITION && selected > 0;
  if (g_str_equal (name, "win.reveal-hidden") || g_str_equal (name, "win.copy-board"))
    return board != NULL;
  if (g_str_equal (name, "win.show-diagnostics"))
    return self->diagnostics != NULL && self->diagnostics->len > 0;
  if (g_str_equal (name, "win.cancel-load"))
    return self->load_cancellable != NULL;
  if (g_str_equal (name, "win.find") || g_str_equal (name, "win.toggle-board-list")
      || g_str_equal (name, "win.toggle-panel"))
    return boards_shown;

  g_assert_not_reached ();
}

/* The one place that decides which commands can run now. */
static void
update_actions (BrgWindow *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (stateful_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), stateful_actions[i],
                                   is_action_enabled (self, stateful_actions[i]));
}

static void
update_position_labels (BrgWindow *self)
{
  BrgBoard *board = get_board (self);
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
  int current = brg_replay_get_current_call (self->replay);

  if (!self->stepping_calls
      && brg_replay_get_calls_shown (self->replay) == brg_replay_get_n_calls (self->replay))
    current = -1;

  brg_auction_view_set_current_call (self->auction_view, current);
  brg_annotation_panel_set_current_call (self->annotation_panel, current);
}

static void
replay_changed_cb (BrgWindow *self)
{
  update_current_call (self);
  update_position_labels (self);
  update_actions (self);
}

static void
board_list_selected_cb (BrgWindow *self)
{
  BrgBoard *board = brg_board_list_get_selected_board (self->board_list);

  if (board != get_board (self))
    {
      /* Hidden hands stay hidden on the next board. */
      brg_window_set_reveal_hidden (self, FALSE);
      self->stepping_calls = FALSE;
      brg_replay_set_board (self->replay, board);
      brg_table_view_set_board (self->table_view, board);
      brg_table_view_set_n_cards_played (self->table_view,
                                         brg_replay_get_cards_played (self->replay));
      brg_auction_view_set_board (self->auction_view, board);
      brg_annotation_panel_set_board (self->annotation_panel, board);
      brg_details_pane_set_board (self->details_pane, board);
    }

  update_position_labels (self);
  update_actions (self);
}

static void
board_list_n_shown_cb (BrgWindow *self)
{
  update_actions (self);
}

static void
set_file (BrgWindow *self,
          GFile     *file)
{
  g_assert (BRG_IS_WINDOW (self));

  if (self->file != NULL && file != NULL && g_file_equal (self->file, file))
    return;

  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static char *
dup_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename != NULL ? basename : "");
}

static void
show_toast (BrgWindow  *self,
            const char *title,
            const char *button_label,
            const char *action_name)
{
  /* The title of an AdwToast is Pango markup on libadwaita 1.2. */
  g_autofree char *markup = g_markup_escape_text (title, -1);
  AdwToast *toast = adw_toast_new (markup);

  if (button_label != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
      adw_toast_set_timeout (toast, 8);
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
count_diagnostics (GPtrArray *diagnostics,
                   guint     *n_errors,
                   guint     *n_warnings)
{
  *n_errors = 0;
  *n_warnings = 0;
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      if (diagnostic->severity == BRG_SEVERITY_ERROR)
        (*n_errors)++;
      else
        (*n_warnings)++;
    }
}

/* "Opened 32 boards, 1 error, 3 warnings" */
static char *
dup_opened_summary (guint      n_boards,
                    GPtrArray *diagnostics)
{
  GString *out = g_string_new (NULL);
  guint n_errors;
  guint n_warnings;

  count_diagnostics (diagnostics, &n_errors, &n_warnings);

  g_string_append_printf (out, ngettext ("Opened %u board", "Opened %u boards", n_boards),
                          n_boards);
  if (n_errors > 0)
    {
      g_string_append (out, ", ");
      g_string_append_printf (out, ngettext ("%u error", "%u errors", n_errors), n_errors);
    }
  if (n_warnings > 0)
    {
      g_string_append (out, ", ");
      g_string_append_printf (out, ngettext ("%u warning", "%u warnings", n_warnings),
                              n_warnings);
    }

  return g_string_free (out, FALSE);
}

static void
set_loading (BrgWindow *self,
             GFile     *file)
{
  gboolean was_loading = self->loading_file != NULL;

  g_set_object (&self->loading_file, file);
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);

  if (file == NULL)
    {
      gtk_widget_set_visible (self->loading_box, FALSE);
      gtk_spinner_stop (self->spinner);
      g_clear_object (&self->load_cancellable);
    }

  update_actions (self);
  if (was_loading != (file != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static gboolean
loading_timeout_cb (gpointer user_data)
{
  BrgWindow *self = user_data;

  self->loading_timeout_id = 0;
  gtk_widget_set_visible (self->loading_box, TRUE);
  gtk_spinner_start (self->spinner);

  return G_SOURCE_REMOVE;
}

static void
set_side_buttons_visible (BrgWindow *self,
                          gboolean   visible)
{
  gtk_widget_set_visible (GTK_WIDGET (self->board_list_button), visible);
  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), visible);
}

static void
add_to_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);

  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

static void
show_event (BrgWindow *self,
            GFile     *file,
            BrgEvent  *event,
            GPtrArray *diagnostics)
{
  g_autofree char *name = dup_display_name (file);
  g_autofree char *summary = NULL;
  g_autoptr(GFile) folder = g_file_get_parent (file);

  g_set_object (&self->event, event);
  brg_dd_panel_set_event (self->dd_panel, event);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  if (diagnostics != NULL)
    self->diagnostics = g_ptr_array_ref (diagnostics);

  brg_board_list_set_search_text (self->board_list, "");
  brg_board_list_set_model (self->board_list, G_LIST_MODEL (event));
  gtk_stack_set_visible_child_name (self->stack, "boards");
  set_side_buttons_visible (self, TRUE);
  /* Up and Down then go through the boards. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board_list));

  adw_window_title_set_subtitle (self->window_title, name);
  set_file (self, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);

  if (folder != NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);

      g_settings_set_string (self->settings, "last-folder", uri);
    }
  add_to_recent (file);

  summary = dup_opened_summary (brg_event_get_n_boards (event), diagnostics);
  if (diagnostics != NULL && diagnostics->len > 0)
    show_toast (self, summary, _("Details"), "win.show-diagnostics");
  else
    show_toast (self, summary, NULL, NULL);

  update_actions (self);
}

static void
show_diagnostics_window (BrgWindow  *self,
                         GFile      *file,
                         GPtrArray  *diagnostics)
{
  g_autofree char *name = dup_display_name (file);
  GtkWidget *window = brg_diagnostics_window_new (GTK_WINDOW (self), name, diagnostics);

  gtk_window_present (GTK_WINDOW (window));
}

typedef struct
{
  BrgWindow *self;          /* Owned */
  GFile     *file;          /* Owned */
  GPtrArray *diagnostics;   /* Owned, nullable */
} ErrorData;

static void
error_data_free (gpointer  user_data,
                 GClosure *closure)
{
  ErrorData *data = user_data;

  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_clear_pointer (&data->diagnostics, g_ptr_array_unref);
  g_free (data);
}

static void
error_dialog_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          ErrorData        *data)
{
  if (g_str_equal (response, "details") && data->diagnostics != NULL)
    show_diagnostics_window (data->self, data->file, data->diagnostics);
}

static void
show_error_dialog (BrgWindow  *self,
                   GFile      *file,
                   const char *heading,
                   const char *body,
                   GPtrArray  *diagnostics)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  ErrorData *data = g_new0 (ErrorData, 1);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (diagnostics != NULL && diagnostics->len > 0)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "details", _("Show _Problems"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");

  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->diagnostics = diagnostics != NULL ? g_ptr_array_ref (diagnostics) : NULL;
  g_signal_connect_data (dialog, "response", G_CALLBACK (error_dialog_response_cb), data,
                         error_data_free, 0);

  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  BrgWindow    *self;          /* Owned */
  GFile        *file;          /* Owned */
  GCancellable *cancellable;   /* Owned */
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_clear_object (&data->cancellable);
  g_free (data);
}

static void
import_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  LoadData *data = user_data;
  BrgWindow *self = data->self;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = dup_display_name (data->file);
  g_autofree char *heading = NULL;

  event = brg_import_file_finish (result, &diagnostics, &error);

  /* A load that was cancelled or replaced by another has nothing to say. */
  if (data->cancellable != self->load_cancellable)
    {
      load_data_free (data);
      return;
    }
  set_loading (self, NULL);

  if (event == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* Translators: %s is a file name */
          heading = g_strdup_printf (_("Could Not Open “%s”"), name);
          show_error_dialog (self, data->file, heading, error->message, NULL);
        }
    }
  else if (brg_event_get_n_boards (event) == 0)
    {
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("No Boards in “%s”"), name);
      show_error_dialog (self, data->file, heading,
                         _("Finesse found no bridge deals in this file."), diagnostics);
    }
  else
    {
      show_event (self, data->file, event, diagnostics);
    }

  load_data_free (data);
}

static void
file_chooser_response_cb (BrgWindow            *self,
                          int                   response,
                          GtkFileChooserNative *file_chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (file_chooser));

      if (file != NULL)
        brg_window_open_file (self, file);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (file_chooser));
  g_clear_object (&self->file_chooser);
}

static void
add_filter (GtkFileChooser     *chooser,
            const char         *name,
            const char * const *suffixes)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  if (suffixes == NULL)
    gtk_file_filter_add_pattern (filter, "*");
  for (guint i = 0; suffixes != NULL && suffixes[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, suffixes[i]);

  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  static const char * const bridge_suffixes[] = { "pbn", "rbn", "rbx", NULL };
  static const char * const pbn_suffixes[] = { "pbn", NULL };
  static const char * const rbn_suffixes[] = { "rbn", "rbx", NULL };
  static const char * const document_suffixes[] = {
    "html", "htm", "xhtml", "txt", "eml", "odt", "ott", "docx", NULL
  };
  g_autofree char *last_folder = NULL;
  GtkFileChooser *chooser;

  if (self->file_chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
      return;
    }

  self->file_chooser = gtk_file_chooser_native_new (_("Open Bridge File"),
                                                    GTK_WINDOW (self),
                                                    GTK_FILE_CHOOSER_ACTION_OPEN,
                                                    _("_Open"),
                                                    _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (self->file_chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->file_chooser), TRUE);

  add_filter (chooser, _("Bridge files"), bridge_suffixes);
  add_filter (chooser, _("PBN"), pbn_suffixes);
  add_filter (chooser, _("RBN"), rbn_suffixes);
  /* Translators: documents that carry PBN between <PBN> and </PBN> */
  add_filter (chooser, _("Documents with PBN"), document_suffixes);
  add_filter (chooser, _("All files"), NULL);

  last_folder = g_settings_get_string (self->settings, "last-folder");
  if (last_folder[0] != '\0')
    {
      g_autoptr(GFile) folder = g_file_new_for_uri (last_folder);

      /* A folder that has gone away is not worth a message. */
      gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    }

  g_signal_connect_object (self->file_chooser, "response",
                           G_CALLBACK (file_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
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
  BrgWindow *self = BRG_WINDOW (widget);

  g_cancellable_cancel (self->load_cancellable);
  set_loading (self, NULL);
}

static void
show_diagnostics_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);

  if (self->diagnostics != NULL && self->file != NULL)
    show_diagnostics_window (self, self->file, self->diagnostics);
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
        update_current_call (self);
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
  BrgBoard *board = get_board (self);
  g_autofree char *snippet = NULL;
  g_autofree char *title = NULL;
  guint number;

  if (board == NULL)
    return;

  snippet = brg_document_board_to_snippet (board);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), snippet);

  number = brg_board_get_number (board);
  if (number > 0)
    /* Translators: %u is a board's number */
    title = g_strdup_printf (_("Board %u copied"), number);
  else
    title = g_strdup (_("Board copied"));
  show_toast (self, title, NULL, NULL);
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
 * keys a text entry needs. */
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
  if (!is_action_enabled (self, shortcuts[index].action))
    return FALSE;

  return gtk_widget_activate_action (widget, shortcuts[index].action, NULL);
}

static void
add_shortcuts (BrgWindow *self)
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

static gboolean
drop_target_drop_cb (BrgWindow     *self,
                     const GValue  *value,
                     double         x,
                     double         y,
                     GtkDropTarget *drop_target)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  /* One window shows one file: take the first of several. */
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;

  brg_window_open_file (self, files->data);
  g_slist_free (files);

  return TRUE;
}

/* Bridge files, and the documents Finesse itself opened. */
static gboolean
is_recent_bridge_file (GtkRecentInfo *info)
{
  static const char * const suffixes[] = { ".pbn", ".rbn", ".rbx" };
  g_autofree char *lower = g_ascii_strdown (gtk_recent_info_get_uri (info), -1);

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (lower, suffixes[i]))
      return TRUE;

  return g_get_application_name () != NULL
         && gtk_recent_info_has_application (info, g_get_application_name ());
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *x = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *y = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return -g_date_time_compare (x, y);
}

/* The bridge files used lately that still exist, most recent first. */
static GList *
list_recent_files (void)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  GList *result = NULL;

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (is_recent_bridge_file (info) && gtk_recent_info_exists (info))
        result = g_list_prepend (result, gtk_recent_info_ref (info));
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);

  return g_list_sort (result, compare_recent);
}

static void
update_recent (BrgWindow *self)
{
  GList *recent = list_recent_files ();
  GtkWidget *row;
  guint n = 0;

  g_menu_remove_all (self->recent_menu);
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, row);

  for (GList *l = recent; l != NULL && n < MAX_RECENT; l = l->next, n++)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *name = dup_display_name (file);
      g_autofree char *where = folder != NULL ? g_file_get_parse_name (folder) : g_strdup ("");
      g_autoptr(GMenuItem) item = g_menu_item_new (name, NULL);

      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (uri));
      g_menu_append_item (self->recent_menu, item);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (uri));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->recent_list, row);
    }

  gtk_widget_set_visible (self->recent_box, n > 0);
  if (n == 0)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_("No Recent Files"), "win.no-recent");

      g_menu_append_item (self->recent_menu, item);
    }

  g_list_free_full (recent, (GDestroyNotify) gtk_recent_info_unref);
}

static void
recent_changed_cb (BrgWindow *self)
{
  update_recent (self);
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
  save_window_state (BRG_WINDOW (window));

  return GTK_WINDOW_CLASS (brg_window_parent_class)->close_request (window);
}

static void
brg_window_constructed (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  G_OBJECT_CLASS (brg_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_settings_new (BRG_SETTINGS_SCHEMA_ID);

  restore_window_state (self);
  bind_settings (self);
}

static void
brg_window_dispose (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->loading_file);
  g_clear_handle_id (&self->loading_timeout_id, g_source_remove);
  g_clear_signal_handler (&self->recent_changed_id, gtk_recent_manager_get_default ());

  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
  g_clear_object (&self->file_chooser);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_WINDOW);

  g_clear_object (&self->replay);
  g_clear_object (&self->event);
  g_clear_object (&self->recent_menu);

  G_OBJECT_CLASS (brg_window_parent_class)->dispose (object);
}

static void
brg_window_finalize (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);

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

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BRG_TYPE_BOARD_LIST);
  g_type_ensure (BRG_TYPE_TABLE_VIEW);
  g_type_ensure (BRG_TYPE_AUCTION_VIEW);
  g_type_ensure (BRG_TYPE_ANNOTATION_PANEL);
  g_type_ensure (BRG_TYPE_DETAILS_PANE);

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
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, table_view);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, auction_view);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, annotation_panel);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, details_pane);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-load", NULL, cancel_load_action);
  gtk_widget_class_install_action (widget_class, "win.show-diagnostics", NULL,
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
  gtk_widget_class_install_action (widget_class, "win.find", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "win.copy-board", NULL, copy_board_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-board-list", NULL, toggle_flap_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-panel", NULL, toggle_flap_action);
}

static void
brg_window_init (BrgWindow *self)
{
  GtkDropTarget *drop_target;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->replay = brg_replay_new (NULL);
  g_object_bind_property (self->replay, "cards-played",
                          self->table_view, "n-cards-played", G_BINDING_DEFAULT);
  g_object_bind_property (self->replay, "calls-shown",
                          self->auction_view, "calls-shown", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->replay, "current-card",
                          self->annotation_panel, "current-card", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "reveal-hidden",
                          self->table_view, "reveal-hidden", G_BINDING_SYNC_CREATE);
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

  g_object_bind_property (self->board_flap, "reveal-flap",
                          self->board_list_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->panel_flap, "reveal-flap",
                          self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  self->recent_menu = g_menu_new ();
  adw_split_button_set_menu_model (self->open_button, G_MENU_MODEL (self->recent_menu));
  self->recent_changed_id = g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                                                     G_CALLBACK (recent_changed_cb), self,
                                                     G_CONNECT_SWAPPED);
  update_recent (self);

  drop_target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (drop_target, "drop",
                           G_CALLBACK (drop_target_drop_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay),
                             GTK_EVENT_CONTROLLER (drop_target));

  add_shortcuts (self);
  update_current_call (self);
  update_position_labels (self);
  update_actions (self);
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
 * brg_window_open_file:
 * @self: a #BrgWindow
 * @file: the file to open
 *
 * Reads @file asynchronously, in any format brg_import_bytes() knows, and
 * shows its boards. A load still running is cancelled. A file that cannot
 * be read is reported in a dialog; the file shown before stays.
 */
void
brg_window_open_file (BrgWindow *self,
                      GFile     *file)
{
  LoadData *data;

  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  set_loading (self, file);
  self->loading_timeout_id = g_timeout_add (LOADING_INDICATOR_DELAY_MS, loading_timeout_cb, self);

  data = g_new0 (LoadData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->cancellable = g_object_ref (self->load_cancellable);
  brg_import_file_async (file, self->load_cancellable, import_file_cb, data);
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

  return self->loading_file != NULL;
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

  return self->diagnostics;
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_HIDDEN]);
}
