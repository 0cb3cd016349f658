/* test-result.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Result tag (PBN §3.4.15) has one reading, brg_result_from_pbn(), and
 * the reader, the board and the writer agree on what a value means: the
 * reader accepts or reports it, the board gives declarer's tricks, and the
 * writer writes those tricks in export form.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* brg_result_from_pbn() on its own: every form of §3.4.15. */
static void
test_parse (void)
{
  static const struct
  {
    const char *text;
    gboolean    valid;
    int         tricks, ns, ew;
    gboolean    differs;
  } cases[] = {
    { "9", TRUE, 9, -1, -1, FALSE },
    { "0", TRUE, 0, -1, -1, FALSE },
    { "13", TRUE, 13, -1, -1, FALSE },
    { "NS 9", TRUE, -1, 9, -1, FALSE },
    { "NS  9", TRUE, -1, 9, -1, FALSE },          /* import format: any white space */
    { " EW\t4 ", TRUE, -1, -1, 4, FALSE },
    { "ns 9", TRUE, -1, 9, -1, FALSE },
    { "NS 9 EW 4", TRUE, -1, 9, 4, FALSE },
    { "EW 4  NS 9", TRUE, -1, 9, 4, FALSE },
    { "^8", TRUE, 8, -1, -1, TRUE },
    { "^ NS 8", TRUE, -1, 8, -1, TRUE },
    { "", FALSE }, { "?", FALSE }, { "14", FALSE }, { "NS", FALSE }, { "NS9", FALSE },
    { "NS 9 NS 4", FALSE }, { "NS 9 EW", FALSE }, { "9 tricks", FALSE }, { "C-2", FALSE },
    { "NS 9 EW 4 NS 1", FALSE }, { "-1", FALSE }, { "^", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BrgResult result = { 0 };
      gboolean valid = brg_result_from_pbn (cases[i].text, &result);

      g_test_message ("Result \"%s\"", cases[i].text);
      g_assert_cmpint (valid, ==, cases[i].valid);
      if (!valid)
        continue;
      g_assert_cmpint (result.tricks, ==, cases[i].tricks);
      g_assert_cmpint (result.ns, ==, cases[i].ns);
      g_assert_cmpint (result.ew, ==, cases[i].ew);
      g_assert_cmpint (result.differs, ==, cases[i].differs);
    }
}

/* Declarer's tricks from each form: the side's own, else the rest of the
 * board's tricks. */
static void
test_declarer_tricks (void)
{
  BrgResult result;

  g_assert_true (brg_result_from_pbn ("EW 4", &result));
  g_assert_cmpint (brg_result_get_declarer_tricks (&result, BRG_SEAT_SOUTH, 13), ==, 9);
  g_assert_cmpint (brg_result_get_declarer_tricks (&result, BRG_SEAT_WEST, 13), ==, 4);
  g_assert_cmpint (brg_result_get_declarer_tricks (&result, BRG_SEAT_NONE, 13), ==, -1);
  /* An end position of five tricks (PBN §3.10). */
  g_assert_cmpint (brg_result_get_declarer_tricks (&result, BRG_SEAT_NORTH, 5), ==, 1);
  g_assert_cmpint (brg_result_get_declarer_tricks (&result, BRG_SEAT_NORTH, 3), ==, -1);
  g_assert_true (brg_result_from_pbn ("7", &result));
  g_assert_cmpint (brg_result_get_declarer_tricks (&result, BRG_SEAT_NONE, 13), ==, 7);
}

typedef struct
{
  const char *value;
  const char *declarer;
  gboolean    valid;     /* for the reader */
  int         tricks;    /* for the board */
  const char *written;   /* by the writer */
} Case;

static const Case cases[] = {
  { "9", "S", TRUE, 9, "9" },
  { "NS 9", "S", TRUE, 9, "9" },
  { "NS  9", "S", TRUE, 9, "9" },
  { "NS  9", "E", TRUE, 4, "4" },
  { "\tNS 9 ", "W", TRUE, 4, "4" },
  { "EW 4", "S", TRUE, 9, "9" },
  { "ns 9", "N", TRUE, 9, "9" },
  { "NS 9 EW 4", "E", TRUE, 4, "4" },
  { "EW 4  NS 9", "S", TRUE, 9, "9" },
  { "^NS 8", "S", TRUE, 8, "^8" },
  { "^ 10", "^N", TRUE, 10, "^10" },
  { "NS 9", "^E", TRUE, 4, "4" },
  /* Two sides that do not add up to 13 are reported; declarer's own
   * count is still what the value says. */
  { "NS 9 EW 2", "S", FALSE, 9, "9" },
  /* Not results: reported, unknown to the board, written as they are. */
  { "NS9", "S", FALSE, -1, "NS9" },
  { "14", "S", FALSE, -1, "14" },
  { "C-2", "S", FALSE, -1, "C-2" },
};

static void
test_agreement (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *text = g_strdup_printf ("[Event \"\"]\n[Declarer \"%s\"]\n[Contract \"4S\"]\n"
                                           "[Result \"%s\"]\n", c->declarer, c->value);
  g_autofree char *expected = g_strdup_printf ("[Result \"%s\"]\r\n", c->written);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GPtrArray) written_diagnostics = NULL;
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_pbn_read_bytes (bytes, &diagnostics, &error);
  g_autofree char *output = NULL;
  BrgBoard *board;

  g_assert_no_error (error);
  board = brg_event_get_board (event, 0);

  /* The reader. */
  g_assert_cmpint (core_test_has_diagnostic (diagnostics, "pbn-invalid-tag"), ==, !c->valid);
  /* The board. */
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, c->tricks);
  /* The writer, which says so when it writes a value as it is. */
  written = brg_pbn_write_bytes (event, &written_diagnostics);
  output = g_strndup (g_bytes_get_data (written, NULL), g_bytes_get_size (written));
  g_assert_nonnull (strstr (output, expected));
  g_assert_cmpint (core_test_has_diagnostic (written_diagnostics, "pbn-write-noncanonical-value"),
                   ==, c->tricks < 0);
}

/* In an end position (PBN §3.10) the defenders' tricks are taken from the
 * tricks there are, by the board and by the writer alike. */
static void
test_end_position (void)
{
  g_autoptr(BrgEvent) event =
    core_test_read_pbn ("[Deal \"N:AK... QJ... T9... 87...\"]\n[Declarer \"N\"]\n"
                        "[Contract \"1NT\"]\n[Result \"EW 1\"]\n");
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autoptr(GBytes) written = NULL;
  g_autofree char *output = NULL;

  g_assert_cmpuint (brg_board_get_total_tricks (board), ==, 2);
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 1);
  written = brg_pbn_write_bytes (event, NULL);
  output = g_strndup (g_bytes_get_data (written, NULL), g_bytes_get_size (written));
  g_assert_nonnull (strstr (output, "[Result \"1\"]\r\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/result/3.4.15-parse", test_parse);
  g_test_add_func ("/core/result/3.4.15-declarer-tricks", test_declarer_tricks);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/result/3.4.15-agreement/%u", i);

      g_test_add_data_func (path, &cases[i], test_agreement);
    }
  g_test_add_func ("/core/result/3.10-end-position", test_end_position);

  return g_test_run ();
}
