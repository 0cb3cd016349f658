/* test-pbn-roundtrip.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every PBN file of our own (tests/data) and of the corpus when it is
 * there: export is byte-stable (PGN §3.2.1:
 * export(import(export(x))) = export(x)), and import(export(x)) holds
 * everything import(x) held: boards, deals, calls, cards per seat, tags
 * (inherited values resolving to the same values), notes, commentary and
 * tables (PBN §3.8: comments keep their place).
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-pbn-table.h"

static char *
format_location (const char *file,
                 guint       board,
                 const char *what)
{
  return g_strdup_printf ("%s board %u %s", file, board, what);
}

/* Fails with both sides named when @a and @b differ. */
static void
check_equal (const char *where,
             const char *a,
             const char *b)
{
  if (g_strcmp0 (a, b) != 0)
    {
      g_autofree char *left = g_strdup_printf ("%s: %s", where, a != NULL ? a : "(none)");
      g_autofree char *right = g_strdup_printf ("%s: %s", where, b != NULL ? b : "(none)");

      g_assert_cmpstr (left, ==, right);
    }
}

static void
check_uint (const char *where,
            guint       a,
            guint       b)
{
  if (a != b)
    {
      g_autofree char *left = g_strdup_printf ("%s: %u", where, a);
      g_autofree char *right = g_strdup_printf ("%s: %u", where, b);

      g_assert_cmpstr (left, ==, right);
    }
}

/* PBN §2.3: no line over 255 characters with its line end, but for the
 * lines the writer warned of (a single value that cannot be split). */
static void
check_line_lengths (const char *name,
                    GBytes     *bytes,
                    GPtrArray  *diagnostics)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  const char *end = data + size;
  guint n_long = 0, n_warned = 0;

  for (const char *line = data; line < end;)
    {
      const char *eol = memchr (line, '\n', (gsize) (end - line));
      const char *next = eol != NULL ? eol + 1 : end;
      guint n_chars = 0;

      /* Characters, not bytes: a UTF-8 file counts each once. */
      for (const char *p = line; p < next; p++)
        n_chars += ((guchar) *p & 0xc0) != 0x80;
      if (n_chars > 255)
        n_long++;
      line = next;
    }

  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    if (strcmp (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->code,
                "pbn-write-long-line") == 0)
      n_warned++;

  check_uint (name, n_long, n_warned);
}

/* Whether the file being checked was exported with flowed comments. */
static gboolean export_flowed;

/* What export format does to text: no tabs or control characters, CRLF
 * line ends read back as the reader stores them, and in brace comments
 * no `}` (PBN §2.3, §3.8). A flowed export (RFC 3676 §4.1) ends no line
 * that a hard line end follows with a space. */
static char *
canonical_text (const char *text,
                gboolean    brace)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (brace && export_flowed && (c == '\r' || c == '\n'))
        while (out->len > 0 && (out->str[out->len - 1] == ' ' || out->str[out->len - 1] == '\t'))
          g_string_truncate (out, out->len - 1);

      if (brace && c == '\r')
        {
          if (p[1] != '\n')
            g_string_append_c (out, '\n');
        }
      else if (brace && c == '\n')
        g_string_append_c (out, '\n');
      else if (brace && c == '}')
        g_string_append_c (out, ')');
      else if (c < 0x20 || c == 0x7f)
        g_string_append_c (out, ' ');
      else
        g_string_append_c (out, (char) c);
    }

  return g_string_free (out, FALSE);
}

static char *
describe_comments (GPtrArray *comments)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; comments != NULL && i < comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, i);
      g_autofree char *text = canonical_text (comment->text, comment->kind == BRG_COMMENT_BRACE);

      g_string_append_printf (out, "%s%c%s", i > 0 ? " | " : "", "{;%T"[comment->kind], text);
    }

  return g_string_free (out, FALSE);
}

static char *
describe_annotation (const BrgAnnotation *annotation,
                     guint8               suffix_base)
{
  g_autoptr(GArray) nags = NULL;
  g_autofree char *comments = NULL;
  GString *out;

  if (annotation == NULL || brg_annotation_is_empty (annotation))
    return g_strdup ("");

  out = g_string_new (NULL);
  if (annotation->note > 0)
    g_string_append_printf (out, "=%u=", annotation->note);
  nags = brg_annotation_dup_export_nags (annotation, suffix_base);
  for (guint i = 0; i < nags->len; i++)
    g_string_append_printf (out, " $%u", g_array_index (nags, guint8, i));
  comments = describe_comments (annotation->comments);
  g_string_append_printf (out, " %s", comments);

  return g_string_free (out, FALSE);
}

static char *
describe_note (const BrgNote *note)
{
  g_autofree char *text = canonical_text (note->text, FALSE);
  g_autofree char *comments = describe_comments (note->comments);

  return g_strdup_printf ("%u:%s %s", note->index, text, comments);
}

static char *
describe_section (const BrgTag *tag)
{
  g_autoptr(BrgPbnTable) table = NULL;
  GString *out;

  if (tag->section == NULL || tag->section->len == 0)
    return g_strdup ("");

  /* A table is compared by its elements, laid out anew by export. */
  if (brg_pbn_is_table_name (tag->name))
    table = brg_pbn_table_new_from_tag (tag, NULL);

  out = g_string_new (NULL);
  if (table != NULL)
    {
      guint n_rows = brg_pbn_table_get_n_rows (table);
      guint n_columns = brg_pbn_table_get_n_columns (table);

      for (guint row = 0; row < n_rows; row++)
        for (guint column = 0; column < n_columns; column++)
          g_string_append_printf (out, "%s%s", column == 0 ? "\n" : " ",
                                  brg_pbn_table_get_token (table, row, column));
    }
  else
    {
      for (guint i = 0; i < tag->section->len; i++)
        {
          g_autofree char *line = canonical_text (g_ptr_array_index (tag->section, i), FALSE);

          g_string_append_printf (out, "\n%s", line);
        }
    }

  return g_string_free (out, FALSE);
}

static gboolean
is_unknown (const char *value)
{
  return value == NULL || strcmp (value, "?") == 0;
}

/* The value of a tag as export writes it: the typed tags by their
 * meaning, the others by their text. */
static char *
describe_tag_value (BrgBoard     *board,
                    const BrgTag *tag)
{
  const char *value = tag->value;
  BrgVulnerability vulnerability;
  BrgContract contract;
  BrgSeat seat;

  if (strcmp (tag->name, "Vulnerable") == 0 && brg_vulnerability_from_pbn (value, &vulnerability))
    return g_strdup (brg_vulnerability_to_pbn (vulnerability));
  if ((strcmp (tag->name, "Dealer") == 0 || strcmp (tag->name, "Auction") == 0 ||
       strcmp (tag->name, "Play") == 0) && brg_seat_from_pbn (value, &seat))
    return g_strdup_printf ("%c", brg_seat_to_pbn (seat));
  if (strcmp (tag->name, "Declarer") == 0 &&
      brg_seat_from_pbn (value + (value[0] == '^'), &seat))
    return g_strdup_printf ("%s%c", value[0] == '^' ? "^" : "", brg_seat_to_pbn (seat));
  if (strcmp (tag->name, "Contract") == 0 && brg_contract_from_pbn (value, &contract))
    return brg_contract_to_pbn (&contract);
  if (strcmp (tag->name, "Result") == 0 && !is_unknown (value) && value[0] != '\0')
    {
      int tricks = brg_board_get_declarer_tricks (board);

      if (tricks >= 0)
        return g_strdup_printf ("%s%d tricks", value[0] == '^' ? "^" : "", tricks);
    }
  if (strcmp (tag->name, "Deal") == 0 && !brg_deal_is_empty (brg_board_get_deal (board)))
    return brg_deal_to_pbn (brg_board_get_deal (board), BRG_SEAT_NORTH);

  return canonical_text (value, FALSE);
}

static gboolean
is_computed_tag (const char *name)
{
  static const char * const names[] = {
    "Event", "Site", "Date", "Board", "West", "North", "East", "South",
    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

static void
compare_tags (const char *file,
              guint       number,
              BrgBoard   *a,
              BrgBoard   *b)
{
  guint n_a = brg_board_get_n_tags (a);
  guint n_b = brg_board_get_n_tags (b);

  /* Everything import(x) had is in import(export(x)). */
  for (guint i = 0; i < n_a; i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (a, i);
      const BrgTag *other = brg_board_lookup_tag (b, tag->name);
      g_autofree char *where = format_location (file, number, tag->name);
      g_autofree char *value_a = NULL;
      g_autofree char *value_b = NULL;
      g_autofree char *comments_a = NULL;
      g_autofree char *comments_b = NULL;
      g_autofree char *section_a = NULL;
      g_autofree char *section_b = NULL;

      if (brg_board_lookup_tag (a, tag->name) != tag)
        continue;

      value_a = describe_tag_value (a, tag);
      if (other == NULL)
        {
          check_equal (where, value_a, "(tag lost)");
          continue;
        }
      /* Inheritance (PBN §4.8) resolves to the same values; export may
       * write a `#` as its value where a tag it adds would change what
       * the `#` resolves to. */
      /* `?` is unknown: export may fill it in from the auction or play. */
      if (!is_unknown (tag->value) || tag->inheritance != BRG_INHERITANCE_NONE)
        {
          value_b = describe_tag_value (b, other);
          check_equal (where, value_a, value_b);
        }

      comments_a = describe_comments (tag->comments);
      comments_b = describe_comments (other->comments);
      check_equal (where, comments_a, comments_b);

      section_a = describe_section (tag);
      section_b = describe_section (other);
      check_equal (where, section_a, section_b);
    }

  /* And it has nothing else, but for the mandatory tags export adds. */
  for (guint i = 0; i < n_b; i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (b, i);
      g_autofree char *where = format_location (file, number, tag->name);

      if (brg_board_lookup_tag (a, tag->name) == NULL && !is_computed_tag (tag->name))
        check_equal (where, "(no such tag)", tag->value);
    }
}

static void
compare_auctions (const char *file,
                  guint       number,
                  BrgAuction *a,
                  BrgAuction *b)
{
  g_autofree char *where = format_location (file, number, "auction");
  guint n_calls, n_notes;

  check_equal (where, a != NULL ? "auction" : "no auction", b != NULL ? "auction" : "no auction");
  if (a == NULL || b == NULL)
    return;

  check_uint (where, brg_auction_get_dealer (a), brg_auction_get_dealer (b));
  check_uint (where, brg_auction_get_end_mark (a), brg_auction_get_end_mark (b));
  n_calls = brg_auction_get_n_calls (a);
  check_uint (where, n_calls, brg_auction_get_n_calls (b));

  for (guint i = 0; i < n_calls; i++)
    {
      g_autofree char *call_where = g_strdup_printf ("%s call %u", where, i + 1);
      g_autofree char *annotation_a = describe_annotation (brg_auction_get_annotation (a, i), 0);
      g_autofree char *annotation_b = describe_annotation (brg_auction_get_annotation (b, i), 0);

      check_uint (call_where, brg_auction_get_call (a, i), brg_auction_get_call (b, i));
      check_uint (call_where, brg_auction_get_call_flags (a, i), brg_auction_get_call_flags (b, i));
      check_equal (call_where, annotation_a, annotation_b);
    }

  n_notes = brg_auction_get_n_notes (a);
  check_uint (where, n_notes, brg_auction_get_n_notes (b));
  for (guint i = 0; i < n_notes; i++)
    {
      g_autofree char *note_a = describe_note (brg_auction_get_nth_note (a, i));
      g_autofree char *note_b = describe_note (brg_auction_get_nth_note (b, i));

      check_equal (where, note_a, note_b);
    }
}

/* Unknown cards at the end of a play are cards not played yet (PBN
 * §3.6: `-` also fills the columns of the last trick). */
static guint
count_played (BrgPlay *play)
{
  guint n_cards = brg_play_get_n_cards (play);

  while (n_cards > 0 &&
         brg_play_get_card (play, n_cards - 1) == BRG_CARD_UNKNOWN &&
         brg_play_get_card_flags (play, n_cards - 1) == BRG_PLAY_FLAGS_NONE &&
         brg_play_get_annotation (play, n_cards - 1) == NULL)
    n_cards--;

  return n_cards;
}

/* Each seat's cards in the order played, with flags and annotations. */
static char *
describe_seat_cards (BrgPlay *play,
                     BrgSeat  seat)
{
  GString *out = g_string_new (NULL);
  guint n_cards = count_played (play);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *card = NULL;
      g_autofree char *annotation = NULL;
      BrgCard value;

      if (brg_play_get_card_seat (play, i) != seat)
        continue;

      value = brg_play_get_card (play, i);
      card = BRG_CARD_IS_VALID (value) ? brg_card_to_pbn (value) : g_strdup ("-");
      annotation = describe_annotation (brg_play_get_annotation (play, i), 6);
      g_string_append_printf (out, "[%s %u %s]", card, brg_play_get_card_flags (play, i),
                              annotation);
    }

  return g_string_free (out, FALSE);
}

static void
compare_plays (const char *file,
               guint       number,
               BrgPlay    *a,
               BrgPlay    *b)
{
  g_autofree char *where = format_location (file, number, "play");
  guint n_notes;

  check_equal (where, a != NULL ? "play" : "no play", b != NULL ? "play" : "no play");
  if (a == NULL || b == NULL)
    return;

  check_uint (where, brg_play_get_leader (a), brg_play_get_leader (b));
  check_uint (where, brg_play_get_end_mark (a), brg_play_get_end_mark (b));
  check_uint (where, count_played (a), count_played (b));

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_autofree char *seat_where = g_strdup_printf ("%s seat %c", where, brg_seat_to_pbn (seat));
      g_autofree char *cards_a = describe_seat_cards (a, seat);
      g_autofree char *cards_b = describe_seat_cards (b, seat);

      check_equal (seat_where, cards_a, cards_b);
    }

  n_notes = brg_play_get_n_notes (a);
  check_uint (where, n_notes, brg_play_get_n_notes (b));
  for (guint i = 0; i < n_notes; i++)
    {
      g_autofree char *note_a = describe_note (brg_play_get_nth_note (a, i));
      g_autofree char *note_b = describe_note (brg_play_get_nth_note (b, i));

      check_equal (where, note_a, note_b);
    }
}

static void
compare_boards (const char *file,
                guint       number,
                BrgBoard   *a,
                BrgBoard   *b)
{
  g_autofree char *where = format_location (file, number, "deal");
  guint n_leading = brg_board_get_n_leading_comments (a);
  BrgDeal *deal_a = brg_board_get_deal (a);
  BrgDeal *deal_b = brg_board_get_deal (b);

  if (!brg_deal_equal (deal_a, deal_b))
    {
      g_autofree char *text_a = brg_deal_to_pbn (deal_a, BRG_SEAT_NORTH);
      g_autofree char *text_b = brg_deal_to_pbn (deal_b, BRG_SEAT_NORTH);

      check_equal (where, text_a, text_b);
      g_assert_true (brg_deal_equal (deal_a, deal_b));
    }

  g_clear_pointer (&where, g_free);
  where = format_location (file, number, "leading comments");
  check_uint (where, n_leading, brg_board_get_n_leading_comments (b));
  for (guint i = 0; i < n_leading; i++)
    {
      const BrgComment *ca = brg_board_get_leading_comment (a, i);
      const BrgComment *cb = brg_board_get_leading_comment (b, i);
      g_autofree char *text_a = canonical_text (ca->text, ca->kind == BRG_COMMENT_BRACE);
      g_autofree char *text_b = canonical_text (cb->text, cb->kind == BRG_COMMENT_BRACE);

      check_uint (where, ca->kind, cb->kind);
      check_equal (where, text_a, text_b);
    }

  compare_tags (file, number, a, b);
  compare_auctions (file, number, brg_board_get_auction (a), brg_board_get_auction (b));
  compare_plays (file, number, brg_board_get_play (a), brg_board_get_play (b));
}

/* Reports the first line where two exports differ. */
static void
check_same_bytes (const char *file,
                  GBytes     *first,
                  GBytes     *second)
{
  gsize size_a, size_b;
  const char *a = g_bytes_get_data (first, &size_a);
  const char *b = g_bytes_get_data (second, &size_b);
  gsize i = 0, line_start = 0;
  guint line = 1;

  while (i < size_a && i < size_b && a[i] == b[i])
    {
      if (a[i] == '\n')
        {
          line++;
          line_start = i + 1;
        }
      i++;
    }

  if (i < size_a || i < size_b)
    {
      const char *end_a = memchr (a + line_start, '\n', size_a - line_start);
      const char *end_b = memchr (b + line_start, '\n', size_b - line_start);
      g_autofree char *line_a = g_strdup_printf ("%s export line %u: %.*s", file, line,
                                                 (int) ((end_a ? end_a : a + size_a) - (a + line_start)),
                                                 a + line_start);
      g_autofree char *line_b = g_strdup_printf ("%s export line %u: %.*s", file, line,
                                                 (int) ((end_b ? end_b : b + size_b) - (b + line_start)),
                                                 b + line_start);

      g_assert_cmpstr (line_a, ==, line_b);
    }
}

static void
test_roundtrip_file (gconstpointer data)
{
  const char *path = data;
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) input = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(BrgEvent) imported = NULL;
  g_autoptr(BrgEvent) reimported = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  gsize length;
  guint n_boards;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  input = g_bytes_new_take (g_steal_pointer (&contents), length);

  imported = brg_pbn_read_bytes (input, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imported);

  first = brg_pbn_write_bytes (imported, &diagnostics);
  export_flowed = g_strstr_len (g_bytes_get_data (first, NULL),
                                MIN (g_bytes_get_size (first), 400), "; format=flowed\r\n") != NULL;
  check_line_lengths (name, first, diagnostics);
  reimported = brg_pbn_read_bytes (first, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (reimported);
  second = brg_pbn_write_bytes (reimported, NULL);

  /* PGN §3.2.1 byte equivalence. */
  check_same_bytes (name, first, second);
  if (g_test_failed ())
    return;

  /* Nothing lost on the way. */
  n_boards = brg_event_get_n_boards (imported);
  check_uint (name, n_boards, brg_event_get_n_boards (reimported));
  for (guint i = 0; i < n_boards && !g_test_failed (); i++)
    compare_boards (name, i + 1, brg_event_get_board (imported, i),
                    brg_event_get_board (reimported, i));
}

static void
add_directory (GPtrArray  *paths,
               const char *corpus,
               const char *folder)
{
  g_autofree char *directory = g_build_filename (corpus, folder, NULL);
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *entry;

  if (dir == NULL)
    return;

  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".pbn"))
      g_ptr_array_add (paths, g_build_filename (directory, entry, NULL));
}

static void
test_no_corpus (void)
{
  core_test_skip_no_corpus ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *data = NULL;
  const char *corpus;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* One failing file must not hide the others. */
  g_test_set_nonfatal_assertions ();

  /* Our own files, then the corpus when it is there. */
  data = g_test_build_filename (G_TEST_DIST, "data", NULL);
  add_directory (paths, data, "expected");
  add_directory (paths, data, "pbn");
  corpus = core_test_get_corpus ();
  if (corpus != NULL)
    {
      add_directory (paths, corpus, "pbn");
      add_directory (paths, corpus, "generated");
    }
  else
    g_test_add_func ("/core/pbn/roundtrip/corpus", test_no_corpus);
  g_ptr_array_sort (paths, core_test_compare_strings);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *parent = g_path_get_dirname (path);
      g_autofree char *folder = g_path_get_basename (parent);
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *test_path = NULL;

      *strrchr (name, '.') = '\0';
      test_path = g_strdup_printf ("/core/pbn/roundtrip/%s/%s", folder, name);
      g_test_add_data_func (test_path, path, test_roundtrip_file);
    }

  status = g_test_run ();
  return status;
}
