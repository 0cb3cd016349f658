/* brg-render-options.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What to print and how: the layout, boards a page, paper and margins,
 * what to show, and which boards (a range such as `1-8,12`).
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-board.h"
#include "brg-event.h"
#include "brg-render-options.h"

G_DEFINE_QUARK (brg-render-error-quark, brg_render_error)
G_DEFINE_BOXED_TYPE (BrgRenderOptions, brg_render_options, brg_render_options_copy,
                     brg_render_options_free)

/* Names on the command line, in BrgRenderLayout's order. */
static const char *layout_names[] = { "analysis", "handrecord", "handout", "bidding", "slides" };

/* The usual number of boards a page, and the numbers each layout takes, as
 * a mask of 1 << n. An analysis or a handout needs half a page a board at
 * least; a hand record or bidding sheet fits six. */
static const guint default_per_page[] = { 1, 4, 1, 4, 1 };
static const guint takes_per_page[] = {
  1 << 1 | 1 << 2,
  1 << 1 | 1 << 2 | 1 << 4 | 1 << 6,
  1 << 1 | 1 << 2,
  1 << 1 | 1 << 2 | 1 << 4 | 1 << 6,
  1 << 1,
};

/**
 * brg_render_options_new:
 *
 * The defaults: an analysis of every board, one a page, on A4 with 15 mm
 * margins, everything shown, two colours, the handout's hidden hands from
 * each board's `Hidden` tag, the PBN embedded in a PDF.
 *
 * Returns: (transfer full): new options
 */
BrgRenderOptions *
brg_render_options_new (void)
{
  BrgRenderOptions *options = g_new0 (BrgRenderOptions, 1);

  options->layout = BRG_RENDER_LAYOUT_ANALYSIS;
  options->paper = BRG_RENDER_PAPER_A4;
  options->margin_top = options->margin_right = 15;
  options->margin_bottom = options->margin_left = 15;
  options->show = BRG_RENDER_SHOW_ALL;
  options->hidden = BRG_RENDER_HIDDEN_FROM_TAG;
  options->embed_source = TRUE;
  return options;
}

/**
 * brg_render_options_copy:
 * @options: options
 *
 * Returns: (transfer full): a deep copy of @options
 */
BrgRenderOptions *
brg_render_options_copy (const BrgRenderOptions *options)
{
  BrgRenderOptions *copy;

  g_return_val_if_fail (options != NULL, NULL);

  copy = g_memdup2 (options, sizeof *options);
  copy->title = g_strdup (options->title);
  copy->date = g_strdup (options->date);
  if (options->boards != NULL)
    {
      copy->boards = g_array_sized_new (FALSE, FALSE, sizeof (guint), options->boards->len);
      g_array_append_vals (copy->boards, options->boards->data, options->boards->len);
    }
  return copy;
}

/**
 * brg_render_options_free:
 * @options: (transfer full) (nullable): options
 */
void
brg_render_options_free (BrgRenderOptions *options)
{
  if (options == NULL)
    return;
  g_clear_pointer (&options->boards, g_array_unref);
  g_free (options->title);
  g_free (options->date);
  g_free (options);
}

/**
 * brg_render_options_get_per_page:
 * @options: options
 *
 * Returns: the boards a page, the layout's usual number when @options says 0
 */
guint
brg_render_options_get_per_page (const BrgRenderOptions *options)
{
  g_return_val_if_fail (options != NULL, 1);
  g_return_val_if_fail (options->layout <= BRG_RENDER_LAYOUT_SLIDES, 1);

  if (options->per_page == 0)
    return default_per_page[options->layout];
  return options->per_page;
}

/**
 * brg_render_layout_takes_per_page:
 * @layout: a layout
 * @per_page: boards a page
 *
 * Returns: whether @layout prints @per_page boards a page: 1 or 2 for an
 *   analysis or a handout, 1, 2, 4 or 6 for a hand record or bidding sheets,
 *   1 (a step a page) for slides
 */
gboolean
brg_render_layout_takes_per_page (BrgRenderLayout layout,
                                  guint           per_page)
{
  g_return_val_if_fail (layout <= BRG_RENDER_LAYOUT_SLIDES, FALSE);

  return per_page < 32 && (takes_per_page[layout] & (1u << per_page)) != 0;
}

/**
 * brg_render_options_check:
 * @options: options
 * @error: return location for a #GError
 *
 * Checks that the layout takes the boards a page, and that the margins
 * leave room on the paper.
 *
 * Returns: %TRUE if @options can be printed, else %FALSE with @error set to
 *   %BRG_RENDER_ERROR_INVALID_OPTION
 */
gboolean
brg_render_options_check (const BrgRenderOptions *options,
                          GError                **error)
{
  double width, height;

  g_return_val_if_fail (options != NULL, FALSE);

  if (options->layout > BRG_RENDER_LAYOUT_SLIDES)
    {
      g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_OPTION,
                   _("Unknown layout %d"), (int) options->layout);
      return FALSE;
    }
  if (!brg_render_layout_takes_per_page (options->layout, brg_render_options_get_per_page (options)))
    {
      if (options->layout == BRG_RENDER_LAYOUT_SLIDES)
        g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_OPTION,
                     _("The slides layout prints a step a page, not %u boards"),
                     options->per_page);
      else if (options->layout == BRG_RENDER_LAYOUT_ANALYSIS
               || options->layout == BRG_RENDER_LAYOUT_HANDOUT)
        g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_OPTION,
                     _("The %s layout prints 1 or 2 boards a page, not %u"),
                     layout_names[options->layout], options->per_page);
      else
        g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_OPTION,
                     _("The %s layout prints 1, 2, 4 or 6 boards a page, not %u"),
                     layout_names[options->layout], options->per_page);
      return FALSE;
    }

  brg_render_paper_get_size (options->paper, &width, &height);
  /* Millimetres to points; at least 5 cm of paper between the margins. */
  if (options->margin_top < 0 || options->margin_right < 0 || options->margin_bottom < 0
      || options->margin_left < 0
      || width - (options->margin_left + options->margin_right) * 72 / 25.4 < 144
      || height - (options->margin_top + options->margin_bottom) * 72 / 25.4 < 144)
    {
      g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_OPTION,
                   _("The margins leave no room on the paper"));
      return FALSE;
    }
  return TRUE;
}

/**
 * brg_render_layout_from_string:
 * @text: `analysis`, `handrecord`, `handout`, `bidding` or `slides`
 * @layout: (out): the layout
 *
 * Returns: whether @text names a layout
 */
gboolean
brg_render_layout_from_string (const char      *text,
                               BrgRenderLayout *layout)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (layout_names); i++)
    if (strcmp (text, layout_names[i]) == 0)
      {
        *layout = (BrgRenderLayout) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * brg_render_layout_to_string:
 * @layout: a layout
 *
 * Returns: the layout's name on the command line, such as `handrecord`
 */
const char *
brg_render_layout_to_string (BrgRenderLayout layout)
{
  g_return_val_if_fail (layout <= BRG_RENDER_LAYOUT_SLIDES, NULL);

  return layout_names[layout];
}

/**
 * brg_render_paper_from_string:
 * @text: `a4` or `letter` (any case)
 * @paper: (out): the paper
 *
 * Returns: whether @text names a paper size
 */
gboolean
brg_render_paper_from_string (const char     *text,
                              BrgRenderPaper *paper)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "a4") == 0)
    *paper = BRG_RENDER_PAPER_A4;
  else if (g_ascii_strcasecmp (text, "letter") == 0)
    *paper = BRG_RENDER_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

/**
 * brg_render_paper_get_size:
 * @paper: a paper size
 * @width: (out): its width in points (1/72 in)
 * @height: (out): its height in points
 */
void
brg_render_paper_get_size (BrgRenderPaper  paper,
                           double         *width,
                           double         *height)
{
  if (paper == BRG_RENDER_PAPER_LETTER)
    {
      *width = 612;
      *height = 792;
    }
  else
    {
      *width = 210 * 72 / 25.4;
      *height = 297 * 72 / 25.4;
    }
}

/**
 * brg_render_format_from_string:
 * @text: `pdf`, `svg` or `png` (any case)
 * @format: (out): the format
 *
 * Returns: whether @text names an output format
 */
gboolean
brg_render_format_from_string (const char      *text,
                               BrgRenderFormat *format)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "pdf") == 0)
    *format = BRG_RENDER_FORMAT_PDF;
  else if (g_ascii_strcasecmp (text, "svg") == 0)
    *format = BRG_RENDER_FORMAT_SVG;
  else if (g_ascii_strcasecmp (text, "png") == 0)
    *format = BRG_RENDER_FORMAT_PNG;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_number (const char **p,
              guint       *value)
{
  guint64 n = 0;
  const char *start;

  while (**p == ' ' || **p == '\t')
    (*p)++;
  start = *p;
  while (g_ascii_isdigit (**p) && n <= G_MAXUINT)
    n = n * 10 + (guint64) (*(*p)++ - '0');
  if (*p == start || n == 0 || n > G_MAXUINT || g_ascii_isdigit (**p))
    return FALSE;
  *value = (guint) n;
  while (**p == ' ' || **p == '\t')
    (*p)++;
  return TRUE;
}

/**
 * brg_render_parse_boards:
 * @range: board numbers, single or as ranges, separated by commas, such as
 *   `1-8,12`
 * @event: the event to choose from
 * @error: return location for a #GError
 *
 * Chooses the boards of @event whose number is in @range. A board without
 * a number counts by its place in @event, from 1. The boards keep their
 * order in @event; two boards with one number (the two tables of a team
 * match) are both chosen.
 *
 * Returns: (transfer full) (element-type guint): the positions in @event of
 *   the boards chosen, perhaps none; or %NULL with @error set to
 *   %BRG_RENDER_ERROR_INVALID_RANGE when @range does not parse
 */
GArray *
brg_render_parse_boards (const char *range,
                         BrgEvent   *event,
                         GError    **error)
{
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *positions;
  const char *p = range;

  g_return_val_if_fail (range != NULL, NULL);
  g_return_val_if_fail (BRG_IS_EVENT (event), NULL);

  for (;;)
    {
      guint first, last;

      if (!parse_number (&p, &first))
        goto invalid;
      last = first;
      if (*p == '-')
        {
          p++;
          if (!parse_number (&p, &last) || last < first)
            goto invalid;
        }
      g_array_append_val (from, first);
      g_array_append_val (to, last);
      if (*p == '\0')
        break;
      if (*p != ',')
        goto invalid;
      p++;
    }

  positions = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < brg_event_get_n_boards (event); i++)
    {
      guint number = brg_board_get_number (brg_event_get_board (event, i));

      if (number == 0)
        number = i + 1;
      for (guint k = 0; k < from->len; k++)
        if (number >= g_array_index (from, guint, k) && number <= g_array_index (to, guint, k))
          {
            g_array_append_val (positions, i);
            break;
          }
    }
  return positions;

invalid:
  g_set_error (error, BRG_RENDER_ERROR, BRG_RENDER_ERROR_INVALID_RANGE,
               _("“%s” is not a range of boards such as 1-8,12 (column %u)"), range,
               (guint) g_utf8_strlen (range, p - range) + 1);
  return NULL;
}

/**
 * brg_render_page_file_name:
 * @path: the output file name the user gave, such as `deals.png`
 * @page: the page, from 0
 * @n_pages: the number of pages
 *
 * Names the file of one page of an SVG or PNG output: @path itself when
 * there is one page, else @path with `-1`, `-2` … before its extension
 * (`deals-1.png`), or at its end when it has none.
 *
 * Returns: (transfer full): the file name
 */
char *
brg_render_page_file_name (const char *path,
                           guint       page,
                           guint       n_pages)
{
  const char *base, *dot;

  g_return_val_if_fail (path != NULL, NULL);

  if (n_pages <= 1)
    return g_strdup (path);

  base = strrchr (path, '/');
  base = base != NULL ? base + 1 : path;
  dot = strrchr (base, '.');
  /* A leading dot (".png") is a hidden file's name, not an extension. */
  if (dot == NULL || dot == base)
    return g_strdup_printf ("%s-%u", path, page + 1);
  return g_strdup_printf ("%.*s-%u%s", (int) (dot - path), path, page + 1, dot);
}
