/* core-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What several core tests need: PBN text or a file of tests/data read into
 * an event, failing the test on any error, and diagnostics looked up.
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

G_END_DECLS
