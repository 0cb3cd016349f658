/* brg-practice-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the hands dealt again by "Shuffle the opponents" must be like:
 * what the auction says of them, read as natural bidding (an opening of
 * one of a major shows five cards and 11 to 21 points, a pass in first
 * seat fewer than 12, a weak two six cards), and what the file says in its
 * `PracticeDeal` tag, which the teacher writes in the constraint language
 * of `finesse-cli deal`, one seat after another:
 *
 *     [PracticeDeal "W: hcp 11-15, hearts 5+; E: hcp 0-6"]
 *
 * The file's words for a seat stand in place of what the auction says of
 * it. An alerted call, or one with a note, is conventional and says
 * nothing here.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-practice-private.h"
#include "brg-seat.h"

static void
at_least (BrgSeatSpec *spec,
          guint        hcp_min,
          guint        hcp_max)
{
  spec->hcp_min = MAX (spec->hcp_min, hcp_min);
  spec->hcp_max = MIN (spec->hcp_max, hcp_max);
}

static void
length (BrgSeatSpec *spec,
        BrgSuit      suit,
        guint        min,
        guint        max)
{
  spec->length_min[suit] = MAX (spec->length_min[suit], min);
  spec->length_max[suit] = MIN (spec->length_max[suit], max);
}

static gboolean
is_alerted (BrgAuction *auction,
            guint       i)
{
  const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

  return annotation != NULL && annotation->note != 0;
}

/* An opening bid, natural. */
static void
opening (BrgSeatSpec *spec,
         BrgCall      call)
{
  guint level = BRG_CALL_LEVEL (call);
  BrgStrain strain = BRG_CALL_STRAIN (call);

  if (strain == BRG_STRAIN_NOTRUMP)
    {
      if (level == 1)
        at_least (spec, 15, 17);
      else if (level == 2)
        at_least (spec, 20, 21);
      if (level <= 2)
        spec->balanced = TRUE;
      return;
    }
  if (level == 1)
    {
      at_least (spec, 11, 21);
      length (spec, (BrgSuit) strain, strain >= BRG_STRAIN_HEARTS ? 5 : 3, 13);
    }
  else if (level == 2 && strain == BRG_STRAIN_CLUBS)
    at_least (spec, 20, 37);
  else if (level == 2)
    {
      at_least (spec, 5, 10);
      length (spec, (BrgSuit) strain, 6, 6);
    }
  else
    {
      at_least (spec, 0, 10);
      length (spec, (BrgSuit) strain, 7, 13);
    }
}

/* A simple overcall of the opponents' opening. */
static void
overcall (BrgSeatSpec *spec,
          BrgCall      call)
{
  guint level = BRG_CALL_LEVEL (call);
  BrgStrain strain = BRG_CALL_STRAIN (call);

  if (strain == BRG_STRAIN_NOTRUMP && level == 1)
    {
      at_least (spec, 15, 18);
      spec->balanced = TRUE;
    }
  else if (strain != BRG_STRAIN_NOTRUMP && level <= 2)
    {
      at_least (spec, level == 1 ? 8 : 10, 17);
      length (spec, (BrgSuit) strain, 5, 13);
    }
}

/* The first answer to partner's opening of one of a suit. */
static void
response (BrgSeatSpec *spec,
          BrgCall      opened,
          BrgCall      call)
{
  guint level = BRG_CALL_LEVEL (call);
  BrgStrain strain = BRG_CALL_STRAIN (call);

  if (call == BRG_CALL_PASS)
    {
      at_least (spec, 0, 5);
      return;
    }
  if (!BRG_CALL_IS_BID (call))
    return;
  if (strain == BRG_STRAIN_NOTRUMP && level == 1)
    at_least (spec, 6, 10);
  else if (strain == BRG_CALL_STRAIN (opened) && level == 2)
    {
      at_least (spec, 6, 10);
      length (spec, (BrgSuit) strain, 3, 13);
    }
  else if (strain != BRG_STRAIN_NOTRUMP && strain != BRG_CALL_STRAIN (opened) && level == 1)
    {
      at_least (spec, 6, 37);
      length (spec, (BrgSuit) strain, 4, 13);
    }
}

/* What the calls of @seat say of its hand. */
static void
infer (BrgAuction  *auction,
       BrgSeat      seat,
       BrgSeatSpec *spec)
{
  guint n = brg_auction_get_n_calls (auction);
  int opening_index = -1;
  BrgCall opened = BRG_CALL_NONE;
  gboolean acted = FALSE;

  for (guint i = 0; i < n && !acted; i++)
    {
      BrgCall call = brg_auction_get_call (auction, i);
      BrgSeat by = brg_auction_get_call_seat (auction, i);

      if (brg_auction_get_call_flags (auction, i) != BRG_CALL_FLAGS_NONE)
        return;
      if (by == seat)
        {
          acted = TRUE;
          if (is_alerted (auction, i))
            return;
          if (opening_index < 0)
            {
              if (call == BRG_CALL_PASS && i < 3)
                at_least (spec, 0, 11);
              else if (BRG_CALL_IS_BID (call))
                opening (spec, call);
            }
          else if (brg_auction_get_call_seat (auction, opening_index) == brg_seat_partner (seat))
            {
              /* Only over a pass, to an opening of one of a suit. */
              if (BRG_CALL_LEVEL (opened) == 1 && BRG_CALL_STRAIN (opened) != BRG_STRAIN_NOTRUMP
                  && i == (guint) opening_index + 2
                  && brg_auction_get_call (auction, i - 1) == BRG_CALL_PASS)
                response (spec, opened, call);
            }
          else if (BRG_CALL_IS_BID (call) && i == (guint) opening_index + 1)
            overcall (spec, call);
        }
      if (opening_index < 0 && BRG_CALL_IS_BID (call))
        {
          opening_index = (int) i;
          opened = call;
        }
    }
}

/* Reads `SEAT: SPEC; SEAT: SPEC` into the seats of @spec named, marking
 * them in @named. */
static gboolean
parse_tag (const char   *value,
           BrgDealSpec  *spec,
           guint        *named,
           GError      **error)
{
  g_auto(GStrv) parts = g_strsplit (value, ";", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = parts[i];
      g_autoptr(GError) local = NULL;
      BrgSeat seat;

      while (*p == ' ')
        p++;
      if (*p == '\0')
        continue;
      if (!brg_seat_from_pbn ((char[]) { g_ascii_toupper (*p), '\0' }, &seat)
          || strchr (p, ':') == NULL)
        {
          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC,
                       _("The PracticeDeal tag’s “%s” does not start with a seat and a colon"),
                       p);
          return FALSE;
        }
      if (!brg_seat_spec_parse (strchr (p, ':') + 1, &spec->seats[seat], &local))
        {
          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC,
                       _("The PracticeDeal tag’s %s: %s"), brg_seat_to_display (seat),
                       local->message);
          return FALSE;
        }
      *named |= 1u << seat;
    }
  return TRUE;
}

/* What the hands of @seats must be like, to deal them again: the file's
 * PracticeDeal tag, and (when @from_auction) what the auction says of the
 * seats the tag does not name. */
gboolean
_brg_practice_deal_spec (BrgBoard     *board,
                         guint         seats,
                         gboolean      from_auction,
                         BrgDealSpec  *spec,
                         GError      **error)
{
  BrgDealSpec file;
  const char *value = brg_board_get_tag (board, "PracticeDeal");
  BrgAuction *auction = brg_board_get_auction (board);
  guint named = 0;

  brg_deal_spec_init (spec);
  brg_deal_spec_init (&file);
  if (value != NULL && !parse_tag (value, &file, &named, error))
    return FALSE;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      if (!(seats & (1u << seat)))
        continue;
      if (named & (1u << seat))
        spec->seats[seat] = file.seats[seat];
      else if (from_auction && auction != NULL)
        infer (auction, seat, &spec->seats[seat]);
    }
  return TRUE;
}
