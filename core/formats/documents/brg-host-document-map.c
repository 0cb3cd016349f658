/* brg-host-document-map.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Offset maps: which bytes of the level below each byte of a text came
 * from (brg-host-document-private.h).
 */

#include "config.h"

#include <string.h>

#include "brg-host-document-private.h"

GArray *
_brg_doc_map_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (BrgDocSegment));
}

void
_brg_doc_map_add (GArray *map,
                  gsize   from,
                  gsize   from_len,
                  gsize   to,
                  gsize   to_len)
{
  BrgDocSegment segment;

  if (from_len == 0)
    return;

  if (map->len > 0)
    {
      BrgDocSegment *last = &g_array_index (map, BrgDocSegment, map->len - 1);

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
  const BrgDocSegment *s;

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

      if (g_array_index (map, BrgDocSegment, mid).from <= offset)
        lo = mid;
      else
        hi = mid;
    }

  s = &g_array_index (map, BrgDocSegment, lo);
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
void
_brg_doc_map_span (GArray *map,
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

/* Moves the lower side of a map by @delta bytes; a missing map (the
 * identity) becomes one run. */
void
_brg_doc_map_shift (GArray **map,
                    gsize    upper_len,
                    gsize    delta)
{
  if (*map == NULL)
    {
      *map = _brg_doc_map_new ();
      _brg_doc_map_add (*map, 0, upper_len, delta, upper_len);
      return;
    }
  for (guint i = 0; i < (*map)->len; i++)
    g_array_index (*map, BrgDocSegment, i).to += delta;
}
