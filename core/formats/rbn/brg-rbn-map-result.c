/* brg-rbn-map-result.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The R and M labels (RBN 3.2): the result and score, and the makes at
 * double dummy.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-pbn-table.h"
#include "brg-dd-table.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* R: result and score                                                  */

/* A decimal number as text: [+-]digits[.digits]. */
static gboolean
parse_decimal (const char **pp,
               gboolean     sign,
               GString     *out)
{
  const char *p = *pp;
  const char *start = p;

  if (sign && (*p == '+' || *p == '-'))
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  g_string_append_len (out, start, p - start);
  *pp = p;
  return TRUE;
}

void
_brg_rbn_apply_result (BrgBoard      *board,
                       const char    *data,
                       BrgRbnContext *ctx,
                       BrgRbnDiag    *diag)
{
  g_autofree char *text = _brg_rbn_ascii_upper (data);
  g_autoptr(GString) tricks = g_string_new (NULL);
  g_autoptr(GString) score = g_string_new (NULL);
  g_autoptr(GString) effective = g_string_new (NULL);
  const char *p = text;
  gboolean passed = FALSE;

  if (*p == 'P')
    {
      passed = TRUE;
      p++;
    }
  else
    while (g_ascii_isdigit (*p))
      g_string_append_c (tricks, *p++);
  if ((*p == '+' || *p == '-') && !parse_decimal (&p, TRUE, score))
    goto bad;
  if (*p == ':')
    {
      p++;
      if (*p == '=')
        {
          g_string_append_c (effective, '=');
          p++;
        }
      else if (!parse_decimal (&p, TRUE, effective))
        goto bad;
    }
  if (*p != '\0' || (tricks->len > 0 && g_ascii_strtoull (tricks->str, NULL, 10) > 13))
    goto bad;

  if (passed)
    {
      BrgContract contract;

      brg_board_set_tag (board, "Result", "");
      if (!brg_board_get_contract (board, &contract, NULL))
        {
          brg_board_set_tag (board, "Contract", "Pass");
          brg_board_set_tag (board, "Declarer", "");
        }
    }
  else
    _brg_rbn_set_tag (board, "Result", tricks->str);

  if (score->len > 0)
    {
      g_autofree char *value = g_strdup_printf ("NS %s", score->str + (score->str[0] == '+'));

      _brg_rbn_set_tag (board, "Score", value);
    }
  if (effective->len > 0)
    {
      g_autofree char *value = NULL;

      if (effective->str[0] == '=')
        _brg_rbn_set_tag (board, "ScoreIMP", "NS 0");
      else if (effective->str[0] == '+' || effective->str[0] == '-')
        {
          value = g_strdup_printf ("NS %s", effective->str + (effective->str[0] == '+'));
          _brg_rbn_set_tag (board, "ScoreIMP", value);
        }
      else
        {
          value = g_strdup_printf ("NS %s", effective->str);
          _brg_rbn_set_tag (board, "ScorePercentage", value);
        }
    }
  return;

bad:
  _brg_rbn_report (diag, BRG_SEVERITY_WARNING, (guint) (p - text), "rbn-invalid-result",
                   _("The result “%s” cannot be read; it was kept as it is"), data);
}

static gboolean
is_zero (const char *number)
{
  for (const char *p = number; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && *p != '0')
      return FALSE;
  return TRUE;
}

/* A score tag (PBN §4.2) as North-South's value, as text with a sign when
 * negative; the declarer's side reads plain values. */
char *
_brg_rbn_ns_value (BrgBoard   *board,
                   const char *name)
{
  const char *value = _brg_rbn_tag_value (board, name);
  g_auto(GStrv) words = NULL;
  g_autoptr(GString) number = g_string_new (NULL);
  gboolean negate = FALSE;
  const char *p;
  BrgSeat declarer;

  if (value == NULL)
    return NULL;
  words = g_strsplit_set (value, " ", -1);
  if (g_strv_length (words) >= 2 && strcmp (words[0], "NS") == 0)
    p = words[1];
  else if (g_strv_length (words) >= 2 && strcmp (words[0], "EW") == 0)
    {
      p = words[1];
      negate = TRUE;
    }
  else if (g_strv_length (words) == 1 && brg_board_get_contract (board, NULL, &declarer)
           && BRG_SEAT_IS_VALID (declarer))
    {
      p = words[0];
      negate = brg_seat_side (declarer) == BRG_SIDE_EW;
    }
  else
    return NULL;

  if (!parse_decimal (&p, TRUE, number) || *p != '\0')
    return NULL;
  if (number->str[0] == '+')
    g_string_erase (number, 0, 1);
  if (negate && !is_zero (number->str))
    {
      if (number->str[0] == '-')
        g_string_erase (number, 0, 1);
      else
        g_string_prepend_c (number, '-');
    }
  return g_string_free (g_steal_pointer (&number), FALSE);
}

/* ScorePercentage for North-South: East-West's is the rest of 100. */
char *
_brg_rbn_ns_percentage (BrgBoard *board)
{
  g_autofree char *value = _brg_rbn_ns_value (board, "ScorePercentage");
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  double percent;
  gsize len;

  if (value == NULL || value[0] != '-')
    return g_steal_pointer (&value);

  /* A negated value is East-West's. */
  percent = 100.0 + g_ascii_strtod (value, NULL);
  if (percent < 0)
    return NULL;
  g_ascii_formatd (buffer, sizeof buffer, "%.2f", percent);
  len = strlen (buffer);
  while (len > 0 && buffer[len - 1] == '0')
    buffer[--len] = '\0';
  if (len > 0 && buffer[len - 1] == '.')
    buffer[--len] = '\0';
  return g_strdup (buffer);
}

char *
_brg_rbn_format_result (BrgBoard *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  const char *result = brg_board_get_tag (board, "Result");
  g_autofree char *score = _brg_rbn_ns_value (board, "Score");
  g_autofree char *imps = _brg_rbn_ns_value (board, "ScoreIMP");
  g_autofree char *percent = NULL;
  GString *out = g_string_new (NULL);
  BrgContract contract;

  if (brg_board_get_contract (board, &contract, NULL) && contract.passed_out
      && ((result != NULL && result[0] == '\0') || auction == NULL
          || !brg_auction_is_complete (auction)))
    /* Passed out: when the auction does not say so, R must. */
    g_string_append_c (out, 'P');
  else if (!_brg_rbn_is_unknown (result) && _brg_rbn_is_digits (result, strlen (result)))
    g_string_append (out, result);
  else if (!_brg_rbn_is_unknown (result))
    {
      int tricks = brg_board_get_declarer_tricks (board);

      if (tricks >= 0)
        g_string_append_printf (out, "%d", tricks);
    }

  if (score != NULL)
    {
      if (score[0] != '-')
        g_string_append_c (out, '+');
      g_string_append (out, score);
    }

  if (imps != NULL)
    {
      g_string_append_c (out, ':');
      if (is_zero (imps))
        g_string_append_c (out, '=');
      else
        {
          if (imps[0] != '-')
            g_string_append_c (out, '+');
          g_string_append (out, imps);
        }
    }
  else if ((percent = _brg_rbn_ns_percentage (board)) != NULL)
    {
      g_string_append_c (out, ':');
      g_string_append (out, percent);
    }

  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* M: makes at double dummy                                             */

static const BrgStrain makes_strains[5] = {
  BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS, BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
};

static void
makes_init (BrgRbnMakes *m)
{
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      m->v[s][i] = -1;
}

static gboolean
makes_seat_known (const BrgRbnMakes *m,
                  BrgSeat            seat)
{
  for (guint i = 0; i < 5; i++)
    if (m->v[seat][i] < 0)
      return FALSE;
  return TRUE;
}

static gboolean
makes_seat_any (const BrgRbnMakes *m,
                BrgSeat            seat)
{
  for (guint i = 0; i < 5; i++)
    if (m->v[seat][i] >= 0)
      return TRUE;
  return FALSE;
}

static gboolean
makes_equal_seats (const BrgRbnMakes *m,
                   BrgSeat            a,
                   BrgSeat            b)
{
  return memcmp (m->v[a], m->v[b], sizeof m->v[a]) == 0;
}

static gboolean
makes_complement (const BrgRbnMakes *m,
                  BrgSeat            a,
                  BrgSeat            b,
                  int                total)
{
  if (!makes_seat_known (m, a) || !makes_seat_known (m, b))
    return FALSE;
  for (guint i = 0; i < 5; i++)
    if (m->v[a][i] + m->v[b][i] != total)
      return FALSE;
  return TRUE;
}

static int
hex_value (char c)
{
  c = g_ascii_toupper (c);
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'A' && c <= 'D')
    return c - 'A' + 10;
  return -2;
}

/* One side's list: up to five makes, `?` unknown; truncated lists leave
 * the rest unknown. */
static const char *
parse_makes_list (const char *p,
                  int         v[5])
{
  for (guint i = 0; i < 5 && (*p == '?' || hex_value (*p) >= 0); i++, p++)
    v[i] = *p == '?' ? -1 : hex_value (*p);
  return p;
}

static int
total_tricks (BrgBoard *board)
{
  BrgDeal *deal = brg_board_get_deal (board);
  guint most = 0;

  for (guint s = 0; s < 4; s++)
    most = MAX (most, brg_deal_get_n_cards (deal, s));
  return most > 0 ? (int) most : 13;
}

/* Parts 3 and 4 of the M label; parts 1 and 2 have no place in the model
 * and are kept in RbnMakes by the caller. */
static gboolean
parse_makes (const char  *data,
             BrgRbnMakes *m,
             int          total,
             gboolean    *not_used)
{
  g_autofree char *text = _brg_rbn_ascii_upper (data);
  g_auto(GStrv) parts = g_strsplit (text, ":", -1);
  guint n_parts = g_strv_length (parts);
  BrgSeat pairs[2][2] = { { BRG_SEAT_NORTH, BRG_SEAT_SOUTH }, { BRG_SEAT_WEST, BRG_SEAT_EAST } };

  makes_init (m);
  *not_used = FALSE;
  if (n_parts > 4)
    return FALSE;

  for (guint part = 2; part < n_parts; part++)
    {
      const char *p = parts[part];
      BrgSeat first = pairs[part - 2][0], second = pairs[part - 2][1];
      BrgSeat partner_of_first = part == 3 ? BRG_SEAT_NORTH : BRG_SEAT_NONE;
      BrgSeat partner_of_second = part == 3 ? BRG_SEAT_SOUTH : BRG_SEAT_NONE;

      if (*p == '!' && part == 3)
        {
          /* West makes what North does not. */
          for (guint i = 0; i < 5; i++)
            m->v[first][i] = m->v[partner_of_first][i] < 0 ? -1
                             : total - m->v[partner_of_first][i];
          *not_used = TRUE;
          p++;
        }
      else
        p = parse_makes_list (p, m->v[first]);

      if (*p == '=')
        {
          memcpy (m->v[second], m->v[first], sizeof m->v[first]);
          p++;
        }
      else if (*p == '!' && part == 3)
        {
          for (guint i = 0; i < 5; i++)
            m->v[second][i] = m->v[partner_of_second][i] < 0 ? -1
                              : total - m->v[partner_of_second][i];
          *not_used = TRUE;
          p++;
        }
      else if (*p == '+')
        p = parse_makes_list (p + 1, m->v[second]);
      else if (part == 3 && *p != '\0' && (*p == '?' || hex_value (*p) >= 0))
        p = parse_makes_list (p, m->v[second]);

      if (*p != '\0')
        return FALSE;
    }

  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      if (m->v[s][i] > 13)
        return FALSE;
  return TRUE;
}

static const char *
denomination_name (BrgStrain strain)
{
  return strain == BRG_STRAIN_NOTRUMP ? "NT" : brg_strain_to_pbn (strain);
}

void
_brg_rbn_apply_makes (BrgBoard      *board,
                      const char    *data,
                      BrgRbnContext *ctx,
                      BrgRbnDiag    *diag)
{
  static const BrgSeat table_seats[4] = {
    BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST,
  };
  g_autoptr(BrgTag) tag = NULL;
  gboolean not_used;
  BrgRbnMakes m;

  if (!parse_makes (data, &m, total_tricks (board), &not_used))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-makes",
                       _("The makes “%s” cannot be read; they were kept as they are"), data);
      return;
    }
  if (not_used && !brg_deal_is_complete (brg_board_get_deal (board)))
    _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-makes",
                     _("“!” may only be used with a full deal (RBN M label)"));

  /* PBN §5.7, in BridgeComposer's layout: N S E W, then NT S H D C. */
  tag = brg_tag_new ("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R");
  tag->section = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      if (m.v[table_seats[s]][i] >= 0)
        g_ptr_array_add (tag->section,
                         g_strdup_printf ("%c %2s %2d", brg_seat_to_pbn (table_seats[s]),
                                          denomination_name (makes_strains[i]),
                                          m.v[table_seats[s]][i]));
  if (tag->section->len > 0)
    brg_board_insert_tag (board, -1, tag);
}

/* The double-dummy table the board carries, as brg_board_get_dd_table()
 * reads it (OptimumResultTable, else DoubleDummyTricks), in RBN's order of
 * strains. */
gboolean
_brg_rbn_makes_from_board (BrgBoard    *board,
                           BrgRbnMakes *m)
{
  BrgDdTable table;

  makes_init (m);
  if (!brg_board_get_dd_table (board, &table))
    return FALSE;
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < 5; i++)
      {
        guint8 tricks = table.tricks[makes_strains[i]][seat];

        m->v[seat][i] = tricks == BRG_DD_UNKNOWN ? -1 : tricks;
      }
  return TRUE;
}

static void
append_makes_list (GString  *out,
                   const int v[5])
{
  int len = 5;

  while (len > 0 && v[len - 1] < 0)
    len--;
  for (int i = 0; i < len; i++)
    g_string_append_c (out, v[i] < 0 ? '?' : "0123456789ABCD"[v[i]]);
}

char *
_brg_rbn_format_makes (BrgBoard *board)
{
  gboolean full = brg_deal_is_complete (brg_board_get_deal (board));
  GString *out;
  gsize part3;
  BrgRbnMakes m;

  if (!_brg_rbn_makes_from_board (board, &m))
    return NULL;

  out = g_string_new ("::");
  append_makes_list (out, m.v[BRG_SEAT_NORTH]);
  if (makes_seat_any (&m, BRG_SEAT_SOUTH))
    {
      if (makes_seat_any (&m, BRG_SEAT_NORTH)
          && makes_equal_seats (&m, BRG_SEAT_NORTH, BRG_SEAT_SOUTH))
        g_string_append_c (out, '=');
      else
        {
          g_string_append_c (out, '+');
          append_makes_list (out, m.v[BRG_SEAT_SOUTH]);
        }
    }
  part3 = out->len;

  g_string_append_c (out, ':');
  if (full && makes_complement (&m, BRG_SEAT_WEST, BRG_SEAT_NORTH, 13))
    g_string_append_c (out, '!');
  else
    append_makes_list (out, m.v[BRG_SEAT_WEST]);
  if (makes_seat_any (&m, BRG_SEAT_EAST))
    {
      if (makes_seat_any (&m, BRG_SEAT_WEST)
          && makes_equal_seats (&m, BRG_SEAT_WEST, BRG_SEAT_EAST))
        g_string_append_c (out, '=');
      else if (full && makes_complement (&m, BRG_SEAT_EAST, BRG_SEAT_SOUTH, 13))
        g_string_append_c (out, '!');
      else
        {
          g_string_append_c (out, '+');
          append_makes_list (out, m.v[BRG_SEAT_EAST]);
        }
    }
  if (out->len == part3 + 1)
    g_string_truncate (out, part3);
  return g_string_free (out, FALSE);
}
