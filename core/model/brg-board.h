/* brg-board.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "brg-annotation.h"
#include "brg-auction.h"
#include "brg-contract.h"
#include "brg-deal.h"
#include "brg-play.h"
#include "brg-types.h"

G_BEGIN_DECLS

#define BRG_TYPE_TAG   (brg_tag_get_type ())
#define BRG_TYPE_BOARD (brg_board_get_type ())

/**
 * BrgTag:
 * @name: the tag name, such as `Event`; PBN's own names are shared, so
 *   change it only with brg_tag_set_name()
 * @value: the tag value as text (UTF-8), verbatim for tags without a syntax;
 *   common values are shared, so change it only with brg_tag_set_value()
 * @inheritance: whether the value came from `#` or `##` (PBN §4.8)
 * @comments: (element-type BrgComment) (nullable): commentary that follows
 *   the tag (PBN §3.8)
 * @section: (element-type utf8) (nullable): the lines of section data that
 *   follow the tag, for supplemental sections (PBN §5) kept as text
 *
 * One tag pair of a board, in file order.
 */
typedef struct
{
  char           *name;
  char           *value;
  BrgInheritance  inheritance;
  GPtrArray      *comments;
  GPtrArray      *section;
} BrgTag;

GType     brg_tag_get_type (void) G_GNUC_CONST;
BrgTag   *brg_tag_new       (const char   *name,
                             const char   *value);
BrgTag   *brg_tag_copy      (const BrgTag *tag);
void      brg_tag_set_name  (BrgTag       *tag,
                             const char   *name);
void      brg_tag_set_value (BrgTag       *tag,
                             const char   *value);
void      brg_tag_free      (BrgTag       *tag);
gboolean  brg_tag_equal     (const BrgTag *a,
                             const BrgTag *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BrgTag, brg_tag_free)

G_DECLARE_FINAL_TYPE (BrgBoard, brg_board, BRG, BOARD, GObject)

BrgBoard         *brg_board_new                  (void);
BrgBoard         *brg_board_new_numbered         (guint              number);
BrgBoard         *brg_board_copy                 (BrgBoard          *self);

guint             brg_board_get_n_tags           (BrgBoard          *self);
const BrgTag     *brg_board_get_nth_tag          (BrgBoard          *self,
                                                  guint              n);
const BrgTag     *brg_board_lookup_tag           (BrgBoard          *self,
                                                  const char        *name);
int               brg_board_find_tag             (BrgBoard          *self,
                                                  const char        *name);
const char       *brg_board_get_tag              (BrgBoard          *self,
                                                  const char        *name);
void              brg_board_set_tag              (BrgBoard          *self,
                                                  const char        *name,
                                                  const char        *value);
void              brg_board_insert_tag           (BrgBoard          *self,
                                                  int                position,
                                                  const BrgTag      *tag);
void              brg_board_replace_nth_tag      (BrgBoard          *self,
                                                  guint              n,
                                                  const BrgTag      *tag);
gboolean          brg_board_remove_tag           (BrgBoard          *self,
                                                  const char        *name);
void              brg_board_add_tag_comment      (BrgBoard          *self,
                                                  guint              n,
                                                  const BrgComment  *comment);

guint             brg_board_get_n_leading_comments (BrgBoard        *self);
const BrgComment *brg_board_get_leading_comment  (BrgBoard          *self,
                                                  guint              n);
void              brg_board_add_leading_comment  (BrgBoard          *self,
                                                  const BrgComment  *comment);
void              brg_board_set_leading_comments (BrgBoard          *self,
                                                  GPtrArray         *comments);

BrgDeal          *brg_board_get_deal             (BrgBoard          *self);
BrgAuction       *brg_board_get_auction          (BrgBoard          *self);
void              brg_board_set_auction          (BrgBoard          *self,
                                                  BrgAuction        *auction);
BrgPlay          *brg_board_get_play             (BrgBoard          *self);
void              brg_board_set_play             (BrgBoard          *self,
                                                  BrgPlay           *play);
BrgSection       *brg_board_get_section          (BrgBoard          *self,
                                                  BrgSectionKind     kind);
void              brg_board_set_section          (BrgBoard          *self,
                                                  BrgSectionKind     kind,
                                                  BrgSection        *section);

guint             brg_board_get_number           (BrgBoard          *self);
char             *brg_board_dup_title            (BrgBoard          *self,
                                                  guint              index);
void              brg_board_set_number           (BrgBoard          *self,
                                                  guint              number);
BrgSeat           brg_board_get_dealer           (BrgBoard          *self);
void              brg_board_set_dealer           (BrgBoard          *self,
                                                  BrgSeat            dealer);
gboolean          brg_board_get_vulnerability    (BrgBoard          *self,
                                                  BrgVulnerability  *vulnerability);
void              brg_board_set_vulnerability    (BrgBoard          *self,
                                                  BrgVulnerability   vulnerability);
guint             brg_board_get_hidden_seats     (BrgBoard          *self);
gboolean          brg_board_get_contract         (BrgBoard          *self,
                                                  BrgContract       *contract,
                                                  BrgSeat           *declarer);
int               brg_board_get_declarer_tricks  (BrgBoard          *self);
int               brg_board_get_result_tricks    (BrgBoard          *self,
                                                  gboolean          *differs);
guint             brg_board_get_total_tricks     (BrgBoard          *self);
gboolean          brg_board_get_score            (BrgBoard          *self,
                                                  int               *ns_score);
char             *brg_board_dup_outcome          (BrgBoard          *self);

gboolean          brg_board_get_has_errors       (BrgBoard          *self);
void              brg_board_set_has_errors       (BrgBoard          *self,
                                                  gboolean           has_errors);
guint             brg_board_get_line             (BrgBoard          *self);
void              brg_board_set_line             (BrgBoard          *self,
                                                  guint              line);

G_END_DECLS
