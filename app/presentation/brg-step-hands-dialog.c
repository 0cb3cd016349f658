/* brg-step-hands-dialog.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Show Hands at Step: which hands the class sees from a step of a board's
 * lesson on, chosen by keyboard (a step number, four check buttons), made
 * into brg_edit_set_step_seats()'s command for the window to perform.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-step-hands-dialog.h"

typedef struct
{
  BrgBoard       *board;        /* Owned */
  BrgLesson      *lesson;       /* Owned: the steps when the dialog opened */
  GtkSpinButton  *step;         /* Borrowed */
  GtkCheckButton *seats[4];     /* Borrowed */
} Dialog;

static void
dialog_free (Dialog *d)
{
  g_clear_object (&d->board);
  g_clear_object (&d->lesson);
  g_free (d);
}

static Dialog *
get_dialog (AdwMessageDialog *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "brg-step-hands");
}

/* The hands the step shows now, checked. */
static void
step_changed_cb (GtkSpinButton *spin,
                 Dialog        *d)
{
  guint step = (guint) gtk_spin_button_get_value_as_int (spin) - 1;
  const BrgLessonStep *s;

  if (step >= brg_lesson_get_n_steps (d->lesson))
    return;
  s = brg_lesson_get_step (d->lesson, step);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    gtk_check_button_set_active (d->seats[seat], brg_lesson_step_shows_seat (s, seat));
}

/**
 * brg_step_hands_dialog_new:
 * @parent: the window
 * @board: the board whose lesson it is
 * @step: the step to start at, from 0
 *
 * A dialog with responses "cancel" and "show"; on "show", make the edit
 * with brg_step_hands_dialog_dup_command().
 *
 * Returns: (transfer floating): the dialog, not shown yet
 */
AdwMessageDialog *
brg_step_hands_dialog_new (GtkWindow *parent,
                           BrgBoard  *board,
                           guint      step)
{
  AdwMessageDialog *dialog;
  GtkWidget *grid, *label, *row;
  Dialog *d;
  guint n;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  d = g_new0 (Dialog, 1);
  d->board = g_object_ref (board);
  d->lesson = brg_lesson_new (board);
  n = brg_lesson_get_n_steps (d->lesson);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Show Hands at Step"),
                                                       _("The class sees these hands from "
                                                         "that step of the lesson on.")));
  g_object_set_data_full (G_OBJECT (dialog), "brg-step-hands", d, (GDestroyNotify) dialog_free);

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);

  label = gtk_label_new_with_mnemonic (_("_Step"));
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  d->step = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, MAX (n, 1), 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (d->step));
  gtk_accessible_update_property (GTK_ACCESSIBLE (d->step), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Step"), -1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (d->step), 1, 0, 1, 1);
  {
    /* Translators: after the step's number: "of 5" */
    g_autofree char *of = g_strdup_printf (_("of %u"), n);

    gtk_grid_attach (GTK_GRID (grid), gtk_label_new (of), 2, 0, 1, 1);
  }

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      /* The seats with their mnemonics: _North, _East, S_outh, _West. */
      static const char *labels[] = { N_("_North"), N_("_East"), N_("S_outh"), N_("_West") };

      d->seats[seat] = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_(labels[seat])));
      gtk_accessible_update_property (GTK_ACCESSIBLE (d->seats[seat]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      brg_seat_to_display (seat), -1);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (d->seats[seat]));
    }
  gtk_grid_attach (GTK_GRID (grid), row, 0, 1, 3, 1);
  adw_message_dialog_set_extra_child (dialog, grid);

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "show", _("_Show"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "show", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "show");
  adw_message_dialog_set_close_response (dialog, "cancel");

  g_signal_connect (d->step, "value-changed", G_CALLBACK (step_changed_cb), d);
  gtk_spin_button_set_value (d->step, MIN (step, MAX (n, 1) - 1) + 1);
  step_changed_cb (d->step, d);
  return dialog;
}

/**
 * brg_step_hands_dialog_set:
 * @dialog: a dialog of brg_step_hands_dialog_new()
 * @step: a step, from 0
 * @seats: the hands, a bit `1 << seat` each
 *
 * Chooses as the keyboard does.
 */
void
brg_step_hands_dialog_set (AdwMessageDialog *dialog,
                           guint             step,
                           guint             seats)
{
  Dialog *d = get_dialog (dialog);

  g_return_if_fail (d != NULL);

  gtk_spin_button_set_value (d->step, step + 1);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    gtk_check_button_set_active (d->seats[seat], (seats & (1u << seat)) != 0);
}

/**
 * brg_step_hands_dialog_dup_command:
 * @dialog: a dialog of brg_step_hands_dialog_new()
 * @error: return location for a #GError: why the lesson cannot do that
 *
 * Returns: (transfer full) (nullable): brg_edit_set_step_seats()'s command
 *   for what is chosen
 */
BrgCommand *
brg_step_hands_dialog_dup_command (AdwMessageDialog  *dialog,
                                   GError           **error)
{
  Dialog *d = get_dialog (dialog);
  guint seats = 0, step;

  g_return_val_if_fail (d != NULL, NULL);

  step = (guint) gtk_spin_button_get_value_as_int (d->step) - 1;
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (gtk_check_button_get_active (d->seats[seat]))
      seats |= 1u << seat;
  if (step >= brg_lesson_get_n_steps (d->lesson))
    step = brg_lesson_get_n_steps (d->lesson) - 1;
  return brg_edit_set_step_seats (d->board, step, seats, error);
}
