/* brg-rbn-map-tokens.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Calls and plays as RBN tokens (RBN 3.2): the notations after a call or
 * a card, and the numbering of the notes of an auction or a play.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"

/* ------------------------------------------------------------------ */
/* Calls and plays as RBN tokens                                        */

/* Reads the notations after a call or a play: a suffix, `*`, `^n`. */
gboolean
_brg_rbn_parse_notation (const char **pp,
                         BrgRbnToken *token)
{
  const char *p = *pp;

  for (;;)
    {
      if (*p == '!' || *p == '?')
        {
          char text[3] = { p[0], 0, 0 };
          BrgSuffix suffix;

          if (p[1] == '!' || p[1] == '?')
            text[1] = p[1];
          if (token->suffix != BRG_SUFFIX_NONE || !brg_suffix_from_pbn (text, &suffix))
            return FALSE;
          token->suffix = suffix;
          p += strlen (text);
        }
      else if (*p == '*')
        {
          if (token->star)
            return FALSE;
          token->star = TRUE;
          p++;
        }
      else if (*p == '^')
        {
          if (token->note != 0 || p[1] < '1' || p[1] > '9')
            return FALSE;
          token->note = (guint8) (p[1] - '0');
          p += 2;
        }
      else
        break;
    }
  *pp = p;
  return TRUE;
}

void
_brg_rbn_append_notation (GString           *out,
                          const BrgRbnToken *token)
{
  if (token->suffix != BRG_SUFFIX_NONE)
    g_string_append (out, brg_suffix_to_pbn (token->suffix));
  if (token->star)
    g_string_append_c (out, '*');
  if (token->note != 0)
    g_string_append_printf (out, "^%u", token->note);
}

gboolean
_brg_rbn_token_is_plain (const BrgRbnToken *token)
{
  return token->suffix == BRG_SUFFIX_NONE && token->note == 0 && !token->star;
}

/* The annotation of a token; `*` becomes a reference to an empty note. */
BrgAnnotation *
_brg_rbn_token_annotation (const BrgRbnToken *token)
{
  BrgAnnotation *annotation;

  if (_brg_rbn_token_is_plain (token))
    return NULL;
  annotation = brg_annotation_new ();
  annotation->suffix = token->suffix;
  annotation->note = token->note != 0 ? token->note : token->star ? BRG_RBN_STAR_NOTE : 0;
  return annotation;
}

void
_brg_rbn_note_map_init (BrgRbnNoteMap *map)
{
  map->map = g_hash_table_new (NULL, NULL);
  memset (map->used, 0, sizeof map->used);
}

void
_brg_rbn_note_map_clear (BrgRbnNoteMap *map)
{
  g_clear_pointer (&map->map, g_hash_table_unref);
}

/* Numbers the notes of @section, the auction or the play: those its calls
 * or cards refer to first, in their order, then all the others. */
void
_brg_rbn_note_map_build (BrgRbnNoteMap *map,
                         BrgSection    *section,
                         const char    *what,
                         GPtrArray     *losses)
{
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < brg_section_get_n_items (section); i++)
    {
      const BrgAnnotation *annotation = brg_section_get_annotation (section, i);

      if (annotation != NULL && annotation->note != 0)
        g_array_append_val (indices, annotation->note);
    }
  for (guint i = 0; i < brg_section_get_n_notes (section); i++)
    g_array_append_val (indices, brg_section_get_nth_note (section, i)->index);

  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);

      if (index >= 1 && index <= 9)
        {
          map->used[index] = TRUE;
          g_hash_table_insert (map->map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (index));
        }
    }

  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);
      const BrgNote *note;
      gboolean placed = FALSE;

      if (index == 0 || g_hash_table_contains (map->map, GUINT_TO_POINTER (index)))
        continue;

      note = brg_section_lookup_note (section, index);
      if (note != NULL && note->text != NULL && note->text[0] != '\0')
        for (guint j = 1; j <= 9 && !placed; j++)
          if (!map->used[j])
            {
              map->used[j] = TRUE;
              g_hash_table_insert (map->map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (j));
              placed = TRUE;
            }
      if (placed)
        continue;

      g_hash_table_insert (map->map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (0));
      if (note != NULL && note->text != NULL && note->text[0] != '\0' && losses != NULL)
        g_ptr_array_add (losses,
                         g_strdup_printf (_("%s note %u “%s” finds no free RBN note number "
                                            "(1–9): it is written as “*” and its text is "
                                            "dropped"), what, index, note->text));
    }
}

static guint
note_map_get (BrgRbnNoteMap *map,
              guint          index)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (map->map, GUINT_TO_POINTER (index)));
}

/* The annotation of a call or card as RBN notation; what RBN cannot say
 * goes to @losses. */
void
_brg_rbn_token_from_annotation (BrgRbnToken         *token,
                                const BrgAnnotation *annotation,
                                guint8               suffix_base,
                                BrgRbnNoteMap       *map,
                                const char          *where,
                                GPtrArray           *losses)
{
  if (annotation == NULL)
    return;

  token->suffix = annotation->suffix;
  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint8 nag = g_array_index (annotation->nags, guint8, i);

      /* $1–$6 on calls and $7–$12 on cards are the suffixes (PBN §3.7). */
      if (nag > suffix_base && nag <= suffix_base + 6 && token->suffix == BRG_SUFFIX_NONE)
        token->suffix = (BrgSuffix) (nag - suffix_base);
      else if (nag > suffix_base && nag <= suffix_base + 6
               && token->suffix == (BrgSuffix) (nag - suffix_base))
        continue;
      else if (losses != NULL)
        g_ptr_array_add (losses, g_strdup_printf (_("NAG $%u after %s has no RBN notation; "
                                                    "it was dropped"), nag, where));
    }

  if (annotation->note != 0)
    {
      guint index = note_map_get (map, annotation->note);

      if (index == 0)
        token->star = TRUE;
      else
        token->note = (guint8) index;
    }
}

/* The note lines of an auction or a play, numbered as @map says. */
void
_brg_rbn_note_lines_from_map (BrgRbnNoteMap *map,
                              BrgSection    *section,
                              GPtrArray     *lines)
{
  guint n_notes = brg_section_get_n_notes (section);

  for (guint j = 0; j <= 9; j++)
    for (guint i = 0; i < n_notes; i++)
      {
        const BrgNote *note = brg_section_get_nth_note (section, i);
        guint index = note->index == 0 ? 0 : note_map_get (map, note->index);

        if (index == j && (j > 0 || note->index == 0))
          {
            BrgRbnNoteLine *line = g_new0 (BrgRbnNoteLine, 1);

            line->index = j;
            line->text = g_strdup (note->text != NULL ? note->text : "");
            g_ptr_array_add (lines, line);
          }
      }
}
