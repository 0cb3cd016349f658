/* test-dd-table.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The double-dummy tags as values: DoubleDummyTricks and ParContract as
 * BridgeComposer writes them, OptimumResultTable (PBN §5.7) and
 * OptimumScore (PBN §4.2.7). No solver here.
 */

#include "config.h"

#include "core-test-util.h"

/* BridgeComposer 5.50's own example (N 6 3 11 3 12, E 4 9 2 10 0). */
#define BC_TRICKS "63b3c63b3c492a0492a0"

static void
test_tricks_tag (void)
{
  BrgDdTable table;
  g_autofree char *back = NULL;

  g_assert_true (brg_dd_table_from_tricks_tag (BC_TRICKS, &table));
  g_assert_true (brg_dd_table_is_complete (&table));
  g_assert_cmpuint (table.tricks[BRG_STRAIN_NOTRUMP][BRG_SEAT_NORTH], ==, 6);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_HEARTS][BRG_SEAT_SOUTH], ==, 11);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_CLUBS][BRG_SEAT_NORTH], ==, 12);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_DIAMONDS][BRG_SEAT_EAST], ==, 10);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_CLUBS][BRG_SEAT_WEST], ==, 0);
  g_assert_true (brg_dd_table_partners_agree (&table, BRG_SIDE_NS));
  g_assert_true (brg_dd_table_partners_agree (&table, BRG_SIDE_EW));

  back = brg_dd_table_to_tricks_tag (&table);
  g_assert_cmpstr (back, ==, BC_TRICKS);

  g_assert_false (brg_dd_table_from_tricks_tag ("63b3c", &table));
  g_assert_false (brg_dd_table_from_tricks_tag ("63b3c63b3c492a0492aZ", &table));
  /* 14 is more tricks than a deal has. */
  g_assert_false (brg_dd_table_from_tricks_tag ("e3b3c63b3c492a0492a0", &table));
  g_assert_true (brg_dd_table_is_empty (&table));
}

static void
test_result_tag (void)
{
  BrgDdTable table, back;
  g_autoptr(BrgTag) tag = NULL;

  g_assert_true (brg_dd_table_from_tricks_tag (BC_TRICKS, &table));
  tag = brg_dd_table_to_result_tag (&table);

  /* PBN §5.7 in BridgeComposer's layout: two-digit results, so width 2. */
  g_assert_cmpstr (tag->name, ==, "OptimumResultTable");
  g_assert_cmpstr (tag->value, ==, "Declarer;Denomination\\2R;Result\\2R");
  g_assert_cmpuint (tag->section->len, ==, 20);
  g_assert_cmpstr (g_ptr_array_index (tag->section, 0), ==, "N NT  6");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 1), ==, "N  S  3");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 2), ==, "N  H 11");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 10), ==, "E NT  4");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 19), ==, "W  C  0");

  g_assert_true (brg_dd_table_from_result_tag (tag, &back));
  g_assert_true (brg_dd_table_equal (&table, &back));
}

static void
test_result_tag_narrow (void)
{
  BrgDdTable table;
  g_autoptr(BrgTag) tag = NULL;

  /* Newer BridgeComposers write \1R when no result has two digits. */
  g_assert_true (brg_dd_table_from_tricks_tag ("54555546658977889778", &table));
  tag = brg_dd_table_to_result_tag (&table);
  g_assert_cmpstr (tag->value, ==, "Declarer;Denomination\\2R;Result\\1R");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 0), ==, "N NT 5");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 1), ==, "N  S 4");
}

static void
test_result_tag_any_order (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n"
    "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
    "[OptimumResultTable \"Declarer;Denomination;Result\"]\n"
    "W C 13\n"
    "N S 13\n"
    "S NT 0\n");
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgDdTable table;

  /* PBN §5.7: rows in any order, any subset. */
  g_assert_true (brg_board_get_dd_table (board, &table));
  g_assert_false (brg_dd_table_is_complete (&table));
  g_assert_cmpuint (table.tricks[BRG_STRAIN_CLUBS][BRG_SEAT_WEST], ==, 13);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_SPADES][BRG_SEAT_NORTH], ==, 13);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_NOTRUMP][BRG_SEAT_SOUTH], ==, 0);
  g_assert_cmpuint (table.tricks[BRG_STRAIN_HEARTS][BRG_SEAT_EAST], ==, BRG_DD_UNKNOWN);
}

static void
test_optimum_score (void)
{
  static const struct { const char *text; int ns; } good[] = {
    /* The four forms of PBN §4.2.7. */
    { "NS 140", 140 },
    { "EW 430", -430 },
    { "NS 600 EW -600", 600 },
    { "EW -600 NS 600", 600 },
    /* What other programs write. */
    { "NS +620", 620 },
    { "EW -300", 300 },
  };
  static const char *bad[] = { "100", "EW", "NS x", "NS 1 NS 2", "XY 100", "NS 100 junk" };
  BrgPar par;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (brg_par_from_optimum_score (good[i].text, &par));
      g_assert_true (par.known);
      g_assert_cmpint (par.score, ==, good[i].ns);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (brg_par_from_optimum_score (bad[i], &par));
      g_assert_false (par.known);
    }
}

static void
test_par_contracts (void)
{
  static const char *forms[] = {
    "NS 4H=; NS 4S=", "N 2NX-1; N 3DX-1", "EW 3N+1", "E 6N=", "NS 4SX-3; NS 5CX-3; NS 5DX-3",
  };
  BrgPar par;

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *back = NULL;

      brg_par_init (&par);
      par.known = TRUE;
      g_assert_true (brg_par_from_contracts_tag (forms[i], &par));
      back = brg_par_to_contracts_tag (&par);
      g_assert_cmpstr (back, ==, forms[i]);
    }

  g_assert_true (brg_par_from_contracts_tag ("N 2NX-1; N 3DX-1", &par));
  g_assert_cmpuint (par.n_contracts, ==, 2);
  g_assert_cmpuint (par.contracts[0].level, ==, 2);
  g_assert_cmpuint (par.contracts[0].strain, ==, BRG_STRAIN_NOTRUMP);
  g_assert_true (par.contracts[0].doubled);
  g_assert_cmpint (par.contracts[0].result, ==, -1);
  g_assert_cmpuint (par.contracts[0].seats, ==, 1 << BRG_SEAT_NORTH);

  g_assert_false (brg_par_from_contracts_tag ("NE 4S=", &par));
  g_assert_false (brg_par_from_contracts_tag ("NS 8S=", &par));
  g_assert_false (brg_par_from_contracts_tag ("NS 4S", &par));
  g_assert_cmpuint (par.n_contracts, ==, 0);
}

static void
test_optimum_score_side (void)
{
  BrgPar par;
  g_autofree char *sacrifice = NULL;
  g_autofree char *make = NULL;
  g_autofree char *display = NULL;

  /* BridgeComposer: the side of the par contracts, from its own view. */
  brg_par_init (&par);
  par.known = TRUE;
  par.score = 300;
  g_assert_true (brg_par_from_contracts_tag ("EW 6DX-2", &par));
  sacrifice = brg_par_to_optimum_score (&par);
  g_assert_cmpstr (sacrifice, ==, "EW -300");
  display = brg_par_dup_display (&par);
  g_assert_cmpstr (display, ==, "EW -300: 6♦×-2 E-W");

  par.score = -430;
  g_assert_true (brg_par_from_contracts_tag ("EW 3N+1", &par));
  make = brg_par_to_optimum_score (&par);
  g_assert_cmpstr (make, ==, "EW 430");
}

static void
test_set_results (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n"
    "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
    "[DoubleDummyTricks \"00000000000000000000\"]\n"
    "{stale, but the comment stays}\n"
    "[Site \"Here\"]\n");
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgDdTable table, back;
  BrgPar par, par_back;
  const BrgTag *tag;

  g_assert_true (brg_dd_table_from_tricks_tag ("0d0d00d0d000d0d00d0d", &table));
  brg_par_init (&par);
  par.known = TRUE;
  par.score = 1510;
  g_assert_true (brg_par_from_contracts_tag ("NS 7S=", &par));
  brg_board_set_dd_results (board, &table, &par);

  /* Replaced where it stood, with its comment; the rest appended in
   * BridgeComposer's order; other tags untouched. */
  g_assert_cmpstr (brg_board_get_nth_tag (board, 2)->name, ==, "DoubleDummyTricks");
  g_assert_cmpstr (brg_board_get_nth_tag (board, 2)->value, ==, "0d0d00d0d000d0d00d0d");
  g_assert_nonnull (brg_board_get_nth_tag (board, 2)->comments);
  g_assert_cmpstr (brg_board_get_nth_tag (board, 3)->name, ==, "Site");
  g_assert_cmpstr (brg_board_get_tag (board, "Site"), ==, "Here");
  g_assert_cmpstr (brg_board_get_tag (board, "OptimumScore"), ==, "NS 1510");
  g_assert_cmpstr (brg_board_get_tag (board, "ParContract"), ==, "NS 7S=");
  tag = brg_board_lookup_tag (board, "OptimumResultTable");
  g_assert_nonnull (tag);
  g_assert_cmpuint (tag->section->len, ==, 20);

  g_assert_true (brg_board_get_dd_table (board, &back));
  g_assert_true (brg_dd_table_equal (&table, &back));
  g_assert_true (brg_board_get_par (board, &par_back));
  g_assert_cmpint (par_back.score, ==, 1510);
  g_assert_cmpuint (par_back.n_contracts, ==, 1);

  /* Writing again changes nothing. */
  {
    guint n = brg_board_get_n_tags (board);

    brg_board_set_dd_results (board, &table, &par);
    g_assert_cmpuint (brg_board_get_n_tags (board), ==, n);
  }
}

static void
test_makeable (void)
{
  BrgDdTable table;
  g_autofree char *text = NULL;
  g_autofree char *split = NULL;

  g_assert_true (brg_dd_table_from_tricks_tag (BC_TRICKS, &table));
  text = brg_dd_table_dup_makeable (&table);
  g_assert_cmpstr (text, ==, "NS 5♥ 6♣ · EW 3♠ 4♦");

  table.tricks[BRG_STRAIN_NOTRUMP][BRG_SEAT_SOUTH] = 7;
  split = brg_dd_table_dup_makeable (&table);
  g_assert_cmpstr (split, ==, "N 5♥ 6♣, S 1NT 5♥ 6♣ · EW 3♠ 4♦");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/dd-table/tricks-tag", test_tricks_tag);
  g_test_add_func ("/core/dd-table/result-tag", test_result_tag);
  g_test_add_func ("/core/dd-table/result-tag-narrow", test_result_tag_narrow);
  g_test_add_func ("/core/dd-table/result-tag-any-order", test_result_tag_any_order);
  g_test_add_func ("/core/dd-table/optimum-score", test_optimum_score);
  g_test_add_func ("/core/dd-table/par-contracts", test_par_contracts);
  g_test_add_func ("/core/dd-table/optimum-score-side", test_optimum_score_side);
  g_test_add_func ("/core/dd-table/set-results", test_set_results);
  g_test_add_func ("/core/dd-table/makeable", test_makeable);

  return g_test_run ();
}
