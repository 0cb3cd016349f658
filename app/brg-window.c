/* brg-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "brg-application.h"
#include "brg-window.h"

#define MIN_SAVED_WIDTH  360
#define MIN_SAVED_HEIGHT 294
#define MAX_SAVED_SIZE   32767

/**
 * BrgWindow:
 *
 * The main window: a header bar with the Open button and the primary menu,
 * and a stack that shows an empty state until a file is opened, then the
 * boards.
 *
 * Every way of opening a file (the file chooser, drag and drop, the
 * application's open handler) goes through brg_window_open_file(). The window
 * restores its size from #BrgWindow:settings and saves it when it is closed.
 */
struct _BrgWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned */
  GSettings            *settings;
  GFile                *file;
  GCancellable         *load_cancellable;
  GtkFileChooserNative *file_chooser;

  /* Template widgets */
  GtkButton            *open_button;
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *boards_page;
};

G_DEFINE_FINAL_TYPE (BrgWindow, brg_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_file (BrgWindow *self,
          GFile     *file)
{
  g_assert (BRG_IS_WINDOW (self));

  if (self->file != NULL && file != NULL && g_file_equal (self->file, file))
    return;

  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static char *
dup_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename != NULL ? basename : "");
}

static void
show_toast (BrgWindow  *self,
            const char *title)
{
  /* The title of an AdwToast is Pango markup on libadwaita 1.2. */
  g_autofree char *markup = g_markup_escape_text (title, -1);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (markup));
}

/* Counts "[Deal " tags; a stand-in until the PBN reader is connected. */
static guint
count_deals (const char *contents,
             gsize       length)
{
  static const char needle[] = "[Deal ";
  const gsize needle_len = strlen (needle);
  guint n = 0;

  for (gsize i = 0; i + needle_len <= length; i++)
    if (contents[i] == '[' && memcmp (contents + i, needle, needle_len) == 0)
      n++;

  return n;
}

static void
show_opened_file (BrgWindow *self,
                  GFile     *file,
                  guint      n_boards)
{
  g_autofree char *name = dup_display_name (file);
  g_autofree char *description = NULL;
  g_autofree char *toast = NULL;
  g_autoptr(GFile) folder = g_file_get_parent (file);

  description = g_strdup_printf (ngettext ("%u board", "%u boards", n_boards),
                                 n_boards);
  adw_status_page_set_title (self->boards_page, name);
  adw_status_page_set_description (self->boards_page, description);
  gtk_stack_set_visible_child_name (self->stack, "boards");

  adw_window_title_set_subtitle (self->window_title, name);
  set_file (self, file);

  if (folder != NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);

      g_settings_set_string (self->settings, "last-folder", uri);
    }

  /* Translators: %s is a file name */
  toast = g_strdup_printf (_("Opened “%s”"), name);
  show_toast (self, toast);
}

static void
file_load_contents_cb (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(BrgWindow) self = user_data;
  GFile *file = G_FILE (object);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_load_contents_finish (file, result, &contents, &length, NULL, &error))
    {
      g_autofree char *name = NULL;
      g_autofree char *toast = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;

      name = dup_display_name (file);
      /* Translators: the first %s is a file name, the second the reason */
      toast = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      show_toast (self, toast);
      return;
    }

  show_opened_file (self, file, count_deals (contents, length));
}

static void
file_chooser_response_cb (BrgWindow            *self,
                          int                   response,
                          GtkFileChooserNative *file_chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (file_chooser));

      if (file != NULL)
        brg_window_open_file (self, file);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (file_chooser));
  g_clear_object (&self->file_chooser);
}

static void
add_filter (GtkFileChooser     *chooser,
            const char         *name,
            const char * const *suffixes)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  if (suffixes == NULL)
    gtk_file_filter_add_pattern (filter, "*");
  for (guint i = 0; suffixes != NULL && suffixes[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, suffixes[i]);

  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BrgWindow *self = BRG_WINDOW (widget);
  static const char * const bridge_suffixes[] = { "pbn", "rbn", "rbx", "lin", NULL };
  static const char * const pbn_suffixes[] = { "pbn", NULL };
  static const char * const rbn_suffixes[] = { "rbn", "rbx", NULL };
  g_autofree char *last_folder = NULL;
  GtkFileChooser *chooser;

  if (self->file_chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
      return;
    }

  self->file_chooser = gtk_file_chooser_native_new (_("Open Bridge File"),
                                                    GTK_WINDOW (self),
                                                    GTK_FILE_CHOOSER_ACTION_OPEN,
                                                    _("_Open"),
                                                    _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (self->file_chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->file_chooser), TRUE);

  add_filter (chooser, _("Bridge files"), bridge_suffixes);
  add_filter (chooser, _("PBN"), pbn_suffixes);
  add_filter (chooser, _("RBN"), rbn_suffixes);
  add_filter (chooser, _("All files"), NULL);

  last_folder = g_settings_get_string (self->settings, "last-folder");
  if (last_folder[0] != '\0')
    {
      g_autoptr(GFile) folder = g_file_new_for_uri (last_folder);

      /* A folder that has gone away is not worth a message. */
      gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    }

  g_signal_connect_object (self->file_chooser, "response",
                           G_CALLBACK (file_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->file_chooser));
}

static gboolean
drop_target_drop_cb (BrgWindow     *self,
                     const GValue  *value,
                     double         x,
                     double         y,
                     GtkDropTarget *drop_target)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  /* One window shows one file: take the first of several. */
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;

  brg_window_open_file (self, files->data);
  g_slist_free (files);

  return TRUE;
}

static void
restore_window_state (BrgWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (BrgWindow *self)
{
  int width = 0;
  int height = 0;

  /* On GTK 4 the default size follows the unmaximized size of the window. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width",
                      CLAMP (width, MIN_SAVED_WIDTH, MAX_SAVED_SIZE));
  g_settings_set_int (self->settings, "window-height",
                      CLAMP (height, MIN_SAVED_HEIGHT, MAX_SAVED_SIZE));
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static gboolean
brg_window_close_request (GtkWindow *window)
{
  save_window_state (BRG_WINDOW (window));

  return GTK_WINDOW_CLASS (brg_window_parent_class)->close_request (window);
}

static void
brg_window_constructed (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  G_OBJECT_CLASS (brg_window_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_settings_new (BRG_SETTINGS_SCHEMA_ID);

  restore_window_state (self);
}

static void
brg_window_dispose (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);

  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->file_chooser));
  g_clear_object (&self->file_chooser);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_WINDOW);

  G_OBJECT_CLASS (brg_window_parent_class)->dispose (object);
}

static void
brg_window_finalize (GObject *object)
{
  BrgWindow *self = BRG_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (brg_window_parent_class)->finalize (object);
}

static void
brg_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BrgWindow *self = BRG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, brg_window_get_settings (self));
      break;

    case PROP_FILE:
      g_value_set_object (value, brg_window_get_file (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BrgWindow *self = BRG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      /* Construct-only, so there is no setter. */
      g_set_object (&self->settings, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_window_class_init (BrgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = brg_window_constructed;
  object_class->dispose = brg_window_dispose;
  object_class->finalize = brg_window_finalize;
  object_class->get_property = brg_window_get_property;
  object_class->set_property = brg_window_set_property;

  window_class->close_request = brg_window_close_request;

  /**
   * BrgWindow:settings:
   *
   * The application settings the window reads and saves its state in.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgWindow:file:
   *
   * The file shown in the window, or %NULL before one was opened.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               BRG_RESOURCE_BASE_PATH "/ui/brg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BrgWindow, boards_page);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
}

static void
brg_window_init (BrgWindow *self)
{
  GtkDropTarget *drop_target;

  gtk_widget_init_template (GTK_WIDGET (self));

  drop_target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (drop_target, "drop",
                           G_CALLBACK (drop_target_drop_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay),
                             GTK_EVENT_CONTROLLER (drop_target));
}

/**
 * brg_window_new:
 * @application: the application the window belongs to
 * @settings: (nullable): the settings to use, or %NULL for the installed schema
 *
 * Creates a main window. It is not shown yet.
 *
 * Returns: (transfer none): a new #BrgWindow; GTK owns toplevel windows
 *   until they are destroyed
 */
BrgWindow *
brg_window_new (GtkApplication *application,
                GSettings      *settings)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BRG_TYPE_WINDOW,
                       "application", application,
                       "settings", settings,
                       NULL);
}

/**
 * brg_window_get_settings:
 * @self: a #BrgWindow
 *
 * Gets the settings the window saves its state in.
 *
 * Returns: (transfer none): the settings
 */
GSettings *
brg_window_get_settings (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return self->settings;
}

/**
 * brg_window_get_file:
 * @self: a #BrgWindow
 *
 * Gets the file shown in the window.
 *
 * Returns: (transfer none) (nullable): the file, or %NULL before one was opened
 */
GFile *
brg_window_get_file (BrgWindow *self)
{
  g_return_val_if_fail (BRG_IS_WINDOW (self), NULL);

  return self->file;
}

/**
 * brg_window_open_file:
 * @self: a #BrgWindow
 * @file: the file to open
 *
 * Reads @file asynchronously and shows it. A load still running is
 * cancelled. Failures are reported in a toast.
 */
void
brg_window_open_file (BrgWindow *self,
                      GFile     *file)
{
  g_return_if_fail (BRG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();

  g_file_load_contents_async (file, self->load_cancellable,
                              file_load_contents_cb, g_object_ref (self));
}
