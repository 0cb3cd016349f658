/* brg-dd-panel.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The double-dummy side panel: the grid and par of the board shown
 * (what its tags say at once, then what the solver computes, in the
 * background), the value of each card the seat on turn may play at the
 * replay's position, the review of the play (the cost of every card, errors
 * marked, a click goes to that moment), and Analyse All Boards with a
 * progress bar and a cancel. Every request goes to the process's one
 * BrgSolver on a channel of its own, so a board or card left behind never
 * shows its late answer.
 *
 * A hand the board hides (its `Hidden` tag, a quiz) stays hidden here as
 * on the table until the window reveals it: its card values are not
 * listed (nor drawn on the cards), nor named in the review of the play
 * (issue 23: the list gave away the answer).
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-dd-panel.h"
#include "brg-markup-private.h"

struct _BrgDdPanel
{
  GtkBox        parent_instance;

  /* Owned */
  BrgReplay    *replay;
  BrgEvent     *event;
  GCancellable *analysis;
  char         *values_text;

  /* Borrowed */
  BrgSolver    *solver;
  BrgDdGrid    *grid;
  GtkLabel     *status;
  GtkLabel     *values_heading;
  GtkLabel     *values;
  GtkLabel     *review_heading;
  GtkListBox   *review;
  GtkButton    *analyse_button;
  GtkButton    *cancel_button;
  GtkProgressBar *progress;
  GtkCheckButton *on_cards;

  BrgDdCardValues card_values;
  gboolean      has_card_values;
  gboolean      four_color;
  gulong        dark_id;
  gboolean      reveal_hidden;  /* hidden hands shown, as on the table */

  guint         table_channel;
  guint         values_channel;
  guint         review_channel;
  guint         pending;
  guint         n_errors;
  gulong        board_id;
  gulong        cards_id;

  /* A new board's solve waits for the frame that shows the board */
  GdkFrameClock *solve_clock;   /* Owned while waiting */
  gulong        solve_paint_id;
  guint         solve_timeout_id;
};

G_DEFINE_FINAL_TYPE (BrgDdPanel, brg_dd_panel, GTK_TYPE_BOX)

enum {
  CARD_VALUES_CHANGED,
  REVIEW_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_SHOW_ON_CARDS,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static BrgBoard *
current_board (BrgDdPanel *self)
{
  return self->replay != NULL ? brg_replay_get_board (self->replay) : NULL;
}

/* Whether @seat's hand is hidden now: named by the board's Hidden tag
 * (brg_board_get_hidden_seats()) and not revealed. */
static gboolean
seat_hidden (BrgDdPanel *self,
             BrgSeat     seat)
{
  BrgBoard *board = current_board (self);

  return !self->reveal_hidden && board != NULL && BRG_SEAT_IS_VALID (seat)
         && ((brg_board_get_hidden_seats (board) >> seat) & 1) != 0;
}

static void hide_values (BrgDdPanel *self);

static void
set_status (BrgDdPanel *self,
            const char *text)
{
  gtk_label_set_text (self->status, text);
  gtk_widget_set_visible (GTK_WIDGET (self->status), text != NULL && text[0] != '\0');
}

static void
table_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(BrgDdPanel) self = user_data;
  g_autoptr(GError) error = NULL;
  BrgDdTable table;
  BrgPar par;

  self->pending--;
  if (!brg_solver_table_finish (BRG_SOLVER (source), result, &table, &par, &error))
    {
      if (!g_error_matches (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_STALE))
        set_status (self, error->message);
      return;
    }
  brg_dd_grid_set_results (self->grid, &table, &par);
  set_status (self, _("Computed at double dummy"));
}

static void
append_card_value (GString        *out,
                   BrgCard         card,
                   const BrgDdCardValues *values)
{
  const char *rank = brg_rank_to_display (BRG_CARD_RANK (card));
  gboolean best = values->tricks[card] == values->best;

  g_string_append_printf (out, best ? " <b><span foreground=\"#26a269\">%s·%d</span></b>"
                                    : " %s·%d",
                          rank, values->tricks[card]);
}

/* The values as markup, each suit's symbol in its colour from the one
 * table the table view and the auction use (brg-markup.c). */
static char *
dup_values_markup (BrgDdPanel            *self,
                   const BrgDdCardValues *values)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  GString *markup = g_string_new (NULL);

  for (int s = BRG_SUIT_SPADES; s >= BRG_SUIT_CLUBS; s--)
    {
      gboolean any = FALSE;

      for (int r = BRG_RANK_ACE; r >= BRG_RANK_TWO; r--)
        {
          BrgCard card = BRG_CARD (s, r);

          if (values->tricks[card] < 0)
            continue;
          if (!any)
            {
              g_autofree char *symbol = _brg_markup_text (brg_suit_to_symbol ((BrgSuit) s),
                                                          flags);

              if (markup->len > 0)
                g_string_append_c (markup, '\n');
              g_string_append (markup, symbol);
              any = TRUE;
            }
          append_card_value (markup, card, values);
        }
    }
  return g_string_free (markup, FALSE);
}

static void
show_values_markup (BrgDdPanel *self)
{
  g_free (self->values_text);
  self->values_text = dup_values_markup (self, &self->card_values);
  gtk_label_set_markup (self->values, self->values_text);
}

static void
show_values (BrgDdPanel            *self,
             const BrgDdCardValues *values)
{
  g_autofree char *heading = NULL;
  BrgSide side = values->seat & 1;

  if (seat_hidden (self, values->seat))
    {
      /* The values would list the hidden hand's cards. */
      hide_values (self);
      gtk_label_set_text (self->values, "");
      /* Translators: %s is a seat whose hand a quiz hides */
      heading = g_strdup_printf (_("Card values: %s to play, whose hand is hidden"),
                                 brg_seat_to_display (values->seat));
      gtk_label_set_text (self->values_heading, heading);
      gtk_widget_set_visible (GTK_WIDGET (self->values_heading), TRUE);
      return;
    }

  /* Translators: %s is a seat, the side is N-S or E-W */
  heading = g_strdup_printf (_("Card values: %s to play; tricks for %s"),
                             brg_seat_to_display (values->seat),
                             /* Translators: the sides, in your seat letters (French E-O) */
                             side == BRG_SIDE_NS ? _("N-S") : _("E-W"));
  gtk_label_set_text (self->values_heading, heading);
  self->card_values = *values;
  self->has_card_values = TRUE;
  show_values_markup (self);
  gtk_widget_set_visible (GTK_WIDGET (self->values_heading), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->values), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->on_cards), TRUE);
  g_signal_emit (self, signals[CARD_VALUES_CHANGED], 0);
}

static void
hide_values (BrgDdPanel *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->values_heading), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->values), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->on_cards), FALSE);
  g_clear_pointer (&self->values_text, g_free);
  if (self->has_card_values)
    {
      self->has_card_values = FALSE;
      g_signal_emit (self, signals[CARD_VALUES_CHANGED], 0);
    }
}

static void
values_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(BrgDdPanel) self = user_data;
  g_autoptr(GError) error = NULL;
  BrgDdCardValues values;

  self->pending--;
  if (!brg_solver_card_values_finish (BRG_SOLVER (source), result, &values, &error))
    {
      if (!g_error_matches (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_STALE))
        hide_values (self);
      return;
    }
  show_values (self, &values);
}

static void
clear_review (BrgDdPanel *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->review))) != NULL)
    gtk_list_box_remove (self->review, row);
  self->n_errors = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->review_heading), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->review), FALSE);
}

static void
review_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(BrgDdPanel) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *tricks = NULL;
  BrgBoard *board = current_board (self);
  BrgPlay *play;
  guint n = 0;

  self->pending--;
  tricks = brg_solver_review_finish (BRG_SOLVER (source), result, &n, &error);
  if (tricks == NULL)
    {
      /* A review that fails says so, rather than leave the list out. */
      if (!g_error_matches (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_STALE))
        set_status (self, error->message);
      return;
    }
  /* An answer for a play since cut short is no answer: the edit that cut
   * it asked again. */
  if (board == NULL || (play = brg_board_get_play (board)) == NULL || n == 0
      || n - 1 > brg_play_get_n_cards (play))
    return;

  clear_review (self);
  for (guint k = 1; k < n; k++)
    {
      BrgSeat seat = brg_play_get_card_seat (play, k - 1);
      BrgSide declaring = (brg_play_get_leader (play) + 1) & 1;
      int cost = (seat & 1) == declaring ? tricks[k - 1] - tricks[k] : tricks[k] - tricks[k - 1];
      g_autofree char *card = NULL;
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;
      GtkWidget *label;

      /* A card of a hidden hand is not named while the hand is hidden:
       * the list does not follow the replay back and forth. */
      if (seat_hidden (self, seat))
        /* Translators: in the review of the play, in place of a card of
         * a hidden hand: "Trick 1 · East (hidden)" */
        card = g_strdup (_("(hidden)"));
      else
        card = brg_card_to_display (brg_play_get_card (play, k - 1));

      if (cost > 0)
        text = g_strdup_printf (ngettext ("Trick %u · %s %s · costs %d trick",
                                          "Trick %u · %s %s · costs %d tricks", cost),
                                (k - 1) / 4 + 1, brg_seat_to_display (seat), card, cost);
      else
        text = g_strdup_printf (_("Trick %u · %s %s"), (k - 1) / 4 + 1,
                                brg_seat_to_display (seat), card);
      /* What a screen reader says: words, where the row shows a dot. */
      if (cost > 0)
        name = g_strdup_printf (ngettext ("Trick %u, %s plays %s, which costs %d trick",
                                          "Trick %u, %s plays %s, which costs %d tricks", cost),
                                (k - 1) / 4 + 1, brg_seat_to_display (seat), card, cost);
      else
        name = g_strdup_printf (_("Trick %u, %s plays %s"), (k - 1) / 4 + 1,
                                brg_seat_to_display (seat), card);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (cost > 0)
        {
          gtk_widget_add_css_class (label, "error");
          self->n_errors++;
        }
      gtk_list_box_append (self->review, label);
      _brg_accessible_name_row (label, name);
      g_object_set_data (G_OBJECT (gtk_widget_get_parent (label)), "brg-card",
                         GUINT_TO_POINTER (k));
    }
  {
    g_autofree char *heading =
      g_strdup_printf (ngettext ("Review of the play: %u error", "Review of the play: %u errors",
                                 self->n_errors), self->n_errors);

    gtk_label_set_text (self->review_heading, heading);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->review_heading), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->review), TRUE);
  g_signal_emit (self, signals[REVIEW_CHANGED], 0);
}

static void
review_row_activated_cb (BrgDdPanel    *self,
                         GtkListBoxRow *row)
{
  guint card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "brg-card"));

  /* The moment before the card, with the values of the cards that could
   * have been played instead. */
  if (self->replay != NULL && card > 0)
    brg_replay_set_cards_played (self->replay, card - 1);
}

static void
update_values (BrgDdPanel *self)
{
  BrgBoard *board = current_board (self);
  BrgPlay *play = board != NULL ? brg_board_get_play (board) : NULL;
  BrgDdPosition position;
  guint shown;

  if (play == NULL || self->solver == NULL)
    {
      hide_values (self);
      if (self->solver != NULL)
        brg_solver_drop_pending (self->solver, self->values_channel);
      return;
    }
  shown = brg_replay_get_cards_played (self->replay);
  if (shown > brg_dd_play_count_legal (brg_board_get_deal (board), play)
      || !brg_dd_position_init_play (&position, brg_board_get_deal (board), play, shown, NULL)
      || brg_dd_position_get_n_left (&position) == 0)
    {
      hide_values (self);
      brg_solver_drop_pending (self->solver, self->values_channel);
      return;
    }
  /* The values shown are for the position before until the answer
   * comes: the list stays, but they are no longer the card values. */
  if (self->has_card_values)
    {
      self->has_card_values = FALSE;
      g_signal_emit (self, signals[CARD_VALUES_CHANGED], 0);
    }
  self->pending++;
  brg_solver_card_values_async (self->solver, self->values_channel, &position, NULL, values_cb,
                                g_object_ref (self));
}

static void update_review (BrgDdPanel *self);

static void
cancel_deferred_solve (BrgDdPanel *self)
{
  /* The clock drops its handlers when the window goes. */
  if (self->solve_paint_id != 0
      && g_signal_handler_is_connected (self->solve_clock, self->solve_paint_id))
    g_signal_handler_disconnect (self->solve_clock, self->solve_paint_id);
  self->solve_paint_id = 0;
  g_clear_object (&self->solve_clock);
  g_clear_handle_id (&self->solve_timeout_id, g_source_remove);
}

/* The solver's part of showing a new board: its table, the review of its
 * play and the values of the cards at the position shown. */
static void
solve_board (BrgDdPanel *self)
{
  BrgBoard *board = current_board (self);
  BrgDdDeal deal;

  cancel_deferred_solve (self);
  if (board == NULL || !brg_board_get_dd_deal (board, &deal, NULL))
    return;

  self->pending++;
  brg_solver_table_async (self->solver, self->table_channel, &deal, NULL, table_cb,
                          g_object_ref (self));
  update_review (self);
  update_values (self);
}

static void
solve_after_paint_cb (GdkFrameClock *clock,
                      BrgDdPanel    *self)
{
  solve_board (self);
}

static gboolean
solve_timeout_cb (gpointer data)
{
  BrgDdPanel *self = data;

  self->solve_timeout_id = 0;
  solve_board (self);
  return G_SOURCE_REMOVE;
}

/* The solver takes both cores for a while: it starts once the frame that
 * shows the new board is painted, so that a big file's first board (and
 * every board stepped to) is on screen first; or after a quarter of a
 * second in a window not drawn. Stepping quickly through boards solves
 * only those stopped at. */
static void
defer_solve (BrgDdPanel *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  cancel_deferred_solve (self);
  if (clock == NULL)
    {
      solve_board (self);
      return;
    }
  self->solve_clock = g_object_ref (clock);
  self->solve_paint_id = g_signal_connect (clock, "after-paint",
                                           G_CALLBACK (solve_after_paint_cb), self);
  self->solve_timeout_id = g_timeout_add (250, solve_timeout_cb, self);
}

static void
update_board (BrgDdPanel *self)
{
  BrgBoard *board = current_board (self);
  BrgDdTable table;
  BrgPar par;
  BrgDdDeal deal;
  gboolean has_table, has_par;

  clear_review (self);
  hide_values (self);
  cancel_deferred_solve (self);
  if (board == NULL)
    {
      brg_dd_grid_set_results (self->grid, NULL, NULL);
      set_status (self, NULL);
      if (self->solver != NULL && self->table_channel != 0)
        {
          brg_solver_drop_pending (self->solver, self->table_channel);
          brg_solver_drop_pending (self->solver, self->values_channel);
          brg_solver_drop_pending (self->solver, self->review_channel);
        }
      return;
    }

  /* What the file says, at once. */
  has_table = brg_board_get_dd_table (board, &table);
  has_par = brg_board_get_par (board, &par);
  brg_dd_grid_set_results (self->grid, has_table ? &table : NULL, has_par ? &par : NULL);

  if (self->solver == NULL)
    self->solver = brg_solver_get_default ();
  if (self->table_channel == 0)
    {
      self->table_channel = brg_solver_new_channel (self->solver);
      self->values_channel = brg_solver_new_channel (self->solver);
      self->review_channel = brg_solver_new_channel (self->solver);
    }

  /* The answers still to come are the board before's: they must not
   * show on this one, whose solve may wait for its frame to be painted. */
  cancel_deferred_solve (self);
  brg_solver_drop_pending (self->solver, self->table_channel);
  brg_solver_drop_pending (self->solver, self->values_channel);
  brg_solver_drop_pending (self->solver, self->review_channel);
  if (!brg_board_get_dd_deal (board, &deal, NULL))
    {
      set_status (self, has_table ? _("From the file; the deal is not whole")
                                  : _("No double-dummy table: the deal is not whole"));
      update_values (self);
      return;
    }

  set_status (self, has_table ? _("From the file; checking…") : _("Solving…"));
  defer_solve (self);
}

/* The review of the play: the cost of every card played. */
static void
update_review (BrgDdPanel *self)
{
  BrgBoard *board = current_board (self);

  if (board != NULL && brg_board_get_play (board) != NULL)
    {
      BrgPlay *play = brg_board_get_play (board);
      guint n = brg_dd_play_count_legal (brg_board_get_deal (board), play);
      BrgCard cards[52];
      BrgDdPosition start;

      if (n > 0 && brg_dd_position_init_play (&start, brg_board_get_deal (board), play, 0, NULL))
        {
          for (guint i = 0; i < n; i++)
            cards[i] = brg_play_get_card (play, i);
          self->pending++;
          brg_solver_review_async (self->solver, self->review_channel, &start, cards, n, NULL,
                                   review_cb, g_object_ref (self));
        }
      else
        {
          brg_solver_drop_pending (self->solver, self->review_channel);
          clear_review (self);
        }
    }
  else
    {
      brg_solver_drop_pending (self->solver, self->review_channel);
      clear_review (self);
    }
}

static void
analysis_progress_cb (guint    done,
                      guint    total,
                      gpointer user_data)
{
  BrgDdPanel *self = user_data;
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u board",
                                                        "%u of %u boards", total),
                                           done, total);

  gtk_progress_bar_set_fraction (self->progress, total > 0 ? (double) done / total : 1);
  gtk_progress_bar_set_text (self->progress, text);
}

static void
analysis_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(BrgDdPanel) self = user_data;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n = 0;

  self->pending--;
  if (!brg_analyse_boards_finish (BRG_SOLVER (source), result, &n, &skipped, &error))
    text = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
             ? g_strdup_printf (ngettext ("Cancelled; %u board analysed",
                                          "Cancelled; %u boards analysed", n), n)
             : g_strdup (error->message);
  else
    text = g_strdup_printf (ngettext ("%u board analysed; %u could not be",
                                      "%u boards analysed; %u could not be", n),
                            n, skipped->len);
  g_clear_object (&self->analysis);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->analyse_button), self->event != NULL);
  update_board (self);
  set_status (self, text);
}

/**
 * brg_dd_panel_analyse_all:
 * @self: the panel
 *
 * Solves every board of the event and stores its table and par in it, in
 * the background, with the progress shown and a cancel.
 */
void
brg_dd_panel_analyse_all (BrgDdPanel *self)
{
  g_autoptr(GPtrArray) boards = NULL;

  g_return_if_fail (BRG_IS_DD_PANEL (self));

  if (self->event == NULL || self->analysis != NULL)
    return;
  if (self->solver == NULL)
    self->solver = brg_solver_get_default ();

  boards = g_ptr_array_new ();
  for (guint i = 0; i < brg_event_get_n_boards (self->event); i++)
    g_ptr_array_add (boards, brg_event_get_board (self->event, i));

  self->analysis = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->analyse_button), FALSE);
  self->pending++;
  /* Small chunks, so that the board on screen never waits long behind
   * the batch. */
  brg_analyse_boards_async (self->solver, boards, 8, analysis_progress_cb, self,
                            self->analysis, analysis_done_cb, g_object_ref (self));
}

static void
cancel_clicked_cb (BrgDdPanel *self)
{
  if (self->analysis != NULL)
    g_cancellable_cancel (self->analysis);
}

/**
 * brg_dd_panel_set_replay:
 * @self: the panel
 * @replay: (nullable): the replay whose board and position to follow
 */
void
brg_dd_panel_set_replay (BrgDdPanel *self,
                         BrgReplay  *replay)
{
  g_return_if_fail (BRG_IS_DD_PANEL (self));

  if (self->replay != NULL)
    {
      g_clear_signal_handler (&self->board_id, self->replay);
      g_clear_signal_handler (&self->cards_id, self->replay);
    }
  g_set_object (&self->replay, replay);
  if (replay != NULL)
    {
      self->board_id = g_signal_connect_object (replay, "notify::board",
                                                G_CALLBACK (update_board), self,
                                                G_CONNECT_SWAPPED);
      self->cards_id = g_signal_connect_object (replay, "notify::cards-played",
                                                G_CALLBACK (update_values), self,
                                                G_CONNECT_SWAPPED);
    }
  update_board (self);
}

/**
 * brg_dd_panel_set_event:
 * @self: the panel
 * @event: (nullable): the event Analyse All Boards works on
 */
void
brg_dd_panel_set_event (BrgDdPanel *self,
                        BrgEvent   *event)
{
  g_return_if_fail (BRG_IS_DD_PANEL (self));

  if (self->analysis != NULL)
    g_cancellable_cancel (self->analysis);
  g_set_object (&self->event, event);
  gtk_widget_set_sensitive (GTK_WIDGET (self->analyse_button), event != NULL);
}

/**
 * brg_dd_panel_play_changed:
 * @self: the panel
 *
 * The play of the board shown was edited: the card values and the review
 * are solved again; the table of the deal stays.
 */
void
brg_dd_panel_play_changed (BrgDdPanel *self)
{
  g_return_if_fail (BRG_IS_DD_PANEL (self));

  if (self->solver == NULL || current_board (self) == NULL)
    return;
  update_review (self);
  update_values (self);
}

/**
 * brg_dd_panel_set_reveal_hidden:
 * @self: the panel
 * @reveal_hidden: whether the hands the board's `Hidden` tag names are
 *   shown, as the table shows them
 *
 * Hidden hands keep their cards out of the card values and out of the
 * review of the play; revealed, they are listed.
 */
void
brg_dd_panel_set_reveal_hidden (BrgDdPanel *self,
                                gboolean    reveal_hidden)
{
  g_return_if_fail (BRG_IS_DD_PANEL (self));

  reveal_hidden = !!reveal_hidden;
  if (self->reveal_hidden == reveal_hidden)
    return;
  self->reveal_hidden = reveal_hidden;
  if (self->solver == NULL || current_board (self) == NULL)
    return;
  update_review (self);
  update_values (self);
}

/**
 * brg_dd_panel_get_card_values:
 * @self: the panel
 * @values: (out) (optional): the value of each card the seat on turn may play
 *
 * Returns: %TRUE if the values of the replay's position are known
 */
gboolean
brg_dd_panel_get_card_values (BrgDdPanel      *self,
                              BrgDdCardValues *values)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), FALSE);

  if (self->has_card_values && values != NULL)
    *values = self->card_values;
  return self->has_card_values;
}

/**
 * brg_dd_panel_get_show_on_cards:
 * @self: the panel
 *
 * Returns: whether the card values are to be drawn on the cards too
 */
gboolean
brg_dd_panel_get_show_on_cards (BrgDdPanel *self)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), FALSE);

  return gtk_check_button_get_active (self->on_cards);
}

/**
 * brg_dd_panel_set_show_on_cards:
 * @self: the panel
 * @show_on_cards: whether to draw the card values on the cards too
 */
void
brg_dd_panel_set_show_on_cards (BrgDdPanel *self,
                                gboolean    show_on_cards)
{
  g_return_if_fail (BRG_IS_DD_PANEL (self));

  gtk_check_button_set_active (self->on_cards, show_on_cards);
}

/**
 * brg_dd_panel_get_review_row:
 * @self: the panel
 * @card: the number of cards played up to the card reviewed, from 1
 *
 * Returns: (transfer none) (nullable): the row of the review for that card
 */
GtkListBoxRow *
brg_dd_panel_get_review_row (BrgDdPanel *self,
                             guint       card)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->review));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row)
        && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "brg-card")) == card)
      return GTK_LIST_BOX_ROW (row);
  return NULL;
}

/**
 * brg_dd_panel_get_grid:
 * @self: the panel
 *
 * Returns: (transfer none): its grid
 */
BrgDdGrid *
brg_dd_panel_get_grid (BrgDdPanel *self)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), NULL);

  return self->grid;
}

/**
 * brg_dd_panel_get_busy:
 * @self: the panel
 *
 * Returns: %TRUE while an answer from the solver is awaited, or a new
 * board's solve waits for the frame that shows it
 */
gboolean
brg_dd_panel_get_busy (BrgDdPanel *self)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), FALSE);

  return self->pending > 0 || self->solve_timeout_id != 0;
}

/**
 * brg_dd_panel_get_n_errors:
 * @self: the panel
 *
 * Returns: how many cards of the play the review marks as errors
 */
guint
brg_dd_panel_get_n_errors (BrgDdPanel *self)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), 0);

  return self->n_errors;
}

/**
 * brg_dd_panel_get_card_values_text:
 * @self: the panel
 *
 * Returns: (nullable): the card values shown, as markup, or %NULL
 */
const char *
brg_dd_panel_get_card_values_text (BrgDdPanel *self)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), NULL);

  return self->values_text;
}

/**
 * brg_dd_panel_get_four_color:
 * @self: the panel
 *
 * Returns: whether the suits take the four-colour deck's colours
 */
gboolean
brg_dd_panel_get_four_color (BrgDdPanel *self)
{
  g_return_val_if_fail (BRG_IS_DD_PANEL (self), FALSE);

  return self->four_color;
}

/**
 * brg_dd_panel_set_four_color:
 * @self: the panel
 * @four_color: whether to colour the suits as the four-colour deck
 *
 * Sets the colours of the suit symbols of the grid and the card values.
 */
void
brg_dd_panel_set_four_color (BrgDdPanel *self,
                             gboolean    four_color)
{
  g_return_if_fail (BRG_IS_DD_PANEL (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;
  self->four_color = four_color;
  brg_dd_grid_set_four_color (self->grid, four_color);
  if (self->has_card_values)
    show_values_markup (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

static void
style_dark_cb (BrgDdPanel *self)
{
  if (self->has_card_values)
    show_values_markup (self);
}

static void
brg_dd_panel_dispose (GObject *object)
{
  BrgDdPanel *self = BRG_DD_PANEL (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());

  if (self->analysis != NULL)
    g_cancellable_cancel (self->analysis);
  cancel_deferred_solve (self);
  if (self->replay != NULL)
    {
      g_clear_signal_handler (&self->board_id, self->replay);
      g_clear_signal_handler (&self->cards_id, self->replay);
    }
  g_clear_object (&self->replay);
  g_clear_object (&self->event);
  g_clear_object (&self->analysis);
  g_clear_pointer (&self->values_text, g_free);

  G_OBJECT_CLASS (brg_dd_panel_parent_class)->dispose (object);
}

static void
brg_dd_panel_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BrgDdPanel *self = BRG_DD_PANEL (object);

  switch (prop_id)
    {
    case PROP_SHOW_ON_CARDS:
      g_value_set_boolean (value, brg_dd_panel_get_show_on_cards (self));
      break;

    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, brg_dd_panel_get_four_color (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_dd_panel_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BrgDdPanel *self = BRG_DD_PANEL (object);

  switch (prop_id)
    {
    case PROP_SHOW_ON_CARDS:
      brg_dd_panel_set_show_on_cards (self, g_value_get_boolean (value));
      break;

    case PROP_FOUR_COLOR:
      brg_dd_panel_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_dd_panel_class_init (BrgDdPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_dd_panel_dispose;
  object_class->get_property = brg_dd_panel_get_property;
  object_class->set_property = brg_dd_panel_set_property;

  /**
   * BrgDdPanel:show-on-cards:
   *
   * Whether the card values are drawn on the table's cards too; the
   * window binds it to its setting.
   */
  properties[PROP_SHOW_ON_CARDS] =
    g_param_spec_boolean ("show-on-cards", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDdPanel:four-color:
   *
   * Whether the suit symbols take the four-colour deck's colours; the
   * window binds it to its setting, as it does the table's.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgDdPanel::card-values-changed:
   * @self: the panel
   *
   * Emitted when the values of the cards the seat on turn may play come
   * in for the replay's position, or go (brg_dd_panel_get_card_values()).
   */
  signals[CARD_VALUES_CHANGED] =
    g_signal_new ("card-values-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * BrgDdPanel::review-changed:
   * @self: the panel
   *
   * Emitted when the review of the play is shown.
   */
  signals[REVIEW_CHANGED] =
    g_signal_new ("review-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
on_cards_toggled_cb (BrgDdPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ON_CARDS]);
}

static GtkLabel *
add_label (BrgDdPanel *self,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (self), label);
  return GTK_LABEL (label);
}

static void
brg_dd_panel_init (BrgDdPanel *self)
{
  GtkWidget *heading, *buttons;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);

  heading = gtk_label_new (_("Double Dummy"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self), heading);

  self->grid = BRG_DD_GRID (brg_dd_grid_new ());
  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (style_dark_cb), self,
                                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->grid));
  self->status = add_label (self, "dim-label");

  self->values_heading = add_label (self, "heading");
  self->values = add_label (self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->values), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tricks for each card that may be played"), -1);

  self->on_cards = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Show on the _cards")));
  gtk_check_button_set_active (self->on_cards, TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->on_cards),
                               _("Draw each card's value on the table, the best in green"));
  g_signal_connect_object (self->on_cards, "toggled", G_CALLBACK (on_cards_toggled_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->on_cards));

  self->review_heading = add_label (self, "heading");
  self->review = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_activate_on_single_click (self->review, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->review), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->review), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Review of the play: activate a card to go there"), -1);
  g_signal_connect_object (self->review, "row-activated",
                           G_CALLBACK (review_row_activated_cb), self, G_CONNECT_SWAPPED);
  _brg_accessible_one_tab_stop (GTK_WIDGET (self->review));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->review));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->analyse_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Analyse All Boards")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->analyse_button),
                               _("Solve every board of the file and store its table and par"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->analyse_button), FALSE);
  g_signal_connect_object (self->analyse_button, "clicked",
                           G_CALLBACK (brg_dd_panel_analyse_all), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->analyse_button));
  self->cancel_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Cancel")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->cancel_button), _("Stop the analysis"));
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), FALSE);
  g_signal_connect_object (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->cancel_button));
  gtk_box_append (GTK_BOX (self), buttons);

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Analysis progress"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->progress));

  clear_review (self);
  hide_values (self);
  set_status (self, NULL);
}

/**
 * brg_dd_panel_new:
 *
 * Returns: a new panel
 */
GtkWidget *
brg_dd_panel_new (void)
{
  return g_object_new (BRG_TYPE_DD_PANEL, NULL);
}
