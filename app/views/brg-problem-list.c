/* brg-problem-list.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-problem-list.h"

/**
 * BrgProblemList:
 *
 * The problems found while reading the file a window shows, as a
 * #GListModel that grows while the file is read: each batch of problems
 * is appended (one #GListModel::items-changed for the batch, whatever the
 * number before it), so that a list view over it follows the read at the
 * cost of the new rows alone. It also knows the file's name and the event
 * the problems' board indices are about, and whether more may come.
 *
 * A list given a document (brg_problem_list_set_document()) shows the
 * document's problems and follows them: it holds the document's own
 * array, so that they are kept once, and is told of each change by
 * #BrgDocument::problems-changed.
 *
 * The items are #GtkStringObject, the problem's message, made only when a
 * view asks for one: a file with 100,000 problems holds no object a
 * problem. Views read the rest of a problem by its position
 * (brg_problem_list_get_diagnostic()).
 */
struct _BrgProblemList
{
  GObject    parent_instance;

  GPtrArray *diagnostics;   /* Owned, of BrgDiagnostic */
  char      *file_name;     /* Owned, nullable */
  BrgEvent  *event;         /* Owned, nullable */
  BrgDocument *document;    /* Owned, nullable: the problems followed */
  guint      n_errors;
  gboolean   loading;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BrgProblemList, brg_problem_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_FILE_NAME,
  PROP_EVENT,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
get_item_type (GListModel *model)
{
  return GTK_TYPE_STRING_OBJECT;
}

static guint
get_n_items (GListModel *model)
{
  return BRG_PROBLEM_LIST (model)->diagnostics->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  BrgProblemList *self = BRG_PROBLEM_LIST (model);
  const BrgDiagnostic *diagnostic;

  if (position >= self->diagnostics->len)
    return NULL;
  diagnostic = g_ptr_array_index (self->diagnostics, position);
  return gtk_string_object_new (diagnostic->message);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static GPtrArray *
new_array (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
}

static guint
count_errors (GPtrArray *diagnostics,
              guint      from)
{
  guint n = 0;

  for (guint i = from; i < diagnostics->len; i++)
    if (((const BrgDiagnostic *) g_ptr_array_index (diagnostics, i))->severity
        == BRG_SEVERITY_ERROR)
      n++;
  return n;
}

static void
brg_problem_list_finalize (GObject *object)
{
  BrgProblemList *self = BRG_PROBLEM_LIST (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_object (&self->event);

  G_OBJECT_CLASS (brg_problem_list_parent_class)->finalize (object);
}

static void
brg_problem_list_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BrgProblemList *self = BRG_PROBLEM_LIST (object);

  switch (prop_id)
    {
    case PROP_FILE_NAME:
      g_value_set_string (value, self->file_name);
      break;

    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_problem_list_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BrgProblemList *self = BRG_PROBLEM_LIST (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      brg_problem_list_set_loading (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_problem_list_class_init (BrgProblemListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_problem_list_finalize;
  object_class->get_property = brg_problem_list_get_property;
  object_class->set_property = brg_problem_list_set_property;

  /**
   * BrgProblemList:file-name:
   *
   * The display name of the file the problems were found in, or %NULL.
   */
  properties[PROP_FILE_NAME] =
    g_param_spec_string ("file-name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgProblemList:event:
   *
   * The boards the problems' board indices are about, or %NULL.
   */
  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL, BRG_TYPE_EVENT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgProblemList:loading:
   *
   * Whether the file is still being read, so that more problems may come.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
brg_problem_list_init (BrgProblemList *self)
{
  self->diagnostics = new_array ();
}

/**
 * brg_problem_list_new:
 *
 * Returns: (transfer full): an empty list, of no file
 */
BrgProblemList *
brg_problem_list_new (void)
{
  return g_object_new (BRG_TYPE_PROBLEM_LIST, NULL);
}

/**
 * brg_problem_list_reset:
 * @self: a problem list
 * @file_name: (nullable): the display name of the file
 * @event: (nullable): the boards the problems are about
 * @diagnostics: (nullable) (transfer full) (element-type BrgDiagnostic):
 *   the problems; the list owns the array from now on and may append to it
 *
 * Lists the problems of another file (or of none), in place of those
 * listed: one change of the whole list.
 */
void
brg_problem_list_reset (BrgProblemList *self,
                        const char     *file_name,
                        BrgEvent       *event,
                        GPtrArray      *diagnostics)
{
  guint removed;

  g_return_if_fail (BRG_IS_PROBLEM_LIST (self));
  g_return_if_fail (event == NULL || BRG_IS_EVENT (event));

  removed = self->diagnostics->len;
  g_ptr_array_unref (self->diagnostics);
  self->diagnostics = diagnostics != NULL ? diagnostics : new_array ();
  self->n_errors = count_errors (self->diagnostics, 0);

  /* The names first: a view that hears of the new rows names their boards. */
  if (g_strcmp0 (self->file_name, file_name) != 0)
    {
      g_free (self->file_name);
      self->file_name = g_strdup (file_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE_NAME]);
    }
  if (g_set_object (&self->event, event))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);

  if (removed > 0 || self->diagnostics->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->diagnostics->len);
}

/**
 * brg_problem_list_append:
 * @self: a problem list
 * @diagnostics: (nullable) (element-type BrgDiagnostic): problems found
 *   since, copied
 *
 * Adds problems at the end, as a read finds them: the time it takes is
 * that of the problems added, not of those listed before.
 */
void
brg_problem_list_append (BrgProblemList *self,
                         GPtrArray      *diagnostics)
{
  guint position;

  g_return_if_fail (BRG_IS_PROBLEM_LIST (self));

  if (diagnostics == NULL || diagnostics->len == 0)
    return;

  position = self->diagnostics->len;
  for (guint i = 0; i < diagnostics->len; i++)
    g_ptr_array_add (self->diagnostics, brg_diagnostic_copy (g_ptr_array_index (diagnostics, i)));
  self->n_errors += count_errors (self->diagnostics, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, diagnostics->len);
}

/**
 * brg_problem_list_update:
 * @self: a problem list
 * @diagnostics: (transfer full) (element-type BrgDiagnostic): every
 *   problem of the same file, as the reader sorted them at the end
 *
 * Takes the reader's last word on the file's problems. What the list
 * holds already, in the same order, stays as it is; only the rows from
 * the first difference on change (a reader that finds a problem of an
 * earlier line late sorts it in place at the end).
 */
void
brg_problem_list_update (BrgProblemList *self,
                         GPtrArray      *diagnostics)
{
  GPtrArray *old;
  guint same = 0;

  g_return_if_fail (BRG_IS_PROBLEM_LIST (self));
  g_return_if_fail (diagnostics != NULL);

  old = self->diagnostics;
  while (same < old->len && same < diagnostics->len
         && brg_diagnostic_equal (g_ptr_array_index (old, same),
                                  g_ptr_array_index (diagnostics, same)))
    same++;

  self->diagnostics = diagnostics;
  self->n_errors = count_errors (diagnostics, 0);
  if (same < old->len || same < diagnostics->len)
    g_list_model_items_changed (G_LIST_MODEL (self), same, old->len - same,
                                diagnostics->len - same);
  g_ptr_array_unref (old);
}

/* The document's problems changed (BrgDocument::problems-changed): the
 * list holds its array, which may be another one now. */
static void
document_problems_changed_cb (BrgProblemList *self,
                              guint           position,
                              guint           removed,
                              guint           added,
                              BrgDocument    *document)
{
  GPtrArray *old = self->diagnostics;

  self->diagnostics = g_ptr_array_ref (brg_document_get_diagnostics (document));
  if (removed == 0 && old == self->diagnostics)
    self->n_errors += count_errors (self->diagnostics, position);
  else
    self->n_errors = count_errors (self->diagnostics, 0);
  g_ptr_array_unref (old);
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

static void
document_loading_cb (BrgProblemList *self,
                     GParamSpec     *pspec,
                     BrgDocument    *document)
{
  brg_problem_list_set_loading (self, brg_document_get_loading (document));
}

static void
document_event_cb (BrgProblemList *self,
                   GParamSpec     *pspec,
                   BrgDocument    *document)
{
  if (g_set_object (&self->event, brg_document_get_event (document)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

/**
 * brg_problem_list_set_document:
 * @self: a problem list
 * @document: (nullable): the document whose problems to list
 *
 * Lists the problems of @document (named by its file), in place of those
 * listed, and follows them: the problems found as the rest of its file is
 * read join the list, and the list is loading while the file is read.
 */
void
brg_problem_list_set_document (BrgProblemList *self,
                               BrgDocument    *document)
{
  GFile *file;
  g_autofree char *name = NULL;

  g_return_if_fail (BRG_IS_PROBLEM_LIST (self));
  g_return_if_fail (document == NULL || BRG_IS_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document == NULL)
    {
      brg_problem_list_reset (self, NULL, NULL, NULL);
      brg_problem_list_set_loading (self, FALSE);
      return;
    }

  file = brg_document_get_file (document);
  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      name = g_filename_display_name (basename != NULL ? basename : "");
    }
  brg_problem_list_reset (self, name, brg_document_get_event (document),
                          g_ptr_array_ref (brg_document_get_diagnostics (document)));
  brg_problem_list_set_loading (self, brg_document_get_loading (document));
  g_signal_connect_object (document, "problems-changed",
                           G_CALLBACK (document_problems_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::loading",
                           G_CALLBACK (document_loading_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::event",
                           G_CALLBACK (document_event_cb), self, G_CONNECT_SWAPPED);
}

/**
 * brg_problem_list_set_loading:
 * @self: a problem list
 * @loading: whether more problems may come
 */
void
brg_problem_list_set_loading (BrgProblemList *self,
                              gboolean        loading)
{
  g_return_if_fail (BRG_IS_PROBLEM_LIST (self));

  loading = !!loading;
  if (self->loading == loading)
    return;
  self->loading = loading;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/**
 * brg_problem_list_get_loading:
 * @self: a problem list
 *
 * Returns: whether the file is still being read
 */
gboolean
brg_problem_list_get_loading (BrgProblemList *self)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), FALSE);

  return self->loading;
}

/**
 * brg_problem_list_get_file_name:
 * @self: a problem list
 *
 * Returns: (nullable): the display name of the file
 */
const char *
brg_problem_list_get_file_name (BrgProblemList *self)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), NULL);

  return self->file_name;
}

/**
 * brg_problem_list_get_event:
 * @self: a problem list
 *
 * Returns: (transfer none) (nullable): the boards the problems are about
 */
BrgEvent *
brg_problem_list_get_event (BrgProblemList *self)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), NULL);

  return self->event;
}

/**
 * brg_problem_list_get_diagnostics:
 * @self: a problem list
 *
 * Returns: (transfer none) (element-type BrgDiagnostic): the problems, in
 *   the list's order; not to be changed
 */
GPtrArray *
brg_problem_list_get_diagnostics (BrgProblemList *self)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), NULL);

  return self->diagnostics;
}

/**
 * brg_problem_list_get_diagnostic:
 * @self: a problem list
 * @position: a row
 *
 * Returns: (transfer none) (nullable): the problem of that row
 */
const BrgDiagnostic *
brg_problem_list_get_diagnostic (BrgProblemList *self,
                                 guint           position)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), NULL);

  if (position >= self->diagnostics->len)
    return NULL;
  return g_ptr_array_index (self->diagnostics, position);
}

/**
 * brg_problem_list_get_n_errors:
 * @self: a problem list
 *
 * Returns: how many of the problems are errors
 */
guint
brg_problem_list_get_n_errors (BrgProblemList *self)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), 0);

  return self->n_errors;
}

/**
 * brg_problem_list_get_n_warnings:
 * @self: a problem list
 *
 * Returns: how many of the problems are warnings
 */
guint
brg_problem_list_get_n_warnings (BrgProblemList *self)
{
  g_return_val_if_fail (BRG_IS_PROBLEM_LIST (self), 0);

  return self->diagnostics->len - self->n_errors;
}
