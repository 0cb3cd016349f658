/* test-history.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgCommand, BrgHistory, and every reversible edit of brg-edits.h: perform
 * changes the model, undo restores exactly the old state, redo the new one.
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* The deal of the example game of PBN §1.2. */
#define SPEC_DEAL "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

static BrgCard
card (const char *text)
{
  BrgCard value;

  g_assert_true (brg_card_from_pbn (text, &value));
  return value;
}

static BrgCall
call (const char *text)
{
  BrgCall value;

  g_assert_true (brg_call_from_pbn (text, &value));
  return value;
}

static void
add_calls (BrgAuction *auction,
           const char *calls)
{
  g_auto (GStrv) tokens = g_strsplit (calls, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (brg_auction_add_call (auction, call (tokens[i]), &error));
      g_assert_no_error (error);
    }
}

static void
play_cards (BrgPlay    *play,
            const char *cards)
{
  g_auto (GStrv) tokens = g_strsplit (cards, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (brg_play_play_card (play, card (tokens[i]), &error));
      g_assert_no_error (error);
    }
}

static void
count_cb (gpointer  instance,
          gpointer  pspec,
          guint    *count)
{
  (*count)++;
}

static void
undo (BrgHistory *history)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (brg_history_undo (history, &error));
  g_assert_no_error (error);
}

static void
redo (BrgHistory *history)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (brg_history_redo (history, &error));
  g_assert_no_error (error);
}

/* A command over a counter, to test BrgCommand and BrgHistory alone. */
typedef struct
{
  int       value;
  int       step;
  gboolean  fail_apply;
  gboolean  fail_revert;
  guint    *destroyed;
} Counter;

static gboolean
counter_apply (gpointer   data,
               GError   **error)
{
  Counter *counter = data;

  if (counter->fail_apply)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE, "no");
      return FALSE;
    }
  counter->value += counter->step;
  return TRUE;
}

static gboolean
counter_revert (gpointer   data,
                GError   **error)
{
  Counter *counter = data;

  if (counter->fail_revert)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE, "no");
      return FALSE;
    }
  counter->value -= counter->step;
  return TRUE;
}

static void
counter_destroy (gpointer data)
{
  Counter *counter = data;

  (*counter->destroyed)++;
}

static BrgCommand *
counter_command (const char *label,
                 Counter    *counter)
{
  return brg_command_new (label, counter_apply, counter_revert, counter, counter_destroy);
}

static void
test_command (void)
{
  guint destroyed = 0;
  Counter counter = { 10, 5, FALSE, FALSE, &destroyed };
  g_autoptr (GError) error = NULL;
  char label[] = "Step";
  BrgCommand *command = counter_command (label, &counter);

  /* The label is copied. */
  label[0] = 'X';
  g_assert_cmpstr (brg_command_get_label (command), ==, "Step");

  /* apply and revert call straight through, as often as asked. */
  g_assert_true (brg_command_apply (command, &error));
  g_assert_cmpint (counter.value, ==, 15);
  g_assert_true (brg_command_apply (command, &error));
  g_assert_cmpint (counter.value, ==, 20);
  g_assert_true (brg_command_revert (command, &error));
  g_assert_cmpint (counter.value, ==, 15);
  g_assert_no_error (error);

  counter.fail_apply = TRUE;
  g_assert_false (brg_command_apply (command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_cmpint (counter.value, ==, 15);

  /* The data is destroyed with the command, once. */
  g_assert_cmpuint (destroyed, ==, 0);
  g_assert_finalize_object (command);
  g_assert_cmpuint (destroyed, ==, 1);

  /* Without a destroy notify, nothing is freed. */
  command = brg_command_new ("Plain", counter_apply, counter_revert, &counter, NULL);
  g_assert_finalize_object (command);
  g_assert_cmpuint (destroyed, ==, 1);
}

static void
test_empty (void)
{
  BrgHistory *history = brg_history_new ();
  g_autoptr (GError) error = NULL;
  gboolean can_undo = TRUE, can_redo = TRUE;
  char *label = (char *) "x";

  g_assert_false (brg_history_get_can_undo (history));
  g_assert_false (brg_history_get_can_redo (history));
  g_assert_null (brg_history_get_undo_label (history));
  g_assert_null (brg_history_get_redo_label (history));
  g_object_get (history, "can-undo", &can_undo, "can-redo", &can_redo,
                "undo-label", &label, NULL);
  g_assert_false (can_undo);
  g_assert_false (can_redo);
  g_assert_null (label);

  /* Nothing to do is not an error. */
  g_assert_false (brg_history_undo (history, &error));
  g_assert_no_error (error);
  g_assert_false (brg_history_redo (history, &error));
  g_assert_no_error (error);
  brg_history_clear (history);

  g_assert_finalize_object (history);
}

typedef struct
{
  guint can_undo;
  guint can_redo;
  guint undo_label;
  guint redo_label;
} Notified;

static void
connect_notify (BrgHistory *history,
                Notified   *notified)
{
  g_signal_connect (history, "notify::can-undo", G_CALLBACK (count_cb), &notified->can_undo);
  g_signal_connect (history, "notify::can-redo", G_CALLBACK (count_cb), &notified->can_redo);
  g_signal_connect (history, "notify::undo-label", G_CALLBACK (count_cb),
                    &notified->undo_label);
  g_signal_connect (history, "notify::redo-label", G_CALLBACK (count_cb),
                    &notified->redo_label);
}

static void
assert_notified (const Notified *notified,
                 guint           can_undo,
                 guint           can_redo,
                 guint           undo_label,
                 guint           redo_label)
{
  g_assert_cmpuint (notified->can_undo, ==, can_undo);
  g_assert_cmpuint (notified->can_redo, ==, can_redo);
  g_assert_cmpuint (notified->undo_label, ==, undo_label);
  g_assert_cmpuint (notified->redo_label, ==, redo_label);
}

/* can-undo and can-redo notify only when they change, the labels only when
 * the text changes. */
static void
test_notify (void)
{
  BrgHistory *history = brg_history_new ();
  guint destroyed = 0;
  Counter counter = { 0, 1, FALSE, FALSE, &destroyed };
  Notified notified = { 0 };

  connect_notify (history, &notified);

  core_test_perform (history, counter_command ("One", &counter));
  assert_notified (&notified, 1, 0, 1, 0);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "One");
  core_test_perform (history, counter_command ("Two", &counter));
  assert_notified (&notified, 1, 0, 2, 0);
  core_test_perform (history, counter_command ("Two", &counter));
  assert_notified (&notified, 1, 0, 2, 0);
  g_assert_cmpint (counter.value, ==, 3);

  undo (history);
  assert_notified (&notified, 1, 1, 2, 1);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Two");
  g_assert_cmpstr (brg_history_get_redo_label (history), ==, "Two");
  undo (history);
  assert_notified (&notified, 1, 1, 3, 1);
  undo (history);
  assert_notified (&notified, 2, 1, 4, 2);
  g_assert_cmpint (counter.value, ==, 0);
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_cmpstr (brg_history_get_redo_label (history), ==, "One");

  g_assert_false (brg_history_undo (history, NULL));
  assert_notified (&notified, 2, 1, 4, 2);

  redo (history);
  assert_notified (&notified, 3, 1, 5, 3);
  g_assert_cmpint (counter.value, ==, 1);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "One");
  g_assert_cmpstr (brg_history_get_redo_label (history), ==, "Two");

  brg_history_clear (history);
  assert_notified (&notified, 4, 2, 6, 4);
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_false (brg_history_get_can_redo (history));
  g_assert_cmpint (counter.value, ==, 1);
  brg_history_clear (history);
  assert_notified (&notified, 4, 2, 6, 4);

  g_assert_finalize_object (history);
  g_assert_cmpuint (destroyed, ==, 3);
}

/* A new command drops what could have been redone. */
static void
test_redo_cleared (void)
{
  BrgHistory *history = brg_history_new ();
  guint destroyed = 0;
  Counter counter = { 0, 1, FALSE, FALSE, &destroyed };
  Counter other = { 0, 10, FALSE, FALSE, &destroyed };
  Notified notified = { 0 };

  core_test_perform (history, counter_command ("A", &counter));
  core_test_perform (history, counter_command ("B", &counter));
  undo (history);
  g_assert_true (brg_history_get_can_redo (history));
  connect_notify (history, &notified);

  core_test_perform (history, counter_command ("C", &other));
  assert_notified (&notified, 0, 1, 1, 1);
  g_assert_false (brg_history_get_can_redo (history));
  g_assert_null (brg_history_get_redo_label (history));
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "C");
  g_assert_cmpuint (destroyed, ==, 1);
  g_assert_false (brg_history_redo (history, NULL));

  undo (history);
  undo (history);
  g_assert_cmpint (counter.value, ==, 0);
  g_assert_cmpint (other.value, ==, 0);
  g_assert_false (brg_history_get_can_undo (history));

  g_assert_finalize_object (history);
  g_assert_cmpuint (destroyed, ==, 3);
}

/* A command that fails leaves both stacks as they were. */
static void
test_failing (void)
{
  BrgHistory *history = brg_history_new ();
  guint destroyed = 0;
  Counter counter = { 0, 1, FALSE, FALSE, &destroyed };
  Counter failing = { 0, 1, TRUE, FALSE, &destroyed };
  Notified notified = { 0 };
  g_autoptr (GError) error = NULL;
  BrgCommand *command;

  core_test_perform (history, counter_command ("Good", &counter));
  connect_notify (history, &notified);

  command = counter_command ("Bad", &failing);
  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Good");
  assert_notified (&notified, 0, 0, 0, 0);
  g_assert_finalize_object (command);

  /* Undo that fails keeps the command to undo. */
  counter.fail_revert = TRUE;
  g_assert_false (brg_history_undo (history, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_assert_true (brg_history_get_can_undo (history));
  g_assert_false (brg_history_get_can_redo (history));
  assert_notified (&notified, 0, 0, 0, 0);

  /* And redo that fails keeps the command to redo. */
  counter.fail_revert = FALSE;
  undo (history);
  counter.fail_apply = TRUE;
  g_assert_false (brg_history_redo (history, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_true (brg_history_get_can_redo (history));
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_cmpint (counter.value, ==, 0);

  g_assert_finalize_object (history);
  g_assert_cmpuint (destroyed, ==, 2);
}

/* Edits of the auction. */

static void
assert_auction (BrgAuction *auction,
                const char *expected)
{
  g_autoptr (GString) calls = g_string_new (NULL);

  for (guint i = 0; i < brg_auction_get_n_calls (auction); i++)
    {
      BrgCall value = brg_auction_get_call (auction, i);

      if (i > 0)
        g_string_append_c (calls, ' ');
      if (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_INSUFFICIENT)
        g_string_append (calls, "^I ");
      if (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_SKIPPED)
        g_string_append (calls, "^S");
      else
        g_string_append (calls, brg_call_to_pbn (value));
    }
  g_assert_cmpstr (calls->str, ==, expected);
}

static void
test_add_call (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgCommand *command;

  add_calls (auction, "1H Pass");

  /* Made now, applied after the auction changed: it adds after the change. */
  command = brg_edit_add_call (auction, call ("3H"), BRG_CALL_FLAGS_NONE);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Add call");
  add_calls (auction, "2H");
  core_test_perform (history, command);
  assert_auction (auction, "1H Pass 2H 3H");
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Add call");

  core_test_perform (history, brg_edit_add_call (auction, call ("Pass"), BRG_CALL_FLAGS_NONE));
  core_test_perform (history, brg_edit_add_call (auction, call ("Pass"), BRG_CALL_FLAGS_NONE));
  core_test_perform (history, brg_edit_add_call (auction, call ("Pass"), BRG_CALL_FLAGS_NONE));
  g_assert_true (brg_auction_is_complete (auction));

  undo (history);
  g_assert_false (brg_auction_is_complete (auction));
  undo (history);
  undo (history);
  undo (history);
  assert_auction (auction, "1H Pass 2H");
  g_assert_cmpstr (brg_history_get_redo_label (history), ==, "Add call");

  redo (history);
  assert_auction (auction, "1H Pass 2H 3H");
  redo (history);
  redo (history);
  redo (history);
  g_assert_true (brg_auction_is_complete (auction));

  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

/* PBN §3.9 (A): an accepted insufficient bid added and undone with its flag. */
static void
test_add_call_insufficient (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_WEST);

  add_calls (auction, "1D");
  core_test_perform (history, brg_edit_add_call (auction, call ("1C"),
                                                 BRG_CALL_FLAGS_INSUFFICIENT));
  assert_auction (auction, "1D ^I 1C");
  core_test_perform (history, brg_edit_add_call (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_SKIPPED));
  assert_auction (auction, "1D ^I 1C ^S");
  undo (history);
  undo (history);
  assert_auction (auction, "1D");
  redo (history);
  redo (history);
  assert_auction (auction, "1D ^I 1C ^S");

  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

/* An illegal call fails to apply and is not recorded. */
static void
test_add_call_illegal (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr (GError) error = NULL;
  BrgCommand *command;
  Notified notified = { 0 };

  core_test_perform (history, brg_edit_add_call (auction, call ("2C"), BRG_CALL_FLAGS_NONE));
  connect_notify (history, &notified);

  command = brg_edit_add_call (auction, call ("1H"), BRG_CALL_FLAGS_NONE);
  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  g_clear_error (&error);
  g_object_unref (command);

  /* Doubling partner. */
  core_test_perform (history, brg_edit_add_call (auction, call ("Pass"), BRG_CALL_FLAGS_NONE));
  command = brg_edit_add_call (auction, call ("X"), BRG_CALL_FLAGS_NONE);
  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  g_object_unref (command);

  assert_auction (auction, "2C Pass");
  assert_notified (&notified, 0, 0, 0, 0);
  undo (history);
  undo (history);
  assert_auction (auction, "");
  g_assert_false (brg_history_get_can_undo (history));

  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

static void
test_remove_last_call (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_WEST);
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (GError) error = NULL;
  BrgCommand *command;

  add_calls (auction, "1D");
  g_assert_true (brg_auction_add_call_full (auction, call ("1C"), BRG_CALL_FLAGS_INSUFFICIENT,
                                            &error));
  annotation->suffix = BRG_SUFFIX_POOR;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 20);
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "accepted");
  brg_auction_set_annotation (auction, 1, annotation);

  /* Made before another call: it removes the last call when applied. */
  command = brg_edit_remove_last_call (auction);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Remove call");
  g_assert_true (brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_SKIPPED,
                                            &error));
  g_assert_no_error (error);
  core_test_perform (history, command);
  assert_auction (auction, "1D ^I 1C");

  core_test_perform (history, brg_edit_remove_last_call (auction));
  assert_auction (auction, "1D");
  g_assert_null (brg_auction_get_annotation (auction, 0));

  /* Undo brings back the same call, its flags and its annotation. */
  undo (history);
  assert_auction (auction, "1D ^I 1C");
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 1), annotation));
  g_assert_true (brg_auction_get_annotation (auction, 1) != annotation);
  undo (history);
  assert_auction (auction, "1D ^I 1C ^S");
  g_assert_null (brg_auction_get_annotation (auction, 2));

  redo (history);
  redo (history);
  assert_auction (auction, "1D");
  undo (history);
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 1), annotation));

  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

/* Removing the pass that ended the auction, and back. */
static void
test_remove_last_call_complete (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgContract contract;
  BrgSeat declarer;

  add_calls (auction, "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass");
  brg_auction_set_end_mark (auction, BRG_END_MARK_STOP);
  core_test_perform (history, brg_edit_remove_last_call (auction));
  g_assert_false (brg_auction_is_complete (auction));
  undo (history);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_STOP);
  g_assert_true (brg_auction_get_contract (auction, &contract, &declarer));
  g_assert_cmpuint (contract.level, ==, 5);
  g_assert_cmpint (contract.risk, ==, BRG_RISK_DOUBLED);
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);

  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

static void
test_remove_last_call_empty (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgCommand *command = brg_edit_remove_last_call (auction);
  g_autoptr (GError) error = NULL;

  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_false (brg_history_get_can_undo (history));

  g_assert_finalize_object (command);
  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

/* Edits of the play, on the example game of PBN §1.2 (West leads, hearts). */

static BrgPlay *
new_spec_play (BrgDeal **deal)
{
  BrgPlay *play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_HEARTS);

  *deal = brg_deal_new_from_pbn (SPEC_DEAL, NULL);
  g_assert_nonnull (*deal);
  brg_play_set_deal (play, *deal);
  return play;
}

static void
assert_play (BrgPlay    *play,
             const char *expected)
{
  g_autoptr (GString) cards = g_string_new (NULL);

  for (guint i = 0; i < brg_play_get_n_cards (play); i++)
    {
      BrgPlayFlags flags = brg_play_get_card_flags (play, i);
      g_autofree char *text = brg_card_to_pbn (brg_play_get_card (play, i));

      g_string_append_printf (cards, "%s%s%s%c:%s", i > 0 ? " " : "",
                              flags & BRG_PLAY_FLAGS_REVOKE ? "^R " : "",
                              flags & BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN ? "^L " : "",
                              brg_seat_to_pbn (brg_play_get_card_seat (play, i)), text);
    }
  g_assert_cmpstr (cards->str, ==, expected);
}

static void
test_play_card (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal;
  BrgPlay *play = new_spec_play (&deal);
  BrgCommand *command;

  command = brg_edit_play_card (play, BRG_SEAT_WEST, card ("SK"), BRG_PLAY_FLAGS_NONE);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Play card");
  core_test_perform (history, command);
  core_test_perform (history, brg_edit_play_card (play, BRG_SEAT_NORTH, card ("H3"),
                                                  BRG_PLAY_FLAGS_NONE));
  core_test_perform (history, brg_edit_play_card (play, BRG_SEAT_EAST, card ("S4"),
                                                  BRG_PLAY_FLAGS_NONE));
  core_test_perform (history, brg_edit_play_card (play, BRG_SEAT_SOUTH, card ("S3"),
                                                  BRG_PLAY_FLAGS_NONE));
  assert_play (play, "W:SK N:H3 E:S4 S:S3");
  g_assert_cmpint (brg_play_get_trick_winner (play, 0), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_NORTH);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Play card");

  undo (history);
  assert_play (play, "W:SK N:H3 E:S4");
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_play_get_n_complete_tricks (play), ==, 0);
  undo (history);
  undo (history);
  undo (history);
  assert_play (play, "");
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_WEST);

  redo (history);
  redo (history);
  redo (history);
  redo (history);
  assert_play (play, "W:SK N:H3 E:S4 S:S3");
  g_assert_cmpuint (brg_play_get_tricks_won (play, BRG_SIDE_NS), ==, 1);

  g_assert_finalize_object (history);
  g_assert_finalize_object (play);
  g_assert_finalize_object (deal);
}

/* PBN §3.9 (C): a revoke kept as data through undo and redo. */
static void
test_play_card_revoke (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal;
  BrgPlay *play = new_spec_play (&deal);

  /* West leads DJ; North holds diamonds but discards a club. */
  core_test_perform (history, brg_edit_play_card (play, BRG_SEAT_WEST, card ("DJ"),
                                                  BRG_PLAY_FLAGS_NONE));
  core_test_perform (history, brg_edit_play_card (play, BRG_SEAT_NORTH, card ("C2"),
                                                  BRG_PLAY_FLAGS_REVOKE));
  assert_play (play, "W:DJ ^R N:C2");
  undo (history);
  assert_play (play, "W:DJ");
  redo (history);
  assert_play (play, "W:DJ ^R N:C2");

  g_assert_finalize_object (history);
  g_assert_finalize_object (play);
  g_assert_finalize_object (deal);
}

static void
test_play_card_illegal (void)
{
  static const struct { BrgSeat seat; const char *card; int code; } cases[] = {
    { BRG_SEAT_NORTH, "H3", BRG_MODEL_ERROR_NOT_YOUR_TURN },
    { BRG_SEAT_WEST, "SA", BRG_MODEL_ERROR_CARD_NOT_HELD },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BrgHistory *history = brg_history_new ();
      BrgDeal *deal;
      BrgPlay *play = new_spec_play (&deal);
      BrgCommand *command;
      g_autoptr (GError) error = NULL;

      command = brg_edit_play_card (play, cases[i].seat, card (cases[i].card),
                                    BRG_PLAY_FLAGS_NONE);
      g_assert_false (brg_history_perform (history, command, &error));
      g_assert_error (error, BRG_MODEL_ERROR, cases[i].code);
      g_assert_false (brg_history_get_can_undo (history));
      g_assert_cmpuint (brg_play_get_n_cards (play), ==, 0);

      g_assert_finalize_object (command);
      g_assert_finalize_object (history);
      g_assert_finalize_object (play);
      g_assert_finalize_object (deal);
    }
}

static void
test_remove_last_card (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal;
  BrgPlay *play = new_spec_play (&deal);
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (GError) error = NULL;
  BrgCommand *command;

  /* PBN §3.9 (D): East leads out of turn, the others follow from East. */
  g_assert_true (brg_play_play_card_full (play, BRG_SEAT_EAST, card ("DT"),
                                          BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN, &error));
  g_assert_no_error (error);
  annotation->suffix = BRG_SUFFIX_VERY_GOOD;
  brg_annotation_add_nag (annotation, 200);
  brg_annotation_add_comment (annotation, BRG_COMMENT_LINE, "out of turn");
  brg_play_set_annotation (play, 0, annotation);

  /* Made before the next card: it takes back the last card when applied. */
  command = brg_edit_remove_last_card (play);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Take back card");
  play_cards (play, "D3");
  core_test_perform (history, command);
  assert_play (play, "^L E:DT");

  core_test_perform (history, brg_edit_remove_last_card (play));
  assert_play (play, "");

  undo (history);
  assert_play (play, "^L E:DT");
  g_assert_true (brg_annotation_equal (brg_play_get_annotation (play, 0), annotation));
  g_assert_cmpint (brg_play_get_next_seat (play), ==, BRG_SEAT_SOUTH);
  undo (history);
  assert_play (play, "^L E:DT S:D3");
  g_assert_null (brg_play_get_annotation (play, 1));

  redo (history);
  redo (history);
  assert_play (play, "");
  undo (history);
  g_assert_true (brg_annotation_equal (brg_play_get_annotation (play, 0), annotation));

  g_assert_finalize_object (history);
  g_assert_finalize_object (play);
  g_assert_finalize_object (deal);
}

/* Taking back a card after a claim brings the claim back too. */
static void
test_remove_last_card_claimed (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal;
  BrgPlay *play = new_spec_play (&deal);
  g_autoptr (GError) error = NULL;

  play_cards (play, "SK H3 S4 S3");
  g_assert_true (brg_play_claim (play, 8, &error));
  g_assert_no_error (error);
  g_assert_true (brg_play_is_complete (play));

  core_test_perform (history, brg_edit_remove_last_card (play));
  assert_play (play, "W:SK N:H3 E:S4");
  undo (history);
  assert_play (play, "W:SK N:H3 E:S4 S:S3");
  g_assert_cmpint (brg_play_get_claim (play), ==, 8);
  g_assert_true (brg_play_is_complete (play));
  g_assert_cmpuint (brg_play_get_declarer_tricks (play), ==, 9);

  g_assert_finalize_object (history);
  g_assert_finalize_object (play);
  g_assert_finalize_object (deal);
}

static void
test_remove_last_card_empty (void)
{
  BrgHistory *history = brg_history_new ();
  BrgPlay *play = brg_play_new (BRG_SEAT_WEST, BRG_STRAIN_NOTRUMP);
  BrgCommand *command = brg_edit_remove_last_card (play);
  g_autoptr (GError) error = NULL;

  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_false (brg_history_get_can_undo (history));

  g_assert_finalize_object (command);
  g_assert_finalize_object (history);
  g_assert_finalize_object (play);
}

/* Edits of the deal. */

static void
test_move_card (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal = brg_deal_new_from_pbn ("N:AK... Q... - -", NULL);
  g_autoptr (BrgDeal) before = brg_deal_copy (deal);
  g_autoptr (BrgDeal) after = NULL;
  BrgCommand *command;

  command = brg_edit_move_card (deal, card ("SA"), BRG_SEAT_EAST);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Move card");
  core_test_perform (history, command);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 1);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_EAST), ==, 2);
  after = brg_deal_copy (deal);

  undo (history);
  g_assert_true (brg_deal_equal (deal, before));
  redo (history);
  g_assert_true (brg_deal_equal (deal, after));

  g_assert_finalize_object (history);
  g_assert_finalize_object (deal);
}

/* Giving a card to an unknown hand makes it known; undo makes it unknown. */
static void
test_move_card_unknown_hand (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal = brg_deal_new_from_pbn ("N:AK... Q... - -", NULL);
  g_autoptr (BrgDeal) before = brg_deal_copy (deal);

  core_test_perform (history, brg_edit_move_card (deal, card ("SK"), BRG_SEAT_SOUTH));
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SK")), ==, BRG_SEAT_SOUTH);

  /* A card nobody held. */
  core_test_perform (history, brg_edit_move_card (deal, card ("C2"), BRG_SEAT_WEST));
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_WEST));

  undo (history);
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_WEST));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("C2")), ==, BRG_SEAT_NONE);
  undo (history);
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_true (brg_deal_equal (deal, before));

  /* A known empty hand stays known after undo. */
  g_assert_true (brg_deal_set_hand (deal, BRG_SEAT_SOUTH, 0, NULL));
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_object_unref (before);
  before = brg_deal_copy (deal);
  core_test_perform (history, brg_edit_move_card (deal, card ("SK"), BRG_SEAT_SOUTH));
  undo (history);
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_SOUTH), ==, 0);
  g_assert_true (brg_deal_equal (deal, before));

  g_assert_finalize_object (history);
  g_assert_finalize_object (deal);
}

/* Seat NONE takes the card away. */
static void
test_move_card_away (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal = brg_deal_new_from_pbn ("N:AK... Q... - -", NULL);
  g_autoptr (BrgDeal) before = brg_deal_copy (deal);

  core_test_perform (history, brg_edit_move_card (deal, card ("SQ"), BRG_SEAT_NONE));
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SQ")), ==, BRG_SEAT_NONE);
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_EAST), ==, 0);
  undo (history);
  g_assert_true (brg_deal_equal (deal, before));
  redo (history);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SQ")), ==, BRG_SEAT_NONE);

  /* To its own holder, or a free card to nobody: nothing changes. */
  g_object_unref (before);
  before = brg_deal_copy (deal);
  core_test_perform (history, brg_edit_move_card (deal, card ("SA"), BRG_SEAT_NORTH));
  core_test_perform (history, brg_edit_move_card (deal, card ("SQ"), BRG_SEAT_NONE));
  g_assert_true (brg_deal_equal (deal, before));
  undo (history);
  undo (history);
  g_assert_true (brg_deal_equal (deal, before));

  g_assert_finalize_object (history);
  g_assert_finalize_object (deal);
}

/* Captured when applied: the holder at that time comes back. */
static void
test_move_card_captured_on_apply (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal = brg_deal_new_from_pbn ("N:AK... Q... - -", NULL);
  BrgCommand *command = brg_edit_move_card (deal, card ("SA"), BRG_SEAT_EAST);

  g_assert_true (brg_deal_take_card (deal, card ("SA")));
  g_assert_true (brg_deal_give_card (deal, BRG_SEAT_WEST, card ("SA"), NULL));
  core_test_perform (history, command);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_EAST);
  undo (history);
  g_assert_cmpint (brg_deal_get_holder (deal, card ("SA")), ==, BRG_SEAT_WEST);
  g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 1);

  g_assert_finalize_object (history);
  g_assert_finalize_object (deal);
}

/* A full hand cannot take another card: nothing changes, nothing is recorded. */
static void
test_move_card_full_hand (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal = brg_deal_new_from_pbn (SPEC_DEAL, NULL);
  g_autoptr (BrgDeal) before = brg_deal_copy (deal);
  BrgCommand *command = brg_edit_move_card (deal, card ("SA"), BRG_SEAT_NORTH);
  g_autoptr (GError) error = NULL;

  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL);
  g_assert_true (brg_deal_equal (deal, before));
  g_assert_false (brg_history_get_can_undo (history));

  g_assert_finalize_object (command);
  g_assert_finalize_object (history);
  g_assert_finalize_object (deal);
}

/* Moving cards on a board's deal rewrites the Deal tag, and undo restores it. */
static void
test_move_card_board (void)
{
  BrgHistory *history = brg_history_new ();
  BrgBoard *board = brg_board_new_numbered (1);
  BrgDeal *deal = brg_board_get_deal (board);

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  core_test_perform (history, brg_edit_move_card (deal, card ("SK"), BRG_SEAT_NONE));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==,
                   "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 QT2.AT.J6542.85");
  undo (history);
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, SPEC_DEAL);
  g_assert_true (brg_deal_is_complete (deal));

  g_assert_finalize_object (history);
  g_assert_finalize_object (board);
}

/* Edits of tags. */

static void
test_set_tag (void)
{
  BrgHistory *history = brg_history_new ();
  BrgBoard *board = brg_board_new ();
  g_autoptr (BrgTag) date = brg_tag_new ("Date", "#");
  g_autoptr (BrgTag) old = NULL;
  BrgCommand *command;

  brg_board_set_tag (board, "Event", "Pairs");
  date->inheritance = BRG_INHERITANCE_PREVIOUS;
  date->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (date->comments, brg_comment_new (BRG_COMMENT_BRACE, "second day"));
  brg_board_insert_tag (board, -1, date);
  brg_board_set_tag (board, "Site", "Oslo");

  /* Captured on apply: the value set after the command was made. */
  command = brg_edit_set_tag (board, "Date", "2026.01.02");
  g_assert_cmpstr (brg_command_get_label (command), ==, "Edit tag");
  old = brg_tag_copy (brg_board_get_nth_tag (board, 1));
  core_test_perform (history, command);
  g_assert_cmpstr (brg_board_get_tag (board, "Date"), ==, "2026.01.02");
  g_assert_cmpint (brg_board_get_nth_tag (board, 1)->inheritance, ==, BRG_INHERITANCE_NONE);

  /* Undo restores value, inheritance and comments where the tag stood. */
  undo (history);
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 3);
  g_assert_true (brg_tag_equal (brg_board_get_nth_tag (board, 1), old));
  g_assert_cmpstr (brg_board_get_nth_tag (board, 1)->name, ==, "Date");
  redo (history);
  g_assert_cmpstr (brg_board_get_nth_tag (board, 1)->value, ==, "2026.01.02");
  g_assert_cmpuint (brg_board_get_nth_tag (board, 1)->comments->len, ==, 1);

  /* A tag that did not exist is removed again. */
  core_test_perform (history, brg_edit_set_tag (board, "Room", "Open"));
  g_assert_cmpstr (brg_board_get_nth_tag (board, 3)->name, ==, "Room");
  undo (history);
  g_assert_null (brg_board_lookup_tag (board, "Room"));
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 3);
  redo (history);
  g_assert_cmpstr (brg_board_get_tag (board, "Room"), ==, "Open");

  /* The number follows the Board tag. */
  core_test_perform (history, brg_edit_set_tag (board, "Board", "12"));
  g_assert_cmpuint (brg_board_get_number (board), ==, 12);
  undo (history);
  g_assert_cmpuint (brg_board_get_number (board), ==, 0);

  g_assert_finalize_object (history);
  g_assert_finalize_object (board);
}

/* Setting the Deal tag sets the deal; a bad one marks the board, and undo
 * takes back the mark and the deal. */
static void
test_set_tag_deal (void)
{
  BrgHistory *history = brg_history_new ();
  BrgBoard *board = brg_board_new ();
  BrgDeal *deal = brg_board_get_deal (board);

  core_test_perform (history, brg_edit_set_tag (board, "Deal", SPEC_DEAL));
  g_assert_true (brg_deal_is_complete (deal));

  core_test_perform (history, brg_edit_set_tag (board, "Deal", "N:rubbish"));
  g_assert_true (brg_deal_is_empty (deal));
  g_assert_true (brg_board_get_has_errors (board));

  undo (history);
  g_assert_false (brg_board_get_has_errors (board));
  g_assert_true (brg_deal_is_complete (deal));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, SPEC_DEAL);

  undo (history);
  g_assert_null (brg_board_lookup_tag (board, "Deal"));
  g_assert_true (brg_deal_is_empty (deal));

  redo (history);
  redo (history);
  g_assert_true (brg_board_get_has_errors (board));
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==, "N:rubbish");

  g_assert_finalize_object (history);
  g_assert_finalize_object (board);
}

/* Edits of annotations. */

static BrgAnnotation *
make_annotation (BrgSuffix   suffix,
                 const char *comment)
{
  BrgAnnotation *annotation = brg_annotation_new ();

  annotation->suffix = suffix;
  if (comment != NULL)
    brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, comment);
  return annotation;
}

static void
test_call_annotation (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr (BrgAnnotation) first = make_annotation (BRG_SUFFIX_GOOD, "sound");
  g_autoptr (BrgAnnotation) second = make_annotation (BRG_SUFFIX_POOR, NULL);
  BrgCommand *command;

  add_calls (auction, "1NT Pass 3NT");

  command = brg_edit_set_call_annotation (auction, 2, first);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Annotate call");
  /* The command holds a copy. */
  first->suffix = BRG_SUFFIX_VERY_GOOD;
  core_test_perform (history, command);
  g_assert_cmpint (brg_auction_get_annotation (auction, 2)->suffix, ==, BRG_SUFFIX_GOOD);
  first->suffix = BRG_SUFFIX_GOOD;
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 2), first));

  core_test_perform (history, brg_edit_set_call_annotation (auction, 2, second));
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 2), second));
  core_test_perform (history, brg_edit_set_call_annotation (auction, 2, NULL));
  g_assert_null (brg_auction_get_annotation (auction, 2));

  undo (history);
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 2), second));
  undo (history);
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 2), first));
  undo (history);
  g_assert_null (brg_auction_get_annotation (auction, 2));
  g_assert_null (brg_auction_get_annotation (auction, 0));

  redo (history);
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 2), first));

  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
}

static void
test_card_annotation (void)
{
  BrgHistory *history = brg_history_new ();
  BrgDeal *deal;
  BrgPlay *play = new_spec_play (&deal);
  g_autoptr (BrgAnnotation) annotation = make_annotation (BRG_SUFFIX_SPECULATIVE, "top");
  g_autoptr (BrgAnnotation) old = make_annotation (BRG_SUFFIX_NONE, "old");
  BrgCommand *command;

  play_cards (play, "SK H3");
  brg_play_set_annotation (play, 0, old);

  command = brg_edit_set_card_annotation (play, 0, annotation);
  g_assert_cmpstr (brg_command_get_label (command), ==, "Annotate card");
  core_test_perform (history, command);
  g_assert_true (brg_annotation_equal (brg_play_get_annotation (play, 0), annotation));
  undo (history);
  g_assert_true (brg_annotation_equal (brg_play_get_annotation (play, 0), old));
  g_assert_true (brg_play_get_annotation (play, 0) != old);
  redo (history);
  g_assert_true (brg_annotation_equal (brg_play_get_annotation (play, 0), annotation));
  g_assert_null (brg_play_get_annotation (play, 1));

  g_assert_finalize_object (history);
  g_assert_finalize_object (play);
  g_assert_finalize_object (deal);
}

/* An annotation for a call or card that is not there fails to apply. */
static void
test_annotation_out_of_range (void)
{
  BrgHistory *history = brg_history_new ();
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgPlay *play = brg_play_new (BRG_SEAT_EAST, BRG_STRAIN_SPADES);
  g_autoptr (BrgAnnotation) annotation = make_annotation (BRG_SUFFIX_GOOD, NULL);
  g_autoptr (GError) error = NULL;
  BrgCommand *command;

  add_calls (auction, "1S");
  command = brg_edit_set_call_annotation (auction, 1, annotation);
  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_object_unref (command);

  command = brg_edit_set_card_annotation (play, 0, annotation);
  g_assert_false (brg_history_perform (history, command, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_object_unref (command);

  g_assert_false (brg_history_get_can_undo (history));
  g_assert_finalize_object (history);
  g_assert_finalize_object (auction);
  g_assert_finalize_object (play);
}

/* A command keeps the objects it edits alive. */
static void
test_edit_holds_reference (void)
{
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgCommand *command = brg_edit_add_call (auction, call ("1C"), BRG_CALL_FLAGS_NONE);
  BrgHistory *history = brg_history_new ();

  g_object_add_weak_pointer (G_OBJECT (auction), (gpointer *) &auction);
  g_object_unref (auction);
  g_assert_nonnull (auction);
  core_test_perform (history, command);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 1);

  g_assert_finalize_object (history);
  g_assert_null (auction);
}

/* One history across edits of several kinds, undone to the start. */
static void
test_mixed (void)
{
  BrgHistory *history = brg_history_new ();
  BrgBoard *board = brg_board_new_numbered (1);
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr (BrgBoard) start = NULL;

  brg_board_set_tag (board, "Deal", SPEC_DEAL);
  brg_board_set_auction (board, auction);
  start = brg_board_copy (board);

  core_test_perform (history, brg_edit_add_call (auction, call ("1D"), BRG_CALL_FLAGS_NONE));
  core_test_perform (history, brg_edit_set_tag (board, "Event", "Club"));
  core_test_perform (history, brg_edit_move_card (brg_board_get_deal (board), card ("SA"),
                                                  BRG_SEAT_NONE));
  core_test_perform (history, brg_edit_add_call (auction, call ("1S"), BRG_CALL_FLAGS_NONE));
  core_test_perform (history, brg_edit_set_tag (board, "Board", "2"));
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Edit tag");

  for (guint i = 0; i < 5; i++)
    undo (history);
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 0);
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, brg_board_get_n_tags (start));
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    g_assert_true (brg_tag_equal (brg_board_get_nth_tag (board, i),
                                  brg_board_get_nth_tag (start, i)));
  g_assert_true (brg_deal_equal (brg_board_get_deal (board), brg_board_get_deal (start)));

  g_assert_finalize_object (history);
  g_assert_finalize_object (board);
  g_assert_finalize_object (auction);
}

static void
test_criticals (void)
{
  BrgHistory *history = brg_history_new ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_history_perform (history, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_command_new ("x", NULL, NULL, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_edit_add_call (NULL, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_edit_move_card (NULL, 0, BRG_SEAT_NORTH));
  g_test_assert_expected_messages ();

  g_assert_false (brg_history_get_can_undo (history));
  g_assert_finalize_object (history);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/history/command", test_command);
  g_test_add_func ("/core/history/empty", test_empty);
  g_test_add_func ("/core/history/notify", test_notify);
  g_test_add_func ("/core/history/redo-cleared", test_redo_cleared);
  g_test_add_func ("/core/history/failing", test_failing);
  g_test_add_func ("/core/history/criticals", test_criticals);
  g_test_add_func ("/core/history/edit/add-call", test_add_call);
  g_test_add_func ("/core/history/edit/add-call-irregular", test_add_call_insufficient);
  g_test_add_func ("/core/history/edit/add-call-illegal", test_add_call_illegal);
  g_test_add_func ("/core/history/edit/remove-last-call", test_remove_last_call);
  g_test_add_func ("/core/history/edit/remove-last-call-complete", test_remove_last_call_complete);
  g_test_add_func ("/core/history/edit/remove-last-call-empty", test_remove_last_call_empty);
  g_test_add_func ("/core/history/edit/play-card", test_play_card);
  g_test_add_func ("/core/history/edit/play-card-revoke", test_play_card_revoke);
  g_test_add_func ("/core/history/edit/play-card-illegal", test_play_card_illegal);
  g_test_add_func ("/core/history/edit/remove-last-card", test_remove_last_card);
  g_test_add_func ("/core/history/edit/remove-last-card-claimed", test_remove_last_card_claimed);
  g_test_add_func ("/core/history/edit/remove-last-card-empty", test_remove_last_card_empty);
  g_test_add_func ("/core/history/edit/move-card", test_move_card);
  g_test_add_func ("/core/history/edit/move-card-unknown-hand", test_move_card_unknown_hand);
  g_test_add_func ("/core/history/edit/move-card-away", test_move_card_away);
  g_test_add_func ("/core/history/edit/move-card-captured", test_move_card_captured_on_apply);
  g_test_add_func ("/core/history/edit/move-card-full-hand", test_move_card_full_hand);
  g_test_add_func ("/core/history/edit/move-card-board", test_move_card_board);
  g_test_add_func ("/core/history/edit/set-tag", test_set_tag);
  g_test_add_func ("/core/history/edit/set-tag-deal", test_set_tag_deal);
  g_test_add_func ("/core/history/edit/call-annotation", test_call_annotation);
  g_test_add_func ("/core/history/edit/card-annotation", test_card_annotation);
  g_test_add_func ("/core/history/edit/annotation-out-of-range", test_annotation_out_of_range);
  g_test_add_func ("/core/history/edit/holds-reference", test_edit_holds_reference);
  g_test_add_func ("/core/history/edit/mixed", test_mixed);

  return g_test_run ();
}
