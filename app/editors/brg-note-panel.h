/* brg-note-panel.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "brg-core.h"

G_BEGIN_DECLS

#define BRG_TYPE_NOTE_PANEL (brg_note_panel_get_type ())

G_DECLARE_FINAL_TYPE (BrgNotePanel, brg_note_panel, BRG, NOTE_PANEL, GtkWidget)

GtkWidget *brg_note_panel_new          (void);
void       brg_note_panel_set_target   (BrgNotePanel   *self,
                                        BrgBoard       *board,
                                        BrgSectionKind  section,
                                        guint           position);
guint      brg_note_panel_get_note     (BrgNotePanel *self);
void       brg_note_panel_choose       (BrgNotePanel *self,
                                        int           note);
void       brg_note_panel_set_text     (BrgNotePanel *self,
                                        const char   *text);
void       brg_note_panel_set_reveal   (BrgNotePanel *self,
                                        BrgReveal     reveal);
void       brg_note_panel_remove       (BrgNotePanel *self);
void       brg_note_panel_focus        (BrgNotePanel *self);

G_END_DECLS
