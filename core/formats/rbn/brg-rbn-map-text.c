/* brg-rbn-map-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The labels that are text (RBN 3.2): D (date and time) and T L E S F K
 * N B I onto their PBN tags and back.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-diagnostic.h"
#include "brg-rbn-map-private.h"
#include "brg-rbn-private.h"

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
  g_autofree char *text = _brg_rbn_ascii_upper (data);
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
apply_date (BrgBoard      *board,
            const char    *data,
            BrgRbnContext *ctx,
            BrgRbnDiag    *diag)
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

      _brg_rbn_set_tag (board, d.utc ? "UTCDate" : "Date", value);
    }
  if (d.has_time)
    {
      g_autofree char *value = g_strdup_printf ("%.2s:%.2s:%.2s", d.time, d.time + 2, d.time + 4);

      _brg_rbn_set_tag (board, d.utc ? "UTCTime" : "Time", value);
    }
}

/* A PBN date, also with dashes or slashes, into yyyymmdd. */
gboolean
_brg_rbn_date_from_tag (const char *value,
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

gboolean
_brg_rbn_time_from_tag (const char *value,
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

  if (_brg_rbn_tag_value (board, "Date") == NULL && _brg_rbn_tag_value (board, "Time") == NULL)
    {
      date_tag = "UTCDate";
      time_tag = "UTCTime";
      utc = TRUE;
    }
  has_date = _brg_rbn_date_from_tag (_brg_rbn_tag_value (board, date_tag), date);
  has_time = _brg_rbn_time_from_tag (_brg_rbn_tag_value (board, time_tag), time);
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
apply_title (BrgBoard      *board,
             const char    *data,
             BrgRbnContext *ctx,
             BrgRbnDiag    *diag)
{
  g_autoptr(GPtrArray) fields = _brg_rbn_split_fields (data, TRUE);

  _brg_rbn_set_tag (board, "Description", _brg_rbn_field_at (fields, 0));
  _brg_rbn_set_tag (board, "Annotator", _brg_rbn_field_at (fields, 1));
}

static char *
format_title (BrgBoard *board)
{
  const char *title = _brg_rbn_tag_value (board, "Description");
  const char *author = _brg_rbn_tag_value (board, "Annotator");
  GString *out;

  if (title == NULL && author == NULL)
    return NULL;
  out = g_string_new (NULL);
  if (title != NULL)
    _brg_rbn_append_escaped (out, title);
  if (author != NULL)
    {
      g_string_append_c (out, ':');
      _brg_rbn_append_escaped (out, author);
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
  g_autoptr(GPtrArray) fields = _brg_rbn_split_fields (data, TRUE);
  g_autofree char *value = NULL;

  g_ptr_array_add (fields, NULL);
  value = g_strjoinv (":", (char **) fields->pdata);
  _brg_rbn_set_tag (board, single_tag_name (label), value);
}

static char *
format_single (BrgBoard *board,
               guint     label)
{
  return g_strdup (_brg_rbn_tag_value (board, single_tag_name (label)));
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
apply_scoring (BrgBoard      *board,
               const char    *data,
               BrgRbnContext *ctx,
               BrgRbnDiag    *diag)
{
  g_autoptr(GPtrArray) fields = _brg_rbn_split_fields (data, FALSE);
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
  _brg_rbn_set_tag (board, "Scoring", value->str);
  g_string_free (value, TRUE);
}

static char *
format_scoring (BrgBoard *board)
{
  const char *scoring = _brg_rbn_tag_value (board, "Scoring");
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
apply_teams (BrgBoard      *board,
             const char    *data,
             BrgRbnContext *ctx,
             BrgRbnDiag    *diag)
{
  g_autoptr(GPtrArray) fields = _brg_rbn_split_fields (data, FALSE);

  _brg_rbn_set_tag (board, "HomeTeam", _brg_rbn_field_at (fields, 0));
  _brg_rbn_set_tag (board, "VisitTeam", _brg_rbn_field_at (fields, 1));
}

static char *
format_teams (BrgBoard *board)
{
  const char *fields[2] = {
    _brg_rbn_tag_value (board, "HomeTeam"), _brg_rbn_tag_value (board, "VisitTeam"),
  };

  return _brg_rbn_join_fields (fields, 2);
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
      _brg_rbn_set_tag (board, first, pair);
      return;
    }
  name = g_strndup (pair, plus - pair);
  _brg_rbn_set_tag (board, first, name);
  _brg_rbn_set_tag (board, second, plus + 1);
}

static void
apply_names (BrgBoard      *board,
             const char    *data,
             BrgRbnContext *ctx,
             BrgRbnDiag    *diag)
{
  g_autoptr(GPtrArray) fields = _brg_rbn_split_fields (data, FALSE);
  const char *room = _brg_rbn_field_at (fields, 2);

  apply_pair (board, _brg_rbn_field_at (fields, 0), "North", "South");
  apply_pair (board, _brg_rbn_field_at (fields, 1), "West", "East");

  /* The room (C = Closed, O = Open) or the table number. */
  if (room == NULL || room[0] == '\0')
    return;
  if (strcmp (room, "C") == 0)
    _brg_rbn_set_tag (board, "Room", "Closed");
  else if (strcmp (room, "O") == 0)
    _brg_rbn_set_tag (board, "Room", "Open");
  else if (_brg_rbn_is_digits (room, strlen (room)))
    _brg_rbn_set_tag (board, "Table", room);
}

static char *
format_pair (BrgBoard   *board,
             const char *first,
             const char *second)
{
  const char *a = _brg_rbn_tag_value (board, first);
  const char *b = _brg_rbn_tag_value (board, second);

  if (b == NULL)
    return g_strdup (a);
  return g_strdup_printf ("%s+%s", a != NULL ? a : "", b);
}

static char *
format_names (BrgBoard *board)
{
  g_autofree char *ns = format_pair (board, "North", "South");
  g_autofree char *ew = format_pair (board, "West", "East");
  const char *room = _brg_rbn_tag_value (board, "Room");
  const char *table = _brg_rbn_tag_value (board, "Table");
  const char *fields[3] = { ns, ew, NULL };

  if (room != NULL && g_ascii_strcasecmp (room, "Open") == 0)
    fields[2] = "O";
  else if (room != NULL && g_ascii_strcasecmp (room, "Closed") == 0)
    fields[2] = "C";
  else if (table != NULL && _brg_rbn_is_digits (table, strlen (table)))
    fields[2] = table;
  return _brg_rbn_join_fields (fields, 3);
}

static void
apply_board (BrgBoard      *board,
             const char    *data,
             BrgRbnContext *ctx,
             BrgRbnDiag    *diag)
{
  g_autoptr(GPtrArray) fields = _brg_rbn_split_fields (data, FALSE);

  _brg_rbn_set_tag (board, "Board", _brg_rbn_field_at (fields, 0));
  _brg_rbn_set_tag (board, "Section", _brg_rbn_field_at (fields, 1));
}

static char *
format_board (BrgBoard *board)
{
  const char *fields[2] = {
    _brg_rbn_tag_value (board, "Board"), _brg_rbn_tag_value (board, "Section"),
  };

  return _brg_rbn_join_fields (fields, 2);
}

static void
apply_items (BrgBoard      *board,
             const char    *data,
             BrgRbnContext *ctx,
             BrgRbnDiag    *diag)
{
  _brg_rbn_set_tag (board, "RbnItems", data);
}

static char *
format_items (BrgBoard *board)
{
  return g_strdup (_brg_rbn_tag_value (board, "RbnItems"));
}

/* ------------------------------------------------------------------ */
/* All text labels                                                      */

/**
 * _brg_rbn_apply_text:
 * @board: the board being built
 * @label: D, T, L, E, S, F, K, N, B or I
 * @data: the label's data
 * @ctx: what earlier labels of the record said
 * @diag: (nullable): where problems go
 *
 * Puts a text label's data into the tags that mean the same.
 */
void
_brg_rbn_apply_text (BrgBoard      *board,
                     guint          label,
                     const char    *data,
                     BrgRbnContext *ctx,
                     BrgRbnDiag    *diag)
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
    case BRG_RBN_LABEL_I: apply_items (board, data, ctx, diag); break;
    default: g_assert_not_reached ();
    }
}

/**
 * _brg_rbn_format_text:
 * @board: a board
 * @label: D, T, L, E, S, F, K, N, B or I
 *
 * Returns: (transfer full) (nullable): the label's data from the board's
 *   tags, or %NULL when it has none
 */
char *
_brg_rbn_format_text (BrgBoard *board,
                      guint     label)
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
    case BRG_RBN_LABEL_I: return format_items (board);
    default: g_assert_not_reached ();
    }
  return NULL;
}
