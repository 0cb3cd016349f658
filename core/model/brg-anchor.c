/* brg-anchor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where commentary stands on a board, how typed text becomes PBN
 * commentary, and the `[%reveal …]` marks that keep a quiz's answer hidden.
 *
 * The marks follow the PGN supplement's command syntax (`[%name operand]`
 * inside a comment), which other programs pass through and hide: a comment
 * holding `[%reveal auction]` is shown only once the whole auction is, one
 * holding `[%reveal play]` once the whole play is. A note, whose text is a
 * tag value and not a comment, carries the mark in a comment after its
 * `Note` tag (PBN §3.8 lets a comment follow any tag).
 */

#include "config.h"

#include <string.h>

#include "brg-anchor.h"
#include "brg-commentary.h"

/**
 * brg_anchor_make:
 * @kind: the kind of place
 * @position: the call or card, for %BRG_ANCHOR_CALL and %BRG_ANCHOR_CARD
 *
 * Returns: the anchor
 */
BrgAnchor
brg_anchor_make (BrgAnchorKind kind,
                 guint         position)
{
  BrgAnchor anchor = { kind, 0 };

  if (kind == BRG_ANCHOR_CALL || kind == BRG_ANCHOR_CARD)
    anchor.position = position;
  return anchor;
}

/**
 * brg_anchor_before_call:
 * @position: a call
 *
 * PBN keeps commentary after the token it follows (PBN §3.8): commentary
 * before the first call follows the `Auction` tag, before any other call
 * it follows the call before.
 *
 * Returns: the anchor of commentary shown before the call at @position
 */
BrgAnchor
brg_anchor_before_call (guint position)
{
  return position == 0 ? brg_anchor_make (BRG_ANCHOR_AUCTION, 0)
                       : brg_anchor_make (BRG_ANCHOR_CALL, position - 1);
}

/**
 * brg_anchor_before_card:
 * @position: a card
 *
 * Returns: the anchor of commentary shown before the card at @position:
 *   after the `Play` tag for the first card, else after the card before
 */
BrgAnchor
brg_anchor_before_card (guint position)
{
  return position == 0 ? brg_anchor_make (BRG_ANCHOR_PLAY, 0)
                       : brg_anchor_make (BRG_ANCHOR_CARD, position - 1);
}

/**
 * brg_anchor_equal:
 * @a: an anchor
 * @b: another anchor
 *
 * Returns: %TRUE if @a and @b are the same place
 */
gboolean
brg_anchor_equal (const BrgAnchor *a,
                  const BrgAnchor *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->kind == b->kind && a->position == b->position;
}

/**
 * brg_anchor_to_key:
 * @anchor: an anchor
 *
 * Returns: (transfer full): a short text naming @anchor, such as `call:3`,
 *   for merge keys and messages that are not shown to users
 */
char *
brg_anchor_to_key (const BrgAnchor *anchor)
{
  g_return_val_if_fail (anchor != NULL, NULL);

  switch (anchor->kind)
    {
    case BRG_ANCHOR_BOARD:
      return g_strdup ("board");
    case BRG_ANCHOR_AUCTION:
      return g_strdup ("auction");
    case BRG_ANCHOR_CALL:
      return g_strdup_printf ("call:%u", anchor->position);
    case BRG_ANCHOR_PLAY:
      return g_strdup ("play");
    case BRG_ANCHOR_CARD:
      return g_strdup_printf ("card:%u", anchor->position);
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The suit of a symbol as typed or pasted: ♠ ♥ ♦ ♣ and their outlines. */
static int
suit_of_symbol (gunichar c)
{
  switch (c)
    {
    case 0x2660: case 0x2664:
      return 'S';
    case 0x2665: case 0x2661:
      return 'H';
    case 0x2666: case 0x2662:
      return 'D';
    case 0x2663: case 0x2667:
      return 'C';
    default:
      return 0;
    }
}

/**
 * brg_comment_text_from_input:
 * @text: commentary as the user typed it (UTF-8)
 *
 * Converts typed text to commentary as PBN writes it (PBN §3.8): suit
 * symbols (♠ ♥ ♦ ♣, also the outlined ones) and the shortcuts `!s` `!h`
 * `!d` `!c` (either case) become `\S` `\H` `\D` `\C`. A shortcut followed
 * by a lower-case letter is a word (`Wow!Such`) and stays. Line breaks,
 * and so paragraphs, are kept.
 *
 * Returns: (transfer full): the commentary
 */
char *
brg_comment_text_from_input (const char *text)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      int suit = suit_of_symbol (c);

      if (suit == 0 && p[0] == '!' && p[1] != '\0' && strchr ("shdcSHDC", p[1]) != NULL
          && !g_ascii_islower (p[2]))
        {
          suit = g_ascii_toupper (p[1]);
          p++;
        }

      if (suit != 0)
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char) suit);
        }
      else
        g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

/* Finds the next `[%reveal …]` command at or after @from: its start and
 * end (after the `]`) and what it says. */
static gboolean
find_reveal (const char  *from,
             const char **start,
             const char **end,
             BrgReveal   *reveal)
{
  static const char prefix[] = "[%" BRG_REVEAL_COMMAND " ";

  for (const char *p = strstr (from, prefix); p != NULL; p = strstr (p + 1, prefix))
    {
      const char *operand = p + strlen (prefix);
      const char *close = strchr (operand, ']');
      g_autofree char *word = NULL;

      if (close == NULL)
        return FALSE;
      word = g_strstrip (g_strndup (operand, (gsize) (close - operand)));
      *start = p;
      *end = close + 1;
      if (strcmp (word, "auction") == 0)
        *reveal = BRG_REVEAL_AFTER_AUCTION;
      else if (strcmp (word, "play") == 0)
        *reveal = BRG_REVEAL_AFTER_PLAY;
      else
        *reveal = BRG_REVEAL_ALWAYS;
      return TRUE;
    }
  return FALSE;
}

/**
 * brg_comment_text_get_reveal:
 * @text: the text of a comment
 *
 * Reads the `[%reveal auction]` or `[%reveal play]` command in @text. Of
 * several, the one that reveals last counts; an operand other than
 * `auction` or `play` is ignored.
 *
 * Returns: when the comment may be shown
 */
BrgReveal
brg_comment_text_get_reveal (const char *text)
{
  BrgReveal result = BRG_REVEAL_ALWAYS;
  const char *start, *end;
  BrgReveal reveal;

  g_return_val_if_fail (text != NULL, BRG_REVEAL_ALWAYS);

  for (const char *p = text; find_reveal (p, &start, &end, &reveal); p = end)
    result = MAX (result, reveal);
  return result;
}

/**
 * brg_comment_text_set_reveal:
 * @text: the text of a comment
 * @reveal: when the comment may be shown
 *
 * Removes every `[%reveal …]` command from @text and, unless @reveal is
 * %BRG_REVEAL_ALWAYS, puts the one for @reveal in front.
 *
 * Returns: (transfer full): the new text
 */
char *
brg_comment_text_set_reveal (const char *text,
                           BrgReveal   reveal)
{
  GString *out;
  const char *p = text;
  const char *start, *end;
  BrgReveal found;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (reveal <= BRG_REVEAL_AFTER_PLAY, NULL);

  out = g_string_new (NULL);
  if (reveal != BRG_REVEAL_ALWAYS)
    g_string_append_printf (out, "[%%" BRG_REVEAL_COMMAND " %s]",
                            reveal == BRG_REVEAL_AFTER_AUCTION ? "auction" : "play");

  while (find_reveal (p, &start, &end, &found))
    {
      g_string_append_len (out, p, start - p);
      /* The space that separated the command from the text goes with it. */
      p = *end == ' ' ? end + 1 : end;
    }
  if (reveal != BRG_REVEAL_ALWAYS && *p != '\0')
    g_string_append_c (out, ' ');
  g_string_append (out, p);

  return g_string_free (out, FALSE);
}

/**
 * brg_comment_get_reveal:
 * @comment: a comment
 *
 * Returns: when @comment may be shown, from its `[%reveal …]` command; a
 *   `%` escape line or a kept token (brg_comment_is_commentary()) is never
 *   a comment a reader sees, and always counts as shown
 */
BrgReveal
brg_comment_get_reveal (const BrgComment *comment)
{
  g_return_val_if_fail (comment != NULL, BRG_REVEAL_ALWAYS);

  if (!brg_comment_is_commentary (comment))
    return BRG_REVEAL_ALWAYS;
  return brg_comment_text_get_reveal (comment->text);
}

/**
 * brg_note_get_reveal:
 * @note: a note
 *
 * Returns: when @note may be shown, from the `[%reveal …]` command in a
 *   comment after its `Note` tag
 */
BrgReveal
brg_note_get_reveal (const BrgNote *note)
{
  BrgReveal result = BRG_REVEAL_ALWAYS;

  g_return_val_if_fail (note != NULL, BRG_REVEAL_ALWAYS);

  for (guint i = 0; note->comments != NULL && i < note->comments->len; i++)
    result = MAX (result, brg_comment_get_reveal (g_ptr_array_index (note->comments, i)));
  return result;
}

/**
 * brg_note_set_reveal:
 * @note: a note
 * @reveal: when the note may be shown
 *
 * Removes the `[%reveal …]` commands from the note's comments (a comment
 * left empty goes) and, unless @reveal is %BRG_REVEAL_ALWAYS, adds a brace
 * comment with the command for @reveal.
 */
void
brg_note_set_reveal (BrgNote   *note,
                     BrgReveal  reveal)
{
  g_return_if_fail (note != NULL);
  g_return_if_fail (reveal <= BRG_REVEAL_AFTER_PLAY);

  for (guint i = note->comments != NULL ? note->comments->len : 0; i > 0; i--)
    {
      BrgComment *comment = g_ptr_array_index (note->comments, i - 1);
      g_autofree char *text = NULL;

      if (!brg_comment_is_commentary (comment)
          || brg_comment_text_get_reveal (comment->text) == BRG_REVEAL_ALWAYS)
        continue;
      text = brg_comment_text_set_reveal (comment->text, BRG_REVEAL_ALWAYS);
      if (text[strspn (text, " \t\r\n")] == '\0')
        g_ptr_array_remove_index (note->comments, i - 1);
      else
        {
          g_free (comment->text);
          comment->text = g_steal_pointer (&text);
        }
    }

  if (reveal == BRG_REVEAL_ALWAYS)
    {
      if (note->comments != NULL && note->comments->len == 0)
        g_clear_pointer (&note->comments, g_ptr_array_unref);
      return;
    }

  if (note->comments == NULL)
    note->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (note->comments,
                   brg_comment_new (BRG_COMMENT_BRACE,
                                    reveal == BRG_REVEAL_AFTER_AUCTION
                                      ? "[%" BRG_REVEAL_COMMAND " auction]"
                                      : "[%" BRG_REVEAL_COMMAND " play]"));
}

/**
 * brg_board_has_anchor:
 * @board: a board
 * @anchor: a place
 *
 * Returns: %TRUE if @board has that place: always before the board; after
 *   the `Auction` tag and after a call only with an auction holding that
 *   call, and the same for the play
 */
gboolean
brg_board_has_anchor (BrgBoard        *board,
                      const BrgAnchor *anchor)
{
  BrgAuction *auction;
  BrgPlay *play;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (anchor != NULL, FALSE);

  auction = brg_board_get_auction (board);
  play = brg_board_get_play (board);
  switch (anchor->kind)
    {
    case BRG_ANCHOR_BOARD:
      return TRUE;
    case BRG_ANCHOR_AUCTION:
      return auction != NULL;
    case BRG_ANCHOR_CALL:
      return auction != NULL && anchor->position < brg_auction_get_n_calls (auction);
    case BRG_ANCHOR_PLAY:
      return play != NULL;
    case BRG_ANCHOR_CARD:
      return play != NULL && anchor->position < brg_play_get_n_cards (play);
    default:
      g_return_val_if_reached (FALSE);
    }
}

static void
append_copies (GPtrArray *out,
               GPtrArray *comments)
{
  for (guint i = 0; comments != NULL && i < comments->len; i++)
    g_ptr_array_add (out, brg_comment_copy (g_ptr_array_index (comments, i)));
}

/**
 * brg_board_dup_comments:
 * @board: a board
 * @anchor: a place of @board
 *
 * Returns: (transfer full) (element-type BrgComment): copies of the
 *   comments at @anchor, in order; empty when there are none or @board has
 *   no such place
 */
GPtrArray *
brg_board_dup_comments (BrgBoard        *board,
                        const BrgAnchor *anchor)
{
  GPtrArray *out;
  const BrgAnnotation *annotation = NULL;
  const BrgTag *tag = NULL;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (anchor != NULL, NULL);

  out = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  if (!brg_board_has_anchor (board, anchor))
    return out;

  switch (anchor->kind)
    {
    case BRG_ANCHOR_BOARD:
      for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
        g_ptr_array_add (out, brg_comment_copy (brg_board_get_leading_comment (board, i)));
      break;
    case BRG_ANCHOR_AUCTION:
      tag = brg_board_lookup_tag (board, "Auction");
      break;
    case BRG_ANCHOR_PLAY:
      tag = brg_board_lookup_tag (board, "Play");
      break;
    case BRG_ANCHOR_CALL:
      annotation = brg_auction_get_annotation (brg_board_get_auction (board), anchor->position);
      break;
    case BRG_ANCHOR_CARD:
      annotation = brg_play_get_annotation (brg_board_get_play (board), anchor->position);
      break;
    default:
      g_assert_not_reached ();
    }

  if (tag != NULL)
    append_copies (out, tag->comments);
  if (annotation != NULL)
    append_copies (out, annotation->comments);
  return out;
}
