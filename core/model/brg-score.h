/* brg-score.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-contract.h"
#include "brg-types.h"

G_BEGIN_DECLS

int               brg_score_duplicate           (const BrgContract *contract,
                                                 guint              tricks,
                                                 gboolean           vulnerable);
int               brg_score_to_imps             (int                difference);
double            brg_score_matchpoints         (int                score,
                                                 const int         *others,
                                                 guint              n_others);
double            brg_score_percentage          (int                score,
                                                 const int         *others,
                                                 guint              n_others);
gboolean          brg_score_from_pbn            (const char        *text,
                                                 BrgSide            declarer_side,
                                                 int               *ns_score);

BrgSeat           brg_board_number_get_dealer        (guint number);
BrgVulnerability  brg_board_number_get_vulnerability (guint number);

G_END_DECLS
