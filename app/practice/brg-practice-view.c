/* brg-practice-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Practice mode's face: the user bids and plays the seats they choose and
 * the computer the others (a BrgPracticeGame, issue 25). It shows the
 * game's own copy of the board, with only the hands the play has shown;
 * the bidding box and the play entry take the user's calls and cards (they
 * activate win.make-call and win.play-card, which this widget answers
 * before the window does); the computer's cards come at the game's pace
 * from the solver's thread, so the window stays live while it thinks. At
 * the end the review lists every card with what it cost, and a row goes
 * back to that moment. Nothing here changes the lesson: "Keep this play"
 * hands the window a command to perform through its history.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-auction-view.h"
#include "brg-bidding-box.h"
#include "brg-play-box.h"
#include "brg-practice-view.h"
#include "brg-table-view.h"

struct _BrgPracticeView
{
  GtkWidget          parent_instance;

  BrgPracticeGame   *game;          /* Owned */
  BrgPracticeReview *review;        /* Owned */
  GCancellable      *cancellable;   /* Owned: the hint and the review */
  char              *message;       /* Owned */
  guint              computer_delay;
  int                hint_limit;    /* -1: the file's */
  gboolean           updating_choosers;  /* the view sets them: no game edit */
  gboolean           was_users_turn;

  GtkWidget         *box;           /* the child: everything below */
  GtkWidget         *bar;
  GtkWidget         *seat_chooser;
  GtkWidget         *contract_box;  /* shown when the file gives none */
  GtkWidget         *level_chooser;
  GtkWidget         *strain_chooser;
  GtkWidget         *declarer_chooser;
  GtkWidget         *status;
  GtkWidget         *spinner;
  GtkWidget         *message_label;
  GtkWidget         *hint_button;
  GtkWidget         *trick_spin;
  GtkWidget         *table;
  GtkWidget         *auction_view;
  guint              calls_shown;   /* the calls the auction view has read */
  GtkWidget         *bidding_box;
  GtkWidget         *play_box;
  GtkWidget         *result_label;
  GtkWidget         *review_list;
  GtkWidget         *review_scroll;
};

G_DEFINE_FINAL_TYPE (BrgPracticeView, brg_practice_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_MESSAGE,
  PROP_COMPUTER_DELAY,
  N_PROPS
};

enum
{
  SIGNAL_KEEP_PLAY,
  SIGNAL_LEAVE,
  SIGNAL_REVIEWED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The seats the chooser offers, in its order: a seat (on the declaring
 * side the user plays dummy too), or a side. */
static const guint chooser_seats[] = {
  1u << BRG_SEAT_NORTH,
  1u << BRG_SEAT_EAST,
  1u << BRG_SEAT_SOUTH,
  1u << BRG_SEAT_WEST,
  (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH),
  (1u << BRG_SEAT_EAST) | (1u << BRG_SEAT_WEST),
};


/* A label with nothing to say is hidden: a screen reader would read an
 * empty name. */
static void
set_label_text (GtkWidget  *label,
                const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && *text != '\0');
}

static void
set_message (BrgPracticeView *self,
             const char      *message)
{
  if (g_strcmp0 (self->message, message) == 0)
    return;
  g_free (self->message);
  self->message = g_strdup (message);
  set_label_text (self->message_label, message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

static BrgPlay *
game_play (BrgPracticeView *self)
{
  return brg_board_get_play (brg_practice_game_get_board (self->game));
}

static guint
game_n_cards (BrgPracticeView *self)
{
  BrgPlay *play = game_play (self);

  return play != NULL ? brg_play_get_n_cards (play) : 0;
}

static guint
game_n_calls (BrgPracticeView *self)
{
  BrgAuction *auction = brg_board_get_auction (brg_practice_game_get_board (self->game));

  return auction != NULL ? brg_auction_get_n_calls (auction) : 0;
}

static gboolean
has_focus_within (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Everything the game's state decides: the hands shown, what the user may
 * do, the status line and the actions. */
static void
update (BrgPracticeView *self)
{
  BrgPracticePhase phase;
  BrgBoard *board;
  gboolean users_turn, thinking, playing, bidding, finished;
  g_autofree char *status = NULL;
  BrgCardSet playable = BRG_CARD_SET_EMPTY;
  int hints_left;

  if (self->game == NULL)
    {
      if (has_focus_within (self->bidding_box) || has_focus_within (self->play_box))
        gtk_widget_grab_focus (self->seat_chooser);
      brg_table_view_set_board (BRG_TABLE_VIEW (self->table), NULL);
      brg_auction_view_set_board (BRG_AUCTION_VIEW (self->auction_view), NULL);
      gtk_widget_set_visible (self->contract_box, FALSE);
      gtk_widget_set_visible (self->bidding_box, FALSE);
      gtk_widget_set_visible (self->play_box, FALSE);
      for (const char * const *a = (const char *[]) { "practice.hint", "practice.undo",
                                                      "practice.restart",
                                                      "practice.restart-from-trick",
                                                      "practice.shuffle", "practice.keep",
                                                      "win.take-back", NULL };
           *a != NULL; a++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), *a, FALSE);
      return;
    }

  board = brg_practice_game_get_board (self->game);
  phase = brg_practice_game_get_phase (self->game);
  users_turn = brg_practice_game_get_users_turn (self->game);
  thinking = brg_practice_game_get_thinking (self->game);
  finished = phase == BRG_PRACTICE_PHASE_FINISHED;
  playing = users_turn && phase == BRG_PRACTICE_PHASE_PLAY;
  bidding = users_turn && phase == BRG_PRACTICE_PHASE_AUCTION;

  if (brg_table_view_get_board (BRG_TABLE_VIEW (self->table)) != board)
    brg_table_view_set_board (BRG_TABLE_VIEW (self->table), board);
  /* The contract is the auction's answer: not before its end. */
  brg_table_view_set_show_contract (BRG_TABLE_VIEW (self->table),
                                    phase != BRG_PRACTICE_PHASE_AUCTION);
  if (brg_auction_view_get_board (BRG_AUCTION_VIEW (self->auction_view)) != board
      || self->calls_shown != game_n_calls (self))
    {
      brg_auction_view_set_board (BRG_AUCTION_VIEW (self->auction_view), NULL);
      brg_auction_view_set_board (BRG_AUCTION_VIEW (self->auction_view), board);
      self->calls_shown = game_n_calls (self);
    }
  brg_table_view_set_hidden_seats (BRG_TABLE_VIEW (self->table),
                                   finished ? 0
                                   : (int) (~brg_practice_game_get_shown_seats (self->game) & 15));
  if (!finished)
    brg_table_view_set_n_cards_played (BRG_TABLE_VIEW (self->table), game_n_cards (self));

  gtk_widget_set_visible (self->review_scroll, finished);
  /* A text entry hidden with the focus in it never hears it go: the focus
   * moves first, to where the next move is typed. */
  gtk_widget_set_visible (self->play_box, phase == BRG_PRACTICE_PHASE_PLAY);
  if (phase != BRG_PRACTICE_PHASE_AUCTION && has_focus_within (self->bidding_box))
    {
      if (phase == BRG_PRACTICE_PHASE_PLAY)
        brg_play_box_focus_entry (BRG_PLAY_BOX (self->play_box));
      else
        gtk_widget_grab_focus (self->review_list);
    }
  if (phase != BRG_PRACTICE_PHASE_PLAY && has_focus_within (self->play_box))
    {
      if (phase == BRG_PRACTICE_PHASE_AUCTION)
        {
          gtk_widget_set_visible (self->bidding_box, TRUE);
          brg_bidding_box_focus_entry (BRG_BIDDING_BOX (self->bidding_box));
        }
      else
        gtk_widget_grab_focus (self->review_list);
    }
  gtk_widget_set_visible (self->bidding_box, phase == BRG_PRACTICE_PHASE_AUCTION);
  if (bidding)
    brg_bidding_box_set_position (BRG_BIDDING_BOX (self->bidding_box), board,
                                  game_n_calls (self));
  else
    brg_bidding_box_set_position (BRG_BIDDING_BOX (self->bidding_box), NULL, 0);

  gtk_widget_set_visible (self->play_box, phase == BRG_PRACTICE_PHASE_PLAY);
  brg_play_box_set_position (BRG_PLAY_BOX (self->play_box), playing ? board : NULL,
                             game_n_cards (self));
  if (playing)
    playable = brg_play_box_get_playable (BRG_PLAY_BOX (self->play_box));
  brg_table_view_set_playable (BRG_TABLE_VIEW (self->table), playable);

  /* The user's turn again: the keys go to the entry, unless the user is
   * among practice's buttons. */
  if ((bidding || playing) && !self->was_users_turn && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      if (focus == NULL || !gtk_widget_is_ancestor (focus, self->bar))
        brg_practice_view_focus (self);
    }
  self->was_users_turn = bidding || playing;

  gtk_widget_set_visible (self->review_scroll, finished);
  gtk_widget_set_visible (self->result_label, finished);

  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
  gtk_widget_set_visible (self->spinner, thinking);
  if (finished)
    status = g_strdup (_("The play is over"));
  else if (!BRG_SEAT_IS_VALID (brg_practice_game_get_turn (self->game)))
    status = g_strdup ("");
  else if (users_turn)
    /* Translators: the status of a practice game; %s is a seat */
    status = g_strdup_printf (phase == BRG_PRACTICE_PHASE_AUCTION ? _("Your call: %s")
                                                                   : _("Your card: %s"),
                              brg_seat_to_display (brg_practice_game_get_turn (self->game)));
  else
    /* Translators: the status of a practice game; %s is a seat */
    status = g_strdup_printf (_("The computer plays %s…"),
                              brg_seat_to_display (brg_practice_game_get_turn (self->game)));
  set_label_text (self->status, status);

  hints_left = brg_practice_game_get_hints_left (self->game);
  if (hints_left >= 0)
    {
      /* Translators: the Hint button, with the number of hints left */
      g_autofree char *label = g_strdup_printf (_("_Hint (%d left)"), hints_left);

      gtk_button_set_label (GTK_BUTTON (self->hint_button), label);
    }
  else
    gtk_button_set_label (GTK_BUTTON (self->hint_button), _("_Hint"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.hint",
                                 playing && hints_left != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.undo",
                                 brg_practice_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back",
                                 brg_practice_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.restart", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.restart-from-trick",
                                 game_n_cards (self) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.shuffle", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.keep",
                                 game_n_cards (self) > 0
                                 && !brg_practice_game_get_shuffled (self->game));
}

static void
game_notify_cb (BrgPracticeView *self)
{
  update (self);
}

static void
clear_review (BrgPracticeView *self)
{
  GtkWidget *row;

  g_clear_pointer (&self->review, brg_practice_review_free);
  while ((row = gtk_widget_get_first_child (self->review_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->review_list), row);
  set_label_text (self->result_label, NULL);
}

static void
card_played_cb (BrgPracticeView *self,
                guint            seat,
                guint            card,
                BrgPlayReason    reason,
                gboolean         by_user)
{
  g_autofree char *text = brg_card_to_display ((BrgCard) card);
  g_autofree char *message = NULL;

  if (by_user)
    /* Translators: %s is a card */
    message = g_strdup_printf (_("You played %s."), text);
  else if (reason != BRG_PLAY_REASON_NONE)
    /* Translators: a seat, a card and why the computer played it */
    message = g_strdup_printf (_("%s plays %s: %s."), brg_seat_to_display ((BrgSeat) seat), text,
                               brg_play_reason_to_display (reason));
  else
    /* Translators: a seat and a card */
    message = g_strdup_printf (_("%s plays %s."), brg_seat_to_display ((BrgSeat) seat), text);
  set_message (self, message);
  update (self);
}

static void
call_made_cb (BrgPracticeView *self,
              guint            seat,
              guint            call,
              guint            user_call)
{
  g_autofree char *text = brg_call_to_display ((BrgCall) call);
  g_autofree char *message = NULL;

  if (user_call != BRG_CALL_NONE && user_call != call)
    {
      g_autofree char *mine = brg_call_to_display ((BrgCall) user_call);

      /* Translators: the user's call, then the lesson's */
      message = g_strdup_printf (_("You called %s; the lesson bids %s, and the auction goes on "
                                   "with it."), mine, text);
    }
  else if (user_call != BRG_CALL_NONE)
    /* Translators: %s is a call */
    message = g_strdup_printf (_("You called %s, as the lesson does."), text);
  else
    /* Translators: a seat and its call */
    message = g_strdup_printf (_("%s calls %s."), brg_seat_to_display ((BrgSeat) seat), text);
  set_message (self, message);
  update (self);
}

static void
rewound_cb (BrgPracticeView *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  clear_review (self);
  /* The deal may have been dealt again: the table reads it afresh. */
  brg_table_view_set_board (BRG_TABLE_VIEW (self->table), NULL);
  update (self);
}

static char *
review_card_text (const BrgPracticeCard *card,
                  guint                  index)
{
  g_autofree char *text = brg_card_to_display (card->card);
  g_autofree char *why = NULL;
  g_autofree char *cost = NULL;

  if (card->by_user)
    why = g_strdup (_("you"));
  else if (card->reason != BRG_PLAY_REASON_NONE)
    why = g_strdup (brg_play_reason_to_display (card->reason));
  else
    why = g_strdup (_("the computer"));
  if (card->cost > 0)
    /* Translators: what a card cost by double dummy */
    cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "costs %d trick", "costs %d tricks",
                                         card->cost), card->cost);
  else
    cost = g_strdup (_("best"));
  /* Translators: one card of the review: the trick, the card's number in
   * it, the seat, the card, who or why, and what it cost */
  return g_strdup_printf (_("Trick %u.%u  %s %s — %s; %s"), index / 4 + 1, index % 4 + 1,
                          brg_seat_to_display_short (card->seat), text, why, cost);
}

static GtkWidget *
review_row (const char *text,
            gboolean    costly)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  if (costly)
    gtk_widget_add_css_class (label, "error");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return row;
}

static char *
result_text (const BrgPracticeReview *review)
{
  GString *text = g_string_new (NULL);
  g_autofree char *contract = brg_contract_to_display (&review->contract);

  if (review->tricks >= 0)
    /* Translators: the contract, the declarer, their tricks and
     * North-South's score */
    g_string_append_printf (text, _("%s by %s: %d tricks, North-South %+d."), contract,
                            brg_seat_to_display (review->declarer), review->tricks,
                            review->ns_score);
  if (review->recorded_tricks >= 0)
    {
      g_string_append_c (text, '\n');
      /* Translators: the lesson's tricks and North-South's score */
      g_string_append_printf (text, _("The lesson: %d tricks, North-South %+d."),
                              review->recorded_tricks, review->recorded_ns_score);
    }
  if (review->dd_start >= 0)
    {
      g_string_append_c (text, '\n');
      /* Translators: the declaring side's tricks by double dummy */
      g_string_append_printf (text, _("Double dummy from the opening lead: %d tricks."),
                              review->dd_start);
    }
  if (review->par.known)
    {
      g_string_append_c (text, '\n');
      /* Translators: the par score */
      g_string_append_printf (text, _("Par: North-South %+d."), review->par.score);
    }
  return g_string_free (text, FALSE);
}

static void
review_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(BrgPracticeView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  BrgPracticeReview *review;

  review = brg_practice_game_review_finish (BRG_PRACTICE_GAME (source), result, &error);
  if (review == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->game != NULL)
        set_message (self, error->message);
      return;
    }
  if (self->game == NULL || BRG_PRACTICE_GAME (source) != self->game)
    {
      brg_practice_review_free (review);
      return;
    }

  clear_review (self);
  self->review = review;
  text = result_text (review);
  set_label_text (self->result_label, text);

  for (guint i = 0; i < review->n_calls; i++)
    {
      const BrgPracticeCall *call = &review->calls[i];
      g_autofree char *recorded = brg_call_to_display (call->recorded);
      g_autofree char *line = NULL;

      if (call->user == BRG_CALL_NONE)
        continue;
      if (call->user == call->recorded)
        /* Translators: the user's call, the same as the lesson's, and its note */
        line = g_strdup_printf (_("%s: you called %s, as the lesson does%s%s"),
                                brg_seat_to_display (call->seat), recorded,
                                call->note != NULL ? ": " : "",
                                call->note != NULL ? call->note : "");
      else
        {
          g_autofree char *mine = brg_call_to_display (call->user);

          /* Translators: the user's call, the lesson's, and its note */
          line = g_strdup_printf (_("%s: you called %s, the lesson %s%s%s"),
                                  brg_seat_to_display (call->seat), mine, recorded,
                                  call->note != NULL ? ": " : "",
                                  call->note != NULL ? call->note : "");
        }
      gtk_list_box_append (GTK_LIST_BOX (self->review_list),
                           review_row (line, call->user != call->recorded));
    }
  for (guint i = 0; i < review->n_cards; i++)
    {
      g_autofree char *line = review_card_text (&review->cards[i], i);
      GtkWidget *row = review_row (line, review->cards[i].cost > 0);

      g_object_set_data (G_OBJECT (row), "brg-card", GUINT_TO_POINTER (i + 1));
      gtk_list_box_append (GTK_LIST_BOX (self->review_list), row);
    }
  update (self);
  g_signal_emit (self, signals[SIGNAL_REVIEWED], 0);
}

static void
finished_cb (BrgPracticeView *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_message (self, _("The review is beside the table: choose a card to see that moment."));
  update (self);
  brg_practice_game_review_async (self->game, self->cancellable, review_cb,
                                  g_object_ref (self));
}

static void
computer_failed_cb (BrgPracticeView *self,
                    GError          *error)
{
  set_message (self, error->message);
  update (self);
}

static void
review_row_activated_cb (BrgPracticeView *self,
                         GtkListBoxRow   *row)
{
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "brg-card"));

  if (n == 0)
    return;
  brg_table_view_set_n_cards_played (BRG_TABLE_VIEW (self->table), n);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->trick_spin), (n - 1) / 4 + 1);
}

static void
seat_chosen_cb (BrgPracticeView *self)
{
  guint index = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->seat_chooser));

  if (self->updating_choosers || self->game == NULL || index >= G_N_ELEMENTS (chooser_seats))
    return;
  if (brg_practice_game_get_user_seats (self->game) == chooser_seats[index])
    return;
  brg_practice_game_set_user_seats (self->game, chooser_seats[index]);
  set_message (self, NULL);
  update (self);
}

/* The strains in the chooser's order, as the auction ranks them. */
static const BrgStrain chooser_strains[] = {
  BRG_STRAIN_CLUBS, BRG_STRAIN_DIAMONDS, BRG_STRAIN_HEARTS, BRG_STRAIN_SPADES,
  BRG_STRAIN_NOTRUMP,
};

static void
contract_chosen_cb (BrgPracticeView *self)
{
  guint level = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->level_chooser)) + 1;
  guint strain = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->strain_chooser));
  guint declarer = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->declarer_chooser));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  BrgContract contract;

  if (self->updating_choosers || self->game == NULL || level > 7
      || strain >= G_N_ELEMENTS (chooser_strains) || !BRG_SEAT_IS_VALID (declarer))
    return;
  contract = brg_contract_make (level, chooser_strains[strain], BRG_RISK_UNDOUBLED);
  if (!brg_practice_game_set_contract (self->game, &contract, (BrgSeat) declarer, &error))
    {
      set_message (self, error->message);
      return;
    }
  text = brg_contract_to_display (&contract);
  /* Translators: %s is a contract, then a seat: "6♥ by South" */
  message = g_strdup_printf (_("The board starts again in %s by %s."), text,
                             brg_seat_to_display ((BrgSeat) declarer));
  set_message (self, message);
  update (self);
}

/* The contract chooser: shown with the contract played when the file
 * gives none (a LIN play problem), for the user to change. */
static void
show_contract (BrgPracticeView *self)
{
  BrgContract contract;
  BrgSeat declarer;

  gtk_widget_set_visible (self->contract_box,
                          !brg_practice_game_get_contract_given (self->game));
  brg_practice_game_get_contract (self->game, &contract, &declarer);
  self->updating_choosers = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->level_chooser), contract.level - 1);
  for (guint i = 0; i < G_N_ELEMENTS (chooser_strains); i++)
    if (chooser_strains[i] == contract.strain)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->strain_chooser), i);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->declarer_chooser), (guint) declarer);
  self->updating_choosers = FALSE;
}

static void
show_seat (BrgPracticeView *self)
{
  guint seats = brg_practice_game_get_user_seats (self->game);

  self->updating_choosers = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (chooser_seats); i++)
    if (chooser_seats[i] == seats)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seat_chooser), i);
  self->updating_choosers = FALSE;
}

/* Actions */

static void
play_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!brg_practice_game_play_card (self->game, g_variant_get_byte (parameter), &error))
    set_message (self, error->message);
}

static void
make_call_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!brg_practice_game_make_call (self->game, g_variant_get_byte (parameter), &error))
    set_message (self, error->message);
}

static void
table_card_activated_cb (BrgPracticeView *self,
                         guint            card)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.play-card", "y", (guchar) card);
}

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(BrgPracticeView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  BrgComputerCard card;

  if (!brg_practice_game_hint_finish (BRG_PRACTICE_GAME (source), result, &card, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->game != NULL)
        set_message (self, error->message);
      return;
    }
  if (self->game == NULL || BRG_PRACTICE_GAME (source) != self->game)
    return;
  text = brg_card_to_display (card.card);
  if (card.tricks >= 0)
    /* Translators: a hint: the best card and the tricks it keeps for the
     * user's side */
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Hint: %s keeps %d trick for your side.",
                                            "Hint: %s keeps %d tricks for your side.",
                                            card.tricks), text, card.tricks);
  else
    /* Translators: a hint: the best card and why */
    message = g_strdup_printf (_("Hint: %s (%s)."), text, brg_play_reason_to_display (card.reason));
  set_message (self, message);
  update (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);

  if (self->game == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_message (self, _("Looking for the best card…"));
  brg_practice_game_hint_async (self->game, self->cancellable, hint_cb, g_object_ref (self));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);

  if (self->game != NULL && brg_practice_game_undo (self->game))
    set_message (self, _("Your last card and the computer's answers are taken back."));
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);

  if (self->game == NULL)
    return;
  brg_practice_game_restart (self->game);
  set_message (self, _("The board starts again."));
}

static void
restart_from_trick_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);
  guint trick = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->trick_spin));
  g_autofree char *message = NULL;

  if (self->game == NULL)
    return;
  if (!brg_practice_game_restart_from_trick (self->game, trick))
    {
      /* Translators: %u is a trick's number */
      message = g_strdup_printf (_("Trick %u has not been played yet."), trick);
      set_message (self, message);
      return;
    }
  /* Translators: %u is a trick's number */
  message = g_strdup_printf (_("The play starts again from trick %u."), trick);
  set_message (self, message);
}

static void
shuffled_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(BrgPracticeView) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!brg_practice_game_shuffle_finish (BRG_PRACTICE_GAME (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->game != NULL)
        set_message (self, error->message);
      return;
    }
  if (BRG_PRACTICE_GAME (source) == self->game)
    set_message (self, _("The hidden hands are dealt again to fit the auction. Play again."));
}

static void
shuffle_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);

  if (self->game == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_message (self, _("Dealing the hidden hands again…"));
  /* The dealing may try many deals: on a worker thread. */
  brg_practice_game_shuffle_async (self->game,
                                   g_random_int () | ((guint64) g_random_int () << 32),
                                   self->cancellable, shuffled_cb, g_object_ref (self));
}

static void
keep_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (widget);
  g_autoptr(BrgCommand) command = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  command = brg_practice_game_make_keep_command (self->game, &error);
  if (command == NULL)
    {
      set_message (self, error->message);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_KEEP_PLAY], 0, command);
}

static void
leave_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_LEAVE], 0);
}

/* The entry boxes' editing actions, which practice has no use for. */
static const struct {
  const char *name;
  const char *parameter_type;
} editing_actions[] = {
  { "win.delete-call", NULL },
  { "win.resolve-contract", "s" },
  { "win.claim", NULL },
  { "win.withdraw-claim", NULL },
  { "win.play-end", NULL },
};

static void
nothing_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
}

/* Building */

static GtkWidget *
action_button (const char *label,
               const char *action,
               const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkWidget *
chooser (GStrv        items,
         const char  *name,
         const char  *tooltip)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings ((const char * const *) items);

  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    name, -1);
  gtk_widget_set_tooltip_text (drop_down, tooltip);
  return drop_down;
}

static void
build_contract_chooser (BrgPracticeView *self)
{
  g_autoptr(GStrvBuilder) levels = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) strains = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) seats = g_strv_builder_new ();
  g_auto(GStrv) level_items = NULL, strain_items = NULL, seat_items = NULL;
  GtkWidget *label, *by;

  for (guint level = 1; level <= 7; level++)
    {
      char text[2] = { (char) ('0' + level), '\0' };

      g_strv_builder_add (levels, text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (chooser_strains); i++)
    g_strv_builder_add (strains, brg_strain_to_display (chooser_strains[i]));
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_strv_builder_add (seats, brg_seat_to_display (seat));
  level_items = g_strv_builder_end (levels);
  strain_items = g_strv_builder_end (strains);
  seat_items = g_strv_builder_end (seats);

  self->contract_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_visible (self->contract_box, FALSE);
  label = gtk_label_new_with_mnemonic (_("C_ontract"));
  gtk_box_append (GTK_BOX (self->contract_box), label);
  /* Named by its label, "Contract": its level, then the strain's and
   * the declarer's drop-downs. */
  self->level_chooser = chooser (level_items, NULL,
                                 _("The file gives no contract: choose the one to play"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->level_chooser);
  gtk_box_append (GTK_BOX (self->contract_box), self->level_chooser);
  self->strain_chooser = chooser (strain_items, _("Contract strain"),
                                  _("The trumps, or notrump"));
  gtk_box_append (GTK_BOX (self->contract_box), self->strain_chooser);
  /* Translators: between a contract and its declarer: "6 Hearts by South" */
  by = gtk_label_new (_("by"));
  gtk_box_append (GTK_BOX (self->contract_box), by);
  self->declarer_chooser = chooser (seat_items, _("Declarer"), _("The declarer"));
  gtk_box_append (GTK_BOX (self->contract_box), self->declarer_chooser);
  g_signal_connect_swapped (self->level_chooser, "notify::selected",
                            G_CALLBACK (contract_chosen_cb), self);
  g_signal_connect_swapped (self->strain_chooser, "notify::selected",
                            G_CALLBACK (contract_chosen_cb), self);
  g_signal_connect_swapped (self->declarer_chooser, "notify::selected",
                            G_CALLBACK (contract_chosen_cb), self);
}

static void
build (BrgPracticeView *self)
{
  GtkWidget *bar, *second, *label, *side, *body;
  GtkStringList *seats = gtk_string_list_new (NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  bar = self->bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (bar, 6);
  gtk_widget_set_margin_end (bar, 6);
  gtk_widget_set_margin_top (bar, 6);
  gtk_box_append (GTK_BOX (self->box), bar);

  label = gtk_label_new_with_mnemonic (_("You _play"));
  gtk_box_append (GTK_BOX (bar), label);
  for (guint i = 0; i < 4; i++)
    gtk_string_list_append (seats, brg_seat_to_display ((BrgSeat) i));
  gtk_string_list_append (seats, _("North-South"));
  gtk_string_list_append (seats, _("East-West"));
  self->seat_chooser = gtk_drop_down_new (G_LIST_MODEL (seats), NULL);
  gtk_widget_set_tooltip_text (self->seat_chooser,
                               _("The seats you bid and play; on the declaring side you play "
                                 "dummy too. The computer plays the others."));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->seat_chooser);
  g_signal_connect_swapped (self->seat_chooser, "notify::selected",
                            G_CALLBACK (seat_chosen_cb), self);
  gtk_box_append (GTK_BOX (bar), self->seat_chooser);

  self->hint_button = action_button (_("_Hint"), "practice.hint",
                                     _("The best card, and the tricks it keeps (Ctrl+I)"));
  gtk_box_append (GTK_BOX (bar), self->hint_button);
  gtk_box_append (GTK_BOX (bar),
                  action_button (_("_Undo Card"), "practice.undo",
                                 _("Take back your last card or call and the computer's "
                                   "answers (Ctrl+Z)")));
  gtk_box_append (GTK_BOX (bar),
                  action_button (_("_Try Again"), "practice.restart",
                                 _("Play the board again from the start (Ctrl+R)")));
  self->trick_spin = gtk_spin_button_new_with_range (1, 13, 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->trick_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Trick to try again from"),
                                  -1);
  gtk_widget_set_tooltip_text (self->trick_spin, _("Trick to try again from"));
  gtk_box_append (GTK_BOX (bar),
                  action_button (_("Try Again from T_rick"), "practice.restart-from-trick",
                                 _("Play again from the start of the trick beside")));
  gtk_box_append (GTK_BOX (bar), self->trick_spin);
  gtk_box_append (GTK_BOX (bar),
                  action_button (_("_Shuffle the Opponents"), "practice.shuffle",
                                 _("Deal the hidden hands again to fit the auction, and play "
                                   "again")));
  gtk_box_append (GTK_BOX (bar),
                  action_button (_("_Keep This Play"), "practice.keep",
                                 _("Write this play into the board (it can be undone)")));
  gtk_box_append (GTK_BOX (bar),
                  action_button (_("_Leave Practice"), "practice.leave",
                                 _("Back to the lesson, as it was (Escape)")));

  second = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (second, 6);
  gtk_widget_set_margin_end (second, 6);
  gtk_box_append (GTK_BOX (self->box), second);
  self->spinner = gtk_spinner_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spinner), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The computer is thinking"), -1);
  gtk_box_append (GTK_BOX (second), self->spinner);
  self->status = gtk_label_new (NULL);
  gtk_widget_set_visible (self->status, FALSE);
  gtk_widget_add_css_class (self->status, "heading");
  gtk_box_append (GTK_BOX (second), self->status);
  self->message_label = gtk_label_new (NULL);
  gtk_widget_set_visible (self->message_label, FALSE);
  gtk_label_set_xalign (GTK_LABEL (self->message_label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->message_label), TRUE);
  gtk_widget_set_hexpand (self->message_label, TRUE);
  gtk_box_append (GTK_BOX (second), self->message_label);

  body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_vexpand (body, TRUE);
  gtk_box_append (GTK_BOX (self->box), body);

  self->table = brg_table_view_new ();
  gtk_widget_set_hexpand (self->table, TRUE);
  gtk_widget_set_vexpand (self->table, TRUE);
  g_signal_connect_swapped (self->table, "card-activated",
                            G_CALLBACK (table_card_activated_cb), self);
  gtk_box_append (GTK_BOX (body), self->table);

  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_size_request (side, 360, -1);
  gtk_widget_set_margin_end (side, 6);
  gtk_widget_set_margin_bottom (side, 6);
  gtk_box_append (GTK_BOX (body), side);

  build_contract_chooser (self);
  gtk_box_append (GTK_BOX (side), self->contract_box);

  self->auction_view = brg_auction_view_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->auction_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Auction"), -1);
  gtk_box_append (GTK_BOX (side), self->auction_view);
  self->bidding_box = brg_bidding_box_new ();
  /* The user's calls are compared with the lesson's, not recorded. */
  brg_bidding_box_set_show_recording (BRG_BIDDING_BOX (self->bidding_box), FALSE);
  gtk_box_append (GTK_BOX (side), self->bidding_box);
  self->play_box = brg_play_box_new ();
  gtk_box_append (GTK_BOX (side), self->play_box);

  self->result_label = gtk_label_new (NULL);
  gtk_widget_set_visible (self->result_label, FALSE);
  gtk_label_set_xalign (GTK_LABEL (self->result_label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->result_label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (self->result_label), TRUE);
  gtk_box_append (GTK_BOX (side), self->result_label);

  self->review_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->review_list), GTK_SELECTION_BROWSE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (self->review_list), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->review_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Review of the play"), -1);
  g_signal_connect_swapped (self->review_list, "row-activated",
                            G_CALLBACK (review_row_activated_cb), self);
  self->review_scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->review_scroll), self->review_list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->review_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->review_scroll, TRUE);
  gtk_box_append (GTK_BOX (side), self->review_scroll);
}

/* GObject */

static void
disconnect_game (BrgPracticeView *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

static void
brg_practice_view_dispose (GObject *object)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (object);

  disconnect_game (self);
  g_clear_pointer (&self->review, brg_practice_review_free);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (brg_practice_view_parent_class)->dispose (object);
}

static void
brg_practice_view_finalize (GObject *object)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (object);

  g_free (self->message);

  G_OBJECT_CLASS (brg_practice_view_parent_class)->finalize (object);
}

static void
brg_practice_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;

    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_practice_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BrgPracticeView *self = BRG_PRACTICE_VIEW (object);

  switch (prop_id)
    {
    case PROP_COMPUTER_DELAY:
      brg_practice_view_set_computer_delay (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_practice_view_class_init (BrgPracticeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_practice_view_dispose;
  object_class->finalize = brg_practice_view_finalize;
  object_class->get_property = brg_practice_view_get_property;
  object_class->set_property = brg_practice_view_set_property;

  /**
   * BrgPracticeView:game:
   *
   * The game practised, %NULL when none.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BRG_TYPE_PRACTICE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPracticeView:message:
   *
   * What the last move said: the computer's card and why, a hint, a
   * refusal.
   */
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPracticeView:computer-delay:
   *
   * How long each computer card waits, in milliseconds, so that a person
   * can follow the play.
   */
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, 10000, 700,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgPracticeView::keep-play:
   * @self: the view
   * @command: the command that writes the play into the lesson's board
   *
   * Emitted by "Keep this play": the window performs @command through
   * its history, so that it can be undone.
   */
  signals[SIGNAL_KEEP_PLAY] =
    g_signal_new ("keep-play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, BRG_TYPE_COMMAND);

  /**
   * BrgPracticeView::leave:
   * @self: the view
   *
   * Emitted when the user asks to leave practice.
   */
  signals[SIGNAL_LEAVE] =
    g_signal_new ("leave", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  /**
   * BrgPracticeView::reviewed:
   * @self: the view
   *
   * Emitted when the review of a finished game is shown.
   */
  signals[SIGNAL_REVIEWED] =
    g_signal_new ("reviewed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  /* The bidding box and the play entry activate these; answered here,
   * they never reach the window's, which edit the lesson. */
  gtk_widget_class_install_action (widget_class, "win.play-card", "y", play_card_action);
  gtk_widget_class_install_action (widget_class, "win.make-call", "y", make_call_action);
  /* The editing the boxes offer besides is not practice's: taking back
   * is practice's Undo, the rest does nothing here. */
  gtk_widget_class_install_action (widget_class, "win.take-back", NULL, undo_action);
  for (guint i = 0; i < G_N_ELEMENTS (editing_actions); i++)
    gtk_widget_class_install_action (widget_class, editing_actions[i].name,
                                     editing_actions[i].parameter_type, nothing_action);
  gtk_widget_class_install_action (widget_class, "practice.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "practice.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "practice.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "practice.restart-from-trick", NULL,
                                   restart_from_trick_action);
  gtk_widget_class_install_action (widget_class, "practice.shuffle", NULL, shuffle_action);
  gtk_widget_class_install_action (widget_class, "practice.keep", NULL, keep_action);
  gtk_widget_class_install_action (widget_class, "practice.leave", NULL, leave_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "practice.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "practice.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "practice.restart", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "practice.leave", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "practiceview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_practice_view_init (BrgPracticeView *self)
{
  self->computer_delay = 700;
  self->hint_limit = -1;
  build (self);
  for (guint i = 0; i < G_N_ELEMENTS (editing_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), editing_actions[i].name, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Practice"), -1);
  update (self);
}

/**
 * brg_practice_view_new:
 *
 * Returns: (transfer floating): a practice view, with no game
 */
GtkWidget *
brg_practice_view_new (void)
{
  return g_object_new (BRG_TYPE_PRACTICE_VIEW, NULL);
}

/**
 * brg_practice_view_start:
 * @self: a practice view
 * @board: the lesson's board (the game plays a copy)
 * @error: return location for a #GError
 *
 * Starts practising @board, for the seat the file names.
 *
 * Returns: %FALSE with %BRG_PRACTICE_ERROR_CANNOT_PRACTISE when @board has
 *   no whole deal or no contract
 */
gboolean
brg_practice_view_start (BrgPracticeView  *self,
                         BrgBoard         *board,
                         GError          **error)
{
  g_autoptr(BrgPracticeGame) game = NULL;

  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), FALSE);
  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  game = brg_practice_game_new (board, NULL, error);
  if (game == NULL)
    return FALSE;

  disconnect_game (self);
  clear_review (self);
  self->game = g_steal_pointer (&game);
  g_object_set (self->game, "computer-delay", self->computer_delay, NULL);
  if (self->hint_limit >= 0 && brg_practice_hint_limit (board) < 0)
    brg_practice_game_set_hint_limit (self->game, self->hint_limit);

  g_signal_connect_swapped (self->game, "notify", G_CALLBACK (game_notify_cb), self);
  g_signal_connect_swapped (self->game, "card-played", G_CALLBACK (card_played_cb), self);
  g_signal_connect_swapped (self->game, "call-made", G_CALLBACK (call_made_cb), self);
  g_signal_connect_swapped (self->game, "rewound", G_CALLBACK (rewound_cb), self);
  g_signal_connect_swapped (self->game, "finished", G_CALLBACK (finished_cb), self);
  g_signal_connect_swapped (self->game, "computer-failed", G_CALLBACK (computer_failed_cb), self);

  show_seat (self);
  show_contract (self);
  set_message (self, NULL);
  brg_table_view_set_board (BRG_TABLE_VIEW (self->table), NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  brg_practice_game_start (self->game);
  update (self);
  return TRUE;
}

/**
 * brg_practice_view_focus:
 * @self: a practice view
 *
 * Puts the keyboard focus where the user's next move is typed: the
 * bidding box's entry in the auction, else the play entry.
 */
void
brg_practice_view_focus (BrgPracticeView *self)
{
  g_return_if_fail (BRG_IS_PRACTICE_VIEW (self));

  if (self->game == NULL)
    return;
  if (brg_practice_game_get_phase (self->game) == BRG_PRACTICE_PHASE_AUCTION)
    brg_bidding_box_focus_entry (BRG_BIDDING_BOX (self->bidding_box));
  else if (brg_practice_game_get_phase (self->game) == BRG_PRACTICE_PHASE_PLAY)
    brg_play_box_focus_entry (BRG_PLAY_BOX (self->play_box));
  else
    gtk_widget_grab_focus (self->review_list);
}

/**
 * brg_practice_view_stop:
 * @self: a practice view
 *
 * Ends the game, whatever the computer is doing.
 */
void
brg_practice_view_stop (BrgPracticeView *self)
{
  g_return_if_fail (BRG_IS_PRACTICE_VIEW (self));

  if (self->game == NULL)
    return;
  disconnect_game (self);
  clear_review (self);
  set_message (self, NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * brg_practice_view_get_game:
 * @self: a practice view
 *
 * Returns: (transfer none) (nullable): the game practised
 */
BrgPracticeGame *
brg_practice_view_get_game (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), NULL);

  return self->game;
}

/**
 * brg_practice_view_get_computer_delay:
 * @self: a practice view
 *
 * Returns: the pause before each computer card, in milliseconds
 */
guint
brg_practice_view_get_computer_delay (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), 0);

  return self->computer_delay;
}

/**
 * brg_practice_view_set_computer_delay:
 * @self: a practice view
 * @delay: the pause before each computer card, in milliseconds
 *
 * Sets #BrgPracticeView:computer-delay, for this game and the next.
 */
void
brg_practice_view_set_computer_delay (BrgPracticeView *self,
                                      guint            delay)
{
  g_return_if_fail (BRG_IS_PRACTICE_VIEW (self));

  if (self->computer_delay == delay)
    return;
  self->computer_delay = delay;
  if (self->game != NULL)
    g_object_set (self->game, "computer-delay", delay, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_DELAY]);
}

/**
 * brg_practice_view_get_hint_limit:
 * @self: a practice view
 *
 * Returns: the hints a game allows when its file does not say, -1 for
 *   no limit
 */
int
brg_practice_view_get_hint_limit (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), -1);

  return self->hint_limit;
}

/**
 * brg_practice_view_set_hint_limit:
 * @self: a practice view
 * @limit: the hints a game allows when its file does not say (the
 *   teacher's Preferences), -1 for no limit
 *
 * Applies from the next game.
 */
void
brg_practice_view_set_hint_limit (BrgPracticeView *self,
                                  int              limit)
{
  g_return_if_fail (BRG_IS_PRACTICE_VIEW (self));

  self->hint_limit = MAX (limit, -1);
}

/**
 * brg_practice_view_get_message:
 * @self: a practice view
 *
 * Returns: (nullable): what the last move said
 */
const char *
brg_practice_view_get_message (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), NULL);

  return self->message;
}

/**
 * brg_practice_view_get_review:
 * @self: a practice view
 *
 * Returns: (transfer none) (nullable): the review shown, once the game is
 *   over and it is ready
 */
BrgPracticeReview *
brg_practice_view_get_review (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), NULL);

  return self->review;
}

/**
 * brg_practice_view_get_table:
 * @self: a practice view
 *
 * Returns: (transfer none): the table it shows the game on
 */
GtkWidget *
brg_practice_view_get_table (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), NULL);

  return self->table;
}

/**
 * brg_practice_view_get_review_list:
 * @self: a practice view
 *
 * Returns: (transfer none): the list of the review's rows
 */
GtkWidget *
brg_practice_view_get_review_list (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), NULL);

  return self->review_list;
}

/**
 * brg_practice_view_get_seat_chooser:
 * @self: a practice view
 *
 * Returns: (transfer none): the drop-down of the seats the user plays
 */
GtkWidget *
brg_practice_view_get_seat_chooser (BrgPracticeView *self)
{
  g_return_val_if_fail (BRG_IS_PRACTICE_VIEW (self), NULL);

  return self->seat_chooser;
}
