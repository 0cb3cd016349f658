/* brg-nag.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one table of Numeric Annotation Glyphs (PBN §3.7): what the window's
 * NAG panel lists, the auction view and the text output show.
 *
 * PBN defines $1–$14 for bridge; they take the numbers PGN gives to chess
 * move and position NAGs, so PGN's meanings never apply to a PBN file. PBN
 * leaves $15–$255 to a NAG file of the annotator's that was never
 * published, so they have no text here: they are listed as "Annotation
 * $n", found by their number, and kept as they are.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-nag.h"

typedef struct
{
  guint8          nag;
  BrgSectionKind  section;
  BrgNagGroup     group;
  const char     *glyph;
  const char     *text;
} NagEntry;

/* In the order the NAG panel lists them: the suffixes first (PBN §3.5.3,
 * §3.6.3), then the corrections. */
static const NagEntry entries[] = {
  /* Translators: the meanings of the suffixes ! ? !! ?? !? ?! after a call or
   * a card (PBN §3.7) */
  { 1, BRG_SECTION_AUCTION, BRG_NAG_GROUP_SUFFIX, "!", N_("Good call") },
  { 2, BRG_SECTION_AUCTION, BRG_NAG_GROUP_SUFFIX, "?", N_("Poor call") },
  { 3, BRG_SECTION_AUCTION, BRG_NAG_GROUP_SUFFIX, "!!", N_("Very good call") },
  { 4, BRG_SECTION_AUCTION, BRG_NAG_GROUP_SUFFIX, "??", N_("Very poor call") },
  { 5, BRG_SECTION_AUCTION, BRG_NAG_GROUP_SUFFIX, "!?", N_("Speculative call") },
  { 6, BRG_SECTION_AUCTION, BRG_NAG_GROUP_SUFFIX, "?!", N_("Questionable call") },
  { 7, BRG_SECTION_PLAY, BRG_NAG_GROUP_SUFFIX, "!", N_("Good card") },
  { 8, BRG_SECTION_PLAY, BRG_NAG_GROUP_SUFFIX, "?", N_("Poor card") },
  { 9, BRG_SECTION_PLAY, BRG_NAG_GROUP_SUFFIX, "!!", N_("Very good card") },
  { 10, BRG_SECTION_PLAY, BRG_NAG_GROUP_SUFFIX, "??", N_("Very poor card") },
  { 11, BRG_SECTION_PLAY, BRG_NAG_GROUP_SUFFIX, "!?", N_("Speculative card") },
  { 12, BRG_SECTION_PLAY, BRG_NAG_GROUP_SUFFIX, "?!", N_("Questionable card") },
  { 13, BRG_SECTION_AUCTION, BRG_NAG_GROUP_CORRECTION, NULL, N_("Call corrected by hand") },
  { 14, BRG_SECTION_PLAY, BRG_NAG_GROUP_CORRECTION, NULL, N_("Card corrected by hand") },
};

static const NagEntry *
lookup (guint nag)
{
  if (nag >= 1 && nag <= G_N_ELEMENTS (entries))
    return &entries[nag - 1];
  return NULL;
}

/**
 * brg_nag_get_group:
 * @nag: a NAG, 0 to 255
 *
 * Returns: the group of @nag in the table; $0 (no annotation) counts as
 *   %BRG_NAG_GROUP_OTHER
 */
BrgNagGroup
brg_nag_get_group (guint nag)
{
  const NagEntry *entry = lookup (nag);

  g_return_val_if_fail (nag <= BRG_NAG_MAX, BRG_NAG_GROUP_OTHER);

  return entry != NULL ? entry->group : BRG_NAG_GROUP_OTHER;
}

/**
 * brg_nag_group_get_title:
 * @group: a group
 *
 * Returns: the translated heading of @group in the NAG panel
 */
const char *
brg_nag_group_get_title (BrgNagGroup group)
{
  switch (group)
    {
    case BRG_NAG_GROUP_SUFFIX:
      /* Translators: heading of !, ?, !!, ??, !? and ?! in the list of NAGs */
      return _("Assessment");
    case BRG_NAG_GROUP_CORRECTION:
      /* Translators: heading of "call/card corrected by hand" in the list of NAGs */
      return _("Correction");
    case BRG_NAG_GROUP_OTHER:
      /* Translators: heading of the NAGs $15–$255, which PBN does not define */
      return _("Other annotations");
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * brg_nag_get_glyph:
 * @nag: a NAG, 0 to 255
 *
 * Returns: (nullable): the glyph a reader knows, `!` for $1 and $7 and so
 *   on for the six suffixes, or %NULL when @nag has none
 */
const char *
brg_nag_get_glyph (guint nag)
{
  const NagEntry *entry = lookup (nag);

  g_return_val_if_fail (nag <= BRG_NAG_MAX, NULL);

  return entry != NULL ? entry->glyph : NULL;
}

/**
 * brg_nag_get_text:
 * @nag: a NAG, 0 to 255
 *
 * Returns: (nullable): the translated meaning of @nag (PBN §3.7), or %NULL
 *   for $0 and for $15–$255, which PBN does not define
 */
const char *
brg_nag_get_text (guint nag)
{
  const NagEntry *entry = lookup (nag);

  g_return_val_if_fail (nag <= BRG_NAG_MAX, NULL);

  return entry != NULL ? _(entry->text) : NULL;
}

/**
 * brg_nag_dup_label:
 * @nag: a NAG, 0 to 255
 *
 * Returns: (transfer full): the meaning of @nag, or "Annotation $n" when
 *   it has none
 */
char *
brg_nag_dup_label (guint nag)
{
  const char *text;

  g_return_val_if_fail (nag <= BRG_NAG_MAX, NULL);

  text = brg_nag_get_text (nag);
  if (text != NULL)
    return g_strdup (text);
  /* Translators: %u is a Numeric Annotation Glyph (PBN §3.7), a number */
  return g_strdup_printf (_("Annotation $%u"), nag);
}

/**
 * brg_nag_applies_to:
 * @nag: a NAG, 0 to 255
 * @section: the auction or the play
 *
 * PBN §3.7 keeps $1–$6 and $13 for calls and $7–$12 and $14 for cards;
 * $15–$255 go with either.
 *
 * Returns: %TRUE if @nag may annotate a call or card of @section
 */
gboolean
brg_nag_applies_to (guint          nag,
                    BrgSectionKind section)
{
  const NagEntry *entry = lookup (nag);

  g_return_val_if_fail (nag <= BRG_NAG_MAX, FALSE);

  if (nag == 0)
    return FALSE;
  return entry == NULL || entry->section == section;
}

static guint
suffix_base (BrgSectionKind section)
{
  return section == BRG_SECTION_PLAY ? 6 : 0;
}

/**
 * brg_nag_from_suffix:
 * @suffix: a suffix other than %BRG_SUFFIX_NONE
 * @section: the auction or the play
 *
 * Returns: the NAG of @suffix on a call ($1–$6) or a card ($7–$12)
 */
guint
brg_nag_from_suffix (BrgSuffix      suffix,
                     BrgSectionKind section)
{
  g_return_val_if_fail (suffix > BRG_SUFFIX_NONE && suffix <= BRG_SUFFIX_QUESTIONABLE, 0);

  return (guint) suffix + suffix_base (section);
}

/**
 * brg_nag_to_suffix:
 * @nag: a NAG
 * @section: the auction or the play
 *
 * Returns: the suffix @nag stands for in @section, or %BRG_SUFFIX_NONE
 */
BrgSuffix
brg_nag_to_suffix (guint          nag,
                   BrgSectionKind section)
{
  guint base = suffix_base (section);

  if (nag > base && nag <= base + BRG_SUFFIX_QUESTIONABLE)
    return (BrgSuffix) (nag - base);
  return BRG_SUFFIX_NONE;
}

/* A number as the user may type it: "13" or "$13". */
static int
parse_number (const char *search)
{
  guint64 value;

  if (search[0] == '$')
    search++;
  if (!g_ascii_string_to_unsigned (search, 10, 0, BRG_NAG_MAX, &value, NULL))
    return -1;
  return (int) value;
}

static gboolean
text_matches (const char *text,
              const char *folded_search)
{
  g_autofree char *folded = NULL;

  if (text == NULL)
    return FALSE;
  folded = g_utf8_casefold (text, -1);
  return strstr (folded, folded_search) != NULL;
}

static gboolean
entry_matches (const NagEntry *entry,
               const char     *folded_search,
               int             number)
{
  if (number >= 0)
    return entry->nag == number;
  return (entry->glyph != NULL && strstr (entry->glyph, folded_search) != NULL)
         || text_matches (_(entry->text), folded_search)
         || text_matches (entry->text, folded_search);
}

/**
 * brg_nag_list:
 * @section: the auction (calls) or the play (cards)
 * @search: (nullable): what the user typed: part of a text or glyph, or a
 *   number with or without `$`; %NULL or empty lists everything
 *
 * Lists the NAGs that may annotate a call or card of @section, in the
 * order of the NAG panel: the six suffixes, then the correction. A number
 * finds that NAG, also one of $15–$255, which are not listed otherwise.
 * Texts are matched in the user's language and in English, ignoring case.
 *
 * Returns: (transfer full) (element-type guint8): the NAGs
 */
GArray *
brg_nag_list (BrgSectionKind section,
              const char    *search)
{
  g_autofree char *stripped = g_strstrip (g_strdup (search != NULL ? search : ""));
  g_autofree char *folded = g_utf8_casefold (stripped, -1);
  GArray *nags = g_array_new (FALSE, FALSE, sizeof (guint8));
  int number = parse_number (stripped);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      const NagEntry *entry = &entries[i];

      if (entry->section == section
          && (folded[0] == '\0' || entry_matches (entry, folded, number)))
        g_array_append_val (nags, entry->nag);
    }

  if (number > (int) G_N_ELEMENTS (entries))
    {
      guint8 nag = (guint8) number;

      g_array_append_val (nags, nag);
    }

  return nags;
}

static void
remove_nag (BrgAnnotation *annotation,
            guint          nag)
{
  if (annotation->nags == NULL)
    return;
  for (guint i = annotation->nags->len; i > 0; i--)
    if (g_array_index (annotation->nags, guint8, i - 1) == nag)
      g_array_remove_index (annotation->nags, i - 1);
}

/**
 * brg_annotation_has_effective_nag:
 * @annotation: (nullable): the annotation of a call or card
 * @nag: a NAG
 * @section: the section of the call or card
 *
 * Tells whether @annotation carries @nag, as a NAG or as the suffix that
 * export format writes as @nag (PBN §3.5.2).
 *
 * Returns: %TRUE if @nag is set
 */
gboolean
brg_annotation_has_effective_nag (const BrgAnnotation *annotation,
                                  guint                nag,
                                  BrgSectionKind       section)
{
  g_return_val_if_fail (nag <= BRG_NAG_MAX, FALSE);

  if (annotation == NULL)
    return FALSE;
  if (annotation->suffix != BRG_SUFFIX_NONE
      && brg_nag_from_suffix (annotation->suffix, section) == nag)
    return TRUE;
  return brg_annotation_has_nag (annotation, (guint8) nag);
}

/**
 * brg_annotation_set_nag:
 * @annotation: the annotation of a call or card
 * @nag: a NAG that applies to @section
 * @section: the section of the call or card
 * @set: %TRUE to set @nag, %FALSE to clear it
 *
 * Sets or clears a NAG. The six suffixes exclude one another: setting one
 * replaces the others, and it is kept as the suffix (PBN §3.5.3), which
 * export format writes as its NAG. Clearing removes @nag in either form.
 */
void
brg_annotation_set_nag (BrgAnnotation *annotation,
                        guint          nag,
                        BrgSectionKind section,
                        gboolean       set)
{
  BrgSuffix suffix;

  g_return_if_fail (annotation != NULL);
  g_return_if_fail (nag <= BRG_NAG_MAX);
  g_return_if_fail (!set || brg_nag_applies_to (nag, section));

  suffix = brg_nag_to_suffix (nag, section);
  if (suffix != BRG_SUFFIX_NONE)
    {
      for (guint s = BRG_SUFFIX_GOOD; s <= BRG_SUFFIX_QUESTIONABLE; s++)
        if (set || s == suffix)
          remove_nag (annotation, brg_nag_from_suffix (s, section));
      if (set)
        annotation->suffix = suffix;
      else if (annotation->suffix == suffix)
        annotation->suffix = BRG_SUFFIX_NONE;
      return;
    }

  if (!set)
    remove_nag (annotation, nag);
  else if (!brg_annotation_has_nag (annotation, (guint8) nag))
    brg_annotation_add_nag (annotation, (guint8) nag);
}

/**
 * brg_annotation_clear_nags:
 * @annotation: an annotation
 *
 * Removes the suffix and every NAG, keeping the note and the comments.
 */
void
brg_annotation_clear_nags (BrgAnnotation *annotation)
{
  g_return_if_fail (annotation != NULL);

  annotation->suffix = BRG_SUFFIX_NONE;
  g_clear_pointer (&annotation->nags, g_array_unref);
}

/**
 * brg_annotation_dup_glyphs:
 * @annotation: (nullable): the annotation of a call or card
 * @section: the section of the call or card
 *
 * Writes the suffix and the NAGs as a reader knows them: glyphs for the
 * six suffixes, `$n` for the others, $0 left out.
 *
 * Returns: (transfer full): the text, empty when there is nothing to show
 */
char *
brg_annotation_dup_glyphs (const BrgAnnotation *annotation,
                           BrgSectionKind       section)
{
  GString *out = g_string_new (NULL);

  if (annotation == NULL)
    return g_string_free (out, FALSE);

  /* The suffix first, as it was written after the call or card. */
  if (annotation->suffix != BRG_SUFFIX_NONE)
    g_string_append (out, brg_suffix_to_pbn (annotation->suffix));

  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint nag = g_array_index (annotation->nags, guint8, i);
      const char *glyph = brg_nag_get_glyph (nag);

      if (nag == 0 || (annotation->suffix != BRG_SUFFIX_NONE
                       && nag == brg_nag_from_suffix (annotation->suffix, section)))
        continue;
      if (glyph != NULL && brg_nag_applies_to (nag, section))
        g_string_append (out, glyph);
      else
        g_string_append_printf (out, "%s$%u", out->len > 0 ? " " : "", nag);
    }

  return g_string_free (out, FALSE);
}
