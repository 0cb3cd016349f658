/* brg-rbn-map-play.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The P label (RBN 3.2): the play.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-card.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-play.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* P: play                                                              */

typedef struct
{
  char   sep;      /* ':' or ';' before the trick, 0 for the first */
  guint  first;    /* its tokens */
  guint  n;
} Trick;

typedef struct
{
  GArray *tokens;  /* of BrgRbnToken */
  GArray *tricks;  /* of Trick */
} PlayText;

static void
play_text_init (PlayText *t)
{
  t->tokens = g_array_new (FALSE, TRUE, sizeof (BrgRbnToken));
  t->tricks = g_array_new (FALSE, TRUE, sizeof (Trick));
}

static void
play_text_clear (PlayText *t)
{
  g_clear_pointer (&t->tokens, g_array_unref);
  g_clear_pointer (&t->tricks, g_array_unref);
}

static gboolean
is_rank_char (char c)
{
  return c != '\0' && strchr ("AKQJT98765432", c) != NULL;
}

static gboolean
is_pseudo_char (char c)
{
  return c != '\0' && strchr ("-+~.", c) != NULL;
}

static gboolean
parse_play_text (const char *data,
                 PlayText   *t,
                 guint      *bad)
{
  const char *p = data;
  Trick trick = { 0, 0, 0 };

  *bad = 0;
  while (*p != '\0')
    {
      BrgRbnToken token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, (guint) (p - data) };
      guint k = 0;

      if (*p == ':' || *p == ';')
        {
          if (trick.n == 0)
            {
              *bad = token.offset;
              return FALSE;
            }
          g_array_append_val (t->tricks, trick);
          trick.sep = *p++;
          trick.first = t->tokens->len;
          trick.n = 0;
          continue;
        }

      if (strchr ("CDHScdhs", *p) != NULL && (is_rank_char (p[1]) || is_pseudo_char (p[1])))
        token.text[k++] = *p++;
      if (is_rank_char (*p) || is_pseudo_char (*p) || (*p == 'Y' && k == 0))
        token.text[k++] = *p++;
      else
        {
          *bad = token.offset;
          return FALSE;
        }
      if (!_brg_rbn_parse_notation (&p, &token)
          || (token.text[0] == 'Y' && !_brg_rbn_token_is_plain (&token)) || trick.n == 4)
        {
          *bad = token.offset;
          return FALSE;
        }
      g_array_append_val (t->tokens, token);
      trick.n++;
    }
  if (trick.n > 0)
    g_array_append_val (t->tricks, trick);
  return TRUE;
}

static gboolean
token_has_suit (const BrgRbnToken *token)
{
  return token->text[1] != '\0';
}

/* The one emitter of the P label: a lead with its suit, a card that
 * follows suit with its rank only. */
static char *
emit_play_text (const PlayText *t)
{
  GString *out = g_string_new (NULL);

  for (guint j = 0; j < t->tricks->len; j++)
    {
      const Trick *trick = &g_array_index (t->tricks, Trick, j);
      const BrgRbnToken *lead = &g_array_index (t->tokens, BrgRbnToken, trick->first);

      if (j > 0)
        g_string_append_c (out, trick->sep != 0 ? trick->sep : ':');
      for (guint k = 0; k < trick->n; k++)
        {
          const BrgRbnToken *token = &g_array_index (t->tokens, BrgRbnToken, trick->first + k);

          if (k > 0 && token_has_suit (token) && token_has_suit (lead)
              && token->text[0] == lead->text[0] && is_rank_char (token->text[1]))
            g_string_append_c (out, token->text[1]);
          else
            g_string_append (out, token->text);
          _brg_rbn_append_notation (out, token);
        }
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

char *
_brg_rbn_canon_play (const char *data)
{
  PlayText t;
  char *text = NULL;
  guint bad;

  play_text_init (&t);
  if (parse_play_text (data, &t, &bad))
    text = emit_play_text (&t);
  play_text_clear (&t);
  return text;
}

/* A transfer trick (`-+--`): no cards given, the lead goes to the `+`. */
static int
transfer_position (const PlayText *t,
                   const Trick    *trick)
{
  int plus = -1;

  if (trick->n != 4)
    return -1;
  for (guint k = 0; k < 4; k++)
    {
      const BrgRbnToken *token = &g_array_index (t->tokens, BrgRbnToken, trick->first + k);

      if (token_has_suit (token) || (token->text[0] != '-' && token->text[0] != '+'))
        return -1;
      if (token->text[0] == '+')
        {
          if (plus >= 0)
            return -1;
          plus = (int) k;
        }
    }
  return plus;
}

/* Who won a trick with unknown cards, as far as the known ones tell. */
static BrgSeat
guess_winner (BrgPlay *play,
              guint    trick,
              BrgSeat  leader)
{
  BrgCard best = BRG_CARD_NONE;
  BrgSeat seat = leader;

  for (guint k = 0; k < 4; k++)
    {
      BrgCard card = brg_play_get_card (play, trick * 4 + k);

      if (card == BRG_CARD_UNKNOWN)
        continue;
      if (best == BRG_CARD_NONE || brg_card_beats (card, best, brg_play_get_trumps (play)))
        {
          best = card;
          seat = brg_play_get_card_seat (play, trick * 4 + k);
        }
    }
  return seat;
}

/* The card a play token stands for; pseudo plays are made real cards from
 * the deal where it can tell, else unknown cards. */
static BrgCard
resolve_play (BrgPlay           *play,
              const BrgRbnToken *token,
              BrgSeat            seat,
              int                led_suit)
{
  char letter = token_has_suit (token) ? token->text[1] : token->text[0];
  BrgDeal *deal = brg_play_get_deal (play);
  BrgSuit suit;
  BrgRank rank;
  BrgCardSet cards;
  int s = led_suit;

  if (token_has_suit (token) && _brg_rbn_suit_from_char (token->text[0], &suit))
    s = (int) suit;

  if (is_rank_char (letter))
    {
      if (s < 0 || !brg_rank_from_pbn (letter, &rank))
        return BRG_CARD_UNKNOWN;
      return BRG_CARD ((BrgSuit) s, rank);
    }

  if (letter == '.' || s < 0 || deal == NULL || !brg_deal_is_hand_known (deal, seat))
    return BRG_CARD_UNKNOWN;
  cards = brg_play_get_remaining (play, seat) & BRG_CARD_SET_SUIT ((BrgSuit) s);
  if (cards == 0)
    return BRG_CARD_UNKNOWN;
  if (letter == '+')
    return brg_card_set_highest (cards);
  return (BrgCard) __builtin_ctzll (cards);
}

void
_brg_rbn_apply_play (BrgBoard      *board,
                     const char    *data,
                     BrgRbnContext *ctx,
                     BrgRbnDiag    *diag)
{
  g_autoptr(BrgPlay) play = NULL;
  BrgContract contract;
  BrgSeat declarer, leader;
  PlayText t;
  guint bad;

  play_text_init (&t);
  if (!parse_play_text (data, &t, &bad))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, bad, "rbn-invalid-play",
                       _("The play cannot be read here; it was kept as it is"));
      play_text_clear (&t);
      return;
    }

  if (!_brg_rbn_board_contract (board, &contract, &declarer) || contract.passed_out
      || (!BRG_SEAT_IS_VALID (declarer) && (ctx == NULL || !BRG_SEAT_IS_VALID (ctx->leader))))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, 0, "rbn-invalid-play",
                       _("The play needs a contract and a declarer or first leader (C or A "
                         "label); it was kept as it is"));
      play_text_clear (&t);
      return;
    }
  leader = ctx != NULL && BRG_SEAT_IS_VALID (ctx->leader) ? ctx->leader : brg_seat_next (declarer);

  play = brg_play_new (leader, (BrgStrain) contract.strain);
  if (!brg_deal_is_empty (brg_board_get_deal (board)))
    brg_play_set_deal (play, brg_board_get_deal (board));

  for (guint j = 0; j < t.tricks->len && play != NULL; j++)
    {
      const Trick *trick = &g_array_index (t.tricks, Trick, j);
      int transfer = transfer_position (&t, trick);
      int led_suit = -1;
      guint trick_index = brg_play_get_n_tricks (play);

      if (trick->n < 4 && j + 1 < t.tricks->len)
        {
          const BrgRbnToken *first = &g_array_index (t.tokens, BrgRbnToken, trick->first);

          _brg_rbn_report (diag, BRG_SEVERITY_ERROR, first->offset, "rbn-invalid-play",
                           _("Only the last trick may have fewer than four plays"));
          g_clear_object (&play);
          break;
        }

      for (guint k = 0; k < trick->n; k++)
        {
          const BrgRbnToken *token = &g_array_index (t.tokens, BrgRbnToken, trick->first + k);
          BrgSeat seat = brg_seat_rotate (leader, (int) k);
          g_autoptr(BrgAnnotation) annotation = NULL;
          g_autoptr(GError) error = NULL;
          BrgCard card;

          if (token->text[0] == 'Y')
            {
              if (j + 1 == t.tricks->len && k + 1 == trick->n)
                brg_play_set_end_mark (play, BRG_END_MARK_CONTINUE);
              j = t.tricks->len;
              break;
            }
          card = resolve_play (play, token, seat, led_suit);
          if (!brg_play_play_card_full (play, seat, card, BRG_PLAY_FLAGS_NONE, &error))
            {
              _brg_rbn_report (diag, BRG_SEVERITY_ERROR, token->offset, "rbn-invalid-play",
                               "%s", error->message);
              g_clear_object (&play);
              break;
            }
          if (k == 0)
            {
              BrgSuit suit;

              if (card != BRG_CARD_UNKNOWN)
                led_suit = (int) BRG_CARD_SUIT (card);
              else if (token_has_suit (token) && _brg_rbn_suit_from_char (token->text[0], &suit))
                led_suit = (int) suit;
            }
          annotation = _brg_rbn_token_annotation (token);
          if (annotation != NULL)
            brg_play_set_annotation (play, brg_play_get_n_cards (play) - 1, annotation);
          if (token->star && brg_play_lookup_note (play, BRG_RBN_STAR_NOTE) == NULL)
            {
              g_autoptr(BrgNote) note = brg_note_new (BRG_RBN_STAR_NOTE, "");

              brg_play_set_note (play, note);
            }
        }

      if (play == NULL || brg_play_get_n_cards (play) % 4 != 0
          || brg_play_get_n_tricks (play) == trick_index)
        continue;
      leader = brg_play_get_trick_winner (play, trick_index);
      if (!BRG_SEAT_IS_VALID (leader))
        leader = transfer >= 0 ? brg_seat_rotate (brg_play_get_trick_leader (play, trick_index),
                                                  transfer)
                               : guess_winner (play, trick_index,
                                               brg_play_get_trick_leader (play, trick_index));
    }

  if (play != NULL)
    brg_board_set_play (board, play);
  play_text_clear (&t);
}

char *
_brg_rbn_format_play (BrgBoard  *board,
                      GPtrArray *notes,
                      GPtrArray *losses)
{
  BrgPlay *play = brg_board_get_play (board);
  gboolean irregular = FALSE;
  BrgRbnNoteMap map;
  PlayText t;
  guint n;
  char *text;

  if (play == NULL)
    return NULL;

  play_text_init (&t);
  _brg_rbn_note_map_init (&map);
  n = brg_play_get_n_cards (play);

  _brg_rbn_note_map_build (&map, BRG_SECTION (play), _("Play"), losses);

  for (guint i = 0; i < n; i++)
    {
      BrgRbnToken token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, 0 };
      BrgCard card = brg_play_get_card (play, i);
      g_autofree char *where = NULL;
      guint k = i % 4;

      if (k == 0)
        {
          Trick trick = { i > 0 ? ':' : 0, t.tokens->len, 0 };

          g_array_append_val (t.tricks, trick);
        }
      if (brg_play_get_card_flags (play, i) != BRG_PLAY_FLAGS_NONE)
        irregular = TRUE;

      if (card == BRG_CARD_UNKNOWN)
        {
          const BrgAnnotation *annotation = brg_play_get_annotation (play, i);
          guint trick = i / 4;

          /* A trick of unknown cards passes the lead on with `+`. */
          token.text[0] = '-';
          if ((trick + 1) * 4 < n)
            {
              gboolean all_unknown = TRUE;

              for (guint m = 0; m < 4; m++)
                all_unknown = all_unknown
                              && brg_play_get_card (play, trick * 4 + m) == BRG_CARD_UNKNOWN;
              if (all_unknown && brg_play_get_card_seat (play, (trick + 1) * 4)
                                 == brg_play_get_card_seat (play, i))
                token.text[0] = '+';
            }

          /* A card whose token the reader kept: RBN has no unknown card,
           * so its place holds `-` (`+` to pass the lead in a trick of
           * them) and its text follows as free text. */
          if (losses != NULL && annotation != NULL && annotation->comments != NULL
              && annotation->comments->len > 0
              && ((const BrgComment *) g_ptr_array_index (annotation->comments, 0))->kind
                 == BRG_COMMENT_TOKEN)
            g_ptr_array_add (losses,
                             g_strdup_printf (_("card %u could not be read; it was written "
                                                "as RBN's “%c”, a card of no account, and its "
                                                "text as free text"), i + 1, token.text[0]));
        }
      else
        {
          token.text[0] = brg_suit_to_pbn (BRG_CARD_SUIT (card));
          token.text[1] = brg_rank_to_pbn (BRG_CARD_RANK (card));
        }

      /* Translators: where a problem is: the number of a card in the play */
      where = g_strdup_printf (_("card %u"), i + 1);
      _brg_rbn_token_from_annotation (&token, brg_play_get_annotation (play, i), 6, &map, where,
                                      losses);
      g_array_append_val (t.tokens, token);
      g_array_index (t.tricks, Trick, t.tricks->len - 1).n++;
    }

  if (brg_play_get_end_mark (play) == BRG_END_MARK_CONTINUE)
    {
      BrgRbnToken token = { "Y", BRG_SUFFIX_NONE, 0, FALSE, 0 };

      if (n % 4 == 0)
        {
          Trick trick = { n > 0 ? ':' : 0, t.tokens->len, 0 };

          g_array_append_val (t.tricks, trick);
        }
      g_array_append_val (t.tokens, token);
      g_array_index (t.tricks, Trick, t.tricks->len - 1).n++;
    }

  if (irregular && losses != NULL)
    g_ptr_array_add (losses, g_strdup (_("RBN cannot mark the irregular plays (^R, ^L); "
                                         "they were written as plain plays")));
  if (notes != NULL)
    _brg_rbn_note_lines_from_map (&map, BRG_SECTION (play), notes);

  text = emit_play_text (&t);
  _brg_rbn_note_map_clear (&map);
  play_text_clear (&t);
  return text;
}
