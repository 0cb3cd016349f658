/* brg-event-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Boards built when they are asked for. A big file's event need not hold
 * a hundred thousand boards of a kilobyte and more each: a reader that
 * can build any one of its boards again from the text it keeps gives the
 * event a source and a key for each board instead. brg_event_get_board()
 * builds a board the first time it is asked for; one nobody else holds
 * and nobody changed is given back a while later (see brg-event.c).
 */

#pragma once

#include "brg-event.h"

G_BEGIN_DECLS

typedef struct _BrgBoardSource BrgBoardSource;

struct _BrgBoardSource
{
  gatomicrefcount ref;

  /* Builds the board of @key again, as it was first read; never NULL. */
  BrgBoard *(*build)       (BrgBoardSource *source,
                            guint           key);
  /* Whether @board is still what @key builds: nothing in it was changed. */
  gboolean  (*is_pristine) (BrgBoardSource *source,
                            guint           key,
                            BrgBoard       *board);
  void      (*free)        (BrgBoardSource *source);
};

BrgBoardSource *_brg_board_source_ref    (BrgBoardSource *source);
void            _brg_board_source_unref  (BrgBoardSource *source);

void            _brg_event_append_lazy   (BrgEvent       *self,
                                          BrgBoardSource *source,
                                          guint           key);
void            _brg_event_make_lazy     (BrgEvent       *self,
                                          guint           position,
                                          BrgBoardSource *source,
                                          guint           key);
void            _brg_event_append_from   (BrgEvent       *self,
                                          BrgEvent       *from,
                                          guint           first,
                                          guint           n);
gboolean        _brg_event_has_source    (BrgEvent       *self);
BrgEvent       *_brg_event_snapshot      (BrgEvent       *self);
BrgBoard       *_brg_event_dup_board     (BrgEvent       *self,
                                          guint           position);
gboolean        _brg_event_is_built      (BrgEvent       *self,
                                          guint           position);
guint           _brg_event_get_n_built   (BrgEvent       *self);
void            _brg_event_set_keep_built (guint          n_boards);
void            _brg_event_release_unused (BrgEvent      *self);

G_END_DECLS
