/* brg-result.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one reading of the PBN `Result` tag, shared by the board, the PBN
 * reader and the PBN writer, so that a value means the same tricks to
 * each of them.
 */

#include "config.h"

#include <string.h>

#include "brg-result.h"
#include "brg-seat.h"

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t';
}

static const char *
skip_blanks (const char *p)
{
  while (is_blank (*p))
    p++;
  return p;
}

/* A number of tricks, 0 to 13, and the end of its word. */
static gboolean
read_tricks (const char **p,
             gint8       *tricks)
{
  const char *s = *p;
  guint n = 0;

  if (!g_ascii_isdigit (*s))
    return FALSE;
  for (; g_ascii_isdigit (*s); s++)
    {
      n = n * 10 + (guint) (*s - '0');
      if (n > 13)
        return FALSE;
    }
  if (*s != '\0' && !is_blank (*s))
    return FALSE;
  *tricks = (gint8) n;
  *p = skip_blanks (s);
  return TRUE;
}

static gboolean
read_side (const char **p,
           BrgSide     *side)
{
  char word[3];

  if ((*p)[0] == '\0' || (*p)[1] == '\0' || !is_blank ((*p)[2]))
    return FALSE;
  word[0] = (*p)[0];
  word[1] = (*p)[1];
  word[2] = '\0';
  if (!brg_side_from_pbn (word, side))
    return FALSE;
  *p = skip_blanks (*p + 2);
  return TRUE;
}

/**
 * brg_result_from_pbn:
 * @text: a `Result` tag value
 * @result: (out): the result
 *
 * Reads every form of PBN §3.4.15: `<tricks>` (declarer's), `NS <tricks>`,
 * `EW <tricks>`, `NS <tricks> EW <tricks>` and `EW <tricks> NS <tricks>`,
 * with tricks from 0 to 13, each form possibly after `^`. As import format
 * allows, the words may be separated by any number of spaces or tabs,
 * white space may stand around the value and after `^`, and the sides may
 * be in lower case: `NS  9` is North-South's nine tricks. The empty value
 * (a passed-out board) and `?` (unknown) are not results.
 *
 * Returns: %TRUE if @text is a result
 */
gboolean
brg_result_from_pbn (const char *text,
                     BrgResult  *result)
{
  BrgResult value = { -1, -1, -1, FALSE };
  const char *p;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  p = skip_blanks (text);
  if (*p == '^')
    {
      value.differs = TRUE;
      p = skip_blanks (p + 1);
    }

  if (g_ascii_isdigit (*p))
    {
      if (!read_tricks (&p, &value.tricks) || *p != '\0')
        return FALSE;
    }
  else
    {
      for (guint i = 0; i < 2 && *p != '\0'; i++)
        {
          BrgSide side;
          gint8 *slot;

          if (!read_side (&p, &side))
            return FALSE;
          slot = side == BRG_SIDE_NS ? &value.ns : &value.ew;
          if (*slot >= 0 || !read_tricks (&p, slot))
            return FALSE;
        }
      if (*p != '\0' || (value.ns < 0 && value.ew < 0))
        return FALSE;
    }

  *result = value;
  return TRUE;
}

/**
 * brg_result_get_declarer_tricks:
 * @result: a result
 * @declarer: the declarer, or %BRG_SEAT_NONE when unknown
 * @total_tricks: the tricks of the board: 13, fewer in an end position
 *   (PBN §3.10)
 *
 * The tricks of declarer's side: the number itself when no side is
 * named; else the tricks of declarer's side when given, else
 * @total_tricks less the defenders'.
 *
 * Returns: declarer's tricks, or -1 when a side is named and @declarer is
 *   unknown, or the defenders' tricks exceed @total_tricks
 */
int
brg_result_get_declarer_tricks (const BrgResult *result,
                                BrgSeat          declarer,
                                guint            total_tricks)
{
  int declarers, defenders;

  g_return_val_if_fail (result != NULL, -1);

  if (result->tricks >= 0)
    return result->tricks;
  if (!BRG_SEAT_IS_VALID (declarer))
    return -1;

  declarers = brg_seat_side (declarer) == BRG_SIDE_NS ? result->ns : result->ew;
  defenders = brg_seat_side (declarer) == BRG_SIDE_NS ? result->ew : result->ns;
  if (declarers >= 0)
    return declarers;
  return (guint) defenders <= total_tricks ? (int) total_tricks - defenders : -1;
}
