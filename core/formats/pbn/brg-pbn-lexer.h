/* brg-pbn-lexer.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first layer of the PBN reader (HACKING.md, “Parser design”): UTF-8
 * text in, tokens with their line and byte offset out. Internal to the
 * core; the reader and the tests use it, the public API is
 * brg-pbn-reader.h.
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

/* Hard limits: beyond them a `pbn-too-large` diagnostic is
 * reported and the input is cut, never read in more than linear time. */
#define BRG_PBN_MAX_TAG_VALUE   (64 * 1024)
#define BRG_PBN_MAX_COMMENT     (1024 * 1024)
#define BRG_PBN_MAX_LINE        (1024 * 1024)
/* Past the reader's limit on problems, control characters are no longer
 * worth a message each. */
#define BRG_PBN_MAX_CONTROL_REPORTS 10001

/**
 * BrgPbnTokenKind:
 * @BRG_PBN_TOKEN_EOF: the end of the input
 * @BRG_PBN_TOKEN_BLANK_LINE: a semi-empty line (PBN §3): the end of a game
 * @BRG_PBN_TOKEN_ESCAPE: a `%` line (PBN §2.4); text is what follows the `%`
 * @BRG_PBN_TOKEN_TAG: a whole tag pair (PBN §3.3); text is the name, value
 *   the string's contents with escapes not yet resolved
 * @BRG_PBN_TOKEN_BRACE_COMMENT: `{…}`; text is between the braces
 * @BRG_PBN_TOKEN_LINE_COMMENT: `;…`; text is after the `;`
 * @BRG_PBN_TOKEN_STRING: a string outside a tag pair (section data)
 * @BRG_PBN_TOKEN_WORD: a run of other printing characters (calls, cards,
 *   annotations, section tokens, or stray text)
 * @BRG_PBN_TOKEN_INVALID: input that could not be read; it was reported and
 *   skipped
 */
typedef enum
{
  BRG_PBN_TOKEN_EOF,
  BRG_PBN_TOKEN_BLANK_LINE,
  BRG_PBN_TOKEN_ESCAPE,
  BRG_PBN_TOKEN_TAG,
  BRG_PBN_TOKEN_BRACE_COMMENT,
  BRG_PBN_TOKEN_LINE_COMMENT,
  BRG_PBN_TOKEN_STRING,
  BRG_PBN_TOKEN_WORD,
  BRG_PBN_TOKEN_INVALID,
} BrgPbnTokenKind;

/**
 * BrgPbnToken:
 *
 * One token. Offsets index the lexer's text; nothing is allocated.
 */
typedef struct
{
  BrgPbnTokenKind kind;
  guint           line;          /* 1-based line of the first character */
  gsize           line_start;    /* offset of that line's first byte */
  gsize           offset;        /* offset of the token's first byte */
  gsize           end;           /* offset just past the token */
  gsize           text;          /* payload (see BrgPbnTokenKind) */
  gsize           text_len;
  gsize           value;         /* TAG: the string's contents */
  gsize           value_len;
  guint           value_line;
  gsize           value_line_start;
  guint           end_line;      /* line of the last character */
  gboolean        first_on_line; /* nothing but white space before it on its line */
} BrgPbnToken;

/**
 * BrgPbnLexerReport:
 *
 * Receives a problem found by the lexer at (@line, @line_start, @offset).
 */
typedef void (*BrgPbnLexerReport) (gpointer     user_data,
                                   BrgSeverity  severity,
                                   guint        line,
                                   gsize        line_start,
                                   gsize        offset,
                                   const char  *code,
                                   const char  *message);

/**
 * BrgPbnLexer:
 *
 * All the lexer's state; it belongs to one read and lives on the stack.
 */
typedef struct
{
  const char        *data;
  gsize              len;
  gsize              pos;
  guint              line;
  gsize              line_start;
  gboolean           at_line_start;
  gsize              no_close_brace_from;
  guint              n_controls;
  guint              long_line;       /* the last line reported too long */
  BrgPbnLexerReport  report;
  gpointer           report_data;
} BrgPbnLexer;

void      brg_pbn_lexer_init      (BrgPbnLexer        *lexer,
                                   const char         *data,
                                   gsize               len,
                                   BrgPbnLexerReport   report,
                                   gpointer            report_data);
void      brg_pbn_lexer_next      (BrgPbnLexer        *lexer,
                                   BrgPbnToken        *token);
char     *brg_pbn_unescape        (const char         *text,
                                   gsize               len);
char     *brg_pbn_dup_text        (const char         *text,
                                   gsize               len);
gboolean  brg_pbn_is_name_char    (guchar              c);

/* PBN §6.2: "The delimiters do not occur in a PBN file itself." Text that
 * holds one is written with U+2060 WORD JOINER after its `<` (invisible),
 * and read back without it. */
#define BRG_PBN_DELIMITER_JOINER "\xe2\x81\xa0"

/* A board of commentary only (a lesson's title page, RBN's free text
 * between records) has no tags, and PBN has no game without them: it is
 * written before the next game's first tag, where every reader keeps it
 * (PBN §3.8), and ends with this brace comment, a PGN supplement command
 * that viewers do not show, so that it reads back as a board of its own. */
#define BRG_PBN_BOARD_END "[%board]"

gboolean  brg_pbn_is_delimiter    (const char         *text,
                                   gsize               len);
gboolean  brg_pbn_is_escaped_delimiter (const char    *text,
                                   gsize               len);
gboolean  brg_pbn_escape_is_version      (const char  *text);
gboolean  brg_pbn_escape_is_content_type (const char  *text);
gboolean  brg_pbn_escape_is_flowed       (const char  *text);
char     *brg_pbn_escape_dup_charset     (const char  *text);
char     *brg_pbn_find_declared_charset  (const char  *data,
                                          gsize        len,
                                          guint       *line);

G_END_DECLS
