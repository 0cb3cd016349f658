/* brg-render-dd.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The double-dummy tricks and par a board carries, for a hand record:
 * the OptimumResultTable (PBN §5.7), or BridgeComposer's DoubleDummyTricks
 * tag; the OptimumScore (PBN §4.2.7) and BridgeComposer's ParContract.
 * Only what the file says is printed; nothing is solved here.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-call.h"
#include "brg-pbn-table.h"
#include "brg-render-private.h"

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  c = g_ascii_tolower (c);
  if (c >= 'a' && c <= 'd')
    return c - 'a' + 10;
  return -1;
}

/* PBN §5.7: a row a declarer and denomination, tricks 0 to 13. */
static gboolean
table_from_optimum_result (const BrgTag *tag,
                           BrgDdTable   *table)
{
  g_autoptr(BrgPbnTable) pbn = brg_pbn_table_new_from_tag (tag, NULL);
  gboolean any = FALSE;
  int c_declarer, c_denomination, c_result;

  if (pbn == NULL)
    return FALSE;
  c_declarer = brg_pbn_table_find_column (pbn, "Declarer");
  c_denomination = brg_pbn_table_find_column (pbn, "Denomination");
  c_result = brg_pbn_table_find_column (pbn, "Result");
  if (c_declarer < 0 || c_denomination < 0 || c_result < 0)
    return FALSE;

  for (guint row = 0; row < brg_pbn_table_get_n_rows (pbn); row++)
    {
      g_autofree char *seat_text = brg_pbn_table_dup_value (pbn, row, (guint) c_declarer);
      g_autofree char *strain_text = brg_pbn_table_dup_value (pbn, row, (guint) c_denomination);
      g_autofree char *result_text = brg_pbn_table_dup_value (pbn, row, (guint) c_result);
      BrgSeat seat;
      BrgStrain strain;
      guint64 value;

      if (seat_text == NULL || strain_text == NULL || result_text == NULL
          || !brg_seat_from_pbn (seat_text, &seat)
          || !brg_strain_from_pbn (strain_text, &strain)
          || !g_ascii_string_to_unsigned (result_text, 10, 0, 13, &value, NULL))
        continue;
      table->tricks[seat][strain] = (gint8) value;
      any = TRUE;
    }
  return any;
}

/* BridgeComposer: 20 hexadecimal digits, declarers N S E W, each in
 * NT S H D C. */
static gboolean
table_from_double_dummy_tricks (const char *text,
                                BrgDdTable *table)
{
  static const BrgSeat seats[4] = { BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST };
  static const BrgStrain strains[5] = {
    BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS, BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
  };
  gboolean any = FALSE;

  if (text == NULL || strlen (text) != 20)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      {
        int value = hex_value (text[s * 5 + i]);

        if (value >= 0)
          {
            table->tricks[seats[s]][strains[i]] = (gint8) value;
            any = TRUE;
          }
      }
  return any;
}

/* Fills @table from what @board carries; FALSE when it carries nothing. */
gboolean
_brg_render_dd_table (BrgBoard   *board,
                      BrgDdTable *table)
{
  const BrgTag *tag = brg_board_lookup_tag (board, "OptimumResultTable");

  memset (table->tricks, -1, sizeof table->tricks);
  if (tag != NULL && tag->section != NULL && table_from_optimum_result (tag, table))
    return TRUE;
  memset (table->tricks, -1, sizeof table->tricks);
  return table_from_double_dummy_tricks (brg_board_get_tag (board, "DoubleDummyTricks"), table);
}

/* "NS 4S=" or "EW 5CX-2": the suit letter as its symbol. */
static char *
contract_markup (const char *text,
                 gboolean    four_color)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      BrgSuit suit;

      if (p > text && g_ascii_isdigit (p[-1]) && brg_suit_from_pbn (*p, &suit))
        {
          g_autofree char *symbol = _brg_render_suit_markup (suit, four_color);

          g_string_append (out, symbol);
        }
      else if (p > text && g_ascii_isdigit (p[-1]) && *p == 'N')
        {
          /* Translators: abbreviation of notrump in a contract such as 3NT */
          g_string_append (out, C_("strain", "NT"));
          if (p[1] == 'T')
            p++;
        }
      else
        {
          g_autofree char *escaped = g_markup_escape_text (p, 1);

          g_string_append (out, escaped);
        }
    }
  return g_string_free (out, FALSE);
}

/* The par line: "Par NS +620 (NS 4♠=)", from OptimumScore and ParContract;
 * NULL when the board has neither. */
char *
_brg_render_par_markup (BrgBoard *board,
                        gboolean  four_color)
{
  const char *score = brg_board_get_tag (board, "OptimumScore");
  const char *contract = brg_board_get_tag (board, "ParContract");
  GString *out;

  if (score != NULL && (score[0] == '\0' || strcmp (score, "?") == 0))
    score = NULL;
  if (contract != NULL && (contract[0] == '\0' || strcmp (contract, "?") == 0))
    contract = NULL;
  if (score == NULL && contract == NULL)
    return NULL;

  out = g_string_new (NULL);
  /* Translators: the par score of a deal on a hand record, before its value */
  g_string_append (out, _("Par"));
  if (score != NULL)
    {
      g_auto(GStrv) words = g_strsplit_set (score, " \t", -1);
      guint shown = 0;

      /* PBN §4.2.7: "NS 620", "EW -100" or both sides; the first side is
       * enough, with its sign. */
      for (guint i = 0; words[i] != NULL && shown == 0; i++)
        {
          gint64 value;

          if ((strcmp (words[i], "NS") == 0 || strcmp (words[i], "EW") == 0)
              && words[i + 1] != NULL
              && g_ascii_string_to_signed (words[i + 1], 10, -7600, 7600, &value, NULL))
            {
              g_string_append_printf (out, " %s %+d", words[i], (int) value);
              shown++;
            }
        }
      if (shown == 0)
        {
          g_autofree char *escaped = g_markup_escape_text (score, -1);

          g_string_append_printf (out, " %s", escaped);
        }
    }
  if (contract != NULL)
    {
      g_autofree char *markup = contract_markup (contract, four_color);

      g_string_append_printf (out, score != NULL ? " (%s)" : " %s", markup);
    }
  return g_string_free (out, FALSE);
}
