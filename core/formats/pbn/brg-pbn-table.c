/* brg-pbn-table.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "brg-pbn-reader.h"
#include "brg-pbn-table.h"

/* A width above this is not a layout but an attack on memory. */
#define MAX_COLUMN_WIDTH 255

struct _BrgPbnTable
{
  /* Owned */
  GArray    *columns;  /* of BrgPbnColumn */
  GPtrArray *tokens;   /* of char *, row after row */
};

G_DEFINE_BOXED_TYPE (BrgPbnTable, brg_pbn_table, brg_pbn_table_copy, brg_pbn_table_free)

static void
clear_column (gpointer data)
{
  BrgPbnColumn *column = data;

  g_clear_pointer (&column->name, g_free);
}

static BrgPbnTable *
table_alloc (void)
{
  BrgPbnTable *table = g_new0 (BrgPbnTable, 1);

  table->columns = g_array_new (FALSE, TRUE, sizeof (BrgPbnColumn));
  g_array_set_clear_func (table->columns, clear_column);
  table->tokens = g_ptr_array_new_with_free_func (g_free);

  return table;
}

/* Parses one column name token: an optional `+`/`-`, the name, and an
 * optional `\width` with `L` or `R` at its end (PBN §3.2, §5.2). */
static gboolean
parse_column (const char    *text,
              gsize          length,
              BrgPbnColumn  *column,
              GError       **error)
{
  const char *end = text + length;
  const char *backslash = NULL;

  column->order = BRG_PBN_COLUMN_ORDER_NONE;
  column->width = 0;
  column->alignment = BRG_PBN_ALIGNMENT_NONE;

  if (text < end && (*text == '+' || *text == '-'))
    {
      column->order = *text == '+' ? BRG_PBN_COLUMN_ORDER_DESCENDING
                                   : BRG_PBN_COLUMN_ORDER_ASCENDING;
      text++;
    }

  for (const char *p = text; p < end; p++)
    if (*p == '\\')
      backslash = p;

  if (backslash != NULL)
    {
      const char *p = backslash + 1;
      const char *digits_end;
      guint width = 0;

      while (p < end && g_ascii_isdigit (*p))
        {
          width = width * 10 + (guint) (*p - '0');
          if (width > MAX_COLUMN_WIDTH)
            {
              g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_INVALID_TAG,
                           _("The width of column “%.*s” is larger than %u"),
                           (int) (backslash - text), text, MAX_COLUMN_WIDTH);
              return FALSE;
            }
          p++;
        }
      digits_end = p;

      if (digits_end == backslash + 1 ||
          (p < end && *p != 'L' && *p != 'R') ||
          (p < end && p + 1 != end))
        {
          g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_INVALID_TAG,
                       _("The width of column “%.*s” must be a number, optionally "
                         "followed by L or R"),
                       (int) (backslash - text), text);
          return FALSE;
        }

      column->width = width;
      if (p < end)
        column->alignment = *p == 'L' ? BRG_PBN_ALIGNMENT_LEFT : BRG_PBN_ALIGNMENT_RIGHT;
      end = backslash;
    }

  column->name = g_strndup (text, (gsize) (end - text));
  return TRUE;
}

/**
 * brg_pbn_table_new:
 * @columns: the tag value of a table, such as `Rank;Call\3L;Percentage\3R`
 * @error: return location for a #GError
 *
 * Creates a table without rows from its column names (PBN §5.2).
 *
 * Returns: (transfer full) (nullable): the table, or %NULL with @error set
 *   (%BRG_PBN_ERROR_INVALID_TAG) when a column name is malformed
 */
BrgPbnTable *
brg_pbn_table_new (const char  *columns,
                   GError     **error)
{
  g_autoptr(BrgPbnTable) table = NULL;
  const char *start;

  g_return_val_if_fail (columns != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  table = table_alloc ();
  start = columns;
  for (;;)
    {
      const char *semicolon = strchr (start, ';');
      gsize length = semicolon != NULL ? (gsize) (semicolon - start) : strlen (start);
      BrgPbnColumn column = { 0 };

      if (!parse_column (start, length, &column, error))
        return NULL;
      g_array_append_val (table->columns, column);

      if (semicolon == NULL)
        break;
      start = semicolon + 1;
    }

  return g_steal_pointer (&table);
}

/**
 * brg_pbn_split_section_line:
 * @line: one line of section data
 * @tokens: (element-type utf8): array to which the tokens are appended, as
 *   written (string tokens keep their quotes and escapes); it should free
 *   its elements with g_free()
 * @error: return location for a #GError
 *
 * Splits a line of section data into its section elements: string tokens
 * and section tokens separated by white space (PBN §5.1).
 *
 * Returns: %TRUE on success; %FALSE with @error set
 *   (%BRG_PBN_ERROR_SYNTAX) when a string token is not closed, in which
 *   case the tokens before it have been appended
 */
gboolean
brg_pbn_split_section_line (const char  *line,
                            GPtrArray   *tokens,
                            GError     **error)
{
  const char *p;

  g_return_val_if_fail (line != NULL, FALSE);
  g_return_val_if_fail (tokens != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  p = line;
  for (;;)
    {
      const char *start;

      while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
      if (*p == '\0')
        return TRUE;

      start = p;
      if (*p == '"')
        {
          p++;
          while (*p != '\0' && *p != '"')
            {
              if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                p++;
              p++;
            }
          if (*p != '"')
            {
              g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_SYNTAX,
                           _("A string in the section data is not closed: %s"), start);
              return FALSE;
            }
          p++;
        }
      else
        {
          while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '"' && *p != '\r' && *p != '\n')
            p++;
        }

      g_ptr_array_add (tokens, g_strndup (start, (gsize) (p - start)));
    }
}

/**
 * brg_pbn_table_new_from_section:
 * @columns: the tag value of the table
 * @lines: (array length=n_lines): the section data lines
 * @n_lines: the number of lines
 * @error: return location for a #GError
 *
 * Parses a table from its tag value and section data (PBN §5.2). Rows may
 * span lines or share them, as the import format allows: every run of as
 * many elements as there are columns is one row.
 *
 * Returns: (transfer full) (nullable): the table, or %NULL with @error set:
 *   %BRG_PBN_ERROR_INVALID_TAG for a malformed column name,
 *   %BRG_PBN_ERROR_SYNTAX for an unclosed string or a last row with too
 *   few elements
 */
BrgPbnTable *
brg_pbn_table_new_from_section (const char         *columns,
                                const char * const *lines,
                                guint               n_lines,
                                GError            **error)
{
  g_autoptr(BrgPbnTable) table = NULL;
  guint n_columns;

  g_return_val_if_fail (columns != NULL, NULL);
  g_return_val_if_fail (lines != NULL || n_lines == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  table = brg_pbn_table_new (columns, error);
  if (table == NULL)
    return NULL;

  for (guint i = 0; i < n_lines; i++)
    if (!brg_pbn_split_section_line (lines[i], table->tokens, error))
      return NULL;

  n_columns = table->columns->len;
  if (table->tokens->len % n_columns != 0)
    {
      g_set_error (error, BRG_PBN_ERROR, BRG_PBN_ERROR_SYNTAX,
                   _("The table has %u columns, but its last row has only %u elements"),
                   n_columns, table->tokens->len % n_columns);
      return NULL;
    }

  return g_steal_pointer (&table);
}

/**
 * brg_pbn_table_new_from_tag:
 * @tag: a tag whose value names the columns and whose section holds the
 *   rows
 * @error: return location for a #GError
 *
 * Parses the table of a supplemental section tag, as
 * brg_pbn_table_new_from_section() does.
 *
 * Returns: (transfer full) (nullable): the table, or %NULL with @error set
 */
BrgPbnTable *
brg_pbn_table_new_from_tag (const BrgTag  *tag,
                            GError       **error)
{
  g_return_val_if_fail (tag != NULL, NULL);
  g_return_val_if_fail (tag->value != NULL, NULL);

  if (tag->section == NULL)
    return brg_pbn_table_new_from_section (tag->value, NULL, 0, error);

  return brg_pbn_table_new_from_section (tag->value,
                                         (const char * const *) tag->section->pdata,
                                         tag->section->len, error);
}

/**
 * brg_pbn_table_copy:
 * @table: a table
 *
 * Returns: (transfer full): a deep copy of @table
 */
BrgPbnTable *
brg_pbn_table_copy (const BrgPbnTable *table)
{
  BrgPbnTable *copy;

  g_return_val_if_fail (table != NULL, NULL);

  copy = table_alloc ();
  for (guint i = 0; i < table->columns->len; i++)
    {
      BrgPbnColumn column = g_array_index (table->columns, BrgPbnColumn, i);

      column.name = g_strdup (column.name);
      g_array_append_val (copy->columns, column);
    }
  for (guint i = 0; i < table->tokens->len; i++)
    g_ptr_array_add (copy->tokens, g_strdup (g_ptr_array_index (table->tokens, i)));

  return copy;
}

/**
 * brg_pbn_table_free:
 * @table: (nullable): a table
 *
 * Frees @table.
 */
void
brg_pbn_table_free (BrgPbnTable *table)
{
  if (table == NULL)
    return;

  g_array_unref (table->columns);
  g_ptr_array_unref (table->tokens);
  g_free (table);
}

/**
 * brg_pbn_table_get_n_columns:
 * @table: a table
 *
 * Returns: the number of columns, at least 1
 */
guint
brg_pbn_table_get_n_columns (const BrgPbnTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->columns->len;
}

/**
 * brg_pbn_table_get_column:
 * @table: a table
 * @column: a column index
 *
 * Returns: (transfer none): the description of @column
 */
const BrgPbnColumn *
brg_pbn_table_get_column (const BrgPbnTable *table,
                          guint              column)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (column < table->columns->len, NULL);

  return &g_array_index (table->columns, BrgPbnColumn, column);
}

/**
 * brg_pbn_table_find_column:
 * @table: a table
 * @name: a column name without order mark and width, such as `Result`
 *
 * Returns: the index of the first column called @name, or -1
 */
int
brg_pbn_table_find_column (const BrgPbnTable *table,
                           const char        *name)
{
  g_return_val_if_fail (table != NULL, -1);
  g_return_val_if_fail (name != NULL, -1);

  for (guint i = 0; i < table->columns->len; i++)
    if (strcmp (g_array_index (table->columns, BrgPbnColumn, i).name, name) == 0)
      return (int) i;

  return -1;
}

/**
 * brg_pbn_table_get_n_rows:
 * @table: a table
 *
 * Returns: the number of rows
 */
guint
brg_pbn_table_get_n_rows (const BrgPbnTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->tokens->len / table->columns->len;
}

/**
 * brg_pbn_table_get_token:
 * @table: a table
 * @row: a row index
 * @column: a column index
 *
 * Returns: (transfer none): the element as written in the file: a string
 *   token with its quotes and escapes, or a section token such as `?`,
 *   `-` or `^50`
 */
const char *
brg_pbn_table_get_token (const BrgPbnTable *table,
                         guint              row,
                         guint              column)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (column < table->columns->len, NULL);
  g_return_val_if_fail (row < brg_pbn_table_get_n_rows (table), NULL);

  return g_ptr_array_index (table->tokens, row * table->columns->len + column);
}

/**
 * brg_pbn_table_dup_value:
 * @table: a table
 * @row: a row index
 * @column: a column index
 *
 * Returns: (transfer full): the element's value: a string token without
 *   its quotes and with `\"` and `\\` unescaped, a section token as it is
 */
char *
brg_pbn_table_dup_value (const BrgPbnTable *table,
                         guint              row,
                         guint              column)
{
  const char *token;
  GString *value;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (column < table->columns->len, NULL);
  g_return_val_if_fail (row < brg_pbn_table_get_n_rows (table), NULL);

  token = brg_pbn_table_get_token (table, row, column);
  if (token[0] != '"')
    return g_strdup (token);

  value = g_string_new (NULL);
  for (const char *p = token + 1; *p != '\0' && *p != '"'; p++)
    {
      if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
        p++;
      g_string_append_c (value, *p);
    }

  return g_string_free (value, FALSE);
}

static gboolean
is_section_token_char (guchar c)
{
  return c >= 33 && c <= 126 && strchr ("[]{};\"%", c) == NULL;
}

/**
 * brg_pbn_table_append_row:
 * @table: a table
 * @values: (array): one value for each column
 *
 * Appends a row. A value that is a valid section token (printing ASCII
 * without `[ ] { } ; " %`) is stored as it is, any other value as a string
 * token (PBN §5.1).
 */
void
brg_pbn_table_append_row (BrgPbnTable        *table,
                          const char * const *values)
{
  g_return_if_fail (table != NULL);
  g_return_if_fail (values != NULL);

  for (guint i = 0; i < table->columns->len; i++)
    {
      const char *value = values[i];
      gboolean plain;

      g_return_if_fail (value != NULL);

      plain = value[0] != '\0';
      for (const char *p = value; *p != '\0' && plain; p++)
        plain = is_section_token_char ((guchar) *p);

      if (plain)
        {
          g_ptr_array_add (table->tokens, g_strdup (value));
        }
      else
        {
          GString *token = g_string_new ("\"");

          /* PBN §3.2: `\"`, and `\\` only where a backslash would read as
           * an escape, as the tag writer does. */
          for (const char *p = value; *p != '\0'; p++)
            {
              if (*p == '"' || (*p == '\\' && (p[1] == '"' || p[1] == '\\' || p[1] == '\0')))
                g_string_append_c (token, '\\');
              g_string_append_c (token, *p);
            }
          g_string_append_c (token, '"');
          g_ptr_array_add (table->tokens, g_string_free (token, FALSE));
        }
    }
}

/**
 * brg_pbn_table_format_columns:
 * @table: a table
 *
 * Returns: (transfer full): the tag value that describes the columns, such
 *   as `Rank\2R;+Score`
 */
char *
brg_pbn_table_format_columns (const BrgPbnTable *table)
{
  GString *text;

  g_return_val_if_fail (table != NULL, NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < table->columns->len; i++)
    {
      const BrgPbnColumn *column = &g_array_index (table->columns, BrgPbnColumn, i);

      if (i > 0)
        g_string_append_c (text, ';');
      if (column->order == BRG_PBN_COLUMN_ORDER_DESCENDING)
        g_string_append_c (text, '+');
      else if (column->order == BRG_PBN_COLUMN_ORDER_ASCENDING)
        g_string_append_c (text, '-');
      g_string_append (text, column->name);
      if (column->width > 0)
        {
          g_string_append_printf (text, "\\%u", column->width);
          if (column->alignment == BRG_PBN_ALIGNMENT_LEFT)
            g_string_append_c (text, 'L');
          else if (column->alignment == BRG_PBN_ALIGNMENT_RIGHT)
            g_string_append_c (text, 'R');
        }
    }

  return g_string_free (text, FALSE);
}

static void
append_spaces (GString *text,
               guint    n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_c (text, ' ');
}

/**
 * brg_pbn_table_format_rows:
 * @table: a table
 *
 * Lays out the rows in export format (PBN §5.2): one row a line, elements
 * separated by a single space, padded to their column's minimum width on
 * the side its alignment says (after the element when none is given).
 * Spaces at the end of a line are left out.
 *
 * Returns: (transfer full) (element-type utf8): the lines, without line ends
 */
GPtrArray *
brg_pbn_table_format_rows (const BrgPbnTable *table)
{
  GPtrArray *lines;
  guint n_columns, n_rows;
  GString *line;

  g_return_val_if_fail (table != NULL, NULL);

  n_columns = table->columns->len;
  n_rows = brg_pbn_table_get_n_rows (table);
  lines = g_ptr_array_new_full (n_rows, g_free);
  line = g_string_new (NULL);

  for (guint row = 0; row < n_rows; row++)
    {
      g_string_truncate (line, 0);
      for (guint i = 0; i < n_columns; i++)
        {
          const BrgPbnColumn *column = &g_array_index (table->columns, BrgPbnColumn, i);
          const char *token = g_ptr_array_index (table->tokens, row * n_columns + i);
          guint length = (guint) g_utf8_strlen (token, -1);
          guint padding = column->width > length ? column->width - length : 0;

          if (i > 0)
            g_string_append_c (line, ' ');
          if (column->alignment == BRG_PBN_ALIGNMENT_RIGHT)
            append_spaces (line, padding);
          g_string_append (line, token);
          if (column->alignment != BRG_PBN_ALIGNMENT_RIGHT)
            append_spaces (line, padding);
        }

      while (line->len > 0 && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      g_ptr_array_add (lines, g_strndup (line->str, line->len));
    }

  g_string_free (line, TRUE);
  return lines;
}

/**
 * brg_pbn_is_table_name:
 * @tag_name: a tag name
 *
 * Tells whether a supplemental section with this tag name is a table:
 * the eight tables of PBN §5.3–§5.10 and any other name ending in `Table`.
 *
 * Returns: %TRUE for a table
 */
gboolean
brg_pbn_is_table_name (const char *tag_name)
{
  gsize length;

  g_return_val_if_fail (tag_name != NULL, FALSE);

  length = strlen (tag_name);
  return length > 5 && strcmp (tag_name + length - 5, "Table") == 0;
}
