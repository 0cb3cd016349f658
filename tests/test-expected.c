/* test-expected.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Files of our own that exercise the rules the corpus of real files tests
 * (inheritance, commentary at every anchor, `%` lines, tables, notes, NAGs,
 * irregularities, encodings, line ends, partial deals, RBN's labels), so
 * that a clone of the repository alone tests every rule. Each
 * tests/data/expected/NAME.pbn (or .rbn, .rbx) is read as a file is
 * opened, with its format found from its content, and the whole model is
 * written out as text by dump_event() below and compared with
 * NAME.expected: the event, every diagnostic's code and place, and each
 * board's tags, commentary, deal, auction with its annotations, play,
 * notes, and what the board reads from its tags.
 *
 * The .expected files are written by hand or with
 *   FINESSE_UPDATE_EXPECTED=1 meson test -C build test-expected
 * and then read line by line against the input and the standard before
 * they are committed: they are the rules, not a record of what the code
 * happens to do.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

static const char *
seat_name (BrgSeat seat)
{
  static const char * const names[] = { "N", "E", "S", "W" };

  return BRG_SEAT_IS_VALID (seat) ? names[seat] : "-";
}

/* Text on one line: line ends, tabs, backslashes and control characters
 * escaped; everything else, UTF-8 included, as it is. */
static void
append_text (GString    *out,
             const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\\' || c == '"')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

static void
append_comments (GString    *out,
                 const char *indent,
                 GPtrArray  *comments)
{
  static const char * const kinds[] = { "{}", ";", "%", "token" };

  for (guint i = 0; comments != NULL && i < comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, i);

      g_string_append_printf (out, "%scomment %s ", indent, kinds[comment->kind]);
      append_text (out, comment->text);
      g_string_append_c (out, '\n');
    }
}

static void
append_annotation (GString             *out,
                   const BrgAnnotation *annotation)
{
  if (annotation == NULL)
    {
      g_string_append_c (out, '\n');
      return;
    }
  if (annotation->suffix != BRG_SUFFIX_NONE)
    g_string_append_printf (out, " suffix %s", brg_suffix_to_pbn (annotation->suffix));
  if (annotation->note != 0)
    g_string_append_printf (out, " note %u", annotation->note);
  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    g_string_append_printf (out, " $%u", g_array_index (annotation->nags, guint8, i));
  g_string_append_c (out, '\n');
  append_comments (out, "      ", annotation->comments);
}

static void
append_note (GString       *out,
             const char    *section,
             const BrgNote *note)
{
  g_string_append_printf (out, "  %s note %u ", section, note->index);
  append_text (out, note->text);
  g_string_append_c (out, '\n');
  append_comments (out, "    ", note->comments);
}

static const char *
end_mark_name (BrgEndMark mark)
{
  return mark == BRG_END_MARK_STOP ? "*" : mark == BRG_END_MARK_CONTINUE ? "+" : "none";
}

static void
append_auction (GString    *out,
                BrgAuction *auction)
{
  BrgContract contract;
  BrgSeat declarer;

  g_string_append_printf (out, "  auction dealer %s end %s complete %s\n",
                          seat_name (brg_auction_get_dealer (auction)),
                          end_mark_name (brg_auction_get_end_mark (auction)),
                          brg_auction_is_complete (auction) ? "yes" : "no");
  for (guint i = 0; i < brg_auction_get_n_calls (auction); i++)
    {
      BrgCallFlags flags = brg_auction_get_call_flags (auction, i);
      BrgCall call = brg_auction_get_call (auction, i);

      g_string_append_printf (out, "    %u %s %s%s%s%s", i + 1,
                              seat_name (brg_auction_get_call_seat (auction, i)),
                              BRG_CALL_IS_VALID (call) ? brg_call_to_pbn (call) : "-",
                              (flags & BRG_CALL_FLAGS_INSUFFICIENT) ? " ^I" : "",
                              (flags & BRG_CALL_FLAGS_SKIPPED) ? " ^S" : "",
                              (flags & BRG_CALL_FLAGS_UNKNOWN) ? " unknown" : "");
      append_annotation (out, brg_auction_get_annotation (auction, i));
    }
  for (guint i = 0; i < brg_auction_get_n_notes (auction); i++)
    append_note (out, "auction", brg_auction_get_nth_note (auction, i));
  if (brg_auction_get_contract (auction, &contract, &declarer))
    {
      g_autofree char *text = brg_contract_to_pbn (&contract);

      g_string_append_printf (out, "  auction contract %s by %s\n", text, seat_name (declarer));
    }
}

static void
append_play (GString *out,
             BrgPlay *play)
{
  static const char * const strains[] = { "C", "D", "H", "S", "NT" };

  g_string_append_printf (out, "  play leader %s trumps %s tricks %u end %s complete %s\n",
                          seat_name (brg_play_get_leader (play)), strains[brg_play_get_trumps (play)],
                          brg_play_get_total_tricks (play),
                          end_mark_name (brg_play_get_end_mark (play)),
                          brg_play_is_complete (play) ? "yes" : "no");
  for (guint i = 0; i < brg_play_get_n_cards (play); i++)
    {
      BrgPlayFlags flags = brg_play_get_card_flags (play, i);
      BrgCard card = brg_play_get_card (play, i);
      g_autofree char *text = BRG_CARD_IS_VALID (card) ? brg_card_to_pbn (card) : g_strdup ("-");

      g_string_append_printf (out, "    %u %s %s%s%s", i + 1,
                              seat_name (brg_play_get_card_seat (play, i)), text,
                              (flags & BRG_PLAY_FLAGS_REVOKE) ? " ^R" : "",
                              (flags & BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN) ? " ^L" : "");
      append_annotation (out, brg_play_get_annotation (play, i));
    }
  for (guint i = 0; i < brg_play_get_n_tricks (play); i++)
    g_string_append_printf (out, "  trick %u led by %s won by %s\n", i + 1,
                            seat_name (brg_play_get_trick_leader (play, i)),
                            seat_name (brg_play_get_trick_winner (play, i)));
  for (guint i = 0; i < brg_play_get_n_notes (play); i++)
    append_note (out, "play", brg_play_get_nth_note (play, i));
  if (brg_play_get_claim (play) >= 0)
    g_string_append_printf (out, "  play claim %d\n", brg_play_get_claim (play));
}

/* A table as PBN §5.2 reads it: its columns, then its rows' values. */
static void
append_table (GString      *out,
              const BrgTag *tag)
{
  static const char orders[] = " +-";
  static const char alignments[] = " LR";
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgPbnTable) table = brg_pbn_table_new_from_tag (tag, &error);

  if (table == NULL)
    {
      g_string_append_printf (out, "    table none: %s\n",
                              g_quark_to_string (error->domain));
      return;
    }
  for (guint c = 0; c < brg_pbn_table_get_n_columns (table); c++)
    {
      const BrgPbnColumn *column = brg_pbn_table_get_column (table, c);

      g_string_append_printf (out, "    column %s order '%c' width %u align '%c'\n", column->name,
                              orders[column->order], column->width,
                              alignments[column->alignment]);
    }
  for (guint r = 0; r < brg_pbn_table_get_n_rows (table); r++)
    {
      g_string_append (out, "    row");
      for (guint c = 0; c < brg_pbn_table_get_n_columns (table); c++)
        {
          g_autofree char *value = brg_pbn_table_dup_value (table, r, c);

          g_string_append_c (out, ' ');
          append_text (out, value);
        }
      g_string_append_c (out, '\n');
    }
}

static void
append_board (GString  *out,
              BrgBoard *board,
              guint     index)
{
  static const char * const inheritance[] = { "", " #", " ##", " implicit" };
  BrgDeal *deal = brg_board_get_deal (board);
  BrgVulnerability vulnerability;
  BrgContract contract;
  BrgSeat declarer;

  g_string_append_printf (out, "board %u%s\n", index,
                          brg_board_get_has_errors (board) ? " has errors" : "");
  for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
    {
      g_autoptr(GPtrArray) one = g_ptr_array_new ();

      g_ptr_array_add (one, (gpointer) brg_board_get_leading_comment (board, i));
      append_comments (out, "  leading ", one);
    }
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      g_string_append_printf (out, "  tag %s ", tag->name);
      append_text (out, tag->value);
      g_string_append_printf (out, "%s\n", inheritance[tag->inheritance]);
      append_comments (out, "    ", tag->comments);
      for (guint j = 0; tag->section != NULL && j < tag->section->len; j++)
        {
          g_string_append (out, "    section ");
          append_text (out, g_ptr_array_index (tag->section, j));
          g_string_append_c (out, '\n');
        }
      if (brg_pbn_tag_get_kind (tag->name) == BRG_PBN_TAG_KIND_TABLE)
        append_table (out, tag);
    }

  if (!brg_deal_is_empty (deal))
    {
      g_autofree char *text = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);

      g_string_append_printf (out, "  deal %s%s\n", text,
                              brg_deal_is_end_position (deal) ? " end position" : "");
    }
  if (brg_board_get_auction (board) != NULL)
    append_auction (out, brg_board_get_auction (board));
  if (brg_board_get_play (board) != NULL)
    append_play (out, brg_board_get_play (board));

  /* What the board reads from its tags. */
  g_string_append_printf (out, "  number %u dealer %s", brg_board_get_number (board),
                          seat_name (brg_board_get_dealer (board)));
  if (brg_board_get_vulnerability (board, &vulnerability))
    g_string_append_printf (out, " vulnerable %s", brg_vulnerability_to_pbn (vulnerability));
  if (brg_board_get_contract (board, &contract, &declarer))
    {
      g_autofree char *text = brg_contract_to_pbn (&contract);

      g_string_append_printf (out, " contract %s by %s", text, seat_name (declarer));
    }
  g_string_append_printf (out, " tricks %d\n", brg_board_get_declarer_tricks (board));
}

/* The whole event as text, one fact a line. */
static char *
dump_event (BrgEvent  *event,
            GPtrArray *diagnostics)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "encoding %s\n", brg_event_get_source_encoding (event));
  for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
    {
      g_string_append (out, "escape ");
      append_text (out, brg_event_get_escape (event, i));
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *d = g_ptr_array_index (diagnostics, i);

      g_string_append_printf (out, "diagnostic %u:%u %s %s board %u\n", d->line, d->column,
                              d->severity == BRG_SEVERITY_ERROR ? "error" : "warning", d->code,
                              d->board);
    }
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    append_board (out, brg_event_get_board (event, i), i + 1);
  return g_string_free (out, FALSE);
}

static void
test_expected (gconstpointer data)
{
  const char *path = data;
  g_autofree char *base = g_strndup (path, strrchr (path, '.') - path);
  g_autofree char *expected_path = g_strconcat (base, ".expected", NULL);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *dump = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  event = brg_import_bytes (bytes, name, &diagnostics, &error);
  g_assert_no_error (error);
  dump = dump_event (event, diagnostics);

  if (g_getenv ("FINESSE_UPDATE_EXPECTED") != NULL)
    {
      g_assert_true (g_file_set_contents (expected_path, dump, -1, NULL));
      g_test_message ("wrote %s", expected_path);
      return;
    }

  if (!g_file_get_contents (expected_path, &expected, NULL, &error))
    g_error ("%s has no %s.expected: %s", name, base, error->message);
  g_assert_cmpstr (dump, ==, expected);
  g_assert_finalize_object (g_steal_pointer (&event));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *folder = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_test_init (&argc, &argv, NULL);

  folder = g_test_build_filename (G_TEST_DIST, "data", "expected", NULL);
  dir = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (dir);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (!g_str_has_suffix (entry, ".expected") && !g_str_has_suffix (entry, ".md"))
      g_ptr_array_add (names, g_strdup (entry));
  g_ptr_array_sort (names, (GCompareFunc) core_test_compare_strings);
  g_assert_cmpuint (names->len, >, 0);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strdup_printf ("/core/expected/%s", file);

      g_test_add_data_func_full (test_path, g_build_filename (folder, file, NULL), test_expected,
                                 g_free);
    }

  return g_test_run ();
}
