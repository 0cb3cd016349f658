/* brg-pbn-build.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layer 3 of the PBN reader: a BrgBoard made of one collected game,
 * through the public model API so that the rules of bridge are the
 * model's. Every tag in file order, its value resolved (# and ##, PBN
 * §4.8) and checked by its kind (brg-pbn-tags.c), commentary where it
 * stood (§3.8), the sections built (brg-pbn-sections.c) or kept as text,
 * notes no section took kept as tags, and the tags checked against the
 * auction and the play.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-annotation.h"
#include "brg-auction.h"
#include "brg-board.h"
#include "brg-board-private.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-pbn-reader-private.h"
#include "brg-pbn-table.h"
#include "brg-play.h"
#include "brg-play-edits.h"
#include "brg-result.h"
#include "brg-score.h"
#include "brg-seat.h"
#include "brg-strings-private.h"

/* RFC 3676 §4.2: a line that ends in a space is joined to the next; the
 * space stays, the line end goes. */
static void
unflow (char *text)
{
  char *out = text;

  for (const char *p = text; *p != '\0'; p++)
    {
      if ((*p == '\r' || *p == '\n') && p > text && p[-1] == ' ')
        {
          if (*p == '\r' && p[1] == '\n')
            p++;
          continue;
        }
      *out++ = *p;
    }
  *out = '\0';
}

/* The line ends of a comment as the model holds them: LF, whatever the
 * file had. A file with CR alone (old Macs) had its paragraphs run
 * together wherever "\n" ends a line. */
static void
normalize_line_ends (char *text)
{
  char *out = text;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\r')
        {
          *out++ = '\n';
          if (p[1] == '\n')
            p++;
          continue;
        }
      *out++ = *p;
    }
  *out = '\0';
}

BrgComment *
_brg_pbn_comment_from_token (Reader            *r,
                             const BrgPbnToken *token)
{
  g_autofree char *text = brg_pbn_dup_text (r->text + token->text, token->text_len);
  BrgCommentKind kind;

  if (token->kind == BRG_PBN_TOKEN_BRACE_COMMENT && strchr (text, '\r') != NULL)
    normalize_line_ends (text);
  if (r->flowed && token->kind == BRG_PBN_TOKEN_BRACE_COMMENT)
    unflow (text);

  switch (token->kind)
    {
    case BRG_PBN_TOKEN_BRACE_COMMENT: kind = BRG_COMMENT_BRACE; break;
    case BRG_PBN_TOKEN_LINE_COMMENT:  kind = BRG_COMMENT_LINE; break;
    case BRG_PBN_TOKEN_ESCAPE:        kind = BRG_COMMENT_ESCAPE; break;
    case BRG_PBN_TOKEN_EOF:
    case BRG_PBN_TOKEN_BLANK_LINE:
    case BRG_PBN_TOKEN_TAG:
    case BRG_PBN_TOKEN_STRING:
    case BRG_PBN_TOKEN_WORD:
    case BRG_PBN_TOKEN_INVALID:
    default:
      g_return_val_if_reached (NULL);
    }
  return brg_comment_new (kind, text);
}

gboolean
_brg_pbn_is_comment (const BrgPbnToken *token)
{
  return token->kind == BRG_PBN_TOKEN_BRACE_COMMENT
         || token->kind == BRG_PBN_TOKEN_LINE_COMMENT
         || token->kind == BRG_PBN_TOKEN_ESCAPE;
}

const BrgPbnToken *
_brg_pbn_item_at (Reader       *r,
                  const RawTag *tag,
                  guint         i)
{
  return &g_array_index (r->game.items, BrgPbnToken, tag->first_item + i);
}

/* The index of the first item that is not commentary. */
guint
_brg_pbn_first_data_item (Reader       *r,
                          const RawTag *tag)
{
  guint i;

  for (i = 0; i < tag->n_items; i++)
    if (!_brg_pbn_is_comment (_brg_pbn_item_at (r, tag, i)))
      break;
  return i;
}

GPtrArray *
_brg_pbn_comments_before_data (Reader       *r,
                               const RawTag *tag,
                               guint         first_data)
{
  GPtrArray *comments;

  if (first_data == 0)
    return NULL;
  comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  for (guint i = 0; i < first_data; i++)
    g_ptr_array_add (comments, _brg_pbn_comment_from_token (r, _brg_pbn_item_at (r, tag, i)));
  return comments;
}

/* @line_start: whether @start is the first column of a line. */
static void
add_trimmed_line (GPtrArray  *lines,
                  const char *text,
                  gsize       start,
                  gsize       end,
                  gboolean    line_start)
{
  gsize first = start;

  /* Past the lexer's limit, a line is not read (it reported it). */
  if (end - start > BRG_PBN_MAX_LINE)
    {
      end = start + BRG_PBN_MAX_LINE;
      while (end > start && ((guchar) text[end] & 0xc0) == 0x80)
        end--;
    }
  /* Control characters are read as spaces (brg_pbn_dup_text()), and go
   * with the spaces at the ends. */
  while (start < end && ((guchar) text[start] <= ' ' || text[start] == 0x7f))
    start++;
  while (end > start && ((guchar) text[end - 1] <= ' ' || text[end - 1] == 0x7f))
    end--;
  /* A `%` that was not in the first column is data, and a line written
   * with it first would be an escape line (PBN §2.4): one space keeps it
   * where it was. */
  if (start < end && text[start] == '%' && (start > first || !line_start))
    {
      g_autofree char *line = brg_pbn_dup_text (text + start, end - start);

      g_ptr_array_add (lines, g_strconcat (" ", line, NULL));
      return;
    }
  g_ptr_array_add (lines, brg_pbn_dup_text (text + start, end - start));
}

/* The text of the tag's items from @first on, line by line, trimmed: how a
 * section the model cannot hold is kept (and written back) verbatim. */
static GPtrArray *
section_lines (Reader       *r,
               const RawTag *tag,
               guint         first)
{
  GPtrArray *lines;
  gsize start, end, p;
  gboolean line_start;

  if (first >= tag->n_items)
    return NULL;

  lines = g_ptr_array_new_with_free_func (g_free);
  start = _brg_pbn_item_at (r, tag, first)->offset;
  end = _brg_pbn_item_at (r, tag, tag->n_items - 1)->end;
  line_start = start == 0 || r->text[start - 1] == '\n' || r->text[start - 1] == '\r';
  for (p = start; p < end; p++)
    {
      if (r->text[p] == '\n' || r->text[p] == '\r')
        {
          add_trimmed_line (lines, r->text, start, p, line_start);
          if (r->text[p] == '\r' && p + 1 < end && r->text[p + 1] == '\n')
            p++;
          start = p + 1;
          line_start = TRUE;
        }
    }
  add_trimmed_line (lines, r->text, start, end, line_start);
  return lines;
}

/* -- Tag values -- */

/* A hand written `...` (no cards) beside hands with cards is no hand:
 * every hand of a deal or an end position holds as many cards (§3.10).
 * BridgeComposer writes an unknown hand so; it is read as unknown. */
static void
read_unknown_empty_hands (Build        *b,
                          const RawTag *raw,
                          BrgDeal      *deal)
{
  const char *colon = strchr (raw->value, ':');
  g_auto(GStrv) hands = NULL;
  BrgSeat first;
  char letter[2] = { 0, 0 };
  gboolean any_cards = FALSE;
  guint n = 0;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    any_cards = any_cards || brg_deal_get_n_cards (deal, seat) > 0;
  /* Only a hand written "..." is looked at: most deals have none, and
   * are not split into hands again for nothing. */
  if (!any_cards || colon == NULL || colon == raw->value || strstr (colon + 1, "...") == NULL)
    return;
  letter[0] = colon[-1];
  if (!brg_seat_from_pbn (letter, &first))
    return;
  hands = g_strsplit_set (colon + 1, " \t", -1);
  for (guint i = 0; hands[i] != NULL; i++)
    {
      BrgSeat seat;

      if (hands[i][0] == '\0')
        continue;
      seat = brg_seat_rotate (first, (int) n++);
      if (seat == BRG_SEAT_NONE || strcmp (hands[i], "...") != 0
          || !brg_deal_is_hand_known (deal, seat))
        continue;
      brg_deal_forget_hand (deal, seat);
      _brg_pbn_report_value (b->r, BRG_SEVERITY_WARNING, raw, "pbn-lenient",
                               _("%s’s hand “...” holds no cards beside hands that hold some; "
                                 "it was read as unknown, which PBN writes “-” (PBN §3.4.11)"),
                               brg_seat_to_display (seat));
    }
}

static void
check_deal (Build        *b,
            const RawTag *raw,
            gboolean      board_failed)
{
  BrgDeal *deal = brg_board_get_deal (b->board);
  guint counts[4], n_known = 0;
  BrgSeat first = BRG_SEAT_NONE;

  if (_brg_pbn_is_unknown (raw->value))
    return;

  if (board_failed || brg_deal_is_empty (deal))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BrgDeal) parsed = brg_deal_new_from_pbn (raw->value, &error);

      if (parsed == NULL)
        {
          _brg_pbn_report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal", "%s",
                                 error->message);
          return;
        }
      if (brg_deal_is_empty (parsed))
        {
          _brg_pbn_report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal",
                                 _("The deal gives no cards"));
          return;
        }
      if (board_failed)
        {
          _brg_pbn_report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal",
                                 _("The deal is not valid"));
          return;
        }
      return;
    }

  read_unknown_empty_hands (b, raw, deal);

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (brg_deal_is_hand_known (deal, seat))
      {
        counts[n_known] = brg_deal_get_n_cards (deal, seat);
        if (n_known == 0)
          first = seat;
        else if (counts[n_known] != counts[0])
          {
            /* An end position (PBN §3.10) has hands of one size. */
            _brg_pbn_report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-deal",
                                   /* Translators: the %s are seats, the %u numbers of cards */
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "%s’s hand holds %u card, but %s’s holds %u; the "
                                                "hands of a deal hold as many cards (PBN §3.10)",
                                                "%s’s hand holds %u cards, but %s’s holds %u; "
                                                "the hands of a deal hold as many cards "
                                                "(PBN §3.10)", counts[n_known]),
                                   brg_seat_to_display (seat), counts[n_known],
                                   brg_seat_to_display (first), counts[0]);
            return;
          }
        n_known++;
      }
}

/* What is wrong with a value its kind's syntax rejects, and how bad that
 * is: an error for the values that make the game, a warning for the rest.
 * The kinds not listed say it with their tag's name. */
static const struct
{
  BrgPbnTagKind  kind;
  BrgSeverity    severity;
  const char    *message;
} value_problems[] = {
  { BRG_PBN_TAG_KIND_DATE, BRG_SEVERITY_WARNING,
    N_("A date must be written YYYY.MM.DD, with “?” for unknown digits (PBN §3.4.3)") },
  { BRG_PBN_TAG_KIND_TIME, BRG_SEVERITY_WARNING,
    N_("A time must be written HH:MM:SS (PBN §4.5.1)") },
  { BRG_PBN_TAG_KIND_ROUND, BRG_SEVERITY_WARNING,
    N_("A round is made of letters, digits and “_”, in parts separated by "
       "periods (PBN §4.4.4)") },
  { BRG_PBN_TAG_KIND_SCORING, BRG_SEVERITY_WARNING,
    N_("The scoring has an empty field (PBN §3.4.12)") },
  { BRG_PBN_TAG_KIND_HIDDEN, BRG_SEVERITY_WARNING,
    N_("Hidden must list seats, each once: N, E, S, W (PBN §4.1.6)") },
  { BRG_PBN_TAG_KIND_DEALER, BRG_SEVERITY_ERROR,
    N_("The dealer must be N, E, S or W (PBN §3.4.9)") },
  { BRG_PBN_TAG_KIND_VULNERABLE, BRG_SEVERITY_ERROR,
    N_("The vulnerability must be None, NS, EW or All (PBN §3.4.10)") },
  { BRG_PBN_TAG_KIND_DECLARER, BRG_SEVERITY_ERROR,
    N_("The declarer must be N, E, S or W, or “^” and a seat (PBN §3.4.13)") },
  { BRG_PBN_TAG_KIND_RESULT, BRG_SEVERITY_ERROR,
    N_("The result must be a number of tricks from 0 to 13, possibly after NS or EW "
       "(PBN §3.4.15)") },
};

/* Checks @value, the resolved value of @raw, against the syntax of its
 * kind (brg-pbn-tags.c and the model's parsers). */
static void
check_value (Build      *b,
             RawTag     *raw,
             const char *value,
             gboolean    deal_failed)
{
  Reader *r = b->r;

  if (strcmp (value, "?") == 0)
    return;

  if (raw->kind == BRG_PBN_TAG_KIND_DEAL)
    {
      check_deal (b, raw, deal_failed);
      return;
    }
  if (raw->kind == BRG_PBN_TAG_KIND_BOARD)
    {
      /* The board's own reading of its number. */
      if (value[0] != '\0' && brg_board_get_number (b->board) == 0)
        _brg_pbn_report_value (r, BRG_SEVERITY_WARNING, raw, "pbn-invalid-tag",
                               _("The board number is not a positive integer (PBN §3.4.4); it was "
                                 "kept as the board’s name"));
      return;
    }
  if (raw->kind == BRG_PBN_TAG_KIND_RESULT)
    {
      BrgResult result;
      guint total = brg_board_get_total_tricks (b->board);

      if (brg_result_from_pbn (value, &result) && result.ns >= 0 && result.ew >= 0
          && (guint) (result.ns + result.ew) != total)
        {
          _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                                 _("The tricks of NS and EW do not add up to %u"), total);
          return;
        }
    }

  if (raw->kind == BRG_PBN_TAG_KIND_VULNERABLE)
    {
      BrgVulnerability vulnerability;
      gboolean exact = TRUE;

      if (brg_vulnerability_from_pbn_full (value, &vulnerability, &exact) && !exact)
        _brg_pbn_report_value (r, BRG_SEVERITY_WARNING, raw, "pbn-lenient",
                               _("“%s” was read as %s, which PBN writes “%s” (PBN §3.4.10)"),
                               value, brg_vulnerability_to_display (vulnerability),
                               brg_vulnerability_to_pbn (vulnerability));
    }

  if (value[0] == '\0' || brg_pbn_tag_value_is_valid (raw->kind, value))
    return;

  for (guint i = 0; i < G_N_ELEMENTS (value_problems); i++)
    if (value_problems[i].kind == raw->kind)
      {
        _brg_pbn_report_value (r, value_problems[i].severity, raw, "pbn-invalid-tag", "%s",
                               _(value_problems[i].message));
        return;
      }
  if (raw->kind == BRG_PBN_TAG_KIND_NUMBER)
    _brg_pbn_report_value (r, BRG_SEVERITY_WARNING, raw, "pbn-invalid-tag",
                           _("The %s tag must be a number"), raw->name);
  else if (raw->kind == BRG_PBN_TAG_KIND_CONTRACT)
    _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                           _("“%s” is not a contract (PBN §3.4.14)"), value);
  else
    _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag",
                           _("“%s” is not a valid value of the %s tag (PBN §4.2)"), value,
                           raw->name);
}

static int
find_define (Reader     *r,
             const char *name)
{
  for (guint i = 0; i < r->defines->len; i++)
    if (strcmp (((Define *) g_ptr_array_index (r->defines, i))->name, name) == 0)
      return (int) i;
  return -1;
}

/* Resolves "#" and "##" (PBN §4.8). Returns the value to store; *refused
 * says that the tag may not inherit and this was reported. */
static const char *
resolve_value (Reader         *r,
               const RawTag   *raw,
               BrgInheritance *inheritance,
               gboolean       *refused)
{
  const char *value = raw->value;
  int index;

  *inheritance = BRG_INHERITANCE_NONE;
  *refused = FALSE;
  if (!r->inheritance)
    return value;

  index = find_define (r, raw->name);

  if (value[0] == '#' && !brg_pbn_tag_kind_may_inherit (raw->kind))
    {
      _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-inheritance",
                             _("The %s tag may not inherit its value with “#” (PBN §4.8)"),
                             raw->name);
      *refused = TRUE;
      return value;
    }

  if (value[0] == '#' && value[1] == '#')
    {
      Define *define;

      *inheritance = BRG_INHERITANCE_DEFINES;
      if (index >= 0)
        g_ptr_array_remove_index (r->defines, (guint) index);
      define = g_new0 (Define, 1);
      define->name = g_strdup (raw->name);
      define->value = g_strdup (value + 2);
      g_ptr_array_add (r->defines, define);
      return value + 2;
    }

  if (strcmp (value, "#") == 0)
    {
      const char *previous = g_hash_table_lookup (r->last_values, raw->name);

      /* "#" takes the value of the previous game and ends what "##"
       * defined, as the PBN verifier's own files use it. */
      if (index >= 0)
        g_ptr_array_remove_index (r->defines, (guint) index);
      *inheritance = BRG_INHERITANCE_PREVIOUS;
      return previous != NULL ? previous : "";
    }

  /* A plain value redefines what "##" defined: "at the middle of the
   * file the date tag is redefined because the next 24 boards are played
   * at the next day" (§4.8). The games after take the new value. */
  if (index >= 0)
    {
      Define *define = g_ptr_array_index (r->defines, (guint) index);

      g_free (define->value);
      define->value = g_strdup (value);
    }
  return value;
}

static gboolean
is_section_kind (BrgPbnTagKind kind)
{
  return kind == BRG_PBN_TAG_KIND_AUCTION || kind == BRG_PBN_TAG_KIND_PLAY;
}

/* Contract, declarer and result against the auction and the play. */
static void
check_consistency (Build *b)
{
  Reader *r = b->r;
  BrgAuction *auction = brg_board_get_auction (b->board);
  BrgPlay *play = brg_board_get_play (b->board);
  BrgContract contract, tag_contract;
  BrgSeat declarer = BRG_SEAT_NONE, tag_declarer = BRG_SEAT_NONE;
  gboolean swapped = FALSE, have_contract = FALSE, have_declarer = FALSE;

  if (b->contract_raw != NULL && !_brg_pbn_is_unknown (b->contract_raw->value))
    have_contract = brg_contract_from_pbn (b->contract_raw->value, &tag_contract);
  if (b->declarer_raw != NULL && !_brg_pbn_is_unknown (b->declarer_raw->value))
    have_declarer = b->declarer_raw->value[0] == '\0'
                    || brg_declarer_from_pbn (b->declarer_raw->value, &tag_declarer, &swapped);

  if (b->dealer_raw != NULL && auction != NULL)
    {
      BrgSeat dealer;

      if (brg_seat_from_pbn (b->dealer_raw->value, &dealer)
          && dealer != brg_auction_get_dealer (auction))
        _brg_pbn_report_tag (r, BRG_SEVERITY_ERROR, b->auction_raw, "pbn-invalid-auction",
                             _("The auction does not start with the dealer’s call (PBN §3.5)"));
    }

  if (auction != NULL && brg_auction_is_complete (auction)
      && brg_auction_get_contract (auction, &contract, &declarer))
    {
      if (have_contract && !brg_contract_is_strain_only (&tag_contract)
          && !brg_contract_equal (&contract, &tag_contract))
        _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, b->contract_raw, "pbn-invalid-tag",
                               _("The contract is not the one the auction reached"));
      if (have_declarer && !contract.passed_out
          && (swapped ? brg_seat_partner (declarer) : declarer) != tag_declarer)
        _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, b->declarer_raw, "pbn-invalid-tag",
                               _("The declarer is not the one the auction gives"));
      if (have_declarer && contract.passed_out && BRG_SEAT_IS_VALID (tag_declarer))
        _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, b->declarer_raw, "pbn-invalid-tag",
                               _("A passed-out board has no declarer"));
      if (!contract.passed_out && !have_declarer)
        tag_declarer = declarer;
    }

  if (play != NULL && b->result_raw != NULL && !_brg_pbn_is_unknown (b->result_raw->value))
    {
      /* Declarer and dummy swapped (`^`) are still one side. */
      BrgSeat who = BRG_SEAT_IS_VALID (tag_declarer) ? tag_declarer
                    : brg_play_get_declarer (play);
      gboolean caret;
      int tricks = brg_board_get_result_tricks (b->board, &caret);

      if (BRG_SEAT_IS_VALID (who) && tricks >= 0)
        {
          guint complete = brg_play_get_n_complete_tricks (play);
          guint total = brg_play_get_total_tricks (play);
          guint won = brg_play_get_tricks_won (play, brg_seat_side (who));
          gboolean all_known = TRUE;

          for (guint i = 0; i < brg_play_get_n_cards (play); i++)
            if (brg_play_get_card (play, i) == BRG_CARD_UNKNOWN)
              all_known = FALSE;

          if (all_known && complete == total && !caret && (guint) tricks != won)
            _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, b->result_raw, "pbn-invalid-tag",
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "The result is not what the play gives: %u trick",
                                                "The result is not what the play gives: %u tricks",
                                                won), won);
          else if (all_known && complete == total && caret && (guint) tricks == won)
            _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, b->result_raw, "pbn-invalid-tag",
                                   _("“^” says the result differs from the play, "
                                     "but it does not"));
          else if (!caret && all_known
                   && ((guint) tricks < won || (guint) tricks > won + (total - complete)))
            _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, b->result_raw, "pbn-invalid-tag",
                                   _("The result cannot be reached from the play"));
        }
    }
}

/* PBN §4.2.1: the Score is the trick score of the contract, the result
 * and the vulnerability, unless an irregularity made it otherwise (the
 * result says so with `^`). */
static void
check_score (Build *b)
{
  BrgContract contract;
  BrgSeat declarer;
  gboolean differs = FALSE;
  int expected, given;

  if (b->score_raw == NULL || _brg_pbn_is_unknown (b->score_raw->value)
      || !brg_board_get_score (b->board, &expected)
      || !brg_board_get_contract (b->board, &contract, &declarer)
      || contract.passed_out)
    return;
  brg_board_get_result_tricks (b->board, &differs);
  if (differs || !brg_score_from_pbn (b->score_raw->value, brg_seat_side (declarer), &given)
      || given == expected)
    return;
  _brg_pbn_report_value (b->r, BRG_SEVERITY_WARNING, b->score_raw, "pbn-invalid-tag",
                         _("The score NS %+d is not what the contract, the result and the "
                           "vulnerability give: NS %+d (PBN §4.2.1)"), given, expected);
}

void
_brg_pbn_report_stray_text (Reader            *r,
                            const BrgPbnToken *token)
{
  gsize end = token->offset;
  g_autofree char *text = NULL;

  while (end < r->len && r->text[end] != '\n' && r->text[end] != '\r'
         && end - token->offset < 40)
    end++;
  text = brg_pbn_dup_text (r->text + token->offset, end - token->offset);
  _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, token, token->offset, "pbn-stray-text",
                         _("Text outside a tag pair was ignored: “%s”"), text);
}

void
_brg_pbn_report_lost_comment (Reader            *r,
                              const BrgPbnToken *token)
{
  _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, token, token->offset, "pbn-lost-comment",
                         _("Commentary after the last game of a snippet was ignored"));
}

/* A tag given twice (PBN §3.4: a tag pair occurs once): the second is
 * kept as it was written, a brace comment after the first with its data
 * lines, its own comments after that, so that the user sees it and a
 * round trip keeps it. */
static void
keep_duplicate_tag (Reader   *r,
                    BrgBoard *board,
                    RawTag   *raw)
{
  g_autoptr(BrgTag) copy = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *pair = brg_pbn_dup_text (r->text + raw->offset, raw->end - raw->offset);
  GString *text = g_string_new (pair);
  guint first_data = _brg_pbn_first_data_item (r, raw);
  guint index;

  for (index = 0; index < brg_board_get_n_tags (board); index++)
    if (strcmp (brg_board_get_nth_tag (board, index)->name, raw->name) == 0)
      break;
  if (index == brg_board_get_n_tags (board))
    {
      g_string_free (text, TRUE);
      return;
    }

  lines = section_lines (r, raw, first_data);
  for (guint i = 0; lines != NULL && i < lines->len; i++)
    g_string_append_printf (text, "\n%s", (char *) g_ptr_array_index (lines, i));

  copy = brg_tag_copy (brg_board_get_nth_tag (board, index));
  if (copy->comments == NULL)
    copy->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (copy->comments, brg_comment_new (BRG_COMMENT_BRACE, text->str));
  g_string_free (text, TRUE);
  for (guint i = 0; i < first_data; i++)
    g_ptr_array_add (copy->comments, _brg_pbn_comment_from_token (r, _brg_pbn_item_at (r, raw, i)));
  brg_board_replace_nth_tag (board, index, copy);
}

/* After an Auction or Play section was built: when the model could not hold
 * it, its tag keeps the section's raw lines so nothing is lost; commentary
 * found before the section's first call or card joins the tag's. */
static void
update_section_tag (Build     *b,
                    RawTag    *raw,
                    guint      index,
                    gboolean   built,
                    GPtrArray *extra)
{
  g_autoptr(BrgTag) copy = NULL;

  if (built && extra == NULL)
    return;

  copy = brg_tag_copy (brg_board_get_nth_tag (b->board, index));
  if (!built)
    copy->section = section_lines (b->r, raw, _brg_pbn_first_data_item (b->r, raw));
  if (extra != NULL)
    {
      if (copy->comments == NULL)
        copy->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      for (guint i = 0; i < extra->len; i++)
        g_ptr_array_add (copy->comments, brg_comment_copy (g_ptr_array_index (extra, i)));
    }
  brg_board_replace_nth_tag (b->board, index, copy);
}

/* Whether a tag before the @index-th, Note tags aside, has its name: the
 * names PBN defines by a bit each, the others by looking back (a game
 * rarely has more than a few), or for long games and files with
 * inheritance (which needs r->seen) by the hash table. */
#define SEEN_SCAN_MAX 32

static gboolean
seen_before (Reader  *r,
             Build   *b,
             guint    index)
{
  GArray *tags = r->game.tags;
  const RawTag *raw = &g_array_index (tags, RawTag, index);

  if (!b->scan)
    {
      if (g_hash_table_contains (r->seen, raw->name))
        return TRUE;
      g_hash_table_add (r->seen, raw->name);
      return FALSE;
    }

  if (raw->pbn_index >= 0 && raw->pbn_index < 128)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << (raw->pbn_index % 64);
      guint64 *word = &b->seen_known[raw->pbn_index / 64];

      if ((*word & bit) != 0)
        return TRUE;
      *word |= bit;
      return FALSE;
    }

  for (guint i = 0; i < index; i++)
    {
      const RawTag *earlier = &g_array_index (tags, RawTag, i);

      if ((earlier->pbn_index < 0 || earlier->pbn_index >= 128)
          && earlier->kind != BRG_PBN_TAG_KIND_NOTE
          && strcmp (earlier->name, raw->name) == 0)
        return TRUE;
    }
  return FALSE;
}

void
_brg_pbn_build_board (Reader *r)
{
  Game *g = &r->game;
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(GArray) notes = g_array_new (FALSE, FALSE, sizeof (PendingNote));
  Build b = { 0 };
  guint last_stray_line = 0;
  guint n_inserted = 0, n_notes_inserted = 0;
  int section = 0;

  b.r = r;
  b.board = board;
  b.notes = notes;
  b.errors = g->errors;
  if (g->tags->len > 0)
    brg_board_set_line (board, g_array_index (g->tags, RawTag, 0).line);
  else if (g->leading->len > 0)
    brg_board_set_line (board, g_array_index (g->leading, BrgPbnToken, 0).line);
  r->errors = &b.errors;
  b.scan = !r->inheritance && g->tags->len <= SEEN_SCAN_MAX;
  if (!b.scan)
    g_hash_table_remove_all (r->seen);

  for (guint i = 0; i < g->leading->len; i++)
    {
      const BrgPbnToken *token = &g_array_index (g->leading, BrgPbnToken, i);

      if (_brg_pbn_is_comment (token))
        {
          g_autoptr(BrgComment) comment = _brg_pbn_comment_from_token (r, token);

          brg_board_add_leading_comment (board, comment);
        }
      else if (token->line != last_stray_line)
        {
          _brg_pbn_report_stray_text (r, token);
          last_stray_line = token->line;
        }
    }

  /* Pass 1: every tag in file order, values checked. */
  for (guint i = 0; i < g->tags->len; i++)
    {
      RawTag *raw = &g_array_index (g->tags, RawTag, i);
      g_autoptr(GPtrArray) tag_comments = NULL;
      g_autoptr(GPtrArray) tag_section = NULL;
      BrgTag tag_data, *tag = &tag_data;
      BrgInheritance inheritance;
      const char *value;
      gboolean had_errors, refused;
      guint first_data;

      if (!g_ascii_isupper (raw->name[0]))
        _brg_pbn_report_tag (r, BRG_SEVERITY_WARNING, raw, "pbn-tag-name",
                             _("A tag name should begin with an upper-case letter (PBN §3.3)"));

      if (raw->kind == BRG_PBN_TAG_KIND_NOTE)
        {
          PendingNote note = { raw, n_inserted, section };

          if (section == 0)
            _brg_pbn_report_tag (r, BRG_SEVERITY_WARNING, raw, "pbn-note",
                                 _("A Note tag belongs after the auction or the play "
                                   "(PBN §3.5.5)"));
          g_array_append_val (notes, note);
          continue;
        }

      if (seen_before (r, &b, i))
        {
          _brg_pbn_report_tag (r, BRG_SEVERITY_WARNING, raw, "pbn-duplicate-tag",
                               _("The %s tag was given before; this one was kept as a comment "
                                 "after the first (PBN §3.4)"),
                               raw->name);
          keep_duplicate_tag (r, board, raw);
          if (raw->kind == BRG_PBN_TAG_KIND_AUCTION || raw->kind == BRG_PBN_TAG_KIND_PLAY)
            section = -1;
          continue;
        }

      /* The board stores a copy: a tag on the stack saves two copies. */
      value = resolve_value (r, raw, &inheritance, &refused);
      first_data = _brg_pbn_first_data_item (r, raw);
      tag_comments = _brg_pbn_comments_before_data (r, raw, first_data);
      tag_data.name = raw->name;
      tag_data.value = (char *) value;
      tag_data.inheritance = inheritance;
      tag_data.comments = tag_comments;
      tag_data.section = NULL;
      if (!is_section_kind (raw->kind) && first_data < raw->n_items)
        {
          tag_section = section_lines (r, raw, first_data);
          tag_data.section = tag_section;
          if (raw->kind != BRG_PBN_TAG_KIND_OTHER && raw->kind != BRG_PBN_TAG_KIND_TABLE)
            _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, _brg_pbn_item_at (r, raw, first_data),
                                   _brg_pbn_item_at (r, raw, first_data)->offset, "pbn-stray-text",
                                   _("Text after the %s tag is not PBN; it was kept as it is"),
                                   raw->name);
        }

      /* A section's notes follow it until another tag PBN defines; an
       * unknown tag, or one that the consistency check reads, leaves
       * the section open. */
      if (raw->kind == BRG_PBN_TAG_KIND_AUCTION)
        {
          b.auction_raw = raw;
          b.auction_index = n_inserted;
          section = 1;
        }
      else if (raw->kind == BRG_PBN_TAG_KIND_PLAY)
        {
          b.play_raw = raw;
          b.play_index = n_inserted;
          section = 2;
        }
      else if (raw->kind == BRG_PBN_TAG_KIND_DEALER)
        b.dealer_raw = raw;
      else if (raw->kind == BRG_PBN_TAG_KIND_DECLARER)
        b.declarer_raw = raw;
      else if (raw->kind == BRG_PBN_TAG_KIND_CONTRACT)
        b.contract_raw = raw;
      else if (raw->kind == BRG_PBN_TAG_KIND_RESULT)
        b.result_raw = raw;
      else if (raw->kind == BRG_PBN_TAG_KIND_SCORE)
        b.score_raw = raw;
      else if (raw->kind != BRG_PBN_TAG_KIND_OTHER)
        section = 0;

      if (raw->kind == BRG_PBN_TAG_KIND_TABLE && inheritance == BRG_INHERITANCE_NONE)
        {
          /* PBN §5.2: the column names and the rows must agree. */
          g_autoptr(GError) error = NULL;
          g_autoptr(BrgPbnTable) table = brg_pbn_table_new_from_tag (tag, &error);

          if (table == NULL)
            _brg_pbn_report_tag (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-table", "%s",
                                 error->message);
        }

      had_errors = brg_board_get_has_errors (board);
      _brg_board_append_tag_quiet (board, tag);
      n_inserted++;
      /* A refused "#" was reported once, as what it is. */
      if (!refused
          && (inheritance == BRG_INHERITANCE_NONE || inheritance == BRG_INHERITANCE_DEFINES))
        check_value (&b, raw, value, !had_errors && brg_board_get_has_errors (board));
    }

  /* Pass 2: the sections, now that Deal and Contract are known. */
  if (b.auction_raw != NULL)
    {
      g_autoptr(GPtrArray) extra = NULL;
      g_autoptr(BrgAuction) auction = _brg_pbn_build_auction (&b, b.auction_raw, &extra);

      update_section_tag (&b, b.auction_raw, b.auction_index, auction != NULL, extra);
      if (auction != NULL)
        brg_board_set_auction (board, auction);
    }
  if (b.play_raw != NULL)
    {
      g_autoptr(GPtrArray) extra = NULL;
      g_autoptr(BrgPlay) play = _brg_pbn_build_play (&b, b.play_raw, &extra);

      update_section_tag (&b, b.play_raw, b.play_index, play != NULL, extra);
      if (play != NULL)
        brg_board_set_play (board, play);
    }

  /* Notes no section took stay tags, where they stood. */
  for (guint i = 0; i < notes->len; i++)
    {
      PendingNote *note = &g_array_index (notes, PendingNote, i);
      g_autoptr(BrgTag) tag = NULL;
      guint first_data;

      if (note->raw == NULL)
        continue;
      tag = brg_tag_new (note->raw->name, note->raw->value);
      first_data = _brg_pbn_first_data_item (r, note->raw);
      tag->comments = _brg_pbn_comments_before_data (r, note->raw, first_data);
      tag->section = section_lines (r, note->raw, first_data);
      brg_board_insert_tag (board, (int) (note->position + n_notes_inserted), tag);
      n_notes_inserted++;
    }

  check_consistency (&b);
  check_score (&b);
  /* PBN §3.6: a play section ended by `*` with a Result: the rest was
   * claimed. */
  if (brg_board_get_play (board) != NULL
      && brg_play_get_end_mark (brg_board_get_play (board)) == BRG_END_MARK_STOP)
    brg_board_read_claim (board);

  /* PBN §4.8: a "##" value holds for every later game that lacks the tag. */
  for (guint i = 0; r->inheritance && i < r->defines->len; i++)
    {
      Define *define = g_ptr_array_index (r->defines, i);

      if (!g_hash_table_contains (r->seen, define->name))
        {
          g_autoptr(BrgTag) tag = brg_tag_new (define->name, define->value);

          tag->inheritance = BRG_INHERITANCE_IMPLICIT;
          brg_board_insert_tag (board, -1, tag);
        }
    }

  if (r->inheritance)
    for (guint i = 0; i < brg_board_get_n_tags (board); i++)
      {
        const BrgTag *tag = brg_board_get_nth_tag (board, i);

        g_hash_table_replace (r->last_values, g_strdup (tag->name), g_strdup (tag->value));
      }

  if (b.errors)
    brg_board_set_has_errors (board, TRUE);
  r->errors = NULL;
  brg_event_append (r->event, board);
}
