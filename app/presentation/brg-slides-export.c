/* brg-slides-export.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export → Slides: the lesson as a PDF, a landscape page a step, written by
 * the core's layout engine (`finesse-cli render --layout slides`) in a
 * worker thread.
 */

#include "config.h"

#include "brg-render-document.h"
#include "brg-slides-export.h"

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  BrgRenderDocument *document = BRG_RENDER_DOCUMENT (source);
  GError *error = NULL;

  if (brg_render_document_write_finish (document, result, &error))
    g_task_return_int (task, brg_render_document_get_n_pages (document));
  else
    g_task_return_error (task, error);
}

/**
 * brg_slides_export_async:
 * @event: the boards
 * @four_color: the four-colour deck
 * @dark: light on dark, as the projector
 * @file: the PDF to write
 * @cancellable: (nullable): to stop
 * @callback: called when it is written
 * @user_data: data for @callback
 *
 * Writes the slides of @event's boards as a PDF. The boards are copied
 * here, and the pages drawn and written in a worker thread, so the window
 * goes on while they are and an edit meanwhile changes nothing written.
 */
void
brg_slides_export_async (BrgEvent            *event,
                         gboolean             four_color,
                         gboolean             dark,
                         GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autoptr(BrgRenderDocument) document = NULL;
  GError *error = NULL;

  g_return_if_fail (BRG_IS_EVENT (event));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_slides_export_async);
  options->layout = BRG_RENDER_LAYOUT_SLIDES;
  options->four_color = four_color;
  options->dark = dark;
  document = brg_render_document_new (event, options, &error);
  if (document == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  brg_render_document_write_async (document, BRG_RENDER_FORMAT_PDF, file, cancellable,
                                   written_cb, g_steal_pointer (&task));
}

/**
 * brg_slides_export_finish:
 * @result: the result given to the callback
 * @error: return location for a #GError
 *
 * Returns: the number of pages written, 0 with @error set
 */
guint
brg_slides_export_finish (GAsyncResult  *result,
                          GError       **error)
{
  gssize n;

  g_return_val_if_fail (g_task_is_valid (result, NULL), 0);

  n = g_task_propagate_int (G_TASK (result), error);
  return n > 0 ? (guint) n : 0;
}
