/* brg-rbn-map-losses.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a conversion to RBN changed: a board written to RBN and read back
 * is compared with the original, label by label, so that the writer can
 * report every loss.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-play.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* What a conversion to RBN changed                                     */

/* How messages name a board: as every view names it. */
char *
_brg_rbn_board_name (BrgBoard *board,
                     guint     index)
{
  return brg_board_dup_title (board, index);
}

/* Text values compare without the spaces at their ends, which an RBN line
 * does not keep. */
static gboolean
same_text (const char *a,
           const char *b)
{
  g_autofree char *ta = _brg_rbn_is_unknown (a) ? NULL : g_strchomp (g_strdup (a));
  g_autofree char *tb = _brg_rbn_is_unknown (b) ? NULL : g_strchomp (g_strdup (b));

  return g_strcmp0 (ta != NULL && ta[0] != '\0' ? ta : NULL,
                    tb != NULL && tb[0] != '\0' ? tb : NULL) == 0;
}

/* Whether two values of a tag mean the same. */
static gboolean
same_value (BrgBoard   *board,
            BrgBoard   *again,
            const char *name)
{
  const char *a = brg_board_get_tag (board, name);
  const char *b = brg_board_get_tag (again, name);

  if (_brg_rbn_is_unknown (a))
    return TRUE;
  if (strcmp (name, "Date") == 0 || strcmp (name, "UTCDate") == 0)
    {
      char da[8], db[8];

      return _brg_rbn_date_from_tag (a, da) && _brg_rbn_date_from_tag (b, db)
             && memcmp (da, db, 8) == 0;
    }
  if (strcmp (name, "Time") == 0 || strcmp (name, "UTCTime") == 0)
    {
      char ta[6], tb[6];

      return _brg_rbn_time_from_tag (a, ta) && _brg_rbn_time_from_tag (b, tb)
             && memcmp (ta, tb, 6) == 0;
    }
  if (strcmp (name, "ScorePercentage") == 0)
    {
      g_autofree char *va = _brg_rbn_ns_percentage (board);
      g_autofree char *vb = _brg_rbn_ns_percentage (again);

      return va != NULL && vb != NULL && g_ascii_strtod (va, NULL) == g_ascii_strtod (vb, NULL);
    }
  if (strcmp (name, "Score") == 0 || strcmp (name, "ScoreIMP") == 0)
    {
      g_autofree char *va = _brg_rbn_ns_value (board, name);
      g_autofree char *vb = _brg_rbn_ns_value (again, name);

      return va != NULL && vb != NULL && g_ascii_strtod (va, NULL) == g_ascii_strtod (vb, NULL);
    }
  if (strcmp (name, "Room") == 0)
    return b != NULL && g_ascii_strcasecmp (a, b) == 0;
  if (strcmp (name, "Hidden") == 0)
    {
      gboolean ha[4], hb[4];

      _brg_rbn_hidden_from_tag (board, ha);
      _brg_rbn_hidden_from_tag (again, hb);
      return memcmp (ha, hb, sizeof ha) == 0;
    }
  if (strcmp (name, "Dealer") == 0)
    return brg_board_get_dealer (board) == brg_board_get_dealer (again);
  if (strcmp (name, "Vulnerable") == 0)
    return _brg_rbn_vul_char (board) == _brg_rbn_vul_char (again);
  if (strcmp (name, "Result") == 0)
    return brg_board_get_declarer_tricks (board) == brg_board_get_declarer_tricks (again);
  if (strcmp (name, "Contract") == 0)
    {
      BrgContract ca, cb;

      if (!brg_contract_from_pbn (a, &ca))
        return same_text (a, b);
      if (b == NULL || !brg_contract_from_pbn (b, &cb))
        if (!brg_board_get_contract (again, &cb, NULL))
          return FALSE;
      return brg_contract_equal (&ca, &cb);
    }
  if (strcmp (name, "Declarer") == 0)
    {
      BrgSeat sa, sb = BRG_SEAT_NONE;

      if (!brg_seat_from_pbn (a + (a[0] == '^'), &sa))
        return same_text (a, b);
      if (b == NULL || !brg_seat_from_pbn (b, &sb))
        brg_board_get_contract (again, NULL, &sb);
      return sa == sb && a[0] != '^';
    }
  if (strcmp (name, "OptimumResultTable") == 0 || strcmp (name, "DoubleDummyTricks") == 0)
    {
      BrgRbnMakes ma, mb;

      return !_brg_rbn_makes_from_board (board, &ma)
             || (_brg_rbn_makes_from_board (again, &mb) && memcmp (&ma, &mb, sizeof ma) == 0);
    }
  if (strcmp (name, "Deal") == 0)
    return brg_deal_equal (brg_board_get_deal (board), brg_board_get_deal (again));
  if (strcmp (name, "Auction") == 0 || strcmp (name, "Play") == 0)
    return TRUE;
  return same_text (a, b);
}

static gboolean
same_end (BrgEndMark a,
          BrgEndMark b)
{
  /* RBN stops writing where PBN says `*`: both mean "no more". */
  if (a == BRG_END_MARK_STOP)
    a = BRG_END_MARK_NONE;
  if (b == BRG_END_MARK_STOP)
    b = BRG_END_MARK_NONE;
  return a == b;
}

static gboolean
same_auction (BrgAuction *a,
              BrgAuction *b)
{
  guint n;

  if (a == NULL || b == NULL)
    return a == NULL;
  n = brg_auction_get_n_calls (a);
  if (n != brg_auction_get_n_calls (b) || brg_auction_get_dealer (a) != brg_auction_get_dealer (b)
      || !same_end (brg_auction_get_end_mark (a), brg_auction_get_end_mark (b)))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (brg_auction_get_call (a, i) != brg_auction_get_call (b, i))
      return FALSE;
  return TRUE;
}

/* A play without cards says nothing RBN would miss. */
static gboolean
is_empty_play (BrgPlay *play)
{
  return play == NULL || (brg_play_get_n_cards (play) == 0
                          && brg_play_get_end_mark (play) != BRG_END_MARK_CONTINUE);
}

static gboolean
same_play (BrgPlay *a,
           BrgPlay *b)
{
  guint n;

  if (is_empty_play (a))
    return is_empty_play (b);
  if (b == NULL)
    return FALSE;
  n = brg_play_get_n_cards (a);
  if (n != brg_play_get_n_cards (b) || brg_play_get_leader (a) != brg_play_get_leader (b)
      || !same_end (brg_play_get_end_mark (a), brg_play_get_end_mark (b)))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (brg_play_get_card (a, i) != brg_play_get_card (b, i)
        || brg_play_get_card_seat (a, i) != brg_play_get_card_seat (b, i))
      return FALSE;
  return TRUE;
}

void
_brg_rbn_compare_label (BrgBoard  *board,
                        BrgBoard  *again,
                        guint      label,
                        GPtrArray *losses)
{
  for (const char * const *name = _brg_rbn_label_tags (label); *name != NULL; name++)
    {
      const char *value = brg_board_get_tag (board, *name);

      if (_brg_rbn_is_raw_tag (*name) && label != BRG_RBN_LABEL_I)
        continue;
      if (!same_value (board, again, *name))
        g_ptr_array_add (losses,
                         g_strdup_printf (_("the %s tag “%s” cannot be written exactly "
                                            "in RBN (label %c)"),
                                          *name, value, BRG_RBN_LABELS[label]));
    }

  if (label == BRG_RBN_LABEL_A
      && !same_auction (brg_board_get_auction (board), brg_board_get_auction (again)))
    g_ptr_array_add (losses, g_strdup (_("the auction cannot be written exactly in RBN")));
  if (label == BRG_RBN_LABEL_P
      && !same_play (brg_board_get_play (board), brg_board_get_play (again)))
    g_ptr_array_add (losses, g_strdup (_("the play cannot be written exactly in RBN")));
}
