/* brg-annotation-panel.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-annotation-panel-private.h"
#include "brg-markup-private.h"

/**
 * BrgAnnotationPanel:
 *
 * The commentary beside the table (PBN §3.8): what the file says about the
 * board (the comments before its first tag and after its tags), then what
 * it says about the current call and the current card: the suffix and
 * NAGs in words, the note they refer to (`=n=`, PBN §3.5.4, §3.6.4) and
 * their comments.
 *
 * The commentary on the current call and card comes first, so that it
 * stays in view while the replay steps; the board's follows.
 *
 * Comments are shown as #BrgCommentary reads them: paragraphs that wrap to
 * the panel, with their authors' line breaks, styles and suit symbols (in
 * their colours), and diagrams line for line in a fixed-width font. `%`
 * lines are directives for programs and are not shown.
 *
 * Given a replay (brg_annotation_panel_set_replay(), which a quiz does),
 * the panel shows only what the replay's position may show: a comment once
 * its place is reached and its `[%reveal …]` mark allows, a note once its
 * call or card is shown and its mark allows (brg_replay_is_comment_visible(),
 * brg_replay_is_note_visible()), so that a quiz does not give its answer
 * away.
 */
struct _BrgAnnotationPanel
{
  GtkWidget  parent_instance;

  /* Owned */
  BrgBoard  *board;
  BrgReplay *replay;          /* what may be shown, in a quiz */

  /* Template widgets */
  GtkWidget *box;

  /* Borrowed: the section on the current call or card, or NULL */
  GtkWidget *current_section;

  gulong     board_changed_ids[3];
  gulong     dark_id;
  gulong     replay_id;

  int        current_call;
  int        current_card;
  gboolean   four_color;

  /* What this update() has laid out of the comments so far */
  gsize      shown;
  gboolean   cut_short;         /* the rest is not shown */
};

G_DEFINE_FINAL_TYPE (BrgAnnotationPanel, brg_annotation_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_CURRENT_CALL,
  PROP_CURRENT_CARD,
  PROP_FOUR_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static GtkWidget *
add_paragraph (GtkWidget  *box,
               const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Keeps the panel's natural width small: text wraps to the panel. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  _brg_accessible_selectable_label (GTK_LABEL (label));
  gtk_box_append (GTK_BOX (box), label);

  return label;
}

/* A diagram keeps its lines in a fixed-width font; a wide one scrolls
 * rather than widen the panel. */
static void
add_diagram (GtkWidget  *box,
             const char *markup)
{
  g_autofree char *tt = g_strdup_printf ("<tt>%s</tt>", markup);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), tt);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  _brg_accessible_selectable_label (GTK_LABEL (label));
  gtk_widget_add_css_class (label, "diagram");

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_box_append (GTK_BOX (box), scrolled);
}

/* The most of one comment the panel lays out. Laying out text holds the
 * main thread about 5 s a MiB, and the readers keep up to 1 MiB a line;
 * the longest real comments are a few KB. The model and the file keep the
 * whole comment. */
#define MAX_SHOWN_COMMENT 16384

/* The most of all the comments the panel lays out at once, and what one
 * comment counts at least (a label of its own costs more than its few
 * bytes): a board of many thousand comments is shown as far as this goes,
 * then a word says that the rest is not shown. Real boards have a few
 * dozen comments. */
#define MAX_SHOWN_COMMENTS 65536
#define SHOWN_COMMENT_COST 128

/* A comment as BrgCommentary reads it: paragraphs that wrap to the panel,
 * diagrams line for line; nothing for a % directive. */
static void
add_comment (BrgAnnotationPanel *self,
             GtkWidget          *box,
             const BrgComment   *comment,
             BrgMarkupFlags      flags)
{
  g_autoptr(BrgComment) cut = NULL;
  g_autoptr(BrgCommentary) commentary = NULL;
  gsize keep = MAX_SHOWN_COMMENT;
  gsize length = strlen (comment->text);

  if (self->cut_short)
    return;
  if (self->shown >= MAX_SHOWN_COMMENTS)
    {
      g_autofree char *note = g_markup_printf_escaped ("<i>%s</i>",
                                                       _("The rest of the commentary is too long "
                                                         "to show here."));

      add_paragraph (box, note);
      self->cut_short = TRUE;
      return;
    }
  if (length > MAX_SHOWN_COMMENT)
    {
      g_autofree char *head = NULL;

      while (keep > 0 && ((guchar) comment->text[keep] & 0xc0) == 0x80)
        keep--;
      head = g_strndup (comment->text, keep);
      cut = brg_comment_new (comment->kind, head);
      comment = cut;
    }
  commentary = brg_commentary_new_for_comment (comment);
  /* A % directive shows nothing and costs nothing. */
  if (brg_commentary_get_n_blocks (commentary) > 0)
    self->shown += MAX (MIN (length, MAX_SHOWN_COMMENT), SHOWN_COMMENT_COST);

  for (guint i = 0; i < brg_commentary_get_n_blocks (commentary); i++)
    {
      const BrgTextBlock *block = brg_commentary_get_block (commentary, i);
      g_autofree char *markup = _brg_markup_block (block, flags);

      if (block->kind == BRG_TEXT_BLOCK_PREFORMATTED)
        add_diagram (box, markup);
      else
        add_paragraph (box, markup);
    }
  if (cut != NULL)
    {
      g_autofree char *note = g_markup_printf_escaped ("<i>%s</i>",
                                                       _("The rest of this comment is too long "
                                                         "to show here."));

      add_paragraph (box, note);
    }
}

/* Whether the replay, when there is one, lets @comment at @anchor show. */
static gboolean
comment_visible (BrgAnnotationPanel *self,
                 const BrgAnchor    *anchor,
                 const BrgComment   *comment)
{
  return self->replay == NULL || brg_replay_is_comment_visible (self->replay, anchor, comment);
}

static void
add_comments (BrgAnnotationPanel *self,
              GtkWidget          *box,
              GPtrArray          *comments,
              const BrgAnchor    *anchor,
              BrgMarkupFlags      flags)
{
  for (guint i = 0; comments != NULL && i < comments->len; i++)
    if (comment_visible (self, anchor, g_ptr_array_index (comments, i)))
      add_comment (self, box, g_ptr_array_index (comments, i), flags);
}

/* The suffix and NAGs in words, the note and the comments of one call or
 * card. */
static void
add_annotation (BrgAnnotationPanel  *self,
                GtkWidget           *box,
                const BrgAnnotation *annotation,
                const BrgNote       *note,
                const BrgAnchor     *anchor,
                BrgMarkupFlags       flags)
{
  BrgSectionKind section = anchor->kind == BRG_ANCHOR_CALL ? BRG_SECTION_AUCTION : BRG_SECTION_PLAY;
  guint suffix_base = section == BRG_SECTION_AUCTION ? 0 : 6;
  g_autoptr(GString) words = g_string_new (NULL);

  if (annotation == NULL)
    return;

  if (annotation->suffix != BRG_SUFFIX_NONE)
    g_string_append (words, _brg_nag_to_description (annotation->suffix + suffix_base));
  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint nag = g_array_index (annotation->nags, guint8, i);
      const char *description = _brg_nag_to_description (nag);

      if (nag == 0 || (annotation->suffix != BRG_SUFFIX_NONE
                       && nag == annotation->suffix + suffix_base))
        continue;
      if (words->len > 0)
        g_string_append (words, " · ");
      if (description != NULL)
        g_string_append (words, description);
      else
        /* Translators: %u is a Numeric Annotation Glyph (PBN §3.7), a number */
        g_string_append_printf (words, _("Annotation $%u"), nag);
    }
  if (words->len > 0)
    {
      g_autofree char *escaped = g_markup_escape_text (words->str, -1);
      g_autofree char *markup = g_strdup_printf ("<i>%s</i>", escaped);

      add_paragraph (box, markup);
    }

  if (annotation->note > 0
      && (self->replay == NULL
          || brg_replay_is_note_visible (self->replay, section, annotation->note)))
    {
      g_autofree char *text = _brg_markup_commentary (note != NULL ? note->text : "?", flags);
      g_autofree char *markup = NULL;
      GtkWidget *label;

      /* Translators: a note that explains a call or a card; %u is its number */
      markup = g_strdup_printf (_("<b>Note %u:</b> %s"), annotation->note, text);
      label = add_paragraph (box, markup);
      gtk_widget_add_css_class (label, "note");
      if (note != NULL)
        add_comments (self, box, note->comments, anchor, flags);
    }

  add_comments (self, box, annotation->comments, anchor, flags);
}

/* Whether the call or card at @position of the auction or the play has
 * something to show. */
static gboolean
has_commentary (BrgAnnotationPanel *self,
                BrgSectionKind      kind,
                int                 position)
{
  BrgSection *section = self->board != NULL ? brg_board_get_section (self->board, kind) : NULL;
  const BrgAnnotation *annotation;

  if (section == NULL || position < 0 || (guint) position >= brg_section_get_n_items (section))
    return FALSE;
  annotation = brg_section_get_annotation (section, position);
  return annotation != NULL && !brg_annotation_is_empty (annotation);
}

/* A section: a heading, then a box to fill. */
static GtkWidget *
new_section (const char  *heading_markup,
             GtkWidget  **content)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (heading), heading_markup);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (heading), 30);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (section), heading);

  *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (section), *content);

  return section;
}

/* Appends @section to the panel when @content has something; frees it
 * otherwise. */
static GtkWidget *
add_section (BrgAnnotationPanel *self,
             GtkWidget          *section,
             GtkWidget          *content)
{
  if (gtk_widget_get_first_child (content) == NULL)
    {
      g_object_ref_sink (section);
      g_object_unref (section);
      return NULL;
    }

  gtk_box_append (GTK_BOX (self->box), section);
  return section;
}

static GtkWidget *
add_board_section (BrgAnnotationPanel *self,
                   BrgMarkupFlags      flags)
{
  g_autofree char *heading = g_markup_escape_text (_("About the Board"), -1);
  GtkWidget *content;
  GtkWidget *section = new_section (heading, &content);

  BrgAnchor anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);

  for (guint i = 0; i < brg_board_get_n_leading_comments (self->board); i++)
    if (comment_visible (self, &anchor, brg_board_get_leading_comment (self->board, i)))
      add_comment (self, content, brg_board_get_leading_comment (self->board, i), flags);

  for (guint i = 0; i < brg_board_get_n_tags (self->board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (self->board, i);
      BrgAnchor tag_anchor = brg_anchor_make (BRG_ANCHOR_BOARD, 0);

      /* A note's comments are shown with the note. */
      if (g_str_equal (tag->name, "Note"))
        continue;
      /* The commentary before the first call or card waits for its place. */
      if (g_str_equal (tag->name, "Auction"))
        tag_anchor = brg_anchor_make (BRG_ANCHOR_AUCTION, 0);
      else if (g_str_equal (tag->name, "Play"))
        tag_anchor = brg_anchor_make (BRG_ANCHOR_PLAY, 0);
      add_comments (self, content, tag->comments, &tag_anchor, flags);
    }

  return add_section (self, section, content);
}

static GtkWidget *
add_call_section (BrgAnnotationPanel *self,
                  BrgMarkupFlags      flags)
{
  BrgAuction *auction = brg_board_get_auction (self->board);
  const BrgAnnotation *annotation;
  g_autofree char *call = NULL;
  g_autofree char *title = NULL;
  GtkWidget *section;
  GtkWidget *content;
  BrgAnchor anchor;
  BrgCall value;
  BrgSeat seat;

  if (auction == NULL || self->current_call < 0
      || (guint) self->current_call >= brg_auction_get_n_calls (auction))
    return NULL;

  annotation = brg_auction_get_annotation (auction, self->current_call);
  if (annotation == NULL || brg_annotation_is_empty (annotation))
    return NULL;

  value = brg_auction_get_call (auction, self->current_call);
  seat = brg_auction_get_call_seat (auction, self->current_call);
  call = BRG_CALL_IS_VALID (value) ? _brg_markup_call (value, flags) : g_strdup ("\u2014");
  if (BRG_SEAT_IS_VALID (seat))
    /* Translators: the heading of the commentary on a call: "North: 1♥" */
    title = g_strdup_printf (_("%s: %s"), brg_seat_to_display (seat), call);
  else
    title = g_steal_pointer (&call);

  section = new_section (title, &content);
  anchor = brg_anchor_make (BRG_ANCHOR_CALL, (guint) self->current_call);
  add_annotation (self, content, annotation,
                  annotation->note > 0 ? brg_auction_lookup_note (auction, annotation->note) : NULL,
                  &anchor, flags);

  return add_section (self, section, content);
}

static GtkWidget *
add_card_section (BrgAnnotationPanel *self,
                  BrgMarkupFlags      flags)
{
  BrgPlay *play = brg_board_get_play (self->board);
  const BrgAnnotation *annotation;
  g_autofree char *card = NULL;
  g_autofree char *title = NULL;
  GtkWidget *section;
  GtkWidget *content;
  BrgAnchor anchor;

  if (play == NULL || self->current_card < 0
      || (guint) self->current_card >= brg_play_get_n_cards (play))
    return NULL;

  annotation = brg_play_get_annotation (play, self->current_card);
  if (annotation == NULL || brg_annotation_is_empty (annotation))
    return NULL;

  card = _brg_markup_card (brg_play_get_card (play, self->current_card), flags);
  /* Translators: the heading of the commentary on a card: "Trick 3, West: ♠K" */
  title = g_strdup_printf (_("Trick %u, %s: %s"), self->current_card / 4 + 1,
                           brg_seat_to_display (brg_play_get_card_seat (play, self->current_card)),
                           card);

  section = new_section (title, &content);
  anchor = brg_anchor_make (BRG_ANCHOR_CARD, (guint) self->current_card);
  add_annotation (self, content, annotation,
                  annotation->note > 0 ? brg_play_lookup_note (play, annotation->note) : NULL,
                  &anchor, flags);

  return add_section (self, section, content);
}

/* Whether @comment carries a reveal mark the replay now satisfies. */
static gboolean
comment_revealed (BrgAnnotationPanel *self,
                  const BrgComment   *comment)
{
  BrgReveal reveal = brg_comment_get_reveal (comment);

  return reveal != BRG_REVEAL_ALWAYS && brg_replay_is_revealed (self->replay, reveal);
}

/* One call's or card's commentary a quiz kept back until now. */
static void
add_revealed (BrgAnnotationPanel  *self,
              GtkWidget           *content,
              const char          *what,
              const BrgAnnotation *annotation,
              const BrgNote       *note,
              BrgMarkupFlags       flags)
{
  gboolean any = FALSE;

  if (annotation == NULL)
    return;
  if (note != NULL && brg_note_get_reveal (note) != BRG_REVEAL_ALWAYS
      && brg_replay_is_revealed (self->replay, brg_note_get_reveal (note)))
    {
      g_autofree char *text = _brg_markup_commentary (note->text, flags);
      /* Translators: a note a quiz kept back: the call or card, its number
       * and its text */
      g_autofree char *markup = g_strdup_printf (_("<b>%s, note %u:</b> %s"), what, note->index,
                                                 text);

      add_paragraph (content, markup);
      any = TRUE;
    }
  for (guint i = 0; annotation->comments != NULL && i < annotation->comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (annotation->comments, i);

      if (!comment_revealed (self, comment))
        continue;
      if (!any)
        {
          g_autofree char *markup = g_strdup_printf ("<b>%s</b>", what);

          add_paragraph (content, markup);
          any = TRUE;
        }
      add_comment (self, content, comment, flags);
    }
}

/* In a quiz, what was kept back until the end of the auction or the play
 * (the `[%reveal …]` marks): its place is behind the replay by then, so it
 * is gathered here once it may show. */
static GtkWidget *
add_revealed_section (BrgAnnotationPanel *self,
                      BrgMarkupFlags      flags)
{
  g_autofree char *heading = NULL;
  BrgAuction *auction = brg_board_get_auction (self->board);
  BrgPlay *play = brg_board_get_play (self->board);
  GtkWidget *content;
  GtkWidget *section;

  if (self->replay == NULL || !brg_replay_is_revealed (self->replay, BRG_REVEAL_AFTER_AUCTION))
    return NULL;

  /* Translators: the heading of what a quiz kept back until now */
  heading = g_markup_escape_text (_("Revealed"), -1);
  section = new_section (heading, &content);
  for (guint i = 0; auction != NULL && i < brg_auction_get_n_calls (auction); i++)
    {
      const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);
      BrgCall call = brg_auction_get_call (auction, i);
      BrgSeat seat = brg_auction_get_call_seat (auction, i);
      g_autofree char *call_markup = NULL;
      g_autofree char *what = NULL;

      if ((int) i == self->current_call || annotation == NULL)
        continue;
      call_markup = BRG_CALL_IS_VALID (call) ? _brg_markup_call (call, flags)
                                             : g_strdup ("\u2014");
      what = BRG_SEAT_IS_VALID (seat)
             /* Translators: a call in the list of what a quiz revealed: "North: 4♠" */
             ? g_strdup_printf (_("%s: %s"), brg_seat_to_display (seat), call_markup)
             : g_steal_pointer (&call_markup);
      add_revealed (self, content, what, annotation,
                    annotation->note > 0 ? brg_auction_lookup_note (auction, annotation->note)
                                         : NULL,
                    flags);
    }
  for (guint i = 0; play != NULL && i < brg_play_get_n_cards (play); i++)
    {
      const BrgAnnotation *annotation = brg_play_get_annotation (play, i);
      g_autofree char *card_markup = NULL;
      g_autofree char *what = NULL;

      if ((int) i == self->current_card || annotation == NULL)
        continue;
      card_markup = _brg_markup_card (brg_play_get_card (play, i), flags);
      what = g_strdup_printf (_("Trick %u, %s: %s"), i / 4 + 1,
                              brg_seat_to_display (brg_play_get_card_seat (play, i)),
                              card_markup);
      add_revealed (self, content, what, annotation,
                    annotation->note > 0 ? brg_play_lookup_note (play, annotation->note) : NULL,
                    flags);
    }
  return add_section (self, section, content);
}

/* Builds the panel afresh: the section on the current call, the one on the
 * current card, then the board's. New widgets each time, never hidden
 * ones filled again: GTK 4.8 keeps the size request mode a hidden box had
 * while empty (constant size) after wrapping labels are added and it is
 * shown, and then gives it one line a label, so that the commentary ran
 * over what follows it. */
static void
update (BrgAnnotationPanel *self)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  GtkWidget *call = NULL;
  GtkWidget *card = NULL;
  GtkWidget *revealed = NULL;
  GtkWidget *board = NULL;

  clear_box (self->box);
  self->shown = 0;
  self->cut_short = FALSE;
  if (self->board != NULL)
    {
      call = add_call_section (self, flags);
      card = add_card_section (self, flags);
      revealed = add_revealed_section (self, flags);
      board = add_board_section (self, flags);
    }
  self->current_section = card != NULL ? card : call;

  if (call == NULL && card == NULL && revealed == NULL && board == NULL)
    {
      GtkWidget *placeholder = gtk_label_new (_("No commentary here"));

      gtk_label_set_xalign (GTK_LABEL (placeholder), 0);
      gtk_widget_add_css_class (placeholder, "dim-label");
      gtk_box_append (GTK_BOX (self->box), placeholder);
    }
}

static void
board_changed_cb (BrgAnnotationPanel *self)
{
  update (self);
}

static void
brg_annotation_panel_dispose (GObject *object)
{
  BrgAnnotationPanel *self = BRG_ANNOTATION_PANEL (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->board_changed_ids); i++)
    g_clear_signal_handler (&self->board_changed_ids[i], self->board);
  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_signal_handler (&self->replay_id, self->replay);
  g_clear_object (&self->replay);
  g_clear_object (&self->board);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_ANNOTATION_PANEL);

  G_OBJECT_CLASS (brg_annotation_panel_parent_class)->dispose (object);
}

static void
brg_annotation_panel_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BrgAnnotationPanel *self = BRG_ANNOTATION_PANEL (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, brg_annotation_panel_get_board (self));
      break;

    case PROP_CURRENT_CALL:
      g_value_set_int (value, brg_annotation_panel_get_current_call (self));
      break;

    case PROP_CURRENT_CARD:
      g_value_set_int (value, brg_annotation_panel_get_current_card (self));
      break;

    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, brg_annotation_panel_get_four_color (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_annotation_panel_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BrgAnnotationPanel *self = BRG_ANNOTATION_PANEL (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      brg_annotation_panel_set_board (self, g_value_get_object (value));
      break;

    case PROP_CURRENT_CALL:
      brg_annotation_panel_set_current_call (self, g_value_get_int (value));
      break;

    case PROP_CURRENT_CARD:
      brg_annotation_panel_set_current_card (self, g_value_get_int (value));
      break;

    case PROP_FOUR_COLOR:
      brg_annotation_panel_set_four_color (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_annotation_panel_class_init (BrgAnnotationPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_annotation_panel_dispose;
  object_class->get_property = brg_annotation_panel_get_property;
  object_class->set_property = brg_annotation_panel_set_property;

  /**
   * BrgAnnotationPanel:board:
   *
   * The board whose commentary is shown.
   */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAnnotationPanel:current-call:
   *
   * The position of the call whose commentary is shown, or -1.
   */
  properties[PROP_CURRENT_CALL] =
    g_param_spec_int ("current-call", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAnnotationPanel:current-card:
   *
   * The position in the play of the card whose commentary is shown, or -1.
   */
  properties[PROP_CURRENT_CARD] =
    g_param_spec_int ("current-card", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAnnotationPanel:four-color:
   *
   * Whether suit symbols take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-annotation-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgAnnotationPanel, box);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "annotationpanel");
}

static void
brg_annotation_panel_init (BrgAnnotationPanel *self)
{
  self->current_call = -1;
  self->current_card = -1;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (board_changed_cb), self,
                                           G_CONNECT_SWAPPED);
  update (self);
}

/**
 * brg_annotation_panel_new:
 *
 * Returns: (transfer floating): a new, empty annotation panel
 */
GtkWidget *
brg_annotation_panel_new (void)
{
  return g_object_new (BRG_TYPE_ANNOTATION_PANEL, NULL);
}

/**
 * brg_annotation_panel_get_board:
 * @self: an annotation panel
 *
 * Returns: (transfer none) (nullable): the board shown
 */
BrgBoard *
brg_annotation_panel_get_board (BrgAnnotationPanel *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_PANEL (self), NULL);

  return self->board;
}

/**
 * brg_annotation_panel_set_board:
 * @self: an annotation panel
 * @board: (nullable): a board
 *
 * Shows the commentary of @board.
 */
void
brg_annotation_panel_set_board (BrgAnnotationPanel *self,
                                BrgBoard           *board)
{
  static const char *signal_names[] = { "tag-changed", "notify::auction", "notify::play" };

  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));
  g_return_if_fail (board == NULL || BRG_IS_BOARD (board));

  G_STATIC_ASSERT (G_N_ELEMENTS (signal_names) == G_N_ELEMENTS (self->board_changed_ids));

  if (board == self->board)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (self->board_changed_ids); i++)
    g_clear_signal_handler (&self->board_changed_ids[i], self->board);
  g_set_object (&self->board, board);
  for (guint i = 0; board != NULL && i < G_N_ELEMENTS (signal_names); i++)
    self->board_changed_ids[i] = g_signal_connect_object (board, signal_names[i],
                                                          G_CALLBACK (board_changed_cb), self,
                                                          G_CONNECT_SWAPPED);
  update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

static void
replay_moved_cb (BrgAnnotationPanel *self)
{
  update (self);
}

/**
 * brg_annotation_panel_set_replay:
 * @self: an annotation panel
 * @replay: (nullable): the position whose visibility rules apply, or %NULL
 *   to show everything
 *
 * Shows only what @replay's position may show (a quiz): comments whose
 * place is reached and whose `[%reveal …]` mark allows, notes of calls and
 * cards shown.
 */
void
brg_annotation_panel_set_replay (BrgAnnotationPanel *self,
                                 BrgReplay          *replay)
{
  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));
  g_return_if_fail (replay == NULL || BRG_IS_REPLAY (replay));

  if (replay == self->replay)
    return;
  g_clear_signal_handler (&self->replay_id, self->replay);
  g_set_object (&self->replay, replay);
  if (replay != NULL)
    self->replay_id = g_signal_connect_object (replay, "notify::calls-shown",
                                               G_CALLBACK (replay_moved_cb), self,
                                               G_CONNECT_SWAPPED);
  update (self);
}

/**
 * brg_annotation_panel_refresh:
 * @self: an annotation panel
 *
 * Shows the commentary again, after an edit the board does not signal
 * (the commentary before the board).
 */
void
brg_annotation_panel_refresh (BrgAnnotationPanel *self)
{
  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));

  update (self);
}

/**
 * brg_annotation_panel_get_current_call:
 * @self: an annotation panel
 *
 * Returns: the position of the call whose commentary is shown, or -1
 */
int
brg_annotation_panel_get_current_call (BrgAnnotationPanel *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_PANEL (self), -1);

  return self->current_call;
}

/**
 * brg_annotation_panel_set_current_call:
 * @self: an annotation panel
 * @current_call: a call's position in the auction, or -1
 *
 * Shows the commentary of a call.
 */
void
brg_annotation_panel_set_current_call (BrgAnnotationPanel *self,
                                       int                 current_call)
{
  int old;

  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));
  g_return_if_fail (current_call >= -1);

  if (current_call == self->current_call)
    return;

  old = self->current_call;
  self->current_call = current_call;
  /* Stepping between calls with nothing to say changes nothing shown. */
  if (has_commentary (self, BRG_SECTION_AUCTION, old)
      || has_commentary (self, BRG_SECTION_AUCTION, current_call))
    update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_CALL]);
}

/**
 * brg_annotation_panel_get_current_card:
 * @self: an annotation panel
 *
 * Returns: the position of the card whose commentary is shown, or -1
 */
int
brg_annotation_panel_get_current_card (BrgAnnotationPanel *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_PANEL (self), -1);

  return self->current_card;
}

/**
 * brg_annotation_panel_set_current_card:
 * @self: an annotation panel
 * @current_card: a card's position in the play, or -1
 *
 * Shows the commentary of a card.
 */
void
brg_annotation_panel_set_current_card (BrgAnnotationPanel *self,
                                       int                 current_card)
{
  int old;

  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));
  g_return_if_fail (current_card >= -1);

  if (current_card == self->current_card)
    return;

  old = self->current_card;
  self->current_card = current_card;
  /* With a replay, what may show changes with every card. */
  if (self->replay != NULL || has_commentary (self, BRG_SECTION_PLAY, old)
      || has_commentary (self, BRG_SECTION_PLAY, current_card))
    update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_CARD]);
}

/**
 * brg_annotation_panel_get_current_section:
 * @self: an annotation panel
 *
 * Gets the part of the panel about the current call or card, which the
 * window keeps in view while the replay steps.
 *
 * Returns: (transfer none) (nullable): the section, or %NULL when neither
 *   has commentary
 */
GtkWidget *
brg_annotation_panel_get_current_section (BrgAnnotationPanel *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_PANEL (self), NULL);

  return self->current_section;
}

/**
 * brg_annotation_panel_get_four_color:
 * @self: an annotation panel
 *
 * Returns: whether suit symbols take four colours
 */
gboolean
brg_annotation_panel_get_four_color (BrgAnnotationPanel *self)
{
  g_return_val_if_fail (BRG_IS_ANNOTATION_PANEL (self), FALSE);

  return self->four_color;
}

/**
 * brg_annotation_panel_set_four_color:
 * @self: an annotation panel
 * @four_color: whether to colour the suits as the four-colour deck
 *
 * Sets the colours of the suit symbols.
 */
void
brg_annotation_panel_set_four_color (BrgAnnotationPanel *self,
                                     gboolean            four_color)
{
  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;

  self->four_color = four_color;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

static void
append_text (GString   *out,
             GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_LABEL (child))
        {
          if (out->len > 0)
            g_string_append_c (out, '\n');
          g_string_append (out, gtk_label_get_text (GTK_LABEL (child)));
        }
      else
        append_text (out, child);
    }
}

/**
 * brg_annotation_panel_dup_text:
 * @self: an annotation panel
 *
 * Returns: (transfer full): the text shown, one line per paragraph
 */
char *
brg_annotation_panel_dup_text (BrgAnnotationPanel *self)
{
  GString *out;

  g_return_val_if_fail (BRG_IS_ANNOTATION_PANEL (self), NULL);

  out = g_string_new (NULL);
  append_text (out, self->box);
  return g_string_free (out, FALSE);
}

/**
 * brg_annotation_panel_refresh_letters:
 * @self: an annotation panel
 *
 * Shows its board again in the card letters in use (brg_letters_get_current()),
 * after they changed: the Preferences' Card Letters.
 */
void
brg_annotation_panel_refresh_letters (BrgAnnotationPanel *self)
{
  g_return_if_fail (BRG_IS_ANNOTATION_PANEL (self));

  update (self);
}
