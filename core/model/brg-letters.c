/* brg-letters.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Card letters by language. Teachers and authors print diagrams in their
 * own letters (French A R D V, German A K D B, Dutch A H V B), with their
 * own seat letters and words for notrump and the calls; every file keeps
 * PBN's English letters (PBN §3.11), so only what is shown follows them.
 *
 * The letters shown are, in this order: the ones a thread asked for with
 * brg_letters_use() (a document that names its own, while it is drawn or
 * printed), the ones the user preferred (brg_letters_set_preferred(): the
 * window's Preferences), else those of the language the program speaks.
 * Sources of the table: ../shared/FIELD.md §10.1 (OneDown's dictionaries,
 * aaBridge's translations, Dealer4's national card sets).
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-letters.h"
#include "brg-seat.h"

/* The per-document choice, a `%` line of the file (PBN §2.4, RBN 3.2
 * "extraneous information"), which every other program ignores and every
 * writer of Finesse keeps: `%FinesseLetters fr`. */
#define DIRECTIVE "FinesseLetters"

struct _BrgLetters
{
  const char *code;        /* ISO 639-1 */
  const char *name;        /* N_() */
  const char *honours[4];  /* jack, queen, king, ace */
  char        ten;         /* a letter typed for the ten besides T and 10, or 0 */
  const char *seats[4];    /* N E S W */
  const char *sides[2];    /* NS EW */
  const char *notrump;
  const char *calls[3];    /* pass, double, redouble */
};

/* The ten prints as "10" in every language (FIELD.md §10.4): French
 * diagrams sometimes print X, but typed x is a spot card. German typists
 * may type Z (zehn), as tenace reads it; Dutch tien is T already. */
static const BrgLetters table[] = {
  {
    "en",
    /* Translators: a language, among the card letters a document may choose */
    N_("English"),
    { "J", "Q", "K", "A" }, 0,
    { "N", "E", "S", "W" }, { "NS", "EW" }, "NT", { "Pass", "Dbl", "Rdbl" },
  },
  {
    "fr",
    /* Translators: a language, among the card letters a document may choose */
    N_("French"),
    { "V", "D", "R", "A" }, 0,
    { "N", "E", "S", "O" }, { "NS", "EO" }, "SA", { "passe", "contre", "surcontre" },
  },
  {
    "de",
    /* Translators: a language, among the card letters a document may choose */
    N_("German"),
    { "B", "D", "K", "A" }, 'Z',
    { "N", "O", "S", "W" }, { "NS", "OW" }, "SA", { "passe", "Kontra", "Rekontra" },
  },
  {
    "nl",
    /* Translators: a language, among the card letters a document may choose */
    N_("Dutch"),
    { "B", "V", "H", "A" }, 0,
    { "N", "O", "Z", "W" }, { "NZ", "OW" }, "SA", { "pas", "doublet", "redoublet" },
  },
};

static const BrgLetters *preferred;   /* atomic; NULL: the language's */
static GPrivate thread_letters;       /* this thread's, or NULL */

/**
 * brg_letters_lookup:
 * @code: a language code such as `fr`, or a locale name such as `fr_BE.UTF-8`
 *
 * Returns: (nullable): the letters of the language @code names, or %NULL
 *   when Finesse has no letters for it
 */
const BrgLetters *
brg_letters_lookup (const char *code)
{
  gsize len;

  g_return_val_if_fail (code != NULL, NULL);

  len = strcspn (code, "_-.@ ");
  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (len == strlen (table[i].code) && g_ascii_strncasecmp (code, table[i].code, len) == 0)
      return &table[i];
  return NULL;
}

/**
 * brg_letters_get_english:
 *
 * Returns: English letters: A K Q J, N E S W, NT, Pass, Dbl, Rdbl
 */
const BrgLetters *
brg_letters_get_english (void)
{
  return &table[0];
}

/**
 * brg_letters_get_nth:
 * @n: an index
 *
 * Walks the languages Finesse has letters for, English first.
 *
 * Returns: (nullable): the @n-th letters, or %NULL past the last
 */
const BrgLetters *
brg_letters_get_nth (guint n)
{
  return n < G_N_ELEMENTS (table) ? &table[n] : NULL;
}

/**
 * brg_letters_get_code:
 * @letters: letters
 *
 * Returns: the language's code, such as `fr`
 */
const char *
brg_letters_get_code (const BrgLetters *letters)
{
  g_return_val_if_fail (letters != NULL, NULL);

  return letters->code;
}

/**
 * brg_letters_get_name:
 * @letters: letters
 *
 * Returns: the language's translated name, such as "French"
 */
const char *
brg_letters_get_name (const BrgLetters *letters)
{
  g_return_val_if_fail (letters != NULL, NULL);

  return _(letters->name);
}

/**
 * brg_letters_rank:
 * @letters: letters
 * @rank: a rank
 *
 * Returns: the rank as @letters print it: "R" for a French king, "10" for
 *   the ten, the digit for a spot card
 */
const char *
brg_letters_rank (const BrgLetters *letters,
                  BrgRank           rank)
{
  static const char *spots[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10" };

  g_return_val_if_fail (letters != NULL, NULL);
  g_return_val_if_fail (BRG_RANK_IS_VALID (rank), NULL);

  if (rank <= BRG_RANK_TEN)
    return spots[rank - BRG_RANK_TWO];
  return letters->honours[rank - BRG_RANK_JACK];
}

/**
 * brg_letters_seat:
 * @letters: letters
 * @seat: a seat
 *
 * Returns: the seat's letter, such as "O" for West in French
 */
const char *
brg_letters_seat (const BrgLetters *letters,
                  BrgSeat           seat)
{
  g_return_val_if_fail (letters != NULL, NULL);
  g_return_val_if_fail (BRG_SEAT_IS_VALID (seat), NULL);

  return letters->seats[seat];
}

/**
 * brg_letters_side:
 * @letters: letters
 * @side: a side
 *
 * Returns: the side's two seat letters, such as "EO" for East-West in French
 */
const char *
brg_letters_side (const BrgLetters *letters,
                  BrgSide           side)
{
  g_return_val_if_fail (letters != NULL, NULL);
  g_return_val_if_fail (side <= BRG_SIDE_EW, NULL);

  return letters->sides[side];
}

/**
 * brg_letters_notrump:
 * @letters: letters
 *
 * Returns: notrump in a bid, such as "NT" or "SA"
 */
const char *
brg_letters_notrump (const BrgLetters *letters)
{
  g_return_val_if_fail (letters != NULL, NULL);

  return letters->notrump;
}

/**
 * brg_letters_call_word:
 * @letters: letters
 * @kind: %BRG_CALL_KIND_PASS, %BRG_CALL_KIND_DOUBLE or %BRG_CALL_KIND_REDOUBLE
 *
 * Returns: the call as an auction prints it, such as "Pass" or "contre"
 */
const char *
brg_letters_call_word (const BrgLetters *letters,
                       BrgCallKind       kind)
{
  g_return_val_if_fail (letters != NULL, NULL);
  g_return_val_if_fail (kind == BRG_CALL_KIND_PASS || kind == BRG_CALL_KIND_DOUBLE
                        || kind == BRG_CALL_KIND_REDOUBLE, NULL);

  switch (kind)
    {
    case BRG_CALL_KIND_PASS:     return letters->calls[0];
    case BRG_CALL_KIND_DOUBLE:   return letters->calls[1];
    case BRG_CALL_KIND_REDOUBLE: return letters->calls[2];
    case BRG_CALL_KIND_BID:
    default:                     g_assert_not_reached ();
    }
}

/**
 * brg_letters_rank_from_letter:
 * @letters: letters
 * @letter: a character typed, either case
 * @rank: (out): the rank
 *
 * Reads one of @letters' own honours, or its letter for the ten (German
 * Z), as typed in a suit: `R` is a French king. English letters are not
 * read here (brg_rank_from_pbn() reads them), nor are digits.
 *
 * Returns: %TRUE if @letter is one of @letters' honours
 */
gboolean
brg_letters_rank_from_letter (const BrgLetters *letters,
                              char              letter,
                              BrgRank          *rank)
{
  char upper = g_ascii_toupper (letter);

  g_return_val_if_fail (letters != NULL, FALSE);
  g_return_val_if_fail (rank != NULL, FALSE);

  if (upper == '\0')
    return FALSE;
  for (guint i = 0; i < 4; i++)
    if (letters->honours[i][0] == upper && letters->honours[i][1] == '\0')
      {
        *rank = (BrgRank) (BRG_RANK_JACK + i);
        return TRUE;
      }
  if (letters->ten != 0 && upper == letters->ten)
    {
      *rank = BRG_RANK_TEN;
      return TRUE;
    }
  return FALSE;
}

/**
 * brg_i18n_init:
 *
 * Sets the locale from the environment and binds Finesse's translations:
 * those installed, or those in `$FINESSE_LOCALEDIR` when it is set (the
 * build tree's `po` folder, which the tests and `meson devenv` use). Each
 * program calls it first.
 */
void
brg_i18n_init (void)
{
  const char *dir = g_getenv ("FINESSE_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && dir[0] != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/**
 * brg_letters_for_language:
 *
 * The letters of the language the program speaks: that of the translation
 * gettext uses for Finesse's messages (the `Language` of its header), so
 * that the letters follow what the user reads, and English when the
 * messages are not translated or Finesse has no letters for their
 * language.
 *
 * Returns: the letters
 */
const BrgLetters *
brg_letters_for_language (void)
{
  /* The header of the catalogue in use; "" when none is. */
  const char *header = g_dgettext (GETTEXT_PACKAGE, "");
  const char *field;

  for (field = header; field != NULL && *field != '\0'; )
    {
      const char *end = strchr (field, '\n');

      if (g_str_has_prefix (field, "Language:"))
        {
          const char *value = field + strlen ("Language:");
          const BrgLetters *letters;
          g_autofree char *code = NULL;

          while (*value == ' ')
            value++;
          code = end != NULL ? g_strndup (value, end - value) : g_strdup (value);
          letters = brg_letters_lookup (code);
          return letters != NULL ? letters : brg_letters_get_english ();
        }
      field = end != NULL ? end + 1 : NULL;
    }
  return brg_letters_get_english ();
}

static gpointer
find_language_letters (gpointer data)
{
  return (gpointer) brg_letters_for_language ();
}

/**
 * brg_letters_get_current:
 *
 * The letters every display function of the model uses
 * (brg_rank_to_display(), brg_seat_to_display_short(),
 * brg_strain_to_symbol(), brg_call_to_display()): this thread's
 * (brg_letters_use()), else the preferred ones
 * (brg_letters_set_preferred()), else the language's
 * (brg_letters_for_language(), looked up once).
 *
 * Returns: the letters
 */
const BrgLetters *
brg_letters_get_current (void)
{
  static GOnce language = G_ONCE_INIT;
  const BrgLetters *letters = g_private_get (&thread_letters);

  if (letters != NULL)
    return letters;
  letters = g_atomic_pointer_get (&preferred);
  if (letters != NULL)
    return letters;
  return g_once (&language, find_language_letters, NULL);
}

/**
 * brg_letters_get_preferred:
 *
 * Returns: (nullable): the letters brg_letters_set_preferred() chose, or
 *   %NULL for the language's
 */
const BrgLetters *
brg_letters_get_preferred (void)
{
  return g_atomic_pointer_get (&preferred);
}

/**
 * brg_letters_set_preferred:
 * @letters: (nullable): the letters, or %NULL for the language's
 *
 * Chooses the letters of every thread that has not chosen its own: the
 * user's choice "Card letters: as the language / English".
 */
void
brg_letters_set_preferred (const BrgLetters *letters)
{
  g_atomic_pointer_set (&preferred, letters);
}

/**
 * brg_letters_use:
 * @letters: (nullable): the letters, or %NULL to follow the preferred ones again
 *
 * Chooses the letters of this thread, as uselocale() chooses a thread's
 * locale: a document with letters of its own sets them while it is shown,
 * printed or written as an article, and gives back the ones before.
 *
 * Returns: (nullable): the letters this thread used before, to give back
 *   to brg_letters_use()
 */
const BrgLetters *
brg_letters_use (const BrgLetters *letters)
{
  const BrgLetters *before = g_private_get (&thread_letters);

  g_private_set (&thread_letters, (gpointer) letters);
  return before;
}

/* The code of an escape line that is the directive, or NULL. The
 * directive's name is read in any case; blanks around the code are
 * allowed. */
static char *
directive_code (const char *escape)
{
  const char *p = escape, *end;

  while (*p == ' ' || *p == '\t')
    p++;
  if (g_ascii_strncasecmp (p, DIRECTIVE, strlen (DIRECTIVE)) != 0)
    return NULL;
  p += strlen (DIRECTIVE);
  if (*p != ' ' && *p != '\t' && *p != ':')
    return NULL;
  while (*p == ' ' || *p == '\t' || *p == ':')
    p++;
  for (end = p + strlen (p); end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'); end--)
    ;
  return g_strndup (p, end - p);
}

/**
 * brg_letters_is_directive:
 * @escape: what follows the `%` of an escape line (PBN §2.4)
 *
 * Returns: whether @escape is a `%FinesseLetters` line, which belongs to
 *   the file or document (a snippet's reader keeps it the text's, as the
 *   `% PBN` line), whatever code it names
 */
gboolean
brg_letters_is_directive (const char *escape)
{
  g_autofree char *code = NULL;

  g_return_val_if_fail (escape != NULL, FALSE);

  code = directive_code (escape);
  return code != NULL;
}

/**
 * brg_letters_for_event:
 * @event: an event
 *
 * The letters the author chose for @event: its first `%FinesseLetters CODE`
 * line (a PBN §2.4 escape line, which other programs ignore). A code
 * Finesse has no letters for chooses nothing.
 *
 * Returns: (nullable): the letters, or %NULL when @event chooses none
 */
const BrgLetters *
brg_letters_for_event (BrgEvent *event)
{
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  for (guint i = 0; i < brg_event_get_n_escapes (event); i++)
    {
      g_autofree char *code = directive_code (brg_event_get_escape (event, i));

      if (code != NULL)
        return brg_letters_lookup (code);
    }
  return NULL;
}

/**
 * brg_letters_set_for_event:
 * @event: an event
 * @letters: (nullable): the letters, or %NULL to follow the reader's
 *
 * Makes @letters @event's own: its `%FinesseLetters` line says so, where
 * the first one stood (any other is removed), else after its other `%`
 * lines. Every writer keeps the line; the data stays in English letters.
 */
void
brg_letters_set_for_event (BrgEvent         *event,
                           const BrgLetters *letters)
{
  gboolean placed = FALSE;

  g_return_if_fail (BRG_IS_EVENT (event));

  for (guint i = 0; i < brg_event_get_n_escapes (event); )
    {
      g_autofree char *code = directive_code (brg_event_get_escape (event, i));

      if (code == NULL)
        {
          i++;
          continue;
        }
      if (letters != NULL && !placed && brg_letters_lookup (code) == letters)
        {
          /* The line already says so: its bytes stay. */
          i++;
          placed = TRUE;
        }
      else if (letters != NULL && !placed)
        {
          g_autofree char *line = g_strdup_printf (DIRECTIVE " %s", letters->code);

          brg_event_set_escape (event, i++, line);
          placed = TRUE;
        }
      else
        brg_event_remove_escape (event, i);
    }
  if (letters != NULL && !placed)
    {
      g_autofree char *line = g_strdup_printf (DIRECTIVE " %s", letters->code);

      brg_event_add_escape (event, line);
    }
}
