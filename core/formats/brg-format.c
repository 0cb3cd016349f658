/* brg-format.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Which format a file is in, from its content first, and one entry point
 * to read and write each format, for finesse-cli and the window.
 */

#include "config.h"

#include <string.h>

#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-format.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-writer.h"
#include "brg-rbn-reader.h"
#include "brg-rbn-writer.h"

#define DETECT_LIMIT (64 * 1024)

static gboolean
is_rbx_item_char (char c)
{
  return c == '%' || g_ascii_isdigit (c) || (c != '\0' && strchr ("DTLEFSKNBHACPRMI", c) != NULL);
}

/* A right brace followed by another `x{` item on the line. */
static gboolean
has_rbx_items (const char *line,
               const char *end)
{
  for (const char *p = line; p + 2 < end; p++)
    if (*p == '}' && (p[1] == '{' || (is_rbx_item_char (p[1]) && p[2] == '{')))
      return TRUE;
  return end - line >= 2 && end[-1] == '}' && line + 1 < end && line[1] == '{';
}

static BrgFormat
detect_text (const char *text,
             gsize       len)
{
  const char *line = text;
  const char *limit = text + MIN (len, (gsize) DETECT_LIMIT);
  gboolean in_comment = FALSE;

  while (line < limit)
    {
      const char *end = line;
      const char *p = line;

      while (end < limit && *end != '\n' && *end != '\r')
        end++;

      if (in_comment)
        {
          if (memchr (line, '}', end - line) != NULL)
            in_comment = FALSE;
        }
      else
        {
          while (p < end && (*p == ' ' || *p == '\t'))
            p++;

          if (p == end)
            ;
          else if (*p == '%')
            {
              const char *q = p + 1;

              if (q < end && *q == '{')
                return BRG_FORMAT_RBX;
              while (q < end && *q == ' ')
                q++;
              if (end - q >= 3 && memcmp (q, "RBN", 3) == 0)
                return BRG_FORMAT_RBN;
              if (end - q >= 3 && memcmp (q, "RBX", 3) == 0)
                return BRG_FORMAT_RBX;
              if (end - q >= 3 && memcmp (q, "PBN", 3) == 0)
                return BRG_FORMAT_PBN;
            }
          else if (*p == '[')
            return BRG_FORMAT_PBN;
          else if (*p == ';')
            return BRG_FORMAT_PBN;
          else if (*p == '{')
            {
              if (p == line && has_rbx_items (p, end))
                return BRG_FORMAT_RBX;
              if (memchr (p, '}', end - p) == NULL)
                in_comment = TRUE;
            }
          else if (p == line && end - p >= 2 && p[1] == '{' && is_rbx_item_char (p[0]))
            return BRG_FORMAT_RBX;
          else if (p == line && (end - p == 1 || p[1] == ' ')
                   && (g_ascii_isdigit (p[0]) || strchr ("DTLEFSKNBHACPRMI", p[0]) != NULL))
            return BRG_FORMAT_RBN;
          else
            return BRG_FORMAT_UNKNOWN;
        }

      line = end;
      if (line < limit && *line == '\r')
        line++;
      if (line < limit && *line == '\n')
        line++;
    }
  return BRG_FORMAT_UNKNOWN;
}

/**
 * brg_format_detect:
 * @data: (array length=len): the start of a file, or all of it
 * @len: the length of @data
 *
 * Recognises PBN, RBN and RBX from the content: the signature lines
 * (`% PBN`, `% RBN`, `%{RBX}`), else the first line with data (a PBN tag,
 * an RBN label line, RBX items). Looks at the first 64 KiB at most.
 *
 * Returns: the format, or %BRG_FORMAT_UNKNOWN
 */
BrgFormat
brg_format_detect (const guint8 *data,
                   gsize         len)
{
  const char *charset;
  gsize bom;

  g_return_val_if_fail (data != NULL || len == 0, BRG_FORMAT_UNKNOWN);

  charset = brg_charset_from_bom ((const char *) data, len, &bom);
  if (charset != NULL && brg_charset_is_utf16 (charset))
    {
      g_autofree char *owned = NULL;
      BrgCharsetInfo info;
      gsize n = bom + (MIN (len - bom, (gsize) DETECT_LIMIT) & ~(gsize) 1);
      const char *text = brg_charset_decode ((const char *) data, n, NULL,
                                             BRG_CHARSET_FALLBACK_GUESS, &info, &n, &owned, NULL);

      return text != NULL ? detect_text (text, n) : BRG_FORMAT_UNKNOWN;
    }
  return detect_text ((const char *) data + bom, len - bom);
}

/**
 * brg_format_from_name:
 * @name: a format's name, `pbn`, `rbn` or `rbx`, in any case
 *
 * Returns: the format, or %BRG_FORMAT_UNKNOWN
 */
BrgFormat
brg_format_from_name (const char *name)
{
  g_return_val_if_fail (name != NULL, BRG_FORMAT_UNKNOWN);

  if (g_ascii_strcasecmp (name, "pbn") == 0)
    return BRG_FORMAT_PBN;
  if (g_ascii_strcasecmp (name, "rbn") == 0)
    return BRG_FORMAT_RBN;
  if (g_ascii_strcasecmp (name, "rbx") == 0)
    return BRG_FORMAT_RBX;
  return BRG_FORMAT_UNKNOWN;
}

/**
 * brg_format_from_file_name:
 * @file_name: a file name or path
 *
 * Returns: the format its extension names (`.pbn`, `.rbn`, `.rbx`, in any
 *   case), or %BRG_FORMAT_UNKNOWN
 */
BrgFormat
brg_format_from_file_name (const char *file_name)
{
  const char *dot;

  g_return_val_if_fail (file_name != NULL, BRG_FORMAT_UNKNOWN);

  dot = strrchr (file_name, '.');
  if (dot == NULL || strchr (dot, '/') != NULL)
    return BRG_FORMAT_UNKNOWN;
  return brg_format_from_name (dot + 1);
}

/**
 * brg_format_to_name:
 * @format: a format
 *
 * Returns: the format's short name, `pbn`, `rbn` or `rbx`, or `unknown`
 */
const char *
brg_format_to_name (BrgFormat format)
{
  switch (format)
    {
    case BRG_FORMAT_PBN: return "pbn";
    case BRG_FORMAT_RBN: return "rbn";
    case BRG_FORMAT_RBX: return "rbx";
    case BRG_FORMAT_UNKNOWN:
    default: return "unknown";
    }
}

/**
 * brg_format_read_bytes:
 * @bytes: a file's contents
 * @file_name: (nullable): the file's name, consulted when the content
 *   does not tell the format
 * @format: (out) (optional): the format that was read
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the problems that did not stop reading
 * @error: return location for a #GError
 *
 * Reads PBN, RBN or RBX, recognised with brg_format_detect(), then from
 * @file_name's extension; what neither recognises is read as PBN, whose
 * reader explains what it cannot use.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_format_read_bytes (GBytes      *bytes,
                       const char  *file_name,
                       BrgFormat   *format,
                       GPtrArray  **diagnostics,
                       GError     **error)
{
  BrgFormat found;
  gsize len;
  const guint8 *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  found = brg_format_detect (data, len);
  if (found == BRG_FORMAT_UNKNOWN && file_name != NULL)
    found = brg_format_from_file_name (file_name);
  if (found == BRG_FORMAT_UNKNOWN)
    found = BRG_FORMAT_PBN;
  if (format != NULL)
    *format = found;

  if (found == BRG_FORMAT_PBN)
    return brg_pbn_read_bytes (bytes, diagnostics, error);
  return brg_rbn_read_bytes (bytes, diagnostics, error);
}

/**
 * brg_format_write_bytes:
 * @event: an event
 * @format: the format to write: PBN, RBN or RBX
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for warnings about what the format cannot say
 *
 * Writes @event in @format. Converting between PBN and RBN reports, board
 * by board, what the other format cannot express: brg_rbn_write_bytes()
 * for RBN and RBX, brg_rbn_report_pbn_losses() after brg_pbn_write_bytes()
 * for PBN.
 *
 * Returns: (transfer full): the file's bytes
 */
GBytes *
brg_format_write_bytes (BrgEvent    *event,
                        BrgFormat    format,
                        GPtrArray  **diagnostics)
{
  GBytes *bytes;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (format == BRG_FORMAT_PBN || format == BRG_FORMAT_RBN
                        || format == BRG_FORMAT_RBX, NULL);

  switch (format)
    {
    case BRG_FORMAT_RBN:
      return brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, diagnostics);
    case BRG_FORMAT_RBX:
      return brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, diagnostics);
    case BRG_FORMAT_PBN:
    case BRG_FORMAT_UNKNOWN:
    default:
      bytes = brg_pbn_write_bytes (event, diagnostics);
      if (diagnostics != NULL)
        {
          if (*diagnostics == NULL)
            *diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
          brg_rbn_report_pbn_losses (event, *diagnostics);
        }
      return bytes;
    }
}
