/* test-section.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgSection, what an auction and a play have in common: each case runs
 * once on an auction and once on a play, through the section's API only,
 * so the two cannot drift apart again. Annotation slots follow the calls
 * or cards (PBN §3.5.2, §3.6.2), notes are kept in the order given and
 * replaced where they stand (PBN §3.5.5, §3.6.5), the end mark is data
 * (PBN §3.5, §3.6), and each change is announced once.
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* A deal, so the play checks its cards: North holds the spades, East the
 * hearts, South the diamonds, West the clubs. */
#define SUITS_DEAL "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"

typedef struct
{
  guint annotation;
  guint last_position;
  guint notes;
  guint end_mark;
} Log;

static void
annotation_changed_cb (BrgSection *section,
                       guint       position,
                       Log        *log)
{
  log->annotation++;
  log->last_position = position;
}

static void
notes_changed_cb (BrgSection *section,
                  Log        *log)
{
  log->notes++;
}

static void
end_mark_notify_cb (GObject    *object,
                    GParamSpec *pspec,
                    Log        *log)
{
  log->end_mark++;
}

/* A section of @kind with three calls or cards. */
static BrgSection *
section_with_three (BrgSectionKind kind)
{
  if (kind == BRG_SECTION_AUCTION)
    {
      BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);

      g_assert_true (brg_auction_add_call (auction, BRG_CALL_BID (1, BRG_STRAIN_SPADES), NULL));
      g_assert_true (brg_auction_add_call (auction, BRG_CALL_PASS, NULL));
      g_assert_true (brg_auction_add_call (auction, BRG_CALL_BID (2, BRG_STRAIN_SPADES), NULL));
      return BRG_SECTION (auction);
    }
  else
    {
      g_autoptr(BrgDeal) deal = brg_deal_new_from_pbn (SUITS_DEAL, NULL);
      BrgPlay *play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_NOTRUMP);
      BrgCard card;

      brg_play_set_deal (play, deal);
      g_assert_true (brg_card_from_pbn ("HA", &card));
      g_assert_true (brg_play_play_card (play, card, NULL));
      g_assert_true (brg_card_from_pbn ("DA", &card));
      g_assert_true (brg_play_play_card (play, card, NULL));
      g_assert_true (brg_card_from_pbn ("CA", &card));
      g_assert_true (brg_play_play_card (play, card, NULL));
      return BRG_SECTION (play);
    }
}

static void
take_back_last (BrgSection *section)
{
  if (brg_section_get_kind (section) == BRG_SECTION_AUCTION)
    g_assert_true (brg_auction_remove_last_call (BRG_AUCTION (section)));
  else
    g_assert_true (brg_play_remove_last_card (BRG_PLAY (section)));
}

static void
test_kind (gconstpointer data)
{
  BrgSectionKind kind = GPOINTER_TO_INT (data);
  BrgSection *section = section_with_three (kind);

  g_assert_cmpint (brg_section_get_kind (section), ==, kind);
  g_assert_true (kind == BRG_SECTION_AUCTION ? BRG_IS_AUCTION (section) : BRG_IS_PLAY (section));
  g_assert_cmpuint (brg_section_get_n_items (section), ==, 3);
  g_assert_finalize_object (section);
}

/* Slots are NULL until used; an empty annotation clears one; setting the
 * same again says nothing; taking back a call or card takes its
 * annotation with it. */
static void
test_annotations (gconstpointer data)
{
  BrgSection *section = section_with_three (GPOINTER_TO_INT (data));
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr(BrgAnnotation) empty = brg_annotation_new ();
  Log log = { 0 };

  g_signal_connect (section, "annotation-changed", G_CALLBACK (annotation_changed_cb), &log);
  for (guint i = 0; i < 3; i++)
    g_assert_null (brg_section_get_annotation (section, i));

  annotation->suffix = BRG_SUFFIX_GOOD;
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "Well played");
  brg_section_set_annotation (section, 2, annotation);
  g_assert_cmpuint (log.annotation, ==, 1);
  g_assert_cmpuint (log.last_position, ==, 2);
  g_assert_true (brg_annotation_equal (brg_section_get_annotation (section, 2), annotation));
  brg_section_set_annotation (section, 2, annotation);
  g_assert_cmpuint (log.annotation, ==, 1);

  brg_section_set_annotation (section, 1, empty);
  g_assert_cmpuint (log.annotation, ==, 1);
  g_assert_null (brg_section_get_annotation (section, 1));

  take_back_last (section);
  g_assert_cmpuint (brg_section_get_n_items (section), ==, 2);
  g_test_expect_message ("Brg", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_section_get_annotation (section, 2));
  g_test_assert_expected_messages ();

  g_assert_finalize_object (section);
}

/* Notes in the order given, one replaced where it stands; the same note
 * set again changes nothing and says nothing. */
static void
test_notes (gconstpointer data)
{
  BrgSection *section = section_with_three (GPOINTER_TO_INT (data));
  g_autoptr(BrgNote) first = brg_note_new (2, "Natural");
  g_autoptr(BrgNote) second = brg_note_new (1, "Forcing");
  g_autoptr(BrgNote) replaced = brg_note_new (2, "Artificial");
  g_autoptr(BrgAnnotation) refers = brg_annotation_new ();
  Log log = { 0 };

  g_signal_connect (section, "notes-changed", G_CALLBACK (notes_changed_cb), &log);
  brg_section_set_note (section, first);
  brg_section_set_note (section, second);
  g_assert_cmpuint (log.notes, ==, 2);
  g_assert_cmpuint (brg_section_get_n_notes (section), ==, 2);
  g_assert_cmpuint (brg_section_get_nth_note (section, 0)->index, ==, 2);
  g_assert_cmpstr (brg_section_lookup_note (section, 1)->text, ==, "Forcing");
  g_assert_null (brg_section_lookup_note (section, 3));

  brg_section_set_note (section, second);
  g_assert_cmpuint (log.notes, ==, 2);
  brg_section_set_note (section, replaced);
  g_assert_cmpuint (log.notes, ==, 3);
  g_assert_cmpstr (brg_section_get_nth_note (section, 0)->text, ==, "Artificial");

  refers->note = 2;
  brg_section_set_annotation (section, 0, refers);
  brg_section_set_annotation (section, 2, refers);
  g_assert_cmpuint (brg_section_count_references (section, 2), ==, 2);
  g_assert_cmpuint (brg_section_count_references (section, 1), ==, 0);

  g_assert_false (brg_section_remove_note (section, 7));
  g_assert_cmpuint (log.notes, ==, 3);
  g_assert_true (brg_section_remove_note (section, 2));
  g_assert_cmpuint (log.notes, ==, 4);
  g_assert_cmpuint (brg_section_get_n_notes (section), ==, 1);
  /* References stay: the editors renumber them (brg_edit_remove_note()). */
  g_assert_cmpuint (brg_section_count_references (section, 2), ==, 2);

  g_assert_finalize_object (section);
}

/* The end mark is a property, notified once a change, and data only. */
static void
test_end_mark (gconstpointer data)
{
  BrgSection *section = section_with_three (GPOINTER_TO_INT (data));
  guint n = brg_section_get_n_items (section);
  BrgEndMark mark = BRG_END_MARK_NONE;
  Log log = { 0 };

  g_signal_connect (section, "notify::end-mark", G_CALLBACK (end_mark_notify_cb), &log);
  g_assert_cmpint (brg_section_get_end_mark (section), ==, BRG_END_MARK_NONE);
  brg_section_set_end_mark (section, BRG_END_MARK_STOP);
  brg_section_set_end_mark (section, BRG_END_MARK_STOP);
  g_assert_cmpuint (log.end_mark, ==, 1);
  g_object_set (section, "end-mark", BRG_END_MARK_CONTINUE, NULL);
  g_object_get (section, "end-mark", &mark, NULL);
  g_assert_cmpint (mark, ==, BRG_END_MARK_CONTINUE);
  g_assert_cmpuint (log.end_mark, ==, 2);
  g_assert_cmpuint (brg_section_get_n_items (section), ==, n);

  g_assert_finalize_object (section);
}

/* A copy is of the same type, with the annotations, the notes and the end
 * mark, and independent. */
static void
test_copy (gconstpointer data)
{
  BrgSection *section = section_with_three (GPOINTER_TO_INT (data));
  g_autoptr(BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr(BrgNote) note = brg_note_new (1, "Weak");
  g_autoptr(BrgNote) other = brg_note_new (1, "Strong");
  BrgSection *copy;

  annotation->note = 1;
  brg_section_set_annotation (section, 1, annotation);
  brg_section_set_note (section, note);
  brg_section_set_end_mark (section, BRG_END_MARK_STOP);

  copy = brg_section_copy (section);
  g_assert_true (G_OBJECT_TYPE (copy) == G_OBJECT_TYPE (section));
  g_assert_cmpuint (brg_section_get_n_items (copy), ==, 3);
  g_assert_true (brg_annotation_equal (brg_section_get_annotation (copy, 1), annotation));
  g_assert_true (brg_note_equal (brg_section_lookup_note (copy, 1), note));
  g_assert_cmpint (brg_section_get_end_mark (copy), ==, BRG_END_MARK_STOP);

  brg_section_set_note (copy, other);
  brg_section_set_annotation (copy, 1, NULL);
  g_assert_cmpstr (brg_section_lookup_note (section, 1)->text, ==, "Weak");
  g_assert_nonnull (brg_section_get_annotation (section, 1));

  g_assert_finalize_object (copy);
  g_assert_finalize_object (section);
}

/* The board gives its auction or play by kind, and takes one. */
static void
test_board (gconstpointer data)
{
  BrgSectionKind kind = GPOINTER_TO_INT (data);
  g_autoptr(BrgBoard) board = brg_board_new ();
  BrgSection *section = section_with_three (kind);

  g_assert_null (brg_board_get_section (board, kind));
  brg_board_set_section (board, kind, section);
  g_assert_true (brg_board_get_section (board, kind) == section);
  g_assert_null (brg_board_get_section (board, kind == BRG_SECTION_AUCTION ? BRG_SECTION_PLAY
                                                                           : BRG_SECTION_AUCTION));
  g_assert_true (kind == BRG_SECTION_AUCTION
                 ? (gpointer) brg_board_get_auction (board) == (gpointer) section
                 : (gpointer) brg_board_get_play (board) == (gpointer) section);

  /* A play is not an auction. */
  g_test_expect_message ("Brg", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_board_set_section (board, kind == BRG_SECTION_AUCTION ? BRG_SECTION_PLAY
                                                            : BRG_SECTION_AUCTION, section);
  g_test_assert_expected_messages ();

  brg_board_set_section (board, kind, NULL);
  g_assert_null (brg_board_get_section (board, kind));
  g_assert_finalize_object (section);
}

/* PBN §3.5.5, §3.6.5: a note is its number, its text and its commentary. */
static void
test_note_equal (void)
{
  g_autoptr(BrgNote) a = brg_note_new (1, "Stayman");
  g_autoptr(BrgNote) b = brg_note_new (1, "Stayman");
  g_autoptr(BrgNote) c = brg_note_new (2, "Stayman");

  g_assert_true (brg_note_equal (a, b));
  g_assert_false (brg_note_equal (a, c));
  brg_note_set_reveal (b, BRG_REVEAL_AFTER_AUCTION);
  g_assert_false (brg_note_equal (a, b));
}

static void
add_both (const char     *name,
          GTestDataFunc   func)
{
  g_autofree char *auction = g_strdup_printf ("/core/section/auction/%s", name);
  g_autofree char *play = g_strdup_printf ("/core/section/play/%s", name);

  g_test_add_data_func (auction, GINT_TO_POINTER (BRG_SECTION_AUCTION), func);
  g_test_add_data_func (play, GINT_TO_POINTER (BRG_SECTION_PLAY), func);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  add_both ("kind", test_kind);
  add_both ("annotations", test_annotations);
  add_both ("notes", test_notes);
  add_both ("end-mark", test_end_mark);
  add_both ("copy", test_copy);
  add_both ("board", test_board);
  g_test_add_func ("/core/section/note-equal", test_note_equal);

  return g_test_run ();
}
