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

#include <glib/gi18n.h>

#include "brg-dd-grid.h"

struct _BrgDdGrid
{
  GtkBox      parent_instance;

  GtkGrid    *grid;
  GtkLabel   *makes;
  GtkLabel   *par;
  GtkLabel   *explanation;
  gboolean    has_table;
};

G_DEFINE_FINAL_TYPE (BrgDdGrid, brg_dd_grid, GTK_TYPE_BOX)

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

static char *
strain_markup (BrgStrain strain)
{
  const char *symbol = brg_strain_to_symbol (strain);

  if (strain != BRG_STRAIN_NOTRUMP && brg_suit_is_red ((BrgSuit) strain))
    return g_strdup_printf ("<span foreground=\"#c8102e\">%s</span>", symbol);
  return g_markup_escape_text (symbol, -1);
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

  clear_grid (self);
  self->has_table = table != NULL && !brg_dd_table_is_empty (table);
  gtk_widget_set_visible (GTK_WIDGET (self->grid), self->has_table);
  gtk_widget_set_visible (GTK_WIDGET (self->makes), self->has_table);
  if (self->has_table)
    {
      g_autofree char *makes = brg_dd_table_dup_makeable (table);
      g_autofree char *makes_text = g_strdup_printf (_("Makes: %s"), makes);

      /* The empty corner holds the place; a screen reader skips it. */
      gtk_grid_attach (self->grid,
                       g_object_new (GTK_TYPE_LABEL,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                     NULL),
                       0, 0, 1, 1);
      for (guint s = 0; s < 5; s++)
        {
          g_autofree char *markup = strain_markup (strains[s]);
          GtkWidget *c = cell (markup, TRUE);

          gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          brg_strain_to_display (strains[s]), -1);
          gtk_grid_attach (self->grid, c, (int) s + 1, 0, 1, 1);
        }
      for (BrgSide side = BRG_SIDE_NS; side <= BRG_SIDE_EW; side++)
        {
          BrgSeat first = side == BRG_SIDE_NS ? BRG_SEAT_NORTH : BRG_SEAT_EAST;

          if (brg_dd_table_partners_agree (table, side))
            add_row (self, row++, side == BRG_SIDE_NS ? _("N-S") : _("E-W"), table, first);
          else
            {
              add_row (self, row++, brg_seat_to_display (first), table, first);
              add_row (self, row++, brg_seat_to_display (first + 2), table, first + 2);
            }
        }
      gtk_label_set_text (self->makes, makes_text);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->par), par != NULL && par->known);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), par != NULL && par->known);
  if (par != NULL && par->known)
    {
      g_autofree char *display = brg_par_dup_display (par);
      g_autofree char *text = g_strdup_printf (_("Par: %s"), display);
      g_autofree char *explanation = brg_par_dup_explanation (par);

      gtk_label_set_text (self->par, text);
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

static void
brg_dd_grid_class_init (BrgDdGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

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
