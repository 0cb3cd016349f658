/* brg-rbn-map-auction.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The A and C labels (RBN 3.2): the auction and the contract.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-call.h"
#include "brg-contract.h"
#include "brg-diagnostic.h"
#include "brg-play.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* A: auction                                                           */

typedef struct
{
  char      dealer;      /* N E S W X */
  char      vul;         /* Z N E B X */
  gboolean  calls;       /* a call section follows the prefix */
  GArray   *tokens;      /* of BrgRbnToken */
} AuctionText;

static void
auction_text_init (AuctionText *a)
{
  a->dealer = 'W';
  a->vul = 'X';
  a->calls = FALSE;
  a->tokens = g_array_new (FALSE, TRUE, sizeof (BrgRbnToken));
}

static void
auction_text_clear (AuctionText *a)
{
  g_clear_pointer (&a->tokens, g_array_unref);
}

static gboolean
token_is_pass (const BrgRbnToken *token)
{
  return (token->text[0] == 'P' || token->text[0] == 'p') && token->text[1] == '\0';
}

static gboolean
auction_tokens_complete (GArray *tokens)
{
  guint n = tokens->len, passes = 0;

  for (guint i = 0; i < n; i++)
    if (g_array_index (tokens, BrgRbnToken, i).text[0] == 'Y')
      return FALSE;
  while (passes < n && token_is_pass (&g_array_index (tokens, BrgRbnToken, n - 1 - passes)))
    passes++;
  return (passes == 4 && n == 4) || (passes >= 3 && passes < n);
}

/* Parses the A label; on failure *@bad is the offset of the problem. The
 * prefix is read even then. */
static gboolean
parse_auction_text (const char  *data,
                    AuctionText *a,
                    guint       *bad)
{
  const char *p = data;
  gboolean ended = FALSE;

  *bad = 0;
  /* The dealer and vulnerability prefix, `WX` when left out. */
  if (p[0] != '\0' && strchr ("NESWXneswx", p[0]) != NULL
      && p[1] != '\0' && strchr ("ZNEBXznebx", p[1]) != NULL
      && (p[2] == ':' || p[2] == '\0'))
    {
      a->dealer = g_ascii_toupper (p[0]);
      a->vul = g_ascii_toupper (p[1]);
      p += 2;
      if (*p == '\0')
        return TRUE;
    }
  a->calls = TRUE;

  while (*p != '\0')
    {
      BrgRbnToken token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, (guint) (p - data) };

      if (*p == ':')
        {
          p++;
          continue;
        }
      if (ended)
        {
          *bad = (guint) (p - data);
          return FALSE;
        }

      if (*p >= '1' && *p <= '7' && p[1] != '\0' && strchr ("CDHSNcdhsn", p[1]) != NULL)
        {
          token.text[0] = p[0];
          token.text[1] = p[1];
          p += 2;
        }
      else if (strchr ("PXRpxr", *p) != NULL || *p == 'Y')
        token.text[0] = *p++;
      else if (*p == 'A')
        {
          /* All pass: as many passes as end the auction. */
          gboolean bid = FALSE;
          guint trailing = 0, need;

          for (guint i = 0; i < a->tokens->len; i++)
            {
              const BrgRbnToken *t = &g_array_index (a->tokens, BrgRbnToken, i);

              if (t->text[0] == 'Y')
                {
                  *bad = (guint) (p - data);
                  return FALSE;
                }
              if (token_is_pass (t))
                trailing++;
              else
                {
                  bid = TRUE;
                  trailing = 0;
                }
            }
          need = bid ? 3 : 4;
          if (trailing >= need)
            {
              *bad = (guint) (p - data);
              return FALSE;
            }
          token.text[0] = 'P';
          for (guint i = trailing; i < need; i++)
            g_array_append_val (a->tokens, token);
          p++;
          ended = TRUE;
          continue;
        }
      else
        {
          *bad = (guint) (p - data);
          return FALSE;
        }

      if (!_brg_rbn_parse_notation (&p, &token)
          || (token.text[0] == 'Y' && !_brg_rbn_token_is_plain (&token)))
        {
          *bad = token.offset;
          return FALSE;
        }
      g_array_append_val (a->tokens, token);
    }

  return TRUE;
}

/* The one emitter of the A label: rounds of four calls from the dealer,
 * each after a colon; plain passes that end the auction become `A`. */
static char *
emit_auction_text (const AuctionText *a)
{
  GString *out = g_string_new (NULL);
  guint n = a->tokens->len, trailing = 0, n_out = n;

  g_string_append_c (out, a->dealer);
  g_string_append_c (out, a->vul);
  if (!a->calls)
    return g_string_free (out, FALSE);
  g_string_append_c (out, ':');

  if (auction_tokens_complete (a->tokens))
    {
      while (trailing < n)
        {
          const BrgRbnToken *t = &g_array_index (a->tokens, BrgRbnToken, n - 1 - trailing);

          if (strcmp (t->text, "P") != 0 || !_brg_rbn_token_is_plain (t))
            break;
          trailing++;
        }
      if (trailing > 0)
        n_out = n - trailing + 1;
    }

  for (guint i = 0; i < n_out; i++)
    {
      const BrgRbnToken *t = &g_array_index (a->tokens, BrgRbnToken, i);

      if (i > 0 && i % 4 == 0)
        g_string_append_c (out, ':');
      if (trailing > 0 && i == n_out - 1)
        {
          g_string_append_c (out, 'A');
          break;
        }
      g_string_append (out, t->text);
      _brg_rbn_append_notation (out, t);
    }
  return g_string_free (out, FALSE);
}

char *
_brg_rbn_canon_auction (const char *data)
{
  AuctionText a;
  char *text = NULL;
  guint bad;

  auction_text_init (&a);
  if (parse_auction_text (data, &a, &bad))
    text = emit_auction_text (&a);
  auction_text_clear (&a);
  return text;
}

static BrgCall
call_from_token (const BrgRbnToken *token)
{
  BrgStrain strain = BRG_STRAIN_CLUBS;

  switch (g_ascii_toupper (token->text[0]))
    {
    case 'P': return BRG_CALL_PASS;
    case 'X': return BRG_CALL_DOUBLE;
    case 'R': return BRG_CALL_REDOUBLE;
    default:
      _brg_rbn_strain_from_char (token->text[1], &strain);
      return BRG_CALL_BID (token->text[0] - '0', strain);
    }
}

void
_brg_rbn_apply_auction (BrgBoard      *board,
                        const char    *data,
                        BrgRbnContext *ctx,
                        BrgRbnDiag    *diag)
{
  g_autoptr(BrgAuction) auction = NULL;
  BrgSeat dealer = BRG_SEAT_WEST;
  AuctionText a;
  gboolean ok;
  guint bad;

  auction_text_init (&a);
  ok = parse_auction_text (data, &a, &bad);

  if (a.dealer != 'X')
    {
      char text[2] = { a.dealer, 0 };

      _brg_rbn_seat_from_char (a.dealer, &dealer);
      _brg_rbn_set_tag (board, "Dealer", text);
    }
  switch (a.vul)
    {
    case 'Z': _brg_rbn_set_tag (board, "Vulnerable", "None"); break;
    case 'N': _brg_rbn_set_tag (board, "Vulnerable", "NS"); break;
    case 'E': _brg_rbn_set_tag (board, "Vulnerable", "EW"); break;
    case 'B': _brg_rbn_set_tag (board, "Vulnerable", "All"); break;
    default: break;
    }

  if (!ok)
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, bad, "rbn-invalid-auction",
                       _("The auction cannot be read here; it was kept as it is"));
      auction_text_clear (&a);
      return;
    }

  if (a.calls)
    {
      auction = brg_auction_new (dealer);
      for (guint i = 0; i < a.tokens->len; i++)
        {
          const BrgRbnToken *token = &g_array_index (a.tokens, BrgRbnToken, i);
          g_autoptr(BrgAnnotation) annotation = NULL;
          g_autoptr(GError) error = NULL;

          if (token->text[0] == 'Y')
            {
              /* "Your call?" at the end is the PBN `+`; elsewhere the
               * model cannot hold it, and the text is kept. */
              if (i == a.tokens->len - 1)
                brg_auction_set_end_mark (auction, BRG_END_MARK_CONTINUE);
              break;
            }
          if (!brg_auction_add_call_full (auction, call_from_token (token), BRG_CALL_FLAGS_NONE,
                                          &error))
            {
              _brg_rbn_report (diag, BRG_SEVERITY_ERROR, token->offset, "rbn-invalid-auction",
                               "%s", error->message);
              g_clear_object (&auction);
              break;
            }
          annotation = _brg_rbn_token_annotation (token);
          if (annotation != NULL)
            brg_auction_set_annotation (auction, brg_auction_get_n_calls (auction) - 1,
                                        annotation);
          if (token->star && brg_auction_lookup_note (auction, BRG_RBN_STAR_NOTE) == NULL)
            {
              g_autoptr(BrgNote) note = brg_note_new (BRG_RBN_STAR_NOTE, "");

              brg_auction_set_note (auction, note);
            }
        }
      if (auction != NULL)
        brg_board_set_auction (board, auction);
    }
  auction_text_clear (&a);
}

char
_brg_rbn_vul_char (BrgBoard *board)
{
  BrgVulnerability vulnerability;

  if (!brg_board_get_vulnerability (board, &vulnerability))
    return 'X';
  switch (vulnerability)
    {
    case BRG_VULNERABILITY_NONE: return 'Z';
    case BRG_VULNERABILITY_NS: return 'N';
    case BRG_VULNERABILITY_EW: return 'E';
    case BRG_VULNERABILITY_ALL: return 'B';
    default: return 'X';
    }
}

static const char *
call_text (BrgCall call)
{
  static const char * const bids[] = {
    "P", "X", "R",
    "1C", "1D", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N",
    "3C", "3D", "3H", "3S", "3N", "4C", "4D", "4H", "4S", "4N",
    "5C", "5D", "5H", "5S", "5N", "6C", "6D", "6H", "6S", "6N",
    "7C", "7D", "7H", "7S", "7N",
  };

  return bids[call];
}

char *
_brg_rbn_format_auction (BrgBoard  *board,
                         GPtrArray *notes,
                         GPtrArray *losses)
{
  BrgAuction *auction = brg_board_get_auction (board);
  BrgSeat dealer = brg_board_get_dealer (board);
  AuctionText a;
  BrgRbnNoteMap map;
  char *text;

  auction_text_init (&a);
  _brg_rbn_note_map_init (&map);

  if (auction != NULL)
    dealer = brg_auction_get_dealer (auction);
  a.dealer = BRG_SEAT_IS_VALID (dealer) ? brg_seat_to_pbn (dealer) : 'X';
  a.vul = _brg_rbn_vul_char (board);

  if (auction != NULL)
    {
      guint n = brg_auction_get_n_calls (auction);
      gboolean irregular = FALSE;

      a.calls = TRUE;
      _brg_rbn_note_map_build (&map, BRG_SECTION (auction), _("Auction"), losses);

      for (guint i = 0; i < n; i++)
        {
          BrgCallFlags flags = brg_auction_get_call_flags (auction, i);
          BrgRbnToken token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, 0 };
          g_autofree char *where = NULL;

          if (flags & BRG_CALL_FLAGS_UNKNOWN)
            {
              /* RBN has no unknown call; its query point Y ("your call?")
               * holds the seat, so the calls after it keep theirs. */
              if (losses != NULL)
                g_ptr_array_add (losses,
                                 g_strdup_printf (_("call %u could not be read; it was written "
                                                    "as RBN's query point Y, which only "
                                                    "Finesse reads back, and its text as free "
                                                    "text"), i + 1));
              g_strlcpy (token.text, "Y", sizeof token.text);
              g_array_append_val (a.tokens, token);
              continue;
            }
          if (flags != BRG_CALL_FLAGS_NONE)
            irregular = TRUE;
          if (flags & BRG_CALL_FLAGS_SKIPPED)
            continue;
          g_strlcpy (token.text, call_text (brg_auction_get_call (auction, i)),
                     sizeof token.text);
          /* Translators: where a problem is: the number of a call in the auction */
          where = g_strdup_printf (_("call %u"), i + 1);
          _brg_rbn_token_from_annotation (&token, brg_auction_get_annotation (auction, i), 0, &map,
                                          where, losses);
          g_array_append_val (a.tokens, token);
        }
      if (brg_auction_get_end_mark (auction) == BRG_END_MARK_CONTINUE)
        {
          BrgRbnToken token = { "Y", BRG_SUFFIX_NONE, 0, FALSE, 0 };

          g_array_append_val (a.tokens, token);
        }
      if (irregular && losses != NULL)
        g_ptr_array_add (losses, g_strdup (_("RBN cannot mark the irregular calls of the "
                                             "auction (^I, ^S); they were written as plain "
                                             "calls")));
      if (notes != NULL)
        _brg_rbn_note_lines_from_map (&map, BRG_SECTION (auction), notes);
    }

  text = a.calls || a.dealer != 'X' || a.vul != 'X' ? emit_auction_text (&a) : NULL;
  _brg_rbn_note_map_clear (&map);
  auction_text_clear (&a);
  return text;
}

/* ------------------------------------------------------------------ */
/* C: contract and declarer                                             */

typedef struct
{
  BrgContract  contract;
  BrgSeat      declarer;
  BrgSeat      leader;
} ContractText;

static gboolean
parse_contract_text (const char   *data,
                     ContractText *c)
{
  g_autofree char *text = _brg_rbn_ascii_upper (data);
  g_auto(GStrv) fields = g_strsplit (text, ":", -1);
  const char *p = fields[0];
  guint level = 0;
  BrgStrain strain;
  BrgRisk risk = BRG_RISK_UNDOUBLED;

  c->declarer = c->leader = BRG_SEAT_NONE;
  if (*p >= '1' && *p <= '7')
    level = (guint) (*p++ - '0');
  if (!_brg_rbn_strain_from_char (*p, &strain))
    return FALSE;
  p++;
  if (p[0] == 'X' && p[1] == 'X')
    {
      risk = BRG_RISK_REDOUBLED;
      p += 2;
    }
  else if (*p == 'X' || *p == 'R')
    risk = *p++ == 'X' ? BRG_RISK_DOUBLED : BRG_RISK_REDOUBLED;
  /* A goal (tricks or M) may follow; the model has no place for it. */
  if (*p == 'M')
    p++;
  else
    while (g_ascii_isdigit (*p))
      p++;
  if (*p != '\0')
    return FALSE;
  c->contract = brg_contract_make (level, strain, risk);

  if (fields[1] != NULL && fields[1][0] != '\0'
      && (fields[1][1] != '\0' || !_brg_rbn_seat_from_char (fields[1][0], &c->declarer)))
    return FALSE;
  if (fields[1] != NULL && fields[2] != NULL && fields[2][0] != '\0'
      && (fields[2][1] != '\0' || !_brg_rbn_seat_from_char (fields[2][0], &c->leader)))
    return FALSE;
  return TRUE;
}

void
_brg_rbn_apply_contract (BrgBoard      *board,
                         const char    *data,
                         BrgRbnContext *ctx,
                         BrgRbnDiag    *diag)
{
  g_autofree char *contract = NULL;
  ContractText c;

  if (!parse_contract_text (data, &c))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-contract",
                       _("The contract “%s” cannot be read; it was kept as it is"), data);
      return;
    }
  if (c.declarer == BRG_SEAT_NONE && c.leader == BRG_SEAT_NONE)
    _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-contract",
                     _("The contract must be followed by a colon and the declarer"));

  contract = brg_contract_to_pbn (&c.contract);
  _brg_rbn_set_tag (board, "Contract", contract);
  if (BRG_SEAT_IS_VALID (c.declarer))
    {
      char seat[2] = { brg_seat_to_pbn (c.declarer), 0 };

      _brg_rbn_set_tag (board, "Declarer", seat);
    }
  if (ctx != NULL)
    ctx->leader = c.leader;
}

static void
append_contract (GString           *out,
                 const BrgContract *contract)
{
  static const char risks[][2] = { "", "X", "R" };

  if (contract->level > 0)
    g_string_append_printf (out, "%u", contract->level);
  g_string_append_c (out, _brg_rbn_strain_letters[contract->strain]);
  g_string_append (out, risks[contract->risk]);
}

/* The contract, from the auction or the tags; the declarer may be
 * unknown (BRG_SEAT_NONE). */
gboolean
_brg_rbn_board_contract (BrgBoard    *board,
                         BrgContract *contract,
                         BrgSeat     *declarer)
{
  const char *text;

  if (brg_board_get_contract (board, contract, declarer))
    return TRUE;
  text = _brg_rbn_tag_value (board, "Contract");
  *declarer = BRG_SEAT_NONE;
  return text != NULL && brg_contract_from_pbn (text, contract);
}

char *
_brg_rbn_format_contract (BrgBoard *board)
{
  BrgPlay *play = brg_board_get_play (board);
  BrgContract contract;
  BrgSeat declarer;
  GString *out;

  if (!_brg_rbn_board_contract (board, &contract, &declarer) || contract.passed_out)
    return NULL;

  out = g_string_new (NULL);
  append_contract (out, &contract);
  if (BRG_SEAT_IS_VALID (declarer))
    {
      g_string_append_c (out, ':');
      g_string_append_c (out, brg_seat_to_pbn (declarer));
    }
  if (play != NULL && (!BRG_SEAT_IS_VALID (declarer)
                       || brg_play_get_leader (play) != brg_seat_next (declarer)))
    {
      if (!BRG_SEAT_IS_VALID (declarer))
        g_string_append_c (out, ':');
      g_string_append_c (out, ':');
      g_string_append_c (out, brg_seat_to_pbn (brg_play_get_leader (play)));
    }
  return g_string_free (out, FALSE);
}
