/* brg-pbn-lexer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bytes to tokens for PBN (§2, §3.2, §3.3, §3.8). The input is already
 * UTF-8 (the reader converts it); the lexer only needs ASCII to find token
 * boundaries, so every byte ≥ 0x80 is an ordinary printing character.
 *
 * Each byte is looked at a bounded number of times: comments are found with
 * memchr, a brace with no closing brace is remembered so a hundred thousand
 * of them cost one scan, and a malformed tag pair is skipped up to its `]`
 * or the end of its line.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-pbn-lexer.h"

enum
{
  C_WS    = 1 << 0,   /* space, horizontal and vertical tab, form feed */
  C_EOL   = 1 << 1,   /* LF, CR */
  C_CTRL  = 1 << 2,   /* other control characters, reported and skipped */
  C_DELIM = 1 << 3,   /* ends a word */
  C_NAME  = 1 << 4,   /* letters, digits and '_' (PBN §3.2 name tokens) */
  C_WORD  = 1 << 5,   /* any other printing character */
};

#define WS   (C_WS | C_DELIM)
#define EOL  (C_EOL | C_DELIM)
#define CTL  (C_CTRL | C_DELIM)
#define SPC  (C_DELIM)
#define NAM  (C_NAME | C_WORD)
#define PRT  (C_WORD)

static const guint8 char_class[256] = {
  [0 ... 8] = CTL,
  ['\t'] = WS,
  ['\n'] = EOL,
  [0x0b ... 0x0c] = WS,
  ['\r'] = EOL,
  [0x0e ... 0x1f] = CTL,
  [' '] = WS,
  ['!'] = PRT,
  ['"'] = SPC,
  ['#' ... '/'] = PRT,
  ['0' ... '9'] = NAM,
  [':'] = PRT,
  [';'] = SPC,
  ['<' ... '@'] = PRT,
  ['A' ... 'Z'] = NAM,
  ['['] = SPC,
  ['\\'] = PRT,
  [']'] = SPC,
  ['^'] = PRT,
  ['_'] = NAM,
  ['`'] = PRT,
  ['a' ... 'z'] = NAM,
  ['{'] = SPC,
  ['|'] = PRT,
  ['}'] = SPC,
  ['~'] = PRT,
  [0x7f] = CTL,
  [0x80 ... 0xff] = PRT,
};

#define CLASS(c) (char_class[(guchar) (c)])

/**
 * brg_pbn_is_name_char:
 * @c: a byte
 *
 * Returns: whether @c may appear in a PBN name token (§3.2)
 */
gboolean
brg_pbn_is_name_char (guchar c)
{
  return (char_class[c] & C_NAME) != 0;
}

/**
 * brg_pbn_lexer_init:
 * @lexer: the lexer to set up
 * @data: UTF-8 text, not necessarily nul-terminated
 * @len: its length in bytes
 * @report: (scope call): where problems go
 * @report_data: data for @report
 *
 * Prepares @lexer to read @data from the start.
 */
void
brg_pbn_lexer_init (BrgPbnLexer       *lexer,
                    const char        *data,
                    gsize              len,
                    BrgPbnLexerReport  report,
                    gpointer           report_data)
{
  g_return_if_fail (lexer != NULL);
  g_return_if_fail (data != NULL || len == 0);

  memset (lexer, 0, sizeof *lexer);
  lexer->data = data;
  lexer->len = len;
  lexer->line = 1;
  lexer->at_line_start = TRUE;
  lexer->no_close_brace_from = G_MAXSIZE;
  lexer->report = report;
  lexer->report_data = report_data;
}

static void
report (BrgPbnLexer *lexer,
        BrgSeverity  severity,
        guint        line,
        gsize        line_start,
        gsize        offset,
        const char  *code,
        const char  *message)
{
  if (lexer->report != NULL)
    lexer->report (lexer->report_data, severity, line, line_start, offset, code, message);
}

static void
report_here (BrgPbnLexer *lexer,
             BrgSeverity  severity,
             gsize        offset,
             const char  *code,
             const char  *message)
{
  report (lexer, severity, lexer->line, lexer->line_start, offset, code, message);
}

/* Every control character is reported where it is (PBN §2.2 allows none
 * but the tabs); the reader's limit on problems keeps a binary file from
 * flooding. It is read as a space: between tokens it separates them, and
 * in a value or a comment brg_pbn_unescape() and brg_pbn_dup_text() make
 * it one. */
static void
report_control (BrgPbnLexer *lexer,
                gsize        offset)
{
  char *message;
  guchar c = (guchar) lexer->data[offset];

  if (lexer->n_controls >= BRG_PBN_MAX_CONTROL_REPORTS)
    return;
  lexer->n_controls++;
  if (c == 0)
    message = g_strdup (_("A NUL byte is not allowed in PBN text (PBN §2.2); it was read as a "
                          "space"));
  else
    message = g_strdup_printf (_("The control character 0x%02X is not allowed in PBN text "
                                 "(PBN §2.2); it was read as a space"), c);
  report_here (lexer, BRG_SEVERITY_WARNING, offset, "pbn-control-character", message);
  g_free (message);
}

/* A line longer than BRG_PBN_MAX_LINE: what is past its limit is left out
 * of every token, and said once. */
static void
report_long_line (BrgPbnLexer *lexer)
{
  if (lexer->long_line == lexer->line)
    return;
  lexer->long_line = lexer->line;
  report_here (lexer, BRG_SEVERITY_ERROR, lexer->line_start, "pbn-too-large",
               _("The line is longer than 1 MiB; the rest of it was left out"));
}

/* @end, or the limit of the current line when @end is past it, at the
 * start of a character. */
static gsize
clip_to_line (BrgPbnLexer *lexer,
              gsize        start,
              gsize        end)
{
  gsize limit = lexer->line_start + BRG_PBN_MAX_LINE;

  if (end <= limit)
    return end;
  report_long_line (lexer);
  limit = MAX (limit, start);
  while (limit > start && ((guchar) lexer->data[limit] & 0xc0) == 0x80)
    limit--;
  return limit;
}

/* What PBN text holds for the control characters that are no line end
 * and no tab (§2.2): a space. The vertical tab and form feed are white
 * space between tokens, and spaces in a value or a comment too, as export
 * writes them. */
static inline gboolean
is_replaced_control (guchar c)
{
  return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f;
}

/* At a CR or LF: step over the line end (CRLF, LF or CR) to the next line. */
static void
consume_eol (BrgPbnLexer *lexer)
{
  gsize eol = lexer->pos;

  if (lexer->data[eol] == '\r' && eol + 1 < lexer->len && lexer->data[eol + 1] == '\n')
    lexer->pos = eol + 2;
  else
    lexer->pos = eol + 1;

  if (eol - lexer->line_start > BRG_PBN_MAX_LINE)
    report_long_line (lexer);

  lexer->line++;
  lexer->line_start = lexer->pos;
  lexer->at_line_start = TRUE;
}

/* Counts the line ends in [from, to), as inside a comment, and reports the
 * control characters found there. */
static void
advance_lines (BrgPbnLexer *lexer,
               gsize        from,
               gsize        to)
{
  const char *data = lexer->data;

  for (gsize i = from; i < to; i++)
    {
      guint8 cls = CLASS (data[i]);

      if (G_LIKELY ((cls & (C_EOL | C_CTRL)) == 0))
        continue;
      if (cls & C_CTRL)
        {
          report_control (lexer, i);
          continue;
        }
      if (data[i] == '\r' && i + 1 < to && data[i + 1] == '\n')
        i++;
      lexer->line++;
      lexer->line_start = i + 1;
    }
}

/* Skips the rest of a malformed tag pair: past the next ']' on this line,
 * or to the end of the line. */
static void
recover_tag (BrgPbnLexer *lexer)
{
  const char *data = lexer->data;
  gsize p = lexer->pos;

  while (p < lexer->len && (CLASS (data[p]) & C_EOL) == 0)
    {
      if (data[p] == ']')
        {
          p++;
          break;
        }
      p++;
    }
  lexer->pos = p;
}

/* White space between the tokens of a tag pair, which may span lines
 * (§3.3), but never a semi-empty line, which ends the game. */
static gboolean
skip_tag_space (BrgPbnLexer *lexer)
{
  const char *data = lexer->data;

  for (;;)
    {
      guint8 cls;

      if (lexer->pos >= lexer->len)
        return FALSE;
      cls = CLASS (data[lexer->pos]);
      if (cls & C_WS)
        lexer->pos++;
      else if (cls & C_EOL)
        {
          gsize p;

          consume_eol (lexer);
          for (p = lexer->pos; p < lexer->len && (CLASS (data[p]) & C_WS); p++)
            ;
          if (p >= lexer->len || (CLASS (data[p]) & C_EOL))
            return FALSE;
          lexer->at_line_start = FALSE;
        }
      else if (cls & C_CTRL)
        {
          report_control (lexer, lexer->pos);
          lexer->pos++;
        }
      else
        return TRUE;
    }
}

/* At a '"': finds the closing quote on this line. Returns FALSE when the
 * string is not terminated; *end is then the end of the line. */
static gboolean
scan_string (BrgPbnLexer *lexer,
             gsize        start,
             gsize       *end)
{
  const char *data = lexer->data;
  gboolean tab_reported = FALSE;
  gsize p = start + 1;

  while (p < lexer->len)
    {
      char c = data[p];
      guint8 cls = CLASS (c);

      if (c == '"')
        {
          *end = p;
          return TRUE;
        }
      if (c == '\\' && p + 1 < lexer->len && (data[p + 1] == '"' || data[p + 1] == '\\'))
        {
          p += 2;
          continue;
        }
      if (cls & C_EOL)
        break;
      if (c == '\t' && !tab_reported)
        {
          /* PBN §2.3: tabs may not appear inside string data. */
          report_here (lexer, BRG_SEVERITY_WARNING, p, "pbn-tab-in-string",
                       _("A tab inside a string is not allowed; it was kept"));
          tab_reported = TRUE;
        }
      else if (cls & C_CTRL)
        report_control (lexer, p);
      p++;
    }

  *end = p;
  return FALSE;
}

static void
lex_tag (BrgPbnLexer *lexer,
         BrgPbnToken *token)
{
  const char *data = lexer->data;
  gsize name_start, value_end, p;

  token->kind = BRG_PBN_TOKEN_INVALID;
  lexer->pos++;

  if (!skip_tag_space (lexer))
    {
      report (lexer, BRG_SEVERITY_ERROR, token->line, token->line_start, token->offset,
              "pbn-syntax", _("The tag pair is not complete"));
      goto out;
    }

  name_start = lexer->pos;
  for (p = name_start; p < lexer->len && (CLASS (data[p]) & C_NAME); p++)
    ;
  if (p == name_start)
    {
      report_here (lexer, BRG_SEVERITY_ERROR, p, "pbn-syntax",
                   _("A tag name was expected after “[”"));
      recover_tag (lexer);
      goto out;
    }
  token->text = name_start;
  token->text_len = p - name_start;
  lexer->pos = p;

  if (!skip_tag_space (lexer))
    {
      report (lexer, BRG_SEVERITY_ERROR, token->line, token->line_start, token->offset,
              "pbn-syntax", _("The tag pair is not complete"));
      goto out;
    }
  if (data[lexer->pos] != '"')
    {
      /* Hand-written files forget the quotes: [Event Random Deal #]. Read
       * the value up to the ']' on this line when there is one. */
      gsize start = lexer->pos, stop;

      for (p = start; p < lexer->len && (CLASS (data[p]) & C_EOL) == 0; p++)
        if (data[p] == ']' || data[p] == '"' || data[p] == '[')
          break;
      if (p >= lexer->len || data[p] != ']' || p == start)
        {
          report_here (lexer, BRG_SEVERITY_ERROR, start, "pbn-syntax",
                       _("The tag value must be a string in double quotes"));
          recover_tag (lexer);
          goto out;
        }
      for (stop = p; stop > start && (CLASS (data[stop - 1]) & C_WS); stop--)
        ;
      report_here (lexer, BRG_SEVERITY_WARNING, start, "pbn-unquoted-value",
                   _("The tag value should be a string in double quotes; it was read as it is"));
      token->value_line = lexer->line;
      token->value_line_start = lexer->line_start;
      token->value = start;
      token->value_len = stop - start;
      lexer->pos = p + 1;
      token->kind = BRG_PBN_TOKEN_TAG;
      goto out;
    }

  token->value_line = lexer->line;
  token->value_line_start = lexer->line_start;
  token->value = lexer->pos + 1;
  if (!scan_string (lexer, lexer->pos, &value_end))
    {
      report_here (lexer, BRG_SEVERITY_ERROR, lexer->pos, "pbn-syntax",
                   _("The tag value has no closing quote"));
      lexer->pos = value_end;
      goto out;
    }
  token->value_len = value_end - token->value;
  lexer->pos = value_end + 1;

  if (!skip_tag_space (lexer))
    {
      report (lexer, BRG_SEVERITY_ERROR, token->line, token->line_start, token->offset,
              "pbn-syntax", _("The tag pair has no closing “]”"));
      goto out;
    }
  if (data[lexer->pos] != ']')
    {
      /* Real files put unescaped quotes in values: [Event "The "Cup""].
       * Take the value to the last `"]` on the line, if there is one. */
      gsize q = G_MAXSIZE;

      for (p = lexer->pos; p + 1 < lexer->len && (CLASS (data[p]) & C_EOL) == 0; p++)
        if (data[p] == '"' && data[p + 1] == ']')
          q = p;
      if (q == G_MAXSIZE || lexer->line != token->value_line)
        {
          report_here (lexer, BRG_SEVERITY_ERROR, lexer->pos, "pbn-syntax",
                       _("“]” was expected after the tag value"));
          recover_tag (lexer);
          goto out;
        }
      report_here (lexer, BRG_SEVERITY_WARNING, value_end, "pbn-unescaped-quote",
                   _("A quote inside the tag value should be written \\\""));
      token->value_len = q - token->value;
      lexer->pos = q + 1;
    }
  lexer->pos++;
  token->kind = BRG_PBN_TOKEN_TAG;

out:
  if (token->kind == BRG_PBN_TOKEN_TAG && token->value_len > BRG_PBN_MAX_TAG_VALUE)
    {
      report (lexer, BRG_SEVERITY_ERROR, token->value_line, token->value_line_start, token->value,
              "pbn-too-large", _("The tag value is longer than 64 KiB; the tag was ignored"));
      token->kind = BRG_PBN_TOKEN_INVALID;
    }
  token->end = lexer->pos;
}

static void
lex_brace_comment (BrgPbnLexer *lexer,
                   BrgPbnToken *token)
{
  const char *data = lexer->data;
  const char *close = NULL;
  gsize start = lexer->pos + 1;

  if (start < lexer->no_close_brace_from)
    close = memchr (data + start, '}', lexer->len - start);

  if (close != NULL)
    {
      gsize end = (gsize) (close - data);

      token->kind = BRG_PBN_TOKEN_BRACE_COMMENT;
      token->text = start;
      token->text_len = end - start;
      if (memchr (data + start, '\n', end - start) == NULL
          && memchr (data + start, '\r', end - start) == NULL)
        token->text_len = clip_to_line (lexer, start, end) - start;
      advance_lines (lexer, start, end);
      lexer->pos = end + 1;
      if (token->text_len > BRG_PBN_MAX_COMMENT)
        {
          report (lexer, BRG_SEVERITY_ERROR, token->line, token->line_start, token->offset,
                  "pbn-too-large", _("The comment is longer than 1 MiB; it was cut"));
          token->text_len = BRG_PBN_MAX_COMMENT;
          while (token->text_len > 0
                 && ((guchar) data[token->text + token->text_len] & 0xc0) == 0x80)
            token->text_len--;
        }
    }
  else
    {
      gsize p;

      /* No '}' anywhere after here: nor after any later '{'. Take the
       * rest of the line as the comment and read on. */
      lexer->no_close_brace_from = MIN (lexer->no_close_brace_from, start);
      report_here (lexer, BRG_SEVERITY_ERROR, lexer->pos, "pbn-syntax",
                   _("The comment has no closing “}”; it was ended at the end of the line"));
      for (p = start; p < lexer->len && (CLASS (data[p]) & C_EOL) == 0; p++)
        ;
      token->kind = BRG_PBN_TOKEN_BRACE_COMMENT;
      token->text = start;
      token->text_len = clip_to_line (lexer, start, p) - start;
      lexer->pos = p;
    }
  token->end = lexer->pos;
}

static gsize
end_of_line (BrgPbnLexer *lexer,
             gsize        p)
{
  const char *data = lexer->data;

  while (p < lexer->len && (CLASS (data[p]) & C_EOL) == 0)
    p++;
  return p;
}

/**
 * brg_pbn_lexer_next:
 * @lexer: a lexer
 * @token: (out caller-allocates): the next token
 *
 * Reads the next token. Problems are reported through the lexer's report
 * function; malformed input comes back as %BRG_PBN_TOKEN_INVALID.
 */
void
brg_pbn_lexer_next (BrgPbnLexer *lexer,
                    BrgPbnToken *token)
{
  const char *data;

  g_return_if_fail (lexer != NULL);
  g_return_if_fail (token != NULL);

  data = lexer->data;
  memset (token, 0, sizeof *token);

  for (;;)
    {
      guint8 cls;
      char c;

      if (lexer->at_line_start && lexer->pos < lexer->len)
        {
          gsize p = lexer->pos;

          if (data[p] == '%')
            {
              /* PBN §2.4: '%' in the first column escapes the line. */
              gsize end = end_of_line (lexer, p);

              token->kind = BRG_PBN_TOKEN_ESCAPE;
              token->line = lexer->line;
              token->line_start = lexer->line_start;
              token->offset = p;
              token->text = p + 1;
              token->text_len = clip_to_line (lexer, p + 1, end) - (p + 1);
              token->end = end;
              token->end_line = lexer->line;
              token->first_on_line = TRUE;
              advance_lines (lexer, p, end);
              lexer->pos = end;
              lexer->at_line_start = FALSE;
              return;
            }

          while (p < lexer->len && (CLASS (data[p]) & C_WS))
            p++;
          if (p < lexer->len && (CLASS (data[p]) & C_EOL))
            {
              /* PBN §3: a semi-empty line ends the game. */
              token->kind = BRG_PBN_TOKEN_BLANK_LINE;
              token->line = lexer->line;
              token->line_start = lexer->line_start;
              token->offset = lexer->pos;
              lexer->pos = p;
              consume_eol (lexer);
              token->end = lexer->pos;
              token->end_line = token->line;
              return;
            }
          lexer->pos = p;
          lexer->at_line_start = FALSE;
          token->first_on_line = TRUE;
        }

      if (lexer->pos >= lexer->len)
        {
          if (lexer->pos - lexer->line_start > BRG_PBN_MAX_LINE)
            report_long_line (lexer);
          token->kind = BRG_PBN_TOKEN_EOF;
          token->line = lexer->line;
          token->line_start = lexer->line_start;
          token->offset = token->end = lexer->len;
          token->end_line = lexer->line;
          return;
        }

      c = data[lexer->pos];
      cls = CLASS (c);
      if ((cls & C_EOL) == 0 && lexer->pos - lexer->line_start >= BRG_PBN_MAX_LINE)
        {
          /* Past the limit of a long line: nothing more of it is read. */
          report_long_line (lexer);
          lexer->pos = end_of_line (lexer, lexer->pos);
          continue;
        }
      if (cls & C_WS)
        {
          lexer->pos++;
          continue;
        }
      if (cls & C_EOL)
        {
          consume_eol (lexer);
          continue;
        }
      if (cls & C_CTRL)
        {
          report_control (lexer, lexer->pos);
          lexer->pos++;
          continue;
        }
      break;
    }

  token->line = lexer->line;
  token->line_start = lexer->line_start;
  token->offset = lexer->pos;

  switch (data[lexer->pos])
    {
    case '[':
      lex_tag (lexer, token);
      break;

    case '{':
      lex_brace_comment (lexer, token);
      break;

    case ';':
      {
        gsize end = end_of_line (lexer, lexer->pos);

        token->kind = BRG_PBN_TOKEN_LINE_COMMENT;
        token->text = lexer->pos + 1;
        token->text_len = clip_to_line (lexer, token->text, end) - token->text;
        advance_lines (lexer, lexer->pos, end);
        lexer->pos = token->end = end;
      }
      break;

    case '"':
      {
        gsize end;

        if (scan_string (lexer, lexer->pos, &end))
          {
            token->kind = BRG_PBN_TOKEN_STRING;
            token->text = lexer->pos + 1;
            token->text_len = end - lexer->pos - 1;
            lexer->pos = end + 1;
          }
        else
          {
            report_here (lexer, BRG_SEVERITY_ERROR, lexer->pos, "pbn-syntax",
                         _("The string has no closing quote"));
            token->kind = BRG_PBN_TOKEN_INVALID;
            lexer->pos = end;
          }
        token->end = lexer->pos;
      }
      break;

    case ']':
    case '}':
      {
        char *message = g_strdup_printf (_("“%c” does not belong here; it was ignored"),
                                         data[lexer->pos]);

        report_here (lexer, BRG_SEVERITY_ERROR, lexer->pos, "pbn-syntax", message);
        g_free (message);
        token->kind = BRG_PBN_TOKEN_INVALID;
        lexer->pos++;
        token->end = lexer->pos;
      }
      break;

    default:
      {
        gsize p = lexer->pos;

        while (p < lexer->len && (CLASS (data[p]) & C_DELIM) == 0)
          p++;
        token->kind = BRG_PBN_TOKEN_WORD;
        token->text = lexer->pos;
        token->text_len = clip_to_line (lexer, lexer->pos, p) - lexer->pos;
        lexer->pos = token->end = p;
      }
      break;
    }

  token->end_line = lexer->line;
}

/**
 * brg_pbn_is_delimiter:
 * @text: text that starts with `<`
 * @len: the bytes of @text that may be looked at
 *
 * Returns: whether @text starts with `<PBN>` or `</PBN>`, in any letter
 *   case (PBN §6.2)
 */
gboolean
brg_pbn_is_delimiter (const char *text,
                      gsize       len)
{
  g_return_val_if_fail (text != NULL || len == 0, FALSE);

  if (len < 5 || text[0] != '<')
    return FALSE;
  if (text[1] == '/')
    return len >= 6 && g_ascii_strncasecmp (text + 2, "pbn>", 4) == 0;
  return g_ascii_strncasecmp (text + 1, "pbn>", 4) == 0;
}

/**
 * brg_pbn_is_escaped_delimiter:
 * @text: text that starts with `<`
 * @len: the bytes of @text that may be looked at
 *
 * Returns: whether @text starts with a delimiter written with
 *   %BRG_PBN_DELIMITER_JOINER after its `<`
 */
gboolean
brg_pbn_is_escaped_delimiter (const char *text,
                              gsize       len)
{
  const char *rest;
  gsize rest_len;

  g_return_val_if_fail (text != NULL || len == 0, FALSE);

  if (len < 4 || text[0] != '<' || memcmp (text + 1, BRG_PBN_DELIMITER_JOINER, 3) != 0)
    return FALSE;
  rest = text + 4;
  rest_len = len - 4;
  if (rest_len >= 1 && rest[0] == '/')
    {
      rest++;
      rest_len--;
    }
  return rest_len >= 4 && g_ascii_strncasecmp (rest, "pbn>", 4) == 0;
}

/* Copies @len bytes of @text to @out: `\"` and `\\` as what they escape
 * when @unescape_quotes, a control character PBN text does not allow (NUL
 * included) as a space, as the lexer reports it, and an escaped delimiter
 * as the delimiter; returns the end of what was written, never more than
 * @len bytes. */
static char *
copy_text (char       *out,
           const char *text,
           gsize       len,
           gboolean    unescape_quotes)
{
  for (gsize i = 0; i < len; i++)
    {
      if (unescape_quotes && text[i] == '\\' && i + 1 < len
          && (text[i + 1] == '"' || text[i + 1] == '\\'))
        *out++ = text[++i];
      else if (G_UNLIKELY (is_replaced_control ((guchar) text[i])))
        *out++ = ' ';
      else if (text[i] == '<' && brg_pbn_is_escaped_delimiter (text + i, len - i))
        {
          *out++ = '<';
          i += 3;
        }
      else
        *out++ = text[i];
    }
  *out = '\0';
  return out;
}

/**
 * brg_pbn_dup_text:
 * @text: UTF-8 text
 * @len: its length
 *
 * Copies @text into a string; a control character that PBN text does not
 * allow (PBN §2.2: all but tabs and line ends), NUL included, becomes a
 * space, as the lexer reports it.
 *
 * Returns: (transfer full): the copy
 */
char *
brg_pbn_dup_text (const char *text,
                  gsize       len)
{
  char *copy;

  g_return_val_if_fail (text != NULL || len == 0, NULL);

  /* Not g_strndup(), which stops at a NUL. */
  copy = g_malloc (len + 1);
  copy_text (copy, text, len, FALSE);
  return copy;
}

/**
 * brg_pbn_unescape:
 * @text: the contents of a PBN string, between its quotes
 * @len: their length
 *
 * Resolves `\"` and `\\` (PBN §3.2). Any other backslash is kept, as real
 * files hold paths and `\S` suit escapes in values. A control character
 * PBN does not allow (§2.2) becomes a space, as the lexer reports it.
 *
 * Returns: (transfer full): the value
 */
char *
brg_pbn_unescape (const char *text,
                  gsize       len)
{
  char *value;

  g_return_val_if_fail (text != NULL || len == 0, NULL);

  value = g_malloc (len + 1);
  copy_text (value, text, len, TRUE);
  return value;
}

/**
 * brg_pbn_escape_is_version:
 * @text: an escape line without its `%`
 *
 * Returns: whether @text is `% PBN x.y` or `% EXPORT` (PBN §2.4), which a
 * writer writes anew
 */
/* A tab is a space to these tests: export format writes it as one
 * (PBN §2.3), and the line must be the same marker, or not one, when it is
 * read again. */
static const char *
skip_blanks (const char *text)
{
  while (*text == ' ' || *text == '\t')
    text++;
  return text;
}

gboolean
brg_pbn_escape_is_version (const char *text)
{
  g_return_val_if_fail (text != NULL, FALSE);

  text = skip_blanks (text);
  if (strncmp (text, "EXPORT", 6) == 0)
    return *skip_blanks (text + 6) == '\0';
  if (strncmp (text, "PBN", 3) != 0 || (text[3] != ' ' && text[3] != '\t'))
    return FALSE;
  text = skip_blanks (text + 3);
  if (!g_ascii_isdigit (*text))
    return FALSE;
  while (g_ascii_isdigit (*text) || *text == '.')
    text++;
  return *skip_blanks (text) == '\0';
}

/**
 * brg_pbn_escape_is_content_type:
 * @text: an escape line without its `%`
 *
 * Returns: whether @text is a `%Content-type:` line, which says the
 * character set and a writer writes anew
 */
gboolean
brg_pbn_escape_is_content_type (const char *text)
{
  g_return_val_if_fail (text != NULL, FALSE);

  return g_ascii_strncasecmp (skip_blanks (text), "Content-type:", 13) == 0;
}

/* The value of parameter @name (lower case) of a content type line, in
 * lower case when @lower, without quotes; NULL when it has none. */
static char *
content_type_param (const char *text,
                    const char *name,
                    gboolean    lower)
{
  gsize name_len = strlen (name);

  if (!brg_pbn_escape_is_content_type (text))
    return NULL;

  for (const char *p = strchr (text, ';'); p != NULL; p = strchr (p + 1, ';'))
    {
      const char *param = p + 1;
      const char *end;

      while (*param == ' ' || *param == '\t')
        param++;
      if (g_ascii_strncasecmp (param, name, name_len) != 0 || param[name_len] != '=')
        continue;
      param += name_len + 1;
      if (*param == '"')
        param++;
      for (end = param; *end != '\0' && strchr ("\"; \t", *end) == NULL; end++)
        ;
      return lower ? g_ascii_strdown (param, end - param) : g_strndup (param, end - param);
    }
  return NULL;
}

/**
 * brg_pbn_escape_is_flowed:
 * @text: an escape line without its `%`
 *
 * Returns: whether @text is a content type line with the parameter
 * `format=flowed` (RFC 3676): the file's brace comments have soft line
 * breaks, as Finesse writes a comment line too long for export format
 */
gboolean
brg_pbn_escape_is_flowed (const char *text)
{
  g_autofree char *format = NULL;

  g_return_val_if_fail (text != NULL, FALSE);

  format = content_type_param (text, "format", TRUE);
  return g_strcmp0 (format, "flowed") == 0;
}

/* Whether @name can name a character set: ASCII letters and digits and
 * `-_.:` (as in `ISO_8859-1:1987`), a letter or digit first. Anything
 * else is not a set's name (RFC 2978), and iconv would read it as some
 * other name or, with none of these characters, as the locale's set. */
static gboolean
is_charset_name (const char *name)
{
  if (!g_ascii_isalnum (name[0]))
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("-_.:", *p) == NULL)
      return FALSE;
  return TRUE;
}

/**
 * brg_pbn_escape_dup_charset:
 * @text: an escape line without its `%`
 *
 * Reads the character set a content type line declares:
 * `%Content-type: text/x-pbn; charset=windows-1250` gives `WINDOWS-1250`.
 *
 * Returns: (transfer full) (nullable): the character set's name in upper
 *   case, or %NULL when @text declares none or what it declares cannot be
 *   a set's name (letters, digits and `-_.:` only)
 */
char *
brg_pbn_escape_dup_charset (const char *text)
{
  g_autofree char *charset = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  charset = content_type_param (text, "charset", FALSE);
  if (charset == NULL || !is_charset_name (charset))
    return NULL;
  return g_ascii_strup (charset, -1);
}

/**
 * brg_pbn_find_declared_charset:
 * @data: (array length=len): the bytes of a PBN file, before decoding
 * @len: their length
 * @line: (out) (optional): the 1-based line of the declaration
 *
 * Finds the character set the file declares in a `%Content-type:` line
 * among the escape lines before its first game (PBN §2.4), where Finesse
 * and other programs write it. The bytes are read as ASCII, which every
 * 8-bit set and UTF-8 share; text with a UTF-16 byte order mark declares
 * nothing here.
 *
 * Returns: (transfer full) (nullable): the declared set in upper case
 */
char *
brg_pbn_find_declared_charset (const char *data,
                               gsize       len,
                               guint      *line)
{
  const char *p = data;
  const char *end = data + len;
  guint number = 1;

  g_return_val_if_fail (data != NULL || len == 0, NULL);

  if (len >= 2 && ((guchar) data[0] == 0xff || (guchar) data[0] == 0xfe))
    return NULL;
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  while (p < end)
    {
      const char *eol = p;
      const char *q = p;

      while (eol < end && *eol != '\n' && *eol != '\r')
        eol++;
      while (q < eol && (*q == ' ' || *q == '\t'))
        q++;
      if (*p == '%')
        {
          g_autofree char *text = g_strndup (p + 1, eol - p - 1);
          char *charset = brg_pbn_escape_dup_charset (text);

          if (charset != NULL)
            {
              if (line != NULL)
                *line = number;
              return charset;
            }
        }
      else if (q < eol)
        return NULL;   /* the first game begins */

      /* CRLF, LF or CR. */
      p = eol;
      if (p < end && *p == '\r')
        p++;
      if (p < end && *p == '\n' && (p == eol || p[-1] == '\r'))
        p++;
      number++;
    }
  return NULL;
}
