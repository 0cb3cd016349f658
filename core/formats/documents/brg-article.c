/* brg-article.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An HTML article from boards: for each board a hand diagram, the
 * auction, the notes and the commentary for a reader, and the board's own
 * PBN between <PBN> and </PBN> (PBN §6.2) for a program, so the page is
 * both something to read and a file to import again.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-article.h"
#include "brg-card.h"
#include "brg-commentary.h"
#include "brg-call.h"
#include "brg-contract.h"
#include "brg-file-writer.h"
#include "brg-letters.h"
#include "brg-pbn-lexer.h"
#include "brg-pbn-writer.h"
#include "brg-seat.h"

/* Plain CSS, no scripts, no external files: the page is one file that a
 * mail client or a website can take as it is. Spades and clubs black,
 * hearts and diamonds red, as on the cards. */
static const char stylesheet[] =
  "body { font-family: 'DejaVu Sans', Arial, sans-serif; max-width: 50em; margin: 2em auto;\n"
  "  padding: 0 1em; line-height: 1.45; color: #1d1d1d; background: #fff; }\n"
  "h1 { font-size: 1.6em; }\n"
  "section.board { border-top: 1px solid #bbb; margin-top: 2em; padding-top: 0.5em; }\n"
  "h2 { font-size: 1.3em; margin-bottom: 0.2em; }\n"
  "p.facts { color: #555; margin-top: 0; }\n"
  ".s, .c { color: #111; } .h, .d { color: #c4161c; }\n"
  "table.diagram { border-collapse: collapse; margin: 1em 0; }\n"
  "table.diagram td { vertical-align: middle; padding: 0.3em 1em; }\n"
  ".hand { white-space: nowrap; }\n"
  ".hand .seat { font-weight: bold; font-size: 0.9em; }\n"
  ".hand .name { font-weight: normal; color: #555; }\n"
  "table.compass { border: 2px solid #777; border-radius: 6px; border-collapse: separate;\n"
  "  width: 5.5em; height: 5.5em; background: #f3f3ec; }\n"
  "table.compass td { padding: 0; text-align: center; font-weight: bold; width: 33%; }\n"
  "table.compass td.vul { background: #c4161c; color: #fff; border-radius: 3px; }\n"
  "table.compass td.dealer { text-decoration: underline; }\n"
  "table.auction { border-collapse: collapse; margin: 1em 0; }\n"
  "table.auction th, table.auction td { width: 4.5em; text-align: left; padding: 0.1em 0.4em; }\n"
  "table.auction th { border-bottom: 1px solid #999; }\n"
  "table.auction th.vul { color: #c4161c; }\n"
  "ol.notes, ol.play { margin-top: 0.3em; }\n"
  ".comment { margin: 0.6em 0; }\n"
  ".comment p { margin: 0.4em 0; }\n"
  ".comment pre.laid-out { font-family: 'DejaVu Sans Mono', monospace; font-size: 0.9em;\n"
  "  margin: 0.4em 0; }\n"
  ".kept { font-family: 'DejaVu Sans Mono', monospace; color: #8a4b00; }\n"
  "details.hidden-hand summary { color: #555; cursor: pointer; }\n"
  "details.pbn { margin: 1em 0; color: #444; }\n"
  "details.pbn pre { background: #f6f6f6; border: 1px solid #ddd; padding: 0.6em;\n"
  "  overflow-x: auto; font-size: 0.85em; }\n";

/* The seats of a diagram's columns in an auction: West first, as bridge
 * columns and newspapers print them. */
static const BrgSeat auction_columns[4] = {
  BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
};

/* Text as HTML text: only what would be markup is escaped, so the PBN
 * in the page stays readable in its source. A <PBN> or </PBN> in the
 * text gets an invisible word joiner after its "<", as the PBN writer
 * writes it: a reader of the page would take it for a delimiter
 * (PBN §6.2) and find no boards. */
static void
append_escaped (GString    *out,
                const char *text)
{
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      switch (*p)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          if (brg_pbn_is_delimiter (p, strnlen (p, 6)))
            g_string_append (out, "&lt;&#x2060;");
          else
            g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        default:
          g_string_append_c (out, *p);
          break;
        }
    }
}

static void
append_attribute (GString    *out,
                  const char *name,
                  const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);

  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

static const char *
suit_class (BrgSuit suit)
{
  static const char *classes[] = { "c", "d", "h", "s" };

  return classes[suit];
}

static void
append_suit (GString *out,
             BrgSuit  suit)
{
  g_string_append_printf (out, "<span class=\"%s\"", suit_class (suit));
  append_attribute (out, "title", brg_suit_to_display (suit));
  g_string_append_printf (out, ">%s</span>", brg_suit_to_symbol (suit));
}

/* A bid or a contract, its strain symbol in colour. */
static void
append_strain_text (GString    *out,
                    const char *text)
{
  for (guint suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    {
      const char *symbol = brg_suit_to_symbol ((BrgSuit) suit);
      const char *at = strstr (text, symbol);

      if (at != NULL)
        {
          g_autofree char *before = g_strndup (text, (gsize) (at - text));

          append_escaped (out, before);
          append_suit (out, (BrgSuit) suit);
          append_escaped (out, at + strlen (symbol));
          return;
        }
    }
  append_escaped (out, text);
}

/* Text with the suit symbols in it in their colours. */
static void
append_text_with_suits (GString    *out,
                        const char *text)
{
  const char *p = text;

  while (*p != '\0')
    {
      const char *next = NULL;
      BrgSuit found = BRG_SUIT_CLUBS;

      for (guint suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
        {
          const char *at = strstr (p, brg_suit_to_symbol ((BrgSuit) suit));

          if (at != NULL && (next == NULL || at < next))
            {
              next = at;
              found = (BrgSuit) suit;
            }
        }
      if (next == NULL)
        {
          append_escaped (out, p);
          return;
        }
      {
        g_autofree char *before = g_strndup (p, (gsize) (next - p));

        append_escaped (out, before);
      }
      append_suit (out, found);
      p = next + strlen (brg_suit_to_symbol (found));
    }
}

/* The runs of a block of commentary as HTML: BridgeComposer's styles as
 * their elements, the author's line breaks as <br>, suits in colour. */
static void
append_runs (GString            *out,
             const BrgTextBlock *block,
             gboolean            preformatted)
{
  static const struct { BrgTextStyle style; const char *element; } elements[] = {
    { BRG_TEXT_BOLD, "b" }, { BRG_TEXT_ITALIC, "i" }, { BRG_TEXT_UNDERLINE, "u" },
    { BRG_TEXT_STRIKETHROUGH, "s" }, { BRG_TEXT_MONOSPACE, "code" },
    { BRG_TEXT_SUPERSCRIPT, "sup" }, { BRG_TEXT_SUBSCRIPT, "sub" },
  };

  for (guint i = 0; i < block->runs->len; i++)
    {
      const BrgTextRun *run = g_ptr_array_index (block->runs, i);
      g_auto(GStrv) lines = g_strsplit (run->text, "\n", -1);

      for (guint k = 0; k < G_N_ELEMENTS (elements); k++)
        if (run->style & elements[k].style)
          g_string_append_printf (out, "<%s>", elements[k].element);
      for (guint j = 0; lines[j] != NULL; j++)
        {
          if (j > 0)
            g_string_append (out, preformatted ? "\n" : "<br>\n");
          append_text_with_suits (out, lines[j]);
        }
      for (guint k = G_N_ELEMENTS (elements); k > 0; k--)
        if (run->style & elements[k - 1].style)
          g_string_append_printf (out, "</%s>", elements[k - 1].element);
    }
}

/* A comment as its reader sees it (#BrgCommentary): each paragraph a
 * <p>, a diagram drawn in text a <pre>, BridgeComposer's markup as HTML's.
 * A token the reader kept because it could not be read is shown as it
 * was written. */
static void
append_comment (GString          *out,
                const BrgComment *comment)
{
  g_autoptr(BrgCommentary) commentary = NULL;
  guint n_blocks;

  if (comment->kind == BRG_COMMENT_TOKEN)
    {
      g_string_append (out, "<div class=\"comment\"><span class=\"kept\"");
      /* Translators: the tooltip of a token of the auction or play that
       * could not be read, shown as it was written */
      append_attribute (out, "title", _("Kept as written: it could not be read"));
      g_string_append_c (out, '>');
      append_escaped (out, comment->text);
      g_string_append (out, "</span></div>\n");
      return;
    }

  commentary = brg_commentary_new_for_comment (comment);
  n_blocks = brg_commentary_get_n_blocks (commentary);
  if (n_blocks == 0)
    return;
  g_string_append (out, "<div class=\"comment\">");
  for (guint i = 0; i < n_blocks; i++)
    {
      const BrgTextBlock *block = brg_commentary_get_block (commentary, i);
      gboolean preformatted = block->kind == BRG_TEXT_BLOCK_PREFORMATTED;

      g_string_append (out, preformatted ? "<pre class=\"laid-out\">" : "<p>");
      append_runs (out, block, preformatted);
      g_string_append (out, preformatted ? "</pre>" : "</p>");
    }
  g_string_append (out, "</div>\n");
}

static void
append_comments_from (GString   *out,
                      GPtrArray *comments,
                      guint      first)
{
  for (guint i = first; comments != NULL && i < comments->len; i++)
    append_comment (out, g_ptr_array_index (comments, i));
}

static void
append_comments (GString   *out,
                 GPtrArray *comments)
{
  append_comments_from (out, comments, 0);
}

/* The text an unknown call or card stands for: the token the reader kept
 * as its annotation's first comment, or NULL. A kept card token is
 * letters, digits and `-`. */
static const char *
kept_text (const BrgAnnotation *annotation,
           gboolean             card)
{
  const BrgComment *first;

  if (annotation == NULL || annotation->comments == NULL || annotation->comments->len == 0)
    return NULL;
  first = g_ptr_array_index (annotation->comments, 0);
  if (first->kind != BRG_COMMENT_TOKEN)
    return NULL;
  if (card)
    for (const char *p = first->text; *p != '\0'; p++)
      if (!g_ascii_isalnum (*p) && *p != '-')
        return NULL;
  return first->text;
}

static void
append_kept (GString    *out,
             const char *text)
{
  g_string_append (out, "<span class=\"kept\"");
  append_attribute (out, "title", _("Kept as written: it could not be read"));
  g_string_append_c (out, '>');
  append_escaped (out, text);
  g_string_append (out, "</span>");
}

static void
append_hand (GString  *out,
             BrgBoard *board,
             BrgSeat   seat,
             gboolean  hidden)
{
  static const char *tag_names[] = { "North", "East", "South", "West" };
  BrgDeal *deal = brg_board_get_deal (board);
  const char *player = brg_board_get_tag (board, tag_names[seat]);
  BrgCardSet hand;

  g_string_append (out, "<div class=\"hand\"><div class=\"seat\">");
  append_escaped (out, brg_seat_to_display (seat));
  if (player != NULL && player[0] != '\0' && strcmp (player, "?") != 0)
    {
      g_string_append (out, " <span class=\"name\">");
      append_escaped (out, player);
      g_string_append (out, "</span>");
    }
  g_string_append (out, "</div>\n");

  if (deal == NULL || brg_deal_get_n_cards (deal, seat) == 0)
    {
      g_string_append (out, "</div>");
      return;
    }

  /* A hand the board hides (PBN §4.1.6: "hidden by a viewer"), folded
   * away for the reader to open once the problem is solved: no script,
   * every browser and mail client opens a <details>. */
  if (hidden)
    {
      g_autofree char *label = g_strdup_printf (_("Show %s’s hand"), brg_seat_to_display (seat));

      g_string_append (out, "<details class=\"hidden-hand\"><summary>");
      append_escaped (out, label);
      g_string_append (out, "</summary>\n");
    }

  hand = brg_deal_get_hand (deal, seat);
  for (int suit = BRG_SUIT_SPADES; suit >= BRG_SUIT_CLUBS; suit--)
    {
      gboolean any = FALSE;

      g_string_append (out, "<div>");
      append_suit (out, (BrgSuit) suit);
      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        if (brg_card_set_contains (hand, BRG_CARD (suit, rank)))
          {
            g_string_append_printf (out, " %s", brg_rank_to_display ((BrgRank) rank));
            any = TRUE;
          }
      /* An empty suit is a void: a dash, as diagrams print it. */
      if (!any)
        g_string_append (out, " \u2014");
      g_string_append (out, "</div>\n");
    }
  if (hidden)
    g_string_append (out, "</details>");
  g_string_append (out, "</div>");
}

static void
append_compass (GString  *out,
                BrgBoard *board)
{
  BrgVulnerability vulnerability;
  gboolean known = brg_board_get_vulnerability (board, &vulnerability);
  BrgSeat dealer = brg_board_get_dealer (board);
  const BrgSeat grid[3][3] = {
    { BRG_SEAT_NONE, BRG_SEAT_NORTH, BRG_SEAT_NONE },
    { BRG_SEAT_WEST, BRG_SEAT_NONE, BRG_SEAT_EAST },
    { BRG_SEAT_NONE, BRG_SEAT_SOUTH, BRG_SEAT_NONE },
  };

  g_string_append (out, "<table class=\"compass\">\n");
  for (guint row = 0; row < 3; row++)
    {
      g_string_append (out, "<tr>");
      for (guint column = 0; column < 3; column++)
        {
          BrgSeat seat = grid[row][column];
          GString *classes;

          if (seat == BRG_SEAT_NONE)
            {
              g_string_append (out, "<td></td>");
              continue;
            }
          classes = g_string_new (NULL);
          if (known && brg_vulnerability_is_vulnerable (vulnerability, seat))
            g_string_append (classes, " vul");
          if (seat == dealer)
            g_string_append (classes, " dealer");
          g_string_append (out, "<td");
          if (classes->len > 0)
            append_attribute (out, "class", classes->str + 1);
          append_attribute (out, "title", brg_seat_to_display (seat));
          g_string_append_c (out, '>');
          append_escaped (out, brg_seat_to_display_short (seat));
          g_string_append (out, "</td>");
          g_string_free (classes, TRUE);
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</table>");
}

static void
append_diagram (GString         *out,
                BrgBoard        *board,
                BrgArticleFlags  flags)
{
  guint hidden = (flags & BRG_ARTICLE_REVEAL) ? 0 : brg_board_get_hidden_seats (board);

  g_string_append (out, "<table class=\"diagram\">\n<tr><td></td><td>");
  append_hand (out, board, BRG_SEAT_NORTH, hidden & (1u << BRG_SEAT_NORTH));
  g_string_append (out, "</td><td></td></tr>\n<tr><td>");
  append_hand (out, board, BRG_SEAT_WEST, hidden & (1u << BRG_SEAT_WEST));
  g_string_append (out, "</td><td>");
  append_compass (out, board);
  g_string_append (out, "</td><td>");
  append_hand (out, board, BRG_SEAT_EAST, hidden & (1u << BRG_SEAT_EAST));
  g_string_append (out, "</td></tr>\n<tr><td></td><td>");
  append_hand (out, board, BRG_SEAT_SOUTH, hidden & (1u << BRG_SEAT_SOUTH));
  g_string_append (out, "</td><td></td></tr>\n</table>\n");
}

static void
append_facts (GString  *out,
              BrgBoard *board)
{
  BrgVulnerability vulnerability;
  BrgSeat dealer = brg_board_get_dealer (board);
  g_autofree char *outcome = NULL;
  GString *facts = g_string_new (NULL);

  /* Each fact as markup, separated by a middle dot. */
  if (BRG_SEAT_IS_VALID (dealer))
    {
      g_autofree char *text = g_strdup_printf (_("Dealer %s"), brg_seat_to_display (dealer));

      append_escaped (facts, text);
    }
  if (brg_board_get_vulnerability (board, &vulnerability))
    {
      if (facts->len > 0)
        g_string_append (facts, " \u00b7 ");
      append_escaped (facts, brg_vulnerability_to_display (vulnerability));
    }

  outcome = brg_board_dup_outcome (board);
  if (outcome != NULL)
    {
      if (facts->len > 0)
        g_string_append (facts, " \u00b7 ");
      append_strain_text (facts, outcome);
    }

  if (facts->len > 0)
    g_string_append_printf (out, "<p class=\"facts\">%s</p>\n", facts->str);
  g_string_free (facts, TRUE);
}

static void
append_call (GString    *out,
             BrgAuction *auction,
             guint       position,
             guint       board_index)
{
  BrgCall call = brg_auction_get_call (auction, position);
  BrgCallFlags flags = brg_auction_get_call_flags (auction, position);
  const BrgAnnotation *annotation = brg_auction_get_annotation (auction, position);

  if (flags & BRG_CALL_FLAGS_UNKNOWN)
    {
      const char *kept = kept_text (annotation, FALSE);

      append_kept (out, kept != NULL ? kept : "?");
      return;
    }
  if (flags & BRG_CALL_FLAGS_SKIPPED || !BRG_CALL_IS_VALID (call))
    {
      g_string_append (out, "\u2014");
      return;
    }
  else
    {
      g_autofree char *text = brg_call_to_display (call);

      append_strain_text (out, text);
    }
  if (flags & BRG_CALL_FLAGS_INSUFFICIENT)
    g_string_append (out, "<sup title=\"insufficient\">*</sup>");
  if (annotation != NULL && annotation->suffix != BRG_SUFFIX_NONE)
    append_escaped (out, brg_suffix_to_pbn (annotation->suffix));
  if (annotation != NULL && annotation->note > 0)
    g_string_append_printf (out, "<sup><a href=\"#b%u-an%u\">%u</a></sup>", board_index,
                            annotation->note, annotation->note);
}

/* The notes of an auction (@id_prefix "an") or a play ("pn"). */
static void
append_notes (GString    *out,
              BrgSection *section,
              const char *id_prefix,
              guint       board_index)
{
  guint n_notes = brg_section_get_n_notes (section);

  if (n_notes == 0)
    return;

  g_string_append (out, "<ol class=\"notes\">\n");
  for (guint i = 0; i < n_notes; i++)
    {
      const BrgNote *note = brg_section_get_nth_note (section, i);

      g_string_append_printf (out, "<li value=\"%u\" id=\"b%u-%s%u\">", note->index, board_index,
                              id_prefix, note->index);
      append_text_with_suits (out, note->text);
      append_comments (out, note->comments);
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ol>\n");
}

static void
append_auction (GString  *out,
                BrgBoard *board,
                guint     board_index)
{
  BrgAuction *auction = brg_board_get_auction (board);
  const BrgTag *tag = brg_board_lookup_tag (board, "Auction");
  BrgVulnerability vulnerability;
  gboolean known = brg_board_get_vulnerability (board, &vulnerability);
  guint n, column;
  GString *remarks;

  if (auction == NULL)
    {
      /* An auction the model could not hold is kept as its text. */
      if (tag != NULL && tag->section != NULL && tag->section->len > 0)
        {
          g_string_append (out, "<pre class=\"auction\">");
          for (guint i = 0; i < tag->section->len; i++)
            {
              append_escaped (out, g_ptr_array_index (tag->section, i));
              g_string_append_c (out, '\n');
            }
          g_string_append (out, "</pre>\n");
        }
      return;
    }

  append_comments (out, tag != NULL ? tag->comments : NULL);

  g_string_append (out, "<table class=\"auction\">\n<tr>");
  for (guint i = 0; i < 4; i++)
    {
      gboolean vulnerable = known && brg_vulnerability_is_vulnerable (vulnerability,
                                                                      auction_columns[i]);

      g_string_append_printf (out, "<th%s>", vulnerable ? " class=\"vul\"" : "");
      append_escaped (out, brg_seat_to_display (auction_columns[i]));
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr>\n<tr>");

  column = (brg_auction_get_dealer (auction) + 1) % 4;
  for (guint i = 0; i < column; i++)
    g_string_append (out, "<td></td>");

  remarks = g_string_new (NULL);
  n = brg_auction_get_n_calls (auction);
  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

      if (column == 4)
        {
          g_string_append (out, "</tr>\n<tr>");
          column = 0;
        }
      g_string_append (out, "<td>");
      append_call (out, auction, i, board_index);
      g_string_append (out, "</td>");
      column++;

      if (annotation != NULL && annotation->comments != NULL && annotation->comments->len > 0)
        append_comments_from (remarks, annotation->comments,
                              (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_UNKNOWN)
                              ? 1 : 0);
    }
  if (!brg_auction_is_complete (auction) && brg_auction_get_end_mark (auction) == BRG_END_MARK_NONE)
    {
      if (column == 4)
        {
          g_string_append (out, "</tr>\n<tr>");
          column = 0;
        }
      g_string_append (out, "<td>?</td>");
    }
  g_string_append (out, "</tr>\n</table>\n");

  append_notes (out, BRG_SECTION (auction), "an", board_index);
  g_string_append_len (out, remarks->str, (gssize) remarks->len);
  g_string_free (remarks, TRUE);
}

static void
append_card (GString             *out,
             BrgCard              card,
             const BrgAnnotation *annotation)
{
  const char *kept = card == BRG_CARD_UNKNOWN ? kept_text (annotation, TRUE) : NULL;

  if (kept != NULL)
    {
      append_kept (out, kept);
      return;
    }
  if (!BRG_CARD_IS_VALID (card))
    {
      g_string_append (out, "\u2014");
      return;
    }
  append_suit (out, BRG_CARD_SUIT (card));
  g_string_append (out, brg_rank_to_display (BRG_CARD_RANK (card)));
}

static void
append_play (GString  *out,
             BrgBoard *board,
             guint     board_index)
{
  BrgPlay *play = brg_board_get_play (board);
  const BrgTag *tag = brg_board_lookup_tag (board, "Play");
  GString *remarks;
  guint n_tricks;

  if (play == NULL)
    {
      if (tag != NULL && tag->section != NULL && tag->section->len > 0)
        {
          g_string_append (out, "<pre class=\"play\">");
          for (guint i = 0; i < tag->section->len; i++)
            {
              append_escaped (out, g_ptr_array_index (tag->section, i));
              g_string_append_c (out, '\n');
            }
          g_string_append (out, "</pre>\n");
        }
      return;
    }

  n_tricks = brg_play_get_n_tricks (play);
  if (n_tricks == 0)
    return;

  append_comments (out, tag != NULL ? tag->comments : NULL);

  /* Each trick from its leader round the table, the winner in bold. */
  g_string_append (out, "<ol class=\"play\">\n");
  for (guint trick = 0; trick < n_tricks; trick++)
    {
      BrgSeat leader = brg_play_get_trick_leader (play, trick);
      BrgSeat winner = brg_play_get_trick_winner (play, trick);

      if (!BRG_SEAT_IS_VALID (leader))
        continue;
      g_string_append (out, "<li>");
      for (guint k = 0; k < 4; k++)
        {
          BrgSeat seat = brg_seat_rotate (leader, (int) k);
          BrgCard card = brg_play_get_trick_card (play, trick, seat);
          /* Cards are kept in play order, four a trick. */
          guint index = trick * 4 + k;
          const BrgAnnotation *annotation =
            index < brg_play_get_n_cards (play) && brg_play_get_card_seat (play, index) == seat
              ? brg_play_get_annotation (play, index) : NULL;

          if (card == BRG_CARD_NONE)
            break;
          if (k > 0)
            g_string_append (out, ", ");
          g_string_append_printf (out, "%s%s\u00a0", seat == winner ? "<b>" : "",
                                  brg_seat_to_display_short (seat));
          append_card (out, card, annotation);
          if (seat == winner)
            g_string_append (out, "</b>");
        }
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ol>\n");

  remarks = g_string_new (NULL);
  for (guint i = 0; i < brg_play_get_n_cards (play); i++)
    {
      const BrgAnnotation *annotation = brg_play_get_annotation (play, i);

      if (annotation != NULL && annotation->comments != NULL)
        append_comments_from (remarks, annotation->comments,
                              brg_play_get_card (play, i) == BRG_CARD_UNKNOWN
                              && kept_text (annotation, TRUE) != NULL ? 1 : 0);
    }
  append_notes (out, BRG_SECTION (play), "pn", board_index);
  g_string_append_len (out, remarks->str, (gssize) remarks->len);
  g_string_free (remarks, TRUE);
}

/* The board's PBN for programs, between the PBN §6.2 delimiters. They
 * are written as markup: a browser does not show them and shows the
 * text between them, and a program that looks for "<PBN>" in the file's
 * bytes finds them. @letters (nullable), the event's own card letters,
 * open the snippet as their `%` line, which reads back as the page's. */
static void
append_pbn (GString          *out,
            BrgBoard         *board,
            const BrgLetters *letters)
{
  g_autofree char *pbn = brg_pbn_write_board (board);

  /* No line end after <PBN>: in a <pre> the browser would show it. */
  g_string_append (out, "<details class=\"pbn\"><summary>PBN</summary>\n<pre><PBN>");
  if (letters != NULL)
    {
      g_autoptr(BrgEvent) own = brg_event_new ();

      brg_letters_set_for_event (own, letters);
      g_string_append_printf (out, "%%%s\n", brg_event_get_escape (own, 0));
    }
  append_escaped (out, pbn);
  if (pbn[0] != '\0' && pbn[strlen (pbn) - 1] != '\n')
    g_string_append_c (out, '\n');
  g_string_append (out, "</PBN></pre></details>\n");
}

static void
append_board (GString          *out,
              BrgBoard         *board,
              guint             index,
              const char       *title,
              const BrgLetters *letters,
              BrgArticleFlags   flags)
{
  g_autofree char *name = brg_board_dup_title (board, index);
  const char *event_name = brg_board_get_tag (board, "Event");
  const char *date = brg_board_get_tag (board, "Date");

  g_string_append_printf (out, "<section class=\"board\" id=\"board-%u\">\n<h2>", index);
  append_escaped (out, name);
  g_string_append (out, "</h2>\n");

  /* The event (unless it is the page's title) and the date. */
  {
    gboolean has_event = event_name != NULL && event_name[0] != '\0'
                         && strcmp (event_name, "?") != 0 && g_strcmp0 (event_name, title) != 0;
    gboolean has_date = date != NULL && date[0] != '\0' && strchr (date, '?') == NULL;

    if (has_event || has_date)
      {
        g_string_append (out, "<p class=\"facts\">");
        if (has_event)
          append_escaped (out, event_name);
        if (has_event && has_date)
          g_string_append (out, ", ");
        if (has_date)
          append_escaped (out, date);
        g_string_append (out, "</p>\n");
      }
  }

  append_facts (out, board);

  for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
    append_comment (out, brg_board_get_leading_comment (board, i));

  append_diagram (out, board, flags);

  /* Commentary after the tags, in file order (an analysis, a diagram in
   * text), except the sections' own. */
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      if (strcmp (tag->name, "Auction") != 0 && strcmp (tag->name, "Play") != 0)
        append_comments (out, tag->comments);
    }

  append_auction (out, board, index);
  append_play (out, board, index);
  append_pbn (out, board, letters);
  g_string_append (out, "</section>\n");
}

/**
 * brg_article_write_board:
 * @board: a board
 *
 * Writes the HTML of one board as brg_article_write_bytes() lays it out:
 * a `<section>` with the hand diagram, the auction, notes, commentary,
 * the play, and the board's PBN between `<PBN>` and `</PBN>`.
 *
 * Returns: (transfer full): the HTML fragment, UTF-8
 */
char *
brg_article_write_board (BrgBoard *board)
{
  GString *out;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  out = g_string_sized_new (4096);
  append_board (out, board, 1, NULL, NULL, BRG_ARTICLE_NONE);
  return g_string_free (out, FALSE);
}

/**
 * brg_article_write_bytes_full:
 * @event: the boards
 * @title: (nullable): the article's title; the first board's event when
 *   %NULL
 * @flags: how to lay out the boards
 *
 * Writes an HTML5 article (UTF-8, one file, no scripts) with a section for
 * each board: its title (brg_board_dup_title()), a hand diagram with the
 * suits in their colours, dealer and vulnerability, the auction, its
 * notes, the commentary and the play. Commentary is read as its author
 * meant it (#BrgCommentary): paragraphs, the author's line breaks,
 * diagrams drawn in text, BridgeComposer's `<b>`, `<i>`… as HTML's. The
 * hands a board hides (its Hidden tag, PBN §4.1.6) are folded away in a
 * `<details>` that the reader opens, unless @flags has
 * %BRG_ARTICLE_REVEAL. Each section ends with the board's PBN
 * (brg_pbn_write_board()) between `<PBN>` and `</PBN>` (PBN §6.2), so the
 * page reads back into the same boards with brg_host_document_read().
 *
 * The diagrams, the auction and the play are in @event's own card letters
 * (brg_letters_for_event(), kept in the first board's PBN), else the
 * current ones; the PBN stays in English letters.
 *
 * Returns: (transfer full): the page
 */
GBytes *
brg_article_write_bytes_full (BrgEvent        *event,
                              const char      *title,
                              BrgArticleFlags  flags)
{
  const BrgLetters *own, *before;
  GString *out;
  guint n;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  n = brg_event_get_n_boards (event);
  if (title == NULL && n > 0)
    {
      title = brg_board_get_tag (brg_event_get_board (event, 0), "Event");
      if (title != NULL && (title[0] == '\0' || strcmp (title, "?") == 0))
        title = NULL;
    }
  if (title == NULL)
    title = _("Bridge deals");

  out = g_string_sized_new (1024 + (gsize) n * 6144);
  g_string_append (out, "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                        "<meta name=\"viewport\" "
                        "content=\"width=device-width, initial-scale=1\">\n");
  g_string_append_printf (out, "<meta name=\"generator\" content=\"Finesse %s\">\n<title>",
                          PACKAGE_VERSION);
  append_escaped (out, title);
  g_string_append (out, "</title>\n<style>\n");
  g_string_append (out, stylesheet);
  g_string_append (out, "</style>\n</head>\n<body>\n<h1>");
  append_escaped (out, title);
  g_string_append (out, "</h1>\n");

  own = brg_letters_for_event (event);
  before = brg_letters_use (own != NULL ? own : brg_letters_get_current ());
  for (guint i = 0; i < n; i++)
    append_board (out, brg_event_get_board (event, i), i + 1, title, i == 0 ? own : NULL, flags);
  brg_letters_use (before);

  g_string_append (out, "</body>\n</html>\n");
  return g_string_free_to_bytes (out);
}

/**
 * brg_article_write_bytes:
 * @event: the boards
 * @title: (nullable): the article's title; the first board's event when
 *   %NULL
 *
 * brg_article_write_bytes_full() with the hands a board hides folded away.
 *
 * Returns: (transfer full): the page
 */
GBytes *
brg_article_write_bytes (BrgEvent   *event,
                         const char *title)
{
  return brg_article_write_bytes_full (event, title, BRG_ARTICLE_NONE);
}

/**
 * brg_article_write_file:
 * @event: the boards
 * @title: (nullable): the article's title
 * @file: where to write
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Writes brg_article_write_bytes() to @file, replacing it only once the
 * whole page is written.
 *
 * Returns: %TRUE on success, %FALSE with @error set
 */
gboolean
brg_article_write_file (BrgEvent      *event,
                        const char    *title,
                        GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = brg_article_write_bytes (event, title);
  return brg_write_file (file, bytes, BRG_WRITE_NONE, cancellable, error);
}
