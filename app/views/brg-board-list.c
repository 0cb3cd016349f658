/* brg-board-list.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "brg-accessible-private.h"
#include "brg-board-list.h"
#include "brg-markup-private.h"

/* From how many boards a search fills the list in batches. */
#define INCREMENTAL_SEARCH_FROM 10000

/**
 * BrgBoardList:
 *
 * The boards of a file as a list beside the table, bound to the core's
 * #GListModel of #BrgBoard: one row per board with its number (a board
 * without one shows its place in the file, dimmed), dealer and
 * vulnerability, contract and declarer, and result. Only the rows on
 * screen exist, so a file of 10,000 boards costs little.
 *
 * A search entry above the list filters it (#GtkFilterListModel with a
 * #GtkCustomFilter): every word of the search must match the board
 * number (exactly, for a word of digits), a player, the event or the
 * contract.
 *
 * Several boards can be selected (Control and Shift with a click or the
 * arrow keys, Control+A), for the window's commands on boards: delete,
 * move, renumber. One of them is the board shown, the selected board
 * (#BrgBoardList:selected-board): the one clicked, or the one that stays
 * selected. It moves with the keyboard in the list and with
 * brg_board_list_select_next() and brg_board_list_select_previous(), which
 * the window's `win.next-board` and `win.prev-board` use. A row dragged
 * onto another moves the boards selected there (`win.move-boards`).
 */
struct _BrgBoardList
{
  GtkWidget           parent_instance;

  /* Owned */
  GListModel         *model;
  GtkFilterListModel *filter_model;
  GtkMultiSelection  *selection;
  BrgBoard           *current;           /* the board shown, or NULL */
  GtkBitset          *last_selection;    /* as the last change left it */
  GtkCustomFilter    *filter;
  char               *search_text;
  char              **search_words;

  /* Template widgets */
  GtkWidget          *box;
  GtkWidget          *search_entry;
  GtkWidget          *header;
  GtkWidget          *list_view;
  GtkWidget          *footer;

  gulong              dark_id;
  guint               current_position;  /* among the boards shown */
  gboolean            four_color;
  gboolean            show_outcome;
  gboolean            syncing_entry;
};

G_DEFINE_FINAL_TYPE (BrgBoardList, brg_board_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_SELECTED_BOARD,
  PROP_N_SHOWN,
  PROP_SEARCH_TEXT,
  PROP_FOUR_COLOR,
  PROP_SHOW_OUTCOME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
contains_folded (const char *haystack,
                 const char *needle)
{
  g_autofree char *folded = NULL;

  if (haystack == NULL || haystack[0] == '\0')
    return FALSE;

  folded = g_utf8_casefold (haystack, -1);
  return strstr (folded, needle) != NULL;
}

static gboolean
is_digits (const char *word)
{
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return word[0] != '\0';
}

static gboolean
word_matches (BrgBoard   *board,
              const char *word)
{
  static const char *tags[] = { "West", "North", "East", "South", "Event" };
  BrgContract contract;
  BrgSeat declarer;

  if (is_digits (word))
    {
      guint64 number = 0;

      /* A number names a board; "3" should not find 13 or 3NT. */
      return g_ascii_string_to_unsigned (word, 10, 0, G_MAXUINT, &number, NULL)
             && brg_board_get_number (board) == number;
    }

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    if (contains_folded (brg_board_get_tag (board, tags[i]), word))
      return TRUE;

  if (brg_board_get_contract (board, &contract, &declarer))
    {
      g_autofree char *pbn = brg_contract_to_pbn (&contract);
      g_autofree char *display = brg_contract_to_display (&contract);

      if (contains_folded (pbn, word) || contains_folded (display, word))
        return TRUE;
    }

  return FALSE;
}

static char **
split_search (const char *search)
{
  g_autofree char *folded = NULL;
  g_auto(GStrv) words = NULL;
  GPtrArray *out = g_ptr_array_new ();

  if (search != NULL)
    {
      folded = g_utf8_casefold (search, -1);
      words = g_strsplit_set (folded, " \t", -1);
      for (guint i = 0; words[i] != NULL; i++)
        if (words[i][0] != '\0')
          g_ptr_array_add (out, g_strdup (words[i]));
    }
  g_ptr_array_add (out, NULL);

  return (char **) g_ptr_array_free (out, FALSE);
}

static gboolean
matches_words (BrgBoard           *board,
               const char * const *words)
{
  for (guint i = 0; words[i] != NULL; i++)
    if (!word_matches (board, words[i]))
      return FALSE;
  return TRUE;
}

/**
 * brg_board_list_board_matches:
 * @board: a board
 * @search: (nullable): the text of the search entry
 *
 * The filter of the list: every word of @search, in any letter case, must
 * match the board number exactly (a word of digits), or be found in a
 * player's name, the event or the contract (`4H`, `4♥`, `3nt`).
 *
 * Returns: %TRUE if @board is shown for @search
 */
gboolean
brg_board_list_board_matches (BrgBoard   *board,
                              const char *search)
{
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  words = split_search (search);
  return matches_words (board, (const char * const *) words);
}

static gboolean
filter_func (gpointer item,
             gpointer user_data)
{
  BrgBoardList *self = user_data;

  return matches_words (item, (const char * const *) self->search_words);
}

/* With no search the list shows the model as it is: a position among
 * the boards shown is one in the model. */
static gboolean
shows_all (BrgBoardList *self)
{
  return self->search_words[0] == NULL;
}

/* Where @board is in @model. A big file's event finds it among the boards
 * built, without building the others to compare them
 * (brg-event-private.h): a board given is a board built. */
static gboolean
find_board (GListModel *model,
            gpointer    board,
            guint      *position)
{
  guint n;

  if (BRG_IS_EVENT (model))
    return brg_event_find (BRG_EVENT (model), board, position);

  n = g_list_model_get_n_items (model);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (item == board)
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

static void
update_footer (BrgBoardList *self)
{
  guint total = self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filter_model));
  g_autofree char *total_text = _brg_dup_count (total);
  g_autofree char *shown_text = _brg_dup_count (shown);
  g_autofree char *text = NULL;

  if (shown == total)
    /* Translators: %s is a number of boards, "10,000" */
    text = g_strdup_printf (ngettext ("%s board", "%s boards", total), total_text);
  else
    /* Translators: shown while the board list is filtered */
    text = g_strdup_printf (ngettext ("%s of %s board", "%s of %s boards", total),
                            shown_text, total_text);
  gtk_label_set_text (GTK_LABEL (self->footer), text);
}

static GtkWidget *
new_cell (int    width,
          float  xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (width > 0)
    gtk_widget_set_size_request (label, width, -1);
  else
    gtk_widget_set_hexpand (label, TRUE);

  return label;
}

/* A row of cells as wide as the column headings of the template. */
static GtkWidget *
new_row (BrgBoardList *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL,
                                gtk_box_get_spacing (GTK_BOX (self->header)));

  for (GtkWidget *heading = gtk_widget_get_first_child (self->header);
       heading != NULL;
       heading = gtk_widget_get_next_sibling (heading))
    {
      int width = -1;
      GtkWidget *cell;

      gtk_widget_get_size_request (heading, &width, NULL);
      cell = new_cell (width, gtk_label_get_xalign (GTK_LABEL (heading)));
      if (gtk_widget_has_css_class (heading, "board-number"))
        {
          gtk_widget_add_css_class (cell, "numeric");
          gtk_widget_add_css_class (cell, "board-number");
        }
      gtk_box_append (GTK_BOX (row), cell);
    }

  return row;
}

/* The boards a drag moves: the selection when the row dragged is in it,
 * else that board alone; by their positions in the model. */
static GArray *
dup_dragged (BrgBoardList *self,
             BrgBoard     *board)
{
  g_autoptr(GArray) selection = brg_board_list_dup_selection (self);
  GArray *dragged = g_array_new (FALSE, FALSE, sizeof (guint));
  guint i;

  if (!find_board (self->model, board, &i))
    return dragged;
  for (guint j = 0; j < selection->len; j++)
    if (g_array_index (selection, guint, j) == i)
      return g_array_append_vals (dragged, selection->data, selection->len);
  return g_array_append_val (dragged, i);
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkListItem   *item)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);
  BrgBoard *board = gtk_list_item_get_item (item);

  if (board == NULL)
    return NULL;
  gtk_drag_source_set_icon (source, icon, (int) x, (int) y);
  return gdk_content_provider_new_typed (BRG_TYPE_BOARD, board);
}

/**
 * brg_board_list_get_drop_position:
 * @self: a board list
 * @dragged: (element-type guint): the positions in the model of the
 *   boards dragged, in order
 * @target: the position in the model of the board dropped onto
 * @after: whether they go after it rather than before
 *
 * Says where the boards dropped go, as brg_edit_move_boards() takes it:
 * the position of the first of them among the boards they leave.
 *
 * Returns: the position
 */
guint
brg_board_list_get_drop_position (BrgBoardList *self,
                                  GArray       *dragged,
                                  guint         target,
                                  gboolean      after)
{
  guint insert = after ? target + 1 : target;
  guint to = insert;

  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), 0);

  for (guint i = 0; i < dragged->len; i++)
    if (g_array_index (dragged, guint, i) < insert)
      to--;
  return to;
}

/* A row dropped on another: the boards dragged go before it (the upper
 * half) or after it, through the window's win.move-boards. */
static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         GtkListItem   *item)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  BrgBoardList *self = BRG_BOARD_LIST (gtk_widget_get_ancestor (row, BRG_TYPE_BOARD_LIST));
  BrgBoard *onto = gtk_list_item_get_item (item);
  g_autoptr(GArray) dragged = NULL;
  g_autoptr(GVariantBuilder) builder = NULL;
  guint target_position = GTK_INVALID_LIST_POSITION;
  guint to;

  if (!G_VALUE_HOLDS (value, BRG_TYPE_BOARD) || onto == NULL || self->model == NULL)
    return FALSE;

  if (!find_board (self->model, onto, &target_position))
    target_position = GTK_INVALID_LIST_POSITION;
  dragged = dup_dragged (self, g_value_get_object (value));
  if (dragged->len == 0 || target_position == GTK_INVALID_LIST_POSITION)
    return FALSE;

  to = brg_board_list_get_drop_position (self, dragged, target_position,
                                         y > gtk_widget_get_height (row) / 2.0);
  builder = g_variant_builder_new (G_VARIANT_TYPE ("au"));
  for (guint i = 0; i < dragged->len; i++)
    g_variant_builder_add (builder, "u", g_array_index (dragged, guint, i));
  return gtk_widget_activate_action (GTK_WIDGET (self), "win.move-boards", "(auu)", builder, to);
}

static void
factory_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  BrgBoardList             *self)
{
  GtkWidget *row = new_row (self);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (BRG_TYPE_BOARD, GDK_ACTION_MOVE);

  gtk_widget_add_css_class (row, "board-row");
  /* The row's name says what its labels show (fill_row()). */
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_list_item_set_child (item, row);

  /* Dragging a row reorders the boards. */
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), item);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), item);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
}

static char *
dealer_markup (BrgBoard *board)
{
  static const char *vulnerable[] = { "\u2013", "NS", "EW", "All" };
  BrgSeat dealer = brg_board_get_dealer (board);
  BrgVulnerability vulnerability;
  const char *red = _brg_markup_suit_color (BRG_SUIT_HEARTS, _brg_markup_flags_for (FALSE));
  g_autofree char *seat = BRG_SEAT_IS_VALID (dealer)
                          ? g_markup_escape_text (brg_seat_to_display_short (dealer), -1)
                          : g_strdup ("<span alpha=\"55%\">\u2013</span>");

  if (!brg_board_get_vulnerability (board, &vulnerability))
    return g_steal_pointer (&seat);
  if (vulnerability == BRG_VULNERABILITY_NONE)
    return g_strdup_printf ("%s  <span alpha=\"55%%\">%s</span>", seat, vulnerable[0]);

  /* Translators: NS, EW and All are short for who is vulnerable in the board list */
  return g_strdup_printf ("%s  <span foreground=\"%s\">%s</span>", seat, red,
                          /* Translators: NS, EW and All are short for who is vulnerable in the
                           * board list; NS and EW in your seat letters (French NS, EO) */
                          vulnerability == BRG_VULNERABILITY_ALL ? _("All")
                          : vulnerability == BRG_VULNERABILITY_NS ? _("NS") : _("EW"));
}

static char *
contract_markup (BrgBoard       *board,
                 BrgMarkupFlags  flags)
{
  BrgContract contract;
  BrgSeat declarer;
  g_autofree char *markup = NULL;

  if (!brg_board_get_contract (board, &contract, &declarer))
    return g_strdup ("");

  markup = _brg_markup_contract (&contract, flags);
  if (contract.passed_out || !BRG_SEAT_IS_VALID (declarer))
    return g_steal_pointer (&markup);

  return g_strdup_printf ("%s %s", markup, brg_seat_to_display_short (declarer));
}

/* "=", "+1", "−2", or the tricks when there is no level to compare with. */
static char *
dup_result_text (BrgBoard *board)
{
  int tricks = brg_board_get_declarer_tricks (board);
  BrgContract contract;
  int needed;

  if (tricks < 0 || !brg_board_get_contract (board, &contract, NULL) || contract.passed_out)
    return g_strdup ("");
  if (contract.level == 0)
    return g_strdup_printf ("%d", tricks);

  needed = (int) brg_contract_get_tricks_needed (&contract);
  if (tricks == needed)
    return g_strdup ("=");
  if (tricks > needed)
    return g_strdup_printf ("+%d", tricks - needed);
  return g_strdup_printf ("\u2212%d", needed - tricks);
}

/* What a row shows, in words, for a screen reader: "Board 3, dealer
 * South, E-W vulnerable, 4♠ by South, made". The contract and the result
 * only when the list shows them (not in a quiz). */
static char *
dup_row_name (BrgBoardList *self,
              BrgBoard     *board,
              guint         position)
{
  GString *name = g_string_new (NULL);
  BrgSeat dealer = brg_board_get_dealer (board);
  BrgVulnerability vulnerability;
  BrgContract contract;
  BrgSeat declarer;

  if (brg_board_get_number (board) > 0)
    g_string_append_printf (name, _("Board %u"), brg_board_get_number (board));
  else
    /* Translators: a board without a number, by its place in the file */
    g_string_append_printf (name, _("Board without a number, %u in the file"), position + 1);
  if (BRG_SEAT_IS_VALID (dealer))
    /* Translators: part of a board's description, as in "Board 3, dealer South" */
    g_string_append_printf (name, _(", dealer %s"), brg_seat_to_display (dealer));
  if (brg_board_get_vulnerability (board, &vulnerability))
    g_string_append_printf (name, ", %s", brg_vulnerability_to_display (vulnerability));
  if (self->show_outcome && brg_board_get_contract (board, &contract, &declarer))
    {
      g_autofree char *contract_text = brg_contract_to_display (&contract);
      int tricks = brg_board_get_declarer_tricks (board);

      g_string_append_printf (name, ", %s", contract_text);
      if (!contract.passed_out && BRG_SEAT_IS_VALID (declarer))
        /* Translators: the declarer after the contract, as in "4♠ by South" */
        g_string_append_printf (name, _(" by %s"), brg_seat_to_display (declarer));
      if (!contract.passed_out && tricks >= 0 && contract.level > 0)
        {
          int over = tricks - (int) brg_contract_get_tricks_needed (&contract);

          g_string_append (name, ", ");
          if (over == 0)
            g_string_append (name, _("made"));
          else if (over > 0)
            g_string_append_printf (name, ngettext ("made with %d overtrick",
                                                    "made with %d overtricks", over), over);
          else
            /* Translators: a contract that failed by this many tricks */
            g_string_append_printf (name, _("down %d"), -over);
        }
    }
  if (brg_board_get_has_errors (board))
    g_string_append (name, _(", with problems"));
  return g_string_free (name, FALSE);
}

/* Fills a row from its board, when bound and when the board changes. */
static void
fill_row (BrgBoardList *self,
          GtkListItem  *item)
{
  BrgBoard *board = gtk_list_item_get_item (item);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (row);
  GtkWidget *dealer = gtk_widget_get_next_sibling (number);
  GtkWidget *contract = gtk_widget_get_next_sibling (dealer);
  GtkWidget *result = gtk_widget_get_next_sibling (contract);
  BrgMarkupFlags flags = _brg_markup_flags_for (self->four_color);
  g_autofree char *number_text = NULL;
  g_autofree char *dealer_text = dealer_markup (board);
  g_autofree char *contract_text = self->show_outcome ? contract_markup (board, flags) : g_strdup ("");
  g_autofree char *result_text = self->show_outcome ? dup_result_text (board) : g_strdup ("");
  g_autofree char *name = NULL;
  guint position = 0;

  if (brg_board_get_number (board) > 0)
    number_text = g_strdup_printf ("%u", brg_board_get_number (board));
  else
    {
      /* A board without a number shows its place in the file, dimmed. */
      if (BRG_IS_EVENT (self->model) && brg_event_find (BRG_EVENT (self->model), board, &position))
        number_text = g_strdup_printf ("<span alpha=\"55%%\">%u</span>", position + 1);
      else
        number_text = g_strdup ("\u2013");
    }
  name = dup_row_name (self, board, position);
  _brg_accessible_name_row (row, name);

  gtk_label_set_markup (GTK_LABEL (number), number_text);
  gtk_label_set_markup (GTK_LABEL (dealer), dealer_text);
  gtk_label_set_markup (GTK_LABEL (contract), contract_text);
  gtk_label_set_text (GTK_LABEL (result), result_text);

  if (brg_board_get_has_errors (board))
    gtk_widget_add_css_class (row, "has-errors");
  else
    gtk_widget_remove_css_class (row, "has-errors");
}

static void
board_tag_changed_cb (GtkListItem *item)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *list = row != NULL ? gtk_widget_get_ancestor (row, BRG_TYPE_BOARD_LIST) : NULL;

  if (list != NULL && gtk_list_item_get_item (item) != NULL)
    fill_row (BRG_BOARD_LIST (list), item);
}

static void
factory_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 BrgBoardList             *self)
{
  BrgBoard *board = gtk_list_item_get_item (item);
  gulong id;

  fill_row (self, item);
  /* An edit of the number, the dealer or the result shows at once. */
  id = g_signal_connect_object (board, "tag-changed", G_CALLBACK (board_tag_changed_cb), item,
                                G_CONNECT_SWAPPED);
  g_object_set_data (G_OBJECT (item), "brg-tag-changed-id", GSIZE_TO_POINTER (id));
}

static void
factory_unbind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   BrgBoardList             *self)
{
  BrgBoard *board = gtk_list_item_get_item (item);
  gulong id = GPOINTER_TO_SIZE (g_object_steal_data (G_OBJECT (item), "brg-tag-changed-id"));

  if (board != NULL && id != 0)
    g_signal_handler_disconnect (board, id);
}

static void
set_current (BrgBoardList *self,
             guint         position)
{
  g_autoptr(BrgBoard) board = NULL;

  if (position != GTK_INVALID_LIST_POSITION)
    board = g_list_model_get_item (G_LIST_MODEL (self->selection), position);
  if (board == NULL)
    position = GTK_INVALID_LIST_POSITION;

  self->current_position = position;
  if (board == self->current)
    return;
  g_set_object (&self->current, board);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_BOARD]);
}

static void
remember_selection (BrgBoardList *self)
{
  g_autoptr(GtkBitset) before = g_steal_pointer (&self->last_selection);

  self->last_selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  if (before == NULL || !gtk_bitset_equals (before, self->last_selection))
    g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/* Selects the board at @position alone, and shows it. */
static void
select_only (BrgBoardList *self,
             guint         position)
{
  if (position == GTK_INVALID_LIST_POSITION)
    {
      gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
      set_current (self, GTK_INVALID_LIST_POSITION);
    }
  else
    {
      /* The current board first, so that the change does not pick another. */
      set_current (self, position);
      gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), position, TRUE);
    }
  remember_selection (self);
}

/* The user changed the selection: a board that has just become selected
 * (a click) is shown; while the board shown stays selected (Control or
 * Shift and a click) it stays shown; one board at least stays selected. */
static void
selection_changed_cb (BrgBoardList *self,
                      guint         position,
                      guint         n_items)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (self->selection);
  g_autoptr(GtkBitset) now = gtk_selection_model_get_selection (model);
  g_autoptr(GtkBitset) added = gtk_bitset_copy (now);
  guint current = self->current_position;

  if (self->last_selection != NULL)
    gtk_bitset_difference (added, self->last_selection);

  if (gtk_bitset_is_empty (now))
    {
      /* Control and a click took off the last one: it stays. */
      if (current != GTK_INVALID_LIST_POSITION)
        gtk_selection_model_select_item (model, current, FALSE);
    }
  else if (current == GTK_INVALID_LIST_POSITION || !gtk_bitset_contains (now, current))
    set_current (self, gtk_bitset_is_empty (added) ? gtk_bitset_get_minimum (now)
                                                   : gtk_bitset_get_maximum (added));
  else if (gtk_bitset_get_size (now) == 1)
    set_current (self, gtk_bitset_get_minimum (now));

  remember_selection (self);
}

/* Boards came and went (a search, an edit of the event): the board shown
 * keeps its place, or the one now where it was is shown. */
static void
selection_items_changed_cb (BrgBoardList *self,
                            guint         position,
                            guint         removed,
                            guint         added)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  guint current = self->current_position;

  if (current != GTK_INVALID_LIST_POSITION && current >= position + removed)
    self->current_position = current + added - removed;
  else if (current != GTK_INVALID_LIST_POSITION && current >= position)
    {
      select_only (self, n > 0 ? MIN (position, n - 1) : GTK_INVALID_LIST_POSITION);
      return;
    }
  else if (current == GTK_INVALID_LIST_POSITION && n > 0)
    {
      select_only (self, 0);
      return;
    }

  remember_selection (self);
  if (self->current_position != GTK_INVALID_LIST_POSITION
      && gtk_bitset_is_empty (self->last_selection))
    select_only (self, self->current_position);
}

static void
filter_items_changed_cb (BrgBoardList *self,
                         guint         position,
                         guint         removed,
                         guint         added)
{
  update_footer (self);
  if (removed != added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SHOWN]);
}

static void
search_changed_cb (BrgBoardList   *self,
                   GtkSearchEntry *entry)
{
  /* Setting the entry's text empties it first, which reports at once. */
  if (self->syncing_entry)
    return;

  brg_board_list_set_search_text (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
search_stop_cb (BrgBoardList   *self,
                GtkSearchEntry *entry)
{
  if (gtk_editable_get_text (GTK_EDITABLE (entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
  else
    gtk_widget_grab_focus (self->list_view);
}

static void
search_activate_cb (BrgBoardList   *self,
                    GtkSearchEntry *entry)
{
  gtk_widget_grab_focus (self->list_view);
}

/* Rebinds the rows on screen, when the colours of the suits change. */
static void
refresh_rows (BrgBoardList *self)
{
  gtk_list_view_set_model (GTK_LIST_VIEW (self->list_view), NULL);
  gtk_list_view_set_model (GTK_LIST_VIEW (self->list_view),
                           GTK_SELECTION_MODEL (self->selection));
}

/* Focusing the list moves the keyboard focus to its rows. */
static gboolean
brg_board_list_grab_focus (GtkWidget *widget)
{
  BrgBoardList *self = BRG_BOARD_LIST (widget);

  return gtk_widget_grab_focus (self->list_view);
}

static gboolean
focus_within (GtkWidget *widget,
              GtkWidget *ancestor)
{
  return widget != NULL && (widget == ancestor || gtk_widget_is_ancestor (widget, ancestor));
}

/* Tab stops twice in the board list: the search, then the board shown
 * (the arrows go from board to board). GTK 4.8's list view would take
 * Tab from row to row, a hundred thousand presses in a big file. */
static gboolean
brg_board_list_focus (GtkWidget        *widget,
                      GtkDirectionType  direction)
{
  BrgBoardList *self = BRG_BOARD_LIST (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean in_search = focus_within (focus, self->search_entry);
  gboolean in_list = focus_within (focus, self->list_view);

  if (direction == GTK_DIR_TAB_FORWARD)
    {
      if (in_list)
        return FALSE;
      if (in_search)
        return gtk_widget_grab_focus (self->list_view);
      return gtk_widget_grab_focus (self->search_entry);
    }
  if (direction == GTK_DIR_TAB_BACKWARD)
    {
      if (in_search)
        return FALSE;
      if (in_list)
        return gtk_widget_grab_focus (self->search_entry);
      return gtk_widget_grab_focus (self->list_view);
    }
  return GTK_WIDGET_CLASS (brg_board_list_parent_class)->focus (widget, direction);
}

static void
brg_board_list_dispose (GObject *object)
{
  BrgBoardList *self = BRG_BOARD_LIST (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  gtk_widget_dispose_template (GTK_WIDGET (self), BRG_TYPE_BOARD_LIST);
  g_clear_object (&self->selection);
  g_clear_object (&self->current);
  g_clear_pointer (&self->last_selection, gtk_bitset_unref);
  g_clear_object (&self->filter_model);
  g_clear_object (&self->filter);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (brg_board_list_parent_class)->dispose (object);
}

static void
brg_board_list_finalize (GObject *object)
{
  BrgBoardList *self = BRG_BOARD_LIST (object);

  g_clear_pointer (&self->search_text, g_free);
  g_clear_pointer (&self->search_words, g_strfreev);

  G_OBJECT_CLASS (brg_board_list_parent_class)->finalize (object);
}

static void
brg_board_list_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BrgBoardList *self = BRG_BOARD_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, brg_board_list_get_model (self));
      break;

    case PROP_SELECTED_BOARD:
      g_value_set_object (value, brg_board_list_get_selected_board (self));
      break;

    case PROP_N_SHOWN:
      g_value_set_uint (value, brg_board_list_get_n_shown (self));
      break;

    case PROP_SEARCH_TEXT:
      g_value_set_string (value, brg_board_list_get_search_text (self));
      break;

    case PROP_FOUR_COLOR:
      g_value_set_boolean (value, brg_board_list_get_four_color (self));
      break;

    case PROP_SHOW_OUTCOME:
      g_value_set_boolean (value, brg_board_list_get_show_outcome (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_board_list_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BrgBoardList *self = BRG_BOARD_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      brg_board_list_set_model (self, g_value_get_object (value));
      break;

    case PROP_SEARCH_TEXT:
      brg_board_list_set_search_text (self, g_value_get_string (value));
      break;

    case PROP_FOUR_COLOR:
      brg_board_list_set_four_color (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_OUTCOME:
      brg_board_list_set_show_outcome (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_board_list_class_init (BrgBoardListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = brg_board_list_dispose;
  object_class->finalize = brg_board_list_finalize;
  object_class->get_property = brg_board_list_get_property;
  object_class->set_property = brg_board_list_set_property;

  /**
   * BrgBoardList:model:
   *
   * The boards, a #GListModel of #BrgBoard such as a #BrgEvent.
   */
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoardList:selected-board:
   *
   * The board selected in the list, or %NULL.
   */
  properties[PROP_SELECTED_BOARD] =
    g_param_spec_object ("selected-board", NULL, NULL,
                         BRG_TYPE_BOARD,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoardList:n-shown:
   *
   * The number of boards the search leaves in the list.
   */
  properties[PROP_N_SHOWN] =
    g_param_spec_uint ("n-shown", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoardList:search-text:
   *
   * The text the list is filtered with.
   */
  properties[PROP_SEARCH_TEXT] =
    g_param_spec_string ("search-text", NULL, NULL,
                         "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoardList:four-color:
   *
   * Whether suit symbols take the four-colour deck's colours.
   */
  properties[PROP_FOUR_COLOR] =
    g_param_spec_boolean ("four-color", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoardList:show-outcome:
   *
   * Whether the contract and result columns are filled; a quiz keeps them
   * back.
   */
  properties[PROP_SHOW_OUTCOME] =
    g_param_spec_boolean ("show-outcome", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgBoardList::selection-changed:
   * @self: the board list
   *
   * Emitted when the boards selected changed, the board shown or not.
   */
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  widget_class->grab_focus = brg_board_list_grab_focus;
  widget_class->focus = brg_board_list_focus;

  gtk_widget_class_set_template_from_resource (widget_class, BRG_RESOURCE_BASE_PATH
                                               "/ui/brg-board-list.ui");
  gtk_widget_class_bind_template_child (widget_class, BrgBoardList, box);
  gtk_widget_class_bind_template_child (widget_class, BrgBoardList, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BrgBoardList, header);
  gtk_widget_class_bind_template_child (widget_class, BrgBoardList, list_view);
  gtk_widget_class_bind_template_child (widget_class, BrgBoardList, footer);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boardlist");
}

static void
brg_board_list_init (BrgBoardList *self)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->show_outcome = TRUE;
  self->search_text = g_strdup ("");
  self->search_words = split_search (NULL);

  self->filter = gtk_custom_filter_new (NULL, NULL, NULL);
  self->filter_model = gtk_filter_list_model_new (NULL, g_object_ref (GTK_FILTER (self->filter)));
  self->current_position = GTK_INVALID_LIST_POSITION;
  self->selection = gtk_multi_selection_new (g_object_ref (G_LIST_MODEL (self->filter_model)));
  g_signal_connect_object (self->selection, "selection-changed",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  /* After the list view has taken the change in: selecting during its
   * handler crashed GTK 4.8. */
  g_signal_connect_object (self->selection, "items-changed",
                           G_CALLBACK (selection_items_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->filter_model, "items-changed",
                           G_CALLBACK (filter_items_changed_cb), self, G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect_object (factory, "setup", G_CALLBACK (factory_setup_cb), self, 0);
  g_signal_connect_object (factory, "bind", G_CALLBACK (factory_bind_cb), self, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (factory_unbind_cb), self, 0);
  gtk_list_view_set_factory (GTK_LIST_VIEW (self->list_view), factory);
  g_object_unref (factory);
  gtk_list_view_set_model (GTK_LIST_VIEW (self->list_view), GTK_SELECTION_MODEL (self->selection));

  /* Delete in the list deletes the boards selected; elsewhere it is the
   * focused widget's. */
  {
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();

    GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                              gtk_named_action_new ("win.delete-boards"));

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
    gtk_widget_add_controller (self->list_view, shortcuts);
  }

  self->dark_id = g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                                           G_CALLBACK (refresh_rows), self,
                                           G_CONNECT_SWAPPED);
  update_footer (self);
}

/**
 * brg_board_list_new:
 *
 * Returns: (transfer floating): a new, empty board list
 */
GtkWidget *
brg_board_list_new (void)
{
  return g_object_new (BRG_TYPE_BOARD_LIST, NULL);
}

/**
 * brg_board_list_get_model:
 * @self: a board list
 *
 * Returns: (transfer none) (nullable): the boards listed
 */
GListModel *
brg_board_list_get_model (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), NULL);

  return self->model;
}

/**
 * brg_board_list_set_model:
 * @self: a board list
 * @model: (nullable): a #GListModel of #BrgBoard
 *
 * Lists the boards of @model; the first one shown is selected.
 */
void
brg_board_list_set_model (BrgBoardList *self,
                          GListModel   *model)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (model == self->model)
    return;

  g_set_object (&self->model, model);
  gtk_filter_list_model_set_model (self->filter_model, model);
  /* A new file starts at its first board. */
  select_only (self, g_list_model_get_n_items (G_LIST_MODEL (self->selection)) > 0
                     ? 0 : GTK_INVALID_LIST_POSITION);
  update_footer (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/**
 * brg_board_list_get_selected_board:
 * @self: a board list
 *
 * Returns: (transfer none) (nullable): the selected board
 */
BrgBoard *
brg_board_list_get_selected_board (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), NULL);

  return self->current;
}

/**
 * brg_board_list_get_selected:
 * @self: a board list
 *
 * Returns: the position of the selected board among those shown, or
 *   %GTK_INVALID_LIST_POSITION
 */
guint
brg_board_list_get_selected (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), GTK_INVALID_LIST_POSITION);

  return self->current_position;
}

/**
 * brg_board_list_select:
 * @self: a board list
 * @position: a position among the boards shown
 *
 * Selects a board alone, shows it, and scrolls the list to it.
 */
void
brg_board_list_select (BrgBoardList *self,
                       guint         position)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));
  g_return_if_fail (position < brg_board_list_get_n_shown (self));

  select_only (self, position);
  /* gtk_list_view_scroll_to() is GTK 4.12; the list's own action scrolls. */
  gtk_widget_activate_action (self->list_view, "list.scroll-to-item", "u", position);
}

/**
 * brg_board_list_get_n_selected:
 * @self: a board list
 * @first: (out) (optional): the position of the first board selected,
 *   among the boards shown
 * @last: (out) (optional): the position of the last one
 *
 * Returns: how many boards are selected
 */
guint
brg_board_list_get_n_selected (BrgBoardList *self,
                               guint        *first,
                               guint        *last)
{
  g_autoptr(GtkBitset) selection = NULL;
  guint n;

  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), 0);

  selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  n = (guint) gtk_bitset_get_size (selection);
  if (first != NULL)
    *first = n > 0 ? gtk_bitset_get_minimum (selection) : GTK_INVALID_LIST_POSITION;
  if (last != NULL)
    *last = n > 0 ? gtk_bitset_get_maximum (selection) : GTK_INVALID_LIST_POSITION;
  return n;
}

/**
 * brg_board_list_dup_selection:
 * @self: a board list
 *
 * Gets the boards selected by their positions in the model (not among
 * the boards shown), for the commands on boards of brg-board-edits.h.
 *
 * Returns: (transfer full) (element-type guint): the positions, in order
 */
GArray *
brg_board_list_dup_selection (BrgBoardList *self)
{
  g_autoptr(GtkBitset) selection = NULL;
  g_autoptr(GHashTable) selected = NULL;
  GtkBitsetIter iter;
  GArray *positions;
  guint position;
  guint n;

  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), NULL);

  positions = g_array_new (FALSE, FALSE, sizeof (guint));
  if (self->model == NULL)
    return positions;

  selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  if (shows_all (self))
    {
      for (gboolean more = gtk_bitset_iter_init_first (&iter, selection, &position);
           more;
           more = gtk_bitset_iter_next (&iter, &position))
        g_array_append_val (positions, position);
      return positions;
    }

  selected = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  for (gboolean more = gtk_bitset_iter_init_first (&iter, selection, &position);
       more;
       more = gtk_bitset_iter_next (&iter, &position))
    g_hash_table_add (selected, g_list_model_get_item (G_LIST_MODEL (self->filter_model),
                                                       position));

  /* One pass over the model, not a search a board. */
  n = g_list_model_get_n_items (self->model);
  for (guint i = 0; i < n && g_hash_table_size (selected) > positions->len; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (self->model, i);

      if (g_hash_table_contains (selected, item))
        g_array_append_val (positions, i);
    }

  return positions;
}

/**
 * brg_board_list_select_range:
 * @self: a board list
 * @position: the first board to select, among the boards shown
 * @n: how many, at least 1
 * @current: which of them to show, from 0 to @n - 1
 *
 * Selects @n boards in a row, alone, as moving a selection of boards
 * leaves them.
 */
void
brg_board_list_select_range (BrgBoardList *self,
                             guint         position,
                             guint         n,
                             guint         current)
{
  GtkSelectionModel *model;

  g_return_if_fail (BRG_IS_BOARD_LIST (self));
  g_return_if_fail (n > 0 && current < n);
  g_return_if_fail (position + n <= brg_board_list_get_n_shown (self));

  model = GTK_SELECTION_MODEL (self->selection);
  gtk_selection_model_select_range (model, position, n, TRUE);
  set_current (self, position + current);
  remember_selection (self);
  gtk_widget_activate_action (self->list_view, "list.scroll-to-item", "u", position + current);
}

/**
 * brg_board_list_select_all:
 * @self: a board list
 *
 * Selects every board shown; the board shown stays.
 */
void
brg_board_list_select_all (BrgBoardList *self)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));

  gtk_selection_model_select_all (GTK_SELECTION_MODEL (self->selection));
  remember_selection (self);
}

/**
 * brg_board_list_select_board:
 * @self: a board list
 * @board: a board of the list's model
 *
 * Selects @board and scrolls the list to it; a search that hides it is
 * cleared first.
 *
 * Returns: %TRUE if @board is in the list
 */
gboolean
brg_board_list_select_board (BrgBoardList *self,
                             BrgBoard     *board)
{
  GListModel *shown;
  guint position;

  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), FALSE);
  g_return_val_if_fail (BRG_IS_BOARD (board), FALSE);

  if (self->model == NULL)
    return FALSE;
  if (!matches_words (board, (const char * const *) self->search_words))
    brg_board_list_set_search_text (self, "");

  shown = G_LIST_MODEL (self->filter_model);
  if (!find_board (shows_all (self) ? self->model : shown, board, &position))
    return FALSE;
  brg_board_list_select (self, position);
  return TRUE;
}

/**
 * brg_board_list_select_next:
 * @self: a board list
 *
 * Selects the board after the selected one.
 *
 * Returns: %TRUE if there was one
 */
gboolean
brg_board_list_select_next (BrgBoardList *self)
{
  guint selected;

  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), FALSE);

  selected = brg_board_list_get_selected (self);
  if (selected == GTK_INVALID_LIST_POSITION || selected + 1 >= brg_board_list_get_n_shown (self))
    return FALSE;

  brg_board_list_select (self, selected + 1);
  return TRUE;
}

/**
 * brg_board_list_select_previous:
 * @self: a board list
 *
 * Selects the board before the selected one.
 *
 * Returns: %TRUE if there was one
 */
gboolean
brg_board_list_select_previous (BrgBoardList *self)
{
  guint selected;

  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), FALSE);

  selected = brg_board_list_get_selected (self);
  if (selected == GTK_INVALID_LIST_POSITION || selected == 0)
    return FALSE;

  brg_board_list_select (self, selected - 1);
  return TRUE;
}

/**
 * brg_board_list_get_n_shown:
 * @self: a board list
 *
 * Returns: the number of boards the search leaves in the list
 */
guint
brg_board_list_get_n_shown (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->filter_model));
}

/**
 * brg_board_list_get_shown:
 * @self: a board list
 *
 * Returns: (transfer none): the boards the search leaves in the list, in
 *   their order, as a list model of #BrgBoard
 */
GListModel *
brg_board_list_get_shown (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), NULL);

  return G_LIST_MODEL (self->filter_model);
}

/**
 * brg_board_list_get_search_text:
 * @self: a board list
 *
 * Returns: the text the list is filtered with
 */
const char *
brg_board_list_get_search_text (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), NULL);

  return self->search_text;
}

/**
 * brg_board_list_set_search_text:
 * @self: a board list
 * @text: (nullable): the search, as brg_board_list_board_matches() reads it
 *
 * Filters the list at once, and puts @text in the search entry.
 */
void
brg_board_list_set_search_text (BrgBoardList *self,
                                const char   *text)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));

  if (text == NULL)
    text = "";
  if (g_str_equal (text, self->search_text))
    return;

  g_free (self->search_text);
  self->search_text = g_strdup (text);
  g_strfreev (self->search_words);
  self->search_words = split_search (text);

  if (!g_str_equal (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), text))
    {
      self->syncing_entry = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
      self->syncing_entry = FALSE;
    }

  /* No function when there is nothing to look for: the filter then
   * matches all without asking for a board, and a big file's boards are
   * not built to be listed (brg-event-private.h). Setting it tells the
   * model the filter changed (not MORE_STRICT when the search grows: "3"
   * finds board 3, "3n" finds 3NT). */
  /* A big file's boards are built to be looked at (a board in about
   * 10 us): the list fills with what matches in batches, between frames,
   * rather than the window stopping for a second. */
  gtk_filter_list_model_set_incremental (self->filter_model,
                                         self->model != NULL
                                         && g_list_model_get_n_items (self->model)
                                            > INCREMENTAL_SEARCH_FROM);
  if (self->search_words[0] == NULL)
    gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
  else
    gtk_custom_filter_set_filter_func (self->filter, filter_func, self, NULL);
  update_footer (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEARCH_TEXT]);
}

/**
 * brg_board_list_focus_search:
 * @self: a board list
 *
 * Moves the keyboard focus to the search entry.
 */
void
brg_board_list_focus_search (BrgBoardList *self)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));

  gtk_widget_grab_focus (self->search_entry);
}

/**
 * brg_board_list_get_four_color:
 * @self: a board list
 *
 * Returns: whether suit symbols take four colours
 */
gboolean
brg_board_list_get_four_color (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), FALSE);

  return self->four_color;
}

/**
 * brg_board_list_set_four_color:
 * @self: a board list
 * @four_color: whether to colour the suits as the four-colour deck
 *
 * Sets the colours of the suit symbols in the contracts.
 */
void
brg_board_list_set_four_color (BrgBoardList *self,
                               gboolean      four_color)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));

  four_color = !!four_color;
  if (four_color == self->four_color)
    return;

  self->four_color = four_color;
  refresh_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOR]);
}

/**
 * brg_board_list_get_show_outcome:
 * @self: a board list
 *
 * Returns: whether contracts and results are listed
 */
gboolean
brg_board_list_get_show_outcome (BrgBoardList *self)
{
  g_return_val_if_fail (BRG_IS_BOARD_LIST (self), TRUE);

  return self->show_outcome;
}

/**
 * brg_board_list_set_show_outcome:
 * @self: a board list
 * @show_outcome: whether to list contracts and results
 *
 * Fills the contract and result columns, or leaves them empty for a quiz.
 */
void
brg_board_list_set_show_outcome (BrgBoardList *self,
                                 gboolean      show_outcome)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));

  show_outcome = !!show_outcome;
  if (show_outcome == self->show_outcome)
    return;

  self->show_outcome = show_outcome;
  refresh_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_OUTCOME]);
}

/**
 * brg_board_list_refresh_letters:
 * @self: a board list
 *
 * Shows its board again in the card letters in use (brg_letters_get_current()),
 * after they changed: the Preferences' Card Letters.
 */
void
brg_board_list_refresh_letters (BrgBoardList *self)
{
  g_return_if_fail (BRG_IS_BOARD_LIST (self));

  refresh_rows (self);
}
