/* test-print.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's Print, Export and Copy Image, driven through the real
 * window under a display (Xvfb in CI): the print operation exporting a
 * PDF with no dialog, the export writing PDF and PNG pages, the Export
 * dialog and its options panel, and the table's image on the clipboard.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "brg-application.h"
#include "brg-print-panel.h"
#include "brg-print.h"
#include "brg-window.h"
#include "ui-test-util.h"

static BrgApplication *app;

typedef UiFixture Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  static const UiFixtureOptions options = { 1200, 800, FALSE };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "render", "lesson.pbn",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  ui_fixture_set_up (fixture, &options);
  if (data != NULL)
    return;
  brg_window_open_file (fixture->window, file);
  ui_test_wait_until (ui_test_window_has_file, fixture->window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  ui_fixture_tear_down (fixture, NULL);
}

/* The text of a PDF, white space but form feeds removed; NULL (the test skipped) without
 * pdftotext. */
static char *
pdf_text (const char *path)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };
  g_autofree char *text = NULL;
  GString *squeezed;
  int status;

  if (program == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return NULL;
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &text,
                               NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  squeezed = g_string_new (NULL);
  /* Form feeds, which end pages, are kept. */
  for (const char *p = text; *p != '\0'; p++)
    if (*p == '\f' || !g_ascii_isspace (*p))
      g_string_append_c (squeezed, *p);
  return g_string_free (squeezed, FALSE);
}

static guint
count_pages (const char *text)
{
  guint n = 0;

  for (const char *p = text; (p = strchr (p, '\f')) != NULL; p++)
    n++;
  return n;
}

static gboolean
action_enabled (BrgWindow  *window,
                const char *name)
{
  return g_action_group_get_action_enabled (brg_print_get_actions (GTK_WINDOW (window)), name);
}

/* With no boards there is nothing to print, export or copy. */
static void
test_actions_disabled (Fixture       *fixture,
                       gconstpointer  data)
{
  g_assert_false (action_enabled (fixture->window, "print"));
  g_assert_false (action_enabled (fixture->window, "export"));
  g_assert_false (action_enabled (fixture->window, "copy-image"));
}

/* The print operation exports a PDF with no dialog: the analysis of every
 * board, a page each, with real text. */
static void
test_print_export_pdf (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "printed.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  g_assert_true (action_enabled (fixture->window, "print"));
  g_assert_true (action_enabled (fixture->window, "export"));
  g_assert_true (action_enabled (fixture->window, "copy-image"));

  result = brg_print_run (GTK_WINDOW (fixture->window), GTK_PRINT_OPERATION_ACTION_EXPORT, path,
                          &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  text = pdf_text (path);
  if (text == NULL)
    return;
  g_assert_cmpuint (count_pages (text), ==, 4);
  g_assert_nonnull (strstr (text, "Board1DealerNorth"));
  g_assert_nonnull (strstr (text, "Board12DealerWest"));
  g_assert_nonnull (strstr (text, "Openingremarkaboutcountingwinners."));
  g_assert_nonnull (strstr (text, "Page4of4"));
}

typedef struct
{
  gboolean done;
  gboolean ok;
  GError  *error;
} Wait;

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Wait *wait = user_data;

  wait->ok = brg_print_export_finish (GTK_WINDOW (source), result, &wait->error);
  wait->done = TRUE;
}

static gboolean
wait_done (gpointer data)
{
  return ((Wait *) data)->done;
}

/* Export writes in a thread: a hand record PDF, and PNG pages. */
static void
test_export (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(BrgRenderOptions) options = brg_render_options_new ();
  g_autofree char *pdf = g_build_filename (fixture->dir, "record.pdf", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "deal.png", NULL);
  g_autofree char *png1 = g_build_filename (fixture->dir, "deal-1.png", NULL);
  g_autofree char *png2 = g_build_filename (fixture->dir, "deal-2.png", NULL);
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autofree char *text = NULL;
  Wait wait = { FALSE, FALSE, NULL };

  options->layout = BRG_RENDER_LAYOUT_HAND_RECORD;
  brg_print_export_async (GTK_WINDOW (fixture->window), options, BRG_RENDER_FORMAT_PDF, pdf_file,
                          export_done_cb, &wait);
  ui_test_wait_until (wait_done, &wait);
  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);

  memset (&wait, 0, sizeof wait);
  options->layout = BRG_RENDER_LAYOUT_ANALYSIS;
  options->boards = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (options->boards, (guint) { 0 });
  g_array_append_val (options->boards, (guint) { 3 });
  brg_print_export_async (GTK_WINDOW (fixture->window), options, BRG_RENDER_FORMAT_PNG, png_file,
                          export_done_cb, &wait);
  ui_test_wait_until (wait_done, &wait);
  g_assert_no_error (wait.error);
  g_assert_true (g_file_test (png1, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (png2, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  text = pdf_text (pdf);
  if (text == NULL)
    return;
  g_assert_cmpuint (count_pages (text), ==, 1);
  g_assert_nonnull (strstr (text, "ParNS+430"));
}

static gboolean
has_export_dialog (gpointer window)
{
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (gtk_window_get_transient_for (l->data) == window
        && BRG_IS_PRINT_PANEL (gtk_window_get_child (l->data)))
      {
        g_list_free (l);
        return TRUE;
      }
  return FALSE;
}

static GtkWindow *
find_export_dialog (BrgWindow *window)
{
  GtkWindow *found = NULL;

  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (gtk_window_get_transient_for (l->data) == GTK_WINDOW (window)
        && BRG_IS_PRINT_PANEL (gtk_window_get_child (l->data)))
      found = l->data;
  return found;
}

/* print.export opens the options with their preview. */
static void
test_export_dialog (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *dialog;
  BrgPrintPanel *panel;
  g_autoptr(BrgRenderOptions) options = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "print.export", NULL));
  ui_test_wait_until (has_export_dialog, fixture->window);
  dialog = find_export_dialog (fixture->window);
  panel = BRG_PRINT_PANEL (gtk_window_get_child (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));

  g_assert_cmpuint (brg_print_panel_get_n_pages (panel), ==, 4);
  options = brg_print_panel_dup_options (panel, NULL);
  g_assert_nonnull (options);
  g_assert_cmpint (options->layout, ==, BRG_RENDER_LAYOUT_ANALYSIS);
  g_assert_null (options->boards);
  g_assert_cmpint (brg_print_panel_get_format (panel), ==, BRG_RENDER_FORMAT_PDF);

  gtk_window_destroy (dialog);
  ui_test_drain ();
  g_assert_false (has_export_dialog (fixture->window));
}

static GtkWidget *
find_descendant (GtkWidget  *widget,
                 GType       type,
                 guint       nth)
{
  guint seen = 0;
  GPtrArray *queue = g_ptr_array_new ();
  GtkWidget *found = NULL;

  g_ptr_array_add (queue, widget);
  for (guint i = 0; i < queue->len && found == NULL; i++)
    {
      GtkWidget *w = g_ptr_array_index (queue, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && seen++ == nth)
        found = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (queue, c);
    }
  g_ptr_array_unref (queue);
  return found;
}

/* The panel's choices become options; a wrong range is refused. */
static void
test_panel (Fixture       *fixture,
            gconstpointer  data)
{
  BrgPrintPanel *panel = brg_print_panel_new (brg_window_get_event (fixture->window), 2, NULL,
                                              FALSE);
  GtkDropDown *layout, *per_page, *boards;
  GtkEntry *range;
  g_autoptr(BrgRenderOptions) options = NULL;
  g_autoptr(GError) error = NULL;

  g_object_ref_sink (panel);
  layout = GTK_DROP_DOWN (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN, 0));
  per_page = GTK_DROP_DOWN (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN, 1));
  boards = GTK_DROP_DOWN (find_descendant (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN, 2));
  range = GTK_ENTRY (find_descendant (GTK_WIDGET (panel), GTK_TYPE_ENTRY, 0));

  /* A hand record takes four a page by default; an analysis two at most. */
  gtk_drop_down_set_selected (layout, BRG_RENDER_LAYOUT_HAND_RECORD);
  g_assert_cmpuint (gtk_drop_down_get_selected (per_page), ==, 2);
  gtk_drop_down_set_selected (per_page, 3);
  gtk_drop_down_set_selected (layout, BRG_RENDER_LAYOUT_ANALYSIS);
  g_assert_cmpuint (gtk_drop_down_get_selected (per_page), ==, 0);
  gtk_drop_down_set_selected (layout, BRG_RENDER_LAYOUT_HAND_RECORD);

  gtk_drop_down_set_selected (boards, 1);
  options = brg_print_panel_dup_options (panel, &error);
  g_assert_no_error (error);
  g_assert_cmpint (options->layout, ==, BRG_RENDER_LAYOUT_HAND_RECORD);
  g_assert_cmpuint (brg_render_options_get_per_page (options), ==, 4);
  g_assert_cmpuint (options->boards->len, ==, 1);
  g_assert_cmpuint (g_array_index (options->boards, guint, 0), ==, 2);
  g_clear_pointer (&options, brg_render_options_free);

  gtk_drop_down_set_selected (boards, 2);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (range)));
  gtk_editable_set_text (GTK_EDITABLE (range), "2, 12");
  options = brg_print_panel_dup_options (panel, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (options->boards->len, ==, 2);
  g_assert_cmpuint (g_array_index (options->boards, guint, 1), ==, 3);
  g_assert_cmpuint (brg_print_panel_get_n_pages (panel), ==, 1);

  gtk_editable_set_text (GTK_EDITABLE (range), "8-1");
  g_assert_null (brg_print_panel_dup_options (panel, &error));
  g_assert_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_RANGE);
  g_assert_cmpuint (brg_print_panel_get_n_pages (panel), ==, 0);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (range), "error"));

  g_assert_finalize_object (panel);
}

typedef struct
{
  GdkTexture *texture;
  gboolean    done;
} TextureWait;

static void
texture_read_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  TextureWait *wait = user_data;
  g_autoptr(GError) error = NULL;

  wait->texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (source), result, &error);
  g_assert_no_error (error);
  wait->done = TRUE;
}

static gboolean
texture_done (gpointer data)
{
  return ((TextureWait *) data)->done;
}

/* Copy Image puts the table, at twice its size, on the clipboard. */
static void
test_copy_image (Fixture       *fixture,
                 gconstpointer  data)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->window));
  GtkWidget *table = ui_test_get_child (fixture->window, "table_view");
  TextureWait wait = { NULL, FALSE };
  GdkContentFormats *formats;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "print.copy-image",
                                             NULL));
  formats = gdk_clipboard_get_formats (clipboard);
  g_assert_true (gdk_content_formats_contain_gtype (formats, GDK_TYPE_TEXTURE));
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "image/png"));

  gdk_clipboard_read_texture_async (clipboard, NULL, texture_read_cb, &wait);
  ui_test_wait_until (texture_done, &wait);
  g_assert_nonnull (wait.texture);
  g_assert_cmpint (gdk_texture_get_width (wait.texture), ==, 2 * gtk_widget_get_width (table));
  g_assert_cmpint (gdk_texture_get_height (wait.texture), ==, 2 * gtk_widget_get_height (table));
  g_object_unref (wait.texture);
}

/* The print actions are attached once: stepping through a board keeps
 * the window's print state (the options chosen last) and its group. */
static void
test_attached_once (Fixture       *fixture,
                    gconstpointer  data)
{
  gpointer state = g_object_get_data (G_OBJECT (fixture->window), "brg-print-state");
  GActionGroup *group = brg_print_get_actions (GTK_WINDOW (fixture->window));

  g_assert_nonnull (state);
  ui_test_activate (fixture->window, "win.next-card");
  ui_test_activate (fixture->window, "win.next-card");
  ui_test_activate (fixture->window, "win.prev-card");
  g_assert_true (g_object_get_data (G_OBJECT (fixture->window), "brg-print-state") == state);
  g_assert_true (brg_print_get_actions (GTK_WINDOW (fixture->window)) == group);
}

int
main (int   argc,
      char *argv[])
{
  app = ui_test_init (&argc, &argv, UI_TEST_NONE);
  if (app == NULL)
    return 0;

  g_test_add ("/ui/print/actions-disabled", Fixture, GINT_TO_POINTER (1),
              fixture_setup, test_actions_disabled, fixture_teardown);
  g_test_add ("/ui/print/export-pdf-headless", Fixture, NULL,
              fixture_setup, test_print_export_pdf, fixture_teardown);
  g_test_add ("/ui/print/export", Fixture, NULL, fixture_setup, test_export, fixture_teardown);
  g_test_add ("/ui/print/export-dialog", Fixture, NULL,
              fixture_setup, test_export_dialog, fixture_teardown);
  g_test_add ("/ui/print/panel", Fixture, NULL, fixture_setup, test_panel, fixture_teardown);
  g_test_add ("/ui/print/attached-once", Fixture, NULL,
              fixture_setup, test_attached_once, fixture_teardown);
  g_test_add ("/ui/print/copy-image", Fixture, NULL,
              fixture_setup, test_copy_image, fixture_teardown);

  return ui_test_run (app, argv[0]);
}
