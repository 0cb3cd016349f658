/* brg-document.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-command.h"
#include "brg-event.h"
#include "brg-format.h"
#include "brg-history.h"
#include "brg-recovery.h"

G_BEGIN_DECLS

#define BRG_DOCUMENT_ERROR (brg_document_error_quark ())

/**
 * BrgDocumentError:
 * @BRG_DOCUMENT_ERROR_BUSY: the file is still being read, or a save is
 *   under way: nothing is changed or saved until it ends
 * @BRG_DOCUMENT_ERROR_NO_BOARDS: the file holds no bridge deals
 * @BRG_DOCUMENT_ERROR_NO_FILE: Save has no file to write, or no format
 *   Finesse writes: it is a case for Save As
 * @BRG_DOCUMENT_ERROR_PARTIAL: only a part of the file was read (the read
 *   was stopped): it is never written over the whole
 * @BRG_DOCUMENT_ERROR_LOSSES: the format cannot say all the boards hold;
 *   brg_document_save_finish() lists what, and a save with
 *   %BRG_DOCUMENT_SAVE_ACCEPT_LOSSES writes them all the same
 * @BRG_DOCUMENT_ERROR_CHANGED: another program changed the file since it
 *   was read; a save with %BRG_DOCUMENT_SAVE_REPLACE replaces it
 * @BRG_DOCUMENT_ERROR_EXISTS: a file of the name exists, and the save was
 *   told the name is new to the user (%BRG_DOCUMENT_SAVE_NEW_NAME)
 *
 * What a document refuses to do, and why.
 */
typedef enum
{
  BRG_DOCUMENT_ERROR_BUSY,
  BRG_DOCUMENT_ERROR_NO_BOARDS,
  BRG_DOCUMENT_ERROR_NO_FILE,
  BRG_DOCUMENT_ERROR_PARTIAL,
  BRG_DOCUMENT_ERROR_LOSSES,
  BRG_DOCUMENT_ERROR_CHANGED,
  BRG_DOCUMENT_ERROR_EXISTS,
} BrgDocumentError;

/**
 * BrgDocumentSaveFlags:
 * @BRG_DOCUMENT_SAVE_NONE: ask about everything
 * @BRG_DOCUMENT_SAVE_ACCEPT_LOSSES: write what the format cannot say all
 *   the same; the losses are not asked about again for this document
 * @BRG_DOCUMENT_SAVE_REPLACE: replace the file even when another program
 *   changed it, or it exists and the name is new (%BRG_DOCUMENT_SAVE_NEW_NAME)
 * @BRG_DOCUMENT_SAVE_NEW_NAME: the name was made for the user (Save As
 *   added the format's extension): a file of that name is not replaced
 *   without %BRG_DOCUMENT_SAVE_REPLACE
 *
 * What brg_document_save_async() may do without asking.
 */
typedef enum /*< flags >*/
{
  BRG_DOCUMENT_SAVE_NONE          = 0,
  BRG_DOCUMENT_SAVE_ACCEPT_LOSSES = 1 << 0,
  BRG_DOCUMENT_SAVE_REPLACE       = 1 << 1,
  BRG_DOCUMENT_SAVE_NEW_NAME      = 1 << 2,
} BrgDocumentSaveFlags;

#define BRG_TYPE_DOCUMENT (brg_document_get_type ())

G_DECLARE_FINAL_TYPE (BrgDocument, brg_document, BRG, DOCUMENT, GObject)

GQuark           brg_document_error_quark      (void);

BrgDocument     *brg_document_new              (void);
BrgDocument     *brg_document_new_for_event    (BrgEvent             *event);
BrgDocument     *brg_document_new_from_recovery (BrgRecovery         *recovery,
                                                GError              **error);

GFile           *brg_document_get_file         (BrgDocument          *self);
const BrgFormat *brg_document_get_format       (BrgDocument          *self);
GFileInfo       *brg_document_get_file_info    (BrgDocument          *self);
BrgEvent        *brg_document_get_event        (BrgDocument          *self);
BrgHistory      *brg_document_get_history      (BrgDocument          *self);
gboolean         brg_document_get_modified     (BrgDocument          *self);
void             brg_document_set_modified     (BrgDocument          *self,
                                                gboolean              modified);
gboolean         brg_document_get_loading      (BrgDocument          *self);
gboolean         brg_document_get_partial      (BrgDocument          *self);
gboolean         brg_document_get_saving       (BrgDocument          *self);
guint            brg_document_get_autosave_delay (BrgDocument        *self);
void             brg_document_set_autosave_delay (BrgDocument        *self,
                                                  guint               delay_ms);

GPtrArray       *brg_document_get_diagnostics  (BrgDocument          *self);
GPtrArray       *brg_document_get_board_problems (BrgDocument        *self,
                                                  BrgBoard           *board);

gboolean         brg_document_perform          (BrgDocument          *self,
                                                BrgBoard             *board,
                                                BrgCommand           *command,
                                                GError              **error);
gboolean         brg_document_undo             (BrgDocument          *self,
                                                GError              **error);
gboolean         brg_document_redo             (BrgDocument          *self,
                                                GError              **error);
BrgBoard        *brg_document_get_undo_board   (BrgDocument          *self);
BrgBoard        *brg_document_get_redo_board   (BrgDocument          *self);

void             brg_document_load_async       (BrgDocument          *self,
                                                GFile                *file,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean         brg_document_load_finish      (BrgDocument          *self,
                                                GAsyncResult         *result,
                                                GError              **error);
void             brg_document_stop_loading     (BrgDocument          *self);

void             brg_document_save_async       (BrgDocument          *self,
                                                GFile                *file,
                                                const BrgFormat      *format,
                                                BrgDocumentSaveFlags  flags,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean         brg_document_save_finish      (BrgDocument          *self,
                                                GAsyncResult         *result,
                                                GPtrArray           **losses,
                                                GError              **error);

void             brg_document_discard_recovery (BrgDocument          *self);

const BrgFormat *brg_document_format_for_save_as (GFile              *file,
                                                  const BrgFormat    *chosen,
                                                  GFile             **renamed);

G_END_DECLS
