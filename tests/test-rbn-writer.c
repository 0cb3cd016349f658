/* test-rbn-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN 3.2 and RBX export: label order DTLEFSKNBHACPRMI with the notes
 * after their label, LF line ends, labels left out or written null as
 * the repetition rules say, hands from the first hand shown in the order
 * W N E S, RBX one record a line; and a warning that names the board for
 * everything RBN cannot hold: nothing is dropped silently.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"

static char *
write_rbn (BrgEvent       *event,
           BrgRbnFlavour   flavour,
           GPtrArray     **diagnostics)
{
  g_autoptr(GBytes) bytes = brg_rbn_write_bytes (event, flavour, diagnostics);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The diagnostic whose message holds @part, or NULL. */
static const BrgDiagnostic *
find_diagnostic (GPtrArray  *diagnostics,
                 const char *part)
{
  for (guint i = 0; diagnostics != NULL && i < diagnostics->len; i++)
    {
      const BrgDiagnostic *d = g_ptr_array_index (diagnostics, i);

      if (strstr (d->message, part) != NULL)
        return d;
    }
  return NULL;
}

/* Export is byte-stable: export(import(export(x))) = export(x). */
static void
check_stable (const char    *written,
              BrgRbnFlavour  flavour)
{
  g_autoptr(GBytes) bytes = g_bytes_new (written, strlen (written));
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) again = brg_rbn_read_bytes (bytes, NULL, &error);
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  second = write_rbn (again, flavour, NULL);
  g_assert_cmpstr (second, ==, written);
  g_assert_finalize_object (g_steal_pointer (&again));
}

/* RBN 3.2 "General Database Rules": labels in the order DTLEFSKNBHACPRMI
 * whatever the order of the tags; notes right after their label. */
static void
test_label_order (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Result \"9\"]\n"
    "[Contract \"5HX\"]\n"
    "[Declarer \"N\"]\n"
    "[Scoring \"MP\"]\n"
    "[Board \"8\"]\n"
    "[Deal \"W:A8765.QT.K9.AT87 J42.AJ7632.J.632 QT3.85.Q86.KQJ54 K9.K94.AT75432.9\"]\n"
    "[Annotator \"Richard Pavlicek\"]\n"
    "[Stage \"S:3\"]\n"
    "[North \"Hall\"]\n"
    "[HomeTeam \"Nickell\"]\n"
    "[VisitTeam \"Schwartz\"]\n"
    "[Site \"Palm Beach\"]\n"
    "[Event \"Fund Game\"]\n"
    "[Date \"1993.05.12\"]\n"
    "[Time \"19:30:00\"]\n"
    "[Description \"Florida Belles\"]\n"
    "[Dealer \"W\"]\n"
    "[Vulnerable \"None\"]\n"
    "[RbnItems \"3N=10:4S=7\"]\n"
    "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n"
    "N NT  9\n"
    "[Score \"NS -300\"]\n"
    "[Auction \"W\"]\n"
    "1S 2H =1= 2S 4D\n"
    "4S Pass Pass 5H\n"
    "X AP\n"
    "[Note \"1:natural\"]\n"
    "[Play \"E\"]\n"
    "CK C9 C7 C2\n"
    "[Note \"1:lead\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "D 19930512:193000\n"
                   "T Florida Belles:Richard Pavlicek\n"
                   "L Palm Beach\n"
                   "E Fund Game\n"
                   "F M\n"
                   "S S:3\n"
                   "K Nickell:Schwartz\n"
                   "N Hall\n"
                   "B 8\n"
                   "H W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n"
                   "A WZ:1S2H^12S4D:4SPP5H:XA\n"
                   "1 natural\n"
                   "C 5HX:N\n"
                   "P CK972\n"
                   "1 lead\n"
                   "R 9-300\n"
                   "M ::9\n"
                   "I 3N=10:4S=7\n"
                   "\n");
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_null (strchr (written, '\r'));
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "General Database Rules": a label that repeats is left out,
 * one that stops applying is written null. */
static void
test_repetition (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Event \"Teams\"]\n[Date \"2024.01.01\"]\n"
                                        "[Board \"1\"]\n\n"
                                        "[Event \"Teams\"]\n[Date \"2024.01.01\"]\n"
                                        "[Board \"2\"]\n\n"
                                        "[Date \"2024.01.01\"]\n[Board \"3\"]\n\n"
                                        "[Date \"2024.01.01\"]\n[Board \"3\"]\n\n");
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);

  /* The last board repeats everything: it writes its first label again,
   * so that the record is still there. */
  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "D 20240101\n"
                   "E Teams\n"
                   "B 1\n"
                   "\n"
                   "B 2\n"
                   "\n"
                   "E\n"
                   "B 3\n"
                   "\n"
                   "D 20240101\n"
                   "\n");
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "General Database Rules": with K set, N alternates between the
 * two rooms and is left out when it does. */
static void
test_names_alternate (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[HomeTeam \"Lions\"]\n[VisitTeam \"Tigers\"]\n"
    "[North \"Ann\"]\n[Room \"Open\"]\n[Board \"1\"]\n\n"
    "[HomeTeam \"Lions\"]\n[VisitTeam \"Tigers\"]\n"
    "[North \"Eve\"]\n[Room \"Closed\"]\n[Board \"1\"]\n\n"
    "[HomeTeam \"Lions\"]\n[VisitTeam \"Tigers\"]\n"
    "[North \"Ann\"]\n[Room \"Open\"]\n[Board \"2\"]\n\n"
    "[HomeTeam \"Lions\"]\n[VisitTeam \"Tigers\"]\n"
    "[North \"Eve\"]\n[Room \"Closed\"]\n[Board \"2\"]\n\n"
    "[North \"Eve\"]\n[Room \"Closed\"]\n[Board \"3\"]\n\n");
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "K Lions:Tigers\n"
                   "N Ann::O\n"
                   "B 1\n"
                   "\n"
                   "N Eve::C\n"
                   "\n"
                   "B 2\n"
                   "\n"
                   "K Lions:Tigers\n"
                   "\n"
                   "K\n"
                   "B 3\n"
                   "\n");
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 H label: written from the first hand shown, with cards, in
 * the order W N E S; full deals end with the colon. */
static void
test_hands (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Deal \"N:QJT94..A432.5432 K5.T.KQJT98.KQJT A876.A2.765.A876 32.KQJ9876543..9\"]\n"
    "[Hidden \"WE\"]\n\n"
    "[Deal \"N:QJT94..A432.5432 - A876.A2.765.A876 -\"]\n\n"
    "[Deal \"N:3.A3.Q.4 Q82..J.A A7.7.K8. K9.K9.9.\"]\n[Hidden \"W\"]\n\n");
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;\n"
                   "\n"
                   "H N:QJT94..A432.5432::A876.A2.765.A876\n"
                   "\n"
                   "H N:3.A3.Q.4:Q82..J.A:A7.7.K8;K9.K9.9\n"
                   "\n");
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN notes are 1–9: others take the free numbers, an empty one is `*`;
 * a note that finds no number is named in a warning. */
static void
test_notes_renumbered (void)
{
  GString *pbn = g_string_new ("[Board \"4\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n");
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = NULL;
  const BrgDiagnostic *d;

  /* Twelve alerts in a row of passes … that end nothing: 1C then 11 bids. */
  g_string_append (pbn, "1C =12= 1D =3= 1H =13= 1S\n");
  g_string_append (pbn, "[Note \"12:twelve\"]\n[Note \"3:three\"]\n[Note \"13:\"]\n");
  event = core_test_read_pbn (pbn->str);
  g_string_free (pbn, TRUE);

  written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);
  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "B 4\n"
                   "A NX:1C^11D^31H*1S\n"
                   "1 twelve\n"
                   "3 three\n"
                   "\n");
  g_assert_cmpuint (diagnostics->len, ==, 0);
  check_stable (written, BRG_RBN_FLAVOUR_RBN);
  g_assert_finalize_object (g_steal_pointer (&event));

  /* Ten notes with text: the tenth has no number left. */
  pbn = g_string_new ("[Board \"5\"]\n[Auction \"N\"]\n");
  for (guint i = 0; i < 10; i++)
    g_string_append_printf (pbn, "%u%c =%u= ", 1 + i / 5, "CDHSN"[i % 5], i + 11);
  g_string_append (pbn, "\n");
  for (guint i = 0; i < 10; i++)
    g_string_append_printf (pbn, "[Note \"%u:note %u\"]\n", i + 11, i + 11);
  event = core_test_read_pbn (pbn->str);
  g_string_free (pbn, TRUE);
  g_clear_pointer (&diagnostics, g_ptr_array_unref);
  g_clear_pointer (&written, g_free);

  written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);
  g_assert_true (g_str_has_prefix (written, "% RBN\nB 5\nA NX:1C^11D^21H^31S^4:1N^52C^62D^72H^8:"
                                            "2S^92N*\n1 note 11\n"));
  d = find_diagnostic (diagnostics, "note 20");
  g_assert_nonnull (d);
  g_assert_cmpuint (d->board, ==, 1);
  g_assert_cmpstr (d->message, ==,
                   "Board 5: Auction note 20 “note 20” finds no free RBN note number (1–9): "
                   "it is written as “*” and its text is dropped");
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* NAGs $1–$6 on calls and $7–$12 on cards are RBN's ! ? notations;
 * others are dropped with a warning that names the board. */
static void
test_nags (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"6\"]\n[Contract \"4S\"]\n[Declarer \"S\"]\n"
                                        "[Auction \"S\"]\n1S $1 Pass $25 4S $6 AP\n"
                                        "[Play \"W\"]\nHK $8 H2 $11 HA H3 $200\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);
  const BrgDiagnostic *d;

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "B 6\n"
                   "A SX:1S!P4S?!A\n"
                   "C 4S:S\n"
                   "P HK?2!?A3\n"
                   "\n");
  d = find_diagnostic (diagnostics, "$25");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, BRG_SEVERITY_WARNING);
  g_assert_cmpuint (d->board, ==, 1);
  g_assert_true (g_str_has_prefix (d->message, "Board 6: "));
  g_assert_nonnull (find_diagnostic (diagnostics, "$200"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Tags RBN has no label for are dropped, and the warning lists them. */
static void
test_unmapped_tags (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"7\"]\n[Generator \"dealer\"]\n[BCFlags \"1f\"]\n"
                                        "[Competition \"\"]\n\n[Board \"8\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);
  const BrgDiagnostic *d = find_diagnostic (diagnostics, "no label");

  g_assert_cmpstr (written, ==, "% RBN\nB 7\n\nB 8\n\n");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->code, ==, "rbn-dropped");
  g_assert_cmpuint (d->board, ==, 1);
  g_assert_cmpstr (d->message, ==,
                   "Board 7: RBN has no label for the tags Generator, BCFlags; they were dropped");
  g_assert_cmpuint (diagnostics->len, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Commentary: brace comments are free text after their label; a % line
 * stays a % line; a ; comment becomes free text (warned), except after
 * the auction or play, where it is the general note 0. */
static void
test_commentary (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("{Leading}\n"
                                        "[Event \"E\"]\n;rest of line\n"
                                        "[Board \"9\"]\n{After board}\n%escape line\n"
                                        "[Dealer \"N\"]\n"
                                        "[Auction \"N\"]\n;general\n1C {after the call} Pass\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "{Leading}\n"
                   "E E\n"
                   "{rest of line}\n"
                   "B 9\n"
                   "{After board}\n"
                   "%escape line\n"
                   "A NX:1CP\n"
                   "0 general\n"
                   "{after the call}\n"
                   "\n");
  g_assert_nonnull (find_diagnostic (diagnostics, "; comment"));
  g_assert_nonnull (find_diagnostic (diagnostics, "after call 1"));
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "RBX Format": one record a line, `%{RBX}` and the file's %
 * lines at the start of the first. */
static void
test_rbx (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("% PBN 2.1\n% EXPORT\n%Generated by hand\n"
                                        "[Event \"Teams\"]\n[Board \"1\"]\n{A text|with a bar}\n\n"
                                        "[Event \"Teams\"]\n[Board \"2\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBX, &diagnostics);
  g_autofree char *rbn = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);

  g_assert_cmpstr (written, ==,
                   "%{RBX}%{Generated by hand}E{Teams}B{1}{A text|with a bar}\n"
                   "B{2}\n");
  g_assert_cmpstr (rbn, ==,
                   "% RBN\n%Generated by hand\nE Teams\nB 1\n{A text|with a bar}\n\nB 2\n\n");
  g_assert_nonnull (find_diagnostic (diagnostics, "vertical bar"));
  check_stable (written, BRG_RBN_FLAVOUR_RBX);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* The file's % lines: PBN's markers go, the rest stays; an RBN signature
 * with a description is written as the signature. */
static void
test_escapes (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autofree char *rbn = NULL;
  g_autofree char *rbx = NULL;

  brg_event_add_escape (event, " RBN 36 deals (c) 1989 rpbridge.net");
  brg_event_add_escape (event, " PBN 2.1");
  brg_event_add_escape (event, " EXPORT");
  brg_event_add_escape (event, "Content-type: text/x-pbn; charset=UTF-8");
  brg_event_add_escape (event, " PBN (c) 2021 rpbridge.net");
  rbn = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);
  rbx = write_rbn (event, BRG_RBN_FLAVOUR_RBX, NULL);

  g_assert_cmpstr (rbn, ==, "% RBN 36 deals (c) 1989 rpbridge.net\n% PBN (c) 2021 rpbridge.net\n");
  g_assert_cmpstr (rbx, ==, "%{RBX 36 deals (c) 1989 rpbridge.net}%{ PBN (c) 2021 rpbridge.net}\n");

  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_empty (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(BrgBoard) other = brg_board_new ();
  g_autofree char *rbn = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);
  g_autofree char *rbx = write_rbn (event, BRG_RBN_FLAVOUR_RBX, NULL);
  g_autofree char *one = NULL;

  g_assert_cmpstr (rbn, ==, "% RBN\n");
  g_assert_cmpstr (rbx, ==, "%{RBX}\n");

  /* A board without anything still makes a record. */
  brg_event_append (event, board);
  brg_event_append (event, other);
  g_clear_pointer (&rbn, g_free);
  rbn = write_rbn (event, BRG_RBN_FLAVOUR_RBN, NULL);
  g_assert_cmpstr (rbn, ==, "% RBN\nB\n\nB\n\n");
  check_stable (rbn, BRG_RBN_FLAVOUR_RBN);

  one = brg_rbn_write_board (board, BRG_RBN_FLAVOUR_RBX);
  g_assert_cmpstr (one, ==, "B{}\n");

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&board));
  g_assert_finalize_object (g_steal_pointer (&other));
}

/* One board alone: every label with a value, no repetition. */
static void
test_write_board (void)
{
  g_autoptr(BrgBoard) board = brg_board_new_numbered (3);
  g_autofree char *text = NULL;

  brg_board_set_tag (board, "Event", "Club");
  text = brg_rbn_write_board (board, BRG_RBN_FLAVOUR_RBN);
  g_assert_cmpstr (text, ==, "E Club\nB 3\nA SE\n\n");

  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_write_file (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"1\"]\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GFile) file = g_file_new_tmp ("finesse-XXXXXX.rbn", &stream, &error);
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  g_assert_true (brg_rbn_write_file (event, BRG_RBN_FLAVOUR_RBN, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_file_load_contents (file, NULL, &contents, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, "% RBN\nB 1\n\n");
  g_file_delete (file, NULL, NULL);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "File Signature and Limits": an over-long line is written with
 * a warning. */
static void
test_line_too_long (void)
{
  g_autofree char *name = g_strnfill (140, 'n');
  g_autofree char *pbn = g_strdup_printf ("[Board \"1\"]\n[Event \"%s\"]\n", name);
  g_autoptr(BrgEvent) event = core_test_read_pbn (pbn);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);
  const BrgDiagnostic *d = find_diagnostic (diagnostics, "RBN allows 128");

  g_assert_nonnull (d);
  g_assert_cmpstr (d->code, ==, "rbn-line-too-long");
  g_assert_nonnull (strstr (written, name));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* What PBN says in other forms: dates with dashes, UTC only, scores of
 * East-West, the declarer's Result forms, a contract from the auction. */
static void
test_values (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Date \"2023-07-28\"]\n[Board \"1\"]\n[Dealer \"E\"]\n[Vulnerable \"Both\"]\n"
    "[Result \"EW 4\"]\n[Score \"EW 200\"]\n[ScoreIMP \"EW 5\"]\n"
    "[Auction \"E\"]\n1N Pass 3N AP\n\n"
    "[UTCDate \"2024.06.01\"]\n[UTCTime \"10:20:30\"]\n[Board \"2\"]\n[Contract \"Pass\"]\n"
    "[ScorePercentage \"EW 60\"]\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "D 20230728\n"
                   "B 1\n"
                   "A EB:1NP3NA\n"
                   "C 3N:E\n"
                   "R 4-200:-5\n"
                   "\n"
                   "D 20240601:102030G\n"
                   "B 2\n"
                   "R P:40\n"
                   "\n");
  g_assert_null (find_diagnostic (diagnostics, "cannot be written"));
  check_stable (written, BRG_RBN_FLAVOUR_RBN);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* PBN's unknown cards are RBN's `-`; a trick of unknown cards passes the
 * lead on with `+`. */
static void
test_unknown_cards (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn ("[Board \"1\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n"
                                        "[Play \"W\"]\n"
                                        "SK - SA S2\n"
                                        "- - - -\n"
                                        "C2 CA CQ C3\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *written = write_rbn (event, BRG_RBN_FLAVOUR_RBN, &diagnostics);

  g_assert_cmpstr (written, ==,
                   "% RBN\n"
                   "B 1\n"
                   "C 3N:S\n"
                   "P SK-A2:+---:C2AQ3\n"
                   "\n");
  check_stable (written, BRG_RBN_FLAVOUR_RBN);
  /* Who won the first trick PBN does not say, and RBN has to guess. */
  g_assert_nonnull (find_diagnostic (diagnostics, "the play cannot be written exactly"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* brg_rbn_report_pbn_losses(): what an RBN board cannot say in PBN. */
static void
test_pbn_losses (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgBoard) board = brg_board_new_numbered (12);
  g_autoptr(BrgTag) play = brg_tag_new ("RbnPlay", "SK--.");
  g_autoptr(BrgComment) comment = brg_comment_new (BRG_COMMENT_BRACE, "a } inside");
  g_autoptr(GPtrArray) diagnostics =
    g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  const BrgDiagnostic *d;

  brg_board_insert_tag (board, -1, play);
  brg_board_add_leading_comment (board, comment);
  brg_event_append (event, board);
  brg_rbn_report_pbn_losses (event, diagnostics);

  g_assert_cmpuint (diagnostics->len, ==, 2);
  d = find_diagnostic (diagnostics, "RbnPlay");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->code, ==, "pbn-rbn-only");
  g_assert_true (g_str_has_prefix (d->message,
                                   "Board 12: PBN cannot express all of the RBN P label"));
  g_assert_nonnull (find_diagnostic (diagnostics, "“}”"));

  g_assert_finalize_object (g_steal_pointer (&event));
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
test_criticals (void)
{
  g_autoptr(BrgEvent) event = brg_event_new ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_rbn_write_bytes (NULL, BRG_RBN_FLAVOUR_RBN, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_rbn_write_bytes (event, 7, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_rbn_write_board (NULL, BRG_RBN_FLAVOUR_RBN));
  g_test_assert_expected_messages ();

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "RBX Format": a record is one line of items that end at "}"
 * before the next "{" or "x{". A "}" so placed in a player's name or in
 * text ended its item early and broke up the rest of the record (issue
 * 10); RBX has no escape, so it is written ")" with a warning, and the
 * rest comes back. */
static void
test_rbx_braces (void)
{
  g_autoptr(BrgEvent) event = core_test_read_pbn (
    "[Event \"x\"]\n[Board \"4\"]\n[North \"Bob}\"]\n[South \"Ed\"]\n[East \"}{x\"]\n"
    "[West \"W}N{\"]\n[Dealer \"N\"]\n{Look: }{ and }P{.}\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autofree char *rbx = write_rbn (event, BRG_RBN_FLAVOUR_RBX, &diagnostics);
  g_autoptr(GBytes) bytes = g_bytes_new (rbx, strlen (rbx));
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) again = brg_rbn_read_bytes (bytes, NULL, &error);
  BrgBoard *board;

  g_assert_no_error (error);
  g_assert_nonnull (find_diagnostic (diagnostics, "RBX cannot hold"));
  g_assert_cmpuint (brg_event_get_n_boards (again), ==, 1);
  board = brg_event_get_board (again, 0);
  g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, "4");
  g_assert_cmpstr (brg_board_get_tag (board, "North"), ==, "Bob}");
  g_assert_cmpstr (brg_board_get_tag (board, "East"), ==, "){x");
  g_assert_cmpstr (brg_board_get_tag (board, "West"), ==, "W)N{");
  g_assert_cmpstr (brg_board_get_tag (board, "Dealer"), ==, "N");
  check_stable (rbx, BRG_RBN_FLAVOUR_RBX);
  g_assert_finalize_object (g_steal_pointer (&again));
  g_assert_finalize_object (g_steal_pointer (&event));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/rbn/writer/label-order", test_label_order);
  g_test_add_func ("/core/rbn/writer/rbx-braces", test_rbx_braces);
  g_test_add_func ("/core/rbn/writer/repetition", test_repetition);
  g_test_add_func ("/core/rbn/writer/names-alternate", test_names_alternate);
  g_test_add_func ("/core/rbn/writer/hands", test_hands);
  g_test_add_func ("/core/rbn/writer/notes-renumbered", test_notes_renumbered);
  g_test_add_func ("/core/rbn/writer/nags", test_nags);
  g_test_add_func ("/core/rbn/writer/unmapped-tags", test_unmapped_tags);
  g_test_add_func ("/core/rbn/writer/commentary", test_commentary);
  g_test_add_func ("/core/rbn/writer/rbx", test_rbx);
  g_test_add_func ("/core/rbn/writer/escapes", test_escapes);
  g_test_add_func ("/core/rbn/writer/empty", test_empty);
  g_test_add_func ("/core/rbn/writer/write-board", test_write_board);
  g_test_add_func ("/core/rbn/writer/write-file", test_write_file);
  g_test_add_func ("/core/rbn/writer/line-too-long", test_line_too_long);
  g_test_add_func ("/core/rbn/writer/values", test_values);
  g_test_add_func ("/core/rbn/writer/unknown-cards", test_unknown_cards);
  g_test_add_func ("/core/rbn/writer/pbn-losses", test_pbn_losses);
  g_test_add_func ("/core/rbn/writer/criticals", test_criticals);

  return g_test_run ();
}
