/* brg-application.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-application.h"
#include "brg-core.h"
#include "brg-preferences-window.h"
#include "brg-settings.h"
#include "brg-window.h"

/**
 * BrgApplication:
 *
 * The application: app-wide actions and accelerators, the About and
 * Preferences windows, and one #BrgWindow per activation or opened file.
 *
 * It owns the #GSettings that every window shares. Tests inject a settings
 * object with a memory backend through the construct-only #BrgApplication:settings
 * property; otherwise one is created for %BRG_SETTINGS_SCHEMA_ID.
 */
struct _BrgApplication
{
  AdwApplication  parent_instance;

  /* Owned */
  GSettings      *settings;

  gboolean        recovery_offered;
};

G_DEFINE_FINAL_TYPE (BrgApplication, brg_application, ADW_TYPE_APPLICATION)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static BrgWindow *
create_window (BrgApplication *self)
{
  return brg_window_new (GTK_APPLICATION (self), self->settings);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  g_autoptr(GList) windows = NULL;

  /* Close the windows first so that each one saves its state. A window
   * with unsaved changes asks first and stays open; the application ends
   * when the last window has closed. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));

  if (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL)
    g_application_quit (app);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Finesse authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-name", _("Finesse"),
                        "application-icon", BRG_APP_ICON_NAME,
                        "version", PACKAGE_VERSION,
                        "developer-name", "The Finesse authors",
                        "developers", developers,
                        "copyright", "© 2026 The Finesse authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/finesse",
                        /* Translators: your names, one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

/* The help overlay is GtkApplicationWindow's automatic win.show-help-overlay;
 * this makes it reachable from outside a window as well. */
static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BrgApplication *self = BRG_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (brg_preferences_window_new (parent, self->settings)));
}

static void
new_window_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (create_window (BRG_APPLICATION (user_data))));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated },
  { "about", about_activated },
  { "preferences", preferences_activated },
  { "shortcuts", shortcuts_activated },
  { "new-window", new_window_activated },
};

static void
apply_style_variant (BrgApplication *self)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autofree char *variant = g_settings_get_string (self->settings, "style-variant");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (variant, "light") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (variant, "dark") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (style_manager, scheme);
}

static void
settings_style_variant_changed_cb (BrgApplication *self,
                                   const char     *key,
                                   GSettings      *settings)
{
  apply_style_variant (self);
}

/* The card letters of every window: the language's, or English
 * (brg_letters_set_preferred()). A document with letters of its own
 * (%FinesseLetters) prints in them whatever this says. */
static void
apply_card_letters (BrgApplication *self)
{
  g_autofree char *letters = g_settings_get_string (self->settings, "card-letters");

  brg_letters_set_preferred (g_strcmp0 (letters, "english") == 0 ? brg_letters_get_english ()
                                                                 : NULL);
}

static void
settings_card_letters_changed_cb (BrgApplication *self,
                                  const char     *key,
                                  GSettings      *settings)
{
  apply_card_letters (self);
  /* The windows open show their boards again, in the new letters. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (BRG_IS_WINDOW (l->data))
      brg_window_refresh_letters (l->data);
}

static void
brg_application_startup (GApplication *app)
{
  BrgApplication *self = BRG_APPLICATION (app);
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.new-window", { "<Shift><Control>n", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  G_APPLICATION_CLASS (brg_application_parent_class)->startup (app);
  /* Every window, ours and those made for us, named for screen readers. */
  _brg_accessible_watch_windows ();

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  /* win.open's <Control>o and the other win.* keys are BrgWindow's own
   * (brg-window-actions.c); <Control>question for win.show-help-overlay is
   * set by GtkApplication. */
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);

  gtk_window_set_default_icon_name (BRG_APP_ICON_NAME);

  g_signal_connect_object (self->settings, "changed::style-variant",
                           G_CALLBACK (settings_style_variant_changed_cb), self,
                           G_CONNECT_SWAPPED);
  apply_style_variant (self);
  g_signal_connect_object (self->settings, "changed::card-letters",
                           G_CALLBACK (settings_card_letters_changed_cb), self,
                           G_CONNECT_SWAPPED);
  apply_card_letters (self);
}

/* Once a run, the first window offers the unsaved changes of a Finesse
 * that ended without saving them. */
static void
offer_recovery (BrgApplication *self,
                GtkWindow      *window)
{
  if (self->recovery_offered || !BRG_IS_WINDOW (window))
    return;
  self->recovery_offered = TRUE;
  brg_window_offer_recovery (BRG_WINDOW (window));
}

static void
brg_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (create_window (BRG_APPLICATION (app)));

  gtk_window_present (window);
  offer_recovery (BRG_APPLICATION (app), window);
}

static void
brg_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  BrgApplication *self = BRG_APPLICATION (app);
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));

  for (int i = 0; i < n_files; i++)
    {
      BrgWindow *window;

      /* The first file may go into an empty window; the others get their own. */
      if (i == 0 && BRG_IS_WINDOW (active) && brg_window_get_file (BRG_WINDOW (active)) == NULL
          && brg_window_get_event (BRG_WINDOW (active)) == NULL)
        window = BRG_WINDOW (active);
      else
        window = create_window (self);

      brg_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
      offer_recovery (self, GTK_WINDOW (window));
    }
}

/* `finesse --version` prints the version and quits, before GTK opens a
 * display: it runs headless, as package checks and scripts run it. */
static int
brg_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("finesse %s\n", PACKAGE_VERSION);
      return 0;
    }

  /* Go on: GApplication parses its own options and activates. */
  return -1;
}

static void
brg_application_constructed (GObject *object)
{
  BrgApplication *self = BRG_APPLICATION (object);

  G_OBJECT_CLASS (brg_application_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = brg_settings_new ();

  /* GtkApplication finds gtk/help-overlay.ui and the icons, and AdwApplication
   * style.css, under the base path. Development builds have another id. */
  g_application_set_resource_base_path (G_APPLICATION (self), BRG_RESOURCE_BASE_PATH);
}

static void
brg_application_dispose (GObject *object)
{
  BrgApplication *self = BRG_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (brg_application_parent_class)->dispose (object);
}

static void
brg_application_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BrgApplication *self = BRG_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, brg_application_get_settings (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_application_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BrgApplication *self = BRG_APPLICATION (object);

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
brg_application_class_init (BrgApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->constructed = brg_application_constructed;
  object_class->dispose = brg_application_dispose;
  object_class->get_property = brg_application_get_property;
  object_class->set_property = brg_application_set_property;

  app_class->startup = brg_application_startup;
  app_class->activate = brg_application_activate;
  app_class->open = brg_application_open;
  app_class->handle_local_options = brg_application_handle_local_options;

  /**
   * BrgApplication:settings:
   *
   * The settings shared by the application's windows.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_application_init (BrgApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self), "version", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE, _("Print the version and quit"), NULL);
}

/**
 * brg_application_prepare_environment:
 *
 * Settles what GTK reads from the environment, before it opens a display.
 *
 * GDK 4.8's X11 backend loads the GL driver when it opens the display, to
 * choose a visual, even when `GSK_RENDERER=cairo` means GL will never
 * draw anything. Under Xvfb that is Mesa's llvmpipe: 50 MB of the 100 MB an
 * empty window took. When the cairo renderer is asked for and the user set
 * no `GDK_DEBUG` of their own, GDK is told not to load GL at all.
 */
void
brg_application_prepare_environment (void)
{
  const char *renderer = g_getenv ("GSK_RENDERER");

  if (renderer != NULL && g_ascii_strcasecmp (renderer, "cairo") == 0
      && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

/**
 * brg_application_new:
 *
 * Creates the application, with the id from the build configuration and
 * settings from the installed schema.
 *
 * Returns: (transfer full): a new #BrgApplication
 */
BrgApplication *
brg_application_new (void)
{
  return g_object_new (BRG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}

/**
 * brg_application_get_settings:
 * @self: a #BrgApplication
 *
 * Gets the settings the application's windows share.
 *
 * Returns: (transfer none): the settings
 */
GSettings *
brg_application_get_settings (BrgApplication *self)
{
  g_return_val_if_fail (BRG_IS_APPLICATION (self), NULL);

  return self->settings;
}
