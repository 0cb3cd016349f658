/* brg-fit-dialog.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-fit-dialog.h"

/**
 * BrgFitDialog:
 *
 * Complete to Fit: what each hand that still lacks cards must be like, as
 * form fields rather than a constraint language (the Wheeler Dealer
 * fields teachers know): high-card points from–to, the length of each
 * suit from–to, and balanced (4-3-3-3, 4-4-3-2, 5-3-3-2). Deal completes
 * the deal on the document (brg_edit_complete_deal(), one undo step);
 * a wish no deal meets is said in the dialog, which stays, and the deal
 * stays as it was.
 */
struct _BrgFitDialog
{
  AdwWindow    parent_instance;

  /* Owned */
  BrgBoard    *board;
  BrgDocument *document;

  /* Template widgets */
  GtkWidget   *form;
  GtkWidget   *error_label;

  /* Borrowed: the form, by seat */
  GtkWidget   *hcp[4][2];          /* min, max */
  GtkWidget   *length[4][4][2];    /* by suit, then min, max */
  GtkWidget   *balanced[4];
  gboolean     open[4];            /* the hand lacks cards: it is dealt to */
};

G_DEFINE_FINAL_TYPE (BrgFitDialog, brg_fit_dialog, ADW_TYPE_WINDOW)

#define HAND_SIZE 13
#define MAX_HCP   37

static const BrgSuit suit_order[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};

static GtkWidget *
new_spin (guint       max,
          guint       value,
          const char *name)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  _brg_accessible_set_name (spin, name);
  /* Enter deals, from any field. */
  _brg_accessible_activates_default (spin);
  return spin;
}

/* "0 – 37": two spin buttons named for a screen reader. */
static GtkWidget *
new_range (GtkWidget  *pair[2],
           guint       max,
           const char *min_name,
           const char *max_name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *dash = g_object_new (GTK_TYPE_LABEL, "label", "–",
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  pair[0] = new_spin (max, 0, min_name);
  pair[1] = new_spin (max, max, max_name);
  gtk_box_append (GTK_BOX (box), pair[0]);
  gtk_box_append (GTK_BOX (box), dash);
  gtk_box_append (GTK_BOX (box), pair[1]);
  return box;
}

static const char *
suit_plural (BrgSuit suit)
{
  switch (suit)
    {
    /* Translators: the suits, lower case, as in "3 to 5 spades" */
    case BRG_SUIT_SPADES: return _("spades");
    case BRG_SUIT_HEARTS: return _("hearts");
    case BRG_SUIT_DIAMONDS: return _("diamonds");
    case BRG_SUIT_CLUBS: return _("clubs");
    default: return "";
    }
}

static guint
spin_value (GtkWidget *spin)
{
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/**
 * brg_fit_dialog_get_spec:
 * @self: the dialog
 * @spec: (out caller-allocates): what the form asks
 *
 * Reads the form; the hands that hold 13 cards already may be anything.
 */
void
brg_fit_dialog_get_spec (BrgFitDialog *self,
                         BrgDealSpec  *spec)
{
  g_return_if_fail (BRG_IS_FIT_DIALOG (self));

  brg_deal_spec_init (spec);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      BrgSeatSpec *seat_spec = &spec->seats[seat];

      if (!self->open[seat])
        continue;
      seat_spec->hcp_min = spin_value (self->hcp[seat][0]);
      seat_spec->hcp_max = spin_value (self->hcp[seat][1]);
      for (guint i = 0; i < 4; i++)
        {
          seat_spec->length_min[suit_order[i]] = spin_value (self->length[seat][i][0]);
          seat_spec->length_max[suit_order[i]] = spin_value (self->length[seat][i][1]);
        }
      seat_spec->balanced = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->balanced[seat]));
    }
}

static void
show_error (BrgFitDialog *self,
            const char   *message)
{
  gtk_label_set_text (GTK_LABEL (self->error_label), message != NULL ? message : "");
  gtk_widget_set_visible (self->error_label, message != NULL);
}

/* A range the wrong way round names its seat. */
static gboolean
check_spec (BrgFitDialog      *self,
            const BrgDealSpec *spec)
{
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      const BrgSeatSpec *seat_spec = &spec->seats[seat];
      g_autofree char *message = NULL;

      if (!self->open[seat])
        continue;
      if (seat_spec->hcp_min > seat_spec->hcp_max)
        /* Translators: %s is a seat */
        message = g_strdup_printf (_("%s: the fewest points are more than the most."),
                                   brg_seat_to_display (seat));
      for (BrgSuit suit = BRG_SUIT_CLUBS; message == NULL && suit <= BRG_SUIT_SPADES; suit++)
        if (seat_spec->length_min[suit] > seat_spec->length_max[suit])
          /* Translators: %s is a seat, then a suit */
          message = g_strdup_printf (_("%s: the fewest %s are more than the most."),
                                     brg_seat_to_display (seat), suit_plural (suit));
      if (message != NULL)
        {
          show_error (self, message);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * brg_fit_dialog_deal:
 * @self: the dialog
 *
 * Completes the deal as the form asks, on the document, and closes
 * the dialog; or says in it why no deal was made.
 *
 * Returns: %TRUE if the deal was completed
 */
gboolean
brg_fit_dialog_deal (BrgFitDialog *self)
{
  g_autoptr(BrgCommand) command = NULL;
  g_autoptr(GError) error = NULL;
  BrgDealSpec spec;
  guint64 seed;

  g_return_val_if_fail (BRG_IS_FIT_DIALOG (self), FALSE);

  brg_fit_dialog_get_spec (self, &spec);
  if (!check_spec (self, &spec))
    return FALSE;

  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  command = brg_edit_deal_under_play (self->board,
                                      brg_edit_complete_deal (brg_board_get_deal (self->board),
                                                              &spec, seed));
  if (!brg_document_perform (self->document, self->board, command, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

/**
 * brg_fit_dialog_get_error:
 * @self: the dialog
 *
 * Returns: (nullable): why the last Deal made no deal, or %NULL
 */
const char *
brg_fit_dialog_get_error (BrgFitDialog *self)
{
  g_return_val_if_fail (BRG_IS_FIT_DIALOG (self), NULL);

  return gtk_widget_get_visible (self->error_label)
         ? gtk_label_get_text (GTK_LABEL (self->error_label)) : NULL;
}

/**
 * brg_fit_dialog_set_hcp:
 * @self: the dialog
 * @seat: a hand that lacks cards
 * @min: the fewest high-card points
 * @max: the most
 *
 * Fills the form's points for @seat, as the user does.
 */
void
brg_fit_dialog_set_hcp (BrgFitDialog *self,
                        BrgSeat       seat,
                        guint         min,
                        guint         max)
{
  g_return_if_fail (BRG_IS_FIT_DIALOG (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (seat) && self->open[seat]);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->hcp[seat][0]), min);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->hcp[seat][1]), max);
}

/**
 * brg_fit_dialog_set_length:
 * @self: the dialog
 * @seat: a hand that lacks cards
 * @suit: a suit
 * @min: the fewest cards of @suit
 * @max: the most
 *
 * Fills the form's length of @suit for @seat.
 */
void
brg_fit_dialog_set_length (BrgFitDialog *self,
                           BrgSeat       seat,
                           BrgSuit       suit,
                           guint         min,
                           guint         max)
{
  g_return_if_fail (BRG_IS_FIT_DIALOG (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (seat) && self->open[seat]);
  g_return_if_fail (suit <= BRG_SUIT_SPADES);

  for (guint i = 0; i < 4; i++)
    if (suit_order[i] == suit)
      {
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->length[seat][i][0]), min);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->length[seat][i][1]), max);
      }
}

/**
 * brg_fit_dialog_set_balanced:
 * @self: the dialog
 * @seat: a hand that lacks cards
 * @balanced: whether it must be balanced
 */
void
brg_fit_dialog_set_balanced (BrgFitDialog *self,
                             BrgSeat       seat,
                             gboolean      balanced)
{
  g_return_if_fail (BRG_IS_FIT_DIALOG (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (seat) && self->open[seat]);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->balanced[seat]), balanced);
}

static void
deal_clicked_cb (BrgFitDialog *self)
{
  brg_fit_dialog_deal (self);
}

/* The row headings of the suits, under the points' (in the .ui). */
static void
add_suit_headings (BrgFitDialog *self)
{
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *heading = g_strdup_printf ("%s %s", brg_suit_to_symbol (suit_order[i]),
                                                  brg_suit_to_display (suit_order[i]));
      GtkWidget *label = gtk_label_new (heading);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (GTK_GRID (self->form), label, 0, (int) i + 2, 1, 1);
    }
}

/* The column of a hand that lacks cards. */
static void
add_hand (BrgFitDialog *self,
          BrgSeat       seat,
          int           column)
{
  const char *name = brg_seat_to_display (seat);
  GtkWidget *heading = gtk_label_new (name);
  GtkGrid *grid = GTK_GRID (self->form);
  g_autofree char *min_name = NULL;
  g_autofree char *max_name = NULL;
  g_autofree char *balanced_name = NULL;
  int row = 1;

  gtk_widget_add_css_class (heading, "heading");
  gtk_grid_attach (grid, heading, column, 0, 1, 1);

  /* Translators: a field's name for a screen reader; %s is a seat */
  min_name = g_strdup_printf (_("%s: fewest high-card points"), name);
  /* Translators: a field's name for a screen reader; %s is a seat */
  max_name = g_strdup_printf (_("%s: most high-card points"), name);
  gtk_grid_attach (grid, new_range (self->hcp[seat], MAX_HCP, min_name, max_name),
                   column, row++, 1, 1);
  for (guint i = 0; i < 4; i++)
    {
      g_free (min_name);
      g_free (max_name);
      /* Translators: a field's name for a screen reader; a seat, then a suit */
      min_name = g_strdup_printf (_("%s: fewest %s"), name, suit_plural (suit_order[i]));
      /* Translators: a field's name for a screen reader; a seat, then a suit */
      max_name = g_strdup_printf (_("%s: most %s"), name, suit_plural (suit_order[i]));
      gtk_grid_attach (grid, new_range (self->length[seat][i], HAND_SIZE, min_name, max_name),
                       column, row++, 1, 1);
    }

  /* Translators: a hand shape: 4-3-3-3, 4-4-3-2 or 5-3-3-2 */
  self->balanced[seat] = gtk_check_button_new_with_label (_("Balanced"));
  /* Translators: a check box's name for a screen reader; %s is a seat */
  balanced_name = g_strdup_printf (_("%s balanced"), name);
  _brg_accessible_set_name (self->balanced[seat], balanced_name);
  gtk_widget_set_tooltip_text (self->balanced[seat], _("4-3-3-3, 4-4-3-2 or 5-3-3-2"));
  gtk_grid_attach (grid, self->balanced[seat], column, row, 1, 1);
}

static void
brg_fit_dialog_dispose (GObject *object)
{
  BrgFitDialog *self = BRG_FIT_DIALOG (object);

  g_clear_object (&self->board);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_FIT_DIALOG);

  G_OBJECT_CLASS (brg_fit_dialog_parent_class)->dispose (object);
}

static void
brg_fit_dialog_class_init (BrgFitDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_fit_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-fit-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgFitDialog, form);
  gtk_widget_class_bind_template_child (widget_class, BrgFitDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, deal_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
brg_fit_dialog_init (BrgFitDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_suit_headings (self);
}

/**
 * brg_fit_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @board: the board whose deal to complete
 * @document: the document the completion is performed on
 *
 * Makes the Complete to Fit dialog for the hands of @board that lack
 * cards.
 *
 * Returns: (transfer none): the dialog, not shown yet; GTK owns toplevel
 *   windows
 */
GtkWidget *
brg_fit_dialog_new (GtkWindow   *parent,
                    BrgBoard    *board,
                    BrgDocument *document)
{
  BrgFitDialog *self;
  BrgDeal *cards;
  int column = 1;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (BRG_IS_DOCUMENT (document), NULL);

  self = g_object_new (BRG_TYPE_FIT_DIALOG, "transient-for", parent, NULL);
  self->board = g_object_ref (board);
  self->document = g_object_ref (document);
  cards = brg_board_get_deal (board);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      self->open[seat] = brg_deal_get_n_cards (cards, seat) < HAND_SIZE;
      if (self->open[seat])
        add_hand (self, seat, column++);
    }
  /* The first field takes the focus: the points of the first hand. */
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    if (self->open[seat])
      {
        gtk_window_set_focus (GTK_WINDOW (self), self->hcp[seat][0]);
        break;
      }
  return GTK_WIDGET (self);
}
