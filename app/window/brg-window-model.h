/* brg-window-model.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_WINDOW_MODEL (brg_window_model_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowModel, brg_window_model, BRG, WINDOW_MODEL, GObject)

BrgWindowModel *brg_window_model_new                (void);

BrgDocument    *brg_window_model_get_document       (BrgWindowModel *self);
void            brg_window_model_set_document       (BrgWindowModel *self,
                                                     BrgDocument    *document);
BrgEvent       *brg_window_model_get_event          (BrgWindowModel *self);
BrgHistory     *brg_window_model_get_history        (BrgWindowModel *self);
BrgReplay      *brg_window_model_get_replay         (BrgWindowModel *self);
BrgBoard       *brg_window_model_get_board          (BrgWindowModel *self);

gboolean        brg_window_model_get_loading        (BrgWindowModel *self);
void            brg_window_model_set_loading        (BrgWindowModel *self,
                                                     gboolean        loading);
gboolean        brg_window_model_get_edit_mode      (BrgWindowModel *self);
void            brg_window_model_set_edit_mode      (BrgWindowModel *self,
                                                     gboolean        edit_mode);
gboolean        brg_window_model_get_quiz_mode      (BrgWindowModel *self);
void            brg_window_model_set_quiz_mode      (BrgWindowModel *self,
                                                     gboolean        quiz_mode);
gboolean        brg_window_model_get_reveal_hidden  (BrgWindowModel *self);
void            brg_window_model_set_reveal_hidden  (BrgWindowModel *self,
                                                     gboolean        reveal_hidden);
gboolean        brg_window_model_get_stepping_calls (BrgWindowModel *self);
void            brg_window_model_set_stepping_calls (BrgWindowModel *self,
                                                     gboolean        stepping_calls);
gboolean        brg_window_model_get_editing        (BrgWindowModel *self);

gboolean        brg_window_model_perform            (BrgWindowModel *self,
                                                     BrgCommand     *command);
void            brg_window_model_disconnect         (BrgWindowModel *self,
                                                     gpointer        part);
void            brg_window_model_say                (BrgWindowModel *self,
                                                     const char     *text,
                                                     const char     *button_label,
                                                     const char     *action_name);

G_END_DECLS
