/* test-table-view.c: the table's position, and the table drawn to PNG
 * without a window (needs a display: run under xvfb-run)
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "brg-table-view-private.h"

/* Board 5: North plays 3NT after East's overcall; East leads the ♥J.
 *
 *              ♠ A K J 7 3
 *              ♥ K 4
 *              ♦ A Q 8
 *              ♣ K 9 2
 *  ♠ 6 4 2                  ♠ Q 9 8
 *  ♥ 8 7 3                  ♥ A J 10 9 6 2
 *  ♦ 5 4 2                  ♦ 7
 *  ♣ J 10 6 3               ♣ A 5 4
 *              ♠ 10 5
 *              ♥ Q 5
 *              ♦ K J 10 9 6 3
 *              ♣ Q 8 7
 */
#define DEAL "N:AKJ73.K4.AQ8.K92 Q98.AJT962.7.A54 T5.Q5.KJT963.Q87 642.873.542.JT63"

#ifdef __SANITIZE_ADDRESS__
/* The libraries below GTK keep some memory for the life of the process
 * (fontconfig's caches, Mesa's EGL probed when the display opens): the same
 * suppressions as tests/app/lsan.supp, which only the ui suite is given. */
const char *__lsan_default_suppressions (void);
const char *__lsan_default_options (void);

const char *
__lsan_default_suppressions (void)
{
  return "leak:libfontconfig.so\nleak:libEGL_mesa.so\nleak:_dl_init\n";
}

/* Full stacks, so that the suppressions match frames in unloaded drivers. */
const char *
__lsan_default_options (void)
{
  return "fast_unwind_on_malloc=0";
}
#endif

static const char *auction_calls[] = { "1S", "2H", "3D", "Pass", "3NT", "Pass", "Pass", "Pass" };

/* Five tricks, each line in playing order; the winners are N, N, N, S, S. */
static const char *play_cards[] = {
  "HJ", "H5", "H3", "HK",
  "DA", "D7", "D3", "D2",
  "DQ", "S8", "D6", "D4",
  "D8", "C4", "D9", "D5",
  "DK", "C3", "S3", "S9",
};

static BrgCard
card (const char *text)
{
  BrgCard value = BRG_CARD_NONE;

  g_assert_true (brg_card_from_pbn (text, &value));
  return value;
}

/* A hand written as in a PBN deal, "AKJ73.K4.AQ8.K92", as a card set. */
static BrgCardSet
hand (const char *text)
{
  static const BrgSuit order[] = { BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS,
                                   BRG_SUIT_CLUBS };
  BrgCardSet set = BRG_CARD_SET_EMPTY;
  guint suit = 0;

  for (; *text != '\0'; text++)
    {
      BrgRank rank;

      if (*text == '.')
        {
          suit++;
          continue;
        }
      g_assert_true (brg_rank_from_pbn (*text, &rank));
      set |= BRG_CARD_SET_BIT (BRG_CARD (order[suit], rank));
    }

  return set;
}

static void
play (BrgBoard    *board,
      const char  *text)
{
  g_autoptr(GError) error = NULL;

  brg_play_play_card (brg_board_get_play (board), card (text), &error);
  g_assert_no_error (error);
}

static BrgBoard *
make_board (guint n_cards)
{
  g_autoptr(BrgAuction) auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr(BrgPlay) board_play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);
  BrgBoard *board = brg_board_new ();

  brg_board_set_number (board, 5);
  brg_board_set_dealer (board, BRG_SEAT_NORTH);
  brg_board_set_vulnerability (board, BRG_VULNERABILITY_NS);
  brg_board_set_tag (board, "North", "Helen Sobel");
  brg_board_set_tag (board, "East", "Charles Goren");
  brg_board_set_tag (board, "South", "Edith Kemp");
  brg_board_set_tag (board, "West", "Oswald Jacoby");
  brg_board_set_tag (board, "Deal", DEAL);

  for (guint i = 0; i < G_N_ELEMENTS (auction_calls); i++)
    {
      g_autoptr(GError) error = NULL;
      BrgCall call;

      g_assert_true (brg_call_from_pbn (auction_calls[i], &call));
      brg_auction_add_call (auction, call, &error);
      g_assert_no_error (error);
    }
  brg_board_set_auction (board, auction);

  brg_board_set_play (board, board_play);
  for (guint i = 0; i < n_cards; i++)
    play (board, play_cards[i]);

  return board;
}

static BrgTableView *
make_view (BrgBoard *board)
{
  BrgTableView *view = g_object_ref_sink (BRG_TABLE_VIEW (brg_table_view_new ()));

  brg_table_view_set_board (view, board);
  return view;
}

static void
assert_trick (BrgTableView *view,
              const char   *north,
              const char   *east,
              const char   *south,
              const char   *west)
{
  const char *cards[] = { north, east, south, west };

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      BrgCard expected = cards[seat] != NULL ? card (cards[seat]) : BRG_CARD_NONE;

      g_assert_cmpuint (brg_table_view_get_shown_trick_card (view, seat), ==, expected);
    }
}

static void
assert_hands (BrgTableView *view,
              const char   *north,
              const char   *east,
              const char   *south,
              const char   *west)
{
  const char *hands[] = { north, east, south, west };

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmphex (brg_table_view_get_shown_hand (view, seat), ==, hand (hands[seat]));
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_table_view_properties (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  BrgTableView *view = g_object_ref_sink (BRG_TABLE_VIEW (brg_table_view_new ()));
  guint n_board = 0, n_played = 0, n_reveal = 0, n_four = 0;

  g_signal_connect (view, "notify::board", G_CALLBACK (count_notify_cb), &n_board);
  g_signal_connect (view, "notify::n-cards-played", G_CALLBACK (count_notify_cb), &n_played);
  g_signal_connect (view, "notify::reveal-hidden", G_CALLBACK (count_notify_cb), &n_reveal);
  g_signal_connect (view, "notify::four-color", G_CALLBACK (count_notify_cb), &n_four);

  g_assert_null (brg_table_view_get_board (view));
  g_assert_cmpuint (brg_table_view_get_n_cards_played (view), ==, 0);
  g_assert_false (brg_table_view_get_reveal_hidden (view));
  g_assert_false (brg_table_view_get_four_color (view));
  g_assert_cmpstr (gtk_widget_get_css_name (GTK_WIDGET (view)), ==, "tableview");
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (view)), ==,
                   GTK_ACCESSIBLE_ROLE_IMG);

  /* Each property notifies once, and not when set to the same value. */
  brg_table_view_set_board (view, board);
  brg_table_view_set_board (view, board);
  g_assert_cmpuint (n_board, ==, 1);
  g_assert_true (brg_table_view_get_board (view) == board);

  g_object_set (view, "n-cards-played", 3, NULL);
  brg_table_view_set_n_cards_played (view, 3);
  g_assert_cmpuint (n_played, ==, 1);
  g_assert_cmpuint (brg_table_view_get_n_cards_played (view), ==, 3);

  brg_table_view_set_reveal_hidden (view, TRUE);
  g_object_set (view, "reveal-hidden", TRUE, NULL);
  g_assert_cmpuint (n_reveal, ==, 1);

  /* The four-colour property switches the deck. */
  g_assert_cmpstr (brg_card_cache_get_deck (brg_table_view_get_card_cache (view)), ==,
                   BRG_CARD_DECK_DEFAULT);
  brg_table_view_set_four_color (view, TRUE);
  brg_table_view_set_four_color (view, TRUE);
  g_assert_cmpuint (n_four, ==, 1);
  g_assert_cmpstr (brg_card_cache_get_deck (brg_table_view_get_card_cache (view)), ==,
                   BRG_CARD_DECK_FOUR_COLOR);
  brg_table_view_set_four_color (view, FALSE);
  g_assert_cmpuint (n_four, ==, 2);
  g_assert_cmpstr (brg_card_cache_get_deck (brg_table_view_get_card_cache (view)), ==,
                   BRG_CARD_DECK_DEFAULT);

  brg_table_view_set_board (view, NULL);
  g_assert_cmpuint (n_board, ==, 2);
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_NORTH), ==, 0);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_table_view_empty (void)
{
  BrgTableView *view = g_object_ref_sink (BRG_TABLE_VIEW (brg_table_view_new ()));
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_assert_cmphex (brg_table_view_get_shown_hand (view, seat), ==, 0);
      g_assert_false (brg_table_view_is_hand_known (view, seat));
      g_assert_false (brg_table_view_is_hand_hidden (view, seat));
      g_assert_cmpuint (brg_table_view_get_shown_trick_card (view, seat), ==, BRG_CARD_NONE);
    }
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_NONE);
  g_assert_cmpfloat (brg_table_view_get_card_height (view), ==, 0);

  /* An empty table draws, just without cards. */
  texture = brg_table_view_render_texture (view, 400, 300, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 400);
  g_assert_cmpint (brg_card_cache_get_n_textures (brg_table_view_get_card_cache (view)), ==, 0);

  g_assert_finalize_object (view);
}

static void
test_table_view_position (void)
{
  g_autoptr(BrgBoard) board = make_board (G_N_ELEMENTS (play_cards));
  BrgTableView *view = make_view (board);

  /* Before the lead: the deal as dealt, no trick. */
  assert_hands (view, "AKJ73.K4.AQ8.K92", "Q98.AJT962.7.A54", "T5.Q5.KJT963.Q87",
                "642.873.542.JT63");
  assert_trick (view, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_NONE);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_assert_true (brg_table_view_is_hand_known (view, seat));
      g_assert_false (brg_table_view_is_hand_hidden (view, seat));
    }

  /* The opening lead lies in front of East, who is marked as leader. */
  brg_table_view_set_n_cards_played (view, 1);
  assert_trick (view, NULL, "HJ", NULL, NULL);
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_table_view_get_trick_winner (view), ==, BRG_SEAT_NONE);
  assert_hands (view, "AKJ73.K4.AQ8.K92", "Q98.AT962.7.A54", "T5.Q5.KJT963.Q87",
                "642.873.542.JT63");

  /* At the end of the first trick, the completed trick is still shown and
   * North, who won it with the king, has a trick. */
  brg_table_view_set_n_cards_played (view, 4);
  assert_trick (view, "HK", "HJ", "H5", "H3");
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_EAST);
  /* Its winning card is marked. */
  g_assert_cmpuint (brg_table_view_get_trick_winner (view), ==, BRG_SEAT_NORTH);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_NS), ==, 1);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_EW), ==, 0);
  assert_hands (view, "AKJ73.4.AQ8.K92", "Q98.AT962.7.A54", "T5.Q.KJT963.Q87",
                "642.87.542.JT63");

  /* The next card starts a new trick, led by North. */
  brg_table_view_set_n_cards_played (view, 5);
  assert_trick (view, "DA", NULL, NULL, NULL);
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_NORTH);
  g_assert_cmpuint (brg_table_view_get_trick_winner (view), ==, BRG_SEAT_NONE);

  /* Mid-trick: East showed out on the second diamond. */
  brg_table_view_set_n_cards_played (view, 10);
  assert_trick (view, "DQ", "S8", NULL, NULL);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_NS), ==, 2);
  assert_hands (view, "AKJ73.4.8.K92", "Q9.AT962..A54", "T5.Q.KJT96.Q87",
                "642.87.54.JT63");

  /* The end of the recorded play, and beyond it. */
  brg_table_view_set_n_cards_played (view, 20);
  assert_trick (view, "S3", "S9", "DK", "C3");
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_table_view_get_trick_winner (view), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_NS), ==, 5);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_EW), ==, 0);
  assert_hands (view, "AKJ7.4..K92", "Q.AT962..A5", "T5.Q.JT.Q87", "642.87..JT6");

  brg_table_view_set_n_cards_played (view, G_MAXUINT);
  assert_trick (view, "S3", "S9", "DK", "C3");
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_NS), ==, 5);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* The conventional order by default; the alternating one on request, but
 * never with four colours, where it alternates nothing. */
static void
test_table_view_suit_order (void)
{
  static const BrgSuit conventional[] = { BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS,
                                          BRG_SUIT_CLUBS };
  static const BrgSuit alternating[] = { BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_CLUBS,
                                         BRG_SUIT_DIAMONDS };
  BrgTableView *view = make_view (NULL);
  BrgSuit order[4];

  brg_table_view_get_suit_order (view, order);
  g_assert_cmpmem (order, sizeof order, conventional, sizeof conventional);

  brg_table_view_set_alternate_suits (view, TRUE);
  brg_table_view_get_suit_order (view, order);
  g_assert_cmpmem (order, sizeof order, alternating, sizeof alternating);

  brg_table_view_set_four_color (view, TRUE);
  brg_table_view_get_suit_order (view, order);
  g_assert_cmpmem (order, sizeof order, conventional, sizeof conventional);

  g_assert_finalize_object (view);
}

/* The table keeps its size from board to board: a nine-card suit in East
 * draws the cards no smaller than a five-card one. */
static void
test_table_view_stable_layout (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  g_autoptr(BrgBoard) freak = brg_board_new ();
  BrgTableView *view = make_view (board);
  g_autoptr(GdkTexture) first = NULL;
  g_autoptr(GdkTexture) second = NULL;
  g_autoptr(GError) error = NULL;
  double height;

  brg_board_set_tag (freak, "Deal",
                     "N:AKJ73.K4.AQ8.K92 Q.AJT987653.7.A3 T5.Q.KJT963.Q876 98642.2.542.JT54");

  first = brg_table_view_render_texture (view, 1000, 700, 1, &error);
  g_assert_no_error (error);
  height = brg_table_view_get_card_height (view);
  g_assert_cmpfloat (height, >, 0);

  brg_table_view_set_board (view, freak);
  g_assert_cmpuint (brg_card_set_count (brg_table_view_get_shown_hand (view, BRG_SEAT_EAST)), ==, 13);
  second = brg_table_view_render_texture (view, 1000, 700, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (brg_table_view_get_card_height (view), ==, height);

  g_assert_finalize_object (view);
}

static void
test_table_view_follows_board (void)
{
  g_autoptr(BrgBoard) board = make_board (3);
  BrgTableView *view = make_view (board);
  g_autoptr(BrgPlay) other_play = NULL;

  brg_table_view_set_n_cards_played (view, G_MAXUINT);
  assert_trick (view, NULL, "HJ", "H5", "H3");

  /* A card played to the board's play shows at once. */
  play (board, "HK");
  assert_trick (view, "HK", "HJ", "H5", "H3");
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_NS), ==, 1);
  play (board, "DA");
  assert_trick (view, "DA", NULL, NULL, NULL);
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_NORTH), ==,
                   hand ("AKJ73.4.Q8.K92"));

  /* And so does a card taken back. */
  g_assert_true (brg_play_remove_last_card (brg_board_get_play (board)));
  assert_trick (view, "HK", "HJ", "H5", "H3");
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_NORTH), ==,
                   hand ("AKJ73.4.AQ8.K92"));

  /* A new play replaces the old one, which the view lets go. */
  other_play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);
  brg_board_set_play (board, other_play);
  assert_trick (view, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_NS), ==, 0);
  play (board, "SQ");
  assert_trick (view, NULL, "SQ", NULL, NULL);

  /* Tags: the Hidden tag, and the deal itself (PBN §4.1.6, §3.4.11). */
  brg_board_set_tag (board, "Hidden", "EW");
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_EAST));
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_WEST));
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_NORTH));
  brg_board_remove_tag (board, "Hidden");
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_EAST));

  brg_deal_forget_hand (brg_board_get_deal (board), BRG_SEAT_WEST);
  g_assert_false (brg_table_view_is_hand_known (view, BRG_SEAT_WEST));
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_WEST), ==, 0);

  brg_table_view_set_board (view, NULL);
  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_table_view_hidden (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  BrgTableView *view;

  /* PBN §4.1.6: the letters in any order; lower case accepted. */
  brg_board_set_tag (board, "Hidden", "sN");
  view = make_view (board);

  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_NORTH));
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_SOUTH));
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_EAST));
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_WEST));
  /* A hidden hand still holds its cards; they are drawn as backs. */
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_NORTH), ==,
                   hand ("AKJ73.K4.AQ8.K92"));

  brg_table_view_set_reveal_hidden (view, TRUE);
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_NORTH));
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_SOUTH));
  brg_table_view_set_reveal_hidden (view, FALSE);
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_SOUTH));

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* Practice hides the hands its play has not shown, whatever the Hidden
 * tag says, in the accessible label too; -1 goes back to the tag. */
static void
test_table_view_hidden_seats (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  BrgTableView *view;
  guint n_notify = 0;

  brg_board_set_tag (board, "Hidden", "N");
  view = make_view (board);
  g_signal_connect (view, "notify::hidden-seats", G_CALLBACK (count_notify_cb), &n_notify);
  g_assert_cmpint (brg_table_view_get_hidden_seats (view), ==, -1);

  brg_table_view_set_hidden_seats (view, (1 << BRG_SEAT_EAST) | (1 << BRG_SEAT_WEST));
  g_object_set (view, "hidden-seats", (1 << BRG_SEAT_EAST) | (1 << BRG_SEAT_WEST), NULL);
  g_assert_cmpuint (n_notify, ==, 1);
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_NORTH));
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_EAST));
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_SOUTH));
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_WEST));
  /* The accessible label reads hands by this same rule. */

  brg_table_view_set_hidden_seats (view, -1);
  g_assert_cmpuint (n_notify, ==, 2);
  g_assert_true (brg_table_view_is_hand_hidden (view, BRG_SEAT_NORTH));
  g_assert_false (brg_table_view_is_hand_hidden (view, BRG_SEAT_EAST));

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* What a screen reader is told of the table: the board, dealer and
 * vulnerability, the contract, the trick on the table and who is to play,
 * the tricks won, each hand; a hidden hand's cards never. */
static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in “%s”", part, text);
}

static void
assert_lacks (const char *text,
              const char *part)
{
  if (strstr (text, part) != NULL)
    g_error ("“%s” is in “%s”", part, text);
}

static void
test_table_view_description (void)
{
  g_autoptr(BrgBoard) board = make_board (G_N_ELEMENTS (play_cards));
  BrgTableView *view = make_view (board);
  char *text;

  text = brg_table_view_dup_description (view);
  g_test_message ("%s", text);
  assert_contains (text, "Board 5");
  assert_contains (text, "dealer North");
  assert_contains (text, "3NT by North");
  assert_contains (text, "East to lead");
  assert_lacks (text, "Tricks won");
  /* Every hand, suit by suit. */
  assert_contains (text, "A K J 7 3");
  assert_contains (text, "A J 10 9 6 2");
  g_free (text);

  /* Mid-trick: who led, who played, who is next; the tricks won. */
  brg_table_view_set_n_cards_played (view, 10);
  text = brg_table_view_dup_description (view);
  g_test_message ("%s", text);
  assert_contains (text, "North led");
  assert_contains (text, "East played");
  assert_contains (text, "South to play");
  assert_contains (text, "N-S 2, E-W 0");
  g_free (text);

  /* A trick complete: who won it. */
  brg_table_view_set_n_cards_played (view, 4);
  text = brg_table_view_dup_description (view);
  assert_contains (text, "North wins the trick");
  assert_contains (text, "N-S 1, E-W 0");
  g_free (text);

  /* A quiz: East and West hidden, the contract kept back. Their cards are
   * counted, never named. */
  brg_table_view_set_n_cards_played (view, 0);
  brg_board_set_tag (board, "Hidden", "EW");
  brg_table_view_set_show_contract (view, FALSE);
  text = brg_table_view_dup_description (view);
  g_test_message ("%s", text);
  assert_contains (text, "hidden, 13 cards");
  assert_lacks (text, "A J 10 9 6 2");
  assert_lacks (text, "J 10 6 3");
  assert_lacks (text, "3NT");
  assert_contains (text, "A K J 7 3");
  g_free (text);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* A three-card ending (PBN §3.10): South to lead at notrump, needing all
 * three tricks. */
static BrgBoard *
make_end_position (void)
{
  g_autoptr(BrgPlay) board_play = brg_play_new (BRG_SEAT_SOUTH, BRG_STRAIN_NOTRUMP);
  BrgBoard *board = brg_board_new ();

  brg_board_set_number (board, 12);
  brg_board_set_tag (board, "Deal", "N:AK.2.. QJ..2. T9.3.. .4.43.");
  brg_board_set_tag (board, "Contract", "3NT");
  brg_board_set_tag (board, "Declarer", "N");
  brg_board_set_play (board, board_play);
  return board;
}

static void
test_table_view_end_position (void)
{
  g_autoptr(BrgBoard) board = make_end_position ();
  BrgTableView *view = make_view (board);

  g_assert_true (brg_deal_is_end_position (brg_board_get_deal (board)));
  assert_hands (view, "AK.2..", "QJ..2.", "T9.3..", ".4.43.");
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    g_assert_cmpuint (brg_card_set_count (brg_table_view_get_shown_hand (view, seat)), ==, 3);

  /* South leads the ♥3: West wins with the four. */
  play (board, "H3");
  play (board, "H4");
  play (board, "H2");
  play (board, "D2");
  brg_table_view_set_n_cards_played (view, G_MAXUINT);
  assert_trick (view, "H2", "D2", "H3", "H4");
  g_assert_cmpuint (brg_table_view_get_trick_leader (view), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_table_view_get_tricks_won (view, BRG_SIDE_EW), ==, 1);
  assert_hands (view, "AK...", "QJ...", "T9...", "..43.");

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_table_view_unknown_hands (void)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  BrgTableView *view;

  /* Only North and South given, as in a declarer-play problem. */
  brg_board_set_tag (board, "Deal", "N:AKJ73.K4.AQ8.K92 - T5.Q5.KJT963.Q87 -");
  view = make_view (board);

  g_assert_true (brg_table_view_is_hand_known (view, BRG_SEAT_NORTH));
  g_assert_false (brg_table_view_is_hand_known (view, BRG_SEAT_EAST));
  g_assert_true (brg_table_view_is_hand_known (view, BRG_SEAT_SOUTH));
  g_assert_false (brg_table_view_is_hand_known (view, BRG_SEAT_WEST));
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_EAST), ==, 0);
  g_assert_cmphex (brg_table_view_get_shown_hand (view, BRG_SEAT_SOUTH), ==,
                   hand ("T5.Q5.KJT963.Q87"));

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_table_view_invalid (void)
{
  BrgTableView *view = g_object_ref_sink (BRG_TABLE_VIEW (brg_table_view_new ()));
  GError *error = NULL;

  g_test_expect_message ("Finesse", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmphex (brg_table_view_get_shown_hand (view, 4), ==, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message ("Finesse", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpuint (brg_table_view_get_shown_trick_card (view, BRG_SEAT_NONE), ==,
                    BRG_CARD_NONE);
  g_test_assert_expected_messages ();

  g_test_expect_message ("Finesse", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_table_view_render_texture (view, 0, 100, 1, &error));
  g_test_assert_expected_messages ();
  g_assert_null (error);

  g_assert_finalize_object (view);
}

/* Rendering */

typedef struct
{
  guint red;
  guint blue;
  guint white;
  guint green;
} Census;

typedef struct
{
  const char *name;
  int         width;
  int         height;
  int         scale;
  gboolean    dark;
  gboolean    four_color;
  gboolean    hidden_ew;
  gboolean    end_position;
  guint       n_cards_played;
} RenderCase;

static const RenderCase render_cases[] = {
  { "mid-play-1440x900", 1440, 900, 1, FALSE, FALSE, FALSE, FALSE, 10 },
  { "mid-play-600x450", 600, 450, 1, FALSE, FALSE, FALSE, FALSE, 10 },
  { "mid-play-minimum", 360, 260, 1, FALSE, FALSE, FALSE, FALSE, 10 },
  { "mid-play-dark", 1440, 900, 1, TRUE, FALSE, FALSE, FALSE, 10 },
  { "mid-play-hidpi", 720, 450, 2, FALSE, FALSE, FALSE, FALSE, 10 },
  { "four-color", 1024, 700, 1, FALSE, TRUE, FALSE, FALSE, 4 },
  { "hidden-ew", 1024, 700, 1, FALSE, FALSE, TRUE, FALSE, 0 },
  { "hidden-ew-dark-small", 600, 450, 1, TRUE, FALSE, TRUE, FALSE, 0 },
  { "end-position", 1024, 700, 1, FALSE, FALSE, FALSE, TRUE, 2 },
};

/* Counts pixels in a rectangle given in fractions of the picture, which
 * holds premultiplied ARGB32 pixels in native byte order. */
static Census
census (const guint32 *pixels,
        int            width,
        int            height,
        double         x0,
        double         y0,
        double         x1,
        double         y1)
{
  Census c = { 0 };

  for (int y = (int) (y0 * height); y < (int) (y1 * height); y++)
    for (int x = (int) (x0 * width); x < (int) (x1 * width); x++)
      {
        guint32 p = pixels[y * width + x];
        guint r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

        if (r > 150 && g < 90 && b < 90)
          c.red++;
        if (b > 120 && r < 90 && g < 150)
          c.blue++;
        if (r > 250 && g > 250 && b > 250)
          c.white++;
        if (g > 110 && r < 80 && b < 110)
          c.green++;
      }

  return c;
}

static guint32
pixel (const guint32 *pixels,
       int            width,
       int            x,
       int            y)
{
  return pixels[y * width + x];
}

static void
test_table_view_render (gconstpointer data)
{
  const RenderCase *rc = data;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(BrgBoard) board = rc->end_position ? make_end_position ()
                                               : make_board (G_N_ELEMENTS (play_cards));
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint32 *pixels = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *file = NULL;
  BrgTableView *view;
  int width, height;
  guint32 corner;
  guint corner_level;
  Census north, south, west, east, centre;
  guint some_white, some_colour;

  if (rc->end_position)
    {
      play (board, "H3");
      play (board, "H4");
    }
  if (rc->hidden_ew)
    brg_board_set_tag (board, "Hidden", "EW");

  adw_style_manager_set_color_scheme (style, rc->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
  view = make_view (board);
  brg_table_view_set_n_cards_played (view, rc->n_cards_played);
  brg_table_view_set_four_color (view, rc->four_color);

  texture = brg_table_view_render_texture (view, rc->width, rc->height, rc->scale, &error);
  g_assert_no_error (error);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  g_assert_cmpint (width, ==, rc->width * rc->scale);
  g_assert_cmpint (height, ==, rc->height * rc->scale);

  /* Save it to look at: build/tests/app/tmp/table-<case>.png. */
  dir = g_test_build_filename (G_TEST_BUILT, "tmp", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  file = g_strdup_printf ("table-%s.png", rc->name);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  pixels = g_new (guint32, (gsize) width * height);
  gdk_texture_download (texture, (guchar *) pixels, width * 4);

  /* The background follows the style. */
  corner = pixel (pixels, width, 1, height - 2);
  corner_level = (corner >> 8) & 0xff;
  if (rc->dark)
    g_assert_cmpuint (corner_level, <, 80);
  else
    g_assert_cmpuint (corner_level, >, 200);

  /* Cards are bigger on a bigger table, and legible on a small one. */
  if (rc->width >= 1000)
    g_assert_cmpfloat (brg_table_view_get_card_height (view), >=, 120);
  else if (rc->width >= 600)
    g_assert_cmpfloat (brg_table_view_get_card_height (view), >=, 60);
  else
    g_assert_cmpfloat (brg_table_view_get_card_height (view), >=, 40);

  /* Thresholds in proportion to the picture: at 1440 × 900, 1000 pixels
   * of card-white and 50 of colour. */
  some_white = width * height / 1300;
  some_colour = width * height / 26000;

  north = census (pixels, width, height, 0.3, 0.0, 0.7, 0.22);
  south = census (pixels, width, height, 0.3, 0.78, 0.7, 1.0);
  west = census (pixels, width, height, 0.0, 0.3, 0.3, 0.75);
  east = census (pixels, width, height, 0.7, 0.3, 1.0, 0.75);
  centre = census (pixels, width, height, 0.4, 0.35, 0.6, 0.65);

  /* Card-white in each hand's area and in the trick. */
  g_assert_cmpuint (north.white, >, some_white);
  g_assert_cmpuint (south.white, >, some_white);
  if (rc->n_cards_played > 0)
    g_assert_cmpuint (centre.white, >, some_white);
  else
    g_assert_cmpuint (centre.white, ==, 0);

  if (rc->end_position)
    {
      /* North ♠AK and ♥2 left; the trick holds ♥3 and ♥4: red in the
       * middle; West's ♦3 is red too. */
      g_assert_cmpuint (north.red, >, some_colour);
      g_assert_cmpuint (centre.red, >, some_colour);
      g_assert_cmpuint (west.red, >, some_colour);
      g_assert_cmpuint (west.white, >, some_white);
      g_assert_cmpuint (east.white, >, some_white);
    }
  else if (rc->hidden_ew)
    {
      /* East and West are backs: blue, no red; North and South show
       * hearts and diamonds in red. */
      g_assert_cmpuint (east.blue, >, east.white);
      g_assert_cmpuint (west.blue, >, west.white);
      g_assert_cmpuint (east.red, ==, 0);
      g_assert_cmpuint (west.red, ==, 0);
      g_assert_cmpuint (north.red, >, some_colour);
      g_assert_cmpuint (south.red, >, some_colour);
    }
  else
    {
      /* Every hand holds hearts: red in each area, white cards in each. */
      g_assert_cmpuint (north.red, >, some_colour);
      g_assert_cmpuint (south.red, >, some_colour);
      g_assert_cmpuint (west.red, >, some_colour);
      g_assert_cmpuint (east.red, >, some_colour);
      g_assert_cmpuint (west.white, >, some_white);
      g_assert_cmpuint (east.white, >, some_white);
      /* Faces only, no card back anywhere (the four-colour deck has blue
       * diamonds). */
      if (!rc->four_color)
        g_assert_cmpuint (north.blue + south.blue + west.blue + east.blue, <, some_colour);
    }

  if (rc->four_color)
    /* West's diamonds and the trick's ♦ in blue. */
    g_assert_cmpuint (west.blue, >, some_colour);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* The view's own snapshot() in a widget tree without a window: the same
 * drawing at its allocation. */
static void
test_table_view_snapshot (void)
{
  g_autoptr(BrgBoard) board = make_board (6);
  BrgTableView *view = make_view (board);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t bounds;
  int minimum, natural;

  gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, >, 0);
  g_assert_cmpint (natural, >=, minimum);

  gtk_widget_size_allocate (GTK_WIDGET (view), &(GtkAllocation) { 0, 0, 800, 600 }, -1);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), ==, 800);
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  gsk_render_node_get_bounds (node, &bounds);
  g_assert_cmpfloat (bounds.size.width, >, 400);
  g_assert_cmpfloat (bounds.size.width, <=, 800);

  /* 52 - 6 cards in the hands and 2 on the table: every face used is
   * rendered once, at one size. */
  g_assert_cmpuint (brg_card_cache_get_n_textures (brg_table_view_get_card_cache (view)), ==, 52);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* In a window, a new size first draws the faces of the old size scaled,
 * and renders the deck at the new size once the size has settled. */
static void
test_table_view_resize (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = brg_table_view_new ();
  BrgCardCache *cache = brg_table_view_get_card_cache (BRG_TABLE_VIEW (view));
  gboolean timed_out = FALSE;
  int width, height, old_height;
  guint timeout_id;

  brg_table_view_set_board (BRG_TABLE_VIEW (view), board);
  gtk_widget_set_size_request (view, 600, 450);
  gtk_window_set_child (GTK_WINDOW (window), view);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (view);

  brg_card_cache_get_size (cache, &width, &old_height);
  g_assert_cmpint (old_height, >, 0);
  g_assert_cmpint (old_height, ==, (int) brg_table_view_get_card_height (BRG_TABLE_VIEW (view))
                                   * gtk_widget_get_scale_factor (view));
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 52);

  gtk_widget_set_size_request (view, 1000, 750);
  gtk_test_widget_wait_for_draw (view);
  g_assert_cmpint (gtk_widget_get_width (view), ==, 1000);
  g_assert_cmpfloat (brg_table_view_get_card_height (BRG_TABLE_VIEW (view)), >,
                     old_height / gtk_widget_get_scale_factor (view));
  brg_card_cache_get_size (cache, &width, &height);
  g_assert_cmpint (height, ==, old_height);
  g_assert_cmpuint (brg_card_cache_get_n_textures (cache), ==, 52);

  timeout_id = g_timeout_add (3000, set_flag_cb, &timed_out);
  while (height == old_height && !timed_out)
    {
      g_main_context_iteration (NULL, TRUE);
      brg_card_cache_get_size (cache, &width, &height);
    }
  g_assert_false (timed_out);
  g_source_remove (timeout_id);
  g_assert_cmpint (height, ==, (int) brg_table_view_get_card_height (BRG_TABLE_VIEW (view))
                               * gtk_widget_get_scale_factor (view));

  /* The window lets go of the view, and the view of the board. */
  gtk_window_destroy (GTK_WINDOW (window));
  timeout_id = g_timeout_add (3000, set_flag_cb, &timed_out);
  while (view != NULL && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (view);
  g_source_remove (timeout_id);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* Renders @view at 1024 × 700 and returns its pixels. */
static guint32 *
render_pixels (BrgTableView *view,
               int          *width,
               int          *height)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  guint32 *pixels;

  texture = brg_table_view_render_texture (view, 1024, 700, 1, &error);
  g_assert_no_error (error);
  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  pixels = g_new (guint32, (gsize) *width * *height);
  gdk_texture_download (texture, (guchar *) pixels, *width * 4);
  return pixels;
}

/* A click finds the card drawn where it lands: the middle of each card's
 * visible part finds that card, in every hand, and the centre of the
 * table none. */
static void
test_table_view_card_at (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  BrgTableView *view = make_view (board);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  guint found = 0;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  texture = brg_table_view_render_texture (view, 1024, 700, 1, &error);
  g_assert_no_error (error);

  for (BrgCard c = 0; c < BRG_N_CARDS; c++)
    {
      double x, y;

      g_assert_true (brg_table_view_get_card_point (view, c, &x, &y));
      g_assert_cmpuint (brg_table_view_get_card_at (view, x, y), ==, c);
      found++;
    }
  g_assert_cmpuint (found, ==, 52);
  g_assert_cmpuint (brg_table_view_get_card_at (view, 512, 350), ==, BRG_CARD_NONE);
  g_assert_cmpuint (brg_table_view_get_card_at (view, 2, 2), ==, BRG_CARD_NONE);

  /* A hidden hand takes no click. */
  brg_board_set_tag (board, "Hidden", "E");
  {
    double x, y;

    g_assert_false (brg_table_view_get_card_point (view, card ("HA"), &x, &y));
  }

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
card_activated_cb (BrgTableView *view,
                   guint         activated,
                   guint        *out)
{
  *out = activated;
}

/* The play entry: the cards that may not be played are veiled in the hand
 * on turn, and a click on one that may emits card-activated. */
static void
test_table_view_playable (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  BrgTableView *view = make_view (board);
  g_autofree guint32 *before = NULL;
  g_autofree guint32 *after = NULL;
  BrgCardSet hearts = hand (".AJT962..");
  GListModel *controllers;
  GtkGesture *click = NULL;
  guint activated = BRG_CARD_NONE;
  Census plain, veiled;
  double x, y;
  int width, height;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  before = render_pixels (view, &width, &height);
  brg_table_view_set_playable (view, hearts);
  g_assert_cmphex (brg_table_view_get_playable (view), ==, hearts);
  after = render_pixels (view, &width, &height);

  /* East's spades, diamonds and clubs lose their white under the veil;
   * North's hand, not on turn, keeps it. */
  plain = census (before, width, height, 0.7, 0.3, 1.0, 0.75);
  veiled = census (after, width, height, 0.7, 0.3, 1.0, 0.75);
  g_assert_cmpuint (veiled.white, <, plain.white * 3 / 4);
  g_assert_cmpuint (census (after, width, height, 0.3, 0.0, 0.7, 0.22).white, ==,
                    census (before, width, height, 0.3, 0.0, 0.7, 0.22).white);

  /* A click: the table's gesture, as the pointer's release does. */
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        click = GTK_GESTURE (controller);
    }
  g_object_unref (controllers);
  g_assert_nonnull (click);
  g_signal_connect (view, "card-activated", G_CALLBACK (card_activated_cb), &activated);

  g_assert_true (brg_table_view_get_card_point (view, card ("SQ"), &x, &y));
  g_signal_emit_by_name (click, "released", 1, x, y);
  g_assert_cmpuint (activated, ==, BRG_CARD_NONE);
  g_assert_true (brg_table_view_get_card_point (view, card ("HT"), &x, &y));
  g_signal_emit_by_name (click, "released", 1, x, y);
  g_assert_cmpuint (activated, ==, card ("HT"));

  brg_table_view_set_playable (view, BRG_CARD_SET_EMPTY);
  activated = BRG_CARD_NONE;
  g_signal_emit_by_name (click, "released", 1, x, y);
  g_assert_cmpuint (activated, ==, BRG_CARD_NONE);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* Double dummy on the cards: each card of the seat on turn carries its
 * value, the best in green, the others in red. */
static void
test_table_view_card_values (void)
{
  g_autoptr(BrgBoard) board = make_board (0);
  BrgTableView *view = make_view (board);
  g_autofree guint32 *before = NULL;
  g_autofree guint32 *after = NULL;
  BrgDdCardValues values;
  Census plain, marked;
  int width, height;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  memset (&values, 0, sizeof values);
  for (BrgCard c = 0; c < BRG_N_CARDS; c++)
    values.tricks[c] = -1;
  values.seat = BRG_SEAT_WEST;
  values.tricks[card ("S6")] = 4;
  values.tricks[card ("S4")] = 4;
  values.tricks[card ("CJ")] = 3;
  values.best = 4;

  before = render_pixels (view, &width, &height);
  g_assert_cmpint (brg_table_view_get_card_value (view, card ("S6")), ==, -1);
  brg_table_view_set_card_values (view, &values);
  after = render_pixels (view, &width, &height);

  g_assert_cmpint (brg_table_view_get_card_value (view, card ("S6")), ==, 4);
  g_assert_cmpint (brg_table_view_get_card_value (view, card ("CJ")), ==, 3);
  g_assert_cmpint (brg_table_view_get_card_value (view, card ("S2")), ==, -1);
  g_assert_cmpint (brg_table_view_get_card_value (view, card ("HA")), ==, -1);

  /* West gains green badges (♠6, ♠4) and a red one (♣J); East none. */
  plain = census (before, width, height, 0.0, 0.3, 0.3, 0.9);
  marked = census (after, width, height, 0.0, 0.3, 0.3, 0.9);
  g_assert_cmpuint (marked.green, >, plain.green + 40);
  g_assert_cmpuint (marked.red, >, plain.red + 20);
  g_assert_cmpuint (census (after, width, height, 0.7, 0.3, 1.0, 0.9).green, ==,
                    census (before, width, height, 0.7, 0.3, 1.0, 0.9).green);

  /* Hidden, the hand shows nothing of them. */
  brg_board_set_tag (board, "Hidden", "W");
  g_assert_cmpint (brg_table_view_get_card_value (view, card ("S6")), ==, -1);
  brg_board_set_tag (board, "Hidden", "");
  brg_table_view_set_card_values (view, NULL);
  g_assert_cmpint (brg_table_view_get_card_value (view, card ("S6")), ==, -1);

  g_assert_finalize_object (view);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_table_view_no_display (void)
{
  g_test_skip ("No display: run the render suite under xvfb-run");
}

int
main (int   argc,
      char *argv[])
{
  /* GTK cannot start without a display, and would abort. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_init (&argc, &argv, NULL);
      g_test_add_func ("/render/table-view/no-display", test_table_view_no_display);
      return g_test_run ();
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/render/table-view/properties", test_table_view_properties);
  g_test_add_func ("/render/table-view/empty", test_table_view_empty);
  g_test_add_func ("/render/table-view/position", test_table_view_position);
  g_test_add_func ("/render/table-view/follows-board", test_table_view_follows_board);
  g_test_add_func ("/render/table-view/suit-order", test_table_view_suit_order);
  g_test_add_func ("/render/table-view/stable-layout", test_table_view_stable_layout);
  g_test_add_func ("/render/table-view/hidden", test_table_view_hidden);
  g_test_add_func ("/render/table-view/hidden-seats", test_table_view_hidden_seats);
  g_test_add_func ("/render/table-view/description", test_table_view_description);
  g_test_add_func ("/render/table-view/end-position", test_table_view_end_position);
  g_test_add_func ("/render/table-view/unknown-hands", test_table_view_unknown_hands);
  g_test_add_func ("/render/table-view/invalid", test_table_view_invalid);
  g_test_add_func ("/render/table-view/snapshot", test_table_view_snapshot);
  g_test_add_func ("/render/table-view/resize", test_table_view_resize);
  g_test_add_func ("/render/table-view/card-at", test_table_view_card_at);
  g_test_add_func ("/render/table-view/playable", test_table_view_playable);
  g_test_add_func ("/render/table-view/card-values", test_table_view_card_values);
  for (guint i = 0; i < G_N_ELEMENTS (render_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/table-view/png/%s",
                                               render_cases[i].name);

      g_test_add_data_func (path, &render_cases[i], test_table_view_render);
    }

  return g_test_run ();
}
