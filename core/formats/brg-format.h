/* brg-format.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "brg-event.h"

G_BEGIN_DECLS

/**
 * BrgFormat:
 * @name: the short name, which finesse-cli's `--to` takes: `pbn`
 * @title: the name for people, such as `PBN 2.1`
 * @extensions: (array zero-terminated=1) (nullable): file name extensions
 *   that name the format when the content does not (an empty file, or one
 *   of comments only), and the format to write to a file of that name
 * @recognise: (nullable): whether the bytes say they are in this format
 * @guess: (nullable): whether a file that no format recognised shows signs
 *   of this format
 * @read: (nullable): reads a file of this format; %NULL for a format that
 *   is only written
 * @write: (nullable): writes an event in this format, with a diagnostic
 *   for what the format cannot say; %NULL for a format that is only read
 * @write_full: (nullable): @write with #BrgFormatWriteFlags, for a format
 *   that has a choice to make (brg_format_write() calls it when it is set)
 *
 * A file format the core reads or writes: one row of the registry in
 * brg-format.c, which finesse-cli, the window (through brg_import_file())
 * and the tests all go through.
 */
typedef struct
{
  const char          *name;
  const char          *title;
  const char * const  *extensions;
  gboolean           (*recognise) (GBytes      *bytes,
                                   const char  *file_name);
  gboolean           (*guess)     (GBytes      *bytes,
                                   const char  *file_name);
  BrgEvent          *(*read)      (GBytes      *bytes,
                                   const char  *file_name,
                                   GPtrArray  **diagnostics,
                                   GError     **error);
  GBytes            *(*write)     (BrgEvent    *event,
                                   GPtrArray  **diagnostics);
  GBytes            *(*write_full) (BrgEvent   *event,
                                    guint       flags,
                                    GPtrArray **diagnostics);
} BrgFormat;

/**
 * BrgFormatWriteFlags:
 * @BRG_FORMAT_WRITE_NONE: as the format writes a file
 * @BRG_FORMAT_WRITE_REVEAL: a document for readers (the HTML article)
 *   shows the hands a board hides (PBN §4.1.6) instead of folding them
 *   away
 *
 * Choices brg_format_write() passes to a format that has them; the
 * others ignore them.
 */
typedef enum /*< flags >*/
{
  BRG_FORMAT_WRITE_NONE   = 0,
  BRG_FORMAT_WRITE_REVEAL = 1 << 0,
} BrgFormatWriteFlags;

guint             brg_format_get_n_formats   (void);
const BrgFormat  *brg_format_get_nth         (guint          n);
const BrgFormat  *brg_format_lookup          (const char    *name);
const BrgFormat  *brg_format_from_file_name  (const char    *file_name);
const BrgFormat  *brg_format_for_writing     (const char    *file_name);
const BrgFormat  *brg_format_detect          (GBytes        *bytes,
                                              const char    *file_name);
char             *brg_format_list_writable   (const char    *separator);
GBytes           *brg_format_write           (const BrgFormat      *format,
                                              BrgEvent             *event,
                                              BrgFormatWriteFlags   flags,
                                              GPtrArray           **diagnostics);

G_END_DECLS
