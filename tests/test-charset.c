/* test-charset.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one module that turns the bytes of every reader into UTF-8.
 */

#include "config.h"

#include <string.h>

#include "brg-charset.h"

#define B(literal) literal, sizeof (literal) - 1

static void
test_bom (void)
{
  gsize bom = 99;

  g_assert_cmpstr (brg_charset_from_bom (B ("\xef\xbb\xbf" "a"), &bom), ==, "UTF-8");
  g_assert_cmpuint (bom, ==, 3);
  g_assert_cmpstr (brg_charset_from_bom (B ("\xff\xfe" "a\0"), &bom), ==, "UTF-16LE");
  g_assert_cmpuint (bom, ==, 2);
  g_assert_cmpstr (brg_charset_from_bom (B ("\xfe\xff" "\0a"), &bom), ==, "UTF-16BE");
  g_assert_cmpuint (bom, ==, 2);

  /* Too short, or no mark. */
  g_assert_null (brg_charset_from_bom (B ("\xef\xbb"), &bom));
  g_assert_cmpuint (bom, ==, 0);
  g_assert_null (brg_charset_from_bom (B ("\xff"), &bom));
  g_assert_null (brg_charset_from_bom (B ("[Event"), &bom));
  g_assert_null (brg_charset_from_bom (NULL, 0, &bom));
  g_assert_cmpuint (bom, ==, 0);
}

static void
test_names (void)
{
  g_assert_true (brg_charset_is_utf8 ("UTF-8"));
  g_assert_true (brg_charset_is_utf8 ("utf8"));
  g_assert_false (brg_charset_is_utf8 ("UTF-16LE"));
  g_assert_false (brg_charset_is_utf8 ("ISO-8859-1"));
  g_assert_true (brg_charset_is_utf16 ("utf-16le"));
  g_assert_true (brg_charset_is_utf16 ("UTF-16BE"));
  g_assert_false (brg_charset_is_utf16 ("UTF-16"));
  g_assert_false (brg_charset_is_utf16 ("UTF-8"));
}

/* NUL bytes are the reader's to report: the text is still UTF-8. */
static void
test_validate (void)
{
  gsize bad = 99;

  g_assert_true (brg_charset_validate_utf8 (B ("Caf\xc3\xa9"), &bad));
  g_assert_true (brg_charset_validate_utf8 (B ("a\0b\0"), &bad));
  g_assert_true (brg_charset_validate_utf8 (NULL, 0, &bad));
  g_assert_cmpuint (bad, ==, 99);
  g_assert_false (brg_charset_validate_utf8 (B ("a\0Caf\xe9"), &bad));
  g_assert_cmpuint (bad, ==, 5);
  g_assert_false (brg_charset_validate_utf8 (B ("\xc3"), NULL));
}

/* PBN §2.2: Latin-1, unless bytes 0x80–0x9F say Windows-1252. */
static void
test_guess (void)
{
  g_assert_cmpstr (brg_charset_guess_8bit (B ("Caf\xe9")), ==, "ISO-8859-1");
  g_assert_cmpstr (brg_charset_guess_8bit (B ("\x80 5")), ==, "WINDOWS-1252");
  g_assert_cmpstr (brg_charset_guess_8bit (B ("\x9f")), ==, "WINDOWS-1252");
  g_assert_cmpstr (brg_charset_guess_8bit (B ("\xa0")), ==, "ISO-8859-1");

  g_assert_cmpstr (brg_charset_guess (B ("Caf\xc3\xa9")), ==, "UTF-8");
  g_assert_cmpstr (brg_charset_guess (B ("Caf\xe9")), ==, "ISO-8859-1");
  /* UTF-8 continuation bytes count too: all of the text is looked at. */
  g_assert_cmpstr (brg_charset_guess (B ("\xe2\x82\xac \xe9")), ==, "WINDOWS-1252");
  /* Here a NUL byte is not UTF-8. */
  g_assert_cmpstr (brg_charset_guess (B ("a\0b")), ==, "ISO-8859-1");
}

typedef struct
{
  gsize out_offset;
  gsize out_len;
  gsize in_offset;
  gsize in_len;
} Run;

static void
record_run (gsize    out_offset,
            gsize    out_len,
            gsize    in_offset,
            gsize    in_len,
            gpointer user_data)
{
  Run run = { out_offset, out_len, in_offset, in_len };

  g_array_append_val (user_data, run);
}

static void
assert_run (GArray *runs,
            guint   i,
            gsize   out_offset,
            gsize   out_len,
            gsize   in_offset,
            gsize   in_len)
{
  Run *run;

  g_assert_cmpuint (i, <, runs->len);
  run = &g_array_index (runs, Run, i);
  g_assert_cmpuint (run->out_offset, ==, out_offset);
  g_assert_cmpuint (run->out_len, ==, out_len);
  g_assert_cmpuint (run->in_offset, ==, in_offset);
  g_assert_cmpuint (run->in_len, ==, in_len);
}

/* Each character knows its bytes; bytes that do not decode become U+FFFD. */
static void
test_convert (void)
{
  g_autoptr(GArray) runs = g_array_new (FALSE, FALSE, sizeof (Run));
  g_autofree char *latin2 = NULL;
  g_autofree char *utf8 = NULL;
  g_autofree char *bad_utf8 = NULL;
  g_autofree char *cp1252 = NULL;
  g_autofree char *unknown = NULL;
  gsize len = 0, first_bad = 0;
  gboolean lossy = TRUE;

  /* ISO-8859-2: 0xB3 is ł. */
  latin2 = brg_charset_convert (B ("ab\xb3" "c"), "ISO-8859-2", record_run, runs, &len,
                                &first_bad, &lossy);
  g_assert_cmpstr (latin2, ==, "ab\xc5\x82" "c");
  g_assert_cmpuint (len, ==, 5);
  g_assert_false (lossy);
  g_assert_cmpuint (runs->len, ==, 3);
  assert_run (runs, 0, 0, 2, 0, 2);
  assert_run (runs, 1, 2, 2, 2, 1);
  assert_run (runs, 2, 4, 1, 3, 1);

  /* Valid UTF-8 is the bytes themselves: no run to tell. */
  g_array_set_size (runs, 0);
  utf8 = brg_charset_convert (B ("Caf\xc3\xa9"), "utf8", record_run, runs, &len, &first_bad,
                              &lossy);
  g_assert_cmpstr (utf8, ==, "Caf\xc3\xa9");
  g_assert_cmpuint (runs->len, ==, 0);
  g_assert_false (lossy);

  /* Bad UTF-8, and a NUL, become U+FFFD. */
  bad_utf8 = brg_charset_convert (B ("a\xff" "b\0"), "UTF-8", record_run, runs, &len, &first_bad,
                                  &lossy);
  g_assert_cmpstr (bad_utf8, ==, "a\xef\xbf\xbd" "b\xef\xbf\xbd");
  g_assert_true (lossy);
  g_assert_cmpuint (first_bad, ==, 1);
  g_assert_cmpuint (runs->len, ==, 4);
  assert_run (runs, 1, 1, 3, 1, 1);

  /* 0x81 is a hole in Windows-1252. */
  cp1252 = brg_charset_convert (B ("\x80\x81"), "WINDOWS-1252", NULL, NULL, &len, &first_bad,
                                &lossy);
  g_assert_cmpstr (cp1252, ==, "\xe2\x82\xac\xef\xbf\xbd");
  g_assert_true (lossy);
  g_assert_cmpuint (first_bad, ==, 1);

  unknown = brg_charset_convert (B ("abc"), "NO-SUCH-CHARSET", NULL, NULL, &len, &first_bad,
                                 &lossy);
  g_assert_null (unknown);
}

static void
assert_decoded (const char         *data,
                gsize               len,
                const char         *declared,
                const char         *text,
                const char         *charset,
                gboolean            guessed,
                gboolean            borrowed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *owned = NULL;
  BrgCharsetInfo info;
  const char *result;
  gsize out_len = 0;

  result = brg_charset_decode (data, len, declared, &info, &out_len, &owned, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  g_assert_cmpmem (result, out_len, text, strlen (text));
  g_assert_cmpstr (info.charset, ==, charset);
  g_assert_cmpint (info.guessed, ==, guessed);
  g_assert_cmpint (owned == NULL, ==, borrowed);
  if (borrowed)
    g_assert_true (result >= data && result <= data + len);
}

/* The readers' rules: BOM, declared set, UTF-8, an 8-bit set. */
static void
test_decode (void)
{
  static const char le[] = "\xff\xfe" "C\0a\0f\0\xe9\0";
  static const char be[] = "\xfe\xff" "\0C\0a\0f\0\xe9";
  g_autoptr(GError) error = NULL;
  g_autofree char *owned = NULL;
  BrgCharsetInfo info;
  gsize out_len;

  assert_decoded (B ("Caf\xc3\xa9"), NULL, "Caf\xc3\xa9", "UTF-8",
                  FALSE, TRUE);
  assert_decoded (B ("\xef\xbb\xbf" "Caf\xc3\xa9"), NULL,
                  "Caf\xc3\xa9", "UTF-8", FALSE, TRUE);
  assert_decoded (le, sizeof le - 1, NULL, "Caf\xc3\xa9", "UTF-16LE",
                  FALSE, FALSE);
  assert_decoded (be, sizeof be - 1, NULL, "Caf\xc3\xa9", "UTF-16BE",
                  FALSE, FALSE);

  /* One rule for every format: Latin-1 (PBN §2.2), or Windows-1252 from
   * the first byte that is not UTF-8 on; its holes read as Latin-1, so
   * the euro sign before one stays (RBN, from Windows programs, too). */
  assert_decoded (B ("Caf\xe9"), NULL, "Caf\xc3\xa9", "ISO-8859-1",
                  TRUE, FALSE);
  assert_decoded (B ("\x80 5"), NULL, "\xe2\x82\xac 5",
                  "WINDOWS-1252", TRUE, FALSE);
  assert_decoded (B ("\x80\x81"), NULL, "\xe2\x82\xac\xc2\x81",
                  "WINDOWS-1252", TRUE, FALSE);
  assert_decoded (B ("\xc2\x80 \xe9"), NULL,
                  "\xc3\x82\xc2\x80 \xc3\xa9", "ISO-8859-1", TRUE, FALSE);

  /* A declared set comes after a BOM and before UTF-8; an unknown one
   * is as if none were declared. */
  assert_decoded (B ("\xb3\xf3\xbf"), "ISO-8859-2",
                  "\xc5\x82\xc3\xb3\xc5\xbc", "ISO-8859-2", FALSE, FALSE);
  assert_decoded (B ("\xef\xbb\xbf" "\xc5\x82"), "ISO-8859-2",
                  "\xc5\x82", "UTF-8", FALSE, TRUE);
  assert_decoded (B ("Caf\xe9"), "NO-SUCH-CHARSET", "Caf\xc3\xa9",
                  "ISO-8859-1", TRUE, FALSE);

  /* Where the guess starts, and what a declared set could not decode. */
  g_assert_nonnull (brg_charset_decode (B ("\xef\xbb\xbf" "ab\xe9"), NULL,
                                        &info, &out_len, &owned,
                                        NULL));
  g_assert_cmpuint (info.bom_len, ==, 3);
  g_assert_cmpuint (info.first_bad, ==, 5);
  g_clear_pointer (&owned, g_free);
  g_assert_nonnull (brg_charset_decode (B ("a\xff"), "UTF-8", &info,
                                        &out_len, &owned, NULL));
  g_assert_true (info.lossy);
  g_assert_false (info.unknown_declared);
  g_assert_cmpuint (info.first_bad, ==, 1);
  g_clear_pointer (&owned, g_free);
  g_assert_nonnull (brg_charset_decode (B ("a"), "NO-SUCH-CHARSET",
                                        &info, &out_len, &owned, NULL));
  g_assert_true (info.unknown_declared);
  g_clear_pointer (&owned, g_free);

  /* UTF-16 after its mark must be UTF-16 (a lone surrogate is not)… */
  g_assert_null (brg_charset_decode (B ("\xff\xfe" "a\0" "\x00\xd8" "b\0"), NULL, &info,
                                     &out_len, &owned, &error));
  g_assert_true (error != NULL && error->domain == G_CONVERT_ERROR);
  g_assert_cmpstr (info.charset, ==, "UTF-16LE");
  g_assert_null (owned);
  g_clear_error (&error);

  /* …but a stray last byte is left out, and said (issue 10). */
  g_assert_nonnull (brg_charset_decode (B ("\xfe\xff" "\0a\0b" "c"), NULL, &info,
                                        &out_len, &owned, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (owned, ==, "ab");
  g_assert_cmpuint (out_len, ==, 2);
  g_assert_cmpstr (info.charset, ==, "UTF-16BE");
  g_assert_true (info.lossy);
  g_assert_cmpuint (info.first_bad, ==, 6);
  g_clear_pointer (&owned, g_free);
}

/* Sets that read every byte as one character, or none. */
static void
test_single_byte (void)
{
  static const char *const single[] = {
    "ISO-8859-1", "iso-8859-2", "WINDOWS-1252", "CP1250", "KOI8-R", "US-ASCII", "LATIN1",
  };
  static const char *const several[] = {
    "UTF-8", "utf8", "GBK", "SHIFT_JIS", "EUC-JP", "BIG5", "UTF-16LE", "UTF-7",
    "NO-SUCH-CHARSET",
  };

  for (guint i = 0; i < G_N_ELEMENTS (single); i++)
    {
      g_test_message ("%s", single[i]);
      g_assert_true (brg_charset_is_single_byte (single[i]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (several); i++)
    {
      g_test_message ("%s", several[i]);
      g_assert_false (brg_charset_is_single_byte (several[i]));
    }
}

/* A single-byte set declared over text that is UTF-8 with characters of
 * several bytes is a declaration that lies: the text is read as UTF-8,
 * and info.declared_wrong says so. */
static void
test_declared_wrong (void)
{
  g_autofree char *owned = NULL;
  BrgCharsetInfo info;
  gsize out_len = 0;

  /* Right quote and é in UTF-8, declared ISO-8859-1 or Windows-1252. */
  assert_decoded (B ("It\xe2\x80\x99s caf\xc3\xa9"), "ISO-8859-1",
                  "It\xe2\x80\x99s caf\xc3\xa9", "UTF-8", FALSE, TRUE);
  g_assert_nonnull (brg_charset_decode (B ("caf\xc3\xa9"), "WINDOWS-1252", &info, &out_len,
                                        &owned, NULL));
  g_assert_true (info.declared_wrong);
  g_assert_cmpstr (info.charset, ==, "UTF-8");
  g_assert_null (owned);

  /* What the declared set says is kept when the text is not UTF-8, or is
   * ASCII (nothing to overrule), or the set is one of several bytes. */
  assert_decoded (B ("caf\xe9"), "ISO-8859-1", "caf\xc3\xa9", "ISO-8859-1", FALSE, FALSE);
  g_assert_nonnull (brg_charset_decode (B ("cafe"), "ISO-8859-1", &info, &out_len, &owned,
                                        NULL));
  g_assert_false (info.declared_wrong);
  g_assert_cmpstr (info.charset, ==, "ISO-8859-1");
  g_clear_pointer (&owned, g_free);
  g_assert_nonnull (brg_charset_decode (B ("\xc3\xa9"), "GBK", &info, &out_len, &owned, NULL));
  g_assert_false (info.declared_wrong);
  g_assert_cmpstr (info.charset, ==, "GBK");
  g_clear_pointer (&owned, g_free);

  g_assert_true (brg_charset_declared_is_wrong (B ("\xc5\x82"), "ISO-8859-2"));
  g_assert_false (brg_charset_declared_is_wrong (B ("\xb3"), "ISO-8859-2"));
  g_assert_false (brg_charset_declared_is_wrong (B ("\xc5\x82"), "UTF-8"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/charset/bom", test_bom);
  g_test_add_func ("/core/charset/names", test_names);
  g_test_add_func ("/core/charset/validate", test_validate);
  g_test_add_func ("/core/charset/guess", test_guess);
  g_test_add_func ("/core/charset/convert", test_convert);
  g_test_add_func ("/core/charset/decode", test_decode);
  g_test_add_func ("/core/charset/single-byte", test_single_byte);
  g_test_add_func ("/core/charset/declared-wrong", test_declared_wrong);

  return g_test_run ();
}
