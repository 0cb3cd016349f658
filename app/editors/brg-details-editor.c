/* brg-details-editor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-details-editor.h"

/**
 * BrgDetailsEditor:
 *
 * The details pane's editor: the tags of a board as fields. Event, Site,
 * the players, Scoring and Room are typed (the keystrokes of a field are
 * one undo step, brg_edit_type_tag()); Date has a calendar that writes
 * `YYYY.MM.DD`, with `?` for a day or month not known; Board is applied
 * with Enter (brg_edit_set_number(), which moves the dealer and the
 * vulnerability along when they follow the number); Dealer and
 * Vulnerable are chosen; the hands hidden (`Hidden`) are toggled. Every
 * other tag is a field too, which can be renamed and removed, and a tag
 * can be added.
 *
 * Every edit is a command performed on #BrgDetailsEditor:document; the fields
 * follow the board's tags, whatever changed them (an undo, too).
 */
struct _BrgDetailsEditor
{
  GtkWidget    parent_instance;

  /* Owned */
  BrgBoard    *board;
  BrgDocument *document;
  GPtrArray   *other_names;     /* the tags the other rows show, in order */

  /* Template widgets */
  GtkWidget   *box;
  GtkWidget   *others_list;
  GtkWidget   *add_row;
  GtkWidget   *date_row;
  GtkWidget   *date_calendar;
  GtkWidget   *day_known;
  GtkWidget   *month_known;
  GtkWidget   *board_row;
  GtkWidget   *dealer_row;
  GtkWidget   *vulnerable_row;
  GtkWidget   *hidden_box;

  /* Borrowed */
  GHashTable  *rows;            /* tag name → its row */
  GtkWidget   *hidden[4];

  gulong       tag_changed_id;
  gboolean     syncing;
};

G_DEFINE_FINAL_TYPE (BrgDetailsEditor, brg_details_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The fields typed, with their titles; the Mandatory Tag Set's unknown
 * value is `?` (PBN §3.4), written when the field is emptied. */
static const struct {
  const char *tag;
  const char *row;              /* its row in brg-details-editor.ui */
  gboolean    mandatory;
} typed_tags[] = {
  { "Event", "event_row", TRUE },
  { "Site", "site_row", TRUE },
  { "Scoring", "scoring_row", FALSE },
  { "Room", "room_row", FALSE },
  { "West", "west_row", TRUE },
  { "North", "north_row", TRUE },
  { "East", "east_row", TRUE },
  { "South", "south_row", TRUE },
};

static const char * const dealer_letters[4] = { "N", "E", "S", "W" };
static const char * const vulnerable_values[4] = { "None", "NS", "EW", "All" };

/* Tags with a field of their own, or edited elsewhere (the deal editor,
 * the auction and play entry). */
static gboolean
is_fixed_tag (const char *name)
{
  static const char *fixed[] = {
    "Date", "Board", "Dealer", "Vulnerable", "Hidden", "Deal", "Auction", "Play", "Note",
  };

  for (guint i = 0; i < G_N_ELEMENTS (typed_tags); i++)
    if (g_str_equal (name, typed_tags[i].tag))
      return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if (g_str_equal (name, fixed[i]))
      return TRUE;
  return FALSE;
}

/* What a field shows for a tag's value: nothing for unknown. */
static const char *
shown_value (const char *value)
{
  return value == NULL || g_str_equal (value, "?") ? "" : value;
}

static gboolean
perform (BrgDetailsEditor *self,
         BrgCommand       *command)
{
  g_autoptr(BrgCommand) owned = command;

  if (self->document == NULL || self->board == NULL)
    return FALSE;
  return brg_document_perform (self->document, self->board, command, NULL);
}

static void
end_merge (BrgDetailsEditor *self)
{
  if (self->document != NULL)
    brg_history_end_merge (brg_document_get_history (self->document));
}

static void
set_text (BrgDetailsEditor *self,
          GtkWidget        *editable,
          const char       *text)
{
  if (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (editable)), text))
    return;
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (editable), text);
  self->syncing = FALSE;
}

static void
mark (GtkWidget *widget,
      gboolean   wrong)
{
  if (wrong)
    gtk_widget_add_css_class (widget, "error");
  else
    gtk_widget_remove_css_class (widget, "error");
}

static void
focus_leave_cb (BrgDetailsEditor *self)
{
  end_merge (self);
}

static void
watch_focus (BrgDetailsEditor *self,
             GtkWidget        *widget)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect_object (focus, "leave", G_CALLBACK (focus_leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (widget, focus);
}

/* -- Typed tags -- */

static void
typed_changed_cb (BrgDetailsEditor *self,
                  GtkEditable      *row)
{
  const char *tag = g_object_get_data (G_OBJECT (row), "brg-tag");
  gboolean mandatory = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "brg-mandatory"));
  const char *text = gtk_editable_get_text (row);

  if (self->syncing || self->board == NULL)
    return;
  perform (self, brg_edit_type_tag (self->board, tag,
                                    text[0] == '\0' && mandatory ? "?" : text));
}

/* Makes @row the field of @tag. */
static void
follow_typed_row (BrgDetailsEditor *self,
                  GtkWidget        *row,
                  const char       *tag,
                  gboolean          mandatory)
{
  g_object_set_data_full (G_OBJECT (row), "brg-tag", g_strdup (tag), g_free);
  g_object_set_data (G_OBJECT (row), "brg-mandatory", GINT_TO_POINTER (mandatory));
  g_signal_connect_object (row, "changed", G_CALLBACK (typed_changed_cb), self,
                           G_CONNECT_SWAPPED);
  watch_focus (self, row);
  g_hash_table_insert (self->rows, g_strdup (tag), row);
}

static GtkWidget *
new_typed_row (BrgDetailsEditor *self,
               const char       *tag,
               const char       *title,
               gboolean          mandatory)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  follow_typed_row (self, row, tag, mandatory);
  return row;
}

/* -- Date -- */

/* Writes the calendar's date, its day or month left `?` when not known. */
static void
date_picked_cb (BrgDetailsEditor *self)
{
  g_autoptr(GDateTime) date = NULL;
  gboolean day = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->day_known));
  gboolean month = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->month_known));

  if (self->syncing || self->board == NULL)
    return;

  gtk_widget_set_sensitive (self->day_known, month);
  date = gtk_calendar_get_date (GTK_CALENDAR (self->date_calendar));
  brg_details_editor_set_date (self, (guint) g_date_time_get_year (date),
                               month ? (guint) g_date_time_get_month (date) : 0,
                               month && day ? (guint) g_date_time_get_day_of_month (date) : 0);
}

static void
date_typed_cb (BrgDetailsEditor *self,
               GtkEditable      *row)
{
  const char *text = gtk_editable_get_text (row);
  guint year, month, day;

  if (self->syncing || self->board == NULL)
    return;

  /* A whole date is written; what is on its way, or nothing, waits until
   * the field is left (date_leave_cb()). */
  if (text[0] == '\0' || !brg_date_from_pbn (text, &year, &month, &day))
    {
      mark (GTK_WIDGET (row), TRUE);
      return;
    }
  mark (GTK_WIDGET (row), FALSE);
  perform (self, brg_edit_type_tag (self->board, "Date", text));
}

/* Leaving the date field: an empty one is a date not known; one that is
 * no date goes back to the board's. */
static void
date_leave_cb (BrgDetailsEditor        *self,
               GtkEventControllerFocus *controller)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  const char *date;

  end_merge (self);
  if (self->board == NULL)
    return;
  date = brg_board_get_tag (self->board, "Date");
  if (text[0] == '\0')
    {
      if (date != NULL && !g_str_equal (date, "????.??.??") && !g_str_equal (date, "?"))
        perform (self, brg_edit_set_tag (self->board, "Date", "????.??.??"));
      return;
    }
  if (gtk_widget_has_css_class (row, "error"))
    {
      mark (row, FALSE);
      set_text (self, row, shown_value (date));
    }
}

/* -- Board, Dealer, Vulnerable -- */

static void
board_apply_cb (BrgDetailsEditor *self,
                AdwEntryRow      *row)
{
  guint64 number = 0;

  if (self->board == NULL)
    return;
  if (!g_ascii_string_to_unsigned (gtk_editable_get_text (GTK_EDITABLE (row)), 10, 1,
                                   G_MAXINT, &number, NULL))
    {
      mark (GTK_WIDGET (row), TRUE);
      return;
    }
  mark (GTK_WIDGET (row), FALSE);
  if (number != brg_board_get_number (self->board))
    perform (self, brg_edit_set_number (self->board, (guint) number));
}

static void
combo_selected_cb (BrgDetailsEditor *self,
                   GParamSpec       *pspec,
                   AdwComboRow      *row)
{
  const char *tag = g_object_get_data (G_OBJECT (row), "brg-tag");
  guint selected = adw_combo_row_get_selected (row);
  const char * const *values = g_str_equal (tag, "Dealer") ? dealer_letters : vulnerable_values;

  if (self->syncing || self->board == NULL || selected >= 4)
    return;
  if (g_strcmp0 (brg_board_get_tag (self->board, tag), values[selected]) != 0)
    perform (self, brg_edit_set_tag (self->board, tag, values[selected]));
}

static void
hidden_toggled_cb (BrgDetailsEditor *self,
                   GtkToggleButton  *button)
{
  BrgSeat seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "brg-seat"));
  gboolean hidden = gtk_toggle_button_get_active (button);

  if (self->syncing || self->board == NULL)
    return;
  if (((brg_board_get_hidden_seats (self->board) >> seat) & 1) != (guint) hidden)
    perform (self, brg_edit_set_hidden (self->board, seat, hidden));
}

/* A toggle a seat in the hidden hands' row. */
static void
add_hidden_toggles (BrgDetailsEditor *self)
{
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_autofree char *name = NULL;

      self->hidden[seat] = gtk_toggle_button_new_with_label (brg_seat_to_display_short (seat));
      /* Translators: %s is a seat */
      name = g_strdup_printf (_("Hide %s’s Hand"), brg_seat_to_display (seat));
      gtk_widget_set_tooltip_text (self->hidden[seat], name);
      _brg_accessible_set_name (self->hidden[seat], name);
      g_object_set_data (G_OBJECT (self->hidden[seat]), "brg-seat", GUINT_TO_POINTER (seat));
      g_signal_connect_object (self->hidden[seat], "toggled", G_CALLBACK (hidden_toggled_cb),
                               self, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (self->hidden_box), self->hidden[seat]);
    }
}

/* -- Other tags -- */

static void
remove_clicked_cb (BrgDetailsEditor *self,
                   GtkButton        *button)
{
  brg_details_editor_remove_tag (self, g_object_get_data (G_OBJECT (button), "brg-tag"));
}

static void
rename_activate_cb (BrgDetailsEditor *self,
                    GtkEntry         *entry)
{
  const char *name = g_object_get_data (G_OBJECT (entry), "brg-tag");

  if (!brg_details_editor_rename_tag (self, name, gtk_editable_get_text (GTK_EDITABLE (entry))))
    mark (GTK_WIDGET (entry), TRUE);
}

static GtkWidget *
new_rename_button (BrgDetailsEditor *self,
                   const char       *name)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_New name"));
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *tooltip = NULL;

  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  g_object_set_data_full (G_OBJECT (entry), "brg-tag", g_strdup (name), g_free);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  gtk_widget_set_tooltip_text (entry, _("A capital letter, then letters, digits and _"));
  g_signal_connect_object (entry, "activate", G_CALLBACK (rename_activate_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_popover_set_child (GTK_POPOVER (popover), box);

  /* Translators: %s is a tag's name */
  tooltip = g_strdup_printf (_("Rename %s"), name);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

static GtkWidget *
new_remove_button (BrgDetailsEditor *self,
                   const char       *name)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *tooltip = NULL;

  /* Translators: %s is a tag's name */
  tooltip = g_strdup_printf (_("Remove %s"), name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "brg-tag", g_strdup (name), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (remove_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  return button;
}

/* A tag of its own: its value typed, or, for a table (PBN §5), its
 * heading shown; renamed and removed with the buttons at its end. */
static GtkWidget *
new_other_row (BrgDetailsEditor *self,
               const BrgTag     *tag)
{
  GtkWidget *row;

  if (tag->section != NULL && tag->section->len > 0)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tag->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tag->value);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_remove_button (self, tag->name));
      return row;
    }

  row = new_typed_row (self, tag->name, tag->name, FALSE);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), new_rename_button (self, tag->name));
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), new_remove_button (self, tag->name));
  return row;
}

static void
add_apply_cb (BrgDetailsEditor *self,
              AdwEntryRow      *row)
{
  if (brg_details_editor_add_tag (self, gtk_editable_get_text (GTK_EDITABLE (row))))
    {
      set_text (self, GTK_WIDGET (row), "");
      mark (GTK_WIDGET (row), FALSE);
    }
  else
    mark (GTK_WIDGET (row), TRUE);
}

/* The names of the other tags the board has, in file order. */
static GPtrArray *
dup_other_names (BrgDetailsEditor *self)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; self->board != NULL && i < brg_board_get_n_tags (self->board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (self->board, i);

      if (!is_fixed_tag (tag->name))
        g_ptr_array_add (names, g_strdup (tag->name));
    }
  return names;
}

static gboolean
same_names (GPtrArray *a,
            GPtrArray *b)
{
  if (a == NULL || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!g_str_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static void
rebuild_others (BrgDetailsEditor *self,
                GPtrArray        *names)
{
  GtkWidget *child;

  for (guint i = 0; self->other_names != NULL && i < self->other_names->len; i++)
    g_hash_table_remove (self->rows, g_ptr_array_index (self->other_names, i));
  while ((child = gtk_widget_get_first_child (self->others_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->others_list), child);

  for (guint i = 0; i < names->len; i++)
    {
      const BrgTag *tag = brg_board_lookup_tag (self->board, g_ptr_array_index (names, i));

      gtk_list_box_append (GTK_LIST_BOX (self->others_list), new_other_row (self, tag));
    }
  gtk_list_box_append (GTK_LIST_BOX (self->others_list), self->add_row);
  g_clear_pointer (&self->other_names, g_ptr_array_unref);
  self->other_names = g_ptr_array_ref (names);
}

/* -- Following the board -- */

/* Brings the fields up to the board's tags; @changed is the tag that
 * changed, or NULL for all. */
static void
update (BrgDetailsEditor *self,
        const char       *changed)
{
  g_autoptr(GPtrArray) names = dup_other_names (self);
  GHashTableIter iter;
  gpointer key, value;
  guint hidden;

  if (self->board == NULL)
    return;

  /* Another board, or tags added, removed or renamed: new rows. */
  if (changed == NULL || !same_names (self->other_names, names))
    {
      /* The add row moves to the new list; keep it alive meanwhile. */
      g_object_ref (self->add_row);
      if (gtk_widget_get_parent (self->add_row) != NULL)
        gtk_list_box_remove (GTK_LIST_BOX (self->others_list), self->add_row);
      rebuild_others (self, names);
      g_object_unref (self->add_row);
    }

  g_hash_table_iter_init (&iter, self->rows);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *tag = key;
      const char *tag_value = brg_board_get_tag (self->board, tag);

      if (ADW_IS_ENTRY_ROW (value) && !g_str_equal (tag, "Board"))
        {
          /* A field being typed in keeps its text when it says the same. */
          if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (value)), shown_value (tag_value)) != 0
              && !(g_str_equal (tag, "Date") && gtk_widget_has_css_class (value, "error")))
            set_text (self, value, tag_value != NULL && g_str_equal (tag, "Date")
                                     && g_str_equal (tag_value, "????.??.??")
                                   ? "" : shown_value (tag_value));
        }
    }

  /* The number typed and not applied yet stays while other tags change. */
  if (changed == NULL || g_str_equal (changed, "Board"))
  {
    GtkWidget *board_row = g_hash_table_lookup (self->rows, "Board");
    g_autofree char *number = brg_board_get_number (self->board) > 0
                              ? g_strdup_printf ("%u", brg_board_get_number (self->board))
                              : g_strdup ("");

    set_text (self, board_row, number);
    mark (board_row, FALSE);
  }

  self->syncing = TRUE;
  {
    AdwComboRow *dealer = g_hash_table_lookup (self->rows, "Dealer");
    AdwComboRow *vulnerable = g_hash_table_lookup (self->rows, "Vulnerable");
    BrgSeat seat = brg_board_get_dealer (self->board);
    BrgVulnerability vulnerability;

    adw_combo_row_set_selected (dealer, BRG_SEAT_IS_VALID (seat) ? (guint) seat
                                                                  : GTK_INVALID_LIST_POSITION);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (dealer),
                                 brg_board_get_dealer_follows_number (self->board)
                                 ? _("By the board number") : _("Set by hand"));
    if (brg_board_get_vulnerability (self->board, &vulnerability))
      adw_combo_row_set_selected (vulnerable, vulnerability == BRG_VULNERABILITY_NONE ? 0
                                              : vulnerability == BRG_VULNERABILITY_NS ? 1
                                              : vulnerability == BRG_VULNERABILITY_EW ? 2 : 3);
    else
      adw_combo_row_set_selected (vulnerable, GTK_INVALID_LIST_POSITION);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (vulnerable),
                                 brg_board_get_vulnerability_follows_number (self->board)
                                 ? _("By the board number") : _("Set by hand"));
  }

  hidden = brg_board_get_hidden_seats (self->board);
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->hidden[seat]), (hidden >> seat) & 1);

  {
    const char *date = brg_board_get_tag (self->board, "Date");
    guint year = 0, month = 0, day = 0;

    if (date != NULL && brg_date_from_pbn (date, &year, &month, &day) && year > 0)
      {
        g_autoptr(GDateTime) shown = g_date_time_new_local ((int) year, month > 0 ? (int) month : 1,
                                                            day > 0 ? (int) day : 1, 0, 0, 0);

        if (shown != NULL)
          gtk_calendar_select_day (GTK_CALENDAR (self->date_calendar), shown);
      }
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->month_known), year == 0 || month > 0);
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->day_known), year == 0 || day > 0);
    gtk_widget_set_sensitive (self->day_known,
                              gtk_check_button_get_active (GTK_CHECK_BUTTON (self->month_known)));
  }
  self->syncing = FALSE;
}

static void
board_tag_changed_cb (BrgDetailsEditor *self,
                      const char       *name)
{
  update (self, name);
}

/* -- Building -- */

/* The fields of brg-details-editor.ui, made to follow their tags. */
static void
follow_fields (BrgDetailsEditor *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  for (guint i = 0; i < G_N_ELEMENTS (typed_tags); i++)
    follow_typed_row (self, GTK_WIDGET (gtk_widget_get_template_child (widget,
                                                                        BRG_TYPE_DETAILS_EDITOR,
                                                                        typed_tags[i].row)),
                      typed_tags[i].tag, typed_tags[i].mandatory);

  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_object (focus, "leave", G_CALLBACK (date_leave_cb), self,
                             G_CONNECT_SWAPPED);
    gtk_widget_add_controller (self->date_row, focus);
  }
  g_hash_table_insert (self->rows, g_strdup ("Date"), self->date_row);
  g_hash_table_insert (self->rows, g_strdup ("Board"), self->board_row);
  g_object_set_data_full (G_OBJECT (self->dealer_row), "brg-tag", g_strdup ("Dealer"), g_free);
  g_hash_table_insert (self->rows, g_strdup ("Dealer"), self->dealer_row);
  g_object_set_data_full (G_OBJECT (self->vulnerable_row), "brg-tag", g_strdup ("Vulnerable"),
                          g_free);
  g_hash_table_insert (self->rows, g_strdup ("Vulnerable"), self->vulnerable_row);
  add_hidden_toggles (self);
}

/* -- GObject -- */

static void
brg_details_editor_dispose (GObject *object)
{
  BrgDetailsEditor *self = BRG_DETAILS_EDITOR (object);

  g_clear_signal_handler (&self->tag_changed_id, self->board);
  g_clear_object (&self->board);
  g_clear_object (&self->document);
  g_clear_pointer (&self->other_names, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_DETAILS_EDITOR);

  G_OBJECT_CLASS (brg_details_editor_parent_class)->dispose (object);
}

static void
brg_details_editor_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BrgDetailsEditor *self = BRG_DETAILS_EDITOR (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;

    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_details_editor_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BrgDetailsEditor *self = BRG_DETAILS_EDITOR (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_details_editor_set_board (self, g_value_get_object (value));
      break;

    case PROP_DOCUMENT:
      brg_details_editor_set_document (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_details_editor_class_init (BrgDetailsEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_details_editor_dispose;
  object_class->get_property = brg_details_editor_get_property;
  object_class->set_property = brg_details_editor_set_property;

  /**
   * BrgDetailsEditor:board:
   *
   * The board whose tags are edited.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDetailsEditor:document:
   *
   * The document every edit is performed on (brg_document_perform()).
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         BRG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-details-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, box);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, others_list);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, add_row);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, date_row);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, date_calendar);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, day_known);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, month_known);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, board_row);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, vulnerable_row);
  gtk_widget_class_bind_template_child (widget_class, BrgDetailsEditor, hidden_box);
  /* The typed fields, found by follow_fields(). */
  for (guint i = 0; i < G_N_ELEMENTS (typed_tags); i++)
    gtk_widget_class_bind_template_child_full (widget_class, typed_tags[i].row, FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, date_typed_cb);
  gtk_widget_class_bind_template_callback (widget_class, date_picked_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, combo_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_apply_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "detailseditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_details_editor_init (BrgDetailsEditor *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* Nothing to edit until a board is set: the fields' signals find none. */
  gtk_widget_init_template (GTK_WIDGET (self));
  follow_fields (self);
}

/**
 * brg_details_editor_new:
 *
 * Returns: (transfer floating): a new details editor
 */
GtkWidget *
brg_details_editor_new (void)
{
  return g_object_new (BRG_TYPE_DETAILS_EDITOR, NULL);
}

/**
 * brg_details_editor_get_board:
 * @self: a details editor
 *
 * Returns: (transfer none) (nullable): the board edited
 */
BrgBoard *
brg_details_editor_get_board (BrgDetailsEditor *self)
{
  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), NULL);

  return self->board;
}

/**
 * brg_details_editor_set_board:
 * @self: a details editor
 * @board: (nullable): the board whose tags to edit
 */
void
brg_details_editor_set_board (BrgDetailsEditor *self,
                              BrgBoard         *board)
{
  g_return_if_fail (BRG_IS_DETAILS_EDITOR (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board == self->board)
    return;

  end_merge (self);
  g_clear_signal_handler (&self->tag_changed_id, self->board);
  g_set_object (&self->board, board);
  if (board != NULL)
    self->tag_changed_id = g_signal_connect_object (board, "tag-changed",
                                                    G_CALLBACK (board_tag_changed_cb), self,
                                                    G_CONNECT_SWAPPED);
  gtk_widget_set_sensitive (self->box, board != NULL);
  update (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

/**
 * brg_details_editor_get_document:
 * @self: a details editor
 *
 * Returns: (transfer none) (nullable): the document edits are performed on
 */
BrgDocument *
brg_details_editor_get_document (BrgDetailsEditor *self)
{
  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), NULL);

  return self->document;
}

/**
 * brg_details_editor_set_document:
 * @self: a details editor
 * @document: (nullable): the document every edit is performed on
 */
void
brg_details_editor_set_document (BrgDetailsEditor *self,
                                 BrgDocument      *document)
{
  g_return_if_fail (BRG_IS_DETAILS_EDITOR (self));
  g_return_if_fail (document == NULL || BRG_IS_DOCUMENT (document));

  if (g_set_object (&self->document, document))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/**
 * brg_details_editor_get_row:
 * @self: a details editor
 * @tag: a tag name
 *
 * Returns: (transfer none) (nullable): the row of @tag: an #AdwEntryRow,
 *   or an #AdwComboRow for Dealer and Vulnerable
 */
GtkWidget *
brg_details_editor_get_row (BrgDetailsEditor *self,
                            const char       *tag)
{
  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), NULL);

  return g_hash_table_lookup (self->rows, tag);
}

/**
 * brg_details_editor_set_date:
 * @self: a details editor
 * @year: the year, or 0 when not known
 * @month: the month, or 0 when not known
 * @day: the day, or 0 when not known
 *
 * Writes the Date tag as the calendar does.
 *
 * Returns: %TRUE if the date changed
 */
gboolean
brg_details_editor_set_date (BrgDetailsEditor *self,
                             guint             year,
                             guint             month,
                             guint             day)
{
  g_autofree char *date = NULL;

  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), FALSE);

  if (self->board == NULL || year > 9999 || month > 12 || day > 31)
    return FALSE;
  date = brg_date_to_pbn (year, month, day);
  if (g_strcmp0 (brg_board_get_tag (self->board, "Date"), date) == 0)
    return FALSE;
  end_merge (self);
  return perform (self, brg_edit_set_tag (self->board, "Date", date));
}

/**
 * brg_details_editor_add_tag:
 * @self: a details editor
 * @name: the new tag's name
 *
 * Adds an empty tag, as the Add row does, when @name is a valid tag name
 * (brg_tag_name_is_valid()) the board does not have yet.
 *
 * Returns: %TRUE if the tag was added
 */
gboolean
brg_details_editor_add_tag (BrgDetailsEditor *self,
                            const char       *name)
{
  GtkWidget *row;

  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (self->board == NULL || !brg_tag_name_is_valid (name)
      || brg_board_lookup_tag (self->board, name) != NULL)
    return FALSE;

  end_merge (self);
  if (!perform (self, brg_edit_set_tag (self->board, name, "")))
    return FALSE;
  /* The new tag's field, to type its value in. */
  row = g_hash_table_lookup (self->rows, name);
  if (row != NULL)
    gtk_widget_grab_focus (row);
  return TRUE;
}

/**
 * brg_details_editor_rename_tag:
 * @self: a details editor
 * @name: a tag the board has
 * @new_name: its new name
 *
 * Renames a tag where it stands (brg_edit_rename_tag()).
 *
 * Returns: %TRUE if the tag was renamed
 */
gboolean
brg_details_editor_rename_tag (BrgDetailsEditor *self,
                               const char       *name,
                               const char       *new_name)
{
  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), FALSE);
  g_return_val_if_fail (name != NULL && new_name != NULL, FALSE);

  if (self->board == NULL || g_str_equal (name, new_name) || !brg_tag_name_is_valid (new_name)
      || brg_board_lookup_tag (self->board, new_name) != NULL)
    return FALSE;
  end_merge (self);
  return perform (self, brg_edit_rename_tag (self->board, name, new_name));
}

/**
 * brg_details_editor_remove_tag:
 * @self: a details editor
 * @name: a tag the board has
 *
 * Removes a tag (brg_edit_remove_tag()).
 *
 * Returns: %TRUE if the tag was removed
 */
gboolean
brg_details_editor_remove_tag (BrgDetailsEditor *self,
                               const char       *name)
{
  g_return_val_if_fail (BRG_IS_DETAILS_EDITOR (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (self->board == NULL || brg_board_lookup_tag (self->board, name) == NULL)
    return FALSE;
  end_merge (self);
  return perform (self, brg_edit_remove_tag (self->board, name));
}
