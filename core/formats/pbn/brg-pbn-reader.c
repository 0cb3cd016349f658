/* brg-pbn-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN 2.1 import (HACKING.md, “Parser design”), in three layers:
 *
 *  1. brg-pbn-lexer.c turns the text into tokens;
 *  2. collect_game() groups the tokens of one game: the tag pairs in file
 *     order, each with the tokens that follow it (comments, section data),
 *     and what stands before the first tag;
 *  3. _brg_pbn_build_board() makes a BrgBoard through the public model API, so the
 *     rules of bridge are the model's, and reports every problem as a
 *     BrgDiagnostic with its line and column.
 *
 * The reader is lenient, as the import format allows: a problem marks its
 * board and never stops the rest of the file. What the model cannot hold
 * (an auction with an illegal call, say) is kept as the section's text, so
 * nothing that was read is lost on export.
 */

/* memmem() */
#define _GNU_SOURCE

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-file-limits.h"
#include "brg-letters.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-reader-private.h"
#include "brg-read-task-private.h"
#include "brg-strings-private.h"

G_DEFINE_QUARK (brg-pbn-error-quark, brg_pbn_error)

/* Hard limits, each reported as a pbn-too-large diagnostic, or for the
 * whole file as BRG_PBN_ERROR_TOO_LARGE: no input makes the reader crash
 * or slow down more than linearly. The size of the file and the number
 * of boards follow the machine's memory (brg-file-limits.c). */
#define MAX_TAGS         1000
#define MAX_DIAGNOSTICS  10000

/* ------------------------------------------------------------------ */
/* Diagnostics                                                          */

static guint
column_at (Reader *r,
           gsize   line_start,
           gsize   offset)
{
  gsize from;
  guint column;

  if (offset < line_start || offset > r->len)
    return 0;

  if (line_start == r->column_line_start && offset >= r->column_offset)
    {
      from = r->column_offset;
      column = r->column;
    }
  else
    {
      from = line_start;
      column = 1;
    }

  /* Columns count characters: every byte but UTF-8 continuation bytes. */
  for (gsize i = from; i < offset; i++)
    if (((guchar) r->text[i] & 0xc0) != 0x80)
      column++;

  r->column_line_start = line_start;
  r->column_offset = offset;
  r->column = column;
  return column;
}

static void
add_diagnostic (Reader      *r,
                BrgSeverity  severity,
                guint        line,
                guint        column,
                const char  *code,
                const char  *message)
{
  BrgDiagnostic *diagnostic;

  if (severity == BRG_SEVERITY_ERROR && r->errors != NULL)
    *r->errors = TRUE;

  r->n_problems++;
  if (r->n_problems > MAX_DIAGNOSTICS)
    {
      if (r->n_problems == MAX_DIAGNOSTICS + 1)
        {
          diagnostic = brg_diagnostic_new (BRG_SEVERITY_WARNING, line, column, "pbn-too-large",
                                           _("There are too many problems; "
                                             "the rest are not reported"));
          g_ptr_array_add (r->diagnostics, diagnostic);
        }
      return;
    }

  diagnostic = brg_diagnostic_new (severity, line, column, code, message);
  diagnostic->board = r->board_index;
  g_ptr_array_add (r->diagnostics, diagnostic);
}

static void
report_at (Reader      *r,
           BrgSeverity  severity,
           guint        line,
           gsize        line_start,
           gsize        offset,
           const char  *code,
           const char  *message)
{
  if (r->n_problems >= MAX_DIAGNOSTICS)
    add_diagnostic (r, severity, line, 0, code, message);
  else
    add_diagnostic (r, severity, line, column_at (r, line_start, offset), code, message);
}

static void
lexer_report (gpointer     user_data,
              BrgSeverity  severity,
              guint        line,
              gsize        line_start,
              gsize        offset,
              const char  *code,
              const char  *message)
{
  report_at (user_data, severity, line, line_start, offset, code, message);
}

void
_brg_pbn_report_token (Reader            *r,
                       BrgSeverity        severity,
                       const BrgPbnToken *token,
                       gsize              offset,
                       const char        *code,
                       const char        *format,
                       ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report_at (r, severity, token->line, token->line_start, offset, code, message);
}

void
_brg_pbn_report_value (Reader       *r,
                       BrgSeverity   severity,
                       const RawTag *tag,
                       const char   *code,
                       const char   *format,
                       ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report_at (r, severity, tag->value_line, tag->value_line_start, tag->value_offset, code,
             message);
}

void
_brg_pbn_report_tag (Reader       *r,
                     BrgSeverity   severity,
                     const RawTag *tag,
                     const char   *code,
                     const char   *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report_at (r, severity, tag->line, tag->line_start, tag->offset, code, message);
}

/* ------------------------------------------------------------------ */
/* Bytes to UTF-8 (PBN §2.2)                                            */

static void
position_of (const char *data,
             gsize       offset,
             guint      *line,
             guint      *column)
{
  gsize line_start = 0;

  *line = 1;
  for (gsize i = 0; i < offset; i++)
    if (data[i] == '\n' || (data[i] == '\r' && data[i + 1] != '\n'))
      {
        (*line)++;
        line_start = i + 1;
      }
  *column = (guint) (offset - line_start) + 1;
}

static void
report_bytes (Reader      *r,
              const char  *data,
              gsize        offset,
              const char  *code,
              const char  *message)
{
  guint line, column;

  position_of (data, offset, &line, &column);
  add_diagnostic (r, BRG_SEVERITY_WARNING, line, column, code, message);
}

/* Returns the text to lex, in UTF-8: @data itself when it is UTF-8 already,
 * else a new string in *owned. The set a `%Content-type:` line declares
 * comes first (not in a snippet, which its document has decoded); else
 * UTF-8, else PBN §2.2's ISO-8859-1, or Windows-1252 when bytes
 * 0x80–0x9F show that the file was written so. Only that last guess is
 * a warning: a Latin-1 file is what the standard says. */
static const char *
decode (Reader        *r,
        const char    *data,
        gsize          len,
        gsize         *out_len,
        char         **owned,
        GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *declared = NULL;
  BrgCharsetInfo info;
  const char *text;
  guint declared_line = 0;

  if (!r->snippet)
    declared = brg_pbn_find_declared_charset (data, len, &declared_line);
  /* A set that writes ASCII otherwise (UTF-7, UTF-16) cannot be what an
   * ASCII line says the text is in. */
  if (declared != NULL && !brg_charset_is_ascii_compatible (declared))
    {
      g_autofree char *message = NULL;

      message = g_strdup_printf (_("The character set “%s” that the file declares is not one "
                                   "a PBN file can be in (it does not write ASCII as ASCII); "
                                   "the file was read as if it declared none"), declared);
      add_diagnostic (r, BRG_SEVERITY_WARNING, declared_line, 0, "pbn-unknown-charset", message);
      g_clear_pointer (&declared, g_free);
    }

  text = brg_charset_decode (data, len, declared, &info, out_len, owned, &local_error);
  if (text != NULL && declared != NULL && info.lossy && brg_charset_is_utf8 (declared))
    {
      g_autofree char *message = NULL;
      gsize bad = info.first_bad;

      /* A file that says UTF-8 but is not: read as if it said nothing,
       * rather than lose each 8-bit character. */
      g_clear_pointer (owned, g_free);
      text = brg_charset_decode (data, len, NULL, &info, out_len, owned, &local_error);
      message = g_strdup_printf (_("The file says it is UTF-8, but byte 0x%02X here is not "
                                   "UTF-8; its 8-bit characters were read as %s"),
                                 (guchar) data[bad], info.charset);
      report_bytes (r, data, bad, "pbn-charset-error", message);
      info.guessed = FALSE;
    }
  if (text == NULL)
    {
      g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_ENCODING,
                   _("The file says it is %s, but it is not: %s"), info.charset,
                   local_error->message);
      return NULL;
    }
  brg_event_set_source_encoding (r->event, info.charset);

  if (info.declared_wrong)
    {
      g_autofree char *message = NULL;

      message = g_strdup_printf (_("This line declares the character set “%s”, but the "
                                   "file is UTF-8 (it holds characters of several bytes, which "
                                   "%s would read as two or three): it was read as UTF-8"),
                                 declared, declared);
      add_diagnostic (r, BRG_SEVERITY_WARNING, declared_line, 0, "pbn-charset-overruled",
                      message);
    }
  else if (info.unknown_declared)
    {
      g_autofree char *message = NULL;

      message = g_strdup_printf (_("The character set “%s” that the file declares is not one "
                                   "Finesse knows; the file was read as %s"),
                                 declared, info.charset);
      add_diagnostic (r, BRG_SEVERITY_WARNING, declared_line, 0, "pbn-unknown-charset",
                      message);
      info.guessed = FALSE;
    }
  else if (info.lossy)
    {
      g_autofree char *message = NULL;

      message = g_strdup_printf (_("Byte 0x%02X here is not a character of %s, the character "
                                   "set the file declares; it was read as U+FFFD"),
                                 (guchar) data[info.first_bad], info.charset);
      report_bytes (r, data, info.first_bad, "pbn-charset-error", message);
    }

  if (info.guessed && strcmp (info.charset, "WINDOWS-1252") == 0)
    {
      /* Bytes 0x80–0x9F are no ISO-8859-1 text (§2.2): most likely
       * Windows-1252, but a file that does not say so cannot be sure. */
      report_bytes (r, data + info.bom_len, info.first_bad - info.bom_len, "pbn-encoding-guess",
                    _("The file does not say its character set and is not UTF-8; it holds "
                      "bytes that ISO-8859-1 (PBN §2.2) does not use, so its 8-bit characters "
                      "were read as Windows-1252, which may not be what the author meant"));
    }
  if (info.lossy && brg_charset_is_utf16 (info.charset))
    {
      guint line, column;

      position_of (text, *out_len, &line, &column);
      add_diagnostic (r, BRG_SEVERITY_WARNING, line, column, "pbn-encoding",
                      _("The file ends with half a UTF-16 character; the stray byte was left out"));
    }
  return text;
}

/* ------------------------------------------------------------------ */
/* Layer 2: collecting a game                                            */

static void
game_clear (Game *g)
{
  for (guint i = 0; i < g->tags->len; i++)
    {
      RawTag *tag = &g_array_index (g->tags, RawTag, i);

      if (!_brg_strings_is_shared (tag->name))
        g_free (tag->name);
      g_free (tag->value);
    }
  g_array_set_size (g->tags, 0);
  g_array_set_size (g->items, 0);
  g_array_set_size (g->leading, 0);
  g->errors = FALSE;
  g->too_many_tags = FALSE;
}

/* A name PBN defines is the shared copy, which every board's tag takes
 * as it is: no copy made here, nor one there. One look-up gives the name,
 * its kind and its index. */
static void
set_tag_name (Reader     *r,
              RawTag     *tag,
              const char *text,
              gsize       len)
{
  char name[32];
  const BrgPbnTag *known = NULL;

  if (len < sizeof name)
    {
      memcpy (name, text, len);
      name[len] = '\0';
      known = brg_pbn_tag_lookup (name);
    }
  if (known == NULL)
    {
      tag->name = g_strndup (text, len);
      tag->kind = BRG_PBN_TAG_KIND_OTHER;
      tag->pbn_index = -1;
      return;
    }

  tag->pbn_index = (int) (known - brg_pbn_tag_get_nth (0));
  tag->kind = known->kind;
  if (r->shared_names[tag->pbn_index] == NULL)
    r->shared_names[tag->pbn_index] = _brg_strings_lookup (known->name);
  tag->name = r->shared_names[tag->pbn_index] != NULL
              ? (char *) r->shared_names[tag->pbn_index] : g_strndup (text, len);
}

static void
add_raw_tag (Reader            *r,
             const BrgPbnToken *token)
{
  Game *g = &r->game;
  RawTag tag = { 0 };

  if (g->tags->len >= MAX_TAGS)
    {
      if (!g->too_many_tags)
        _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-too-large",
                               _("A game has more than %u tags; the rest were ignored"), MAX_TAGS);
      g->too_many_tags = TRUE;
      return;
    }

  set_tag_name (r, &tag, r->text + token->text, token->text_len);
  tag.value = brg_pbn_unescape (r->text + token->value, token->value_len);
  tag.line = token->line;
  tag.line_start = token->line_start;
  tag.offset = token->offset;
  tag.end = token->end;
  tag.value_line = token->value_line;
  tag.value_line_start = token->value_line_start;
  tag.value_offset = token->value;
  tag.first_item = g->items->len;
  g_array_append_val (g->tags, tag);
}

static void
define_free (gpointer data)
{
  Define *define = data;

  g_free (define->name);
  g_free (define->value);
  g_free (define);
}

/* Ends the game being collected. Commentary with no tag after it before
 * an empty line (a lesson's introduction, a title page, text between
 * games) is not lost: PBN §3.8 places a comment "at the begin of the
 * game (before any tag)", and PGN, whose grammar PBN takes, reads a
 * comment before a game's tags as that game's, whatever blank lines
 * stand between them. So it is kept, and it becomes the leading
 * commentary of the next game; after the last game (@at_end), a board of
 * commentary only, as RBN's free text between records is. Returns
 * whether the commentary was kept for the next game. */
static gboolean
finish_game (Reader   *r,
             gboolean  at_end)
{
  Game *g = &r->game;

  if (g->tags->len == 0 && g->leading->len > 0)
    {
      guint last_line = 0, n_comments = 0;
      guint board_index = r->board_index;

      /* Text that is no comment is the file's, and stays ignored. */
      r->board_index = 0;
      for (guint i = 0; i < g->leading->len; i++)
        {
          const BrgPbnToken *token = &g_array_index (g->leading, BrgPbnToken, i);

          if (_brg_pbn_is_comment (token))
            g_array_index (g->leading, BrgPbnToken, n_comments++) = *token;
          else if (token->line != last_line)
            {
              _brg_pbn_report_stray_text (r, token);
              last_line = token->line;
            }
        }
      r->board_index = board_index;
      g_array_set_size (g->leading, n_comments);
      /* (The problems of what did not become a game stay the file's.) */
      for (guint i = g->first_diagnostic; i < r->diagnostics->len; i++)
        ((BrgDiagnostic *) g_ptr_array_index (r->diagnostics, i))->board = 0;
      if (n_comments > 0 && !at_end)
        return TRUE;
      /* A snippet's text around its game is its document's, which says
       * when a snippet holds no game. */
      if (n_comments > 0 && r->snippet)
        {
          _brg_pbn_report_lost_comment (r, &g_array_index (g->leading, BrgPbnToken, 0));
          g_array_set_size (g->leading, 0);
        }
    }

  if (g->tags->len > 0 || g->leading->len > 0)
    {
      for (guint i = 0; i < g->tags->len; i++)
        {
          RawTag *tag = &g_array_index (g->tags, RawTag, i);
          guint next = i + 1 < g->tags->len ? g_array_index (g->tags, RawTag, i + 1).first_item
                                            : g->items->len;

          tag->n_items = next - tag->first_item;
        }
      _brg_pbn_build_board (r);
    }
  else
    {
      /* Nothing became a board: its problems belong to the file. */
      for (guint i = g->first_diagnostic; i < r->diagnostics->len; i++)
        ((BrgDiagnostic *) g_ptr_array_index (r->diagnostics, i))->board = 0;
      r->board_index = 0;
    }
  game_clear (g);
  return FALSE;
}

/* `% PBN x.y`, `% EXPORT` and the content type say how the text is
 * written, not what a game holds; `%FinesseLetters` is the document's
 * choice of card letters (brg-letters.c), which an article's first
 * snippet carries. */
static gboolean
escape_is_marker (Reader            *r,
                  const BrgPbnToken *token)
{
  g_autofree char *text = brg_pbn_dup_text (r->text + token->text, token->text_len);

  return brg_pbn_escape_is_version (text) || brg_pbn_escape_is_content_type (text)
         || brg_letters_is_directive (text);
}

static gboolean
is_board_end (Reader            *r,
              const BrgPbnToken *token)
{
  return token->text_len == strlen (BRG_PBN_BOARD_END)
         && memcmp (r->text + token->text, BRG_PBN_BOARD_END, token->text_len) == 0;
}

static gboolean
game_is_empty (Game *g)
{
  return g->tags->len == 0 && g->leading->len == 0 && !g->errors;
}

static gboolean
token_names_first_tag (Reader            *r,
                       const BrgPbnToken *token)
{
  const RawTag *first = &g_array_index (r->game.tags, RawTag, 0);

  return first->kind != BRG_PBN_TAG_KIND_NOTE
         && strlen (first->name) == token->text_len
         && memcmp (first->name, r->text + token->text, token->text_len) == 0;
}

/* Ends the game being collected; @at_end: the text ends, or a
 * BRG_PBN_BOARD_END closes a board of commentary only. Returns FALSE when
 * no more games may be read. */
static gboolean
end_game (Reader            *r,
          const BrgPbnToken *token,
          gboolean           at_end)
{
  Game *g = &r->game;
  guint n_boards;

  if (brg_event_get_n_boards (r->event) >= r->max_boards
      && (g->tags->len > 0 || (at_end && g->leading->len > 0)))
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-too-large",
                             _("The file has more than %u games; the rest were not read"),
                             r->max_boards);
      game_clear (g);
      return FALSE;
    }
  n_boards = brg_event_get_n_boards (r->event);
  if (finish_game (r, at_end))
    {
      /* Kept for the next game, which starts where it does. */
      g->errors = FALSE;
      g->first_diagnostic = r->diagnostics->len;
      return TRUE;
    }
  r->board_index = brg_event_get_n_boards (r->event) + 1;
  g->first_diagnostic = r->diagnostics->len;
  r->errors = &g->errors;

  if (brg_event_get_n_boards (r->event) > n_boards)
    {
      /* Read again alone: that game was the one wanted. */
      if (r->rebuilding)
        return FALSE;
      if (r->source != NULL)
        {
          r->game_start.end = r->game_end;
          _brg_pbn_source_take_board (r->source, r->event, n_boards, &r->game_start, r->flowed);
        }
    }

  /* The board is complete: whoever waits for it may take it now. */
  if (r->progress != NULL && brg_event_get_n_boards (r->event) > n_boards
      && !r->progress (r->event, r->diagnostics, r->progress_data))
    return FALSE;
  return TRUE;
}

/* Reads from @start, or from the beginning. */
static gboolean
read_all (Reader            *r,
          const BrgPbnStart *start)
{
  Game *g = &r->game;
  guint steps = 0;

  brg_pbn_lexer_init (&r->lexer, r->text, r->len, lexer_report, r);
  if (start != NULL && start->pos <= r->len)
    {
      r->lexer.pos = start->pos;
      r->lexer.line = start->line;
      r->lexer.line_start = start->pos - start->column_bytes;
      r->lexer.at_line_start = start->at_line_start;
    }
  r->board_index = 1;
  g->first_diagnostic = 0;
  r->errors = &g->errors;

  for (;;)
    {
      BrgPbnToken token;
      BrgPbnStart before = {
        .pos = r->lexer.pos,
        .line = r->lexer.line,
        .column_bytes = r->lexer.pos - r->lexer.line_start,
        .at_line_start = r->lexer.at_line_start,
      };

      if (++steps % BRG_READ_CANCEL_STEPS == 0 && _brg_read_cancelled ())
        break;
      /* A game starts with the first token that is not a blank line. */
      if (game_is_empty (g))
        r->game_start = before;
      brg_pbn_lexer_next (&r->lexer, &token);

      if (token.kind == BRG_PBN_TOKEN_EOF || token.kind == BRG_PBN_TOKEN_BLANK_LINE)
        {
          if (game_is_empty (g))
            {
              if (token.kind == BRG_PBN_TOKEN_EOF)
                break;
              continue;
            }
          r->game_end = r->lexer.pos;
          if (!end_game (r, &token, token.kind == BRG_PBN_TOKEN_EOF)
              || token.kind == BRG_PBN_TOKEN_EOF)
            break;
          continue;
        }

      switch (token.kind)
        {
        case BRG_PBN_TOKEN_TAG:
          if (g->tags->len > 0 && !g->too_many_tags && token_names_first_tag (r, &token))
            {
              /* The game's first tag again: an empty line is missing
               * (real files do this). Start a new game. */
              _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, &token, token.offset,
                                     "pbn-missing-empty-line",
                                     _("A new game begins here without an empty line before "
                                       "it (PBN §3)"));
              r->game_end = before.pos;
              if (!end_game (r, &token, FALSE))
                goto out;
              r->game_start = before;
            }
          add_raw_tag (r, &token);
          break;

        case BRG_PBN_TOKEN_ESCAPE:
          if (!r->rebuilding && brg_event_get_n_boards (r->event) == 0
              && g->tags->len == 0 && g->leading->len == 0
              && (!r->snippet || escape_is_marker (r, &token)))
            {
              /* Escapes before the first game belong to the file (§2.4);
               * in a snippet, only the markers do. */
              g_autofree char *text = brg_pbn_dup_text (r->text + token.text, token.text_len);

              if (brg_pbn_escape_is_flowed (text))
                r->flowed = TRUE;
              brg_event_add_escape (r->event, text);
              break;
            }
          G_GNUC_FALLTHROUGH;
        case BRG_PBN_TOKEN_BRACE_COMMENT:
          if (g->tags->len == 0 && is_board_end (r, &token))
            {
              /* What comes before is a board of its own; the next game
               * starts after it. */
              if (g->leading->len == 0)
                break;
              r->game_end = token.end;
              if (!end_game (r, &token, TRUE))
                goto out;
              break;
            }
          G_GNUC_FALLTHROUGH;
        case BRG_PBN_TOKEN_LINE_COMMENT:
        case BRG_PBN_TOKEN_STRING:
        case BRG_PBN_TOKEN_WORD:
          if (g->too_many_tags)
            break;
          if (g->tags->len == 0)
            g_array_append_val (g->leading, token);
          else
            g_array_append_val (g->items, token);
          break;

        case BRG_PBN_TOKEN_INVALID:
          g->errors = TRUE;
          break;

        case BRG_PBN_TOKEN_EOF:
        case BRG_PBN_TOKEN_BLANK_LINE:
        default:
          break;
        }
    }

out:
  return TRUE;
}

static void
reader_init (Reader *r)
{
  memset (r, 0, sizeof *r);
  brg_pbn_tags_init ();
  r->event = brg_event_new ();
  r->diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  r->last_values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  r->defines = g_ptr_array_new_with_free_func (define_free);
  r->seen = g_hash_table_new (g_str_hash, g_str_equal);
  r->game.tags = g_array_new (FALSE, FALSE, sizeof (RawTag));
  r->game.items = g_array_new (FALSE, FALSE, sizeof (BrgPbnToken));
  r->game.leading = g_array_new (FALSE, FALSE, sizeof (BrgPbnToken));
  r->column_line_start = G_MAXSIZE;
  r->shared_names = g_new0 (const char *, brg_pbn_tag_get_n_tags ());
}

static void
reader_clear (Reader *r)
{
  game_clear (&r->game);
  g_array_unref (r->game.tags);
  g_array_unref (r->game.items);
  g_array_unref (r->game.leading);
  g_hash_table_unref (r->seen);
  g_free (r->shared_names);
  g_hash_table_unref (r->last_values);
  g_ptr_array_unref (r->defines);
  g_clear_pointer (&r->diagnostics, g_ptr_array_unref);
  g_clear_object (&r->event);
  g_clear_pointer (&r->source, _brg_pbn_source_unref);
}

/* Whether any value begins with '#' (PBN §4.8): only then are the values
 * of each game remembered for the next. */
static gboolean
has_inheritance_marks (const char *text,
                       gsize       len)
{
  const char *end = text + len;

  /* A '#' is rare in PBN text, where quotes come by the million: memchr()
   * for it runs through the rest (memmem() took 4 % of the import). */
  for (const char *p = text; p < end && (p = memchr (p, '#', (gsize) (end - p))) != NULL; p++)
    if (p > text && p[-1] == '"')
      return TRUE;
  return FALSE;
}

/* The board of the game at @start of @text, read alone as it was read
 * with the rest: its problems were reported then. */
BrgBoard *
_brg_pbn_rebuild_board (const char        *text,
                        gsize              len,
                        gboolean           flowed,
                        const BrgPbnStart *start)
{
  Reader r;
  BrgBoard *board;

  reader_init (&r);
  r.max_boards = G_MAXUINT;
  r.text = text;
  /* The game and nothing after: the text may end there (brg-pbn-lazy.c). */
  r.len = MIN (len, start->end);
  r.flowed = flowed;
  r.rebuilding = TRUE;
  read_all (&r, start);
  board = brg_event_get_n_boards (r.event) > 0 ? g_object_ref (brg_event_get_board (r.event, 0))
                                               : brg_board_new ();
  reader_clear (&r);
  return board;
}

static BrgEvent *
read_bytes (GBytes              *bytes,
            gboolean             snippet,
            BrgReadProgressFunc  progress,
            gpointer             progress_data,
            GPtrArray          **diagnostics,
            GError             **error)
{
  Reader r;
  g_autofree char *owned = NULL;
  const char *data;
  gsize size = 0;
  BrgEvent *event;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  data = g_bytes_get_data (bytes, &size);
  if (size > brg_file_size_limit ())
    {
      g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_TOO_LARGE,
                   _("The file is larger than %u MiB, the most Finesse reads on this computer"),
                   (guint) (brg_file_size_limit () >> 20));
      return NULL;
    }

  reader_init (&r);
  r.max_boards = brg_board_limit ();
  r.snippet = snippet;
  r.progress = progress;
  r.progress_data = progress_data;
  r.text = decode (&r, data != NULL ? data : "", size, &r.len, &owned, error);
  if (r.text == NULL)
    {
      reader_clear (&r);
      return NULL;
    }
  r.inheritance = has_inheritance_marks (r.text, r.len);
  /* The window's big file keeps its text, not its boards; a game that
   * takes values of the one before (§4.8) cannot be read alone. */
  if (progress != NULL && !snippet && !r.inheritance && _brg_pbn_read_lazily (r.len))
    {
      g_autoptr(GBytes) text_bytes = owned != NULL ? g_bytes_new_take (g_steal_pointer (&owned), r.len)
                                                   : g_bytes_ref (bytes);

      r.source = _brg_pbn_source_new (text_bytes, r.text, r.len);
    }

  read_all (&r, NULL);
  /* Read whole: the text is kept compressed from now on. */
  if (r.source != NULL && !_brg_read_cancelled ())
    _brg_pbn_source_compress (r.source);
  if (_brg_read_check_cancelled (error))
    {
      reader_clear (&r);
      return NULL;
    }
  g_ptr_array_sort (r.diagnostics, brg_diagnostic_compare);

  event = g_steal_pointer (&r.event);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&r.diagnostics);
  reader_clear (&r);
  return event;
}

/**
 * brg_pbn_read_bytes:
 * @bytes: the contents of a PBN file
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading, in file order
 * @error: return location for a #GError
 *
 * Reads a PBN file (PBN 2.1, import format) into an event: one board for
 * each game that has a tag pair. Problems that leave the rest readable,
 * however many, become @diagnostics; a board with an error is marked
 * (brg_board_get_has_errors()). The text may be UTF-8 (with or without a
 * byte order mark), UTF-16 with a byte order mark, ISO-8859-1 or
 * Windows-1252, with any line ends. When a `%Content-type:` line before the
 * first game says `format=flowed` (RFC 3676), a brace comment's line that
 * ends in a space is joined to the next, as brg_pbn_write_bytes() wraps
 * long comment lines.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 *   (%BRG_PBN_ERROR_TOO_LARGE, %BRG_PBN_ERROR_ENCODING)
 */
BrgEvent *
brg_pbn_read_bytes (GBytes     *bytes,
                    GPtrArray **diagnostics,
                    GError    **error)
{
  return read_bytes (bytes, FALSE, NULL, NULL, diagnostics, error);
}

/**
 * _brg_pbn_read_bytes_progress:
 * @bytes: the contents of a PBN file
 * @progress: called in this thread each time a board is read, with the
 *   event (its last board the new one) and the problems found so far
 *   (not yet in file order); it returns %FALSE to stop reading
 * @progress_data: data for @progress
 * @diagnostics: (out) (optional) (transfer full): as brg_pbn_read_bytes()
 * @error: return location for a #GError
 *
 * brg_pbn_read_bytes() that hands each board over as soon as it is read:
 * the reader never looks at a board again once @progress has seen it.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
_brg_pbn_read_bytes_progress (GBytes               *bytes,
                              BrgReadProgressFunc   progress,
                              gpointer              progress_data,
                              GPtrArray           **diagnostics,
                              GError              **error)
{
  return read_bytes (bytes, FALSE, progress, progress_data, diagnostics, error);
}

/* The head's reader stops at its first board. */
static gboolean
first_board_cb (BrgEvent  *event,
                GPtrArray *diagnostics,
                gpointer   user_data)
{
  return FALSE;
}

/* Printable ASCII, tabs and line ends: the same text in every character
 * set a PBN file can be read in (PBN §2.2), whatever the rest holds. */
static gsize
plain_ascii_length (const char *data,
                    gsize       len)
{
  gsize i = 0;

  while (i < len && (((guchar) data[i] >= 0x20 && (guchar) data[i] < 0x7f)
                     || data[i] == '\t' || data[i] == '\n' || data[i] == '\r'))
    i++;
  return i;
}

/**
 * _brg_pbn_read_first_board:
 * @head: the first bytes of a PBN file
 *
 * Reads the first game of a file from its first bytes alone, when it is
 * sure to be read the same from the whole file: its text and what ends it
 * are in plain ASCII, which reads the same whatever character set the
 * whole file turns out to be in, and the character set the file declares
 * (PBN §2.4) is one that cannot fail to decode. The whole file's reader
 * then builds the same board and finds the same problems with it; those
 * found here are not kept.
 *
 * Returns: (transfer full) (nullable): an event with the first board and
 *   the escapes before it (PBN §2.4), or %NULL when the head is not enough
 */
BrgEvent *
_brg_pbn_read_first_board (GBytes *head)
{
  static const char * const never_fail[] = {
    "ISO-8859-1", "ISO8859-1", "LATIN1", "WINDOWS-1252", "CP1252", "US-ASCII", "ASCII", NULL
  };
  g_autofree char *declared = NULL;
  g_autofree char *owned = NULL;
  BrgEvent *event = NULL;
  const char *data;
  gsize size = 0;
  gsize len;
  Reader r;

  g_return_val_if_fail (head != NULL, NULL);

  data = g_bytes_get_data (head, &size);
  len = plain_ascii_length (data != NULL ? data : "", size);
  if (len == 0)
    return NULL;

  /* A set that decodes ASCII as ASCII but may refuse the rest would fail
   * the whole file after its first board was shown. */
  declared = brg_pbn_find_declared_charset (data, len, NULL);
  if (declared != NULL && !brg_charset_is_utf8 (declared)
      && !g_strv_contains (never_fail, declared))
    return NULL;

  reader_init (&r);
  r.max_boards = brg_board_limit ();
  r.progress = first_board_cb;
  r.text = decode (&r, data, len, &r.len, &owned, NULL);
  if (r.text == NULL)
    {
      reader_clear (&r);
      return NULL;
    }
  r.inheritance = has_inheritance_marks (r.text, r.len);
  read_all (&r, NULL);

  /* What ended the game was read whole (text follows it in the head),
   * and no comment looked for its closing brace in vain: the whole file
   * may have it further on (§3.8), and the comment would be longer. */
  if (brg_event_get_n_boards (r.event) == 1 && r.lexer.pos < r.len
      && r.lexer.no_close_brace_from == G_MAXSIZE)
    event = g_steal_pointer (&r.event);
  reader_clear (&r);
  return event;
}

/**
 * brg_pbn_read_snippet:
 * @bytes: PBN text that is not a file of its own
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading, in text order
 * @error: return location for a #GError
 *
 * Reads games cut out of somewhere else: a `<PBN>` snippet of a document
 * (PBN §6.2) or the clipboard, as brg_pbn_write_board() writes them. It
 * is brg_pbn_read_bytes() but for escape lines before the first game:
 * in a file they belong to the file, in a snippet they are the first
 * game's leading commentary, where brg_pbn_write_board() took them from.
 * Only `% PBN x.y`, `% EXPORT`, the content type line and the card
 * letters' `%FinesseLetters` line stay the text's.
 *
 * Returns: (transfer full) (nullable): the games, or %NULL with @error set
 */
BrgEvent *
brg_pbn_read_snippet (GBytes     *bytes,
                      GPtrArray **diagnostics,
                      GError    **error)
{
  return read_bytes (bytes, TRUE, NULL, NULL, diagnostics, error);
}

static BrgEvent *
read_named (GBytes      *bytes,
            const char  *file_name,
            GPtrArray  **diagnostics,
            GError     **error)
{
  return read_bytes (bytes, FALSE, NULL, NULL, diagnostics, error);
}

/**
 * brg_pbn_read_file:
 * @file: a PBN file
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Loads @file and reads it with brg_pbn_read_bytes().
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_pbn_read_file (GFile         *file,
                   GCancellable  *cancellable,
                   GPtrArray    **diagnostics,
                   GError       **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file (file, cancellable, read_named, diagnostics, error);
}

/**
 * brg_pbn_read_file_async:
 * @file: a PBN file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is read
 * @user_data: data for @callback
 *
 * Reads @file in a worker thread; finish with brg_pbn_read_file_finish().
 */
void
brg_pbn_read_file_async (GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  _brg_read_file_async (file, cancellable, brg_pbn_read_file, brg_pbn_read_file_async,
                        callback, user_data);
}

/**
 * brg_pbn_read_file_finish:
 * @result: the #GAsyncResult given to the callback
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found while reading
 * @error: return location for a #GError
 *
 * Finishes brg_pbn_read_file_async().
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_pbn_read_file_finish (GAsyncResult  *result,
                          GPtrArray    **diagnostics,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == brg_pbn_read_file_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file_finish (result, brg_pbn_read_file_async, diagnostics, error);
}
