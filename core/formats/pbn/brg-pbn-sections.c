/* brg-pbn-sections.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The auction and play sections of the PBN reader (PBN §3.5, §3.6): the
 * sub-tokens of section data, calls and cards with their suffixes, note
 * references and NAGs (§3.5.2, §3.7), irregularities (§3.9), end marks,
 * and the notes that follow each section (§3.5.5). A section the model
 * cannot hold is reported and left to the builder to keep as text.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-annotation.h"
#include "brg-auction.h"
#include "brg-board.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-pbn-reader-private.h"
#include "brg-pbn-table.h"
#include "brg-play.h"
#include "brg-result.h"
#include "brg-seat.h"
#include "brg-section.h"

/* -- Sub-tokens of section data (PBN §3.2, §3.5, §3.6) -- */

typedef enum
{
  SUB_ITEM,         /* a call or card token, or '-' */
  SUB_SUFFIX,
  SUB_NOTE,
  SUB_NAG,
  SUB_STOP,         /* '*' */
  SUB_CONTINUE,     /* '+' */
  SUB_IRREGULAR,    /* '^' and a letter */
  SUB_BAD,
} SubKind;

typedef struct
{
  SubKind kind;
  gsize   offset;
  gsize   len;
  guint   number;   /* NOTE, NAG: the value, G_MAXUINT when too big */
  char    letter;   /* IRREGULAR: the letter, upper case */
} Sub;

static gboolean
is_item_char (char c)
{
  return g_ascii_isalnum (c) || c == '-';
}

/* Reads the sub-token at @pos of a word ending at @end. */
static gsize
next_sub (const char *text,
          gsize       pos,
          gsize       end,
          Sub        *sub)
{
  gsize p = pos;
  char c = text[p];

  sub->offset = pos;
  sub->number = 0;
  sub->letter = 0;

  if (is_item_char (c))
    {
      while (p < end && is_item_char (text[p]))
        p++;
      sub->kind = SUB_ITEM;
    }
  else if (c == '!' || c == '?')
    {
      p++;
      if (p < end && (text[p] == '!' || text[p] == '?'))
        p++;
      sub->kind = SUB_SUFFIX;
    }
  else if (c == '=' || c == '$')
    {
      guint64 n = 0;
      gsize digits;

      p++;
      digits = p;
      while (p < end && g_ascii_isdigit (text[p]))
        {
          n = MIN (n * 10 + (guint) (text[p] - '0'), (guint64) G_MAXUINT);
          p++;
        }
      sub->number = (guint) n;
      if (p == digits)
        {
          /* "=a=", "$a": skip the malformed token as a whole. */
          while (p < end && is_item_char (text[p]))
            p++;
          if (c == '=' && p < end && text[p] == '=')
            p++;
          sub->kind = SUB_BAD;
        }
      else if (c == '=')
        {
          if (p < end && text[p] == '=')
            {
              p++;
              sub->kind = SUB_NOTE;
            }
          else
            sub->kind = SUB_BAD;
        }
      else
        sub->kind = SUB_NAG;
    }
  else if (c == '*')
    {
      p++;
      sub->kind = SUB_STOP;
    }
  else if (c == '+')
    {
      p++;
      sub->kind = SUB_CONTINUE;
    }
  else if (c == '^' && p + 1 < end && strchr ("ISRLisrl", text[p + 1]) != NULL)
    {
      sub->letter = g_ascii_toupper (text[p + 1]);
      p += 2;
      sub->kind = SUB_IRREGULAR;
    }
  else
    {
      /* What is not understood is taken whole, to the end of the word. */
      p = end;
      sub->kind = SUB_BAD;
    }

  sub->len = p - pos;
  return p;
}

/* The annotation being collected for one call or card. */
typedef struct
{
  BrgAnnotation *annotation;   /* Owned, may be NULL */
  guint          assessments;  /* suffix and $1–$6 / $7–$12 seen */
} Pending;

/* Where each note is first referred to, and where each Note tag of the
 * section stands, for the diagnostics that name them (§3.5.4, §3.5.5). */
typedef struct
{
  const BrgPbnToken *token[32];
  gsize              offset[32];
  const RawTag      *defined_at[32];
} NoteRefs;

static BrgAnnotation *
pending_get (Pending *pending)
{
  if (pending->annotation == NULL)
    pending->annotation = brg_annotation_new ();
  return pending->annotation;
}

/* Applies a suffix, note reference or NAG to @pending. Returns FALSE when
 * the model cannot hold it: then it is kept as text where it stood. */
static gboolean
annotate (Build             *b,
          Pending           *pending,
          const BrgPbnToken *token,
          const Sub         *sub,
          gboolean           card,
          NoteRefs          *refs)
{
  Reader *r = b->r;
  BrgAnnotation *annotation = pending_get (pending);
  /* Translators: a card of the play or a call of the auction, put into messages about it */
  const char *what = card ? _("card") : _("call");

  switch (sub->kind)
    {
    case SUB_SUFFIX:
      {
        char text[3] = { 0 };
        BrgSuffix suffix;

        memcpy (text, r->text + sub->offset, sub->len);
        if (!brg_suffix_from_pbn (text, &suffix))
          return FALSE;
        if (annotation->suffix != BRG_SUFFIX_NONE)
          {
            /* Kept as the NAG it stands for (§3.7), as export writes it
             * and reads it back. */
            _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                                   _("A %s may have only one suffix (PBN §3.5.2); “%s” was "
                                     "kept as its NAG"), what, text);
            brg_annotation_add_nag (annotation, (guint8) (suffix + (card ? 6 : 0)));
            return TRUE;
          }
        if (pending->assessments > 0)
          _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                                 _("The suffix repeats the assessment of a NAG"));
        pending->assessments++;
        annotation->suffix = suffix;
        return TRUE;
      }

    case SUB_NOTE:
      if (annotation->note != 0)
        {
          _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                                 _("A %s may have only one note reference (PBN §3.5.4); the "
                                   "second was kept as text"), what);
          return FALSE;
        }
      if (sub->number < 1 || sub->number > 32)
        _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                               sub->number == 0 || sub->number == G_MAXUINT
                               ? _("A note number must be between 1 and 32 (PBN §3.5.4); the "
                                   "reference was kept as text")
                               : _("A note number must be between 1 and 32 (PBN §3.5.4)"));
      if (sub->number == 0 || sub->number == G_MAXUINT)
        return FALSE;
      annotation->note = sub->number;
      if (sub->number <= 32 && refs->token[sub->number - 1] == NULL)
        {
          refs->token[sub->number - 1] = token;
          refs->offset[sub->number - 1] = sub->offset;
        }
      return TRUE;

    case SUB_NAG:
      {
        guint low = card ? 7 : 1;

        if (sub->number > 255)
          {
            _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                                   _("A NAG must be between 0 and 255 (PBN §3.7); it was kept "
                                     "as text"));
            return FALSE;
          }
        if ((!card && ((sub->number >= 7 && sub->number <= 12) || sub->number == 14))
            || (card && ((sub->number >= 1 && sub->number <= 6) || sub->number == 13)))
          _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                                 card ? _("$%u is a NAG for calls, not cards (PBN §3.7)")
                             : _("$%u is a NAG for cards, not calls (PBN §3.7)"),
                                 sub->number);
        if (sub->number >= low && sub->number < low + 6)
          {
            if (pending->assessments > 0)
              _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                                     _("The %s has two assessments (suffixes or NAGs $%u–$%u)"),
                                     what, low, low + 5);
            pending->assessments++;
          }
        brg_annotation_add_nag (annotation, (guint8) sub->number);
        return TRUE;
      }

    case SUB_ITEM:
    case SUB_STOP:
    case SUB_CONTINUE:
    case SUB_IRREGULAR:
    case SUB_BAD:
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Commentary in a section (PBN §3.8): before the first call or card it
 * goes with the section's tag, after one with that call or card (@last). */
static void
add_section_comment (Reader             *r,
                     const BrgPbnToken  *token,
                     GPtrArray         **tag_comments,
                     Pending            *last)
{
  g_autoptr(BrgComment) comment = _brg_pbn_comment_from_token (r, token);

  if (last == NULL)
    {
      if (*tag_comments == NULL)
        *tag_comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      g_ptr_array_add (*tag_comments, g_steal_pointer (&comment));
    }
  else
    brg_annotation_add_comment (pending_get (last), comment->kind, comment->text);
}

/* Keeps @text, a token that could not be read, where it stood (PBN §3.5
 * and §3.6 tokens are independent: the rest is read): before the first
 * call or card it goes with the section's tag, after one with that call
 * or card (@last). */
static void
keep_token (GPtrArray **tag_comments,
            Pending    *last,
            const char *text)
{
  if (last == NULL)
    {
      if (*tag_comments == NULL)
        *tag_comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      g_ptr_array_add (*tag_comments, brg_comment_new (BRG_COMMENT_TOKEN, text));
    }
  else
    brg_annotation_add_comment (pending_get (last), BRG_COMMENT_TOKEN, text);
}

/* How much text and commentary keep_token() has kept where @last says. */
static guint
n_kept (GPtrArray **tag_comments,
        Pending    *last)
{
  GPtrArray *kept;

  if (last == NULL)
    kept = *tag_comments;
  else
    kept = last->annotation != NULL ? last->annotation->comments : NULL;
  return kept != NULL ? kept->len : 0;
}

/* Keeps @text as keep_token() does, but as the @index-th of what is kept
 * there: an end mark that turned out to be none (PBN §3.5) goes back
 * before the text and commentary that followed it. The writer writes
 * those before the end mark, and a `*` kept after them would be read as
 * the end mark again. */
static void
keep_token_at (GPtrArray **tag_comments,
               Pending    *last,
               guint       index,
               const char *text)
{
  GPtrArray *kept;

  keep_token (tag_comments, last, text);
  kept = last == NULL ? *tag_comments : pending_get (last)->comments;
  if (index < kept->len - 1)
    {
      gpointer comment = g_ptr_array_steal_index (kept, kept->len - 1);

      g_ptr_array_insert (kept, (int) index, comment);
    }
}

/* A call token that could not be read takes its turn as an unknown call
 * whose annotation begins with its text. Returns FALSE when the auction
 * is over: then it takes no turn. */
static gboolean
add_unknown_call (BrgAuction *auction,
                  Pending    *pending,
                  const char *text)
{
  if (!brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_UNKNOWN, NULL))
    return FALSE;
  brg_annotation_add_comment (pending_get (pending), BRG_COMMENT_TOKEN, text);
  return TRUE;
}

/* A token's text as the file has it, quotes and all. */
static char *
token_text (Reader            *r,
            const BrgPbnToken *token)
{
  return brg_pbn_dup_text (r->text + token->offset, token->end - token->offset);
}

static char *
sub_text (Reader    *r,
          const Sub *sub)
{
  return brg_pbn_dup_text (r->text + sub->offset, sub->len);
}

/* The seat the Auction or Play tag names (PBN §3.5, §3.6). An unknown
 * seat with no section after it is no problem: there is no section. */
static gboolean
section_seat (Reader       *r,
              const RawTag *raw,
              const char   *problem,
              BrgSeat      *seat)
{
  if (brg_seat_from_pbn (raw->value, seat))
    return TRUE;
  if (!_brg_pbn_is_unknown (raw->value) || _brg_pbn_first_data_item (r, raw) < raw->n_items)
    _brg_pbn_report_value (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-tag", "%s", problem);
  return FALSE;
}

static void
report_bad_sub (Reader            *r,
                const BrgPbnToken *token,
                const Sub         *sub)
{
  g_autofree char *text = brg_pbn_dup_text (r->text + sub->offset, sub->len);

  _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-syntax",
                         _("“%s” is not understood here; it was kept as text"), text);
}

/* Note tags (PBN §3.5.5): "<index>:<text>". */
static BrgNote *
parse_note (Build        *b,
            const RawTag *raw)
{
  const char *text;
  guint index;
  guint first_data;
  BrgNote *note;

  if (!brg_pbn_note_from_value (raw->value, &index, &text))
    {
      _brg_pbn_report_value (b->r, BRG_SEVERITY_ERROR, raw, "pbn-note",
                             _("A Note tag must be “<number>:<text>” with a number "
                               "from 1 to 32"));
      return NULL;
    }
  note = brg_note_new (index, text);
  first_data = _brg_pbn_first_data_item (b->r, raw);
  note->comments = _brg_pbn_comments_before_data (b->r, raw, first_data);
  if (first_data < raw->n_items)
    {
      /* Data after a Note tag: its own section has nowhere to go. */
      brg_note_free (note);
      _brg_pbn_report_token (b->r, BRG_SEVERITY_ERROR, _brg_pbn_item_at (b->r, raw, first_data),
                             _brg_pbn_item_at (b->r, raw, first_data)->offset, "pbn-syntax",
                             _("Text after a Note tag is not allowed"));
      return NULL;
    }
  return note;
}

/* Gives the notes that follow @section's tag (PBN §3.5.5) to @section;
 * the ones it cannot take stay as tags (their PendingNote keeps raw !=
 * NULL). */
static void
attach_notes (Build      *b,
              BrgSection *section,
              guint32    *defined,
              NoteRefs   *refs)
{
  int number = brg_section_get_kind (section) == BRG_SECTION_AUCTION ? 1 : 2;

  for (guint i = 0; i < b->notes->len; i++)
    {
      PendingNote *pending = &g_array_index (b->notes, PendingNote, i);
      g_autoptr(BrgNote) note = NULL;

      if (pending->section != number || pending->raw == NULL)
        continue;
      note = parse_note (b, pending->raw);
      if (note == NULL)
        continue;
      if (brg_section_lookup_note (section, note->index) != NULL)
        {
          _brg_pbn_report_value (b->r, BRG_SEVERITY_WARNING, pending->raw, "pbn-note",
                                 _("Note %u is given twice; the second one is kept as a tag"),
                                 note->index);
          continue;
        }
      brg_section_set_note (section, note);
      *defined |= 1u << (note->index - 1);
      refs->defined_at[note->index - 1] = pending->raw;
      pending->raw = NULL;
    }
}

/* A note referred to but not given is reported where it is first
 * referred to; one given but not referred to, at its Note tag. */
static void
check_note_references (Build             *b,
                       const RawTag      *section_tag,
                       guint32            referenced,
                       guint32            defined,
                       const NoteRefs    *refs)
{
  for (guint i = 0; i < 32; i++)
    {
      guint32 bit = 1u << i;

      if ((referenced & bit) && !(defined & bit))
        {
          if (refs->token[i] != NULL)
            _brg_pbn_report_token (b->r, BRG_SEVERITY_WARNING, refs->token[i], refs->offset[i],
                                   "pbn-note", _("Note %u is referred to but not given "
                                                 "(PBN §3.5.5)"), i + 1);
          else
            _brg_pbn_report_tag (b->r, BRG_SEVERITY_WARNING, section_tag, "pbn-note",
                                 _("Note %u is referred to but not given (PBN §3.5.5)"), i + 1);
        }
      else if ((defined & bit) && !(referenced & bit))
        _brg_pbn_report_value (b->r, BRG_SEVERITY_WARNING,
                               refs->defined_at[i] != NULL ? refs->defined_at[i] : section_tag,
                               "pbn-note", _("Note %u is given but not referred to"), i + 1);
    }
}

/* Adds what @from holds to @into, keeping @into's suffix and note when set.
 * A position is annotated twice when what stood between was dropped (a pass
 * after the end of the auction): nothing written there may be lost. */
static void
merge_annotation (BrgAnnotation       *into,
                  const BrgAnnotation *from)
{
  if (into->suffix == BRG_SUFFIX_NONE)
    into->suffix = from->suffix;
  if (into->note == 0)
    into->note = from->note;
  for (guint i = 0; from->nags != NULL && i < from->nags->len; i++)
    brg_annotation_add_nag (into, g_array_index (from->nags, guint8, i));
  for (guint i = 0; from->comments != NULL && i < from->comments->len; i++)
    {
      const BrgComment *comment = g_ptr_array_index (from->comments, i);

      brg_annotation_add_comment (into, comment->kind, comment->text);
    }
}

/* Stores @pending's annotation at @position of the section, and forgets it. */
static void
flush_pending (GPtrArray *annotations,
               int        position,
               Pending   *pending,
               guint32   *referenced)
{
  if (pending->annotation != NULL && position >= 0)
    {
      if (pending->annotation->note >= 1 && pending->annotation->note <= 32)
        *referenced |= 1u << (pending->annotation->note - 1);
      if ((guint) position >= annotations->len)
        g_ptr_array_set_size (annotations, position + 1);
      if (g_ptr_array_index (annotations, position) == NULL)
        g_ptr_array_index (annotations, position) = g_steal_pointer (&pending->annotation);
      else
        merge_annotation (g_ptr_array_index (annotations, position), pending->annotation);
    }
  g_clear_pointer (&pending->annotation, brg_annotation_free);
  pending->assessments = 0;
}

/* The last phase of reading an auction or a play: the annotations
 * collected by position, the end mark, the notes after the section and
 * the check of the references to them. */
static void
finish_section (Build          *b,
                const RawTag   *raw,
                BrgSection     *section,
                GPtrArray      *annotations,
                BrgEndMark      end_mark,
                guint32         referenced,
                NoteRefs       *refs)
{
  guint32 defined = 0;

  for (guint i = 0; i < annotations->len; i++)
    {
      const BrgAnnotation *annotation = g_ptr_array_index (annotations, i);

      if (annotation != NULL && !brg_annotation_is_empty (annotation))
        brg_section_set_annotation (section, i, annotation);
    }
  brg_section_set_end_mark (section, end_mark);
  attach_notes (b, section, &defined, refs);
  check_note_references (b, raw, referenced, defined, refs);
}

/* What the phases of reading an Auction section share (PBN §3.5). */
typedef struct
{
  Build        *b;
  Reader       *r;
  GPtrArray   **tag_comments;
  BrgAuction   *auction;      /* Owned; NULL until the first call */
  GPtrArray    *annotations;  /* Owned: of BrgAnnotation, by position */
  Pending       pending;      /* the annotation of the call at position */
  BrgCallFlags  flags;        /* the irregularity marks waiting for a call */
  BrgEndMark    end_mark;
  guint         mark_at;      /* where the end mark stands among what is kept */
  guint32       referenced;
  NoteRefs      refs;
  BrgSeat       seat;         /* the Auction tag's */
  guint         dashes;       /* hyphens before the dealer's call */
  int           position;     /* the last call's, -1 before the first */
} AuctionBuild;

static void
auction_build_clear (AuctionBuild *a)
{
  g_clear_object (&a->auction);
  g_clear_pointer (&a->annotations, g_ptr_array_unref);
  g_clear_pointer (&a->pending.annotation, brg_annotation_free);
}

/* Where text kept now goes: with the section's tag before the first call,
 * with the last call after it. */
static Pending *
auction_last (AuctionBuild *a)
{
  return a->position < 0 ? NULL : &a->pending;
}

static void
auction_begin (AuctionBuild *a)
{
  if (a->auction == NULL)
    a->auction = brg_auction_new (brg_seat_rotate (a->seat, (int) a->dashes));
}

/* "all pass" for AP, as some lesson files write it: TRUE when the words
 * at @i and @i + 1 are those. */
static gboolean
read_all_pass (AuctionBuild *a,
               RawTag       *raw,
               guint         i)
{
  Reader *r = a->r;
  const BrgPbnToken *token = _brg_pbn_item_at (r, raw, i);
  const BrgPbnToken *next;

  if (token->text_len != 3 || g_ascii_strncasecmp (r->text + token->text, "all", 3) != 0
      || i + 1 >= raw->n_items)
    return FALSE;
  next = _brg_pbn_item_at (r, raw, i + 1);
  if (next->kind != BRG_PBN_TOKEN_WORD || next->text_len != 4
      || g_ascii_strncasecmp (r->text + next->text, "pass", 4) != 0)
    return FALSE;
  _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, token, token->offset, "pbn-all-pass",
                         _("“all pass” was read as “AP”"));
  return TRUE;
}

/* Whether @sub is a pass that auction_take_call() ignores: one after the
 * end of the auction, without an irregularity's mark. */
static gboolean
is_extra_pass (AuctionBuild *a,
               const Sub    *sub)
{
  g_autofree char *text = NULL;
  BrgCall call;

  if (a->auction == NULL || a->flags != BRG_CALL_FLAGS_NONE
      || !brg_auction_is_complete (a->auction))
    return FALSE;
  text = sub_text (a->r, sub);
  return g_ascii_strcasecmp (text, "P") == 0
         || (brg_call_from_pbn (text, &call) && call == BRG_CALL_PASS);
}

/* What follows an end mark. Returns TRUE when @sub was a hyphen that says
 * where the auction begins, and is taken; an end mark that was no end is
 * kept as text where it stood, and reading goes on. */
static gboolean
auction_after_end_mark (AuctionBuild      *a,
                        const BrgPbnToken *token,
                        const Sub         *sub,
                        gboolean           all_pass)
{
  Reader *r = a->r;

  if (a->end_mark == BRG_END_MARK_NONE)
    return FALSE;

  /* A hyphen before the dealer's call is no call: it only says where the
   * auction begins (PBN §3.5), which the Auction tag says when written.
   * After an end mark it leaves the mark the end, or written without the
   * hyphen the mark would be read as the end again. */
  if (sub->kind == SUB_ITEM && !all_pass && a->auction == NULL
      && a->flags == BRG_CALL_FLAGS_NONE && sub->len == 1 && r->text[sub->offset] == '-')
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-auction",
                             _("Nothing may follow the end mark in the auction (PBN §3.5); the "
                               "“-” after it was read as a player before the dealer"));
      a->dashes++;
      return TRUE;
    }

  /* A pass after the auction's end is ignored (auction_take_call()): it
   * leaves the mark the end. Kept as text, the mark would be written
   * before what else followed it and read as the end again. */
  if (sub->kind == SUB_ITEM && !all_pass && is_extra_pass (a, sub))
    return FALSE;

  if (sub->kind == SUB_ITEM || sub->kind == SUB_CONTINUE || sub->kind == SUB_STOP
      || sub->kind == SUB_IRREGULAR)
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-auction",
                             a->end_mark == BRG_END_MARK_STOP
                             ? _("Nothing may follow “*” in the auction (PBN §3.5); the “*” was "
                                 "kept as text")
                             : _("Nothing may follow “+” in the auction (PBN §3.5); the “+” was "
                                 "kept as text"));
      keep_token_at (a->tag_comments, auction_last (a), a->mark_at,
                     a->end_mark == BRG_END_MARK_STOP ? "*" : "+");
      a->end_mark = BRG_END_MARK_NONE;
    }
  return FALSE;
}

/* "AP" (PBN §3.5.1): passes to the end of the auction. */
static void
auction_take_all_pass (AuctionBuild      *a,
                       const BrgPbnToken *token,
                       const Sub         *sub,
                       char             **kept)
{
  if (a->flags != BRG_CALL_FLAGS_NONE || brg_auction_is_complete (a->auction))
    {
      _brg_pbn_report_token (a->r, BRG_SEVERITY_ERROR, token, sub->offset,
                             "pbn-invalid-auction",
                             _("“AP” cannot stand here (PBN §3.5.1); it was kept as text"));
      *kept = sub_text (a->r, sub);
      return;
    }
  for (guint k = 0; k < 4 && !brg_auction_is_complete (a->auction); k++)
    brg_auction_add_call_full (a->auction, BRG_CALL_PASS, BRG_CALL_FLAGS_NONE, NULL);
  a->position = (int) brg_auction_get_n_calls (a->auction) - 1;
}

/* A call token. Not a call, or one the rules refuse, takes its turn as an
 * unknown call, its text kept (with its mark). Returns FALSE when it has
 * no place, after the end of the auction: then the section stays as it
 * was. */
static gboolean
auction_take_call (AuctionBuild      *a,
                   const BrgPbnToken *token,
                   const Sub         *sub,
                   gboolean           all_pass,
                   char             **kept)
{
  Reader *r = a->r;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *unread = NULL;
  g_autofree char *not_a_call = NULL;
  g_autofree char *refused = NULL;
  const char *problem = NULL;
  BrgCall call = BRG_CALL_PASS;

  text = all_pass ? g_strdup ("AP") : sub_text (r, sub);
  if (strcmp (text, "-") == 0 && a->auction == NULL && a->flags == BRG_CALL_FLAGS_NONE)
    {
      a->dashes++;
      return TRUE;
    }

  auction_begin (a);
  flush_pending (a->annotations, a->position, &a->pending, &a->referenced);

  if (strcmp (text, "-") == 0)
    problem = _("“-” may only stand before the dealer’s call (PBN §3.5)");
  else if (g_ascii_strcasecmp (text, "AP") == 0)
    {
      auction_take_all_pass (a, token, sub, kept);
      return TRUE;
    }
  else if (g_ascii_strcasecmp (text, "P") == 0)
    {
      /* As BridgeComposer's bidding problems and LIN write it. */
      _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, token, sub->offset, "pbn-lenient",
                             _("“%s” was read as “Pass” (PBN §3.5.1)"), text);
      call = BRG_CALL_PASS;
    }
  else if (!brg_call_from_pbn (text, &call))
    problem = not_a_call = g_strdup_printf (_("“%s” is not a call (PBN §3.5.1)"), text);

  if (problem == NULL && is_extra_pass (a, sub))
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_WARNING, token, sub->offset, "pbn-extra-pass",
                             _("A pass after the end of the auction was ignored"));
      return TRUE;
    }
  if (problem == NULL && a->flags != BRG_CALL_FLAGS_NONE
      && !brg_auction_check_call (a->auction, call, a->flags, &error)
      && brg_auction_check_call (a->auction, call, BRG_CALL_FLAGS_NONE, NULL))
    {
      /* The call is good, only its mark is not (`^I` on a bid that is
       * sufficient): the mark is kept as text after the call before it. */
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-auction",
                             _("%s; the “^I” was kept as text"), error->message);
      keep_token (a->tag_comments, auction_last (a), "^I");
      flush_pending (a->annotations, a->position, &a->pending, &a->referenced);
      a->flags = BRG_CALL_FLAGS_NONE;
    }
  g_clear_error (&error);
  if (problem == NULL && brg_auction_add_call_full (a->auction, call, a->flags, &error))
    {
      a->flags = BRG_CALL_FLAGS_NONE;
      a->position = (int) brg_auction_get_n_calls (a->auction) - 1;
      return TRUE;
    }
  if (problem == NULL)
    problem = refused = g_strdup (error->message);

  unread = g_strdup_printf ("%s%s", (a->flags & BRG_CALL_FLAGS_INSUFFICIENT) ? "^I " : "", text);
  a->flags = BRG_CALL_FLAGS_NONE;
  if (!add_unknown_call (a->auction, &a->pending, unread))
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-auction",
                             _("“%s”: the auction is over"), text);
      return FALSE;
    }
  _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-auction",
                         _("%s; it was kept as text, an unknown call"), problem);
  a->position = (int) brg_auction_get_n_calls (a->auction) - 1;
  return TRUE;
}

/* `^I` marks the call after it insufficient, `^S` is a skipped turn
 * (PBN §3.9). */
static void
auction_take_irregular (AuctionBuild      *a,
                        const BrgPbnToken *token,
                        const Sub         *sub,
                        char             **kept)
{
  g_autoptr(GError) error = NULL;

  if (sub->letter == 'I' && !(a->flags & BRG_CALL_FLAGS_INSUFFICIENT))
    {
      a->flags |= BRG_CALL_FLAGS_INSUFFICIENT;
      return;
    }
  if (sub->letter != 'S' || a->flags != BRG_CALL_FLAGS_NONE)
    {
      report_bad_sub (a->r, token, sub);
      *kept = sub_text (a->r, sub);
      return;
    }
  auction_begin (a);
  flush_pending (a->annotations, a->position, &a->pending, &a->referenced);
  if (!brg_auction_add_call_full (a->auction, BRG_CALL_NONE, BRG_CALL_FLAGS_SKIPPED, &error))
    {
      _brg_pbn_report_token (a->r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-auction",
                             _("%s; “^S” was kept as text"), error->message);
      *kept = sub_text (a->r, sub);
      return;
    }
  a->position = (int) brg_auction_get_n_calls (a->auction) - 1;
}

/* A suffix, note reference or NAG (PBN §3.5.2). Returns FALSE when it
 * stands between an irregularity mark and its call: written anywhere else
 * it would annotate another call, so the section stays as it was. */
static gboolean
auction_take_annotation (AuctionBuild      *a,
                         const BrgPbnToken *token,
                         const Sub         *sub,
                         char             **kept)
{
  if (a->position < 0 && a->flags == BRG_CALL_FLAGS_NONE)
    {
      _brg_pbn_report_token (a->r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                             _("An annotation must follow a call (PBN §3.5.2); it was kept as "
                               "text"));
      *kept = sub_text (a->r, sub);
    }
  else if (a->flags != BRG_CALL_FLAGS_NONE)
    {
      _brg_pbn_report_token (a->r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                             _("An annotation must follow a call (PBN §3.5.2)"));
      return FALSE;
    }
  else if (!annotate (a->b, &a->pending, token, sub, FALSE, &a->refs))
    *kept = sub_text (a->r, sub);
  return TRUE;
}

/* The sub-tokens of one word of the section, in order. Returns FALSE when
 * the section is to stay as it was. */
static gboolean
auction_read_word (AuctionBuild      *a,
                   const BrgPbnToken *token,
                   gboolean           all_pass)
{
  gsize p = token->text;
  gsize end = token->text + token->text_len;

  while (p < end)
    {
      g_autofree char *kept = NULL;
      gboolean taken = TRUE;
      Sub sub;

      p = next_sub (a->r->text, p, end, &sub);
      if (all_pass)
        {
          sub.len = 2;
          p = end;
        }
      if (auction_after_end_mark (a, token, &sub, all_pass))
        continue;

      switch (sub.kind)
        {
        case SUB_ITEM:
          taken = auction_take_call (a, token, &sub, all_pass, &kept);
          break;

        case SUB_IRREGULAR:
          auction_take_irregular (a, token, &sub, &kept);
          break;

        case SUB_SUFFIX:
        case SUB_NOTE:
        case SUB_NAG:
          taken = auction_take_annotation (a, token, &sub, &kept);
          break;

        case SUB_STOP:
        case SUB_CONTINUE:
          a->end_mark = sub.kind == SUB_STOP ? BRG_END_MARK_STOP : BRG_END_MARK_CONTINUE;
          a->mark_at = n_kept (a->tag_comments, auction_last (a));
          break;

        case SUB_BAD:
        default:
          report_bad_sub (a->r, token, &sub);
          kept = sub_text (a->r, &sub);
          break;
        }
      if (!taken)
        return FALSE;
      if (kept != NULL)
        keep_token (a->tag_comments, auction_last (a), kept);
    }
  return TRUE;
}

/* PBN §3.5. Returns the auction, or NULL when its tag names no seat (then
 * the section is kept as text). Tokens are independent (§3.2): one that
 * cannot be read (not a call, a call the rules refuse, an annotation that
 * cannot stand, anything after `*` or `+`) is reported and kept as text
 * where it stood (BRG_COMMENT_TOKEN), and the calls around it are read. A
 * call token takes its turn as an unknown call (BRG_CALL_FLAGS_UNKNOWN),
 * so that the calls after it keep their seats; other tokens take none.
 * Comments found before the first call go to *tag_comments.
 *
 * The phases: each token of the section in order (commentary, a string,
 * a word of calls and their marks), then what is left waiting (an
 * irregularity mark with no call), then the section's annotations, end
 * mark and notes. */
BrgAuction *
_brg_pbn_build_auction (Build      *b,
                        RawTag     *raw,
                        GPtrArray **tag_comments)
{
  Reader *r = b->r;
  AuctionBuild a = { .b = b, .r = r, .tag_comments = tag_comments, .position = -1 };
  BrgAuction *auction;

  if (!section_seat (r, raw, _("The Auction tag must name a seat: N, E, S or W"), &a.seat))
    return NULL;
  a.annotations = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_annotation_free);

  for (guint i = _brg_pbn_first_data_item (r, raw); i < raw->n_items; i++)
    {
      const BrgPbnToken *token = _brg_pbn_item_at (r, raw, i);
      gboolean all_pass;

      if (_brg_pbn_is_comment (token))
        {
          add_section_comment (r, token, tag_comments, auction_last (&a));
          continue;
        }
      if (token->kind != BRG_PBN_TOKEN_WORD)
        {
          g_autofree char *text = token_text (r, token);

          _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-syntax",
                                 _("A string does not belong in the auction; it was kept as "
                                   "text"));
          keep_token (tag_comments, auction_last (&a), text);
          continue;
        }
      all_pass = read_all_pass (&a, raw, i);
      if (all_pass)
        i++;
      if (!auction_read_word (&a, token, all_pass))
        {
          auction_build_clear (&a);
          g_clear_pointer (tag_comments, g_ptr_array_unref);
          return NULL;
        }
    }

  if (a.flags != BRG_CALL_FLAGS_NONE)
    {
      _brg_pbn_report_tag (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-auction",
                           _("The auction ends with an irregularity mark and no call; the "
                             "mark was kept as text"));
      keep_token (tag_comments, auction_last (&a), "^I");
    }

  auction_begin (&a);
  flush_pending (a.annotations, a.position, &a.pending, &a.referenced);
  finish_section (b, raw, BRG_SECTION (a.auction), a.annotations, a.end_mark, a.referenced,
                  &a.refs);
  auction = g_steal_pointer (&a.auction);
  auction_build_clear (&a);
  return auction;
}

/* One position of the play section: a card, '-' or '+'. */
typedef struct
{
  const BrgPbnToken *token;
  gsize              offset;
  gsize              len;
  BrgCard            card;        /* BRG_CARD_UNKNOWN for '-' */
  gboolean           cont;        /* '+' */
  gboolean           kept;        /* a token that is no card, kept as text */
  BrgPlayFlags       flags;
  Pending            pending;
} Slot;

static void
slot_clear (gpointer data)
{
  Slot *slot = data;

  g_clear_pointer (&slot->pending.annotation, brg_annotation_free);
}

static BrgStrain
play_trumps (Build *b)
{
  BrgAuction *auction = brg_board_get_auction (b->board);
  BrgContract contract;
  const char *trumps;
  BrgStrain strain;

  if (auction != NULL && brg_auction_get_contract (auction, &contract, NULL)
      && !contract.passed_out)
    return (BrgStrain) contract.strain;
  if (b->contract_raw != NULL && brg_contract_from_pbn (b->contract_raw->value, &contract)
      && !contract.passed_out)
    return (BrgStrain) contract.strain;
  /* A LIN play problem's trumps, which its cards told (LIN §3.9). */
  trumps = brg_board_get_tag (b->board, "LinTrumps");
  if (trumps != NULL && brg_strain_from_pbn (trumps, &strain))
    return strain;
  return BRG_STRAIN_NOTRUMP;
}

/* PBN §3.9 (C): a revoke is a card that does not follow suit although the
 * player holds the suit led. */
static void
check_revoke (Build      *b,
              BrgPlay    *play,
              const Slot *slot,
              BrgSeat     seat)
{
  guint n = brg_play_get_n_cards (play);
  BrgCard lead;
  BrgDeal *deal;

  if (n % 4 == 0)
    {
      _brg_pbn_report_token (b->r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                             "pbn-invalid-play",
                             _("The card that leads to a trick cannot be a revoke (PBN §3.9)"));
      return;
    }
  lead = brg_play_get_card (play, n - n % 4);
  if (lead == BRG_CARD_UNKNOWN || slot->card == BRG_CARD_UNKNOWN)
    return;
  if (BRG_CARD_SUIT (lead) == BRG_CARD_SUIT (slot->card))
    {
      _brg_pbn_report_token (b->r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                             "pbn-invalid-play",
                             _("The card follows suit, so it is no revoke (PBN §3.9)"));
      return;
    }
  deal = brg_play_get_deal (play);
  if (deal != NULL && brg_deal_is_hand_known (deal, seat)
      && (brg_play_get_remaining (play, seat) & BRG_CARD_SET_SUIT (BRG_CARD_SUIT (lead))) == 0)
    _brg_pbn_report_token (b->r, BRG_SEVERITY_ERROR, slot->token, slot->offset, "pbn-invalid-play",
                           _("The player has no card of the suit led, so this is no revoke "
                             "(PBN §3.9)"));
}

/* What the phases of reading a Play section share (PBN §3.6). */
typedef struct
{
  Build        *b;
  Reader       *r;
  GPtrArray   **tag_comments;
  BrgPlay      *play;         /* Owned */
  GArray       *slots;        /* Owned: of Slot, in column order */
  GPtrArray    *annotations;  /* Owned: of BrgAnnotation, by card played */
  BrgPlayFlags  flags;        /* the irregularity marks waiting for a card */
  BrgEndMark    end_mark;
  guint32       referenced;
  NoteRefs      refs;
  BrgSeat       seat;         /* the Play tag's: the first column's */
  guint         max_slots;
  gboolean      stopped;      /* after `*` while collecting, `+` while playing */
  gboolean      lossy;        /* the section stays as it was */
} PlayBuild;

static void
play_build_clear (PlayBuild *p)
{
  g_clear_object (&p->play);
  g_clear_pointer (&p->slots, g_array_unref);
  g_clear_pointer (&p->annotations, g_ptr_array_unref);
}

/* Where text kept now goes: with the section's tag before the first card,
 * with the last card after it. */
static Pending *
play_last (PlayBuild *p)
{
  return p->slots->len == 0 ? NULL : &g_array_index (p->slots, Slot, p->slots->len - 1).pending;
}

/* A card, '-' or '+' takes the next column. */
static void
play_take_card (PlayBuild         *p,
                const BrgPbnToken *token,
                const Sub         *sub)
{
  Reader *r = p->r;
  Slot slot = { 0 };

  if (p->slots->len >= p->max_slots)
    {
      /* Written back after the last card, it would be read as a card
       * again: the section stays as it was. */
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-play",
                             _("There are more cards than tricks to play"));
      p->lossy = TRUE;
      return;
    }
  slot.token = token;
  slot.offset = sub->offset;
  slot.len = sub->len;
  slot.flags = p->flags;
  p->flags = BRG_PLAY_FLAGS_NONE;
  if (sub->kind == SUB_CONTINUE)
    {
      if (slot.flags != BRG_PLAY_FLAGS_NONE)
        {
          report_bad_sub (r, token, sub);
          p->lossy = TRUE;
          return;
        }
      slot.cont = TRUE;
      slot.card = BRG_CARD_NONE;
    }
  else
    {
      g_autofree char *text = sub_text (r, sub);

      if (strcmp (text, "-") == 0)
        slot.card = BRG_CARD_UNKNOWN;
      else if (!brg_card_from_pbn (text, &slot.card))
        {
          /* It keeps its column, and so every card after it keeps its
           * seat. */
          _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-play",
                                 _("“%s” is not a card (PBN §3.6.1); it was kept as text, an "
                                   "unknown card"), text);
          slot.card = BRG_CARD_UNKNOWN;
          slot.kept = TRUE;
          keep_token (p->tag_comments, &slot.pending, text);
        }
    }
  g_array_append_val (p->slots, slot);
}

/* `^R` marks the card after it a revoke, `^L` a lead out of turn (PBN
 * §3.9). */
static void
play_take_irregular (PlayBuild         *p,
                     const BrgPbnToken *token,
                     const Sub         *sub,
                     char             **kept)
{
  BrgPlayFlags flag = sub->letter == 'R' ? BRG_PLAY_FLAGS_REVOKE
                    : sub->letter == 'L' ? BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN : 0;

  if (flag == 0)
    {
      report_bad_sub (p->r, token, sub);
      *kept = sub_text (p->r, sub);
      return;
    }
  if (p->flags != BRG_PLAY_FLAGS_NONE)
    _brg_pbn_report_token (p->r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-invalid-play",
                           _("A card may have only one irregularity mark (PBN §3.9)"));
  p->flags |= flag;
}

/* A suffix, note reference or NAG (PBN §3.6.2) goes with the card before
 * it. */
static void
play_take_annotation (PlayBuild         *p,
                      const BrgPbnToken *token,
                      const Sub         *sub,
                      char             **kept)
{
  Reader *r = p->r;
  GArray *slots = p->slots;

  if (slots->len == 0 && p->flags == BRG_PLAY_FLAGS_NONE)
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                             _("An annotation must follow a card (PBN §3.6.2); it was kept as "
                               "text"));
      *kept = sub_text (r, sub);
    }
  else if (slots->len == 0 || p->flags != BRG_PLAY_FLAGS_NONE
           || g_array_index (slots, Slot, slots->len - 1).cont)
    {
      _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, sub->offset, "pbn-annotation",
                             _("An annotation must follow a card (PBN §3.6.2)"));
      p->lossy = TRUE;
    }
  else if (!annotate (p->b, play_last (p), token, sub, TRUE, &p->refs))
    *kept = sub_text (r, sub);
}

/* The first phase: the sub-tokens of one word of the section, each card
 * to its column, each mark and annotation to the card it goes with. */
static void
play_collect_word (PlayBuild         *p,
                   const BrgPbnToken *token)
{
  gsize pos = token->text;
  gsize end = token->text + token->text_len;

  while (pos < end && !p->lossy)
    {
      g_autofree char *kept = NULL;
      Sub sub;

      pos = next_sub (p->r->text, pos, end, &sub);

      if (p->stopped && sub.kind != SUB_SUFFIX && sub.kind != SUB_NOTE && sub.kind != SUB_NAG)
        {
          _brg_pbn_report_token (p->r, BRG_SEVERITY_ERROR, token, sub.offset, "pbn-invalid-play",
                                 _("Nothing may follow “*” in the play (PBN §3.6)"));
          p->lossy = TRUE;
          break;
        }

      switch (sub.kind)
        {
        case SUB_ITEM:
        case SUB_CONTINUE:
          play_take_card (p, token, &sub);
          break;

        case SUB_IRREGULAR:
          play_take_irregular (p, token, &sub, &kept);
          break;

        case SUB_SUFFIX:
        case SUB_NOTE:
        case SUB_NAG:
          play_take_annotation (p, token, &sub, &kept);
          break;

        case SUB_STOP:
          p->end_mark = BRG_END_MARK_STOP;
          p->stopped = TRUE;
          break;

        case SUB_BAD:
        default:
          report_bad_sub (p->r, token, &sub);
          kept = sub_text (p->r, &sub);
          break;
        }

      if (kept != NULL)
        keep_token (p->tag_comments, play_last (p), kept);
    }
}

/* The first phase over the whole section: commentary, strings and words
 * in order. */
static void
play_collect (PlayBuild *p,
              RawTag    *raw)
{
  Reader *r = p->r;

  for (guint i = _brg_pbn_first_data_item (r, raw); i < raw->n_items && !p->lossy; i++)
    {
      const BrgPbnToken *token = _brg_pbn_item_at (r, raw, i);

      if (_brg_pbn_is_comment (token))
        {
          add_section_comment (r, token, p->tag_comments, play_last (p));
          continue;
        }
      if (token->kind != BRG_PBN_TOKEN_WORD)
        {
          g_autofree char *text = token_text (r, token);

          _brg_pbn_report_token (r, BRG_SEVERITY_ERROR, token, token->offset, "pbn-syntax",
                                 _("A string does not belong in the play; it was kept as text"));
          keep_token (p->tag_comments, play_last (p), text);
          continue;
        }
      play_collect_word (p, token);
    }

  if (!p->lossy && p->flags != BRG_PLAY_FLAGS_NONE)
    {
      _brg_pbn_report_tag (r, BRG_SEVERITY_ERROR, raw, "pbn-invalid-play",
                           _("The play ends with an irregularity mark and no card; the mark "
                             "was kept as text"));
      keep_token (p->tag_comments, play_last (p),
                  (p->flags & BRG_PLAY_FLAGS_REVOKE) ? "^R" : "^L");
    }
}

/* The trick of row @base leads from the column of a `^L` card, if any;
 * else from @leader. */
static BrgSeat
row_leader (PlayBuild *p,
            guint      base,
            guint      n_in_row,
            BrgSeat    leader)
{
  for (guint col = 0; col < n_in_row; col++)
    {
      Slot *slot = &g_array_index (p->slots, Slot, base + col);

      if (slot->flags & BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN)
        {
          BrgSeat column_seat = brg_seat_rotate (p->seat, (int) col);

          if (column_seat == leader)
            _brg_pbn_report_token (p->r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                                   "pbn-invalid-play",
                                   _("“^L” marks a lead out of turn, but it is this "
                                     "player’s lead (PBN §3.9)"));
          return column_seat;
        }
    }
  return leader;
}

/* The place in play order, from @leader, of the last card of the row
 * that was played; -1 when none was. */
static int
row_last_known (PlayBuild *p,
                guint      base,
                guint      n_in_row,
                BrgSeat    leader)
{
  int last_known = -1;

  for (guint k = 0; k < 4; k++)
    {
      guint col = (guint) ((brg_seat_rotate (leader, (int) k) - p->seat) & 3);
      Slot *slot;

      if (col >= n_in_row)
        continue;
      slot = &g_array_index (p->slots, Slot, base + col);
      if (!slot->cont && (slot->card != BRG_CARD_UNKNOWN || slot->kept))
        last_known = (int) k;
    }
  return last_known;
}

/* A card not played yet: its commentary goes to the last card played. */
static void
keep_unplayed_commentary (PlayBuild *p,
                          Slot      *slot)
{
  BrgAnnotation *annotation = slot->pending.annotation;
  guint n = brg_play_get_n_cards (p->play);

  if (annotation == NULL)
    return;
  if (annotation->suffix != BRG_SUFFIX_NONE || annotation->note != 0
      || (annotation->nags != NULL && annotation->nags->len > 0) || n == 0)
    {
      _brg_pbn_report_token (p->r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                             "pbn-annotation", _("A card that was not played cannot be annotated"));
      p->lossy = TRUE;
      return;
    }
  if (n - 1 >= p->annotations->len || g_ptr_array_index (p->annotations, n - 1) == NULL)
    {
      Pending moved = { g_steal_pointer (&slot->pending.annotation), 0 };

      flush_pending (p->annotations, (int) n - 1, &moved, &p->referenced);
    }
  else
    {
      BrgAnnotation *target = g_ptr_array_index (p->annotations, n - 1);

      for (guint c = 0; c < annotation->comments->len; c++)
        {
          const BrgComment *comment = g_ptr_array_index (annotation->comments, c);

          brg_annotation_add_comment (target, comment->kind, comment->text);
        }
    }
}

/* Gives the card of @slot to the model as @player's. The card the rules
 * refuse keeps its column as an unknown card, its text kept; the cards
 * after it keep their seats. */
static void
play_slot_card (PlayBuild *p,
                Slot      *slot,
                BrgSeat    player)
{
  g_autoptr(GError) error = NULL;

  if (slot->flags & BRG_PLAY_FLAGS_REVOKE)
    check_revoke (p->b, p->play, slot, player);
  if (!brg_play_play_card_full (p->play, player, slot->card, slot->flags, &error))
    {
      g_autofree char *card = brg_pbn_dup_text (p->r->text + slot->offset, slot->len);
      BrgAnnotation *annotation = pending_get (&slot->pending);

      _brg_pbn_report_token (p->r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                             "pbn-invalid-play", _("%s; “%s” was kept as text, an unknown card"),
                             error->message, card);
      g_clear_error (&error);
      if (!brg_play_play_card_full (p->play, player, BRG_CARD_UNKNOWN, slot->flags, NULL))
        {
          p->lossy = TRUE;
          return;
        }
      if (annotation->comments == NULL)
        annotation->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
      g_ptr_array_insert (annotation->comments, 0, brg_comment_new (BRG_COMMENT_TOKEN, card));
    }
  flush_pending (p->annotations, (int) brg_play_get_n_cards (p->play) - 1, &slot->pending,
                 &p->referenced);
}

/* One column of a row, in play order (@k from the leader): a card to
 * play, the `+` that ends the play, or a card not played yet. */
static void
play_slot (PlayBuild *p,
           Slot      *slot,
           BrgSeat    player,
           gboolean   unplayed)
{
  if (p->stopped)
    {
      /* A token kept as an unknown card is a card too: dropped here, it
       * would be lost. */
      if (slot->cont || slot->card != BRG_CARD_UNKNOWN || slot->kept)
        {
          _brg_pbn_report_token (p->r, BRG_SEVERITY_ERROR, slot->token, slot->offset,
                                 "pbn-invalid-play",
                                 _("No card may be played after “+” (PBN §3.6)"));
          p->lossy = TRUE;
        }
      return;
    }
  if (slot->cont)
    {
      p->end_mark = BRG_END_MARK_CONTINUE;
      p->stopped = TRUE;
      return;
    }
  if (unplayed)
    keep_unplayed_commentary (p, slot);
  else
    play_slot_card (p, slot, player);
}

/* Who leads after row @base: the winner of @trick, or, when it is
 * unknown, the first column of the next row that holds a known card. */
static BrgSeat
next_leader (PlayBuild *p,
             guint      trick,
             guint      base)
{
  BrgSeat leader = brg_play_get_trick_winner (p->play, trick);
  guint next = base + 4;

  if (BRG_SEAT_IS_VALID (leader))
    return leader;
  for (guint col = 0; col < 4 && next + col < p->slots->len; col++)
    {
      Slot *slot = &g_array_index (p->slots, Slot, next + col);

      if (!slot->cont && slot->card != BRG_CARD_UNKNOWN)
        return brg_seat_rotate (p->seat, (int) col);
    }
  return brg_seat_rotate (p->seat, 0);
}

/* The second phase: the cards collected, a row of four a trick, given to
 * the model in play order. */
static void
play_feed_tricks (PlayBuild *p)
{
  GArray *slots = p->slots;
  BrgSeat leader = p->seat;
  guint n_rows = (slots->len + 3) / 4;
  int last_known_row = -1;

  for (guint i = 0; i < slots->len; i++)
    {
      const Slot *slot = &g_array_index (slots, Slot, i);

      /* A token kept in a card's column was played, whatever it was. */
      if (!slot->cont && (slot->card != BRG_CARD_UNKNOWN || slot->kept))
        last_known_row = (int) (i / 4);
    }

  p->stopped = FALSE;
  for (guint row = 0; row < n_rows && !p->lossy; row++)
    {
      guint base = row * 4;
      guint n_in_row = MIN (4, slots->len - base);
      gboolean last_row = (int) row >= last_known_row;
      guint trick = brg_play_get_n_tricks (p->play);
      int last_known;

      leader = row_leader (p, base, n_in_row, leader);
      last_known = row_last_known (p, base, n_in_row, leader);
      for (guint k = 0; k < 4 && !p->lossy; k++)
        {
          BrgSeat player = brg_seat_rotate (leader, (int) k);
          guint col = (guint) ((player - p->seat) & 3);
          Slot *slot;

          if (col >= n_in_row)
            continue;
          slot = &g_array_index (slots, Slot, base + col);
          play_slot (p, slot, player,
                     slot->card == BRG_CARD_UNKNOWN && last_row && (int) k > last_known);
        }

      if (p->lossy || p->stopped || last_row)
        continue;
      leader = next_leader (p, trick, base);
    }
}

/* PBN §3.6. Cards are read four to a trick in column order, column i
 * belonging to the Play tag's seat + i, and given to the model in play
 * order from the trick's leader: the previous trick's winner, or the
 * column of a `^L` card. When a trick's winner is unknown (unknown cards),
 * the next trick is led by the first column, in column order, that holds a
 * known card: the best guess, and every card stays with its seat anyway.
 * Unknown cards after the last known card of the whole play, in play
 * order, were not played yet (§3.6: "-" is a card that is unknown or not
 * played yet); BBO writes whole rows of them after a claim.
 *
 * A card token that is no card, or a card the rules refuse, keeps its
 * column as an unknown card whose annotation begins with its text
 * (BRG_COMMENT_TOKEN); other tokens that cannot be read are kept as text
 * after the card before them. Only what would read otherwise where it is
 * written (a card after `*` or `+`, an annotation after `+` or between an
 * irregularity mark and its card) makes the whole section text.
 *
 * The phases: the cards collected to their columns (play_collect), given
 * to the model trick by trick (play_feed_tricks), then the section's
 * annotations, end mark and notes (finish_section). */
BrgPlay *
_brg_pbn_build_play (Build      *b,
                     RawTag     *raw,
                     GPtrArray **tag_comments)
{
  Reader *r = b->r;
  PlayBuild p = { .b = b, .r = r, .tag_comments = tag_comments };
  BrgPlay *play;
  BrgDeal *deal;

  if (!section_seat (r, raw, _("The Play tag must name a seat: N, E, S or W"), &p.seat))
    return NULL;

  p.play = brg_play_new (p.seat, play_trumps (b));
  deal = brg_board_get_deal (b->board);
  if (!brg_deal_is_empty (deal))
    brg_play_set_deal (p.play, deal);
  p.max_slots = 4 * brg_play_get_total_tricks (p.play);
  p.slots = g_array_new (FALSE, TRUE, sizeof (Slot));
  g_array_set_clear_func (p.slots, slot_clear);
  p.annotations = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_annotation_free);

  play_collect (&p, raw);
  /* The section stays as it was, its text from the first card on: what
   * was collected from it goes. */
  if (!p.lossy)
    play_feed_tricks (&p);
  if (p.lossy)
    {
      play_build_clear (&p);
      g_clear_pointer (tag_comments, g_ptr_array_unref);
      return NULL;
    }

  finish_section (b, raw, BRG_SECTION (p.play), p.annotations, p.end_mark, p.referenced,
                  &p.refs);
  play = g_steal_pointer (&p.play);
  play_build_clear (&p);
  return play;
}
