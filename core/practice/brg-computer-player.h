/* brg-computer-player.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-play-choice.h"
#include "brg-solver.h"

G_BEGIN_DECLS

/**
 * BrgComputerCard:
 * @seat: the seat that plays it
 * @card: the card
 * @reason: why
 * @tricks: the tricks @seat's side takes in the whole deal after @card,
 *   by double dummy; -1 when the card was chosen without the solver (a
 *   recorded or a forced card)
 * @best: the most tricks any card of @seat keeps; -1 as @tricks
 *
 * A card the computer chose, or suggests.
 */
typedef struct
{
  BrgSeat        seat;
  BrgCard        card;
  BrgPlayReason  reason;
  gint8          tricks;
  gint8          best;
} BrgComputerCard;

#define BRG_TYPE_COMPUTER_PLAYER (brg_computer_player_get_type ())

G_DECLARE_FINAL_TYPE (BrgComputerPlayer, brg_computer_player, BRG, COMPUTER_PLAYER, GObject)

BrgComputerPlayer *brg_computer_player_new          (BrgSolver           *solver);

BrgSolver         *brg_computer_player_get_solver   (BrgComputerPlayer   *self);
gboolean           brg_computer_player_get_at_random (BrgComputerPlayer  *self);
void               brg_computer_player_set_at_random (BrgComputerPlayer  *self,
                                                      gboolean            at_random);
guint64            brg_computer_player_get_seed     (BrgComputerPlayer   *self);
void               brg_computer_player_set_seed     (BrgComputerPlayer   *self,
                                                     guint64              seed);
guint64            brg_computer_player_get_stream   (BrgComputerPlayer   *self);
void               brg_computer_player_set_stream   (BrgComputerPlayer   *self,
                                                     guint64              stream);

void               brg_computer_player_choose_async (BrgComputerPlayer   *self,
                                                     BrgBoard            *board,
                                                     BrgPlay             *play,
                                                     BrgPlay             *recorded,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean           brg_computer_player_choose_finish (BrgComputerPlayer  *self,
                                                      GAsyncResult       *result,
                                                      BrgComputerCard    *card,
                                                      GError            **error);

void               brg_computer_player_hint_async   (BrgComputerPlayer   *self,
                                                     BrgBoard            *board,
                                                     BrgPlay             *play,
                                                     BrgPlay             *recorded,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean           brg_computer_player_hint_finish  (BrgComputerPlayer   *self,
                                                     GAsyncResult        *result,
                                                     BrgComputerCard     *card,
                                                     GError             **error);

gboolean           brg_play_follows_recorded        (BrgPlay             *play,
                                                     BrgPlay             *recorded,
                                                     BrgCard             *next);

G_END_DECLS
