/* test-lin-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LIN import, command by command. LIN has no specification: the cases
 * come from what BBO writes (hand records, vugraph files) and what the
 * readers of LIN do (tenace, BridgeData, endplay, aaBridge), as
 * docs/lin-pbn-mapping.md sets down; each test cites its section there
 * (LIN §3.3 is the row of `md`).
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

static BrgEvent *
read_lin (const char  *text,
          GPtrArray  **diagnostics)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_lin_read_bytes (bytes, diagnostics, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* One board, and no problem reported. */
static BrgBoard *
read_one (const char *text,
          BrgEvent  **event)
{
  g_autoptr(GPtrArray) diagnostics = NULL;

  *event = read_lin (text, &diagnostics);
  if (diagnostics != NULL && diagnostics->len > 0)
    {
      g_autofree char *line = brg_diagnostic_format (g_ptr_array_index (diagnostics, 0), NULL);

      g_test_message ("unexpected: %s", line);
    }
  g_assert_cmpuint (diagnostics != NULL ? diagnostics->len : 0, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (*event), ==, 1);
  return brg_event_get_board (*event, 0);
}

static void
check_tag (BrgBoard   *board,
           const char *name,
           const char *value)
{
  g_assert_cmpstr (brg_board_get_tag (board, name), ==, value);
}

/* The texts of @comments joined by " | ", or "" without any. */
static char *
join_comments (GPtrArray *comments)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; comments != NULL && i < comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, i);

      if (i > 0)
        g_string_append (out, " | ");
      if (comment->kind == BRG_COMMENT_ESCAPE)
        g_string_append_c (out, '%');
      g_string_append (out, comment->text);
    }
  return g_string_free (out, FALSE);
}

static char *
leading_text (BrgBoard *board)
{
  g_autoptr(GPtrArray) comments = g_ptr_array_new ();

  for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
    g_ptr_array_add (comments, (gpointer) brg_board_get_leading_comment (board, i));
  return join_comments (comments);
}

static char *
tag_text (BrgBoard   *board,
          const char *name)
{
  const BrgTag *tag = brg_board_lookup_tag (board, name);

  return join_comments (tag != NULL ? tag->comments : NULL);
}

static char *
call_text (BrgBoard *board,
           guint     position)
{
  const BrgAnnotation *annotation = brg_auction_get_annotation (brg_board_get_auction (board),
                                                                position);

  return join_comments (annotation != NULL ? annotation->comments : NULL);
}

static char *
card_text (BrgBoard *board,
           guint     position)
{
  const BrgAnnotation *annotation = brg_play_get_annotation (brg_board_get_play (board),
                                                             position);

  return join_comments (annotation != NULL ? annotation->comments : NULL);
}

/* The auction as "1C P 1S …". */
static char *
auction_string (BrgBoard *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  GString *out = g_string_new (NULL);

  for (guint i = 0; auction != NULL && i < brg_auction_get_n_calls (auction); i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, brg_call_to_pbn (brg_auction_get_call (auction, i)));
    }
  return g_string_free (out, FALSE);
}

static char *
play_string (BrgBoard *board)
{
  BrgPlay *play = brg_board_get_play (board);
  GString *out = g_string_new (NULL);

  for (guint i = 0; play != NULL && i < brg_play_get_n_cards (play); i++)
    {
      g_autofree char *card = brg_card_to_pbn (brg_play_get_card (play, i));

      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, card);
    }
  return g_string_free (out, FALSE);
}

static void
assert_diagnostic_at (GPtrArray  *diagnostics,
                      const char *code,
                      guint       line,
                      guint       column)
{
  const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics, code);

  g_assert_nonnull (diagnostic);
  g_assert_cmpuint (diagnostic->line, ==, line);
  g_assert_cmpuint (diagnostic->column, ==, column);
}

#define DEAL "3S2QKAH234D234C234,S89TJHJQKDJQKCJQK,S567H89AD89AC789A,"
#define PBN_DEAL "N:765.A98.A98.A987 43.T765.T765.T65 AKQ2.432.432.432 JT98.KQJ.KQJ.KQJ"

/* ------------------------------------------------------------------ */
/* Detection                                                            */

/* LIN §1: a first line of commands, past blank and % lines. */
static void
test_detect (void)
{
  static const struct { const char *text; gboolean lin; } cases[] = {
    { "pn|a,b,c,d|st||md|3S2,,,|", TRUE },
    { "qx|o1|md|3|", TRUE },
    { "\xef\xbb\xbfvg|Cup,1,I,1,2,A,0,B,0|", TRUE },
    { "% aaBridge\n%% more\n\nfh|120|ff|1Ariel|", TRUE },
    { "  MB|1C|", TRUE },
    { "[Event \"x\"]\n", FALSE },
    { "% PBN 2.1\n[Board \"1\"]\n", FALSE },
    { "H S:AK.x.x.x::\n", FALSE },
    { "pn a,b,c,d", FALSE },
    { "", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const guint8 *data = (const guint8 *) cases[i].text;
      gsize length = strlen (cases[i].text);
      g_autoptr(GBytes) bytes = g_bytes_new_static (data, length);
      const BrgFormat *format = brg_format_detect (bytes, NULL);

      g_assert_cmpint (brg_lin_detect (data, length), ==, cases[i].lin);
      if (cases[i].lin)
        g_assert_cmpstr (format->name, ==, "lin");
      else
        g_assert_true (format == NULL || strcmp (format->name, "lin") != 0);
    }
  g_assert_cmpstr (brg_format_lookup ("LIN")->name, ==, "lin");
  g_assert_nonnull (brg_format_lookup ("lin")->read);
  g_assert_nonnull (brg_format_lookup ("lin")->write);
  g_assert_cmpstr (brg_format_from_file_name ("/a/b/Lesson.lin")->name, ==, "lin");
  g_assert_cmpstr (brg_import_detect_format ("pn|a,b,c,d|st||", 15, NULL), ==, "lin");
}

/* ------------------------------------------------------------------ */
/* Headings                                                             */

/* LIN §3.1: names S, W, N, E; eight names are the two rooms. */
static void
test_pn (void)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) rooms = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  BrgBoard *board;

  board = read_one ("pn|Sam,Will,Nora,Ed%2C Jr.|st||md|" DEAL "|rh||ah|Board 1|sv|o|", &event);
  check_tag (board, "South", "Sam");
  check_tag (board, "West", "Will");
  check_tag (board, "North", "Nora");
  check_tag (board, "East", "Ed, Jr.");

  rooms = read_lin ("pn|S1,W1,N1,E1,S2,W2,N2,E2|pg||\n"
                    "qx|o1|md|" DEAL "|\n"
                    "qx|c1|md|" DEAL "|\n"
                    "qx|o2|pn|A,,C,|md|" DEAL "|\n"
                    "qx|c2|md|" DEAL "|\n", &diagnostics);
  g_assert_cmpuint (brg_event_get_n_boards (rooms), ==, 4);
  check_tag (brg_event_get_board (rooms, 0), "South", "S1");
  check_tag (brg_event_get_board (rooms, 0), "East", "E1");
  check_tag (brg_event_get_board (rooms, 0), "Room", "Open");
  check_tag (brg_event_get_board (rooms, 1), "South", "S2");
  check_tag (brg_event_get_board (rooms, 1), "East", "E2");
  check_tag (brg_event_get_board (rooms, 1), "Room", "Closed");
  /* A board's own pn holds for it and after it; empty names are no tags. */
  check_tag (brg_event_get_board (rooms, 2), "South", "A");
  check_tag (brg_event_get_board (rooms, 2), "West", NULL);
  check_tag (brg_event_get_board (rooms, 3), "North", "C");
  /* The header's eight names are the first board's commentary. */
  {
    g_autofree char *text = leading_text (brg_event_get_board (rooms, 0));

    g_assert_cmpstr (text, ==, "[%pn S1,W1,N1,E1,S2,W2,N2,E2][%pg]");
  }
  /* A pn after the play began (in a board without a deal, where it starts
   * no board) is the next board's: this board keeps the names before. */
  {
    g_autoptr(BrgEvent) later = NULL;

    board = read_one ("md|2|pn|Ann,Bob,Cid,Dee|mb|p|pn|Eve,Fay,Gus,Hal|", &later);
    check_tag (board, "South", "Ann");
    check_tag (board, "East", "Dee");
  }
}

/* LIN §3.3: dealer digit 1 S, 2 W, 3 N, 4 E; hands from South; the
 * fourth hand completed when the other three are full. */
static void
test_md (void)
{
  static const struct { const char *digit; const char *dealer; } dealers[] = {
    { "1", "S" }, { "2", "W" }, { "3", "N" }, { "4", "E" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (dealers); i++)
    {
      g_autoptr(BrgEvent) event = NULL;
      g_autofree char *text = g_strdup_printf ("md|%s%s|", dealers[i].digit, DEAL + 1);
      BrgBoard *board = read_one (text, &event);

      check_tag (board, "Dealer", dealers[i].dealer);
      g_assert_true (brg_deal_is_complete (brg_board_get_deal (board)));
    }

  {
    g_autoptr(BrgEvent) event = NULL;
    BrgBoard *board = read_one ("md|" DEAL "|", &event);
    BrgDeal *deal = brg_board_get_deal (board);
    g_autofree char *pbn = brg_deal_to_pbn (deal, BRG_SEAT_NORTH);

    g_assert_cmpstr (pbn, ==, PBN_DEAL);
    /* BBO's own form is no kept text. */
    g_assert_cmpuint (brg_board_get_n_leading_comments (board), ==, 0);
    g_assert_null (brg_board_lookup_tag (board, "Deal")->comments);
  }

  /* Four hands, ranks from the ace, lower case, 10: the same deal, and
   * the form is kept as written. */
  {
    g_autoptr(BrgEvent) event = NULL;
    BrgBoard *board = read_one ("md|3SAKQ2H432D432C432,sJ10 98hKQJdKQJcKQJ,S765HA98DA98CA987,"
                                "S43HT765DT765CT65|", &event);
    g_autofree char *pbn = brg_deal_to_pbn (brg_board_get_deal (board), BRG_SEAT_NORTH);
    g_autofree char *kept = tag_text (board, "Deal");

    g_assert_cmpstr (pbn, ==, PBN_DEAL);
    g_assert_true (g_str_has_prefix (kept, "[%lin md|3SAKQ2H432D432C432,sJ10 98hKQJ"));
  }

  /* A partial deal stays partial: three hands of four cards, and the
   * fourth cannot be told. */
  {
    g_autoptr(BrgEvent) event = NULL;
    BrgBoard *board = read_one ("md|1SAKQHDC2,S89TH2DC,SHJQKD2C,|", &event);
    BrgDeal *deal = brg_board_get_deal (board);

    g_assert_true (brg_deal_is_hand_known (deal, BRG_SEAT_SOUTH));
    g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_SOUTH), ==, 4);
    g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 4);
    g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
  }

  /* Two hands: the others unknown. */
  {
    g_autoptr(BrgEvent) event = NULL;
    BrgBoard *board = read_one ("md|2S2QKAH234D234C234,,S567H89AD89AC789A,|", &event);
    BrgDeal *deal = brg_board_get_deal (board);

    check_tag (board, "Dealer", "W");
    g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_WEST));
    g_assert_false (brg_deal_is_hand_known (deal, BRG_SEAT_EAST));
    g_assert_cmpuint (brg_deal_get_n_cards (deal, BRG_SEAT_NORTH), ==, 13);
  }

  /* md|0 changes the deal of a movie in place: no new board. */
  {
    g_autoptr(BrgEvent) event = NULL;
    BrgBoard *board = read_one ("md|" DEAL "|nt|Now the end position|md|0SAK,,,|pg||", &event);
    g_autofree char *text = tag_text (board, "Deal");

    g_assert_cmpstr (text, ==, "Now the end position[%md 0SAK,,,][%pg]");
    g_assert_true (brg_deal_is_complete (brg_board_get_deal (board)));
  }
}

/* LIN §3.3: a deal that does not parse is an error at its position; the
 * board and the rest of the file open. */
static void
test_md_broken (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|3SAKQ2H432D432C432,SAKJHKQJDKQJCKQJ,,|rh||ah|Board 1|\n"
                                        "md|" DEAL "|ah|Board 2|", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *kept = tag_text (board, "Deal");

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  assert_diagnostic_at (diagnostics, "lin-invalid-deal", 1, 24);
  g_assert_true (brg_board_get_has_errors (board));
  /* The command as written, in the deal's place. */
  g_assert_cmpstr (kept, ==, "[%lin md|3SAKQ2H432D432C432,SAKJHKQJDKQJCKQJ,,]");
  g_assert_true (brg_deal_is_empty (brg_board_get_deal (board)));
  check_tag (board, "Board", "1");
  g_assert_false (brg_board_get_has_errors (brg_event_get_board (event, 1)));
  check_tag (brg_event_get_board (event, 1), "Board", "2");
}

/* LIN §3.3: md is read as deal paste reads it, but a file names every
 * card: an x, or a hand of more than 13 cards, is no deal; the message
 * says which, at the value. */
static void
test_md_not_in_files (void)
{
  static const struct { const char *line; const char *says; } cases[] = {
    { "md|3SAKxxH432D432C432,,,|", "x" },
    { "md|3SAKQJT98765432HA,,,|", "14" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) diagnostics = NULL;
      g_autoptr(BrgEvent) event = read_lin (cases[i].line, &diagnostics);
      const BrgDiagnostic *diagnostic = core_test_find_diagnostic (diagnostics,
                                                                   "lin-invalid-deal");

      g_test_message ("%s", cases[i].line);
      g_assert_nonnull (diagnostic);
      g_assert_nonnull (strstr (diagnostic->message, cases[i].says));
      assert_diagnostic_at (diagnostics, "lin-invalid-deal", 1, 4);
      g_assert_true (brg_deal_is_empty (brg_board_get_deal (brg_event_get_board (event, 0))));
    }
}

/* LIN §3.4: o, 0, n, e, b; 0 is kept as written. */
static void
test_sv (void)
{
  static const struct { const char *value; const char *tag; gboolean kept; } cases[] = {
    { "o", "None", FALSE }, { "n", "NS", FALSE }, { "e", "EW", FALSE }, { "b", "All", FALSE },
    { "0", "None", TRUE }, { "O", "None", TRUE }, { "B", "All", TRUE }, { "-", "None", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BrgEvent) event = NULL;
      g_autofree char *text = g_strdup_printf ("md|" DEAL "|sv|%s|", cases[i].value);
      BrgBoard *board = read_one (text, &event);
      g_autofree char *kept = tag_text (board, "Deal");
      g_autofree char *expected = g_strdup_printf ("[%%lin sv|%s]", cases[i].value);

      check_tag (board, "Vulnerable", cases[i].tag);
      g_assert_cmpstr (kept, ==, cases[i].kept ? expected : "");
    }

  {
    g_autoptr(GPtrArray) diagnostics = NULL;
    g_autoptr(BrgEvent) event = read_lin ("md|" DEAL "|sv|x|", &diagnostics);
    BrgBoard *board = brg_event_get_board (event, 0);
    g_autofree char *kept = tag_text (board, "Deal");

    assert_diagnostic_at (diagnostics, "lin-invalid-value", 1, 63);
    check_tag (board, "Vulnerable", NULL);
    g_assert_cmpstr (kept, ==, "[%sv x]");
  }
}

/* LIN §3.5, §3.6, §3.2: headings, rooms, st. */
static void
test_headings (void)
{
  static const struct
  {
    const char *text;
    const char *board;
    const char *description;
    const char *room;
    const char *kept;
  } cases[] = {
    { "ah|Board 7|", "7", NULL, NULL, "" },
    { "ah|board  7 |", "7", NULL, NULL, "[%lin ah|board  7 ]" },
    { "ah|Deal of the Week|", NULL, "Deal of the Week", NULL, "" },
    { "qx|o3|ah|Board 3|", "3", NULL, "Open", "" },
    { "qx|c3|", "3", NULL, "Closed", "" },
    /* Vugraph files number boards in the order of bn. */
    { "qx|o11|ah|Board 33|", "33", NULL, "Open", "[%lin qx|o11]" },
    /* BridgeComposer; an aaBridge page anchor. */
    { "qx|o1,BOARD 1|ah|Board 1|", "1", NULL, "Open", "[%lin qx|o1,BOARD 1]" },
    /* BridgeComposer's BOARD names the number; a name that is none does not. */
    { "qx|o1,BOARD 5|", "5", NULL, "Open", "[%lin qx|o1,BOARD 5]" },
    { "qx|c2,BOARD |", "2", NULL, "Closed", "[%lin qx|c2,BOARD ]" },
    /* A qx that does not read gives neither room nor number. */
    { "qx|c2S|", NULL, NULL, NULL, "[%lin qx|c2S]" },
    /* The first board's qx followed by commentary stays before it. */
    { "qx|o4|pd||", "4", NULL, "Open", "[%lin qx|o4][%pd]" },
    { "qx|amps,T|ah|Board 2|", "2", NULL, NULL, "[%lin qx|amps,T]" },
    { "st|small|rh|reset|ah|Board 4|", "4", NULL, NULL, "[%lin st|small][%lin rh|reset]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BrgEvent) event = NULL;
      g_autofree char *text = g_strdup_printf ("%smd|" DEAL "|", cases[i].text);
      BrgBoard *board = read_one (text, &event);
      g_autofree char *kept = leading_text (board);

      check_tag (board, "Board", cases[i].board);
      check_tag (board, "Description", cases[i].description);
      check_tag (board, "Room", cases[i].room);
      g_assert_cmpstr (kept, ==, cases[i].kept);
    }
}

/* ------------------------------------------------------------------ */
/* Auction                                                              */

/* LIN §3.7, §3.8: calls in any case, several in one value, alerts and
 * explanations as notes, suit escapes. */
static void
test_mb_an (void)
{
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board = read_one ("md|" DEAL "|mb|1C!|an|3+ !C; 11-21|mb|P|mb|1s|an|5+ spades|"
                              "mb|X|mb|XX|mb|2h!|mb|2NT|mb|ppp|", &event);
  BrgAuction *auction = brg_board_get_auction (board);
  g_autofree char *calls = auction_string (board);
  g_autofree char *first = call_text (board, 0);
  g_autofree char *third = call_text (board, 2);

  g_assert_cmpstr (calls, ==, "1C Pass 1S X XX 2H 2NT Pass Pass Pass");
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 3);

  /* Alerted and explained: the note and the marker of the `!`. */
  g_assert_cmpuint (brg_auction_get_annotation (auction, 0)->note, ==, 1);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "3+ \\C; 11-21");
  g_assert_cmpstr (first, ==, "[%alert]");
  /* Explained, not alerted (BBO's robots). */
  g_assert_cmpuint (brg_auction_get_annotation (auction, 2)->note, ==, 2);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 2)->text, ==, "5+ spades");
  g_assert_cmpstr (third, ==, "");
  /* Alerted, not explained: an empty note, as PBN has alerts. */
  g_assert_cmpuint (brg_auction_get_annotation (auction, 5)->note, ==, 3);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 3)->text, ==, "");
  check_tag (board, "Auction", "N");
}

/* LIN §3.7: a call the laws do not allow is an error at its place, and is
 * kept where it stood. */
static void
test_mb_illegal (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|" DEAL "|mb|2C|mb|1C|mb|9Z|mb|p|", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *calls = auction_string (board);
  g_autofree char *kept = call_text (board, 0);

  g_assert_cmpstr (calls, ==, "2C Pass");
  g_assert_cmpstr (kept, ==, "[%mb 1C][%mb 9Z]");
  assert_diagnostic_at (diagnostics, "lin-invalid-call", 1, 69);
  g_assert_true (brg_board_get_has_errors (board));
}

/* ------------------------------------------------------------------ */
/* Play                                                                 */

#define AUCTION "mb|1C|mb|p|mb|1S|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|"

/* LIN §3.9, §3.10: cards in any case, the leader from the contract, the
 * claim. */
static void
test_pc_mc (void)
{
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board = read_one ("md|" DEAL "|" AUCTION "pg||pc|dK|pc|DA|pc|d5|pc|D2|pg||"
                              "pc|S5|pc|S3|pc|SA|pc|S8|pg||mc|11|", &event);
  BrgPlay *play = brg_board_get_play (board);
  g_autofree char *cards = play_string (board);

  g_assert_cmpstr (cards, ==, "DK DA D5 D2 S5 S3 SA S8");
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_WEST);
  check_tag (board, "Result", "11");
  /* Two tricks won, nine more claimed. */
  g_assert_cmpint (brg_play_get_claim (play), ==, 9);
  g_assert_cmpint (brg_board_get_declarer_tricks (board), ==, 11);
}

/* LIN §2: a line end inside a value means nothing but in `nt`, `at` and
 * `mn`: a card or a call cut by one is the card or call (the writer
 * leaves the line end out), and what follows keeps its line. */
static void
test_line_ends_in_values (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|" DEAL "|" AUCTION "pg||pc|d\nK|pc|D\r\nA|nt|a\nb|"
                                        "pc|QQ|", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *cards = play_string (board);
  const BrgAnnotation *annotation = brg_play_get_annotation (brg_board_get_play (board), 1);

  g_assert_cmpstr (cards, ==, "DK DA");
  g_assert_nonnull (annotation);
  /* The text keeps its line break; the card that is no card is kept. */
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->text, ==,
                   "a\nb[%pc QQ]");
  assert_diagnostic_at (diagnostics, "lin-invalid-card", 4, 6);
}

/* LIN §3.9: without an auction, the holder of the first card leads; a
 * suit alone is the lowest card of it. */
static void
test_pc_problem (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|" DEAL "|pc|SA|pc|s|", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *cards = play_string (board);

  g_assert_cmpint (brg_play_get_leader (brg_board_get_play (board)), ==, BRG_SEAT_SOUTH);
  g_assert_cmpstr (cards, ==, "SA S8");
  assert_diagnostic_at (diagnostics, "lin-card-guessed", 1, 69);
  g_assert_false (brg_board_get_has_errors (board));
}

/* LIN §3.9: a play problem without an auction is played in the strain
 * its cards fit: West's ♥3 on the third trick wins it only with hearts
 * as trumps, and West leads the fourth (tenace's triple-coup.lin is such a
 * problem). Without a ruff, notrump, and nothing to say. */
#define PROBLEM_DEAL "3S753HA54DKJ4CAKQ2,S862HT963D7632CJ5,SAK4H872DAQ5C9643,"
#define PROBLEM_CARDS "pc|CJ|pc|C3|pc|C7|pc|CA|pc|CK|pc|C5|pc|C4|pc|C8|" \
                      "pc|CQ|pc|H3|pc|C6|pc|CT|pc|S2|pc|SA|pc|S9|pc|S3|"

static void
test_pc_problem_trumps (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GPtrArray) quiet = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|" PROBLEM_DEAL "|" PROBLEM_CARDS, &diagnostics);
  g_autoptr(BrgEvent) notrump = NULL;
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgPlay *play = brg_board_get_play (board);

  g_assert_nonnull (play);
  g_assert_cmpint (brg_play_get_trumps (play), ==, BRG_STRAIN_HEARTS);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_WEST);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 16);
  g_assert_cmpint (brg_play_get_trick_winner (play, 2), ==, BRG_SEAT_WEST);
  assert_diagnostic_at (diagnostics, "lin-trumps-guessed", 1, 60);
  g_assert_false (brg_board_get_has_errors (board));
  /* PBN has no place for them but this tag, which its reader takes. */
  check_tag (board, "LinTrumps", "H");
  {
    g_autoptr(GBytes) pbn = brg_pbn_write_bytes (event, NULL);
    g_autoptr(BrgEvent) back = brg_pbn_read_bytes (pbn, NULL, NULL);

    play = brg_board_get_play (brg_event_get_board (back, 0));
    g_assert_cmpint (brg_play_get_trumps (play), ==, BRG_STRAIN_HEARTS);
    g_assert_cmpint (brg_play_get_trick_winner (play, 2), ==, BRG_SEAT_WEST);
  }

  /* The first two tricks alone: no card tells, notrump. */
  notrump = read_lin ("md|" PROBLEM_DEAL "|pc|CJ|pc|C3|pc|C7|pc|CA|pc|CK|pc|C5|pc|C4|pc|C8|",
                      &quiet);
  play = brg_board_get_play (brg_event_get_board (notrump, 0));
  g_assert_cmpint (brg_play_get_trumps (play), ==, BRG_STRAIN_NOTRUMP);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 8);
  g_assert_cmpuint (quiet != NULL ? quiet->len : 0, ==, 0);
  check_tag (brg_event_get_board (notrump, 0), "LinTrumps", NULL);
}

/* LIN §3.9: a card the laws do not allow is an error, kept in place. */
static void
test_pc_illegal (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|" DEAL "|" AUCTION "pg||pc|DK|pc|SA|pc|DA|pc|QQ|",
                                        &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *cards = play_string (board);
  g_autofree char *kept = card_text (board, 1);

  g_assert_cmpstr (cards, ==, "DK DA");
  g_assert_cmpstr (kept, ==, "[%pc QQ]");
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 2);
  assert_diagnostic_at (diagnostics, "lin-invalid-card", 1, 127);
  g_assert_true (brg_board_get_has_errors (board));
}

/* ------------------------------------------------------------------ */
/* Movies                                                               */

/* LIN §3.11, §2.1, §4: text anchored at the call or card before it, with
 * its percent escapes, line breaks and suit escapes. */
static void
test_nt_at (void)
{
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board = read_one ("nt|Before the deal|md|" DEAL "|nt|The deal%0Ais dealt|"
                              "mb|1C|nt|Clubs: !C, !cK, 2@c as, @home, !so|at| and more|"
                              "mb|p|at|Added|nt||", &event);
  g_autofree char *leading = leading_text (board);
  g_autofree char *deal = tag_text (board, "Deal");
  g_autofree char *first = call_text (board, 0);
  g_autofree char *second = call_text (board, 1);

  g_assert_cmpstr (leading, ==, "Before the deal");
  g_assert_cmpstr (deal, ==, "The deal\nis dealt");
  g_assert_cmpstr (first, ==, "Clubs: \\C, \\CK, 2\\C as, @home, !so[%at] and more");
  g_assert_cmpstr (second, ==, "[%at]Added[%nt]");

  /* Text that holds `[%` (here after decoding) would read as a command in
   * the comment: it is kept as the command, its value as written. */
  {
    g_autoptr(BrgEvent) other = NULL;
    BrgBoard *odd = read_one ("md|" DEAL "|mb|1C|nt|see [%x] here|at|a %5B%25b|", &other);
    g_autofree char *text = call_text (odd, 0);

    g_assert_cmpstr (text, ==, "[%nt see [%x%5D here][%at a %5B%2525b]");
  }
}

/* LIN §3.12: BBO's pauses after the auction and each trick are left out;
 * the others are kept where they stood. */
static void
test_pg (void)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) other = NULL;
  BrgBoard *board = read_one ("md|" DEAL "|" AUCTION "pg||pc|DK|pc|DA|pg||pc|D5|pc|D2|pg||", &event);
  g_autofree char *last_call = call_text (board, 9);
  g_autofree char *second = card_text (board, 1);
  g_autofree char *fourth = card_text (board, 3);
  g_autofree char *explicit_last = NULL;

  g_assert_cmpstr (last_call, ==, "");
  g_assert_cmpstr (second, ==, "[%pg]");
  g_assert_cmpstr (fourth, ==, "");
  check_tag (board, "LinPauses", NULL);

  /* A trick without its pause: all pauses are as written. */
  board = read_one ("md|" DEAL "|" AUCTION "pg||pc|DK|pc|DA|pc|D5|pc|D2|", &other);
  explicit_last = call_text (board, 9);
  g_assert_cmpstr (explicit_last, ==, "[%pg]");
  check_tag (board, "LinPauses", "explicit");
}

/* LIN §3.13: the first seats shown are the hidden hands; later changes
 * are the movie's. */
static void
test_sk (void)
{
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) all = NULL;
  BrgBoard *board = read_one ("md|" DEAL "|sv|o|sk|s|mb|1C|sk|SN|", &event);
  g_autofree char *later = call_text (board, 0);
  g_autofree char *kept = NULL;

  check_tag (board, "Hidden", "NEW");
  g_assert_cmpstr (later, ==, "[%sk SN]");

  board = read_one ("md|" DEAL "|sk||", &all);
  kept = tag_text (board, "Deal");
  check_tag (board, "Hidden", NULL);
  g_assert_cmpstr (kept, ==, "[%sk]");
}

/* LIN §3.14: take-backs; the model holds what stayed, the commentary the
 * alternative line. */
static void
test_ub_up (void)
{
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board = read_one ("md|" DEAL "|mb|1C|mb|p|mb|2S|nt|Too much|ub|1|mb|1S|"
                              "mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|"
                              "pc|DK|pc|DA|pc|D5|pc|D2|mc|11|at|Or|up|2|pc|D5|pc|D2|", &event);
  g_autofree char *calls = auction_string (board);
  g_autofree char *cards = play_string (board);
  g_autofree char *after_pass = call_text (board, 1);
  g_autofree char *after_ace = card_text (board, 1);

  g_assert_cmpstr (calls, ==, "1C Pass 1S Pass 2S Pass 4S Pass Pass Pass");
  g_assert_cmpstr (after_pass, ==, "[%mb 2S] | Too much[%ub 1]");
  g_assert_cmpstr (cards, ==, "DK DA D5 D2");
  /* The claim went with the cards taken back. */
  g_assert_cmpstr (after_ace, ==, "[%pc D5][%pc D2][%mc 11][%at]Or[%up 2]");
  check_tag (board, "Result", NULL);
}

/* LIN §3.15: the vugraph heading gives the event's tags. */
static void
test_vg (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("vg|Finesse Cup,Final,I,1,2,HOMERS,0,VISITORS,3|\n"
                                        "rs|4SS=,4SS-1|\npw|A,B|\nmp|,10|\nbn|1|\n"
                                        "pn|A,B,C,D,E,F,G,H|pg||\n"
                                        "qx|o1|md|" DEAL "|\nqx|c1|md|" DEAL "|\n",
                                        &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 1);
  g_autofree char *leading = leading_text (brg_event_get_board (event, 0));

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  check_tag (board, "Event", "Finesse Cup");
  check_tag (board, "Stage", "Final");
  check_tag (board, "Scoring", "IMP");
  check_tag (board, "HomeTeam", "HOMERS");
  check_tag (board, "VisitTeam", "VISITORS");
  check_tag (board, "West", "F");
  g_assert_cmpstr (leading, ==, "[%vg Finesse Cup,Final,I,1,2,HOMERS,0,VISITORS,3][%rs 4SS=,4SS-1]"
                   "[%pw A,B][%mp ,10][%bn 1][%pn A,B,C,D,E,F,G,H][%pg]");
}

/* LIN §3.16, §3.17: presentation commands are kept; commands Finesse
 * does not know are kept and reported once a file. */
static void
test_kept_commands (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin ("md|" DEAL "|hc|SA|lc|SA|hs|S|ls|S|cr|164|cg|1255|cb|12|"
                                        "fh|120|ff|1Ariel|fb|14|fm|1|fp|2|cp|red|cs|1|ht|b|"
                                        "lg|m|bt||bg|2|mn|Title|tc|y|hd|1|lb|*mQ?^a~b^1^|"
                                        "sa|0|zz|one|zz|two|Zz|three|", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *kept = tag_text (board, "Deal");
  guint unknown = 0;

  g_assert_cmpstr (kept, ==, "[%hc SA][%lc SA][%hs S][%ls S][%cr 164][%cg 1255][%cb 12]"
                   "[%fh 120][%ff 1Ariel][%fb 14][%fm 1][%fp 2][%cp red][%cs 1][%ht b]"
                   "[%lg m][%bt][%bg 2][%mn Title][%tc y][%hd 1][%lb *mQ?^a~b^1^][%sa 0]"
                   "[%zz one][%zz two][%zz three]");
  for (guint i = 0; i < diagnostics->len; i++)
    unknown += strcmp (((BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->code,
                       "lin-unknown-command") == 0;
  g_assert_cmpuint (unknown, ==, 1);
  assert_diagnostic_at (diagnostics, "lin-unknown-command", 1, 206);
}

/* LIN §2: commands in any case; % lines. */
static void
test_case_and_comments (void)
{
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board = read_one ("% first\n%second\nPN|a,b,c,d|St||MD|" DEAL "|\n"
                              "% inside\nMb|1C|NT|Hi|", &event);
  g_autofree char *calls = auction_string (board);
  g_autofree char *comments = tag_text (board, "Deal");
  g_autofree char *after = call_text (board, 0);

  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 2);
  g_assert_cmpstr (brg_event_get_escape (event, 0), ==, " first");
  g_assert_cmpstr (brg_event_get_escape (event, 1), ==, "second");
  check_tag (board, "South", "a");
  g_assert_cmpstr (calls, ==, "1C");
  g_assert_cmpstr (comments, ==, "% inside");
  g_assert_cmpstr (after, ==, "Hi");
}

/* LIN §2.1: a file from a URL: + is a space there, and only there. */
static void
test_plus (void)
{
  g_autoptr(BrgEvent) url = NULL;
  g_autoptr(BrgEvent) plain = NULL;
  BrgBoard *board = read_one ("pn|John+Smith,b,c,d|md|" DEAL "|ah|Board+7|mb|1N|an|15-17+bal|",
                              &url);

  check_tag (board, "South", "John Smith");
  check_tag (board, "Board", "7");
  g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (board), 1)->text, ==,
                   "15-17 bal");

  board = read_one ("pn|John+Smith,b,c,d|md|" DEAL "|ah|Board 7|mb|1N|an|5+ !S|", &plain);
  check_tag (board, "South", "John+Smith");
  g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (board), 1)->text, ==,
                   "5+ \\S");
}

/* ------------------------------------------------------------------ */
/* Files                                                                */

/* LIN §2: where boards start. */
static void
test_boards (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_lin (
    /* Hand records: one a line, pn first. */
    "pn|a,b,c,d|st||md|" DEAL "|rh||ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n"
    "pn|a,b,c,d|st||md|" DEAL "|rh||ah|Board 2|sv|n|\n"
    /* No play: the next pn is the next board's. */
    "pn|e,f,g,h|st||md|" DEAL "|rh||ah|Board 3|sv|e|\n"
    /* qx starts a board. */
    "qx|o4|md|" DEAL "|\n"
    /* A heading after calls starts one, md|0 does not. */
    "md|" DEAL "|mb|1C|md|0|ah|Board 5|md|" DEAL "|\n", &diagnostics);

  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 6);
  check_tag (brg_event_get_board (event, 1), "Board", "2");
  check_tag (brg_event_get_board (event, 1), "South", "a");
  check_tag (brg_event_get_board (event, 2), "South", "e");
  check_tag (brg_event_get_board (event, 3), "Board", "4");
  check_tag (brg_event_get_board (event, 5), "Board", "5");
}

/* LIN §2: broken records are reported with their line and column; the
 * rest of the file opens. */
static void
test_broken_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lin", "broken.lin", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_lin_read_file (file, NULL, &diagnostics, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 5);
  assert_diagnostic_at (diagnostics, "lin-invalid-deal", 2, 47);
  assert_diagnostic_at (diagnostics, "lin-invalid-value", 3, 101);
  assert_diagnostic_at (diagnostics, "lin-invalid-call", 3, 106);
  assert_diagnostic_at (diagnostics, "lin-syntax", 3, 126);
  assert_diagnostic_at (diagnostics, "lin-missing-bar", 4, 20);
  assert_diagnostic_at (diagnostics, "lin-unterminated", 8, 103);
  for (guint i = 1; i < diagnostics->len; i++)
    g_assert_cmpint (brg_diagnostic_compare (&g_ptr_array_index (diagnostics, i - 1),
                                             &g_ptr_array_index (diagnostics, i)), <=, 0);
  g_assert_false (brg_board_get_has_errors (brg_event_get_board (event, 0)));
  g_assert_true (brg_board_get_has_errors (brg_event_get_board (event, 1)));
  check_tag (brg_event_get_board (event, 3), "Board", "4");
  check_tag (brg_event_get_board (event, 4), "Board", "5");
}

/* LIN §2: Windows-1252 bytes, NUL bytes, a byte order mark. */
static void
test_encoding (void)
{
  g_autoptr(GBytes) nul = g_bytes_new ("pn|a\0b|", 7);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = NULL;
  BrgBoard *board;

  g_assert_null (brg_lin_read_bytes (nul, NULL, &error));
  g_assert_error (error, BRG_LIN_ERROR, BRG_LIN_ERROR_ENCODING);

  board = read_one ("\xef\xbb\xbfpn|S\xfc" "d,b,c,d|md|" DEAL "|", &event);
  check_tag (board, "South", "S\xc3\xbc" "d");
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "WINDOWS-1252");
}

static void
read_async_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  BrgEvent **event = user_data;
  g_autoptr(GError) error = NULL;

  *event = brg_lin_read_file_finish (result, NULL, &error);
  g_assert_no_error (error);
}

/* LIN §1: the file and the worker thread read the same. */
static void
test_read_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "lin", "lesson.lin", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(BrgEvent) async = NULL;
  g_autoptr(GError) error = NULL;

  event = brg_lin_read_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  brg_lin_read_file_async (file, NULL, read_async_cb, &async);
  while (async == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (brg_event_get_n_boards (async), ==, 1);
  check_tag (brg_event_get_board (async, 0), "Hidden", "NEW");
}

/* Hostile input finishes: take-backs that undo the whole auction again and
 * again, and a line of junk, cost a bounded work each (HACKING.md, *Parser
 * design*), and the problems reported stop at the reader's limit. */
static void
test_pathological (void)
{
  GString *text = g_string_new ("md|" DEAL "|mb|1C|");
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  gint64 start;

  /* Take-backs that reach back to the first call, a hundred thousand times. */
  for (guint i = 0; i < 50000; i++)
    g_string_append (text, "pg||mb|p|ub|2|mb|1C|");
  /* A line of junk. */
  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "%|");
  start = g_get_monotonic_time ();
  event = read_lin (text->str, &diagnostics);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpuint (diagnostics->len, <=, 10001);
  g_test_message ("%zu bytes in %.0f ms", text->len,
                  (g_get_monotonic_time () - start) / 1000.0);
  g_string_free (text, TRUE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/lin/reader/detect", test_detect);
  g_test_add_func ("/core/lin/reader/pn", test_pn);
  g_test_add_func ("/core/lin/reader/md", test_md);
  g_test_add_func ("/core/lin/reader/md-broken", test_md_broken);
  g_test_add_func ("/core/lin/reader/md-not-in-files", test_md_not_in_files);
  g_test_add_func ("/core/lin/reader/sv", test_sv);
  g_test_add_func ("/core/lin/reader/headings", test_headings);
  g_test_add_func ("/core/lin/reader/mb-an", test_mb_an);
  g_test_add_func ("/core/lin/reader/mb-illegal", test_mb_illegal);
  g_test_add_func ("/core/lin/reader/pc-mc", test_pc_mc);
  g_test_add_func ("/core/lin/reader/pc-problem", test_pc_problem);
  g_test_add_func ("/core/lin/reader/pc-problem-trumps", test_pc_problem_trumps);
  g_test_add_func ("/core/lin/reader/line-ends-in-values", test_line_ends_in_values);
  g_test_add_func ("/core/lin/reader/pc-illegal", test_pc_illegal);
  g_test_add_func ("/core/lin/reader/nt-at", test_nt_at);
  g_test_add_func ("/core/lin/reader/pg", test_pg);
  g_test_add_func ("/core/lin/reader/sk", test_sk);
  g_test_add_func ("/core/lin/reader/ub-up", test_ub_up);
  g_test_add_func ("/core/lin/reader/vg", test_vg);
  g_test_add_func ("/core/lin/reader/kept-commands", test_kept_commands);
  g_test_add_func ("/core/lin/reader/case-and-comments", test_case_and_comments);
  g_test_add_func ("/core/lin/reader/plus", test_plus);
  g_test_add_func ("/core/lin/reader/boards", test_boards);
  g_test_add_func ("/core/lin/reader/broken-file", test_broken_file);
  g_test_add_func ("/core/lin/reader/encoding", test_encoding);
  g_test_add_func ("/core/lin/reader/read-file", test_read_file);
  g_test_add_func ("/core/lin/reader/pathological", test_pathological);

  return g_test_run ();
}
