/* brg-lin-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LIN export, one line a board as Bridge Base Online writes its hand
 * records: `qx|o1|pn|S,W,N,E|st||md|…|rh||ah|Board 1|sv|o|` then the calls
 * with their explanations (`mb|1N|an|15-17|`), `pg||` after the auction
 * and after each trick, the cards, and the claim (`mc|10|`).
 *
 * The commentary of a board read from LIN holds the commands the model
 * does not (docs/lin-pbn-mapping.md): text, pauses, seats shown, calls
 * and cards taken back, commands Finesse does not know. They are written
 * back where they stood, after the call or card they follow, so that a
 * lesson re-exports as it was. Commentary from elsewhere becomes `nt`
 * text. Values are encoded so that the line never breaks: a bar, a line
 * end, a comma in a name as percent escapes.
 *
 * What LIN cannot say is reported, board by board, as a warning that
 * names the board: nothing is dropped silently.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-diagnostic.h"
#include "brg-directive.h"
#include "brg-file-writer.h"
#include "brg-lin-private.h"
#include "brg-event-private.h"
#include "brg-lin-writer.h"
#include "brg-seat.h"

typedef struct
{
  GString        *out;
  GPtrArray      *diagnostics;   /* Borrowed, nullable */
  gboolean        plus;          /* write `+` in text as %2B */
  gboolean        any_space;
  gboolean        plus_between_words;
  BrgLinVugraph   vugraph;       /* the last `vg` written */
  gboolean        names_given;   /* the last `pn` written gave a name */
  GString        *names;         /* and its value */
  gboolean        started;       /* the board has a `qx` or an `md` that deals */
  guint           qx_number;     /* the board number its `qx` gave */
  gboolean        dealt;         /* it has an `md` that starts a board */
  gboolean        dealt_before;  /* and so had the board before */
  gboolean        tail_moves;    /* the last command written would move on
                                  * to the board after (a heading, a `%` line) */
  guint           n_boards;
  gboolean        loose;         /* a command before them that the reader
                                  * would give the board before */

  /* The board being written. */
  BrgBoard       *board;
  guint           index;
  GPtrArray      *losses;        /* of BrgDiagnostic: what LIN could not say */
  gboolean        suppress[8];   /* headings written as they were read */
  char           *kept_md;       /* the `md` value to write, as read */
  char           *kept_qx;       /* a kept `qx` written first, before what */
  gboolean        qx_first;      /* came before it where it was read */
  gboolean        qx_leading;    /* a kept `qx` is in the leading commentary */
  gboolean        explicit_pauses;
  gsize           before_sk;     /* where put_headings() wrote `sk`, if it did */
  guint           lesson_seats;  /* the seats Bridge Classroom's [SHOW]s named */
  GString        *lesson_lost;   /* its directives LIN has no command for */
} Writer;

enum { H_QX, H_PN, H_ST, H_RH, H_AH, H_SV, H_MD, H_SK, N_HEADINGS };
static const char heading_names[N_HEADINGS][3] = { "qx", "pn", "st", "rh", "ah", "sv", "md", "sk" };

static int
heading_kind (const char *name,
              gsize       length)
{
  if (length != 2)
    return -1;
  for (guint i = 0; i < N_HEADINGS; i++)
    if (heading_names[i][0] == name[0] && heading_names[i][1] == name[1])
      return (int) i;
  return -1;
}

G_GNUC_PRINTF (3, 4)
static void
lose_full (Writer     *w,
           const char *code,
           const char *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (w->losses == NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (w->losses, brg_diagnostic_new (BRG_SEVERITY_WARNING, 0, 0, code, message));
}

#define lose(w, ...) lose_full ((w), "lin-approximated", __VA_ARGS__)

/* "call 3", "card 12": made only when there is something to say. */
static char *
where_of (Writer     *w,
          const char *what,
          guint       position)
{
  if (w->losses == NULL)
    return NULL;
  /* Translators: "call" or "card", then its number */
  return g_strdup_printf ("%s %u", what, position);
}

/* ------------------------------------------------------------------ */
/* Commands                                                             */

static void
note_value (Writer     *w,
            const char *name,
            const char *value,
            gsize       length)
{
  if (!w->any_space && memchr (value, ' ', length) != NULL)
    w->any_space = TRUE;
  if (!w->plus_between_words && _brg_lin_command_is_text (name))
    for (gsize i = 1; i + 1 < length; i++)
      if (value[i] == '+' && g_ascii_isalnum (value[i - 1]) && g_ascii_isalnum (value[i + 1]))
        {
          w->plus_between_words = TRUE;
          break;
        }
}

/* A command with a value already in LIN's notation. */
static void
put_raw (Writer     *w,
         const char *name,
         const char *value,
         gsize       length)
{
  gsize start;

  g_string_append (w->out, name);
  g_string_append_c (w->out, '|');
  start = w->out->len;
  /* The line never breaks: a line end in text is an escape, elsewhere
   * it means nothing. */
  for (gsize i = 0; i < length; i++)
    {
      if (value[i] == '\r' || value[i] == '\n')
        {
          if (value[i] == '\r' && i + 1 < length && value[i + 1] == '\n')
            i++;
          if (strcmp (name, "nt") == 0 || strcmp (name, "at") == 0 || strcmp (name, "mn") == 0)
            g_string_append (w->out, "%0A");
          continue;
        }
      /* In a file that would read as a URL's text, a `+` between words
       * in text is a space: one kept as written is a plus, as
       * put_text() writes it. */
      if (value[i] == '+' && w->plus && _brg_lin_command_is_text (name)
          && w->out->len > start && g_ascii_isalnum (w->out->str[w->out->len - 1])
          && i + 1 < length && g_ascii_isalnum (value[i + 1]))
        {
          g_string_append (w->out, "%2B");
          continue;
        }
      g_string_append_c (w->out, value[i]);
    }
  /* (What the reader sees: `%0A+d` is `+` between words.) */
  note_value (w, name, w->out->str + start, w->out->len - start);
  g_string_append_c (w->out, '|');
  w->tail_moves = strcmp (name, "pn") == 0 || strcmp (name, "st") == 0 || strcmp (name, "rh") == 0
                  || strcmp (name, "ah") == 0 || strcmp (name, "sv") == 0
                  || strcmp (name, "mn") == 0;
  if (strcmp (name, "vg") == 0)
    _brg_lin_vugraph_parse (&w->vugraph, value, length, BRG_LIN_DECODE_NONE);
  if (strcmp (name, "pn") == 0)
    {
      w->names_given = strspn (value, ",") < length;
      g_string_assign (w->names, "");
      g_string_append_len (w->names, value, (gssize) length);
    }
  if (strcmp (name, "qx") == 0)
    {
      char room;

      if (!_brg_lin_parse_room (value, length, &room, &w->qx_number))
        w->qx_number = 0;
    }
  /* (`md|0…|` changes the deal shown and starts no board: a `qx` after
   * it is still the board's own.) */
  if (strcmp (name, "qx") == 0)
    w->started = TRUE;
  if (strcmp (name, "md") == 0 && _brg_lin_starts_deal (value, length))
    w->started = w->dealt = TRUE;
  else if (!w->started && strcmp (name, "pn") != 0 && strcmp (name, "st") != 0
           && strcmp (name, "mn") != 0)
    w->loose = TRUE;
}

static void
put (Writer     *w,
     const char *name,
     const char *value)
{
  put_raw (w, name, value, strlen (value));
}

/* A command whose value is text of the model. */
static void
put_text (Writer            *w,
          const char        *name,
          const char        *text,
          BrgLinEncodeFlags  flags)
{
  g_autoptr(GString) value = g_string_new (NULL);

  _brg_lin_encode (value, text, flags | (w->plus ? BRG_LIN_ENCODE_PLUS : 0));
  put_raw (w, name, value->str, value->len);
}

static void
end_line (Writer *w)
{
  if (w->out->len > 0 && w->out->str[w->out->len - 1] != '\n')
    g_string_append_c (w->out, '\n');
}

/* ------------------------------------------------------------------ */
/* Headings                                                             */

static const char *
tag_text (BrgBoard   *board,
          const char *name)
{
  const char *value = brg_board_get_tag (board, name);

  if (value == NULL || value[0] == '\0' || strcmp (value, "?") == 0)
    return NULL;
  return value;
}

static void
board_names (BrgBoard   *board,
             const char *names[4])
{
  static const char *const tags[] = { "North", "East", "South", "West" };

  for (guint i = 0; i < 4; i++)
    names[i] = tag_text (board, tags[_brg_lin_seats[i]]);
}

static char
board_room (BrgBoard *board)
{
  const char *room = tag_text (board, "Room");

  if (room != NULL && g_ascii_strcasecmp (room, "Open") == 0)
    return 'o';
  if (room != NULL && g_ascii_strcasecmp (room, "Closed") == 0)
    return 'c';
  return 0;
}

static gboolean
board_hidden (BrgBoard *board,
              gboolean  hidden[4])
{
  guint seats = brg_board_get_hidden_seats (board);

  for (guint s = 0; s < 4; s++)
    hidden[s] = (seats & (1u << s)) != 0;
  return seats != 0;
}

static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *x = a != NULL ? g_strstrip (g_strdup (a)) : g_strdup ("");
  g_autofree char *y = b != NULL ? g_strstrip (g_strdup (b)) : g_strdup ("");

  /* A kept `pn|?|` reads as the tag value "?", PBN's unknown, which the
   * board's names leave out: it says the same as no name. */
  return strcmp (x, y) == 0 || (strcmp (x, "?") == 0 && y[0] == '\0');
}

/* Whether a heading command kept as it was read still says what the board
 * says now; after an edit of the board, the board wins. */
static gboolean
kept_is_consistent (Writer     *w,
                    guint       kind,
                    const char *raw)
{
  BrgBoard *board = w->board;
  gsize length = strlen (raw);

  switch (kind)
    {
    case H_ST:
    case H_RH:
      return TRUE;

    case H_PN:
      {
        g_auto(GStrv) names = _brg_lin_split_names (raw, length, BRG_LIN_DECODE_NONE);
        guint n = g_strv_length (names);
        guint base = n >= 8 && board_room (board) == 'c' ? 4 : 0;
        const char *now[4];

        board_names (board, now);
        for (guint i = 0; i < 4; i++)
          if (!same_name (base + i < n ? names[base + i] : NULL, now[i]))
            return FALSE;
        return TRUE;
      }

    case H_QX:
      {
        char room = 0;
        guint number = 0;

        const char *named = strstr (raw, ",BOARD ");

        /* (What the reader could not read says nothing of the board.) */
        if (!_brg_lin_parse_room (raw, length, &room, &number))
          return board_room (board) == 0;
        if (room != board_room (board))
          return FALSE;
        /* BridgeComposer's `o1,BOARD 1` names the board (the number the
         * room's parse gives); a vugraph's `o11` is the board's place in
         * `bn`, which the heading numbers. */
        if (named != NULL && g_ascii_isdigit (named[7]))
          return number == brg_board_get_number (board);
        return number == 0 || number == brg_board_get_number (board)
               || (tag_text (board, "Description") == NULL && brg_board_get_number (board) > 0);
      }

    case H_AH:
      {
        g_autofree char *text = _brg_lin_decode (raw, length, BRG_LIN_DECODE_NONE);
        guint number;

        g_strstrip (text);
        /* No heading: the number, if any, is the `qx`'s. */
        if (text[0] == '\0')
          return tag_text (board, "Description") == NULL
                 && (brg_board_get_number (board) == 0 || board_room (board) != 0);
        if (_brg_lin_parse_board_heading (text, &number))
          return number == brg_board_get_number (board) && tag_text (board, "Description") == NULL;
        /* `ah|?|` reads as Description "?", which is PBN's unknown and
         * no heading for the writer: the raw tag says it is unchanged. */
        return g_strcmp0 (text, tag_text (board, "Description")) == 0
               || g_strcmp0 (text, brg_board_get_tag (board, "Description")) == 0;
      }

    case H_SV:
      {
        BrgVulnerability kept, now;

        return _brg_lin_parse_vulnerability (raw, length, &kept)
               && brg_board_get_vulnerability (board, &now) && kept == now;
      }

    case H_MD:
      {
        BrgDeal *deal = brg_board_get_deal (board);
        BrgCardSet hands[4];
        gboolean known[4];
        BrgSeat dealer;
        guint bad;

        /* A deal that did not parse: while the board has none. */
        if (!_brg_lin_parse_deal (raw, length, &dealer, hands, known, &bad, NULL))
          return brg_deal_is_empty (deal) && !BRG_SEAT_IS_VALID (brg_board_get_dealer (board));
        if (dealer != brg_board_get_dealer (board))
          return FALSE;
        for (guint s = 0; s < 4; s++)
          if (known[s] != brg_deal_is_hand_known (deal, s)
              || (known[s] && hands[s] != brg_deal_get_hand (deal, s)))
            return FALSE;
        return TRUE;
      }

    case H_SK:
      {
        gboolean shown[4], hidden[4];

        if (!_brg_lin_parse_seats (raw, length, shown))
          return FALSE;
        board_hidden (board, hidden);
        for (guint s = 0; s < 4; s++)
          if (shown[s] == hidden[s])
            return FALSE;
        return TRUE;
      }

    default:
      return FALSE;
    }
}

/* What LIN can take as a command name: two characters. */
static gboolean
is_command_name (const char *name,
                 gsize       length)
{
  return length == 2 && name[0] > ' ' && name[0] < 0x7f && name[0] != '|' && name[0] != '%'
         && name[1] > ' ' && name[1] < 0x7f && name[1] != '|';
}

/* Where kept headings stand: before the board's first tag, at its deal,
 * elsewhere. */
typedef enum
{
  ANCHOR_LEADING,
  ANCHOR_DEAL,
  ANCHOR_OTHER,
} Anchor;

/* The `qx` the writer gives a board. */
static char *
qx_value (BrgBoard *board)
{
  guint number = brg_board_get_number (board);

  if (number > 0)
    return g_strdup_printf ("%c%u", board_room (board), number);
  return g_strdup_printf ("%c", board_room (board));
}

/* A kept heading the board no longer agrees with: the first board's `qx`
 * is written anew in its place, where it starts the board; the others are
 * left out (and written where the writer puts them: a later board's `qx`
 * first). Returns the value to write. */
static char *
kept_value (Writer *w,
            int     kind,
            char   *arg)
{
  if (kept_is_consistent (w, (guint) kind, arg))
    return arg;
  g_free (arg);
  if (kind == H_QX && board_room (w->board) != 0 && w->index == 1)
    return qx_value (w->board);
  return NULL;
}

/* The headings kept as read, in the commentary before the auction: which
 * still hold, so that they are written instead of new ones. */
static void
scan_kept (Writer    *w,
           GPtrArray *comments,
           Anchor     anchor)
{
  /* Whether something is written before the kept `qx` that the reader
   * would give the board before: names, a state and `%` lines it moves
   * on with the board, nothing else. */
  gboolean loose = FALSE;

  for (guint c = 0; comments != NULL && c < comments->len; c++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, c);
      const char *cursor = comment->text;
      BrgLinItem item;

      if (comment->kind == BRG_COMMENT_ESCAPE || strcmp (comment->text, BRG_LIN_ALERT_MARKER) == 0)
        continue;
      while (_brg_lin_next_item (&cursor, &item))
        {
          g_autofree char *arg = NULL;
          int kind;

          if (!item.command || item.text_length != strlen (BRG_LIN_KEPT_COMMAND)
              || memcmp (item.text, BRG_LIN_KEPT_COMMAND, item.text_length) != 0)
            {
              if (!item.command
                  || (is_command_name (item.text, item.text_length)
                      && !(item.text_length == 2 && (g_ascii_strncasecmp (item.text, "pn", 2) == 0
                                                     || g_ascii_strncasecmp (item.text, "st", 2) == 0
                                                     || g_ascii_strncasecmp (item.text, "mn", 2) == 0))))
                loose = TRUE;
              continue;
            }
          if (item.args == NULL || item.args_length < 3 || item.args[2] != '|')
            continue;
          kind = heading_kind (item.args, 2);
          if (kind < 0)
            continue;
          arg = kept_value (w, kind, _brg_lin_arg_unescape (item.args + 3, item.args_length - 3));
          if (arg == NULL)
            continue;
          w->suppress[kind] = TRUE;
          if (kind == H_QX && anchor == ANCHOR_LEADING)
            w->qx_leading = TRUE;
          if (kind == H_MD && anchor == ANCHOR_DEAL && w->kept_md == NULL)
            w->kept_md = g_steal_pointer (&arg);
          else if (kind == H_QX && anchor == ANCHOR_LEADING && w->index > 1 && !w->qx_first && loose)
            {
              w->kept_qx = g_steal_pointer (&arg);
              w->qx_first = TRUE;
            }
          if (kind != H_PN && kind != H_ST)
            loose = TRUE;
        }
    }
}

/* Headings kept where they stood after the deal (a board without one):
 * they, too, are written instead of new ones. */
static void
scan_kept_elsewhere (Writer *w)
{
  BrgBoard *board = w->board;
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  gboolean kept_qx = w->suppress[H_QX], kept_md = w->suppress[H_MD];

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      if (strcmp (tag->name, "Deal") != 0)
        scan_kept (w, tag->comments, ANCHOR_OTHER);
    }
  for (guint i = 0; auction != NULL && i < brg_auction_get_n_calls (auction); i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

      if (annotation != NULL)
        scan_kept (w, annotation->comments, ANCHOR_OTHER);
    }
  for (guint i = 0; play != NULL && i < brg_play_get_n_cards (play); i++)
    {
      const BrgAnnotation *annotation = brg_play_get_annotation (play, i);

      if (annotation != NULL)
        scan_kept (w, annotation->comments, ANCHOR_OTHER);
    }
  /* A board's start is written where the writer puts it. */
  w->suppress[H_QX] = kept_qx;
  w->suppress[H_MD] = kept_md;
}

/* ------------------------------------------------------------------ */
/* Commentary                                                           */

typedef enum
{
  PENDING_NONE,
  PENDING_NT,
  PENDING_AT,
} Pending;

static void
flush_pending (Writer  *w,
               Pending *pending)
{
  if (*pending == PENDING_NT)
    put (w, "nt", "");
  else if (*pending == PENDING_AT)
    put (w, "at", "");
  *pending = PENDING_NONE;
}

/* A `qx`, or a second deal, in the commentary of a board that has begun
 * would start another: it is left out. */
static gboolean
starts_no_board (Writer     *w,
                 const char *name,
                 const char *value)
{
  if ((strcmp (name, "qx") == 0 && w->started)
      || (strcmp (name, "md") == 0 && w->dealt && _brg_lin_starts_deal (value, strlen (value))))
    {
      lose (w, _("“%s|%s|” in the commentary would start another board; it was left out"),
            name, value);
      return FALSE;
    }
  return TRUE;
}

/* Plain text of a comment: `nt` at its start, else `at`. */
static void
put_plain_text (Writer     *w,
                const char *text,
                Pending    *pending,
                gboolean   *started)
{
  if (*pending == PENDING_AT || (*pending == PENDING_NONE && *started))
    put_text (w, "at", text, BRG_LIN_ENCODE_SUITS);
  else
    put_text (w, "nt", text, BRG_LIN_ENCODE_SUITS);
  *pending = PENDING_NONE;
  *started = TRUE;
}

/* A piece of text between lesson directives, less the blanks around them;
 * when it adds to the text before (`at`), one space stays. */
static void
put_between (Writer     *w,
             const char *text,
             gsize       length,
             gboolean    after_directive,
             gboolean    before_directive,
             Pending    *pending,
             gboolean   *started)
{
  g_autofree char *piece = g_strndup (text, length);
  gsize lead = after_directive ? strspn (piece, " \t\r\n") : 0;
  g_autofree char *spaced = NULL;

  if (before_directive)
    g_strchomp (piece + lead);
  if (piece[lead] == '\0')
    return;
  if (lead > 0 && (*pending == PENDING_AT || (*pending == PENDING_NONE && *started)))
    spaced = g_strconcat (" ", piece + lead, NULL);
  put_plain_text (w, spaced != NULL ? spaced : piece + lead, pending, started);
}

/* Plain text that may hold Bridge Classroom's lesson directives
 * (brg-directive.h): a step break ([NEXT], [ROTATE], [BID], [choose-card])
 * is a pause, `pg||`, after which the text is new (`nt`); [SHOW] is `sk`
 * with every seat shown so far (Bridge Classroom's are for good, LIN's
 * are the seats shown); the others have no LIN command and are left out,
 * with a warning. Blanks between directives are left out with them. */
static void
put_lesson_text (Writer     *w,
                 const char *text,
                 Pending    *pending,
                 gboolean   *started)
{
  static const BrgSeat lin_order[] = { BRG_SEAT_SOUTH, BRG_SEAT_WEST, BRG_SEAT_NORTH,
                                       BRG_SEAT_EAST };
  BrgDirectiveIter iter;
  BrgDirective directive;
  gsize from = 0;
  gboolean any = FALSE;

  brg_directive_iter_init (&iter, text, -1);
  while (brg_directive_iter_next (&iter, &directive))
    {
      g_autofree char *operands = NULL;

      if (directive.kind != BRG_DIRECTIVE_LESSON)
        continue;
      /* The line ends around a directive go with it. */
      put_between (w, text + from, directive.start - from, any, TRUE, pending, started);
      any = TRUE;
      from = directive.end;
      operands = brg_directive_dup_operands (text, &directive);

      switch (directive.lesson)
        {
        case BRG_LESSON_NEXT:
        case BRG_LESSON_ROTATE:
        case BRG_LESSON_BID:
        case BRG_LESSON_CHOOSE_CARD:
          flush_pending (w, pending);
          put (w, "pg", "");
          /* A step's text is its own. */
          *started = FALSE;
          break;
        case BRG_LESSON_SHOW:
          {
            char letters[5] = { 0 };
            guint n = 0;
            guint seats = 0;

            if (brg_seats_from_pbn (g_ascii_strcasecmp (operands, "all") == 0 ? "NESW" : operands,
                                    &seats) || seats != 0)
              {
                w->lesson_seats |= seats;
                for (guint i = 0; i < 4; i++)
                  if (w->lesson_seats & (1u << lin_order[i]))
                    letters[n++] = g_ascii_tolower (brg_seat_to_pbn (lin_order[i]));
                flush_pending (w, pending);
                put (w, "sk", letters);
              }
            break;
          }
        case BRG_LESSON_ACCEPT:
        case BRG_LESSON_SHOW_CARDS:
        case BRG_LESSON_SHOW_LEAD:
        case BRG_LESSON_AUCTION:
        case BRG_LESSON_PLAY:
        case BRG_LESSON_RESET:
        case BRG_LESSON_CLEAR_COMMENTARY:
        case BRG_LESSON_UNKNOWN:
        default:
          {
            g_autofree char *written = g_strndup (text + directive.start,
                                                  directive.end - directive.start);

            /* Named once each, and a few only: the warning stays short. */
            if (w->lesson_lost->len < 200 && strstr (w->lesson_lost->str, written) == NULL)
              g_string_append_printf (w->lesson_lost, "%s%s", w->lesson_lost->len > 0 ? ", " : "",
                                      written);
            else if (w->lesson_lost->len >= 200 && !g_str_has_suffix (w->lesson_lost->str, "…"))
              g_string_append (w->lesson_lost, ", …");
            break;
          }
        }
    }
  if (!any)
    put_plain_text (w, text, pending, started);
  else
    put_between (w, text + from, strlen (text + from), TRUE, FALSE, pending, started);
}

/* One comment as LIN commands: text at its start is `nt` (new text), text
 * after a command `at` (added text); `[%at]`, `[%nt]` say which where the
 * reader kept them; every other `[%xx value]` is the command itself. */
static void
put_comment (Writer           *w,
             const BrgComment *comment,
             gboolean          kept_md_skipped)
{
  const char *cursor = comment->text;
  Pending pending = PENDING_NONE;
  gboolean started = FALSE;
  BrgLinItem item;

  if (comment->kind == BRG_COMMENT_ESCAPE)
    {
      /* A `%` line stands on a line of its own. */
      end_line (w);
      g_string_append_c (w->out, '%');
      for (const char *p = comment->text; *p != '\0'; p++)
        g_string_append_c (w->out, *p == '\n' || *p == '\r' ? ' ' : *p);
      g_string_append_c (w->out, '\n');
      w->tail_moves = TRUE;
      return;
    }
  if (strcmp (comment->text, BRG_LIN_ALERT_MARKER) == 0)
    return;

  while (_brg_lin_next_item (&cursor, &item))
    {
      g_autofree char *text = NULL;

      if (!item.command)
        {
          text = g_strndup (item.text, item.text_length);
          put_lesson_text (w, text, &pending, &started);
          continue;
        }

      if (item.args == NULL && item.text_length == 2 && memcmp (item.text, "at", 2) == 0)
        {
          flush_pending (w, &pending);
          pending = PENDING_AT;
          started = TRUE;
          continue;
        }
      if (item.args == NULL && item.text_length == 2 && memcmp (item.text, "nt", 2) == 0)
        {
          flush_pending (w, &pending);
          pending = PENDING_NT;
          started = TRUE;
          continue;
        }

      flush_pending (w, &pending);
      started = TRUE;

      if (item.text_length == strlen (BRG_LIN_KEPT_COMMAND)
          && memcmp (item.text, BRG_LIN_KEPT_COMMAND, item.text_length) == 0)
        {
          int kind = item.args != NULL && item.args_length >= 3 && item.args[2] == '|'
                     ? heading_kind (item.args, 2) : -1;
          g_autofree char *arg = NULL;
          char name[3];

          if (kind < 0)
            continue;
          /* The deal was written in its place; headings the board no
           * longer agrees with are written anew. */
          arg = kept_value (w, kind, _brg_lin_arg_unescape (item.args + 3, item.args_length - 3));
          if (arg == NULL || (kind == H_MD && kept_md_skipped) || (kind == H_QX && w->qx_first))
            continue;
          memcpy (name, item.args, 2);
          name[2] = '\0';
          if (!starts_no_board (w, name, arg))
            continue;
          put (w, name, arg);
          continue;
        }

      if (item.text_length == 5 && memcmp (item.text, "alert", 5) == 0)
        continue;

      if (is_command_name (item.text, item.text_length))
        {
          g_autofree char *arg = item.args != NULL
                                 ? _brg_lin_arg_unescape (item.args, item.args_length)
                                 : g_strdup ("");
          char name[3] = { g_ascii_tolower (item.text[0]), g_ascii_tolower (item.text[1]), 0 };

          if (!starts_no_board (w, name, arg))
            continue;
          put (w, name, arg);
          continue;
        }

      text = g_strndup (item.text, item.text_length);
      lose (w, _("the PGN command “[%%%s]” in the commentary has no place in LIN; it was "
                 "left out"), text);
    }
  flush_pending (w, &pending);
}

static void
put_comments (Writer    *w,
              GPtrArray *comments,
              gboolean   kept_md_skipped)
{
  for (guint i = 0; comments != NULL && i < comments->len; i++)
    put_comment (w, g_ptr_array_index (comments, i), kept_md_skipped);
}

static GPtrArray *
tag_comments (BrgBoard   *board,
              const char *name)
{
  const BrgTag *tag = brg_board_lookup_tag (board, name);

  return tag != NULL ? tag->comments : NULL;
}

/* Suffixes and notes of cards, NAGs: LIN has none, so they become text. */
static void
put_annotation_extras (Writer              *w,
                       const BrgAnnotation *annotation,
                       const char          *where,
                       gboolean             card,
                       BrgPlay             *play)
{
  if (annotation == NULL)
    return;
  if (annotation->suffix != BRG_SUFFIX_NONE)
    {
      put_text (w, "at", brg_suffix_to_pbn (annotation->suffix), BRG_LIN_ENCODE_SUITS);
      lose (w, _("the suffix “%s” of %s was written as text"),
            brg_suffix_to_pbn (annotation->suffix), where);
    }
  if (annotation->nags != NULL)
    for (guint i = 0; i < annotation->nags->len; i++)
      {
        guint8 nag = g_array_index (annotation->nags, guint8, i);
        guint8 base = card ? 6 : 0;

        if (annotation->suffix != BRG_SUFFIX_NONE && nag == base + annotation->suffix)
          continue;
        lose (w, _("the NAG $%u of %s has no place in LIN; it was left out"), nag, where);
      }
  if (card && annotation->note > 0)
    {
      const BrgNote *note = play != NULL ? brg_play_lookup_note (play, annotation->note) : NULL;

      if (note != NULL && note->text[0] != '\0')
        put_text (w, "at", note->text, BRG_LIN_ENCODE_SUITS);
      lose (w, _("the note of %s was written as text"), where);
    }
}

/* ------------------------------------------------------------------ */
/* Boards                                                               */

static gboolean
is_carried_tag (Writer       *w,
                const BrgTag *tag)
{
  static const char *const carried[] = {
    "Board", "North", "East", "South", "West", "Dealer", "Vulnerable", "Deal", "Hidden",
    "Description", "Auction", "Play", "Note", "LinPauses", "LinTrumps", NULL
  };
  const char *vugraph;

  for (guint i = 0; carried[i] != NULL; i++)
    if (strcmp (tag->name, carried[i]) == 0)
      return TRUE;
  if (strcmp (tag->name, "Room") == 0)
    return board_room (w->board) != 0;
  if (strcmp (tag->name, "Result") == 0)
    return brg_board_get_declarer_tricks (w->board) >= 0;
  if (strcmp (tag->name, "Contract") == 0 || strcmp (tag->name, "Declarer") == 0)
    {
      BrgAuction *auction = brg_board_get_auction (w->board);
      BrgContract tag_contract, contract;
      BrgSeat seat;

      /* Contract and declarer come from the auction; without it, LIN has
       * no place for them. */
      if (auction == NULL || !brg_auction_is_complete (auction))
        return FALSE;
      if (strcmp (tag->name, "Declarer") == 0)
        return TRUE;
      return !brg_contract_from_pbn (tag->value, &tag_contract)
             || !brg_auction_get_contract (auction, &contract, &seat)
             || brg_contract_equal (&tag_contract, &contract);
    }
  vugraph = _brg_lin_vugraph_tag (&w->vugraph, tag->name);
  return vugraph != NULL && strcmp (vugraph, tag->value) == 0;
}

static gboolean
is_empty_tag (const BrgTag *tag)
{
  return (tag->value[0] == '\0' || strcmp (tag->value, "?") == 0)
         && (tag->comments == NULL || tag->comments->len == 0)
         && (tag->section == NULL || tag->section->len == 0);
}

static gboolean
is_anchor_tag (const char *name)
{
  return strcmp (name, "Deal") == 0 || strcmp (name, "Auction") == 0
         || strcmp (name, "Play") == 0 || strcmp (name, "Result") == 0;
}

static void
report_tags (Writer *w)
{
  g_autoptr(GString) dropped = g_string_new (NULL);

  for (guint i = 0; i < brg_board_get_n_tags (w->board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (w->board, i);

      if (is_empty_tag (tag) || is_carried_tag (w, tag))
        continue;
      if (dropped->len > 0)
        g_string_append (dropped, ", ");
      g_string_append (dropped, tag->name);
    }
  if (dropped->len > 0)
    lose_full (w, "lin-dropped", _("LIN has no command for the tags %s; they were left out"),
               dropped->str);
}

/* The dealer: the tag's, else the auction's. */
static BrgSeat
board_dealer (BrgBoard *board)
{
  BrgSeat dealer = brg_board_get_dealer (board);

  if (!BRG_SEAT_IS_VALID (dealer) && brg_board_get_auction (board) != NULL)
    dealer = brg_auction_get_dealer (brg_board_get_auction (board));
  return dealer;
}

static void
put_headings_qx (Writer *w)
{
  g_autofree char *value = qx_value (w->board);

  put (w, "qx", value);
}

/* Whether the board has an `md`: BBO writes `st||` and `rh||` with it.
 * A board with calls or cards needs one, or it would read as the end of
 * the board before. */
static gboolean
has_deal (Writer *w)
{
  return w->kept_md != NULL || !brg_deal_is_empty (brg_board_get_deal (w->board))
         || BRG_SEAT_IS_VALID (board_dealer (w->board))
         || tag_text (w->board, "Deal") != NULL || brg_board_get_play (w->board) != NULL;
}

/* The board's names, when they are not those in force. */
static void
put_names (Writer *w)
{
  g_autoptr(GString) value = NULL;
  const char *names[4];

  if (w->suppress[H_PN])
    return;
  board_names (w->board, names);
  /* A board without names after one with them says so: LIN's names hold
   * until the next `pn`. */
  if (!(names[0] || names[1] || names[2] || names[3] || w->names_given))
    return;
  /* A board without a deal takes the names in force. */
  if (!has_deal (w) && w->names->len > 0 && kept_is_consistent (w, H_PN, w->names->str))
    return;
  value = g_string_new (NULL);
  _brg_lin_format_names (value, names, w->plus ? BRG_LIN_ENCODE_PLUS : 0);
  put_raw (w, "pn", value->str, value->len);
  w->suppress[H_PN] = TRUE;
}

static void
put_headings (Writer   *w,
              gboolean  before_deal)
{
  BrgBoard *board = w->board;
  g_autoptr(GString) value = g_string_new (NULL);
  guint number = brg_board_get_number (board);
  const char *description = tag_text (board, "Description");

  if (before_deal)
    {
      char room = board_room (board);

      if (!w->suppress[H_QX] && room != 0)
        put_headings_qx (w);
      put_names (w);
      if (!w->suppress[H_ST] && has_deal (w))
        put (w, "st", "");
      return;
    }

  if (!w->suppress[H_RH] && has_deal (w))
    put (w, "rh", "");
  if (!w->suppress[H_AH])
    {
      if (description != NULL)
        {
          put_text (w, "ah", description, BRG_LIN_ENCODE_NONE);
          if (number > 0 && board_room (board) == 0)
            lose (w, _("the heading holds the description, so the board number was left "
                       "out"));
        }
      /* (A board without a deal has its headings where they stood; its
       * number may be the `qx`'s.) */
      else if (number > 0 && (has_deal (w) || w->qx_number != number))
        {
          g_string_printf (value, "Board %u", number);
          put (w, "ah", value->str);
        }
      else if (tag_text (board, "Board") != NULL)
        lose (w, _("the board number “%s” is not a number; it was left out"),
              tag_text (board, "Board"));
    }
  if (!w->suppress[H_SV])
    {
      BrgVulnerability vulnerability;

      if (brg_board_get_vulnerability (board, &vulnerability))
        put (w, "sv", _brg_lin_format_vulnerability (vulnerability));
    }
  w->before_sk = w->out->len;
  if (!w->suppress[H_SK])
    {
      gboolean hidden[4], shown[4];
      gboolean any_shown = FALSE;

      if (board_hidden (board, hidden))
        {
          for (guint s = 0; s < 4; s++)
            {
              shown[s] = !hidden[s];
              any_shown = any_shown || shown[s];
            }
          if (any_shown)
            {
              g_string_truncate (value, 0);
              _brg_lin_format_seats (value, shown);
              put (w, "sk", value->str);
            }
          else
            lose (w, _("all four hands are hidden, which LIN cannot say; they are shown"));
        }
    }
}

static void
put_deal (Writer *w)
{
  BrgBoard *board = w->board;
  BrgDeal *deal = brg_board_get_deal (board);
  g_autoptr(GString) value = g_string_new (NULL);
  BrgSeat dealer = board_dealer (board);
  BrgCardSet hands[4];
  gboolean known[4];

  if (w->kept_md != NULL)
    {
      put (w, "md", w->kept_md);
      return;
    }
  if (!has_deal (w))
    {
      /* Without a command that starts a board, this one's would be the
       * board before's: an empty deal starts it. */
      if (!w->started && w->index > 1)
        put (w, "md", "");
      return;
    }
  if (!BRG_SEAT_IS_VALID (dealer))
    {
      guint number = brg_board_get_number (board);

      /* BBO needs the dealer: the one the board number gives. */
      dealer = number > 0 ? (BrgSeat) ((number - 1) % 4) : BRG_SEAT_NORTH;
      lose (w, _("the dealer is unknown; LIN needs one, and %s was written"),
            brg_seat_to_display (dealer));
    }
  for (guint s = 0; s < 4; s++)
    {
      known[s] = brg_deal_is_hand_known (deal, s);
      hands[s] = brg_deal_get_hand (deal, s);
    }
  _brg_lin_format_deal (value, dealer, hands, known);
  put (w, "md", value->str);
}

static void
put_auction (Writer *w)
{
  BrgAuction *auction = brg_board_get_auction (w->board);
  guint n;

  if (auction == NULL)
    return;
  n = brg_auction_get_n_calls (auction);
  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);
      const BrgNote *note = annotation != NULL && annotation->note > 0
                            ? brg_auction_lookup_note (auction, annotation->note) : NULL;
      BrgCallFlags flags = brg_auction_get_call_flags (auction, i);
      BrgCall call = brg_auction_get_call (auction, i);
      /* Translators: where a problem is in a message: "call 3"; a call of the auction */
      g_autofree char *where = where_of (w, _("call"), i + 1);
      gboolean alerted = FALSE;
      g_autoptr(GString) value = g_string_new (NULL);

      if (flags & BRG_CALL_FLAGS_SKIPPED || !BRG_CALL_IS_VALID (call))
        {
          lose (w, _("%s is a skipped turn (^S), which LIN cannot say; it was left out"), where);
          continue;
        }
      if (flags & BRG_CALL_FLAGS_INSUFFICIENT)
        lose (w, _("%s is an accepted insufficient bid (^I); it was written as a plain call"),
              where);

      if (note != NULL)
        alerted = note->text[0] == '\0'
                  || (annotation->comments != NULL && annotation->comments->len > 0
                      && strcmp (((BrgComment *) g_ptr_array_index (annotation->comments, 0))->text,
                                 BRG_LIN_ALERT_MARKER) == 0);
      g_string_append (value, _brg_lin_format_call (call));
      if (alerted)
        g_string_append_c (value, '!');
      put (w, "mb", value->str);
      if (note != NULL && note->text[0] != '\0')
        put_text (w, "an", note->text, BRG_LIN_ENCODE_SUITS);

      if (i + 1 == n && brg_auction_is_complete (auction) && !w->explicit_pauses)
        put (w, "pg", "");
      put_annotation_extras (w, annotation, where, FALSE, NULL);
      if (annotation != NULL)
        put_comments (w, annotation->comments, FALSE);
      if (note != NULL)
        put_comments (w, note->comments, FALSE);
    }
}

/* Who leads when LIN is read: declarer's left-hand opponent, or without
 * a complete auction the holder of the first card. */
static BrgSeat
lin_leader (BrgBoard *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  BrgContract contract;
  BrgSeat declarer;

  if (auction != NULL && brg_auction_is_complete (auction))
    {
      if (brg_auction_get_contract (auction, &contract, &declarer) && !contract.passed_out)
        return brg_seat_next (declarer);
      return BRG_SEAT_NONE;
    }
  if (play == NULL || brg_play_get_n_cards (play) == 0
      || !BRG_CARD_IS_VALID (brg_play_get_card (play, 0)))
    return BRG_SEAT_NONE;
  return brg_deal_get_holder (brg_board_get_deal (board), brg_play_get_card (play, 0));
}

static void
put_play (Writer *w)
{
  BrgPlay *play = brg_board_get_play (w->board);
  guint n;

  if (play == NULL)
    return;
  put_comments (w, tag_comments (w->board, "Play"), FALSE);
  n = brg_play_get_n_cards (play);
  if (n > 0 && brg_play_get_leader (play) != lin_leader (w->board))
    lose (w, _("the opening leader is %s, but LIN has the one the auction gives (or the "
               "holder of the first card): the play may not read back"),
          brg_seat_to_display (brg_play_get_leader (play)));
  for (guint i = 0; i < n; i++)
    {
      BrgCard card = brg_play_get_card (play, i);
      const BrgAnnotation *annotation = brg_play_get_annotation (play, i);
      /* Translators: where a problem is in a message: "card 12"; a card of the play */
      g_autofree char *where = where_of (w, _("card"), i + 1);
      char value[3];

      if (!BRG_CARD_IS_VALID (card))
        {
          lose (w, _("%s is unknown, which LIN cannot say; the play was written up to it"),
                where);
          break;
        }
      if (brg_play_get_card_flags (play, i) != BRG_PLAY_FLAGS_NONE)
        lose (w, _("%s is an irregularity (^R or ^L); it was written as a plain card"), where);
      value[0] = brg_suit_to_pbn (BRG_CARD_SUIT (card));
      value[1] = brg_rank_to_pbn (BRG_CARD_RANK (card));
      value[2] = '\0';
      put (w, "pc", value);
      if (i % 4 == 3 && !w->explicit_pauses)
        put (w, "pg", "");
      put_annotation_extras (w, annotation, where, TRUE, play);
      if (annotation != NULL)
        put_comments (w, annotation->comments, FALSE);
    }
}

/* `mc`: the tricks declarer takes in all, where the play stops short of
 * the last trick; after a complete play the result says nothing more. */
static void
put_claim (Writer *w)
{
  BrgPlay *play = brg_board_get_play (w->board);
  int tricks;
  char value[8];

  if (tag_text (w->board, "Result") == NULL
      || (play != NULL && brg_play_get_n_cards (play) == 4 * brg_play_get_total_tricks (play)))
    {
      put_comments (w, tag_comments (w->board, "Result"), FALSE);
      return;
    }
  tricks = brg_board_get_declarer_tricks (w->board);
  if (tricks < 0)
    {
      lose (w, _("the result “%s” is not a number of tricks; it was left out"),
            brg_board_get_tag (w->board, "Result"));
      return;
    }
  g_snprintf (value, sizeof value, "%d", tricks);
  put (w, "mc", value);
  put_comments (w, tag_comments (w->board, "Result"), FALSE);
}

/* The `pn`, `st`, `mn` and `%` lines that end a board go with the board
 * after, whose `qx` or `md` they come before. A board with a deal ends
 * with its headings when it has them to write (write_board()); otherwise
 * they go first, after the `qx` that starts the board (@opening), where
 * they read back as they are written. */
static void
keep_tail (Writer *w,
           gsize   opening)
{
  const char *out = w->out->str;
  gsize tail = w->out->len;
  gsize p = opening;
  g_autofree char *moved = NULL;
  gsize first_names = G_MAXSIZE, last_names = 0;

  /* The commands from @opening on: where the last run of those starts. */
  while (p < w->out->len)
    {
      gsize start = p;
      gboolean moves, is_names = FALSE;

      if (out[p] == '\n')
        {
          p++;
          continue;
        }
      if (out[p] == '%')
        {
          while (p < w->out->len && out[p] != '\n')
            p++;
          moves = TRUE;
        }
      else
        {
          const char *bar = memchr (out + p, '|', w->out->len - p);
          const char *end = bar != NULL ? memchr (bar + 1, '|', w->out->len - (gsize) (bar + 1 - out))
                                        : NULL;

          if (end == NULL)
            return;
          is_names = bar - (out + p) == 2 && g_ascii_strncasecmp (out + p, "pn", 2) == 0;
          moves = bar - (out + p) == 2
                  && (g_ascii_strncasecmp (out + p, "st", 2) == 0 || is_names
                      || g_ascii_strncasecmp (out + p, "mn", 2) == 0);
          p = (gsize) (end + 1 - out);
        }
      if (is_names)
        {
          first_names = MIN (first_names, start);
          last_names = start;
        }
      if (!moves)
        tail = w->out->len;
      else if (tail == w->out->len)
        tail = start;
    }
  /* (Names moved before others would change those in force after.) */
  if (tail == w->out->len || tail == opening
      || (first_names < tail && last_names >= tail && first_names != G_MAXSIZE))
    return;
  moved = g_strndup (out + tail, w->out->len - tail);
  g_string_truncate (w->out, tail);
  /* A `%` line starts its line, and what follows it starts the next. */
  if (moved[0] == '%' && opening > 0 && w->out->str[opening - 1] != '\n')
    g_string_insert_c (w->out, (gssize) opening++, '\n');
  g_string_insert (w->out, (gssize) opening, moved);
}

static void
write_board (Writer   *w,
             BrgBoard *board,
             guint     index)
{
  g_autofree char *name = _brg_lin_board_name (board, index);
  gsize opening;

  w->board = board;
  w->index = index;
  w->started = FALSE;
  w->qx_number = 0;
  w->loose = FALSE;
  w->dealt_before = w->dealt;
  w->dealt = FALSE;
  w->qx_leading = FALSE;
  memset (w->suppress, 0, sizeof w->suppress);
  g_clear_pointer (&w->kept_md, g_free);
  g_clear_pointer (&w->kept_qx, g_free);
  w->qx_first = FALSE;
  w->explicit_pauses = g_strcmp0 (brg_board_get_tag (board, "LinPauses"), "explicit") == 0;
  w->lesson_seats = 0;
  g_string_truncate (w->lesson_lost, 0);
  if (w->diagnostics != NULL)
    w->losses = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);

  /* Headings kept as read, before the deal and after it. */
  {
    g_autoptr(GPtrArray) leading = g_ptr_array_new ();
    gsize mark = w->out->len;

    for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
      g_ptr_array_add (leading, (gpointer) brg_board_get_leading_comment (board, i));
    scan_kept (w, leading, ANCHOR_LEADING);
    scan_kept (w, tag_comments (board, "Deal"), ANCHOR_DEAL);
    scan_kept_elsewhere (w);

    /* A board without a deal has no heading after which its `pn` could
     * stand (at its end, it would be the next board's): it comes just
     * before the `qx` or `md` that starts the board, which it goes with. */
    if (index > 1 && !has_deal (w))
      put_names (w);

    /* A board's `qx` starts it: after the first board, nothing of it
     * comes before but its names. (The first board's commentary opens the
     * file.) */
    if (index > 1 && w->qx_first)
      put (w, "qx", w->kept_qx);
    else if (index > 1 && !w->suppress[H_QX] && board_room (board) != 0)
      {
        put_headings_qx (w);
        w->suppress[H_QX] = TRUE;
      }
    else if (index > 1 && !w->qx_leading
             && (!w->dealt_before || !has_deal (w)
                 || (w->kept_md != NULL && !_brg_lin_starts_deal (w->kept_md, strlen (w->kept_md)))))
      {
        /* Its `md` would not start it after a board without a deal (or
         * one that is `md|0`): an empty `qx` does. So it does for a board
         * without a deal, which an `md||` would give one (and a heading
         * after its calls would start another board). */
        put (w, "qx", "");
        w->suppress[H_QX] = TRUE;
      }
    mark = opening = w->out->len;

    /* The commentary before the first tag, then that of the tags LIN has
     * no command for. */
    for (guint i = 0; i < leading->len; i++)
      put_comment (w, g_ptr_array_index (leading, i), FALSE);
    for (guint i = 0; i < brg_board_get_n_tags (board); i++)
      {
        const BrgTag *tag = brg_board_get_nth_tag (board, i);

        if (!is_anchor_tag (tag->name))
          put_comments (w, tag->comments, FALSE);
      }

    /* Commentary before a board's first heading would read as the end of
     * the board before: its `qx` starts the board first, or an empty one. */
    if (w->loose && !w->started && index > 1)
      {
        g_autoptr(GString) start = g_string_new ("qx||");

        /* A `%` line must start its line. */
        if (w->out->str[mark] == '%')
          g_string_append_c (start, '\n');
        g_string_insert (w->out, (gssize) mark, start->str);
        opening += start->len;
        w->started = TRUE;
      }
  }

  put_headings (w, TRUE);
  put_deal (w);
  {
    gsize headings = w->out->len, after;

    put_headings (w, FALSE);
    after = w->out->len;
    w->tail_moves = FALSE;
    put_comments (w, tag_comments (board, "Deal"), w->kept_md != NULL);
    put_comments (w, tag_comments (board, "Auction"), FALSE);
    put_auction (w);
    put_play (w);
    put_claim (w);

    /* Headings (kept ones, or the commentary's) and `%` lines that end a
     * board would read as the start of the next one: the headings BBO
     * writes after the deal end it instead, which nothing moves on. */
    if (w->tail_moves && index < w->n_boards && w->before_sk > headings && w->out->len > after)
      {
        /* (Not `sk`: after a pause, it would be the movie's.) */
        gsize end = w->before_sk;
        g_autofree char *own = g_strndup (w->out->str + headings, end - headings);

        g_string_erase (w->out, (gssize) headings, (gssize) (end - headings));
        g_string_append (w->out, own);
      }
  }
  if (index < w->n_boards)
    keep_tail (w, opening);
  end_line (w);

  if (w->lesson_lost->len > 0)
    lose (w, _("LIN has no command for Bridge Classroom's directives %s; they were left out"),
          w->lesson_lost->str);
  if (w->losses != NULL)
    {
      report_tags (w);
      for (guint i = 0; i < w->losses->len; i++)
        {
          BrgDiagnostic *diagnostic = g_ptr_array_index (w->losses, i);
          char *message = g_strdup_printf ("%s: %s", name, diagnostic->message);

          g_free (diagnostic->message);
          diagnostic->message = message;
          diagnostic->board = index;
        }
      g_ptr_array_extend_and_steal (w->diagnostics, g_steal_pointer (&w->losses));
    }
  g_clear_pointer (&w->kept_md, g_free);
  g_clear_pointer (&w->kept_qx, g_free);
  w->board = NULL;
}

/* The file's % lines worth keeping: not the markers of PBN or RBN. */
static gboolean
is_format_marker (const char *escape)
{
  while (*escape == ' ')
    escape++;
  if ((g_str_has_prefix (escape, "PBN") || g_str_has_prefix (escape, "RBN")
       || g_str_has_prefix (escape, "RBX"))
      && (escape[3] == '\0' || escape[3] == ' '))
    {
      const char *p = escape + 3;

      while (*p == ' ')
        p++;
      return strspn (p, "0123456789.") == strlen (p);
    }
  return strcmp (escape, "EXPORT") == 0 || g_ascii_strncasecmp (escape, "Content-type", 12) == 0;
}

static void
write_event (Writer   *w,
             BrgEvent *event)
{
  for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
    {
      const char *escape = brg_event_get_escape (event, i);

      if (is_format_marker (escape))
        continue;
      g_string_append_c (w->out, '%');
      for (const char *p = escape; *p != '\0'; p++)
        g_string_append_c (w->out, *p == '\n' || *p == '\r' ? ' ' : *p);
      g_string_append_c (w->out, '\n');
    }
  w->n_boards = brg_event_get_n_boards (event);
  for (guint i = 0; i < w->n_boards; i++)
    {
      g_autoptr(BrgBoard) board = _brg_event_dup_board (event, i);

      write_board (w, board, i + 1);
    }
}

static void
writer_init (Writer    *w,
             GString   *out,
             GPtrArray *diagnostics,
             gboolean   plus)
{
  memset (w, 0, sizeof *w);
  w->out = out;
  w->diagnostics = diagnostics;
  w->plus = plus;
  w->names = g_string_new (NULL);
  w->lesson_lost = g_string_new (NULL);
}

static void
writer_clear (Writer *w)
{
  _brg_lin_vugraph_clear (&w->vugraph);
  g_clear_pointer (&w->kept_md, g_free);
  g_clear_pointer (&w->kept_qx, g_free);
  g_clear_pointer (&w->losses, g_ptr_array_unref);
  if (w->names != NULL)
    g_string_free (w->names, TRUE);
  w->names = NULL;
  if (w->lesson_lost != NULL)
    g_string_free (w->lesson_lost, TRUE);
  w->lesson_lost = NULL;
}

/* A file without a space in any value and with `+` between words reads as
 * a URL's text, where `+` is a space: then `+` is written as %2B. */
static GString *
write_all (BrgEvent   *event,
           GPtrArray  *diagnostics)
{
  GString *out = g_string_new (NULL);
  Writer w;

  writer_init (&w, out, diagnostics, FALSE);
  write_event (&w, event);
  if (!w.any_space && w.plus_between_words)
    {
      writer_clear (&w);
      g_string_truncate (out, 0);
      if (diagnostics != NULL)
        g_ptr_array_set_size (diagnostics, 0);
      writer_init (&w, out, diagnostics, TRUE);
      write_event (&w, event);
    }
  writer_clear (&w);
  return out;
}

/**
 * brg_lin_write_bytes:
 * @event: an event
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for warnings about what LIN cannot say
 *
 * Writes @event as LIN, one line a board as Bridge Base Online writes its
 * hand records (docs/lin-pbn-mapping.md): names, deal, heading,
 * vulnerability, hidden hands as `sk`, the calls with their alerts and
 * explanations, `pg||` after the auction and each trick, the cards, the
 * claim. A board read from LIN writes its commentary's commands back
 * where they stood. A warning that names the board is added to
 * @diagnostics for everything LIN cannot hold.
 *
 * Returns: (transfer full): the file's bytes, UTF-8
 */
GBytes *
brg_lin_write_bytes (BrgEvent   *event,
                     GPtrArray **diagnostics)
{
  g_autoptr(GPtrArray) found = NULL;
  GString *out;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  if (diagnostics != NULL)
    found = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  out = write_all (event, found);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&found);
  return g_string_free_to_bytes (out);
}

/**
 * brg_lin_write_board:
 * @board: a board
 *
 * Writes @board as one LIN line, as brg_lin_write_bytes() does.
 *
 * Returns: (transfer full): the line, ending with a line end
 */
char *
brg_lin_write_board (BrgBoard *board)
{
  g_autoptr(BrgEvent) event = NULL;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  event = brg_event_new ();
  brg_event_append (event, board);
  return g_string_free (write_all (event, NULL), FALSE);
}

/**
 * brg_lin_write_file:
 * @event: an event
 * @file: the file to write
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for warnings about what LIN cannot say
 * @error: return location for a #GError
 *
 * Writes @event to @file as brg_lin_write_bytes() does, replacing the file
 * atomically.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_lin_write_file (BrgEvent      *event,
                    GFile         *file,
                    GCancellable  *cancellable,
                    GPtrArray    **diagnostics,
                    GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = brg_lin_write_bytes (event, diagnostics);
  return brg_write_file (file, bytes, BRG_WRITE_NONE, cancellable, error);
}
