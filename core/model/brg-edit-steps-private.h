/* brg-edit-steps-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the board-level edits (brg-auction-edits.h, brg-play-edits.h,
 * brg-annotation-edits.h) are made of: a command that runs a function
 * doing smaller commands, the steps, and reverts them in reverse order; the
 * smaller commands themselves; and the tags that follow the auction and
 * the play. The rules for note numbers are brg-section-private.h's.
 */

#pragma once

#include "brg-board.h"
#include "brg-command.h"
#include "brg-anchor.h"

G_BEGIN_DECLS

/* Does the edit by performing steps with _brg_steps_do(); on failure the
 * steps done so far are reverted for it. */
typedef gboolean (*BrgStepsFunc)      (gpointer    data,
                                       GPtrArray  *steps,
                                       GError    **error);
/* Takes the newer edit's parameters into @data, as for BrgCommandMergeFunc;
 * the steps are taken over by the steps command itself. */
typedef gboolean (*BrgStepsMergeFunc) (gpointer    data,
                                       gpointer    newer_data);

BrgCommand *_brg_steps_command_new       (const char        *label,
                                          BrgStepsFunc       run,
                                          gpointer           data,
                                          GDestroyNotify     destroy);
BrgCommand *_brg_steps_command_new_merging (const char     *label,
                                            const char     *key,
                                            BrgStepsFunc    run,
                                            BrgStepsMergeFunc merge,
                                            gpointer        data,
                                            GDestroyNotify  destroy);
gboolean    _brg_steps_do                (GPtrArray         *steps,
                                          BrgCommand        *command,
                                          GError           **error);

BrgCommand *_brg_edit_restore_section    (BrgSection        *section,
                                          BrgSection        *target);
BrgCommand *_brg_edit_set_section        (BrgBoard          *board,
                                          BrgSectionKind     kind,
                                          BrgSection        *section);
BrgCommand *_brg_edit_set_comments       (BrgBoard          *board,
                                          const BrgAnchor   *anchor,
                                          GPtrArray         *comments);

/* The Contract, Declarer and Result tags before an edit, and whether they
 * agree with the auction and the play, so that they may follow them. */
typedef struct
{
  gboolean     known;             /* the auction is complete */
  BrgContract  contract;
  BrgSeat      declarer;
  gboolean     contract_follows;
  gboolean     declarer_follows;
  gboolean     swapped;           /* the Declarer tag has `^` */
  int          tricks;            /* declarer's, when the play is over */
  gboolean     result_follows;
  /* What the play's cards are read under (see _brg_check_play_contract()) */
  gboolean     board_known;       /* brg_board_get_contract() */
  BrgContract  board_contract;
  int          play_strain;       /* a BrgStrain, or -1 when unknown */
  BrgSeat      play_declarer;
} BrgFollow;

gboolean    _brg_tag_value_is_unknown    (const char        *value);
void        _brg_follow_capture          (BrgFollow         *follow,
                                          BrgBoard          *board);
gboolean    _brg_follow_auction          (const BrgFollow   *before,
                                          BrgBoard          *board,
                                          GPtrArray         *steps,
                                          GError           **error);
gboolean    _brg_check_play_contract     (const BrgFollow   *before,
                                          BrgBoard          *board,
                                          GError           **error);
gboolean    _brg_follow_play             (const BrgFollow   *before,
                                          BrgBoard          *board,
                                          GPtrArray         *steps,
                                          GError           **error);

G_END_DECLS
