/* brg-strings.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One copy of the strings that fill most tags. With ten thousand boards of
 * fifteen tags, pointing at a shared name or value instead of owning a copy
 * saves about 8 MB. A shared string lives as long as the program, in a
 * block that is never freed: whether a tag owns its string is a test of
 * the pointer against the blocks, with no lookup.
 *
 * Readers run in worker threads, so lookups take no lock: the set of
 * shared strings is never changed once published; sharing more strings
 * publishes a new set and keeps the old one for the threads still reading
 * it. That happens a few times in a program's life (the model's values,
 * then each format's vocabulary).
 */

#include "config.h"

#include <string.h>

#include "brg-strings-private.h"

#define MAX_BLOCKS 8

typedef struct
{
  const char *start;
  gsize       len;
} Block;

static Block blocks[MAX_BLOCKS];
static gint n_blocks;            /* atomic; blocks[] is filled before it grows */
static GHashTable *shared;       /* atomic; of const char *, never changed once set */
static GPtrArray *retired;       /* earlier sets, which a reader may still hold */
static GMutex lock;

/* The model's own short values: unknown and inappropriate (PBN §3.4), the
 * inheritance mark, seats, sides, vulnerabilities, scorings, a passed-out
 * contract and the numbers of tricks. The contracts are added on start. */
static const char model_values[] =
  "\0?\0-\0#\0N\0E\0S\0W\0NS\0EW\0None\0All\0Both\0Love\0MP\0IMP\0Pass\0"
  "0\0" "1\0" "2\0" "3\0" "4\0" "5\0" "6\0" "7\0" "8\0" "9\0"
  "10\0" "11\0" "12\0" "13\0";

/* Publishes a set with the strings of @block (@len bytes of NUL-terminated
 * strings) added. Called with the lock held. */
static void
add_block_locked (const char *block,
                  gsize       len)
{
  GHashTable *old = g_atomic_pointer_get (&shared);
  GHashTable *set = g_hash_table_new (g_str_hash, g_str_equal);
  int n = g_atomic_int_get (&n_blocks);

  if (old != NULL)
    {
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, old);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_hash_table_add (set, key);
    }
  for (const char *p = block; p < block + len; p += strlen (p) + 1)
    if (!g_hash_table_contains (set, p))
      g_hash_table_add (set, (gpointer) p);

  blocks[n].start = block;
  blocks[n].len = len;
  g_atomic_int_set (&n_blocks, n + 1);

  if (old != NULL)
    {
      if (retired == NULL)
        retired = g_ptr_array_new ();
      g_ptr_array_add (retired, old);
    }
  g_atomic_pointer_set (&shared, set);
}

static void
ensure_model_values (void)
{
  static gsize initialised;

  if (g_once_init_enter (&initialised))
    {
      static const char *const strains[] = { "C", "D", "H", "S", "NT" };
      static const char *const risks[] = { "", "X", "XX" };
      GString *contracts = g_string_new (NULL);
      gsize len;

      for (guint level = 1; level <= 7; level++)
        for (guint strain = 0; strain < G_N_ELEMENTS (strains); strain++)
          for (guint risk = 0; risk < G_N_ELEMENTS (risks); risk++)
            {
              g_string_append_printf (contracts, "%u%s%s", level, strains[strain], risks[risk]);
              g_string_append_c (contracts, '\0');
            }
      len = contracts->len;

      g_mutex_lock (&lock);
      add_block_locked (model_values, sizeof model_values - 1);
      add_block_locked (g_string_free (contracts, FALSE), len);
      g_mutex_unlock (&lock);
      g_once_init_leave (&initialised, 1);
    }
}

/**
 * _brg_strings_share:
 * @strings: (array length=n_strings): strings to share
 * @n_strings: how many
 *
 * Makes @strings shared from now on: tags that hold one of them point to
 * one copy. The strings are copied; those already shared are skipped.
 */
void
_brg_strings_share (const char * const *strings,
                    gsize               n_strings)
{
  GHashTable *set;
  GString *block;

  ensure_model_values ();

  g_mutex_lock (&lock);
  set = g_atomic_pointer_get (&shared);
  block = g_string_new (NULL);
  for (gsize i = 0; i < n_strings; i++)
    if (!g_hash_table_contains (set, strings[i]))
      g_string_append_len (block, strings[i], (gssize) strlen (strings[i]) + 1);

  if (block->len == 0 || g_atomic_int_get (&n_blocks) == MAX_BLOCKS)
    g_string_free (block, TRUE);
  else
    {
      gsize len = block->len;

      add_block_locked (g_string_free (block, FALSE), len);
    }
  g_mutex_unlock (&lock);
}

/**
 * _brg_strings_lookup:
 * @string: a string
 *
 * Returns: (nullable): the shared copy of @string, or %NULL when it is not
 *   shared
 */
const char *
_brg_strings_lookup (const char *string)
{
  ensure_model_values ();
  return g_hash_table_lookup (g_atomic_pointer_get (&shared), string);
}

/**
 * _brg_strings_is_shared:
 * @string: a string
 *
 * Returns: whether @string is a shared copy, which must not be freed
 */
gboolean
_brg_strings_is_shared (const char *string)
{
  int n = g_atomic_int_get (&n_blocks);
  guintptr p = (guintptr) string;

  for (int i = 0; i < n; i++)
    if (p >= (guintptr) blocks[i].start && p < (guintptr) blocks[i].start + blocks[i].len)
      return TRUE;
  return FALSE;
}
