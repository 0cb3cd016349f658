/* brg-call.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-call.h"
#include "brg-letters.h"
#include "brg-card.h"

/**
 * brg_strain_from_pbn:
 * @text: `C`, `D`, `H`, `S` or `NT` (PBN §3.4.14), either case; `N` is
 *   accepted for notrump as many programs write it
 * @strain: (out): the strain
 *
 * Returns: %TRUE if the whole of @text is a strain
 */
gboolean
brg_strain_from_pbn (const char *text,
                     BrgStrain  *strain)
{
  BrgSuit suit;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (strain != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "NT") == 0 || g_ascii_strcasecmp (text, "N") == 0)
    {
      *strain = BRG_STRAIN_NOTRUMP;
      return TRUE;
    }
  if (text[0] != '\0' && text[1] == '\0' && brg_suit_from_pbn (text[0], &suit))
    {
      *strain = (BrgStrain) suit;
      return TRUE;
    }
  return FALSE;
}

/**
 * brg_strain_to_pbn:
 * @strain: a strain
 *
 * Returns: `C`, `D`, `H`, `S` or `NT`
 */
const char *
brg_strain_to_pbn (BrgStrain strain)
{
  static const char *names[] = { "C", "D", "H", "S", "NT" };

  g_return_val_if_fail (strain <= BRG_STRAIN_NOTRUMP, NULL);

  return names[strain];
}

/**
 * brg_strain_to_symbol:
 * @strain: a strain
 *
 * Returns: the suit symbol, or notrump in the current card letters
 *   (brg_letters_get_current()): "NT", "SA"
 */
const char *
brg_strain_to_symbol (BrgStrain strain)
{
  g_return_val_if_fail (strain <= BRG_STRAIN_NOTRUMP, NULL);

  if (strain == BRG_STRAIN_NOTRUMP)
    return brg_letters_notrump (brg_letters_get_current ());
  return brg_suit_to_symbol ((BrgSuit) strain);
}

/**
 * brg_strain_to_display:
 * @strain: a strain
 *
 * Returns: the translated name of @strain, such as "Hearts" or "Notrump"
 */
const char *
brg_strain_to_display (BrgStrain strain)
{
  g_return_val_if_fail (strain <= BRG_STRAIN_NOTRUMP, NULL);

  if (strain == BRG_STRAIN_NOTRUMP)
    /* Translators: the strain, as in "three notrump" (sans-atout, Sans Atout, Sans Troef) */
    return _("Notrump");
  return brg_suit_to_display ((BrgSuit) strain);
}

/**
 * brg_call_get_kind:
 * @call: a call
 *
 * Returns: whether @call is a pass, double, redouble or bid
 */
BrgCallKind
brg_call_get_kind (BrgCall call)
{
  g_return_val_if_fail (BRG_CALL_IS_VALID (call), BRG_CALL_KIND_PASS);

  switch (call)
    {
    case BRG_CALL_PASS:     return BRG_CALL_KIND_PASS;
    case BRG_CALL_DOUBLE:   return BRG_CALL_KIND_DOUBLE;
    case BRG_CALL_REDOUBLE: return BRG_CALL_KIND_REDOUBLE;
    default:                return BRG_CALL_KIND_BID;
    }
}

/**
 * brg_call_from_pbn:
 * @text: a call token of PBN §3.5.1: `Pass`, `X`, `XX` or a bid such as `3NT`
 * @call: (out): the call
 *
 * Parses one call, in any letter case (PBN §3.11). `AP` and `-` are not
 * calls but auction tokens, and are left to the reader.
 *
 * Returns: %TRUE if the whole of @text is a call
 */
gboolean
brg_call_from_pbn (const char *text,
                   BrgCall    *call)
{
  BrgStrain strain;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (call != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "Pass") == 0)
    *call = BRG_CALL_PASS;
  else if (g_ascii_strcasecmp (text, "X") == 0)
    *call = BRG_CALL_DOUBLE;
  else if (g_ascii_strcasecmp (text, "XX") == 0)
    *call = BRG_CALL_REDOUBLE;
  else if (text[0] >= '1' && text[0] <= '7' && brg_strain_from_pbn (text + 1, &strain))
    *call = BRG_CALL_BID (text[0] - '0', strain);
  else
    return FALSE;

  return TRUE;
}

/**
 * brg_call_to_pbn:
 * @call: a call
 *
 * Returns: the call's PBN token: `Pass`, `X`, `XX` or a bid such as `3NT`
 */
const char *
brg_call_to_pbn (BrgCall call)
{
  static const char *bids[] = {
    "Pass", "X", "XX",
    "1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT",
    "3C", "3D", "3H", "3S", "3NT", "4C", "4D", "4H", "4S", "4NT",
    "5C", "5D", "5H", "5S", "5NT", "6C", "6D", "6H", "6S", "6NT",
    "7C", "7D", "7H", "7S", "7NT",
  };

  g_return_val_if_fail (BRG_CALL_IS_VALID (call), NULL);

  return bids[call];
}

/**
 * brg_call_to_display:
 * @call: a call
 *
 * Returns: (transfer full): the call for a user in the current card letters
 *   (brg_letters_get_current()): "Pass", "Dbl", "Rdbl" ("passe",
 *   "contre", "surcontre" in French), or a bid with its suit symbol such
 *   as "4♥" or "3NT"
 */
char *
brg_call_to_display (BrgCall call)
{
  g_return_val_if_fail (BRG_CALL_IS_VALID (call), NULL);

  switch (call)
    {
    case BRG_CALL_PASS:
    case BRG_CALL_DOUBLE:
    case BRG_CALL_REDOUBLE:
      return g_strdup (brg_letters_call_word (brg_letters_get_current (),
                                              brg_call_get_kind (call)));
    default:
      return g_strdup_printf ("%u%s", BRG_CALL_LEVEL (call),
                              brg_strain_to_symbol (BRG_CALL_STRAIN (call)));
    }
}
