/* brg-presentation.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_PRESENTATION (brg_presentation_get_type ())

G_DECLARE_FINAL_TYPE (BrgPresentation, brg_presentation, BRG, PRESENTATION, GObject)

BrgPresentation *brg_presentation_new             (BrgEvent        *event,
                                                   guint            position);
BrgEvent        *brg_presentation_get_event       (BrgPresentation *self);
guint            brg_presentation_get_n_boards    (BrgPresentation *self);
guint            brg_presentation_get_position    (BrgPresentation *self);
BrgLesson       *brg_presentation_get_lesson      (BrgPresentation *self);
guint            brg_presentation_get_step        (BrgPresentation *self);
guint            brg_presentation_get_n_steps     (BrgPresentation *self);
gboolean         brg_presentation_peek_next       (BrgPresentation *self,
                                                   BrgLesson      **lesson,
                                                   guint           *step,
                                                   guint           *position);
gboolean         brg_presentation_get_blanked     (BrgPresentation *self);
void             brg_presentation_set_blanked     (BrgPresentation *self,
                                                   gboolean         blanked);
gboolean         brg_presentation_get_active      (BrgPresentation *self);
void             brg_presentation_stop            (BrgPresentation *self);
const char      *brg_presentation_get_typed       (BrgPresentation *self);
gint64           brg_presentation_get_start_time  (BrgPresentation *self);

gboolean         brg_presentation_next            (BrgPresentation *self);
gboolean         brg_presentation_previous        (BrgPresentation *self);
gboolean         brg_presentation_first           (BrgPresentation *self);
gboolean         brg_presentation_last            (BrgPresentation *self);
gboolean         brg_presentation_go_to_board     (BrgPresentation *self,
                                                   guint            number);
gboolean         brg_presentation_go_to           (BrgPresentation *self,
                                                   guint            position,
                                                   guint            step);
void             brg_presentation_reload          (BrgPresentation *self);

GActionGroup    *brg_presentation_get_actions     (BrgPresentation *self);
void             brg_presentation_attach_keys     (BrgPresentation *self,
                                                   GtkWidget       *widget);

char            *brg_presentation_dup_where       (BrgPresentation *self);

G_END_DECLS
