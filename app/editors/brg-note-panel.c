/* brg-note-panel.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-edit-text-private.h"
#include "brg-note-panel.h"

/**
 * BrgNotePanel:
 *
 * The note of one call or card (PBN §3.5.4, §3.6.4; for a call, its
 * alert): which note it refers to, picked from the notes of the auction
 * or the play, or a new one; the note's text, typed with suit symbols
 * (brg-edit-text.c); when it may be shown (the `[%reveal …]` mark); and
 * Remove, which numbers the later notes down with their references.
 *
 * The panel makes no edit itself: it emits #BrgNotePanel::command with the
 * core's command for the window to perform.
 */
struct _BrgNotePanel
{
  GtkWidget      parent_instance;

  /* Owned */
  BrgBoard      *board;

  /* Template widgets */
  GtkWidget     *box;
  GtkStringList *choices;
  GtkLabel      *title;
  GtkDropDown   *dropdown;
  GtkWidget     *details;
  GtkEntry      *entry;
  GtkDropDown   *reveal;
  GtkWidget     *remove_button;

  BrgSectionKind section;
  guint          position;
  guint          note;          /* the note referred to, or 0 */
  GArray        *indexes;       /* the notes listed after "None", by number */
  gboolean       syncing;
};

G_DEFINE_FINAL_TYPE (BrgNotePanel, brg_note_panel, GTK_TYPE_WIDGET)

enum {
  COMMAND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The board's auction or play, whose notes the panel edits, or NULL. */
static BrgSection *
get_section (BrgNotePanel *self)
{
  return brg_board_get_section (self->board, self->section);
}

static guint
n_notes (BrgNotePanel *self)
{
  BrgSection *section = get_section (self);

  return section != NULL ? brg_section_get_n_notes (section) : 0;
}

static const BrgNote *
nth_note (BrgNotePanel *self,
          guint         n)
{
  return brg_section_get_nth_note (get_section (self), n);
}

static const BrgNote *
lookup_note (BrgNotePanel *self,
             guint         index)
{
  BrgSection *section = get_section (self);

  if (index == 0 || section == NULL)
    return NULL;
  return brg_section_lookup_note (section, index);
}

static guint
referred_note (BrgNotePanel *self)
{
  BrgSection *section = get_section (self);
  const BrgAnnotation *annotation = NULL;

  if (section != NULL && self->position < brg_section_get_n_items (section))
    annotation = brg_section_get_annotation (section, self->position);
  return annotation != NULL ? annotation->note : 0;
}

static void
emit_command (BrgNotePanel *self,
              BrgCommand   *command)
{
  g_autoptr(BrgCommand) owned = command;

  g_signal_emit (self, signals[COMMAND], 0, owned);
}

static void
set_entry_text (BrgNotePanel *self,
                const char   *stored)
{
  g_autofree char *shown = _brg_edit_text_from_stored (stored);
  g_autofree char *current = _brg_edit_text_to_stored (gtk_editable_get_text (GTK_EDITABLE (self->entry)));
  g_autofree char *unmarked = brg_comment_text_set_reveal (stored, BRG_REVEAL_ALWAYS);

  /* What the user is typing is what the model holds: leave it be. */
  if (g_strcmp0 (current, unmarked) == 0)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->entry), shown);
}

static void
color_entry (BrgNotePanel *self)
{
  PangoAttrList *attributes = _brg_edit_text_attributes (
    gtk_editable_get_text (GTK_EDITABLE (self->entry)), _brg_markup_flags_for (FALSE));

  gtk_entry_set_attributes (self->entry, attributes);
  pango_attr_list_unref (attributes);
}

/* Reads the model again: the notes to pick from, the one referred to. */
static void
sync_model (BrgNotePanel *self)
{
  const BrgNote *note;
  guint selected = 0;
  guint n;

  self->syncing = TRUE;
  g_array_set_size (self->indexes, 0);
  gtk_string_list_splice (self->choices, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->choices)), NULL);
  if (self->board == NULL)
    {
      self->syncing = FALSE;
      return;
    }

  self->note = referred_note (self);
  /* Translators: a call or card that refers to no note */
  gtk_string_list_append (self->choices, C_("note", "None"));
  n = n_notes (self);
  for (guint i = 0; i < n; i++)
    {
      const BrgNote *listed = nth_note (self, i);
      g_autofree char *shown = _brg_edit_text_from_stored (listed->text);
      g_autofree char *text = NULL;

      /* Translators: a note in the list to pick from: its number and text */
      text = g_strdup_printf (_("%u: %s"), listed->index, shown);
      if (g_utf8_strlen (text, -1) > 32)
        {
          g_autofree char *cut = g_utf8_substring (text, 0, 31);

          g_free (text);
          text = g_strconcat (cut, "…", NULL);
        }
      gtk_string_list_append (self->choices, text);
      g_array_append_val (self->indexes, listed->index);
      if (listed->index == self->note)
        selected = i + 1;
    }
  /* Translators: a note explains a call or a card (an alert's explanation, PBN's Note tag) */
  gtk_string_list_append (self->choices, _("New Note"));
  gtk_drop_down_set_selected (self->dropdown, selected);

  note = lookup_note (self, self->note);
  gtk_widget_set_visible (self->details, note != NULL);
  if (note != NULL)
    {
      set_entry_text (self, note->text);
      color_entry (self);
      gtk_drop_down_set_selected (self->reveal, brg_note_get_reveal (note));
    }
  self->syncing = FALSE;
}

static void
dropdown_selected_cb (BrgNotePanel *self)
{
  guint selected = gtk_drop_down_get_selected (self->dropdown);
  guint index;

  if (self->syncing || self->board == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;

  if (selected == 0)
    {
      if (self->note != 0)
        emit_command (self, brg_edit_refer_to_note (self->board, self->section, self->position, 0));
      return;
    }
  if (selected <= self->indexes->len)
    {
      index = g_array_index (self->indexes, guint, selected - 1);
      if (index != self->note)
        emit_command (self, brg_edit_refer_to_note (self->board, self->section, self->position,
                                                    index));
      return;
    }

  /* A new note, referred to, as one step. */
  index = brg_board_get_new_note_index (self->board, self->section);
  {
    g_autoptr(BrgCommand) add = brg_edit_set_note (self->board, self->section, index, "");
    g_autoptr(BrgCommand) refer = brg_edit_refer_to_note (self->board, self->section,
                                                          self->position, index);
    /* Translators: a note explains a call or a card (an alert's explanation, PBN's Note tag) */
    BrgCommand *group = brg_command_new_group (_("Add note"));

    brg_command_append (group, add);
    brg_command_append (group, refer);
    emit_command (self, group);
  }
  sync_model (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
entry_changed_cb (BrgNotePanel *self)
{
  g_autofree char *stored = NULL;
  const BrgNote *note;

  color_entry (self);
  if (self->syncing || self->board == NULL || (note = lookup_note (self, self->note)) == NULL)
    return;
  stored = _brg_edit_text_to_stored (gtk_editable_get_text (GTK_EDITABLE (self->entry)));
  {
    g_autofree char *unmarked = brg_comment_text_set_reveal (note->text, BRG_REVEAL_ALWAYS);

    if (g_strcmp0 (unmarked, stored) == 0)
      return;
  }
  emit_command (self, brg_edit_set_note (self->board, self->section, self->note, stored));
}

static void
reveal_selected_cb (BrgNotePanel *self)
{
  const BrgNote *note;
  BrgReveal reveal = gtk_drop_down_get_selected (self->reveal);

  if (self->syncing || self->board == NULL || (note = lookup_note (self, self->note)) == NULL
      || reveal > BRG_REVEAL_AFTER_PLAY || reveal == brg_note_get_reveal (note))
    return;
  emit_command (self, brg_edit_set_note_reveal (self->board, self->section, self->note, reveal));
}

static void
remove_clicked_cb (BrgNotePanel *self)
{
  brg_note_panel_remove (self);
}

static void
brg_note_panel_dispose (GObject *object)
{
  BrgNotePanel *self = BRG_NOTE_PANEL (object);

  g_clear_object (&self->board);
  g_clear_pointer (&self->indexes, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_NOTE_PANEL);

  G_OBJECT_CLASS (brg_note_panel_parent_class)->dispose (object);
}

static void
brg_note_panel_class_init (BrgNotePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_note_panel_dispose;

  /**
   * BrgNotePanel::command:
   * @self: the panel
   * @command: the edit to perform
   *
   * Emitted when the user picks, adds, edits or removes a note.
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
                                               "/ui/brg-note-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, box);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, title);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, dropdown);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, choices);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, details);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, entry);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, reveal);
  gtk_widget_class_bind_template_child (widget_class, BrgNotePanel, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, reveal_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "notepanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_note_panel_init (BrgNotePanel *self)
{
  self->indexes = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
  _brg_edit_text_add_suit_keys (GTK_WIDGET (self->entry));
  _brg_accessible_name_drop_down (self->dropdown, _("Note"));
  _brg_accessible_name_drop_down (self->reveal, _("When the note is shown"));
}

/**
 * brg_note_panel_new:
 *
 * Returns: (transfer floating): a new note panel
 */
GtkWidget *
brg_note_panel_new (void)
{
  return g_object_new (BRG_TYPE_NOTE_PANEL, NULL);
}

/**
 * brg_note_panel_set_target:
 * @self: a note panel
 * @board: (nullable): a board
 * @section: the auction or the play
 * @position: the call or card
 *
 * Shows, and edits, the note of a call or card; called again after an
 * edit, it shows what the model holds, leaving the text being typed.
 */
void
brg_note_panel_set_target (BrgNotePanel  *self,
                           BrgBoard      *board,
                           BrgSectionKind section,
                           guint          position)
{
  g_return_if_fail (BRG_IS_NOTE_PANEL (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  g_set_object (&self->board, board);
  self->section = section;
  self->position = position;
  /* Translators: the note of a call is its alert */
  gtk_label_set_text (self->title, section == BRG_SECTION_AUCTION ? _("Alert or note")
                                                                  : _("Note"));
  _brg_accessible_name_drop_down (self->dropdown, gtk_label_get_text (self->title));
  sync_model (self);
}

/**
 * brg_note_panel_get_note:
 * @self: a note panel
 *
 * Returns: the number of the note the call or card refers to, or 0
 */
guint
brg_note_panel_get_note (BrgNotePanel *self)
{
  g_return_val_if_fail (BRG_IS_NOTE_PANEL (self), 0);

  return self->note;
}

/**
 * brg_note_panel_choose:
 * @self: a note panel
 * @note: a note's number, 0 for none, or -1 for a new note
 *
 * Picks the note the call or card refers to, as the drop-down does.
 */
void
brg_note_panel_choose (BrgNotePanel *self,
                       int           note)
{
  guint position = 0;

  g_return_if_fail (BRG_IS_NOTE_PANEL (self));

  if (note < 0)
    position = self->indexes->len + 1;
  else
    for (guint i = 0; i < self->indexes->len; i++)
      if (g_array_index (self->indexes, guint, i) == (guint) note)
        position = i + 1;
  gtk_drop_down_set_selected (self->dropdown, position);
}

/**
 * brg_note_panel_set_text:
 * @self: a note panel
 * @text: the text, as typed
 *
 * Types the text of the note referred to, as the entry does.
 */
void
brg_note_panel_set_text (BrgNotePanel *self,
                         const char   *text)
{
  g_return_if_fail (BRG_IS_NOTE_PANEL (self));

  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
}

/**
 * brg_note_panel_set_reveal:
 * @self: a note panel
 * @reveal: when the note is shown
 *
 * Chooses when the note referred to is shown, as the drop-down does.
 */
void
brg_note_panel_set_reveal (BrgNotePanel *self,
                           BrgReveal     reveal)
{
  g_return_if_fail (BRG_IS_NOTE_PANEL (self));

  gtk_drop_down_set_selected (self->reveal, reveal);
}

/**
 * brg_note_panel_remove:
 * @self: a note panel
 *
 * Removes the note referred to from the auction or the play.
 */
void
brg_note_panel_remove (BrgNotePanel *self)
{
  g_return_if_fail (BRG_IS_NOTE_PANEL (self));

  if (self->board != NULL && lookup_note (self, self->note) != NULL)
    emit_command (self, brg_edit_remove_note (self->board, self->section, self->note));
}

/**
 * brg_note_panel_focus:
 * @self: a note panel
 *
 * Puts the focus on the text of the note, or on the choice of a note.
 */
void
brg_note_panel_focus (BrgNotePanel *self)
{
  g_return_if_fail (BRG_IS_NOTE_PANEL (self));

  if (gtk_widget_get_visible (self->details))
    gtk_widget_grab_focus (GTK_WIDGET (self->entry));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->dropdown));
}
