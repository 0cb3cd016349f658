/* brg-annotation-editor.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-annotation-editor.h"
#include "brg-markup-private.h"

/**
 * BrgAnnotationEditor:
 *
 * What the edit mode shows in place of the commentary: the annotations of
 * the replay's position. For the current call or card (the last one shown),
 * its NAGs (#BrgNagPanel), its note or alert (#BrgNotePanel) and the
 * commentary after it (#BrgCommentEditor); at the start of the auction or
 * the play, the commentary before the first call or card; and always the
 * commentary before the board. These are the places PBN keeps commentary
 * (PBN §3.8).
 *
 * The editor is given the document it edits (#BrgAnnotationEditor:document)
 * and hands the command each of its parts makes (their `command` signal)
 * to it, with brg_document_perform(), as every editor does; the window
 * sets the position again after every edit, which shows what the model
 * holds.
 */
struct _BrgAnnotationEditor
{
  GtkWidget         parent_instance;

  /* Owned */
  BrgBoard         *board;
  BrgDocument      *document;

  /* Template widgets */
  GtkWidget        *box;
  GtkLabel         *item_label;
  GtkWidget        *item_box;
  BrgNagPanel      *nag_panel;
  BrgNotePanel     *note_panel;
  BrgCommentEditor *item_comments;
  BrgCommentEditor *start_comments;
  BrgCommentEditor *board_comments;

  gboolean          has_item;
  BrgSectionKind    section;
  guint             position;
};

G_DEFINE_FINAL_TYPE (BrgAnnotationEditor, brg_annotation_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
part_command_cb (BrgAnnotationEditor *self,
                 BrgCommand          *command)
{
  /* A part offers what the board allows: a refusal is rare, and heard. */
  if (self->document == NULL
      || !brg_document_perform (self->document, self->board, command, NULL))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* "North’s 1♠, call 1", "Trick 3, West’s ♠K", in their colours. */
static char *
item_markup (BrgAnnotationEditor *self)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (FALSE);
  g_autofree char *what = NULL;
  BrgSeat seat;

  if (self->section == BRG_SECTION_AUCTION)
    {
      BrgAuction *auction = brg_board_get_auction (self->board);
      BrgCall call = brg_auction_get_call (auction, self->position);

      seat = brg_auction_get_call_seat (auction, self->position);
      what = BRG_CALL_IS_VALID (call) ? _brg_markup_call (call, flags) : g_strdup ("\u2014");
      /* Translators: the call annotated: "North’s 1♠, call 1" */
      return g_strdup_printf (_("%s’s %s, call %u"),
                              BRG_SEAT_IS_VALID (seat) ? brg_seat_to_display (seat) : "?",
                              what, self->position + 1);
    }
  else
    {
      BrgPlay *play = brg_board_get_play (self->board);
      BrgCard card = brg_play_get_card (play, self->position);

      seat = brg_play_get_card_seat (play, self->position);
      what = BRG_CARD_IS_VALID (card) ? _brg_markup_card (card, flags) : g_strdup ("?");
      /* Translators: the card annotated: "Trick 3, West’s ♠K" */
      return g_strdup_printf (_("Trick %u, %s’s %s"), self->position / 4 + 1,
                              BRG_SEAT_IS_VALID (seat) ? brg_seat_to_display (seat) : "?",
                              what);
    }
}

static void
brg_annotation_editor_dispose (GObject *object)
{
  BrgAnnotationEditor *self = BRG_ANNOTATION_EDITOR (object);

  g_clear_object (&self->board);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_ANNOTATION_EDITOR);

  G_OBJECT_CLASS (brg_annotation_editor_parent_class)->dispose (object);
}

static void
brg_annotation_editor_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BrgAnnotationEditor *self = BRG_ANNOTATION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_annotation_editor_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BrgAnnotationEditor *self = BRG_ANNOTATION_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      brg_annotation_editor_set_document (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_annotation_editor_class_init (BrgAnnotationEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_annotation_editor_dispose;
  object_class->get_property = brg_annotation_editor_get_property;
  object_class->set_property = brg_annotation_editor_set_property;

  /**
   * BrgAnnotationEditor:document:
   *
   * The document whose boards are edited: every edit is performed on it
   * (brg_document_perform()).
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         BRG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BRG_TYPE_NAG_PANEL);
  g_type_ensure (BRG_TYPE_NOTE_PANEL);
  g_type_ensure (BRG_TYPE_COMMENT_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-annotation-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, box);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, item_label);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, item_box);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, nag_panel);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, note_panel);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, item_comments);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, start_comments);
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationEditor, board_comments);
  gtk_widget_class_bind_template_callback (widget_class, part_command_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "annotationeditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_annotation_editor_init (BrgAnnotationEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  brg_comment_editor_set_title (self->item_comments, _("Commentary after it"));
  brg_comment_editor_set_title (self->board_comments, _("Before the board"));
}

/**
 * brg_annotation_editor_new:
 *
 * Returns: (transfer floating): a new annotation editor
 */
GtkWidget *
brg_annotation_editor_new (void)
{
  return g_object_new (BRG_TYPE_ANNOTATION_EDITOR, NULL);
}

/**
 * brg_annotation_editor_set_position:
 * @self: an annotation editor
 * @board: (nullable): the board
 * @calls_shown: the calls the replay shows
 * @cards_played: the cards the replay shows played
 *
 * Edits the annotations of the replay's position: those of its last call
 * or card, the commentary before the first call or card at the start of
 * the auction or the play, and the commentary before the board. Called
 * again after an edit, it shows what the model holds.
 */
void
brg_annotation_editor_set_position (BrgAnnotationEditor *self,
                                    BrgBoard            *board,
                                    guint                calls_shown,
                                    guint                cards_played)
{
  BrgAuction *auction;
  BrgPlay *play;
  BrgAnchor anchor;
  gboolean has_start = FALSE;

  g_return_if_fail (BRG_IS_ANNOTATION_EDITOR (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  g_set_object (&self->board, board);
  auction = board != NULL ? brg_board_get_auction (board) : NULL;
  play = board != NULL ? brg_board_get_play (board) : NULL;

  self->has_item = FALSE;
  if (play != NULL && cards_played > 0 && cards_played <= brg_play_get_n_cards (play))
    {
      self->has_item = TRUE;
      self->section = BRG_SECTION_PLAY;
      self->position = cards_played - 1;
    }
  else if (auction != NULL && cards_played == 0 && calls_shown > 0
           && calls_shown <= brg_auction_get_n_calls (auction))
    {
      self->has_item = TRUE;
      self->section = BRG_SECTION_AUCTION;
      self->position = calls_shown - 1;
    }

  gtk_widget_set_visible (self->item_box, self->has_item);
  if (self->has_item)
    {
      g_autofree char *markup = item_markup (self);

      gtk_label_set_markup (self->item_label, markup);
      brg_nag_panel_set_target (self->nag_panel, board, self->section, self->position);
      brg_note_panel_set_target (self->note_panel, board, self->section, self->position);
      anchor = brg_anchor_make (self->section == BRG_SECTION_AUCTION ? BRG_ANCHOR_CALL
                                                                     : BRG_ANCHOR_CARD,
                                self->position);
      brg_comment_editor_set_anchor (self->item_comments, board, &anchor);
    }
  else
    {
      brg_nag_panel_set_target (self->nag_panel, NULL, BRG_SECTION_AUCTION, 0);
      brg_note_panel_set_target (self->note_panel, NULL, BRG_SECTION_AUCTION, 0);
      brg_comment_editor_set_anchor (self->item_comments, NULL, NULL);
    }

  /* Before the first call, or before the opening lead. */
  if (board != NULL && calls_shown == 0 && cards_played == 0)
    {
      anchor = brg_anchor_make (BRG_ANCHOR_AUCTION, 0);
      has_start = brg_board_has_anchor (board, &anchor);
      brg_comment_editor_set_title (self->start_comments, _("Before the first call"));
    }
  else if (board != NULL && cards_played == 0
           && (auction == NULL || calls_shown >= brg_auction_get_n_calls (auction)))
    {
      anchor = brg_anchor_make (BRG_ANCHOR_PLAY, 0);
      has_start = brg_board_has_anchor (board, &anchor);
      brg_comment_editor_set_title (self->start_comments, _("Before the opening lead"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->start_comments), has_start);
  brg_comment_editor_set_anchor (self->start_comments, has_start ? board : NULL,
                                 has_start ? &anchor : NULL);

  anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);
  brg_comment_editor_set_anchor (self->board_comments, board, board != NULL ? &anchor : NULL);
}

/**
 * brg_annotation_editor_get_item:
 * @self: an annotation editor
 * @section: (out) (optional): the section of the call or card annotated
 * @position: (out) (optional): its position
 *
 * Returns: %TRUE if a call or card is annotated
 */
gboolean
brg_annotation_editor_get_item (BrgAnnotationEditor *self,
                                BrgSectionKind      *section,
                                guint               *position)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), FALSE);

  if (self->has_item && section != NULL)
    *section = self->section;
  if (self->has_item && position != NULL)
    *position = self->position;
  return self->has_item;
}

/**
 * brg_annotation_editor_get_nag_panel:
 * @self: an annotation editor
 *
 * Returns: (transfer none): the NAGs of the call or card
 */
BrgNagPanel *
brg_annotation_editor_get_nag_panel (BrgAnnotationEditor *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), NULL);

  return self->nag_panel;
}

/**
 * brg_annotation_editor_get_note_panel:
 * @self: an annotation editor
 *
 * Returns: (transfer none): the note of the call or card
 */
BrgNotePanel *
brg_annotation_editor_get_note_panel (BrgAnnotationEditor *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), NULL);

  return self->note_panel;
}

/**
 * brg_annotation_editor_get_item_comments:
 * @self: an annotation editor
 *
 * Returns: (transfer none): the commentary after the call or card
 */
BrgCommentEditor *
brg_annotation_editor_get_item_comments (BrgAnnotationEditor *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), NULL);

  return self->item_comments;
}

/**
 * brg_annotation_editor_get_start_comments:
 * @self: an annotation editor
 *
 * Returns: (transfer none): the commentary before the first call or card
 */
BrgCommentEditor *
brg_annotation_editor_get_start_comments (BrgAnnotationEditor *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), NULL);

  return self->start_comments;
}

/**
 * brg_annotation_editor_get_board_comments:
 * @self: an annotation editor
 *
 * Returns: (transfer none): the commentary before the board
 */
BrgCommentEditor *
brg_annotation_editor_get_board_comments (BrgAnnotationEditor *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), NULL);

  return self->board_comments;
}

/**
 * brg_annotation_editor_get_document:
 * @self: a #BrgAnnotationEditor
 *
 * Returns: (transfer none) (nullable): the document edited
 */
BrgDocument *
brg_annotation_editor_get_document (BrgAnnotationEditor *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_EDITOR (self), NULL);

  return self->document;
}

/**
 * brg_annotation_editor_set_document:
 * @self: a #BrgAnnotationEditor
 * @document: (nullable): the document every edit is performed on
 */
void
brg_annotation_editor_set_document (BrgAnnotationEditor *self,
                                    BrgDocument         *document)
{
  g_return_if_fail (BRG_IS_ANNOTATION_EDITOR (self));
  g_return_if_fail (document == NULL || BRG_IS_DOCUMENT (document));

  if (g_set_object (&self->document, document))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}
