/* brg-dd-grid.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The double-dummy grid: tricks by declarer and strain (one row a side
 * when partners take the same tricks), the makeable contracts, and the par
 * with a sentence that says what it means. It shows what a board's tags
 * say and what the solver computes alike.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-dd-grid.h"
#include "brg-markup-private.h"

struct _BrgDdGrid
{
  GtkBox      parent_instance;

  /* Borrowed */
  GtkGrid    *grid;
  GtkLabel   *makes;
  GtkLabel   *par;
  GtkLabel   *explanation;

  /* What is shown, kept to show it again in other colours */
  BrgDdTable  table;
  BrgPar      par_value;
  gboolean    has_table;
  gboolean    four_color;
  gulong      dark_id;
};

G_DEFINE_FINAL_TYPE (BrgDdGrid, brg_dd_grid, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const BrgStrain strains[5] = {
  BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS,
  BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
};

static GtkWidget *
cell (const char *markup,
      gboolean    heading)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "numeric");
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

/* The strain's symbol in the colour of its suit, as the table and the
 * auction show it (brg-markup.c holds the one table of colours). */
static char *
strain_markup (BrgDdGrid *self,
               BrgStrain  strain)
{
  return _brg_markup_text (brg_strain_to_symbol (strain),
                           _brg_markup_flags_for (self->four_color));
}

static void
set_label_with_suits (BrgDdGrid  *self,
                      GtkLabel   *label,
                      const char *text)
{
  g_autofree char *markup = _brg_markup_text (text, _brg_markup_flags_for (self->four_color));

  gtk_label_set_markup (label, markup);
}

static void
add_row (BrgDdGrid        *self,
         guint             row,
         const char       *name,
         const BrgDdTable *table,
         BrgSeat           seat)
{
  GtkWidget *label = gtk_label_new (name);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (self->grid, label, 0, (int) row, 1, 1);
  for (guint s = 0; s < 5; s++)
    {
      guint8 tricks = table->tricks[strains[s]][seat];
      g_autofree char *text = tricks == BRG_DD_UNKNOWN ? g_strdup ("–")
                                                        : g_strdup_printf ("%u", tricks);
      GtkWidget *c = cell (text, FALSE);
      g_autofree char *strain = g_strdup (brg_strain_to_display (strains[s]));
      g_autofree char *description = g_strdup_printf (_("%s in %s: %s tricks"), name, strain,
                                                      text);

      /* Contracts that make are the ones readers look for. */
      if (tricks != BRG_DD_UNKNOWN && tricks >= 7)
        gtk_widget_add_css_class (c, "success");
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      description, -1);
      gtk_grid_attach (self->grid, c, (int) s + 1, (int) row, 1, 1);
    }
}

static void
clear_grid (BrgDdGrid *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
}

/**
 * brg_dd_grid_set_results:
 * @self: the grid
 * @table: (nullable): the table, or %NULL for none
 * @par: (nullable): the par, or %NULL for none
 *
 * Shows @table and @par.
 */
void
brg_dd_grid_set_results (BrgDdGrid        *self,
                         const BrgDdTable *table,
                         const BrgPar     *par)
{
  guint row = 1;

  g_return_if_fail (BRG_IS_DD_GRID (self));

  if (table != NULL && table != &self->table)
    self->table = *table;
  if (par != NULL && par != &self->par_value)
    self->par_value = *par;
  else if (par == NULL)
    self->par_value.known = FALSE;
  clear_grid (self);
  self->has_table = table != NULL && !brg_dd_table_is_empty (table);
  gtk_widget_set_visible (GTK_WIDGET (self->grid), self->has_table);
  gtk_widget_set_visible (GTK_WIDGET (self->makes), self->has_table);
  if (self->has_table)
    {
      g_autofree char *makes = brg_dd_table_dup_makeable (table);
      /* Translators: the contracts that make at double dummy, such as "NS 3NT 4♠" */
      g_autofree char *makes_text = g_strdup_printf (_("Makes: %s"), makes);

      /* The empty corner holds the place; a screen reader skips it. */
      gtk_grid_attach (self->grid,
                       g_object_new (GTK_TYPE_LABEL,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                     NULL),
                       0, 0, 1, 1);
      for (guint s = 0; s < 5; s++)
        {
          g_autofree char *markup = strain_markup (self, strains[s]);
          GtkWidget *c = cell (markup, TRUE);

          gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          brg_strain_to_display (strains[s]), -1);
          gtk_grid_attach (self->grid, c, (int) s + 1, 0, 1, 1);
        }
      for (BrgSide side = BRG_SIDE_NS; side <= BRG_SIDE_EW; side++)
        {
          BrgSeat first = side == BRG_SIDE_NS ? BRG_SEAT_NORTH : BRG_SEAT_EAST;

          if (brg_dd_table_partners_agree (table, side))
            /* Translators: the sides, in your seat letters (French N-S and E-O) */
            add_row (self, row++, side == BRG_SIDE_NS ? _("N-S") : _("E-W"), table, first);
          else
            {
              add_row (self, row++, brg_seat_to_display (first), table, first);
              add_row (self, row++, brg_seat_to_display (first + 2), table, first + 2);
            }
        }
      set_label_with_suits (self, self->makes, makes_text);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->par), par != NULL && par->known);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), par != NULL && par->known);
  if (par != NULL && par->known)
    {
      g_autofree char *display = brg_par_dup_display (par);
      /* Translators: par: the score of the best contract both sides reach at double dummy; %s is
       * that contract and score */
      g_autofree char *text = g_strdup_printf (_("Par: %s"), display);
      g_autofree char *explanation = brg_par_dup_explanation (par);

      set_label_with_suits (self, self->par, text);
      gtk_label_set_text (self->explanation, explanation);
    }
}

/**
 * brg_dd_grid_has_table:
 * @self: the grid
 *
 * Returns: %TRUE if a table is shown
 */
gboolean
brg_dd_grid_has_table (BrgDdGrid *self)
{
  g_return_val_if_fail (BRG_IS_DD_GRID (self), FALSE);

  return self->has_table;
}

/**
 * brg_dd_grid_dup_cell_text:
 * @self: the grid
 * @row: the row, 0 for the strains
 * @column: the column, 0 for the declarers
 *
 * Returns: (transfer full) (nullable): the text of that cell, for tests
 */
char *
brg_dd_grid_dup_cell_text (BrgDdGrid *self,
                           guint      row,
                           guint      column)
{
  GtkWidget *child;

  g_return_val_if_fail (BRG_IS_DD_GRID (self), NULL);

  child = gtk_grid_get_child_at (self->grid, (int) column, (int) row);
  if (child == NULL || !GTK_IS_LABEL (child))
    return NULL;
  return g_strdup (gtk_label_get_text (GTK_LABEL (child)));
}

/* Shows the same results again, in the colours of the deck and style. */
static void
recolor (BrgDdGrid *self)
{
  brg_dd_grid_set_results (self, self->has_table ? &self->table : NULL,
                           self->par_value.known ? &self->par_value : NULL);
}

/**
 * brg_dd_grid_get_four_color:
 * @self: the grid
 *
 * Returns: whether the suits take the four-colour deck's colours
 */
gboolean
brg_dd_grid_get_four_color (BrgDdGrid *self)
{
  g_return_val_if_fail (BRG_IS_DD_GRID (self), FALSE);

  return self->four_color;
}

/**
 * brg_dd_grid_set_four_color:
 * @self: the grid
 * @four_color: whether to colour the suits as the four-colour deck
 *
 * Sets the colours of the suit symbols.
 */
void
brg_dd_grid_set_four_color (BrgDdGrid *self,
                            gboolean   four_color)
{
  g_return_if_fail (BRG_IS_DD_GRID (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;
  self->four_color = four_color;
  recolor (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

static void
brg_dd_grid_dispose (GObject *object)
{
  BrgDdGrid *self = BRG_DD_GRID (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());

  G_OBJECT_CLASS (brg_dd_grid_parent_class)->dispose (object);
}

static void
brg_dd_grid_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BrgDdGrid *self = BRG_DD_GRID (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, brg_dd_grid_get_four_color (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_dd_grid_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BrgDdGrid *self = BRG_DD_GRID (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOR:
      brg_dd_grid_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_dd_grid_class_init (BrgDdGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_dd_grid_dispose;
  object_class->get_property = brg_dd_grid_get_property;
  object_class->set_property = brg_dd_grid_set_property;

  /**
   * BrgDdGrid:four-color:
   *
   * Whether the suit symbols take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkLabel *
wrapped_label (BrgDdGrid *self)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (self), label);
  return GTK_LABEL (label);
}

static void
brg_dd_grid_init (BrgDdGrid *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (self->grid, 12);
  gtk_grid_set_row_spacing (self->grid, 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tricks at double dummy by declarer and strain"), -1);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->grid));
  self->makes = wrapped_label (self);
  self->par = wrapped_label (self);
  gtk_widget_add_css_class (GTK_WIDGET (self->par), "heading");
  self->explanation = wrapped_label (self);
  gtk_widget_add_css_class (GTK_WIDGET (self->explanation), "dim-label");
  brg_dd_grid_set_results (self, NULL, NULL);

  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (recolor), self, G_CONNECT_SWAPPED);
}

/**
 * brg_dd_grid_new:
 *
 * Returns: a new, empty grid
 */
GtkWidget *
brg_dd_grid_new (void)
{
  return g_object_new (BRG_TYPE_DD_GRID, NULL);
}
