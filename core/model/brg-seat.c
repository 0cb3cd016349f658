/* brg-seat.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-letters.h"
#include "brg-seat.h"

/**
 * brg_seat_rotate:
 * @seat: a seat
 * @steps: clockwise steps, negative for anticlockwise
 *
 * Returns: the seat @steps places clockwise from @seat
 */
BrgSeat
brg_seat_rotate (BrgSeat seat,
                 int     steps)
{
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), BRG_SEAT_NONE);

  return (BrgSeat) (((int) seat + steps % 4 + 4) % 4);
}

/**
 * brg_seat_from_pbn:
 * @text: `N`, `E`, `S` or `W` (lower case accepted, PBN §3.11)
 * @seat: (out): the seat
 *
 * Parses a seat in PBN notation. The whole of @text must be the seat.
 *
 * Returns: %TRUE if @text is a seat
 */
gboolean
brg_seat_from_pbn (const char *text,
                   BrgSeat    *seat)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (seat != NULL, FALSE);

  if (text[0] == '\0' || text[1] != '\0')
    return FALSE;

  switch (g_ascii_toupper (text[0]))
    {
    case 'N': *seat = BRG_SEAT_NORTH; return TRUE;
    case 'E': *seat = BRG_SEAT_EAST;  return TRUE;
    case 'S': *seat = BRG_SEAT_SOUTH; return TRUE;
    case 'W': *seat = BRG_SEAT_WEST;  return TRUE;
    default:  return FALSE;
    }
}

/**
 * brg_seats_from_pbn:
 * @text: seats in PBN notation, as the `Hidden` tag lists them (PBN
 *   §4.1.6): the letters N, E, S and W in any order, lower case accepted
 * @seats: (out): the seats found, a bit `1 << seat` each
 *
 * Reads a list of seats. What is not a seat is skipped, so @seats holds
 * every seat that was found even when the list is not valid.
 *
 * Returns: %TRUE if @text is nothing but seats, each once
 */
gboolean
brg_seats_from_pbn (const char *text,
                    guint      *seats)
{
  gboolean valid = TRUE;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (seats != NULL, FALSE);

  *seats = 0;
  for (const char *p = text; *p != '\0'; p++)
    {
      char letter[2] = { *p, '\0' };
      BrgSeat seat;

      if (!brg_seat_from_pbn (letter, &seat) || (*seats & (1u << seat)))
        valid = FALSE;
      else
        *seats |= 1u << seat;
    }
  return valid;
}

/**
 * brg_declarer_from_pbn:
 * @text: a `Declarer` tag value
 * @seat: (out): the declarer
 * @swapped: (out) (optional): whether the value began with `^`
 *
 * Reads a declarer in PBN notation (PBN §3.4.13): a seat, or `^` and the
 * seat of the irregular declarer when declarer and dummy were swapped.
 * The empty value (a passed-out board) is not a declarer.
 *
 * Returns: %TRUE if @text is a declarer
 */
gboolean
brg_declarer_from_pbn (const char *text,
                       BrgSeat    *seat,
                       gboolean   *swapped)
{
  gboolean caret;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (seat != NULL, FALSE);

  caret = text[0] == '^';
  if (!brg_seat_from_pbn (text + (caret ? 1 : 0), seat))
    return FALSE;
  if (swapped != NULL)
    *swapped = caret;
  return TRUE;
}

/**
 * brg_seat_to_pbn:
 * @seat: a seat
 *
 * Returns: the PBN letter of @seat, `N`, `E`, `S` or `W`
 */
char
brg_seat_to_pbn (BrgSeat seat)
{
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), '?');

  return "NESW"[seat];
}

/**
 * brg_seat_to_display:
 * @seat: a seat
 *
 * Returns: the translated name of @seat, such as "North"
 */
const char *
brg_seat_to_display (BrgSeat seat)
{
  /* Translators: the seats round the table (Nord, Est, Sud, Ouest…) */
  static const char *names[] = { N_("North"), N_("East"), N_("South"), N_("West") };

  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  return _(names[seat]);
}

/**
 * brg_seat_to_display_short:
 * @seat: a seat
 *
 * Returns: the one-letter abbreviation of @seat in the current card
 *   letters (brg_letters_get_current()), such as "N", or "O" for a French
 *   West
 */
const char *
brg_seat_to_display_short (BrgSeat seat)
{
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  return brg_letters_seat (brg_letters_get_current (), seat);
}

/**
 * brg_side_from_pbn:
 * @text: `NS` or `EW` (lower case accepted)
 * @side: (out): the side
 *
 * Returns: %TRUE if @text is a side
 */
gboolean
brg_side_from_pbn (const char *text,
                   BrgSide    *side)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (side != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "NS") == 0)
    *side = BRG_SIDE_NS;
  else if (g_ascii_strcasecmp (text, "EW") == 0)
    *side = BRG_SIDE_EW;
  else
    return FALSE;

  return TRUE;
}

/**
 * brg_side_to_pbn:
 * @side: a side
 *
 * Returns: `NS` or `EW`
 */
const char *
brg_side_to_pbn (BrgSide side)
{
  g_return_val_if_fail (side <= BRG_SIDE_EW, NULL);

  return side == BRG_SIDE_NS ? "NS" : "EW";
}

/**
 * brg_side_to_display:
 * @side: a side
 *
 * Returns: the translated name of @side, such as "North-South"
 */
const char *
brg_side_to_display (BrgSide side)
{
  g_return_val_if_fail (side <= BRG_SIDE_EW, NULL);

  /* Translators: the two sides, partners sitting opposite */
  return side == BRG_SIDE_NS ? _("North-South") : _("East-West");
}

/**
 * brg_side_to_display_short:
 * @side: a side
 *
 * Returns: the side as its two seat letters in the current card letters
 *   (brg_letters_get_current()): "NS" and "EW", French "NS" and "EO",
 *   Dutch "NZ" and "OW"
 */
const char *
brg_side_to_display_short (BrgSide side)
{
  g_return_val_if_fail (side <= BRG_SIDE_EW, NULL);

  return brg_letters_side (brg_letters_get_current (), side);
}

/**
 * brg_vulnerability_from_pbn_full:
 * @text: a Vulnerable tag value
 * @vulnerability: (out): the vulnerability
 * @exact: (out) (optional): whether @text is one of PBN §3.4.10's forms as
 *   it stands, not a form other programs write
 *
 * Parses every form of PBN §3.4.10: `None`, `Love`, `-`, `NS`, `EW`, `All`
 * and `Both`, in any letter case; and the forms real files hold beside
 * them, for which *@exact is %FALSE: white space around the value, `N-S`
 * and `E-W`.
 *
 * Returns: %TRUE if @text is a vulnerability
 */
gboolean
brg_vulnerability_from_pbn_full (const char       *text,
                                 BrgVulnerability *vulnerability,
                                 gboolean         *exact)
{
  static const struct { const char *name; BrgVulnerability value; gboolean pbn; } forms[] = {
    { "None", BRG_VULNERABILITY_NONE, TRUE }, { "Love", BRG_VULNERABILITY_NONE, TRUE },
    { "-", BRG_VULNERABILITY_NONE, TRUE }, { "NS", BRG_VULNERABILITY_NS, TRUE },
    { "EW", BRG_VULNERABILITY_EW, TRUE }, { "All", BRG_VULNERABILITY_ALL, TRUE },
    { "Both", BRG_VULNERABILITY_ALL, TRUE },
    { "N-S", BRG_VULNERABILITY_NS, FALSE }, { "E-W", BRG_VULNERABILITY_EW, FALSE },
  };
  const char *start, *end;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (vulnerability != NULL, FALSE);

  for (start = text; *start == ' ' || *start == '\t'; start++)
    ;
  for (end = start + strlen (start); end > start && (end[-1] == ' ' || end[-1] == '\t'); end--)
    ;

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    if (strlen (forms[i].name) == (gsize) (end - start)
        && g_ascii_strncasecmp (start, forms[i].name, (gsize) (end - start)) == 0)
      {
        *vulnerability = forms[i].value;
        if (exact != NULL)
          *exact = forms[i].pbn && start == text && *end == '\0';
        return TRUE;
      }

  return FALSE;
}

/**
 * brg_vulnerability_from_pbn:
 * @text: a Vulnerable tag value
 * @vulnerability: (out): the vulnerability
 *
 * Parses a Vulnerable tag value as brg_vulnerability_from_pbn_full() does.
 *
 * Returns: %TRUE if @text is a vulnerability
 */
gboolean
brg_vulnerability_from_pbn (const char       *text,
                            BrgVulnerability *vulnerability)
{
  return brg_vulnerability_from_pbn_full (text, vulnerability, NULL);
}

/**
 * brg_vulnerability_to_pbn:
 * @vulnerability: a vulnerability
 *
 * Returns: the export form of PBN §3.4.10: `None`, `NS`, `EW` or `All`
 */
const char *
brg_vulnerability_to_pbn (BrgVulnerability vulnerability)
{
  static const char *names[] = { "None", "NS", "EW", "All" };

  g_return_val_if_fail (vulnerability <= BRG_VULNERABILITY_ALL, NULL);

  return names[vulnerability];
}

/**
 * brg_vulnerability_to_display:
 * @vulnerability: a vulnerability
 *
 * Returns: a translated description, such as "N-S vulnerable"
 */
const char *
brg_vulnerability_to_display (BrgVulnerability vulnerability)
{
  static const char *names[] = {
    /* Translators: vulnerability of a board */
    N_("Nobody vulnerable"), N_("N-S vulnerable"), N_("E-W vulnerable"), N_("All vulnerable"),
  };

  g_return_val_if_fail (vulnerability <= BRG_VULNERABILITY_ALL, NULL);

  return _(names[vulnerability]);
}

/**
 * brg_vulnerability_is_vulnerable:
 * @vulnerability: a vulnerability
 * @seat: a seat
 *
 * Returns: %TRUE if @seat's side is vulnerable
 */
gboolean
brg_vulnerability_is_vulnerable (BrgVulnerability vulnerability,
                                 BrgSeat          seat)
{
  g_return_val_if_fail (vulnerability <= BRG_VULNERABILITY_ALL, FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);

  switch (vulnerability)
    {
    case BRG_VULNERABILITY_NONE: return FALSE;
    case BRG_VULNERABILITY_ALL:  return TRUE;
    case BRG_VULNERABILITY_NS:   return brg_seat_side (seat) == BRG_SIDE_NS;
    case BRG_VULNERABILITY_EW:   return brg_seat_side (seat) == BRG_SIDE_EW;
    default:                     g_assert_not_reached ();
    }
}
