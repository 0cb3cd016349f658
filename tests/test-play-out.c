/* test-play-out.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole files played out by the computer (brg_play_out_boards_async(),
 * finesse-cli play): every card after the recorded ones keeps the
 * double-dummy value of the deal (checked by an AnalysePlay call of its
 * own) and is the card BrgComputerPlayer chooses in its place, naturally
 * or from a seed; boards that cannot be played are named; nothing but the
 * play, the Result and the Score changes, byte for byte; the same seed
 * gives the same bytes.
 *
 * A few boards by default; FINESSE_PRACTICE_BOARDS=N plays N boards dealt
 * at random and N boards of a corpus hand record.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "core-test-util.h"

static char *work_dir;

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

static guint
n_random_boards (void)
{
  const char *value = g_getenv ("FINESSE_PRACTICE_BOARDS");

  return value != NULL ? (guint) atoi (value) : 3;
}

/* The boards of @event, each with the number of cards it had. */
static GPtrArray *
boards_of (BrgEvent *event,
           GArray   *n_before)
{
  GPtrArray *boards = g_ptr_array_new ();

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      BrgPlay *play = brg_board_get_play (board);
      guint n = play != NULL ? brg_play_get_n_cards (play) : 0;

      g_ptr_array_add (boards, board);
      g_array_append_val (n_before, n);
    }
  return boards;
}

static guint
play_out (GPtrArray      *boards,
          const guint64  *seed,
          GPtrArray     **skipped)
{
  BrgSolver *solver = brg_solver_get_default ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  guint n_played = 0;

  brg_play_out_boards_async (solver, boards, NULL, seed, NULL, NULL, NULL, store_result_cb,
                             &result);
  run_until (&result);
  g_assert_true (brg_play_out_boards_finish (solver, result, &n_played, skipped, &error));
  g_assert_no_error (error);
  return n_played;
}

/* Each card of @board's play from @first on: the value of the deal does
 * not move (AnalysePlay), and BrgComputerPlayer (with @seed, at random,
 * when given) chooses the same card in its place. */
static void
check_board (BrgBoard       *board,
             guint           stream,
             guint           first,
             const guint64  *seed)
{
  BrgSolver *solver = brg_solver_get_default ();
  BrgPlay *play = brg_board_get_play (board);
  g_autoptr(BrgComputerPlayer) player = brg_computer_player_new (NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree BrgCard *cards = NULL;
  g_autofree guint8 *tricks = NULL;
  g_autoptr(BrgPlay) prefix = NULL;
  BrgDdPosition start;
  guint n, n_tricks;

  g_assert_nonnull (play);
  n = brg_play_get_n_cards (play);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpuint (n, ==, 4 * brg_play_get_total_tricks (play));

  g_assert_true (brg_dd_position_init_play (&start, brg_board_get_deal (board), play, 0, &error));
  g_assert_no_error (error);
  cards = g_new (BrgCard, n);
  for (guint i = 0; i < n; i++)
    cards[i] = brg_play_get_card (play, i);
  brg_solver_review_async (solver, brg_solver_new_channel (solver), &start, cards, n, NULL,
                           store_result_cb, &result);
  run_until (&result);
  tricks = brg_solver_review_finish (solver, result, &n_tricks, &error);
  g_assert_no_error (error);
  for (guint i = first; i < n; i++)
    g_assert_cmpint (tricks[i + 1], ==, tricks[i]);

  if (seed != NULL)
    {
      brg_computer_player_set_at_random (player, TRUE);
      brg_computer_player_set_seed (player, *seed);
    }
  brg_computer_player_set_stream (player, stream);
  prefix = brg_play_copy (play);
  while (brg_play_get_n_cards (prefix) > first)
    brg_play_remove_last_card (prefix);
  for (guint i = first; i < n; i++)
    {
      g_autoptr(GAsyncResult) chosen = NULL;
      BrgComputerCard card;

      brg_computer_player_choose_async (player, board, prefix, NULL, NULL, store_result_cb,
                                        &chosen);
      run_until (&chosen);
      g_assert_true (brg_computer_player_choose_finish (player, chosen, &card, &error));
      g_assert_no_error (error);
      g_assert_cmpint (card.card, ==, cards[i]);
      g_assert_true (brg_play_play_card (prefix, cards[i], NULL));
    }
}

static BrgEvent *
dealt_boards (guint n)
{
  static const char *const contracts[] = { "3NT", "4S", "4H", "5D", "5C", "2NT", "6S" };
  static const char *const declarers[] = { "S", "W", "N", "E" };
  g_autoptr(GError) error = NULL;
  BrgDealSpec spec;
  BrgEvent *event;

  brg_deal_spec_init (&spec);
  event = brg_event_new_dealt (&spec, n, 1, 77, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);

      brg_board_set_tag (board, "Contract", contracts[i % G_N_ELEMENTS (contracts)]);
      brg_board_set_tag (board, "Declarer", declarers[i % G_N_ELEMENTS (declarers)]);
    }
  return event;
}

static void
check_played (const guint64 *seed)
{
  g_autoptr(BrgEvent) lesson = core_test_read_data_file ("practice", "lesson.pbn");
  g_autoptr(BrgEvent) dealt = dealt_boards (n_random_boards ());
  BrgEvent *events[] = { lesson, dealt };

  for (guint e = 0; e < G_N_ELEMENTS (events); e++)
    {
      g_autoptr(GArray) before = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GPtrArray) boards = boards_of (events[e], before);
      g_autoptr(GPtrArray) skipped = NULL;

      g_assert_cmpuint (play_out (boards, seed, &skipped), ==, boards->len);
      g_assert_cmpuint (skipped->len, ==, 0);
      for (guint i = 0; i < boards->len; i++)
        check_board (g_ptr_array_index (boards, i), i, g_array_index (before, guint, i), seed);
    }
}

/* The natural cards: optimal, and the computer player's. */
static void
test_natural (void)
{
  check_played (NULL);
}

/* From a seed: optimal, and the computer player's with that seed. */
static void
test_seeded (void)
{
  guint64 seed = 2026;

  check_played (&seed);
}

/* The board of each kind in mixed.pbn: 1 played from the start (its
 * Score follows), 2 without a whole deal and 3 without a contract named,
 * 4 stopped with `*`, 5 played on after its recorded tricks, 6 passed out,
 * 7, an ending, played out, and 8 with an unknown card in its play. */
static void
test_kinds (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("practice", "mixed.pbn");
  g_autoptr(GArray) before = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) boards = boards_of (event, before);
  g_autoptr(GPtrArray) skipped = NULL;
  const BrgDiagnostic *d;

  g_assert_cmpuint (play_out (boards, NULL, &skipped), ==, 3);
  g_assert_cmpuint (skipped->len, ==, 3);
  d = core_test_find_diagnostic (skipped, "play-incomplete-deal");
  g_assert_nonnull (d);
  g_assert_cmpuint (d->board, ==, 2);
  g_assert_cmpuint (d->line, ==, brg_board_get_line (g_ptr_array_index (boards, 1)));
  d = core_test_find_diagnostic (skipped, "play-no-contract");
  g_assert_nonnull (d);
  g_assert_cmpuint (d->board, ==, 3);
  d = core_test_find_diagnostic (skipped, "play-irregular");
  g_assert_nonnull (d);
  g_assert_cmpuint (d->board, ==, 8);

  check_board (g_ptr_array_index (boards, 0), 0, 0, NULL);
  g_assert_cmpstr (brg_board_get_tag (g_ptr_array_index (boards, 0), "Score"), ==, "NS 430");
  g_assert_cmpstr (brg_board_get_tag (g_ptr_array_index (boards, 0), "Result"), ==, "10");
  g_assert_null (brg_board_get_play (g_ptr_array_index (boards, 1)));
  g_assert_null (brg_board_get_play (g_ptr_array_index (boards, 2)));
  g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (g_ptr_array_index (boards, 3))),
                    ==, 8);
  check_board (g_ptr_array_index (boards, 4), 4, 8, NULL);
  g_assert_null (brg_board_get_play (g_ptr_array_index (boards, 5)));
  check_board (g_ptr_array_index (boards, 6), 6, 0, NULL);
}

/* The boards of a corpus hand record, played from the opening lead. */
static void
test_corpus (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  g_autoptr(GPtrArray) skipped = NULL;
  g_autoptr(GError) error = NULL;
  guint n = n_random_boards ();

  if (core_test_get_corpus () == NULL)
    {
      core_test_skip_no_corpus ();
      return;
    }
  if (g_getenv ("FINESSE_PRACTICE_BOARDS") == NULL)
    {
      g_test_skip ("set FINESSE_PRACTICE_BOARDS=N to play N boards of the corpus");
      return;
    }
  path = core_test_corpus_path ("pbn", "robots_gib_match.pbn", NULL);
  file = g_file_new_for_path (path);
  event = brg_pbn_read_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < MIN (n, brg_event_get_n_boards (event)); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);

      /* From the opening lead: the recorded play goes. */
      brg_board_set_play (board, NULL);
      g_ptr_array_add (boards, board);
    }
  play_out (boards, NULL, &skipped);
  for (guint i = 0; i < boards->len; i++)
    if (brg_board_get_play (g_ptr_array_index (boards, i)) != NULL)
      check_board (g_ptr_array_index (boards, i), i, 0, NULL);
}

/* finesse-cli */

typedef struct
{
  int    status;
  char  *out;
  char  *err;
} Cli;

static gboolean
run_cli (Cli        *cli,
         const char *first,
         ...)
{
  const char *program = g_getenv ("FINESSE_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  int wait_status;
  va_list args;

  memset (cli, 0, sizeof *cli);
  if (program == NULL)
    {
      g_test_skip ("FINESSE_CLI is not set");
      return FALSE;
    }
  g_ptr_array_add (argv, (char *) program);
  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (work_dir, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &cli->out,
                &cli->err, &wait_status, &error);
  g_assert_no_error (error);
  cli->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return TRUE;
}

static void
cli_clear (Cli *cli)
{
  g_free (cli->out);
  g_free (cli->err);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* A file's games: the blocks of lines between empty lines. */
static char **
games (const char *text)
{
  return g_strsplit (text, "\r\n\r\n", -1);
}

/* A game's lines without Result and Score, and without its play section:
 * what play must leave as it was. */
static char *
without_play (const char *game,
              char      **play)
{
  g_auto(GStrv) lines = g_strsplit (game, "\r\n", -1);
  GString *kept = g_string_new (NULL);
  GString *cards = g_string_new (NULL);
  gboolean in_play = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "[Play "))
        in_play = TRUE;
      else if (lines[i][0] == '[')
        in_play = FALSE;
      if (in_play)
        g_string_append_printf (cards, "%s\n", lines[i]);
      else if (!g_str_has_prefix (lines[i], "[Result ") && !g_str_has_prefix (lines[i], "[Score "))
        g_string_append_printf (kept, "%s\n", lines[i]);
    }
  *play = g_string_free (cards, FALSE);
  return g_string_free (kept, FALSE);
}

/* finesse-cli play: the boards it cannot play are named with their line;
 * the games it does not play are the same bytes, and in those it plays
 * only the play section (the recorded lines kept as they were, cards,
 * comments, notes and NAGs), the Result and the Score changed. */
static void
test_cli (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "practice", "mixed.pbn",
                                               NULL);
  g_autofree char *out = g_build_filename (work_dir, "out.pbn", NULL);
  g_autofree char *input = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) before = NULL;
  g_auto(GStrv) after = NULL;
  Cli cli;

  if (!run_cli (&cli, "play", in, out, NULL))
    return;
  g_assert_cmpint (cli.status, ==, 0);
  g_assert_nonnull (strstr (cli.err, "mixed.pbn:23: warning: Board 2 was not played out"));
  g_assert_nonnull (strstr (cli.err, "mixed.pbn:39: warning: Board 3 was not played out"));
  g_assert_nonnull (strstr (cli.err, "mixed.pbn:135: warning: Board 8 was not played out"));
  g_assert_nonnull (strstr (cli.err, "Played out 3 of 8 boards"));
  cli_clear (&cli);

  input = read_text (in);
  output = read_text (out);
  before = games (input);
  after = games (output);
  g_assert_cmpuint (g_strv_length (before), ==, g_strv_length (after));
  for (guint i = 0; before[i] != NULL; i++)
    {
      g_autofree char *old_play = NULL;
      g_autofree char *new_play = NULL;
      g_autofree char *old_rest = without_play (before[i], &old_play);
      g_autofree char *new_rest = without_play (after[i], &new_play);
      gboolean played = strstr (before[i], "[Board \"1\"]") != NULL
                        || strstr (before[i], "[Board \"5\"]") != NULL
                        || strstr (before[i], "[Board \"7\"]") != NULL;

      if (!played)
        {
          g_assert_cmpstr (after[i], ==, before[i]);
          continue;
        }
      g_assert_cmpstr (new_rest, ==, old_rest);
      /* The recorded play section (its tag line, its tricks and its
       * notes' lines, which follow them) starts the new one. */
      if (old_play[0] != '\0')
        {
          g_auto(GStrv) old_lines = g_strsplit (old_play, "\n", -1);
          g_auto(GStrv) new_lines = g_strsplit (new_play, "\n", -1);
          guint n_new = 0;

          for (guint k = 0; old_lines[k] != NULL && old_lines[k][0] != '\0'; k++)
            {
              /* The notes come after the new tricks. */
              gboolean found = FALSE;

              for (; new_lines[n_new] != NULL && !found; n_new++)
                found = strcmp (new_lines[n_new], old_lines[k]) == 0;
              g_assert_true (found);
            }
        }
      g_assert_cmpuint (strlen (new_play), >, strlen (old_play));
    }
}

/* --seed: the same seed writes the same bytes; the natural play without
 * one; --boards plays only the boards named. */
static void
test_cli_seed (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "practice", "lesson.pbn",
                                               NULL);
  g_autofree char *a = g_build_filename (work_dir, "a.pbn", NULL);
  g_autofree char *b = g_build_filename (work_dir, "b.pbn", NULL);
  g_autofree char *c = g_build_filename (work_dir, "c.pbn", NULL);
  g_autofree char *d = g_build_filename (work_dir, "d.pbn", NULL);
  g_autofree char *text_a = NULL, *text_b = NULL, *text_c = NULL, *text_d = NULL;
  g_autofree char *input = NULL;
  g_auto(GStrv) games_in = NULL;
  g_auto(GStrv) games_d = NULL;
  Cli cli;

  if (!run_cli (&cli, "play", "--seed", "5", in, a, NULL))
    return;
  g_assert_cmpint (cli.status, ==, 0);
  cli_clear (&cli);
  run_cli (&cli, "play", "--seed=5", in, b, NULL);
  g_assert_cmpint (cli.status, ==, 0);
  cli_clear (&cli);
  run_cli (&cli, "play", in, c, NULL);
  g_assert_cmpint (cli.status, ==, 0);
  cli_clear (&cli);
  run_cli (&cli, "play", "--boards", "2", in, d, NULL);
  g_assert_cmpint (cli.status, ==, 0);
  g_assert_nonnull (strstr (cli.err, "Played out 1 of 1 boards"));
  cli_clear (&cli);

  text_a = read_text (a);
  text_b = read_text (b);
  text_c = read_text (c);
  text_d = read_text (d);
  g_assert_cmpstr (text_a, ==, text_b);
  g_assert_cmpstr (text_a, !=, text_c);

  input = read_text (in);
  games_in = games (input);
  games_d = games (text_d);
  g_assert_cmpstr (games_d[0], ==, games_in[0]);
  g_assert_cmpstr (games_d[1], !=, games_in[1]);
}

/* OUT's extension names its format; usage errors exit 2; OUT may not be
 * IN. */
static void
test_cli_formats (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "practice", "lesson.pbn",
                                               NULL);
  g_autofree char *rbn = g_build_filename (work_dir, "out.rbn", NULL);
  g_autofree char *lin = g_build_filename (work_dir, "out.lin", NULL);
  g_autoptr(GError) error = NULL;
  Cli cli;

  if (!run_cli (&cli, "play", in, rbn, NULL))
    return;
  g_assert_cmpint (cli.status, ==, 0);
  cli_clear (&cli);
  run_cli (&cli, "play", in, lin, NULL);
  g_assert_cmpint (cli.status, ==, 0);
  cli_clear (&cli);
  {
    g_autoptr(GFile) file = g_file_new_for_path (rbn);
    g_autoptr(BrgEvent) event = brg_import_file (file, NULL, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (brg_event_get_board (event, 1))),
                      ==, 52);
  }
  {
    g_autoptr(GFile) file = g_file_new_for_path (lin);
    g_autoptr(BrgEvent) event = brg_import_file (file, NULL, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (brg_play_get_n_cards (brg_board_get_play (brg_event_get_board (event, 0))),
                      ==, 52);
  }

  run_cli (&cli, "play", in, NULL);
  g_assert_cmpint (cli.status, ==, 2);
  cli_clear (&cli);
  run_cli (&cli, "play", "--seed", "x", in, rbn, NULL);
  g_assert_cmpint (cli.status, ==, 2);
  cli_clear (&cli);
  run_cli (&cli, "play", "--boards", "3-1", in, rbn, NULL);
  g_assert_cmpint (cli.status, ==, 2);
  cli_clear (&cli);
  run_cli (&cli, "play", in, in, NULL);
  g_assert_cmpint (cli.status, ==, 1);
  cli_clear (&cli);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  work_dir = g_dir_make_tmp ("finesse-play-out-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/core/play-out/natural", test_natural);
  g_test_add_func ("/core/play-out/seeded", test_seeded);
  g_test_add_func ("/core/play-out/kinds", test_kinds);
  g_test_add_func ("/core/play-out/corpus", test_corpus);
  g_test_add_func ("/core/play-out/cli", test_cli);
  g_test_add_func ("/core/play-out/cli-seed", test_cli_seed);
  g_test_add_func ("/core/play-out/cli-formats", test_cli_formats);

  status = g_test_run ();
  {
    g_autoptr(GDir) dir = g_dir_open (work_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (work_dir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (work_dir);
  }
  g_free (work_dir);
  return status;
}
