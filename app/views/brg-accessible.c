/* brg-accessible.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"

/* GTK 4.8's window buttons (GtkWindowControls) have neither an accessible
 * name nor a tooltip, and libadwaita 1.2's split button leaves its arrow
 * nameless: a screen reader said "button". */
static void
name_controls (GtkWidget *widget)
{
  static const struct {
    const char *css_class;
    const char *name;
  } window_buttons[] = {
    { "close", N_("Close") },
    { "minimize", N_("Minimize") },
    { "maximize", N_("Maximize") },
  };

  if (GTK_IS_BUTTON (widget) && GTK_IS_WINDOW_CONTROLS (gtk_widget_get_parent (widget)))
    for (guint i = 0; i < G_N_ELEMENTS (window_buttons); i++)
      if (gtk_widget_has_css_class (widget, window_buttons[i].css_class))
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _(window_buttons[i].name), -1);
          if (gtk_widget_get_tooltip_text (widget) == NULL)
            gtk_widget_set_tooltip_text (widget, _(window_buttons[i].name));
        }

  if (GTK_IS_MENU_BUTTON (widget) && ADW_IS_SPLIT_BUTTON (gtk_widget_get_parent (widget)))
    {
      const char *tooltip = adw_split_button_get_dropdown_tooltip (ADW_SPLIT_BUTTON (
                                                                    gtk_widget_get_parent (widget)));

      if (tooltip != NULL && tooltip[0] != '\0')
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_controls (child);
}

static void
window_map_cb (GtkWidget *window)
{
  name_controls (window);
}

/**
 * _brg_accessible_name_window:
 * @window: a window
 *
 * Names, once @window is shown, the controls the toolkit leaves without a
 * name: the window buttons of the header bars and the arrows of split
 * buttons.
 */
void
_brg_accessible_name_window (GtkWindow *window)
{
  g_signal_connect (window, "map", G_CALLBACK (window_map_cb), NULL);
}
