/* brg-comment-editor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-comment-editor.h"
#include "brg-edit-text-private.h"

/**
 * BrgCommentEditor:
 *
 * The commentary at one place of a board (a #BrgAnchor: before the board,
 * before the first call or card, after a call or card; PBN §3.8): each
 * comment in a text area of its own, its paragraphs kept, its suit symbols
 * shown in their colours as they are typed (`!s`, `\S` or Control+1 to 4,
 * brg-edit-text.c), with when it may be shown (the `[%reveal …]` mark) and
 * Remove; then Add Comment. `%` escape lines are kept but not shown.
 *
 * Typing is one undo step (the core merges brg_edit_set_comment_text()
 * while typing; the window ends the step when the focus moves). The editor
 * makes no edit itself: it emits #BrgCommentEditor::command for the window
 * to perform, and shows what the model holds when it is set again.
 */

typedef struct
{
  BrgCommentEditor *editor;   /* Borrowed */
  guint             index;    /* of the comment at the anchor */
  GtkWidget        *box;
  GtkTextView      *view;
  GtkDropDown      *reveal;
  GtkEventController *focus;
  GtkWidget        *remove;
  gboolean          updating;
} Item;

struct _BrgCommentEditor
{
  GtkWidget   parent_instance;

  /* Owned */
  BrgBoard   *board;
  GPtrArray  *items;          /* of Item */

  /* Template widgets */
  GtkWidget  *box;
  GtkLabel   *title;
  GtkWidget  *list;
  GtkWidget  *add_button;

  BrgAnchor   anchor;
  guint       cursor_item;    /* the item the focus was in last, or G_MAXUINT */
  gboolean    has_anchor;
  gboolean    syncing;
  gulong      dark_id;
};

G_DEFINE_FINAL_TYPE (BrgCommentEditor, brg_comment_editor, GTK_TYPE_WIDGET)

enum {
  COMMAND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_command (BrgCommentEditor *self,
              BrgCommand       *command)
{
  g_autoptr(BrgCommand) owned = command;

  g_signal_emit (self, signals[COMMAND], 0, owned);
}

static GPtrArray *
dup_comments (BrgCommentEditor *self)
{
  if (self->board == NULL || !self->has_anchor || !brg_board_has_anchor (self->board, &self->anchor))
    return g_ptr_array_new ();
  return brg_board_dup_comments (self->board, &self->anchor);
}

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* Shows @stored in @item's text area, unless it already says that. */
static void
item_show_text (Item       *item,
                const char *stored)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (item->view);
  g_autofree char *typed = buffer_text (item->view);
  g_autofree char *current = _brg_edit_text_to_stored (typed);
  g_autofree char *unmarked = brg_comment_text_set_reveal (stored, BRG_REVEAL_ALWAYS);
  g_autofree char *shown = NULL;

  if (g_strcmp0 (current, unmarked) == 0)
    return;
  shown = _brg_edit_text_from_stored (stored);
  item->updating = TRUE;
  gtk_text_buffer_begin_irreversible_action (buffer);
  gtk_text_buffer_set_text (buffer, shown, -1);
  gtk_text_buffer_end_irreversible_action (buffer);
  _brg_edit_text_color_buffer (buffer, _brg_markup_flags_for (FALSE));
  item->updating = FALSE;
}

static const BrgComment *
item_comment (Item      *item,
              GPtrArray *comments)
{
  return item->index < comments->len ? g_ptr_array_index (comments, item->index) : NULL;
}

/* The text typed, as the model should hold it. */
static void
item_commit (Item     *item,
             gboolean  all)
{
  BrgCommentEditor *self = item->editor;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (item->view);
  g_autoptr(GPtrArray) comments = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *stored = NULL;
  g_autofree char *unmarked = NULL;
  const BrgComment *comment;

  if (item->updating || self->syncing || self->board == NULL)
    return;

  item->updating = TRUE;
  _brg_edit_text_expand_buffer (buffer, all);
  _brg_edit_text_color_buffer (buffer, _brg_markup_flags_for (FALSE));
  item->updating = FALSE;

  comments = dup_comments (self);
  comment = item_comment (item, comments);
  if (comment == NULL)
    return;
  typed = buffer_text (item->view);
  stored = _brg_edit_text_to_stored (typed);
  unmarked = brg_comment_text_set_reveal (comment->text, BRG_REVEAL_ALWAYS);
  if (g_strcmp0 (stored, unmarked) == 0)
    return;
  emit_command (self, brg_edit_set_comment_text (self->board, &self->anchor, item->index, stored));
}

static void
buffer_changed_cb (GtkTextBuffer *buffer,
                   Item          *item)
{
  item_commit (item, FALSE);
}

static void
view_focus_leave_cb (Item *item)
{
  item_commit (item, TRUE);
}

static void
view_focus_enter_cb (Item *item)
{
  BrgCommentEditor *self = item->editor;

  for (guint i = 0; i < self->items->len; i++)
    if (g_ptr_array_index (self->items, i) == item)
      self->cursor_item = i;
}

/* Where @item's cursor stands in its comment as the model holds it: the
 * text before it as stored (suit symbols as `\S` …), after the reveal
 * mark the text area does not show. */
static gsize
item_cursor_offset (Item             *item,
                    const BrgComment *comment)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (item->view);
  GtkTextIter start, cursor;
  g_autofree char *typed = NULL;
  g_autofree char *stored = NULL;
  g_autofree char *unmarked = brg_comment_text_set_reveal (comment->text, BRG_REVEAL_ALWAYS);
  gsize length = strlen (comment->text), offset = 0;

  gtk_text_buffer_get_start_iter (buffer, &start);
  gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
  typed = gtk_text_buffer_get_text (buffer, &start, &cursor, FALSE);
  stored = _brg_edit_text_to_stored (typed);
  if (g_str_has_suffix (comment->text, unmarked))
    offset = length - strlen (unmarked);
  offset = MIN (offset + strlen (stored), length);
  while (offset > 0 && offset < length && (comment->text[offset] & 0xc0) == 0x80)
    offset--;
  return offset;
}

static gboolean
step_break_shortcut_cb (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  return brg_comment_editor_insert_step_break (user_data);
}

static void
reveal_selected_cb (GtkDropDown *dropdown,
                    GParamSpec  *pspec,
                    Item        *item)
{
  BrgCommentEditor *self = item->editor;
  g_autoptr(GPtrArray) comments = NULL;
  const BrgComment *comment;
  BrgReveal reveal = gtk_drop_down_get_selected (dropdown);

  if (item->updating || self->syncing || self->board == NULL || reveal > BRG_REVEAL_AFTER_PLAY)
    return;
  comments = dup_comments (self);
  comment = item_comment (item, comments);
  if (comment == NULL || brg_comment_get_reveal (comment) == reveal)
    return;
  emit_command (self, brg_edit_set_comment_reveal (self->board, &self->anchor, item->index,
                                                   reveal));
}

static void
remove_clicked_cb (GtkButton *button,
                   Item      *item)
{
  BrgCommentEditor *self = item->editor;

  if (self->board != NULL)
    emit_command (self, brg_edit_remove_comment (self->board, &self->anchor, item->index));
}

static void
item_free (Item *item)
{
  g_free (item);
}

static Item *
item_new (BrgCommentEditor *self,
          guint             index,
          guint             number)
{
  const char *reveals[] = {
    N_("Shown at once"), N_("After the auction"), N_("After the play"), NULL,
  };
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  Item *item = g_new0 (Item, 1);
  GtkWidget *frame, *row;
  g_autofree char *name = NULL;

  item->editor = self;
  item->index = index;
  item->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  item->view = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_wrap_mode (item->view, GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (item->view, FALSE);
  gtk_text_view_set_top_margin (item->view, 6);
  gtk_text_view_set_bottom_margin (item->view, 6);
  gtk_text_view_set_left_margin (item->view, 6);
  gtk_text_view_set_right_margin (item->view, 6);
  gtk_widget_set_size_request (GTK_WIDGET (item->view), -1, 64);
  /* Translators: the accessible name of a comment's text; %s says where */
  name = g_strdup_printf (_("Comment %u: %s"), number, gtk_label_get_text (self->title));
  gtk_accessible_update_property (GTK_ACCESSIBLE (item->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (item->view),
                               _("Type !s !h !d !c, or Ctrl+1 to 4, for ♠ ♥ ♦ ♣; "
                                 "Ctrl+Enter ends a step of the lesson"));
  _brg_edit_text_add_suit_keys (GTK_WIDGET (item->view));
  g_signal_connect (gtk_text_view_get_buffer (item->view), "changed",
                    G_CALLBACK (buffer_changed_cb), item);
  item->focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (item->focus, "leave", G_CALLBACK (view_focus_leave_cb), item);
  g_signal_connect_swapped (item->focus, "enter", G_CALLBACK (view_focus_enter_cb), item);
  gtk_widget_add_controller (GTK_WIDGET (item->view), item->focus);
  {
    /* Ctrl+Enter ends a step of the lesson at the cursor. */
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>Return|<Control>KP_Enter"),
                        gtk_callback_action_new (step_break_shortcut_cb, self, NULL)));
    gtk_widget_add_controller (GTK_WIDGET (item->view), keys);
  }

  frame = gtk_frame_new (NULL);
  gtk_frame_set_child (GTK_FRAME (frame), GTK_WIDGET (item->view));
  gtk_widget_add_css_class (frame, "view");
  gtk_box_append (GTK_BOX (item->box), frame);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; reveals[i] != NULL; i++)
    gtk_string_list_append (model, _(reveals[i]));
  item->reveal = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (item->reveal), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (item->reveal),
                               _("When the comment is shown: a quiz keeps it back until then"));
  g_signal_connect (item->reveal, "notify::selected", G_CALLBACK (reveal_selected_cb), item);
  _brg_accessible_name_drop_down (item->reveal, _("When the comment is shown"));
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (item->reveal));

  item->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_tooltip_text (item->remove, _("Remove the comment"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (item->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove the comment"), -1);
  g_signal_connect (item->remove, "clicked", G_CALLBACK (remove_clicked_cb), item);
  gtk_box_append (GTK_BOX (row), item->remove);
  gtk_box_append (GTK_BOX (item->box), row);
  /* Built after the window is shown: named as the window's are. */
  _brg_accessible_tidy (item->box);

  return item;
}

static void
clear_items (BrgCommentEditor *self)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = g_ptr_array_index (self->items, i);

      g_signal_handlers_disconnect_by_data (gtk_text_view_get_buffer (item->view), item);
      g_signal_handlers_disconnect_by_data (item->reveal, item);
      g_signal_handlers_disconnect_by_data (item->focus, item);
      g_signal_handlers_disconnect_by_data (item->remove, item);
      gtk_box_remove (GTK_BOX (self->list), item->box);
    }
  g_ptr_array_set_size (self->items, 0);
}

/* The comments a reader sees: not the `%` escape lines. */
static GArray *
visible_indexes (GPtrArray *comments)
{
  GArray *indexes = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < comments->len; i++)
    if (((const BrgComment *) g_ptr_array_index (comments, i))->kind != BRG_COMMENT_ESCAPE)
      g_array_append_val (indexes, i);
  return indexes;
}

/* Reads the model again: items are made anew when the comments at the
 * anchor are not the same ones, else their texts and marks are brought up
 * to date, leaving the text being typed. */
static void
sync_model (BrgCommentEditor *self)
{
  g_autoptr(GPtrArray) comments = dup_comments (self);
  g_autoptr(GArray) indexes = visible_indexes (comments);
  gboolean same = indexes->len == self->items->len;

  for (guint i = 0; same && i < indexes->len; i++)
    same = ((Item *) g_ptr_array_index (self->items, i))->index
           == g_array_index (indexes, guint, i);

  self->syncing = TRUE;
  if (!same)
    {
      clear_items (self);
      for (guint i = 0; i < indexes->len; i++)
        {
          Item *item = item_new (self, g_array_index (indexes, guint, i), i + 1);

          g_ptr_array_add (self->items, item);
          gtk_box_append (GTK_BOX (self->list), item->box);
        }
    }
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = g_ptr_array_index (self->items, i);
      const BrgComment *comment = item_comment (item, comments);

      item->updating = TRUE;
      gtk_drop_down_set_selected (item->reveal, brg_comment_get_reveal (comment));
      item->updating = FALSE;
      item_show_text (item, comment->text);
    }
  gtk_widget_set_visible (self->list, self->items->len > 0);
  gtk_widget_set_sensitive (self->add_button, self->board != NULL && self->has_anchor
                                              && brg_board_has_anchor (self->board, &self->anchor));
  self->syncing = FALSE;
}

static void
add_clicked_cb (BrgCommentEditor *self)
{
  brg_comment_editor_add (self);
}

static void
style_dark_cb (BrgCommentEditor *self)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = g_ptr_array_index (self->items, i);

      _brg_edit_text_color_buffer (gtk_text_view_get_buffer (item->view),
                                   _brg_markup_flags_for (FALSE));
    }
}

static void
brg_comment_editor_dispose (GObject *object)
{
  BrgCommentEditor *self = BRG_COMMENT_EDITOR (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  if (self->items != NULL)
    clear_items (self);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_COMMENT_EDITOR);

  G_OBJECT_CLASS (brg_comment_editor_parent_class)->dispose (object);
}

static void
brg_comment_editor_class_init (BrgCommentEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_comment_editor_dispose;

  /**
   * BrgCommentEditor::command:
   * @self: the editor
   * @command: the edit to perform
   *
   * Emitted when the user adds, types, marks or removes a comment.
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
                                               "/ui/brg-comment-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgCommentEditor, box);
  gtk_widget_class_bind_template_child (widget_class, BrgCommentEditor, title);
  gtk_widget_class_bind_template_child (widget_class, BrgCommentEditor, list);
  gtk_widget_class_bind_template_child (widget_class, BrgCommentEditor, add_button);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "commenteditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_comment_editor_init (BrgCommentEditor *self)
{
  self->items = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
  self->cursor_item = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (style_dark_cb), self, G_CONNECT_SWAPPED);
}

/**
 * brg_comment_editor_new:
 * @title: what the place is, for the heading and the accessible names
 *
 * Returns: (transfer floating): a new commentary editor
 */
GtkWidget *
brg_comment_editor_new (const char *title)
{
  BrgCommentEditor *self = g_object_new (BRG_TYPE_COMMENT_EDITOR, NULL);

  brg_comment_editor_set_title (self, title);
  return GTK_WIDGET (self);
}

/**
 * brg_comment_editor_set_title:
 * @self: a commentary editor
 * @title: what the place is
 */
void
brg_comment_editor_set_title (BrgCommentEditor *self,
                              const char       *title)
{
  g_return_if_fail (BRG_IS_COMMENT_EDITOR (self));

  g_autofree char *add_name = NULL;

  gtk_label_set_text (self->title, title != NULL ? title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->title), title != NULL);
  /* There is an Add Comment for each place: a screen reader says which. */
  /* Translators: the name of Add Comment for a screen reader: the place it adds to */
  add_name = title != NULL ? g_strdup_printf (_("Add Comment: %s"), title)
                           : g_strdup (_("Add Comment"));
  _brg_accessible_set_name (self->add_button, add_name);
  _brg_accessible_set_name (GTK_WIDGET (self), title != NULL ? title : _("Commentary"));
}

/**
 * brg_comment_editor_set_anchor:
 * @self: a commentary editor
 * @board: (nullable): a board
 * @anchor: (nullable): the place of the board
 *
 * Shows, and edits, the commentary at @anchor of @board; called again
 * after an edit, it shows what the model holds.
 */
void
brg_comment_editor_set_anchor (BrgCommentEditor *self,
                               BrgBoard         *board,
                               const BrgAnchor  *anchor)
{
  g_return_if_fail (BRG_IS_COMMENT_EDITOR (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  if (board != self->board || anchor == NULL || !self->has_anchor
      || !brg_anchor_equal (anchor, &self->anchor))
    {
      self->syncing = TRUE;
      clear_items (self);
      self->syncing = FALSE;
    }
  g_set_object (&self->board, board);
  self->has_anchor = anchor != NULL;
  if (anchor != NULL)
    self->anchor = *anchor;
  sync_model (self);
}

/**
 * brg_comment_editor_get_anchor:
 * @self: a commentary editor
 * @anchor: (out): the place edited
 *
 * Returns: %TRUE if the editor edits a place
 */
gboolean
brg_comment_editor_get_anchor (BrgCommentEditor *self,
                               BrgAnchor        *anchor)
{
  g_return_val_if_fail (BRG_IS_COMMENT_EDITOR (self), FALSE);

  if (self->has_anchor && anchor != NULL)
    *anchor = self->anchor;
  return self->has_anchor;
}

/**
 * brg_comment_editor_get_n_items:
 * @self: a commentary editor
 *
 * Returns: how many comments are shown
 */
guint
brg_comment_editor_get_n_items (BrgCommentEditor *self)
{
  g_return_val_if_fail (BRG_IS_COMMENT_EDITOR (self), 0);

  return self->items->len;
}

/**
 * brg_comment_editor_get_view:
 * @self: a commentary editor
 * @item: a comment shown, from 0
 *
 * Returns: (transfer none): its text area
 */
GtkTextView *
brg_comment_editor_get_view (BrgCommentEditor *self,
                             guint             item)
{
  g_return_val_if_fail (BRG_IS_COMMENT_EDITOR (self), NULL);
  g_return_val_if_fail (item < self->items->len, NULL);

  return ((Item *) g_ptr_array_index (self->items, item))->view;
}

/**
 * brg_comment_editor_add:
 * @self: a commentary editor
 *
 * Adds an empty comment after the others, and puts the focus in it.
 */
void
brg_comment_editor_add (BrgCommentEditor *self)
{
  g_autoptr(GPtrArray) comments = NULL;

  g_return_if_fail (BRG_IS_COMMENT_EDITOR (self));

  if (self->board == NULL || !self->has_anchor
      || !brg_board_has_anchor (self->board, &self->anchor))
    return;
  comments = dup_comments (self);
  emit_command (self, brg_edit_insert_comment (self->board, &self->anchor, comments->len, ""));
  sync_model (self);
  if (self->items->len > 0)
    gtk_widget_grab_focus (GTK_WIDGET (brg_comment_editor_get_view (self, self->items->len - 1)));
}

/**
 * brg_comment_editor_remove:
 * @self: a commentary editor
 * @item: a comment shown, from 0
 *
 * Removes a comment.
 */
void
brg_comment_editor_remove (BrgCommentEditor *self,
                           guint             item)
{
  g_return_if_fail (BRG_IS_COMMENT_EDITOR (self));

  if (item >= self->items->len || self->board == NULL)
    return;
  emit_command (self, brg_edit_remove_comment (self->board, &self->anchor,
                                               ((Item *) g_ptr_array_index (self->items, item))->index));
}

/**
 * brg_comment_editor_set_reveal:
 * @self: a commentary editor
 * @item: a comment shown, from 0
 * @reveal: when it is shown
 *
 * Chooses when a comment is shown, as its drop-down does.
 */
void
brg_comment_editor_set_reveal (BrgCommentEditor *self,
                               guint             item,
                               BrgReveal         reveal)
{
  g_return_if_fail (BRG_IS_COMMENT_EDITOR (self));
  g_return_if_fail (item < self->items->len);

  gtk_drop_down_set_selected (((Item *) g_ptr_array_index (self->items, item))->reveal, reveal);
}

/**
 * brg_comment_editor_insert_step_break:
 * @self: a commentary editor
 *
 * Ends a step of the board's lesson where the cursor stands in the comment
 * the focus was in last (Ctrl+Enter there), or after the comments at the
 * place when the focus was in none: emits #BrgCommentEditor::command with
 * brg_edit_insert_step_break()'s command.
 *
 * Returns: %FALSE when there is no place to edit
 */
gboolean
brg_comment_editor_insert_step_break (BrgCommentEditor *self)
{
  g_autoptr(GPtrArray) comments = NULL;
  const BrgComment *comment = NULL;
  Item *item = NULL;
  guint index;
  gsize offset = 0;

  g_return_val_if_fail (BRG_IS_COMMENT_EDITOR (self), FALSE);

  if (self->board == NULL || !self->has_anchor
      || !brg_board_has_anchor (self->board, &self->anchor))
    return FALSE;
  /* The comment whose text area is the window's focus, else the one the
   * focus was in last. */
  for (guint i = 0; i < self->items->len && item == NULL; i++)
    if (gtk_widget_is_focus (GTK_WIDGET (((Item *) g_ptr_array_index (self->items, i))->view)))
      item = g_ptr_array_index (self->items, i);
  if (item == NULL && self->cursor_item < self->items->len)
    item = g_ptr_array_index (self->items, self->cursor_item);
  if (item != NULL)
    item_commit (item, TRUE);
  comments = dup_comments (self);
  if (item != NULL)
    comment = item_comment (item, comments);
  if (comment != NULL)
    {
      index = item->index;
      offset = item_cursor_offset (item, comment);
    }
  else
    index = comments->len;
  emit_command (self, brg_edit_insert_step_break (self->board, &self->anchor, index, offset));
  return TRUE;
}

/**
 * brg_comment_editor_focus:
 * @self: a commentary editor
 *
 * Puts the focus in the first comment, adding one when there is none.
 */
void
brg_comment_editor_focus (BrgCommentEditor *self)
{
  g_return_if_fail (BRG_IS_COMMENT_EDITOR (self));

  if (self->items->len == 0)
    brg_comment_editor_add (self);
  else
    gtk_widget_grab_focus (GTK_WIDGET (brg_comment_editor_get_view (self, 0)));
}
