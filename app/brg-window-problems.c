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

/* Which board each problem is about (BrgDiagnostic:board), for the bar. */
void
_brg_window_index_problems (BrgWindow *self)
{
  guint n_boards;

  g_clear_pointer (&self->board_problems, g_hash_table_unref);
  if (self->event == NULL || self->diagnostics == NULL)
    return;

  /* Held: a big file's board nobody holds may be let go and built again
   * as another object (brg-event-private.h); a board with problems stays. */
  self->board_problems = g_hash_table_new_full (NULL, NULL, g_object_unref,
                                                (GDestroyNotify) g_ptr_array_unref);
  n_boards = brg_event_get_n_boards (self->event);
  for (guint i = 0; i < self->diagnostics->len; i++)
    {
      BrgDiagnostic *diagnostic = g_ptr_array_index (self->diagnostics, i);
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
  /* A problems window left open from the file shown before says nothing
   * about these boards. */
  if (self->event == NULL || brg_diagnostics_window_get_event (window) != self->event
      || index == 0 || index > brg_event_get_n_boards (self->event))
    return;

  adw_flap_set_reveal_flap (self->board_flap, TRUE);
  brg_board_list_select_board (self->board_list, brg_event_get_board (self->event, index - 1));
}

/* The problems window for @diagnostics of @file; with @event its problems
 * lead to their boards, and @board (1-based, or 0) is scrolled to. */
void
_brg_window_present_diagnostics (BrgWindow *self,
                                 GFile     *file,
                                 BrgEvent  *event,
                                 GPtrArray *diagnostics,
                                 guint      board)
{
  g_autofree char *name = _brg_window_dup_display_name (file);
  GtkWidget *window = brg_diagnostics_window_new (GTK_WINDOW (self), name, diagnostics);

  if (event != NULL)
    {
      brg_diagnostics_window_set_event (BRG_DIAGNOSTICS_WINDOW (window), event);
      /* Only while the window shows the same boards. */
      g_signal_connect_object (window, "board-activated", G_CALLBACK (board_activated_cb),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (window));
  if (board > 0)
    brg_diagnostics_window_show_board (BRG_DIAGNOSTICS_WINDOW (window), board);
}

/* The problems of the file shown, in their own window; with @this_board,
 * scrolled to those of the board shown. */
void
_brg_window_show_diagnostics (BrgWindow *self,
                              gboolean   this_board)
{
  BrgBoard *board = _brg_window_get_board (self);
  guint index = 0;

  if (self->diagnostics == NULL || self->file == NULL)
    return;

  if (this_board && board != NULL && self->board_problems != NULL)
    {
      GPtrArray *problems = g_hash_table_lookup (self->board_problems, board);

      if (problems != NULL && problems->len > 0)
        index = ((const BrgDiagnostic *) g_ptr_array_index (problems, 0))->board;
    }

  _brg_window_present_diagnostics (self, self->file, self->event, self->diagnostics, index);
}
