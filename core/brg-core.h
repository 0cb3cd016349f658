/* brg-core.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The umbrella header of the core library: the only one app/, the CLI and
 * the tests include.
 */

#pragma once

#include "brg-types.h"
#include "brg-enums.h"
#include "brg-error.h"
#include "brg-seat.h"
#include "brg-text.h"
#include "brg-card.h"
#include "brg-call.h"
#include "brg-input.h"
#include "brg-contract.h"
#include "brg-result.h"
#include "brg-score.h"
#include "brg-annotation.h"
#include "brg-commentary.h"
#include "brg-nag.h"
#include "brg-diagnostic.h"
#include "brg-deal.h"
#include "brg-deal-text.h"
#include "brg-dealer.h"
#include "brg-auction.h"
#include "brg-play.h"
#include "brg-board.h"
#include "brg-anchor.h"
#include "brg-event.h"
#include "brg-command.h"
#include "brg-history.h"
#include "brg-edits.h"
#include "brg-auction-edits.h"
#include "brg-play-edits.h"
#include "brg-annotation-edits.h"
#include "brg-deal-edits.h"
#include "brg-file-writer.h"
#include "brg-format.h"
#include "brg-import.h"
#include "brg-document.h"
#include "brg-article.h"
#include "brg-pbn-reader.h"
#include "brg-pbn-table.h"
#include "brg-pbn-tags.h"
#include "brg-pbn-writer.h"
#include "brg-rbn-reader.h"
#include "brg-rbn-writer.h"
#include "brg-replay.h"
#include "brg-dd-table.h"
#include "brg-dd-position.h"
#include "brg-solver.h"
#include "brg-dd-analysis.h"
#include "brg-rotate.h"
