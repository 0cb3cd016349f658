/* brg-window-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the files of BrgWindow share: its fields, and the functions one
 * part calls in another.
 *
 *   brg-window.c          the window: properties, template, settings, the
 *                         replay and the panes it keeps in step
 *   brg-window-actions.c  every win.* action, its keyboard shortcut, and
 *                         _brg_window_update_actions(), the one place that
 *                         decides which actions can run
 *   brg-window-open.c     opening and reading a file, drag and drop, and
 *                         what the window says about it (toast, dialogs)
 *   brg-window-problems.c the problems found in the file: the problems
 *                         window, linked to the boards, and the bar above
 *                         the table that names a board's problems
 *   brg-window-recent.c   the recent files, in the Open menu and on the
 *                         empty page
 *   brg-window-edit.c     editing: the window's one BrgHistory, every edit
 *                         performed through _brg_window_perform(), Undo
 *                         and Redo, and the edit mode
 *   brg-window-entry.c    entering the auction and the play: the bidding
 *                         box's and the play entry's actions, the claim
 *   brg-window-article.c  Export Article and Update Document
 *   brg-window-changes.c  what follows every change the history makes: the
 *                         modified mark, the autosave, double dummy again
 *   brg-window-save.c     New, Save, Save As, and the question before
 *                         unsaved changes are closed or replaced
 *   brg-window-recovery.c the autosave of unsaved changes, and restoring
 *                         them after a crash
 *   brg-window-boards.c   adding, duplicating, deleting, moving and
 *                         renumbering boards
 *   brg-window-deal.c     the deal editor in place of the table
 *   brg-window-details.c  the details editor in place of the details
 */

#pragma once

#include "brg-annotation-panel.h"
#include "brg-auction-view.h"
#include "brg-board-list.h"
#include "brg-dd-panel.h"
#include "brg-details-pane.h"
#include "brg-format.h"
#include "brg-problem-list.h"
#include "brg-table-view.h"
#include "brg-window.h"

G_BEGIN_DECLS

/* What Save compares, to find a file another program changed since it was
 * opened. */
#define BRG_FILE_STATE_ATTRIBUTES \
  G_FILE_ATTRIBUTE_ETAG_VALUE "," G_FILE_ATTRIBUTE_TIME_MODIFIED "," \
  G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC "," G_FILE_ATTRIBUTE_STANDARD_SIZE

struct _BrgWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned */
  GSettings            *settings;
  GFile                *file;
  GFile                *loading_file;
  GCancellable         *load_cancellable;
  GtkFileChooserNative *file_chooser;
  BrgEvent             *event;
  BrgProblemList       *problems;        /* the problems of the file shown */
  GHashTable           *board_problems;  /* BrgBoard → GPtrArray of its BrgDiagnostic */
  BrgReplay            *replay;
  BrgDdPanel           *dd_panel;        /* Borrowed: in the side panel */
  GMenu                *recent_menu;

  /* Weak */
  AdwToast             *toast;            /* the one shown, until dismissed */
  GtkWidget            *problems_window;  /* lists self->problems, while open */

  /* Template widgets */
  AdwSplitButton       *open_button;
  GtkToggleButton      *board_list_button;
  GtkToggleButton      *panel_button;
  GtkWidget            *loading_box;
  GtkSpinner           *spinner;
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *empty_page;
  GtkWidget            *recent_box;
  GtkListBox           *recent_list;
  AdwFlap              *board_flap;
  BrgBoardList         *board_list;
  AdwFlap              *panel_flap;
  GtkScrolledWindow    *panel;
  BrgTableView         *table_view;
  GtkLabel             *position_label;
  BrgAuctionView       *auction_view;
  BrgAnnotationPanel   *annotation_panel;
  BrgDetailsPane       *details_pane;
  GtkRevealer          *problem_revealer;
  GtkImage             *problem_icon;
  GtkLabel             *problem_label;

  guint                 loading_timeout_id;
  gboolean              loading_shown;   /* the file being read shows its first boards */
  guint                 scroll_panel_id;
  gulong                recent_changed_id;
  gboolean              reveal_hidden;
  gboolean              quiz_mode;
  gboolean              stepping_calls;

  /* Editing (brg-window-edit.c): one history for every board of the
   * window, so that Undo takes back the last edit wherever it was. */
  BrgHistory           *history;         /* Owned */
  gboolean              edit_mode;
  GtkWidget            *bidding_box;     /* Borrowed: template children */
  GtkWidget            *play_box;
  GtkWidget            *annotation_editor;
  gboolean              from_document;   /* brg-window-article.c */

  /* What follows every change (brg-window-changes.c) */
  guint                 dd_refresh_id;

  /* Saving (brg-window-save.c) */
  const char           *format_name;      /* the format Save writes, or NULL */
  GFileInfo            *file_info;        /* Owned, nullable: the file as read or saved */
  GHashTable           *accepted_losses;  /* Owned: losses the user saved anyway */
  gpointer              save_job;         /* Owned, nullable: a save under way */
  gboolean              close_confirmed;

  /* Recovery (brg-window-recovery.c) */
  char                 *recovery_id;      /* Owned, nullable */
  int                   recovery_lock;    /* a file descriptor, or -1 */
  guint                 autosave_id;
  GCancellable         *autosave_cancellable; /* Owned, nullable */

  /* The deal editor (brg-window-deal.c) */
  GtkWidget            *deal_editor;      /* Borrowed: beside the table */
  gboolean              editing_deal;

  /* The details editor (brg-window-details.c) */
  GtkToggleButton      *edit_details_button; /* Template */
  GtkWidget            *details_editor;   /* Borrowed: beside the details pane */
};

/* brg-window.c */
BrgBoard *_brg_window_get_board              (BrgWindow   *self);
void      _brg_window_update_current_call    (BrgWindow   *self);
void      _brg_window_show_toast             (BrgWindow   *self,
                                              const char  *title,
                                              const char  *button_label,
                                              const char  *action_name);
void      _brg_window_show_event             (BrgWindow   *self,
                                              GFile       *file,
                                              BrgEvent    *event,
                                              GPtrArray   *diagnostics);
void      _brg_window_set_file               (BrgWindow   *self,
                                              GFile       *file);
void      _brg_window_update_subtitle        (BrgWindow   *self);

/* brg-window-actions.c */
void      _brg_window_class_add_actions      (GtkWidgetClass *widget_class);
void      _brg_window_add_shortcuts          (BrgWindow   *self);
void      _brg_window_update_actions         (BrgWindow   *self);

/* brg-window-open.c */
void      _brg_window_init_open              (BrgWindow   *self);
void      _brg_window_dispose_open           (BrgWindow   *self);
void      _brg_window_choose_file            (BrgWindow   *self);
void      _brg_window_cancel_load            (BrgWindow   *self);
char     *_brg_window_dup_display_name       (GFile       *file);
AdwMessageDialog *_brg_window_new_file_dialog (BrgWindow  *self,
                                              const char *heading,
                                              const char *body);

/* brg-window-problems.c */
void      _brg_window_index_problems         (BrgWindow   *self,
                                              guint        from);
void      _brg_window_update_problem_bar     (BrgWindow   *self);
void      _brg_window_show_diagnostics       (BrgWindow   *self,
                                              gboolean     this_board);
void      _brg_window_present_diagnostics    (BrgWindow   *self,
                                              GFile       *file,
                                              GPtrArray   *diagnostics);

/* brg-window-edit.c */
void      _brg_window_class_add_edit_actions (GtkWidgetClass *widget_class);
void      _brg_window_init_edit          (BrgWindow   *self);
void      _brg_window_dispose_edit       (BrgWindow   *self);
gboolean  _brg_window_perform            (BrgWindow   *self,
                                          BrgCommand  *command);
void      _brg_window_update_editors     (BrgWindow   *self);

/* brg-window-entry.c */
void      _brg_window_class_add_entry_actions (GtkWidgetClass *widget_class);
void      _brg_window_init_entry         (BrgWindow   *self);
void      _brg_window_update_entry       (BrgWindow   *self);

/* brg-window-article.c */
void      _brg_window_class_add_article_actions (GtkWidgetClass *widget_class);
void      _brg_window_init_article       (BrgWindow   *self);
gboolean  _brg_window_export_article     (BrgWindow   *self,
                                          GFile       *file,
                                          const char  *scope,
                                          GError     **error);
gboolean  _brg_window_update_document    (BrgWindow   *self,
                                          GError     **error);

/* brg-window-changes.c */
void      _brg_window_init_changes           (BrgWindow   *self);
void      _brg_window_dispose_changes        (BrgWindow   *self);

/* brg-window-save.c */
void      _brg_window_class_add_save_actions (GtkWidgetClass *widget_class);
void      _brg_window_init_save              (BrgWindow   *self);
void      _brg_window_dispose_save           (BrgWindow   *self);
void      _brg_window_opened_file            (BrgWindow   *self,
                                              GFile       *file,
                                              GFileInfo   *info);
gboolean  _brg_window_ask_before_open        (BrgWindow   *self,
                                              GFile       *file);
gboolean  _brg_window_ask_before_close       (BrgWindow   *self);
const BrgFormat *_brg_window_format_for_save (GFile           *file,
                                              const BrgFormat *chosen,
                                              GFile          **renamed);

/* brg-window-recovery.c */
void      _brg_window_init_recovery          (BrgWindow   *self);
void      _brg_window_dispose_recovery       (BrgWindow   *self);
void      _brg_window_schedule_autosave      (BrgWindow   *self);
void      _brg_window_discard_recovery       (BrgWindow   *self);

/* brg-window-boards.c */
void      _brg_window_class_add_board_actions (GtkWidgetClass *widget_class);

/* brg-window-deal.c */
void      _brg_window_class_add_deal_actions (GtkWidgetClass *widget_class);
void      _brg_window_init_deal              (BrgWindow   *self);
void      _brg_window_bind_deal_settings     (BrgWindow   *self);

/* brg-window-details.c */
void      _brg_window_init_details           (BrgWindow   *self);

/* brg-window-recent.c */
void      _brg_window_init_recent            (BrgWindow   *self);
void      _brg_window_dispose_recent         (BrgWindow   *self);
void      _brg_window_add_recent             (BrgWindow   *self,
                                              GFile       *file);

G_END_DECLS
