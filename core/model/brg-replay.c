/* brg-replay.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-replay.h"

/**
 * BrgReplay:
 *
 * A position in the story of one board: how many calls of its auction are
 * shown and how many cards of its play have been played. The story runs
 * on one line, the auction first and then the play, so the position keeps
 * one invariant: once a card is played, the whole auction is shown
 * (#BrgReplay:cards-played > 0 implies #BrgReplay:calls-shown equals
 * #BrgReplay:n-calls). Every operation and setter keeps it, and positions
 * are clamped to what the board holds.
 *
 * A new board starts where a player sees it: the auction complete and no
 * card played. When the board's auction or play changes (an edit), the
 * position is clamped; a position at the end of the auction or the play
 * follows it as it grows, so a call or card just added is shown.
 *
 * Tricks are the play's groups of four (positions 4k to 4k+3, as in
 * #BrgPlay). The replay knows nothing of widgets: the window binds its
 * properties to the table and the auction view.
 */
struct _BrgReplay
{
  GObject     parent_instance;

  /* Owned */
  BrgBoard   *board;
  BrgAuction *auction;
  BrgPlay    *play;

  gulong      board_auction_id;
  gulong      board_play_id;
  gulong      auction_n_calls_id;
  gulong      play_n_cards_id;

  guint       n_calls;
  guint       n_cards;
  guint       calls_shown;
  guint       cards_played;
};

G_DEFINE_FINAL_TYPE (BrgReplay, brg_replay, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_N_CALLS,
  PROP_N_CARDS,
  PROP_CALLS_SHOWN,
  PROP_CARDS_PLAYED,
  PROP_CURRENT_CALL,
  PROP_CURRENT_CARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
current_call_of (guint calls_shown,
                 guint cards_played)
{
  return cards_played == 0 ? (int) calls_shown - 1 : -1;
}

/* Sets the totals and the position, which must keep the invariant, and
 * notifies each property that changed, once. */
static gboolean
set_state (BrgReplay *self,
           guint      n_calls,
           guint      n_cards,
           guint      calls_shown,
           guint      cards_played)
{
  int old_call = current_call_of (self->calls_shown, self->cards_played);
  int old_card = (int) self->cards_played - 1;
  gboolean moved = FALSE;
  GObject *object = G_OBJECT (self);

  g_assert (calls_shown <= n_calls);
  g_assert (cards_played <= n_cards);
  g_assert (cards_played == 0 || calls_shown == n_calls);

  g_object_freeze_notify (object);
  if (n_calls != self->n_calls)
    {
      self->n_calls = n_calls;
      g_object_notify_by_pspec (object, properties[PROP_N_CALLS]);
    }
  if (n_cards != self->n_cards)
    {
      self->n_cards = n_cards;
      g_object_notify_by_pspec (object, properties[PROP_N_CARDS]);
    }
  if (calls_shown != self->calls_shown)
    {
      self->calls_shown = calls_shown;
      g_object_notify_by_pspec (object, properties[PROP_CALLS_SHOWN]);
      moved = TRUE;
    }
  if (cards_played != self->cards_played)
    {
      self->cards_played = cards_played;
      g_object_notify_by_pspec (object, properties[PROP_CARDS_PLAYED]);
      moved = TRUE;
    }
  if (current_call_of (calls_shown, cards_played) != old_call)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_CALL]);
  if ((int) cards_played - 1 != old_card)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_CARD]);
  g_object_thaw_notify (object);

  return moved;
}

static gboolean
move_to (BrgReplay *self,
         guint      calls_shown,
         guint      cards_played)
{
  return set_state (self, self->n_calls, self->n_cards, calls_shown, cards_played);
}

/* Reads the totals from the board and clamps the position; with @reset,
 * or at an end, the position goes to that end. */
static void
update_totals (BrgReplay *self,
               gboolean   reset)
{
  guint n_calls = self->auction != NULL ? brg_auction_get_n_calls (self->auction) : 0;
  guint n_cards = self->play != NULL ? brg_play_get_n_cards (self->play) : 0;
  guint calls_shown;
  guint cards_played;

  if (reset)
    {
      calls_shown = n_calls;
      cards_played = 0;
    }
  else
    {
      calls_shown = self->calls_shown == self->n_calls
                    ? n_calls : MIN (self->calls_shown, n_calls);
      cards_played = self->cards_played == self->n_cards
                     ? n_cards : MIN (self->cards_played, n_cards);
      if (calls_shown < n_calls)
        cards_played = 0;
    }

  set_state (self, n_calls, n_cards, calls_shown, cards_played);
}

static void
auction_n_calls_cb (BrgReplay  *self,
                    GParamSpec *pspec,
                    BrgAuction *auction)
{
  update_totals (self, FALSE);
}

static void
play_n_cards_cb (BrgReplay  *self,
                 GParamSpec *pspec,
                 BrgPlay    *play)
{
  update_totals (self, FALSE);
}

/* Follows the board's current auction and play objects. */
static void
watch_parts (BrgReplay *self)
{
  BrgAuction *auction = self->board != NULL ? brg_board_get_auction (self->board) : NULL;
  BrgPlay *play = self->board != NULL ? brg_board_get_play (self->board) : NULL;

  if (auction != self->auction)
    {
      g_clear_signal_handler (&self->auction_n_calls_id, self->auction);
      g_set_object (&self->auction, auction);
      if (auction != NULL)
        self->auction_n_calls_id =
          g_signal_connect_object (auction, "notify::n-calls",
                                   G_CALLBACK (auction_n_calls_cb), self,
                                   G_CONNECT_SWAPPED);
    }

  if (play != self->play)
    {
      g_clear_signal_handler (&self->play_n_cards_id, self->play);
      g_set_object (&self->play, play);
      if (play != NULL)
        self->play_n_cards_id =
          g_signal_connect_object (play, "notify::n-cards",
                                   G_CALLBACK (play_n_cards_cb), self,
                                   G_CONNECT_SWAPPED);
    }
}

static void
board_part_cb (BrgReplay  *self,
               GParamSpec *pspec,
               BrgBoard   *board)
{
  watch_parts (self);
  update_totals (self, FALSE);
}

static void
brg_replay_dispose (GObject *object)
{
  BrgReplay *self = BRG_REPLAY (object);

  g_clear_signal_handler (&self->board_auction_id, self->board);
  g_clear_signal_handler (&self->board_play_id, self->board);
  g_clear_signal_handler (&self->auction_n_calls_id, self->auction);
  g_clear_signal_handler (&self->play_n_cards_id, self->play);
  g_clear_object (&self->board);
  g_clear_object (&self->auction);
  g_clear_object (&self->play);

  G_OBJECT_CLASS (brg_replay_parent_class)->dispose (object);
}

static void
brg_replay_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BrgReplay *self = BRG_REPLAY (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, brg_replay_get_board (self));
      break;

    case PROP_N_CALLS:
      g_value_set_uint (value, brg_replay_get_n_calls (self));
      break;

    case PROP_N_CARDS:
      g_value_set_uint (value, brg_replay_get_n_cards (self));
      break;

    case PROP_CALLS_SHOWN:
      g_value_set_uint (value, brg_replay_get_calls_shown (self));
      break;

    case PROP_CARDS_PLAYED:
      g_value_set_uint (value, brg_replay_get_cards_played (self));
      break;

    case PROP_CURRENT_CALL:
      g_value_set_int (value, brg_replay_get_current_call (self));
      break;

    case PROP_CURRENT_CARD:
      g_value_set_int (value, brg_replay_get_current_card (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_replay_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BrgReplay *self = BRG_REPLAY (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_replay_set_board (self, g_value_get_object (value));
      break;

    case PROP_CALLS_SHOWN:
      brg_replay_set_calls_shown (self, g_value_get_uint (value));
      break;

    case PROP_CARDS_PLAYED:
      brg_replay_set_cards_played (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_replay_class_init (BrgReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_replay_dispose;
  object_class->get_property = brg_replay_get_property;
  object_class->set_property = brg_replay_set_property;

  /**
   * BrgReplay:board:
   *
   * The board replayed, or %NULL.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgReplay:n-calls:
   *
   * The number of calls in the board's auction.
   */
  properties[PROP_N_CALLS] =
    g_param_spec_uint ("n-calls", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgReplay:n-cards:
   *
   * The number of cards in the board's play.
   */
  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgReplay:calls-shown:
   *
   * How many calls of the auction are shown, 0 to #BrgReplay:n-calls.
   */
  properties[PROP_CALLS_SHOWN] =
    g_param_spec_uint ("calls-shown", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgReplay:cards-played:
   *
   * How many cards of the play have been played, 0 to #BrgReplay:n-cards.
   */
  properties[PROP_CARDS_PLAYED] =
    g_param_spec_uint ("cards-played", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgReplay:current-call:
   *
   * The position of the call last shown while no card is played, or -1.
   */
  properties[PROP_CURRENT_CALL] =
    g_param_spec_int ("current-call", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgReplay:current-card:
   *
   * The position of the card played last, or -1.
   */
  properties[PROP_CURRENT_CARD] =
    g_param_spec_int ("current-card", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_replay_init (BrgReplay *self)
{
}

/**
 * brg_replay_new:
 * @board: (nullable): the board to replay
 *
 * Creates a replay positioned after the auction, before the first card.
 *
 * Returns: (transfer full): a new #BrgReplay
 */
BrgReplay *
brg_replay_new (BrgBoard *board)
{
  g_return_val_if_fail (board == NULL || BRG_IS_BOARD (board), NULL);

  return g_object_new (BRG_TYPE_REPLAY, "board", board, NULL);
}

/**
 * brg_replay_get_board:
 * @self: a replay
 *
 * Returns: (transfer none) (nullable): the board replayed
 */
BrgBoard *
brg_replay_get_board (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), NULL);

  return self->board;
}

/**
 * brg_replay_set_board:
 * @self: a replay
 * @board: (nullable): a board
 *
 * Replays @board from where a player first sees it: the auction shown,
 * no card played.
 */
void
brg_replay_set_board (BrgReplay *self,
                      BrgBoard  *board)
{
  g_return_if_fail (BRG_IS_REPLAY (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board == self->board)
    return;

  g_object_freeze_notify (G_OBJECT (self));

  g_clear_signal_handler (&self->board_auction_id, self->board);
  g_clear_signal_handler (&self->board_play_id, self->board);
  g_set_object (&self->board, board);
  if (board != NULL)
    {
      self->board_auction_id = g_signal_connect_object (board, "notify::auction",
                                                        G_CALLBACK (board_part_cb), self,
                                                        G_CONNECT_SWAPPED);
      self->board_play_id = g_signal_connect_object (board, "notify::play",
                                                     G_CALLBACK (board_part_cb), self,
                                                     G_CONNECT_SWAPPED);
    }
  watch_parts (self);
  update_totals (self, TRUE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * brg_replay_get_n_calls:
 * @self: a replay
 *
 * Returns: the number of calls of the board's auction, 0 without one
 */
guint
brg_replay_get_n_calls (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), 0);

  return self->n_calls;
}

/**
 * brg_replay_get_n_cards:
 * @self: a replay
 *
 * Returns: the number of cards of the board's play, 0 without one
 */
guint
brg_replay_get_n_cards (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), 0);

  return self->n_cards;
}

/**
 * brg_replay_get_calls_shown:
 * @self: a replay
 *
 * Returns: how many calls of the auction are shown
 */
guint
brg_replay_get_calls_shown (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), 0);

  return self->calls_shown;
}

/**
 * brg_replay_set_calls_shown:
 * @self: a replay
 * @calls_shown: how many calls to show; clamped to the auction
 *
 * Shows the first @calls_shown calls. Showing fewer than all of them
 * takes back every card played.
 */
void
brg_replay_set_calls_shown (BrgReplay *self,
                            guint      calls_shown)
{
  g_return_if_fail (BRG_IS_REPLAY (self));

  calls_shown = MIN (calls_shown, self->n_calls);
  move_to (self, calls_shown, calls_shown < self->n_calls ? 0 : self->cards_played);
}

/**
 * brg_replay_get_cards_played:
 * @self: a replay
 *
 * Returns: how many cards of the play have been played
 */
guint
brg_replay_get_cards_played (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), 0);

  return self->cards_played;
}

/**
 * brg_replay_set_cards_played:
 * @self: a replay
 * @cards_played: how many cards to play; clamped to the play
 *
 * Plays the first @cards_played cards. Playing a card shows the whole
 * auction.
 */
void
brg_replay_set_cards_played (BrgReplay *self,
                             guint      cards_played)
{
  g_return_if_fail (BRG_IS_REPLAY (self));

  cards_played = MIN (cards_played, self->n_cards);
  move_to (self, cards_played > 0 ? self->n_calls : self->calls_shown, cards_played);
}

/**
 * brg_replay_get_current_call:
 * @self: a replay
 *
 * The call to highlight: the last call shown, as long as no card is
 * played.
 *
 * Returns: the position of that call in the auction, or -1
 */
int
brg_replay_get_current_call (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), -1);

  return current_call_of (self->calls_shown, self->cards_played);
}

/**
 * brg_replay_get_current_card:
 * @self: a replay
 *
 * Returns: the position in the play of the card played last, or -1
 */
int
brg_replay_get_current_card (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), -1);

  return (int) self->cards_played - 1;
}

/**
 * brg_replay_next_card:
 * @self: a replay
 *
 * Plays the next card, showing the whole auction first if needed.
 *
 * Returns: %TRUE if a card was played
 */
gboolean
brg_replay_next_card (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  if (self->cards_played >= self->n_cards)
    return FALSE;

  return move_to (self, self->n_calls, self->cards_played + 1);
}

/**
 * brg_replay_prev_card:
 * @self: a replay
 *
 * Takes back the card played last.
 *
 * Returns: %TRUE if a card was taken back
 */
gboolean
brg_replay_prev_card (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  if (self->cards_played == 0)
    return FALSE;

  return move_to (self, self->calls_shown, self->cards_played - 1);
}

/**
 * brg_replay_next_trick:
 * @self: a replay
 *
 * Plays on to the end of the current trick or, when a trick has just
 * been completed, to the end of the next one (or the last card played).
 *
 * Returns: %TRUE if a card was played
 */
gboolean
brg_replay_next_trick (BrgReplay *self)
{
  guint target;

  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  if (self->cards_played >= self->n_cards)
    return FALSE;

  target = (self->cards_played / 4 + 1) * 4;
  return move_to (self, self->n_calls, MIN (target, self->n_cards));
}

/**
 * brg_replay_prev_trick:
 * @self: a replay
 *
 * Takes back the cards of the current trick when it is incomplete, or
 * else the whole trick last completed.
 *
 * Returns: %TRUE if a card was taken back
 */
gboolean
brg_replay_prev_trick (BrgReplay *self)
{
  guint target;

  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  if (self->cards_played == 0)
    return FALSE;

  target = (self->cards_played - 1) / 4 * 4;
  return move_to (self, self->calls_shown, target);
}

/**
 * brg_replay_go_start:
 * @self: a replay
 *
 * Goes to the start of the play: the whole auction shown, no card played.
 *
 * Returns: %TRUE if the position changed
 */
gboolean
brg_replay_go_start (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  return move_to (self, self->n_calls, 0);
}

/**
 * brg_replay_go_end:
 * @self: a replay
 *
 * Goes to the end: the whole auction shown and every card played.
 *
 * Returns: %TRUE if the position changed
 */
gboolean
brg_replay_go_end (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  return move_to (self, self->n_calls, self->n_cards);
}

/**
 * brg_replay_next_call:
 * @self: a replay
 *
 * Shows one more call of the auction.
 *
 * Returns: %TRUE if a call was added to those shown
 */
gboolean
brg_replay_next_call (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  if (self->calls_shown >= self->n_calls)
    return FALSE;

  return move_to (self, self->calls_shown + 1, 0);
}

/**
 * brg_replay_prev_call:
 * @self: a replay
 *
 * Hides the call shown last, taking back every card played.
 *
 * Returns: %TRUE if a call was hidden
 */
gboolean
brg_replay_prev_call (BrgReplay *self)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  if (self->calls_shown == 0)
    return FALSE;

  return move_to (self, self->calls_shown - 1, 0);
}

/**
 * brg_replay_is_revealed:
 * @self: a replay
 * @reveal: when something may be shown
 *
 * Tells whether the position has come to @reveal: after the auction once
 * every call is shown, after the play once every call and card is.
 *
 * Returns: %TRUE if what @reveal marks may be shown now
 */
gboolean
brg_replay_is_revealed (BrgReplay *self,
                        BrgReveal  reveal)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  switch (reveal)
    {
    case BRG_REVEAL_ALWAYS:
      return TRUE;
    case BRG_REVEAL_AFTER_AUCTION:
      return self->calls_shown == self->n_calls;
    case BRG_REVEAL_AFTER_PLAY:
      return self->calls_shown == self->n_calls && self->cards_played == self->n_cards;
    default:
      g_return_val_if_reached (FALSE);
    }
}

/**
 * brg_replay_is_anchor_reached:
 * @self: a replay
 * @anchor: a place of the board
 *
 * Commentary before the board and before the first call is always
 * reached; after a call once that call is shown; before the first card
 * once the auction is shown; after a card once it is played.
 *
 * Returns: %TRUE if the position has come to @anchor
 */
gboolean
brg_replay_is_anchor_reached (BrgReplay       *self,
                              const BrgAnchor *anchor)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);
  g_return_val_if_fail (anchor != NULL, FALSE);

  switch (anchor->kind)
    {
    case BRG_ANCHOR_BOARD:
    case BRG_ANCHOR_AUCTION:
      return TRUE;
    case BRG_ANCHOR_CALL:
      return anchor->position < self->calls_shown;
    case BRG_ANCHOR_PLAY:
      return self->calls_shown == self->n_calls;
    case BRG_ANCHOR_CARD:
      return anchor->position < self->cards_played;
    default:
      g_return_val_if_reached (FALSE);
    }
}

/**
 * brg_replay_is_comment_visible:
 * @self: a replay
 * @anchor: where @comment stands
 * @comment: a comment of the board
 *
 * Returns: %TRUE if @comment may be shown at the position: its place is
 *   reached and its `[%reveal …]` mark, if any, is satisfied
 */
gboolean
brg_replay_is_comment_visible (BrgReplay        *self,
                               const BrgAnchor  *anchor,
                               const BrgComment *comment)
{
  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);
  g_return_val_if_fail (comment != NULL, FALSE);

  return brg_replay_is_anchor_reached (self, anchor)
         && brg_replay_is_revealed (self, brg_comment_get_reveal (comment));
}

/**
 * brg_replay_is_note_visible:
 * @self: a replay
 * @section: the section of the note
 * @index: the note's number
 *
 * A note may be shown once a call or card that refers to it is shown (or
 * at once, when none refers to it) and its `[%reveal …]` mark, if any, is
 * satisfied.
 *
 * Returns: %TRUE if the note may be shown; %FALSE also when there is no
 *   such note
 */
gboolean
brg_replay_is_note_visible (BrgReplay     *self,
                            BrgSectionKind section,
                            guint          index)
{
  BrgSection *owner;
  const BrgNote *note = NULL;
  gboolean referred = FALSE;
  guint reached, n;

  g_return_val_if_fail (BRG_IS_REPLAY (self), FALSE);

  owner = section == BRG_SECTION_AUCTION ? (BrgSection *) self->auction
                                         : (BrgSection *) self->play;
  if (owner != NULL)
    note = brg_section_lookup_note (owner, index);
  if (note == NULL || !brg_replay_is_revealed (self, brg_note_get_reveal (note)))
    return FALSE;

  reached = section == BRG_SECTION_AUCTION ? self->calls_shown : self->cards_played;
  n = section == BRG_SECTION_AUCTION ? self->n_calls : self->n_cards;
  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_section_get_annotation (owner, i);

      if (annotation == NULL || annotation->note != index)
        continue;
      if (i < reached)
        return TRUE;
      referred = TRUE;
    }
  return !referred;
}
