/* brg-lin-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the LIN reader and writer share: the tokens of a file, the text
 * codec (percent escapes, `+`, suit escapes), the commands that a board's
 * commentary keeps as PGN supplement commands (`[%pg]`, `[%sk n]` …), and
 * the canonical form of each heading command, so that the reader knows
 * when a command was written in a form the writer would not give back.
 * The mapping is documented in docs/lin-pbn-mapping.md.
 */

#pragma once

#include "brg-board.h"
#include "brg-types.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------ */
/* Tokens                                                               */

typedef enum
{
  BRG_LIN_TOKEN_COMMAND,   /* `xx|value|` */
  BRG_LIN_TOKEN_COMMENT,   /* a `%` line: the value is the text after `%` */
  BRG_LIN_TOKEN_JUNK,      /* text that is no command: the value is that text */
} BrgLinTokenKind;

typedef enum
{
  BRG_LIN_TOKEN_FLAG_NONE         = 0,
  BRG_LIN_TOKEN_FLAG_NO_BARS      = 1 << 0,  /* `st` then a line end: no `|…|` */
  BRG_LIN_TOKEN_FLAG_UNTERMINATED = 1 << 1,  /* the value has no closing `|` */
} BrgLinTokenFlags;

/* One command of a file. Offsets are into the UTF-8 text; the value is
 * raw, as the file has it (percent escapes, line ends and all). */
typedef struct
{
  guint8   kind;
  guint8   flags;
  char     name[3];       /* the command, lower case, NUL-terminated */
  guint32  offset;        /* of the command's first character */
  guint32  value;         /* offset of the value */
  guint32  length;        /* of the value */
  guint32  line;          /* 1-based line of offset */
  guint32  line_start;    /* offset of that line's first character */
} BrgLinToken;

/* The most boards (the largest file is the loader's BRG_MAX_FILE_SIZE). */
#define BRG_LIN_MAX_BOARDS     200000

typedef struct
{
  GArray    *tokens;      /* of BrgLinToken */
  gboolean   form_encoded; /* no spaces anywhere, `+` between words: a URL's text */
} BrgLinLexResult;

void         _brg_lin_lex                 (const char        *text,
                                           gsize              length,
                                           BrgLinLexResult   *result);

#define BRG_LIN_NAME_IS(token, two) \
  ((token)->name[0] == (two)[0] && (token)->name[1] == (two)[1] && (token)->name[2] == '\0')

gboolean     _brg_lin_command_is_known    (const char        *name);
gboolean     _brg_lin_command_is_text     (const char        *name);

/* ------------------------------------------------------------------ */
/* Text                                                                 */

typedef enum
{
  BRG_LIN_DECODE_NONE          = 0,
  BRG_LIN_DECODE_KEEP_NEWLINES = 1 << 0,  /* line ends are line breaks (nt, at, mn) */
  BRG_LIN_DECODE_PLUS          = 1 << 1,  /* `+` is a space (a form-encoded file) */
  BRG_LIN_DECODE_SUITS         = 1 << 2,  /* `!S`, `@S` become `\S` */
} BrgLinDecodeFlags;

char        *_brg_lin_decode              (const char        *raw,
                                           gsize              length,
                                           BrgLinDecodeFlags  flags);

typedef enum
{
  BRG_LIN_ENCODE_NONE   = 0,
  BRG_LIN_ENCODE_COMMA  = 1 << 0,  /* `,` separates the items of the value */
  BRG_LIN_ENCODE_PLUS   = 1 << 1,  /* `+` as %2B */
  BRG_LIN_ENCODE_SUITS  = 1 << 2,  /* `\S` becomes `!S` */
} BrgLinEncodeFlags;

void         _brg_lin_encode              (GString           *out,
                                           const char        *text,
                                           BrgLinEncodeFlags  flags);

/* The argument of a command kept in commentary: the raw value with `]`,
 * `}`, line ends and the `%` before those escaped, and back. */
void         _brg_lin_arg_escape          (GString           *out,
                                           const char        *raw,
                                           gsize              length);
char        *_brg_lin_arg_unescape        (const char        *arg,
                                           gsize              length);

/* ------------------------------------------------------------------ */
/* Commentary                                                           */

/* One piece of a comment's text: plain text, or a `[%name args]` command. */
typedef struct
{
  gboolean     command;
  const char  *text;        /* the plain text, or the command's name */
  gsize        text_length;
  const char  *args;        /* nullable: the command's argument, escaped */
  gsize        args_length;
} BrgLinItem;

gboolean     _brg_lin_next_item           (const char       **cursor,
                                           BrgLinItem        *item);

/* The marker of a call that was alerted (`!`) and explained (`an`). */
#define BRG_LIN_ALERT_MARKER "[%alert]"
/* The command that keeps a heading command written in another form. */
#define BRG_LIN_KEPT_COMMAND "lin"

/* ------------------------------------------------------------------ */
/* Headings                                                             */

/* The seats in LIN's order: South, West, North, East. */
extern const BrgSeat _brg_lin_seats[4];

gboolean     _brg_lin_starts_deal         (const char        *raw,
                                           gsize              length);
gboolean     _brg_lin_parse_deal          (const char        *raw,
                                           gsize              length,
                                           BrgSeat           *dealer,
                                           BrgCardSet         hands[4],
                                           gboolean           known[4],
                                           guint             *bad,
                                           GError           **error);
void         _brg_lin_format_deal         (GString           *out,
                                           BrgSeat            dealer,
                                           const BrgCardSet   hands[4],
                                           const gboolean     known[4]);
gboolean     _brg_lin_parse_vulnerability (const char        *raw,
                                           gsize              length,
                                           BrgVulnerability  *vulnerability);
const char  *_brg_lin_format_vulnerability (BrgVulnerability  vulnerability);
gboolean     _brg_lin_parse_seats         (const char        *raw,
                                           gsize              length,
                                           gboolean           seats[4]);
void         _brg_lin_format_seats        (GString           *out,
                                           const gboolean     seats[4]);
gboolean     _brg_lin_parse_board_heading (const char        *text,
                                           guint             *number);
gboolean     _brg_lin_parse_room          (const char        *raw,
                                           gsize              length,
                                           char              *room,
                                           guint             *number);
char       **_brg_lin_split_names         (const char        *raw,
                                           gsize              length,
                                           BrgLinDecodeFlags  flags);
void         _brg_lin_format_names        (GString           *out,
                                           const char *const  names[4],
                                           BrgLinEncodeFlags  flags);

/* The call and card notations. */
gboolean     _brg_lin_next_call           (const char       **cursor,
                                           const char        *end,
                                           BrgCall           *call,
                                           gboolean          *alerted);
const char  *_brg_lin_format_call         (BrgCall            call);
gboolean     _brg_lin_parse_card          (const char        *raw,
                                           gsize              length,
                                           BrgCard           *card,
                                           BrgSuit           *suit_only);

/* The vugraph heading `vg|title,segment,scoring,first,last,team,carry,team,carry|`
 * as board tags: Event, Stage, Scoring, HomeTeam, VisitTeam. */
typedef struct
{
  char *event;
  char *stage;
  char *scoring;
  char *home;
  char *visit;
} BrgLinVugraph;

void         _brg_lin_vugraph_parse       (BrgLinVugraph     *vugraph,
                                           const char        *raw,
                                           gsize              length,
                                           BrgLinDecodeFlags  flags);
void         _brg_lin_vugraph_clear       (BrgLinVugraph     *vugraph);
const char  *_brg_lin_vugraph_tag         (const BrgLinVugraph *vugraph,
                                           const char        *name);

char        *_brg_lin_board_name          (BrgBoard          *board,
                                           guint              index);

G_END_DECLS
