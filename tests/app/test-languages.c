/* test-languages.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window in another language (issue 27): run once for each of
 * French, German and Dutch, with LC_ALL and LANGUAGE set by meson
 * (tests/app/meson.build). The window, with a board open, shows the
 * language's words and card letters, and no label that a reader sees is
 * left in English where the translation has its words. Drives the real
 * window under a display: xvfb-run -a meson test -C build --suite ui
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "brg-application.h"
#include "brg-core.h"
#include "brg-preferences-window.h"
#include "brg-window.h"
#include "ui-test-util.h"

static BrgApplication *app;

/* What each language shows: labels somewhere in the window with the
 * spec's example board open (PBN §1.2): the board list's headings, the
 * auction's, a double in the language's word, and a seat letter (West,
 * or the declarer in the board list). */
typedef struct
{
  const char *language;
  const char *labels[6];
  const BrgLetters *letters;
} Expected;

static Expected expected[] = {
  { "fr", { "Donne", "Donneur", "Contrat", "Enchères", "contre", "O" } },
  { "de", { "Board", "Geber", "Kontrakt", "Reizung", "Kontra", "O" } },
  { "nl", { "Spel", "Gever", "Contract", "Bieding", "doublet", "5♥× Z" } },
};

static Expected *
expected_for_language (void)
{
  const char *language = g_getenv ("LANGUAGE");

  g_assert_nonnull (language);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_str_has_prefix (language, expected[i].language))
      {
        expected[i].letters = brg_letters_lookup (expected[i].language);
        return &expected[i];
      }
  g_assert_not_reached ();
}

/* The text of every label a reader can see in @widget. */
static void
collect_labels (GtkWidget *widget,
                GPtrArray *texts)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (text != NULL && text[0] != '\0')
        g_ptr_array_add (texts, g_strdup (text));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

/* The text of every label that a reader sees cut short with "…". */
static void
collect_ellipsized (GtkWidget *widget,
                    GPtrArray *texts)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_ptr_array_add (texts, g_strdup_printf ("%s (%d px wide)",
                                             gtk_label_get_text (GTK_LABEL (widget)),
                                             gtk_widget_get_width (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_ellipsized (child, texts);
}

static gboolean
has_text (GPtrArray  *texts,
          const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (strcmp (g_ptr_array_index (texts, i), text) == 0)
      return TRUE;
  return FALSE;
}

/* A label shows the English text of a message the catalogue translates:
 * a string that missed gettext, with or without a context. Mnemonics are
 * shown without their underscore, so the message may carry one the label
 * has not. */
static gboolean
is_left_in_english (const char *text)
{
  /* The contexts of po/GLOSSARY.md. */
  static const char *contexts[] = { "tag", "board list", "hand", "note", "call" };
  g_autofree char *with_mnemonic = NULL;

  if (strcmp (g_dgettext (GETTEXT_PACKAGE, text), text) != 0)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (contexts); i++)
    if (strcmp (g_dpgettext2 (GETTEXT_PACKAGE, contexts[i], text), text) != 0)
      return TRUE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      g_free (with_mnemonic);
      with_mnemonic = g_strdup_printf ("%.*s_%s", (int) (p - text), text, p);
      if (strcmp (g_dgettext (GETTEXT_PACKAGE, with_mnemonic), with_mnemonic) != 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_window_in_language (void)
{
  Expected *wanted = expected_for_language ();
  g_autoptr(GSettings) settings = ui_test_new_memory_settings ();
  g_autoptr(GFile) file = ui_test_data_file ("spec-1.2-example.pbn");
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) english = g_string_new (NULL);
  BrgWindow *window;

  /* The catalogue and the letters are the language's. */
  g_assert_true (brg_letters_for_language () == brg_letters_lookup (wanted->language));
  g_assert_cmpstr (brg_letters_get_code (brg_letters_get_current ()), ==, wanted->language);

  g_settings_set_int (settings, "window-width", 1200);
  g_settings_set_int (settings, "window-height", 720);
  window = g_object_ref (brg_window_new (GTK_APPLICATION (app), settings));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_open_and_wait (window, file);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ui_test_spin (100);

  collect_labels (GTK_WIDGET (window), texts);
  g_assert_cmpuint (texts->len, >, 10);
  for (guint i = 0; i < G_N_ELEMENTS (wanted->labels); i++)
    if (!has_text (texts, wanted->labels[i]))
      {
        g_autofree char *all = g_strjoinv (" | ", (char **) texts->pdata);

        g_test_message ("the labels: %s", all);
        g_error ("no label “%s” in the %s window", wanted->labels[i], wanted->language);
      }

  for (guint i = 0; i < texts->len; i++)
    if (is_left_in_english (g_ptr_array_index (texts, i)))
      g_string_append_printf (english, " “%s”", (char *) g_ptr_array_index (texts, i));
  g_assert_cmpstr (english->str, ==, "");

  /* Nothing the window is made of is cut short in this language at the
   * default width (the file's own texts, such as a long event name, may
   * be). */
  g_ptr_array_set_size (texts, 0);
  collect_ellipsized (GTK_WIDGET (window), texts);
  for (guint i = 0; i < texts->len; i++)
    g_test_message ("cut short: “%s”", (char *) g_ptr_array_index (texts, i));
  g_assert_cmpuint (texts->len, ==, 0);

  /* Card Letters set to English in Preferences: the open window shows its
   * board again at once, the words the language's and the calls English;
   * then back. */
  g_settings_set_string (brg_application_get_settings (app), "card-letters", "english");
  ui_test_spin (100);
  g_ptr_array_set_size (texts, 0);
  collect_labels (GTK_WIDGET (window), texts);
  g_assert_false (has_text (texts, wanted->labels[4]));
  g_assert_true (has_text (texts, "Dbl"));
  g_assert_true (has_text (texts, wanted->labels[3]));
  g_settings_set_string (brg_application_get_settings (app), "card-letters", "language");
  ui_test_spin (100);
  g_ptr_array_set_size (texts, 0);
  collect_labels (GTK_WIDGET (window), texts);
  g_assert_true (has_text (texts, wanted->labels[4]));
  g_assert_false (has_text (texts, "Dbl"));

  ui_test_destroy_window (window);
}

/* The Preferences' "Card letters: English" (the card-letters key) keeps
 * the words of the language and prints English letters. */
static void
test_english_letters (void)
{
  GSettings *settings = brg_application_get_settings (app);
  g_autofree char *pass = NULL;

  g_settings_set_string (settings, "card-letters", "english");
  g_assert_true (brg_letters_get_current () == brg_letters_get_english ());
  pass = brg_call_to_display (BRG_CALL_PASS);
  g_assert_cmpstr (pass, ==, "Pass");
  g_assert_cmpstr (_("Auction"), !=, "Auction");

  g_settings_set_string (settings, "card-letters", "language");
  g_assert_true (brg_letters_get_current () == expected_for_language ()->letters);
}

/* The Preferences' "Card Letters" row: its choices in the language's
 * words with what each prints (A R D V, N E S O in French), nothing in
 * the window cut short, and choosing by keyboard sets the card-letters
 * key and the letters every window draws in. */
static void
test_preferences_row (void)
{
  GSettings *settings = brg_application_get_settings (app);
  Expected *wanted = expected_for_language ();
  g_autofree char *sample = NULL;
  g_autofree char *choice = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GtkWindow *preferences;
  AdwComboRow *row;
  GListModel *model;

  g_settings_set_string (settings, "card-letters", "language");
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_test_find_toplevel (BRG_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (preferences));
  row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                      BRG_TYPE_PREFERENCES_WINDOW,
                                                      "card_letters_row"));

  /* Its title in the language, with a mnemonic to reach it by keyboard. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   _("Card _Letters"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), !=,
                   "Card _Letters");
  g_assert_true (strchr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), '_') != NULL);
  g_assert_true (adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (row)));

  /* Its choices, in the language, each with what it prints; the one
   * chosen is the row's subtitle. */
  model = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  sample = g_strdup_printf ("%s %s %s %s, %s %s %s %s, %s, %s",
                            brg_letters_rank (wanted->letters, BRG_RANK_ACE),
                            brg_letters_rank (wanted->letters, BRG_RANK_KING),
                            brg_letters_rank (wanted->letters, BRG_RANK_QUEEN),
                            brg_letters_rank (wanted->letters, BRG_RANK_JACK),
                            brg_letters_seat (wanted->letters, BRG_SEAT_NORTH),
                            brg_letters_seat (wanted->letters, BRG_SEAT_EAST),
                            brg_letters_seat (wanted->letters, BRG_SEAT_SOUTH),
                            brg_letters_seat (wanted->letters, BRG_SEAT_WEST),
                            brg_letters_notrump (wanted->letters),
                            brg_letters_call_word (wanted->letters, BRG_CALL_KIND_PASS));
  g_assert_false (g_str_has_prefix (sample, "A K Q J"));
  choice = g_strdup_printf (_("As the Language: %s"), sample);
  g_assert_cmpstr (_("As the Language: %s"), !=, "As the Language: %s");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, choice);
  g_assert_true (adw_combo_row_get_use_subtitle (row));
  g_free (choice);
  choice = g_strdup_printf (_("English: %s"), "A K Q J, N E S W, NT, Pass");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 1), ==, choice);

  ui_test_spin (200);
  collect_ellipsized (GTK_WIDGET (preferences), texts);
  for (guint i = 0; i < texts->len; i++)
    g_test_message ("cut short: “%s”", (char *) g_ptr_array_index (texts, i));
  g_assert_cmpuint (texts->len, ==, 0);

  /* Its mnemonic (Alt with the underlined letter) reaches it; its second
   * choice is English. */
  g_assert_true (gtk_widget_mnemonic_activate (GTK_WIDGET (row), FALSE));
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpstr (g_settings_get_string (settings, "card-letters"), ==, "english");
  g_assert_true (brg_letters_get_current () == brg_letters_get_english ());
  /* A change made elsewhere shows in the row. */
  g_settings_set_string (settings, "card-letters", "language");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (brg_letters_get_current () == wanted->letters);

  gtk_window_destroy (preferences);
  ui_test_drain ();
}

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  /* gtk_test_init() sets the locale to en_US; the program sets it from
   * the environment, as main() does. */
  brg_i18n_init ();

  g_test_add_func ("/ui/languages/window", test_window_in_language);
  g_test_add_func ("/ui/languages/english-letters", test_english_letters);
  g_test_add_func ("/ui/languages/preferences", test_preferences_row);

  return ui_test_run (app, argv[0]);
}
