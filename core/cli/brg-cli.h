/* brg-cli.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The subcommands of finesse-cli and what they share. Private to cli/.
 */

#pragma once

#include <stdio.h>

#include "brg-core.h"

G_BEGIN_DECLS

/* A subcommand: one row of the table in finesse-cli.c. @usage is its
 * synopsis line, then lines on its options; it may hold one `%s`, the
 * formats that can be written. */
typedef struct
{
  const char  *name;
  int        (*run) (int    argc,
                     char **argv);
  const char  *summary;
  const char  *usage;
} BrgCliCommand;

extern const BrgCliCommand brg_cli_commands[];
extern const guint         brg_cli_n_commands;

const BrgCliCommand *brg_cli_lookup_command (const char          *name);
void                 brg_cli_print_usage    (const BrgCliCommand *command,
                                             FILE                *out);
int                  brg_cli_usage_error    (const char          *name);

/* Each takes the arguments after "finesse-cli" (argv[0] is the command's
 * name) and returns the exit status: 0 done, 1 failed, 2 usage. */
int        brg_cli_run_analyze        (int          argc,
                                       char       **argv);
int        brg_cli_run_check          (int          argc,
                                       char       **argv);
int        brg_cli_run_convert        (int          argc,
                                       char       **argv);
int        brg_cli_run_deal           (int          argc,
                                       char       **argv);
int        brg_cli_run_extract        (int          argc,
                                       char       **argv);
int        brg_cli_run_play           (int          argc,
                                       char       **argv);
int        brg_cli_run_rotate         (int          argc,
                                       char       **argv);
int        brg_cli_run_score          (int          argc,
                                       char       **argv);
int        brg_cli_run_render         (int          argc,
                                       char       **argv);
int        brg_cli_run_show           (int          argc,
                                       char       **argv);

/* How many problems a command other than check lists for one file. */
#define BRG_CLI_DIAGNOSTICS_LIMIT 200

gboolean   brg_cli_print_diagnostics  (GPtrArray   *diagnostics,
                                       const char  *file_name,
                                       guint        limit,
                                       FILE        *out);
gboolean   brg_cli_write_output       (GBytes      *bytes,
                                       const char  *path);
gboolean   brg_cli_refuse_same_file   (const char  *in,
                                       const char  *out);
BrgEvent  *brg_cli_import_reporting   (const char  *path,
                                       gboolean    *had_errors);
gboolean   brg_cli_parse_letters      (const char  *value,
                                       gboolean     allow_none,
                                       const BrgLetters **letters);

G_END_DECLS
