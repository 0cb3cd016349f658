/* brg-render-document.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "brg-render-options.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_RENDER_DOCUMENT (brg_render_document_get_type ())

G_DECLARE_FINAL_TYPE (BrgRenderDocument, brg_render_document, BRG, RENDER_DOCUMENT, GObject)

BrgRenderDocument      *brg_render_document_new          (BrgEvent               *event,
                                                          const BrgRenderOptions *options,
                                                          GError                **error);
const BrgRenderOptions *brg_render_document_get_options  (BrgRenderDocument      *self);
guint                   brg_render_document_get_n_boards (BrgRenderDocument      *self);
guint                   brg_render_document_get_n_pages  (BrgRenderDocument      *self);
void                    brg_render_document_get_page_size (BrgRenderDocument     *self,
                                                           double                *width,
                                                           double                *height);
void                    brg_render_document_draw_page    (BrgRenderDocument      *self,
                                                          cairo_t                *cr,
                                                          guint                   page);
GPtrArray              *brg_render_document_get_warnings (BrgRenderDocument      *self);

GFile                  *brg_render_document_get_page_file (BrgRenderDocument     *self,
                                                           BrgRenderFormat        format,
                                                           GFile                 *file,
                                                           guint                  page);
gboolean                brg_render_document_write        (BrgRenderDocument      *self,
                                                          BrgRenderFormat         format,
                                                          GFile                  *file,
                                                          GCancellable           *cancellable,
                                                          GError                **error);
void                    brg_render_document_write_async  (BrgRenderDocument      *self,
                                                          BrgRenderFormat         format,
                                                          GFile                  *file,
                                                          GCancellable           *cancellable,
                                                          GAsyncReadyCallback     callback,
                                                          gpointer                user_data);
gboolean                brg_render_document_write_finish (BrgRenderDocument      *self,
                                                          GAsyncResult           *result,
                                                          GError                **error);

G_END_DECLS
