/* brg-charset.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bytes into UTF-8: the one copy of the rules every reader follows (byte
 * order marks, UTF-8, UTF-16, declared character sets, and one 8-bit
 * guess for PBN, RBN and every other text).
 * Not in brg-core.h: the readers' own API says what they decode.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BrgCharsetInfo:
 * @charset: the character set the text was read in, such as `UTF-8`,
 *   `UTF-16LE`, `WINDOWS-1252` or the declared one
 * @bom_len: the length of the byte order mark, 0 when there is none
 * @guessed: whether an 8-bit set was assumed (no mark, nothing declared,
 *   not UTF-8)
 * @lossy: whether bytes that do not decode in the declared set became
 *   U+FFFD, or a UTF-16 text ended with a stray byte, which was left out
 * @first_bad: when @guessed, the offset in the data of the first byte
 *   that is not UTF-8; when @lossy, of the first byte replaced
 * @unknown_declared: whether the declared set is one iconv does not know
 *   (the text was then read as if nothing were declared)
 * @declared_wrong: whether the declared set is a single-byte one and the
 *   text is UTF-8 with characters of several bytes: it was read as UTF-8
 *   (brg_charset_declared_is_wrong())
 *
 * What brg_charset_decode() found.
 */
typedef struct
{
  const char *charset;
  gsize       bom_len;
  gboolean    guessed;
  gboolean    lossy;
  gsize       first_bad;
  gboolean    unknown_declared;
  gboolean    declared_wrong;
} BrgCharsetInfo;

/**
 * BrgCharsetRunFunc:
 * @out_offset: where the run starts in the UTF-8 text
 * @out_len: its length in the UTF-8 text
 * @in_offset: where the bytes it came from start
 * @in_len: how many bytes they are
 * @user_data: the data given to brg_charset_convert()
 *
 * Told, in order, where each run of the decoded text came from. When both
 * lengths are equal the run is byte for byte; otherwise it is one
 * character (or one U+FFFD) from @in_len bytes.
 */
typedef void (*BrgCharsetRunFunc) (gsize    out_offset,
                                   gsize    out_len,
                                   gsize    in_offset,
                                   gsize    in_len,
                                   gpointer user_data);

const char *brg_charset_from_bom      (const char          *data,
                                       gsize                len,
                                       gsize               *bom_len);
gboolean    brg_charset_is_utf8       (const char          *charset);
gboolean    brg_charset_is_utf16      (const char          *charset);
gboolean    brg_charset_is_ascii_compatible (const char    *charset);
gboolean    brg_charset_is_single_byte (const char         *charset);
gboolean    brg_charset_declared_is_wrong (const char      *data,
                                           gsize            len,
                                           const char      *declared);
gboolean    brg_charset_validate_utf8 (const char          *data,
                                       gsize                len,
                                       gsize               *bad);
const char *brg_charset_guess_8bit    (const char          *data,
                                       gsize                len);
const char *brg_charset_guess         (const char          *data,
                                       gsize                len);

char       *brg_charset_convert       (const char          *data,
                                       gsize                len,
                                       const char          *charset,
                                       BrgCharsetRunFunc    run,
                                       gpointer             user_data,
                                       gsize               *out_len,
                                       gsize               *first_bad,
                                       gboolean            *lossy);
const char *brg_charset_decode        (const char          *data,
                                       gsize                len,
                                       const char          *declared,
                                       BrgCharsetInfo      *info,
                                       gsize               *out_len,
                                       char               **owned,
                                       GError             **error);

G_END_DECLS
