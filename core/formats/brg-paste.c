/* brg-paste.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deal pasted into the deal editor, in whatever form it was copied.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-deal-text.h"
#include "brg-error.h"
#include "brg-import.h"
#include "brg-paste.h"

/* Whether @text is PBN text rather than a short deal: a tag pair, an
 * escape line, or a `<PBN>` snippet (PBN §6.2) somewhere in it. */
static gboolean
is_pbn_text (const char *text)
{
  const char *p = text;

  while (g_ascii_isspace (*p))
    p++;
  if (*p == '[' || *p == '%')
    return TRUE;
  for (; *p != '\0'; p++)
    if (*p == '<' && g_ascii_strncasecmp (p, "<PBN>", 5) == 0)
      return TRUE;
  return FALSE;
}

/**
 * brg_paste_read_deal:
 * @text: the text pasted
 * @hands: (out caller-allocates): the deal's hands, `x` made the lowest
 *   free spot cards and marked
 * @dealer: (out) (optional): the dealer the text names, or %BRG_SEAT_NONE
 * @error: return location for a #GError
 *
 * Reads a deal pasted into the deal editor: a PBN Deal value, an RBN H
 * line or a LIN md value (as brg_deal_text_parse() reads them), or PBN
 * text — a `<PBN>` snippet, tag pairs, a whole file — whose first game
 * with cards gives the deal and its dealer. Hand the result to
 * brg_edit_paste_deal().
 *
 * Returns: %FALSE with @error set when the text holds no deal
 */
gboolean
brg_paste_read_deal (const char  *text,
                     BrgHands    *hands,
                     BrgSeat     *dealer,
                     GError     **error)
{
  BrgDealText deal;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (hands != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (dealer != NULL)
    *dealer = BRG_SEAT_NONE;

  if (is_pbn_text (text))
    {
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(BrgEvent) event = brg_import_bytes (bytes, NULL, NULL, error);

      if (event == NULL)
        return FALSE;
      for (guint i = 0; i < brg_event_get_n_boards (event); i++)
        {
          BrgBoard *board = brg_event_get_board (event, i);
          BrgDeal *board_deal = brg_board_get_deal (board);

          if (brg_deal_is_empty (board_deal))
            continue;
          brg_deal_get_hands (board_deal, hands);
          if (dealer != NULL)
            *dealer = brg_board_get_dealer (board);
          return TRUE;
        }
      g_set_error_literal (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_INVALID_VALUE,
                           _("The text pasted holds no deal"));
      return FALSE;
    }

  if (!brg_deal_text_parse (text, &deal, error) || !brg_deal_text_to_hands (&deal, hands, error))
    return FALSE;
  if (dealer != NULL)
    *dealer = deal.dealer;
  return TRUE;
}
