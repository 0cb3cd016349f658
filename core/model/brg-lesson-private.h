/* brg-lesson-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where each step of a lesson stands in the board's commentary, for the
 * lesson edits (brg-lesson-edits.c); private to core/model/.
 */

#pragma once

#include "brg-anchor.h"
#include "brg-lesson.h"

G_BEGIN_DECLS

/* A stretch of one comment: at @anchor, or (@tag ≥ 0) among the comments
 * of the board's @tag-th tag (a tag other than Auction and Play, whose
 * comments are those of the anchors before the first call and card);
 * bytes @from to @to of comment @comment. @comment may be the number of
 * comments there, for a place where none is yet. */
typedef struct
{
  BrgAnchor anchor;
  int       tag;
  guint     comment;
  gsize     from;
  gsize     to;
} BrgLessonRange;

GArray              *_brg_lesson_get_ranges   (BrgLesson      *self,
                                               guint           step);
const BrgLessonRange *_brg_lesson_get_break   (BrgLesson      *self,
                                               guint           step);
const BrgLessonRange *_brg_lesson_get_start   (BrgLesson      *self,
                                               guint           step);
gboolean             _brg_lesson_has_show     (BrgLesson      *self);

G_END_DECLS
