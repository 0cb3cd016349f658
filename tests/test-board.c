/* test-board.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* The deal of the example game of PBN §1.2. */
#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
/* The East-West hands only, from PBN §3.4.11. */
#define SPEC_PARTIAL_DEAL "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"

static void
count_cb (gpointer  instance,
          gpointer  arg,
          guint    *count)
{
  (*count)++;
}

static void
record_tag_cb (BrgBoard   *board,
               const char *name,
               GPtrArray  *names)
{
  g_ptr_array_add (names, g_strdup (name));
}

static BrgCard
card (const char *text)
{
  BrgCard value;

  g_assert_true (brg_card_from_pbn (text, &value));
  return value;
}

static BrgCardSet
hand (const char *suits)
{
  g_autoptr (BrgDeal) deal = NULL;
  g_autofree char *text = g_strconcat ("N:", suits, " - - -", NULL);

  deal = brg_deal_new_from_pbn (text, NULL);
  g_assert_nonnull (deal);
  return brg_deal_get_hand (deal, BRG_SEAT_NORTH);
}

static void
add_calls (BrgAuction *auction,
           const char *calls)
{
  g_auto (GStrv) tokens = g_strsplit (calls, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      BrgCall call;

      g_assert_true (brg_call_from_pbn (tokens[i], &call));
      g_assert_true (brg_auction_add_call (auction, call, &error));
      g_assert_no_error (error);
    }
}

static void
assert_tag_names (BrgBoard   *board,
                  const char *expected)
{
  g_autoptr (GString) names = g_string_new (NULL);

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      if (i > 0)
        g_string_append_c (names, ' ');
      g_string_append (names, brg_board_get_nth_tag (board, i)->name);
    }
  g_assert_cmpstr (names->str, ==, expected);
}

/* Tag names PBN defines and the commonest short values are stored once and
 * shared by every tag; renaming and changing a value keep that safe. */
static void
test_tag_shared_strings (void)
{
  g_autoptr(BrgTag) a = brg_tag_new ("Contract", "4SX");
  g_autoptr(BrgTag) b = brg_tag_new ("Contract", "4SX");
  g_autoptr(BrgTag) own = brg_tag_new ("MyTag", "A longer value");
  g_autoptr(BrgTag) mine = brg_tag_new ("MyTag", "x");
  g_autoptr(BrgTag) result = brg_tag_new ("Result", "9");
  g_autoptr(BrgTag) copy = NULL;
  g_autofree char *name = g_strdup ("Result");

  /* The names are the PBN tag table's, shared once a reader loaded it. */
  brg_pbn_tags_init ();
  brg_tag_set_name (a, "Contract");
  brg_tag_set_name (b, "Contract");
  brg_tag_set_name (result, "Result");
  g_assert_true (a->name == b->name);
  g_assert_true (a->value == b->value);
  g_assert_false (a->value == own->value);

  /* A name or value is copied or shared, never taken: a name PBN defines
   * is the shared one, another a copy of its own. */
  brg_tag_set_name (own, name);
  g_assert_false (own->name == name);
  g_assert_true (own->name == result->name);
  brg_tag_set_name (own, "MyTag");
  g_assert_cmpstr (own->name, ==, "MyTag");
  g_assert_false (own->name == mine->name);
  brg_tag_set_value (a, a->value);
  g_assert_cmpstr (a->value, ==, "4SX");
  brg_tag_set_value (a, "Something longer than a contract");
  g_assert_cmpstr (b->value, ==, "4SX");
  brg_tag_set_value (own, "?");
  brg_tag_set_name (own, "OtherTag");
  copy = brg_tag_copy (own);
  g_assert_true (brg_tag_equal (copy, own));
  g_assert_cmpstr (copy->name, ==, "OtherTag");
}

static void
test_tag_boxed (void)
{
  g_autoptr (BrgTag) tag = brg_tag_new ("Event", "Club night");
  g_autoptr (BrgTag) copy = NULL;
  g_autoptr (BrgTag) other = NULL;

  g_assert_cmpstr (tag->name, ==, "Event");
  g_assert_cmpstr (tag->value, ==, "Club night");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_NONE);
  g_assert_null (tag->comments);
  g_assert_null (tag->section);

  tag->inheritance = BRG_INHERITANCE_PREVIOUS;
  tag->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (tag->comments, brg_comment_new (BRG_COMMENT_BRACE, "first"));
  tag->section = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (tag->section, g_strdup ("1 2 3"));

  copy = brg_tag_copy (tag);
  g_assert_true (brg_tag_equal (tag, copy));
  g_assert_true (copy->comments != tag->comments);
  g_assert_true (copy->section != tag->section);
  g_assert_cmpint (copy->inheritance, ==, BRG_INHERITANCE_PREVIOUS);

  /* Deep: changing the copy leaves the original alone. */
  g_free (((BrgComment *) g_ptr_array_index (copy->comments, 0))->text);
  ((BrgComment *) g_ptr_array_index (copy->comments, 0))->text = g_strdup ("changed");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==, "first");
  g_assert_false (brg_tag_equal (tag, copy));

  /* Each field counts. */
  other = brg_tag_new ("Event", "Club night");
  g_assert_false (brg_tag_equal (tag, other));
  other->inheritance = BRG_INHERITANCE_PREVIOUS;
  g_assert_false (brg_tag_equal (tag, other));
  other->section = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (other->section, g_strdup ("1 2 3"));
  g_assert_false (brg_tag_equal (tag, other));
  other->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (other->comments, brg_comment_new (BRG_COMMENT_LINE, "first"));
  g_assert_false (brg_tag_equal (tag, other));
  ((BrgComment *) g_ptr_array_index (other->comments, 0))->kind = BRG_COMMENT_BRACE;
  g_assert_true (brg_tag_equal (tag, other));

  /* An empty list equals none. */
  {
    g_autoptr (BrgTag) a = brg_tag_new ("Site", "");
    g_autoptr (BrgTag) b = brg_tag_new ("Site", "");

    b->comments = g_ptr_array_new ();
    g_assert_true (brg_tag_equal (a, b));
  }

  g_assert_true (G_TYPE_IS_BOXED (BRG_TYPE_TAG));
  brg_tag_free (NULL);
}

/* PBN §3.4, §4.9: tags stay in file order, unknown tags included. */
static void
test_tag_order (void)
{
  BrgBoard *board = brg_board_new ();

  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 0);
  brg_board_set_tag (board, "Event", "Club night");
  brg_board_set_tag (board, "MyProgramTag", "opaque value");
  brg_board_set_tag (board, "Site", "Utrecht");
  brg_board_set_tag (board, "Board", "4");
  assert_tag_names (board, "Event MyProgramTag Site Board");

  g_assert_cmpstr (brg_board_get_tag (board, "MyProgramTag"), ==, "opaque value");
  g_assert_cmpstr (brg_board_get_nth_tag (board, 2)->value, ==, "Utrecht");
  g_assert_true (brg_board_lookup_tag (board, "Site") == brg_board_get_nth_tag (board, 2));
  /* Names compare exactly (PBN §3.11). */
  g_assert_null (brg_board_get_tag (board, "event"));
  g_assert_null (brg_board_lookup_tag (board, "Date"));
  g_assert_null (brg_board_get_tag (board, "Date"));

  g_assert_finalize_object (board);
}

static void
test_tag_set_replace (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("Date", "1995.06.10");
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const BrgTag *stored;

  brg_board_set_tag (board, "Event", "Pairs");
  tag->inheritance = BRG_INHERITANCE_DEFINES;
  tag->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (tag->comments, brg_comment_new (BRG_COMMENT_BRACE, "day one"));
  brg_board_insert_tag (board, -1, tag);
  brg_board_set_tag (board, "Site", "Paris");
  g_signal_connect (board, "tag-changed", G_CALLBACK (record_tag_cb), names);

  /* Replaced where it stands, comments kept, inheritance dropped. */
  brg_board_set_tag (board, "Date", "1995.06.11");
  assert_tag_names (board, "Event Date Site");
  stored = brg_board_get_nth_tag (board, 1);
  g_assert_cmpstr (stored->value, ==, "1995.06.11");
  g_assert_cmpint (stored->inheritance, ==, BRG_INHERITANCE_NONE);
  g_assert_nonnull (stored->comments);
  g_assert_cmpuint (stored->comments->len, ==, 1);
  g_assert_cmpuint (names->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (names, 0), ==, "Date");

  /* The same value again changes nothing. */
  brg_board_set_tag (board, "Date", "1995.06.11");
  g_assert_cmpuint (names->len, ==, 1);

  /* Same value but inherited: the mark goes, which is a change. */
  tag->value[9] = '2';
  tag->inheritance = BRG_INHERITANCE_PREVIOUS;
  brg_board_insert_tag (board, 0, tag);
  g_assert_cmpuint (names->len, ==, 2);
  brg_board_set_tag (board, "Date", "1995.06.12");
  g_assert_cmpint (brg_board_get_nth_tag (board, 0)->inheritance, ==, BRG_INHERITANCE_NONE);
  g_assert_cmpuint (names->len, ==, 3);

  /* A value may be set from another tag's strings. */
  stored = brg_board_get_nth_tag (board, 2);
  brg_board_set_tag (board, stored->name, stored->value);
  g_assert_cmpstr (brg_board_get_tag (board, "Date"), ==, "1995.06.11");
  g_assert_cmpuint (names->len, ==, 4);

  /* Values are kept verbatim, including empty ones. */
  brg_board_set_tag (board, "Event", "");
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "");
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 4);

  g_assert_finalize_object (board);
}

static void
test_tag_insert (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("West", "Podgor");
  g_autoptr (BrgTag) second = brg_tag_new ("West", "Kalish");

  brg_board_set_tag (board, "North", "Westra");
  brg_board_set_tag (board, "South", "Leufkens");
  brg_board_insert_tag (board, 0, tag);
  assert_tag_names (board, "West North South");

  /* A copy is stored. */
  brg_tag_set_value (tag, "Someone");
  g_assert_cmpstr (brg_board_get_tag (board, "West"), ==, "Podgor");

  /* A second tag of a name is kept, after it; the first counts. */
  brg_board_insert_tag (board, 2, second);
  assert_tag_names (board, "West North West South");
  g_assert_cmpstr (brg_board_get_tag (board, "West"), ==, "Podgor");
  brg_board_insert_tag (board, -1, tag);
  assert_tag_names (board, "West North West South West");
  brg_board_insert_tag (board, 5, tag);
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 6);

  /* Inserted before the others, it becomes the first. */
  brg_board_insert_tag (board, 0, second);
  g_assert_cmpstr (brg_board_get_tag (board, "West"), ==, "Kalish");

  g_assert_finalize_object (board);
}

static void
test_tag_remove (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("Room", "Closed");
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  brg_board_set_tag (board, "Room", "Open");
  brg_board_set_tag (board, "Table", "7");
  brg_board_insert_tag (board, -1, tag);
  g_signal_connect (board, "tag-changed", G_CALLBACK (record_tag_cb), names);

  g_assert_true (brg_board_remove_tag (board, "Room"));
  assert_tag_names (board, "Table Room");
  g_assert_cmpstr (brg_board_get_tag (board, "Room"), ==, "Closed");
  g_assert_cmpuint (names->len, ==, 1);

  /* Removing by the tag's own name string is safe. */
  g_assert_true (brg_board_remove_tag (board, brg_board_get_nth_tag (board, 1)->name));
  g_assert_false (brg_board_remove_tag (board, "Room"));
  g_assert_false (brg_board_remove_tag (board, "table"));
  assert_tag_names (board, "Table");
  g_assert_cmpuint (names->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (names, 1), ==, "Room");

  g_assert_finalize_object (board);
}

static void
test_tag_replace_nth (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("Date", "2024.01.01");
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  brg_board_set_tag (board, "Event", "Pairs");
  brg_board_set_tag (board, "Date", "2023.12.31");
  brg_board_set_tag (board, "Site", "Oslo");
  g_signal_connect (board, "tag-changed", G_CALLBACK (record_tag_cb), names);

  tag->inheritance = BRG_INHERITANCE_PREVIOUS;
  brg_board_replace_nth_tag (board, 1, tag);
  g_assert_true (brg_tag_equal (brg_board_get_nth_tag (board, 1), tag));
  g_assert_cmpuint (names->len, ==, 1);

  /* The same tag again is no change. */
  brg_board_replace_nth_tag (board, 1, tag);
  g_assert_cmpuint (names->len, ==, 1);

  /* A different name reports both. */
  brg_tag_set_name (tag, "Stage");
  brg_board_replace_nth_tag (board, 1, tag);
  assert_tag_names (board, "Event Stage Site");
  g_assert_cmpuint (names->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (names, 1), ==, "Date");
  g_assert_cmpstr (g_ptr_array_index (names, 2), ==, "Stage");

  g_assert_finalize_object (board);
}

static void
test_tag_signal (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("Event", "x");
  guint all = 0, event = 0;

  g_signal_connect (board, "tag-changed", G_CALLBACK (count_cb), &all);
  g_signal_connect (board, "tag-changed::Event", G_CALLBACK (count_cb), &event);

  brg_board_set_tag (board, "Event", "a");       /* added */
  brg_board_set_tag (board, "Event", "b");       /* changed */
  brg_board_set_tag (board, "Event", "b");       /* nothing */
  brg_board_set_tag (board, "Site", "c");        /* another tag */
  brg_board_insert_tag (board, 0, tag);          /* inserted */
  g_assert_true (brg_board_remove_tag (board, "Event"));
  g_assert_false (brg_board_remove_tag (board, "Date"));
  brg_board_set_number (board, 3);
  brg_board_set_dealer (board, BRG_SEAT_EAST);
  brg_board_set_vulnerability (board, BRG_VULNERABILITY_EW);

  g_assert_cmpuint (event, ==, 4);
  g_assert_cmpuint (all, ==, 8);

  g_assert_finalize_object (board);
}

/* PBN §3.4.11: the Deal tag parses into the deal, and keeps its text. */
static void
test_deal_from_tag (void)
{
  BrgBoard *board = brg_board_new ();
  BrgDeal *deal = brg_board_get_deal (board);
  guint changed = 0;

  g_assert_true (brg_deal_is_empty (deal));
  g_signal_connect (deal, "hand-changed", G_CALLBACK (count_cb), &changed);

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  g_assert_true (brg_deal_is_complete (deal));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_NORTH) == hand (".63.AKQ987.A9732"));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_WEST) == hand ("KQT2.AT.J6542.85"));
  g_assert_cmpuint (changed, >, 0);
  g_assert_false (brg_board_get_has_errors (board));

  /* Import form (lower case, any order, another first seat) is kept as is. */
  brg_board_set_tag (board, "Deal", SPEC_PARTIAL_DEAL);
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, SPEC_PARTIAL_DEAL);
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_NORTH));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_EAST) == hand ("A8654.KQ5.T.QJT6"));

  brg_board_set_tag (board, "Deal", "e:6854a.kq5.t.jqt6 - 2tqk.ta.j6542.85 -");
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==,
                   "e:6854a.kq5.t.jqt6 - 2tqk.ta.j6542.85 -");
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_EAST) == hand ("A8654.KQ5.T.QJT6"));
  g_assert_true (brg_deal_get_hand (deal, BRG_SEAT_WEST) == hand ("KQT2.AT.J6542.85"));

  /* Only the first Deal tag counts. */
  {
    g_autoptr (BrgTag) tag = brg_tag_new ("Deal", SPEC_DEAL);

    brg_board_insert_tag (board, -1, tag);
    g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_NORTH));
    brg_board_insert_tag (board, 0, tag);
    g_assert_true (brg_deal_is_complete (deal));
  }

  g_assert_finalize_object (board);
}

/* A change of the deal rewrites the Deal tag in export form from the dealer. */
static void
test_deal_to_tag (void)
{
  BrgBoard *board = brg_board_new ();
  BrgDeal *deal = brg_board_get_deal (board);
  g_autoptr (GError) error = NULL;
  guint deal_changed = 0;

  g_signal_connect (board, "tag-changed::Deal", G_CALLBACK (count_cb), &deal_changed);

  /* An empty deal and no tag: still no tag. */
  g_signal_emit_by_name (deal, "hand-changed", BRG_SEAT_NORTH);
  g_assert_null (brg_board_lookup_tag (board, "Deal"));
  g_assert_cmpuint (deal_changed, ==, 0);

  /* Without a dealer, North comes first. */
  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_EAST, card ("SA"), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "N:- A... - -");
  g_assert_cmpuint (deal_changed, ==, 1);

  brg_board_set_dealer (board, BRG_SEAT_WEST);
  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_EAST, card ("D2"), &error));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "W:- - A..2. -");
  g_assert_cmpuint (deal_changed, ==, 2);

  /* Once a tag exists, it follows the deal even when it empties. */
  brg_deal_forget_hand (deal, BRG_SEAT_EAST);
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "W:- - - -");

  /* A parsed deal written back in export form after an edit. */
  brg_board_set_dealer (board, BRG_SEAT_NORTH);
  brg_board_set_tag (board, "Deal", "e:6854a.kq5.t.jqt6 - 2tqk.ta.j6542.85 -");
  g_assert_true (brg_deal_take_card (deal, card ("HA")));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==,
                   "N:- A8654.KQ5.T.QJT6 - KQT2.T.J6542.85");
  g_assert_false (brg_board_get_has_errors (board));

  g_assert_finalize_object (board);
}

static void
test_deal_bad_text (void)
{
  static const char *bad[] = {
    "N:AKQ",                                           /* too short */
    "N:AKQ.AKQ.AKQ.AKQ AKQ... - -",                    /* card twice */
    "X:- - - -",                                       /* bad first seat */
    "N:.63.AKQ987.A9732.5 - - -",                      /* five suits */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BrgBoard *board = brg_board_new ();
      BrgDeal *deal = brg_board_get_deal (board);
      guint notified = 0;

      brg_board_set_tag (board, "Deal", SPEC_DEAL);
      g_assert_true (brg_deal_is_complete (deal));
      g_signal_connect (board, "notify::has-errors", G_CALLBACK (count_cb), &notified);

      brg_board_set_tag (board, "Deal", bad[i]);
      g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, bad[i]);
      g_assert_true (brg_deal_is_empty (deal));
      for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
        g_assert_false (brg_deal_is_hand_known (deal, seat));
      g_assert_true (brg_board_get_has_errors (board));
      g_assert_cmpuint (notified, ==, 1);

      /* A good deal later fills the deal; the mark stays for the user to see. */
      brg_board_set_tag (board, "Deal", SPEC_DEAL);
      g_assert_true (brg_deal_is_complete (deal));
      g_assert_true (brg_board_get_has_errors (board));
      g_assert_cmpuint (notified, ==, 1);

      g_assert_finalize_object (board);
    }
}

/* PBN §3.4: "?" (unknown) and "" (inappropriate) are valid, with no cards. */
static void
test_deal_unknown (void)
{
  static const char *values[] = { "", "?" };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      BrgBoard *board = brg_board_new ();

      brg_board_set_tag (board, "Deal", SPEC_DEAL);
      brg_board_set_tag (board, "Deal", values[i]);
      g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, values[i]);
      g_assert_true (brg_deal_is_empty (brg_board_get_deal (board)));
      g_assert_false (brg_board_get_has_errors (board));

      g_assert_finalize_object (board);
    }
}

static void
test_deal_remove_tag (void)
{
  BrgBoard *board = brg_board_new ();
  BrgDeal *deal = brg_board_get_deal (board);

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  g_assert_true (brg_board_remove_tag (board, "Deal"));
  g_assert_true (brg_deal_is_empty (deal));
  g_assert_null (brg_board_lookup_tag (board, "Deal"));
  g_assert_false (brg_board_get_has_errors (board));

  g_assert_finalize_object (board);
}

/* PBN §3.5: the Auction tag holds the dealer of the auction. */
static void
test_auction_tag (void)
{
  BrgBoard *board = brg_board_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_EAST);
  BrgAuction *other = brg_auction_new (BRG_SEAT_SOUTH);
  BrgAuction *value = NULL;
  guint notified = 0, auction_tag = 0;

  g_signal_connect (board, "notify::auction", G_CALLBACK (count_cb), &notified);
  g_signal_connect (board, "tag-changed::Auction", G_CALLBACK (count_cb), &auction_tag);
  brg_board_set_tag (board, "Event", "e");
  g_assert_null (brg_board_get_auction (board));

  brg_board_set_auction (board, auction);
  g_assert_true (brg_board_get_auction (board) == auction);
  g_assert_cmpstr (brg_board_get_tag (board, "Auction"), ==, "E");
  assert_tag_names (board, "Event Auction");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (auction_tag, ==, 1);

  brg_board_set_auction (board, auction);
  g_assert_cmpuint (notified, ==, 1);

  /* The tag follows the auction's dealer. */
  brg_auction_set_dealer (auction, BRG_SEAT_WEST);
  g_assert_cmpstr (brg_board_get_tag (board, "Auction"), ==, "W");
  g_assert_cmpuint (auction_tag, ==, 2);

  /* Another auction updates the tag where it stands. */
  brg_board_set_tag (board, "Site", "s");
  g_object_set (board, "auction", other, NULL);
  assert_tag_names (board, "Event Auction Site");
  g_assert_cmpstr (brg_board_get_tag (board, "Auction"), ==, "S");
  g_assert_cmpuint (notified, ==, 2);
  brg_auction_set_dealer (auction, BRG_SEAT_NORTH);
  g_assert_cmpstr (brg_board_get_tag (board, "Auction"), ==, "S");

  g_object_get (board, "auction", &value, NULL);
  g_assert_true (value == other);
  g_clear_object (&value);

  brg_board_set_auction (board, NULL);
  g_assert_null (brg_board_get_auction (board));
  g_assert_null (brg_board_lookup_tag (board, "Auction"));
  g_assert_cmpuint (notified, ==, 3);

  /* Removing the tag removes the auction section. */
  brg_board_set_auction (board, auction);
  g_assert_true (brg_board_remove_tag (board, "Auction"));
  g_assert_null (brg_board_get_auction (board));
  g_assert_cmpuint (notified, ==, 5);

  g_assert_finalize_object (board);
  g_assert_finalize_object (auction);
  g_assert_finalize_object (other);
}

/* PBN §3.6: the Play tag holds the opening leader. */
static void
test_play_tag (void)
{
  BrgBoard *board = brg_board_new ();
  BrgPlay *play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);
  guint notified = 0;

  g_signal_connect (board, "notify::play", G_CALLBACK (count_cb), &notified);
  brg_board_set_tag (board, "Deal", SPEC_DEAL);

  brg_board_set_play (board, play);
  g_assert_true (brg_board_get_play (board) == play);
  g_assert_true (brg_play_get_deal (play) == brg_board_get_deal (board));
  g_assert_cmpstr (brg_board_get_tag (board, "Play"), ==, "W");
  g_assert_cmpuint (notified, ==, 1);
  brg_board_set_play (board, play);
  g_assert_cmpuint (notified, ==, 1);

  brg_play_set_leader (play, BRG_SEAT_NORTH);
  g_assert_cmpstr (brg_board_get_tag (board, "Play"), ==, "N");

  /* The play uses the board's deal for legality. */
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (brg_play_play_card (play, card ("SK"), &error));
    g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_CARD_NOT_HELD);
  }

  brg_board_set_play (board, NULL);
  g_assert_null (brg_board_get_play (board));
  g_assert_null (brg_board_lookup_tag (board, "Play"));
  g_assert_cmpuint (notified, ==, 2);

  brg_board_set_play (board, play);
  g_assert_true (brg_board_remove_tag (board, "Play"));
  g_assert_null (brg_board_get_play (board));

  g_assert_finalize_object (board);
  g_assert_finalize_object (play);
}

/* PBN §3.4.4 */
static void
test_number (void)
{
  static const struct { const char *text; guint number; } cases[] = {
    { "1", 1 }, { "16", 16 }, { "0", 0 }, { "-3", 0 }, { "x", 0 }, { "", 0 },
    { "12a", 0 }, { "?", 0 }, { "4294967295", G_MAXUINT }, { "4294967296", 0 },
  };
  BrgBoard *board = brg_board_new ();
  guint number = 99;

  g_assert_cmpuint (brg_board_get_number (board), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      brg_board_set_tag (board, "Board", cases[i].text);
      g_assert_cmpuint (brg_board_get_number (board), ==, cases[i].number);
    }

  brg_board_set_number (board, 21);
  g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, "21");
  g_object_get (board, "number", &number, NULL);
  g_assert_cmpuint (number, ==, 21);
  g_object_set (board, "number", 22, NULL);
  g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, "22");

  brg_board_set_number (board, 0);
  g_assert_null (brg_board_lookup_tag (board, "Board"));

  g_assert_finalize_object (board);
}

/* number notifies once per change of the Board tag, by any route. */
static void
test_number_notify (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("Board", "9");
  guint notified = 0;

  g_signal_connect (board, "notify::number", G_CALLBACK (count_cb), &notified);

  brg_board_set_number (board, 3);
  g_assert_cmpuint (notified, ==, 1);
  brg_board_set_number (board, 3);
  g_assert_cmpuint (notified, ==, 1);
  brg_board_set_tag (board, "Board", "4");
  g_assert_cmpuint (notified, ==, 2);
  brg_board_set_tag (board, "Board", "4");
  g_assert_cmpuint (notified, ==, 2);
  brg_board_insert_tag (board, 0, tag);
  g_assert_cmpuint (brg_board_get_number (board), ==, 9);
  g_assert_cmpuint (notified, ==, 3);
  g_assert_true (brg_board_remove_tag (board, "Board"));
  g_assert_cmpuint (brg_board_get_number (board), ==, 4);
  g_assert_cmpuint (notified, ==, 4);
  g_object_set (board, "number", 4, NULL);
  g_assert_cmpuint (notified, ==, 4);
  brg_board_set_number (board, 0);
  g_assert_cmpuint (notified, ==, 5);
  brg_board_set_number (board, 0);
  g_assert_cmpuint (notified, ==, 5);
  brg_board_set_tag (board, "Event", "x");
  g_assert_cmpuint (notified, ==, 5);

  g_assert_finalize_object (board);
}

/* PBN §3.4.9, §3.11 */
static void
test_dealer (void)
{
  BrgBoard *board = brg_board_new ();

  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NONE);
  brg_board_set_tag (board, "Dealer", "W");
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_WEST);
  brg_board_set_tag (board, "Dealer", "s");
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_SOUTH);
  brg_board_set_tag (board, "Dealer", "X");
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NONE);
  brg_board_set_tag (board, "Dealer", "");
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NONE);
  brg_board_set_tag (board, "Dealer", "North");
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NONE);

  brg_board_set_dealer (board, BRG_SEAT_EAST);
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "E");
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_EAST);
  brg_board_set_dealer (board, BRG_SEAT_NONE);
  g_assert_null (brg_board_lookup_tag (board, "Dealer"));

  g_assert_finalize_object (board);
}

/* PBN §4.1.6: the Hidden tag lists the seats a viewer hides, "a sequence
 * of the letters W, N, E and S"; every reader of the tag asks
 * brg_board_get_hidden_seats(), so its leniency is tested here once. */
static void
test_hidden_seats (void)
{
  static const struct { const char *text; guint seats; } cases[] = {
    { "EW", (1u << BRG_SEAT_EAST) | (1u << BRG_SEAT_WEST) },
    { "WNE", (1u << BRG_SEAT_WEST) | (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_EAST) },
    { "s", 1u << BRG_SEAT_SOUTH },
    { "sN", (1u << BRG_SEAT_SOUTH) | (1u << BRG_SEAT_NORTH) },
    { "NN", 1u << BRG_SEAT_NORTH },
    { "N, S", (1u << BRG_SEAT_NORTH) | (1u << BRG_SEAT_SOUTH) },
    { "", 0 },
    { "?", 0 },
    { "x", 0 },
    { "NESW", 0xf },
  };
  BrgBoard *board = brg_board_new ();

  g_assert_cmpuint (brg_board_get_hidden_seats (board), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      brg_board_set_tag (board, "Hidden", cases[i].text);
      g_assert_cmpuint (brg_board_get_hidden_seats (board), ==, cases[i].seats);
    }
  brg_board_remove_tag (board, "Hidden");
  g_assert_cmpuint (brg_board_get_hidden_seats (board), ==, 0);

  g_assert_finalize_object (board);
}

/* The outcome line the text output, print and the article share: each
 * part when it is known (PBN §3.4.13–§3.4.15 and §4.2.1: the score
 * follows from the contract, the result and the vulnerability). */
static void
test_outcome (void)
{
  static const struct { const char *tags; const char *outcome; } cases[] = {
    { "[Contract \"4S\"]\n[Declarer \"S\"]\n[Result \"10\"]\n[Vulnerable \"NS\"]\n",
      "4\u2660 by South, 10 tricks, N-S +620" },
    { "[Contract \"3NTX\"]\n[Declarer \"W\"]\n[Result \"8\"]\n[Vulnerable \"None\"]\n",
      "3NT\u00d7 by West, 8 tricks, N-S +100" },
    { "[Contract \"2H\"]\n[Declarer \"E\"]\n[Result \"9\"]\n",
      "2\u2665 by East, 9 tricks" },
    { "[Contract \"6C\"]\n[Declarer \"N\"]\n", "6\u2663 by North" },
    { "[Contract \"Pass\"]\n[Vulnerable \"All\"]\n", "Passed out" },
    { "[Board \"1\"]\n", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BrgEvent) event = core_test_read_pbn (cases[i].tags);
      g_autofree char *outcome = brg_board_dup_outcome (brg_event_get_board (event, 0));

      g_assert_cmpstr (outcome, ==, cases[i].outcome);
    }
}

/* PBN §3.4.10: every form of the Vulnerable tag. */
static void
test_vulnerability (void)
{
  static const struct { const char *text; gboolean valid; BrgVulnerability value; } cases[] = {
    { "None", TRUE, BRG_VULNERABILITY_NONE },
    { "Love", TRUE, BRG_VULNERABILITY_NONE },
    { "-", TRUE, BRG_VULNERABILITY_NONE },
    { "NS", TRUE, BRG_VULNERABILITY_NS },
    { "EW", TRUE, BRG_VULNERABILITY_EW },
    { "All", TRUE, BRG_VULNERABILITY_ALL },
    { "Both", TRUE, BRG_VULNERABILITY_ALL },
    { "none", TRUE, BRG_VULNERABILITY_NONE },
    { "ns", TRUE, BRG_VULNERABILITY_NS },
    { "both", TRUE, BRG_VULNERABILITY_ALL },
    { "", FALSE, 0 },
    { "?", FALSE, 0 },
    { "N", FALSE, 0 },
    { "NSEW", FALSE, 0 },
  };
  BrgBoard *board = brg_board_new ();
  BrgVulnerability value = BRG_VULNERABILITY_EW;

  g_assert_false (brg_board_get_vulnerability (board, &value));
  g_assert_cmpint (value, ==, BRG_VULNERABILITY_EW);
  g_assert_false (brg_board_get_vulnerability (board, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      value = 42;
      brg_board_set_tag (board, "Vulnerable", cases[i].text);
      g_assert_cmpint (brg_board_get_vulnerability (board, &value), ==, cases[i].valid);
      if (cases[i].valid)
        g_assert_cmpint (value, ==, cases[i].value);
      else
        g_assert_cmpint (value, ==, 42);
    }

  /* Written in export form. */
  brg_board_set_vulnerability (board, BRG_VULNERABILITY_NONE);
  g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==, "None");
  brg_board_set_vulnerability (board, BRG_VULNERABILITY_ALL);
  g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==, "All");
  brg_board_set_vulnerability (board, BRG_VULNERABILITY_NS);
  g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==, "NS");
  g_assert_true (brg_board_get_vulnerability (board, &value));
  g_assert_cmpint (value, ==, BRG_VULNERABILITY_NS);
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 1);

  g_assert_finalize_object (board);
}

/* The 16-board cycle, as literals. */
static void
test_numbered (void)
{
  static const struct { BrgSeat dealer; const char *vulnerable; } cycle[16] = {
    { BRG_SEAT_NORTH, "None" }, { BRG_SEAT_EAST, "NS" },
    { BRG_SEAT_SOUTH, "EW" }, { BRG_SEAT_WEST, "All" },
    { BRG_SEAT_NORTH, "NS" }, { BRG_SEAT_EAST, "EW" },
    { BRG_SEAT_SOUTH, "All" }, { BRG_SEAT_WEST, "None" },
    { BRG_SEAT_NORTH, "EW" }, { BRG_SEAT_EAST, "All" },
    { BRG_SEAT_SOUTH, "None" }, { BRG_SEAT_WEST, "NS" },
    { BRG_SEAT_NORTH, "All" }, { BRG_SEAT_EAST, "None" },
    { BRG_SEAT_SOUTH, "NS" }, { BRG_SEAT_WEST, "EW" },
  };

  for (guint number = 1; number <= 32; number++)
    {
      BrgBoard *board = brg_board_new_numbered (number);
      g_autofree char *text = g_strdup_printf ("%u", number);

      assert_tag_names (board, "Board Dealer Vulnerable");
      g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, text);
      g_assert_cmpuint (brg_board_get_number (board), ==, number);
      g_assert_cmpint (brg_board_get_dealer (board), ==, cycle[(number - 1) % 16].dealer);
      g_assert_cmpstr (brg_board_get_tag (board, "Vulnerable"), ==,
                       cycle[(number - 1) % 16].vulnerable);
      g_assert_false (brg_board_get_has_errors (board));
      g_assert_true (brg_deal_is_empty (brg_board_get_deal (board)));
      g_assert_null (brg_board_lookup_tag (board, "Deal"));

      g_assert_finalize_object (board);
    }
}

/* PBN §3.4.13, §3.4.14 */
static void
test_contract_from_tags (void)
{
  static const struct {
    const char *contract;
    const char *declarer;
    gboolean known;
    guint level;
    BrgStrain strain;
    BrgRisk risk;
    gboolean passed_out;
    BrgSeat seat;
  } cases[] = {
    { "4HX", "S", TRUE, 4, BRG_STRAIN_HEARTS, BRG_RISK_DOUBLED, FALSE, BRG_SEAT_SOUTH },
    { "3NT", "W", TRUE, 3, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED, FALSE, BRG_SEAT_WEST },
    { "7CXX", "e", TRUE, 7, BRG_STRAIN_CLUBS, BRG_RISK_REDOUBLED, FALSE, BRG_SEAT_EAST },
    /* Declarer and dummy swapped (§3.4.13): still the declarer. */
    { "2S", "^N", TRUE, 2, BRG_STRAIN_SPADES, BRG_RISK_UNDOUBLED, FALSE, BRG_SEAT_NORTH },
    { "Pass", "", TRUE, 0, 0, 0, TRUE, BRG_SEAT_NONE },
    { "Pass", NULL, TRUE, 0, 0, 0, TRUE, BRG_SEAT_NONE },
    /* An end position gives the strain only (§3.10). */
    { "NT", "S", TRUE, 0, BRG_STRAIN_NOTRUMP, BRG_RISK_UNDOUBLED, FALSE, BRG_SEAT_SOUTH },
    { "4H", NULL, FALSE },
    { "4H", "", FALSE },
    { "4H", "^", FALSE },
    { "4H", "X", FALSE },
    { "8H", "S", FALSE },
    { "", "S", FALSE },
    { "?", "S", FALSE },
    { NULL, "S", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BrgBoard *board = brg_board_new ();
      BrgContract contract = { 9, 9, 9, 9 };
      BrgSeat declarer = 42;

      if (cases[i].contract != NULL)
        brg_board_set_tag (board, "Contract", cases[i].contract);
      if (cases[i].declarer != NULL)
        brg_board_set_tag (board, "Declarer", cases[i].declarer);

      g_assert_cmpint (brg_board_get_contract (board, &contract, &declarer), ==, cases[i].known);
      if (cases[i].known)
        {
          g_assert_cmpuint (contract.passed_out, ==, cases[i].passed_out);
          if (!cases[i].passed_out)
            {
              g_assert_cmpuint (contract.level, ==, cases[i].level);
              g_assert_cmpuint (contract.strain, ==, cases[i].strain);
              g_assert_cmpuint (contract.risk, ==, cases[i].risk);
            }
          g_assert_cmpint (declarer, ==, cases[i].seat);
          g_assert_true (brg_board_get_contract (board, NULL, NULL));
        }
      else
        {
          g_assert_cmpuint (contract.level, ==, 9);
          g_assert_cmpint (declarer, ==, 42);
        }

      g_assert_finalize_object (board);
    }
}

static void
test_contract_from_auction (void)
{
  BrgBoard *board = brg_board_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgContract contract, expected = brg_contract_make (5, BRG_STRAIN_HEARTS, BRG_RISK_DOUBLED);
  BrgSeat declarer;

  /* The tags say something else. */
  brg_board_set_tag (board, "Contract", "3NT");
  brg_board_set_tag (board, "Declarer", "W");
  brg_board_set_auction (board, auction);

  /* Incomplete: the tags count. */
  add_calls (auction, "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass");
  g_assert_true (brg_board_get_contract (board, &contract, &declarer));
  g_assert_cmpuint (contract.level, ==, 3);
  g_assert_cmpint (declarer, ==, BRG_SEAT_WEST);

  /* Complete (PBN §1.2): the auction counts. */
  add_calls (auction, "Pass");
  g_assert_true (brg_board_get_contract (board, &contract, &declarer));
  g_assert_true (brg_contract_equal (&contract, &expected));
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);

  /* Without tags, only a complete auction gives a contract. */
  brg_board_remove_tag (board, "Contract");
  brg_board_remove_tag (board, "Declarer");
  g_assert_true (brg_board_get_contract (board, NULL, &declarer));
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);
  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_false (brg_board_get_contract (board, &contract, &declarer));

  g_assert_finalize_object (board);
  g_assert_finalize_object (auction);
}

/* PBN §3.4.15: every form of the Result tag, as declarer's tricks. */
static void
test_result_forms (void)
{
  static const struct { const char *declarer; const char *result; int tricks; } cases[] = {
    { "S", "9", 9 },
    { "S", "0", 0 },
    { "S", "13", 13 },
    { "S", "NS 9", 9 },
    { "S", "EW 4", 9 },
    { "S", "NS 9 EW 4", 9 },
    { "S", "EW 4 NS 9", 9 },
    { "S", "^9", 9 },
    { "S", "^EW 4 NS 9", 9 },
    { "S", "ns 9", 9 },
    { "S", "  NS   9 ", 9 },
    { "E", "9", 9 },
    { "E", "NS 9", 4 },
    { "E", "EW 4", 4 },
    { "E", "NS 9 EW 4", 4 },
    { "E", "EW 4 NS 9", 4 },
    { "W", "^NS 3", 10 },
    { "S", "14", -1 },
    { "S", "-1", -1 },
    { "S", "", -1 },
    { "S", "^", -1 },
    { "S", "?", -1 },
    { "S", "NS", -1 },
    { "S", "NS 9 EW", -1 },
    { "S", "NS 9 NS 4", -1 },
    { "S", "XY 9", -1 },
    { "S", "NS 14", -1 },
    { "S", "9 NS", -1 },
    { "S", "9 tricks", -1 },
    /* A side needs a known declarer. */
    { NULL, "NS 9", -1 },
    { NULL, "7", 7 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BrgBoard *board = brg_board_new ();

      brg_board_set_tag (board, "Contract", "3NT");
      if (cases[i].declarer != NULL)
        brg_board_set_tag (board, "Declarer", cases[i].declarer);
      brg_board_set_tag (board, "Result", cases[i].result);
      g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, cases[i].tricks);

      g_assert_finalize_object (board);
    }

  {
    BrgBoard *board = brg_board_new ();

    g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, -1);
    /* Passed out: the Result tag is empty and nothing is known. */
    brg_board_set_tag (board, "Contract", "Pass");
    brg_board_set_tag (board, "Result", "NS 0");
    g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, -1);
    g_assert_finalize_object (board);
  }
}

/* An end position (PBN §3.10) has fewer tricks to share. */
static void
test_result_end_position (void)
{
  BrgBoard *board = brg_board_new ();

  brg_board_set_tag (board, "Deal", "N:AK2... 3.2.2. - -");
  brg_board_set_tag (board, "Contract", "NT");
  brg_board_set_tag (board, "Declarer", "S");
  brg_board_set_tag (board, "Result", "EW 1");
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 2);
  brg_board_set_tag (board, "Result", "EW 4");
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, -1);

  g_assert_finalize_object (board);
}

/* A complete play outranks the Result tag; an incomplete one does not. */
static void
test_result_from_play (void)
{
  BrgBoard *board = brg_board_new ();
  BrgPlay *play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);
  g_autoptr (GError) error = NULL;

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  brg_board_set_tag (board, "Contract", "5HX");
  brg_board_set_tag (board, "Declarer", "S");
  brg_board_set_tag (board, "Result", "5");
  brg_board_set_play (board, play);

  /* PBN §1.2: West leads SK, North ruffs. */
  g_assert_true (brg_play_play_card (play, card ("SK"), &error));
  g_assert_true (brg_play_play_card (play, card ("H3"), &error));
  g_assert_true (brg_play_play_card (play, card ("S4"), &error));
  g_assert_true (brg_play_play_card (play, card ("S3"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 5);

  g_assert_true (brg_play_claim (play, 8, &error));
  g_assert_no_error (error);
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 9);

  g_assert_finalize_object (board);
  g_assert_finalize_object (play);
}

/* PBN §3.6: a trick of unknown cards (`-`) has no known winner, so a play
 * with one cannot count the tricks, claim or not: the Result tag does. */
static void
test_result_play_with_unknown_trick (void)
{
  BrgBoard *board = brg_board_new ();
  BrgPlay *play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);
  g_autoptr (GError) error = NULL;

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  brg_board_set_tag (board, "Contract", "5HX");
  brg_board_set_tag (board, "Declarer", "S");
  brg_board_set_tag (board, "Result", "9");
  brg_board_set_play (board, play);

  for (guint i = 0; i < 4; i++)
    g_assert_true (brg_play_play_card (play, BRG_CARD_UNKNOWN, &error));
  g_assert_no_error (error);
  g_assert_true (brg_play_claim (play, 8, &error));
  g_assert_no_error (error);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 9);

  brg_board_remove_tag (board, "Result");
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, -1);

  g_assert_finalize_object (board);
  g_assert_finalize_object (play);
}

typedef struct
{
  const char *vulnerable;
  const char *declarer;
  const char *contract;
  const char *result;
  int         ns_score;
} ScoreCase;

/* Real boards with the score their files give (endplay's example1.pbn and
 * example2.pbn) and the example game of PBN §1.2 (down two doubled). */
static const ScoreCase score_cases[] = {
  { "None", "S", "5H", "10", -50 },
  { "None", "N", "4H", "10", 420 },
  { "None", "E", "2D", "8", -90 },
  { "None", "N", "1NT", "8", 120 },
  { "None", "S", "1NT", "7", 90 },
  { "All", "N", "2NT", "6", -200 },
  { "All", "E", "2S", "6", 200 },
  { "All", "S", "2NT", "10", 180 },
  { "All", "N", "3D", "10", 130 },
  { "None", "S", "5HX", "9", -300 },
  { "None", "", "Pass", "", 0 },
  /* Vulnerability per side. */
  { "NS", "W", "4S", "10", -420 },
  { "EW", "W", "4S", "10", -620 },
  { "EW", "N", "4S", "10", 420 },
  { "NS", "N", "4S", "EW 3", 620 },
  { "Both", "E", "3NTXX", "8", 400 },
};

static void
test_score (gconstpointer data)
{
  const ScoreCase *c = data;
  BrgBoard *board = brg_board_new ();
  int score = 12345;

  brg_board_set_tag (board, "Vulnerable", c->vulnerable);
  brg_board_set_tag (board, "Declarer", c->declarer);
  brg_board_set_tag (board, "Contract", c->contract);
  brg_board_set_tag (board, "Result", c->result);

  g_assert_true (brg_board_get_score (board, &score));
  g_assert_cmpint (score, ==, c->ns_score);
  g_assert_true (brg_board_get_score (board, NULL));

  g_assert_finalize_object (board);
}

static void
test_score_unknown (void)
{
  BrgBoard *board = brg_board_new ();
  int score = 12345;

  brg_board_set_tag (board, "Contract", "4S");
  g_assert_false (brg_board_get_score (board, &score));
  brg_board_set_tag (board, "Declarer", "N");
  g_assert_false (brg_board_get_score (board, &score));
  brg_board_set_tag (board, "Result", "10");
  g_assert_false (brg_board_get_score (board, &score));  /* no vulnerability */
  brg_board_set_tag (board, "Vulnerable", "?");
  g_assert_false (brg_board_get_score (board, &score));
  brg_board_set_tag (board, "Vulnerable", "None");
  g_assert_true (brg_board_get_score (board, &score));
  g_assert_cmpint (score, ==, 420);

  score = 12345;
  brg_board_set_tag (board, "Result", "?");
  g_assert_false (brg_board_get_score (board, &score));
  brg_board_set_tag (board, "Result", "10");
  /* A strain-only contract has no score. */
  brg_board_set_tag (board, "Contract", "S");
  g_assert_false (brg_board_get_score (board, &score));
  g_assert_cmpint (score, ==, 12345);

  /* Passed out needs nothing else. */
  brg_board_set_tag (board, "Contract", "Pass");
  brg_board_remove_tag (board, "Vulnerable");
  g_assert_true (brg_board_get_score (board, &score));
  g_assert_cmpint (score, ==, 0);

  g_assert_finalize_object (board);
}

/* The example game of PBN §1.2 scored from its auction and the Result tag. */
static void
test_score_from_auction (void)
{
  BrgBoard *board = brg_board_new_numbered (1);
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  int score = 0;

  add_calls (auction, "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass");
  brg_board_set_auction (board, auction);
  brg_board_set_tag (board, "Result", "9");
  g_assert_true (brg_board_get_score (board, &score));
  g_assert_cmpint (score, ==, -300);

  g_assert_finalize_object (board);
  g_assert_finalize_object (auction);
}

static void
test_leading_comments (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgComment) comment = brg_comment_new (BRG_COMMENT_LINE, " a note");

  g_assert_cmpuint (brg_board_get_n_leading_comments (board), ==, 0);
  brg_board_add_leading_comment (board, comment);
  g_free (comment->text);
  comment->text = g_strdup ("second");
  comment->kind = BRG_COMMENT_BRACE;
  brg_board_add_leading_comment (board, comment);

  g_assert_cmpuint (brg_board_get_n_leading_comments (board), ==, 2);
  g_assert_cmpstr (brg_board_get_leading_comment (board, 0)->text, ==, " a note");
  g_assert_cmpint (brg_board_get_leading_comment (board, 0)->kind, ==, BRG_COMMENT_LINE);
  g_assert_cmpstr (brg_board_get_leading_comment (board, 1)->text, ==, "second");
  g_assert_cmpint (brg_board_get_leading_comment (board, 1)->kind, ==, BRG_COMMENT_BRACE);
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 0);

  g_assert_finalize_object (board);
}

/* PBN §3.8: commentary after a tag is appended to it, a copy each time,
 * and says the tag changed; the tag's value stays. */
static void
test_tag_comments (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE, "first");
  const BrgTag *tag;
  guint changed = 0;

  brg_board_set_tag (board, "Event", "x");
  brg_board_set_tag (board, "Site", "y");
  g_signal_connect (board, "tag-changed::Site", G_CALLBACK (count_cb), &changed);

  brg_board_add_tag_comment (board, 1, comment);
  g_free (comment->text);
  comment->text = g_strdup ("second");
  comment->kind = BRG_COMMENT_LINE;
  brg_board_add_tag_comment (board, 1, comment);

  tag = brg_board_get_nth_tag (board, 1);
  g_assert_cmpstr (tag->value, ==, "y");
  g_assert_cmpuint (tag->comments->len, ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==, "first");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 1))->text, ==, "second");
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (tag->comments, 1))->kind, ==,
                   BRG_COMMENT_LINE);
  g_assert_null (brg_board_get_nth_tag (board, 0)->comments);
  g_assert_cmpuint (changed, ==, 2);

  g_assert_finalize_object (board);
}

static void
test_has_errors (void)
{
  BrgBoard *board = brg_board_new ();
  gboolean value = TRUE;
  guint notified = 0;

  g_signal_connect (board, "notify::has-errors", G_CALLBACK (count_cb), &notified);
  g_assert_false (brg_board_get_has_errors (board));

  brg_board_set_has_errors (board, TRUE);
  g_assert_true (brg_board_get_has_errors (board));
  g_assert_cmpuint (notified, ==, 1);
  brg_board_set_has_errors (board, TRUE);
  g_assert_cmpuint (notified, ==, 1);
  g_object_set (board, "has-errors", FALSE, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_object_get (board, "has-errors", &value, NULL);
  g_assert_false (value);

  g_assert_finalize_object (board);
}

static void
test_deal_property (void)
{
  BrgBoard *board = brg_board_new ();
  BrgDeal *deal = NULL;
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (board), "deal");

  g_assert_nonnull (pspec);
  g_assert_false (pspec->flags & G_PARAM_WRITABLE);
  g_object_get (board, "deal", &deal, NULL);
  g_assert_true (deal == brg_board_get_deal (board));
  g_object_unref (deal);

  g_assert_finalize_object (board);
}

static void
test_copy (void)
{
  BrgBoard *board = brg_board_new_numbered (5);
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgPlay *play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_DIAMONDS);
  g_autoptr (BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE, "lead");
  g_autoptr (BrgTag) tag = brg_tag_new ("Date", "#");
  g_autoptr (GError) error = NULL;
  BrgBoard *copy;
  BrgDeal *deal;

  tag->inheritance = BRG_INHERITANCE_PREVIOUS;
  tag->section = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (tag->section, g_strdup ("line"));
  brg_board_insert_tag (board, 0, tag);
  brg_board_add_leading_comment (board, comment);
  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  brg_board_set_tag (board, "MyTag", "mine");
  add_calls (auction, "1D Pass");
  brg_board_set_auction (board, auction);
  brg_board_set_play (board, play);
  brg_board_set_has_errors (board, TRUE);

  copy = brg_board_copy (board);
  deal = brg_board_get_deal (copy);

  g_assert_cmpuint (brg_board_get_n_tags (copy), ==, brg_board_get_n_tags (board));
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      g_assert_true (brg_board_get_nth_tag (copy, i) != brg_board_get_nth_tag (board, i));
      g_assert_true (brg_tag_equal (brg_board_get_nth_tag (copy, i),
                                    brg_board_get_nth_tag (board, i)));
    }
  assert_tag_names (copy, "Date Board Dealer Vulnerable Deal MyTag Auction Play");
  g_assert_cmpuint (brg_board_get_n_leading_comments (copy), ==, 1);
  g_assert_cmpstr (brg_board_get_leading_comment (copy, 0)->text, ==, "lead");
  g_assert_true (brg_board_get_has_errors (copy));
  g_assert_true (deal != brg_board_get_deal (board));
  g_assert_true (brg_deal_equal (deal, brg_board_get_deal (board)));
  g_assert_nonnull (brg_board_get_auction (copy));
  g_assert_true (brg_board_get_auction (copy) != auction);
  g_assert_cmpuint (brg_auction_get_n_calls (brg_board_get_auction (copy)), ==, 2);
  g_assert_nonnull (brg_board_get_play (copy));
  g_assert_true (brg_board_get_play (copy) != play);
  g_assert_true (brg_play_get_deal (brg_board_get_play (copy)) == deal);

  /* Independent: changes to the original do not reach the copy. */
  brg_board_set_tag (board, "MyTag", "changed");
  g_assert_true (brg_deal_take_card (brg_board_get_deal (board), card ("SA")));
  add_calls (auction, "Pass");
  brg_auction_set_dealer (auction, BRG_SEAT_WEST);
  brg_board_set_has_errors (board, FALSE);
  g_assert_cmpstr (brg_board_get_tag (copy, "MyTag"), ==, "mine");
  g_assert_cmpstr (brg_board_get_tag (copy, "Deal"), ==, SPEC_DEAL);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_auction_get_n_calls (brg_board_get_auction (copy)), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (copy, "Auction"), ==, "N");
  g_assert_true (brg_board_get_has_errors (copy));

  /* The copy's deal drives the copy's Deal tag. */
  g_assert_true (brg_deal_take_card (deal, card ("SK")));
  g_assert_cmpstr (brg_board_get_tag (copy, "Deal"), ==,
                   "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 QT2.AT.J6542.85");
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), !=, brg_board_get_tag (copy, "Deal"));

  g_assert_finalize_object (copy);
  g_assert_finalize_object (board);
  g_assert_finalize_object (auction);
  g_assert_finalize_object (play);
  g_assert_no_error (error);
}

/* A Deal tag that did not parse is copied as text, with an empty deal. */
static void
test_copy_bad_deal (void)
{
  BrgBoard *board = brg_board_new ();
  BrgBoard *copy;

  brg_board_set_tag (board, "Deal", "N:nonsense");
  copy = brg_board_copy (board);
  g_assert_cmpstr (brg_board_get_tag (copy, "Deal"), ==, "N:nonsense");
  g_assert_true (brg_deal_is_empty (brg_board_get_deal (copy)));
  g_assert_true (brg_board_get_has_errors (copy));

  g_assert_finalize_object (copy);
  g_assert_finalize_object (board);
}

static void
test_criticals (void)
{
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) tag = brg_tag_new ("A", "b");

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpuint (brg_board_get_n_tags (NULL), ==, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_board_insert_tag (board, 1, tag);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_board_insert_tag (board, -2, tag);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_board_get_nth_tag (board, 0));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_board_set_tag (board, "", "x");
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_board_set_tag (board, "Event", NULL);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_board_new_numbered (0));
  g_test_assert_expected_messages ();

  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 0);
  g_assert_finalize_object (board);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/board/tag/boxed", test_tag_boxed);
  g_test_add_func ("/core/board/tag/shared-strings", test_tag_shared_strings);
  g_test_add_func ("/core/board/tag/order", test_tag_order);
  g_test_add_func ("/core/board/tag/set-replace", test_tag_set_replace);
  g_test_add_func ("/core/board/tag/insert", test_tag_insert);
  g_test_add_func ("/core/board/tag/remove", test_tag_remove);
  g_test_add_func ("/core/board/tag/replace-nth", test_tag_replace_nth);
  g_test_add_func ("/core/board/tag/signal", test_tag_signal);
  g_test_add_func ("/core/board/deal/from-tag", test_deal_from_tag);
  g_test_add_func ("/core/board/deal/to-tag", test_deal_to_tag);
  g_test_add_func ("/core/board/deal/bad-text", test_deal_bad_text);
  g_test_add_func ("/core/board/deal/unknown", test_deal_unknown);
  g_test_add_func ("/core/board/deal/remove-tag", test_deal_remove_tag);
  g_test_add_func ("/core/board/auction-tag", test_auction_tag);
  g_test_add_func ("/core/board/play-tag", test_play_tag);
  g_test_add_func ("/core/board/number", test_number);
  g_test_add_func ("/core/board/property/number", test_number_notify);
  g_test_add_func ("/core/board/dealer", test_dealer);
  g_test_add_func ("/core/board/vulnerability", test_vulnerability);
  g_test_add_func ("/core/board/hidden-seats", test_hidden_seats);
  g_test_add_func ("/core/board/outcome", test_outcome);
  g_test_add_func ("/core/board/numbered", test_numbered);
  g_test_add_func ("/core/board/contract/tags", test_contract_from_tags);
  g_test_add_func ("/core/board/contract/auction", test_contract_from_auction);
  g_test_add_func ("/core/board/result/forms", test_result_forms);
  g_test_add_func ("/core/board/result/end-position", test_result_end_position);
  g_test_add_func ("/core/board/result/play", test_result_from_play);
  g_test_add_func ("/core/board/result/play-with-unknown-trick", test_result_play_with_unknown_trick);
  for (guint i = 0; i < G_N_ELEMENTS (score_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/board/score/%s-%s-%s-%s",
                                               score_cases[i].vulnerable,
                                               score_cases[i].declarer,
                                               score_cases[i].contract,
                                               score_cases[i].result);

      g_strdelimit (path, " ", '_');
      g_test_add_data_func (path, &score_cases[i], test_score);
    }
  g_test_add_func ("/core/board/score/unknown", test_score_unknown);
  g_test_add_func ("/core/board/score/auction", test_score_from_auction);
  g_test_add_func ("/core/board/leading-comments", test_leading_comments);
  g_test_add_func ("/core/board/tag/comments", test_tag_comments);
  g_test_add_func ("/core/board/property/has-errors", test_has_errors);
  g_test_add_func ("/core/board/property/deal", test_deal_property);
  g_test_add_func ("/core/board/copy", test_copy);
  g_test_add_func ("/core/board/copy-bad-deal", test_copy_bad_deal);
  g_test_add_func ("/core/board/criticals", test_criticals);

  return g_test_run ();
}
