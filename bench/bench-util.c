/* bench-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "bench-util.h"

/* A field of /proc/self/status in KiB ("VmRSS:", "VmHWM:"), 0 when it
 * cannot be read. */
gsize
bench_status_kib (const char *key)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, key);
  if (line == NULL)
    return 0;
  return (gsize) g_ascii_strtoull (line + strlen (key), NULL, 10);
}

/* Resets VmHWM to the current resident size (Linux 4.0 and later). */
void
bench_reset_peak (void)
{
  FILE *file = fopen ("/proc/self/clear_refs", "w");

  if (file == NULL)
    return;
  fputs ("5", file);
  fclose (file);
}

/* The bytes malloc has handed out and not had back. */
gsize
bench_heap_in_use (void)
{
  struct mallinfo2 info = mallinfo2 ();

  return info.uordblks + info.hblkhd;
}

/* The process's CPU time, every thread's. */
double
bench_cpu_seconds (void)
{
  return (double) clock () / CLOCKS_PER_SEC;
}

/* For qsort() and g_array_sort() on doubles, smallest first. */
int
bench_compare_doubles (gconstpointer a,
                       gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The middle one of @values, or the mean of the middle two; @values stay
 * in their order. */
double
bench_median (const double *values,
              guint         n)
{
  g_autofree double *sorted = NULL;

  g_return_val_if_fail (n > 0, 0);

  sorted = g_memdup2 (values, n * sizeof (double));
  qsort (sorted, n, sizeof (double), bench_compare_doubles);
  return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

double
bench_minimum (const double *values,
               guint         n)
{
  double least;

  g_return_val_if_fail (n > 0, 0);

  least = values[0];
  for (guint i = 1; i < n; i++)
    least = MIN (least, values[i]);
  return least;
}

double
bench_maximum (const double *values,
               guint         n)
{
  double most;

  g_return_val_if_fail (n > 0, 0);

  most = values[0];
  for (guint i = 1; i < n; i++)
    most = MAX (most, values[i]);
  return most;
}

/* Sorts @values, an array of doubles; the one at fraction @p of the way
 * (0.9: the 90th percentile, nearest rank below). */
double
bench_percentile (GArray *values,
                  double  p)
{
  g_return_val_if_fail (values->len > 0, 0);

  g_array_sort (values, bench_compare_doubles);
  return g_array_index (values, double, (guint) (p * (values->len - 1)));
}

double
bench_ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* Runs what the main context has ready, without waiting. */
void
bench_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A GAsyncReadyCallback that keeps the result in *@user_data. */
void
bench_store_result_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* Iterates the main context until bench_store_result_cb() filled @slot. */
void
bench_wait_for_result (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs @argv (with @envp, or this environment) to its end, its output
 * thrown away, and measures it: the wall time from the spawn to the exit,
 * and the CPU time and peak resident size the kernel counted for it. */
gboolean
bench_run_program (const char * const  *argv,
                   const char * const  *envp,
                   BenchRun            *run,
                   GError             **error)
{
  struct rusage usage;
  GPid pid;
  int status;
  gint64 start = g_get_monotonic_time ();

  if (!g_spawn_async (NULL, (char **) argv, (char **) envp,
                      G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                      | G_SPAWN_STDERR_TO_DEV_NULL,
                      NULL, NULL, &pid, error))
    return FALSE;
  if (wait4 (pid, &status, 0, &usage) < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "wait4: %s", g_strerror (errno));
      return FALSE;
    }
  run->wall_ms = bench_ms_since (start);
  run->cpu_ms = usage.ru_utime.tv_sec * 1e3 + usage.ru_utime.tv_usec / 1e3
                + usage.ru_stime.tv_sec * 1e3 + usage.ru_stime.tv_usec / 1e3;
  run->max_rss_kib = (gsize) usage.ru_maxrss;
  run->status = WIFEXITED (status) ? WEXITSTATUS (status) : -1;
  g_spawn_close_pid (pid);
  return TRUE;
}
