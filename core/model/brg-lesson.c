/* brg-lesson.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board's lesson as a sequence of steps: what the class sees at each
 * click. One model for the three places that show it (the window's
 * presentation, the projector, the slides), read from what the board's
 * commentary says:
 *
 * - Bridge Classroom's lesson directives (`[NEXT]`, `[SHOW NS]`,
 *   `[AUCTION off]`, `[SHOW_LEAD]` …; its documentation/lesson-directive-spec.md
 *   §3–§5): the commentary, all of it in board order, is cut into steps at
 *   the interactive directives, and what each step shows is what the
 *   directives say, cumulatively, and nothing else: the whole auction
 *   unless `[AUCTION off]` or a `[BID]` question, no card played before
 *   `[SHOW_LEAD]`, no hand before `[SHOW]` once the board names any.
 * - A LIN teaching movie, as the LIN reader keeps it (docs/lin-pbn-mapping.md
 *   §3.12–§3.16, §4): a step at each pause, at the call or card where it
 *   stands, with the seats `sk` shows, the text since the last `nt`, the
 *   highlights, and the calls and cards of a line the movie takes back.
 * - A board that says nothing: BBO's rhythm, the deal before the first
 *   call, the auction, then each trick.
 *
 * Our `[%reveal auction|play]` marks hold a comment back until its step
 * shows the whole auction or play. Hidden hands (`Hidden`) stay hidden
 * until a step shows them; when the last step still keeps a hand (with
 * cards) or a comment back, a last step shows the whole deal.
 *
 * A lesson is read once from its board, which it keeps a reference to;
 * after the board changes, make a new one. Nothing here changes the board:
 * the commentary keeps its bytes, directives and all.
 */

#include "config.h"

#include <string.h>

#include "brg-board-edits.h"
#include "brg-commentary.h"
#include "brg-directive.h"
#include "brg-input.h"
#include "brg-lesson.h"
#include "brg-lesson-private.h"
#include "brg-seat.h"

#define ALL_SEATS 0xfu

typedef struct
{
  GArray         *ranges;     /* of BrgLessonRange: where the step's text stands */
  BrgLessonRange  start;      /* where its text begins */
  BrgLessonRange  brk;        /* where its pause or directive is */
  gboolean        has_break;
} Place;

struct _BrgLesson
{
  GObject          parent_instance;

  BrgBoard        *board;    /* Owned */
  BrgLessonSource  source;
  GArray          *steps;    /* of BrgLessonStep */
  GArray          *places;   /* of Place, one a step */
  GPtrArray       *pieces;   /* of BrgComment: the steps' text, each once */
  gboolean         has_show;
};

/* A movie's text stays on screen until new text comes: of what a step
 * adds (`at`) the last pieces are kept, so that a step costs a bounded
 * number of pointers whatever the file. */
#define MAX_SCREEN 32

G_DEFINE_FINAL_TYPE (BrgLesson, brg_lesson, G_TYPE_OBJECT)

static void
step_clear (BrgLessonStep *step)
{
  g_clear_pointer (&step->extra_calls, g_array_unref);
  g_clear_pointer (&step->extra_cards, g_array_unref);
  g_clear_pointer (&step->table, g_array_unref);
  g_clear_pointer (&step->comments, g_ptr_array_unref);
}

static void
place_clear (Place *place)
{
  g_clear_pointer (&place->ranges, g_array_unref);
}

static void
brg_lesson_finalize (GObject *object)
{
  BrgLesson *self = BRG_LESSON (object);

  g_clear_object (&self->board);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->places, g_array_unref);
  g_clear_pointer (&self->pieces, g_ptr_array_unref);

  G_OBJECT_CLASS (brg_lesson_parent_class)->finalize (object);
}

static void
brg_lesson_class_init (BrgLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = brg_lesson_finalize;
}

static void
brg_lesson_init (BrgLesson *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (BrgLessonStep));
  g_array_set_clear_func (self->steps, (GDestroyNotify) step_clear);
  self->places = g_array_new (FALSE, TRUE, sizeof (Place));
  g_array_set_clear_func (self->places, (GDestroyNotify) place_clear);
  self->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
}

/* ------------------------------------------------------------------ */
/* The board's commentary in the order a lesson goes through it         */

/* The comments of one place of the board, with the position the replay
 * has when it reaches them. */
typedef struct
{
  BrgAnchor  anchor;
  int        tag;        /* the tag whose comments these are, or -1 */
  GPtrArray *comments;   /* Borrowed */
  guint      calls;
  guint      cards;
  gboolean   after_auction;  /* BBO pauses after it: the auction is over */
  gboolean   after_trick;    /* … a trick is over */
  gboolean   start;          /* the deal is shown before what follows */
} Slot;

/* The board's places in lesson order: the commentary before the board and
 * that of its tags (but Auction, Play and Note), before the first call,
 * after each call, before the first card, after each card. The Result
 * tag's comments come last in a movie (@result_last), where the LIN
 * reader keeps what follows the claim; elsewhere they are the board's,
 * as a PBN file written in export order puts a board's commentary after
 * its last tag, Result, before the auction. A note's comments are the
 * note's, shown with it. */
static GArray *
make_slots (BrgBoard   *board,
            GPtrArray  *leading,
            gboolean    result_last)
{
  GArray *slots = g_array_new (FALSE, TRUE, sizeof (Slot));
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  guint n_calls = auction != NULL ? brg_auction_get_n_calls (auction) : 0;
  guint n_cards = play != NULL ? brg_play_get_n_cards (play) : 0;
  int result = -1;
  Slot slot;

  for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
    g_ptr_array_add (leading, (gpointer) brg_board_get_leading_comment (board, i));
  slot = (Slot) { brg_anchor_make (BRG_ANCHOR_BOARD, 0), -1, leading, 0, 0 };
  g_array_append_val (slots, slot);

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);

      if (result_last && g_str_equal (tag->name, "Result") && result < 0)
        {
          result = (int) i;
          continue;
        }
      if (tag->comments == NULL || g_str_equal (tag->name, "Auction")
          || g_str_equal (tag->name, "Play") || g_str_equal (tag->name, "Note"))
        continue;
      slot = (Slot) { brg_anchor_make (BRG_ANCHOR_BOARD, 0), (int) i, tag->comments, 0, 0 };
      g_array_append_val (slots, slot);
    }

  if (auction != NULL)
    {
      const BrgTag *tag = brg_board_lookup_tag (board, "Auction");

      slot = (Slot) { brg_anchor_make (BRG_ANCHOR_AUCTION, 0), -1,
                      tag != NULL ? tag->comments : NULL, 0, 0 };
      slot.start = n_calls > 0;
      g_array_append_val (slots, slot);
      for (guint i = 0; i < n_calls; i++)
        {
          const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

          slot = (Slot) { brg_anchor_make (BRG_ANCHOR_CALL, i), -1,
                          annotation != NULL ? annotation->comments : NULL, i + 1, 0 };
          slot.after_auction = i + 1 == n_calls && brg_auction_is_complete (auction);
          g_array_append_val (slots, slot);
        }
    }
  if (play != NULL)
    {
      const BrgTag *tag = brg_board_lookup_tag (board, "Play");

      slot = (Slot) { brg_anchor_make (BRG_ANCHOR_PLAY, 0), -1,
                      tag != NULL ? tag->comments : NULL, n_calls, 0 };
      slot.start = n_calls == 0 && n_cards > 0;
      g_array_append_val (slots, slot);
      for (guint i = 0; i < n_cards; i++)
        {
          const BrgAnnotation *annotation = brg_play_get_annotation (play, i);

          slot = (Slot) { brg_anchor_make (BRG_ANCHOR_CARD, i), -1,
                          annotation != NULL ? annotation->comments : NULL, n_calls, i + 1 };
          slot.after_trick = (i + 1) % 4 == 0;
          g_array_append_val (slots, slot);
        }
    }
  if (result >= 0)
    {
      slot = (Slot) { brg_anchor_make (BRG_ANCHOR_BOARD, 0), result,
                      brg_board_get_nth_tag (board, (guint) result)->comments, n_calls, n_cards };
      g_array_append_val (slots, slot);
    }
  return slots;
}

/* LIN's movie commands as the LIN reader keeps them (docs/lin-pbn-mapping.md
 * §3.11–§3.16): a board that has any is a movie. */
static gboolean
is_movie_command (const char         *text,
                  const BrgDirective *directive)
{
  static const char *names[] = {
    "pg", "sk", "nt", "at", "hc", "lc", "hs", "ls", "up", "ub", "mb", "pc",
  };

  if (directive->kind != BRG_DIRECTIVE_COMMAND)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (brg_directive_name_is (text, directive, names[i]))
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Building the steps                                                   */


typedef struct
{
  BrgLesson  *self;
  BrgBoard   *board;
  BrgAuction *auction;   /* Borrowed; perhaps NULL */
  BrgPlay    *play;      /* Borrowed; perhaps NULL */
  guint       n_calls;
  guint       n_cards;
  gboolean    implied_pauses;
  gboolean    explicit_pauses;
  gboolean    carry;         /* text stays on screen until new text (LIN) */

  /* What the class sees now */
  guint       seats;
  gboolean    auction_shown;
  guint       calls;
  guint       cards;
  GArray     *extra_calls;
  GArray     *extra_cards;
  BrgCardSet  highlighted;
  BrgCardSet  struck;
  GArray     *table;
  GPtrArray  *screen;      /* of BrgComment, borrowed from pieces: the text on screen */
  guint       n_carried;   /* of it, from the steps before */
  gboolean    new_text;
  GPtrArray  *pending[BRG_REVEAL_AFTER_PLAY + 1];  /* of BrgComment, borrowed: held
                                                    * back by a mark, by the mark */

  /* Where the step being made stands */
  GArray         *ranges;
  BrgLessonRange  start;

  /* Bridge Classroom */
  gboolean    content;     /* the segment holds text or a directive */
  BrgCardSet  chosen;      /* cards chosen, on the table until a [PLAY] */
  guint       bid_from;    /* the first call a [BID] may ask for */
} Builder;

static BrgReveal
position_reveal (const Builder *b)
{
  if (b->calls < b->n_calls)
    return BRG_REVEAL_ALWAYS;
  if (b->cards < b->n_cards)
    return BRG_REVEAL_AFTER_AUCTION;
  return BRG_REVEAL_AFTER_PLAY;
}

static GArray *
copy_array (GArray *array)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (array), array->len);

  g_array_append_vals (copy, array->data, array->len);
  return copy;
}

static gboolean
arrays_equal (GArray *a,
              GArray *b)
{
  /* An empty array's data may be NULL, which memcmp must not be given. */
  return a->len == b->len
         && (a->len == 0
             || memcmp (a->data, b->data, (gsize) a->len * g_array_get_element_size (a)) == 0);
}

/* Whether the class would see nothing new at a step made now. */
static gboolean
same_as_last (Builder *b)
{
  const BrgLessonStep *last;

  if (b->self->steps->len == 0 || b->new_text)
    return FALSE;
  last = &g_array_index (b->self->steps, BrgLessonStep, b->self->steps->len - 1);
  return last->seats_shown == b->seats && last->auction_shown == b->auction_shown
         && last->calls_shown == b->calls && last->cards_played == b->cards
         && last->highlighted == b->highlighted && last->struck == b->struck
         && arrays_equal (last->extra_calls, b->extra_calls)
         && arrays_equal (last->extra_cards, b->extra_cards)
         && arrays_equal (last->table, b->table) && last->comments->len == b->screen->len;
}

static void
add_range (Builder              *b,
           const BrgLessonRange *range)
{
  if (b->ranges->len == 0)
    b->start = *range;
  g_array_append_val (b->ranges, *range);
}

/* Puts a piece of the pool on screen, as new text. */
static void
show_piece (Builder    *b,
            BrgComment *piece)
{
  if (b->screen->len >= MAX_SCREEN)
    {
      g_ptr_array_remove_index (b->screen, 0);
      if (b->n_carried > 0)
        b->n_carried--;
    }
  g_ptr_array_add (b->screen, piece);
  b->new_text = TRUE;
}

/* The text of @range of @comment goes on screen, unless it shows nothing.
 * @clears: it is new text (LIN's `nt`): the text of the steps before goes. */
static void
add_piece (Builder              *b,
           const BrgComment     *comment,
           const BrgLessonRange *range,
           gboolean              clears)
{
  g_autoptr(BrgComment) piece = NULL;
  g_autofree char *shown = NULL;

  add_range (b, range);
  if (clears && b->n_carried > 0)
    {
      g_ptr_array_remove_range (b->screen, 0, b->n_carried);
      b->n_carried = 0;
    }
  piece = brg_comment_new (BRG_COMMENT_BRACE, "");
  g_free (piece->text);
  piece->text = g_strndup (comment->text + range->from, range->to - range->from);
  shown = brg_comment_dup_display_text (piece);
  if (shown[strspn (shown, " \t\r\n")] == '\0')
    return;
  g_ptr_array_add (b->self->pieces, piece);
  show_piece (b, g_steal_pointer (&piece));
}

/* Comments held back by their mark come on screen once it is satisfied. */
static void
release_pending (Builder   *b,
                 BrgReveal  reveal)
{
  for (BrgReveal level = BRG_REVEAL_AFTER_AUCTION; level <= reveal; level++)
    {
      for (guint i = 0; i < b->pending[level]->len; i++)
        show_piece (b, g_ptr_array_index (b->pending[level], i));
      g_ptr_array_set_size (b->pending[level], 0);
    }
}

/* Makes a step of what the class sees now. @brk: where its pause stands,
 * or NULL for a pause of BBO's, after the auction or a trick. */
static void
emit (Builder              *b,
      BrgStepKind           kind,
      const BrgLessonRange *brk,
      BrgCall               answer_call,
      BrgCardSet            answer_cards,
      gboolean              carry)
{
  BrgLessonStep step = { 0 };
  Place place = { 0 };

  release_pending (b, position_reveal (b));
  if (same_as_last (b) && kind != BRG_STEP_ASK_CALL && kind != BRG_STEP_ASK_CARD)
    return;

  step.kind = kind;
  step.seats_shown = b->seats;
  step.auction_shown = b->auction_shown;
  step.calls_shown = b->calls;
  step.cards_played = b->cards;
  step.extra_calls = copy_array (b->extra_calls);
  step.extra_cards = copy_array (b->extra_cards);
  step.highlighted = b->highlighted;
  step.struck = b->struck;
  step.table = copy_array (b->table);
  step.revealed = position_reveal (b);
  step.comments = g_ptr_array_sized_new (b->screen->len);
  for (guint i = 0; i < b->screen->len; i++)
    g_ptr_array_add (step.comments, g_ptr_array_index (b->screen, i));
  step.n_carried = b->n_carried;
  step.answer_call = answer_call;
  step.answer_cards = answer_cards;
  g_array_append_val (b->self->steps, step);

  place.ranges = g_steal_pointer (&b->ranges);
  place.start = b->start;
  if (brk != NULL)
    {
      place.brk = *brk;
      place.has_break = TRUE;
    }
  g_array_append_val (b->self->places, place);

  b->ranges = g_array_new (FALSE, FALSE, sizeof (BrgLessonRange));
  if (brk != NULL)
    b->start = (BrgLessonRange) { brk->anchor, brk->tag, brk->comment, brk->to, brk->to };
  b->new_text = FALSE;
  if (carry)
    b->n_carried = b->screen->len;
  else
    {
      g_ptr_array_set_size (b->screen, 0);
      b->n_carried = 0;
    }
}

/* A place of @slot where no comment is yet: after its comments. */
static BrgLessonRange
slot_end (const Slot *slot)
{
  guint n = slot->comments != NULL ? slot->comments->len : 0;

  return (BrgLessonRange) { slot->anchor, slot->tag, n, 0, 0 };
}

static BrgLessonRange
range_of (const Slot *slot,
          guint       comment,
          gsize       from,
          gsize       to)
{
  return (BrgLessonRange) { slot->anchor, slot->tag, comment, from, to };
}

/* Holds back a comment whose mark the position does not satisfy. */
static gboolean
hold_back (Builder          *b,
           const Slot       *slot,
           guint             index,
           const BrgComment *comment)
{
  BrgReveal reveal = brg_comment_get_reveal (comment);
  BrgLessonRange range;
  BrgComment *piece;

  if (reveal <= position_reveal (b))
    return FALSE;
  piece = brg_comment_new (BRG_COMMENT_BRACE, comment->text);
  g_ptr_array_add (b->self->pieces, piece);
  g_ptr_array_add (b->pending[reveal], piece);
  range = range_of (slot, index, 0, strlen (comment->text));
  add_range (b, &range);
  return TRUE;
}

/* Seats as `sk` lists them (`sn`), or as `[SHOW]` does (`NS`, `ALL`). */
static guint
parse_seats (const char *text)
{
  guint seats = 0;

  if (g_ascii_strcasecmp (text, "all") == 0)
    return ALL_SEATS;
  for (const char *p = text; *p != '\0'; p++)
    {
      char letter[2] = { *p, '\0' };
      BrgSeat seat;

      if (brg_seat_from_pbn (letter, &seat))
        seats |= 1u << seat;
    }
  return seats;
}

/* `1np3Nppp`, `2S!`: LIN's calls, one after another. */
static void
append_lin_calls (GArray     *calls,
                  const char *text)
{
  const char *p = text;

  while (*p != '\0')
    {
      char token[4] = { 0 };
      BrgCall call;

      if (*p >= '1' && *p <= '7')
        {
          token[0] = *p++;
          if (*p != '\0')
            token[1] = *p++;
          if ((token[1] == 'N' || token[1] == 'n') && (*p == 'T' || *p == 't'))
            p++;
        }
      else if ((*p == 'x' || *p == 'X') && (p[1] == 'x' || p[1] == 'X'))
        {
          token[0] = 'r';
          p += 2;
        }
      else
        token[0] = *p++;
      if (brg_call_from_input (token, &call))
        g_array_append_val (calls, call);
    }
}

/* A card written as LIN and Bridge Classroom write them: `DA`, `h10`. */
static gboolean
parse_card (const char *text,
            BrgCard    *card)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return brg_card_from_input (stripped, card);
}

static void
remove_last (GArray *array,
             guint   n)
{
  g_array_set_size (array, array->len - MIN (n, array->len));
}

/* The calls of a line the movie takes back, as far as the laws let them
 * follow the calls shown: the LIN reader keeps a call it could not make
 * as `[%mb …]` too, and that one shows nothing. */
static void
add_extra_calls (Builder    *b,
                 const char *operands)
{
  g_autoptr(GArray) calls = g_array_new (FALSE, FALSE, sizeof (BrgCall));
  g_autoptr(BrgAuction) scratch = NULL;

  append_lin_calls (calls, operands);
  if (b->auction == NULL)
    return;
  scratch = brg_auction_copy (b->auction);
  while (brg_auction_get_n_calls (scratch) > b->calls && brg_auction_remove_last_call (scratch))
    ;
  for (guint i = 0; i < b->extra_calls->len; i++)
    if (!brg_auction_add_call (scratch, g_array_index (b->extra_calls, BrgCall, i), NULL))
      return;
  for (guint i = 0; i < calls->len; i++)
    {
      BrgCall call = g_array_index (calls, BrgCall, i);

      if (!brg_auction_add_call (scratch, call, NULL))
        return;
      g_array_append_val (b->extra_calls, call);
    }
}

/* A card of a line the movie takes back, when the laws let it follow. */
static void
add_extra_card (Builder *b,
                BrgCard  card)
{
  g_autoptr(BrgPlay) scratch = NULL;

  if (b->play == NULL)
    return;
  scratch = brg_play_copy (b->play);
  brg_play_clear_claim (scratch);
  while (brg_play_get_n_cards (scratch) > b->cards && brg_play_remove_last_card (scratch))
    ;
  for (guint i = 0; i < b->extra_cards->len; i++)
    if (!brg_play_play_card (scratch, g_array_index (b->extra_cards, BrgCard, i), NULL))
      return;
  if (brg_play_play_card (scratch, card, NULL))
    g_array_append_val (b->extra_cards, card);
}

/* One of LIN's movie commands at its place (docs/lin-pbn-mapping.md §3). */
static void
movie_command (Builder    *b,
               const char *name,
               const char *operands)
{
  BrgCard card;
  BrgSuit suit;
  guint64 n;

  if (g_ascii_strcasecmp (name, "sk") == 0)
    /* aaBridge: "none means hide none" */
    b->seats = operands[0] == '\0' ? ALL_SEATS : parse_seats (operands);
  else if (g_ascii_strcasecmp (name, "hc") == 0 && parse_card (operands, &card))
    b->highlighted |= BRG_CARD_SET_BIT (card);
  else if (g_ascii_strcasecmp (name, "lc") == 0 && parse_card (operands, &card))
    b->highlighted &= ~BRG_CARD_SET_BIT (card);
  else if (g_ascii_strcasecmp (name, "hs") == 0 && brg_suit_from_pbn (operands[0], &suit))
    b->highlighted |= BRG_CARD_SET_SUIT (suit);
  else if (g_ascii_strcasecmp (name, "ls") == 0 && brg_suit_from_pbn (operands[0], &suit))
    b->highlighted &= ~BRG_CARD_SET_SUIT (suit);
  else if (g_ascii_strcasecmp (name, "mb") == 0)
    add_extra_calls (b, operands);
  else if (g_ascii_strcasecmp (name, "pc") == 0 && parse_card (operands, &card))
    add_extra_card (b, card);
  else if (g_ascii_strcasecmp (name, "ub") == 0
           && g_ascii_string_to_unsigned (operands, 10, 0, 1000, &n, NULL))
    remove_last (b->extra_calls, (guint) n);
  else if (g_ascii_strcasecmp (name, "up") == 0
           && g_ascii_string_to_unsigned (operands, 10, 0, 1000, &n, NULL))
    remove_last (b->extra_cards, (guint) n);
}

/* Whether a comment starts with text (LIN's `nt`, new text) rather than
 * with a command (an `at` or a command before the text). */
static gboolean
starts_with_text (const char *text)
{
  BrgDirectiveIter iter;
  BrgDirective directive;
  gsize blank = strspn (text, " \t\r\n");

  if (text[blank] == '\0')
    return FALSE;
  brg_directive_iter_init (&iter, text, -1);
  return !brg_directive_iter_next (&iter, &directive) || directive.start > blank;
}

/* A comment of a movie, or of a board without steps of its own: text on
 * screen, cut at each pause (`[%pg]`) and each `[%nt]`. */
static void
movie_comment (Builder          *b,
               const Slot       *slot,
               guint             index,
               const BrgComment *comment)
{
  const char *text = comment->text;
  gboolean clears = starts_with_text (text);
  BrgDirectiveIter iter;
  BrgDirective directive;
  gsize from = 0;

  brg_directive_iter_init (&iter, text, -1);
  while (brg_directive_iter_next (&iter, &directive))
    {
      g_autofree char *name = NULL;
      g_autofree char *operands = NULL;
      BrgLessonRange range;

      if (directive.kind != BRG_DIRECTIVE_COMMAND)
        continue;
      name = brg_directive_dup_name (text, &directive);
      if (g_ascii_strcasecmp (name, "pg") == 0)
        {
          range = range_of (slot, index, from, directive.start);
          add_piece (b, comment, &range, clears);
          clears = FALSE;
          range = range_of (slot, index, directive.start, directive.end);
          emit (b, BRG_STEP_PAUSE, &range, BRG_CALL_NONE, 0, b->carry);
          from = directive.end;
          continue;
        }
      if (g_ascii_strcasecmp (name, "nt") == 0)
        {
          range = range_of (slot, index, from, directive.start);
          add_piece (b, comment, &range, clears);
          clears = TRUE;
          from = directive.start;
          continue;
        }
      operands = brg_directive_dup_operands (text, &directive);
      movie_command (b, name, operands);
    }
  {
    BrgLessonRange range = range_of (slot, index, from, strlen (text));

    add_piece (b, comment, &range, clears);
  }
}

/* The position of the call a `[BID x]` asks for: the first x from where
 * the last question left off; the whole auction when there is none. */
static guint
find_bid (Builder    *b,
          const char *operands)
{
  g_autofree char *text = g_strdup (operands);
  BrgCall call;

  g_strstrip (g_strdelimit (text, "!", ' '));
  if (b->auction == NULL || !brg_call_from_input (text, &call))
    return b->n_calls;
  for (guint i = b->bid_from; i < b->n_calls; i++)
    if (brg_auction_get_call (b->auction, i) == call)
      return i;
  return b->n_calls;
}

/* `any:DK,DA` or `D2`: the cards a `[choose-card]` takes. */
static BrgCardSet
parse_answer_cards (const char *operands)
{
  const char *list = g_ascii_strncasecmp (operands, "any:", 4) == 0 ? operands + 4 : operands;
  g_auto(GStrv) cards = g_strsplit (list, ",", -1);
  BrgCardSet set = 0;

  for (guint i = 0; cards[i] != NULL; i++)
    {
      BrgCard card;

      if (parse_card (cards[i], &card))
        set |= BRG_CARD_SET_BIT (card);
    }
  return set;
}

/* The first card of `any:DK,DA` or `D2`: the one played. */
static gboolean
first_answer_card (const char *operands,
                   BrgCard    *card)
{
  const char *list = g_ascii_strncasecmp (operands, "any:", 4) == 0 ? operands + 4 : operands;
  g_autofree char *first = g_strndup (list, strcspn (list, ","));

  return parse_card (first, card);
}

static void
table_remove (GArray     *table,
              BrgCardSet  cards)
{
  for (guint i = table->len; i > 0; i--)
    if (brg_card_set_contains (cards, g_array_index (table, BrgTableCard, i - 1).card))
      g_array_remove_index (table, i - 1);
}

static void
table_add (Builder *b,
           BrgSeat  seat,
           BrgCard  card)
{
  BrgTableCard entry = { seat, card };

  table_remove (b->table, BRG_CARD_SET_BIT (card));
  g_array_append_val (b->table, entry);
}

/* `[showcards W:SK E:S7]`, `[PLAY N:SQ,E:S8]`: cards by seat, the seats
 * apart by blanks or by a comma before `SEAT:` (lesson-directive-spec.md
 * §2). Calls @func for each. */
static void
foreach_seat_card (Builder    *b,
                   const char *operands,
                   void      (*func) (Builder *b, BrgSeat seat, BrgCard card))
{
  BrgSeat seat = BRG_SEAT_NONE;
  const char *p = operands;

  while (*p != '\0')
    {
      gsize n = strcspn (p, ", \t\r\n");
      g_autofree char *item = g_strndup (p, n);
      char *colon = strchr (item, ':');
      const char *card_text = item;
      BrgCard card;

      if (colon != NULL)
        {
          *colon = '\0';
          if (!brg_seat_from_pbn (item, &seat))
            seat = BRG_SEAT_NONE;
          card_text = colon + 1;
        }
      if (BRG_SEAT_IS_VALID (seat) && parse_card (card_text, &card))
        func (b, seat, card);
      p += n;
      p += strspn (p, ", \t\r\n");
    }
}

static void
show_card (Builder *b,
           BrgSeat  seat,
           BrgCard  card)
{
  table_add (b, seat, card);
}

static void
strike_card (Builder *b,
             BrgSeat  seat,
             BrgCard  card)
{
  b->struck |= BRG_CARD_SET_BIT (card);
}

/* A lesson directive's effect on what the class sees from this step on
 * (lesson-directive-spec.md §4.2–§4.4). */
static void
lesson_declarative (Builder            *b,
                    BrgLessonDirective  lesson,
                    const char         *operands)
{
  switch (lesson)
    {
    case BRG_LESSON_SHOW:
      b->seats |= parse_seats (operands);
      break;
    case BRG_LESSON_SHOW_CARDS:
      foreach_seat_card (b, operands, show_card);
      break;
    case BRG_LESSON_SHOW_LEAD:
      if (b->n_cards > 0)
        b->cards = MAX (b->cards, 1);
      break;
    case BRG_LESSON_AUCTION:
      if (g_ascii_strcasecmp (operands, "off") == 0)
        b->auction_shown = FALSE;
      else if (g_ascii_strcasecmp (operands, "on") == 0)
        b->auction_shown = TRUE;
      break;
    case BRG_LESSON_PLAY:
      /* R-CP3a: a chosen card is gathered by the next [PLAY]. */
      b->struck |= b->chosen;
      b->chosen = 0;
      foreach_seat_card (b, operands, strike_card);
      table_remove (b->table, b->struck);
      break;
    case BRG_LESSON_RESET:
      b->struck = 0;
      break;
    case BRG_LESSON_CLEAR_COMMENTARY:
    case BRG_LESSON_ACCEPT:
    case BRG_LESSON_UNKNOWN:
    case BRG_LESSON_NEXT:
    case BRG_LESSON_ROTATE:
    case BRG_LESSON_BID:
    case BRG_LESSON_CHOOSE_CARD:
    default:
      break;
    }
}

static gboolean
is_interactive (BrgLessonDirective lesson)
{
  return lesson == BRG_LESSON_NEXT || lesson == BRG_LESSON_ROTATE || lesson == BRG_LESSON_BID
         || lesson == BRG_LESSON_CHOOSE_CARD;
}

/* An interactive directive ends the step (lesson-directive-spec.md §3): one
 * with nothing before it since the last makes none, as Bridge Classroom
 * does. */
static void
lesson_interactive (Builder              *b,
                    BrgLessonDirective    lesson,
                    const char           *operands,
                    const BrgLessonRange *range)
{
  if (!b->content)
    return;
  b->content = FALSE;

  if (lesson == BRG_LESSON_BID)
    {
      guint position = find_bid (b, operands);

      if (position < b->n_calls)
        {
          b->calls = position;
          emit (b, BRG_STEP_ASK_CALL, range, brg_auction_get_call (b->auction, position), 0,
                FALSE);
          b->calls = position + 1;
          b->bid_from = position + 1;
        }
      else
        emit (b, BRG_STEP_ASK_CALL, range, BRG_CALL_NONE, 0, FALSE);
    }
  else if (lesson == BRG_LESSON_CHOOSE_CARD)
    {
      BrgDeal *deal = brg_board_get_deal (b->board);
      BrgCard card;

      emit (b, BRG_STEP_ASK_CARD, range, BRG_CALL_NONE, parse_answer_cards (operands), FALSE);
      /* §4.1: the chosen card is played, as a [showcards] of its hand. */
      if (first_answer_card (operands, &card) && BRG_SEAT_IS_VALID (brg_deal_get_holder (deal, card)))
        {
          table_add (b, brg_deal_get_holder (deal, card), card);
          b->chosen |= BRG_CARD_SET_BIT (card);
        }
    }
  else
    emit (b, BRG_STEP_PAUSE, range, BRG_CALL_NONE, 0, FALSE);
}

/* Whether bytes @from to @to of @text hold more than blanks. */
static gboolean
has_text (const char *text,
          gsize       from,
          gsize       to)
{
  for (gsize i = from; i < to; i++)
    if (!strchr (" \t\r\n", text[i]))
      return TRUE;
  return FALSE;
}

/* A comment of a Bridge Classroom lesson: text until the next interactive
 * directive, and what the directives in it show. */
static void
directed_comment (Builder          *b,
                  const Slot       *slot,
                  guint             index,
                  const BrgComment *comment)
{
  const char *text = comment->text;
  BrgDirectiveIter iter;
  BrgDirective directive;
  gsize from = 0;

  brg_directive_iter_init (&iter, text, -1);
  while (brg_directive_iter_next (&iter, &directive))
    {
      g_autofree char *operands = NULL;
      BrgLessonRange range;

      if (directive.kind != BRG_DIRECTIVE_LESSON)
        continue;
      operands = brg_directive_dup_operands (text, &directive);
      if (!is_interactive (directive.lesson))
        {
          lesson_declarative (b, directive.lesson, operands);
          b->content = TRUE;
          continue;
        }
      range = range_of (slot, index, from, directive.start);
      add_piece (b, comment, &range, FALSE);
      b->content |= has_text (text, from, directive.start);
      range = range_of (slot, index, directive.start, directive.end);
      lesson_interactive (b, directive.lesson, operands, &range);
      from = directive.end;
    }
  {
    BrgLessonRange range = range_of (slot, index, from, strlen (text));

    add_piece (b, comment, &range, FALSE);
    b->content |= has_text (text, from, strlen (text));
  }
}

/* What the board's commentary holds: lesson directives, movie commands,
 * pauses, `[SHOW]`; and where the first `[BID]` asks (*@first_bid): the
 * calls from its answer on are not shown before it is asked. */
static void
survey (Builder  *b,
        GArray   *slots,
        gboolean *directives,
        gboolean *movie,
        gboolean *pauses,
        guint    *first_bid)
{
  BrgLesson *self = b->self;
  gboolean bid = FALSE;

  *directives = *movie = *pauses = FALSE;
  *first_bid = b->n_calls;
  for (guint s = 0; s < slots->len; s++)
    {
      const Slot *slot = &g_array_index (slots, Slot, s);

      for (guint i = 0; slot->comments != NULL && i < slot->comments->len; i++)
        {
          const BrgComment *comment = g_ptr_array_index (slot->comments, i);
          BrgDirectiveIter iter;
          BrgDirective directive;

          if (!brg_comment_is_commentary (comment))
            continue;
          brg_directive_iter_init (&iter, comment->text, -1);
          while (brg_directive_iter_next (&iter, &directive))
            {
              if (directive.kind == BRG_DIRECTIVE_LESSON && directive.lesson != BRG_LESSON_UNKNOWN)
                *directives = TRUE;
              if (directive.lesson == BRG_LESSON_SHOW)
                self->has_show = TRUE;
              if (directive.lesson == BRG_LESSON_BID && !bid)
                {
                  g_autofree char *operands = brg_directive_dup_operands (comment->text,
                                                                          &directive);

                  *first_bid = find_bid (b, operands);
                  bid = TRUE;
                }
              if (is_movie_command (comment->text, &directive))
                *movie = TRUE;
              if (directive.kind == BRG_DIRECTIVE_COMMAND
                  && brg_directive_name_is (comment->text, &directive, "pg"))
                *pauses = TRUE;
            }
        }
    }
}

/* The cards of @seat at a step: its hand less the cards it played and
 * those it put on the table; 0 when its hand is not known. */
static BrgCardSet
hand_at (BrgLesson *self,
         guint      index,
         BrgSeat    seat)
{
  const BrgLessonStep *step = &g_array_index (self->steps, BrgLessonStep, index);
  BrgDeal *deal = brg_board_get_deal (self->board);
  g_autoptr(BrgPlay) play = NULL;
  BrgCardSet hand;

  if (!brg_deal_is_hand_known (deal, seat))
    return 0;
  hand = brg_deal_get_hand (deal, seat);
  play = brg_lesson_dup_play (self, index);
  for (guint i = 0; play != NULL && i < brg_play_get_n_cards (play); i++)
    if (brg_play_get_card_seat (play, i) == seat && BRG_CARD_IS_VALID (brg_play_get_card (play, i)))
      hand &= ~BRG_CARD_SET_BIT (brg_play_get_card (play, i));
  for (guint i = 0; i < step->table->len; i++)
    {
      const BrgTableCard *entry = &g_array_index (step->table, BrgTableCard, i);

      if (entry->seat == seat)
        hand &= ~BRG_CARD_SET_BIT (entry->card);
    }
  return hand;
}

/* The last step keeps back a hand that still has cards, or a comment: a
 * step more shows the whole deal. */
static void
add_reveal (Builder *b)
{
  BrgLesson *self = b->self;
  guint last_index = self->steps->len - 1;
  const BrgLessonStep *last = &g_array_index (self->steps, BrgLessonStep, last_index);
  gboolean needed = b->pending[BRG_REVEAL_AFTER_AUCTION]->len > 0
                    || b->pending[BRG_REVEAL_AFTER_PLAY]->len > 0;

  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST && !needed; seat++)
    if (!(last->seats_shown & (1u << seat)) && hand_at (self, last_index, seat) != 0)
      needed = TRUE;
  if (!needed)
    return;

  b->seats = ALL_SEATS;
  b->auction_shown = TRUE;
  b->calls = b->n_calls;
  g_array_set_size (b->extra_calls, 0);
  g_array_set_size (b->extra_cards, 0);
  b->highlighted = 0;
  g_ptr_array_set_size (b->screen, 0);
  b->n_carried = 0;
  release_pending (b, BRG_REVEAL_AFTER_PLAY);
  b->new_text = TRUE;
  emit (b, BRG_STEP_REVEAL, NULL, BRG_CALL_NONE, 0, FALSE);
  /* Everything may be told at the end. */
  g_array_index (self->steps, BrgLessonStep, self->steps->len - 1).revealed = BRG_REVEAL_AFTER_PLAY;
}

static void
build (BrgLesson *self)
{
  g_autoptr(GPtrArray) leading = g_ptr_array_new ();
  g_autoptr(GArray) slots = NULL;
  gboolean directives, movie, pauses;
  guint first_bid;
  Builder b = { 0 };

  b.self = self;
  b.board = self->board;
  b.auction = brg_board_get_auction (self->board);
  b.play = brg_board_get_play (self->board);
  b.n_calls = b.auction != NULL ? brg_auction_get_n_calls (b.auction) : 0;
  b.n_cards = b.play != NULL ? brg_play_get_n_cards (b.play) : 0;
  b.extra_calls = g_array_new (FALSE, FALSE, sizeof (BrgCall));
  b.extra_cards = g_array_new (FALSE, FALSE, sizeof (BrgCard));
  b.table = g_array_new (FALSE, FALSE, sizeof (BrgTableCard));
  b.screen = g_ptr_array_new ();
  for (guint i = 0; i < G_N_ELEMENTS (b.pending); i++)
    b.pending[i] = g_ptr_array_new ();
  b.ranges = g_array_new (FALSE, FALSE, sizeof (BrgLessonRange));
  b.auction_shown = TRUE;

  slots = make_slots (self->board, leading, FALSE);
  survey (&b, slots, &directives, &movie, &pauses, &first_bid);
  b.explicit_pauses = pauses;
  b.implied_pauses = g_strcmp0 (brg_board_get_tag (self->board, "LinPauses"), "explicit") != 0;
  self->source = directives ? BRG_LESSON_SOURCE_DIRECTIVES
                 : movie || pauses || !b.implied_pauses ? BRG_LESSON_SOURCE_MOVIE
                 : BRG_LESSON_SOURCE_NONE;
  b.carry = self->source == BRG_LESSON_SOURCE_MOVIE;
  if (self->source == BRG_LESSON_SOURCE_MOVIE)
    {
      g_array_unref (slots);
      g_ptr_array_set_size (leading, 0);
      slots = make_slots (self->board, leading, TRUE);
    }

  b.seats = ALL_SEATS & ~brg_board_get_hidden_seats (self->board);
  b.start = slot_end (&g_array_index (slots, Slot, 0));
  if (directives)
    {
      /* §1: what the directives say, and nothing else. */
      if (self->has_show)
        b.seats = 0;
      b.calls = first_bid;
    }

  for (guint s = 0; s < slots->len; s++)
    {
      const Slot *slot = &g_array_index (slots, Slot, s);

      if (!directives && (slot->calls != b.calls || slot->cards != b.cards))
        {
          /* On to the next call or card: a line taken back is done with. */
          b.calls = slot->calls;
          b.cards = slot->cards;
          g_array_set_size (b.extra_calls, 0);
          g_array_set_size (b.extra_cards, 0);
        }
      for (guint i = 0; slot->comments != NULL && i < slot->comments->len; i++)
        {
          const BrgComment *comment = g_ptr_array_index (slot->comments, i);

          if (!brg_comment_is_commentary (comment) || hold_back (&b, slot, i, comment))
            continue;
          if (directives)
            directed_comment (&b, slot, i, comment);
          else
            movie_comment (&b, slot, i, comment);
        }
      if (directives)
        continue;
      if ((slot->start && !b.explicit_pauses)
          || (b.implied_pauses && (slot->after_auction || slot->after_trick)))
        {
          BrgLessonRange end = slot_end (slot);

          emit (&b, slot->start ? BRG_STEP_START : BRG_STEP_PAUSE, NULL, BRG_CALL_NONE, 0,
                b.carry);
          b.start = end;
        }
    }

  if (directives ? b.content : TRUE)
    {
      if (!directives)
        {
          b.calls = b.n_calls;
          b.cards = b.n_cards;
        }
      emit (&b, BRG_STEP_END, NULL, BRG_CALL_NONE, 0, b.carry);
    }
  if (self->steps->len == 0)
    {
      b.new_text = TRUE;
      emit (&b, BRG_STEP_END, NULL, BRG_CALL_NONE, 0, FALSE);
    }
  add_reveal (&b);

  g_array_unref (b.extra_calls);
  g_array_unref (b.extra_cards);
  g_array_unref (b.table);
  g_ptr_array_unref (b.screen);
  for (guint i = 0; i < G_N_ELEMENTS (b.pending); i++)
    g_ptr_array_unref (b.pending[i]);
  g_array_unref (b.ranges);
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

/**
 * brg_lesson_new:
 * @board: a board
 *
 * Reads @board's lesson: its steps, from Bridge Classroom's directives in
 * its commentary, from a LIN movie's pauses, or, when it says nothing of
 * its steps, the deal, the auction and each trick (#BrgLessonSource).
 * There is always at least one step.
 *
 * Returns: (transfer full): the lesson
 */
BrgLesson *
brg_lesson_new (BrgBoard *board)
{
  BrgLesson *self;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  self = g_object_new (BRG_TYPE_LESSON, NULL);
  self->board = g_object_ref (board);
  build (self);
  return self;
}

/**
 * brg_lesson_get_board:
 * @self: a lesson
 *
 * Returns: (transfer none): the board it was read from
 */
BrgBoard *
brg_lesson_get_board (BrgLesson *self)
{
  g_return_val_if_fail (BRG_IS_LESSON (self), NULL);

  return self->board;
}

/**
 * brg_lesson_get_source:
 * @self: a lesson
 *
 * Returns: where its steps come from
 */
BrgLessonSource
brg_lesson_get_source (BrgLesson *self)
{
  g_return_val_if_fail (BRG_IS_LESSON (self), BRG_LESSON_SOURCE_NONE);

  return self->source;
}

/**
 * brg_lesson_get_n_steps:
 * @self: a lesson
 *
 * Returns: the number of steps, at least one
 */
guint
brg_lesson_get_n_steps (BrgLesson *self)
{
  g_return_val_if_fail (BRG_IS_LESSON (self), 0);

  return self->steps->len;
}

/**
 * brg_lesson_get_step:
 * @self: a lesson
 * @index: a step, from 0
 *
 * Returns: (transfer none): the step
 */
const BrgLessonStep *
brg_lesson_get_step (BrgLesson *self,
                     guint      index)
{
  g_return_val_if_fail (BRG_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  return &g_array_index (self->steps, BrgLessonStep, index);
}

/**
 * brg_lesson_step_shows_seat:
 * @step: a step
 * @seat: a seat
 *
 * Returns: whether the step shows @seat's hand; a hand not shown is
 *   hidden, its cards never drawn
 */
gboolean
brg_lesson_step_shows_seat (const BrgLessonStep *step,
                            BrgSeat              seat)
{
  g_return_val_if_fail (step != NULL, FALSE);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), FALSE);

  return (step->seats_shown & (1u << seat)) != 0;
}

/**
 * brg_lesson_dup_auction:
 * @self: a lesson
 * @index: a step
 *
 * Returns: (transfer full) (nullable): the auction as the step shows it:
 *   its first calls and the calls of a line taken back; %NULL when the
 *   board has none or the step hides it (`[AUCTION off]`)
 */
BrgAuction *
brg_lesson_dup_auction (BrgLesson *self,
                        guint      index)
{
  const BrgLessonStep *step;
  BrgAuction *auction;

  g_return_val_if_fail (BRG_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  step = brg_lesson_get_step (self, index);
  if (brg_board_get_auction (self->board) == NULL || !step->auction_shown)
    return NULL;
  auction = brg_auction_copy (brg_board_get_auction (self->board));
  while (brg_auction_get_n_calls (auction) > step->calls_shown
         && brg_auction_remove_last_call (auction))
    ;
  for (guint i = 0; i < step->extra_calls->len; i++)
    if (!brg_auction_add_call (auction, g_array_index (step->extra_calls, BrgCall, i), NULL))
      break;
  return auction;
}

/**
 * brg_lesson_dup_play:
 * @self: a lesson
 * @index: a step
 *
 * Returns: (transfer full) (nullable): the play as the step shows it: its
 *   first cards and the cards of a line taken back; %NULL when the board
 *   has none
 */
BrgPlay *
brg_lesson_dup_play (BrgLesson *self,
                     guint      index)
{
  const BrgLessonStep *step;
  BrgPlay *play;

  g_return_val_if_fail (BRG_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  step = brg_lesson_get_step (self, index);
  if (brg_board_get_play (self->board) == NULL)
    return NULL;
  play = brg_play_copy (brg_board_get_play (self->board));
  brg_play_clear_claim (play);
  while (brg_play_get_n_cards (play) > step->cards_played && brg_play_remove_last_card (play))
    ;
  for (guint i = 0; i < step->extra_cards->len; i++)
    if (!brg_play_play_card (play, g_array_index (step->extra_cards, BrgCard, i), NULL))
      break;
  return play;
}

/**
 * brg_lesson_get_hand:
 * @self: a lesson
 * @index: a step
 * @seat: a seat
 *
 * The cards @seat holds at the step: its hand less the cards it played
 * and those it put on the table. Whether they may be shown is
 * brg_lesson_step_shows_seat()'s to say.
 *
 * Returns: the cards; none when the hand is not known
 */
BrgCardSet
brg_lesson_get_hand (BrgLesson *self,
                     guint      index,
                     BrgSeat    seat)
{
  g_return_val_if_fail (BRG_IS_LESSON (self), 0);
  g_return_val_if_fail (index < self->steps->len, 0);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), 0);

  return hand_at (self, index, seat);
}

GArray *
_brg_lesson_get_ranges (BrgLesson *self,
                        guint      step)
{
  g_return_val_if_fail (step < self->places->len, NULL);

  return g_array_index (self->places, Place, step).ranges;
}

const BrgLessonRange *
_brg_lesson_get_break (BrgLesson *self,
                       guint      step)
{
  Place *place;

  g_return_val_if_fail (step < self->places->len, NULL);

  place = &g_array_index (self->places, Place, step);
  return place->has_break ? &place->brk : NULL;
}

const BrgLessonRange *
_brg_lesson_get_start (BrgLesson *self,
                       guint      step)
{
  g_return_val_if_fail (step < self->places->len, NULL);

  return &g_array_index (self->places, Place, step).start;
}

gboolean
_brg_lesson_has_show (BrgLesson *self)
{
  return self->has_show;
}
