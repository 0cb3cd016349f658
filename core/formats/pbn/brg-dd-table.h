/* brg-dd-table.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BRG_DD_UNKNOWN:
 *
 * The value of a #BrgDdTable cell that is not known.
 */
#define BRG_DD_UNKNOWN 0xff

/**
 * BrgDdTable:
 * @tricks: the tricks declarer takes at double dummy, by strain
 *   (#BrgStrain) and declarer (#BrgSeat), or %BRG_DD_UNKNOWN
 *
 * A double-dummy table: for each strain and each declarer, the number of
 * tricks declarer's side takes with best play on both sides (PBN §5.7).
 */
typedef struct
{
  guint8 tricks[5][4];
} BrgDdTable;

/**
 * BrgParContract:
 * @level: 1 to 7
 * @strain: the strain
 * @doubled: %TRUE for a doubled sacrifice
 * @seats: the seats that can declare it, a bit `1 << seat` for each
 * @result: tricks over the contract (positive), 0 when it just makes, or
 *   minus the undertricks
 *
 * One par contract.
 */
typedef struct
{
  guint8    level;
  guint8    strain;
  gboolean  doubled;
  guint8    seats;
  int       result;
} BrgParContract;

#define BRG_PAR_MAX_CONTRACTS 10

/**
 * BrgPar:
 * @known: whether the par is known at all
 * @score: the par score from North-South's point of view
 * @n_contracts: how many contracts reach it (0: the deal is passed out, or
 *   the contracts are not known)
 * @contracts: the contracts, in bidding order
 *
 * The par of a deal: the score when both sides bid as well as they can at
 * double dummy, and the contracts that reach it (PBN §4.2.7).
 */
typedef struct
{
  gboolean        known;
  int             score;
  guint           n_contracts;
  BrgParContract  contracts[BRG_PAR_MAX_CONTRACTS];
} BrgPar;

void      brg_dd_table_init             (BrgDdTable        *table);
gboolean  brg_dd_table_is_complete      (const BrgDdTable  *table);
gboolean  brg_dd_table_is_empty         (const BrgDdTable  *table);
gboolean  brg_dd_table_equal            (const BrgDdTable  *a,
                                         const BrgDdTable  *b);
gboolean  brg_dd_table_partners_agree   (const BrgDdTable  *table,
                                         BrgSide            side);
gboolean  brg_dd_table_from_tricks_tag  (const char        *text,
                                         BrgDdTable        *table);
char     *brg_dd_table_to_tricks_tag    (const BrgDdTable  *table);
BrgTag   *brg_dd_table_to_result_tag    (const BrgDdTable  *table);
gboolean  brg_dd_table_from_result_tag  (const BrgTag      *tag,
                                         BrgDdTable        *table);
char     *brg_dd_table_dup_makeable     (const BrgDdTable  *table);

void      brg_par_init                  (BrgPar            *par);
gboolean  brg_par_from_optimum_score    (const char        *text,
                                         BrgPar            *par);
char     *brg_par_to_optimum_score      (const BrgPar      *par);
gboolean  brg_par_from_contracts_tag    (const char        *text,
                                         BrgPar            *par);
char     *brg_par_to_contracts_tag      (const BrgPar      *par);
char     *brg_par_dup_display           (const BrgPar      *par);
char     *brg_par_dup_explanation       (const BrgPar      *par);
BrgSide   brg_par_get_side              (const BrgPar      *par);

gboolean  brg_board_get_dd_table        (BrgBoard          *board,
                                         BrgDdTable        *table);
gboolean  brg_board_get_par             (BrgBoard          *board,
                                         BrgPar            *par);
void      brg_board_set_dd_results      (BrgBoard          *board,
                                         const BrgDdTable  *table,
                                         const BrgPar      *par);

G_END_DECLS
