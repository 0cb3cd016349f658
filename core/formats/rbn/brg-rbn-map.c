/* brg-rbn-map.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN 3.2 labels onto the model and back (docs/rbn-pbn-mapping.md): the
 * labels, diagnostics, the repetition rules, the helpers every label
 * uses and the dispatch over all labels. Each label's own mapping is in
 * its file (brg-rbn-map-private.h lists them).
 *
 * Every label is mapped onto the PBN tags and model objects that mean the
 * same, so that a board read from RBN writes to PBN and back with nothing
 * else to do. For each label there is:
 *
 *  - apply (): the label's data into tags and objects of a board;
 *  - format (): the canonical data of the label from a board;
 *  - for the labels with a syntax of their own (H, A, P), canonical forms
 *    of RBN text, made by the same emitters as format (), so that what
 *    the reader got can be compared with what the writer would write.
 *
 * When the model cannot hold all that a label said (a circa date, pseudo
 * cards, pseudo plays, a goal in the contract, carryovers …), the reader
 * keeps the label's canonical text in a tag named Rbn<Label> (RbnDate,
 * RbnPlay …) beside the approximate model. The writer writes that text
 * back as long as the model still says what it said; an edit of the model
 * wins.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-card.h"
#include "brg-contract.h"
#include "brg-diagnostic.h"
#include "brg-play.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

#define MAX_DIAGNOSTICS 10000

/* ------------------------------------------------------------------ */
/* Labels                                                               */

static const guint16 max_lengths[BRG_RBN_N_LABELS] = {
  20, 128, 128, 128, 56, 128, 84, 128, 24, 72, 128, 24, 128, 24, 56, 504,
};

static const char * const raw_tags[BRG_RBN_N_LABELS] = {
  "RbnDate", "RbnTitle", "RbnLocation", "RbnEvent", "RbnScoring", "RbnSession",
  "RbnTeams", "RbnNames", "RbnBoard", "RbnHands", "RbnAuction", "RbnContract",
  "RbnPlay", "RbnResult", "RbnMakes", NULL,
};

static const char * const tags_d[] = { "Date", "Time", "UTCDate", "UTCTime", "RbnDate", NULL };
static const char * const tags_t[] = { "Description", "Annotator", "RbnTitle", NULL };
static const char * const tags_l[] = { "Site", "RbnLocation", NULL };
static const char * const tags_e[] = { "Event", "RbnEvent", NULL };
static const char * const tags_f[] = { "Scoring", "RbnScoring", NULL };
static const char * const tags_s[] = { "Stage", "RbnSession", NULL };
static const char * const tags_k[] = { "HomeTeam", "VisitTeam", "RbnTeams", NULL };
static const char * const tags_n[] = {
  "North", "South", "West", "East", "Room", "Table", "RbnNames", NULL,
};
static const char * const tags_b[] = { "Board", "Section", "RbnBoard", NULL };
static const char * const tags_h[] = { "Deal", "Hidden", "RbnHands", NULL };
static const char * const tags_a[] = { "Auction", "Dealer", "Vulnerable", "RbnAuction", NULL };
static const char * const tags_c[] = { "Contract", "Declarer", "RbnContract", NULL };
static const char * const tags_p[] = { "Play", "RbnPlay", NULL };
static const char * const tags_r[] = {
  "Result", "Score", "ScoreIMP", "ScorePercentage", "RbnResult", NULL,
};
static const char * const tags_m[] = {
  "OptimumResultTable", "DoubleDummyTricks", "RbnMakes", NULL,
};
static const char * const tags_i[] = { "RbnItems", NULL };

static const char * const * const label_tags[BRG_RBN_N_LABELS] = {
  tags_d, tags_t, tags_l, tags_e, tags_f, tags_s, tags_k, tags_n,
  tags_b, tags_h, tags_a, tags_c, tags_p, tags_r, tags_m, tags_i,
};

void
_brg_rbn_item_clear (gpointer data)
{
  BrgRbnItem *item = data;

  g_clear_pointer (&item->data, g_free);
}

void
_brg_rbn_note_line_free (gpointer data)
{
  BrgRbnNoteLine *line = data;

  if (line == NULL)
    return;
  g_free (line->text);
  g_free (line);
}

/* The PBN markers (`% PBN 2.1`, `% EXPORT`, the content type): they say
 * what a PBN file is, and an RBN file written from one does not keep them
 * in its header. */
gboolean
_brg_rbn_escape_is_format_marker (const char *escape)
{
  while (*escape == ' ')
    escape++;
  if (g_str_has_prefix (escape, "PBN") && (escape[3] == '\0' || escape[3] == ' '))
    {
      /* "% PBN 2.1"; "% PBN (c) …" says more and is kept. */
      const char *p = escape + 3;

      while (*p == ' ')
        p++;
      return strspn (p, "0123456789.") == strlen (p);
    }
  return strcmp (escape, "EXPORT") == 0 || g_ascii_strncasecmp (escape, "Content-type", 12) == 0;
}

int
_brg_rbn_label_index (char letter)
{
  const char *p;

  if (letter == '\0')
    return -1;
  p = strchr (BRG_RBN_LABELS, letter);
  return p != NULL ? (int) (p - BRG_RBN_LABELS) : -1;
}

/* RBN 3.2 "General Database Rules": DTLEFSKNBH repeat until altered. */
gboolean
_brg_rbn_label_repeats (guint label)
{
  return label <= BRG_RBN_LABEL_H;
}

guint
_brg_rbn_label_max_length (guint label)
{
  g_assert (label < BRG_RBN_N_LABELS);
  return max_lengths[label];
}

const char *
_brg_rbn_label_raw_tag (guint label)
{
  g_assert (label < BRG_RBN_N_LABELS);
  return raw_tags[label];
}

const char * const *
_brg_rbn_label_tags (guint label)
{
  g_assert (label < BRG_RBN_N_LABELS);
  return label_tags[label];
}

/* The label whose data a tag carries, or -1 for a tag RBN cannot hold. */
int
_brg_rbn_tag_label (const char *name)
{
  if (strcmp (name, BRG_RBN_NOTE_TAG) == 0)
    return BRG_RBN_LABEL_A;

  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    for (const char * const *tag = label_tags[label]; *tag != NULL; tag++)
      if (strcmp (*tag, name) == 0)
        return (int) label;
  return -1;
}

/* The tags that only RBN understands. */
gboolean
_brg_rbn_is_raw_tag (const char *name)
{
  return g_str_has_prefix (name, "Rbn");
}

/* ------------------------------------------------------------------ */
/* Diagnostics                                                          */

void
_brg_rbn_report (BrgRbnDiag  *diag,
                 BrgSeverity  severity,
                 guint        offset,
                 const char  *code,
                 const char  *format,
                 ...)
{
  g_autofree char *message = NULL;
  BrgDiagnostic *diagnostic;
  va_list args;

  if (diag == NULL)
    return;
  if (severity == BRG_SEVERITY_ERROR)
    diag->errors = TRUE;
  if (diag->diagnostics == NULL || diag->diagnostics->len > MAX_DIAGNOSTICS)
    return;

  if (diag->diagnostics->len == MAX_DIAGNOSTICS)
    {
      diagnostic = brg_diagnostic_new (BRG_SEVERITY_WARNING, diag->line, 0, "rbn-too-large",
                                       _("There are too many problems; "
                                         "the rest are not reported"));
      g_ptr_array_add (diag->diagnostics, diagnostic);
      return;
    }

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  diagnostic = brg_diagnostic_new (severity, diag->line,
                                   diag->line > 0 ? diag->column + offset : 0, code, message);
  diagnostic->board = diag->board;
  g_ptr_array_add (diag->diagnostics, diagnostic);
}

/* ------------------------------------------------------------------ */
/* Repetition (RBN 3.2 "General Database Rules")                        */

struct _BrgRbnRepeat
{
  char  *values[BRG_RBN_N_LABELS];  /* Owned: the values in force */
  char  *names[2];                  /* Owned: N of the last record and the one before */
  guint  n_records;
};

BrgRbnRepeat *
_brg_rbn_repeat_new (void)
{
  return g_new0 (BrgRbnRepeat, 1);
}

void
_brg_rbn_repeat_free (BrgRbnRepeat *repeat)
{
  if (repeat == NULL)
    return;
  for (guint i = 0; i < BRG_RBN_N_LABELS; i++)
    g_free (repeat->values[i]);
  g_free (repeat->names[0]);
  g_free (repeat->names[1]);
  g_free (repeat);
}

/* What a label that a record leaves out stands for, given the record's K
 * (@teams): the value in force, or for N while K is set the names of the
 * record before the last, so that N alternates between the two rooms. */
const char *
_brg_rbn_repeat_expected (BrgRbnRepeat *repeat,
                          guint         label,
                          const char   *teams)
{
  if (!_brg_rbn_label_repeats (label))
    return NULL;
  if (label == BRG_RBN_LABEL_N && teams != NULL && repeat->n_records >= 2)
    return repeat->names[1];
  return repeat->values[label];
}

void
_brg_rbn_repeat_commit (BrgRbnRepeat *repeat,
                        char * const *values)
{
  for (guint i = 0; i < BRG_RBN_N_LABELS; i++)
    if (_brg_rbn_label_repeats (i))
      {
        g_free (repeat->values[i]);
        repeat->values[i] = g_strdup (values[i]);
      }
  g_free (repeat->names[1]);
  repeat->names[1] = g_steal_pointer (&repeat->names[0]);
  repeat->names[0] = g_strdup (values[BRG_RBN_LABEL_N]);
  repeat->n_records++;
}

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

gboolean
_brg_rbn_is_unknown (const char *value)
{
  return value == NULL || value[0] == '\0' || strcmp (value, "?") == 0;
}

/* A tag's value, or NULL when it is missing, empty or "?" (PBN §3.4). */
const char *
_brg_rbn_tag_value (BrgBoard   *board,
                    const char *name)
{
  const char *value = brg_board_get_tag (board, name);

  return _brg_rbn_is_unknown (value) ? NULL : value;
}

void
_brg_rbn_set_tag (BrgBoard   *board,
                  const char *name,
                  const char *value)
{
  if (value != NULL && value[0] != '\0')
    brg_board_set_tag (board, name, value);
}

static int
find_tag_index (BrgBoard   *board,
                const char *name)
{
  guint n = brg_board_get_n_tags (board);

  for (guint i = 0; i < n; i++)
    if (strcmp (brg_board_get_nth_tag (board, i)->name, name) == 0)
      return (int) i;
  return -1;
}

/* The tag that the commentary after a label belongs to: its first tag
 * present on the board. */
int
_brg_rbn_anchor_index (BrgBoard *board,
                       guint     label)
{
  for (const char * const *tag = label_tags[label]; *tag != NULL; tag++)
    {
      int index = find_tag_index (board, *tag);

      if (index >= 0)
        return index;
    }
  return -1;
}

char *
_brg_rbn_ascii_upper (const char *data)
{
  return g_ascii_strup (data, -1);
}

/* Splits at colons; with @escaped (labels T L E S), `::` is a colon of the
 * text rather than a separator. */
GPtrArray *
_brg_rbn_split_fields (const char *data,
                       gboolean    escaped)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (g_free);
  GString *field = g_string_new (NULL);

  for (const char *p = data; *p != '\0'; p++)
    {
      if (*p != ':')
        g_string_append_c (field, *p);
      else if (escaped && p[1] == ':')
        {
          g_string_append_c (field, ':');
          p++;
        }
      else
        {
          g_ptr_array_add (fields, g_string_free (field, FALSE));
          field = g_string_new (NULL);
        }
    }
  g_ptr_array_add (fields, g_string_free (field, FALSE));
  return fields;
}

const char *
_brg_rbn_field_at (GPtrArray *fields,
                   guint      i)
{
  return i < fields->len ? g_ptr_array_index (fields, i) : NULL;
}

void
_brg_rbn_append_escaped (GString    *out,
                         const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == ':')
        g_string_append_c (out, ':');
      g_string_append_c (out, *p);
    }
}

/* Fields joined by colons, the empty ones at the end left out. */
char *
_brg_rbn_join_fields (const char **fields,
                      guint        n_fields)
{
  GString *out;

  while (n_fields > 0 && (fields[n_fields - 1] == NULL || fields[n_fields - 1][0] == '\0'))
    n_fields--;
  if (n_fields == 0)
    return NULL;

  out = g_string_new (NULL);
  for (guint i = 0; i < n_fields; i++)
    {
      if (i > 0)
        g_string_append_c (out, ':');
      if (fields[i] != NULL)
        g_string_append (out, fields[i]);
    }
  return g_string_free (out, FALSE);
}

gboolean
_brg_rbn_seat_from_char (char     c,
                         BrgSeat *seat)
{
  switch (g_ascii_toupper (c))
    {
    case 'N': *seat = BRG_SEAT_NORTH; return TRUE;
    case 'E': *seat = BRG_SEAT_EAST; return TRUE;
    case 'S': *seat = BRG_SEAT_SOUTH; return TRUE;
    case 'W': *seat = BRG_SEAT_WEST; return TRUE;
    default: return FALSE;
    }
}

const char _brg_rbn_strain_letters[] = "CDHSN";

gboolean
_brg_rbn_strain_from_char (char       c,
                           BrgStrain *strain)
{
  const char *p = c != '\0' ? strchr (_brg_rbn_strain_letters, g_ascii_toupper (c)) : NULL;

  if (p == NULL)
    return FALSE;
  *strain = (BrgStrain) (p - _brg_rbn_strain_letters);
  return TRUE;
}

gboolean
_brg_rbn_suit_from_char (char     c,
                         BrgSuit *suit)
{
  BrgStrain strain;

  if (!_brg_rbn_strain_from_char (c, &strain) || strain == BRG_STRAIN_NOTRUMP)
    return FALSE;
  *suit = (BrgSuit) strain;
  return TRUE;
}

gboolean
_brg_rbn_is_digits (const char *p,
                    gsize       len)
{
  if (len == 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (p[i]))
      return FALSE;
  return TRUE;
}


/* ------------------------------------------------------------------ */
/* All labels                                                           */

void
_brg_rbn_apply_label (BrgBoard      *board,
                      guint          label,
                      const char    *data,
                      BrgRbnContext *ctx,
                      BrgRbnDiag    *diag)
{
  switch (label)
    {
    case BRG_RBN_LABEL_H: _brg_rbn_apply_hands (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_A: _brg_rbn_apply_auction (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_C: _brg_rbn_apply_contract (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_P: _brg_rbn_apply_play (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_R: _brg_rbn_apply_result (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_M: _brg_rbn_apply_makes (board, data, ctx, diag); break;
    default: _brg_rbn_apply_text (board, label, data, ctx, diag); break; /* D T L E S F K N B I */
    }
}

/* The label's data from the model alone, or NULL when it has none. */
char *
_brg_rbn_format_plain (BrgBoard  *board,
                       guint      label,
                       GPtrArray *notes,
                       GPtrArray *losses)
{
  switch (label)
    {
    case BRG_RBN_LABEL_H: return _brg_rbn_format_hands (board);
    case BRG_RBN_LABEL_A: return _brg_rbn_format_auction (board, notes, losses);
    case BRG_RBN_LABEL_C: return _brg_rbn_format_contract (board);
    case BRG_RBN_LABEL_P: return _brg_rbn_format_play (board, notes, losses);
    case BRG_RBN_LABEL_R: return _brg_rbn_format_result (board);
    case BRG_RBN_LABEL_M: return _brg_rbn_format_makes (board);
    default: return _brg_rbn_format_text (board, label); /* D T L E S F K N B I */
    }
}

/* RBN text in the form the writer would give it, with all it said; NULL
 * when it does not parse. */
char *
_brg_rbn_canon_label (guint       label,
                      const char *data)
{
  switch (label)
    {
    case BRG_RBN_LABEL_D:
    case BRG_RBN_LABEL_C:
    case BRG_RBN_LABEL_R:
    case BRG_RBN_LABEL_M:
      return _brg_rbn_ascii_upper (data);
    case BRG_RBN_LABEL_H:
      return _brg_rbn_canon_hands (data);
    case BRG_RBN_LABEL_A:
      return _brg_rbn_canon_auction (data);
    case BRG_RBN_LABEL_P:
      return _brg_rbn_canon_play (data);
    default:
      return g_strdup (data);
    }
}

/* Removes what a label put on a board. */
static void
strip_label (BrgBoard *board,
             guint     label)
{
  for (const char * const *tag = label_tags[label]; *tag != NULL; tag++)
    while (brg_board_remove_tag (board, *tag))
      ;
}

/* What a play says, for comparing: the known cards with their seats, the
 * number of unknown ones, the annotations and the end. Who played an
 * unknown card is not part of it: PBN cannot keep it for a trick of
 * unknown cards. */
static char *
play_signature (BrgBoard *board)
{
  BrgPlay *play = brg_board_get_play (board);
  GString *out;

  if (play == NULL)
    return NULL;
  out = g_string_new (NULL);
  g_string_append_c (out, brg_seat_to_pbn (brg_play_get_leader (play)));
  for (guint i = 0; i < brg_play_get_n_cards (play); i++)
    {
      BrgCard card = brg_play_get_card (play, i);
      const BrgAnnotation *annotation = brg_play_get_annotation (play, i);

      if (card == BRG_CARD_UNKNOWN)
        g_string_append (out, " ?");
      else
        g_string_append_printf (out, " %c%c%c", brg_seat_to_pbn (brg_play_get_card_seat (play, i)),
                                brg_suit_to_pbn (BRG_CARD_SUIT (card)),
                                brg_rank_to_pbn (BRG_CARD_RANK (card)));
      if (annotation != NULL)
        g_string_append_printf (out, "/%u/%u", annotation->suffix, annotation->note);
    }
  g_string_append_printf (out, " %u", brg_play_get_end_mark (play) == BRG_END_MARK_CONTINUE);
  return g_string_free (out, FALSE);
}

/* Whether a kept Rbn<Label> text still says what the model says. */
static gboolean
raw_still_valid (BrgBoard   *board,
                 guint       label,
                 const char *raw,
                 const char *model_text)
{
  g_autoptr(BrgBoard) scratch = brg_board_copy (board);
  g_autofree char *again = NULL;
  g_autofree char *before = NULL;
  BrgRbnContext ctx = { BRG_SEAT_NONE, brg_board_get_dealer (board) };
  BrgPlay *play = brg_board_get_play (board);

  if (play != NULL)
    ctx.leader = brg_play_get_leader (play);
  strip_label (scratch, label);
  _brg_rbn_apply_label (scratch, label, raw, &ctx, NULL);
  if (label == BRG_RBN_LABEL_P)
    {
      before = play_signature (board);
      again = play_signature (scratch);
      return g_strcmp0 (before, again) == 0;
    }
  again = _brg_rbn_format_plain (scratch, label, NULL, NULL);
  return g_strcmp0 (again, model_text) == 0;
}

char *
_brg_rbn_format_label (BrgBoard  *board,
                       guint      label,
                       GPtrArray *notes,
                       GPtrArray *losses)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  const char *raw_name = raw_tags[label];
  const char *raw = raw_name != NULL ? brg_board_get_tag (board, raw_name) : NULL;

  g_assert (label < BRG_RBN_N_LABELS);

  text = _brg_rbn_format_plain (board, label, notes, found);
  if (raw != NULL && raw_still_valid (board, label, raw, text))
    return g_strdup (raw);

  if (losses != NULL)
    for (guint i = 0; i < found->len; i++)
      g_ptr_array_add (losses, g_strdup (g_ptr_array_index (found, i)));
  return g_steal_pointer (&text);
}
