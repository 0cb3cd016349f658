/* brg-dd-table.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The double-dummy results a board carries as tags, as values: the table
 * (`OptimumResultTable`, PBN §5.7, and BridgeComposer's `DoubleDummyTricks`)
 * and the par (`OptimumScore`, PBN §4.2.7, and BridgeComposer's
 * `ParContract`). The window's grid, `finesse-cli show` and the solver read
 * and write them here, and only here.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-call.h"
#include "brg-dd-table.h"
#include "brg-pbn-table.h"
#include "brg-seat.h"

/* BridgeComposer's order of declarers and strains, in DoubleDummyTricks and
 * in the rows of OptimumResultTable. */
static const BrgSeat bc_seats[4] = {
  BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST,
};
static const BrgStrain bc_strains[5] = {
  BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS,
  BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
};

#define SEAT_BIT(seat) ((guint8) (1u << (seat)))
#define SEATS_NS (SEAT_BIT (BRG_SEAT_NORTH) | SEAT_BIT (BRG_SEAT_SOUTH))
#define SEATS_EW (SEAT_BIT (BRG_SEAT_EAST) | SEAT_BIT (BRG_SEAT_WEST))

/**
 * brg_dd_table_init:
 * @table: a table
 *
 * Sets every cell of @table to %BRG_DD_UNKNOWN.
 */
void
brg_dd_table_init (BrgDdTable *table)
{
  g_return_if_fail (table != NULL);

  memset (table->tricks, BRG_DD_UNKNOWN, sizeof table->tricks);
}

/**
 * brg_dd_table_is_complete:
 * @table: a table
 *
 * Returns: %TRUE if all 20 cells are known
 */
gboolean
brg_dd_table_is_complete (const BrgDdTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  for (guint s = 0; s < 5; s++)
    for (guint h = 0; h < 4; h++)
      if (table->tricks[s][h] == BRG_DD_UNKNOWN)
        return FALSE;
  return TRUE;
}

/**
 * brg_dd_table_is_empty:
 * @table: a table
 *
 * Returns: %TRUE if no cell is known
 */
gboolean
brg_dd_table_is_empty (const BrgDdTable *table)
{
  g_return_val_if_fail (table != NULL, TRUE);

  for (guint s = 0; s < 5; s++)
    for (guint h = 0; h < 4; h++)
      if (table->tricks[s][h] != BRG_DD_UNKNOWN)
        return FALSE;
  return TRUE;
}

/**
 * brg_dd_table_equal:
 * @a: a table
 * @b: another table
 *
 * Returns: %TRUE if the tables have the same cells
 */
gboolean
brg_dd_table_equal (const BrgDdTable *a,
                    const BrgDdTable *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a->tricks, b->tricks, sizeof a->tricks) == 0;
}

/**
 * brg_dd_table_partners_agree:
 * @table: a table
 * @side: a side
 *
 * Returns: %TRUE if both players of @side take the same tricks as declarer
 *   in every strain, so that the grid can show one row for the side
 */
gboolean
brg_dd_table_partners_agree (const BrgDdTable *table,
                             BrgSide           side)
{
  BrgSeat a = side == BRG_SIDE_NS ? BRG_SEAT_NORTH : BRG_SEAT_EAST;

  g_return_val_if_fail (table != NULL, FALSE);

  for (guint s = 0; s < 5; s++)
    if (table->tricks[s][a] != table->tricks[s][a + 2])
      return FALSE;
  return TRUE;
}

/**
 * brg_dd_table_from_tricks_tag:
 * @text: the value of a `DoubleDummyTricks` tag
 * @table: (out): the table
 *
 * Parses BridgeComposer's `DoubleDummyTricks`: 20 hexadecimal digits, the
 * tricks of North, South, East and West as declarer, each in notrump,
 * spades, hearts, diamonds and clubs. A `?` or `-` is an unknown cell.
 *
 * Returns: %TRUE if @text has that form
 */
gboolean
brg_dd_table_from_tricks_tag (const char *text,
                              BrgDdTable *table)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (table != NULL, FALSE);

  brg_dd_table_init (table);
  if (strlen (text) != 20)
    return FALSE;

  for (guint h = 0; h < 4; h++)
    for (guint s = 0; s < 5; s++)
      {
        char c = text[h * 5 + s];
        int value = g_ascii_xdigit_value (c);

        if (c == '?' || c == '-')
          continue;
        if (value < 0 || value > 13)
          {
            brg_dd_table_init (table);
            return FALSE;
          }
        table->tricks[bc_strains[s]][bc_seats[h]] = (guint8) value;
      }
  return TRUE;
}

/**
 * brg_dd_table_to_tricks_tag:
 * @table: a table
 *
 * Returns: (transfer full): the value of a `DoubleDummyTricks` tag as
 *   BridgeComposer writes it (lower-case digits), with `?` for unknown cells
 */
char *
brg_dd_table_to_tricks_tag (const BrgDdTable *table)
{
  char text[21];

  g_return_val_if_fail (table != NULL, NULL);

  for (guint h = 0; h < 4; h++)
    for (guint s = 0; s < 5; s++)
      {
        guint8 value = table->tricks[bc_strains[s]][bc_seats[h]];

        text[h * 5 + s] = value == BRG_DD_UNKNOWN ? '?' : "0123456789abcd"[value];
      }
  text[20] = '\0';
  return g_strdup (text);
}

/**
 * brg_dd_table_to_result_tag:
 * @table: a table
 *
 * Makes an `OptimumResultTable` (PBN §5.7) exactly as BridgeComposer writes
 * it: rows for North, South, East and West, each in notrump, spades, hearts,
 * diamonds and clubs; the results two columns wide when one of them has two
 * digits, else one. Unknown cells are left out.
 *
 * Returns: (transfer full): the tag with its section
 */
BrgTag *
brg_dd_table_to_result_tag (const BrgDdTable *table)
{
  BrgTag *tag;
  gboolean wide = FALSE;

  g_return_val_if_fail (table != NULL, NULL);

  for (guint s = 0; s < 5; s++)
    for (guint h = 0; h < 4; h++)
      if (table->tricks[s][h] != BRG_DD_UNKNOWN && table->tricks[s][h] >= 10)
        wide = TRUE;

  tag = brg_tag_new ("OptimumResultTable",
                     wide ? "Declarer;Denomination\\2R;Result\\2R"
                          : "Declarer;Denomination\\2R;Result\\1R");
  tag->section = g_ptr_array_new_with_free_func (g_free);
  for (guint h = 0; h < 4; h++)
    for (guint s = 0; s < 5; s++)
      {
        guint8 value = table->tricks[bc_strains[s]][bc_seats[h]];

        if (value == BRG_DD_UNKNOWN)
          continue;
        g_ptr_array_add (tag->section,
                         g_strdup_printf ("%c %2s %*u", brg_seat_to_pbn (bc_seats[h]),
                                          brg_strain_to_pbn (bc_strains[s]),
                                          wide ? 2 : 1, value));
      }
  return tag;
}

/**
 * brg_dd_table_from_result_tag:
 * @tag: an `OptimumResultTable` tag with its section
 * @table: (out): the table
 *
 * Reads the rows of an `OptimumResultTable` (PBN §5.7) in any order and
 * with any column layout that names the columns `Declarer`, `Denomination`
 * and `Result`. Rows that cannot be read are skipped.
 *
 * Returns: %TRUE if at least one row was read
 */
gboolean
brg_dd_table_from_result_tag (const BrgTag *tag,
                              BrgDdTable   *table)
{
  g_autoptr(BrgPbnTable) rows = NULL;
  int c_declarer, c_denomination, c_result;
  gboolean any = FALSE;

  g_return_val_if_fail (tag != NULL, FALSE);
  g_return_val_if_fail (table != NULL, FALSE);

  brg_dd_table_init (table);
  if (tag->section == NULL)
    return FALSE;
  rows = brg_pbn_table_new_from_tag (tag, NULL);
  if (rows == NULL)
    return FALSE;

  c_declarer = brg_pbn_table_find_column (rows, "Declarer");
  c_denomination = brg_pbn_table_find_column (rows, "Denomination");
  c_result = brg_pbn_table_find_column (rows, "Result");
  if (c_declarer < 0 || c_denomination < 0 || c_result < 0)
    return FALSE;

  for (guint row = 0; row < brg_pbn_table_get_n_rows (rows); row++)
    {
      g_autofree char *seat_text = brg_pbn_table_dup_value (rows, row, (guint) c_declarer);
      g_autofree char *strain_text = brg_pbn_table_dup_value (rows, row, (guint) c_denomination);
      g_autofree char *result_text = brg_pbn_table_dup_value (rows, row, (guint) c_result);
      BrgSeat seat;
      BrgStrain strain;
      guint64 value;

      if (seat_text == NULL || strain_text == NULL || result_text == NULL
          || !brg_seat_from_pbn (seat_text, &seat)
          || !brg_strain_from_pbn (strain_text, &strain)
          || !g_ascii_string_to_unsigned (result_text, 10, 0, 13, &value, NULL))
        continue;
      table->tricks[strain][seat] = (guint8) value;
      any = TRUE;
    }
  return any;
}

static void
append_makeable_seat (GString          *out,
                      const BrgDdTable *table,
                      BrgSeat           seat)
{
  gboolean any = FALSE;

  for (guint s = 0; s < 5; s++)
    {
      guint8 tricks = table->tricks[bc_strains[s]][seat];

      if (tricks == BRG_DD_UNKNOWN || tricks < 7)
        continue;
      g_string_append_printf (out, " %u%s", tricks - 6u, brg_strain_to_symbol (bc_strains[s]));
      any = TRUE;
    }
  if (!any)
    g_string_append (out, " —");
}

/**
 * brg_dd_table_dup_makeable:
 * @table: a table
 *
 * Lists the highest contract each side makes in each strain, as in
 * "NS 3NT 4♠ 2♦ · EW 2♥"; a side whose players differ is listed player by
 * player ("N 3NT 4♠ · S 2NT 4♠"), and a side that makes nothing as "—".
 *
 * Returns: (transfer full): the list
 */
char *
brg_dd_table_dup_makeable (const BrgDdTable *table)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (table != NULL, NULL);

  for (BrgSide side = BRG_SIDE_NS; side <= BRG_SIDE_EW; side++)
    {
      BrgSeat first = side == BRG_SIDE_NS ? BRG_SEAT_NORTH : BRG_SEAT_EAST;

      if (out->len > 0)
        g_string_append (out, " · ");
      if (brg_dd_table_partners_agree (table, side))
        {
          g_string_append (out, brg_side_to_display_short (side));
          append_makeable_seat (out, table, first);
        }
      else
        {
          g_string_append (out, brg_seat_to_display_short (first));
          append_makeable_seat (out, table, first);
          g_string_append (out, ", ");
          g_string_append (out, brg_seat_to_display_short (first + 2));
          append_makeable_seat (out, table, first + 2);
        }
    }
  return g_string_free (out, FALSE);
}

/**
 * brg_par_init:
 * @par: a par
 *
 * Sets @par to unknown.
 */
void
brg_par_init (BrgPar *par)
{
  g_return_if_fail (par != NULL);

  memset (par, 0, sizeof *par);
}

static gboolean
parse_side_score (const char **p,
                  BrgSide     *side,
                  int         *score)
{
  const char *s = *p;
  char *end;
  long value;

  while (*s == ' ')
    s++;
  if (g_ascii_strncasecmp (s, "NS", 2) == 0)
    *side = BRG_SIDE_NS;
  else if (g_ascii_strncasecmp (s, "EW", 2) == 0)
    *side = BRG_SIDE_EW;
  else
    return FALSE;
  s += 2;
  if (*s != ' ')
    return FALSE;
  while (*s == ' ')
    s++;
  if (!(g_ascii_isdigit (*s) || ((*s == '+' || *s == '-') && g_ascii_isdigit (s[1]))))
    return FALSE;
  value = strtol (s, &end, 10);
  if (value > 100000 || value < -100000)
    return FALSE;
  *score = (int) value;
  *p = end;
  return TRUE;
}

/**
 * brg_par_from_optimum_score:
 * @text: the value of an `OptimumScore` tag
 * @par: (out): the par, with no contracts
 *
 * Parses the four forms of PBN §4.2.7: `NS score`, `EW score`, and both in
 * either order (the North-South score counts). A `+` sign is accepted.
 *
 * Returns: %TRUE if @text has one of those forms
 */
gboolean
brg_par_from_optimum_score (const char *text,
                            BrgPar     *par)
{
  const char *p = text;
  BrgSide side, side2;
  int score, score2;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (par != NULL, FALSE);

  brg_par_init (par);
  if (!parse_side_score (&p, &side, &score))
    return FALSE;
  while (*p == ' ')
    p++;
  if (*p != '\0')
    {
      if (!parse_side_score (&p, &side2, &score2) || side2 == side)
        return FALSE;
      while (*p == ' ')
        p++;
      if (*p != '\0')
        return FALSE;
      if (side2 == BRG_SIDE_NS)
        {
          side = side2;
          score = score2;
        }
    }
  par->known = TRUE;
  par->score = side == BRG_SIDE_NS ? score : -score;
  return TRUE;
}

/**
 * brg_par_get_side:
 * @par: a known par
 *
 * Returns: the side that declares the par contracts; North-South when
 *   there are none
 */
BrgSide
brg_par_get_side (const BrgPar *par)
{
  g_return_val_if_fail (par != NULL, BRG_SIDE_NS);

  if (par->n_contracts > 0 && (par->contracts[0].seats & SEATS_EW) != 0)
    return BRG_SIDE_EW;
  return BRG_SIDE_NS;
}

/**
 * brg_par_to_optimum_score:
 * @par: a known par
 *
 * Writes the `OptimumScore` as BridgeComposer does: the side that declares
 * the par contracts, then the score from its point of view (`NS 140`,
 * `EW -300` for a sacrifice); `NS 0` for a deal passed out.
 *
 * Returns: (transfer full): the tag value
 */
char *
brg_par_to_optimum_score (const BrgPar *par)
{
  BrgSide side;

  g_return_val_if_fail (par != NULL && par->known, NULL);

  side = brg_par_get_side (par);
  return g_strdup_printf ("%s %d", brg_side_to_pbn (side),
                          side == BRG_SIDE_NS ? par->score : -par->score);
}

static gboolean
parse_seats (const char *text,
             gsize       len,
             guint8     *seats)
{
  *seats = 0;
  for (gsize i = 0; i < len; i++)
    {
      char letter[2] = { text[i], '\0' };
      BrgSeat seat;

      if (!brg_seat_from_pbn (letter, &seat) || (*seats & SEAT_BIT (seat)) != 0)
        return FALSE;
      *seats |= SEAT_BIT (seat);
    }
  /* One seat, or a partnership. */
  return *seats != 0 && ((*seats & SEATS_NS) != 0) != ((*seats & SEATS_EW) != 0);
}

static gboolean
parse_par_contract (const char     *text,
                    BrgParContract *contract)
{
  const char *p = text;
  const char *space = strchr (text, ' ');
  char strain_text[3] = { 0 };
  BrgStrain strain;
  char *end;

  if (space == NULL || !parse_seats (text, (gsize) (space - text), &contract->seats))
    return FALSE;
  p = space + 1;
  if (*p < '1' || *p > '7')
    return FALSE;
  contract->level = (guint8) (*p++ - '0');
  strain_text[0] = *p++;
  if (strain_text[0] == 'N' && *p == 'T')
    p++;
  if (!brg_strain_from_pbn (strain_text, &strain))
    return FALSE;
  contract->strain = (guint8) strain;
  contract->doubled = *p == 'X' || *p == 'x' || *p == '*';
  if (contract->doubled)
    p++;
  if (*p == '=')
    {
      contract->result = 0;
      p++;
    }
  else if ((*p == '+' || *p == '-') && g_ascii_isdigit (p[1]))
    {
      contract->result = (int) strtol (p, &end, 10);
      p = end;
      if (contract->result < -13 || contract->result > 6)
        return FALSE;
    }
  else
    return FALSE;
  return *p == '\0';
}

/**
 * brg_par_from_contracts_tag:
 * @text: the value of BridgeComposer's `ParContract` tag
 * @par: the par to add the contracts to
 *
 * Parses the par contracts as BridgeComposer writes them: `NS 4H=; NS 4S=`,
 * `N 2NX-1; N 3DX-1`, `EW 3N+1`. The score of @par is kept.
 *
 * Returns: %TRUE if all of @text could be read
 */
gboolean
brg_par_from_contracts_tag (const char *text,
                            BrgPar     *par)
{
  g_auto(GStrv) items = NULL;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (par != NULL, FALSE);

  par->n_contracts = 0;
  if (g_ascii_strcasecmp (text, "Pass") == 0)
    return TRUE;

  items = g_strsplit (text, ";", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      BrgParContract contract;

      g_strstrip (items[i]);
      if (par->n_contracts == BRG_PAR_MAX_CONTRACTS
          || !parse_par_contract (items[i], &contract))
        {
          par->n_contracts = 0;
          return FALSE;
        }
      par->contracts[par->n_contracts++] = contract;
    }
  return par->n_contracts > 0;
}

static void
append_seats (GString *out,
              guint8   seats)
{
  /* N E S W, so that NS and EW come out in their usual order. */
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (seats & SEAT_BIT (seat))
      g_string_append_c (out, brg_seat_to_pbn (seat));
  if (seats == SEATS_EW)
    {
      g_string_truncate (out, out->len - 2);
      g_string_append (out, "EW");
    }
}

/**
 * brg_par_to_contracts_tag:
 * @par: a known par
 *
 * Writes the par contracts as BridgeComposer does in its `ParContract` tag:
 * each as its declarer (`N`, `S`, `NS`, …), level, strain (`N` for notrump),
 * `X` when doubled and the result (`=`, `+1`, `-2`), separated by `; `;
 * `Pass` for a deal passed out.
 *
 * Returns: (transfer full): the tag value
 */
char *
brg_par_to_contracts_tag (const BrgPar *par)
{
  GString *out;

  g_return_val_if_fail (par != NULL && par->known, NULL);

  if (par->n_contracts == 0)
    return g_strdup ("Pass");

  out = g_string_new (NULL);
  for (guint i = 0; i < par->n_contracts; i++)
    {
      const BrgParContract *c = &par->contracts[i];

      if (i > 0)
        g_string_append (out, "; ");
      append_seats (out, c->seats);
      g_string_append_printf (out, " %u%c%s", c->level,
                              c->strain == BRG_STRAIN_NOTRUMP ? 'N'
                                : brg_strain_to_pbn (c->strain)[0],
                              c->doubled ? "X" : "");
      if (c->result == 0)
        g_string_append_c (out, '=');
      else
        g_string_append_printf (out, "%+d", c->result);
    }
  return g_string_free (out, FALSE);
}

static void
append_contract_display (GString              *out,
                         const BrgParContract *c)
{
  g_string_append_printf (out, "%u%s%s", c->level, brg_strain_to_symbol (c->strain),
                          c->doubled ? "×" : "");
  if (c->result == 0)
    g_string_append (out, "=");
  else
    g_string_append_printf (out, "%+d", c->result);
}

static const char *
seats_display (guint8 seats)
{
  switch (seats)
    {
    case SEATS_NS: return _("N-S");
    case SEATS_EW: return _("E-W");
    case SEAT_BIT (BRG_SEAT_NORTH): return brg_seat_to_display (BRG_SEAT_NORTH);
    case SEAT_BIT (BRG_SEAT_EAST): return brg_seat_to_display (BRG_SEAT_EAST);
    case SEAT_BIT (BRG_SEAT_SOUTH): return brg_seat_to_display (BRG_SEAT_SOUTH);
    case SEAT_BIT (BRG_SEAT_WEST): return brg_seat_to_display (BRG_SEAT_WEST);
    default: return "?";
    }
}

/**
 * brg_par_dup_display:
 * @par: a known par
 *
 * Returns: (transfer full): the par in one line for people, such as
 *   "NS +420: 4♠= N-S" or "EW −300: 6♦×−2 E-W"; "0: passed out"
 */
char *
brg_par_dup_display (const BrgPar *par)
{
  GString *out;
  BrgSide side;
  int score;

  g_return_val_if_fail (par != NULL && par->known, NULL);

  if (par->score == 0 && par->n_contracts == 0)
    return g_strdup (_("0: passed out"));

  side = brg_par_get_side (par);
  score = side == BRG_SIDE_NS ? par->score : -par->score;
  out = g_string_new (NULL);
  g_string_append_printf (out, "%s %+d", brg_side_to_display_short (side), score);
  for (guint i = 0; i < par->n_contracts; i++)
    {
      g_string_append (out, i == 0 ? ": " : ", ");
      append_contract_display (out, &par->contracts[i]);
      if (i + 1 == par->n_contracts || par->contracts[i + 1].seats != par->contracts[i].seats)
        g_string_append_printf (out, " %s", seats_display (par->contracts[i].seats));
    }
  return g_string_free (out, FALSE);
}

/**
 * brg_par_dup_explanation:
 * @par: a known par
 *
 * Returns: (transfer full): one or two sentences that say what the par
 *   means for this deal
 */
char *
brg_par_dup_explanation (const BrgPar *par)
{
  const BrgParContract *c;
  BrgSide side;
  int score;

  g_return_val_if_fail (par != NULL && par->known, NULL);

  if (par->n_contracts == 0)
    {
      if (par->score == 0)
        return g_strdup (_("Neither side can make anything: par is to pass the deal out."));
      return g_strdup_printf (_("Par is %+d for North-South: the score when both sides bid as "
                                "well as they can with every card in view."), par->score);
    }

  c = &par->contracts[0];
  side = brg_par_get_side (par);
  score = side == BRG_SIDE_NS ? par->score : -par->score;
  if (c->result >= 0)
    return g_strdup_printf (_("Par is %+d for %s: they bid and make the contract shown, and "
                              "the other side cannot do better by bidding on or "
                              "sacrificing."),
                            score, brg_side_to_display (side));
  return g_strdup_printf (_("Par is %+d for %s: they lose less by sacrificing doubled, %d "
                            "down, than by letting the other side play its best contract."),
                          score, brg_side_to_display (side), -c->result);
}

/**
 * brg_board_get_dd_table:
 * @board: a board
 * @table: (out): the table
 *
 * Reads the double-dummy table the board carries: its
 * `OptimumResultTable` (PBN §5.7), else BridgeComposer's
 * `DoubleDummyTricks`.
 *
 * Returns: %TRUE if a cell of the table is known
 */
gboolean
brg_board_get_dd_table (BrgBoard   *board,
                        BrgDdTable *table)
{
  const BrgTag *tag;
  const char *tricks;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (table != NULL, FALSE);

  brg_dd_table_init (table);
  tag = brg_board_lookup_tag (board, "OptimumResultTable");
  if (tag != NULL && brg_dd_table_from_result_tag (tag, table))
    return TRUE;
  tricks = brg_board_get_tag (board, "DoubleDummyTricks");
  if (tricks != NULL && brg_dd_table_from_tricks_tag (tricks, table))
    return !brg_dd_table_is_empty (table);
  return FALSE;
}

/**
 * brg_board_get_par:
 * @board: a board
 * @par: (out): the par
 *
 * Reads the par the board carries: the score of its `OptimumScore`
 * (PBN §4.2.7) and the contracts of BridgeComposer's `ParContract`, when
 * they can be read.
 *
 * Returns: %TRUE if the par score is known
 */
gboolean
brg_board_get_par (BrgBoard *board,
                   BrgPar   *par)
{
  const char *score, *contracts;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (par != NULL, FALSE);

  brg_par_init (par);
  score = brg_board_get_tag (board, "OptimumScore");
  if (score == NULL || !brg_par_from_optimum_score (score, par))
    {
      brg_par_init (par);
      return FALSE;
    }
  contracts = brg_board_get_tag (board, "ParContract");
  if (contracts != NULL)
    brg_par_from_contracts_tag (contracts, par);
  return TRUE;
}

static int
find_tag (BrgBoard   *board,
          const char *name)
{
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    if (strcmp (brg_board_get_nth_tag (board, i)->name, name) == 0)
      return (int) i;
  return -1;
}

/* Replaces the tag of that name where it stands, keeping its commentary, or
 * appends it. */
static void
put_tag (BrgBoard *board,
         BrgTag   *tag)
{
  int n = find_tag (board, tag->name);

  if (n < 0)
    {
      brg_board_insert_tag (board, -1, tag);
      return;
    }
  {
    const BrgTag *old = brg_board_get_nth_tag (board, (guint) n);

    if (old->comments != NULL)
      tag->comments = g_ptr_array_ref (old->comments);
    brg_board_replace_nth_tag (board, (guint) n, tag);
  }
}

/**
 * brg_board_set_dd_results:
 * @board: a board
 * @table: (nullable): a complete table, or %NULL to leave the table alone
 * @par: (nullable): a known par, or %NULL to leave the par alone
 *
 * Stores double-dummy results in @board as BridgeComposer does:
 * `DoubleDummyTricks`, `OptimumScore`, `ParContract` and
 * `OptimumResultTable`. Tags already there are replaced where they stand,
 * with their commentary; new ones are appended in that order. Every other
 * tag stays as it was.
 */
void
brg_board_set_dd_results (BrgBoard         *board,
                          const BrgDdTable *table,
                          const BrgPar     *par)
{
  g_return_if_fail (BRG_IS_BOARD (board));
  g_return_if_fail (table == NULL || brg_dd_table_is_complete (table));
  g_return_if_fail (par == NULL || par->known);

  if (table != NULL)
    {
      g_autofree char *tricks = brg_dd_table_to_tricks_tag (table);
      g_autoptr(BrgTag) tag = brg_tag_new ("DoubleDummyTricks", tricks);

      put_tag (board, tag);
    }
  if (par != NULL)
    {
      g_autofree char *score = brg_par_to_optimum_score (par);
      g_autofree char *contracts = brg_par_to_contracts_tag (par);
      g_autoptr(BrgTag) score_tag = brg_tag_new ("OptimumScore", score);
      g_autoptr(BrgTag) contracts_tag = brg_tag_new ("ParContract", contracts);

      put_tag (board, score_tag);
      put_tag (board, contracts_tag);
    }
  if (table != NULL)
    {
      g_autoptr(BrgTag) tag = brg_dd_table_to_result_tag (table);

      put_tag (board, tag);
    }
}
