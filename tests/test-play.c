/* test-play.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-core.h"

/* A real deal, played in hearts by East with South on lead:
 *   North AK73.QT2.J98.654   East QJ9.AK87.K2.AQJ3
 *   South T842.J9.AQ754.K2   West 65.6543.T63.T987 */
#define DEAL_PBN "N:AK73.QT2.J98.654 QJ9.AK87.K2.AQJ3 T842.J9.AQ754.K2 65.6543.T63.T987"

/* The 52 cards in the order played, one trick a group. */
static const char *full_play =
  "DA D3 D8 D2  D4 D6 D9 DK  HA H9 H3 H2  HK HJ H4 HT  H8 D5 H5 HQ  "
  "SA S9 S2 S5  SK SJ S4 S6  C4 CJ CK C7  DQ DT DJ H7  CA C2 C8 C5  "
  "CQ S8 C9 C6  C3 D7 CT S3  H6 S7 SQ ST";
/* Who played each card. */
static const char *full_seats =
  "SWNE SWNE ESWN ESWN ESWN NESW NESW NESW SWNE ESWN ESWN ESWN WNES";
/* Who won each trick in hearts: NS 5, EW 8. */
static const char *full_winners = "SEEENNNSEEEWW";
/* The same cards in notrump: South's ♦Q wins trick 9, NS 6, EW 7. */
static const char *full_winners_nt = "SEEENNNSSEEWW";

/* PBN §3.10: an end position of 3-card hands. */
#define END_PBN "N:A.K.Q. K2.3.. Q..A.2 .A.K.A"

static BrgCard
card (const char *text)
{
  BrgCard c;

  if (g_strcmp0 (text, "-") == 0)
    return BRG_CARD_UNKNOWN;
  g_assert_true (brg_card_from_pbn (text, &c));
  return c;
}

static BrgSeat
seat_of (char letter)
{
  char text[2] = { letter, '\0' };
  BrgSeat seat;

  g_assert_true (brg_seat_from_pbn (text, &seat));
  return seat;
}

static BrgCardSet
cards (const char *text)
{
  g_auto(GStrv) tokens = g_strsplit (text, " ", -1);
  BrgCardSet set = BRG_CARD_SET_EMPTY;

  for (guint i = 0; tokens[i] != NULL; i++)
    if (tokens[i][0] != '\0')
      set |= BRG_CARD_SET_BIT (card (tokens[i]));

  return set;
}

/* Plays space-separated cards (`-` for unknown) by the seats in turn. */
static void
play_cards (BrgPlay    *play,
            const char *text)
{
  g_auto(GStrv) tokens = g_strsplit (text, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      if (tokens[i][0] == '\0')
        continue;
      if (!brg_play_play_card (play, card (tokens[i]), &error))
        g_error ("playing %s (card %u): %s", tokens[i], i, error->message);
    }
}

static BrgDeal *
new_deal (const char *text)
{
  g_autoptr(GError) error = NULL;
  BrgDeal *deal = brg_deal_new_from_pbn (text, &error);

  g_assert_no_error (error);
  return deal;
}

static void
assert_refused (BrgPlay       *play,
                BrgSeat        seat,
                const char    *card_text,
                BrgPlayFlags   flags,
                int            code)
{
  g_autoptr(GError) error = NULL;
  guint n_cards = brg_play_get_n_cards (play);

  g_assert_false (brg_play_check_card (play, seat, card (card_text), flags, &error));
  g_assert_error (error, BRG_MODEL_ERROR, code);
  g_clear_error (&error);
  g_assert_false (brg_play_play_card_full (play, seat, card (card_text), flags, &error));
  g_assert_error (error, BRG_MODEL_ERROR, code);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, n_cards);
}

static void
assert_allowed (BrgPlay      *play,
                BrgSeat       seat,
                const char   *card_text,
                BrgPlayFlags  flags)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (brg_play_check_card (play, seat, card (card_text), flags, &error));
  g_assert_no_error (error);
}

typedef struct
{
  guint count;
  guint last;
} Counter;

static void
count_uint_cb (GObject *object,
               guint    value,
               Counter *counter)
{
  counter->count++;
  counter->last = value;
}

static void
count_cb (GObject *object,
          Counter *counter)
{
  counter->count++;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 Counter    *counter)
{
  counter->count++;
}

static void
test_play_new (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_SPADES);

  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_declarer (play), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_trumps (play), ==, BRG_STRAIN_SPADES);
  g_assert_null (brg_play_get_deal (play));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 0);
  g_assert_cmpuint (brg_play_get_n_tricks (play), ==, 0);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 0);
  g_assert_cmpuint (brg_play_get_total_tricks (play), ==, 13);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_trick_leader (play, 0), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_NONE);
  g_assert_cmpint (brg_play_get_trick_card (play, 0, BRG_SEAT_WEST), ==, BRG_CARD_NONE);
  g_assert_cmpint (brg_play_get_claim (play), ==, -1);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 0);
  g_assert_false (brg_play_is_complete (play));
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_NONE);
  g_assert_cmphex (brg_play_get_remaining (play, BRG_SEAT_NORTH), ==, BRG_CARD_SET_EMPTY);
  g_assert_cmpuint (brg_play_get_n_notes (play), ==, 0);
  g_assert_false (brg_play_remove_last_card (play));

  g_assert_finalize_object (g_steal_pointer (&play));
}

typedef struct
{
  const char *name;
  BrgStrain   trumps;
  const char *cards;   /* North leads, then East, South, West */
  BrgSeat     winner;
} TrickCase;

static const TrickCase trick_cases[] = {
  { "notrump-high-card", BRG_STRAIN_NOTRUMP, "S5 SK S2 SA", BRG_SEAT_WEST },
  { "notrump-discard", BRG_STRAIN_NOTRUMP, "S5 HA S9 D2", BRG_SEAT_SOUTH },
  { "notrump-leader-wins", BRG_STRAIN_NOTRUMP, "C3 DA HA SA", BRG_SEAT_NORTH },
  { "ruff", BRG_STRAIN_HEARTS, "S5 SK H2 SA", BRG_SEAT_SOUTH },
  { "overruff", BRG_STRAIN_HEARTS, "S5 H3 H7 SA", BRG_SEAT_SOUTH },
  { "underruff", BRG_STRAIN_SPADES, "HA S9 S2 HK", BRG_SEAT_EAST },
  { "discard-in-trump-contract", BRG_STRAIN_HEARTS, "S5 D2 S9 C3", BRG_SEAT_SOUTH },
  { "trump-led", BRG_STRAIN_HEARTS, "HQ HA H2 S9", BRG_SEAT_EAST },
  { "low-trump-led", BRG_STRAIN_HEARTS, "H2 SA DA CA", BRG_SEAT_NORTH },
  { "lowest-trump-ruffs", BRG_STRAIN_CLUBS, "DA D2 C2 D4", BRG_SEAT_SOUTH },
  { "no-trump-played", BRG_STRAIN_SPADES, "DK D2 DA D4", BRG_SEAT_SOUTH },
};

static void
test_play_trick_winner (gconstpointer data)
{
  const TrickCase *tc = data;
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, tc->trumps);
  BrgSide side = brg_seat_side (tc->winner);

  play_cards (play, tc->cards);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 1);
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, tc->winner);
  g_assert_cmpuint (brg_play_get_tricks_won (play, side), ==, 1);
  g_assert_cmpuint (brg_play_get_tricks_won (play, !side), ==, 0);
  /* The winner leads the next trick. */
  g_assert_cmpint (brg_play_get_next_seat (play), ==, tc->winner);
  g_assert_cmpint (brg_play_get_trick_leader (play, 1), ==, tc->winner);

  g_assert_finalize_object (g_steal_pointer (&play));
}

static void
assert_winners (BrgPlay    *play,
                const char *winners)
{
  guint ns = 0;

  for (guint trick = 0; winners[trick] != '\0'; trick++)
    {
      BrgSeat winner = seat_of (winners[trick]);

      g_assert_cmpint (brg_play_get_trick_winner (play, trick), ==, winner);
      if (brg_seat_side (winner) == BRG_SIDE_NS)
        ns++;
    }
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_NS), ==, ns);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_EW), ==, 13 - ns);
}

/* A whole board of 52 cards, checked against the hands. */
static void
test_play_full_deal (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_HEARTS);
  g_auto(GStrv) tokens = g_strsplit (full_play, " ", -1);
  g_autoptr(GError) error = NULL;
  guint position = 0;

  brg_play_set_deal (play, deal);
  g_assert_cmpint (brg_play_get_declarer (play), ==, BRG_SEAT_EAST);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      BrgCard c;

      if (tokens[i][0] == '\0')
        continue;
      c = card (tokens[i]);

      /* Each trick is led by the winner of the one before. */
      if (position % 4 == 0 && position > 0)
        g_assert_cmpint (brg_play_get_next_seat (play), ==,
                         brg_play_get_trick_winner (play, position / 4 - 1));
      g_assert_cmpint (brg_play_get_next_seat (play), ==, brg_deal_get_holder (deal, c));
      g_assert_false (brg_play_is_complete (play));

      g_assert_true (brg_play_play_card (play, c, &error));
      g_assert_no_error (error);
      position++;
    }
  g_assert_cmpuint (position, ==, 52);

  for (guint i = 0, p = 0; full_seats[i] != '\0'; i++)
    if (full_seats[i] != ' ')
      {
        g_assert_cmpint (brg_play_get_card_seat (play, p), ==, seat_of (full_seats[i]));
        g_assert_cmpint (brg_play_get_card_flags (play, p), ==, BRG_PLAY_FLAGS_NONE);
        p++;
      }

  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 52);
  g_assert_cmpuint (brg_play_get_n_tricks (play), ==, 13);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 13);
  assert_winners (play, full_winners);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_NS), ==, 5);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_EW), ==, 8);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 8);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_NONE);

  g_assert_cmpint (brg_play_get_trick_leader (play, 8), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_trick_card (play, 8, BRG_SEAT_EAST), ==, card ("H7"));
  g_assert_cmpint (brg_play_get_trick_card (play, 12, BRG_SEAT_WEST), ==, card ("H6"));
  g_assert_cmpint (brg_play_get_card (play, 51), ==, card ("ST"));
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmphex (brg_play_get_remaining (play, seat), ==, BRG_CARD_SET_EMPTY);

  assert_refused (play, BRG_SEAT_WEST, "-", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_PLAY_COMPLETE);
  g_assert_false (brg_play_play_card (play, BRG_CARD_UNKNOWN, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_COMPLETE);
  g_clear_error (&error);

  /* Winners follow the trumps; the cards keep their seats. */
  brg_play_set_trumps (play, BRG_STRAIN_NOTRUMP);
  assert_winners (play, full_winners_nt);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 7);
  g_assert_cmpint (brg_play_get_card_seat (play, 35), ==, BRG_SEAT_EAST);
  brg_play_set_trumps (play, BRG_STRAIN_HEARTS);
  assert_winners (play, full_winners);

  /* A new leader moves the declarer, not the cards. */
  brg_play_set_leader (play, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_declarer (play), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_card_seat (play, 0), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 8);
  brg_play_set_leader (play, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 5);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* Legality against known hands. */
static void
test_play_follow_suit (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_HEARTS);

  brg_play_set_deal (play, deal);

  assert_refused (play, BRG_SEAT_NORTH, "SA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_NOT_YOUR_TURN);
  assert_refused (play, BRG_SEAT_SOUTH, "SA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_NOT_HELD);
  play_cards (play, "DA");

  /* West holds diamonds. */
  assert_refused (play, BRG_SEAT_WEST, "H6", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  assert_refused (play, BRG_SEAT_WEST, "SA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_NOT_HELD);
  assert_refused (play, BRG_SEAT_WEST, "DA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_PLAYED);
  assert_refused (play, BRG_SEAT_EAST, "D2", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_NOT_YOUR_TURN);
  /* A lead out of turn is no excuse in the middle of a trick. */
  assert_refused (play, BRG_SEAT_EAST, "D2", BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN,
                  BRG_MODEL_ERROR_NOT_YOUR_TURN);
  assert_allowed (play, BRG_SEAT_WEST, "H6", BRG_PLAY_FLAGS_REVOKE);
  assert_allowed (play, BRG_SEAT_WEST, "-", BRG_PLAY_FLAGS_NONE);
  assert_allowed (play, BRG_SEAT_WEST, "D3", BRG_PLAY_FLAGS_NONE);
  assert_allowed (play, BRG_SEAT_WEST, "DT", BRG_PLAY_FLAGS_NONE);
  play_cards (play, "D3 D8 D2");

  g_assert_cmphex (brg_play_get_remaining (play, BRG_SEAT_SOUTH), ==,
                   cards ("ST S8 S4 S2 HJ H9 DQ D7 D5 D4 CK C2"));
  g_assert_cmphex (brg_play_get_remaining (play, BRG_SEAT_EAST), ==,
                   cards ("SQ SJ S9 HA HK H8 H7 DK CA CQ CJ C3"));
  assert_refused (play, BRG_SEAT_SOUTH, "DA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_PLAYED);

  /* Up to East's ♥8 in trick 5: South has no heart left and may discard. */
  play_cards (play, "D4 D6 D9 DK  HA H9 H3 H2  HK HJ H4 HT  H8");
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  assert_allowed (play, BRG_SEAT_SOUTH, "D5", BRG_PLAY_FLAGS_NONE);
  assert_allowed (play, BRG_SEAT_SOUTH, "S2", BRG_PLAY_FLAGS_NONE);
  assert_allowed (play, BRG_SEAT_SOUTH, "CK", BRG_PLAY_FLAGS_NONE);
  play_cards (play, "D5");
  /* West still has hearts; North too. */
  assert_refused (play, BRG_SEAT_WEST, "S5", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  play_cards (play, "H5");
  assert_refused (play, BRG_SEAT_NORTH, "SA", BRG_PLAY_FLAGS_NONE,
                  BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  play_cards (play, "HQ");
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_NORTH);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* Without a deal only the turn and cards played twice are checked. */
static void
test_play_no_deal (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);

  play_cards (play, "SA HA DA CA");
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_EAST);
  assert_refused (play, BRG_SEAT_EAST, "HA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_PLAYED);
  assert_refused (play, BRG_SEAT_SOUTH, "HK", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_NOT_YOUR_TURN);
  assert_allowed (play, BRG_SEAT_EAST, "HK", BRG_PLAY_FLAGS_NONE);
  g_assert_cmphex (brg_play_get_remaining (play, BRG_SEAT_EAST), ==, BRG_CARD_SET_EMPTY);

  g_assert_finalize_object (g_steal_pointer (&play));
}

/* A card in no known hand passes; one in another known hand does not. */
static void
test_play_partial_deal (void)
{
  g_autoptr(BrgDeal) deal = new_deal ("N:AK73.QT2.J98.654 - - -");
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);

  brg_play_set_deal (play, deal);
  assert_refused (play, BRG_SEAT_EAST, "SA", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_NOT_HELD);
  play_cards (play, "SQ S2 S5");
  /* North must follow from its known spades... */
  assert_refused (play, BRG_SEAT_NORTH, "D8", BRG_PLAY_FLAGS_NONE,
                  BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  play_cards (play, "S3");
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_EAST);
  /* ...while East's unknown hand may discard anything not North's. */
  play_cards (play, "C2");
  assert_allowed (play, BRG_SEAT_SOUTH, "H3", BRG_PLAY_FLAGS_NONE);
  assert_refused (play, BRG_SEAT_SOUTH, "HQ", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_NOT_HELD);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.6: `-` is an unknown card; its trick has no known winner. */
static void
test_play_unknown_cards (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);
  g_autoptr(GError) error = NULL;

  play_cards (play, "S2 - S4 S5");
  g_assert_cmpint (brg_play_get_card (play, 1), ==, BRG_CARD_UNKNOWN);
  g_assert_cmpint (brg_play_get_card_seat (play, 1), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 1);
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_NONE);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_NS), ==, 0);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_EW), ==, 0);

  /* Nobody knows who leads next: any seat, but only when given. */
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_NONE);
  g_assert_cmpint (brg_play_get_trick_leader (play, 1), ==, BRG_SEAT_NONE);
  g_assert_false (brg_play_play_card (play, card ("SA"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  assert_allowed (play, BRG_SEAT_NORTH, "SA", BRG_PLAY_FLAGS_NONE);
  assert_allowed (play, BRG_SEAT_WEST, "SA", BRG_PLAY_FLAGS_NONE);
  assert_refused (play, BRG_SEAT_WEST, "S4", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_PLAYED);

  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_EAST, card ("SA"), BRG_PLAY_FLAGS_NONE,
                                          &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_play_get_trick_leader (play, 1), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  play_cards (play, "S6 - S8");
  g_assert_cmpint (brg_play_get_card_seat (play, 7), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_trick_winner (play, 1), ==, BRG_SEAT_NONE);

  /* An unknown card passes the hand checks too, and a lead that is
   * unknown frees the others from following suit. */
  brg_play_set_deal (play, deal);
  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_SOUTH, BRG_CARD_UNKNOWN,
                                          BRG_PLAY_FLAGS_NONE, &error));
  g_assert_no_error (error);
  assert_allowed (play, BRG_SEAT_WEST, "H6", BRG_PLAY_FLAGS_NONE);
  play_cards (play, "H6 HQ HA");
  g_assert_cmpint (brg_play_get_trick_winner (play, 2), ==, BRG_SEAT_NONE);

  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_EAST, card ("CA"), BRG_PLAY_FLAGS_NONE,
                                          &error));
  play_cards (play, "C2 C7 C4");
  g_assert_cmpint (brg_play_get_trick_winner (play, 3), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_EW), ==, 1);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_NS), ==, 0);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_EAST);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.9 (C): "CA ^R S6 C3 C4", West leads the ♣A and North, who holds a
 * club, discards the ♠6: a revoke kept as data. */
static void
test_play_revoke (void)
{
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_NOTRUMP);
  g_autoptr(GError) error = NULL;

  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_NORTH, cards ("S6 CK"), &error));
  g_assert_no_error (error);
  brg_play_set_deal (play, deal);

  play_cards (play, "CA");
  assert_refused (play, BRG_SEAT_NORTH, "S6", BRG_PLAY_FLAGS_NONE,
                  BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_NORTH, card ("S6"), BRG_PLAY_FLAGS_REVOKE,
                                          &error));
  g_assert_no_error (error);
  play_cards (play, "C3 C4");

  g_assert_cmpint (brg_play_get_card_flags (play, 0), ==, BRG_PLAY_FLAGS_NONE);
  g_assert_cmpint (brg_play_get_card_flags (play, 1), ==, BRG_PLAY_FLAGS_REVOKE);
  g_assert_cmpint (brg_play_get_card_seat (play, 1), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_WEST);
  g_assert_cmphex (brg_play_get_remaining (play, BRG_SEAT_NORTH), ==, cards ("CK"));

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* PBN §3.9 (D): "CA C2 ^L C3 C4", West should lead but East leads the ♣3;
 * South, West and North follow clockwise from East. */
static void
test_play_lead_out_of_turn (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_SPADES);
  g_autoptr(GError) error = NULL;

  assert_refused (play, BRG_SEAT_EAST, "C3", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_NOT_YOUR_TURN);
  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_EAST, card ("C3"),
                                          BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN, &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  assert_refused (play, BRG_SEAT_NORTH, "C4", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_NOT_YOUR_TURN);
  play_cards (play, "C4 CA C2");

  g_assert_cmpint (brg_play_get_card_flags (play, 0), ==, BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN);
  g_assert_cmpint (brg_play_get_trick_leader (play, 0), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_play_get_card_seat (play, 2), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_card_seat (play, 3), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_trick_card (play, 0, BRG_SEAT_NORTH), ==, card ("C2"));
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_WEST);
  /* The opening leader and the declarer stay as they were. */
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_play_get_declarer (play), ==, BRG_SEAT_SOUTH);

  /* A later trick may be led out of turn too. */
  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_SOUTH, card ("D3"),
                                          BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN, &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_WEST);

  g_assert_finalize_object (g_steal_pointer (&play));
}

/* PBN §3.10: an end position of 3-card hands makes a 3-trick play. */
static void
test_play_end_position (void)
{
  g_autoptr(BrgDeal) deal = new_deal (END_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_NOTRUMP);
  Counter complete = { 0, };

  g_signal_connect (play, "notify::complete", G_CALLBACK (count_notify_cb), &complete);
  brg_play_set_deal (play, deal);
  g_assert_cmpuint (brg_play_get_total_tricks (play), ==, 3);
  g_assert_cmpint (brg_play_get_declarer (play), ==, BRG_SEAT_SOUTH);

  play_cards (play, "HA HK H3");
  /* South has no heart: the ♦A is a discard. */
  assert_allowed (play, BRG_SEAT_SOUTH, "C2", BRG_PLAY_FLAGS_NONE);
  play_cards (play, "DA");
  g_assert_cmpuint (brg_play_get_total_tricks (play), ==, 3);
  play_cards (play, "DK");
  assert_refused (play, BRG_SEAT_NORTH, "SA", BRG_PLAY_FLAGS_NONE,
                  BRG_MODEL_ERROR_MUST_FOLLOW_SUIT);
  play_cards (play, "DQ S2 C2  CA SA SK");
  g_assert_false (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 0);
  play_cards (play, "SQ");

  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 1);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 3);
  g_assert_cmpuint (brg_play_get_total_tricks (play), ==, 3);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_EW), ==, 3);
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_NS), ==, 0);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 0);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_NONE);
  assert_refused (play, BRG_SEAT_WEST, "C3", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_PLAY_COMPLETE);

  /* Undoing the last card reopens the play. */
  g_assert_true (brg_play_remove_last_card (play));
  g_assert_false (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 2);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* A deal that turns into an end position, or stops being one, changes
 * whether the play is complete. */
static void
test_play_deal_changes (void)
{
  g_autoptr(BrgDeal) deal = new_deal (END_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_NOTRUMP);
  Counter complete = { 0, };

  g_signal_connect (play, "notify::complete", G_CALLBACK (count_notify_cb), &complete);
  play_cards (play, "HA HK H3 DA  DK DQ S2 C2  CA SA SK SQ");
  g_assert_false (brg_play_is_complete (play));

  brg_play_set_deal (play, deal);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 1);

  for (guint seat = 0; seat < 4; seat++)
    brg_deal_forget_hand (deal, seat);
  g_assert_cmpuint (brg_play_get_total_tricks (play), ==, 13);
  g_assert_false (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 2);

  /* Once the deal is gone from the play, its changes no longer matter. */
  brg_play_set_deal (play, NULL);
  g_assert_true (brg_deal_set_from_pbn (deal, END_PBN, NULL));
  g_assert_false (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 2);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_play_claim (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_HEARTS);
  g_autoptr(GError) error = NULL;
  Counter complete = { 0, };
  Counter claim = { 0, };

  brg_play_set_deal (play, deal);
  g_signal_connect (play, "notify::complete", G_CALLBACK (count_notify_cb), &complete);
  g_signal_connect (play, "notify::claim", G_CALLBACK (count_notify_cb), &claim);

  /* After four tricks, East-West have won three and nine remain. */
  play_cards (play, "DA D3 D8 D2  D4 D6 D9 DK  HA H9 H3 H2  HK HJ H4 HT");
  g_assert_false (brg_play_claim (play, 10, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_CLAIM);
  g_clear_error (&error);
  g_assert_cmpint (brg_play_get_claim (play), ==, -1);
  g_assert_false (brg_play_is_complete (play));

  g_assert_true (brg_play_claim (play, 9, &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_play_get_claim (play), ==, 9);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 12);
  g_assert_cmpuint (complete.count, ==, 1);
  g_assert_cmpuint (claim.count, ==, 1);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_NONE);
  assert_refused (play, BRG_SEAT_EAST, "H8", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_PLAY_COMPLETE);
  g_assert_false (brg_play_play_card (play, card ("H8"), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_PLAY_COMPLETE);
  g_clear_error (&error);

  /* The same claim again changes nothing. */
  g_assert_true (brg_play_claim (play, 9, NULL));
  g_assert_cmpuint (claim.count, ==, 1);

  brg_play_clear_claim (play);
  brg_play_clear_claim (play);
  g_assert_cmpint (brg_play_get_claim (play), ==, -1);
  g_assert_false (brg_play_is_complete (play));
  g_assert_cmpuint (complete.count, ==, 2);
  g_assert_cmpuint (claim.count, ==, 2);
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 3);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_EAST);

  /* The trick in progress is one of those claimed. */
  play_cards (play, "H8");
  g_assert_false (brg_play_claim (play, 10, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_CLAIM);
  g_clear_error (&error);
  g_assert_true (brg_play_claim (play, 9, NULL));
  /* A new claim replaces the old; a claim of none concedes the rest. */
  g_assert_true (brg_play_claim (play, 0, NULL));
  g_assert_cmpint (brg_play_get_claim (play), ==, 0);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 3);
  g_assert_cmpuint (claim.count, ==, 4);
  g_assert_cmpuint (complete.count, ==, 3);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

/* After the last trick nothing remains to claim. */
static void
test_play_claim_after_last_trick (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_HEARTS);
  g_autoptr(GError) error = NULL;

  brg_play_set_deal (play, deal);
  play_cards (play, full_play);
  g_assert_false (brg_play_claim (play, 1, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_CLAIM);
  g_assert_true (brg_play_claim (play, 0, NULL));
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 8);

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_play_remove_last_card (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_HEARTS);
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr(GError) error = NULL;
  Counter removed = { 0, };
  Counter n_cards = { 0, };

  brg_play_set_deal (play, deal);
  g_signal_connect (play, "card-removed", G_CALLBACK (count_uint_cb), &removed);
  g_signal_connect (play, "notify::n-cards", G_CALLBACK (count_notify_cb), &n_cards);

  play_cards (play, "DA D3 D8 D2 D4");
  g_assert_cmpuint (n_cards.count, ==, 5);
  annotation->suffix = BRG_SUFFIX_GOOD;
  brg_play_set_annotation (play, 3, annotation);

  g_assert_true (brg_play_remove_last_card (play));
  g_assert_cmpuint (removed.count, ==, 1);
  g_assert_cmpuint (removed.last, ==, 4);
  g_assert_cmpuint (n_cards.count, ==, 6);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 4);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  g_assert_nonnull (brg_play_get_annotation (play, 3));

  g_assert_true (brg_play_remove_last_card (play));
  g_assert_cmpuint (removed.last, ==, 3);
  g_assert_cmpuint (brg_play_get_n_tricks (play), ==, 1);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 0);
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_NONE);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_EAST);
  /* The card is back in East's hand and can be played again, without the
   * annotation it had. */
  g_assert_true (brg_card_set_contains (brg_play_get_remaining (play, BRG_SEAT_EAST), card ("D2")));
  g_assert_true (brg_play_play_card (play, card ("D2"), &error));
  g_assert_no_error (error);
  g_assert_null (brg_play_get_annotation (play, 3));

  while (brg_play_remove_last_card (play))
    ;
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 0);
  g_assert_cmpuint (removed.count, ==, 6);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  g_assert_cmphex (brg_play_get_remaining (play, BRG_SEAT_SOUTH), ==,
                   brg_deal_get_hand (deal, BRG_SEAT_SOUTH));

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_play_signals (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);
  g_autoptr(GError) error = NULL;
  Counter played = { 0, };
  Counter completed = { 0, };

  g_signal_connect (play, "card-played", G_CALLBACK (count_uint_cb), &played);
  g_signal_connect (play, "trick-completed", G_CALLBACK (count_uint_cb), &completed);

  play_cards (play, "S2 S3 S4");
  g_assert_cmpuint (played.count, ==, 3);
  g_assert_cmpuint (played.last, ==, 2);
  g_assert_cmpuint (completed.count, ==, 0);
  play_cards (play, "S5");
  g_assert_cmpuint (played.last, ==, 3);
  g_assert_cmpuint (completed.count, ==, 1);
  g_assert_cmpuint (completed.last, ==, 0);

  /* A refused card emits nothing. */
  g_assert_false (brg_play_play_card (play, card ("S5"), &error));
  g_assert_cmpuint (played.count, ==, 4);

  play_cards (play, "H2 H3 H4 H5");
  g_assert_cmpuint (played.count, ==, 8);
  g_assert_cmpuint (completed.count, ==, 2);
  g_assert_cmpuint (completed.last, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&play));
}

/* Each property notifies once per change and not for the same value. */
static void
test_play_notify (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  g_autoptr(BrgDeal) other_deal = NULL;
  Counter leader = { 0, }, trumps = { 0, }, deal_notify = { 0, }, end_mark = { 0, };
  Counter n_cards = { 0, };
  BrgSeat seat;

  g_signal_connect (play, "notify::leader", G_CALLBACK (count_notify_cb), &leader);
  g_signal_connect (play, "notify::trumps", G_CALLBACK (count_notify_cb), &trumps);
  g_signal_connect (play, "notify::deal", G_CALLBACK (count_notify_cb), &deal_notify);
  g_signal_connect (play, "notify::end-mark", G_CALLBACK (count_notify_cb), &end_mark);
  g_signal_connect (play, "notify::n-cards", G_CALLBACK (count_notify_cb), &n_cards);

  brg_play_set_leader (play, BRG_SEAT_EAST);
  brg_play_set_leader (play, BRG_SEAT_EAST);
  g_assert_cmpuint (leader.count, ==, 1);
  g_object_set (play, "leader", BRG_SEAT_SOUTH, NULL);
  g_object_get (play, "leader", &seat, NULL);
  g_assert_cmpint (seat, ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (leader.count, ==, 2);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);

  brg_play_set_trumps (play, BRG_STRAIN_CLUBS);
  brg_play_set_trumps (play, BRG_STRAIN_CLUBS);
  g_assert_cmpuint (trumps.count, ==, 1);
  g_object_set (play, "trumps", BRG_STRAIN_NOTRUMP, NULL);
  g_assert_cmpuint (trumps.count, ==, 2);

  brg_play_set_deal (play, deal);
  brg_play_set_deal (play, deal);
  g_assert_cmpuint (deal_notify.count, ==, 1);
  g_assert_true (brg_play_get_deal (play) == deal);
  g_object_get (play, "deal", &other_deal, NULL);
  g_assert_true (other_deal == deal);
  g_clear_object (&other_deal);
  brg_play_set_deal (play, NULL);
  g_assert_cmpuint (deal_notify.count, ==, 2);
  g_assert_null (brg_play_get_deal (play));

  brg_play_set_end_mark (play, BRG_END_MARK_STOP);
  brg_play_set_end_mark (play, BRG_END_MARK_STOP);
  g_assert_cmpuint (end_mark.count, ==, 1);
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_STOP);
  g_object_set (play, "end-mark", BRG_END_MARK_CONTINUE, NULL);
  g_assert_cmpuint (end_mark.count, ==, 2);

  play_cards (play, "S2");
  g_assert_cmpuint (n_cards.count, ==, 1);
  {
    guint n;
    gboolean complete;
    int claim;

    g_object_get (play, "n-cards", &n, "complete", &complete, "claim", &claim, NULL);
    g_assert_cmpuint (n, ==, 1);
    g_assert_false (complete);
    g_assert_cmpint (claim, ==, -1);
  }

  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_play_annotations (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  Counter changed = { 0, };
  const BrgAnnotation *stored;

  g_signal_connect (play, "annotation-changed", G_CALLBACK (count_uint_cb), &changed);
  play_cards (play, "SK S2 S3");
  g_assert_null (brg_play_get_annotation (play, 0));

  /* PBN §3.6.2: 'SK !! =1= $200'. */
  annotation->suffix = BRG_SUFFIX_VERY_GOOD;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 200);
  brg_play_set_annotation (play, 0, annotation);
  g_assert_cmpuint (changed.count, ==, 1);
  g_assert_cmpuint (changed.last, ==, 0);
  stored = brg_play_get_annotation (play, 0);
  g_assert_nonnull (stored);
  g_assert_true (stored != annotation);
  g_assert_true (brg_annotation_equal (stored, annotation));
  g_assert_null (brg_play_get_annotation (play, 1));

  brg_play_set_annotation (play, 0, annotation);
  g_assert_cmpuint (changed.count, ==, 1);

  brg_play_set_annotation (play, 2, annotation);
  g_assert_cmpuint (changed.count, ==, 2);
  g_assert_cmpuint (changed.last, ==, 2);

  brg_play_set_annotation (play, 0, NULL);
  g_assert_cmpuint (changed.count, ==, 3);
  g_assert_null (brg_play_get_annotation (play, 0));
  brg_play_set_annotation (play, 0, NULL);
  g_assert_cmpuint (changed.count, ==, 3);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_play_set_annotation (play, 3, annotation);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (changed.count, ==, 3);

  g_assert_finalize_object (g_steal_pointer (&play));
}

static void
test_play_notes (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);
  g_autoptr(BrgNote) first = brg_note_new (1, "Attitude signal");
  g_autoptr(BrgNote) second = brg_note_new (2, "Suit preference");
  g_autoptr(BrgNote) replaced = brg_note_new (1, "Count signal");
  Counter changed = { 0, };

  g_signal_connect (play, "notes-changed", G_CALLBACK (count_cb), &changed);

  brg_play_set_note (play, first);
  brg_play_set_note (play, second);
  g_assert_cmpuint (changed.count, ==, 2);
  g_assert_cmpuint (brg_play_get_n_notes (play), ==, 2);
  g_assert_cmpstr (brg_play_lookup_note (play, 2)->text, ==, "Suit preference");
  g_assert_null (brg_play_lookup_note (play, 3));

  /* A note with the same index replaces the old one where it stands. */
  brg_play_set_note (play, replaced);
  g_assert_cmpuint (changed.count, ==, 3);
  g_assert_cmpuint (brg_play_get_n_notes (play), ==, 2);
  g_assert_cmpuint (brg_play_get_nth_note (play, 0)->index, ==, 1);
  g_assert_cmpstr (brg_play_get_nth_note (play, 0)->text, ==, "Count signal");

  g_assert_false (brg_play_remove_note (play, 7));
  g_assert_cmpuint (changed.count, ==, 3);
  g_assert_true (brg_play_remove_note (play, 1));
  g_assert_cmpuint (changed.count, ==, 4);
  g_assert_cmpuint (brg_play_get_n_notes (play), ==, 1);
  g_assert_cmpuint (brg_play_get_nth_note (play, 0)->index, ==, 2);

  g_assert_finalize_object (g_steal_pointer (&play));
}

static void
test_play_copy (void)
{
  g_autoptr(BrgDeal) deal = new_deal (DEAL_PBN);
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_HEARTS);
  g_autoptr(BrgPlay) copy = NULL;
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr(BrgNote) note = brg_note_new (1, "Count");
  g_autoptr(GError) error = NULL;

  brg_play_set_deal (play, deal);
  play_cards (play, "DA D3 D8 D2 D4");
  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_WEST, card ("H6"), BRG_PLAY_FLAGS_REVOKE,
                                          &error));
  g_assert_no_error (error);
  annotation->suffix = BRG_SUFFIX_POOR;
  brg_play_set_annotation (play, 5, annotation);
  brg_play_set_note (play, note);
  brg_play_set_end_mark (play, BRG_END_MARK_CONTINUE);

  copy = brg_play_copy (play);
  g_assert_true (brg_play_get_deal (copy) == deal);
  g_assert_cmpint (brg_play_get_leader (copy), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_trumps (copy), ==, BRG_STRAIN_HEARTS);
  g_assert_cmpuint (brg_play_get_n_cards (copy), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpint (brg_play_get_card (copy, i), ==, brg_play_get_card (play, i));
      g_assert_cmpint (brg_play_get_card_seat (copy, i), ==, brg_play_get_card_seat (play, i));
      g_assert_cmpint (brg_play_get_card_flags (copy, i), ==, brg_play_get_card_flags (play, i));
    }
  g_assert_cmpint (brg_play_get_card_flags (copy, 5), ==, BRG_PLAY_FLAGS_REVOKE);
  g_assert_true (brg_annotation_equal (brg_play_get_annotation (copy, 5), annotation));
  g_assert_true (brg_play_get_annotation (copy, 5) != brg_play_get_annotation (play, 5));
  g_assert_cmpstr (brg_play_lookup_note (copy, 1)->text, ==, "Count");
  g_assert_cmpint (brg_play_get_end_mark (copy), ==, BRG_END_MARK_CONTINUE);
  g_assert_cmphex (brg_play_get_remaining (copy, BRG_SEAT_SOUTH), ==,
                   brg_play_get_remaining (play, BRG_SEAT_SOUTH));
  assert_refused (copy, BRG_SEAT_NORTH, "D4", BRG_PLAY_FLAGS_NONE, BRG_MODEL_ERROR_CARD_PLAYED);

  /* The copy is independent. */
  play_cards (copy, "D9 DK");
  brg_play_set_annotation (copy, 5, NULL);
  brg_play_remove_note (copy, 1);
  g_assert_true (brg_play_claim (copy, 3, NULL));
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 6);
  g_assert_nonnull (brg_play_get_annotation (play, 5));
  g_assert_cmpuint (brg_play_get_n_notes (play), ==, 1);
  g_assert_cmpint (brg_play_get_claim (play), ==, -1);
  g_assert_false (brg_play_is_complete (play));

  /* A claim is copied too. */
  {
    g_autoptr(BrgPlay) claimed = brg_play_copy (copy);

    g_assert_cmpint (brg_play_get_claim (claimed), ==, 3);
    g_assert_true (brg_play_is_complete (claimed));
    g_assert_finalize_object (g_steal_pointer (&claimed));
  }

  g_assert_finalize_object (g_steal_pointer (&copy));
  g_assert_finalize_object (g_steal_pointer (&play));
  g_assert_finalize_object (g_steal_pointer (&deal));
}

static void
test_play_programmer_errors (void)
{
  g_autoptr(BrgPlay) play = brg_play_new (BRG_SEAT_NORTH, BRG_STRAIN_NOTRUMP);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_play_play_card_full (play, BRG_SEAT_NONE, card ("SA"), BRG_PLAY_FLAGS_NONE,
                                           NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_play_play_card (play, BRG_CARD_NONE, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_play_get_card (play, 0), ==, BRG_CARD_NONE);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_play_set_leader (play, (BrgSeat) 4);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_play_new (BRG_SEAT_NONE, BRG_STRAIN_NOTRUMP));
  g_test_assert_expected_messages ();

  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 0);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_NORTH);
  g_assert_finalize_object (g_steal_pointer (&play));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/play/new", test_play_new);
  for (guint i = 0; i < G_N_ELEMENTS (trick_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/play/trick-winner/%s", trick_cases[i].name);

      g_test_add_data_func (path, &trick_cases[i], test_play_trick_winner);
    }
  g_test_add_func ("/core/play/full-deal", test_play_full_deal);
  g_test_add_func ("/core/play/follow-suit", test_play_follow_suit);
  g_test_add_func ("/core/play/no-deal", test_play_no_deal);
  g_test_add_func ("/core/play/partial-deal", test_play_partial_deal);
  g_test_add_func ("/core/play/unknown-cards", test_play_unknown_cards);
  g_test_add_func ("/core/play/revoke", test_play_revoke);
  g_test_add_func ("/core/play/lead-out-of-turn", test_play_lead_out_of_turn);
  g_test_add_func ("/core/play/end-position", test_play_end_position);
  g_test_add_func ("/core/play/deal-changes", test_play_deal_changes);
  g_test_add_func ("/core/play/claim", test_play_claim);
  g_test_add_func ("/core/play/claim-after-last-trick", test_play_claim_after_last_trick);
  g_test_add_func ("/core/play/remove-last-card", test_play_remove_last_card);
  g_test_add_func ("/core/play/signals", test_play_signals);
  g_test_add_func ("/core/play/notify", test_play_notify);
  g_test_add_func ("/core/play/annotations", test_play_annotations);
  g_test_add_func ("/core/play/notes", test_play_notes);
  g_test_add_func ("/core/play/copy", test_play_copy);
  g_test_add_func ("/core/play/programmer-errors", test_play_programmer_errors);

  return g_test_run ();
}
