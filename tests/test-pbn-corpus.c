/* test-pbn-corpus.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every PBN file of the shared corpus ($FINESSE_CORPUS/pbn and
 * $FINESSE_CORPUS/generated) is read: no GError, one board per game, no
 * board with errors except where the file really breaks the rules (the PBN
 * verifier's errors_* suites, and the few real files listed below with the
 * reason).
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* Real files that break the rules, so their boards must have errors. */
static const struct
{
  const char *name;
  const char *why;
} broken_files[] = {
  { "baker_olead.pbn", "an auction where West bids 3NT for North, and contracts (1CXX) that "
                       "their auctions (1CX) do not reach" },
  { "ben_challenge_bw_crlf.pbn", "bidding-challenge auctions with “AC”, which is no PBN call" },
  { "ben_challenge_pav_first120.pbn", "bidding-challenge auctions with “AC”, which is no PBN call" },
  { "endplay_example3_3816boards.pbn", "each play row starts with the trick's leader instead of "
                                       "the Play seat's column (§3.6), and Declarer is the seat "
                                       "after the auction's declarer" },
  { "endplay_example4.pbn", "the first board of endplay_example3_3816boards.pbn" },
  { "pbnverifier_errors_10.pbn", "the PBN verifier's error suite" },
  { "pbnverifier_errors_20.pbn", "the PBN verifier's error suite" },
  { "pbnverifier_errors_21.pbn", "the PBN verifier's error suite" },
};

/* Boards column of MANIFEST.md (the number of Deal tags), where it equals
 * the number of games. */
static const struct
{
  const char *name;
  guint       boards;
} board_counts[] = {
  { "dealer_random_10000.pbn", 10000 },
  { "ben_uncommon_boards_10000.pbn", 10000 },
  { "endplay_example3_3816boards.pbn", 7632 },  /* two rooms; only the first gives Deal */
  { "ben_bba_weak_natural_2m_3940.pbn", 3940 },
  { "pbntools_jfrpary_szczyrk_1205.pbn", 1205 },
  { "pbntools_kops_pch1003.pbn", 570 },
  { "ben_pbs_1n_500.pbn", 500 },
  { "deal_minimal_500.pbn", 500 },
  { "deal_3nt_stack_mixed_200.pbn", 200 },
  { "dealer_stats_trailer_20.pbn", 20 },
  { "ben_alphamju_endpositions.pbn", 35 },   /* no empty lines between games */
  { "wrangler_abs2-2_4x9.pbn", 36 },         /* one empty line missing */
  { "fin_butler.pbn", 28 },
  { "pbnverifier_correct_21.pbn", 2 },
  { "zdenecek_empty.pbn", 0 },
  { "heilman_test_record_with_empty_line_in_comment.pbn", 1 },
};

static const char *
broken_reason (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken_files); i++)
    if (strcmp (broken_files[i].name, name) == 0)
      return broken_files[i].why;
  return NULL;
}

static int
expected_boards (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (board_counts); i++)
    if (strcmp (board_counts[i].name, name) == 0)
      return (int) board_counts[i].boards;
  return -1;
}

/* A folder of the corpus, or NULL when there is none. */
static char *
corpus_dir (const char *sub)
{
  const char *root = core_test_get_corpus ();

  if (root == NULL)
    return NULL;
  return g_build_filename (root, sub, NULL);
}

static void
test_file (gconstpointer data)
{
  const char *path = data;
  g_autofree char *name = g_path_get_basename (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  const char *why = broken_reason (name);
  int expected = expected_boards (name);
  guint n_errors = 0, n_boards_with_errors = 0;

  event = brg_pbn_read_file (file, NULL, &diagnostics, &error);
  g_assert_no_error (error);
  g_assert_nonnull (event);
  g_assert_nonnull (diagnostics);

  if (expected >= 0)
    g_assert_cmpuint (brg_event_get_n_boards (event), ==, (guint) expected);

  for (guint i = 0; i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      g_assert_cmpuint (diagnostic->line, >, 0);
      g_assert_cmpuint (diagnostic->board, <=, brg_event_get_n_boards (event));
      if (diagnostic->severity != BRG_SEVERITY_ERROR)
        continue;
      n_errors++;
      /* An error on a board marks that board. */
      if (diagnostic->board > 0)
        g_assert_true (brg_board_get_has_errors (brg_event_get_board (event,
                                                                       diagnostic->board - 1)));
      if (why == NULL)
        {
          g_autofree char *line = brg_diagnostic_format (diagnostic, name);

          g_test_message ("unexpected: %s", line);
        }
    }

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    if (brg_board_get_has_errors (brg_event_get_board (event, i)))
      n_boards_with_errors++;

  if (why != NULL)
    {
      g_test_message ("%s breaks the rules: %s", name, why);
      g_assert_cmpuint (n_errors, >, 0);
    }
  else
    {
      g_assert_cmpuint (n_errors, ==, 0);
      g_assert_cmpuint (n_boards_with_errors, ==, 0);
    }

  g_assert_finalize_object (g_steal_pointer (&event));
}

static gboolean
has_error_at (GPtrArray *diagnostics,
              guint      line)
{
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      if (diagnostic->line == line && diagnostic->severity == BRG_SEVERITY_ERROR)
        return TRUE;
    }
  return FALSE;
}

/* The verifier's error suite: the errors are found on their lines, and the
 * rest of the file loads. */
static void
test_verifier_errors (void)
{
  /* Line of a deliberate error, game by game (see the file's comments). */
  static const guint lines_10[] = {
    39,   /* Dealer "Black" */
    43,   /* Vulnerable "E" */
    47,   /* bad rank in a deal */
    51,   /* ♠K twice */
    55,   /* West has 14 cards */
    59,   /* 12 and 13 cards */
    75,   /* no cards */
    79,   /* Declarer "White" */
    83,   /* Contract "5Hearts" */
    91,   /* Result "C-2" */
    156,  /* the dealer does not call first */
    195,  /* 1C after 1D */
    204,  /* double of partner */
    214,  /* redouble of own side */
    258,  /* declarer N, auction S */
    328,  /* revoke CA */
    601,  /* ^I on a sufficient bid */
    636,  /* NS 9 EW 2 */
    772,  /* Dealer "#" */
  };
  static const guint lines_21[] = { 7, 11 };  /* OptimumScore "100", "EW" */
  g_autofree char *dir = corpus_dir ("pbn");
  g_autofree char *path10 = NULL;
  g_autofree char *path21 = NULL;
  g_autoptr(GFile) file10 = NULL;
  g_autoptr(GFile) file21 = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      core_test_skip_no_corpus ();
      return;
    }

  path10 = g_build_filename (dir, "pbnverifier_errors_10.pbn", NULL);
  file10 = g_file_new_for_path (path10);
  event = brg_pbn_read_file (file10, NULL, &diagnostics, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (lines_10); i++)
    {
      g_test_message ("errors_10 line %u", lines_10[i]);
      g_assert_true (has_error_at (diagnostics, lines_10[i]));
    }
  /* Games with at least one tag pair each become boards (74 games; game 2
   * holds only "[Event]", which is no tag pair): the rest loads. */
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 73);
  g_assert_finalize_object (g_steal_pointer (&event));
  g_clear_pointer (&diagnostics, g_ptr_array_unref);

  path21 = g_build_filename (dir, "pbnverifier_errors_21.pbn", NULL);
  file21 = g_file_new_for_path (path21);
  event = brg_pbn_read_file (file21, NULL, &diagnostics, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (lines_21); i++)
    g_assert_true (has_error_at (diagnostics, lines_21[i]));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* The performance file: 10,000 deals read whole, three times over. How
 * fast is for bench/bench-pbn to measure; the time is only reported. */
static void
test_large_file (void)
{
  g_autofree char *dir = corpus_dir ("generated");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  double best = G_MAXDOUBLE;
  gsize length;

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      core_test_skip_no_corpus ();
      return;
    }

  path = g_build_filename (dir, "dealer_random_10000.pbn", NULL);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  bytes = g_bytes_new_static (contents, length);

  for (guint run = 0; run < 3; run++)
    {
      g_autoptr(BrgEvent) event = NULL;
      double elapsed;

      g_test_timer_start ();
      event = brg_pbn_read_bytes (bytes, NULL, NULL);
      elapsed = g_test_timer_elapsed ();
      g_assert_nonnull (event);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 10000);
      best = MIN (best, elapsed);
      g_assert_finalize_object (g_steal_pointer (&event));
    }

  g_test_message ("dealer_random_10000.pbn: %.1f ms, %.1f MB/s", best * 1000,
                  length / best / 1e6);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_directory (const char *sub)
{
  g_autofree char *dir = corpus_dir (sub);
  g_autoptr(GDir) handle = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL || (handle = g_dir_open (dir, 0, NULL)) == NULL)
    return;

  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".pbn") || g_str_has_suffix (name, ".PBN"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strdup_printf ("/core/pbn/corpus/%s/%s", sub, file);

      /* Test data lives as long as the test program. */
      g_test_add_data_func_full (test_path, g_build_filename (dir, file, NULL), test_file, g_free);
    }
}

static void
test_corpus_present (void)
{
  g_autofree char *dir = corpus_dir ("pbn");

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    core_test_skip_no_corpus ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/pbn/corpus/present", test_corpus_present);
  add_directory ("pbn");
  add_directory ("generated");
  g_test_add_func ("/core/pbn/corpus/verifier-errors", test_verifier_errors);
  g_test_add_func ("/core/pbn/corpus/large-file", test_large_file);

  return g_test_run ();
}
