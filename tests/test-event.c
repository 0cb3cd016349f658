/* test-event.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-core.h"

typedef struct
{
  guint position;
  guint removed;
  guint added;
  guint n_items;   /* seen from inside the handler */
} Change;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GArray     *changes)
{
  Change change = { position, removed, added, g_list_model_get_n_items (model) };

  g_array_append_val (changes, change);
}

static void
count_cb (gpointer  instance,
          gpointer  pspec,
          guint    *count)
{
  (*count)++;
}

static void
assert_change (GArray *changes,
               guint   index,
               guint   position,
               guint   removed,
               guint   added)
{
  const Change *change;

  g_assert_cmpuint (index, <, changes->len);
  change = &g_array_index (changes, Change, index);
  g_assert_cmpuint (change->position, ==, position);
  g_assert_cmpuint (change->removed, ==, removed);
  g_assert_cmpuint (change->added, ==, added);
}

/* Boards 1, 2, 3 … so tests can check the order by number. */
static void
assert_numbers (BrgEvent   *event,
                const char *expected)
{
  g_autoptr (GString) numbers = g_string_new (NULL);

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    g_string_append_printf (numbers, "%s%u", i > 0 ? " " : "",
                            brg_board_get_number (brg_event_get_board (event, i)));
  g_assert_cmpstr (numbers->str, ==, expected);
}

static void
test_list_model (void)
{
  BrgEvent *event = brg_event_new ();
  BrgBoard *board = brg_board_new_numbered (1);
  BrgBoard *item;

  g_assert_true (G_IS_LIST_MODEL (event));
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (event)) == BRG_TYPE_BOARD);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (event)), ==, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (event), 0));

  brg_event_append (event, board);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (event)), ==, 1);

  /* get_item returns a new reference; get_board a borrowed one. */
  item = g_list_model_get_item (G_LIST_MODEL (event), 0);
  g_assert_true (item == board);
  g_assert_cmpuint (G_OBJECT (board)->ref_count, ==, 3);
  g_object_unref (item);
  g_assert_cmpuint (G_OBJECT (board)->ref_count, ==, 2);
  g_assert_true (brg_event_get_board (event, 0) == board);
  g_assert_cmpuint (G_OBJECT (board)->ref_count, ==, 2);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (event), 1));
  g_assert_null (g_list_model_get_object (G_LIST_MODEL (event), 7));

  /* The event drops its reference when it goes. */
  g_assert_finalize_object (event);
  g_assert_cmpuint (G_OBJECT (board)->ref_count, ==, 1);
  g_assert_finalize_object (board);
}

/* items-changed exactly as GListStore emits it, for the same operations. */
static void
test_items_changed (void)
{
  BrgEvent *event = brg_event_new ();
  GListStore *store = g_list_store_new (BRG_TYPE_BOARD);
  g_autoptr (GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr (GArray) store_changes = g_array_new (FALSE, FALSE, sizeof (Change));
  BrgBoard *boards[5];

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    boards[i] = brg_board_new_numbered (i + 1);

  g_signal_connect (event, "items-changed", G_CALLBACK (items_changed_cb), changes);
  g_signal_connect (store, "items-changed", G_CALLBACK (items_changed_cb), store_changes);

  brg_event_append (event, boards[0]);
  g_list_store_append (store, boards[0]);
  brg_event_append (event, boards[2]);
  g_list_store_append (store, boards[2]);
  brg_event_insert (event, 1, boards[1]);
  g_list_store_insert (store, 1, boards[1]);
  brg_event_insert (event, 0, boards[3]);
  g_list_store_insert (store, 0, boards[3]);
  brg_event_insert (event, 4, boards[4]);
  g_list_store_insert (store, 4, boards[4]);
  assert_numbers (event, "4 1 2 3 5");
  brg_event_remove (event, 2);
  g_list_store_remove (store, 2);
  brg_event_remove (event, 0);
  g_list_store_remove (store, 0);
  brg_event_remove (event, 2);
  g_list_store_remove (store, 2);
  assert_numbers (event, "1 3");

  assert_change (changes, 0, 0, 0, 1);
  assert_change (changes, 1, 1, 0, 1);
  assert_change (changes, 2, 1, 0, 1);
  assert_change (changes, 3, 0, 0, 1);
  assert_change (changes, 4, 4, 0, 1);
  assert_change (changes, 5, 2, 1, 0);
  assert_change (changes, 6, 0, 1, 0);
  assert_change (changes, 7, 2, 1, 0);
  g_assert_cmpuint (changes->len, ==, 8);

  g_assert_cmpuint (store_changes->len, ==, changes->len);
  for (guint i = 0; i < changes->len; i++)
    {
      const Change *a = &g_array_index (changes, Change, i);
      const Change *b = &g_array_index (store_changes, Change, i);

      g_assert_cmpuint (a->position, ==, b->position);
      g_assert_cmpuint (a->removed, ==, b->removed);
      g_assert_cmpuint (a->added, ==, b->added);
      /* The model already has its new size when the signal runs. */
      g_assert_cmpuint (a->n_items, ==, b->n_items);
    }

  g_assert_finalize_object (event);
  g_assert_finalize_object (store);
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    g_assert_finalize_object (boards[i]);
}

/* A removed board is still alive while items-changed runs. */
static void
removed_alive_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  BrgBoard  **board)
{
  g_assert_true (BRG_IS_BOARD (*board));
  g_assert_cmpuint (G_OBJECT (*board)->ref_count, ==, 1);
}

static void
test_remove_keeps_alive (void)
{
  BrgEvent *event = brg_event_new ();
  BrgBoard *board = brg_board_new ();

  brg_event_append (event, board);
  g_object_unref (board);
  g_signal_connect (event, "items-changed", G_CALLBACK (removed_alive_cb), &board);
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  brg_event_remove (event, 0);
  g_assert_null (board);

  g_assert_finalize_object (event);
}

static void
test_n_items (void)
{
  BrgEvent *event = brg_event_new ();
  BrgBoard *board = brg_board_new ();
  guint notified = 0, n_items = 42;

  g_signal_connect (event, "notify::n-items", G_CALLBACK (count_cb), &notified);

  brg_event_append (event, board);
  g_assert_cmpuint (notified, ==, 1);
  brg_event_insert (event, 0, board);
  g_assert_cmpuint (notified, ==, 2);
  g_object_get (event, "n-items", &n_items, NULL);
  g_assert_cmpuint (n_items, ==, 2);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  brg_event_remove (event, 1);
  g_assert_cmpuint (notified, ==, 3);
  g_object_get (event, "n-items", &n_items, NULL);
  g_assert_cmpuint (n_items, ==, 1);

  /* A change of a board is not a change of the list. */
  brg_board_set_number (board, 3);
  g_assert_cmpuint (notified, ==, 3);

  g_assert_finalize_object (event);
  g_assert_finalize_object (board);
}

static void
test_find (void)
{
  BrgEvent *event = brg_event_new ();
  BrgBoard *a = brg_board_new_numbered (1);
  BrgBoard *b = brg_board_new_numbered (2);
  BrgBoard *copy = brg_board_copy (b);
  guint position = 99;

  brg_event_append (event, a);
  brg_event_append (event, b);
  g_assert_true (brg_event_find (event, b, &position));
  g_assert_cmpuint (position, ==, 1);
  g_assert_true (brg_event_find (event, a, NULL));
  position = 99;
  /* Identity, not equality. */
  g_assert_false (brg_event_find (event, copy, &position));
  g_assert_cmpuint (position, ==, 99);

  g_assert_finalize_object (event);
  g_assert_finalize_object (a);
  g_assert_finalize_object (b);
  g_assert_finalize_object (copy);
}

/* PBN §2.4: file-level escape lines, in order. */
static void
test_escapes (void)
{
  BrgEvent *event = brg_event_new ();
  char line[] = " EXPORT";

  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 0);
  brg_event_add_escape (event, " PBN 2.1");
  brg_event_add_escape (event, line);
  brg_event_add_escape (event, " PBN 2.1");
  line[1] = 'X';

  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 3);
  g_assert_cmpstr (brg_event_get_escape (event, 0), ==, " PBN 2.1");
  g_assert_cmpstr (brg_event_get_escape (event, 1), ==, " EXPORT");
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, " PBN 2.1");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (event)), ==, 0);

  g_assert_finalize_object (event);
}

static void
test_source_encoding (void)
{
  BrgEvent *event = brg_event_new ();
  char name[] = "ISO-8859-1";

  g_assert_null (brg_event_get_source_encoding (event));
  brg_event_set_source_encoding (event, name);
  name[0] = 'X';
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "ISO-8859-1");
  brg_event_set_source_encoding (event, brg_event_get_source_encoding (event));
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "ISO-8859-1");
  brg_event_set_source_encoding (event, "CP1252");
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "CP1252");
  brg_event_set_source_encoding (event, NULL);
  g_assert_null (brg_event_get_source_encoding (event));

  g_assert_finalize_object (event);
}

static void
test_criticals (void)
{
  BrgEvent *event = brg_event_new ();
  BrgBoard *board = brg_board_new ();
  g_autoptr (GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));

  g_signal_connect (event, "items-changed", G_CALLBACK (items_changed_cb), changes);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_event_insert (event, 1, board);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_event_remove (event, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_event_get_board (event, 0));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_event_append (event, NULL);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_event_get_escape (event, 0));
  g_test_assert_expected_messages ();

  g_assert_cmpuint (changes->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 0);
  g_assert_finalize_object (event);
  g_assert_finalize_object (board);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/event/list-model", test_list_model);
  g_test_add_func ("/core/event/items-changed", test_items_changed);
  g_test_add_func ("/core/event/remove-keeps-alive", test_remove_keeps_alive);
  g_test_add_func ("/core/event/property/n-items", test_n_items);
  g_test_add_func ("/core/event/find", test_find);
  g_test_add_func ("/core/event/escapes", test_escapes);
  g_test_add_func ("/core/event/source-encoding", test_source_encoding);
  g_test_add_func ("/core/event/criticals", test_criticals);

  return g_test_run ();
}
