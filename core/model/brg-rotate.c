/* brg-rotate.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Turning a board round the table, as a teacher does to put the student in
 * South: everything that names a seat or a side moves, the board number
 * stays. Every change is a one-to-one mapping of the text it touches, so a
 * rotation by -n undoes a rotation by n exactly, and four quarter turns
 * give back the board as it was.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-diagnostic.h"
#include "brg-rotate.h"
#include "brg-seat.h"

static const char seat_letters[] = "NESW";

/* The seat a letter names in either case, or -1. */
static int
seat_of_letter (char c)
{
  const char *p = c != '\0' ? strchr (seat_letters, g_ascii_toupper (c)) : NULL;

  return p != NULL ? (int) (p - seat_letters) : -1;
}

static char
rotate_letter (char c,
               int  turns)
{
  int seat = seat_of_letter (c);
  char to;

  if (seat < 0)
    return c;
  to = seat_letters[(seat + turns) & 3];
  return g_ascii_islower (c) ? g_ascii_tolower (to) : to;
}

static void
warn (GPtrArray  *warnings,
      const char *code,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static void
warn (GPtrArray  *warnings,
      const char *code,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (warnings == NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (warnings, brg_diagnostic_new (BRG_SEVERITY_WARNING, 0, 0, code, message));
}

/* ------------------------------------------------------------------ */
/* Words                                                                */

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || (guchar) c >= 0x80;
}

/* Whether @len bytes at @p are a whole word of @text. */
static gboolean
is_whole (const char *text,
          const char *p,
          gsize       len)
{
  return (p == text || !is_word_char (p[-1])) && !is_word_char (p[len]);
}

/* Side names: each pair maps on odd turns, written in the same form. */
static const char * const side_forms[][2] = {
  { "North-South", "East-West" }, { "NORTH-SOUTH", "EAST-WEST" },
  { "north-south", "east-west" },
  { "North\xe2\x80\x93South", "East\xe2\x80\x93West" },
  { "north\xe2\x80\x93south", "east\xe2\x80\x93west" },
  { "North/South", "East/West" }, { "north/south", "east/west" },
  { "N-S", "E-W" }, { "N/S", "E/W" }, { "N\xe2\x80\x93S", "E\xe2\x80\x93W" },
  { "NS", "EW" },
};

static const char * const seat_words[][4] = {
  { "North", "East", "South", "West" },
  { "NORTH", "EAST", "SOUTH", "WEST" },
  { "north", "east", "south", "west" },
};

static char *
context_of (const char *text,
            const char *p,
            gsize       len)
{
  const char *start = p, *end = p + len;

  for (int i = 0; i < 24 && start > text; i++)
    start = g_utf8_prev_char (start);
  for (int i = 0; i < 24 && *end != '\0'; i++)
    end = g_utf8_next_char (end);
  return g_strndup (start, end - start);
}

/* Rotates the compass words of a commentary text. Returns NULL when
 * nothing changed. Lone letters N, E, S and W may be seats or not (spades,
 * a label): they stay, with a warning. */
static char *
rotate_words (const char *text,
              int         turns,
              GPtrArray  *warnings)
{
  GString *out = g_string_sized_new (strlen (text));
  gboolean changed = FALSE;
  const char *p = text;

  while (*p != '\0')
    {
      gboolean matched = FALSE;

      if (!is_word_char (*p) || (p > text && is_word_char (p[-1])))
        {
          g_string_append_c (out, *p++);
          continue;
        }

      for (guint i = 0; i < G_N_ELEMENTS (side_forms) && !matched; i++)
        for (guint j = 0; j < 2 && !matched; j++)
          {
            gsize len = strlen (side_forms[i][j]);

            if (strncmp (p, side_forms[i][j], len) == 0 && is_whole (text, p, len))
              {
                g_string_append (out, side_forms[i][(j + (turns & 1)) & 1]);
                changed = changed || (turns & 1) != 0;
                p += len;
                matched = TRUE;
              }
          }

      for (guint i = 0; i < G_N_ELEMENTS (seat_words) && !matched; i++)
        for (guint seat = 0; seat < 4 && !matched; seat++)
          {
            gsize len = strlen (seat_words[i][seat]);

            if (strncmp (p, seat_words[i][seat], len) == 0 && is_whole (text, p, len))
              {
                g_string_append (out, seat_words[i][(seat + turns) & 3]);
                changed = TRUE;
                p += len;
                matched = TRUE;
              }
          }

      if (!matched && seat_of_letter (*p) >= 0 && g_ascii_isupper (*p) && is_whole (text, p, 1))
        {
          g_autofree char *context = context_of (text, p, 1);

          warn (warnings, "rotate-commentary-letter",
                /* Translators: %c is N, E, S or W; %s the commentary around it */
                _("“%c” in the commentary may name a seat; it was left as it was: “%s”"),
                *p, context);
        }

      if (!matched)
        while (is_word_char (*p))
          g_string_append_c (out, *p++);
    }

  if (!changed)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* Rotates the texts of @comments in place; returns whether any changed. */
static gboolean
rotate_comments (GPtrArray  *comments,
                 int         turns,
                 GPtrArray  *warnings)
{
  gboolean changed = FALSE;

  for (guint i = 0; comments != NULL && i < comments->len; i++)
    {
      BrgComment *comment = g_ptr_array_index (comments, i);
      char *text = rotate_words (comment->text, turns, warnings);

      if (text != NULL)
        {
          g_free (comment->text);
          comment->text = text;
          changed = TRUE;
        }
    }
  return changed;
}

static gboolean
rotate_annotation (BrgAnnotation *annotation,
                   int            turns,
                   GPtrArray     *warnings)
{
  return rotate_comments (annotation->comments, turns, warnings);
}

static gboolean
rotate_note (BrgNote   *note,
             int        turns,
             GPtrArray *warnings)
{
  char *text = rotate_words (note->text, turns, warnings);
  gboolean changed = rotate_comments (note->comments, turns, warnings);

  if (text != NULL)
    {
      g_free (note->text);
      note->text = text;
      changed = TRUE;
    }
  return changed;
}

/* The annotations and notes of an auction or a play. */
static void
rotate_section (BrgSection *section,
                int         turns,
                GPtrArray  *warnings)
{
  for (guint i = 0; i < brg_section_get_n_items (section); i++)
    {
      const BrgAnnotation *annotation = brg_section_get_annotation (section, i);
      g_autoptr(BrgAnnotation) copy = annotation != NULL ? brg_annotation_copy (annotation) : NULL;

      if (copy != NULL && rotate_annotation (copy, turns, warnings))
        brg_section_set_annotation (section, i, copy);
    }
  for (guint i = 0; i < brg_section_get_n_notes (section); i++)
    {
      g_autoptr(BrgNote) note = brg_note_copy (brg_section_get_nth_note (section, i));

      if (rotate_note (note, turns, warnings))
        brg_section_set_note (section, note);
    }
}

static void
rotate_commentary (BrgBoard  *board,
                   int        turns,
                   GPtrArray *warnings)
{
  static const BrgSectionKind kinds[] = { BRG_SECTION_AUCTION, BRG_SECTION_PLAY };

  {
    g_autoptr(GPtrArray) leading = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);

    for (guint i = 0; i < brg_board_get_n_leading_comments (board); i++)
      g_ptr_array_add (leading, brg_comment_copy (brg_board_get_leading_comment (board, i)));
    if (rotate_comments (leading, turns, warnings))
      brg_board_set_leading_comments (board, leading);
  }

  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      g_autoptr(BrgTag) tag = brg_tag_copy (brg_board_get_nth_tag (board, i));

      if (rotate_comments (tag->comments, turns, warnings))
        brg_board_replace_nth_tag (board, i, tag);
    }

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (brg_board_get_section (board, kinds[k]) != NULL)
      rotate_section (brg_board_get_section (board, kinds[k]), turns, warnings);
}

/* ------------------------------------------------------------------ */
/* Tags                                                                 */

/* Swaps the side words NS and EW (either case) in a value such as
 * "NS 420", "EW -50 NS 50" or the Vulnerable tag's "NS". */
static char *
swap_sides (const char *value)
{
  static const char from[] = "NSEWnsew", to[] = "EWNSewns";
  GString *out = g_string_new (NULL);

  for (const char *p = value; *p != '\0'; )
    {
      if (p[1] != '\0' && is_whole (value, p, 2)
          && (g_ascii_strncasecmp (p, "NS", 2) == 0 || g_ascii_strncasecmp (p, "EW", 2) == 0))
        {
          g_string_append_c (out, to[strchr (from, p[0]) - from]);
          g_string_append_c (out, to[strchr (from, p[1]) - from]);
          p += 2;
          continue;
        }
      g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

/* Rotates a seat letter, after an optional `^` (PBN §3.4.12's swapped
 * declarer); other values stay. */
static char *
rotate_seat_value (const char *value,
                   int         turns)
{
  char *copy = g_strdup (value);
  char *p = copy[0] == '^' ? copy + 1 : copy;

  if (p[0] != '\0' && p[1] == '\0')
    p[0] = rotate_letter (p[0], turns);
  return copy;
}

/* Every seat letter of a value such as Hidden's "EW", in place. */
static char *
rotate_letters (const char *value,
                int         turns)
{
  char *copy = g_strdup (value);

  for (char *p = copy; *p != '\0'; p++)
    *p = rotate_letter (*p, turns);
  return copy;
}

/* Ability "N:B9BBB E:14201 …": the letter before each colon. */
static char *
rotate_prefixed (const char *value,
                 int         turns)
{
  char *copy = g_strdup (value);

  for (char *p = copy; *p != '\0'; p++)
    if (p[1] == ':' && (p == copy || p[-1] == ' '))
      *p = rotate_letter (*p, turns);
  return copy;
}

/* OptimumContract "4S E 10": the second field. */
static char *
rotate_second_field (const char *value,
                     int         turns)
{
  char *copy = g_strdup (value);
  char *space = strchr (copy, ' ');

  if (space != NULL && space[1] != '\0' && (space[2] == ' ' || space[2] == '\0'))
    space[1] = rotate_letter (space[1], turns);
  return copy;
}

/* Minimax "4SW-420": a contract, its declarer, and North-South's score. */
static char *
rotate_minimax (const char *value,
                int         turns,
                GPtrArray  *warnings)
{
  g_autofree char *copy = g_strdup (value);
  const char *score;

  if (strlen (copy) < 4 || !g_ascii_isdigit (copy[0]) || seat_of_letter (copy[2]) < 0)
    {
      warn (warnings, "rotate-tag-kept",
            _("The tag %s “%s” was kept as it was: its form is unknown"), "Minimax", value);
      return g_strdup (value);
    }
  copy[2] = rotate_letter (copy[2], turns);
  if ((turns & 1) == 0)
    return g_steal_pointer (&copy);

  score = copy + 3;
  if (score[0] == '-')
    return g_strdup_printf ("%.3s%s", copy, score + 1);
  if (g_ascii_isdigit (score[0]) && strspn (score, "0") != strlen (score))
    return g_strdup_printf ("%.3s-%s", copy, score);
  if (score[0] != '+' && g_ascii_isdigit (score[0]))
    return g_steal_pointer (&copy);   /* 0 */

  warn (warnings, "rotate-tag-kept",
        _("The tag %s “%s” was kept as it was: its form is unknown"), "Minimax", value);
  return g_strdup (value);
}

/* DoubleDummyTricks: 20 hexadecimal digits, five strains for each of the
 * declarers North, South, East and West. */
static char *
rotate_dd_tricks (const char *value,
                  int         turns,
                  GPtrArray  *warnings)
{
  static const BrgSeat order[4] = {
    BRG_SEAT_NORTH, BRG_SEAT_SOUTH, BRG_SEAT_EAST, BRG_SEAT_WEST,
  };
  char *rotated;

  if (strlen (value) != 20 || strspn (value, "0123456789abcdefABCDEF") != 20)
    {
      warn (warnings, "rotate-tag-kept",
            _("The tag %s “%s” was kept as it was: its form is unknown"),
            "DoubleDummyTricks", value);
      return g_strdup (value);
    }

  rotated = g_strdup (value);
  for (guint to = 0; to < 4; to++)
    {
      BrgSeat from = brg_seat_rotate (order[to], -turns);
      guint from_index = 0;

      while (order[from_index] != from)
        from_index++;
      memcpy (rotated + 5 * to, value + 5 * from_index, 5);
    }
  return rotated;
}

/* The fields of a table's rows, one row per line or not. */
static gboolean
split_rows (GPtrArray  *lines,
            guint       n_columns,
            GPtrArray  *tokens,
            gboolean   *one_per_line)
{
  *one_per_line = TRUE;
  for (guint i = 0; i < lines->len; i++)
    {
      g_auto(GStrv) fields = g_strsplit_set (g_ptr_array_index (lines, i), " \t", -1);
      guint n = 0;

      for (guint j = 0; fields[j] != NULL; j++)
        if (fields[j][0] != '\0')
          {
            if (fields[j][0] == '"')
              return FALSE;
            g_ptr_array_add (tokens, g_strdup (fields[j]));
            n++;
          }
      *one_per_line = *one_per_line && n == n_columns;
    }
  return n_columns > 0 && tokens->len % n_columns == 0;
}

/* OptimumResultTable: the Declarer column turns, and the rows go back into
 * the order of declarers they had (N S E W rows stay N S E W). */
static gboolean
rotate_result_table (BrgTag    *tag,
                     int        turns,
                     GPtrArray *warnings)
{
  g_auto(GStrv) columns = g_strsplit (tag->value, ";", -1);
  g_autoptr(GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) rows = NULL;
  guint n_columns = g_strv_length (columns), n_rows;
  int declarer = -1;
  gboolean one_per_line, same_letters = TRUE;
  guint count_before[5] = { 0, }, count_after[5] = { 0, };
  char *old_letters, *new_letters;

  for (guint i = 0; i < n_columns; i++)
    if (g_str_has_prefix (columns[i], "Declarer")
        && (columns[i][8] == '\0' || columns[i][8] == '\\'))
      declarer = (int) i;
  if (declarer < 0 || tag->section == NULL
      || !split_rows (tag->section, n_columns, tokens, &one_per_line))
    {
      warn (warnings, "rotate-table-kept",
            _("The table %s was kept as it was: its rows could not be read"), tag->name);
      return FALSE;
    }

  n_rows = tokens->len / n_columns;
  old_letters = g_new0 (char, n_rows + 1);
  new_letters = g_new0 (char, n_rows + 1);
  for (guint r = 0; r < n_rows; r++)
    {
      const char *field = g_ptr_array_index (tokens, r * n_columns + declarer);
      int seat = field[1] == '\0' ? seat_of_letter (field[0]) : -1;

      old_letters[r] = field[0];
      new_letters[r] = seat >= 0 ? rotate_letter (field[0], turns) : field[0];
      count_before[seat >= 0 ? seat : 4]++;
      count_after[seat >= 0 ? (seat + turns) & 3 : 4]++;
    }
  for (guint k = 0; k < 5; k++)
    same_letters = same_letters && count_before[k] == count_after[k];

  /* Each row, with its declarer turned, goes where the first unused row of
   * that declarer stood; when the counts of declarers differ, rows stay. */
  rows = g_ptr_array_new_with_free_func (g_free);
  {
    g_autofree gboolean *used = g_new0 (gboolean, n_rows);

    for (guint place = 0; place < n_rows; place++)
      {
        guint r = place;

        if (same_letters)
          for (r = 0; r < n_rows; r++)
            if (!used[r] && new_letters[r] == old_letters[place])
              break;
        used[r] = TRUE;
        if (one_per_line)
          {
            char *line = g_strdup (g_ptr_array_index (tag->section, r));
            char *p = line;

            /* The declarer field is a single letter: turn it where it is. */
            for (int field = 0; ; field++)
              {
                while (*p == ' ' || *p == '\t')
                  p++;
                if (field == declarer)
                  break;
                while (*p != '\0' && *p != ' ' && *p != '\t')
                  p++;
              }
            *p = new_letters[r];
            g_ptr_array_add (rows, line);
          }
        else
          {
            GString *line = g_string_new (NULL);

            for (guint c = 0; c < n_columns; c++)
              {
                if (c > 0)
                  g_string_append_c (line, ' ');
                if ((int) c == declarer)
                  g_string_append_c (line, new_letters[r]);
                else
                  g_string_append (line, g_ptr_array_index (tokens, r * n_columns + c));
              }
            g_ptr_array_add (rows, g_string_free (line, FALSE));
          }
      }
  }
  g_free (old_letters);
  g_free (new_letters);

  g_ptr_array_unref (tag->section);
  tag->section = g_steal_pointer (&rows);
  return TRUE;
}

/* A value copied from the board before (PBN §4.8's `#`) no longer is once
 * it turns: it is written out. */
static void
drop_inheritance (BrgTag *tag)
{
  if (tag->inheritance != BRG_INHERITANCE_DEFINES)
    tag->inheritance = BRG_INHERITANCE_NONE;
}

typedef enum
{
  ROTATE_SEAT,          /* a seat letter */
  ROTATE_SIDES,         /* NS and EW words swap on odd turns */
  ROTATE_LETTERS,       /* every letter is a seat */
  ROTATE_PREFIXED,      /* N:… E:… */
  ROTATE_SECOND_FIELD,  /* 4S E 10 */
  ROTATE_MINIMAX,
  ROTATE_DD_TRICKS,
  ROTATE_RESULT_TABLE,
} RotateKind;

static const struct
{
  const char *name;
  RotateKind  kind;
} tag_kinds[] = {
  { "Dealer", ROTATE_SEAT }, { "Declarer", ROTATE_SEAT },
  { "VirtualDealer", ROTATE_SEAT }, { "Student", ROTATE_SEAT },
  { "Vulnerable", ROTATE_SIDES }, { "VirtualVulnerable", ROTATE_SIDES },
  { "Result", ROTATE_SIDES }, { "Score", ROTATE_SIDES }, { "ScoreIMP", ROTATE_SIDES },
  { "ScoreMP", ROTATE_SIDES }, { "ScorePercentage", ROTATE_SIDES },
  { "ScoreRubber", ROTATE_SIDES }, { "ScoreRubberHistory", ROTATE_SIDES },
  { "OptimumScore", ROTATE_SIDES }, { "ParContract", ROTATE_SIDES },
  { "Hidden", ROTATE_LETTERS },
  { "Ability", ROTATE_PREFIXED },
  { "OptimumContract", ROTATE_SECOND_FIELD },
  { "Minimax", ROTATE_MINIMAX },
  { "DoubleDummyTricks", ROTATE_DD_TRICKS },
  { "OptimumResultTable", ROTATE_RESULT_TABLE },
};

/* Tables whose rows name seats or sides in ways that depend on the other
 * tables of an event; they are kept, with a warning. */
static const char * const kept_tables[] = {
  "ActionTable", "InstantScoreTable", "ScoreTable", "TotalScoreTable",
};

static void
rotate_tag_values (BrgBoard  *board,
                   int        turns,
                   GPtrArray *warnings)
{
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    {
      const BrgTag *tag = brg_board_get_nth_tag (board, i);
      g_autoptr(BrgTag) copy = NULL;
      g_autofree char *value = NULL;
      int kind = -1;

      for (guint k = 0; k < G_N_ELEMENTS (tag_kinds) && kind < 0; k++)
        if (strcmp (tag->name, tag_kinds[k].name) == 0)
          kind = (int) tag_kinds[k].kind;

      if (kind < 0)
        {
          for (guint k = 0; k < G_N_ELEMENTS (kept_tables); k++)
            if (strcmp (tag->name, kept_tables[k]) == 0)
              warn (warnings, "rotate-table-kept",
                    /* Translators: %s is a PBN table such as ScoreTable */
                    _("The table %s was kept as it was: it may name seats and sides"),
                    tag->name);
          if (g_str_has_prefix (tag->name, "Rbn"))
            warn (warnings, "rotate-tag-kept",
                  /* Translators: %s is a tag that keeps RBN text, such as RbnHands */
                  _("The tag %s was kept as it was: it may name seats"), tag->name);
          continue;
        }

      copy = brg_tag_copy (tag);
      switch ((RotateKind) kind)
        {
        case ROTATE_SEAT:
          value = rotate_seat_value (tag->value, turns);
          break;
        case ROTATE_SIDES:
          value = (turns & 1) ? swap_sides (tag->value) : g_strdup (tag->value);
          break;
        case ROTATE_LETTERS:
          value = rotate_letters (tag->value, turns);
          break;
        case ROTATE_PREFIXED:
          value = rotate_prefixed (tag->value, turns);
          break;
        case ROTATE_SECOND_FIELD:
          value = rotate_second_field (tag->value, turns);
          break;
        case ROTATE_MINIMAX:
          value = rotate_minimax (tag->value, turns, warnings);
          break;
        case ROTATE_DD_TRICKS:
          value = rotate_dd_tricks (tag->value, turns, warnings);
          break;
        case ROTATE_RESULT_TABLE:
          if (!rotate_result_table (copy, turns, warnings))
            continue;
          value = g_strdup (tag->value);
          break;
        default:
          g_assert_not_reached ();
        }

      if (strcmp (value, tag->value) != 0)
        {
          brg_tag_set_value (copy, value);
          drop_inheritance (copy);
        }
      if (!brg_tag_equal (copy, tag))
        brg_board_replace_nth_tag (board, i, copy);
    }
}

/* Tags that belong to seats (North, NorthNA, …) or sides (PairNS, …):
 * when the rotation brings a seat with a tag onto each seat with a tag,
 * the values move where the tags stand; else the tags are renamed, so the
 * values still move with their seats. */
static void
rotate_family (BrgBoard          *board,
               const char * const names[],
               guint              n,
               int                turns)
{
  int index[4];
  g_auto(GStrv) copies = NULL;
  gboolean same = TRUE;

  for (guint k = 0; k < n; k++)
    index[k] = brg_board_find_tag (board, names[k]);
  for (guint k = 0; k < n; k++)
    same = same && (index[k] >= 0) == (index[(k + turns) % n] >= 0);

  /* The values as they were, before any tag changes. */
  copies = g_new0 (char *, n + 1);
  for (guint k = 0; k < n; k++)
    copies[k] = g_strdup (index[k] >= 0 ? brg_board_get_nth_tag (board, index[k])->value : "");

  for (guint k = 0; k < n; k++)
    {
      g_autoptr(BrgTag) tag = NULL;

      if (index[k] < 0)
        continue;
      tag = brg_tag_copy (brg_board_get_nth_tag (board, index[k]));
      if (same)
        {
          const char *value = copies[(k + n - turns % n) % n];

          if (strcmp (value, tag->value) == 0)
            continue;
          brg_tag_set_value (tag, value);
        }
      else
        brg_tag_set_name (tag, names[(k + turns) % n]);
      drop_inheritance (tag);
      brg_board_replace_nth_tag (board, index[k], tag);
    }
}

static void
rotate_families (BrgBoard *board,
                 int       turns)
{
  static const char * const suffixes[] = { "", "NA", "Type" };
  static const char * const sides[][2] = {
    { "BidSystemNS", "BidSystemEW" }, { "PairNS", "PairEW" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *north = g_strconcat ("North", suffixes[i], NULL);
      g_autofree char *east = g_strconcat ("East", suffixes[i], NULL);
      g_autofree char *south = g_strconcat ("South", suffixes[i], NULL);
      g_autofree char *west = g_strconcat ("West", suffixes[i], NULL);
      const char *names[4] = { north, east, south, west };

      rotate_family (board, names, 4, turns);
    }
  if (turns & 1)
    for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
      rotate_family (board, sides[i], 2, 1);
}

/**
 * brg_board_rotate:
 * @board: a board
 * @turns: quarter turns clockwise (North's hand goes to East), negative for
 *   anticlockwise
 * @flags: what else to rotate
 * @warnings: (nullable) (element-type BrgDiagnostic): where to add what
 *   was left as it was, or %NULL
 *
 * Turns the board round the table: the deal; the `Dealer`, `Declarer`,
 * `Hidden`, `Student`, `OptimumContract`, `Minimax`, `DoubleDummyTricks` and
 * `Ability` tags; the sides of `Vulnerable`, `Result`, `Score`, `ScoreIMP`,
 * `ScoreMP`, `ScorePercentage`, `ScoreRubber`, `OptimumScore` and
 * `ParContract` (NS and EW swap on a quarter turn); the players (`North`…,
 * `NorthNA`…, `NorthType`…, and `PairNS`, `BidSystemNS`… on a quarter
 * turn); the rows of `OptimumResultTable`; the auction's dealer and the
 * play's seats. The board number stays.
 *
 * With %BRG_ROTATE_COMMENTARY the compass words of the commentary turn
 * too: North, NORTH, north and the other seats, and the sides North-South,
 * N-S, N/S, NS and their East-West forms. A lone capital N, E, S or W may
 * be a seat or not (spades, a label): it stays, and a warning says where.
 * Tables that name seats and sides for other tables (ScoreTable…) and the
 * kept text of RBN labels stay as they are, with a warning.
 *
 * Every change maps its text one to one, so turning by -@turns undoes the
 * rotation exactly.
 */
void
brg_board_rotate (BrgBoard       *board,
                  int             turns,
                  BrgRotateFlags  flags,
                  GPtrArray      *warnings)
{
  BrgAuction *auction;
  BrgPlay *play;

  g_return_if_fail (BRG_IS_BOARD (board));

  turns &= 3;
  if (turns == 0)
    return;

  g_object_freeze_notify (G_OBJECT (board));

  /* The commentary first: the Deal tag's comments are set before the deal
   * turns, as the tag reads back into the deal. */
  if (flags & BRG_ROTATE_COMMENTARY)
    rotate_commentary (board, turns, warnings);

  /* The dealer before the deal, which rewrites the Deal tag from it. */
  rotate_tag_values (board, turns, warnings);
  rotate_families (board, turns);

  {
    const char *deal_text = brg_board_get_tag (board, "Deal");

    if (deal_text != NULL && deal_text[0] != '\0' && strcmp (deal_text, "?") != 0
        && brg_deal_is_empty (brg_board_get_deal (board)))
      warn (warnings, "rotate-tag-kept",
            _("The tag %s “%s” was kept as it was: its form is unknown"), "Deal", deal_text);
  }

  auction = brg_board_get_auction (board);
  if (auction != NULL)
    brg_auction_set_dealer (auction, brg_seat_rotate (brg_auction_get_dealer (auction), turns));
  play = brg_board_get_play (board);
  if (play != NULL)
    brg_play_rotate (play, turns);
  brg_deal_rotate (brg_board_get_deal (board), turns);

  g_object_thaw_notify (G_OBJECT (board));
}

/**
 * brg_board_get_turns_to_south:
 * @board: a board
 *
 * Finds the rotation that makes South the declarer, for
 * brg_board_rotate().
 *
 * Returns: the quarter turns clockwise (0 to 3), or -1 when the board has
 *   no declarer (no contract, or passed out)
 */
int
brg_board_get_turns_to_south (BrgBoard *board)
{
  BrgSeat declarer;

  g_return_val_if_fail (BRG_IS_BOARD (board), -1);

  if (!brg_board_get_contract (board, NULL, &declarer) || !BRG_SEAT_IS_VALID (declarer))
    return -1;
  return (BRG_SEAT_SOUTH - (int) declarer) & 3;
}

typedef struct
{
  BrgBoard       *board;   /* Owned */
  int             turns;
  BrgRotateFlags  flags;
} RotateEdit;

static void
rotate_edit_free (gpointer data)
{
  RotateEdit *edit = data;

  g_clear_object (&edit->board);
  g_free (edit);
}

static gboolean
rotate_apply (gpointer   data,
              GError   **error)
{
  RotateEdit *edit = data;

  brg_board_rotate (edit->board, edit->turns, edit->flags, NULL);
  return TRUE;
}

static gboolean
rotate_revert (gpointer   data,
               GError   **error)
{
  RotateEdit *edit = data;

  brg_board_rotate (edit->board, -edit->turns, edit->flags, NULL);
  return TRUE;
}

/**
 * brg_edit_rotate:
 * @board: a board
 * @turns: quarter turns clockwise; brg_board_get_turns_to_south() makes
 *   South declarer
 * @flags: what else to rotate
 *
 * Makes the edit that rotates @board with brg_board_rotate(); reverting
 * it rotates back. To show the user what a rotation of the commentary
 * left as it was, call brg_board_rotate() on a copy with a warnings array.
 *
 * Returns: (transfer full): the command
 */
BrgCommand *
brg_edit_rotate (BrgBoard       *board,
                 int             turns,
                 BrgRotateFlags  flags)
{
  RotateEdit *edit;

  g_return_val_if_fail (BRG_IS_BOARD (board), NULL);

  edit = g_new0 (RotateEdit, 1);
  edit->board = g_object_ref (board);
  edit->turns = turns;
  edit->flags = flags;
  return brg_command_new (_("Rotate board"), rotate_apply, rotate_revert, edit, rotate_edit_free);
}
