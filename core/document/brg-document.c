/* brg-document.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>

#include "brg-diagnostic.h"
#include "brg-document.h"
#include "brg-event-private.h"
#include "brg-file-writer.h"
#include "brg-import.h"
#include "brg-recovery-private.h"

/* What Save compares, to find a file another program changed since it was
 * read. */
#define FILE_STATE_ATTRIBUTES \
  G_FILE_ATTRIBUTE_ETAG_VALUE "," G_FILE_ATTRIBUTE_TIME_MODIFIED "," \
  G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC "," G_FILE_ATTRIBUTE_STANDARD_SIZE

/* How long after a change its recovery file is written, by default. */
#define DEFAULT_AUTOSAVE_DELAY_MS 3000

/* The board a command edits, kept on the command. */
#define COMMAND_BOARD_KEY "brg-document-board"

/**
 * BrgDocument:
 *
 * A bridge file being worked on, apart from any window that shows it:
 * the file and the format it was read in (the registry's #BrgFormat), the
 * file's state when it was read or saved (to find a change another
 * program made), its boards (#BrgDocument:event), the one #BrgHistory
 * every edit goes through, the problems found while reading it, and its
 * unsaved changes, written to a recovery file a few seconds after each
 * change (#BrgRecovery). GNOME Text Editor's EditorDocument is the model:
 * several windows can show one document, and each follows it through its
 * properties and signals.
 *
 * Reading (brg_document_load_async()) happens in a worker thread, and the
 * boards come as they are read: #BrgDocument:event is set with the first
 * of them, the others join it, and #BrgDocument::problems-changed tells of
 * the problems found with them. Nothing is edited or saved until the whole
 * file is read (%BRG_DOCUMENT_ERROR_BUSY), so no change can lose its
 * unread rest. A read stopped after its first boards
 * (brg_document_stop_loading()) leaves them as a document of their own,
 * #BrgDocument:partial, without a file: they are never written over the
 * file they are a part of.
 *
 * Saving (brg_document_save_async()) writes through the format registry,
 * off the main thread where it takes a while (a big file's boards are
 * built again from a snapshot of the event), atomically (brg_write_file(),
 * with a `FILE~` backup the first time a run replaces a file). What the
 * format cannot say, a file another program changed, and a file a new
 * name would replace are refused with an error that says which; the
 * caller asks the user, and saves again with the #BrgDocumentSaveFlags
 * the answer allows.
 *
 * Every edit is a #BrgCommand performed with brg_document_perform(), which
 * keeps the board it edits so that undo and redo can show it
 * (brg_document_get_undo_board()).
 */
struct _BrgDocument
{
  GObject          parent_instance;

  GFile           *file;             /* Owned, nullable */
  const BrgFormat *format;           /* the format Save writes, or NULL */
  GFileInfo       *file_info;        /* Owned, nullable: the file as read or saved */
  BrgEvent        *event;            /* Owned, nullable until the first boards */
  BrgHistory      *history;          /* Owned */
  GPtrArray       *diagnostics;      /* Owned, of BrgDiagnostic */
  GHashTable      *board_problems;   /* Owned, nullable: BrgBoard → GPtrArray of its problems */
  guint64          generation;       /* changes the history made */

  /* Reading */
  GTask           *load_task;        /* Borrowed, nullable: while the file is read */
  GFile           *partial_source;   /* Owned, nullable: the file a stopped read came from */

  /* Saving */
  gboolean         saving;
  GHashTable      *accepted_losses;  /* Owned: what the user saved anyway */
  GBytes          *written;          /* Owned, nullable: the last bytes made, for a retry */
  GPtrArray       *written_losses;   /* Owned, nullable: their writer's diagnostics */
  const BrgFormat *written_format;
  guint64          written_generation;

  /* Recovery */
  guint            autosave_delay;   /* milliseconds; 0: no recovery file */
  guint            autosave_id;
  GCancellable    *autosave_cancellable; /* Owned, nullable: a write under way */
  char            *recovery_id;      /* Owned, nullable */
  int              recovery_lock;    /* a file descriptor, or -1 */
};

G_DEFINE_FINAL_TYPE (BrgDocument, brg_document, G_TYPE_OBJECT)

G_DEFINE_QUARK (brg-document-error-quark, brg_document_error)

enum {
  PROP_0,
  PROP_FILE,
  PROP_FORMAT_NAME,
  PROP_EVENT,
  PROP_HISTORY,
  PROP_MODIFIED,
  PROP_LOADING,
  PROP_PARTIAL,
  PROP_SAVING,
  PROP_AUTOSAVE_DELAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PROBLEMS_CHANGED,
  LOADED,
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The files this run has replaced and kept a backup of. */
static GHashTable *backed_up;

static void schedule_autosave (BrgDocument *self);

/* -- State -- */

static void
set_file (BrgDocument *self,
          GFile       *file)
{
  if (self->file == file || (self->file != NULL && file != NULL && g_file_equal (self->file, file)))
    {
      g_set_object (&self->file, file);
      return;
    }
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
set_format (BrgDocument     *self,
            const BrgFormat *format)
{
  if (self->format == format)
    return;
  self->format = format;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORMAT_NAME]);
}

/* The format Save writes a file read from @file in: the one its name says
 * when Finesse writes it (a web page with <PBN> snippets is not replaced
 * by an article). */
static const BrgFormat *
format_of_name (GFile *file)
{
  g_autofree char *basename = file != NULL ? g_file_get_basename (file) : NULL;
  const BrgFormat *format = basename != NULL ? brg_format_from_file_name (basename) : NULL;

  return format != NULL && format->write != NULL ? format : NULL;
}

/* -- Problems -- */

/* Which board each problem is about (BrgDiagnostic:board): all of them
 * when @from is 0, else those from @from on, which a read has just
 * appended: a batch costs its own problems, not the list. */
static void
index_problems (BrgDocument *self,
                guint        from)
{
  guint n_boards;

  if (from == 0)
    g_clear_pointer (&self->board_problems, g_hash_table_unref);
  if (self->event == NULL || self->diagnostics->len <= from)
    return;

  /* Held: a big file's board nobody holds may be let go and built again
   * as another object (brg-event-private.h); a board with problems stays. */
  if (self->board_problems == NULL)
    self->board_problems = g_hash_table_new_full (NULL, NULL, g_object_unref,
                                                  (GDestroyNotify) g_ptr_array_unref);
  n_boards = brg_event_get_n_boards (self->event);
  for (guint i = from; i < self->diagnostics->len; i++)
    {
      BrgDiagnostic *diagnostic = g_ptr_array_index (self->diagnostics, i);
      BrgBoard *board;
      GPtrArray *problems;

      if (diagnostic->board == 0 || diagnostic->board > n_boards)
        continue;

      board = brg_event_get_board (self->event, diagnostic->board - 1);
      problems = g_hash_table_lookup (self->board_problems, board);
      if (problems == NULL)
        {
          problems = g_ptr_array_new ();
          g_hash_table_insert (self->board_problems, g_object_ref (board), problems);
        }
      g_ptr_array_add (problems, diagnostic);
    }
}

static GPtrArray *
new_diagnostics (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
}

/* Problems found with boards just read, at the end. */
static void
append_problems (BrgDocument *self,
                 GPtrArray   *diagnostics)
{
  guint position = self->diagnostics->len;

  if (diagnostics == NULL || diagnostics->len == 0)
    return;
  for (guint i = 0; i < diagnostics->len; i++)
    g_ptr_array_add (self->diagnostics, brg_diagnostic_copy (g_ptr_array_index (diagnostics, i)));
  index_problems (self, position);
  g_signal_emit (self, signals[PROBLEMS_CHANGED], 0, position, 0, diagnostics->len);
}

/* The reader's last word on the file's problems (@diagnostics, taken): the
 * problems held already, in the same order, stay; the change is from the
 * first difference on. */
static void
replace_problems (BrgDocument *self,
                  GPtrArray   *diagnostics)
{
  g_autoptr(GPtrArray) old = self->diagnostics;
  guint same = 0;

  while (same < old->len && same < diagnostics->len
         && brg_diagnostic_equal (g_ptr_array_index (old, same),
                                  g_ptr_array_index (diagnostics, same)))
    same++;

  self->diagnostics = diagnostics;
  index_problems (self, 0);
  if (same < old->len || same < diagnostics->len)
    g_signal_emit (self, signals[PROBLEMS_CHANGED], 0, same, old->len - same,
                   diagnostics->len - same);
}

/* -- The history -- */

static void
history_changed_cb (BrgDocument *self)
{
  self->generation++;
  /* The bytes made for a save are not these boards any more. */
  g_clear_pointer (&self->written, g_bytes_unref);
  g_clear_pointer (&self->written_losses, g_ptr_array_unref);
  schedule_autosave (self);
}

static void
history_modified_cb (BrgDocument *self)
{
  if (!brg_history_get_modified (self->history))
    brg_document_discard_recovery (self);
  else
    schedule_autosave (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* -- GObject -- */

static void
brg_document_dispose (GObject *object)
{
  BrgDocument *self = BRG_DOCUMENT (object);

  if (self->load_task != NULL)
    brg_document_stop_loading (self);
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->autosave_cancellable != NULL)
    g_cancellable_cancel (self->autosave_cancellable);
  g_clear_object (&self->autosave_cancellable);

  /* A document that goes with its changes unsaved (the user was asked)
   * leaves its recovery file; letting go of the lock makes it found next
   * time. */
  if (self->history != NULL && !brg_history_get_modified (self->history))
    brg_document_discard_recovery (self);
  g_clear_pointer (&self->recovery_id, g_free);
  if (self->recovery_lock >= 0)
    close (self->recovery_lock);
  self->recovery_lock = -1;

  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
  g_clear_object (&self->event);
  g_clear_pointer (&self->board_problems, g_hash_table_unref);

  G_OBJECT_CLASS (brg_document_parent_class)->dispose (object);
}

static void
brg_document_finalize (GObject *object)
{
  BrgDocument *self = BRG_DOCUMENT (object);

  g_clear_object (&self->file);
  g_clear_object (&self->file_info);
  g_clear_object (&self->partial_source);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->accepted_losses, g_hash_table_unref);
  g_clear_pointer (&self->written, g_bytes_unref);
  g_clear_pointer (&self->written_losses, g_ptr_array_unref);

  G_OBJECT_CLASS (brg_document_parent_class)->finalize (object);
}

static void
brg_document_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BrgDocument *self = BRG_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_FORMAT_NAME:
      g_value_set_string (value, self->format != NULL ? self->format->name : NULL);
      break;

    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, brg_document_get_modified (self));
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, brg_document_get_loading (self));
      break;

    case PROP_PARTIAL:
      g_value_set_boolean (value, brg_document_get_partial (self));
      break;

    case PROP_SAVING:
      g_value_set_boolean (value, self->saving);
      break;

    case PROP_AUTOSAVE_DELAY:
      g_value_set_uint (value, self->autosave_delay);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_document_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BrgDocument *self = BRG_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      brg_document_set_modified (self, g_value_get_boolean (value));
      break;

    case PROP_AUTOSAVE_DELAY:
      brg_document_set_autosave_delay (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_document_class_init (BrgDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_document_dispose;
  object_class->finalize = brg_document_finalize;
  object_class->get_property = brg_document_get_property;
  object_class->set_property = brg_document_set_property;

  /**
   * BrgDocument:file:
   *
   * The file the boards are read from and saved to, or %NULL for boards
   * never saved (New), or the part of a file whose read was stopped.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:format-name:
   *
   * The name of the format Save writes (brg_document_get_format()), or
   * %NULL when Save needs Save As: a file of a format Finesse only reads.
   */
  properties[PROP_FORMAT_NAME] =
    g_param_spec_string ("format-name", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:event:
   *
   * The boards, or %NULL until the first of them is read. A file being
   * read adds its boards to it as they come.
   */
  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         BRG_TYPE_EVENT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:history:
   *
   * The one history of every edit of the boards, for undo and redo.
   */
  properties[PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL,
                         BRG_TYPE_HISTORY,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:modified:
   *
   * Whether the boards hold changes not saved: the history's mark
   * (#BrgHistory:modified).
   */
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:loading:
   *
   * Whether the file is being read.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:partial:
   *
   * Whether the boards are a part of a file whose read was stopped: they
   * have no file, and are never saved over the one they came from.
   */
  properties[PROP_PARTIAL] =
    g_param_spec_boolean ("partial", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:saving:
   *
   * Whether a save is under way.
   */
  properties[PROP_SAVING] =
    g_param_spec_boolean ("saving", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgDocument:autosave-delay:
   *
   * How long after a change, in milliseconds, unsaved changes are written
   * to a recovery file (#BrgRecovery); 0 writes none.
   */
  properties[PROP_AUTOSAVE_DELAY] =
    g_param_spec_uint ("autosave-delay", NULL, NULL,
                       0, G_MAXUINT, DEFAULT_AUTOSAVE_DELAY_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgDocument::problems-changed:
   * @self: the document
   * @position: where the change is in brg_document_get_diagnostics()
   * @removed: how many problems went from there
   * @added: how many came in their place
   *
   * The problems found while reading changed, as #GListModel::items-changed
   * says it: problems found with boards just read are added at the end;
   * the reader's last word may sort some in place when the read ends.
   */
  signals[PROBLEMS_CHANGED] =
    g_signal_new ("problems-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * BrgDocument::loaded:
   * @self: the document
   *
   * The whole file was read: its boards can be edited and saved.
   */
  signals[LOADED] =
    g_signal_new ("loaded",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  /**
   * BrgDocument::saved:
   * @self: the document
   * @file: where the boards were written
   *
   * The boards were saved, in place or under another name.
   */
  signals[SAVED] =
    g_signal_new ("saved",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1, G_TYPE_FILE);
}

static void
brg_document_init (BrgDocument *self)
{
  self->history = brg_history_new ();
  self->diagnostics = new_diagnostics ();
  self->accepted_losses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->autosave_delay = DEFAULT_AUTOSAVE_DELAY_MS;
  self->recovery_lock = -1;

  g_signal_connect_object (self->history, "changed",
                           G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "notify::modified",
                           G_CALLBACK (history_modified_cb), self, G_CONNECT_SWAPPED);
}

/**
 * brg_document_new:
 *
 * Creates a document of no boards, to read a file into with
 * brg_document_load_async().
 *
 * Returns: (transfer full): a new document
 */
BrgDocument *
brg_document_new (void)
{
  return g_object_new (BRG_TYPE_DOCUMENT, NULL);
}

/**
 * brg_document_new_for_event:
 * @event: the boards
 *
 * Creates a document of boards made here (New), with no file: Save asks
 * for one. They are not marked as changed.
 *
 * Returns: (transfer full): a new document
 */
BrgDocument *
brg_document_new_for_event (BrgEvent *event)
{
  BrgDocument *self;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  self = brg_document_new ();
  self->event = g_object_ref (event);
  return self;
}

/**
 * brg_document_new_from_recovery:
 * @recovery: unsaved changes found by brg_recovery_find()
 * @error: return location for a #GError
 *
 * Restores the boards of @recovery, as changes not saved to the file they
 * came from: the document is modified, and Save writes them back in that
 * file's format. The document takes the recovery files over: they go
 * when it is saved, and are written again at the next change.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL when the
 *   recovery file does not read
 */
BrgDocument *
brg_document_new_from_recovery (BrgRecovery  *recovery,
                                GError      **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) boards = NULL;
  g_autoptr(BrgEvent) event = NULL;
  const char *format_name;
  const BrgFormat *format;
  BrgDocument *self;

  g_return_val_if_fail (BRG_IS_RECOVERY (recovery), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (_brg_recovery_get_id (recovery) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("These unsaved changes were restored or discarded already"));
      return NULL;
    }
  path = _brg_recovery_dup_path (_brg_recovery_get_id (recovery), "pbn");
  boards = g_file_new_for_path (path);
  event = brg_import_file (boards, NULL, NULL, error);
  if (event == NULL)
    return NULL;
  if (brg_event_get_n_boards (event) == 0)
    {
      g_set_error_literal (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_NO_BOARDS,
                           _("The recovery file holds no boards"));
      return NULL;
    }

  self = brg_document_new_for_event (event);
  self->file = brg_recovery_get_file (recovery) != NULL
               ? g_object_ref (brg_recovery_get_file (recovery)) : NULL;
  format_name = brg_recovery_get_format_name (recovery);
  format = format_name != NULL ? brg_format_lookup (format_name) : NULL;
  self->format = format != NULL && format->write != NULL ? format : NULL;
  g_set_object (&self->file_info, _brg_recovery_get_file_info (recovery));

  self->recovery_id = _brg_recovery_take (recovery, &self->recovery_lock);
  brg_history_set_modified (self->history, TRUE);
  return self;
}

/**
 * brg_document_get_file:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the file of the boards
 */
GFile *
brg_document_get_file (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->file;
}

/**
 * brg_document_get_format:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the format Save writes the file in,
 *   or %NULL when Save needs Save As
 */
const BrgFormat *
brg_document_get_format (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->format;
}

/**
 * brg_document_get_file_info:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the file's state (etag, time, size)
 *   when it was read or last saved
 */
GFileInfo *
brg_document_get_file_info (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->file_info;
}

/**
 * brg_document_get_event:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the boards, or %NULL until the
 *   first of them is read
 */
BrgEvent *
brg_document_get_event (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->event;
}

/**
 * brg_document_get_history:
 * @self: a document
 *
 * Returns: (transfer none): the history of the edits
 */
BrgHistory *
brg_document_get_history (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->history;
}

/**
 * brg_document_get_modified:
 * @self: a document
 *
 * Returns: whether the boards hold changes not saved
 */
gboolean
brg_document_get_modified (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);

  return self->history != NULL && brg_history_get_modified (self->history);
}

/**
 * brg_document_set_modified:
 * @self: a document
 * @modified: %FALSE when the boards are kept elsewhere now (written back
 *   into the document they came from), or the changes are let go
 *
 * Marks the boards as saved or not, as brg_history_set_modified() does.
 * Marked saved, they need no recovery file.
 */
void
brg_document_set_modified (BrgDocument *self,
                           gboolean     modified)
{
  g_return_if_fail (BRG_IS_DOCUMENT (self));

  brg_history_set_modified (self->history, modified);
}

/**
 * brg_document_get_loading:
 * @self: a document
 *
 * Returns: whether the file is being read
 */
gboolean
brg_document_get_loading (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);

  return self->load_task != NULL;
}

/**
 * brg_document_get_partial:
 * @self: a document
 *
 * Returns: whether the boards are the part of a file read before the read
 *   was stopped
 */
gboolean
brg_document_get_partial (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);

  return self->partial_source != NULL;
}

/**
 * brg_document_get_saving:
 * @self: a document
 *
 * Returns: whether a save is under way
 */
gboolean
brg_document_get_saving (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);

  return self->saving;
}

/**
 * brg_document_get_autosave_delay:
 * @self: a document
 *
 * Returns: how long after a change unsaved changes are written to a
 *   recovery file, in milliseconds; 0 for never
 */
guint
brg_document_get_autosave_delay (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), 0);

  return self->autosave_delay;
}

/**
 * brg_document_set_autosave_delay:
 * @self: a document
 * @delay_ms: milliseconds after a change, or 0 for no recovery file
 */
void
brg_document_set_autosave_delay (BrgDocument *self,
                                 guint        delay_ms)
{
  g_return_if_fail (BRG_IS_DOCUMENT (self));

  if (self->autosave_delay == delay_ms)
    return;
  self->autosave_delay = delay_ms;
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  schedule_autosave (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_DELAY]);
}

/**
 * brg_document_get_diagnostics:
 * @self: a document
 *
 * Returns: (transfer none) (element-type BrgDiagnostic): the problems
 *   found while reading the file, in the reader's order; not to be
 *   changed
 */
GPtrArray *
brg_document_get_diagnostics (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return self->diagnostics;
}

/**
 * brg_document_get_board_problems:
 * @self: a document
 * @board: a board of it
 *
 * Returns: (transfer none) (nullable) (element-type BrgDiagnostic): the
 *   problems found with @board, in the reader's order, or %NULL
 */
GPtrArray *
brg_document_get_board_problems (BrgDocument *self,
                                 BrgBoard    *board)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  if (self->board_problems == NULL)
    return NULL;
  return g_hash_table_lookup (self->board_problems, board);
}

/* -- Editing -- */

static gboolean
check_not_loading (BrgDocument  *self,
                   GError      **error)
{
  if (self->load_task == NULL)
    return TRUE;
  g_set_error_literal (error, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_BUSY,
                       _("The file is still being read: nothing changes until it is all there"));
  return FALSE;
}

/**
 * brg_document_perform:
 * @self: a document
 * @board: (nullable): the board @command edits, shown when it is undone
 *   or done again
 * @command: an edit of the boards
 * @error: return location for a #GError
 *
 * Applies @command through the document's history, so that it can be
 * undone: the one way an editor hands a command over. Nothing is edited
 * while the file is read (%BRG_DOCUMENT_ERROR_BUSY).
 *
 * Returns: %TRUE if the edit was made
 */
gboolean
brg_document_perform (BrgDocument  *self,
                      BrgBoard     *board,
                      BrgCommand   *command,
                      GError      **error)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (board == NULL || BRG_IS_BOARD (board), FALSE);
  g_return_val_if_fail (BRG_IS_COMMAND (command), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_not_loading (self, error))
    return FALSE;
  if (board != NULL && g_object_get_data (G_OBJECT (command), COMMAND_BOARD_KEY) == NULL)
    g_object_set_data_full (G_OBJECT (command), COMMAND_BOARD_KEY, g_object_ref (board),
                            g_object_unref);
  return brg_history_perform (self->history, command, error);
}

/**
 * brg_document_undo:
 * @self: a document
 * @error: return location for a #GError
 *
 * Takes the last edit back (brg_history_undo()).
 *
 * Returns: %TRUE on success
 */
gboolean
brg_document_undo (BrgDocument  *self,
                   GError      **error)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);

  return check_not_loading (self, error) && brg_history_undo (self->history, error);
}

/**
 * brg_document_redo:
 * @self: a document
 * @error: return location for a #GError
 *
 * Makes the last edit taken back again (brg_history_redo()).
 *
 * Returns: %TRUE on success
 */
gboolean
brg_document_redo (BrgDocument  *self,
                   GError      **error)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);

  return check_not_loading (self, error) && brg_history_redo (self->history, error);
}

static BrgBoard *
board_of (BrgCommand *command)
{
  return command != NULL ? g_object_get_data (G_OBJECT (command), COMMAND_BOARD_KEY) : NULL;
}

/**
 * brg_document_get_undo_board:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the board the next undo changes,
 *   as brg_document_perform() was told
 */
BrgBoard *
brg_document_get_undo_board (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return board_of (brg_history_peek_undo (self->history));
}

/**
 * brg_document_get_redo_board:
 * @self: a document
 *
 * Returns: (transfer none) (nullable): the board the next redo changes
 */
BrgBoard *
brg_document_get_redo_board (BrgDocument *self)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), NULL);

  return board_of (brg_history_peek_redo (self->history));
}

/* -- Reading -- */

typedef struct
{
  BrgDocument  *self;         /* Owned */
  GFile        *file;         /* Owned */
  GFileInfo    *info;         /* Owned, nullable: the file's state before it was read */
  GCancellable *cancellable;  /* Owned */
  gboolean      returned;     /* the task has its result: stopped */
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_clear_object (&data->info);
  g_clear_object (&data->cancellable);
  g_free (data);
}

static void
set_loading_done (BrgDocument *self)
{
  self->load_task = NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/* Boards read: the first make the event, the others join it. */
static void
boards_read_cb (BrgEvent  *event,
                guint      position,
                guint      n_added,
                GPtrArray *diagnostics,
                gpointer   user_data)
{
  GTask *task = user_data;
  LoadData *data = g_task_get_task_data (task);
  BrgDocument *self = data->self;

  /* A read that was stopped adds nothing more. */
  if (data->returned || self->load_task != task)
    return;

  if (self->event == NULL)
    {
      /* The problems first, then the boards: whoever takes the document
       * up at its first boards finds their problems there. */
      self->event = g_object_ref (event);
      append_problems (self, diagnostics);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
      return;
    }
  append_problems (self, diagnostics);
}

/* The boards of a read that was stopped stay, as a document of their
 * own: they have no file, and are never written over the whole. */
static void
become_partial (BrgDocument *self,
                GFile       *source)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_set_object (&self->partial_source, source);
  set_file (self, NULL);
  set_format (self, NULL);
  g_clear_object (&self->file_info);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PARTIAL]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
import_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  LoadData *data = g_task_get_task_data (task);
  BrgDocument *self = data->self;
  g_autoptr(BrgEvent) event = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;

  /* The boards not handed over yet are, first. */
  event = brg_import_file_progressive_finish (result, &diagnostics, &error);

  /* Stopped: the task has its answer, the document its state. */
  if (data->returned || self->load_task != task)
    return;

  data->returned = TRUE;
  if (event == NULL)
    {
      /* Stopped, or failed, after the first boards: they are a part. */
      if (self->event != NULL)
        become_partial (self, data->file);
      set_loading_done (self);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* The problems as the reader sorted them, all of them. */
  replace_problems (self, diagnostics != NULL ? g_steal_pointer (&diagnostics)
                                              : new_diagnostics ());
  if (self->event == NULL || brg_event_get_n_boards (self->event) == 0)
    {
      set_loading_done (self);
      g_task_return_new_error (task, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_NO_BOARDS,
                               _("Finesse found no bridge deals in this file."));
      return;
    }

  g_object_freeze_notify (G_OBJECT (self));
  set_format (self, format_of_name (data->file));
  g_set_object (&self->file_info, data->info);
  g_hash_table_remove_all (self->accepted_losses);
  set_loading_done (self);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[LOADED], 0);
  g_task_return_boolean (task, TRUE);
}

/* The file's state is taken before it is read: a change made while it is
 * read is then a change Save finds. */
static void
query_info_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  GTask *task = user_data;
  LoadData *data = g_task_get_task_data (task);

  /* A file that cannot be queried fails to read, with a better message. */
  data->info = g_file_query_info_finish (G_FILE (object), result, NULL);
  if (data->returned)
    {
      g_object_unref (task);
      return;
    }
  brg_import_file_progressive_async (data->file, data->cancellable,
                                     boards_read_cb, g_object_ref (task), g_object_unref,
                                     import_file_cb, task);
}

/**
 * brg_document_load_async:
 * @self: a document of no boards (brg_document_new())
 * @file: the file to read
 * @cancellable: (nullable): cancels the read, as brg_document_stop_loading() does
 * @callback: called when the whole file is read, or the read failed or
 *   was stopped
 * @user_data: data for @callback
 *
 * Reads @file in a worker thread, in any format the registry reads
 * (brg_import_file_progressive_async()), its boards joining
 * #BrgDocument:event as they come and its problems told by
 * #BrgDocument::problems-changed.
 */
void
brg_document_load_async (BrgDocument         *self,
                         GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadData *data;

  g_return_if_fail (BRG_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (self->event == NULL && self->load_task == NULL);

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, brg_document_load_async);
  data = g_new0 (LoadData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->cancellable = cancellable != NULL ? g_object_ref (cancellable) : g_cancellable_new ();
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);

  set_file (self, file);
  self->load_task = task;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);

  g_file_query_info_async (file, FILE_STATE_ATTRIBUTES, G_FILE_QUERY_INFO_NONE,
                           G_PRIORITY_DEFAULT, data->cancellable, query_info_cb,
                           g_object_ref (task));
}

/**
 * brg_document_load_finish:
 * @self: a document
 * @result: the result given to the callback
 * @error: return location for a #GError: %G_IO_ERROR_CANCELLED when the
 *   read was stopped, %BRG_DOCUMENT_ERROR_NO_BOARDS for a file of no
 *   deals (its problems are the document's), or why the file did not read
 *
 * Returns: %TRUE when the whole file was read
 */
gboolean
brg_document_load_finish (BrgDocument   *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * brg_document_stop_loading:
 * @self: a document
 *
 * Stops the read under way, at once. The boards read so far stay, as a
 * #BrgDocument:partial document with no file; before the first board the
 * document stays empty. The load's callback gets %G_IO_ERROR_CANCELLED.
 */
void
brg_document_stop_loading (BrgDocument *self)
{
  GTask *task;
  LoadData *data;

  g_return_if_fail (BRG_IS_DOCUMENT (self));

  if (self->load_task == NULL)
    return;

  task = g_object_ref (self->load_task);
  data = g_task_get_task_data (task);
  g_cancellable_cancel (data->cancellable);
  data->returned = TRUE;
  if (self->event != NULL)
    become_partial (self, data->file);
  set_loading_done (self);
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The read was stopped"));
  g_object_unref (task);
}

/* -- Saving -- */

typedef struct
{
  GFile                *file;        /* Owned: where to save */
  const BrgFormat      *format;
  BrgDocumentSaveFlags  flags;
  GBytes               *bytes;       /* Owned */
  GPtrArray            *losses;      /* Owned, nullable: for save_finish() */
  guint64               generation;  /* of the boards written */
  BrgWriteFlags         write_flags;
  GFile                *own_file;    /* Owned, nullable: the document's, to compare */
  GFileInfo            *own_info;    /* Owned, nullable: its state when read or saved */
  GFile                *partial_source; /* Owned, nullable */
  GFileInfo            *new_info;    /* Owned, nullable: the file's state once written */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_clear_pointer (&data->losses, g_ptr_array_unref);
  g_clear_object (&data->own_file);
  g_clear_object (&data->own_info);
  g_clear_object (&data->partial_source);
  g_clear_object (&data->new_info);
  g_free (data);
}

static void
set_saving (BrgDocument *self,
            gboolean     saving)
{
  if (self->saving == saving)
    return;
  self->saving = saving;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

static void
save_fail (GTask  *task,
           GError *error)
{
  BrgDocument *self = g_task_get_source_object (task);

  set_saving (self, FALSE);
  g_task_return_error (task, error);
}

static gboolean
same_state (GFileInfo *a,
            GFileInfo *b)
{
  const char *etag_a = g_file_info_get_etag (a);
  const char *etag_b = g_file_info_get_etag (b);

  if (etag_a != NULL && etag_b != NULL && g_strcmp0 (etag_a, etag_b) != 0)
    return FALSE;
  if (g_file_info_get_size (a) != g_file_info_get_size (b))
    return FALSE;
  return g_file_info_get_attribute_uint64 (a, G_FILE_ATTRIBUTE_TIME_MODIFIED)
           == g_file_info_get_attribute_uint64 (b, G_FILE_ATTRIBUTE_TIME_MODIFIED)
         && g_file_info_get_attribute_uint32 (a, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC)
              == g_file_info_get_attribute_uint32 (b, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
}

/* In the worker thread: what the disk says first (a part over its whole,
 * a file a new name would replace, a file changed since it was read),
 * then the write, then the file's new state. */
static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SaveData *data = task_data;
  g_autofree char *name = g_file_get_parse_name (data->file);
  GError *error = NULL;

  if (data->partial_source != NULL && brg_file_is_same (data->file, data->partial_source))
    {
      g_task_return_new_error (task, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_PARTIAL,
                               _("Only a part of “%s” was read: it is not written over "
                                 "the whole"), name);
      return;
    }
  if (!(data->flags & BRG_DOCUMENT_SAVE_REPLACE))
    {
      if ((data->flags & BRG_DOCUMENT_SAVE_NEW_NAME) && g_file_query_exists (data->file, NULL))
        {
          g_task_return_new_error (task, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_EXISTS,
                                   _("A file named “%s” exists already"), name);
          return;
        }
      if (data->own_file != NULL && data->own_info != NULL
          && g_file_equal (data->own_file, data->file))
        {
          g_autoptr(GFileInfo) now = g_file_query_info (data->file, FILE_STATE_ATTRIBUTES,
                                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);

          /* A file removed since is written again without asking. */
          if (now != NULL && !same_state (data->own_info, now))
            {
              g_task_return_new_error (task, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_CHANGED,
                                       _("Another program changed “%s” since it was read"),
                                       name);
              return;
            }
        }
    }

  if (!g_file_query_exists (data->file, NULL))
    data->write_flags &= ~BRG_WRITE_BACKUP;
  if (!brg_write_file (data->file, data->bytes, data->write_flags, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  data->new_info = g_file_query_info (data->file, FILE_STATE_ATTRIBUTES,
                                      G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_task_return_boolean (task, TRUE);
}

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  BrgDocument *self = BRG_DOCUMENT (source);
  SaveData *data = g_task_get_task_data (task);
  GError *error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      save_fail (task, error);
      return;
    }

  if (data->write_flags & BRG_WRITE_BACKUP)
    {
      if (backed_up == NULL)
        backed_up = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_add (backed_up, g_file_get_uri (data->file));
    }

  g_object_freeze_notify (G_OBJECT (self));
  set_file (self, data->file);
  set_format (self, data->format);
  g_set_object (&self->file_info, data->new_info);
  if (self->partial_source != NULL)
    {
      g_clear_object (&self->partial_source);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PARTIAL]);
    }
  /* An edit made while the boards were written is not in the file. */
  if (self->generation == data->generation)
    brg_history_set_modified (self->history, FALSE);
  g_clear_pointer (&self->written, g_bytes_unref);
  g_clear_pointer (&self->written_losses, g_ptr_array_unref);
  set_saving (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[SAVED], 0, data->file);
  g_task_return_boolean (task, TRUE);
}

static char *
loss_key (const BrgFormat     *format,
          const BrgDiagnostic *diagnostic)
{
  return g_strdup_printf ("%s|%u|%s|%s", format->name, diagnostic->board, diagnostic->code,
                          diagnostic->message);
}

/* With the bytes made: what the format cannot say is asked about once,
 * then the disk is asked and written in a thread. */
static void
save_written (GTask *task)
{
  BrgDocument *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  g_autoptr(GPtrArray) losses = new_diagnostics ();
  g_autofree char *uri = NULL;
  GTask *write_task;

  data->bytes = g_bytes_ref (self->written);
  for (guint i = 0; self->written_losses != NULL && i < self->written_losses->len; i++)
    {
      const BrgDiagnostic *diagnostic = g_ptr_array_index (self->written_losses, i);
      g_autofree char *key = loss_key (data->format, diagnostic);

      if (!g_hash_table_contains (self->accepted_losses, key))
        g_ptr_array_add (losses, brg_diagnostic_copy (diagnostic));
    }
  if (losses->len > 0)
    {
      if (!(data->flags & BRG_DOCUMENT_SAVE_ACCEPT_LOSSES))
        {
          data->losses = g_steal_pointer (&losses);
          /* Translators: %s is a file format, such as "RBN 3.2" */
          save_fail (task, g_error_new (BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_LOSSES,
                                        _("%s cannot say everything these boards hold"),
                                        _(data->format->title)));
          return;
        }
      for (guint i = 0; i < losses->len; i++)
        g_hash_table_add (self->accepted_losses,
                          loss_key (data->format, g_ptr_array_index (losses, i)));
    }

  /* The first time this run replaces a file, the old one is kept as FILE~. */
  uri = g_file_get_uri (data->file);
  data->write_flags = backed_up == NULL || !g_hash_table_contains (backed_up, uri)
                      ? BRG_WRITE_BACKUP : BRG_WRITE_NONE;
  data->own_file = self->file != NULL ? g_object_ref (self->file) : NULL;
  data->own_info = self->file_info != NULL ? g_object_ref (self->file_info) : NULL;
  data->partial_source = self->partial_source != NULL ? g_object_ref (self->partial_source)
                                                      : NULL;

  write_task = g_task_new (self, g_task_get_cancellable (task), write_done_cb,
                           g_object_ref (task));
  g_task_set_source_tag (write_task, save_written);
  g_task_set_task_data (write_task, data, NULL);
  g_task_run_in_thread (write_task, write_thread);
  g_object_unref (write_task);
}

typedef struct
{
  BrgEvent        *event;        /* Owned: a snapshot, the thread's alone */
  const BrgFormat *format;
  GBytes          *bytes;        /* Owned */
  GPtrArray       *diagnostics;  /* Owned, nullable */
} Serialize;

static void
serialize_free (Serialize *serialize)
{
  g_clear_object (&serialize->event);
  g_clear_pointer (&serialize->bytes, g_bytes_unref);
  g_clear_pointer (&serialize->diagnostics, g_ptr_array_unref);
  g_free (serialize);
}

static void
serialize_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  Serialize *serialize = task_data;

  serialize->bytes = serialize->format->write (serialize->event, &serialize->diagnostics);
  g_task_return_boolean (task, TRUE);
}

static void
serialize_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  BrgDocument *self = BRG_DOCUMENT (source);
  SaveData *data = g_task_get_task_data (task);
  Serialize *serialize = g_task_get_task_data (G_TASK (result));

  if (g_task_return_error_if_cancelled (task))
    {
      set_saving (self, FALSE);
      return;
    }
  /* Kept until the boards change, for a save asked again (losses
   * accepted, a file replaced). */
  g_clear_pointer (&self->written, g_bytes_unref);
  g_clear_pointer (&self->written_losses, g_ptr_array_unref);
  self->written = g_steal_pointer (&serialize->bytes);
  self->written_losses = g_steal_pointer (&serialize->diagnostics);
  self->written_format = data->format;
  self->written_generation = data->generation;
  /* Edited while written (the edits of a big file do not wait): the
   * file would hold the boards before the edit, and be called saved. */
  if (self->generation != data->generation)
    data->generation = G_MAXUINT64;
  save_written (task);
}

/* The bytes of the boards in @data's format: kept from a save asked
 * before when nothing changed since; else made at once, or, for a big
 * file whose boards are nearly all to be built again (about a second for
 * 100,000 deals), in a thread from a snapshot of the event. */
static void
save_write_boards (GTask *task)
{
  BrgDocument *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  GPtrArray *diagnostics = NULL;

  if (self->written != NULL && self->written_format == data->format
      && self->written_generation == self->generation)
    {
      save_written (task);
      return;
    }

  if (_brg_event_has_source (self->event))
    {
      GTask *serialize_task;
      Serialize *serialize = g_new0 (Serialize, 1);

      serialize->event = _brg_event_snapshot (self->event);
      serialize->format = data->format;
      serialize_task = g_task_new (self, g_task_get_cancellable (task), serialize_done_cb,
                                   g_object_ref (task));
      g_task_set_source_tag (serialize_task, save_write_boards);
      g_task_set_task_data (serialize_task, serialize, (GDestroyNotify) serialize_free);
      g_task_run_in_thread (serialize_task, serialize_thread);
      g_object_unref (serialize_task);
      return;
    }

  g_clear_pointer (&self->written, g_bytes_unref);
  g_clear_pointer (&self->written_losses, g_ptr_array_unref);
  self->written = data->format->write (self->event, &diagnostics);
  self->written_losses = diagnostics;
  self->written_format = data->format;
  self->written_generation = self->generation;
  save_written (task);
}

/**
 * brg_document_save_async:
 * @self: a document
 * @file: (nullable): where to save; %NULL for the document's own file
 * @format: (nullable): the format to write; %NULL for the document's own
 *   format when @file is its file, else the format @file's name names
 *   (brg_format_for_writing()), else PBN
 * @flags: what may be done without asking
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the boards are written, or were not
 * @user_data: data for @callback
 *
 * Writes the boards to @file in @format, atomically, in a worker thread:
 * beside the file, flushed, renamed over it, with a `FILE~` backup the
 * first time this run of Finesse replaces that file. The document then
 * has @file, @format and the file's new state, and is marked saved
 * (unless it was edited while the boards were written). Refused, with a
 * %BRG_DOCUMENT_ERROR: while the file is read or another save runs
 * (`BUSY`); with no file or format to write (`NO_FILE`); over the file a
 * stopped read came from (`PARTIAL`); when the format cannot say
 * everything (`LOSSES`), another program changed the file (`CHANGED`), or
 * a new name would replace a file (`EXISTS`), unless @flags allow it.
 */
void
brg_document_save_async (BrgDocument          *self,
                         GFile                *file,
                         const BrgFormat      *format,
                         BrgDocumentSaveFlags  flags,
                         GCancellable         *cancellable,
                         GAsyncReadyCallback   callback,
                         gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveData *data;

  g_return_if_fail (BRG_IS_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  g_return_if_fail (format == NULL || format->write != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, brg_document_save_async);

  if (self->load_task != NULL || self->saving)
    {
      g_task_return_new_error (task, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_BUSY,
                               self->saving ? _("The boards are being saved already")
                                            : _("The file is still being read: it is saved "
                                                "once it is all there"));
      return;
    }
  if (file == NULL)
    file = self->file;
  if (format == NULL && self->file != NULL && file != NULL && g_file_equal (file, self->file))
    format = self->format;
  else if (format == NULL && file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      format = brg_format_for_writing (basename);
      if (format == NULL)
        format = brg_format_lookup ("pbn");
    }
  if (self->event == NULL || file == NULL || format == NULL)
    {
      g_task_return_new_error (task, BRG_DOCUMENT_ERROR, BRG_DOCUMENT_ERROR_NO_FILE,
                               self->event == NULL ? _("There are no boards to save")
                                                   : _("Choose a file and a format to save in"));
      return;
    }

  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->format = format;
  data->flags = flags;
  data->generation = self->generation;
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);

  set_saving (self, TRUE);
  save_write_boards (task);
}

/**
 * brg_document_save_finish:
 * @self: a document
 * @result: the result given to the callback
 * @losses: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   with %BRG_DOCUMENT_ERROR_LOSSES, what the format cannot say, board by
 *   board, that was not accepted before; else %NULL
 * @error: return location for a #GError
 *
 * Returns: %TRUE when the boards were saved
 */
gboolean
brg_document_save_finish (BrgDocument   *self,
                          GAsyncResult  *result,
                          GPtrArray    **losses,
                          GError       **error)
{
  SaveData *data;

  g_return_val_if_fail (BRG_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  data = g_task_get_task_data (G_TASK (result));
  if (losses != NULL)
    *losses = data != NULL && data->losses != NULL ? g_ptr_array_ref (data->losses) : NULL;
  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * brg_document_format_for_save_as:
 * @file: the file chosen in Save As
 * @chosen: (nullable): the format of the filter chosen
 * @renamed: (out) (transfer full) (nullable): @file with the format's
 *   extension added, when its name had none; else %NULL
 *
 * The name's own extension names the format when it is one Finesse
 * writes; otherwise the filter chosen does (PBN without one), and its
 * extension is added to a name without one. A name so made is new to the
 * user: save it with %BRG_DOCUMENT_SAVE_NEW_NAME.
 *
 * Returns: (transfer none): the format to save in
 */
const BrgFormat *
brg_document_format_for_save_as (GFile            *file,
                                 const BrgFormat  *chosen,
                                 GFile           **renamed)
{
  g_autofree char *basename = NULL;
  const BrgFormat *format;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (renamed != NULL, NULL);

  basename = g_file_get_basename (file);
  format = brg_format_for_writing (basename);
  *renamed = NULL;
  if (format != NULL)
    return format;

  format = chosen != NULL && chosen->write != NULL ? chosen : brg_format_lookup ("pbn");
  if (strchr (basename, '.') == NULL)
    {
      g_autofree char *name = g_strconcat (basename, ".", format->extensions[0], NULL);
      g_autoptr(GFile) parent = g_file_get_parent (file);

      *renamed = g_file_get_child (parent, name);
    }
  return format;
}

/* -- Autosave and recovery -- */

typedef struct
{
  BrgDocument *self;     /* Owned */
  char        *id;       /* Owned */
  GBytes      *boards;   /* Owned, or NULL while written from: */
  BrgEvent    *snapshot; /* Owned, nullable: the thread's alone */
  GBytes      *about;    /* Owned */
} AutosaveData;

static void
autosave_data_free (AutosaveData *data)
{
  g_clear_object (&data->self);
  g_free (data->id);
  g_clear_pointer (&data->boards, g_bytes_unref);
  g_clear_object (&data->snapshot);
  g_clear_pointer (&data->about, g_bytes_unref);
  g_free (data);
}

static void
autosave_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AutosaveData *data = task_data;
  GError *error = NULL;

  /* A big file's boards are written here, from a snapshot: building
   * them again takes a while (brg-event-private.h). */
  if (data->boards == NULL)
    data->boards = brg_format_lookup ("pbn")->write (data->snapshot, NULL);

  if (!_brg_recovery_write (data->id, data->boards, data->about, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
autosave_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  AutosaveData *data = g_task_get_task_data (G_TASK (result));
  BrgDocument *self = data->self;
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("Could not write the recovery file of unsaved changes: %s", error->message);

  /* Saved or discarded while the write ran: the files are not wanted. */
  if (g_strcmp0 (self->recovery_id, data->id) != 0)
    _brg_recovery_remove_files (data->id);
  if (self->autosave_cancellable == g_task_get_cancellable (G_TASK (result)))
    g_clear_object (&self->autosave_cancellable);
}

static gboolean
autosave_cb (gpointer user_data)
{
  BrgDocument *self = user_data;
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  BrgRecoveryAbout about = { 0 };
  AutosaveData *data;

  self->autosave_id = 0;
  if (self->event == NULL || !brg_document_get_modified (self))
    return G_SOURCE_REMOVE;
  /* One write at a time, so that an older one never lands last. */
  if (self->autosave_cancellable != NULL)
    {
      schedule_autosave (self);
      return G_SOURCE_REMOVE;
    }

  if (self->recovery_id == NULL)
    {
      if (!_brg_recovery_make_dir (&error))
        {
          g_warning ("%s", error->message);
          return G_SOURCE_REMOVE;
        }
      self->recovery_id = g_uuid_string_random ();
      self->recovery_lock = _brg_recovery_lock (self->recovery_id);
    }

  data = g_new0 (AutosaveData, 1);
  data->self = g_object_ref (self);
  data->id = g_strdup (self->recovery_id);
  if (_brg_event_has_source (self->event))
    data->snapshot = _brg_event_snapshot (self->event);
  else
    data->boards = brg_format_lookup ("pbn")->write (self->event, NULL);
  about.file = self->file;
  about.format_name = self->format != NULL ? self->format->name : NULL;
  about.file_info = self->file_info;
  about.n_boards = brg_event_get_n_boards (self->event);
  data->about = _brg_recovery_about_bytes (&about);

  self->autosave_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->autosave_cancellable, autosave_done_cb, NULL);
  g_task_set_source_tag (task, autosave_cb);
  g_task_set_task_data (task, data, (GDestroyNotify) autosave_data_free);
  g_task_run_in_thread (task, autosave_thread);

  return G_SOURCE_REMOVE;
}

/* A change: its recovery file is written within the autosave delay,
 * however many changes follow. */
static void
schedule_autosave (BrgDocument *self)
{
  if (self->autosave_id != 0 || self->autosave_delay == 0 || !brg_document_get_modified (self))
    return;
  self->autosave_id = g_timeout_add (self->autosave_delay, autosave_cb, self);
}

/**
 * brg_document_discard_recovery:
 * @self: a document
 *
 * Removes the recovery file of the document's unsaved changes: they were
 * saved, or the user let them go. A later change writes a new one.
 */
void
brg_document_discard_recovery (BrgDocument *self)
{
  g_return_if_fail (BRG_IS_DOCUMENT (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->recovery_id == NULL)
    return;

  _brg_recovery_remove_files (self->recovery_id);
  g_clear_pointer (&self->recovery_id, g_free);
  if (self->recovery_lock >= 0)
    close (self->recovery_lock);
  self->recovery_lock = -1;
}
