/* brg-presentation.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson being presented: which board and which of its steps the class
 * sees, whether the screen is blanked, the board number being typed, and
 * the keys and actions that move through it. The projector and the
 * presenter console both show one BrgPresentation, so they cannot
 * disagree about where the lesson is.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-presentation.h"

/* A board number typed on the keyboard has at most this many digits. */
#define MAX_TYPED 6

/**
 * BrgPresentation:
 *
 * The steps of an event's boards (#BrgLesson), walked as one deck: the
 * next step after a board's last is the first of the next board, as the
 * slides PDF pages on. Home and End go to the first and last step of the
 * board shown; a board number typed then Enter goes to that board. Moving
 * shows the screen again after a blank: the class sees the step the
 * teacher moved to.
 *
 * Its actions (brg_presentation_get_actions(), as `presentation.*` where
 * a widget carries them): `next`, `previous`, `first`, `last`, `blank`
 * (a toggle), `go-to-board` (a board number, `u`) and `stop`.
 */
struct _BrgPresentation
{
  GObject             parent_instance;

  BrgEvent           *event;         /* Owned */
  BrgLesson          *lesson;        /* Owned: of the board at position */
  BrgLesson          *next_lesson;   /* Owned: of the board after, when asked */
  GSimpleActionGroup *actions;       /* Owned */
  GString            *typed;         /* Owned */
  guint               position;
  guint               step;
  gboolean            blanked;
  gboolean            active;
  gint64              start_time;
};

G_DEFINE_FINAL_TYPE (BrgPresentation, brg_presentation, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_POSITION,
  PROP_STEP,
  PROP_LESSON,
  PROP_BLANKED,
  PROP_ACTIVE,
  PROP_TYPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static BrgLesson *
lesson_at (BrgPresentation *self,
           guint            position)
{
  BrgBoard *board = brg_event_get_board (self->event, position);

  return board != NULL ? brg_lesson_new (board) : NULL;
}

static void
update_actions (BrgPresentation *self)
{
  guint n_boards = brg_presentation_get_n_boards (self);
  guint n_steps = brg_presentation_get_n_steps (self);
  gboolean at_start = self->position == 0 && self->step == 0;
  gboolean at_end = self->position + 1 >= n_boards && self->step + 1 >= n_steps;
  struct { const char *name; gboolean enabled; } states[] = {
    { "next", self->active && !at_end },
    { "previous", self->active && !at_start },
    { "first", self->active && self->step > 0 },
    { "last", self->active && self->step + 1 < n_steps },
    { "blank", self->active },
    { "go-to-board", self->active && n_boards > 0 },
    { "stop", self->active },
  };

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (
                                   G_ACTION_MAP (self->actions), states[i].name)),
                                 states[i].enabled);
}

static void
set_typed (BrgPresentation *self,
           const char      *text)
{
  if (g_str_equal (self->typed->str, text))
    return;
  g_string_assign (self->typed, text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TYPED]);
}

/* Moves to @step of the board at @position, its lesson read anew when the
 * board changes or @reload; the screen shows again. */
static void
move_to (BrgPresentation *self,
         guint            position,
         guint            step,
         gboolean         reload)
{
  gboolean new_board = position != self->position || reload || self->lesson == NULL;
  guint n_boards = brg_presentation_get_n_boards (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (n_boards == 0)
    {
      if (self->lesson != NULL)
        {
          g_clear_object (&self->lesson);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON]);
        }
      position = step = 0;
    }
  else if (new_board)
    {
      position = MIN (position, n_boards - 1);
      if (self->next_lesson != NULL && position == self->position + 1 && !reload)
        {
          g_clear_object (&self->lesson);
          self->lesson = g_steal_pointer (&self->next_lesson);
        }
      else
        {
          g_clear_object (&self->lesson);
          self->lesson = lesson_at (self, position);
        }
      g_clear_object (&self->next_lesson);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON]);
    }
  if (self->lesson != NULL)
    step = MIN (step, brg_lesson_get_n_steps (self->lesson) - 1);
  if (position != self->position)
    {
      self->position = position;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
    }
  if (step != self->step)
    {
      self->step = step;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
    }
  brg_presentation_set_blanked (self, FALSE);
  update_actions (self);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
event_items_changed_cb (GListModel      *model,
                        guint            position,
                        guint            removed,
                        guint            added,
                        BrgPresentation *self)
{
  guint at = self->position;

  if (position <= self->position && removed == 0)
    at += added;
  else if (position <= self->position && self->position < position + removed)
    at = position;
  else if (position < self->position)
    at = self->position + added - removed;
  g_clear_object (&self->next_lesson);
  move_to (self, at, self->step, TRUE);
}

/* ---- Actions ---- */

static void
next_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  brg_presentation_next (user_data);
}

static void
previous_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  brg_presentation_previous (user_data);
}

static void
first_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  brg_presentation_first (user_data);
}

static void
last_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  brg_presentation_last (user_data);
}

/* A toggle: activating it flips the state, which comes here. */
static void
blank_change_state_cb (GSimpleAction *action,
                       GVariant      *value,
                       gpointer       user_data)
{
  brg_presentation_set_blanked (user_data, g_variant_get_boolean (value));
}

static void
go_to_board_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  brg_presentation_go_to_board (user_data, g_variant_get_uint32 (parameter));
}

static void
stop_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  brg_presentation_stop (user_data);
}

static const GActionEntry action_entries[] = {
  { "next", next_cb },
  { "previous", previous_cb },
  { "first", first_cb },
  { "last", last_cb },
  { "blank", NULL, NULL, "false", blank_change_state_cb },
  { "go-to-board", go_to_board_cb, "u" },
  { "stop", stop_cb },
};

/* ---- The object ---- */

static void
brg_presentation_dispose (GObject *object)
{
  BrgPresentation *self = BRG_PRESENTATION (object);

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_data (self->event, self);
  g_clear_object (&self->event);
  g_clear_object (&self->lesson);
  g_clear_object (&self->next_lesson);
  g_clear_object (&self->actions);

  G_OBJECT_CLASS (brg_presentation_parent_class)->dispose (object);
}

static void
brg_presentation_finalize (GObject *object)
{
  BrgPresentation *self = BRG_PRESENTATION (object);

  g_string_free (self->typed, TRUE);

  G_OBJECT_CLASS (brg_presentation_parent_class)->finalize (object);
}

static void
brg_presentation_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BrgPresentation *self = BRG_PRESENTATION (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case PROP_LESSON:
      g_value_set_object (value, self->lesson);
      break;
    case PROP_BLANKED:
      g_value_set_boolean (value, self->blanked);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_TYPED:
      g_value_set_string (value, self->typed->str);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_presentation_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BrgPresentation *self = BRG_PRESENTATION (object);

  switch (prop_id)
    {
    case PROP_BLANKED:
      brg_presentation_set_blanked (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_presentation_class_init (BrgPresentationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_presentation_dispose;
  object_class->finalize = brg_presentation_finalize;
  object_class->get_property = brg_presentation_get_property;
  object_class->set_property = brg_presentation_set_property;

  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LESSON] =
    g_param_spec_object ("lesson", NULL, NULL, BRG_TYPE_LESSON,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLANKED] =
    g_param_spec_boolean ("blanked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TYPED] =
    g_param_spec_string ("typed", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_presentation_init (BrgPresentation *self)
{
  self->typed = g_string_new (NULL);
  self->active = TRUE;
  self->start_time = g_get_monotonic_time ();
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), action_entries,
                                   G_N_ELEMENTS (action_entries), self);
}

/**
 * brg_presentation_new:
 * @event: the boards to present
 * @position: the board to start at
 *
 * Returns: (transfer full): a presentation at the first step of the board
 *   at @position (or the last board, when @position is past it)
 */
BrgPresentation *
brg_presentation_new (BrgEvent *event,
                      guint     position)
{
  BrgPresentation *self;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  self = g_object_new (BRG_TYPE_PRESENTATION, NULL);
  self->event = g_object_ref (event);
  g_signal_connect (event, "items-changed", G_CALLBACK (event_items_changed_cb), self);
  self->position = position;
  move_to (self, position, 0, TRUE);
  return self;
}

/**
 * brg_presentation_get_event:
 * @self: a presentation
 *
 * Returns: (transfer none): the boards presented
 */
BrgEvent *
brg_presentation_get_event (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), NULL);

  return self->event;
}

/**
 * brg_presentation_get_n_boards:
 * @self: a presentation
 *
 * Returns: the number of boards presented
 */
guint
brg_presentation_get_n_boards (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), 0);

  return brg_event_get_n_boards (self->event);
}

/**
 * brg_presentation_get_position:
 * @self: a presentation
 *
 * Returns: the place in the event of the board shown, from 0
 */
guint
brg_presentation_get_position (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), 0);

  return self->position;
}

/**
 * brg_presentation_get_lesson:
 * @self: a presentation
 *
 * Returns: (transfer none) (nullable): the lesson of the board shown;
 *   %NULL when the event has no boards
 */
BrgLesson *
brg_presentation_get_lesson (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), NULL);

  return self->lesson;
}

/**
 * brg_presentation_get_step:
 * @self: a presentation
 *
 * Returns: the step of the board's lesson shown, from 0
 */
guint
brg_presentation_get_step (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), 0);

  return self->step;
}

/**
 * brg_presentation_get_n_steps:
 * @self: a presentation
 *
 * Returns: the number of steps of the board shown; 0 without boards
 */
guint
brg_presentation_get_n_steps (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), 0);

  return self->lesson != NULL ? brg_lesson_get_n_steps (self->lesson) : 0;
}

/**
 * brg_presentation_peek_next:
 * @self: a presentation
 * @lesson: (out) (transfer none): the lesson of the next step
 * @step: (out): the next step
 * @position: (out): the place of its board
 *
 * The step the next click shows, for the presenter's preview; the next
 * board's lesson is read once and kept for when the lesson gets there.
 *
 * Returns: %FALSE at the last step of the last board
 */
gboolean
brg_presentation_peek_next (BrgPresentation *self,
                            BrgLesson      **lesson,
                            guint           *step,
                            guint           *position)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);
  g_return_val_if_fail (lesson != NULL && step != NULL && position != NULL, FALSE);

  *lesson = NULL;
  if (self->lesson == NULL)
    return FALSE;
  if (self->step + 1 < brg_lesson_get_n_steps (self->lesson))
    {
      *lesson = self->lesson;
      *step = self->step + 1;
      *position = self->position;
      return TRUE;
    }
  if (self->position + 1 >= brg_presentation_get_n_boards (self))
    return FALSE;
  if (self->next_lesson == NULL)
    self->next_lesson = lesson_at (self, self->position + 1);
  if (self->next_lesson == NULL)
    return FALSE;
  *lesson = self->next_lesson;
  *step = 0;
  *position = self->position + 1;
  return TRUE;
}

/**
 * brg_presentation_get_blanked:
 * @self: a presentation
 *
 * Returns: whether the projector shows a black screen
 */
gboolean
brg_presentation_get_blanked (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  return self->blanked;
}

/**
 * brg_presentation_set_blanked:
 * @self: a presentation
 * @blanked: whether the projector shows a black screen
 *
 * Blanks the projector (B), or shows the step again.
 */
void
brg_presentation_set_blanked (BrgPresentation *self,
                              gboolean         blanked)
{
  g_return_if_fail (BRG_IS_PRESENTATION (self));

  blanked = !!blanked;
  if (self->blanked == blanked)
    return;
  self->blanked = blanked;
  g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (
                               G_ACTION_MAP (self->actions), "blank")),
                             g_variant_new_boolean (blanked));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLANKED]);
}

/**
 * brg_presentation_get_active:
 * @self: a presentation
 *
 * Returns: %FALSE once the presentation was stopped
 */
gboolean
brg_presentation_get_active (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  return self->active;
}

/**
 * brg_presentation_stop:
 * @self: a presentation
 *
 * Ends the presentation (Esc): #BrgPresentation:active becomes %FALSE,
 * which whoever shows it follows.
 */
void
brg_presentation_stop (BrgPresentation *self)
{
  g_return_if_fail (BRG_IS_PRESENTATION (self));

  if (!self->active)
    return;
  self->active = FALSE;
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/**
 * brg_presentation_get_typed:
 * @self: a presentation
 *
 * Returns: the digits of a board number typed so far, "" for none
 */
const char *
brg_presentation_get_typed (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), "");

  return self->typed->str;
}

/**
 * brg_presentation_get_start_time:
 * @self: a presentation
 *
 * Returns: when it began, in g_get_monotonic_time()'s microseconds
 */
gint64
brg_presentation_get_start_time (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), 0);

  return self->start_time;
}

/**
 * brg_presentation_next:
 * @self: a presentation
 *
 * The next step: of this board, else the first of the next board.
 *
 * Returns: %FALSE at the last step of the last board
 */
gboolean
brg_presentation_next (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  if (!self->active || self->lesson == NULL)
    return FALSE;
  if (self->step + 1 < brg_lesson_get_n_steps (self->lesson))
    move_to (self, self->position, self->step + 1, FALSE);
  else if (self->position + 1 < brg_presentation_get_n_boards (self))
    move_to (self, self->position + 1, 0, FALSE);
  else
    return FALSE;
  return TRUE;
}

/**
 * brg_presentation_previous:
 * @self: a presentation
 *
 * The step before: of this board, else the last of the board before.
 *
 * Returns: %FALSE at the first step of the first board
 */
gboolean
brg_presentation_previous (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  if (!self->active || self->lesson == NULL)
    return FALSE;
  if (self->step > 0)
    move_to (self, self->position, self->step - 1, FALSE);
  else if (self->position > 0)
    move_to (self, self->position - 1, G_MAXUINT, FALSE);
  else
    return FALSE;
  return TRUE;
}

/**
 * brg_presentation_first:
 * @self: a presentation
 *
 * The board's first step (Home).
 *
 * Returns: %FALSE when already there
 */
gboolean
brg_presentation_first (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  if (!self->active || self->lesson == NULL || self->step == 0)
    return FALSE;
  move_to (self, self->position, 0, FALSE);
  return TRUE;
}

/**
 * brg_presentation_last:
 * @self: a presentation
 *
 * The board's last step (End): the whole deal, as the lesson ends it.
 *
 * Returns: %FALSE when already there
 */
gboolean
brg_presentation_last (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  if (!self->active || self->lesson == NULL
      || self->step + 1 >= brg_lesson_get_n_steps (self->lesson))
    return FALSE;
  move_to (self, self->position, G_MAXUINT, FALSE);
  return TRUE;
}

/**
 * brg_presentation_go_to:
 * @self: a presentation
 * @position: a board's place in the event
 * @step: one of its steps; past the last, the last
 *
 * Returns: %FALSE when there is no board at @position
 */
gboolean
brg_presentation_go_to (BrgPresentation *self,
                        guint            position,
                        guint            step)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  if (!self->active || position >= brg_presentation_get_n_boards (self))
    return FALSE;
  move_to (self, position, step, FALSE);
  return TRUE;
}

/**
 * brg_presentation_go_to_board:
 * @self: a presentation
 * @number: a board number, as its slide names it: the `Board` tag, or
 *   for a board without one its place in the event from 1 ("Deal 3")
 *
 * Goes to the first step of the first board of that number, the one after
 * the board shown first when several share it.
 *
 * Returns: %FALSE when no board has that number
 */
gboolean
brg_presentation_go_to_board (BrgPresentation *self,
                              guint            number)
{
  guint n_boards;

  g_return_val_if_fail (BRG_IS_PRESENTATION (self), FALSE);

  n_boards = brg_presentation_get_n_boards (self);
  if (!self->active || n_boards == 0 || number == 0)
    return FALSE;
  for (guint i = 1; i <= n_boards; i++)
    {
      guint position = (self->position + i) % n_boards;
      BrgBoard *board = brg_event_get_board (self->event, position);
      guint board_number = board != NULL ? brg_board_get_number (board) : 0;

      if (board_number == number || (board_number == 0 && position + 1 == number))
        {
          move_to (self, position, 0, position == self->position);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * brg_presentation_reload:
 * @self: a presentation
 *
 * Reads the board's lesson anew after an edit, staying at its step (or its
 * last, when it has fewer now).
 */
void
brg_presentation_reload (BrgPresentation *self)
{
  g_return_if_fail (BRG_IS_PRESENTATION (self));

  g_clear_object (&self->next_lesson);
  move_to (self, self->position, self->step, TRUE);
}

/**
 * brg_presentation_get_actions:
 * @self: a presentation
 *
 * Returns: (transfer none): its actions, to insert as `presentation` on a
 *   widget
 */
GActionGroup *
brg_presentation_get_actions (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), NULL);

  return G_ACTION_GROUP (self->actions);
}

/**
 * brg_presentation_dup_where:
 * @self: a presentation
 *
 * Returns: (transfer full): "Board 3 of 12 · Step 2 of 5", for the
 *   presenter and screen readers
 */
char *
brg_presentation_dup_where (BrgPresentation *self)
{
  g_return_val_if_fail (BRG_IS_PRESENTATION (self), NULL);

  if (self->lesson == NULL)
    return g_strdup (_("No boards"));
  /* Translators: where a presentation is: board 3 of 12, step 2 of 5 */
  return g_strdup_printf (_("Board %u of %u · Step %u of %u"), self->position + 1,
                          brg_presentation_get_n_boards (self), self->step + 1,
                          brg_lesson_get_n_steps (self->lesson));
}

/* ---- Keys ---- */

typedef struct
{
  guint       keyval;
  const char *action;
} KeyAction;

/* Clicker remotes send Page Up and Page Down (and B or . to blank). */
static const KeyAction key_actions[] = {
  { GDK_KEY_Right, "next" },
  { GDK_KEY_KP_Right, "next" },
  { GDK_KEY_space, "next" },
  { GDK_KEY_Page_Down, "next" },
  { GDK_KEY_KP_Page_Down, "next" },
  { GDK_KEY_Left, "previous" },
  { GDK_KEY_KP_Left, "previous" },
  { GDK_KEY_Page_Up, "previous" },
  { GDK_KEY_KP_Page_Up, "previous" },
  { GDK_KEY_Home, "first" },
  { GDK_KEY_KP_Home, "first" },
  { GDK_KEY_End, "last" },
  { GDK_KEY_KP_End, "last" },
  { GDK_KEY_b, "blank" },
  { GDK_KEY_B, "blank" },
  { GDK_KEY_period, "blank" },
  { GDK_KEY_Escape, "stop" },
};

static int
digit_of (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (int) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (int) (keyval - GDK_KEY_KP_0);
  return -1;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BrgPresentation       *self)
{
  int digit = digit_of (keyval);

  if (!self->active || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;

  /* A board number: digits, then Enter; Backspace takes one back, Esc
   * all of them. */
  if (digit >= 0)
    {
      if (self->typed->len < MAX_TYPED)
        {
          g_autofree char *typed = g_strdup_printf ("%s%d", self->typed->str, digit);

          set_typed (self, typed);
        }
      return TRUE;
    }
  if (self->typed->len > 0)
    {
      if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
        {
          guint64 number = g_ascii_strtoull (self->typed->str, NULL, 10);

          set_typed (self, "");
          if (!brg_presentation_go_to_board (self, (guint) number))
            gtk_widget_error_bell (gtk_event_controller_get_widget (
                                     GTK_EVENT_CONTROLLER (controller)));
          return TRUE;
        }
      if (keyval == GDK_KEY_BackSpace)
        {
          g_autofree char *typed = g_strndup (self->typed->str, self->typed->len - 1);

          set_typed (self, typed);
          return TRUE;
        }
      if (keyval == GDK_KEY_Escape)
        {
          set_typed (self, "");
          return TRUE;
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (key_actions); i++)
    if (key_actions[i].keyval == keyval)
      {
        set_typed (self, "");
        if (g_action_group_get_action_enabled (G_ACTION_GROUP (self->actions),
                                               key_actions[i].action))
          g_action_group_activate_action (G_ACTION_GROUP (self->actions),
                                          key_actions[i].action, NULL);
        return TRUE;
      }
  return FALSE;
}

/**
 * brg_presentation_attach_keys:
 * @self: a presentation
 * @widget: the projector, or the presenter console
 *
 * Gives @widget the presentation's actions (as `presentation.*`) and its
 * keys, taken before any control inside @widget sees them: Right, Space
 * and Page Down the next step, Left and Page Up the step before, Home and
 * End the board's first and last, B (or .) blanks, Esc ends; digits then
 * Enter go to that board.
 */
void
brg_presentation_attach_keys (BrgPresentation *self,
                              GtkWidget       *widget)
{
  GtkEventController *keys;

  g_return_if_fail (BRG_IS_PRESENTATION (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_widget_insert_action_group (widget, "presentation", G_ACTION_GROUP (self->actions));
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (widget, keys);
}
