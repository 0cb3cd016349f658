/* test-history-merge.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Merging in BrgCommand and BrgHistory: commands with the same merge key
 * performed one after the other are one undo step, as typing is.
 */

#include "config.h"

#include "brg-core.h"
#include "core-test-util.h"

/* A text field: each command sets the whole text, as a keystroke does. */
typedef struct
{
  GString *field;
} Field;

typedef struct
{
  Field *field;
  char  *text;
  char  *old;        /* captured on apply */
} SetText;

static void
set_text_free (gpointer data)
{
  SetText *edit = data;

  g_free (edit->text);
  g_free (edit->old);
  g_free (edit);
}

static gboolean
set_text_apply (gpointer   data,
                GError   **error)
{
  SetText *edit = data;

  g_free (edit->old);
  edit->old = g_strdup (edit->field->field->str);
  g_string_assign (edit->field->field, edit->text);
  return TRUE;
}

static gboolean
set_text_revert (gpointer   data,
                 GError   **error)
{
  SetText *edit = data;

  g_string_assign (edit->field->field, edit->old);
  return TRUE;
}

static guint n_merges;

static gboolean
set_text_merge (gpointer data,
                gpointer newer_data)
{
  SetText *edit = data;
  SetText *newer = newer_data;

  n_merges++;
  g_free (edit->text);
  edit->text = g_strdup (newer->text);
  return TRUE;
}

static gboolean
refuse_merge (gpointer data,
              gpointer newer_data)
{
  return FALSE;
}

static BrgCommand *
set_text (Field      *field,
          const char *text,
          const char *key)
{
  SetText *edit = g_new0 (SetText, 1);
  BrgCommand *command;

  edit->field = field;
  edit->text = g_strdup (text);
  command = brg_command_new ("Type", set_text_apply, set_text_revert, edit, set_text_free);
  if (key != NULL)
    brg_command_set_merge (command, key, set_text_merge);
  return command;
}

static guint
count_undo (BrgHistory *history)
{
  guint n = 0;

  while (brg_history_undo (history, NULL))
    n++;
  return n;
}

static void
test_typing (void)
{
  Field field = { g_string_new ("") };
  BrgHistory *history = brg_history_new ();

  n_merges = 0;
  core_test_perform (history, set_text (&field, "T", "comment"));
  core_test_perform (history, set_text (&field, "Th", "comment"));
  core_test_perform (history, set_text (&field, "The", "comment"));
  g_assert_cmpstr (field.field->str, ==, "The");
  g_assert_cmpuint (n_merges, ==, 2);

  /* One undo takes the whole word back; redo brings it back whole. */
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpstr (field.field->str, ==, "");
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_true (brg_history_redo (history, NULL));
  g_assert_cmpstr (field.field->str, ==, "The");

  /* After an undo or a redo, typing starts a new step. */
  core_test_perform (history, set_text (&field, "The ", "comment"));
  g_assert_cmpuint (n_merges, ==, 2);
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpstr (field.field->str, ==, "The");
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpstr (field.field->str, ==, "");

  g_assert_finalize_object (history);
  g_string_free (field.field, TRUE);
}

static void
test_keys (void)
{
  Field field = { g_string_new ("") };
  BrgHistory *history = brg_history_new ();
  BrgCommand *command;

  /* Another key, no key, or a refusing merge function: separate steps. */
  core_test_perform (history, set_text (&field, "a", "one"));
  core_test_perform (history, set_text (&field, "ab", "two"));
  core_test_perform (history, set_text (&field, "abc", NULL));
  core_test_perform (history, set_text (&field, "abcd", NULL));
  command = set_text (&field, "abcde", "two");
  core_test_perform (history, command);
  command = set_text (&field, "abcdef", "x");
  brg_command_set_merge (command, "two", refuse_merge);
  g_assert_cmpstr (brg_command_get_merge_key (command), ==, "two");
  core_test_perform (history, command);
  g_assert_cmpuint (count_undo (history), ==, 6);
  g_assert_cmpstr (field.field->str, ==, "");

  g_assert_finalize_object (history);
  g_string_free (field.field, TRUE);
}

static void
test_end_merge (void)
{
  Field field = { g_string_new ("") };
  BrgHistory *history = brg_history_new ();

  core_test_perform (history, set_text (&field, "a", "comment"));
  core_test_perform (history, set_text (&field, "ab", "comment"));
  brg_history_end_merge (history);
  core_test_perform (history, set_text (&field, "abc", "comment"));
  core_test_perform (history, set_text (&field, "abcd", "comment"));
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpstr (field.field->str, ==, "ab");
  g_assert_true (brg_history_undo (history, NULL));
  g_assert_cmpstr (field.field->str, ==, "");

  /* Clearing ends the run too. */
  core_test_perform (history, set_text (&field, "x", "comment"));
  brg_history_clear (history);
  core_test_perform (history, set_text (&field, "xy", "comment"));
  g_assert_cmpuint (count_undo (history), ==, 1);
  g_assert_cmpstr (field.field->str, ==, "x");

  g_assert_finalize_object (history);
  g_string_free (field.field, TRUE);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_merge_notify (void)
{
  Field field = { g_string_new ("") };
  BrgHistory *history = brg_history_new ();
  guint notified = 0;

  core_test_perform (history, set_text (&field, "a", "comment"));
  g_signal_connect (history, "notify", G_CALLBACK (count_cb), &notified);
  core_test_perform (history, set_text (&field, "ab", "comment"));
  /* The undo step is the same, with the same label: nothing to notify. */
  g_assert_cmpuint (notified, ==, 0);
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Type");

  g_assert_finalize_object (history);
  g_string_free (field.field, TRUE);
}

static void
test_command_merge (void)
{
  Field field = { g_string_new ("") };
  BrgCommand *a = set_text (&field, "a", "k");
  BrgCommand *b = set_text (&field, "b", "k");
  BrgCommand *c = set_text (&field, "c", NULL);

  n_merges = 0;
  g_assert_false (brg_command_merge (a, a));
  g_assert_false (brg_command_merge (a, c));
  g_assert_false (brg_command_merge (c, a));
  g_assert_true (brg_command_merge (a, b));
  g_assert_cmpuint (n_merges, ==, 1);
  g_assert_null (brg_command_get_merge_key (c));

  /* A key without a merge function is refused. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_command_set_merge (c, "k", NULL);
  g_test_assert_expected_messages ();

  /* Removing the key stops merging. */
  brg_command_set_merge (a, NULL, NULL);
  g_assert_false (brg_command_merge (a, b));

  g_assert_finalize_object (a);
  g_assert_finalize_object (b);
  g_assert_finalize_object (c);
  g_string_free (field.field, TRUE);
}

/* The command undo or redo would take: a merged run is the command it
 * started with; perform, undo and redo move it between the stacks. */
static void
test_peek (void)
{
  Field field = { g_string_new ("") };
  g_autoptr(BrgHistory) history = brg_history_new ();
  BrgCommand *first = set_text (&field, "T", "comment");

  g_assert_null (brg_history_peek_undo (history));
  g_assert_null (brg_history_peek_redo (history));

  g_object_ref (first);
  core_test_perform (history, first);
  core_test_perform (history, set_text (&field, "To", "comment"));
  g_assert_true (brg_history_peek_undo (history) == first);
  g_assert_null (brg_history_peek_redo (history));

  g_assert_true (brg_history_undo (history, NULL));
  g_assert_null (brg_history_peek_undo (history));
  g_assert_true (brg_history_peek_redo (history) == first);

  g_assert_true (brg_history_redo (history, NULL));
  g_assert_true (brg_history_peek_undo (history) == first);
  g_assert_null (brg_history_peek_redo (history));

  brg_history_clear (history);
  g_assert_null (brg_history_peek_undo (history));
  g_assert_finalize_object (first);
  g_string_free (field.field, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/history/merge/typing", test_typing);
  g_test_add_func ("/core/history/merge/keys", test_keys);
  g_test_add_func ("/core/history/merge/end", test_end_merge);
  g_test_add_func ("/core/history/merge/notify", test_merge_notify);
  g_test_add_func ("/core/history/merge/command", test_command_merge);
  g_test_add_func ("/core/history/merge/peek", test_peek);

  return g_test_run ();
}
