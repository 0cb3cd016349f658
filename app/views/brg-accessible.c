/* brg-accessible.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a screen reader reads of Finesse, where GTK 4.8 and libadwaita 1.2
 * get it wrong, in one place. Measured over AT-SPI (test-a11y):
 *
 * - a button with a mnemonic is named twice: GTK sets its accessible label
 *   to the text with the underscore ("_Open") and relates it to its label
 *   ("Open"), and joins both: "_Open Open";
 * - a check button, an expander and a menu button with a mnemonic keep
 *   the underscore ("Show on the _cards"), or have no name at all, and
 *   then GTK says their type ("GtkMenuButton", "GtkExpander");
 * - so does every widget without a name: an empty label ("GtkLabel"), an
 *   icon ("GtkImage"), a stack's page ("GtkStackPage"), a scroll bar, the
 *   button inside a drop-down ("GtkToggleButton"), a list's rows (which
 *   GTK 4.8 leaves nameless: "");
 * - a selectable label that may not take the focus traps Tab: GTK 4.8's
 *   label claims the move (gtk_label_focus() returns TRUE for a selectable
 *   label) although it cannot take the focus, so the focus stays where it
 *   was for good.
 *
 * Every window calls _brg_accessible_name_window(), which fixes what it
 * holds when it is shown and follows the labels that change; a widget
 * built later is fixed with _brg_accessible_tidy(); a name the code gives
 * is set with _brg_accessible_set_name(), a list row's with
 * _brg_accessible_name_row().
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"

/* The text of a mnemonic label as it is read: "Show on the _cards" is
 * "Show on the cards", "Rock _&amp;&amp; Roll" (markup) "Rock && Roll". */
static char *
read_text (const char *label,
           gboolean    use_markup)
{
  GString *plain;

  if (use_markup)
    {
      g_autofree char *text = NULL;

      if (pango_parse_markup (label, -1, '_', NULL, &text, NULL, NULL))
        return g_steal_pointer (&text);
      return g_strdup (label);
    }

  /* The mnemonic's underscore goes; "__" is one underscore shown. */
  plain = g_string_new (NULL);
  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (plain, *p);
    }
  return g_string_free (plain, FALSE);
}

static void
set_name (GtkWidget  *widget,
          const char *name)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name != NULL ? name : "", -1);
}

/**
 * _brg_accessible_set_name:
 * @widget: a widget
 * @name: (nullable): what a screen reader calls it; %NULL or "" for
 *   nothing, for a part that only lays out others
 *
 * Names @widget, and only so: a label it is related to is not added.
 */
void
_brg_accessible_set_name (GtkWidget  *widget,
                          const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  set_name (widget, name);
  /* The code's name stays: the tidying below leaves it. */
  g_object_set_data (G_OBJECT (widget), "brg-accessible-named", GINT_TO_POINTER (TRUE));
}

/**
 * _brg_accessible_set_description:
 * @widget: a widget
 * @description: (nullable): what a screen reader says after its name
 */
void
_brg_accessible_set_description (GtkWidget  *widget,
                                 const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description != NULL ? description : "", -1);
}

/**
 * _brg_accessible_name_row:
 * @child: the child a list item factory set in a #GtkListItem
 * @name: what the row shows, in words: "Board 3, 4♠ by South, made"
 *
 * Names the row that shows @child: GTK 4.8 names no row of a list view,
 * and the row is what a screen reader reads as the focus moves.
 */
void
_brg_accessible_name_row (GtkWidget  *child,
                          const char *name)
{
  GtkWidget *row;

  g_return_if_fail (GTK_IS_WIDGET (child));

  row = gtk_widget_get_parent (child);
  if (row != NULL)
    _brg_accessible_set_name (row, name);
}

static void tidy_widget (GtkWidget *widget);

static void
label_notify_cb (GtkWidget *widget)
{
  tidy_widget (widget);
}

/* Fixes @widget again when its label changes. */
static void
follow_label (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), "brg-accessible-follows") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "brg-accessible-follows", GINT_TO_POINTER (TRUE));
  g_signal_connect (widget, "notify::label", G_CALLBACK (label_notify_cb), NULL);
  if (GTK_IS_CHECK_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_EXPANDER (widget))
    g_signal_connect (widget, "notify::use-underline", G_CALLBACK (label_notify_cb), NULL);
}

/* GTK 4.8's window buttons (GtkWindowControls) have neither an accessible
 * name nor a tooltip. */
static void
name_window_button (GtkWidget *widget)
{
  static const struct {
    const char *css_class;
    const char *name;
  } window_buttons[] = {
    { "close", N_("Close") },
    { "minimize", N_("Minimize") },
    { "maximize", N_("Maximize") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (window_buttons); i++)
    if (gtk_widget_has_css_class (widget, window_buttons[i].css_class))
      {
        set_name (widget, _(window_buttons[i].name));
        if (gtk_widget_get_tooltip_text (widget) == NULL)
          gtk_widget_set_tooltip_text (widget, _(window_buttons[i].name));
      }
}

/* -- The choices of a drop-down list or a combo row -- */

static char *
dup_choice_text (GtkWidget *chooser,
                 GObject   *item)
{
  g_autoptr(GtkExpression) expression = NULL;
  g_auto(GValue) result = G_VALUE_INIT;

  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  g_object_get (chooser, "expression", &expression, NULL);
  if (item != NULL && expression != NULL && gtk_expression_evaluate (expression, item, &result)
      && G_VALUE_HOLDS_STRING (&result))
    return g_value_dup_string (&result);
  return NULL;
}

static void
choice_update_check (GtkListItem *item,
                     GtkWidget   *chooser)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  guint selected = GTK_INVALID_LIST_POSITION;

  g_object_get (chooser, "selected", &selected, NULL);
  if (box != NULL)
    gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                            gtk_list_item_get_position (item) == selected
                            && gtk_widget_get_ancestor (box, GTK_TYPE_POPOVER) != NULL ? 1 : 0);
}

static void
chooser_selected_cb (GtkListItem *item,
                     GParamSpec  *pspec,
                     GtkWidget   *chooser)
{
  choice_update_check (item, chooser);
}

static void
choice_mapped_cb (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *chooser = box != NULL ? gtk_widget_get_ancestor (box, GTK_TYPE_DROP_DOWN) : NULL;

  if (chooser == NULL && box != NULL)
    chooser = gtk_widget_get_ancestor (box, ADW_TYPE_COMBO_ROW);
  if (chooser != NULL)
    choice_update_check (item, chooser);
}

static void
choice_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  /* The chosen one is the row's state, which a screen reader says. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  /* Whether it is in the list, and may show the check, is known when it
   * is shown. */
  g_signal_connect_swapped (box, "map", G_CALLBACK (choice_mapped_cb), item);
}

static void
choice_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                GtkWidget                *chooser)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  g_autofree char *text = dup_choice_text (chooser, gtk_list_item_get_item (item));
  gulong id;

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), text != NULL ? text : "");
  _brg_accessible_name_row (box, text);
  choice_update_check (item, chooser);
  id = g_signal_connect_object (chooser, "notify::selected", G_CALLBACK (chooser_selected_cb),
                                item, G_CONNECT_SWAPPED);
  g_object_set_data (G_OBJECT (item), "brg-accessible-selected-id", GSIZE_TO_POINTER (id));
}

static void
choice_unbind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  GtkWidget                *chooser)
{
  gulong id = GPOINTER_TO_SIZE (g_object_steal_data (G_OBJECT (item),
                                                     "brg-accessible-selected-id"));

  if (id != 0)
    g_signal_handler_disconnect (chooser, id);
}

/* The rows of @chooser's popup, named by what they show: GTK 4.8's and
 * libadwaita 1.2's own leave them nameless. */
static void
name_choices (GtkWidget *chooser)
{
  GtkListItemFactory *factory;

  if (g_object_get_data (G_OBJECT (chooser), "brg-accessible-choices") != NULL)
    return;
  g_object_set_data (G_OBJECT (chooser), "brg-accessible-choices", GINT_TO_POINTER (TRUE));

  /* One factory for the choice shown and the list of them; the check
   * marks the chosen one in the list only. */
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (choice_bind_cb), chooser, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (choice_unbind_cb), chooser, 0);
  g_object_set (chooser, "factory", factory, "list-factory", factory, NULL);
  g_object_unref (factory);
}

/* A preferences group names its list with its title. */
static gboolean
has_group_title (GtkWidget *widget)
{
  GtkWidget *group = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_GROUP);
  const char *title = group != NULL ? adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group))
                                    : NULL;

  return title != NULL && title[0] != '\0';
}

static void
tidy_widget (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* A name the code gave stays. */
  if (g_object_get_data (G_OBJECT (widget), "brg-accessible-named") != NULL)
    ;
  else if (GTK_IS_BUTTON (widget) && GTK_IS_WINDOW_CONTROLS (parent))
    name_window_button (widget);
  /* A split button's arrow: its dropdown tooltip says what it opens. */
  else if (GTK_IS_MENU_BUTTON (widget) && ADW_IS_SPLIT_BUTTON (parent))
    {
      const char *tooltip = adw_split_button_get_dropdown_tooltip (ADW_SPLIT_BUTTON (parent));

      if (tooltip != NULL && tooltip[0] != '\0')
        set_name (widget, tooltip);
    }
  /* A toast's close button shows an icon only. */
  else if (GTK_IS_BUTTON (widget) && parent != NULL
           && g_str_equal (gtk_widget_get_css_name (parent), "toast")
           && gtk_button_get_label (GTK_BUTTON (widget)) == NULL)
    set_name (widget, _("Dismiss"));
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
           && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      /* The label it is related to names it, without the underscore. */
      gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
      follow_label (widget);
    }
  else if (GTK_IS_CHECK_BUTTON (widget) && gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)))
    {
      g_autofree char *text =
        gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget))
        ? read_text (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), FALSE)
        : g_strdup (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)));

      set_name (widget, text);
      follow_label (widget);
    }
  else if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)))
    {
      g_autofree char *text =
        gtk_menu_button_get_use_underline (GTK_MENU_BUTTON (widget))
        ? read_text (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), FALSE)
        : g_strdup (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)));

      set_name (widget, text);
      follow_label (widget);
    }
  else if (GTK_IS_EXPANDER (widget) && gtk_expander_get_label (GTK_EXPANDER (widget)))
    {
      g_autofree char *text =
        gtk_expander_get_use_underline (GTK_EXPANDER (widget))
        || gtk_expander_get_use_markup (GTK_EXPANDER (widget))
        ? read_text (gtk_expander_get_label (GTK_EXPANDER (widget)),
                     gtk_expander_get_use_markup (GTK_EXPANDER (widget)))
        : g_strdup (gtk_expander_get_label (GTK_EXPANDER (widget)));

      set_name (widget, text);
      follow_label (widget);
    }
  /* A label with no text yet says nothing; its text names it once set. */
  else if (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] == '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "",
                                    -1);
  /* An icon is a decoration: what it means is its control's name, or its
   * tooltip. */
  else if (GTK_IS_IMAGE (widget) && gtk_widget_get_tooltip_text (widget) == NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* The parts of a scrolled window and of a stack only lay out what they
   * hold. */
  else if (GTK_IS_SCROLLBAR (widget))
    set_name (widget, NULL);
  else if (ADW_IS_VIEW_SWITCHER (widget))
    set_name (widget, _("Pages"));
  /* The search of a preferences window, which Finesse's leaves off. */
  else if (GTK_IS_SEARCH_ENTRY (widget)
           && gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_WINDOW) != NULL)
    set_name (widget, _("Search Preferences"));
  else if (GTK_IS_LIST_BOX (widget)
           && gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_WINDOW) != NULL
           && !has_group_title (widget))
    set_name (widget, _("Search Results"));
  /* The list a combo row opens is named after the row. */
  else if (GTK_IS_LIST_VIEW (widget) && gtk_widget_get_ancestor (widget, ADW_TYPE_COMBO_ROW))
    {
      AdwPreferencesRow *row = ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (widget,
                                                                             ADW_TYPE_COMBO_ROW));
      g_autofree char *title =
        adw_preferences_row_get_use_underline (row)
        ? read_text (adw_preferences_row_get_title (row), FALSE)
        : g_strdup (adw_preferences_row_get_title (row));

      set_name (widget, title);
    }

  if (GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget))
    name_choices (widget);
  /* A drop-down named by its label, as a .ui says: the button inside it
   * takes that name, and the choice. */
  if (GTK_IS_LABEL (widget) && GTK_IS_DROP_DOWN (gtk_label_get_mnemonic_widget (GTK_LABEL (widget)))
      && g_object_get_data (G_OBJECT (gtk_label_get_mnemonic_widget (GTK_LABEL (widget))),
                            "brg-accessible-named") == NULL)
    _brg_accessible_name_drop_down (GTK_DROP_DOWN (gtk_label_get_mnemonic_widget (GTK_LABEL (widget))),
                                    gtk_label_get_text (GTK_LABEL (widget)));

  if (GTK_IS_STACK (widget))
    {
      g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (widget)));

      for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
        {
          g_autoptr(GObject) page = g_list_model_get_item (pages, i);
          const char *title = gtk_stack_page_get_title (GTK_STACK_PAGE (page));

          gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          title != NULL ? title : "", -1);
        }
    }
}

/**
 * _brg_accessible_tidy:
 * @widget: a widget
 *
 * Gives @widget and all it holds one clean name each, where GTK 4.8
 * leaves it without one, or with the underscore of a mnemonic, or twice;
 * and hides its decorations (see the top of brg-accessible.c). For what
 * is built after its window is shown.
 */
void
_brg_accessible_tidy (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  tidy_widget (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    _brg_accessible_tidy (child);
}

/**
 * _brg_accessible_tidy_toasts:
 * @overlay: a toast overlay
 *
 * Tidies the toasts @overlay shows (_brg_accessible_tidy()): they come
 * after their window is shown.
 */
void
_brg_accessible_tidy_toasts (AdwToastOverlay *overlay)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), "toast"))
      _brg_accessible_tidy (child);
}

static void
window_map_cb (GtkWidget *window)
{
  _brg_accessible_tidy (window);
}

/**
 * _brg_accessible_name_window:
 * @window: a window
 *
 * Tidies @window's names (_brg_accessible_tidy()) each time it is shown,
 * and makes Enter on its check buttons activate its default, when it has
 * one.
 */
/* Enter on a check or radio button of a dialog answers it, as Enter in
 * its fields does: GTK 4.8 toggles the button instead, and the dialog's
 * default (Rotate, Deal) could not be reached from its choices. */
static gboolean
dialog_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       GtkWindow             *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || gtk_window_get_default_widget (window) == NULL || focus == NULL
      || (!GTK_IS_CHECK_BUTTON (focus)
          && gtk_widget_get_ancestor (focus, GTK_TYPE_CHECK_BUTTON) == NULL))
    return GDK_EVENT_PROPAGATE;
  gtk_widget_activate_default (focus);
  return GDK_EVENT_STOP;
}

void
_brg_accessible_name_window (GtkWindow *window)
{
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WINDOW (window));

  if (g_object_get_data (G_OBJECT (window), "brg-accessible-tidied") != NULL)
    return;
  g_object_set_data (G_OBJECT (window), "brg-accessible-tidied", GINT_TO_POINTER (TRUE));
  g_signal_connect (window, "map", G_CALLBACK (window_map_cb), NULL);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (dialog_key_pressed_cb), window, 0);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      _brg_accessible_name_window (window);
    }
}

/**
 * _brg_accessible_watch_windows:
 *
 * Tidies every window of the program when it is shown
 * (_brg_accessible_name_window()): the application's own, and those
 * libadwaita and GTK make for it, such as a message dialog's.
 */
void
_brg_accessible_watch_windows (void)
{
  static gboolean watching;
  GListModel *toplevels = gtk_window_get_toplevels ();

  if (watching)
    return;
  watching = TRUE;
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), NULL);
  toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels));
}

static void
name_popup_list (GtkWidget  *widget,
                 const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LIST_VIEW (child))
        _brg_accessible_set_name (child, name);
      name_popup_list (child, name);
    }
}

static void
drop_down_selected_cb (GtkDropDown *drop_down)
{
  const char *name = g_object_get_data (G_OBJECT (drop_down), "brg-accessible-name");
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop_down));
  g_autofree char *value = dup_choice_text (GTK_WIDGET (drop_down),
                                            gtk_drop_down_get_selected_item (drop_down));
  g_autofree char *text = NULL;

  /* Translators: a drop-down list's name, then what is chosen in it */
  text = value != NULL ? g_strdup_printf (_("%s: %s"), name, value) : g_strdup (name);
  /* The button is the drop-down's first child; its popover comes after. */
  while (button != NULL && !GTK_IS_TOGGLE_BUTTON (button))
    button = gtk_widget_get_next_sibling (button);
  if (button != NULL)
    _brg_accessible_set_name (button, text);
}

/**
 * _brg_accessible_name_drop_down:
 * @drop_down: a drop-down list
 * @name: what it chooses: "Paper"
 *
 * Names @drop_down, and the button inside it that takes the focus, which
 * GTK 4.8 leaves nameless, as "Paper: A4", following the choice.
 */
void
_brg_accessible_name_drop_down (GtkDropDown *drop_down,
                                const char  *name)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (name != NULL);

  _brg_accessible_set_name (GTK_WIDGET (drop_down), name);
  g_object_set_data_full (G_OBJECT (drop_down), "brg-accessible-name", g_strdup (name), g_free);
  name_popup_list (GTK_WIDGET (drop_down), name);
  if (g_object_get_data (G_OBJECT (drop_down), "brg-accessible-follows") == NULL)
    {
      g_object_set_data (G_OBJECT (drop_down), "brg-accessible-follows", GINT_TO_POINTER (TRUE));
      g_signal_connect (drop_down, "notify::selected", G_CALLBACK (drop_down_selected_cb), NULL);
    }
  drop_down_selected_cb (drop_down);
}

/**
 * _brg_accessible_selectable_label:
 * @label: a label
 *
 * Makes @label's text selectable with the mouse, to copy, without a stop
 * of its own in the Tab order. A selectable label that merely may not take
 * the focus traps Tab in GTK 4.8 (see the top of brg-accessible.c): it
 * must also be left out of the focus chain.
 */
void
_brg_accessible_selectable_label (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_selectable (label, TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (label), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (label), FALSE);
}

/* Tab and Shift+Tab leave a list at once: the list is left out of the
 * focus chain while the focus moves on from it. */
static gboolean
one_stop_key_pressed_cb (GtkEventControllerKey *controller,
                         guint                  keyval,
                         guint                  keycode,
                         GdkModifierType        state,
                         GtkWidget             *list)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (list));
  GtkDirectionType direction;
  gboolean moved;

  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_ISO_Left_Tab && keyval != GDK_KEY_KP_Tab)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || root == NULL)
    return GDK_EVENT_PROPAGATE;

  direction = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0
              ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
  gtk_widget_set_can_focus (list, FALSE);
  moved = gtk_widget_child_focus (root, direction);
  /* Past the last control, round to the first, as GtkWindow goes. */
  if (!moved && GTK_IS_ROOT (root))
    {
      gtk_root_set_focus (GTK_ROOT (root), NULL);
      gtk_widget_child_focus (root, direction);
    }
  gtk_widget_set_can_focus (list, TRUE);
  return GDK_EVENT_STOP;
}

/**
 * _brg_accessible_one_tab_stop:
 * @list: a list box or list view
 *
 * Makes @list one stop of Tab, as a list of choices is: Tab goes to its
 * row with the focus, the arrows from row to row, and Tab on out. GTK 4.8
 * takes Tab from row to row, and a list of a hundred thousand boards
 * held the focus as long.
 */
void
_brg_accessible_one_tab_stop (GtkWidget *list)
{
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WIDGET (list));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (one_stop_key_pressed_cb), list, 0);
  gtk_widget_add_controller (list, keys);
}

/**
 * _brg_accessible_activates_default:
 * @editable: an entry or a spin button
 *
 * Enter in @editable activates its dialog's default button, as it does
 * in a dialog's other fields: GTK 4.8's spin button has no such property,
 * its text inside does.
 */
void
_brg_accessible_activates_default (GtkWidget *editable)
{
  GtkEditable *delegate;

  g_return_if_fail (GTK_IS_EDITABLE (editable));

  if (GTK_IS_ENTRY (editable))
    {
      gtk_entry_set_activates_default (GTK_ENTRY (editable), TRUE);
      return;
    }
  delegate = gtk_editable_get_delegate (GTK_EDITABLE (editable));
  if (GTK_IS_TEXT (delegate))
    gtk_text_set_activates_default (GTK_TEXT (delegate), TRUE);
}
