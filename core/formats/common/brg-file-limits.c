/* brg-file-limits.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How big a file the readers take. The limits protect memory, nothing
 * else: a file is held whole while it is read (its bytes, and its text
 * again when it had to be converted to UTF-8), and each board read takes
 * about 1 KiB in the model, some four times the bytes of a plain PBN deal
 * (a 32 MB file of 100,000 deals makes about 110 MB of boards). Without a
 * limit, a hostile file of millions of tiny games, or one too big for
 * the machine, would take all its memory before a board is shown.
 *
 * So the limits follow the machine's memory: a file of up to an eighth of
 * it, between 256 MiB and 1 GiB (a 320 MB archive of a million deals opens
 * on a machine of 4 GB or more), and a board for every 2 KiB of it,
 * between 200,000 and 5,000,000. A process whose address space is limited
 * (`ulimit -v`) has that much memory at most, whatever the machine's.
 */

#include "config.h"

#include <sys/resource.h>
#include <unistd.h>

#include "brg-file-limits.h"

static gsize override_file_size;
static guint override_boards;

static guint64
physical_memory (void)
{
  static guint64 memory;

  if (g_once_init_enter (&memory))
    {
      long pages = sysconf (_SC_PHYS_PAGES);
      long page_size = sysconf (_SC_PAGESIZE);
      guint64 bytes = pages > 0 && page_size > 0 ? (guint64) pages * (guint64) page_size : 0;
      struct rlimit limit;

      if (getrlimit (RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
          && (bytes == 0 || (guint64) limit.rlim_cur < bytes))
        bytes = (guint64) limit.rlim_cur;

      /* Unknown: the floors. */
      g_once_init_leave (&memory, bytes > 0 ? bytes : 1);
    }
  return memory;
}

/**
 * brg_file_size_limit_for_memory:
 * @memory: the bytes of memory of a machine
 *
 * Returns: the largest file the readers take on a machine with @memory
 *   bytes: an eighth of it, between %BRG_FILE_SIZE_FLOOR and
 *   %BRG_FILE_SIZE_CEILING
 */
gsize
brg_file_size_limit_for_memory (guint64 memory)
{
  return (gsize) CLAMP (memory / 8, BRG_FILE_SIZE_FLOOR, BRG_FILE_SIZE_CEILING);
}

/**
 * brg_board_limit_for_memory:
 * @memory: the bytes of memory of a machine
 *
 * Returns: the most boards a reader reads on a machine with @memory
 *   bytes: one for every 2 KiB, between %BRG_BOARDS_FLOOR and
 *   %BRG_BOARDS_CEILING
 */
guint
brg_board_limit_for_memory (guint64 memory)
{
  return (guint) CLAMP (memory / 2048, BRG_BOARDS_FLOOR, BRG_BOARDS_CEILING);
}

/**
 * brg_file_size_limit:
 *
 * Returns: the largest file the readers take on this machine
 */
gsize
brg_file_size_limit (void)
{
  return override_file_size != 0 ? override_file_size
                                 : brg_file_size_limit_for_memory (physical_memory ());
}

/**
 * brg_board_limit:
 *
 * Returns: the most boards a reader reads on this machine
 */
guint
brg_board_limit (void)
{
  return override_boards != 0 ? override_boards
                              : brg_board_limit_for_memory (physical_memory ());
}

/*
 * _brg_file_limits_override:
 * @file_size: the limit on a file's size, 0 for this machine's
 * @boards: the limit on boards, 0 for this machine's
 *
 * For tests, before any file is read: the refusals, with small files.
 */
void
_brg_file_limits_override (gsize file_size,
                           guint boards)
{
  override_file_size = file_size;
  override_boards = boards;
}
