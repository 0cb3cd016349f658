/* brg-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Calls and cards as a user types them into the bidding box or the play
 * entry: more forgiving than PBN's tokens, which brg_call_from_pbn() and
 * brg_card_from_pbn() read.
 */

#include "config.h"

#include <string.h>

#include "brg-input.h"
#include "brg-letters.h"

/* @text without spaces, upper case, suit symbols as letters. NULL when it
 * holds anything else than ASCII and suit symbols. */
static char *
normalise (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case 0x2660: case 0x2664:
          g_string_append_c (out, 'S');
          break;
        case 0x2665: case 0x2661:
          g_string_append_c (out, 'H');
          break;
        case 0x2666: case 0x2662:
          g_string_append_c (out, 'D');
          break;
        case 0x2663: case 0x2667:
          g_string_append_c (out, 'C');
          break;
        default:
          if (c >= 0x80)
            {
              g_string_free (out, TRUE);
              return NULL;
            }
          if (!g_ascii_isspace ((char) c))
            g_string_append_c (out, g_ascii_toupper ((char) c));
        }
    }
  return g_string_free (out, FALSE);
}

/**
 * brg_call_from_input:
 * @text: what the user typed, such as `1s`, `2N`, `3♥`, `p`, `x` or `xx`
 * @call: (out): the call
 *
 * Reads a call as typed: a level and a strain (`C D H S N NT` or a suit
 * symbol), `P` or `Pass`, `X`, `D` or `Dbl` for a double, `XX`, `R` or
 * `Rdbl` for a redouble; any case, spaces ignored. The words of the
 * current card letters (brg_letters_get_current()) are read too: French
 * `passe`, `contre`, `surcontre` and `1SA`.
 *
 * Returns: %TRUE if @text is a call
 */
gboolean
brg_call_from_input (const char *text,
                     BrgCall    *call)
{
  static const struct { const char *word; BrgCall call; } words[] = {
    { "P", BRG_CALL_PASS }, { "PASS", BRG_CALL_PASS },
    { "X", BRG_CALL_DOUBLE }, { "D", BRG_CALL_DOUBLE }, { "DBL", BRG_CALL_DOUBLE },
    { "XX", BRG_CALL_REDOUBLE }, { "R", BRG_CALL_REDOUBLE }, { "RDBL", BRG_CALL_REDOUBLE },
  };
  static const BrgCallKind calls[] = {
    BRG_CALL_KIND_PASS, BRG_CALL_KIND_DOUBLE, BRG_CALL_KIND_REDOUBLE,
  };
  const BrgLetters *letters = brg_letters_get_current ();
  g_autofree char *word = NULL;
  BrgStrain strain;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (call != NULL, FALSE);

  word = normalise (text);
  if (word == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (word, words[i].word) == 0)
      {
        *call = words[i].call;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (calls); i++)
    if (g_ascii_strcasecmp (word, brg_letters_call_word (letters, calls[i])) == 0)
      {
        *call = calls[i] == BRG_CALL_KIND_PASS ? BRG_CALL_PASS
                : calls[i] == BRG_CALL_KIND_DOUBLE ? BRG_CALL_DOUBLE : BRG_CALL_REDOUBLE;
        return TRUE;
      }

  if (word[0] >= '1' && word[0] <= '7'
      && (brg_strain_from_pbn (word + 1, &strain)
          || (g_ascii_strcasecmp (word + 1, brg_letters_notrump (letters)) == 0
              && (strain = BRG_STRAIN_NOTRUMP, TRUE))))
    {
      *call = BRG_CALL_BID (word[0] - '0', strain);
      return TRUE;
    }
  return FALSE;
}

/* A rank as typed: `10`, an English letter, or one of the current card
 * letters' (a French `R`). No English rank letter is another language's
 * suit letter nor the reverse but for a German or French `D` (queen) and
 * a Dutch `H` (king), so a card reads the same suit first or rank first:
 * `DD` is the queen of diamonds either way. */
static gboolean
parse_rank (const char *text,
            BrgRank    *rank)
{
  if (strcmp (text, "10") == 0)
    {
      *rank = BRG_RANK_TEN;
      return TRUE;
    }
  return text[0] != '\0' && text[1] == '\0'
         && (brg_rank_from_pbn (text[0], rank)
             || brg_letters_rank_from_letter (brg_letters_get_current (), text[0], rank));
}

/**
 * brg_card_from_input:
 * @text: what the user typed, such as `SA`, `ht`, `h10`, `10h` or `♠Q`
 * @card: (out): the card
 *
 * Reads a card as typed: a suit (a letter or a symbol) and a rank (`A K Q
 * J T 10 9 … 2`, or the current card letters' honours, such as French `R
 * D V`), in either order; any case, spaces ignored.
 *
 * Returns: %TRUE if @text is a card
 */
gboolean
brg_card_from_input (const char *text,
                     BrgCard    *card)
{
  g_autofree char *word = NULL;
  gsize len;
  BrgSuit suit;
  BrgRank rank;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  word = normalise (text);
  if (word == NULL)
    return FALSE;
  len = strlen (word);
  if (len < 2 || len > 3)
    return FALSE;

  if (brg_suit_from_pbn (word[0], &suit) && parse_rank (word + 1, &rank))
    {
      *card = BRG_CARD (suit, rank);
      return TRUE;
    }
  if (brg_suit_from_pbn (word[len - 1], &suit))
    {
      word[len - 1] = '\0';
      if (parse_rank (word, &rank))
        {
          *card = BRG_CARD (suit, rank);
          return TRUE;
        }
    }
  return FALSE;
}
