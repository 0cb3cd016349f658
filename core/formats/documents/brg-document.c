/* brg-document.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PBN snippets in other documents (PBN §6.2): text, e-mail, HTML, ODT and
 * DOCX. Each kind is turned into one or more *parts*, and each part into a
 * *view*: the text a reader of the document sees, in UTF-8, with
 *
 *   view ──view_map──▶ u ──u_map──▶ d ──t_map──▶ raw
 *
 * where u is the part's text in UTF-8 (markup included), d the part's
 * bytes after the MIME transfer decoding (e-mail only) and raw the bytes
 * of the document (or of the zip entry for ODT and DOCX). Every map is a
 * list of segments, so each character of the view knows the bytes it came
 * from. The delimiters are found in the view; positions in diagnostics
 * and the byte ranges that an update rewrites come from the maps.
 *
 * Markup and containers are read by libraries: libxml2's HTML parser and
 * XML parser through SAX (the parser's input position tells where each
 * piece of text came from), libarchive for zip, GMime for MIME.
 */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <archive.h>
#include <archive_entry.h>
#include <gmime/gmime.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-document.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-writer.h"

/* Hard limits (STYLE §F). */
#define MAX_DOCUMENT_SIZE  ((gsize) 64 * 1024 * 1024)
#define MAX_ENTRY_SIZE     ((gsize) 64 * 1024 * 1024)
#define MAX_ENTRIES        10000
#define MAX_SNIPPETS       100000
#define MAX_PARTS          1000
#define MAX_SPACES         1000

#define NS_ODF_TEXT   "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
#define NS_ODF_OFFICE "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
#define NS_WORD       "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
#define NS_MC         "http://schemas.openxmlformats.org/markup-compatibility/2006"

/**
 * brg_document_error_quark:
 *
 * Returns: the error domain of #BrgDocumentError
 */
G_DEFINE_QUARK (brg-document-error-quark, brg_document_error)

/**
 * brg_document_kind_get_type:
 *
 * Returns: the #GType of #BrgDocumentKind
 */
G_DEFINE_ENUM_TYPE (BrgDocumentKind, brg_document_kind,
  G_DEFINE_ENUM_VALUE (BRG_DOCUMENT_KIND_AUTO, "auto"),
  G_DEFINE_ENUM_VALUE (BRG_DOCUMENT_KIND_TEXT, "text"),
  G_DEFINE_ENUM_VALUE (BRG_DOCUMENT_KIND_EMAIL, "email"),
  G_DEFINE_ENUM_VALUE (BRG_DOCUMENT_KIND_HTML, "html"),
  G_DEFINE_ENUM_VALUE (BRG_DOCUMENT_KIND_ODT, "odt"),
  G_DEFINE_ENUM_VALUE (BRG_DOCUMENT_KIND_DOCX, "docx"))

/* ------------------------------------------------------------------ */
/* Offset maps                                                          */

/* A run of the upper text and the bytes of the lower text it came from.
 * When both lengths are equal the run maps byte for byte; otherwise every
 * byte of the run maps to the whole lower range (an entity, a character
 * in another encoding, a `<br>` that became a line end). */
typedef struct
{
  gsize   from;
  gsize   to;
  guint32 from_len;
  guint32 to_len;
} Segment;

static GArray *
map_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (Segment));
}

static void
map_add (GArray *map,
         gsize   from,
         gsize   from_len,
         gsize   to,
         gsize   to_len)
{
  Segment segment;

  if (from_len == 0)
    return;

  if (map->len > 0)
    {
      Segment *last = &g_array_index (map, Segment, map->len - 1);

      if (last->from_len == last->to_len && from_len == to_len
          && last->from + last->from_len == from && last->to + last->to_len == to
          && (gsize) last->from_len + from_len < G_MAXUINT32)
        {
          last->from_len += (guint32) from_len;
          last->to_len += (guint32) to_len;
          return;
        }
    }

  segment.from = from;
  segment.to = to;
  segment.from_len = (guint32) MIN (from_len, G_MAXUINT32);
  segment.to_len = (guint32) MIN (to_len, G_MAXUINT32);
  g_array_append_val (map, segment);
}

/* The lower range of the upper byte at @offset; past the end, the empty
 * range at the end of the lower text. */
static void
map_lookup (GArray *map,
            gsize   offset,
            gsize  *start,
            gsize  *end)
{
  guint lo = 0, hi;
  const Segment *s;

  if (map == NULL)
    {
      *start = offset;
      *end = offset + 1;
      return;
    }
  if (map->len == 0)
    {
      *start = *end = 0;
      return;
    }

  hi = map->len;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if (g_array_index (map, Segment, mid).from <= offset)
        lo = mid;
      else
        hi = mid;
    }

  s = &g_array_index (map, Segment, lo);
  if (offset < s->from)
    {
      *start = *end = s->to;
    }
  else if (offset >= s->from + s->from_len)
    {
      *start = *end = s->to + s->to_len;
    }
  else if (s->from_len == s->to_len)
    {
      *start = s->to + (offset - s->from);
      *end = *start + 1;
    }
  else
    {
      *start = s->to;
      *end = s->to + s->to_len;
    }
}

/* Maps the range [*a, *b) one level down. */
static void
map_span (GArray *map,
          gsize  *a,
          gsize  *b)
{
  gsize s, e, s2, e2;

  if (map == NULL)
    return;

  map_lookup (map, *a, &s, &e);
  if (*b > *a)
    {
      map_lookup (map, *b - 1, &s2, &e2);
      *a = s;
      *b = MAX (e2, s);
    }
  else
    {
      *a = *b = s;
    }
}

/* ------------------------------------------------------------------ */
/* Character sets                                                       */

static void
map_run (gsize    out_offset,
         gsize    out_len,
         gsize    in_offset,
         gsize    in_len,
         gpointer user_data)
{
  map_add (user_data, out_offset, out_len, in_offset, in_len);
}

/* Decodes @data in @charset to UTF-8 (brg_charset_convert()), with *map
 * telling the bytes of each character (NULL when they are the same
 * bytes). Returns %NULL when iconv does not know @charset. */
static char *
decode_charset (const char  *data,
                gsize        len,
                const char  *charset,
                gsize       *out_len,
                GArray     **map,
                gsize       *first_bad,
                gboolean    *lossy)
{
  char *text;

  *map = map_new ();
  text = brg_charset_convert (data, len, charset, map_run, *map, out_len, first_bad, lossy);
  if (text == NULL || (brg_charset_is_utf8 (charset) && (*map)->len == 0))
    g_clear_pointer (map, g_array_unref);
  return text;
}

/* ------------------------------------------------------------------ */
/* Parts, snippets, the document                                        */

typedef enum
{
  MARKUP_TEXT,
  MARKUP_HTML,
  MARKUP_ODT,
  MARKUP_DOCX,
} Markup;

typedef enum
{
  UNITS_BYTES,
  UNITS_UTF8,
  UNITS_UTF16LE,
  UNITS_UTF16BE,
} Units;

typedef struct
{
  Markup    markup;
  gboolean  quoting;        /* "> " quoting is stripped (text, e-mail) */
  gsize     raw_start;      /* where the part's bytes begin in raw */
  gsize     raw_end;
  char     *charset;        /* Owned: the charset of the part's bytes */
  GArray   *t_map;          /* Owned, nullable: d → raw, relative to raw_start */
  char     *u;              /* Owned: the part's text in UTF-8 */
  gsize     u_len;
  GArray   *u_map;          /* Owned, nullable: u → d */
  GString  *view;           /* Owned */
  GArray   *view_map;       /* Owned, nullable: view → u */
  GArray   *pre_ranges;     /* Owned, nullable: of gsize pairs, view ranges in <pre> */
  GArray   *view_lines;     /* Owned, nullable: of gsize, where the view's lines start */
} Part;

typedef struct
{
  Part     *part;           /* Borrowed */
  gsize     open_start;     /* view offsets */
  gsize     body_start;
  gsize     body_end;
  gsize     close_end;
  char     *text;           /* Owned: the PBN text, quote marks removed */
  gsize     text_len;
  GArray   *text_map;       /* Owned, nullable: text → view (else + body_start) */
  char     *prefix;         /* Owned, nullable: raw quote prefix of the <PBN> line */
  gsize     prefix_len;
  guint     line;           /* where the <PBN> delimiter is, in the document */
  guint     column;
  gboolean  blank;
} Snippet;

typedef struct
{
  char   *name;             /* Owned */
  GBytes *data;             /* Owned */
  time_t  mtime;
  guint   perm;
  gboolean directory;
} ZipEntry;

/**
 * BrgDocument:
 *
 * A document that carries PBN between `<PBN>` and `</PBN>` (PBN §6.2):
 * plain text, an e-mail, an HTML page, an ODT or a DOCX. It keeps the
 * bytes it was opened from, unchanged, and the snippets found in them,
 * in document order, each with the text the PBN reader gets and the
 * bytes it came from, so that brg_document_read() can tell positions in
 * the document and brg_document_update() can rewrite the snippets'
 * bodies and nothing else.
 */
struct _BrgDocument
{
  GObject          parent_instance;

  /* Owned */
  GBytes          *bytes;
  char            *encoding;
  GPtrArray       *parts;         /* of Part */
  GPtrArray       *snippets;      /* of Snippet */
  GPtrArray       *diagnostics;   /* of BrgDiagnostic, found while scanning */
  GPtrArray       *entries;       /* of ZipEntry, ODT and DOCX */
  GArray          *line_starts;   /* of gsize, lines of raw (lazy) */

  const char      *raw;           /* the document's bytes, or the XML entry's */
  gsize            raw_len;
  guint            content_entry; /* index in entries of the XML entry */
  Units            units;
  BrgDocumentKind  kind;
};

G_DEFINE_FINAL_TYPE (BrgDocument, brg_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_N_SNIPPETS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
part_free (gpointer data)
{
  Part *part = data;

  g_free (part->charset);
  g_clear_pointer (&part->t_map, g_array_unref);
  g_free (part->u);
  g_clear_pointer (&part->u_map, g_array_unref);
  if (part->view != NULL)
    g_string_free (part->view, TRUE);
  g_clear_pointer (&part->view_map, g_array_unref);
  g_clear_pointer (&part->pre_ranges, g_array_unref);
  g_clear_pointer (&part->view_lines, g_array_unref);
  g_free (part);
}

static void
snippet_free (gpointer data)
{
  Snippet *snippet = data;

  g_free (snippet->text);
  g_clear_pointer (&snippet->text_map, g_array_unref);
  g_free (snippet->prefix);
  g_free (snippet);
}

static void
zip_entry_free (gpointer data)
{
  ZipEntry *entry = data;

  g_free (entry->name);
  g_clear_pointer (&entry->data, g_bytes_unref);
  g_free (entry);
}

/* ------------------------------------------------------------------ */
/* Positions                                                            */

static void
ensure_line_starts (BrgDocument *self)
{
  gsize step = (self->units == UNITS_UTF16LE || self->units == UNITS_UTF16BE) ? 2 : 1;

  if (self->line_starts != NULL)
    return;

  self->line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_array_append_val (self->line_starts, (gsize) { 0 });

  for (gsize i = 0; i + step <= self->raw_len; i += step)
    {
      guint c;
      guint next = 0;

      if (step == 1)
        {
          c = (guchar) self->raw[i];
          if (i + 1 < self->raw_len)
            next = (guchar) self->raw[i + 1];
        }
      else
        {
          gboolean le = self->units == UNITS_UTF16LE;

          c = le ? ((guchar) self->raw[i] | ((guchar) self->raw[i + 1] << 8))
                 : (((guchar) self->raw[i] << 8) | (guchar) self->raw[i + 1]);
          if (i + 3 < self->raw_len)
            next = le ? ((guchar) self->raw[i + 2] | ((guchar) self->raw[i + 3] << 8))
                      : (((guchar) self->raw[i + 2] << 8) | (guchar) self->raw[i + 3]);
        }

      if (c == '\n' || (c == '\r' && next != '\n'))
        {
          gsize start = i + step;

          g_array_append_val (self->line_starts, start);
        }
    }
}

/* Line and column (both 1-based, the column in characters) of a byte of
 * the document, as a text editor shows them. */
static void
raw_position (BrgDocument *self,
              gsize        offset,
              guint       *line,
              guint       *column)
{
  guint lo = 0, hi;
  gsize start;
  guint col = 1;

  ensure_line_starts (self);
  offset = MIN (offset, self->raw_len);

  hi = self->line_starts->len;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if (g_array_index (self->line_starts, gsize, mid) <= offset)
        lo = mid;
      else
        hi = mid;
    }
  start = g_array_index (self->line_starts, gsize, lo);

  switch (self->units)
    {
    case UNITS_UTF8:
      for (gsize i = start; i < offset; i++)
        if (((guchar) self->raw[i] & 0xc0) != 0x80)
          col++;
      break;

    case UNITS_UTF16LE:
    case UNITS_UTF16BE:
      for (gsize i = start; i + 1 < offset; i += 2)
        {
          guchar high = self->units == UNITS_UTF16LE ? (guchar) self->raw[i + 1]
                                                     : (guchar) self->raw[i];

          /* A low surrogate belongs to the character before it. */
          if (high < 0xdc || high > 0xdf)
            col++;
        }
      break;

    case UNITS_BYTES:
    default:
      col += (guint) MIN (offset - start, G_MAXUINT - 1);
      break;
    }

  *line = lo + 1;
  *column = col;
}

/* Line and column of a view offset in the view itself: for word
 * processors, each paragraph and line break starts a line. */
static void
view_position (Part  *part,
               gsize  offset,
               guint *line,
               guint *column)
{
  const char *v = part->view->str;
  guint lo = 0, hi;
  guint c = 1;

  if (part->view_lines == NULL)
    {
      gsize zero = 0;

      part->view_lines = g_array_new (FALSE, FALSE, sizeof (gsize));
      g_array_append_val (part->view_lines, zero);
      for (gsize i = 0; i < part->view->len; i++)
        if (v[i] == '\n' || (v[i] == '\r' && v[i + 1] != '\n'))
          {
            gsize next = i + 1;

            g_array_append_val (part->view_lines, next);
          }
    }

  offset = MIN (offset, part->view->len);
  hi = part->view_lines->len;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if (g_array_index (part->view_lines, gsize, mid) <= offset)
        lo = mid;
      else
        hi = mid;
    }
  for (gsize i = g_array_index (part->view_lines, gsize, lo); i < offset; i++)
    if (((guchar) v[i] & 0xc0) != 0x80)
      c++;

  *line = lo + 1;
  *column = c;
}

/* The bytes of the document that the view range [start, end) came from. */
static void
part_raw_span (Part  *part,
               gsize  start,
               gsize  end,
               gsize *raw_start,
               gsize *raw_end)
{
  gsize a = start, b = end;

  map_span (part->view_map, &a, &b);
  map_span (part->u_map, &a, &b);
  map_span (part->t_map, &a, &b);
  *raw_start = MIN (part->raw_start + a, part->raw_end);
  *raw_end = MIN (part->raw_start + b, part->raw_end);
}

static void
document_position (BrgDocument *self,
                   Part        *part,
                   gsize        view_offset,
                   guint       *line,
                   guint       *column)
{
  gsize a, b;

  if (part->markup == MARKUP_ODT || part->markup == MARKUP_DOCX)
    {
      view_position (part, view_offset, line, column);
      return;
    }

  part_raw_span (part, view_offset, view_offset, &a, &b);
  raw_position (self, a, line, column);
}

static void
add_diagnostic (BrgDocument *self,
                BrgSeverity  severity,
                guint        line,
                guint        column,
                const char  *code,
                const char  *message)
{
  g_ptr_array_add (self->diagnostics, brg_diagnostic_new (severity, line, column, code, message));
}

/* ------------------------------------------------------------------ */
/* Views of markup, built from libxml2's SAX events                     */

typedef struct
{
  xmlParserCtxtPtr  ctxt;      /* Borrowed */
  Part             *part;      /* Borrowed */
  const char       *src;       /* the part's u */
  gsize             len;
  GString          *view;      /* Borrowed */
  GArray           *map;       /* Borrowed: view → u */
  gsize             last_end;  /* how far src has been accounted for */

  guint             skip;      /* inside content that is not shown */
  guint             pre;       /* HTML: inside <pre> and friends */
  gboolean          pre_start; /* HTML: just after <pre> */
  gsize             pre_from;

  gboolean          ws;        /* HTML: a run of white space is pending */
  gsize             ws_start;
  gsize             ws_end;
  guint             ws_lines;
  gboolean          ws_cr;

  guint             para;      /* ODT: inside text:p or text:h */
  guint             run;       /* DOCX: inside w:r */
  guint             t;         /* DOCX: inside w:t */
  gboolean          stopped;
} Builder;

static void
emit (Builder    *b,
      const char *text,
      gsize       len,
      gsize       src,
      gsize       src_len)
{
  map_add (b->map, b->view->len, len, src, src_len);
  g_string_append_len (b->view, text, (gssize) len);
}

static gboolean
view_at_line_start (Builder *b)
{
  return b->view->len == 0 || b->view->str[b->view->len - 1] == '\n';
}

static gsize
parser_position (Builder *b)
{
  xmlParserInputPtr input;
  gsize pos;

  if (b->ctxt == NULL || b->ctxt->inputNr != 1)
    return b->last_end;
  input = b->ctxt->input;
  if (input == NULL || input->base == NULL || input->cur == NULL || input->cur < input->base)
    return b->last_end;

  pos = (gsize) (input->cur - input->base) + (gsize) input->consumed;
  return MIN (pos, b->len);
}

/* Delimiters that the HTML parser swallowed (an end tag it found no
 * element for) are still delimiters: look for them in the bytes between
 * the events. */
static void html_flush_ws (Builder *b);

static void
scan_gap (Builder *b,
          gsize    from,
          gsize    to)
{
  if (b->part->markup != MARKUP_HTML || b->skip > 0)
    return;

  to = MIN (to, b->len);
  for (gsize i = from; i + 5 <= to; i++)
    {
      gsize j;
      gboolean close;

      if (b->src[i] != '<')
        continue;
      close = b->src[i + 1] == '/';
      j = i + 1 + (close ? 1 : 0);
      if (j + 3 > to || g_ascii_strncasecmp (b->src + j, "pbn", 3) != 0)
        continue;
      j += 3;
      while (j < to && g_ascii_isspace (b->src[j]))
        j++;
      if (j >= to || b->src[j] != '>')
        continue;

      html_flush_ws (b);
      emit (b, close ? "</PBN>" : "<PBN>", close ? 6 : 5, i, j + 1 - i);
      i = j;
    }
}

static void
advance (Builder *b,
         gsize    start,
         gsize    end)
{
  if (start > b->last_end)
    scan_gap (b, b->last_end, start);
  if (end > b->last_end)
    b->last_end = MIN (end, b->len);
}

/* Where a piece of text that the parser reports came from. *linear is
 * set when the bytes are the text itself. */
static void
locate_text (Builder       *b,
             const xmlChar *ch,
             gsize          len,
             gsize         *start,
             gsize         *end,
             gboolean      *linear)
{
  gsize cur = parser_position (b);
  gsize last = b->last_end;
  xmlParserInputPtr input = b->ctxt->inputNr == 1 ? b->ctxt->input : NULL;
  gsize candidates[7];
  guint n = 0;

  *linear = TRUE;

  /* An entity or a character reference: `&…;` ends where the parser is. */
  if (last < b->len && b->src[last] == '&' && cur > last + 1 && cur - last <= 40
      && !(cur - last == len && memcmp (b->src + last, ch, len) == 0))
    {
      *start = last;
      *end = cur;
      *linear = FALSE;
      return;
    }

  if (input != NULL && input->base != NULL && (const char *) ch >= (const char *) input->base
      && (const char *) ch < (const char *) input->end)
    candidates[n++] = (gsize) ((const char *) ch - (const char *) input->base)
                      + (gsize) input->consumed;
  candidates[n++] = last;
  if (cur >= len)
    candidates[n++] = cur - len;
  candidates[n++] = cur;
  for (gsize k = 1; k <= 3; k++)
    if (cur + k >= len)
      candidates[n++] = cur + k - len;

  for (guint i = 0; i < n; i++)
    {
      gsize s = candidates[i];

      if (s >= last && s + len <= b->len && memcmp (b->src + s, ch, len) == 0)
        {
          *start = s;
          *end = s + len;
          return;
        }
    }

  /* Text the parser changed (a line end, a bad byte): the bytes from
   * where the last event ended to where the parser is now. */
  *linear = FALSE;
  *start = MIN (last, b->len);
  *end = MAX (*start, MIN (MAX (cur, last), b->len));
}

/* ---- HTML --------------------------------------------------------- */

static void
html_flush_ws (Builder *b)
{
  guint n;

  if (!b->ws)
    return;
  b->ws = FALSE;

  if (view_at_line_start (b))
    return;
  if (b->ws_lines == 0)
    {
      emit (b, " ", 1, b->ws_start, b->ws_end - b->ws_start);
      return;
    }
  n = MIN (b->ws_lines, 2);
  for (guint i = 0; i < n; i++)
    emit (b, "\n", 1, b->ws_start, b->ws_end - b->ws_start);
}

static void
html_drop_ws (Builder *b)
{
  b->ws = FALSE;
}

static void
ensure_line_break (Builder *b,
                   gsize    src,
                   gsize    src_len)
{
  if (!view_at_line_start (b))
    emit (b, "\n", 1, src, src_len);
}

static void
html_char (Builder    *b,
           const char *p,
           gsize       clen,
           gsize       s,
           gsize       e)
{
  gunichar c = clen == 1 ? (guchar) *p : g_utf8_get_char_validated (p, (gssize) clen);
  gboolean first = b->pre_start;

  b->pre_start = FALSE;

  if (b->pre > 0)
    {
      /* A line end right after <pre> is not shown (HTML §13.2.6.4.7). */
      if (first && (c == '\n' || c == '\r'))
        {
          if (c == '\r')
            b->pre_start = TRUE;
          return;
        }
      if (c == 0xa0)
        emit (b, " ", 1, s, e - s);
      else
        emit (b, p, clen, s, e - s);
      return;
    }

  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f')
    {
      if (!b->ws)
        {
          b->ws = TRUE;
          b->ws_start = s;
          b->ws_lines = 0;
          b->ws_cr = FALSE;
        }
      b->ws_end = e;
      if (c == '\n' && !b->ws_cr)
        b->ws_lines++;
      else if (c == '\r')
        b->ws_lines++;
      b->ws_cr = c == '\r';
      return;
    }

  html_flush_ws (b);
  if (c == 0xa0)
    emit (b, " ", 1, s, e - s);
  else
    emit (b, p, clen, s, e - s);
}

static void
text_chunk (Builder       *b,
            const xmlChar *ch,
            int            len,
            void         (*each) (Builder *, const char *, gsize, gsize, gsize),
            gboolean       shown)
{
  gsize start, end;
  gboolean linear;
  const char *p = (const char *) ch;
  gsize n = len > 0 ? (gsize) len : 0;

  if (b->stopped || n == 0)
    return;

  locate_text (b, ch, n, &start, &end, &linear);
  advance (b, start, end);

  /* Bytes the parser changed may hide markup it dropped. */
  if (!linear)
    scan_gap (b, start, end);

  if (!shown)
    return;

  for (gsize i = 0; i < n;)
    {
      gsize clen = 1;
      guchar c = (guchar) p[i];

      if (c >= 0xc0)
        {
          clen = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
          if (i + clen > n || !g_utf8_validate_len (p + i, clen, NULL))
            clen = 1;
        }
      if (clen == 1 && c >= 0x80)
        {
          /* Not UTF-8 (the parser should not give that): skip it. */
          i++;
          continue;
        }

      if (linear)
        each (b, p + i, clen, start + i, start + i + clen);
      else
        each (b, p + i, clen, start, end);
      i += clen;
    }
}

/* Elements whose start and end break the line in a browser. */
static gboolean
html_is_block (const char *name)
{
  static const char * const blocks[] = {
    "address", "article", "aside", "blockquote", "caption", "center", "dd", "details",
    "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
    "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "listing", "main",
    "menu", "nav", "ol", "p", "plaintext", "pre", "section", "summary", "table", "tbody",
    "textarea", "tfoot", "thead", "title", "tr", "ul", "xmp", "body", "html", "head",
  };

  for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
    if (strcmp (name, blocks[i]) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
html_is_pre (const char *name)
{
  return strcmp (name, "pre") == 0 || strcmp (name, "textarea") == 0
         || strcmp (name, "listing") == 0 || strcmp (name, "xmp") == 0
         || strcmp (name, "plaintext") == 0;
}

static gboolean
html_is_hidden (const char *name)
{
  return strcmp (name, "script") == 0 || strcmp (name, "style") == 0
         || strcmp (name, "template") == 0;
}

/* The bytes of the start tag the parser stands in. */
static void
start_tag_span (Builder *b,
                gsize   *start,
                gsize   *end)
{
  gsize cur = parser_position (b);
  gsize i;

  i = cur;
  while (i < b->len && b->src[i] != '>' && i - cur < 4)
    i++;
  *end = i < b->len && b->src[i] == '>' ? i + 1 : cur;

  /* The last '<' since the previous event. */
  i = MIN (cur, b->len);
  while (i > b->last_end && b->src[i - 1] != '<')
    i--;
  *start = i > b->last_end ? i - 1 : cur;
  if (*start > *end)
    *start = *end;
}

/* The bytes of the end tag just read, when the document has one for
 * @name (and the parser did not close the element on its own). */
static gboolean
end_tag_span (Builder    *b,
              const char *name,
              gsize      *start,
              gsize      *end)
{
  gsize cur = parser_position (b);
  gsize i, n = strlen (name);
  const char *colon;

  if (cur == 0 || cur > b->len || b->src[cur - 1] != '>')
    return FALSE;
  i = cur - 1;
  while (i > b->last_end && b->src[i] != '<')
    i--;
  if (b->src[i] != '<' || i + 2 + n > b->len || b->src[i + 1] != '/')
    return FALSE;

  /* XML end tags carry the prefix: compare the local name. */
  colon = memchr (b->src + i + 2, ':', MIN (cur - i - 2, 64));
  if (colon != NULL && b->part->markup != MARKUP_HTML)
    {
      gsize at = (gsize) (colon - b->src) + 1;

      if (at + n > b->len || memcmp (b->src + at, name, n) != 0)
        return FALSE;
    }
  else if (g_ascii_strncasecmp (b->src + i + 2, name, n) != 0
           || (b->src[i + 2 + n] != '>' && !g_ascii_isspace (b->src[i + 2 + n])))
    {
      return FALSE;
    }

  *start = i;
  *end = cur;
  return TRUE;
}

static void
pre_enter (Builder *b)
{
  if (b->pre++ == 0)
    b->pre_from = b->view->len;
  b->pre_start = TRUE;
}

static void
pre_leave (Builder *b)
{
  if (b->pre == 0)
    return;
  if (--b->pre == 0)
    {
      gsize range[2] = { b->pre_from, b->view->len };

      if (b->part->pre_ranges == NULL)
        b->part->pre_ranges = g_array_new (FALSE, FALSE, sizeof (gsize));
      g_array_append_vals (b->part->pre_ranges, range, 2);
    }
  b->pre_start = FALSE;
}

static void
html_start_element (void           *user_data,
                    const xmlChar  *xname,
                    const xmlChar **attributes)
{
  Builder *b = user_data;
  const char *name = (const char *) xname;
  gsize start, end;

  if (b->stopped || name == NULL)
    return;

  start_tag_span (b, &start, &end);
  advance (b, start, end);
  b->pre_start = FALSE;

  if (b->skip > 0)
    {
      if (html_is_hidden (name))
        b->skip++;
      return;
    }
  if (html_is_hidden (name))
    {
      b->skip++;
      return;
    }

  if (strcmp (name, "br") == 0)
    {
      html_drop_ws (b);
      emit (b, "\n", 1, start, end - start);
    }
  else if (strcmp (name, "pbn") == 0)
    {
      html_flush_ws (b);
      emit (b, "<PBN>", 5, start, end - start);
    }
  else if (html_is_block (name))
    {
      html_drop_ws (b);
      ensure_line_break (b, start, end - start);
      if (html_is_pre (name))
        pre_enter (b);
    }
  else if (strcmp (name, "td") == 0 || strcmp (name, "th") == 0)
    {
      if (!b->ws)
        {
          b->ws = TRUE;
          b->ws_start = start;
          b->ws_lines = 0;
          b->ws_cr = FALSE;
        }
      b->ws_end = end;
    }
}

static void
html_end_element (void          *user_data,
                  const xmlChar *xname)
{
  Builder *b = user_data;
  const char *name = (const char *) xname;
  gsize start, end;
  gboolean explicit;

  if (b->stopped || name == NULL)
    return;

  explicit = end_tag_span (b, name, &start, &end);
  if (explicit)
    advance (b, start, end);
  else
    start = end = b->last_end;

  if (html_is_hidden (name))
    {
      if (b->skip > 0)
        b->skip--;
      return;
    }
  if (b->skip > 0)
    return;

  if (strcmp (name, "pbn") == 0)
    {
      /* An end the parser made up is no delimiter: if the document has
       * one later, scan_gap() finds it. */
      if (explicit)
        {
          html_flush_ws (b);
          emit (b, "</PBN>", 6, start, end - start);
        }
    }
  else if (html_is_block (name))
    {
      html_drop_ws (b);
      if (html_is_pre (name))
        pre_leave (b);
      ensure_line_break (b, start, end - start);
    }
}

static void
html_characters (void          *user_data,
                 const xmlChar *ch,
                 int            len)
{
  Builder *b = user_data;

  text_chunk (b, ch, len, html_char, b->skip == 0);
}

static void
markup_comment (void          *user_data,
                const xmlChar *value)
{
  Builder *b = user_data;
  gsize cur = parser_position (b);
  gsize n = value != NULL ? strlen ((const char *) value) : 0;

  if (b->stopped)
    return;

  /* <!--value--> ends where the parser is. */
  if (cur >= n + 7 && cur <= b->len && memcmp (b->src + cur - 3, "-->", 3) == 0
      && memcmp (b->src + cur - n - 7, "<!--", 4) == 0)
    advance (b, cur - n - 7, cur);
  else if (cur > b->last_end)
    b->last_end = cur;
}

static void
silent_error (void        *user_data,
              xmlErrorPtr  error)
{
}

/* ---- ODT and DOCX -------------------------------------------------- */

static const char *
attribute_value (const xmlChar **attributes,
                 int             n_attributes,
                 const char     *uri,
                 const char     *local,
                 char           *buffer,
                 gsize           size)
{
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **a = attributes + i * 5;

      if (a[0] != NULL && strcmp ((const char *) a[0], local) == 0
          && (uri == NULL || (a[2] != NULL && strcmp ((const char *) a[2], uri) == 0)))
        {
          gsize n = (gsize) (a[4] - a[3]);

          n = MIN (n, size - 1);
          memcpy (buffer, a[3], n);
          buffer[n] = '\0';
          return buffer;
        }
    }
  return NULL;
}

static gboolean
is_element (const xmlChar *uri,
            const xmlChar *local,
            const char    *want_uri,
            const char    *want_local)
{
  return uri != NULL && local != NULL && strcmp ((const char *) uri, want_uri) == 0
         && strcmp ((const char *) local, want_local) == 0;
}

static gboolean
xml_is_hidden (Builder       *b,
               const xmlChar *uri,
               const xmlChar *local)
{
  if (b->part->markup == MARKUP_ODT)
    return is_element (uri, local, NS_ODF_OFFICE, "annotation")
           || is_element (uri, local, NS_ODF_TEXT, "note")
           || is_element (uri, local, NS_ODF_TEXT, "tracked-changes")
           || is_element (uri, local, NS_ODF_TEXT, "ruby-text");

  return is_element (uri, local, NS_MC, "Fallback")
         || is_element (uri, local, NS_WORD, "del")
         || is_element (uri, local, NS_WORD, "instrText")
         || is_element (uri, local, NS_WORD, "delText");
}

static void
xml_start_element (void           *user_data,
                   const xmlChar  *local,
                   const xmlChar  *prefix,
                   const xmlChar  *uri,
                   int             n_namespaces,
                   const xmlChar **namespaces,
                   int             n_attributes,
                   int             n_defaulted,
                   const xmlChar **attributes)
{
  Builder *b = user_data;
  gsize start, end;
  char buffer[16];

  if (b->stopped)
    return;

  start_tag_span (b, &start, &end);
  advance (b, start, end);

  if (b->skip > 0 || xml_is_hidden (b, uri, local))
    {
      b->skip++;
      return;
    }

  if (b->part->markup == MARKUP_ODT)
    {
      if (is_element (uri, local, NS_ODF_TEXT, "p") || is_element (uri, local, NS_ODF_TEXT, "h"))
        {
          if (b->para++ == 0)
            ensure_line_break (b, start, end - start);
        }
      else if (b->para == 0)
        {
          return;
        }
      else if (is_element (uri, local, NS_ODF_TEXT, "line-break"))
        {
          emit (b, "\n", 1, start, end - start);
        }
      else if (is_element (uri, local, NS_ODF_TEXT, "tab"))
        {
          emit (b, "\t", 1, start, end - start);
        }
      else if (is_element (uri, local, NS_ODF_TEXT, "s"))
        {
          const char *c = attribute_value (attributes, n_attributes, NS_ODF_TEXT, "c",
                                           buffer, sizeof buffer);
          guint64 count = 1;

          if (c != NULL && !g_ascii_string_to_unsigned (c, 10, 1, MAX_SPACES, &count, NULL))
            count = 1;
          for (guint64 i = 0; i < count; i++)
            emit (b, " ", 1, start, end - start);
        }
      return;
    }

  /* DOCX */
  if (is_element (uri, local, NS_WORD, "r"))
    b->run++;
  else if (is_element (uri, local, NS_WORD, "t"))
    b->t++;
  else if (b->run > 0 && (is_element (uri, local, NS_WORD, "br")
                          || is_element (uri, local, NS_WORD, "cr")))
    emit (b, "\n", 1, start, end - start);
  else if (b->run > 0 && is_element (uri, local, NS_WORD, "tab"))
    emit (b, "\t", 1, start, end - start);
  else if (b->run > 0 && is_element (uri, local, NS_WORD, "noBreakHyphen"))
    emit (b, "-", 1, start, end - start);
}

static void
xml_end_element (void          *user_data,
                 const xmlChar *local,
                 const xmlChar *prefix,
                 const xmlChar *uri)
{
  Builder *b = user_data;
  gsize start, end;

  if (b->stopped)
    return;

  if (end_tag_span (b, (const char *) local, &start, &end))
    advance (b, start, end);
  else
    start = end = b->last_end;

  if (b->skip > 0)
    {
      b->skip--;
      return;
    }

  if (b->part->markup == MARKUP_ODT)
    {
      if ((is_element (uri, local, NS_ODF_TEXT, "p") || is_element (uri, local, NS_ODF_TEXT, "h"))
          && b->para > 0 && --b->para == 0)
        emit (b, "\n", 1, start, end - start);
      return;
    }

  if (is_element (uri, local, NS_WORD, "p"))
    emit (b, "\n", 1, start, end - start);
  else if (is_element (uri, local, NS_WORD, "r") && b->run > 0)
    b->run--;
  else if (is_element (uri, local, NS_WORD, "t") && b->t > 0)
    b->t--;
}

/* ODF collapses white space in text (ODF 1.2 §6.1.2): runs of it become
 * one space, none at the start of a paragraph; text:s gives the others. */
static void
odt_char (Builder    *b,
          const char *p,
          gsize       clen,
          gsize       s,
          gsize       e)
{
  if (clen == 1 && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
    {
      char last = b->view->len > 0 ? b->view->str[b->view->len - 1] : '\n';

      if (last != ' ' && last != '\n')
        emit (b, " ", 1, s, e - s);
      return;
    }
  emit (b, p, clen, s, e - s);
}

static void
docx_char (Builder    *b,
           const char *p,
           gsize       clen,
           gsize       s,
           gsize       e)
{
  emit (b, p, clen, s, e - s);
}

static void
xml_characters (void          *user_data,
                const xmlChar *ch,
                int            len)
{
  Builder *b = user_data;

  if (b->part->markup == MARKUP_ODT)
    text_chunk (b, ch, len, odt_char, b->skip == 0 && b->para > 0);
  else
    text_chunk (b, ch, len, docx_char, b->skip == 0 && b->t > 0 && b->run > 0);
}

static gpointer
init_libraries (gpointer data)
{
  xmlInitParser ();
  g_mime_init ();
  return NULL;
}

static void
ensure_libraries (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, init_libraries, NULL);
}

/* Builds part->view from the part's markup. Returns FALSE when the XML of
 * a word processor is not well-formed (HTML is always read). */
static gboolean
build_markup_view (Part *part)
{
  Builder b = { 0 };
  xmlParserCtxtPtr ctxt;
  gboolean ok = TRUE;

  ensure_libraries ();

  part->view = g_string_sized_new (part->u_len / 2 + 16);
  part->view_map = map_new ();

  b.part = part;
  b.src = part->u;
  b.len = part->u_len;
  b.view = part->view;
  b.map = part->view_map;

  if (part->u_len > G_MAXINT)
    return FALSE;

  if (part->markup == MARKUP_HTML)
    {
      htmlSAXHandler sax;

      ctxt = htmlCreateMemoryParserCtxt (part->u, (int) part->u_len);
      if (ctxt == NULL)
        return FALSE;

      memset (&sax, 0, sizeof sax);
      sax.initialized = XML_SAX2_MAGIC;
      sax.startElement = html_start_element;
      sax.endElement = html_end_element;
      sax.characters = html_characters;
      sax.ignorableWhitespace = html_characters;
      sax.cdataBlock = html_characters;
      sax.comment = markup_comment;
      sax.serror = silent_error;
      memcpy (ctxt->sax, &sax, sizeof sax);
      ctxt->userData = &b;
      b.ctxt = ctxt;

      htmlCtxtUseOptions (ctxt, HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
                                | HTML_PARSE_IGNORE_ENC | HTML_PARSE_NOIMPLIED);
      ctxt->sax->serror = silent_error;
      xmlSwitchEncoding (ctxt, XML_CHAR_ENCODING_UTF8);
      htmlParseDocument (ctxt);
      b.stopped = FALSE;
      html_flush_ws (&b);
      scan_gap (&b, b.last_end, b.len);
      pre_leave (&b);
      htmlFreeParserCtxt (ctxt);
    }
  else
    {
      xmlSAXHandler sax;

      ctxt = xmlCreateMemoryParserCtxt (part->u, (int) part->u_len);
      if (ctxt == NULL)
        return FALSE;

      memset (&sax, 0, sizeof sax);
      sax.initialized = XML_SAX2_MAGIC;
      sax.startElementNs = xml_start_element;
      sax.endElementNs = xml_end_element;
      sax.characters = xml_characters;
      sax.ignorableWhitespace = xml_characters;
      sax.cdataBlock = xml_characters;
      sax.comment = markup_comment;
      sax.serror = silent_error;
      memcpy (ctxt->sax, &sax, sizeof sax);
      ctxt->userData = &b;
      b.ctxt = ctxt;

      xmlCtxtUseOptions (ctxt, XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NONET);
      ctxt->sax->serror = silent_error;
      xmlParseDocument (ctxt);
      ok = ctxt->wellFormed != 0;
      xmlFreeParserCtxt (ctxt);
    }

  return ok;
}

/* The plain view: the text itself. */
static void
build_text_view (Part *part)
{
  part->view = g_string_new_len (part->u, (gssize) part->u_len);
  part->view_map = NULL;
}

/* ------------------------------------------------------------------ */
/* Finding the snippets                                                 */

static gboolean
is_blank (const char *text,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      return FALSE;
  return TRUE;
}

/* The quote marks before the <PBN> on its line ("> ", ">> ", "> > "),
 * or 0 when the line holds anything else before it. */
static guint
quote_depth (const char *line,
             gsize       len)
{
  guint depth = 0;

  for (gsize i = 0; i < len; i++)
    {
      if (line[i] == '>')
        depth++;
      else if (line[i] != ' ' && line[i] != '\t')
        return 0;
    }
  return depth;
}

/* Makes the snippet's PBN text: the body, less @depth quote marks at the
 * start of each line after the first. */
static void
snippet_make_text (Snippet *snippet,
                   guint    depth)
{
  const char *v = snippet->part->view->str;
  gsize start = snippet->body_start, end = snippet->body_end;
  GString *out;
  gboolean line_start = FALSE;

  if (depth == 0)
    {
      snippet->text = g_strndup (v + start, end - start);
      snippet->text_len = end - start;
      snippet->text_map = NULL;
      return;
    }

  out = g_string_sized_new (end - start);
  snippet->text_map = map_new ();
  for (gsize i = start; i < end;)
    {
      if (line_start)
        {
          gsize j = i;
          guint marks = 0;

          line_start = FALSE;
          while (j < end && (v[j] == ' ' || v[j] == '\t') && marks == 0 && j - i < 8)
            j++;
          while (j < end && v[j] == '>' && marks < depth)
            {
              marks++;
              j++;
              if (j < end && v[j] == ' ')
                j++;
            }
          if (marks > 0)
            i = j;
          continue;
        }

      map_add (snippet->text_map, out->len, 1, i, 1);
      g_string_append_c (out, v[i]);
      if (v[i] == '\n' || (v[i] == '\r' && (i + 1 >= end || v[i + 1] != '\n')))
        line_start = TRUE;
      i++;
    }

  snippet->text_len = out->len;
  snippet->text = g_string_free (out, FALSE);
}

static void
add_snippet (BrgDocument *self,
             Part        *part,
             gsize        open_start,
             gsize        close_start)
{
  const char *v = part->view->str;
  Snippet *snippet = g_new0 (Snippet, 1);
  guint depth = 0;

  snippet->part = part;
  snippet->open_start = open_start;
  snippet->body_start = open_start + 5;
  snippet->body_end = close_start;
  snippet->close_end = close_start + 6;
  document_position (self, part, open_start, &snippet->line, &snippet->column);

  if (part->quoting)
    {
      gsize line_start = open_start;

      while (line_start > 0 && v[line_start - 1] != '\n' && v[line_start - 1] != '\r')
        line_start--;
      depth = quote_depth (v + line_start, open_start - line_start);
      if (depth > 0)
        {
          gsize a, b, c, d;

          part_raw_span (part, line_start, line_start, &a, &b);
          part_raw_span (part, open_start, open_start, &c, &d);
          snippet->prefix_len = c > a ? c - a : 0;
          snippet->prefix = g_malloc (snippet->prefix_len + 1);
          memcpy (snippet->prefix, self->raw + a, snippet->prefix_len);
          snippet->prefix[snippet->prefix_len] = '\0';
        }
    }
  snippet_make_text (snippet, depth);
  snippet->blank = is_blank (snippet->text, snippet->text_len);

  if (snippet->blank)
    add_diagnostic (self, BRG_SEVERITY_WARNING, snippet->line, snippet->column,
                    "doc-empty-snippet",
                    _("This <PBN> snippet is empty (PBN §6.2)"));

  g_ptr_array_add (self->snippets, snippet);
}

/* Finds every <PBN> … </PBN> pair of a part, in any letter case
 * (PBN §6.2). A delimiter without its partner, or a <PBN> inside a
 * snippet, is a diagnostic. */
static void
find_snippets (BrgDocument *self,
               Part        *part)
{
  const char *v = part->view->str;
  gsize len = part->view->len;
  gboolean open = FALSE;
  gsize open_at = 0;
  guint line, column;

  for (gsize i = 0; i < len; i++)
    {
      const char *lt = memchr (v + i, '<', len - i);

      if (lt == NULL)
        break;
      i = (gsize) (lt - v);

      if (i + 5 <= len && g_ascii_strncasecmp (v + i, "<pbn>", 5) == 0)
        {
          if (open)
            {
              guint open_line, open_column;
              g_autofree char *message = NULL;

              document_position (self, part, open_at, &open_line, &open_column);
              document_position (self, part, i, &line, &column);
              message = g_strdup_printf (_("A <PBN> delimiter inside the snippet that begins "
                                           "at line %u, column %u; that snippet is left out "
                                           "(PBN §6.2)"), open_line, open_column);
              add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-nested-delimiter",
                              message);
            }
          open = TRUE;
          open_at = i;
          i += 4;
        }
      else if (i + 6 <= len && g_ascii_strncasecmp (v + i, "</pbn>", 6) == 0)
        {
          if (!open)
            {
              document_position (self, part, i, &line, &column);
              add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-unopened-delimiter",
                              _("A </PBN> delimiter without a <PBN> before it (PBN §6.2)"));
            }
          else if (self->snippets->len < MAX_SNIPPETS)
            {
              add_snippet (self, part, open_at, i);
            }
          else if (self->snippets->len == MAX_SNIPPETS)
            {
              document_position (self, part, open_at, &line, &column);
              add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-too-many-snippets",
                              _("The document holds too many snippets; the rest are left out"));
            }
          open = FALSE;
          i += 5;
        }
    }

  if (open)
    {
      document_position (self, part, open_at, &line, &column);
      add_diagnostic (self, BRG_SEVERITY_ERROR, line, column, "doc-unclosed-delimiter",
                      _("A <PBN> delimiter without a </PBN> after it (PBN §6.2)"));
    }
}

/* ------------------------------------------------------------------ */
/* Loading each kind of document                                        */

static Part *
part_new (Markup markup,
          gsize  raw_start,
          gsize  raw_end)
{
  Part *part = g_new0 (Part, 1);

  part->markup = markup;
  part->raw_start = raw_start;
  part->raw_end = raw_end;
  return part;
}

/* Moves the lower side of a map by @delta bytes; a missing map (the
 * identity) becomes one run. */
static void
shift_map (GArray **map,
           gsize    upper_len,
           gsize    delta)
{
  if (*map == NULL)
    {
      *map = map_new ();
      map_add (*map, 0, upper_len, delta, upper_len);
      return;
    }
  for (guint i = 0; i < (*map)->len; i++)
    g_array_index (*map, Segment, i).to += delta;
}

/* Decodes @len bytes at @data (the part's d text) into part->u. The
 * character set comes from a byte order mark, else from @declared, else
 * UTF-8 when the bytes are UTF-8, else a guess; a guess and bytes that do
 * not decode are warnings at @at_line, @at_column when given, else at the
 * bad byte. */
static void
decode_part (BrgDocument *self,
             Part        *part,
             const char  *data,
             gsize        len,
             const char  *declared)
{
  gsize bom = 0, first_bad = 0;
  const char *charset;
  gboolean lossy = FALSE;
  gboolean guessed = FALSE;
  guint line, column;

  charset = brg_charset_from_bom (data, len, &bom);
  if (charset != NULL)
    {
      /* The BOM is not text: the part starts after it. */
      data += bom;
      len -= bom;
      if (part->t_map == NULL)
        part->raw_start += bom;
    }
  else if (declared != NULL)
    {
      charset = declared;
    }
  else
    {
      charset = brg_charset_guess (data, len);
      guessed = !brg_charset_is_utf8 (charset);
    }

  part->u = decode_charset (data, len, charset, &part->u_len, &part->u_map, &first_bad, &lossy);
  if (part->u != NULL && bom > 0 && part->t_map != NULL)
    shift_map (&part->u_map, part->u_len, bom);
  if (part->u == NULL)
    {
      g_autofree char *message = NULL;

      const char *fallback = brg_charset_guess (data, len);

      message = g_strdup_printf (_("The character set “%s” is not known; the text is read as %s"),
                                 charset, fallback);
      raw_position (self, part->raw_start, &line, &column);
      add_diagnostic (self, BRG_SEVERITY_WARNING, line, column, "doc-unknown-charset", message);
      charset = fallback;
      part->u = decode_charset (data, len, charset, &part->u_len, &part->u_map, &first_bad, &lossy);
    }

  part->charset = g_ascii_strup (charset, -1);

  if (guessed || lossy)
    {
      gsize a = first_bad, b = first_bad + 1;
      g_autofree char *message = NULL;

      if (guessed)
        {
          for (a = 0; a < len && (guchar) data[a] < 0x80; a++)
            ;
          b = a + 1;
        }
      map_span (part->t_map, &a, &b);
      raw_position (self, part->raw_start + a, &line, &column);
      if (guessed)
        message = g_strdup_printf (_("The text does not say its character set and is not UTF-8; "
                                     "it was read as %s"), part->charset);
      else
        message = g_strdup_printf (_("Bytes that are not %s were replaced"), part->charset);
      add_diagnostic (self, BRG_SEVERITY_WARNING, line, column,
                      guessed ? "doc-charset-guess" : "doc-charset-error", message);
    }
}

static Units
units_for (const char *charset,
           const char *data,
           gsize       len)
{
  if (g_ascii_strcasecmp (charset, "UTF-16LE") == 0)
    return UNITS_UTF16LE;
  if (g_ascii_strcasecmp (charset, "UTF-16BE") == 0)
    return UNITS_UTF16BE;
  if (brg_charset_is_utf8 (charset) || g_utf8_validate_len (data, len, NULL))
    return UNITS_UTF8;
  return UNITS_BYTES;
}

static gboolean
load_text (BrgDocument  *self,
           GError      **error)
{
  Part *part = part_new (MARKUP_TEXT, 0, self->raw_len);

  part->quoting = TRUE;
  g_ptr_array_add (self->parts, part);
  decode_part (self, part, self->raw, self->raw_len, NULL);
  build_text_view (part);
  self->encoding = g_strdup (part->charset);
  self->units = units_for (part->charset, self->raw, self->raw_len);
  return TRUE;
}

/* The character set an HTML page declares: the XML declaration, or a
 * <meta> that libxml2's HTML parser understands. */
static char *
html_declared_charset (const char *data,
                       gsize       len)
{
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *head = g_strndup (data, MIN (len, 1024));
  htmlDocPtr doc;
  char *charset = NULL;

  regex = g_regex_new ("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._:-]+)[\"']",
                       G_REGEX_RAW, 0, NULL);
  if (regex != NULL && g_regex_match (regex, head, 0, &match))
    return g_match_info_fetch (match, 1);

  /* The declaration is in the head: the start of the page is enough
   * (HTML §13.2.3.2 looks at 1024 bytes; old pages put more before). */
  doc = htmlReadMemory (data, (int) MIN (len, 16384), NULL, NULL,
                        HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
  if (doc != NULL && doc->encoding != NULL)
    charset = g_strdup ((const char *) doc->encoding);
  if (doc != NULL)
    xmlFreeDoc (doc);

  /* HTML §13.2.3.3: a page that says UTF-16 without a BOM is UTF-8. */
  if (charset != NULL && g_ascii_strncasecmp (charset, "utf-16", 6) == 0)
    {
      g_free (charset);
      charset = g_strdup ("UTF-8");
    }
  return charset;
}

static gboolean
load_html (BrgDocument  *self,
           GError      **error)
{
  Part *part = part_new (MARKUP_HTML, 0, self->raw_len);
  g_autofree char *declared = NULL;
  gsize bom = 0;

  ensure_libraries ();
  g_ptr_array_add (self->parts, part);
  if (brg_charset_from_bom (self->raw, self->raw_len, &bom) == NULL)
    declared = html_declared_charset (self->raw, self->raw_len);
  decode_part (self, part, self->raw, self->raw_len, declared);
  self->encoding = g_strdup (part->charset);
  self->units = units_for (part->charset, self->raw, self->raw_len);
  build_markup_view (part);
  return TRUE;
}

/* ---- e-mail -------------------------------------------------------- */

static gboolean
view_has_delimiter (Part *part)
{
  const char *v = part->view->str;

  for (gsize i = 0; i + 5 <= part->view->len; i++)
    if (v[i] == '<' && (g_ascii_strncasecmp (v + i + 1, "pbn>", 4) == 0
                        || (i + 6 <= part->view->len
                            && g_ascii_strncasecmp (v + i + 1, "/pbn>", 5) == 0)))
      return TRUE;
  return FALSE;
}

static void
add_mime_part (BrgDocument *self,
               GMimePart   *mime_part,
               Markup       markup)
{
  GMimeDataWrapper *content = g_mime_part_get_content (mime_part);
  GMimeContentType *type = g_mime_object_get_content_type (GMIME_OBJECT (mime_part));
  GMimeContentEncoding encoding;
  GMimeStream *stream;
  const char *charset = NULL;
  const char *data;
  gsize start, end, len;
  g_autofree char *decoded = NULL;
  Part *part;

  if (content == NULL)
    return;
  stream = g_mime_data_wrapper_get_stream (content);
  encoding = g_mime_data_wrapper_get_encoding (content);
  if (stream == NULL || stream->bound_start < 0 || (gsize) stream->bound_start > self->raw_len)
    return;

  /* The parser keeps the body as a window on the message (persist
   * stream): its bounds are where the body is in the file. */
  start = (gsize) stream->bound_start;
  end = stream->bound_end < 0 ? self->raw_len : MIN ((gsize) stream->bound_end, self->raw_len);
  if (end < start)
    return;

  part = part_new (markup, start, end);
  part->quoting = markup == MARKUP_TEXT;
  data = self->raw + start;
  len = end - start;

  if (encoding == GMIME_CONTENT_ENCODING_BASE64
      || encoding == GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE
      || encoding == GMIME_CONTENT_ENCODING_UUENCODE)
    {
      GMimeEncoding state;
      GString *out = g_string_sized_new (len);
      char buffer[64];
      gsize n;

      /* Fed one byte at a time, each decoded byte knows its source. */
      part->t_map = map_new ();
      g_mime_encoding_init_decode (&state, encoding);
      for (gsize i = 0; i < len; i++)
        {
          n = g_mime_encoding_step (&state, data + i, 1, buffer);
          n = MIN (n, sizeof buffer);
          map_add (part->t_map, out->len, n, i, 1);
          g_string_append_len (out, buffer, (gssize) n);
        }
      n = g_mime_encoding_flush (&state, "", 0, buffer);
      n = MIN (n, sizeof buffer);
      map_add (part->t_map, out->len, n, len > 0 ? len - 1 : 0, len > 0 ? 1 : 0);
      g_string_append_len (out, buffer, (gssize) n);
      len = out->len;
      decoded = g_string_free (out, FALSE);
      data = decoded;
    }

  if (type != NULL)
    charset = g_mime_content_type_get_parameter (type, "charset");
  if (charset != NULL)
    charset = g_mime_charset_iconv_name (charset);

  g_ptr_array_add (self->parts, part);
  decode_part (self, part, data, len, charset);
  if (markup == MARKUP_HTML)
    build_markup_view (part);
  else
    build_text_view (part);
}

static void
walk_mime (BrgDocument *self,
           GMimeObject *object,
           guint        depth)
{
  GMimeContentType *type;

  if (object == NULL || depth > 32 || self->parts->len >= MAX_PARTS)
    return;

  type = g_mime_object_get_content_type (object);

  if (GMIME_IS_MULTIPART (object))
    {
      GMimeMultipart *multipart = GMIME_MULTIPART (object);
      int n = g_mime_multipart_get_count (multipart);

      if (type != NULL && g_mime_content_type_is_type (type, "multipart", "alternative"))
        {
          /* The same text twice: take one alternative, the plain text
           * when it holds a delimiter (what the author typed), else the
           * first that holds one. */
          guint chosen_from = 0, chosen_to = 0;
          gboolean chosen_plain = FALSE;

          for (int i = 0; i < n; i++)
            {
              GMimeObject *child = g_mime_multipart_get_part (multipart, i);
              GMimeContentType *child_type = g_mime_object_get_content_type (child);
              guint before = self->parts->len;
              gboolean found = FALSE;
              gboolean plain;

              walk_mime (self, child, depth + 1);
              for (guint k = before; k < self->parts->len; k++)
                found = found || view_has_delimiter (g_ptr_array_index (self->parts, k));
              plain = child_type != NULL
                      && g_mime_content_type_is_type (child_type, "text", "plain");

              if (found && (chosen_to == chosen_from || (plain && !chosen_plain)))
                {
                  if (chosen_to > chosen_from)
                    {
                      g_ptr_array_remove_range (self->parts, chosen_from, chosen_to - chosen_from);
                      before -= chosen_to - chosen_from;
                    }
                  chosen_from = before;
                  chosen_to = self->parts->len;
                  chosen_plain = plain;
                }
              else
                {
                  g_ptr_array_set_size (self->parts, before);
                }
            }
          return;
        }

      for (int i = 0; i < n; i++)
        walk_mime (self, g_mime_multipart_get_part (multipart, i), depth + 1);
    }
  else if (GMIME_IS_MESSAGE_PART (object))
    {
      GMimeMessage *message = g_mime_message_part_get_message (GMIME_MESSAGE_PART (object));

      if (message != NULL)
        walk_mime (self, g_mime_message_get_mime_part (message), depth + 1);
    }
  else if (GMIME_IS_PART (object) && type != NULL
           && g_mime_content_type_is_type (type, "text", "*"))
    {
      gboolean html = g_mime_content_type_is_type (type, "text", "html");

      add_mime_part (self, GMIME_PART (object), html ? MARKUP_HTML : MARKUP_TEXT);
    }
}

static gboolean
load_email (BrgDocument  *self,
            GError      **error)
{
  GMimeStream *stream;
  GMimeParser *parser;
  GMimeMessage *message;

  ensure_libraries ();

  stream = g_mime_stream_mem_new_with_buffer (self->raw, self->raw_len);
  parser = g_mime_parser_new_with_stream (stream);
  g_mime_parser_set_persist_stream (parser, TRUE);
  g_mime_parser_set_format (parser, GMIME_FORMAT_MESSAGE);
  message = g_mime_parser_construct_message (parser, NULL);
  if (message == NULL)
    {
      g_object_unref (parser);
      g_object_unref (stream);
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
                   _("The e-mail message cannot be read"));
      return FALSE;
    }

  self->units = g_utf8_validate_len (self->raw, self->raw_len, NULL) ? UNITS_UTF8 : UNITS_BYTES;
  walk_mime (self, g_mime_message_get_mime_part (message), 0);
  g_object_unref (message);
  g_object_unref (parser);
  g_object_unref (stream);
  self->encoding = g_strdup (self->parts->len > 0
                             ? ((Part *) g_ptr_array_index (self->parts, 0))->charset
                             : "UTF-8");
  return TRUE;
}

/* ---- zip containers ------------------------------------------------- */

static GPtrArray *
zip_read (const char  *data,
          gsize        len,
          gboolean     names_only,
          GError     **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (zip_entry_free);
  struct archive *archive = archive_read_new ();
  struct archive_entry *header;
  gsize total = 0;
  int r;

  archive_read_support_format_zip (archive);
  if (archive_read_open_memory (archive, data, len) != ARCHIVE_OK)
    goto corrupt;

  while ((r = archive_read_next_header (archive, &header)) == ARCHIVE_OK)
    {
      ZipEntry *entry;
      GByteArray *buffer;
      char chunk[16384];
      la_ssize_t n;

      if (entries->len >= MAX_ENTRIES)
        {
          g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_TOO_LARGE,
                       _("The zip container holds more than %u files"), MAX_ENTRIES);
          archive_read_free (archive);
          return NULL;
        }
      if (archive_entry_is_encrypted (header))
        {
          g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                       _("The document is encrypted"));
          archive_read_free (archive);
          return NULL;
        }

      entry = g_new0 (ZipEntry, 1);
      entry->name = g_strdup (archive_entry_pathname (header) != NULL
                              ? archive_entry_pathname (header) : "");
      entry->directory = archive_entry_filetype (header) == AE_IFDIR;
      entry->mtime = archive_entry_mtime_is_set (header) ? archive_entry_mtime (header) : 0;
      entry->perm = archive_entry_perm (header);
      g_ptr_array_add (entries, entry);

      buffer = g_byte_array_new ();
      while (!names_only && (n = archive_read_data (archive, chunk, sizeof chunk)) != 0)
        {
          if (n < 0)
            {
              g_byte_array_unref (buffer);
              goto corrupt;
            }
          total += (gsize) n;
          if (buffer->len + (gsize) n > MAX_ENTRY_SIZE || total > 4 * MAX_ENTRY_SIZE)
            {
              g_byte_array_unref (buffer);
              g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_TOO_LARGE,
                           _("A file in the zip container is larger than %u MiB"),
                           (guint) (MAX_ENTRY_SIZE >> 20));
              archive_read_free (archive);
              return NULL;
            }
          g_byte_array_append (buffer, (const guint8 *) chunk, (guint) n);
        }
      entry->data = g_byte_array_free_to_bytes (buffer);
    }

  if (r != ARCHIVE_EOF)
    goto corrupt;

  archive_read_free (archive);
  return g_steal_pointer (&entries);

corrupt:
  g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
               _("The zip container cannot be read: %s"),
               archive_error_string (archive) != NULL ? archive_error_string (archive) : "");
  archive_read_free (archive);
  return NULL;
}

static la_ssize_t
zip_write_cb (struct archive *archive,
              void           *user_data,
              const void     *buffer,
              size_t          length)
{
  g_byte_array_append (user_data, buffer, (guint) length);
  return (la_ssize_t) length;
}

/* A new zip with the entries of the old one, in their order, the entry
 * @replace_index holding @replacement. ODF wants `mimetype` first and
 * stored (ODF 1.2 part 3 §3.3). */
static GBytes *
zip_write (GPtrArray  *entries,
           guint       replace_index,
           GBytes     *replacement,
           GError    **error)
{
  struct archive *archive = archive_write_new ();
  GByteArray *out = g_byte_array_new ();

  archive_write_set_format_zip (archive);
  archive_write_set_bytes_per_block (archive, 0);
  if (archive_write_open (archive, out, NULL, zip_write_cb, NULL) != ARCHIVE_OK)
    goto fail;

  for (guint i = 0; i < entries->len; i++)
    {
      ZipEntry *entry = g_ptr_array_index (entries, i);
      GBytes *data = i == replace_index ? replacement : entry->data;
      struct archive_entry *header = archive_entry_new ();
      gsize size = data != NULL ? g_bytes_get_size (data) : 0;
      gboolean stored = strcmp (entry->name, "mimetype") == 0 || entry->directory;
      int r;

      if (stored)
        archive_write_zip_set_compression_store (archive);
      else
        archive_write_zip_set_compression_deflate (archive);
      archive_entry_set_pathname_utf8 (header, entry->name);
      archive_entry_set_filetype (header, entry->directory ? AE_IFDIR : AE_IFREG);
      archive_entry_set_perm (header, entry->directory ? 0755 : 0644);
      archive_entry_set_size (header, entry->directory ? 0 : (la_int64_t) size);
      if (entry->mtime != 0 && strcmp (entry->name, "mimetype") != 0)
        archive_entry_set_mtime (header, entry->mtime, 0);

      r = archive_write_header (archive, header);
      if (r == ARCHIVE_OK && !entry->directory && size > 0
          && archive_write_data (archive, g_bytes_get_data (data, NULL), size) < 0)
        r = ARCHIVE_FATAL;
      archive_entry_free (header);
      if (r != ARCHIVE_OK)
        goto fail;
    }

  if (archive_write_close (archive) != ARCHIVE_OK)
    goto fail;
  archive_write_free (archive);
  return g_byte_array_free_to_bytes (out);

fail:
  g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
               _("The zip container cannot be written: %s"),
               archive_error_string (archive) != NULL ? archive_error_string (archive) : "");
  archive_write_free (archive);
  g_byte_array_unref (out);
  return NULL;
}

static ZipEntry *
find_entry (GPtrArray  *entries,
            const char *name,
            guint      *index)
{
  for (guint i = 0; i < entries->len; i++)
    {
      ZipEntry *entry = g_ptr_array_index (entries, i);

      if (strcmp (entry->name, name) == 0)
        {
          if (index != NULL)
            *index = i;
          return entry;
        }
    }
  return NULL;
}

static gboolean
bytes_contain (GBytes     *bytes,
               const char *needle)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  gsize n = strlen (needle);

  for (gsize i = 0; data != NULL && n > 0 && i + n <= len; i++)
    if (data[i] == needle[0] && memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

/* The main part of a DOCX, from the package relationships (ECMA-376
 * part 2 §9.3); word/document.xml when they do not say. */
static char *
docx_main_part (GPtrArray *entries)
{
  ZipEntry *rels = find_entry (entries, "_rels/.rels", NULL);
  xmlDocPtr doc;
  char *target = NULL;
  gsize len;
  const char *data;

  if (rels == NULL || rels->data == NULL)
    return g_strdup ("word/document.xml");

  data = g_bytes_get_data (rels->data, &len);
  if (len > G_MAXINT)
    return g_strdup ("word/document.xml");
  doc = xmlReadMemory (data, (int) len, NULL, NULL,
                       XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NONET);
  if (doc != NULL && xmlDocGetRootElement (doc) != NULL)
    {
      for (xmlNodePtr node = xmlDocGetRootElement (doc)->children; node != NULL; node = node->next)
        {
          xmlChar *type, *value;

          if (node->type != XML_ELEMENT_NODE)
            continue;
          type = xmlGetProp (node, BAD_CAST "Type");
          value = xmlGetProp (node, BAD_CAST "Target");
          if (type != NULL && value != NULL && target == NULL
              && g_str_has_suffix ((const char *) type, "/officeDocument"))
            target = g_strdup ((const char *) value + (value[0] == '/' ? 1 : 0));
          xmlFree (type);
          xmlFree (value);
        }
    }
  if (doc != NULL)
    xmlFreeDoc (doc);

  return target != NULL ? target : g_strdup ("word/document.xml");
}

static gboolean
load_zip (BrgDocument  *self,
          GError      **error)
{
  g_autofree char *main_name = NULL;
  ZipEntry *entry;
  const char *data;
  gsize len, bom = 0;
  Part *part;

  ensure_libraries ();

  self->entries = zip_read (self->raw, self->raw_len, FALSE, error);
  if (self->entries == NULL)
    return FALSE;

  if (self->kind == BRG_DOCUMENT_KIND_ODT)
    {
      ZipEntry *manifest = find_entry (self->entries, "META-INF/manifest.xml", NULL);

      if (manifest != NULL && manifest->data != NULL
          && bytes_contain (manifest->data, "encryption-data"))
        {
          g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                       _("The document is encrypted"));
          return FALSE;
        }
      main_name = g_strdup ("content.xml");
    }
  else
    {
      main_name = docx_main_part (self->entries);
    }

  entry = find_entry (self->entries, main_name, &self->content_entry);
  if (entry == NULL || entry->data == NULL)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
                   _("The document has no “%s”"), main_name);
      return FALSE;
    }

  data = g_bytes_get_data (entry->data, &len);
  if (data == NULL)
    data = "";
  if (!g_utf8_validate_len (data, len, NULL))
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                   _("The text of the document is not in UTF-8"));
      return FALSE;
    }
  brg_charset_from_bom (data, len, &bom);

  /* From here on "raw" is the XML of the text. */
  self->raw = data;
  self->raw_len = len;
  self->units = UNITS_UTF8;
  self->encoding = g_strdup ("UTF-8");

  part = part_new (self->kind == BRG_DOCUMENT_KIND_ODT ? MARKUP_ODT : MARKUP_DOCX, bom, len);
  part->charset = g_strdup ("UTF-8");
  part->u = g_strndup (data + bom, len - bom);
  part->u_len = len - bom;
  g_ptr_array_add (self->parts, part);

  if (memchr (data, '\0', len) != NULL || !build_markup_view (part))
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CORRUPT,
                   _("The XML of “%s” is not well-formed"), main_name);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Guessing the kind                                                    */

static gboolean
looks_like_email (const char *data,
                  gsize       len)
{
  static const char * const known[] = {
    "from", "to", "subject", "date", "mime-version", "content-type", "received",
    "message-id", "return-path", "delivered-to", "reply-to", "cc",
  };
  gsize i = 0;
  guint n_headers = 0, n_known = 0;

  len = MIN (len, 16384);
  if (len >= 5 && memcmp (data, "From ", 5) == 0)
    {
      const char *eol = memchr (data, '\n', len);

      if (eol == NULL)
        return FALSE;
      i = (gsize) (eol - data) + 1;
    }

  while (i < len && n_headers < 200)
    {
      const char *eol = memchr (data + i, '\n', len - i);
      gsize end = eol != NULL ? (gsize) (eol - data) : len;
      gsize colon;

      if (end == i || (end == i + 1 && data[i] == '\r'))
        break;
      if (data[i] == ' ' || data[i] == '\t')
        {
          if (n_headers == 0)
            return FALSE;
        }
      else
        {
          for (colon = i; colon < end && data[colon] > ' ' && data[colon] < 0x7f
                          && data[colon] != ':'; colon++)
            ;
          if (colon == i || colon >= end || data[colon] != ':')
            return FALSE;
          for (guint k = 0; k < G_N_ELEMENTS (known); k++)
            if (strlen (known[k]) == colon - i
                && g_ascii_strncasecmp (data + i, known[k], colon - i) == 0)
              n_known++;
          n_headers++;
        }
      if (eol == NULL)
        break;
      i = end + 1;
    }

  return n_headers >= 2 && n_known >= 1;
}

static gboolean
looks_like_html (const char *data,
                 gsize       len)
{
  static const char * const starts[] = {
    "<!doctype html", "<html", "<head", "<body", "<meta", "<title", "<!--", "<p>", "<div",
    "<pre", "<h1", "<h2", "<table",
  };
  g_autofree char *head = NULL;
  gsize i = 0, bom = 0;

  brg_charset_from_bom (data, len, &bom);
  if (bom == 2)
    return FALSE;
  i = bom;
  while (i < len && g_ascii_isspace (data[i]))
    i++;
  head = g_ascii_strdown (data + i, (gssize) MIN (len - i, 1024));

  if (g_str_has_prefix (head, "<?xml"))
    return strstr (head, "<html") != NULL || strstr (head, "xhtml") != NULL;
  for (guint k = 0; k < G_N_ELEMENTS (starts); k++)
    if (g_str_has_prefix (head, starts[k]))
      return TRUE;
  return FALSE;
}

static BrgDocumentKind
guess_zip_kind (const char *data,
                gsize       len)
{
  g_autoptr(GPtrArray) names = zip_read (data, len, TRUE, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  ZipEntry *mimetype;

  if (names == NULL)
    return BRG_DOCUMENT_KIND_AUTO;
  if (find_entry (names, "word/document.xml", NULL) != NULL
      || find_entry (names, "[Content_Types].xml", NULL) != NULL)
    return BRG_DOCUMENT_KIND_DOCX;
  if (find_entry (names, "mimetype", NULL) == NULL)
    return BRG_DOCUMENT_KIND_AUTO;

  entries = zip_read (data, len, FALSE, NULL);
  mimetype = entries != NULL ? find_entry (entries, "mimetype", NULL) : NULL;
  if (mimetype != NULL && mimetype->data != NULL
      && bytes_contain (mimetype->data, "application/vnd.oasis.opendocument.text"))
    return BRG_DOCUMENT_KIND_ODT;
  return BRG_DOCUMENT_KIND_AUTO;
}

/**
 * brg_document_guess_kind:
 * @bytes: the contents of a document
 * @file_name: (nullable): the document's file name, for its extension
 *
 * Tells what kind of document @bytes hold: a zip is ODT or DOCX by what
 * it contains, else the extension decides (`.eml`, `.html`, `.htm`,
 * `.xhtml`, `.txt`, `.pbn`), else the first bytes (an HTML start, mail
 * headers), else it is plain text.
 *
 * Returns: the kind, or %BRG_DOCUMENT_KIND_AUTO for a zip that is neither
 *   ODT nor DOCX
 */
BrgDocumentKind
brg_document_guess_kind (GBytes     *bytes,
                         const char *file_name)
{
  const char *data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, BRG_DOCUMENT_KIND_AUTO);

  data = g_bytes_get_data (bytes, &len);
  if (data == NULL)
    data = "";

  if (len >= 4 && memcmp (data, "PK\003\004", 4) == 0)
    return guess_zip_kind (data, len);

  if (file_name != NULL)
    {
      const char *dot = strrchr (file_name, '.');
      g_autofree char *ext = dot != NULL ? g_ascii_strdown (dot + 1, -1) : NULL;

      if (ext != NULL)
        {
          if (strcmp (ext, "eml") == 0)
            return BRG_DOCUMENT_KIND_EMAIL;
          if (strcmp (ext, "html") == 0 || strcmp (ext, "htm") == 0 || strcmp (ext, "xhtml") == 0
              || strcmp (ext, "xht") == 0 || strcmp (ext, "shtml") == 0)
            return BRG_DOCUMENT_KIND_HTML;
          if (strcmp (ext, "txt") == 0 || strcmp (ext, "text") == 0 || strcmp (ext, "pbn") == 0)
            return BRG_DOCUMENT_KIND_TEXT;
        }
    }

  if (looks_like_html (data, len))
    return BRG_DOCUMENT_KIND_HTML;
  if (looks_like_email (data, len))
    return BRG_DOCUMENT_KIND_EMAIL;
  return BRG_DOCUMENT_KIND_TEXT;
}

/* ------------------------------------------------------------------ */
/* Boards remember their snippet                                        */

typedef struct
{
  guint snippet;
  guint line;
  guint column;
} Origin;

static GQuark
origin_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("brg-document-origin");
  return quark;
}

/**
 * brg_document_board_set_snippet:
 * @board: a board
 * @snippet: the index of a snippet in its document
 * @line: the line of the snippet's `<PBN>`, 1-based
 * @column: its column, 1-based
 *
 * Records which snippet of a document @board came from, as
 * brg_document_read() does; brg_document_update() writes the board back
 * there. Use it to carry the record over to a copy of the board.
 */
void
brg_document_board_set_snippet (BrgBoard *board,
                                guint     snippet,
                                guint     line,
                                guint     column)
{
  Origin *origin;

  g_return_if_fail (BRG_IS_BOARD (board));

  origin = g_new (Origin, 1);
  origin->snippet = snippet;
  origin->line = line;
  origin->column = column;
  g_object_set_qdata_full (G_OBJECT (board), origin_quark (), origin, g_free);
}

/**
 * brg_document_board_get_snippet:
 * @board: a board
 * @snippet: (out) (optional): the index of its snippet
 * @line: (out) (optional): the line of the snippet's `<PBN>`
 * @column: (out) (optional): its column
 *
 * Tells which snippet of its document @board was read from. Positions are
 * lines and columns of the document's text (for ODT and DOCX, each
 * paragraph and line break starts a line).
 *
 * Returns: %TRUE when @board came from a snippet
 */
gboolean
brg_document_board_get_snippet (BrgBoard *board,
                                guint    *snippet,
                                guint    *line,
                                guint    *column)
{
  Origin *origin;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  origin = g_object_get_qdata (G_OBJECT (board), origin_quark ());
  if (origin == NULL)
    return FALSE;
  if (snippet != NULL)
    *snippet = origin->snippet;
  if (line != NULL)
    *line = origin->line;
  if (column != NULL)
    *column = origin->column;
  return TRUE;
}

/**
 * brg_document_board_to_snippet:
 * @board: a board
 *
 * Writes @board as a PBN snippet for the clipboard: `<PBN>`, the game in
 * export layout (brg_pbn_write_board()), `</PBN>`, with LF line ends.
 *
 * Returns: (transfer full): the snippet
 */
char *
brg_document_board_to_snippet (BrgBoard *board)
{
  g_autofree char *game = NULL;
  gsize len;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  game = brg_pbn_write_board (board);
  len = strlen (game);
  return g_strconcat ("<PBN>\n", game, len > 0 && game[len - 1] != '\n' ? "\n" : "", "</PBN>\n",
                      NULL);
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

/* The byte offset in @text of a line and column as the PBN reader
 * counts them (line ends LF, CRLF or CR; columns in characters). */
static gsize
text_offset (const char *text,
             gsize       len,
             guint       line,
             guint       column)
{
  gsize i = 0;
  guint l = 1;

  if (line == 0)
    return 0;

  while (l < line && i < len)
    {
      if (text[i] == '\n')
        {
          l++;
        }
      else if (text[i] == '\r')
        {
          if (i + 1 < len && text[i + 1] == '\n')
            i++;
          l++;
        }
      i++;
    }

  for (guint c = 1; c < column && i < len && text[i] != '\n' && text[i] != '\r'; c++)
    {
      i++;
      while (i < len && ((guchar) text[i] & 0xc0) == 0x80)
        i++;
    }
  return i;
}

static gsize
snippet_view_offset (Snippet *snippet,
                     gsize    text_offset)
{
  gsize a = text_offset, b = text_offset;

  if (snippet->text_map == NULL)
    return snippet->body_start + MIN (text_offset, snippet->text_len);
  map_span (snippet->text_map, &a, &b);
  return a;
}

static BrgEvent *
read_snippet (Snippet    *snippet,
              GPtrArray **diagnostics,
              GError    **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (snippet->text, snippet->text_len);

  return brg_pbn_read_snippet (bytes, diagnostics, error);
}

static gboolean
event_has_escape (BrgEvent   *event,
                  const char *escape)
{
  for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
    if (strcmp (brg_event_get_escape (event, i), escape) == 0)
      return TRUE;
  return FALSE;
}

/**
 * brg_document_read:
 * @self: a document
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found, with positions in the document
 *
 * Reads every snippet of @self with the PBN reader (brg_pbn_read_snippet())
 * and gathers their boards, in document order, into one event. Each
 * board remembers its snippet (brg_document_board_get_snippet()). Each
 * snippet is read on its own, so `#` inheritance (PBN §4.8) does not reach
 * from one snippet into the next.
 *
 * @diagnostics holds the problems with the delimiters and the character
 * set and everything the PBN reader reports, moved to lines and columns
 * of the document: of the file for text, HTML and e-mail, of the text
 * for ODT and DOCX (each paragraph and line break starts a line). A
 * diagnostic's board is its index in the returned event.
 *
 * Returns: (transfer full): the boards of all snippets
 */
BrgEvent *
brg_document_read (BrgDocument  *self,
                   GPtrArray   **diagnostics)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  event = brg_event_new ();
  brg_event_set_source_encoding (event, self->encoding);
  found = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  for (guint i = 0; i < self->diagnostics->len; i++)
    g_ptr_array_add (found, brg_diagnostic_copy (g_ptr_array_index (self->diagnostics, i)));

  for (guint i = 0; i < self->snippets->len; i++)
    {
      Snippet *snippet = g_ptr_array_index (self->snippets, i);
      g_autoptr(BrgEvent) part = NULL;
      g_autoptr(GPtrArray) part_diagnostics = NULL;
      g_autoptr(GError) error = NULL;
      guint first = brg_event_get_n_boards (event);
      guint n;

      if (snippet->blank)
        continue;

      part = read_snippet (snippet, &part_diagnostics, &error);
      if (part == NULL)
        {
          g_ptr_array_add (found, brg_diagnostic_new (BRG_SEVERITY_ERROR, snippet->line,
                                                      snippet->column, "doc-snippet-unreadable",
                                                      error->message));
          continue;
        }

      for (guint k = 0; k < brg_event_get_n_escapes (part); k++)
        if (!event_has_escape (event, brg_event_get_escape (part, k)))
          brg_event_add_escape (event, brg_event_get_escape (part, k));

      n = brg_event_get_n_boards (part);
      for (guint k = 0; k < n; k++)
        {
          BrgBoard *board = brg_event_get_board (part, k);

          brg_document_board_set_snippet (board, i, snippet->line, snippet->column);
          brg_event_append (event, board);
        }

      if (n == 0)
        {
          BrgDiagnostic *d = brg_diagnostic_new (BRG_SEVERITY_WARNING, snippet->line,
                                                 snippet->column, "doc-snippet-without-games",
                                                 _("This <PBN> snippet holds no game"));
          g_ptr_array_add (found, d);
        }

      for (guint k = 0; part_diagnostics != NULL && k < part_diagnostics->len; k++)
        {
          BrgDiagnostic *d = brg_diagnostic_copy (g_ptr_array_index (part_diagnostics, k));
          gsize offset = text_offset (snippet->text, snippet->text_len, d->line, d->column);

          if (d->line == 0)
            offset = 0;
          document_position (self, snippet->part, snippet_view_offset (snippet, offset),
                             &d->line, &d->column);
          if (d->board > 0)
            d->board += first;
          g_ptr_array_add (found, d);
        }
    }

  g_ptr_array_sort (found, brg_diagnostic_compare);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&found);
  return g_steal_pointer (&event);
}

/**
 * brg_document_read_file:
 * @file: a document
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   location for the problems found, with positions in the document
 * @error: return location for a #GError
 *
 * Loads @file with brg_document_new_for_file() and reads its snippets
 * with brg_document_read(): what `finesse-cli extract` and `check` do.
 *
 * Returns: (transfer full) (nullable): the boards of all snippets, or
 *   %NULL with @error set
 */
BrgEvent *
brg_document_read_file (GFile         *file,
                        GCancellable  *cancellable,
                        GPtrArray    **diagnostics,
                        GError       **error)
{
  g_autoptr(BrgDocument) document = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  document = brg_document_new_for_file (file, cancellable, error);
  if (document == NULL)
    return NULL;
  return brg_document_read (document, diagnostics);
}

/* ------------------------------------------------------------------ */
/* Updating in place                                                    */

/* Appends @text (UTF-8) to @out in @charset. Characters that the
 * charset lacks become character references in HTML; in plain text they
 * are an error. */
static gboolean
append_encoded (GString     *out,
                const char  *text,
                gsize        len,
                const char  *charset,
                gboolean     html,
                GError     **error)
{
  GIConv cd;
  const char *p = text;
  const char *end = text + len;

  if (brg_charset_is_utf8 (charset))
    {
      g_string_append_len (out, text, (gssize) len);
      return TRUE;
    }

  cd = g_iconv_open (charset, "UTF-8");
  if (cd == (GIConv) -1)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_ENCODING,
                   _("Text cannot be written in the character set “%s”"), charset);
      return FALSE;
    }

  while (p < end)
    {
      const char *next = g_utf8_next_char (p);
      char buffer[16];
      char *in = (char *) p;
      gsize in_left = (gsize) (MIN (next, end) - p);
      char *o = buffer;
      gsize o_left = sizeof buffer;

      if (g_iconv (cd, &in, &in_left, &o, &o_left) == (gsize) -1 || in_left > 0)
        {
          gunichar c = g_utf8_get_char_validated (p, end - p);

          g_iconv (cd, NULL, NULL, NULL, NULL);
          if (!html)
            {
              g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_ENCODING,
                           _("The character U+%04X cannot be written in the character set “%s”"),
                           (guint) c, charset);
              g_iconv_close (cd);
              return FALSE;
            }
          else
            {
              g_autofree char *reference = g_strdup_printf ("&#%u;", (guint) c);

              /* ASCII converts in every charset a page can be in. */
              if (!append_encoded (out, reference, strlen (reference), charset, FALSE, NULL))
                g_string_append (out, reference);
            }
        }
      else
        {
          g_string_append_len (out, buffer, (gssize) (o - buffer));
        }
      p = next;
    }

  /* Return a stateful encoding to its initial state. */
  {
    char buffer[16];
    char *o = buffer;
    gsize o_left = sizeof buffer;

    g_iconv (cd, NULL, NULL, &o, &o_left);
    g_string_append_len (out, buffer, (gssize) (o - buffer));
  }
  g_iconv_close (cd);
  return TRUE;
}

/* Escapes one line of PBN for the part's markup. */
static void
escape_line (GString    *out,
             Markup      markup,
             const char *line,
             gsize       len)
{
  for (gsize i = 0; i < len; i++)
    {
      char c = line[i];

      if (markup == MARKUP_TEXT)
        {
          g_string_append_c (out, c);
          continue;
        }

      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '\t':
          if (markup == MARKUP_ODT)
            g_string_append (out, "<text:tab/>");
          else if (markup == MARKUP_DOCX)
            g_string_append (out, "</w:t><w:tab/><w:t xml:space=\"preserve\">");
          else
            g_string_append_c (out, c);
          break;
        case ' ':
          if (markup == MARKUP_ODT)
            {
              /* ODF collapses spaces: the first of a run is a space
               * (unless the line starts with it), the rest text:s. */
              gsize run = 1;

              while (i + run < len && line[i + run] == ' ')
                run++;
              if (i > 0)
                {
                  g_string_append_c (out, ' ');
                  run--;
                }
              if (run == 1)
                g_string_append (out, "<text:s/>");
              else if (run > 1)
                g_string_append_printf (out, "<text:s text:c=\"%" G_GSIZE_FORMAT "\"/>", run);
              i += (i > 0 ? run : run - 1);
            }
          else
            {
              g_string_append_c (out, c);
            }
          break;
        default:
          /* XML 1.0 has no other controls. */
          if ((guchar) c >= 0x20 || c == '\n')
            g_string_append_c (out, c);
          break;
        }
    }
}

static gboolean
in_pre (Part  *part,
        gsize  offset)
{
  if (part->pre_ranges == NULL)
    return FALSE;
  for (guint i = 0; i + 1 < part->pre_ranges->len; i += 2)
    if (offset >= g_array_index (part->pre_ranges, gsize, i)
        && offset <= g_array_index (part->pre_ranges, gsize, i + 1))
      return TRUE;
  return FALSE;
}

/* The raw bytes that break a line when the snippet shows none to copy. */
static gboolean
default_separator (BrgDocument  *self,
                   Snippet      *snippet,
                   GString      *out,
                   GError      **error)
{
  Part *part = snippet->part;
  const char *eol = "\n";

  switch (part->markup)
    {
    case MARKUP_TEXT:
      {
        const char *lf = memchr (part->u, '\n', part->u_len);
        const char *cr = memchr (part->u, '\r', part->u_len);

        if (cr != NULL && (lf == NULL || cr < lf))
          eol = cr + 1 == lf ? "\r\n" : "\r";
        if (!append_encoded (out, eol, strlen (eol), part->charset, FALSE, error))
          return FALSE;
        if (snippet->prefix != NULL)
          g_string_append_len (out, snippet->prefix, (gssize) snippet->prefix_len);
        return TRUE;
      }

    case MARKUP_HTML:
      eol = in_pre (part, snippet->body_start) ? "\n" : "<br>\n";
      return append_encoded (out, eol, strlen (eol), part->charset, FALSE, error);

    case MARKUP_ODT:
      g_string_append (out, "<text:line-break/>");
      return TRUE;

    case MARKUP_DOCX:
    default:
      g_string_append (out, "</w:t><w:br/><w:t xml:space=\"preserve\">");
      return TRUE;
    }
}

static void
snippet_raw_span (Snippet *snippet,
                  gsize    start,
                  gsize    end,
                  gsize   *raw_start,
                  gsize   *raw_end)
{
  gsize a = start, b = end;

  if (snippet->text_map == NULL)
    {
      a += snippet->body_start;
      b += snippet->body_start;
    }
  else
    {
      map_span (snippet->text_map, &a, &b);
    }
  part_raw_span (snippet->part, a, b, raw_start, raw_end);
}

static gboolean
is_break (char c)
{
  return c == '\n' || c == '\r';
}

/* What a piece of XML leaves open and what it closes of its context:
 * the element names it ends without starting them, and those it starts
 * without ending them. FALSE when it ends an element it did not start
 * last. Only our own copies of a well-formed document's XML come here. */
static gboolean
xml_nesting (const char *xml,
             gsize       len,
             GPtrArray  *closes,
             GPtrArray  *opens)
{
  for (gsize i = 0; i < len; i++)
    {
      gsize j, name_start, name_end;
      gboolean closing;

      if (xml[i] != '<')
        continue;

      if (i + 3 < len && memcmp (xml + i, "<!--", 4) == 0)
        {
          const char *end = g_strstr_len (xml + i + 4, (gssize) (len - i - 4), "-->");

          i = end != NULL ? (gsize) (end - xml) + 2 : len;
          continue;
        }

      /* The end of the tag, past quoted attribute values. */
      for (j = i + 1; j < len && xml[j] != '>'; j++)
        if (xml[j] == '"' || xml[j] == '\'')
          {
            char quote = xml[j];

            for (j++; j < len && xml[j] != quote; j++)
              ;
          }
      if (j >= len)
        return FALSE;

      if (xml[i + 1] == '?' || xml[i + 1] == '!')
        {
          i = j;
          continue;
        }

      closing = xml[i + 1] == '/';
      name_start = i + 1 + (closing ? 1 : 0);
      for (name_end = name_start; name_end < j && !g_ascii_isspace (xml[name_end])
                                  && xml[name_end] != '/'; name_end++)
        ;

      if (closing)
        {
          g_autofree char *name = g_strndup (xml + name_start, name_end - name_start);

          if (opens->len > 0)
            {
              if (strcmp (g_ptr_array_index (opens, opens->len - 1), name) != 0)
                return FALSE;
              g_ptr_array_remove_index (opens, opens->len - 1);
            }
          else
            {
              g_ptr_array_add (closes, g_steal_pointer (&name));
            }
        }
      else if (xml[j - 1] != '/')
        {
          g_ptr_array_add (opens, g_strndup (xml + name_start, name_end - name_start));
        }
      i = j;
    }
  return TRUE;
}

/* Whether @a from @from to @to, reversed and followed by @b, is @c. */
static gboolean
reversed_then_equal (GPtrArray *a,
                     guint      from,
                     guint      to,
                     GPtrArray *b,
                     GPtrArray *c)
{
  guint n = 0;

  if (c->len != (to - from) + b->len)
    return FALSE;
  for (guint i = to; i > from; i--)
    if (strcmp (g_ptr_array_index (a, i - 1), g_ptr_array_index (c, n++)) != 0)
      return FALSE;
  for (guint i = 0; i < b->len; i++)
    if (strcmp (g_ptr_array_index (b, i), g_ptr_array_index (c, n++)) != 0)
      return FALSE;
  return TRUE;
}

/* Whether @new_xml can stand where @old_xml stood in a well-formed
 * document: from the same open elements it leaves the same open
 * elements. Closing an element and opening one of the same name again
 * (</w:r><w:r>) is the same as leaving it open. */
static gboolean
same_nesting (const char *old_xml,
              gsize       old_len,
              const char *new_xml,
              gsize       new_len)
{
  g_autoptr(GPtrArray) closes1 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) opens1 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) closes2 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) opens2 = g_ptr_array_new_with_free_func (g_free);
  guint k;

  if (!xml_nesting (old_xml, old_len, closes1, opens1)
      || !xml_nesting (new_xml, new_len, closes2, opens2))
    return FALSE;

  /* Both close the innermost elements of the context first. */
  k = MIN (closes1->len, closes2->len);
  for (guint i = 0; i < k; i++)
    if (strcmp (g_ptr_array_index (closes1, i), g_ptr_array_index (closes2, i)) != 0)
      return FALSE;

  /* What one closes deeper the other must open again. */
  if (closes1->len >= closes2->len)
    return reversed_then_equal (closes1, closes2->len, closes1->len, opens2, opens1);
  return reversed_then_equal (closes2, closes1->len, closes2->len, opens1, opens2);
}

/* Makes the new bytes of a snippet's body from @pbn (UTF-8, LF): each
 * line escaped for the markup, with the bytes the document has before
 * the first line, between two lines and after the last copied from the
 * old body, so the look of the snippet stays. */
static gboolean
snippet_replacement (BrgDocument  *self,
                     Snippet      *snippet,
                     const char   *pbn,
                     GString      *out,
                     gsize        *raw_from,
                     gsize        *raw_to,
                     GError      **error)
{
  Part *part = snippet->part;
  const char *t = snippet->text;
  gsize len = snippet->text_len;
  gsize first = 0, last = len;
  gsize a, b;
  g_autoptr(GString) sep = g_string_new (NULL);
  g_autoptr(GString) lead = g_string_new (NULL);
  g_autoptr(GString) trail = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  part_raw_span (part, snippet->open_start, snippet->body_start, &a, raw_from);
  part_raw_span (part, snippet->body_end, snippet->close_end, raw_to, &b);
  if (*raw_to < *raw_from)
    *raw_to = *raw_from;

  while (first < len && g_ascii_isspace (t[first]))
    first++;
  while (last > first && g_ascii_isspace (t[last - 1]))
    last--;

  if (first == last)
    {
      if (!default_separator (self, snippet, lead, error)
          || !default_separator (self, snippet, trail, error))
        return FALSE;
    }
  else
    {
      gsize first_raw, last_raw, line_start = first;
      gboolean line_has_text = FALSE;

      snippet_raw_span (snippet, first, first + 1, &first_raw, &b);
      snippet_raw_span (snippet, last - 1, last, &a, &last_raw);
      first_raw = CLAMP (first_raw, *raw_from, *raw_to);
      last_raw = CLAMP (last_raw, first_raw, *raw_to);
      g_string_append_len (lead, self->raw + *raw_from, (gssize) (first_raw - *raw_from));
      g_string_append_len (trail, self->raw + last_raw, (gssize) (*raw_to - last_raw));

      /* The first line end between two lines with text; quoted text
       * takes the quote marks of its <PBN> line on every line. */
      for (gsize k = first; k < last && snippet->prefix == NULL; k++)
        {
          gsize run, next;
          gboolean next_has_text = FALSE;

          if (!is_break (t[k]))
            {
              line_has_text = line_has_text || !g_ascii_isspace (t[k]);
              continue;
            }
          run = t[k] == '\r' && k + 1 < last && t[k + 1] == '\n' ? 2 : 1;
          for (next = k + run; next < last && !is_break (t[next]); next++)
            next_has_text = next_has_text || !g_ascii_isspace (t[next]);

          if (line_has_text && next_has_text && k > line_start)
            {
              gsize p_end, q_start;

              snippet_raw_span (snippet, k - 1, k, &a, &p_end);
              snippet_raw_span (snippet, k + run, k + run + 1, &q_start, &b);
              if (q_start >= p_end)
                g_string_append_len (sep, self->raw + p_end, (gssize) (q_start - p_end));
              break;
            }
          k += run - 1;
          line_start = k + 1;
          line_has_text = FALSE;
        }
    }

  if (sep->len == 0 && !default_separator (self, snippet, sep, error))
    return FALSE;

  /* A snippet on one line, <PBN>…</PBN>, gets its lines between line
   * breaks of its own. */
  if (first < last && memchr (t, '\n', len) == NULL && memchr (t, '\r', len) == NULL
      && !default_separator (self, snippet, lead, error))
    return FALSE;
  if (first < last && memchr (t, '\n', len) == NULL && memchr (t, '\r', len) == NULL)
    {
      g_autoptr(GString) before = g_string_new (NULL);

      if (!default_separator (self, snippet, before, error))
        return FALSE;
      g_string_prepend_len (trail, before->str, (gssize) before->len);
    }

  lines = g_strsplit (pbn, "\n", -1);
  n_lines = g_strv_length (lines);
  if (n_lines > 0 && lines[n_lines - 1][0] == '\0')
    n_lines--;

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      gsize start = out->len;

      g_string_append_len (out, lead->str, (gssize) lead->len);
      for (guint i = 0; i < n_lines; i++)
        {
          g_autoptr(GString) escaped = g_string_new (NULL);

          if (i > 0)
            g_string_append_len (out, sep->str, (gssize) sep->len);
          escape_line (escaped, part->markup, lines[i], strlen (lines[i]));
          if (!append_encoded (out, escaped->str, escaped->len, part->charset,
                               part->markup == MARKUP_HTML, error))
            return FALSE;
        }
      g_string_append_len (out, trail->str, (gssize) trail->len);

      /* HTML parsers take any markup; XML must stay well-formed. The
       * copied line break may close more than it opens again (a line
       * that ends in a span); then the plain line break of the format. */
      if (part->markup == MARKUP_TEXT || part->markup == MARKUP_HTML
          || same_nesting (self->raw + *raw_from, *raw_to - *raw_from,
                           out->str + start, out->len - start))
        return TRUE;

      g_string_truncate (out, start);
      g_string_truncate (sep, 0);
      if (!default_separator (self, snippet, sep, error))
        return FALSE;
    }

  g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
               _("The markup of the snippet at line %u, column %u cannot be rewritten"),
               snippet->line, snippet->column);
  return FALSE;
}

/* The PBN text of some boards in export format, UTF-8 with LF line ends,
 * without a `%Content-type` line: the document says its character set. */
static char *
boards_to_pbn (GPtrArray *boards,
               BrgEvent  *escapes_from)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *owned = NULL;
  g_autofree char *text = NULL;
  BrgCharsetInfo info;
  g_auto(GStrv) lines = NULL;
  GString *out;
  const char *data;
  gsize len;

  if (escapes_from != NULL)
    for (guint i = 0; i < brg_event_get_n_escapes (escapes_from); i++)
      brg_event_add_escape (event, brg_event_get_escape (escapes_from, i));
  for (guint i = 0; i < boards->len; i++)
    brg_event_append (event, g_ptr_array_index (boards, i));

  /* The writer writes ISO-8859-1 when every character fits, else UTF-8
   * (PBN §2.2). */
  bytes = brg_pbn_write_bytes (event, NULL);
  data = g_bytes_get_data (bytes, &len);
  data = brg_charset_decode (data, len, NULL, BRG_CHARSET_FALLBACK_GUESS, &info, &len, &owned,
                             NULL);
  text = g_strndup (data != NULL ? data : "", data != NULL ? len : 0);

  out = g_string_sized_new (strlen (text));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];
      gsize n = strlen (line);

      if (n > 0 && line[n - 1] == '\r')
        line[--n] = '\0';
      if (g_ascii_strncasecmp (line, "%Content-type:", 14) == 0)
        continue;
      if (lines[i + 1] == NULL && n == 0)
        break;
      g_string_append_len (out, line, (gssize) n);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/**
 * brg_document_update:
 * @self: a document
 * @event: the boards to write into it
 * @error: return location for a #GError
 *
 * Writes the boards of @event back into the snippets of @self and returns
 * the new document. Only the bodies of the snippets change: every byte
 * outside them stays as it was. A board goes to the snippet it was read
 * from (brg_document_board_get_snippet()); a board that was not read from
 * one goes with the board before it, or into the first snippet. Each body
 * is the PBN export format of its boards (PBN §2.1), escaped for the
 * markup around it, in the document's character set; the line breaks and
 * quote marks between its lines are copied from the old body.
 *
 * Text and HTML documents are rewritten byte for byte; ODT and DOCX get a
 * new zip with the text's XML rewritten and every other file copied. An
 * e-mail cannot be updated (%BRG_DOCUMENT_ERROR_UNSUPPORTED).
 *
 * Returns: (transfer full) (nullable): the new document, or %NULL with
 *   @error set
 */
GBytes *
brg_document_update (BrgDocument  *self,
                     BrgEvent     *event,
                     GError      **error)
{
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GString) out = NULL;
  guint n_boards, current = 0;
  gsize done = 0;

  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->kind == BRG_DOCUMENT_KIND_EMAIL)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                   _("Snippets in an e-mail message cannot be updated"));
      return NULL;
    }

  n_boards = brg_event_get_n_boards (event);
  if (self->snippets->len == 0)
    {
      if (n_boards > 0)
        {
          g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_NO_SNIPPETS,
                       _("The document has no <PBN> snippet to hold the boards"));
          return NULL;
        }
      return g_bytes_ref (self->bytes);
    }

  groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < self->snippets->len; i++)
    g_ptr_array_add (groups, g_ptr_array_new ());
  for (guint i = 0; i < n_boards; i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);
      guint snippet;

      if (brg_document_board_get_snippet (board, &snippet, NULL, NULL)
          && snippet < self->snippets->len)
        current = snippet;
      g_ptr_array_add (g_ptr_array_index (groups, current), board);
    }

  out = g_string_sized_new (self->raw_len + 1024);
  for (guint i = 0; i < self->snippets->len; i++)
    {
      Snippet *snippet = g_ptr_array_index (self->snippets, i);
      g_autoptr(BrgEvent) old = NULL;
      g_autofree char *pbn = NULL;
      gsize from, to;

      /* An empty snippet that gets no board stays as it is. */
      if (snippet->blank && ((GPtrArray *) g_ptr_array_index (groups, i))->len == 0)
        continue;

      /* The snippet's own % lines stay with it. */
      if (!snippet->blank)
        old = read_snippet (snippet, NULL, NULL);
      pbn = boards_to_pbn (g_ptr_array_index (groups, i), old);

      {
        g_autoptr(GString) body = g_string_new (NULL);

        if (!snippet_replacement (self, snippet, pbn, body, &from, &to, error))
          return NULL;
        if (from < done || to > self->raw_len)
          continue;
        g_string_append_len (out, self->raw + done, (gssize) (from - done));
        g_string_append_len (out, body->str, (gssize) body->len);
        done = to;
      }
    }
  g_string_append_len (out, self->raw + done, (gssize) (self->raw_len - done));

  if (self->kind == BRG_DOCUMENT_KIND_ODT || self->kind == BRG_DOCUMENT_KIND_DOCX)
    {
      g_autoptr(GBytes) xml = g_string_free_to_bytes (g_steal_pointer (&out));

      return zip_write (self->entries, self->content_entry, xml, error);
    }

  return g_string_free_to_bytes (g_steal_pointer (&out));
}

/* ------------------------------------------------------------------ */
/* The object                                                           */

static void
brg_document_finalize (GObject *object)
{
  BrgDocument *self = BRG_DOCUMENT (object);

  g_clear_pointer (&self->snippets, g_ptr_array_unref);
  g_clear_pointer (&self->parts, g_ptr_array_unref);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->line_starts, g_array_unref);
  g_clear_pointer (&self->encoding, g_free);
  g_clear_pointer (&self->bytes, g_bytes_unref);

  G_OBJECT_CLASS (brg_document_parent_class)->finalize (object);
}

static void
brg_document_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BrgDocument *self = BRG_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, brg_document_get_kind (self));
      break;

    case PROP_N_SNIPPETS:
      g_value_set_uint (value, brg_document_get_n_snippets (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_document_class_init (BrgDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_document_finalize;
  object_class->get_property = brg_document_get_property;

  /**
   * BrgDocument:kind:
   *
   * What kind of document it is.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       BRG_TYPE_DOCUMENT_KIND, BRG_DOCUMENT_KIND_TEXT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:n-snippets:
   *
   * The number of `<PBN>` snippets in the document.
   */
  properties[PROP_N_SNIPPETS] =
    g_param_spec_uint ("n-snippets", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_document_init (BrgDocument *self)
{
  self->parts = g_ptr_array_new_with_free_func (part_free);
  self->snippets = g_ptr_array_new_with_free_func (snippet_free);
  self->diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  self->kind = BRG_DOCUMENT_KIND_TEXT;
  self->units = UNITS_UTF8;
}

/**
 * brg_document_new_from_bytes:
 * @bytes: the contents of a document
 * @kind: what it is, or %BRG_DOCUMENT_KIND_AUTO to guess
 *   (brg_document_guess_kind())
 * @file_name: (nullable): its file name, which helps the guess
 * @error: return location for a #GError
 *
 * Opens a document that carries PBN between `<PBN>` and `</PBN>`
 * (PBN §6.2) and finds its snippets. The delimiters may be in any letter
 * case. Plain text may be in any character set and quoted with `> ` as
 * in e-mail replies; an e-mail's text parts are decoded (MIME transfer
 * encodings and character sets; of a multipart/alternative only one
 * part is read); HTML is read as a browser shows it: entities decoded,
 * `<br>` and block ends as line ends, the page's declared character set,
 * `<PBN>` written as markup or as text; ODT and DOCX are read from their
 * zip, paragraphs and line breaks as line ends.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with
 *   @error set (%BRG_DOCUMENT_ERROR_TOO_LARGE, %BRG_DOCUMENT_ERROR_CORRUPT,
 *   %BRG_DOCUMENT_ERROR_UNSUPPORTED)
 */
BrgDocument *
brg_document_new_from_bytes (GBytes           *bytes,
                             BrgDocumentKind   kind,
                             const char       *file_name,
                             GError          **error)
{
  g_autoptr(BrgDocument) self = NULL;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (kind <= BRG_DOCUMENT_KIND_DOCX, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_bytes_get_size (bytes) > MAX_DOCUMENT_SIZE)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_TOO_LARGE,
                   _("The document is larger than %u MiB"), (guint) (MAX_DOCUMENT_SIZE >> 20));
      return NULL;
    }

  if (kind == BRG_DOCUMENT_KIND_AUTO)
    kind = brg_document_guess_kind (bytes, file_name);
  if (kind == BRG_DOCUMENT_KIND_AUTO)
    {
      g_set_error (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_UNSUPPORTED,
                   _("The zip file is neither an OpenDocument text nor a Word document"));
      return NULL;
    }

  self = g_object_new (BRG_TYPE_DOCUMENT, NULL);
  self->kind = kind;
  self->bytes = g_bytes_ref (bytes);
  self->raw = g_bytes_get_data (bytes, &self->raw_len);
  if (self->raw == NULL)
    self->raw = "";

  switch (kind)
    {
    case BRG_DOCUMENT_KIND_EMAIL:
      ok = load_email (self, error);
      break;
    case BRG_DOCUMENT_KIND_HTML:
      ok = load_html (self, error);
      break;
    case BRG_DOCUMENT_KIND_ODT:
    case BRG_DOCUMENT_KIND_DOCX:
      ok = load_zip (self, error);
      break;
    case BRG_DOCUMENT_KIND_TEXT:
    case BRG_DOCUMENT_KIND_AUTO:
    default:
      ok = load_text (self, error);
      break;
    }
  if (!ok)
    return NULL;

  for (guint i = 0; i < self->parts->len; i++)
    find_snippets (self, g_ptr_array_index (self->parts, i));
  g_ptr_array_sort (self->diagnostics, brg_diagnostic_compare);

  return g_steal_pointer (&self);
}

/**
 * brg_document_new_for_file:
 * @file: a document
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Loads @file and opens it with brg_document_new_from_bytes(), guessing
 * its kind from its contents and name.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with
 *   @error set
 */
BrgDocument *
brg_document_new_for_file (GFile         *file,
                           GCancellable  *cancellable,
                           GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = g_file_load_bytes (file, cancellable, NULL, error);
  if (bytes == NULL)
    return NULL;
  name = g_file_get_basename (file);
  return brg_document_new_from_bytes (bytes, BRG_DOCUMENT_KIND_AUTO, name, error);
}

/**
 * brg_document_get_kind:
 * @self: a document
 *
 * Returns: what kind of document @self is
 */
BrgDocumentKind
brg_document_get_kind (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), BRG_DOCUMENT_KIND_TEXT);

  return self->kind;
}

/**
 * brg_document_get_encoding:
 * @self: a document
 *
 * Returns: the character set of the document's text, such as `UTF-8` or
 *   `ISO-8859-2` (for an e-mail, that of its first text part)
 */
const char *
brg_document_get_encoding (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->encoding;
}

/**
 * brg_document_get_bytes:
 * @self: a document
 *
 * Returns: (transfer none): the document as it was opened
 */
GBytes *
brg_document_get_bytes (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->bytes;
}

/**
 * brg_document_get_n_snippets:
 * @self: a document
 *
 * Returns: the number of `<PBN>` … `</PBN>` pairs found, empty ones too
 */
guint
brg_document_get_n_snippets (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), 0);

  return self->snippets->len;
}

/**
 * brg_document_get_snippet_text:
 * @self: a document
 * @n: the index of a snippet
 *
 * Returns: the PBN text between the delimiters of snippet @n as the PBN
 *   reader gets it: UTF-8, markup and entities resolved, quote marks
 *   removed
 */
const char *
brg_document_get_snippet_text (BrgDocument *self,
                               guint        n)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (n < self->snippets->len, NULL);

  return ((Snippet *) g_ptr_array_index (self->snippets, n))->text;
}

/**
 * brg_document_get_snippet_position:
 * @self: a document
 * @n: the index of a snippet
 * @line: (out) (optional): the line of its `<PBN>` delimiter, 1-based
 * @column: (out) (optional): its column in characters, 1-based
 *
 * Tells where snippet @n begins, as brg_document_read() counts positions.
 */
void
brg_document_get_snippet_position (BrgDocument *self,
                                   guint        n,
                                   guint       *line,
                                   guint       *column)
{
  Snippet *snippet;

  g_return_if_fail (BRG_IS_DOCUMENT (self));
  g_return_if_fail (n < self->snippets->len);

  snippet = g_ptr_array_index (self->snippets, n);
  if (line != NULL)
    *line = snippet->line;
  if (column != NULL)
    *column = snippet->column;
}
