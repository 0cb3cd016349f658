/* brg-deal-editor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-deal-editor-private.h"
#include "brg-fit-dialog.h"
#include "brg-markup-private.h"
#include "brg-rotate-dialog.h"

/**
 * BrgDealEditor:
 *
 * The deal editor: one editor of a board's deal with three ways in, the
 * hands round a palette of the 52 cards as at the table.
 *
 * - **Click**: a card clicked in the palette goes to the receiving hand
 *   (its name is pressed in), which moves to the next hand clockwise once
 *   it holds 13 cards (brg_deal_find_receiver()); a card placed shows its
 *   holder, and clicking it gives it back.
 * - **Type**: an entry for each suit of each hand takes `AKQJT98765432`,
 *   `10`, lower case and `x` for a spot card; one entry a hand takes a
 *   whole hand line, `AKJ5.Q32.T9.8742`. Each keystroke is an edit
 *   (merged into one undo step until the entry is left); text that is not
 *   a holding is marked and changes nothing.
 * - **Paste**: a PBN Deal value, an RBN H line, a `<PBN>` snippet or a LIN
 *   md value (brg_paste_read_deal()).
 *
 * Then complete at random or to fit (#BrgFitDialog), rotate
 * (brg_rotate_dialog_present()), swap two hands, clear a hand or the deal.
 * A hand may pass 13 cards while it is edited: the line at the top says
 * what is wrong until it is right. Every edit is a command of
 * brg-deal-edits.h performed on #BrgDealEditor:document, so each is
 * undone as one step; the editor shows the deal as the model has it after
 * every change, from whatever made it.
 *
 * Its commands are the widget's `deal.*` actions, so that the whole editor
 * works from the keyboard: Tab through the entries, the hands' names and
 * the palette (arrow keys within it), Alt and the underlined letter for
 * the buttons, Control+V (outside an entry) to paste a deal.
 */
struct _BrgDealEditor
{
  GtkWidget    parent_instance;

  /* Owned */
  BrgBoard    *board;
  BrgDeal     *deal;
  BrgDocument *document;

  /* Template widgets */
  GtkWidget   *scroller;
  GtkWidget   *box;
  GtkWidget   *status_icon;
  GtkWidget   *status_label;
  GtkWidget   *error_label;
  GtkWidget   *compass;
  GtkWidget   *tools;

  /* Built by the code, borrowed */
  GtkWidget   *headers[4];            /* by seat: the hand's name, pressed in to receive */
  GtkWidget   *counts[4];
  GtkWidget   *suit_entries[4][4];    /* by seat, then suit */
  GtkWidget   *hand_entries[4];
  GtkWidget   *suit_labels[4][4];     /* the suit symbols beside the entries */
  GtkWidget   *palette_suits[4];
  GtkWidget   *cards[BRG_N_CARDS];
  GtkWidget   *card_labels[BRG_N_CARDS];

  BrgSeat      receiver;
  gulong       hand_changed_id;
  gulong       deal_notify_id;
  gulong       dark_id;
  gboolean     syncing;               /* the code is setting an entry's text */
  gboolean     four_color;
};

G_DEFINE_FINAL_TYPE (BrgDealEditor, brg_deal_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_DOCUMENT,
  PROP_RECEIVER,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The suits top to bottom, as the table and the formats write them. */
static const BrgSuit suit_order[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};

/* Where each hand sits round the palette: column, row. */
static const int seat_place[4][2] = {
  [BRG_SEAT_NORTH] = { 1, 0 },
  [BRG_SEAT_EAST] = { 2, 1 },
  [BRG_SEAT_SOUTH] = { 1, 2 },
  [BRG_SEAT_WEST] = { 0, 1 },
};

static const char *
seat_possessive (BrgSeat seat)
{
  switch (seat)
    {
    /* Translators: the owner of a hand, as in "North’s spades" */
    case BRG_SEAT_NORTH: return _("North’s");
    /* Translators: the owner of a hand */
    case BRG_SEAT_EAST: return _("East’s");
    /* Translators: the owner of a hand */
    case BRG_SEAT_SOUTH: return _("South’s");
    /* Translators: the owner of a hand */
    case BRG_SEAT_WEST: return _("West’s");
    case BRG_SEAT_NONE:
    default: return "";
    }
}

/* "North’s spades", the name of a suit's entry for a screen reader. */
static char *
dup_suit_entry_name (BrgSeat seat,
                     BrgSuit suit)
{
  switch (suit)
    {
    /* Translators: %s is a seat's possessive, "North’s" */
    case BRG_SUIT_SPADES: return g_strdup_printf (_("%s spades"), seat_possessive (seat));
    /* Translators: %s is a seat's possessive, "North’s" */
    case BRG_SUIT_HEARTS: return g_strdup_printf (_("%s hearts"), seat_possessive (seat));
    /* Translators: %s is a seat's possessive, "North’s" */
    case BRG_SUIT_DIAMONDS: return g_strdup_printf (_("%s diamonds"), seat_possessive (seat));
    /* Translators: %s is a seat's possessive, "North’s" */
    case BRG_SUIT_CLUBS: return g_strdup_printf (_("%s clubs"), seat_possessive (seat));
    default: return g_strdup ("");
    }
}

static BrgMarkupFlags
markup_flags (BrgDealEditor *self)
{
  return _brg_markup_flags_for (self->four_color);
}

/* @text in @suit's colour (black suits take the text's own colour). */
static char *
dup_in_suit_colour (BrgDealEditor *self,
                    BrgSuit        suit,
                    const char    *text)
{
  const char *colour = _brg_markup_suit_color (suit, markup_flags (self));
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  if (colour == NULL)
    return g_steal_pointer (&escaped);
  return g_strdup_printf ("<span foreground=\"%s\">%s</span>", colour, escaped);
}

static char *
dup_suit_markup (BrgDealEditor *self,
                 BrgSuit        suit)
{
  return dup_in_suit_colour (self, suit, brg_suit_to_symbol (suit));
}

/* -- Performing edits -- */

static void
show_error (BrgDealEditor *self,
            const char    *message)
{
  gtk_label_set_text (GTK_LABEL (self->error_label), message != NULL ? message : "");
  gtk_widget_set_visible (self->error_label, message != NULL);
}

/* Performs @command (taken) on the document; says why not when it cannot
 * be applied. */
static gboolean
perform (BrgDealEditor *self,
         BrgCommand    *command)
{
  g_autoptr(BrgCommand) owned = command;
  g_autoptr(GError) error = NULL;

  if (self->document == NULL || self->board == NULL)
    return FALSE;

  /* Never a deal that takes a played card from the seat that played it. */
  owned = brg_edit_deal_under_play (self->board, g_steal_pointer (&owned));
  if (!brg_document_perform (self->document, self->board, owned, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  show_error (self, NULL);
  return TRUE;
}

/* -- Showing the deal -- */

/* Whether @text, as typed in @seat's @suit entry, says what the deal
 * holds: then the entry keeps it (the user's `10`, lower case, spaces). */
static gboolean
suit_text_matches (BrgDealEditor *self,
                   BrgSeat        seat,
                   BrgSuit        suit,
                   const char    *text)
{
  BrgCardSet mask = BRG_CARD_SET_SUIT (suit);
  BrgCardSet hand = brg_deal_get_hand (self->deal, seat) & mask;
  BrgCardSet spots = brg_deal_get_spots (self->deal) & hand;
  BrgHandText parsed;

  if (!brg_hand_text_parse_suit (text, suit, &parsed, NULL))
    return FALSE;
  return (parsed.cards & mask) == (hand & ~spots)
         && parsed.n_spots[suit] == brg_card_set_count (spots);
}

static gboolean
hand_text_matches (BrgDealEditor *self,
                   BrgSeat        seat,
                   const char    *text)
{
  BrgCardSet hand = brg_deal_get_hand (self->deal, seat);
  BrgCardSet spots = brg_deal_get_spots (self->deal) & hand;
  BrgHandText parsed;

  if (!brg_hand_text_parse (text, &parsed, NULL))
    return FALSE;
  for (BrgSuit suit = BRG_SUIT_CLUBS; suit <= BRG_SUIT_SPADES; suit++)
    if (parsed.n_spots[suit] != brg_card_set_count (spots & BRG_CARD_SET_SUIT (suit)))
      return FALSE;
  return parsed.cards == (hand & ~spots);
}

static void
set_entry_text (BrgDealEditor *self,
                GtkWidget     *entry,
                const char    *text)
{
  if (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), text))
    return;
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  self->syncing = FALSE;
}

static void
mark_entry (GtkWidget  *entry,
            const char *problem)
{
  if (problem != NULL)
    gtk_widget_add_css_class (entry, "error");
  else
    gtk_widget_remove_css_class (entry, "error");
  gtk_widget_set_tooltip_text (entry, problem);
}

static void
update_hand (BrgDealEditor *self,
             BrgSeat        seat)
{
  BrgCardSet hand = self->deal != NULL ? brg_deal_get_hand (self->deal, seat) : 0;
  BrgCardSet spots = self->deal != NULL ? brg_deal_get_spots (self->deal) : 0;
  gboolean known = self->deal != NULL && brg_deal_is_hand_known (self->deal, seat);
  guint n = brg_card_set_count (hand);
  g_autofree char *count = NULL;

  for (guint i = 0; i < 4; i++)
    {
      GtkWidget *entry = self->suit_entries[seat][i];
      const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

      if (self->deal == NULL)
        set_entry_text (self, entry, "");
      else if (!suit_text_matches (self, seat, suit_order[i], text)
               || (!known && text[0] != '\0'))
        {
          g_autofree char *suit = brg_hand_text_format_suit (hand, spots, suit_order[i]);

          set_entry_text (self, entry, suit);
          mark_entry (entry, NULL);
        }
    }

  {
    GtkWidget *entry = self->hand_entries[seat];
    const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

    if (self->deal == NULL || !known)
      set_entry_text (self, entry, "");
    else if (!hand_text_matches (self, seat, text))
      {
        g_autofree char *line = brg_hand_text_format (hand, spots);

        set_entry_text (self, entry, line);
        mark_entry (entry, NULL);
      }
  }

  if (self->deal == NULL || (!known && n == 0))
    /* Translators: a hand nobody has given yet */
    count = g_strdup (_("not given"));
  else
    /* Translators: a hand's number of cards, then its high-card points */
    count = g_strdup_printf (ngettext ("%u card · %u HCP", "%u cards · %u HCP", n), n,
                             brg_deal_get_hcp (self->deal, seat));
  gtk_label_set_text (GTK_LABEL (self->counts[seat]), count);
  if (n > 13)
    gtk_widget_add_css_class (self->counts[seat], "error");
  else
    gtk_widget_remove_css_class (self->counts[seat], "error");
}

static void
update_card (BrgDealEditor *self,
             BrgCard        card)
{
  BrgSeat holder = self->deal != NULL ? brg_deal_get_holder (self->deal, card) : BRG_SEAT_NONE;
  BrgSuit suit = BRG_CARD_SUIT (card);
  gboolean spot = self->deal != NULL && brg_card_set_contains (brg_deal_get_spots (self->deal),
                                                               card);
  g_autofree char *rank = dup_in_suit_colour (self, suit,
                                              brg_rank_to_display (BRG_CARD_RANK (card)));
  g_autofree char *markup = NULL;
  g_autofree char *description = NULL;

  /* The rank in its suit's colour, and under it who holds the card. */
  markup = g_strdup_printf ("<b>%s</b>\n<small>%s</small>", rank,
                            BRG_SEAT_IS_VALID (holder) ? brg_seat_to_display_short (holder)
                                                       : " ");
  gtk_label_set_markup (GTK_LABEL (self->card_labels[card]), markup);

  if (BRG_SEAT_IS_VALID (holder))
    {
      gtk_widget_add_css_class (self->cards[card], "placed");
      if (spot)
        /* Translators: where a card of the palette is: %s is a seat */
        description = g_strdup_printf (_("in %s’s hand, as a spot card"),
                                       brg_seat_to_display (holder));
      else
        /* Translators: where a card of the palette is: %s is a seat */
        description = g_strdup_printf (_("in %s’s hand"), brg_seat_to_display (holder));
    }
  else
    {
      gtk_widget_remove_css_class (self->cards[card], "placed");
      description = g_strdup (_("not dealt"));
    }
  gtk_widget_set_tooltip_text (self->cards[card], description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cards[card]),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_widget_set_sensitive (self->cards[card], self->deal != NULL);
}

/* The line above the hands: what is wrong until it is right. */
static void
update_status (BrgDealEditor *self)
{
  g_autofree char *text = NULL;
  const char *icon = NULL;

  gtk_widget_remove_css_class (self->status_label, "error");
  gtk_widget_remove_css_class (self->status_label, "success");

  if (self->deal == NULL)
    text = g_strdup ("");
  else
    switch (brg_deal_get_status (self->deal))
      {
      case BRG_DEAL_STATUS_COMPLETE:
        text = g_strdup (_("The deal is complete: four hands of 13 cards."));
        icon = "emblem-ok-symbolic";
        gtk_widget_add_css_class (self->status_label, "success");
        break;

      case BRG_DEAL_STATUS_OVERFULL:
        {
          g_autoptr(GError) error = NULL;

          brg_deal_check (self->deal, &error);
          text = g_strdup (error != NULL ? error->message : "");
          icon = "dialog-warning-symbolic";
          gtk_widget_add_css_class (self->status_label, "error");
        }
        break;

      case BRG_DEAL_STATUS_INCOMPLETE:
      default:
        {
          guint placed = 0;

          for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
            placed += brg_deal_get_n_cards (self->deal, seat);
          /* Translators: how many cards of the deal no hand holds yet */
          text = g_strdup_printf (ngettext ("%u card to deal. Click the cards, type the hands, "
                                            "paste a deal or complete it.",
                                            "%u cards to deal. Click the cards, type the hands, "
                                            "paste a deal or complete it.",
                                            BRG_N_CARDS - placed),
                                  BRG_N_CARDS - placed);
          icon = "dialog-information-symbolic";
        }
        break;
      }

  gtk_label_set_text (GTK_LABEL (self->status_label), text);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->status_icon), icon);
  gtk_widget_set_visible (self->status_icon, icon != NULL);
}

static void
update_receiver (BrgDealEditor *self)
{
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->headers[seat]),
                                  seat == self->receiver);
}

static void
update_all (BrgDealEditor *self)
{
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    update_hand (self, seat);
  for (BrgCard card = 0; card < BRG_N_CARDS; card++)
    update_card (self, card);
  update_status (self);
  update_receiver (self);

  {
    gboolean complete = self->deal == NULL
                        || brg_deal_get_status (self->deal) == BRG_DEAL_STATUS_COMPLETE;

    gtk_widget_action_set_enabled (GTK_WIDGET (self), "deal.rotate", self->board != NULL);
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "deal.complete-random", !complete);
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "deal.complete-fit", !complete);
  }
}

/* Suit colours follow the deck and the style. */
static void
update_colours (BrgDealEditor *self)
{
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *markup = dup_suit_markup (self, suit_order[i]);

      gtk_label_set_markup (GTK_LABEL (self->palette_suits[i]), markup);
      for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
        gtk_label_set_markup (GTK_LABEL (self->suit_labels[seat][i]), markup);
    }
  for (BrgCard card = 0; card < BRG_N_CARDS; card++)
    update_card (self, card);
}

static void
deal_hand_changed_cb (BrgDealEditor *self,
                      BrgSeat        seat)
{
  /* A card that moved changes two hands and its palette button. */
  update_all (self);
}

/* The board's deal is replaced (never, today) or the board changes. */
static void
set_deal (BrgDealEditor *self,
          BrgDeal       *deal)
{
  if (self->deal == deal)
    return;

  g_clear_signal_handler (&self->hand_changed_id, self->deal);
  g_set_object (&self->deal, deal);
  if (deal != NULL)
    self->hand_changed_id = g_signal_connect_object (deal, "hand-changed",
                                                     G_CALLBACK (deal_hand_changed_cb), self,
                                                     G_CONNECT_SWAPPED);
}

static void
board_deal_changed_cb (BrgDealEditor *self)
{
  set_deal (self, brg_board_get_deal (self->board));
  update_all (self);
}

/* -- Typing -- */

/* A keystroke in a suit's entry or a hand's: an edit when the text is a
 * holding, a mark on the entry when it is not. */
static void
entry_changed_cb (BrgDealEditor *self,
                  GtkEditable   *entry)
{
  BrgSeat seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "brg-seat"));
  guint suit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "brg-suit"));
  const char *text = gtk_editable_get_text (entry);
  g_autoptr(GError) error = NULL;
  BrgCommand *command;

  if (self->syncing || self->deal == NULL)
    return;

  /* A suit's entry keeps its suit one up, so that 0 is a hand's. */
  if (suit > 0)
    command = brg_edit_set_suit_text (self->deal, seat, suit - 1, text, &error);
  else
    command = brg_edit_set_hand_text (self->deal, seat, text, &error);
  if (command == NULL)
    {
      mark_entry (GTK_WIDGET (entry), error->message);
      return;
    }
  mark_entry (GTK_WIDGET (entry), NULL);
  if (!perform (self, command))
    mark_entry (GTK_WIDGET (entry), gtk_label_get_text (GTK_LABEL (self->error_label)));
}

/* Leaving an entry ends its undo step; text left marked as wrong goes
 * back to what the deal holds. */
static void
entry_leave_cb (BrgDealEditor            *self,
                GtkEventControllerFocus  *controller)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if (self->document != NULL)
    brg_history_end_merge (brg_document_get_history (self->document));
  if (gtk_widget_has_css_class (entry, "error") && self->deal != NULL)
    {
      BrgSeat seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "brg-seat"));

      mark_entry (entry, NULL);
      set_entry_text (self, entry, "");
      update_hand (self, seat);
    }
}

/* Enter goes on to the next entry, as a form does. */
static void
entry_activate_cb (BrgDealEditor *self,
                   GtkWidget     *entry)
{
  if (self->document != NULL)
    brg_history_end_merge (brg_document_get_history (self->document));
  gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (entry)), GTK_DIR_TAB_FORWARD);
}

static gboolean entry_paste_cb (GtkWidget *entry,
                                GVariant  *args,
                                gpointer   user_data);

static GtkWidget *
new_entry (BrgDealEditor *self,
           BrgSeat        seat,
           const char    *name,
           int            width_chars)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), width_chars);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), width_chars);
  /* Each keystroke is an edit of the document already. */
  gtk_editable_set_enable_undo (GTK_EDITABLE (entry), FALSE);
  gtk_entry_set_input_hints (GTK_ENTRY (entry),
                             GTK_INPUT_HINT_NO_SPELLCHECK | GTK_INPUT_HINT_UPPERCASE_CHARS);
  gtk_widget_add_css_class (entry, "monospace");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (entry), "brg-seat", GUINT_TO_POINTER (seat));

  g_signal_connect_object (focus, "leave", G_CALLBACK (entry_leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (entry, focus);
  g_signal_connect_object (entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (entry, "activate", G_CALLBACK (entry_activate_cb), self,
                           G_CONNECT_SWAPPED);
  /* Before the field's own paste, which would type a whole deal into it. */
  {
    GtkEventController *paste = gtk_shortcut_controller_new ();

    gtk_event_controller_set_propagation_phase (paste, GTK_PHASE_CAPTURE);
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (paste),
      gtk_shortcut_new (gtk_alternative_trigger_new (gtk_shortcut_trigger_parse_string ("<Control>v"),
                                                     gtk_shortcut_trigger_parse_string ("<Shift>Insert")),
                        gtk_callback_action_new (entry_paste_cb, NULL, NULL)));
    gtk_widget_add_controller (entry, paste);
  }
  return entry;
}

/* -- Clicking -- */

static void
place_card (BrgDealEditor *self,
            BrgCard        card)
{
  BrgSeat holder;

  if (self->deal == NULL)
    return;

  holder = brg_deal_get_holder (self->deal, card);
  if (BRG_SEAT_IS_VALID (holder))
    {
      /* A placed card goes back to the palette. */
      perform (self, brg_edit_place_card (self->deal, card, BRG_SEAT_NONE));
      return;
    }

  if (!BRG_SEAT_IS_VALID (self->receiver)
      || brg_deal_get_n_cards (self->deal, self->receiver) >= 13)
    brg_deal_editor_set_receiver (self, brg_deal_find_receiver (self->deal, self->receiver));
  if (!BRG_SEAT_IS_VALID (self->receiver))
    {
      show_error (self, _("Every hand holds 13 cards."));
      return;
    }
  if (perform (self, brg_edit_place_card (self->deal, card, self->receiver)))
    /* After the 13th card, the next hand that lacks cards receives. */
    brg_deal_editor_set_receiver (self, brg_deal_find_receiver (self->deal, self->receiver));
}

static void
card_clicked_cb (BrgDealEditor *self,
                 GtkButton     *button)
{
  place_card (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "brg-card")));
}

static void
header_toggled_cb (BrgDealEditor   *self,
                   GtkToggleButton *button)
{
  BrgSeat seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "brg-seat"));

  if (gtk_toggle_button_get_active (button))
    brg_deal_editor_set_receiver (self, seat);
  else if (seat == self->receiver)
    /* A grouped button cannot be untoggled by a click; keep it pressed. */
    update_receiver (self);
}

/* -- Building -- */

static GtkWidget *
build_hand (BrgDealEditor *self,
            BrgSeat        seat)
{
  GtkWidget *hand = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *hand_name = NULL;
  g_autofree char *receive_tip = NULL;

  gtk_widget_add_css_class (hand, "deal-hand");
  gtk_widget_set_valign (hand, GTK_ALIGN_CENTER);
  /* Towards the palette, as the hands sit round the table. */
  gtk_widget_set_halign (hand, seat == BRG_SEAT_WEST ? GTK_ALIGN_END
                               : seat == BRG_SEAT_EAST ? GTK_ALIGN_START : GTK_ALIGN_CENTER);

  self->headers[seat] = gtk_toggle_button_new_with_label (brg_seat_to_display (seat));
  gtk_widget_add_css_class (self->headers[seat], "flat");
  gtk_widget_add_css_class (self->headers[seat], "heading");
  /* Translators: %s is a seat */
  receive_tip = g_strdup_printf (_("Cards Clicked in the Palette Go to %s"),
                                 brg_seat_to_display (seat));
  gtk_widget_set_tooltip_text (self->headers[seat], receive_tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->headers[seat]),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, receive_tip, -1);
  g_object_set_data (G_OBJECT (self->headers[seat]), "brg-seat", GUINT_TO_POINTER (seat));
  if (seat != BRG_SEAT_NORTH)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->headers[seat]),
                                 GTK_TOGGLE_BUTTON (self->headers[BRG_SEAT_NORTH]));
  g_signal_connect_object (self->headers[seat], "toggled", G_CALLBACK (header_toggled_cb), self,
                           G_CONNECT_SWAPPED);

  self->counts[seat] = gtk_label_new (NULL);
  gtk_widget_set_hexpand (self->counts[seat], TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->counts[seat]), 1);
  gtk_widget_add_css_class (self->counts[seat], "dim-label");
  gtk_widget_add_css_class (self->counts[seat], "numeric");
  gtk_box_append (GTK_BOX (top), self->headers[seat]);
  gtk_box_append (GTK_BOX (top), self->counts[seat]);
  gtk_box_append (GTK_BOX (hand), top);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  /* North and South lie across, two suits a row, as their hands do at the
   * table; East and West a suit a row. */
  for (guint i = 0; i < 4; i++)
    {
      gboolean across = seat == BRG_SEAT_NORTH || seat == BRG_SEAT_SOUTH;
      int column = across ? (int) (i % 2) * 2 : 0;
      int row = across ? (int) (i / 2) : (int) i;
      g_autofree char *name = dup_suit_entry_name (seat, suit_order[i]);
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *entry = new_entry (self, seat, name, 14);

      gtk_widget_add_css_class (label, "suit-symbol");
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      brg_suit_to_display (suit_order[i]), -1);
      g_object_set_data (G_OBJECT (entry), "brg-suit", GUINT_TO_POINTER (suit_order[i] + 1));
      self->suit_labels[seat][i] = label;
      self->suit_entries[seat][i] = entry;
      if (column > 0)
        gtk_widget_set_margin_start (label, 6);
      gtk_grid_attach (GTK_GRID (grid), label, column, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), entry, column + 1, row, 1, 1);
    }
  gtk_box_append (GTK_BOX (hand), grid);

  /* Translators: %s is a seat's possessive, "North’s" */
  hand_name = g_strdup_printf (_("%s hand"), seat_possessive (seat));
  self->hand_entries[seat] = new_entry (self, seat, hand_name, 17);
  /* Translators: the placeholder of a hand's entry: spades.hearts.diamonds.clubs */
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->hand_entries[seat]), _("AKJ5.Q32.T9.8742"));
  gtk_widget_set_tooltip_text (self->hand_entries[seat],
                               _("The Whole Hand: Spades, Hearts, Diamonds and Clubs, With Dots "
                                 "Between"));
  gtk_box_append (GTK_BOX (hand), self->hand_entries[seat]);

  return hand;
}

static GtkWidget *
build_palette (BrgDealEditor *self)
{
  GtkWidget *palette = gtk_grid_new ();

  gtk_widget_add_css_class (palette, "deal-palette");
  gtk_widget_set_valign (palette, GTK_ALIGN_CENTER);
  gtk_grid_set_row_spacing (GTK_GRID (palette), 3);
  gtk_grid_set_column_spacing (GTK_GRID (palette), 3);
  gtk_accessible_update_property (GTK_ACCESSIBLE (palette), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The cards"), -1);

  for (guint i = 0; i < 4; i++)
    {
      BrgSuit suit = suit_order[i];

      self->palette_suits[i] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->palette_suits[i], "suit-symbol");
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->palette_suits[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, brg_suit_to_display (suit),
                                      -1);
      gtk_grid_attach (GTK_GRID (palette), self->palette_suits[i], 0, (int) i, 1, 1);

      /* The ace first, as in a hand. */
      for (BrgRank rank = BRG_RANK_ACE; rank >= BRG_RANK_TWO; rank--)
        {
          BrgCard card = BRG_CARD (suit, rank);
          GtkWidget *button = gtk_button_new ();
          GtkWidget *label = gtk_label_new (NULL);

          gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
          gtk_button_set_child (GTK_BUTTON (button), label);
          gtk_widget_add_css_class (button, "palette-card");
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _brg_card_to_speech (card), -1);
          g_object_set_data (G_OBJECT (button), "brg-card", GUINT_TO_POINTER (card));
          g_signal_connect_object (button, "clicked", G_CALLBACK (card_clicked_cb), self,
                                   G_CONNECT_SWAPPED);
          self->cards[card] = button;
          self->card_labels[card] = label;
          gtk_grid_attach (GTK_GRID (palette), button, 1 + BRG_RANK_ACE - rank, (int) i, 1, 1);
        }
    }
  return palette;
}

/* -- Actions -- */

static guint64
new_seed (void)
{
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static void
complete_random_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (widget);

  if (self->deal != NULL)
    perform (self, brg_edit_complete_deal (self->deal, NULL, new_seed ()));
}

/* The dialog asks what each hand must be like, then completes the deal
 * on the document (brg_edit_complete_deal()); an impossible wish is
 * said there and the deal stays as it is. */
static void
complete_fit_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (self->board == NULL || self->document == NULL)
    return;
  gtk_window_present (GTK_WINDOW (brg_fit_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                           : NULL,
                                                      self->board, self->document)));
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (self->board != NULL && self->document != NULL)
    brg_rotate_dialog_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->board,
                               self->document);
}

static gboolean
seat_from_letter (char     letter,
                  BrgSeat *seat)
{
  char text[2] = { letter, '\0' };

  return brg_seat_from_pbn (text, seat) && BRG_SEAT_IS_VALID (*seat);
}

static void
swap_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (widget);
  const char *seats = g_variant_get_string (parameter, NULL);
  BrgSeat a, b;

  if (self->deal == NULL || strlen (seats) != 2 || !seat_from_letter (seats[0], &a)
      || !seat_from_letter (seats[1], &b) || a == b)
    return;
  perform (self, brg_edit_swap_hands (self->deal, a, b));
}

static void
clear_hand_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (widget);
  const char *letter = g_variant_get_string (parameter, NULL);
  BrgSeat seat;

  if (self->deal == NULL || !seat_from_letter (letter[0], &seat))
    return;
  perform (self, brg_edit_clear_hand (self->deal, seat));
  brg_deal_editor_set_receiver (self, seat);
}

static void
clear_deal_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (widget);

  if (self->deal == NULL)
    return;
  perform (self, brg_edit_clear_deal (self->deal));
  brg_deal_editor_set_receiver (self, BRG_SEAT_NORTH);
}

/**
 * _brg_deal_editor_paste_text:
 * @self: a deal editor
 * @text: text pasted
 *
 * Puts the deal @text holds on the board, with its dealer when it names
 * one, as one undo step; says why not when it holds none.
 *
 * Returns: %TRUE if the deal was pasted
 */
gboolean
_brg_deal_editor_paste_text (BrgDealEditor *self,
                             const char    *text)
{
  g_autoptr(GError) error = NULL;
  BrgHands hands;
  BrgSeat dealer = BRG_SEAT_NONE;

  if (self->board == NULL)
    return FALSE;
  if (text == NULL || !brg_paste_read_deal (text, &hands, &dealer, &error))
    {
      g_autofree char *message = NULL;

      /* Translators: %s says why the text is not a deal */
      message = g_strdup_printf (_("The clipboard holds no deal: %s"),
                                 error != NULL ? error->message : _("it is empty"));
      show_error (self, message);
      return FALSE;
    }
  return perform (self, brg_edit_paste_deal (self->board, &hands, dealer));
}

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(BrgDealEditor) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  _brg_deal_editor_paste_text (self, text);
}

/* Ctrl+V in a hand's field: a deal on the clipboard is pasted as the
 * deal, anything else is typed into the field as it would be. */
static void
entry_paste_read_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GtkWidget) entry = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  GtkWidget *editor = gtk_widget_get_ancestor (entry, BRG_TYPE_DEAL_EDITOR);
  BrgHands hands;
  int position;

  if (text == NULL || editor == NULL)
    return;
  if (brg_paste_read_deal (text, &hands, NULL, NULL))
    {
      _brg_deal_editor_paste_text (BRG_DEAL_EDITOR (editor), text);
      return;
    }
  gtk_editable_delete_selection (GTK_EDITABLE (entry));
  position = gtk_editable_get_position (GTK_EDITABLE (entry));
  gtk_editable_insert_text (GTK_EDITABLE (entry), text, -1, &position);
  gtk_editable_set_position (GTK_EDITABLE (entry), position);
}

static gboolean
entry_paste_cb (GtkWidget *entry,
                GVariant  *args,
                gpointer   user_data)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (entry), NULL, entry_paste_read_cb,
                                 g_object_ref (entry));
  return TRUE;
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_read_cb,
                                 g_object_ref (widget));
}

static void
place_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  guint card = g_variant_get_uint32 (parameter);

  if (BRG_CARD_IS_VALID (card))
    place_card (BRG_DEAL_EDITOR (widget), card);
}

/* Control+Z in an entry is the window's undo: the entry's own is off. */
static gboolean
undo_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  return gtk_widget_activate_action (widget, user_data, NULL);
}

/* -- GObject -- */

static void
brg_deal_editor_dispose (GObject *object)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  set_deal (self, NULL);
  g_clear_signal_handler (&self->deal_notify_id, self->board);
  g_clear_object (&self->board);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_DEAL_EDITOR);

  G_OBJECT_CLASS (brg_deal_editor_parent_class)->dispose (object);
}

static void
brg_deal_editor_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;

    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_RECEIVER:
      g_value_set_enum (value, self->receiver);
      break;

    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, self->four_color);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_deal_editor_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BrgDealEditor *self = BRG_DEAL_EDITOR (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_deal_editor_set_board (self, g_value_get_object (value));
      break;

    case PROP_DOCUMENT:
      brg_deal_editor_set_document (self, g_value_get_object (value));
      break;

    case PROP_RECEIVER:
      brg_deal_editor_set_receiver (self, g_value_get_enum (value));
      break;

    case PROP_FOUR_COLOR:
      brg_deal_editor_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_deal_editor_class_init (BrgDealEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_deal_editor_dispose;
  object_class->get_property = brg_deal_editor_get_property;
  object_class->set_property = brg_deal_editor_set_property;

  /**
   * BrgDealEditor:board:
   *
   * The board whose deal is edited.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDealEditor:document:
   *
   * The document every edit is performed on (brg_document_perform()).
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         BRG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDealEditor:receiver:
   *
   * The hand a card clicked in the palette goes to; it moves on by itself
   * once the hand holds 13 cards.
   */
  properties[PROP_RECEIVER] =
    g_param_spec_enum ("receiver", NULL, NULL,
                       BRG_TYPE_SEAT, BRG_SEAT_NORTH,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDealEditor:four-color:
   *
   * Whether the suits take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "deal.complete-random", NULL,
                                   complete_random_action);
  gtk_widget_class_install_action (widget_class, "deal.complete-fit", NULL, complete_fit_action);
  gtk_widget_class_install_action (widget_class, "deal.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "deal.swap", "s", swap_action);
  gtk_widget_class_install_action (widget_class, "deal.clear-hand", "s", clear_hand_action);
  gtk_widget_class_install_action (widget_class, "deal.clear-deal", NULL, clear_deal_action);
  gtk_widget_class_install_action (widget_class, "deal.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "deal.place", "u", place_action);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-deal-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, scroller);
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, box);
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, status_icon);
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, status_label);
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, compass);
  gtk_widget_class_bind_template_child (widget_class, BrgDealEditor, tools);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dealeditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_deal_editor_init (BrgDealEditor *self)
{
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Deal editor"), -1);

  self->receiver = BRG_SEAT_NORTH;
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    gtk_grid_attach (GTK_GRID (self->compass), build_hand (self, seat),
                     seat_place[seat][0], seat_place[seat][1], 1, 1);
  gtk_grid_attach (GTK_GRID (self->compass), build_palette (self), 1, 1, 1, 1);

  /* Keys that reach the editor unused by the focused widget (bubble). */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
    gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>v"),
                      gtk_named_action_new ("deal.paste")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
    gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>z"),
                      gtk_callback_action_new (undo_shortcut_cb, (gpointer) "win.undo", NULL)));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
    gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Shift><Control>z"),
                      gtk_callback_action_new (undo_shortcut_cb, (gpointer) "win.redo", NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (update_colours), self, G_CONNECT_SWAPPED);
  update_colours (self);
  update_all (self);
}

/**
 * brg_deal_editor_new:
 *
 * Returns: (transfer floating): a new deal editor, of no board yet
 */
GtkWidget *
brg_deal_editor_new (void)
{
  return g_object_new (BRG_TYPE_DEAL_EDITOR, NULL);
}

/**
 * brg_deal_editor_get_board:
 * @self: a deal editor
 *
 * Returns: (transfer none) (nullable): the board edited
 */
BrgBoard *
brg_deal_editor_get_board (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);

  return self->board;
}

/**
 * brg_deal_editor_set_board:
 * @self: a deal editor
 * @board: (nullable): the board whose deal to edit
 *
 * Edits @board's deal, and follows every change of it. The first hand
 * that lacks cards receives the cards clicked.
 */
void
brg_deal_editor_set_board (BrgDealEditor *self,
                           BrgBoard      *board)
{
  g_return_if_fail (BRG_IS_DEAL_EDITOR (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board == self->board)
    return;

  g_clear_signal_handler (&self->deal_notify_id, self->board);
  g_set_object (&self->board, board);
  if (board != NULL)
    self->deal_notify_id = g_signal_connect_object (board, "notify::deal",
                                                    G_CALLBACK (board_deal_changed_cb), self,
                                                    G_CONNECT_SWAPPED);
  set_deal (self, board != NULL ? brg_board_get_deal (board) : NULL);
  show_error (self, NULL);

  /* Another board: its entries show its hands, not text typed before. */
  self->syncing = TRUE;
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      for (guint i = 0; i < 4; i++)
        {
          gtk_editable_set_text (GTK_EDITABLE (self->suit_entries[seat][i]), "");
          mark_entry (self->suit_entries[seat][i], NULL);
        }
      gtk_editable_set_text (GTK_EDITABLE (self->hand_entries[seat]), "");
      mark_entry (self->hand_entries[seat], NULL);
    }
  self->syncing = FALSE;

  self->receiver = self->deal != NULL ? brg_deal_find_receiver (self->deal, BRG_SEAT_NORTH)
                                      : BRG_SEAT_NORTH;
  if (!BRG_SEAT_IS_VALID (self->receiver))
    self->receiver = BRG_SEAT_NORTH;
  update_all (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECEIVER]);
}

/**
 * brg_deal_editor_get_document:
 * @self: a deal editor
 *
 * Returns: (transfer none) (nullable): the document edits are performed on
 */
BrgDocument *
brg_deal_editor_get_document (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);

  return self->document;
}

/**
 * brg_deal_editor_set_document:
 * @self: a deal editor
 * @document: (nullable): the document every edit is performed on
 */
void
brg_deal_editor_set_document (BrgDealEditor *self,
                              BrgDocument   *document)
{
  g_return_if_fail (BRG_IS_DEAL_EDITOR (self));
  g_return_if_fail (document == NULL || BRG_IS_DOCUMENT (document));

  if (g_set_object (&self->document, document))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/**
 * brg_deal_editor_get_receiver:
 * @self: a deal editor
 *
 * Returns: the hand the cards clicked go to
 */
BrgSeat
brg_deal_editor_get_receiver (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), BRG_SEAT_NONE);

  return self->receiver;
}

/**
 * brg_deal_editor_set_receiver:
 * @self: a deal editor
 * @receiver: the hand the cards clicked in the palette go to;
 *   %BRG_SEAT_NONE when every hand is full
 */
void
brg_deal_editor_set_receiver (BrgDealEditor *self,
                              BrgSeat        receiver)
{
  g_return_if_fail (BRG_IS_DEAL_EDITOR (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (receiver) || receiver == BRG_SEAT_NONE);

  if (receiver == self->receiver)
    return;
  self->receiver = receiver;
  update_receiver (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECEIVER]);
}

/**
 * brg_deal_editor_get_four_color:
 * @self: a deal editor
 *
 * Returns: whether the suits take four colours
 */
gboolean
brg_deal_editor_get_four_color (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), FALSE);

  return self->four_color;
}

/**
 * brg_deal_editor_set_four_color:
 * @self: a deal editor
 * @four_color: whether to colour the suits as the four-colour deck
 */
void
brg_deal_editor_set_four_color (BrgDealEditor *self,
                                gboolean       four_color)
{
  g_return_if_fail (BRG_IS_DEAL_EDITOR (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;
  self->four_color = four_color;
  update_colours (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

/* -- For the tests -- */

GtkWidget *
brg_deal_editor_get_card_button (BrgDealEditor *self,
                                 BrgCard        card)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), NULL);

  return self->cards[card];
}

GtkWidget *
brg_deal_editor_get_suit_entry (BrgDealEditor *self,
                                BrgSeat        seat,
                                BrgSuit        suit)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat) && suit <= BRG_SUIT_SPADES, NULL);

  for (guint i = 0; i < 4; i++)
    if (suit_order[i] == suit)
      return self->suit_entries[seat][i];
  return NULL;
}

GtkWidget *
brg_deal_editor_get_hand_entry (BrgDealEditor *self,
                                BrgSeat        seat)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  return self->hand_entries[seat];
}

const char *
brg_deal_editor_get_status (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

/* The last edit's error, or NULL. */
const char *
brg_deal_editor_get_error (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), NULL);

  return gtk_widget_get_visible (self->error_label)
         ? gtk_label_get_text (GTK_LABEL (self->error_label)) : NULL;
}

/**
 * brg_deal_editor_focus_receiver:
 * @self: a deal editor
 *
 * Puts the keyboard in the line of the hand that receives cards, where a
 * hand is typed and Ctrl+V pastes a deal. Not the editor's grab_focus:
 * GTK 4.8 calls that when Tab comes into the editor from outside, and
 * Tab would then skip every field before the receiver's line.
 *
 * Returns: whether the focus moved there
 */
gboolean
brg_deal_editor_focus_receiver (BrgDealEditor *self)
{
  g_return_val_if_fail (BRG_IS_DEAL_EDITOR (self), FALSE);

  if (!BRG_SEAT_IS_VALID (self->receiver) || self->hand_entries[self->receiver] == NULL)
    return FALSE;
  return gtk_widget_grab_focus (self->hand_entries[self->receiver]);
}
