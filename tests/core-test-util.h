/* core-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What several core tests need: PBN text or a file of tests/data read into
 * an event, failing the test on any error, diagnostics looked up, and the
 * corpus of real files, which a clone of the repository alone does not
 * have (tests that need it skip, saying so).
 */

#pragma once

#include "brg-core.h"

G_BEGIN_DECLS

BrgEvent *core_test_read_pbn       (const char *text);
BrgEvent *core_test_read_data_file (const char *folder,
                                    const char *name);

const BrgDiagnostic *core_test_find_diagnostic (GPtrArray   *diagnostics,
                                                const char  *code);
gboolean             core_test_has_diagnostic  (GPtrArray   *diagnostics,
                                                const char  *code);
guint                core_test_count_severity  (GPtrArray   *diagnostics,
                                                BrgSeverity  severity);

GFile               *core_test_write_temp_file (const char  *name_template,
                                                const char  *text,
                                                gssize       length,
                                                char       **path);

char                *core_test_read_text       (GFile       *file);
void                 core_test_remove_tree     (const char  *path);

int                  core_test_compare_strings (gconstpointer a,
                                                gconstpointer b);

const char          *core_test_get_corpus      (void);
char                *core_test_corpus_path     (const char  *first_element,
                                                ...) G_GNUC_NULL_TERMINATED;
void                 core_test_skip_no_corpus  (void);

G_END_DECLS
