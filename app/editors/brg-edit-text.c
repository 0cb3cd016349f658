/* brg-edit-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text the user types into commentary and notes. What is stored is PBN's:
 * `\S \H \D \C` for the suits (PBN §3.8), made by the core's
 * brg_comment_text_from_input() from ♠ or `!s`. What is edited shows the
 * symbols, in the deck's colours: `\S` becomes ♠ as it is typed, `!s` once
 * the next character shows it is not a word (`Wow!Such` stays), and
 * Control+1 to 4 type ♠ ♥ ♦ ♣. The `[%reveal …]` mark is not edited as
 * text: the editors have a choice for it, and the core keeps it when the
 * text changes.
 */

#include "config.h"

#include <string.h>

#include "brg-edit-text-private.h"

static const char *symbols[4] = { "\u2663", "\u2666", "\u2665", "\u2660" };   /* by BrgSuit */

static int
suit_of_letter (char letter)
{
  switch (g_ascii_toupper (letter))
    {
    case 'C': return BRG_SUIT_CLUBS;
    case 'D': return BRG_SUIT_DIAMONDS;
    case 'H': return BRG_SUIT_HEARTS;
    case 'S': return BRG_SUIT_SPADES;
    default: return -1;
    }
}

static int
suit_of_symbol (gunichar c)
{
  switch (c)
    {
    case 0x2660: case 0x2664: return BRG_SUIT_SPADES;
    case 0x2665: case 0x2661: return BRG_SUIT_HEARTS;
    case 0x2666: case 0x2662: return BRG_SUIT_DIAMONDS;
    case 0x2663: case 0x2667: return BRG_SUIT_CLUBS;
    default: return -1;
    }
}

/* Stored commentary as it is edited: the symbols for `\S`, without the
 * reveal mark. */
char *
_brg_edit_text_from_stored (const char *stored)
{
  g_autofree char *unmarked = NULL;
  GString *out;

  g_return_val_if_fail (stored != NULL, NULL);

  unmarked = brg_comment_text_set_reveal (stored, BRG_REVEAL_ALWAYS);
  out = g_string_sized_new (strlen (unmarked));
  for (const char *p = unmarked; *p != '\0'; p++)
    {
      int suit = p[0] == '\\' ? suit_of_letter (p[1]) : -1;

      if (suit >= 0 && g_ascii_isupper (p[1]))
        {
          g_string_append (out, symbols[suit]);
          p++;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* Typed text as it is stored (PBN §3.8). */
char *
_brg_edit_text_to_stored (const char *typed)
{
  g_return_val_if_fail (typed != NULL, NULL);

  return brg_comment_text_from_input (typed);
}

/* The colours of the suit symbols in @text, for an entry. */
PangoAttrList *
_brg_edit_text_attributes (const char     *text,
                           BrgMarkupFlags  flags)
{
  PangoAttrList *list = pango_attr_list_new ();

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      int suit = suit_of_symbol (g_utf8_get_char (p));
      const char *color = suit >= 0 ? _brg_markup_suit_color (suit, flags) : NULL;
      PangoAttribute *attribute;
      PangoColor parsed;

      if (color == NULL || !pango_color_parse (&parsed, color))
        continue;
      attribute = pango_attr_foreground_new (parsed.red, parsed.green, parsed.blue);
      attribute->start_index = p - text;
      attribute->end_index = g_utf8_next_char (p) - text;
      pango_attr_list_insert (list, attribute);
    }
  return list;
}

/* Puts the suit symbols of @buffer in their colours. */
void
_brg_edit_text_color_buffer (GtkTextBuffer  *buffer,
                             BrgMarkupFlags  flags)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (buffer);
  GtkTextTag *tags[4];
  GtkTextIter iter, start, end;

  for (int suit = 0; suit < 4; suit++)
    {
      g_autofree char *name = g_strdup_printf ("brg-suit-%d", suit);
      const char *color = _brg_markup_suit_color (suit, flags);

      tags[suit] = gtk_text_tag_table_lookup (table, name);
      if (tags[suit] == NULL)
        tags[suit] = gtk_text_buffer_create_tag (buffer, name, NULL);
      /* Black suits take the text's own colour. */
      if (color != NULL)
        g_object_set (tags[suit], "foreground", color, NULL);
      else
        g_object_set (tags[suit], "foreground-set", FALSE, NULL);
    }

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  for (int suit = 0; suit < 4; suit++)
    gtk_text_buffer_remove_tag (buffer, tags[suit], &start, &end);

  for (iter = start; !gtk_text_iter_is_end (&iter); gtk_text_iter_forward_char (&iter))
    {
      int suit = suit_of_symbol (gtk_text_iter_get_char (&iter));
      GtkTextIter next = iter;

      if (suit < 0)
        continue;
      gtk_text_iter_forward_char (&next);
      gtk_text_buffer_apply_tag (buffer, tags[suit], &iter, &next);
    }
}

/* Replaces the typed suit shortcuts of @buffer by the symbols: `\S` at
 * once, `!s` once the character after it is not a lower-case letter, or at
 * the end with @all (when the user leaves the field).
 *
 * Returns: %TRUE if the text changed
 */
gboolean
_brg_edit_text_expand_buffer (GtkTextBuffer *buffer,
                              gboolean       all)
{
  gboolean changed = FALSE;
  GtkTextIter iter;

  gtk_text_buffer_get_start_iter (buffer, &iter);
  while (!gtk_text_iter_is_end (&iter))
    {
      gunichar c = gtk_text_iter_get_char (&iter);
      GtkTextIter letter = iter, after;
      gunichar next, following;
      int suit;

      if (c != '\\' && c != '!')
        {
          gtk_text_iter_forward_char (&iter);
          continue;
        }
      gtk_text_iter_forward_char (&letter);
      next = gtk_text_iter_get_char (&letter);
      suit = next < 128 ? suit_of_letter ((char) next) : -1;
      after = letter;
      gtk_text_iter_forward_char (&after);
      following = gtk_text_iter_get_char (&after);

      if (suit < 0 || (c == '\\' && !g_unichar_isupper (next))
          || (c == '!' && (gtk_text_iter_is_end (&after) ? !all
                                                         : g_unichar_islower (following))))
        {
          gtk_text_iter_forward_char (&iter);
          continue;
        }

      {
        GtkTextMark *mark = gtk_text_buffer_create_mark (buffer, NULL, &iter, TRUE);

        gtk_text_buffer_delete (buffer, &iter, &after);
        gtk_text_buffer_insert (buffer, &iter, symbols[suit], -1);
        gtk_text_buffer_get_iter_at_mark (buffer, &iter, mark);
        gtk_text_buffer_delete_mark (buffer, mark);
        gtk_text_iter_forward_char (&iter);
        changed = TRUE;
      }
    }
  return changed;
}

static gboolean
insert_suit_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  const char *symbol = symbols[GPOINTER_TO_INT (user_data)];

  if (GTK_IS_TEXT_VIEW (widget))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));

      gtk_text_buffer_delete_selection (buffer, TRUE, gtk_text_view_get_editable (GTK_TEXT_VIEW (widget)));
      gtk_text_buffer_insert_at_cursor (buffer, symbol, -1);
    }
  else if (GTK_IS_EDITABLE (widget))
    {
      int position;

      gtk_editable_delete_selection (GTK_EDITABLE (widget));
      position = gtk_editable_get_position (GTK_EDITABLE (widget));
      gtk_editable_insert_text (GTK_EDITABLE (widget), symbol, -1, &position);
      gtk_editable_set_position (GTK_EDITABLE (widget), position);
    }
  return TRUE;
}

/* Control+1 to 4 type ♠ ♥ ♦ ♣ in @text_view (a GtkTextView or an
 * editable), in the order hands are written. */
void
_brg_edit_text_add_suit_keys (GtkWidget *text_view)
{
  static const struct { const char *trigger; BrgSuit suit; } keys[] = {
    { "<Control>1", BRG_SUIT_SPADES },
    { "<Control>2", BRG_SUIT_HEARTS },
    { "<Control>3", BRG_SUIT_DIAMONDS },
    { "<Control>4", BRG_SUIT_CLUBS },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                        gtk_callback_action_new (insert_suit_cb,
                                                 GINT_TO_POINTER (keys[i].suit), NULL)));
  gtk_widget_add_controller (text_view, controller);
}

/* What the bidding box's and the play box's entries do once a typed call or
 * card is tried: marked wrong with a bell, or emptied for the next one. */
gboolean
_brg_edit_text_entry_done (GtkWidget *entry,
                           gboolean   accepted)
{
  if (!accepted)
    {
      gtk_widget_add_css_class (entry, "error");
      gtk_widget_error_bell (entry);
      return FALSE;
    }
  gtk_widget_remove_css_class (entry, "error");
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  return TRUE;
}
