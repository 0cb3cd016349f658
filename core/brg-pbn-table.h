/* brg-pbn-table.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"

G_BEGIN_DECLS

/* Supplemental section tables (PBN §5); API defined by its implementation. */

G_END_DECLS
