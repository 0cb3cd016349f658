/* brg-window-deal.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-window-private.h"

void
_brg_window_class_add_deal_actions (GtkWidgetClass *widget_class)
{
}

void
_brg_window_init_deal (BrgWindow *self)
{
}

gboolean
brg_window_get_editing_deal (BrgWindow *self)
{
  return self->editing_deal;
}

void
brg_window_set_editing_deal (BrgWindow *self,
                             gboolean   editing_deal)
{
  self->editing_deal = editing_deal;
}
