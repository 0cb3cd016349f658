/* brg-file-writer-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For tests only: not part of the core's API.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void  _brg_write_file_set_anonymous (gboolean allowed);

G_END_DECLS
