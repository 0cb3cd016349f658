/* test-nag.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The NAG table of PBN §3.7 and setting NAGs on an annotation.
 */

#include "config.h"

#include "brg-core.h"

static void
assert_nags (GArray     *nags,
             const char *expected)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < nags->len; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? " " : "", g_array_index (nags, guint8, i));
  g_assert_cmpstr (text->str, ==, expected);
}

static void
assert_list (BrgSectionKind section,
             const char    *search,
             const char    *expected)
{
  g_autoptr (GArray) nags = brg_nag_list (section, search);

  assert_nags (nags, expected);
}

/* PBN §3.7: $1–$6 are the call suffixes, $7–$12 the card suffixes, $13 and
 * $14 corrections of a call and of a card. */
static void
test_table (void)
{
  static const char *glyphs[] = { "!", "?", "!!", "??", "!?", "?!" };
  g_autofree char *label = NULL;

  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpstr (brg_nag_get_glyph (1 + i), ==, glyphs[i]);
      g_assert_cmpstr (brg_nag_get_glyph (7 + i), ==, glyphs[i]);
      g_assert_cmpint (brg_nag_get_group (1 + i), ==, BRG_NAG_GROUP_SUFFIX);
      g_assert_true (brg_nag_applies_to (1 + i, BRG_SECTION_AUCTION));
      g_assert_false (brg_nag_applies_to (1 + i, BRG_SECTION_PLAY));
      g_assert_true (brg_nag_applies_to (7 + i, BRG_SECTION_PLAY));
      g_assert_false (brg_nag_applies_to (7 + i, BRG_SECTION_AUCTION));
      g_assert_cmpuint (brg_nag_from_suffix (BRG_SUFFIX_GOOD + i, BRG_SECTION_AUCTION), ==, 1 + i);
      g_assert_cmpuint (brg_nag_from_suffix (BRG_SUFFIX_GOOD + i, BRG_SECTION_PLAY), ==, 7 + i);
      g_assert_cmpint (brg_nag_to_suffix (1 + i, BRG_SECTION_AUCTION), ==, BRG_SUFFIX_GOOD + i);
      g_assert_cmpint (brg_nag_to_suffix (7 + i, BRG_SECTION_PLAY), ==, BRG_SUFFIX_GOOD + i);
      g_assert_cmpint (brg_nag_to_suffix (7 + i, BRG_SECTION_AUCTION), ==, BRG_SUFFIX_NONE);
    }

  g_assert_cmpstr (brg_nag_get_text (1), ==, "Good call");
  g_assert_cmpstr (brg_nag_get_text (10), ==, "Very poor card");
  g_assert_cmpstr (brg_nag_get_text (13), ==, "Call corrected by hand");
  g_assert_cmpstr (brg_nag_get_text (14), ==, "Card corrected by hand");
  g_assert_null (brg_nag_get_glyph (13));
  g_assert_cmpint (brg_nag_get_group (14), ==, BRG_NAG_GROUP_CORRECTION);
  g_assert_true (brg_nag_applies_to (13, BRG_SECTION_AUCTION));
  g_assert_false (brg_nag_applies_to (13, BRG_SECTION_PLAY));
  g_assert_true (brg_nag_applies_to (14, BRG_SECTION_PLAY));

  /* $0 is no annotation; $15–$255 have no text but go anywhere. */
  g_assert_null (brg_nag_get_text (0));
  g_assert_false (brg_nag_applies_to (0, BRG_SECTION_AUCTION));
  g_assert_null (brg_nag_get_text (200));
  g_assert_null (brg_nag_get_glyph (255));
  g_assert_cmpint (brg_nag_get_group (15), ==, BRG_NAG_GROUP_OTHER);
  g_assert_true (brg_nag_applies_to (200, BRG_SECTION_AUCTION));
  g_assert_true (brg_nag_applies_to (200, BRG_SECTION_PLAY));
  label = brg_nag_dup_label (200);
  g_assert_cmpstr (label, ==, "Annotation $200");
  g_clear_pointer (&label, g_free);
  label = brg_nag_dup_label (3);
  g_assert_cmpstr (label, ==, "Very good call");

  for (BrgNagGroup group = BRG_NAG_GROUP_SUFFIX; group <= BRG_NAG_GROUP_OTHER; group++)
    g_assert_nonnull (brg_nag_group_get_title (group));
}

/* The panel's order: the suffixes, then the correction; searchable by
 * text, glyph or number. */
static void
test_list (void)
{
  assert_list (BRG_SECTION_AUCTION, NULL, "1 2 3 4 5 6 13");
  assert_list (BRG_SECTION_PLAY, "", "7 8 9 10 11 12 14");
  assert_list (BRG_SECTION_AUCTION, "  ", "1 2 3 4 5 6 13");
  assert_list (BRG_SECTION_AUCTION, "!", "1 3 5 6");
  assert_list (BRG_SECTION_PLAY, "??", "10");
  assert_list (BRG_SECTION_AUCTION, "good", "1 3");
  assert_list (BRG_SECTION_PLAY, "GOOD", "7 9");
  assert_list (BRG_SECTION_AUCTION, "corrected", "13");
  assert_list (BRG_SECTION_AUCTION, "nothing like it", "");
  /* A number finds its NAG when it applies, also one of $15–$255. */
  assert_list (BRG_SECTION_AUCTION, "$13", "13");
  assert_list (BRG_SECTION_PLAY, "13", "");
  assert_list (BRG_SECTION_PLAY, "8", "8");
  assert_list (BRG_SECTION_PLAY, "$200", "200");
  assert_list (BRG_SECTION_AUCTION, "255", "255");
  assert_list (BRG_SECTION_AUCTION, "256", "");
  assert_list (BRG_SECTION_AUCTION, "$0", "");
}

static void
test_set (void)
{
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (GArray) nags = NULL;
  g_autofree char *glyphs = NULL;

  /* A suffix NAG is kept as the suffix (PBN §3.5.3). */
  brg_annotation_set_nag (annotation, 1, BRG_SECTION_AUCTION, TRUE);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_GOOD);
  g_assert_null (annotation->nags);
  g_assert_true (brg_annotation_has_effective_nag (annotation, 1, BRG_SECTION_AUCTION));

  /* The six exclude one another, in either form. */
  brg_annotation_add_nag (annotation, 2);
  brg_annotation_set_nag (annotation, 5, BRG_SECTION_AUCTION, TRUE);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_SPECULATIVE);
  g_assert_false (brg_annotation_has_effective_nag (annotation, 1, BRG_SECTION_AUCTION));
  g_assert_false (brg_annotation_has_effective_nag (annotation, 2, BRG_SECTION_AUCTION));
  g_assert_true (brg_annotation_has_effective_nag (annotation, 5, BRG_SECTION_AUCTION));

  /* Other NAGs are kept once each. */
  brg_annotation_set_nag (annotation, 13, BRG_SECTION_AUCTION, TRUE);
  brg_annotation_set_nag (annotation, 200, BRG_SECTION_AUCTION, TRUE);
  brg_annotation_set_nag (annotation, 200, BRG_SECTION_AUCTION, TRUE);
  nags = brg_annotation_dup_export_nags (annotation, 0);
  assert_nags (nags, "5 13 200");
  glyphs = brg_annotation_dup_glyphs (annotation, BRG_SECTION_AUCTION);
  g_assert_cmpstr (glyphs, ==, "!? $13 $200");

  /* Clearing a suffix clears it in either form; clearing another NAG
   * removes every copy. */
  brg_annotation_add_nag (annotation, 5);
  brg_annotation_set_nag (annotation, 5, BRG_SECTION_AUCTION, FALSE);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_NONE);
  g_assert_false (brg_annotation_has_effective_nag (annotation, 5, BRG_SECTION_AUCTION));
  brg_annotation_add_nag (annotation, 200);
  brg_annotation_set_nag (annotation, 200, BRG_SECTION_AUCTION, FALSE);
  g_clear_pointer (&nags, g_array_unref);
  nags = brg_annotation_dup_export_nags (annotation, 0);
  assert_nags (nags, "13");

  /* Clearing a suffix that is not the one set leaves the one set. */
  brg_annotation_set_nag (annotation, 3, BRG_SECTION_AUCTION, TRUE);
  brg_annotation_set_nag (annotation, 4, BRG_SECTION_AUCTION, FALSE);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_VERY_GOOD);

  brg_annotation_clear_nags (annotation);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_NONE);
  g_assert_false (brg_annotation_has_effective_nag (annotation, 13, BRG_SECTION_AUCTION));
  g_assert_false (brg_annotation_has_effective_nag (NULL, 13, BRG_SECTION_AUCTION));
}

static void
test_card (void)
{
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autofree char *glyphs = NULL;

  brg_annotation_set_nag (annotation, 9, BRG_SECTION_PLAY, TRUE);
  brg_annotation_set_nag (annotation, 14, BRG_SECTION_PLAY, TRUE);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_VERY_GOOD);
  g_assert_true (brg_annotation_has_effective_nag (annotation, 9, BRG_SECTION_PLAY));
  g_assert_false (brg_annotation_has_effective_nag (annotation, 3, BRG_SECTION_PLAY));
  glyphs = brg_annotation_dup_glyphs (annotation, BRG_SECTION_PLAY);
  g_assert_cmpstr (glyphs, ==, "!! $14");
  g_clear_pointer (&glyphs, g_free);

  /* A card suffix found on a call, as a file may hold it, shows as its
   * number rather than as a glyph that means something else. */
  brg_annotation_clear_nags (annotation);
  brg_annotation_add_nag (annotation, 7);
  glyphs = brg_annotation_dup_glyphs (annotation, BRG_SECTION_AUCTION);
  g_assert_cmpstr (glyphs, ==, "$7");
  g_clear_pointer (&glyphs, g_free);
  glyphs = brg_annotation_dup_glyphs (NULL, BRG_SECTION_AUCTION);
  g_assert_cmpstr (glyphs, ==, "");

  /* A call NAG on a card is a programmer error. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_annotation_set_nag (annotation, 1, BRG_SECTION_PLAY, TRUE);
  g_test_assert_expected_messages ();
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_NONE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/nag/table", test_table);
  g_test_add_func ("/core/nag/list", test_list);
  g_test_add_func ("/core/nag/set", test_set);
  g_test_add_func ("/core/nag/card", test_card);

  return g_test_run ();
}
