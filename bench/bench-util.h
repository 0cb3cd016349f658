/* bench-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the benchmarks share: the process's memory from /proc/self/status,
 * the peak reset, sorting and summing up times, waiting on the main
 * context, and starting a program to measure its time and peak memory.
 */

#pragma once

#include <glib.h>
#include <gio/gio.h>

G_BEGIN_DECLS

gsize   bench_status_kib      (const char    *key);
void    bench_reset_peak      (void);
gsize   bench_heap_in_use     (void);
double  bench_cpu_seconds     (void);

int     bench_compare_doubles (gconstpointer  a,
                               gconstpointer  b);
double  bench_median          (const double  *values,
                               guint          n);
double  bench_minimum         (const double  *values,
                               guint          n);
double  bench_maximum         (const double  *values,
                               guint          n);
double  bench_percentile      (GArray        *values,
                               double         p);
double  bench_ms_since        (gint64         start);

void    bench_drain           (void);
void    bench_wait_for_result (GAsyncResult **slot);
void    bench_store_result_cb (GObject       *source,
                               GAsyncResult  *result,
                               gpointer       user_data);

/* A program run to its end: wall and CPU time, peak resident memory. */
typedef struct
{
  double  wall_ms;
  double  cpu_ms;       /* user and system */
  gsize   max_rss_kib;
  int     status;       /* the exit status, or -1 */
} BenchRun;

gboolean bench_run_program    (const char * const *argv,
                               const char * const *envp,
                               BenchRun           *run,
                               GError            **error);

G_END_DECLS
