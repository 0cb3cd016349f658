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
 *  3. build_board() makes a BrgBoard through the public model API, so the
 *     rules of bridge are the model's, and reports every problem as a
 *     BrgDiagnostic with its line and column.
 *
 * The reader is lenient, as the import format allows: a problem marks its
 * board and never stops the rest of the file. What the model cannot hold
 * (an auction with an illegal call, say) is kept as the section's text, so
 * nothing that was read is lost on export.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-charset.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-event.h"
#include "brg-pbn-lexer.h"
#include "brg-pbn-reader.h"
#include "brg-read-task-private.h"
#include "brg-pbn-table.h"
#include "brg-pbn-tags.h"
#include "brg-play.h"
#include "brg-result.h"
#include "brg-seat.h"

G_DEFINE_QUARK (brg-pbn-error-quark, brg_pbn_error)

/* Hard limits, each reported as a pbn-too-large diagnostic, or for the
 * whole file as BRG_PBN_ERROR_TOO_LARGE: no input makes the reader crash
 * or slow down more than linearly. */
#define MAX_FILE_SIZE    ((gsize) 256 * 1024 * 1024)
#define MAX_BOARDS       200000
#define MAX_TAGS         1000
#define MAX_DIAGNOSTICS  10000

/* A tag pair of the game being collected. */
typedef struct
{
  char    *name;         /* Owned */
  char    *value;        /* Owned: unescaped, not yet resolved (§4.8) */
  BrgPbnTagKind kind;
  guint    line;
  gsize    line_start;
  gsize    offset;
  guint    value_line;
  gsize    value_line_start;
  gsize    value_offset;
  guint    first_item;   /* its tokens in Game.items */
  guint    n_items;
} RawTag;

typedef struct
{
  GArray   *tags;        /* of RawTag */
  GArray   *items;       /* of BrgPbnToken, after a tag */
  GArray   *leading;     /* of BrgPbnToken, before the first tag */
  guint     first_diagnostic;
  gboolean  errors;
  gboolean  too_many_tags;
} Game;

typedef struct
{
  char *name;            /* Owned */
  char *value;           /* Owned */
} Define;

typedef struct
{
  BrgPbnLexer  lexer;
  const char  *text;
  gsize        len;

  BrgEvent    *event;             /* Owned */
  GPtrArray   *diagnostics;       /* Owned, of BrgDiagnostic */
  guint        n_problems;
  guint        board_index;       /* 1-based index of the board being read */
  gboolean    *errors;            /* Borrowed: where an error marks its board */

  /* Column cache: diagnostics come mostly in increasing order. */
  gsize        column_line_start;
  gsize        column_offset;
  guint        column;

  gboolean     inheritance;       /* the text holds `"#`: track values */
  gboolean     flowed;            /* comments have soft line breaks */
  gboolean     snippet;           /* not a file: escapes go with the game */
  GHashTable  *last_values;       /* Owned: name → value, borrowed from boards */
  GPtrArray   *defines;           /* Owned, of Define (##, §4.8) */

  Game         game;
  GHashTable  *seen;              /* Owned: tag names of the board being built */
} Reader;

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

G_GNUC_PRINTF (6, 7)
static void
report_token (Reader            *r,
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

G_GNUC_PRINTF (5, 6)
static void
report_value (Reader       *r,
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

G_GNUC_PRINTF (5, 6)
static void
report_tag (Reader       *r,
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

/* Returns the text to lex, in UTF-8: @data itself when it is UTF-8 already,
 * else a new string in *owned. PBN §2.2 says Latin-1 for 8-bit text; a
 * guess is a warning. */
static const char *
decode (Reader        *r,
        const char    *data,
        gsize          len,
        gsize         *out_len,
        char         **owned,
        GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  BrgCharsetInfo info;
  const char *text;

  text = brg_charset_decode (data, len, NULL, BRG_CHARSET_FALLBACK_GUESS, &info, out_len, owned,
                             &local_error);
  if (text == NULL)
    {
      g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_ENCODING,
                   _("The file says it is %s, but it is not: %s"), info.charset,
                   local_error->message);
      return NULL;
    }
  brg_event_set_source_encoding (r->event, info.charset);

  if (info.guessed)
    {
      gboolean cp1252 = strcmp (info.charset, "WINDOWS-1252") == 0;
      g_autofree char *message = NULL;
      guint line, column;

      position_of (data + info.bom_len, info.first_bad - info.bom_len, &line, &column);
      message = g_strdup_printf (_("The file is not UTF-8; its 8-bit characters were read as %s, "
                                   "which may not be what the author meant"),
                                 cp1252 ? "Windows-1252" : "ISO-8859-1 (Latin-1)");
      add_diagnostic (r, BRG_SEVERITY_WARNING, line, column, "pbn-encoding-guess", message);
    }
  return text;
}

static gboolean
is_unknown (const char *value)
{
  return value[0] == '\0' || strcmp (value, "?") == 0;
}

/* ------------------------------------------------------------------ */
/* Layer 2: collecting a game                                            */

static void
game_clear (Game *g)
{
  for (guint i = 0; i < g->tags->len; i++)
    {
      RawTag *tag = &g_array_index (g->tags, RawTag, i);

      g_free (tag->name);
      g_free (tag->value);
    }
  g_array_set_size (g->tags, 0);
  g_array_set_size (g->items, 0);
  g_array_set_size (g->leading, 0);
  g->errors = FALSE;
  g->too_many_tags = FALSE;
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
        report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-too-large",
                      _("A game has more than %u tags; the rest were ignored"), MAX_TAGS);
      g->too_many_tags = TRUE;
      return;
    }

  tag.name = g_strndup (r->text + token->text, token->text_len);
  tag.value = brg_pbn_unescape (r->text + token->value, token->value_len);
  tag.kind = brg_pbn_tag_get_kind (tag.name);
  tag.line = token->line;
  tag.line_start = token->line_start;
  tag.offset = token->offset;
  tag.value_line = token->value_line;
  tag.value_line_start = token->value_line_start;
  tag.value_offset = token->value;
  tag.first_item = g->items->len;
  g_array_append_val (g->tags, tag);
}

/* ------------------------------------------------------------------ */
/* Layer 3: building a board                                             */

typedef struct
{
  RawTag *raw;
  guint   position;      /* where it goes among the board's tags */
  int     section;       /* 0 identification, 1 auction, 2 play */
} PendingNote;

typedef struct
{
  Reader    *r;
  BrgBoard  *board;
  gboolean   errors;

  RawTag    *auction_raw;
  guint      auction_index;   /* of its tag in the board */
  RawTag    *play_raw;
  guint      play_index;
  RawTag    *dealer_raw;
  RawTag    *declarer_raw;
  RawTag    *contract_raw;
  RawTag    *result_raw;

  GArray    *notes;           /* of PendingNote */
} Build;

/* RFC 3676 §4.2: a line that ends in a space is joined to the next; the
 * space stays, the line end goes. */
static void
unflow (char *text)
{
  char *out = text;

  for (const char *p = text; *p != '\0'; p++)
    {
      if ((*p == '\r' || *p == '\n') && p > text && p[-1] == ' ')
        {
          if (*p == '\r' && p[1] == '\n')
            p++;
          continue;
        }
      *out++ = *p;
    }
  *out = '\0';
}

static BrgComment *
comment_from_token (Reader            *r,
                    const BrgPbnToken *token)
{
  g_autofree char *text = brg_pbn_dup_text (r->text + token->text, token->text_len);
  BrgCommentKind kind;

  if (r->flowed && token->kind == BRG_PBN_TOKEN_BRACE_COMMENT)
    unflow (text);

  switch (token->kind)
    {
    case BRG_PBN_TOKEN_BRACE_COMMENT: kind = BRG_COMMENT_BRACE; break;
    case BRG_PBN_TOKEN_LINE_COMMENT:  kind = BRG_COMMENT_LINE; break;
    case BRG_PBN_TOKEN_ESCAPE:        kind = BRG_COMMENT_ESCAPE; break;
    case BRG_PBN_TOKEN_EOF:
    case BRG_PBN_TOKEN_BLANK_LINE:
    case BRG_PBN_TOKEN_TAG:
    case BRG_PBN_TOKEN_STRING:
    case BRG_PBN_TOKEN_WORD:
    case BRG_PBN_TOKEN_INVALID:
    default:
      g_return_val_if_reached (NULL);
    }
  return brg_comment_new (kind, text);
}

static gboolean
is_comment (const BrgPbnToken *token)
{
  return token->kind == BRG_PBN_TOKEN_BRACE_COMMENT
         || token->kind == BRG_PBN_TOKEN_LINE_COMMENT
         || token->kind == BRG_PBN_TOKEN_ESCAPE;
}

static const BrgPbnToken *
item_at (Reader       *r,
         const RawTag *tag,
         guint         i)
{
  return &g_array_index (r->game.items, BrgPbnToken, tag->first_item + i);
}

/* The index of the first item that is not commentary. */
static guint
first_data_item (Reader       *r,
                 const RawTag *tag)
{
  guint i;

  for (i = 0; i < tag->n_items; i++)
    if (!is_comment (item_at (r, tag, i)))
      break;
  return i;
}

static GPtrArray *
comments_before_data (Reader       *r,
                      const RawTag *tag,
                      guint         first_data)
{
  GPtrArray *comments;

  if (first_data == 0)
    return NULL;
  comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  for (guint i = 0; i < first_data; i++)
    g_ptr_array_add (comments, comment_from_token (r, item_at (r, tag, i)));
  return comments;
}

static void
add_trimmed_line (GPtrArray  *lines,
                  const char *text,
                  gsize       start,
                  gsize       end)
{
  while (start < end && (text[start] == ' ' || text[start] == '\t'))
    start++;
  while (end > start && (text[end - 1] == ' ' || text[end - 1] == '\t'))
    end--;
  g_ptr_array_add (lines, brg_pbn_dup_text (text + start, end - start));
}

/* The text of the tag's items from @first on, line by line, trimmed: how a
 * section the model cannot hold is kept (and written back) verbatim. */
static GPtrArray *
section_lines (Reader       *r,
               const RawTag *tag,
               guint         first)
{
  GPtrArray *lines;
  gsize start, end, p;

  if (first >= tag->n_items)
    return NULL;

  lines = g_ptr_array_new_with_free_func (g_free);
  start = item_at (r, tag, first)->offset;
  end = item_at (r, tag, tag->n_items - 1)->end;
  for (p = start; p < end; p++)
    {
      if (r->text[p] == '\n' || r->text[p] == '\r')
        {
          add_trimmed_line (lines, r->text, start, p);
          if (r->text[p] == '\r' && p + 1 < end && r->text[p + 1] == '\n')
            p++;
          start = p + 1;
        }
    }
  add_trimmed_line (lines, r->text, start, end);
  return lines;
}

/* -- Sub-tokens of section data (PBN §3.2, §3.5, §3.6) -- */

typedef enum
{
  SUB_ITEM,         /* a call or card token, or '-' */
  SUB_SUFFIX,
  SUB_NOTE,
  SUB_NAG,
  SUB_STOP,         /* '*' */
  SUB_CONTINUE,     /* '+' */
  SUB_IRREGULAR,    /* '^' and a letter */
  SUB_BAD,
} SubKind;

typedef struct
{
  SubKind kind;
  gsize   offset;
  gsize   len;
  guint   number;   /* NOTE, NAG: the value, G_MAXUINT when too big */
  char    letter;   /* IRREGULAR: the letter, upper case */
} Sub;

static gboolean
is_item_char (char c)
{
  return g_ascii_isalnum (c) || c == '-';
}

/* Reads the sub-token at @pos of a word ending at @end. */
static gsize
next_sub (const char *text,
          gsize       pos,
          gsize       end,
          Sub        *sub)
{
  gsize p = pos;
  char c = text[p];

  sub->offset = pos;
  sub->number = 0;
  sub->letter = 0;

  if (is_item_char (c))
    {
      while (p < end && is_item_char (text[p]))
        p++;
      sub->kind = SUB_ITEM;
    }
  else if (c == '!' || c == '?')
    {
      p++;
      if (p < end && (text[p] == '!' || text[p] == '?'))
        p++;
      sub->kind = SUB_SUFFIX;
    }
  else if (c == '=' || c == '$')
    {
      guint64 n = 0;
      gsize digits;

      p++;
      digits = p;
      while (p < end && g_ascii_isdigit (text[p]))
        {
          n = MIN (n * 10 + (guint) (text[p] - '0'), (guint64) G_MAXUINT);
          p++;
        }
      sub->number = (guint) n;
      if (p == digits)
        {
          /* "=a=", "$a": skip the malformed token as a whole. */
          while (p < end && is_item_char (text[p]))
            p++;
          if (c == '=' && p < end && text[p] == '=')
            p++;
          sub->kind = SUB_BAD;
        }
      else if (c == '=')
        {
          if (p < end && text[p] == '=')
            {
              p++;
              sub->kind = SUB_NOTE;
            }
          else
            sub->kind = SUB_BAD;
        }
      else
        sub->kind = SUB_NAG;
    }
  else if (c == '*')
    {
      p++;
      sub->kind = SUB_STOP;
    }
  else if (c == '+')
    {
      p++;
      sub->kind = SUB_CONTINUE;
    }
  else if (c == '^' && p + 1 < end && strchr ("ISRLisrl", text[p + 1]) != NULL)
    {
      sub->letter = g_ascii_toupper (text[p + 1]);
      p += 2;
      sub->kind = SUB_IRREGULAR;
    }
  else
    {
      p++;
      sub->kind = SUB_BAD;
    }

  sub->len = p - pos;
  return p;
}

/* The annotation being collected for one call or card. */
typedef struct
{
  BrgAnnotation *annotation;   /* Owned, may be NULL */
  guint          assessments;  /* suffix and $1–$6 / $7–$12 seen */
} Pending;

static BrgAnnotation *
pending_get (Pending *pending)
{
  if (pending->annotation == NULL)
    pending->annotation = brg_annotation_new ();
  return pending->annotation;
}

/* Applies a suffix, note reference or NAG to @pending. Returns FALSE when
 * the model cannot hold it (then the section is kept as text). */
static gboolean
annotate (Build             *b,
          Pending           *pending,
          const BrgPbnToken *token,
          const Sub         *sub,
          gboolean           card)
{
  Reader *r = b->r;
  BrgAnnotation *annotation = pending_get (pending);
  const char *what = card ? _("card") : _("call");

  switch (sub->kind)
    {
    case SUB_SUFFIX:
      {
        char text[3] = { 0 };
        BrgSuffix suffix;

        memcpy (text, r->text + sub->offset, sub->len);
        if (!brg_suffix_from_pbn (text, &suffix))
          return FALSE;
        if (annotation->suffix != BRG_SUFFIX_NONE)
          {
            report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                          _("A %s may have only one suffix (PBN §3.5.2)"), what);
            return FALSE;
          }
        if (pending->assessments > 0)
          report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                        _("The suffix repeats the assessment of a NAG"));
        pending->assessments++;
        annotation->suffix = suffix;
        return TRUE;
      }

    case SUB_NOTE:
      if (annotation->note != 0)
        {
          report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                        _("A %s may have only one note reference (PBN §3.5.4)"), what);
          return FALSE;
        }
      if (sub->number < 1 || sub->number > 32)
        report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                      _("A note number must be between 1 and 32"));
      if (sub->number == 0 || sub->number == G_MAXUINT)
        return FALSE;
      annotation->note = sub->number;
      return TRUE;

    case SUB_NAG:
      {
        guint low = card ? 7 : 1;

        if (sub->number > 255)
          {
            report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                          _("A NAG must be between 0 and 255 (PBN §3.7)"));
            return FALSE;
          }
        if ((!card && ((sub->number >= 7 && sub->number <= 12) || sub->number == 14))
            || (card && ((sub->number >= 1 && sub->number <= 6) || sub->number == 13)))
          report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                        card ? _("$%u is a NAG for calls, not cards (PBN §3.7)")
                             : _("$%u is a NAG for cards, not calls (PBN §3.7)"),
                        sub->number);
        if (sub->number >= low && sub->number < low + 6)
          {
            if (pending->assessments > 0)
              report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                            _("The %s has two assessments (suffixes or NAGs $%u–$%u)"),
                            what, low, low + 5);
            pending->assessments++;
          }
        brg_annotation_add_nag (annotation, (guint8) sub->number);
        return TRUE;
      }

    case SUB_ITEM:
    case SUB_STOP:
    case SUB_CONTINUE:
    case SUB_IRREGULAR:
    case SUB_BAD:
    default:
      g_return_val_if_reached (FALSE);
    }
}

static void
annotation_add_token_comment (Reader            *r,
                              BrgAnnotation     *annotation,
                              const BrgPbnToken *token)
{
  g_autoptr(BrgComment) comment = comment_from_token (r, token);

  brg_annotation_add_comment (annotation, comment->kind, comment->text);
}

static void
report_bad_sub (Reader            *r,
                const BrgPbnToken *token,
                const Sub         *sub)
{
  g_autofree char *text = brg_pbn_dup_text (r->text + sub->offset, sub->len);

  report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-syntax",
                _("“%s” is not understood here"), text);
}

/* Note tags (PBN §3.5.5): "<index>:<text>". */
static BrgNote *
parse_note (Build        *b,
            const RawTag *raw)
{
  const char *text;
  guint index;
  guint first_data;
  BrgNote *note;

  if (!brg_pbn_note_from_value (raw->value, &index, &text))
    {
      report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-note",
                    _("A Note tag must be “<number>:<text>” with a number from 1 to 32"));
      return NULL;
    }
  note = brg_note_new (index, text);
  first_data = first_data_item (b->r, raw);
  note->comments = comments_before_data (b->r, raw, first_data);
  if (first_data < raw->n_items)
    {
      /* Data after a Note tag: its own section has nowhere to go. */
      brg_note_free (note);
      report_token (b->r, BRG_SEVERITY_ERROR, item_at (b->r, raw, first_data),
                    item_at (b->r, raw, first_data)->offset, "pbn-syntax",
                    _("Text after a Note tag is not allowed"));
      return NULL;
    }
  return note;
}

typedef const BrgNote *(*LookupNote) (gpointer owner, guint index);
typedef void (*SetNote) (gpointer owner, const BrgNote *note);

/* Gives the notes of @section to @owner; the ones it cannot take stay as
 * tags (their PendingNote keeps raw != NULL). */
static void
attach_notes (Build      *b,
              int         section,
              gpointer    owner,
              LookupNote  lookup,
              SetNote     set,
              guint32    *defined)
{
  for (guint i = 0; i < b->notes->len; i++)
    {
      PendingNote *pending = &g_array_index (b->notes, PendingNote, i);
      g_autoptr(BrgNote) note = NULL;

      if (pending->section != section || pending->raw == NULL)
        continue;
      note = parse_note (b, pending->raw);
      if (note == NULL)
        continue;
      if (lookup (owner, note->index) != NULL)
        {
          report_value (b->r, BRG_SEVERITY_WARNING, pending->raw, "pbn-note",
                        _("Note %u is given twice; the second one is kept as a tag"),
                        note->index);
          continue;
        }
      set (owner, note);
      *defined |= 1u << (note->index - 1);
      pending->raw = NULL;
    }
}

static void
check_note_references (Build             *b,
                       const RawTag      *section_tag,
                       guint32            referenced,
                       guint32            defined)
{
  for (guint i = 0; i < 32; i++)
    {
      guint32 bit = 1u << i;

      if ((referenced & bit) && !(defined & bit))
        report_tag (b->r, BRG_SEVERITY_WARNING, section_tag, "pbn-note",
                    _("Note %u is referred to but not given"), i + 1);
      else if ((defined & bit) && !(referenced & bit))
        report_tag (b->r, BRG_SEVERITY_WARNING, section_tag, "pbn-note",
                    _("Note %u is given but not referred to"), i + 1);
    }
}

static const BrgNote *
auction_lookup_note (gpointer owner,
                     guint    index)
{
  return brg_auction_lookup_note (owner, index);
}

static void
auction_set_note (gpointer       owner,
                  const BrgNote *note)
{
  brg_auction_set_note (owner, note);
}

static const BrgNote *
play_lookup_note (gpointer owner,
                  guint    index)
{
  return brg_play_lookup_note (owner, index);
}

static void
play_set_note (gpointer       owner,
               const BrgNote *note)
{
  brg_play_set_note (owner, note);
}

/* Adds what @from holds to @into, keeping @into's suffix and note when set.
 * A position is annotated twice when what stood between was dropped (a pass
 * after the end of the auction): nothing written there may be lost. */
static void
merge_annotation (BrgAnnotation       *into,
                  const BrgAnnotation *from)
{
  if (into->suffix == BRG_SUFFIX_NONE)
    into->suffix = from->suffix;
  if (into->note == 0)
    into->note = from->note;
  for (guint i = 0; from->nags != NULL && i < from->nags->len; i++)
    brg_annotation_add_nag (into, g_array_index (from->nags, guint8, i));
  for (guint i = 0; from->comments != NULL && i < from->comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (from->comments, i);

      brg_annotation_add_comment (into, comment->kind, comment->text);
    }
}

/* Stores @pending's annotation at @position of the section, and forgets it. */
static void
flush_pending (GPtrArray *annotations,
               int        position,
               Pending   *pending,
               guint32   *referenced)
{
  if (pending->annotation != NULL && position >= 0)
    {
      if (pending->annotation->note >= 1 && pending->annotation->note <= 32)
        *referenced |= 1u << (pending->annotation->note - 1);
      if ((guint) position >= annotations->len)
        g_ptr_array_set_size (annotations, position + 1);
      if (g_ptr_array_index (annotations, position) == NULL)
        g_ptr_array_index (annotations, position) = g_steal_pointer (&pending->annotation);
      else
        merge_annotation (g_ptr_array_index (annotations, position), pending->annotation);
    }
  g_clear_pointer (&pending->annotation, brg_annotation_free);
  pending->assessments = 0;
}

/* PBN §3.5. Returns the auction, or NULL when the section cannot be held
 * by the model (then it is kept as text). Comments found before the first
 * call go to *tag_comments. */
static BrgAuction *
build_auction (Build      *b,
               RawTag     *raw,
               GPtrArray **tag_comments)
{
  Reader *r = b->r;
  g_autoptr(BrgAuction) auction = NULL;
  g_autoptr(GPtrArray) annotations =
    g_ptr_array_new_with_free_func ((GDestroyNotify) brg_annotation_free);
  Pending pending = { NULL, 0 };
  BrgCallFlags flags = BRG_CALL_FLAGS_NONE;
  BrgEndMark end_mark = BRG_END_MARK_NONE;
  guint32 referenced = 0, defined = 0;
  gboolean lossy = FALSE, all_pass = FALSE, kept_out = FALSE;
  BrgSeat seat;
  guint dashes = 0;
  int position = -1;

  if (!brg_seat_from_pbn (raw->value, &seat))
    {
      if (!is_unknown (raw->value) || first_data_item (r, raw) < raw->n_items)
        report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                      _("The Auction tag must name a seat: N, E, S or W"));
      return NULL;
    }

  for (guint i = first_data_item (r, raw); i < raw->n_items && !lossy; i++)
    {
      const BrgPbnToken *token = item_at (r, raw, i);
      gsize p, end;

      if (is_comment (token))
        {
          if (position < 0)
            {
              if (*tag_comments == NULL)
                *tag_comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
              g_ptr_array_add (*tag_comments, comment_from_token (r, token));
            }
          else
            annotation_add_token_comment (r, pending_get (&pending), token);
          continue;
        }
      if (token->kind != BRG_PBN_TOKEN_WORD)
        {
          report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-syntax",
                        _("A string does not belong in the auction"));
          lossy = TRUE;
          break;
        }

      p = token->text;
      end = token->text + token->text_len;
      all_pass = FALSE;
      if (token->text_len == 3 && g_ascii_strncasecmp (r->text + p, "all", 3) == 0
          && i + 1 < raw->n_items && item_at (r, raw, i + 1)->kind == BRG_PBN_TOKEN_WORD
          && item_at (r, raw, i + 1)->text_len == 4
          && g_ascii_strncasecmp (r->text + item_at (r, raw, i + 1)->text, "pass", 4) == 0)
        {
          /* "all pass" for AP, as some lesson files write it. */
          report_token (r, BRG_SEVERITY_WARNING, token, token->offset, "pbn-all-pass",
                        _("“all pass” was read as “AP”"));
          all_pass = TRUE;
          i++;
        }
      while (p < end && !lossy)
        {
          Sub sub;
          g_autofree char *text = NULL;

          p = next_sub (r->text, p, end, &sub);
          if (all_pass)
            {
              sub.len = 2;
              p = end;
            }

          if (end_mark != BRG_END_MARK_NONE
              && (sub.kind == SUB_ITEM || sub.kind == SUB_CONTINUE || sub.kind == SUB_STOP
                  || sub.kind == SUB_IRREGULAR))
            {
              report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-auction",
                            end_mark == BRG_END_MARK_STOP
                              ? _("Nothing may follow “*” in the auction (PBN §3.5)")
                              : _("Nothing may follow “+” in the auction (PBN §3.5)"));
              lossy = TRUE;
              break;
            }

          switch (sub.kind)
            {
            case SUB_ITEM:
              {
                g_autoptr(GError) error = NULL;
                BrgCall call;

                text = all_pass ? g_strdup ("AP") : g_strndup (r->text + sub.offset, sub.len);
                if (strcmp (text, "-") == 0)
                  {
                    if (auction != NULL || flags != BRG_CALL_FLAGS_NONE)
                      {
                        report_token (r, BRG_SEVERITY_ERROR, token, sub.offset,
                                      "pbn-invalid-auction",
                                      _("“-” may only stand before the dealer’s call "
                                        "(PBN §3.5)"));
                        lossy = TRUE;
                      }
                    dashes++;
                    break;
                  }

                if (auction == NULL)
                  auction = brg_auction_new (brg_seat_rotate (seat, (int) dashes));
                flush_pending (annotations, position, &pending, &referenced);

                if (g_ascii_strcasecmp (text, "AP") == 0)
                  {
                    if (flags != BRG_CALL_FLAGS_NONE || brg_auction_is_complete (auction))
                      {
                        report_token (r, BRG_SEVERITY_ERROR, token, sub.offset,
                                      "pbn-invalid-auction",
                                      _("“AP” cannot stand here"));
                        lossy = TRUE;
                        break;
                      }
                    for (guint k = 0; k < 4 && !brg_auction_is_complete (auction); k++)
                      brg_auction_add_call_full (auction, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE,
                                                 NULL);
                    position = (int) brg_auction_get_n_calls (auction) - 1;
                    break;
                  }

                if (!brg_call_from_pbn (text, &call))
                  {
                    report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-auction",
                                  _("“%s” is not a call"), text);
                    lossy = TRUE;
                    break;
                  }
                if (call == BRG_CALL_PASS && flags == BRG_CALL_FLAGS_NONE
                    && brg_auction_is_complete (auction))
                  {
                    report_token (r, BRG_SEVERITY_WARNING, token, sub.offset, "pbn-extra-pass",
                                  _("A pass after the end of the auction was ignored"));
                    break;
                  }
                if (!brg_auction_add_call_full (auction, call, flags, &error))
                  {
                    report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-auction",
                                  "%s", error->message);
                    lossy = TRUE;
                    break;
                  }
                flags = BRG_CALL_FLAGS_NONE;
                position = (int) brg_auction_get_n_calls (auction) - 1;
              }
              break;

            case SUB_IRREGULAR:
              if (sub.letter == 'I' && !(flags & BRG_CALL_FLAGS_INSUFFICIENT))
                flags |= BRG_CALL_FLAGS_INSUFFICIENT;
              else if (sub.letter == 'S' && flags == BRG_CALL_FLAGS_NONE)
                {
                  g_autoptr(GError) error = NULL;

                  if (auction == NULL)
                    auction = brg_auction_new (brg_seat_rotate (seat, (int) dashes));
                  flush_pending (annotations, position, &pending, &referenced);
                  if (!brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_SKIPPED,
                                                  &error))
                    {
                      report_token (r, BRG_SEVERITY_ERROR, token, sub.offset,
                                    "pbn-invalid-auction", "%s", error->message);
                      lossy = TRUE;
                      break;
                    }
                  position = (int) brg_auction_get_n_calls (auction) - 1;
                }
              else
                {
                  report_bad_sub (r, token, &sub);
                  lossy = TRUE;
                }
              break;

            case SUB_SUFFIX:
            case SUB_NOTE:
            case SUB_NAG:
              if (position < 0 || flags != BRG_CALL_FLAGS_NONE)
                {
                  report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-annotation",
                                _("An annotation must follow a call"));
                  lossy = TRUE;
                }
              else if (!annotate (b, &pending, token, &sub, FALSE))
                kept_out = TRUE;
              break;

            case SUB_STOP:
              end_mark = BRG_END_MARK_STOP;
              break;

            case SUB_CONTINUE:
              end_mark = BRG_END_MARK_CONTINUE;
              break;

            case SUB_BAD:
            default:
              report_bad_sub (r, token, &sub);
              lossy = TRUE;
              break;
            }
        }
    }

  if (!lossy && flags != BRG_CALL_FLAGS_NONE)
    {
      report_tag (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-auction",
                  _("The auction ends with an irregularity mark and no call"));
      lossy = TRUE;
    }
  if (lossy || kept_out)
    {
      g_clear_pointer (&pending.annotation, brg_annotation_free);
      return NULL;
    }

  if (auction == NULL)
    auction = brg_auction_new (brg_seat_rotate (seat, (int) dashes));
  flush_pending (annotations, position, &pending, &referenced);
  for (guint i = 0; i < annotations->len; i++)
    {
      const BrgAnnotation *annotation = g_ptr_array_index (annotations, i);

      if (annotation != NULL && !brg_annotation_is_empty (annotation))
        brg_auction_set_annotation (auction, i, annotation);
    }
  brg_auction_set_end_mark (auction, end_mark);

  attach_notes (b, 1, auction, auction_lookup_note, auction_set_note, &defined);
  check_note_references (b, raw, referenced, defined);

  return g_steal_pointer (&auction);
}

/* One position of the play section: a card, '-' or '+'. */
typedef struct
{
  const BrgPbnToken *token;
  gsize              offset;
  BrgCard            card;        /* BRG_CARD_UNKNOWN for '-' */
  gboolean           cont;        /* '+' */
  BrgPlayFlags       flags;
  Pending            pending;
} Slot;

static void
slot_clear (gpointer data)
{
  Slot *slot = data;

  g_clear_pointer (&slot->pending.annotation, brg_annotation_free);
}

static BrgStrain
play_trumps (Build *b)
{
  BrgAuction *auction = brg_board_get_auction (b->board);
  BrgContract contract;

  if (auction != NULL && brg_auction_get_contract (auction, &contract, NULL)
      && !contract.passed_out)
    return (BrgStrain) contract.strain;
  if (b->contract_raw != NULL && brg_contract_from_pbn (b->contract_raw->value, &contract)
      && !contract.passed_out)
    return (BrgStrain) contract.strain;
  return BRG_STRAIN_NOTRUMP;
}

/* PBN §3.9 (C): a revoke is a card that does not follow suit although the
 * player holds the suit led. */
static void
check_revoke (Build      *b,
              BrgPlay    *play,
              const Slot *slot,
              BrgSeat     seat)
{
  guint n = brg_play_get_n_cards (play);
  BrgCard lead;
  BrgDeal *deal;

  if (n % 4 == 0)
    {
      report_token (b->r, BRG_SEVERITY_ERROR, slot->token, slot->offset, "pbn-invalid-play",
                    _("The card that leads to a trick cannot be a revoke (PBN §3.9)"));
      return;
    }
  lead = brg_play_get_card (play, n - n % 4);
  if (lead == BRG_CARD_UNKNOWN || slot->card == BRG_CARD_UNKNOWN)
    return;
  if (BRG_CARD_SUIT (lead) == BRG_CARD_SUIT (slot->card))
    {
      report_token (b->r, BRG_SEVERITY_ERROR, slot->token, slot->offset, "pbn-invalid-play",
                    _("The card follows suit, so it is no revoke (PBN §3.9)"));
      return;
    }
  deal = brg_play_get_deal (play);
  if (deal != NULL && brg_deal_is_hand_known (deal, seat)
      && (brg_play_get_remaining (play, seat) & BRG_CARD_SET_SUIT (BRG_CARD_SUIT (lead))) == 0)
    report_token (b->r, BRG_SEVERITY_ERROR, slot->token, slot->offset, "pbn-invalid-play",
                  _("The player has no card of the suit led, so this is no revoke (PBN §3.9)"));
}

/* PBN §3.6. Cards are read four to a trick in column order, column i
 * belonging to the Play tag's seat + i, and given to the model in play
 * order from the trick's leader: the previous trick's winner, or the
 * column of a `^L` card. When a trick's winner is unknown (unknown cards),
 * the next trick is led by the first column, in column order, that holds a
 * known card: the best guess, and every card stays with its seat anyway.
 * Unknown cards after the last known card of the whole play, in play
 * order, were not played yet (§3.6: "-" is a card that is unknown or not
 * played yet); BBO writes whole rows of them after a claim. */
static BrgPlay *
build_play (Build      *b,
            RawTag     *raw,
            GPtrArray **tag_comments)
{
  Reader *r = b->r;
  g_autoptr(BrgPlay) play = NULL;
  g_autoptr(GArray) slots = g_array_new (FALSE, TRUE, sizeof (Slot));
  g_autoptr(GPtrArray) annotations =
    g_ptr_array_new_with_free_func ((GDestroyNotify) brg_annotation_free);
  BrgPlayFlags flags = BRG_PLAY_FLAGS_NONE;
  BrgEndMark end_mark = BRG_END_MARK_NONE;
  guint32 referenced = 0, defined = 0;
  gboolean lossy = FALSE, stopped = FALSE, kept_out = FALSE;
  BrgDeal *deal;
  BrgSeat seat, leader;
  guint max_slots, n_rows;
  int last_known_row;

  g_array_set_clear_func (slots, slot_clear);

  if (!brg_seat_from_pbn (raw->value, &seat))
    {
      if (!is_unknown (raw->value) || first_data_item (r, raw) < raw->n_items)
        report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                      _("The Play tag must name a seat: N, E, S or W"));
      return NULL;
    }

  play = brg_play_new (seat, play_trumps (b));
  deal = brg_board_get_deal (b->board);
  if (!brg_deal_is_empty (deal))
    brg_play_set_deal (play, deal);
  max_slots = 4 * brg_play_get_total_tricks (play);

  for (guint i = first_data_item (r, raw); i < raw->n_items && !lossy; i++)
    {
      const BrgPbnToken *token = item_at (r, raw, i);
      gsize p, end;

      if (is_comment (token))
        {
          if (slots->len == 0)
            {
              if (*tag_comments == NULL)
                *tag_comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
              g_ptr_array_add (*tag_comments, comment_from_token (r, token));
            }
          else
            {
              Slot *last = &g_array_index (slots, Slot, slots->len - 1);

              annotation_add_token_comment (r, pending_get (&last->pending), token);
            }
          continue;
        }
      if (token->kind != BRG_PBN_TOKEN_WORD)
        {
          report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-syntax",
                        _("A string does not belong in the play"));
          lossy = TRUE;
          break;
        }

      p = token->text;
      end = token->text + token->text_len;
      while (p < end && !lossy)
        {
          Sub sub;
          g_autofree char *text = NULL;
          Slot slot = { 0 };

          p = next_sub (r->text, p, end, &sub);

          if (stopped && sub.kind != SUB_SUFFIX && sub.kind != SUB_NOTE && sub.kind != SUB_NAG)
            {
              report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-play",
                            _("Nothing may follow “*” in the play (PBN §3.6)"));
              lossy = TRUE;
              break;
            }

          switch (sub.kind)
            {
            case SUB_ITEM:
            case SUB_CONTINUE:
              if (slots->len >= max_slots)
                {
                  report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-play",
                                _("There are more cards than tricks to play"));
                  lossy = TRUE;
                  break;
                }
              slot.token = token;
              slot.offset = sub.offset;
              slot.flags = flags;
              flags = BRG_PLAY_FLAGS_NONE;
              if (sub.kind == SUB_CONTINUE)
                {
                  if (slot.flags != BRG_PLAY_FLAGS_NONE)
                    {
                      report_bad_sub (r, token, &sub);
                      lossy = TRUE;
                      break;
                    }
                  slot.cont = TRUE;
                  slot.card = BRG_CARD_NONE;
                }
              else
                {
                  text = g_strndup (r->text + sub.offset, sub.len);
                  if (strcmp (text, "-") == 0)
                    slot.card = BRG_CARD_UNKNOWN;
                  else if (!brg_card_from_pbn (text, &slot.card))
                    {
                      report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-play",
                                    _("“%s” is not a card"), text);
                      lossy = TRUE;
                      break;
                    }
                }
              g_array_append_val (slots, slot);
              break;

            case SUB_IRREGULAR:
              {
                BrgPlayFlags flag = sub.letter == 'R' ? BRG_PLAY_FLAGS_REVOKE
                                  : sub.letter == 'L' ? BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN : 0;

                if (flag == 0)
                  {
                    report_bad_sub (r, token, &sub);
                    lossy = TRUE;
                  }
                else if (flags != BRG_PLAY_FLAGS_NONE)
                  report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-play",
                                _("A card may have only one irregularity mark (PBN §3.9)"));
                flags |= flag;
              }
              break;

            case SUB_SUFFIX:
            case SUB_NOTE:
            case SUB_NAG:
              if (slots->len == 0 || flags != BRG_PLAY_FLAGS_NONE
                  || g_array_index (slots, Slot, slots->len - 1).cont)
                {
                  report_token (r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-annotation",
                                _("An annotation must follow a card"));
                  lossy = TRUE;
                }
              else if (!annotate (b, &g_array_index (slots, Slot, slots->len - 1).pending,
                                  token, &sub, TRUE))
                kept_out = TRUE;
              break;

            case SUB_STOP:
              end_mark = BRG_END_MARK_STOP;
              stopped = TRUE;
              break;

            case SUB_BAD:
            default:
              report_bad_sub (r, token, &sub);
              lossy = TRUE;
              break;
            }
        }
    }

  if (!lossy && flags != BRG_PLAY_FLAGS_NONE)
    {
      report_tag (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-play",
                  _("The play ends with an irregularity mark and no card"));
      lossy = TRUE;
    }
  if (lossy || kept_out)
    return NULL;

  /* Feed the tricks to the model in play order. */
  leader = seat;
  n_rows = (slots->len + 3) / 4;
  last_known_row = -1;
  for (guint i = 0; i < slots->len; i++)
    {
      const Slot *slot = &g_array_index (slots, Slot, i);

      if (!slot->cont && slot->card != BRG_CARD_UNKNOWN)
        last_known_row = (int) (i / 4);
    }
  stopped = FALSE;
  for (guint row = 0; row < n_rows && !lossy; row++)
    {
      guint base = row * 4;
      guint n_in_row = MIN (4, slots->len - base);
      gboolean last_row = (int) row >= last_known_row;
      int last_known = -1;
      guint trick = brg_play_get_n_tricks (play);

      for (guint col = 0; col < n_in_row; col++)
        {
          Slot *slot = &g_array_index (slots, Slot, base + col);

          if (slot->flags & BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN)
            {
              BrgSeat column_seat = brg_seat_rotate (seat, (int) col);

              if (column_seat == leader)
                report_token (r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                              "pbn-invalid-play",
                              _("“^L” marks a lead out of turn, but it is this player’s "
                                "lead (PBN §3.9)"));
              leader = column_seat;
              break;
            }
        }

      for (guint k = 0; k < 4; k++)
        {
          guint col = (guint) ((brg_seat_rotate (leader, (int) k) - seat) & 3);
          Slot *slot;

          if (col >= n_in_row)
            continue;
          slot = &g_array_index (slots, Slot, base + col);
          if (!slot->cont && slot->card != BRG_CARD_UNKNOWN)
            last_known = (int) k;
        }

      for (guint k = 0; k < 4 && !lossy; k++)
        {
          BrgSeat player = brg_seat_rotate (leader, (int) k);
          guint col = (guint) ((player - seat) & 3);
          g_autoptr(GError) error = NULL;
          Slot *slot;

          if (col >= n_in_row)
            continue;
          slot = &g_array_index (slots, Slot, base + col);

          if (stopped)
            {
              if (slot->cont || slot->card != BRG_CARD_UNKNOWN)
                {
                  report_token (r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                                "pbn-invalid-play",
                                _("No card may be played after “+” (PBN §3.6)"));
                  lossy = TRUE;
                }
              continue;
            }
          if (slot->cont)
            {
              end_mark = BRG_END_MARK_CONTINUE;
              stopped = TRUE;
              continue;
            }
          if (slot->card == BRG_CARD_UNKNOWN && last_row && (int) k > last_known)
            {
              /* Not played yet: its commentary goes to the last card. */
              if (slot->pending.annotation != NULL)
                {
                  BrgAnnotation *annotation = slot->pending.annotation;
                  guint n = brg_play_get_n_cards (play);

                  if (annotation->suffix != BRG_SUFFIX_NONE || annotation->note != 0
                      || (annotation->nags != NULL && annotation->nags->len > 0) || n == 0)
                    {
                      report_token (r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                                    "pbn-annotation",
                                    _("A card that was not played cannot be annotated"));
                      lossy = TRUE;
                      continue;
                    }
                  if (n - 1 >= annotations->len || g_ptr_array_index (annotations, n - 1) == NULL)
                    {
                      Pending moved = { g_steal_pointer (&slot->pending.annotation), 0 };

                      flush_pending (annotations, (int) n - 1, &moved, &referenced);
                    }
                  else
                    {
                      BrgAnnotation *target = g_ptr_array_index (annotations, n - 1);

                      for (guint c = 0; c < annotation->comments->len; c++)
                        {
                          const BrgComment *comment = g_ptr_array_index (annotation->comments, c);

                          brg_annotation_add_comment (target, comment->kind, comment->text);
                        }
                    }
                }
              continue;
            }

          if (slot->flags & BRG_PLAY_FLAGS_REVOKE)
            check_revoke (b, play, slot, player);
          if (!brg_play_play_card_full (play, player, slot->card, slot->flags, &error))
            {
              report_token (r, BRG_SEVERITY_ERROR, slot->token, slot->offset, "pbn-invalid-play",
                            "%s", error->message);
              lossy = TRUE;
              break;
            }
          flush_pending (annotations, (int) brg_play_get_n_cards (play) - 1, &slot->pending,
                         &referenced);
        }

      if (lossy || stopped || last_row)
        continue;

      leader = brg_play_get_trick_winner (play, trick);
      if (!BRG_SEAT_IS_VALID (leader))
        {
          guint next = base + 4;

          leader = brg_seat_rotate (seat, 0);
          for (guint col = 0; col < 4 && next + col < slots->len; col++)
            {
              Slot *slot = &g_array_index (slots, Slot, next + col);

              if (!slot->cont && slot->card != BRG_CARD_UNKNOWN)
                {
                  leader = brg_seat_rotate (seat, (int) col);
                  break;
                }
            }
        }
    }

  if (lossy)
    return NULL;

  for (guint i = 0; i < annotations->len; i++)
    {
      const BrgAnnotation *annotation = g_ptr_array_index (annotations, i);

      if (annotation != NULL && !brg_annotation_is_empty (annotation))
        brg_play_set_annotation (play, i, annotation);
    }
  brg_play_set_end_mark (play, end_mark);

  attach_notes (b, 2, play, play_lookup_note, play_set_note, &defined);
  check_note_references (b, raw, referenced, defined);

  return g_steal_pointer (&play);
}

/* -- Tag values -- */

static void
check_deal (Build        *b,
            const RawTag *raw,
            gboolean      board_failed)
{
  BrgDeal *deal = brg_board_get_deal (b->board);
  guint counts[4], n_known = 0, first = 0;

  if (is_unknown (raw->value))
    return;

  if (board_failed || brg_deal_is_empty (deal))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgDeal) parsed = brg_deal_new_from_pbn (raw->value, &error);

      if (parsed == NULL)
        {
          report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal", "%s", error->message);
          return;
        }
      if (brg_deal_is_empty (parsed))
        {
          report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal",
                        _("The deal gives no cards"));
          return;
        }
      if (board_failed)
        {
          report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal",
                        _("The deal is not valid"));
          return;
        }
      return;
    }

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (brg_deal_is_hand_known (deal, seat))
      {
        counts[n_known] = brg_deal_get_n_cards (deal, seat);
        if (n_known == 0)
          first = counts[0];
        else if (counts[n_known] != first)
          {
            /* An end position (PBN §3.10) has hands of one size. */
            report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal",
                          _("The hands hold different numbers of cards"));
            return;
          }
        n_known++;
      }
}

/* What is wrong with a value of @kind that its syntax rejects, and how
 * bad that is; NULL for the kinds checked elsewhere or not at all. */
static const char *
value_problem (const RawTag *raw,
               BrgSeverity  *severity)
{
  *severity = BRG_SEVERITY_WARNING;
  switch (raw->kind)
    {
    case BRG_PBN_TAG_KIND_DATE:
      return _("A date must be written YYYY.MM.DD, with “?” for unknown digits (PBN §3.4.3)");
    case BRG_PBN_TAG_KIND_TIME:
      return _("A time must be written HH:MM:SS (PBN §4.5.1)");
    case BRG_PBN_TAG_KIND_ROUND:
      return _("A round is made of letters, digits and “_”, in parts separated by "
               "periods (PBN §4.4.4)");
    case BRG_PBN_TAG_KIND_SCORING:
      return _("The scoring has an empty field (PBN §3.4.12)");
    case BRG_PBN_TAG_KIND_HIDDEN:
      return _("Hidden must list seats, each once: N, E, S, W (PBN §4.1.6)");
    case BRG_PBN_TAG_KIND_DEALER:
      *severity = BRG_SEVERITY_ERROR;
      return _("The dealer must be N, E, S or W (PBN §3.4.9)");
    case BRG_PBN_TAG_KIND_VULNERABLE:
      *severity = BRG_SEVERITY_ERROR;
      return _("The vulnerability must be None, NS, EW or All (PBN §3.4.10)");
    case BRG_PBN_TAG_KIND_DECLARER:
      *severity = BRG_SEVERITY_ERROR;
      return _("The declarer must be N, E, S or W, or “^” and a seat (PBN §3.4.13)");
    case BRG_PBN_TAG_KIND_RESULT:
      *severity = BRG_SEVERITY_ERROR;
      return _("The result must be a number of tricks from 0 to 13, possibly after NS or EW "
               "(PBN §3.4.15)");
    case BRG_PBN_TAG_KIND_NUMBER:
    case BRG_PBN_TAG_KIND_CONTRACT:
    case BRG_PBN_TAG_KIND_SCORE:
    case BRG_PBN_TAG_KIND_SCORE_DECIMAL:
    case BRG_PBN_TAG_KIND_SCORE_PERCENT:
    case BRG_PBN_TAG_KIND_SCORE_RUBBER:
    case BRG_PBN_TAG_KIND_OPTIMUM_SCORE:
    case BRG_PBN_TAG_KIND_BOARD:
    case BRG_PBN_TAG_KIND_DEAL:
    case BRG_PBN_TAG_KIND_OTHER:
    case BRG_PBN_TAG_KIND_TEXT:
    case BRG_PBN_TAG_KIND_TABLE:
    case BRG_PBN_TAG_KIND_AUCTION:
    case BRG_PBN_TAG_KIND_PLAY:
    case BRG_PBN_TAG_KIND_NOTE:
    default:
      return NULL;
    }
}

/* Checks @value, the resolved value of @raw, against the syntax of its
 * kind (brg-pbn-tags.c and the model's parsers). */
static void
check_value (Build      *b,
             RawTag     *raw,
             const char *value,
             gboolean    deal_failed)
{
  Reader *r = b->r;
  BrgSeverity severity;
  const char *problem;

  if (strcmp (value, "?") == 0)
    return;

  if (raw->kind == BRG_PBN_TAG_KIND_DEAL)
    {
      check_deal (b, raw, deal_failed);
      return;
    }
  if (raw->kind == BRG_PBN_TAG_KIND_BOARD)
    {
      /* The board's own reading of its number. */
      if (value[0] != '\0' && brg_board_get_number (b->board) == 0)
        report_value (r, BRG_SEVERITY_WARNING, raw, "pbn-invalid-tag",
                      _("The board number must be a positive integer (PBN §3.4.4)"));
      return;
    }
  if (raw->kind == BRG_PBN_TAG_KIND_RESULT)
    {
      BrgResult result;
      guint total = brg_board_get_total_tricks (b->board);

      if (brg_result_from_pbn (value, &result) && result.ns >= 0 && result.ew >= 0
          && (guint) (result.ns + result.ew) != total)
        {
          report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                        _("The tricks of NS and EW do not add up to %u"), total);
          return;
        }
    }

  if (value[0] == '\0' || brg_pbn_tag_value_is_valid (raw->kind, value))
    return;

  problem = value_problem (raw, &severity);
  if (problem != NULL)
    report_value (r, severity, raw, "pbn-invalid-tag", "%s", problem);
  else if (raw->kind == BRG_PBN_TAG_KIND_NUMBER)
    report_value (r, BRG_SEVERITY_WARNING, raw, "pbn-invalid-tag",
                  _("The %s tag must be a number"), raw->name);
  else if (raw->kind == BRG_PBN_TAG_KIND_CONTRACT)
    report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                  _("“%s” is not a contract (PBN §3.4.14)"), value);
  else
    report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                  _("“%s” is not a valid value of the %s tag (PBN §4.2)"), value, raw->name);
}

static int
find_define (Reader     *r,
             const char *name)
{
  for (guint i = 0; i < r->defines->len; i++)
    if (strcmp (((Define *) g_ptr_array_index (r->defines, i))->name, name) == 0)
      return (int) i;
  return -1;
}

static void
define_free (gpointer data)
{
  Define *define = data;

  g_free (define->name);
  g_free (define->value);
  g_free (define);
}

/* Resolves "#" and "##" (PBN §4.8). Returns the value to store. */
static const char *
resolve_value (Reader         *r,
               const RawTag   *raw,
               BrgInheritance *inheritance)
{
  const char *value = raw->value;
  int index;

  *inheritance = BRG_INHERITANCE_NONE;
  if (!r->inheritance)
    return value;

  index = find_define (r, raw->name);

  if (value[0] == '#' && !brg_pbn_tag_kind_may_inherit (raw->kind))
    {
      report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-inheritance",
                    _("The %s tag may not inherit its value with “#” (PBN §4.8)"), raw->name);
      return value;
    }

  if (value[0] == '#' && value[1] == '#')
    {
      Define *define;

      *inheritance = BRG_INHERITANCE_DEFINES;
      if (index >= 0)
        g_ptr_array_remove_index (r->defines, (guint) index);
      define = g_new0 (Define, 1);
      define->name = g_strdup (raw->name);
      define->value = g_strdup (value + 2);
      g_ptr_array_add (r->defines, define);
      return value + 2;
    }

  if (index >= 0)
    g_ptr_array_remove_index (r->defines, (guint) index);

  if (strcmp (value, "#") == 0)
    {
      const char *previous = g_hash_table_lookup (r->last_values, raw->name);

      *inheritance = BRG_INHERITANCE_PREVIOUS;
      return previous != NULL ? previous : "";
    }
  return value;
}

static gboolean
is_section_kind (BrgPbnTagKind kind)
{
  return kind == BRG_PBN_TAG_KIND_AUCTION || kind == BRG_PBN_TAG_KIND_PLAY;
}

/* Contract, declarer and result against the auction and the play. */
static void
check_consistency (Build *b)
{
  Reader *r = b->r;
  BrgAuction *auction = brg_board_get_auction (b->board);
  BrgPlay *play = brg_board_get_play (b->board);
  BrgContract contract, tag_contract;
  BrgSeat declarer = BRG_SEAT_NONE, tag_declarer = BRG_SEAT_NONE;
  gboolean swapped = FALSE, have_contract = FALSE, have_declarer = FALSE;

  if (b->contract_raw != NULL && !is_unknown (b->contract_raw->value))
    have_contract = brg_contract_from_pbn (b->contract_raw->value, &tag_contract);
  if (b->declarer_raw != NULL && !is_unknown (b->declarer_raw->value))
    have_declarer = b->declarer_raw->value[0] == '\0'
                    || brg_declarer_from_pbn (b->declarer_raw->value, &tag_declarer, &swapped);

  if (b->dealer_raw != NULL && auction != NULL)
    {
      BrgSeat dealer;

      if (brg_seat_from_pbn (b->dealer_raw->value, &dealer)
          && dealer != brg_auction_get_dealer (auction))
        report_tag (r, BRG_SEVERITY_ERROR, b->auction_raw, "pbn-invalid-auction",
                    _("The auction does not start with the dealer’s call (PBN §3.5)"));
    }

  if (auction != NULL && brg_auction_is_complete (auction)
      && brg_auction_get_contract (auction, &contract, &declarer))
    {
      if (have_contract && !brg_contract_is_strain_only (&tag_contract)
          && !brg_contract_equal (&contract, &tag_contract))
        report_value (r, BRG_SEVERITY_ERROR, b->contract_raw, "pbn-invalid-tag",
                      _("The contract is not the one the auction reached"));
      if (have_declarer && !contract.passed_out
          && (swapped ? brg_seat_partner (declarer) : declarer) != tag_declarer)
        report_value (r, BRG_SEVERITY_ERROR, b->declarer_raw, "pbn-invalid-tag",
                      _("The declarer is not the one the auction gives"));
      if (have_declarer && contract.passed_out && BRG_SEAT_IS_VALID (tag_declarer))
        report_value (r, BRG_SEVERITY_ERROR, b->declarer_raw, "pbn-invalid-tag",
                      _("A passed-out board has no declarer"));
      if (!contract.passed_out && !have_declarer)
        tag_declarer = declarer;
    }

  if (play != NULL && b->result_raw != NULL && !is_unknown (b->result_raw->value))
    {
      /* Declarer and dummy swapped (`^`) are still one side. */
      BrgSeat who = BRG_SEAT_IS_VALID (tag_declarer) ? tag_declarer
                    : brg_play_get_declarer (play);
      gboolean caret;
      int tricks = brg_board_get_result_tricks (b->board, &caret);

      if (BRG_SEAT_IS_VALID (who) && tricks >= 0)
        {
          guint complete = brg_play_get_n_complete_tricks (play);
          guint total = brg_play_get_total_tricks (play);
          guint won = brg_play_get_tricks_won (play, brg_seat_side (who));
          gboolean all_known = TRUE;

          for (guint i = 0; i < brg_play_get_n_cards (play); i++)
            if (brg_play_get_card (play, i) == BRG_CARD_UNKNOWN)
              all_known = FALSE;

          if (all_known && complete == total && !caret && (guint) tricks != won)
            report_value (r, BRG_SEVERITY_ERROR, b->result_raw, "pbn-invalid-tag",
                          _("The result is not what the play gives: %u tricks"), won);
          else if (all_known && complete == total && caret && (guint) tricks == won)
            report_value (r, BRG_SEVERITY_ERROR, b->result_raw, "pbn-invalid-tag",
                          _("“^” says the result differs from the play, but it does not"));
          else if (!caret && all_known
                   && ((guint) tricks < won || (guint) tricks > won + (total - complete)))
            report_value (r, BRG_SEVERITY_ERROR, b->result_raw, "pbn-invalid-tag",
                          _("The result cannot be reached from the play"));
        }
    }
}

static void
report_stray_text (Reader            *r,
                   const BrgPbnToken *token)
{
  gsize end = token->offset;
  g_autofree char *text = NULL;

  while (end < r->len && r->text[end] != '\n' && r->text[end] != '\r'
         && end - token->offset < 40)
    end++;
  text = brg_pbn_dup_text (r->text + token->offset, end - token->offset);
  report_token (r, BRG_SEVERITY_WARNING, token, token->offset, "pbn-stray-text",
                _("Text outside a tag pair was ignored: “%s”"), text);
}

static void
report_lost_comment (Reader            *r,
                     const BrgPbnToken *token)
{
  report_token (r, BRG_SEVERITY_WARNING, token, token->offset, "pbn-lost-comment",
                _("Commentary outside a game was ignored"));
}

/* After an Auction or Play section was built: when the model could not hold
 * it, its tag keeps the section's raw lines so nothing is lost; commentary
 * found before the section's first call or card joins the tag's. */
static void
update_section_tag (Build     *b,
                    RawTag    *raw,
                    guint      index,
                    gboolean   built,
                    GPtrArray *extra)
{
  g_autoptr(BrgTag) copy = NULL;

  if (built && extra == NULL)
    return;

  copy = brg_tag_copy (brg_board_get_nth_tag (b->board, index));
  if (!built)
    copy->section = section_lines (b->r, raw, first_data_item (b->r, raw));
  if (extra != NULL)
    {
      if (copy->comments == NULL)
        copy->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      for (guint i = 0; i < extra->len; i++)
        g_ptr_array_add (copy->comments, brg_comment_copy (g_ptr_array_index (extra, i)));
    }
  brg_board_replace_nth_tag (b->board, index, copy);
}

static void
build_board (Reader *r)
{
  Game *g = &r->game;
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(GArray) notes = g_array_new (FALSE, FALSE, sizeof (PendingNote));
  Build b = { 0 };
  guint last_stray_line = 0;
  guint n_inserted = 0, n_notes_inserted = 0;
  int section = 0;

  b.r = r;
  b.board = board;
  b.notes = notes;
  b.errors = g->errors;
  if (g->tags->len > 0)
    brg_board_set_line (board, g_array_index (g->tags, RawTag, 0).line);
  r->errors = &b.errors;
  g_hash_table_remove_all (r->seen);

  for (guint i = 0; i < g->leading->len; i++)
    {
      const BrgPbnToken *token = &g_array_index (g->leading, BrgPbnToken, i);

      if (is_comment (token))
        {
          g_autoptr(BrgComment) comment = comment_from_token (r, token);

          brg_board_add_leading_comment (board, comment);
        }
      else if (token->line != last_stray_line)
        {
          report_stray_text (r, token);
          last_stray_line = token->line;
        }
    }

  /* Pass 1: every tag in file order, values checked. */
  for (guint i = 0; i < g->tags->len; i++)
    {
      RawTag *raw = &g_array_index (g->tags, RawTag, i);
      g_autoptr(GPtrArray) tag_comments = NULL;
      g_autoptr(GPtrArray) tag_section = NULL;
      BrgTag tag_data, *tag = &tag_data;
      BrgInheritance inheritance;
      const char *value;
      gboolean had_errors;
      guint first_data;

      if (!g_ascii_isupper (raw->name[0]))
        report_tag (r, BRG_SEVERITY_WARNING, raw, "pbn-tag-name",
                    _("A tag name should begin with an upper-case letter (PBN §3.3)"));

      if (raw->kind == BRG_PBN_TAG_KIND_NOTE)
        {
          PendingNote note = { raw, n_inserted, section };

          if (section == 0)
            report_tag (r, BRG_SEVERITY_WARNING, raw, "pbn-note",
                        _("A Note tag belongs after the auction or the play (PBN §3.5.5)"));
          g_array_append_val (notes, note);
          continue;
        }

      if (g_hash_table_contains (r->seen, raw->name))
        {
          report_tag (r, BRG_SEVERITY_WARNING, raw, "pbn-duplicate-tag",
                      _("The %s tag was given before; this one was ignored (PBN §3.4)"),
                      raw->name);
          if (raw->kind == BRG_PBN_TAG_KIND_AUCTION || raw->kind == BRG_PBN_TAG_KIND_PLAY)
            section = -1;
          continue;
        }
      g_hash_table_add (r->seen, raw->name);

      /* The board stores a copy: a tag on the stack saves two copies. */
      value = resolve_value (r, raw, &inheritance);
      first_data = first_data_item (r, raw);
      tag_comments = comments_before_data (r, raw, first_data);
      tag_data.name = raw->name;
      tag_data.value = (char *) value;
      tag_data.inheritance = inheritance;
      tag_data.comments = tag_comments;
      tag_data.section = NULL;
      if (!is_section_kind (raw->kind) && first_data < raw->n_items)
        {
          tag_section = section_lines (r, raw, first_data);
          tag_data.section = tag_section;
          if (raw->kind != BRG_PBN_TAG_KIND_OTHER && raw->kind != BRG_PBN_TAG_KIND_TABLE)
            report_token (r, BRG_SEVERITY_WARNING, item_at (r, raw, first_data),
                          item_at (r, raw, first_data)->offset, "pbn-stray-text",
                          _("Text after the %s tag is not PBN; it was kept as it is"),
                          raw->name);
        }

      switch (raw->kind)
        {
        case BRG_PBN_TAG_KIND_AUCTION:
          b.auction_raw = raw;
          b.auction_index = n_inserted;
          section = 1;
          break;
        case BRG_PBN_TAG_KIND_PLAY:
          b.play_raw = raw;
          b.play_index = n_inserted;
          section = 2;
          break;
        case BRG_PBN_TAG_KIND_DEALER:
          b.dealer_raw = raw;
          break;
        case BRG_PBN_TAG_KIND_DECLARER:
          b.declarer_raw = raw;
          break;
        case BRG_PBN_TAG_KIND_CONTRACT:
          b.contract_raw = raw;
          break;
        case BRG_PBN_TAG_KIND_RESULT:
          b.result_raw = raw;
          break;
        case BRG_PBN_TAG_KIND_OTHER:
        case BRG_PBN_TAG_KIND_TEXT:
        case BRG_PBN_TAG_KIND_TABLE:
        case BRG_PBN_TAG_KIND_DATE:
        case BRG_PBN_TAG_KIND_BOARD:
        case BRG_PBN_TAG_KIND_VULNERABLE:
        case BRG_PBN_TAG_KIND_DEAL:
        case BRG_PBN_TAG_KIND_SCORING:
        case BRG_PBN_TAG_KIND_NOTE:
        case BRG_PBN_TAG_KIND_SCORE:
        case BRG_PBN_TAG_KIND_SCORE_DECIMAL:
        case BRG_PBN_TAG_KIND_SCORE_PERCENT:
        case BRG_PBN_TAG_KIND_SCORE_RUBBER:
        case BRG_PBN_TAG_KIND_OPTIMUM_SCORE:
        case BRG_PBN_TAG_KIND_HIDDEN:
        case BRG_PBN_TAG_KIND_ROUND:
        case BRG_PBN_TAG_KIND_TIME:
        case BRG_PBN_TAG_KIND_NUMBER:
        default:
          if (section > 0 && raw->kind != BRG_PBN_TAG_KIND_OTHER)
            section = 0;
          break;
        }

      if (raw->kind == BRG_PBN_TAG_KIND_TABLE && inheritance == BRG_INHERITANCE_NONE)
        {
          /* PBN §5.2: the column names and the rows must agree. */
          g_autoptr(GError) error = NULL;
          g_autoptr(BrgPbnTable) table = brg_pbn_table_new_from_tag (tag, &error);

          if (table == NULL)
            report_tag (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-table", "%s", error->message);
        }

      had_errors = brg_board_get_has_errors (board);
      brg_board_insert_tag (board, -1, tag);
      n_inserted++;
      if (inheritance == BRG_INHERITANCE_NONE || inheritance == BRG_INHERITANCE_DEFINES)
        check_value (&b, raw, value, !had_errors && brg_board_get_has_errors (board));
    }

  /* Pass 2: the sections, now that Deal and Contract are known. */
  if (b.auction_raw != NULL)
    {
      g_autoptr(GPtrArray) extra = NULL;
      g_autoptr(BrgAuction) auction = build_auction (&b, b.auction_raw, &extra);

      update_section_tag (&b, b.auction_raw, b.auction_index, auction != NULL, extra);
      if (auction != NULL)
        brg_board_set_auction (board, auction);
    }
  if (b.play_raw != NULL)
    {
      g_autoptr(GPtrArray) extra = NULL;
      g_autoptr(BrgPlay) play = build_play (&b, b.play_raw, &extra);

      update_section_tag (&b, b.play_raw, b.play_index, play != NULL, extra);
      if (play != NULL)
        brg_board_set_play (board, play);
    }

  /* Notes no section took stay tags, where they stood. */
  for (guint i = 0; i < notes->len; i++)
    {
      PendingNote *note = &g_array_index (notes, PendingNote, i);
      g_autoptr(BrgTag) tag = NULL;
      guint first_data;

      if (note->raw == NULL)
        continue;
      tag = brg_tag_new (note->raw->name, note->raw->value);
      first_data = first_data_item (r, note->raw);
      tag->comments = comments_before_data (r, note->raw, first_data);
      tag->section = section_lines (r, note->raw, first_data);
      brg_board_insert_tag (board, (int) (note->position + n_notes_inserted), tag);
      n_notes_inserted++;
    }

  check_consistency (&b);

  /* PBN §4.8: a "##" value holds for every later game that lacks the tag. */
  for (guint i = 0; r->inheritance && i < r->defines->len; i++)
    {
      Define *define = g_ptr_array_index (r->defines, i);

      if (!g_hash_table_contains (r->seen, define->name))
        {
          g_autoptr(BrgTag) tag = brg_tag_new (define->name, define->value);

          tag->inheritance = BRG_INHERITANCE_IMPLICIT;
          brg_board_insert_tag (board, -1, tag);
        }
    }

  if (r->inheritance)
    for (guint i = 0; i < brg_board_get_n_tags (board); i++)
      {
        const BrgTag *tag = brg_board_get_nth_tag (board, i);

        g_hash_table_replace (r->last_values, tag->name, tag->value);
      }

  if (b.errors)
    brg_board_set_has_errors (board, TRUE);
  r->errors = NULL;
  brg_event_append (r->event, board);
}

static void
finish_game (Reader *r)
{
  Game *g = &r->game;

  if (g->tags->len > 0)
    {
      for (guint i = 0; i < g->tags->len; i++)
        {
          RawTag *tag = &g_array_index (g->tags, RawTag, i);
          guint next = i + 1 < g->tags->len ? g_array_index (g->tags, RawTag, i + 1).first_item
                                            : g->items->len;

          tag->n_items = next - tag->first_item;
        }
      build_board (r);
    }
  else
    {
      guint last_line = 0;
      gboolean comment_reported = FALSE;

      /* Nothing became a board: its problems belong to the file. */
      for (guint i = g->first_diagnostic; i < r->diagnostics->len; i++)
        ((BrgDiagnostic *) g_ptr_array_index (r->diagnostics, i))->board = 0;
      r->board_index = 0;

      for (guint i = 0; i < g->leading->len; i++)
        {
          const BrgPbnToken *token = &g_array_index (g->leading, BrgPbnToken, i);

          if (is_comment (token))
            {
              if (!comment_reported)
                report_lost_comment (r, token);
              comment_reported = TRUE;
            }
          else if (token->line != last_line)
            {
              report_stray_text (r, token);
              last_line = token->line;
            }
        }
    }
  game_clear (g);
}

/* `% PBN x.y`, `% EXPORT` and the content type say how the text is
 * written, not what a game holds. */
static gboolean
escape_is_marker (Reader            *r,
                  const BrgPbnToken *token)
{
  g_autofree char *text = brg_pbn_dup_text (r->text + token->text, token->text_len);

  return brg_pbn_escape_is_version (text) || brg_pbn_escape_is_content_type (text);
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

/* Ends the game being collected. Returns FALSE when no more games may be
 * read. */
static gboolean
end_game (Reader            *r,
          const BrgPbnToken *token)
{
  Game *g = &r->game;

  if (brg_event_get_n_boards (r->event) >= MAX_BOARDS && g->tags->len > 0)
    {
      report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-too-large",
                    _("The file has more than %u games; the rest were not read"), MAX_BOARDS);
      game_clear (g);
      return FALSE;
    }
  finish_game (r);
  r->board_index = brg_event_get_n_boards (r->event) + 1;
  g->first_diagnostic = r->diagnostics->len;
  r->errors = &g->errors;
  return TRUE;
}

static gboolean
read_all (Reader  *r,
          GError **error)
{
  Game *g = &r->game;

  brg_pbn_lexer_init (&r->lexer, r->text, r->len, lexer_report, r);
  r->board_index = 1;
  g->first_diagnostic = 0;
  r->errors = &g->errors;

  for (;;)
    {
      BrgPbnToken token;

      brg_pbn_lexer_next (&r->lexer, &token);

      if (token.kind == BRG_PBN_TOKEN_EOF || token.kind == BRG_PBN_TOKEN_BLANK_LINE)
        {
          if (game_is_empty (g))
            {
              if (token.kind == BRG_PBN_TOKEN_EOF)
                break;
              continue;
            }
          if (!end_game (r, &token) || token.kind == BRG_PBN_TOKEN_EOF)
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
              report_token (r, BRG_SEVERITY_WARNING, &token, token.offset, "pbn-missing-empty-line",
                            _("A new game begins here without an empty line before it (PBN §3)"));
              if (!end_game (r, &token))
                goto out;
            }
          add_raw_tag (r, &token);
          break;

        case BRG_PBN_TOKEN_ESCAPE:
          if (brg_event_get_n_boards (r->event) == 0 && g->tags->len == 0 && g->leading->len == 0
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
  r->last_values = g_hash_table_new (g_str_hash, g_str_equal);
  r->defines = g_ptr_array_new_with_free_func (define_free);
  r->seen = g_hash_table_new (g_str_hash, g_str_equal);
  r->game.tags = g_array_new (FALSE, FALSE, sizeof (RawTag));
  r->game.items = g_array_new (FALSE, FALSE, sizeof (BrgPbnToken));
  r->game.leading = g_array_new (FALSE, FALSE, sizeof (BrgPbnToken));
  r->column_line_start = G_MAXSIZE;
}

static void
reader_clear (Reader *r)
{
  game_clear (&r->game);
  g_array_unref (r->game.tags);
  g_array_unref (r->game.items);
  g_array_unref (r->game.leading);
  g_hash_table_unref (r->seen);
  g_hash_table_unref (r->last_values);
  g_ptr_array_unref (r->defines);
  g_clear_pointer (&r->diagnostics, g_ptr_array_unref);
  g_clear_object (&r->event);
}

/* Whether any value begins with '#' (PBN §4.8): only then are the values
 * of each game remembered for the next. */
static gboolean
has_inheritance_marks (const char *text,
                       gsize       len)
{
  const char *p = text;
  const char *end = text + len;

  while (p < end && (p = memchr (p, '"', (gsize) (end - p))) != NULL)
    {
      if (p + 1 < end && p[1] == '#')
        return TRUE;
      p++;
    }
  return FALSE;
}

static BrgEvent *
read_bytes (GBytes     *bytes,
            gboolean    snippet,
            GPtrArray **diagnostics,
            GError    **error)
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
  if (size > MAX_FILE_SIZE)
    {
      g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_TOO_LARGE,
                   _("The file is larger than %u MiB"), (guint) (MAX_FILE_SIZE >> 20));
      return NULL;
    }

  reader_init (&r);
  r.snippet = snippet;
  r.text = decode (&r, data != NULL ? data : "", size, &r.len, &owned, error);
  if (r.text == NULL)
    {
      reader_clear (&r);
      return NULL;
    }
  r.inheritance = has_inheritance_marks (r.text, r.len);

  read_all (&r, NULL);
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
  return read_bytes (bytes, FALSE, diagnostics, error);
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
 * Only `% PBN x.y`, `% EXPORT` and the content type line stay the text's.
 *
 * Returns: (transfer full) (nullable): the games, or %NULL with @error set
 */
BrgEvent *
brg_pbn_read_snippet (GBytes     *bytes,
                      GPtrArray **diagnostics,
                      GError    **error)
{
  return read_bytes (bytes, TRUE, diagnostics, error);
}

static BrgEvent *
read_named (GBytes      *bytes,
            const char  *file_name,
            GPtrArray  **diagnostics,
            GError     **error)
{
  return read_bytes (bytes, FALSE, diagnostics, error);
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
