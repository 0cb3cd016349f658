/* brg-contract.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_CONTRACT (brg_contract_get_type ())

/**
 * BrgContract:
 * @level: odd tricks, 1 to 7; 0 when passed out or when only the strain is
 *   known (an end position, PBN §3.10)
 * @strain: a #BrgStrain
 * @risk: a #BrgRisk
 * @passed_out: %TRUE when all four players passed
 *
 * A contract, as a plain value: it is four bytes, copied by assignment and
 * compared with brg_contract_equal(). It is boxed only to travel in a
 * #GValue.
 */
typedef struct
{
  guint8 level;
  guint8 strain;
  guint8 risk;
  guint8 passed_out;
} BrgContract;

GType        brg_contract_get_type        (void) G_GNUC_CONST;

BrgContract  brg_contract_make            (guint              level,
                                           BrgStrain          strain,
                                           BrgRisk            risk);
BrgContract  brg_contract_make_passed_out (void);
gboolean     brg_contract_is_strain_only  (const BrgContract *contract);
gboolean     brg_contract_equal           (const BrgContract *a,
                                           const BrgContract *b);
gboolean     brg_contract_from_pbn        (const char        *text,
                                           BrgContract       *contract);
char        *brg_contract_to_pbn          (const BrgContract *contract);
char        *brg_contract_to_display      (const BrgContract *contract);
guint        brg_contract_get_tricks_needed (const BrgContract *contract);

G_END_DECLS
