/* test-panel.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The side panel of the window as authors and teachers meet it: long
 * commentary, CRLF files, settings lines, indented prose, BBO's escapes,
 * BridgeComposer's markup, the notes of the auction, and where the panel
 * scrolls while stepping. Drives the real window under a display:
 * xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include "brg-annotation-panel-private.h"
#include "brg-application.h"
#include "brg-auction-view-private.h"
#include "brg-board-list.h"
#include "brg-details-pane-private.h"
#include "brg-diagnostics-window.h"
#include "brg-table-view-private.h"
#include "brg-window.h"
#include "ui-test-util.h"

static BrgApplication *app;

typedef UiFixture Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  const int *size = data;
  UiFixtureOptions options = { 1400, 860, FALSE };

  if (size != NULL)
    {
      options.width = size[0];
      options.height = size[1];
    }
  ui_fixture_set_up (fixture, &options);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_fixture_tear_down (fixture, NULL);
}

static void
open_lesson (Fixture *fixture)
{
  g_autoptr(GFile) file = ui_test_data_file ("lesson.pbn");

  ui_test_open_and_wait (fixture->window, file);
}

static char *
panel_text (Fixture *fixture)
{
  return brg_annotation_panel_dup_text (ui_test_get_child (fixture->window, "annotation_panel"));
}

static void
select_board (Fixture *fixture,
              guint    position)
{
  brg_board_list_select (ui_test_get_child (fixture->window, "board_list"), position);
  ui_test_drain ();
}

/* Lets the window lay itself out and draw. */
static void
settle (Fixture *fixture)
{
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  ui_test_spin (100);
}

/* In @widget and the boxes inside it, each visible child lies inside its
 * parent; each child of a vertical box lies below the one before and is at
 * least as tall as it asks to be at its width: nothing is drawn over
 * anything. */
static void
assert_stacked (GtkWidget *widget)
{
  gboolean vertical = GTK_IS_BOX (widget)
                      && gtk_orientable_get_orientation (GTK_ORIENTABLE (widget))
                         == GTK_ORIENTATION_VERTICAL;
  double bottom = -1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;
      int minimum = 0;

      if (!gtk_widget_get_visible (child))
        continue;
      g_assert_true (gtk_widget_compute_bounds (child, widget, &bounds));
      if (bounds.origin.y + bounds.size.height > gtk_widget_get_height (widget) + 0.5)
        g_error ("%s ends at y %.0f, below the end of its parent %s (%d high)",
                 G_OBJECT_TYPE_NAME (child), bounds.origin.y + bounds.size.height,
                 G_OBJECT_TYPE_NAME (widget), gtk_widget_get_height (widget));
      if (vertical)
        {
          /* The measure counts the margins, the allocation does not. */
          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (child),
                              &minimum, NULL, NULL, NULL);
          minimum -= gtk_widget_get_margin_top (child) + gtk_widget_get_margin_bottom (child);
          if (bounds.origin.y < bottom - 0.5 || bounds.size.height < minimum)
            g_error ("%s at y %.0f, %.0f high (needs %d), overlaps the one before, "
                     "which ends at %.0f", G_OBJECT_TYPE_NAME (child), bounds.origin.y,
                     bounds.size.height, minimum, bottom);
          bottom = bounds.origin.y + bounds.size.height;
        }

      if (GTK_IS_BOX (child) || G_OBJECT_TYPE (child) == BRG_TYPE_ANNOTATION_PANEL
          || G_OBJECT_TYPE (child) == BRG_TYPE_AUCTION_VIEW)
        assert_stacked (child);
    }
}

static GtkScrolledWindow *
panel_scroller (Fixture *fixture)
{
  return ui_test_get_child (fixture->window, "panel");
}

/* Item 1: long commentary on the first board shown: nothing overlaps, and
 * the panel scrolls down to the end of it. */
static void
test_panel_long_commentary (Fixture       *fixture,
                            gconstpointer  data)
{
  AdwFlap *flap = ui_test_get_child (fixture->window, "panel_flap");
  GtkScrolledWindow *scroller = panel_scroller (fixture);
  GtkWidget *content;
  GtkWidget *last;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  open_lesson (fixture);
  if (!adw_flap_get_reveal_flap (flap))
    ui_test_activate (fixture->window, "win.toggle-panel");
  settle (fixture);

  content = gtk_scrolled_window_get_child (scroller);
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  assert_stacked (content);

  /* The last line of the commentary is within what the panel scrolls to. */
  last = ui_test_find_label (content, "The last paragraph ends here.");
  g_assert_nonnull (last);
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  g_assert_true (gtk_widget_compute_bounds (last, content, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_adjustment_get_upper (adjustment));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  settle (fixture);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment),
                     >=, bounds.origin.y + bounds.size.height);
}

static char *
to_crlf (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  return g_strjoinv ("\r\n", lines);
}

/* Item 2: a CRLF file shows the same paragraphs as its LF copy. */
static void
test_panel_crlf (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GFile) lf = ui_test_data_file ("lesson.pbn");
  g_autofree char *contents = NULL;
  g_autofree char *crlf_contents = NULL;
  g_autofree char *lf_text = NULL;
  g_autofree char *crlf_text = NULL;
  g_autoptr(GFile) crlf = NULL;
  g_autoptr(GError) error = NULL;

  g_file_load_contents (lf, NULL, &contents, NULL, NULL, &error);
  g_assert_no_error (error);
  crlf_contents = to_crlf (contents);
  crlf = ui_test_new_temp_file ("lesson-crlf.pbn", crlf_contents, -1);

  ui_test_open_and_wait (fixture->window, lf);
  lf_text = panel_text (fixture);
  ui_test_open_and_wait (fixture->window, crlf);
  crlf_text = panel_text (fixture);

  g_assert_cmpstr (crlf_text, ==, lf_text);
  /* Paragraphs are labels of their own: the break after "game." stays. */
  g_assert_true (strstr (crlf_text, "bids game.\nPlay. East leads") != NULL);
  g_assert_null (strchr (crlf_text, '\r'));

  /* CR alone (issue 10: the paragraphs ran together) reads the same. */
  {
    g_autofree char *cr_contents = g_strdup (contents);
    g_autofree char *cr_text = NULL;
    g_autoptr(GFile) cr = NULL;

    g_strdelimit (cr_contents, "\n", '\r');
    cr = ui_test_new_temp_file ("lesson-cr.pbn", cr_contents, -1);
    ui_test_open_and_wait (fixture->window, cr);
    cr_text = panel_text (fixture);
    g_assert_cmpstr (cr_text, ==, lf_text);
  }
}

/* Issue 10: a comment line of 5 MB (the reader keeps its first MiB) is
 * shown only as far as the panel can lay it out at once, with a word that
 * the rest is not shown; laying out the MiB held the window for seconds. */
static void
test_panel_long_comment_line (Fixture       *fixture,
                              gconstpointer  data)
{
  GString *contents = g_string_new ("[Event \"Long\"]\n[Board \"1\"]\n[Dealer \"N\"]\n;");
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < 5 * 1024 * 1024; i++)
    g_string_append_c (contents, i % 8 == 7 ? ' ' : 'x');
  g_string_append (contents, "\n{The end.}\n");
  file = ui_test_new_temp_file ("long-line.pbn", contents->str, (gssize) contents->len);
  g_string_free (contents, TRUE);

  ui_test_open_and_wait (fixture->window, file);
  text = panel_text (fixture);
  g_assert_cmpuint (strlen (text), <, 20000);
  g_assert_nonnull (strstr (text, "too long to show"));
  g_assert_nonnull (strstr (text, "The end."));
}

/* Issue 10: thousands of comments on one board are shown as far as the
 * panel can lay them out at once, with a word that the rest is not shown;
 * each short, they passed the limit on one comment all together. */
static void
test_panel_many_comments (Fixture       *fixture,
                          gconstpointer  data)
{
  GString *contents = g_string_new ("[Event \"Many\"]\n[Board \"1\"]\n[Dealer \"N\"]\n");
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < 20000; i++)
    g_string_append_printf (contents, "{Comment number %u of many.}\n", i);
  file = ui_test_new_temp_file ("many-comments.pbn", contents->str, (gssize) contents->len);
  g_string_free (contents, TRUE);

  ui_test_open_and_wait (fixture->window, file);
  text = panel_text (fixture);
  g_assert_nonnull (strstr (text, "Comment number 0 of many."));
  g_assert_nonnull (strstr (text, "Comment number 100 of many."));
  g_assert_null (strstr (text, "Comment number 19999 of many."));
  g_assert_cmpuint (strlen (text), <, 70000);
  g_assert_nonnull (strstr (text, "The rest of the commentary is too long to show here."));
}

/* Item 3: % lines are directives for programs, never commentary. */
static void
test_panel_directives (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  open_lesson (fixture);
  first = panel_text (fixture);
  select_board (fixture, 1);
  second = panel_text (fixture);

  g_assert_null (strstr (first, "Creator"));
  g_assert_null (strstr (first, "Font:"));
  g_assert_null (strstr (first, "BCOptions"));
  g_assert_null (strstr (second, "HRTitleEvent"));
  g_assert_null (strstr (second, "ShowCardTable"));
  g_assert_null (strstr (second, "PaperSize"));
}

/* The first GtkScrolledWindow above @widget inside @top, or NULL. */
static GtkWidget *
scrolled_ancestor (GtkWidget *widget,
                   GtkWidget *top)
{
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL && w != top;
       w = gtk_widget_get_parent (w))
    if (GTK_IS_SCROLLED_WINDOW (w))
      return w;
  return NULL;
}

/* Item 4: indented prose wraps as prose with its author's line break; a
 * diagram keeps its lines. */
static void
test_panel_indented_prose (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *panel = ui_test_get_child (fixture->window, "annotation_panel");
  GtkWidget *prose;
  GtkWidget *diagram;

  open_lesson (fixture);
  select_board (fixture, 1);

  prose = ui_test_find_label (panel, "East smiled at you");
  g_assert_nonnull (prose);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (prose)), ==,
                   "East smiled at you and showed you\nthe club king and said no chance");
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (prose)));
  g_assert_null (scrolled_ancestor (prose, panel));

  diagram = ui_test_find_label (panel, "    S K Q J 10");
  g_assert_nonnull (diagram);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (diagram)), "<tt>"));
  g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (diagram)),
                         "\nS 4 3 2          S A 9 8\n") != NULL);
  g_assert_nonnull (scrolled_ancestor (diagram, panel));
}

/* Issue 23: a line break typed in the comment editor is a line break in
 * the view (BrgCommentary, the rule of every view), not a space. */
static void
test_panel_line_breaks (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWidget *panel = ui_test_get_child (fixture->window, "annotation_panel");
  GtkWidget *list;

  ui_test_open_text (fixture->window, "breaks.pbn",
                     "[Board \"1\"]\n[Dealer \"N\"]\n"
                     "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 "
                     "432.AKQJ.T98.765\"]\n{Lead:\n1. the king\n2. then a club}\n");
  list = ui_test_find_label (panel, "Lead:");
  g_assert_nonnull (list);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (list)), ==,
                   "Lead:\n1. the king\n2. then a club");
}

static GtkWidget *
find_label_containing (GtkWidget  *widget,
                       const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_containing (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Items 5 and 7: BBO's suit escapes are symbols, and the notes of the
 * auction are listed under it without stepping. */
static void
test_panel_auction_notes (Fixture       *fixture,
                          gconstpointer  data)
{
  BrgAuctionView *auction = ui_test_get_child (fixture->window, "auction_view");
  GtkWidget *notes;

  open_lesson (fixture);

  notes = find_label_containing (GTK_WIDGET (auction), "4+ ♠; 6-9 points");
  g_assert_nonnull (notes);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (notes)), ==, "1  2♠  4+ ♠; 6-9 points");
  g_assert_true (gtk_widget_is_drawable (notes));
  g_assert_null (find_label_containing (GTK_WIDGET (auction), "!S"));
  g_assert_true (strstr (gtk_widget_get_tooltip_text (brg_auction_view_get_cell (auction, 2)),
                         "4+ ♠; 6-9 points") != NULL);

  /* Stepping back before South's 2♠ leaves the note out: it would tell what
   * comes. */
  for (guint i = 0; i < 6; i++)
    ui_test_activate (fixture->window, "win.prev-call");
  ui_test_drain ();
  notes = find_label_containing (GTK_WIDGET (auction), "4+ ♠; 6-9 points");
  g_assert_true (notes == NULL || !gtk_widget_is_drawable (notes));
}

/* Item 18: BridgeComposer's markup is rendered, not shown. */
static void
test_panel_markup (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWidget *panel = ui_test_get_child (fixture->window, "annotation_panel");
  g_autofree char *text = NULL;
  GtkWidget *label;

  open_lesson (fixture);
  text = panel_text (fixture);
  g_assert_null (strstr (text, "<b>"));
  g_assert_null (strstr (text, "<i>"));

  label = ui_test_find_label (panel, "Bidding. North opens 1♠ with five spades");
  g_assert_nonnull (label);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (label)), "<b>Bidding.</b> "));
  /* The single line ends inside the paragraph are soft. */
  g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (label)), "points. South raises") != NULL);
  label = ui_test_find_label (panel, "Rule. Count your losers");
  g_assert_nonnull (label);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (label)), "<i>Rule.</i> "));
}

/* Item 6: the commentary on the current call and card comes first, in
 * view; a new board starts at the top of the panel. */
static void
test_panel_current_first (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkScrolledWindow *scroller = panel_scroller (fixture);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  GtkWidget *panel = ui_test_get_child (fixture->window, "annotation_panel");
  GtkWidget *note;
  GtkWidget *board_text;
  graphene_rect_t note_bounds;
  graphene_rect_t board_bounds;
  GtkWidget *content;

  open_lesson (fixture);
  settle (fixture);
  content = gtk_scrolled_window_get_child (scroller);

  /* Scrolled down to read the board's commentary… */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  settle (fixture);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);

  /* …then a step to the second card, whose note shows above the board's
   * commentary, scrolled into view. */
  ui_test_activate (fixture->window, "win.next-trick");
  ui_test_activate (fixture->window, "win.next-trick");
  settle (fixture);
  note = ui_test_find_label (panel, "Note 1: The queen falls under the king");
  g_assert_nonnull (note);
  board_text = ui_test_find_label (panel, "Bidding.");
  g_assert_true (gtk_widget_compute_bounds (note, content, &note_bounds));
  g_assert_true (gtk_widget_compute_bounds (board_text, content, &board_bounds));
  g_assert_cmpfloat (note_bounds.origin.y, <, board_bounds.origin.y);
  g_assert_cmpfloat (note_bounds.origin.y, >=, gtk_adjustment_get_value (adjustment));
  g_assert_cmpfloat (note_bounds.origin.y + note_bounds.size.height, <=,
                     gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment));

  /* Another board starts at the top, with its auction in view. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_test_activate (fixture->window, "win.next-board");
  settle (fixture);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
}

static GtkWidget *
find_label_exact (GtkWidget  *widget,
                  const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_exact (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Item 10: a board without a number shows its place in the file, and the
 * title says where the board shown is. */
static void
test_panel_position (Fixture       *fixture,
                     gconstpointer  data)
{
  AdwWindowTitle *title = ui_test_get_child (fixture->window, "window_title");
  GtkWidget *list = ui_test_get_child (fixture->window, "board_list");

  open_lesson (fixture);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "lesson.pbn · 1 of 3");
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "lesson.pbn · 2 of 3");
  ui_test_activate (fixture->window, "win.next-board");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "lesson.pbn · 3 of 3");
  settle (fixture);

  /* The rows: numbers 1 and 2, then the third board by its place. */
  g_assert_nonnull (find_label_exact (list, "1"));
  g_assert_nonnull (find_label_exact (list, "3"));
  g_assert_null (find_label_exact (list, "\u2013"));
  g_assert_null (find_label_exact (list, "?"));
}

/* A bidding and play problem: East-West hidden, 4♠ by North, two tricks. */
static const char quiz_pbn[] =
  "[Event \"Quiz\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
  "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"8\"]\n[Hidden \"EW\"]\n"
  "[Auction \"N\"]\n1S Pass 2S Pass\n4S Pass Pass Pass\n"
  "[Play \"E\"]\nCA C2 C3 C5\nCK C6 C7 CQ\n";

/* Item 11: the quiz keeps back what the replay has not reached. */
static void
test_panel_quiz (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("quiz.pbn", quiz_pbn, -1);
  BrgTableView *table = ui_test_get_child (fixture->window, "table_view");
  BrgDetailsPane *details = ui_test_get_child (fixture->window, "details_pane");
  BrgBoardList *list = ui_test_get_child (fixture->window, "board_list");
  BrgReplay *replay = brg_window_get_replay (fixture->window);

  ui_test_activate (fixture->window, "win.quiz-mode");
  g_assert_true (brg_window_get_quiz_mode (fixture->window));
  g_assert_true (g_settings_get_boolean (fixture->settings, "quiz-mode"));
  ui_test_open_and_wait (fixture->window, file);
  settle (fixture);

  /* Before the first call: no contract, no result, East-West hidden. */
  g_assert_cmpuint (brg_replay_get_calls_shown (replay), ==, 0);
  g_assert_false (brg_table_view_get_show_contract (table));
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));
  g_assert_null (brg_details_pane_get_value (details, "Contract"));
  g_assert_null (brg_details_pane_get_value (details, "Result"));
  g_assert_false (brg_board_list_get_show_outcome (list));
  g_assert_null (find_label_exact (GTK_WIDGET (list), "4♠ N"));

  /* The auction over: the contract, but not the result yet. */
  for (guint i = 0; i < 8; i++)
    ui_test_activate (fixture->window, "win.next-call");
  g_assert_true (brg_table_view_get_show_contract (table));
  g_assert_null (brg_details_pane_get_value (details, "Result"));
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));

  /* The play over: the result and the hidden hands, and what the panel
   * showed again takes its room, over nothing. */
  ui_test_activate (fixture->window, "win.play-end");
  g_assert_cmpstr (brg_details_pane_get_value (details, "Result"), ==, "8");
  g_assert_false (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));
  settle (fixture);
  assert_stacked (gtk_viewport_get_child (GTK_VIEWPORT (
    gtk_scrolled_window_get_child (panel_scroller (fixture)))));

  /* Off again: all shown, and the board list too. */
  ui_test_activate (fixture->window, "win.quiz-mode");
  g_assert_true (brg_board_list_get_show_outcome (list));
  ui_test_activate (fixture->window, "win.play-start");
  g_assert_true (brg_table_view_get_show_contract (table));
  g_assert_true (brg_table_view_is_hand_hidden (table, BRG_SEAT_EAST));
  g_assert_cmpstr (brg_details_pane_get_value (details, "Contract"), ==, "4S");
}

static const char reveal_pbn[] =
  "[Event \"Quiz\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
  "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n"
  "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"8\"]\n"
  "[Auction \"N\"]\n1S {What do you bid now?} Pass 2S =1= Pass\n"
  "4S {[%reveal auction] The answer: game, with a good five-card suit.} Pass Pass Pass\n"
  "[Note \"1:three-card raise\"]\n{[%reveal play]}\n"
  "[Play \"E\"]\n{[%reveal auction] Declarer's plan: draw trumps.}\nCA C2 C3 C5\n*\n";

/* A quiz keeps back the commentary and notes marked to be shown only after
 * the auction or the play, and gathers them when the time comes; without
 * the quiz all is shown. */
static void
test_panel_quiz_reveal (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) file = ui_test_new_temp_file ("reveal.pbn", reveal_pbn, -1);
  GtkWidget *auction_view = ui_test_get_child (fixture->window, "auction_view");
  g_autofree char *text = NULL;

  ui_test_activate (fixture->window, "win.quiz-mode");
  ui_test_open_and_wait (fixture->window, file);
  settle (fixture);

  /* The first call: its question shows. */
  ui_test_activate (fixture->window, "win.next-call");
  text = panel_text (fixture);
  g_assert_nonnull (strstr (text, "What do you bid now?"));
  g_clear_pointer (&text, g_free);

  /* 2♠ refers to a note marked for after the play: neither the panel nor
   * the auction's list of notes tells it. */
  ui_test_activate (fixture->window, "win.next-call");
  ui_test_activate (fixture->window, "win.next-call");
  text = panel_text (fixture);
  g_assert_null (strstr (text, "three-card raise"));
  g_clear_pointer (&text, g_free);
  g_assert_null (ui_test_find_label (auction_view, "1  2♠"));

  /* 4♠: the answer waits for the end of the auction. */
  ui_test_activate (fixture->window, "win.next-call");
  ui_test_activate (fixture->window, "win.next-call");
  text = panel_text (fixture);
  g_assert_null (strstr (text, "The answer"));
  g_assert_null (strstr (text, "Declarer's plan"));
  g_clear_pointer (&text, g_free);

  /* The auction over: the answer, and the commentary before the lead. */
  for (guint i = 0; i < 3; i++)
    ui_test_activate (fixture->window, "win.next-call");
  text = panel_text (fixture);
  g_assert_nonnull (strstr (text, "Revealed"));
  g_assert_nonnull (strstr (text, "The answer: game"));
  g_assert_nonnull (strstr (text, "Declarer's plan"));
  g_assert_null (strstr (text, "three-card raise"));
  g_clear_pointer (&text, g_free);

  /* The play over: the note too. */
  ui_test_activate (fixture->window, "win.play-end");
  text = panel_text (fixture);
  g_assert_nonnull (strstr (text, "three-card raise"));
  g_clear_pointer (&text, g_free);
  g_assert_nonnull (ui_test_find_label (auction_view, "1  2♠"));

  /* No quiz: everything, at once. */
  ui_test_activate (fixture->window, "win.quiz-mode");
  ui_test_activate (fixture->window, "win.play-start");
  g_assert_nonnull (ui_test_find_label (auction_view, "1  2♠"));
  text = panel_text (fixture);
  g_assert_nonnull (strstr (text, "Declarer's plan"));
}

static void
test_panel_accessible_controls (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GFile) file = ui_test_new_temp_file ("problems.pbn",
                                                 "[Board \"1\"]\n[Dealer \"X\"]\n"
                                                 "[Deal \"N:AKJ74.K83.A62.Q5 T8.AJ96.973.AKJ4 "
                                                 "Q963.Q72.K54.862 52.T54.QJT8.T973\"]\n", -1);
  GtkWindow *problems_window;

  /* The empty window, then a file with a problem (its bar's button), and
   * the problems window. */
  ui_test_check_controls (GTK_WIDGET (fixture->window), problems);
  ui_test_open_and_wait (fixture->window, file);
  settle (fixture);
  ui_test_check_controls (GTK_WIDGET (fixture->window), problems);
  ui_test_activate (fixture->window, "win.show-diagnostics");
  problems_window = ui_test_find_toplevel (BRG_TYPE_DIAGNOSTICS_WINDOW, GTK_WINDOW (fixture->window));
  g_assert_nonnull (problems_window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (problems_window));
  ui_test_check_controls (GTK_WIDGET (problems_window), problems);
  gtk_window_destroy (problems_window);
  ui_test_drain ();

  if (problems->len > 0)
    g_error ("controls without a name or tooltip:\n%s", problems->str);
}

/* Item 8: the auction is in view at the default size and down to 800×600;
 * when room runs short the board list folds away first. */
static void
test_panel_layout (Fixture       *fixture,
                   gconstpointer  data)
{
  const int *size = data;
  AdwFlap *panel = ui_test_get_child (fixture->window, "panel_flap");
  AdwFlap *boards = ui_test_get_child (fixture->window, "board_flap");
  GtkWidget *auction = ui_test_get_child (fixture->window, "auction_view");
  GtkWidget *list = ui_test_get_child (fixture->window, "board_list");

  open_lesson (fixture);
  settle (fixture);

  g_assert_false (adw_flap_get_folded (panel));
  g_assert_true (adw_flap_get_reveal_flap (panel));
  g_assert_true (gtk_widget_is_drawable (auction));
  g_assert_cmpint (gtk_widget_get_width (auction), >=, 240);

  /* The list shows beside a table of some size, or folds away. */
  if (size[0] >= 1200)
    {
      g_assert_false (adw_flap_get_folded (boards));
      g_assert_true (gtk_widget_is_drawable (list));
    }
  else
    g_assert_true (adw_flap_get_folded (boards));
  g_assert_cmpint (gtk_widget_get_width (ui_test_get_child (fixture->window, "table_view")), >=, 360);
}

static void
test_panel_default_size (void)
{
  g_autoptr(GSettings) settings = ui_test_new_memory_settings ();

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1200);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 720);
}

static const int schema_size[] = { 1200, 720 };
static const int small_size[] = { 800, 600 };
static const int default_size[] = { 1000, 720 };
static const int wide_size[] = { 1440, 900 };

#define ADD_TEST(path, size, func) \
  g_test_add (path, Fixture, size, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_ACCESSIBLE);
  if (app == NULL)
    return 0;

  ADD_TEST ("/ui/panel/long-commentary/default-size", default_size, test_panel_long_commentary);
  ADD_TEST ("/ui/panel/long-commentary/wide", wide_size, test_panel_long_commentary);
  ADD_TEST ("/ui/panel/crlf", NULL, test_panel_crlf);
  ADD_TEST ("/ui/panel/line-breaks", NULL, test_panel_line_breaks);
  ADD_TEST ("/ui/panel/long-comment-line", NULL, test_panel_long_comment_line);
  ADD_TEST ("/ui/panel/many-comments", NULL, test_panel_many_comments);
  ADD_TEST ("/ui/panel/position", NULL, test_panel_position);
  ADD_TEST ("/ui/panel/quiz", NULL, test_panel_quiz);
  ADD_TEST ("/ui/panel/quiz-reveal", NULL, test_panel_quiz_reveal);
  ADD_TEST ("/ui/panel/accessible-controls", NULL, test_panel_accessible_controls);
  g_test_add_func ("/ui/panel/layout/default-size", test_panel_default_size);
  ADD_TEST ("/ui/panel/layout/1200x720", schema_size, test_panel_layout);
  ADD_TEST ("/ui/panel/layout/1000x720", default_size, test_panel_layout);
  ADD_TEST ("/ui/panel/layout/800x600", small_size, test_panel_layout);
  ADD_TEST ("/ui/panel/directives", NULL, test_panel_directives);
  ADD_TEST ("/ui/panel/indented-prose", NULL, test_panel_indented_prose);
  ADD_TEST ("/ui/panel/auction-notes", NULL, test_panel_auction_notes);
  ADD_TEST ("/ui/panel/markup", NULL, test_panel_markup);
  ADD_TEST ("/ui/panel/current-first", NULL, test_panel_current_first);

  return ui_test_run (app, argv[0]);
}
