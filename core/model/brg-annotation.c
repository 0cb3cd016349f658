/* brg-annotation.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "brg-annotation.h"
#include "brg-annotation-private.h"
#include "brg-directive.h"

G_DEFINE_BOXED_TYPE (BrgComment, brg_comment, brg_comment_copy, brg_comment_free)
G_DEFINE_BOXED_TYPE (BrgAnnotation, brg_annotation, brg_annotation_copy, brg_annotation_free)
G_DEFINE_BOXED_TYPE (BrgNote, brg_note, brg_note_copy, brg_note_free)

/**
 * brg_comment_new:
 * @kind: brace or rest-of-line
 * @text: the text, verbatim
 *
 * Returns: (transfer full): a new comment
 */
BrgComment *
brg_comment_new (BrgCommentKind  kind,
                 const char     *text)
{
  BrgComment *comment;

  g_return_val_if_fail (text != NULL, NULL);

  comment = g_new (BrgComment, 1);
  comment->kind = kind;
  comment->text = g_strdup (text);
  return comment;
}

/**
 * brg_comment_copy:
 * @comment: a comment
 *
 * Returns: (transfer full): a copy of @comment
 */
BrgComment *
brg_comment_copy (const BrgComment *comment)
{
  g_return_val_if_fail (comment != NULL, NULL);

  return brg_comment_new (comment->kind, comment->text);
}

/**
 * brg_comment_free:
 * @comment: a comment
 *
 * Frees @comment.
 */
void
brg_comment_free (BrgComment *comment)
{
  if (comment == NULL)
    return;
  g_free (comment->text);
  g_free (comment);
}

/**
 * brg_comment_dup_display_text:
 * @comment: a comment
 *
 * Makes the text a reader sees: directives (PGN supplement commands such
 * as `[%clk 0:01:00]` and lesson directives such as `[NEXT]`, as
 * brg_directive_iter_next() finds them) are removed and `\S \H \D \C`
 * become suit symbols. The stored text is not changed, so the file writes
 * back as it was read.
 *
 * Returns: (transfer full): the display text
 */
char *
brg_comment_dup_display_text (const BrgComment *comment)
{
  static const char *symbols[] = { "\u2660", "\u2665", "\u2666", "\u2663" };
  BrgDirectiveIter directives;
  BrgDirective directive;
  gboolean more;
  GString *out;
  const char *text, *p;

  g_return_val_if_fail (comment != NULL, NULL);

  text = comment->text;
  out = g_string_sized_new (strlen (text));
  brg_directive_iter_init (&directives, text, -1);
  more = brg_directive_iter_next (&directives, &directive);
  for (p = text; *p != '\0'; p++)
    {
      if (more && p >= text + directive.start)
        {
          p = MAX (p, text + directive.end) - 1;
          more = brg_directive_iter_next (&directives, &directive);
          continue;
        }
      if (p[0] == '\\' && p[1] != '\0')
        {
          const char *suit = strchr ("SHDC", p[1]);

          if (suit != NULL)
            {
              g_string_append (out, symbols[suit - "SHDC"]);
              p++;
              continue;
            }
        }
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

/**
 * brg_annotation_new:
 *
 * Returns: (transfer full): an empty annotation
 */
BrgAnnotation *
brg_annotation_new (void)
{
  return g_new0 (BrgAnnotation, 1);
}

/**
 * brg_annotation_copy:
 * @annotation: an annotation
 *
 * Returns: (transfer full): a deep copy of @annotation
 */
BrgAnnotation *
brg_annotation_copy (const BrgAnnotation *annotation)
{
  BrgAnnotation *copy;

  g_return_val_if_fail (annotation != NULL, NULL);

  copy = brg_annotation_new ();
  copy->suffix = annotation->suffix;
  copy->note = annotation->note;
  if (annotation->nags != NULL)
    copy->nags = g_array_copy (annotation->nags);
  if (annotation->comments != NULL)
    copy->comments = g_ptr_array_copy (annotation->comments,
                                       (GCopyFunc) (void (*) (void)) brg_comment_copy, NULL);
  if (copy->comments != NULL)
    g_ptr_array_set_free_func (copy->comments, (GDestroyNotify) brg_comment_free);
  return copy;
}

/**
 * brg_annotation_free:
 * @annotation: an annotation
 *
 * Frees @annotation.
 */
void
brg_annotation_free (BrgAnnotation *annotation)
{
  if (annotation == NULL)
    return;
  g_clear_pointer (&annotation->nags, g_array_unref);
  g_clear_pointer (&annotation->comments, g_ptr_array_unref);
  g_free (annotation);
}

/**
 * brg_annotation_is_empty:
 * @annotation: (nullable): an annotation
 *
 * Returns: %TRUE if @annotation says nothing
 */
gboolean
brg_annotation_is_empty (const BrgAnnotation *annotation)
{
  return annotation == NULL
         || (annotation->suffix == BRG_SUFFIX_NONE && annotation->note == 0
             && (annotation->nags == NULL || annotation->nags->len == 0)
             && (annotation->comments == NULL || annotation->comments->len == 0));
}

/* Whether two lists of comments (each nullable, NULL as empty) say the
 * same, kind and text. */
static gboolean
comments_equal (GPtrArray *a,
                GPtrArray *b)
{
  guint n_a = a != NULL ? a->len : 0;
  guint n_b = b != NULL ? b->len : 0;

  if (n_a != n_b)
    return FALSE;
  for (guint i = 0; i < n_a; i++)
    {
      const BrgComment *ca = g_ptr_array_index (a, i);
      const BrgComment *cb = g_ptr_array_index (b, i);

      if (ca->kind != cb->kind || strcmp (ca->text, cb->text) != 0)
        return FALSE;
    }
  return TRUE;
}

/**
 * brg_annotation_equal:
 * @a: (nullable): an annotation
 * @b: (nullable): another annotation
 *
 * An empty annotation equals %NULL.
 *
 * Returns: %TRUE if @a and @b say the same
 */
gboolean
brg_annotation_equal (const BrgAnnotation *a,
                      const BrgAnnotation *b)
{
  guint n_a, n_b;

  if (brg_annotation_is_empty (a) || brg_annotation_is_empty (b))
    return brg_annotation_is_empty (a) && brg_annotation_is_empty (b);

  if (a->suffix != b->suffix || a->note != b->note)
    return FALSE;

  n_a = a->nags ? a->nags->len : 0;
  n_b = b->nags ? b->nags->len : 0;
  if (n_a != n_b || (n_a > 0 && memcmp (a->nags->data, b->nags->data, n_a) != 0))
    return FALSE;

  return comments_equal (a->comments, b->comments);
}

/**
 * brg_annotation_add_nag:
 * @annotation: an annotation
 * @nag: a Numeric Annotation Glyph, 0 to 255 (PBN §3.7)
 *
 * Appends @nag.
 */
void
brg_annotation_add_nag (BrgAnnotation *annotation,
                        guint8         nag)
{
  g_return_if_fail (annotation != NULL);

  if (annotation->nags == NULL)
    annotation->nags = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_array_append_val (annotation->nags, nag);
}

/**
 * brg_annotation_has_nag:
 * @annotation: an annotation
 * @nag: a NAG
 *
 * Returns: %TRUE if @annotation carries @nag
 */
gboolean
brg_annotation_has_nag (const BrgAnnotation *annotation,
                        guint8               nag)
{
  g_return_val_if_fail (annotation != NULL, FALSE);

  if (annotation->nags == NULL)
    return FALSE;
  return memchr (annotation->nags->data, nag, annotation->nags->len) != NULL;
}

/**
 * brg_annotation_add_comment:
 * @annotation: an annotation
 * @kind: brace or rest-of-line
 * @text: the text, verbatim
 *
 * Appends a comment.
 */
void
brg_annotation_add_comment (BrgAnnotation  *annotation,
                            BrgCommentKind  kind,
                            const char     *text)
{
  g_return_if_fail (annotation != NULL);
  g_return_if_fail (text != NULL);

  if (annotation->comments == NULL)
    annotation->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (annotation->comments, brg_comment_new (kind, text));
}

static int
compare_nags (gconstpointer a,
              gconstpointer b)
{
  return (int) *(const guint8 *) a - (int) *(const guint8 *) b;
}

/**
 * brg_annotation_dup_export_nags:
 * @annotation: an annotation
 * @suffix_base: 0 for a call (suffixes become $1–$6), 6 for a card ($7–$12)
 *
 * Computes the NAGs of export format (PBN §3.5.2, §3.6.2): the suffix
 * translated into its NAG, then all NAGs in ascending order, each once.
 *
 * Returns: (transfer full) (element-type guint8): the NAGs to write
 */
GArray *
brg_annotation_dup_export_nags (const BrgAnnotation *annotation,
                                guint8               suffix_base)
{
  GArray *nags;
  guint out = 0;

  g_return_val_if_fail (annotation != NULL, NULL);

  nags = g_array_new (FALSE, FALSE, sizeof (guint8));
  if (annotation->nags != NULL)
    g_array_append_vals (nags, annotation->nags->data, annotation->nags->len);
  if (annotation->suffix != BRG_SUFFIX_NONE)
    {
      guint8 nag = (guint8) (annotation->suffix + suffix_base);
      g_array_append_val (nags, nag);
    }
  g_array_sort (nags, compare_nags);

  for (guint i = 0; i < nags->len; i++)
    if (i == 0 || g_array_index (nags, guint8, i) != g_array_index (nags, guint8, out - 1))
      g_array_index (nags, guint8, out++) = g_array_index (nags, guint8, i);
  g_array_set_size (nags, out);

  return nags;
}

static const char *suffix_names[] = { "", "!", "?", "!!", "??", "!?", "?!" };

/**
 * brg_suffix_to_pbn:
 * @suffix: a suffix
 *
 * Returns: the suffix as written in import format, such as `!?`
 */
const char *
brg_suffix_to_pbn (BrgSuffix suffix)
{
  g_return_val_if_fail (suffix <= BRG_SUFFIX_QUESTIONABLE, NULL);

  return suffix_names[suffix];
}

/**
 * brg_suffix_from_pbn:
 * @text: `!`, `?`, `!!`, `??`, `!?` or `?!`
 * @suffix: (out): the suffix
 *
 * Returns: %TRUE if @text is a suffix
 */
gboolean
brg_suffix_from_pbn (const char *text,
                     BrgSuffix  *suffix)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (suffix != NULL, FALSE);

  for (guint i = 1; i < G_N_ELEMENTS (suffix_names); i++)
    if (strcmp (text, suffix_names[i]) == 0)
      {
        *suffix = (BrgSuffix) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * brg_note_new:
 * @index: the note's number
 * @text: the explanation
 *
 * Returns: (transfer full): a new note
 */
BrgNote *
brg_note_new (guint       index,
              const char *text)
{
  BrgNote *note;

  g_return_val_if_fail (text != NULL, NULL);

  note = g_new0 (BrgNote, 1);
  note->index = index;
  note->text = g_strdup (text);
  return note;
}

/**
 * brg_note_copy:
 * @note: a note
 *
 * Returns: (transfer full): a deep copy of @note
 */
BrgNote *
brg_note_copy (const BrgNote *note)
{
  BrgNote *copy;

  g_return_val_if_fail (note != NULL, NULL);

  copy = brg_note_new (note->index, note->text);
  if (note->comments != NULL)
    {
      copy->comments = g_ptr_array_copy (note->comments,
                                         (GCopyFunc) (void (*) (void)) brg_comment_copy, NULL);
      g_ptr_array_set_free_func (copy->comments, (GDestroyNotify) brg_comment_free);
    }
  return copy;
}

/**
 * brg_note_free:
 * @note: a note
 *
 * Frees @note.
 */
void
brg_note_free (BrgNote *note)
{
  if (note == NULL)
    return;
  g_free (note->text);
  g_clear_pointer (&note->comments, g_ptr_array_unref);
  g_free (note);
}

/**
 * brg_note_equal:
 * @a: a note
 * @b: a note
 *
 * Returns: %TRUE if @a and @b have the same number, text and commentary
 */
gboolean
brg_note_equal (const BrgNote *a,
                const BrgNote *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->index == b->index && g_strcmp0 (a->text, b->text) == 0
         && comments_equal (a->comments, b->comments);
}

const BrgAnnotation *
_brg_annotations_get (GPtrArray *slots,
                      guint      position)
{
  if (slots == NULL || position >= slots->len)
    return NULL;
  return g_ptr_array_index (slots, position);
}

void
_brg_annotations_set (GPtrArray           **slots,
                      guint                 position,
                      const BrgAnnotation  *annotation)
{
  g_assert (slots != NULL);

  if (brg_annotation_is_empty (annotation))
    {
      if (*slots != NULL && position < (*slots)->len)
        g_clear_pointer (&g_ptr_array_index (*slots, position), brg_annotation_free);
      return;
    }

  if (*slots == NULL)
    *slots = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_annotation_free);
  if (position >= (*slots)->len)
    g_ptr_array_set_size (*slots, position + 1);
  brg_annotation_free (g_ptr_array_index (*slots, position));
  g_ptr_array_index (*slots, position) = brg_annotation_copy (annotation);
}

void
_brg_annotations_truncate (GPtrArray *slots,
                           guint      length)
{
  if (slots != NULL && slots->len > length)
    g_ptr_array_set_size (slots, length);
}

static gpointer
copy_annotation_or_null (gconstpointer src,
                         gpointer      data)
{
  return src != NULL ? brg_annotation_copy (src) : NULL;
}

GPtrArray *
_brg_annotations_copy (GPtrArray *slots)
{
  GPtrArray *copy;

  if (slots == NULL)
    return NULL;
  copy = g_ptr_array_copy (slots, copy_annotation_or_null, NULL);
  g_ptr_array_set_free_func (copy, (GDestroyNotify) brg_annotation_free);
  return copy;
}

GPtrArray *
_brg_notes_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) brg_note_free);
}

GPtrArray *
_brg_notes_copy (GPtrArray *notes)
{
  GPtrArray *copy = g_ptr_array_copy (notes, (GCopyFunc) (void (*) (void)) brg_note_copy, NULL);

  g_ptr_array_set_free_func (copy, (GDestroyNotify) brg_note_free);
  return copy;
}

const BrgNote *
_brg_notes_lookup (GPtrArray *notes,
                   guint      index)
{
  for (guint i = 0; i < notes->len; i++)
    {
      const BrgNote *note = g_ptr_array_index (notes, i);

      if (note->index == index)
        return note;
    }
  return NULL;
}

/* A note replaces the one with the same index where it stands, so file order
 * survives an edit; a new index goes to the end. */
void
_brg_notes_set (GPtrArray     *notes,
                const BrgNote *note)
{
  for (guint i = 0; i < notes->len; i++)
    {
      BrgNote *old = g_ptr_array_index (notes, i);

      if (old->index == note->index)
        {
          g_ptr_array_index (notes, i) = brg_note_copy (note);
          brg_note_free (old);
          return;
        }
    }
  g_ptr_array_add (notes, brg_note_copy (note));
}

gboolean
_brg_notes_remove (GPtrArray *notes,
                   guint      index)
{
  for (guint i = 0; i < notes->len; i++)
    {
      const BrgNote *note = g_ptr_array_index (notes, i);

      if (note->index == index)
        {
          g_ptr_array_remove_index (notes, i);
          return TRUE;
        }
    }
  return FALSE;
}
