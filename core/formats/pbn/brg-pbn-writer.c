/* brg-pbn-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN export format (PBN 2.1 §2.1–§3, §5): the strict, canonical form that
 * every program must write byte for byte alike (PGN §3.2.1). The writer
 * takes typed values from the model objects where they exist (deal,
 * auction, play) and canonicalises the tag texts it understands; anything
 * it cannot write canonically is written as it is and reported as a
 * warning diagnostic, so nothing is lost.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-file-writer.h"
#include "brg-pbn-lexer.h"
#include "brg-pbn-table.h"
#include "brg-pbn-tags.h"
#include "brg-event-private.h"
#include "brg-pbn-writer.h"
#include "brg-result.h"
#include "brg-seat.h"

/* Lines have fewer than 80 printing characters where the content allows,
 * and never more than 255 characters with the line end (PBN §2.3). */
#define MAX_PRINTING 79
#define MAX_LINE     253

/* The Mandatory Tag Set in export order (PBN §3.4), as brg-pbn-tags.c
 * numbers it, then the sections and notes. */
enum {
  TAG_EVENT,
  TAG_SITE,
  TAG_DATE,
  TAG_BOARD,
  TAG_WEST,
  TAG_NORTH,
  TAG_EAST,
  TAG_SOUTH,
  TAG_DEALER,
  TAG_VULNERABLE,
  TAG_DEAL,
  TAG_SCORING,
  TAG_DECLARER,
  TAG_CONTRACT,
  TAG_RESULT,
  N_MANDATORY = BRG_PBN_N_MANDATORY,
  TAG_AUCTION = N_MANDATORY,
  TAG_PLAY,
  TAG_NOTE,
  TAG_OTHER,
};

typedef enum
{
  ANCHOR_NONE,
  ANCHOR_AUCTION,
  ANCHOR_PLAY,
} Anchor;

typedef struct
{
  const BrgTag *tag;
  guint         index;
  Anchor        anchor;
} TagRef;

typedef struct
{
  /* Borrowed */
  GString      *out;
  GPtrArray    *diagnostics;

  /* Owned: scratch space reused from board to board */
  GArray       *others;    /* of TagRef: identification tags */
  GArray       *sections;  /* of TagRef: supplemental sections */
  GArray       *notes;     /* of TagRef: Note tags kept as tags */
  GString      *value;

  const char   *eol;
  guint         eol_len;
  guint         column;    /* printing characters on the current line */
  guint         line;      /* 1-based number of the current line */
  guint         board;     /* 1-based index of the board being written */
  guint         source_line;  /* where that board is in the file it was read from */
  char         *title;     /* Owned: how messages name it */
  gboolean      resolve;   /* write inherited values instead of # and ## */
  gboolean      file_start;  /* the first game of a file is next */

  /* Owned: what a reader knows of inheritance (PBN §4.8) where the writer
   * is, name → value: what `##` defines, each tag's value in the latest
   * game with it, and this game's values. */
  GHashTable   *defines;
  GHashTable   *last;
  GHashTable   *game_values;

  /* Comments wrapped as RFC 3676 format=flowed: a line that ends in a space
   * goes on with the next. */
  gboolean      flow;
  guint         soft_breaks;  /* lines ended with a space */
  guint         trimmed;      /* hard line ends that lost spaces before them */
} Writer;

/* What the writer knows about one board while writing it. */
typedef struct
{
  BrgBoard     *board;
  BrgAuction   *auction;
  BrgPlay      *play;
  const BrgTag *mandatory[N_MANDATORY];
  const BrgTag *auction_tag;
  const BrgTag *play_tag;
  BrgSeat       dealer;
  BrgSeat       declarer;
  gboolean      have_contract;
  BrgContract   contract;  /* from a complete auction */
  BrgSeat       contract_declarer;
} Game;

static void warn (Writer     *w,
                  const char *code,
                  const char *format,
                  ...) G_GNUC_PRINTF (3, 4);

static void
warn (Writer     *w,
      const char *code,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  BrgDiagnostic *diagnostic;
  va_list args;

  if (w->diagnostics == NULL)
    return;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* A problem of the export is the source board's: its line in the file
   * read, and its title. */
  if (w->title != NULL)
    {
      char *named = g_strdup_printf ("%s: %s", w->title, message);

      g_free (message);
      message = named;
    }
  diagnostic = brg_diagnostic_new (BRG_SEVERITY_WARNING, w->source_line, 0, code, message);
  diagnostic->board = w->board;
  g_ptr_array_add (w->diagnostics, diagnostic);
}

static guint
count_chars (const char *text,
             gsize       length)
{
  guint n = 0;

  for (gsize i = 0; i < length; i++)
    n += ((guchar) text[i] & 0xc0) != 0x80;

  return n;
}

/* Ends the current line, even an empty one. */
static void
end_line (Writer *w)
{
  if (w->column > MAX_LINE)
    warn (w, "pbn-write-long-line",
          _("a line of %u characters was written, more than PBN allows (255 with the line "
            "end); it holds a value, a word or a table row that cannot be split"),
          w->column);

  g_string_append_len (w->out, w->eol, w->eol_len);
  w->line++;
  w->column = 0;
}

/* Makes sure the next output starts a line. */
static void
start_line (Writer *w)
{
  if (w->column > 0)
    end_line (w);
}

static void
put_raw (Writer     *w,
         const char *text,
         gsize       length)
{
  g_string_append_len (w->out, text, length);
  w->column += count_chars (text, length);
}

/* Before a token of @n_chars characters: a single space, or a new line
 * when the token would make the line reach 80 printing characters. */
static void
separate (Writer *w,
          guint   n_chars)
{
  if (w->column == 0)
    return;

  if (w->column + 1 + n_chars > MAX_PRINTING)
    {
      end_line (w);
    }
  else
    {
      g_string_append_c (w->out, ' ');
      w->column++;
    }
}

static void
put_token (Writer     *w,
           const char *text)
{
  gsize length = strlen (text);
  guint n_chars = count_chars (text, length);

  separate (w, n_chars);
  g_string_append_len (w->out, text, length);
  w->column += n_chars;
}

/* Whether the backslash at @p must be written `\\` in a string: only
 * before a quote, another backslash or the closing quote, where a reader
 * would take it for an escape (PBN §3.2). Every producer writes the column
 * widths of tables (`Result\2R`, §5.2) and suit escapes (`\S`, §3.8) with
 * one backslash, and every reader reads them so. */
static gboolean
backslash_needs_escape (const char *p)
{
  return p[1] == '"' || p[1] == '\\' || p[1] == '\0';
}

/* Appends @text with the export format's rules for text on one line: no
 * tabs and no control characters (PBN §2.2, §2.3); in a string also `\"`,
 * and `\\` where a backslash would otherwise read as an escape (PBN §3.2).
 * Returns the number of characters replaced. */
static guint
put_text (Writer     *w,
          const char *text,
          gboolean    escape_quotes,
          gboolean    brace)
{
  const char *run = text;
  const char *p;
  guint replaced = 0;

  for (p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;
      gboolean delimiter = c == '<' && brg_pbn_is_delimiter (p, strnlen (p, 6));
      gboolean special = c < 0x20 || c == 0x7f || delimiter ||
                         (escape_quotes && (c == '"' ||
                                            (c == '\\' && backslash_needs_escape (p)))) ||
                         (brace && c == '}');

      if (!special)
        continue;

      put_raw (w, run, (gsize) (p - run));
      run = p + 1;

      if (delimiter)
        {
          /* PBN §6.2: no delimiter in a PBN file. */
          put_raw (w, "<" BRG_PBN_DELIMITER_JOINER, 4);
        }
      else if (escape_quotes && (c == '"' || c == '\\'))
        {
          char escaped[2] = { '\\', (char) c };
          put_raw (w, escaped, 2);
        }
      else if (brace && c == '}')
        {
          put_raw (w, ")", 1);
          replaced++;
        }
      else if (brace && (c == '\n' || c == '\r'))
        {
          /* A brace comment may span lines (PBN §3.8); every line end
           * becomes the export line end. */
          if (c == '\r' && p[1] == '\n')
            {
              p++;
              run = p + 1;
            }
          end_line (w);
        }
      else
        {
          put_raw (w, " ", 1);
          replaced++;
        }
    }
  put_raw (w, run, (gsize) (p - run));

  return replaced;
}

typedef enum
{
  PLACE_OWN_LINE,
  PLACE_INLINE,
} Place;

/* The printing characters of @text up to @end. */
static guint
chars_between (const char *text,
               const char *end)
{
  return count_chars (text, (gsize) (end - text));
}

/* A copy of @length bytes of @text with PBN §6.2's delimiters escaped as
 * put_text() writes them. */
static char *
copy_escaping_delimiters (const char *text,
                          gsize       length)
{
  GString *copy = g_string_sized_new (length + 1);

  for (gsize i = 0; i < length; i++)
    {
      g_string_append_c (copy, text[i]);
      if (text[i] == '<' && brg_pbn_is_delimiter (text + i, length - i))
        g_string_append (copy, BRG_PBN_DELIMITER_JOINER);
    }
  return g_string_free (copy, FALSE);
}

/* One line of a brace comment, at most MAX_PRINTING printing characters a
 * line where spaces allow: a line broken at a space keeps that space at its
 * end, so that a reader of format=flowed joins it again (RFC 3676 §4.2). A
 * line that a hard line end follows loses its trailing spaces, which would
 * otherwise make that line end soft. @after characters follow the line.
 * Returns the characters replaced. */
static guint
put_flowed_line (Writer     *w,
                 const char *line,
                 gsize       length,
                 gboolean    hard_end,
                 guint       after)
{
  g_autofree char *copy = copy_escaping_delimiters (line, length);
  const char *rest;
  char *end;
  guint replaced = 0;
  guint remaining;

  /* Braces, tabs and control characters as put_text() writes them. */
  for (char *p = copy; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '}')
        {
          *p = ')';
          replaced++;
        }
      else if (c < 0x20 || c == 0x7f)
        {
          *p = ' ';
          replaced++;
        }
    }

  end = copy + strlen (copy);
  if (hard_end)
    {
      while (end > copy && end[-1] == ' ')
        end--;
      if (*end != '\0')
        w->trimmed++;
      *end = '\0';
    }

  /* What is left is counted once and then kept up to date: counting it
   * again for every line written made a long line quadratic. */
  rest = copy;
  remaining = chars_between (rest, end);
  while (w->column + remaining + after > MAX_PRINTING)
    {
      const char *cut = NULL;
      guint width = 0;

      /* The last space that keeps the line short enough, else the first
       * one at all; a space only counts after a character that is not.
       * width is the characters from rest up to p. */
      for (const char *p = rest + 1; p < end; p++)
        {
          width += ((guchar) p[-1] & 0xc0) != 0x80;
          if (*p == ' ' && p[-1] != ' ')
            {
              if (cut != NULL && w->column + width + 1 > MAX_PRINTING)
                break;
              cut = p;
            }
        }
      if (cut == NULL)
        break;

      put_raw (w, rest, (gsize) (cut + 1 - rest));
      remaining -= chars_between (rest, cut + 1);
      end_line (w);
      w->soft_breaks++;
      rest = cut + 1;
    }
  put_raw (w, rest, (gsize) (end - rest));

  return replaced;
}

/* A brace comment's text in format=flowed, on lines of its own. */
static guint
put_flowed_comment (Writer     *w,
                    const char *text)
{
  guint replaced = 0;

  for (;;)
    {
      gsize length = strcspn (text, "\r\n");
      gboolean last = text[length] == '\0';

      /* The last line has the closing brace after it. */
      replaced += put_flowed_line (w, text, length, !last, last ? 1 : 0);
      if (last)
        break;
      end_line (w);
      text += length;
      text += text[0] == '\r' && text[1] == '\n' ? 2 : 1;
    }
  return replaced;
}

/* Whether a brace comment of one line fits a line of its own, braces and
 * all, in export format. */
static gboolean
fits_own_line (const char *text)
{
  return count_chars (text, strlen (text)) + 2 <= MAX_PRINTING;
}

static void
write_comment (Writer           *w,
               const BrgComment *comment,
               Place             place)
{
  const char *text = comment->text != NULL ? comment->text : "";
  gsize length = strlen (text);
  guint replaced = 0;

  switch (comment->kind)
    {
    case BRG_COMMENT_ESCAPE:
      /* The escape character only works in the first column (PBN §2.4). */
      start_line (w);
      put_raw (w, "%", 1);
      replaced = put_text (w, text, FALSE, FALSE);
      end_line (w);
      break;

    case BRG_COMMENT_LINE:
      if (place == PLACE_OWN_LINE)
        start_line (w);
      separate (w, 1 + count_chars (text, length));
      put_raw (w, ";", 1);
      replaced = put_text (w, text, FALSE, FALSE);
      end_line (w);
      break;

    case BRG_COMMENT_TOKEN:
      /* Section data the reader could not read, written back as it is
       * where it stood; never at the start of a line with `%`, which
       * would make it an escape (§2.4). */
      if (place == PLACE_OWN_LINE)
        start_line (w);
      if (w->column == 0 && text[0] == '%')
        {
          put_raw (w, " ", 1);
          /* A token too long for the line is not broken off that space:
           * a line of spaces is an empty line, which ends the game
           * (PBN §3). */
          if (w->column + 1 + count_chars (text, length) <= MAX_PRINTING)
            separate (w, 0);
        }
      else
        separate (w, count_chars (text, length));
      /* Nor where a long line was broken before it. */
      if (w->column == 0 && text[0] == '%')
        put_raw (w, " ", 1);
      put_raw (w, text, length);
      break;

    case BRG_COMMENT_BRACE:
      if (w->flow && (strpbrk (text, "\r\n") != NULL || !fits_own_line (text)))
        {
          /* Too long for a line of its own, or of several lines: on lines
           * of its own, wrapped where a line is too long. */
          guint trimmed = w->trimmed;

          start_line (w);
          put_raw (w, "{", 1);
          replaced = put_flowed_comment (w, text);
          put_raw (w, "}", 1);
          end_line (w);
          if (w->trimmed > trimmed)
            warn (w, "pbn-write-comment-spaces",
                  g_dngettext (GETTEXT_PACKAGE,
                               "a comment had spaces at the end of %u line; in a file with "
                               "wrapped comments (format=flowed) they would join lines, so "
                               "they were left out",
                               "a comment had spaces at the end of %u lines; in a file with "
                               "wrapped comments (format=flowed) they would join lines, so "
                               "they were left out", w->trimmed - trimmed),
                  w->trimmed - trimmed);
        }
      else if (strpbrk (text, "\r\n") != NULL)
        {
          /* A comment of several lines stands on its own lines, as it is. */
          start_line (w);
          put_raw (w, "{", 1);
          replaced = put_text (w, text, FALSE, TRUE);
          put_raw (w, "}", 1);
          end_line (w);
        }
      else
        {
          if (place == PLACE_OWN_LINE)
            start_line (w);
          separate (w, 2 + count_chars (text, length));
          put_raw (w, "{", 1);
          replaced = put_text (w, text, FALSE, TRUE);
          put_raw (w, "}", 1);
        }
      break;

    default:
      g_assert_not_reached ();
    }

  if (replaced > 0)
    warn (w, "pbn-write-comment-characters",
          _("a comment holds %u tabs, control characters or braces that export format "
            "does not allow; they were written as spaces or “)”"),
          replaced);
}

static void
write_comments (Writer    *w,
                GPtrArray *comments,
                Place      place)
{
  if (comments == NULL)
    return;

  for (guint i = 0; i < comments->len; i++)
    write_comment (w, g_ptr_array_index (comments, i), place);
}

/* A tag pair on a line of its own (PBN §3.3), then its comments, each at
 * the start of a new line (PBN §3.8). */
static void
write_tag_full (Writer     *w,
                const char *name,
                const char *prefix,
                const char *value,
                GPtrArray  *comments)
{
  guint replaced;

  start_line (w);
  put_raw (w, "[", 1);
  put_raw (w, name, strlen (name));
  put_raw (w, " \"", 2);
  put_raw (w, prefix, strlen (prefix));
  replaced = put_text (w, value, TRUE, FALSE);
  put_raw (w, "\"]", 2);
  if (replaced > 0)
    warn (w, "pbn-write-value-characters",
          _("the value of tag %s holds %u tabs or control characters that export format "
            "does not allow; they were written as spaces"),
          name, replaced);
  end_line (w);

  write_comments (w, comments, PLACE_OWN_LINE);
}

/* How a line of section data kept as it was read is written. */
typedef enum
{
  LINE_AS_IS,
  LINE_CLOSE_BRACE,  /* a `}` after it */
  LINE_LEFT_OUT,     /* not at all */
} LineFix;

/* Finds what in @lines, written one below the other, would read
 * otherwise than it was read, and sets @fixes for each line:
 *
 * - A brace comment that no `}` closes: the reader ended it at the end of
 *   its line because no `}` followed anywhere in the file; written back, a
 *   `}` further on (of a comment the writer writes) would close it
 *   instead, and it would swallow the tags between (PBN §3.8). A `}` ends
 *   it where it ended.
 * - An empty line outside a comment: a line of spaces and control
 *   characters (read as spaces), which did not end the game; written
 *   empty, it would (PBN §3). It is left out. */
static void
fix_section_lines (GPtrArray *lines,
                   LineFix   *fixes)
{
  g_autoptr(GString) joined = g_string_new (NULL);
  g_autofree gsize *starts = g_new (gsize, lines->len + 1);
  gboolean empty = FALSE;
  BrgPbnLexer lexer;
  BrgPbnToken token;
  guint line = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const char *text = g_ptr_array_index (lines, i);

      starts[i] = joined->len;
      empty = empty || text[0] == '\0';
      g_string_append (joined, text);
      g_string_append_c (joined, '\n');
    }
  starts[lines->len] = joined->len;
  if (!empty && memchr (joined->str, '{', joined->len) == NULL)
    return;

  brg_pbn_lexer_init (&lexer, joined->str, joined->len, NULL, NULL);
  for (brg_pbn_lexer_next (&lexer, &token); token.kind != BRG_PBN_TOKEN_EOF;
       brg_pbn_lexer_next (&lexer, &token))
    {
      LineFix fix;

      if (token.kind == BRG_PBN_TOKEN_BLANK_LINE)
        fix = LINE_LEFT_OUT;
      else if (token.kind == BRG_PBN_TOKEN_BRACE_COMMENT
               && (token.end == 0 || joined->str[token.end - 1] != '}'))
        fix = LINE_CLOSE_BRACE;
      else
        continue;
      while (starts[line + 1] <= token.offset)
        line++;
      fixes[line] = fix;
    }
}

static void
write_section_lines (Writer    *w,
                     GPtrArray *lines)
{
  g_autofree LineFix *fixes = NULL;

  if (lines == NULL)
    return;

  fixes = g_new0 (LineFix, lines->len);
  fix_section_lines (lines, fixes);
  for (guint i = 0; i < lines->len; i++)
    {
      if (fixes[i] == LINE_LEFT_OUT)
        continue;
      start_line (w);
      put_text (w, g_ptr_array_index (lines, i), FALSE, FALSE);
      if (fixes[i] == LINE_CLOSE_BRACE)
        put_raw (w, "}", 1);
      end_line (w);
    }
}

/* Whether the lines of a table's section hold only its elements, string
 * tokens and section tokens (PBN §5.1): no commentary (§3.8), escape line
 * (§2.4) or bracket that laying the rows out anew would move to where it
 * reads otherwise. */
static gboolean
section_is_plain (GPtrArray *lines)
{
  for (guint i = 0; lines != NULL && i < lines->len; i++)
    {
      const char *p = g_ptr_array_index (lines, i);

      for (; *p != '\0'; p++)
        {
          if (*p == '"')
            {
              for (p++; *p != '\0' && *p != '"'; p++)
                if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                  p++;
              if (*p == '\0')
                return FALSE;
            }
          else if (strchr ("{};%[]", *p) != NULL)
            {
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* How a tag's value is written (PBN §4.8). */
typedef enum
{
  FORM_OMIT,      /* left out: an earlier `##` gives it */
  FORM_PLAIN,     /* the value */
  FORM_PREVIOUS,  /* `#`: the value of the latest game with the tag */
  FORM_DEFINE,    /* `##value`: this value here and in later games */
} Form;

/* Chooses how to write @value, the value the model holds for the tag
 * @name of this game (@tag, or NULL for one the writer adds), so that a
 * reader resolves it to @value: `#` and the omission of a `##` value are
 * kept only where they still resolve so. A value inserted into a chain
 * (a mandatory `?`) would make a later `#` resolve to it; that `#` is then
 * written as its value. A plain value that differs from a `##` value in
 * force redefines it for the games after (§4.8: "the date tag is
 * redefined"), and is written `##` so that every reader sees so. Updates
 * what a reader knows at this point. */
static Form
choose_form (Writer       *w,
             const char   *name,
             const BrgTag *tag,
             const char   *value)
{
  BrgInheritance inheritance = tag != NULL ? tag->inheritance : BRG_INHERITANCE_NONE;
  const char *defined, *previous;
  Form form;

  if (w->resolve)
    return FORM_PLAIN;

  defined = g_hash_table_lookup (w->defines, name);
  previous = g_hash_table_lookup (w->last, name);

  if (inheritance == BRG_INHERITANCE_IMPLICIT && g_strcmp0 (defined, value) == 0)
    form = FORM_OMIT;
  else if (inheritance == BRG_INHERITANCE_PREVIOUS
           && g_strcmp0 (previous != NULL ? previous : "", value) == 0)
    form = FORM_PREVIOUS;
  else if (inheritance == BRG_INHERITANCE_DEFINES
           || (defined != NULL && strcmp (defined, value) != 0))
    form = FORM_DEFINE;
  else
    form = FORM_PLAIN;

  /* What the reader makes of it: `##` defines, `#` ends a definition. */
  if (form == FORM_DEFINE)
    g_hash_table_replace (w->defines, g_strdup (name), g_strdup (value));
  else if (form == FORM_PREVIOUS)
    g_hash_table_remove (w->defines, name);
  g_hash_table_replace (w->game_values, g_strdup (name), g_strdup (value));
  return form;
}

/* The game is written: its values are the previous ones for the next. */
static void
commit_game_values (Writer *w)
{
  GHashTableIter iter;
  gpointer name, value;

  g_hash_table_iter_init (&iter, w->game_values);
  while (g_hash_table_iter_next (&iter, &name, &value))
    {
      g_hash_table_iter_steal (&iter);
      g_hash_table_replace (w->last, name, value);
    }
}

/* Writes a tag with @value in the form choose_form() gives. Returns
 * whether it was written. */
static gboolean
write_inherited_tag (Writer       *w,
                     const char   *name,
                     const BrgTag *tag,
                     const char   *value)
{
  GPtrArray *comments = tag != NULL ? tag->comments : NULL;

  switch (choose_form (w, name, tag, value))
    {
    case FORM_OMIT:
      return FALSE;
    case FORM_PREVIOUS:
      write_tag_full (w, name, "#", "", comments);
      return TRUE;
    case FORM_DEFINE:
      write_tag_full (w, name, "##", value, comments);
      return TRUE;
    case FORM_PLAIN:
    default:
      write_tag_full (w, name, "", value, comments);
      return TRUE;
    }
}

static gboolean
write_plain_tag (Writer       *w,
                 const BrgTag *tag)
{
  return write_inherited_tag (w, tag->name, tag, tag->value);
}

static int
classify_tag (const char *name)
{
  const BrgPbnTag *tag = brg_pbn_tag_lookup (name);

  if (tag == NULL)
    return TAG_OTHER;
  if (tag->mandatory >= 0)
    return tag->mandatory;
  if (tag->kind == BRG_PBN_TAG_KIND_AUCTION)
    return TAG_AUCTION;
  if (tag->kind == BRG_PBN_TAG_KIND_PLAY)
    return TAG_PLAY;
  if (tag->kind == BRG_PBN_TAG_KIND_NOTE)
    return TAG_NOTE;
  return TAG_OTHER;
}

static const char *
mandatory_name (guint kind)
{
  return brg_pbn_tag_get_mandatory (kind)->name;
}

static gboolean
is_unknown_value (const char *value)
{
  return value == NULL || strcmp (value, "?") == 0;
}

static gboolean
has_section (const BrgTag *tag)
{
  return tag->section != NULL && tag->section->len > 0;
}

static void
collect_tags (Writer *w,
              Game   *game)
{
  guint n_tags = brg_board_get_n_tags (game->board);
  Anchor anchor = ANCHOR_NONE;

  g_array_set_size (w->others, 0);
  g_array_set_size (w->sections, 0);
  g_array_set_size (w->notes, 0);

  for (guint i = 0; i < n_tags; i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (game->board, i);
      int kind = classify_tag (tag->name);
      const BrgTag **slot = NULL;
      TagRef ref = { tag, i, ANCHOR_NONE };

      if (kind < N_MANDATORY)
        slot = &game->mandatory[kind];
      else if (kind == TAG_AUCTION)
        slot = &game->auction_tag;
      else if (kind == TAG_PLAY)
        slot = &game->play_tag;

      if (slot != NULL)
        {
          if (*slot == NULL)
            {
              *slot = tag;
            }
          else if (tag->inheritance != BRG_INHERITANCE_IMPLICIT)
            {
              /* A tag pair occurs only once (PBN §3.4). */
              warn (w, "pbn-write-duplicate-tag",
                    _("the tag %s is given more than once; only the first was written"),
                    tag->name);
            }

          if (kind == TAG_AUCTION)
            anchor = ANCHOR_AUCTION;
          else if (kind == TAG_PLAY)
            anchor = ANCHOR_PLAY;
          continue;
        }

      if (kind == TAG_NOTE)
        {
          ref.anchor = anchor;
          g_array_append_val (w->notes, ref);
        }
      else if (has_section (tag))
        {
          g_array_append_val (w->sections, ref);
        }
      else
        {
          g_array_append_val (w->others, ref);
        }
    }
}

static int
compare_tag_refs (gconstpointer a,
                  gconstpointer b)
{
  const TagRef *ra = a;
  const TagRef *rb = b;
  int result = strcmp (ra->tag->name, rb->tag->name);

  if (result != 0)
    return result;

  return ra->index < rb->index ? -1 : ra->index > rb->index;
}

/* Writes the tags of @refs sorted by name (PBN §3.1, §3.4), the first of
 * each name only. */
static void
write_sorted_tags (Writer *w,
                   GArray *refs)
{
  const char *previous = NULL;

  g_array_sort (refs, compare_tag_refs);

  for (guint i = 0; i < refs->len; i++)
    {
      const BrgTag *tag = g_array_index (refs, TagRef, i).tag;

      if (previous != NULL && strcmp (previous, tag->name) == 0)
        {
          if (tag->inheritance != BRG_INHERITANCE_IMPLICIT)
            warn (w, "pbn-write-duplicate-tag",
                  _("the tag %s is given more than once; only the first was written"),
                  tag->name);
          continue;
        }
      previous = tag->name;

      if (!write_plain_tag (w, tag))
        continue;

      if (has_section (tag))
        {
          GError *error = NULL;
          BrgPbnTable *table = NULL;

          if (brg_pbn_is_table_name (tag->name))
            table = brg_pbn_table_new_from_tag (tag, &error);
          /* Rows laid out anew would move commentary among them. */
          if (table != NULL && !section_is_plain (tag->section))
            g_clear_pointer (&table, brg_pbn_table_free);

          if (table != NULL)
            {
              GPtrArray *lines = brg_pbn_table_format_rows (table);

              write_section_lines (w, lines);
              g_ptr_array_unref (lines);
              brg_pbn_table_free (table);
            }
          else
            {
              if (error != NULL)
                {
                  warn (w, "pbn-write-table",
                        _("the table %s was written as it was read: %s"),
                        tag->name, error->message);
                  g_error_free (error);
                }
              write_section_lines (w, tag->section);
            }
        }
    }
}

/* Canonical values (PBN §3.4.9–§3.4.15, §3.11). Each returns the value to
 * write, in w->value or a static string. */

static const char *
seat_text (BrgSeat seat)
{
  static const char * const letters[] = { "N", "E", "S", "W" };

  return letters[seat & 3];
}

static void
not_canonical (Writer     *w,
               guint       kind,
               const char *value)
{
  warn (w, "pbn-write-noncanonical-value",
        _("the %s value “%s” has no export form; it was written as it is"),
        mandatory_name (kind), value);
}

static const char *
canonical_dealer (Writer *w,
                  Game   *game)
{
  const BrgTag *tag = game->mandatory[TAG_DEALER];
  BrgSeat seat;

  if (tag == NULL || is_unknown_value (tag->value))
    return game->dealer != BRG_SEAT_NONE ? seat_text (game->dealer) : "?";
  if (tag->value[0] == '\0')
    return "";
  if (brg_seat_from_pbn (tag->value, &seat))
    return seat_text (seat);

  not_canonical (w, TAG_DEALER, tag->value);
  return tag->value;
}

static const char *
canonical_vulnerable (Writer *w,
                      Game   *game)
{
  const BrgTag *tag = game->mandatory[TAG_VULNERABLE];
  BrgVulnerability vulnerability;

  if (tag == NULL)
    return "?";
  if (tag->value[0] == '\0' || is_unknown_value (tag->value))
    return tag->value;
  if (brg_vulnerability_from_pbn (tag->value, &vulnerability))
    return brg_vulnerability_to_pbn (vulnerability);

  not_canonical (w, TAG_VULNERABLE, tag->value);
  return tag->value;
}

static BrgSeat
deal_first_seat (Game       *game,
                 const char *value)
{
  BrgSeat seat;
  char first[2] = { 0, 0 };

  if (game->dealer != BRG_SEAT_NONE)
    return game->dealer;

  if (value != NULL && value[0] != '\0' && value[1] == ':')
    {
      first[0] = value[0];
      if (brg_seat_from_pbn (first, &seat))
        return seat;
    }

  return BRG_SEAT_NORTH;
}

static const char *
canonical_deal (Writer *w,
                Game   *game)
{
  const BrgTag *tag = game->mandatory[TAG_DEAL];
  BrgDeal *deal = brg_board_get_deal (game->board);
  g_autoptr(BrgDeal) parsed = NULL;

  g_string_truncate (w->value, 0);

  /* The export form starts at the dealer, ranks descending (PBN §3.4.11). */
  if (deal != NULL && !brg_deal_is_empty (deal))
    {
      g_autofree char *text = brg_deal_to_pbn (deal, deal_first_seat (game, tag != NULL
                                                                               ? tag->value
                                                                               : NULL));

      g_string_assign (w->value, text);
      return w->value->str;
    }

  if (tag == NULL)
    return "?";
  if (tag->value[0] == '\0' || is_unknown_value (tag->value))
    return tag->value;

  parsed = brg_deal_new_from_pbn (tag->value, NULL);
  if (parsed != NULL)
    {
      g_autofree char *text = brg_deal_to_pbn (parsed, deal_first_seat (game, tag->value));

      g_string_assign (w->value, text);
      return w->value->str;
    }

  not_canonical (w, TAG_DEAL, tag->value);
  return tag->value;
}

static const char *
canonical_declarer (Writer *w,
                    Game   *game)
{
  const BrgTag *tag = game->mandatory[TAG_DECLARER];
  BrgSeat seat;
  gboolean swapped;

  if (tag == NULL || is_unknown_value (tag->value))
    {
      if (!game->have_contract)
        return "?";
      if (game->contract.passed_out)
        return "";
      return seat_text (game->contract_declarer);
    }
  if (tag->value[0] == '\0')
    return "";
  if (brg_declarer_from_pbn (tag->value, &seat, &swapped))
    {
      g_string_truncate (w->value, 0);
      if (swapped)
        g_string_append_c (w->value, '^');
      g_string_append (w->value, seat_text (seat));
      return w->value->str;
    }

  not_canonical (w, TAG_DECLARER, tag->value);
  return tag->value;
}

static const char *
canonical_contract (Writer *w,
                    Game   *game)
{
  const BrgTag *tag = game->mandatory[TAG_CONTRACT];
  BrgContract contract;
  g_autofree char *text = NULL;

  if (tag == NULL || is_unknown_value (tag->value))
    {
      if (!game->have_contract)
        return "?";
      contract = game->contract;
    }
  else if (tag->value[0] == '\0')
    {
      return "";
    }
  else if (!brg_contract_from_pbn (tag->value, &contract))
    {
      not_canonical (w, TAG_CONTRACT, tag->value);
      return tag->value;
    }

  text = brg_contract_to_pbn (&contract);
  g_string_assign (w->value, text);
  return w->value->str;
}

/* Result as declarer's tricks (PBN §3.4.15), read as the board reads it. */
static const char *
canonical_result (Writer *w,
                  Game   *game)
{
  const BrgTag *tag = game->mandatory[TAG_RESULT];
  BrgResult result;
  gboolean differs;
  int tricks;

  if (tag == NULL || is_unknown_value (tag->value))
    {
      if (game->have_contract && game->contract.passed_out)
        return "";
      if (game->play != NULL && brg_play_is_complete (game->play))
        {
          g_string_printf (w->value, "%u", brg_play_get_declarer_tricks (game->play));
          return w->value->str;
        }
      return "?";
    }
  if (tag->value[0] == '\0')
    return "";

  /* The board reads its first Result tag, which is @tag. */
  tricks = brg_result_from_pbn (tag->value, &result)
             ? brg_board_get_result_tricks (game->board, &differs) : -1;
  if (tricks < 0)
    {
      not_canonical (w, TAG_RESULT, tag->value);
      return tag->value;
    }
  g_string_printf (w->value, "%s%d", differs ? "^" : "", tricks);
  return w->value->str;
}

static void
prepare_game (Game     *game,
              BrgBoard *board)
{
  memset (game, 0, sizeof *game);
  game->board = board;
  game->auction = brg_board_get_auction (board);
  game->play = brg_board_get_play (board);
  game->dealer = BRG_SEAT_NONE;
  game->declarer = BRG_SEAT_NONE;
  game->contract_declarer = BRG_SEAT_NONE;

  if (game->auction != NULL && brg_auction_is_complete (game->auction))
    game->have_contract = brg_auction_get_contract (game->auction, &game->contract,
                                                    &game->contract_declarer);
}

static void
resolve_seats (Game *game)
{
  const BrgTag *tag;
  BrgSeat seat;
  gboolean swapped;

  tag = game->mandatory[TAG_DEALER];
  if (tag != NULL && brg_seat_from_pbn (tag->value, &seat))
    game->dealer = seat;
  else if (game->auction != NULL)
    game->dealer = brg_auction_get_dealer (game->auction);

  tag = game->mandatory[TAG_DECLARER];
  if (tag != NULL && brg_declarer_from_pbn (tag->value, &seat, &swapped))
    game->declarer = seat;
  else if (game->have_contract && !game->contract.passed_out)
    game->declarer = game->contract_declarer;
}

/* Whether @text is a card or call token (PBN §3.2): letters, digits and
 * `-`. */
static gboolean
is_item_token (const char *text)
{
  if (text[0] == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

/* What an unknown call stands for: its annotation's first comment, the
 * token the reader kept (BRG_COMMENT_TOKEN). */
static const char *
kept_token_text (const BrgAnnotation *annotation)
{
  const BrgComment *first;

  if (annotation == NULL || annotation->comments == NULL || annotation->comments->len == 0)
    return NULL;
  first = g_ptr_array_index (annotation->comments, 0);
  return first->kind == BRG_COMMENT_TOKEN ? first->text : NULL;
}

/* What an unknown card stands for, when the reader could not read it: a
 * kept card token (§3.2: letters, digits and `-`), which holds a column.
 * Any other kept token only follows the card. */
static const char *
kept_card_text (const BrgAnnotation *annotation)
{
  const char *text = kept_token_text (annotation);

  return text != NULL && is_item_token (text) ? text : NULL;
}

static void
write_annotation (Writer              *w,
                  const BrgAnnotation *annotation,
                  guint8               suffix_base,
                  guint                skip_comments)
{
  char token[16];

  if (annotation == NULL)
    return;

  /* The note reference, then the NAGs ascending, the suffix translated
   * into its NAG (PBN §3.5.2, §3.6.2). */
  if (annotation->note > 0)
    {
      g_snprintf (token, sizeof token, "=%u=", annotation->note);
      put_token (w, token);
    }

  if (annotation->suffix != BRG_SUFFIX_NONE ||
      (annotation->nags != NULL && annotation->nags->len > 0))
    {
      g_autoptr(GArray) nags = brg_annotation_dup_export_nags (annotation, suffix_base);

      for (guint i = 0; i < nags->len; i++)
        {
          g_snprintf (token, sizeof token, "$%u", g_array_index (nags, guint8, i));
          put_token (w, token);
        }
    }

  for (guint i = skip_comments; annotation->comments != NULL && i < annotation->comments->len; i++)
    write_comment (w, g_ptr_array_index (annotation->comments, i), PLACE_INLINE);
}

static void
write_note (Writer        *w,
            const BrgNote *note)
{
  g_autofree char *value = g_strdup_printf ("%u:%s", note->index,
                                            note->text != NULL ? note->text : "");

  write_tag_full (w, "Note", "", value, note->comments);
}

static void
write_kept_notes (Writer *w,
                  Anchor  anchor)
{
  for (guint i = 0; i < w->notes->len; i++)
    {
      const TagRef *ref = &g_array_index (w->notes, TagRef, i);

      /* Data after a Note tag is not PBN (PBN §3.5.5), but it is kept. */
      if (ref->anchor == anchor && write_plain_tag (w, ref->tag))
        write_section_lines (w, ref->tag->section);
    }
}

/* Notes are numbered 1 to 32 (PBN §3.5.4). */
static guint32
note_bit (guint index)
{
  return index >= 1 && index <= 32 ? 1u << (index - 1) : 0;
}

/* Whether a reader would give the Note tag @tag to a section whose notes
 * @taken already holds (PBN §3.5.5, §3.6.5): a note `<number>:<text>`
 * without data after it, whose number the section has not yet. */
static gboolean
note_would_attach (const BrgTag *tag,
                   guint32       taken)
{
  const char *text;
  guint index;

  return tag->inheritance == BRG_INHERITANCE_NONE
         && brg_pbn_note_from_value (tag->value, &index, &text)
         && !has_section (tag)
         && (taken & note_bit (index)) == 0;
}

/* Note tags the model keeps as tags after the auction or the play are
 * those the section could not take when the file was read: a second note
 * of a number, or a note after a tag that ended the section (PBN §3.5.5).
 * Written after the section's own notes, the first kind is a tag again
 * when read, but the second would join the section and change the board.
 * Such a note is written before the auction instead, where no section
 * takes it, so that the export reads back as it was written. */
static guint32
note_bits (BrgSection *section)
{
  guint32 bits = 0;

  for (guint i = 0; section != NULL && i < brg_section_get_n_notes (section); i++)
    bits |= note_bit (brg_section_get_nth_note (section, i)->index);
  return bits;
}

static void
anchor_kept_notes (Writer *w,
                   Game   *game)
{
  guint32 taken[3] = { 0, 0, 0 };

  taken[ANCHOR_AUCTION] = note_bits ((BrgSection *) game->auction);
  taken[ANCHOR_PLAY] = note_bits ((BrgSection *) game->play);

  for (guint i = 0; i < w->notes->len; i++)
    {
      TagRef *ref = &g_array_index (w->notes, TagRef, i);

      if ((ref->anchor == ANCHOR_AUCTION && game->auction != NULL)
          || (ref->anchor == ANCHOR_PLAY && game->play != NULL))
        {
          if (note_would_attach (ref->tag, taken[ref->anchor]))
            ref->anchor = ANCHOR_NONE;
        }
    }
}

/* A section whose objects could not be built is written as it was read. */
static void
write_kept_section (Writer       *w,
                    const BrgTag *tag,
                    Anchor        anchor)
{
  write_plain_tag (w, tag);
  write_section_lines (w, tag->section);
  write_kept_notes (w, anchor);
}

/* PBN §3.5: the dealer's call left-justified, four calls to a line. */
static void
write_auction (Writer     *w,
               Game       *game,
               BrgAuction *auction)
{
  guint n_calls = brg_auction_get_n_calls (auction);
  BrgEndMark mark = brg_auction_get_end_mark (auction);
  BrgSeat dealer = brg_auction_get_dealer (auction);
  guint n_notes;

  write_tag_full (w, "Auction", "", BRG_SEAT_IS_VALID (dealer) ? seat_text (dealer) : "?",
                  game->auction_tag != NULL ? game->auction_tag->comments : NULL);

  for (guint i = 0; i < n_calls; i++)
    {
      BrgCallFlags flags = brg_auction_get_call_flags (auction, i);
      char token[16];

      if (i % 4 == 0)
        start_line (w);

      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);
      const char *kept = (flags & BRG_CALL_FLAGS_UNKNOWN) ? kept_token_text (annotation) : NULL;

      if (flags & BRG_CALL_FLAGS_SKIPPED)
        {
          put_token (w, "^S");
        }
      else if (kept != NULL)
        {
          /* A call the reader could not read, as it was written. */
          put_token (w, kept);
        }
      else
        {
          BrgCall call = brg_auction_get_call (auction, i);
          const char *text = BRG_CALL_IS_VALID (call) ? brg_call_to_pbn (call) : "-";

          g_snprintf (token, sizeof token, "%s%s",
                      (flags & BRG_CALL_FLAGS_INSUFFICIENT) ? "^I " : "", text);
          put_token (w, token);
        }

      write_annotation (w, annotation, 0, kept != NULL ? 1 : 0);
    }

  /* `*` stands on a line of its own, as in the example of PBN §1.2; `+`
   * takes the place of the next call (§3.5). */
  if (mark == BRG_END_MARK_STOP || (mark == BRG_END_MARK_CONTINUE && n_calls % 4 == 0))
    start_line (w);
  if (mark != BRG_END_MARK_NONE)
    put_token (w, mark == BRG_END_MARK_STOP ? "*" : "+");
  start_line (w);

  n_notes = brg_auction_get_n_notes (auction);
  for (guint i = 0; i < n_notes; i++)
    write_note (w, brg_auction_get_nth_note (auction, i));
  write_kept_notes (w, ANCHOR_AUCTION);
}

static void
write_card (Writer       *w,
            BrgPlay      *play,
            guint         position)
{
  BrgCard card = brg_play_get_card (play, position);
  BrgPlayFlags flags = brg_play_get_card_flags (play, position);
  const BrgAnnotation *annotation = brg_play_get_annotation (play, position);
  const char *kept = card == BRG_CARD_UNKNOWN ? kept_card_text (annotation) : NULL;
  char token[12];
  guint n = 0;

  if (flags & BRG_PLAY_FLAGS_REVOKE)
    {
      token[n++] = '^';
      token[n++] = 'R';
      token[n++] = ' ';
    }
  if (flags & BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN)
    {
      token[n++] = '^';
      token[n++] = 'L';
      token[n++] = ' ';
    }
  if (BRG_CARD_IS_VALID (card))
    {
      token[n++] = "CDHS"[BRG_CARD_SUIT (card)];
      token[n++] = "23456789TJQKA"[BRG_CARD_RANK (card) - 2];
    }
  else if (kept == NULL)
    {
      token[n++] = '-';
    }
  token[n] = '\0';

  if (kept != NULL)
    {
      /* The card token the reader kept stands in its column. */
      g_autofree char *text = g_strconcat (token, kept, NULL);

      put_token (w, text);
    }
  else
    put_token (w, token);
  write_annotation (w, annotation, 6, kept != NULL ? 1 : 0);
}

/* PBN §3.6: one trick a line, the columns in clockwise order from the
 * opening leader, whoever led the trick. */
static void
write_play (Writer  *w,
            Game    *game,
            BrgPlay *play)
{
  guint n_cards = brg_play_get_n_cards (play);
  BrgEndMark mark = brg_play_get_end_mark (play);
  BrgSeat leader = brg_play_get_leader (play);
  gboolean mark_written = FALSE;

  /* A claim stops the play before its last trick: `*` (PBN §3.6). */
  if (brg_play_get_claim (play) >= 0 && mark == BRG_END_MARK_NONE
      && brg_play_get_n_complete_tricks (play) < brg_play_get_total_tricks (play))
    mark = BRG_END_MARK_STOP;
  guint n_notes;

  /* Unknown cards at the end of the play are cards not played yet: a
   * reader cannot tell them from the `-` that fills the columns of the
   * last trick (PBN §3.6), so they are not written. */
  while (n_cards > 0 &&
         brg_play_get_card (play, n_cards - 1) == BRG_CARD_UNKNOWN &&
         brg_play_get_card_flags (play, n_cards - 1) == BRG_PLAY_FLAGS_NONE &&
         brg_play_get_annotation (play, n_cards - 1) == NULL)
    n_cards--;

  write_tag_full (w, "Play", "", BRG_SEAT_IS_VALID (leader) ? seat_text (leader) : "?",
                  game->play_tag != NULL ? game->play_tag->comments : NULL);
  if (!BRG_SEAT_IS_VALID (leader))
    leader = BRG_SEAT_NORTH;

  for (guint first = 0; first < n_cards; first += 4)
    {
      int column_position[4] = { -1, -1, -1, -1 };
      guint count = MIN (4, n_cards - first);
      int last_column = -1;
      int plus_column = -1;

      for (guint k = 0; k < count; k++)
        {
          BrgSeat seat = brg_play_get_card_seat (play, first + k);
          int column = (int) ((seat - leader) & 3);

          if (!BRG_SEAT_IS_VALID (seat) || column_position[column] >= 0)
            {
              /* The model keeps one card a seat in a trick; guard anyway. */
              column = 0;
              while (column < 4 && column_position[column] >= 0)
                column++;
            }
          column_position[column] = (int) (first + k);
          last_column = MAX (last_column, column);
        }

      if (count < 4 && mark == BRG_END_MARK_CONTINUE)
        {
          BrgSeat next = brg_play_get_next_seat (play);

          /* `+` stands for the next card to play (PBN §3.6). */
          if (BRG_SEAT_IS_VALID (next) && column_position[(next - leader) & 3] < 0)
            {
              plus_column = (int) ((next - leader) & 3);
              last_column = MAX (last_column, plus_column);
            }
        }

      start_line (w);
      for (int column = 0; column <= last_column; column++)
        {
          if (column_position[column] >= 0)
            {
              write_card (w, play, (guint) column_position[column]);
            }
          else if (column == plus_column)
            {
              put_token (w, "+");
              mark_written = TRUE;
            }
          else
            {
              put_token (w, "-");
            }
        }
    }

  if (mark == BRG_END_MARK_STOP || (mark == BRG_END_MARK_CONTINUE && n_cards % 4 == 0))
    start_line (w);
  if (mark != BRG_END_MARK_NONE && !mark_written)
    put_token (w, mark == BRG_END_MARK_STOP ? "*" : "+");
  start_line (w);

  n_notes = brg_play_get_n_notes (play);
  for (guint i = 0; i < n_notes; i++)
    write_note (w, brg_play_get_nth_note (play, i));
  write_kept_notes (w, ANCHOR_PLAY);
}

/* A board of commentary only (RBN's free text between records) is
 * written as its comments. A board with nothing at all is still a board:
 * it is written with its mandatory tags unknown, so that no board is
 * lost. */
static gboolean
is_comments_only (BrgBoard *board)
{
  guint n_tags = brg_board_get_n_tags (board);
  BrgDeal *deal;

  if (brg_board_get_n_leading_comments (board) == 0)
    return FALSE;
  for (guint i = 0; i < n_tags; i++)
    if (brg_board_get_nth_tag (board, i)->inheritance != BRG_INHERITANCE_IMPLICIT)
      return FALSE;

  deal = brg_board_get_deal (board);
  return (deal == NULL || brg_deal_is_empty (deal)) &&
         brg_board_get_auction (board) == NULL &&
         brg_board_get_play (board) == NULL;
}

static void
write_game (Writer   *w,
            BrgBoard *board)
{
  guint n_leading = brg_board_get_n_leading_comments (board);
  Game game;

  /* Commentary before the first tag (PBN §3.8). */
  for (guint i = 0; i < n_leading; i++)
    {
      const BrgComment *comment = brg_board_get_leading_comment (board, i);

      /* Escape lines before the first game of a file are the file's
       * (PBN §2.4), and a reader takes them so: there `% PBN x.y`,
       * `% EXPORT` and a content type line would say again, or say
       * otherwise, what the file's first lines say. They are left out, as
       * the file's own are (written anew). */
      if (w->file_start && comment->kind == BRG_COMMENT_ESCAPE
          && comment->text != NULL
          && (brg_pbn_escape_is_version (comment->text)
              || brg_pbn_escape_is_content_type (comment->text)))
        continue;
      if (comment->kind != BRG_COMMENT_ESCAPE)
        w->file_start = FALSE;
      write_comment (w, comment, PLACE_OWN_LINE);
    }
  w->file_start = FALSE;
  start_line (w);

  if (is_comments_only (board))
    return;

  prepare_game (&game, board);
  collect_tags (w, &game);
  anchor_kept_notes (w, &game);
  resolve_seats (&game);

  /* The identification section: the 15 mandatory tags in order, then the
   * others sorted by name (PBN §3.4). */
  for (guint kind = 0; kind < N_MANDATORY; kind++)
    {
      const BrgTag *tag = game.mandatory[kind];
      const char *value;

      switch (kind)
        {
        case TAG_DEALER:
          value = canonical_dealer (w, &game);
          break;
        case TAG_VULNERABLE:
          value = canonical_vulnerable (w, &game);
          break;
        case TAG_DEAL:
          value = canonical_deal (w, &game);
          break;
        case TAG_DECLARER:
          value = canonical_declarer (w, &game);
          break;
        case TAG_CONTRACT:
          value = canonical_contract (w, &game);
          break;
        case TAG_RESULT:
          value = canonical_result (w, &game);
          break;
        default:
          value = tag != NULL ? tag->value : "?";
          break;
        }

      /* Data after a mandatory tag is not a PBN section, but it is kept. */
      if (write_inherited_tag (w, mandatory_name (kind), tag, value) && tag != NULL)
        write_section_lines (w, tag->section);
    }

  write_sorted_tags (w, w->others);
  write_kept_notes (w, ANCHOR_NONE);

  /* The auction section and the play section, each with its notes (PBN
   * §3.5.5, §3.6.5), then the supplemental sections sorted by name (§3.1). */
  if (game.auction != NULL)
    {
      if (game.auction_tag != NULL && has_section (game.auction_tag))
        warn (w, "pbn-write-section-dropped",
              _("there are both an auction and the text of an auction section; "
                "only the auction was written"));
      write_auction (w, &game, game.auction);
    }
  else if (game.auction_tag != NULL)
    {
      write_kept_section (w, game.auction_tag, ANCHOR_AUCTION);
    }
  else
    {
      write_kept_notes (w, ANCHOR_AUCTION);
    }

  if (game.play != NULL)
    {
      if (game.play_tag != NULL && has_section (game.play_tag))
        warn (w, "pbn-write-section-dropped",
              _("there are both a play and the text of a play section; "
                "only the play was written"));
      write_play (w, &game, game.play);
    }
  else if (game.play_tag != NULL)
    {
      write_kept_section (w, game.play_tag, ANCHOR_PLAY);
    }
  else
    {
      write_kept_notes (w, ANCHOR_PLAY);
    }

  write_sorted_tags (w, w->sections);
  start_line (w);
  commit_game_values (w);
}

static void
writer_init (Writer     *w,
             GString    *out,
             const char *eol,
             gboolean    resolve,
             GPtrArray  *diagnostics)
{
  memset (w, 0, sizeof *w);
  w->out = out;
  w->eol = eol;
  w->eol_len = (guint) strlen (eol);
  w->line = 1;
  w->resolve = resolve;
  w->diagnostics = diagnostics;
  w->others = g_array_new (FALSE, FALSE, sizeof (TagRef));
  w->sections = g_array_new (FALSE, FALSE, sizeof (TagRef));
  w->notes = g_array_new (FALSE, FALSE, sizeof (TagRef));
  w->value = g_string_sized_new (80);
  w->defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  w->last = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  w->game_values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
writer_clear (Writer *w)
{
  g_array_unref (w->others);
  g_array_unref (w->sections);
  g_array_unref (w->notes);
  g_string_free (w->value, TRUE);
  g_free (w->title);
  g_hash_table_unref (w->defines);
  g_hash_table_unref (w->last);
  g_hash_table_unref (w->game_values);
}

typedef enum
{
  TEXT_ASCII,
  TEXT_LATIN1,
  TEXT_UTF8,
} TextKind;

/* Whether every character fits ISO-8859-1 without the C1 controls, which
 * PBN does not use (§2.2) and readers take for Windows code pages. */
static TextKind
classify_text (const char *text,
               gsize       length)
{
  TextKind kind = TEXT_ASCII;
  gsize i = 0;

  while (i < length)
    {
      guint64 word;

      if (i + 8 <= length)
        {
          memcpy (&word, text + i, 8);
          if ((word & G_GUINT64_CONSTANT (0x8080808080808080)) == 0)
            {
              i += 8;
              continue;
            }
        }

      if ((guchar) text[i] < 0x80)
        {
          i++;
          continue;
        }

      if ((guchar) text[i] == 0xc3 && i + 1 < length)
        kind = TEXT_LATIN1;
      else if ((guchar) text[i] == 0xc2 && i + 1 < length && (guchar) text[i + 1] >= 0xa0)
        kind = TEXT_LATIN1;
      else
        return TEXT_UTF8;
      i += 2;
    }

  return kind;
}

static GBytes *
to_latin1 (const char *text,
           gsize       length)
{
  char *data = g_malloc (length + 1);
  gsize n = 0;

  for (gsize i = 0; i < length; i++)
    {
      guchar c = (guchar) text[i];

      if (c < 0x80)
        {
          data[n++] = (char) c;
        }
      else
        {
          data[n++] = (char) (((c & 0x03) << 6) | ((guchar) text[i + 1] & 0x3f));
          i++;
        }
    }

  return g_bytes_new_take (data, n);
}

/* Latin-1 bytes that happen to be valid UTF-8 would be taken for UTF-8
 * by a reader that looks before it trusts PBN §2.2. */
static gboolean
latin1_reads_as_utf8 (GString *out)
{
  g_autoptr(GBytes) bytes = to_latin1 (out->str, out->len);

  return g_utf8_validate (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL);
}

static gboolean
is_latin1_name (const char *charset)
{
  static const char * const names[] = {
    "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "L1", "CP819",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (charset, names[i]) == 0)
      return TRUE;
  return FALSE;
}

/* @out in @charset, or NULL when a character does not fit it (or iconv
 * does not know it), or when the bytes would read as UTF-8. */
static GBytes *
encode_declared (GString    *out,
                 const char *charset)
{
  gsize n = 0;
  char *data = g_convert (out->str, (gssize) out->len, charset, "UTF-8", NULL, &n, NULL);
  gboolean ascii = TRUE;

  if (data == NULL)
    return NULL;
  for (gsize i = 0; i < n && ascii; i++)
    ascii = (guchar) data[i] < 0x80;
  if (!ascii && g_utf8_validate_len (data, n, NULL))
    {
      g_free (data);
      return NULL;
    }
  return g_bytes_new_take (data, n);
}

static void
insert_line (GString    *out,
             gsize       position,
             const char *line)
{
  g_autofree char *text = g_strconcat (line, "\r\n", NULL);

  g_string_insert (out, (gssize) position, text);
}

/* What one pass of writing an event made. */
typedef struct
{
  GString  *out;
  gsize     header_end;        /* where a content type line goes */
  gboolean  had_content_type;
  char     *declared;          /* Owned: the set the event's content type names */
  guint     soft_breaks;
  guint     trimmed;
} Written;

/* Whether a tag of @event was read as `#` or `##` or left out for one
 * (PBN §4.8). A board not built has none: a file that has any is held
 * built (brg-pbn-lazy.c). */
static gboolean
has_inheritance (BrgEvent *event)
{
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board;

      if (!_brg_event_is_built (event, i))
        continue;
      board = brg_event_get_board (event, i);
      for (guint t = 0; t < brg_board_get_n_tags (board); t++)
        if (brg_board_get_nth_tag (board, t)->inheritance != BRG_INHERITANCE_NONE)
          return TRUE;
    }
  return FALSE;
}

/* A file (@snippet FALSE): CRLF, `% PBN 2.1` and `% EXPORT` first, and
 * comments wrapped when @flow. A snippet: as brg_pbn_write_board() writes
 * a game (LF, values resolved, no wrapping), and of the event's `%` lines
 * only those the snippet's author wrote. */
static void
write_event (BrgEvent  *event,
             gboolean   flow,
             gboolean   snippet,
             GPtrArray *found,
             Written   *written)
{
  guint n_boards = brg_event_get_n_boards (event);
  guint n_escapes = brg_event_get_n_escapes (event);
  gboolean joined = FALSE;
  Writer w;

  memset (written, 0, sizeof *written);
  written->out = g_string_sized_new (256 + (gsize) n_boards * 400);
  /* With no `#` anywhere every value is written as it is, and nothing
   * need follow what a reader would inherit: a third of the time. */
  writer_init (&w, written->out, snippet ? "\n" : "\r\n",
               snippet || !has_inheritance (event), found);
  w.flow = flow && !snippet;

  if (!snippet)
    {
      put_raw (&w, "% PBN 2.1", 9);
      end_line (&w);
      put_raw (&w, "% EXPORT", 8);
      end_line (&w);
    }
  written->header_end = written->out->len;

  for (guint i = 0; i < n_escapes; i++)
    {
      const char *escape = brg_event_get_escape (event, i);

      /* `% PBN x.y`, `% EXPORT` and the content type are written anew
       * in a file; a snippet keeps its own version line, and its
       * document says the character set. */
      if (brg_pbn_escape_is_content_type (escape))
        {
          written->had_content_type = TRUE;
          if (written->declared == NULL)
            written->declared = brg_pbn_escape_dup_charset (escape);
          continue;
        }
      if (brg_pbn_escape_is_version (escape) && !snippet)
        continue;

      put_raw (&w, "%", 1);
      put_text (&w, escape, FALSE, FALSE);
      end_line (&w);
    }

  for (guint i = 0; i < n_boards; i++)
    {
      /* A big file's board not built is built for this alone. */
      g_autoptr(BrgBoard) board = _brg_event_dup_board (event, i);
      gboolean comments_only = is_comments_only (board);

      w.board = i + 1;
      w.file_start = i == 0 && !snippet;
      w.source_line = brg_board_get_line (board);
      g_free (w.title);
      w.title = brg_board_dup_title (board, i + 1);
      if (i > 0 && !joined)
        end_line (&w);
      write_game (&w, board);

      /* A game has tags (PBN §3): commentary alone before an empty line
       * is a game for no reader (the PBN verifier calls it "not a
       * game"). Before the next game's first tag, where PBN §3.8 places a
       * game's opening comment, every reader keeps it; the mark after it
       * makes it a board of its own again here. */
      joined = comments_only && i + 1 < n_boards;
      if (joined)
        {
          const BrgComment end = { BRG_COMMENT_BRACE, (char *) BRG_PBN_BOARD_END };

          write_comment (&w, &end, PLACE_OWN_LINE);
          start_line (&w);
        }
    }

  written->soft_breaks = w.soft_breaks;
  written->trimmed = w.trimmed;
  writer_clear (&w);
}

/**
 * brg_pbn_write_bytes:
 * @event: an event
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for what could not be written in canonical form
 *
 * Writes @event in PBN export format (PBN §2.1–§3, §5): CRLF line ends,
 * `% PBN 2.1` and `% EXPORT` first, then the event's other escape lines;
 * games separated by one empty line; the 15 mandatory tags in order (`?`
 * when unknown, left out when an earlier `##` defines them), the other
 * tags sorted by name, the auction and play sections with their notes, the
 * supplemental sections sorted by name, tables laid out. Values are
 * canonical and taken from the deal, auction and play where they exist.
 *
 * The text is ISO-8859-1 when every character fits, else UTF-8 with a
 * `%Content-type: text/x-pbn; charset=UTF-8` line after `% EXPORT`.
 *
 * A brace comment with a line too long for export format (80 printing
 * characters) is wrapped at spaces as RFC 3676 "format=flowed" text: a
 * line that goes on in the next ends with a space, and the content type
 * line says `format=flowed`, so that brg_pbn_read_bytes() joins the lines
 * again and the comment reads back as it was. A file without such a
 * comment is written without it.
 *
 * Returns: (transfer full): the file contents
 */
GBytes *
brg_pbn_write_bytes (BrgEvent   *event,
                     GPtrArray **diagnostics)
{
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GBytes) encoded = NULL;
  Written written;
  GString *out;
  TextKind kind;
  GBytes *bytes;
  const char *declared, *charset;
  gboolean flowed;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  if (diagnostics != NULL)
    found = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);

  write_event (event, TRUE, FALSE, found, &written);
  if (written.soft_breaks == 0 && written.trimmed > 0)
    {
      /* Nothing was wrapped, so the file need not be flowed, and the
       * spaces that flowing would have dropped can stay. */
      g_string_free (written.out, TRUE);
      g_free (written.declared);
      if (found != NULL)
        g_ptr_array_set_size (found, 0);
      write_event (event, FALSE, FALSE, found, &written);
    }
  out = written.out;
  flowed = written.soft_breaks > 0;
  declared = written.declared != NULL && brg_charset_is_ascii_compatible (written.declared)
             ? written.declared : NULL;

  /* The set the file declared when every character fits it (the text as
   * it would be written, less the content type line, which is ASCII),
   * else ISO-8859-1 when every character fits that, else UTF-8. */
  kind = classify_text (out->str, out->len);
  if (declared != NULL && brg_charset_is_utf8 (declared))
    charset = "UTF-8";
  else if (declared != NULL && !is_latin1_name (declared)
           && (encoded = encode_declared (out, declared)) != NULL)
    charset = declared;
  else if (kind == TEXT_UTF8)
    charset = "UTF-8";
  else if (kind == TEXT_LATIN1 && !latin1_reads_as_utf8 (out))
    charset = "ISO-8859-1";
  else if (kind == TEXT_LATIN1)
    charset = "UTF-8";
  else
    charset = declared != NULL && is_latin1_name (declared) ? "ISO-8859-1" : NULL;

  /* The content type line: for a text that is not ASCII (but for the
   * ISO-8859-1 of PBN §2.2), for flowed comments, or because the file had
   * one. */
  if ((charset != NULL && kind != TEXT_ASCII && strcmp (charset, "ISO-8859-1") != 0)
      || flowed || written.had_content_type)
    {
      g_autofree char *content_type = NULL;

      content_type = g_strdup_printf ("%%Content-type: text/x-pbn; charset=%s%s",
                                      charset != NULL ? charset
                                      : kind == TEXT_ASCII ? "ISO-8859-1" : "UTF-8",
                                      flowed ? "; format=flowed" : "");
      insert_line (out, written.header_end, content_type);
      if (encoded != NULL)
        {
          g_clear_pointer (&encoded, g_bytes_unref);
          encoded = encode_declared (out, declared);
        }
    }

  if (encoded != NULL)
    {
      bytes = g_steal_pointer (&encoded);
      g_string_free (out, TRUE);
    }
  else if (g_strcmp0 (charset, "ISO-8859-1") == 0 && kind == TEXT_LATIN1)
    {
      bytes = to_latin1 (out->str, out->len);
      g_string_free (out, TRUE);
    }
  else
    {
      bytes = g_string_free_to_bytes (out);
    }
  g_free (written.declared);

  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&found);

  return bytes;
}

/**
 * brg_pbn_write_board:
 * @board: a board
 *
 * Writes one game as the export format lays it out, for the clipboard: in
 * UTF-8 with LF line ends, without the file's `%` lines. A game on its
 * own has no previous game, so inherited values (PBN §4.8) are written as
 * the values themselves instead of `#` or `##`. brg_pbn_read_snippet()
 * reads it back as it was, leading escape lines too.
 *
 * Returns: (transfer full): the game's text
 */
char *
brg_pbn_write_board (BrgBoard *board)
{
  GString *out;
  Writer w;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  out = g_string_sized_new (512);
  writer_init (&w, out, "\n", TRUE, NULL);
  w.board = 1;
  write_game (&w, board);
  writer_clear (&w);

  return g_string_free (out, FALSE);
}

/**
 * brg_pbn_write_snippet:
 * @event: the games of one `<PBN>` snippet (PBN §6.2)
 *
 * Writes the games of a snippet as Copy Board writes one
 * (brg_pbn_write_board()): UTF-8 with LF line ends, inherited values
 * written as values, comments not wrapped (a snippet declares no
 * format=flowed), games separated by one empty line. The snippet's own
 * `%` lines come first, but no `% EXPORT` or content type line: a
 * document says its character set. brg_pbn_read_snippet() reads it back
 * as it was.
 *
 * Returns: (transfer full): the snippet's text
 */
char *
brg_pbn_write_snippet (BrgEvent *event)
{
  Written written;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  write_event (event, FALSE, TRUE, NULL, &written);
  g_free (written.declared);
  return g_string_free (written.out, FALSE);
}

/**
 * brg_pbn_write_file:
 * @event: an event
 * @file: where to write
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for what could not be written in canonical form
 * @error: return location for a #GError
 *
 * Writes @event to @file in PBN export format, as brg_pbn_write_bytes()
 * does. The contents go to a temporary file that then replaces @file, so
 * on any error the old file is still there.
 *
 * Returns: %TRUE on success, %FALSE with @error set
 */
gboolean
brg_pbn_write_file (BrgEvent      *event,
                    GFile         *file,
                    GCancellable  *cancellable,
                    GPtrArray    **diagnostics,
                    GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = brg_pbn_write_bytes (event, diagnostics != NULL ? &found : NULL);
  if (!brg_write_file (file, bytes, BRG_WRITE_NONE, cancellable, error))
    return FALSE;

  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&found);

  return TRUE;
}
