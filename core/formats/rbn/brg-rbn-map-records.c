/* brg-rbn-map-records.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records into boards (RBN 3.2): each label applied in turn, with the
 * repetition rules, notes and commentary put where the model keeps them.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-diagnostic.h"
#include "brg-play.h"
#include "brg-play-edits.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

/* ------------------------------------------------------------------ */
/* Records into boards                                                  */

struct _BrgRbnBuilder
{
  GPtrArray     *diagnostics;   /* Borrowed, nullable */
  BrgRbnRepeat  *repeat;        /* Owned */
};

BrgRbnBuilder *
_brg_rbn_builder_new (GPtrArray *diagnostics)
{
  BrgRbnBuilder *builder = g_new0 (BrgRbnBuilder, 1);

  builder->diagnostics = diagnostics;
  builder->repeat = _brg_rbn_repeat_new ();
  return builder;
}

void
_brg_rbn_builder_free (BrgRbnBuilder *builder)
{
  if (builder == NULL)
    return;
  _brg_rbn_repeat_free (builder->repeat);
  g_free (builder);
}

typedef struct
{
  guint  owner;       /* BRG_RBN_LABEL_A or _P */
  guint  index;
  char  *text;        /* Borrowed from the item */
  guint  line;
  guint  column;
} PendingNote;

typedef struct
{
  int          anchor;   /* the label it follows, -1 for none */
  BrgComment  *comment;  /* Owned */
} PendingComment;

static void
pending_comment_clear (gpointer data)
{
  PendingComment *pending = data;

  g_clear_pointer (&pending->comment, brg_comment_free);
}

/* A note that neither an auction nor a play can take stays a tag. */
static void
keep_note_tag (BrgBoard          *board,
               const PendingNote *note)
{
  g_autofree char *value = g_strdup_printf ("%c%u %s", BRG_RBN_LABELS[note->owner], note->index,
                                            note->text);
  g_autoptr(BrgTag) tag = brg_tag_new (BRG_RBN_NOTE_TAG, value);

  brg_board_insert_tag (board, -1, tag);
}

static void
attach_note (BrgBoard          *board,
             const PendingNote *note,
             BrgRbnDiag        *diag)
{
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  g_autoptr(BrgNote) model_note = NULL;

  diag->line = note->line;
  diag->column = note->column;

  if (note->index == 0)
    {
      /* Note 0, a general note: a ; comment of the Auction or Play tag. */
      int index = _brg_rbn_anchor_index (board, note->owner);
      g_autoptr(BrgComment) comment = brg_comment_new (BRG_COMMENT_LINE, note->text);

      if (index >= 0)
        brg_board_add_tag_comment (board, (guint) index, comment);
      else
        keep_note_tag (board, note);
      return;
    }

  model_note = brg_note_new (note->index, note->text);
  if (note->owner == BRG_RBN_LABEL_A && auction != NULL
      && brg_auction_lookup_note (auction, note->index) == NULL)
    brg_auction_set_note (auction, model_note);
  else if (note->owner == BRG_RBN_LABEL_P && play != NULL
           && brg_play_lookup_note (play, note->index) == NULL)
    brg_play_set_note (play, model_note);
  else
    {
      if ((note->owner == BRG_RBN_LABEL_A && auction != NULL)
          || (note->owner == BRG_RBN_LABEL_P && play != NULL))
        _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-note",
                         _("Note %u is given twice; the second one is kept apart"), note->index);
      keep_note_tag (board, note);
    }
}

static void
attach_comment (BrgBoard             *board,
                const PendingComment *pending,
                const BrgRbnItem    **given)
{
  /* Free text after a label belongs to the label's tag; when the label
   * left no tag, to the label before it, so that it writes back in place.
   * A repeating label given null holds it in an empty tag, as it is
   * written again (null) where the text follows it. */
  for (int label = pending->anchor; label >= 0; label--)
    {
      int index = _brg_rbn_anchor_index (board, (guint) label);

      if (index < 0 && _brg_rbn_label_repeats ((guint) label) && given[label] != NULL)
        {
          g_autoptr(BrgTag) tag = brg_tag_new (_brg_rbn_label_tags (label)[0], "");

          brg_board_insert_tag (board, -1, tag);
          index = (int) brg_board_get_n_tags (board) - 1;
        }
      if (index >= 0)
        {
          brg_board_add_tag_comment (board, (guint) index, pending->comment);
          return;
        }
    }
  brg_board_add_leading_comment (board, pending->comment);
}

BrgBoard *
_brg_rbn_builder_build (BrgRbnBuilder    *builder,
                        const BrgRbnItem *items,
                        guint             n_items,
                        guint             board_index)
{
  g_autoptr(BrgBoard) board = brg_board_new ();
  g_autoptr(GArray) notes = g_array_new (FALSE, FALSE, sizeof (PendingNote));
  g_autoptr(GArray) comments = g_array_new (FALSE, FALSE, sizeof (PendingComment));
  const BrgRbnItem *given[BRG_RBN_N_LABELS] = { NULL };
  char *values[BRG_RBN_N_LABELS] = { NULL };
  BrgRbnDiag diag = { builder->diagnostics, board_index, 0, 0, FALSE };
  BrgRbnContext ctx = { BRG_SEAT_NONE, BRG_SEAT_NONE };
  guint owner = BRG_RBN_LABEL_A;
  int last = -1;

  g_array_set_clear_func (comments, pending_comment_clear);
  /* Where the record starts, for what is said of the board later. */
  if (n_items > 0)
    brg_board_set_line (board, items[0].line);

  for (guint i = 0; i < n_items; i++)
    {
      const BrgRbnItem *item = &items[i];
      PendingComment pending = { last, NULL };
      PendingNote note;
      int label;

      diag.line = item->line;
      diag.column = item->column;

      switch (item->kind)
        {
        case BRG_RBN_ITEM_LABEL:
          label = _brg_rbn_label_index (item->label);
          g_assert (label >= 0);
          if (given[label] != NULL)
            _brg_rbn_report (&diag, BRG_SEVERITY_WARNING, 0, "rbn-duplicate-label",
                             _("The %c label was given before in this record; "
                               "this one was ignored"), item->label);
          else
            given[label] = item;
          last = label;
          if (label == BRG_RBN_LABEL_A || label == BRG_RBN_LABEL_P)
            owner = (guint) label;
          break;

        case BRG_RBN_ITEM_NOTE:
          note.owner = owner;
          note.index = (guint) (item->label - '0');
          note.text = item->data != NULL ? item->data : "";
          note.line = item->line;
          note.column = item->column;
          g_array_append_val (notes, note);
          break;

        case BRG_RBN_ITEM_TEXT:
        case BRG_RBN_ITEM_ESCAPE:
        default:
          pending.comment = brg_comment_new (item->kind == BRG_RBN_ITEM_TEXT ? BRG_COMMENT_BRACE
                                                                             : BRG_COMMENT_ESCAPE,
                                             item->data != NULL ? item->data : "");
          g_array_append_val (comments, pending);
          break;
        }
    }

  /* The repetition rules: a label left out repeats the one in force. */
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      if (given[label] != NULL)
        values[label] = g_strdup (given[label]->data);
      else
        values[label] = g_strdup (_brg_rbn_repeat_expected (builder->repeat, label,
                                                            values[BRG_RBN_LABEL_K]));
    }
  _brg_rbn_repeat_commit (builder->repeat, values);

  /* The dealer of the A label's prefix, so that H writes the deal from
   * the dealer. */
  if (values[BRG_RBN_LABEL_A] != NULL && values[BRG_RBN_LABEL_A][0] != '\0'
      && values[BRG_RBN_LABEL_A][1] != '\0'
      && strchr ("ZNEBXznebx", values[BRG_RBN_LABEL_A][1]) != NULL)
    _brg_rbn_seat_from_char (values[BRG_RBN_LABEL_A][0], &ctx.dealer);

  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      if (values[label] == NULL)
        continue;
      diag.line = given[label] != NULL ? given[label]->line : 0;
      diag.column = given[label] != NULL ? given[label]->column : 0;
      _brg_rbn_apply_label (board, label, values[label], &ctx, &diag);
    }

  for (guint i = 0; i < notes->len; i++)
    attach_note (board, &g_array_index (notes, PendingNote, i), &diag);

  /* R gives the final result: a play that stops before it was claimed. */
  brg_board_read_claim (board);

  /* What the model could not hold is kept as the label's text. */
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      g_autofree char *canon = NULL;
      g_autofree char *model = NULL;

      if (values[label] == NULL || _brg_rbn_label_raw_tag (label) == NULL)
        continue;
      canon = _brg_rbn_canon_label (label, values[label]);
      model = _brg_rbn_format_plain (board, label, NULL, NULL);
      if (canon == NULL || g_strcmp0 (canon, model) != 0)
        {
          g_autoptr(BrgTag) tag = brg_tag_new (_brg_rbn_label_raw_tag (label),
                                               canon != NULL ? canon : values[label]);

          brg_board_insert_tag (board, -1, tag);
        }
    }

  for (guint i = 0; i < comments->len; i++)
    attach_comment (board, &g_array_index (comments, PendingComment, i), given);

  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    g_free (values[label]);

  if (diag.errors)
    brg_board_set_has_errors (board, TRUE);
  return g_steal_pointer (&board);
}
