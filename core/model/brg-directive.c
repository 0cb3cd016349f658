/* brg-directive.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Directives in commentary: what a comment holds for programs, not for
 * readers. The one rule of what they are; every view that shows
 * commentary (BrgCommentary, brg_comment_dup_display_text()) and the
 * lesson steps (brg-lesson.c) find them here.
 */

#include "config.h"

#include <string.h>

#include "brg-directive.h"

/* A lesson directive's name and operands are short and on a line or two:
 * "[choose-card any:DK,DA]". Longer text in brackets is prose. */
#define MAX_NAME     32
#define MAX_OPERANDS 200

static const struct
{
  const char         *name;
  BrgLessonDirective  lesson;
} lesson_names[] = {
  { "next", BRG_LESSON_NEXT },
  { "rotate", BRG_LESSON_ROTATE },
  { "bid", BRG_LESSON_BID },
  { "choose-card", BRG_LESSON_CHOOSE_CARD },
  { "accept", BRG_LESSON_ACCEPT },
  { "show", BRG_LESSON_SHOW },
  { "showcards", BRG_LESSON_SHOW_CARDS },
  { "show_lead", BRG_LESSON_SHOW_LEAD },
  { "auction", BRG_LESSON_AUCTION },
  { "play", BRG_LESSON_PLAY },
  { "reset", BRG_LESSON_RESET },
  { "clear-commentary", BRG_LESSON_CLEAR_COMMENTARY },
};

/**
 * brg_directive_iter_init:
 * @iter: an iterator
 * @text: the text of a comment
 * @length: its length in bytes, or -1 when it ends with a NUL
 *
 * Starts looking for directives at the start of @text, which must stay
 * as it is while @iter is used.
 */
void
brg_directive_iter_init (BrgDirectiveIter *iter,
                         const char       *text,
                         gssize            length)
{
  g_return_if_fail (iter != NULL);
  g_return_if_fail (text != NULL);

  iter->text = text;
  iter->length = length < 0 ? strlen (text) : (gsize) length;
  iter->position = 0;
  iter->close = G_MAXSIZE;
}

/* The next `]` at or after @from, or the text's length; found again only
 * when @from has passed the last one found, so the search over a whole
 * text costs its length once. */
static gsize
next_close (BrgDirectiveIter *iter,
            gsize             from)
{
  if (iter->close == G_MAXSIZE || iter->close < from)
    {
      const char *found = from < iter->length
                          ? memchr (iter->text + from, ']', iter->length - from) : NULL;

      iter->close = found != NULL ? (gsize) (found - iter->text) : iter->length;
    }
  return iter->close;
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The name a lesson directive of Finesse's own vocabulary is known by. */
static BrgLessonDirective
lesson_of_name (const char *name,
                gsize       length)
{
  for (guint i = 0; i < G_N_ELEMENTS (lesson_names); i++)
    if (strlen (lesson_names[i].name) == length
        && g_ascii_strncasecmp (name, lesson_names[i].name, length) == 0)
      return lesson_names[i].lesson;
  return BRG_LESSON_UNKNOWN;
}

/* A name written as Bridge Classroom writes its directives, though not one
 * it defines: joined words (`SHOW_LEAD`, `clear-commentary`) or a word of
 * four capitals or more (`[HINT]`) that is no holding of cards (`[AKQJ]`).
 * `[sic]`, `[1]`, `[USA]` and a PBN tag (`[Room "IMP"]`) stay text. */
static gboolean
is_directive_style (const char *name,
                    gsize       length)
{
  gboolean joined = FALSE, lower = FALSE, ranks_only = TRUE;
  guint letters = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = name[i];

      if (c == '_' || c == '-')
        joined = TRUE;
      else if (g_ascii_islower (c))
        lower = TRUE;
      if (g_ascii_isalpha (c))
        letters++;
      if (strchr ("AKQJT98765432", c) == NULL)
        ranks_only = FALSE;
    }
  if (joined)
    return name[length - 1] != '_' && name[length - 1] != '-';
  return !lower && letters >= 4 && !ranks_only;
}

/* A lesson directive at @start (its `[`), or FALSE. */
static gboolean
read_lesson (BrgDirectiveIter *iter,
             gsize             start,
             BrgDirective     *directive)
{
  const char *text = iter->text;
  gsize p = start + 1;
  gsize close;

  if (p >= iter->length || !g_ascii_isalpha (text[p]))
    return FALSE;
  while (p < iter->length && p - start - 1 <= MAX_NAME
         && (g_ascii_isalnum (text[p]) || text[p] == '_' || text[p] == '-'))
    p++;
  if (p - start - 1 > MAX_NAME || p >= iter->length)
    return FALSE;

  directive->kind = BRG_DIRECTIVE_LESSON;
  directive->start = start;
  directive->name = start + 1;
  directive->name_length = p - start - 1;

  if (text[p] == ']')
    {
      directive->operands = directive->operands_end = p;
      directive->end = p + 1;
    }
  else
    {
      if (!is_blank (text[p]))
        return FALSE;
      while (p < iter->length && is_blank (text[p]))
        p++;
      close = next_close (iter, p);
      if (close >= iter->length || close - p > MAX_OPERANDS || close == p)
        return FALSE;
      /* "[Room "IMP"]" is a tag, kept in view as a comment. */
      if (text[p] == '"' || memchr (text + p, '[', close - p) != NULL)
        return FALSE;
      directive->operands = p;
      directive->operands_end = close;
      while (directive->operands_end > p && is_blank (text[directive->operands_end - 1]))
        directive->operands_end--;
      directive->end = close + 1;
    }

  directive->lesson = lesson_of_name (text + directive->name, directive->name_length);
  return directive->lesson != BRG_LESSON_UNKNOWN
         || is_directive_style (text + directive->name, directive->name_length);
}

/**
 * brg_directive_iter_next:
 * @iter: an iterator
 * @directive: (out caller-allocates): the directive found
 *
 * Finds the next directive of the text:
 *
 * - a PGN supplement command: `[%` and everything up to the next `]`
 *   (PGN supplement §3.2; the name is what comes before the first blank);
 * - a lesson directive: `[NAME]` or `[NAME operands]`, the name a letter
 *   then letters, digits, `_` and `-`, the operands not quoted and without
 *   `[`, short (Bridge Classroom's vocabulary, `[NEXT]`, `[show NS]`,
 *   `[choose-card any:DK,DA]`, in any letter case), or a name written as
 *   those are and not known (`[SHOW_HAND]`, `[clear-board]`, `[HINT]`),
 *   which is kept and never shown.
 *
 * Returns: %TRUE with @directive set, %FALSE when there is none left
 */
gboolean
brg_directive_iter_next (BrgDirectiveIter *iter,
                         BrgDirective     *directive)
{
  g_return_val_if_fail (iter != NULL, FALSE);
  g_return_val_if_fail (directive != NULL, FALSE);

  while (iter->position < iter->length)
    {
      const char *open = memchr (iter->text + iter->position, '[',
                                 iter->length - iter->position);
      gsize start;

      if (open == NULL)
        break;
      start = (gsize) (open - iter->text);
      iter->position = start + 1;

      /* No `]` after it: no directive after it either. */
      if (next_close (iter, start) >= iter->length)
        break;

      if (start + 1 < iter->length && iter->text[start + 1] == '%')
        {
          gsize close = next_close (iter, start + 2);
          gsize p = start + 2;

          directive->kind = BRG_DIRECTIVE_COMMAND;
          directive->lesson = BRG_LESSON_UNKNOWN;
          directive->start = start;
          directive->end = close + 1;
          directive->name = p;
          while (p < close && !is_blank (iter->text[p]))
            p++;
          directive->name_length = p - directive->name;
          while (p < close && is_blank (iter->text[p]))
            p++;
          directive->operands = p;
          directive->operands_end = close;
          iter->position = directive->end;
          return TRUE;
        }

      if (read_lesson (iter, start, directive))
        {
          iter->position = directive->end;
          return TRUE;
        }
    }
  iter->position = iter->length;
  return FALSE;
}

/**
 * brg_directive_name_is:
 * @text: the text @directive was found in
 * @directive: a directive
 * @name: a name
 *
 * Returns: whether the directive's name is @name, in any letter case
 */
gboolean
brg_directive_name_is (const char         *text,
                       const BrgDirective *directive,
                       const char         *name)
{
  g_return_val_if_fail (text != NULL && directive != NULL && name != NULL, FALSE);

  return strlen (name) == directive->name_length
         && g_ascii_strncasecmp (text + directive->name, name, directive->name_length) == 0;
}

/**
 * brg_directive_dup_name:
 * @text: the text @directive was found in
 * @directive: a directive
 *
 * Returns: (transfer full): its name, as written
 */
char *
brg_directive_dup_name (const char         *text,
                        const BrgDirective *directive)
{
  g_return_val_if_fail (text != NULL && directive != NULL, NULL);

  return g_strndup (text + directive->name, directive->name_length);
}

/**
 * brg_directive_dup_operands:
 * @text: the text @directive was found in
 * @directive: a directive
 *
 * Returns: (transfer full): its operands, as written; empty when it has none
 */
char *
brg_directive_dup_operands (const char         *text,
                            const BrgDirective *directive)
{
  g_return_val_if_fail (text != NULL && directive != NULL, NULL);

  return g_strndup (text + directive->operands, directive->operands_end - directive->operands);
}

/**
 * brg_comment_text_has_lesson_directives:
 * @text: the text of a comment
 *
 * Returns: whether @text holds a lesson directive that Finesse knows
 */
gboolean
brg_comment_text_has_lesson_directives (const char *text)
{
  BrgDirectiveIter iter;
  BrgDirective directive;

  g_return_val_if_fail (text != NULL, FALSE);

  brg_directive_iter_init (&iter, text, -1);
  while (brg_directive_iter_next (&iter, &directive))
    if (directive.kind == BRG_DIRECTIVE_LESSON && directive.lesson != BRG_LESSON_UNKNOWN)
      return TRUE;
  return FALSE;
}
