/* brg-charset.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bytes into UTF-8, for every reader: PBN and RBN files, the text of
 * documents, and the format detectors. Each rule is written once here:
 *
 *   - a byte order mark says UTF-8, UTF-16LE or UTF-16BE, and is no text;
 *   - a declared character set comes next (a document's meta or MIME
 *     header), decoded by iconv, bytes that do not decode as U+FFFD;
 *     but a single-byte set declared over text that is UTF-8 with
 *     characters of several bytes is a declaration that lies: UTF-8;
 *   - then UTF-8, when the bytes are UTF-8;
 *   - then one 8-bit guess, Windows-1252 or ISO-8859-1 (decode_8bit()).
 *
 * iconv (GIConv, g_convert()) does the decoding; only the mapping of the
 * bytes Windows-1252 leaves undefined is ours.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include "brg-charset.h"

/* Windows-1252's 0x80–0x9F; 0 where the code page leaves a hole. */
static const gunichar cp1252_high[32] = {
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
  0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
};

/**
 * brg_charset_from_bom:
 * @data: (array length=len): the start of a text
 * @len: the length of @data
 * @bom_len: (out): the length of the byte order mark, 0 when there is none
 *
 * Reads a byte order mark: EF BB BF is UTF-8, FF FE UTF-16LE, FE FF
 * UTF-16BE.
 *
 * Returns: (nullable): the character set the mark says, or %NULL
 */
const char *
brg_charset_from_bom (const char *data,
                      gsize       len,
                      gsize      *bom_len)
{
  *bom_len = 0;
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      *bom_len = 3;
      return "UTF-8";
    }
  if (len >= 2 && memcmp (data, "\xff\xfe", 2) == 0)
    {
      *bom_len = 2;
      return "UTF-16LE";
    }
  if (len >= 2 && memcmp (data, "\xfe\xff", 2) == 0)
    {
      *bom_len = 2;
      return "UTF-16BE";
    }
  return NULL;
}

/**
 * brg_charset_is_utf8:
 * @charset: a character set's name
 *
 * Returns: whether @charset names UTF-8 (`UTF-8` or `UTF8`, in any case)
 */
gboolean
brg_charset_is_utf8 (const char *charset)
{
  return g_ascii_strcasecmp (charset, "UTF-8") == 0 || g_ascii_strcasecmp (charset, "UTF8") == 0;
}

/**
 * brg_charset_is_utf16:
 * @charset: a character set's name
 *
 * Returns: whether @charset is one a byte order mark says for UTF-16
 *   (`UTF-16LE` or `UTF-16BE`, in any case)
 */
gboolean
brg_charset_is_utf16 (const char *charset)
{
  return g_ascii_strcasecmp (charset, "UTF-16LE") == 0
         || g_ascii_strcasecmp (charset, "UTF-16BE") == 0;
}

/**
 * brg_charset_validate_utf8:
 * @data: (array length=len): text
 * @len: the length of @data
 * @bad: (out) (optional): where the first byte that is not UTF-8 is
 *
 * Tells whether @data is UTF-8. A NUL byte counts as text here: it is
 * for the reader to report, and the text is no less UTF-8 for it.
 *
 * Returns: %TRUE when @data is UTF-8
 */
gboolean
brg_charset_validate_utf8 (const char *data,
                           gsize       len,
                           gsize      *bad)
{
  const char *p = data;
  const char *end = data + len;

  while (p < end)
    {
      gunichar c;

      /* ASCII, NUL included, eight bytes at a time: most bridge files are
       * ASCII through and through. */
      while (end - p >= 8)
        {
          guint64 word;

          memcpy (&word, p, sizeof word);
          if ((word & G_GUINT64_CONSTANT (0x8080808080808080)) != 0)
            break;
          p += 8;
        }
      while (p < end && (guchar) *p < 0x80)
        p++;
      if (p == end)
        break;

      /* One character of several bytes: as g_utf8_validate() checks it. */
      c = g_utf8_get_char_validated (p, (gssize) (end - p));
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          if (bad != NULL)
            *bad = (gsize) (p - data);
          return FALSE;
        }
      p = g_utf8_next_char (p);
    }
  return TRUE;
}

/**
 * brg_charset_guess_8bit:
 * @data: (array length=len): text that is not UTF-8
 * @len: the length of @data
 *
 * The guess for 8-bit text that says nothing of its character set (PBN
 * §2.2 says Latin-1): bytes 0x80–0x9F are not Latin-1 text, so text that
 * holds them was most likely written with Windows-1252.
 *
 * Returns: `WINDOWS-1252` or `ISO-8859-1`
 */
const char *
brg_charset_guess_8bit (const char *data,
                        gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if ((guchar) data[i] >= 0x80 && (guchar) data[i] < 0xa0)
      return "WINDOWS-1252";
  return "ISO-8859-1";
}

/**
 * brg_charset_guess:
 * @data: (array length=len): text with no byte order mark and no declared
 *   character set
 * @len: the length of @data
 *
 * Returns: `UTF-8` when @data is UTF-8 (without NUL bytes), else
 *   brg_charset_guess_8bit() of all of it
 */
const char *
brg_charset_guess (const char *data,
                   gsize       len)
{
  if (g_utf8_validate_len (data, len, NULL))
    return "UTF-8";
  return brg_charset_guess_8bit (data, len);
}

static gboolean
is_stateful_charset (const char *charset)
{
  g_autofree char *lower = g_ascii_strdown (charset, -1);

  return strstr (lower, "2022") != NULL || strstr (lower, "utf-7") != NULL
         || strstr (lower, "utf7") != NULL || strstr (lower, "hz") != NULL
         || strstr (lower, "utf-16") != NULL || strstr (lower, "utf16") != NULL
         || strstr (lower, "ucs") != NULL || strstr (lower, "utf-32") != NULL
         || strstr (lower, "utf32") != NULL || strstr (lower, "ebcdic") != NULL
         || strstr (lower, "ibm") != NULL || strstr (lower, "cp037") != NULL
         || strstr (lower, "cp500") != NULL;
}

/**
 * brg_charset_is_ascii_compatible:
 * @charset: a character set's name
 *
 * Whether iconv knows @charset and it writes every printable ASCII
 * character and the line ends as ASCII does, one byte each, with no state:
 * the sets a text may declare in an ASCII line of its own (a PBN
 * `%Content-type:` line) and be read and written in. UTF-7, UTF-16 and
 * ISO-2022 are not.
 *
 * Returns: %TRUE for such a set
 */
gboolean
brg_charset_is_ascii_compatible (const char *charset)
{
  char ascii[98];
  g_autofree char *converted = NULL;
  gsize n = 0, len = 0;

  g_return_val_if_fail (charset != NULL, FALSE);

  if (is_stateful_charset (charset))
    return FALSE;
  for (int c = 0x20; c < 0x7f; c++)
    ascii[n++] = (char) c;
  ascii[n++] = '\r';
  ascii[n++] = '\n';
  converted = g_convert (ascii, (gssize) n, charset, "UTF-8", NULL, &len, NULL);
  return converted != NULL && len == n && memcmp (converted, ascii, n) == 0;
}

/**
 * brg_charset_is_single_byte:
 * @charset: a character set's name
 *
 * Whether @charset is one iconv knows, writes ASCII as ASCII
 * (brg_charset_is_ascii_compatible()) and reads every byte as one
 * character or none: ISO-8859-1, Windows-1252, KOI8-R, ASCII. UTF-8,
 * GBK, Shift_JIS and EUC-JP are not: a lead byte alone is half a
 * character there.
 *
 * Returns: %TRUE for such a set
 */
gboolean
brg_charset_is_single_byte (const char *charset)
{
  g_return_val_if_fail (charset != NULL, FALSE);

  if (brg_charset_is_utf8 (charset) || !brg_charset_is_ascii_compatible (charset))
    return FALSE;
  for (guint b = 0x80; b <= 0xff; b++)
    {
      char byte = (char) b;
      g_autoptr(GError) error = NULL;
      g_autofree char *converted = g_convert (&byte, 1, "UTF-8", charset, NULL, NULL, &error);

      if (g_error_matches (error, G_CONVERT_ERROR, G_CONVERT_ERROR_PARTIAL_INPUT))
        return FALSE;
    }
  return TRUE;
}

/* Whether @data holds a character of several bytes and is UTF-8. */
static gboolean
is_multibyte_utf8 (const char *data,
                   gsize       len)
{
  gboolean high = FALSE;

  for (gsize i = 0; i < len && !high; i++)
    high = (guchar) data[i] >= 0x80;
  return high && brg_charset_validate_utf8 (data, len, NULL);
}

/**
 * brg_charset_declared_is_wrong:
 * @data: (array length=len): a text without a byte order mark
 * @len: the length of @data
 * @declared: the character set the text declares
 *
 * Whether a declaration is to be overruled: @declared is a single-byte
 * set (brg_charset_is_single_byte()), and @data is UTF-8 with characters
 * of several bytes. Text in an 8-bit set is practically never valid
 * UTF-8 once it holds any byte over 0x7F (a Latin-1 `é` is one byte
 * 0xE9, which UTF-8 never has alone), while a file saved as UTF-8 by an
 * editor that kept the old declaration is common. Such a text is read as
 * UTF-8 (brg_charset_decode() does), with a warning where it declares.
 *
 * Returns: %TRUE when @data is to be read as UTF-8 despite @declared
 */
gboolean
brg_charset_declared_is_wrong (const char *data,
                               gsize       len,
                               const char *declared)
{
  g_return_val_if_fail (data != NULL || len == 0, FALSE);
  g_return_val_if_fail (declared != NULL, FALSE);

  return is_multibyte_utf8 (data, len) && brg_charset_is_single_byte (declared);
}

static void
add_run (GString           *out,
         const char        *text,
         gsize              text_len,
         gsize              in_offset,
         gsize              in_len,
         BrgCharsetRunFunc  run,
         gpointer           user_data)
{
  if (run != NULL && text_len > 0)
    run (out->len, text_len, in_offset, in_len, user_data);
  g_string_append_len (out, text, (gssize) text_len);
}

/**
 * brg_charset_convert:
 * @data: (array length=len): text in @charset
 * @len: the length of @data
 * @charset: the character set of @data, a name iconv knows
 * @run: (nullable) (scope call): told where each run of the result came
 *   from; not called when the result is @data itself (UTF-8 that is valid)
 * @user_data: data for @run
 * @out_len: (out): the length of the result
 * @first_bad: (out): the offset of the first byte replaced, when *@lossy
 * @lossy: (out): whether any byte did not decode
 *
 * Decodes @data to UTF-8 character by character (GIConv), so that @run
 * can tell the bytes of each character. Bytes that do not decode, and NUL
 * bytes, become U+FFFD and set *@lossy.
 *
 * Returns: (transfer full) (nullable): the UTF-8 text, NUL-terminated, or
 *   %NULL when iconv does not know @charset
 */
char *
brg_charset_convert (const char        *data,
                     gsize              len,
                     const char        *charset,
                     BrgCharsetRunFunc  run,
                     gpointer           user_data,
                     gsize             *out_len,
                     gsize             *first_bad,
                     gboolean          *lossy)
{
  GString *out;
  GIConv cd;
  gboolean ascii_fast;
  gsize i = 0;

  *lossy = FALSE;
  *first_bad = 0;

  if (brg_charset_is_utf8 (charset))
    {
      const char *end;

      if (g_utf8_validate_len (data, len, &end))
        {
          char *copy = g_malloc (len + 1);

          memcpy (copy, data, len);
          copy[len] = '\0';
          *out_len = len;
          return copy;
        }

      /* Keep the valid parts; each bad byte becomes U+FFFD. */
      *lossy = TRUE;
      *first_bad = (gsize) (end - data);
      out = g_string_sized_new (len + 16);
      while (i < len)
        {
          gsize valid;

          g_utf8_validate_len (data + i, len - i, &end);
          valid = (gsize) (end - (data + i));
          if (valid > 0)
            {
              add_run (out, data + i, valid, i, valid, run, user_data);
              i += valid;
            }
          if (i < len)
            {
              add_run (out, "\xef\xbf\xbd", 3, i, 1, run, user_data);
              i++;
            }
        }
      *out_len = out->len;
      return g_string_free (out, FALSE);
    }

  cd = g_iconv_open ("UTF-8", charset);
  if (cd == (GIConv) -1)
    return NULL;

  ascii_fast = !is_stateful_charset (charset);
  out = g_string_sized_new (len + len / 4 + 16);

  while (i < len)
    {
      char buffer[8];
      gboolean done = FALSE;

      if (ascii_fast && (guchar) data[i] < 0x80 && data[i] != '\0')
        {
          gsize j = i;

          while (j < len && (guchar) data[j] < 0x80 && data[j] != '\0')
            j++;
          add_run (out, data + i, j - i, i, j - i, run, user_data);
          i = j;
          continue;
        }

      /* One character at a time: the smallest output buffer that takes
       * a whole character converts exactly one. A NUL is no text (and
       * would end the text for the markup parsers). */
      for (gsize room = 1; room <= 6 && !done; room++)
        {
          char *in = (char *) data + i;
          gsize in_left = len - i;
          char *o = buffer;
          gsize o_left = room;
          gsize consumed, produced;

          errno = 0;
          g_iconv (cd, &in, &in_left, &o, &o_left);
          consumed = (gsize) (in - (data + i));
          produced = (gsize) (o - buffer);

          if (consumed > 0 && produced == 1 && buffer[0] == '\0')
            {
              if (!*lossy)
                *first_bad = i;
              *lossy = TRUE;
              add_run (out, "\xef\xbf\xbd", 3, i, consumed, run, user_data);
              i += consumed;
              done = TRUE;
            }
          else if (consumed > 0)
            {
              add_run (out, buffer, produced, i, consumed, run, user_data);
              i += consumed;
              done = TRUE;
            }
          else if (errno != E2BIG)
            {
              break;
            }
        }

      if (!done)
        {
          if (!*lossy)
            *first_bad = i;
          *lossy = TRUE;
          add_run (out, "\xef\xbf\xbd", 3, i, 1, run, user_data);
          i++;
          g_iconv (cd, NULL, NULL, NULL, NULL);
        }
    }

  g_iconv_close (cd);
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* Every byte a character: Windows-1252's where @cp1252 and it has one,
 * else ISO-8859-1's. Never fails. */
static char *
bytes_to_utf8 (const char *data,
               gsize       len,
               gboolean    cp1252,
               gsize      *out_len)
{
  GString *out = g_string_sized_new (len + len / 8 + 1);

  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) data[i];

      if (c < 0x80)
        g_string_append_c (out, (char) c);
      else if (cp1252 && c < 0xa0 && cp1252_high[c - 0x80] != 0)
        g_string_append_unichar (out, cp1252_high[c - 0x80]);
      else
        g_string_append_unichar (out, c);
    }
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* 8-bit text that is not UTF-8 (the first bad byte at @bad): one rule
 * for every format. Text that holds any of 0x80–0x9F from @bad on was
 * written with Windows-1252 (those bytes are no Latin-1 text), else it is
 * ISO-8859-1, the set of PBN §2.2; a byte Windows-1252 leaves undefined
 * reads as ISO-8859-1 reads it, so one odd byte costs no other character.
 * RBN and LIN, which say nothing of their set, come from Windows programs:
 * the same rule reads them as Windows-1252 wherever that differs from
 * Latin-1, which is only where those bytes occur. */
static char *
decode_8bit (const char   *data,
             gsize         len,
             gsize         bad,
             const char  **charset,
             gsize        *out_len)
{
  char *text;

  *charset = brg_charset_guess_8bit (data + bad, len - bad);
  text = g_convert (data, (gssize) len, "UTF-8", *charset, NULL, out_len, NULL);
  if (text == NULL)
    text = bytes_to_utf8 (data, len, strcmp (*charset, "WINDOWS-1252") == 0, out_len);
  return text;
}

/**
 * brg_charset_decode:
 * @data: (array length=len): the bytes of a whole text
 * @len: the length of @data
 * @declared: (nullable): the character set the text declares of itself,
 *   if any
 * @info: (out caller-allocates): what was found
 * @out_len: (out): the length of the text returned
 * @owned: (out) (transfer full): the text when it is a new string, else
 *   %NULL
 * @error: return location for a #GError
 *
 * Decodes a text to UTF-8 by the rules of the readers: a byte order mark
 * first (a UTF-8 mark is skipped; UTF-16 after its mark must convert,
 * but for a stray last byte, which is left out with info->lossy set),
 * then @declared (bytes that do not decode become U+FFFD; a set iconv
 * does not know is as if none were declared; a single-byte set over text
 * that is UTF-8 with characters of several bytes is overruled, and
 * info->declared_wrong set: brg_charset_declared_is_wrong()), then UTF-8 when the bytes
 * are UTF-8 (NUL bytes allowed), else the 8-bit guess: Windows-1252 when
 * bytes 0x80–0x9F occur, which are no Latin-1 text, else ISO-8859-1.
 *
 * Returns: (nullable): the UTF-8 text, @data itself (past a UTF-8 mark)
 *   when it is UTF-8 already, else *@owned; %NULL with @error set
 *   (%G_CONVERT_ERROR) when text with a UTF-16 mark is not UTF-16
 */
const char *
brg_charset_decode (const char          *data,
                    gsize                len,
                    const char          *declared,
                    BrgCharsetInfo      *info,
                    gsize               *out_len,
                    char               **owned,
                    GError             **error)
{
  const char *bom_charset;
  gsize bad = 0;

  g_return_val_if_fail (data != NULL || len == 0, NULL);
  g_return_val_if_fail (info != NULL && out_len != NULL && owned != NULL, NULL);

  memset (info, 0, sizeof *info);
  *owned = NULL;
  *out_len = 0;
  if (data == NULL)
    data = "";

  bom_charset = brg_charset_from_bom (data, len, &info->bom_len);
  if (bom_charset != NULL && brg_charset_is_utf16 (bom_charset))
    {
      gsize body = len - info->bom_len;

      /* A stray byte at the end (a file cut, or written one byte too
       * long) is left out, and said. */
      if (body % 2 != 0)
        {
          body--;
          info->lossy = TRUE;
          info->first_bad = len - 1;
        }
      info->charset = bom_charset;
      *owned = g_convert (data + info->bom_len, (gssize) body, "UTF-8", bom_charset, NULL,
                          out_len, error);
      return *owned;
    }

  if (declared != NULL && bom_charset == NULL && brg_charset_declared_is_wrong (data, len, declared))
    {
      info->charset = "UTF-8";
      info->declared_wrong = TRUE;
      *out_len = len;
      return data;
    }
  if (declared != NULL && bom_charset == NULL)
    {
      *owned = brg_charset_convert (data, len, declared, NULL, NULL, out_len, &info->first_bad,
                                    &info->lossy);
      if (*owned != NULL)
        {
          info->charset = declared;
          return *owned;
        }
      info->unknown_declared = TRUE;
    }

  if (brg_charset_validate_utf8 (data + info->bom_len, len - info->bom_len, &bad))
    {
      info->charset = "UTF-8";
      *out_len = len - info->bom_len;
      return data + info->bom_len;
    }

  info->guessed = TRUE;
  info->first_bad = info->bom_len + bad;
  *owned = decode_8bit (data + info->bom_len, len - info->bom_len, bad, &info->charset, out_len);
  return *owned;
}
