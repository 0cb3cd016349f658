/* brg-rotate-dialog.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal editor's Rotate dialog: a quarter turn either way, a half
 * turn, or the turn that makes South declarer; the compass words of the
 * commentary turn too when asked, and the dialog shows beforehand, from
 * a copy of the board turned, where it is unsure a word names a seat.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-rotate-dialog.h"

typedef struct
{
  BrgBoard    *board;        /* Owned */
  BrgDocument *document;     /* Owned */
  GtkWidget   *choices[4];   /* Borrowed: quarter, half, back, to South */
  GtkWidget   *commentary;   /* Borrowed */
  GtkWidget   *warnings;     /* Borrowed: a label */
  int          to_south;
} RotateData;

static void
rotate_data_free (gpointer  user_data,
                  GClosure *closure)
{
  RotateData *data = user_data;

  g_clear_object (&data->board);
  g_clear_object (&data->document);
  g_free (data);
}

static int
chosen_turns (RotateData *data)
{
  static const int turns[3] = { 1, 2, 3 };

  for (guint i = 0; i < 3; i++)
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (data->choices[i])))
      return turns[i];
  return data->to_south;
}

static BrgRotateFlags
chosen_flags (RotateData *data)
{
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (data->commentary))
         ? BRG_ROTATE_COMMENTARY : BRG_ROTATE_NONE;
}

/* What turning the commentary would leave alone, from a copy turned. */
static void
update_warnings (RotateData *data)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(BrgBoard) copy = NULL;
  g_autoptr(GString) text = NULL;

  /* The choices are toggled while the dialog is built. */
  if (data->warnings == NULL)
    return;
  if (chosen_flags (data) == BRG_ROTATE_NONE || chosen_turns (data) <= 0)
    {
      gtk_widget_set_visible (data->warnings, FALSE);
      return;
    }

  warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  copy = brg_board_copy (data->board);
  brg_board_rotate (copy, chosen_turns (data), BRG_ROTATE_COMMENTARY, warnings);

  text = g_string_new (NULL);
  if (warnings->len == 0)
    g_string_append (text, _("Every compass word of the commentary turns with the board."));
  for (guint i = 0; i < warnings->len && i < 8; i++)
    {
      const BrgDiagnostic *warning = g_ptr_array_index (warnings, i);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "• %s", warning->message);
    }
  if (warnings->len > 8)
    /* Translators: %u is a number of further warnings */
    g_string_append_printf (text, ngettext ("\nand %u more", "\nand %u more",
                                            warnings->len - 8), warnings->len - 8);
  gtk_label_set_text (GTK_LABEL (data->warnings), text->str);
  gtk_widget_set_visible (data->warnings, TRUE);
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             RotateData       *data)
{
  g_autoptr(BrgCommand) command = NULL;
  int turns = chosen_turns (data);

  if (!g_str_equal (response, "rotate") || turns <= 0)
    return;
  command = brg_edit_rotate (data->board, turns, chosen_flags (data));
  brg_document_perform (data->document, data->board, command, NULL);
}

/**
 * brg_rotate_dialog_present:
 * @parent: (nullable): the window it belongs to
 * @board: the board to turn
 * @document: the document the rotation is performed on, as one undo step
 *
 * Asks how to turn @board round the table, and turns it
 * (brg_edit_rotate()).
 *
 * Returns: (transfer none): the dialog
 */
GtkWindow *
brg_rotate_dialog_present (GtkWindow   *parent,
                           BrgBoard    *board,
                           BrgDocument *document)
{
  static const char *labels[4] = {
    N_("A _quarter turn clockwise: North’s hand goes to East"),
    N_("A _half turn: North’s hand goes to South"),
    N_("A quarter turn _anticlockwise: North’s hand goes to West"),
    N_("Make _South declarer"),
  };
  RotateData *data;
  GtkWidget *dialog;
  GtkWidget *box;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (BRG_IS_DOCUMENT (document), NULL);

  dialog = adw_message_dialog_new (parent, _("Rotate the Board"),
                                   _("Everything that names a seat turns with the cards: the "
                                     "dealer, the vulnerability, the players, the auction, the "
                                     "play and the scores. The board number stays."));
  data = g_new0 (RotateData, 1);
  data->board = g_object_ref (board);
  data->document = g_object_ref (document);
  data->to_south = brg_board_get_turns_to_south (board);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  for (guint i = 0; i < 4; i++)
    {
      /* One of four: radio buttons, which GTK 4.8 does not say a
       * grouped check button is. */
      data->choices[i] = g_object_new (GTK_TYPE_CHECK_BUTTON,
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO,
                                       "label", _(labels[i]),
                                       "use-underline", TRUE,
                                       NULL);
      if (i > 0)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (data->choices[i]),
                                    GTK_CHECK_BUTTON (data->choices[0]));
      g_signal_connect_swapped (data->choices[i], "toggled", G_CALLBACK (update_warnings), data);
      gtk_box_append (GTK_BOX (box), data->choices[i]);
    }
  /* South declares already, or nobody does: there is no turn to make. */
  gtk_widget_set_sensitive (data->choices[3], data->to_south > 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (data->choices[data->to_south > 0 ? 3 : 0]),
                               TRUE);

  /* Alt+C is Cancel's. */
  data->commentary = gtk_check_button_new_with_mnemonic (_("Turn the compass _words of the "
                                                           "commentary too"));
  gtk_widget_set_margin_top (data->commentary, 6);
  g_signal_connect_swapped (data->commentary, "toggled", G_CALLBACK (update_warnings), data);
  gtk_box_append (GTK_BOX (box), data->commentary);

  data->warnings = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (data->warnings), TRUE);
  gtk_label_set_xalign (GTK_LABEL (data->warnings), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (data->warnings), 50);
  gtk_widget_add_css_class (data->warnings, "dim-label");
  gtk_widget_set_visible (data->warnings, FALSE);
  gtk_box_append (GTK_BOX (box), data->warnings);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rotate", _("_Rotate"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rotate",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rotate");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), data, rotate_data_free, 0);

  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}
