/* test-pbn-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The PBN reader, layer by layer: the lexer (/core/pbn/lexer/…), then the
 * reader on one rule of the PBN 2.1 standard per case, each citing its
 * section, with every example the standard gives.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-pbn-lexer.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                               */

static BrgEvent *
read_text_len (const char  *text,
               gsize        len,
               GPtrArray  **diagnostics)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, len);
  g_autoptr(GError) error = NULL;
  BrgEvent *event;

  event = brg_pbn_read_bytes (bytes, diagnostics, &error);
  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

static BrgEvent *
read_text (const char  *text,
           GPtrArray  **diagnostics)
{
  return read_text_len (text, strlen (text), diagnostics);
}

/* ------------------------------------------------------------------ */
/* Layer 1: the lexer                                                    */

typedef struct
{
  guint n;
  guint line;
  guint offset;
} Reports;

static void
count_report (gpointer     user_data,
              BrgSeverity  severity,
              guint        line,
              gsize        line_start,
              gsize        offset,
              const char  *code,
              const char  *message)
{
  Reports *reports = user_data;

  if (reports->n++ == 0)
    {
      reports->line = line;
      reports->offset = (guint) offset;
    }
}

static GArray *
lex_all (const char *text,
         Reports    *reports)
{
  BrgPbnLexer lexer;
  GArray *tokens = g_array_new (FALSE, FALSE, sizeof (BrgPbnToken));

  brg_pbn_lexer_init (&lexer, text, strlen (text), count_report, reports);
  for (;;)
    {
      BrgPbnToken token;

      brg_pbn_lexer_next (&lexer, &token);
      g_array_append_val (tokens, token);
      if (token.kind == BRG_PBN_TOKEN_EOF)
        break;
    }
  return tokens;
}

#define TOKEN(tokens, i) (&g_array_index ((tokens), BrgPbnToken, (i)))

/* PBN §3.2, §3.3, §3.8, §2.4: the token kinds, with line and offset. */
static void
test_lexer_tokens (void)
{
  const char *text = "[Event \"x\"] {brace} ;line\n%escape\n1S !! =1= $25 \"str\"\n";
  Reports reports = { 0 };
  g_autoptr(GArray) tokens = lex_all (text, &reports);

  g_assert_cmpuint (reports.n, ==, 0);
  g_assert_cmpuint (tokens->len, ==, 10);
  g_assert_cmpint (TOKEN (tokens, 0)->kind, ==, BRG_PBN_TOKEN_TAG);
  g_assert_cmpuint (TOKEN (tokens, 0)->text_len, ==, 5);
  g_assert_cmpint (strncmp (text + TOKEN (tokens, 0)->text, "Event", 5), ==, 0);
  g_assert_cmpuint (TOKEN (tokens, 0)->value_len, ==, 1);
  g_assert_cmpint (TOKEN (tokens, 1)->kind, ==, BRG_PBN_TOKEN_BRACE_COMMENT);
  g_assert_cmpint (strncmp (text + TOKEN (tokens, 1)->text, "brace", 5), ==, 0);
  g_assert_cmpint (TOKEN (tokens, 2)->kind, ==, BRG_PBN_TOKEN_LINE_COMMENT);
  g_assert_cmpuint (TOKEN (tokens, 2)->text_len, ==, 4);
  g_assert_cmpint (TOKEN (tokens, 3)->kind, ==, BRG_PBN_TOKEN_ESCAPE);
  g_assert_cmpuint (TOKEN (tokens, 3)->line, ==, 2);
  g_assert_cmpint (TOKEN (tokens, 4)->kind, ==, BRG_PBN_TOKEN_WORD);
  g_assert_cmpuint (TOKEN (tokens, 4)->line, ==, 3);
  g_assert_true (TOKEN (tokens, 4)->first_on_line);
  g_assert_cmpint (TOKEN (tokens, 5)->kind, ==, BRG_PBN_TOKEN_WORD);
  g_assert_false (TOKEN (tokens, 5)->first_on_line);
  g_assert_cmpint (TOKEN (tokens, 8)->kind, ==, BRG_PBN_TOKEN_STRING);
  g_assert_cmpuint (TOKEN (tokens, 8)->offset - TOKEN (tokens, 8)->line_start, ==, 14);
  g_assert_cmpint (TOKEN (tokens, 9)->kind, ==, BRG_PBN_TOKEN_EOF);
}

/* PBN §2.3: LF, CRLF and CR end lines alike. */
static void
test_lexer_line_ends (void)
{
  const char *texts[] = { "a\nb\nc", "a\r\nb\r\nc", "a\rb\rc", "a\r\nb\rc" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      Reports reports = { 0 };
      g_autoptr(GArray) tokens = lex_all (texts[i], &reports);

      g_assert_cmpuint (tokens->len, ==, 4);
      g_assert_cmpuint (TOKEN (tokens, 2)->line, ==, 3);
      g_assert_cmpuint (TOKEN (tokens, 2)->offset, ==, TOKEN (tokens, 2)->line_start);
    }
}

/* PBN §3: a semi-empty line (spaces and tabs only) ends a game, except
 * inside a brace comment. */
static void
test_lexer_semi_empty (void)
{
  Reports reports = { 0 };
  g_autoptr(GArray) tokens = lex_all ("a\n \t \n{x\n\ny}\nb", &reports);

  g_assert_cmpuint (tokens->len, ==, 5);
  g_assert_cmpint (TOKEN (tokens, 1)->kind, ==, BRG_PBN_TOKEN_BLANK_LINE);
  g_assert_cmpint (TOKEN (tokens, 2)->kind, ==, BRG_PBN_TOKEN_BRACE_COMMENT);
  g_assert_cmpint (TOKEN (tokens, 3)->kind, ==, BRG_PBN_TOKEN_WORD);
  g_assert_cmpuint (TOKEN (tokens, 3)->line, ==, 6);
}

/* PBN §3.3: white space between the tokens of a tag pair, even line ends. */
static void
test_lexer_tag_over_lines (void)
{
  const char *text = "[  Event\n  \"a \\\"b\\\" \\\\\"\n ]";
  Reports reports = { 0 };
  g_autoptr(GArray) tokens = lex_all (text, &reports);
  const BrgPbnToken *tag = TOKEN (tokens, 0);
  g_autofree char *value = NULL;

  g_assert_cmpuint (reports.n, ==, 0);
  g_assert_cmpint (tag->kind, ==, BRG_PBN_TOKEN_TAG);
  g_assert_cmpuint (tag->value_line, ==, 2);
  value = brg_pbn_unescape (text + tag->value, tag->value_len);
  g_assert_cmpstr (value, ==, "a \"b\" \\");
  g_assert_cmpint (TOKEN (tokens, 1)->kind, ==, BRG_PBN_TOKEN_EOF);
}

/* PBN §2.4: '%' escapes only in the first column; §3.8: not in a brace
 * comment. */
static void
test_lexer_escape_column (void)
{
  Reports reports = { 0 };
  g_autoptr(GArray) tokens = lex_all ("%a\n %b\n{\n%c\n}", &reports);

  g_assert_cmpint (TOKEN (tokens, 0)->kind, ==, BRG_PBN_TOKEN_ESCAPE);
  g_assert_cmpint (TOKEN (tokens, 1)->kind, ==, BRG_PBN_TOKEN_WORD);
  g_assert_cmpint (TOKEN (tokens, 2)->kind, ==, BRG_PBN_TOKEN_BRACE_COMMENT);
  g_assert_cmpint (TOKEN (tokens, 3)->kind, ==, BRG_PBN_TOKEN_EOF);
}

/* A brace comment without its '}' is reported and ends with its line. */
static void
test_lexer_unterminated_comment (void)
{
  Reports reports = { 0 };
  g_autoptr(GArray) tokens = lex_all ("a {b\nc", &reports);

  g_assert_cmpuint (reports.n, ==, 1);
  g_assert_cmpuint (reports.line, ==, 1);
  g_assert_cmpuint (reports.offset, ==, 2);
  g_assert_cmpint (TOKEN (tokens, 1)->kind, ==, BRG_PBN_TOKEN_BRACE_COMMENT);
  g_assert_cmpuint (TOKEN (tokens, 1)->text_len, ==, 1);
  g_assert_cmpint (TOKEN (tokens, 2)->kind, ==, BRG_PBN_TOKEN_WORD);
}

/* A malformed tag pair is reported and skipped to its ']'. */
static void
test_lexer_bad_tag (void)
{
  Reports reports = { 0 };
  g_autoptr(GArray) tokens = lex_all ("[Event] [Site \"x\"]\n[\"v\"]", &reports);

  g_assert_cmpuint (reports.n, ==, 2);
  g_assert_cmpint (TOKEN (tokens, 0)->kind, ==, BRG_PBN_TOKEN_INVALID);
  g_assert_cmpint (TOKEN (tokens, 1)->kind, ==, BRG_PBN_TOKEN_TAG);
  g_assert_cmpint (TOKEN (tokens, 2)->kind, ==, BRG_PBN_TOKEN_INVALID);
}

/* ------------------------------------------------------------------ */
/* Layer 3: the reader, rule by rule                                     */

/* PBN §1.2: the example game, every part of it. */
static void
test_spec_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn",
                                                 "spec-1.2-example.pbn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  const BrgAnnotation *annotation;
  const BrgTag *tag;
  BrgContract contract;
  BrgAuction *auction;
  BrgBoard *board;
  BrgSeat declarer;
  BrgPlay *play;

  event = brg_pbn_read_file (file, NULL, &diagnostics, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  board = brg_event_get_board (event, 0);
  g_assert_false (brg_board_get_has_errors (board));
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==,
                   "International Amsterdam Airport Schiphol Bridgetournament");
  g_assert_cmpuint (brg_board_get_number (board), ==, 1);
  g_assert_cmpint (brg_board_get_dealer (board), ==, BRG_SEAT_NORTH);
  g_assert_true (brg_deal_is_complete (brg_board_get_deal (board)));

  /* §3.8: the diagram comment follows the Result tag. */
  tag = brg_board_lookup_tag (board, "Result");
  g_assert_nonnull (tag->comments);
  g_assert_cmpuint (tag->comments->len, ==, 1);
  g_assert_nonnull (strstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text,
                            "D A K Q 9 8 7"));

  auction = brg_board_get_auction (board);
  g_assert_nonnull (auction);
  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_NORTH);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 15);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_true (brg_auction_get_contract (auction, &contract, &declarer));
  g_assert_cmpuint (contract.level, ==, 5);
  g_assert_cmpint (contract.strain, ==, BRG_STRAIN_HEARTS);
  g_assert_cmpint (contract.risk, ==, BRG_RISK_DOUBLED);
  g_assert_cmpint (declarer, ==, BRG_SEAT_SOUTH);
  annotation = brg_auction_get_annotation (auction, 2);
  g_assert_nonnull (annotation);
  g_assert_cmpuint (annotation->note, ==, 1);
  g_assert_cmpuint (brg_auction_get_annotation (auction, 4)->note, ==, 2);
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 2);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 2)->text, ==,
                   "two colors: clubs and diamonds");

  play = brg_board_get_play (board);
  g_assert_nonnull (play);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_WEST);
  /* Six tricks, then South's ♥2; the dashes after it were not played. */
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 25);
  g_assert_cmpint (brg_play_get_card_seat (play, 24), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_card (play, 24), ==, BRG_CARD (BRG_SUIT_HEARTS, 2));
  /* Trick 2 was led by North, who ruffed trick 1: ♣2 comes first. */
  g_assert_cmpint (brg_play_get_card (play, 4), ==, BRG_CARD (BRG_SUIT_CLUBS, 2));
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_STOP);
  g_assert_cmpuint (brg_play_get_annotation (play, 0)->note, ==, 1);
  g_assert_cmpstr (brg_play_lookup_note (play, 1)->text, ==, "highest of series");
  /* Notes went into their sections, not the tags. */
  g_assert_null (brg_board_lookup_tag (board, "Note"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.4.11: the example of a deal with two hands. */
static void
test_deal_partial (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Deal \"W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -\"]\n",
                                         &diagnostics);
  BrgDeal *deal = brg_board_get_deal (brg_event_get_board (event, 0));

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_WEST));
  g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
  g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_NORTH));
  g_assert_cmpint (brg_deal_get_holder (deal, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE)), ==,
                   BRG_SEAT_EAST);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.4.11, §3.11: ranks in any order and lower case on import. */
static void
test_deal_import_form (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text (
    "[Deal \"e:2tqk.ta.24j56.58 .36.akq987.a9732 a8654.kq5.t.qjt6 j973.j98742.3.k4\"]\n",
    &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_false (brg_board_get_has_errors (board));
  g_assert_cmpint (brg_deal_get_holder (brg_board_get_deal (board),
                                        BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING)), ==,
                   BRG_SEAT_EAST);
  /* §3.4: the text stays as it was written. */
  g_assert_cmpstr (brg_board_get_tag (board, "Deal"), ==,
                   "e:2tqk.ta.24j56.58 .36.akq987.a9732 a8654.kq5.t.qjt6 j973.j98742.3.k4");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* A bad deal marks its board, with the position of the value, and the next
 * board still loads. */
static void
test_deal_invalid (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text (
    "[Event \"a\"]\n"
    "[Deal \"W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
    "\n"
    "[Event \"b\"]\n",
    &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-invalid-deal");

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));
  g_assert_false (brg_board_get_has_errors (brg_event_get_board (event, 1)));
  g_assert_nonnull (diagnostic);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_ERROR);
  g_assert_cmpuint (diagnostic->line, ==, 2);
  g_assert_cmpuint (diagnostic->column, ==, 8);
  g_assert_cmpuint (diagnostic->board, ==, 1);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.4: a tag that already occurred is ignored, with a warning. */
static void
test_repeated_tag (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"a\"]\n[Site \"x\"]\n[Site \"y\"]\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-duplicate-tag");

  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (board, "Site"), ==, "x");
  g_assert_nonnull (diagnostic);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (diagnostic->line, ==, 3);
  g_assert_cmpuint (diagnostic->column, ==, 1);
  g_assert_false (brg_board_get_has_errors (board));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.3: several tags on a line, unknown tags kept in their order. */
static void
test_tags_on_one_line (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"e\"] [Zeta \"1\"][Alpha \"2\"]\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_board_get_n_tags (board), ==, 3);
  g_assert_cmpstr (brg_board_get_nth_tag (board, 1)->name, ==, "Zeta");
  g_assert_cmpstr (brg_board_get_nth_tag (board, 2)->name, ==, "Alpha");
  g_assert_finalize_object (g_steal_pointer (&event));
}

typedef struct
{
  const char *tag;
  const char *value;
  gboolean    valid;
} ValueCase;

/* PBN §3.4.3–§3.4.15, §4.1.6, §4.2: typed values, valid and not. The text
 * is kept as it was in either case. */
static const ValueCase value_cases[] = {
  { "Date", "1995.06.10", TRUE }, { "Date", "1995.??.??", TRUE }, { "Date", "95.06.10", FALSE },
  { "Board", "12", TRUE }, { "Board", "x", FALSE },
  { "Dealer", "w", TRUE }, { "Dealer", "Black", FALSE },
  { "Vulnerable", "Love", TRUE }, { "Vulnerable", "-", TRUE }, { "Vulnerable", "Both", TRUE },
  { "Vulnerable", "E", FALSE },
  { "Declarer", "^S", TRUE }, { "Declarer", "", TRUE }, { "Declarer", "White", FALSE },
  { "Contract", "Pass", TRUE }, { "Contract", "7NTXX", TRUE }, { "Contract", "NT", TRUE },
  { "Contract", "5Hearts", FALSE },
  { "Result", "9", TRUE }, { "Result", "NS 9", TRUE }, { "Result", "EW 4 NS 9", TRUE },
  { "Result", "^NS 9 EW 4", TRUE }, { "Result", "NS 9 EW 2", FALSE }, { "Result", "14", FALSE },
  { "Score", "-300", TRUE }, { "Score", "NS 620 EW -620", TRUE }, { "Score", "10.a", FALSE },
  { "ScoreIMP", "EW -3.5", TRUE }, { "ScorePercentage", "50.", TRUE },
  { "ScorePercentage", "101", FALSE }, { "ScoreRubber", "NS 50 / 70", TRUE },
  { "ScoreRubber", "a", FALSE }, { "OptimumScore", "NS 620", TRUE },
  { "OptimumScore", "620", FALSE },
  { "Hidden", "EW", TRUE }, { "Hidden", "NN", FALSE },
  { "Round", "1.a_2", TRUE }, { "Round", "-1", FALSE },
  { "Event", "?", TRUE }, { "Contract", "?", TRUE },
};

static void
test_value (gconstpointer data)
{
  const ValueCase *c = data;
  g_autofree char *text = g_strdup_printf ("[%s \"%s\"]\n", c->tag, c->value);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text (text, &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpstr (brg_board_get_tag (board, c->tag), ==, c->value);
  if (c->valid)
    g_assert_cmpuint (diagnostics->len, ==, 0);
  else
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, 0);

      g_assert_cmpuint (diagnostics->len, >=, 1);
      g_assert_cmpuint (diagnostic->line, ==, 1);
      /* At the value, after '[', the name, a space and the quote. */
      g_assert_cmpuint (diagnostic->column, ==, strlen (c->tag) + 4);
    }
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.5.2: '1S !! =1= $25', annotations in any order. */
static void
test_auction_annotations (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Dealer \"N\"]\n[Auction \"N\"]\n"
                                         "1S !! =1= $25 Pass $20 =2= ? 2S\n"
                                         "[Note \"1:one\"]\n[Note \"2:two\"]\n",
                                         &diagnostics);
  BrgAuction *auction = brg_board_get_auction (brg_event_get_board (event, 0));
  const BrgAnnotation *annotation;

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_nonnull (auction);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 3);
  annotation = brg_auction_get_annotation (auction, 0);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_VERY_GOOD);
  g_assert_cmpuint (annotation->note, ==, 1);
  g_assert_cmpuint (annotation->nags->len, ==, 1);
  g_assert_cmpuint (g_array_index (annotation->nags, guint8, 0), ==, 25);
  annotation = brg_auction_get_annotation (auction, 1);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_POOR);
  g_assert_cmpuint (annotation->note, ==, 2);
  g_assert_null (brg_auction_get_annotation (auction, 2));
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_NONE);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.5: '-' before the dealer, AP, '*' and '+'. */
static void
test_auction_dashes_ap (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Dealer \"E\"]\n[Auction \"W\"]\n"
                                         "- - 1C 1D\nAP\n",
                                         &diagnostics);
  BrgAuction *auction = brg_board_get_auction (brg_event_get_board (event, 0));

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 5);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_finalize_object (g_steal_pointer (&event));

  g_clear_pointer (&diagnostics, g_ptr_array_unref);
  event = read_text ("[Dealer \"N\"]\n[Auction \"N\"]\n1C Pass +\n", &diagnostics);
  auction = brg_board_get_auction (brg_event_get_board (event, 0));
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 2);
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_CONTINUE);
  g_assert_finalize_object (g_steal_pointer (&event));

  g_clear_pointer (&diagnostics, g_ptr_array_unref);
  event = read_text ("[Dealer \"N\"]\n[Auction \"N\"]\n1C *\n", &diagnostics);
  auction = brg_board_get_auction (brg_event_get_board (event, 0));
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_STOP);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.9 (A) and (B): the examples, West dealing. */
static void
test_irregularities_auction (void)
{
  static const struct
  {
    const char *calls;
    guint       n;
    guint       position;
    guint       flags;
    BrgSeat     seat;
  } cases[] = {
    { "1D ^I 1C", 2, 1, BRG_CALL_FLAGS_INSUFFICIENT, BRG_SEAT_NORTH },
    { "^S 1D", 2, 0, BRG_CALL_FLAGS_SKIPPED, BRG_SEAT_WEST },
    { "1D ^S 2D", 3, 1, BRG_CALL_FLAGS_SKIPPED, BRG_SEAT_NORTH },
    { "1D ^S ^I 1C", 3, 2, BRG_CALL_FLAGS_INSUFFICIENT, BRG_SEAT_EAST },
    { "1D ^S ^S 2D", 4, 2, BRG_CALL_FLAGS_SKIPPED, BRG_SEAT_EAST },
    { "1D ^S ^S ^I 1C", 4, 3, BRG_CALL_FLAGS_INSUFFICIENT, BRG_SEAT_SOUTH },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Dealer \"W\"]\n[Auction \"W\"]\n%s\n",
                                               cases[i].calls);
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_text (text, &diagnostics);
      BrgAuction *auction = brg_board_get_auction (brg_event_get_board (event, 0));

      g_test_message ("§3.9: %s", cases[i].calls);
      g_assert_cmpuint (diagnostics->len, ==, 0);
      g_assert_nonnull (auction);
      g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, cases[i].n);
      g_assert_cmpuint (brg_auction_get_call_flags (auction, cases[i].position), ==,
                        cases[i].flags);
      g_assert_cmpint (brg_auction_get_call_seat (auction, cases[i].position), ==,
                       cases[i].seat);
      g_assert_finalize_object (g_steal_pointer (&event));
    }
}

/* PBN §3.9 (C) and (D): West leads. */
static void
test_irregularities_play (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Contract \"3NT\"]\n[Play \"W\"]\nCA ^R S6 C3 C4\n",
                                         &diagnostics);
  BrgPlay *play = brg_board_get_play (brg_event_get_board (event, 0));

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_nonnull (play);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 4);
  g_assert_cmpuint (brg_play_get_card_flags (play, 1), ==, BRG_PLAY_FLAGS_REVOKE);
  g_assert_cmpint (brg_play_get_card_seat (play, 1), ==, BRG_SEAT_NORTH);
  g_assert_finalize_object (g_steal_pointer (&event));

  /* (D): East leads out of turn; then South, West and North follow. */
  g_clear_pointer (&diagnostics, g_ptr_array_unref);
  event = read_text ("[Contract \"3NT\"]\n[Play \"W\"]\nCA C2 ^L C3 C4\n", &diagnostics);
  play = brg_board_get_play (brg_event_get_board (event, 0));
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_nonnull (play);
  g_assert_cmpint (brg_play_get_card_seat (play, 0), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_play_get_card (play, 0), ==, BRG_CARD (BRG_SUIT_CLUBS, 3));
  g_assert_cmpuint (brg_play_get_card_flags (play, 0), ==, BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN);
  g_assert_cmpint (brg_play_get_card (play, 2), ==, BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_ACE));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.6: the '+' fragment; South played ♣Q, West is to play. */
static void
test_play_continue (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Contract \"3NT\"]\n[Play \"W\"]\n"
                                         "H2   H3   H4   HA\n+    -    -    CQ\n",
                                         &diagnostics);
  BrgPlay *play = brg_board_get_play (brg_event_get_board (event, 0));

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 5);
  g_assert_cmpint (brg_play_get_card_seat (play, 4), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_end_mark (play), ==, BRG_END_MARK_CONTINUE);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.6: "-" is a card that is unknown or not played yet. Unknown cards
 * after the last known card of the whole play, over any number of rows, were
 * not played (BBO writes rows of them after a claim); unknown cards before
 * it were played. */
static void
test_play_trailing_unknown (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Contract \"3NT\"]\n[Play \"W\"]\n"
                                         "H2 H3 H4 HA\n"
                                         "- - - -\n"
                                         "C2 - C4 -\n"
                                         "- - - -\n"
                                         "- - - -\n",
                                         &diagnostics);
  BrgPlay *play = brg_board_get_play (brg_event_get_board (event, 0));

  g_assert_cmpuint (diagnostics->len, ==, 0);
  /* Tricks 1 and 2 were played (the second unknown). Trick 2's winner is
   * unknown, so West, the first column with a known card, leads trick 3:
   * W C2, N -, E C4 were played; South's - and the last two rows were not. */
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 8 + 3);
  g_assert_cmpint (brg_play_get_card (play, 8), ==, BRG_CARD (BRG_SUIT_CLUBS, 2));
  g_assert_cmpint (brg_play_get_card_seat (play, 10), ==, BRG_SEAT_EAST);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.6.2: 'SK !! =1= $200'; lower-case cards (§3.11). */
static void
test_play_annotations (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Contract \"4S\"]\n[Play \"W\"]\n"
                                         "SK !! =1= $200 s2 {low} s3 s4\n"
                                         "[Note \"1:top of a sequence\"]\n",
                                         &diagnostics);
  BrgPlay *play = brg_board_get_play (brg_event_get_board (event, 0));
  const BrgAnnotation *annotation;

  g_assert_cmpuint (diagnostics->len, ==, 0);
  annotation = brg_play_get_annotation (play, 0);
  g_assert_cmpint (annotation->suffix, ==, BRG_SUFFIX_VERY_GOOD);
  g_assert_cmpuint (annotation->note, ==, 1);
  g_assert_cmpuint (g_array_index (annotation->nags, guint8, 0), ==, 200);
  annotation = brg_play_get_annotation (play, 1);
  g_assert_cmpuint (annotation->comments->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->text, ==, "low");
  g_assert_cmpint (brg_play_get_card (play, 1), ==, BRG_CARD (BRG_SUIT_SPADES, 2));
  g_assert_cmpstr (brg_play_lookup_note (play, 1)->text, ==, "top of a sequence");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.5: an illegal call is an error at its place and marks the board;
 * it takes its turn as an unknown call, its text kept, and the calls
 * around it are read. A section whose tag names no seat is kept as text
 * (nothing is lost). */
static void
test_auction_illegal (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Dealer \"N\"]\n[Auction \"N\"]\n"
                                         "1D 1C {a}\nPass\n[Note \"1:x\"]\n\n"
                                         "[Dealer \"N\"]\n[Auction \"X\"]\n1D\nPass\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-invalid-auction");
  BrgAuction *auction = brg_board_get_auction (board);
  const BrgAnnotation *annotation;
  const BrgTag *tag;

  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 3);
  g_assert_cmpuint (diagnostic->column, ==, 4);
  g_assert_true (brg_board_get_has_errors (board));
  g_assert_nonnull (auction);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 3);
  g_assert_cmpint (brg_auction_get_call_flags (auction, 1), ==, BRG_CALL_FLAGS_UNKNOWN);
  g_assert_cmpint (brg_auction_get_call_seat (auction, 1), ==, BRG_SEAT_EAST);
  annotation = brg_auction_get_annotation (auction, 1);
  g_assert_cmpuint (annotation->comments->len, ==, 2);
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->kind, ==,
                   BRG_COMMENT_TOKEN);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->text, ==, "1C");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 1))->text, ==, "a");
  g_assert_cmpint (brg_auction_get_call (auction, 2), ==, BRG_CALL_PASS);
  g_assert_nonnull (brg_auction_lookup_note (auction, 1));

  board = brg_event_get_board (event, 1);
  tag = brg_board_lookup_tag (board, "Auction");
  g_assert_null (brg_board_get_auction (board));
  g_assert_nonnull (tag->section);
  g_assert_cmpuint (tag->section->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (tag->section, 0), ==, "1D");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 1), ==, "Pass");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.5: a pass after the auction has ended is dropped with a warning;
 * what annotates it joins the last call's annotation, nothing is lost (this
 * once leaked: libFuzzer's leak check found it). */
static void
test_auction_extra_pass (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Dealer \"N\"]\n[Auction \"N\"]\n"
                                         "1C Pass Pass Pass {last} Pass {extra} $4\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAuction *auction = brg_board_get_auction (board);
  const BrgAnnotation *annotation;

  g_assert_nonnull (core_test_find_diagnostic (diagnostics, "pbn-extra-pass"));
  g_assert_nonnull (auction);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 4);
  annotation = brg_auction_get_annotation (auction, 3);
  g_assert_nonnull (annotation);
  g_assert_cmpuint (annotation->comments->len, ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->text, ==, "last");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 1))->text, ==, "extra");
  g_assert_true (brg_annotation_has_nag (annotation, 4));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §2.4 escape lines, §3.8 commentary: a content type line that says
 * format=flowed (RFC 3676 §4.2) makes a brace comment's line that ends in a
 * space go on with the next; without it, line ends stay where they are. */
static void
test_flowed_comments (void)
{
  static const struct
  {
    const char *content_type;
    const char *expected;
  } cases[] = {
    { "%Content-type: text/x-pbn; charset=UTF-8; format=flowed", "a b\nc" },
    { "% content-type: text/x-pbn; format=flowed; delsp=no", "a b\nc" },
    { "%Content-type: text/x-pbn; charset=UTF-8", "a \nb\nc" },
    { "%Content-type: text/x-pbn; format=flowedish", "a \nb\nc" },
    { "% flowed", "a \nb\nc" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("%% PBN 2.1\n%s\n[Event \"e\"] {a \nb\nc} ;x \n",
                                               cases[i].content_type);
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_text (text, &diagnostics);
      const BrgTag *tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "Event");

      g_assert_cmpuint (tag->comments->len, ==, 2);
      g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==,
                       cases[i].expected);
      /* A rest-of-line comment is never flowed. */
      g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 1))->text, ==, "x ");
    }
}

/* PBN §3.8: commentary at every anchor. */
static void
test_comment_anchors (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("{lead}\n"
                                         "[Event \"e\"] ; after event\n"
                                         "[Dealer \"N\"]\n"
                                         "[Auction \"N\"] {before calls}\n"
                                         "1C {after call} ! {after suffix} Pass\n"
                                         "[Note \"1:n\"] {after note}\n"
                                         "%escaped\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAuction *auction = brg_board_get_auction (board);
  const BrgTag *tag;
  const BrgAnnotation *annotation;
  const BrgNote *note;

  g_assert_cmpuint (brg_board_get_n_leading_comments (board), ==, 1);
  g_assert_cmpstr (brg_board_get_leading_comment (board, 0)->text, ==, "lead");
  tag = brg_board_lookup_tag (board, "Event");
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (tag->comments, 0))->kind, ==,
                   BRG_COMMENT_LINE);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==,
                   " after event");
  tag = brg_board_lookup_tag (board, "Auction");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==,
                   "before calls");
  annotation = brg_auction_get_annotation (auction, 0);
  g_assert_cmpuint (annotation->comments->len, ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 1))->text, ==,
                   "after suffix");
  note = brg_auction_lookup_note (auction, 1);
  g_assert_nonnull (note);
  g_assert_cmpuint (note->comments->len, ==, 2);
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (note->comments, 1))->kind, ==,
                   BRG_COMMENT_ESCAPE);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §4.8: "#" and "##" over several games. */
static void
test_inheritance (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"##Cup\"]\n[Site \"A\"]\n\n"
                                         "[Site \"#\"]\n\n"
                                         "[Board \"3\"]\n\n"
                                         "[Event \"Other\"]\n[Site \"#\"]\n\n"
                                         "[Board \"5\"]\n",
                                         &diagnostics);
  const BrgTag *tag;

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 5);

  tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "Event");
  g_assert_cmpstr (tag->value, ==, "Cup");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_DEFINES);

  tag = brg_board_lookup_tag (brg_event_get_board (event, 1), "Site");
  g_assert_cmpstr (tag->value, ==, "A");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_PREVIOUS);
  tag = brg_board_lookup_tag (brg_event_get_board (event, 1), "Event");
  g_assert_cmpstr (tag->value, ==, "Cup");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_IMPLICIT);
  /* Implicit tags come after the game's own. */
  g_assert_cmpstr (brg_board_get_nth_tag (brg_event_get_board (event, 1), 1)->name, ==, "Event");

  /* Board 3 has no Site: "#" in game 4 looks back two games. */
  g_assert_null (brg_board_lookup_tag (brg_event_get_board (event, 2), "Site"));
  tag = brg_board_lookup_tag (brg_event_get_board (event, 3), "Site");
  g_assert_cmpstr (tag->value, ==, "A");
  tag = brg_board_lookup_tag (brg_event_get_board (event, 3), "Event");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_NONE);
  /* Redefined without ##: the new value holds for the games after, as
   * "the date tag is redefined because the next 24 boards are played at
   * the next day" (§4.8). */
  tag = brg_board_lookup_tag (brg_event_get_board (event, 4), "Event");
  g_assert_nonnull (tag);
  g_assert_cmpstr (tag->value, ==, "Other");
  g_assert_cmpint (tag->inheritance, ==, BRG_INHERITANCE_IMPLICIT);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §4.8: "#" is forbidden for Deal and the others. */
static void
test_inheritance_forbidden (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Dealer \"#\"]\n", &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-inheritance");

  g_assert_nonnull (diagnostic);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_ERROR);
  /* Reported once, as what it is, not also as an invalid dealer. */
  g_assert_cmpuint (diagnostics->len, ==, 1);
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §5: a supplemental section is kept as its lines. */
static void
test_supplemental_section (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"e\"]\n"
                                         "[ScoreTable \"Rank\\\\2R;Names\\\\10L;Score_NS\"]\n"
                                         "{ best first }\n"
                                         " 1 \"Smith;Jones\"   620\n"
                                         " 2 \"Doe;Roe\"   -100  \n"
                                         "[MySection \"x\"]\nfree  text\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  const BrgTag *tag = brg_board_lookup_tag (board, "ScoreTable");

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpstr (tag->value, ==, "Rank\\2R;Names\\10L;Score_NS");
  g_assert_cmpuint (tag->comments->len, ==, 1);
  g_assert_cmpuint (tag->section->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (tag->section, 0), ==, "1 \"Smith;Jones\"   620");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 1), ==, "2 \"Doe;Roe\"   -100");
  tag = brg_board_lookup_tag (board, "MySection");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 0), ==, "free  text");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §2.4: escapes before the first game belong to the file. */
static void
test_file_escapes (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("% PBN 2.1\n% EXPORT\n%BCOptions Float\n\n"
                                         "[Event \"e\"]\n\n%Mid\n[Event \"f\"]\n",
                                         &diagnostics);
  BrgBoard *board;

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 3);
  g_assert_cmpstr (brg_event_get_escape (event, 0), ==, " PBN 2.1");
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, "BCOptions Float");
  board = brg_event_get_board (event, 1);
  g_assert_cmpuint (brg_board_get_n_leading_comments (board), ==, 1);
  g_assert_cmpint (brg_board_get_leading_comment (board, 0)->kind, ==, BRG_COMMENT_ESCAPE);
  g_assert_cmpstr (brg_board_get_leading_comment (board, 0)->text, ==, "Mid");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3: games end at semi-empty lines, not at empty lines in comments. */
static void
test_games (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"a\"]\n{one\n\n  \ntwo}\n[Site \"s\"]\n"
                                         " \t \n\n\n[Event \"b\"]",
                                         &diagnostics);

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Site"), ==, "s");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Event"), ==, "b");
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Real files: stray lines (dealer's statistics, deal's separators) are
 * reported and skipped; text after a tag is kept. */
static void
test_stray_text (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("-- 0 3 3 7\n[Board \"1\"]\n\n"
                                         "Generated 20 hands\nTime needed 0.0 sec\n",
                                         &diagnostics);
  const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, 0);

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpuint (diagnostics->len, ==, 3);
  g_assert_cmpstr (diagnostic->code, ==, "pbn-stray-text");
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (diagnostic->line, ==, 1);
  g_assert_cmpuint (diagnostic->column, ==, 1);
  g_assert_cmpuint (diagnostic->board, ==, 1);
  diagnostic = g_ptr_array_index (diagnostics, 2);
  g_assert_cmpuint (diagnostic->line, ==, 5);
  g_assert_cmpuint (diagnostic->board, ==, 0);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.8: "a comment can be positioned at the begin of the game
 * (before any tag)"; PGN, whose grammar PBN takes, reads a comment before
 * a game's tags as that game's, whatever empty lines stand between. After
 * the last game, commentary is a board of its own (commentary only). */
typedef struct
{
  const char *name;
  const char *text;
  const char *boards;   /* each board: its leading comments joined by "|",
                         * then "+" when it has tags; boards joined by " / " */
  guint       n_warnings;
} BeforeGameCase;

static const BeforeGameCase before_game_cases[] = {
  { "first-game", "{Introduction}\n\n[Event \"A\"]\n", "Introduction+", 0 },
  { "first-game-line", "; Introduction\n\n[Event \"A\"]\n", " Introduction+", 0 },
  { "first-game-pages", "{Page 1}\n\n{Page 2}\n\n\n[Event \"A\"]\n", "Page 1|Page 2+", 0 },
  { "after-header", "% PBN 2.1\n% EXPORT\n{Intro}\n\n[Event \"A\"]\n", "Intro+", 0 },
  { "escape-kept", "{Intro}\n\n%Note\n[Event \"A\"]\n", "Intro|Note+", 0 },
  { "between", "[Event \"A\"]\n\n{Between}\n\n[Event \"B\"]\n", "+ / Between+", 0 },
  { "after-last", "[Event \"A\"]\n\n{The end}\n", "+ / The end", 0 },
  { "only", "{Nothing but this}\n", "Nothing but this", 0 },
  /* Ours: a board of commentary only, written before the next game. */
  { "board-end", "{Page}\n{[%board]}\n[Event \"A\"]\n", "Page / +", 0 },
  { "board-end-two", "{P1}\n{[%board]}\n{P2}\n{[%board]}\n{Own}\n[Event \"A\"]\n",
    "P1 / P2 / Own+", 0 },
  { "board-end-alone", "{[%board]}\n[Event \"A\"]\n", "+", 0 },
  { "board-end-in-game", "[Event \"A\"]\n{[%board]}\n", "+", 0 },
  /* Text that is no comment stays ignored (a warning); the comment
   * beside it is kept. */
  { "stray-and-comment", "junk {Intro}\n\n[Event \"A\"]\n", "Intro+", 1 },
};

static void
test_before_game (gconstpointer data)
{
  const BeforeGameCase *c = data;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text (c->text, &diagnostics);
  g_autoptr(GString) boards = g_string_new (NULL);
  g_autoptr(GBytes) written = NULL;
  g_autoptr(BrgEvent) again = NULL;

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      BrgBoard *board = brg_event_get_board (event, i);

      if (i > 0)
        g_string_append (boards, " / ");
      for (guint k = 0; k < brg_board_get_n_leading_comments (board); k++)
        g_string_append_printf (boards, "%s%s", k > 0 ? "|" : "",
                                brg_board_get_leading_comment (board, k)->text);
      if (brg_board_get_n_tags (board) > 0)
        g_string_append_c (boards, '+');
    }
  g_assert_cmpstr (boards->str, ==, c->boards);
  g_assert_cmpuint (diagnostics->len, ==, c->n_warnings);
  g_assert_null (core_test_find_diagnostic (diagnostics, "pbn-lost-comment"));

  /* Written and read again, the boards are the same. */
  written = brg_pbn_write_bytes (event, NULL);
  again = brg_pbn_read_bytes (written, NULL, NULL);
  g_assert_cmpuint (brg_event_get_n_boards (again), ==, brg_event_get_n_boards (event));
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    g_assert_cmpuint (brg_board_get_n_leading_comments (brg_event_get_board (again, i)), ==,
                      brg_board_get_n_leading_comments (brg_event_get_board (event, i)));
  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* The game's first tag again without an empty line starts a new game. */
static void
test_missing_empty_line (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Deal \"N:AKQJT98765432... - - -\"]\n"
                                         "[Deal \"N:- AKQJT98765432... - -\"]\n",
                                         &diagnostics);

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_nonnull (core_test_find_diagnostic (diagnostics, "pbn-missing-empty-line"));
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §2.2 and real files: the encodings. */
#define B(literal) literal, sizeof (literal) - 1

static void
test_encodings (void)
{
  static const struct
  {
    const char *bytes;
    gsize       len;
    const char *encoding;
    const char *event;
    gboolean    warns;
  } cases[] = {
    { B ("[Event \"Caf\xc3\xa9\"]"), "UTF-8", "Caf\xc3\xa9", FALSE },
    { B ("\xef\xbb\xbf[Event \"Caf\xc3\xa9\"]"), "UTF-8", "Caf\xc3\xa9", FALSE },
    /* ISO-8859-1 is the set PBN §2.2 names: no guess. */
    { B ("[Event \"Caf\xe9\"]"), "ISO-8859-1", "Caf\xc3\xa9", FALSE },
    { B ("[Event \"\x80 5\"]"), "WINDOWS-1252", "\xe2\x82\xac 5", TRUE },
    { B ("\xff\xfe[\0E\0v\0e\0n\0t\0 \0\"\0\xe9\0\"\0]\0"), "UTF-16LE", "\xc3\xa9", FALSE },
    { B ("\xfe\xff\0[\0E\0v\0e\0n\0t\0 \0\"\0\xe9\0\"\0]"), "UTF-16BE", "\xc3\xa9", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_text_len (cases[i].bytes, cases[i].len, &diagnostics);

      g_test_message ("encoding case %u", i);
      g_assert_cmpstr (brg_event_get_source_encoding (event), ==, cases[i].encoding);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
      g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==,
                       cases[i].event);
      g_assert_cmpint (core_test_find_diagnostic (diagnostics, "pbn-encoding-guess") != NULL, ==,
                       cases[i].warns);
      g_assert_finalize_object (g_steal_pointer (&event));
    }
}

/* Issue 10: UTF-16 with a stray last byte is read, and the byte left out
 * with a warning, where the whole file was refused. */
static void
test_utf16_stray_byte (void)
{
  static const char text[] = "\xff\xfe[\0E\0v\0e\0n\0t\0 \0\"\0\xe9\0\"\0]\0\n\0" "A";
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text_len (text, sizeof text - 1, &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-encoding");

  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "UTF-16LE");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Event"), ==, "\xc3\xa9");
  g_assert_nonnull (diagnostic);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (diagnostic->line, ==, 2);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN §3.8: a comment's paragraphs stay apart whatever the file's line
 * ends, CR alone (old Macs) too: the model holds LF. */
static void
test_comment_line_ends (void)
{
  static const char * const texts[] = {
    "[Event \"x\"]\n{First.\n\nSecond.}\n",
    "[Event \"x\"]\r\n{First.\r\n\r\nSecond.}\r\n",
    "[Event \"x\"]\r{First.\r\rSecond.}\r",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(BrgEvent) event = read_text (texts[i], NULL);
      const BrgTag *tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "Event");

      g_assert_nonnull (tag->comments);
      g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==,
                       "First.\n\nSecond.");
      g_assert_finalize_object (g_steal_pointer (&event));
    }
}

/* PBN §2.2: NUL and control characters are reported, not fatal. */
static void
test_control_characters (void)
{
  static const char text[] = "[Event \"a\"]\0\n[Site \"b\x01\"]\n\x1a{x\0y}";
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text_len (text, sizeof text - 1, &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-control-character");
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 1);
  g_assert_cmpuint (diagnostic->column, ==, 12);
  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "a");
  /* Read as a space, as the diagnostic says, and the text after a NUL
   * kept; every one is reported. */
  g_assert_cmpstr (brg_board_get_tag (board, "Site"), ==, "b ");
  g_assert_cmpstr (brg_board_get_nth_tag (board, 1)->comments != NULL
                   ? ((BrgComment *) g_ptr_array_index (brg_board_get_nth_tag (board, 1)->comments,
                                                        0))->text : NULL, ==, "x y");
  g_assert_cmpuint (diagnostics->len, ==, 4);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Columns count characters, not bytes, and tabs count one. */
static void
test_diagnostic_columns (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"\xc3\xa9\xc3\xa9\"]\t[Dealer \"Q\"]\n",
                                         &diagnostics);
  const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, 0);

  g_assert_cmpuint (diagnostics->len, ==, 1);
  g_assert_cmpuint (diagnostic->line, ==, 1);
  g_assert_cmpuint (diagnostic->column, ==, 23);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Import format leniency: unquoted values, quotes inside values. */
static void
test_lenient_values (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event Random Deal #]\n[Site \"The \"Club\"\"]\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpstr (brg_board_get_tag (board, "Event"), ==, "Random Deal #");
  g_assert_cmpstr (brg_board_get_tag (board, "Site"), ==, "The \"Club\"");
  g_assert_nonnull (core_test_find_diagnostic (diagnostics, "pbn-unquoted-value"));
  g_assert_nonnull (core_test_find_diagnostic (diagnostics, "pbn-unescaped-quote"));
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* A broken tag pair marks its board and the rest of the file reads on. */
static void
test_syntax_error_recovery (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Event \"a\"]\n[Site \"no end\n[Date \"1999.??.??\"]\n\n"
                                         "[Event \"b\"]\n",
                                         &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-syntax");

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Date"), ==,
                   "1999.??.??");
  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 2);
  g_assert_cmpuint (diagnostic->column, ==, 7);
  g_assert_false (brg_board_get_has_errors (brg_event_get_board (event, 1)));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Contract and declarer are checked against the auction. */
static void
test_consistency (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("[Dealer \"S\"]\n[Declarer \"N\"]\n[Contract \"1C\"]\n"
                                         "[Auction \"S\"]\n1C AP\n",
                                         &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-invalid-tag");

  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 2);
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 0)));
  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  BrgEvent **event = user_data;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;

  *event = brg_pbn_read_file_finish (result, &diagnostics, &error);
  g_assert_no_error (error);
  g_assert_nonnull (diagnostics);
}

/* The asynchronous read runs in a thread and gives the same event. */
static void
test_async (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pbn",
                                                 "spec-1.2-example.pbn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/file.pbn");
  g_autoptr(GError) error = NULL;
  BrgEvent *event = NULL;

  brg_pbn_read_file_async (file, NULL, read_done, &event);
  while (event == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_finalize_object (event);

  g_assert_null (brg_pbn_read_file (missing, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static void
test_empty (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("", &diagnostics);

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 0);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* The bundled example file for users is valid PBN: no problem at all. */
static void
test_bundled_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "finesse-example.pbn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;

  event = brg_pbn_read_file (file, NULL, &diagnostics, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      g_autofree char *line = brg_diagnostic_format (g_ptr_array_index (diagnostics, i), path);

      g_test_message ("%s", line);
    }
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 4);
  g_assert_nonnull (brg_board_get_play (brg_event_get_board (event, 0)));
  g_assert_finalize_object (g_steal_pointer (&event));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/pbn/lexer/tokens", test_lexer_tokens);
  g_test_add_func ("/core/pbn/lexer/line-ends", test_lexer_line_ends);
  g_test_add_func ("/core/pbn/lexer/semi-empty-line", test_lexer_semi_empty);
  g_test_add_func ("/core/pbn/lexer/tag-over-lines", test_lexer_tag_over_lines);
  g_test_add_func ("/core/pbn/lexer/escape-column", test_lexer_escape_column);
  g_test_add_func ("/core/pbn/lexer/unterminated-comment", test_lexer_unterminated_comment);
  g_test_add_func ("/core/pbn/lexer/bad-tag", test_lexer_bad_tag);

  g_test_add_func ("/core/pbn/reader/1.2-example", test_spec_example);
  g_test_add_func ("/core/pbn/reader/3.4.11-partial-deal", test_deal_partial);
  g_test_add_func ("/core/pbn/reader/3.4.11-import-deal", test_deal_import_form);
  g_test_add_func ("/core/pbn/reader/3.4.11-invalid-deal", test_deal_invalid);
  g_test_add_func ("/core/pbn/reader/3.4-repeated-tag", test_repeated_tag);
  g_test_add_func ("/core/pbn/reader/3.3-tags-on-one-line", test_tags_on_one_line);
  for (guint i = 0; i < G_N_ELEMENTS (value_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/pbn/reader/value/%s/%u", value_cases[i].tag,
                                               i);

      g_test_add_data_func (path, &value_cases[i], test_value);
    }
  g_test_add_func ("/core/pbn/reader/3.5.2-auction-annotations", test_auction_annotations);
  g_test_add_func ("/core/pbn/reader/3.5-dashes-ap-end-marks", test_auction_dashes_ap);
  g_test_add_func ("/core/pbn/reader/3.9-auction-irregularities", test_irregularities_auction);
  g_test_add_func ("/core/pbn/reader/3.9-play-irregularities", test_irregularities_play);
  g_test_add_func ("/core/pbn/reader/3.6-continue", test_play_continue);
  g_test_add_func ("/core/pbn/reader/3.6-trailing-unknown", test_play_trailing_unknown);
  g_test_add_func ("/core/pbn/reader/3.6.2-play-annotations", test_play_annotations);
  g_test_add_func ("/core/pbn/reader/auction-illegal-call", test_auction_illegal);
  g_test_add_func ("/core/pbn/reader/3.5-auction-extra-pass", test_auction_extra_pass);
  g_test_add_func ("/core/pbn/reader/3.8-flowed-comments", test_flowed_comments);
  g_test_add_func ("/core/pbn/reader/3.8-comment-anchors", test_comment_anchors);
  g_test_add_func ("/core/pbn/reader/4.8-inheritance", test_inheritance);
  g_test_add_func ("/core/pbn/reader/4.8-inheritance-forbidden", test_inheritance_forbidden);
  g_test_add_func ("/core/pbn/reader/5-supplemental-section", test_supplemental_section);
  g_test_add_func ("/core/pbn/reader/2.4-file-escapes", test_file_escapes);
  g_test_add_func ("/core/pbn/reader/3-games", test_games);
  g_test_add_func ("/core/pbn/reader/stray-text", test_stray_text);
  for (guint i = 0; i < G_N_ELEMENTS (before_game_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/pbn/reader/3.8-before-game/%s",
                                               before_game_cases[i].name);

      g_test_add_data_func (path, &before_game_cases[i], test_before_game);
    }
  g_test_add_func ("/core/pbn/reader/missing-empty-line", test_missing_empty_line);
  g_test_add_func ("/core/pbn/reader/2.2-encodings", test_encodings);
  g_test_add_func ("/core/pbn/reader/utf16-stray-byte", test_utf16_stray_byte);
  g_test_add_func ("/core/pbn/reader/3.8-comment-line-ends", test_comment_line_ends);
  g_test_add_func ("/core/pbn/reader/2.2-control-characters", test_control_characters);
  g_test_add_func ("/core/pbn/reader/diagnostic-columns", test_diagnostic_columns);
  g_test_add_func ("/core/pbn/reader/lenient-values", test_lenient_values);
  g_test_add_func ("/core/pbn/reader/syntax-error-recovery", test_syntax_error_recovery);
  g_test_add_func ("/core/pbn/reader/contract-declarer-consistency", test_consistency);
  g_test_add_func ("/core/pbn/reader/async", test_async);
  g_test_add_func ("/core/pbn/reader/empty", test_empty);
  g_test_add_func ("/core/pbn/reader/bundled-example", test_bundled_example);

  return g_test_run ();
}
