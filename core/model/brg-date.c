/* brg-date.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Date tag's value (PBN §3.4.3), for the details pane's date picker.
 */

#include "config.h"

#include <string.h>

#include "brg-date.h"

/**
 * brg_date_to_pbn:
 * @year: the year, 1 to 9999, or 0 when unknown
 * @month: the month, 1 to 12, or 0 when unknown
 * @day: the day, 1 to 31, or 0 when unknown
 *
 * Writes a date as PBN's Date tag holds it, `YYYY.MM.DD`, with question
 * marks for the unknown parts: `2026.??.??` (PBN §3.4.3).
 *
 * Returns: (transfer full): the tag value
 */
char *
brg_date_to_pbn (guint year,
                 guint month,
                 guint day)
{
  char text[11];

  g_return_val_if_fail (year <= 9999, NULL);
  g_return_val_if_fail (month <= 12, NULL);
  g_return_val_if_fail (day <= 31, NULL);

  if (year > 0)
    g_snprintf (text, 5, "%04u", year);
  else
    memcpy (text, "????", 4);
  text[4] = '.';
  if (month > 0)
    g_snprintf (text + 5, 3, "%02u", month);
  else
    memcpy (text + 5, "??", 2);
  text[7] = '.';
  if (day > 0)
    g_snprintf (text + 8, 3, "%02u", day);
  else
    memcpy (text + 8, "??", 2);
  text[10] = '\0';
  return g_strdup (text);
}

/* Reads @n digits or @n question marks (0) at @p. */
static gboolean
parse_part (const char *p,
            guint       n,
            guint       max,
            guint      *value)
{
  guint v = 0;

  if (strspn (p, "?") >= n)
    {
      *value = 0;
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    {
      if (!g_ascii_isdigit (p[i]))
        return FALSE;
      v = v * 10 + (guint) (p[i] - '0');
    }
  if (v == 0 || v > max)
    return FALSE;
  *value = v;
  return TRUE;
}

/**
 * brg_date_from_pbn:
 * @text: a Date tag value, such as `1995.06.10` or `2026.??.??`
 * @year: (out) (optional): the year, 0 when unknown
 * @month: (out) (optional): the month, 0 when unknown
 * @day: (out) (optional): the day, 0 when unknown
 *
 * Reads a date in PBN's form (PBN §3.4.3): four digits, a dot, two, a dot,
 * two, any part question marks when unknown.
 *
 * Returns: %FALSE when @text is not such a date
 */
gboolean
brg_date_from_pbn (const char *text,
                   guint      *year,
                   guint      *month,
                   guint      *day)
{
  guint y, m, d;

  g_return_val_if_fail (text != NULL, FALSE);

  if (strlen (text) != 10 || text[4] != '.' || text[7] != '.'
      || !parse_part (text, 4, 9999, &y) || !parse_part (text + 5, 2, 12, &m)
      || !parse_part (text + 8, 2, 31, &d))
    return FALSE;
  if (year != NULL)
    *year = y;
  if (month != NULL)
    *month = m;
  if (day != NULL)
    *day = d;
  return TRUE;
}
