/* brg-window-practice.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-window-practice.h"

/**
 * BrgWindowPractice:
 *
 * Practice mode in a window (issue 25): win.practice shows a
 * #BrgPracticeView in the window's stack in place of the boards, on the
 * board shown, with the hints and pace of the settings. Another board
 * shown starts practice on it; another document, or a board that cannot
 * be played, ends it. "Keep This Play" is performed on the document, so
 * that Undo takes it back; nothing else practice does reaches the lesson.
 */
struct _BrgWindowPractice
{
  GObject           parent_instance;

  BrgWindowModel   *model;      /* Owned */
  GSettings        *settings;   /* Owned */
  GtkStack         *stack;      /* Borrowed: the window's */
  BrgPracticeView  *view;       /* Borrowed: a page of the stack */
  gboolean          active;
};

G_DEFINE_FINAL_TYPE (BrgWindowPractice, brg_window_practice, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Starts practice on the board shown; says why not when it cannot. */
static gboolean
start (BrgWindowPractice *self)
{
  BrgBoard *board = brg_window_model_get_board (self->model);
  g_autoptr(GError) error = NULL;

  if (board == NULL)
    return FALSE;
  brg_practice_view_set_hint_limit (self->view, g_settings_get_int (self->settings,
                                                                    "practice-hints"));
  brg_practice_view_set_computer_delay (self->view, g_settings_get_uint (self->settings,
                                                                         "practice-pace"));
  if (!brg_practice_view_start (self->view, board, &error))
    {
      brg_window_model_say (self->model, error->message, NULL, NULL);
      return FALSE;
    }
  return TRUE;
}

static void
show (BrgWindowPractice *self)
{
  if (self->active)
    {
      gtk_stack_set_visible_child (self->stack, GTK_WIDGET (self->view));
      brg_practice_view_focus (self->view);
    }
  else
    gtk_stack_set_visible_child_name (self->stack,
                                      brg_window_model_get_event (self->model) != NULL
                                      ? "boards" : "empty");
}

static void
board_changed_cb (BrgWindowPractice *self)
{
  if (!self->active || brg_window_model_get_board (self->model) == NULL)
    return;
  if (brg_practice_game_get_source (brg_practice_view_get_game (self->view))
      == brg_window_model_get_board (self->model))
    return;
  if (!start (self))
    brg_window_practice_set_active (self, FALSE);
  else
    brg_practice_view_focus (self->view);
}

static void
document_changed_cb (BrgWindowPractice *self)
{
  brg_window_practice_set_active (self, FALSE);
}

static void
leave_cb (BrgWindowPractice *self)
{
  brg_window_practice_set_active (self, FALSE);
}

static void
keep_play_cb (BrgWindowPractice *self,
              BrgCommand        *command)
{
  if (brg_window_model_perform (self->model, command))
    brg_window_model_say (self->model, _("The play is kept in the board"), _("_Undo"),
                          "win.undo");
}

static void
brg_window_practice_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BrgWindowPractice *self = BRG_WINDOW_PRACTICE (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_practice_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BrgWindowPractice *self = BRG_WINDOW_PRACTICE (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      brg_window_practice_set_active (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_practice_dispose (GObject *object)
{
  BrgWindowPractice *self = BRG_WINDOW_PRACTICE (object);

  /* The window may go on a while without this part: it hears no more. */
  if (self->model != NULL)
    brg_window_model_disconnect (self->model, self);
  if (self->view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->view, self);
      brg_practice_view_stop (self->view);
      self->view = NULL;
    }
  g_clear_object (&self->model);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (brg_window_practice_parent_class)->dispose (object);
}

static void
brg_window_practice_class_init (BrgWindowPracticeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_window_practice_dispose;
  object_class->get_property = brg_window_practice_get_property;
  object_class->set_property = brg_window_practice_set_property;

  /**
   * BrgWindowPractice:active:
   *
   * Whether the window shows practice on its board (win.practice).
   */
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_window_practice_init (BrgWindowPractice *self)
{
}

/**
 * brg_window_practice_new:
 * @model: what the window shows
 * @settings: the settings of practice's hints and pace
 * @stack: the window's stack, where practice takes a page beside the
 *   boards
 *
 * Returns: (transfer full): the practice part of a window
 */
BrgWindowPractice *
brg_window_practice_new (BrgWindowModel *model,
                         GSettings      *settings,
                         GtkStack       *stack)
{
  BrgWindowPractice *self;
  GtkStackPage *page;

  g_return_val_if_fail (BRG_IS_WINDOW_MODEL (model), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (GTK_IS_STACK (stack), NULL);

  self = g_object_new (BRG_TYPE_WINDOW_PRACTICE, NULL);
  self->model = g_object_ref (model);
  self->settings = g_object_ref (settings);
  self->stack = stack;
  self->view = BRG_PRACTICE_VIEW (brg_practice_view_new ());
  page = gtk_stack_add_named (stack, GTK_WIDGET (self->view), "practice");
  gtk_stack_page_set_title (page, _("Practice"));

  g_signal_connect_object (self->view, "leave", G_CALLBACK (leave_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view, "keep-play", G_CALLBACK (keep_play_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "notify::document", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (brg_window_model_get_replay (model), "notify::board",
                           G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
  return self;
}

/**
 * brg_window_practice_get_active:
 * @self: the practice part
 *
 * Returns: whether the window practises its board
 */
gboolean
brg_window_practice_get_active (BrgWindowPractice *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_PRACTICE (self), FALSE);

  return self->active;
}

/**
 * brg_window_practice_set_active:
 * @self: the practice part
 * @active: whether to practise the board shown
 *
 * Starts practice on the board shown (the edit mode ends), or ends it and
 * shows the boards again. A board that cannot be played (no whole deal,
 * no contract) is said why, and practice stays off.
 */
void
brg_window_practice_set_active (BrgWindowPractice *self,
                                gboolean           active)
{
  g_return_if_fail (BRG_IS_WINDOW_PRACTICE (self));

  active = !!active;
  if (self->active == active)
    return;

  if (active)
    {
      brg_window_model_set_edit_mode (self->model, FALSE);
      if (!start (self))
        {
          /* The toggle button went down: it comes up again. */
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
          return;
        }
    }
  else
    brg_practice_view_stop (self->view);

  self->active = active;
  show (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/**
 * brg_window_practice_get_view:
 * @self: the practice part
 *
 * Returns: (transfer none): the practice view, a page of the window's stack
 */
BrgPracticeView *
brg_window_practice_get_view (BrgWindowPractice *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW_PRACTICE (self), NULL);

  return self->view;
}
