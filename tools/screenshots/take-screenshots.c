/* take-screenshots.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Takes README's screenshots of the real window, driven through its
 * actions, so they can be made again after any change of the UI:
 *
 *   meson compile -C build take-screenshots
 *   GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1440x900x24' \
 *     ./build/tools/screenshots/take-screenshots data/screenshots
 *
 * Each shot is the X screen as `import -window root` (ImageMagick) sees it.
 */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include "brg-annotation-editor.h"
#include "brg-application.h"
#include "brg-bidding-box.h"
#include "brg-deal-editor-private.h"
#include "brg-details-editor.h"
#include "brg-fit-dialog.h"
#include "brg-play-box.h"
#include "brg-practice-view.h"
#include "brg-presenter.h"
#include "brg-window.h"

/* Long enough for the "Opened N boards" toast to go away by itself. */
#define TOAST_MS 6000

static const char *out_dir;
static int status = 0;

static void
iterate_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
}

static void
open_and_wait (BrgWindow  *window,
               const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  brg_window_open_file (window, file);
  while ((brg_window_get_loading (window) || brg_window_get_event (window) == NULL)
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  if (brg_window_get_event (window) == NULL)
    {
      g_printerr ("take-screenshots: could not open %s\n", path);
      status = 1;
    }
  iterate_for (300);
}

static void
activate (BrgWindow  *window,
          const char *action,
          guint       times)
{
  for (guint i = 0; i < times; i++)
    if (!gtk_widget_activate_action (GTK_WIDGET (window), action, NULL))
      {
        g_printerr ("take-screenshots: action %s failed\n", action);
        status = 1;
      }
  iterate_for (300);
}

static gpointer
child (BrgWindow  *window,
       const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (window), BRG_TYPE_WINDOW, name);
}

static void
enter (BrgWindow  *window,
       const char *action,
       const char *text)
{
  BrgCall call;
  BrgCard card;
  gboolean is_call = g_str_equal (action, "win.make-call");

  if (!(is_call ? brg_call_from_input (text, &call) : brg_card_from_input (text, &card))
      || !gtk_widget_activate_action (GTK_WIDGET (window), action, "y",
                                      (guchar) (is_call ? call : card)))
    {
      g_printerr ("take-screenshots: cannot enter %s\n", text);
      status = 1;
    }
  iterate_for (100);
}

/* Types @text into @buffer as a user does, a piece at a time. */
static void
type_into (GtkTextBuffer *buffer,
           const char    *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (i > 0)
        gtk_text_buffer_insert_at_cursor (buffer, " ", -1);
      gtk_text_buffer_insert_at_cursor (buffer, words[i], -1);
      iterate_for (20);
    }
}

static void
shoot (const char *name)
{
  g_autofree char *path = g_build_filename (out_dir, name, NULL);
  g_autofree char *command = g_strdup_printf ("import -window root -dither None -colors 256 PNG8:%s", path);
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  iterate_for (500);
  if (!g_spawn_command_line_sync (command, NULL, NULL, &wait_status, &error)
      || !g_spawn_check_wait_status (wait_status, &error))
    {
      g_printerr ("take-screenshots: %s: %s\n", path, error->message);
      status = 1;
      return;
    }
  g_print ("%s\n", path);
}

static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
type_text (GtkWidget  *entry,
           const char *text)
{
  int position = 0;

  gtk_widget_grab_focus (entry);
  gtk_editable_insert_text (GTK_EDITABLE (entry), text, -1, &position);
}

static void
click_cards (BrgDealEditor *editor,
             const char    *cards)
{
  g_auto(GStrv) names = g_strsplit (cards, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      BrgCard card;

      if (brg_card_from_pbn (names[i], &card))
        g_signal_emit_by_name (brg_deal_editor_get_card_button (editor, card), "clicked");
    }
}

/* The deal editor of a new lesson board, as a teacher fills it: North's
 * hand typed, a suit of South's, East's cards clicked in the palette;
 * then the Complete to Fit form, and the details being edited. */
static void
shoot_editors (BrgWindow *window)
{
  BrgDealEditor *editor;
  GtkWidget *dialog;
  GtkWidget *details;
  GObject *button;

  activate (window, "win.new", 1);
  editor = BRG_DEAL_EDITOR (find_widget (GTK_WIDGET (window), BRG_TYPE_DEAL_EDITOR));
  type_text (brg_deal_editor_get_hand_entry (editor, BRG_SEAT_NORTH), "AKJ74.K83.A62.Q5");
  type_text (brg_deal_editor_get_suit_entry (editor, BRG_SEAT_SOUTH, BRG_SUIT_SPADES), "Q963");
  type_text (brg_deal_editor_get_suit_entry (editor, BRG_SEAT_SOUTH, BRG_SUIT_HEARTS), "Q72");
  brg_deal_editor_set_receiver (editor, BRG_SEAT_EAST);
  click_cards (editor, "ST S8 HA HJ H9 H6 D9 D7 D3 CA CK CJ C4");
  gtk_widget_grab_focus (brg_deal_editor_get_suit_entry (editor, BRG_SEAT_SOUTH,
                                                         BRG_SUIT_DIAMONDS));
  iterate_for (TOAST_MS);
  shoot ("deal-editor.png");

  gtk_widget_activate_action (GTK_WIDGET (editor), "deal.complete-fit", NULL);
  iterate_for (300);
  {
    g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

    dialog = NULL;
    for (GList *l = toplevels; dialog == NULL && l != NULL; l = l->next)
      if (BRG_IS_FIT_DIALOG (l->data))
        dialog = l->data;
  }
  if (dialog != NULL)
    {
      brg_fit_dialog_set_hcp (BRG_FIT_DIALOG (dialog), BRG_SEAT_SOUTH, 6, 9);
      brg_fit_dialog_set_balanced (BRG_FIT_DIALOG (dialog), BRG_SEAT_SOUTH, TRUE);
      brg_fit_dialog_set_hcp (BRG_FIT_DIALOG (dialog), BRG_SEAT_WEST, 0, 10);
      brg_fit_dialog_set_length (BRG_FIT_DIALOG (dialog), BRG_SEAT_WEST, BRG_SUIT_SPADES, 0, 3);
      shoot ("complete-to-fit.png");
      brg_fit_dialog_deal (BRG_FIT_DIALOG (dialog));
    }
  else
    {
      g_printerr ("take-screenshots: no Complete to Fit dialog\n");
      status = 1;
    }

  /* The details, edited beside the finished deal. */
  button = gtk_widget_get_template_child (GTK_WIDGET (window), BRG_TYPE_WINDOW,
                                          "edit_details_button");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  details = find_widget (GTK_WIDGET (window), BRG_TYPE_DETAILS_EDITOR);
  type_text (brg_details_editor_get_row (BRG_DETAILS_EDITOR (details), "Event"),
             "Lesson 3: Stayman");
  brg_details_editor_set_date (BRG_DETAILS_EDITOR (details), 2026, 11, 24);
  type_text (brg_details_editor_get_row (BRG_DETAILS_EDITOR (details), "South"), "Student");
  iterate_for (300);
  shoot ("details-editor.png");

  brg_history_set_modified (brg_window_get_history (window), FALSE);
}

/* Runs the main loop until it is the practising user's turn, or the game
 * is over. */
static void
wait_for_user (BrgPracticeView *view)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  BrgPracticeGame *game = brg_practice_view_get_game (view);

  while (game != NULL && !brg_practice_game_get_users_turn (game)
         && brg_practice_game_get_phase (game) != BRG_PRACTICE_PHASE_FINISHED
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  iterate_for (300);
}

/* Plays the user's cards to the end: the lesson's while the play follows
 * it, else the lowest card the entry allows. */
static void
play_to_the_end (BrgPracticeView *view,
                 BrgPlayBox      *play_box)
{
  BrgPracticeGame *game = brg_practice_view_get_game (view);
  BrgPlay *lesson = brg_board_get_play (brg_practice_game_get_source (game));

  while (brg_practice_game_get_phase (game) != BRG_PRACTICE_PHASE_FINISHED)
    {
      BrgPlay *play = brg_board_get_play (brg_practice_game_get_board (game));
      guint n = play != NULL ? brg_play_get_n_cards (play) : 0;
      BrgCardSet playable = brg_play_box_get_playable (play_box);
      gboolean following = lesson != NULL && n < brg_play_get_n_cards (lesson);
      g_autofree char *text = NULL;
      BrgCard card = 0;

      if (playable == 0)
        break;
      for (guint i = 0; following && i < n; i++)
        following = brg_play_get_card (play, i) == brg_play_get_card (lesson, i);
      if (following && (playable & BRG_CARD_SET_BIT (brg_play_get_card (lesson, n))))
        card = brg_play_get_card (lesson, n);
      else
        while (!(playable & BRG_CARD_SET_BIT (card)))
          card++;
      text = brg_card_to_pbn (card);
      brg_play_box_enter_text (play_box, text);
      wait_for_user (view);
    }
}

/* Practice: the test lesson's board 1 (3NT by South, the student's seat,
 * two hints), bid and played by the student through the entries; the
 * computer's cards come at once. */
static void
shoot_practice (BrgWindow *window)
{
  BrgPracticeView *view;
  BrgBiddingBox *bidding_box;
  BrgPlayBox *play_box;
  gint64 deadline;

  open_and_wait (window, "tests/data/practice/lesson.pbn");
  iterate_for (TOAST_MS);
  view = BRG_PRACTICE_VIEW (find_widget (GTK_WIDGET (window), BRG_TYPE_PRACTICE_VIEW));
  brg_practice_view_set_computer_delay (view, 0);
  activate (window, "win.practice", 1);
  if (brg_practice_view_get_game (view) == NULL)
    {
      g_printerr ("take-screenshots: practice did not start\n");
      status = 1;
      return;
    }
  bidding_box = BRG_BIDDING_BOX (find_widget (GTK_WIDGET (view), BRG_TYPE_BIDDING_BOX));
  play_box = BRG_PLAY_BOX (find_widget (GTK_WIDGET (view), BRG_TYPE_PLAY_BOX));
  wait_for_user (view);
  shoot ("practice-bid.png");

  brg_bidding_box_enter_text (bidding_box, "2n");
  wait_for_user (view);
  brg_bidding_box_enter_text (bidding_box, "p");
  wait_for_user (view);
  shoot ("practice-play.png");

  gtk_widget_activate_action (GTK_WIDGET (view), "practice.hint", NULL);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!g_str_has_prefix (brg_practice_view_get_message (view) != NULL
                              ? brg_practice_view_get_message (view) : "", "Hint")
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  shoot ("practice-hint.png");

  /* The recorded line, then the lowest card the entry allows. */
  play_to_the_end (view, play_box);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (brg_practice_view_get_review (view) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (
    GTK_LIST_BOX (brg_practice_view_get_review_list (view)), 12)));
  shoot ("practice-review.png");
  gtk_widget_activate_action (GTK_WIDGET (view), "practice.leave", NULL);
  iterate_for (300);
}

/* Practice of a BBO-style LIN play problem, no auction: the corpus's
 * tenace triple-coup.lin when $FINESSE_CORPUS is set, else the test's own
 * problem.lin; the contract its cards show, in the chooser; the review. */
static void
shoot_practice_problem (BrgWindow *window)
{
  const char *corpus = g_getenv ("FINESSE_CORPUS");
  g_autofree char *path = corpus != NULL
                          ? g_build_filename (corpus, "lin", "tenace_triple-coup.lin", NULL)
                          : g_strdup ("tests/data/practice/problem.lin");
  BrgPracticeView *view;
  BrgPlayBox *play_box;
  gint64 deadline;

  open_and_wait (window, path);
  iterate_for (TOAST_MS);
  view = BRG_PRACTICE_VIEW (find_widget (GTK_WIDGET (window), BRG_TYPE_PRACTICE_VIEW));
  brg_practice_view_set_computer_delay (view, 0);
  activate (window, "win.practice", 1);
  if (brg_practice_view_get_game (view) == NULL)
    {
      g_printerr ("take-screenshots: practice of %s did not start\n", path);
      status = 1;
      return;
    }
  play_box = BRG_PLAY_BOX (find_widget (GTK_WIDGET (view), BRG_TYPE_PLAY_BOX));
  wait_for_user (view);
  shoot ("practice-problem.png");

  play_to_the_end (view, play_box);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (brg_practice_view_get_review (view) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  iterate_for (300);
  shoot ("practice-problem-review.png");
  gtk_widget_activate_action (GTK_WIDGET (view), "practice.leave", NULL);
  iterate_for (300);
}

static void
activate_cb (GApplication *app,
             gpointer      settings)
{
  const char *corpus = g_getenv ("FINESSE_CORPUS");
  g_autofree char *big = NULL;
  BrgWindow *window;

  window = brg_window_new (GTK_APPLICATION (app), settings);
  gtk_window_present (GTK_WINDOW (window));
  iterate_for (500);

  shoot_editors (window);
  shoot_practice (window);
  shoot_practice_problem (window);

  /* The bundled lesson: board 1 in the middle of trick 4, the end position
   * of board 2, and board 3 with East-West hidden. */
  open_and_wait (window, "data/examples/finesse-example.pbn");
  iterate_for (TOAST_MS);
  activate (window, "win.next-card", 14);
  shoot ("mid-play.png");
  activate (window, "win.next-board", 1);
  activate (window, "win.next-card", 2);
  shoot ("end-position.png");
  activate (window, "win.next-board", 1);
  shoot ("hidden-hands.png");

  /* Double dummy: a BridgeComposer hand record with a play, the side
   * panel (open at this size), a few cards in: the grid and par, the card values of the
   * seat on turn and the review of the play, solved in the background. */
  {
    g_autofree char *record = g_build_filename (corpus != NULL ? corpus : "../shared/corpus",
                                                "pbn", "ben_nov22_match.pbn", NULL);

    open_and_wait (window, record);
    iterate_for (TOAST_MS);
    activate (window, "win.next-card", 5);
    iterate_for (2500);
    shoot ("double-dummy.png");
  }

  /* Presenting the squeeze lesson (F5): the projector, which covers the
   * one monitor of the X screen, at board 1's first step (North-South
   * alone); then the presenter console at the second, the projector put
   * aside for the shot. */
  {
    g_autofree char *squeeze = g_build_filename (corpus != NULL ? corpus : "../shared/corpus",
                                                 "pbn", "baker_squeeze.pbn", NULL);
    GtkWidget *presenter;
    GtkWidget *projector;

    open_and_wait (window, squeeze);
    iterate_for (TOAST_MS);
    activate (window, "win.present", 1);
    iterate_for (1500);
    shoot ("present-projector.png");
    presenter = gtk_stack_get_visible_child (child (window, "stack"));
    if (!BRG_IS_PRESENTER (presenter))
      {
        g_printerr ("take-screenshots: no presenter console\n");
        status = 1;
      }
    else
      {
        gtk_widget_activate_action (presenter, "presentation.next", NULL);
        projector = GTK_WIDGET (brg_presenter_get_projector (BRG_PRESENTER (presenter)));
        gtk_widget_set_visible (projector, FALSE);
        iterate_for (1000);
        shoot ("present-console.png");
        gtk_widget_set_visible (projector, TRUE);
        gtk_widget_activate_action (presenter, "presentation.stop", NULL);
      }
    iterate_for (500);
  }

  /* Annotating a deal: the lesson's first deal made anew, its auction
   * entered in the bidding box with an alert on the way. */
  {
    g_autofree char *lesson = g_build_filename (g_get_tmp_dir (), "finesse-annotate.pbn", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (lesson);
    static const char text[] =
      "[Event \"Lesson 4: counting winners\"]\n[Board \"1\"]\n[Dealer \"N\"]\n"
      "[Vulnerable \"None\"]\n"
      "[Deal \"N:AK4.872.AQ5.9643 QJT9.KQJ.T98.T87 753.A54.KJ4.AKQ2 862.T963.7632.J5\"]\n";
    BrgAnnotationEditor *editor;
    GtkTextBuffer *buffer;

    g_file_set_contents (lesson, text, -1, NULL);
    open_and_wait (window, lesson);
    iterate_for (TOAST_MS);
    activate (window, "win.edit-mode", 1);
    enter (window, "win.make-call", "p");
    enter (window, "win.make-call", "p");
    brg_bidding_box_set_alert (child (window, "bidding_box"), "15-17 points, balanced");
    iterate_for (500);
    shoot ("bidding-box.png");

    /* The auction and the first trick entered, and the card that won it
     * annotated: a NAG, and commentary with suit symbols typed as !s. */
    enter (window, "win.make-call", "1n");
    enter (window, "win.make-call", "p");
    enter (window, "win.make-call", "3n");
    enter (window, "win.make-call", "p");
    enter (window, "win.make-call", "p");
    enter (window, "win.make-call", "p");
    enter (window, "win.play-card", "h3");
    enter (window, "win.play-card", "h2");
    enter (window, "win.play-card", "hj");
    enter (window, "win.play-card", "ha");
    editor = child (window, "annotation_editor");
    gtk_check_button_set_active (GTK_CHECK_BUTTON (
      brg_nag_panel_get_check (brg_annotation_editor_get_nag_panel (editor), 7)), TRUE);
    iterate_for (100);
    brg_comment_editor_add (brg_annotation_editor_get_item_comments (editor));
    iterate_for (100);
    buffer = gtk_text_view_get_buffer (brg_comment_editor_get_view (
      brg_annotation_editor_get_item_comments (editor), 0));
    type_into (buffer, "Win at once and count: ten winners, two !s, one !h, three !d and "
                       "four !c.");
    brg_comment_editor_set_reveal (brg_annotation_editor_get_item_comments (editor), 0,
                                   BRG_REVEAL_AFTER_PLAY);
    iterate_for (2500);
    shoot ("annotate.png");
    activate (window, "win.edit-mode", 1);
    g_unlink (lesson);
  }

  /* The board list with a big file open. */
  big = g_build_filename (corpus != NULL ? corpus : "../shared/corpus",
                          "generated", "dealer_random_10000.pbn", NULL);
  open_and_wait (window, big);
  iterate_for (TOAST_MS);
  activate (window, "win.next-board", 6);
  shoot ("board-list.png");

  gtk_window_destroy (GTK_WINDOW (window));
  g_application_quit (app);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(BrgApplication) app = NULL;
  char *app_argv[] = { argv[0], NULL };

  if (argc != 2)
    {
      g_printerr ("Usage: take-screenshots OUTPUT-DIR (run from the source tree)\n");
      return 2;
    }
  out_dir = argv[1];

  brg_application_prepare_environment ();
  adw_init ();
  backend = g_memory_settings_backend_new ();
  settings = g_settings_new_with_backend (BRG_SETTINGS_SCHEMA_ID, backend);
  g_settings_set_int (settings, "window-width", 1440);
  g_settings_set_int (settings, "window-height", 900);

  app = g_object_new (BRG_TYPE_APPLICATION,
                      "application-id", APP_ID ".Screenshots",
                      "flags", G_APPLICATION_NON_UNIQUE,
                      "settings", settings,
                      NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), settings);
  g_application_run (G_APPLICATION (app), 1, app_argv);

  return status;
}
