/* brg-window-entry.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Entering the auction and the play in a window's edit mode: the actions
 * behind the bidding box (BrgBiddingBox), the play entry (BrgPlayBox) and
 * the cards clicked on the table, each an edit of the core performed on
 * the document shown (brg_window_model_perform()):
 *
 *   win.make-call (byte)       a call at the end of the auction, or in
 *                              place of (or before) the call the replay
 *                              stands before, after asking when later
 *                              calls would be dropped; 255 is a turn
 *                              skipped (^S)
 *   win.delete-call            deletes the call the replay stands before
 *   win.take-back              the last card (or the claim), else the
 *                              last call
 *   win.resolve-contract (s)   'auction' or 'tags'
 *   win.play-card (byte)       a card for the seat on turn, or for the hand
 *                              that holds it at the start of an end position
 *   win.claim                  asks for the tricks declarer claims
 *   win.withdraw-claim
 *   win.type-entry (Ctrl+B)    the entry where a call or card is typed
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-window-actions.h"
#include "brg-window-entry.h"

struct _BrgWindowEntry
{
  GObject         parent_instance;

  GtkWindow      *window;        /* Weak */
  BrgWindowModel *model;         /* Owned */
  BrgBiddingBox  *bidding_box;   /* Borrowed: the window's */
  BrgPlayBox     *play_box;
  BrgTableView   *table_view;
  GSignalGroup   *history_signals; /* Owned */
};

G_DEFINE_FINAL_TYPE (BrgWindowEntry, brg_window_entry, G_TYPE_OBJECT)

static BrgBiddingBox *
bidding_box (BrgWindowEntry *self)
{
  return self->bidding_box;
}

static BrgPlayBox *
play_box (BrgWindowEntry *self)
{
  return self->play_box;
}

/* The board shown and the position in it. */
static BrgReplay *
replay_of (BrgWindowEntry *self)
{
  return brg_window_model_get_replay (self->model);
}

static guint
n_calls_of (BrgBoard *board)
{
  BrgAuction *auction = board != NULL ? brg_board_get_auction (board) : NULL;

  return auction != NULL ? brg_auction_get_n_calls (auction) : 0;
}

static guint
n_cards_of (BrgBoard *board)
{
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;

  return play != NULL ? brg_play_get_n_cards (play) : 0;
}

/* Whether the replay stands before a call of the auction, with no card
 * played: a call chosen then changes the auction there. */
static gboolean
in_auction_middle (BrgWindowEntry *self)
{
  BrgReplay *replay = replay_of (self);

  return brg_replay_get_cards_played (replay) == 0
         && brg_replay_get_calls_shown (replay) < brg_replay_get_n_calls (replay);
}

/* Which editors show, and where they stand: the bidding box while the
 * auction can be entered or changed, or its tags disagree with it; the
 * play entry once a contract is known; the cards that may be clicked on
 * the table. */
static void
update_entry (BrgWindowEntry *self)
{
  BrgBoard *board = brg_window_model_get_board (self->model);
  gboolean editing = brg_window_model_get_edit_mode (self->model) && board != NULL;
  gboolean middle = FALSE, auction_open = FALSE, conflict = FALSE, contract_known = FALSE;
  BrgCardSet playable = BRG_CARD_SET_EMPTY;
  BrgContract contract;
  BrgSeat declarer;

  if (editing)
    {
      middle = in_auction_middle (self);
      auction_open = BRG_SEAT_IS_VALID (brg_board_get_next_caller (board))
                     || brg_board_get_auction (board) == NULL;
      conflict = brg_board_get_contract_conflict (board, NULL);
      contract_known = brg_board_get_contract (board, &contract, &declarer);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->bidding_box),
                          editing && (auction_open || middle || conflict
                                      || n_calls_of (board) > 0));
  if (editing)
    brg_bidding_box_set_position (bidding_box (self), board,
                                  middle ? brg_replay_get_calls_shown (replay_of (self))
                                         : n_calls_of (board));
  else
    brg_bidding_box_set_position (bidding_box (self), NULL, 0);

  gtk_widget_set_visible (GTK_WIDGET (self->play_box),
                          editing && !middle && (contract_known || n_cards_of (board) > 0));
  brg_play_box_set_position (play_box (self), editing ? board : NULL,
                             brg_replay_get_cards_played (replay_of (self)));
  if (gtk_widget_get_visible (GTK_WIDGET (self->play_box)))
    playable = brg_play_box_get_playable (play_box (self));
  brg_table_view_set_playable (self->table_view, playable);
}

/* The calls after @position that an edit there drops, for the question. */
static char *
dropped_calls_text (BrgAuction *auction,
                    GArray     *dropped)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < dropped->len; i++)
    {
      guint position = g_array_index (dropped, guint, i);
      BrgCall call = brg_auction_get_call (auction, position);
      BrgSeat seat = brg_auction_get_call_seat (auction, position);
      g_autofree char *call_text = BRG_CALL_IS_VALID (call) ? brg_call_to_display (call)
                                                            : g_strdup ("\u2014");

      if (i > 0)
        g_string_append (text, ", ");
      if (BRG_SEAT_IS_VALID (seat))
        /* Translators: a call and who made it, in a list: "3♠ by East" */
        g_string_append_printf (text, _("%s by %s"), call_text, brg_seat_to_display (seat));
      else
        g_string_append (text, call_text);
    }
  return g_string_free (text, FALSE);
}

typedef struct
{
  BrgWindowEntry *entry;     /* Owned */
  BrgCommand     *command;   /* Owned */
  guint           position;  /* the replay's position after the edit */
  gboolean        answered;  /* the dialog may respond again as it closes */
} PendingChange;

static void
pending_change_free (PendingChange *change)
{
  g_object_unref (change->entry);
  g_object_unref (change->command);
  g_free (change);
}

/* After an edit in the middle of the auction, the call made there is the
 * one shown and annotated. */
static void
perform_change (BrgWindowEntry *self,
                BrgCommand     *command,
                guint           shown)
{
  BrgReplay *replay;

  /* The window may have gone while the question was asked. */
  if (self->model == NULL || !brg_window_model_perform (self->model, command))
    return;
  replay = replay_of (self);
  brg_window_model_set_stepping_calls (self->model, TRUE);
  brg_replay_set_calls_shown (replay, MIN (shown, brg_replay_get_n_calls (replay)));
}

static void
change_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    PendingChange    *change)
{
  if (change->answered)
    return;
  change->answered = TRUE;
  if (g_str_equal (response, "change"))
    perform_change (change->entry, change->command, change->position);
}

/* Performs @command, an edit at @position of the auction, after asking
 * when it drops later calls (they are listed, never dropped silently). */
static void
change_auction (BrgWindowEntry *self,
                BrgCommand     *command,
                BrgCallEdit     edit,
                guint           position,
                BrgCall         call,
                BrgCallFlags    flags)
{
  BrgBoard *board = brg_window_model_get_board (self->model);
  BrgAuction *auction = brg_board_get_auction (board);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) dropped = NULL;
  g_autofree char *list = NULL;
  PendingChange *change;
  AdwMessageDialog *dialog;
  guint shown = edit == BRG_CALL_EDIT_DELETE ? position : position + 1;

  dropped = brg_auction_preview_edit (auction, edit, position, call, flags, &error);
  if (dropped == NULL)
    {
      brg_window_model_say (self->model, error->message, NULL, NULL);
      return;
    }
  if (dropped->len == 0)
    {
      perform_change (self, command, shown);
      return;
    }

  list = dropped_calls_text (auction, dropped);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (self->window,
                                                       _("Change the Auction?"), NULL));
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "This call is no longer legal after the change and will be dropped: %s.",
                                               "These calls are no longer legal after the change and will be dropped: %s.",
                                               dropped->len),
                                  list);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    /* Translators: a button: change a call or card already made
                                     * to the one chosen */
                                    "change", _("C_hange"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "change", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "change");
  adw_message_dialog_set_close_response (dialog, "cancel");

  change = g_new0 (PendingChange, 1);
  change->entry = g_object_ref (self);
  change->command = g_object_ref (command);
  change->position = shown;
  /* The change lives as long as the dialog. */
  g_object_set_data_full (G_OBJECT (dialog), "brg-change", change,
                          (GDestroyNotify) pending_change_free);
  g_signal_connect (dialog, "response", G_CALLBACK (change_response_cb), change);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
make_call_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  BrgBiddingBox *box = bidding_box (self);
  BrgCall call = g_variant_get_byte (parameter);
  g_autofree char *alert = NULL;
  g_autoptr(BrgCommand) command = NULL;
  BrgCallFlags flags;
  guint position;

  if (board == NULL || (call != BRG_CALL_NONE && !BRG_CALL_IS_VALID (call)))
    return;

  flags = brg_bidding_box_get_call_flags (box, call);
  alert = brg_bidding_box_dup_alert (box);
  position = brg_bidding_box_get_position (box);

  if (position >= n_calls_of (board))
    {
      command = brg_edit_make_call (board, call, flags, alert);
      if (brg_window_model_perform (self->model, command))
        {
          /* The call just made is the current one, to annotate. */
          brg_window_model_set_stepping_calls (self->model, TRUE);
          brg_bidding_box_reset (box);
        }
      return;
    }

  command = brg_edit_change_call (board, brg_bidding_box_get_edit (box), position, call, flags);
  if (alert != NULL)
    {
      /* The call and its alert are one step. */
      g_autoptr(BrgCommand) change = g_steal_pointer (&command);
      g_autoptr(BrgCommand) set_alert = brg_edit_set_alert (board, position, alert);

      command = brg_command_new_group (brg_command_get_label (change));
      brg_command_append (command, change);
      brg_command_append (command, set_alert);
    }
  change_auction (self, command, brg_bidding_box_get_edit (box), position, call, flags);
  brg_bidding_box_reset (box);
}

static void
delete_call_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  g_autoptr(BrgCommand) command = NULL;
  guint position;

  if (board == NULL || !in_auction_middle (self))
    return;
  position = brg_replay_get_calls_shown (replay_of (self));
  command = brg_edit_change_call (board, BRG_CALL_EDIT_DELETE, position, BRG_CALL_NONE,
                                  BRG_CALL_FLAGS_NONE);
  change_auction (self, command, BRG_CALL_EDIT_DELETE, position, BRG_CALL_NONE,
                  BRG_CALL_FLAGS_NONE);
}

static gboolean
can_take_back_card (BrgBoard *board)
{
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;

  return play != NULL && (brg_play_get_n_cards (play) > 0 || brg_play_get_claim (play) >= 0);
}

static void
take_back_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  g_autoptr(BrgCommand) command = NULL;

  if (board == NULL)
    return;
  if (can_take_back_card (board))
    command = brg_edit_take_back_card (board);
  else if (n_calls_of (board) > 0)
    command = brg_edit_take_back_call (board);
  else
    return;
  brg_window_model_perform (self->model, command);
}

static void
resolve_contract_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  const char *source = g_variant_get_string (parameter, NULL);
  g_autoptr(BrgCommand) command = NULL;

  if (board == NULL || !brg_board_get_contract_conflict (board, NULL))
    return;
  command = brg_edit_resolve_contract (board, g_str_equal (source, "tags")
                                                ? BRG_CONTRACT_SOURCE_TAGS
                                                : BRG_CONTRACT_SOURCE_AUCTION);
  brg_window_model_perform (self->model, command);
}

/* The hand that holds @card before the play. */
static BrgSeat
holder_of (BrgBoard *board,
           BrgCard   card)
{
  BrgDeal *deal = brg_board_get_deal (board);

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (brg_card_set_contains (brg_deal_get_hand (deal, seat), card))
      return seat;
  return BRG_SEAT_NONE;
}

static void
play_card_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  BrgCard card = g_variant_get_byte (parameter);
  g_autoptr(BrgCommand) command = NULL;
  BrgSeat seat = BRG_SEAT_NONE;

  if (board == NULL || !BRG_CARD_IS_VALID (card))
    return;
  update_entry (self);
  if (!brg_card_set_contains (brg_play_box_get_playable (play_box (self)), card))
    {
      g_autofree char *name = brg_card_to_display (card);
      g_autofree char *text = g_strdup_printf (_("%s cannot be played now"), name);

      if (self->window != NULL)
        gtk_widget_error_bell (GTK_WIDGET (self->window));
      brg_window_model_say (self->model, text, NULL, NULL);
      return;
    }
  /* The first card of an end position is led by the hand that holds it. */
  if (n_cards_of (board) == 0 && brg_deal_is_end_position (brg_board_get_deal (board)))
    seat = holder_of (board, card);

  command = brg_edit_make_play (board, seat, card, BRG_PLAY_FLAGS_NONE);
  brg_window_model_perform (self->model, command);
}

static void
table_card_activated_cb (BrgWindowEntry *self,
                         guint           card)
{
  if (self->window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self->window), "win.play-card", "y", (guchar) card);
}

/* The tricks not yet complete, the one in progress included. */
static guint
tricks_left (BrgBoard *board)
{
  guint total = brg_board_get_total_tricks (board);
  guint complete = n_cards_of (board) / 4;

  return total > complete ? total - complete : 0;
}

static void
claim_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   BrgWindowEntry   *self)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog));
  BrgBoard *board = self->model != NULL ? brg_window_model_get_board (self->model) : NULL;
  g_autoptr(BrgCommand) command = NULL;

  if (!g_str_equal (response, "claim") || board == NULL)
    return;
  command = brg_edit_claim (board, (guint) gtk_spin_button_get_value_as_int (spin));
  brg_window_model_perform (self->model, command);
}

static void
claim_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  BrgContract contract;
  BrgSeat declarer;
  AdwMessageDialog *dialog;
  GtkWidget *spin;
  guint left;

  if (board == NULL)
    return;
  if (!brg_board_get_contract (board, &contract, &declarer) || contract.passed_out)
    {
      brg_window_model_say (self->model,
                            _("The contract is not known, so declarer cannot claim"), NULL, NULL);
      return;
    }
  left = tricks_left (board);

  /* Translators: the title of the dialog where declarer claims tricks */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (self->window, _("Claim"), NULL));
  adw_message_dialog_format_body (dialog,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "How many of the %u trick left does declarer, %s, take? The defenders take the rest.",
                                               "How many of the %u tricks left does declarer, %s, take? The defenders take the rest.",
                                               left),
                                  left, brg_seat_to_display (declarer));
  spin = gtk_spin_button_new_with_range (0, left, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), left);
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tricks declarer claims"), -1);
  gtk_widget_set_tooltip_text (spin, _("Tricks declarer claims"));
  /* Enter claims. */
  _brg_accessible_activates_default (spin);
  adw_message_dialog_set_extra_child (dialog, spin);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    /* Translators: a button: declarer claims the rest of the
                                     * tricks (a verb) */
                                    "claim", _("C_laim"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "claim", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "claim");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (claim_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (spin);
}

static void
withdraw_claim_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  BrgWindowEntry *self = user_data;
  BrgBoard *board = brg_window_model_get_board (self->model);
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;
  g_autoptr(BrgCommand) command = NULL;

  if (play == NULL || brg_play_get_claim (play) < 0)
    return;
  command = brg_edit_withdraw_claim (board);
  brg_window_model_perform (self->model, command);
}

static void
type_entry_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BrgWindowEntry *self = user_data;

  brg_window_model_set_edit_mode (self->model, TRUE);
  if (gtk_widget_get_visible (GTK_WIDGET (self->bidding_box))
      && !gtk_widget_get_visible (GTK_WIDGET (self->play_box)))
    brg_bidding_box_focus_entry (bidding_box (self));
  else if (gtk_widget_get_visible (GTK_WIDGET (self->play_box)))
    brg_play_box_focus_entry (play_box (self));
}

static void
document_changed_cb (BrgWindowEntry *self)
{
  BrgDocument *document = brg_window_model_get_document (self->model);

  g_signal_group_set_target (self->history_signals,
                             document != NULL ? brg_document_get_history (document) : NULL);
  update_entry (self);
}

static const GActionEntry actions[] = {
  { "make-call", make_call_activated, "y" },
  { "delete-call", delete_call_activated },
  { "take-back", take_back_activated },
  { "resolve-contract", resolve_contract_activated, "s" },
  { "play-card", play_card_activated, "y" },
  { "claim", claim_activated },
  { "withdraw-claim", withdraw_claim_activated },
  { "type-entry", type_entry_activated },
};

static void
brg_window_entry_dispose (GObject *object)
{
  BrgWindowEntry *self = BRG_WINDOW_ENTRY (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->history_signals != NULL)
    g_signal_group_set_target (self->history_signals, NULL);
  g_clear_object (&self->history_signals);
  if (self->window != NULL)
    brg_window_actions_remove (G_ACTION_MAP (self->window), actions, G_N_ELEMENTS (actions));
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_window_entry_parent_class)->dispose (object);
}

static void
brg_window_entry_class_init (BrgWindowEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_entry_dispose;
}

static void
brg_window_entry_init (BrgWindowEntry *self)
{
  self->history_signals = g_signal_group_new (BRG_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "changed",
                                  G_CALLBACK (update_entry), self);
}

/**
 * brg_window_entry_new:
 * @window: the window, which gets the entry actions
 * @model: what the window shows
 * @bidding_box: the bidding box
 * @play_box: the play entry
 * @table_view: the table, whose cards may be clicked to play them
 *
 * Returns: (transfer full): the auction and play entry part of @window
 */
BrgWindowEntry *
brg_window_entry_new (GtkWindow      *window,
                      BrgWindowModel *model,
                      BrgBiddingBox  *bidding_box,
                      BrgPlayBox     *play_box,
                      BrgTableView   *table_view)
{
  BrgWindowEntry *self;

  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (bidding_box), NULL);
  g_return_val_if_fail (BRG_IS_PLAY_BOX (play_box), NULL);
  g_return_val_if_fail (BRG_IS_TABLE_VIEW (table_view), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_ENTRY, NULL);
  g_set_weak_pointer (&self->window, window);
  self->model = g_object_ref (model);
  self->bidding_box = bidding_box;
  self->play_box = play_box;
  self->table_view = table_view;
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), self);

  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "notify::edit-mode", G_CALLBACK (update_entry), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_model_get_replay (model), "notify",
                           G_CALLBACK (update_entry), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table_view, "card-activated",
                           G_CALLBACK (table_card_activated_cb), self, G_CONNECT_SWAPPED);
  g_object_bind_property (table_view, "four-color", bidding_box, "four-color",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (table_view, "four-color", play_box, "four-color",
                          G_BINDING_SYNC_CREATE);
  document_changed_cb (self);
  return self;
}
