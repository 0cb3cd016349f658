/* test-lesson.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board's lesson as steps (brg-lesson.c), read from Bridge Classroom's
 * directives (bridge-craftwork/Bridge-Classroom,
 * documentation/lesson-directive-spec.md §3–§5), from LIN movies
 * (docs/lin-pbn-mapping.md §3.11–§3.16, §4) and from boards that say
 * nothing of their steps; on our own files (tests/data/lesson) and on the
 * corpus's lesson files: Bridge Classroom's PBN lessons and every LIN file.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

#define N  (1u << BRG_SEAT_NORTH)
#define E  (1u << BRG_SEAT_EAST)
#define S  (1u << BRG_SEAT_SOUTH)
#define W  (1u << BRG_SEAT_WEST)

static BrgEvent *
read_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  return event;
}

static BrgEvent *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lesson", name, NULL);

  return read_file (path);
}

static BrgEvent *
read_bytes (GBytes     *bytes,
            const char *name)
{
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_bytes (bytes, name, NULL, &error);

  g_assert_no_error (error);
  return event;
}

static BrgLesson *
lesson_of (BrgEvent *event,
           guint     board)
{
  return brg_lesson_new (brg_event_get_board (event, board));
}

/* What a step shows as text: each comment as its reader sees it. */
static char *
step_text (const BrgLessonStep *step)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < step->comments->len; i++)
    {
      g_autoptr(BrgCommentary) commentary =
        brg_commentary_new_for_comment (g_ptr_array_index (step->comments, i));
      g_autofree char *text = brg_commentary_dup_plain_text (commentary);

      if (i > 0)
        g_string_append (out, " | ");
      g_string_append (out, text);
    }
  return g_string_free (out, FALSE);
}

/* No step shows a directive, or the markup of a LIN command, as text. */
static void
assert_no_directive_shown (BrgLesson *lesson)
{
  for (guint i = 0; i < brg_lesson_get_n_steps (lesson); i++)
    {
      const BrgLessonStep *step = brg_lesson_get_step (lesson, i);

      for (guint c = 0; c < step->comments->len; c++)
        {
          const BrgComment *comment = g_ptr_array_index (step->comments, c);
          g_autoptr(BrgCommentary) commentary = brg_commentary_new_for_comment (comment);
          g_autofree char *plain = brg_commentary_dup_plain_text (commentary);
          g_autofree char *display = brg_comment_dup_display_text (comment);
          BrgDirectiveIter iter;
          BrgDirective directive;

          brg_directive_iter_init (&iter, plain, -1);
          g_assert_false (brg_directive_iter_next (&iter, &directive));
          brg_directive_iter_init (&iter, display, -1);
          g_assert_false (brg_directive_iter_next (&iter, &directive));
          g_assert_null (strstr (plain, "[%"));
        }
    }
}

/* Two lessons show the same at every step. */
static void
assert_same_lessons (BrgLesson *a,
                     BrgLesson *b)
{
  g_assert_cmpuint (brg_lesson_get_n_steps (a), ==, brg_lesson_get_n_steps (b));
  g_assert_cmpint (brg_lesson_get_source (a), ==, brg_lesson_get_source (b));
  for (guint i = 0; i < brg_lesson_get_n_steps (a); i++)
    {
      const BrgLessonStep *x = brg_lesson_get_step (a, i);
      const BrgLessonStep *y = brg_lesson_get_step (b, i);
      g_autofree char *x_text = step_text (x);
      g_autofree char *y_text = step_text (y);

      g_assert_cmpint (x->kind, ==, y->kind);
      g_assert_cmphex (x->seats_shown, ==, y->seats_shown);
      g_assert_cmpint (x->auction_shown, ==, y->auction_shown);
      g_assert_cmpuint (x->calls_shown, ==, y->calls_shown);
      g_assert_cmpuint (x->cards_played, ==, y->cards_played);
      g_assert_cmpuint (x->extra_calls->len, ==, y->extra_calls->len);
      g_assert_cmpuint (x->extra_cards->len, ==, y->extra_cards->len);
      g_assert_cmphex (x->highlighted, ==, y->highlighted);
      g_assert_cmphex (x->struck, ==, y->struck);
      g_assert_cmpuint (x->table->len, ==, y->table->len);
      g_assert_cmpint (x->revealed, ==, y->revealed);
      g_assert_cmpuint (x->n_carried, ==, y->n_carried);
      g_assert_cmpstr (x_text, ==, y_text);
    }
}

/* A hand the board hides (`Hidden`) is shown at a step only once a step
 * has shown it: a `[SHOW]` or an `sk` naming it (which makes the board's
 * steps its own), or the last step, which shows the whole deal. */
static void
assert_hidden_kept (BrgBoard  *board,
                    BrgLesson *lesson)
{
  guint hidden = brg_board_get_hidden_seats (board);

  for (guint i = 0; i < brg_lesson_get_n_steps (lesson); i++)
    {
      const BrgLessonStep *step = brg_lesson_get_step (lesson, i);

      if (step->kind == BRG_STEP_REVEAL)
        {
          g_assert_cmpuint (i + 1, ==, brg_lesson_get_n_steps (lesson));
          g_assert_cmphex (step->seats_shown, ==, 0xf);
          continue;
        }
      if (brg_lesson_get_source (lesson) == BRG_LESSON_SOURCE_NONE || i == 0)
        g_assert_cmphex (step->seats_shown & hidden, ==, 0);
    }
}

/* ---- Bridge Classroom's directives ---- */

/* §3, §4.2: board 1 steps at each [NEXT]; [show NS] shows North-South
 * only, [AUCTION off] hides the auction from its step on, [SHOW_LEAD]
 * shows the lead, [SHOW EW] the rest; the unknown [HINT] is kept unseen. */
static void
test_directives_steps (void)
{
  g_autoptr(BrgEvent) event = read_data ("directives.pbn");
  g_autoptr(BrgLesson) lesson = lesson_of (event, 0);
  static const guint seats[] = { N | S, N | S, N | S, N | E | S | W };
  static const gboolean auction[] = { TRUE, FALSE, FALSE, FALSE };
  static const guint cards[] = { 0, 1, 1, 1 };
  static const char *texts[] = {
    "South plays 7NT. West leads the \u2663Q.\n\nMake a plan, then click NEXT.",
    "You win the \u2663K and cash three hearts.",
    "West follows to the \u2665Q; East is squeezed.",
    "The whole deal.",
  };

  g_assert_cmpint (brg_lesson_get_source (lesson), ==, BRG_LESSON_SOURCE_DIRECTIVES);
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const BrgLessonStep *step = brg_lesson_get_step (lesson, i);
      g_autofree char *text = step_text (step);

      g_assert_cmpint (step->kind, ==, i < 3 ? BRG_STEP_PAUSE : BRG_STEP_END);
      g_assert_cmphex (step->seats_shown, ==, seats[i]);
      g_assert_cmpint (step->auction_shown, ==, auction[i]);
      g_assert_cmpuint (step->calls_shown, ==, 16);
      g_assert_cmpuint (step->cards_played, ==, cards[i]);
      g_assert_cmpstr (text, ==, texts[i]);
      g_assert_cmpuint (step->n_carried, ==, 0);
    }
  assert_no_directive_shown (lesson);

  /* The step's auction and play as it shows them. */
  {
    g_autoptr(BrgAuction) hidden = brg_lesson_dup_auction (lesson, 1);
    g_autoptr(BrgAuction) shown = brg_lesson_dup_auction (lesson, 0);
    g_autoptr(BrgPlay) play = brg_lesson_dup_play (lesson, 1);

    g_assert_null (hidden);
    g_assert_cmpuint (brg_auction_get_n_calls (shown), ==, 16);
    g_assert_cmpuint (brg_play_get_n_cards (play), ==, 1);
    g_assert_cmpuint (brg_card_set_count (brg_lesson_get_hand (lesson, 1, BRG_SEAT_WEST)), ==, 12);
    g_assert_cmpuint (brg_card_set_count (brg_lesson_get_hand (lesson, 0, BRG_SEAT_WEST)), ==, 13);
  }
}

/* §4.1: [BID x] asks for the call x, shown only after its step;
 * [choose-card] asks for a card, played at the next step; §4.3, R-CP3a:
 * [PLAY] strikes cards and gathers the chosen one, [showcards] puts a card
 * on the table. */
static void
test_directives_questions (void)
{
  g_autoptr(BrgEvent) event = read_data ("directives.pbn");
  g_autoptr(BrgLesson) lesson = lesson_of (event, 1);
  const BrgLessonStep *step;
  BrgCall two_spades;
  BrgCard dq, dj, c3;

  g_assert_true (brg_call_from_input ("2S", &two_spades));
  g_assert_true (brg_card_from_input ("DQ", &dq));
  g_assert_true (brg_card_from_input ("DJ", &dj));
  g_assert_true (brg_card_from_input ("C3", &c3));
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 4);

  step = brg_lesson_get_step (lesson, 0);
  g_assert_cmpint (step->kind, ==, BRG_STEP_ASK_CALL);
  g_assert_cmpuint (step->answer_call, ==, two_spades);
  g_assert_cmpuint (step->calls_shown, ==, 2);     /* 1S Pass, not the answer */
  g_assert_cmphex (step->seats_shown, ==, S);

  step = brg_lesson_get_step (lesson, 1);
  g_assert_cmpuint (step->calls_shown, ==, 3);

  step = brg_lesson_get_step (lesson, 2);
  g_assert_cmpint (step->kind, ==, BRG_STEP_ASK_CARD);
  g_assert_cmphex (step->answer_cards, ==, BRG_CARD_SET_BIT (dq) | BRG_CARD_SET_BIT (dj));
  g_assert_cmphex (step->seats_shown, ==, N | E | S | W);
  g_assert_cmpuint (step->table->len, ==, 0);

  step = brg_lesson_get_step (lesson, 3);
  g_assert_true (brg_card_set_contains (step->struck, dq));
  g_assert_cmpuint (brg_card_set_count (step->struck), ==, 4);
  g_assert_cmpuint (step->table->len, ==, 1);
  g_assert_cmpuint (g_array_index (step->table, BrgTableCard, 0).card, ==, c3);
  g_assert_cmpint (g_array_index (step->table, BrgTableCard, 0).seat, ==, BRG_SEAT_WEST);
  g_assert_false (brg_card_set_contains (brg_lesson_get_hand (lesson, 3, BRG_SEAT_WEST), c3));
  assert_no_directive_shown (lesson);
}

/* A hand the board hides stays hidden until a step shows it; a comment
 * marked [%reveal play] waits for the last step, which shows everything. */
static void
test_directives_hidden (void)
{
  g_autoptr(BrgEvent) event = read_data ("directives.pbn");
  BrgBoard *board = brg_event_get_board (event, 2);
  g_autoptr(BrgLesson) lesson = brg_lesson_new (board);
  const BrgLessonStep *last;
  g_autofree char *first_text = NULL;
  g_autofree char *last_text = NULL;

  g_assert_cmphex (brg_board_get_hidden_seats (board), ==, W);
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 3);
  g_assert_cmphex (brg_lesson_get_step (lesson, 0)->seats_shown, ==, E | S);
  g_assert_cmphex (brg_lesson_get_step (lesson, 1)->seats_shown, ==, N | E | S);
  first_text = step_text (brg_lesson_get_step (lesson, 1));
  g_assert_null (strstr (first_text, "West held"));
  last = brg_lesson_get_step (lesson, 2);
  last_text = step_text (last);
  g_assert_cmpint (last->kind, ==, BRG_STEP_REVEAL);
  g_assert_cmphex (last->seats_shown, ==, N | E | S | W);
  g_assert_cmpint (last->revealed, ==, BRG_REVEAL_AFTER_PLAY);
  g_assert_cmpstr (last_text, ==, "West held the \u2660Q all along.");
  assert_hidden_kept (board, lesson);
}

/* The directives are written back as they were, and read back to the
 * same steps: PBN → PBN, every directive's bytes in the output. */
static void
assert_directives_kept (BrgEvent   *event,
                        const char *format)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autofree char *output = NULL;
  g_autofree char *joined = NULL;
  g_auto(GStrv) lines = NULL;

  bytes = g_str_equal (format, "lin") ? brg_lin_write_bytes (event, NULL)
                                      : brg_pbn_write_bytes (event, NULL);
  output = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  /* A long line is written as format=flowed: read as one. */
  lines = g_strsplit (output, " \r\n", -1);
  joined = g_strjoinv ("", lines);
  again = read_bytes (bytes, g_str_equal (format, "lin") ? "again.lin" : "again.pbn");
  g_assert_cmpuint (brg_event_get_n_boards (again), ==, brg_event_get_n_boards (event));

  for (guint b = 0; b < brg_event_get_n_boards (event); b++)
    {
      g_autoptr(BrgLesson) before = lesson_of (event, b);
      g_autoptr(BrgLesson) after = lesson_of (again, b);

      assert_same_lessons (before, after);
      if (g_str_equal (format, "lin"))
        continue;
      for (guint i = 0; i < brg_lesson_get_n_steps (before); i++)
        {
          const BrgLessonStep *step = brg_lesson_get_step (before, i);

          for (guint c = 0; c < step->comments->len; c++)
            {
              const BrgComment *comment = g_ptr_array_index (step->comments, c);
              BrgDirectiveIter iter;
              BrgDirective directive;

              brg_directive_iter_init (&iter, comment->text, -1);
              while (brg_directive_iter_next (&iter, &directive))
                {
                  g_autofree char *bytes_of = g_strndup (comment->text + directive.start,
                                                         directive.end - directive.start);

                  if (strchr (bytes_of, '\n') == NULL && strchr (bytes_of, '}') == NULL)
                    g_assert_nonnull (strstr (joined, bytes_of));
                }
            }
        }
    }
}

static void
test_directives_roundtrip (void)
{
  g_autoptr(BrgEvent) event = read_data ("directives.pbn");

  assert_directives_kept (event, "pbn");
}

/* ---- LIN movies ---- */

/* LIN §3.11–§3.14: a step at each pause; sk shows seats, nt new text, at
 * more text; a line taken back (ub, up) is shown until it is; hc/lc. */
static void
test_movie (void)
{
  g_autoptr(BrgEvent) event = read_data ("movie.lin");
  g_autoptr(BrgLesson) lesson = lesson_of (event, 0);
  static const struct
  {
    guint       seats;
    guint       calls;
    guint       cards;
    guint       extra_calls;
    guint       extra_cards;
    guint       carried;
    const char *text;
  } expected[] = {
    { S, 0, 0, 0, 0, 0, "The squeeze, part 1" },
    { S, 0, 0, 0, 0, 0, "You are South." },
    { S, 2, 0, 1, 0, 0, "Is 2\u2660 right?" },
    { S, 8, 0, 0, 0, 1, "Is 2\u2660 right? | No: too strong." },
    { N | S, 8, 0, 0, 0, 0, "West leads the \u2666K." },
    { N | S, 8, 4, 0, 0, 1, "West leads the \u2666K." },
    { N | S, 8, 8, 0, 4, 0, "What if spades were 4-1?" },
    { N | E | S | W, 8, 8, 0, 0, 0, "All four hands." },
  };
  BrgCard ace;

  g_assert_true (brg_card_from_input ("DA", &ace));
  g_assert_cmpint (brg_lesson_get_source (lesson), ==, BRG_LESSON_SOURCE_MOVIE);
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BrgLessonStep *step = brg_lesson_get_step (lesson, i);
      g_autofree char *text = step_text (step);

      g_assert_cmphex (step->seats_shown, ==, expected[i].seats);
      g_assert_cmpuint (step->calls_shown, ==, expected[i].calls);
      g_assert_cmpuint (step->cards_played, ==, expected[i].cards);
      g_assert_cmpuint (step->extra_calls->len, ==, expected[i].extra_calls);
      g_assert_cmpuint (step->extra_cards->len, ==, expected[i].extra_cards);
      g_assert_cmpuint (step->n_carried, ==, expected[i].carried);
      g_assert_cmpstr (text, ==, expected[i].text);
      /* hc|DA| before the pause after the auction, lc|DA| after trick 1 */
      g_assert_cmpint (brg_card_set_contains (step->highlighted, ace), ==, i == 4);
    }

  /* The line taken back is played: 1C Pass 2S, then trick 3 of spades. */
  {
    g_autoptr(BrgAuction) auction = brg_lesson_dup_auction (lesson, 2);
    g_autoptr(BrgPlay) play = brg_lesson_dup_play (lesson, 6);

    g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 3);
    g_assert_cmpuint (brg_play_get_n_cards (play), ==, 12);
    g_assert_cmpuint (brg_card_set_count (brg_lesson_get_hand (lesson, 6, BRG_SEAT_SOUTH)), ==, 10);
  }
  assert_no_directive_shown (lesson);
  assert_hidden_kept (brg_event_get_board (event, 0), lesson);
}

/* LIN → PBN → LIN, and LIN → PBN read again: the same steps. */
static void
test_movie_roundtrip (void)
{
  g_autoptr(BrgEvent) event = read_data ("movie.lin");

  assert_directives_kept (event, "pbn");
  assert_directives_kept (event, "lin");
}

/* ---- Boards that say nothing of their steps ---- */

/* BBO's rhythm: the deal, the auction, then each trick; the board's
 * commentary with the deal, a comment marked [%reveal play] once the play
 * is all shown; a hand the board hides, until the end. */
static void
test_plain (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
    "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"?\"]\n[Hidden \"EW\"]\n"
    "{Count your losers.}\n"
    "[Auction \"N\"]\n1S Pass 2S Pass\n4S Pass Pass Pass\n"
    "[Play \"E\"]\nCA C2 C3 C5\nCK C6 C7 CQ {[%reveal play] The queen falls.}\nD2 DA\n*\n");
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autoptr(BrgLesson) lesson = brg_lesson_new (board);
  static const struct
  {
    BrgStepKind kind;
    guint       calls;
    guint       cards;
    guint       seats;
    const char *text;
  } expected[] = {
    { BRG_STEP_START, 0, 0, N | S, "Count your losers." },
    { BRG_STEP_PAUSE, 8, 0, N | S, "" },
    { BRG_STEP_PAUSE, 8, 4, N | S, "" },
    { BRG_STEP_PAUSE, 8, 8, N | S, "" },
    { BRG_STEP_END, 8, 10, N | S, "The queen falls." },
    { BRG_STEP_REVEAL, 8, 10, N | E | S | W, "" },
  };

  g_assert_cmpint (brg_lesson_get_source (lesson), ==, BRG_LESSON_SOURCE_NONE);
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BrgLessonStep *step = brg_lesson_get_step (lesson, i);
      g_autofree char *text = step_text (step);

      g_assert_cmpint (step->kind, ==, expected[i].kind);
      g_assert_cmpuint (step->calls_shown, ==, expected[i].calls);
      g_assert_cmpuint (step->cards_played, ==, expected[i].cards);
      g_assert_cmphex (step->seats_shown, ==, expected[i].seats);
      g_assert_cmpstr (text, ==, expected[i].text);
    }
  assert_hidden_kept (board, lesson);
}

/* A board with nothing but a deal is one step; with a hand hidden, two. */
static void
test_deal_only (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Board \"1\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n\n"
    "[Board \"2\"]\n[Hidden \"S\"]\n"
    "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n");
  g_autoptr(BrgLesson) one = lesson_of (event, 0);
  g_autoptr(BrgLesson) two = lesson_of (event, 1);

  g_assert_cmpuint (brg_lesson_get_n_steps (one), ==, 1);
  g_assert_cmphex (brg_lesson_get_step (one, 0)->seats_shown, ==, N | E | S | W);
  g_assert_cmpuint (brg_lesson_get_n_steps (two), ==, 2);
  g_assert_cmphex (brg_lesson_get_step (two, 0)->seats_shown, ==, N | E | W);
  g_assert_cmpint (brg_lesson_get_step (two, 1)->kind, ==, BRG_STEP_REVEAL);
}

/* Hostile commentary: a comment of a million pauses and directives is
 * read in one pass; duplicate pauses make no steps. */
static void
test_many_pauses (void)
{
  g_autoptr(GString) pbn = g_string_new ("[Board \"1\"]\n[Deal \"N:AKJ74.K83.A62.Q5 "
                                         "T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n{");
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgLesson) lesson = NULL;

  for (guint i = 0; i < 20000; i++)
    g_string_append (pbn, "[%pg][%sk n][%hc SA][SHOW_HAND][%up 3]");
  g_string_append (pbn, "}\n");
  event = core_test_read_pbn (pbn->str);
  lesson = lesson_of (event, 0);
  /* One step, North alone; then the whole deal. */
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 3);
  g_assert_cmphex (brg_lesson_get_step (lesson, 1)->seats_shown, ==, N);
}

/* A movie that adds text at every pause (`at`): each step carries the text
 * before it, a bounded number of pieces, shared between steps. */
static void
test_many_additions (void)
{
  g_autoptr(GString) pbn = g_string_new ("[Board \"1\"]\n[Deal \"N:AKJ74.K83.A62.Q5 "
                                         "T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
                                         "{First.[%pg]");
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgLesson) lesson = NULL;
  const BrgLessonStep *last;

  for (guint i = 0; i < 5000; i++)
    g_string_append_printf (pbn, "[%%at] %u.[%%pg]", i);
  g_string_append (pbn, "}\n");
  event = core_test_read_pbn (pbn->str);
  lesson = lesson_of (event, 0);
  g_assert_cmpuint (brg_lesson_get_n_steps (lesson), ==, 5001);
  last = brg_lesson_get_step (lesson, 5000);
  g_assert_cmpuint (last->comments->len, ==, 32);
  g_assert_cmpuint (last->n_carried, ==, 31);
  g_assert_true (g_ptr_array_index (last->comments, 30)
                 == g_ptr_array_index (brg_lesson_get_step (lesson, 4999)->comments, 31));
}

/* ---- The corpus ---- */

/* baker_squeeze.pbn, board 1: the first step shows North-South only and
 * none of the directive text; each [NEXT] is a step; at the end all four
 * hands show. */
static void
test_corpus_squeeze (void)
{
  g_autofree char *path = core_test_corpus_path ("pbn", "baker_squeeze.pbn", NULL);
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgLesson) lesson = NULL;
  const BrgLessonStep *first, *last;
  g_autofree char *first_text = NULL;
  guint n_next = 0, n_pauses = 0;
  BrgBoard *board;

  if (path == NULL)
    return;
  event = read_file (path);
  board = brg_event_get_board (event, 0);
  lesson = brg_lesson_new (board);

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      for (guint c = 0; tag->comments != NULL && c < tag->comments->len; c++)
        for (const char *p = ((BrgComment *) g_ptr_array_index (tag->comments, c))->text;
             (p = strstr (p, "[NEXT]")) != NULL; p++)
          n_next++;
    }
  g_assert_cmpuint (n_next, ==, 4);

  first = brg_lesson_get_step (lesson, 0);
  first_text = step_text (first);
  g_assert_cmphex (first->seats_shown, ==, N | S);
  g_assert_true (g_str_has_prefix (first_text, "Baker Squeeze 1 | Never mind the bidding."));
  g_assert_null (strchr (first_text, '['));
  for (guint i = 0; i < brg_lesson_get_n_steps (lesson); i++)
    if (brg_lesson_get_step (lesson, i)->kind == BRG_STEP_PAUSE)
      n_pauses++;
  g_assert_cmpuint (n_pauses, ==, n_next);
  g_assert_cmpint (brg_lesson_get_step (lesson, n_next)->kind, ==, BRG_STEP_END);
  last = brg_lesson_get_step (lesson, brg_lesson_get_n_steps (lesson) - 1);
  g_assert_cmphex (last->seats_shown, ==, N | E | S | W);
  /* [AUCTION off] and [SHOW_LEAD] from the second step on */
  g_assert_true (first->auction_shown);
  g_assert_false (brg_lesson_get_step (lesson, 1)->auction_shown);
  g_assert_cmpuint (first->cards_played, ==, 0);
  g_assert_cmpuint (brg_lesson_get_step (lesson, 1)->cards_played, ==, 1);
  assert_no_directive_shown (lesson);
}

/* Every board of the corpus's lesson files (Bridge Classroom's PBN
 * lessons, every LIN file): no directive shown, hidden hands kept, the
 * same steps after PBN → PBN (and LIN → PBN for LIN files). */
static void
test_corpus_file (gconstpointer data)
{
  const char *name = data;
  const char *folder = g_str_has_suffix (name, ".lin") ? "lin" : "pbn";
  g_autofree char *path = core_test_corpus_path (folder, name, NULL);
  g_autoptr(BrgEvent) event = NULL;

  if (path == NULL)
    return;
  event = read_file (path);
  for (guint b = 0; b < brg_event_get_n_boards (event); b++)
    {
      BrgBoard *board = brg_event_get_board (event, b);
      g_autoptr(BrgLesson) lesson = brg_lesson_new (board);

      g_assert_cmpuint (brg_lesson_get_n_steps (lesson), >=, 1);
      assert_no_directive_shown (lesson);
      assert_hidden_kept (board, lesson);
      if (g_str_equal (folder, "pbn"))
        g_assert_cmpint (brg_lesson_get_source (lesson), ==, BRG_LESSON_SOURCE_DIRECTIVES);
    }
  assert_directives_kept (event, "pbn");
}

static void
add_corpus_tests (void)
{
  static const char *pbn[] = { "baker_squeeze.pbn", "baker_olead.pbn" };
  const char *corpus = core_test_get_corpus ();
  g_autofree char *lin_folder = corpus != NULL ? g_build_filename (corpus, "lin", NULL) : NULL;
  g_autoptr(GDir) dir = lin_folder != NULL ? g_dir_open (lin_folder, 0, NULL) : NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  for (guint i = 0; i < G_N_ELEMENTS (pbn); i++)
    g_ptr_array_add (names, g_strdup (pbn[i]));
  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".lin"))
      g_ptr_array_add (names, g_strdup (entry));
  g_ptr_array_sort (names, core_test_compare_strings);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/lesson/corpus/%s",
                                                    (char *) g_ptr_array_index (names, i));

      g_test_add_data_func_full (test_path, g_strdup (g_ptr_array_index (names, i)),
                                 test_corpus_file, g_free);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/lesson/directives/steps", test_directives_steps);
  g_test_add_func ("/core/lesson/directives/questions", test_directives_questions);
  g_test_add_func ("/core/lesson/directives/hidden", test_directives_hidden);
  g_test_add_func ("/core/lesson/directives/roundtrip", test_directives_roundtrip);
  g_test_add_func ("/core/lesson/movie/steps", test_movie);
  g_test_add_func ("/core/lesson/movie/roundtrip", test_movie_roundtrip);
  g_test_add_func ("/core/lesson/plain/tricks", test_plain);
  g_test_add_func ("/core/lesson/plain/deal-only", test_deal_only);
  g_test_add_func ("/core/lesson/many-pauses", test_many_pauses);
  g_test_add_func ("/core/lesson/many-additions", test_many_additions);
  g_test_add_func ("/core/lesson/corpus/squeeze-board-1", test_corpus_squeeze);
  add_corpus_tests ();

  return g_test_run ();
}
