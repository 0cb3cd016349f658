/* brg-presenter.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The presenter console: what the teacher sees on the laptop while the
 * projector shows the class the step.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-markup-private.h"
#include "brg-presenter.h"

/**
 * BrgPresenter:
 *
 * The console of a #BrgPresentation, shown in the main window's place
 * while the projector (#BrgProjector, which it opens and closes) shows the
 * class the step: where the lesson is ("Board 2 of 6 · Step 3 of 5") and
 * the board number being typed, the step as the class sees it and the
 * next one, all four hands as they stand (the hands hidden from the class
 * too, said so: the laptop is the teacher's), the teacher's notes (the
 * step's text in full, and the answer a question step waits for), the
 * time since the start and the time of day, and buttons for every key:
 * Previous, Next, Blank Screen, the screen the projector is on, End
 * Presentation. It takes the presentation's keys as the projector does.
 */
struct _BrgPresenter
{
  GtkBox           parent_instance;

  BrgPresentation *presentation;   /* Owned */
  BrgProjector    *projector;      /* Owned: destroyed when the lesson ends */
  GListModel      *monitors;       /* Owned: the display's */
  GtkStringList   *monitor_names;  /* Owned */
  char            *hands_text;     /* Owned */
  char            *notes_text;     /* Owned */
  char            *where_text;     /* Owned */
  guint            clock_id;
  gboolean         four_color;
  gboolean         dark;

  /* Borrowed: children */
  GtkLabel        *where_label;
  GtkLabel        *typed_label;
  GtkLabel        *clock_label;
  BrgSlideView    *current_view;
  BrgSlideView    *next_view;
  GtkLabel        *next_heading;
  GtkLabel        *hands_label;
  GtkLabel        *notes_label;
  GtkDropDown     *monitor_drop_down;
};

G_DEFINE_FINAL_TYPE (BrgPresenter, brg_presenter, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_FOUR_COLOR,
  PROP_DARK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- What the console says ---- */

static char *
dup_hands_text (BrgLesson *lesson,
                guint      step)
{
  const BrgLessonStep *s = brg_lesson_get_step (lesson, step);
  g_autoptr(BrgDeal) deal = brg_deal_new ();
  GString *out = g_string_new (NULL);

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    {
      g_autofree char *hand = NULL;

      brg_deal_set_hand (deal, seat, brg_lesson_get_hand (lesson, step, seat), NULL);
      hand = brg_deal_dup_hand_display (deal, seat);
      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* Translators: a seat and its hand on the presenter's console */
      g_string_append_printf (out, _("%s: %s"), brg_seat_to_display (seat), hand);
      if (!brg_lesson_step_shows_seat (s, seat))
        /* Translators: after a hand on the presenter's console */
        g_string_append_printf (out, " %s", _("(hidden from the class)"));
    }
  return g_string_free (out, FALSE);
}

static char *
dup_notes_text (BrgLesson *lesson,
                guint      step)
{
  const BrgLessonStep *s = brg_lesson_get_step (lesson, step);
  GString *out = g_string_new (NULL);

  if (s->kind == BRG_STEP_ASK_CALL && s->answer_call != BRG_CALL_NONE)
    {
      g_autofree char *call = brg_call_to_display (s->answer_call);

      /* Translators: the call a question step of a lesson waits for */
      g_string_append_printf (out, _("Answer: %s"), call);
    }
  else if (s->kind == BRG_STEP_ASK_CARD && s->answer_cards != 0)
    {
      /* Translators: the cards a question step of a lesson takes as answers */
      g_string_append (out, _("Answer:"));
      for (BrgCard card = 0; card < BRG_N_CARDS; card++)
        if (brg_card_set_contains (s->answer_cards, card))
          {
            g_autofree char *text = brg_card_to_display (card);

            g_string_append_printf (out, " %s", text);
          }
    }

  for (guint i = 0; i < s->comments->len; i++)
    {
      g_autoptr(BrgCommentary) commentary =
        brg_commentary_new_for_comment (g_ptr_array_index (s->comments, i));
      g_autofree char *text = brg_commentary_dup_plain_text (commentary);

      g_strstrip (text);
      if (*text == '\0')
        continue;
      if (out->len > 0)
        g_string_append (out, "\n\n");
      g_string_append (out, text);
    }
  if (out->len == 0)
    g_string_append (out, _("No text at this step."));
  return g_string_free (out, FALSE);
}

static void
update_clock (BrgPresenter *self)
{
  gint64 elapsed = (g_get_monotonic_time () - brg_presentation_get_start_time (self->presentation))
                   / G_USEC_PER_SEC;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time_of_day = g_date_time_format (now, "%H:%M");
  g_autofree char *text = NULL;

  /* Translators: the presenter's clock: the time since the start, "0:12:05",
   * then the time of day */
  text = g_strdup_printf (_("%d:%02d:%02d · %s"), (int) (elapsed / 3600),
                          (int) (elapsed / 60 % 60), (int) (elapsed % 60), time_of_day);
  gtk_label_set_text (self->clock_label, text);
}

static gboolean
clock_tick_cb (gpointer user_data)
{
  update_clock (user_data);
  return G_SOURCE_CONTINUE;
}

static void
update_typed (BrgPresenter *self)
{
  const char *typed = brg_presentation_get_typed (self->presentation);
  g_autofree char *text = NULL;

  /* Translators: a board number being typed on the presenter's console,
   * which Enter goes to */
  text = *typed != '\0' ? g_strdup_printf (_("Go to board %s"), typed) : g_strdup ("");
  gtk_label_set_text (self->typed_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->typed_label), *typed != '\0');
}

/* Bridge text with its suits in their colours, as the rest of the window. */
static void
set_bridge_text (BrgPresenter *self,
                 GtkLabel     *label,
                 const char   *text)
{
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  g_autofree char *markup = NULL;

  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    flags |= BRG_MARKUP_DARK;
  markup = _brg_markup_text (text != NULL ? text : "", flags);
  gtk_label_set_markup (label, markup);
}

static void
update_step (BrgPresenter *self)
{
  BrgPresentation *p = self->presentation;
  BrgLesson *lesson = brg_presentation_get_lesson (p), *next_lesson = NULL;
  guint step = brg_presentation_get_step (p), next_step = 0, next_position = 0;

  g_free (self->where_text);
  self->where_text = brg_presentation_dup_where (p);
  gtk_label_set_text (self->where_label, self->where_text);

  brg_slide_view_set_step (self->current_view, lesson, step, brg_presentation_get_position (p));
  brg_slide_view_set_blanked (self->current_view, brg_presentation_get_blanked (p));
  if (brg_presentation_peek_next (p, &next_lesson, &next_step, &next_position))
    {
      brg_slide_view_set_step (self->next_view, next_lesson, next_step, next_position);
      gtk_label_set_text (self->next_heading, next_position != brg_presentation_get_position (p)
                                                ? _("Next: the next board") : _("Next"));
    }
  else
    {
      brg_slide_view_set_step (self->next_view, NULL, 0, 0);
      gtk_label_set_text (self->next_heading, _("Next: the end of the lesson"));
    }

  g_clear_pointer (&self->hands_text, g_free);
  g_clear_pointer (&self->notes_text, g_free);
  if (lesson != NULL)
    {
      self->hands_text = dup_hands_text (lesson, step);
      self->notes_text = dup_notes_text (lesson, step);
    }
  set_bridge_text (self, self->hands_label, self->hands_text);
  set_bridge_text (self, self->notes_label, self->notes_text);
  update_typed (self);
}

static void
presentation_notify_cb (BrgPresentation *presentation,
                        GParamSpec      *pspec,
                        BrgPresenter    *self)
{
  if (g_str_equal (pspec->name, "typed"))
    update_typed (self);
  else if (g_str_equal (pspec->name, "active"))
    {
      if (!brg_presentation_get_active (presentation) && self->projector != NULL)
        {
          gtk_window_destroy (GTK_WINDOW (self->projector));
          g_clear_object (&self->projector);
        }
    }
  else
    update_step (self);
}

/* ---- Monitors ---- */

static char *
monitor_name (GdkMonitor *monitor,
              guint       index)
{
  const char *model = gdk_monitor_get_model (monitor);
  const char *connector = gdk_monitor_get_connector (monitor);
  GdkRectangle geometry;

  gdk_monitor_get_geometry (monitor, &geometry);
  /* Translators: a monitor in the presenter's list: "Screen 2: HDMI-1, 1920 × 1080" */
  return g_strdup_printf (_("Screen %u: %s, %d × %d"), index + 1,
                          model != NULL ? model : connector != NULL ? connector : "",
                          geometry.width, geometry.height);
}

/**
 * brg_presenter_choose_monitor:
 * @monitors: (element-type GdkMonitor): the display's monitors
 * @laptop: (nullable): the monitor the teacher's window is on
 *
 * Returns: the projector's monitor: the first that is not the laptop's,
 *   else the first
 */
guint
brg_presenter_choose_monitor (GListModel *monitors,
                              GdkMonitor *laptop)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (monitors), 0);

  for (guint i = 0; i < g_list_model_get_n_items (monitors); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);

      if (monitor != laptop)
        return i;
    }
  return 0;
}

static void
monitor_selected_cb (GtkDropDown  *drop_down,
                     GParamSpec   *pspec,
                     BrgPresenter *self)
{
  guint index = gtk_drop_down_get_selected (drop_down);
  g_autoptr(GdkMonitor) monitor = NULL;

  if (self->projector == NULL || self->monitors == NULL
      || index >= g_list_model_get_n_items (self->monitors))
    return;
  monitor = g_list_model_get_item (self->monitors, index);
  if (monitor != brg_projector_get_monitor (self->projector))
    brg_projector_show_on (self->projector, monitor);
}

static void
monitors_changed_cb (GListModel   *monitors,
                     guint         position,
                     guint         removed,
                     guint         added,
                     BrgPresenter *self)
{
  guint n = g_list_model_get_n_items (monitors);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GdkMonitor *current = self->projector != NULL ? brg_projector_get_monitor (self->projector)
                                                : NULL;
  guint selected = GTK_INVALID_LIST_POSITION;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);

      g_ptr_array_add (names, monitor_name (monitor, i));
      if (monitor == current)
        selected = i;
    }
  g_ptr_array_add (names, NULL);
  g_signal_handlers_block_by_func (self->monitor_drop_down, monitor_selected_cb, self);
  gtk_string_list_splice (self->monitor_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->monitor_names)),
                          (const char * const *) names->pdata);
  g_signal_handlers_unblock_by_func (self->monitor_drop_down, monitor_selected_cb, self);
  /* The projector's monitor went away: the first that is left. */
  if (selected == GTK_INVALID_LIST_POSITION && n > 0)
    selected = 0;
  if (selected != GTK_INVALID_LIST_POSITION)
    gtk_drop_down_set_selected (self->monitor_drop_down, selected);
  if (self->projector != NULL && selected != GTK_INVALID_LIST_POSITION)
    monitor_selected_cb (self->monitor_drop_down, NULL, self);
}

/* ---- The object ---- */

static GtkLabel *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return GTK_LABEL (label);
}

static GtkWidget *
framed (BrgSlideView *view,
        gboolean      expand)
{
  GtkWidget *frame = gtk_aspect_frame_new (0.5, 0, 16.0 / 9.0, FALSE);

  gtk_aspect_frame_set_child (GTK_ASPECT_FRAME (frame), GTK_WIDGET (view));
  gtk_widget_set_hexpand (frame, expand);
  gtk_widget_set_vexpand (frame, expand);
  return frame;
}

/* Text a teacher reads at a glance, a step away from the laptop. */
static void
make_large (GtkLabel *label)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  /* Wrapped within the side column, which the current step leaves. */
  gtk_label_set_max_width_chars (label, 30);
  gtk_label_set_width_chars (label, 30);

  pango_attr_list_insert (attributes, pango_attr_scale_new (1.25));
  gtk_label_set_attributes (label, attributes);
  pango_attr_list_unref (attributes);
}

static GtkWidget *
action_button (const char *label,
               const char *icon,
               const char *action,
               const char *tooltip,
               gboolean    toggle)
{
  GtkWidget *button = toggle ? gtk_toggle_button_new () : gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();
  g_autofree char *name = g_strdup (label);

  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), icon);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, g_strdelimit (name, "_", ' '),
                                  -1);
  return button;
}

static void
brg_presenter_dispose (GObject *object)
{
  BrgPresenter *self = BRG_PRESENTER (object);

  g_clear_handle_id (&self->clock_id, g_source_remove);
  if (self->presentation != NULL)
    g_signal_handlers_disconnect_by_data (self->presentation, self);
  if (self->monitors != NULL)
    g_signal_handlers_disconnect_by_data (self->monitors, self);
  if (self->projector != NULL)
    gtk_window_destroy (GTK_WINDOW (self->projector));
  g_clear_object (&self->projector);
  g_clear_object (&self->presentation);
  g_clear_object (&self->monitors);
  g_clear_object (&self->monitor_names);

  G_OBJECT_CLASS (brg_presenter_parent_class)->dispose (object);
}

static void
brg_presenter_finalize (GObject *object)
{
  BrgPresenter *self = BRG_PRESENTER (object);

  g_free (self->hands_text);
  g_free (self->notes_text);
  g_free (self->where_text);

  G_OBJECT_CLASS (brg_presenter_parent_class)->finalize (object);
}

static void
brg_presenter_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BrgPresenter *self = BRG_PRESENTER (object);

  switch (prop_id)
    {
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
brg_presenter_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BrgPresenter *self = BRG_PRESENTER (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOR:
      brg_presenter_set_four_color (self, g_value_get_boolean (value));
      break;
    case PROP_DARK:
      brg_presenter_set_dark (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_presenter_class_init (BrgPresenterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_presenter_dispose;
  object_class->finalize = brg_presenter_finalize;
  object_class->get_property = brg_presenter_get_property;
  object_class->set_property = brg_presenter_set_property;

  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "presenter");
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
brg_presenter_init (BrgPresenter *self)
{
  GtkBox *box = GTK_BOX (self);
  GtkWidget *top, *middle, *side, *bottom, *scroller, *spacer, *label;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (box, 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Presenter console"),
                                  -1);

  /* Where the lesson is, the number typed, the clock. */
  top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  self->where_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->where_label), "title-2");
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->where_label));
  self->typed_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->typed_label), "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (self->typed_label), "accent");
  gtk_widget_set_visible (GTK_WIDGET (self->typed_label), FALSE);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->typed_label));
  spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (top), spacer);
  self->clock_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->clock_label), "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (self->clock_label), "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clock_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Time"),
                                  -1);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->clock_label));
  gtk_box_append (box, top);

  /* The step the class sees; beside it the next step, the hands, the notes. */
  middle = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_vexpand (middle, TRUE);
  {
    GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    gtk_widget_set_hexpand (column, TRUE);
    gtk_box_append (GTK_BOX (column), GTK_WIDGET (heading (_("The class sees"))));
    self->current_view = BRG_SLIDE_VIEW (brg_slide_view_new (_("Current step")));
    gtk_box_append (GTK_BOX (column), framed (self->current_view, TRUE));
    gtk_box_append (GTK_BOX (middle), column);
  }
  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_size_request (side, 420, -1);
  gtk_widget_set_hexpand (side, FALSE);
  self->next_heading = heading (_("Next"));
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->next_heading));
  self->next_view = BRG_SLIDE_VIEW (brg_slide_view_new (_("Next step")));
  gtk_box_append (GTK_BOX (side), framed (self->next_view, FALSE));
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (heading (_("All four hands"))));
  self->hands_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->hands_label, 0);
  gtk_label_set_wrap (self->hands_label, TRUE);
  gtk_label_set_selectable (self->hands_label, FALSE);
  make_large (self->hands_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hands_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("All four hands"),
                                  -1);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->hands_label));
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (heading (_("Notes"))));
  self->notes_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->notes_label, 0);
  gtk_label_set_yalign (self->notes_label, 0);
  gtk_label_set_wrap (self->notes_label, TRUE);
  make_large (self->notes_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->notes_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Notes"),
                                  -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->notes_label));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (side), scroller);
  gtk_box_append (GTK_BOX (middle), side);
  gtk_box_append (box, middle);

  /* A button for each key. */
  bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (bottom), action_button (_("_Previous"), "go-previous-symbolic",
                                                   "presentation.previous",
                                                   _("The step before (Left, Page Up)"),
                                                   FALSE));
  gtk_box_append (GTK_BOX (bottom), action_button (_("_Next"), "go-next-symbolic",
                                                   "presentation.next",
                                                   _("The next step (Right, Space, Page Down)"),
                                                   FALSE));
  gtk_box_append (GTK_BOX (bottom), action_button (_("_Blank Screen"),
                                                   "display-brightness-symbolic",
                                                   "presentation.blank",
                                                   _("Black on the projector, or the step "
                                                     "again (B)"), TRUE));
  spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (bottom), spacer);
  label = gtk_label_new_with_mnemonic (_("Projector _screen"));
  gtk_box_append (GTK_BOX (bottom), label);
  self->monitor_names = gtk_string_list_new (NULL);
  self->monitor_drop_down = GTK_DROP_DOWN (gtk_drop_down_new (
                                             G_LIST_MODEL (g_object_ref (self->monitor_names)),
                                             NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->monitor_drop_down));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->monitor_drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Projector screen"),
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->monitor_drop_down),
                               _("The monitor the class sees"));
  g_signal_connect (self->monitor_drop_down, "notify::selected",
                    G_CALLBACK (monitor_selected_cb), self);
  gtk_box_append (GTK_BOX (bottom), GTK_WIDGET (self->monitor_drop_down));
  {
    GtkWidget *stop = action_button (_("_End Presentation"), "window-close-symbolic",
                                     "presentation.stop", _("Close the projector (Esc)"), FALSE);

    gtk_widget_add_css_class (stop, "destructive-action");
    gtk_box_append (GTK_BOX (bottom), stop);
  }
  gtk_box_append (box, bottom);
}

/**
 * brg_presenter_new:
 * @presentation: what to present
 *
 * Returns: (transfer full): a console; brg_presenter_start() opens the
 *   projector
 */
BrgPresenter *
brg_presenter_new (BrgPresentation *presentation)
{
  BrgPresenter *self;

  g_return_val_if_fail (BRG_IS_PRESENTATION (presentation), NULL);

  self = g_object_new (BRG_TYPE_PRESENTER, NULL);
  self->presentation = g_object_ref (presentation);
  g_signal_connect (presentation, "notify", G_CALLBACK (presentation_notify_cb), self);
  brg_presentation_attach_keys (presentation, GTK_WIDGET (self));
  update_step (self);
  update_clock (self);
  self->clock_id = g_timeout_add_seconds (1, clock_tick_cb, self);
  return self;
}

/**
 * brg_presenter_start:
 * @self: a console
 * @laptop: (nullable): the teacher's window, whose monitor the projector
 *   avoids when there is another
 *
 * Opens the projector full screen on the monitor chosen
 * (brg_presenter_choose_monitor()).
 */
void
brg_presenter_start (BrgPresenter *self,
                     GtkWindow    *laptop)
{
  GdkDisplay *display;
  GdkMonitor *laptop_monitor = NULL;
  guint index;

  g_return_if_fail (BRG_IS_PRESENTER (self));
  g_return_if_fail (self->projector == NULL);

  display = laptop != NULL ? gtk_widget_get_display (GTK_WIDGET (laptop))
                           : gdk_display_get_default ();
  if (laptop != NULL && gtk_native_get_surface (GTK_NATIVE (laptop)) != NULL)
    laptop_monitor = gdk_display_get_monitor_at_surface (
                       display, gtk_native_get_surface (GTK_NATIVE (laptop)));

  self->projector = g_object_ref_sink (brg_projector_new (self->presentation));
  brg_slide_view_set_four_color (brg_projector_get_view (self->projector), self->four_color);
  brg_slide_view_set_dark (brg_projector_get_view (self->projector), self->dark);
  if (laptop != NULL && gtk_window_get_application (laptop) != NULL)
    gtk_window_set_application (GTK_WINDOW (self->projector),
                                gtk_window_get_application (laptop));

  g_set_object (&self->monitors, gdk_display_get_monitors (display));
  g_signal_connect (self->monitors, "items-changed", G_CALLBACK (monitors_changed_cb), self);
  index = brg_presenter_choose_monitor (self->monitors, laptop_monitor);
  if (index < g_list_model_get_n_items (self->monitors))
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (self->monitors, index);

      brg_projector_show_on (self->projector, monitor);
    }
  else
    gtk_window_present (GTK_WINDOW (self->projector));
  monitors_changed_cb (self->monitors, 0, 0, 0, self);
}

/**
 * brg_presenter_set_monitor:
 * @self: a console
 * @index: a monitor of the display's list
 *
 * Moves the projector there, as the console's "Projector screen" does.
 */
void
brg_presenter_set_monitor (BrgPresenter *self,
                           guint         index)
{
  g_return_if_fail (BRG_IS_PRESENTER (self));

  gtk_drop_down_set_selected (self->monitor_drop_down, index);
}

/**
 * brg_presenter_get_monitor:
 * @self: a console
 *
 * Returns: the place in the display's list of the projector's monitor
 */
guint
brg_presenter_get_monitor (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), 0);

  return gtk_drop_down_get_selected (self->monitor_drop_down);
}

/**
 * brg_presenter_get_presentation:
 * @self: a console
 *
 * Returns: (transfer none): what it presents
 */
BrgPresentation *
brg_presenter_get_presentation (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->presentation;
}

/**
 * brg_presenter_get_projector:
 * @self: a console
 *
 * Returns: (transfer none) (nullable): the projector, until the lesson ends
 */
BrgProjector *
brg_presenter_get_projector (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->projector;
}

/**
 * brg_presenter_get_current_view:
 * @self: a console
 *
 * Returns: (transfer none): the step the class sees
 */
BrgSlideView *
brg_presenter_get_current_view (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->current_view;
}

/**
 * brg_presenter_get_next_view:
 * @self: a console
 *
 * Returns: (transfer none): the step the next click shows
 */
BrgSlideView *
brg_presenter_get_next_view (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->next_view;
}

/**
 * brg_presenter_get_hands_text:
 * @self: a console
 *
 * Returns: (nullable): the four hands as the console shows them
 */
const char *
brg_presenter_get_hands_text (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->hands_text;
}

/**
 * brg_presenter_get_notes_text:
 * @self: a console
 *
 * Returns: (nullable): the teacher's notes for the step
 */
const char *
brg_presenter_get_notes_text (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->notes_text;
}

/**
 * brg_presenter_get_where_text:
 * @self: a console
 *
 * Returns: "Board 2 of 6 · Step 3 of 5"
 */
const char *
brg_presenter_get_where_text (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), NULL);

  return self->where_text;
}

/**
 * brg_presenter_get_four_color:
 * @self: a console
 *
 * Returns: whether its slides use the four-colour deck
 */
gboolean
brg_presenter_get_four_color (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), FALSE);

  return self->four_color;
}

/**
 * brg_presenter_set_four_color:
 * @self: a console
 * @four_color: the four-colour deck, on the console and the projector
 */
void
brg_presenter_set_four_color (BrgPresenter *self,
                              gboolean      four_color)
{
  g_return_if_fail (BRG_IS_PRESENTER (self));

  four_color = !!four_color;
  if (self->four_color == four_color)
    return;
  self->four_color = four_color;
  brg_slide_view_set_four_color (self->current_view, four_color);
  brg_slide_view_set_four_color (self->next_view, four_color);
  if (self->projector != NULL)
    brg_slide_view_set_four_color (brg_projector_get_view (self->projector), four_color);
  update_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

/**
 * brg_presenter_get_dark:
 * @self: a console
 *
 * Returns: whether its slides are light on dark
 */
gboolean
brg_presenter_get_dark (BrgPresenter *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTER (self), FALSE);

  return self->dark;
}

/**
 * brg_presenter_set_dark:
 * @self: a console
 * @dark: light on dark, on the console and the projector
 */
void
brg_presenter_set_dark (BrgPresenter *self,
                        gboolean      dark)
{
  g_return_if_fail (BRG_IS_PRESENTER (self));

  dark = !!dark;
  if (self->dark == dark)
    return;
  self->dark = dark;
  brg_slide_view_set_dark (self->current_view, dark);
  brg_slide_view_set_dark (self->next_view, dark);
  if (self->projector != NULL)
    brg_slide_view_set_dark (brg_projector_get_view (self->projector), dark);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
}
