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

/* The HTML that commentary written with BridgeComposer carries. */
static const struct {
  const char *html;
  const char *pango;
} rich_tags[] = {
  { "b", "b" }, { "strong", "b" }, { "i", "i" }, { "em", "i" }, { "u", "u" },
};

static gboolean
read_tag (const char  *p,
          const char **end,
          gboolean    *closing,
          char        *name,
          gsize        size)
{
  const char *q = p + 1;
  gsize n = 0;

  *closing = *q == '/';
  if (*closing)
    q++;
  while (g_ascii_isalpha (*q) && n + 1 < size)
    name[n++] = g_ascii_tolower (*q++);
  name[n] = '\0';
  while (*q == ' ')
    q++;
  if (*q == '/')
    q++;
  if (n == 0 || *q != '>')
    return FALSE;

  *end = q + 1;
  return TRUE;
}

static void
append_run (GString        *out,
            const char     *start,
            const char     *end,
            BrgMarkupFlags  flags)
{
  g_autofree char *run = g_strndup (start, end - start);
  g_autofree char *markup = NULL;
  static const struct { const char *entity; const char *text; } entities[] = {
    { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" }, { "&quot;", "\"" }, { "&nbsp;", "\u00a0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (entities); i++)
    if (strstr (run, entities[i].entity) != NULL)
      {
        g_auto(GStrv) parts = g_strsplit (run, entities[i].entity, -1);

        g_free (run);
        run = g_strjoinv (entities[i].text, parts);
      }

  markup = _brg_markup_text (run, flags);
  g_string_append (out, markup);
}

/* Like _brg_markup_text(), and the bold, italic and underline tags and line
 * breaks of HTML become Pango's, always balanced; other text in angle
 * brackets stays as it is. */
char *
_brg_markup_rich_text (const char     *text,
                       BrgMarkupFlags  flags)
{
  GString *out;
  GPtrArray *open;
  const char *run;
  const char *p;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_new (NULL);
  open = g_ptr_array_new ();
  run = text;
  for (p = text; *p != '\0'; p++)
    {
      const char *end = NULL;
      gboolean closing = FALSE;
      const char *pango = NULL;
      char name[8];

      if (*p != '<' || !read_tag (p, &end, &closing, name, sizeof name))
        continue;

      for (guint i = 0; i < G_N_ELEMENTS (rich_tags); i++)
        if (g_str_equal (name, rich_tags[i].html))
          pango = rich_tags[i].pango;
      if (pango == NULL && !g_str_equal (name, "br") && !g_str_equal (name, "p"))
        continue;

      append_run (out, run, p, flags);
      run = end;

      if (g_str_equal (name, "br"))
        g_string_append_c (out, '\n');
      else if (g_str_equal (name, "p"))
        {
          if (!closing && out->len > 0)
            g_string_append (out, "\n\n");
        }
      else if (!closing)
        {
          g_string_append_printf (out, "<%s>", pango);
          g_ptr_array_add (open, (gpointer) pango);
        }
      else if (open->len > 0 && g_str_equal (g_ptr_array_index (open, open->len - 1), pango))
        {
          g_string_append_printf (out, "</%s>", pango);
          g_ptr_array_set_size (open, open->len - 1);
        }
      p = end - 1;
    }
  append_run (out, run, p, flags);

  while (open->len > 0)
    {
      g_string_append_printf (out, "</%s>", (const char *) g_ptr_array_index (open, open->len - 1));
      g_ptr_array_set_size (open, open->len - 1);
    }
  g_ptr_array_unref (open);

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

/* The display text of @comment (suit escapes as symbols, supplement
 * commands hidden) as markup. */
char *
_brg_markup_comment (const BrgComment *comment,
                     BrgMarkupFlags    flags)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (comment != NULL, NULL);

  text = brg_comment_dup_display_text (comment);
  g_strstrip (text);
  return _brg_markup_text (text, flags);
}

/* PBN §3.7: $1–$6 for calls and $7–$12 for cards are the six suffixes. */
static const char *suffix_glyphs[] = { "!", "?", "!!", "??", "!?", "?!" };

const char *
_brg_nag_to_glyph (guint nag)
{
  if (nag >= 1 && nag <= 6)
    return suffix_glyphs[nag - 1];
  if (nag >= 7 && nag <= 12)
    return suffix_glyphs[nag - 7];
  return NULL;
}

const char *
_brg_nag_to_description (guint nag)
{
  static const char *calls[] = {
    N_("Good call"), N_("Poor call"), N_("Very good call"),
    N_("Very poor call"), N_("Speculative call"), N_("Questionable call"),
  };
  static const char *cards[] = {
    N_("Good card"), N_("Poor card"), N_("Very good card"),
    N_("Very poor card"), N_("Speculative card"), N_("Questionable card"),
  };

  if (nag >= 1 && nag <= 6)
    return _(calls[nag - 1]);
  if (nag >= 7 && nag <= 12)
    return _(cards[nag - 7]);
  if (nag == 13)
    return _("Call corrected by hand");
  if (nag == 14)
    return _("Card corrected by hand");
  return NULL;
}

/* The suffix and the NAGs of @annotation as text a reader knows: glyphs for
 * the six suffixes, "$n" for the others. @suffix_base is 0 for a call and 6
 * for a card (PBN §3.7). */
char *
_brg_annotation_dup_glyphs (const BrgAnnotation *annotation,
                            guint                suffix_base)
{
  GString *out = g_string_new (NULL);

  if (annotation == NULL)
    return g_string_free (out, FALSE);

  if (annotation->suffix != BRG_SUFFIX_NONE)
    g_string_append (out, suffix_glyphs[annotation->suffix - 1]);

  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint nag = g_array_index (annotation->nags, guint8, i);
      const char *glyph = _brg_nag_to_glyph (nag);

      if (nag == 0 || (annotation->suffix != BRG_SUFFIX_NONE
                       && nag == annotation->suffix + suffix_base))
        continue;
      if (glyph != NULL)
        g_string_append (out, glyph);
      else
        g_string_append_printf (out, "%s$%u", out->len > 0 ? " " : "", nag);
    }

  return g_string_free (out, FALSE);
}
