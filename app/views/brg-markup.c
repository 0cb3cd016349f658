/* brg-markup.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-markup-private.h"

/* The deck's colours (data/cards/generate-deck.py), and lighter ones that
 * read on the dark style. Black suits take the label's own colour. */
static const char *suit_colors[2][2][4] = {
  /* two colours: clubs, diamonds, hearts, spades */
  { { NULL, "#c8102e", "#c8102e", NULL }, { NULL, "#ff7b7b", "#ff7b7b", NULL } },
  /* four colours */
  { { "#17803a", "#1560bd", "#c8102e", NULL }, { "#57e389", "#78aeed", "#ff7b7b", NULL } },
};

BrgMarkupFlags
_brg_markup_flags_for (gboolean four_color)
{
  BrgMarkupFlags flags = four_color ? BRG_MARKUP_FOUR_COLOR : BRG_MARKUP_PLAIN;

  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    flags |= BRG_MARKUP_DARK;

  return flags;
}

const char *
_brg_markup_suit_color (BrgSuit        suit,
                        BrgMarkupFlags flags)
{
  g_return_val_if_fail (suit <= BRG_SUIT_SPADES, NULL);

  return suit_colors[(flags & BRG_MARKUP_FOUR_COLOR) != 0][(flags & BRG_MARKUP_DARK) != 0][suit];
}

static gboolean
suit_of_symbol (gunichar  c,
                BrgSuit  *suit)
{
  switch (c)
    {
    case 0x2660: /* ♠ */
    case 0x2664:
      *suit = BRG_SUIT_SPADES;
      return TRUE;
    case 0x2665: /* ♥ */
    case 0x2661:
      *suit = BRG_SUIT_HEARTS;
      return TRUE;
    case 0x2666: /* ♦ */
    case 0x2662:
      *suit = BRG_SUIT_DIAMONDS;
      return TRUE;
    case 0x2663: /* ♣ */
    case 0x2667:
      *suit = BRG_SUIT_CLUBS;
      return TRUE;
    default:
      return FALSE;
    }
}

/* Escapes @text for Pango markup and puts each suit symbol in its colour. */
char *
_brg_markup_text (const char     *text,
                  BrgMarkupFlags  flags)
{
  GString *out;
  const char *p;
  const char *run;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text) + 16);
  run = text;
  for (p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *next = g_utf8_next_char (p);
      const char *color;
      BrgSuit suit;
      g_autofree char *escaped = NULL;

      if (!suit_of_symbol (c, &suit))
        continue;

      escaped = g_markup_escape_text (run, p - run);
      g_string_append (out, escaped);
      color = _brg_markup_suit_color (suit, flags);
      if (color != NULL)
        g_string_append_printf (out, "<span foreground=\"%s\">", color);
      g_string_append_len (out, p, next - p);
      if (color != NULL)
        g_string_append (out, "</span>");
      run = next;
    }
  if (*run != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (run, -1);

      g_string_append (out, escaped);
    }

  return g_string_free (out, FALSE);
}

/* One block of commentary (BrgCommentary) as markup: each run in its
 * styles, suit symbols in their colours. */
char *
_brg_markup_block (const BrgTextBlock *block,
                   BrgMarkupFlags      flags)
{
  static const struct {
    BrgTextStyle  style;
    const char   *tag;
  } tags[] = {
    { BRG_TEXT_BOLD, "b" }, { BRG_TEXT_ITALIC, "i" }, { BRG_TEXT_UNDERLINE, "u" },
    { BRG_TEXT_STRIKETHROUGH, "s" }, { BRG_TEXT_MONOSPACE, "tt" },
    { BRG_TEXT_SUPERSCRIPT, "sup" }, { BRG_TEXT_SUBSCRIPT, "sub" },
  };
  GString *out;

  g_return_val_if_fail (block != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < block->runs->len; i++)
    {
      const BrgTextRun *run = g_ptr_array_index (block->runs, i);
      g_autofree char *text = _brg_markup_text (run->text, flags);

      for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
        if (run->style & tags[t].style)
          g_string_append_printf (out, "<%s>", tags[t].tag);
      g_string_append (out, text);
      for (guint t = G_N_ELEMENTS (tags); t > 0; t--)
        if (run->style & tags[t - 1].style)
          g_string_append_printf (out, "</%s>", tags[t - 1].tag);
    }

  return g_string_free (out, FALSE);
}

/* A short commentary text (a note, a comment in a tooltip) as one piece of
 * markup, its blocks a blank line apart. */
char *
_brg_markup_commentary (const char     *text,
                        BrgMarkupFlags  flags)
{
  g_autoptr(BrgCommentary) commentary = NULL;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  commentary = brg_commentary_new (text);
  out = g_string_new (NULL);
  for (guint i = 0; i < brg_commentary_get_n_blocks (commentary); i++)
    {
      g_autofree char *markup = _brg_markup_block (brg_commentary_get_block (commentary, i),
                                                   flags);

      if (i > 0)
        g_string_append (out, "\n\n");
      g_string_append (out, markup);
    }

  return g_string_free (out, FALSE);
}

char *
_brg_markup_call (BrgCall        call,
                  BrgMarkupFlags flags)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (BRG_CALL_IS_VALID (call), NULL);

  text = brg_call_to_display (call);
  return _brg_markup_text (text, flags);
}

char *
_brg_markup_card (BrgCard        card,
                  BrgMarkupFlags flags)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (BRG_CARD_IS_VALID (card) || card == BRG_CARD_UNKNOWN, NULL);

  text = brg_card_to_display (card);
  return _brg_markup_text (text, flags);
}

char *
_brg_markup_contract (const BrgContract *contract,
                      BrgMarkupFlags     flags)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (contract != NULL, NULL);

  text = brg_contract_to_display (contract);
  return _brg_markup_text (text, flags);
}

/* @comment as its reader sees it (BrgCommentary), as one piece of markup;
 * empty for a % escape line. */
char *
_brg_markup_comment (const BrgComment *comment,
                     BrgMarkupFlags    flags)
{
  g_return_val_if_fail (comment != NULL, NULL);

  if (!brg_comment_is_commentary (comment))
    return g_strdup ("");
  return _brg_markup_commentary (comment->text, flags);
}

/* @n with the locale's digit grouping: "10,000" (glibc's ' flag). */
char *
_brg_dup_count (guint n)
{
  return g_strdup_printf ("%'u", n);
}

/* The NAG table is the core's (brg-nag.h); these keep the window's names. */
const char *
_brg_nag_to_glyph (guint nag)
{
  return nag <= BRG_NAG_MAX ? brg_nag_get_glyph (nag) : NULL;
}

const char *
_brg_nag_to_description (guint nag)
{
  return nag <= BRG_NAG_MAX ? brg_nag_get_text (nag) : NULL;
}

/* The suffix and the NAGs of @annotation as text a reader knows: glyphs for
 * the six suffixes, "$n" for the others. @suffix_base is 0 for a call and 6
 * for a card (PBN §3.7). */
char *
_brg_annotation_dup_glyphs (const BrgAnnotation *annotation,
                            guint                suffix_base)
{
  return brg_annotation_dup_glyphs (annotation, suffix_base == 0 ? BRG_SECTION_AUCTION
                                                                 : BRG_SECTION_PLAY);
}

/* Calls and cards as a screen reader should say them: "one spade", "two
 * no trump", "ace of spades". Whole phrases, so that each language can
 * word and inflect them as it must. */
static const char *bid_speech[7][5] = {
  /* Translators: a bid, as a screen reader says it */
  { N_("one club"), N_("one diamond"), N_("one heart"), N_("one spade"), N_("one no trump") },
  { N_("two clubs"), N_("two diamonds"), N_("two hearts"), N_("two spades"), N_("two no trump") },
  { N_("three clubs"), N_("three diamonds"), N_("three hearts"), N_("three spades"),
    N_("three no trump") },
  { N_("four clubs"), N_("four diamonds"), N_("four hearts"), N_("four spades"),
    N_("four no trump") },
  { N_("five clubs"), N_("five diamonds"), N_("five hearts"), N_("five spades"),
    N_("five no trump") },
  { N_("six clubs"), N_("six diamonds"), N_("six hearts"), N_("six spades"), N_("six no trump") },
  { N_("seven clubs"), N_("seven diamonds"), N_("seven hearts"), N_("seven spades"),
    N_("seven no trump") },
};

const char *
_brg_call_to_speech (BrgCall call)
{
  g_return_val_if_fail (BRG_CALL_IS_VALID (call), NULL);

  switch (call)
    {
    /* Translators: a call, as a screen reader says it */
    case BRG_CALL_PASS: return _("pass");
    /* Translators: a call, as a screen reader says it */
    case BRG_CALL_DOUBLE: return _("double");
    /* Translators: a call, as a screen reader says it */
    case BRG_CALL_REDOUBLE: return _("redouble");
    default:
      return _(bid_speech[BRG_CALL_LEVEL (call) - 1][BRG_CALL_STRAIN (call)]);
    }
}

/* By suit (clubs to spades), then rank (two to ace). */
static const char *card_speech[4][13] = {
  /* Translators: a card, as a screen reader says it */
  { N_("two of clubs"), N_("three of clubs"), N_("four of clubs"), N_("five of clubs"),
    N_("six of clubs"), N_("seven of clubs"), N_("eight of clubs"), N_("nine of clubs"),
    N_("ten of clubs"), N_("jack of clubs"), N_("queen of clubs"), N_("king of clubs"),
    N_("ace of clubs") },
  { N_("two of diamonds"), N_("three of diamonds"), N_("four of diamonds"),
    N_("five of diamonds"), N_("six of diamonds"), N_("seven of diamonds"),
    N_("eight of diamonds"), N_("nine of diamonds"), N_("ten of diamonds"),
    N_("jack of diamonds"), N_("queen of diamonds"), N_("king of diamonds"),
    N_("ace of diamonds") },
  { N_("two of hearts"), N_("three of hearts"), N_("four of hearts"), N_("five of hearts"),
    N_("six of hearts"), N_("seven of hearts"), N_("eight of hearts"), N_("nine of hearts"),
    N_("ten of hearts"), N_("jack of hearts"), N_("queen of hearts"), N_("king of hearts"),
    N_("ace of hearts") },
  { N_("two of spades"), N_("three of spades"), N_("four of spades"), N_("five of spades"),
    N_("six of spades"), N_("seven of spades"), N_("eight of spades"), N_("nine of spades"),
    N_("ten of spades"), N_("jack of spades"), N_("queen of spades"), N_("king of spades"),
    N_("ace of spades") },
};

const char *
_brg_card_to_speech (BrgCard card)
{
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), NULL);

  return _(card_speech[BRG_CARD_SUIT (card)][BRG_CARD_RANK (card) - 2]);
}
