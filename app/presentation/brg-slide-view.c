/* brg-slide-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One step of a lesson as the class sees it, drawn by the core's slide
 * painter (BrgRenderSlides), so the projector, the presenter's previews
 * and the slides PDF draw the same thing.
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "brg-render-slides.h"
#include "brg-slide-view.h"

/**
 * BrgSlideView:
 *
 * A lesson's step drawn at the widget's size, cards sized from its height.
 * The step is drawn once into an image at the device's size and kept, so
 * a frame that changes nothing costs nothing. The card faces for a size
 * are rendered in a worker (brg_slide_view_prepare(), also called when
 * the widget gets a new size), and until they are ready the last image
 * stands in, stretched. A hand the step hides is card backs: its cards
 * are in no image, label or description. Blanked, the view is black.
 *
 * Its accessible description is what the class sees: the board, the
 * step, the hands shown, the auction and the cards played, the text.
 */
struct _BrgSlideView
{
  GtkWidget        parent_instance;

  BrgLesson       *lesson;          /* Owned */
  guint            step;
  guint            position;
  gboolean         blanked;
  gboolean         four_color;
  gboolean         dark;

  BrgRenderSlides *slides;          /* Owned: the painter, on this thread */
  double           slides_height;   /* the card height it was prepared at; 0 */
  GCancellable    *preparing;       /* Owned: a worker preparing faces */
  double           preparing_height;

  GdkTexture      *texture;         /* Owned: the step drawn */
  int              texture_width;   /* in device pixels */
  int              texture_height;
  gboolean         texture_current; /* of this step and these colours */
  BrgCardSet       drawn;
  char            *description;     /* Owned */
};

G_DEFINE_FINAL_TYPE (BrgSlideView, brg_slide_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BLANKED,
  PROP_FOUR_COLOR,
  PROP_DARK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- What the class sees, in words ---- */

static char *
board_title (BrgBoard *board,
             guint     position)
{
  guint number = brg_board_get_number (board);

  if (number > 0)
    return g_strdup_printf (_("Board %u"), number);
  return g_strdup_printf (_("Deal %u"), position + 1);
}

/**
 * brg_slide_dup_description:
 * @lesson: a lesson
 * @step: one of its steps
 * @position: its board's place in the event
 *
 * Describes the step as the class sees it, for screen readers: a hand
 * the step hides is named hidden, and none of its cards are named.
 *
 * Returns: (transfer full): the description
 */
char *
brg_slide_dup_description (BrgLesson *lesson,
                           guint      step,
                           guint      position)
{
  const BrgLessonStep *s;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(BrgDeal) shown = brg_deal_new ();
  g_autoptr(BrgAuction) auction = NULL;
  g_autoptr(BrgPlay) play = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (BRG_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (step < brg_lesson_get_n_steps (lesson), NULL);

  s = brg_lesson_get_step (lesson, step);
  title = board_title (brg_lesson_get_board (lesson), position);
  /* Translators: a slide's accessible description starts "Board 1, step 2 of 5." */
  g_string_append_printf (out, _("%s, step %u of %u."), title, step + 1,
                          brg_lesson_get_n_steps (lesson));

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_autofree char *hand = NULL;

      if (brg_lesson_step_shows_seat (s, seat))
        {
          brg_deal_set_hand (shown, seat, brg_lesson_get_hand (lesson, step, seat), NULL);
          hand = brg_deal_dup_hand_display (shown, seat);
        }
      else
        /* Translators: a hand the class does not see yet */
        hand = g_strdup (C_("hand", "hidden"));
      g_string_append_c (out, ' ');
      /* Translators: a seat and its hand in a slide's description */
      g_string_append_printf (out, _("%s: %s."), brg_seat_to_display (seat), hand);
    }

  auction = brg_lesson_dup_auction (lesson, step);
  if (auction != NULL && brg_auction_get_n_calls (auction) > 0)
    {
      g_string_append_printf (out, " %s", _("Auction:"));
      for (guint i = 0; i < brg_auction_get_n_calls (auction); i++)
        {
          g_autofree char *call = brg_call_to_display (brg_auction_get_call (auction, i));

          g_string_append_printf (out, " %s", call);
        }
      g_string_append_c (out, '.');
    }

  play = brg_lesson_dup_play (lesson, step);
  if (play != NULL && brg_play_get_n_cards (play) > 0)
    {
      g_string_append_printf (out, " %s", _("Played:"));
      for (guint i = 0; i < brg_play_get_n_cards (play); i++)
        {
          BrgCard card = brg_play_get_card (play, i);
          g_autofree char *text = BRG_CARD_IS_VALID (card) ? brg_card_to_display (card)
                                                           : g_strdup ("?");

          g_string_append_printf (out, " %s", text);
        }
      g_string_append_c (out, '.');
    }

  for (guint i = 0; i < s->comments->len; i++)
    {
      g_autoptr(BrgCommentary) commentary =
        brg_commentary_new_for_comment (g_ptr_array_index (s->comments, i));
      g_autofree char *text = brg_commentary_dup_plain_text (commentary);

      g_strstrip (text);
      if (*text != '\0')
        g_string_append_printf (out, " %s", text);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
update_description (BrgSlideView *self)
{
  const char *text;

  g_free (self->description);
  if (self->lesson == NULL)
    self->description = g_strdup (_("No step"));
  else
    self->description = brg_slide_dup_description (self->lesson, self->step, self->position);
  text = self->blanked ? _("The screen is blanked") : self->description;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* ---- Card faces, prepared in a worker ---- */

typedef struct
{
  gboolean four_color;
  gboolean dark;
  double   height;
} PrepareData;

static void
prepare_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  PrepareData *data = task_data;
  BrgRenderSlides *slides = brg_render_slides_new (data->four_color, data->dark);

  brg_render_slides_prepare (slides, data->height);
  g_task_return_pointer (task, slides, g_object_unref);
}

static void
prepared_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GTask *task = G_TASK (result);
  PrepareData *data = g_task_get_task_data (task);
  g_autoptr(BrgRenderSlides) slides = g_task_propagate_pointer (task, NULL);
  BrgSlideView *self;

  /* A cancelled worker's view may be gone. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)) || slides == NULL)
    return;
  self = BRG_SLIDE_VIEW (source);
  g_clear_object (&self->preparing);
  g_set_object (&self->slides, slides);
  self->slides_height = data->height;
  self->texture_current = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static double
card_pixels (int width,
             int height,
             int scale)
{
  return round (brg_render_slides_get_card_height (width, height) * scale);
}

/**
 * brg_slide_view_prepare:
 * @self: a slide view
 * @width: the width it will have, in logical pixels
 * @height: its height
 * @scale: the scale factor of its monitor
 *
 * Renders the card faces for that size in a worker, ahead of the first
 * frame at that size: the projector calls it with its monitor's size
 * before it is shown.
 */
void
brg_slide_view_prepare (BrgSlideView *self,
                        int           width,
                        int           height,
                        int           scale)
{
  g_autoptr(GTask) task = NULL;
  PrepareData *data;
  double pixels;

  g_return_if_fail (BRG_IS_SLIDE_VIEW (self));

  if (width <= 0 || height <= 0 || scale <= 0)
    return;
  pixels = card_pixels (width, height, scale);
  if (pixels < 1)
    return;
  if (self->slides != NULL && fabs (self->slides_height - pixels) < 0.5)
    return;
  if (self->preparing != NULL && fabs (self->preparing_height - pixels) < 0.5)
    return;
  if (self->preparing != NULL)
    g_cancellable_cancel (self->preparing);
  g_clear_object (&self->preparing);

  self->preparing = g_cancellable_new ();
  self->preparing_height = pixels;
  data = g_new0 (PrepareData, 1);
  data->four_color = self->four_color;
  data->dark = self->dark;
  data->height = pixels;
  task = g_task_new (self, self->preparing, prepared_cb, NULL);
  g_task_set_source_tag (task, brg_slide_view_prepare);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, prepare_thread);
}

/**
 * brg_slide_view_is_prepared:
 * @self: a slide view
 *
 * Returns: whether the faces for the view's size are ready and no worker
 *   is preparing others
 */
gboolean
brg_slide_view_is_prepared (BrgSlideView *self)
{
  int width, height, scale;

  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), FALSE);

  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  return self->preparing == NULL && self->slides != NULL && width > 0 && height > 0
         && fabs (self->slides_height - card_pixels (width, height, scale)) < 0.5;
}

/* A new deck or ground: faces prepared for the old are no good. */
static void
drop_painter (BrgSlideView *self)
{
  if (self->preparing != NULL)
    g_cancellable_cancel (self->preparing);
  g_clear_object (&self->preparing);
  g_clear_object (&self->slides);
  self->slides_height = 0;
  self->texture_current = FALSE;
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    brg_slide_view_prepare (self, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)),
                            gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Drawing ---- */

static GdkTexture *
draw_step (BrgSlideView *self,
           int           width,
           int           height,
           int           scale)
{
  int w = width * scale, h = height * scale;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;

  if (self->slides == NULL)
    self->slides = brg_render_slides_new (self->four_color, self->dark);
  cairo_scale (cr, scale, scale);
  brg_render_slides_draw (self->slides, cr, self->lesson, self->step, self->position,
                          width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  self->drawn = brg_render_slides_get_drawn_faces (self->slides);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * h,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, bytes,
                                 (gsize) cairo_image_surface_get_stride (surface));
}

static void
brg_slide_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BrgSlideView *self = BRG_SLIDE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  gboolean same_size;

  if (width <= 0 || height <= 0)
    return;
  if (self->blanked || self->lesson == NULL)
    {
      GdkRGBA black = { 0, 0, 0, 1 };

      gtk_snapshot_append_color (snapshot, &black, &bounds);
      return;
    }

  same_size = self->texture != NULL && self->texture_width == width * scale
              && self->texture_height == height * scale;
  if (!same_size && self->texture != NULL && self->preparing != NULL
      && fabs (self->preparing_height - card_pixels (width, height, scale)) < 0.5)
    {
      /* The faces for this size are on their way: the last image, stretched. */
      gtk_snapshot_append_texture (snapshot, self->texture, &bounds);
      return;
    }
  if (!same_size || !self->texture_current)
    {
      g_clear_object (&self->texture);
      self->texture = draw_step (self, width, height, scale);
      self->texture_width = width * scale;
      self->texture_height = height * scale;
      self->texture_current = TRUE;
    }
  gtk_snapshot_append_texture (snapshot, self->texture, &bounds);
}

static void
brg_slide_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  brg_slide_view_prepare (BRG_SLIDE_VIEW (widget), width, height,
                          gtk_widget_get_scale_factor (widget));
}

static void
brg_slide_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  /* 16:9, as the slides; small enough to share a window. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 160 : 90;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 400 : 225;
}

/* ---- The object ---- */

static void
brg_slide_view_dispose (GObject *object)
{
  BrgSlideView *self = BRG_SLIDE_VIEW (object);

  if (self->preparing != NULL)
    g_cancellable_cancel (self->preparing);
  g_clear_object (&self->preparing);
  g_clear_object (&self->slides);
  g_clear_object (&self->texture);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (brg_slide_view_parent_class)->dispose (object);
}

static void
brg_slide_view_finalize (GObject *object)
{
  BrgSlideView *self = BRG_SLIDE_VIEW (object);

  g_free (self->description);

  G_OBJECT_CLASS (brg_slide_view_parent_class)->finalize (object);
}

static void
brg_slide_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BrgSlideView *self = BRG_SLIDE_VIEW (object);

  switch (prop_id)
    {
    case PROP_BLANKED:
      g_value_set_boolean (value, self->blanked);
      break;
    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, self->four_color);
      break;
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_slide_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BrgSlideView *self = BRG_SLIDE_VIEW (object);

  switch (prop_id)
    {
    case PROP_BLANKED:
      brg_slide_view_set_blanked (self, g_value_get_boolean (value));
      break;
    case PROP_FOUR_COLOR:
      brg_slide_view_set_four_color (self, g_value_get_boolean (value));
      break;
    case PROP_DARK:
      brg_slide_view_set_dark (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_slide_view_class_init (BrgSlideViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_slide_view_dispose;
  object_class->finalize = brg_slide_view_finalize;
  object_class->get_property = brg_slide_view_get_property;
  object_class->set_property = brg_slide_view_set_property;
  widget_class->snapshot = brg_slide_view_snapshot;
  widget_class->size_allocate = brg_slide_view_size_allocate;
  widget_class->measure = brg_slide_view_measure;

  properties[PROP_BLANKED] =
    g_param_spec_boolean ("blanked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "slide");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
brg_slide_view_init (BrgSlideView *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  update_description (self);
}

/**
 * brg_slide_view_new:
 * @name: its accessible name: "Projector", "Current step", "Next step"
 *
 * Returns: (transfer full): a view showing no step yet
 */
GtkWidget *
brg_slide_view_new (const char *name)
{
  GtkWidget *self = g_object_new (BRG_TYPE_SLIDE_VIEW, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  return self;
}

/**
 * brg_slide_view_set_step:
 * @self: a slide view
 * @lesson: (nullable): a lesson, or %NULL to show none
 * @step: one of its steps
 * @position: its board's place in the event, which names a board without
 *   a number
 *
 * Shows that step.
 */
void
brg_slide_view_set_step (BrgSlideView *self,
                         BrgLesson    *lesson,
                         guint         step,
                         guint         position)
{
  g_return_if_fail (BRG_IS_SLIDE_VIEW (self));
  g_return_if_fail (lesson == NULL || BRG_IS_LESSON (lesson));
  g_return_if_fail (lesson == NULL || step < brg_lesson_get_n_steps (lesson));

  if (self->lesson == lesson && self->step == step && self->position == position)
    return;
  g_set_object (&self->lesson, lesson);
  self->step = step;
  self->position = position;
  self->texture_current = FALSE;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * brg_slide_view_get_lesson:
 * @self: a slide view
 *
 * Returns: (transfer none) (nullable): the lesson shown
 */
BrgLesson *
brg_slide_view_get_lesson (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), NULL);

  return self->lesson;
}

/**
 * brg_slide_view_get_step:
 * @self: a slide view
 *
 * Returns: the step shown
 */
guint
brg_slide_view_get_step (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), 0);

  return self->step;
}

/**
 * brg_slide_view_get_blanked:
 * @self: a slide view
 *
 * Returns: whether it is black
 */
gboolean
brg_slide_view_get_blanked (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), FALSE);

  return self->blanked;
}

/**
 * brg_slide_view_set_blanked:
 * @self: a slide view
 * @blanked: show black instead of the step
 */
void
brg_slide_view_set_blanked (BrgSlideView *self,
                            gboolean      blanked)
{
  g_return_if_fail (BRG_IS_SLIDE_VIEW (self));

  blanked = !!blanked;
  if (self->blanked == blanked)
    return;
  self->blanked = blanked;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLANKED]);
}

/**
 * brg_slide_view_get_four_color:
 * @self: a slide view
 *
 * Returns: whether it uses the four-colour deck
 */
gboolean
brg_slide_view_get_four_color (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), FALSE);

  return self->four_color;
}

/**
 * brg_slide_view_set_four_color:
 * @self: a slide view
 * @four_color: the four-colour deck and suit symbols
 */
void
brg_slide_view_set_four_color (BrgSlideView *self,
                               gboolean      four_color)
{
  g_return_if_fail (BRG_IS_SLIDE_VIEW (self));

  four_color = !!four_color;
  if (self->four_color == four_color)
    return;
  self->four_color = four_color;
  drop_painter (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

/**
 * brg_slide_view_get_dark:
 * @self: a slide view
 *
 * Returns: whether it draws light on dark
 */
gboolean
brg_slide_view_get_dark (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), FALSE);

  return self->dark;
}

/**
 * brg_slide_view_set_dark:
 * @self: a slide view
 * @dark: light text on a dark ground
 */
void
brg_slide_view_set_dark (BrgSlideView *self,
                         gboolean      dark)
{
  g_return_if_fail (BRG_IS_SLIDE_VIEW (self));

  dark = !!dark;
  if (self->dark == dark)
    return;
  self->dark = dark;
  drop_painter (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
}

/**
 * brg_slide_view_get_drawn_faces:
 * @self: a slide view
 *
 * Returns: the cards whose faces the last frame showed
 */
BrgCardSet
brg_slide_view_get_drawn_faces (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), 0);

  return self->drawn;
}

/**
 * brg_slide_view_get_description:
 * @self: a slide view
 *
 * Returns: its accessible description of the step (brg_slide_dup_description())
 */
const char *
brg_slide_view_get_description (BrgSlideView *self)
{
  g_return_val_if_fail (BRG_IS_SLIDE_VIEW (self), NULL);

  return self->description;
}
