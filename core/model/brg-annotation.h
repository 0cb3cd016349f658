/* brg-annotation.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_COMMENT    (brg_comment_get_type ())
#define BRG_TYPE_ANNOTATION (brg_annotation_get_type ())
#define BRG_TYPE_NOTE       (brg_note_get_type ())

/**
 * BrgComment:
 * @kind: brace or rest-of-line
 * @text: the text between the delimiters, verbatim (UTF-8), including
 *   `\S` suit escapes and `[%cmd …]` supplement commands
 *
 * One piece of commentary (PBN §3.8).
 */
typedef struct
{
  BrgCommentKind  kind;
  char           *text;
} BrgComment;

GType        brg_comment_get_type (void) G_GNUC_CONST;
BrgComment  *brg_comment_new      (BrgCommentKind     kind,
                                   const char        *text);
BrgComment  *brg_comment_copy     (const BrgComment  *comment);
void         brg_comment_free     (BrgComment        *comment);
char        *brg_comment_dup_display_text (const BrgComment *comment);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgComment, brg_comment_free)

/**
 * BrgAnnotation:
 * @suffix: the suffix annotation, or %BRG_SUFFIX_NONE
 * @note: the note reference `=n=`, or 0 for none
 * @nags: (element-type guint8) (nullable): NAGs in the order given
 * @comments: (element-type BrgComment) (nullable): commentary that follows
 *
 * The annotation slot of one call or card (PBN §3.5.2, §3.6.2, §3.8).
 * Owners keep %NULL for calls and cards without one, so a plain deal costs
 * nothing.
 */
typedef struct
{
  BrgSuffix  suffix;
  guint      note;
  GArray    *nags;
  GPtrArray *comments;
} BrgAnnotation;

GType           brg_annotation_get_type    (void) G_GNUC_CONST;
BrgAnnotation  *brg_annotation_new         (void);
BrgAnnotation  *brg_annotation_copy        (const BrgAnnotation *annotation);
void            brg_annotation_free        (BrgAnnotation       *annotation);
gboolean        brg_annotation_is_empty    (const BrgAnnotation *annotation);
gboolean        brg_annotation_equal       (const BrgAnnotation *a,
                                            const BrgAnnotation *b);
void            brg_annotation_add_nag     (BrgAnnotation       *annotation,
                                            guint8               nag);
gboolean        brg_annotation_has_nag     (const BrgAnnotation *annotation,
                                            guint8               nag);
void            brg_annotation_add_comment (BrgAnnotation       *annotation,
                                            BrgCommentKind       kind,
                                            const char          *text);
GArray         *brg_annotation_dup_export_nags (const BrgAnnotation *annotation,
                                                guint8               suffix_base);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgAnnotation, brg_annotation_free)

const char     *brg_suffix_to_pbn          (BrgSuffix            suffix);
gboolean        brg_suffix_from_pbn        (const char          *text,
                                            BrgSuffix           *suffix);

/**
 * BrgNote:
 * @index: the note's number, as referenced by `=index=`
 * @text: the explanation
 * @comments: (element-type BrgComment) (nullable): commentary after the
 *   Note tag
 *
 * A note of the auction or the play (PBN §3.5.5, §3.6.5; RBN notes 0–9).
 */
typedef struct
{
  guint      index;
  char      *text;
  GPtrArray *comments;
} BrgNote;

GType     brg_note_get_type (void) G_GNUC_CONST;
BrgNote  *brg_note_new      (guint          index,
                             const char    *text);
BrgNote  *brg_note_copy     (const BrgNote *note);
void      brg_note_free     (BrgNote       *note);
gboolean  brg_note_equal    (const BrgNote *a,
                             const BrgNote *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgNote, brg_note_free)

G_END_DECLS
