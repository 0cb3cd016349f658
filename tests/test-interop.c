/* test-interop.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What we write, others read; what others wrote, we read right. Each case
 * reads a small file of our own from tests/data/interop/ with one feature
 * real files have, and checks what other programs depend on in our
 * export, or that nothing is lost without a word.
 */

#include "config.h"

#include <string.h>

#include "brg-charset.h"
#include "brg-core.h"
#include "brg-pbn-lexer.h"
#include "brg-pbn-tags.h"
#include "core-test-util.h"

/* tests/data/interop/@name, read as a file is opened (the format found
 * from the content), with its diagnostics. */
static BrgEvent *
read_interop_file (const char  *name,
                   GPtrArray  **diagnostics)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "interop", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, diagnostics, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* @event in PBN export format, as text (ISO-8859-1 bytes kept as they
 * are: only ASCII is compared). */
static char *
export_pbn (BrgEvent   *event,
            GPtrArray **diagnostics)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, diagnostics);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strndup (data, size);
}

/* @event written as PBN and read back. */
static BrgEvent *
export_and_read (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_pbn_write_bytes (event, NULL);
  g_autoptr(GError) error = NULL;
  BrgEvent *again = brg_pbn_read_bytes (bytes, NULL, &error);

  g_assert_no_error (error);
  return again;
}

static const char *
board_tag (BrgEvent   *event,
           guint       index,
           const char *name)
{
  return brg_board_get_tag (brg_event_get_board (event, index), name);
}

/* -- Item 2: inheritance stays true after export (PBN §4.8) -- */

/* Export gives the second game a mandatory `[Scoring "?"]`; the third
 * game's `#` must still mean IMP. */
static void
test_inheritance_chain (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("inheritance-chain.pbn", NULL);
  g_autoptr(BrgEvent) again = NULL;

  g_assert_cmpstr (board_tag (event, 2, "Scoring"), ==, "IMP");
  again = export_and_read (event);
  g_assert_cmpstr (board_tag (again, 1, "Scoring"), ==, "?");
  g_assert_cmpstr (board_tag (again, 2, "Scoring"), ==, "IMP");
}

/* A `##` value redefined by a plain value carries on (§4.8, "the next 24
 * boards are played at the next day"), and export says so with `##`. */
static void
test_inheritance_redefined (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("inheritance-redefined.pbn", NULL);
  g_autoptr(BrgEvent) again = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpstr (board_tag (event, 1, "Date"), ==, "2026.10.24");
  g_assert_cmpstr (board_tag (event, 3, "Date"), ==, "2026.10.25");
  g_assert_cmpstr (board_tag (event, 3, "Event"), ==, "Autumn pairs");

  text = export_pbn (event, NULL);
  g_assert_nonnull (strstr (text, "[Date \"##2026.10.25\"]\r\n[Board \"3\"]\r\n"));
  again = export_and_read (event);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpstr (board_tag (again, i, "Date"), ==, board_tag (event, i, "Date"));
      g_assert_cmpstr (board_tag (again, i, "Event"), ==, "Autumn pairs");
    }
}

/* -- Item 3: the declared character set is honoured (PBN §2.2, §2.4) -- */

/* A file that declares its set is read in it, and written in it again
 * while every character fits. */
static void
test_charset_declared (gconstpointer data)
{
  const char * const *c = data;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file (c[0], &diagnostics);
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *header = NULL;
  g_autofree char *encoded = NULL;
  gsize size;
  const char *written;

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, c[1]);
  g_assert_cmpstr (board_tag (event, 0, c[2]), ==, c[3]);

  bytes = brg_pbn_write_bytes (event, NULL);
  written = g_bytes_get_data (bytes, &size);
  header = g_strdup_printf ("%% PBN 2.1\r\n%% EXPORT\r\n%%Content-type: text/x-pbn; charset=%s\r\n",
                            c[1]);
  g_assert_true (size > strlen (header) && memcmp (written, header, strlen (header)) == 0);
  encoded = g_convert (c[3], -1, c[1], "UTF-8", NULL, NULL, NULL);
  g_assert_nonnull (encoded);
  g_assert_nonnull (g_strstr_len (written, (gssize) size, encoded));

  again = brg_pbn_read_bytes (bytes, NULL, NULL);
  g_assert_cmpstr (board_tag (again, 0, c[2]), ==, c[3]);
}

/* A character the declared set cannot hold makes the export UTF-8. */
static void
test_charset_declared_overflow (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("charset-iso-8859-2.pbn", NULL);
  g_autoptr(BrgEvent) again = NULL;
  g_autofree char *text = NULL;

  brg_board_set_tag (brg_event_get_board (event, 0), "North", "Ana Conceição");
  text = export_pbn (event, NULL);
  g_assert_true (g_str_has_prefix (text, "% PBN 2.1\r\n% EXPORT\r\n"
                                         "%Content-type: text/x-pbn; charset=UTF-8\r\n"));
  g_assert_nonnull (strstr (text, "[East \"Antonín Dvořák\"]"));
  g_assert_nonnull (strstr (text, "[North \"Ana Conceição\"]"));
}

/* ISO-8859-1 is PBN §2.2's own set, and what we write: no warning. */
static void
test_charset_latin1 (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file ("charset-latin1.pbn", &diagnostics);
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GPtrArray) again_diagnostics = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpstr (board_tag (event, 0, "West"), ==, "Jürgen Müller");

  bytes = brg_pbn_write_bytes (event, NULL);
  again = brg_pbn_read_bytes (bytes, &again_diagnostics, NULL);
  g_assert_cmpuint (again_diagnostics->len, ==, 0);
  g_assert_cmpstr (board_tag (again, 0, "West"), ==, "Jürgen Müller");
}

/* A set that does not write ASCII as ASCII (UTF-7) cannot be what an
 * ASCII line declares: read as if undeclared, and not written in it. */
static void
test_charset_declared_stateful (void)
{
  static const char text[] = "%Content-type: text/x-pbn; charset=UTF-7\n[Event \"a+b\"]\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = brg_pbn_read_bytes (bytes, &diagnostics, NULL);
  g_autofree char *written = NULL;

  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-unknown-charset"));
  g_assert_cmpstr (board_tag (event, 0, "Event"), ==, "a+b");
  written = export_pbn (event, NULL);
  g_assert_nonnull (strstr (written, "[Event \"a+b\"]"));
  g_assert_null (strstr (written, "UTF-7"));
}

/* A file that says UTF-8 but is not loses no character: it is read as
 * if it said nothing, with a warning where the first 8-bit byte is. */
static void
test_charset_declared_wrongly (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file ("charset-utf8-declared-wrongly.pbn",
                                                 &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-charset-error");

  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 4);
  g_assert_cmpuint (diagnostic->column, ==, 12);
  g_assert_cmpstr (board_tag (event, 0, "Event"), ==, "Café");
  g_assert_cmpstr (board_tag (event, 0, "West"), ==, "Jürgen Müller");
}

/* The other direction: a file that declares a single-byte set (PBN §2.2's
 * ISO-8859-1, Windows-1252) and was saved as UTF-8 by an editor that kept
 * the line. Its characters of several bytes would read as two or three
 * (’ as â€™): it is read as UTF-8, with a warning at the line
 * that declares. */
static void
test_charset_declared_single_byte (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file (name, &diagnostics);
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics,
                                                              "pbn-charset-overruled");
  g_autoptr(GPtrArray) again_diagnostics = NULL;
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_nonnull (diagnostic);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (diagnostic->line, ==, 2);
  g_assert_cmpuint (diagnostics->len, ==, 1);
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "UTF-8");
  if (strstr (name, "latin1") != NULL)
    {
      BrgBoard *board = brg_event_get_board (event, 0);
      const BrgTag *deal = brg_board_lookup_tag (board, "Deal");

      g_assert_cmpstr (board_tag (event, 0, "West"), ==, "Renée Lelièvre");
      g_assert_nonnull (deal->comments);
      g_assert_true (g_str_has_prefix (((BrgComment *) g_ptr_array_index (deal->comments, 0))->text,
                                       "It’s a relay"));
    }
  else
    g_assert_cmpstr (board_tag (event, 0, "Event"), ==, "Café €5");

  /* Written in the declared set when every character fits it (€ and é
   * fit Windows-1252), else in UTF-8 (’ is no Latin-1), and read back
   * without a warning. */
  bytes = brg_pbn_write_bytes (event, NULL);
  if (strstr (name, "latin1") != NULL)
    g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL),
                                    (gssize) g_bytes_get_size (bytes), "charset=UTF-8"));
  again = brg_pbn_read_bytes (bytes, &again_diagnostics, NULL);
  g_assert_cmpuint (again_diagnostics->len, ==, 0);
  g_assert_cmpstr (board_tag (again, 0, strstr (name, "latin1") != NULL ? "West" : "Event"), ==,
                   board_tag (event, 0, strstr (name, "latin1") != NULL ? "West" : "Event"));
}

/* -- Item 4: one bad token leaves the rest of the auction and the play
 * read (PBN §3.5, §3.6: tokens are independent) -- */

static const char *
first_comment_text (const BrgAnnotation *annotation,
                    BrgCommentKind       kind)
{
  const BrgComment *comment;

  g_assert_nonnull (annotation);
  g_assert_nonnull (annotation->comments);
  comment = g_ptr_array_index (annotation->comments, 0);
  g_assert_cmpint (comment->kind, ==, kind);
  return comment->text;
}

static void
check_tokens (BrgEvent *event)
{
  BrgAuction *auction = brg_board_get_auction (brg_event_get_board (event, 0));
  BrgPlay *play = brg_board_get_play (brg_event_get_board (event, 2));
  BrgContract contract;
  BrgSeat declarer;

  /* `etc` takes its turn as an unknown call; the `=0=` after 2C stays
   * after it; the calls around them and their note are read. */
  g_assert_nonnull (auction);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 7);
  g_assert_cmpuint (brg_auction_get_annotation (auction, 0)->note, ==, 1);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "could be short");
  g_assert_cmpint (brg_auction_get_call_flags (auction, 2), ==, BRG_CALL_FLAGS_UNKNOWN);
  g_assert_cmpstr (first_comment_text (brg_auction_get_annotation (auction, 2),
                                       BRG_COMMENT_TOKEN), ==, "etc");
  g_assert_cmpint (brg_auction_get_call (auction, 3), ==, BRG_CALL_BID (2, BRG_STRAIN_CLUBS));
  g_assert_cmpstr (first_comment_text (brg_auction_get_annotation (auction, 3),
                                       BRG_COMMENT_TOKEN), ==, "=0=");
  g_assert_true (brg_auction_get_contract (auction, &contract, &declarer));
  g_assert_cmpint (declarer, ==, BRG_SEAT_WEST);

  /* An insufficient bid without `^I` keeps East's turn. */
  auction = brg_board_get_auction (brg_event_get_board (event, 1));
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 5);
  g_assert_cmpint (brg_auction_get_call_flags (auction, 1), ==, BRG_CALL_FLAGS_UNKNOWN);
  g_assert_cmpstr (first_comment_text (brg_auction_get_annotation (auction, 1),
                                       BRG_COMMENT_TOKEN), ==, "1H");
  g_assert_true (brg_auction_get_contract (auction, &contract, &declarer));
  g_assert_cmpint (declarer, ==, BRG_SEAT_NORTH);

  /* `HX` is no card and East does not hold the ♣K: each keeps its column
   * as an unknown card, and every other card is played. */
  g_assert_nonnull (play);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 16);
  g_assert_cmpint (brg_play_get_card (play, 3), ==, BRG_CARD_UNKNOWN);
  g_assert_cmpint (brg_play_get_card_seat (play, 3), ==, BRG_SEAT_SOUTH);
  g_assert_cmpstr (first_comment_text (brg_play_get_annotation (play, 3), BRG_COMMENT_TOKEN), ==,
                   "HX");
  g_assert_cmpint (brg_play_get_trick_card (play, 3, BRG_SEAT_EAST), ==, BRG_CARD_UNKNOWN);
  g_assert_cmpint (brg_play_get_trick_card (play, 3, BRG_SEAT_SOUTH), ==,
                   BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_TWO));
}

static void
test_tokens (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file ("tokens.pbn", &diagnostics);
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(GBytes) rbn = NULL;
  g_autofree char *text = NULL;
  g_autofree char *rbn_text = NULL;

  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 5);
  check_tokens (event);

  /* show draws the auction and the play, each token quoted in its place. */
  {
    g_autofree char *auction = brg_text_write_board (brg_event_get_board (event, 0), 1);
    g_autofree char *play = brg_text_write_board (brg_event_get_board (event, 2), 3);

    g_assert_nonnull (strstr (auction, "         1\u2663(1)  1\u2665     \u201cetc\u201d\n"
                                       "  2\u2663     Pass   Pass   Pass\n"));
    g_assert_nonnull (strstr (play, "   1.  W \u26653       N \u26652       E \u2665J       "
                                    "S \u201cHX\u201d\n"));
  }

  /* Written back as it was read, and read back the same. */
  text = export_pbn (event, NULL);
  g_assert_nonnull (strstr (text, "[Auction \"N\"]\r\n1C =1= 1H etc 2C =0=\r\nPass Pass Pass\r\n"));
  g_assert_nonnull (strstr (text, "[Auction \"N\"]\r\n1S 1H Pass Pass\r\nPass\r\n"));
  g_assert_nonnull (strstr (text, "H3 H2 HJ HX\r\nD2 DA D8 D4\r\nS8 SA SQ S3\r\nC5 C3 CK C2\r\n"));
  again = export_and_read (event);
  check_tokens (again);

  /* RBN keeps every call, its note, and the tokens as free text, each
   * loss named. */
  rbn = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, &losses);
  rbn_text = g_strndup (g_bytes_get_data (rbn, NULL), g_bytes_get_size (rbn));
  g_assert_nonnull (strstr (rbn_text, "A NZ:1C^11HY2C:PPP\n1 could be short\n{etc}\n{=0=}\n"));
  g_assert_nonnull (strstr (rbn_text, "A NN:1SYPP:P\n{1H}\n"));
  /* Each card that could not be read holds its place as `-`, and says
   * so, naming the card. */
  g_assert_nonnull (strstr (rbn_text, "P H32J-:D2A84:SAQ38:C3-25\n{HX}\n{CK}\n"));
  g_assert_cmpuint (losses->len, ==, 5);
  {
    guint n_cards = 0;

    for (guint i = 0; i < losses->len; i++)
      {
        const BrgDiagnostic *loss = g_ptr_array_index (losses, i);

        if (loss->board == 3 && (strstr (loss->message, "card 4 ") != NULL
                                 || strstr (loss->message, "card 14 ") != NULL))
          n_cards++;
      }
    g_assert_cmpuint (n_cards, ==, 2);
  }
}

/* A token in a column of the last trick was played there, whatever it
 * was: it keeps its column (West's, after South's lead), not moved after
 * the last card, where reading it again would make it a card of its own
 * (PBN §3.6). */
static void
test_token_in_last_trick (void)
{
  static const char text[] =
    "[Event \"e\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:953.K83.86543.Q7 Q4.Q95.J72.J9652 8762.62.AKT9.KT3 AKJT.AJT74.Q.A84\"]\n"
    "[Declarer \"S\"]\n[Contract \"3NT\"]\n[Play \"W\"]\n"
    "SA S3 S4 S2\nHA H3 H5 H2\nDQ D3 D2 DA\nxx - - D9\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(BrgEvent) event = brg_pbn_read_bytes (bytes, NULL, NULL);
  g_autoptr(BrgEvent) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;
  BrgPlay *play = brg_board_get_play (brg_event_get_board (event, 0));

  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 14);
  g_assert_cmpint (brg_play_get_card (play, 12), ==, BRG_CARD (BRG_SUIT_DIAMONDS, 9));
  g_assert_cmpint (brg_play_get_card (play, 13), ==, BRG_CARD_UNKNOWN);
  g_assert_cmpint (brg_play_get_card_seat (play, 13), ==, BRG_SEAT_WEST);
  g_assert_cmpstr (first_comment_text (brg_play_get_annotation (play, 13), BRG_COMMENT_TOKEN), ==,
                   "xx");

  written = export_pbn (event, NULL);
  g_assert_nonnull (strstr (written, "DQ D3 D2 DA\r\nxx - - D9\r\n"));
  again = export_and_read (event);
  rewritten = export_pbn (again, NULL);
  g_assert_cmpstr (rewritten, ==, written);
}

/* -- Item 5: what RBN cannot say is reported, naming its board -- */

static const BrgDiagnostic *
find_board_diagnostic (GPtrArray  *diagnostics,
                       guint       board,
                       const char *code)
{
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      if (diagnostic->board == board && g_strcmp0 (diagnostic->code, code) == 0)
        return diagnostic;
    }
  return NULL;
}

static void
test_rbn_gaps (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("rbn-gaps.pbn", NULL);
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(GBytes) rbn = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, &losses);
  g_autoptr(BrgEvent) again = brg_rbn_read_bytes (rbn, NULL, NULL);
  g_autoptr(BrgEvent) pbn_again = NULL;

  /* DoubleDummyTricks becomes the M label, which reads back as an
   * OptimumResultTable of the same tricks. */
  g_assert_nonnull (find_board_diagnostic (losses, 1, "rbn-approximated"));
  g_assert_nonnull (brg_board_lookup_tag (brg_event_get_board (again, 0), "OptimumResultTable"));
  /* A table the M label cannot hold, a play without cards. */
  g_assert_nonnull (find_board_diagnostic (losses, 2, "rbn-dropped"));
  g_assert_nonnull (find_board_diagnostic (losses, 3, "rbn-dropped"));
  /* A game of empty tags is an empty record, and stays a board. */
  g_assert_nonnull (find_board_diagnostic (losses, 4, "rbn-approximated"));
  g_assert_cmpuint (brg_event_get_n_boards (again), ==, 5);
  pbn_again = export_and_read (again);
  g_assert_cmpuint (brg_event_get_n_boards (pbn_again), ==, 5);
  /* A vulnerability RBN has no letter for. */
  g_assert_nonnull (find_board_diagnostic (losses, 5, "rbn-approximated"));
}

/* -- Item 6: the tolerance real files need, each with a warning -- */

static void
test_lenient_values (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file ("lenient.pbn", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgVulnerability vulnerability;
  const BrgDiagnostic *diagnostic;
  g_autofree char *text = NULL;
  guint n_lenient = 0;

  /* PBN §3.4.10: "N-S " and "E-W" are NS and EW. */
  g_assert_true (brg_board_get_vulnerability (board, &vulnerability));
  g_assert_cmpint (vulnerability, ==, BRG_VULNERABILITY_NS);
  g_assert_true (brg_board_get_vulnerability (brg_event_get_board (event, 1), &vulnerability));
  g_assert_cmpint (vulnerability, ==, BRG_VULNERABILITY_EW);

  /* PBN §3.4.11: "..." beside full hands is an unknown hand, not four
   * voids. */
  g_assert_false (brg_deal_is_hand_known (brg_board_get_deal (board), BRG_SEAT_EAST));
  g_assert_true (brg_deal_is_hand_known (brg_board_get_deal (board), BRG_SEAT_NORTH));

  for (guint i = 0; i < diagnostics->len; i++)
    {
      diagnostic = g_ptr_array_index (diagnostics, i);
      if (strcmp (diagnostic->code, "pbn-lenient") == 0)
        {
          g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
          n_lenient++;
        }
    }
  g_assert_cmpuint (n_lenient, ==, 3);

  /* PBN §4.2.1: NS 420 is not what 4S by South making ten tricks
   * vulnerable gives; board 2's score is right. */
  diagnostic = core_test_find_diagnostic (diagnostics, "pbn-invalid-tag");
  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 11);
  g_assert_cmpuint (diagnostic->board, ==, 1);
  g_assert_cmpint (diagnostic->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_null (find_board_diagnostic (diagnostics, 2, "pbn-invalid-tag"));

  /* Export writes PBN's forms. */
  text = export_pbn (event, NULL);
  g_assert_nonnull (strstr (text, "[Vulnerable \"NS\"]\r\n[Deal \"N:AK4.872.AQ5.9643 - "));
  g_assert_nonnull (strstr (text, "[Vulnerable \"EW\"]"));
}

/* -- Item 7: a tag given twice keeps its second value in view -- */

static void
test_duplicate_tags (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GPtrArray) again_diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file ("duplicate-tags.pbn", &diagnostics);
  g_autoptr(BrgEvent) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, "pbn-duplicate-tag");
  const BrgTag *room;

  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 6);
  room = brg_board_lookup_tag (brg_event_get_board (event, 0), "Room");
  g_assert_cmpstr (room->value, ==, "Open");
  g_assert_nonnull (room->comments);
  g_assert_cmpuint (room->comments->len, ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (room->comments, 0))->text, ==,
                   "[Room \"IMP\"]");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (room->comments, 1))->text, ==,
                   "the second Room");

  /* It survives a round trip, and is then a comment like any other. */
  text = export_pbn (event, NULL);
  g_assert_nonnull (strstr (text, "[Room \"Open\"]\r\n{[Room \"IMP\"]}\r\n{the second Room}\r\n"));
  bytes = brg_pbn_write_bytes (event, NULL);
  again = brg_pbn_read_bytes (bytes, &again_diagnostics, NULL);
  g_assert_false (core_test_has_diagnostic (again_diagnostics, "pbn-duplicate-tag"));
  room = brg_board_lookup_tag (brg_event_get_board (again, 0), "Room");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (room->comments, 0))->text, ==,
                   "[Room \"IMP\"]");
}

/* -- Items 8, 9, 10: show and the HTML article -- */

/* Fails naming the text when @text lacks @part. */
static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    {
      g_autofree char *message = g_strdup_printf ("no “%s” in:\n%s", part, text);

      g_assert_cmpstr (message, ==, NULL);
    }
}

/* PBN §4.1.6: the hands Hidden names are hidden "by a viewer": show
 * hides them unless asked to reveal them. */
static void
test_show_hidden (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("quiz.pbn", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *hidden = brg_text_write_board (board, 1);
  g_autofree char *revealed = brg_text_write_board_full (board, 1, BRG_TEXT_OUTPUT_REVEAL);

  /* West's ♠ 8 6 2 and East's ♠ Q J 10 9 */
  g_assert_null (strstr (hidden, "8 6 2"));
  g_assert_null (strstr (hidden, "Q J 10 9"));
  assert_contains (hidden, "\u2660 A K 4");
  assert_contains (revealed, "8 6 2");
  assert_contains (revealed, "Q J 10 9");
}

/* The article folds hidden hands away for the reader to open, or shows
 * them when asked. */
static void
test_article_hidden (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("quiz.pbn", NULL);
  g_autoptr(GBytes) folded = brg_article_write_bytes (event, NULL);
  g_autoptr(GBytes) open = brg_article_write_bytes_full (event, NULL, BRG_ARTICLE_REVEAL);
  g_autofree char *folded_text = g_strndup (g_bytes_get_data (folded, NULL),
                                            g_bytes_get_size (folded));
  g_autofree char *open_text = g_strndup (g_bytes_get_data (open, NULL), g_bytes_get_size (open));

  assert_contains (folded_text, "<details class=\"hidden-hand\"><summary>Show West’s hand"
                                "</summary>");
  assert_contains (folded_text, "<details class=\"hidden-hand\"><summary>Show East’s hand"
                                "</summary>");
  g_assert_null (strstr (folded_text, "Show North’s hand"));
  g_assert_null (strstr (open_text, "hidden-hand\">"));
}

/* Boards named like "2-1" or "Example 1" are titled so, in show and in
 * the article. */
static void
test_board_names (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("quiz.pbn", NULL);
  g_autofree char *first = brg_text_write_board (brg_event_get_board (event, 0), 1);
  g_autofree char *second = brg_text_write_board (brg_event_get_board (event, 1), 2);
  g_autoptr(GBytes) page = brg_article_write_bytes (event, NULL);
  g_autofree char *html = g_strndup (g_bytes_get_data (page, NULL), g_bytes_get_size (page));

  g_assert_true (g_str_has_prefix (first, "Board 2-1 · "));
  g_assert_true (g_str_has_prefix (second, "Example 1 · "));
  assert_contains (html, "<h2>Board 2-1</h2>");
  assert_contains (html, "<h2>Example 1</h2>");
}

/* PBN §3.8 as its authors write it: a single line break inside a
 * paragraph is soft, a blank line ends it; BridgeComposer's <b> and <i>
 * are bold and italic in HTML and plain in show, which wraps once. */
static void
test_commentary_views (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("quiz.pbn", NULL);
  g_autofree char *text = brg_text_write_board (brg_event_get_board (event, 0), 1);
  g_autoptr(GBytes) page = brg_article_write_bytes (event, NULL);
  g_autofree char *html = g_strndup (g_bytes_get_data (page, NULL), g_bytes_get_size (page));

  assert_contains (text, "\nWhat do you lead? Think of the bidding first, and of the play "
                         "after.\n\nThen count.\n");
  g_assert_null (strstr (text, "<b>"));
  assert_contains (html, "<div class=\"comment\"><p>What do you lead? Think of the "
                         "<b>bidding</b> first, and of the <i>play</i> after.</p>"
                         "<p>Then count.</p></div>");
}

/* -- Item 11: diagnostics say exactly what happened and where -- */

static void
test_diagnostics_places (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_interop_file ("diagnostics.pbn", &diagnostics);
  guint n_controls = 0;

  for (guint i = 0; i < diagnostics->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);

      if (strcmp (diagnostic->code, "pbn-control-character") == 0)
        {
          /* Each one where it is, and read as a space as it says. */
          g_assert_cmpuint (diagnostic->line, ==, 3);
          g_assert_cmpuint (diagnostic->column, ==, n_controls == 0 ? 10 : 12);
          n_controls++;
        }
      else if (strcmp (diagnostic->code, "pbn-invalid-deal") == 0)
        {
          /* The hand that differs is named. */
          g_assert_cmpuint (diagnostic->line, ==, 6);
          assert_contains (diagnostic->message, brg_seat_to_display (BRG_SEAT_EAST));
        }
      else if (strcmp (diagnostic->code, "pbn-note") == 0)
        {
          /* At the =1= that refers to the note, not at the Auction tag. */
          g_assert_cmpuint (diagnostic->line, ==, 8);
          g_assert_cmpuint (diagnostic->column, ==, 4);
        }
      else if (strcmp (diagnostic->code, "pbn-syntax") == 0)
        {
          /* The bad token quoted whole. */
          g_assert_cmpuint (diagnostic->column, ==, 13);
          assert_contains (diagnostic->message, "“&x!”");
        }
    }
  g_assert_cmpuint (n_controls, ==, 2);
  g_assert_cmpstr (board_tag (event, 0, "Event"), ==, "a b c");
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-invalid-deal"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-note"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "pbn-syntax"));
}

/* A conversion's warnings are the source board's: its line in the file
 * read and its name, not a place in the output. */
static void
test_conversion_places (void)
{
  g_autoptr(BrgEvent) event = read_interop_file ("rbn-gaps.pbn", NULL);
  g_autoptr(GPtrArray) rbn_losses = NULL;
  g_autoptr(GPtrArray) pbn_losses = NULL;
  g_autoptr(GBytes) rbn = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, &rbn_losses);
  g_autoptr(GBytes) pbn = brg_pbn_write_bytes (event, &pbn_losses);
  const BrgDiagnostic *diagnostic;

  diagnostic = find_board_diagnostic (rbn_losses, 2, "rbn-dropped");
  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 10);
  g_assert_true (g_str_has_prefix (diagnostic->message, "Board 2: "));

  /* PBN: the vulnerability "E" of board 5 has no export form. */
  diagnostic = find_board_diagnostic (pbn_losses, 5, "pbn-write-noncanonical-value");
  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, 31);
  g_assert_true (g_str_has_prefix (diagnostic->message, "Board 5: "));
}

/* -- Every corpus file exported: what other programs depend on -- */

static void
collect_files (const char *folder,
               GPtrArray  *paths)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_files (path, paths);
      else if (!g_str_has_suffix (name, ".md"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

/* PBN §5.2: column widths with one backslash, as every producer writes
 * them; `\\` only where a backslash would read as an escape. */
static void
check_backslashes (const char *where,
                   const char *text,
                   gsize       len)
{
  for (gsize i = 0; i + 2 < len; i++)
    if (text[i] == '\\' && text[i + 1] == '\\' && g_ascii_isdigit (text[i + 2]))
      {
        g_autofree char *message = g_strdup_printf ("%s: \\\\ before a digit at byte %"
                                                    G_GSIZE_FORMAT, where, i);

        g_assert_cmpstr (message, ==, NULL);
      }
}

/* PBN §2.2: the export declares the set the source declared, unless a
 * character does not fit it (then UTF-8), and reads back in it. */
static void
check_charset (const char *where,
               const char *source,
               gsize       source_len,
               const char *text,
               gsize       len)
{
  g_autofree char *declared = brg_pbn_find_declared_charset (source, source_len, NULL);
  g_autofree char *written = brg_pbn_find_declared_charset (text, len, NULL);

  if (declared == NULL || brg_charset_is_utf16 (declared))
    return;
  if (g_strcmp0 (written, declared) != 0 && (written == NULL || !brg_charset_is_utf8 (written)))
    {
      g_autofree char *message = g_strdup_printf ("%s: declared %s, exported %s", where,
                                                  declared, written);

      g_assert_cmpstr (message, ==, NULL);
    }
}

/* PBN §3.4: the 15 mandatory tags in order, each there unless an earlier
 * `##` gives it (§4.8); and every inherited value resolves to the value
 * it had (§4.8), and every other value of a tag kept as text too. */
static void
check_games (const char *where,
             BrgEvent   *event,
             BrgEvent   *again)
{
  g_assert_cmpuint (brg_event_get_n_boards (again), ==, brg_event_get_n_boards (event));

  for (guint b = 0; b < brg_event_get_n_boards (again); b++)
    {
      BrgBoard *board = brg_event_get_board (again, b);
      BrgBoard *original = brg_event_get_board (event, b);
      int last = -1;
      guint seen = 0;

      /* Boards of commentary only (RBN free text) have no tags. */
      if (brg_board_get_n_tags (original) == 0 && brg_board_get_n_leading_comments (original) > 0)
        continue;

      for (guint i = 0; i < brg_board_get_n_tags (board); i++)
        {
          const BrgTag *tag = brg_board_get_nth_tag (board, i);
          const BrgPbnTag *known = brg_pbn_tag_lookup (tag->name);

          if (known == NULL || known->mandatory < 0)
            continue;
          seen |= 1u << known->mandatory;
          if (tag->inheritance == BRG_INHERITANCE_IMPLICIT)
            continue;
          if (known->mandatory <= last)
            {
              g_autofree char *message = g_strdup_printf ("%s board %u: %s out of order", where,
                                                          b + 1, tag->name);

              g_assert_cmpstr (message, ==, NULL);
            }
          last = known->mandatory;
        }
      if (seen != (1u << BRG_PBN_N_MANDATORY) - 1)
        {
          g_autofree char *message = g_strdup_printf ("%s board %u: mandatory tags %x", where,
                                                      b + 1, seen);

          g_assert_cmpstr (message, ==, NULL);
        }

      for (guint i = 0; i < brg_board_get_n_tags (original); i++)
        {
          const BrgTag *tag = brg_board_get_nth_tag (original, i);
          const BrgPbnTag *known = brg_pbn_tag_lookup (tag->name);
          const char *value;

          /* Only the values written as they are: typed values are
           * canonicalised, and a tag given twice keeps its first. */
          if (known != NULL && known->kind != BRG_PBN_TAG_KIND_TEXT
              && known->kind != BRG_PBN_TAG_KIND_OTHER)
            continue;
          if (brg_board_lookup_tag (original, tag->name) != tag
              || strchr (tag->value, '\n') != NULL || strchr (tag->value, '\t') != NULL)
            continue;
          if (strcmp (tag->value, "?") == 0 || tag->value[0] == '\0')
            continue;
          value = brg_board_get_tag (board, tag->name);
          if (g_strcmp0 (value, tag->value) != 0)
            {
              g_autofree char *message = g_strdup_printf ("%s board %u: %s was “%s”, "
                                                          "reads back “%s”", where, b + 1,
                                                          tag->name, tag->value, value);

              g_assert_cmpstr (message, ==, NULL);
            }
        }
    }
}

static void
test_corpus_exports (void)
{
  g_autofree char *root = core_test_corpus_path (".", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint n_checked = 0;

  if (root == NULL)
    return;

  collect_files (root, paths);
  g_ptr_array_sort (paths, core_test_compare_strings);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(BrgEvent) event = brg_import_file (file, NULL, NULL, NULL);
      g_autoptr(BrgEvent) again = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *source = NULL;
      gsize source_len = 0, len;
      const char *text;

      if (event == NULL)
        continue;
      g_test_message ("%s", path);
      g_assert_true (g_file_get_contents (path, &source, &source_len, NULL));
      bytes = brg_pbn_write_bytes (event, NULL);
      text = g_bytes_get_data (bytes, &len);

      check_backslashes (path, text, len);
      {
        g_autoptr(GBytes) source_bytes = g_bytes_new_static (source, source_len);

        if (brg_format_detect (source_bytes, path) == brg_format_lookup ("pbn"))
          check_charset (path, source, source_len, text, len);
      }
      again = brg_pbn_read_bytes (bytes, NULL, NULL);
      g_assert_nonnull (again);
      check_games (path, event, again);
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/interop/4.8-inheritance-chain", test_inheritance_chain);
  g_test_add_func ("/core/interop/4.8-inheritance-redefined", test_inheritance_redefined);

  {
    static const char * const cp1250[] = {
      "charset-windows-1250.pbn", "WINDOWS-1250", "West", "Łukasz Żółć",
    };
    static const char * const latin2[] = {
      "charset-iso-8859-2.pbn", "ISO-8859-2", "South", "Jiří Šťastný",
    };

    g_test_add_data_func ("/core/interop/2.2-charset-windows-1250", cp1250,
                          test_charset_declared);
    g_test_add_data_func ("/core/interop/2.2-charset-iso-8859-2", latin2, test_charset_declared);
  }
  g_test_add_func ("/core/interop/2.2-charset-declared-overflow", test_charset_declared_overflow);
  g_test_add_func ("/core/interop/2.2-charset-latin1", test_charset_latin1);
  g_test_add_func ("/core/interop/2.2-charset-declared-wrongly", test_charset_declared_wrongly);
  g_test_add_data_func ("/core/interop/2.2-charset-latin1-holds-utf8",
                        "charset-latin1-declared-holds-utf8.pbn",
                        test_charset_declared_single_byte);
  g_test_add_data_func ("/core/interop/2.2-charset-cp1252-holds-utf8",
                        "charset-cp1252-declared-holds-utf8.pbn",
                        test_charset_declared_single_byte);
  g_test_add_func ("/core/interop/2.2-charset-declared-stateful", test_charset_declared_stateful);

  g_test_add_func ("/core/interop/3.5-tokens", test_tokens);
  g_test_add_func ("/core/interop/3.6-token-in-last-trick", test_token_in_last_trick);
  g_test_add_func ("/core/interop/rbn-gaps", test_rbn_gaps);
  g_test_add_func ("/core/interop/lenient-values", test_lenient_values);
  g_test_add_func ("/core/interop/3.4-duplicate-tags", test_duplicate_tags);
  g_test_add_func ("/core/interop/4.1.6-show-hidden", test_show_hidden);
  g_test_add_func ("/core/interop/4.1.6-article-hidden", test_article_hidden);
  g_test_add_func ("/core/interop/3.4.4-board-names", test_board_names);
  g_test_add_func ("/core/interop/3.8-commentary-views", test_commentary_views);
  g_test_add_func ("/core/interop/diagnostics-places", test_diagnostics_places);
  g_test_add_func ("/core/interop/conversion-places", test_conversion_places);
  g_test_add_func ("/core/interop/corpus-exports", test_corpus_exports);

  return g_test_run ();
}
