/* brg-lin-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The notations inside LIN values, both ways: text with percent escapes,
 * `+` for spaces (in files that came from a URL) and BBO's suit escapes
 * `!S`; hands, calls, cards, seats, vulnerability and the vugraph heading;
 * and the commands a comment keeps (`[%pg]`). The reader and the writer
 * use the same functions, so that what one writes the other reads back.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-card.h"
#include "brg-deal-text.h"
#include "brg-error.h"
#include "brg-call.h"
#include "brg-lin-private.h"
#include "brg-seat.h"

/* LIN gives hands, names and seats from South, clockwise. */
const BrgSeat _brg_lin_seats[4] = { BRG_SEAT_SOUTH, BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST };

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static gboolean
is_percent_escape (const char *p,
                   const char *end)
{
  return end - p >= 3 && p[0] == '%' && hex_value (p[1]) >= 0 && hex_value (p[2]) >= 0;
}

static gboolean
is_suit_letter (char c)
{
  return c != '\0' && strchr ("SHDCshdc", c) != NULL;
}

/* `!S` and `@S` are suit escapes unless a word goes on (`!so`, `@home`). */
static gboolean
is_suit_escape (const char *p)
{
  return (p[0] == '!' || p[0] == '@') && is_suit_letter (p[1]) && !g_ascii_islower (p[2]);
}

static gboolean
is_suit_escape_at (const char *p,
                   const char *end)
{
  return (p[0] == '!' || p[0] == '@') && is_suit_letter (p[1])
         && (end - p < 3 || !g_ascii_islower (p[2]));
}

/**
 * _brg_lin_decode:
 * @raw: a value as the file has it
 * @length: its length
 * @flags: what to decode
 *
 * Decodes percent escapes (bytes that are not UTF-8 are read as
 * Windows-1252), `+` when @flags say so, drops line ends or keeps them as
 * `\n`, and turns BBO's suit escapes into PBN's (`!S` into `\S`).
 *
 * Returns: (transfer full): UTF-8 text
 */
char *
_brg_lin_decode (const char        *raw,
                 gsize              length,
                 BrgLinDecodeFlags  flags)
{
  const char *end = raw + length;
  GString *bytes = g_string_sized_new (length + 1);
  gboolean escaped = FALSE;
  char *text;

  for (const char *p = raw; p < end; p++)
    {
      char c = *p;

      if (c == '\r' || c == '\n')
        {
          if (c == '\r' && p + 1 < end && p[1] == '\n')
            p++;
          if (flags & BRG_LIN_DECODE_KEEP_NEWLINES)
            g_string_append_c (bytes, '\n');
          continue;
        }
      if (c == '%' && is_percent_escape (p, end))
        {
          char byte = (char) (hex_value (p[1]) * 16 + hex_value (p[2]));

          /* A NUL would end the text: it stays as it was written. */
          if (byte == '\0')
            g_string_append_len (bytes, p, 3);
          else
            g_string_append_c (bytes, byte);
          p += 2;
          escaped = TRUE;
          continue;
        }
      if (c == '+' && (flags & BRG_LIN_DECODE_PLUS))
        c = ' ';
      /* Only a suit escape the file spells out: `%21S` is a `!S` of the
       * text itself. */
      if ((flags & BRG_LIN_DECODE_SUITS) && end - p >= 2 && is_suit_escape_at (p, end))
        {
          g_string_append_c (bytes, '\\');
          g_string_append_c (bytes, g_ascii_toupper (p[1]));
          p++;
          continue;
        }
      g_string_append_c (bytes, c);
    }

  if (escaped && !g_utf8_validate_len (bytes->str, bytes->len, NULL))
    {
      text = g_convert (bytes->str, (gssize) bytes->len, "UTF-8", "WINDOWS-1252", NULL, NULL,
                        NULL);
      if (text == NULL)
        text = g_convert (bytes->str, (gssize) bytes->len, "UTF-8", "ISO-8859-1", NULL, NULL,
                          NULL);
      g_string_free (bytes, TRUE);
      if (text == NULL)
        text = g_strdup ("");
    }
  else
    text = g_string_free (bytes, FALSE);

  return text;
}

/**
 * _brg_lin_encode:
 * @out: where the value goes
 * @text: UTF-8 text, with PBN's suit escapes
 * @flags: what to encode
 *
 * The inverse of _brg_lin_decode(): a bar, a line end and a `%` that would
 * read as an escape are written as percent escapes, so the value never
 * breaks the line; `\S` becomes `!S`, and a `!S` of the text itself `%21S`.
 */
void
_brg_lin_encode (GString           *out,
                 const char        *text,
                 BrgLinEncodeFlags  flags)
{
  const char *end = text + strlen (text);

  for (const char *p = text; p < end; p++)
    {
      char c = *p;

      if (c == '\\' && (flags & BRG_LIN_ENCODE_SUITS) && p[1] != '\0' && strchr ("SHDC", p[1]) != NULL)
        {
          if (g_ascii_islower (p[2]))
            {
              /* `!Sk` would not read back as a suit: the symbol itself. */
              BrgSuit suit = 0;

              brg_suit_from_pbn (p[1], &suit);
              g_string_append (out, brg_suit_to_symbol (suit));
            }
          else
            {
              g_string_append_c (out, '!');
              g_string_append_c (out, p[1]);
            }
          p++;
          continue;
        }
      switch (c)
        {
        case '|':
          g_string_append (out, "%7C");
          break;
        case '\r':
          /* CRLF, CR and LF are one line break. */
          if (p[1] == '\n')
            p++;
          G_GNUC_FALLTHROUGH;
        case '\n':
          g_string_append (out, "%0A");
          break;
        case '%':
          if (is_percent_escape (p, end))
            g_string_append (out, "%25");
          else
            g_string_append_c (out, c);
          break;
        case ',':
          if (flags & BRG_LIN_ENCODE_COMMA)
            g_string_append (out, "%2C");
          else
            g_string_append_c (out, c);
          break;
        case '+':
          /* Only a `+` between words makes the file read as a URL's. */
          if ((flags & BRG_LIN_ENCODE_PLUS) && out->len > 0
              && g_ascii_isalnum (out->str[out->len - 1]) && g_ascii_isalnum (p[1]))
            g_string_append (out, "%2B");
          else
            g_string_append_c (out, c);
          break;
        case '!':
        case '@':
          if ((flags & BRG_LIN_ENCODE_SUITS) && is_suit_escape (p))
            g_string_append (out, c == '!' ? "%21" : "%40");
          else
            g_string_append_c (out, c);
          break;
        default:
          g_string_append_c (out, c);
          break;
        }
    }
}

/* The escapes of a command's argument in a comment. */
static const char arg_codes[][3] = { "25", "5D", "7D", "0A", "0D" };
static const char arg_chars[] = "%]}\n\r";

static int
arg_code (const char *p,
          const char *end)
{
  if (end - p < 3 || p[0] != '%')
    return -1;
  for (guint i = 0; i < G_N_ELEMENTS (arg_codes); i++)
    if (g_ascii_toupper (p[1]) == arg_codes[i][0] && g_ascii_toupper (p[2]) == arg_codes[i][1])
      return (int) i;
  return -1;
}

void
_brg_lin_arg_escape (GString    *out,
                     const char *raw,
                     gsize       length)
{
  const char *end = raw + length;

  for (const char *p = raw; p < end; p++)
    {
      const char *special = *p != '\0' ? strchr (arg_chars, *p) : NULL;

      if (special != NULL && (*p != '%' || arg_code (p, end) >= 0))
        {
          g_string_append_c (out, '%');
          g_string_append (out, arg_codes[special - arg_chars]);
        }
      else
        g_string_append_c (out, *p);
    }
}

char *
_brg_lin_arg_unescape (const char *arg,
                       gsize       length)
{
  const char *end = arg + length;
  GString *out = g_string_sized_new (length);

  for (const char *p = arg; p < end; p++)
    {
      int code = arg_code (p, end);

      if (code >= 0)
        {
          g_string_append_c (out, arg_chars[code]);
          p += 2;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/**
 * _brg_lin_next_item:
 * @cursor: (inout): where the next item starts in a comment's text
 * @item: (out): the item
 *
 * Splits a comment's text into plain text and PGN supplement commands
 * `[%name]` and `[%name argument]`. A `[%` that starts no command is text.
 *
 * Returns: %FALSE at the end of the text
 */
gboolean
_brg_lin_next_item (const char **cursor,
                    BrgLinItem  *item)
{
  const char *p = *cursor;

  if (*p == '\0')
    return FALSE;

  memset (item, 0, sizeof *item);
  if (p[0] == '[' && p[1] == '%')
    {
      const char *name = p + 2;
      const char *q = name;

      while (*q != '\0' && *q != ' ' && *q != ']' && *q != '[')
        q++;
      if (q > name && (*q == ']' || *q == ' '))
        {
          const char *close = strchr (q, ']');

          if (close != NULL)
            {
              item->command = TRUE;
              item->text = name;
              item->text_length = (gsize) (q - name);
              if (*q == ' ')
                {
                  item->args = q + 1;
                  item->args_length = (gsize) (close - q - 1);
                }
              *cursor = close + 1;
              return TRUE;
            }
        }
    }

  /* Text up to the next command, at least one character. */
  item->text = p;
  {
    const char *next = strstr (p + 1, "[%");

    item->text_length = next != NULL ? (gsize) (next - p) : strlen (p);
  }
  *cursor = p + item->text_length;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Hands                                                                */

static const char rank_chars[] = "??23456789TJQKA";

/**
 * _brg_lin_starts_deal:
 * @raw: an `md` value
 * @length: its length in bytes
 *
 * `md|0…|` changes the deal of a movie in place; any other `md` deals,
 * and starts a board.
 *
 * Returns: whether the value deals
 */
gboolean
_brg_lin_starts_deal (const char *raw,
                      gsize       length)
{
  const char *end = raw + length;

  while (raw < end && (*raw == ' ' || *raw == '\t' || *raw == '\r' || *raw == '\n'))
    raw++;
  return raw == end || *raw != '0';
}

/**
 * _brg_lin_parse_deal:
 * @raw: an `md` value
 * @length: its length
 * @dealer: (out): the dealer, %BRG_SEAT_NONE without the digit
 * @hands: (out) (array fixed-size=4): the hands, by #BrgSeat
 * @known: (out) (array fixed-size=4): whether each hand was given
 * @bad: (out): the offset of what did not parse
 * @error: return location for what is wrong, in words
 *
 * Reads `3S…H…D…C…,S…,S…,` (dealer 1 South to 4 East, then the hands from
 * South) with brg_deal_text_parse_lin_md_full(), as deal paste does: the
 * fourth hand, when left out of three full ones, is the rest; hands not
 * given stay unknown (a partial deal). A file names every card: an `x`, a
 * hand of more than 13 cards or a card in two hands is no deal.
 *
 * Returns: %FALSE with @error set when the value is not a deal
 */
gboolean
_brg_lin_parse_deal (const char  *raw,
                     gsize        length,
                     BrgSeat     *dealer,
                     BrgCardSet   hands[4],
                     gboolean     known[4],
                     guint       *bad,
                     GError     **error)
{
  BrgDealText text;
  BrgHands made;
  gsize at = 0;

  *dealer = BRG_SEAT_NONE;
  memset (hands, 0, 4 * sizeof (BrgCardSet));
  memset (known, 0, 4 * sizeof (gboolean));
  *bad = 0;

  if (!brg_deal_text_parse_lin_md_full (raw, (gssize) length, &text, &at, error))
    {
      *bad = (guint) MIN (at, (gsize) length);
      return FALSE;
    }
  for (guint s = 0; s < 4; s++)
    {
      const BrgHandText *hand = &text.hands[s];

      if (hand->n_spots[0] + hand->n_spots[1] + hand->n_spots[2] + hand->n_spots[3] > 0)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                       _("An x stands for a card no file names"));
          return FALSE;
        }
      if (brg_card_set_count (hand->cards) > 13)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: %s is a seat, %u a number of cards */
                       _("%s holds %u cards"), brg_seat_to_display (s),
                       brg_card_set_count (hand->cards));
          return FALSE;
        }
    }
  if (!brg_deal_text_to_hands (&text, &made, error))
    return FALSE;

  *dealer = text.dealer;
  for (guint s = 0; s < 4; s++)
    {
      hands[s] = made.cards[s];
      known[s] = made.known[s];
    }
  return TRUE;
}

static void
format_hand (GString    *out,
             BrgCardSet  cards)
{
  static const BrgSuit order[] = { BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS,
                                   BRG_SUIT_CLUBS };

  static const char suit_letters[] = "CDHS";

  for (guint k = 0; k < 4; k++)
    {
      /* BBO writes the ranks from the two up. */
      guint64 suit = (cards >> (order[k] * 13)) & 0x1fff;

      g_string_append_c (out, suit_letters[order[k]]);
      while (suit != 0)
        {
          g_string_append_c (out, rank_chars[__builtin_ctzll (suit) + 2]);
          suit &= suit - 1;
        }
    }
}

/**
 * _brg_lin_format_deal:
 * @out: where the value goes
 * @dealer: the dealer, or %BRG_SEAT_NONE
 * @hands: (array fixed-size=4): the hands, by #BrgSeat
 * @known: (array fixed-size=4): which hands are known
 *
 * Writes an `md` value as BBO does: the dealer's digit, then South, West
 * and North, and a comma for East, which the others give; a partial deal
 * gives every hand it knows.
 */
void
_brg_lin_format_deal (GString          *out,
                      BrgSeat           dealer,
                      const BrgCardSet  hands[4],
                      const gboolean    known[4])
{
  gboolean complete = TRUE;

  for (guint s = 0; s < 4; s++)
    complete = complete && known[s] && brg_card_set_count (hands[s]) == 13;

  if (BRG_SEAT_IS_VALID (dealer))
    for (guint i = 0; i < 4; i++)
      if (_brg_lin_seats[i] == dealer)
        g_string_append_c (out, (char) ('1' + i));

  for (guint i = 0; i < 4; i++)
    {
      BrgSeat seat = _brg_lin_seats[i];

      if (i > 0)
        g_string_append_c (out, ',');
      if (known[seat] && !(complete && i == 3))
        format_hand (out, hands[seat]);
    }
}

/* ------------------------------------------------------------------ */
/* Short values                                                         */

/* The value without blanks or line ends at its ends. */
static char *
trimmed (const char *raw,
         gsize       length)
{
  char *copy = g_strndup (raw, length);

  for (char *p = copy; *p != '\0'; p++)
    if (*p == '\r' || *p == '\n' || *p == '\t')
      *p = ' ';
  return g_strstrip (copy);
}

gboolean
_brg_lin_parse_vulnerability (const char       *raw,
                              gsize             length,
                              BrgVulnerability *vulnerability)
{
  g_autofree char *text = trimmed (raw, length);

  if (g_ascii_strcasecmp (text, "o") == 0 || strcmp (text, "0") == 0 || strcmp (text, "-") == 0
      || g_ascii_strcasecmp (text, "none") == 0)
    *vulnerability = BRG_VULNERABILITY_NONE;
  else if (g_ascii_strcasecmp (text, "n") == 0 || g_ascii_strcasecmp (text, "ns") == 0)
    *vulnerability = BRG_VULNERABILITY_NS;
  else if (g_ascii_strcasecmp (text, "e") == 0 || g_ascii_strcasecmp (text, "ew") == 0)
    *vulnerability = BRG_VULNERABILITY_EW;
  else if (g_ascii_strcasecmp (text, "b") == 0 || g_ascii_strcasecmp (text, "all") == 0
           || g_ascii_strcasecmp (text, "both") == 0)
    *vulnerability = BRG_VULNERABILITY_ALL;
  else
    return FALSE;
  return TRUE;
}

const char *
_brg_lin_format_vulnerability (BrgVulnerability vulnerability)
{
  switch (vulnerability)
    {
    case BRG_VULNERABILITY_NS: return "n";
    case BRG_VULNERABILITY_EW: return "e";
    case BRG_VULNERABILITY_ALL: return "b";
    case BRG_VULNERABILITY_NONE:
    default: return "o";
    }
}

/* `sk`: the seats whose hands are shown, `nesw` in any order and case. */
gboolean
_brg_lin_parse_seats (const char *raw,
                      gsize       length,
                      gboolean    seats[4])
{
  g_autofree char *text = trimmed (raw, length);

  memset (seats, 0, 4 * sizeof (gboolean));
  for (const char *p = text; *p != '\0'; p++)
    {
      char letter[2] = { g_ascii_toupper (*p), 0 };
      BrgSeat seat;

      if (!brg_seat_from_pbn (letter, &seat) || seats[seat])
        return FALSE;
      seats[seat] = TRUE;
    }
  return TRUE;
}

void
_brg_lin_format_seats (GString        *out,
                       const gboolean  seats[4])
{
  for (guint i = 0; i < 4; i++)
    if (seats[_brg_lin_seats[i]])
      g_string_append_c (out, g_ascii_tolower (brg_seat_to_pbn (_brg_lin_seats[i])));
}

/* "Board 7", in any case and spacing. */
gboolean
_brg_lin_parse_board_heading (const char *text,
                              guint      *number)
{
  const char *p = text;
  guint64 value;
  char *end;

  while (*p == ' ')
    p++;
  if (g_ascii_strncasecmp (p, "board", 5) != 0)
    return FALSE;
  p += 5;
  while (*p == ' ')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  value = g_ascii_strtoull (p, &end, 10);
  while (*end == ' ')
    end++;
  if (*end != '\0' || value == 0 || value > G_MAXUINT)
    return FALSE;
  *number = (guint) value;
  return TRUE;
}

/* `qx`: `o` (open room) or `c` (closed room), then the board's number;
 * BridgeComposer adds `,BOARD 7`. */
gboolean
_brg_lin_parse_room (const char *raw,
                     gsize       length,
                     char       *room,
                     guint      *number)
{
  g_autofree char *text = trimmed (raw, length);
  const char *p = text;

  *number = 0;
  if (*p != 'o' && *p != 'O' && *p != 'c' && *p != 'C')
    return FALSE;
  *room = g_ascii_tolower (*p++);
  if (g_ascii_isdigit (*p))
    {
      guint64 value = g_ascii_strtoull (p, (char **) &p, 10);

      if (value > 0 && value <= G_MAXUINT)
        *number = (guint) value;
    }
  if (*p == ',' && g_str_has_prefix (p, ",BOARD ") && g_ascii_isdigit (p[7]))
    {
      /* BridgeComposer's name of the board is its number. */
      guint64 value = g_ascii_strtoull (p + 7, NULL, 10);

      if (value > 0 && value <= G_MAXUINT)
        *number = (guint) value;
    }
  return *p == '\0' || *p == ',';
}

char **
_brg_lin_split_names (const char        *raw,
                      gsize              length,
                      BrgLinDecodeFlags  flags)
{
  GPtrArray *names = g_ptr_array_new ();
  const char *end = raw + length;
  const char *p = raw;

  for (;;)
    {
      const char *comma = memchr (p, ',', (gsize) (end - p));
      const char *field_end = comma != NULL ? comma : end;

      g_ptr_array_add (names, _brg_lin_decode (p, (gsize) (field_end - p), flags));
      if (comma == NULL)
        break;
      p = comma + 1;
    }
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

void
_brg_lin_format_names (GString           *out,
                       const char *const  names[4],
                       BrgLinEncodeFlags  flags)
{
  for (guint i = 0; i < 4; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      if (names[i] != NULL)
        _brg_lin_encode (out, names[i], BRG_LIN_ENCODE_COMMA | flags);
    }
}

/* ------------------------------------------------------------------ */
/* Calls and cards                                                      */

/**
 * _brg_lin_next_call:
 * @cursor: (inout): where the next call starts in an `mb` value
 * @end: the value's end
 * @call: (out): the call
 * @alerted: (out): whether `!` follows it
 *
 * Reads one call: `1C` … `7N` (`NT` too), `p`, `d` or `x`, `r` or `xx`, in
 * any case. Movies write several in one value (`mb|1np3Nppp|`).
 *
 * Returns: %FALSE when the text is no call
 */
gboolean
_brg_lin_next_call (const char **cursor,
                    const char  *end,
                    BrgCall     *call,
                    gboolean    *alerted)
{
  const char *p = *cursor;
  char c;

  while (p < end && (*p == ' ' || *p == '\r' || *p == '\n'))
    p++;
  if (p == end)
    return FALSE;

  c = g_ascii_toupper (*p);
  if (c >= '1' && c <= '7')
    {
      BrgStrain strain;
      char s = p + 1 < end ? g_ascii_toupper (p[1]) : '\0';

      switch (s)
        {
        case 'C': strain = BRG_STRAIN_CLUBS; break;
        case 'D': strain = BRG_STRAIN_DIAMONDS; break;
        case 'H': strain = BRG_STRAIN_HEARTS; break;
        case 'S': strain = BRG_STRAIN_SPADES; break;
        case 'N': strain = BRG_STRAIN_NOTRUMP; break;
        default: return FALSE;
        }
      *call = BRG_CALL_BID (c - '0', strain);
      p += 2;
      if (strain == BRG_STRAIN_NOTRUMP && p < end && g_ascii_toupper (*p) == 'T')
        p++;
    }
  else if (c == 'P')
    {
      *call = BRG_CALL_PASS;
      p++;
    }
  else if (c == 'D')
    {
      *call = BRG_CALL_DOUBLE;
      p++;
    }
  else if (c == 'R')
    {
      *call = BRG_CALL_REDOUBLE;
      p++;
    }
  else if (c == 'X')
    {
      p++;
      if (p < end && g_ascii_toupper (*p) == 'X')
        {
          *call = BRG_CALL_REDOUBLE;
          p++;
        }
      else
        *call = BRG_CALL_DOUBLE;
    }
  else
    return FALSE;

  *alerted = p < end && *p == '!';
  if (*alerted)
    p++;
  while (p < end && (*p == ' ' || *p == '\r' || *p == '\n'))
    p++;
  *cursor = p;
  return TRUE;
}

/* BBO's notation: bids in capitals, `N` for notrump, `p`, `d`, `r`. */
const char *
_brg_lin_format_call (BrgCall call)
{
  static const char bids[] = "1C\0" "1D\0" "1H\0" "1S\0" "1N\0" "2C\0" "2D\0" "2H\0" "2S\0" "2N\0"
                             "3C\0" "3D\0" "3H\0" "3S\0" "3N\0" "4C\0" "4D\0" "4H\0" "4S\0" "4N\0"
                             "5C\0" "5D\0" "5H\0" "5S\0" "5N\0" "6C\0" "6D\0" "6H\0" "6S\0" "6N\0"
                             "7C\0" "7D\0" "7H\0" "7S\0" "7N";

  switch (call)
    {
    case BRG_CALL_PASS: return "p";
    case BRG_CALL_DOUBLE: return "d";
    case BRG_CALL_REDOUBLE: return "r";
    default:
      g_return_val_if_fail (BRG_CALL_IS_BID (call), "p");
      return bids + (call - 3) * 3;
    }
}

/**
 * _brg_lin_parse_card:
 * @raw: a `pc` value
 * @length: its length
 * @card: (out): the card, %BRG_CARD_NONE for a suit alone
 * @suit_only: (out): the suit of `pc|h|`, which movies write for "a heart"
 *
 * Reads `SA`, `hK`, `D10`, in any case; or a suit letter alone.
 *
 * Returns: %FALSE when the value is no card
 */
gboolean
_brg_lin_parse_card (const char *raw,
                     gsize       length,
                     BrgCard    *card,
                     BrgSuit    *suit_only)
{
  g_autofree char *text = trimmed (raw, length);
  BrgSuit suit;
  BrgRank rank;
  gsize n = strlen (text);

  *card = BRG_CARD_NONE;
  if (n == 0 || !brg_suit_from_pbn (g_ascii_toupper (text[0]), &suit))
    return FALSE;
  if (n == 1)
    {
      *suit_only = suit;
      return TRUE;
    }
  if (n == 3 && text[1] == '1' && text[2] == '0')
    rank = BRG_RANK_TEN;
  else if (n != 2 || !brg_rank_from_pbn (g_ascii_toupper (text[1]), &rank))
    return FALSE;
  *card = BRG_CARD (suit, rank);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The vugraph heading                                                  */

void
_brg_lin_vugraph_clear (BrgLinVugraph *vugraph)
{
  g_clear_pointer (&vugraph->event, g_free);
  g_clear_pointer (&vugraph->stage, g_free);
  g_clear_pointer (&vugraph->scoring, g_free);
  g_clear_pointer (&vugraph->home, g_free);
  g_clear_pointer (&vugraph->visit, g_free);
}

static char *
non_empty (char *text)
{
  if (text != NULL && text[0] == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

/* `vg|title,segment,scoring,first,last,team,carry,team,carry|`: the
 * scoring letter is I (IMPs), P (pairs) or B (board-a-match). */
void
_brg_lin_vugraph_parse (BrgLinVugraph     *vugraph,
                        const char        *raw,
                        gsize              length,
                        BrgLinDecodeFlags  flags)
{
  g_auto(GStrv) fields = _brg_lin_split_names (raw, length, flags);
  guint n = g_strv_length (fields);

  _brg_lin_vugraph_clear (vugraph);
  for (guint i = 0; i < n; i++)
    g_strstrip (fields[i]);
  if (n > 0)
    vugraph->event = non_empty (g_strdup (fields[0]));
  if (n > 1)
    vugraph->stage = non_empty (g_strdup (fields[1]));
  if (n > 2)
    {
      if (g_ascii_strcasecmp (fields[2], "I") == 0)
        vugraph->scoring = g_strdup ("IMP");
      else if (g_ascii_strcasecmp (fields[2], "P") == 0)
        vugraph->scoring = g_strdup ("MP");
      else if (g_ascii_strcasecmp (fields[2], "B") == 0)
        vugraph->scoring = g_strdup ("BAM");
    }
  if (n > 5)
    vugraph->home = non_empty (g_strdup (fields[5]));
  if (n > 7)
    vugraph->visit = non_empty (g_strdup (fields[7]));
}

const char *
_brg_lin_vugraph_tag (const BrgLinVugraph *vugraph,
                      const char          *name)
{
  if (strcmp (name, "Event") == 0)
    return vugraph->event;
  if (strcmp (name, "Stage") == 0)
    return vugraph->stage;
  if (strcmp (name, "Scoring") == 0)
    return vugraph->scoring;
  if (strcmp (name, "HomeTeam") == 0)
    return vugraph->home;
  if (strcmp (name, "VisitTeam") == 0)
    return vugraph->visit;
  return NULL;
}

char *
_brg_lin_board_name (BrgBoard *board,
                     guint     index)
{
  const char *number = brg_board_get_tag (board, "Board");

  if (number != NULL && number[0] != '\0' && strcmp (number, "?") != 0)
    return g_strdup_printf (_("Board %s"), number);
  return g_strdup_printf (_("Record %u"), index);
}
