/* test-letters.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Card letters by language (brg-letters.c): the table of ../shared/FIELD.md
 * §10.1, what the display functions show in each language, which thread
 * sees which letters, typed entry in local letters, a document's own
 * letters in its `%FinesseLetters` line through every writer, and every
 * file written in English letters whatever the letters shown.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

static const BrgLetters *
letters (const char *code)
{
  const BrgLetters *found = brg_letters_lookup (code);

  g_assert_nonnull (found);
  return found;
}

/* FIELD.md §10.1: honours A K Q J, seats N E S W, NT, pass, double,
 * redouble in each language. */
static void
test_table (void)
{
  static const struct
  {
    const char *code;
    const char *honours;  /* A K Q J */
    const char *seats;    /* N E S W */
    const char *sides[2];
    const char *notrump;
    const char *calls[3];
  } cases[] = {
    { "en", "AKQJ", "NESW", { "NS", "EW" }, "NT", { "Pass", "Dbl", "Rdbl" } },
    { "fr", "ARDV", "NESO", { "NS", "EO" }, "SA", { "passe", "contre", "surcontre" } },
    { "de", "AKDB", "NOSW", { "NS", "OW" }, "SA", { "passe", "Kontra", "Rekontra" } },
    { "nl", "AHVB", "NOZW", { "NZ", "OW" }, "SA", { "pas", "doublet", "redoublet" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const BrgLetters *l = letters (cases[i].code);

      g_assert_cmpstr (brg_letters_get_code (l), ==, cases[i].code);
      g_assert_true (brg_letters_get_nth (i) == l);
      for (guint k = 0; k < 4; k++)
        {
          char honour[2] = { cases[i].honours[k], '\0' };
          char seat[2] = { cases[i].seats[k], '\0' };

          g_assert_cmpstr (brg_letters_rank (l, BRG_RANK_ACE - k), ==, honour);
          g_assert_cmpstr (brg_letters_seat (l, (BrgSeat) k), ==, seat);
        }
      g_assert_cmpstr (brg_letters_rank (l, BRG_RANK_TEN), ==, "10");
      g_assert_cmpstr (brg_letters_rank (l, 7), ==, "7");
      g_assert_cmpstr (brg_letters_side (l, BRG_SIDE_NS), ==, cases[i].sides[0]);
      g_assert_cmpstr (brg_letters_side (l, BRG_SIDE_EW), ==, cases[i].sides[1]);
      g_assert_cmpstr (brg_letters_notrump (l), ==, cases[i].notrump);
      g_assert_cmpstr (brg_letters_call_word (l, BRG_CALL_KIND_PASS), ==, cases[i].calls[0]);
      g_assert_cmpstr (brg_letters_call_word (l, BRG_CALL_KIND_DOUBLE), ==, cases[i].calls[1]);
      g_assert_cmpstr (brg_letters_call_word (l, BRG_CALL_KIND_REDOUBLE), ==, cases[i].calls[2]);
    }
  g_assert_null (brg_letters_get_nth (G_N_ELEMENTS (cases)));
  g_assert_true (brg_letters_get_english () == letters ("en"));
}

static void
test_lookup (void)
{
  g_assert_true (brg_letters_lookup ("fr_BE.UTF-8") == letters ("fr"));
  g_assert_true (brg_letters_lookup ("de_AT") == letters ("de"));
  g_assert_true (brg_letters_lookup ("NL") == letters ("nl"));
  g_assert_true (brg_letters_lookup ("en_GB.UTF-8@euro") == letters ("en"));
  g_assert_null (brg_letters_lookup ("es_ES.UTF-8"));
  g_assert_null (brg_letters_lookup ("french"));
  g_assert_null (brg_letters_lookup (""));
  g_assert_null (brg_letters_lookup ("C"));
}

/* The model's display functions follow the letters in use. */
static void
test_display (void)
{
  static const struct
  {
    const char *code;
    const char *king, *ten, *west, *three_nt, *pass, *redouble, *contract;
  } cases[] = {
    { "en", "♠K", "♥10", "W", "3NT", "Pass", "Rdbl", "3NT×" },
    { "fr", "♠R", "♥10", "O", "3SA", "passe", "surcontre", "3SA×" },
    { "de", "♠K", "♥10", "W", "3SA", "passe", "Rekontra", "3SA×" },
    { "nl", "♠H", "♥10", "W", "3SA", "pas", "redoublet", "3SA×" },
  };
  BrgContract contract = { 0 };

  g_assert_true (brg_contract_from_pbn ("3NTX", &contract));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const BrgLetters *before = brg_letters_use (letters (cases[i].code));
      g_autofree char *king = brg_card_to_display (BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
      g_autofree char *ten = brg_card_to_display (BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_TEN));
      g_autofree char *three_nt = brg_call_to_display (BRG_CALL_BID (3, BRG_STRAIN_NOTRUMP));
      g_autofree char *pass = brg_call_to_display (BRG_CALL_PASS);
      g_autofree char *redouble = brg_call_to_display (BRG_CALL_REDOUBLE);
      g_autofree char *shown = brg_contract_to_display (&contract);

      g_assert_null (before);
      g_assert_cmpstr (king, ==, cases[i].king);
      g_assert_cmpstr (ten, ==, cases[i].ten);
      g_assert_cmpstr (brg_seat_to_display_short (BRG_SEAT_WEST), ==, cases[i].west);
      g_assert_cmpstr (brg_side_to_display_short (BRG_SIDE_EW), ==,
                       brg_letters_side (letters (cases[i].code), BRG_SIDE_EW));
      g_assert_cmpstr (three_nt, ==, cases[i].three_nt);
      g_assert_cmpstr (pass, ==, cases[i].pass);
      g_assert_cmpstr (redouble, ==, cases[i].redouble);
      g_assert_cmpstr (shown, ==, cases[i].contract);
      g_assert_true (brg_letters_use (NULL) == letters (cases[i].code));
    }

  /* Untranslated (the tests run in the C locale): English. */
  g_assert_true (brg_letters_for_language () == brg_letters_get_english ());
  g_assert_true (brg_letters_get_current () == brg_letters_get_english ());
}

static gpointer
thread_letters (gpointer data)
{
  const BrgLetters *before = brg_letters_use (letters ("de"));

  g_assert_null (before);
  return g_strdup (brg_rank_to_display (BRG_RANK_JACK));
}

/* A thread's letters are its own; the preferred ones are every thread's
 * that chose none. */
static void
test_threads (void)
{
  g_autoptr(GThread) thread = NULL;
  g_autofree char *jack = NULL;

  brg_letters_use (letters ("fr"));
  thread = g_thread_new ("letters", thread_letters, NULL);
  jack = g_thread_join (g_steal_pointer (&thread));
  g_assert_cmpstr (jack, ==, "B");
  g_assert_cmpstr (brg_rank_to_display (BRG_RANK_JACK), ==, "V");
  brg_letters_use (NULL);

  brg_letters_set_preferred (letters ("nl"));
  g_assert_true (brg_letters_get_preferred () == letters ("nl"));
  g_assert_cmpstr (brg_rank_to_display (BRG_RANK_KING), ==, "H");
  brg_letters_use (letters ("fr"));
  g_assert_cmpstr (brg_rank_to_display (BRG_RANK_KING), ==, "R");
  brg_letters_use (NULL);
  brg_letters_set_preferred (NULL);
  g_assert_null (brg_letters_get_preferred ());
  g_assert_cmpstr (brg_rank_to_display (BRG_RANK_KING), ==, "K");
}

static BrgCard
card_typed (const char *code,
            const char *text)
{
  BrgCard card = BRG_CARD_NONE;
  gboolean ok;

  brg_letters_use (letters (code));
  ok = brg_card_from_input (text, &card);
  brg_letters_use (NULL);
  return ok ? card : BRG_CARD_NONE;
}

static BrgCall
call_typed (const char *code,
            const char *text)
{
  BrgCall call = 0;
  gboolean ok;

  brg_letters_use (letters (code));
  ok = brg_call_from_input (text, &call);
  brg_letters_use (NULL);
  return ok ? call : (BrgCall) 0xff;
}

/* Typed cards and calls in the letters in use, English ones too; a
 * Dutch H is a king (FIELD.md §10.1), a suit only where a suit stands. */
static void
test_input (void)
{
  g_assert_cmpuint (card_typed ("fr", "SR"), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
  g_assert_cmpuint (card_typed ("fr", "rs"), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
  g_assert_cmpuint (card_typed ("fr", "♦v"), ==, BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_JACK));
  g_assert_cmpuint (card_typed ("fr", "DD"), ==, BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_QUEEN));
  g_assert_cmpuint (card_typed ("fr", "SK"), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
  g_assert_cmpuint (card_typed ("fr", "h10"), ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_TEN));
  g_assert_cmpuint (card_typed ("nl", "HH"), ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_KING));
  g_assert_cmpuint (card_typed ("nl", "SH"), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
  g_assert_cmpuint (card_typed ("nl", "HS"), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
  g_assert_cmpuint (card_typed ("nl", "CV"), ==, BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_QUEEN));
  g_assert_cmpuint (card_typed ("nl", "HT"), ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_TEN));
  g_assert_cmpuint (card_typed ("de", "DB"), ==, BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_JACK));
  g_assert_cmpuint (card_typed ("de", "BD"), ==, BRG_CARD (BRG_SUIT_DIAMONDS, BRG_RANK_JACK));
  g_assert_cmpuint (card_typed ("de", "SZ"), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_TEN));
  g_assert_cmpuint (card_typed ("de", "HD"), ==, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_QUEEN));
  /* Another language's letters are not read. */
  g_assert_cmpuint (card_typed ("en", "SR"), ==, BRG_CARD_NONE);
  g_assert_cmpuint (card_typed ("de", "SR"), ==, BRG_CARD_NONE);
  g_assert_cmpuint (card_typed ("fr", "SZ"), ==, BRG_CARD_NONE);
  g_assert_cmpuint (card_typed ("en", "HH"), ==, BRG_CARD_NONE);

  g_assert_cmpuint (call_typed ("fr", "passe"), ==, BRG_CALL_PASS);
  g_assert_cmpuint (call_typed ("fr", "Contre"), ==, BRG_CALL_DOUBLE);
  g_assert_cmpuint (call_typed ("fr", "surcontre"), ==, BRG_CALL_REDOUBLE);
  g_assert_cmpuint (call_typed ("fr", "1sa"), ==, BRG_CALL_BID (1, BRG_STRAIN_NOTRUMP));
  g_assert_cmpuint (call_typed ("fr", "3NT"), ==, BRG_CALL_BID (3, BRG_STRAIN_NOTRUMP));
  g_assert_cmpuint (call_typed ("fr", "1S"), ==, BRG_CALL_BID (1, BRG_STRAIN_SPADES));
  g_assert_cmpuint (call_typed ("de", "Kontra"), ==, BRG_CALL_DOUBLE);
  g_assert_cmpuint (call_typed ("de", "rekontra"), ==, BRG_CALL_REDOUBLE);
  g_assert_cmpuint (call_typed ("nl", "pas"), ==, BRG_CALL_PASS);
  g_assert_cmpuint (call_typed ("nl", "doublet"), ==, BRG_CALL_DOUBLE);
  g_assert_cmpuint (call_typed ("nl", "2 SA"), ==, BRG_CALL_BID (2, BRG_STRAIN_NOTRUMP));
  g_assert_cmpuint (call_typed ("nl", "x"), ==, BRG_CALL_DOUBLE);
  g_assert_cmpuint (call_typed ("en", "1SA"), ==, 0xff);
  g_assert_cmpuint (call_typed ("en", "contre"), ==, 0xff);
}

static BrgCardSet
suit_typed (const char *code,
            const char *text,
            guint      *n_spots)
{
  BrgHandText hand;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  brg_letters_use (letters (code));
  ok = brg_hand_text_parse_suit (text, BRG_SUIT_SPADES, &hand, &error);
  brg_letters_use (NULL);
  if (!ok)
    {
      g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
      return BRG_CARD_SET_ALL;
    }
  *n_spots = hand.n_spots[BRG_SUIT_SPADES];
  return hand.cards;
}

#define SPADE(rank) BRG_CARD_SET_BIT (BRG_CARD (BRG_SUIT_SPADES, rank))

/* A suit row of the deal editor in local letters; a file's deal in
 * English letters only (PBN §3.11). */
static void
test_suit_row (void)
{
  BrgCardSet akqjt = SPADE (BRG_RANK_ACE) | SPADE (BRG_RANK_KING) | SPADE (BRG_RANK_QUEEN)
                     | SPADE (BRG_RANK_JACK) | SPADE (BRG_RANK_TEN);
  BrgDealText deal;
  BrgHandText hand;
  g_autoptr(GError) error = NULL;
  guint spots = 0;

  g_assert_cmpuint (suit_typed ("fr", "ARDV10x", &spots), ==, akqjt);
  g_assert_cmpuint (spots, ==, 1);
  g_assert_cmpuint (suit_typed ("de", "akdbz", &spots), ==, akqjt);
  g_assert_cmpuint (spots, ==, 0);
  g_assert_cmpuint (suit_typed ("nl", "AHVBT", &spots), ==, akqjt);
  g_assert_cmpuint (suit_typed ("nl", "A K Q J 10", &spots), ==, akqjt);
  /* French X is a spot card, as in English; V is a Dutch queen. */
  g_assert_cmpuint (suit_typed ("fr", "xx", &spots), ==, 0);
  g_assert_cmpuint (spots, ==, 2);
  g_assert_cmpuint (suit_typed ("nl", "V", &spots), ==, SPADE (BRG_RANK_QUEEN));
  g_assert_cmpuint (suit_typed ("en", "ARD", &spots), ==, BRG_CARD_SET_ALL);
  g_assert_cmpuint (suit_typed ("de", "R", &spots), ==, BRG_CARD_SET_ALL);

  /* A hand line as typed follows the letters too. */
  brg_letters_use (letters ("nl"));
  g_assert_true (brg_hand_text_parse ("AH.V.B.T", &hand, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (brg_card_set_count (hand.cards), ==, 5);
  g_assert_true (brg_card_set_contains (hand.cards, BRG_CARD (BRG_SUIT_HEARTS, BRG_RANK_QUEEN)));

  /* A PBN deal does not. */
  g_assert_false (brg_deal_text_parse ("N:AH.V.B.T - - -", &deal, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE);
  brg_letters_use (NULL);
}

/* The per-document choice: a `%FinesseLetters CODE` line (PBN §2.4). */
static void
test_event (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  g_assert_null (brg_letters_for_event (event));
  brg_event_add_escape (event, " PBN 2.1");
  brg_event_add_escape (event, "BCOptions Center");
  brg_letters_set_for_event (event, letters ("fr"));
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 3);
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, "FinesseLetters fr");
  g_assert_true (brg_letters_for_event (event) == letters ("fr"));

  /* Set again: in its place. The same letters keep the line's bytes. */
  brg_event_add_escape (event, "After");
  brg_letters_set_for_event (event, letters ("de"));
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, "FinesseLetters de");
  g_assert_cmpstr (brg_event_get_escape (event, 3), ==, "After");
  brg_event_set_escape (event, 2, " finesseletters: nl  ");
  g_assert_true (brg_letters_for_event (event) == letters ("nl"));
  brg_letters_set_for_event (event, letters ("nl"));
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, " finesseletters: nl  ");

  /* The first line counts; setting removes the others. */
  brg_event_add_escape (event, "FinesseLetters en");
  g_assert_true (brg_letters_for_event (event) == letters ("nl"));
  brg_letters_set_for_event (event, letters ("en"));
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 4);
  g_assert_true (brg_letters_for_event (event) == letters ("en"));

  /* A code Finesse does not know, or another directive, chooses nothing. */
  brg_event_set_escape (event, 2, "FinesseLetters pl");
  g_assert_null (brg_letters_for_event (event));
  brg_event_set_escape (event, 2, "FinesseLettersX fr");
  g_assert_null (brg_letters_for_event (event));

  brg_event_set_escape (event, 2, "FinesseLetters fr");
  brg_letters_set_for_event (event, NULL);
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 3);
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, "After");
  g_assert_null (brg_letters_for_event (event));
  g_assert_finalize_object (g_steal_pointer (&event));
}

/* The window's way: an undoable edit, which gives back the `%` lines as
 * they were, bytes and order. */
static void
test_event_edit (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgCommand) french = NULL;
  g_autoptr(BrgCommand) none = NULL;
  g_autoptr(GError) error = NULL;

  brg_event_add_escape (event, " PBN 2.1");
  brg_event_add_escape (event, " finesseletters: nl  ");
  brg_event_add_escape (event, "After");

  french = brg_edit_set_event_letters (event, letters ("fr"));
  g_assert_true (brg_command_apply (french, &error));
  g_assert_no_error (error);
  g_assert_true (brg_letters_for_event (event) == letters ("fr"));
  g_assert_cmpstr (brg_event_get_escape (event, 1), ==, "FinesseLetters fr");
  g_assert_true (brg_command_revert (french, &error));
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 3);
  g_assert_cmpstr (brg_event_get_escape (event, 0), ==, " PBN 2.1");
  g_assert_cmpstr (brg_event_get_escape (event, 1), ==, " finesseletters: nl  ");
  g_assert_cmpstr (brg_event_get_escape (event, 2), ==, "After");

  none = brg_edit_set_event_letters (event, NULL);
  g_assert_true (brg_command_apply (none, &error));
  g_assert_null (brg_letters_for_event (event));
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 2);
  g_assert_true (brg_command_revert (none, &error));
  g_assert_true (brg_letters_for_event (event) == letters ("nl"));
  /* Applied again (redo), the same. */
  g_assert_true (brg_command_apply (none, &error));
  g_assert_null (brg_letters_for_event (event));
}

static GBytes *
write_as (const char *format_name,
          BrgEvent   *event)
{
  const BrgFormat *format = brg_format_lookup (format_name);

  g_assert_nonnull (format);
  return brg_format_write (format, event, BRG_FORMAT_WRITE_NONE, NULL);
}

static BrgEvent *
read_back (GBytes     *bytes,
           const char *name)
{
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_bytes (bytes, name, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

/* Removes the one line @line from @text; fails when it is not there once. */
static char *
without_line (GBytes     *bytes,
              const char *line)
{
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  g_autofree char *text = g_strndup (data, length);
  const char *at = strstr (text, line);
  GString *out = g_string_new (NULL);

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, line));
  g_string_append_len (out, text, at - text);
  g_string_append (out, at + strlen (line));
  return g_string_free (out, FALSE);
}

/* Every writer keeps the line, and changes nothing else: the file written
 * with the line is the file written without it and the line. RBX puts
 * the file's % lines on its one line, the others one a line. The HTML
 * article, which shows its diagrams in the letters, is the one writer
 * whose other bytes change: it keeps the line in its first snippet. */
static void
test_every_writer_keeps_it (void)
{
  static const struct { const char *format, *name, *line; } cases[] = {
    { "pbn", "a.pbn", "%FinesseLetters fr\r\n" },
    { "rbn", "a.rbn", "%FinesseLetters fr\n" },
    { "rbx", "a.rbx", "%{FinesseLetters fr}" },
    { "lin", "a.lin", "%FinesseLetters fr\n" },
    { "html", "a.html", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BrgEvent) plain = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
      g_autoptr(BrgEvent) own = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
      g_autoptr(GBytes) plain_bytes = NULL, own_bytes = NULL, again_bytes = NULL;
      g_autoptr(BrgEvent) again = NULL;
      g_autofree char *stripped = NULL;

      g_test_message ("%s", cases[i].format);
      brg_letters_set_for_event (own, letters ("fr"));
      plain_bytes = write_as (cases[i].format, plain);
      own_bytes = write_as (cases[i].format, own);
      if (cases[i].line != NULL)
        {
          stripped = without_line (own_bytes, cases[i].line);
          g_assert_cmpstr (stripped, ==, g_bytes_get_data (plain_bytes, NULL));
        }
      else
        {
          g_autoptr(BrgEvent) plain_again = read_back (plain_bytes, cases[i].name);

          g_assert_null (brg_letters_for_event (plain_again));
        }

      again = read_back (own_bytes, cases[i].name);
      g_assert_true (brg_letters_for_event (again) == letters ("fr"));
      again_bytes = write_as (cases[i].format, again);
      g_assert_true (g_bytes_equal (again_bytes, own_bytes));
    }
}

/* tests/data/@folder/@name in whatever format it is. */
static BrgEvent *
import_data_file (const char *folder,
                  const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_import_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), >, 0);
  return event;
}

/* The data stays English: whatever the letters in use, preferred or the
 * document's own, every format writes the same bytes. */
static void
test_data_stays_english (void)
{
  static const char *formats[] = { "pbn", "rbn", "rbx", "lin" };
  static const char *files[][2] = {
    { "pbn", "spec-1.2-example.pbn" },
    { "expected", "notes-nags.pbn" },
    { "expected", "irregularities.pbn" },
    { "expected", "rbn-labels.rbn" },
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
      {
        g_autoptr(BrgEvent) event = import_data_file (files[f][0], files[f][1]);
        g_autoptr(GBytes) english = write_as (formats[i], event);
        g_autofree char *snippet = brg_pbn_write_board (brg_event_get_board (event, 0));

        for (guint k = 1; brg_letters_get_nth (k) != NULL; k++)
          {
            g_autoptr(GBytes) used = NULL, preferred = NULL;
            g_autofree char *local_snippet = NULL;

            brg_letters_use (brg_letters_get_nth (k));
            used = write_as (formats[i], event);
            local_snippet = brg_pbn_write_board (brg_event_get_board (event, 0));
            brg_letters_use (NULL);
            brg_letters_set_preferred (brg_letters_get_nth (k));
            preferred = write_as (formats[i], event);
            brg_letters_set_preferred (NULL);

            g_assert_true (g_bytes_equal (used, english));
            g_assert_true (g_bytes_equal (preferred, english));
            g_assert_cmpstr (local_snippet, ==, snippet);
          }
      }
}

/* What is shown follows the document's own letters: the article. */
static void
test_article_follows_event (void)
{
  g_autoptr(BrgEvent) event = core_test_read_data_file ("pbn", "spec-1.2-example.pbn");
  g_autoptr(GBytes) english = NULL, french = NULL;
  const char *text;

  english = brg_article_write_bytes (event, NULL);
  brg_letters_set_for_event (event, letters ("fr"));
  french = brg_article_write_bytes (event, NULL);

  text = g_bytes_get_data (english, NULL);
  g_assert_nonnull (strstr (text, "4NT"));
  g_assert_null (strstr (text, "4SA"));
  text = g_bytes_get_data (french, NULL);
  g_assert_nonnull (strstr (text, "4SA"));
  g_assert_nonnull (strstr (text, ">contre<"));
  /* The PBN inside stays English. */
  g_assert_nonnull (strstr (text, "4NT"));
  g_assert_null (brg_letters_use (NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/letters/table", test_table);
  g_test_add_func ("/core/letters/lookup", test_lookup);
  g_test_add_func ("/core/letters/display", test_display);
  g_test_add_func ("/core/letters/threads", test_threads);
  g_test_add_func ("/core/letters/input", test_input);
  g_test_add_func ("/core/letters/suit-row", test_suit_row);
  g_test_add_func ("/core/letters/event", test_event);
  g_test_add_func ("/core/letters/event-edit", test_event_edit);
  g_test_add_func ("/core/letters/every-writer-keeps-it", test_every_writer_keeps_it);
  g_test_add_func ("/core/letters/data-stays-english", test_data_stays_english);
  g_test_add_func ("/core/letters/article-follows-event", test_article_follows_event);

  return g_test_run ();
}
