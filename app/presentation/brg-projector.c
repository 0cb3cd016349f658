/* brg-projector.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window the class sees: a lesson's step, full screen on the monitor
 * the teacher picked, nothing else.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-projector.h"

/**
 * BrgProjector:
 *
 * A window without decorations holding one #BrgSlideView that follows a
 * #BrgPresentation: its step, and black while it is blanked. It takes the
 * presentation's keys (brg_presentation_attach_keys()); closing it ends
 * the presentation. The pointer is hidden over the slide.
 */
struct _BrgProjector
{
  GtkWindow        parent_instance;

  BrgPresentation *presentation;   /* Owned */
  BrgSlideView    *view;           /* Borrowed: the child */
  GdkMonitor      *monitor;        /* Owned */
};

G_DEFINE_FINAL_TYPE (BrgProjector, brg_projector, GTK_TYPE_WINDOW)

static void
update_step (BrgProjector *self)
{
  BrgPresentation *p = self->presentation;

  brg_slide_view_set_step (self->view, brg_presentation_get_lesson (p),
                           brg_presentation_get_step (p), brg_presentation_get_position (p));
  brg_slide_view_set_blanked (self->view, brg_presentation_get_blanked (p));
}

static void
presentation_notify_cb (BrgPresentation *presentation,
                        GParamSpec      *pspec,
                        BrgProjector    *self)
{
  update_step (self);
}

static gboolean
brg_projector_close_request (GtkWindow *window)
{
  BrgProjector *self = BRG_PROJECTOR (window);

  if (self->presentation != NULL)
    brg_presentation_stop (self->presentation);
  return FALSE;
}

static void
brg_projector_dispose (GObject *object)
{
  BrgProjector *self = BRG_PROJECTOR (object);

  if (self->presentation != NULL)
    g_signal_handlers_disconnect_by_data (self->presentation, self);
  g_clear_object (&self->presentation);
  g_clear_object (&self->monitor);

  G_OBJECT_CLASS (brg_projector_parent_class)->dispose (object);
}

static void
brg_projector_class_init (BrgProjectorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = brg_projector_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = brg_projector_close_request;
}

static void
brg_projector_init (BrgProjector *self)
{
  /* Translators: the title of the window the class sees */
  gtk_window_set_title (GTK_WINDOW (self), _("Finesse Projector"));
  gtk_window_set_decorated (GTK_WINDOW (self), FALSE);
  self->view = BRG_SLIDE_VIEW (brg_slide_view_new (_("Projected step")));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->view), "none");
  gtk_widget_set_focusable (GTK_WIDGET (self->view), TRUE);
  gtk_window_set_child (GTK_WINDOW (self), GTK_WIDGET (self->view));
}

/**
 * brg_projector_new:
 * @presentation: what to show
 *
 * Returns: (transfer full): a projector window, not shown yet
 *   (brg_projector_show_on())
 */
BrgProjector *
brg_projector_new (BrgPresentation *presentation)
{
  BrgProjector *self;

  g_return_val_if_fail (BRG_IS_PRESENTATION (presentation), NULL);

  self = g_object_new (BRG_TYPE_PROJECTOR, NULL);
  self->presentation = g_object_ref (presentation);
  g_signal_connect (presentation, "notify::lesson", G_CALLBACK (presentation_notify_cb), self);
  g_signal_connect (presentation, "notify::step", G_CALLBACK (presentation_notify_cb), self);
  g_signal_connect (presentation, "notify::blanked", G_CALLBACK (presentation_notify_cb), self);
  brg_presentation_attach_keys (presentation, GTK_WIDGET (self));
  update_step (self);
  return self;
}

/**
 * brg_projector_get_presentation:
 * @self: a projector
 *
 * Returns: (transfer none): what it shows
 */
BrgPresentation *
brg_projector_get_presentation (BrgProjector *self)
{
  g_return_val_if_fail (BRG_IS_PROJECTOR (self), NULL);

  return self->presentation;
}

/**
 * brg_projector_get_view:
 * @self: a projector
 *
 * Returns: (transfer none): its slide
 */
BrgSlideView *
brg_projector_get_view (BrgProjector *self)
{
  g_return_val_if_fail (BRG_IS_PROJECTOR (self), NULL);

  return self->view;
}

/**
 * brg_projector_get_monitor:
 * @self: a projector
 *
 * Returns: (transfer none) (nullable): the monitor it was last sent to
 */
GdkMonitor *
brg_projector_get_monitor (BrgProjector *self)
{
  g_return_val_if_fail (BRG_IS_PROJECTOR (self), NULL);

  return self->monitor;
}

/**
 * brg_projector_show_on:
 * @self: a projector
 * @monitor: the monitor the class sees
 *
 * Renders the card faces for that monitor's size in a worker, and shows
 * the projector full screen on it (or moves it there). GTK does not
 * promise the window manager obeys: #GtkWindow:fullscreened says.
 */
void
brg_projector_show_on (BrgProjector *self,
                       GdkMonitor   *monitor)
{
  GdkRectangle geometry;

  g_return_if_fail (BRG_IS_PROJECTOR (self));
  g_return_if_fail (GDK_IS_MONITOR (monitor));

  g_set_object (&self->monitor, monitor);
  gdk_monitor_get_geometry (monitor, &geometry);
  brg_slide_view_prepare (self->view, geometry.width, geometry.height,
                          gdk_monitor_get_scale_factor (monitor));
  gtk_window_set_default_size (GTK_WINDOW (self), geometry.width, geometry.height);
  gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
  gtk_window_present (GTK_WINDOW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}
