/* brg-strings-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Strings that many tags hold, stored once for the whole program. The
 * model shares its own short values (seats, vulnerabilities, results,
 * contracts); a format shares its vocabulary (the PBN tag names of
 * brg-pbn-tags.c) with _brg_strings_share(). Private to the core.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void         _brg_strings_share     (const char * const *strings,
                                     gsize               n_strings);
const char  *_brg_strings_lookup    (const char         *string);
gboolean     _brg_strings_is_shared (const char         *string);

G_END_DECLS
