/* core-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What several core tests need: PBN text or a file of tests/data read into
 * an event, failing the test on any error, diagnostics looked up, a
 * command performed through a history, the big file of many games that
 * the tests of reading in batches and the benchmarks write, and the corpus
 * of real files, which a clone of the repository alone does not have
 * (tests that need it skip, saying so).
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

/* What finesse-cli printed, and its exit status. */
typedef struct
{
  char *out;
  char *err;
  int   exit_code;
} CoreTestCliRun;

gboolean             core_test_run_cli         (const char * const *args,
                                                const char * const *env,
                                                CoreTestCliRun     *run);
void                 core_test_cli_run_clear   (CoreTestCliRun     *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CoreTestCliRun, core_test_cli_run_clear)

void                 core_test_perform         (BrgHistory  *history,
                                                BrgCommand  *command);
void                 core_test_perform_fails   (BrgHistory  *history,
                                                BrgCommand  *command,
                                                GQuark       domain,
                                                int          code);

/* The games of core_test_write_games(): @n_boards numbered games of one
 * full deal, in PBN export format. */
typedef struct
{
  const char *event;       /* every game's Event tag */
  guint       n_boards;
  guint       bad_board;   /* this game (from 1) has Dealer "X", an error
                            * on its Dealer line (PBN §3.4.5); 0: none */
  guint       bad_every;   /* and every bad_every-th game; 0: none */
  gboolean    players;     /* a North tag: "Smith" in every hundredth
                            * game, "Jones" in the others */
} CoreTestGames;

char                *core_test_games_text      (const CoreTestGames *games,
                                                gsize               *length);
GFile               *core_test_write_games     (const CoreTestGames *games,
                                                const char          *name_template,
                                                char               **path);

int                  core_test_compare_strings (gconstpointer a,
                                                gconstpointer b);

void                 core_test_store_result_cb (GObject      *source,
                                                GAsyncResult *result,
                                                gpointer      user_data);
void                 core_test_run_until       (GAsyncResult **slot);

const char          *core_test_get_corpus      (void);
char                *core_test_corpus_path     (const char  *first_element,
                                                ...) G_GNUC_NULL_TERMINATED;
void                 core_test_skip_no_corpus  (void);

G_END_DECLS
