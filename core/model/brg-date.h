/* brg-date.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char     *brg_date_to_pbn   (guint        year,
                             guint        month,
                             guint        day);
gboolean  brg_date_from_pbn (const char  *text,
                             guint       *year,
                             guint       *month,
                             guint       *day);

G_END_DECLS
