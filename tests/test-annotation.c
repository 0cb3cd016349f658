/* test-annotation.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "brg-annotation-private.h"

static void
assert_nags (GArray       *nags,
             const guint8 *expected,
             guint         n_expected)
{
  g_assert_nonnull (nags);
  g_assert_cmpuint (g_array_get_element_size (nags), ==, 1);
  g_assert_cmpmem (nags->data, nags->len, expected, n_expected);
}

/* Comments (PBN §3.8) */

static void
test_comment_new (void)
{
  g_autoptr (BrgComment) comment = brg_comment_new (BRG_COMMENT_LINE, " rest of line");
  g_autoptr (BrgComment) copy = NULL;

  g_assert_cmpint (comment->kind, ==, BRG_COMMENT_LINE);
  g_assert_cmpstr (comment->text, ==, " rest of line");

  copy = brg_comment_copy (comment);
  g_assert_true (copy != comment);
  g_assert_true (copy->text != comment->text);
  g_assert_cmpint (copy->kind, ==, BRG_COMMENT_LINE);
  g_assert_cmpstr (copy->text, ==, " rest of line");

  g_assert_true (G_TYPE_IS_BOXED (BRG_TYPE_COMMENT));
  brg_comment_free (NULL);
}

typedef struct
{
  const char *name;
  const char *text;
  const char *display;
} DisplayCase;

static const DisplayCase display_cases[] = {
  { "plain", "Nothing special", "Nothing special" },
  { "empty", "", "" },
  /* PBN §3.8: \S \H \D \C are the suit symbols */
  { "suits", "\\S \\H \\D \\C", "\u2660 \u2665 \u2666 \u2663" },
  { "suit-in-word", "lead the \\HK", "lead the \u2665K" },
  { "suits-adjacent", "\\S\\H", "\u2660\u2665" },
  { "lower-case-not-a-suit", "\\s", "\\s" },
  { "other-escape", "a\\b", "a\\b" },
  { "trailing-backslash", "end\\", "end\\" },
  { "double-backslash", "\\\\S", "\\\u2660" },
  /* PGN supplement commands are for programs, not readers */
  { "clock", "[%clk 0:10]", "" },
  { "clock-before", "[%clk 0:10]Good lead", "Good lead" },
  { "clock-after", "Good lead [%clk 0:10]", "Good lead " },
  { "two-commands", "[%clk 0:10][%emt 0:02]ok", "ok" },
  { "command-and-suit", "\\S [%clk 1:00:00] \\H", "\u2660  \u2665" },
  { "unterminated-command", "[%clk 0:10", "[%clk 0:10" },
  { "plain-brackets", "[not a command]", "[not a command]" },
  /* Lesson directives (Bridge Classroom's lesson-directive-spec.md §4) */
  { "lesson-directive", "[show NS]Lead the \\HK. [NEXT]", "Lead the \u2665K. " },
  { "lesson-unknown", "[SHOW_HAND W]ok", "ok" },
  { "utf8", "Fünf \u00e9 \\D", "Fünf \u00e9 \u2666" },
};

static void
test_comment_display (gconstpointer data)
{
  const DisplayCase *test = data;
  g_autoptr (BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE, test->text);
  g_autofree char *display = brg_comment_dup_display_text (comment);

  g_assert_cmpstr (display, ==, test->display);
  g_assert_true (g_utf8_validate (display, -1, NULL));
  /* The stored text stays verbatim, so the file writes back as read. */
  g_assert_cmpstr (comment->text, ==, test->text);
}

/* Annotations */

static void
test_annotation_empty (void)
{
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();

  g_assert_true (brg_annotation_is_empty (NULL));
  g_assert_true (brg_annotation_is_empty (annotation));
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_NONE);
  g_assert_cmpuint (annotation->note, ==, 0);
  g_assert_null (annotation->nags);
  g_assert_null (annotation->comments);

  annotation->suffix = BRG_SUFFIX_POOR;
  g_assert_false (brg_annotation_is_empty (annotation));
  annotation->suffix = BRG_SUFFIX_NONE;

  annotation->note = 4;
  g_assert_false (brg_annotation_is_empty (annotation));
  annotation->note = 0;

  brg_annotation_add_nag (annotation, 0);
  g_assert_false (brg_annotation_is_empty (annotation));
  /* Arrays left empty say nothing. */
  g_array_set_size (annotation->nags, 0);
  g_assert_true (brg_annotation_is_empty (annotation));

  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "");
  g_assert_false (brg_annotation_is_empty (annotation));
  g_ptr_array_set_size (annotation->comments, 0);
  g_assert_true (brg_annotation_is_empty (annotation));
}

static void
test_annotation_nags (void)
{
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  static const guint8 given[] = { 200, 25, 200 };

  g_assert_false (brg_annotation_has_nag (annotation, 25));
  brg_annotation_add_nag (annotation, 200);
  brg_annotation_add_nag (annotation, 25);
  brg_annotation_add_nag (annotation, 200);

  /* Kept as given: order and repeats. */
  assert_nags (annotation->nags, given, sizeof given);
  g_assert_true (brg_annotation_has_nag (annotation, 25));
  g_assert_true (brg_annotation_has_nag (annotation, 200));
  g_assert_false (brg_annotation_has_nag (annotation, 0));
  g_assert_false (brg_annotation_has_nag (annotation, 255));

  brg_annotation_add_nag (annotation, 255);
  brg_annotation_add_nag (annotation, 0);
  g_assert_true (brg_annotation_has_nag (annotation, 255));
  g_assert_true (brg_annotation_has_nag (annotation, 0));
}

static void
test_annotation_comments (void)
{
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  const BrgComment *comment;

  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "first");
  brg_annotation_add_comment (annotation, BRG_COMMENT_LINE, "second");
  g_assert_cmpuint (annotation->comments->len, ==, 2);
  comment = g_ptr_array_index (annotation->comments, 0);
  g_assert_cmpint (comment->kind, ==, BRG_COMMENT_BRACE);
  g_assert_cmpstr (comment->text, ==, "first");
  comment = g_ptr_array_index (annotation->comments, 1);
  g_assert_cmpint (comment->kind, ==, BRG_COMMENT_LINE);
  g_assert_cmpstr (comment->text, ==, "second");
}

static BrgAnnotation *
make_full_annotation (void)
{
  BrgAnnotation *annotation = brg_annotation_new ();

  annotation->suffix = BRG_SUFFIX_VERY_GOOD;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 25);
  brg_annotation_add_nag (annotation, 17);
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "Strong \\S");
  brg_annotation_add_comment (annotation, BRG_COMMENT_LINE, "alerted");
  return annotation;
}

static void
test_annotation_copy (void)
{
  g_autoptr (BrgAnnotation) annotation = make_full_annotation ();
  g_autoptr (BrgAnnotation) copy = brg_annotation_copy (annotation);
  g_autoptr (BrgAnnotation) empty = brg_annotation_new ();
  g_autoptr (BrgAnnotation) empty_copy = brg_annotation_copy (empty);
  BrgComment *comment;

  g_assert_true (brg_annotation_equal (annotation, copy));
  g_assert_cmpint (copy->suffix, ==, BRG_SUFFIX_VERY_GOOD);
  g_assert_cmpuint (copy->note, ==, 1);
  g_assert_true (copy->nags != annotation->nags);
  g_assert_true (copy->comments != annotation->comments);
  g_assert_true (g_ptr_array_index (copy->comments, 0)
                 != g_ptr_array_index (annotation->comments, 0));

  /* Deep: changing the copy leaves the original alone. */
  brg_annotation_add_nag (copy, 99);
  brg_annotation_add_comment (copy, BRG_COMMENT_BRACE, "more");
  comment = g_ptr_array_index (copy->comments, 0);
  g_free (comment->text);
  comment->text = g_strdup ("changed");
  g_assert_cmpuint (annotation->nags->len, ==, 2);
  g_assert_false (brg_annotation_has_nag (annotation, 99));
  g_assert_cmpuint (annotation->comments->len, ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->text, ==,
                   "Strong \\S");
  g_assert_false (brg_annotation_equal (annotation, copy));

  /* A copied annotation can grow; the copied arrays own their elements. */
  g_assert_true (brg_annotation_is_empty (empty_copy));
  g_assert_null (empty_copy->nags);
  g_assert_null (empty_copy->comments);
  brg_annotation_add_comment (empty_copy, BRG_COMMENT_LINE, "x");

  g_assert_true (G_TYPE_IS_BOXED (BRG_TYPE_ANNOTATION));
  {
    BrgAnnotation *boxed = g_boxed_copy (BRG_TYPE_ANNOTATION, annotation);

    g_assert_true (brg_annotation_equal (boxed, annotation));
    g_boxed_free (BRG_TYPE_ANNOTATION, boxed);
  }
  brg_annotation_free (NULL);
}

static void
test_annotation_equal (void)
{
  g_autoptr (BrgAnnotation) a = make_full_annotation ();
  g_autoptr (BrgAnnotation) b = make_full_annotation ();
  g_autoptr (BrgAnnotation) empty = brg_annotation_new ();
  BrgComment *comment;

  g_assert_true (brg_annotation_equal (NULL, NULL));
  g_assert_true (brg_annotation_equal (empty, NULL));
  g_assert_true (brg_annotation_equal (NULL, empty));
  g_assert_false (brg_annotation_equal (a, NULL));
  g_assert_false (brg_annotation_equal (empty, a));
  g_assert_true (brg_annotation_equal (a, a));
  g_assert_true (brg_annotation_equal (a, b));

  b->suffix = BRG_SUFFIX_GOOD;
  g_assert_false (brg_annotation_equal (a, b));
  b->suffix = a->suffix;

  b->note = 2;
  g_assert_false (brg_annotation_equal (a, b));
  b->note = a->note;

  /* NAGs compare in order. */
  g_array_index (b->nags, guint8, 0) = 17;
  g_array_index (b->nags, guint8, 1) = 25;
  g_assert_false (brg_annotation_equal (a, b));
  g_array_index (b->nags, guint8, 0) = 25;
  g_array_index (b->nags, guint8, 1) = 17;
  g_assert_true (brg_annotation_equal (a, b));
  brg_annotation_add_nag (b, 17);
  g_assert_false (brg_annotation_equal (a, b));
  g_array_set_size (b->nags, 2);
  g_assert_true (brg_annotation_equal (a, b));

  comment = g_ptr_array_index (b->comments, 1);
  comment->kind = BRG_COMMENT_BRACE;
  g_assert_false (brg_annotation_equal (a, b));
  comment->kind = BRG_COMMENT_LINE;
  g_free (comment->text);
  comment->text = g_strdup ("Alerted");
  g_assert_false (brg_annotation_equal (a, b));
  g_free (comment->text);
  comment->text = g_strdup ("alerted");
  g_assert_true (brg_annotation_equal (a, b));
  g_ptr_array_set_size (b->comments, 1);
  g_assert_false (brg_annotation_equal (a, b));

  /* Empty arrays equal missing ones. */
  brg_annotation_add_nag (empty, 3);
  g_array_set_size (empty->nags, 0);
  g_assert_true (brg_annotation_equal (empty, NULL));
}

/* Export NAGs (PBN §3.5.2, §3.6.2, §3.7) */

static void
test_export_nags_call (void)
{
  /* PBN §3.5.2: '1S !! =1= $25' becomes '1S =1= $3 $25' */
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (GArray) nags = NULL;
  static const guint8 expected[] = { 3, 25 };

  annotation->suffix = BRG_SUFFIX_VERY_GOOD;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 25);

  nags = brg_annotation_dup_export_nags (annotation, 0);
  assert_nags (nags, expected, sizeof expected);
  /* The annotation itself is not changed. */
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_VERY_GOOD);
  g_assert_cmpuint (annotation->nags->len, ==, 1);
}

static void
test_export_nags_card (void)
{
  /* PBN §3.6.2: 'SK !! =1= $200' becomes 'SK =1= $9 $200' */
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (GArray) nags = NULL;
  static const guint8 expected[] = { 9, 200 };

  annotation->suffix = BRG_SUFFIX_VERY_GOOD;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 200);

  nags = brg_annotation_dup_export_nags (annotation, 6);
  assert_nags (nags, expected, sizeof expected);
}

static void
test_export_nags_suffixes (void)
{
  /* PBN §3.5.3, §3.6.3: the suffixes are $1–$6 for calls, $7–$12 for cards */
  for (BrgSuffix suffix = BRG_SUFFIX_GOOD; suffix <= BRG_SUFFIX_QUESTIONABLE; suffix++)
    {
      g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
      g_autoptr (GArray) call_nags = NULL;
      g_autoptr (GArray) card_nags = NULL;
      guint8 call_nag = (guint8) suffix;
      guint8 card_nag = (guint8) (suffix + 6);

      annotation->suffix = suffix;
      call_nags = brg_annotation_dup_export_nags (annotation, 0);
      card_nags = brg_annotation_dup_export_nags (annotation, 6);
      assert_nags (call_nags, &call_nag, 1);
      assert_nags (card_nags, &card_nag, 1);
    }
}

static void
test_export_nags_sorted_unique (void)
{
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (BrgAnnotation) empty = brg_annotation_new ();
  g_autoptr (GArray) nags = NULL;
  g_autoptr (GArray) none = NULL;
  static const guint8 expected[] = { 0, 1, 13, 25, 200, 255 };

  /* The suffix ! is $1, also given as a NAG: written once. */
  annotation->suffix = BRG_SUFFIX_GOOD;
  brg_annotation_add_nag (annotation, 255);
  brg_annotation_add_nag (annotation, 25);
  brg_annotation_add_nag (annotation, 1);
  brg_annotation_add_nag (annotation, 200);
  brg_annotation_add_nag (annotation, 25);
  brg_annotation_add_nag (annotation, 13);
  brg_annotation_add_nag (annotation, 0);
  brg_annotation_add_nag (annotation, 255);

  nags = brg_annotation_dup_export_nags (annotation, 0);
  assert_nags (nags, expected, sizeof expected);

  none = brg_annotation_dup_export_nags (empty, 0);
  g_assert_nonnull (none);
  g_assert_cmpuint (none->len, ==, 0);
}

/* Suffixes (PBN §3.5.3) */

static void
test_suffix_round_trip (void)
{
  static const char *texts[] = { "", "!", "?", "!!", "??", "!?", "?!" };
  static const char *invalid[] = { "", "!!!", "? ", "?!?", "x", "!?!", "=1=" };
  BrgSuffix suffix;

  for (BrgSuffix s = BRG_SUFFIX_NONE; s <= BRG_SUFFIX_QUESTIONABLE; s++)
    {
      g_assert_cmpstr (brg_suffix_to_pbn (s), ==, texts[s]);
      if (s == BRG_SUFFIX_NONE)
        continue;
      suffix = BRG_SUFFIX_NONE;
      g_assert_true (brg_suffix_from_pbn (brg_suffix_to_pbn (s), &suffix));
      g_assert_cmpint (suffix, ==, s);
    }

  for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
    {
      suffix = BRG_SUFFIX_SPECULATIVE;
      g_assert_false (brg_suffix_from_pbn (invalid[i], &suffix));
      g_assert_cmpint (suffix, ==, BRG_SUFFIX_SPECULATIVE);
    }

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_suffix_to_pbn (BRG_SUFFIX_QUESTIONABLE + 1));
  g_test_assert_expected_messages ();
}

/* Notes (PBN §3.5.5) */

static void
test_note_copy (void)
{
  g_autoptr (BrgNote) note = brg_note_new (7, "Transfer to hearts");
  g_autoptr (BrgNote) copy = NULL;
  g_autoptr (BrgNote) plain_copy = NULL;

  g_assert_cmpuint (note->index, ==, 7);
  g_assert_cmpstr (note->text, ==, "Transfer to hearts");
  g_assert_null (note->comments);

  plain_copy = brg_note_copy (note);
  g_assert_cmpuint (plain_copy->index, ==, 7);
  g_assert_cmpstr (plain_copy->text, ==, "Transfer to hearts");
  g_assert_null (plain_copy->comments);

  note->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (note->comments, brg_comment_new (BRG_COMMENT_BRACE, "\\H"));

  copy = brg_note_copy (note);
  g_assert_true (copy->text != note->text);
  g_assert_cmpuint (copy->comments->len, ==, 1);
  g_assert_true (g_ptr_array_index (copy->comments, 0) != g_ptr_array_index (note->comments, 0));
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (copy->comments, 0))->text, ==, "\\H");

  /* Deep: the copy's comments are its own. */
  g_ptr_array_add (copy->comments, brg_comment_new (BRG_COMMENT_LINE, "more"));
  g_assert_cmpuint (note->comments->len, ==, 1);
  g_ptr_array_set_size (note->comments, 0);
  g_assert_cmpuint (copy->comments->len, ==, 2);

  g_assert_true (G_TYPE_IS_BOXED (BRG_TYPE_NOTE));
  brg_note_free (NULL);
}

/* Storage shared by the auction and the play (brg-annotation-private.h) */

static void
test_slots (void)
{
  g_autoptr (BrgAnnotation) annotation = make_full_annotation ();
  g_autoptr (BrgAnnotation) empty = brg_annotation_new ();
  GPtrArray *slots = NULL;
  GPtrArray *copy;

  g_assert_null (_brg_annotations_get (NULL, 0));

  /* Setting nothing allocates nothing. */
  _brg_annotations_set (&slots, 5, empty);
  _brg_annotations_set (&slots, 5, NULL);
  g_assert_null (slots);

  _brg_annotations_set (&slots, 3, annotation);
  g_assert_nonnull (slots);
  g_assert_null (_brg_annotations_get (slots, 0));
  g_assert_null (_brg_annotations_get (slots, 10));
  g_assert_true (_brg_annotations_get (slots, 3) != annotation);
  g_assert_true (brg_annotation_equal (_brg_annotations_get (slots, 3), annotation));

  /* Replacing frees the old one (checked under ASan). */
  annotation->note = 9;
  _brg_annotations_set (&slots, 3, annotation);
  g_assert_cmpuint (_brg_annotations_get (slots, 3)->note, ==, 9);
  _brg_annotations_set (&slots, 1, annotation);

  copy = _brg_annotations_copy (slots);
  g_assert_null (_brg_annotations_get (copy, 0));
  g_assert_true (_brg_annotations_get (copy, 1) != _brg_annotations_get (slots, 1));
  g_assert_true (brg_annotation_equal (_brg_annotations_get (copy, 3), annotation));

  _brg_annotations_set (&slots, 1, empty);
  g_assert_null (_brg_annotations_get (slots, 1));
  g_assert_nonnull (_brg_annotations_get (copy, 1));

  _brg_annotations_truncate (slots, 3);
  g_assert_null (_brg_annotations_get (slots, 3));
  _brg_annotations_truncate (slots, 10);
  _brg_annotations_truncate (NULL, 0);
  g_assert_nonnull (_brg_annotations_get (copy, 3));

  g_assert_null (_brg_annotations_copy (NULL));

  g_ptr_array_unref (copy);
  g_ptr_array_unref (slots);
}

static void
test_notes_storage (void)
{
  GPtrArray *notes = _brg_notes_new ();
  g_autoptr (BrgNote) one = brg_note_new (1, "one");
  g_autoptr (BrgNote) two = brg_note_new (2, "two");
  g_autoptr (BrgNote) one_again = brg_note_new (1, "uno");
  GPtrArray *copy;

  g_assert_null (_brg_notes_lookup (notes, 1));
  _brg_notes_set (notes, two);
  _brg_notes_set (notes, one);
  g_assert_cmpuint (notes->len, ==, 2);
  g_assert_true (_brg_notes_lookup (notes, 1) != one);
  g_assert_cmpstr (_brg_notes_lookup (notes, 1)->text, ==, "one");

  /* A new text replaces the note where it stands: file order survives. */
  _brg_notes_set (notes, one_again);
  g_assert_cmpuint (notes->len, ==, 2);
  g_assert_cmpuint (((BrgNote *) g_ptr_array_index (notes, 0))->index, ==, 2);
  g_assert_cmpstr (((BrgNote *) g_ptr_array_index (notes, 1))->text, ==, "uno");

  /* Setting a note to itself is safe. */
  _brg_notes_set (notes, _brg_notes_lookup (notes, 2));
  g_assert_cmpstr (_brg_notes_lookup (notes, 2)->text, ==, "two");

  copy = _brg_notes_copy (notes);
  g_assert_true (_brg_notes_remove (notes, 2));
  g_assert_false (_brg_notes_remove (notes, 2));
  g_assert_null (_brg_notes_lookup (notes, 2));
  g_assert_cmpuint (notes->len, ==, 1);
  g_assert_cmpuint (copy->len, ==, 2);
  g_assert_cmpstr (_brg_notes_lookup (copy, 2)->text, ==, "two");

  g_ptr_array_unref (copy);
  g_ptr_array_unref (notes);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/annotation/comment/new", test_comment_new);
  for (guint i = 0; i < G_N_ELEMENTS (display_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/core/annotation/comment/display/",
                                           display_cases[i].name, NULL);

      g_test_add_data_func (path, &display_cases[i], test_comment_display);
    }
  g_test_add_func ("/core/annotation/empty", test_annotation_empty);
  g_test_add_func ("/core/annotation/nags", test_annotation_nags);
  g_test_add_func ("/core/annotation/comments", test_annotation_comments);
  g_test_add_func ("/core/annotation/copy", test_annotation_copy);
  g_test_add_func ("/core/annotation/equal", test_annotation_equal);
  g_test_add_func ("/core/annotation/export-nags/pbn-3.5.2", test_export_nags_call);
  g_test_add_func ("/core/annotation/export-nags/pbn-3.6.2", test_export_nags_card);
  g_test_add_func ("/core/annotation/export-nags/suffixes", test_export_nags_suffixes);
  g_test_add_func ("/core/annotation/export-nags/sorted-unique", test_export_nags_sorted_unique);
  g_test_add_func ("/core/annotation/suffix/round-trip", test_suffix_round_trip);
  g_test_add_func ("/core/annotation/note/copy", test_note_copy);
  g_test_add_func ("/core/annotation/private/slots", test_slots);
  g_test_add_func ("/core/annotation/private/notes", test_notes_storage);

  return g_test_run ();
}
