/* brg-solver.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BrgSolver: the one owner of the double-dummy library in the process.
 *
 * - The library is loaded and set up once (SetMaxThreads with DDS 2.9), by
 *   the worker thread, when the first request comes: a process that never
 *   solves never loads it. Every call is made from that one thread. When
 *   the library cannot be loaded, every request fails with
 *   %BRG_SOLVER_ERROR_UNAVAILABLE and its message.
 * - Requests wait in two queues: interactive ones (a table, the value of
 *   each card, a play review) always go before the next chunk of a batch.
 * - Each interactive request names a channel (one per thing the caller
 *   shows: the table, the card values, …) and gets the channel's next
 *   generation. A request whose generation is no longer the newest of its
 *   channel when the worker reaches it is dropped without a call; one that
 *   becomes stale while it runs has its answer dropped. Both finish with
 *   %BRG_SOLVER_ERROR_STALE.
 * - A batch goes to the library in chunks of at most 40 deals (DDS's
 *   limit with all five strains); it can be cancelled between chunks, and
 *   each chunk's results reach the caller as soon as they are known.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-solver.h"
#include "brg-solver-backend.h"
#include "brg-solver-private.h"

typedef enum
{
  JOB_TABLE,
  JOB_PAR,
  JOB_CARDS,
  JOB_REVIEW,
  JOB_SOLVE,
  JOB_BATCH,
} JobKind;

typedef struct
{
  JobKind             kind;
  guint               channel;
  guint64             generation;
  GTask              *task;

  BrgDdDeal           deal;        /* TABLE; PAR uses dealer, vulnerability */
  BrgDdTable          table;       /* PAR */
  BrgDdPosition       position;    /* CARDS, REVIEW */
  BrgCard             cards[52];   /* REVIEW */
  guint               n_cards;

  BrgDdQuery         *queries;     /* SOLVE */
  guint               n_queries;

  BrgDdDeal          *deals;       /* BATCH */
  guint               n_deals;
  guint               next;
  guint               chunk_size;
  BrgSolverChunkFunc  chunk_func;
  gpointer            chunk_data;
  GMainContext       *context;
} Job;

typedef struct
{
  BrgDdTable table;
  BrgPar     par;
} TableResult;

typedef struct
{
  guint  n;
  guint8 tricks[53];
} ReviewResult;

#define CACHE_SIZE 64

typedef struct
{
  BrgDdPosition key;
  union
  {
    BrgDdTable      table;
    BrgDdCardValues values;
  };
  gboolean used;
} CacheEntry;

struct _BrgSolver
{
  GObject                 parent_instance;

  const BrgSolverBackend *backend;
  guint                   n_threads;

  GMutex                  lock;
  GCond                   cond;
  GQueue                  interactive;   /* of Job */
  GQueue                  batch;         /* of Job */
  GArray                 *generations;   /* of guint64, by channel */
  GThread                *thread;
  gboolean                held;          /* tests: start nothing new */
  gboolean                stopping;      /* the process is exiting */
  guint                   hold_after;    /* tests: hold after so many chunks */
  GPtrArray              *trace;         /* tests: the jobs in the order run */
  guint                   n_calls;       /* atomic */
  gint64                  release_delay_us;
  gboolean                dirty;         /* a call since the last release */
  guint                   n_releases;    /* atomic; tests */

  /* Worker thread only. */
  GError                 *unavailable;   /* why the library did not load */
  CacheEntry              tables[CACHE_SIZE];
  CacheEntry              values[CACHE_SIZE];
  guint                   next_table;
  guint                   next_values;
};

G_DEFINE_FINAL_TYPE (BrgSolver, brg_solver, G_TYPE_OBJECT)

/* How long the worker waits for the next call before the library gives
 * back its memory: longer than a pause between two cards stepped. */
#define RELEASE_DELAY_US (1 * G_TIME_SPAN_SECOND)

static BrgSolver *default_solver;
static guint default_n_threads;
G_LOCK_DEFINE_STATIC (default_solver);

static void
job_free (Job *job)
{
  g_clear_object (&job->task);
  g_free (job->queries);
  g_free (job->deals);
  g_clear_pointer (&job->context, g_main_context_unref);
  g_free (job);
}

static void
brg_solver_finalize (GObject *object)
{
  BrgSolver *self = BRG_SOLVER (object);

  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_array_unref (self->generations);
  g_clear_error (&self->unavailable);

  G_OBJECT_CLASS (brg_solver_parent_class)->finalize (object);
}

static void
brg_solver_class_init (BrgSolverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_solver_finalize;
}

static void
brg_solver_init (BrgSolver *self)
{
  guint64 zero = 0;

  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  g_queue_init (&self->interactive);
  g_queue_init (&self->batch);
  self->generations = g_array_new (FALSE, TRUE, sizeof (guint64));
  /* Channel 0 is the batch's, which is never stale. */
  g_array_append_val (self->generations, zero);
  self->backend = _brg_solver_backend_dds ();
  self->release_delay_us = RELEASE_DELAY_US;
}

/**
 * brg_solver_set_n_threads:
 * @n_threads: how many threads the solver may use, 0 to let it choose
 *
 * Sets the number of solver threads. The library is set up once for the
 * life of the process, so this works only before the first call of
 * brg_solver_get_default().
 *
 * Returns: %TRUE if the number was taken, %FALSE if the solver exists
 */
gboolean
brg_solver_set_n_threads (guint n_threads)
{
  gboolean done = FALSE;

  G_LOCK (default_solver);
  if (default_solver == NULL)
    {
      default_n_threads = n_threads;
      done = TRUE;
    }
  G_UNLOCK (default_solver);
  return done;
}

/**
 * brg_solver_get_default:
 *
 * Returns the process's one solver, making it on the first call. It lives
 * until the process ends.
 *
 * Returns: (transfer none): the solver
 */
BrgSolver *
brg_solver_get_default (void)
{
  BrgSolver *solver;

  G_LOCK (default_solver);
  if (default_solver == NULL)
    {
      default_solver = g_object_new (BRG_TYPE_SOLVER, NULL);
      default_solver->n_threads = default_n_threads;
    }
  solver = default_solver;
  G_UNLOCK (default_solver);
  return solver;
}

/**
 * brg_solver_get_name:
 * @self: the solver
 *
 * Returns: the name and version of the solving library
 */
const char *
brg_solver_get_name (BrgSolver *self)
{
  g_return_val_if_fail (BRG_IS_SOLVER (self), NULL);

  return self->backend->name;
}

/**
 * brg_solver_new_channel:
 * @self: the solver
 *
 * Makes a channel: a stream of requests of which only the newest counts,
 * such as the table of the board on screen.
 *
 * Returns: the channel, never 0
 */
guint
brg_solver_new_channel (BrgSolver *self)
{
  guint64 zero = 0;
  guint channel;

  g_return_val_if_fail (BRG_IS_SOLVER (self), 0);

  g_mutex_lock (&self->lock);
  g_array_append_val (self->generations, zero);
  channel = self->generations->len - 1;
  g_mutex_unlock (&self->lock);
  return channel;
}

/**
 * brg_solver_drop_pending:
 * @self: the solver
 * @channel: a channel
 *
 * Makes every request of @channel stale, as a new request would, without
 * making one: for instance when the board shown has no deal to solve.
 */
void
brg_solver_drop_pending (BrgSolver *self,
                         guint      channel)
{
  g_return_if_fail (BRG_IS_SOLVER (self));

  g_return_if_fail (channel > 0);

  g_mutex_lock (&self->lock);
  if (channel < self->generations->len)
    g_array_index (self->generations, guint64, channel)++;
  g_mutex_unlock (&self->lock);
}

/**
 * brg_solver_get_n_calls:
 * @self: the solver
 *
 * Returns: how many times the solver has called the library so far; a
 *   request dropped as stale before it ran adds nothing
 */
guint
brg_solver_get_n_calls (BrgSolver *self)
{
  g_return_val_if_fail (BRG_IS_SOLVER (self), 0);

  return (guint) g_atomic_int_get (&self->n_calls);
}

static gboolean
is_stale_locked (BrgSolver *self,
                 Job       *job)
{
  return job->channel != 0
         && g_array_index (self->generations, guint64, job->channel) != job->generation;
}

static gboolean
is_stale (BrgSolver *self,
          Job       *job)
{
  gboolean stale;

  g_mutex_lock (&self->lock);
  stale = is_stale_locked (self, job);
  g_mutex_unlock (&self->lock);
  return stale;
}

static void
return_stale (Job *job)
{
  g_task_return_new_error (job->task, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_STALE,
                           "A newer request replaced this one");
}

static gboolean
same_position (const BrgDdPosition *a,
               const BrgDdPosition *b)
{
  if (memcmp (a->hands, b->hands, sizeof a->hands) != 0 || a->trumps != b->trumps
      || a->leader != b->leader || a->n_played != b->n_played
      || memcmp (a->tricks_won, b->tricks_won, sizeof a->tricks_won) != 0)
    return FALSE;
  for (guint i = 0; i < a->n_played; i++)
    if (a->played[i] != b->played[i])
      return FALSE;
  return TRUE;
}

static CacheEntry *
cache_find (CacheEntry          *cache,
            const BrgDdPosition *key)
{
  for (guint i = 0; i < CACHE_SIZE; i++)
    if (cache[i].used && same_position (&cache[i].key, key))
      return &cache[i];
  return NULL;
}

static CacheEntry *
cache_add (CacheEntry          *cache,
           guint               *next,
           const BrgDdPosition *key)
{
  CacheEntry *entry = &cache[*next];

  *next = (*next + 1) % CACHE_SIZE;
  entry->key = *key;
  entry->used = TRUE;
  return entry;
}

static gboolean
calc_tables (BrgSolver            *self,
             const BrgDdPosition  *deals,
             guint                 n,
             BrgDdTable           *tables,
             GError              **error)
{
  g_atomic_int_inc (&self->n_calls);
  return self->backend->calc_tables (deals, n, tables, error);
}

static void
run_table (BrgSolver *self,
           Job       *job)
{
  g_autofree TableResult *result = g_new0 (TableResult, 1);
  BrgDdPosition key = job->deal.position;
  CacheEntry *entry;
  GError *error = NULL;

  /* The table does not depend on who leads or on the strain played. */
  key.trumps = BRG_STRAIN_NOTRUMP;
  key.leader = BRG_SEAT_NORTH;
  entry = cache_find (self->tables, &key);
  if (entry != NULL)
    result->table = entry->table;
  else
    {
      if (!calc_tables (self, &job->deal.position, 1, &result->table, &error))
        {
          g_task_return_error (job->task, error);
          return;
        }
      cache_add (self->tables, &self->next_table, &key)->table = result->table;
    }
  if (!self->backend->par (&result->table, job->deal.dealer, job->deal.vulnerability,
                           &result->par, &error))
    {
      g_task_return_error (job->task, error);
      return;
    }
  if (is_stale (self, job))
    return_stale (job);
  else
    g_task_return_pointer (job->task, g_steal_pointer (&result), g_free);
}

static void
run_par (BrgSolver *self,
         Job       *job)
{
  g_autofree BrgPar *par = g_new0 (BrgPar, 1);
  GError *error = NULL;

  if (!self->backend->par (&job->table, job->deal.dealer, job->deal.vulnerability, par, &error))
    g_task_return_error (job->task, error);
  else
    g_task_return_pointer (job->task, g_steal_pointer (&par), g_free);
}

static void
run_cards (BrgSolver *self,
           Job       *job)
{
  g_autofree BrgDdCardValues *values = g_new0 (BrgDdCardValues, 1);
  CacheEntry *entry = cache_find (self->values, &job->position);
  GError *error = NULL;

  if (entry != NULL)
    *values = entry->values;
  else
    {
      g_atomic_int_inc (&self->n_calls);
      if (!self->backend->card_values (&job->position, values, &error))
        {
          g_task_return_error (job->task, error);
          return;
        }
      cache_add (self->values, &self->next_values, &job->position)->values = *values;
    }
  if (is_stale (self, job))
    return_stale (job);
  else
    g_task_return_pointer (job->task, g_steal_pointer (&values), g_free);
}

static void
run_review (BrgSolver *self,
            Job       *job)
{
  g_autofree ReviewResult *result = g_new0 (ReviewResult, 1);
  GError *error = NULL;

  g_atomic_int_inc (&self->n_calls);
  if (!self->backend->analyse_play (&job->position, job->cards, job->n_cards,
                                    result->tricks, &error))
    {
      g_task_return_error (job->task, error);
      return;
    }
  result->n = job->n_cards + 1;
  if (is_stale (self, job))
    return_stale (job);
  else
    g_task_return_pointer (job->task, g_steal_pointer (&result), g_free);
}

typedef struct
{
  guint          n;
  BrgDdSolution *solutions;
} SolveResult;

static void
solve_result_free (gpointer data)
{
  SolveResult *result = data;

  g_free (result->solutions);
  g_free (result);
}

/* A target the side on turn cannot reach, having fewer tricks left, is
 * answered here; the others go to the library a chunk at a time. */
static void
run_solve (BrgSolver *self,
           Job       *job)
{
  g_autofree BrgDdQuery *asked = g_new (BrgDdQuery, MIN (job->n_queries,
                                                         self->backend->max_positions));
  g_autofree guint *index = g_new (guint, MIN (job->n_queries, self->backend->max_positions));
  g_autofree BrgDdSolution *answers = g_new (BrgDdSolution, MIN (job->n_queries,
                                                                 self->backend->max_positions));
  SolveResult *result = g_new0 (SolveResult, 1);
  guint next = 0;

  result->n = job->n_queries;
  result->solutions = g_new0 (BrgDdSolution, job->n_queries);
  while (next < job->n_queries)
    {
      GError *error = NULL;
      guint n = 0;

      if (g_task_return_error_if_cancelled (job->task))
        {
          solve_result_free (result);
          return;
        }
      for (; next < job->n_queries && n < self->backend->max_positions; next++)
        {
          const BrgDdQuery *query = &job->queries[next];
          BrgSeat seat = brg_dd_position_get_turn (&query->position);
          int need = query->target - query->position.tricks_won[seat & 1];

          if (query->target >= 0 && need > (int) brg_dd_position_get_n_left (&query->position))
            {
              result->solutions[next].tricks = -1;
              result->solutions[next].card = BRG_CARD_NONE;
              result->solutions[next].equals = BRG_CARD_SET_EMPTY;
              continue;
            }
          asked[n] = *query;
          index[n++] = next;
        }
      if (n == 0)
        continue;
      g_atomic_int_inc (&self->n_calls);
      if (!self->backend->solve (asked, n, answers, &error))
        {
          solve_result_free (result);
          g_task_return_error (job->task, error);
          return;
        }
      for (guint i = 0; i < n; i++)
        {
          BrgDdSolution *out = &result->solutions[index[i]];

          *out = answers[i];
          /* DDS answers a target it cannot reach in a one-trick position
           * with the tricks it can reach, elsewhere with none; a target
           * already won is reached whatever is played. */
          if (asked[i].target >= 0 && out->tricks >= asked[i].target)
            out->tricks = asked[i].target;
          else if (asked[i].target >= 0)
            {
              out->tricks = -1;
              out->card = BRG_CARD_NONE;
              out->equals = BRG_CARD_SET_EMPTY;
            }
        }
    }
  if (is_stale (self, job))
    {
      solve_result_free (result);
      return_stale (job);
    }
  else
    g_task_return_pointer (job->task, result, solve_result_free);
}

typedef struct
{
  BrgSolverChunkFunc  func;
  gpointer            data;
  guint               first;
  guint               n;
  BrgDdTable         *tables;
  BrgPar             *pars;
} Chunk;

static gboolean
deliver_chunk (gpointer data)
{
  Chunk *chunk = data;

  chunk->func (chunk->first, chunk->n, chunk->tables, chunk->pars, chunk->data);
  return G_SOURCE_REMOVE;
}

static void
chunk_free (gpointer data)
{
  Chunk *chunk = data;

  g_free (chunk->tables);
  g_free (chunk->pars);
  g_free (chunk);
}

static void
finish_batch (BrgSolver *self,
              Job       *job,
              GError    *error)
{
  g_mutex_lock (&self->lock);
  g_queue_remove (&self->batch, job);
  g_mutex_unlock (&self->lock);
  if (error != NULL)
    g_task_return_error (job->task, error);
  else
    g_task_return_boolean (job->task, TRUE);
  job_free (job);
}

static void
run_batch_chunk (BrgSolver *self,
                 Job       *job)
{
  g_autofree BrgDdPosition *positions = NULL;
  GError *error = NULL;
  Chunk *chunk;
  guint n;

  if (g_task_return_error_if_cancelled (job->task))
    {
      g_mutex_lock (&self->lock);
      g_queue_remove (&self->batch, job);
      g_mutex_unlock (&self->lock);
      job_free (job);
      return;
    }

  n = MIN (job->chunk_size, job->n_deals - job->next);
  chunk = g_new0 (Chunk, 1);
  chunk->func = job->chunk_func;
  chunk->data = job->chunk_data;
  chunk->first = job->next;
  chunk->n = n;
  chunk->tables = g_new0 (BrgDdTable, n);
  chunk->pars = g_new0 (BrgPar, n);
  positions = g_new (BrgDdPosition, n);
  for (guint i = 0; i < n; i++)
    positions[i] = job->deals[job->next + i].position;

  if (!calc_tables (self, positions, n, chunk->tables, &error))
    {
      chunk_free (chunk);
      finish_batch (self, job, error);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      const BrgDdDeal *deal = &job->deals[job->next + i];

      if (!self->backend->par (&chunk->tables[i], deal->dealer, deal->vulnerability,
                               &chunk->pars[i], NULL))
        brg_par_init (&chunk->pars[i]);
    }
  job->next += n;

  g_mutex_lock (&self->lock);
  if (self->hold_after > 0 && --self->hold_after == 0)
    self->held = TRUE;
  g_mutex_unlock (&self->lock);

  if (chunk->func != NULL)
    g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, deliver_chunk, chunk,
                                chunk_free);
  else
    chunk_free (chunk);

  if (job->next == job->n_deals)
    finish_batch (self, job, NULL);
}

static void stop_default_solver (void);

/* A request when the library could not be loaded: its error, at once. */
static void
return_unavailable (BrgSolver *self,
                    Job       *job,
                    gboolean   from_batch)
{
  if (from_batch)
    finish_batch (self, job, g_error_copy (self->unavailable));
  else
    {
      g_task_return_error (job->task, g_error_copy (self->unavailable));
      job_free (job);
    }
}

static gpointer
worker (gpointer data)
{
  BrgSolver *self = data;

  /* Registered again after the library was loaded, so it runs before the
   * library's destructors. */
  if (self->backend->init (self->n_threads, &self->unavailable) && self == default_solver)
    atexit (stop_default_solver);

  for (;;)
    {
      gboolean from_batch = FALSE;
      gboolean stale;
      Job *job;

      g_mutex_lock (&self->lock);
      while (!self->stopping
             && (self->held
                 || (g_queue_is_empty (&self->interactive) && g_queue_is_empty (&self->batch))))
        {
          /* Idle: once nothing has come for a while, the library gives
           * back its tables (DDS keeps ~30 MB resident after one table,
           * up to 95 MB a thread), until the next call. */
          if (self->dirty && !self->held && self->backend->release != NULL
              && self->unavailable == NULL)
            {
              gint64 deadline = g_get_monotonic_time () + self->release_delay_us;

              if (g_cond_wait_until (&self->cond, &self->lock, deadline)
                  || self->stopping || self->held
                  || !g_queue_is_empty (&self->interactive) || !g_queue_is_empty (&self->batch))
                continue;
              self->dirty = FALSE;
              g_mutex_unlock (&self->lock);
              self->backend->release ();
              g_atomic_int_inc (&self->n_releases);
              g_mutex_lock (&self->lock);
              continue;
            }
          g_cond_wait (&self->cond, &self->lock);
        }
      if (self->stopping)
        {
          g_mutex_unlock (&self->lock);
          return NULL;
        }
      self->dirty = TRUE;
      job = g_queue_pop_head (&self->interactive);
      if (job == NULL)
        {
          job = g_queue_peek_head (&self->batch);
          from_batch = TRUE;
        }
      stale = is_stale_locked (self, job);
      if (self->trace != NULL)
        g_ptr_array_add (self->trace, (gpointer) (from_batch ? "chunk" : "interactive"));
      g_mutex_unlock (&self->lock);

      if (self->unavailable != NULL)
        {
          return_unavailable (self, job, from_batch);
          continue;
        }
      if (from_batch)
        {
          run_batch_chunk (self, job);
          continue;
        }

      if (stale)
        return_stale (job);
      else if (!g_task_return_error_if_cancelled (job->task))
        switch (job->kind)
          {
          case JOB_TABLE: run_table (self, job); break;
          case JOB_PAR: run_par (self, job); break;
          case JOB_CARDS: run_cards (self, job); break;
          case JOB_REVIEW: run_review (self, job); break;
          case JOB_SOLVE: run_solve (self, job); break;
          case JOB_BATCH:
          default:
            g_assert_not_reached ();
          }
      job_free (job);
    }
}

/* At exit the library's own static data is destroyed; a call still running
 * in the worker (or in the library's threads) would then crash the exiting
 * process. So the worker is stopped, after the call it is in, before that,
 * and the library unloaded, its destructor before its data's. */
static void
stop_default_solver (void)
{
  BrgSolver *self = default_solver;
  GThread *thread;

  if (self == NULL)
    return;
  g_mutex_lock (&self->lock);
  self->stopping = TRUE;
  thread = g_steal_pointer (&self->thread);
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->lock);
  if (thread == NULL)
    return;
  g_thread_join (thread);
  if (self->backend->unload != NULL)
    self->backend->unload ();
}

static Job *
job_new (BrgSolver           *self,
         JobKind              kind,
         guint                channel,
         gpointer             source_tag,
         GCancellable        *cancellable,
         GAsyncReadyCallback  callback,
         gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->channel = channel;
  job->task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (job->task, source_tag);
  /* A batch's chunks reach the caller at the default priority: its end
   * comes after them. */
  if (kind == JOB_BATCH)
    g_task_set_priority (job->task, G_PRIORITY_DEFAULT + 10);
  return job;
}

static void
submit (BrgSolver *self,
        Job       *job)
{
  g_mutex_lock (&self->lock);
  if (job->channel >= self->generations->len)
    {
      g_mutex_unlock (&self->lock);
      g_critical ("brg_solver: no channel %u", job->channel);
      return_stale (job);
      job_free (job);
      return;
    }
  if (job->channel != 0)
    job->generation = ++g_array_index (self->generations, guint64, job->channel);
  if (job->kind == JOB_BATCH)
    g_queue_push_tail (&self->batch, job);
  else
    g_queue_push_tail (&self->interactive, job);
  if (self->thread == NULL && !self->stopping)
    {
      self->thread = g_thread_new ("brg-solver", worker, self);
      /* The worker loads the library and registers this again once it
       * has, to run before the library's destructors; this one stops a
       * worker still loading when the process exits. */
      if (self == default_solver)
        atexit (stop_default_solver);
    }
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->lock);
}

static gboolean
check_position (GTask               *task,
                const BrgDdPosition *position)
{
  GError *error = NULL;

  if (brg_dd_position_check (position, &error))
    return TRUE;
  g_task_return_error (task, error);
  return FALSE;
}

/**
 * brg_solver_table_async:
 * @self: the solver
 * @channel: a channel from brg_solver_new_channel()
 * @deal: a deal; it is checked again before the solver sees it
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the answer
 * @user_data: data for @callback
 *
 * Asks for the double-dummy table of @deal and its par, ahead of any
 * batch. A newer request on @channel makes this one stale.
 */
void
brg_solver_table_async (BrgSolver           *self,
                        guint                channel,
                        const BrgDdDeal     *deal,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  Job *job;

  g_return_if_fail (BRG_IS_SOLVER (self));
  g_return_if_fail (channel > 0);
  g_return_if_fail (deal != NULL);

  job = job_new (self, JOB_TABLE, channel, brg_solver_table_async, cancellable, callback,
                 user_data);
  job->deal = *deal;
  if (!check_position (job->task, &deal->position)
      || !brg_dd_position_is_full (&deal->position)
      || deal->dealer > BRG_SEAT_WEST || deal->vulnerability > BRG_VULNERABILITY_ALL)
    {
      if (!g_task_had_error (job->task))
        g_task_return_new_error (job->task, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                                 _("A table needs a whole deal, a dealer and a vulnerability"));
      brg_solver_drop_pending (self, channel);
      job_free (job);
      return;
    }
  submit (self, job);
}

/**
 * brg_solver_table_finish:
 * @self: the solver
 * @result: the result
 * @table: (out caller-allocates): the table
 * @par: (out caller-allocates): the par for the deal's dealer and
 *   vulnerability
 * @error: return location for a #GError
 *
 * Returns: %TRUE with @table and @par set
 */
gboolean
brg_solver_table_finish (BrgSolver     *self,
                         GAsyncResult  *result,
                         BrgDdTable    *table,
                         BrgPar        *par,
                         GError       **error)
{
  g_autofree TableResult *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return FALSE;
  if (table != NULL)
    *table = answer->table;
  if (par != NULL)
    *par = answer->par;
  return TRUE;
}

/**
 * brg_solver_par_async:
 * @self: the solver
 * @channel: a channel from brg_solver_new_channel()
 * @table: a complete table
 * @dealer: the dealer
 * @vulnerability: who is vulnerable
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the answer
 * @user_data: data for @callback
 *
 * Asks for the par of a table that is already known.
 */
void
brg_solver_par_async (BrgSolver           *self,
                      guint                channel,
                      const BrgDdTable    *table,
                      BrgSeat              dealer,
                      BrgVulnerability     vulnerability,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  Job *job;

  g_return_if_fail (BRG_IS_SOLVER (self));
  g_return_if_fail (channel > 0);
  g_return_if_fail (table != NULL);

  job = job_new (self, JOB_PAR, channel, brg_solver_par_async, cancellable, callback, user_data);
  job->table = *table;
  job->deal.dealer = dealer;
  job->deal.vulnerability = vulnerability;
  for (guint s = 0; s < 5; s++)
    for (guint h = 0; h < 4; h++)
      if (table->tricks[s][h] > 13)
        {
          g_task_return_new_error (job->task, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                                   _("The table is not complete"));
          job_free (job);
          return;
        }
  if (dealer > BRG_SEAT_WEST || vulnerability > BRG_VULNERABILITY_ALL)
    {
      g_task_return_new_error (job->task, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                               _("The par needs a dealer and a vulnerability"));
      job_free (job);
      return;
    }
  submit (self, job);
}

/**
 * brg_solver_par_finish:
 * @self: the solver
 * @result: the result
 * @par: (out caller-allocates): the par
 * @error: return location for a #GError
 *
 * Returns: %TRUE with @par set
 */
gboolean
brg_solver_par_finish (BrgSolver     *self,
                       GAsyncResult  *result,
                       BrgPar        *par,
                       GError       **error)
{
  g_autofree BrgPar *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return FALSE;
  *par = *answer;
  return TRUE;
}

/**
 * brg_solver_card_values_async:
 * @self: the solver
 * @channel: a channel from brg_solver_new_channel()
 * @position: a position; it is checked before the solver sees it
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the answer
 * @user_data: data for @callback
 *
 * Asks for the value of each card the seat on turn may play.
 */
void
brg_solver_card_values_async (BrgSolver           *self,
                              guint                channel,
                              const BrgDdPosition *position,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job;

  g_return_if_fail (BRG_IS_SOLVER (self));
  g_return_if_fail (channel > 0);
  g_return_if_fail (position != NULL);

  job = job_new (self, JOB_CARDS, channel, brg_solver_card_values_async, cancellable, callback,
                 user_data);
  job->position = *position;
  if (!check_position (job->task, position))
    {
      brg_solver_drop_pending (self, channel);
      job_free (job);
      return;
    }
  submit (self, job);
}

/**
 * brg_solver_card_values_finish:
 * @self: the solver
 * @result: the result
 * @values: (out caller-allocates): the values
 * @error: return location for a #GError
 *
 * Returns: %TRUE with @values set
 */
gboolean
brg_solver_card_values_finish (BrgSolver        *self,
                               GAsyncResult     *result,
                               BrgDdCardValues  *values,
                               GError          **error)
{
  g_autofree BrgDdCardValues *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return FALSE;
  *values = *answer;
  return TRUE;
}

/**
 * brg_solver_review_async:
 * @self: the solver
 * @channel: a channel from brg_solver_new_channel()
 * @start: the position before the first card of @cards
 * @cards: (array length=n_cards): the cards played from @start
 * @n_cards: how many, at most 52
 * @cancellable: (nullable): a #GCancellable
 * @callback: called with the answer
 * @user_data: data for @callback
 *
 * Asks for the double-dummy tricks of the declaring side (the side that
 * does not lead from @start) before the first card and after each card of
 * @cards. The cards are checked against the rules first.
 */
void
brg_solver_review_async (BrgSolver           *self,
                         guint                channel,
                         const BrgDdPosition *start,
                         const BrgCard       *cards,
                         guint                n_cards,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  BrgDdPosition position;
  GError *error = NULL;
  Job *job;

  g_return_if_fail (BRG_IS_SOLVER (self));
  g_return_if_fail (channel > 0);
  g_return_if_fail (start != NULL);
  g_return_if_fail (n_cards <= 52);

  job = job_new (self, JOB_REVIEW, channel, brg_solver_review_async, cancellable, callback,
                 user_data);
  job->position = *start;
  job->n_cards = n_cards;
  if (n_cards > 0)
    memcpy (job->cards, cards, n_cards * sizeof *cards);

  position = *start;
  if (!check_position (job->task, start))
    goto invalid;
  for (guint i = 0; i < n_cards; i++)
    if (brg_dd_position_get_n_left (&position) == 0
        || !brg_dd_position_play (&position, cards[i], &error))
      {
        if (error == NULL)
          g_set_error (&error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                       _("The play has more cards than the deal"));
        g_task_return_error (job->task, error);
        goto invalid;
      }
  submit (self, job);
  return;

invalid:
  brg_solver_drop_pending (self, channel);
  job_free (job);
}

/**
 * brg_solver_review_finish:
 * @self: the solver
 * @result: the result
 * @n_tricks: (out): the length of the array, the number of cards plus one
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (array length=n_tricks) (nullable): the
 *   declaring side's tricks before the first card and after each card
 */
guint8 *
brg_solver_review_finish (BrgSolver     *self,
                          GAsyncResult  *result,
                          guint         *n_tricks,
                          GError       **error)
{
  g_autofree ReviewResult *answer = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (n_tricks != NULL, NULL);

  *n_tricks = 0;
  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return NULL;
  *n_tricks = answer->n;
  return g_memdup2 (answer->tricks, answer->n);
}

/**
 * brg_solver_solve_async:
 * @self: the solver
 * @channel: a channel from brg_solver_new_channel(), or 0 for answers that
 *   never go stale
 * @queries: (array length=n_queries): the positions and their targets,
 *   each checked before the solver sees it
 * @n_queries: how many, at least 1
 * @cancellable: (nullable): cancels between groups of positions
 * @callback: called with the answers
 * @user_data: data for @callback
 *
 * Asks, for each position, whether the side on turn can take its target
 * (or how many it can take) and with which card: one search each, which
 * is cheaper than the value of every card. Many positions at once are
 * solved on all the solver's threads, which is how a computer player
 * plays out a whole file.
 */
void
brg_solver_solve_async (BrgSolver           *self,
                        guint                channel,
                        const BrgDdQuery    *queries,
                        guint                n_queries,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  Job *job;

  g_return_if_fail (BRG_IS_SOLVER (self));
  g_return_if_fail (queries != NULL);
  g_return_if_fail (n_queries > 0);

  job = job_new (self, JOB_SOLVE, channel, brg_solver_solve_async, cancellable, callback,
                 user_data);
  for (guint i = 0; i < n_queries; i++)
    {
      if (!check_position (job->task, &queries[i].position))
        goto invalid;
      if (queries[i].target < -1 || queries[i].target > 13)
        {
          g_task_return_new_error (job->task, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_PLAY,
                                   _("A target of %d tricks is not 0 to 13"),
                                   queries[i].target);
          goto invalid;
        }
    }
  job->queries = g_memdup2 (queries, n_queries * sizeof *queries);
  job->n_queries = n_queries;
  submit (self, job);
  return;

invalid:
  if (channel != 0)
    brg_solver_drop_pending (self, channel);
  job_free (job);
}

/**
 * brg_solver_solve_finish:
 * @self: the solver
 * @result: the result
 * @n_solutions: (out): how many, as many as the queries
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (array length=n_solutions) (nullable): the
 *   solution of each query, in their order
 */
BrgDdSolution *
brg_solver_solve_finish (BrgSolver     *self,
                         GAsyncResult  *result,
                         guint         *n_solutions,
                         GError       **error)
{
  SolveResult *answer;
  BrgDdSolution *solutions;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (n_solutions != NULL, NULL);

  *n_solutions = 0;
  answer = g_task_propagate_pointer (G_TASK (result), error);
  if (answer == NULL)
    return NULL;
  *n_solutions = answer->n;
  solutions = g_steal_pointer (&answer->solutions);
  solve_result_free (answer);
  return solutions;
}

/**
 * brg_solver_batch_async:
 * @self: the solver
 * @deals: (array length=n_deals): whole deals, each checked again here
 * @n_deals: how many
 * @chunk_size: deals a call, 1 to 40 (0 for 40)
 * @chunk_func: (nullable) (scope notified): called with each chunk's results
 * @chunk_data: data for @chunk_func; it must live until @callback runs
 * @cancellable: (nullable): cancels between chunks
 * @callback: called when every chunk is done, or on cancel or failure
 * @user_data: data for @callback
 *
 * Solves many deals: their tables and pars, a chunk at a time, behind any
 * interactive request.
 */
void
brg_solver_batch_async (BrgSolver           *self,
                        const BrgDdDeal     *deals,
                        guint                n_deals,
                        guint                chunk_size,
                        BrgSolverChunkFunc   chunk_func,
                        gpointer             chunk_data,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  Job *job;

  g_return_if_fail (BRG_IS_SOLVER (self));
  g_return_if_fail (deals != NULL || n_deals == 0);

  job = job_new (self, JOB_BATCH, 0, brg_solver_batch_async, cancellable, callback, user_data);
  for (guint i = 0; i < n_deals; i++)
    if (!check_position (job->task, &deals[i].position)
        || !brg_dd_position_is_full (&deals[i].position)
        || deals[i].dealer > BRG_SEAT_WEST
        || deals[i].vulnerability > BRG_VULNERABILITY_ALL)
      {
        if (!g_task_had_error (job->task))
          g_task_return_new_error (job->task, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_INVALID_DEAL,
                                   _("Deal %u of the batch is not a whole deal"), i + 1);
        job_free (job);
        return;
      }
  if (n_deals == 0)
    {
      g_task_return_boolean (job->task, TRUE);
      job_free (job);
      return;
    }

  job->deals = g_memdup2 (deals, n_deals * sizeof *deals);
  job->n_deals = n_deals;
  job->chunk_size = chunk_size == 0 ? self->backend->max_tables
                                    : MIN (chunk_size, self->backend->max_tables);
  job->chunk_func = chunk_func;
  job->chunk_data = chunk_data;
  job->context = g_main_context_ref_thread_default ();
  submit (self, job);
}

/**
 * brg_solver_batch_finish:
 * @self: the solver
 * @result: the result
 * @error: return location for a #GError
 *
 * Returns: %TRUE if every chunk was solved; %FALSE with
 *   %G_IO_ERROR_CANCELLED when cancelled (the chunks reported so far stay
 *   valid)
 */
gboolean
brg_solver_batch_finish (BrgSolver     *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* While held, the worker finishes what it is doing and starts nothing new,
 * so that a test can queue requests in a known state. */
void
_brg_solver_hold (BrgSolver *self,
                  gboolean   hold)
{
  g_return_if_fail (BRG_IS_SOLVER (self));

  g_mutex_lock (&self->lock);
  self->held = hold;
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->lock);
}

/* Makes the worker hold (as _brg_solver_hold() does) once it has solved
 * @n_chunks more chunks of a batch, so that a test can act between two
 * chunks whatever the machine's speed. */
void
_brg_solver_hold_after_chunks (BrgSolver *self,
                               guint      n_chunks)
{
  g_return_if_fail (BRG_IS_SOLVER (self));

  g_mutex_lock (&self->lock);
  self->hold_after = n_chunks;
  g_mutex_unlock (&self->lock);
}

/* Makes the worker add "interactive" or "chunk" to @trace (or stop, with
 * %NULL) as it starts each job: the order of work, which the order of the
 * answers on the main loop need not show. */
void
_brg_solver_set_trace (BrgSolver *self,
                       GPtrArray *trace)
{
  g_return_if_fail (BRG_IS_SOLVER (self));

  g_mutex_lock (&self->lock);
  self->trace = trace;
  g_mutex_unlock (&self->lock);
}

/* Tests: how long the solver waits idle before the library gives back its
 * memory, and how many times it has. */
void
_brg_solver_set_release_delay (BrgSolver *self,
                               guint      ms)
{
  g_return_if_fail (BRG_IS_SOLVER (self));

  g_mutex_lock (&self->lock);
  self->release_delay_us = (gint64) ms * G_TIME_SPAN_MILLISECOND;
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->lock);
}

guint
_brg_solver_get_n_releases (BrgSolver *self)
{
  g_return_val_if_fail (BRG_IS_SOLVER (self), 0);

  return (guint) g_atomic_int_get (&self->n_releases);
}
