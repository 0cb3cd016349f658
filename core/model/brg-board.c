/* brg-board.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-board-private.h"
#include "brg-result.h"
#include "brg-deal-private.h"
#include "brg-score.h"
#include "brg-seat.h"
#include "brg-strings-private.h"

/**
 * BrgBoard:
 *
 * One deal of a file, kept losslessly: every tag pair in file order
 * (unknown tags and supplemental sections included, PBN §4.9, §5), the
 * commentary before the first tag, and the model objects the tags describe.
 *
 * Invariants:
 * - the board always owns a #BrgDeal. The first `Deal` tag and the deal
 *   agree: setting the tag parses it into the deal, and a change of the deal
 *   rewrites the tag, unless the deal is empty and there is no tag. A `Deal`
 *   tag that does not parse is kept as text; the deal is then empty and the
 *   board has errors.
 * - the auction exists exactly when an `Auction` tag does, whose value is
 *   the auction's dealer; the same holds for the play, the `Play` tag and
 *   the opening leader. The play refers to the board's deal.
 */
struct _BrgBoard
{
  GObject     parent_instance;

  /* Owned */
  GPtrArray  *tags;              /* of BrgTag, in file order */
  GPtrArray  *leading_comments;  /* of BrgComment, NULL until there is one */
  BrgDeal    *deal;
  BrgAuction *auction;           /* nullable */
  BrgPlay    *play;              /* nullable */

  gulong      auction_dealer_id;
  gulong      play_leader_id;

  /* Set while the Deal tag is parsed into the deal, so that the deal's
   * changes do not rewrite the tag. */
  guint       syncing_deal : 1;
  guint       has_errors : 1;

  guint       line;              /* where the board starts in its file, 0 if unknown */
};

G_DEFINE_BOXED_TYPE (BrgTag, brg_tag, brg_tag_copy, brg_tag_free)
G_DEFINE_FINAL_TYPE (BrgBoard, brg_board, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_HAS_ERRORS,
  PROP_DEAL,
  PROP_AUCTION,
  PROP_PLAY,
  N_PROPS
};

enum {
  TAG_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Values of up to this length are looked up among the shared strings
 * (brg-strings.c): the longest is a contract such as "7NTXX". */
#define SHARED_VALUE_MAX 5

static char *
tag_name_dup (const char *name)
{
  const char *known;

  /* A reader gives the shared copy itself, for a name it knows. */
  if (_brg_strings_is_shared (name))
    return (char *) name;
  known = _brg_strings_lookup (name);

  return known != NULL ? (char *) known : g_strdup (name);
}

static char *
tag_value_dup (const char *value)
{
  if (strnlen (value, SHARED_VALUE_MAX + 1) <= SHARED_VALUE_MAX)
    return tag_name_dup (value);
  return g_strdup (value);
}

static void
tag_string_free (char *string)
{
  if (!_brg_strings_is_shared (string))
    g_free (string);
}

/**
 * brg_tag_new:
 * @name: the tag name
 * @value: the tag value
 *
 * Returns: (transfer full): a new tag without inheritance, comments or
 *   section data
 */
BrgTag *
brg_tag_new (const char *name,
             const char *value)
{
  BrgTag *tag;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  /* A slice: a board holds a dozen tags, and a slice has no malloc header. */
  tag = g_new0 (BrgTag, 1);
  tag->name = tag_name_dup (name);
  tag->value = tag_value_dup (value);
  tag->inheritance = BRG_INHERITANCE_NONE;
  return tag;
}

static gpointer
copy_string (gconstpointer src,
             gpointer      data)
{
  return g_strdup (src);
}

static gpointer
copy_comment (gconstpointer src,
              gpointer      data)
{
  return brg_comment_copy (src);
}

/**
 * brg_tag_copy:
 * @tag: a tag
 *
 * Returns: (transfer full): a deep copy of @tag
 */
BrgTag *
brg_tag_copy (const BrgTag *tag)
{
  BrgTag *copy;

  g_return_val_if_fail (tag != NULL, NULL);

  copy = brg_tag_new (tag->name, tag->value);
  copy->inheritance = tag->inheritance;
  if (tag->comments != NULL)
    {
      copy->comments = g_ptr_array_copy (tag->comments, copy_comment, NULL);
      g_ptr_array_set_free_func (copy->comments, (GDestroyNotify) brg_comment_free);
    }
  if (tag->section != NULL)
    {
      copy->section = g_ptr_array_copy (tag->section, copy_string, NULL);
      g_ptr_array_set_free_func (copy->section, g_free);
    }
  return copy;
}

/**
 * brg_tag_set_name:
 * @tag: a tag
 * @name: the new name
 *
 * Renames @tag. The name is not a plain string to free: names PBN defines
 * are shared by every tag.
 */
void
brg_tag_set_name (BrgTag     *tag,
                  const char *name)
{
  char *old;

  g_return_if_fail (tag != NULL);
  g_return_if_fail (name != NULL);

  /* @name may be the tag's own: look up before freeing. */
  old = tag->name;
  tag->name = tag_name_dup (name);
  tag_string_free (old);
}

/**
 * brg_tag_set_value:
 * @tag: a tag
 * @value: the new value
 *
 * Changes @tag's value, which is not a plain string to free either: common
 * values are shared by every tag.
 */
void
brg_tag_set_value (BrgTag     *tag,
                   const char *value)
{
  char *old;

  g_return_if_fail (tag != NULL);
  g_return_if_fail (value != NULL);

  old = tag->value;
  tag->value = tag_value_dup (value);
  tag_string_free (old);
}

/**
 * brg_tag_free:
 * @tag: (nullable): a tag
 *
 * Frees @tag.
 */
void
brg_tag_free (BrgTag *tag)
{
  if (tag == NULL)
    return;
  tag_string_free (tag->name);
  tag_string_free (tag->value);
  g_clear_pointer (&tag->comments, g_ptr_array_unref);
  g_clear_pointer (&tag->section, g_ptr_array_unref);
  g_free (tag);
}

static guint
array_len (GPtrArray *array)
{
  return array != NULL ? array->len : 0;
}

/**
 * brg_tag_equal:
 * @a: a tag
 * @b: another tag
 *
 * Compares everything a tag holds; a %NULL list equals an empty one.
 *
 * Returns: %TRUE if @a and @b are the same
 */
gboolean
brg_tag_equal (const BrgTag *a,
               const BrgTag *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  if (strcmp (a->name, b->name) != 0 || strcmp (a->value, b->value) != 0
      || a->inheritance != b->inheritance
      || array_len (a->comments) != array_len (b->comments)
      || array_len (a->section) != array_len (b->section))
    return FALSE;

  for (guint i = 0; i < array_len (a->comments); i++)
    {
      const BrgComment *ca = g_ptr_array_index (a->comments, i);
      const BrgComment *cb = g_ptr_array_index (b->comments, i);

      if (ca->kind != cb->kind || strcmp (ca->text, cb->text) != 0)
        return FALSE;
    }

  for (guint i = 0; i < array_len (a->section); i++)
    if (strcmp (g_ptr_array_index (a->section, i), g_ptr_array_index (b->section, i)) != 0)
      return FALSE;

  return TRUE;
}

static int
find_tag (BrgBoard   *self,
          const char *name)
{
  for (guint i = 0; i < self->tags->len; i++)
    {
      const BrgTag *tag = g_ptr_array_index (self->tags, i);

      if (strcmp (tag->name, name) == 0)
        return (int) i;
    }
  return -1;
}

static void
clear_deal (BrgDeal *deal)
{
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    brg_deal_forget_hand (deal, seat);
}

/* The first Deal tag is the truth; "" and "?" (PBN §3.4: inappropriate or
 * unknown) mean no cards are known, which is no error. */
static void
sync_deal_from_tag (BrgBoard *self,
                    gboolean  quiet)
{
  const char *text = brg_board_get_tag (self, "Deal");
  gboolean parsed = TRUE;

  self->syncing_deal = TRUE;
  if (text == NULL || text[0] == '\0' || strcmp (text, "?") == 0)
    clear_deal (self->deal);
  else if (!(quiet ? _brg_deal_set_from_pbn_quiet (self->deal, text, NULL)
                   : brg_deal_set_from_pbn (self->deal, text, NULL)))
    {
      clear_deal (self->deal);
      parsed = FALSE;
    }
  self->syncing_deal = FALSE;

  if (!parsed)
    brg_board_set_has_errors (self, TRUE);
}

static void
emit_tag_changed (BrgBoard   *self,
                  const char *name)
{
  if (strcmp (name, "Board") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);

  /* A name never interned cannot have a handler connected with it as detail. */
  g_signal_emit (self, signals[TAG_CHANGED], g_quark_try_string (name), name);
}

static void
tag_changed (BrgBoard   *self,
             const char *name)
{
  if (strcmp (name, "Deal") == 0)
    sync_deal_from_tag (self, FALSE);
  emit_tag_changed (self, name);
}

/* After the last tag of a section's name is gone, the section's object goes. */
static void
tag_removed (BrgBoard   *self,
             const char *name)
{
  if (find_tag (self, name) >= 0)
    return;
  if (strcmp (name, "Auction") == 0)
    brg_board_set_auction (self, NULL);
  else if (strcmp (name, "Play") == 0)
    brg_board_set_play (self, NULL);
}

/* Stores the value without telling anyone; returns whether anything changed. */
static gboolean
store_tag_value (BrgBoard   *self,
                 const char *name,
                 const char *value)
{
  int index = find_tag (self, name);

  if (index >= 0)
    {
      BrgTag *tag = g_ptr_array_index (self->tags, index);
      char *old_value = tag->value;

      if (strcmp (old_value, value) == 0 && tag->inheritance == BRG_INHERITANCE_NONE)
        return FALSE;
      /* @value may be a tag's own string: copy before freeing. */
      tag->value = tag_value_dup (value);
      tag->inheritance = BRG_INHERITANCE_NONE;
      tag_string_free (old_value);
    }
  else
    g_ptr_array_add (self->tags, brg_tag_new (name, value));

  return TRUE;
}

static void
set_tag_value (BrgBoard   *self,
               const char *name,
               const char *value)
{
  g_autofree char *name_copy = g_strdup (name);

  if (store_tag_value (self, name_copy, value))
    tag_changed (self, name_copy);
}

static void
deal_hand_changed (gpointer owner,
                   BrgSeat  seat)
{
  BrgBoard *self = owner;
  BrgDeal *deal = self->deal;
  g_autofree char *text = NULL;
  BrgSeat first;

  if (self->syncing_deal)
    return;
  if (find_tag (self, "Deal") < 0 && brg_deal_is_empty (deal))
    return;

  /* From the dealer, as PBN exports it; without one, from the seat the tag
   * began with, so that the form stays (a rotation turns the hands only). */
  first = brg_board_get_dealer (self);
  if (first == BRG_SEAT_NONE)
    {
      const char *old = brg_board_get_tag (self, "Deal");
      char letter[2] = { old != NULL ? old[0] : '\0', '\0' };

      if (old == NULL || old[1] != ':' || !brg_seat_from_pbn (letter, &first))
        first = BRG_SEAT_NORTH;
    }
  text = brg_deal_to_pbn (deal, first);

  /* The deal is the truth here: no parsing back. */
  if (store_tag_value (self, "Deal", text))
    emit_tag_changed (self, "Deal");
}

static void
set_seat_tag (BrgBoard   *self,
              const char *name,
              BrgSeat     seat)
{
  char letter[2] = { 0, 0 };

  if (BRG_SEAT_IS_VALID (seat))
    letter[0] = brg_seat_to_pbn (seat);
  set_tag_value (self, name, letter);
}

static void
auction_dealer_changed_cb (BrgAuction *auction,
                           GParamSpec *pspec,
                           BrgBoard   *self)
{
  set_seat_tag (self, "Auction", brg_auction_get_dealer (auction));
}

static void
play_leader_changed_cb (BrgPlay    *play,
                        GParamSpec *pspec,
                        BrgBoard   *self)
{
  set_seat_tag (self, "Play", brg_play_get_leader (play));
}

static void
take_deal (BrgBoard *self,
           BrgDeal  *deal)
{
  if (self->deal != NULL)
    {
      _brg_deal_set_owner (self->deal, NULL, NULL);
      g_clear_object (&self->deal);
    }
  self->deal = deal;
  _brg_deal_set_owner (deal, deal_hand_changed, self);
}

static void
brg_board_dispose (GObject *object)
{
  BrgBoard *self = BRG_BOARD (object);

  if (self->auction != NULL)
    g_clear_signal_handler (&self->auction_dealer_id, self->auction);
  g_clear_object (&self->auction);
  if (self->play != NULL)
    g_clear_signal_handler (&self->play_leader_id, self->play);
  g_clear_object (&self->play);
  if (self->deal != NULL)
    _brg_deal_set_owner (self->deal, NULL, NULL);
  g_clear_object (&self->deal);

  G_OBJECT_CLASS (brg_board_parent_class)->dispose (object);
}

static void
brg_board_finalize (GObject *object)
{
  BrgBoard *self = BRG_BOARD (object);

  g_clear_pointer (&self->tags, g_ptr_array_unref);
  g_clear_pointer (&self->leading_comments, g_ptr_array_unref);

  G_OBJECT_CLASS (brg_board_parent_class)->finalize (object);
}

static void
brg_board_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BrgBoard *self = BRG_BOARD (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, brg_board_get_number (self));
      break;

    case PROP_HAS_ERRORS:
      g_value_set_boolean (value, brg_board_get_has_errors (self));
      break;

    case PROP_DEAL:
      g_value_set_object (value, brg_board_get_deal (self));
      break;

    case PROP_AUCTION:
      g_value_set_object (value, brg_board_get_auction (self));
      break;

    case PROP_PLAY:
      g_value_set_object (value, brg_board_get_play (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_board_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  BrgBoard *self = BRG_BOARD (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      brg_board_set_number (self, g_value_get_uint (value));
      break;

    case PROP_HAS_ERRORS:
      brg_board_set_has_errors (self, g_value_get_boolean (value));
      break;

    case PROP_AUCTION:
      brg_board_set_auction (self, g_value_get_object (value));
      break;

    case PROP_PLAY:
      brg_board_set_play (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_board_class_init (BrgBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = brg_board_dispose;
  object_class->finalize = brg_board_finalize;
  object_class->get_property = brg_board_get_property;
  object_class->set_property = brg_board_set_property;

  /**
   * BrgBoard:number:
   *
   * The board number of the `Board` tag, 0 when missing or not a positive
   * integer. Notified whenever the `Board` tag changes.
   */
  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoard:has-errors:
   *
   * Whether part of the board could not be read or understood.
   */
  properties[PROP_HAS_ERRORS] =
    g_param_spec_boolean ("has-errors", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoard:deal:
   *
   * The cards, always present.
   */
  properties[PROP_DEAL] =
    g_param_spec_object ("deal", NULL, NULL,
                         BRG_TYPE_DEAL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoard:auction:
   *
   * The auction, or %NULL.
   */
  properties[PROP_AUCTION] =
    g_param_spec_object ("auction", NULL, NULL,
                         BRG_TYPE_AUCTION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgBoard:play:
   *
   * The play, or %NULL.
   */
  properties[PROP_PLAY] =
    g_param_spec_object ("play", NULL, NULL,
                         BRG_TYPE_PLAY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgBoard::tag-changed:
   * @self: the board
   * @name: the name of the tag
   *
   * Emitted after a tag was added, removed, or changed its value, with the
   * tag name as detail (`tag-changed::Deal`).
   */
  signals[TAG_CHANGED] =
    g_signal_new ("tag-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
brg_board_init (BrgBoard *self)
{
  self->tags = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_tag_free);
  take_deal (self, brg_deal_new ());
}

/**
 * brg_board_new:
 *
 * Returns: (transfer full): a board without tags, with an empty deal
 */
BrgBoard *
brg_board_new (void)
{
  return g_object_new (BRG_TYPE_BOARD, NULL);
}

/**
 * brg_board_new_numbered:
 * @number: a board number, from 1
 *
 * Creates a board with the `Board`, `Dealer` and `Vulnerable` tags that
 * the standard 16-board cycle gives @number.
 *
 * Returns: (transfer full): a new board
 */
BrgBoard *
brg_board_new_numbered (guint number)
{
  BrgBoard *self;

  g_return_val_if_fail (number > 0, NULL);

  self = brg_board_new ();
  brg_board_set_number (self, number);
  brg_board_set_dealer (self, brg_board_number_get_dealer (number));
  brg_board_set_vulnerability (self, brg_board_number_get_vulnerability (number));
  return self;
}

/**
 * brg_board_copy:
 * @self: a board
 *
 * Copies everything, including a `Deal` tag that did not parse and the
 * has-errors flag; the copy's play refers to the copy's deal.
 *
 * Returns: (transfer full): an independent copy of @self
 */
BrgBoard *
brg_board_copy (BrgBoard *self)
{
  BrgBoard *copy;

  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  copy = brg_board_new ();
  for (guint i = 0; i < self->tags->len; i++)
    g_ptr_array_add (copy->tags, brg_tag_copy (g_ptr_array_index (self->tags, i)));
  for (guint i = 0; i < brg_board_get_n_leading_comments (self); i++)
    brg_board_add_leading_comment (copy, g_ptr_array_index (self->leading_comments, i));
  take_deal (copy, brg_deal_copy (self->deal));
  copy->has_errors = self->has_errors;
  copy->line = self->line;

  /* The tags are already there, so these only attach the objects. */
  if (self->auction != NULL)
    {
      g_autoptr(BrgAuction) auction = brg_auction_copy (self->auction);

      brg_board_set_auction (copy, auction);
    }
  if (self->play != NULL)
    {
      g_autoptr(BrgPlay) play = brg_play_copy (self->play);

      brg_board_set_play (copy, play);
    }

  return copy;
}

/**
 * brg_board_get_n_tags:
 * @self: a board
 *
 * Returns: the number of tags
 */
guint
brg_board_get_n_tags (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), 0);

  return self->tags->len;
}

/**
 * brg_board_get_nth_tag:
 * @self: a board
 * @n: an index, less than the number of tags
 *
 * Returns: (transfer none): the @n-th tag in file order
 */
const BrgTag *
brg_board_get_nth_tag (BrgBoard *self,
                       guint     n)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);
  g_return_val_if_fail (n < self->tags->len, NULL);

  return g_ptr_array_index (self->tags, n);
}

/**
 * brg_board_lookup_tag:
 * @self: a board
 * @name: a tag name, compared exactly
 *
 * Returns: (transfer none) (nullable): the first tag named @name, or %NULL
 */
const BrgTag *
brg_board_lookup_tag (BrgBoard   *self,
                      const char *name)
{
  int index;

  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  index = find_tag (self, name);
  return index >= 0 ? g_ptr_array_index (self->tags, index) : NULL;
}

/**
 * brg_board_find_tag:
 * @self: a board
 * @name: a tag name, compared exactly
 *
 * Finds where the first tag named @name stands, for
 * brg_board_replace_nth_tag() and brg_board_insert_tag().
 *
 * Returns: its index, or -1 when the board has no such tag
 */
int
brg_board_find_tag (BrgBoard   *self,
                    const char *name)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), -1);
  g_return_val_if_fail (name != NULL, -1);

  return find_tag (self, name);
}

/**
 * brg_board_get_tag:
 * @self: a board
 * @name: a tag name, compared exactly
 *
 * Returns: (nullable): the value of the first tag named @name, or %NULL
 */
const char *
brg_board_get_tag (BrgBoard   *self,
                   const char *name)
{
  const BrgTag *tag;

  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  tag = brg_board_lookup_tag (self, name);
  return tag != NULL ? tag->value : NULL;
}

/**
 * brg_board_set_tag:
 * @self: a board
 * @name: a tag name
 * @value: the new value
 *
 * Sets the value of the first tag named @name where it stands, keeping its
 * comments and section data and dropping its inheritance mark; without such
 * a tag a new one is appended. Setting `Deal` also sets the deal.
 */
void
brg_board_set_tag (BrgBoard   *self,
                   const char *name,
                   const char *value)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (name != NULL && name[0] != '\0');
  g_return_if_fail (value != NULL);

  set_tag_value (self, name, value);
}

/**
 * brg_board_insert_tag:
 * @self: a board
 * @position: where to insert, -1 to append
 * @tag: the tag to insert a copy of
 *
 * Inserts a copy of @tag, even when a tag of that name exists (the first
 * one counts). A `Deal` tag that becomes the first one sets the deal.
 */
void
brg_board_insert_tag (BrgBoard     *self,
                      int           position,
                      const BrgTag *tag)
{
  BrgTag *copy;

  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (position >= -1 && position <= (int) self->tags->len);
  g_return_if_fail (tag != NULL && tag->name != NULL && tag->value != NULL);

  copy = brg_tag_copy (tag);
  g_ptr_array_insert (self->tags, position, copy);
  tag_changed (self, copy->name);
}

/**
 * _brg_board_append_tag_quiet:
 * @self: a board nobody watches yet
 * @tag: the tag to append a copy of
 *
 * brg_board_insert_tag() at the end, for a reader building a board: a
 * `Deal` tag sets the deal all the same, but no signal is emitted, since
 * no handler can be connected to a board still being built (a signal
 * emission takes locks, a dozen times a board).
 */
void
_brg_board_append_tag_quiet (BrgBoard     *self,
                             const BrgTag *tag)
{
  BrgTag *copy;

  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (tag != NULL && tag->name != NULL && tag->value != NULL);

  copy = brg_tag_copy (tag);
  g_ptr_array_add (self->tags, copy);
  if (strcmp (copy->name, "Deal") == 0)
    sync_deal_from_tag (self, TRUE);
}

/**
 * brg_board_replace_nth_tag:
 * @self: a board
 * @n: an index, less than the number of tags
 * @tag: the tag to put a copy of in its place
 *
 * Replaces the @n-th tag with a copy of @tag, value, inheritance, comments
 * and section data alike. This is how an edit of a tag is undone exactly.
 */
void
brg_board_replace_nth_tag (BrgBoard     *self,
                           guint         n,
                           const BrgTag *tag)
{
  g_autoptr(BrgTag) old = NULL;
  BrgTag *copy;

  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (n < self->tags->len);
  g_return_if_fail (tag != NULL && tag->name != NULL && tag->value != NULL);

  old = g_ptr_array_index (self->tags, n);
  if (brg_tag_equal (old, tag))
    {
      g_steal_pointer (&old);
      return;
    }

  copy = brg_tag_copy (tag);
  g_ptr_array_index (self->tags, n) = copy;
  if (strcmp (old->name, copy->name) != 0)
    {
      tag_removed (self, old->name);
      tag_changed (self, old->name);
    }
  tag_changed (self, copy->name);
}

/**
 * brg_board_add_tag_comment:
 * @self: a board
 * @n: an index, less than the number of tags
 * @comment: a comment to append a copy of
 *
 * Appends a comment after the @n-th tag (PBN §3.8), after the ones it has:
 * what a reader does for each comment it meets, in time that does not grow
 * with the comments already there.
 */
void
brg_board_add_tag_comment (BrgBoard         *self,
                           guint             n,
                           const BrgComment *comment)
{
  BrgTag *tag;

  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (n < self->tags->len);
  g_return_if_fail (comment != NULL);

  tag = g_ptr_array_index (self->tags, n);
  if (tag->comments == NULL)
    tag->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (tag->comments, brg_comment_copy (comment));
  emit_tag_changed (self, tag->name);
}

/**
 * brg_board_remove_tag:
 * @self: a board
 * @name: a tag name, compared exactly
 *
 * Removes the first tag named @name. Removing the last `Auction` or `Play`
 * tag removes the auction or the play; removing the `Deal` tag empties the
 * deal.
 *
 * Returns: %TRUE if a tag was removed
 */
gboolean
brg_board_remove_tag (BrgBoard   *self,
                      const char *name)
{
  g_autofree char *name_copy = NULL;
  int index;

  g_return_val_if_fail (BRG_IS_BOARD (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  index = find_tag (self, name);
  if (index < 0)
    return FALSE;

  name_copy = g_strdup (name);
  g_ptr_array_remove_index (self->tags, index);
  tag_removed (self, name_copy);
  tag_changed (self, name_copy);
  return TRUE;
}

/**
 * brg_board_get_n_leading_comments:
 * @self: a board
 *
 * Returns: the number of comments before the first tag
 */
guint
brg_board_get_n_leading_comments (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), 0);

  return self->leading_comments != NULL ? self->leading_comments->len : 0;
}

/**
 * brg_board_get_leading_comment:
 * @self: a board
 * @n: an index, less than the number of leading comments
 *
 * Returns: (transfer none): the @n-th comment before the first tag (PBN §3.8)
 */
const BrgComment *
brg_board_get_leading_comment (BrgBoard *self,
                               guint     n)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);
  g_return_val_if_fail (n < brg_board_get_n_leading_comments (self), NULL);

  return g_ptr_array_index (self->leading_comments, n);
}

/**
 * brg_board_add_leading_comment:
 * @self: a board
 * @comment: a comment to append a copy of
 *
 * Appends a comment that stands before the first tag (PBN §3.8).
 */
void
brg_board_add_leading_comment (BrgBoard         *self,
                               const BrgComment *comment)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (comment != NULL);

  if (self->leading_comments == NULL)
    self->leading_comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (self->leading_comments, brg_comment_copy (comment));
}

/**
 * brg_board_set_leading_comments:
 * @self: a board
 * @comments: (nullable) (element-type BrgComment): the comments, copied;
 *   %NULL or empty removes them all
 *
 * Replaces the comments that stand before the first tag (PBN §3.8).
 */
void
brg_board_set_leading_comments (BrgBoard  *self,
                                GPtrArray *comments)
{
  g_return_if_fail (BRG_IS_BOARD (self));

  g_clear_pointer (&self->leading_comments, g_ptr_array_unref);
  for (guint i = 0; comments != NULL && i < comments->len; i++)
    brg_board_add_leading_comment (self, g_ptr_array_index (comments, i));
}

/**
 * brg_board_get_deal:
 * @self: a board
 *
 * Returns: (transfer none): the deal, owned by the board
 */
BrgDeal *
brg_board_get_deal (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  return self->deal;
}

/**
 * brg_board_get_auction:
 * @self: a board
 *
 * Returns: (transfer none) (nullable): the auction, or %NULL
 */
BrgAuction *
brg_board_get_auction (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  return self->auction;
}

/**
 * brg_board_set_auction:
 * @self: a board
 * @auction: (nullable): an auction
 *
 * Sets the auction, taking a reference, and sets the `Auction` tag to its
 * dealer (kept up to date). %NULL removes the auction and the tag.
 */
void
brg_board_set_auction (BrgBoard   *self,
                       BrgAuction *auction)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (auction == NULL || BRG_IS_AUCTION (auction));

  if (self->auction == auction)
    return;

  g_object_freeze_notify (G_OBJECT (self));

  if (self->auction != NULL)
    g_clear_signal_handler (&self->auction_dealer_id, self->auction);
  g_set_object (&self->auction, auction);

  if (auction != NULL)
    {
      self->auction_dealer_id = g_signal_connect (auction, "notify::dealer",
                                                  G_CALLBACK (auction_dealer_changed_cb),
                                                  self);
      set_seat_tag (self, "Auction", brg_auction_get_dealer (auction));
    }
  else
    brg_board_remove_tag (self, "Auction");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUCTION]);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * brg_board_get_play:
 * @self: a board
 *
 * Returns: (transfer none) (nullable): the play, or %NULL
 */
BrgPlay *
brg_board_get_play (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  return self->play;
}

/**
 * brg_board_set_play:
 * @self: a board
 * @play: (nullable): a play
 *
 * Sets the play, taking a reference; the play gets the board's deal, and
 * the `Play` tag is set to its opening leader (kept up to date). %NULL
 * removes the play and the tag.
 */
void
brg_board_set_play (BrgBoard *self,
                    BrgPlay  *play)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (play == NULL || BRG_IS_PLAY (play));

  if (self->play == play)
    return;

  g_object_freeze_notify (G_OBJECT (self));

  if (self->play != NULL)
    g_clear_signal_handler (&self->play_leader_id, self->play);
  g_set_object (&self->play, play);

  if (play != NULL)
    {
      brg_play_set_deal (play, self->deal);
      self->play_leader_id = g_signal_connect (play, "notify::leader",
                                               G_CALLBACK (play_leader_changed_cb), self);
      set_seat_tag (self, "Play", brg_play_get_leader (play));
    }
  else
    brg_board_remove_tag (self, "Play");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY]);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * brg_board_get_section:
 * @self: a board
 * @kind: the auction or the play
 *
 * Returns: (transfer none) (nullable): the board's auction or play as a
 *   #BrgSection, or %NULL when it has none
 */
BrgSection *
brg_board_get_section (BrgBoard       *self,
                       BrgSectionKind  kind)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  if (kind == BRG_SECTION_AUCTION)
    return (BrgSection *) self->auction;
  return (BrgSection *) self->play;
}

/**
 * brg_board_set_section:
 * @self: a board
 * @kind: the auction or the play
 * @section: (nullable): an auction for %BRG_SECTION_AUCTION, a play for
 *   %BRG_SECTION_PLAY, or %NULL
 *
 * Sets the board's auction (brg_board_set_auction()) or play
 * (brg_board_set_play()).
 */
void
brg_board_set_section (BrgBoard       *self,
                       BrgSectionKind  kind,
                       BrgSection     *section)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (section == NULL || brg_section_get_kind (section) == kind);

  if (kind == BRG_SECTION_AUCTION)
    brg_board_set_auction (self, (BrgAuction *) section);
  else
    brg_board_set_play (self, (BrgPlay *) section);
}

/**
 * brg_board_get_number:
 * @self: a board
 *
 * Returns: the number of the `Board` tag (PBN §3.4.4), or 0 when it is
 *   missing or not a positive integer
 */
guint
brg_board_get_number (BrgBoard *self)
{
  const char *text;
  guint64 number;

  g_return_val_if_fail (BRG_IS_BOARD (self), 0);

  text = brg_board_get_tag (self, "Board");
  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &number, NULL))
    return 0;
  return (guint) number;
}

/**
 * brg_board_dup_title:
 * @self: a board
 * @index: the board's 1-based place in its event, which names a board
 *   that has no Board tag
 *
 * How views and messages name a board: `Board 7` for a board number; the
 * Board tag as written when it is a name, as exercise books write them
 * (`Board 2-1` when it starts with a digit, else `Example 1` as it is);
 * else `Deal 9` by its place.
 *
 * Returns: (transfer full): the title
 */
char *
brg_board_dup_title (BrgBoard *self,
                     guint     index)
{
  const char *text;
  guint number;

  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  number = brg_board_get_number (self);
  if (number > 0)
    return g_strdup_printf (_("Board %u"), number);

  text = brg_board_get_tag (self, "Board");
  if (text != NULL)
    {
      g_autofree char *name = g_strstrip (g_strdup (text));

      if (name[0] != '\0' && strcmp (name, "?") != 0)
        {
          /* Translators: a board whose Board tag is not a number, as 2-1 */
          if (g_ascii_isdigit (name[0]))
            return g_strdup_printf (_("Board %s"), name);
          return g_steal_pointer (&name);
        }
    }
  return g_strdup_printf (_("Deal %u"), index);
}

/**
 * brg_board_set_number:
 * @self: a board
 * @number: a board number, or 0 to remove the `Board` tag
 *
 * Sets the `Board` tag.
 */
void
brg_board_set_number (BrgBoard *self,
                      guint     number)
{
  char text[16];

  g_return_if_fail (BRG_IS_BOARD (self));

  if (brg_board_get_number (self) == number && (number > 0 || find_tag (self, "Board") < 0))
    return;

  if (number == 0)
    {
      brg_board_remove_tag (self, "Board");
      return;
    }
  g_snprintf (text, sizeof text, "%u", number);
  set_tag_value (self, "Board", text);
}

/**
 * brg_board_get_dealer:
 * @self: a board
 *
 * Returns: the seat of the `Dealer` tag (PBN §3.4.9), or %BRG_SEAT_NONE
 *   when it is missing or invalid
 */
BrgSeat
brg_board_get_dealer (BrgBoard *self)
{
  const char *text;
  BrgSeat seat;

  g_return_val_if_fail (BRG_IS_BOARD (self), BRG_SEAT_NONE);

  text = brg_board_get_tag (self, "Dealer");
  if (text == NULL || !brg_seat_from_pbn (text, &seat))
    return BRG_SEAT_NONE;
  return seat;
}

/**
 * brg_board_set_dealer:
 * @self: a board
 * @dealer: a seat, or %BRG_SEAT_NONE to remove the `Dealer` tag
 *
 * Sets the `Dealer` tag.
 */
void
brg_board_set_dealer (BrgBoard *self,
                      BrgSeat   dealer)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (dealer) || dealer == BRG_SEAT_NONE);

  if (dealer == BRG_SEAT_NONE)
    brg_board_remove_tag (self, "Dealer");
  else
    set_seat_tag (self, "Dealer", dealer);
}

/**
 * brg_board_get_vulnerability:
 * @self: a board
 * @vulnerability: (out) (optional): the vulnerability
 *
 * Reads the `Vulnerable` tag in any of its forms (PBN §3.4.10).
 *
 * Returns: %FALSE when the tag is missing or invalid
 */
gboolean
brg_board_get_vulnerability (BrgBoard         *self,
                             BrgVulnerability *vulnerability)
{
  const char *text;
  BrgVulnerability value;

  g_return_val_if_fail (BRG_IS_BOARD (self), FALSE);

  text = brg_board_get_tag (self, "Vulnerable");
  if (text == NULL || !brg_vulnerability_from_pbn (text, &value))
    return FALSE;
  if (vulnerability != NULL)
    *vulnerability = value;
  return TRUE;
}

/**
 * brg_board_set_vulnerability:
 * @self: a board
 * @vulnerability: the vulnerability
 *
 * Sets the `Vulnerable` tag in export form.
 */
void
brg_board_set_vulnerability (BrgBoard         *self,
                             BrgVulnerability  vulnerability)
{
  g_return_if_fail (BRG_IS_BOARD (self));
  g_return_if_fail (vulnerability <= BRG_VULNERABILITY_ALL);

  set_tag_value (self, "Vulnerable", brg_vulnerability_to_pbn (vulnerability));
}

/**
 * brg_board_get_hidden_seats:
 * @self: a board
 *
 * Reads the `Hidden` tag (PBN §4.1.6): the seats whose hands a viewer
 * hides until the user asks. The letters N, E, S and W count in any order
 * and letter case; anything else in the value is skipped. This is the one
 * reading of the tag: the table, print, the article, the text output and
 * every writer ask here.
 *
 * Returns: a mask with bit `1 << seat` set for each hidden seat
 */
guint
brg_board_get_hidden_seats (BrgBoard *self)
{
  const char *value;
  guint mask = 0;

  g_return_val_if_fail (BRG_IS_BOARD (self), 0);

  value = brg_board_get_tag (self, "Hidden");
  if (value != NULL)
    brg_seats_from_pbn (value, &mask);
  return mask;
}

/**
 * brg_board_get_contract:
 * @self: a board
 * @contract: (out) (optional): the contract
 * @declarer: (out) (optional): the declarer, %BRG_SEAT_NONE when passed out
 *
 * Takes the contract from the auction when it is complete, else from the
 * `Contract` and `Declarer` tags (PBN §3.4.13, §3.4.14). A `^` before the
 * declarer (declarer and dummy swapped) still names the declarer.
 *
 * Returns: %FALSE when the contract or its declarer is unknown
 */
gboolean
brg_board_get_contract (BrgBoard    *self,
                        BrgContract *contract,
                        BrgSeat     *declarer)
{
  BrgContract value;
  BrgSeat seat = BRG_SEAT_NONE;
  const char *text;

  g_return_val_if_fail (BRG_IS_BOARD (self), FALSE);

  if (self->auction != NULL && brg_auction_is_complete (self->auction))
    {
      if (!brg_auction_get_contract (self->auction, &value, &seat))
        return FALSE;
    }
  else
    {
      text = brg_board_get_tag (self, "Contract");
      if (text == NULL || !brg_contract_from_pbn (text, &value))
        return FALSE;
      if (!value.passed_out)
        {
          text = brg_board_get_tag (self, "Declarer");
          if (text == NULL || !brg_declarer_from_pbn (text, &seat, NULL))
            return FALSE;
        }
    }

  if (contract != NULL)
    *contract = value;
  if (declarer != NULL)
    *declarer = value.passed_out ? BRG_SEAT_NONE : seat;
  return TRUE;
}

/**
 * brg_board_get_total_tricks:
 * @self: a board
 *
 * The tricks there are to play: 13, or as many as the cards of the longest
 * hand of an end position (PBN §3.10).
 *
 * Returns: the number of tricks
 */
guint
brg_board_get_total_tricks (BrgBoard *self)
{
  guint most = 0;

  g_return_val_if_fail (BRG_IS_BOARD (self), 13);

  if (self->play != NULL)
    return brg_play_get_total_tricks (self->play);
  if (!brg_deal_is_end_position (self->deal))
    return 13;
  for (BrgSeat seat = BRG_SEAT_NORTH; seat <= BRG_SEAT_WEST; seat++)
    most = MAX (most, brg_deal_get_n_cards (self->deal, seat));
  return most;
}

/* Whose side a Result naming sides is read for: the contract's declarer,
 * else the Declarer tag's, else the play's (the opening leader's right-hand
 * opponent). A passed-out board has none. */
static BrgSeat
result_declarer (BrgBoard *self)
{
  BrgContract contract;
  BrgSeat seat;
  const char *text;

  if (brg_board_get_contract (self, &contract, &seat))
    return contract.passed_out ? BRG_SEAT_NONE : seat;
  text = brg_board_get_tag (self, "Contract");
  if (text != NULL && brg_contract_from_pbn (text, &contract) && contract.passed_out)
    return BRG_SEAT_NONE;
  text = brg_board_get_tag (self, "Declarer");
  if (text != NULL && brg_declarer_from_pbn (text, &seat, NULL))
    return seat;
  if (self->play != NULL)
    return brg_play_get_declarer (self->play);
  return BRG_SEAT_NONE;
}

/**
 * brg_board_get_result_tricks:
 * @self: a board
 * @differs: (out) (optional): whether the tag says with `^` that the
 *   result differs from the play
 *
 * Reads the `Result` tag in any of its forms (brg_result_from_pbn()) as
 * the tricks of declarer's side. When the tag names a side, declarer is
 * the contract's, else the `Declarer` tag's, else the play's; the
 * defenders' tricks are taken from brg_board_get_total_tricks().
 *
 * Returns: the tricks the tag gives declarer's side, or -1 when the tag
 *   is missing, unknown, empty or unreadable, or names a side and the
 *   declarer is unknown
 */
int
brg_board_get_result_tricks (BrgBoard *self,
                             gboolean *differs)
{
  const char *text;
  BrgResult result;

  g_return_val_if_fail (BRG_IS_BOARD (self), -1);

  if (differs != NULL)
    *differs = FALSE;
  text = brg_board_get_tag (self, "Result");
  if (text == NULL || !brg_result_from_pbn (text, &result))
    return -1;
  if (differs != NULL)
    *differs = result.differs;
  if (result.tricks >= 0)
    return result.tricks;
  return brg_result_get_declarer_tricks (&result, result_declarer (self),
                                         brg_board_get_total_tricks (self));
}

/**
 * brg_board_get_declarer_tricks:
 * @self: a board
 *
 * Takes the tricks from the play when it is complete and every trick's
 * winner is known, else from the `Result` tag as
 * brg_board_get_result_tricks() reads it. A trick of unknown cards (PBN's
 * `-`) has no known winner, so such a play cannot count the tricks. The
 * play's tricks count for the contract's declarer, who need not sit
 * before the opening leader in an end position (PBN §3.10).
 *
 * Returns: the tricks won by declarer's side, or -1 when unknown
 */
int
brg_board_get_declarer_tricks (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), -1);

  if (self->play != NULL && brg_play_is_complete (self->play))
    {
      guint n = brg_play_get_n_complete_tricks (self->play);
      gboolean known = TRUE;
      BrgContract contract;
      BrgSeat declarer;

      for (guint trick = 0; trick < n && known; trick++)
        known = BRG_SEAT_IS_VALID (brg_play_get_trick_winner (self->play, trick));
      if (known && brg_board_get_contract (self, &contract, &declarer)
          && BRG_SEAT_IS_VALID (declarer))
        return (int) (brg_play_get_tricks_won (self->play, brg_seat_side (declarer))
                      + (guint) MAX (brg_play_get_claim (self->play), 0));
      if (known)
        return (int) brg_play_get_declarer_tricks (self->play);
    }

  return brg_board_get_result_tricks (self, NULL);
}

/**
 * brg_board_get_score:
 * @self: a board
 * @ns_score: (out) (optional): the duplicate score for North-South
 *
 * Scores the board from North-South's point of view: positive when they
 * gain, 0 when passed out.
 *
 * Returns: %FALSE when the contract, its declarer, the tricks or the
 *   vulnerability are unknown, or for a contract of a strain only
 */
gboolean
brg_board_get_score (BrgBoard *self,
                     int      *ns_score)
{
  BrgContract contract;
  BrgSeat declarer;
  BrgVulnerability vulnerability;
  int tricks, score;

  g_return_val_if_fail (BRG_IS_BOARD (self), FALSE);

  if (!brg_board_get_contract (self, &contract, &declarer))
    return FALSE;
  if (contract.passed_out)
    {
      if (ns_score != NULL)
        *ns_score = 0;
      return TRUE;
    }
  if (contract.level == 0)
    return FALSE;

  tricks = brg_board_get_declarer_tricks (self);
  if (tricks < 0 || !brg_board_get_vulnerability (self, &vulnerability))
    return FALSE;

  score = brg_score_duplicate (&contract, (guint) tricks,
                               brg_vulnerability_is_vulnerable (vulnerability, declarer));
  if (ns_score != NULL)
    *ns_score = brg_seat_side (declarer) == BRG_SIDE_NS ? score : -score;
  return TRUE;
}

/**
 * brg_board_dup_outcome:
 * @self: a board
 *
 * The outcome of the board as one line of display text, as the text
 * output, print and the HTML article show it: the contract, its declarer,
 * the tricks declarer took and the score for North-South, each part when
 * it is known ("4♠ by South, 9 tricks, N-S +620"; "Passed out").
 *
 * Returns: (transfer full) (nullable): the line, or %NULL when the
 *   contract is not known
 */
char *
brg_board_dup_outcome (BrgBoard *self)
{
  g_autofree char *contract_text = NULL;
  BrgContract contract;
  BrgSeat declarer;
  GString *out;
  int tricks, score;

  g_return_val_if_fail (BRG_IS_BOARD (self), NULL);

  if (!brg_board_get_contract (self, &contract, &declarer))
    return NULL;
  contract_text = brg_contract_to_display (&contract);
  out = g_string_new (contract_text);
  if (contract.passed_out)
    return g_string_free (out, FALSE);

  if (BRG_SEAT_IS_VALID (declarer))
    /* Translators: the declarer after the contract, as in "4♠ by South" */
    g_string_append_printf (out, _(" by %s"), brg_seat_to_display (declarer));
  tricks = brg_board_get_declarer_tricks (self);
  if (tricks >= 0)
    {
      g_string_append (out, ", ");
      /* Translators: the tricks the declarer took */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d trick", "%d tricks", tricks),
                              tricks);
    }
  if (brg_board_get_score (self, &score))
    {
      g_string_append (out, ", ");
      /* Translators: the score of a board for North-South, such as "N-S +620" */
      g_string_append_printf (out, _("N-S %+d"), score);
    }
  return g_string_free (out, FALSE);
}

/**
 * brg_board_get_has_errors:
 * @self: a board
 *
 * Returns: %TRUE if part of the board could not be read or understood
 */
gboolean
brg_board_get_has_errors (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), FALSE);

  return self->has_errors;
}

/**
 * brg_board_set_has_errors:
 * @self: a board
 * @has_errors: whether the board has errors
 *
 * Marks the board. The board sets the mark itself when a `Deal` tag does
 * not parse, and never clears it.
 */
void
brg_board_set_has_errors (BrgBoard *self,
                          gboolean  has_errors)
{
  g_return_if_fail (BRG_IS_BOARD (self));

  has_errors = !!has_errors;
  if (self->has_errors == (guint) has_errors)
    return;
  self->has_errors = has_errors;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_ERRORS]);
}

/**
 * brg_board_get_line:
 * @self: a board
 *
 * Returns: the line of its file where the board starts, 1-based, or 0 when
 *   it was not read from a file (or the reader does not say)
 */
guint
brg_board_get_line (BrgBoard *self)
{
  g_return_val_if_fail (BRG_IS_BOARD (self), 0);

  return self->line;
}

/**
 * brg_board_set_line:
 * @self: a board
 * @line: the line of its file where the board starts, or 0
 *
 * Records where the board was read from, for messages about it.
 */
void
brg_board_set_line (BrgBoard *self,
                    guint     line)
{
  g_return_if_fail (BRG_IS_BOARD (self));

  self->line = line;
}
