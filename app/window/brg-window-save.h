/* brg-window-save.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-window-model.h"

G_BEGIN_DECLS

/**
 * BrgWindowSaveReason:
 * @BRG_WINDOW_SAVE_CLOSING: the window is closing
 * @BRG_WINDOW_SAVE_OPENING: another file takes the window's place
 *
 * Why unsaved changes would go, for the question asked first.
 */
typedef enum
{
  BRG_WINDOW_SAVE_CLOSING,
  BRG_WINDOW_SAVE_OPENING,
} BrgWindowSaveReason;

#define BRG_TYPE_WINDOW_SAVE (brg_window_save_get_type ())

G_DECLARE_FINAL_TYPE (BrgWindowSave, brg_window_save, BRG, WINDOW_SAVE, GObject)

BrgWindowSave *brg_window_save_new            (GtkWindow           *window,
                                               BrgWindowModel      *model,
                                               GSettings           *settings);
gboolean       brg_window_save_get_busy       (BrgWindowSave       *self);
void           brg_window_save_save_as        (BrgWindowSave       *self,
                                               GFile               *file);
void           brg_window_save_confirm_async  (BrgWindowSave       *self,
                                               BrgWindowSaveReason  reason,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
gboolean       brg_window_save_confirm_finish (BrgWindowSave       *self,
                                               GAsyncResult        *result);

G_END_DECLS
