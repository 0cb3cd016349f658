/* test-command-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Groups of commands: one undo step for one user action made of several
 * edits, applied in order and reverted in reverse order, and taken back
 * whole when one of them fails.
 */

#include "config.h"

#include "brg-core.h"

/* A toy model: a string that commands append one letter to. */
typedef struct
{
  GString *text;
  char     letter;
  gboolean fail;
} Append;

static gboolean
append_apply (gpointer   data,
              GError   **error)
{
  Append *edit = data;

  if (edit->fail)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE, "refused");
      return FALSE;
    }
  g_string_append_c (edit->text, edit->letter);
  return TRUE;
}

static gboolean
append_revert (gpointer   data,
               GError   **error)
{
  Append *edit = data;

  g_assert_cmpuint (edit->text->len, >, 0);
  g_assert_cmpint (edit->text->str[edit->text->len - 1], ==, edit->letter);
  g_string_truncate (edit->text, edit->text->len - 1);
  return TRUE;
}

static BrgCommand *
append_new (GString *text,
            char     letter)
{
  Append *edit = g_new0 (Append, 1);

  edit->text = text;
  edit->letter = letter;
  return brg_command_new ("Type", append_apply, append_revert, edit, g_free);
}

static void
test_group (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(BrgCommand) group = brg_command_new_group ("Three letters");
  g_autoptr(GError) error = NULL;

  for (char c = 'a'; c <= 'c'; c++)
    {
      g_autoptr(BrgCommand) child = append_new (text, c);

      brg_command_append (group, child);
    }
  g_assert_cmpuint (brg_command_get_n_children (group), ==, 3);
  g_assert_cmpstr (brg_command_get_label (group), ==, "Three letters");

  g_assert_true (brg_command_apply (group, &error));
  g_assert_cmpstr (text->str, ==, "abc");
  /* append_revert checks that the children are reverted last first. */
  g_assert_true (brg_command_revert (group, &error));
  g_assert_cmpstr (text->str, ==, "");
  g_assert_no_error (error);
}

static void
test_group_failure_rolls_back (void)
{
  g_autoptr(GString) text = g_string_new ("x");
  g_autoptr(BrgCommand) group = brg_command_new_group ("Two letters");
  g_autoptr(BrgCommand) first = append_new (text, 'a');
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(GError) error = NULL;
  Append refusing = { text, 'z', TRUE };
  g_autoptr(BrgCommand) failing = NULL;

  /* The second child fails: the first one is taken back. */
  failing = brg_command_new ("Refused", append_apply, append_revert, &refusing, NULL);
  brg_command_append (group, first);
  brg_command_append (group, failing);

  g_assert_false (brg_history_perform (history, group, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  g_assert_cmpstr (text->str, ==, "x");
  g_assert_false (brg_history_get_can_undo (history));
}

static void
test_group_in_history (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(BrgHistory) history = brg_history_new ();
  g_autoptr(BrgCommand) group = brg_command_new_group ("Word");
  g_autoptr(GError) error = NULL;

  for (char c = 'a'; c <= 'd'; c++)
    {
      g_autoptr(BrgCommand) child = append_new (text, c);

      brg_command_append (group, child);
    }
  g_assert_true (brg_history_perform (history, group, &error));
  g_assert_cmpstr (text->str, ==, "abcd");
  g_assert_cmpstr (brg_history_get_undo_label (history), ==, "Word");

  /* One step back, one step forward. */
  g_assert_true (brg_history_undo (history, &error));
  g_assert_cmpstr (text->str, ==, "");
  g_assert_false (brg_history_get_can_undo (history));
  g_assert_true (brg_history_redo (history, &error));
  g_assert_cmpstr (text->str, ==, "abcd");
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/command/group", test_group);
  g_test_add_func ("/core/command/group-failure", test_group_failure_rolls_back);
  g_test_add_func ("/core/command/group-in-history", test_group_in_history);

  return g_test_run ();
}
