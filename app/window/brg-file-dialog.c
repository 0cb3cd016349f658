/* brg-file-dialog.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the window's parts say about a file: its name as the user reads
 * it, and a message dialog about it.
 */

#include "config.h"

#include "brg-file-dialog.h"

/**
 * brg_file_dialog_dup_name:
 * @file: a file
 *
 * Returns: (transfer full): the file's name as the user reads it
 */
char *
brg_file_dialog_dup_name (GFile *file)
{
  g_autofree char *basename = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  basename = g_file_get_basename (file);
  return g_filename_display_name (basename != NULL ? basename : "");
}

/**
 * brg_file_dialog_can_show:
 * @parent: (nullable): the window a dialog would be about
 *
 * Whether @parent is still open, so that a dialog can be shown over it.
 * gtk_window_destroy() takes a window off the screen and out of the
 * toplevels at once, but the window is disposed only when its last
 * holder lets go: a read or a save that ends in between has nobody to
 * tell, and a dialog over the closed window would hold it and be made
 * transient for a destroyed surface.
 *
 * Returns: whether @parent is one of the application's open windows
 */
gboolean
brg_file_dialog_can_show (GtkWindow *parent)
{
  GListModel *toplevels;
  guint n;

  if (parent == NULL)
    return FALSE;
  toplevels = gtk_window_get_toplevels ();
  n = g_list_model_get_n_items (toplevels);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window == parent)
        return TRUE;
    }
  return FALSE;
}

/**
 * brg_file_dialog_new:
 * @parent: the window the dialog is about
 * @heading: the dialog's heading, plain text
 * @body: its body, plain text
 *
 * A message dialog about a file: Pango hyphenates a long file name where
 * it wraps it ("wran-gler"), and a file name is not a word.
 *
 * Returns: (transfer none): a new dialog, not shown yet
 */
AdwMessageDialog *
brg_file_dialog_new (GtkWindow  *parent,
                     const char *heading,
                     const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, NULL, NULL);
  g_autofree char *heading_markup = NULL;
  g_autofree char *body_markup = NULL;

  heading_markup = g_markup_printf_escaped ("<span insert_hyphens=\"false\">%s</span>", heading);
  body_markup = g_markup_printf_escaped ("<span insert_hyphens=\"false\">%s</span>", body);
  adw_message_dialog_set_heading_use_markup (ADW_MESSAGE_DIALOG (dialog), TRUE);
  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (dialog), heading_markup);
  adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (dialog), TRUE);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body_markup);
  return ADW_MESSAGE_DIALOG (dialog);
}
