/* brg-solver-dds.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The DDS 2.9 backend of BrgSolver (Debian's libdds): the only file that
 * includes <dds/dll.h>. Only binary structs are passed, never PBN text, and
 * only positions brg_dd_position_check() accepted: then none of DDS's own
 * input checks (SolveBoardInternal's range and value checks) can fail, and
 * those checks are the only place DDS 2.9 writes dump.txt into the working
 * directory.
 *
 * The library is not linked but loaded with GModule the first time a
 * table or a card value is asked for: loading it sets up DDS's threads
 * (some 15 ms of CPU and 6 MB), which a process that never solves (`show`,
 * `convert`, `--help`, the window until its first table) should not pay.
 * When it cannot be loaded, every request fails with
 * %BRG_SOLVER_ERROR_UNAVAILABLE naming the library and its Debian package.
 * The environment variable `FINESSE_DDS_LIBRARY` names another file to
 * load: a test hook, with which the tests make the library missing.
 */

#include "config.h"

#include <string.h>
#include <gmodule.h>
#include <glib/gi18n-lib.h>

#include "brg-solver-backend.h"
#include "brg-solver-private.h"

#include <dds/dll.h>
/* dll.h defines INT8 for its own use. */
#undef INT8

/* The runtime library of Debian's libdds-dev, and the package it is in. */
#define DDS_LIBRARY "libdds.so.0"
#define DDS_PACKAGE "libdds0"
/* Two of its dependencies, loaded on their own before it and kept for the
 * process (see load_library()). */
#define DDS_BOOST_THREAD "libboost_thread.so.1.74.0"
#define DDS_OPENMP "libgomp.so.1"

/* The functions of DDS this backend calls, with the prototypes of dll.h,
 * set once the library is loaded. */
typedef struct
{
  __typeof__ (SetMaxThreads)  *SetMaxThreads;
  __typeof__ (CalcAllTables)  *CalcAllTables;
  __typeof__ (DealerParBin)   *DealerParBin;
  __typeof__ (SolveBoard)     *SolveBoard;
  __typeof__ (SolveAllChunksBin) *SolveAllChunksBin;
  __typeof__ (AnalysePlayBin) *AnalysePlayBin;
  __typeof__ (ErrorMessage)   *ErrorMessage;
} DdsFunctions;

static DdsFunctions dds;
static GModule *dds_module;     /* Owned, once loaded */
static GModule *boost_module;   /* Owned for the life of the process, or NULL */
static GModule *openmp_module;  /* Owned for the life of the process, or NULL */
static gboolean dds_unloaded;

/* DDS numbers suits spades first; ours clubs first. Strain 4 is notrump in
 * both. Seats are N E S W in both. */
#define DDS_SUIT(suit) (3 - (int) (suit))
#define DDS_STRAIN(strain) ((strain) == BRG_STRAIN_NOTRUMP ? 4 : DDS_SUIT (strain))

static void
fill_cards (const BrgCardSet  hands[4],
            unsigned int      cards[DDS_HANDS][DDS_SUITS])
{
  memset (cards, 0, sizeof (unsigned int) * DDS_HANDS * DDS_SUITS);
  for (guint h = 0; h < 4; h++)
    for (BrgCard c = brg_card_set_highest (hands[h]); c != BRG_CARD_NONE;
         c = brg_card_set_next (hands[h], c))
      cards[h][DDS_SUIT (BRG_CARD_SUIT (c))] |= 1u << BRG_CARD_RANK (c);
}

static void
fill_deal (const BrgDdPosition *position,
           struct deal         *dl)
{
  memset (dl, 0, sizeof *dl);
  dl->trump = DDS_STRAIN (position->trumps);
  dl->first = (int) position->leader;
  for (guint i = 0; i < position->n_played; i++)
    {
      dl->currentTrickSuit[i] = DDS_SUIT (BRG_CARD_SUIT (position->played[i]));
      dl->currentTrickRank[i] = BRG_CARD_RANK (position->played[i]);
    }
  fill_cards (position->hands, dl->remainCards);
}

static gboolean
check_return (int      ret,
              GError **error)
{
  char text[80];

  if (ret == RETURN_NO_FAULT)
    return TRUE;
  dds.ErrorMessage (ret, text);
  g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_FAILED,
               _("The double-dummy solver failed: %s (%d)"), text, ret);
  return FALSE;
}

static guint dds_n_threads;

static gboolean
load_library (GError **error)
{
  static const struct { const char *name; gsize offset; } symbols[] = {
    { "SetMaxThreads", G_STRUCT_OFFSET (DdsFunctions, SetMaxThreads) },
    { "CalcAllTables", G_STRUCT_OFFSET (DdsFunctions, CalcAllTables) },
    { "DealerParBin", G_STRUCT_OFFSET (DdsFunctions, DealerParBin) },
    { "SolveBoard", G_STRUCT_OFFSET (DdsFunctions, SolveBoard) },
    { "SolveAllChunksBin", G_STRUCT_OFFSET (DdsFunctions, SolveAllChunksBin) },
    { "AnalysePlayBin", G_STRUCT_OFFSET (DdsFunctions, AnalysePlayBin) },
    { "ErrorMessage", G_STRUCT_OFFSET (DdsFunctions, ErrorMessage) },
  };
  const char *name = g_getenv ("FINESSE_DDS_LIBRARY");
  GModule *module;

  if (name == NULL || name[0] == '\0')
    name = DDS_LIBRARY;

  /* DDS must be unloaded at exit (dds_unload()), which it cannot be when
   * Boost.Thread, loaded with it, binds symbols that both define to DDS's
   * copies: loaded first, Boost binds its own. Kept for the process; when
   * it is not there, DDS loads it as before. */
  if (boost_module == NULL)
    boost_module = g_module_open (DDS_BOOST_THREAD, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  /* DDS solves on OpenMP's threads, which stay after a solve, spinning
   * then sleeping in libgomp's code. Unloaded with DDS at exit, libgomp
   * would be unmapped under them, and the exiting process crash (seen
   * under load, after the UI tests that solve). Kept, they end with the
   * process. */
  if (openmp_module == NULL)
    openmp_module = g_module_open (DDS_OPENMP, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

  /* Local binding: DDS's symbols stay out of the process's namespace. */
  module = g_module_open (name, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_UNAVAILABLE,
                   /* Translators: a library's file name, the system's reason, a
                    * Debian package's name */
                   _("The double-dummy solver is not available: its library %s could not be "
                     "loaded (%s). Install the Debian package %s."),
                   name, g_module_error (), DDS_PACKAGE);
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    {
      gpointer *slot = G_STRUCT_MEMBER_P (&dds, symbols[i].offset);

      if (!g_module_symbol (module, symbols[i].name, slot) || *slot == NULL)
        {
          g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_UNAVAILABLE,
                       /* Translators: a library's file name, a function's name, a
                        * Debian package's name */
                       _("The double-dummy solver is not available: its library %s has no "
                         "%s. Install the Debian package %s."),
                       name, symbols[i].name, DDS_PACKAGE);
          memset (&dds, 0, sizeof dds);
          g_module_close (module);
          return FALSE;
        }
    }
  dds_module = module;
  return TRUE;
}

/* At exit, once the worker has stopped: DDS's destructor (FreeMemory) uses
 * its static data, and a library loaded after the program started would
 * see that data destroyed by the exit handlers before its destructor runs;
 * unloading it first runs the two in the order a linked library has. */
static void
dds_unload (void)
{
  if (dds_module == NULL)
    return;
  memset (&dds, 0, sizeof dds);
  g_module_close (g_steal_pointer (&dds_module));
  dds_unloaded = TRUE;
}

static gboolean
dds_init (guint     n_threads,
          GError  **error)
{
  if (!load_library (error))
    return FALSE;
  dds_n_threads = n_threads;
  dds.SetMaxThreads ((int) n_threads);
  return TRUE;
}

/* DDS 2.9 keeps each thread's transposition table (tens of MB) from one
 * call to the next. Its FreeMemory() leaves the tables unusable (the next
 * solve crashes); setting the threads up again makes fresh, empty ones. */
static void
dds_release (void)
{
  g_assert (dds.SetMaxThreads != NULL);

  dds.SetMaxThreads ((int) dds_n_threads);
}

static gboolean
dds_calc_tables (const BrgDdPosition  *deals,
                 guint                 n_deals,
                 BrgDdTable           *tables,
                 GError              **error)
{
  g_autofree struct ddTableDeals *in = g_new0 (struct ddTableDeals, 1);
  g_autofree struct ddTablesRes *out = g_new0 (struct ddTablesRes, 1);
  g_autofree struct allParResults *par = g_new0 (struct allParResults, 1);
  int filter[DDS_STRAINS] = { 0, 0, 0, 0, 0 };

  g_assert (n_deals > 0 && n_deals <= MAXNOOFTABLES);

  in->noOfTables = (int) n_deals;
  for (guint i = 0; i < n_deals; i++)
    fill_cards (deals[i].hands, in->deals[i].cards);

  if (!check_return (dds.CalcAllTables (in, -1, filter, out, par), error))
    return FALSE;

  /* resTable is by DDS strain, then seat; results[i] belongs to deal i
   * (noOfBoards counts strain solves, not deals). */
  for (guint i = 0; i < n_deals; i++)
    for (guint s = 0; s <= BRG_STRAIN_NOTRUMP; s++)
      for (guint h = 0; h < 4; h++)
        tables[i].tricks[s][h] = (guint8) out->results[i].resTable[DDS_STRAIN (s)][h];
  return TRUE;
}

static int
compare_contracts (gconstpointer a,
                   gconstpointer b)
{
  const BrgParContract *x = a, *y = b;

  if (x->level != y->level)
    return x->level - y->level;
  return x->strain - y->strain;
}

static gboolean
dds_par (const BrgDdTable  *table,
         BrgSeat            dealer,
         BrgVulnerability   vulnerability,
         BrgPar            *par,
         GError           **error)
{
  /* DDS: 0 none, 1 both, 2 NS, 3 EW. */
  static const int vul_code[] = { 0, 2, 3, 1 };
  static const guint8 seat_bits[] = { 1, 2, 4, 8, 1 | 4, 2 | 8 };
  static const BrgStrain denoms[] = {
    BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS,
    BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
  };
  struct ddTableResults tricks;
  struct parResultsMaster result;

  memset (&result, 0, sizeof result);
  for (guint s = 0; s <= BRG_STRAIN_NOTRUMP; s++)
    for (guint h = 0; h < 4; h++)
      tricks.resTable[DDS_STRAIN (s)][h] = table->tricks[s][h];

  /* The par for this dealer, as BridgeComposer gives it: "in very rare
   * cases it matters which side or hand starts the bidding". */
  if (!check_return (dds.DealerParBin (&tricks, &result, (int) dealer, vul_code[vulnerability]),
                     error))
    return FALSE;

  brg_par_init (par);
  par->known = TRUE;
  par->score = result.score;
  for (int i = 0; i < result.number && i < BRG_PAR_MAX_CONTRACTS; i++)
    {
      const struct contractType *c = &result.contracts[i];
      BrgParContract *out = &par->contracts[par->n_contracts];

      if (c->level < 1 || c->level > 7 || c->denom < 0 || c->denom > 4
          || c->seats < 0 || c->seats > 5)
        continue;
      out->level = (guint8) c->level;
      out->strain = (guint8) denoms[c->denom];
      out->seats = seat_bits[c->seats];
      out->doubled = c->underTricks > 0;
      out->result = c->underTricks > 0 ? -c->underTricks : c->overTricks;
      par->n_contracts++;
    }
  qsort (par->contracts, par->n_contracts, sizeof par->contracts[0], compare_contracts);
  return TRUE;
}

static gboolean
dds_card_values (const BrgDdPosition  *position,
                 BrgDdCardValues      *values,
                 GError              **error)
{
  struct deal dl;
  struct futureTricks fut;
  BrgSeat seat = brg_dd_position_get_turn (position);
  guint won = position->tricks_won[seat & 1];

  fill_deal (position, &dl);
  memset (&fut, 0, sizeof fut);
  if (!check_return (dds.SolveBoard (dl, -1, 3, 1, &fut, 0), error))
    return FALSE;

  values->seat = seat;
  values->best = -1;
  memset (values->tricks, -1, sizeof values->tricks);
  for (int i = 0; i < fut.cards && i < 13; i++)
    {
      BrgSuit suit = (BrgSuit) (3 - fut.suit[i]);
      gint8 tricks = (gint8) (won + (guint) fut.score[i]);
      unsigned int ranks = (1u << fut.rank[i]) | (unsigned int) fut.equals[i];

      for (BrgRank r = BRG_RANK_TWO; r <= BRG_RANK_ACE; r++)
        if (ranks & (1u << r))
          values->tricks[BRG_CARD (suit, r)] = tricks;
      values->best = MAX (values->best, tricks);
    }
  return TRUE;
}

static void
fill_solution (const BrgDdPosition       *position,
               const struct futureTricks *fut,
               BrgDdSolution             *solution)
{
  BrgSeat seat = brg_dd_position_get_turn (position);
  BrgSuit suit;

  if (fut->cards < 1)
    {
      solution->tricks = -1;
      solution->card = BRG_CARD_NONE;
      solution->equals = BRG_CARD_SET_EMPTY;
      return;
    }
  suit = (BrgSuit) (3 - fut->suit[0]);
  solution->tricks = (gint8) (position->tricks_won[seat & 1] + fut->score[0]);
  solution->card = BRG_CARD (suit, fut->rank[0]);
  solution->equals = BRG_CARD_SET_BIT (solution->card);
  for (BrgRank r = BRG_RANK_TWO; r <= BRG_RANK_ACE; r++)
    if ((unsigned int) fut->equals[0] & (1u << r))
      solution->equals |= BRG_CARD_SET_BIT (BRG_CARD (suit, r));
}

/* The target DDS takes: the tricks still to win, -1 for the most. */
static int
dds_target (const BrgDdQuery *query)
{
  BrgSeat seat = brg_dd_position_get_turn (&query->position);

  if (query->target < 0)
    return -1;
  return MAX (0, (int) query->target - (int) query->position.tricks_won[seat & 1]);
}

static gboolean
dds_solve (const BrgDdQuery  *queries,
           guint              n_queries,
           BrgDdSolution     *solutions,
           GError           **error)
{
  g_autofree struct boards *in = NULL;
  g_autofree struct solvedBoards *out = NULL;

  g_assert (n_queries > 0 && n_queries <= MAXNOOFBOARDS);

  if (n_queries == 1)
    {
      struct deal dl;
      struct futureTricks fut;

      fill_deal (&queries[0].position, &dl);
      memset (&fut, 0, sizeof fut);
      if (!check_return (dds.SolveBoard (dl, dds_target (&queries[0]), 1, 1, &fut, 0), error))
        return FALSE;
      fill_solution (&queries[0].position, &fut, &solutions[0]);
      return TRUE;
    }

  /* Several at once: DDS shares them out among its threads. */
  in = g_new0 (struct boards, 1);
  out = g_new0 (struct solvedBoards, 1);
  in->noOfBoards = (int) n_queries;
  for (guint i = 0; i < n_queries; i++)
    {
      fill_deal (&queries[i].position, &in->deals[i]);
      in->target[i] = dds_target (&queries[i]);
      in->solutions[i] = 1;
      in->mode[i] = 1;
    }
  if (!check_return (dds.SolveAllChunksBin (in, out, 1), error))
    return FALSE;
  for (guint i = 0; i < n_queries; i++)
    fill_solution (&queries[i].position, &out->solvedBoard[i], &solutions[i]);
  return TRUE;
}

static gboolean
dds_analyse_play (const BrgDdPosition  *start,
                  const BrgCard        *cards,
                  guint                 n_cards,
                  guint8               *tricks,
                  GError              **error)
{
  struct deal dl;
  struct playTraceBin trace;
  struct solvedPlay solved;
  guint before_last;
  int analysed;

  g_assert (n_cards <= 52);

  fill_deal (start, &dl);
  memset (&trace, 0, sizeof trace);
  memset (&solved, 0, sizeof solved);
  trace.number = (int) n_cards;
  for (guint i = 0; i < n_cards; i++)
    {
      trace.suit[i] = DDS_SUIT (BRG_CARD_SUIT (cards[i]));
      trace.rank[i] = BRG_CARD_RANK (cards[i]);
    }
  if (!check_return (dds.AnalysePlayBin (dl, trace, &solved, 0), error))
    return FALSE;

  /* DDS leaves out the position's last trick: its cards are forced, one a
   * hand, so each keeps the value the position had before it. */
  analysed = solved.number - 1;
  before_last = 4 * (brg_dd_position_get_n_left (start) - 1) - start->n_played;
  if (analysed < 0 || (guint) analysed > n_cards
      || ((guint) analysed < n_cards && (guint) analysed != before_last))
    {
      g_set_error (error, BRG_SOLVER_ERROR, BRG_SOLVER_ERROR_FAILED,
                   g_dngettext (GETTEXT_PACKAGE, "The double-dummy solver analysed %d of %u card",
                                "The double-dummy solver analysed %d of %u cards", n_cards),
                   analysed, n_cards);
      return FALSE;
    }
  for (guint i = 0; i <= n_cards; i++)
    tricks[i] = (guint8) solved.tricks[MIN (i, (guint) analysed)];
  return TRUE;
}

/* Whether the process has mapped libdds: /proc/self/maps shows it (loaded
 * by this backend, or linked by mistake into a program that should not pay
 * for it), or this backend loaded it and has unloaded it at exit. The
 * tests and the benchmarks ask. */
gboolean
_brg_solver_library_is_mapped (void)
{
  g_autofree char *maps = NULL;

  if (dds_unloaded)
    return TRUE;
  if (!g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL))
    return FALSE;
  return strstr (maps, "/libdds.so") != NULL;
}

static const BrgSolverBackend dds_backend = {
  .name = "DDS " G_STRINGIFY (DDS_VERSION),
  .max_tables = MAXNOOFTABLES,
  .max_positions = MAXNOOFBOARDS,
  .init = dds_init,
  .release = dds_release,
  .unload = dds_unload,
  .calc_tables = dds_calc_tables,
  .par = dds_par,
  .card_values = dds_card_values,
  .analyse_play = dds_analyse_play,
  .solve = dds_solve,
};

const BrgSolverBackend *
_brg_solver_backend_dds (void)
{
  return &dds_backend;
}
