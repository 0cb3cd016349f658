/* brg-rbn-map-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the files of the RBN mapping share (brg-rbn-private.h is what the
 * reader and writer see of it). The mapping is split by label:
 *
 *   brg-rbn-map.c          the labels, diagnostics, repetition, helpers
 *                          and the dispatch over all labels
 *   brg-rbn-map-text.c     D T L E S F K N B I
 *   brg-rbn-map-hands.c    H
 *   brg-rbn-map-tokens.c   calls and plays as tokens, note numbering
 *   brg-rbn-map-auction.c  A and C
 *   brg-rbn-map-play.c     P
 *   brg-rbn-map-result.c   R and M
 *   brg-rbn-map-records.c  records into boards (the reader's side)
 *   brg-rbn-map-losses.c   what a conversion to RBN changed (the writer's)
 *
 * Each label file parses its label's data (apply), formats it from the
 * model (format) and, for the labels with a syntax of their own, gives
 * the canonical form of RBN text (canon), all with the same parsers and
 * emitters.
 */

#pragma once

#include "brg-annotation.h"
#include "brg-board.h"
#include "brg-rbn-private.h"

G_BEGIN_DECLS

/* The note of the model that stands for RBN's `*` (conventional, no
 * explanation): an empty note above RBN's 1–9, so that PBN keeps it as an
 * alert whose text is not given. */
#define BRG_RBN_STAR_NOTE 10

/* Notes of a board that has no auction or play to hold them. */
#define BRG_RBN_NOTE_TAG "RbnNote"

/* What earlier labels of a record said that later ones need. */
typedef struct
{
  BrgSeat  leader;     /* the first leader C gave, for P */
  BrgSeat  dealer;     /* A's dealer, the first hand of the Deal tag */
} BrgRbnContext;

/* A call or a card as written in A or P, with its notations. */
typedef struct
{
  char       text[4];   /* as written: "1S", "P", "CK", "9", "S-", "Y" … */
  BrgSuffix  suffix;
  guint8     note;      /* ^1 … ^9, 0 for none */
  gboolean   star;      /* `*`: conventional, no explanation */
  guint      offset;    /* in the label's data */
} BrgRbnToken;

/* Numbers the notes of an auction or a play for RBN, which has only 1–9:
 * notes 1–9 keep their numbers; the others take the free ones in the
 * order they are referred to; an empty note, or one that finds no free
 * number, is written as `*`. */

typedef struct
{
  GHashTable *map;       /* model index → RBN index, 0 for `*` */
  gboolean    used[10];
} BrgRbnNoteMap;

/* Tricks by declarer (BrgSeat) and strain in RBN's order N S H D C;
 * -1 where unknown. */
typedef struct
{
  int v[4][5];
} BrgRbnMakes;

/* RBN's strain letters, in the order of BrgStrain. */
extern const char _brg_rbn_strain_letters[];

/* Shared by the labels (brg-rbn-map.c) */
gboolean       _brg_rbn_is_unknown            (const char *value);
const char    *_brg_rbn_tag_value             (BrgBoard   *board,
                                               const char *name);
void           _brg_rbn_set_tag               (BrgBoard   *board,
                                               const char *name,
                                               const char *value);
int            _brg_rbn_anchor_index          (BrgBoard *board,
                                               guint     label);
char          *_brg_rbn_ascii_upper           (const char *data);
GPtrArray     *_brg_rbn_split_fields          (const char *data,
                                               gboolean    escaped);
const char    *_brg_rbn_field_at              (GPtrArray *fields,
                                               guint      i);
void           _brg_rbn_append_escaped        (GString    *out,
                                               const char *text);
char          *_brg_rbn_join_fields           (const char **fields,
                                               guint        n_fields);
gboolean       _brg_rbn_seat_from_char        (char     c,
                                               BrgSeat *seat);
gboolean       _brg_rbn_strain_from_char      (char       c,
                                               BrgStrain *strain);
gboolean       _brg_rbn_suit_from_char        (char     c,
                                               BrgSuit *suit);
gboolean       _brg_rbn_is_digits             (const char *p,
                                               gsize       len);
void           _brg_rbn_apply_label           (BrgBoard      *board,
                                               guint          label,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
char          *_brg_rbn_format_plain          (BrgBoard  *board,
                                               guint      label,
                                               GPtrArray *notes,
                                               GPtrArray *losses);
char          *_brg_rbn_canon_label           (guint       label,
                                               const char *data);

/* D T L E S F K N B I (brg-rbn-map-text.c) */
gboolean       _brg_rbn_date_from_tag         (const char *value,
                                               char        date[8]);
gboolean       _brg_rbn_time_from_tag         (const char *value,
                                               char        time[6]);
void           _brg_rbn_apply_text            (BrgBoard      *board,
                                               guint          label,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
char          *_brg_rbn_format_text           (BrgBoard *board,
                                               guint     label);

/* H (brg-rbn-map-hands.c) */
gboolean       _brg_rbn_hidden_from_tag       (BrgBoard *board,
                                               gboolean  hidden[4]);
char          *_brg_rbn_format_hands          (BrgBoard *board);
char          *_brg_rbn_canon_hands           (const char *data);
void           _brg_rbn_apply_hands           (BrgBoard      *board,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);

/* Calls and plays as tokens (brg-rbn-map-tokens.c) */
gboolean       _brg_rbn_parse_notation        (const char **pp,
                                               BrgRbnToken *token);
void           _brg_rbn_append_notation       (GString           *out,
                                               const BrgRbnToken *token);
gboolean       _brg_rbn_token_is_plain        (const BrgRbnToken *token);
BrgAnnotation *_brg_rbn_token_annotation      (const BrgRbnToken *token);
void           _brg_rbn_note_map_init         (BrgRbnNoteMap *map);
void           _brg_rbn_note_map_clear        (BrgRbnNoteMap *map);
void           _brg_rbn_note_map_build        (BrgRbnNoteMap   *map,
                                               BrgSection      *section,
                                               const char      *what,
                                               GPtrArray       *losses);
void           _brg_rbn_token_from_annotation (BrgRbnToken         *token,
                                               const BrgAnnotation *annotation,
                                               guint8               suffix_base,
                                               BrgRbnNoteMap       *map,
                                               const char          *where,
                                               GPtrArray           *losses);
void           _brg_rbn_note_lines_from_map   (BrgRbnNoteMap       *map,
                                               BrgSection          *section,
                                               GPtrArray           *lines);

/* A and C (brg-rbn-map-auction.c) */
char          *_brg_rbn_canon_auction         (const char *data);
void           _brg_rbn_apply_auction         (BrgBoard      *board,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
char           _brg_rbn_vul_char              (BrgBoard *board);
char          *_brg_rbn_format_auction        (BrgBoard  *board,
                                               GPtrArray *notes,
                                               GPtrArray *losses);
void           _brg_rbn_apply_contract        (BrgBoard      *board,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
gboolean       _brg_rbn_board_contract        (BrgBoard    *board,
                                               BrgContract *contract,
                                               BrgSeat     *declarer);
char          *_brg_rbn_format_contract       (BrgBoard *board);

/* P (brg-rbn-map-play.c) */
char          *_brg_rbn_canon_play            (const char *data);
void           _brg_rbn_apply_play            (BrgBoard      *board,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
char          *_brg_rbn_format_play           (BrgBoard  *board,
                                               GPtrArray *notes,
                                               GPtrArray *losses);

/* R and M (brg-rbn-map-result.c) */
void           _brg_rbn_apply_result          (BrgBoard      *board,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
char          *_brg_rbn_ns_value              (BrgBoard   *board,
                                               const char *name);
char          *_brg_rbn_ns_percentage         (BrgBoard *board);
char          *_brg_rbn_format_result         (BrgBoard *board);
void           _brg_rbn_apply_makes           (BrgBoard      *board,
                                               const char    *data,
                                               BrgRbnContext *ctx,
                                               BrgRbnDiag    *diag);
gboolean       _brg_rbn_makes_from_board      (BrgBoard    *board,
                                               BrgRbnMakes *m);
char          *_brg_rbn_format_makes          (BrgBoard *board);

G_END_DECLS
