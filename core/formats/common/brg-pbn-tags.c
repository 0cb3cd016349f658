/* brg-pbn-tags.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one table of the tags PBN 2.1 defines (§3.4, §4, §5): what kind of
 * value each holds, and which form the Mandatory Tag Set, in export order.
 * The PBN reader checks values by their kind, the writer orders and
 * canonicalises tags by it, and the model shares the names so that ten
 * thousand boards hold one copy of each (brg-strings.c).
 *
 * The values with a syntax of their own are read here when only the
 * format needs them (dates, times, rounds, numbers, scoring, scores), and
 * by the model's parsers when the model needs them too (seats, hands,
 * deals, contracts, declarers, results: brg_seat_from_pbn(),
 * brg_declarer_from_pbn(), brg_result_from_pbn() and their kin).
 */

#include "config.h"

#include <string.h>

#include "brg-contract.h"
#include "brg-pbn-tags.h"
#include "brg-result.h"
#include "brg-seat.h"
#include "brg-strings-private.h"

static const BrgPbnTag tags[] = {
  /* The Mandatory Tag Set, in export order (§3.4). */
  { "Event", BRG_PBN_TAG_KIND_TEXT, 0 },
  { "Site", BRG_PBN_TAG_KIND_TEXT, 1 },
  { "Date", BRG_PBN_TAG_KIND_DATE, 2 },
  { "Board", BRG_PBN_TAG_KIND_BOARD, 3 },
  { "West", BRG_PBN_TAG_KIND_TEXT, 4 },
  { "North", BRG_PBN_TAG_KIND_TEXT, 5 },
  { "East", BRG_PBN_TAG_KIND_TEXT, 6 },
  { "South", BRG_PBN_TAG_KIND_TEXT, 7 },
  { "Dealer", BRG_PBN_TAG_KIND_DEALER, 8 },
  { "Vulnerable", BRG_PBN_TAG_KIND_VULNERABLE, 9 },
  { "Deal", BRG_PBN_TAG_KIND_DEAL, 10 },
  { "Scoring", BRG_PBN_TAG_KIND_SCORING, 11 },
  { "Declarer", BRG_PBN_TAG_KIND_DECLARER, 12 },
  { "Contract", BRG_PBN_TAG_KIND_CONTRACT, 13 },
  { "Result", BRG_PBN_TAG_KIND_RESULT, 14 },
  /* The auction and play sections and their notes (§3.5, §3.6). */
  { "Auction", BRG_PBN_TAG_KIND_AUCTION, -1 },
  { "Play", BRG_PBN_TAG_KIND_PLAY, -1 },
  { "Note", BRG_PBN_TAG_KIND_NOTE, -1 },
  /* Supplemental tags (§4). */
  { "Competition", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "DealId", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Description", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "FrenchMP", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Generator", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Hidden", BRG_PBN_TAG_KIND_HIDDEN, -1 },
  { "Room", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Termination", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Score", BRG_PBN_TAG_KIND_SCORE, -1 },
  { "ScoreIMP", BRG_PBN_TAG_KIND_SCORE_DECIMAL, -1 },
  { "ScoreMP", BRG_PBN_TAG_KIND_SCORE_DECIMAL, -1 },
  { "ScorePercentage", BRG_PBN_TAG_KIND_SCORE_PERCENT, -1 },
  { "ScoreRubber", BRG_PBN_TAG_KIND_SCORE_RUBBER, -1 },
  { "ScoreRubberHistory", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "OptimumScore", BRG_PBN_TAG_KIND_OPTIMUM_SCORE, -1 },
  { "BidSystemEW", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "BidSystemNS", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "PairEW", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "PairNS", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "WestNA", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "NorthNA", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "EastNA", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "SouthNA", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "WestType", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "NorthType", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "EastType", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "SouthType", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "EventDate", BRG_PBN_TAG_KIND_DATE, -1 },
  { "EventSponsor", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "HomeTeam", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Round", BRG_PBN_TAG_KIND_ROUND, -1 },
  { "Section", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Stage", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Table", BRG_PBN_TAG_KIND_NUMBER, -1 },
  { "VisitTeam", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Time", BRG_PBN_TAG_KIND_TIME, -1 },
  { "UTCDate", BRG_PBN_TAG_KIND_DATE, -1 },
  { "UTCTime", BRG_PBN_TAG_KIND_TIME, -1 },
  { "TimeControl", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "TimeCall", BRG_PBN_TAG_KIND_NUMBER, -1 },
  { "TimeCard", BRG_PBN_TAG_KIND_NUMBER, -1 },
  { "Annotator", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "AnnotatorNA", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Application", BRG_PBN_TAG_KIND_TEXT, -1 },
  { "Mode", BRG_PBN_TAG_KIND_TEXT, -1 },
  /* Supplemental sections that are tables (§5.3–§5.10). */
  { "ActionTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "AuctionTimeTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "InstantScoreTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "OptimumPlayTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "OptimumResultTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "PlayTimeTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "ScoreTable", BRG_PBN_TAG_KIND_TABLE, -1 },
  { "TotalScoreTable", BRG_PBN_TAG_KIND_TABLE, -1 },
};

static GHashTable *
tag_table (void)
{
  static GHashTable *table;

  if (g_once_init_enter (&table))
    {
      GHashTable *by_name = g_hash_table_new (g_str_hash, g_str_equal);
      const char *names[G_N_ELEMENTS (tags)];

      for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
        {
          g_hash_table_insert (by_name, (gpointer) tags[i].name, (gpointer) &tags[i]);
          names[i] = tags[i].name;
        }
      _brg_strings_share (names, G_N_ELEMENTS (names));
      g_once_init_leave (&table, by_name);
    }
  return table;
}

/**
 * brg_pbn_tags_init:
 *
 * Makes the names of the table shared strings of the model, so that every
 * board made from now on holds one copy of each. A reader calls it before
 * it makes boards; calling it again does nothing.
 */
void
brg_pbn_tags_init (void)
{
  tag_table ();
}

/**
 * brg_pbn_tag_lookup:
 * @name: a tag name
 *
 * Returns: (nullable): what PBN defines for the tag, or %NULL when PBN
 *   does not define it (names are case-sensitive, PBN §3.3)
 */
const BrgPbnTag *
brg_pbn_tag_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  return g_hash_table_lookup (tag_table (), name);
}

/**
 * brg_pbn_tag_get_kind:
 * @name: a tag name
 *
 * Returns: the kind of the tag's value, %BRG_PBN_TAG_KIND_OTHER for a tag
 *   PBN does not define
 */
BrgPbnTagKind
brg_pbn_tag_get_kind (const char *name)
{
  const BrgPbnTag *tag = brg_pbn_tag_lookup (name);

  return tag != NULL ? tag->kind : BRG_PBN_TAG_KIND_OTHER;
}

/**
 * brg_pbn_tag_get_mandatory:
 * @position: 0 to 14
 *
 * Returns: the tag at @position in the Mandatory Tag Set (PBN §3.4)
 */
const BrgPbnTag *
brg_pbn_tag_get_mandatory (guint position)
{
  g_return_val_if_fail (position < BRG_PBN_N_MANDATORY, NULL);

  return &tags[position];
}

/**
 * brg_pbn_tag_get_n_tags:
 *
 * Returns: how many tags PBN 2.1 defines
 */
guint
brg_pbn_tag_get_n_tags (void)
{
  return G_N_ELEMENTS (tags);
}

/**
 * brg_pbn_tag_get_nth:
 * @n: an index below brg_pbn_tag_get_n_tags()
 *
 * Returns: the @n-th tag PBN defines: the mandatory ones first, in export
 *   order
 */
const BrgPbnTag *
brg_pbn_tag_get_nth (guint n)
{
  g_return_val_if_fail (n < G_N_ELEMENTS (tags), NULL);

  return &tags[n];
}

/**
 * brg_pbn_tag_kind_may_inherit:
 * @kind: a kind of tag
 *
 * PBN §4.8 forbids `#` and `##` in the tags that make up a game: the
 * dealer, vulnerability, deal, declarer, contract, the sections and their
 * notes.
 *
 * Returns: whether a tag of @kind may inherit its value
 */
gboolean
brg_pbn_tag_kind_may_inherit (BrgPbnTagKind kind)
{
  switch (kind)
    {
    case BRG_PBN_TAG_KIND_DEALER:
    case BRG_PBN_TAG_KIND_VULNERABLE:
    case BRG_PBN_TAG_KIND_DEAL:
    case BRG_PBN_TAG_KIND_DECLARER:
    case BRG_PBN_TAG_KIND_CONTRACT:
    case BRG_PBN_TAG_KIND_AUCTION:
    case BRG_PBN_TAG_KIND_PLAY:
    case BRG_PBN_TAG_KIND_NOTE:
      return FALSE;
    case BRG_PBN_TAG_KIND_OTHER:
    case BRG_PBN_TAG_KIND_TEXT:
    case BRG_PBN_TAG_KIND_TABLE:
    case BRG_PBN_TAG_KIND_DATE:
    case BRG_PBN_TAG_KIND_BOARD:
    case BRG_PBN_TAG_KIND_SCORING:
    case BRG_PBN_TAG_KIND_RESULT:
    case BRG_PBN_TAG_KIND_SCORE:
    case BRG_PBN_TAG_KIND_SCORE_DECIMAL:
    case BRG_PBN_TAG_KIND_SCORE_PERCENT:
    case BRG_PBN_TAG_KIND_SCORE_RUBBER:
    case BRG_PBN_TAG_KIND_OPTIMUM_SCORE:
    case BRG_PBN_TAG_KIND_HIDDEN:
    case BRG_PBN_TAG_KIND_ROUND:
    case BRG_PBN_TAG_KIND_TIME:
    case BRG_PBN_TAG_KIND_NUMBER:
    default:
      return TRUE;
    }
}

/* -- Values of the kinds only the format reads -- */

static gboolean
parse_uint (const char **p,
            guint        max,
            guint       *value)
{
  guint64 n = 0;
  const char *s = *p;

  if (!g_ascii_isdigit (*s))
    return FALSE;
  while (g_ascii_isdigit (*s))
    {
      n = n * 10 + (guint) (*s - '0');
      if (n > max)
        return FALSE;
      s++;
    }
  *value = (guint) n;
  *p = s;
  return TRUE;
}

/* A number as in the Score tags: an integer, or with a decimal dot when
 * @decimal; a sign when @sign. */
static gboolean
parse_number (const char **p,
              gboolean     sign,
              gboolean     decimal,
              double      *value)
{
  const char *s = *p;
  const char *start = s;
  g_autofree char *copy = NULL;

  if (sign && (*s == '-' || *s == '+'))
    s++;
  if (!g_ascii_isdigit (*s))
    return FALSE;
  while (g_ascii_isdigit (*s))
    s++;
  if (decimal && *s == '.')
    {
      /* "50." is a decimal too: the PBN verifier's correct files use it. */
      s++;
      while (g_ascii_isdigit (*s))
        s++;
    }
  copy = g_strndup (start, (gsize) (s - start));
  *value = g_ascii_strtod (copy, NULL);
  *p = s;
  return TRUE;
}

typedef gboolean (*ScoreParser) (const char **p);

static gboolean
parse_score_integer (const char **p)
{
  double v;
  return parse_number (p, TRUE, FALSE, &v);
}

static gboolean
parse_score_decimal (const char **p)
{
  double v;
  return parse_number (p, TRUE, TRUE, &v);
}

static gboolean
parse_score_percent (const char **p)
{
  double v;
  return parse_number (p, FALSE, TRUE, &v) && v <= 100.0;
}

static gboolean
parse_score_rubber (const char **p)
{
  guint a, b;

  if (!parse_uint (p, G_MAXUINT, &a) || **p != '/')
    return FALSE;
  (*p)++;
  return parse_uint (p, G_MAXUINT, &b);
}

/* The five forms of PBN §4.2.1: "<s>", "NS <s>", "EW <s>", "NS <s> EW <s>",
 * "EW <s> NS <s>"; the bare form only when @bare. */
static gboolean
parse_sided (const char  *value,
             ScoreParser  parse,
             gboolean     bare)
{
  g_autofree char *text = g_strdup (value);
  const char *p = text;
  gboolean seen_ns = FALSE, seen_ew = FALSE;
  char *out = text;

  /* Import format: white space is free ("NS 50 / 70  "); the syntax is
   * checked on the value with single spaces and none around '/'. */
  for (const char *in = value; *in != '\0'; in++)
    {
      if (*in == ' ' || *in == '\t')
        {
          const char *next = in;

          while (*next == ' ' || *next == '\t')
            next++;
          if (out == text || *next == '\0' || *next == '/' || out[-1] == '/')
            {
              in = next - 1;
              continue;
            }
          *out++ = ' ';
          in = next - 1;
        }
      else
        *out++ = *in;
    }
  *out = '\0';

  if (bare && (g_ascii_isdigit (*p) || *p == '-' || *p == '+'))
    return parse (&p) && *p == '\0';

  for (guint i = 0; i < 2; i++)
    {
      gboolean ns;

      if (strncmp (p, "NS ", 3) == 0)
        ns = TRUE;
      else if (strncmp (p, "EW ", 3) == 0)
        ns = FALSE;
      else
        return FALSE;
      if ((ns && seen_ns) || (!ns && seen_ew))
        return FALSE;
      seen_ns |= ns;
      seen_ew |= !ns;
      p += 3;
      if (!parse (&p))
        return FALSE;
      if (*p == '\0')
        return TRUE;
      if (*p != ' ')
        return FALSE;
      p++;
    }
  return FALSE;
}

/* "dddd.dd.dd" or "dd:dd:dd": digits or '?' where the pattern has 'd'. */
static gboolean
matches_pattern (const char *value,
                 const char *pattern)
{
  gsize len = strlen (pattern);

  if (strlen (value) != len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (pattern[i] == 'd' ? !(g_ascii_isdigit (value[i]) || value[i] == '?')
                          : value[i] != pattern[i])
      return FALSE;
  return TRUE;
}

/* PBN §4.4.4: name characters (§3.2), parts separated by periods. */
static gboolean
is_round (const char *value)
{
  gboolean empty = TRUE;

  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '.')
        {
          if (empty)
            return FALSE;
          empty = TRUE;
        }
      else if (g_ascii_isalnum (*p) || *p == '_')  /* a name character, §3.2 */
        empty = FALSE;
      else
        return FALSE;
    }
  return !empty;
}

static gboolean
is_count (const char *value)
{
  const char *p = value;
  guint n;

  return parse_uint (&p, G_MAXINT, &n) && *p == '\0';
}

static gboolean
has_empty_field (const char *value)
{
  g_auto(GStrv) fields = g_strsplit (value, ";", -1);

  for (guint i = 0; fields[i] != NULL; i++)
    if (fields[i][0] == '\0')
      return TRUE;
  return FALSE;
}

/**
 * brg_pbn_note_from_value:
 * @value: a `Note` tag value
 * @index: (out): the note's number, 1 to 32
 * @text: (out) (transfer none): the note's text, within @value
 *
 * Reads a note (PBN §3.5.5, §3.6.5): `<number>:<text>`.
 *
 * Returns: %TRUE if @value is a note
 */
gboolean
brg_pbn_note_from_value (const char  *value,
                         guint       *index,
                         const char **text)
{
  const char *p = value;
  guint n;

  g_return_val_if_fail (value != NULL, FALSE);

  if (!parse_uint (&p, 1000, &n) || *p != ':' || n < 1 || n > 32)
    return FALSE;
  *index = n;
  *text = p + 1;
  return TRUE;
}

/**
 * brg_pbn_tag_value_is_valid:
 * @kind: the kind of the tag
 * @value: its value, not empty and not `?`
 *
 * Checks a value against the syntax of its kind: the model's parsers for
 * seats, vulnerabilities, declarers, contracts and results; the rules of
 * PBN §3.4 and §4 for dates, times, rounds, numbers, the scoring and the
 * scores. The board number, the deal and Hidden are the board's to read
 * (brg_board_get_number(), brg_deal_new_from_pbn(), brg_seats_from_pbn()),
 * and tags without a syntax are always valid.
 *
 * Returns: whether @value is written as its kind requires
 */
gboolean
brg_pbn_tag_value_is_valid (BrgPbnTagKind  kind,
                            const char    *value)
{
  BrgSeat seat;
  BrgVulnerability vulnerability;
  BrgContract contract;
  BrgResult result;
  guint seats;

  g_return_val_if_fail (value != NULL, FALSE);

  switch (kind)
    {
    case BRG_PBN_TAG_KIND_DATE:
      return matches_pattern (value, "dddd.dd.dd");
    case BRG_PBN_TAG_KIND_TIME:
      return matches_pattern (value, "dd:dd:dd");
    case BRG_PBN_TAG_KIND_ROUND:
      return is_round (value);
    case BRG_PBN_TAG_KIND_NUMBER:
      return is_count (value);
    case BRG_PBN_TAG_KIND_SCORING:
      return !has_empty_field (value);
    case BRG_PBN_TAG_KIND_DEALER:
      return brg_seat_from_pbn (value, &seat);
    case BRG_PBN_TAG_KIND_VULNERABLE:
      return brg_vulnerability_from_pbn (value, &vulnerability);
    case BRG_PBN_TAG_KIND_DECLARER:
      return brg_declarer_from_pbn (value, &seat, NULL);
    case BRG_PBN_TAG_KIND_CONTRACT:
      return brg_contract_from_pbn (value, &contract);
    case BRG_PBN_TAG_KIND_RESULT:
      return brg_result_from_pbn (value, &result);
    case BRG_PBN_TAG_KIND_HIDDEN:
      return brg_seats_from_pbn (value, &seats);
    case BRG_PBN_TAG_KIND_SCORE:
    case BRG_PBN_TAG_KIND_OPTIMUM_SCORE:
      return parse_sided (value, parse_score_integer, kind == BRG_PBN_TAG_KIND_SCORE);
    case BRG_PBN_TAG_KIND_SCORE_DECIMAL:
      return parse_sided (value, parse_score_decimal, TRUE);
    case BRG_PBN_TAG_KIND_SCORE_PERCENT:
      return parse_sided (value, parse_score_percent, TRUE);
    case BRG_PBN_TAG_KIND_SCORE_RUBBER:
      return parse_sided (value, parse_score_rubber, TRUE);
    case BRG_PBN_TAG_KIND_BOARD:
    case BRG_PBN_TAG_KIND_DEAL:
    case BRG_PBN_TAG_KIND_OTHER:
    case BRG_PBN_TAG_KIND_TEXT:
    case BRG_PBN_TAG_KIND_TABLE:
    case BRG_PBN_TAG_KIND_AUCTION:
    case BRG_PBN_TAG_KIND_PLAY:
    case BRG_PBN_TAG_KIND_NOTE:
    default:
      return TRUE;
    }
}
