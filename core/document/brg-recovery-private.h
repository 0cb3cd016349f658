/* brg-recovery-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The recovery files, for BrgDocument's autosave and for taking a
 * recovery over (brg_document_new_from_recovery()). It names the type
 * without including brg-recovery.h, which brg-recovery.c includes
 * beside it.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _BrgRecovery BrgRecovery;

/* What a recovery's ID.ini says of its boards. */
typedef struct
{
  GFile      *file;         /* nullable: the file the boards came from */
  const char *format_name;  /* nullable: the format Save writes */
  GFileInfo  *file_info;    /* nullable: the file's state when it was read */
  guint       n_boards;
} BrgRecoveryAbout;

char      *_brg_recovery_dup_path      (const char              *id,
                                        const char              *extension);
gboolean   _brg_recovery_make_dir      (GError                 **error);
int        _brg_recovery_lock          (const char              *id);
void       _brg_recovery_remove_files  (const char              *id);
GBytes    *_brg_recovery_about_bytes   (const BrgRecoveryAbout  *about);
gboolean   _brg_recovery_write         (const char              *id,
                                        GBytes                  *boards,
                                        GBytes                  *about,
                                        GCancellable            *cancellable,
                                        GError                 **error);
char      *_brg_recovery_take          (BrgRecovery             *self,
                                        int                     *lock);
GFileInfo *_brg_recovery_get_file_info (BrgRecovery             *self);
const char *_brg_recovery_get_id      (BrgRecovery             *self);

G_END_DECLS
