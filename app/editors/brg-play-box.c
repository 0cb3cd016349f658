/* brg-play-box.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-edit-text-private.h"
#include "brg-markup-private.h"
#include "brg-play-box.h"

/**
 * BrgPlayBox:
 *
 * The play entry of the edit mode, beside the table where a card is
 * clicked: the hand on turn a row a suit, its legal cards enabled
 * (brg_board_get_legal_cards()), each reading as speech ("king of
 * hearts"); a card typed (`SA`, `HT`, `D10`, brg_card_from_input()); Take
 * Back and Claim. Before the first card of an end position (PBN §3.10)
 * any hand may lead.
 *
 * Cards are added at the end of the play: when the replay stands earlier,
 * the box says so and offers to go there. Its buttons are actions of the
 * window (`win.play-card`, a byte; `win.take-back`, `win.claim`,
 * `win.withdraw-claim`); the box holds no rule and makes no edit itself.
 */
struct _BrgPlayBox
{
  GtkWidget   parent_instance;

  /* Owned */
  BrgBoard   *board;

  /* Template widgets */
  GtkWidget  *box;
  GtkLabel   *heading;
  GtkLabel   *hint;
  GtkGrid    *cards;
  GtkWidget  *go_end_button;
  GtkEntry   *entry;
  GtkWidget  *take_back_button;
  GtkWidget  *claim_button;
  GtkWidget  *withdraw_button;

  GtkWidget  *buttons[BRG_N_CARDS];   /* Borrowed, while shown */

  guint       cards_played;
  BrgSeat     seat;
  BrgCardSet  playable;
  gboolean    four_color;
  gulong      dark_id;
};

G_DEFINE_FINAL_TYPE (BrgPlayBox, brg_play_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What @seat still holds once the cards of @play are played. */
static BrgCardSet
hand_left (BrgBoard *board,
           BrgSeat   seat)
{
  BrgCardSet hand = brg_deal_get_hand (brg_board_get_deal (board), seat);
  BrgPlay *play = brg_board_get_play (board);

  for (guint i = 0; play != NULL && i < brg_play_get_n_cards (play); i++)
    {
      BrgCard card = brg_play_get_card (play, i);

      if (BRG_CARD_IS_VALID (card))
        hand &= ~BRG_CARD_SET_BIT (card);
    }
  return hand;
}

static void
clear_cards (BrgPlayBox *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards))) != NULL)
    gtk_grid_remove (self->cards, child);
  for (guint i = 0; i < BRG_N_CARDS; i++)
    self->buttons[i] = NULL;
}

static void
show_hand (BrgPlayBox *self,
           BrgCardSet  hand)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  guint row = 0;

  clear_cards (self);
  for (int suit = BRG_SUIT_SPADES; suit >= BRG_SUIT_CLUBS; suit--)
    {
      BrgCardSet in_suit = hand & BRG_CARD_SET_SUIT (suit);
      BrgCard card = BRG_CARD_NONE;
      g_autofree char *symbol = _brg_markup_text (brg_suit_to_symbol (suit), flags);
      GtkWidget *label;
      guint column = 1;

      if (in_suit == 0)
        continue;
      label = gtk_label_new (NULL);
      gtk_label_set_markup (GTK_LABEL (label), symbol);
      gtk_widget_set_size_request (label, 18, -1);
      gtk_grid_attach (self->cards, label, 0, row, 1, 1);

      while ((card = brg_card_set_next (in_suit, card)) != BRG_CARD_NONE)
        {
          GtkWidget *button = gtk_button_new_with_label (brg_rank_to_display (BRG_CARD_RANK (card)));

          /* Only a legal card is tied to the action: the action's helper
           * would make every button sensitive. */
          if (brg_card_set_contains (self->playable, card))
            {
              /* The target first: the helper checks the pair when the
               * name comes. */
              gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "y", (guchar) card);
              gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.play-card");
            }
          else
            gtk_widget_set_sensitive (button, FALSE);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _brg_card_to_speech (card), -1);
          gtk_widget_add_css_class (button, "card");
          gtk_grid_attach (self->cards, button, column++, row, 1, 1);
          self->buttons[card] = button;
        }
      row++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->cards), row > 0);
}

static void
set_hint (BrgPlayBox *self,
          const char *text)
{
  gtk_label_set_text (self->hint, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint), text != NULL);
}

/**
 * brg_play_box_update:
 * @self: a play box
 *
 * Reads the board again: whose turn it is and which cards are legal.
 */
void
brg_play_box_update (BrgPlayBox *self)
{
  BrgPlay *play;
  guint n_cards;
  int claim;
  g_autofree char *heading = NULL;
  BrgContract contract;
  BrgSeat declarer;
  gboolean opening;

  g_return_if_fail (BRG_IS_PLAY_BOX (self));

  self->seat = BRG_SEAT_NONE;
  self->playable = BRG_CARD_SET_EMPTY;
  set_hint (self, NULL);
  clear_cards (self);
  gtk_widget_set_visible (self->go_end_button, FALSE);
  gtk_widget_set_visible (self->withdraw_button, FALSE);
  if (self->board == NULL)
    return;

  play = brg_board_get_play (self->board);
  n_cards = play != NULL ? brg_play_get_n_cards (play) : 0;
  claim = play != NULL ? brg_play_get_claim (play) : -1;
  gtk_widget_set_visible (self->withdraw_button, claim >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->entry), TRUE);

  if (self->cards_played < n_cards)
    {
      heading = g_strdup (_("Cards are added at the end of the play"));
      set_hint (self, _("Step to the end to play on, or take back cards with Undo."));
      gtk_widget_set_visible (self->go_end_button, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->entry), FALSE);
      gtk_label_set_text (self->heading, heading);
      return;
    }

  self->seat = brg_board_get_next_player (self->board);
  if (!BRG_SEAT_IS_VALID (self->seat))
    {
      if (claim >= 0)
        /* Translators: the play entry once declarer has claimed */
        heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Declarer claimed %d more trick",
                                                "Declarer claimed %d more tricks", claim),
                                   claim);
      else if (play != NULL && n_cards > 0)
        heading = g_strdup (_("The play is over"));
      else if (!brg_board_get_contract (self->board, &contract, &declarer))
        heading = g_strdup (_("The contract is not known: enter the auction, or the Contract and Declarer tags"));
      else if (contract.passed_out)
        heading = g_strdup (_("The board was passed out: there is no play"));
      else
        heading = g_strdup (_("The next leader is not known"));
      gtk_label_set_text (self->heading, heading);
      gtk_widget_set_visible (GTK_WIDGET (self->entry), FALSE);
      return;
    }

  /* An end position may start with any hand (PBN §3.10). */
  opening = n_cards == 0 && brg_deal_is_end_position (brg_board_get_deal (self->board));
  if (opening)
    {
      for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
        self->playable |= brg_board_get_legal_cards (self->board, seat, BRG_PLAY_FLAGS_NONE);
      set_hint (self, _("In an end position any hand may lead: click its card on the table, or type it."));
    }
  else
    self->playable = brg_board_get_legal_cards (self->board, self->seat, BRG_PLAY_FLAGS_NONE);

  if (n_cards % 4 == 0)
    /* Translators: the play entry's heading: the seat to lead to a trick */
    heading = g_strdup_printf (_("%s to lead to trick %u"), brg_seat_to_display (self->seat),
                               n_cards / 4 + 1);
  else
    /* Translators: the play entry's heading: "West to play" */
    heading = g_strdup_printf (_("%s to play"), brg_seat_to_display (self->seat));
  gtk_label_set_text (self->heading, heading);
  show_hand (self, hand_left (self->board, self->seat));
}

static gboolean
activate_card (BrgPlayBox *self,
               BrgCard     card)
{
  if (!brg_card_set_contains (self->playable, card))
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "win.play-card", "y", (guchar) card);
}

/**
 * brg_play_box_enter_text:
 * @self: a play box
 * @text: a card as typed: `SA`, `ht`, `D10`
 *
 * Plays the card @text names, as the entry does on Enter.
 *
 * Returns: %TRUE if @text named a card that may be played, and it was
 */
gboolean
brg_play_box_enter_text (BrgPlayBox *self,
                         const char *text)
{
  BrgCard card;

  g_return_val_if_fail (BRG_IS_PLAY_BOX (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  return _brg_edit_text_entry_done (GTK_WIDGET (self->entry),
                                    brg_card_from_input (text, &card) && activate_card (self, card));
}

static void
entry_activate_cb (BrgPlayBox *self)
{
  brg_play_box_enter_text (self, gtk_editable_get_text (GTK_EDITABLE (self->entry)));
}

static void
entry_changed_cb (BrgPlayBox *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
}

static void
style_dark_cb (BrgPlayBox *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    brg_play_box_update (self);
}

static void
brg_play_box_dispose (GObject *object)
{
  BrgPlayBox *self = BRG_PLAY_BOX (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_PLAY_BOX);

  G_OBJECT_CLASS (brg_play_box_parent_class)->dispose (object);
}

static void
brg_play_box_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BrgPlayBox *self = BRG_PLAY_BOX (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, self->four_color);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_play_box_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BrgPlayBox *self = BRG_PLAY_BOX (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOR:
      brg_play_box_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_play_box_class_init (BrgPlayBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_play_box_dispose;
  object_class->get_property = brg_play_box_get_property;
  object_class->set_property = brg_play_box_set_property;

  /**
   * BrgPlayBox:four-color:
   *
   * Whether the suit symbols take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-play-box.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, box);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, heading);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, hint);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, cards);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, go_end_button);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, entry);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, claim_button);
  gtk_widget_class_bind_template_child (widget_class, BrgPlayBox, withdraw_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playbox");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_play_box_init (BrgPlayBox *self)
{
  self->seat = BRG_SEAT_NONE;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Play entry"), -1);
  g_signal_connect_object (self->entry, "activate", G_CALLBACK (entry_activate_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);
  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (style_dark_cb), self, G_CONNECT_SWAPPED);
}

/**
 * brg_play_box_new:
 *
 * Returns: (transfer floating): a new play box
 */
GtkWidget *
brg_play_box_new (void)
{
  return g_object_new (BRG_TYPE_PLAY_BOX, NULL);
}

/**
 * brg_play_box_get_board:
 * @self: a play box
 *
 * Returns: (transfer none) (nullable): the board whose play is entered
 */
BrgBoard *
brg_play_box_get_board (BrgPlayBox *self)
{
  g_return_val_if_fail (BRG_IS_PLAY_BOX (self), NULL);

  return self->board;
}

/**
 * brg_play_box_set_position:
 * @self: a play box
 * @board: (nullable): the board whose play is entered
 * @cards_played: how many cards the replay shows played
 *
 * Shows what can be played after @cards_played cards of @board's play.
 */
void
brg_play_box_set_position (BrgPlayBox *self,
                           BrgBoard   *board,
                           guint       cards_played)
{
  g_return_if_fail (BRG_IS_PLAY_BOX (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  g_set_object (&self->board, board);
  self->cards_played = cards_played;
  brg_play_box_update (self);
}

/**
 * brg_play_box_get_seat:
 * @self: a play box
 *
 * Returns: the seat on turn, or %BRG_SEAT_NONE when no card can be played
 */
BrgSeat
brg_play_box_get_seat (BrgPlayBox *self)
{
  g_return_val_if_fail (BRG_IS_PLAY_BOX (self), BRG_SEAT_NONE);

  return self->seat;
}

/**
 * brg_play_box_get_playable:
 * @self: a play box
 *
 * Returns: the cards that may be played now: the legal cards of the seat
 *   on turn, or of every hand before the first card of an end position
 */
BrgCardSet
brg_play_box_get_playable (BrgPlayBox *self)
{
  g_return_val_if_fail (BRG_IS_PLAY_BOX (self), BRG_CARD_SET_EMPTY);

  return self->playable;
}

/**
 * brg_play_box_focus_entry:
 * @self: a play box
 *
 * Puts the keyboard focus in the entry where a card is typed.
 */
void
brg_play_box_focus_entry (BrgPlayBox *self)
{
  g_return_if_fail (BRG_IS_PLAY_BOX (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/**
 * brg_play_box_get_card_button:
 * @self: a play box
 * @card: a card
 *
 * Returns: (transfer none) (nullable): the button of @card, when the hand
 *   on turn holds it
 */
GtkWidget *
brg_play_box_get_card_button (BrgPlayBox *self,
                              BrgCard     card)
{
  g_return_val_if_fail (BRG_IS_PLAY_BOX (self), NULL);
  g_return_val_if_fail (BRG_CARD_IS_VALID (card), NULL);

  return self->buttons[card];
}

/**
 * brg_play_box_get_four_color:
 * @self: a play box
 *
 * Returns: whether the suits take four colours
 */
gboolean
brg_play_box_get_four_color (BrgPlayBox *self)
{
  g_return_val_if_fail (BRG_IS_PLAY_BOX (self), FALSE);

  return self->four_color;
}

/**
 * brg_play_box_set_four_color:
 * @self: a play box
 * @four_color: whether the suits take the four-colour deck's colours
 */
void
brg_play_box_set_four_color (BrgPlayBox *self,
                             gboolean    four_color)
{
  g_return_if_fail (BRG_IS_PLAY_BOX (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;
  self->four_color = four_color;
  brg_play_box_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}
