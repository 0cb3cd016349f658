/* brg-details-pane.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-details-pane-private.h"

/**
 * BrgDetailsPane:
 *
 * The metadata of a board as a list of names and values: first the
 * identification tags a reader looks for (Event, Site, Date, Board,
 * Scoring, the four players, Description), then every other tag in file
 * order, supplemental tables (PBN §5) with their lines in a fixed-width
 * font. Tags shown elsewhere (Deal, Auction, Play, Note) are left out, and
 * so are values that say nothing (`?`, `-`, empty).
 */
struct _BrgDetailsPane
{
  GtkWidget   parent_instance;

  /* Owned */
  BrgBoard   *board;
  GHashTable *values;    /* tag name → the value shown */

  /* Template widgets */
  GtkWidget  *box;
  GtkWidget  *grid;
  GtkWidget  *placeholder;

  gulong      tag_changed_id;
  gboolean    hide_outcome;
};

G_DEFINE_FINAL_TYPE (BrgDetailsPane, brg_details_pane, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_HIDE_OUTCOME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const struct {
  const char *tag;
  const char *title;
} first_tags[] = {
  /* Translators: the names of a board's tags (PBN), shown beside their
   * values; West, North, East and South hold the players' names */
  { "Event", NC_("tag", "Event") },
  { "Site", NC_("tag", "Site") },
  { "Date", NC_("tag", "Date") },
  { "Board", NC_("tag", "Board") },
  { "Scoring", NC_("tag", "Scoring") },
  { "West", NC_("tag", "West") },
  { "North", NC_("tag", "North") },
  { "East", NC_("tag", "East") },
  { "South", NC_("tag", "South") },
  { "Description", NC_("tag", "Description") },
};

static gboolean
is_shown_elsewhere (const char *tag)
{
  return g_str_equal (tag, "Deal") || g_str_equal (tag, "Auction")
         || g_str_equal (tag, "Play") || g_str_equal (tag, "Note")
         /* Shown as the double-dummy grid and par. */
         || g_str_equal (tag, "DoubleDummyTricks") || g_str_equal (tag, "OptimumResultTable")
         || g_str_equal (tag, "OptimumScore") || g_str_equal (tag, "ParContract");
}

/* What the auction and the play come to, and what double dummy says they
 * should: a quiz keeps these back. */
static gboolean
is_outcome (const char *tag)
{
  static const char *tags[] = {
    "Declarer", "Contract", "Result", "Score", "ScoreIMP", "ScoreMP", "ScorePercentage",
    "ScoreRubber", "ScoreRubberHistory", "ScoreTable", "TotalScoreTable", "OptimumScore",
    "OptimumResultTable", "OptimumContract", "ParContract", "DoubleDummyTricks",
  };

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    if (g_str_equal (tag, tags[i]))
      return TRUE;
  return FALSE;
}

/* The other tags of PBN's Mandatory Tag Set (§3.1), which the pane shows
 * under their names in the reader's language, and their values in words
 * (display_value()). Any other tag shows as the file names it. */
static const struct {
  const char *tag;
  const char *title;
} named_tags[] = {
  /* Translators: the names of a board's tags (PBN), shown beside their
   * values */
  { "Dealer", NC_("tag", "Dealer") },
  { "Vulnerable", NC_("tag", "Vulnerable") },
  { "Declarer", NC_("tag", "Declarer") },
  { "Contract", NC_("tag", "Contract") },
  { "Result", NC_("tag", "Result") },
};

static const char *
tag_title (const char *tag)
{
  for (guint i = 0; i < G_N_ELEMENTS (named_tags); i++)
    if (g_str_equal (tag, named_tags[i].tag))
      return g_dpgettext2 (GETTEXT_PACKAGE, "tag", named_tags[i].title);
  return tag;
}

/* A seat, a vulnerability or a contract in words and card letters ("Nord",
 * "Personne vulnérable", "4♥×"), as the rest of the window shows them;
 * a value that does not read as one stays as the file has it. */
static char *
display_value (const char *tag,
               const char *value)
{
  BrgSeat seat;
  BrgVulnerability vulnerability;
  BrgContract contract;
  gboolean swapped;

  if (g_str_equal (tag, "Dealer") && brg_seat_from_pbn (value, &seat))
    return g_strdup (brg_seat_to_display (seat));
  if (g_str_equal (tag, "Declarer") && brg_declarer_from_pbn (value, &seat, &swapped))
    return g_strdup (brg_seat_to_display (seat));
  if (g_str_equal (tag, "Vulnerable") && brg_vulnerability_from_pbn (value, &vulnerability))
    return g_strdup (brg_vulnerability_to_display (vulnerability));
  if (g_str_equal (tag, "Contract") && brg_contract_from_pbn (value, &contract))
    return brg_contract_to_display (&contract);
  return g_strdup (value);
}

static gboolean
is_first_tag (const char *tag)
{
  for (guint i = 0; i < G_N_ELEMENTS (first_tags); i++)
    if (g_str_equal (tag, first_tags[i].tag))
      return TRUE;
  return FALSE;
}

/* "?" is unknown and "" inappropriate (PBN §3.4); dealing programs write
 * "-" for the players nobody named. None of them is worth a row. */
static gboolean
is_unknown (const char *value)
{
  return value == NULL || value[0] == '\0' || g_str_equal (value, "?") || g_str_equal (value, "-");
}

static void
add_row (BrgDetailsPane *self,
         int             row,
         const char     *title,
         const char     *value,
         gboolean        monospace)
{
  GtkWidget *name = gtk_label_new (title);
  GtkWidget *text = gtk_label_new (value);

  gtk_label_set_xalign (GTK_LABEL (name), 1);
  gtk_label_set_yalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), !monospace);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 24);
  _brg_accessible_selectable_label (GTK_LABEL (text));
  gtk_widget_set_hexpand (text, TRUE);
  if (monospace)
    gtk_widget_add_css_class (text, "monospace");

  gtk_grid_attach (GTK_GRID (self->grid), name, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), text, 1, row, 1, 1);
}

static void
update (BrgDetailsPane *self)
{
  GtkWidget *child;
  int row = 0;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  g_hash_table_remove_all (self->values);

  if (self->board != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (first_tags); i++)
        {
          const char *value = brg_board_get_tag (self->board, first_tags[i].tag);

          if (is_unknown (value))
            continue;
          add_row (self, row++, g_dpgettext2 (GETTEXT_PACKAGE, "tag", first_tags[i].title),
                   value, FALSE);
          g_hash_table_insert (self->values, g_strdup (first_tags[i].tag), g_strdup (value));
        }

      for (guint i = 0; i < brg_board_get_n_tags (self->board); i++)
        {
          const BrgTag *tag = brg_board_get_nth_tag (self->board, i);
          g_autoptr(GString) text = NULL;
          g_autofree char *shown = NULL;

          if (is_first_tag (tag->name) || is_shown_elsewhere (tag->name)
              || g_hash_table_contains (self->values, tag->name)
              || (self->hide_outcome && is_outcome (tag->name)))
            continue;
          if (is_unknown (tag->value) && (tag->section == NULL || tag->section->len == 0))
            continue;

          text = g_string_new (is_unknown (tag->value) ? "" : tag->value);
          for (guint j = 0; tag->section != NULL && j < tag->section->len; j++)
            {
              if (text->len > 0)
                g_string_append_c (text, '\n');
              g_string_append (text, g_ptr_array_index (tag->section, j));
            }
          shown = display_value (tag->name, text->str);
          add_row (self, row++, tag_title (tag->name), shown,
                   tag->section != NULL && tag->section->len > 0);
          g_hash_table_insert (self->values, g_strdup (tag->name), g_strdup (text->str));
        }
    }

  gtk_widget_set_visible (self->placeholder, row == 0);
}

static void
board_tag_changed_cb (BrgDetailsPane *self)
{
  update (self);
}

static void
brg_details_pane_dispose (GObject *object)
{
  BrgDetailsPane *self = BRG_DETAILS_PANE (object);

  g_clear_signal_handler (&self->tag_changed_id, self->board);
  g_clear_object (&self->board);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_DETAILS_PANE);

  G_OBJECT_CLASS (brg_details_pane_parent_class)->dispose (object);
}

static void
brg_details_pane_finalize (GObject *object)
{
  BrgDetailsPane *self = BRG_DETAILS_PANE (object);

  g_clear_pointer (&self->values, g_hash_table_unref);

  G_OBJECT_CLASS (brg_details_pane_parent_class)->finalize (object);
}

static void
brg_details_pane_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BrgDetailsPane *self = BRG_DETAILS_PANE (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, brg_details_pane_get_board (self));
      break;

    case PROP_HIDE_OUTCOME:
      g_value_set_boolean (value, brg_details_pane_get_hide_outcome (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_details_pane_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BrgDetailsPane *self = BRG_DETAILS_PANE (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_details_pane_set_board (self, g_value_get_object (value));
      break;

    case PROP_HIDE_OUTCOME:
      brg_details_pane_set_hide_outcome (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_details_pane_class_init (BrgDetailsPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_details_pane_dispose;
  object_class->finalize = brg_details_pane_finalize;
  object_class->get_property = brg_details_pane_get_property;
  object_class->set_property = brg_details_pane_set_property;

  /**
   * BrgDetailsPane:board:
   *
   * The board whose tags are shown.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDetailsPane:hide-outcome:
   *
   * Whether the tags that tell how the board ends (declarer, contract,
   * result, scores, double dummy) are left out, for a quiz.
   */
  properties[PROP_HIDE_OUTCOME] =
    g_param_spec_boolean ("hide-outcome", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-details-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsPane, box);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsPane, grid);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsPane, placeholder);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "detailspane");
}

static void
brg_details_pane_init (BrgDetailsPane *self)
{
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * brg_details_pane_new:
 *
 * Returns: (transfer floating): a new, empty details pane
 */
GtkWidget *
brg_details_pane_new (void)
{
  return g_object_new (BRG_TYPE_DETAILS_PANE, NULL);
}

/**
 * brg_details_pane_get_board:
 * @self: a details pane
 *
 * Returns: (transfer none) (nullable): the board shown
 */
BrgBoard *
brg_details_pane_get_board (BrgDetailsPane *self)
{
  g_return_val_if_fail (BRG_IS_DETAILS_PANE (self), NULL);

  return self->board;
}

/**
 * brg_details_pane_set_board:
 * @self: a details pane
 * @board: (nullable): a board
 *
 * Shows the tags of @board, and follows their changes.
 */
void
brg_details_pane_set_board (BrgDetailsPane *self,
                            BrgBoard       *board)
{
  g_return_if_fail (BRG_IS_DETAILS_PANE (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board == self->board)
    return;

  g_clear_signal_handler (&self->tag_changed_id, self->board);
  g_set_object (&self->board, board);
  if (board != NULL)
    self->tag_changed_id = g_signal_connect_object (board, "tag-changed",
                                                    G_CALLBACK (board_tag_changed_cb), self,
                                                    G_CONNECT_SWAPPED);
  update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

/**
 * brg_details_pane_get_value:
 * @self: a details pane
 * @tag: a tag name
 *
 * Returns: (nullable): the text shown for @tag, or %NULL when it is not
 *   shown
 */
const char *
brg_details_pane_get_value (BrgDetailsPane *self,
                            const char     *tag)
{
  g_return_val_if_fail (BRG_IS_DETAILS_PANE (self), NULL);
  g_return_val_if_fail (tag != NULL, NULL);

  return g_hash_table_lookup (self->values, tag);
}

/**
 * brg_details_pane_get_hide_outcome:
 * @self: a details pane
 *
 * Returns: whether the outcome tags are left out
 */
gboolean
brg_details_pane_get_hide_outcome (BrgDetailsPane *self)
{
  g_return_val_if_fail (BRG_IS_DETAILS_PANE (self), FALSE);

  return self->hide_outcome;
}

/**
 * brg_details_pane_set_hide_outcome:
 * @self: a details pane
 * @hide_outcome: whether to leave out the outcome tags
 *
 * Leaves out, or shows again, the tags that tell how the board ends.
 */
void
brg_details_pane_set_hide_outcome (BrgDetailsPane *self,
                                   gboolean        hide_outcome)
{
  g_return_if_fail (BRG_IS_DETAILS_PANE (self));

  hide_outcome = !!hide_outcome;
  if (hide_outcome == self->hide_outcome)
    return;

  self->hide_outcome = hide_outcome;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIDE_OUTCOME]);
}

/**
 * brg_details_pane_refresh_letters:
 * @self: a details pane
 *
 * Shows its board again in the card letters in use (brg_letters_get_current()),
 * after they changed: the Preferences' Card Letters.
 */
void
brg_details_pane_refresh_letters (BrgDetailsPane *self)
{
  g_return_if_fail (BRG_IS_DETAILS_PANE (self));

  update (self);
}
