/* brg-auction-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-auction-view-private.h"
#include "brg-markup-private.h"

/**
 * BrgAuctionView:
 *
 * The auction of a board as the usual grid: one column for each of West,
 * North, East and South, the first call under the dealer. The header marks
 * the dealer and the vulnerable seats in the conventional red.
 *
 * Each call shows its suffix and NAGs as glyphs (PBN §3.7), a note
 * reference (an alert, PBN §3.5.4) as a superscript number on a tinted
 * cell, and the irregularities of PBN §3.9: an insufficient bid (`^I`) is
 * framed, a turn skipped after a call out of rotation (`^S`) is a dash.
 * The tooltip of a call spells all of it out, with the note's text and the
 * call's commentary.
 *
 * Under the grid, the notes of the calls shown are listed with their
 * numbers, so that the alerts read without hovering or stepping.
 *
 * The view shows the first #BrgAuctionView:calls-shown calls and
 * highlights #BrgAuctionView:current-call; the cells of the other calls
 * keep their place, so the grid does not jump while stepping; the notes of
 * calls not shown yet are not listed.
 */
struct _BrgAuctionView
{
  GtkWidget   parent_instance;

  /* Owned */
  BrgBoard   *board;
  BrgAuction *auction;
  BrgReplay  *replay;         /* what may be shown, in a quiz */
  GPtrArray  *cells;          /* of GtkWidget, borrowed from the grid */

  /* Borrowed */
  GtkWidget  *grid;
  GtkWidget  *notes;
  GtkWidget  *placeholder;

  gulong      board_auction_id;
  gulong      board_tag_id;
  gulong      auction_handler_ids[5];
  gulong      dark_id;

  guint       calls_shown;
  int         current_call;
  gboolean    four_color;
};

G_DEFINE_FINAL_TYPE (BrgAuctionView, brg_auction_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_CALLS_SHOWN,
  PROP_CURRENT_CALL,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Grid columns: West, North, East, South. */
static guint
column_of (BrgSeat seat)
{
  return ((guint) seat + 1) % 4;
}

static void
clear_grid (BrgAuctionView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  g_ptr_array_set_size (self->cells, 0);
}

static void
add_header (BrgAuctionView *self)
{
  BrgVulnerability vulnerability = BRG_VULNERABILITY_NONE;
  gboolean known_vulnerability;
  BrgSeat dealer = BRG_SEAT_NONE;

  known_vulnerability = self->board != NULL
                        && brg_board_get_vulnerability (self->board, &vulnerability);
  if (self->auction != NULL)
    dealer = brg_auction_get_dealer (self->auction);
  else if (self->board != NULL)
    dealer = brg_board_get_dealer (self->board);

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      GtkWidget *label = gtk_label_new (brg_seat_to_display_short (seat));
      g_autoptr(GString) tooltip = g_string_new (brg_seat_to_display (seat));

      gtk_widget_add_css_class (label, "seat");
      gtk_widget_set_hexpand (label, TRUE);
      if (known_vulnerability && brg_vulnerability_is_vulnerable (vulnerability, seat))
        {
          gtk_widget_add_css_class (label, "vulnerable");
          /* Translators: added to a seat's name in the auction grid's tooltip: "North,
           * vulnerable" */
          g_string_append_printf (tooltip, ", %s", _("vulnerable"));
        }
      if (seat == dealer)
        {
          gtk_widget_add_css_class (label, "dealer");
          /* Translators: added to a seat's name in the auction grid's tooltip: "North, dealer" */
          g_string_append_printf (tooltip, ", %s", _("dealer"));
        }
      gtk_widget_set_tooltip_text (label, tooltip->str);
      gtk_grid_attach (GTK_GRID (self->grid), label, column_of (seat), 0, 1, 1);
    }
}

static char *
dup_note_text (BrgAuction *auction,
               guint       index)
{
  const BrgNote *note = brg_auction_lookup_note (auction, index);

  return note != NULL ? g_strdup (note->text) : NULL;
}

/* Whether the replay, in a quiz, lets note @index show. */
static gboolean
note_visible (BrgAuctionView *self,
              guint           index)
{
  return self->replay == NULL
         || brg_replay_is_note_visible (self->replay, BRG_SECTION_AUCTION, index);
}

/* The text of a call the file's token did not give, as it was written,
 * escaped for markup. */
static char *
dup_kept_token (const BrgAnnotation *annotation)
{
  const BrgComment *kept = annotation != NULL && annotation->comments != NULL
                           && annotation->comments->len > 0
                           ? g_ptr_array_index (annotation->comments, 0) : NULL;

  return g_markup_escape_text (kept != NULL && kept->kind == BRG_COMMENT_TOKEN
                               ? kept->text : "?", -1);
}

/* What the tooltip of a call spells out: who made it, its irregularity,
 * its NAGs in words, its note and its commentary, as far as a quiz lets
 * them show. */
static char *
cell_tooltip (BrgAuctionView *self,
              guint           position,
              BrgMarkupFlags  flags)
{
  BrgCall call = brg_auction_get_call (self->auction, position);
  BrgCallFlags call_flags = brg_auction_get_call_flags (self->auction, position);
  BrgSeat seat = brg_auction_get_call_seat (self->auction, position);
  const BrgAnnotation *annotation = brg_auction_get_annotation (self->auction, position);
  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_CALL, position);
  GString *tooltip = g_string_new (NULL);

  if (call_flags & BRG_CALL_FLAGS_UNKNOWN)
    {
      g_autofree char *text = dup_kept_token (annotation);

      if (BRG_SEAT_IS_VALID (seat))
        g_string_append_printf (tooltip, "<b>%s</b>\n", brg_seat_to_display (seat));
      g_string_append_printf (tooltip, _("Not a call Finesse could read: “%s” is kept as the "
                                         "file has it"), text);
    }
  else if (call_flags & BRG_CALL_FLAGS_SKIPPED || !BRG_CALL_IS_VALID (call))
    {
      if (BRG_SEAT_IS_VALID (seat))
        g_string_append_printf (tooltip, "<b>%s</b>\n", brg_seat_to_display (seat));
      g_string_append (tooltip, _("No call: the turn was skipped after a call out of rotation"));
    }
  else
    {
      g_autofree char *call_markup = _brg_markup_call (call, flags);

      if (BRG_SEAT_IS_VALID (seat))
        g_string_append_printf (tooltip, "<b>%s: %s</b>", brg_seat_to_display (seat), call_markup);
      else
        g_string_append_printf (tooltip, "<b>%s</b>", call_markup);

      if (call_flags & BRG_CALL_FLAGS_INSUFFICIENT)
        g_string_append_printf (tooltip, "\n%s",
                                _("Insufficient bid, accepted by the opponents"));
    }

  if (annotation == NULL)
    return g_string_free (tooltip, FALSE);

  if (annotation->suffix != BRG_SUFFIX_NONE)
    g_string_append_printf (tooltip, "\n%s", _brg_nag_to_description (annotation->suffix));

  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint nag = g_array_index (annotation->nags, guint8, i);
      const char *description = _brg_nag_to_description (nag);

      if (nag == 0 || nag == annotation->suffix)
        continue;
      if (description != NULL)
        g_string_append_printf (tooltip, "\n%s", description);
      else
        /* Translators: %u is a Numeric Annotation Glyph (PBN §3.7), a number */
        g_string_append_printf (tooltip, _("\nAnnotation $%u"), nag);
    }

  if (annotation->note > 0 && note_visible (self, annotation->note))
    {
      g_autofree char *text = dup_note_text (self->auction, annotation->note);
      g_autofree char *note_markup = _brg_markup_commentary (text != NULL ? text : "", flags);

      /* Translators: %u is the number of a note that explains a call */
      g_string_append_printf (tooltip, _("\n<i>Note %u:</i> %s"),
                              annotation->note, note_markup);
    }

  for (guint i = 0; annotation->comments != NULL && i < annotation->comments->len; i++)
    {
      const BrgComment *comment_data = g_ptr_array_index (annotation->comments, i);
      g_autofree char *comment = NULL;

      if (self->replay != NULL
          && !brg_replay_is_comment_visible (self->replay, &anchor, comment_data))
        continue;
      comment = _brg_markup_comment (comment_data, flags);
      if (comment[0] != '\0')
        g_string_append_printf (tooltip, "\n%s", comment);
    }

  return g_string_free (tooltip, FALSE);
}

static GtkWidget *
create_cell (BrgAuctionView *self,
             guint           position,
             BrgMarkupFlags  flags)
{
  BrgCall call = brg_auction_get_call (self->auction, position);
  BrgCallFlags call_flags = brg_auction_get_call_flags (self->auction, position);
  const BrgAnnotation *annotation = brg_auction_get_annotation (self->auction, position);
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autofree char *glyphs = _brg_annotation_dup_glyphs (annotation, 0);
  g_autofree char *tooltip = cell_tooltip (self, position, flags);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "call");

  if (call_flags & BRG_CALL_FLAGS_UNKNOWN)
    {
      g_autofree char *text = dup_kept_token (annotation);

      g_string_append_printf (markup, "“%s”", text);
      gtk_widget_add_css_class (label, "irregular");
    }
  else if (call_flags & BRG_CALL_FLAGS_SKIPPED || !BRG_CALL_IS_VALID (call))
    {
      g_string_append (markup, "\u2014");
      gtk_widget_add_css_class (label, "skipped");
    }
  else
    {
      g_autofree char *call_markup = _brg_markup_call (call, flags);

      g_string_append (markup, call_markup);
      if (call_flags & BRG_CALL_FLAGS_INSUFFICIENT)
        gtk_widget_add_css_class (label, "irregular");
    }

  if (glyphs[0] != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (glyphs, -1);

      g_string_append_printf (markup, "<b>%s</b>", escaped);
    }

  if (annotation != NULL && annotation->note > 0)
    {
      g_string_append_printf (markup, "<sup>%u</sup>", annotation->note);
      gtk_widget_add_css_class (label, "alerted");
    }
  if (annotation != NULL && annotation->comments != NULL && annotation->comments->len > 0)
    gtk_widget_add_css_class (label, "commented");

  gtk_label_set_markup (GTK_LABEL (label), markup->str);
  gtk_widget_set_tooltip_markup (label, tooltip);
  return label;
}

/* The notes of the calls shown, each once, in the order of their calls:
 * new labels each time (see BrgAnnotationPanel's update()). */
static void
update_notes (BrgAuctionView *self)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->notes)) != NULL)
    gtk_box_remove (GTK_BOX (self->notes), child);
  if (self->auction == NULL)
    return;

  for (guint i = 0; i < self->cells->len && i < self->calls_shown; i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (self->auction, i);
      const BrgNote *note;
      BrgCall call = brg_auction_get_call (self->auction, i);
      g_autofree char *call_markup = NULL;
      g_autofree char *text = NULL;
      g_autofree char *markup = NULL;
      gboolean seen = FALSE;
      GtkWidget *label;

      if (annotation == NULL || annotation->note == 0 || !note_visible (self, annotation->note))
        continue;
      for (guint j = 0; j < listed->len; j++)
        seen |= g_array_index (listed, guint, j) == annotation->note;
      if (seen)
        continue;
      g_array_append_val (listed, annotation->note);

      note = brg_auction_lookup_note (self->auction, annotation->note);
      text = _brg_markup_commentary (note != NULL ? note->text : "?", flags);
      call_markup = BRG_CALL_IS_VALID (call) ? _brg_markup_call (call, flags) : g_strdup ("\u2014");
      /* Translators: a note under the auction: its number, the call it
       * explains and its text, "1  2♠  4+ spades, 6-9 points" */
      markup = g_strdup_printf (_("<b>%u</b>  %s  %s"), annotation->note, call_markup, text);

      label = gtk_label_new (NULL);
      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
      gtk_widget_add_css_class (label, "auction-note");
      gtk_box_append (GTK_BOX (self->notes), label);
    }

  gtk_widget_set_margin_top (self->notes, listed->len > 0 ? 8 : 0);
}

static void
update_cells (BrgAuctionView *self)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);

  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (self->cells, i);

      /* In a quiz, what a tooltip may tell changes as the replay moves. */
      if (self->replay != NULL)
        {
          g_autofree char *tooltip = cell_tooltip (self, i, flags);

          gtk_widget_set_tooltip_markup (cell, tooltip);
        }

      gtk_widget_set_opacity (cell, i < self->calls_shown ? 1.0 : 0.0);
      if ((int) i == self->current_call && i < self->calls_shown)
        gtk_widget_add_css_class (cell, "current");
      else
        gtk_widget_remove_css_class (cell, "current");
    }

  update_notes (self);
}

static void
rebuild (BrgAuctionView *self)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  guint first;

  clear_grid (self);
  update_notes (self);

  gtk_widget_set_visible (self->placeholder, self->auction == NULL);
  if (self->board == NULL || self->auction == NULL)
    return;

  add_header (self);

  first = column_of (brg_auction_get_dealer (self->auction));
  for (guint i = 0; i < brg_auction_get_n_calls (self->auction); i++)
    {
      GtkWidget *cell = create_cell (self, i, flags);
      guint k = first + i;

      gtk_grid_attach (GTK_GRID (self->grid), cell, k % 4, 1 + k / 4, 1, 1);
      g_ptr_array_add (self->cells, cell);
    }

  update_cells (self);
}

static void
auction_changed_cb (BrgAuctionView *self)
{
  rebuild (self);
}

static void
watch_auction (BrgAuctionView *self)
{
  static const char *signal_names[] = {
    "call-added", "call-removed", "annotation-changed", "notes-changed", "notify::dealer",
  };
  BrgAuction *auction = self->board != NULL ? brg_board_get_auction (self->board) : NULL;

  G_STATIC_ASSERT (G_N_ELEMENTS (signal_names) == G_N_ELEMENTS (self->auction_handler_ids));

  if (auction == self->auction)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (self->auction_handler_ids); i++)
    g_clear_signal_handler (&self->auction_handler_ids[i], self->auction);
  g_set_object (&self->auction, auction);
  if (auction == NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (signal_names); i++)
    self->auction_handler_ids[i] = g_signal_connect_object (auction, signal_names[i],
                                                            G_CALLBACK (auction_changed_cb), self,
                                                            G_CONNECT_SWAPPED);
}

static void
board_auction_cb (BrgAuctionView *self)
{
  watch_auction (self);
  rebuild (self);
}

static void
board_tag_changed_cb (BrgAuctionView *self,
                      const char     *name,
                      BrgBoard       *board)
{
  if (g_strcmp0 (name, "Vulnerable") == 0 || g_strcmp0 (name, "Dealer") == 0)
    rebuild (self);
}

static void
style_dark_cb (BrgAuctionView *self)
{
  rebuild (self);
}

static void
brg_auction_view_dispose (GObject *object)
{
  BrgAuctionView *self = BRG_AUCTION_VIEW (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->auction_handler_ids); i++)
    g_clear_signal_handler (&self->auction_handler_ids[i], self->auction);
  g_clear_signal_handler (&self->board_auction_id, self->board);
  g_clear_signal_handler (&self->board_tag_id, self->board);
  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_object (&self->auction);
  g_clear_object (&self->board);
  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_data (self->replay, self);
  g_clear_object (&self->replay);

  if (self->grid != NULL)
    {
      gtk_widget_unparent (gtk_widget_get_parent (self->grid));
      self->grid = NULL;
      self->notes = NULL;
      self->placeholder = NULL;
    }

  G_OBJECT_CLASS (brg_auction_view_parent_class)->dispose (object);
}

static void
brg_auction_view_finalize (GObject *object)
{
  BrgAuctionView *self = BRG_AUCTION_VIEW (object);

  g_clear_pointer (&self->cells, g_ptr_array_unref);

  G_OBJECT_CLASS (brg_auction_view_parent_class)->finalize (object);
}

static void
brg_auction_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BrgAuctionView *self = BRG_AUCTION_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, brg_auction_view_get_board (self));
      break;

    case PROP_CALLS_SHOWN:
      g_value_set_uint (value, brg_auction_view_get_calls_shown (self));
      break;

    case PROP_CURRENT_CALL:
      g_value_set_int (value, brg_auction_view_get_current_call (self));
      break;

    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, brg_auction_view_get_four_color (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_auction_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BrgAuctionView *self = BRG_AUCTION_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_auction_view_set_board (self, g_value_get_object (value));
      break;

    case PROP_CALLS_SHOWN:
      brg_auction_view_set_calls_shown (self, g_value_get_uint (value));
      break;

    case PROP_CURRENT_CALL:
      brg_auction_view_set_current_call (self, g_value_get_int (value));
      break;

    case PROP_FOUR_COLOR:
      brg_auction_view_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_auction_view_class_init (BrgAuctionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_auction_view_dispose;
  object_class->finalize = brg_auction_view_finalize;
  object_class->get_property = brg_auction_view_get_property;
  object_class->set_property = brg_auction_view_set_property;

  /**
   * BrgAuctionView:board:
   *
   * The board whose auction is shown.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAuctionView:calls-shown:
   *
   * How many calls are shown.
   */
  properties[PROP_CALLS_SHOWN] =
    g_param_spec_uint ("calls-shown", NULL, NULL,
                       0, G_MAXUINT, G_MAXUINT,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAuctionView:current-call:
   *
   * The position of the call to highlight, or -1.
   */
  properties[PROP_CURRENT_CALL] =
    g_param_spec_int ("current-call", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAuctionView:four-color:
   *
   * Whether suit symbols take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "auctionview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
brg_auction_view_init (BrgAuctionView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->cells = g_ptr_array_new ();
  self->calls_shown = G_MAXUINT;
  self->current_call = -1;

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 2);
  gtk_box_append (GTK_BOX (box), self->grid);

  self->notes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (box), self->notes);

  self->placeholder = gtk_label_new (_("No auction"));
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_widget_set_margin_top (self->placeholder, 6);
  gtk_box_append (GTK_BOX (box), self->placeholder);

  gtk_widget_set_parent (box, GTK_WIDGET (self));

  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (style_dark_cb), self,
                                           G_CONNECT_SWAPPED);
}

/**
 * brg_auction_view_new:
 *
 * Returns: (transfer floating): a new auction view without a board
 */
GtkWidget *
brg_auction_view_new (void)
{
  return g_object_new (BRG_TYPE_AUCTION_VIEW, NULL);
}

/**
 * brg_auction_view_get_board:
 * @self: an auction view
 *
 * Returns: (transfer none) (nullable): the board shown
 */
BrgBoard *
brg_auction_view_get_board (BrgAuctionView *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION_VIEW (self), NULL);

  return self->board;
}

/**
 * brg_auction_view_set_board:
 * @self: an auction view
 * @board: (nullable): a board
 *
 * Shows the auction of @board, and follows its changes.
 */
void
brg_auction_view_set_board (BrgAuctionView *self,
                            BrgBoard       *board)
{
  g_return_if_fail (BRG_IS_AUCTION_VIEW (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board == self->board)
    return;

  g_clear_signal_handler (&self->board_auction_id, self->board);
  g_clear_signal_handler (&self->board_tag_id, self->board);
  g_set_object (&self->board, board);
  if (board != NULL)
    {
      self->board_auction_id = g_signal_connect_object (board, "notify::auction",
                                                        G_CALLBACK (board_auction_cb), self,
                                                        G_CONNECT_SWAPPED);
      self->board_tag_id = g_signal_connect_object (board, "tag-changed",
                                                    G_CALLBACK (board_tag_changed_cb), self,
                                                    G_CONNECT_SWAPPED);
    }
  watch_auction (self);
  rebuild (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

/**
 * brg_auction_view_set_replay:
 * @self: an auction view
 * @replay: (nullable): the position whose visibility rules apply, or %NULL
 *   to show everything
 *
 * Shows a note, in the list and the tooltips, only once @replay may show
 * it (brg_replay_is_note_visible()), as a quiz wants; the same for the
 * commentary in the tooltips.
 */
void
brg_auction_view_set_replay (BrgAuctionView *self,
                             BrgReplay      *replay)
{
  g_return_if_fail (BRG_IS_AUCTION_VIEW (self));
  g_return_if_fail (replay == NULL || BRG_IS_REPLAY (replay));

  if (replay == self->replay)
    return;
  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_data (self->replay, self);
  g_set_object (&self->replay, replay);
  /* A note marked "after the play" shows at the end of the play. */
  if (replay != NULL)
    g_signal_connect_object (replay, "notify::cards-played", G_CALLBACK (update_cells), self,
                             G_CONNECT_SWAPPED);
  rebuild (self);
}

/**
 * brg_auction_view_get_calls_shown:
 * @self: an auction view
 *
 * Returns: how many calls are shown
 */
guint
brg_auction_view_get_calls_shown (BrgAuctionView *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION_VIEW (self), 0);

  return self->calls_shown;
}

/**
 * brg_auction_view_set_calls_shown:
 * @self: an auction view
 * @calls_shown: how many calls to show; %G_MAXUINT for all
 *
 * Shows the first @calls_shown calls; the others keep their cells empty.
 */
void
brg_auction_view_set_calls_shown (BrgAuctionView *self,
                                  guint           calls_shown)
{
  g_return_if_fail (BRG_IS_AUCTION_VIEW (self));

  if (calls_shown == self->calls_shown)
    return;

  self->calls_shown = calls_shown;
  update_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CALLS_SHOWN]);
}

/**
 * brg_auction_view_get_current_call:
 * @self: an auction view
 *
 * Returns: the position of the highlighted call, or -1
 */
int
brg_auction_view_get_current_call (BrgAuctionView *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION_VIEW (self), -1);

  return self->current_call;
}

/**
 * brg_auction_view_set_current_call:
 * @self: an auction view
 * @current_call: the position of the call to highlight, or -1
 *
 * Highlights a call, as the replay steps through the auction.
 */
void
brg_auction_view_set_current_call (BrgAuctionView *self,
                                   int             current_call)
{
  g_return_if_fail (BRG_IS_AUCTION_VIEW (self));
  g_return_if_fail (current_call >= -1);

  if (current_call == self->current_call)
    return;

  self->current_call = current_call;
  update_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_CALL]);
}

/**
 * brg_auction_view_get_four_color:
 * @self: an auction view
 *
 * Returns: whether suit symbols take four colours
 */
gboolean
brg_auction_view_get_four_color (BrgAuctionView *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION_VIEW (self), FALSE);

  return self->four_color;
}

/**
 * brg_auction_view_set_four_color:
 * @self: an auction view
 * @four_color: whether to colour the suits as the four-colour deck
 *
 * Sets the colours of the suit symbols.
 */
void
brg_auction_view_set_four_color (BrgAuctionView *self,
                                 gboolean        four_color)
{
  g_return_if_fail (BRG_IS_AUCTION_VIEW (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;

  self->four_color = four_color;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

/**
 * brg_auction_view_get_cell:
 * @self: an auction view
 * @position: a call's position in the auction
 *
 * Returns: (transfer none) (nullable): the label that shows the call, or
 *   %NULL beyond the auction
 */
GtkWidget *
brg_auction_view_get_cell (BrgAuctionView *self,
                           guint           position)
{
  g_return_val_if_fail (BRG_IS_AUCTION_VIEW (self), NULL);

  if (position >= self->cells->len)
    return NULL;

  return g_ptr_array_index (self->cells, position);
}

/**
 * brg_auction_view_refresh_letters:
 * @self: an auction view
 *
 * Shows its board again in the card letters in use (brg_letters_get_current()),
 * after they changed: the Preferences' Card Letters.
 */
void
brg_auction_view_refresh_letters (BrgAuctionView *self)
{
  g_return_if_fail (BRG_IS_AUCTION_VIEW (self));

  rebuild (self);
}
