/* brg-render-box.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The boxes pages are built from: a paragraph, a blank space, a row or a
 * column of boxes, a grid of text cells, and an empty grid to write in.
 */

#include "config.h"

#include "brg-render-private.h"

/* Cells of a grid: padding either side of the text. */
#define CELL_PAD 0.35

typedef struct
{
  BrgBox     box;
  GPtrArray *children;   /* of BrgBox, owned */
  GArray    *offsets;    /* of double: each child's x (row) or y (column) */
} GroupBox;

typedef struct
{
  BrgBox     box;
  guint      n_columns;
  guint      n_rows;
  GPtrArray *cells;      /* of PangoLayout or NULL, owned */
  double    *column_x;   /* n_columns + 1 edges */
  double    *row_y;      /* n_rows + 1 edges */
  gboolean   header_row;
  gboolean   ruled;
  double     pad;
} GridBox;

typedef struct
{
  BrgBox       box;
  PangoLayout *header[4];
  double       row_height;
  guint        n_rows;
} WriteInBox;

void
_brg_box_free (BrgBox *box)
{
  if (box == NULL)
    return;
  if (box->free != NULL)
    box->free (box);
  g_clear_object (&box->layout);
  g_free (box);
}

void
_brg_box_draw (BrgBox     *box,
               BrgPainter *painter,
               double      x,
               double      y)
{
  if (painter->cr == NULL)
    return;
  if (box->layout != NULL)
    {
      _brg_render_set_color (painter->cr, BRG_RENDER_BLACK);
      _brg_render_show_layout (painter, box->layout, x + box->indent, y);
    }
  if (box->draw != NULL)
    box->draw (box, painter, x, y);
}

/* A paragraph of markup, wrapped to @width less @indent. */
BrgBox *
_brg_box_new_text (BrgPainter *painter,
                   const char *markup,
                   double      size,
                   double      width,
                   double      indent)
{
  BrgBox *box = g_new0 (BrgBox, 1);

  box->layout = _brg_render_layout (painter, markup, size, width > 0 ? width - indent : -1);
  box->indent = indent;
  _brg_render_layout_size (box->layout, &box->width, &box->height);
  box->width += indent;
  return box;
}

BrgBox *
_brg_box_new_space (double height)
{
  BrgBox *box = g_new0 (BrgBox, 1);

  box->height = height;
  return box;
}

static void
group_free (BrgBox *box)
{
  GroupBox *self = (GroupBox *) box;

  g_ptr_array_unref (self->children);
  g_array_unref (self->offsets);
}

static void
row_draw (BrgBox     *box,
          BrgPainter *painter,
          double      x,
          double      y)
{
  GroupBox *self = (GroupBox *) box;

  for (guint i = 0; i < self->children->len; i++)
    _brg_box_draw (g_ptr_array_index (self->children, i), painter,
                   x + g_array_index (self->offsets, double, i), y);
}

static void
column_draw (BrgBox     *box,
             BrgPainter *painter,
             double      x,
             double      y)
{
  GroupBox *self = (GroupBox *) box;

  for (guint i = 0; i < self->children->len; i++)
    _brg_box_draw (g_ptr_array_index (self->children, i), painter, x,
                   y + g_array_index (self->offsets, double, i));
}

/* Boxes side by side, tops aligned, @gap apart. Takes @children. */
BrgBox *
_brg_box_new_row (GPtrArray *children,
                  double     gap)
{
  GroupBox *self = g_new0 (GroupBox, 1);
  double x = 0;

  self->children = children;
  self->offsets = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < children->len; i++)
    {
      BrgBox *child = g_ptr_array_index (children, i);

      if (i > 0)
        x += gap;
      g_array_append_val (self->offsets, x);
      x += child->width;
      self->box.height = MAX (self->box.height, child->height);
    }
  self->box.width = x;
  self->box.draw = row_draw;
  self->box.free = group_free;
  return &self->box;
}

/* Boxes one below the other, each after its space_before. Takes @children. */
BrgBox *
_brg_box_new_column (GPtrArray *children)
{
  GroupBox *self = g_new0 (GroupBox, 1);
  double y = 0;

  self->children = children;
  self->offsets = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < children->len; i++)
    {
      BrgBox *child = g_ptr_array_index (children, i);

      if (i > 0)
        y += child->space_before;
      g_array_append_val (self->offsets, y);
      y += child->height;
      self->box.width = MAX (self->box.width, child->width);
    }
  self->box.height = y;
  self->box.draw = column_draw;
  self->box.free = group_free;
  return &self->box;
}

/* An empty cell is NULL. */
static void
unref_layout (gpointer layout)
{
  if (layout != NULL)
    g_object_unref (layout);
}

static void
grid_free (BrgBox *box)
{
  GridBox *self = (GridBox *) box;

  g_ptr_array_unref (self->cells);
  g_free (self->column_x);
  g_free (self->row_y);
}

static void
grid_draw (BrgBox     *box,
           BrgPainter *painter,
           double      x,
           double      y)
{
  GridBox *self = (GridBox *) box;
  cairo_t *cr = painter->cr;

  if (self->ruled)
    {
      cairo_save (cr);
      _brg_render_set_color (cr, BRG_RENDER_RULE);
      cairo_set_line_width (cr, 0.5);
      for (guint r = 0; r <= self->n_rows; r++)
        {
          cairo_move_to (cr, x, y + self->row_y[r]);
          cairo_line_to (cr, x + box->width, y + self->row_y[r]);
        }
      for (guint c = 0; c <= self->n_columns; c++)
        {
          cairo_move_to (cr, x + self->column_x[c], y);
          cairo_line_to (cr, x + self->column_x[c], y + box->height);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  else if (self->header_row && self->n_rows > 0)
    {
      cairo_save (cr);
      _brg_render_set_color (cr, BRG_RENDER_RULE);
      cairo_set_line_width (cr, 0.5);
      cairo_move_to (cr, x, y + self->row_y[1]);
      cairo_line_to (cr, x + box->width, y + self->row_y[1]);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  _brg_render_set_color (cr, BRG_RENDER_BLACK);
  for (guint r = 0; r < self->n_rows; r++)
    for (guint c = 0; c < self->n_columns; c++)
      {
        PangoLayout *cell = g_ptr_array_index (self->cells, r * self->n_columns + c);

        if (cell != NULL)
          _brg_render_show_layout (painter, cell, x + self->column_x[c] + self->pad,
                                   y + self->row_y[r] + (self->ruled ? self->pad / 2 : 0));
      }
}

/* A grid of cells of markup (NULL for an empty cell), @n_columns a row,
 * each column as wide as its widest cell; the first row bold and ruled off
 * when @header_row; every cell ruled when @ruled. Takes @cells. */
BrgBox *
_brg_box_new_grid (BrgPainter *painter,
                   guint       n_columns,
                   GPtrArray  *cells,
                   double      size,
                   gboolean    header_row,
                   gboolean    ruled)
{
  GridBox *self = g_new0 (GridBox, 1);
  g_autoptr(GPtrArray) markup = cells;
  double *widths, *heights;

  g_assert (n_columns > 0);
  self->n_columns = n_columns;
  self->n_rows = (markup->len + n_columns - 1) / n_columns;
  self->cells = g_ptr_array_new_with_free_func (unref_layout);
  self->header_row = header_row;
  self->ruled = ruled;
  self->pad = size * CELL_PAD;
  widths = g_new0 (double, n_columns);
  heights = g_new0 (double, self->n_rows + 1);

  for (guint i = 0; i < self->n_rows * n_columns; i++)
    {
      const char *text = i < markup->len ? g_ptr_array_index (markup, i) : NULL;
      PangoLayout *cell = NULL;
      double w, h;

      if (text != NULL && text[0] != '\0')
        {
          g_autofree char *bold = NULL;

          if (header_row && i < n_columns)
            text = bold = g_strdup_printf ("<b>%s</b>", text);
          cell = _brg_render_layout (painter, text, size, -1);
          _brg_render_layout_size (cell, &w, &h);
          widths[i % n_columns] = MAX (widths[i % n_columns], w);
          heights[i / n_columns] = MAX (heights[i / n_columns], h);
        }
      /* An empty row keeps the height of a line. */
      heights[i / n_columns] = MAX (heights[i / n_columns], size * 1.2);
      g_ptr_array_add (self->cells, cell);
    }
  self->column_x = g_new0 (double, n_columns + 1);
  for (guint c = 0; c < n_columns; c++)
    self->column_x[c + 1] = self->column_x[c] + widths[c] + 2 * self->pad;
  self->row_y = g_new0 (double, self->n_rows + 1);
  for (guint r = 0; r < self->n_rows; r++)
    self->row_y[r + 1] = self->row_y[r] + heights[r] + (ruled ? self->pad : 0);

  self->box.width = self->column_x[n_columns];
  self->box.height = self->row_y[self->n_rows];
  self->box.draw = grid_draw;
  self->box.free = grid_free;
  g_free (widths);
  g_free (heights);
  return &self->box;
}

static void
write_in_free (BrgBox *box)
{
  WriteInBox *self = (WriteInBox *) box;

  for (guint i = 0; i < 4; i++)
    g_clear_object (&self->header[i]);
}

static void
write_in_draw (BrgBox     *box,
               BrgPainter *painter,
               double      x,
               double      y)
{
  WriteInBox *self = (WriteInBox *) box;
  cairo_t *cr = painter->cr;
  double column = box->width / 4;

  for (guint i = 0; i < 4; i++)
    {
      double w;

      _brg_render_layout_size (self->header[i], &w, NULL);
      _brg_render_set_color (cr, BRG_RENDER_BLACK);
      _brg_render_show_layout (painter, self->header[i], x + column * i + (column - w) / 2, y);
    }
  cairo_save (cr);
  _brg_render_set_color (cr, BRG_RENDER_RULE);
  cairo_set_line_width (cr, 0.5);
  for (guint r = 0; r <= self->n_rows; r++)
    {
      double ry = y + self->row_height * (r + 1);

      cairo_move_to (cr, x, ry);
      cairo_line_to (cr, x + box->width, ry);
    }
  for (guint c = 0; c <= 4; c++)
    {
      cairo_move_to (cr, x + column * c, y + self->row_height);
      cairo_line_to (cr, x + column * c, y + box->height);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* An empty auction to write in: West, North, East, South over @n_rows
 * ruled rows. */
BrgBox *
_brg_box_new_write_in (BrgPainter *painter,
                       double      width,
                       guint       n_rows,
                       double      size)
{
  static const BrgSeat columns[4] = {
    BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
  };
  WriteInBox *self = g_new0 (WriteInBox, 1);

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *escaped = g_markup_escape_text (brg_seat_to_display (columns[i]), -1);
      g_autofree char *markup = g_strdup_printf ("<b>%s</b>", escaped);

      self->header[i] = _brg_render_layout (painter, markup, size, -1);
    }
  self->row_height = size * 1.9;
  self->n_rows = n_rows;
  self->box.width = width;
  self->box.height = self->row_height * (n_rows + 1);
  self->box.draw = write_in_draw;
  self->box.free = write_in_free;
  return &self->box;
}
