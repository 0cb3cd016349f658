/* brg-problem-list.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_PROBLEM_LIST (brg_problem_list_get_type ())

G_DECLARE_FINAL_TYPE (BrgProblemList, brg_problem_list, BRG, PROBLEM_LIST, GObject)

BrgProblemList      *brg_problem_list_new             (void);
void                 brg_problem_list_reset           (BrgProblemList *self,
                                                       const char     *file_name,
                                                       BrgEvent       *event,
                                                       GPtrArray      *diagnostics);
void                 brg_problem_list_append          (BrgProblemList *self,
                                                       GPtrArray      *diagnostics);
void                 brg_problem_list_update          (BrgProblemList *self,
                                                       GPtrArray      *diagnostics);
void                 brg_problem_list_set_document    (BrgProblemList *self,
                                                       BrgDocument    *document);
void                 brg_problem_list_set_loading     (BrgProblemList *self,
                                                       gboolean        loading);
gboolean             brg_problem_list_get_loading     (BrgProblemList *self);
const char          *brg_problem_list_get_file_name   (BrgProblemList *self);
BrgEvent            *brg_problem_list_get_event       (BrgProblemList *self);
GPtrArray           *brg_problem_list_get_diagnostics (BrgProblemList *self);
const BrgDiagnostic *brg_problem_list_get_diagnostic  (BrgProblemList *self,
                                                       guint           position);
guint                brg_problem_list_get_n_errors    (BrgProblemList *self);
guint                brg_problem_list_get_n_warnings  (BrgProblemList *self);

G_END_DECLS
