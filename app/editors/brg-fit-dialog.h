/* brg-fit-dialog.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_FIT_DIALOG (brg_fit_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BrgFitDialog, brg_fit_dialog, BRG, FIT_DIALOG, AdwWindow)

GtkWidget *brg_fit_dialog_new          (GtkWindow     *parent,
                                        BrgBoard      *board,
                                        BrgDocument   *document);
void       brg_fit_dialog_get_spec     (BrgFitDialog  *self,
                                        BrgDealSpec   *spec);
void       brg_fit_dialog_set_hcp      (BrgFitDialog  *self,
                                        BrgSeat        seat,
                                        guint          min,
                                        guint          max);
void       brg_fit_dialog_set_length   (BrgFitDialog  *self,
                                        BrgSeat        seat,
                                        BrgSuit        suit,
                                        guint          min,
                                        guint          max);
void       brg_fit_dialog_set_balanced (BrgFitDialog  *self,
                                        BrgSeat        seat,
                                        gboolean       balanced);
gboolean   brg_fit_dialog_deal         (BrgFitDialog  *self);
const char *brg_fit_dialog_get_error   (BrgFitDialog  *self);

G_END_DECLS
