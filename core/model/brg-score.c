/* brg-score.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Duplicate scoring under the Laws of Duplicate Bridge (2017, Law 77), the
 * WBF IMP scale, matchpoints (PBN §3.4.12 "MP2") and the standard board
 * rotation of dealer and vulnerability.
 */

#include "config.h"

#include "brg-score.h"

/* Lower edges of 1 to 24 IMPs on the WBF scale. */
static const int imp_thresholds[] = {
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
  750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
};

static int
score_made (const BrgContract *contract,
            guint              overtricks,
            gboolean           vulnerable)
{
  int per_trick = contract->strain <= BRG_STRAIN_DIAMONDS ? 20 : 30;
  int multiplier = 1 << contract->risk;    /* 1, 2, 4 */
  int contracted;
  int score;

  contracted = per_trick * contract->level;
  if (contract->strain == BRG_STRAIN_NOTRUMP)
    contracted += 10;
  contracted *= multiplier;
  score = contracted;

  if (contracted >= 100)
    score += vulnerable ? 500 : 300;
  else
    score += 50;

  if (contract->level == 6)
    score += vulnerable ? 750 : 500;
  else if (contract->level == 7)
    score += vulnerable ? 1500 : 1000;

  switch ((BrgRisk) contract->risk)
    {
    case BRG_RISK_UNDOUBLED:
      score += overtricks * per_trick;
      break;
    case BRG_RISK_DOUBLED:
      score += 50 + overtricks * (vulnerable ? 200 : 100);
      break;
    case BRG_RISK_REDOUBLED:
      score += 100 + overtricks * (vulnerable ? 400 : 200);
      break;
    default:
      g_assert_not_reached ();
    }

  return score;
}

static int
score_down (const BrgContract *contract,
            guint              undertricks,
            gboolean           vulnerable)
{
  int penalty;

  g_assert (undertricks >= 1);

  if (contract->risk == BRG_RISK_UNDOUBLED)
    return -(int) undertricks * (vulnerable ? 100 : 50);

  /* Doubled: the first undertrick costs 100 (200 vulnerable), the second and
   * third 200 (300), the fourth and later 300 each whatever the vulnerability. */
  if (vulnerable)
    penalty = 200 + (int) (undertricks - 1) * 300;
  else
    penalty = 100 + (int) MIN (undertricks - 1, 2) * 200
              + (int) (undertricks > 3 ? undertricks - 3 : 0) * 300;

  if (contract->risk == BRG_RISK_REDOUBLED)
    penalty *= 2;

  return -penalty;
}

/**
 * brg_score_duplicate:
 * @contract: a contract with a level, or passed out
 * @tricks: the tricks declarer took, 0 to 13
 * @vulnerable: whether declarer's side is vulnerable
 *
 * Scores a board at duplicate (Laws of Duplicate Bridge 2017, Law 77): trick
 * score, game or part-score bonus, slam bonus, the bonus for making a doubled
 * or redoubled contract, overtricks, and undertricks.
 *
 * Returns: the score of declarer's side, positive when the contract was
 *   made and negative when it went down; 0 for a board passed out
 */
int
brg_score_duplicate (const BrgContract *contract,
                     guint              tricks,
                     gboolean           vulnerable)
{
  guint needed;

  g_return_val_if_fail (contract != NULL, 0);
  g_return_val_if_fail (contract->passed_out ||
                        (contract->level >= 1 && contract->level <= 7), 0);
  g_return_val_if_fail (contract->strain <= BRG_STRAIN_NOTRUMP, 0);
  g_return_val_if_fail (contract->risk <= BRG_RISK_REDOUBLED, 0);
  g_return_val_if_fail (tricks <= 13, 0);

  if (contract->passed_out)
    return 0;

  needed = contract->level + 6u;
  if (tricks >= needed)
    return score_made (contract, tricks - needed, vulnerable);
  return score_down (contract, needed - tricks, vulnerable);
}

/**
 * brg_score_to_imps:
 * @difference: the difference of two scores
 *
 * Converts a score difference to International Match Points on the WBF
 * scale, 0 to 24.
 *
 * Returns: the IMPs, with the sign of @difference
 */
int
brg_score_to_imps (int difference)
{
  /* Through unsigned so that G_MININT has a magnitude too. */
  guint magnitude = difference < 0 ? -(guint) difference : (guint) difference;
  int imps = 0;

  while (imps < (int) G_N_ELEMENTS (imp_thresholds) &&
         magnitude >= (guint) imp_thresholds[imps])
    imps++;

  return difference < 0 ? -imps : imps;
}

/**
 * brg_score_matchpoints:
 * @score: the score to rate
 * @others: (array length=n_others) (nullable): the scores it is compared with
 * @n_others: the number of @others
 *
 * Rates @score against the other results of a board as PBN §3.4.12 "MP2"
 * does: 1 for each lower score, ½ for each equal one, 0 for each higher one.
 *
 * Returns: the matchpoints, 0 to @n_others
 */
double
brg_score_matchpoints (int        score,
                       const int *others,
                       guint      n_others)
{
  double points = 0;

  g_return_val_if_fail (others != NULL || n_others == 0, 0);

  for (guint i = 0; i < n_others; i++)
    {
      if (others[i] < score)
        points += 1;
      else if (others[i] == score)
        points += 0.5;
    }

  return points;
}

/**
 * brg_score_percentage:
 * @score: the score to rate
 * @others: (array length=n_others) (nullable): the scores it is compared with
 * @n_others: the number of @others
 *
 * Rates @score as brg_score_matchpoints() does, as a share of the top.
 *
 * Returns: the percentage, 0 to 100; 50 when there is nothing to compare with
 */
double
brg_score_percentage (int        score,
                      const int *others,
                      guint      n_others)
{
  g_return_val_if_fail (others != NULL || n_others == 0, 0);

  if (n_others == 0)
    return 50;

  return brg_score_matchpoints (score, others, n_others) * 100 / n_others;
}

static gboolean
read_points (const char **p,
             int         *points)
{
  const char *start = *p;
  gint64 value;
  char *end;

  if (*start == '+')
    start++;
  if (!g_ascii_isdigit (*start) && !(*start == '-' && g_ascii_isdigit (start[1])))
    return FALSE;
  value = g_ascii_strtoll (start, &end, 10);
  if (value < -100000 || value > 100000)
    return FALSE;
  *points = (int) value;
  *p = end;
  return TRUE;
}

/**
 * brg_score_from_pbn:
 * @text: a Score tag value
 * @declarer_side: the side of the declarer, for a bare number
 * @ns_score: (out): North-South's score
 *
 * Reads a Score tag (PBN §4.2.1): `<score>` (declarer's), `NS <score>`,
 * `EW <score>`, or both sides in either order, with any spacing. Both
 * sides must agree: East-West's score is North-South's negated.
 *
 * Returns: %TRUE when @text is such a score
 */
gboolean
brg_score_from_pbn (const char *text,
                    BrgSide     declarer_side,
                    int        *ns_score)
{
  const char *p = text;
  gboolean have = FALSE;
  int ns = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (ns_score != NULL, FALSE);

  while (*p == ' ')
    p++;
  if (read_points (&p, &ns))
    {
      while (*p == ' ')
        p++;
      if (*p != '\0' || declarer_side > BRG_SIDE_EW)
        return FALSE;
      *ns_score = declarer_side == BRG_SIDE_NS ? ns : -ns;
      return TRUE;
    }

  while (*p != '\0')
    {
      gboolean east_west;
      int points;

      if (g_ascii_strncasecmp (p, "NS", 2) == 0)
        east_west = FALSE;
      else if (g_ascii_strncasecmp (p, "EW", 2) == 0)
        east_west = TRUE;
      else
        return FALSE;
      p += 2;
      while (*p == ' ')
        p++;
      if (!read_points (&p, &points))
        return FALSE;
      if (east_west)
        points = -points;
      if (have && points != ns)
        return FALSE;
      ns = points;
      have = TRUE;
      while (*p == ' ')
        p++;
    }
  if (!have)
    return FALSE;
  *ns_score = ns;
  return TRUE;
}

/**
 * brg_board_number_get_dealer:
 * @number: a board number, from 1
 *
 * Returns: the dealer of board @number: North on board 1, then clockwise
 */
BrgSeat
brg_board_number_get_dealer (guint number)
{
  g_return_val_if_fail (number >= 1, BRG_SEAT_NONE);

  return (BrgSeat) ((number - 1) % 4);
}

/**
 * brg_board_number_get_vulnerability:
 * @number: a board number, from 1
 *
 * Follows the standard cycle of 16 boards: None NS EW All, NS EW All None,
 * EW All None NS, All None NS EW; board 17 is as board 1.
 *
 * Returns: the vulnerability of board @number
 */
BrgVulnerability
brg_board_number_get_vulnerability (guint number)
{
  guint index;

  g_return_val_if_fail (number >= 1, BRG_VULNERABILITY_NONE);

  /* Each row of four boards starts one step further along None NS EW All. */
  index = (number - 1) % 16;
  return (BrgVulnerability) ((index % 4 + index / 4) % 4);
}
