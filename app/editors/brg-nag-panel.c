/* brg-nag-panel.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-nag-panel.h"

/**
 * BrgNagPanel:
 *
 * The NAGs of one call or card (PBN §3.7): what is set, in glyphs and
 * words, a button that opens the list to set and clear them, and Clear.
 * The list is the core's one table (brg_nag_list()): the six suffixes
 * first, then by group under its heading, and searchable by text, glyph
 * or number, which finds $15–$255 too. The suffixes exclude one another
 * (brg_annotation_set_nag()).
 *
 * The panel makes no edit itself: it emits #BrgNagPanel::command with the
 * core's command (brg_edit_set_nag(), brg_edit_clear_nags()) for the
 * window to perform.
 */
struct _BrgNagPanel
{
  GtkWidget       parent_instance;

  /* Owned */
  BrgBoard       *board;
  char           *summary;

  /* Template widgets */
  GtkWidget      *box;
  GtkLabel       *label;
  GtkMenuButton  *menu_button;
  GtkWidget      *clear_button;
  GtkSearchEntry *search;
  GtkListBox     *list;

  /* Borrowed: the check box of each NAG listed, or NULL */
  GtkWidget      *checks[BRG_NAG_MAX + 1];

  BrgSectionKind  section;
  guint           position;
  gboolean        syncing;
};

G_DEFINE_FINAL_TYPE (BrgNagPanel, brg_nag_panel, GTK_TYPE_WIDGET)

enum {
  COMMAND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const BrgAnnotation *
get_annotation (BrgNagPanel *self)
{
  BrgSection *section;

  if (self->board == NULL)
    return NULL;
  section = brg_board_get_section (self->board, self->section);
  if (section == NULL || self->position >= brg_section_get_n_items (section))
    return NULL;
  return brg_section_get_annotation (section, self->position);
}

static void
emit_command (BrgNagPanel *self,
              BrgCommand  *command)
{
  g_autoptr(BrgCommand) owned = command;

  g_signal_emit (self, signals[COMMAND], 0, owned);
}

static void
check_toggled_cb (GtkCheckButton *check,
                  BrgNagPanel    *self)
{
  guint nag = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "brg-nag"));

  /* The row is the check box a screen reader reads (add_row()). */
  gtk_accessible_update_state (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (check))),
                               GTK_ACCESSIBLE_STATE_CHECKED, gtk_check_button_get_active (check),
                               -1);
  if (self->syncing || self->board == NULL)
    return;
  emit_command (self, brg_edit_set_nag (self->board, self->section, self->position, nag,
                                        gtk_check_button_get_active (check)));
}

/* Space or Enter on a row, or a click beside its check box. */
static void
row_activated_cb (BrgNagPanel   *self,
                  GtkListBoxRow *row)
{
  GtkCheckButton *check = GTK_CHECK_BUTTON (gtk_list_box_row_get_child (row));

  gtk_check_button_set_active (check, !gtk_check_button_get_active (check));
}

/* Space or Enter on the row that has the focus toggles its NAG: GTK 4.8's
 * list box activates only the row its cursor is on, which Tab into the
 * list does not move, so the keys did nothing. */
static gboolean
list_key_pressed_cb (BrgNagPanel           *self,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkEventControllerKey *controller)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->list));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space && keyval != GDK_KEY_Return
       && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || row == NULL || gtk_widget_get_parent (row) != GTK_WIDGET (self->list))
    return GDK_EVENT_PROPAGATE;
  row_activated_cb (self, GTK_LIST_BOX_ROW (row));
  return GDK_EVENT_STOP;
}

static void
clear_clicked_cb (BrgNagPanel *self)
{
  if (self->board != NULL)
    emit_command (self, brg_edit_clear_nags (self->board, self->section, self->position));
}

static void
header_func (GtkListBoxRow *row,
             GtkListBoxRow *before,
             gpointer       user_data)
{
  guint nag = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "brg-nag"));
  BrgNagGroup group = brg_nag_get_group (nag);
  GtkWidget *header;

  if (before != NULL
      && brg_nag_get_group (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (before), "brg-nag")))
         == group)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (brg_nag_group_get_title (group));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 6);
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_bottom (header, 3);
  gtk_list_box_row_set_header (row, header);
}

static void
add_row (BrgNagPanel *self,
         guint        nag)
{
  const char *glyph = brg_nag_get_glyph (nag);
  g_autofree char *text = brg_nag_dup_label (nag);
  g_autofree char *label = glyph != NULL ? g_strdup_printf ("%s  %s", glyph, text)
                                         : g_strdup (text);
  gboolean set = brg_annotation_has_effective_nag (get_annotation (self), nag, self->section);
  GtkWidget *check = gtk_check_button_new_with_label (label);
  /* The row takes the focus and is the check box: Space or Enter toggles
   * it (row_activated_cb()), and a screen reader reads its name and
   * state; the check box inside shows the state and takes clicks. */
  GtkWidget *row = g_object_new (GTK_TYPE_LIST_BOX_ROW,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_CHECKBOX,
                                 NULL);

  g_object_set_data (G_OBJECT (check), "brg-nag", GUINT_TO_POINTER (nag));
  g_object_set_data (G_OBJECT (row), "brg-nag", GUINT_TO_POINTER (nag));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), set);
  gtk_widget_set_focusable (check, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  g_signal_connect_object (check, "toggled", G_CALLBACK (check_toggled_cb), self, 0);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), check);
  _brg_accessible_set_name (row, label);
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_CHECKED, set, -1);
  gtk_list_box_append (self->list, row);
  self->checks[nag] = check;
}

static gboolean
listed (GArray *nags,
        guint   nag)
{
  for (guint i = 0; i < nags->len; i++)
    if (g_array_index (nags, guint8, i) == nag)
      return TRUE;
  return FALSE;
}

/* The list for the search typed: the table's order, and the NAGs set that
 * the table does not list (those of $15–$255) when they match. */
static void
fill_list (BrgNagPanel *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search));
  const BrgAnnotation *annotation = get_annotation (self);
  g_autoptr(GArray) nags = brg_nag_list (self->section, search);
  GtkWidget *row;

  self->syncing = TRUE;
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  memset (self->checks, 0, sizeof self->checks);

  for (guint i = 0; i < nags->len; i++)
    add_row (self, g_array_index (nags, guint8, i));
  for (guint i = 0; annotation != NULL && annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint nag = g_array_index (annotation->nags, guint8, i);
      g_autoptr(GArray) found = NULL;
      g_autofree char *number = NULL;

      if (nag == 0 || listed (nags, nag) || !brg_nag_applies_to (nag, self->section))
        continue;
      number = g_strdup_printf ("%u", nag);
      found = brg_nag_list (self->section, search[0] != '\0' ? search : number);
      if (search[0] == '\0' || listed (found, nag))
        add_row (self, nag);
    }
  self->syncing = FALSE;
}

static void
update_summary (BrgNagPanel *self)
{
  const BrgAnnotation *annotation = get_annotation (self);
  g_autofree char *glyphs = brg_annotation_dup_glyphs (annotation, self->section);
  g_autoptr(GString) words = g_string_new (NULL);

  for (guint nag = 1; nag <= BRG_NAG_MAX; nag++)
    if (brg_annotation_has_effective_nag (annotation, nag, self->section))
      {
        g_autofree char *label = brg_nag_dup_label (nag);

        if (words->len > 0)
          g_string_append (words, ", ");
        g_string_append (words, label);
      }

  g_free (self->summary);
  if (words->len == 0)
    /* Translators: NAG: a Numeric Annotation Glyph of PBN, such as "!" or "$12"; keep NAG as it
     * is */
    self->summary = g_strdup (_("No NAG"));
  else
    /* Translators: the NAGs of a call or card: their glyphs, then their words */
    self->summary = g_strdup_printf (_("%s %s"), glyphs, words->str);
  gtk_label_set_text (self->label, self->summary);
  gtk_widget_set_sensitive (self->clear_button, words->len > 0);
}

static void
search_changed_cb (BrgNagPanel *self)
{
  fill_list (self);
}

static void
brg_nag_panel_dispose (GObject *object)
{
  BrgNagPanel *self = BRG_NAG_PANEL (object);

  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_NAG_PANEL);

  G_OBJECT_CLASS (brg_nag_panel_parent_class)->dispose (object);
}

static void
brg_nag_panel_finalize (GObject *object)
{
  BrgNagPanel *self = BRG_NAG_PANEL (object);

  g_free (self->summary);

  G_OBJECT_CLASS (brg_nag_panel_parent_class)->finalize (object);
}

static void
brg_nag_panel_class_init (BrgNagPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_nag_panel_dispose;
  object_class->finalize = brg_nag_panel_finalize;

  /**
   * BrgNagPanel::command:
   * @self: the panel
   * @command: the edit to perform
   *
   * Emitted when the user sets or clears a NAG.
   */
  signals[COMMAND] =
    g_signal_new ("command",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1,
                  BRG_TYPE_COMMAND);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-nag-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgNagPanel, box);
  gtk_widget_class_bind_template_child (widget_class, BrgNagPanel, label);
  gtk_widget_class_bind_template_child (widget_class, BrgNagPanel, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BrgNagPanel, clear_button);
  gtk_widget_class_bind_template_child (widget_class, BrgNagPanel, search);
  gtk_widget_class_bind_template_child (widget_class, BrgNagPanel, list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "nagpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_nag_panel_init (BrgNagPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, header_func, NULL, NULL);
  update_summary (self);
}

/**
 * brg_nag_panel_new:
 *
 * Returns: (transfer floating): a new NAG panel
 */
GtkWidget *
brg_nag_panel_new (void)
{
  return g_object_new (BRG_TYPE_NAG_PANEL, NULL);
}

/**
 * brg_nag_panel_set_target:
 * @self: a NAG panel
 * @board: (nullable): a board
 * @section: the auction or the play
 * @position: the call or card
 *
 * Shows, and edits, the NAGs of a call or card; called again after an
 * edit, it shows what the model holds.
 */
void
brg_nag_panel_set_target (BrgNagPanel   *self,
                          BrgBoard      *board,
                          BrgSectionKind section,
                          guint          position)
{
  g_return_if_fail (BRG_IS_NAG_PANEL (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  g_set_object (&self->board, board);
  self->section = section;
  self->position = position;
  fill_list (self);
  update_summary (self);
}

/**
 * brg_nag_panel_set_search:
 * @self: a NAG panel
 * @search: what to find: part of a text or glyph, or a number
 *
 * Lists the NAGs that match @search, as typing in the search entry does.
 */
void
brg_nag_panel_set_search (BrgNagPanel *self,
                          const char  *search)
{
  g_return_if_fail (BRG_IS_NAG_PANEL (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search), search != NULL ? search : "");
  fill_list (self);
}

/**
 * brg_nag_panel_get_check:
 * @self: a NAG panel
 * @nag: a NAG
 *
 * Returns: (transfer none) (nullable): the check button of @nag in the
 *   list, when it is listed
 */
GtkWidget *
brg_nag_panel_get_check (BrgNagPanel *self,
                         guint        nag)
{
  g_return_val_if_fail (BRG_IS_NAG_PANEL (self), NULL);
  g_return_val_if_fail (nag <= BRG_NAG_MAX, NULL);

  return self->checks[nag];
}

/**
 * brg_nag_panel_popup:
 * @self: a NAG panel
 *
 * Opens the list, its search entry focused.
 */
void
brg_nag_panel_popup (BrgNagPanel *self)
{
  g_return_if_fail (BRG_IS_NAG_PANEL (self));

  gtk_menu_button_popup (self->menu_button);
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

/**
 * brg_nag_panel_get_summary:
 * @self: a NAG panel
 *
 * Returns: the NAGs shown as set, in glyphs and words
 */
const char *
brg_nag_panel_get_summary (BrgNagPanel *self)
{
  g_return_val_if_fail (BRG_IS_NAG_PANEL (self), NULL);

  return self->summary;
}
