/* brg-commentary.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"

G_BEGIN_DECLS

/**
 * BrgTextStyle:
 * @BRG_TEXT_PLAIN: no style
 * @BRG_TEXT_BOLD: `<b>`, `<strong>`
 * @BRG_TEXT_ITALIC: `<i>`, `<em>`
 * @BRG_TEXT_UNDERLINE: `<u>`
 * @BRG_TEXT_STRIKETHROUGH: `<s>`, `<strike>`, `<del>`
 * @BRG_TEXT_MONOSPACE: `<tt>`, `<code>`
 * @BRG_TEXT_SUPERSCRIPT: `<sup>`
 * @BRG_TEXT_SUBSCRIPT: `<sub>`
 *
 * The styles a run of commentary text takes from its markup.
 */
typedef enum
{
  BRG_TEXT_PLAIN         = 0,
  BRG_TEXT_BOLD          = 1 << 0,
  BRG_TEXT_ITALIC        = 1 << 1,
  BRG_TEXT_UNDERLINE     = 1 << 2,
  BRG_TEXT_STRIKETHROUGH = 1 << 3,
  BRG_TEXT_MONOSPACE     = 1 << 4,
  BRG_TEXT_SUPERSCRIPT   = 1 << 5,
  BRG_TEXT_SUBSCRIPT     = 1 << 6,
} BrgTextStyle;

/**
 * BrgTextRun:
 * @style: the run's style
 * @text: UTF-8 text with suit symbols (♠ ♥ ♦ ♣); `\n` is a line break the
 *   author asked for
 *
 * A stretch of commentary in one style.
 */
typedef struct
{
  BrgTextStyle  style;
  char         *text;
} BrgTextRun;

/**
 * BrgTextBlockKind:
 * @BRG_TEXT_BLOCK_PARAGRAPH: prose, to be wrapped to the reader's width
 * @BRG_TEXT_BLOCK_PREFORMATTED: text laid out in lines and columns (a hand
 *   diagram, a table), to be shown line for line in a fixed-width font
 *
 * What a block of commentary is.
 */
typedef enum
{
  BRG_TEXT_BLOCK_PARAGRAPH,
  BRG_TEXT_BLOCK_PREFORMATTED,
} BrgTextBlockKind;

/**
 * BrgTextBlock:
 * @kind: paragraph or preformatted
 * @runs: (element-type BrgTextRun): the block's text, run by run
 *
 * One paragraph of commentary, or one diagram.
 */
typedef struct
{
  BrgTextBlockKind  kind;
  GPtrArray        *runs;
} BrgTextBlock;

typedef struct _BrgCommentary BrgCommentary;

#define BRG_TYPE_COMMENTARY (brg_commentary_get_type ())

GType               brg_commentary_get_type         (void) G_GNUC_CONST;
BrgCommentary      *brg_commentary_new              (const char          *text);
BrgCommentary      *brg_commentary_new_for_comment  (const BrgComment    *comment);
BrgCommentary      *brg_commentary_ref              (BrgCommentary       *self);
void                brg_commentary_unref            (BrgCommentary       *self);
guint               brg_commentary_get_n_blocks     (const BrgCommentary *self);
const BrgTextBlock *brg_commentary_get_block        (const BrgCommentary *self,
                                                     guint                index);
char               *brg_commentary_dup_plain_text   (const BrgCommentary *self);
char               *brg_text_block_dup_plain_text   (const BrgTextBlock  *block);

gboolean            brg_comment_is_commentary       (const BrgComment    *comment);
gboolean            brg_commentary_line_ends_are_soft (const char        *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgCommentary, brg_commentary_unref)

G_END_DECLS
