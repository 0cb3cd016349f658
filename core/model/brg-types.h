/* brg-types.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Forward typedefs of the core's GObjects, so headers need not include each other. */
typedef struct _BrgDeal       BrgDeal;
typedef struct _BrgAuction    BrgAuction;
typedef struct _BrgPlay       BrgPlay;
typedef struct _BrgBoard      BrgBoard;
typedef struct _BrgEvent      BrgEvent;
typedef struct _BrgCommand    BrgCommand;
typedef struct _BrgHistory    BrgHistory;

/**
 * BrgSeat:
 * @BRG_SEAT_NORTH: North
 * @BRG_SEAT_EAST: East
 * @BRG_SEAT_SOUTH: South
 * @BRG_SEAT_WEST: West
 * @BRG_SEAT_NONE: no seat, or unknown
 *
 * The four seats in clockwise order, so that `(seat + 1) % 4` is the next
 * player and `seat & 1` is the side.
 */
typedef enum
{
  BRG_SEAT_NORTH,
  BRG_SEAT_EAST,
  BRG_SEAT_SOUTH,
  BRG_SEAT_WEST,
  BRG_SEAT_NONE = 0xff,
} BrgSeat;

/**
 * BrgSide:
 * @BRG_SIDE_NS: North-South
 * @BRG_SIDE_EW: East-West
 *
 * A partnership.
 */
typedef enum
{
  BRG_SIDE_NS,
  BRG_SIDE_EW,
} BrgSide;

/**
 * BrgSuit:
 * @BRG_SUIT_CLUBS: clubs
 * @BRG_SUIT_DIAMONDS: diamonds
 * @BRG_SUIT_HEARTS: hearts
 * @BRG_SUIT_SPADES: spades
 *
 * The suits in ascending bidding order.
 */
typedef enum
{
  BRG_SUIT_CLUBS,
  BRG_SUIT_DIAMONDS,
  BRG_SUIT_HEARTS,
  BRG_SUIT_SPADES,
} BrgSuit;

/**
 * BrgStrain:
 * @BRG_STRAIN_CLUBS: clubs
 * @BRG_STRAIN_DIAMONDS: diamonds
 * @BRG_STRAIN_HEARTS: hearts
 * @BRG_STRAIN_SPADES: spades
 * @BRG_STRAIN_NOTRUMP: notrump
 *
 * A denomination of a bid or contract; the four suits share the values
 * of #BrgSuit.
 */
typedef enum
{
  BRG_STRAIN_CLUBS,
  BRG_STRAIN_DIAMONDS,
  BRG_STRAIN_HEARTS,
  BRG_STRAIN_SPADES,
  BRG_STRAIN_NOTRUMP,
} BrgStrain;

/**
 * BrgRisk:
 * @BRG_RISK_UNDOUBLED: undoubled
 * @BRG_RISK_DOUBLED: doubled
 * @BRG_RISK_REDOUBLED: redoubled
 *
 * The risk of a contract (PBN §3.4.14).
 */
typedef enum
{
  BRG_RISK_UNDOUBLED,
  BRG_RISK_DOUBLED,
  BRG_RISK_REDOUBLED,
} BrgRisk;

/**
 * BrgVulnerability:
 * @BRG_VULNERABILITY_NONE: nobody vulnerable
 * @BRG_VULNERABILITY_NS: North-South vulnerable
 * @BRG_VULNERABILITY_EW: East-West vulnerable
 * @BRG_VULNERABILITY_ALL: both sides vulnerable
 *
 * Who is vulnerable (PBN §3.4.10).
 */
typedef enum
{
  BRG_VULNERABILITY_NONE,
  BRG_VULNERABILITY_NS,
  BRG_VULNERABILITY_EW,
  BRG_VULNERABILITY_ALL,
} BrgVulnerability;

/**
 * BrgCallKind:
 * @BRG_CALL_KIND_PASS: a pass
 * @BRG_CALL_KIND_DOUBLE: a double
 * @BRG_CALL_KIND_REDOUBLE: a redouble
 * @BRG_CALL_KIND_BID: a bid of a level and a strain
 *
 * What kind of call a #BrgCall is.
 */
typedef enum
{
  BRG_CALL_KIND_PASS,
  BRG_CALL_KIND_DOUBLE,
  BRG_CALL_KIND_REDOUBLE,
  BRG_CALL_KIND_BID,
} BrgCallKind;

/**
 * BrgSuffix:
 * @BRG_SUFFIX_NONE: no suffix
 * @BRG_SUFFIX_GOOD: `!`
 * @BRG_SUFFIX_POOR: `?`
 * @BRG_SUFFIX_VERY_GOOD: `!!`
 * @BRG_SUFFIX_VERY_POOR: `??`
 * @BRG_SUFFIX_SPECULATIVE: `!?`
 * @BRG_SUFFIX_QUESTIONABLE: `?!`
 *
 * A suffix annotation (PBN §3.5.3, §3.6.3). Its value plus 0 is the NAG of a
 * call, plus 6 the NAG of a card.
 */
typedef enum
{
  BRG_SUFFIX_NONE,
  BRG_SUFFIX_GOOD,
  BRG_SUFFIX_POOR,
  BRG_SUFFIX_VERY_GOOD,
  BRG_SUFFIX_VERY_POOR,
  BRG_SUFFIX_SPECULATIVE,
  BRG_SUFFIX_QUESTIONABLE,
} BrgSuffix;

/**
 * BrgCallFlags:
 * @BRG_CALL_FLAGS_NONE: a regular call
 * @BRG_CALL_FLAGS_INSUFFICIENT: `^I`, an insufficient bid accepted by the
 *   opponents (PBN §3.9 A)
 * @BRG_CALL_FLAGS_SKIPPED: `^S`, the player could not call because of a call
 *   out of rotation (PBN §3.9 B); the entry holds no call
 * @BRG_CALL_FLAGS_UNKNOWN: the player's call is not known: the file's token
 *   for it could not be read as a call the rules allow (`AC`, an
 *   insufficient bid without `^I`). The entry holds no call, takes its
 *   turn, and is no pass; its annotation begins with the token's text
 *   (%BRG_COMMENT_TOKEN), which is written back in its place
 *
 * Irregularities of one auction entry, kept as data; at most one of them.
 */
typedef enum /*< flags >*/
{
  BRG_CALL_FLAGS_NONE         = 0,
  BRG_CALL_FLAGS_INSUFFICIENT = 1 << 0,
  BRG_CALL_FLAGS_SKIPPED      = 1 << 1,
  BRG_CALL_FLAGS_UNKNOWN      = 1 << 2,
} BrgCallFlags;

/**
 * BrgPlayFlags:
 * @BRG_PLAY_FLAGS_NONE: a regular play
 * @BRG_PLAY_FLAGS_REVOKE: `^R`, a revoke that was not noticed in time
 *   (PBN §3.9 C)
 * @BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN: `^L`, a lead out of turn accepted by the
 *   opponents (PBN §3.9 D)
 *
 * Irregularities of one played card, kept as data.
 */
typedef enum /*< flags >*/
{
  BRG_PLAY_FLAGS_NONE             = 0,
  BRG_PLAY_FLAGS_REVOKE           = 1 << 0,
  BRG_PLAY_FLAGS_LEAD_OUT_OF_TURN = 1 << 1,
} BrgPlayFlags;

/**
 * BrgCommentKind:
 * @BRG_COMMENT_BRACE: a `{…}` comment, which may span lines
 * @BRG_COMMENT_LINE: a `;…` comment to the end of the line
 * @BRG_COMMENT_ESCAPE: a `%` escape line (PBN §2.4) inside a game, kept
 *   where it stood; its text is what follows the `%`
 * @BRG_COMMENT_TOKEN: a token of the auction or the play that could not be
 *   read (not a call or card, one the rules refuse, a broken annotation;
 *   PBN §3.5, §3.6), kept as its text where it stood and written back as it
 *   is; the calls and cards around it are read. A call or card token
 *   (letters, digits and `-`) takes its turn as an unknown call
 *   (%BRG_CALL_FLAGS_UNKNOWN) or an unknown card whose annotation begins
 *   with it.
 *
 * The two kinds of commentary (PBN §3.8), kept so a file writes back as it
 * was read, and the other text that stands among them.
 */
typedef enum
{
  BRG_COMMENT_BRACE,
  BRG_COMMENT_LINE,
  BRG_COMMENT_ESCAPE,
  BRG_COMMENT_TOKEN,
} BrgCommentKind;

/**
 * BrgSectionKind:
 * @BRG_SECTION_AUCTION: the auction, its calls and their notes (PBN §3.5)
 * @BRG_SECTION_PLAY: the play, its cards and their notes (PBN §3.6)
 *
 * The section a call or card, a note or a NAG belongs to.
 */
typedef enum
{
  BRG_SECTION_AUCTION,
  BRG_SECTION_PLAY,
} BrgSectionKind;

/**
 * BrgNagGroup:
 * @BRG_NAG_GROUP_SUFFIX: the six suffixes `!` `?` `!!` `??` `!?` `?!`,
 *   $1–$6 for calls and $7–$12 for cards (PBN §3.5.3, §3.6.3)
 * @BRG_NAG_GROUP_CORRECTION: a call ($13) or card ($14) corrected by hand
 * @BRG_NAG_GROUP_OTHER: $15–$255, whose meaning PBN leaves to the annotator
 *
 * How the NAG table of PBN §3.7 groups its entries.
 */
typedef enum
{
  BRG_NAG_GROUP_SUFFIX,
  BRG_NAG_GROUP_CORRECTION,
  BRG_NAG_GROUP_OTHER,
} BrgNagGroup;

/**
 * BrgReveal:
 * @BRG_REVEAL_ALWAYS: shown as soon as its call or card is
 * @BRG_REVEAL_AFTER_AUCTION: shown only once the whole auction is
 * @BRG_REVEAL_AFTER_PLAY: shown only once the whole auction and play are
 *
 * When a comment or note may be shown, so that a quiz does not give its
 * answer away; kept as a `[%reveal …]` command in the commentary.
 */
typedef enum
{
  BRG_REVEAL_ALWAYS,
  BRG_REVEAL_AFTER_AUCTION,
  BRG_REVEAL_AFTER_PLAY,
} BrgReveal;

/**
 * BrgAnchorKind:
 * @BRG_ANCHOR_BOARD: before the board's first tag (PBN §3.8)
 * @BRG_ANCHOR_AUCTION: after the `Auction` tag, before the first call
 * @BRG_ANCHOR_CALL: after a call and its annotation
 * @BRG_ANCHOR_PLAY: after the `Play` tag, before the first card
 * @BRG_ANCHOR_CARD: after a card and its annotation
 *
 * The places of a board where commentary stands. Commentary "before" a
 * call or card other than the first is PBN's commentary after the one
 * before it.
 */
typedef enum
{
  BRG_ANCHOR_BOARD,
  BRG_ANCHOR_AUCTION,
  BRG_ANCHOR_CALL,
  BRG_ANCHOR_PLAY,
  BRG_ANCHOR_CARD,
} BrgAnchorKind;

/**
 * BrgCallEdit:
 * @BRG_CALL_EDIT_REPLACE: a call takes the place of another
 * @BRG_CALL_EDIT_INSERT: a call goes in before another, which moves to the
 *   next seat with all the calls after it
 * @BRG_CALL_EDIT_DELETE: a call goes, the calls after it move back a seat
 *
 * An edit in the middle of an auction.
 */
typedef enum
{
  BRG_CALL_EDIT_REPLACE,
  BRG_CALL_EDIT_INSERT,
  BRG_CALL_EDIT_DELETE,
} BrgCallEdit;

/**
 * BrgContractSource:
 * @BRG_CONTRACT_SOURCE_AUCTION: the contract the auction reached
 * @BRG_CONTRACT_SOURCE_TAGS: the `Contract` and `Declarer` tags
 *
 * Which side wins when the auction and the tags disagree.
 */
typedef enum
{
  BRG_CONTRACT_SOURCE_AUCTION,
  BRG_CONTRACT_SOURCE_TAGS,
} BrgContractSource;

/**
 * BrgInheritance:
 * @BRG_INHERITANCE_NONE: the tag value was given
 * @BRG_INHERITANCE_PREVIOUS: the file said `#`: the value was copied from
 *   the nearest previous game (PBN §4.8)
 * @BRG_INHERITANCE_DEFINES: the file said `##value`: the value holds for this
 *   game and every later game that does not give the tag (PBN §4.8)
 * @BRG_INHERITANCE_IMPLICIT: the game did not give the tag at all; its value
 *   comes from an earlier `##` (PBN §4.8)
 *
 * How a tag got its value, so export can write it back as it was.
 */
typedef enum
{
  BRG_INHERITANCE_NONE,
  BRG_INHERITANCE_PREVIOUS,
  BRG_INHERITANCE_DEFINES,
  BRG_INHERITANCE_IMPLICIT,
} BrgInheritance;

/**
 * BrgSeverity:
 * @BRG_SEVERITY_WARNING: the input was read, with a guess or a loss
 * @BRG_SEVERITY_ERROR: part of the input could not be used (a board is marked)
 *
 * How bad a #BrgDiagnostic is.
 */
typedef enum
{
  BRG_SEVERITY_WARNING,
  BRG_SEVERITY_ERROR,
} BrgSeverity;

/**
 * BrgDealStatus:
 * @BRG_DEAL_STATUS_COMPLETE: four known hands of 13 cards
 * @BRG_DEAL_STATUS_INCOMPLETE: cards still to place or hands unknown, which
 *   PBN can say (a partial deal, an end position); nothing is wrong
 * @BRG_DEAL_STATUS_OVERFULL: a hand holds more than 13 cards, which happens
 *   only while a deal is being edited; wrong until a card leaves it
 *
 * What a deal editor tells the user about the deal as it stands.
 */
typedef enum
{
  BRG_DEAL_STATUS_COMPLETE,
  BRG_DEAL_STATUS_INCOMPLETE,
  BRG_DEAL_STATUS_OVERFULL,
} BrgDealStatus;

G_END_DECLS
