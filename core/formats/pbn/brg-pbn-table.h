/* brg-pbn-table.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-board.h"

G_BEGIN_DECLS

#define BRG_TYPE_PBN_TABLE (brg_pbn_table_get_type ())

/**
 * BrgPbnColumnOrder:
 * @BRG_PBN_COLUMN_ORDER_NONE: the rows are in no stated order
 * @BRG_PBN_COLUMN_ORDER_DESCENDING: `+`: highest value in the first row
 * @BRG_PBN_COLUMN_ORDER_ASCENDING: `-`: lowest value in the first row
 *
 * The order mark of a column name (PBN §5.2).
 */
typedef enum
{
  BRG_PBN_COLUMN_ORDER_NONE,
  BRG_PBN_COLUMN_ORDER_DESCENDING,
  BRG_PBN_COLUMN_ORDER_ASCENDING,
} BrgPbnColumnOrder;

/**
 * BrgPbnAlignment:
 * @BRG_PBN_ALIGNMENT_NONE: no alignment given; padded after the element
 * @BRG_PBN_ALIGNMENT_LEFT: `L`: extra spaces after the element
 * @BRG_PBN_ALIGNMENT_RIGHT: `R`: extra spaces before the element
 *
 * The alignment of a column with a minimum width (PBN §5.2).
 */
typedef enum
{
  BRG_PBN_ALIGNMENT_NONE,
  BRG_PBN_ALIGNMENT_LEFT,
  BRG_PBN_ALIGNMENT_RIGHT,
} BrgPbnAlignment;

/**
 * BrgPbnColumn:
 * @name: the column name without order mark and width, such as `Rank`
 * @order: the order mark
 * @width: the minimum width of the column's elements, 0 for none
 * @alignment: the alignment within @width
 *
 * One column of a table, parsed from its column name token (PBN §3.2, §5.2).
 */
typedef struct
{
  char              *name;
  BrgPbnColumnOrder  order;
  guint              width;
  BrgPbnAlignment    alignment;
} BrgPbnColumn;

/**
 * BrgPbnTable:
 *
 * A supplemental section table (PBN §5.2): columns described by the tag
 * value and rows of table elements taken from the section data. Elements
 * are kept as the tokens that were written: a string token with its
 * quotes and escapes, a section token as it is.
 */
typedef struct _BrgPbnTable BrgPbnTable;

GType               brg_pbn_table_get_type        (void) G_GNUC_CONST;
BrgPbnTable        *brg_pbn_table_new             (const char          *columns,
                                                   GError             **error);
BrgPbnTable        *brg_pbn_table_new_from_section (const char         *columns,
                                                   const char * const  *lines,
                                                   guint                n_lines,
                                                   GError             **error);
BrgPbnTable        *brg_pbn_table_new_from_tag    (const BrgTag        *tag,
                                                   GError             **error);
BrgPbnTable        *brg_pbn_table_copy            (const BrgPbnTable   *table);
void                brg_pbn_table_free            (BrgPbnTable         *table);

guint               brg_pbn_table_get_n_columns   (const BrgPbnTable   *table);
const BrgPbnColumn *brg_pbn_table_get_column      (const BrgPbnTable   *table,
                                                   guint                column);
int                 brg_pbn_table_find_column     (const BrgPbnTable   *table,
                                                   const char          *name);
guint               brg_pbn_table_get_n_rows      (const BrgPbnTable   *table);
const char         *brg_pbn_table_get_token       (const BrgPbnTable   *table,
                                                   guint                row,
                                                   guint                column);
char               *brg_pbn_table_dup_value       (const BrgPbnTable   *table,
                                                   guint                row,
                                                   guint                column);
void                brg_pbn_table_append_row      (BrgPbnTable         *table,
                                                   const char * const  *values);

char               *brg_pbn_table_format_columns  (const BrgPbnTable   *table);
GPtrArray          *brg_pbn_table_format_rows     (const BrgPbnTable   *table);

gboolean            brg_pbn_is_table_name         (const char          *tag_name);
gboolean            brg_pbn_split_section_line    (const char          *line,
                                                   GPtrArray           *tokens,
                                                   GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgPbnTable, brg_pbn_table_free)

G_END_DECLS
