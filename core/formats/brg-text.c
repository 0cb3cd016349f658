/* brg-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board as plain text for a terminal, what `finesse-cli show` prints:
 * the facts, a hand diagram, the auction in a W N E S grid, the play trick
 * by trick, notes and commentary. It reads the same model as the window
 * and the HTML article, and shows what they show.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-commentary.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-nag.h"
#include "brg-play.h"
#include "brg-seat.h"
#include "brg-dd-table.h"
#include "brg-text.h"

/* Commentary is wrapped to fit a terminal of 80 columns. */
#define TEXT_WIDTH 78

/* The grid's columns: West first, as bridge columns print. */
static const BrgSeat auction_columns[4] = {
  BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
};

/* Characters on a terminal: each suit symbol counts one. */
static guint
width_of (const char *text)
{
  return (guint) g_utf8_strlen (text, -1);
}

static void
append_padded (GString    *out,
               const char *text,
               guint       width)
{
  guint n = width_of (text);

  g_string_append (out, text);
  for (; n < width; n++)
    g_string_append_c (out, ' ');
}

/* Ends a line of padded cells: no spaces at the ends of lines. */
static void
end_line (GString *out)
{
  gsize len = out->len;

  while (len > 0 && out->str[len - 1] == ' ')
    len--;
  g_string_truncate (out, len);
  g_string_append_c (out, '\n');
}

static gboolean
is_known_text (const char *text)
{
  return text != NULL && text[0] != '\0' && strcmp (text, "?") != 0;
}

/* A line of prose wrapped at spaces to fit TEXT_WIDTH columns after
 * @indent. A line with runs of spaces is laid out (a diagram drawn in
 * text) and is kept as it is. */
static void
append_wrapped (GString    *out,
                const char *line,
                const char *indent)
{
  guint limit = TEXT_WIDTH - MIN (width_of (indent), TEXT_WIDTH / 2);
  const char *rest = line;

  if (strstr (line, "  ") == NULL)
    while (width_of (rest) > limit)
      {
        const char *cut = NULL;
        guint column = 0;

        /* The last space within the limit, else the first one at all. */
        for (const char *p = rest; *p != '\0' && (column <= limit || cut == NULL);
             p = g_utf8_next_char (p), column++)
          if (*p == ' ' && p > rest)
            {
              if (column > limit && cut != NULL)
                break;
              cut = p;
            }
        if (cut == NULL)
          break;
        g_string_append (out, indent);
        g_string_append_len (out, rest, cut - rest);
        g_string_append_c (out, '\n');
        rest = cut + 1;
      }
  g_string_append_printf (out, "%s%s\n", indent, rest);
}

/* A kept token's text as its view shows it: quoted, for it is what the
 * file says, not a call or card Finesse read. */
static char *
quoted (const char *text)
{
  /* Translators: the text of a call or card that could not be read, as
   * the file has it */
  return g_strdup_printf (_("“%s”"), text);
}

/* One comment as its reader sees it (BrgCommentary): each paragraph
 * wrapped to the width after @indent (a single line end in the source is
 * soft; only a hard break, `\n` or `<br>`, starts a new line), a diagram
 * line for line; a blank line between paragraphs; styles are
 * dropped. A token the reader kept (not commentary) is a line of its own,
 * quoted. Returns whether anything was written. */
static gboolean
append_comment (GString          *out,
                const BrgComment *comment,
                const char       *indent)
{
  g_autoptr(BrgCommentary) commentary = NULL;
  guint n_blocks;

  if (comment->kind == BRG_COMMENT_TOKEN)
    {
      g_autofree char *text = quoted (comment->text);

      /* Translators: a token of the auction or play kept as it was written */
      g_string_append_printf (out, "%s%s %s\n", indent, text, _("(not read)"));
      return TRUE;
    }

  commentary = brg_commentary_new_for_comment (comment);
  n_blocks = brg_commentary_get_n_blocks (commentary);
  for (guint i = 0; i < n_blocks; i++)
    {
      const BrgTextBlock *block = brg_commentary_get_block (commentary, i);
      g_autofree char *text = brg_text_block_dup_plain_text (block);
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

      if (i > 0)
        g_string_append_c (out, '\n');
      for (guint j = 0; lines[j] != NULL; j++)
        {
          if (block->kind == BRG_TEXT_BLOCK_PREFORMATTED)
            {
              g_strchomp (lines[j]);
              if (lines[j][0] == '\0')
                g_string_append_c (out, '\n');
              else
                g_string_append_printf (out, "%s%s\n", indent, lines[j]);
            }
          else
            append_wrapped (out, lines[j], indent);
        }
    }
  return n_blocks > 0;
}

/* Comments from @first on, a blank line between two that show text. */
static void
append_comments_from (GString    *out,
                      GPtrArray  *comments,
                      guint       first,
                      const char *indent)
{
  gboolean any = FALSE;

  for (guint i = first; comments != NULL && i < comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, i);
      g_autoptr(GString) piece = g_string_new (NULL);

      if (!append_comment (piece, comment, indent))
        continue;
      if (any && comment->kind != BRG_COMMENT_TOKEN)
        g_string_append_c (out, '\n');
      g_string_append_len (out, piece->str, (gssize) piece->len);
      any = TRUE;
    }
}

static void
append_comments (GString    *out,
                 GPtrArray  *comments,
                 const char *indent)
{
  append_comments_from (out, comments, 0, indent);
}

/* The text an unknown call or card stands for: the token the reader kept
 * as its annotation's first comment, or NULL. A kept card token is letters,
 * digits and `-`. */
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

/* A note's text, with \S \H \D \C as suit symbols. */
static char *
note_text (const BrgNote *note)
{
  BrgComment comment = { BRG_COMMENT_BRACE, note->text };

  return brg_comment_dup_display_text (&comment);
}

/* Whether @annotation holds text to show after its call or card: its
 * commentary and tokens kept, less the first comment when it is the
 * call's or card's own text. */
static gboolean
has_remarks (const BrgAnnotation *annotation,
             guint                skip)
{
  for (guint i = skip; annotation != NULL && annotation->comments != NULL
                       && i < annotation->comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (annotation->comments, i);

      g_autofree char *text = NULL;

      if (comment->kind == BRG_COMMENT_TOKEN)
        return TRUE;
      if (!brg_comment_is_commentary (comment))
        continue;
      /* A comment of commands only (`{[%pg]}`, as LIN's pauses are kept)
       * shows nothing. */
      text = brg_comment_dup_display_text (comment);
      if (text[strspn (text, " \t\r\n")] != '\0')
        return TRUE;
    }
  return FALSE;
}

/* The lines of one hand: the seat and player, then one line a suit. */
static GPtrArray *
hand_lines (BrgBoard *board,
            BrgSeat   seat,
            gboolean  hidden)
{
  static const char *tag_names[] = { "North", "East", "South", "West" };
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  BrgDeal *deal = brg_board_get_deal (board);
  const char *player = brg_board_get_tag (board, tag_names[seat]);
  BrgCardSet hand;

  if (is_known_text (player) && strcmp (player, "-") != 0)
    g_ptr_array_add (lines, g_strdup_printf ("%s  %s", brg_seat_to_display (seat), player));
  else
    g_ptr_array_add (lines, g_strdup (brg_seat_to_display (seat)));

  if (!brg_deal_is_hand_known (deal, seat))
    {
      /* Translators: a hand whose cards are not given, in a text diagram */
      g_ptr_array_add (lines, g_strdup (C_("hand", "Unknown")));
      return lines;
    }
  if (hidden)
    {
      /* Translators: a hand the board hides (a quiz), in a text diagram */
      g_ptr_array_add (lines, g_strdup (C_("hand", "Hidden")));
      return lines;
    }

  hand = brg_deal_get_hand (deal, seat);
  for (int suit = BRG_SUIT_SPADES; suit >= BRG_SUIT_CLUBS; suit--)
    {
      GString *line = g_string_new (brg_suit_to_symbol ((BrgSuit) suit));
      gboolean any = FALSE;

      for (int rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        if (brg_card_set_contains (hand, BRG_CARD (suit, rank)))
          {
            g_string_append_printf (line, " %s", brg_rank_to_display ((BrgRank) rank));
            any = TRUE;
          }
      /* A void is a dash, as diagrams print it. */
      if (!any)
        g_string_append (line, " \u2014");
      g_ptr_array_add (lines, g_string_free (line, FALSE));
    }
  return lines;
}

static guint
max_width (GPtrArray *lines)
{
  guint width = 0;

  for (guint i = 0; i < lines->len; i++)
    width = MAX (width, width_of (g_ptr_array_index (lines, i)));
  return width;
}

/* The seats (a bit `1 << seat` each) whose hands the board hides: its
 * Hidden tag (PBN §4.1.6, "hidden by a viewer"), unless @flags reveal
 * them. */
static guint
hidden_seats (BrgBoard           *board,
              BrgTextOutputFlags  flags)
{
  if (flags & BRG_TEXT_OUTPUT_REVEAL)
    return 0;
  return brg_board_get_hidden_seats (board);
}

/* North above, West and East beside each other, South below. */
static void
append_diagram (GString  *out,
                BrgBoard *board,
                guint     hidden)
{
  g_autoptr(GPtrArray) north = hand_lines (board, BRG_SEAT_NORTH, hidden & (1u << BRG_SEAT_NORTH));
  g_autoptr(GPtrArray) east = hand_lines (board, BRG_SEAT_EAST, hidden & (1u << BRG_SEAT_EAST));
  g_autoptr(GPtrArray) south = hand_lines (board, BRG_SEAT_SOUTH, hidden & (1u << BRG_SEAT_SOUTH));
  g_autoptr(GPtrArray) west = hand_lines (board, BRG_SEAT_WEST, hidden & (1u << BRG_SEAT_WEST));
  guint step, rows;

  step = MAX (MAX (max_width (north), max_width (south)), max_width (west)) + 4;
  step = MAX (step, 16);

  for (guint i = 0; i < north->len; i++)
    {
      append_padded (out, "", step);
      g_string_append_printf (out, "%s\n", (char *) g_ptr_array_index (north, i));
    }
  rows = MAX (west->len, east->len);
  for (guint i = 0; i < rows; i++)
    {
      const char *left = i < west->len ? g_ptr_array_index (west, i) : "";

      if (i < east->len)
        {
          append_padded (out, left, 2 * step);
          g_string_append (out, g_ptr_array_index (east, i));
        }
      else
        g_string_append (out, left);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < south->len; i++)
    {
      append_padded (out, "", step);
      g_string_append_printf (out, "%s\n", (char *) g_ptr_array_index (south, i));
    }
}

/* Board number, dealer and vulnerability; the event and date; the
 * contract, the tricks and the score. */
static void
append_facts (GString  *out,
              BrgBoard *board,
              guint     index)
{
  const char *event_name = brg_board_get_tag (board, "Event");
  const char *date = brg_board_get_tag (board, "Date");
  BrgSeat dealer = brg_board_get_dealer (board);
  BrgVulnerability vulnerability;
  g_autofree char *title = brg_board_dup_title (board, index);
  g_autofree char *outcome = NULL;

  g_string_append (out, title);
  if (BRG_SEAT_IS_VALID (dealer))
    {
      g_string_append (out, " \u00b7 ");
      g_string_append_printf (out, _("Dealer %s"), brg_seat_to_display (dealer));
    }
  if (brg_board_get_vulnerability (board, &vulnerability))
    g_string_append_printf (out, " \u00b7 %s", brg_vulnerability_to_display (vulnerability));
  g_string_append_c (out, '\n');

  if (is_known_text (event_name) || (date != NULL && date[0] != '\0' && strchr (date, '?') == NULL))
    {
      gboolean has_event = is_known_text (event_name);
      gboolean has_date = date != NULL && date[0] != '\0' && strchr (date, '?') == NULL;

      g_string_append_printf (out, "%s%s%s\n", has_event ? event_name : "",
                              has_event && has_date ? ", " : "", has_date ? date : "");
    }

  outcome = brg_board_dup_outcome (board);
  if (outcome != NULL)
    g_string_append_printf (out, "%s\n", outcome);
}

/* A call or card's annotation after it: the suffix and the NAGs as a
 * reader knows them (`!` whether the file wrote `!` or `$1`), then the
 * note as "(1)". */
static void
append_annotation (GString             *out,
                   const BrgAnnotation *annotation,
                   BrgSectionKind       section)
{
  g_autofree char *glyphs = NULL;

  if (annotation == NULL)
    return;
  glyphs = brg_annotation_dup_glyphs (annotation, section);
  /* "Pass $20", not "Pass$20". */
  if (glyphs[0] == '$')
    g_string_append_c (out, ' ');
  g_string_append (out, glyphs);
  if (annotation->note > 0)
    g_string_append_printf (out, "(%u)", annotation->note);
}

static char *
call_text (BrgAuction *auction,
           guint       position)
{
  BrgCall call = brg_auction_get_call (auction, position);
  BrgCallFlags flags = brg_auction_get_call_flags (auction, position);
  GString *text = g_string_new (NULL);

  if (flags & BRG_CALL_FLAGS_UNKNOWN)
    {
      const char *kept = kept_text (brg_auction_get_annotation (auction, position), FALSE);
      g_autofree char *shown = quoted (kept != NULL ? kept : "?");

      g_string_append (text, shown);
    }
  else if (flags & BRG_CALL_FLAGS_SKIPPED || !BRG_CALL_IS_VALID (call))
    g_string_append (text, "\u2014");
  else
    {
      g_autofree char *display = brg_call_to_display (call);

      g_string_append (text, display);
    }
  /* An insufficient bid the opponents accepted (PBN §3.9). */
  if (flags & BRG_CALL_FLAGS_INSUFFICIENT)
    g_string_append_c (text, '*');
  append_annotation (text, brg_auction_get_annotation (auction, position), BRG_SECTION_AUCTION);
  return g_string_free (text, FALSE);
}

static void
append_note (GString       *out,
             const BrgNote *note)
{
  g_autofree char *text = note_text (note);

  g_string_append_printf (out, "  (%u) %s\n", note->index, text);
  append_comments (out, note->comments, "      ");
}

/* A section the model could not hold is kept as its text: shown so. */
static void
append_kept_section (GString      *out,
                     const char   *title,
                     const BrgTag *tag)
{
  if (tag == NULL || tag->section == NULL || tag->section->len == 0)
    return;
  g_string_append_printf (out, "\n%s\n", title);
  for (guint i = 0; i < tag->section->len; i++)
    g_string_append_printf (out, "  %s\n", (char *) g_ptr_array_index (tag->section, i));
}

static void
append_auction (GString  *out,
                BrgBoard *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  const BrgTag *tag = brg_board_lookup_tag (board, "Auction");
  g_autoptr(GPtrArray) cells = NULL;
  g_autoptr(GString) remarks = NULL;
  guint n, column, width = 7;

  if (auction == NULL)
    {
      /* Translators: a heading: the calls of the board */
      append_kept_section (out, _("Auction"), tag);
      return;
    }

  /* Translators: a heading: the calls of the board */
  g_string_append_printf (out, "\n%s\n", _("Auction"));
  append_comments (out, tag != NULL ? tag->comments : NULL, "  ");

  n = brg_auction_get_n_calls (auction);
  cells = g_ptr_array_new_with_free_func (g_free);
  remarks = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);
      char *text = call_text (auction, i);
      guint skip = (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_UNKNOWN) ? 1 : 0;

      width = MAX (width, width_of (text) + 2);
      g_ptr_array_add (cells, text);
      if (has_remarks (annotation, skip))
        {
          g_string_append_printf (remarks, "  %s:\n", text);
          append_comments_from (remarks, annotation->comments, skip, "    ");
        }
    }
  if (!brg_auction_is_complete (auction) && brg_auction_get_end_mark (auction) == BRG_END_MARK_NONE)
    g_ptr_array_add (cells, g_strdup ("?"));
  for (guint i = 0; i < 4; i++)
    width = MAX (width, width_of (brg_seat_to_display (auction_columns[i])) + 2);

  g_string_append (out, "  ");
  for (guint i = 0; i < 4; i++)
    append_padded (out, brg_seat_to_display (auction_columns[i]), i < 3 ? width : 0);
  g_string_append (out, "\n  ");

  column = (brg_auction_get_dealer (auction) + 1) % 4;
  append_padded (out, "", column * width);
  for (guint i = 0; i < cells->len; i++)
    {
      if (column == 4)
        {
          g_string_append (out, "\n  ");
          column = 0;
        }
      append_padded (out, g_ptr_array_index (cells, i), column < 3 ? width : 0);
      column++;
    }
  end_line (out);

  for (guint i = 0; i < brg_auction_get_n_notes (auction); i++)
    append_note (out, brg_auction_get_nth_note (auction, i));
  g_string_append_len (out, remarks->str, (gssize) remarks->len);
}

static char *
card_text (BrgCard              card,
           const BrgAnnotation *annotation)
{
  const char *kept = card == BRG_CARD_UNKNOWN ? kept_text (annotation, TRUE) : NULL;

  if (kept != NULL)
    return quoted (kept);
  if (!BRG_CARD_IS_VALID (card))
    return g_strdup ("\u2014");
  return brg_card_to_display (card);
}

static void
append_play (GString  *out,
             BrgBoard *board)
{
  BrgPlay *play = brg_board_get_play (board);
  const BrgTag *tag = brg_board_lookup_tag (board, "Play");
  g_autoptr(GString) remarks = NULL;
  guint n_tricks;
  int claim;

  if (play == NULL)
    {
      /* Translators: a heading: the cards played, trick by trick (a noun) */
      append_kept_section (out, _("Play"), tag);
      return;
    }

  n_tricks = brg_play_get_n_tricks (play);
  claim = brg_play_get_claim (play);
  if (n_tricks == 0 && claim < 0)
    return;

  /* Translators: a heading: the cards played, trick by trick (a noun) */
  g_string_append_printf (out, "\n%s\n", _("Play"));
  append_comments (out, tag != NULL ? tag->comments : NULL, "  ");

  /* Each trick from its leader round the table, then who won it. */
  remarks = g_string_new (NULL);
  for (guint trick = 0; trick < n_tricks; trick++)
    {
      BrgSeat leader = brg_play_get_trick_leader (play, trick);
      BrgSeat winner = brg_play_get_trick_winner (play, trick);

      if (!BRG_SEAT_IS_VALID (leader))
        continue;
      g_string_append_printf (out, "  %2u.", trick + 1);
      for (guint k = 0; k < 4; k++)
        {
          BrgSeat seat = brg_seat_rotate (leader, (int) k);
          BrgCard card = brg_play_get_trick_card (play, trick, seat);
          /* Cards are kept in play order, four a trick. */
          guint index = trick * 4 + k;
          const BrgAnnotation *annotation =
            index < brg_play_get_n_cards (play) && brg_play_get_card_seat (play, index) == seat
              ? brg_play_get_annotation (play, index) : NULL;
          g_autofree char *text = NULL;
          GString *cell;
          guint skip;

          if (card == BRG_CARD_NONE)
            break;
          text = card_text (card, annotation);
          skip = card == BRG_CARD_UNKNOWN && kept_text (annotation, TRUE) != NULL ? 1 : 0;
          cell = g_string_new (NULL);
          g_string_append_printf (cell, "%s %s", brg_seat_to_display_short (seat), text);
          append_annotation (cell, annotation, BRG_SECTION_PLAY);
          g_string_append (out, "  ");
          append_padded (out, cell->str, 9);
          if (has_remarks (annotation, skip))
            {
              g_string_append_printf (remarks, "  %u. %s:\n", trick + 1, cell->str);
              append_comments_from (remarks, annotation->comments, skip, "    ");
            }
          g_string_free (cell, TRUE);
        }
      if (BRG_SEAT_IS_VALID (winner))
        g_string_append_printf (out, "  \u2192 %s", brg_seat_to_display (winner));
      end_line (out);
    }
  if (claim >= 0)
    {
      g_string_append (out, "  ");
      /* Translators: declarer's claim of the tricks not yet played */
      g_string_append_printf (out, ngettext ("Declarer claims %d of the remaining tricks",
                                             "Declarer claims %d of the remaining tricks", claim),
                              claim);
      g_string_append_c (out, '\n');
    }

  for (guint i = 0; i < brg_play_get_n_notes (play); i++)
    append_note (out, brg_play_get_nth_note (play, i));
  g_string_append_len (out, remarks->str, (gssize) remarks->len);
}

static void
append_dd_row (GString          *out,
               const char       *label,
               const BrgDdTable *table,
               BrgSeat           seat)
{
  static const BrgStrain strains[5] = {
    BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS,
    BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
  };

  g_string_append (out, "  ");
  append_padded (out, label, 10);
  for (guint s = 0; s < 5; s++)
    {
      guint8 tricks = table->tricks[strains[s]][seat];

      if (tricks == BRG_DD_UNKNOWN)
        g_string_append (out, "   -");
      else
        g_string_append_printf (out, " %3u", tricks);
    }
  g_string_append_c (out, '\n');
}

/* The double-dummy grid (tricks by declarer and strain, one row a side
 * when partners agree), the makeable contracts and the par, when the
 * board carries them. */
static void
append_double_dummy (GString  *out,
                     BrgBoard *board)
{
  BrgDdTable table;
  BrgPar par;
  gboolean has_table = brg_board_get_dd_table (board, &table);
  gboolean has_par = brg_board_get_par (board, &par);

  if (!has_table && !has_par)
    return;

  g_string_append_c (out, '\n');
  if (has_table)
    {
      g_autofree char *makeable = brg_dd_table_dup_makeable (&table);

      static const BrgStrain strains[5] = {
        BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS,
        BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
      };

      /* Translators: the heading of the table of tricks each declarer takes when all hands are
       * seen */
      append_padded (out, _("Double dummy"), 12);
      for (guint s = 0; s < 5; s++)
        {
          const char *symbol = brg_strain_to_symbol (strains[s]);

          /* Right-aligned in four columns, counting characters. */
          for (guint n = width_of (symbol); n < 4; n++)
            g_string_append_c (out, ' ');
          g_string_append (out, symbol);
        }
      g_string_append_c (out, '\n');
      for (BrgSide side = BRG_SIDE_NS; side <= BRG_SIDE_EW; side++)
        {
          BrgSeat first = side == BRG_SIDE_NS ? BRG_SEAT_NORTH : BRG_SEAT_EAST;

          if (brg_dd_table_partners_agree (&table, side))
            /* Translators: the sides, in your seat letters (French N-S and E-O) */
            append_dd_row (out, side == BRG_SIDE_NS ? _("N-S") : _("E-W"), &table, first);
          else
            {
              append_dd_row (out, brg_seat_to_display (first), &table, first);
              append_dd_row (out, brg_seat_to_display (first + 2), &table, first + 2);
            }
        }
      if (brg_dd_table_is_complete (&table))
        /* Translators: the contracts that make at double dummy, such as "NS 3NT 4♠" */
        g_string_append_printf (out, _("Makes: %s\n"), makeable);
    }
  if (has_par)
    {
      g_autofree char *text = brg_par_dup_display (&par);

      /* Translators: par: the score of the best contract both sides reach at double dummy */
      g_string_append_printf (out, _("Par: %s\n"), text);
    }
}

/**
 * brg_text_write_board_full:
 * @board: a board
 * @index: the board's 1-based place in its event, which names a board
 *   without a Board tag
 * @flags: what to show
 *
 * Writes @board as plain text for a terminal (UTF-8, LF): the board's
 * title (brg_board_dup_title()) and facts (dealer, vulnerability, event,
 * date, contract, tricks and score), the commentary before the first tag,
 * a hand diagram, the commentary after the tags, the auction in a W N E S
 * grid with its notes and commentary, and the play trick by trick with
 * the winner of each, its notes and commentary. Annotations follow their
 * call or card: the suffix, the note as "(1)", the NAGs as `$n`.
 *
 * Commentary is read as its author meant it (#BrgCommentary): paragraphs
 * wrapped to the terminal, single line breaks inside a paragraph soft,
 * the author's hard breaks and diagrams kept, BridgeComposer's markup
 * dropped (plain text). A token the reader kept because it could not be
 * read is shown quoted, an unknown call or card as its text.
 *
 * The hands the board's Hidden tag names (PBN §4.1.6, a quiz) are shown
 * as hidden, unless @flags has %BRG_TEXT_OUTPUT_REVEAL.
 *
 * Returns: (transfer full): the text
 */
char *
brg_text_write_board_full (BrgBoard           *board,
                           guint               index,
                           BrgTextOutputFlags  flags)
{
  g_autoptr(GString) leading = g_string_new (NULL);
  GString *out;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  out = g_string_sized_new (2048);
  append_facts (out, board, index);

  for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
    {
      g_autoptr(GString) piece = g_string_new (NULL);

      if (!append_comment (piece, brg_board_get_leading_comment (board, i), ""))
        continue;
      g_string_append_c (leading, '\n');
      g_string_append_len (leading, piece->str, (gssize) piece->len);
    }
  g_string_append_len (out, leading->str, (gssize) leading->len);

  g_string_append_c (out, '\n');
  append_diagram (out, board, hidden_seats (board, flags));
  append_double_dummy (out, board);

  /* Commentary after the tags, in file order, but the sections' own. */
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);
      g_autoptr(GString) piece = g_string_new (NULL);

      if (strcmp (tag->name, "Auction") == 0 || strcmp (tag->name, "Play") == 0)
        continue;
      append_comments (piece, tag->comments, "");
      if (piece->len > 0)
        {
          g_string_append_c (out, '\n');
          g_string_append_len (out, piece->str, (gssize) piece->len);
        }
    }

  append_auction (out, board);
  append_play (out, board);

  return g_string_free (out, FALSE);
}

/**
 * brg_text_write_board:
 * @board: a board
 * @index: the board's 1-based place in its event
 *
 * brg_text_write_board_full() with hidden hands hidden.
 *
 * Returns: (transfer full): the text
 */
char *
brg_text_write_board (BrgBoard *board,
                      guint     index)
{
  return brg_text_write_board_full (board, index, BRG_TEXT_OUTPUT_NONE);
}
