/* brg-commentary.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "brg-commentary.h"
#include "brg-directive.h"

/**
 * BrgCommentary:
 *
 * Commentary as a reader sees it: the text of a comment (PBN §3.8) read as
 * the programs that write it mean it, in blocks of styled runs, for every
 * view to render its own way (the window, `finesse-cli show`, HTML).
 *
 * - Line ends: CRLF, CR and LF are the same.
 * - Paragraphs: a blank line ends one; runs of spaces are one space.
 * - Line breaks: a line end is a line break, as the author typed it (in
 *   the comment editor, in a LIN movie's text, as RBN's `|`); a line that
 *   a program wrapped to fit (RFC 3676 format=flowed, a space at its end)
 *   was joined again when the file was read. Text written by
 *   BridgeComposer's convention is the exception: it wraps its lines with
 *   plain line ends and marks its breaks with `\n` or `<br>`, so in a
 *   comment that holds that escape or one of its tags a single line end
 *   is soft, a space (brg_commentary_line_ends_are_soft()).
 * - Hard line breaks: BridgeComposer's `\n` escape and `<br>`.
 * - Suits: PBN's `\S \H \D \C` (BridgeComposer and BEN write them in lower
 *   case too) and BBO's `!S !H !D !C` become ♠ ♥ ♦ ♣.
 * - Markup: BridgeComposer's HTML tags `<b>` `<strong>` `<i>` `<em>` `<u>`
 *   `<s>` `<strike>` `<del>` `<tt>` `<code>` `<sup>` `<sub>` style the text;
 *   `<p>` and `<div>` start a paragraph; `<font>`, `<span>`, `<center>`,
 *   `<big>`, `<small>` and `<a>` are dropped and their text kept. Text in
 *   angle brackets that is no such tag stays as it is ("1 < 2"). The
 *   entities `&amp; &lt; &gt; &quot; &apos; &nbsp;` and `&#N;` `&#xN;` are
 *   decoded.
 * - Directives are not for readers and are dropped: PGN supplement
 *   commands (`[%clk 0:01:00]`, LIN's `[%pg]`, our `[%reveal play]`) and
 *   lesson directives (Bridge Classroom's `[NEXT]`, `[show NS]`), as
 *   brg_directive_iter_next() finds them.
 * - Diagrams: a block with two lines or more laid out in columns (a run of
 *   three spaces or a tab inside the line) or two hand lines (a suit, then
 *   cards) is preformatted: its lines are kept, less the indentation they
 *   share. Prose that is merely indented is a paragraph.
 *
 * A `%` escape line is a directive for programs (PBN §2.4), never
 * commentary, nor is a token kept as it was read: brg_commentary_new_for_comment()
 * gives them no blocks.
 */
struct _BrgCommentary
{
  gatomicrefcount  ref_count;
  GPtrArray       *blocks;   /* of BrgTextBlock */
};

G_DEFINE_BOXED_TYPE (BrgCommentary, brg_commentary, brg_commentary_ref, brg_commentary_unref)

/* Stands for a line break the author asked for, between the passes. */
#define HARD_BREAK '\v'

static const char *suit_symbols[] = { "\u2660", "\u2665", "\u2666", "\u2663" };

static void
text_run_free (BrgTextRun *run)
{
  g_free (run->text);
  g_free (run);
}

static void
text_block_free (BrgTextBlock *block)
{
  g_ptr_array_unref (block->runs);
  g_free (block);
}

/* The index of a suit letter in "SHDC", either case, or -1. */
static int
suit_index (char c)
{
  const char *p = c != '\0' ? strchr ("SHDC", g_ascii_toupper (c)) : NULL;

  return p != NULL ? (int) (p - "SHDC") : -1;
}

/* Pass 1: one kind of line end, escapes resolved, supplement commands
 * dropped; author's line breaks are HARD_BREAK. */
static char *
normalize (const char *text)
{
  GString *out = g_string_sized_new (strlen (text) + 16);
  const char *p = text;
  BrgDirectiveIter directives;
  BrgDirective directive;
  gboolean more;

  brg_directive_iter_init (&directives, text, -1);
  more = brg_directive_iter_next (&directives, &directive);
  while (*p != '\0')
    {
      if (more && p >= text + directive.start)
        {
          /* Directives are for programs (brg-directive.c); no escape
           * below spans a `[`, so none starts inside one. */
          p = MAX (p, text + directive.end);
          more = brg_directive_iter_next (&directives, &directive);
        }
      else if (p[0] == '\r')
        {
          g_string_append_c (out, '\n');
          p += p[1] == '\n' ? 2 : 1;
        }
      else if (p[0] == '\\' && suit_index (p[1]) >= 0)
        {
          g_string_append (out, suit_symbols[suit_index (p[1])]);
          p += 2;
        }
      else if (p[0] == '\\' && p[1] == 'n')
        {
          /* A break typed at the end of a line is that line's end. */
          const char *q = p + 2;

          g_string_append_c (out, HARD_BREAK);
          while (*q == ' ' || *q == '\t')
            q++;
          if (q[0] == '\r' && q[1] == '\n')
            p = q + 2;
          else if (q[0] == '\n' || q[0] == '\r')
            p = q + 1;
          else
            p += 2;
        }
      else if (p[0] == '!' && suit_index (p[1]) >= 0 && !g_ascii_isalnum (p[2]))
        {
          g_string_append (out, suit_symbols[suit_index (p[1])]);
          p += 2;
        }
      else if (p[0] == HARD_BREAK || p[0] == '\f')
        {
          g_string_append_c (out, ' ');
          p++;
        }
      else
        g_string_append_c (out, *p++);
    }

  return g_string_free (out, FALSE);
}

static gboolean
is_blank_line (const char *line)
{
  return line[strspn (line, " \t")] == '\0';
}

/* Whether a line has a gap of three spaces or a tab between its words. */
static gboolean
has_column_gap (const char *line)
{
  const char *p = line + strspn (line, " \t");
  const char *end = p + strlen (p);

  while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
    end--;
  for (; p < end; p++)
    if (*p == '\t' || (p[0] == ' ' && p[1] == ' ' && p[2] == ' '))
      return TRUE;

  return FALSE;
}

/* "S K Q 10 2", "♥ AKJ", "H -": a suit, then ranks or a void. */
static gboolean
is_hand_line (const char *line)
{
  const char *p = line + strspn (line, " \t");
  gboolean any = FALSE;

  if (suit_index (*p) >= 0 && (p[1] == ' ' || p[1] == ':'))
    p++;
  else
    {
      gboolean symbol = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (suit_symbols); i++)
        if (g_str_has_prefix (p, suit_symbols[i]))
          {
            p += strlen (suit_symbols[i]);
            symbol = TRUE;
            break;
          }
      if (!symbol)
        return FALSE;
    }

  for (; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == ':')
        continue;
      if (strchr ("AKQJTakqjt98765432-x", *p) != NULL || (p[0] == '1' && p[1] == '0'))
        {
          if (p[0] == '1')
            p++;
          any = TRUE;
          continue;
        }
      if (g_str_has_prefix (p, "\u2014") || g_str_has_prefix (p, "\u2013"))
        {
          p += 2;
          any = TRUE;
          continue;
        }
      return FALSE;
    }

  return any;
}

/* Whether the lines of a block (its author's breaks counted as line ends)
 * are laid out rather than written as prose. */
static gboolean
is_preformatted (char **lines,
                 guint  n_lines)
{
  guint columns = 0;
  guint hands = 0;

  for (guint i = 0; i < n_lines; i++)
    {
      g_auto(GStrv) parts = NULL;
      char sep[2] = { HARD_BREAK, '\0' };

      parts = g_strsplit (lines[i], sep, -1);
      for (guint j = 0; parts[j] != NULL; j++)
        {
          columns += has_column_gap (parts[j]);
          hands += is_hand_line (parts[j]);
        }
    }

  return columns >= 2 || hands >= 2;
}

/* Pass 2: the runs of the blocks. */
typedef struct
{
  gboolean       soft_ends;    /* a single line end is a space */
  GPtrArray     *blocks;
  BrgTextBlock  *block;        /* the block being filled, or NULL */
  GString       *run;          /* the text of the run being filled */
  BrgTextStyle   run_style;
  guint          depth[7];     /* how many tags of each style are open */
  gboolean       preformatted;
  gboolean       space;        /* a space is due before the next text */
  BrgTextStyle   space_style;  /* the style where it stood */
} Builder;

static BrgTextStyle
current_style (const Builder *b)
{
  BrgTextStyle style = BRG_TEXT_PLAIN;

  for (guint i = 0; i < G_N_ELEMENTS (b->depth); i++)
    if (b->depth[i] > 0)
      style |= 1 << i;

  return style;
}

static void
flush_run (Builder *b)
{
  BrgTextRun *run;

  if (b->run->len == 0)
    return;

  if (b->block == NULL)
    {
      b->block = g_new0 (BrgTextBlock, 1);
      b->block->kind = b->preformatted ? BRG_TEXT_BLOCK_PREFORMATTED : BRG_TEXT_BLOCK_PARAGRAPH;
      b->block->runs = g_ptr_array_new_with_free_func ((GDestroyNotify) text_run_free);
      g_ptr_array_add (b->blocks, b->block);
    }

  run = g_new0 (BrgTextRun, 1);
  run->style = b->run_style;
  run->text = g_strndup (b->run->str, b->run->len);
  g_ptr_array_add (b->block->runs, run);
  g_string_truncate (b->run, 0);
}

/* The space due before the next text goes into the run being filled:
 * the space stood where the text was, before a tag that changes the
 * style. */
static void
emit_space (Builder *b)
{
  if (b->space && !b->preformatted)
    {
      gboolean at_line_start = b->run->len > 0
                               ? b->run->str[b->run->len - 1] == '\n'
                               : b->block == NULL && b->blocks->len == 0;

      if (!at_line_start && (b->run->len > 0 || b->block != NULL))
        {
          if (b->space_style != b->run_style)
            {
              flush_run (b);
              b->run_style = b->space_style;
            }
          g_string_append_c (b->run, ' ');
        }
    }
  b->space = FALSE;
}

static void
append_text (Builder    *b,
             const char *text,
             gssize      length)
{
  BrgTextStyle style = current_style (b);

  if (length < 0)
    length = strlen (text);
  if (length == 0)
    return;

  emit_space (b);
  if (style != b->run_style)
    {
      flush_run (b);
      b->run_style = style;
    }
  g_string_append_len (b->run, text, length);
}

static void
append_break (Builder *b)
{
  /* A break at the start of a paragraph says nothing. */
  if (b->block == NULL && b->run->len == 0)
    return;
  b->space = FALSE;
  append_text (b, "\n", 1);
}

/* Ends the block being filled: a line break or a space at its end goes. */
static void
end_block (Builder *b)
{
  flush_run (b);
  if (b->block != NULL)
    {
      /* Trailing breaks and spaces of the last runs go. */
      while (b->block->runs->len > 0)
        {
          BrgTextRun *last = g_ptr_array_index (b->block->runs, b->block->runs->len - 1);

          g_strchomp (last->text);
          if (last->text[0] != '\0')
            break;
          g_ptr_array_remove_index (b->block->runs, b->block->runs->len - 1);
        }
      if (b->block->runs->len == 0)
        g_ptr_array_remove (b->blocks, b->block);
    }
  b->block = NULL;
  b->space = FALSE;
}

static const struct {
  const char   *name;
  BrgTextStyle  style;
} style_tags[] = {
  { "b", BRG_TEXT_BOLD }, { "strong", BRG_TEXT_BOLD },
  { "i", BRG_TEXT_ITALIC }, { "em", BRG_TEXT_ITALIC },
  { "u", BRG_TEXT_UNDERLINE }, { "ins", BRG_TEXT_UNDERLINE },
  { "s", BRG_TEXT_STRIKETHROUGH }, { "strike", BRG_TEXT_STRIKETHROUGH },
  { "del", BRG_TEXT_STRIKETHROUGH },
  { "tt", BRG_TEXT_MONOSPACE }, { "code", BRG_TEXT_MONOSPACE },
  { "sup", BRG_TEXT_SUPERSCRIPT }, { "sub", BRG_TEXT_SUBSCRIPT },
};

/* Tags whose text stays and whose look is the reader's to choose. */
static const char *dropped_tags[] = {
  "font", "span", "center", "big", "small", "a", "html", "body",
};

/* Reads a tag at @p ("<b>", "</i>", "<br/>", "<font color=red>"): its
 * name in lower case and where it ends. Only names of the tags above. */
static gboolean
read_tag (const char  *p,
          char        *name,
          gsize        size,
          gboolean    *closing,
          const char **end)
{
  const char *q = p + 1;
  gsize n = 0;

  *closing = *q == '/';
  if (*closing)
    q++;
  while (g_ascii_isalpha (*q) && n + 1 < size)
    name[n++] = g_ascii_tolower (*q++);
  name[n] = '\0';
  if (n == 0 || g_ascii_isalnum (*q))
    return FALSE;

  /* Attributes, on the same line and not too long. */
  for (guint i = 0; *q != '>' && i < 200; q++, i++)
    if (*q == '\0' || *q == '<' || *q == '\n')
      return FALSE;
  if (*q != '>')
    return FALSE;

  *end = q + 1;
  return TRUE;
}

/* Handles the tag at @p; returns where the text goes on, or NULL when it
 * is not a tag of commentary. */
static const char *
handle_tag (Builder    *b,
            const char *p)
{
  char name[12];
  gboolean closing;
  const char *end;

  if (!read_tag (p, name, sizeof name, &closing, &end))
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (style_tags); i++)
    if (g_str_equal (name, style_tags[i].name))
      {
        guint bit = g_bit_nth_lsf (style_tags[i].style, -1);

        /* "with <b>bold</b> text": the spaces are the plain text's. */
        emit_space (b);
        if (!closing)
          b->depth[bit]++;
        else if (b->depth[bit] > 0)
          b->depth[bit]--;
        return end;
      }

  if (g_str_equal (name, "br"))
    {
      append_break (b);
      return end;
    }
  if (g_str_equal (name, "p") || g_str_equal (name, "div"))
    {
      if (b->preformatted)
        append_break (b);
      else
        end_block (b);
      return end;
    }
  for (guint i = 0; i < G_N_ELEMENTS (dropped_tags); i++)
    if (g_str_equal (name, dropped_tags[i]))
      return end;

  return NULL;
}

/* Decodes the entity at @p into @out; returns where the text goes on, or
 * NULL when it is none. */
static const char *
read_entity (const char *p,
             GString    *out)
{
  static const struct { const char *name; const char *text; } entities[] = {
    { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" }, { "&quot;", "\"" },
    { "&apos;", "'" }, { "&nbsp;", "\u00a0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (entities); i++)
    if (g_ascii_strncasecmp (p, entities[i].name, strlen (entities[i].name)) == 0)
      {
        g_string_append (out, entities[i].text);
        return p + strlen (entities[i].name);
      }

  if (p[1] == '#')
    {
      gboolean hex = p[2] == 'x' || p[2] == 'X';
      const char *digits = p + (hex ? 3 : 2);
      char *end = NULL;
      guint64 value = g_ascii_strtoull (digits, &end, hex ? 16 : 10);

      if (end != digits && *end == ';' && end - digits <= 8 && value > 0
          && g_unichar_validate ((gunichar) value))
        {
          g_string_append_unichar (out, (gunichar) value);
          return end + 1;
        }
    }

  return NULL;
}

/* Pass 2 over the lines of one block. */
static void
build_block (Builder  *b,
             char    **lines,
             guint     n_lines)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) entity = g_string_new (NULL);
  const char *p;
  guint indent = G_MAXUINT;

  b->preformatted = is_preformatted (lines, n_lines);

  /* A diagram loses the indentation its lines share. */
  if (b->preformatted)
    for (guint i = 0; i < n_lines; i++)
      {
        g_auto(GStrv) parts = NULL;
        char sep[2] = { HARD_BREAK, '\0' };

        parts = g_strsplit (lines[i], sep, -1);
        for (guint j = 0; parts[j] != NULL; j++)
          if (!is_blank_line (parts[j]))
            indent = MIN (indent, strspn (parts[j], " "));
      }
  if (indent == G_MAXUINT)
    indent = 0;

  for (guint i = 0; i < n_lines; i++)
    {
      const char *line = lines[i];

      /* (A line end that is a break is one as the author's are.) */
      if (i > 0)
        g_string_append_c (text, b->soft_ends || b->preformatted ? '\n' : HARD_BREAK);
      if (b->preformatted)
        line += MIN (indent, strspn (line, " "));
      g_string_append (text, line);
    }

  for (p = text->str; *p != '\0';)
    {
      const char *next;

      if (*p == '<' && (next = handle_tag (b, p)) != NULL)
        {
          p = next;
          continue;
        }
      if (*p == '&' && (next = read_entity (p, entity)) != NULL)
        {
          append_text (b, entity->str, entity->len);
          g_string_truncate (entity, 0);
          p = next;
          continue;
        }
      if (*p == HARD_BREAK || (*p == '\n' && b->preformatted))
        {
          if (b->preformatted)
            {
              /* The next line loses the indentation the lines share
               * (lines after a real line end lost it above). */
              gboolean hard = *p == HARD_BREAK;

              append_text (b, "\n", 1);
              p++;
              if (hard)
                p += MIN (indent, strspn (p, " "));
            }
          else
            {
              append_break (b);
              p++;
              p += strspn (p, " \t\n");
            }
          continue;
        }
      if (!b->preformatted && (*p == ' ' || *p == '\t' || *p == '\n'))
        {
          if (!b->space)
            b->space_style = current_style (b);
          b->space = TRUE;
          p++;
          continue;
        }

      next = p + 1;
      while (*next != '\0' && *next != '<' && *next != '&' && *next != HARD_BREAK
             && *next != '\n' && (b->preformatted || (*next != ' ' && *next != '\t')))
        next++;
      append_text (b, p, next - p);
      p = next;
    }

  end_block (b);
}

static GPtrArray *
parse (const char *text)
{
  g_autofree char *normal = normalize (text);
  g_auto(GStrv) lines = g_strsplit (normal, "\n", -1);
  guint n = g_strv_length (lines);
  Builder b = { 0 };
  guint start = 0;

  b.blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) text_block_free);
  b.run = g_string_new (NULL);
  b.soft_ends = brg_commentary_line_ends_are_soft (text);

  /* Blank lines end blocks. */
  for (guint i = 0; i <= n; i++)
    if (i == n || is_blank_line (lines[i]))
      {
        if (i > start)
          build_block (&b, lines + start, i - start);
        start = i + 1;
      }

  g_string_free (b.run, TRUE);
  return b.blocks;
}

/**
 * brg_commentary_line_ends_are_soft:
 * @text: the text of a comment, as the model holds it
 *
 * The one rule of line ends in commentary, for every view and the comment
 * editor: whether a single line end in @text is a soft wrap, shown as a
 * space, rather than a line break. It is in text written by
 * BridgeComposer's convention, which wraps long lines with plain line
 * ends and marks a break with its `\n` escape or `<br>`: a comment that
 * holds that escape or one of the HTML tags it writes (`<b>`, `<i>`,
 * `<p>`, `<font>`…). In any other text a line end is a break: what the
 * comment editor, a LIN movie's text and RBN's `|` give, and a file
 * written with RFC 3676 format=flowed once its soft breaks (a space at
 * the end of a line) are joined, as the PBN reader does.
 *
 * Returns: %TRUE when a single line end in @text is a space
 */
gboolean
brg_commentary_line_ends_are_soft (const char *text)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (const char *p = text; *p != '\0'; p++)
    {
      char name[12];
      gboolean closing;
      const char *end;

      if (p[0] == '\\' && p[1] == 'n')
        return TRUE;
      if (p[0] != '<' || !read_tag (p, name, sizeof name, &closing, &end))
        continue;
      if (g_str_equal (name, "br") || g_str_equal (name, "p") || g_str_equal (name, "div"))
        return TRUE;
      for (guint i = 0; i < G_N_ELEMENTS (style_tags); i++)
        if (g_str_equal (name, style_tags[i].name))
          return TRUE;
      for (guint i = 0; i < G_N_ELEMENTS (dropped_tags); i++)
        if (g_str_equal (name, dropped_tags[i]))
          return TRUE;
    }
  return FALSE;
}

/**
 * brg_commentary_new:
 * @text: the text of a comment, as the file has it
 *
 * Reads @text as its author meant it: paragraphs, line breaks, suit
 * symbols, styles and diagrams (see #BrgCommentary).
 *
 * Returns: (transfer full): the commentary, with no blocks for text that
 *   shows nothing
 */
BrgCommentary *
brg_commentary_new (const char *text)
{
  BrgCommentary *self;

  g_return_val_if_fail (text != NULL, NULL);

  self = g_new0 (BrgCommentary, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->blocks = parse (text);

  return self;
}

/**
 * brg_comment_is_commentary:
 * @comment: a comment
 *
 * A `%` escape line (PBN §2.4) is kept in the model so that the file
 * writes back as it was, but it is a directive for programs (BridgeComposer
 * writes its settings so), never text for people; a token of the auction
 * or the play that could not be read (%BRG_COMMENT_TOKEN) is kept the same
 * way, and the views show it as such, not as commentary.
 *
 * Returns: whether @comment is text for readers
 */
gboolean
brg_comment_is_commentary (const BrgComment *comment)
{
  g_return_val_if_fail (comment != NULL, FALSE);

  return comment->kind == BRG_COMMENT_BRACE || comment->kind == BRG_COMMENT_LINE;
}

/**
 * brg_commentary_new_for_comment:
 * @comment: a comment
 *
 * Like brg_commentary_new() for the text of @comment; a `%` escape line
 * gives no blocks (brg_comment_is_commentary()).
 *
 * Returns: (transfer full): the commentary
 */
BrgCommentary *
brg_commentary_new_for_comment (const BrgComment *comment)
{
  g_return_val_if_fail (comment != NULL, NULL);

  return brg_commentary_new (brg_comment_is_commentary (comment) ? comment->text : "");
}

/**
 * brg_commentary_ref:
 * @self: a commentary
 *
 * Returns: (transfer full): @self
 */
BrgCommentary *
brg_commentary_ref (BrgCommentary *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * brg_commentary_unref:
 * @self: (transfer full): a commentary
 *
 * Drops a reference; the last one frees @self.
 */
void
brg_commentary_unref (BrgCommentary *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_ptr_array_unref (self->blocks);
      g_free (self);
    }
}

/**
 * brg_commentary_get_n_blocks:
 * @self: a commentary
 *
 * Returns: the number of paragraphs and diagrams
 */
guint
brg_commentary_get_n_blocks (const BrgCommentary *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->blocks->len;
}

/**
 * brg_commentary_get_block:
 * @self: a commentary
 * @index: a block's position
 *
 * Returns: (transfer none): the block
 */
const BrgTextBlock *
brg_commentary_get_block (const BrgCommentary *self,
                          guint                index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->blocks->len, NULL);

  return g_ptr_array_index (self->blocks, index);
}

/**
 * brg_text_block_dup_plain_text:
 * @block: a block of commentary
 *
 * Returns: (transfer full): the block's text without its styles
 */
char *
brg_text_block_dup_plain_text (const BrgTextBlock *block)
{
  GString *out;

  g_return_val_if_fail (block != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < block->runs->len; i++)
    g_string_append (out, ((const BrgTextRun *) g_ptr_array_index (block->runs, i))->text);

  return g_string_free (out, FALSE);
}

/**
 * brg_commentary_dup_plain_text:
 * @self: a commentary
 *
 * Returns: (transfer full): the text without its styles, blocks separated
 *   by a blank line
 */
char *
brg_commentary_dup_plain_text (const BrgCommentary *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      g_autofree char *text = brg_text_block_dup_plain_text (g_ptr_array_index (self->blocks, i));

      if (i > 0)
        g_string_append (out, "\n\n");
      g_string_append (out, text);
    }

  return g_string_free (out, FALSE);
}
