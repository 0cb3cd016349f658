/* brg-lin-lexer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LIN text into tokens. LIN has no specification (docs/lin-pbn-mapping.md
 * names the implementations that serve as one): a file is a stream of
 * `xx|value|` pairs, a command of two characters in any case and its value
 * up to the next bar. Line ends between pairs mean nothing; inside a value
 * they belong to it (the text commands keep them as line breaks). Lines
 * whose first character is `%` are comments (BridgeData, aaBridge).
 *
 * Files in the wild are looser, and each looseness becomes a token the
 * reader reports with its position: a command followed by a line end and
 * no bars (`st` then `md|…`, as some converters write), a value without
 * its closing bar, text that is no command. Nothing stops the lexer.
 */

#include "config.h"

#include <string.h>

#include "brg-lin-private.h"

/* The commands docs/lin-pbn-mapping.md §3 names, those that carry bridge
 * and the presentation ones of §3.16: any other is kept too, and reported
 * once a file (§3.17). */
static const char known_commands[] =
  "pn" "md" "sv" "ah" "rh" "qx" "st" "mb" "an" "pc" "mc" "nt" "at" "pg" "up" "ub"
  "sk" "hc" "lc" "hs" "ls" "cr" "cg" "cb" "fh" "ff" "fb" "fm" "fp" "cp" "cs" "ht"
  "lg" "bt" "bg" "vg" "rs" "pw" "mp" "bn" "mn" "tc" "sa" "va" "sc" "se" "bm" "lf"
  "tb" "pd" "pf" "hd" "lb";

gboolean
_brg_lin_command_is_known (const char *name)
{
  for (const char *p = known_commands; *p != '\0'; p += 2)
    if (p[0] == name[0] && p[1] == name[1] && name[2] == '\0')
      return TRUE;
  return FALSE;
}

/* The commands whose value is text a person wrote. */
gboolean
_brg_lin_command_is_text (const char *name)
{
  static const char text_commands[] = "nt" "at" "an" "ah" "mn" "pn" "st";

  for (const char *p = text_commands; *p != '\0'; p += 2)
    if (p[0] == name[0] && p[1] == name[1] && name[2] == '\0')
      return TRUE;
  return FALSE;
}

static gboolean
is_name_char (char c)
{
  return c > ' ' && c < 0x7f && c != '|';
}

static gboolean
is_name (const char *p,
         gsize       length)
{
  return length == 2 && is_name_char (p[0]) && is_name_char (p[1]) && p[0] != '%';
}

typedef struct
{
  const char       *text;
  gsize             length;
  gsize             pos;
  guint32           line;
  guint32           line_start;
  BrgLinLexResult  *result;
  gboolean          any_space;
  gboolean          plus_between_words;
  gboolean          data_on_line;   /* a token started on the current line */
} Lexer;

/* Moves over a line end at the cursor: LF, CRLF or a lone CR. */
static gboolean
skip_line_end (Lexer *lx)
{
  char c = lx->text[lx->pos];

  if (c != '\n' && c != '\r')
    return FALSE;
  lx->pos++;
  if (c == '\r' && lx->pos < lx->length && lx->text[lx->pos] == '\n')
    lx->pos++;
  lx->line++;
  lx->line_start = (guint32) lx->pos;
  lx->data_on_line = FALSE;
  return TRUE;
}

static BrgLinToken *
add_token (Lexer          *lx,
           BrgLinTokenKind kind,
           gsize           offset,
           guint32         line,
           guint32         line_start)
{
  BrgLinToken token = { 0 };

  token.kind = (guint8) kind;
  token.offset = (guint32) offset;
  token.line = line;
  token.line_start = line_start;
  g_array_append_val (lx->result->tokens, token);
  return &g_array_index (lx->result->tokens, BrgLinToken, lx->result->tokens->len - 1);
}

/* Reads a value from the cursor to the next bar, counting its lines. */
static void
read_value (Lexer       *lx,
            BrgLinToken *token)
{
  const char *start = lx->text + lx->pos;
  const char *end = lx->text + lx->length;
  const char *p = start;

  while (p < end && *p != '|')
    {
      if (*p == '\n' || (*p == '\r' && (p + 1 == end || p[1] != '\n')))
        {
          lx->line++;
          lx->line_start = (guint32) (p + 1 - lx->text);
        }
      p++;
    }

  token->value = (guint32) lx->pos;
  token->length = (guint32) (p - start);
  if (p == end)
    token->flags |= BRG_LIN_TOKEN_FLAG_UNTERMINATED;

  if (!lx->any_space && memchr (start, ' ', (gsize) (p - start)) != NULL)
    lx->any_space = TRUE;
  if (!lx->plus_between_words && _brg_lin_command_is_text (token->name))
    for (const char *q = start + 1; q + 1 < p; q++)
      if (*q == '+')
        {
          /* Line ends in a value mean nothing: "Board\n+7" is "Board+7",
           * as the writer gives it back. */
          const char *before = q - 1, *after = q + 1;

          while (before > start && (*before == '\r' || *before == '\n'))
            before--;
          while (after + 1 < p && (*after == '\r' || *after == '\n'))
            after++;
          if (g_ascii_isalnum (*before) && g_ascii_isalnum (*after))
            {
              lx->plus_between_words = TRUE;
              break;
            }
        }

  lx->pos = (gsize) (p - lx->text) + (p < end ? 1 : 0);
}

static void
set_name (BrgLinToken *token,
          const char  *name)
{
  token->name[0] = g_ascii_tolower (name[0]);
  token->name[1] = g_ascii_tolower (name[1]);
  token->name[2] = '\0';
}

/**
 * _brg_lin_lex:
 * @text: UTF-8 text
 * @length: its length in bytes
 * @result: where the tokens go (result->tokens must be a #GArray of
 *   #BrgLinToken)
 *
 * Splits @text into commands, `%` lines and junk, in file order.
 */
void
_brg_lin_lex (const char      *text,
              gsize            length,
              BrgLinLexResult *result)
{
  Lexer lx = { text, length, 0, 1, 0, result, FALSE, FALSE, FALSE };

  while (lx.pos < lx.length)
    {
      const char *p = text + lx.pos;
      gsize start, name_end;
      guint32 line = lx.line;
      guint32 line_start = lx.line_start;

      if (*p == ' ' || *p == '\t')
        {
          lx.pos++;
          continue;
        }
      if (skip_line_end (&lx))
        continue;

      /* A comment line: `%` as the first character that is not blank. */
      if (*p == '%' && !lx.data_on_line)
        {
          BrgLinToken *token = add_token (&lx, BRG_LIN_TOKEN_COMMENT, lx.pos, line, line_start);
          gsize end = lx.pos + 1;

          while (end < lx.length && text[end] != '\n' && text[end] != '\r')
            end++;
          token->value = (guint32) (lx.pos + 1);
          token->length = (guint32) (end - lx.pos - 1);
          lx.pos = end;
          continue;
        }

      /* The command's name: up to a bar or the line's end. */
      lx.data_on_line = TRUE;
      start = lx.pos;
      while (lx.pos < lx.length && text[lx.pos] != '|' && text[lx.pos] != '\n'
             && text[lx.pos] != '\r')
        lx.pos++;
      name_end = lx.pos;
      while (name_end > start && (text[name_end - 1] == ' ' || text[name_end - 1] == '\t'))
        name_end--;

      if (lx.pos < lx.length && text[lx.pos] == '|')
        {
          gsize name_start = start;

          /* "junk xx|": the last word is the command. */
          if (name_end - start > 2 && is_name (text + name_end - 2, 2)
              && (text[name_end - 3] == ' ' || text[name_end - 3] == '\t'))
            {
              BrgLinToken *junk = add_token (&lx, BRG_LIN_TOKEN_JUNK, start, line, line_start);

              junk->value = (guint32) start;
              junk->length = (guint32) (name_end - 2 - start);
              name_start = name_end - 2;
            }

          if (is_name (text + name_start, name_end - name_start))
            {
              BrgLinToken *token = add_token (&lx, BRG_LIN_TOKEN_COMMAND, name_start, line,
                                              line_start);

              set_name (token, text + name_start);
              lx.pos++;
              read_value (&lx, token);
            }
          else
            {
              /* Not a command: the text and its bar are junk. The next
               * field is read as a command again, which brings the pairs
               * back in step when the junk was a value whose command went
               * missing. */
              BrgLinToken *junk = add_token (&lx, BRG_LIN_TOKEN_JUNK, start, line, line_start);

              junk->value = (guint32) start;
              junk->length = (guint32) (name_end - start);
              lx.pos++;
            }
        }
      else if (name_end > start)
        {
          if (is_name (text + start, name_end - start))
            {
              BrgLinToken *token = add_token (&lx, BRG_LIN_TOKEN_COMMAND, start, line, line_start);

              set_name (token, text + start);
              token->flags |= BRG_LIN_TOKEN_FLAG_NO_BARS;
              token->value = (guint32) name_end;
              token->length = 0;
            }
          else
            {
              BrgLinToken *junk = add_token (&lx, BRG_LIN_TOKEN_JUNK, start, line, line_start);

              junk->value = (guint32) start;
              junk->length = (guint32) (name_end - start);
            }
        }
    }

  result->form_encoded = !lx.any_space && lx.plus_between_words;
}
