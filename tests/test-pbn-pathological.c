/* test-pbn-pathological.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inputs made to hurt a parser: each is generated here, read in a
 * subprocess with a time limit, and must finish in linear time with
 * bounded memory, reporting the hard limits it hits as pbn-too-large
 * problems.
 */

#include "config.h"

#include <string.h>
#include <sys/resource.h>

#include "brg-core.h"
#include "core-test-util.h"

#define TIMEOUT (20 * G_USEC_PER_SEC)

static GBytes *
repeat (const char *unit,
        gsize       times,
        const char *prefix,
        const char *suffix)
{
  gsize unit_len = strlen (unit);
  GString *text = g_string_sized_new (unit_len * times + 64);

  g_string_append (text, prefix);
  for (gsize i = 0; i < times; i++)
    g_string_append_len (text, unit, (gssize) unit_len);
  g_string_append (text, suffix);
  return g_string_free_to_bytes (text);
}

/* Memory in use at the peak, in MiB, for this (sub)process. */
static long
peak_mib (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

static BrgEvent *
read_checked (GBytes     *bytes,
              GPtrArray **diagnostics)
{
  g_autoptr(GError) error = NULL;
  BrgEvent *event;
  double elapsed;

  g_test_timer_start ();
  event = brg_pbn_read_bytes (bytes, diagnostics, &error);
  elapsed = g_test_timer_elapsed ();
  g_assert_no_error (error);
  g_assert_nonnull (event);
  g_test_message ("%zu bytes in %.0f ms, peak %ld MiB", g_bytes_get_size (bytes),
                  elapsed * 1000, peak_mib ());
  /* The diagnostics are capped: a flood of problems costs bounded memory. */
  g_assert_cmpuint ((*diagnostics)->len, <=, 10001);
  return event;
}

/* A 10 MB tag value. */
static void
test_huge_value (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) bytes = repeat ("a", 10 * 1000 * 1000, "[Event \"", "\"]\n[Site \"s\"]\n");
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_checked (bytes, &diagnostics);

      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-too-large"));
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      g_assert_null (brg_board_get_tag (brg_event_get_board (event, 0), "Event"));
      g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Site"), ==, "s");
      g_assert_cmpint (peak_mib (), <, 300);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* 100,000 '{' on one line, then on lines of their own: a brace that is
 * never closed is looked for once, not once per brace. */
static void
test_many_braces (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) one_line = repeat ("{", 100000, "[Event \"e\"]\n", "\n");
      g_autoptr(GBytes) lines = repeat ("{\n", 100000, "[Event \"e\"]\n", "");
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_checked (one_line, &diagnostics);

      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-syntax"));
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      g_clear_object (&event);
      g_clear_pointer (&diagnostics, g_ptr_array_unref);

      event = read_checked (lines, &diagnostics);
      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-too-large"));
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* 100,000 empty games: as many boards; and 100,000 semi-empty lines: none. */
static void
test_many_games (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) games = repeat ("[Event \"\"]\n\n", 100000, "", "");
      g_autoptr(GBytes) blank = repeat (" \n", 100000, "", "");
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_checked (games, &diagnostics);

      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 100000);
      g_assert_cmpuint (diagnostics->len, ==, 0);
      g_clear_object (&event);
      g_clear_pointer (&diagnostics, g_ptr_array_unref);

      event = read_checked (blank, &diagnostics);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* 50 MB of nothing but '['. */
static void
test_many_brackets (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) bytes = repeat ("[", 50 * 1000 * 1000, "", "");
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_checked (bytes, &diagnostics);

      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 0);
      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-syntax"));
      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-too-large"));
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* '[' on lines of their own: one problem a line, capped. */
static void
test_many_bracket_lines (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) bytes = repeat ("[\n", 1000000, "", "");
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_checked (bytes, &diagnostics);

      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 0);
      g_assert_cmpuint (diagnostics->len, ==, 10001);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A game with 100,000 tags: the limit of tags per game. */
static void
test_many_tags (void)
{
  if (g_test_subprocess ())
    {
      GString *text = g_string_new (NULL);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = NULL;

      /* Distinct names: the game's first name again would start a game. */
      for (guint i = 0; i < 100000; i++)
        g_string_append_printf (text, "[T%u \"v\"]", i);
      g_string_append (text, "\n\n[Event \"next\"]\n");
      bytes = g_string_free_to_bytes (text);
      event = read_checked (bytes, &diagnostics);

      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-too-large"));
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
      g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));
      g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "next");
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Long auction and play sections of garbage, and a 2 MB comment. */
static void
test_long_sections (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) auction = repeat ("Pass ", 1000000, "[Auction \"N\"]\n", "\n");
      g_autoptr(GBytes) play = repeat ("SA ", 1000000, "[Play \"W\"]\n", "\n");
      g_autoptr(GBytes) comment = repeat ("x", 2 * 1024 * 1024, "[Event \"e\"]\n{", "}\n");
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_checked (auction, &diagnostics);

      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      g_clear_object (&event);
      g_clear_pointer (&diagnostics, g_ptr_array_unref);

      event = read_checked (play, &diagnostics);
      g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));
      g_clear_object (&event);
      g_clear_pointer (&diagnostics, g_ptr_array_unref);

      event = read_checked (comment, &diagnostics);
      g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-too-large"));
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* The longest text of the model's comments, escapes and tag values. */
static gsize
longest_text (BrgEvent *event)
{
  gsize longest = 0;

  for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
    longest = MAX (longest, strlen (brg_event_get_escape (event, i)));
  for (guint b = 0; b < brg_event_get_n_boards (event); b++)
    {
      BrgBoard *board = brg_event_get_board (event, b);

      for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
        longest = MAX (longest, strlen (brg_board_get_leading_comment (board, i)->text));
      for (guint t = 0; t < brg_board_get_n_tags (board); t++)
        {
          const BrgTag *tag = brg_board_get_nth_tag (board, t);

          longest = MAX (longest, strlen (tag->value));
          for (guint i = 0; tag->comments != NULL && i < tag->comments->len; i++)
            longest = MAX (longest, strlen (((BrgComment *) g_ptr_array_index (tag->comments, i))->text));
          for (guint i = 0; tag->section != NULL && i < tag->section->len; i++)
            longest = MAX (longest, strlen (g_ptr_array_index (tag->section, i)));
        }
    }
  return longest;
}

/* Issue 10: lines of 5 MB (a `;` comment, a `%` line, a brace comment, a
 * word): what is past the 1 MiB limit stays out of the model, with one
 * error a line, and the rest of the file is read. */
static void
test_long_lines (void)
{
  static const char * const units[] = { "x", "x", "x", "x" };
  static const char * const prefixes[] = {
    "[Event \"e\"]\n[Board \"1\"]\n;",
    "%",
    "[Event \"e\"]\n[Board \"1\"]\n{",
    "[Event \"e\"]\n[Board \"1\"]\n",
  };
  static const char * const suffixes[] = {
    "\n{after}\n\n[Event \"f\"]\n[Board \"2\"]\n",
    "\n[Event \"e\"]\n[Board \"1\"]\n{after}\n\n[Event \"f\"]\n[Board \"2\"]\n",
    "}\n{after}\n\n[Event \"f\"]\n[Board \"2\"]\n",
    "\n{after}\n\n[Event \"f\"]\n[Board \"2\"]\n",
  };

  if (g_test_subprocess ())
    {
      for (guint k = 0; k < G_N_ELEMENTS (units); k++)
        {
          g_autoptr(GBytes) bytes = repeat (units[k], 5 * 1024 * 1024, prefixes[k], suffixes[k]);
          g_autoptr(GPtrArray) diagnostics = NULL;
          g_autoptr(BrgEvent) event = read_checked (bytes, &diagnostics);
          BrgBoard *first;
          const BrgTag *board_tag;
          guint n_long = 0;

          for (guint i = 0; i < diagnostics->len; i++)
            n_long += strcmp (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->code,
                              "pbn-too-large") == 0;
          g_assert_cmpuint (n_long, ==, 1);
          g_assert_cmpuint (longest_text (event), <=, 1024 * 1024);
          g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
          first = brg_event_get_board (event, 0);
          board_tag = brg_board_lookup_tag (first, "Board");
          g_assert_nonnull (board_tag);
          /* What follows the line is read: a comment, or the last line of
           * the text after the tag, kept as it is. */
          if (board_tag->section != NULL)
            g_assert_cmpstr (g_ptr_array_index (board_tag->section, board_tag->section->len - 1),
                             ==, "{after}");
          else
            g_assert_cmpstr (((BrgComment *) g_ptr_array_index (board_tag->comments,
                                                                board_tag->comments->len - 1))->text,
                             ==, "after");
          g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Board"), ==, "2");
        }
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Binary noise: every byte value, many times. */
static void
test_binary (void)
{
  if (g_test_subprocess ())
    {
      GString *text = g_string_new (NULL);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = NULL;
      guint32 state = 12345;

      for (guint i = 0; i < 4 * 1000 * 1000; i++)
        {
          state = state * 1103515245 + 12345;
          g_string_append_c (text, (char) (state >> 16));
        }
      bytes = g_string_free_to_bytes (text);
      event = read_checked (bytes, &diagnostics);
      g_assert_nonnull (event);
      return;
    }
  g_test_trap_subprocess (NULL, TIMEOUT, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/pbn/pathological/10mb-tag-value", test_huge_value);
  g_test_add_func ("/core/pbn/pathological/100000-braces", test_many_braces);
  g_test_add_func ("/core/pbn/pathological/100000-empty-games", test_many_games);
  g_test_add_func ("/core/pbn/pathological/50mb-of-brackets", test_many_brackets);
  g_test_add_func ("/core/pbn/pathological/bracket-lines", test_many_bracket_lines);
  g_test_add_func ("/core/pbn/pathological/100000-tags", test_many_tags);
  g_test_add_func ("/core/pbn/pathological/long-sections", test_long_sections);
  g_test_add_func ("/core/pbn/pathological/binary-noise", test_binary);
  g_test_add_func ("/core/pbn/pathological/5mb-lines", test_long_lines);

  return g_test_run ();
}
