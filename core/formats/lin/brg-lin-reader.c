/* brg-lin-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LIN (Bridge Base Online) import, in the layers every reader has
 * (HACKING.md, *Parser design*), the first two as one:
 *
 *  1. the bytes become UTF-8 text, and the text tokens (brg-lin-lexer.c);
 *  2. the tokens are cut into boards: a board starts at `qx` or at the
 *     `md` of a new deal, and at a heading command (`pn`, `ah` …) after
 *     calls or cards; what comes before the first board (a vugraph's `vg`,
 *     `rs`, `pn`; a movie's title page) opens the first board;
 *  3. each board is played through the public model API, take-backs
 *     (`ub`, `up`) included, and what the model holds in the end is the
 *     board: the deal, the calls and cards that stayed, their notes, the
 *     claim. Every other command is kept, in order, as commentary
 *     anchored at the call or card it follows: text (`nt`, `at`) as text,
 *     the rest as PGN supplement commands (`[%pg]`, `[%sk n]`, `[%mb 1C]`
 *     for a call taken back), so that the lesson writes back as it was.
 *
 * docs/lin-pbn-mapping.md says it command by command. The reader is
 * lenient: broken commands are reported with their line and column, kept
 * where they can be, and the rest of the file opens. Only bytes that are
 * not text, or a file too large, fail with a #GError.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-charset.h"
#include "brg-diagnostic.h"
#include "brg-file-loader.h"
#include "brg-lin-private.h"
#include "brg-lin-reader.h"
#include "brg-read-task-private.h"
#include "brg-seat.h"

G_DEFINE_QUARK (brg-lin-error-quark, brg_lin_error)

#define MAX_DIAGNOSTICS 10000

/* What a token of a board became. */
typedef enum
{
  ROLE_COMMENT,      /* kept in the commentary as it is */
  ROLE_HEADING,      /* a heading command the model holds as written */
  ROLE_HEADING_KEPT, /* a heading command the model holds, written otherwise */
  ROLE_CALLS,        /* `mb`: see its call entries */
  ROLE_CARD,         /* `pc`: see its card entry */
  ROLE_CLAIM,        /* `mc`: the claim, if it is the board's */
  ROLE_NOTE,         /* `an`: the note of its call entry, if that stayed */
  ROLE_PAUSE,        /* a `pg` where BBO writes one: not kept */
  ROLE_DROPPED,      /* junk, reported */
} Role;

typedef struct
{
  guint     token;     /* index into the file's tokens */
  BrgCall   call;
  gboolean  alerted;
  gboolean  final;     /* in the auction at the end */
  int       note;      /* the token of its `an`, or -1 */
  guint32   at;        /* its offset in the text */
} CallEntry;

typedef struct
{
  guint     token;
  BrgCard   card;
  gboolean  final;
} CardEntry;

typedef struct
{
  const char      *text;
  gsize            length;
  GArray          *tokens;         /* of BrgLinToken */
  gboolean         form_encoded;
  gboolean         no_space;       /* no value holds a space */

  BrgEvent        *event;
  GPtrArray       *diagnostics;
  GHashTable      *unknown;        /* command names reported */
  gboolean         reported_no_bars;

  /* What carries from board to board. */
  char           **names;          /* the last `pn`: 4 or 8 names */
  BrgLinVugraph    vugraph;

  /* The column of the last position asked for, to count on from. */
  guint32          cursor_line_start;
  guint32          cursor_offset;
  guint            cursor_column;

  /* The board being read. */
  guint            board_index;
  BrgBoard        *board;
  gboolean         board_errors;
  GArray          *roles;          /* of guint8, by token - first */
  GArray          *links;          /* of int: entry of a token, by token - first */
  GArray          *calls;          /* of CallEntry */
  GArray          *cards;          /* of CardEntry */
  GArray          *parsed;         /* of CallEntry: the calls of one `mb` */
  GArray          *call_stack;     /* of guint */
  GArray          *card_stack;     /* of guint */
} Reader;

/* ------------------------------------------------------------------ */
/* Diagnostics                                                          */

static guint
column_at (Reader  *r,
           guint32  line_start,
           guint32  offset)
{
  if (r->cursor_line_start != line_start || r->cursor_offset > offset)
    {
      r->cursor_line_start = line_start;
      r->cursor_offset = line_start;
      r->cursor_column = 1;
    }
  r->cursor_column += (guint) g_utf8_strlen (r->text + r->cursor_offset,
                                             (gssize) (offset - r->cursor_offset));
  r->cursor_offset = offset;
  return r->cursor_column;
}

G_GNUC_PRINTF (6, 7)
static void
report_at (Reader            *r,
           const BrgLinToken *token,
           guint32            offset,
           BrgSeverity        severity,
           const char        *code,
           const char        *format,
           ...)
{
  g_autofree char *message = NULL;
  BrgDiagnostic *diagnostic;
  guint32 line = token->line;
  guint32 line_start = token->line_start;
  va_list args;

  if (severity == BRG_SEVERITY_ERROR)
    r->board_errors = TRUE;
  if (r->diagnostics->len > MAX_DIAGNOSTICS)
    return;
  if (r->diagnostics->len == MAX_DIAGNOSTICS)
    {
      diagnostic = brg_diagnostic_new (BRG_SEVERITY_WARNING, token->line, 0, "lin-too-large",
                                       _("There are too many problems; the rest are not "
                                         "reported"));
      g_ptr_array_add (r->diagnostics, diagnostic);
      return;
    }

  /* A position inside a value that spans lines. */
  for (guint32 i = token->offset; i < offset && i < r->length; i++)
    if (r->text[i] == '\n' || (r->text[i] == '\r' && r->text[i + 1] != '\n'))
      {
        line++;
        line_start = i + 1;
      }

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  diagnostic = brg_diagnostic_new (severity, line, column_at (r, line_start, offset), code,
                                   message);
  diagnostic->board = r->board_index;
  g_ptr_array_add (r->diagnostics, diagnostic);
}

#define report(r, token, severity, code, ...) \
  report_at ((r), (token), (token)->offset, (severity), (code), __VA_ARGS__)

/* ------------------------------------------------------------------ */
/* Bytes into UTF-8                                                     */

/* LIN says nothing of its character set: UTF-8 when the bytes are UTF-8,
 * else the Windows code page (old vugraph archives), as RBN. */
static char *
decode_bytes (const char   *data,
              gsize         len,
              const char  **encoding,
              gsize        *text_length,
              GError      **error)
{
  g_autoptr(GError) convert_error = NULL;
  g_autofree char *owned = NULL;
  BrgCharsetInfo info;
  const char *text;
  gsize written = 0;

  text = brg_charset_decode (data, len, NULL, &info, &written, &owned, &convert_error);
  /* LIN comes from Windows programs (LIN §2): 8-bit text that reads the
   * same in Windows-1252 as in ISO-8859-1 is taken for Windows-1252. */
  *encoding = info.guessed && g_strcmp0 (info.charset, "ISO-8859-1") == 0
              ? "WINDOWS-1252" : info.charset;
  if (text == NULL)
    {
      g_set_error (error, BRG_LIN_ERROR, BRG_LIN_ERROR_ENCODING,
                   _("The file cannot be read as %s text: %s"), *encoding,
                   convert_error != NULL ? convert_error->message : "");
      return NULL;
    }
  if (memchr (text, '\0', written) != NULL)
    {
      g_set_error_literal (error, BRG_LIN_ERROR, BRG_LIN_ERROR_ENCODING,
                           brg_charset_is_utf16 (info.charset)
                           ? _("The file holds NUL characters; it is not a LIN text file")
                           : _("The file holds NUL bytes; it is not a LIN text file"));
      return NULL;
    }
  *text_length = written;
  return owned != NULL ? g_steal_pointer (&owned) : g_strndup (text, written);
}

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

static inline const BrgLinToken *
token_at (Reader *r,
          guint   index)
{
  return &g_array_index (r->tokens, BrgLinToken, index);
}

static inline const char *
raw_of (Reader            *r,
        const BrgLinToken *token)
{
  return r->text + token->value;
}

static BrgLinDecodeFlags
plus_flag (Reader *r)
{
  return r->form_encoded ? BRG_LIN_DECODE_PLUS : BRG_LIN_DECODE_NONE;
}

static gboolean
is_command (const BrgLinToken *token,
            const char        *name)
{
  return token->kind == BRG_LIN_TOKEN_COMMAND && BRG_LIN_NAME_IS (token, name);
}

/* A heading command: it starts a board when it follows calls or cards. */
static gboolean
is_heading (const BrgLinToken *token)
{
  return token->kind == BRG_LIN_TOKEN_COMMAND
         && (BRG_LIN_NAME_IS (token, "pn") || BRG_LIN_NAME_IS (token, "st")
             || BRG_LIN_NAME_IS (token, "rh") || BRG_LIN_NAME_IS (token, "ah")
             || BRG_LIN_NAME_IS (token, "sv") || BRG_LIN_NAME_IS (token, "mn"));
}

/* `md|0…|` changes the deal of a movie in place; any other `md` deals. */
static gboolean
is_new_deal (Reader            *r,
             const BrgLinToken *token)
{
  return is_command (token, "md") && _brg_lin_starts_deal (raw_of (r, token), token->length);
}

static gboolean
raw_equals (Reader            *r,
            const BrgLinToken *token,
            const char        *text)
{
  return strlen (text) == token->length && memcmp (raw_of (r, token), text, token->length) == 0;
}

static gboolean
parse_count (Reader            *r,
             const BrgLinToken *token,
             guint             *count)
{
  g_autofree char *text = g_strstrip (g_strndup (raw_of (r, token), token->length));
  guint64 value;

  if (text[0] == '\0')
    {
      *count = 1;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, 10000, &value, NULL))
    return FALSE;
  *count = (guint) value;
  return TRUE;
}

/* Line ends inside a value mean nothing but in `nt`, `at` and `mn`, whose
 * text holds them (LIN §2): the writer leaves them out, so the reader
 * does too, and `pc|c\nQ|` is the card it is written back as. The value's
 * other characters move up over them; the line ends stay after it, before
 * its closing bar, so that the lines of the tokens after are unchanged. */
static void
drop_line_ends (char        *text,
                BrgLinToken *token)
{
  char *value = text + token->value;
  guint32 kept = 0, ends = 0;
  char *moved;

  if (token->kind != BRG_LIN_TOKEN_COMMAND || BRG_LIN_NAME_IS (token, "nt")
      || BRG_LIN_NAME_IS (token, "at") || BRG_LIN_NAME_IS (token, "mn")
      || (memchr (value, '\n', token->length) == NULL
          && memchr (value, '\r', token->length) == NULL))
    return;
  moved = g_malloc (token->length);
  for (guint32 i = 0; i < token->length; i++)
    if (value[i] == '\r' || value[i] == '\n')
      moved[ends++] = value[i];
    else
      value[kept++] = value[i];
  memcpy (value + kept, moved, ends);
  g_free (moved);
  token->length = kept;
}

/* ------------------------------------------------------------------ */
/* Boards                                                               */

typedef struct
{
  guint first;        /* the board's first token */
  guint own;          /* its first own token; those before open the file */
  guint end;
} Range;

/* A call or a card, as written: what is not one is commentary, which the
 * writer may put elsewhere. */
static gboolean
is_call_or_card (Reader            *r,
                 const BrgLinToken *token)
{
  const char *p = raw_of (r, token);
  const char *end = p + token->length;

  if (BRG_LIN_NAME_IS (token, "mb"))
    {
      BrgCall call;
      gboolean alerted;

      if (p == end)
        return FALSE;
      while (p < end)
        if (!_brg_lin_next_call (&p, end, &call, &alerted))
          return FALSE;
      return TRUE;
    }
  if (BRG_LIN_NAME_IS (token, "pc"))
    {
      BrgCard card;
      BrgSuit suit;

      return _brg_lin_parse_card (p, token->length, &card, &suit);
    }
  return FALSE;
}

/* Where each board starts: layer 2 of the three at the top of this file. */
static GArray *
cut_boards (Reader *r,
            guint   first)
{
  GArray *ranges = g_array_new (FALSE, FALSE, sizeof (Range));
  guint n = r->tokens->len;
  gboolean has_qx = FALSE, has_md = FALSE, playing = FALSE;
  Range range = { first, first, n };
  guint start = n;

  if (first >= n)
    return ranges;

  /* The first board: its deal, and the heading commands just before it. */
  for (guint i = first; i < n && start == n; i++)
    if (is_command (token_at (r, i), "qx") || is_new_deal (r, token_at (r, i)))
      start = i;
  if (start == n)
    {
      g_array_append_val (ranges, range);
      return ranges;
    }
  while (start > first && (is_heading (token_at (r, start - 1))
                           || token_at (r, start - 1)->kind == BRG_LIN_TOKEN_COMMENT
                           || token_at (r, start - 1)->kind == BRG_LIN_TOKEN_JUNK))
    start--;
  range.own = start;

  for (guint i = start; i < n; i++)
    {
      const BrgLinToken *token = token_at (r, i);
      gboolean split = FALSE;

      if (token->kind != BRG_LIN_TOKEN_COMMAND)
        continue;
      if (BRG_LIN_NAME_IS (token, "qx"))
        {
          split = has_qx || has_md || playing;
          has_qx = TRUE;
        }
      else if (is_new_deal (r, token))
        {
          split = has_md || playing;
          has_md = TRUE;
        }
      else if (is_heading (token))
        split = playing;
      else if (has_md && !playing && is_call_or_card (r, token))
        playing = TRUE;

      if (split)
        {
          guint at = i;

          /* `%` lines just before a board are its own, and so are the
           * heading commands BBO writes before a deal (`pn|…|st||md|…`).
           * Other headings at the end of a board, given twice or not, are
           * still its own: the writer writes them there. */
          while (at > range.own)
            {
              const BrgLinToken *before = token_at (r, at - 1);

              if (before->kind == BRG_LIN_TOKEN_COMMENT || before->kind == BRG_LIN_TOKEN_JUNK)
                at--;
              else if (before->kind == BRG_LIN_TOKEN_COMMAND
                       && (BRG_LIN_NAME_IS (before, "pn") || BRG_LIN_NAME_IS (before, "st")
                           || BRG_LIN_NAME_IS (before, "mn")))
                at--;
              else
                break;
            }
          range.end = at;
          g_array_append_val (ranges, range);
          range.first = range.own = at;
          range.end = n;
          has_qx = BRG_LIN_NAME_IS (token, "qx");
          has_md = is_new_deal (r, token);
          playing = FALSE;
        }
    }

  /* Heading commands after the last board's play that no deal follows
   * (a vugraph's closing `pn|…|pg||`) end that board. */
  if (ranges->len > 0 && !has_qx && !has_md && !playing)
    g_array_index (ranges, Range, ranges->len - 1).end = n;
  else
    g_array_append_val (ranges, range);
  return ranges;
}

static void
set_role (Reader *r,
          guint   first,
          guint   token,
          Role    role)
{
  g_array_index (r->roles, guint8, token - first) = (guint8) role;
}

static Role
get_role (Reader *r,
          guint   first,
          guint   token)
{
  return (Role) g_array_index (r->roles, guint8, token - first);
}

static void
report_unknown (Reader            *r,
                const BrgLinToken *token)
{
  if (_brg_lin_command_is_known (token->name)
      || g_hash_table_contains (r->unknown, token->name))
    return;
  g_hash_table_add (r->unknown, g_strdup (token->name));
  report (r, token, BRG_SEVERITY_WARNING, "lin-unknown-command",
          _("“%s” is not a LIN command Finesse knows; it is kept as it is, for export"),
          token->name);
}

static void
set_names (Reader            *r,
           const BrgLinToken *token)
{
  g_strfreev (r->names);
  r->names = _brg_lin_split_names (raw_of (r, token), token->length, plus_flag (r));
}

/* The state of a board while its tokens are played through the model. */
typedef struct
{
  guint       first;
  guint       end;
  int         heading[8];      /* last token of qx pn st rh ah sv md sk */
  guint       n_heading[8];    /* how many the board has */
  BrgSeat     dealer;
  gboolean    have_deal;
  BrgCardSet  hands[4];
  gboolean    known[4];
  GArray     *call_stack;      /* of guint, indexes into r->calls */
  GArray     *card_stack;      /* of guint, indexes into r->cards */
  int         claim;           /* the token of the claim that stands, or -1 */
  int         last_call;       /* the call entry an `an` explains, or -1 */
  gboolean    pause_seen;
  gboolean    sk_seen;
  gboolean    playing;
  gboolean    claimed;         /* a claim stands: calls after it are commentary */
  gboolean    acted;           /* a call, card or claim was given, if not made */
  gboolean    no_dealer_reported;
  int         bad_deal;        /* the token of an `md` that did not parse, or -1 */
  int         later_names;     /* the last `pn` after the play began, or -1 */
} Board;

enum { H_QX, H_PN, H_ST, H_RH, H_AH, H_SV, H_MD, H_SK, N_HEADINGS };
static const char heading_names[N_HEADINGS][3] = { "qx", "pn", "st", "rh", "ah", "sv", "md", "sk" };

static void
take_heading (Reader *r,
              Board  *b,
              guint   index,
              guint   kind)
{
  if (b->heading[kind] >= 0)
    set_role (r, b->first, (guint) b->heading[kind], ROLE_COMMENT);
  b->heading[kind] = (int) index;
  b->n_heading[kind]++;
  set_role (r, b->first, index, ROLE_HEADING);
}

static void
read_deal (Reader *r,
           Board  *b,
           guint   index)
{
  const BrgLinToken *token = token_at (r, index);
  g_autoptr(GError) error = NULL;
  guint bad = 0;

  if (!_brg_lin_parse_deal (raw_of (r, token), token->length, &b->dealer, b->hands, b->known,
                            &bad, &error))
    {
      /* Translators: %s says what is wrong with the deal */
      report_at (r, token, token->value + bad, BRG_SEVERITY_ERROR, "lin-invalid-deal",
                 _("The deal cannot be read: %s; it is kept as it is"), error->message);
      /* The command as written is all the board has of its deal: it is
       * written back in the deal's place, and reads back the same. */
      b->dealer = BRG_SEAT_NONE;
      memset (b->known, 0, sizeof b->known);
      b->bad_deal = (int) index;
      set_role (r, b->first, index, ROLE_HEADING_KEPT);
    }
  else
    {
      if (b->heading[H_MD] >= 0)
        set_role (r, b->first, (guint) b->heading[H_MD], ROLE_COMMENT);
      b->heading[H_MD] = (int) index;
      set_role (r, b->first, index, ROLE_HEADING);
      b->have_deal = TRUE;
    }

  if (BRG_SEAT_IS_VALID (b->dealer))
    brg_board_set_dealer (r->board, b->dealer);

  /* The Deal tag from the dealer, as PBN exports it; it sets the deal. */
  if (b->have_deal)
    {
      GString *deal = g_string_sized_new (80);
      BrgSeat first = BRG_SEAT_IS_VALID (b->dealer) ? b->dealer : BRG_SEAT_NORTH;
      gboolean any = FALSE;

      g_string_append_c (deal, brg_seat_to_pbn (first));
      g_string_append_c (deal, ':');
      for (int i = 0; i < 4; i++)
        {
          BrgSeat s = brg_seat_rotate (first, i);
          static const BrgSuit order[] = { BRG_SUIT_SPADES, BRG_SUIT_HEARTS,
                                           BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS };

          if (i > 0)
            g_string_append_c (deal, ' ');
          if (!b->known[s])
            {
              g_string_append_c (deal, '-');
              continue;
            }
          any = TRUE;
          for (guint k = 0; k < 4; k++)
            {
              static const char ranks[] = "23456789TJQKA";
              guint64 suit = (b->hands[s] >> (order[k] * 13)) & 0x1fff;

              if (k > 0)
                g_string_append_c (deal, '.');
              /* From the ace down, as PBN exports it. */
              while (suit != 0)
                {
                  int bit = 63 - __builtin_clzll (suit);

                  g_string_append_c (deal, ranks[bit]);
                  suit &= ~((guint64) 1 << bit);
                }
            }
        }
      brg_board_set_tag (r->board, "Deal", any ? deal->str : "");
      g_string_free (deal, TRUE);
    }
}

static void
read_calls (Reader *r,
            Board  *b,
            guint   index)
{
  const BrgLinToken *token = token_at (r, index);
  const char *p = raw_of (r, token);
  const char *end = p + token->length;
  GArray *parsed = r->parsed;
  BrgAuction *auction = brg_board_get_auction (r->board);
  guint first_entry = r->calls->len;

  set_role (r, b->first, index, ROLE_COMMENT);
  g_array_set_size (parsed, 0);

  while (p < end)
    {
      CallEntry entry = { index, 0, FALSE, FALSE, -1, (guint32) (p - r->text) };

      if (!_brg_lin_next_call (&p, end, &entry.call, &entry.alerted))
        {
          report_at (r, token, (guint32) (p - r->text), BRG_SEVERITY_ERROR, "lin-invalid-call",
                     _("This is not a call (1C … 7N, p, d, r); the command is kept as it is"));
          return;
        }
      g_array_append_val (parsed, entry);
    }
  if (parsed->len == 0)
    {
      report (r, token, BRG_SEVERITY_WARNING, "lin-invalid-call",
              _("The call is empty; the command is kept as it is"));
      return;
    }

  if (auction == NULL && brg_board_get_play (r->board) == NULL)
    {
      if (!BRG_SEAT_IS_VALID (b->dealer))
        {
          if (!b->no_dealer_reported)
            report (r, token, BRG_SEVERITY_ERROR, "lin-no-dealer",
                    _("The calls have no dealer (no md with its digit before them); they are "
                      "kept as they are"));
          b->no_dealer_reported = TRUE;
          return;
        }
      auction = brg_auction_new (b->dealer);
      brg_board_set_auction (r->board, auction);
      g_object_unref (auction);
    }

  set_role (r, b->first, index, ROLE_CALLS);
  g_array_index (r->links, int, index - b->first) = (int) first_entry;
  for (guint i = 0; i < parsed->len; i++)
    {
      CallEntry *entry = &g_array_index (parsed, CallEntry, i);
      g_autoptr(GError) error = NULL;

      if (auction == NULL || brg_board_get_play (r->board) != NULL)
        {
          /* The play's leader came from the auction as it stood. */
          report_at (r, token, entry->at, BRG_SEVERITY_ERROR, "lin-invalid-call",
                     _("A call after the play began; it is kept as it is"));
        }
      else if (b->claimed)
        {
          /* The claim ends the board: what follows it stays after it. */
          report_at (r, token, entry->at, BRG_SEVERITY_ERROR, "lin-invalid-call",
                     _("A call after the claim; it is kept as it is"));
        }
      else if (!brg_auction_add_call (auction, entry->call, &error))
        {
          report_at (r, token, entry->at, BRG_SEVERITY_ERROR, "lin-invalid-call",
                     _("The call %s cannot be made here (%s); it is kept as it is"),
                     _brg_lin_format_call (entry->call), error->message);
        }
      else
        {
          guint at = r->calls->len;

          entry->final = TRUE;
          b->playing = TRUE;
          g_array_append_val (b->call_stack, at);
        }
      g_array_append_val (r->calls, *entry);
    }
  /* An `an` explains the last call of the command. */
  b->last_call = (int) r->calls->len - 1;
}

/* The trumps of a play without an auction: what the board's cards (at
 * most a deal's worth, from the first) fit, brg_play_guess_trumps(). */
static BrgStrain
guess_trumps (Reader            *r,
              Board             *b,
              const BrgLinToken *first,
              BrgSeat            leader)
{
  BrgCard cards[52];
  guint n = 0;
  BrgStrain trumps;

  for (guint i = (guint) (first - token_at (r, 0)); i < b->end && n < G_N_ELEMENTS (cards); i++)
    {
      const BrgLinToken *token = token_at (r, i);
      BrgSuit suit_only;

      if (token->kind == BRG_LIN_TOKEN_COMMAND && BRG_LIN_NAME_IS (token, "pc")
          && _brg_lin_parse_card (raw_of (r, token), token->length, &cards[n], &suit_only)
          && BRG_CARD_IS_VALID (cards[n]))
        n++;
    }
  trumps = brg_play_guess_trumps (brg_board_get_deal (r->board), leader, cards, n);
  if (trumps == BRG_STRAIN_NOTRUMP)
    return trumps;
  /* PBN has no place for trumps without a contract: the tag carries them
   * to the PBN reader (docs/lin-pbn-mapping.md). */
  brg_board_set_tag (r->board, "LinTrumps", brg_strain_to_pbn (trumps));
  report (r, first, BRG_SEVERITY_WARNING, "lin-trumps-guessed",
          /* Translators: a strain's name, such as "Hearts" */
          _("The file gives no auction; the cards are played in the strain they fit: %s"),
          brg_strain_to_display (trumps));
  return trumps;
}

static BrgPlay *
start_play (Reader            *r,
            Board             *b,
            const BrgLinToken *token,
            BrgCard            card)
{
  BrgAuction *auction = brg_board_get_auction (r->board);
  BrgContract contract;
  BrgSeat declarer;
  BrgSeat leader = BRG_SEAT_NONE;
  BrgStrain trumps = BRG_STRAIN_NOTRUMP;
  BrgPlay *play;

  if (auction != NULL && brg_auction_is_complete (auction))
    {
      if (!brg_auction_get_contract (auction, &contract, &declarer) || contract.passed_out)
        {
          report (r, token, BRG_SEVERITY_ERROR, "lin-invalid-card",
                  _("A card after a passed-out auction; it is kept as it is"));
          return NULL;
        }
      leader = brg_seat_next (declarer);
      trumps = contract.strain;
    }
  else if (BRG_CARD_IS_VALID (card))
    {
      /* A play problem without an auction: the card's holder leads, and
       * the trumps are those the cards fit. */
      leader = brg_deal_get_holder (brg_board_get_deal (r->board), card);
      if (BRG_SEAT_IS_VALID (leader))
        trumps = guess_trumps (r, b, token, leader);
    }

  if (!BRG_SEAT_IS_VALID (leader))
    {
      report (r, token, BRG_SEVERITY_ERROR, "lin-no-leader",
              _("Who leads is unknown (no complete auction, and the deal does not say who "
                "holds the card); the card is kept as it is"));
      return NULL;
    }
  play = brg_play_new (leader, trumps);
  brg_board_set_play (r->board, play);
  g_object_unref (play);
  return play;
}

static void
drop_claim (Reader *r,
            Board  *b,
            guint   after)
{
  if (b->claim >= 0 && (guint) b->claim > after)
    {
      set_role (r, b->first, (guint) b->claim, ROLE_COMMENT);
      b->claim = -1;
      b->claimed = FALSE;
    }
}

static void
read_card (Reader *r,
           Board  *b,
           guint   index)
{
  const BrgLinToken *token = token_at (r, index);
  BrgPlay *play = brg_board_get_play (r->board);
  g_autoptr(GError) error = NULL;
  BrgSuit suit_only = BRG_SUIT_CLUBS;
  CardEntry entry = { index, BRG_CARD_NONE, FALSE };

  set_role (r, b->first, index, ROLE_COMMENT);
  if (!_brg_lin_parse_card (raw_of (r, token), token->length, &entry.card, &suit_only))
    {
      report_at (r, token, token->value, BRG_SEVERITY_ERROR, "lin-invalid-card",
                 _("This is not a card; the command is kept as it is"));
      return;
    }

  if (play == NULL && BRG_CARD_IS_VALID (entry.card))
    play = start_play (r, b, token, entry.card);

  if (!BRG_CARD_IS_VALID (entry.card))
    {
      /* `pc|h|`: a card of that suit; the lowest the player holds. */
      BrgSeat seat = play != NULL ? brg_play_get_next_seat (play) : BRG_SEAT_NONE;
      BrgCardSet held = BRG_SEAT_IS_VALID (seat) ? brg_play_get_remaining (play, seat) : 0;

      held &= BRG_CARD_SET_SUIT (suit_only);
      if (held == 0)
        {
          report_at (r, token, token->value, BRG_SEVERITY_WARNING, "lin-invalid-card",
                     _("A suit alone, and the player holds no card of it that is known; "
                       "the command is kept as it is"));
          return;
        }
      entry.card = (BrgCard) __builtin_ctzll (held);
      report_at (r, token, token->value, BRG_SEVERITY_WARNING, "lin-card-guessed",
                 _("A suit alone: the lowest card of it that the player holds was played"));
    }

  if (play == NULL)
    return;
  if (!brg_play_play_card (play, entry.card, &error))
    {
      g_autofree char *name = brg_card_to_pbn (entry.card);

      report_at (r, token, token->value, BRG_SEVERITY_ERROR, "lin-invalid-card",
                 _("The card %s cannot be played here (%s); it is kept as it is"), name,
                 error->message);
      return;
    }

  entry.final = TRUE;
  b->playing = TRUE;
  set_role (r, b->first, index, ROLE_CARD);
  g_array_index (r->links, int, index - b->first) = (int) r->cards->len;
  {
    guint at = r->cards->len;

    g_array_append_val (r->cards, entry);
    g_array_append_val (b->card_stack, at);
  }
  /* A claim that play goes on after was not the end. */
  drop_claim (r, b, 0);
  b->last_call = -1;
}

static void
take_back_cards (Reader *r,
                 Board  *b,
                 guint   n)
{
  BrgPlay *play = brg_board_get_play (r->board);
  guint oldest = G_MAXUINT;

  for (guint i = 0; i < n && b->card_stack->len > 0; i++)
    {
      guint at = g_array_index (b->card_stack, guint, b->card_stack->len - 1);
      CardEntry *entry = &g_array_index (r->cards, CardEntry, at);

      g_array_set_size (b->card_stack, b->card_stack->len - 1);
      entry->final = FALSE;
      set_role (r, b->first, entry->token, ROLE_COMMENT);
      brg_play_remove_last_card (play);
      oldest = entry->token;
    }
  if (oldest != G_MAXUINT)
    drop_claim (r, b, oldest);
}

static void
take_back_calls (Reader *r,
                 Board  *b,
                 guint   n)
{
  BrgAuction *auction = brg_board_get_auction (r->board);
  guint oldest = G_MAXUINT;

  for (guint i = 0; i < n && b->call_stack->len > 0; i++)
    {
      guint at = g_array_index (b->call_stack, guint, b->call_stack->len - 1);
      CallEntry *entry = &g_array_index (r->calls, CallEntry, at);

      g_array_set_size (b->call_stack, b->call_stack->len - 1);
      entry->final = FALSE;
      brg_auction_remove_last_call (auction);
      oldest = entry->token;
    }
  if (oldest == G_MAXUINT)
    return;
  /* The play goes with the calls it followed. */
  take_back_cards (r, b, b->card_stack->len);
  drop_claim (r, b, oldest);
}

static void
read_token (Reader *r,
            Board  *b,
            guint   index)
{
  const BrgLinToken *token = token_at (r, index);
  guint count;

  set_role (r, b->first, index, ROLE_COMMENT);
  if (token->kind == BRG_LIN_TOKEN_JUNK)
    {
      g_autofree char *junk = g_strndup (raw_of (r, token), MIN (token->length, 40));

      set_role (r, b->first, index, ROLE_DROPPED);
      if (junk[0] == '\0')
        report (r, token, BRG_SEVERITY_WARNING, "lin-syntax",
                _("A bar where a command should start; it was left out"));
      else
        report (r, token, BRG_SEVERITY_ERROR, "lin-syntax",
                _("“%s” is no LIN command (two characters, then the value between bars); "
                  "it was left out"), junk);
      return;
    }
  if (token->kind != BRG_LIN_TOKEN_COMMAND)
    return;

  if (token->flags & BRG_LIN_TOKEN_FLAG_NO_BARS)
    {
      if (!r->reported_no_bars)
        report (r, token, BRG_SEVERITY_WARNING, "lin-missing-bar",
                _("“%s” has no value between bars before the line ends; it is read as "
                  "empty (the same is not reported again in this file)"), token->name);
      r->reported_no_bars = TRUE;
    }
  if (token->flags & BRG_LIN_TOKEN_FLAG_UNTERMINATED)
    report (r, token, BRG_SEVERITY_WARNING, "lin-unterminated",
            _("The value of “%s” has no closing bar; it runs to the end of the file"),
            token->name);
  report_unknown (r, token);

  for (guint kind = 0; kind < N_HEADINGS; kind++)
    if (BRG_LIN_NAME_IS (token, heading_names[kind]))
      {
        switch (kind)
          {
          case H_MD:
            /* After calls, cards or a claim, even ones that were not made,
             * a deal is commentary: the writer puts the deal first. */
            if (is_new_deal (r, token) && b->heading[H_MD] < 0 && b->bad_deal < 0
                && !b->playing && !b->acted)
              read_deal (r, b, index);
            return;
          case H_SK:
            /* The first seats shown, before the first pause, are the
             * board's hidden hands; later changes are the movie's. */
            if (!b->sk_seen && !b->pause_seen && !b->playing)
              take_heading (r, b, index, kind);
            /* Given again before the pause: the first is written where
             * it stood, before this one, not after the deal. */
            else if (b->heading[H_SK] >= 0 && !b->pause_seen && !b->playing)
              b->n_heading[H_SK]++;
            b->sk_seen = TRUE;
            return;
          case H_PN:
            /* Names given once the play began are the next board's. */
            if (!b->playing)
              {
                set_names (r, token);
                take_heading (r, b, index, kind);
              }
            else
              b->later_names = (int) index;
            return;
          default:
            if (!b->playing)
              take_heading (r, b, index, kind);
            return;
          }
      }

  if (BRG_LIN_NAME_IS (token, "mb") || BRG_LIN_NAME_IS (token, "pc") || BRG_LIN_NAME_IS (token, "mc"))
    b->acted = TRUE;
  if (BRG_LIN_NAME_IS (token, "mb"))
    read_calls (r, b, index);
  else if (BRG_LIN_NAME_IS (token, "an"))
    {
      CallEntry *entry = b->last_call >= 0 ? &g_array_index (r->calls, CallEntry, b->last_call)
                                           : NULL;

      if (entry != NULL && entry->note < 0)
        {
          entry->note = (int) index;
          set_role (r, b->first, index, ROLE_NOTE);
          g_array_index (r->links, int, index - b->first) = b->last_call;
        }
    }
  else if (BRG_LIN_NAME_IS (token, "pc"))
    read_card (r, b, index);
  else if (BRG_LIN_NAME_IS (token, "mc"))
    {
      g_autofree char *text = g_strstrip (g_strndup (raw_of (r, token), token->length));
      guint64 tricks;

      if (!g_ascii_string_to_unsigned (text, 10, 0, 13, &tricks, NULL))
        {
          report (r, token, BRG_SEVERITY_WARNING, "lin-invalid-claim",
                  _("A claim is a number of tricks from 0 to 13; this one is kept as it is"));
          return;
        }
      drop_claim (r, b, 0);
      b->claim = (int) index;
      /* Calls after the claim are commentary: the claim is written after
       * the auction. */
      b->claimed = TRUE;
      set_role (r, b->first, index, ROLE_CLAIM);
    }
  else if (BRG_LIN_NAME_IS (token, "ub") || BRG_LIN_NAME_IS (token, "up"))
    {
      if (!parse_count (r, token, &count))
        {
          report (r, token, BRG_SEVERITY_WARNING, "lin-invalid-value",
                  _("“%s” takes back a number of calls or cards; this one is kept as it is"),
                  token->name);
          return;
        }
      if (BRG_LIN_NAME_IS (token, "ub"))
        take_back_calls (r, b, count);
      else
        take_back_cards (r, b, count);
      b->last_call = -1;
    }
  else if (BRG_LIN_NAME_IS (token, "pg"))
    b->pause_seen = TRUE;
  else if (BRG_LIN_NAME_IS (token, "vg"))
    _brg_lin_vugraph_parse (&r->vugraph, raw_of (r, token), token->length, plus_flag (r));
}

/* ------------------------------------------------------------------ */
/* The heading commands onto the model                                  */

static void
set_tag_if (BrgBoard   *board,
            const char *name,
            const char *value)
{
  if (value != NULL && value[0] != '\0')
    brg_board_set_tag (board, name, value);
}

/* A heading command the writer would not give back as it is (@canonical)
 * is kept as written. */
static void
check_heading (Reader  *r,
               Board   *b,
               guint    kind,
               GString *canonical)
{
  const BrgLinToken *token;

  if (b->heading[kind] < 0)
    return;
  token = token_at (r, (guint) b->heading[kind]);
  /* Given more than once: each is written where it stood, the last
   * counts. A board without a deal has no place for headings but where
   * they stood. */
  if (b->n_heading[kind] > 1 || (b->heading[H_MD] < 0 && b->bad_deal < 0))
    set_role (r, b->first, (guint) b->heading[kind], ROLE_HEADING_KEPT);
  else if (!raw_equals (r, token, canonical->str))
    {
      /* Line ends in a heading mean nothing, and a URL's `+` is a space,
       * which the file is written with. */
      const char *raw = raw_of (r, token);
      gsize j = 0;
      gboolean same = TRUE;

      for (gsize i = 0; i < token->length && same; i++)
        {
          if (raw[i] == '\r' || raw[i] == '\n')
            continue;
          /* In a file without a space, the writer may write `+` as %2B
           * (a URL's text, or what would read as one). */
          if (j < canonical->len && canonical->str[j] == '+' && r->no_space
              && i + 2 < token->length && raw[i] == '%' && raw[i + 1] == '2'
              && g_ascii_toupper (raw[i + 2]) == 'B')
            {
              i += 2;
              j++;
              continue;
            }
          same = j < canonical->len
                 && (raw[i] == canonical->str[j]
                     || (r->form_encoded && raw[i] == '+' && canonical->str[j] == ' '));
          j++;
        }
      if (!same || j != canonical->len)
        set_role (r, b->first, (guint) b->heading[kind], ROLE_HEADING_KEPT);
    }
}

/* The first board's `qx` is written after the commentary before the deal,
 * where heading commands kept as written or given twice would open the
 * file rather than be the board's, and where other commentary would move
 * before it. When any of these follows the `qx`, the `qx` is kept where it
 * stood. */
static void
keep_first_qx (Reader *r,
               Board  *b)
{
  if (r->board_index != 1 || b->heading[H_QX] < 0
      || get_role (r, b->first, (guint) b->heading[H_QX]) != ROLE_HEADING)
    return;
  for (guint i = (guint) b->heading[H_QX] + 1; i < b->end; i++)
    {
      const BrgLinToken *token = token_at (r, i);
      Role role = get_role (r, b->first, i);

      if (role == ROLE_CALLS || role == ROLE_CARD || role == ROLE_CLAIM
          || ((role == ROLE_HEADING || role == ROLE_HEADING_KEPT) && BRG_LIN_NAME_IS (token, "md")))
        return;
      if (token->kind != BRG_LIN_TOKEN_JUNK && (role == ROLE_COMMENT || role == ROLE_HEADING_KEPT))
        {
          set_role (r, b->first, (guint) b->heading[H_QX], ROLE_HEADING_KEPT);
          return;
        }
    }
}

/* qx and ah: the room, the board's number (ah's "Board 7" before qx's),
 * or a heading of the teacher's own. Returns the room, 'o', 'c' or 0. */
static char
apply_place (Reader *r,
             Board  *b)
{
  BrgBoard *board = r->board;
  g_autofree char *heading = NULL;
  char room = 0;
  guint qx_number = 0, ah_number = 0, number = 0;

  if (b->heading[H_QX] >= 0)
    {
      const BrgLinToken *token = token_at (r, (guint) b->heading[H_QX]);

      /* A qx that does not read (`c2S`) says nothing of the board, as the
       * writer takes it. */
      if (!_brg_lin_parse_room (raw_of (r, token), token->length, &room, &qx_number))
        {
          room = 0;
          qx_number = 0;
        }
    }

  if (b->heading[H_AH] >= 0)
    {
      const BrgLinToken *token = token_at (r, (guint) b->heading[H_AH]);

      heading = _brg_lin_decode (raw_of (r, token), token->length, plus_flag (r));
      g_strstrip (heading);
      if (!_brg_lin_parse_board_heading (heading, &ah_number))
        ah_number = 0;
    }
  number = ah_number > 0 ? ah_number : qx_number;
  if (number > 0)
    brg_board_set_number (board, number);
  if (heading != NULL && ah_number == 0)
    set_tag_if (board, "Description", heading);
  if (room != 0)
    brg_board_set_tag (board, "Room", room == 'o' ? "Open" : "Closed");
  return room;
}

/* pn: this board's, or the last one's; eight names are two rooms. */
static void
apply_names (Reader *r,
             char    room)
{
  const char *names[4] = { NULL };
  guint n, base;

  if (r->names == NULL)
    return;
  n = g_strv_length (r->names);
  base = n >= 8 && room == 'c' ? 4 : 0;
  for (guint i = 0; i < 4 && base + i < n; i++)
    names[i] = r->names[base + i];
  for (guint i = 0; i < 4; i++)
    if (names[i] != NULL)
      {
        g_autofree char *name = g_strstrip (g_strdup (names[i]));
        static const char *const tags[] = { "North", "East", "South", "West" };

        set_tag_if (r->board, tags[_brg_lin_seats[i]], name);
      }
}

/* sv: the vulnerability; one that does not read is kept as written. */
static void
apply_vulnerability (Reader *r,
                     Board  *b)
{
  const BrgLinToken *token;
  BrgVulnerability vulnerability;

  if (b->heading[H_SV] < 0)
    return;
  token = token_at (r, (guint) b->heading[H_SV]);
  if (_brg_lin_parse_vulnerability (raw_of (r, token), token->length, &vulnerability))
    brg_board_set_vulnerability (r->board, vulnerability);
  else
    {
      report_at (r, token, token->value, BRG_SEVERITY_WARNING, "lin-invalid-value",
                 _("The vulnerability is o, n, e or b; this one is kept as it is"));
      set_role (r, b->first, (guint) b->heading[H_SV], ROLE_COMMENT);
      b->heading[H_SV] = -1;
    }
}

/* sk: the hands shown; the others are hidden. */
static void
apply_shown_hands (Reader *r,
                   Board  *b)
{
  static const BrgSeat order[] = { BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
                                   BRG_SEAT_WEST };
  const BrgLinToken *token;
  char hidden[5] = { 0 };
  guint n_hidden = 0;
  gboolean shown[4];

  if (b->heading[H_SK] < 0)
    return;
  token = token_at (r, (guint) b->heading[H_SK]);
  if (_brg_lin_parse_seats (raw_of (r, token), token->length, shown))
    for (guint i = 0; i < 4; i++)
      if (!shown[order[i]])
        hidden[n_hidden++] = brg_seat_to_pbn (order[i]);
  if (n_hidden > 0 && n_hidden < 4)
    brg_board_set_tag (r->board, "Hidden", hidden);
  else
    {
      /* Nothing hidden (`sk||`), all hidden, or not seats: as written. */
      set_role (r, b->first, (guint) b->heading[H_SK], ROLE_COMMENT);
      b->heading[H_SK] = -1;
    }
}

/* The event of a vugraph file's `vg`, on each of its boards. */
static void
apply_vugraph (Reader *r)
{
  if (r->vugraph.event == NULL && r->vugraph.stage == NULL && r->vugraph.scoring == NULL
      && r->vugraph.home == NULL && r->vugraph.visit == NULL)
    return;
  set_tag_if (r->board, "Event", r->vugraph.event);
  set_tag_if (r->board, "Stage", r->vugraph.stage);
  set_tag_if (r->board, "Scoring", r->vugraph.scoring);
  set_tag_if (r->board, "HomeTeam", r->vugraph.home);
  set_tag_if (r->board, "VisitTeam", r->vugraph.visit);
}

static void
check_place_heading (Reader  *r,
                     Board   *b,
                     char     room,
                     GString *text)
{
  if (b->heading[H_QX] < 0)
    return;
  g_string_truncate (text, 0);
  if (room != 0)
    {
      g_string_append_c (text, room);
      if (brg_board_get_number (r->board) > 0)
        g_string_append_printf (text, "%u", brg_board_get_number (r->board));
    }
  check_heading (r, b, H_QX, text);
}

static void
check_names_heading (Reader  *r,
                     Board   *b,
                     GString *text)
{
  const BrgLinToken *token;
  g_auto(GStrv) own = NULL;
  gboolean any = FALSE;

  if (b->heading[H_PN] < 0)
    return;
  token = token_at (r, (guint) b->heading[H_PN]);
  own = _brg_lin_split_names (raw_of (r, token), token->length, plus_flag (r));
  for (guint i = 0; own[i] != NULL; i++)
    any = any || own[i][0] != '\0';
  g_string_truncate (text, 0);
  if (g_strv_length (own) == 4 && any)
    _brg_lin_format_names (text, (const char *const *) own, BRG_LIN_ENCODE_NONE);
  else
    g_string_append_c (text, '\x01');
  check_heading (r, b, H_PN, text);
}

/* `st` and `rh` come with a deal: a board without one keeps them. */
static void
check_table_headings (Reader  *r,
                      Board   *b,
                      GString *text)
{
  for (guint kind = H_ST; kind <= H_RH; kind++)
    if (b->heading[kind] >= 0 && b->heading[H_MD] < 0 && b->bad_deal < 0)
      {
        set_role (r, b->first, (guint) b->heading[kind], ROLE_COMMENT);
        b->heading[kind] = -1;
      }
  g_string_truncate (text, 0);
  check_heading (r, b, H_ST, text);
  check_heading (r, b, H_RH, text);
}

static void
check_board_heading (Reader  *r,
                     Board   *b,
                     GString *text)
{
  const char *description;

  if (b->heading[H_AH] < 0)
    return;
  description = brg_board_get_tag (r->board, "Description");
  g_string_truncate (text, 0);
  if (description != NULL)
    _brg_lin_encode (text, description, BRG_LIN_ENCODE_NONE);
  else if (brg_board_get_number (r->board) > 0)
    g_string_append_printf (text, "Board %u", brg_board_get_number (r->board));
  check_heading (r, b, H_AH, text);
}

static void
check_vulnerability_heading (Reader  *r,
                             Board   *b,
                             GString *text)
{
  BrgVulnerability vulnerability = BRG_VULNERABILITY_NONE;

  if (b->heading[H_SV] < 0)
    return;
  brg_board_get_vulnerability (r->board, &vulnerability);
  g_string_assign (text, _brg_lin_format_vulnerability (vulnerability));
  check_heading (r, b, H_SV, text);
}

static void
check_deal_heading (Reader  *r,
                    Board   *b,
                    GString *text)
{
  gboolean any = BRG_SEAT_IS_VALID (b->dealer);

  if (b->heading[H_MD] < 0)
    return;
  for (guint s = 0; s < 4; s++)
    any = any || b->known[s];
  g_string_truncate (text, 0);
  /* A deal of nothing (`md|,,,|`) is no deal to the writer, which would
   * leave it out: it is kept as written. */
  if (any)
    _brg_lin_format_deal (text, b->dealer, b->hands, b->known);
  else
    g_string_append_c (text, '\x01');
  check_heading (r, b, H_MD, text);
}

static void
check_shown_heading (Reader  *r,
                     Board   *b,
                     GString *text)
{
  const BrgLinToken *token;
  gboolean shown[4];

  if (b->heading[H_SK] < 0)
    return;
  token = token_at (r, (guint) b->heading[H_SK]);
  _brg_lin_parse_seats (raw_of (r, token), token->length, shown);
  g_string_truncate (text, 0);
  _brg_lin_format_seats (text, shown);
  check_heading (r, b, H_SK, text);
}

/* The board's headings in two phases: what each says goes into the board
 * (apply_*), then each is checked against what the writer would give for
 * it, other forms being kept as written (check_*). */
static void
apply_headings (Reader *r,
                Board  *b)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char room = apply_place (r, b);

  apply_names (r, room);
  apply_vulnerability (r, b);
  apply_shown_hands (r, b);
  apply_vugraph (r);

  check_place_heading (r, b, room, text);
  check_names_heading (r, b, text);
  check_table_headings (r, b, text);
  check_board_heading (r, b, text);
  check_vulnerability_heading (r, b, text);
  check_deal_heading (r, b, text);
  check_shown_heading (r, b, text);
  keep_first_qx (r, b);
}

/* ------------------------------------------------------------------ */
/* The claim and the pauses                                             */

static void
apply_claim (Reader *r,
             Board  *b)
{
  const BrgLinToken *token;
  BrgPlay *play = brg_board_get_play (r->board);
  g_autofree char *text = NULL;
  guint tricks;

  if (b->claim < 0)
    return;
  token = token_at (r, (guint) b->claim);
  text = g_strstrip (g_strndup (raw_of (r, token), token->length));
  tricks = (guint) g_ascii_strtoull (text, NULL, 10);
  brg_board_set_tag (r->board, "Result", text);

  if (play != NULL && brg_play_get_n_cards (play) > 0)
    {
      BrgSeat declarer = brg_play_get_declarer (play);
      guint won = brg_play_get_tricks_won (play, brg_seat_side (declarer));
      g_autoptr(GError) error = NULL;

      if (tricks < won || !brg_play_claim (play, tricks - won, &error))
        report (r, token, BRG_SEVERITY_WARNING, "lin-invalid-claim",
                g_dngettext (GETTEXT_PACKAGE,
                             "Declarer claims %u trick in all, which the play does not allow; "
                             "the result is kept",
                             "Declarer claims %u tricks in all, which the play does not allow; "
                             "the result is kept", tricks), tricks);
    }
}

/* The token after a structural one, past the note of its call. */
static int
token_after (Reader *r,
             Board  *b,
             guint   index)
{
  for (guint i = index + 1; i < b->end; i++)
    {
      Role role = get_role (r, b->first, i);

      if (role == ROLE_NOTE || role == ROLE_DROPPED)
        continue;
      return (int) i;
    }
  return -1;
}

static gboolean
is_plain_pause (Reader *r,
                Board  *b,
                int     index)
{
  const BrgLinToken *token;

  if (index < 0)
    return FALSE;
  token = token_at (r, (guint) index);
  return is_command (token, "pg") && token->length == 0
         && get_role (r, b->first, (guint) index) == ROLE_COMMENT;
}

/* BBO writes `pg||` after the auction and after each trick. Where a board
 * has them all, they are left out of the commentary and written again on
 * export; otherwise every pause is kept where it was, and the LinPauses
 * tag says so. */
static void
find_pauses (Reader *r,
             Board  *b,
             guint   first_call,
             guint   first_card)
{
  g_autoptr(GArray) pauses = g_array_new (FALSE, FALSE, sizeof (int));
  BrgAuction *auction = brg_board_get_auction (r->board);
  gboolean standard = TRUE;
  guint n_final = 0;
  int last_final = -1;

  for (guint i = first_call; i < r->calls->len; i++)
    if (g_array_index (r->calls, CallEntry, i).final)
      last_final = (int) i;
  if (last_final >= 0 && auction != NULL && brg_auction_is_complete (auction))
    {
      const CallEntry *entry = &g_array_index (r->calls, CallEntry, last_final);
      gboolean last_of_token = (guint) last_final + 1 == r->calls->len
                               || g_array_index (r->calls, CallEntry, last_final + 1).token
                                  != entry->token;
      int next = token_after (r, b, entry->token);

      if (last_of_token && is_plain_pause (r, b, next))
        g_array_append_val (pauses, next);
      else
        standard = FALSE;
    }

  for (guint i = first_card; i < r->cards->len && standard; i++)
    {
      const CardEntry *entry = &g_array_index (r->cards, CardEntry, i);

      if (!entry->final)
        continue;
      if (++n_final % 4 == 0)
        {
          int next = token_after (r, b, entry->token);

          if (is_plain_pause (r, b, next))
            g_array_append_val (pauses, next);
          else
            standard = FALSE;
        }
    }

  if (!standard)
    {
      brg_board_set_tag (r->board, "LinPauses", "explicit");
      return;
    }
  for (guint i = 0; i < pauses->len; i++)
    set_role (r, b->first, (guint) g_array_index (pauses, int, i), ROLE_PAUSE);
}

/* ------------------------------------------------------------------ */
/* Commentary                                                           */

typedef struct
{
  GPtrArray *comments;    /* of BrgComment; owned */
  GString   *open;        /* the brace comment being written, or NULL */
} Anchor;

static void
anchor_flush (Anchor *a)
{
  if (a->open == NULL)
    return;
  if (a->comments == NULL)
    a->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (a->comments, brg_comment_new (BRG_COMMENT_BRACE, a->open->str));
  g_string_free (a->open, TRUE);
  a->open = NULL;
}

static GString *
anchor_text (Anchor *a)
{
  if (a->open == NULL)
    a->open = g_string_new (NULL);
  return a->open;
}

static void
anchor_clear (Anchor *a)
{
  if (a->open != NULL)
    g_string_free (a->open, TRUE);
  g_clear_pointer (&a->comments, g_ptr_array_unref);
}

/* A value as the writer gives it back: a line end in text is `%0A`, in
 * any other value nothing. */
static void
append_value (Reader     *r,
              GString    *out,
              const char *name,
              const char *raw,
              gsize       length)
{
  gboolean text = strcmp (name, "nt") == 0 || strcmp (name, "at") == 0
                  || strcmp (name, "mn") == 0;
  g_autofree char *spaced = NULL;
  const char *end = raw + length;
  const char *run = raw;

  /* In a URL's text, `+` is a space: kept as one, it means the same
   * whichever way the file is written. */
  if (r->form_encoded && memchr (raw, '+', length) != NULL)
    {
      spaced = g_strndup (raw, length);
      g_strdelimit (spaced, "+", ' ');
      raw = run = spaced;
      end = raw + length;
    }

  for (const char *p = raw; p < end; p++)
    if (*p == '\r' || *p == '\n')
      {
        _brg_lin_arg_escape (out, run, (gsize) (p - run));
        if (*p == '\r' && p + 1 < end && p[1] == '\n')
          p++;
        if (text)
          g_string_append (out, "%0A");
        run = p + 1;
      }
  _brg_lin_arg_escape (out, run, (gsize) (end - run));
}

static void
append_command (Reader     *r,
                Anchor     *a,
                const char *name,
                const char *raw,
                gsize       length)
{
  GString *out = anchor_text (a);

  g_string_append (out, "[%");
  g_string_append (out, name);
  if (length > 0)
    {
      g_string_append_c (out, ' ');
      append_value (r, out, name, raw, length);
    }
  g_string_append_c (out, ']');
}

/* A token that the model does not hold, into the comment of its anchor. */
static void
append_token (Reader            *r,
              Anchor            *a,
              const BrgLinToken *token,
              Role               role)
{
  BrgLinDecodeFlags text_flags = BRG_LIN_DECODE_KEEP_NEWLINES | BRG_LIN_DECODE_SUITS
                                 | plus_flag (r);

  if (token->kind == BRG_LIN_TOKEN_COMMENT)
    {
      g_autofree char *line = g_strndup (raw_of (r, token), token->length);

      anchor_flush (a);
      if (a->comments == NULL)
        a->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      g_ptr_array_add (a->comments, brg_comment_new (BRG_COMMENT_ESCAPE, line));
      return;
    }

  if (role == ROLE_HEADING_KEPT)
    {
      GString *out = anchor_text (a);

      g_string_append (out, "[%" BRG_LIN_KEPT_COMMAND " ");
      g_string_append (out, token->name);
      g_string_append_c (out, '|');
      append_value (r, out, token->name, raw_of (r, token), token->length);
      g_string_append_c (out, ']');
      return;
    }

  if (BRG_LIN_NAME_IS (token, "nt") || BRG_LIN_NAME_IS (token, "at"))
    {
      g_autofree char *text = _brg_lin_decode (raw_of (r, token), token->length, text_flags);

      /* Text that holds `[%` would read as a command in the comment: it
       * is kept as the command it was. */
      if (strstr (text, "[%") != NULL)
        {
          append_command (r, a, token->name, raw_of (r, token), token->length);
          return;
        }
      if (BRG_LIN_NAME_IS (token, "nt") && text[0] != '\0')
        {
          /* New text: a comment of its own. */
          anchor_flush (a);
          g_string_append (anchor_text (a), text);
          return;
        }
      g_string_append (anchor_text (a), BRG_LIN_NAME_IS (token, "nt") ? "[%nt]" : "[%at]");
      g_string_append (anchor_text (a), text);
      return;
    }

  append_command (r, a, token->name, raw_of (r, token), token->length);
}

static void
add_tag_comments (BrgBoard   *board,
                  const char *name,
                  GPtrArray  *comments)
{
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);
      g_autoptr(BrgTag) copy = NULL;

      if (strcmp (tag->name, name) != 0)
        continue;
      copy = brg_tag_copy (tag);
      if (copy->comments == NULL)
        copy->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      for (guint c = 0; c < comments->len; c++)
        g_ptr_array_add (copy->comments, brg_comment_copy (g_ptr_array_index (comments, c)));
      brg_board_replace_nth_tag (board, i, copy);
      return;
    }
}

static void
add_leading (BrgBoard  *board,
             GPtrArray *comments)
{
  for (guint c = 0; c < comments->len; c++)
    brg_board_add_leading_comment (board, g_ptr_array_index (comments, c));
}

/* Where what the model does not hold goes, gathered by build_commentary():
 * before the deal, with the deal, with each call and card, after the
 * claim. */
typedef struct
{
  Anchor  leading;
  Anchor  deal;
  Anchor  result;
  Anchor *calls;    /* Owned: n_calls + 1 */
  Anchor *cards;    /* Owned: n_cards + 1 */
  guint   n_calls;
  guint   n_cards;
} Commentary;

static void
commentary_clear (Commentary *c)
{
  anchor_clear (&c->leading);
  anchor_clear (&c->deal);
  anchor_clear (&c->result);
  for (guint i = 0; i <= c->n_calls; i++)
    anchor_clear (&c->calls[i]);
  for (guint i = 0; i <= c->n_cards; i++)
    anchor_clear (&c->cards[i]);
  g_free (c->calls);
  g_free (c->cards);
}

/* The first phase: the board's tokens once more, each one the model does
 * not hold into the anchor of the last call or card that stayed before
 * it. */
static void
anchor_tokens (Reader     *r,
               Board      *b,
               Commentary *c)
{
  Anchor *current = &c->leading;
  guint call_index = 0, card_index = 0;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = b->first; i < b->end; i++)
    {
      const BrgLinToken *token = token_at (r, i);
      Role role = get_role (r, b->first, i);

      switch (role)
        {
        /* A deal after the claim is the board's, but what follows it
         * still comes after the claim. */
        case ROLE_HEADING:
          if (BRG_LIN_NAME_IS (token, "md") && current != &c->result)
            current = &c->deal;
          break;

        case ROLE_HEADING_KEPT:
          if (BRG_LIN_NAME_IS (token, "md"))
            {
              if (current != &c->result)
                current = &c->deal;
              append_token (r, &c->deal, token, role);
            }
          else
            append_token (r, current, token, role);
          break;

        case ROLE_CALLS:
          for (int e = g_array_index (r->links, int, i - b->first);
               e < (int) r->calls->len && g_array_index (r->calls, CallEntry, e).token == i; e++)
            {
              const CallEntry *entry = &g_array_index (r->calls, CallEntry, e);

              if (entry->final && call_index < c->n_calls)
                current = &c->calls[call_index++];
              else
                {
                  g_string_assign (text, _brg_lin_format_call (entry->call));
                  if (entry->alerted)
                    g_string_append_c (text, '!');
                  append_command (r, current, "mb", text->str, text->len);
                }
            }
          break;

        case ROLE_NOTE:
          {
            const CallEntry *entry = &g_array_index (r->calls, CallEntry,
                                                     g_array_index (r->links, int, i - b->first));

            if (!entry->final || token->length == 0)
              append_token (r, current, token, ROLE_COMMENT);
          }
          break;

        case ROLE_CARD:
          if (card_index < c->n_cards)
            current = &c->cards[card_index++];
          break;

        case ROLE_CLAIM:
          if ((int) i == b->claim)
            current = &c->result;
          else
            append_token (r, current, token, ROLE_COMMENT);
          break;

        case ROLE_PAUSE:
        case ROLE_DROPPED:
          break;

        case ROLE_COMMENT:
        default:
          append_token (r, current, token, ROLE_COMMENT);
          break;
        }
    }
}

/* The second phase: each call's note (`an`, or an alert with none), numbered
 * in the order of the calls, and its commentary. */
static void
annotate_calls (Reader     *r,
                guint       first_call,
                BrgAuction *auction,
                Commentary *c)
{
  guint call_index = 0, note_index = 0;

  for (guint e = first_call; e < r->calls->len && auction != NULL; e++)
    {
      const CallEntry *entry = &g_array_index (r->calls, CallEntry, e);
      g_autoptr(BrgAnnotation) annotation = NULL;
      Anchor *anchor;
      g_autofree char *note_text = NULL;

      if (!entry->final)
        continue;
      anchor = &c->calls[call_index];
      anchor_flush (anchor);

      if (entry->note >= 0 && token_at (r, (guint) entry->note)->length > 0)
        {
          const BrgLinToken *token = token_at (r, (guint) entry->note);

          note_text = _brg_lin_decode (raw_of (r, token), token->length,
                                       BRG_LIN_DECODE_SUITS | plus_flag (r));
        }
      else if (entry->alerted)
        note_text = g_strdup ("");

      if (note_text != NULL || anchor->comments != NULL)
        {
          annotation = brg_annotation_new ();
          if (note_text != NULL)
            {
              g_autoptr(BrgNote) note = brg_note_new (++note_index, note_text);

              brg_auction_set_note (auction, note);
              annotation->note = note_index;
              /* Alerted and explained: BBO's `!` is kept. */
              if (entry->alerted && note_text[0] != '\0')
                brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, BRG_LIN_ALERT_MARKER);
            }
          for (guint k = 0; anchor->comments != NULL && k < anchor->comments->len; k++)
            {
              const BrgComment *comment = g_ptr_array_index (anchor->comments, k);

              brg_annotation_add_comment (annotation, comment->kind, comment->text);
            }
          brg_auction_set_annotation (auction, call_index, annotation);
        }
      call_index++;
    }
}

/* The third phase: each card's commentary. */
static void
annotate_cards (BrgPlay    *play,
                Commentary *c)
{
  for (guint j = 0; j < c->n_cards; j++)
    {
      g_autoptr(BrgAnnotation) annotation = NULL;

      anchor_flush (&c->cards[j]);
      if (c->cards[j].comments == NULL)
        continue;
      annotation = brg_annotation_new ();
      for (guint k = 0; k < c->cards[j].comments->len; k++)
        {
          const BrgComment *comment = g_ptr_array_index (c->cards[j].comments, k);

          brg_annotation_add_comment (annotation, comment->kind, comment->text);
        }
      brg_play_set_annotation (play, j, annotation);
    }
}

/* The last phase: what stood before the deal leads the board, what stood
 * with the deal goes with its Deal tag, what followed the claim with the
 * Result tag. */
static void
annotate_board (BrgBoard   *board,
                Commentary *c)
{
  anchor_flush (&c->leading);
  anchor_flush (&c->deal);
  anchor_flush (&c->result);
  if (c->leading.comments != NULL)
    add_leading (board, c->leading.comments);
  if (c->deal.comments != NULL)
    {
      if (brg_board_lookup_tag (board, "Deal") == NULL)
        brg_board_set_tag (board, "Deal", "");
      add_tag_comments (board, "Deal", c->deal.comments);
    }
  if (c->result.comments != NULL)
    add_tag_comments (board, "Result", c->result.comments);
}

/* What the model does not hold, as commentary where it stood: the tokens
 * anchored, then the calls, the cards and the board annotated. */
static void
build_commentary (Reader *r,
                  Board  *b,
                  guint   first_call)
{
  BrgBoard *board = r->board;
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  Commentary c = { { NULL, NULL }, { NULL, NULL }, { NULL, NULL }, NULL, NULL, 0, 0 };

  c.n_calls = auction != NULL ? brg_auction_get_n_calls (auction) : 0;
  c.n_cards = play != NULL ? brg_play_get_n_cards (play) : 0;
  c.calls = g_new0 (Anchor, c.n_calls + 1);
  c.cards = g_new0 (Anchor, c.n_cards + 1);

  anchor_tokens (r, b, &c);
  annotate_calls (r, first_call, auction, &c);
  annotate_cards (play, &c);
  annotate_board (board, &c);
  commentary_clear (&c);
}

static void
read_board (Reader      *r,
            const Range *range)
{
  Board b;
  guint first_call = r->calls->len;
  guint first_card = r->cards->len;
  guint n = range->end - range->first;

  memset (&b, 0, sizeof b);
  b.first = range->first;
  b.end = range->end;
  for (guint i = 0; i < N_HEADINGS; i++)
    b.heading[i] = -1;
  b.dealer = BRG_SEAT_NONE;
  b.claim = -1;
  b.last_call = -1;
  b.bad_deal = -1;
  b.later_names = -1;
  b.call_stack = r->call_stack;
  b.card_stack = r->card_stack;
  g_array_set_size (b.call_stack, 0);
  g_array_set_size (b.card_stack, 0);

  r->board = brg_board_new ();
  r->board_errors = FALSE;
  r->board_index++;
  g_array_set_size (r->roles, n);
  g_array_set_size (r->links, n);

  for (guint i = range->first; i < range->end; i++)
    {
      if (i < range->own)
        {
          /* The file's opening: kept as commentary of the first board,
           * and its names and vugraph heading hold for all. */
          const BrgLinToken *token = token_at (r, i);

          set_role (r, b.first, i, token->kind == BRG_LIN_TOKEN_JUNK ? ROLE_DROPPED
                                                                     : ROLE_COMMENT);
          if (token->kind == BRG_LIN_TOKEN_JUNK)
            read_token (r, &b, i);
          else if (token->kind == BRG_LIN_TOKEN_COMMAND)
            {
              report_unknown (r, token);
              if (BRG_LIN_NAME_IS (token, "pn"))
                set_names (r, token);
              else if (BRG_LIN_NAME_IS (token, "vg"))
                _brg_lin_vugraph_parse (&r->vugraph, raw_of (r, token), token->length,
                                        plus_flag (r));
            }
          continue;
        }
      read_token (r, &b, i);
    }

  {
    BrgAuction *auction = brg_board_get_auction (r->board);
    BrgPlay *play = brg_board_get_play (r->board);

    /* Taken back to nothing: there is no auction or play. */
    if (play != NULL && brg_play_get_n_cards (play) == 0)
      brg_board_set_play (r->board, NULL);
    if (auction != NULL && brg_auction_get_n_calls (auction) == 0
        && brg_board_get_play (r->board) == NULL)
      brg_board_set_auction (r->board, NULL);
  }

  apply_headings (r, &b);
  if (b.later_names >= 0)
    set_names (r, token_at (r, (guint) b.later_names));
  apply_claim (r, &b);
  find_pauses (r, &b, first_call, first_card);
  build_commentary (r, &b, first_call);

  if (r->board_errors)
    brg_board_set_has_errors (r->board, TRUE);
  brg_event_append (r->event, r->board);
  g_clear_object (&r->board);

  g_array_set_size (r->calls, 0);
  g_array_set_size (r->cards, 0);
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

static gboolean
looks_like_lin (const char *p,
                const char *end)
{
  const char *q = p;

  while (q < end && *q != '|' && *q != '\n' && *q != '\r' && q - p < 2)
    q++;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  return q - p >= 2 && q < end && *q == '|' && g_ascii_isalnum (p[0]) && g_ascii_isalnum (p[1]);
}

/**
 * brg_lin_detect:
 * @data: (array length=length): the start of a file, or all of it
 * @length: its length
 *
 * Recognises LIN by its content: past blank lines and `%` comment lines,
 * the first line starts with a command of two characters and a bar
 * (`pn|`, `qx|`, `vg|` …). Looks at 64 KiB at most.
 *
 * Returns: %TRUE when the content looks like LIN
 */
gboolean
brg_lin_detect (const guint8 *data,
                gsize         length)
{
  const char *p = (const char *) data;
  const char *end;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    {
      p += 3;
      length -= 3;
    }
  end = p + MIN (length, (gsize) 65536);
  while (p < end)
    {
      const char *line_end = p;

      while (line_end < end && *line_end != '\n' && *line_end != '\r')
        line_end++;
      while (p < line_end && (*p == ' ' || *p == '\t'))
        p++;
      if (p < line_end && *p != '%')
        return looks_like_lin (p, line_end);
      p = line_end;
      while (p < end && (*p == '\n' || *p == '\r'))
        p++;
    }
  return FALSE;
}

/**
 * brg_lin_read_bytes:
 * @bytes: the file contents
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the problems that did not stop reading
 * @error: return location for a #GError
 *
 * Reads a LIN file (Bridge Base Online's hand records, vugraph archives
 * and teaching movies) into an event of boards, mapped onto the model as
 * PBN is (docs/lin-pbn-mapping.md): names, deal, vulnerability, heading,
 * hidden hands (`sk`), the auction with its alerts and explanations, the
 * play, the claim; every other command stays in order in the commentary
 * at the call or card it follows, as text (`nt`, `at`) or as a PGN
 * supplement command (`[%pg]`), so that brg_lin_write_bytes() writes the
 * lesson back as it was. Commands Finesse does not know are kept and
 * reported once; a broken command is reported with its line and column,
 * and the rest of the file is read.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 *   (%BRG_LIN_ERROR_ENCODING, %BRG_LIN_ERROR_TOO_LARGE)
 */
BrgEvent *
brg_lin_read_bytes (GBytes     *bytes,
                    GPtrArray **diagnostics,
                    GError    **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GArray) ranges = NULL;
  const char *encoding = "UTF-8";
  BrgLinLexResult lexed = { NULL, FALSE };
  Reader r;
  const char *data;
  gsize size, length = 0;
  guint first = 0;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (diagnostics != NULL)
    *diagnostics = NULL;

  data = g_bytes_get_data (bytes, &size);
  if (size > BRG_MAX_FILE_SIZE)
    {
      g_set_error (error, BRG_LIN_ERROR, BRG_LIN_ERROR_TOO_LARGE,
                   _("The file has %zu bytes; at most %zu can be read"), size,
                   (gsize) BRG_MAX_FILE_SIZE);
      return NULL;
    }
  text = decode_bytes (data != NULL ? data : "", size, &encoding, &length, error);
  if (text == NULL)
    return NULL;

  lexed.tokens = g_array_new (FALSE, FALSE, sizeof (BrgLinToken));
  _brg_lin_lex (text, length, &lexed);

  memset (&r, 0, sizeof r);
  for (guint i = 0; i < lexed.tokens->len; i++)
    {
      BrgLinToken *token = &g_array_index (lexed.tokens, BrgLinToken, i);

      drop_line_ends (text, token);
      /* In a URL's text, `+` is a space in every value (LIN §2.1): text
       * is decoded so; the others read as the space they are written
       * back as (`mb|p+|` is a pass). */
      if (lexed.form_encoded && token->kind == BRG_LIN_TOKEN_COMMAND
          && !_brg_lin_command_is_text (token->name))
        for (guint32 j = 0; j < token->length; j++)
          if (text[token->value + j] == '+')
            text[token->value + j] = ' ';
    }

  r.text = text;
  r.length = length;
  r.tokens = lexed.tokens;
  r.form_encoded = lexed.form_encoded;
  for (guint i = 0; i < lexed.tokens->len; i++)
    {
      const BrgLinToken *token = &g_array_index (lexed.tokens, BrgLinToken, i);

      if (token->kind == BRG_LIN_TOKEN_COMMAND && memchr (text + token->value, ' ', token->length))
        break;
      r.no_space = i + 1 == lexed.tokens->len;
    }
  r.event = brg_event_new ();
  r.diagnostics = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  r.unknown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  r.roles = g_array_new (FALSE, TRUE, sizeof (guint8));
  r.links = g_array_new (FALSE, TRUE, sizeof (int));
  r.calls = g_array_new (FALSE, FALSE, sizeof (CallEntry));
  r.cards = g_array_new (FALSE, FALSE, sizeof (CardEntry));
  r.parsed = g_array_new (FALSE, FALSE, sizeof (CallEntry));
  r.call_stack = g_array_new (FALSE, FALSE, sizeof (guint));
  r.card_stack = g_array_new (FALSE, FALSE, sizeof (guint));
  r.cursor_column = 1;
  brg_event_set_source_encoding (r.event, encoding);

  /* The `%` lines that open the file are the event's. */
  while (first < r.tokens->len && token_at (&r, first)->kind == BRG_LIN_TOKEN_COMMENT)
    {
      const BrgLinToken *token = token_at (&r, first++);
      g_autofree char *line = g_strndup (raw_of (&r, token), token->length);

      brg_event_add_escape (r.event, line);
    }

  ranges = cut_boards (&r, first);
  if (ranges->len > BRG_LIN_MAX_BOARDS)
    {
      g_set_error (error, BRG_LIN_ERROR, BRG_LIN_ERROR_TOO_LARGE,
                   _("The file has more than %u boards"), BRG_LIN_MAX_BOARDS);
    }
  else
    for (guint i = 0; i < ranges->len; i++)
      read_board (&r, &g_array_index (ranges, Range, i));

  g_array_unref (r.tokens);
  g_hash_table_unref (r.unknown);
  g_array_unref (r.roles);
  g_array_unref (r.links);
  g_array_unref (r.calls);
  g_array_unref (r.cards);
  g_array_unref (r.parsed);
  g_array_unref (r.call_stack);
  g_array_unref (r.card_stack);
  g_strfreev (r.names);
  _brg_lin_vugraph_clear (&r.vugraph);

  if (error != NULL && *error != NULL)
    {
      g_ptr_array_unref (r.diagnostics);
      g_object_unref (r.event);
      return NULL;
    }
  if (ranges->len > BRG_LIN_MAX_BOARDS)
    {
      g_ptr_array_unref (r.diagnostics);
      g_object_unref (r.event);
      return NULL;
    }

  g_ptr_array_sort (r.diagnostics, brg_diagnostic_compare);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&r.diagnostics);
  else
    g_ptr_array_unref (r.diagnostics);
  return r.event;
}

static BrgEvent *
read_named (GBytes      *bytes,
            const char  *file_name,
            GPtrArray  **diagnostics,
            GError     **error)
{
  return brg_lin_read_bytes (bytes, diagnostics, error);
}

/**
 * brg_lin_read_file:
 * @file: a LIN file
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the problems that did not stop reading
 * @error: return location for a #GError
 *
 * Loads @file and reads it as brg_lin_read_bytes() does.
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_lin_read_file (GFile         *file,
                   GCancellable  *cancellable,
                   GPtrArray    **diagnostics,
                   GError       **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file (file, cancellable, read_named, diagnostics, error);
}

/**
 * brg_lin_read_file_async:
 * @file: a LIN file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is read
 * @user_data: data for @callback
 *
 * Reads @file in a worker thread; see brg_lin_read_file().
 */
void
brg_lin_read_file_async (GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  _brg_read_file_async (file, cancellable, brg_lin_read_file, brg_lin_read_file_async,
                        callback, user_data);
}

/**
 * brg_lin_read_file_finish:
 * @result: the #GAsyncResult given to the callback
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for the problems that did not stop reading
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (nullable): the event, or %NULL with @error set
 */
BrgEvent *
brg_lin_read_file_finish (GAsyncResult  *result,
                          GPtrArray    **diagnostics,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == brg_lin_read_file_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _brg_read_file_finish (result, brg_lin_read_file_async, diagnostics, error);
}
