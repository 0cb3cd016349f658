/* brg-play.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-enums.h"
#include "brg-error.h"
#include "brg-play.h"
#include "brg-seat.h"
#include "brg-section-private.h"

#define MAX_TRICKS 13

/**
 * BrgPlay:
 *
 * The cards played to a board (PBN §3.6), in the order they were played:
 * trick k holds positions 4k to 4k+3. Each card keeps the seat that played
 * it and its #BrgPlayFlags, so irregularities stay as data (PBN §3.9 C, D).
 *
 * The opening leader plays the first card of trick 0; each later trick is
 * led by the winner of the previous one, and the other three follow
 * clockwise. A lead out of turn (`^L`) may come from any seat, and the trick
 * continues clockwise from it. A trick with an unknown card
 * (%BRG_CARD_UNKNOWN, PBN's `-`) has an unknown winner; the next trick then
 * accepts a lead from any seat given to brg_play_play_card_full().
 *
 * With a #BrgDeal, cards are checked against the hands: a card known to be
 * in another hand is refused, and so is a discard while the player's
 * remaining known cards hold the suit led, unless it is marked as a revoke
 * (`^R`). Without a deal, or for a card in no known hand, only the turn and
 * cards played twice are checked. Cards keep their seats when the leader or
 * the trumps change; trick winners always follow the current trumps.
 *
 * A play is complete when all its tricks are played (13, or for an end
 * position of PBN §3.10 as many as the hands held) or when declarer has
 * claimed the rest.
 *
 * The annotations of the cards, the notes and the end mark are the
 * #BrgSection it is.
 */

typedef struct
{
  BrgCard  card;
  guint8   seat;
  guint8   flags;
} PlayedCard;

struct _BrgPlay
{
  BrgSection  parent_instance;

  /* Owned */
  BrgDeal    *deal;
  GArray     *cards;        /* of PlayedCard */

  gulong      deal_changed_id;
  BrgCardSet  played;       /* the known cards played so far */
  BrgSeat     leader;
  BrgStrain   trumps;
  int         claim;
  gboolean    complete;
};

G_DEFINE_FINAL_TYPE (BrgPlay, brg_play, BRG_TYPE_SECTION)

enum {
  PROP_0,
  PROP_LEADER,
  PROP_TRUMPS,
  PROP_DEAL,
  PROP_N_CARDS,
  PROP_COMPLETE,
  PROP_CLAIM,
  N_PROPS
};

enum {
  CARD_PLAYED,
  CARD_REMOVED,
  TRICK_COMPLETED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static inline const PlayedCard *
get_played (BrgPlay *self,
            guint    position)
{
  g_assert (position < self->cards->len);

  return &g_array_index (self->cards, PlayedCard, position);
}

static BrgSeat
compute_trick_winner (BrgPlay *self,
                      guint    trick)
{
  const PlayedCard *cards;
  guint best = 0;

  if (trick >= MAX_TRICKS || (trick + 1) * 4 > self->cards->len)
    return BRG_SEAT_NONE;

  cards = get_played (self, trick * 4);
  for (guint i = 0; i < 4; i++)
    if (cards[i].card == BRG_CARD_UNKNOWN)
      return BRG_SEAT_NONE;

  for (guint i = 1; i < 4; i++)
    if (brg_card_beats (cards[i].card, cards[best].card, self->trumps))
      best = i;

  return (BrgSeat) cards[best].seat;
}

/* The seat the rules expect to lead @trick, or NONE when that is unknown. */
static BrgSeat
expected_trick_leader (BrgPlay *self,
                       guint    trick)
{
  if (trick == 0)
    return self->leader;
  return compute_trick_winner (self, trick - 1);
}

static guint
count_played_by (BrgPlay *self,
                 BrgSeat  seat)
{
  guint n = 0;

  for (guint i = 0; i < self->cards->len; i++)
    if (get_played (self, i)->seat == seat)
      n++;

  return n;
}

static gboolean
compute_complete (BrgPlay *self)
{
  return self->claim >= 0
         || self->cards->len / 4 >= brg_play_get_total_tricks (self);
}

/* Notifies :complete when a change made the play complete or not. */
static void
update_complete (BrgPlay *self)
{
  gboolean complete = compute_complete (self);

  if (complete == self->complete)
    return;

  self->complete = complete;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
}

static void
deal_hand_changed_cb (BrgPlay *self,
                      BrgSeat  seat,
                      BrgDeal *deal)
{
  update_complete (self);
}

static void
set_complete_error (GError **error)
{
  g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_COMPLETE,
                       _("The play is complete"));
}

static void
brg_play_dispose (GObject *object)
{
  BrgPlay *self = BRG_PLAY (object);

  if (self->deal != NULL)
    g_clear_signal_handler (&self->deal_changed_id, self->deal);
  g_clear_object (&self->deal);

  G_OBJECT_CLASS (brg_play_parent_class)->dispose (object);
}

static void
brg_play_finalize (GObject *object)
{
  BrgPlay *self = BRG_PLAY (object);

  g_clear_pointer (&self->cards, g_array_unref);

  G_OBJECT_CLASS (brg_play_parent_class)->finalize (object);
}

static void
brg_play_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  BrgPlay *self = BRG_PLAY (object);

  switch (prop_id)
    {
    case PROP_LEADER:
      g_value_set_enum (value, brg_play_get_leader (self));
      break;

    case PROP_TRUMPS:
      g_value_set_enum (value, brg_play_get_trumps (self));
      break;

    case PROP_DEAL:
      g_value_set_object (value, brg_play_get_deal (self));
      break;

    case PROP_N_CARDS:
      g_value_set_uint (value, brg_play_get_n_cards (self));
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, brg_play_is_complete (self));
      break;

    case PROP_CLAIM:
      g_value_set_int (value, brg_play_get_claim (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_play_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  BrgPlay *self = BRG_PLAY (object);

  switch (prop_id)
    {
    case PROP_LEADER:
      brg_play_set_leader (self, g_value_get_enum (value));
      break;

    case PROP_TRUMPS:
      brg_play_set_trumps (self, g_value_get_enum (value));
      break;

    case PROP_DEAL:
      brg_play_set_deal (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static guint
brg_play_get_n_items (BrgSection *section)
{
  return BRG_PLAY (section)->cards->len;
}

static BrgSection *
brg_play_copy_section (BrgSection *section)
{
  return BRG_SECTION (brg_play_copy (BRG_PLAY (section)));
}

static void
brg_play_class_init (BrgPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  BrgSectionClass *section_class = BRG_SECTION_CLASS (klass);

  object_class->dispose = brg_play_dispose;
  object_class->finalize = brg_play_finalize;
  object_class->get_property = brg_play_get_property;
  object_class->set_property = brg_play_set_property;

  section_class->kind = BRG_SECTION_PLAY;
  section_class->get_n_items = brg_play_get_n_items;
  section_class->copy = brg_play_copy_section;

  /**
   * BrgPlay:leader:
   *
   * The opening leader, who plays the first card of trick 0.
   */
  properties[PROP_LEADER] =
    g_param_spec_enum ("leader", NULL, NULL,
                       BRG_TYPE_SEAT, BRG_SEAT_NORTH,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPlay:trumps:
   *
   * The trump suit, or %BRG_STRAIN_NOTRUMP.
   */
  properties[PROP_TRUMPS] =
    g_param_spec_enum ("trumps", NULL, NULL,
                       BRG_TYPE_STRAIN, BRG_STRAIN_NOTRUMP,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPlay:deal:
   *
   * The deal the cards come from, used to check them; may be %NULL.
   */
  properties[PROP_DEAL] =
    g_param_spec_object ("deal", NULL, NULL,
                         BRG_TYPE_DEAL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPlay:n-cards:
   *
   * How many cards have been played.
   */
  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPlay:complete:
   *
   * Whether all tricks are played or declarer has claimed.
   */
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgPlay:claim:
   *
   * The tricks declarer claimed of those not yet complete, or -1 without a
   * claim.
   */
  properties[PROP_CLAIM] =
    g_param_spec_int ("claim", NULL, NULL,
                      -1, MAX_TRICKS, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgPlay::card-played:
   * @self: the play
   * @position: the position of the new card
   *
   * Emitted after a card was played.
   */
  signals[CARD_PLAYED] =
    g_signal_new ("card-played",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * BrgPlay::card-removed:
   * @self: the play
   * @position: the position the card had
   *
   * Emitted after the last card was removed.
   */
  signals[CARD_REMOVED] =
    g_signal_new ("card-removed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * BrgPlay::trick-completed:
   * @self: the play
   * @trick: the trick, from 0
   *
   * Emitted after the fourth card of a trick, following
   * #BrgPlay::card-played.
   */
  signals[TRICK_COMPLETED] =
    g_signal_new ("trick-completed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
brg_play_init (BrgPlay *self)
{
  self->cards = g_array_new (FALSE, FALSE, sizeof (PlayedCard));
  self->leader = BRG_SEAT_NORTH;
  self->trumps = BRG_STRAIN_NOTRUMP;
  self->claim = -1;
}

/**
 * brg_play_new:
 * @leader: the opening leader
 * @trumps: the trump suit, or %BRG_STRAIN_NOTRUMP
 *
 * Returns: (transfer full): a new play without cards and without a deal
 */
BrgPlay *
brg_play_new (BrgSeat   leader,
              BrgStrain trumps)
{
  g_return_val_if_fail (BRG_SEAT_IS_VALID (leader), NULL);
  g_return_val_if_fail (trumps <= BRG_STRAIN_NOTRUMP, NULL);

  return g_object_new (BRG_TYPE_PLAY,
                       "leader", leader,
                       "trumps", trumps,
                       NULL);
}

/**
 * brg_play_guess_trumps:
 * @deal: the deal the cards come from
 * @leader: the opening leader
 * @cards: (array length=n_cards): the cards, in the order they were played
 * @n_cards: how many
 *
 * The trumps of a play whose contract the file does not give (a LIN play
 * problem has cards and no auction): the strain under which the most of
 * @cards can be played one after the other, each trick led by the winner
 * of the one before. A ruff that wins a trick tells the trump suit; when no
 * card tells one strain from another, notrump.
 *
 * Returns: the strain
 */
BrgStrain
brg_play_guess_trumps (BrgDeal       *deal,
                       BrgSeat        leader,
                       const BrgCard *cards,
                       guint          n_cards)
{
  /* Notrump first: on a tie it is the guess that claims nothing. */
  static const BrgStrain order[] = {
    BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS,
    BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
  };
  BrgStrain best = BRG_STRAIN_NOTRUMP;
  guint best_n = 0;

  g_return_val_if_fail (BRG_IS_DEAL (deal), BRG_STRAIN_NOTRUMP);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (leader), BRG_STRAIN_NOTRUMP);
  g_return_val_if_fail (cards != NULL || n_cards == 0, BRG_STRAIN_NOTRUMP);

  n_cards = MIN (n_cards, 52);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      g_autoptr(BrgPlay) play = brg_play_new (leader, order[i]);
      guint n = 0;

      brg_play_set_deal (play, deal);
      while (n < n_cards && brg_play_play_card (play, cards[n], NULL))
        n++;
      if (n > best_n)
        {
          best = order[i];
          best_n = n;
        }
    }
  return best;
}

/**
 * brg_play_copy:
 * @self: a play
 *
 * Copies the cards, claim, end mark, annotations and notes
 * (brg_section_copy()). The copy uses the same #BrgDeal object.
 *
 * Returns: (transfer full): a new play
 */
BrgPlay *
brg_play_copy (BrgPlay *self)
{
  BrgPlay *copy;

  g_return_val_if_fail (BRG_IS_PLAY (self), NULL);

  copy = brg_play_new (self->leader, self->trumps);
  g_array_append_vals (copy->cards, self->cards->data, self->cards->len);
  copy->played = self->played;
  _brg_section_copy_into (BRG_SECTION (self), BRG_SECTION (copy));
  copy->claim = self->claim;
  brg_play_set_deal (copy, self->deal);
  copy->complete = compute_complete (copy);

  return copy;
}

/**
 * brg_play_get_deal:
 * @self: a play
 *
 * Returns: (transfer none) (nullable): the deal the cards are checked
 *   against
 */
BrgDeal *
brg_play_get_deal (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), NULL);

  return self->deal;
}

/**
 * brg_play_set_deal:
 * @self: a play
 * @deal: (nullable): a deal, or %NULL to check only turns
 *
 * Sets the deal the cards come from. Cards already played are not checked
 * again.
 */
void
brg_play_set_deal (BrgPlay *self,
                   BrgDeal *deal)
{
  g_return_if_fail (BRG_IS_PLAY (self));
  g_return_if_fail (deal == NULL || BRG_IS_DEAL (deal));

  if (self->deal == deal)
    return;

  if (self->deal != NULL)
    g_clear_signal_handler (&self->deal_changed_id, self->deal);
  g_set_object (&self->deal, deal);
  if (deal != NULL)
    self->deal_changed_id = g_signal_connect_object (deal, "hand-changed",
                                                     G_CALLBACK (deal_hand_changed_cb),
                                                     self, G_CONNECT_SWAPPED);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEAL]);
  update_complete (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * brg_play_get_leader:
 * @self: a play
 *
 * Returns: the opening leader
 */
BrgSeat
brg_play_get_leader (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_SEAT_NONE);

  return self->leader;
}

/**
 * brg_play_set_leader:
 * @self: a play
 * @leader: the opening leader
 *
 * Sets the opening leader, and so the declarer. Cards already played keep
 * their seats.
 */
void
brg_play_set_leader (BrgPlay *self,
                     BrgSeat  leader)
{
  g_return_if_fail (BRG_IS_PLAY (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (leader));

  if (self->leader == leader)
    return;

  self->leader = leader;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEADER]);
}

/**
 * brg_play_get_declarer:
 * @self: a play
 *
 * Returns: the declarer, the seat before the opening leader
 */
BrgSeat
brg_play_get_declarer (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_SEAT_NONE);

  return brg_seat_previous (self->leader);
}

/**
 * brg_play_get_trumps:
 * @self: a play
 *
 * Returns: the trump suit, or %BRG_STRAIN_NOTRUMP
 */
BrgStrain
brg_play_get_trumps (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_STRAIN_NOTRUMP);

  return self->trumps;
}

/**
 * brg_play_set_trumps:
 * @self: a play
 * @trumps: the trump suit, or %BRG_STRAIN_NOTRUMP
 *
 * Sets the trumps. Trick winners follow; cards keep their seats.
 */
void
brg_play_set_trumps (BrgPlay   *self,
                     BrgStrain  trumps)
{
  g_return_if_fail (BRG_IS_PLAY (self));
  g_return_if_fail (trumps <= BRG_STRAIN_NOTRUMP);

  if (self->trumps == trumps)
    return;

  self->trumps = trumps;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRUMPS]);
}

/**
 * brg_play_get_total_tricks:
 * @self: a play
 *
 * Returns: the number of tricks to play: 13, or for an end position
 *   (PBN §3.10) the number of cards the largest hand started with
 */
guint
brg_play_get_total_tricks (BrgPlay *self)
{
  guint total = 0;

  g_return_val_if_fail (BRG_IS_PLAY (self), MAX_TRICKS);

  if (self->deal == NULL || !brg_deal_is_end_position (self->deal))
    return MAX_TRICKS;

  for (guint seat = 0; seat < 4; seat++)
    if (brg_deal_is_hand_known (self->deal, seat))
      {
        guint n = brg_card_set_count (brg_play_get_remaining (self, seat))
                  + count_played_by (self, seat);

        total = MAX (total, n);
      }

  return MIN (total, MAX_TRICKS);
}

/**
 * brg_play_get_n_cards:
 * @self: a play
 *
 * Returns: how many cards have been played
 */
guint
brg_play_get_n_cards (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), 0);

  return self->cards->len;
}

/**
 * brg_play_get_card:
 * @self: a play
 * @position: a position below the number of cards
 *
 * Returns: the card played at @position, possibly %BRG_CARD_UNKNOWN
 */
BrgCard
brg_play_get_card (BrgPlay *self,
                   guint    position)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_CARD_NONE);
  g_return_val_if_fail (position < self->cards->len, BRG_CARD_NONE);

  return get_played (self, position)->card;
}

/**
 * brg_play_get_card_seat:
 * @self: a play
 * @position: a position below the number of cards
 *
 * Returns: the seat that played the card at @position
 */
BrgSeat
brg_play_get_card_seat (BrgPlay *self,
                        guint    position)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_SEAT_NONE);
  g_return_val_if_fail (position < self->cards->len, BRG_SEAT_NONE);

  return (BrgSeat) get_played (self, position)->seat;
}

/**
 * brg_play_get_card_flags:
 * @self: a play
 * @position: a position below the number of cards
 *
 * Returns: the irregularities recorded with the card at @position
 */
BrgPlayFlags
brg_play_get_card_flags (BrgPlay *self,
                         guint    position)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_PLAY_FLAGS_NONE);
  g_return_val_if_fail (position < self->cards->len, BRG_PLAY_FLAGS_NONE);

  return (BrgPlayFlags) get_played (self, position)->flags;
}

/**
 * brg_play_get_next_seat:
 * @self: a play
 *
 * Returns: the seat to play next, or %BRG_SEAT_NONE when the play is
 *   complete or the next trick's leader is unknown
 */
BrgSeat
brg_play_get_next_seat (BrgPlay *self)
{
  guint n;

  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_SEAT_NONE);

  if (self->complete)
    return BRG_SEAT_NONE;

  n = self->cards->len;
  if (n % 4 == 0)
    return expected_trick_leader (self, n / 4);

  return brg_seat_next (get_played (self, n - 1)->seat);
}

/**
 * brg_play_get_n_tricks:
 * @self: a play
 *
 * Returns: the number of tricks begun, the last one possibly incomplete
 */
guint
brg_play_get_n_tricks (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), 0);

  return (self->cards->len + 3) / 4;
}

/**
 * brg_play_get_n_complete_tricks:
 * @self: a play
 *
 * Returns: the number of tricks with four cards
 */
guint
brg_play_get_n_complete_tricks (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), 0);

  return self->cards->len / 4;
}

/**
 * brg_play_get_trick_leader:
 * @self: a play
 * @trick: a trick begun, or the next one
 *
 * Returns: the seat that led @trick; for the trick not yet begun, the seat
 *   expected to lead it, or %BRG_SEAT_NONE when unknown
 */
BrgSeat
brg_play_get_trick_leader (BrgPlay *self,
                           guint    trick)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_SEAT_NONE);
  g_return_val_if_fail (trick <= brg_play_get_n_tricks (self), BRG_SEAT_NONE);

  if (trick * 4 < self->cards->len)
    return (BrgSeat) get_played (self, trick * 4)->seat;

  return expected_trick_leader (self, trick);
}

/**
 * brg_play_get_trick_winner:
 * @self: a play
 * @trick: a trick
 *
 * The winner is the highest trump played, or else the highest card of the
 * suit led.
 *
 * Returns: the seat that won @trick, or %BRG_SEAT_NONE if the trick is not
 *   complete or holds an unknown card
 */
BrgSeat
brg_play_get_trick_winner (BrgPlay *self,
                           guint    trick)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_SEAT_NONE);

  return compute_trick_winner (self, trick);
}

/**
 * brg_play_get_trick_card:
 * @self: a play
 * @trick: a trick
 * @seat: a seat
 *
 * Returns: the card @seat played to @trick, or %BRG_CARD_NONE if it has
 *   not played to it
 */
BrgCard
brg_play_get_trick_card (BrgPlay *self,
                         guint    trick,
                         BrgSeat  seat)
{
  guint end;

  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_CARD_NONE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_CARD_NONE);

  if (trick >= brg_play_get_n_tricks (self))
    return BRG_CARD_NONE;

  end = MIN (trick * 4 + 4, self->cards->len);
  for (guint i = trick * 4; i < end; i++)
    {
      const PlayedCard *played = get_played (self, i);

      if (played->seat == seat)
        return played->card;
    }

  return BRG_CARD_NONE;
}

/**
 * brg_play_get_tricks_won:
 * @self: a play
 * @side: a side
 *
 * Returns: the complete tricks with a known winner that @side won
 */
guint
brg_play_get_tricks_won (BrgPlay *self,
                         BrgSide  side)
{
  guint n = 0;

  g_return_val_if_fail (BRG_IS_PLAY (self), 0);
  g_return_val_if_fail (side <= BRG_SIDE_EW, 0);

  for (guint trick = 0; trick < self->cards->len / 4; trick++)
    {
      BrgSeat winner = compute_trick_winner (self, trick);

      if (winner != BRG_SEAT_NONE && brg_seat_side (winner) == side)
        n++;
    }

  return n;
}

/**
 * brg_play_get_remaining:
 * @self: a play
 * @seat: a seat
 *
 * Returns: the cards of @seat's hand in the deal that have not been
 *   played; empty without a deal or for an unknown hand
 */
BrgCardSet
brg_play_get_remaining (BrgPlay *self,
                        BrgSeat  seat)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_CARD_SET_EMPTY);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_CARD_SET_EMPTY);

  if (self->deal == NULL)
    return BRG_CARD_SET_EMPTY;

  return brg_deal_get_hand (self->deal, seat) & ~self->played;
}

/* Checks the turn of @seat; @flags may allow a lead out of turn. */
static gboolean
check_turn (BrgPlay       *self,
            BrgSeat        seat,
            BrgPlayFlags   flags,
            GError       **error)
{
  guint n = self->cards->len;
  BrgSeat expected;

  if (n % 4 == 0)
    {
      if (flags & BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN)
        return TRUE;
      expected = expected_trick_leader (self, n / 4);
    }
  else
    {
      expected = brg_seat_next (get_played (self, n - 1)->seat);
    }

  if (expected == BRG_SEAT_NONE || expected == seat)
    return TRUE;

  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_NOT_YOUR_TURN,
               /* Translators: %s is a seat such as "North" */
               _("It is %s’s turn to play"), brg_seat_to_display (expected));
  return FALSE;
}

/**
 * brg_play_check_card:
 * @self: a play
 * @seat: the seat that would play
 * @card: a card, or %BRG_CARD_UNKNOWN
 * @flags: irregularities to allow: a revoke (PBN §3.9 C) or a lead out of
 *   turn (PBN §3.9 D)
 * @error: return location for a #GError
 *
 * Tells whether @seat may play @card now. Errors, in the order checked:
 * %BRG_MODEL_ERROR_PLAY_COMPLETE, %BRG_MODEL_ERROR_NOT_YOUR_TURN,
 * %BRG_MODEL_ERROR_CARD_PLAYED, %BRG_MODEL_ERROR_CARD_NOT_HELD (the deal
 * places the card in another hand) and %BRG_MODEL_ERROR_MUST_FOLLOW_SUIT
 * (the player's remaining known cards hold the suit led). An unknown card
 * passes every check but the first two.
 *
 * Returns: %TRUE if the card may be played
 */
gboolean
brg_play_check_card (BrgPlay       *self,
                     BrgSeat        seat,
                     BrgCard        card,
                     BrgPlayFlags   flags,
                     GError       **error)
{
  g_autofree char *name = NULL;
  guint n;

  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, FALSE);
  g_return_val_if_fail ((flags & ~(BRG_PLAY_FLAGS_REVOKE | BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN)) == 0,
                        FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->complete)
    {
      set_complete_error (error);
      return FALSE;
    }

  if (!check_turn (self, seat, flags, error))
    return FALSE;

  if (card == BRG_CARD_UNKNOWN)
    return TRUE;

  name = brg_card_to_display (card);
  if (brg_card_set_contains (self->played, card))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_CARD_PLAYED,
                   /* Translators: %s is a card such as "♠A" */
                   _("%s has been played already"), name);
      return FALSE;
    }

  if (self->deal != NULL)
    {
      BrgSeat holder = brg_deal_get_holder (self->deal, card);

      if (holder != BRG_SEAT_NONE && holder != seat)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_CARD_NOT_HELD,
                       /* Translators: "♠A is in North’s hand, not East’s" */
                       _("%s is in %s’s hand, not %s’s"), name,
                       brg_seat_to_display (holder), brg_seat_to_display (seat));
          return FALSE;
        }
    }

  n = self->cards->len;
  if (n % 4 != 0 && !(flags & BRG_PLAY_FLAGS_REVOKE))
    {
      BrgCard lead = get_played (self, n - n % 4)->card;

      if (lead != BRG_CARD_UNKNOWN
          && BRG_CARD_SUIT (lead) != BRG_CARD_SUIT (card)
          && (brg_play_get_remaining (self, seat) & BRG_CARD_SET_SUIT (BRG_CARD_SUIT (lead))) != 0)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_MUST_FOLLOW_SUIT,
                       /* Translators: "East must follow suit in ♥" */
                       _("%s must follow suit in %s"), brg_seat_to_display (seat),
                       brg_suit_to_symbol (BRG_CARD_SUIT (lead)));
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * brg_play_get_legal_cards:
 * @self: a play
 * @seat: the seat that would play
 * @flags: irregularities to allow, as for brg_play_check_card()
 *
 * The cards @seat may play now, by the rules of brg_play_check_card():
 * what the play entry enables. For a known hand they are among its cards
 * not yet played; for an unknown hand, any card not played and not known
 * to be in another hand.
 *
 * Returns: the cards, empty when it is not @seat's turn or the play is
 *   complete
 */
BrgCardSet
brg_play_get_legal_cards (BrgPlay      *self,
                          BrgSeat       seat,
                          BrgPlayFlags  flags)
{
  BrgCardSet set = BRG_CARD_SET_EMPTY;

  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_CARD_SET_EMPTY);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_CARD_SET_EMPTY);

  if (!brg_play_check_card (self, seat, BRG_CARD_UNKNOWN, flags, NULL))
    return BRG_CARD_SET_EMPTY;

  for (BrgCard card = 0; card < BRG_N_CARDS; card++)
    if (brg_play_check_card (self, seat, card, flags, NULL))
      set |= BRG_CARD_SET_BIT (card);
  /* A card in no known hand passes the checks; a known hand has its own. */
  if (self->deal != NULL && brg_deal_is_hand_known (self->deal, seat))
    set &= brg_play_get_remaining (self, seat);
  return set;
}

/**
 * brg_play_play_card:
 * @self: a play
 * @card: a card, or %BRG_CARD_UNKNOWN
 * @error: return location for a #GError
 *
 * Plays @card for the seat whose turn it is, as brg_play_play_card_full()
 * does. When the next trick's leader is unknown this fails with
 * %BRG_MODEL_ERROR_NOT_YOUR_TURN; give the seat to
 * brg_play_play_card_full() instead.
 *
 * Returns: %TRUE if the card was played
 */
gboolean
brg_play_play_card (BrgPlay  *self,
                    BrgCard   card,
                    GError  **error)
{
  BrgSeat seat;

  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->complete)
    {
      set_complete_error (error);
      return FALSE;
    }

  seat = brg_play_get_next_seat (self);
  if (seat == BRG_SEAT_NONE)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_NOT_YOUR_TURN,
                           _("Nobody knows who leads this trick"));
      return FALSE;
    }

  return brg_play_play_card_full (self, seat, card, BRG_PLAY_FLAGS_NONE, error);
}

/**
 * brg_play_play_card_full:
 * @self: a play
 * @seat: the seat that plays
 * @card: a card, or %BRG_CARD_UNKNOWN
 * @flags: the irregularities of this card, kept with it
 * @error: return location for a #GError
 *
 * Plays @card for @seat if brg_play_check_card() allows it. Emits
 * #BrgPlay::card-played, then #BrgPlay::trick-completed after the fourth
 * card of a trick.
 *
 * Returns: %TRUE if the card was played
 */
gboolean
brg_play_play_card_full (BrgPlay       *self,
                         BrgSeat        seat,
                         BrgCard        card,
                         BrgPlayFlags   flags,
                         GError       **error)
{
  PlayedCard played;
  guint position;

  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);

  if (!brg_play_check_card (self, seat, card, flags, error))
    return FALSE;

  played.card = card;
  played.seat = (guint8) seat;
  played.flags = (guint8) flags;
  g_array_append_val (self->cards, played);
  if (card != BRG_CARD_UNKNOWN)
    self->played |= BRG_CARD_SET_BIT (card);
  position = self->cards->len - 1;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);
  update_complete (self);
  g_signal_emit (self, signals[CARD_PLAYED], 0, position);
  if (self->cards->len % 4 == 0)
    g_signal_emit (self, signals[TRICK_COMPLETED], 0, position / 4);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * brg_play_remove_last_card:
 * @self: a play
 *
 * Takes back the last card played, with its annotation, as undo does.
 * Emits #BrgPlay::card-removed.
 *
 * Returns: %TRUE if there was a card to remove
 */
gboolean
brg_play_remove_last_card (BrgPlay *self)
{
  BrgCard card;
  guint position;

  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);

  if (self->cards->len == 0)
    return FALSE;

  position = self->cards->len - 1;
  card = get_played (self, position)->card;
  g_array_set_size (self->cards, position);
  if (card != BRG_CARD_UNKNOWN)
    self->played &= ~BRG_CARD_SET_BIT (card);
  _brg_section_truncate (BRG_SECTION (self), position);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);
  update_complete (self);
  g_signal_emit (self, signals[CARD_REMOVED], 0, position);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * brg_play_claim:
 * @self: a play
 * @declarer_tricks: how many of the tricks not yet complete declarer takes
 * @error: return location for a #GError
 *
 * Records declarer's claim of @declarer_tricks of the remaining tricks,
 * counting the one in progress; the defenders take the rest. The play is
 * then complete. Claiming more tricks than remain fails with
 * %BRG_MODEL_ERROR_INVALID_CLAIM. A new claim replaces an earlier one.
 *
 * Returns: %TRUE if the claim was recorded
 */
gboolean
brg_play_claim (BrgPlay  *self,
                guint     declarer_tricks,
                GError  **error)
{
  guint total;
  guint done;

  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  total = brg_play_get_total_tricks (self);
  done = MIN (self->cards->len / 4, total);
  if (declarer_tricks > total - done)
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_CLAIM,
                   /* Translators: both %u are numbers of tricks */
                   g_dngettext (GETTEXT_PACKAGE,
                                "Declarer claims %u tricks, but only %u remains",
                                "Declarer claims %u tricks, but only %u remain", total - done),
                   declarer_tricks, total - done);
      return FALSE;
    }

  if (self->claim == (int) declarer_tricks)
    return TRUE;

  self->claim = (int) declarer_tricks;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLAIM]);
  update_complete (self);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * brg_play_get_claim:
 * @self: a play
 *
 * Returns: the tricks declarer claimed, or -1 without a claim
 */
int
brg_play_get_claim (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), -1);

  return self->claim;
}

/**
 * brg_play_clear_claim:
 * @self: a play
 *
 * Withdraws the claim, so that the play can go on.
 */
void
brg_play_clear_claim (BrgPlay *self)
{
  g_return_if_fail (BRG_IS_PLAY (self));

  if (self->claim < 0)
    return;

  self->claim = -1;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLAIM]);
  update_complete (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * brg_play_get_declarer_tricks:
 * @self: a play
 *
 * Returns: the complete tricks declarer's side won, plus the claim if any
 */
guint
brg_play_get_declarer_tricks (BrgPlay *self)
{
  guint won;

  g_return_val_if_fail (BRG_IS_PLAY (self), 0);

  won = brg_play_get_tricks_won (self, brg_seat_side (brg_play_get_declarer (self)));
  return won + (guint) MAX (self->claim, 0);
}

/**
 * brg_play_is_complete:
 * @self: a play
 *
 * Returns: %TRUE if all tricks are played or declarer claimed
 */
gboolean
brg_play_is_complete (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);

  return self->complete;
}

/* The cards' annotations, the notes and the end mark: the play's
 * BrgSection, under the play's names that the readers and writers use. */

/**
 * brg_play_get_end_mark:
 * @self: a play
 *
 * Returns: how the play section was marked to end (brg_section_get_end_mark())
 */
BrgEndMark
brg_play_get_end_mark (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), BRG_END_MARK_NONE);

  return brg_section_get_end_mark (BRG_SECTION (self));
}

/**
 * brg_play_set_end_mark:
 * @self: a play
 * @mark: the end mark
 *
 * Records whether the play section ended with `*` or `+`
 * (brg_section_set_end_mark()).
 */
void
brg_play_set_end_mark (BrgPlay    *self,
                       BrgEndMark  mark)
{
  g_return_if_fail (BRG_IS_PLAY (self));

  brg_section_set_end_mark (BRG_SECTION (self), mark);
}

/**
 * brg_play_get_annotation:
 * @self: a play
 * @position: a position below the number of cards
 *
 * Returns: (transfer none) (nullable): the annotation of the card at
 *   @position (brg_section_get_annotation())
 */
const BrgAnnotation *
brg_play_get_annotation (BrgPlay *self,
                         guint    position)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), NULL);

  return brg_section_get_annotation (BRG_SECTION (self), position);
}

/**
 * brg_play_set_annotation:
 * @self: a play
 * @position: a position below the number of cards
 * @annotation: (nullable): the annotation, copied; %NULL or empty clears it
 *
 * Sets the annotation of the card at @position (brg_section_set_annotation()).
 */
void
brg_play_set_annotation (BrgPlay             *self,
                         guint                position,
                         const BrgAnnotation *annotation)
{
  g_return_if_fail (BRG_IS_PLAY (self));

  brg_section_set_annotation (BRG_SECTION (self), position, annotation);
}

/**
 * brg_play_get_n_notes:
 * @self: a play
 *
 * Returns: the number of play notes (brg_section_get_n_notes())
 */
guint
brg_play_get_n_notes (BrgPlay *self)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), 0);

  return brg_section_get_n_notes (BRG_SECTION (self));
}

/**
 * brg_play_get_nth_note:
 * @self: a play
 * @n: a number below brg_play_get_n_notes()
 *
 * Returns: (transfer none): the @n-th note in file order
 *   (brg_section_get_nth_note())
 */
const BrgNote *
brg_play_get_nth_note (BrgPlay *self,
                       guint    n)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), NULL);

  return brg_section_get_nth_note (BRG_SECTION (self), n);
}

/**
 * brg_play_lookup_note:
 * @self: a play
 * @index: a note index, as in `=index=`
 *
 * Returns: (transfer none) (nullable): the note with @index, or %NULL
 *   (brg_section_lookup_note())
 */
const BrgNote *
brg_play_lookup_note (BrgPlay *self,
                      guint    index)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), NULL);

  return brg_section_lookup_note (BRG_SECTION (self), index);
}

/**
 * brg_play_set_note:
 * @self: a play
 * @note: a note, copied
 *
 * Adds @note (PBN §3.6.5), or replaces the note with the same index where
 * it stands (brg_section_set_note()).
 */
void
brg_play_set_note (BrgPlay       *self,
                   const BrgNote *note)
{
  g_return_if_fail (BRG_IS_PLAY (self));

  brg_section_set_note (BRG_SECTION (self), note);
}

/**
 * brg_play_remove_note:
 * @self: a play
 * @index: a note index
 *
 * Removes the note with @index (brg_section_remove_note()).
 *
 * Returns: %TRUE if there was such a note
 */
gboolean
brg_play_remove_note (BrgPlay *self,
                      guint    index)
{
  g_return_val_if_fail (BRG_IS_PLAY (self), FALSE);

  return brg_section_remove_note (BRG_SECTION (self), index);
}

/**
 * brg_play_rotate:
 * @self: a play
 * @steps: clockwise steps, negative for anticlockwise
 *
 * Moves the play round the table with its deal (brg_deal_rotate()): the
 * opening leader and the seat of every card played move @steps seats
 * clockwise. Cards, flags, claims and annotations stay.
 */
void
brg_play_rotate (BrgPlay *self,
                 int      steps)
{
  g_return_if_fail (BRG_IS_PLAY (self));

  for (guint i = 0; i < self->cards->len; i++)
    {
      PlayedCard *played = &g_array_index (self->cards, PlayedCard, i);

      played->seat = brg_seat_rotate ((BrgSeat) played->seat, steps);
    }
  brg_play_set_leader (self, brg_seat_rotate (self->leader, steps));
}
