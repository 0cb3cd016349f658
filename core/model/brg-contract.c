/* brg-contract.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-call.h"
#include "brg-contract.h"

static BrgContract *
contract_copy (const BrgContract *contract)
{
  return g_memdup2 (contract, sizeof *contract);
}

G_DEFINE_BOXED_TYPE (BrgContract, brg_contract, contract_copy, g_free)

/**
 * brg_contract_make:
 * @level: 1 to 7, or 0 for a strain-only contract
 * @strain: the strain
 * @risk: the risk
 *
 * Returns: a contract
 */
BrgContract
brg_contract_make (guint     level,
                   BrgStrain strain,
                   BrgRisk   risk)
{
  g_return_val_if_fail (level <= 7, brg_contract_make_passed_out ());
  g_return_val_if_fail (strain <= BRG_STRAIN_NOTRUMP, brg_contract_make_passed_out ());
  g_return_val_if_fail (risk <= BRG_RISK_REDOUBLED, brg_contract_make_passed_out ());

  return (BrgContract) { .level = level, .strain = strain, .risk = risk, .passed_out = FALSE };
}

/**
 * brg_contract_make_passed_out:
 *
 * Returns: the contract of a board passed out
 */
BrgContract
brg_contract_make_passed_out (void)
{
  return (BrgContract) { .level = 0, .strain = BRG_STRAIN_NOTRUMP,
                         .risk = BRG_RISK_UNDOUBLED, .passed_out = TRUE };
}

/**
 * brg_contract_is_strain_only:
 * @contract: a contract
 *
 * Returns: %TRUE if @contract names a strain but no level, as an end
 *   position's Contract tag does (PBN §3.10)
 */
gboolean
brg_contract_is_strain_only (const BrgContract *contract)
{
  g_return_val_if_fail (contract != NULL, FALSE);

  return !contract->passed_out && contract->level == 0;
}

/**
 * brg_contract_equal:
 * @a: a contract
 * @b: another contract
 *
 * Returns: %TRUE if @a and @b are the same contract
 */
gboolean
brg_contract_equal (const BrgContract *a,
                    const BrgContract *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->passed_out || b->passed_out)
    return a->passed_out == b->passed_out;
  return a->level == b->level && a->strain == b->strain && a->risk == b->risk;
}

/**
 * brg_contract_from_pbn:
 * @text: a Contract tag value (PBN §3.4.14, §3.10): `Pass`, `4HX`, `3NT`, or
 *   only a strain such as `S` or `NT`; any letter case
 * @contract: (out): the contract
 *
 * Returns: %TRUE if the whole of @text is a contract
 */
gboolean
brg_contract_from_pbn (const char  *text,
                       BrgContract *contract)
{
  BrgStrain strain;
  BrgRisk risk = BRG_RISK_UNDOUBLED;
  guint level = 0;
  char buf[4];
  gsize len;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (contract != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "Pass") == 0)
    {
      *contract = brg_contract_make_passed_out ();
      return TRUE;
    }

  if (text[0] >= '1' && text[0] <= '7')
    level = (guint) (text[0] - '0');
  else if (brg_strain_from_pbn (text, &strain))
    {
      /* Strain-only; "N" alone is not accepted here, only the spec's letters. */
      if (g_ascii_strcasecmp (text, "N") == 0)
        return FALSE;
      *contract = brg_contract_make (0, strain, BRG_RISK_UNDOUBLED);
      return TRUE;
    }
  else
    return FALSE;

  text++;
  len = strlen (text);
  if (len >= 2 && g_ascii_strncasecmp (text + len - 2, "XX", 2) == 0)
    {
      risk = BRG_RISK_REDOUBLED;
      len -= 2;
    }
  else if (len >= 1 && g_ascii_toupper (text[len - 1]) == 'X')
    {
      risk = BRG_RISK_DOUBLED;
      len -= 1;
    }
  if (len == 0 || len >= sizeof buf)
    return FALSE;
  memcpy (buf, text, len);
  buf[len] = '\0';
  if (!brg_strain_from_pbn (buf, &strain))
    return FALSE;

  *contract = brg_contract_make (level, strain, risk);
  return TRUE;
}

/**
 * brg_contract_to_pbn:
 * @contract: a contract
 *
 * Returns: (transfer full): the export form of the Contract tag: `Pass`,
 *   `4HX`, `3NT`, or only the strain
 */
char *
brg_contract_to_pbn (const BrgContract *contract)
{
  static const char *risks[] = { "", "X", "XX" };

  g_return_val_if_fail (contract != NULL, NULL);

  if (contract->passed_out)
    return g_strdup ("Pass");
  if (contract->level == 0)
    return g_strdup (brg_strain_to_pbn (contract->strain));
  return g_strdup_printf ("%u%s%s", contract->level, brg_strain_to_pbn (contract->strain),
                          risks[contract->risk]);
}

/**
 * brg_contract_to_display:
 * @contract: a contract
 *
 * Returns: (transfer full): the contract for a user, such as "4♥×" or
 *   "Passed out"
 */
char *
brg_contract_to_display (const BrgContract *contract)
{
  /* The multiplication sign is the usual mark of a doubled contract. */
  static const char *risks[] = { "", "\u00d7", "\u00d7\u00d7" };

  g_return_val_if_fail (contract != NULL, NULL);

  if (contract->passed_out)
    /* Translators: the contract of a board that all four players passed */
    return g_strdup (_("Passed out"));
  if (contract->level == 0)
    return g_strdup (brg_strain_to_symbol (contract->strain));
  return g_strdup_printf ("%u%s%s", contract->level, brg_strain_to_symbol (contract->strain),
                          risks[contract->risk]);
}

/**
 * brg_contract_get_tricks_needed:
 * @contract: a contract with a level
 *
 * Returns: the tricks declarer needs, level + 6; 0 without a level
 */
guint
brg_contract_get_tricks_needed (const BrgContract *contract)
{
  g_return_val_if_fail (contract != NULL, 0);

  return contract->level == 0 ? 0 : contract->level + 6u;
}
