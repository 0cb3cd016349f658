/* brg-deal-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-deal-private.h"
#include "brg-deal-text.h"
#include "brg-error.h"
#include "brg-letters.h"
#include "brg-seat.h"

/* The suits in the order hands are written: spades, hearts, diamonds, clubs. */
static const BrgSuit written_suits[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};

/* The spot cards of a suit: the ranks 2 to 9, which `x` stands for. */
#define SPOTS_OF(suit) (((BrgCardSet) 0xff) << ((suit) * 13))
#define N_SPOT_RANKS 8

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* A 1-based position in characters, for messages. */
static guint
position_of (const char *whole,
             const char *p)
{
  return (guint) g_utf8_pointer_to_offset (whole, p) + 1;
}

static void
set_fifth_hand (GError     **error,
                const char  *whole,
                const char  *p)
{
  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
               /* Translators: %u is a position in the text */
               _("A fifth hand begins at position %u; a deal has four"), position_of (whole, p));
}

static void
set_not_a_card (GError     **error,
                const char  *whole,
                const char  *p,
                const char  *end)
{
  g_autofree char *c = _brg_dup_char_for_message (p, end);

  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
               /* Translators: %s is a character, %u its position in the text */
               _("“%s” at position %u is not a card"), c, position_of (whole, p));
}

/**
 * brg_hand_text_count:
 * @hand: a hand as typed
 *
 * Returns: how many cards @hand has, its spot cards included
 */
guint
brg_hand_text_count (const BrgHandText *hand)
{
  g_return_val_if_fail (hand != NULL, 0);

  return brg_card_set_count (hand->cards)
         + hand->n_spots[0] + hand->n_spots[1] + hand->n_spots[2] + hand->n_spots[3];
}

/* The rank a character names (either case), or 0: inline, since deals are
 * read character by character in files of many thousands. */
static inline BrgRank
rank_of (char c)
{
  switch (c)
    {
    case 'A': case 'a': return BRG_RANK_ACE;
    case 'K': case 'k': return BRG_RANK_KING;
    case 'Q': case 'q': return BRG_RANK_QUEEN;
    case 'J': case 'j': return BRG_RANK_JACK;
    case 'T': case 't': return BRG_RANK_TEN;
    case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
      return (BrgRank) (c - '0');
    default:
      return 0;
    }
}

/* Whether a character is a LIN suit letter (either case), and which. */
static inline gboolean
suit_of (char     c,
         BrgSuit *suit)
{
  switch (c)
    {
    case 'S': case 's': *suit = BRG_SUIT_SPADES;   return TRUE;
    case 'H': case 'h': *suit = BRG_SUIT_HEARTS;   return TRUE;
    case 'D': case 'd': *suit = BRG_SUIT_DIAMONDS; return TRUE;
    case 'C': case 'c': *suit = BRG_SUIT_CLUBS;    return TRUE;
    default:            return FALSE;
    }
}

static gboolean
set_too_many_spots (GError     **error,
                    BrgSuit      suit,
                    const char **where,
                    const char  *p)
{
  if (where != NULL)
    *where = p;
  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
               /* Translators: %s is a suit symbol; x stands for a card from 2 to 9 */
               _("%s has more spot cards than the 2 to the 9"),
               brg_suit_to_symbol (suit));
  return FALSE;
}

/* Reads the holding of one suit from @p to @end: ranks in any order and
 * case, `10` for the ten, `x` for a spot card, blanks ignored, and `-` alone
 * for a void. @whole is the text the positions in messages count from;
 * a card in @taken (other hands') is given twice; @where (nullable) is set
 * to what did not parse. @letters (nullable) are the card letters of a
 * user's typing, read beside the English ones (a French `R`); a file's
 * cards are read in English letters only (PBN §3.11). No language's
 * honour is an English rank or `x`, so they add cards and change none. */
static gboolean
parse_holding (const char        *p,
               const char        *end,
               const char        *whole,
               BrgSuit            suit,
               BrgCardSet         taken,
               const BrgLetters  *letters,
               BrgHandText       *hand,
               const char       **where,
               GError           **error)
{
  const char *start = p, *last = end;

  while (start < last && is_blank (*start))
    start++;
  while (last > start && is_blank (last[-1]))
    last--;
  if (last - start == 1 && *start == '-')
    return TRUE;

  for (p = start; p < last; )
    {
      BrgRank rank;
      BrgCard card;

      if (is_blank (*p))
        {
          p++;
          continue;
        }
      if (*p == 'x' || *p == 'X')
        {
          /* Counted as it goes, so that the count cannot wrap. */
          if (hand->n_spots[suit] >= N_SPOT_RANKS)
            return set_too_many_spots (error, suit, where, p);
          hand->n_spots[suit]++;
          p++;
          continue;
        }
      if (*p == '1' && p + 1 < last && p[1] == '0')
        {
          rank = BRG_RANK_TEN;
          p += 2;
        }
      else if ((rank = rank_of (*p)) != 0)
        p++;
      else if (letters != NULL && brg_letters_rank_from_letter (letters, *p, &rank))
        p++;
      else
        {
          if (where != NULL)
            *where = p;
          set_not_a_card (error, whole, p, end);
          return FALSE;
        }

      card = BRG_CARD (suit, rank);
      if (brg_card_set_contains (hand->cards | taken, card))
        {
          g_autofree char *name = brg_card_to_display (card);

          if (where != NULL)
            *where = p - (rank == BRG_RANK_TEN && p[-1] == '0' ? 2 : 1);
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       /* Translators: "♠A is given twice" */
                       _("%s is given twice"), name);
          return FALSE;
        }
      hand->cards |= BRG_CARD_SET_BIT (card);
    }

  /* (Without an x, a suit cannot hold more than its eight spot cards.) */
  if (hand->n_spots[suit] > 0
      && hand->n_spots[suit] + brg_card_set_count (hand->cards & SPOTS_OF (suit)) > N_SPOT_RANKS)
    return set_too_many_spots (error, suit, where, start);
  return TRUE;
}

/**
 * brg_hand_text_parse_suit:
 * @text: the cards of one suit, such as `AK10x`, `akt9`, `-` or ``
 * @suit: the suit
 * @hand: (out caller-allocates): the cards, cleared first
 * @error: return location for a #GError
 *
 * Reads a suit as a user types it: ranks `AKQJT98765432` in any order and
 * case, `10` for the ten, `x` for an unspecified spot card (2 to 9), blanks
 * ignored; an empty text or `-` is a void. The honours of the current card
 * letters (brg_letters_get_current()) are read too: French `ARDV`, German
 * `AKDB` and `Z` for the ten, Dutch `AHVB`.
 *
 * Returns: %FALSE with %BRG_MODEL_ERROR_INVALID_VALUE for a character that
 *   is not a card, %BRG_MODEL_ERROR_INVALID_DEAL for a card given twice or
 *   more than eight spot cards
 */
gboolean
brg_hand_text_parse_suit (const char   *text,
                          BrgSuit       suit,
                          BrgHandText  *hand,
                          GError      **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (hand, 0, sizeof *hand);
  return parse_holding (text, text + strlen (text), text, suit, 0, brg_letters_get_current (),
                        hand, NULL, error);
}

/* Reads a hand of up to four holdings separated by dots. */
static gboolean
parse_hand_line (const char        *p,
                 const char        *end,
                 const char        *whole,
                 const BrgLetters  *letters,
                 BrgHandText       *hand,
                 GError           **error)
{
  guint index = 0;

  for (;;)
    {
      const char *dot = memchr (p, '.', end - p);
      const char *stop = dot != NULL ? dot : end;

      if (index == 4)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                       /* Translators: %u is a position in the text */
                       _("A fifth suit begins at position %u; a hand has four"),
                       position_of (whole, p));
          return FALSE;
        }
      if (!parse_holding (p, stop, whole, written_suits[index], 0, letters, hand, NULL, error))
        return FALSE;
      index++;
      if (dot == NULL)
        return TRUE;
      p = dot + 1;
    }
}

/**
 * brg_hand_text_parse:
 * @text: a hand line, such as `AKJ5.Q32.T9.8742` or `AKxx.Q10x`
 * @hand: (out caller-allocates): the cards, cleared first
 * @error: return location for a #GError
 *
 * Reads a hand as a user types it: suits spades, hearts, diamonds, clubs
 * separated by dots, each as brg_hand_text_parse_suit() reads it. Suits left
 * out at the end are void, so a line may be read while it is typed.
 *
 * Returns: %FALSE with @error set when the text is not a hand
 */
gboolean
brg_hand_text_parse (const char   *text,
                     BrgHandText  *hand,
                     GError      **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (hand, 0, sizeof *hand);
  return parse_hand_line (text, text + strlen (text), text, brg_letters_get_current (), hand,
                          error);
}

/**
 * brg_hand_text_format_suit:
 * @cards: a hand's cards
 * @spots: the cards that stand for spot cards (of any hand)
 * @suit: a suit
 *
 * Writes one suit as an editor shows it: named ranks from the ace down
 * (`T` for the ten), then an `x` for each spot card.
 *
 * Returns: (transfer full): the suit, empty for a void
 */
char *
brg_hand_text_format_suit (BrgCardSet cards,
                           BrgCardSet spots,
                           BrgSuit    suit)
{
  GString *text = g_string_new (NULL);
  BrgCardSet holding = cards & BRG_CARD_SET_SUIT (suit);
  BrgCard card = BRG_CARD_NONE;

  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, NULL);

  while ((card = brg_card_set_next (holding & ~spots, card)) != BRG_CARD_NONE)
    g_string_append_c (text, brg_rank_to_pbn (BRG_CARD_RANK (card)));
  for (guint i = 0; i < brg_card_set_count (holding & spots); i++)
    g_string_append_c (text, 'x');
  return g_string_free (text, FALSE);
}

/**
 * brg_hand_text_format:
 * @cards: a hand's cards
 * @spots: the cards that stand for spot cards
 *
 * Writes a hand line, suits as brg_hand_text_format_suit() writes them,
 * separated by dots: `AKxx.Q32.T9.8742`.
 *
 * Returns: (transfer full): the hand line
 */
char *
brg_hand_text_format (BrgCardSet cards,
                      BrgCardSet spots)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *suit = brg_hand_text_format_suit (cards, spots, written_suits[i]);

      if (i > 0)
        g_string_append_c (text, '.');
      g_string_append (text, suit);
    }
  return g_string_free (text, FALSE);
}

static void
deal_text_init (BrgDealText *deal)
{
  memset (deal, 0, sizeof *deal);
  deal->rest = BRG_SEAT_NONE;
  deal->dealer = BRG_SEAT_NONE;
}

/* Gives the rest to @seat when the three other hands hold 13 cards each and
 * @seat was given empty (RBN 3.2 H label; LIN's md). */
static void
maybe_rest (BrgDealText *deal,
            BrgSeat      seat)
{
  if (deal->known[seat])
    return;
  for (int i = 1; i < 4; i++)
    {
      BrgSeat other = brg_seat_rotate (seat, i);

      if (!deal->known[other] || brg_hand_text_count (&deal->hands[other]) != 13)
        return;
    }
  deal->rest = seat;
}

static gboolean
parse_seat_letter (char     c,
                   BrgSeat *seat)
{
  char letter[2] = { g_ascii_toupper (c), '\0' };

  return brg_seat_from_pbn (letter, seat);
}

/* PBN §3.4.11: hands separated by blanks, clockwise from @first, `-` for an
 * unknown hand. Fewer than four hands leave the others unknown. */
static gboolean
parse_pbn_hands (const char   *p,
                 const char   *end,
                 const char   *whole,
                 BrgSeat       first,
                 BrgDealText  *deal,
                 GError      **error)
{
  guint n = 0;

  for (;;)
    {
      const char *start;
      BrgSeat seat;

      while (p < end && is_blank (*p))
        p++;
      if (p == end)
        return TRUE;
      start = p;
      while (p < end && !is_blank (*p))
        p++;
      if (n == 4)
        {
          set_fifth_hand (error, whole, start);
          return FALSE;
        }
      seat = brg_seat_rotate (first, (int) n++);
      if (p - start == 1 && *start == '-')
        continue;
      if (!parse_hand_line (start, p, whole, NULL, &deal->hands[seat], error))
        return FALSE;
      deal->known[seat] = TRUE;
    }
}

/* RBN 3.2 H label: each hand after a colon (or a semicolon when hidden),
 * an empty field for a hand not given; three full hands and a last empty
 * field give the fourth hand the rest. */
static gboolean
parse_rbn_hands (const char   *p,
                 const char   *end,
                 const char   *whole,
                 BrgSeat       first,
                 BrgDealText  *deal,
                 GError      **error)
{
  guint n = 0;

  while (p < end && (*p == ':' || *p == ';'))
    {
      const char *start = ++p;
      BrgSeat seat;

      while (p < end && *p != ':' && *p != ';')
        p++;
      if (n == 4)
        {
          set_fifth_hand (error, whole, start);
          return FALSE;
        }
      seat = brg_seat_rotate (first, (int) n++);
      for (const char *q = start; q < p; q++)
        if (*q == '?')
          {
            g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                         /* Translators: %u is a position; RBN writes ? for a card nobody knows */
                         _("The unknown card “?” at position %u cannot be placed"),
                         position_of (whole, q));
            return FALSE;
          }
      if (start == p)
        continue;
      if (!parse_hand_line (start, p, whole, NULL, &deal->hands[seat], error))
        return FALSE;
      deal->known[seat] = TRUE;
    }
  if (p < end)
    {
      set_not_a_card (error, whole, p, end);
      return FALSE;
    }
  if (n == 4)
    maybe_rest (deal, brg_seat_rotate (first, 3));
  return TRUE;
}

/* One LIN hand: suit letters S, H, D, C (either case) each followed by its
 * ranks. */
static gboolean
parse_lin_hand (const char   *p,
                const char   *end,
                const char   *whole,
                BrgCardSet    taken,
                BrgHandText  *hand,
                const char  **where,
                GError      **error)
{
  while (p < end)
    {
      const char *start;
      BrgSuit suit, next;

      if (is_blank (*p))
        {
          p++;
          continue;
        }
      if (!suit_of (*p, &suit))
        {
          *where = p;
          set_not_a_card (error, whole, p, end);
          return FALSE;
        }
      start = ++p;
      while (p < end && !suit_of (*p, &next))
        p++;
      if (!parse_holding (start, p, whole, suit, taken, NULL, hand, where, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * brg_deal_text_parse_lin_md_full:
 * @value: the value of a LIN `md` command, without `md|` and the closing
 *   `|`, such as `3SAK2HQJ5D963CA876,S…,S…,`
 * @length: the length of @value in bytes, or -1 when it ends with a NUL
 * @deal: (out caller-allocates): the deal
 * @error_at: (out) (optional): where in @value, in bytes, what did not
 *   parse begins (0 when the value as a whole is wrong)
 * @error: return location for a #GError
 *
 * Reads a LIN deal: an optional dealer digit (1 South, 2 West, 3 North,
 * 4 East), then the hands of South, West, North and East separated by
 * commas, each as suit letters followed by ranks; blanks and line ends
 * mean nothing, and commas after the fourth hand are allowed. An empty or
 * missing hand is unknown, except that when just one hand is not given
 * and the three others hold 13 cards each, it takes the rest (BBO leaves
 * out East). `md|0…` (keep the deal shown before) names no deal and fails,
 * as does a card given twice, in one hand or two. Deal
 * paste (brg_deal_text_parse()) and the LIN reader both read md values
 * with this function.
 *
 * Returns: %FALSE with @error set when the value is not a deal
 */
gboolean
brg_deal_text_parse_lin_md_full (const char   *value,
                                 gssize        length,
                                 BrgDealText  *deal,
                                 gsize        *error_at,
                                 GError      **error)
{
  static const BrgSeat order[4] = {
    BRG_SEAT_SOUTH, BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST,
  };
  const char *p = value, *end, *where = NULL;
  BrgCardSet taken = 0;
  BrgSeat unknown = BRG_SEAT_NONE;
  guint n = 0, n_unknown = 0;

  g_return_val_if_fail (value != NULL || length == 0, FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  deal_text_init (deal);
  if (error_at != NULL)
    *error_at = 0;
  end = value + (length < 0 ? strlen (value) : (gsize) length);
  while (p < end && is_blank (*p))
    p++;
  while (end > p && is_blank (end[-1]))
    end--;

  if (p < end && *p == '0')
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("This LIN deal keeps the deal shown before and names no cards"));
      where = p;
      goto failed;
    }
  if (p < end && *p >= '1' && *p <= '4')
    {
      deal->dealer = order[*p - '1'];
      p++;
    }

  for (;;)
    {
      const char *comma = memchr (p, ',', end - p);
      const char *stop = comma != NULL ? comma : end;
      BrgSeat seat;

      if (n == 4)
        {
          /* BBO writes a comma after the fourth hand at times. */
          const char *q = p;

          while (q < end && (*q == ',' || is_blank (*q)))
            q++;
          if (q == end)
            break;
          set_fifth_hand (error, value, p);
          where = p;
          goto failed;
        }
      seat = order[n++];
      if (!parse_lin_hand (p, stop, value, taken, &deal->hands[seat], &where, error))
        goto failed;
      taken |= deal->hands[seat].cards;
      deal->known[seat] = deal->hands[seat].cards != 0
                          || deal->hands[seat].n_spots[0] + deal->hands[seat].n_spots[1]
                             + deal->hands[seat].n_spots[2] + deal->hands[seat].n_spots[3] > 0;
      if (comma == NULL)
        break;
      p = comma + 1;
    }

  for (guint i = 0; i < 4; i++)
    if (!deal->known[i])
      {
        unknown = (BrgSeat) i;
        n_unknown++;
      }
  if (n_unknown == 1)
    maybe_rest (deal, unknown);
  return TRUE;

failed:
  if (error_at != NULL && where != NULL)
    *error_at = (gsize) (where - value);
  return FALSE;
}

/**
 * brg_deal_text_parse_lin_md:
 * @value: the value of a LIN `md` command, without `md|` and the closing
 *   `|`, such as `3SAK2HQJ5D963CA876,S…,S…,`
 * @deal: (out caller-allocates): the deal
 * @error: return location for a #GError
 *
 * Reads a LIN deal as brg_deal_text_parse_lin_md_full() does.
 *
 * Returns: %FALSE with @error set when the value is not a deal
 */
gboolean
brg_deal_text_parse_lin_md (const char   *value,
                            BrgDealText  *deal,
                            GError      **error)
{
  g_return_val_if_fail (value != NULL, FALSE);

  return brg_deal_text_parse_lin_md_full (value, -1, deal, NULL, error);
}

/* Finds `md|` in either case and returns the start of its value. */
static const char *
find_md (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if ((p == text || p[-1] == '|' || is_blank (p[-1]))
        && g_ascii_strncasecmp (p, "md|", 3) == 0)
      return p + 3;
  return NULL;
}

/**
 * brg_deal_text_parse:
 * @text: a deal as pasted
 * @deal: (out caller-allocates): the deal
 * @error: return location for a #GError
 *
 * Reads a whole deal in any of the short forms people copy:
 * - a PBN Deal value, `N:AKJ5.Q32.T9.8742 - …` (PBN §3.4.11), quoted or not;
 * - an RBN H line, `H W:A8765.QT.K9.AT87:J42…:…:` with or without the `H`
 *   (RBN 3.2), a semicolon marking a hidden hand;
 * - a LIN md value, `md|3SAK2H…,S…,S…,|` or the value alone, as
 *   brg_deal_text_parse_lin_md() reads it; a LIN line is searched for `md|`.
 * Ranks may be in either case, `10` is the ten and `x` a spot card. Take the
 * `<PBN>` snippets and tag pairs to the PBN reader instead.
 *
 * Returns: %FALSE with @error set when the text is none of these
 */
gboolean
brg_deal_text_parse (const char   *text,
                     BrgDealText  *deal,
                     GError      **error)
{
  g_autofree char *copy = NULL;
  const char *p, *end, *md;
  BrgSeat first;
  gboolean rbn = FALSE;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  deal_text_init (deal);

  md = find_md (text);
  if (md != NULL)
    {
      const char *bar = strchr (md, '|');

      copy = g_strndup (md, bar != NULL ? (gsize) (bar - md) : strlen (md));
      return brg_deal_text_parse_lin_md (copy, deal, error);
    }

  p = text;
  end = text + strlen (text);
  while (p < end && is_blank (*p))
    p++;
  while (end > p && is_blank (end[-1]))
    end--;
  if (end - p >= 2 && *p == '"' && end[-1] == '"')
    {
      p++;
      end--;
    }

  if (end - p >= 2 && *p >= '0' && *p <= '4')
    {
      BrgSuit suit;

      if (brg_suit_from_pbn (g_ascii_toupper (p[1]), &suit))
        {
          copy = g_strndup (p, end - p);
          return brg_deal_text_parse_lin_md (copy, deal, error);
        }
    }

  if (end - p >= 2 && (*p == 'H' || *p == 'h') && is_blank (p[1]))
    {
      rbn = TRUE;
      p += 2;
      while (p < end && is_blank (*p))
        p++;
    }

  if (p == end || !parse_seat_letter (*p, &first))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("A deal begins with the seat of its first hand, such as “N:”"));
      return FALSE;
    }
  p++;
  while (p < end && is_blank (*p))
    p++;
  if (p == end || (*p != ':' && *p != ';'))
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("A deal begins with the seat of its first hand, such as “N:”"));
      return FALSE;
    }

  /* RBN separates hands by colons, PBN by blanks. */
  if (!rbn)
    for (const char *q = p + 1; q < end && !rbn; q++)
      rbn = *q == ':' || *q == ';';
  if (rbn || *p == ';')
    return parse_rbn_hands (p, end, text, first, deal, error);
  return parse_pbn_hands (p + 1, end, text, first, deal, error);
}

/**
 * brg_card_set_lowest_spots:
 * @free_cards: the cards that may be chosen
 * @suit: a suit
 * @n: how many to choose
 *
 * Chooses the @n lowest spot cards (2 to 9) of @suit among @free_cards,
 * as `x` is filled in a typed or pasted hand.
 *
 * Returns: the cards chosen; fewer than @n when too few are free
 */
BrgCardSet
brg_card_set_lowest_spots (BrgCardSet free_cards,
                           BrgSuit    suit,
                           guint      n)
{
  BrgCardSet candidates = free_cards & SPOTS_OF (suit);
  BrgCardSet chosen = 0;

  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, 0);

  while (n-- > 0 && candidates != 0)
    {
      BrgCardSet lowest = candidates & (~candidates + 1);

      chosen |= lowest;
      candidates &= ~lowest;
    }
  return chosen;
}

/**
 * brg_deal_text_to_hands:
 * @deal: a deal as read by brg_deal_text_parse()
 * @hands: (out caller-allocates): the deal's hands
 * @error: return location for a #GError
 *
 * Makes the hands of a parsed deal: each `x` becomes the lowest spot card
 * of its suit that no hand names and no earlier `x` took, marked as a spot;
 * then the seat of @deal's rest, if any, takes every card left. A hand may
 * hold more than 13 cards (an editor says so).
 *
 * Returns: %FALSE with %BRG_MODEL_ERROR_INVALID_DEAL when two hands name
 *   one card or a suit has too few spot cards left for its `x`
 */
gboolean
brg_deal_text_to_hands (const BrgDealText  *deal,
                        BrgHands           *hands,
                        GError            **error)
{
  BrgCardSet named = 0;

  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (hands != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (hands, 0, sizeof *hands);
  for (guint seat = 0; seat < 4; seat++)
    {
      BrgCardSet shared = named & deal->hands[seat].cards;

      if (shared != 0)
        {
          g_autofree char *name = brg_card_to_display (brg_card_set_highest (shared));

          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                       _("%s is in two hands"), name);
          return FALSE;
        }
      named |= deal->hands[seat].cards;
      hands->cards[seat] = deal->hands[seat].cards;
      hands->known[seat] = deal->known[seat];
    }

  for (guint seat = 0; seat < 4; seat++)
    for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
      {
        guint n = deal->hands[seat].n_spots[suit];
        BrgCardSet chosen;

        if (n == 0)
          continue;
        chosen = brg_card_set_lowest_spots (BRG_CARD_SET_ALL & ~named, suit, n);
        if (brg_card_set_count (chosen) < n)
          {
            g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_DEAL,
                         /* Translators: %s is a suit symbol */
                         _("Too few spot cards of %s are left for every x"),
                         brg_suit_to_symbol (suit));
            return FALSE;
          }
        named |= chosen;
        hands->cards[seat] |= chosen;
        hands->spots |= chosen;
        hands->known[seat] = TRUE;
      }

  if (BRG_SEAT_IS_VALID (deal->rest))
    {
      hands->cards[deal->rest] = BRG_CARD_SET_ALL & ~named;
      hands->known[deal->rest] = TRUE;
    }
  return TRUE;
}
