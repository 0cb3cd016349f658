/* brg-presenter.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-presentation.h"
#include "brg-projector.h"
#include "brg-slide-view.h"

G_BEGIN_DECLS

#define BRG_TYPE_PRESENTER (brg_presenter_get_type ())

G_DECLARE_FINAL_TYPE (BrgPresenter, brg_presenter, BRG, PRESENTER, GtkBox)

BrgPresenter    *brg_presenter_new              (BrgPresentation *presentation);
BrgPresentation *brg_presenter_get_presentation (BrgPresenter    *self);
BrgProjector    *brg_presenter_get_projector    (BrgPresenter    *self);
BrgSlideView    *brg_presenter_get_current_view (BrgPresenter    *self);
BrgSlideView    *brg_presenter_get_next_view    (BrgPresenter    *self);
const char      *brg_presenter_get_hands_text   (BrgPresenter    *self);
const char      *brg_presenter_get_notes_text   (BrgPresenter    *self);
const char      *brg_presenter_get_where_text   (BrgPresenter    *self);
void             brg_presenter_start            (BrgPresenter    *self,
                                                 GtkWindow       *laptop);
void             brg_presenter_set_monitor      (BrgPresenter    *self,
                                                 guint            index);
guint            brg_presenter_get_monitor      (BrgPresenter    *self);
gboolean         brg_presenter_get_four_color   (BrgPresenter    *self);
void             brg_presenter_set_four_color   (BrgPresenter    *self,
                                                 gboolean         four_color);
gboolean         brg_presenter_get_dark         (BrgPresenter    *self);
void             brg_presenter_set_dark         (BrgPresenter    *self,
                                                 gboolean         dark);

guint            brg_presenter_choose_monitor   (GListModel      *monitors,
                                                 GdkMonitor      *laptop);

G_END_DECLS
