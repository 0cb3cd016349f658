/* brg-section.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-annotation-private.h"
#include "brg-error.h"
#include "brg-section-private.h"

/**
 * BrgSection:
 *
 * What an auction (#BrgAuction, PBN §3.5) and a play (#BrgPlay, PBN §3.6)
 * have in common: an annotation slot for each of their calls or cards, the
 * notes those refer to, and the `*` or `+` that ended the section in a
 * file. A subclass says how many calls or cards it holds; the slots follow
 * them (a call or card taken back takes its annotation with it).
 *
 * Annotation slots are %NULL until used, so a plain deal costs nothing;
 * notes are kept in the order given.
 */

typedef struct
{
  /* Owned */
  GPtrArray  *annotations;  /* of BrgAnnotation or NULL, itself NULL until used */
  GPtrArray  *notes;        /* of BrgNote */

  BrgEndMark  end_mark;
} BrgSectionPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (BrgSection, brg_section, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (BrgEndMark, brg_end_mark,
  G_DEFINE_ENUM_VALUE (BRG_END_MARK_NONE, "none"),
  G_DEFINE_ENUM_VALUE (BRG_END_MARK_STOP, "stop"),
  G_DEFINE_ENUM_VALUE (BRG_END_MARK_CONTINUE, "continue"))

enum {
  PROP_0,
  PROP_END_MARK,
  N_PROPS
};

enum {
  ANNOTATION_CHANGED,
  NOTES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* PBN §3.5.4, §3.6.4: a note index lies between 1 and 32. */
#define MAX_NOTE_INDEX 32

static void
brg_section_finalize (GObject *object)
{
  BrgSectionPrivate *priv = brg_section_get_instance_private (BRG_SECTION (object));

  g_clear_pointer (&priv->annotations, g_ptr_array_unref);
  g_clear_pointer (&priv->notes, g_ptr_array_unref);

  G_OBJECT_CLASS (brg_section_parent_class)->finalize (object);
}

static void
brg_section_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BrgSection *self = BRG_SECTION (object);

  switch (prop_id)
    {
    case PROP_END_MARK:
      g_value_set_enum (value, brg_section_get_end_mark (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_section_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BrgSection *self = BRG_SECTION (object);

  switch (prop_id)
    {
    case PROP_END_MARK:
      brg_section_set_end_mark (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_section_class_init (BrgSectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_section_finalize;
  object_class->get_property = brg_section_get_property;
  object_class->set_property = brg_section_set_property;

  /**
   * BrgSection:end-mark:
   *
   * The `*` or `+` that ended the section in a file (PBN §3.5, §3.6).
   */
  properties[PROP_END_MARK] =
    g_param_spec_enum ("end-mark", NULL, NULL,
                       BRG_TYPE_END_MARK, BRG_END_MARK_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgSection::annotation-changed:
   * @self: the section
   * @position: the call or card whose annotation changed
   *
   * Emitted after the annotation of a call or card was set or cleared.
   */
  signals[ANNOTATION_CHANGED] =
    g_signal_new ("annotation-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * BrgSection::notes-changed:
   * @self: the section
   *
   * Emitted after a note was set or removed.
   */
  signals[NOTES_CHANGED] =
    g_signal_new ("notes-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
brg_section_init (BrgSection *self)
{
  BrgSectionPrivate *priv = brg_section_get_instance_private (self);

  priv->notes = _brg_notes_new ();
  priv->end_mark = BRG_END_MARK_NONE;
}

/**
 * brg_section_get_kind:
 * @self: a section
 *
 * Returns: %BRG_SECTION_AUCTION for an auction, %BRG_SECTION_PLAY for a play
 */
BrgSectionKind
brg_section_get_kind (BrgSection *self)
{
  g_return_val_if_fail (BRG_IS_SECTION (self), BRG_SECTION_AUCTION);

  return BRG_SECTION_GET_CLASS (self)->kind;
}

/**
 * brg_section_get_n_items:
 * @self: a section
 *
 * Returns: the number of calls or cards, each with an annotation slot
 */
guint
brg_section_get_n_items (BrgSection *self)
{
  g_return_val_if_fail (BRG_IS_SECTION (self), 0);

  return BRG_SECTION_GET_CLASS (self)->get_n_items (self);
}

/**
 * brg_section_copy:
 * @self: a section
 *
 * Copies the section with its calls or cards, their annotations, its
 * notes and its end mark, as brg_auction_copy() and brg_play_copy() do.
 * Signal handlers are not copied.
 *
 * Returns: (transfer full): an independent copy of @self, of its type
 */
BrgSection *
brg_section_copy (BrgSection *self)
{
  g_return_val_if_fail (BRG_IS_SECTION (self), NULL);

  return BRG_SECTION_GET_CLASS (self)->copy (self);
}

/**
 * brg_section_get_end_mark:
 * @self: a section
 *
 * Returns: how the section was marked to end
 */
BrgEndMark
brg_section_get_end_mark (BrgSection *self)
{
  BrgSectionPrivate *priv;

  g_return_val_if_fail (BRG_IS_SECTION (self), BRG_END_MARK_NONE);

  priv = brg_section_get_instance_private (self);
  return priv->end_mark;
}

/**
 * brg_section_set_end_mark:
 * @self: a section
 * @mark: the end mark
 *
 * Records the `*` or `+` of the section (PBN §3.5, §3.6). The mark is
 * data: it does not stop or complete the auction or the play.
 */
void
brg_section_set_end_mark (BrgSection *self,
                          BrgEndMark  mark)
{
  BrgSectionPrivate *priv;

  g_return_if_fail (BRG_IS_SECTION (self));
  g_return_if_fail (mark <= BRG_END_MARK_CONTINUE);

  priv = brg_section_get_instance_private (self);
  if (priv->end_mark == mark)
    return;
  priv->end_mark = mark;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_END_MARK]);
}

/**
 * brg_section_get_annotation:
 * @self: a section
 * @position: a call or card, less than brg_section_get_n_items()
 *
 * Returns: (transfer none) (nullable): the annotation of the call or card
 *   at @position, or %NULL when it has none
 */
const BrgAnnotation *
brg_section_get_annotation (BrgSection *self,
                            guint       position)
{
  BrgSectionPrivate *priv;

  g_return_val_if_fail (BRG_IS_SECTION (self), NULL);
  g_return_val_if_fail (position < brg_section_get_n_items (self), NULL);

  priv = brg_section_get_instance_private (self);
  return _brg_annotations_get (priv->annotations, position);
}

/**
 * brg_section_set_annotation:
 * @self: a section
 * @position: a call or card, less than brg_section_get_n_items()
 * @annotation: (nullable): the annotation, copied; %NULL or an empty one
 *   clears it
 *
 * Sets the annotation of the call or card at @position (PBN §3.5.2,
 * §3.6.2) and emits #BrgSection::annotation-changed if it changed.
 */
void
brg_section_set_annotation (BrgSection          *self,
                            guint                position,
                            const BrgAnnotation *annotation)
{
  BrgSectionPrivate *priv;

  g_return_if_fail (BRG_IS_SECTION (self));
  g_return_if_fail (position < brg_section_get_n_items (self));

  priv = brg_section_get_instance_private (self);
  if (brg_annotation_equal (_brg_annotations_get (priv->annotations, position), annotation))
    return;
  _brg_annotations_set (&priv->annotations, position, annotation);
  g_signal_emit (self, signals[ANNOTATION_CHANGED], 0, position);
}

/**
 * brg_section_get_n_notes:
 * @self: a section
 *
 * Returns: the number of notes of the section
 */
guint
brg_section_get_n_notes (BrgSection *self)
{
  BrgSectionPrivate *priv;

  g_return_val_if_fail (BRG_IS_SECTION (self), 0);

  priv = brg_section_get_instance_private (self);
  return priv->notes->len;
}

/**
 * brg_section_get_nth_note:
 * @self: a section
 * @n: less than brg_section_get_n_notes()
 *
 * Returns: (transfer none): the @n-th note in the order given
 */
const BrgNote *
brg_section_get_nth_note (BrgSection *self,
                          guint       n)
{
  BrgSectionPrivate *priv;

  g_return_val_if_fail (BRG_IS_SECTION (self), NULL);

  priv = brg_section_get_instance_private (self);
  g_return_val_if_fail (n < priv->notes->len, NULL);

  return g_ptr_array_index (priv->notes, n);
}

/**
 * brg_section_lookup_note:
 * @self: a section
 * @index: the note's number, as in `=index=`
 *
 * Returns: (transfer none) (nullable): the note with @index, or %NULL
 */
const BrgNote *
brg_section_lookup_note (BrgSection *self,
                         guint       index)
{
  BrgSectionPrivate *priv;

  g_return_val_if_fail (BRG_IS_SECTION (self), NULL);

  priv = brg_section_get_instance_private (self);
  return _brg_notes_lookup (priv->notes, index);
}

/**
 * brg_section_set_note:
 * @self: a section
 * @note: the note, copied
 *
 * Adds @note (PBN §3.5.5, §3.6.5), or replaces the note with the same
 * index where it stands, and emits #BrgSection::notes-changed if anything
 * changed.
 */
void
brg_section_set_note (BrgSection    *self,
                      const BrgNote *note)
{
  BrgSectionPrivate *priv;
  const BrgNote *old;

  g_return_if_fail (BRG_IS_SECTION (self));
  g_return_if_fail (note != NULL);
  g_return_if_fail (note->text != NULL);

  priv = brg_section_get_instance_private (self);
  old = _brg_notes_lookup (priv->notes, note->index);
  if (old != NULL && brg_note_equal (old, note))
    return;
  _brg_notes_set (priv->notes, note);
  g_signal_emit (self, signals[NOTES_CHANGED], 0);
}

/**
 * brg_section_remove_note:
 * @self: a section
 * @index: the note's number
 *
 * Removes the note with @index and emits #BrgSection::notes-changed.
 * References to it in annotations are left as they are.
 *
 * Returns: %TRUE if a note was removed
 */
gboolean
brg_section_remove_note (BrgSection *self,
                         guint       index)
{
  BrgSectionPrivate *priv;

  g_return_val_if_fail (BRG_IS_SECTION (self), FALSE);

  priv = brg_section_get_instance_private (self);
  if (!_brg_notes_remove (priv->notes, index))
    return FALSE;
  g_signal_emit (self, signals[NOTES_CHANGED], 0);
  return TRUE;
}

/**
 * brg_section_count_references:
 * @self: a section
 * @index: a note's number
 *
 * Returns: how many calls or cards refer to the note @index
 */
guint
brg_section_count_references (BrgSection *self,
                              guint       index)
{
  guint n, count = 0;

  g_return_val_if_fail (BRG_IS_SECTION (self), 0);

  n = brg_section_get_n_items (self);
  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_section_get_annotation (self, i);

      if (annotation != NULL && annotation->note == index)
        count++;
    }
  return count;
}

/* For the subclasses */

/* Drops the annotations of the calls or cards from @length on: they were
 * taken back. No signal: the subclass announces the removal. */
void
_brg_section_truncate (BrgSection *self,
                       guint       length)
{
  BrgSectionPrivate *priv = brg_section_get_instance_private (self);

  _brg_annotations_truncate (priv->annotations, length);
}

/* Gives @copy, new and empty, the annotations, the notes and the end mark
 * of @self, without signals: nobody watches a copy being made. */
void
_brg_section_copy_into (BrgSection *self,
                        BrgSection *copy)
{
  BrgSectionPrivate *priv = brg_section_get_instance_private (self);
  BrgSectionPrivate *copy_priv = brg_section_get_instance_private (copy);

  g_assert (copy_priv->annotations == NULL);
  copy_priv->annotations = _brg_annotations_copy (priv->annotations);
  g_clear_pointer (&copy_priv->notes, g_ptr_array_unref);
  copy_priv->notes = _brg_notes_copy (priv->notes);
  copy_priv->end_mark = priv->end_mark;
}

/* Makes the annotations, the notes (in the same order) and the end mark of
 * @self those of @target, whose calls or cards @self now has, through the
 * public setters: whoever watches @self hears of each change. */
void
_brg_section_restore_annotations (BrgSection *self,
                                  BrgSection *target)
{
  guint n = brg_section_get_n_items (target);
  guint n_notes = brg_section_get_n_notes (self);
  gboolean same_notes;

  g_assert (brg_section_get_n_items (self) == n);

  for (guint i = 0; i < n; i++)
    brg_section_set_annotation (self, i, brg_section_get_annotation (target, i));

  same_notes = n_notes == brg_section_get_n_notes (target);
  for (guint i = 0; same_notes && i < n_notes; i++)
    same_notes = brg_note_equal (brg_section_get_nth_note (self, i),
                                 brg_section_get_nth_note (target, i));
  if (!same_notes)
    {
      while (brg_section_get_n_notes (self) > 0)
        brg_section_remove_note (self, brg_section_get_nth_note (self, 0)->index);
      for (guint i = 0; i < brg_section_get_n_notes (target); i++)
        brg_section_set_note (self, brg_section_get_nth_note (target, i));
    }

  brg_section_set_end_mark (self, brg_section_get_end_mark (target));
}

/* Note numbers, as the editors keep them */

/* The index for a new note: one more than the highest, so the notes stay
 * in order; when that is past 32, the lowest free one. */
gboolean
_brg_section_get_free_note_index (BrgSection  *self,
                                  guint       *index,
                                  GError     **error)
{
  guint highest = 0;
  guint n = brg_section_get_n_notes (self);

  for (guint i = 0; i < n; i++)
    highest = MAX (highest, brg_section_get_nth_note (self, i)->index);
  if (highest < MAX_NOTE_INDEX)
    {
      *index = highest + 1;
      return TRUE;
    }
  for (guint candidate = 1; candidate <= MAX_NOTE_INDEX; candidate++)
    if (brg_section_lookup_note (self, candidate) == NULL)
      {
        *index = candidate;
        return TRUE;
      }

  g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
               /* Translators: %u is the largest number of notes, 32 */
               brg_section_get_kind (self) == BRG_SECTION_AUCTION
               ? _("The auction has %u notes, as many as PBN allows")
               : _("The play has %u notes, as many as PBN allows"),
               MAX_NOTE_INDEX);
  return FALSE;
}

/* Gives every reference to a note the number @map says; references not in
 * @map are left alone. */
static void
map_references (BrgSection *self,
                GHashTable *map)
{
  guint n = brg_section_get_n_items (self);

  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_section_get_annotation (self, i);
      g_autoptr(BrgAnnotation) copy = NULL;
      gpointer value;

      if (annotation == NULL || annotation->note == 0
          || !g_hash_table_lookup_extended (map, GUINT_TO_POINTER (annotation->note),
                                            NULL, &value))
        continue;
      copy = brg_annotation_copy (annotation);
      copy->note = GPOINTER_TO_UINT (value);
      brg_section_set_annotation (self, i, copy);
    }
}

/* Removes a note and every reference to it. */
gboolean
_brg_section_remove_note_and_references (BrgSection *self,
                                         guint       index)
{
  g_autoptr(GHashTable) map = g_hash_table_new (NULL, NULL);
  gboolean removed;

  removed = brg_section_remove_note (self, index);
  g_hash_table_insert (map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (0));
  map_references (self, map);
  return removed;
}

static int
compare_notes (gconstpointer a,
               gconstpointer b)
{
  const BrgNote *na = *(const BrgNote * const *) a;
  const BrgNote *nb = *(const BrgNote * const *) b;

  return na->index < nb->index ? -1 : na->index > nb->index;
}

/* Numbers the notes 1, 2, 3 … in the order of their numbers, and moves
 * the references with them. A reference to a note that does not exist
 * stays such a reference, numbered after the notes so that it cannot
 * come to mean one. Returns whether anything changed. */
gboolean
_brg_section_renumber_notes (BrgSection *self)
{
  g_autoptr(GHashTable) map = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_note_free);
  guint n = brg_section_get_n_notes (self);
  guint n_items = brg_section_get_n_items (self);
  guint next;
  gboolean changed = FALSE;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (notes, brg_note_copy (brg_section_get_nth_note (self, i)));
  g_ptr_array_sort (notes, compare_notes);
  for (guint i = 0; i < n; i++)
    {
      BrgNote *note = g_ptr_array_index (notes, i);

      if (note->index != i + 1 || brg_section_get_nth_note (self, i)->index != note->index)
        changed = TRUE;
      g_hash_table_insert (map, GUINT_TO_POINTER (note->index), GUINT_TO_POINTER (i + 1));
      note->index = i + 1;
    }

  next = n + 1;
  for (guint i = 0; i < n_items; i++)
    {
      const BrgAnnotation *annotation = brg_section_get_annotation (self, i);

      if (annotation == NULL || annotation->note == 0
          || g_hash_table_contains (map, GUINT_TO_POINTER (annotation->note)))
        continue;
      if (annotation->note != next)
        changed = TRUE;
      g_hash_table_insert (map, GUINT_TO_POINTER (annotation->note), GUINT_TO_POINTER (next++));
    }

  if (!changed)
    return FALSE;

  while (brg_section_get_n_notes (self) > 0)
    brg_section_remove_note (self, brg_section_get_nth_note (self, 0)->index);
  for (guint i = 0; i < notes->len; i++)
    brg_section_set_note (self, g_ptr_array_index (notes, i));
  map_references (self, map);
  return TRUE;
}

/* Removes the notes of @indices (element-type guint) that no call or card
 * refers to any more. Returns whether any went. */
gboolean
_brg_section_prune_notes (BrgSection *self,
                          GArray     *indices)
{
  gboolean removed = FALSE;

  for (guint i = 0; indices != NULL && i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);

      if (index != 0 && brg_section_count_references (self, index) == 0
          && brg_section_lookup_note (self, index) != NULL)
        removed |= _brg_section_remove_note_and_references (self, index);
    }
  return removed;
}
