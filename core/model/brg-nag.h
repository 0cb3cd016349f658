/* brg-nag.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BRG_NAG_MAX:
 *
 * The highest NAG value (PBN §3.7).
 */
#define BRG_NAG_MAX 255

BrgNagGroup   brg_nag_get_group       (guint                nag);
const char   *brg_nag_group_get_title (BrgNagGroup          group);
const char   *brg_nag_get_glyph       (guint                nag);
const char   *brg_nag_get_text        (guint                nag);
char         *brg_nag_dup_label       (guint                nag);
gboolean      brg_nag_applies_to      (guint                nag,
                                       BrgSectionKind       section);
guint         brg_nag_from_suffix     (BrgSuffix            suffix,
                                       BrgSectionKind       section);
BrgSuffix     brg_nag_to_suffix       (guint                nag,
                                       BrgSectionKind       section);
GArray       *brg_nag_list            (BrgSectionKind       section,
                                       const char          *search);

gboolean      brg_annotation_has_effective_nag (const BrgAnnotation *annotation,
                                                guint                nag,
                                                BrgSectionKind       section);
void          brg_annotation_set_nag  (BrgAnnotation       *annotation,
                                       guint                nag,
                                       BrgSectionKind       section,
                                       gboolean             set);
void          brg_annotation_clear_nags (BrgAnnotation     *annotation);
char         *brg_annotation_dup_glyphs (const BrgAnnotation *annotation,
                                         BrgSectionKind       section);

G_END_DECLS
