/* test-solver.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgSolver with DDS: tables and pars known by hand, the corpus' hand
 * records (written by BridgeComposer and others), invalid input refused
 * before DDS sees it, stale answers dropped, interactive requests ahead of
 * a batch, cancel between chunks, and finesse-cli analyze. DDS is slow
 * under the sanitizers: the deals are few.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "core-test-util.h"
#include "brg-solver-private.h"

/* Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs.
 * By hand: a side makes all 13 tricks in either of its suits (the other
 * side's leads are ruffed, its own suit is never followed) and none in
 * notrump or in the other side's suits (the defenders run their suit). */
#define SUITS_DEAL "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
#define SUITS_TRICKS "0d0d00d0d000d0d00d0d"

static char *work_dir;

typedef struct
{
  GMainLoop *loop;
  guint      pending;
  GPtrArray *order;     /* of static strings: what finished when */
} Wait;

static void
wait_init (Wait *w)
{
  w->loop = g_main_loop_new (NULL, FALSE);
  w->pending = 0;
  w->order = g_ptr_array_new ();
}

static void
wait_run (Wait *w)
{
  if (w->pending > 0)
    g_main_loop_run (w->loop);
  g_main_loop_unref (w->loop);
}

static void
wait_done (Wait *w)
{
  g_assert_cmpuint (w->pending, >, 0);
  if (--w->pending == 0)
    g_main_loop_quit (w->loop);
}

static void
deal_from_pbn (const char       *pbn,
               BrgSeat           dealer,
               BrgVulnerability  vulnerability,
               BrgDdDeal        *out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn (pbn, &error);

  g_assert_no_error (error);
  g_assert_true (brg_dd_position_init_deal (&out->position, deal, BRG_STRAIN_NOTRUMP,
                                            BRG_SEAT_WEST, &error));
  g_assert_no_error (error);
  out->dealer = dealer;
  out->vulnerability = vulnerability;
}

typedef struct
{
  Wait       *wait;
  const char *name;
  gboolean    ok;
  GError     *error;
  BrgDdTable  table;
  BrgPar      par;
} TableAnswer;

static void
table_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  TableAnswer *a = user_data;

  a->ok = brg_solver_table_finish (BRG_SOLVER (source), result, &a->table, &a->par, &a->error);
  g_ptr_array_add (a->wait->order, (gpointer) a->name);
  wait_done (a->wait);
}

static void
solve_table (const BrgDdDeal *deal,
             TableAnswer     *answer)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  Wait w;

  wait_init (&w);
  memset (answer, 0, sizeof *answer);
  answer->wait = &w;
  w.pending = 1;
  brg_solver_table_async (solver, channel, deal, NULL, table_cb, answer);
  wait_run (&w);
  g_ptr_array_unref (w.order);
}

static void
test_known_table (void)
{
  BrgDdDeal deal;
  TableAnswer answer;
  g_autofree char *tricks = NULL;
  g_autofree char *contracts = NULL;
  g_autofree char *score = NULL;

  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deal);
  solve_table (&deal, &answer);
  g_assert_no_error (answer.error);
  g_assert_true (answer.ok);

  tricks = brg_dd_table_to_tricks_tag (&answer.table);
  g_assert_cmpstr (tricks, ==, SUITS_TRICKS);

  /* Not vulnerable: 7♠ by North-South, 1510; nothing East-West bid beats
   * it (7NT would go 13 down). */
  g_assert_true (answer.par.known);
  g_assert_cmpint (answer.par.score, ==, 1510);
  contracts = brg_par_to_contracts_tag (&answer.par);
  g_assert_cmpstr (contracts, ==, "NS 7S=");
  score = brg_par_to_optimum_score (&answer.par);
  g_assert_cmpstr (score, ==, "NS 1510");
}

static void
test_par_vulnerable (void)
{
  BrgDdDeal deal;
  TableAnswer answer;
  g_autofree char *contracts = NULL;

  /* The same deal with North-South vulnerable: 7♠ scores 2210. */
  deal_from_pbn (SUITS_DEAL, BRG_SEAT_EAST, BRG_VULNERABILITY_NS, &deal);
  solve_table (&deal, &answer);
  g_assert_no_error (answer.error);
  g_assert_cmpint (answer.par.score, ==, 2210);
  contracts = brg_par_to_contracts_tag (&answer.par);
  g_assert_cmpstr (contracts, ==, "NS 7S=");
}

static void
store_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

static void
run_until (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_par_of_table (void)
{
  /* BridgeComposer 5.50's own example: NS make 12 tricks in clubs, EW 10
   * in diamonds, neither side vulnerable; it wrote EW 6♦ doubled two down,
   * "EW -300". */
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *score = NULL;
  g_autofree char *contracts = NULL;
  BrgDdTable table;
  BrgPar par;

  g_assert_true (brg_dd_table_from_tricks_tag ("63b3c63b3c492a0492a0", &table));
  brg_solver_par_async (solver, channel, &table, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, NULL,
                        store_result_cb, &result);
  run_until (&result);
  g_assert_true (brg_solver_par_finish (solver, result, &par, &error));
  g_assert_no_error (error);
  score = brg_par_to_optimum_score (&par);
  g_assert_cmpstr (score, ==, "EW -300");
  contracts = brg_par_to_contracts_tag (&par);
  g_assert_cmpstr (contracts, ==, "EW 6DX-2");
}

static void
test_card_values (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  BrgDdCardValues values;
  BrgDdDeal deal;

  /* North on lead in notrump: every spade runs, 13 tricks whatever North
   * leads. */
  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deal);
  deal.position.leader = BRG_SEAT_NORTH;
  brg_solver_card_values_async (solver, channel, &deal.position, NULL, store_result_cb, &result);
  run_until (&result);
  g_assert_true (brg_solver_card_values_finish (solver, result, &values, &error));
  g_assert_no_error (error);
  g_assert_cmpint (values.seat, ==, BRG_SEAT_NORTH);
  g_assert_cmpint (values.best, ==, 13);
  for (BrgCard c = 0; c < BRG_N_CARDS; c++)
    g_assert_cmpint (values.tricks[c], ==, BRG_CARD_SUIT (c) == BRG_SUIT_SPADES ? 13 : -1);
}

/* The library gives back its tables once the solver has been idle a
 * while, and solves as well after it: a deal not solved before (so not
 * answered from the solver's own cache), as a table and as card values.
 * N diamonds, E clubs, S spades, W hearts: as SUITS_DEAL, by hand. */
static void
test_release_when_idle (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  BrgDdCardValues values;
  BrgDdDeal deal;
  TableAnswer answer;
  guint before;
  gint64 deadline;

  _brg_solver_set_release_delay (solver, 10);
  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deal);
  solve_table (&deal, &answer);
  g_assert_true (answer.ok);
  before = _brg_solver_get_n_releases (solver);

  /* Nothing comes: the tables go. */
  deadline = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;
  while (_brg_solver_get_n_releases (solver) == before && g_get_monotonic_time () < deadline)
    g_usleep (5000);
  g_assert_cmpuint (_brg_solver_get_n_releases (solver), >, before);

  deal_from_pbn ("N:..AKQJT98765432. ...AKQJT98765432 AKQJT98765432... .AKQJT98765432..",
                 BRG_SEAT_EAST, BRG_VULNERABILITY_NONE, &deal);
  solve_table (&deal, &answer);
  g_assert_no_error (answer.error);
  g_assert_true (answer.ok);
  for (BrgSeat h = BRG_SEAT_NORTH; h <= BRG_SEAT_WEST; h++)
    {
      gboolean ns = h == BRG_SEAT_NORTH || h == BRG_SEAT_SOUTH;

      g_assert_cmpint (answer.table.tricks[BRG_STRAIN_NOTRUMP][h], ==, 0);
      g_assert_cmpint (answer.table.tricks[BRG_STRAIN_DIAMONDS][h], ==, ns ? 13 : 0);
      g_assert_cmpint (answer.table.tricks[BRG_STRAIN_SPADES][h], ==, ns ? 13 : 0);
      g_assert_cmpint (answer.table.tricks[BRG_STRAIN_CLUBS][h], ==, ns ? 0 : 13);
      g_assert_cmpint (answer.table.tricks[BRG_STRAIN_HEARTS][h], ==, ns ? 0 : 13);
    }

  /* East on lead in notrump runs the clubs. */
  deal.position.leader = BRG_SEAT_EAST;
  brg_solver_card_values_async (solver, channel, &deal.position, NULL, store_result_cb, &result);
  run_until (&result);
  g_assert_true (brg_solver_card_values_finish (solver, result, &values, &error));
  g_assert_no_error (error);
  g_assert_cmpint (values.best, ==, 13);
  for (BrgCard c = 0; c < BRG_N_CARDS; c++)
    g_assert_cmpint (values.tricks[c], ==, BRG_CARD_SUIT (c) == BRG_SUIT_CLUBS ? 13 : -1);

  _brg_solver_set_release_delay (solver, 1000);
}

static void
test_card_values_ending (void)
{
  /* A two-card ending in notrump, South to lead: North ♠AQ, West ♠K3,
   * South ♠2 ♥2, East ♥AK. A spade through West to the queen wins both
   * tricks; the ♥2 gives East two hearts. */
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  BrgDdCardValues values;
  BrgDdPosition position = { 0 };

  position.hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN));
  position.hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING))
                                  | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 3));
  position.hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 2))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, 2));
  position.hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE))
                                  | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
  position.trumps = BRG_STRAIN_NOTRUMP;
  position.leader = BRG_SEAT_SOUTH;
  position.tricks_won[BRG_SIDE_NS] = 7;
  position.tricks_won[BRG_SIDE_EW] = 4;

  brg_solver_card_values_async (solver, channel, &position, NULL, store_result_cb, &result);
  run_until (&result);
  g_assert_true (brg_solver_card_values_finish (solver, result, &values, &error));
  g_assert_no_error (error);
  g_assert_cmpint (values.seat, ==, BRG_SEAT_SOUTH);
  /* Tricks for the whole deal: the 7 already won plus what follows. */
  g_assert_cmpint (values.tricks[BRG_CARD (BRG_SUIT_SPADES, 2)], ==, 9);
  g_assert_cmpint (values.tricks[BRG_CARD (BRG_SUIT_HEARTS, 2)], ==, 7);
  g_assert_cmpint (values.best, ==, 9);
}

/* The two-card ending of test_card_values_ending(): South leads, 7
 * tricks won, 4 lost. */
static void
ending_position (BrgDdPosition *position)
{
  memset (position, 0, sizeof *position);
  position->hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE))
                                    | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN));
  position->hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 3));
  position->hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 2))
                                    | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, 2));
  position->hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
  position->trumps = BRG_STRAIN_NOTRUMP;
  position->leader = BRG_SEAT_SOUTH;
  position->tricks_won[BRG_SIDE_NS] = 7;
  position->tricks_won[BRG_SIDE_EW] = 4;
}

static BrgDdSolution *
solve_queries (const BrgDdQuery *queries,
               guint             n,
               GError          **error)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(GAsyncResult) result = NULL;
  BrgDdSolution *solutions;
  guint n_solutions;

  brg_solver_solve_async (solver, 0, queries, n, NULL, store_result_cb, &result);
  run_until (&result);
  solutions = brg_solver_solve_finish (solver, result, &n_solutions, error);
  g_assert_cmpuint (n_solutions, ==, solutions != NULL ? n : 0);
  return solutions;
}

/* One search a position for a target: the most South can take (9, with
 * the ♠2, the only card), 9 again as a target, 10 refused without a search
 * (two tricks are left), and 5, already won. With West on lead instead,
 * East-West take no more tricks: 5 is refused by the search. Several at
 * once give what each gives alone. */
static void
test_solve (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  static const gint8 targets[] = { -1, 9, 10, 5, 5 };
  static const gint8 expected[] = { 9, 9, -1, 5, -1 };
  static const guint n_calls[] = { 1, 1, 0, 1, 1 };
  g_autoptr(GError) error = NULL;
  g_autofree BrgDdSolution *all = NULL;
  g_autofree BrgDdSolution *bad = NULL;
  BrgDdQuery queries[G_N_ELEMENTS (targets)];
  BrgCard two = BRG_CARD (BRG_SUIT_SPADES, 2);
  guint calls;

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_autofree BrgDdSolution *one = NULL;

      ending_position (&queries[i].position);
      if (i == 4)
        queries[i].position.leader = BRG_SEAT_WEST;
      queries[i].target = targets[i];
      calls = brg_solver_get_n_calls (solver);
      one = solve_queries (&queries[i], 1, &error);
      g_assert_no_error (error);
      g_assert_nonnull (one);
      g_assert_cmpint (one->tricks, ==, expected[i]);
      if (i < 2)
        {
          g_assert_cmpint (one->card, ==, two);
          g_assert_true (one->equals == BRG_CARD_SET_BIT (two));
        }
      if (expected[i] < 0)
        g_assert_cmpint (one->card, ==, BRG_CARD_NONE);
      g_assert_cmpuint (brg_solver_get_n_calls (solver) - calls, ==, n_calls[i]);
    }

  all = solve_queries (queries, G_N_ELEMENTS (queries), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    g_assert_cmpint (all[i].tricks, ==, expected[i]);

  /* East on lead with the hearts after South's ♥2: whatever the target,
   * a heart; 2 more tricks make 6. */
  ending_position (&queries[0].position);
  g_assert_true (brg_dd_position_play (&queries[0].position, BRG_CARD (BRG_SUIT_HEARTS, 2), NULL));
  g_assert_true (brg_dd_position_play (&queries[0].position, BRG_CARD (BRG_SUIT_SPADES, 3), NULL));
  g_assert_true (brg_dd_position_play (&queries[0].position,
                                       BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN), NULL));
  g_assert_true (brg_dd_position_play (&queries[0].position,
                                       BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING), NULL));
  g_assert_cmpint (brg_dd_position_get_turn (&queries[0].position), ==, BRG_SEAT_EAST);
  queries[0].target = -1;
  g_clear_pointer (&all, g_free);
  all = solve_queries (queries, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (all[0].tricks, ==, 6);
  g_assert_cmpint (all[0].card, ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE));

  /* The last trick: East leads ♠7 to South's ♠5, West's ♠J and North's
   * ♠Q, diamonds trumps. East-West, with 7 tricks, cannot reach 8. */
  memset (&queries[0].position, 0, sizeof queries[0].position);
  queries[0].position.hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES,
                                                                          BRG_RANK_QUEEN));
  queries[0].position.hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 7));
  queries[0].position.hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 5));
  queries[0].position.hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES,
                                                                         BRG_RANK_JACK));
  queries[0].position.trumps = BRG_STRAIN_DIAMONDS;
  queries[0].position.leader = BRG_SEAT_EAST;
  queries[0].position.tricks_won[BRG_SIDE_NS] = 5;
  queries[0].position.tricks_won[BRG_SIDE_EW] = 7;
  queries[0].target = 8;
  queries[1] = queries[0];
  queries[1].target = 7;
  g_clear_pointer (&all, g_free);
  all = solve_queries (queries, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (all[0].tricks, ==, -1);
  g_assert_cmpint (all[0].card, ==, BRG_CARD_NONE);
  g_assert_cmpint (all[1].tricks, ==, 7);
  g_clear_pointer (&all, g_free);
  all = solve_queries (queries, 1, &error);
  g_assert_cmpint (all[0].tricks, ==, -1);

  /* A target out of range is refused before the solver sees it. */
  queries[0].target = 14;
  bad = solve_queries (queries, 1, &error);
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY);
  g_assert_null (bad);
}

static void
test_review (void)
{
  /* The same ending: South leads ♥2 (an error costing two tricks), West
   * and North discard, East wins ♥A. The declaring side is the one that
   * did not lead from the start position: East-West here. */
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *tricks = NULL;
  BrgDdPosition position = { 0 };
  BrgCard cards[4] = {
    BRG_CARD (BRG_SUIT_HEARTS, 2), BRG_CARD (BRG_SUIT_SPADES, 3),
    BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN), BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE),
  };
  guint n = 0;

  position.hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN));
  position.hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING))
                                  | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 3));
  position.hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 2))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, 2));
  position.hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE))
                                  | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
  position.trumps = BRG_STRAIN_NOTRUMP;
  position.leader = BRG_SEAT_SOUTH;

  brg_solver_review_async (solver, channel, &position, cards, 4, NULL, store_result_cb, &result);
  run_until (&result);
  tricks = brg_solver_review_finish (solver, result, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpuint (tricks[0], ==, 0);   /* with ♠2 first, EW take nothing */
  g_assert_cmpuint (tricks[1], ==, 2);   /* after ♥2: both tricks */
  g_assert_cmpuint (tricks[4], ==, 2);
}

/* A play that runs to the end: DDS leaves out the last trick, whose cards
 * are forced (one a hand), so its values are the value before it. A whole
 * deal's play had no review for this (52 cards asked, 48 analysed). */
static void
test_review_to_the_end (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *tricks = NULL;
  BrgDdPosition position = { 0 };
  BrgCard cards[8] = {
    BRG_CARD (BRG_SUIT_HEARTS, 2), BRG_CARD (BRG_SUIT_SPADES, 3),
    BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN), BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE),
    BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING), BRG_CARD (BRG_SUIT_SPADES, 2),
    BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING), BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE),
  };
  guint n = 0;

  position.hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_QUEEN));
  position.hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING))
                                  | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 3));
  position.hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 2))
                                   | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, 2));
  position.hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_ACE))
                                  | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
  position.trumps = BRG_STRAIN_NOTRUMP;
  position.leader = BRG_SEAT_SOUTH;

  brg_solver_review_async (solver, channel, &position, cards, 8, NULL, store_result_cb, &result);
  run_until (&result);
  tricks = brg_solver_review_finish (solver, result, &n, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tricks);
  g_assert_cmpuint (n, ==, 9);
  g_assert_cmpuint (tricks[0], ==, 0);
  g_assert_cmpuint (tricks[1], ==, 2);
  for (guint i = 4; i <= 8; i++)
    g_assert_cmpuint (tricks[i], ==, 2);
}

typedef struct
{
  const char *code_name;
  BrgDdPosition position;
  int code;
} InvalidCase;

static void
test_invalid (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  guint calls = brg_solver_get_n_calls (solver);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgDeal) deal = NULL;
  BrgDdDeal full;
  BrgDdPosition p;

  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &full);

  /* 51 cards: DDS would call it a success. */
  p = full.position;
  p.hands[BRG_SEAT_WEST] &= ~BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_CLUBS, 2));
  g_assert_false (brg_dd_position_check (&p, &error));
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* A card in two hands. */
  p = full.position;
  p.hands[BRG_SEAT_NORTH] |= BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_CLUBS, 2));
  p.hands[BRG_SEAT_NORTH] &= ~BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 2));
  g_assert_false (brg_dd_position_check (&p, &error));
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* A current trick in which East revokes: East played ♣ holding ♠. */
  p = full.position;
  p.leader = BRG_SEAT_NORTH;
  p.hands[BRG_SEAT_EAST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 2))
                           | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, 2));
  p.hands[BRG_SEAT_NORTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, 4));
  p.hands[BRG_SEAT_SOUTH] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_DIAMONDS, 2))
                            | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_DIAMONDS, 3));
  p.hands[BRG_SEAT_WEST] = BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_CLUBS, 2))
                           | BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_CLUBS, 3));
  p.n_played = 2;
  p.played[0] = BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE);
  p.played[1] = BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_ACE);
  p.hands[BRG_SEAT_EAST] &= ~BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_HEARTS, 2));
  g_assert_false (brg_dd_position_check (&p, &error));
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY);
  g_clear_error (&error);

  /* Hands of different lengths, and no cards at all. */
  p = full.position;
  p.hands[BRG_SEAT_SOUTH] = 0;
  g_assert_false (brg_dd_position_check (&p, &error));
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL);
  g_clear_error (&error);
  memset (&p, 0, sizeof p);
  g_assert_false (brg_dd_position_check (&p, &error));
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* A deal with a hand unknown. */
  deal = brg_deal_new_from_pbn ("N:AKQ.AKQ.AKQ.AKQJ - - -", &error);
  g_assert_no_error (error);
  g_assert_false (brg_dd_position_init_deal (&p, deal, BRG_STRAIN_NOTRUMP, BRG_SEAT_WEST,
                                             &error));
  g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  /* Through the solver: refused with the error, no DDS call. */
  {
    g_autoptr(GAsyncResult) result = NULL;
    BrgDdDeal bad = full;
    BrgDdTable table;

    bad.position.hands[BRG_SEAT_WEST] = 0;
    brg_solver_table_async (solver, channel, &bad, NULL, store_result_cb, &result);
    run_until (&result);
    g_assert_false (brg_solver_table_finish (solver, result, &table, NULL, &error));
    g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL);
    g_clear_error (&error);
  }
  {
    g_autoptr(GAsyncResult) result = NULL;
    BrgCard revoke[2] = { BRG_CARD (BRG_SUIT_SPADES, 2), BRG_CARD (BRG_SUIT_CLUBS, 2) };
    guint n;

    p = full.position;
    p.leader = BRG_SEAT_NORTH;
    /* West cannot play a club to North's spade lead: West holds no spade,
     * so this is legal; but East cannot play a club it does not hold. */
    p.leader = BRG_SEAT_WEST;
    revoke[0] = BRG_CARD (BRG_SUIT_CLUBS, 2);
    revoke[1] = BRG_CARD (BRG_SUIT_CLUBS, 3);
    brg_solver_review_async (solver, channel, &p, revoke, 2, NULL, store_result_cb, &result);
    run_until (&result);
    g_assert_null (brg_solver_review_finish (solver, result, &n, &error));
    g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY);
    g_clear_error (&error);
  }
  g_assert_cmpuint (brg_solver_get_n_calls (solver), ==, calls);
}

static void
test_stale (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  guint calls;
  TableAnswer first, second;
  BrgDdDeal a, b;
  g_autofree char *tricks = NULL;
  Wait w;

  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &a);
  deal_from_pbn ("N:.AKQJT98765432.. AKQJT98765432... ...AKQJT98765432 ..AKQJT98765432.",
                 BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &b);

  /* Both queued while the worker is held: the first is stale before it
   * runs, so it is dropped without a DDS call. */
  wait_init (&w);
  memset (&first, 0, sizeof first);
  memset (&second, 0, sizeof second);
  first.wait = second.wait = &w;
  first.name = "first";
  second.name = "second";
  w.pending = 2;
  _brg_solver_hold (solver, TRUE);
  calls = brg_solver_get_n_calls (solver);
  brg_solver_table_async (solver, channel, &a, NULL, table_cb, &first);
  brg_solver_table_async (solver, channel, &b, NULL, table_cb, &second);
  _brg_solver_hold (solver, FALSE);
  wait_run (&w);

  g_assert_false (first.ok);
  g_assert_error (first.error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_STALE);
  g_clear_error (&first.error);
  g_assert_true (second.ok);
  g_assert_no_error (second.error);
  tricks = brg_dd_table_to_tricks_tag (&second.table);
  /* North holds the hearts now and South the clubs: by hand, NS make 13
   * in hearts and clubs, EW in spades and diamonds. */
  g_assert_cmpstr (tricks, ==, "00d0d00d0d0d0d00d0d0");
  g_assert_cmpuint (brg_solver_get_n_calls (solver), ==, calls + 1);
  g_ptr_array_unref (w.order);
}

typedef struct
{
  Wait      *wait;
  GPtrArray *order;
  guint      chunks;
  GCancellable *cancel_after_first;
} BatchState;

static void
chunk_cb (guint             first,
          guint             n_deals,
          const BrgDdTable *tables,
          const BrgPar     *pars,
          gpointer          user_data)
{
  BatchState *s = user_data;

  g_assert_cmpuint (first, ==, s->chunks);
  g_assert_cmpuint (n_deals, ==, 1);
  g_assert_true (brg_dd_table_is_complete (&tables[0]));
  g_assert_true (pars[0].known);
  s->chunks++;
  g_ptr_array_add (s->order, (gpointer) "chunk");
  if (s->cancel_after_first != NULL)
    {
      /* The worker holds after the first chunk: cancel, then let it go on
       * to find the cancellation before the second. */
      g_cancellable_cancel (s->cancel_after_first);
      _brg_solver_hold (brg_solver_get_default (), FALSE);
    }
}

typedef struct
{
  BatchState *state;
  gboolean    ok;
  GError     *error;
} BatchAnswer;

static void
batch_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  BatchAnswer *a = user_data;

  a->ok = brg_solver_batch_finish (BRG_SOLVER (source), result, &a->error);
  g_ptr_array_add (a->state->order, (gpointer) "batch");
  wait_done (a->state->wait);
}

static void
test_interactive_first (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  guint channel = brg_solver_new_channel (solver);
  BrgDdDeal deals[2];
  TableAnswer table;
  BatchState state = { 0 };
  BatchAnswer batch = { 0 };
  GPtrArray *trace;
  Wait w;

  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deals[0]);
  deals[1] = deals[0];

  wait_init (&w);
  state.wait = &w;
  state.order = w.order;
  batch.state = &state;
  memset (&table, 0, sizeof table);
  table.wait = &w;
  table.name = "table";
  w.pending = 2;

  /* The batch is queued first, the table after: the worker still solves
   * the table before the batch's first chunk. (The answers reach the main
   * loop through separate sources, so their order there is not the test.) */
  trace = g_ptr_array_new ();
  _brg_solver_hold (solver, TRUE);
  _brg_solver_set_trace (solver, trace);
  brg_solver_batch_async (solver, deals, 2, 1, chunk_cb, &state, NULL, batch_cb, &batch);
  brg_solver_table_async (solver, channel, &deals[0], NULL, table_cb, &table);
  _brg_solver_hold (solver, FALSE);
  wait_run (&w);
  _brg_solver_set_trace (solver, NULL);

  g_assert_true (batch.ok);
  g_assert_true (table.ok);
  g_assert_cmpuint (trace->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (trace, 0), ==, "interactive");
  g_assert_cmpstr (g_ptr_array_index (trace, 1), ==, "chunk");
  g_assert_cmpstr (g_ptr_array_index (trace, 2), ==, "chunk");
  g_assert_cmpuint (w.order->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (w.order, 3), ==, "batch");
  g_ptr_array_unref (trace);
  g_ptr_array_unref (w.order);
}

static void
test_cancel (void)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GCancellable) later = g_cancellable_new ();
  BrgDdDeal deals[3];
  BatchState state = { 0 };
  BatchAnswer batch = { 0 };
  guint calls;
  Wait w;

  deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deals[0]);
  deals[1] = deals[2] = deals[0];

  /* Cancelled before it starts: no chunk, no call. */
  wait_init (&w);
  state.wait = &w;
  state.order = w.order;
  batch.state = &state;
  w.pending = 1;
  _brg_solver_hold (solver, TRUE);
  calls = brg_solver_get_n_calls (solver);
  brg_solver_batch_async (solver, deals, 3, 1, chunk_cb, &state, cancellable, batch_cb, &batch);
  g_cancellable_cancel (cancellable);
  _brg_solver_hold (solver, FALSE);
  wait_run (&w);
  g_assert_false (batch.ok);
  g_assert_error (batch.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&batch.error);
  g_assert_cmpuint (state.chunks, ==, 0);
  g_assert_cmpuint (brg_solver_get_n_calls (solver), ==, calls);
  g_ptr_array_unref (w.order);

  /* Cancelled after the first chunk: it stops between chunks, before the
   * second. */
  wait_init (&w);
  memset (&state, 0, sizeof state);
  state.wait = &w;
  state.order = w.order;
  state.cancel_after_first = later;
  batch.state = &state;
  batch.ok = TRUE;
  w.pending = 1;
  _brg_solver_hold_after_chunks (solver, 1);
  brg_solver_batch_async (solver, deals, 3, 1, chunk_cb, &state, later, batch_cb, &batch);
  wait_run (&w);
  g_assert_false (batch.ok);
  g_assert_error (batch.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&batch.error);
  g_assert_cmpuint (state.chunks, ==, 1);
  g_ptr_array_unref (w.order);
}

/* The corpus' hand records carry tables and pars from BridgeComposer,
 * Ruter, Big Deal, BBO and others: a few boards of each file must agree. */
static void
test_corpus (void)
{
  g_autofree char *folder = core_test_corpus_path ("pbn", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint n_par = 0, n_contracts = 0;

  if (folder == NULL)
    return;
  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(BrgEvent) event = NULL;
      guint taken = 0;

      if (!g_str_has_suffix (name, ".pbn"))
        continue;
      event = brg_import_file (file, NULL, NULL, NULL);
      if (event == NULL)
        continue;
      for (guint i = 0; i < brg_event_get_n_boards (event) && taken < 3; i++)
        {
          BrgBoard *board = brg_event_get_board (event, i);
          BrgDdDeal deal;
          BrgDdTable *table = g_new (BrgDdTable, 1);

          if (!brg_board_get_dd_table (board, table) || !brg_dd_table_is_complete (table)
              || !brg_board_get_dd_deal (board, &deal, NULL))
            {
              g_free (table);
              continue;
            }
          g_ptr_array_add (boards, brg_board_copy (board));
          g_ptr_array_add (known, table);
          g_ptr_array_add (names, g_strdup_printf ("%s board %u", name, i + 1));
          taken++;
        }
    }
  g_assert_cmpuint (boards->len, >=, 20);

  {
    g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; i < boards->len; i++)
      g_ptr_array_add (before, brg_board_copy (g_ptr_array_index (boards, i)));

    brg_analyse_boards_async (brg_solver_get_default (), boards, 0, NULL, NULL, NULL,
                              store_result_cb, &result);
    run_until (&result);
    g_assert_true (brg_analyse_boards_finish (brg_solver_get_default (), result, NULL, NULL,
                                              &error));
    g_assert_no_error (error);

    for (guint i = 0; i < boards->len; i++)
      {
        BrgBoard *board = g_ptr_array_index (boards, i);
        BrgBoard *old = g_ptr_array_index (before, i);
        const char *label = g_ptr_array_index (names, i);
        BrgDdTable solved;
        BrgPar par, old_par;

        g_assert_true (brg_board_get_dd_table (board, &solved));
        if (!brg_dd_table_equal (&solved, g_ptr_array_index (known, i)))
          g_error ("%s: the table differs from the file's", label);

        if (brg_board_get_par (old, &old_par))
          {
            g_assert_true (brg_board_get_par (board, &par));
            if (par.score != old_par.score)
              g_error ("%s: par %d, the file says %d", label, par.score, old_par.score);
            n_par++;
            /* BridgeComposer's ParContract, written as it writes it. */
            if (brg_board_get_tag (old, "ParContract") != NULL)
              {
                g_assert_cmpstr (brg_board_get_tag (board, "ParContract"), ==,
                                 brg_board_get_tag (old, "ParContract"));
                g_assert_cmpstr (brg_board_get_tag (board, "OptimumScore"), ==,
                                 brg_board_get_tag (old, "OptimumScore"));
                n_contracts++;
              }
          }
      }
  }
  g_test_message ("%u boards agree; %u pars, %u with BridgeComposer's par contracts",
                  boards->len, n_par, n_contracts);
  g_assert_cmpuint (n_par, >=, 10);
  g_assert_cmpuint (n_contracts, >=, 5);
}

static void
test_cli_analyze (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "pbn", "dd-known.pbn", NULL);
  g_autofree char *out = g_build_filename (work_dir, "analysed.pbn", NULL);
  const char *args[] = { "analyze", "--threads", "1", in, out, NULL };
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *text = NULL;
  CoreTestCliRun run;
  BrgBoard *board;

  if (!core_test_run_cli (args, NULL, &run))
    return;
  g_assert_cmpint (run.exit_code, ==, 0);
  /* The incomplete deal of board 3 is a warning with its line. */
  g_assert_nonnull (strstr (run.err, "dd-known.pbn:17:"));
  g_assert_nonnull (strstr (run.err, "Analysed 2 of 3 boards"));

  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  event = core_test_read_pbn (text);
  board = brg_event_get_board (event, 0);
  /* The stale values of board 1 are replaced. */
  g_assert_cmpstr (brg_board_get_tag (board, "DoubleDummyTricks"), ==, SUITS_TRICKS);
  g_assert_cmpstr (brg_board_get_tag (board, "OptimumScore"), ==, "NS 1510");
  board = brg_event_get_board (event, 1);
  g_assert_cmpstr (brg_board_get_tag (board, "OptimumScore"), ==, "NS 2210");
  g_assert_cmpstr (brg_board_get_tag (board, "ParContract"), ==, "NS 7S=");
  g_assert_nonnull (brg_board_lookup_tag (board, "OptimumResultTable"));
  board = brg_event_get_board (event, 2);
  g_assert_null (brg_board_get_tag (board, "OptimumScore"));
  core_test_cli_run_clear (&run);

  {
    const char *usage[] = { "analyze", "--threads", "x", in, NULL };

    g_assert_true (core_test_run_cli (usage, NULL, &run));
    g_assert_cmpint (run.exit_code, ==, 2);
    core_test_cli_run_clear (&run);
  }
}

/* The library is loaded by the first request, not before: a process that
 * never solves never maps it. Run in a fresh process, since the tests
 * before have loaded it in this one. */
static void
test_loaded_when_asked (void)
{
  if (g_test_subprocess ())
    {
      BrgSolver *solver;
      BrgDdDeal deal;
      TableAnswer answer;

      g_assert_false (_brg_solver_library_is_mapped ());
      solver = brg_solver_get_default ();
      brg_solver_new_channel (solver);
      g_assert_nonnull (brg_solver_get_name (solver));
      g_assert_false (_brg_solver_library_is_mapped ());

      deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deal);
      solve_table (&deal, &answer);
      g_assert_no_error (answer.error);
      g_assert_true (_brg_solver_library_is_mapped ());
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Without the library (FINESSE_DDS_LIBRARY names one that is not there,
 * the test hook of brg-solver-dds.c), every request fails with
 * BRG_SOLVER_ERROR_UNAVAILABLE, a message naming the library and the
 * Debian package, and nothing crashes; a batch too. */
static void
test_library_missing (void)
{
  if (g_test_subprocess ())
    {
      BrgSolver *solver;
      BrgDdDeal deal;
      TableAnswer answer;
      g_autoptr(GAsyncResult) result = NULL;
      g_autoptr(GError) error = NULL;
      BrgDdCardValues values;

      g_setenv ("FINESSE_DDS_LIBRARY", "libdds-missing.so.0", TRUE);
      solver = brg_solver_get_default ();
      deal_from_pbn (SUITS_DEAL, BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE, &deal);

      solve_table (&deal, &answer);
      g_assert_false (answer.ok);
      g_assert_error (answer.error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_UNAVAILABLE);
      g_assert_nonnull (strstr (answer.error->message, "libdds-missing.so.0"));
      g_assert_nonnull (strstr (answer.error->message, "libdds0"));
      g_clear_error (&answer.error);

      /* Asked again, the same answer, at once. */
      brg_solver_card_values_async (solver, brg_solver_new_channel (solver), &deal.position,
                                    NULL, store_result_cb, &result);
      run_until (&result);
      g_assert_false (brg_solver_card_values_finish (solver, result, &values, &error));
      g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_UNAVAILABLE);
      g_clear_error (&error);
      g_clear_object (&result);

      brg_solver_batch_async (solver, &deal, 1, 0, NULL, NULL, NULL, store_result_cb, &result);
      run_until (&result);
      g_assert_false (brg_solver_batch_finish (solver, result, &error));
      g_assert_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_UNAVAILABLE);
      g_assert_false (_brg_solver_library_is_mapped ());
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* finesse-cli: --help, convert and show never map the library; analyze
 * does. Each says so at exit under FINESSE_CLI_REPORT_SOLVER, the CLI's
 * test hook. */
static void
test_cli_maps_only_to_solve (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "pbn", "dd-known.pbn", NULL);
  g_autofree char *out = g_build_filename (work_dir, "lazy-converted.pbn", NULL);
  g_autofree char *analysed = g_build_filename (work_dir, "lazy-analysed.pbn", NULL);
  const char *report[] = { "FINESSE_CLI_REPORT_SOLVER=1", NULL };
  const char *help[] = { "--help", NULL };
  const char *convert[] = { "convert", "--to", "pbn", in, out, NULL };
  const char *show[] = { "show", in, NULL };
  const char *analyze[] = { "analyze", "--threads", "1", in, analysed, NULL };
  const char * const *quiet[] = { help, convert, show };
  g_auto(CoreTestCliRun) run = { NULL };

  for (guint i = 0; i < G_N_ELEMENTS (quiet); i++)
    {
      if (!core_test_run_cli (quiet[i], report, &run))
        return;
      g_assert_cmpint (run.exit_code, ==, 0);
      g_assert_nonnull (strstr (run.err, "finesse-cli: libdds not mapped\n"));
      core_test_cli_run_clear (&run);
    }

  g_assert_true (core_test_run_cli (analyze, report, &run));
  g_assert_cmpint (run.exit_code, ==, 0);
  g_assert_nonnull (strstr (run.err, "finesse-cli: libdds mapped\n"));
  g_remove (out);
  g_remove (analysed);
}

/* analyze without the library: a clear error, exit 1, no output file. */
static void
test_cli_library_missing (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "pbn", "dd-known.pbn", NULL);
  g_autofree char *out = g_build_filename (work_dir, "missing-analysed.pbn", NULL);
  const char *env[] = { "FINESSE_DDS_LIBRARY=libdds-missing.so.0", NULL };
  const char *analyze[] = { "analyze", in, out, NULL };
  g_auto(CoreTestCliRun) run = { NULL };

  if (!core_test_run_cli (analyze, env, &run))
    return;
  g_assert_cmpint (run.exit_code, ==, 1);
  g_assert_nonnull (strstr (run.err, "error: The double-dummy solver is not available"));
  g_assert_nonnull (strstr (run.err, "libdds-missing.so.0"));
  g_assert_nonnull (strstr (run.err, "libdds0"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dump = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* DDS writes dump.txt into the working directory when its own input
   * checks fail; ours run first, so it never must. Run in a fresh folder
   * and look. */
  work_dir = g_dir_make_tmp ("finesse-solver-XXXXXX", NULL);
  g_assert_nonnull (work_dir);
  g_assert_cmpint (g_chdir (work_dir), ==, 0);
  brg_solver_set_n_threads (2);

  g_test_add_func ("/core/solver/known-table", test_known_table);
  g_test_add_func ("/core/solver/par-vulnerable", test_par_vulnerable);
  g_test_add_func ("/core/solver/par-of-table", test_par_of_table);
  g_test_add_func ("/core/solver/card-values", test_card_values);
  g_test_add_func ("/core/solver/card-values-ending", test_card_values_ending);
  g_test_add_func ("/core/solver/release-when-idle", test_release_when_idle);
  g_test_add_func ("/core/solver/solve", test_solve);
  g_test_add_func ("/core/solver/review", test_review);
  g_test_add_func ("/core/solver/review-to-the-end", test_review_to_the_end);
  g_test_add_func ("/core/solver/invalid", test_invalid);
  g_test_add_func ("/core/solver/stale", test_stale);
  g_test_add_func ("/core/solver/interactive-first", test_interactive_first);
  g_test_add_func ("/core/solver/cancel", test_cancel);
  g_test_add_func ("/core/solver/corpus", test_corpus);
  g_test_add_func ("/core/solver/cli-analyze", test_cli_analyze);
  g_test_add_func ("/core/solver/lazy/loaded-when-asked", test_loaded_when_asked);
  g_test_add_func ("/core/solver/lazy/library-missing", test_library_missing);
  g_test_add_func ("/core/solver/lazy/cli-maps-only-to-solve", test_cli_maps_only_to_solve);
  g_test_add_func ("/core/solver/lazy/cli-library-missing", test_cli_library_missing);

  status = g_test_run ();

  dump = g_build_filename (work_dir, "dump.txt", NULL);
  if (g_file_test (dump, G_FILE_TEST_EXISTS))
    {
      fprintf (stderr, "DDS wrote %s\n", dump);
      status = 1;
    }
  {
    g_autofree char *analysed = g_build_filename (work_dir, "analysed.pbn", NULL);

    g_remove (analysed);
  }
  g_rmdir (work_dir);
  g_free (work_dir);
  return status;
}
