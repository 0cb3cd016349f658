/* test-edit-property.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seeded property test of the edit commands and the history (issue 23):
 * random sequences of the core's edits (calls made, taken back and changed
 * in the middle, contract conflicts resolved, cards, claims, NAGs, notes,
 * comments, deal and board edits) on real boards, with undo and redo
 * interleaved, as the window makes them. After every step:
 *
 * - a command that fails to apply leaves the boards as they were;
 * - undo gives back the exact PBN export of the state before the command,
 *   redo the state after it;
 * - save → reload → export is a fixed point;
 *
 * and at the end undoing everything gives the start's export, redoing
 * everything the end's. The boards are the first ones of the corpus's
 * `baker_olead.pbn` (a lesson of opening leads) when the corpus is there,
 * else our lesson of `tests/data/render/`.
 *
 * FINESSE_PROPERTY_STEPS (default 1500) sets the number of steps, and
 * FINESSE_PROPERTY_SEED a seed; without one, seeds 1 to 3 run. A failure
 * prints its seed and step, so that it runs again alone;
 * FINESSE_PROPERTY_TRACE prints each command, FINESSE_PROPERTY_KINDS (a
 * bit mask) makes only some kinds, FINESSE_PROPERTY_DUMP writes the two
 * exports that differ to /tmp/property-a.pbn and -b.pbn.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-writer.h"
#include "core-test-util.h"

#define N_BOARDS 4

typedef struct
{
  BrgEvent   *event;      /* Owned */
  BrgHistory *history;    /* Owned */
  GRand      *rand;       /* Owned */
  GPtrArray  *states;     /* Owned, of GBytes: the export after each command kept */
  guint       depth;      /* commands on the undo stack */
  guint       seed;
  guint       step;
} Probe;

static GBytes *
export (BrgEvent *event)
{
  return brg_pbn_write_bytes (event, NULL);
}

/* Fails with the first place where @a and @b differ, not two whole files. */
static void
assert_same_bytes (Probe      *p,
                   GBytes     *a,
                   GBytes     *b,
                   const char *what)
{
  gsize n_a, n_b, i = 0;
  const char *x = g_bytes_get_data (a, &n_a);
  const char *y = g_bytes_get_data (b, &n_b);
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  gsize from;

  if (g_bytes_equal (a, b))
    return;
  while (i < n_a && i < n_b && x[i] == y[i])
    i++;
  from = i > 200 ? i - 200 : 0;
  left = g_strndup (x + from, MIN (n_a - from, 400));
  right = g_strndup (y + from, MIN (n_b - from, 400));
  g_test_message ("seed %u, step %u: %s, at byte %" G_GSIZE_FORMAT, p->seed, p->step, what, i);
  if (g_getenv ("FINESSE_PROPERTY_DUMP") != NULL)
    {
      g_file_set_contents ("/tmp/property-a.pbn", x, (gssize) n_a, NULL);
      g_file_set_contents ("/tmp/property-b.pbn", y, (gssize) n_b, NULL);
    }
  g_assert_cmpstr (right, ==, left);
}

static void
assert_export (Probe      *p,
               GBytes     *expected,
               const char *what)
{
  g_autoptr(GBytes) now = export (p->event);

  assert_same_bytes (p, expected, now, what);
}

/* Save → reload → export gives the same bytes. */
static void
assert_fixed_point (Probe *p)
{
  g_autoptr(GBytes) saved = export (p->event);
  g_autoptr(BrgEvent) reloaded = brg_pbn_read_bytes (saved, NULL, NULL);
  g_autoptr(GBytes) again = NULL;

  g_assert_nonnull (reloaded);
  again = export (reloaded);
  assert_same_bytes (p, saved, again, "save, reload, export");
}

static BrgBoard *
some_board (Probe *p)
{
  guint n = brg_event_get_n_boards (p->event);

  if (n == 0)
    return NULL;
  return brg_event_get_board (p->event, (guint) g_rand_int_range (p->rand, 0, (gint32) n));
}

static guint
pick_bit (Probe   *p,
          guint64  set)
{
  guint n = (guint) __builtin_popcountll (set);
  guint k;

  g_assert (n > 0);
  k = (guint) g_rand_int_range (p->rand, 0, (gint32) n);
  for (guint bit = 0; bit < 64; bit++)
    if ((set >> bit) & 1)
      {
        if (k == 0)
          return bit;
        k--;
      }
  g_assert_not_reached ();
}

static const char *const texts[] = {
  "Lead the king.",
  "Lead:\n1. the king\n2. then a club",
  "Count your tricks: !S A K, !H A.",
  "Partner\u2019s 2\u2663 was Stayman.",
  "",
};

/* One random command of the core, or NULL when the one chosen does not
 * apply to the board chosen. */
static BrgCommand *
random_command (Probe *p)
{
  BrgBoard *board = some_board (p);
  guint kind = (guint) g_rand_int_range (p->rand, 0, 19);
  const char *only = g_getenv ("FINESSE_PROPERTY_KINDS");

  /* (A bit mask of the kinds to make, to narrow a failure down.) */
  if (only != NULL && !((g_ascii_strtoull (only, NULL, 0) >> kind) & 1))
    return NULL;
  const char *text = texts[g_rand_int_range (p->rand, 0, G_N_ELEMENTS (texts))];

  if (board == NULL && (kind < 15 || kind > 16))
    return NULL;

  switch (kind)
    {
    case 0: case 1: case 2:
      {
        BrgCallSet legal = brg_board_get_legal_calls (board, BRG_CALL_FLAGS_NONE);

        if (legal == BRG_CALL_SET_EMPTY)
          return NULL;
        /* Passes more often, so that auctions end. */
        if ((legal & BRG_CALL_SET_BIT (BRG_CALL_PASS)) && g_rand_int_range (p->rand, 0, 3) > 0)
          return brg_edit_make_call (board, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE, NULL);
        return brg_edit_make_call (board, (BrgCall) pick_bit (p, legal), BRG_CALL_FLAGS_NONE,
                                   g_rand_int_range (p->rand, 0, 5) == 0 ? "Stayman" : NULL);
      }
    case 3:
      return brg_edit_take_back_call (board);
    case 4: case 5: case 6: case 7:
      {
        BrgSeat seat = brg_board_get_next_player (board);
        BrgCardSet legal;

        if (!BRG_SEAT_IS_VALID (seat))
          return NULL;
        legal = brg_board_get_legal_cards (board, seat, BRG_PLAY_FLAGS_NONE);
        if (legal == BRG_CARD_SET_EMPTY)
          return NULL;
        return brg_edit_make_play (board, seat, (BrgCard) pick_bit (p, legal),
                                   BRG_PLAY_FLAGS_NONE);
      }
    case 8:
      return brg_edit_take_back_card (board);
    case 9:
      return g_rand_boolean (p->rand)
             ? brg_edit_claim (board, (guint) g_rand_int_range (p->rand, 0, 14))
             : brg_edit_withdraw_claim (board);
    case 10:
      {
        BrgAuction *auction = brg_board_get_auction (board);
        guint n = auction != NULL ? brg_auction_get_n_calls (auction) : 0;

        if (n == 0)
          return NULL;
        return brg_edit_set_nag (board, BRG_SECTION_AUCTION,
                                 (guint) g_rand_int_range (p->rand, 0, (gint32) n),
                                 (guint) g_rand_int_range (p->rand, 1, 7),
                                 g_rand_boolean (p->rand));
      }
    case 11:
      {
        guint index = brg_board_get_new_note_index (board, BRG_SECTION_AUCTION);

        if (index > 1 && g_rand_boolean (p->rand))
          return brg_edit_remove_note (board, BRG_SECTION_AUCTION, 1);
        return brg_edit_set_note (board, BRG_SECTION_AUCTION,
                                  g_rand_boolean (p->rand) || index == 1 ? index : 1,
                                  *text != '\0' ? text : "Stayman");
      }
    case 12:
      {
        BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);

        return brg_edit_insert_comment (board, &anchor, 0, text);
      }
    case 13:
      {
        BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);

        if (brg_board_get_n_leading_comments (board) == 0)
          return NULL;
        if (g_rand_boolean (p->rand))
          return brg_edit_remove_comment (board, &anchor, 0);
        return brg_edit_set_comment_text (board, &anchor, 0, text);
      }
    case 14:
      {
        BrgDeal *deal = brg_board_get_deal (board);
        BrgSeat a = (BrgSeat) g_rand_int_range (p->rand, 0, 4);
        BrgSeat b = (BrgSeat) g_rand_int_range (p->rand, 0, 4);

        if (g_rand_boolean (p->rand))
          return brg_edit_set_hidden (board, a, g_rand_boolean (p->rand));
        /* As the deal editor makes it: an edit that takes a played card
         * from the seat that played it is refused (this test found that
         * undo failed after one). */
        if (deal == NULL || a == b)
          return NULL;
        return brg_edit_deal_under_play (board, brg_edit_swap_hands (deal, a, b));
      }
    case 17:
      {
        /* As the auction editor makes them: a call replaced, inserted or
         * deleted in the middle, often an illegal one (then refused). */
        BrgAuction *auction = brg_board_get_auction (board);
        guint n = auction != NULL ? brg_auction_get_n_calls (auction) : 0;
        BrgCallEdit edit = (BrgCallEdit) g_rand_int_range (p->rand, 0, 3);
        BrgCall call = g_rand_int_range (p->rand, 0, 3) == 0
                       ? BRG_CALL_PASS
                       : (BrgCall) g_rand_int_range (p->rand, 0,
                                                     BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP) + 1);

        if (n == 0)
          return NULL;
        return brg_edit_change_call (board, edit, (guint) g_rand_int_range (p->rand, 0, (gint32) n),
                                     call, BRG_CALL_FLAGS_NONE);
      }
    case 18:
      if (!brg_board_get_contract_conflict (board, NULL))
        return NULL;
      return brg_edit_resolve_contract (board, g_rand_boolean (p->rand)
                                                 ? BRG_CONTRACT_SOURCE_TAGS
                                                 : BRG_CONTRACT_SOURCE_AUCTION);
    case 15:
      {
        guint n = brg_event_get_n_boards (p->event);

        if (n == 0 || n >= 2 * N_BOARDS)
          return NULL;
        return brg_edit_duplicate_board (p->event,
                                         (guint) g_rand_int_range (p->rand, 0, (gint32) n));
      }
    case 16:
      {
        guint n = brg_event_get_n_boards (p->event);
        guint position;

        if (n <= 1)
          return NULL;
        position = (guint) g_rand_int_range (p->rand, 0, (gint32) n);
        if (g_rand_boolean (p->rand))
          return brg_edit_remove_boards (p->event, &position, 1);
        return brg_edit_move_boards (p->event, &position, 1,
                                     (guint) g_rand_int_range (p->rand, 0, (gint32) n + 1));
      }
    }
  return NULL;
}

static void
perform (Probe *p)
{
  g_autoptr(BrgCommand) command = random_command (p);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = NULL;

  if (command == NULL)
    return;
  if (g_getenv ("FINESSE_PROPERTY_TRACE") != NULL)
    g_printerr ("step %u: %s\n", p->step, brg_command_get_label (command));
  before = export (p->event);
  /* Each command its own step, as after a pause in typing. */
  brg_history_end_merge (p->history);
  if (!brg_history_perform (p->history, command, &error))
    {
      /* Refused: nothing changed. */
      assert_export (p, before, "a command refused changed the boards");
      return;
    }
  g_ptr_array_set_size (p->states, p->depth + 1);
  g_ptr_array_add (p->states, export (p->event));
  p->depth++;
}

static void
undo (Probe *p)
{
  g_autoptr(GError) error = NULL;

  if (p->depth == 0)
    {
      g_assert_false (brg_history_get_can_undo (p->history));
      return;
    }
  g_assert_true (brg_history_get_can_undo (p->history));
  if (!brg_history_undo (p->history, &error))
    g_test_message ("seed %u, step %u: undo refused: %s", p->seed, p->step, error->message);
  g_assert_no_error (error);
  p->depth--;
  assert_export (p, g_ptr_array_index (p->states, p->depth), "undo");
}

static void
redo (Probe *p)
{
  g_autoptr(GError) error = NULL;

  if (p->depth + 1 >= p->states->len)
    {
      g_assert_false (brg_history_get_can_redo (p->history));
      return;
    }
  g_assert_true (brg_history_get_can_redo (p->history));
  if (!brg_history_redo (p->history, &error))
    g_test_message ("seed %u, step %u: redo refused: %s", p->seed, p->step, error->message);
  g_assert_no_error (error);
  p->depth++;
  assert_export (p, g_ptr_array_index (p->states, p->depth), "redo");
}

static BrgEvent *
read_boards (void)
{
  const char *corpus = core_test_get_corpus ();
  g_autofree char *path = NULL;
  g_autoptr(BrgEvent) all = NULL;
  BrgEvent *event = brg_event_new ();

  /* (Without the corpus, our own lesson: the test runs in a clone.) */
  if (corpus != NULL)
    path = g_build_filename (corpus, "pbn", "baker_olead.pbn", NULL);
  if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);

      all = brg_pbn_read_file (file, NULL, NULL, NULL);
    }
  if (all == NULL)
    all = core_test_read_data_file ("render", "lesson.pbn");
  g_assert_nonnull (all);
  for (guint i = 0; i < MIN (N_BOARDS, brg_event_get_n_boards (all)); i++)
    {
      /* A copy of its own, as read back from its export. */
      g_autofree char *text = brg_pbn_write_board (brg_event_get_board (all, i));
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(BrgEvent) one = brg_pbn_read_snippet (bytes, NULL, NULL);

      brg_event_append (event, brg_event_get_board (one, 0));
    }
  return event;
}

static void
run (guint seed,
     guint steps)
{
  Probe p = { 0 };

  p.event = read_boards ();
  p.history = brg_history_new ();
  p.rand = g_rand_new_with_seed (seed);
  p.states = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  p.seed = seed;
  g_ptr_array_add (p.states, export (p.event));

  for (p.step = 0; p.step < steps; p.step++)
    {
      guint what = (guint) g_rand_int_range (p.rand, 0, 10);

      if (what < 6)
        perform (&p);
      else if (what < 8)
        undo (&p);
      else
        redo (&p);
      assert_fixed_point (&p);
    }

  /* Everything undone: the start; everything redone: the end. */
  while (p.depth > 0)
    undo (&p);
  assert_export (&p, g_ptr_array_index (p.states, 0), "undo all");
  while (p.depth + 1 < p.states->len)
    redo (&p);
  assert_export (&p, g_ptr_array_index (p.states, p.states->len - 1), "redo all");
  g_test_message ("seed %u: %u steps, %u commands kept", seed, steps, p.states->len - 1);

  g_ptr_array_unref (p.states);
  g_rand_free (p.rand);
  g_object_unref (p.history);
  g_object_unref (p.event);
}

static guint
env_uint (const char *name,
          guint       fallback)
{
  const char *value = g_getenv (name);

  return value != NULL && *value != '\0' ? (guint) g_ascii_strtoull (value, NULL, 10) : fallback;
}

static void
test_random (gconstpointer data)
{
  guint seed = GPOINTER_TO_UINT (data);

  run (env_uint ("FINESSE_PROPERTY_SEED", seed), env_uint ("FINESSE_PROPERTY_STEPS", 1500));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("FINESSE_PROPERTY_SEED") != NULL)
    g_test_add_data_func ("/core/edit-property/seed", GUINT_TO_POINTER (0), test_random);
  else
    for (guint seed = 1; seed <= 3; seed++)
      {
        g_autofree char *path = g_strdup_printf ("/core/edit-property/seed-%u", seed);

        g_test_add_data_func (path, GUINT_TO_POINTER (seed), test_random);
      }

  return g_test_run ();
}
