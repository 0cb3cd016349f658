/* brg-window-recovery.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Offering back the unsaved changes of a Finesse that ended before saving
 * them (a crash, a kill, a power cut). Each document writes its unsaved
 * changes to a recovery file a few seconds after a change, and holds its
 * lock while it lives (BrgRecovery); the first window of the next start
 * finds those no running Finesse holds (brg_recovery_find()) and asks
 * whether to restore them, each into a window (brg_window_set_document()).
 *
 * This file stands above the window: it makes windows, and the window
 * knows nothing of it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-file-dialog.h"
#include "brg-window.h"

/* "club.pbn, 32 boards, changed on 24 November at 14:05" */
static char *
dup_description (BrgRecovery *recovery)
{
  GFile *file = brg_recovery_get_file (recovery);
  GDateTime *saved = brg_recovery_get_saved (recovery);
  guint n_boards = brg_recovery_get_n_boards (recovery);
  g_autofree char *name = file != NULL ? brg_file_dialog_dup_name (file)
                                       : g_strdup (_("Untitled"));
  g_autofree char *boards = NULL;
  g_autofree char *when = NULL;

  /* Translators: the number of boards in a recovery file */
  boards = g_strdup_printf (ngettext ("%u board", "%u boards", n_boards), n_boards);
  if (saved != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (saved);

      /* Translators: when unsaved changes were last written, a strftime format */
      when = g_date_time_format (local, _("%-d %B at %H:%M"));
    }
  if (when != NULL)
    /* Translators: a file name, a number of boards, and when they were written */
    return g_strdup_printf (_("%s, %s, changed on %s"), name, boards, when);
  return g_strdup_printf ("%s, %s", name, boards);
}

/* Shows the boards of @recovery, as changes not saved to the file they
 * came from: in @self when it shows nothing yet, else in a new window.
 * The document takes over the recovery files. */
static void
restore (BrgWindow   *self,
         BrgRecovery *recovery)
{
  g_autoptr(BrgDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  BrgWindow *window = self;

  document = brg_document_new_from_recovery (recovery, &error);
  if (document == NULL)
    {
      g_warning ("Could not read the recovery file of unsaved changes: %s", error->message);
      return;
    }

  if (brg_window_get_document (self) != NULL || brg_window_get_loading (self))
    {
      window = brg_window_new (gtk_window_get_application (GTK_WINDOW (self)),
                               brg_window_get_settings (self));
      gtk_window_present (GTK_WINDOW (window));
    }
  brg_window_set_document (window, document);
}

typedef struct
{
  BrgWindow *self;        /* Owned */
  GPtrArray *recoveries;  /* Owned: of BrgRecovery, each holding its lock */
} OfferData;

static void
offer_data_free (gpointer  user_data,
                 GClosure *closure)
{
  OfferData *data = user_data;

  g_clear_object (&data->self);
  g_clear_pointer (&data->recoveries, g_ptr_array_unref);
  g_free (data);
}

static void
offer_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   OfferData        *data)
{
  for (guint i = 0; i < data->recoveries->len; i++)
    {
      BrgRecovery *recovery = g_ptr_array_index (data->recoveries, i);

      if (g_str_equal (response, "restore"))
        restore (data->self, recovery);
      else if (g_str_equal (response, "discard"))
        brg_recovery_discard (recovery);
    }
}

/**
 * brg_window_offer_recovery:
 * @self: a #BrgWindow
 *
 * Looks for the unsaved changes of a Finesse that ended before saving
 * them (a crash, a kill), and if there are any asks whether to restore
 * them: the first into @self when it shows nothing yet, the others into
 * windows of their own, each marked as changed and saved back to the file
 * it came from. Not Now keeps them for the next start; Discard removes
 * them.
 *
 * Returns: %TRUE if there were changes to offer
 */
gboolean
brg_window_offer_recovery (BrgWindow *self)
{
  g_autoptr(GPtrArray) recoveries = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;
  OfferData *data;

  g_return_val_if_fail (BRG_IS_WINDOW (self), FALSE);

  recoveries = brg_recovery_find ();
  if (recoveries->len == 0)
    return FALSE;

  g_string_append (body, ngettext ("Finesse stopped before these boards were saved:",
                                   "Finesse stopped before these boards were saved:",
                                   recoveries->len));
  for (guint i = 0; i < recoveries->len; i++)
    {
      g_autofree char *description = dup_description (g_ptr_array_index (recoveries, i));

      g_string_append_printf (body, "\n• %s", description);
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Restore Unsaved Changes?"), body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    /* Translators: a button: do not restore the unsaved changes
                                     * now (they are offered again) */
                                    "later", _("_Not Now"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");

  data = g_new0 (OfferData, 1);
  data->self = g_object_ref (self);
  data->recoveries = g_steal_pointer (&recoveries);
  g_signal_connect_data (dialog, "response", G_CALLBACK (offer_response_cb), data,
                         offer_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}
