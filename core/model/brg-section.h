/* brg-section.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"
#include "brg-types.h"

G_BEGIN_DECLS

/**
 * BrgEndMark:
 * @BRG_END_MARK_NONE: the section ends by itself (all passes, 13 tricks) or
 *   simply stops
 * @BRG_END_MARK_STOP: `*`: no further calls or cards will be given
 * @BRG_END_MARK_CONTINUE: `+`: to be continued by the next call or card
 *
 * How an auction or play section was marked to end (PBN §3.5, §3.6).
 */
typedef enum
{
  BRG_END_MARK_NONE,
  BRG_END_MARK_STOP,
  BRG_END_MARK_CONTINUE,
} BrgEndMark;

#define BRG_TYPE_END_MARK (brg_end_mark_get_type ())

GType                brg_end_mark_get_type          (void) G_GNUC_CONST;

#define BRG_TYPE_SECTION (brg_section_get_type ())

G_DECLARE_DERIVABLE_TYPE (BrgSection, brg_section, BRG, SECTION, GObject)

/**
 * BrgSectionClass:
 * @parent_class: the parent class
 * @kind: which section the subclass holds
 * @get_n_items: the number of its calls or cards, each with an annotation
 *   slot
 * @copy: an independent copy, as brg_section_copy() describes
 *
 * What an auction and a play tell their common part.
 */
struct _BrgSectionClass
{
  GObjectClass     parent_class;

  BrgSectionKind   kind;
  guint          (*get_n_items) (BrgSection *self);
  BrgSection    *(*copy)        (BrgSection *self);
};

BrgSectionKind       brg_section_get_kind           (BrgSection           *self);
guint                brg_section_get_n_items        (BrgSection           *self);
BrgSection          *brg_section_copy               (BrgSection           *self);

BrgEndMark           brg_section_get_end_mark       (BrgSection           *self);
void                 brg_section_set_end_mark       (BrgSection           *self,
                                                     BrgEndMark            mark);

const BrgAnnotation *brg_section_get_annotation     (BrgSection           *self,
                                                     guint                 position);
void                 brg_section_set_annotation     (BrgSection           *self,
                                                     guint                 position,
                                                     const BrgAnnotation  *annotation);

guint                brg_section_get_n_notes        (BrgSection           *self);
const BrgNote       *brg_section_get_nth_note       (BrgSection           *self,
                                                     guint                 n);
const BrgNote       *brg_section_lookup_note        (BrgSection           *self,
                                                     guint                 index);
void                 brg_section_set_note           (BrgSection           *self,
                                                     const BrgNote        *note);
gboolean             brg_section_remove_note        (BrgSection           *self,
                                                     guint                 index);
guint                brg_section_count_references   (BrgSection           *self,
                                                     guint                 index);

G_END_DECLS
