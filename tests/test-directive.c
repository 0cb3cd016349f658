/* test-directive.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Directives in commentary (brg-directive.c): PGN supplement commands
 * (PGN supplement §3.2) and Bridge Classroom's lesson directives
 * (documentation/lesson-directive-spec.md §4), found where they stand with
 * their names and operands.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"

typedef struct
{
  const char *name;
  const char *text;
  /* What is found, one a line: "L:name:operands" (lesson), "C:name:operands"
   * (command), with the lesson kind's number after a #. */
  const char *found;
} Case;

static const Case cases[] = {
  { "none", "Lead the \\HK, then [sic] play on.", "" },
  { "next", "Click NEXT. [NEXT]", "L:NEXT:#1" },
  /* §4.2: any letter case, as baker_squeeze.pbn writes [show NS] */
  { "show", "[show NS]\nNever mind", "L:show:NS#6" },
  { "show-all", "[SHOW ALL]", "L:SHOW:ALL#6" },
  { "auction", "[AUCTION off]\n[SHOW_LEAD]", "L:AUCTION:off#9\nL:SHOW_LEAD:#8" },
  /* §4.1: operands with a colon and commas */
  { "choose-card", "[choose-card any:S9,S4,S3]", "L:choose-card:any:S9,S4,S3#4" },
  { "bid", "What now? [BID 3NT] Game.", "L:BID:3NT#3" },
  { "play", "[PLAY N:SQ,E:S8,S:S3]", "L:PLAY:N:SQ,E:S8,S:S3#10" },
  { "showcards", "[showcards W:SK E:S7]", "L:showcards:W:SK E:S7#7" },
  { "reset", "[RESET][clear-commentary]", "L:RESET:#11\nL:clear-commentary:#12" },
  { "accept", "[ACCEPT 4S Pass]", "L:ACCEPT:4S Pass#5" },
  { "rotate", "[ROTATE]", "L:ROTATE:#2" },
  /* Written as directives are, not known: kept from view all the same. */
  { "unknown", "[SHOW_HAND W] [clear-board] [HINT]",
    "L:SHOW_HAND:W#0\nL:clear-board:#0\nL:HINT:#0" },
  /* PGN supplement §3.2: `[%name operands]`, as LIN's commands are kept. */
  { "commands", "Is 2\\S right?[%pg][%at] No.[%ub 1]", "C:pg:\nC:at:\nC:ub:1" },
  { "command-spans", "[%lb *mHow many tricks?^10~11~12^2^]", "C:lb:*mHow many tricks?^10~11~12^2^" },
  { "reveal", "[%reveal auction] The answer.", "C:reveal:auction" },
  /* Not directives: a tag kept in view, a holding, a short word, a space
   * after the bracket, quoted or bracketed operands, no closing bracket. */
  { "tag", "[Room \"IMP\"]", "" },
  { "holding", "[AKQJ] [KJ10]", "" },
  { "short", "[USA] [sic] [1] [NB]", "" },
  { "space", "[ NEXT]", "" },
  { "nested", "[SHOW [NEXT]", "L:NEXT:#1" },
  { "open", "[NEXT and [%pg", "" },
  { "joined-end", "[clear-]", "" },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GString) found = g_string_new (NULL);
  BrgDirectiveIter iter;
  BrgDirective directive;

  brg_directive_iter_init (&iter, c->text, -1);
  while (brg_directive_iter_next (&iter, &directive))
    {
      g_autofree char *name = brg_directive_dup_name (c->text, &directive);
      g_autofree char *operands = brg_directive_dup_operands (c->text, &directive);

      /* The directive is the text from its `[` to its `]`. */
      g_assert_cmpint (c->text[directive.start], ==, '[');
      g_assert_cmpint (c->text[directive.end - 1], ==, ']');
      g_assert_true (brg_directive_name_is (c->text, &directive, name));
      if (found->len > 0)
        g_string_append_c (found, '\n');
      if (directive.kind == BRG_DIRECTIVE_COMMAND)
        g_string_append_printf (found, "C:%s:%s", name, operands);
      else
        g_string_append_printf (found, "L:%s:%s#%d", name, operands, directive.lesson);
    }
  g_assert_cmpstr (found->str, ==, c->found);
}

static void
test_has_lesson (void)
{
  g_assert_true (brg_comment_text_has_lesson_directives ("Go. [NEXT]"));
  g_assert_true (brg_comment_text_has_lesson_directives ("[show W]"));
  /* An unknown directive or a command is no lesson. */
  g_assert_false (brg_comment_text_has_lesson_directives ("[HINT] [%pg]"));
  g_assert_false (brg_comment_text_has_lesson_directives ("plain text"));
}

/* The length of the text bounds the work: a text of `[%` without a `]`,
 * or of brackets that never close, is read once. The count of directives
 * found in a text of n made of directives is n. */
static void
test_many (void)
{
  g_autoptr(GString) open = g_string_new (NULL);
  g_autoptr(GString) closed = g_string_new (NULL);
  BrgDirectiveIter iter;
  BrgDirective directive;
  guint n = 0;

  for (guint i = 0; i < 200000; i++)
    g_string_append (open, "[%[NEXT ");
  brg_directive_iter_init (&iter, open->str, (gssize) open->len);
  g_assert_false (brg_directive_iter_next (&iter, &directive));

  for (guint i = 0; i < 100000; i++)
    g_string_append (closed, i % 2 ? "[%pg]" : "[NEXT] x ");
  brg_directive_iter_init (&iter, closed->str, (gssize) closed->len);
  while (brg_directive_iter_next (&iter, &directive))
    n++;
  g_assert_cmpuint (n, ==, 100000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/directive/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/core/directive/has-lesson", test_has_lesson);
  g_test_add_func ("/core/directive/many", test_many);

  return g_test_run ();
}
