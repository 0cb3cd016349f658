/* brg-rbn-map.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN 3.2 labels onto the model and back (docs/rbn-pbn-mapping.md).
 *
 * Every label is mapped onto the PBN tags and model objects that mean the
 * same, so that a board read from RBN writes to PBN and back with nothing
 * else to do. For each label there is:
 *
 *  - apply_x (): the label's data into tags and objects of a board;
 *  - format_x (): the canonical data of the label from a board;
 *  - for the labels with a syntax of their own (H, A, P), canonical forms
 *    of RBN text, made by the same emitters as format_x (), so that what
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

#include "brg-auction.h"
#include "brg-board.h"
#include "brg-call.h"
#include "brg-card.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-diagnostic.h"
#include "brg-pbn-table.h"
#include "brg-play.h"
#include "brg-rbn-private.h"
#include "brg-seat.h"

#define MAX_DIAGNOSTICS 10000

/* The note of the model that stands for RBN's `*` (conventional, no
 * explanation): an empty note above RBN's 1–9, so that PBN keeps it as an
 * alert whose text is not given. */
#define STAR_NOTE 10

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

/* Notes of a board that has no auction or play to hold them. */
#define NOTE_TAG "RbnNote"

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
  if (strcmp (name, NOTE_TAG) == 0)
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

typedef struct
{
  BrgSeat  leader;     /* the first leader C gave, for P */
  BrgSeat  dealer;     /* A's dealer, the first hand of the Deal tag */
} Context;

static gboolean
is_unknown (const char *value)
{
  return value == NULL || value[0] == '\0' || strcmp (value, "?") == 0;
}

/* A tag's value, or NULL when it is missing, empty or "?" (PBN §3.4). */
static const char *
tag_value (BrgBoard   *board,
           const char *name)
{
  const char *value = brg_board_get_tag (board, name);

  return is_unknown (value) ? NULL : value;
}

static void
set_tag (BrgBoard   *board,
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

static void
add_tag_comment (BrgBoard          *board,
                 guint              index,
                 const BrgComment  *comment)
{
  g_autoptr(BrgTag) copy = brg_tag_copy (brg_board_get_nth_tag (board, index));

  if (copy->comments == NULL)
    copy->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (copy->comments, brg_comment_copy (comment));
  brg_board_replace_nth_tag (board, index, copy);
}

/* The tag that the commentary after a label belongs to: its first tag
 * present on the board. */
static int
anchor_index (BrgBoard *board,
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

static char *
ascii_upper (const char *data)
{
  return g_ascii_strup (data, -1);
}

/* Splits at colons; with @escaped (labels T L E S), `::` is a colon of the
 * text rather than a separator. */
static GPtrArray *
split_fields (const char *data,
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

static const char *
field_at (GPtrArray *fields,
          guint      i)
{
  return i < fields->len ? g_ptr_array_index (fields, i) : NULL;
}

static void
append_escaped (GString    *out,
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
static char *
join_fields (const char **fields,
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

static gboolean
seat_from_char (char     c,
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

static const char strain_letters[] = "CDHSN";

static gboolean
strain_from_char (char       c,
                  BrgStrain *strain)
{
  const char *p = c != '\0' ? strchr (strain_letters, g_ascii_toupper (c)) : NULL;

  if (p == NULL)
    return FALSE;
  *strain = (BrgStrain) (p - strain_letters);
  return TRUE;
}

static gboolean
suit_from_char (char     c,
                BrgSuit *suit)
{
  BrgStrain strain;

  if (!strain_from_char (c, &strain) || strain == BRG_STRAIN_NOTRUMP)
    return FALSE;
  *suit = (BrgSuit) strain;
  return TRUE;
}

static gboolean
is_digits (const char *p,
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
/* D: date and time                                                     */

typedef struct
{
  char      date[8];     /* yyyymmdd, '?' where unknown */
  gboolean  has_date;
  char      time[6];     /* hhmmss */
  gboolean  has_time;
  gboolean  utc;
} DateText;

static gboolean
is_date_char (char c)
{
  return g_ascii_isdigit (c) || c == '?';
}

static gboolean
parse_date_text (const char *data,
                 DateText   *d)
{
  g_autofree char *text = ascii_upper (data);
  char *colon, *time_text = NULL, *circa;
  gsize len = strlen (text);

  memset (d, '?', sizeof *d);
  d->has_date = d->has_time = d->utc = FALSE;

  if (len > 0 && text[len - 1] == 'G')
    {
      d->utc = TRUE;
      text[--len] = '\0';
    }
  colon = strchr (text, ':');
  if (colon != NULL)
    {
      *colon = '\0';
      time_text = colon + 1;
    }

  /* Circa after the year or the month: the model cannot say it. */
  circa = strchr (text, 'C');
  if (circa != NULL)
    {
      if (circa[1] != '\0' || (circa - text != 4 && circa - text != 6))
        return FALSE;
      *circa = '\0';
    }

  len = strlen (text);
  if (len != 0 && len != 4 && len != 6 && len != 8 && len != 10)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!is_date_char (text[i]))
      return FALSE;
  if (len > 0)
    {
      d->has_date = TRUE;
      memcpy (d->date, text, MIN (len, 8));
    }

  if (time_text != NULL)
    {
      len = strlen (time_text);
      if (len != 2 && len != 4 && len != 6)
        return FALSE;
      for (gsize i = 0; i < len; i++)
        if (!is_date_char (time_text[i]))
          return FALSE;
      d->has_time = TRUE;
      memcpy (d->time, time_text, len);
    }

  return d->has_date || d->has_time;
}

static void
apply_date (BrgBoard   *board,
            const char *data,
            Context    *ctx,
            BrgRbnDiag *diag)
{
  DateText d;

  if (!parse_date_text (data, &d))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-date",
                       _("The date “%s” is not of the form yyyymmdd[:hhmmss] (RBN D label)"),
                       data);
      return;
    }

  if (d.has_date)
    {
      g_autofree char *value = g_strdup_printf ("%.4s.%.2s.%.2s", d.date, d.date + 4, d.date + 6);

      set_tag (board, d.utc ? "UTCDate" : "Date", value);
    }
  if (d.has_time)
    {
      g_autofree char *value = g_strdup_printf ("%.2s:%.2s:%.2s", d.time, d.time + 2, d.time + 4);

      set_tag (board, d.utc ? "UTCTime" : "Time", value);
    }
}

/* A PBN date, also with dashes or slashes, into yyyymmdd. */
static gboolean
date_from_tag (const char *value,
               char        date[8])
{
  if (value == NULL || strlen (value) != 10)
    return FALSE;
  for (guint i = 0; i < 10; i++)
    {
      if (i == 4 || i == 7)
        {
          if (value[i] != '.' && value[i] != '-' && value[i] != '/')
            return FALSE;
        }
      else if (!is_date_char (value[i]))
        return FALSE;
    }
  memcpy (date, value, 4);
  memcpy (date + 4, value + 5, 2);
  memcpy (date + 6, value + 8, 2);
  return memchr (date, '?', 8) == NULL || strspn (date, "?") != 8;
}

static gboolean
time_from_tag (const char *value,
               char        time[6])
{
  gsize len = value != NULL ? strlen (value) : 0;

  if (len != 5 && len != 8)
    return FALSE;
  memset (time, '?', 6);
  for (guint i = 0; i < len; i++)
    {
      if (i == 2 || i == 5)
        {
          if (value[i] != ':')
            return FALSE;
        }
      else if (!is_date_char (value[i]))
        return FALSE;
    }
  memcpy (time, value, 2);
  memcpy (time + 2, value + 3, 2);
  if (len == 8)
    memcpy (time + 4, value + 6, 2);
  return strspn (time, "?") != 6;
}

static char *
format_date (BrgBoard *board)
{
  const char *date_tag = "Date", *time_tag = "Time";
  char date[8], time[6];
  gboolean has_date, has_time, utc = FALSE;
  GString *out;

  if (tag_value (board, "Date") == NULL && tag_value (board, "Time") == NULL)
    {
      date_tag = "UTCDate";
      time_tag = "UTCTime";
      utc = TRUE;
    }
  has_date = date_from_tag (tag_value (board, date_tag), date);
  has_time = time_from_tag (tag_value (board, time_tag), time);
  if (!has_date && !has_time)
    return NULL;

  out = g_string_new (NULL);
  if (has_date)
    {
      /* mmdd or dd may be left out when unknown. */
      guint len = 8;

      if (memcmp (date + 6, "??", 2) == 0)
        len = memcmp (date + 4, "??", 2) == 0 ? 4 : 6;
      g_string_append_len (out, date, len);
    }
  if (has_time)
    {
      guint len = 6;

      while (len > 2 && memcmp (time + len - 2, "??", 2) == 0)
        len -= 2;
      g_string_append_c (out, ':');
      g_string_append_len (out, time, len);
    }
  if (utc)
    g_string_append_c (out, 'G');
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* T L E S F K N B I: text labels                                       */

static void
apply_title (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  g_autoptr(GPtrArray) fields = split_fields (data, TRUE);

  set_tag (board, "Description", field_at (fields, 0));
  set_tag (board, "Annotator", field_at (fields, 1));
}

static char *
format_title (BrgBoard *board)
{
  const char *title = tag_value (board, "Description");
  const char *author = tag_value (board, "Annotator");
  GString *out;

  if (title == NULL && author == NULL)
    return NULL;
  out = g_string_new (NULL);
  if (title != NULL)
    append_escaped (out, title);
  if (author != NULL)
    {
      g_string_append_c (out, ':');
      append_escaped (out, author);
    }
  return g_string_free (out, FALSE);
}

/* L, E, S: one tag holding the fields joined by colons. */
static const char *
single_tag_name (guint label)
{
  switch (label)
    {
    case BRG_RBN_LABEL_L: return "Site";
    case BRG_RBN_LABEL_E: return "Event";
    case BRG_RBN_LABEL_S: return "Stage";
    default: g_assert_not_reached ();
    }
  return NULL;
}

static void
apply_single (BrgBoard   *board,
              guint       label,
              const char *data)
{
  g_autoptr(GPtrArray) fields = split_fields (data, TRUE);
  g_autofree char *value = NULL;

  g_ptr_array_add (fields, NULL);
  value = g_strjoinv (":", (char **) fields->pdata);
  set_tag (board, single_tag_name (label), value);
}

static char *
format_single (BrgBoard *board,
               guint     label)
{
  return g_strdup (tag_value (board, single_tag_name (label)));
}

/* F: the letter forms and the PBN Scoring keywords they stand for. */
static const struct
{
  char        letter;
  const char *scoring;
} scoring_forms[] = {
  { 'X', "IMP;Cross" }, { 'I', "IMP" }, { 'B', "BAM" }, { 'T', "Total" },
  { 'M', "MP" }, { 'N', "Instant" }, { 'R', "Rubber" }, { 'C', "Chicago" },
  { 'A', "Cavendish" }, { 'P', "Plus" },
};

static void
apply_scoring (BrgBoard   *board,
               const char *data,
               Context    *ctx,
               BrgRbnDiag *diag)
{
  g_autoptr(GPtrArray) fields = split_fields (data, FALSE);
  const char *first = g_ptr_array_index (fields, 0);
  GString *value = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (scoring_forms); i++)
    if (first[0] == scoring_forms[i].letter && first[1] == '\0')
      {
        first = scoring_forms[i].scoring;
        break;
      }
  g_string_append (value, first);
  for (guint i = 1; i < fields->len; i++)
    {
      g_string_append_c (value, ';');
      g_string_append (value, g_ptr_array_index (fields, i));
    }
  set_tag (board, "Scoring", value->str);
  g_string_free (value, TRUE);
}

static char *
format_scoring (BrgBoard *board)
{
  const char *scoring = tag_value (board, "Scoring");
  g_auto(GStrv) fields = NULL;
  GString *out;
  guint rest = 1;

  if (scoring == NULL)
    return NULL;

  fields = g_strsplit (scoring, ";", -1);
  out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (scoring_forms); i++)
    {
      g_auto(GStrv) form = g_strsplit (scoring_forms[i].scoring, ";", -1);
      guint n = g_strv_length (form), k;

      for (k = 0; k < n && fields[k] != NULL && strcmp (fields[k], form[k]) == 0; k++)
        ;
      if (k == n)
        {
          g_string_append_c (out, scoring_forms[i].letter);
          rest = n;
          break;
        }
    }
  if (out->len == 0)
    g_string_append (out, fields[0]);
  for (guint i = rest; fields[i] != NULL; i++)
    {
      g_string_append_c (out, ':');
      g_string_append (out, fields[i]);
    }
  return g_string_free (out, FALSE);
}

static void
apply_teams (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  g_autoptr(GPtrArray) fields = split_fields (data, FALSE);

  set_tag (board, "HomeTeam", field_at (fields, 0));
  set_tag (board, "VisitTeam", field_at (fields, 1));
}

static char *
format_teams (BrgBoard *board)
{
  const char *fields[2] = { tag_value (board, "HomeTeam"), tag_value (board, "VisitTeam") };

  return join_fields (fields, 2);
}

static void
apply_pair (BrgBoard   *board,
            const char *pair,
            const char *first,
            const char *second)
{
  const char *plus;
  g_autofree char *name = NULL;

  if (pair == NULL)
    return;
  plus = strchr (pair, '+');
  if (plus == NULL)
    {
      set_tag (board, first, pair);
      return;
    }
  name = g_strndup (pair, plus - pair);
  set_tag (board, first, name);
  set_tag (board, second, plus + 1);
}

static void
apply_names (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  g_autoptr(GPtrArray) fields = split_fields (data, FALSE);
  const char *room = field_at (fields, 2);

  apply_pair (board, field_at (fields, 0), "North", "South");
  apply_pair (board, field_at (fields, 1), "West", "East");

  /* The room (C = Closed, O = Open) or the table number. */
  if (room == NULL || room[0] == '\0')
    return;
  if (strcmp (room, "C") == 0)
    set_tag (board, "Room", "Closed");
  else if (strcmp (room, "O") == 0)
    set_tag (board, "Room", "Open");
  else if (is_digits (room, strlen (room)))
    set_tag (board, "Table", room);
}

static char *
format_pair (BrgBoard   *board,
             const char *first,
             const char *second)
{
  const char *a = tag_value (board, first);
  const char *b = tag_value (board, second);

  if (b == NULL)
    return g_strdup (a);
  return g_strdup_printf ("%s+%s", a != NULL ? a : "", b);
}

static char *
format_names (BrgBoard *board)
{
  g_autofree char *ns = format_pair (board, "North", "South");
  g_autofree char *ew = format_pair (board, "West", "East");
  const char *room = tag_value (board, "Room");
  const char *table = tag_value (board, "Table");
  const char *fields[3] = { ns, ew, NULL };

  if (room != NULL && g_ascii_strcasecmp (room, "Open") == 0)
    fields[2] = "O";
  else if (room != NULL && g_ascii_strcasecmp (room, "Closed") == 0)
    fields[2] = "C";
  else if (table != NULL && is_digits (table, strlen (table)))
    fields[2] = table;
  return join_fields (fields, 3);
}

static void
apply_board (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  g_autoptr(GPtrArray) fields = split_fields (data, FALSE);

  set_tag (board, "Board", field_at (fields, 0));
  set_tag (board, "Section", field_at (fields, 1));
}

static char *
format_board (BrgBoard *board)
{
  const char *fields[2] = { tag_value (board, "Board"), tag_value (board, "Section") };

  return join_fields (fields, 2);
}

static void
apply_items (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  set_tag (board, "RbnItems", data);
}

static char *
format_items (BrgBoard *board)
{
  return g_strdup (tag_value (board, "RbnItems"));
}

/* ------------------------------------------------------------------ */
/* H: hands                                                             */

/* Suits in the order hands are written: spades, hearts, diamonds, clubs. */
static const BrgSuit hand_suits[4] = {
  BRG_SUIT_SPADES, BRG_SUIT_HEARTS, BRG_SUIT_DIAMONDS, BRG_SUIT_CLUBS,
};

/* The priority of the first hand written (RBN 3.2 H label). */
static const BrgSeat first_hand_order[4] = {
  BRG_SEAT_WEST, BRG_SEAT_NORTH, BRG_SEAT_EAST, BRG_SEAT_SOUTH,
};

typedef struct
{
  gboolean    present[4];
  gboolean    hidden[4];
  BrgCardSet  cards[4];
  guint8      unknown[4][4];   /* '?' cards, by seat and suit */
  guint8      low[4][4];       /* 'x' cards */
  BrgSeat     rest;            /* "the rest" that pseudo cards leave open */
} Hands;

static guint
hand_pseudo (const Hands *h,
             BrgSeat      seat)
{
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    n += h->unknown[seat][s] + h->low[seat][s];
  return n;
}

static guint
hand_count (const Hands *h,
            BrgSeat      seat)
{
  return brg_card_set_count (h->cards[seat]) + hand_pseudo (h, seat);
}

static gboolean
parse_hands (const char *data,
             Hands      *h,
             BrgRbnDiag *diag)
{
  const char *p = data;
  BrgSeat first, seat;
  BrgCardSet all = 0;
  guint n_fields = 0;

  memset (h, 0, sizeof *h);
  h->rest = BRG_SEAT_NONE;

  if (!seat_from_char (p[0], &first))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, 0, "rbn-invalid-hands",
                       _("The hands must begin with the seat of the first hand (N, E, S or W)"));
      return FALSE;
    }
  p++;

  while (*p != '\0')
    {
      guint suit = 0;
      const char *start;

      if (*p != ':' && *p != ';')
        {
          _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data), "rbn-invalid-hands",
                           _("Each hand must begin with a colon or a semicolon"));
          return FALSE;
        }
      if (n_fields == 4)
        {
          _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data), "rbn-invalid-hands",
                           _("There are more than four hands"));
          return FALSE;
        }
      seat = brg_seat_rotate (first, (int) n_fields);
      h->hidden[seat] = *p == ';';
      start = ++p;

      for (; *p != '\0' && *p != ':' && *p != ';'; p++)
        {
          BrgRank rank;
          BrgCard card;

          if (*p == '.')
            {
              if (++suit > 3)
                {
                  _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data),
                                   "rbn-invalid-hands", _("A hand has more than four suits"));
                  return FALSE;
                }
            }
          else if (*p == 'x' || *p == 'X')
            h->low[seat][hand_suits[suit]]++;
          else if (*p == '?')
            h->unknown[seat][hand_suits[suit]]++;
          else if (brg_rank_from_pbn (g_ascii_toupper (*p), &rank))
            {
              card = BRG_CARD (hand_suits[suit], rank);
              if (brg_card_set_contains (all, card))
                {
                  g_autofree char *name = brg_card_to_display (card);

                  _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data),
                                   "rbn-invalid-hands", _("%s is given twice"), name);
                  return FALSE;
                }
              all |= BRG_CARD_SET_BIT (card);
              h->cards[seat] |= BRG_CARD_SET_BIT (card);
            }
          else
            {
              _brg_rbn_report (diag, BRG_SEVERITY_ERROR, (guint) (p - data), "rbn-invalid-hands",
                               _("“%c” is not a card"), *p);
              return FALSE;
            }
        }
      h->present[seat] = p > start;
      n_fields++;
    }

  /* Three full hands and a colon: the fourth hand has the rest. */
  seat = brg_seat_rotate (first, 3);
  if (n_fields == 4 && !h->present[seat])
    {
      gboolean full = TRUE, pseudo = FALSE;

      for (int i = 0; i < 3; i++)
        {
          BrgSeat other = brg_seat_rotate (first, i);

          full = full && h->present[other] && hand_count (h, other) == 13;
          pseudo = pseudo || hand_pseudo (h, other) > 0;
        }
      if (full && !pseudo)
        {
          h->cards[seat] = BRG_CARD_SET_ALL & ~all;
          h->present[seat] = TRUE;
        }
      else if (full)
        h->rest = seat;
    }

  for (guint s = 0; s < 4; s++)
    if (hand_count (h, s) > 13)
      {
        _brg_rbn_report (diag, BRG_SEVERITY_ERROR, 0, "rbn-invalid-hands",
                         _("%s’s hand has %u cards; a hand holds at most 13"),
                         brg_seat_to_display (s), hand_count (h, s));
        return FALSE;
      }

  return TRUE;
}

static void
append_hand (GString     *out,
             const Hands *h,
             BrgSeat      seat)
{
  gsize start = out->len;

  for (guint i = 0; i < 4; i++)
    {
      BrgSuit suit = hand_suits[i];
      BrgCardSet cards = h->cards[seat] & BRG_CARD_SET_SUIT (suit);
      BrgCard card = BRG_CARD_NONE;

      if (i > 0)
        g_string_append_c (out, '.');
      while ((card = brg_card_set_next (cards, card)) != BRG_CARD_NONE)
        g_string_append_c (out, brg_rank_to_pbn (BRG_CARD_RANK (card)));
      for (guint k = 0; k < h->unknown[seat][suit]; k++)
        g_string_append_c (out, '?');
      for (guint k = 0; k < h->low[seat][suit]; k++)
        g_string_append_c (out, 'x');
    }

  /* Superfluous dots go from incomplete hands only; a known hand without
   * cards keeps one, so that it differs from a missing one. */
  if (hand_count (h, seat) < 13)
    {
      while (out->len > start && out->str[out->len - 1] == '.')
        g_string_truncate (out, out->len - 1);
      if (out->len == start)
        g_string_append_c (out, '.');
    }
}

static char *
format_hands_text (const Hands *h)
{
  BrgSeat start = BRG_SEAT_NONE;
  gboolean full = TRUE;
  GString *out;
  int last = -1;

  for (guint s = 0; s < 4; s++)
    full = full && h->present[s] && hand_count (h, s) == 13;
  full = full || h->rest != BRG_SEAT_NONE;

  if (h->rest != BRG_SEAT_NONE)
    start = brg_seat_next (h->rest);
  else
    {
      /* The first hand shown, with cards, in the order W N E S. */
      for (guint i = 0; i < 4 && start == BRG_SEAT_NONE; i++)
        {
          BrgSeat s = first_hand_order[i];

          if (h->present[s] && !h->hidden[s] && hand_count (h, s) > 0)
            start = s;
        }
      for (guint i = 0; i < 4 && start == BRG_SEAT_NONE; i++)
        if (h->present[first_hand_order[i]])
          start = first_hand_order[i];
    }
  if (start == BRG_SEAT_NONE)
    return NULL;

  if (!full)
    for (int i = 0; i < 4; i++)
      if (h->present[brg_seat_rotate (start, i)])
        last = i;

  out = g_string_new (NULL);
  g_string_append_c (out, brg_seat_to_pbn (start));
  for (int i = 0; i < 4; i++)
    {
      BrgSeat s = brg_seat_rotate (start, i);

      if (!full && i > last)
        break;
      g_string_append_c (out, h->hidden[s] ? ';' : ':');
      if (full && i == 3)
        break;
      if (h->present[s])
        append_hand (out, h, s);
    }
  return g_string_free (out, FALSE);
}

static gboolean
hidden_from_tag (BrgBoard *board,
                 gboolean  hidden[4])
{
  const char *value = tag_value (board, "Hidden");
  gboolean any = FALSE;

  memset (hidden, 0, 4 * sizeof (gboolean));
  for (const char *p = value; p != NULL && *p != '\0'; p++)
    {
      BrgSeat seat;

      if (seat_from_char (*p, &seat))
        any = hidden[seat] = TRUE;
    }
  return any;
}

static char *
format_hands (BrgBoard *board)
{
  BrgDeal *deal = brg_board_get_deal (board);
  Hands h;

  memset (&h, 0, sizeof h);
  h.rest = BRG_SEAT_NONE;
  for (guint s = 0; s < 4; s++)
    {
      h.present[s] = brg_deal_is_hand_known (deal, s);
      h.cards[s] = brg_deal_get_hand (deal, s);
    }
  hidden_from_tag (board, h.hidden);
  return format_hands_text (&h);
}

static char *
canon_hands (const char *data)
{
  Hands h;

  if (!parse_hands (data, &h, NULL))
    return NULL;
  return format_hands_text (&h);
}

static void
apply_hands (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  BrgSeat first = ctx != NULL && BRG_SEAT_IS_VALID (ctx->dealer) ? ctx->dealer : BRG_SEAT_NORTH;
  GString *hidden;
  GString *deal;
  gboolean any = FALSE;
  Hands h;

  /* parse_hands() checked the cards: the Deal tag is written at once, from
   * the dealer as PBN exports it, and the board reads it. */
  if (!parse_hands (data, &h, diag))
    return;

  deal = g_string_new (NULL);
  g_string_append_c (deal, brg_seat_to_pbn (first));
  g_string_append_c (deal, ':');
  for (int i = 0; i < 4; i++)
    {
      BrgSeat s = brg_seat_rotate (first, i);

      if (i > 0)
        g_string_append_c (deal, ' ');
      if (!h.present[s] || s == h.rest)
        {
          g_string_append_c (deal, '-');
          continue;
        }
      any = TRUE;
      for (guint k = 0; k < 4; k++)
        {
          BrgCardSet cards = h.cards[s] & BRG_CARD_SET_SUIT (hand_suits[k]);
          BrgCard card = BRG_CARD_NONE;

          if (k > 0)
            g_string_append_c (deal, '.');
          while ((card = brg_card_set_next (cards, card)) != BRG_CARD_NONE)
            g_string_append_c (deal, brg_rank_to_pbn (BRG_CARD_RANK (card)));
        }
    }
  if (any)
    brg_board_set_tag (board, "Deal", deal->str);
  g_string_free (deal, TRUE);

  hidden = g_string_new (NULL);
  for (guint s = 0; s < 4; s++)
    if (h.hidden[s])
      g_string_append_c (hidden, brg_seat_to_pbn (s));
  set_tag (board, "Hidden", hidden->str);
  g_string_free (hidden, TRUE);
}

/* ------------------------------------------------------------------ */
/* Calls and plays as RBN tokens                                        */

typedef struct
{
  char       text[4];   /* as written: "1S", "P", "CK", "9", "S-", "Y" … */
  BrgSuffix  suffix;
  guint8     note;      /* ^1 … ^9, 0 for none */
  gboolean   star;      /* `*`: conventional, no explanation */
  guint      offset;    /* in the label's data */
} Token;

/* Reads the notations after a call or a play: a suffix, `*`, `^n`. */
static gboolean
parse_notation (const char **pp,
                Token       *token)
{
  const char *p = *pp;

  for (;;)
    {
      if (*p == '!' || *p == '?')
        {
          char text[3] = { p[0], 0, 0 };
          BrgSuffix suffix;

          if (p[1] == '!' || p[1] == '?')
            text[1] = p[1];
          if (token->suffix != BRG_SUFFIX_NONE || !brg_suffix_from_pbn (text, &suffix))
            return FALSE;
          token->suffix = suffix;
          p += strlen (text);
        }
      else if (*p == '*')
        {
          if (token->star)
            return FALSE;
          token->star = TRUE;
          p++;
        }
      else if (*p == '^')
        {
          if (token->note != 0 || p[1] < '1' || p[1] > '9')
            return FALSE;
          token->note = (guint8) (p[1] - '0');
          p += 2;
        }
      else
        break;
    }
  *pp = p;
  return TRUE;
}

static void
append_notation (GString     *out,
                 const Token *token)
{
  if (token->suffix != BRG_SUFFIX_NONE)
    g_string_append (out, brg_suffix_to_pbn (token->suffix));
  if (token->star)
    g_string_append_c (out, '*');
  if (token->note != 0)
    g_string_append_printf (out, "^%u", token->note);
}

static gboolean
token_is_plain (const Token *token)
{
  return token->suffix == BRG_SUFFIX_NONE && token->note == 0 && !token->star;
}

/* The annotation of a token; `*` becomes a reference to an empty note. */
static BrgAnnotation *
token_annotation (const Token *token)
{
  BrgAnnotation *annotation;

  if (token_is_plain (token))
    return NULL;
  annotation = brg_annotation_new ();
  annotation->suffix = token->suffix;
  annotation->note = token->note != 0 ? token->note : token->star ? STAR_NOTE : 0;
  return annotation;
}

/* Numbers the notes of an auction or a play for RBN, which has only 1–9:
 * notes 1–9 keep their numbers; the others take the free ones in the
 * order they are referred to; an empty note, or one that finds no free
 * number, is written as `*`. */
typedef const BrgNote *(*LookupNote) (gpointer owner, guint index);

typedef struct
{
  GHashTable *map;       /* model index → RBN index, 0 for `*` */
  gboolean    used[10];
} NoteMap;

static void
note_map_init (NoteMap *map)
{
  map->map = g_hash_table_new (NULL, NULL);
  memset (map->used, 0, sizeof map->used);
}

static void
note_map_clear (NoteMap *map)
{
  g_clear_pointer (&map->map, g_hash_table_unref);
}

/* Numbers the notes referred to (in the order of @indices, the notes
 * referred to first, then all the others). */
static void
note_map_build (NoteMap    *map,
                GArray     *indices,
                gpointer    owner,
                LookupNote  lookup,
                const char *what,
                GPtrArray  *losses)
{
  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);

      if (index >= 1 && index <= 9)
        {
          map->used[index] = TRUE;
          g_hash_table_insert (map->map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (index));
        }
    }

  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);
      const BrgNote *note;
      gboolean placed = FALSE;

      if (index == 0 || g_hash_table_contains (map->map, GUINT_TO_POINTER (index)))
        continue;

      note = lookup (owner, index);
      if (note != NULL && note->text != NULL && note->text[0] != '\0')
        for (guint j = 1; j <= 9 && !placed; j++)
          if (!map->used[j])
            {
              map->used[j] = TRUE;
              g_hash_table_insert (map->map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (j));
              placed = TRUE;
            }
      if (placed)
        continue;

      g_hash_table_insert (map->map, GUINT_TO_POINTER (index), GUINT_TO_POINTER (0));
      if (note != NULL && note->text != NULL && note->text[0] != '\0' && losses != NULL)
        g_ptr_array_add (losses,
                         g_strdup_printf (_("%s note %u “%s” finds no free RBN note number "
                                            "(1–9): it is written as “*” and its text is "
                                            "dropped"), what, index, note->text));
    }
}

static guint
note_map_get (NoteMap *map,
              guint    index)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (map->map, GUINT_TO_POINTER (index)));
}

/* The annotation of a call or card as RBN notation; what RBN cannot say
 * goes to @losses. */
static void
token_from_annotation (Token               *token,
                       const BrgAnnotation *annotation,
                       guint8               suffix_base,
                       NoteMap             *map,
                       const char          *where,
                       GPtrArray           *losses)
{
  if (annotation == NULL)
    return;

  token->suffix = annotation->suffix;
  for (guint i = 0; annotation->nags != NULL && i < annotation->nags->len; i++)
    {
      guint8 nag = g_array_index (annotation->nags, guint8, i);

      /* $1–$6 on calls and $7–$12 on cards are the suffixes (PBN §3.7). */
      if (nag > suffix_base && nag <= suffix_base + 6 && token->suffix == BRG_SUFFIX_NONE)
        token->suffix = (BrgSuffix) (nag - suffix_base);
      else if (nag > suffix_base && nag <= suffix_base + 6
               && token->suffix == (BrgSuffix) (nag - suffix_base))
        continue;
      else if (losses != NULL)
        g_ptr_array_add (losses, g_strdup_printf (_("NAG $%u after %s has no RBN notation; "
                                                    "it was dropped"), nag, where));
    }

  if (annotation->note != 0)
    {
      guint index = note_map_get (map, annotation->note);

      if (index == 0)
        token->star = TRUE;
      else
        token->note = (guint8) index;
    }
}

/* The note lines of an auction or a play, numbered as @map says. */
static void
note_lines_from_map (NoteMap    *map,
                     gpointer    owner,
                     guint       n_notes,
                     const BrgNote *(*nth) (gpointer, guint),
                     GPtrArray  *lines)
{
  for (guint j = 0; j <= 9; j++)
    for (guint i = 0; i < n_notes; i++)
      {
        const BrgNote *note = nth (owner, i);
        guint index = note->index == 0 ? 0 : note_map_get (map, note->index);

        if (index == j && (j > 0 || note->index == 0))
          {
            BrgRbnNoteLine *line = g_new0 (BrgRbnNoteLine, 1);

            line->index = j;
            line->text = g_strdup (note->text != NULL ? note->text : "");
            g_ptr_array_add (lines, line);
          }
      }
}

/* ------------------------------------------------------------------ */
/* A: auction                                                           */

typedef struct
{
  char      dealer;      /* N E S W X */
  char      vul;         /* Z N E B X */
  gboolean  calls;       /* a call section follows the prefix */
  GArray   *tokens;      /* of Token */
} AuctionText;

static void
auction_text_init (AuctionText *a)
{
  a->dealer = 'W';
  a->vul = 'X';
  a->calls = FALSE;
  a->tokens = g_array_new (FALSE, TRUE, sizeof (Token));
}

static void
auction_text_clear (AuctionText *a)
{
  g_clear_pointer (&a->tokens, g_array_unref);
}

static gboolean
token_is_pass (const Token *token)
{
  return (token->text[0] == 'P' || token->text[0] == 'p') && token->text[1] == '\0';
}

static gboolean
auction_tokens_complete (GArray *tokens)
{
  guint n = tokens->len, passes = 0;

  for (guint i = 0; i < n; i++)
    if (g_array_index (tokens, Token, i).text[0] == 'Y')
      return FALSE;
  while (passes < n && token_is_pass (&g_array_index (tokens, Token, n - 1 - passes)))
    passes++;
  return (passes == 4 && n == 4) || (passes >= 3 && passes < n);
}

/* Parses the A label; on failure *@bad is the offset of the problem. The
 * prefix is read even then. */
static gboolean
parse_auction_text (const char  *data,
                    AuctionText *a,
                    guint       *bad)
{
  const char *p = data;
  gboolean ended = FALSE;

  *bad = 0;
  /* The dealer and vulnerability prefix, `WX` when left out. */
  if (p[0] != '\0' && strchr ("NESWXneswx", p[0]) != NULL
      && p[1] != '\0' && strchr ("ZNEBXznebx", p[1]) != NULL
      && (p[2] == ':' || p[2] == '\0'))
    {
      a->dealer = g_ascii_toupper (p[0]);
      a->vul = g_ascii_toupper (p[1]);
      p += 2;
      if (*p == '\0')
        return TRUE;
    }
  a->calls = TRUE;

  while (*p != '\0')
    {
      Token token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, (guint) (p - data) };

      if (*p == ':')
        {
          p++;
          continue;
        }
      if (ended)
        {
          *bad = (guint) (p - data);
          return FALSE;
        }

      if (*p >= '1' && *p <= '7' && p[1] != '\0' && strchr ("CDHSNcdhsn", p[1]) != NULL)
        {
          token.text[0] = p[0];
          token.text[1] = p[1];
          p += 2;
        }
      else if (strchr ("PXRpxr", *p) != NULL || *p == 'Y')
        token.text[0] = *p++;
      else if (*p == 'A')
        {
          /* All pass: as many passes as end the auction. */
          gboolean bid = FALSE;
          guint trailing = 0, need;

          for (guint i = 0; i < a->tokens->len; i++)
            {
              const Token *t = &g_array_index (a->tokens, Token, i);

              if (t->text[0] == 'Y')
                {
                  *bad = (guint) (p - data);
                  return FALSE;
                }
              if (token_is_pass (t))
                trailing++;
              else
                {
                  bid = TRUE;
                  trailing = 0;
                }
            }
          need = bid ? 3 : 4;
          if (trailing >= need)
            {
              *bad = (guint) (p - data);
              return FALSE;
            }
          token.text[0] = 'P';
          for (guint i = trailing; i < need; i++)
            g_array_append_val (a->tokens, token);
          p++;
          ended = TRUE;
          continue;
        }
      else
        {
          *bad = (guint) (p - data);
          return FALSE;
        }

      if (!parse_notation (&p, &token) || (token.text[0] == 'Y' && !token_is_plain (&token)))
        {
          *bad = token.offset;
          return FALSE;
        }
      g_array_append_val (a->tokens, token);
    }

  return TRUE;
}

/* The one emitter of the A label: rounds of four calls from the dealer,
 * each after a colon; plain passes that end the auction become `A`. */
static char *
emit_auction_text (const AuctionText *a)
{
  GString *out = g_string_new (NULL);
  guint n = a->tokens->len, trailing = 0, n_out = n;

  g_string_append_c (out, a->dealer);
  g_string_append_c (out, a->vul);
  if (!a->calls)
    return g_string_free (out, FALSE);
  g_string_append_c (out, ':');

  if (auction_tokens_complete (a->tokens))
    {
      while (trailing < n)
        {
          const Token *t = &g_array_index (a->tokens, Token, n - 1 - trailing);

          if (strcmp (t->text, "P") != 0 || !token_is_plain (t))
            break;
          trailing++;
        }
      if (trailing > 0)
        n_out = n - trailing + 1;
    }

  for (guint i = 0; i < n_out; i++)
    {
      const Token *t = &g_array_index (a->tokens, Token, i);

      if (i > 0 && i % 4 == 0)
        g_string_append_c (out, ':');
      if (trailing > 0 && i == n_out - 1)
        {
          g_string_append_c (out, 'A');
          break;
        }
      g_string_append (out, t->text);
      append_notation (out, t);
    }
  return g_string_free (out, FALSE);
}

static char *
canon_auction (const char *data)
{
  AuctionText a;
  char *text = NULL;
  guint bad;

  auction_text_init (&a);
  if (parse_auction_text (data, &a, &bad))
    text = emit_auction_text (&a);
  auction_text_clear (&a);
  return text;
}

static BrgCall
call_from_token (const Token *token)
{
  BrgStrain strain = BRG_STRAIN_CLUBS;

  switch (g_ascii_toupper (token->text[0]))
    {
    case 'P': return BRG_CALL_PASS;
    case 'X': return BRG_CALL_DOUBLE;
    case 'R': return BRG_CALL_REDOUBLE;
    default:
      strain_from_char (token->text[1], &strain);
      return BRG_CALL_BID (token->text[0] - '0', strain);
    }
}

static void
apply_auction (BrgBoard   *board,
               const char *data,
               Context    *ctx,
               BrgRbnDiag *diag)
{
  g_autoptr(BrgAuction) auction = NULL;
  BrgSeat dealer = BRG_SEAT_WEST;
  AuctionText a;
  gboolean ok;
  guint bad;

  auction_text_init (&a);
  ok = parse_auction_text (data, &a, &bad);

  if (a.dealer != 'X')
    {
      char text[2] = { a.dealer, 0 };

      seat_from_char (a.dealer, &dealer);
      set_tag (board, "Dealer", text);
    }
  switch (a.vul)
    {
    case 'Z': set_tag (board, "Vulnerable", "None"); break;
    case 'N': set_tag (board, "Vulnerable", "NS"); break;
    case 'E': set_tag (board, "Vulnerable", "EW"); break;
    case 'B': set_tag (board, "Vulnerable", "All"); break;
    default: break;
    }

  if (!ok)
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, bad, "rbn-invalid-auction",
                       _("The auction cannot be read here; it was kept as it is"));
      auction_text_clear (&a);
      return;
    }

  if (a.calls)
    {
      auction = brg_auction_new (dealer);
      for (guint i = 0; i < a.tokens->len; i++)
        {
          const Token *token = &g_array_index (a.tokens, Token, i);
          g_autoptr(BrgAnnotation) annotation = NULL;
          g_autoptr(GError) error = NULL;

          if (token->text[0] == 'Y')
            {
              /* "Your call?" at the end is the PBN `+`; elsewhere the
               * model cannot hold it, and the text is kept. */
              if (i == a.tokens->len - 1)
                brg_auction_set_end_mark (auction, BRG_END_MARK_CONTINUE);
              break;
            }
          if (!brg_auction_add_call_full (auction, call_from_token (token), BRG_CALL_FLAGS_NONE,
                                          &error))
            {
              _brg_rbn_report (diag, BRG_SEVERITY_ERROR, token->offset, "rbn-invalid-auction",
                               "%s", error->message);
              g_clear_object (&auction);
              break;
            }
          annotation = token_annotation (token);
          if (annotation != NULL)
            brg_auction_set_annotation (auction, brg_auction_get_n_calls (auction) - 1,
                                        annotation);
          if (token->star && brg_auction_lookup_note (auction, STAR_NOTE) == NULL)
            {
              g_autoptr(BrgNote) note = brg_note_new (STAR_NOTE, "");

              brg_auction_set_note (auction, note);
            }
        }
      if (auction != NULL)
        brg_board_set_auction (board, auction);
    }
  auction_text_clear (&a);
}

static const BrgNote *
auction_lookup_note (gpointer owner,
                     guint    index)
{
  return brg_auction_lookup_note (owner, index);
}

static const BrgNote *
auction_nth_note (gpointer owner,
                  guint    n)
{
  return brg_auction_get_nth_note (owner, n);
}

static char
vul_char (BrgBoard *board)
{
  BrgVulnerability vulnerability;

  if (!brg_board_get_vulnerability (board, &vulnerability))
    return 'X';
  switch (vulnerability)
    {
    case BRG_VULNERABILITY_NONE: return 'Z';
    case BRG_VULNERABILITY_NS: return 'N';
    case BRG_VULNERABILITY_EW: return 'E';
    case BRG_VULNERABILITY_ALL: return 'B';
    default: return 'X';
    }
}

static const char *
call_text (BrgCall call)
{
  static const char * const bids[] = {
    "P", "X", "R",
    "1C", "1D", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N",
    "3C", "3D", "3H", "3S", "3N", "4C", "4D", "4H", "4S", "4N",
    "5C", "5D", "5H", "5S", "5N", "6C", "6D", "6H", "6S", "6N",
    "7C", "7D", "7H", "7S", "7N",
  };

  return bids[call];
}

static char *
format_auction (BrgBoard  *board,
                GPtrArray *notes,
                GPtrArray *losses)
{
  BrgAuction *auction = brg_board_get_auction (board);
  BrgSeat dealer = brg_board_get_dealer (board);
  AuctionText a;
  NoteMap map;
  char *text;

  auction_text_init (&a);
  note_map_init (&map);

  if (auction != NULL)
    dealer = brg_auction_get_dealer (auction);
  a.dealer = BRG_SEAT_IS_VALID (dealer) ? brg_seat_to_pbn (dealer) : 'X';
  a.vul = vul_char (board);

  if (auction != NULL)
    {
      guint n = brg_auction_get_n_calls (auction);
      gboolean irregular = FALSE;

      g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

      a.calls = TRUE;
      for (guint i = 0; i < n; i++)
        {
          const BrgAnnotation *annotation = brg_auction_get_annotation (auction, i);

          if (annotation != NULL && annotation->note != 0)
            g_array_append_val (indices, annotation->note);
        }
      for (guint i = 0; i < brg_auction_get_n_notes (auction); i++)
        g_array_append_val (indices, brg_auction_get_nth_note (auction, i)->index);
      note_map_build (&map, indices, auction, auction_lookup_note, _("Auction"), losses);

      for (guint i = 0; i < n; i++)
        {
          BrgCallFlags flags = brg_auction_get_call_flags (auction, i);
          Token token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, 0 };
          g_autofree char *where = NULL;

          if (flags != BRG_CALL_FLAGS_NONE)
            irregular = TRUE;
          if (flags & BRG_CALL_FLAGS_SKIPPED)
            continue;
          g_strlcpy (token.text, call_text (brg_auction_get_call (auction, i)),
                     sizeof token.text);
          where = g_strdup_printf (_("call %u"), i + 1);
          token_from_annotation (&token, brg_auction_get_annotation (auction, i), 0, &map,
                                 where, losses);
          g_array_append_val (a.tokens, token);
        }
      if (brg_auction_get_end_mark (auction) == BRG_END_MARK_CONTINUE)
        {
          Token token = { "Y", BRG_SUFFIX_NONE, 0, FALSE, 0 };

          g_array_append_val (a.tokens, token);
        }
      if (irregular && losses != NULL)
        g_ptr_array_add (losses, g_strdup (_("RBN cannot mark the irregular calls of the "
                                             "auction (^I, ^S); they were written as plain "
                                             "calls")));
      if (notes != NULL)
        note_lines_from_map (&map, auction, brg_auction_get_n_notes (auction),
                             auction_nth_note, notes);
    }

  text = a.calls || a.dealer != 'X' || a.vul != 'X' ? emit_auction_text (&a) : NULL;
  note_map_clear (&map);
  auction_text_clear (&a);
  return text;
}

/* ------------------------------------------------------------------ */
/* C: contract and declarer                                             */

typedef struct
{
  BrgContract  contract;
  BrgSeat      declarer;
  BrgSeat      leader;
} ContractText;

static gboolean
parse_contract_text (const char   *data,
                     ContractText *c)
{
  g_autofree char *text = ascii_upper (data);
  g_auto(GStrv) fields = g_strsplit (text, ":", -1);
  const char *p = fields[0];
  guint level = 0;
  BrgStrain strain;
  BrgRisk risk = BRG_RISK_UNDOUBLED;

  c->declarer = c->leader = BRG_SEAT_NONE;
  if (*p >= '1' && *p <= '7')
    level = (guint) (*p++ - '0');
  if (!strain_from_char (*p, &strain))
    return FALSE;
  p++;
  if (p[0] == 'X' && p[1] == 'X')
    {
      risk = BRG_RISK_REDOUBLED;
      p += 2;
    }
  else if (*p == 'X' || *p == 'R')
    risk = *p++ == 'X' ? BRG_RISK_DOUBLED : BRG_RISK_REDOUBLED;
  /* A goal (tricks or M) may follow; the model has no place for it. */
  if (*p == 'M')
    p++;
  else
    while (g_ascii_isdigit (*p))
      p++;
  if (*p != '\0')
    return FALSE;
  c->contract = brg_contract_make (level, strain, risk);

  if (fields[1] != NULL && fields[1][0] != '\0'
      && (fields[1][1] != '\0' || !seat_from_char (fields[1][0], &c->declarer)))
    return FALSE;
  if (fields[1] != NULL && fields[2] != NULL && fields[2][0] != '\0'
      && (fields[2][1] != '\0' || !seat_from_char (fields[2][0], &c->leader)))
    return FALSE;
  return TRUE;
}

static void
apply_contract (BrgBoard   *board,
                const char *data,
                Context    *ctx,
                BrgRbnDiag *diag)
{
  g_autofree char *contract = NULL;
  ContractText c;

  if (!parse_contract_text (data, &c))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-contract",
                       _("The contract “%s” cannot be read; it was kept as it is"), data);
      return;
    }
  if (c.declarer == BRG_SEAT_NONE && c.leader == BRG_SEAT_NONE)
    _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-contract",
                     _("The contract must be followed by a colon and the declarer"));

  contract = brg_contract_to_pbn (&c.contract);
  set_tag (board, "Contract", contract);
  if (BRG_SEAT_IS_VALID (c.declarer))
    {
      char seat[2] = { brg_seat_to_pbn (c.declarer), 0 };

      set_tag (board, "Declarer", seat);
    }
  if (ctx != NULL)
    ctx->leader = c.leader;
}

static void
append_contract (GString           *out,
                 const BrgContract *contract)
{
  static const char risks[][2] = { "", "X", "R" };

  if (contract->level > 0)
    g_string_append_printf (out, "%u", contract->level);
  g_string_append_c (out, strain_letters[contract->strain]);
  g_string_append (out, risks[contract->risk]);
}

/* The contract, from the auction or the tags; the declarer may be
 * unknown (BRG_SEAT_NONE). */
static gboolean
board_contract (BrgBoard    *board,
                BrgContract *contract,
                BrgSeat     *declarer)
{
  const char *text;

  if (brg_board_get_contract (board, contract, declarer))
    return TRUE;
  text = tag_value (board, "Contract");
  *declarer = BRG_SEAT_NONE;
  return text != NULL && brg_contract_from_pbn (text, contract);
}

static char *
format_contract (BrgBoard *board)
{
  BrgPlay *play = brg_board_get_play (board);
  BrgContract contract;
  BrgSeat declarer;
  GString *out;

  if (!board_contract (board, &contract, &declarer) || contract.passed_out)
    return NULL;

  out = g_string_new (NULL);
  append_contract (out, &contract);
  if (BRG_SEAT_IS_VALID (declarer))
    {
      g_string_append_c (out, ':');
      g_string_append_c (out, brg_seat_to_pbn (declarer));
    }
  if (play != NULL && (!BRG_SEAT_IS_VALID (declarer)
                       || brg_play_get_leader (play) != brg_seat_next (declarer)))
    {
      if (!BRG_SEAT_IS_VALID (declarer))
        g_string_append_c (out, ':');
      g_string_append_c (out, ':');
      g_string_append_c (out, brg_seat_to_pbn (brg_play_get_leader (play)));
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* P: play                                                              */

typedef struct
{
  char   sep;      /* ':' or ';' before the trick, 0 for the first */
  guint  first;    /* its tokens */
  guint  n;
} Trick;

typedef struct
{
  GArray *tokens;  /* of Token */
  GArray *tricks;  /* of Trick */
} PlayText;

static void
play_text_init (PlayText *t)
{
  t->tokens = g_array_new (FALSE, TRUE, sizeof (Token));
  t->tricks = g_array_new (FALSE, TRUE, sizeof (Trick));
}

static void
play_text_clear (PlayText *t)
{
  g_clear_pointer (&t->tokens, g_array_unref);
  g_clear_pointer (&t->tricks, g_array_unref);
}

static gboolean
is_rank_char (char c)
{
  return c != '\0' && strchr ("AKQJT98765432", c) != NULL;
}

static gboolean
is_pseudo_char (char c)
{
  return c != '\0' && strchr ("-+~.", c) != NULL;
}

static gboolean
parse_play_text (const char *data,
                 PlayText   *t,
                 guint      *bad)
{
  const char *p = data;
  Trick trick = { 0, 0, 0 };

  *bad = 0;
  while (*p != '\0')
    {
      Token token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, (guint) (p - data) };
      guint k = 0;

      if (*p == ':' || *p == ';')
        {
          if (trick.n == 0)
            {
              *bad = token.offset;
              return FALSE;
            }
          g_array_append_val (t->tricks, trick);
          trick.sep = *p++;
          trick.first = t->tokens->len;
          trick.n = 0;
          continue;
        }

      if (strchr ("CDHScdhs", *p) != NULL && (is_rank_char (p[1]) || is_pseudo_char (p[1])))
        token.text[k++] = *p++;
      if (is_rank_char (*p) || is_pseudo_char (*p) || (*p == 'Y' && k == 0))
        token.text[k++] = *p++;
      else
        {
          *bad = token.offset;
          return FALSE;
        }
      if (!parse_notation (&p, &token) || (token.text[0] == 'Y' && !token_is_plain (&token))
          || trick.n == 4)
        {
          *bad = token.offset;
          return FALSE;
        }
      g_array_append_val (t->tokens, token);
      trick.n++;
    }
  if (trick.n > 0)
    g_array_append_val (t->tricks, trick);
  return TRUE;
}

static gboolean
token_has_suit (const Token *token)
{
  return token->text[1] != '\0';
}

/* The one emitter of the P label: a lead with its suit, a card that
 * follows suit with its rank only. */
static char *
emit_play_text (const PlayText *t)
{
  GString *out = g_string_new (NULL);

  for (guint j = 0; j < t->tricks->len; j++)
    {
      const Trick *trick = &g_array_index (t->tricks, Trick, j);
      const Token *lead = &g_array_index (t->tokens, Token, trick->first);

      if (j > 0)
        g_string_append_c (out, trick->sep != 0 ? trick->sep : ':');
      for (guint k = 0; k < trick->n; k++)
        {
          const Token *token = &g_array_index (t->tokens, Token, trick->first + k);

          if (k > 0 && token_has_suit (token) && token_has_suit (lead)
              && token->text[0] == lead->text[0] && is_rank_char (token->text[1]))
            g_string_append_c (out, token->text[1]);
          else
            g_string_append (out, token->text);
          append_notation (out, token);
        }
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

static char *
canon_play (const char *data)
{
  PlayText t;
  char *text = NULL;
  guint bad;

  play_text_init (&t);
  if (parse_play_text (data, &t, &bad))
    text = emit_play_text (&t);
  play_text_clear (&t);
  return text;
}

/* A transfer trick (`-+--`): no cards given, the lead goes to the `+`. */
static int
transfer_position (const PlayText *t,
                   const Trick    *trick)
{
  int plus = -1;

  if (trick->n != 4)
    return -1;
  for (guint k = 0; k < 4; k++)
    {
      const Token *token = &g_array_index (t->tokens, Token, trick->first + k);

      if (token_has_suit (token) || (token->text[0] != '-' && token->text[0] != '+'))
        return -1;
      if (token->text[0] == '+')
        {
          if (plus >= 0)
            return -1;
          plus = (int) k;
        }
    }
  return plus;
}

static gboolean
card_beats (BrgCard   card,
            BrgCard   best,
            BrgStrain trumps)
{
  if (BRG_CARD_SUIT (card) == BRG_CARD_SUIT (best))
    return BRG_CARD_RANK (card) > BRG_CARD_RANK (best);
  return trumps != BRG_STRAIN_NOTRUMP && BRG_CARD_SUIT (card) == (BrgSuit) trumps;
}

/* Who won a trick with unknown cards, as far as the known ones tell. */
static BrgSeat
guess_winner (BrgPlay *play,
              guint    trick,
              BrgSeat  leader)
{
  BrgCard best = BRG_CARD_NONE;
  BrgSeat seat = leader;

  for (guint k = 0; k < 4; k++)
    {
      BrgCard card = brg_play_get_card (play, trick * 4 + k);

      if (card == BRG_CARD_UNKNOWN)
        continue;
      if (best == BRG_CARD_NONE || card_beats (card, best, brg_play_get_trumps (play)))
        {
          best = card;
          seat = brg_play_get_card_seat (play, trick * 4 + k);
        }
    }
  return seat;
}

/* The card a play token stands for; pseudo plays are made real cards from
 * the deal where it can tell, else unknown cards. */
static BrgCard
resolve_play (BrgPlay     *play,
              const Token *token,
              BrgSeat      seat,
              int          led_suit)
{
  char letter = token_has_suit (token) ? token->text[1] : token->text[0];
  BrgDeal *deal = brg_play_get_deal (play);
  BrgSuit suit;
  BrgRank rank;
  BrgCardSet cards;
  int s = led_suit;

  if (token_has_suit (token) && suit_from_char (token->text[0], &suit))
    s = (int) suit;

  if (is_rank_char (letter))
    {
      if (s < 0 || !brg_rank_from_pbn (letter, &rank))
        return BRG_CARD_UNKNOWN;
      return BRG_CARD ((BrgSuit) s, rank);
    }

  if (letter == '.' || s < 0 || deal == NULL || !brg_deal_is_hand_known (deal, seat))
    return BRG_CARD_UNKNOWN;
  cards = brg_play_get_remaining (play, seat) & BRG_CARD_SET_SUIT ((BrgSuit) s);
  if (cards == 0)
    return BRG_CARD_UNKNOWN;
  if (letter == '+')
    return brg_card_set_highest (cards);
  return (BrgCard) __builtin_ctzll (cards);
}

static void
apply_play (BrgBoard   *board,
            const char *data,
            Context    *ctx,
            BrgRbnDiag *diag)
{
  g_autoptr(BrgPlay) play = NULL;
  BrgContract contract;
  BrgSeat declarer, leader;
  PlayText t;
  guint bad;

  play_text_init (&t);
  if (!parse_play_text (data, &t, &bad))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, bad, "rbn-invalid-play",
                       _("The play cannot be read here; it was kept as it is"));
      play_text_clear (&t);
      return;
    }

  if (!board_contract (board, &contract, &declarer) || contract.passed_out
      || (!BRG_SEAT_IS_VALID (declarer) && (ctx == NULL || !BRG_SEAT_IS_VALID (ctx->leader))))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_ERROR, 0, "rbn-invalid-play",
                       _("The play needs a contract and a declarer or first leader (C or A "
                         "label); it was kept as it is"));
      play_text_clear (&t);
      return;
    }
  leader = ctx != NULL && BRG_SEAT_IS_VALID (ctx->leader) ? ctx->leader : brg_seat_next (declarer);

  play = brg_play_new (leader, (BrgStrain) contract.strain);
  if (!brg_deal_is_empty (brg_board_get_deal (board)))
    brg_play_set_deal (play, brg_board_get_deal (board));

  for (guint j = 0; j < t.tricks->len && play != NULL; j++)
    {
      const Trick *trick = &g_array_index (t.tricks, Trick, j);
      int transfer = transfer_position (&t, trick);
      int led_suit = -1;
      guint trick_index = brg_play_get_n_tricks (play);

      if (trick->n < 4 && j + 1 < t.tricks->len)
        {
          const Token *first = &g_array_index (t.tokens, Token, trick->first);

          _brg_rbn_report (diag, BRG_SEVERITY_ERROR, first->offset, "rbn-invalid-play",
                           _("Only the last trick may have fewer than four plays"));
          g_clear_object (&play);
          break;
        }

      for (guint k = 0; k < trick->n; k++)
        {
          const Token *token = &g_array_index (t.tokens, Token, trick->first + k);
          BrgSeat seat = brg_seat_rotate (leader, (int) k);
          g_autoptr(BrgAnnotation) annotation = NULL;
          g_autoptr(GError) error = NULL;
          BrgCard card;

          if (token->text[0] == 'Y')
            {
              if (j + 1 == t.tricks->len && k + 1 == trick->n)
                brg_play_set_end_mark (play, BRG_END_MARK_CONTINUE);
              j = t.tricks->len;
              break;
            }
          card = resolve_play (play, token, seat, led_suit);
          if (!brg_play_play_card_full (play, seat, card, BRG_PLAY_FLAGS_NONE, &error))
            {
              _brg_rbn_report (diag, BRG_SEVERITY_ERROR, token->offset, "rbn-invalid-play",
                               "%s", error->message);
              g_clear_object (&play);
              break;
            }
          if (k == 0)
            {
              BrgSuit suit;

              if (card != BRG_CARD_UNKNOWN)
                led_suit = (int) BRG_CARD_SUIT (card);
              else if (token_has_suit (token) && suit_from_char (token->text[0], &suit))
                led_suit = (int) suit;
            }
          annotation = token_annotation (token);
          if (annotation != NULL)
            brg_play_set_annotation (play, brg_play_get_n_cards (play) - 1, annotation);
          if (token->star && brg_play_lookup_note (play, STAR_NOTE) == NULL)
            {
              g_autoptr(BrgNote) note = brg_note_new (STAR_NOTE, "");

              brg_play_set_note (play, note);
            }
        }

      if (play == NULL || brg_play_get_n_cards (play) % 4 != 0
          || brg_play_get_n_tricks (play) == trick_index)
        continue;
      leader = brg_play_get_trick_winner (play, trick_index);
      if (!BRG_SEAT_IS_VALID (leader))
        leader = transfer >= 0 ? brg_seat_rotate (brg_play_get_trick_leader (play, trick_index),
                                                  transfer)
                               : guess_winner (play, trick_index,
                                               brg_play_get_trick_leader (play, trick_index));
    }

  if (play != NULL)
    brg_board_set_play (board, play);
  play_text_clear (&t);
}

static const BrgNote *
play_lookup_note (gpointer owner,
                  guint    index)
{
  return brg_play_lookup_note (owner, index);
}

static const BrgNote *
play_nth_note (gpointer owner,
               guint    n)
{
  return brg_play_get_nth_note (owner, n);
}

static char *
format_play (BrgBoard  *board,
             GPtrArray *notes,
             GPtrArray *losses)
{
  BrgPlay *play = brg_board_get_play (board);
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean irregular = FALSE;
  NoteMap map;
  PlayText t;
  guint n;
  char *text;

  if (play == NULL)
    return NULL;

  play_text_init (&t);
  note_map_init (&map);
  n = brg_play_get_n_cards (play);

  for (guint i = 0; i < n; i++)
    {
      const BrgAnnotation *annotation = brg_play_get_annotation (play, i);

      if (annotation != NULL && annotation->note != 0)
        g_array_append_val (indices, annotation->note);
    }
  for (guint i = 0; i < brg_play_get_n_notes (play); i++)
    g_array_append_val (indices, brg_play_get_nth_note (play, i)->index);
  note_map_build (&map, indices, play, play_lookup_note, _("Play"), losses);

  for (guint i = 0; i < n; i++)
    {
      Token token = { { 0 }, BRG_SUFFIX_NONE, 0, FALSE, 0 };
      BrgCard card = brg_play_get_card (play, i);
      g_autofree char *where = NULL;
      guint k = i % 4;

      if (k == 0)
        {
          Trick trick = { i > 0 ? ':' : 0, t.tokens->len, 0 };

          g_array_append_val (t.tricks, trick);
        }
      if (brg_play_get_card_flags (play, i) != BRG_PLAY_FLAGS_NONE)
        irregular = TRUE;

      if (card == BRG_CARD_UNKNOWN)
        {
          guint trick = i / 4;

          /* A trick of unknown cards passes the lead on with `+`. */
          token.text[0] = '-';
          if ((trick + 1) * 4 < n)
            {
              gboolean all_unknown = TRUE;

              for (guint m = 0; m < 4; m++)
                all_unknown = all_unknown
                              && brg_play_get_card (play, trick * 4 + m) == BRG_CARD_UNKNOWN;
              if (all_unknown && brg_play_get_card_seat (play, (trick + 1) * 4)
                                 == brg_play_get_card_seat (play, i))
                token.text[0] = '+';
            }
        }
      else
        {
          token.text[0] = brg_suit_to_pbn (BRG_CARD_SUIT (card));
          token.text[1] = brg_rank_to_pbn (BRG_CARD_RANK (card));
        }

      where = g_strdup_printf (_("card %u"), i + 1);
      token_from_annotation (&token, brg_play_get_annotation (play, i), 6, &map, where, losses);
      g_array_append_val (t.tokens, token);
      g_array_index (t.tricks, Trick, t.tricks->len - 1).n++;
    }

  if (brg_play_get_end_mark (play) == BRG_END_MARK_CONTINUE)
    {
      Token token = { "Y", BRG_SUFFIX_NONE, 0, FALSE, 0 };

      if (n % 4 == 0)
        {
          Trick trick = { n > 0 ? ':' : 0, t.tokens->len, 0 };

          g_array_append_val (t.tricks, trick);
        }
      g_array_append_val (t.tokens, token);
      g_array_index (t.tricks, Trick, t.tricks->len - 1).n++;
    }

  if (irregular && losses != NULL)
    g_ptr_array_add (losses, g_strdup (_("RBN cannot mark the irregular plays (^R, ^L); "
                                         "they were written as plain plays")));
  if (notes != NULL)
    note_lines_from_map (&map, play, brg_play_get_n_notes (play), play_nth_note, notes);

  text = emit_play_text (&t);
  note_map_clear (&map);
  play_text_clear (&t);
  return text;
}

/* ------------------------------------------------------------------ */
/* R: result and score                                                  */

/* A decimal number as text: [+-]digits[.digits]. */
static gboolean
parse_decimal (const char **pp,
               gboolean     sign,
               GString     *out)
{
  const char *p = *pp;
  const char *start = p;

  if (sign && (*p == '+' || *p == '-'))
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  g_string_append_len (out, start, p - start);
  *pp = p;
  return TRUE;
}

static void
apply_result (BrgBoard   *board,
              const char *data,
              Context    *ctx,
              BrgRbnDiag *diag)
{
  g_autofree char *text = ascii_upper (data);
  g_autoptr(GString) tricks = g_string_new (NULL);
  g_autoptr(GString) score = g_string_new (NULL);
  g_autoptr(GString) effective = g_string_new (NULL);
  const char *p = text;
  gboolean passed = FALSE;

  if (*p == 'P')
    {
      passed = TRUE;
      p++;
    }
  else
    while (g_ascii_isdigit (*p))
      g_string_append_c (tricks, *p++);
  if ((*p == '+' || *p == '-') && !parse_decimal (&p, TRUE, score))
    goto bad;
  if (*p == ':')
    {
      p++;
      if (*p == '=')
        {
          g_string_append_c (effective, '=');
          p++;
        }
      else if (!parse_decimal (&p, TRUE, effective))
        goto bad;
    }
  if (*p != '\0' || (tricks->len > 0 && g_ascii_strtoull (tricks->str, NULL, 10) > 13))
    goto bad;

  if (passed)
    {
      BrgContract contract;

      brg_board_set_tag (board, "Result", "");
      if (!brg_board_get_contract (board, &contract, NULL))
        {
          brg_board_set_tag (board, "Contract", "Pass");
          brg_board_set_tag (board, "Declarer", "");
        }
    }
  else
    set_tag (board, "Result", tricks->str);

  if (score->len > 0)
    {
      g_autofree char *value = g_strdup_printf ("NS %s", score->str + (score->str[0] == '+'));

      set_tag (board, "Score", value);
    }
  if (effective->len > 0)
    {
      g_autofree char *value = NULL;

      if (effective->str[0] == '=')
        set_tag (board, "ScoreIMP", "NS 0");
      else if (effective->str[0] == '+' || effective->str[0] == '-')
        {
          value = g_strdup_printf ("NS %s", effective->str + (effective->str[0] == '+'));
          set_tag (board, "ScoreIMP", value);
        }
      else
        {
          value = g_strdup_printf ("NS %s", effective->str);
          set_tag (board, "ScorePercentage", value);
        }
    }
  return;

bad:
  _brg_rbn_report (diag, BRG_SEVERITY_WARNING, (guint) (p - text), "rbn-invalid-result",
                   _("The result “%s” cannot be read; it was kept as it is"), data);
}

static gboolean
is_zero (const char *number)
{
  for (const char *p = number; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && *p != '0')
      return FALSE;
  return TRUE;
}

/* A score tag (PBN §4.2) as North-South's value, as text with a sign when
 * negative; the declarer's side reads plain values. */
static char *
ns_value (BrgBoard   *board,
          const char *name)
{
  const char *value = tag_value (board, name);
  g_auto(GStrv) words = NULL;
  g_autoptr(GString) number = g_string_new (NULL);
  gboolean negate = FALSE;
  const char *p;
  BrgSeat declarer;

  if (value == NULL)
    return NULL;
  words = g_strsplit_set (value, " ", -1);
  if (g_strv_length (words) >= 2 && strcmp (words[0], "NS") == 0)
    p = words[1];
  else if (g_strv_length (words) >= 2 && strcmp (words[0], "EW") == 0)
    {
      p = words[1];
      negate = TRUE;
    }
  else if (g_strv_length (words) == 1 && brg_board_get_contract (board, NULL, &declarer)
           && BRG_SEAT_IS_VALID (declarer))
    {
      p = words[0];
      negate = brg_seat_side (declarer) == BRG_SIDE_EW;
    }
  else
    return NULL;

  if (!parse_decimal (&p, TRUE, number) || *p != '\0')
    return NULL;
  if (number->str[0] == '+')
    g_string_erase (number, 0, 1);
  if (negate && !is_zero (number->str))
    {
      if (number->str[0] == '-')
        g_string_erase (number, 0, 1);
      else
        g_string_prepend_c (number, '-');
    }
  return g_string_free (g_steal_pointer (&number), FALSE);
}

/* ScorePercentage for North-South: East-West's is the rest of 100. */
static char *
ns_percentage (BrgBoard *board)
{
  g_autofree char *value = ns_value (board, "ScorePercentage");
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  double percent;
  gsize len;

  if (value == NULL || value[0] != '-')
    return g_steal_pointer (&value);

  /* A negated value is East-West's. */
  percent = 100.0 + g_ascii_strtod (value, NULL);
  if (percent < 0)
    return NULL;
  g_ascii_formatd (buffer, sizeof buffer, "%.2f", percent);
  len = strlen (buffer);
  while (len > 0 && buffer[len - 1] == '0')
    buffer[--len] = '\0';
  if (len > 0 && buffer[len - 1] == '.')
    buffer[--len] = '\0';
  return g_strdup (buffer);
}

static char *
format_result (BrgBoard *board)
{
  BrgAuction *auction = brg_board_get_auction (board);
  const char *result = brg_board_get_tag (board, "Result");
  g_autofree char *score = ns_value (board, "Score");
  g_autofree char *imps = ns_value (board, "ScoreIMP");
  g_autofree char *percent = NULL;
  GString *out = g_string_new (NULL);
  BrgContract contract;

  if (brg_board_get_contract (board, &contract, NULL) && contract.passed_out
      && ((result != NULL && result[0] == '\0') || auction == NULL
          || !brg_auction_is_complete (auction)))
    /* Passed out: when the auction does not say so, R must. */
    g_string_append_c (out, 'P');
  else if (!is_unknown (result) && is_digits (result, strlen (result)))
    g_string_append (out, result);
  else if (!is_unknown (result))
    {
      int tricks = brg_board_get_declarer_tricks (board);

      if (tricks >= 0)
        g_string_append_printf (out, "%d", tricks);
    }

  if (score != NULL)
    {
      if (score[0] != '-')
        g_string_append_c (out, '+');
      g_string_append (out, score);
    }

  if (imps != NULL)
    {
      g_string_append_c (out, ':');
      if (is_zero (imps))
        g_string_append_c (out, '=');
      else
        {
          if (imps[0] != '-')
            g_string_append_c (out, '+');
          g_string_append (out, imps);
        }
    }
  else if ((percent = ns_percentage (board)) != NULL)
    {
      g_string_append_c (out, ':');
      g_string_append (out, percent);
    }

  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* M: makes at double dummy                                             */

/* Tricks by declarer (BrgSeat) and strain in RBN's order N S H D C;
 * -1 where unknown. */
typedef struct
{
  int v[4][5];
} Makes;

static const BrgStrain makes_strains[5] = {
  BRG_STRAIN_NOTRUMP, BRG_STRAIN_SPADES, BRG_STRAIN_HEARTS, BRG_STRAIN_DIAMONDS, BRG_STRAIN_CLUBS,
};

static void
makes_init (Makes *m)
{
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      m->v[s][i] = -1;
}

static gboolean
makes_seat_known (const Makes *m,
                  BrgSeat      seat)
{
  for (guint i = 0; i < 5; i++)
    if (m->v[seat][i] < 0)
      return FALSE;
  return TRUE;
}

static gboolean
makes_seat_any (const Makes *m,
                BrgSeat      seat)
{
  for (guint i = 0; i < 5; i++)
    if (m->v[seat][i] >= 0)
      return TRUE;
  return FALSE;
}

static gboolean
makes_equal_seats (const Makes *m,
                   BrgSeat      a,
                   BrgSeat      b)
{
  return memcmp (m->v[a], m->v[b], sizeof m->v[a]) == 0;
}

static gboolean
makes_complement (const Makes *m,
                  BrgSeat      a,
                  BrgSeat      b,
                  int          total)
{
  if (!makes_seat_known (m, a) || !makes_seat_known (m, b))
    return FALSE;
  for (guint i = 0; i < 5; i++)
    if (m->v[a][i] + m->v[b][i] != total)
      return FALSE;
  return TRUE;
}

static int
hex_value (char c)
{
  c = g_ascii_toupper (c);
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'A' && c <= 'D')
    return c - 'A' + 10;
  return -2;
}

/* One side's list: up to five makes, `?` unknown; truncated lists leave
 * the rest unknown. */
static const char *
parse_makes_list (const char *p,
                  int         v[5])
{
  for (guint i = 0; i < 5 && (*p == '?' || hex_value (*p) >= 0); i++, p++)
    v[i] = *p == '?' ? -1 : hex_value (*p);
  return p;
}

static int
total_tricks (BrgBoard *board)
{
  BrgDeal *deal = brg_board_get_deal (board);
  guint most = 0;

  for (guint s = 0; s < 4; s++)
    most = MAX (most, brg_deal_get_n_cards (deal, s));
  return most > 0 ? (int) most : 13;
}

/* Parts 3 and 4 of the M label; parts 1 and 2 have no place in the model
 * and are kept in RbnMakes by the caller. */
static gboolean
parse_makes (const char *data,
             Makes      *m,
             int         total,
             gboolean   *not_used)
{
  g_autofree char *text = ascii_upper (data);
  g_auto(GStrv) parts = g_strsplit (text, ":", -1);
  guint n_parts = g_strv_length (parts);
  BrgSeat pairs[2][2] = { { BRG_SEAT_NORTH, BRG_SEAT_SOUTH }, { BRG_SEAT_WEST, BRG_SEAT_EAST } };

  makes_init (m);
  *not_used = FALSE;
  if (n_parts > 4)
    return FALSE;

  for (guint part = 2; part < n_parts; part++)
    {
      const char *p = parts[part];
      BrgSeat first = pairs[part - 2][0], second = pairs[part - 2][1];
      BrgSeat partner_of_first = part == 3 ? BRG_SEAT_NORTH : BRG_SEAT_NONE;
      BrgSeat partner_of_second = part == 3 ? BRG_SEAT_SOUTH : BRG_SEAT_NONE;

      if (*p == '!' && part == 3)
        {
          /* West makes what North does not. */
          for (guint i = 0; i < 5; i++)
            m->v[first][i] = m->v[partner_of_first][i] < 0 ? -1
                             : total - m->v[partner_of_first][i];
          *not_used = TRUE;
          p++;
        }
      else
        p = parse_makes_list (p, m->v[first]);

      if (*p == '=')
        {
          memcpy (m->v[second], m->v[first], sizeof m->v[first]);
          p++;
        }
      else if (*p == '!' && part == 3)
        {
          for (guint i = 0; i < 5; i++)
            m->v[second][i] = m->v[partner_of_second][i] < 0 ? -1
                              : total - m->v[partner_of_second][i];
          *not_used = TRUE;
          p++;
        }
      else if (*p == '+')
        p = parse_makes_list (p + 1, m->v[second]);
      else if (part == 3 && *p != '\0' && (*p == '?' || hex_value (*p) >= 0))
        p = parse_makes_list (p, m->v[second]);

      if (*p != '\0')
        return FALSE;
    }

  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      if (m->v[s][i] > 13)
        return FALSE;
  return TRUE;
}

static const char *
denomination_name (BrgStrain strain)
{
  return strain == BRG_STRAIN_NOTRUMP ? "NT" : brg_strain_to_pbn (strain);
}

static void
apply_makes (BrgBoard   *board,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  static const BrgSeat table_seats[4] = {
    BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST,
  };
  g_autoptr(BrgTag) tag = NULL;
  gboolean not_used;
  Makes m;

  if (!parse_makes (data, &m, total_tricks (board), &not_used))
    {
      _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-makes",
                       _("The makes “%s” cannot be read; they were kept as they are"), data);
      return;
    }
  if (not_used && !brg_deal_is_complete (brg_board_get_deal (board)))
    _brg_rbn_report (diag, BRG_SEVERITY_WARNING, 0, "rbn-invalid-makes",
                     _("“!” may only be used with a full deal (RBN M label)"));

  /* PBN §5.7, in BridgeComposer's layout: N S E W, then NT S H D C. */
  tag = brg_tag_new ("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R");
  tag->section = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 5; i++)
      if (m.v[table_seats[s]][i] >= 0)
        g_ptr_array_add (tag->section,
                         g_strdup_printf ("%c %2s %2d", brg_seat_to_pbn (table_seats[s]),
                                          denomination_name (makes_strains[i]),
                                          m.v[table_seats[s]][i]));
  if (tag->section->len > 0)
    brg_board_insert_tag (board, -1, tag);
}

static gboolean
makes_from_board (BrgBoard *board,
                  Makes    *m)
{
  const BrgTag *tag = brg_board_lookup_tag (board, "OptimumResultTable");
  const char *tricks = tag_value (board, "DoubleDummyTricks");
  gboolean any = FALSE;

  makes_init (m);

  if (tag != NULL && tag->section != NULL)
    {
      g_autoptr(BrgPbnTable) table = brg_pbn_table_new_from_tag (tag, NULL);
      int c_declarer, c_denomination, c_result;

      if (table == NULL)
        return FALSE;
      c_declarer = brg_pbn_table_find_column (table, "Declarer");
      c_denomination = brg_pbn_table_find_column (table, "Denomination");
      c_result = brg_pbn_table_find_column (table, "Result");
      if (c_declarer < 0 || c_denomination < 0 || c_result < 0)
        return FALSE;

      for (guint row = 0; row < brg_pbn_table_get_n_rows (table); row++)
        {
          g_autofree char *seat_text = brg_pbn_table_dup_value (table, row, (guint) c_declarer);
          g_autofree char *strain_text = brg_pbn_table_dup_value (table, row,
                                                                  (guint) c_denomination);
          g_autofree char *result_text = brg_pbn_table_dup_value (table, row, (guint) c_result);
          BrgSeat seat;
          BrgStrain strain;
          guint64 value;

          if (seat_text == NULL || strain_text == NULL || result_text == NULL
              || !brg_seat_from_pbn (seat_text, &seat)
              || !brg_strain_from_pbn (strain_text, &strain)
              || !g_ascii_string_to_unsigned (result_text, 10, 0, 13, &value, NULL))
            continue;
          for (guint i = 0; i < 5; i++)
            if (makes_strains[i] == strain)
              m->v[seat][i] = (int) value;
          any = TRUE;
        }
      return any;
    }

  /* BridgeComposer's tag: N S E W, each NT S H D C, in hexadecimal. */
  if (tricks != NULL && strlen (tricks) == 20)
    {
      static const BrgSeat order[4] = {
        BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST,
      };

      for (guint s = 0; s < 4; s++)
        for (guint i = 0; i < 5; i++)
          {
            int value = hex_value (tricks[s * 5 + i]);

            if (value >= 0)
              {
                m->v[order[s]][i] = value;
                any = TRUE;
              }
          }
    }
  return any;
}

static void
append_makes_list (GString   *out,
                   const int  v[5])
{
  int len = 5;

  while (len > 0 && v[len - 1] < 0)
    len--;
  for (int i = 0; i < len; i++)
    g_string_append_c (out, v[i] < 0 ? '?' : "0123456789ABCD"[v[i]]);
}

static char *
format_makes (BrgBoard *board)
{
  gboolean full = brg_deal_is_complete (brg_board_get_deal (board));
  GString *out;
  gsize part3;
  Makes m;

  if (!makes_from_board (board, &m))
    return NULL;

  out = g_string_new ("::");
  append_makes_list (out, m.v[BRG_SEAT_NORTH]);
  if (makes_seat_any (&m, BRG_SEAT_SOUTH))
    {
      if (makes_seat_any (&m, BRG_SEAT_NORTH)
          && makes_equal_seats (&m, BRG_SEAT_NORTH, BRG_SEAT_SOUTH))
        g_string_append_c (out, '=');
      else
        {
          g_string_append_c (out, '+');
          append_makes_list (out, m.v[BRG_SEAT_SOUTH]);
        }
    }
  part3 = out->len;

  g_string_append_c (out, ':');
  if (full && makes_complement (&m, BRG_SEAT_WEST, BRG_SEAT_NORTH, 13))
    g_string_append_c (out, '!');
  else
    append_makes_list (out, m.v[BRG_SEAT_WEST]);
  if (makes_seat_any (&m, BRG_SEAT_EAST))
    {
      if (makes_seat_any (&m, BRG_SEAT_WEST)
          && makes_equal_seats (&m, BRG_SEAT_WEST, BRG_SEAT_EAST))
        g_string_append_c (out, '=');
      else if (full && makes_complement (&m, BRG_SEAT_EAST, BRG_SEAT_SOUTH, 13))
        g_string_append_c (out, '!');
      else
        {
          g_string_append_c (out, '+');
          append_makes_list (out, m.v[BRG_SEAT_EAST]);
        }
    }
  if (out->len == part3 + 1)
    g_string_truncate (out, part3);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* All labels                                                           */

static void
apply_label (BrgBoard   *board,
             guint       label,
             const char *data,
             Context    *ctx,
             BrgRbnDiag *diag)
{
  switch (label)
    {
    case BRG_RBN_LABEL_D: apply_date (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_T: apply_title (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_L:
    case BRG_RBN_LABEL_E:
    case BRG_RBN_LABEL_S: apply_single (board, label, data); break;
    case BRG_RBN_LABEL_F: apply_scoring (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_K: apply_teams (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_N: apply_names (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_B: apply_board (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_H: apply_hands (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_A: apply_auction (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_C: apply_contract (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_P: apply_play (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_R: apply_result (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_M: apply_makes (board, data, ctx, diag); break;
    case BRG_RBN_LABEL_I: apply_items (board, data, ctx, diag); break;
    default: g_assert_not_reached ();
    }
}

/* The label's data from the model alone, or NULL when it has none. */
static char *
format_plain (BrgBoard  *board,
              guint      label,
              GPtrArray *notes,
              GPtrArray *losses)
{
  switch (label)
    {
    case BRG_RBN_LABEL_D: return format_date (board);
    case BRG_RBN_LABEL_T: return format_title (board);
    case BRG_RBN_LABEL_L:
    case BRG_RBN_LABEL_E:
    case BRG_RBN_LABEL_S: return format_single (board, label);
    case BRG_RBN_LABEL_F: return format_scoring (board);
    case BRG_RBN_LABEL_K: return format_teams (board);
    case BRG_RBN_LABEL_N: return format_names (board);
    case BRG_RBN_LABEL_B: return format_board (board);
    case BRG_RBN_LABEL_H: return format_hands (board);
    case BRG_RBN_LABEL_A: return format_auction (board, notes, losses);
    case BRG_RBN_LABEL_C: return format_contract (board);
    case BRG_RBN_LABEL_P: return format_play (board, notes, losses);
    case BRG_RBN_LABEL_R: return format_result (board);
    case BRG_RBN_LABEL_M: return format_makes (board);
    case BRG_RBN_LABEL_I: return format_items (board);
    default: g_assert_not_reached ();
    }
  return NULL;
}

/* RBN text in the form the writer would give it, with all it said; NULL
 * when it does not parse. */
static char *
canon_label (guint       label,
             const char *data)
{
  switch (label)
    {
    case BRG_RBN_LABEL_D:
    case BRG_RBN_LABEL_C:
    case BRG_RBN_LABEL_R:
    case BRG_RBN_LABEL_M:
      return ascii_upper (data);
    case BRG_RBN_LABEL_H:
      return canon_hands (data);
    case BRG_RBN_LABEL_A:
      return canon_auction (data);
    case BRG_RBN_LABEL_P:
      return canon_play (data);
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
  Context ctx = { BRG_SEAT_NONE, brg_board_get_dealer (board) };
  BrgPlay *play = brg_board_get_play (board);

  if (play != NULL)
    ctx.leader = brg_play_get_leader (play);
  strip_label (scratch, label);
  apply_label (scratch, label, raw, &ctx, NULL);
  if (label == BRG_RBN_LABEL_P)
    {
      before = play_signature (board);
      again = play_signature (scratch);
      return g_strcmp0 (before, again) == 0;
    }
  again = format_plain (scratch, label, NULL, NULL);
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

  text = format_plain (board, label, notes, found);
  if (raw != NULL && raw_still_valid (board, label, raw, text))
    return g_strdup (raw);

  if (losses != NULL)
    for (guint i = 0; i < found->len; i++)
      g_ptr_array_add (losses, g_strdup (g_ptr_array_index (found, i)));
  return g_steal_pointer (&text);
}

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
  g_autoptr(BrgTag) tag = brg_tag_new (NOTE_TAG, value);

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
      int index = anchor_index (board, note->owner);
      g_autoptr(BrgComment) comment = brg_comment_new (BRG_COMMENT_LINE, note->text);

      if (index >= 0)
        add_tag_comment (board, (guint) index, comment);
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
      int index = anchor_index (board, (guint) label);

      if (index < 0 && _brg_rbn_label_repeats ((guint) label) && given[label] != NULL)
        {
          g_autoptr(BrgTag) tag = brg_tag_new (label_tags[label][0], "");

          brg_board_insert_tag (board, -1, tag);
          index = (int) brg_board_get_n_tags (board) - 1;
        }
      if (index >= 0)
        {
          add_tag_comment (board, (guint) index, pending->comment);
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
  Context ctx = { BRG_SEAT_NONE, BRG_SEAT_NONE };
  guint owner = BRG_RBN_LABEL_A;
  int last = -1;

  g_array_set_clear_func (comments, pending_comment_clear);

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
    seat_from_char (values[BRG_RBN_LABEL_A][0], &ctx.dealer);

  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      if (values[label] == NULL)
        continue;
      diag.line = given[label] != NULL ? given[label]->line : 0;
      diag.column = given[label] != NULL ? given[label]->column : 0;
      apply_label (board, label, values[label], &ctx, &diag);
    }

  for (guint i = 0; i < notes->len; i++)
    attach_note (board, &g_array_index (notes, PendingNote, i), &diag);

  /* What the model could not hold is kept as the label's text. */
  for (guint label = 0; label < BRG_RBN_N_LABELS; label++)
    {
      g_autofree char *canon = NULL;
      g_autofree char *model = NULL;

      if (values[label] == NULL || raw_tags[label] == NULL)
        continue;
      canon = canon_label (label, values[label]);
      model = format_plain (board, label, NULL, NULL);
      if (canon == NULL || g_strcmp0 (canon, model) != 0)
        {
          g_autoptr(BrgTag) tag = brg_tag_new (raw_tags[label],
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

/* ------------------------------------------------------------------ */
/* What a conversion to RBN changed                                     */

char *
_brg_rbn_board_name (BrgBoard *board,
                     guint     index)
{
  const char *number = tag_value (board, "Board");

  if (number != NULL)
    return g_strdup_printf (_("Board %s"), number);
  return g_strdup_printf (_("Record %u"), index);
}

/* Text values compare without the spaces at their ends, which an RBN line
 * does not keep. */
static gboolean
same_text (const char *a,
           const char *b)
{
  g_autofree char *ta = is_unknown (a) ? NULL : g_strchomp (g_strdup (a));
  g_autofree char *tb = is_unknown (b) ? NULL : g_strchomp (g_strdup (b));

  return g_strcmp0 (ta != NULL && ta[0] != '\0' ? ta : NULL,
                    tb != NULL && tb[0] != '\0' ? tb : NULL) == 0;
}

/* Whether two values of a tag mean the same. */
static gboolean
same_value (BrgBoard   *board,
            BrgBoard   *again,
            const char *name)
{
  const char *a = brg_board_get_tag (board, name);
  const char *b = brg_board_get_tag (again, name);

  if (is_unknown (a))
    return TRUE;
  if (strcmp (name, "Date") == 0 || strcmp (name, "UTCDate") == 0)
    {
      char da[8], db[8];

      return date_from_tag (a, da) && date_from_tag (b, db) && memcmp (da, db, 8) == 0;
    }
  if (strcmp (name, "Time") == 0 || strcmp (name, "UTCTime") == 0)
    {
      char ta[6], tb[6];

      return time_from_tag (a, ta) && time_from_tag (b, tb) && memcmp (ta, tb, 6) == 0;
    }
  if (strcmp (name, "ScorePercentage") == 0)
    {
      g_autofree char *va = ns_percentage (board);
      g_autofree char *vb = ns_percentage (again);

      return va != NULL && vb != NULL && g_ascii_strtod (va, NULL) == g_ascii_strtod (vb, NULL);
    }
  if (strcmp (name, "Score") == 0 || strcmp (name, "ScoreIMP") == 0)
    {
      g_autofree char *va = ns_value (board, name);
      g_autofree char *vb = ns_value (again, name);

      return va != NULL && vb != NULL && g_ascii_strtod (va, NULL) == g_ascii_strtod (vb, NULL);
    }
  if (strcmp (name, "Room") == 0)
    return b != NULL && g_ascii_strcasecmp (a, b) == 0;
  if (strcmp (name, "Hidden") == 0)
    {
      gboolean ha[4], hb[4];

      hidden_from_tag (board, ha);
      hidden_from_tag (again, hb);
      return memcmp (ha, hb, sizeof ha) == 0;
    }
  if (strcmp (name, "Dealer") == 0)
    return brg_board_get_dealer (board) == brg_board_get_dealer (again);
  if (strcmp (name, "Vulnerable") == 0)
    return vul_char (board) == vul_char (again);
  if (strcmp (name, "Result") == 0)
    return brg_board_get_declarer_tricks (board) == brg_board_get_declarer_tricks (again);
  if (strcmp (name, "Contract") == 0)
    {
      BrgContract ca, cb;

      if (!brg_contract_from_pbn (a, &ca))
        return same_text (a, b);
      if (b == NULL || !brg_contract_from_pbn (b, &cb))
        if (!brg_board_get_contract (again, &cb, NULL))
          return FALSE;
      return brg_contract_equal (&ca, &cb);
    }
  if (strcmp (name, "Declarer") == 0)
    {
      BrgSeat sa, sb = BRG_SEAT_NONE;

      if (!brg_seat_from_pbn (a + (a[0] == '^'), &sa))
        return same_text (a, b);
      if (b == NULL || !brg_seat_from_pbn (b, &sb))
        brg_board_get_contract (again, NULL, &sb);
      return sa == sb && a[0] != '^';
    }
  if (strcmp (name, "OptimumResultTable") == 0 || strcmp (name, "DoubleDummyTricks") == 0)
    {
      Makes ma, mb;

      return !makes_from_board (board, &ma)
             || (makes_from_board (again, &mb) && memcmp (&ma, &mb, sizeof ma) == 0);
    }
  if (strcmp (name, "Deal") == 0)
    return brg_deal_equal (brg_board_get_deal (board), brg_board_get_deal (again));
  if (strcmp (name, "Auction") == 0 || strcmp (name, "Play") == 0)
    return TRUE;
  return same_text (a, b);
}

static gboolean
same_end (BrgEndMark a,
          BrgEndMark b)
{
  /* RBN stops writing where PBN says `*`: both mean "no more". */
  if (a == BRG_END_MARK_STOP)
    a = BRG_END_MARK_NONE;
  if (b == BRG_END_MARK_STOP)
    b = BRG_END_MARK_NONE;
  return a == b;
}

static gboolean
same_auction (BrgAuction *a,
              BrgAuction *b)
{
  guint n;

  if (a == NULL || b == NULL)
    return a == NULL;
  n = brg_auction_get_n_calls (a);
  if (n != brg_auction_get_n_calls (b) || brg_auction_get_dealer (a) != brg_auction_get_dealer (b)
      || !same_end (brg_auction_get_end_mark (a), brg_auction_get_end_mark (b)))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (brg_auction_get_call (a, i) != brg_auction_get_call (b, i))
      return FALSE;
  return TRUE;
}

/* A play without cards says nothing RBN would miss. */
static gboolean
is_empty_play (BrgPlay *play)
{
  return play == NULL || (brg_play_get_n_cards (play) == 0
                          && brg_play_get_end_mark (play) != BRG_END_MARK_CONTINUE);
}

static gboolean
same_play (BrgPlay *a,
           BrgPlay *b)
{
  guint n;

  if (is_empty_play (a))
    return is_empty_play (b);
  if (b == NULL)
    return FALSE;
  n = brg_play_get_n_cards (a);
  if (n != brg_play_get_n_cards (b) || brg_play_get_leader (a) != brg_play_get_leader (b)
      || !same_end (brg_play_get_end_mark (a), brg_play_get_end_mark (b)))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (brg_play_get_card (a, i) != brg_play_get_card (b, i)
        || brg_play_get_card_seat (a, i) != brg_play_get_card_seat (b, i))
      return FALSE;
  return TRUE;
}

void
_brg_rbn_compare_label (BrgBoard  *board,
                        BrgBoard  *again,
                        guint      label,
                        GPtrArray *losses)
{
  for (const char * const *name = label_tags[label]; *name != NULL; name++)
    {
      const char *value = brg_board_get_tag (board, *name);

      if (_brg_rbn_is_raw_tag (*name) && label != BRG_RBN_LABEL_I)
        continue;
      if (!same_value (board, again, *name))
        g_ptr_array_add (losses,
                         g_strdup_printf (_("the %s tag “%s” cannot be written exactly "
                                            "in RBN (label %c)"),
                                          *name, value, BRG_RBN_LABELS[label]));
    }

  if (label == BRG_RBN_LABEL_A
      && !same_auction (brg_board_get_auction (board), brg_board_get_auction (again)))
    g_ptr_array_add (losses, g_strdup (_("the auction cannot be written exactly in RBN")));
  if (label == BRG_RBN_LABEL_P
      && !same_play (brg_board_get_play (board), brg_board_get_play (again)))
    g_ptr_array_add (losses, g_strdup (_("the play cannot be written exactly in RBN")));
}
