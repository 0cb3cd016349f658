/* brg-event.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-board.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_EVENT (brg_event_get_type ())

G_DECLARE_FINAL_TYPE (BrgEvent, brg_event, BRG, EVENT, GObject)

BrgEvent     *brg_event_new             (void);

guint         brg_event_get_n_boards    (BrgEvent     *self);
BrgBoard     *brg_event_get_board       (BrgEvent     *self,
                                         guint         position);
void          brg_event_append          (BrgEvent     *self,
                                         BrgBoard     *board);
void          brg_event_append_boards   (BrgEvent     *self,
                                         BrgBoard * const *boards,
                                         guint         n_boards);
void          brg_event_insert          (BrgEvent     *self,
                                         guint         position,
                                         BrgBoard     *board);
void          brg_event_remove          (BrgEvent     *self,
                                         guint         position);
gboolean      brg_event_find            (BrgEvent     *self,
                                         BrgBoard     *board,
                                         guint        *position);

guint         brg_event_get_n_escapes   (BrgEvent     *self);
const char   *brg_event_get_escape      (BrgEvent     *self,
                                         guint         n);
void          brg_event_add_escape      (BrgEvent     *self,
                                         const char   *line);
void          brg_event_set_escape      (BrgEvent     *self,
                                         guint         n,
                                         const char   *line);
void          brg_event_remove_escape   (BrgEvent     *self,
                                         guint         n);

const char   *brg_event_get_source_encoding (BrgEvent *self);
void          brg_event_set_source_encoding (BrgEvent *self,
                                             const char *encoding);

G_END_DECLS
