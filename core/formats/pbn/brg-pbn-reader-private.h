/* brg-pbn-reader-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the three files of the PBN reader share:
 *
 *  - brg-pbn-reader.c: bytes to text, the diagnostics, layer 2 (the tokens
 *    of each game collected) and the public entry points;
 *  - brg-pbn-build.c: layer 3, a BrgBoard made of a collected game: tag
 *    values, inheritance (§4.8), commentary and consistency;
 *  - brg-pbn-sections.c: the auction and play sections (§3.5, §3.6) with
 *    their annotations and notes.
 *
 * Private to the reader.
 */

#pragma once

#include <string.h>

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-event.h"
#include "brg-pbn-lexer.h"
#include "brg-pbn-tags.h"
#include "brg-play.h"
#include "brg-read-task-private.h"

G_BEGIN_DECLS

/* Where the lexer stood before a game's first token: enough to read that
 * game again, alone (brg-pbn-lazy.c). */
typedef struct
{
  guint64  pos;
  guint64  end;                /* just past the game: the text read alone */
  guint    line;
  guint    column_bytes : 31;  /* pos less its line's start */
  guint    at_line_start : 1;
} BrgPbnStart;

typedef struct _BrgPbnSource BrgPbnSource;

/* A tag pair of the game being collected. */
typedef struct
{
  char    *name;         /* Owned */
  char    *value;        /* Owned: unescaped, not yet resolved (§4.8) */
  BrgPbnTagKind kind;
  int      pbn_index;    /* in the tags PBN defines (brg_pbn_tag_get_nth()), or -1 */
  guint    line;
  gsize    line_start;
  gsize    offset;
  gsize    end;          /* just past the tag pair's `]` */
  guint    value_line;
  gsize    value_line_start;
  gsize    value_offset;
  guint    first_item;   /* its tokens in Game.items */
  guint    n_items;
} RawTag;

typedef struct
{
  GArray   *tags;        /* of RawTag */
  GArray   *items;       /* of BrgPbnToken, after a tag */
  GArray   *leading;     /* of BrgPbnToken, before the first tag */
  guint     first_diagnostic;
  gboolean  errors;
  gboolean  too_many_tags;
} Game;

typedef struct
{
  char *name;            /* Owned */
  char *value;           /* Owned */
} Define;

typedef struct
{
  BrgPbnLexer  lexer;
  const char  *text;
  gsize        len;

  BrgEvent    *event;             /* Owned */
  GPtrArray   *diagnostics;       /* Owned, of BrgDiagnostic */
  guint        n_problems;
  guint        board_index;       /* 1-based index of the board being read */
  guint        max_boards;
  gboolean    *errors;            /* Borrowed: where an error marks its board */

  /* Column cache: diagnostics come mostly in increasing order. */
  gsize        column_line_start;
  gsize        column_offset;
  guint        column;

  gboolean     inheritance;       /* the text holds `"#`: track values */
  gboolean     flowed;            /* comments have soft line breaks */
  gboolean     snippet;           /* not a file: escapes go with the game */
  GHashTable  *last_values;       /* Owned: name → value, copies: a board read
                                   * may be another thread's already */
  GPtrArray   *defines;           /* Owned, of Define (##, §4.8) */

  BrgReadProgressFunc progress;   /* nullable: told of each board read */
  gpointer     progress_data;

  const char **shared_names;      /* Owned, of borrowed: each PBN tag's shared name */

  Game         game;
  GHashTable  *seen;              /* Owned: tag names of the board being built */

  BrgPbnStart   game_start;       /* of the game being collected */
  gsize         game_end;         /* where the game being ended ends */
  BrgPbnSource *source;           /* Owned, nullable: boards are let go once
                                   * read, and built again when asked for */
  gboolean      rebuilding;       /* reading one game again, alone */
} Reader;

typedef struct
{
  RawTag *raw;
  guint   position;      /* where it goes among the board's tags */
  int     section;       /* 0 identification, 1 auction, 2 play */
} PendingNote;

typedef struct
{
  Reader    *r;
  BrgBoard  *board;
  gboolean   errors;

  RawTag    *auction_raw;
  guint      auction_index;   /* of its tag in the board */
  RawTag    *play_raw;
  guint      play_index;
  RawTag    *dealer_raw;
  RawTag    *declarer_raw;
  RawTag    *contract_raw;
  RawTag    *result_raw;
  RawTag    *score_raw;

  GArray    *notes;           /* of PendingNote */

  gboolean   scan;            /* repeated tags found without r->seen */
  guint64    seen_known[2];   /* the PBN tags given, by brg_pbn_tag_get_nth() index */
} Build;

/* "" (inappropriate) or "?" (unknown), PBN §3.4. */
static inline gboolean
_brg_pbn_is_unknown (const char *value)
{
  return value[0] == '\0' || strcmp (value, "?") == 0;
}

/* brg-pbn-reader.c */
void               _brg_pbn_report_token        (Reader             *r,
                                                 BrgSeverity         severity,
                                                 const BrgPbnToken  *token,
                                                 gsize               offset,
                                                 const char         *code,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (6, 7);
void               _brg_pbn_report_value        (Reader             *r,
                                                 BrgSeverity         severity,
                                                 const RawTag       *tag,
                                                 const char         *code,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (5, 6);
void               _brg_pbn_report_tag          (Reader             *r,
                                                 BrgSeverity         severity,
                                                 const RawTag       *tag,
                                                 const char         *code,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (5, 6);

BrgBoard          *_brg_pbn_rebuild_board       (const char         *text,
                                                 gsize               len,
                                                 gboolean            flowed,
                                                 const BrgPbnStart  *start);

/* brg-pbn-lazy.c */
BrgPbnSource      *_brg_pbn_source_new          (GBytes             *text_bytes,
                                                 const char         *text,
                                                 gsize               len);
void               _brg_pbn_source_unref        (BrgPbnSource       *source);
void               _brg_pbn_source_compress     (BrgPbnSource       *source);
void               _brg_pbn_source_take_board   (BrgPbnSource       *source,
                                                 BrgEvent           *event,
                                                 guint               position,
                                                 const BrgPbnStart  *start,
                                                 gboolean            flowed);
gboolean           _brg_pbn_read_lazily         (gsize               len);

/* brg-pbn-build.c */
BrgComment        *_brg_pbn_comment_from_token  (Reader             *r,
                                                 const BrgPbnToken  *token);
gboolean           _brg_pbn_is_comment          (const BrgPbnToken  *token);
const BrgPbnToken *_brg_pbn_item_at             (Reader             *r,
                                                 const RawTag       *tag,
                                                 guint               i);
guint              _brg_pbn_first_data_item     (Reader             *r,
                                                 const RawTag       *tag);
GPtrArray         *_brg_pbn_comments_before_data (Reader            *r,
                                                 const RawTag       *tag,
                                                 guint               first_data);
void               _brg_pbn_report_stray_text   (Reader             *r,
                                                 const BrgPbnToken  *token);
void               _brg_pbn_report_lost_comment (Reader             *r,
                                                 const BrgPbnToken  *token);
void               _brg_pbn_build_board         (Reader             *r);

/* brg-pbn-sections.c */
BrgAuction        *_brg_pbn_build_auction       (Build              *b,
                                                 RawTag             *raw,
                                                 GPtrArray         **tag_comments);
BrgPlay           *_brg_pbn_build_play          (Build              *b,
                                                 RawTag             *raw,
                                                 GPtrArray         **tag_comments);

G_END_DECLS
