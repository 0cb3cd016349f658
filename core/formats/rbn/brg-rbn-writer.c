/* brg-rbn-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN 3.2 and RBX export. Each board becomes a record: its labels in the
 * order DTLEFSKNBHACPRMI, the notes right after their A or P label, the
 * free text after the label it followed; a label that repeats is left
 * out and one that stops applying is written null, as the repetition
 * rules say. Lines end in LF; text is UTF-8.
 *
 * What RBN cannot say is reported, board by board, as a warning
 * diagnostic: the writer reads each record it wrote back into a board and
 * compares it with the one it was given, so that nothing is dropped
 * silently. The output is canonical: writing what was read from the
 * writer's own output gives the same bytes.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-diagnostic.h"
#include "brg-file-writer.h"
#include "brg-rbn-private.h"
#include "brg-event-private.h"
#include "brg-rbn-writer.h"
#include "brg-seat.h"

typedef struct
{
  BrgRbnFlavour   flavour;
  GString        *out;           /* Borrowed */
  GPtrArray      *diagnostics;   /* Borrowed, nullable */
  BrgRbnRepeat   *repeat;        /* Owned */
  BrgRbnBuilder  *shadow;        /* Owned, nullable: reads the records back */
  GArray         *items;         /* Owned, of BrgRbnItem */
  GPtrArray      *escapes;       /* Borrowed, nullable: the file's, for RBX */
  guint           source_line;   /* of the board being written, in the file read */
} Writer;

static void
add_item (Writer         *w,
          BrgRbnItemKind  kind,
          char            label,
          const char     *data)
{
  BrgRbnItem item = { kind, label, g_strdup (data), 0, 0 };

  /* A label or note line ends where its text does. */
  if ((kind == BRG_RBN_ITEM_LABEL || kind == BRG_RBN_ITEM_NOTE) && item.data != NULL)
    g_strchomp (item.data);
  g_array_append_val (w->items, item);
}

/* Lines end where RBN says; a line break inside a value cannot be kept,
 * and spaces at the end of a line mean nothing. */
static char *
one_line (const char *text,
          gboolean   *changed)
{
  char *copy = g_strdup (text);

  for (char *p = copy; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      {
        *p = ' ';
        *changed = TRUE;
      }
  return g_strchomp (copy);
}

static void
add_comment (Writer           *w,
             const BrgComment *comment,
             gboolean          notes,
             GPtrArray        *losses)
{
  switch (comment->kind)
    {
    case BRG_COMMENT_ESCAPE:
      add_item (w, BRG_RBN_ITEM_ESCAPE, '%', comment->text);
      break;

    case BRG_COMMENT_LINE:
      if (notes)
        {
          /* A ; comment of the auction or the play is the general note 0. */
          add_item (w, BRG_RBN_ITEM_NOTE, '0', comment->text);
          break;
        }
      g_ptr_array_add (losses, g_strdup_printf (_("the ; comment “%s” was written as free "
                                                  "text"), comment->text));
      add_item (w, BRG_RBN_ITEM_TEXT, 0, comment->text);
      break;

    case BRG_COMMENT_TOKEN:
      g_ptr_array_add (losses, g_strdup_printf (_("“%s”, which could not be read, was written "
                                                  "as free text"), comment->text));
      add_item (w, BRG_RBN_ITEM_TEXT, 0, comment->text);
      break;

    case BRG_COMMENT_BRACE:
    default:
      if (strchr (comment->text, '|') != NULL)
        g_ptr_array_add (losses, g_strdup (_("a vertical bar in free text reads back as a "
                                             "line break")));
      add_item (w, BRG_RBN_ITEM_TEXT, 0, comment->text);
      break;
    }
}

/* Comments after calls and cards and after notes have no place in RBN:
 * they follow the label as free text. */
/* @own: whether the first comment is the call's or card's own text (an
 * unknown call or card whose token the reader kept), which its label's
 * warning already names. */
static void
add_annotation_comments (Writer              *w,
                         const BrgAnnotation *annotation,
                         const char          *where,
                         gboolean             own,
                         GPtrArray           *losses)
{
  gboolean commentary = FALSE;

  if (annotation == NULL || annotation->comments == NULL || annotation->comments->len == 0)
    return;
  for (guint i = 0; i < annotation->comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (annotation->comments, i);

      if (comment->kind == BRG_COMMENT_ESCAPE)
        add_item (w, BRG_RBN_ITEM_ESCAPE, '%', comment->text);
      else
        add_item (w, BRG_RBN_ITEM_TEXT, 0, comment->text);
      if (comment->kind == BRG_COMMENT_TOKEN && own && i == 0
          && strspn (comment->text, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                    "0123456789-") == strlen (comment->text))
        continue;
      if (comment->kind == BRG_COMMENT_TOKEN)
        g_ptr_array_add (losses, g_strdup_printf (_("“%s” after %s, which could not be read, "
                                                    "was written as free text"), comment->text,
                                                  where));
      else
        commentary = TRUE;
    }
  if (commentary)
    g_ptr_array_add (losses, g_strdup_printf (_("the commentary after %s was moved to free "
                                                "text after the label"), where));
}

static void
add_note_lines (Writer    *w,
                GPtrArray *notes,
                gboolean   zero,
                GPtrArray *losses)
{
  for (guint i = 0; i < notes->len; i++)
    {
      const BrgRbnNoteLine *note = g_ptr_array_index (notes, i);
      gboolean changed = FALSE;
      g_autofree char *text = NULL;

      if ((note->index == 0) != zero)
        continue;
      text = one_line (note->text, &changed);
      if (changed)
        g_ptr_array_add (losses, g_strdup_printf (_("the line breaks of note %u were written "
                                                    "as spaces"), note->index));
      add_item (w, BRG_RBN_ITEM_NOTE, (char) ('0' + note->index), text);
    }
}

static void
add_section_extras (Writer    *w,
                    BrgBoard  *board,
                    guint      label,
                    GPtrArray *losses)
{
  if (label == BRG_RBN_LABEL_A && brg_board_get_auction (board) != NULL)
    {
      BrgAuction *auction = brg_board_get_auction (board);

      for (guint i = 0; i < brg_auction_get_n_calls (auction); i++)
        {
          /* Translators: where a problem is: the number of a call in the auction */
          g_autofree char *where = g_strdup_printf (_("call %u"), i + 1);
          gboolean own = (brg_auction_get_call_flags (auction, i) & BRG_CALL_FLAGS_UNKNOWN) != 0;

          add_annotation_comments (w, brg_auction_get_annotation (auction, i), where, own, losses);
        }
      for (guint i = 0; i < brg_auction_get_n_notes (auction); i++)
        {
          const BrgNote *note = brg_auction_get_nth_note (auction, i);
          BrgAnnotation annotation = { 0, 0, NULL, note->comments };
          /* Translators: where a problem is: the number of a note */
          g_autofree char *where = g_strdup_printf (_("note %u"), note->index);

          add_annotation_comments (w, &annotation, where, FALSE, losses);
        }
    }
  if (label == BRG_RBN_LABEL_P && brg_board_get_play (board) != NULL)
    {
      BrgPlay *play = brg_board_get_play (board);

      for (guint i = 0; i < brg_play_get_n_cards (play); i++)
        {
          /* Translators: where a problem is: the number of a card in the play */
          g_autofree char *where = g_strdup_printf (_("card %u"), i + 1);
          gboolean own = brg_play_get_card (play, i) == BRG_CARD_UNKNOWN;

          add_annotation_comments (w, brg_play_get_annotation (play, i), where, own, losses);
        }
      for (guint i = 0; i < brg_play_get_n_notes (play); i++)
        {
          const BrgNote *note = brg_play_get_nth_note (play, i);
          BrgAnnotation annotation = { 0, 0, NULL, note->comments };
          /* Translators: where a problem is: the number of a note */
          g_autofree char *where = g_strdup_printf (_("note %u"), note->index);

          add_annotation_comments (w, &annotation, where, FALSE, losses);
        }
    }
}

/* The notes no auction or play could take, kept as RbnNote tags: "A3 …". */
static void
add_kept_notes (Writer   *w,
                BrgBoard *board,
                char      owner)
{
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      if (strcmp (tag->name, "RbnNote") == 0 && tag->value[0] == owner
          && g_ascii_isdigit (tag->value[1]))
        add_item (w, BRG_RBN_ITEM_NOTE, tag->value[1],
                  tag->value[2] == ' ' ? tag->value + 3 : tag->value + 2);
    }
}

/* ------------------------------------------------------------------ */
/* Serialising                                                          */

static void
put_text (GString    *out,
          const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        g_string_append_c (out, '|');
      else if (*p != '\r')
        g_string_append_c (out, *p);
    }
}

static void
serialise_rbn (Writer *w)
{
  GString *out = w->out;

  for (guint i = 0; i < w->items->len; i++)
    {
      const BrgRbnItem *item = &g_array_index (w->items, BrgRbnItem, i);

      switch (item->kind)
        {
        case BRG_RBN_ITEM_LABEL:
        case BRG_RBN_ITEM_NOTE:
          g_string_append_c (out, item->label);
          if (item->data != NULL && item->data[0] != '\0')
            {
              g_auto(GStrv) fields = NULL;

              /* An item list too long for one line takes a line an item,
               * when each item can stand on a line of its own. The length
               * counts the items as they read back: without empty ones
               * and spaces at their ends. */
              if (item->label == 'I')
                {
                  gboolean alone = TRUE;
                  gsize len = 0;

                  fields = g_strsplit (item->data, ":", -1);
                  for (guint k = 0; fields[k] != NULL; k++)
                    {
                      g_strchomp (fields[k]);
                      alone = alone && fields[k][0] != '{' && fields[k][0] != '%';
                      if (fields[k][0] != '\0')
                        len += strlen (fields[k]) + (len > 0 ? 1 : 0);
                    }
                  if (!alone || len + 2 <= _brg_rbn_label_max_length (BRG_RBN_LABEL_I))
                    g_clear_pointer (&fields, g_strfreev);
                }

              if (fields != NULL)
                {
                  for (guint k = 0; fields[k] != NULL; k++)
                    {
                      if (fields[k][0] != '\0')
                        {
                          g_string_append_c (out, '\n');
                          g_string_append (out, fields[k]);
                        }
                    }
                }
              else
                {
                  g_string_append_c (out, ' ');
                  g_string_append (out, item->data);
                }
            }
          break;

        case BRG_RBN_ITEM_TEXT:
          g_string_append_c (out, '{');
          put_text (out, item->data);
          g_string_append_c (out, '}');
          break;

        case BRG_RBN_ITEM_ESCAPE:
        default:
          g_string_append_c (out, '%');
          put_text (out, item->data);
          break;
        }
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
}

/* Whether a "}" before @next would end an RBX item for a reader: the
 * next item's "{" or "x{" follows (RBN 3.2 "RBX Format"). */
static gboolean
ends_rbx_item (const char *next)
{
  while (*next == '\r')
    next++;
  if (*next == '{')
    return TRUE;
  if (*next == '%' || g_ascii_isdigit (*next) || _brg_rbn_label_index (g_ascii_toupper (*next)) >= 0)
    {
      next++;
      while (*next == '\r')
        next++;
      return *next == '{';
    }
  return FALSE;
}

/* put_text() for RBX, where all a record's items share one line: a "}"
 * that a reader would take for the end of the item (a player named
 * "A}B{", text with "}{") is written as ")", as RBX has no escape.
 * Returns how many were. */
static guint
put_rbx_text (GString    *out,
              const char *text)
{
  guint replaced = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        g_string_append_c (out, '|');
      else if (*p == '}' && ends_rbx_item (p + 1))
        {
          g_string_append_c (out, ')');
          replaced++;
        }
      else if (*p != '\r')
        g_string_append_c (out, *p);
    }
  return replaced;
}

static guint
serialise_rbx (Writer *w)
{
  GString *out = w->out;
  guint replaced = 0;

  for (guint i = 0; i < w->items->len; i++)
    {
      const BrgRbnItem *item = &g_array_index (w->items, BrgRbnItem, i);

      switch (item->kind)
        {
        case BRG_RBN_ITEM_LABEL:
        case BRG_RBN_ITEM_NOTE:
        case BRG_RBN_ITEM_ESCAPE:
          g_string_append_c (out, item->label);
          break;
        case BRG_RBN_ITEM_TEXT:
        default:
          break;
        }
      g_string_append_c (out, '{');
      if (item->data != NULL)
        replaced += put_rbx_text (out, item->data);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, '\n');
  return replaced;
}

/* ------------------------------------------------------------------ */
/* Boards                                                               */

G_GNUC_PRINTF (4, 5)
static void
warn (Writer     *w,
      guint       index,
      const char *code,
      const char *format,
      ...)
{
  BrgDiagnostic *diagnostic;
  char *message;
  va_list args;

  if (w->diagnostics == NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* A problem of the conversion is the source board's, at its line. */
  diagnostic = brg_diagnostic_new (BRG_SEVERITY_WARNING, w->source_line, 0, code, message);
  diagnostic->board = index;
  g_ptr_array_add (w->diagnostics, diagnostic);
  g_free (message);
}

static gboolean
is_empty_tag (const BrgTag *tag)
{
  return (tag->value[0] == '\0' || strcmp (tag->value, "?") == 0)
         && (tag->comments == NULL || tag->comments->len == 0)
         && (tag->section == NULL || tag->section->len == 0);
}

static void
report_unmapped_tags (Writer   *w,
                      BrgBoard *board,
                      guint     index,
                      const char *name)
{
  g_autoptr(GString) dropped = g_string_new (NULL);

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);
      int label = _brg_rbn_tag_label (tag->name);

      if (label < 0 && !is_empty_tag (tag))
        {
          if (dropped->len > 0)
            g_string_append (dropped, ", ");
          g_string_append (dropped, tag->name);
        }
      else if (label >= 0 && tag->section != NULL && tag->section->len > 0
               && strcmp (tag->name, "OptimumResultTable") != 0)
        warn (w, index, "rbn-dropped",
              _("%s: the data after the %s tag has no place in RBN; it was dropped"),
              name, tag->name);
    }
  if (dropped->len > 0)
    warn (w, index, "rbn-dropped", _("%s: RBN has no label for the tags %s; they were dropped"),
          name, dropped->str);
}

/* Whether the columns of an OptimumResultTable are PBN §5.7's, which the
 * M label holds: Declarer, Denomination and Result, with any widths. */
static gboolean
has_standard_columns (const BrgTag *tag)
{
  static const char * const names[] = { "Declarer", "Denomination", "Result" };
  g_auto(GStrv) columns = g_strsplit (tag->value, ";", -1);
  guint seen = 0;

  for (guint i = 0; columns[i] != NULL; i++)
    {
      const char *name = columns[i] + (columns[i][0] == '+' || columns[i][0] == '-');
      gsize len = strcspn (name, "\\");
      guint k;

      for (k = 0; k < G_N_ELEMENTS (names); k++)
        if (strlen (names[k]) == len && strncmp (name, names[k], len) == 0)
          break;
      if (k == G_N_ELEMENTS (names) || (seen & (1u << k)))
        return FALSE;
      seen |= 1u << k;
    }
  return seen == 7;
}

/* What RBN cannot say and no label comparison sees: the double-dummy
 * tables beside the M label, a play section without cards, a value of the
 * vulnerability RBN has no letter for. */
static void
report_rbn_gaps (Writer     *w,
                 BrgBoard   *board,
                 guint       index,
                 const char *name)
{
  const BrgTag *table = brg_board_lookup_tag (board, "OptimumResultTable");
  const BrgTag *tricks = brg_board_lookup_tag (board, "DoubleDummyTricks");
  const char *vulnerable = brg_board_get_tag (board, "Vulnerable");
  BrgVulnerability vulnerability;
  BrgPlay *play = brg_board_get_play (board);
  gboolean table_written = FALSE;

  if (table != NULL && (table->section != NULL && table->section->len > 0))
    {
      if (has_standard_columns (table))
        table_written = TRUE;
      else
        warn (w, index, "rbn-dropped",
              _("%s: the OptimumResultTable “%s” does not have the columns of PBN §5.7 "
                "(Declarer, Denomination, Result), which RBN's M label holds; it was dropped"),
              name, table->value);
    }
  if (tricks != NULL && tricks->value[0] != '\0' && strcmp (tricks->value, "?") != 0)
    {
      if (table_written)
        warn (w, index, "rbn-dropped",
              _("%s: RBN has one table of makes (the M label), which holds the "
                "OptimumResultTable; the DoubleDummyTricks tag was dropped"), name);
      else
        warn (w, index, "rbn-approximated",
              _("%s: the DoubleDummyTricks tag was written as RBN's M label, which reads back "
                "as an OptimumResultTable"), name);
    }

  if (play != NULL && brg_play_get_n_cards (play) == 0)
    warn (w, index, "rbn-dropped",
          _("%s: the play section holds no cards (PBN “*” or “+” alone); RBN has nothing to "
            "write for it"), name);

  if (vulnerable != NULL && vulnerable[0] != '\0' && strcmp (vulnerable, "?") != 0
      && !brg_vulnerability_from_pbn (vulnerable, &vulnerability))
    warn (w, index, "rbn-approximated",
          _("%s: RBN has no letter for the vulnerability “%s”; it was written as X (unknown)"),
          name, vulnerable);
}

/* One board's record while write_board() makes it. */
typedef struct
{
  char      *name;                            /* Owned: the board, for messages */
  char      *values[BRG_RBN_N_LABELS];        /* Owned: each label's line, or NULL */
  GPtrArray *losses[BRG_RBN_N_LABELS];        /* Owned: of char *, what each lost */
  gboolean   write[BRG_RBN_N_LABELS];         /* the label line is written */
  GPtrArray *leading_losses;                  /* Owned: of char * */
  GPtrArray *notes_a;                         /* Owned: the auction's note lines */
  GPtrArray *notes_p;                         /* Owned: the play's note lines */
} Record;

static void
record_clear (Record *rec)
{
  g_free (rec->name);
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      g_free (rec->values[label]);
      g_clear_pointer (&rec->losses[label], g_ptr_array_unref);
    }
  g_clear_pointer (&rec->leading_losses, g_ptr_array_unref);
  g_clear_pointer (&rec->notes_a, g_ptr_array_unref);
  g_clear_pointer (&rec->notes_p, g_ptr_array_unref);
}

/* The notes of the A or P label, NULL for the others. */
static GPtrArray *
record_notes (Record *rec,
              guint   label)
{
  return label == BRG_RBN_LABEL_A ? rec->notes_a : label == BRG_RBN_LABEL_P ? rec->notes_p : NULL;
}

/* The first phase: each label's value, on one line. */
static void
format_labels (BrgBoard *board,
               Record   *rec)
{
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      gboolean changed = FALSE;
      char *value;

      rec->losses[label] = g_ptr_array_new_with_free_func (g_free);
      value = _brg_rbn_format_label (board, label, record_notes (rec, label), rec->losses[label]);
      if (value == NULL)
        continue;
      rec->values[label] = one_line (value, &changed);
      if (rec->values[label][0] == '\0')
        g_clear_pointer (&rec->values[label], g_free);
      if (changed)
        g_ptr_array_add (rec->losses[label],
                         g_strdup_printf (_("the line breaks of the %c label were written as "
                                            "spaces"), BRG_RBN_LABELS[label]));
      g_free (value);
    }
}

/* The second phase: which label lines are written. A label repeats or is
 * written; a record must keep one label line, or it would not be a
 * record: then the first label with a value is written again, or a null B
 * when there is none. */
static void
choose_labels (Writer   *w,
               BrgBoard *board,
               guint     index,
               Record   *rec)
{
  gboolean any = FALSE;

  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      const char *expected = _brg_rbn_repeat_expected (w->repeat, label,
                                                       rec->values[BRG_RBN_LABEL_K]);

      if (_brg_rbn_label_repeats (label))
        rec->write[label] = g_strcmp0 (rec->values[label], expected) != 0;
      else
        rec->write[label] = rec->values[label] != NULL;
      any = any || rec->write[label];
    }
  for (guint label = 0; label < BRG_RBN_N_LABELS && !any; label++)
    if (rec->values[label] != NULL)
      any = rec->write[label] = TRUE;
  if (!any)
    rec->write[BRG_RBN_LABEL_B] = TRUE;
  any = FALSE;
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    any = any || rec->values[label] != NULL;
  if (!any && brg_board_get_n_tags (board) > 0)
    warn (w, index, "rbn-approximated",
          _("%s: every tag is empty or unknown; RBN writes an empty record, which reads "
            "back as a board without tags and which other programs may skip"), rec->name);
}

/* The A or P label's notes: note 0 first (the auction's or play's ;
 * comments), then 1–9. Notes belong to the label line before them:
 * without it, a null one keeps them where they are. */
static void
add_section_notes (Writer   *w,
                   BrgBoard *board,
                   guint     label,
                   Record   *rec)
{
  GPtrArray *notes = record_notes (rec, label);
  guint before = w->items->len;

  for (const char * const *tag = _brg_rbn_label_tags (label); *tag != NULL; tag++)
    {
      const BrgTag *t = brg_board_lookup_tag (board, *tag);

      for (guint i = 0; t != NULL && t->comments != NULL && i < t->comments->len; i++)
        {
          const BrgComment *comment = g_ptr_array_index (t->comments, i);

          if (comment->kind == BRG_COMMENT_LINE)
            add_comment (w, comment, TRUE, rec->losses[label]);
        }
    }
  add_note_lines (w, notes, TRUE, rec->losses[label]);
  add_note_lines (w, notes, FALSE, rec->losses[label]);
  add_kept_notes (w, board, BRG_RBN_LABELS[label]);

  if (!rec->write[label] && w->items->len > before)
    {
      BrgRbnItem item = { BRG_RBN_ITEM_LABEL, BRG_RBN_LABELS[label], NULL, 0, 0 };

      g_array_insert_val (w->items, before, item);
    }
}

/* One label: its line, the notes of a section, the commentary of its
 * tags. */
static void
add_label (Writer   *w,
           BrgBoard *board,
           guint     index,
           guint     label,
           Record   *rec)
{
  gboolean sections = label == BRG_RBN_LABEL_A || label == BRG_RBN_LABEL_P;
  const char *value = rec->values[label];

  if (rec->write[label])
    {
      add_item (w, BRG_RBN_ITEM_LABEL, BRG_RBN_LABELS[label], value);
      if (value != NULL && w->flavour == BRG_RBN_FLAVOUR_RBN && label != BRG_RBN_LABEL_I
          && strlen (value) + 2 > _brg_rbn_label_max_length (label))
        warn (w, index, "rbn-line-too-long",
              _("%s: the %c label has %u characters; RBN allows %u"), rec->name,
              BRG_RBN_LABELS[label], (guint) g_utf8_strlen (value, -1) + 2,
              _brg_rbn_label_max_length (label));
    }

  if (sections)
    add_section_notes (w, board, label, rec);

  for (const char * const *tag = _brg_rbn_label_tags (label); *tag != NULL; tag++)
    {
      const BrgTag *t = brg_board_lookup_tag (board, *tag);

      for (guint i = 0; t != NULL && t->comments != NULL && i < t->comments->len; i++)
        {
          const BrgComment *comment = g_ptr_array_index (t->comments, i);

          if (!sections || comment->kind != BRG_COMMENT_LINE)
            add_comment (w, comment, FALSE, rec->losses[label]);
        }
    }
  if (sections)
    add_section_extras (w, board, label, rec->losses[label]);
}

/* The fourth phase: the items as text, RBN or RBX. */
static void
serialise_record (Writer     *w,
                  guint       index,
                  const char *name)
{
  guint replaced;

  if (w->flavour != BRG_RBN_FLAVOUR_RBX)
    {
      serialise_rbn (w);
      return;
    }
  if (w->escapes != NULL)
    {
      /* The file's % lines open the first record's line. */
      for (guint i = w->escapes->len; i > 0; i--)
        {
          BrgRbnItem item = { BRG_RBN_ITEM_ESCAPE, '%',
                              g_strdup (g_ptr_array_index (w->escapes, i - 1)), 0, 0 };

          g_array_prepend_val (w->items, item);
        }
      w->escapes = NULL;
    }
  replaced = serialise_rbx (w);
  if (replaced > 0)
    warn (w, index, "rbn-approximated",
          g_dngettext (GETTEXT_PACKAGE,
                       "%s: RBX cannot hold a “}” that a “{” follows: written as “)” "
                       "(%u time)",
                       "%s: RBX cannot hold a “}” that a “{” follows: written as “)” "
                       "(%u times)", replaced), name, replaced);
}

/* The last phase: the record read back, and what did not survive said. */
static void
report_losses (Writer   *w,
               BrgBoard *board,
               guint     index,
               Record   *rec)
{
  const BrgRbnItem *items = (const BrgRbnItem *) (gpointer) w->items->data;
  g_autoptr(BrgBoard) again = NULL;

  if (w->shadow == NULL)
    return;
  again = _brg_rbn_builder_build (w->shadow, items, w->items->len, index);
  for (guint i = 0; i < rec->leading_losses->len; i++)
    warn (w, index, "rbn-approximated", "%s: %s", rec->name,
          (const char *) g_ptr_array_index (rec->leading_losses, i));
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      if (rec->losses[label]->len == 0)
        _brg_rbn_compare_label (board, again, label, rec->losses[label]);
      for (guint i = 0; i < rec->losses[label]->len; i++)
        warn (w, index, "rbn-approximated", "%s: %s", rec->name,
              (const char *) g_ptr_array_index (rec->losses[label], i));
    }
  report_unmapped_tags (w, board, index, rec->name);
  report_rbn_gaps (w, board, index, rec->name);
}

/* One board as one record, in phases: the labels' values, which lines are
 * written, the items (comments, label lines, notes), the text, and the
 * record read back to say what it lost. */
static void
write_board (Writer   *w,
             BrgBoard *board,
             guint     index)
{
  Record rec = { NULL };

  rec.name = _brg_rbn_board_name (board, index);
  rec.leading_losses = g_ptr_array_new_with_free_func (g_free);
  rec.notes_a = g_ptr_array_new_with_free_func (_brg_rbn_note_line_free);
  rec.notes_p = g_ptr_array_new_with_free_func (_brg_rbn_note_line_free);
  g_array_set_size (w->items, 0);
  w->source_line = brg_board_get_line (board);

  format_labels (board, &rec);
  choose_labels (w, board, index, &rec);
  for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
    add_comment (w, brg_board_get_leading_comment (board, i), FALSE, rec.leading_losses);
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    add_label (w, board, index, label, &rec);
  _brg_rbn_repeat_commit (w->repeat, rec.values);
  serialise_record (w, index, rec.name);
  report_losses (w, board, index, &rec);
  record_clear (&rec);
}

/* "RBN 36 deals" and "RBX …": a signature with a description. */
static const char *
signature_rest (const char *escape)
{
  if (*escape == ' ')
    escape++;
  if ((g_str_has_prefix (escape, "RBN") || g_str_has_prefix (escape, "RBX"))
      && (escape[3] == '\0' || escape[3] == ' '))
    return escape + 3;
  return NULL;
}

static void
writer_init (Writer         *w,
             BrgRbnFlavour   flavour,
             GString        *out,
             GPtrArray      *diagnostics,
             gboolean        check)
{
  memset (w, 0, sizeof *w);
  w->flavour = flavour;
  w->out = out;
  w->diagnostics = diagnostics;
  w->repeat = _brg_rbn_repeat_new ();
  w->shadow = check ? _brg_rbn_builder_new (NULL) : NULL;
  w->items = g_array_new (FALSE, TRUE, sizeof (BrgRbnItem));
  g_array_set_clear_func (w->items, _brg_rbn_item_clear);
}

static void
writer_clear (Writer *w)
{
  g_clear_pointer (&w->repeat, _brg_rbn_repeat_free);
  g_clear_pointer (&w->shadow, _brg_rbn_builder_free);
  g_clear_pointer (&w->items, g_array_unref);
}

/**
 * brg_rbn_write_bytes:
 * @event: an event
 * @flavour: RBN or RBX
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for warnings about what RBN cannot say
 *
 * Writes @event as RBN 3.2 (`% RBN` first, one label a line, a blank line
 * after each record) or as RBX (`%{RBX}` first, one record a line). The
 * labels come from the tags and objects PBN uses (docs/rbn-pbn-mapping.md)
 * and are left out or written null as the repetition rules say. A warning
 * that names the board is added to @diagnostics for everything that RBN
 * cannot hold and was dropped or approximated.
 *
 * The output is canonical: writing what brg_rbn_read_bytes() reads from it
 * gives the same bytes.
 *
 * Returns: (transfer full): the file's bytes, UTF-8 with LF line ends
 */
GBytes *
brg_rbn_write_bytes (BrgEvent       *event,
                     BrgRbnFlavour   flavour,
                     GPtrArray     **diagnostics)
{
  g_autoptr(GPtrArray) escapes = g_ptr_array_new ();
  g_autoptr(GPtrArray) found = NULL;
  g_autofree char *signature = NULL;
  GString *out;
  Writer w;
  guint n_escapes, first = 0;
  const char *rest = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);
  g_return_val_if_fail (flavour == BRG_RBN_FLAVOUR_RBN || flavour == BRG_RBN_FLAVOUR_RBX, NULL);

  if (diagnostics != NULL)
    found = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_diagnostic_free);
  out = g_string_new (NULL);
  writer_init (&w, flavour, out, found, diagnostics != NULL);

  /* A signature with a description ("% RBN 36 deals") is the file's
   * signature; the reader drops a bare one, so any other % line that
   * looks like one is written as it is. */
  n_escapes = brg_event_get_n_escapes (event);
  if (n_escapes > 0)
    rest = signature_rest (brg_event_get_escape (event, 0));
  if (rest != NULL && rest[0] != '\0')
    first = 1;
  else
    rest = NULL;
  for (guint i = first; i < n_escapes; i++)
    {
      const char *escape = brg_event_get_escape (event, i);

      if (!_brg_rbn_escape_is_format_marker (escape))
        g_ptr_array_add (escapes, (gpointer) escape);
    }

  if (flavour == BRG_RBN_FLAVOUR_RBN)
    {
      g_string_append_printf (out, "%% RBN%s\n", rest != NULL ? rest : "");
      for (guint i = 0; i < escapes->len; i++)
        {
          g_string_append_c (out, '%');
          put_text (out, g_ptr_array_index (escapes, i));
          g_string_append_c (out, '\n');
        }
    }
  else
    {
      /* RBX: the signature and the file's % lines open the first line. */
      signature = g_strdup_printf ("RBX%s", rest != NULL ? rest : "");
      g_ptr_array_insert (escapes, 0, signature);
      if (brg_event_get_n_boards (event) > 0)
        w.escapes = escapes;
      else
        {
          for (guint i = 0; i < escapes->len; i++)
            {
              g_string_append (out, "%{");
              put_text (out, g_ptr_array_index (escapes, i));
              g_string_append_c (out, '}');
            }
          g_string_append_c (out, '\n');
        }
    }

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      g_autoptr(BrgBoard) board = _brg_event_dup_board (event, i);

      write_board (&w, board, i + 1);
    }

  writer_clear (&w);
  if (diagnostics != NULL)
    *diagnostics = g_steal_pointer (&found);
  return g_string_free_to_bytes (out);
}

/**
 * brg_rbn_write_board:
 * @board: a board
 * @flavour: RBN or RBX
 *
 * Writes @board as one record, every label that has a value written (no
 * repetition from other records), without the file's signature.
 *
 * Returns: (transfer full): the record, ending with a blank line for RBN
 *   or a line end for RBX
 */
char *
brg_rbn_write_board (BrgBoard      *board,
                     BrgRbnFlavour  flavour)
{
  GString *out;
  Writer w;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);
  g_return_val_if_fail (flavour == BRG_RBN_FLAVOUR_RBN || flavour == BRG_RBN_FLAVOUR_RBX, NULL);

  out = g_string_new (NULL);
  writer_init (&w, flavour, out, NULL, FALSE);
  write_board (&w, board, 1);
  writer_clear (&w);
  return g_string_free (out, FALSE);
}

/**
 * brg_rbn_write_file:
 * @event: an event
 * @flavour: RBN or RBX
 * @file: the file to write
 * @cancellable: (nullable): a #GCancellable
 * @diagnostics: (out) (optional) (transfer full) (element-type BrgDiagnostic):
 *   return location for warnings about what RBN cannot say
 * @error: return location for a #GError
 *
 * Writes @event to @file as brg_rbn_write_bytes() does, replacing the file
 * atomically.
 *
 * Returns: %TRUE on success
 */
gboolean
brg_rbn_write_file (BrgEvent       *event,
                    BrgRbnFlavour   flavour,
                    GFile          *file,
                    GCancellable   *cancellable,
                    GPtrArray     **diagnostics,
                    GError        **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (BRG_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = brg_rbn_write_bytes (event, flavour, diagnostics);
  return brg_write_file (file, bytes, BRG_WRITE_NONE, cancellable, error);
}

static char
label_of_raw_tag (const char *name)
{
  int label = _brg_rbn_tag_label (name);

  return label >= 0 ? BRG_RBN_LABELS[label] : '?';
}

static void
report_comment_braces (GPtrArray  *diagnostics,
                       guint       index,
                       guint       line,
                       const char *name,
                       GPtrArray  *comments)
{
  for (guint i = 0; comments != NULL && i < comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (comments, i);

      if (comment->kind == BRG_COMMENT_BRACE && strchr (comment->text, '}') != NULL)
        {
          BrgDiagnostic *diagnostic =
            brg_diagnostic_new (BRG_SEVERITY_WARNING, line, 0, "pbn-rbn-only",
                                _("free text with “}” cannot be a PBN comment as it is"));
          char *message = g_strdup_printf ("%s: %s", name, diagnostic->message);

          g_free (diagnostic->message);
          diagnostic->message = message;
          diagnostic->board = index;
          g_ptr_array_add (diagnostics, diagnostic);
        }
    }
}

/**
 * brg_rbn_report_pbn_losses:
 * @event: an event read from RBN or RBX
 * @diagnostics: (element-type BrgDiagnostic): where to add the warnings
 *
 * Adds a warning, naming the board, for everything of @event that PBN
 * cannot express: each `Rbn…` tag (the RBN text of a label the model
 * holds only approximately, such as pseudo plays, a circa date or a goal
 * in the contract; the I label's items; notes without an auction or play)
 * and free text that a PBN comment cannot hold. Call it before writing
 * PBN from an event read from RBN; the PBN writer keeps the `Rbn…` tags as
 * supplemental tags, which other programs ignore.
 */
void
brg_rbn_report_pbn_losses (BrgEvent  *event,
                           GPtrArray *diagnostics)
{
  g_return_if_fail (BRG_IS_EVENT (event));
  g_return_if_fail (diagnostics != NULL);

  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      g_autoptr(BrgBoard) board = _brg_event_dup_board (event, i);
      g_autofree char *name = _brg_rbn_board_name (board, i + 1);
      guint line = brg_board_get_line (board);

      for (guint t = 0; t < brg_board_get_n_tags (board); t++)
        {
          const BrgTag *tag = brg_board_get_nth_tag (board, t);
          BrgDiagnostic *diagnostic;
          char *message;

          report_comment_braces (diagnostics, i + 1, line, name, tag->comments);
          if (!_brg_rbn_is_raw_tag (tag->name))
            continue;

          if (strcmp (tag->name, "RbnItems") == 0)
            message = g_strdup_printf (_("%s: PBN has no item list (RBN I label “%s”); it is "
                                         "kept in the RbnItems tag, which other programs "
                                         "ignore"), name, tag->value);
          else if (strcmp (tag->name, "RbnNote") == 0)
            message = g_strdup_printf (_("%s: the RBN note “%s” has no auction or play to "
                                         "belong to in PBN; it is kept in an RbnNote tag"),
                                       name, tag->value);
          else
            message = g_strdup_printf (_("%s: PBN cannot express all of the RBN %c label "
                                         "“%s”; the PBN tags hold an approximation and the "
                                         "RBN text is kept in the %s tag, which other "
                                         "programs ignore"),
                                       name, label_of_raw_tag (tag->name), tag->value,
                                       tag->name);
          diagnostic = brg_diagnostic_new (BRG_SEVERITY_WARNING, line, 0, "pbn-rbn-only", message);
          diagnostic->board = i + 1;
          g_ptr_array_add (diagnostics, diagnostic);
          g_free (message);
        }
      for (guint c = 0; c < brg_board_get_n_leading_comments (board); c++)
        {
          g_autoptr(GPtrArray) one = g_ptr_array_new ();

          g_ptr_array_add (one, (gpointer) brg_board_get_leading_comment (board, c));
          report_comment_braces (diagnostics, i + 1, line, name, one);
        }
    }
}
