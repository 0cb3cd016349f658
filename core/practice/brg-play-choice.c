/* brg-play-choice.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How the computer chooses among cards the solver finds equal: the cards
 * a player may play, cut into groups of equal cards (touching once the
 * cards played are gone), put in the order a teacher would play them, each
 * with the reason a teacher would give. The computer then plays the first
 * of them that keeps the most tricks, so that it never gives a trick away
 * and, when several cards keep as many, plays the natural one: second hand
 * low, third hand high, the top of a sequence, an encouraging card under
 * partner's lead.
 *
 * The order depends only on what the player sees (the position and what
 * the auction and play said), never on the solver's answer, so that "the
 * first card of the order that keeps the most tricks" is one card whether
 * the values of all the cards are known (the window) or each card is
 * tested in turn (finesse-cli play, which is cheaper).
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-play-choice.h"
#include "brg-seat.h"

static const char *const reason_texts[] = {
  [BRG_PLAY_REASON_NONE] = "",
  [BRG_PLAY_REASON_RECORDED] = N_("the recorded card"),
  [BRG_PLAY_REASON_ONLY_CARD] = N_("the only card"),
  [BRG_PLAY_REASON_ALL_EQUAL] = N_("every card does the same"),
  [BRG_PLAY_REASON_BEATS_CONTRACT] = N_("the only card that beats the contract"),
  [BRG_PLAY_REASON_MAKES_CONTRACT] = N_("the only card that makes the contract"),
  [BRG_PLAY_REASON_BEST_TRICKS] = N_("the only card that keeps the most tricks"),
  [BRG_PLAY_REASON_TOP_OF_SEQUENCE] = N_("top of a sequence"),
  [BRG_PLAY_REASON_PARTNERS_SUIT] = N_("partner’s suit"),
  [BRG_PLAY_REASON_FOURTH_BEST] = N_("fourth highest of the longest suit"),
  [BRG_PLAY_REASON_SINGLETON] = N_("a singleton, hoping for a ruff"),
  [BRG_PLAY_REASON_TOP_OF_NOTHING] = N_("top of nothing"),
  [BRG_PLAY_REASON_LOW_LEAD] = N_("a low card"),
  [BRG_PLAY_REASON_CASH_WINNER] = N_("cash a winner"),
  [BRG_PLAY_REASON_SECOND_HAND_LOW] = N_("second hand low"),
  [BRG_PLAY_REASON_THIRD_HAND_HIGH] = N_("third hand high"),
  [BRG_PLAY_REASON_COVER_HONOUR] = N_("cover an honour with an honour"),
  [BRG_PLAY_REASON_WIN_CHEAPLY] = N_("win as cheaply as possible"),
  [BRG_PLAY_REASON_PARTNER_WINNING] = N_("partner’s card is winning"),
  [BRG_PLAY_REASON_ENCOURAGE] = N_("a high card: encouraging"),
  [BRG_PLAY_REASON_DISCOURAGE] = N_("the lowest card: discouraging"),
  [BRG_PLAY_REASON_COUNT_EVEN] = N_("high-low: an even number of cards"),
  [BRG_PLAY_REASON_COUNT_ODD] = N_("the lowest card: an odd number of cards"),
  [BRG_PLAY_REASON_RUFF] = N_("ruff as cheaply as wins the trick"),
  [BRG_PLAY_REASON_DISCARD] = N_("a discard from a suit that is not needed"),
  [BRG_PLAY_REASON_LOW_CARD] = N_("the trick cannot be won: a low card"),
  [BRG_PLAY_REASON_HIGHER_CARD] = N_("a higher card"),
  [BRG_PLAY_REASON_RANDOM] = N_("chosen at random among the best cards"),
};

G_STATIC_ASSERT (G_N_ELEMENTS (reason_texts) == BRG_PLAY_REASON_RANDOM + 1);

/**
 * brg_play_reason_to_display:
 * @reason: a reason
 *
 * Returns: (transfer none): the reason as a short phrase in the user's
 *   language, such as "second hand low"
 */
const char *
brg_play_reason_to_display (BrgPlayReason reason)
{
  g_return_val_if_fail (reason <= BRG_PLAY_REASON_RANDOM, "");

  if (reason == BRG_PLAY_REASON_NONE)
    return "";
  return _(reason_texts[reason]);
}

/**
 * brg_play_situation_init:
 * @situation: (out caller-allocates): the situation
 * @board: the board: its deal, its auction and its contract
 * @play: a play of the board's deal (the board's own, or a copy played on)
 * @n_cards: how many of its cards have been played
 * @error: return location for a #GError
 *
 * Makes the situation of the player on turn after @n_cards cards of @play.
 * It fails when the deal is not known whole or the play holds a card that
 * is unknown or irregular, as brg_dd_position_init_play() does.
 *
 * Returns: %TRUE if the situation could be made
 */
gboolean
brg_play_situation_init (BrgPlaySituation  *situation,
                         BrgBoard          *board,
                         BrgPlay           *play,
                         guint              n_cards,
                         GError           **error)
{
  BrgAuction *auction;
  BrgContract contract;
  BrgSeat declarer;

  g_return_val_if_fail (situation != NULL, FALSE);
  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (BRG_IS_PLAY (play), FALSE);

  memset (situation, 0, sizeof *situation);
  if (!brg_dd_position_init_play (&situation->position, brg_board_get_deal (board), play,
                                  n_cards, error))
    return FALSE;

  situation->declarer = brg_play_get_declarer (play);
  if (brg_board_get_contract (board, &contract, &declarer) && !contract.passed_out)
    situation->level = contract.level;
  situation->total_tricks = (guint8) brg_card_set_count (situation->position.hands[0]
                                                         | situation->position.hands[1]
                                                         | situation->position.hands[2]
                                                         | situation->position.hands[3]);
  situation->total_tricks = (guint8) ((situation->total_tricks + n_cards + 3) / 4);
  situation->n_tricks = situation->position.tricks_won[0] + situation->position.tricks_won[1];

  for (guint seat = 0; seat < 4; seat++)
    situation->led_suit[seat] = -1;
  for (guint i = 0; i < n_cards; i += 4)
    {
      BrgSeat leader = brg_play_get_card_seat (play, i);

      if (BRG_SEAT_IS_VALID (leader) && situation->led_suit[leader] < 0)
        situation->led_suit[leader] = (gint8) BRG_CARD_SUIT (brg_play_get_card (play, i));
    }

  auction = brg_board_get_auction (board);
  if (auction != NULL)
    for (guint i = 0; i < brg_auction_get_n_calls (auction); i++)
      {
        BrgCall call = brg_auction_get_call (auction, i);
        BrgSeat seat = brg_auction_get_call_seat (auction, i);

        if (BRG_CALL_IS_BID (call) && BRG_CALL_STRAIN (call) != BRG_STRAIN_NOTRUMP
            && BRG_SEAT_IS_VALID (seat))
          situation->bid_suits[seat] |= 1u << BRG_CALL_STRAIN (call);
      }
  return TRUE;
}

/* The groups of equal cards */

typedef struct
{
  BrgCardSet cards;
  BrgCard    low;
  BrgCard    high;
  BrgSuit    suit;
} Group;

/* Cuts @legal into groups of cards that touch once the cards no longer in
 * play are left out: a card another hand holds, or one on the current
 * trick, stands between two groups. */
static guint
make_groups (const BrgDdPosition *position,
             BrgSeat              seat,
             BrgCardSet           legal,
             Group               *groups)
{
  BrgCardSet live = 0;
  guint n = 0;

  for (BrgSeat other = BRG_SEAT_NORTH; other <= BRG_SEAT_WEST; other++)
    if (other != seat)
      live |= position->hands[other];
  for (guint i = 0; i < position->n_played; i++)
    live |= BRG_CARD_SET_BIT (position->played[i]);

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      gboolean open = FALSE;

      for (BrgRank rank = BRG_RANK_TWO; rank <= BRG_RANK_ACE; rank++)
        {
          BrgCard card = BRG_CARD (suit, rank);

          if (brg_card_set_contains (legal, card))
            {
              if (!open)
                {
                  g_assert (n < BRG_PLAY_MAX_OPTIONS);
                  groups[n].cards = 0;
                  groups[n].low = card;
                  groups[n].suit = suit;
                  n++;
                  open = TRUE;
                }
              groups[n - 1].cards |= BRG_CARD_SET_BIT (card);
              groups[n - 1].high = card;
            }
          else if (brg_card_set_contains (live, card))
            open = FALSE;
        }
    }
  return n;
}

/* The ordering under way: each group once, in the order added. */
typedef struct
{
  const BrgPlaySituation *situation;
  BrgSeat                 seat;
  BrgCardSet              hand;
  Group                   groups[BRG_PLAY_MAX_OPTIONS];
  guint                   n_groups;
  guint                   used;          /* bits, by group */
  BrgPlayOption          *options;
  guint                   n_options;
} Order;

static void
add (Order         *order,
     guint          group,
     BrgCard        card,
     BrgPlayReason  reason)
{
  BrgPlayOption *option;

  if (order->used & (1u << group))
    return;
  order->used |= 1u << group;
  option = &order->options[order->n_options++];
  option->card = card;
  option->equals = order->groups[group].cards;
  option->reason = reason;
}

/* Adds the groups @keep accepts, lowest first (or highest first), each
 * by its lowest card (or its highest). */
typedef gboolean (*GroupFilter) (Order *order, guint group, gpointer data);

static void
add_sorted (Order         *order,
            GroupFilter    keep,
            gpointer       data,
            gboolean       highest_first,
            gboolean       top_card,
            BrgPlayReason  reason)
{
  guint index[BRG_PLAY_MAX_OPTIONS];
  guint n = 0;

  for (guint g = 0; g < order->n_groups; g++)
    if (!(order->used & (1u << g)) && (keep == NULL || keep (order, g, data)))
      index[n++] = g;
  /* By rank, then by suit: a few elements. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        const Group *a = &order->groups[index[j - 1]], *b = &order->groups[index[j]];
        int ra = BRG_CARD_RANK (a->low), rb = BRG_CARD_RANK (b->low);
        gboolean swap = highest_first ? (rb > ra || (rb == ra && b->suit > a->suit))
                                      : (rb < ra || (rb == ra && b->suit < a->suit));

        if (!swap)
          break;
        {
          guint t = index[j - 1];

          index[j - 1] = index[j];
          index[j] = t;
        }
      }
  for (guint i = 0; i < n; i++)
    {
      const Group *group = &order->groups[index[i]];

      add (order, index[i], top_card ? group->high : group->low, reason);
    }
}

static gboolean
is_defender (const BrgPlaySituation *situation,
             BrgSeat                 seat)
{
  return BRG_SEAT_IS_VALID (situation->declarer) && (seat & 1) != (situation->declarer & 1);
}

static BrgCardSet
suit_cards (BrgCardSet hand,
            BrgSuit    suit)
{
  return hand & BRG_CARD_SET_SUIT (suit);
}

/* A group that leads a sequence: two cards or more, the top a ten or
 * higher. */
static gboolean
is_sequence (Order    *order,
             guint     g,
             gpointer  data)
{
  const Group *group = &order->groups[g];

  return brg_card_set_count (group->cards) >= 2 && BRG_CARD_RANK (group->high) >= BRG_RANK_TEN;
}

/* A group holding the highest card of its suit still in play. */
static gboolean
is_winner (Order    *order,
           guint     g,
           gpointer  data)
{
  const BrgDdPosition *position = &order->situation->position;
  const Group *group = &order->groups[g];
  BrgCardSet others = 0;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (seat != order->seat)
      others |= position->hands[seat];
  others &= BRG_CARD_SET_SUIT (group->suit);
  return others == 0 || brg_card_set_highest (others) < group->high;
}

static gboolean
in_suit (Order    *order,
         guint     g,
         gpointer  data)
{
  return order->groups[g].suit == (BrgSuit) GPOINTER_TO_UINT (data);
}

static gboolean
is_spot (Order    *order,
         guint     g,
         gpointer  data)
{
  return BRG_CARD_RANK (order->groups[g].low) < BRG_RANK_TEN;
}

/* The group holding @card. */
static guint
group_of (Order   *order,
          BrgCard  card)
{
  for (guint g = 0; g < order->n_groups; g++)
    if (brg_card_set_contains (order->groups[g].cards, card))
      return g;
  g_assert_not_reached ();
  return 0;
}

static guint
count_hcp (BrgCardSet cards)
{
  guint hcp = 0;

  for (BrgCard c = brg_card_set_highest (cards); c != BRG_CARD_NONE;
       c = brg_card_set_next (cards, c))
    hcp += brg_rank_hcp (BRG_CARD_RANK (c));
  return hcp;
}

static gboolean
has_honour (BrgCardSet cards)
{
  return cards != 0 && BRG_CARD_RANK (brg_card_set_highest (cards)) >= BRG_RANK_QUEEN;
}

/* Partner's suit, when partner bid one suit or led one: from a doubleton
 * or without an honour the top, else a low card. */
static void
add_partners_suit (Order *order)
{
  const BrgPlaySituation *situation = order->situation;
  BrgSeat partner = brg_seat_partner (order->seat);
  int suit = situation->led_suit[partner];

  if (suit < 0)
    {
      guint bits = situation->bid_suits[partner];

      /* The last suit bid is as good a guess as any; one suit is sure. */
      for (int s = BRG_SUIT_SPADES; s >= BRG_SUIT_CLUBS && suit < 0; s--)
        if (bits & (1u << s))
          suit = s;
    }
  if (suit < 0)
    return;

  {
    BrgCardSet cards = suit_cards (order->hand, (BrgSuit) suit);

    if (cards == 0)
      return;
    if (brg_card_set_count (cards) <= 2 || !has_honour (cards))
      add_sorted (order, in_suit, GUINT_TO_POINTER (suit), TRUE, TRUE,
                  BRG_PLAY_REASON_PARTNERS_SUIT);
    else
      add_sorted (order, in_suit, GUINT_TO_POINTER (suit), FALSE, FALSE,
                  BRG_PLAY_REASON_PARTNERS_SUIT);
  }
}

/* The fourth highest card of the longest suit (the stronger of two as
 * long), when it has four. */
static void
add_fourth_best (Order *order,
                 int    trumps)
{
  int best = -1;
  guint best_length = 0, best_hcp = 0;

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      BrgCardSet cards = suit_cards (order->hand, suit);
      guint length = brg_card_set_count (cards);

      if ((int) suit == trumps || length < 4)
        continue;
      if (length > best_length || (length == best_length && count_hcp (cards) > best_hcp))
        {
          best = suit;
          best_length = length;
          best_hcp = count_hcp (cards);
        }
    }
  if (best >= 0)
    {
      BrgCardSet cards = suit_cards (order->hand, (BrgSuit) best);
      BrgCard card = brg_card_set_highest (cards);

      for (guint i = 0; i < 3; i++)
        card = brg_card_set_next (cards, card);
      add (order, group_of (order, card), card, BRG_PLAY_REASON_FOURTH_BEST);
    }
}

static void
rank_opening_lead (Order *order)
{
  int trumps = order->situation->position.trumps == BRG_STRAIN_NOTRUMP
               ? -1 : (int) order->situation->position.trumps;

  add_sorted (order, is_sequence, NULL, TRUE, TRUE, BRG_PLAY_REASON_TOP_OF_SEQUENCE);
  add_partners_suit (order);
  if (trumps < 0)
    add_fourth_best (order, trumps);
  else
    for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
      if ((int) suit != trumps && brg_card_set_count (suit_cards (order->hand, suit)) == 1)
        add (order, group_of (order, brg_card_set_highest (suit_cards (order->hand, suit))),
             brg_card_set_highest (suit_cards (order->hand, suit)), BRG_PLAY_REASON_SINGLETON);
  for (BrgSuit suit = BRG_SUIT_SPADES + 1; suit-- > BRG_SUIT_CLUBS;)
    {
      BrgCardSet cards = suit_cards (order->hand, suit);

      if ((int) suit != trumps && brg_card_set_count (cards) >= 2
          && BRG_CARD_RANK (brg_card_set_highest (cards)) < BRG_RANK_JACK)
        add (order, group_of (order, brg_card_set_highest (cards)), brg_card_set_highest (cards),
             BRG_PLAY_REASON_TOP_OF_NOTHING);
    }
  if (trumps >= 0)
    add_fourth_best (order, trumps);
  add_sorted (order, NULL, NULL, FALSE, FALSE, BRG_PLAY_REASON_LOW_LEAD);
}

static void
rank_lead (Order *order)
{
  const BrgPlaySituation *situation = order->situation;

  if (situation->n_tricks == 0 && is_defender (situation, order->seat))
    {
      rank_opening_lead (order);
      return;
    }
  if (is_defender (situation, order->seat))
    {
      add_sorted (order, is_sequence, NULL, TRUE, TRUE, BRG_PLAY_REASON_TOP_OF_SEQUENCE);
      add_partners_suit (order);
    }
  add_sorted (order, is_winner, NULL, TRUE, TRUE, BRG_PLAY_REASON_CASH_WINNER);
  add_sorted (order, NULL, NULL, FALSE, FALSE, BRG_PLAY_REASON_LOW_LEAD);
}

/* The trick so far: which of its cards wins. */
static guint
winning_index (const BrgDdPosition *position)
{
  guint best = 0;

  for (guint i = 1; i < position->n_played; i++)
    if (brg_card_beats (position->played[i], position->played[best], position->trumps))
      best = i;
  return best;
}

static gboolean
beats_trick (Order    *order,
             guint     g,
             gpointer  data)
{
  const BrgDdPosition *position = &order->situation->position;

  return brg_card_beats (order->groups[g].low, position->played[winning_index (position)],
                         position->trumps);
}

static gboolean
loses_trick (Order    *order,
             guint     g,
             gpointer  data)
{
  return !beats_trick (order, g, data);
}

static gboolean
beats_with_honour (Order    *order,
                   guint     g,
                   gpointer  data)
{
  return beats_trick (order, g, data) && BRG_CARD_RANK (order->groups[g].low) >= BRG_RANK_JACK;
}

/* Losing cards that signal: a defender's high spot card first for
 * @high_first, then the others from the lowest. */
static void
add_signal (Order         *order,
            gboolean       high_first,
            BrgPlayReason  high_reason,
            BrgPlayReason  low_reason)
{
  if (high_first)
    {
      guint n_spots = 0;

      for (guint g = 0; g < order->n_groups; g++)
        if (!(order->used & (1u << g)) && loses_trick (order, g, NULL) && is_spot (order, g, NULL))
          n_spots++;
      /* A signal needs a lower card to follow it. */
      if (n_spots >= 2)
        {
          guint best = G_MAXUINT;

          for (guint g = 0; g < order->n_groups; g++)
            if (!(order->used & (1u << g)) && loses_trick (order, g, NULL)
                && is_spot (order, g, NULL)
                && (best == G_MAXUINT || order->groups[g].high > order->groups[best].high))
              best = g;
          add (order, best, order->groups[best].high, high_reason);
        }
    }
  add_sorted (order, loses_trick, NULL, FALSE, FALSE, low_reason);
}

static void
rank_follow (Order *order)
{
  const BrgPlaySituation *situation = order->situation;
  const BrgDdPosition *position = &situation->position;
  BrgSeat leader = position->leader;
  BrgSuit led = BRG_CARD_SUIT (position->played[0]);
  guint winner = winning_index (position);
  gboolean partner_winning = (leader + winner) % 4 == brg_seat_partner (order->seat);
  gboolean defender = is_defender (situation, order->seat);
  /* Count when the declaring side leads; attitude on partner's lead. */
  gboolean count = defender && !is_defender (situation, leader);
  gboolean even = brg_card_set_count (suit_cards (order->hand, led)) % 2 == 0;
  BrgCard led_card = position->played[0];

  switch (position->n_played)
    {
    case 1:
      if (count && even)
        add_signal (order, TRUE, BRG_PLAY_REASON_COUNT_EVEN, BRG_PLAY_REASON_SECOND_HAND_LOW);
      else
        add_sorted (order, loses_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_SECOND_HAND_LOW);
      if (BRG_CARD_RANK (led_card) >= BRG_RANK_JACK)
        add_sorted (order, beats_with_honour, NULL, FALSE, FALSE, BRG_PLAY_REASON_COVER_HONOUR);
      add_sorted (order, beats_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_WIN_CHEAPLY);
      break;

    case 2:
      if (partner_winning)
        {
          if (defender)
            {
              gboolean honour = has_honour (suit_cards (order->hand, led));

              add_signal (order, honour, BRG_PLAY_REASON_ENCOURAGE,
                          honour ? BRG_PLAY_REASON_PARTNER_WINNING : BRG_PLAY_REASON_DISCOURAGE);
            }
          add_sorted (order, loses_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_PARTNER_WINNING);
          add_sorted (order, beats_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_HIGHER_CARD);
        }
      else
        {
          add_sorted (order, beats_trick, NULL, TRUE, FALSE, BRG_PLAY_REASON_THIRD_HAND_HIGH);
          add_sorted (order, loses_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_LOW_CARD);
        }
      break;

    default:
      if (partner_winning)
        {
          add_sorted (order, loses_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_PARTNER_WINNING);
          add_sorted (order, beats_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_HIGHER_CARD);
        }
      else
        {
          add_sorted (order, beats_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_WIN_CHEAPLY);
          if (count)
            add_signal (order, even, BRG_PLAY_REASON_COUNT_EVEN,
                        even ? BRG_PLAY_REASON_LOW_CARD : BRG_PLAY_REASON_COUNT_ODD);
          add_sorted (order, loses_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_LOW_CARD);
        }
      break;
    }
  add_sorted (order, NULL, NULL, FALSE, FALSE, BRG_PLAY_REASON_HIGHER_CARD);
}

/* Discards from the suits that matter least first: no honour, then the
 * longest; from each the lowest card. */
static void
add_discards (Order *order,
              int    trumps)
{
  BrgSuit suits[4];
  guint n = 0;

  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    if ((int) suit != trumps && suit_cards (order->hand, suit) != 0)
      suits[n++] = suit;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        BrgCardSet a = suit_cards (order->hand, suits[j - 1]);
        BrgCardSet b = suit_cards (order->hand, suits[j]);
        gboolean swap = has_honour (a) != has_honour (b)
                        ? has_honour (a)
                        : brg_card_set_count (b) > brg_card_set_count (a);

        if (!swap)
          break;
        {
          BrgSuit t = suits[j - 1];

          suits[j - 1] = suits[j];
          suits[j] = t;
        }
      }
  for (guint i = 0; i < n; i++)
    add_sorted (order, in_suit, GUINT_TO_POINTER (suits[i]), FALSE, FALSE,
                BRG_PLAY_REASON_DISCARD);
}

static void
rank_void (Order *order)
{
  const BrgDdPosition *position = &order->situation->position;
  int trumps = position->trumps == BRG_STRAIN_NOTRUMP ? -1 : (int) position->trumps;
  guint winner = winning_index (position);
  gboolean partner_winning = (position->leader + winner) % 4 == brg_seat_partner (order->seat);

  if (trumps >= 0 && !partner_winning)
    add_sorted (order, beats_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_RUFF);
  add_discards (order, trumps);
  if (trumps >= 0)
    add_sorted (order, beats_trick, NULL, FALSE, FALSE, BRG_PLAY_REASON_RUFF);
  add_sorted (order, NULL, NULL, FALSE, FALSE, BRG_PLAY_REASON_DISCARD);
}

/* splitmix64: a good mix of a 64-bit state, the one step of the
 * generator. */
static guint64
mix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/**
 * brg_play_random_key:
 * @seed: the seed the user gave
 * @stream: one stream a deal, such as the board's place in the file
 * @n_cards: the cards played before the choice
 *
 * Makes the key of one random choice, so that every choice of a play
 * depends only on the seed, the deal and the moment, not on the order in
 * which the computer made them.
 *
 * Returns: the key for brg_play_situation_rank()
 */
guint64
brg_play_random_key (guint64 seed,
                     guint64 stream,
                     guint   n_cards)
{
  guint64 state = seed;
  guint64 key = mix (&state);

  state = key ^ stream;
  key = mix (&state);
  state = key ^ n_cards;
  return mix (&state);
}

/**
 * brg_play_situation_rank:
 * @situation: the situation of the player on turn
 * @random_key: (nullable): a key from brg_play_random_key() for an order
 *   at random, %NULL for the natural order
 * @options: (out caller-allocates) (array fixed-size=13): the options
 *
 * Puts the cards the player on turn may play in the order the computer
 * tries them: each group of equal cards once, as the card a player would
 * choose from it, with the reason. The first of them that keeps the most
 * tricks is the computer's card. One option means the card is forced.
 *
 * Returns: the number of options, 1 to 13
 */
guint
brg_play_situation_rank (const BrgPlaySituation *situation,
                         const guint64          *random_key,
                         BrgPlayOption          *options)
{
  const BrgDdPosition *position;
  BrgCardSet legal;
  Order order = { 0 };

  g_return_val_if_fail (situation != NULL, 0);
  g_return_val_if_fail (options != NULL, 0);

  position = &situation->position;
  order.situation = situation;
  order.seat = brg_dd_position_get_turn (position);
  order.hand = position->hands[order.seat];
  order.options = options;
  legal = brg_dd_position_get_legal (position);
  order.n_groups = make_groups (position, order.seat, legal, order.groups);
  g_return_val_if_fail (order.n_groups > 0, 0);

  if (random_key != NULL)
    {
      guint64 state = *random_key;
      guint index[BRG_PLAY_MAX_OPTIONS];

      for (guint g = 0; g < order.n_groups; g++)
        index[g] = g;
      for (guint g = order.n_groups; g > 1; g--)
        {
          guint j = (guint) (mix (&state) % g);
          guint t = index[g - 1];

          index[g - 1] = index[j];
          index[j] = t;
        }
      for (guint g = 0; g < order.n_groups; g++)
        add (&order, index[g], order.groups[index[g]].low, BRG_PLAY_REASON_RANDOM);
    }
  else if (position->n_played == 0)
    rank_lead (&order);
  else if (suit_cards (order.hand, BRG_CARD_SUIT (position->played[0])) != 0)
    rank_follow (&order);
  else
    rank_void (&order);

  g_assert (order.n_options == order.n_groups);
  if (order.n_options == 1)
    options[0].reason = brg_card_set_count (legal) == 1 ? BRG_PLAY_REASON_ONLY_CARD
                                                        : BRG_PLAY_REASON_ALL_EQUAL;
  return order.n_options;
}

/**
 * brg_play_options_choose:
 * @situation: the situation the options were ranked in
 * @options: (array length=n_options): the options, in their order
 * @n_options: how many
 * @values: the value of each card, from brg_solver_card_values_finish()
 * @reason: (out): why the option chosen is played
 *
 * Chooses the first option that keeps the most tricks. When it is the only
 * one among several, its reason says so: the only card that beats the
 * contract, makes it, or keeps the most tricks.
 *
 * Returns: the index of the option chosen
 */
guint
brg_play_options_choose (const BrgPlaySituation *situation,
                         const BrgPlayOption    *options,
                         guint                   n_options,
                         const BrgDdCardValues  *values,
                         BrgPlayReason          *reason)
{
  guint chosen = G_MAXUINT, n_best = 0;
  int second = -1;

  g_return_val_if_fail (situation != NULL, 0);
  g_return_val_if_fail (options != NULL && n_options > 0, 0);
  g_return_val_if_fail (values != NULL, 0);

  for (guint i = 0; i < n_options; i++)
    {
      int tricks = values->tricks[options[i].card];

      if (tricks == values->best)
        {
          n_best++;
          if (chosen == G_MAXUINT)
            chosen = i;
        }
      else
        second = MAX (second, tricks);
    }
  g_return_val_if_fail (chosen != G_MAXUINT, 0);

  *reason = options[chosen].reason;
  if (n_best == 1 && n_options > 1 && options[chosen].reason != BRG_PLAY_REASON_RANDOM)
    {
      BrgSeat seat = brg_dd_position_get_turn (&situation->position);
      gboolean declaring = BRG_SEAT_IS_VALID (situation->declarer)
                           && (seat & 1) == (situation->declarer & 1);
      /* The tricks the side on turn needs: the contract's, or enough to
       * beat it. Only with a whole deal's 13 tricks. */
      int need = situation->level == 0 || situation->total_tricks != 13
                 ? -1
                 : declaring ? situation->level + 6 : 8 - situation->level;

      if (need >= 0 && values->best >= need && second < need)
        *reason = declaring ? BRG_PLAY_REASON_MAKES_CONTRACT : BRG_PLAY_REASON_BEATS_CONTRACT;
      else
        *reason = BRG_PLAY_REASON_BEST_TRICKS;
    }
  return chosen;
}
