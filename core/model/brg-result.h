/* brg-result.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgResult:
 * @tricks: declarer's tricks, when given without a side; else -1
 * @ns: North-South's tricks, when given; else -1
 * @ew: East-West's tricks, when given; else -1
 * @differs: the value began with `^`: the players agreed on a number of
 *   tricks that is not what the play gives
 *
 * A `Result` tag value (PBN §3.4.15) as it was written, a plain value.
 * Either @tricks is set, or one or both of @ns and @ew.
 */
typedef struct
{
  gint8    tricks;
  gint8    ns;
  gint8    ew;
  gboolean differs;
} BrgResult;

gboolean  brg_result_from_pbn             (const char      *text,
                                           BrgResult       *result);
int       brg_result_get_declarer_tricks  (const BrgResult *result,
                                           BrgSeat          declarer,
                                           guint            total_tricks);

G_END_DECLS
