/* brg-print-panel.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-print-panel.h"

/* The preview lays out at most this many boards, so that it follows each
 * change at once even for a file of thousands. */
#define PREVIEW_BOARDS 40

/* Boards a page, in the order of the drop-down. */
static const guint per_page_values[] = { 1, 2, 4, 6 };

enum {
  BOARDS_ALL,
  BOARDS_CURRENT,
  BOARDS_RANGE,
};

/**
 * BrgPrintPanel:
 *
 * The print options, with a live preview of the pages they make: the
 * "Layout" tab of the print dialog, and the body of the Export dialog.
 * The layout, boards a page, which boards, the margins, what to show, the
 * four-colour deck; for a lesson handout the hands to leave out and where
 * the answers go; for bidding sheets the seats that get one; for export,
 * the format and the paper. Every change redraws the preview from the
 * core's layout engine, the same that prints and exports.
 */
struct _BrgPrintPanel
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkWidget         *box;
  GtkDropDown       *layout_dropdown;
  GtkDropDown       *per_page_dropdown;
  GtkDropDown       *boards_dropdown;
  GtkEntry          *range_entry;
  GtkWidget         *format_label;
  GtkDropDown       *format_dropdown;
  GtkWidget         *paper_label;
  GtkDropDown       *paper_dropdown;
  GtkSpinButton     *margins_spin;
  GtkCheckButton    *show_auction;
  GtkCheckButton    *show_play;
  GtkCheckButton    *show_commentary;
  GtkCheckButton    *show_notes;
  GtkCheckButton    *show_double_dummy;
  GtkCheckButton    *show_headers;
  GtkCheckButton    *four_color;
  GtkWidget         *hidden_label;
  GtkWidget         *hidden_box;
  GtkCheckButton    *hidden_from_file;
  GtkWidget         *hidden_seats;
  GtkCheckButton    *answers_at_end;
  GtkWidget         *sheets_label;
  GtkWidget         *sheet_seats;
  GtkDrawingArea    *preview;
  GtkLabel          *page_label;
  GtkButton         *previous_page;
  GtkButton         *next_page;

  GtkToggleButton   *hide[4];
  GtkToggleButton   *sheet[4];

  /* Owned */
  BrgEvent          *event;
  BrgRenderDocument *document;        /* the preview's; NULL when the options are wrong */

  guint              current;
  guint              page;
  guint              rebuild_id;
  BrgRenderPaper     paper;           /* from the page setup, when printing */
  gboolean           for_export;
  gboolean           truncated;       /* the preview shows the first boards only */
};

G_DEFINE_FINAL_TYPE (BrgPrintPanel, brg_print_panel, GTK_TYPE_WIDGET)

/* Seat toggles in table order. */
static const BrgSeat seat_order[4] = {
  BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH, BRG_SEAT_WEST,
};

static void
update_page_label (BrgPrintPanel *self)
{
  guint n_pages = self->document != NULL ? brg_render_document_get_n_pages (self->document) : 0;
  g_autofree char *text = NULL;
  g_autofree char *description = NULL;

  if (n_pages == 0)
    text = g_strdup (_("No pages"));
  else if (self->truncated)
    /* Translators: the preview shows the first boards of many */
    text = g_strdup_printf (_("Page %u of %u+"), self->page + 1, n_pages);
  else
    text = g_strdup_printf (_("Page %u of %u"), self->page + 1, n_pages);
  gtk_label_set_text (self->page_label, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->previous_page), self->page > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_page), self->page + 1 < n_pages);

  /* Translators: what a screen reader says of the print preview */
  description = g_strdup_printf (_("Preview: %s"), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->preview),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
}

static gboolean
rebuild_cb (gpointer user_data)
{
  BrgPrintPanel *self = user_data;
  g_autoptr(BrgRenderOptions) options = NULL;
  g_autoptr(GError) error = NULL;

  self->rebuild_id = 0;
  g_clear_object (&self->document);
  self->truncated = FALSE;

  options = brg_print_panel_dup_options (self, &error);
  gtk_widget_remove_css_class (GTK_WIDGET (self->range_entry), "error");
  if (options != NULL)
    {
      guint n = options->boards != NULL ? options->boards->len
                                        : brg_event_get_n_boards (self->event);

      if (n > PREVIEW_BOARDS)
        {
          if (options->boards == NULL)
            {
              options->boards = g_array_new (FALSE, FALSE, sizeof (guint));
              for (guint i = 0; i < PREVIEW_BOARDS; i++)
                g_array_append_val (options->boards, i);
            }
          g_array_set_size (options->boards, PREVIEW_BOARDS);
          self->truncated = TRUE;
        }
      self->document = brg_render_document_new (self->event, options, &error);
    }
  if (self->document == NULL && g_error_matches (error, BRG_RENDER_ERROR,
                                                 BRG_RENDER_ERROR_INVALID_RANGE))
    gtk_widget_add_css_class (GTK_WIDGET (self->range_entry), "error");

  if (self->document != NULL)
    self->page = MIN (self->page, brg_render_document_get_n_pages (self->document) - 1);
  else
    self->page = 0;
  update_page_label (self);
  if (self->document == NULL && error != NULL)
    gtk_label_set_text (self->page_label, error->message);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
  return G_SOURCE_REMOVE;
}

/* Rebuilds the preview soon: several changes in a row make one rebuild. */
static void
changed (BrgPrintPanel *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_timeout_add (60, rebuild_cb, self);
}

static void
update_visibility (BrgPrintPanel *self)
{
  BrgRenderLayout layout = gtk_drop_down_get_selected (self->layout_dropdown);
  gboolean handout = layout == BRG_RENDER_LAYOUT_HANDOUT;
  gboolean bidding = layout == BRG_RENDER_LAYOUT_BIDDING;
  gboolean grid = layout == BRG_RENDER_LAYOUT_HAND_RECORD || bidding;

  gtk_widget_set_visible (self->hidden_label, handout);
  gtk_widget_set_visible (self->hidden_box, handout);
  gtk_widget_set_visible (self->sheets_label, bidding);
  gtk_widget_set_visible (self->sheet_seats, bidding);
  gtk_widget_set_visible (self->format_label, self->for_export);
  gtk_widget_set_visible (GTK_WIDGET (self->format_dropdown), self->for_export);
  gtk_widget_set_visible (self->paper_label, self->for_export);
  gtk_widget_set_visible (GTK_WIDGET (self->paper_dropdown), self->for_export);
  /* A hand record and bidding sheets have no room for these. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->show_auction), !grid);
  gtk_widget_set_sensitive (GTK_WIDGET (self->show_play), !grid);
  gtk_widget_set_sensitive (GTK_WIDGET (self->show_commentary), !grid);
  gtk_widget_set_sensitive (GTK_WIDGET (self->show_notes), !grid);
  gtk_widget_set_sensitive (GTK_WIDGET (self->show_double_dummy), !bidding);
  gtk_widget_set_sensitive (self->hidden_seats,
                            !gtk_check_button_get_active (self->hidden_from_file));
  gtk_widget_set_sensitive (GTK_WIDGET (self->range_entry),
                            gtk_drop_down_get_selected (self->boards_dropdown) == BOARDS_RANGE);
}

/* A new layout starts at its usual number of boards a page. */
static void
layout_selected_cb (BrgPrintPanel *self)
{
  g_autoptr(BrgRenderOptions) defaults = brg_render_options_new ();
  guint per_page;

  defaults->layout = gtk_drop_down_get_selected (self->layout_dropdown);
  per_page = brg_render_options_get_per_page (defaults);
  for (guint i = 0; i < G_N_ELEMENTS (per_page_values); i++)
    if (per_page_values[i] == per_page)
      gtk_drop_down_set_selected (self->per_page_dropdown, i);
  update_visibility (self);
  changed (self);
}

static void
option_changed_cb (BrgPrintPanel *self)
{
  update_visibility (self);
  changed (self);
}

static void
previous_page_cb (BrgPrintPanel *self)
{
  if (self->page > 0)
    self->page--;
  update_page_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
next_page_cb (BrgPrintPanel *self)
{
  if (self->document != NULL && self->page + 1 < brg_render_document_get_n_pages (self->document))
    self->page++;
  update_page_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

/* The page scaled to fit, on white paper with an edge. */
static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  BrgPrintPanel *self = user_data;
  double page_width, page_height, scale, x, y;

  if (self->document == NULL)
    return;
  brg_render_document_get_page_size (self->document, &page_width, &page_height);
  scale = MIN ((width - 8) / page_width, (height - 8) / page_height);
  if (scale <= 0)
    return;
  x = (width - page_width * scale) / 2;
  y = (height - page_height * scale) / 2;

  cairo_save (cr);
  cairo_rectangle (cr, x + 2, y + 2, page_width * scale, page_height * scale);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_rectangle (cr, x, y, page_width * scale, page_height * scale);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  brg_render_document_draw_page (self->document, cr, self->page);
  cairo_restore (cr);
}

/* A toggle with the seat's letter, and @label (taken) for a screen reader. */
static GtkToggleButton *
seat_toggle (GtkWidget *box,
             BrgSeat    seat,
             char      *label)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (brg_seat_to_display_short (seat));

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_box_append (GTK_BOX (box), button);
  g_free (label);
  return GTK_TOGGLE_BUTTON (button);
}

static void
brg_print_panel_dispose (GObject *object)
{
  BrgPrintPanel *self = BRG_PRINT_PANEL (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_object (&self->document);
  g_clear_object (&self->event);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_PRINT_PANEL);

  G_OBJECT_CLASS (brg_print_panel_parent_class)->dispose (object);
}

static void
brg_print_panel_class_init (BrgPrintPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_print_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-print-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, box);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, layout_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, per_page_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, boards_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, range_entry);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, format_label);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, format_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, paper_label);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, paper_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, margins_spin);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, show_auction);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, show_play);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, show_commentary);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, show_notes);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, show_double_dummy);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, show_headers);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, four_color);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, hidden_label);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, hidden_box);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, hidden_from_file);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, hidden_seats);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, answers_at_end);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, sheets_label);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, sheet_seats);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, preview);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, page_label);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, previous_page);
  gtk_widget_class_bind_template_child (widget_class, BrgPrintPanel, next_page);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "printpanel");
}

static void
brg_print_panel_init (BrgPrintPanel *self)
{
  GObject *dropdowns[5];
  GtkCheckButton *checks[9];

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < 4; i++)
    {
      const char *seat = brg_seat_to_display (seat_order[i]);

      /* Translators: a toggle of the print options; %s is a seat */
      self->hide[i] = seat_toggle (self->hidden_seats, seat_order[i],
                                   g_strdup_printf (_("Leave out %s’s hand"), seat));
      /* Translators: a toggle of the print options; %s is a seat */
      self->sheet[i] = seat_toggle (self->sheet_seats, seat_order[i],
                                    g_strdup_printf (_("A bidding sheet for %s"), seat));
      gtk_toggle_button_set_active (self->sheet[i], TRUE);
      g_signal_connect_swapped (self->hide[i], "toggled", G_CALLBACK (option_changed_cb), self);
      g_signal_connect_swapped (self->sheet[i], "toggled", G_CALLBACK (option_changed_cb), self);
    }
  gtk_toggle_button_set_active (self->hide[1], TRUE);
  gtk_toggle_button_set_active (self->hide[3], TRUE);

  g_signal_connect_swapped (self->layout_dropdown, "notify::selected",
                            G_CALLBACK (layout_selected_cb), self);
  dropdowns[0] = G_OBJECT (self->per_page_dropdown);
  dropdowns[1] = G_OBJECT (self->boards_dropdown);
  dropdowns[2] = G_OBJECT (self->format_dropdown);
  dropdowns[3] = G_OBJECT (self->paper_dropdown);
  dropdowns[4] = G_OBJECT (self->margins_spin);
  for (guint i = 0; i < G_N_ELEMENTS (dropdowns); i++)
    g_signal_connect_swapped (dropdowns[i], i == 4 ? "value-changed" : "notify::selected",
                              G_CALLBACK (option_changed_cb), self);
  g_signal_connect_swapped (self->range_entry, "changed", G_CALLBACK (option_changed_cb), self);

  checks[0] = self->show_auction;
  checks[1] = self->show_play;
  checks[2] = self->show_commentary;
  checks[3] = self->show_notes;
  checks[4] = self->show_double_dummy;
  checks[5] = self->show_headers;
  checks[6] = self->four_color;
  checks[7] = self->hidden_from_file;
  checks[8] = self->answers_at_end;
  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    g_signal_connect_swapped (checks[i], "toggled", G_CALLBACK (option_changed_cb), self);

  g_signal_connect_swapped (self->previous_page, "clicked", G_CALLBACK (previous_page_cb), self);
  g_signal_connect_swapped (self->next_page, "clicked", G_CALLBACK (next_page_cb), self);
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
}

/**
 * brg_print_panel_new:
 * @event: the boards
 * @current: the position of the board the window shows
 * @options: (nullable): the options to start from
 * @for_export: show the format and paper choices too
 *
 * Returns: (transfer floating): a new panel
 */
BrgPrintPanel *
brg_print_panel_new (BrgEvent               *event,
                     guint                   current,
                     const BrgRenderOptions *options,
                     gboolean                for_export)
{
  g_autoptr(BrgRenderOptions) defaults = brg_render_options_new ();
  BrgPrintPanel *self;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  if (options == NULL)
    options = defaults;

  self = g_object_new (BRG_TYPE_PRINT_PANEL, NULL);
  self->event = g_object_ref (event);
  self->current = current;
  self->for_export = for_export;
  self->paper = options->paper;

  gtk_drop_down_set_selected (self->layout_dropdown, options->layout);
  for (guint i = 0; i < G_N_ELEMENTS (per_page_values); i++)
    if (per_page_values[i] == brg_render_options_get_per_page (options))
      gtk_drop_down_set_selected (self->per_page_dropdown, i);
  gtk_drop_down_set_selected (self->paper_dropdown, options->paper);
  gtk_spin_button_set_value (self->margins_spin, options->margin_left);
  gtk_check_button_set_active (self->show_auction, options->show & BRG_RENDER_SHOW_AUCTION);
  gtk_check_button_set_active (self->show_play, options->show & BRG_RENDER_SHOW_PLAY);
  gtk_check_button_set_active (self->show_commentary, options->show & BRG_RENDER_SHOW_COMMENTARY);
  gtk_check_button_set_active (self->show_notes, options->show & BRG_RENDER_SHOW_NOTES);
  gtk_check_button_set_active (self->show_double_dummy,
                               options->show & BRG_RENDER_SHOW_DOUBLE_DUMMY);
  gtk_check_button_set_active (self->show_headers, options->show & BRG_RENDER_SHOW_HEADERS);
  gtk_check_button_set_active (self->four_color, options->four_color);
  gtk_check_button_set_active (self->hidden_from_file,
                               options->hidden == BRG_RENDER_HIDDEN_FROM_TAG);
  for (guint i = 0; i < 4 && options->hidden >= 0; i++)
    gtk_toggle_button_set_active (self->hide[i], (options->hidden & (1 << seat_order[i])) != 0);
  for (guint i = 0; i < 4 && options->bidding_seats != 0; i++)
    gtk_toggle_button_set_active (self->sheet[i],
                                  (options->bidding_seats & (1 << seat_order[i])) != 0);
  gtk_check_button_set_active (self->answers_at_end, options->answers_at_end);

  update_visibility (self);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  rebuild_cb (self);
  return self;
}

/**
 * brg_print_panel_dup_options:
 * @self: a panel
 * @error: return location for a #GError
 *
 * Returns: (transfer full) (nullable): the options chosen, or %NULL with
 *   @error set when the board numbers do not parse or choose none
 */
BrgRenderOptions *
brg_print_panel_dup_options (BrgPrintPanel  *self,
                             GError        **error)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  guint per_page;

  g_return_val_if_fail (BRG_IS_PRINT_PANEL (self), NULL);

  options->layout = gtk_drop_down_get_selected (self->layout_dropdown);
  per_page = per_page_values[MIN (gtk_drop_down_get_selected (self->per_page_dropdown), 3)];
  options->per_page = brg_render_layout_takes_per_page (options->layout, per_page) ? per_page : 0;
  options->paper = self->for_export ? gtk_drop_down_get_selected (self->paper_dropdown)
                                    : self->paper;
  options->margin_top = options->margin_right = gtk_spin_button_get_value (self->margins_spin);
  options->margin_bottom = options->margin_left = options->margin_top;

  options->show = 0;
  if (gtk_check_button_get_active (self->show_auction))
    options->show |= BRG_RENDER_SHOW_AUCTION;
  if (gtk_check_button_get_active (self->show_play))
    options->show |= BRG_RENDER_SHOW_PLAY;
  if (gtk_check_button_get_active (self->show_commentary))
    options->show |= BRG_RENDER_SHOW_COMMENTARY;
  if (gtk_check_button_get_active (self->show_notes))
    options->show |= BRG_RENDER_SHOW_NOTES;
  if (gtk_check_button_get_active (self->show_double_dummy))
    options->show |= BRG_RENDER_SHOW_DOUBLE_DUMMY;
  if (gtk_check_button_get_active (self->show_headers))
    options->show |= BRG_RENDER_SHOW_HEADERS;
  options->four_color = gtk_check_button_get_active (self->four_color);

  if (!gtk_check_button_get_active (self->hidden_from_file))
    {
      options->hidden = 0;
      for (guint i = 0; i < 4; i++)
        if (gtk_toggle_button_get_active (self->hide[i]))
          options->hidden |= 1 << seat_order[i];
    }
  options->answers_at_end = gtk_check_button_get_active (self->answers_at_end);
  for (guint i = 0; i < 4; i++)
    if (gtk_toggle_button_get_active (self->sheet[i]))
      options->bidding_seats |= 1u << seat_order[i];
  if (options->bidding_seats == 0 && options->layout == BRG_RENDER_LAYOUT_BIDDING)
    {
      g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_NO_BOARDS,
                   _("Choose a seat to print bidding sheets for"));
      return NULL;
    }

  switch (gtk_drop_down_get_selected (self->boards_dropdown))
    {
    case BOARDS_CURRENT:
      options->boards = g_array_new (FALSE, FALSE, sizeof (guint));
      g_array_append_val (options->boards, self->current);
      break;
    case BOARDS_RANGE:
      options->boards = brg_render_parse_boards (gtk_editable_get_text (GTK_EDITABLE (self->range_entry)),
                                                 self->event, error);
      if (options->boards == NULL)
        return NULL;
      if (options->boards->len == 0)
        {
          g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_NO_BOARDS,
                       _("None of the boards chosen is in the file"));
          return NULL;
        }
      break;
    default:
      break;
    }
  return g_steal_pointer (&options);
}

/**
 * brg_print_panel_get_format:
 * @self: a panel
 *
 * Returns: the export format chosen
 */
BrgRenderFormat
brg_print_panel_get_format (BrgPrintPanel *self)
{
  g_return_val_if_fail (BRG_IS_PRINT_PANEL (self), BRG_RENDER_FORMAT_PDF);

  return gtk_drop_down_get_selected (self->format_dropdown);
}

/**
 * brg_print_panel_set_paper:
 * @self: a panel
 * @paper: the paper the print dialog's page setup has
 */
void
brg_print_panel_set_paper (BrgPrintPanel  *self,
                           BrgRenderPaper  paper)
{
  g_return_if_fail (BRG_IS_PRINT_PANEL (self));

  if (self->paper == paper)
    return;
  self->paper = paper;
  changed (self);
}

/**
 * brg_print_panel_get_n_pages:
 * @self: a panel
 *
 * Returns: the pages of the preview (of its first boards when there are
 *   many), 0 when the options are wrong
 */
guint
brg_print_panel_get_n_pages (BrgPrintPanel *self)
{
  g_return_val_if_fail (BRG_IS_PRINT_PANEL (self), 0);

  if (self->rebuild_id != 0)
    {
      g_clear_handle_id (&self->rebuild_id, g_source_remove);
      rebuild_cb (self);
    }
  return self->document != NULL ? brg_render_document_get_n_pages (self->document) : 0;
}
