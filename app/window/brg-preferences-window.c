/* brg-preferences-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-core.h"
#include "brg-preferences-window.h"

/**
 * BrgPreferencesWindow:
 *
 * The settings a user chooses (the application's #GSettings): the style
 * (as the system, light or dark), the four-colour deck, the order of the
 * suits in the hands, the card letters (the language's or English), the
 * quiz mode, and practice's hints and pace. Each control is bound to its
 * key, so a change shows at once in every window.
 */
struct _BrgPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Owned */
  GSettings            *settings;

  /* Template widgets */
  AdwComboRow          *style_row;
  GtkSwitch            *four_color_switch;
  AdwComboRow          *suit_order_row;
  AdwComboRow          *card_letters_row;
  GtkSwitch            *quiz_switch;
  GtkSpinButton        *practice_hints_spin;
  GtkSpinButton        *practice_pace_spin;
};

G_DEFINE_FINAL_TYPE (BrgPreferencesWindow, brg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The choices of a string key in the order of a combo row's items. */
static const char * const style_values[] = { "default", "light", "dark", NULL };
static const char * const suit_order_values[] = { "conventional", "alternating", NULL };
static const char * const card_letters_values[] = { "language", "english", NULL };

/* What @letters print: "A R D V, N E S O, SA, passe". */
static char *
sample_of (const BrgLetters *letters)
{
  return g_strdup_printf ("%s %s %s %s, %s %s %s %s, %s, %s",
                          brg_letters_rank (letters, BRG_RANK_ACE),
                          brg_letters_rank (letters, BRG_RANK_KING),
                          brg_letters_rank (letters, BRG_RANK_QUEEN),
                          brg_letters_rank (letters, BRG_RANK_JACK),
                          brg_letters_seat (letters, BRG_SEAT_NORTH),
                          brg_letters_seat (letters, BRG_SEAT_EAST),
                          brg_letters_seat (letters, BRG_SEAT_SOUTH),
                          brg_letters_seat (letters, BRG_SEAT_WEST),
                          brg_letters_notrump (letters),
                          brg_letters_call_word (letters, BRG_CALL_KIND_PASS));
}

/* The choices of the card-letters key, each with what it prints; the row
 * shows the one chosen as its subtitle. */
static GListModel *
new_card_letters_model (void)
{
  g_autofree char *language = sample_of (brg_letters_for_language ());
  g_autofree char *english = sample_of (brg_letters_get_english ());
  g_autofree char *as_language = NULL, *as_english = NULL;
  GtkStringList *list = gtk_string_list_new (NULL);

  /* Translators: a choice of card letters: those of the language Finesse
   * speaks; %s is what they print: "A R D V, N E S O, SA, passe" */
  as_language = g_strdup_printf (_("As the Language: %s"), language);
  /* Translators: a choice of card letters; %s is "A K Q J, N E S W, NT, Pass" */
  as_english = g_strdup_printf (_("English: %s"), english);
  gtk_string_list_append (list, as_language);
  gtk_string_list_append (list, as_english);
  return G_LIST_MODEL (list);
}

static gboolean
get_position (GValue   *value,
              GVariant *variant,
              gpointer  user_data)
{
  const char * const *values = user_data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
set_position (const GValue       *value,
              const GVariantType *type,
              gpointer            user_data)
{
  const char * const *values = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) values))
    return NULL;
  return g_variant_new_string (values[position]);
}

static gboolean
get_four_color (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_boolean (value, g_str_equal (g_variant_get_string (variant, NULL), "four-color"));
  return TRUE;
}

static GVariant *
set_four_color (const GValue       *value,
                const GVariantType *type,
                gpointer            user_data)
{
  return g_variant_new_string (g_value_get_boolean (value) ? "four-color" : "standard");
}

/* The four-colour deck has no colours to alternate. */
static void
update_suit_order_row (BrgPreferencesWindow *self)
{
  gboolean four_color = gtk_switch_get_active (self->four_color_switch);

  gtk_widget_set_sensitive (GTK_WIDGET (self->suit_order_row), !four_color);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->suit_order_row),
                               four_color ? _("The four-colour deck keeps the usual order")
                                          : _("The order of the suits in the hands"));
}

static void
brg_preferences_window_dispose (GObject *object)
{
  BrgPreferencesWindow *self = BRG_PREFERENCES_WINDOW (object);

  if (self->settings != NULL)
    {
      g_settings_unbind (self->style_row, "selected");
      g_settings_unbind (self->four_color_switch, "active");
      g_settings_unbind (self->suit_order_row, "selected");
      g_settings_unbind (self->card_letters_row, "selected");
      g_settings_unbind (self->quiz_switch, "active");
      g_settings_unbind (self->practice_hints_spin, "value");
      g_settings_unbind (self->practice_pace_spin, "value");
    }
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (brg_preferences_window_parent_class)->dispose (object);
}

static void
brg_preferences_window_class_init (BrgPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, four_color_switch);
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, suit_order_row);
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, card_letters_row);
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, quiz_switch);
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, practice_hints_spin);
  gtk_widget_class_bind_template_child (widget_class, BrgPreferencesWindow, practice_pace_spin);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
brg_preferences_window_init (BrgPreferencesWindow *self)
{
  g_autoptr(GListModel) card_letters = new_card_letters_model ();

  gtk_widget_init_template (GTK_WIDGET (self));
  adw_combo_row_set_model (self->card_letters_row, card_letters);
  /* The focus starts on the first choice. Left to GTK 4.8 it went to the
   * switcher of the pages, which one page hides: an invisible stop that
   * Tab never came back to. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->style_row));
}

/**
 * brg_preferences_window_new:
 * @parent: (nullable): the window it belongs to
 * @settings: the application's settings
 *
 * Returns: (transfer none): a new preferences window, not yet shown
 */
GtkWidget *
brg_preferences_window_new (GtkWindow *parent,
                            GSettings *settings)
{
  BrgPreferencesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BRG_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->settings = g_object_ref (settings);

  g_settings_bind_with_mapping (settings, "style-variant", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, get_position, set_position,
                                (gpointer) style_values, NULL);
  g_settings_bind_with_mapping (settings, "card-deck", self->four_color_switch, "active",
                                G_SETTINGS_BIND_DEFAULT, get_four_color, set_four_color,
                                NULL, NULL);
  g_settings_bind_with_mapping (settings, "suit-order", self->suit_order_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, get_position, set_position,
                                (gpointer) suit_order_values, NULL);
  g_settings_bind_with_mapping (settings, "card-letters", self->card_letters_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, get_position, set_position,
                                (gpointer) card_letters_values, NULL);
  g_settings_bind (settings, "quiz-mode", self->quiz_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "practice-hints", self->practice_hints_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "practice-pace", self->practice_pace_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_object (self->four_color_switch, "notify::active",
                           G_CALLBACK (update_suit_order_row), self, G_CONNECT_SWAPPED);
  update_suit_order_row (self);

  return GTK_WIDGET (self);
}
