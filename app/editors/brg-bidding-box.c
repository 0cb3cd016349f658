/* brg-bidding-box.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-bidding-box.h"
#include "brg-edit-text-private.h"
#include "brg-markup-private.h"

/**
 * BrgBiddingBox:
 *
 * The bidding box of the edit mode: the bids a row a level, clubs to
 * notrump, then Pass, Double and Redouble, each enabled only when the
 * auction allows it (brg_auction_get_legal_calls()); levels no bid can
 * reach any more fold away. A call is typed too (`1S`, `2N`, `p`, `x`,
 * `xx`, brg_call_from_input()). Each button reads as speech ("one spade",
 * "double").
 *
 * The box enters the call at #BrgBiddingBox:position: the end of the
 * auction, or, when the replay stands before a call in the middle, in
 * place of that call or before it (Replace, Insert), the later calls made
 * again while they stay legal. An alert, switched on with its explanation,
 * goes with the next call as its note. For teaching rulings, the
 * irregularities of PBN §3.9 can be entered on purpose: an insufficient
 * bid accepted (`^I`), a turn skipped after a call out of rotation (`^S`).
 *
 * Every button is an action of the window (`win.make-call`, a byte, 255
 * for a skipped turn; `win.take-back`, `win.delete-call`,
 * `win.resolve-contract`), which reads the box's options: the box holds no
 * rule and makes no edit itself. When the complete auction and the
 * `Contract`/`Declarer` tags disagree, the box says so and offers both.
 */
struct _BrgBiddingBox
{
  GtkWidget       parent_instance;

  /* Owned */
  BrgBoard       *board;

  /* Template widgets */
  GtkWidget      *box;
  GtkWidget      *conflict_box;
  GtkLabel       *conflict_label;
  GtkWidget      *calls_box;
  GtkLabel       *heading;
  GtkWidget      *middle_box;
  GtkToggleButton *replace_button;
  GtkToggleButton *insert_button;
  GtkGrid        *bids;
  GtkWidget      *others;
  GtkEntry       *entry;
  GtkSwitch      *alert_switch;
  GtkEntry       *alert_entry;
  GtkCheckButton *insufficient_check;
  GtkExpander    *irregular_expander;
  GtkWidget      *take_back_button;

  GtkWidget      *buttons[BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP) + 1];  /* Borrowed */
  GtkWidget      *labels[BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP) + 1];   /* Borrowed */
  GtkWidget      *level_rows[7][5];

  gulong          dark_id;
  guint           position;
  BrgCallSet      legal;         /* without irregularities */
  BrgCallSet      enabled;       /* what the buttons allow */
  gboolean        four_color;
};

G_DEFINE_FINAL_TYPE (BrgBiddingBox, brg_bidding_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static BrgAuction *
get_auction (BrgBiddingBox *self)
{
  return self->board != NULL ? brg_board_get_auction (self->board) : NULL;
}

/* The calls legal at the box's position: after the calls before it. */
static BrgCallSet
legal_at (BrgBiddingBox *self,
          BrgCallFlags   flags)
{
  BrgAuction *auction = get_auction (self);
  g_autoptr(BrgAuction) before = NULL;

  if (self->board == NULL)
    return BRG_CALL_SET_EMPTY;
  if (auction == NULL || self->position >= brg_auction_get_n_calls (auction))
    return brg_board_get_legal_calls (self->board, flags);

  before = brg_auction_copy (auction);
  while (brg_auction_get_n_calls (before) > self->position)
    brg_auction_remove_last_call (before);
  return brg_auction_get_legal_calls (before, flags);
}

static BrgSeat
seat_at (BrgBiddingBox *self)
{
  BrgAuction *auction = get_auction (self);

  if (auction != NULL && self->position < brg_auction_get_n_calls (auction))
    return brg_auction_get_call_seat (auction, self->position);
  return brg_board_get_next_caller (self->board);
}

static void
update_labels (BrgBiddingBox *self)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);

  for (BrgCall call = 0; call <= BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP); call++)
    {
      g_autofree char *markup = NULL;

      if (self->labels[call] == NULL)
        continue;
      if (BRG_CALL_IS_BID (call))
        markup = _brg_markup_call (call, flags);
      else
        {
          /* Pass, double and redouble in the card letters, as the auction. */
          g_autofree char *text = brg_call_to_display (call);

          markup = g_markup_escape_text (text, -1);
        }
      gtk_label_set_markup (GTK_LABEL (self->labels[call]), markup);
    }
}

static void
update_heading (BrgBiddingBox *self)
{
  BrgAuction *auction = get_auction (self);
  BrgSeat seat = seat_at (self);
  g_autofree char *text = NULL;
  gboolean middle = auction != NULL && self->position < brg_auction_get_n_calls (auction);

  gtk_widget_set_visible (self->middle_box, middle);
  if (middle)
    {
      BrgCall call = brg_auction_get_call (auction, self->position);
      g_autofree char *call_text = BRG_CALL_IS_VALID (call) ? brg_call_to_display (call)
                                                            : g_strdup ("\u2014");

      /* Translators: the bidding box in the middle of the auction: "Change
       * call 5, East's 3♠" */
      text = g_strdup_printf (_("Change call %u, %s’s %s"), self->position + 1,
                              BRG_SEAT_IS_VALID (seat) ? brg_seat_to_display (seat) : "?",
                              call_text);
    }
  else if (BRG_SEAT_IS_VALID (seat))
    /* Translators: the bidding box's heading, "North to call" */
    text = g_strdup_printf (_("%s to call"), brg_seat_to_display (seat));
  else if (self->board != NULL && !BRG_SEAT_IS_VALID (brg_board_get_dealer (self->board))
           && auction == NULL)
    text = g_strdup (_("The board has no dealer: set one to enter the auction"));
  else
    text = g_strdup (_("The auction is over"));
  gtk_label_set_text (self->heading, text);
}

static void
update_conflict (BrgBiddingBox *self)
{
  BrgContractConflict conflict;
  g_autofree char *auction_text = NULL;
  g_autofree char *text = NULL;

  if (self->board == NULL || !brg_board_get_contract_conflict (self->board, &conflict))
    {
      gtk_widget_set_visible (self->conflict_box, FALSE);
      return;
    }

  if (conflict.auction_contract.passed_out)
    auction_text = g_strdup (_("passed out"));
  else
    {
      g_autofree char *contract = brg_contract_to_display (&conflict.auction_contract);

      /* Translators: a contract and its declarer, "4♠ by South" */
      auction_text = g_strdup_printf (_("%s by %s"), contract,
                                      brg_seat_to_display (conflict.auction_declarer));
    }
  /* Translators: the auction and the tags disagree; the tags' values are as
   * written in the file, "?" when missing */
  text = g_strdup_printf (_("The auction ends %s; the tags say Contract “%s”, Declarer “%s”."),
                          auction_text,
                          conflict.contract_tag != NULL ? conflict.contract_tag : "?",
                          conflict.declarer_tag != NULL ? conflict.declarer_tag : "?");
  gtk_label_set_text (self->conflict_label, text);
  gtk_widget_set_visible (self->conflict_box, TRUE);
}

/* The state of every button, from the model. */
static void
update_buttons (BrgBiddingBox *self)
{
  gboolean irregular = gtk_check_button_get_active (self->insufficient_check);
  guint lowest = 8;

  self->legal = legal_at (self, BRG_CALL_FLAGS_NONE);
  self->enabled = irregular ? legal_at (self, BRG_CALL_FLAGS_INSUFFICIENT) : self->legal;

  for (BrgCall call = 0; call <= BRG_CALL_BID (7, BRG_STRAIN_NOTRUMP); call++)
    {
      gboolean on = brg_call_set_contains (self->enabled, call);

      /* Only a call the auction allows is tied to the action: the action's
       * helper would make every button sensitive. */
      if (on)
        {
          /* The target first: the helper checks the pair when the name
           * comes. */
          gtk_actionable_set_action_target (GTK_ACTIONABLE (self->buttons[call]), "y",
                                            (guchar) call);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (self->buttons[call]), "win.make-call");
        }
      else
        gtk_actionable_set_action_name (GTK_ACTIONABLE (self->buttons[call]), NULL);
      gtk_widget_set_sensitive (self->buttons[call], on);
      if (on && BRG_CALL_IS_BID (call))
        lowest = MIN (lowest, BRG_CALL_LEVEL (call));
    }

  /* Levels below the lowest a bid can reach fold away; all show before
   * the first bid, and when nothing is enabled (the auction is over). */
  for (guint level = 1; level <= 7; level++)
    for (guint strain = 0; strain < 5; strain++)
      gtk_widget_set_visible (self->level_rows[level - 1][strain], lowest > 7 || level >= lowest);
}

/**
 * brg_bidding_box_update:
 * @self: a bidding box
 *
 * Reads the board again: which calls are legal, whose turn it is, and
 * whether the tags disagree with the auction.
 */
void
brg_bidding_box_update (BrgBiddingBox *self)
{
  BrgAuction *auction;
  gboolean open;

  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  auction = get_auction (self);
  if (self->board == NULL)
    {
      gtk_widget_set_visible (self->conflict_box, FALSE);
      return;
    }

  update_buttons (self);
  update_heading (self);
  update_conflict (self);
  open = self->enabled != BRG_CALL_SET_EMPTY;
  gtk_widget_set_visible (self->calls_box,
                          open || (auction != NULL
                                   && self->position < brg_auction_get_n_calls (auction)));
  gtk_widget_set_visible (self->take_back_button,
                          auction != NULL && brg_auction_get_n_calls (auction) > 0
                          && (brg_board_get_play (self->board) == NULL
                              || brg_play_get_n_cards (brg_board_get_play (self->board)) == 0));
}

/* Whether the keyboard focus is in @widget or inside it. */
static gboolean
focus_within (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
alert_switch_cb (BrgBiddingBox *self)
{
  gboolean on = gtk_switch_get_active (self->alert_switch);

  /* The explanation is typed next; switched off, the focus goes back to
   * where calls are typed, not to nowhere. */
  if (!on && focus_within (GTK_WIDGET (self->alert_entry)))
    gtk_widget_grab_focus (GTK_WIDGET (self->entry));
  gtk_widget_set_sensitive (GTK_WIDGET (self->alert_entry), on);
  if (on)
    gtk_widget_grab_focus (GTK_WIDGET (self->alert_entry));
}

static void
insufficient_toggled_cb (BrgBiddingBox *self)
{
  update_buttons (self);
}

static gboolean
activate_call (BrgBiddingBox *self,
               BrgCall        call)
{
  if (!brg_call_set_contains (self->enabled, call))
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "win.make-call", "y", (guchar) call);
}

/**
 * brg_bidding_box_enter_text:
 * @self: a bidding box
 * @text: a call as typed: `1s`, `2N`, `p`, `x`, `xx`
 *
 * Makes the call @text names, as the entry does on Enter.
 *
 * Returns: %TRUE if @text named a call the box allows, and it was made
 */
gboolean
brg_bidding_box_enter_text (BrgBiddingBox *self,
                            const char    *text)
{
  BrgCall call;

  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  return _brg_edit_text_entry_done (GTK_WIDGET (self->entry),
                                    brg_call_from_input (text, &call) && activate_call (self, call));
}

static void
entry_activate_cb (BrgBiddingBox *self)
{
  brg_bidding_box_enter_text (self, gtk_editable_get_text (GTK_EDITABLE (self->entry)));
}

static void
entry_changed_cb (BrgBiddingBox *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
}

static GtkWidget *
new_call_button (BrgBiddingBox *self,
                 BrgCall        call)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _brg_call_to_speech (call), -1);
  gtk_widget_add_css_class (button, "call");
  if (call == BRG_CALL_PASS)
    gtk_widget_add_css_class (button, "pass");
  else if (call == BRG_CALL_DOUBLE)
    gtk_widget_add_css_class (button, "double");
  else if (call == BRG_CALL_REDOUBLE)
    gtk_widget_add_css_class (button, "redouble");
  self->buttons[call] = button;
  self->labels[call] = label;
  return button;
}

static void
brg_bidding_box_dispose (GObject *object)
{
  BrgBiddingBox *self = BRG_BIDDING_BOX (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_BIDDING_BOX);

  G_OBJECT_CLASS (brg_bidding_box_parent_class)->dispose (object);
}

static void
brg_bidding_box_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BrgBiddingBox *self = BRG_BIDDING_BOX (object);

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
brg_bidding_box_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BrgBiddingBox *self = BRG_BIDDING_BOX (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOR:
      brg_bidding_box_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_bidding_box_class_init (BrgBiddingBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_bidding_box_dispose;
  object_class->get_property = brg_bidding_box_get_property;
  object_class->set_property = brg_bidding_box_set_property;

  /**
   * BrgBiddingBox:four-color:
   *
   * Whether the suit symbols take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-bidding-box.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, box);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, conflict_box);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, conflict_label);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, calls_box);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, heading);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, middle_box);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, replace_button);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, insert_button);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, bids);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, others);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, entry);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, alert_switch);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, alert_entry);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, insufficient_check);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, irregular_expander);
  gtk_widget_class_bind_template_child (widget_class, BrgBiddingBox, take_back_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "biddingbox");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_bidding_box_init (BrgBiddingBox *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Bidding box"), -1);

  for (guint level = 1; level <= 7; level++)
    for (BrgStrain strain = BRG_STRAIN_CLUBS; strain <= BRG_STRAIN_NOTRUMP; strain++)
      {
        GtkWidget *button = new_call_button (self, BRG_CALL_BID (level, strain));

        self->level_rows[level - 1][strain] = button;
        gtk_grid_attach (self->bids, button, strain, level - 1, 1, 1);
      }
  for (BrgCall call = BRG_CALL_PASS; call <= BRG_CALL_REDOUBLE; call++)
    gtk_box_append (GTK_BOX (self->others), new_call_button (self, call));
  update_labels (self);

  g_signal_connect_object (self->alert_switch, "notify::active", G_CALLBACK (alert_switch_cb),
                           self, G_CONNECT_SWAPPED);
  /* The red suits take a lighter red on the dark style. */
  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (update_labels), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->insufficient_check, "toggled",
                           G_CALLBACK (insufficient_toggled_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "activate", G_CALLBACK (entry_activate_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/**
 * brg_bidding_box_new:
 *
 * Returns: (transfer floating): a new bidding box
 */
GtkWidget *
brg_bidding_box_new (void)
{
  return g_object_new (BRG_TYPE_BIDDING_BOX, NULL);
}

/**
 * brg_bidding_box_get_board:
 * @self: a bidding box
 *
 * Returns: (transfer none) (nullable): the board whose auction is entered
 */
BrgBoard *
brg_bidding_box_get_board (BrgBiddingBox *self)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), NULL);

  return self->board;
}

/**
 * brg_bidding_box_get_position:
 * @self: a bidding box
 *
 * Returns: where the next call goes: the number of calls before it
 */
guint
brg_bidding_box_get_position (BrgBiddingBox *self)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), 0);

  return self->position;
}

/**
 * brg_bidding_box_set_position:
 * @self: a bidding box
 * @board: (nullable): the board whose auction is entered
 * @position: where the next call goes: the number of calls before it, the
 *   length of the auction to add a call at its end
 *
 * Shows what can be called at @position of @board's auction. Another
 * board or place clears the alert and the irregular choice.
 */
void
brg_bidding_box_set_position (BrgBiddingBox *self,
                              BrgBoard      *board,
                              guint          position)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board != self->board)
    {
      g_set_object (&self->board, board);
      brg_bidding_box_reset (self);
    }
  if (position != self->position)
    {
      self->position = position;
      gtk_toggle_button_set_active (self->replace_button, TRUE);
    }
  brg_bidding_box_update (self);
}

/**
 * brg_bidding_box_get_enabled:
 * @self: a bidding box
 *
 * Returns: the calls the box's buttons allow now
 */
BrgCallSet
brg_bidding_box_get_enabled (BrgBiddingBox *self)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), BRG_CALL_SET_EMPTY);

  return self->enabled;
}

/**
 * brg_bidding_box_get_call_flags:
 * @self: a bidding box
 * @call: a call the box allows, or %BRG_CALL_NONE for a skipped turn
 *
 * Returns: the irregularity @call is made with: `^I` for a bid the
 *   auction allows only as an insufficient bid, `^S` for a skipped turn
 */
BrgCallFlags
brg_bidding_box_get_call_flags (BrgBiddingBox *self,
                                BrgCall        call)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), BRG_CALL_FLAGS_NONE);

  if (call == BRG_CALL_NONE)
    return BRG_CALL_FLAGS_SKIPPED;
  if (BRG_CALL_IS_BID (call) && !brg_call_set_contains (self->legal, call)
      && gtk_check_button_get_active (self->insufficient_check))
    return BRG_CALL_FLAGS_INSUFFICIENT;
  return BRG_CALL_FLAGS_NONE;
}

/**
 * brg_bidding_box_set_show_recording:
 * @self: a bidding box
 * @show: whether to show what only recording an auction needs
 *
 * Shows or hides the alert and its explanation, and the irregularities
 * for rulings: a lesson's auction records them; practice, where the
 * computer answers with the lesson's calls, has no use for them.
 */
void
brg_bidding_box_set_show_recording (BrgBiddingBox *self,
                                    gboolean       show)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  if (!show)
    {
      gtk_switch_set_active (self->alert_switch, FALSE);
      gtk_check_button_set_active (self->insufficient_check, FALSE);
    }
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->alert_switch)), show);
  gtk_widget_set_visible (GTK_WIDGET (self->irregular_expander), show);
}

/**
 * brg_bidding_box_dup_alert:
 * @self: a bidding box
 *
 * Returns: (transfer full) (nullable): the explanation of the alert for
 *   the next call, or %NULL when it is not alerted
 */
char *
brg_bidding_box_dup_alert (BrgBiddingBox *self)
{
  const char *text;

  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), NULL);

  if (!gtk_switch_get_active (self->alert_switch))
    return NULL;
  text = gtk_editable_get_text (GTK_EDITABLE (self->alert_entry));
  /* An alert without words is still an alert: its note says so. */
  return g_strdup (text[0] != '\0' ? text : _("Alert"));
}

/**
 * brg_bidding_box_set_alert:
 * @self: a bidding box
 * @alert: (nullable): the explanation, or %NULL for no alert
 *
 * Sets the alert of the next call, as the switch and its entry do.
 */
void
brg_bidding_box_set_alert (BrgBiddingBox *self,
                           const char    *alert)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  gtk_editable_set_text (GTK_EDITABLE (self->alert_entry), alert != NULL ? alert : "");
  gtk_switch_set_active (self->alert_switch, alert != NULL);
  gtk_editable_set_position (GTK_EDITABLE (self->alert_entry), -1);
}

/**
 * brg_bidding_box_get_irregular:
 * @self: a bidding box
 *
 * Returns: whether insufficient bids are allowed, to be entered as `^I`
 */
gboolean
brg_bidding_box_get_irregular (BrgBiddingBox *self)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), FALSE);

  return gtk_check_button_get_active (self->insufficient_check);
}

/**
 * brg_bidding_box_set_irregular:
 * @self: a bidding box
 * @irregular: whether to allow an insufficient bid
 *
 * Allows the bids the auction accepts only as insufficient bids (`^I`).
 */
void
brg_bidding_box_set_irregular (BrgBiddingBox *self,
                               gboolean       irregular)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  if (irregular)
    gtk_expander_set_expanded (self->irregular_expander, TRUE);
  gtk_check_button_set_active (self->insufficient_check, irregular);
}

/**
 * brg_bidding_box_get_edit:
 * @self: a bidding box
 *
 * Returns: in the middle of the auction, whether the call chosen replaces
 *   the next call or goes in before it
 */
BrgCallEdit
brg_bidding_box_get_edit (BrgBiddingBox *self)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), BRG_CALL_EDIT_REPLACE);

  return gtk_toggle_button_get_active (self->insert_button) ? BRG_CALL_EDIT_INSERT
                                                            : BRG_CALL_EDIT_REPLACE;
}

/**
 * brg_bidding_box_set_edit:
 * @self: a bidding box
 * @edit: %BRG_CALL_EDIT_REPLACE or %BRG_CALL_EDIT_INSERT
 *
 * Chooses what a call does in the middle of the auction.
 */
void
brg_bidding_box_set_edit (BrgBiddingBox *self,
                          BrgCallEdit    edit)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));
  g_return_if_fail (edit != BRG_CALL_EDIT_DELETE);

  gtk_toggle_button_set_active (edit == BRG_CALL_EDIT_INSERT ? self->insert_button
                                                             : self->replace_button, TRUE);
}

/**
 * brg_bidding_box_reset:
 * @self: a bidding box
 *
 * Clears the options that go with one call: the alert and the irregular
 * choice.
 */
void
brg_bidding_box_reset (BrgBiddingBox *self)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  brg_bidding_box_set_alert (self, NULL);
  gtk_check_button_set_active (self->insufficient_check, FALSE);
  gtk_toggle_button_set_active (self->replace_button, TRUE);
}

/**
 * brg_bidding_box_focus_entry:
 * @self: a bidding box
 *
 * Puts the keyboard focus in the entry where a call is typed.
 */
void
brg_bidding_box_focus_entry (BrgBiddingBox *self)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/**
 * brg_bidding_box_get_call_button:
 * @self: a bidding box
 * @call: a call
 *
 * Returns: (transfer none): the button of @call
 */
GtkWidget *
brg_bidding_box_get_call_button (BrgBiddingBox *self,
                                 BrgCall        call)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), NULL);
  g_return_val_if_fail (BRG_CALL_IS_VALID (call), NULL);

  return self->buttons[call];
}

/**
 * brg_bidding_box_get_four_color:
 * @self: a bidding box
 *
 * Returns: whether the suits take four colours
 */
gboolean
brg_bidding_box_get_four_color (BrgBiddingBox *self)
{
  g_return_val_if_fail (BRG_IS_BIDDING_BOX (self), FALSE);

  return self->four_color;
}

/**
 * brg_bidding_box_set_four_color:
 * @self: a bidding box
 * @four_color: whether the suits take the four-colour deck's colours
 */
void
brg_bidding_box_set_four_color (BrgBiddingBox *self,
                                gboolean       four_color)
{
  g_return_if_fail (BRG_IS_BIDDING_BOX (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;
  self->four_color = four_color;
  update_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}
