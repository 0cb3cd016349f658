/* brg-rbn-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the RBN reader and writer share (brg-rbn-map*.c): the items of a
 * record, the repetition rules of RBN 3.2 ("General Database Rules"), and
 * the mapping of every label onto the model, both ways. The mapping is
 * documented in docs/rbn-pbn-mapping.md.
 */

#pragma once

#include "brg-board.h"
#include "brg-types.h"

G_BEGIN_DECLS

/* The labels in the order RBN output writes them. */
#define BRG_RBN_LABELS    "DTLEFSKNBHACPRMI"
#define BRG_RBN_N_LABELS  16

/* RBN 3.2 "File Signature and Limits": the largest record. */
#define BRG_RBN_MAX_RECORD 16384

typedef enum
{
  BRG_RBN_LABEL_D,
  BRG_RBN_LABEL_T,
  BRG_RBN_LABEL_L,
  BRG_RBN_LABEL_E,
  BRG_RBN_LABEL_F,
  BRG_RBN_LABEL_S,
  BRG_RBN_LABEL_K,
  BRG_RBN_LABEL_N,
  BRG_RBN_LABEL_B,
  BRG_RBN_LABEL_H,
  BRG_RBN_LABEL_A,
  BRG_RBN_LABEL_C,
  BRG_RBN_LABEL_P,
  BRG_RBN_LABEL_R,
  BRG_RBN_LABEL_M,
  BRG_RBN_LABEL_I,
} BrgRbnLabel;

/* One line of an RBN record, or one `x{…}` item of an RBX record. */
typedef enum
{
  BRG_RBN_ITEM_LABEL,    /* a label line; data NULL for a null label */
  BRG_RBN_ITEM_NOTE,     /* a note 0–9; label is the digit */
  BRG_RBN_ITEM_TEXT,     /* a {free text} paragraph, line breaks as \n */
  BRG_RBN_ITEM_ESCAPE,   /* a % line: the text after the % */
} BrgRbnItemKind;

typedef struct
{
  BrgRbnItemKind  kind;
  char            label;
  char           *data;      /* Owned, nullable */
  guint           line;
  guint           column;    /* of the data */
} BrgRbnItem;

void           _brg_rbn_item_clear        (gpointer            item);

gboolean       _brg_rbn_escape_is_format_marker (const char *escape);

int            _brg_rbn_label_index       (char                letter);
gboolean       _brg_rbn_label_repeats     (guint               label);
guint          _brg_rbn_label_max_length  (guint               label);
const char    *_brg_rbn_label_raw_tag     (guint               label);
const char * const *_brg_rbn_label_tags   (guint               label);
int            _brg_rbn_tag_label         (const char         *name);
gboolean       _brg_rbn_is_raw_tag        (const char         *name);

/* Where the diagnostics of one record go. */
typedef struct
{
  GPtrArray  *diagnostics;   /* Borrowed, nullable: nothing is reported */
  guint       board;
  guint       line;
  guint       column;
  gboolean    errors;
} BrgRbnDiag;

void           _brg_rbn_report            (BrgRbnDiag         *diag,
                                           BrgSeverity         severity,
                                           guint               offset,
                                           const char         *code,
                                           const char         *format,
                                           ...) G_GNUC_PRINTF (5, 6);

/* The repetition rules: what an absent label of a record means. */
typedef struct _BrgRbnRepeat BrgRbnRepeat;

BrgRbnRepeat  *_brg_rbn_repeat_new        (void);
void           _brg_rbn_repeat_free       (BrgRbnRepeat       *repeat);
const char    *_brg_rbn_repeat_expected   (BrgRbnRepeat       *repeat,
                                           guint               label,
                                           const char         *teams);
void           _brg_rbn_repeat_commit     (BrgRbnRepeat       *repeat,
                                           char * const       *values);

/* Records to boards, keeping the repetition state from record to record. */
typedef struct _BrgRbnBuilder BrgRbnBuilder;

BrgRbnBuilder *_brg_rbn_builder_new       (GPtrArray          *diagnostics);
void           _brg_rbn_builder_free      (BrgRbnBuilder      *builder);
BrgBoard      *_brg_rbn_builder_build     (BrgRbnBuilder      *builder,
                                           const BrgRbnItem   *items,
                                           guint               n_items,
                                           guint               board_index);

/* A note line the writer puts after the A or P label. */
typedef struct
{
  guint  index;
  char  *text;             /* Owned */
} BrgRbnNoteLine;

void           _brg_rbn_note_line_free    (gpointer            line);

char          *_brg_rbn_format_label      (BrgBoard           *board,
                                           guint               label,
                                           GPtrArray          *notes,
                                           GPtrArray          *losses);
void           _brg_rbn_compare_label     (BrgBoard           *board,
                                           BrgBoard           *again,
                                           guint               label,
                                           GPtrArray          *losses);
char          *_brg_rbn_board_name        (BrgBoard           *board,
                                           guint               index);

G_END_DECLS
