/* brg-rbn-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN 3.2 and RBX import, in three layers (HACKING.md, “Parser design”):
 *
 *  1. the bytes become UTF-8 text, and the text lines;
 *  2. the lines become records of items (label lines, notes, free text,
 *     % lines): RBN records end at a blank line, RBX records are one line
 *     of `label{data}` items each;
 *  3. brg-rbn-map.c turns each record into a BrgBoard through the public
 *     model API, applying the repetition rules from record to record.
 *
 * The reader is lenient: an over-long line, a character a label does not
 * allow or a label it does not know is a warning; what the model cannot
 * take is kept (docs/rbn-pbn-mapping.md), and only bytes that are not
 * text at all fail with a #GError.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-event.h"
#include "brg-pbn-tags.h"
#include "brg-file-limits.h"
#include "brg-rbn-private.h"
#include "brg-rbn-reader.h"
#include "brg-read-task-private.h"

G_DEFINE_QUARK (brg-rbn-error-quark, brg_rbn_error)

/* Hard limits, each reported as BRG_RBN_ERROR_TOO_LARGE: no input makes
 * the reader crash or slow down more than linearly. */
/* The size of the file and the number of records follow the machine's
 * memory (brg-file-limits.c). */
#define MAX_FILE_SIZE  (brg_file_size_limit ())
#define MAX_BOARDS     (brg_board_limit ())
#define MAX_LINE       ((gsize) 1024 * 1024)

#define NOTE_MAX_LENGTH 128

typedef struct
{
  const char     *text;
  gsize           len;

  BrgEvent       *event;         /* Owned */
  GPtrArray      *diagnostics;   /* Owned, of BrgDiagnostic */
  BrgRbnBuilder  *builder;       /* Owned */
  GArray         *items;         /* Owned, of BrgRbnItem: the record being read */
  GPtrArray      *pending;       /* Owned: % lines of records without data */

  guint           n_boards;
  gboolean        seen_record;   /* a record with data was read */
  guint           record_line;
  gsize           record_start;

  /* RBN: the free text paragraph being read, and the I label's item. */
  GString        *text_item;
  guint           text_line;
  guint           text_column;
  int             items_index;
  GString        *items_text;    /* the I label's items being read */

  gboolean        too_many;
} Reader;

/* ------------------------------------------------------------------ */
/* Diagnostics                                                          */

G_GNUC_PRINTF (6, 7)
static void
report (Reader      *r,
        BrgSeverity  severity,
        guint        line,
        guint        column,
        const char  *code,
        const char  *format,
        ...)
{
  BrgRbnDiag diag = { r->diagnostics, r->n_boards + 1, line, column, FALSE };
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  _brg_rbn_report (&diag, severity, 0, code, "%s", message);
}

/* Columns count characters, not bytes. */
static guint
column_of (const char *line,
           const char *at)
{
  return (guint) g_utf8_strlen (line, at - line) + 1;
}

/* The column of a place further along the line than the last one asked
 * for, counting only the characters in between: an RBX record is one line
 * of any number of items. */
typedef struct
{
  const char *at;
  guint       column;
} Cursor;

static guint
cursor_column (Cursor     *cursor,
               const char *at)
{
  g_assert (at >= cursor->at);
  cursor->column += (guint) g_utf8_strlen (cursor->at, at - cursor->at);
  cursor->at = at;
  return cursor->column;
}

/* ------------------------------------------------------------------ */
/* Bytes into UTF-8                                                     */

/* RBN says nothing of its character set: UTF-8 when the bytes are UTF-8,
 * else the 8-bit guess every reader shares, which reads the Windows code
 * page wherever it differs from Latin-1. NUL is no text in RBN. */
static char *
decode (const char   *data,
        gsize         len,
        const char  **encoding,
        gboolean     *stray_byte,
        GError      **error)
{
  g_autoptr(GError) convert_error = NULL;
  g_autofree char *owned = NULL;
  BrgCharsetInfo info;
  const char *text;
  gsize written = 0;

  text = brg_charset_decode (data, len, NULL, &info, &written, &owned, &convert_error);
  *encoding = info.charset;
  *stray_byte = info.lossy && text != NULL && brg_charset_is_utf16 (info.charset);
  if (text == NULL)
    {
      g_set_error (error, BRG_RBN_ERROR, BRG_RBN_ERROR_ENCODING,
                   _("The file cannot be read as %s text: %s"), *encoding,
                   convert_error != NULL ? convert_error->message : "");
      return NULL;
    }
  if (memchr (text, '\0', written) != NULL)
    {
      g_set_error_literal (error, BRG_RBN_ERROR, BRG_RBN_ERROR_ENCODING,
                           brg_charset_is_utf16 (info.charset)
                           ? _("The file holds NUL characters; it is not an RBN text file")
                           : _("The file holds NUL bytes; it is not an RBN text file"));
      return NULL;
    }
  return owned != NULL ? g_steal_pointer (&owned) : g_strndup (text, written);
}

/* ------------------------------------------------------------------ */
/* Records                                                              */

static void
add_item (Reader         *r,
          BrgRbnItemKind  kind,
          char            label,
          char           *data,
          guint           line,
          guint           column)
{
  BrgRbnItem item = { kind, label, data, line, column };

  g_array_append_val (r->items, item);
}

static gboolean
is_signature (const char *escape)
{
  while (*escape == ' ')
    escape++;
  return strcmp (escape, "RBN") == 0 || strcmp (escape, "RBX") == 0;
}

static void
finish_record (Reader *r,
               gsize   end)
{
  guint first = 0;
  gboolean data = FALSE;
  BrgBoard *board;

  if (r->items->len == 0)
    return;

  for (guint i = 0; i < r->items->len; i++)
    if (g_array_index (r->items, BrgRbnItem, i).kind != BRG_RBN_ITEM_ESCAPE)
      data = TRUE;

  /* The % lines before the first record's data describe the file, up to a
   * PBN marker (`% EXPORT`…): the writer leaves those out of the file's
   * lines, so one here belongs to the record, where it is written back. */
  if (!r->seen_record)
    {
      for (; first < r->items->len; first++)
        {
          BrgRbnItem *item = &g_array_index (r->items, BrgRbnItem, first);

          if (item->kind != BRG_RBN_ITEM_ESCAPE)
            break;
          if (data && first > 0 && _brg_rbn_escape_is_format_marker (item->data))
            break;
          if (first > 0 || !is_signature (item->data))
            brg_event_add_escape (r->event, item->data);
        }
      g_array_remove_range (r->items, 0, first);
      if (!data)
        return;
    }
  else if (!data)
    {
      /* % lines alone: they stand before the next record. */
      for (guint i = 0; i < r->items->len; i++)
        {
          BrgRbnItem *item = &g_array_index (r->items, BrgRbnItem, i);

          g_ptr_array_add (r->pending, g_steal_pointer (&item->data));
        }
      g_array_set_size (r->items, 0);
      return;
    }

  r->seen_record = TRUE;
  if (end - r->record_start > BRG_RBN_MAX_RECORD)
    report (r, BRG_SEVERITY_WARNING, r->record_line, 0, "rbn-record-too-large",
            _("The record has %zu bytes; RBN allows %u"),
            end - r->record_start, BRG_RBN_MAX_RECORD);

  if (r->pending->len > 0)
    {
      g_autoptr(GArray) escapes = g_array_sized_new (FALSE, FALSE, sizeof (BrgRbnItem),
                                                     r->pending->len);

      /* One insertion for all of them, not one a line. */
      for (guint i = 0; i < r->pending->len; i++)
        {
          BrgRbnItem item = { BRG_RBN_ITEM_ESCAPE, '%', g_steal_pointer (&r->pending->pdata[i]),
                              r->record_line, 1 };

          g_array_append_val (escapes, item);
        }
      g_array_insert_vals (r->items, 0, escapes->data, escapes->len);
      g_ptr_array_set_size (r->pending, 0);
    }

  if (r->n_boards >= MAX_BOARDS)
    {
      r->too_many = TRUE;
      g_array_set_size (r->items, 0);
      return;
    }

  board = _brg_rbn_builder_build (r->builder, (const BrgRbnItem *) (gpointer) r->items->data,
                                  r->items->len, r->n_boards + 1);
  r->n_boards++;
  brg_event_append (r->event, board);
  g_object_unref (board);
  g_array_set_size (r->items, 0);
}

/* ------------------------------------------------------------------ */
/* RBN lines                                                            */

/* The characters each label allows (RBN 3.2 "Detailed Explanation of
 * Labels"), with the lower case letters where case does not matter. */
static const char *
allowed_chars (int label)
{
  switch (label)
    {
    case BRG_RBN_LABEL_D: return "0123456789CGcg:?";
    case BRG_RBN_LABEL_H: return "23456789AEJKNQSTWaejknqstwxX:.;?";
    case BRG_RBN_LABEL_A: return "123456789ABCDEHNPRSWXYZcdhsnpxrbewz:!?*^";
    case BRG_RBN_LABEL_C: return "0123456789CDEHMNRSWXcdehmnrswx:";
    case BRG_RBN_LABEL_P: return "123456789ACDHJKQSTYcdhs:;+-~.!?*^";
    case BRG_RBN_LABEL_R: return "0123456789Pp:+-=.";
    case BRG_RBN_LABEL_M: return "0123456789ABCDabcd:+=!?";
    default: return NULL;
    }
}

static void
check_label_line (Reader     *r,
                  int         label,
                  const char *line,
                  gsize       len,
                  guint       line_no)
{
  guint max = label >= 0 ? _brg_rbn_label_max_length ((guint) label) : NOTE_MAX_LENGTH;
  const char *allowed = allowed_chars (label);
  guint n_chars = (guint) g_utf8_strlen (line, len);

  if (n_chars > max)
    report (r, BRG_SEVERITY_WARNING, line_no, max + 1, "rbn-line-too-long",
            _("The line has %u characters; RBN allows %u for this label"), n_chars, max);

  if (allowed == NULL)
    return;
  for (gsize i = 2; i < len; i++)
    if (strchr (allowed, line[i]) == NULL || line[i] == '\0')
      {
        report (r, BRG_SEVERITY_WARNING, line_no, column_of (line, line + i), "rbn-invalid-char",
                _("“%c” is not allowed in the %c label"),
                g_ascii_isprint (line[i]) ? line[i] : '?', line[0]);
        return;
      }
}

static char *
label_data (const char *line,
            gsize       len)
{
  gsize end = len;

  while (end > 2 && g_ascii_isspace (line[end - 1]))
    end--;
  if (end <= 2)
    return NULL;
  return g_strndup (line + 2, end - 2);
}

static char *
text_from_rbn (const char *text,
               gsize       len)
{
  char *copy = g_strndup (text, len);

  /* A vertical bar is a line break. */
  for (char *p = copy; *p != '\0'; p++)
    if (*p == '|')
      *p = '\n';
  return copy;
}

static void
finish_text (Reader *r)
{
  char *text = text_from_rbn (r->text_item->str, r->text_item->len);

  add_item (r, BRG_RBN_ITEM_TEXT, 0, text, r->text_line, r->text_column);
  g_string_free (r->text_item, TRUE);
  r->text_item = NULL;
}

static gboolean
is_blank (const char *line,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (line[i] != ' ' && line[i] != '\t')
      return FALSE;
  return TRUE;
}

/* The I label's items end at a blank line, a { line or the record's end. */
static void
end_items (Reader *r)
{
  BrgRbnItem *item;

  if (r->items_index < 0)
    return;
  item = &g_array_index (r->items, BrgRbnItem, r->items_index);
  g_free (item->data);
  item->data = r->items_text->len > 0 ? g_strndup (r->items_text->str, r->items_text->len) : NULL;
  g_string_truncate (r->items_text, 0);
  r->items_index = -1;
}

static void
start_items (Reader *r,
             int     index)
{
  BrgRbnItem *item = &g_array_index (r->items, BrgRbnItem, index);

  g_string_truncate (r->items_text, 0);
  if (item->data != NULL)
    g_string_append (r->items_text, item->data);
  r->items_index = index;
}

static void
append_item_line (Reader     *r,
                  const char *line,
                  gsize       len)
{
  while (len > 0 && g_ascii_isspace (line[len - 1]))
    len--;
  if (len == 0)
    return;
  if (r->items_text->len > 0)
    g_string_append_c (r->items_text, ':');
  g_string_append_len (r->items_text, line, len);
}

static void
read_rbn_line (Reader     *r,
               const char *line,
               gsize       len,
               guint       line_no,
               gsize       offset)
{
  char c = len > 0 ? line[0] : '\0';
  int label;

  if (r->text_item != NULL && is_blank (line, len))
    {
      /* Free text has no blank lines: this one ends the record. */
      report (r, BRG_SEVERITY_WARNING, r->text_line, r->text_column - 1, "rbn-text",
              _("The free text has no closing brace at the end of a line"));
      finish_text (r);
    }
  else if (r->text_item != NULL)
    {
      g_string_append_c (r->text_item, '\n');
      if (len > 0 && line[len - 1] == '}')
        {
          g_string_append_len (r->text_item, line, len - 1);
          finish_text (r);
        }
      else
        g_string_append_len (r->text_item, line, len);
      return;
    }

  if (is_blank (line, len))
    {
      end_items (r);
      finish_record (r, offset);
      return;
    }
  if (r->items->len == 0)
    {
      r->record_line = line_no;
      r->record_start = offset;
    }

  if (c == '{')
    {
      end_items (r);
      if (len >= 2 && line[len - 1] == '}')
        add_item (r, BRG_RBN_ITEM_TEXT, 0, text_from_rbn (line + 1, len - 2), line_no, 2);
      else
        {
          r->text_item = g_string_new_len (line + 1, len - 1);
          r->text_line = line_no;
          r->text_column = 2;
        }
      return;
    }

  if (c == '%')
    {
      add_item (r, BRG_RBN_ITEM_ESCAPE, '%', g_strndup (line + 1, len - 1), line_no, 2);
      return;
    }

  if (r->items_index >= 0)
    {
      append_item_line (r, line, len);
      return;
    }

  if (len == 1 || line[1] == ' ')
    {
      char upper = g_ascii_toupper (c);

      label = _brg_rbn_label_index (upper);
      if (label >= 0 && upper != c)
        report (r, BRG_SEVERITY_WARNING, line_no, 1, "rbn-label-case",
                _("Labels are upper case letters: “%c” was read as “%c”"), c, upper);

      if (label >= 0 || g_ascii_isdigit (c))
        {
          check_label_line (r, label, line, len, line_no);
          add_item (r, label >= 0 ? BRG_RBN_ITEM_LABEL : BRG_RBN_ITEM_NOTE,
                    label >= 0 ? upper : c, label_data (line, len), line_no, 3);
          if (label == BRG_RBN_LABEL_I)
            start_items (r, (int) r->items->len - 1);
          return;
        }

      report (r, BRG_SEVERITY_WARNING, line_no, 1, "rbn-unknown-label",
              _("“%c” is not an RBN label; the line was ignored"),
              g_ascii_isprint (c) ? c : '?');
      return;
    }

  /* An item list may leave out its "I " (RBN 3.2 I label). */
  for (guint i = 0; i < r->items->len; i++)
    {
      BrgRbnItem *item = &g_array_index (r->items, BrgRbnItem, i);

      if (item->kind == BRG_RBN_ITEM_LABEL && item->label == 'I')
        {
          start_items (r, (int) i);
          append_item_line (r, line, len);
          return;
        }
    }
  add_item (r, BRG_RBN_ITEM_LABEL, 'I', NULL, line_no, 1);
  start_items (r, (int) r->items->len - 1);
  append_item_line (r, line, len);
}

/* ------------------------------------------------------------------ */
/* RBX lines                                                            */

static gboolean
is_item_char (char c)
{
  return c == '%' || g_ascii_isdigit (c) || _brg_rbn_label_index (g_ascii_toupper (c)) >= 0;
}

/* The end of an item's data: a right brace at the end of the line or
 * before the next item, so that braces inside free text survive. */
static const char *
find_item_end (const char *p,
               const char *end)
{
  for (; p < end; p++)
    if (*p == '}' && (p + 1 == end || p[1] == '{' || (p + 2 < end && is_item_char (p[1])
                                                      && p[2] == '{')))
      return p;
  return NULL;
}

static void
read_rbx_line (Reader     *r,
               const char *line,
               gsize       len,
               guint       line_no,
               gsize       offset)
{
  const char *p = line;
  const char *end = line + len;
  Cursor cursor = { line, 1 };
  guint n_items = 0;

  if (is_blank (line, len))
    return;
  r->record_line = line_no;
  r->record_start = offset;

  while (p < end)
    {
      const char *start, *close;
      char label = 0;
      char *data;
      guint column;

      /* A record is one line: a long one is read in many steps. */
      if (++n_items % BRG_READ_CANCEL_STEPS == 0 && _brg_read_cancelled ())
        break;
      if (*p == '{')
        start = p + 1;
      else if (p + 1 < end && p[1] == '{' && is_item_char (*p))
        {
          label = *p;
          start = p + 2;
        }
      else
        {
          report (r, BRG_SEVERITY_WARNING, line_no, cursor_column (&cursor, p), "rbn-syntax",
                  _("RBX items are “label{data}”; the rest of the line was ignored"));
          break;
        }

      column = cursor_column (&cursor, p) + (guint) (start - p);
      close = find_item_end (start, end);
      if (close == NULL)
        {
          report (r, BRG_SEVERITY_WARNING, line_no, cursor_column (&cursor, p), "rbn-syntax",
                  _("The item has no closing brace"));
          close = end;
        }
      data = g_strndup (start, close - start);
      p = close < end ? close + 1 : end;

      if (label == 0)
        {
          char *text = text_from_rbn (data, strlen (data));

          g_free (data);
          add_item (r, BRG_RBN_ITEM_TEXT, 0, text, line_no, column);
        }
      else if (label == '%')
        add_item (r, BRG_RBN_ITEM_ESCAPE, '%', data, line_no, column);
      else if (g_ascii_isdigit (label))
        add_item (r, BRG_RBN_ITEM_NOTE, label, g_strchomp (data), line_no, column);
      else
        {
          g_strchomp (data);
          if (g_ascii_islower (label))
            report (r, BRG_SEVERITY_WARNING, line_no, column - 2, "rbn-label-case",
                    _("Labels are upper case letters: “%c” was read as “%c”"), label,
                    g_ascii_toupper (label));
          if (data[0] == '\0')
            g_clear_pointer (&data, g_free);
          add_item (r, BRG_RBN_ITEM_LABEL, g_ascii_toupper (label), data, line_no, column);
        }
    }

  finish_record (r, offset + len);
}

/* RBX when the first line with data is made of `x{…}` items. */
static gboolean
looks_like_rbx (const char *text)
{
  const char *line = text;
  guint n_lines = 0;

  while (*line != '\0' && n_lines++ < 100)
    {
      const char *end = line + strcspn (line, "\r\n");
      gsize len = (gsize) (end - line);

      if (!is_blank (line, len))
        {
          /* The signature decides (RBN 3.2 "File Signature and Limits"). */
          if (len >= 4 && line[0] == '%' && strncmp (line + 1 + (line[1] == ' '), "RBN", 3) == 0)
            return FALSE;
          if (len >= 2 && line[1] == '{' && is_item_char (line[0]))
            return TRUE;
          if (line[0] == '{')
            {
              const char *close = find_item_end (line + 1, end);

              if (close != NULL && close + 1 < end)
                return TRUE;
            }
          else if (line[0] != '%')
            return FALSE;
        }
      line = *end == '\r' && end[1] == '\n' ? end + 2 : *end != '\0' ? end + 1 : end;
    }
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

static void
reader_clear (Reader *r)
{
  g_clear_object (&r->event);
  g_clear_pointer (&r->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&r->builder, _brg_rbn_builder_free);
  g_clear_pointer (&r->items, g_array_unref);
  g_clear_pointer (&r->pending, g_ptr_array_unref);
  if (r->text_item != NULL)
    g_string_free (r->text_item, TRUE);
  if (r->items_text != NULL)
    g_string_free (r->items_text, TRUE);
}

/**
 * brg_rbn_read_bytes:
 * @bytes: the contents of an RBN or RBX file
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the warnings and errors that did not stop reading
 * @error: return location for a #GError
 *
 * Reads RBN 3.2 or RBX, told apart by the content: one #BrgBoard per
 * record, the labels mapped onto the tags and objects PBN uses
 * (docs/rbn-pbn-mapping.md), the repetition rules applied, and what the
 * model cannot hold kept in `Rbn…` tags. LF, CRLF and CR line ends are
 * read; UTF-8 is expected, other bytes are read as Windows-1252.
 *
 * Fails with %BRG_RBN_ERROR_ENCODING when the bytes are not text, and
 * %BRG_RBN_ERROR_TOO_LARGE beyond 256 MB or 200 000 records.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_rbn_read_bytes (GBytes     *bytes,
                    GPtrArray **diagnostics,
                    GError    **error)
{
  g_autofree char *text = NULL;
  const char *encoding = "UTF-8";
  Reader r = { 0 };
  const char *line;
  gsize size;
  guint line_no = 0;
  gboolean rbx;
  gboolean stray_byte = FALSE;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  if (size > MAX_FILE_SIZE)
    {
      g_set_error (error, BRG_RBN_ERROR, BRG_RBN_ERROR_TOO_LARGE,
                   _("The file has %zu bytes; at most %zu can be read"), size,
                   (gsize) MAX_FILE_SIZE);
      return NULL;
    }

  text = decode (data != NULL ? data : "", size, &encoding, &stray_byte, error);
  if (text == NULL)
    return NULL;
  /* The boards hold PBN tags: their names are shared. */
  brg_pbn_tags_init ();

  r.text = text;
  r.len = strlen (text);
  r.event = brg_event_new ();
  r.diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  r.builder = _brg_rbn_builder_new (r.diagnostics);
  r.items = g_array_new (FALSE, TRUE, sizeof (BrgRbnItem));
  g_array_set_clear_func (r.items, _brg_rbn_item_clear);
  r.pending = g_ptr_array_new_with_free_func (g_free);
  r.items_index = -1;
  r.items_text = g_string_new (NULL);
  brg_event_set_source_encoding (r.event, encoding);
  if (stray_byte)
    {
      guint last_line = 1;

      for (const char *p = text; *p != '\0'; p++)
        last_line += *p == '\n' || (*p == '\r' && p[1] != '\n');
      report (&r, BRG_SEVERITY_WARNING, last_line, 1, "rbn-encoding",
              _("The file ends with half a UTF-16 character; the stray byte was left out"));
    }

  rbx = looks_like_rbx (text);

  line = text;
  while (*line != '\0' && !r.too_many)
    {
      g_autofree char *cut = NULL;
      const char *next;
      gsize len;

      if (line_no % BRG_READ_CANCEL_STEPS == 0 && _brg_read_cancelled ())
        break;
      len = strcspn (line, "\r\n");
      next = line + len;
      if (*next == '\r' && next[1] == '\n')
        next += 2;
      else if (*next != '\0')
        next++;
      line_no++;

      if (len > MAX_LINE)
        {
          /* What is past the limit stays out of the model; a closing
           * brace at the end still closes the free text. */
          gsize keep = MAX_LINE;

          while (keep > 0 && ((guchar) line[keep] & 0xc0) == 0x80)
            keep--;
          cut = g_strndup (line, keep + 1);
          cut[keep] = line[len - 1] == '}' ? '}' : '\0';
          report (&r, BRG_SEVERITY_ERROR, line_no, 1, "rbn-too-large",
                  _("The line is longer than 1 MiB; the rest of it was left out"));
          len = strlen (cut);
        }

      if (rbx)
        read_rbx_line (&r, cut != NULL ? cut : line, len, line_no, (gsize) (line - text));
      else
        read_rbn_line (&r, cut != NULL ? cut : line, len, line_no, (gsize) (line - text));
      line = next;
    }

  if (r.text_item != NULL)
    {
      report (&r, BRG_SEVERITY_WARNING, r.text_line, 1, "rbn-text",
              _("The free text has no closing brace at the end of a line"));
      finish_text (&r);
    }
  end_items (&r);
  finish_record (&r, r.len);

  for (guint i = 0; i < r.pending->len; i++)
    brg_event_add_escape (r.event, g_ptr_array_index (r.pending, i));

  if (r.too_many)
    {
      g_set_error (error, BRG_RBN_ERROR, BRG_RBN_ERROR_TOO_LARGE,
                   _("The file has more than %u records"), MAX_BOARDS);
      reader_clear (&r);
      return NULL;
    }
  if (_brg_read_check_cancelled (error))
    {
      reader_clear (&r);
      return NULL;
    }

  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&r.diagnostics);
  {
    BrgEvent *event = g_steal_pointer (&r.event);

    reader_clear (&r);
    return event;
  }
}

static BrgEvent *
read_named (GBytes      *bytes,
            const char  *file_name,
            GPtrArray  **diagnostics,
            GError     **error)
{
  return brg_rbn_read_bytes (bytes, diagnostics, error);
}

/**
 * brg_rbn_read_file:
 * @file: an RBN or RBX file
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the problems that did not stop reading
 * @error: return location for a #GError
 *
 * Loads @file and reads it as brg_rbn_read_bytes() does.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_rbn_read_file (GFile         *file,
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
 * brg_rbn_read_file_async:
 * @file: an RBN or RBX file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is read
 * @user_data: data for @callback
 *
 * Reads @file in a worker thread; see brg_rbn_read_file().
 */
void
brg_rbn_read_file_async (GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  _brg_read_file_async (file, cancellable, brg_rbn_read_file, brg_rbn_read_file_async,
                        callback, user_data);
}

/**
 * brg_rbn_read_file_finish:
 * @result: the #GAsyncResult given to the callback
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the problems that did not stop reading
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_rbn_read_file_finish (GAsyncResult  *result,
                          GPtrArray    **diagnostics,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == brg_rbn_read_file_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file_finish (result, brg_rbn_read_file_async, diagnostics, error);
}
