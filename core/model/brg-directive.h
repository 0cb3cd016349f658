/* brg-directive.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BrgDirectiveKind:
 * @BRG_DIRECTIVE_COMMAND: a PGN supplement command, `[%name operands]`
 *   (LIN's movie commands as the LIN reader keeps them, `[%pg]`, `[%sk ns]`;
 *   our `[%reveal …]` marks; other programs' `[%clk …]`)
 * @BRG_DIRECTIVE_LESSON: a lesson directive of Bridge Classroom's
 *   specification, `[NEXT]`, `[SHOW NS]`, `[choose-card HK]` …, or one
 *   written the same way that Finesse does not know
 *
 * What a directive in commentary is. Neither kind is text for readers.
 */
typedef enum
{
  BRG_DIRECTIVE_COMMAND,
  BRG_DIRECTIVE_LESSON,
} BrgDirectiveKind;

/**
 * BrgLessonDirective:
 * @BRG_LESSON_UNKNOWN: a directive Finesse does not know: kept, never shown
 * @BRG_LESSON_NEXT: `[NEXT]`: the step ends; the next is a click away
 * @BRG_LESSON_ROTATE: `[ROTATE]`: as `[NEXT]`
 * @BRG_LESSON_BID: `[BID x]`: the step asks for the call x; the text after
 *   it is the answer
 * @BRG_LESSON_CHOOSE_CARD: `[choose-card X]`, `[choose-card any:X,Y]`: the
 *   step asks for a card, which is played at the next step
 * @BRG_LESSON_ACCEPT: `[ACCEPT call …]`: other calls a `[BID]` step takes
 * @BRG_LESSON_SHOW: `[SHOW seats]`, `[SHOW ALL]`: these hands are shown
 *   from this step on
 * @BRG_LESSON_SHOW_CARDS: `[showcards W:SK E:S7]`: cards put on the table
 *   as the current trick
 * @BRG_LESSON_SHOW_LEAD: `[SHOW_LEAD]`: the opening lead is shown
 * @BRG_LESSON_AUCTION: `[AUCTION on]`, `[AUCTION off]`: the auction is
 *   shown or not from this step on
 * @BRG_LESSON_PLAY: `[PLAY N:SQ,E:S8]`: cards of earlier tricks, struck
 *   through in their hands
 * @BRG_LESSON_RESET: `[RESET]`: the `[PLAY]` marks are cleared
 * @BRG_LESSON_CLEAR_COMMENTARY: `[clear-commentary]`: the text of earlier
 *   steps is cleared
 *
 * The lesson directives of Bridge Classroom (`bridge-craftwork/Bridge-Classroom`,
 * `documentation/lesson-directive-spec.md` §4), by name, in any letter case.
 */
typedef enum
{
  BRG_LESSON_UNKNOWN,
  BRG_LESSON_NEXT,
  BRG_LESSON_ROTATE,
  BRG_LESSON_BID,
  BRG_LESSON_CHOOSE_CARD,
  BRG_LESSON_ACCEPT,
  BRG_LESSON_SHOW,
  BRG_LESSON_SHOW_CARDS,
  BRG_LESSON_SHOW_LEAD,
  BRG_LESSON_AUCTION,
  BRG_LESSON_PLAY,
  BRG_LESSON_RESET,
  BRG_LESSON_CLEAR_COMMENTARY,
} BrgLessonDirective;

/**
 * BrgDirective:
 * @kind: a PGN command or a lesson directive
 * @lesson: which lesson directive; %BRG_LESSON_UNKNOWN for a command
 * @start: where it starts in the text, in bytes (at its `[`)
 * @end: where it ends (after its `]`)
 * @name: where its name starts (after `[%` or `[`)
 * @name_length: the name's length
 * @operands: where its operands start (after the blanks that follow the
 *   name); equal to @operands_end when there are none
 * @operands_end: where they end (before the `]`)
 *
 * One directive found in the text of a comment. Offsets are into that
 * text, which stays as it was.
 */
typedef struct
{
  BrgDirectiveKind   kind;
  BrgLessonDirective lesson;
  gsize              start;
  gsize              end;
  gsize              name;
  gsize              name_length;
  gsize              operands;
  gsize              operands_end;
} BrgDirective;

/**
 * BrgDirectiveIter:
 *
 * Finds the directives of a text one after another, in time linear in the
 * text. Initialise it with brg_directive_iter_init(); its fields are
 * private.
 */
typedef struct
{
  /*< private >*/
  const char *text;
  gsize       length;
  gsize       position;
  gsize       close;     /* the last `]` found, or length; G_MAXSIZE: none yet */
} BrgDirectiveIter;

void      brg_directive_iter_init  (BrgDirectiveIter  *iter,
                                    const char        *text,
                                    gssize             length);
gboolean  brg_directive_iter_next  (BrgDirectiveIter  *iter,
                                    BrgDirective      *directive);

gboolean  brg_directive_name_is    (const char        *text,
                                    const BrgDirective *directive,
                                    const char        *name);
char     *brg_directive_dup_name     (const char        *text,
                                      const BrgDirective *directive);
char     *brg_directive_dup_operands (const char        *text,
                                      const BrgDirective *directive);

gboolean  brg_comment_text_has_lesson_directives (const char *text);

G_END_DECLS
