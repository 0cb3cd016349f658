/* test-rbn-roundtrip.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN ↔ PBN ↔ RBX conversions: the spec's "Florida Belles Are Ringers"
 * record comes back from PBN as it was; RBN export is byte-stable; and
 * every deal of our PBN files and of the corpus (when it is there)
 * survives PBN → RBN → model, or the writer said what it could not keep:
 * nothing is dropped silently.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-format.h"

static GBytes *
load_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rbn", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize len = 0;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, len);
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return g_strndup (data, len);
}

static BrgEvent *
read_rbn (GBytes     *bytes,
          GPtrArray **diagnostics)
{
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_rbn_read_bytes (bytes, diagnostics, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* RBN 3.2 "Same Article in RBN": RBN → PBN → RBN gives the record back
 * byte for byte, after the signature the writer adds. */
static void
test_florida_pbn (void)
{
  g_autoptr(GBytes) original = load_data ("florida.rbn");
  g_autoptr(GPtrArray) losses =
    g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  g_autoptr(BrgEvent) event = read_rbn (original, NULL);
  g_autoptr(GBytes) pbn = brg_pbn_write_bytes (event, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) from_pbn = brg_pbn_read_bytes (pbn, NULL, &error);
  g_autoptr(GBytes) rbn = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pbn_text = bytes_to_string (pbn);
  BrgBoard *board;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (pbn_text, "[Event \"ACBL International Fund Game\"]"));
  g_assert_nonnull (strstr (pbn_text, "[Description \"Florida Belles Are Ringers\"]"));
  g_assert_nonnull (strstr (pbn_text, "[Annotator \"Richard Pavlicek\"]"));
  g_assert_nonnull (strstr (pbn_text, "[Contract \"5HX\"]"));

  /* Everything of this record can be said in PBN. */
  brg_rbn_report_pbn_losses (event, losses);
  g_assert_cmpuint (losses->len, ==, 0);

  board = brg_event_get_board (from_pbn, 0);
  g_assert_cmpstr (brg_board_get_tag (board, "Scoring"), ==, "MP");
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (board)), ==, 21);

  rbn = brg_rbn_write_bytes (from_pbn, BRG_RBN_FLAVOUR_RBN, NULL);
  expected = g_strconcat ("% RBN\n", (const char *) g_bytes_get_data (original, NULL), NULL);
  expected[strlen ("% RBN\n") + g_bytes_get_size (original)] = '\0';
  text = bytes_to_string (rbn);
  g_assert_cmpstr (text, ==, expected);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&from_pbn));
}

/* RBN 3.2 "RBX Format": one record a line, the same record. */
static void
test_florida_rbx (void)
{
  g_autoptr(GBytes) original = load_data ("florida.rbn");
  g_autoptr(BrgEvent) event = read_rbn (original, NULL);
  g_autoptr(GBytes) rbx = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, NULL);
  g_autoptr(BrgEvent) again = read_rbn (rbx, NULL);
  g_autoptr(GBytes) rbn = brg_rbn_write_bytes (again, BRG_RBN_FLAVOUR_RBN, NULL);
  g_autoptr(GBytes) first = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, NULL);
  g_autofree char *rbx_text = bytes_to_string (rbx);

  g_assert_true (g_str_has_prefix (rbx_text, "%{RBX}D{19930512}T{Florida Belles Are Ringers:"));
  g_assert_cmpuint (strchr (rbx_text, '\n') - rbx_text, ==, strlen (rbx_text) - 1);
  g_assert_true (g_bytes_equal (rbn, first));
  g_assert_cmpstr (brg_format_detect (rbx, NULL)->name, ==, "rbx");

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&again));
}

/* RBN 3.2 "RBX Format": the spec's RBN record and its RBX line are the
 * same record, and each writes the other. */
static void
test_rbx_example (void)
{
  g_autoptr(GBytes) rbn = load_data ("rbx-example.rbn");
  g_autoptr(GBytes) rbx = load_data ("rbx-example.rbx");
  g_autoptr(BrgEvent) from_rbn = read_rbn (rbn, NULL);
  g_autoptr(BrgEvent) from_rbx = read_rbn (rbx, NULL);
  g_autoptr(GBytes) written_rbx = brg_rbn_write_bytes (from_rbn, BRG_RBN_FLAVOUR_RBX, NULL);
  g_autoptr(GBytes) written_rbn = brg_rbn_write_bytes (from_rbx, BRG_RBN_FLAVOUR_RBN, NULL);
  BrgBoard *a = brg_event_get_board (from_rbn, 0);
  BrgBoard *b = brg_event_get_board (from_rbx, 0);

  g_assert_cmpuint (brg_event_get_n_boards (from_rbx), ==, 1);
  g_assert_cmpuint (brg_board_get_n_tags (a), ==, brg_board_get_n_tags (b));
  for (guint i = 0; i < brg_board_get_n_tags (a); i++)
    g_assert_true (brg_tag_equal (brg_board_get_nth_tag (a, i), brg_board_get_nth_tag (b, i)));
  g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (b), 1)->text, ==, "nuts");

  g_assert_true (g_bytes_equal (written_rbx, rbx));
  g_assert_true (g_bytes_equal (written_rbn, rbn));

  g_assert_finalize_object (g_steal_pointer (&from_rbn));
  g_assert_finalize_object (g_steal_pointer (&from_rbx));
}

/* What PBN cannot say stays in Rbn… tags: RBN → PBN → RBN still gives
 * the record back, and the conversion to PBN warns, naming the board. */
static void
test_rbn_only_through_pbn (void)
{
  static const char record[] =
    "% RBN\n"
    "D 1955C\n"
    "K Italy:USA1:999:22\n"
    "B 3\n"
    "H S:KT5.AKQ.AKQJ.AKQ:Q976.T987.T98.T9:AJ8432.J32.32.32:\n"
    "A SN:1SPPY\n"
    "C 6NX8:E\n"
    "P SK--.:STQA.:--+-:S578\n"
    "R 9-100:=\n"
    "M 9A9::9\n"
    "I 3N=10:4S=7\n"
    "\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (record, strlen (record));
  g_autoptr(GPtrArray) losses =
    g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  g_autoptr(BrgEvent) event = read_rbn (bytes, NULL);
  g_autoptr(GBytes) pbn = brg_pbn_write_bytes (event, NULL);
  g_autoptr(BrgEvent) from_pbn = brg_pbn_read_bytes (pbn, NULL, NULL);
  g_autoptr(GBytes) rbn = brg_rbn_write_bytes (from_pbn, BRG_RBN_FLAVOUR_RBN, NULL);
  g_autofree char *text = bytes_to_string (rbn);
  gboolean named[5] = { FALSE };

  g_assert_cmpstr (text, ==,
                   "% RBN\n"
                   "D 1955C\n"
                   "K Italy:USA1:999:22\n"
                   "B 3\n"
                   "H W:Q976.T987.T98.T9:AJ8432.J32.32.32:.654.7654.J87654:\n"
                   "A SN:1SPPY\n"
                   "C 6NX8:E\n"
                   "P SK--.:STQA.:--+-:S578\n"
                   "R 9-100:=\n"
                   "M 9A9::9\n"
                   "I 3N=10:4S=7\n"
                   "\n");

  brg_rbn_report_pbn_losses (event, losses);
  for (guint i = 0; i < losses->len; i++)
    {
      const BrgDiagnostic *d = g_ptr_array_index (losses, i);

      g_assert_cmpint (d->severity, ==, BRG_SEVERITY_WARNING);
      g_assert_cmpuint (d->board, ==, 1);
      g_assert_cmpstr (d->code, ==, "pbn-rbn-only");
      g_assert_true (g_str_has_prefix (d->message, "Board 3: "));
      if (strstr (d->message, "RbnDate") != NULL)
        named[0] = TRUE;
      if (strstr (d->message, "RbnTeams") != NULL)
        named[1] = TRUE;
      if (strstr (d->message, "RbnPlay") != NULL)
        named[2] = TRUE;
      if (strstr (d->message, "RbnContract") != NULL)
        named[3] = TRUE;
      if (strstr (d->message, "RbnItems") != NULL)
        named[4] = TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    g_assert_true (named[i]);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&from_pbn));
}

/* RBN 3.2 "General Database Rules": the repetition file reads and writes
 * back byte for byte, and through PBN too. */
static void
test_repetition_through_pbn (void)
{
  g_autoptr(GBytes) original = load_data ("repetition.rbn");
  g_autoptr(BrgEvent) event = read_rbn (original, NULL);
  g_autoptr(GBytes) pbn = brg_pbn_write_bytes (event, NULL);
  g_autoptr(BrgEvent) from_pbn = brg_pbn_read_bytes (pbn, NULL, NULL);
  g_autoptr(GBytes) rbn = brg_rbn_write_bytes (from_pbn, BRG_RBN_FLAVOUR_RBN, NULL);
  g_autofree char *expected = bytes_to_string (original);
  g_autofree char *text = bytes_to_string (rbn);

  g_assert_cmpstr (text, ==, expected);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&from_pbn));
}

static void
check_same_text (GBytes *a,
                 GBytes *b)
{
  g_autofree char *text_a = bytes_to_string (a);
  g_autofree char *text_b = bytes_to_string (b);

  g_assert_cmpstr (text_a, ==, text_b);
}

/* The two real RBN files of the corpus read without errors, and export is
 * byte-stable. */
static void
test_corpus_rbn (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  char *contents = NULL;
  gsize len;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GBytes) bytes = g_bytes_new_take (contents, len);

    g_assert_cmpstr (brg_format_detect (bytes, NULL)->name, ==, "rbn");
    event = read_rbn (bytes, &diagnostics);
  }
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_true (brg_deal_is_complete (brg_board_get_deal (brg_event_get_board (event, 0))));

  first = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, NULL);
  again = read_rbn (first, NULL);
  second = brg_rbn_write_bytes (again, BRG_RBN_FLAVOUR_RBN, NULL);
  g_assert_true (g_bytes_equal (first, second));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&again));
}

/* Any RBN or RBX file of our own: export is byte-stable, and RBX holds
 * the same records as RBN. */
static void
test_rbn_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(BrgEvent) from_rbx = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(GBytes) rbx = NULL;
  g_autoptr(GBytes) from_rbx_rbn = NULL;
  char *contents = NULL;
  gsize len;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GBytes) bytes = g_bytes_new_take (contents, len);

    event = read_rbn (bytes, NULL);
  }
  g_assert_cmpuint (brg_event_get_n_boards (event), >, 0);

  first = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, NULL);
  again = read_rbn (first, NULL);
  second = brg_rbn_write_bytes (again, BRG_RBN_FLAVOUR_RBN, NULL);
  check_same_text (first, second);

  rbx = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, NULL);
  from_rbx = read_rbn (rbx, NULL);
  from_rbx_rbn = brg_rbn_write_bytes (from_rbx, BRG_RBN_FLAVOUR_RBN, NULL);
  check_same_text (first, from_rbx_rbn);

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&from_rbx));
}

static gboolean
has_warning (GPtrArray *diagnostics,
             guint      board)
{
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    if (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->board == board)
      return TRUE;
  return FALSE;
}

static gboolean
same_auction (BrgAuction *a,
              BrgAuction *b)
{
  if (a == NULL || b == NULL)
    return a == b || (b != NULL && brg_auction_get_n_calls (b) == 0);
  if (brg_auction_get_n_calls (a) != brg_auction_get_n_calls (b)
      || brg_auction_get_dealer (a) != brg_auction_get_dealer (b))
    return FALSE;
  for (guint i = 0; i < brg_auction_get_n_calls (a); i++)
    if (brg_auction_get_call (a, i) != brg_auction_get_call (b, i))
      return FALSE;
  return TRUE;
}

/* A play without cards (PBN `[Play "N"]` then `*`) is no play in RBN;
 * with `+` it is RBN's `Y`. */
static gboolean
is_empty_play (BrgPlay *play)
{
  return play == NULL || (brg_play_get_n_cards (play) == 0
                          && brg_play_get_end_mark (play) != BRG_END_MARK_CONTINUE);
}

static gboolean
same_play (BrgPlay *a,
           BrgPlay *b)
{
  if (is_empty_play (a) || is_empty_play (b))
    return is_empty_play (a) && is_empty_play (b);
  if (brg_play_get_end_mark (a) == BRG_END_MARK_CONTINUE
      && brg_play_get_end_mark (b) != BRG_END_MARK_CONTINUE)
    return FALSE;
  if (brg_play_get_n_cards (a) != brg_play_get_n_cards (b))
    return FALSE;
  for (guint i = 0; i < brg_play_get_n_cards (a); i++)
    if (brg_play_get_card (a, i) != brg_play_get_card (b, i)
        || brg_play_get_card_seat (a, i) != brg_play_get_card_seat (b, i))
      return FALSE;
  return TRUE;
}

static gboolean
same_contract (BrgBoard *a,
               BrgBoard *b)
{
  BrgContract ca, cb;
  BrgSeat sa, sb;

  if (!brg_board_get_contract (a, &ca, &sa))
    return TRUE;
  return brg_board_get_contract (b, &cb, &sb) && brg_contract_equal (&ca, &cb) && sa == sb;
}

/* PBN → RBN → model keeps deals, auctions, plays, contracts and results,
 * or the writer warned about that board; RBN and RBX export are
 * byte-stable and carry the same records. */
static void
test_corpus_pbn (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(BrgEvent) from_rbx = NULL;
  g_autoptr(GBytes) rbn = NULL;
  g_autoptr(GBytes) rbn_again = NULL;
  g_autoptr(GBytes) rbx = NULL;
  g_autoptr(GBytes) rbn_from_rbx = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint n_checked = 0;

  event = brg_pbn_read_file (file, NULL, NULL, &error);
  if (event == NULL)
    {
      g_test_skip ("The PBN reader cannot read this file");
      return;
    }

  rbn = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, &losses);
  again = read_rbn (rbn, &diagnostics);
  g_assert_cmpuint (brg_event_get_n_boards (again), ==, brg_event_get_n_boards (event));

  /* Byte-stable: export(import(export(x))) = export(x). */
  rbn_again = brg_rbn_write_bytes (again, BRG_RBN_FLAVOUR_RBN, NULL);
  if (!g_bytes_equal (rbn, rbn_again))
    {
      g_autofree char *a = bytes_to_string (rbn);
      g_autofree char *b = bytes_to_string (rbn_again);

      g_assert_cmpstr (a, ==, b);
    }

  /* RBX holds the same records (checked on the files of up to 2000
   * boards, to keep the suite quick under sanitizers). */
  if (brg_event_get_n_boards (event) <= 2000)
    {
      rbx = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, NULL);
      from_rbx = read_rbn (rbx, NULL);
      rbn_from_rbx = brg_rbn_write_bytes (from_rbx, BRG_RBN_FLAVOUR_RBN, NULL);
      g_assert_true (g_bytes_equal (rbn, rbn_from_rbx));
    }

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *a = brg_event_get_board (event, i);
      BrgBoard *b = brg_event_get_board (again, i);
      gboolean same;

      if (brg_board_get_has_errors (a))
        continue;
      same = brg_deal_equal (brg_board_get_deal (a), brg_board_get_deal (b))
             && same_auction (brg_board_get_auction (a), brg_board_get_auction (b))
             && same_play (brg_board_get_play (a), brg_board_get_play (b))
             && same_contract (a, b)
             && (brg_board_get_declarer_tricks (a) < 0
                 || brg_board_get_declarer_tricks (a) == brg_board_get_declarer_tricks (b));
      if (!same && !has_warning (losses, i + 1))
        {
          g_autofree char *record = brg_rbn_write_board (a, BRG_RBN_FLAVOUR_RBN);
          g_autofree char *message = g_strdup_printf ("board %u changed silently:\n%s", i + 1,
                                                      record);

          g_assert_cmpstr (message, ==, "");
        }
      g_assert_false (brg_board_get_has_errors (b) && !has_warning (losses, i + 1));
      n_checked++;
    }
  g_test_message ("%u boards checked, %u warnings", n_checked, losses->len);
}

/* RBN 3.2 "File Signature and Limits": the % lines before the first
 * record's data are the file's, and the writer leaves PBN's markers out of
 * those. A `% EXPORT` line inside the first record (here after a null T
 * label the writer does not repeat) was written where the next read took
 * it for the file's, so the second export lost it (fuzz-rbn found this). */
static void
test_marker_in_first_record (void)
{
  static const char *const inputs[] = {
    "% RBN\n% about the file\nT\n% Two boards\n% EXPORT\n% after\nB 1\n\n",
    "% RBN\n% EXPORT\n% PBN 2.1\nB 1\n\nB 2\n\n",
    "%{RBX}T{}%{Two boards}%{ PBN 2.1}B{1}\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    for (BrgRbnFlavour flavour = BRG_RBN_FLAVOUR_RBN; flavour <= BRG_RBN_FLAVOUR_RBX; flavour++)
      {
        g_autoptr(GBytes) bytes = g_bytes_new_static (inputs[i], strlen (inputs[i]));
        g_autoptr(BrgEvent) event = read_rbn (bytes, NULL);
        g_autoptr(GBytes) written = brg_rbn_write_bytes (event, flavour, NULL);
        g_autoptr(BrgEvent) again = read_rbn (written, NULL);
        g_autoptr(GBytes) rewritten = brg_rbn_write_bytes (again, flavour, NULL);
        g_autofree char *first = bytes_to_string (written);
        g_autofree char *second = bytes_to_string (rewritten);

        g_assert_cmpstr (second, ==, first);
      }
}

static void
test_no_corpus (void)
{
  core_test_skip_no_corpus ();
}

static void
add_directory (GPtrArray  *paths,
               const char *corpus,
               const char *folder,
               const char *suffix)
{
  g_autofree char *dir_path = g_build_filename (corpus, folder, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) own = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *data = NULL;
  const char *corpus;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/rbn/roundtrip/florida-pbn", test_florida_pbn);
  g_test_add_func ("/core/rbn/roundtrip/florida-rbx", test_florida_rbx);
  g_test_add_func ("/core/rbn/roundtrip/rbx-example", test_rbx_example);
  g_test_add_func ("/core/rbn/roundtrip/rbn-only-through-pbn", test_rbn_only_through_pbn);
  g_test_add_func ("/core/rbn/roundtrip/repetition-through-pbn", test_repetition_through_pbn);
  g_test_add_func ("/core/rbn/roundtrip/marker-in-first-record", test_marker_in_first_record);

  /* Our own files. */
  data = g_test_build_filename (G_TEST_DIST, "data", NULL);
  add_directory (own, data, "expected", ".pbn");
  add_directory (own, data, "pbn", ".pbn");
  add_directory (own, data, "expected", ".rbn");
  add_directory (own, data, "expected", ".rbx");
  add_directory (own, data, "rbn", ".rbn");
  add_directory (own, data, "rbn", ".rbx");
  g_ptr_array_sort (own, core_test_compare_strings);
  for (guint i = 0; i < own->len; i++)
    {
      const char *path = g_ptr_array_index (own, i);
      g_autofree char *parent = g_path_get_dirname (path);
      g_autofree char *folder = g_path_get_basename (parent);
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *test_path = g_strdup_printf ("/core/rbn/roundtrip/%s/%s", folder, name);

      g_test_add_data_func (test_path, path,
                            g_str_has_suffix (path, ".pbn") ? test_corpus_pbn : test_rbn_file);
    }

  /* The corpus, when it is there. */
  corpus = core_test_get_corpus ();
  if (corpus != NULL)
    {
      add_directory (paths, corpus, "rbn", ".rbn");
      add_directory (paths, corpus, "pbn", ".pbn");
      add_directory (paths, corpus, "generated", ".pbn");
    }
  else
    g_test_add_func ("/core/rbn/roundtrip/corpus", test_no_corpus);
  g_ptr_array_sort (paths, core_test_compare_strings);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *parent = g_path_get_dirname (path);
      g_autofree char *folder = g_path_get_basename (parent);
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *test_path = NULL;

      *strrchr (name, '.') = '\0';
      test_path = g_strdup_printf ("/core/rbn/roundtrip/corpus/%s/%s", folder, name);
      g_test_add_data_func (test_path, path,
                            g_str_has_suffix (path, ".rbn") ? test_corpus_rbn : test_corpus_pbn);
    }

  return g_test_run ();
}
