/* brg-window-recent.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The recent files of a window: the drop-down of the Open button and the
 * list on the empty page, both kept in step with GtkRecentManager. Each
 * item runs `win.open-recent` with the file's URI.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-core.h"
#include "brg-file-dialog.h"
#include "brg-window-recent.h"

struct _BrgWindowRecent
{
  GObject     parent_instance;

  GMenu      *menu;        /* Owned: the Open button's drop-down */
  GtkWidget  *box;         /* Borrowed: the empty page's, hidden when empty */
  GtkListBox *list;        /* Borrowed */
  gulong      changed_id;  /* on the default GtkRecentManager */
};

G_DEFINE_FINAL_TYPE (BrgWindowRecent, brg_window_recent, G_TYPE_OBJECT)

/* How many recent files the menu and the empty page offer. */
#define MAX_RECENT 8

/* Bridge files (by the registry's extensions of the formats it reads),
 * and the documents Finesse itself opened. */
static gboolean
is_recent_bridge_file (GtkRecentInfo *info)
{
  if (brg_format_from_file_name (gtk_recent_info_get_uri (info)) != NULL)
    return TRUE;

  return g_get_application_name () != NULL
         && gtk_recent_info_has_application (info, g_get_application_name ());
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *x = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *y = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return -g_date_time_compare (x, y);
}

/* The bridge files used lately that still exist, most recent first. */
static GList *
list_recent_files (void)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  GList *result = NULL;

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (is_recent_bridge_file (info) && gtk_recent_info_exists (info))
        result = g_list_prepend (result, gtk_recent_info_ref (info));
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);

  return g_list_sort (result, compare_recent);
}

static void
update_recent (BrgWindowRecent *self)
{
  GList *recent = list_recent_files ();
  GtkWidget *row;
  guint n = 0;

  g_menu_remove_all (self->menu);
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);

  for (GList *l = recent; l != NULL && n < MAX_RECENT; l = l->next, n++)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *name = brg_file_dialog_dup_name (file);
      g_autofree char *where = folder != NULL ? g_file_get_parse_name (folder) : g_strdup ("");
      g_autoptr(GMenuItem) item = NULL;
      g_auto(GStrv) parts = g_strsplit (name, "_", -1);
      /* A menu reads "_" as the mark of a mnemonic: "robots_gib.pbn" showed
       * as "robotsgib.pbn". Doubled, it is an underscore. */
      g_autofree char *label = g_strjoinv ("__", parts);

      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (uri));
      g_menu_append_item (self->menu, item);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (uri));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->list, row);
      _brg_accessible_tidy (row);
    }

  gtk_widget_set_visible (self->box, n > 0);
  if (n == 0)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_("No Recent Files"), "win.no-recent");

      g_menu_append_item (self->menu, item);
    }

  g_list_free_full (recent, (GDestroyNotify) gtk_recent_info_unref);
}

static void
recent_changed_cb (BrgWindowRecent *self)
{
  update_recent (self);
}

static void
brg_window_recent_dispose (GObject *object)
{
  BrgWindowRecent *self = BRG_WINDOW_RECENT (object);

  g_clear_signal_handler (&self->changed_id, gtk_recent_manager_get_default ());
  g_clear_object (&self->menu);

  G_OBJECT_CLASS (brg_window_recent_parent_class)->dispose (object);
}

static void
brg_window_recent_class_init (BrgWindowRecentClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_window_recent_dispose;
}

static void
brg_window_recent_init (BrgWindowRecent *self)
{
}

/**
 * brg_window_recent_new:
 * @open_button: the Open button, whose drop-down lists them
 * @box: the empty page's part that lists them, hidden when there are none
 * @list: its list
 *
 * Returns: (transfer full): the recent files part of a window
 */
BrgWindowRecent *
brg_window_recent_new (AdwSplitButton *open_button,
                       GtkWidget      *box,
                       GtkListBox     *list)
{
  BrgWindowRecent *self;

  g_return_val_if_fail (ADW_IS_SPLIT_BUTTON (open_button), NULL);
  g_return_val_if_fail (GTK_IS_LIST_BOX (list), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_RECENT, NULL);
  self->menu = g_menu_new ();
  self->box = box;
  self->list = list;
  adw_split_button_set_menu_model (open_button, G_MENU_MODEL (self->menu));
  self->changed_id = g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                                              G_CALLBACK (recent_changed_cb), self,
                                              G_CONNECT_SWAPPED);
  update_recent (self);
  return self;
}
