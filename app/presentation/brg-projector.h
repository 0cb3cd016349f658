/* brg-projector.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-presentation.h"
#include "brg-slide-view.h"

G_BEGIN_DECLS

#define BRG_TYPE_PROJECTOR (brg_projector_get_type ())

G_DECLARE_FINAL_TYPE (BrgProjector, brg_projector, BRG, PROJECTOR, GtkWindow)

BrgProjector    *brg_projector_new              (BrgPresentation *presentation);
BrgPresentation *brg_projector_get_presentation (BrgProjector    *self);
BrgSlideView    *brg_projector_get_view         (BrgProjector    *self);
GdkMonitor      *brg_projector_get_monitor      (BrgProjector    *self);
void             brg_projector_show_on          (BrgProjector    *self,
                                                 GdkMonitor      *monitor);

G_END_DECLS
