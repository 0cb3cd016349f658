/* shoot.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One screenshot of the real window with a file open, driven through its
 * actions, for looking at a change by eye:
 *
 *   meson compile -C build shoot
 *   GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1440x900x24' \
 *     ./build/tools/screenshots/shoot OUT.png FILE [--size WxH] [--set KEY=VALUE] \
 *       [--hold-at N] [ACTION[*N] | board=N | wait=MS | release | menu |
 *        submenu=LABEL] …
 *
 * ACTION is a window action such as win.next-card, run N times, with a
 * parameter as GAction writes one (win.resolve-contract('tags')), or an
 * application action such as app.preferences; call=1S and card=SA enter a
 * call or a card through win.make-call and win.play-card; board=N
 * selects the Nth board listed (from 1); --set changes a setting first
 * (--set card-deck=four-color, --set style-variant=dark). Settings live in
 * memory: the user's are not touched. FILE may be "-" for the empty window.
 * --hold-at N holds the read once N boards are read (the window as it is
 * while a big file is read), until the step "release" lets it finish.
 */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <stdio.h>

#include "brg-application.h"
#include "brg-board-list.h"
#include "brg-import-private.h"
#include "brg-window.h"

static int status = 0;
static char **args;
static int n_args;

static void
iterate_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
}

static guint hold_at;

static void
wait_for_read (BrgWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (brg_window_get_loading (window) && g_get_monotonic_time () < deadline)
    {
      BrgEvent *event = brg_window_get_event (window);

      if (hold_at > 0 && event != NULL && brg_event_get_n_boards (event) >= hold_at)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
}

static GtkMenuButton *
find_main_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget)
      && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)),
                    "open-menu-symbolic") == 0)
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_main_menu (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
run_step (BrgWindow  *window,
          const char *step)
{
  if (g_str_equal (step, "release"))
    {
      hold_at = 0;
      _brg_import_hold_at (0);
      wait_for_read (window);
    }
  else if (g_str_has_prefix (step, "board="))
    {
      BrgBoardList *list = BRG_BOARD_LIST (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                          BRG_TYPE_WINDOW,
                                                                          "board_list"));
      guint n = (guint) g_ascii_strtoull (step + 6, NULL, 10);

      if (n >= 1 && n <= brg_board_list_get_n_shown (list))
        brg_board_list_select (list, n - 1);
      else
        {
          g_printerr ("shoot: no board %u\n", n);
          status = 1;
        }
    }
  else if (g_str_has_prefix (step, "app."))
    g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), step + 4, NULL);
  else if (g_str_equal (step, "menu") || g_str_has_prefix (step, "submenu="))
    {
      /* The main menu open, as F10 opens it; submenu=LABEL shows one of
       * its submenus (named by its label, underline included). */
      GtkMenuButton *button = find_main_menu (GTK_WIDGET (window));

      if (button == NULL)
        {
          g_printerr ("shoot: no main menu\n");
          status = 1;
        }
      else if (g_str_equal (step, "menu"))
        gtk_menu_button_popup (button);
      else
        g_object_set (gtk_menu_button_get_popover (button), "visible-submenu", step + 8, NULL);
    }
  else if (g_str_has_prefix (step, "wait="))
    iterate_for ((guint) g_ascii_strtoull (step + 5, NULL, 10));
  else if (g_str_has_prefix (step, "call=") || g_str_has_prefix (step, "card="))
    {
      gboolean call = step[1] == 'a' && step[2] == 'l';
      BrgCall value_call;
      BrgCard value_card;

      if (!(call ? brg_call_from_input (step + 5, &value_call)
                 : brg_card_from_input (step + 5, &value_card))
          || !gtk_widget_activate_action (GTK_WIDGET (window),
                                          call ? "win.make-call" : "win.play-card", "y",
                                          (guchar) (call ? value_call : value_card)))
        {
          g_printerr ("shoot: cannot enter %s\n", step);
          status = 1;
        }
    }
  else
    {
      g_auto(GStrv) parts = g_strsplit (step, "*", 2);
      guint times = parts[1] != NULL ? (guint) g_ascii_strtoull (parts[1], NULL, 10) : 1;
      g_autofree char *name = NULL;
      g_autoptr(GVariant) target = NULL;

      if (!g_action_parse_detailed_name (parts[0], &name, &target, NULL))
        {
          g_printerr ("shoot: cannot read %s\n", parts[0]);
          status = 1;
          return;
        }
      for (guint i = 0; i < times; i++)
        if (!gtk_widget_activate_action_variant (GTK_WIDGET (window), name, target))
          {
            g_printerr ("shoot: action %s failed\n", parts[0]);
            status = 1;
          }
    }
  iterate_for (200);
}

static void
activate_cb (GApplication *app,
             gpointer      settings)
{
  const char *out = args[0];
  const char *path = args[1];
  g_autofree char *command = NULL;
  g_autoptr(GError) error = NULL;
  BrgWindow *window;
  int wait_status = 0;

  window = brg_window_new (GTK_APPLICATION (app), settings);
  gtk_window_present (GTK_WINDOW (window));
  iterate_for (300);

  if (!g_str_equal (path, "-"))
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

      _brg_import_hold_at (hold_at);
      brg_window_open_file (window, file);
      wait_for_read (window);
      iterate_for (300);
    }

  for (int i = 2; i < n_args; i++)
    run_step (window, args[i]);

  iterate_for (400);
  command = g_strdup_printf ("import -window root %s", out);
  if (!g_spawn_command_line_sync (command, NULL, NULL, &wait_status, &error)
      || !g_spawn_check_wait_status (wait_status, &error))
    {
      g_printerr ("shoot: %s: %s\n", out, error->message);
      status = 1;
    }

  _brg_import_hold_at (0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_application_quit (app);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(BrgApplication) app = NULL;
  g_autoptr(GPtrArray) rest = g_ptr_array_new ();
  char *app_argv[] = { argv[0], NULL };
  int width = 1200;
  int height = 720;

  brg_application_prepare_environment ();
  adw_init ();
  backend = g_memory_settings_backend_new ();
  settings = g_settings_new_with_backend (BRG_SETTINGS_SCHEMA_ID, backend);

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--hold-at") && i + 1 < argc)
        hold_at = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (g_str_equal (argv[i], "--size") && i + 1 < argc)
        {
          if (sscanf (argv[++i], "%dx%d", &width, &height) != 2)
            return 2;
        }
      else if (g_str_equal (argv[i], "--set") && i + 1 < argc)
        {
          g_auto(GStrv) kv = g_strsplit (argv[++i], "=", 2);
          g_autoptr(GSettingsSchemaKey) key = NULL;
          g_autoptr(GSettingsSchema) schema = NULL;
          g_autoptr(GVariant) value = NULL;
          g_autoptr(GError) error = NULL;

          g_object_get (settings, "settings-schema", &schema, NULL);
          if (kv[1] == NULL || !g_settings_schema_has_key (schema, kv[0]))
            return 2;
          key = g_settings_schema_get_key (schema, kv[0]);
          value = g_variant_parse (g_settings_schema_key_get_value_type (key), kv[1], NULL, NULL,
                                   &error);
          if (value == NULL)
            value = g_variant_ref_sink (g_variant_new_string (kv[1]));
          g_settings_set_value (settings, kv[0], value);
        }
      else
        g_ptr_array_add (rest, argv[i]);
    }
  if (rest->len < 2)
    {
      g_printerr ("Usage: shoot OUT.png FILE [--size WxH] [--set KEY=VALUE] [--hold-at N] "
                  "[STEP…]\n");
      return 2;
    }
  args = (char **) rest->pdata;
  n_args = (int) rest->len;

  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);

  app = g_object_new (BRG_TYPE_APPLICATION,
                      "application-id", APP_ID ".Shoot",
                      "flags", G_APPLICATION_NON_UNIQUE,
                      "settings", settings,
                      NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), settings);
  g_application_run (G_APPLICATION (app), 1, app_argv);

  return status;
}
