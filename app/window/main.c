/* main.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "brg-application.h"
#include "brg-core.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BrgApplication) app = NULL;

  brg_i18n_init ();

  brg_application_prepare_environment ();
  app = brg_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
