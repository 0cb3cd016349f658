/* brg-pbn-tags.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BrgPbnTagKind:
 * @BRG_PBN_TAG_KIND_OTHER: a tag PBN does not define: kept verbatim, and
 *   data after it is its section
 * @BRG_PBN_TAG_KIND_TEXT: a tag whose value has no syntax
 * @BRG_PBN_TAG_KIND_TABLE: a supplemental section table (PBN §5)
 * @BRG_PBN_TAG_KIND_DATE: `YYYY.MM.DD`, `?` for unknown digits (§3.4.3)
 * @BRG_PBN_TAG_KIND_BOARD: a positive integer (§3.4.4)
 * @BRG_PBN_TAG_KIND_DEALER: a seat (§3.4.9)
 * @BRG_PBN_TAG_KIND_VULNERABLE: a vulnerability (§3.4.10)
 * @BRG_PBN_TAG_KIND_DEAL: the cards (§3.4.11)
 * @BRG_PBN_TAG_KIND_SCORING: fields separated by `;` (§3.4.12)
 * @BRG_PBN_TAG_KIND_DECLARER: a seat, `^` and a seat, or empty (§3.4.13)
 * @BRG_PBN_TAG_KIND_CONTRACT: a contract or `Pass` (§3.4.14)
 * @BRG_PBN_TAG_KIND_RESULT: tricks, by declarer or by side (§3.4.15)
 * @BRG_PBN_TAG_KIND_AUCTION: the auction section (§3.5)
 * @BRG_PBN_TAG_KIND_PLAY: the play section (§3.6)
 * @BRG_PBN_TAG_KIND_NOTE: `<number>:<text>` (§3.5.5, §3.6.5)
 * @BRG_PBN_TAG_KIND_SCORE: integer points, by side (§4.2.1)
 * @BRG_PBN_TAG_KIND_SCORE_DECIMAL: decimal points, by side (§4.2.2, §4.2.3)
 * @BRG_PBN_TAG_KIND_SCORE_PERCENT: a percentage, by side (§4.2.4)
 * @BRG_PBN_TAG_KIND_SCORE_RUBBER: `<we>/<they>`, by side (§4.2.5)
 * @BRG_PBN_TAG_KIND_OPTIMUM_SCORE: integer points, by side only (§4.3)
 * @BRG_PBN_TAG_KIND_HIDDEN: seats, each once (§4.1.6)
 * @BRG_PBN_TAG_KIND_ROUND: name characters in parts separated by `.`
 *   (§4.4.4)
 * @BRG_PBN_TAG_KIND_TIME: `HH:MM:SS` (§4.5.1)
 * @BRG_PBN_TAG_KIND_NUMBER: a number (Table, TimeCall, TimeCard)
 *
 * What a tag's value is, and so how it is read, checked and written.
 */
typedef enum
{
  BRG_PBN_TAG_KIND_OTHER,
  BRG_PBN_TAG_KIND_TEXT,
  BRG_PBN_TAG_KIND_TABLE,
  BRG_PBN_TAG_KIND_DATE,
  BRG_PBN_TAG_KIND_BOARD,
  BRG_PBN_TAG_KIND_DEALER,
  BRG_PBN_TAG_KIND_VULNERABLE,
  BRG_PBN_TAG_KIND_DEAL,
  BRG_PBN_TAG_KIND_SCORING,
  BRG_PBN_TAG_KIND_DECLARER,
  BRG_PBN_TAG_KIND_CONTRACT,
  BRG_PBN_TAG_KIND_RESULT,
  BRG_PBN_TAG_KIND_AUCTION,
  BRG_PBN_TAG_KIND_PLAY,
  BRG_PBN_TAG_KIND_NOTE,
  BRG_PBN_TAG_KIND_SCORE,
  BRG_PBN_TAG_KIND_SCORE_DECIMAL,
  BRG_PBN_TAG_KIND_SCORE_PERCENT,
  BRG_PBN_TAG_KIND_SCORE_RUBBER,
  BRG_PBN_TAG_KIND_OPTIMUM_SCORE,
  BRG_PBN_TAG_KIND_HIDDEN,
  BRG_PBN_TAG_KIND_ROUND,
  BRG_PBN_TAG_KIND_TIME,
  BRG_PBN_TAG_KIND_NUMBER,
} BrgPbnTagKind;

/* The Mandatory Tag Set (PBN §3.4): 15 tags, in export order. */
#define BRG_PBN_N_MANDATORY 15

/**
 * BrgPbnTag:
 * @name: the tag name, as PBN spells it
 * @kind: what its value is
 * @mandatory: its place in the Mandatory Tag Set (PBN §3.4), 0 to 14, or
 *   -1 for a supplemental tag
 *
 * A tag PBN 2.1 defines.
 */
typedef struct
{
  const char    *name;
  BrgPbnTagKind  kind;
  int            mandatory;
} BrgPbnTag;

void             brg_pbn_tags_init           (void);
const BrgPbnTag *brg_pbn_tag_lookup          (const char    *name);
BrgPbnTagKind    brg_pbn_tag_get_kind        (const char    *name);
const BrgPbnTag *brg_pbn_tag_get_mandatory   (guint          position);
const BrgPbnTag *brg_pbn_tag_get_nth         (guint          n);
guint            brg_pbn_tag_get_n_tags      (void);
gboolean         brg_pbn_tag_kind_may_inherit (BrgPbnTagKind kind);

gboolean         brg_pbn_tag_value_is_valid  (BrgPbnTagKind  kind,
                                              const char    *value);
gboolean         brg_pbn_note_from_value     (const char    *value,
                                              guint         *index,
                                              const char   **text);

G_END_DECLS
