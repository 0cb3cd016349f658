/* brg-window-problems.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The problems found while reading the file shown, in BrgWindow: the bar
 * above the table that says what is wrong with the board shown, and the
 * problems window, whose problems lead to their boards.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-diagnostics-window.h"
#include "brg-window-private.h"

/* Which board each problem is about (BrgDiagnostic:board), for the bar:
 * all of them when @from is 0, else those from @from on, which a read
 * has just appended: a batch costs its own problems, not the list. */
void
_brg_window_index_problems (BrgWindow *self,
                            guint      from)
{
  GPtrArray *diagnostics = brg_problem_list_get_diagnostics (self->problems);
  guint n_boards;

  if (from == 0)
    g_clear_pointer (&self->board_problems, g_hash_table_unref);
  if (self->event == NULL || diagnostics->len <= from)
    return;

  /* Held: a big file's board nobody holds may be let go and built again
   * as another object (brg-event-private.h); a board with problems stays. */
  if (self->board_problems == NULL)
    self->board_problems = g_hash_table_new_full (NULL, NULL, g_object_unref,
                                                  (GDestroyNotify) g_ptr_array_unref);
  n_boards = brg_event_get_n_boards (self->event);
  for (guint i = from; i < diagnostics->len; i++)
    {
      BrgDiagnostic *diagnostic = g_ptr_array_index (diagnostics, i);
      BrgBoard *board;
      GPtrArray *problems;

      if (diagnostic->board == 0 || diagnostic->board > n_boards)
        continue;

      board = brg_event_get_board (self->event, diagnostic->board - 1);
      problems = g_hash_table_lookup (self->board_problems, board);
      if (problems == NULL)
        {
          problems = g_ptr_array_new ();
          g_hash_table_insert (self->board_problems, g_object_ref (board), problems);
        }
      g_ptr_array_add (problems, diagnostic);
    }
}

/* The bar above the table names the first problem of the board shown. */
void
_brg_window_update_problem_bar (BrgWindow *self)
{
  BrgBoard *board = _brg_window_get_board (self);
  GPtrArray *problems = NULL;
  const BrgDiagnostic *first;
  gboolean any_error = FALSE;
  g_autofree char *text = NULL;

  if (board != NULL && self->board_problems != NULL)
    problems = g_hash_table_lookup (self->board_problems, board);
  if (problems == NULL || problems->len == 0)
    {
      gtk_revealer_set_reveal_child (self->problem_revealer, FALSE);
      return;
    }

  for (guint i = 0; i < problems->len; i++)
    any_error |= ((const BrgDiagnostic *) g_ptr_array_index (problems, i))->severity
                 == BRG_SEVERITY_ERROR;
  first = g_ptr_array_index (problems, 0);
  if (problems->len == 1)
    text = g_strdup (first->message);
  else
    /* Translators: the first of a board's problems, then how many more */
    text = g_strdup_printf (ngettext ("%s (and %u more problem)", "%s (and %u more problems)",
                                      problems->len - 1),
                            first->message, problems->len - 1);

  gtk_label_set_text (self->problem_label, text);
  gtk_image_set_from_icon_name (self->problem_icon,
                                any_error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->problem_icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  any_error ? _("Error") : _("Warning"), -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->problem_icon),
                               any_error ? _("Error") : _("Warning"));
  gtk_revealer_set_reveal_child (self->problem_revealer, TRUE);
}

static void
board_activated_cb (BrgWindow            *self,
                    guint                 index,
                    BrgDiagnosticsWindow *window)
{
  BrgProblemList *problems = brg_diagnostics_window_get_problems (window);

  /* Only a list about the boards shown leads to them. */
  if (self->event == NULL || brg_problem_list_get_event (problems) != self->event
      || index == 0 || index > brg_event_get_n_boards (self->event))
    return;

  adw_flap_set_reveal_flap (self->board_flap, TRUE);
  brg_board_list_select_board (self->board_list, brg_event_get_board (self->event, index - 1));
}

/* The problems of a file that could not be shown (no boards in it), in a
 * window of their own: they lead to no board. */
void
_brg_window_present_diagnostics (BrgWindow *self,
                                 GFile     *file,
                                 GPtrArray *diagnostics)
{
  g_autofree char *name = _brg_window_dup_display_name (file);
  g_autoptr(BrgProblemList) problems = brg_problem_list_new ();
  GtkWidget *window;

  brg_problem_list_reset (problems, name, NULL, g_ptr_array_ref (diagnostics));
  window = brg_diagnostics_window_new (GTK_WINDOW (self), problems);
  gtk_window_present (GTK_WINDOW (window));
}

/* The problems of the file shown, in their own window; with @this_board,
 * scrolled to those of the board shown. The window is one, and follows
 * the file shown: while it is read, its problems join the list as they
 * are found; when another file is shown, it lists that file's. */
void
_brg_window_show_diagnostics (BrgWindow *self,
                              gboolean   this_board)
{
  BrgBoard *board = _brg_window_get_board (self);
  guint index = 0;

  if (this_board && board != NULL && self->board_problems != NULL)
    {
      GPtrArray *problems = g_hash_table_lookup (self->board_problems, board);

      if (problems != NULL && problems->len > 0)
        index = ((const BrgDiagnostic *) g_ptr_array_index (problems, 0))->board;
    }

  if (self->problems_window == NULL)
    {
      GtkWidget *window = brg_diagnostics_window_new (GTK_WINDOW (self), self->problems);

      g_set_weak_pointer (&self->problems_window, window);
      g_signal_connect_object (window, "board-activated", G_CALLBACK (board_activated_cb),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (self->problems_window));
  if (index > 0)
    brg_diagnostics_window_show_board (BRG_DIAGNOSTICS_WINDOW (self->problems_window), index);
}
