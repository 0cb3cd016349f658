/* brg-dealer.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "brg-dealer.h"
#include "brg-score.h"
#include "brg-seat.h"

/**
 * BrgDealer:
 *
 * Deals cards at random under constraints: completes a partial deal, or
 * makes a new one, so that each hand meets its #BrgSeatSpec (high-card
 * points, suit lengths, balanced shape, predealt cards and spot cards).
 *
 * Every deal meeting the constraints is equally likely. The dealer is
 * reproducible: it uses its own generator (xoshiro256**, seeded through
 * splitmix64) and integer arithmetic only, so the same seed, stream and
 * constraints give the same deal on every machine and GLib version.
 *
 * How: the predealt cards are placed first. The most constrained hand is
 * then drawn exactly from the hands that meet its constraints (counted by
 * shape and by high-card points suit by suit, so a rare hand costs no more
 * than a common one); the other constrained hands are dealt from the rest
 * and checked at once, and any miss starts the deal again (which keeps
 * every fitting deal equally likely). Constraints no hand can meet are
 * found by counting before any dealing; rare combinations of several hands
 * end after brg_dealer_get_max_tries() tries with
 * %BRG_DEALER_ERROR_TOO_RARE, never in a hang.
 */
typedef struct _Plan Plan;

struct _BrgDealer
{
  GObject      parent_instance;

  /* Owned */
  Plan        *plan;          /* of the last call, kept for the next one */

  guint64      state[4];
  guint64      max_tries;
  guint64      tries;

  /* What the plan was made from. */
  gboolean     plan_has_start;
  gboolean     plan_has_spec;
  BrgHands     plan_start;
  BrgDealSpec  plan_spec;
};

G_DEFINE_FINAL_TYPE (BrgDealer, brg_dealer, G_TYPE_OBJECT)

G_DEFINE_QUARK (brg-dealer-error-quark, brg_dealer_error)

#define HAND_SIZE  13
#define MAX_HCP    37   /* four aces, four kings, four queens and a jack */
#define SUIT_HCP   10   /* A K Q J of one suit */
#define DEAL_HCP   40

/* The spot cards `x` stands for: ranks 2 to 9. */
#define SPOTS_OF(suit)   (((BrgCardSet) 0xff) << ((suit) * 13))
/* The cards of no high-card points: ranks 2 to 10. */
#define BLANKS_OF(suit)  (((BrgCardSet) 0x1ff) << ((suit) * 13))
#define HONORS_OF(suit)  (((BrgCardSet) 0xf) << ((suit) * 13 + 9))

static void
brg_dealer_finalize (GObject *object)
{
  BrgDealer *self = BRG_DEALER (object);

  g_clear_pointer (&self->plan, g_free);

  G_OBJECT_CLASS (brg_dealer_parent_class)->finalize (object);
}

static void
brg_dealer_class_init (BrgDealerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = brg_dealer_finalize;
}

static void
brg_dealer_init (BrgDealer *self)
{
  self->max_tries = BRG_DEALER_DEFAULT_MAX_TRIES;
}

/* ------------------------------------------------------------------ */
/* Constraints                                                          */

/**
 * brg_seat_spec_init:
 * @spec: (out caller-allocates): a seat's constraints
 *
 * Makes constraints any hand meets.
 */
void
brg_seat_spec_init (BrgSeatSpec *spec)
{
  g_return_if_fail (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->hcp_max = MAX_HCP;
  for (guint s = 0; s < 4; s++)
    spec->length_max[s] = HAND_SIZE;
}

/**
 * brg_deal_spec_init:
 * @spec: (out caller-allocates): a deal's constraints
 *
 * Makes constraints any deal meets.
 */
void
brg_deal_spec_init (BrgDealSpec *spec)
{
  g_return_if_fail (spec != NULL);

  for (guint seat = 0; seat < 4; seat++)
    brg_seat_spec_init (&spec->seats[seat]);
}

/**
 * brg_seat_spec_is_free:
 * @spec: a seat's constraints
 *
 * Returns: %TRUE if any hand meets @spec, with no card predealt
 */
gboolean
brg_seat_spec_is_free (const BrgSeatSpec *spec)
{
  g_return_val_if_fail (spec != NULL, FALSE);

  if (spec->hcp_min > 0 || spec->hcp_max < MAX_HCP || spec->balanced
      || brg_hand_text_count (&spec->cards) > 0)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    if (spec->length_min[s] > 0 || spec->length_max[s] < HAND_SIZE)
      return FALSE;
  return TRUE;
}

static guint
hand_hcp (BrgCardSet hand)
{
  guint hcp = 0;

  for (guint s = 0; s < 4; s++)
    {
      BrgCardSet honors = hand >> (s * 13 + 9);

      hcp += (honors & 1) + 2 * ((honors >> 1) & 1) + 3 * ((honors >> 2) & 1)
             + 4 * ((honors >> 3) & 1);
    }
  return hcp;
}

static gboolean
shape_is_balanced (const guint lengths[4])
{
  guint n4 = 0, n3 = 0, n2 = 0, n5 = 0;

  for (guint s = 0; s < 4; s++)
    switch (lengths[s])
      {
      case 2: n2++; break;
      case 3: n3++; break;
      case 4: n4++; break;
      case 5: n5++; break;
      default: return FALSE;
      }
  /* 4-3-3-3, 4-4-3-2, 5-3-3-2 */
  return (n4 == 1 && n3 == 3) || (n4 == 2 && n3 == 1 && n2 == 1)
         || (n5 == 1 && n3 == 2 && n2 == 1);
}

/* Whether a whole hand meets the shape and point constraints. */
static gboolean
fits_shape_and_points (guint8          hcp_min,
                       guint8          hcp_max,
                       const guint8    length_min[4],
                       const guint8    length_max[4],
                       gboolean        balanced,
                       BrgCardSet      hand)
{
  guint lengths[4];
  guint hcp = hand_hcp (hand);

  if (hcp < hcp_min || hcp > hcp_max)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    {
      lengths[s] = brg_card_set_count (hand & BRG_CARD_SET_SUIT (s));
      if (lengths[s] < length_min[s] || lengths[s] > length_max[s])
        return FALSE;
    }
  return !balanced || shape_is_balanced (lengths);
}

/**
 * brg_seat_spec_fits:
 * @spec: a seat's constraints
 * @hand: a hand of 13 cards
 *
 * Checks a hand against @spec: its points, suit lengths and shape, and that
 * it holds the predealt cards and at least as many spot cards of each suit
 * as @spec has `x`.
 *
 * Returns: %TRUE if @hand meets @spec
 */
gboolean
brg_seat_spec_fits (const BrgSeatSpec *spec,
                    BrgCardSet         hand)
{
  g_return_val_if_fail (spec != NULL, FALSE);

  if ((spec->cards.cards & ~hand) != 0)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    if (brg_card_set_count (hand & SPOTS_OF (s) & ~spec->cards.cards) < spec->cards.n_spots[s])
      return FALSE;
  return fits_shape_and_points (spec->hcp_min, spec->hcp_max, spec->length_min,
                                spec->length_max, spec->balanced, hand);
}

static void
set_spec_error (GError     **error,
                const char  *whole,
                const char  *p,
                const char  *format,
                ...) G_GNUC_PRINTF (4, 5);

static void
set_spec_error (GError     **error,
                const char  *whole,
                const char  *p,
                const char  *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_INVALID_SPEC,
               /* Translators: %u is a position in the text, %s what is wrong there */
               _("At position %u: %s"), (guint) g_utf8_pointer_to_offset (whole, p) + 1, message);
}

static const char *
skip_blanks (const char *p,
             const char *end)
{
  while (p < end && g_ascii_isspace (*p))
    p++;
  return p;
}

static gboolean
parse_number (const char **p,
              const char  *end,
              guint       *value)
{
  const char *q = *p;
  guint v = 0;

  if (q == end || !g_ascii_isdigit (*q))
    return FALSE;
  while (q < end && g_ascii_isdigit (*q) && v < 1000)
    v = v * 10 + (guint) (*q++ - '0');
  *p = q;
  *value = v;
  return TRUE;
}

/* Reads `A`, `A-B` or `A+` with values up to @top into [@min, @max]. */
static gboolean
parse_range (const char  *p,
             const char  *end,
             const char  *whole,
             const char  *what,
             guint        top,
             guint8      *min,
             guint8      *max,
             GError     **error)
{
  const char *start = p = skip_blanks (p, end);
  guint low, high;

  if (!parse_number (&p, end, &low))
    {
      set_spec_error (error, whole, start,
                      /* Translators: %s is hcp or a suit name, as the user typed it */
                      _("“%s” needs a range such as 12-14, 5+ or 4"), what);
      return FALSE;
    }
  high = low;
  p = skip_blanks (p, end);
  if (p < end && *p == '+')
    {
      high = top;
      p++;
    }
  else if (p < end && *p == '-')
    {
      const char *number = p = skip_blanks (p + 1, end);

      if (!parse_number (&p, end, &high))
        {
          set_spec_error (error, whole, number, _("A number must follow “-”"));
          return FALSE;
        }
    }
  p = skip_blanks (p, end);
  if (p < end)
    {
      set_spec_error (error, whole, p, _("Unexpected text after the range"));
      return FALSE;
    }
  if (low > top || high > top)
    {
      set_spec_error (error, whole, start,
                      /* Translators: %s is hcp or a suit name, %u the largest value */
                      _("“%s” goes up to %u"), what, top);
      return FALSE;
    }
  if (low > high)
    {
      set_spec_error (error, whole, start, _("The range runs backwards"));
      return FALSE;
    }

  /* A constraint given twice holds twice: the ranges meet. */
  *min = MAX (*min, (guint8) low);
  *max = MIN (*max, (guint8) high);
  if (*min > *max)
    {
      set_spec_error (error, whole, start,
                      /* Translators: %s is hcp or a suit name */
                      _("This range of “%s” does not meet the one given before"), what);
      return FALSE;
    }
  return TRUE;
}

static const struct
{
  const char *name;
  BrgSuit     suit;
} suit_words[] = {
  { "spades", BRG_SUIT_SPADES }, { "hearts", BRG_SUIT_HEARTS },
  { "diamonds", BRG_SUIT_DIAMONDS }, { "clubs", BRG_SUIT_CLUBS },
};

static gboolean
parse_item (const char   *p,
            const char   *end,
            const char   *whole,
            BrgSeatSpec  *spec,
            gboolean     *had_cards,
            GError      **error)
{
  const char *word = p = skip_blanks (p, end);
  g_autofree char *keyword = NULL;
  g_autofree char *rest = NULL;

  while (end > p && g_ascii_isspace (end[-1]))
    end--;
  while (p < end && g_ascii_isalpha (*p))
    p++;
  if (p == word)
    {
      set_spec_error (error, whole, word,
                      _("A constraint is missing: use hcp, spades, hearts, diamonds, clubs, "
                        "balanced or cards"));
      return FALSE;
    }
  keyword = g_ascii_strdown (word, p - word);

  if (strcmp (keyword, "hcp") == 0)
    return parse_range (p, end, whole, "hcp", MAX_HCP, &spec->hcp_min, &spec->hcp_max, error);

  for (guint i = 0; i < G_N_ELEMENTS (suit_words); i++)
    if (strcmp (keyword, suit_words[i].name) == 0)
      {
        BrgSuit suit = suit_words[i].suit;

        return parse_range (p, end, whole, suit_words[i].name, HAND_SIZE,
                            &spec->length_min[suit], &spec->length_max[suit], error);
      }

  if (strcmp (keyword, "balanced") == 0)
    {
      p = skip_blanks (p, end);
      if (p < end)
        {
          set_spec_error (error, whole, p, _("“balanced” takes no value"));
          return FALSE;
        }
      spec->balanced = TRUE;
      return TRUE;
    }

  if (strcmp (keyword, "cards") == 0)
    {
      g_autoptr(GError) local = NULL;
      const char *hand = skip_blanks (p, end);

      if (*had_cards)
        {
          set_spec_error (error, whole, word, _("“cards” is given twice"));
          return FALSE;
        }
      *had_cards = TRUE;
      rest = g_strndup (hand, end - hand);
      if (!brg_hand_text_parse (rest, &spec->cards, &local))
        {
          set_spec_error (error, whole, hand, "%s", local->message);
          return FALSE;
        }
      if (brg_hand_text_count (&spec->cards) > HAND_SIZE)
        {
          set_spec_error (error, whole, hand, _("A hand holds 13 cards"));
          return FALSE;
        }
      return TRUE;
    }

  set_spec_error (error, whole, word,
                  /* Translators: %s is the word the user typed */
                  _("Unknown constraint “%s”: use hcp, spades, hearts, diamonds, clubs, "
                    "balanced or cards"), keyword);
  return FALSE;
}

/**
 * brg_seat_spec_parse:
 * @text: constraints separated by commas, such as `hcp 15-17, balanced`
 * @spec: (out caller-allocates): the constraints read
 * @error: return location for a #GError
 *
 * Reads the constraints of one hand, as `finesse-cli deal --south` takes
 * them: `hcp A-B` (high-card points), `spades A-B` and likewise `hearts`,
 * `diamonds`, `clubs` (suit lengths), where `A+` means A or more and `A`
 * exactly A; `balanced` (4-3-3-3, 4-4-3-2 or 5-3-3-2); and
 * `cards AKJ5.Q32.x.x`, cards the hand holds, partial allowed, `x` a spot
 * card (2 to 9) chosen at random. Words may be in either case; a range
 * given twice must meet the first.
 *
 * Returns: %FALSE with %BRG_DEALER_ERROR_INVALID_SPEC, naming the position
 */
gboolean
brg_seat_spec_parse (const char   *text,
                     BrgSeatSpec  *spec,
                     GError      **error)
{
  const char *p = text, *end;
  gboolean had_cards = FALSE;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (spec != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  brg_seat_spec_init (spec);
  end = text + strlen (text);
  if (skip_blanks (p, end) == end)
    return TRUE;

  for (;;)
    {
      const char *comma = memchr (p, ',', end - p);
      const char *stop = comma != NULL ? comma : end;

      if (!parse_item (p, stop, text, spec, &had_cards, error))
        return FALSE;
      if (comma == NULL)
        return TRUE;
      p = comma + 1;
    }
}

/* ------------------------------------------------------------------ */
/* The generator                                                        */

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/**
 * brg_dealer_reseed:
 * @self: a dealer
 * @seed: the seed
 * @stream: a number that gives another sequence for the same seed, such as
 *   a board number
 *
 * Starts the dealer's random sequence again. A sequence a board makes
 * the deal of one board independent of the others: board 5 is the same
 * whether 5 or 16 boards are dealt.
 */
void
brg_dealer_reseed (BrgDealer *self,
                   guint64    seed,
                   guint64    stream)
{
  guint64 x = seed;

  g_return_if_fail (BRG_IS_DEALER (self));

  x = splitmix64 (&x) ^ (stream * G_GUINT64_CONSTANT (0xd1b54a32d192ed03));
  for (guint i = 0; i < 4; i++)
    self->state[i] = splitmix64 (&x);
}

/**
 * brg_dealer_new:
 * @seed: the seed
 *
 * Returns: (transfer full): a dealer at the start of @seed's sequence 0
 */
BrgDealer *
brg_dealer_new (guint64 seed)
{
  BrgDealer *self = g_object_new (BRG_TYPE_DEALER, NULL);

  brg_dealer_reseed (self, seed, 0);
  return self;
}

/**
 * brg_dealer_next:
 * @self: a dealer
 *
 * Returns: the next number of the dealer's xoshiro256** sequence
 */
guint64
brg_dealer_next (BrgDealer *self)
{
  guint64 *s = self->state;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* A uniform number below @n (at least 1), without modulo bias. */
static guint64
uniform (BrgDealer *self,
         guint64    n)
{
  guint64 threshold = (0 - n) % n;

  for (;;)
    {
      guint64 r = brg_dealer_next (self);

      if (r >= threshold)
        return r % n;
    }
}

/**
 * brg_dealer_get_max_tries:
 * @self: a dealer
 *
 * Returns: how many deals brg_dealer_deal() tries before it gives up
 */
guint64
brg_dealer_get_max_tries (BrgDealer *self)
{
  g_return_val_if_fail (BRG_IS_DEALER (self), 0);

  return self->max_tries;
}

/**
 * brg_dealer_set_max_tries:
 * @self: a dealer
 * @max_tries: the effort bound, at least 1
 *
 * Sets how many deals brg_dealer_deal() tries before it ends with
 * %BRG_DEALER_ERROR_TOO_RARE; %BRG_DEALER_DEFAULT_MAX_TRIES at first.
 */
void
brg_dealer_set_max_tries (BrgDealer *self,
                          guint64    max_tries)
{
  g_return_if_fail (BRG_IS_DEALER (self));
  g_return_if_fail (max_tries > 0);

  self->max_tries = max_tries;
}

/**
 * brg_dealer_get_tries:
 * @self: a dealer
 *
 * Returns: how many deals the last brg_dealer_deal() tried: 0 when it
 *   found the constraints impossible by counting, 1 when the first deal
 *   fitted
 */
guint64
brg_dealer_get_tries (BrgDealer *self)
{
  g_return_val_if_fail (BRG_IS_DEALER (self), 0);

  return self->tries;
}

static guint64 binomials[53][14];

static void
init_binomials (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      for (guint n = 0; n <= 52; n++)
        {
          binomials[n][0] = 1;
          for (guint k = 1; k <= MIN (n, 13); k++)
            binomials[n][k] = binomials[n - 1][k - 1] + (k <= n - 1 ? binomials[n - 1][k] : 0);
        }
      g_once_init_leave (&done, 1);
    }
}

static inline guint64
choose (guint n,
        guint k)
{
  return k <= 13 && k <= n ? binomials[n][k] : 0;
}

/* What one hand must be, after the predealt cards are placed. */
typedef struct
{
  BrgCardSet  fixed;           /* named cards */
  guint8      n_spots[4];      /* x to draw, by suit */
  guint       need;            /* cards to deal at random */
  gboolean    constrained;     /* points or shape are constrained */
  guint8      hcp_min, hcp_max;
  guint8      length_min[4], length_max[4];
  gboolean    balanced;
  double      odds;            /* how likely a random hand fits */
} Seat;

/* The exact sampler of one hand: its fitting hands counted by shape and,
 * suit by suit, by high-card points. */
typedef struct
{
  int         seat;                 /* -1: no constrained hand */
  BrgCardSet  honors[4];            /* in the pack, by suit */
  guint       n_blanks[4];          /* in the pack after the x, by suit */
  guint       fixed_length[4];      /* predealt and x, by suit */
  guint       fixed_hcp;
  guint64     ways[4][HAND_SIZE + 1][SUIT_HCP + 1];  /* by suit, cards, points */
  guint       n_shapes;
  guint8      shapes[560][4];
  guint64     weights[560];
  guint64     total;
} Sampler;

struct _Plan
{
  Seat        seats[4];
  BrgCardSet  pack;             /* cards not predealt, x not drawn yet */
  guint       x_total[4];       /* x of all hands, by suit */
  int         order[4];         /* constrained hands other than the sampled one */
  guint       n_order;
  Sampler     sampler;
};

/* Counts, for one suit, the ways to take n cards worth h points from the
 * honors and blanks left. */
static void
count_suit_ways (Sampler *sampler,
                 guint    suit)
{
  BrgCardSet honors = sampler->honors[suit];

  memset (sampler->ways[suit], 0, sizeof sampler->ways[suit]);
  for (guint subset = 0; subset < 16; subset++)
    {
      BrgCardSet cards = ((BrgCardSet) subset) << (suit * 13 + 9);
      guint k, h;

      if ((cards & ~honors) != 0)
        continue;
      k = brg_card_set_count (cards);
      h = hand_hcp (cards);
      for (guint n = k; n <= HAND_SIZE; n++)
        sampler->ways[suit][n][h] += choose (sampler->n_blanks[suit], n - k);
    }
}

/* out = a * b, where a has @len_a terms and b has SUIT_HCP + 1. */
static void
convolve (const guint64 *a,
          guint          len_a,
          const guint64 *b,
          guint64       *out)
{
  memset (out, 0, sizeof (guint64) * (len_a + SUIT_HCP));
  for (guint i = 0; i < len_a; i++)
    if (a[i] != 0)
      for (guint j = 0; j <= SUIT_HCP; j++)
        out[i + j] += a[i] * b[j];
}

typedef struct
{
  guint64 c1[SUIT_HCP + 1];
  guint64 c2[2 * SUIT_HCP + 1];
  guint64 c3[3 * SUIT_HCP + 1];
  guint64 c4[4 * SUIT_HCP + 1];
} Convolution;

static void
convolve_shape (const Sampler *sampler,
                const guint8   shape[4],
                Convolution   *c)
{
  guint need[4];

  for (guint s = 0; s < 4; s++)
    need[s] = shape[s] - sampler->fixed_length[s];
  memcpy (c->c1, sampler->ways[0][need[0]], sizeof c->c1);
  convolve (c->c1, SUIT_HCP + 1, sampler->ways[1][need[1]], c->c2);
  convolve (c->c2, 2 * SUIT_HCP + 1, sampler->ways[2][need[2]], c->c3);
  convolve (c->c3, 3 * SUIT_HCP + 1, sampler->ways[3][need[3]], c->c4);
}

/* The points the drawn cards may add, given the hand's range. */
static void
points_window (const Seat    *seat,
               const Sampler *sampler,
               guint         *low,
               guint         *high)
{
  *low = seat->hcp_min > sampler->fixed_hcp ? seat->hcp_min - sampler->fixed_hcp : 0;
  *high = seat->hcp_max >= sampler->fixed_hcp ? seat->hcp_max - sampler->fixed_hcp : 0;
  *high = MIN (*high, 4 * SUIT_HCP);
  if (seat->hcp_max < sampler->fixed_hcp)
    *low = 1, *high = 0;
}

/* Counts every hand @seat may be dealt that meets its constraints, by
 * shape. Returns the total (0: no hand fits). */
static guint64
prepare_sampler (Plan    *plan,
                 int      index,
                 Sampler *sampler)
{
  const Seat *seat = &plan->seats[index];
  guint lengths[4];
  guint low, high;

  memset (sampler, 0, sizeof *sampler);
  sampler->seat = index;
  sampler->fixed_hcp = hand_hcp (seat->fixed);
  for (guint s = 0; s < 4; s++)
    {
      sampler->honors[s] = plan->pack & HONORS_OF (s);
      sampler->n_blanks[s] = brg_card_set_count (plan->pack & BLANKS_OF (s)) - plan->x_total[s];
      sampler->fixed_length[s] = brg_card_set_count (seat->fixed & BRG_CARD_SET_SUIT (s))
                                 + seat->n_spots[s];
      count_suit_ways (sampler, s);
    }
  points_window (seat, sampler, &low, &high);

  for (lengths[0] = 0; lengths[0] <= HAND_SIZE; lengths[0]++)
    for (lengths[1] = 0; lengths[0] + lengths[1] <= HAND_SIZE; lengths[1]++)
      for (lengths[2] = 0; lengths[0] + lengths[1] + lengths[2] <= HAND_SIZE; lengths[2]++)
        {
          Convolution c;
          guint8 shape[4];
          guint64 weight = 0;
          gboolean ok = TRUE;

          lengths[3] = HAND_SIZE - lengths[0] - lengths[1] - lengths[2];
          for (guint s = 0; s < 4 && ok; s++)
            ok = lengths[s] >= seat->length_min[s] && lengths[s] <= seat->length_max[s]
                 && lengths[s] >= sampler->fixed_length[s]
                 && lengths[s] - sampler->fixed_length[s]
                    <= brg_card_set_count (sampler->honors[s]) + sampler->n_blanks[s];
          if (!ok || (seat->balanced && !shape_is_balanced (lengths)))
            continue;

          for (guint s = 0; s < 4; s++)
            shape[s] = (guint8) lengths[s];
          convolve_shape (sampler, shape, &c);
          for (guint h = low; h <= high; h++)
            weight += c.c4[h];
          if (weight == 0)
            continue;
          memcpy (sampler->shapes[sampler->n_shapes], shape, 4);
          sampler->weights[sampler->n_shapes++] = weight;
          sampler->total += weight;
        }
  return sampler->total;
}

/* Picks an index of @weights (of @n) with probability proportional to its
 * weight, the weights adding up to @total. */
static guint
pick_weighted (BrgDealer     *self,
               const guint64 *weights,
               guint          n,
               guint64        total)
{
  guint64 r = uniform (self, total);

  for (guint i = 0; i < n; i++)
    {
      if (r < weights[i])
        return i;
      r -= weights[i];
    }
  g_assert_not_reached ();
  return n - 1;
}

/* Lists the cards of @set in ascending order; returns how many. */
static guint
list_cards (BrgCardSet  set,
            BrgCard    *cards)
{
  guint count = 0;

  for (; set != 0; set &= set - 1)
    cards[count++] = (BrgCard) __builtin_ctzll (set);
  return count;
}

/* Moves @n cards chosen at random among cards[@first…@count) to the places
 * from @first on (a partial Fisher–Yates shuffle), and returns them. */
static BrgCardSet
draw_cards (BrgDealer *self,
            BrgCard   *cards,
            guint      first,
            guint      count,
            guint      n)
{
  BrgCardSet drawn = 0;

  g_assert (first + n <= count);
  for (guint i = first; i < first + n; i++)
    {
      guint j = i + (guint) uniform (self, count - i);
      BrgCard swap = cards[j];

      cards[j] = cards[i];
      cards[i] = swap;
      drawn |= BRG_CARD_SET_BIT (swap);
    }
  return drawn;
}

/* Takes @n cards of @from at random. */
static BrgCardSet
draw_from (BrgDealer  *self,
           BrgCardSet  from,
           guint       n)
{
  BrgCard cards[BRG_N_CARDS];

  return draw_cards (self, cards, 0, list_cards (from, cards), n);
}

/* Draws the hand of the sampled seat from @pack: exactly one of its
 * fitting hands, each equally likely. */
static BrgCardSet
sample_hand (BrgDealer     *self,
             const Plan    *plan,
             const Sampler *sampler,
             BrgCardSet     pack)
{
  const Seat *seat = &plan->seats[sampler->seat];
  const guint8 *shape;
  Convolution c;
  guint64 weights[4 * SUIT_HCP + 1];
  guint64 total = 0;
  guint low, high, points, hcp[4], need[4];
  BrgCardSet hand = 0;

  shape = sampler->shapes[pick_weighted (self, sampler->weights, sampler->n_shapes,
                                         sampler->total)];
  for (guint s = 0; s < 4; s++)
    need[s] = shape[s] - sampler->fixed_length[s];
  convolve_shape (sampler, shape, &c);

  /* The points of the drawn cards, then how they split between suits. */
  points_window (seat, sampler, &low, &high);
  memset (weights, 0, sizeof weights);
  for (guint h = low; h <= high; h++)
    total += weights[h] = c.c4[h];
  points = pick_weighted (self, weights, 4 * SUIT_HCP + 1, total);

  {
    const guint64 *partial[4] = { NULL, c.c1, c.c2, c.c3 };

    for (int s = 3; s >= 1; s--)
      {
        guint64 split[SUIT_HCP + 1];

        total = 0;
        for (guint h = 0; h <= SUIT_HCP; h++)
          {
            split[h] = h <= points && points - h <= (guint) s * SUIT_HCP
                       ? partial[s][points - h] * sampler->ways[s][need[s]][h] : 0;
            total += split[h];
          }
        hcp[s] = pick_weighted (self, split, SUIT_HCP + 1, total);
        points -= hcp[s];
      }
    hcp[0] = points;
  }

  /* In each suit: which honors, then which blanks. */
  for (guint s = 0; s < 4; s++)
    {
      guint64 subset_weights[16];
      guint subset;

      total = 0;
      for (subset = 0; subset < 16; subset++)
        {
          BrgCardSet cards = ((BrgCardSet) subset) << (s * 13 + 9);
          guint k = brg_card_set_count (cards);

          subset_weights[subset] = (cards & ~sampler->honors[s]) == 0 && k <= need[s]
                                   && hand_hcp (cards) == hcp[s]
                                   ? choose (sampler->n_blanks[s], need[s] - k) : 0;
          total += subset_weights[subset];
        }
      subset = pick_weighted (self, subset_weights, 16, total);
      hand |= ((BrgCardSet) subset) << (s * 13 + 9);
      hand |= draw_from (self, pack & BLANKS_OF (s),
                         need[s] - brg_card_set_count (((BrgCardSet) subset) << (s * 13 + 9)));
    }
  return hand;
}

/* Places the predealt cards of @start and @spec, and checks what can be
 * checked by counting alone. */
static gboolean
make_plan (const BrgHands     *start,
           const BrgDealSpec  *spec,
           Plan               *plan,
           GError            **error)
{
  BrgCardSet placed = 0;
  guint hcp_low = 0, hcp_high = 0;

  memset (plan, 0, sizeof *plan);
  plan->sampler.seat = -1;

  for (guint index = 0; index < 4; index++)
    {
      Seat *seat = &plan->seats[index];
      const BrgSeatSpec *seat_spec = spec != NULL ? &spec->seats[index] : NULL;
      BrgCardSet from_start = start != NULL ? start->cards[index] & ~start->spots : 0;
      BrgCardSet named = from_start | (seat_spec != NULL ? seat_spec->cards.cards : 0);
      BrgCardSet shared = named & placed;
      guint count;

      if (shared != 0)
        {
          g_autofree char *name = brg_card_to_display (brg_card_set_highest (shared));

          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                       _("%s is given to two hands"), name);
          return FALSE;
        }
      placed |= named;
      seat->fixed = named;
      count = brg_card_set_count (named);
      for (guint s = 0; s < 4; s++)
        {
          guint from_spots = start != NULL
                             ? brg_card_set_count (start->cards[index] & start->spots
                                                   & BRG_CARD_SET_SUIT (s))
                             : 0;

          seat->n_spots[s] = (guint8) (from_spots
                                       + (seat_spec != NULL ? seat_spec->cards.n_spots[s] : 0));
          count += seat->n_spots[s];
        }
      if (count > HAND_SIZE)
        {
          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                       /* Translators: %s is a seat */
                       _("%s is given %u cards; a hand holds 13"),
                       brg_seat_to_display ((BrgSeat) index), count);
          return FALSE;
        }
      seat->need = HAND_SIZE - count;

      if (seat_spec != NULL)
        {
          seat->hcp_min = seat_spec->hcp_min;
          seat->hcp_max = seat_spec->hcp_max;
          memcpy (seat->length_min, seat_spec->length_min, 4);
          memcpy (seat->length_max, seat_spec->length_max, 4);
          seat->balanced = seat_spec->balanced;
        }
      else
        {
          seat->hcp_max = MAX_HCP;
          memset (seat->length_max, HAND_SIZE, 4);
        }
      seat->constrained = seat->hcp_min > 0 || seat->hcp_max < MAX_HCP || seat->balanced;
      for (guint s = 0; s < 4; s++)
        seat->constrained = seat->constrained || seat->length_min[s] > 0
                            || seat->length_max[s] < HAND_SIZE;
      hcp_low += seat->hcp_min;
      hcp_high += seat->hcp_max;
    }

  plan->pack = BRG_CARD_SET_ALL & ~placed;
  for (guint s = 0; s < 4; s++)
    {
      guint min_total = 0;

      for (guint index = 0; index < 4; index++)
        {
          plan->x_total[s] += plan->seats[index].n_spots[s];
          min_total += plan->seats[index].length_min[s];
        }
      if (plan->x_total[s] > brg_card_set_count (plan->pack & SPOTS_OF (s)))
        {
          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                       /* Translators: %s is a suit symbol; x stands for a card from 2 to 9 */
                       _("Too few spot cards of %s are left for every x"),
                       brg_suit_to_symbol (s));
          return FALSE;
        }
      if (min_total > HAND_SIZE)
        {
          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                       /* Translators: %s is a suit name, %u a number above 13 */
                       _("The hands must hold at least %u %s between them; a suit has 13"),
                       min_total, brg_suit_to_display (s));
          return FALSE;
        }
    }
  if (hcp_low > DEAL_HCP)
    {
      g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                   /* Translators: %u is a number of points above 40 */
                   _("The hands must hold at least %u points between them; a deal has 40"),
                   hcp_low);
      return FALSE;
    }
  if (hcp_high < DEAL_HCP)
    {
      g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                   /* Translators: %u is a number of points below 40 */
                   _("The hands may hold at most %u points between them; a deal has 40"),
                   hcp_high);
      return FALSE;
    }
  return TRUE;
}

/* Counts the fitting hands of every constrained seat, fails when one has
 * none, and prepares to draw the least likely one exactly. */
static gboolean
choose_sampled_seat (Plan    *plan,
                     GError **error)
{
  g_autofree Sampler *sampler = g_new (Sampler, 1);
  guint pack_size = brg_card_set_count (plan->pack) - plan->x_total[0] - plan->x_total[1]
                    - plan->x_total[2] - plan->x_total[3];
  int best = -1;

  for (int index = 0; index < 4; index++)
    {
      Seat *seat = &plan->seats[index];
      guint64 total;

      if (!seat->constrained)
        continue;
      total = prepare_sampler (plan, index, sampler);
      if (total == 0)
        {
          g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_IMPOSSIBLE,
                       /* Translators: %s is a seat */
                       _("No hand of %s can meet its constraints"),
                       brg_seat_to_display ((BrgSeat) index));
          return FALSE;
        }
      seat->odds = (double) total / (double) choose (pack_size, seat->need);
      if (best < 0 || seat->odds < plan->seats[best].odds)
        best = index;
    }

  if (best >= 0)
    prepare_sampler (plan, best, &plan->sampler);

  /* The others from the least likely, so that a miss shows early. */
  plan->n_order = 0;
  for (int index = 0; index < 4; index++)
    if (plan->seats[index].constrained && index != best)
      {
        guint i = plan->n_order++;

        while (i > 0 && plan->seats[plan->order[i - 1]].odds > plan->seats[index].odds)
          {
            plan->order[i] = plan->order[i - 1];
            i--;
          }
        plan->order[i] = index;
      }
  return TRUE;
}

/* One try: returns FALSE when a hand dealt at random misses. */
static gboolean
try_deal (BrgDealer  *self,
          const Plan *plan,
          BrgHands   *hands)
{
  BrgCardSet pack = plan->pack;
  gboolean dealt[4] = { FALSE, };

  memset (hands, 0, sizeof *hands);
  for (guint index = 0; index < 4; index++)
    {
      hands->cards[index] = plan->seats[index].fixed;
      hands->known[index] = TRUE;
      for (guint s = 0; s < 4; s++)
        if (plan->seats[index].n_spots[s] > 0)
          {
            BrgCardSet spots = draw_from (self, pack & SPOTS_OF (s),
                                          plan->seats[index].n_spots[s]);

            hands->cards[index] |= spots;
            hands->spots |= spots;
            pack &= ~spots;
          }
    }

  if (plan->sampler.seat >= 0)
    {
      BrgCardSet hand = sample_hand (self, plan, &plan->sampler, pack);

      hands->cards[plan->sampler.seat] |= hand;
      pack &= ~hand;
      dealt[plan->sampler.seat] = TRUE;
    }

  /* The other hands from one shuffled pack: the constrained ones first,
   * each checked as soon as it is dealt. */
  {
    BrgCard cards[BRG_N_CARDS];
    guint count = list_cards (pack, cards), first = 0;

    for (guint i = 0; i < plan->n_order; i++)
      {
        int index = plan->order[i];
        const Seat *seat = &plan->seats[index];
        BrgCardSet hand = draw_cards (self, cards, first, count, seat->need);

        first += seat->need;
        hands->cards[index] |= hand;
        pack &= ~hand;
        dealt[index] = TRUE;
        if (!fits_shape_and_points (seat->hcp_min, seat->hcp_max, seat->length_min,
                                    seat->length_max, seat->balanced, hands->cards[index]))
          return FALSE;
      }

    for (guint index = 0; index < 4; index++)
      if (!dealt[index])
        {
          BrgCardSet hand = draw_cards (self, cards, first, count, plan->seats[index].need);

          first += plan->seats[index].need;
          hands->cards[index] |= hand;
          pack &= ~hand;
        }
  }
  g_assert (pack == 0);
  return TRUE;
}

static gboolean
hand_text_equal (const BrgHandText *a,
                 const BrgHandText *b)
{
  return a->cards == b->cards && memcmp (a->n_spots, b->n_spots, sizeof a->n_spots) == 0;
}

static gboolean
seat_spec_equal (const BrgSeatSpec *a,
                 const BrgSeatSpec *b)
{
  return a->hcp_min == b->hcp_min && a->hcp_max == b->hcp_max
         && memcmp (a->length_min, b->length_min, sizeof a->length_min) == 0
         && memcmp (a->length_max, b->length_max, sizeof a->length_max) == 0
         && !a->balanced == !b->balanced && hand_text_equal (&a->cards, &b->cards);
}

static gboolean
hands_equal (const BrgHands *a,
             const BrgHands *b)
{
  for (guint seat = 0; seat < 4; seat++)
    if (a->cards[seat] != b->cards[seat] || !a->known[seat] != !b->known[seat])
      return FALSE;
  return a->spots == b->spots;
}

static gboolean
same_inputs (BrgDealer         *self,
             const BrgHands    *start,
             const BrgDealSpec *spec)
{
  if ((start != NULL) != self->plan_has_start || (spec != NULL) != self->plan_has_spec)
    return FALSE;
  if (start != NULL && !hands_equal (start, &self->plan_start))
    return FALSE;
  for (guint seat = 0; spec != NULL && seat < 4; seat++)
    if (!seat_spec_equal (&spec->seats[seat], &self->plan_spec.seats[seat]))
      return FALSE;
  return TRUE;
}

static void
remember_inputs (BrgDealer         *self,
                 const BrgHands    *start,
                 const BrgDealSpec *spec)
{
  self->plan_has_start = start != NULL;
  self->plan_has_spec = spec != NULL;
  if (start != NULL)
    self->plan_start = *start;
  if (spec != NULL)
    self->plan_spec = *spec;
}

/**
 * brg_dealer_deal:
 * @self: a dealer
 * @start: (nullable): a partial deal to complete: its cards stay where they
 *   are, except that its spot cards are chosen again
 * @spec: (nullable): what each hand must be like
 * @hands: (out caller-allocates): the deal: four known hands of 13 cards,
 *   the spot cards marked
 * @error: return location for a #GError
 *
 * Deals the cards @start leaves at random so that every hand meets @spec,
 * each fitting deal equally likely. With neither @start nor @spec it makes
 * a random deal.
 *
 * Returns: %FALSE with %BRG_DEALER_ERROR_IMPOSSIBLE when counting shows no
 *   deal fits (a card given to two hands, a hand of more than 13, no hand
 *   of a seat fitting, constraints the 40 points or the 13 cards of a suit
 *   cannot meet), or %BRG_DEALER_ERROR_TOO_RARE when no deal fitted in
 *   brg_dealer_get_max_tries() tries
 */
gboolean
brg_dealer_deal (BrgDealer          *self,
                 const BrgHands     *start,
                 const BrgDealSpec  *spec,
                 BrgHands           *hands,
                 GError            **error)
{
  g_return_val_if_fail (BRG_IS_DEALER (self), FALSE);
  g_return_val_if_fail (hands != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  init_binomials ();
  self->tries = 0;

  /* Counting the fitting hands costs more than a deal: a set of boards
   * under the same constraints counts once. */
  if (self->plan == NULL || !same_inputs (self, start, spec))
    {
      g_clear_pointer (&self->plan, g_free);
      self->plan = g_new (Plan, 1);
      if (!make_plan (start, spec, self->plan, error)
          || !choose_sampled_seat (self->plan, error))
        {
          g_clear_pointer (&self->plan, g_free);
          return FALSE;
        }
      remember_inputs (self, start, spec);
    }

  while (self->tries < self->max_tries)
    {
      self->tries++;
      if (try_deal (self, self->plan, hands))
        return TRUE;
    }

  g_set_error (error, BRG_DEALER_ERROR, BRG_DEALER_ERROR_TOO_RARE,
               g_dngettext (GETTEXT_PACKAGE,
                            "No deal met the constraints in %" PRIu64 " try; "
                            "they are impossible or too rare",
                            "No deal met the constraints in %" PRIu64 " tries; "
                            "they are impossible or too rare",
                            (gulong) self->max_tries),
               self->max_tries);
  return FALSE;
}

/**
 * brg_event_new_dealt:
 * @spec: (nullable): what each hand must be like
 * @n_boards: how many boards, at least 1
 * @first_board: the number of the first board, at least 1
 * @seed: the seed
 * @event_name: (nullable): the `Event` tag of every board
 * @error: return location for a #GError
 *
 * Deals a set of boards numbered from @first_board, each with the dealer
 * and vulnerability of its number (the 16-board cycle) and a `Generator`
 * tag naming Finesse and @seed. Board n is dealt from @seed's sequence n
 * (brg_dealer_reseed()), so it is the same in a set of any size, and the
 * same seed gives the same set on every machine.
 *
 * Returns: (transfer full) (nullable): the boards, or %NULL with the
 *   dealer's error, the board named in its message, when one cannot be
 *   dealt
 */
BrgEvent *
brg_event_new_dealt (const BrgDealSpec  *spec,
                     guint               n_boards,
                     guint               first_board,
                     guint64             seed,
                     const char         *event_name,
                     GError            **error)
{
  g_autoptr(BrgEvent) event = brg_event_new ();
  g_autoptr(BrgDealer) dealer = brg_dealer_new (seed);
  g_autofree char *generator = NULL;

  g_return_val_if_fail (n_boards > 0, NULL);
  g_return_val_if_fail (first_board > 0 && first_board - 1 <= G_MAXUINT - n_boards, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  generator = g_strdup_printf ("Finesse %s, seed %" G_GUINT64_FORMAT, PACKAGE_VERSION, seed);
  for (guint i = 0; i < n_boards; i++)
    {
      guint number = first_board + i;
      g_autoptr(BrgBoard) board = NULL;
      g_autoptr(GError) local = NULL;
      BrgHands hands;

      brg_dealer_reseed (dealer, seed, number);
      if (!brg_dealer_deal (dealer, NULL, spec, &hands, &local))
        {
          g_set_error (error, local->domain, local->code,
                       /* Translators: %u is a board number, %s why it could not be dealt */
                       _("Board %u: %s"), number, local->message);
          return NULL;
        }

      board = brg_board_new ();
      if (event_name != NULL)
        brg_board_set_tag (board, "Event", event_name);
      brg_board_set_number (board, number);
      brg_board_set_dealer (board, brg_board_number_get_dealer (number));
      brg_board_set_vulnerability (board, brg_board_number_get_vulnerability (number));
      brg_deal_set_hands (brg_board_get_deal (board), &hands, NULL);
      brg_board_set_tag (board, "Generator", generator);
      brg_event_append (event, board);
    }
  return g_steal_pointer (&event);
}
