/* brg-auction.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "brg-auction.h"
#include "brg-enums.h"
#include "brg-error.h"
#include "brg-seat.h"
#include "brg-section-private.h"

/**
 * BrgAuction:
 *
 * The calls of one board: a dealer and a list of entries, entry i made by
 * the seat `dealer + i`. An entry is a call plus #BrgCallFlags: a `^S`
 * entry holds %BRG_CALL_NONE (the skipped player's turn), a `^I` entry is
 * an accepted insufficient bid that then stands like any other bid
 * (PBN §3.9).
 *
 * Invariant: every entry was legal when it was added, so the auction never
 * holds a call after its end, and the contract follows from the entries.
 * The annotations of the calls, the notes and the end mark are the
 * #BrgSection it is.
 */

typedef struct
{
  BrgCall call;
  guint8  flags;
} Entry;

struct _BrgAuction
{
  BrgSection  parent_instance;

  /* Owned */
  GArray     *entries;      /* of Entry */

  BrgSeat     dealer;
  guint       complete : 1;
};

G_DEFINE_FINAL_TYPE (BrgAuction, brg_auction, BRG_TYPE_SECTION)

enum {
  PROP_0,
  PROP_DEALER,
  PROP_N_CALLS,
  PROP_COMPLETE,
  N_PROPS
};

enum {
  CALL_ADDED,
  CALL_REMOVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define ALL_CALL_FLAGS (BRG_CALL_FLAGS_INSUFFICIENT | BRG_CALL_FLAGS_SKIPPED \
                        | BRG_CALL_FLAGS_UNKNOWN)
#define NO_CALL_FLAGS  (BRG_CALL_FLAGS_SKIPPED | BRG_CALL_FLAGS_UNKNOWN)

static inline const Entry *
entry_at (BrgAuction *self,
          guint       position)
{
  return &g_array_index (self->entries, Entry, position);
}

static inline gboolean
entry_is_skipped (const Entry *entry)
{
  return (entry->flags & BRG_CALL_FLAGS_SKIPPED) != 0;
}

/* A skipped turn or an unknown call holds no call. */
static inline gboolean
entry_has_call (const Entry *entry)
{
  return (entry->flags & NO_CALL_FLAGS) == 0;
}

static inline BrgSeat
seat_at (BrgAuction *self,
         guint       position)
{
  return (BrgSeat) ((self->dealer + position) & 3);
}

/* The last bid, or -1 when nothing was bid. */
static int
find_last_bid (BrgAuction *self)
{
  for (guint i = self->entries->len; i > 0; i--)
    {
      const Entry *entry = entry_at (self, i - 1);

      if (entry_has_call (entry) && BRG_CALL_IS_BID (entry->call))
        return (int) i - 1;
    }
  return -1;
}

/* The last bid, double or redouble, or -1: passes, skipped turns and
 * unknown calls are transparent to the rules of doubling. */
static int
find_last_action (BrgAuction *self)
{
  for (guint i = self->entries->len; i > 0; i--)
    {
      const Entry *entry = entry_at (self, i - 1);

      if (entry_has_call (entry) && entry->call != BRG_CALL_PASS)
        return (int) i - 1;
    }
  return -1;
}

/* Three passes end an auction with a bid, four one without; a skipped turn
 * neither counts as a pass nor breaks a run of them; an unknown call may
 * have been anything but ends a run (the auction is not known to be over). */
static gboolean
compute_complete (BrgAuction *self,
                  gboolean   *passed_out)
{
  gboolean action = FALSE;
  guint passes = 0;

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *entry = entry_at (self, i);

      if (entry_is_skipped (entry))
        continue;
      if (entry->call == BRG_CALL_PASS)
        passes++;
      else
        {
          action = TRUE;
          passes = 0;
        }
    }

  if (passed_out != NULL)
    *passed_out = !action && passes >= 4;
  return action ? passes >= 3 : passes >= 4;
}

static void
update_complete (BrgAuction *self)
{
  gboolean complete = compute_complete (self, NULL);

  if (complete == self->complete)
    return;
  self->complete = complete;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
}

static void
brg_auction_finalize (GObject *object)
{
  BrgAuction *self = (BrgAuction *) object;

  g_clear_pointer (&self->entries, g_array_unref);

  G_OBJECT_CLASS (brg_auction_parent_class)->finalize (object);
}

static void
brg_auction_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BrgAuction *self = BRG_AUCTION (object);

  switch (prop_id)
    {
    case PROP_DEALER:
      g_value_set_enum (value, brg_auction_get_dealer (self));
      break;

    case PROP_N_CALLS:
      g_value_set_uint (value, brg_auction_get_n_calls (self));
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, brg_auction_is_complete (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
brg_auction_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BrgAuction *self = BRG_AUCTION (object);

  switch (prop_id)
    {
    case PROP_DEALER:
      brg_auction_set_dealer (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static guint
brg_auction_get_n_items (BrgSection *section)
{
  return BRG_AUCTION (section)->entries->len;
}

static BrgSection *
brg_auction_copy_section (BrgSection *section)
{
  return BRG_SECTION (brg_auction_copy (BRG_AUCTION (section)));
}

static void
brg_auction_class_init (BrgAuctionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  BrgSectionClass *section_class = BRG_SECTION_CLASS (klass);

  object_class->finalize = brg_auction_finalize;
  object_class->get_property = brg_auction_get_property;
  object_class->set_property = brg_auction_set_property;

  section_class->kind = BRG_SECTION_AUCTION;
  section_class->get_n_items = brg_auction_get_n_items;
  section_class->copy = brg_auction_copy_section;

  /**
   * BrgAuction:dealer:
   *
   * The player who calls first; entry i is made by `dealer + i`.
   */
  properties[PROP_DEALER] =
    g_param_spec_enum ("dealer", NULL, NULL,
                       BRG_TYPE_SEAT, BRG_SEAT_NORTH,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT |
                       G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAuction:n-calls:
   *
   * The number of entries, skipped turns included.
   */
  properties[PROP_N_CALLS] =
    g_param_spec_uint ("n-calls", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BrgAuction:complete:
   *
   * Whether the auction ended by passes, so no call can follow.
   */
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BrgAuction::call-added:
   * @self: the auction
   * @position: the position of the new entry
   *
   * Emitted after an entry was appended.
   */
  signals[CALL_ADDED] =
    g_signal_new ("call-added",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * BrgAuction::call-removed:
   * @self: the auction
   * @position: the position the entry had
   *
   * Emitted after the last entry was removed.
   */
  signals[CALL_REMOVED] =
    g_signal_new ("call-removed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
brg_auction_init (BrgAuction *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->dealer = BRG_SEAT_NORTH;
}

/**
 * brg_auction_new:
 * @dealer: the player who calls first
 *
 * Returns: (transfer full): a new, empty auction
 */
BrgAuction *
brg_auction_new (BrgSeat dealer)
{
  g_return_val_if_fail (BRG_SEAT_IS_VALID (dealer), NULL);

  return g_object_new (BRG_TYPE_AUCTION, "dealer", dealer, NULL);
}

/**
 * brg_auction_copy:
 * @self: an auction
 *
 * Copies the dealer, the entries with their annotations, the notes and the
 * end mark (brg_section_copy()). Signal handlers are not copied.
 *
 * Returns: (transfer full): an independent copy of @self
 */
BrgAuction *
brg_auction_copy (BrgAuction *self)
{
  BrgAuction *copy;

  g_return_val_if_fail (BRG_IS_AUCTION (self), NULL);

  copy = brg_auction_new (self->dealer);
  g_array_append_vals (copy->entries, self->entries->data, self->entries->len);
  _brg_section_copy_into (BRG_SECTION (self), BRG_SECTION (copy));
  copy->complete = self->complete;
  return copy;
}

/**
 * brg_auction_get_dealer:
 * @self: an auction
 *
 * Returns: the player who calls first
 */
BrgSeat
brg_auction_get_dealer (BrgAuction *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_SEAT_NONE);

  return self->dealer;
}

/**
 * brg_auction_set_dealer:
 * @self: an auction
 * @dealer: the player who calls first
 *
 * Sets the dealer, also when calls were made: every entry then belongs to
 * another seat, and the legality of later calls follows the new seats.
 */
void
brg_auction_set_dealer (BrgAuction *self,
                        BrgSeat     dealer)
{
  g_return_if_fail (BRG_IS_AUCTION (self));
  g_return_if_fail (BRG_SEAT_IS_VALID (dealer));

  if (self->dealer == dealer)
    return;
  self->dealer = dealer;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEALER]);
}

/**
 * brg_auction_get_n_calls:
 * @self: an auction
 *
 * Returns: the number of entries, `^S` skipped turns included
 */
guint
brg_auction_get_n_calls (BrgAuction *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), 0);

  return self->entries->len;
}

/**
 * brg_auction_get_call:
 * @self: an auction
 * @position: an entry, less than the number of calls
 *
 * Returns: the call at @position, %BRG_CALL_NONE for a skipped turn
 */
BrgCall
brg_auction_get_call (BrgAuction *self,
                      guint       position)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_CALL_NONE);
  g_return_val_if_fail (position < self->entries->len, BRG_CALL_NONE);

  return entry_at (self, position)->call;
}

/**
 * brg_auction_get_call_flags:
 * @self: an auction
 * @position: an entry, less than the number of calls
 *
 * Returns: the irregularities of the entry at @position
 */
BrgCallFlags
brg_auction_get_call_flags (BrgAuction *self,
                            guint       position)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_CALL_FLAGS_NONE);
  g_return_val_if_fail (position < self->entries->len, BRG_CALL_FLAGS_NONE);

  return (BrgCallFlags) entry_at (self, position)->flags;
}

/**
 * brg_auction_get_call_seat:
 * @self: an auction
 * @position: an entry, less than the number of calls
 *
 * Returns: the seat whose turn the entry at @position is
 */
BrgSeat
brg_auction_get_call_seat (BrgAuction *self,
                           guint       position)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_SEAT_NONE);
  g_return_val_if_fail (position < self->entries->len, BRG_SEAT_NONE);

  return seat_at (self, position);
}

/**
 * brg_auction_get_next_seat:
 * @self: an auction
 *
 * Returns: the seat to call next, or %BRG_SEAT_NONE when the auction is
 *   complete
 */
BrgSeat
brg_auction_get_next_seat (BrgAuction *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_SEAT_NONE);

  if (self->complete)
    return BRG_SEAT_NONE;
  return seat_at (self, self->entries->len);
}

/**
 * brg_auction_check_call:
 * @self: an auction
 * @call: the call, or %BRG_CALL_NONE with %BRG_CALL_FLAGS_SKIPPED
 * @flags: %BRG_CALL_FLAGS_INSUFFICIENT for an accepted insufficient bid,
 *   %BRG_CALL_FLAGS_SKIPPED for a skipped turn, or none
 * @error: return location for a #GError
 *
 * Checks whether the next seat may make @call. A bid must be higher than
 * the last bid unless flagged insufficient, and then it must really be
 * insufficient (PBN §3.9 A). A double needs an opponent's undoubled bid, a
 * redouble an opponent's double of one's own side's bid; passes and skipped
 * turns in between do not matter. A skipped turn is legal until the end.
 *
 * Returns: %TRUE if @call may be added, %FALSE with @error set to
 *   %BRG_MODEL_ERROR_ILLEGAL_CALL or %BRG_MODEL_ERROR_AUCTION_COMPLETE
 */
gboolean
brg_auction_check_call (BrgAuction    *self,
                        BrgCall        call,
                        BrgCallFlags   flags,
                        GError       **error)
{
  gboolean insufficient = (flags & BRG_CALL_FLAGS_INSUFFICIENT) != 0;
  BrgSeat seat;
  int last_bid;
  int last_action;

  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);
  g_return_val_if_fail ((flags & ~ALL_CALL_FLAGS) == 0, FALSE);
  g_return_val_if_fail ((flags & (flags - 1)) == 0, FALSE);
  g_return_val_if_fail ((flags & NO_CALL_FLAGS) ? call == BRG_CALL_NONE
                                                : BRG_CALL_IS_VALID (call), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->complete)
    {
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_AUCTION_COMPLETE,
                           _("The auction is over"));
      return FALSE;
    }

  if (flags & NO_CALL_FLAGS)
    return TRUE;

  seat = seat_at (self, self->entries->len);
  last_bid = find_last_bid (self);
  last_action = find_last_action (self);

  if (insufficient && !BRG_CALL_IS_BID (call))
    {
      g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                   _("Call %u by %s: only a bid can be insufficient"),
                   self->entries->len + 1, brg_seat_to_display (seat));
      return FALSE;
    }

  switch (brg_call_get_kind (call))
    {
    case BRG_CALL_KIND_PASS:
      return TRUE;

    case BRG_CALL_KIND_DOUBLE:
      if (last_bid < 0)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                       _("Call %u by %s: there is no bid to double"),
                       self->entries->len + 1, brg_seat_to_display (seat));
          return FALSE;
        }
      if (brg_seat_side (seat_at (self, (guint) last_bid)) == brg_seat_side (seat))
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                       _("Call %u by %s: a player cannot double their own side’s bid"),
                       self->entries->len + 1, brg_seat_to_display (seat));
          return FALSE;
        }
      if (last_action != last_bid)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                       _("Call %u by %s: the bid is already doubled"),
                       self->entries->len + 1, brg_seat_to_display (seat));
          return FALSE;
        }
      return TRUE;

    case BRG_CALL_KIND_REDOUBLE:
      if (last_action < 0 || entry_at (self, (guint) last_action)->call != BRG_CALL_DOUBLE)
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                       _("Call %u by %s: only a doubled bid can be redoubled"),
                       self->entries->len + 1, brg_seat_to_display (seat));
          return FALSE;
        }
      if (brg_seat_side (seat_at (self, (guint) last_action)) == brg_seat_side (seat))
        {
          g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                       _("Call %u by %s: a player cannot redouble their own side’s double"),
                       self->entries->len + 1, brg_seat_to_display (seat));
          return FALSE;
        }
      return TRUE;

    case BRG_CALL_KIND_BID:
      {
        gboolean sufficient = last_bid < 0 || call > entry_at (self, (guint) last_bid)->call;

        if (!sufficient && !insufficient)
          {
            g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                         _("Call %u by %s: %s is not higher than %s"),
                         self->entries->len + 1, brg_seat_to_display (seat),
                         brg_call_to_pbn (call),
                         brg_call_to_pbn (entry_at (self, (guint) last_bid)->call));
            return FALSE;
          }
        if (sufficient && insufficient)
          {
            g_set_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL,
                         _("Call %u by %s: %s is marked insufficient but is not"),
                         self->entries->len + 1, brg_seat_to_display (seat),
                         brg_call_to_pbn (call));
            return FALSE;
          }
        return TRUE;
      }
    }

  g_return_val_if_reached (FALSE);
}

/**
 * brg_auction_get_legal_calls:
 * @self: an auction
 * @flags: %BRG_CALL_FLAGS_NONE for the regular calls, or
 *   %BRG_CALL_FLAGS_INSUFFICIENT for the bids that may be made as accepted
 *   insufficient bids (PBN §3.9 A)
 *
 * The calls the next seat may make, by the rules of
 * brg_auction_check_call(): what the bidding box enables.
 *
 * Returns: the calls, empty when the auction is complete
 */
BrgCallSet
brg_auction_get_legal_calls (BrgAuction   *self,
                             BrgCallFlags  flags)
{
  BrgCallSet set = BRG_CALL_SET_EMPTY;

  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_CALL_SET_EMPTY);
  g_return_val_if_fail (flags == BRG_CALL_FLAGS_NONE || flags == BRG_CALL_FLAGS_INSUFFICIENT,
                        BRG_CALL_SET_EMPTY);

  for (BrgCall call = flags == BRG_CALL_FLAGS_NONE ? BRG_CALL_PASS : BRG_CALL_BID (1, 0);
       BRG_CALL_IS_VALID (call); call++)
    if (brg_auction_check_call (self, call, flags, NULL))
      set |= BRG_CALL_SET_BIT (call);
  return set;
}

/**
 * brg_auction_add_call:
 * @self: an auction
 * @call: a call
 * @error: return location for a #GError
 *
 * Appends a regular call by the next seat if it is legal.
 *
 * Returns: %TRUE if @call was added, %FALSE with @error set otherwise
 */
gboolean
brg_auction_add_call (BrgAuction  *self,
                      BrgCall      call,
                      GError     **error)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);
  g_return_val_if_fail (BRG_CALL_IS_VALID (call), FALSE);

  return brg_auction_add_call_full (self, call, BRG_CALL_FLAGS_NONE, error);
}

/**
 * brg_auction_add_call_full:
 * @self: an auction
 * @call: the call, or %BRG_CALL_NONE with %BRG_CALL_FLAGS_SKIPPED
 * @flags: the irregularities of the entry
 * @error: return location for a #GError
 *
 * Appends an entry, with the rules of brg_auction_check_call().
 *
 * Returns: %TRUE if the entry was added, %FALSE with @error set otherwise
 */
gboolean
brg_auction_add_call_full (BrgAuction    *self,
                           BrgCall        call,
                           BrgCallFlags   flags,
                           GError       **error)
{
  Entry entry = { .call = call, .flags = (guint8) flags };

  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);

  if (!brg_auction_check_call (self, call, flags, error))
    return FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  g_array_append_val (self->entries, entry);
  g_signal_emit (self, signals[CALL_ADDED], 0, self->entries->len - 1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CALLS]);
  update_complete (self);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * brg_auction_remove_last_call:
 * @self: an auction
 *
 * Removes the last entry and its annotation, as undo does.
 *
 * Returns: %TRUE if an entry was removed, %FALSE if the auction was empty
 */
gboolean
brg_auction_remove_last_call (BrgAuction *self)
{
  guint position;

  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);

  if (self->entries->len == 0)
    return FALSE;

  position = self->entries->len - 1;
  g_object_freeze_notify (G_OBJECT (self));
  g_array_set_size (self->entries, position);
  _brg_section_truncate (BRG_SECTION (self), position);
  g_signal_emit (self, signals[CALL_REMOVED], 0, position);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CALLS]);
  update_complete (self);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * brg_auction_is_complete:
 * @self: an auction
 *
 * Returns: %TRUE if three passes followed a call other than pass, or four
 *   players passed
 */
gboolean
brg_auction_is_complete (BrgAuction *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);

  return self->complete;
}

/**
 * brg_auction_is_passed_out:
 * @self: an auction
 *
 * Returns: %TRUE if all four players passed without a bid
 */
gboolean
brg_auction_is_passed_out (BrgAuction *self)
{
  gboolean passed_out;

  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);

  compute_complete (self, &passed_out);
  return passed_out;
}

/**
 * brg_auction_get_contract:
 * @self: an auction
 * @contract: (out) (optional): the contract
 * @declarer: (out) (optional): the declarer, %BRG_SEAT_NONE when passed out
 *
 * Computes the result of a complete auction: the last bid, doubled or
 * redoubled by a later call, played by the first player of the declaring
 * side to have bid its strain at any level.
 *
 * Returns: %TRUE if the auction is complete; %FALSE, leaving the outputs
 *   untouched, otherwise
 */
gboolean
brg_auction_get_contract (BrgAuction  *self,
                          BrgContract *contract,
                          BrgSeat     *declarer)
{
  const Entry *last;
  BrgStrain strain;
  BrgSide side;
  BrgRisk risk;
  int last_bid;

  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);

  if (!self->complete)
    return FALSE;

  last_bid = find_last_bid (self);
  if (last_bid < 0)
    {
      if (contract != NULL)
        *contract = brg_contract_make_passed_out ();
      if (declarer != NULL)
        *declarer = BRG_SEAT_NONE;
      return TRUE;
    }

  last = entry_at (self, (guint) find_last_action (self));
  risk = last->call == BRG_CALL_REDOUBLE ? BRG_RISK_REDOUBLED
         : last->call == BRG_CALL_DOUBLE ? BRG_RISK_DOUBLED
         : BRG_RISK_UNDOUBLED;
  last = entry_at (self, (guint) last_bid);
  strain = BRG_CALL_STRAIN (last->call);
  side = brg_seat_side (seat_at (self, (guint) last_bid));

  if (contract != NULL)
    *contract = brg_contract_make (BRG_CALL_LEVEL (last->call), strain, risk);

  if (declarer != NULL)
    for (guint i = 0; i <= (guint) last_bid; i++)
      {
        const Entry *entry = entry_at (self, i);

        if (entry_has_call (entry) && BRG_CALL_IS_BID (entry->call)
            && BRG_CALL_STRAIN (entry->call) == strain
            && brg_seat_side (seat_at (self, i)) == side)
          {
            *declarer = seat_at (self, i);
            break;
          }
      }

  return TRUE;
}

/* The calls' annotations, the notes and the end mark: the auction's
 * BrgSection, under the auction's names that the readers and writers use. */

/**
 * brg_auction_get_end_mark:
 * @self: an auction
 *
 * Returns: how the auction section was marked to end (brg_section_get_end_mark())
 */
BrgEndMark
brg_auction_get_end_mark (BrgAuction *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), BRG_END_MARK_NONE);

  return brg_section_get_end_mark (BRG_SECTION (self));
}

/**
 * brg_auction_set_end_mark:
 * @self: an auction
 * @mark: the end mark
 *
 * Records the `*` or `+` of the auction section (brg_section_set_end_mark()).
 */
void
brg_auction_set_end_mark (BrgAuction *self,
                          BrgEndMark  mark)
{
  g_return_if_fail (BRG_IS_AUCTION (self));

  brg_section_set_end_mark (BRG_SECTION (self), mark);
}

/**
 * brg_auction_get_annotation:
 * @self: an auction
 * @position: an entry, less than the number of calls
 *
 * Returns: (transfer none) (nullable): the annotation of the entry at
 *   @position (brg_section_get_annotation())
 */
const BrgAnnotation *
brg_auction_get_annotation (BrgAuction *self,
                            guint       position)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), NULL);

  return brg_section_get_annotation (BRG_SECTION (self), position);
}

/**
 * brg_auction_set_annotation:
 * @self: an auction
 * @position: an entry, less than the number of calls
 * @annotation: (nullable): the annotation, copied; %NULL or an empty one
 *   clears it
 *
 * Sets the annotation of the entry at @position (brg_section_set_annotation()).
 */
void
brg_auction_set_annotation (BrgAuction          *self,
                            guint                position,
                            const BrgAnnotation *annotation)
{
  g_return_if_fail (BRG_IS_AUCTION (self));

  brg_section_set_annotation (BRG_SECTION (self), position, annotation);
}

/**
 * brg_auction_get_n_notes:
 * @self: an auction
 *
 * Returns: the number of auction notes (brg_section_get_n_notes())
 */
guint
brg_auction_get_n_notes (BrgAuction *self)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), 0);

  return brg_section_get_n_notes (BRG_SECTION (self));
}

/**
 * brg_auction_get_nth_note:
 * @self: an auction
 * @n: less than the number of notes
 *
 * Returns: (transfer none): the @n-th note in the order given
 *   (brg_section_get_nth_note())
 */
const BrgNote *
brg_auction_get_nth_note (BrgAuction *self,
                          guint       n)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), NULL);

  return brg_section_get_nth_note (BRG_SECTION (self), n);
}

/**
 * brg_auction_lookup_note:
 * @self: an auction
 * @index: the note's number, as in `=index=`
 *
 * Returns: (transfer none) (nullable): the note with @index, or %NULL
 *   (brg_section_lookup_note())
 */
const BrgNote *
brg_auction_lookup_note (BrgAuction *self,
                         guint       index)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), NULL);

  return brg_section_lookup_note (BRG_SECTION (self), index);
}

/**
 * brg_auction_set_note:
 * @self: an auction
 * @note: the note, copied
 *
 * Adds @note, or replaces the note with the same index where it stands
 * (brg_section_set_note()).
 */
void
brg_auction_set_note (BrgAuction    *self,
                      const BrgNote *note)
{
  g_return_if_fail (BRG_IS_AUCTION (self));

  brg_section_set_note (BRG_SECTION (self), note);
}

/**
 * brg_auction_remove_note:
 * @self: an auction
 * @index: the note's number
 *
 * Removes the note with @index (brg_section_remove_note()).
 *
 * Returns: %TRUE if a note was removed
 */
gboolean
brg_auction_remove_note (BrgAuction *self,
                         guint       index)
{
  g_return_val_if_fail (BRG_IS_AUCTION (self), FALSE);

  return brg_section_remove_note (BRG_SECTION (self), index);
}
