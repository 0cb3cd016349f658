/* brg-error.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-error.h"

G_DEFINE_QUARK (brg-model-error-quark, brg_model_error)
