/* test-auction.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "brg-core.h"

/* Parses calls such as "1D ^I 1C Pass" into @auction: `^S` is a skipped
 * turn, `^I` flags the next bid insufficient (PBN §3.9). Every call must
 * be accepted. */
static void
add_calls (BrgAuction *auction,
           const char *calls)
{
  g_auto (GStrv) tokens = g_strsplit (calls, " ", -1);
  BrgCallFlags flags = BRG_CALL_FLAGS_NONE;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      BrgCall call;

      if (tokens[i][0] == '\0')
        continue;
      if (g_str_equal (tokens[i], "^I"))
        {
          flags = BRG_CALL_FLAGS_INSUFFICIENT;
          continue;
        }
      if (g_str_equal (tokens[i], "^S"))
        {
          call = BRG_CALL_NONE;
          flags = BRG_CALL_FLAGS_SKIPPED;
        }
      else
        g_assert_true (brg_call_from_pbn (tokens[i], &call));

      g_assert_true (brg_auction_add_call_full (auction, call, flags, &error));
      g_assert_no_error (error);
      flags = BRG_CALL_FLAGS_NONE;
    }
}

static BrgAuction *
auction_from_string (BrgSeat     dealer,
                     const char *calls)
{
  BrgAuction *auction = brg_auction_new (dealer);

  add_calls (auction, calls);
  return auction;
}

/* Parses one token of add_calls() syntax ("^I 1C", "^S", "XX"). */
static void
parse_one (const char   *text,
           BrgCall      *call,
           BrgCallFlags *flags)
{
  *flags = BRG_CALL_FLAGS_NONE;
  if (g_str_has_prefix (text, "^I "))
    {
      *flags = BRG_CALL_FLAGS_INSUFFICIENT;
      text += 3;
    }
  if (g_str_equal (text, "^S"))
    {
      *flags = BRG_CALL_FLAGS_SKIPPED;
      *call = BRG_CALL_NONE;
      return;
    }
  g_assert_true (brg_call_from_pbn (text, call));
}

static void
count_cb (gpointer  instance,
          gpointer  pspec_or_position,
          guint    *counter)
{
  (*counter)++;
}

/* Legality table: the calls so far, the call to check, and the result. */

#define LEGAL    (-1)
#define ILLEGAL  BRG_MODEL_ERROR_ILLEGAL_CALL
#define COMPLETE BRG_MODEL_ERROR_AUCTION_COMPLETE

typedef struct
{
  const char *name;
  BrgSeat     dealer;
  const char *before;
  const char *call;
  int         code;
} LegalityCase;

static const LegalityCase legality_cases[] = {
  /* Bids */
  { "opening-bid", BRG_SEAT_NORTH, "", "1C", LEGAL },
  { "opening-after-passes", BRG_SEAT_NORTH, "Pass Pass Pass", "7NT", LEGAL },
  { "higher-strain", BRG_SEAT_NORTH, "1D", "1H", LEGAL },
  { "higher-level-lower-strain", BRG_SEAT_NORTH, "1S", "2C", LEGAL },
  { "bid-over-double", BRG_SEAT_NORTH, "1H X", "1S", LEGAL },
  { "insufficient-same-level-lower-strain", BRG_SEAT_NORTH, "1D", "1C", ILLEGAL },
  { "insufficient-lower-level", BRG_SEAT_NORTH, "2C", "1S", ILLEGAL },
  { "insufficient-lower-level-higher-strain", BRG_SEAT_NORTH, "2C", "1NT", ILLEGAL },
  { "insufficient-same-bid", BRG_SEAT_NORTH, "1H", "1H", ILLEGAL },
  { "insufficient-after-passes", BRG_SEAT_NORTH, "3NT Pass Pass", "3S", ILLEGAL },
  { "insufficient-after-double", BRG_SEAT_NORTH, "2H X", "2D", ILLEGAL },
  { "insufficient-after-partner", BRG_SEAT_NORTH, "1S Pass", "1H", ILLEGAL },
  { "over-7nt", BRG_SEAT_NORTH, "7NT", "7NT", ILLEGAL },

  /* PBN §3.9 (A): an insufficient bid accepted by the opponents */
  { "accepted-insufficient-lower-strain", BRG_SEAT_WEST, "1D", "^I 1C", LEGAL },
  { "accepted-insufficient-lower-level", BRG_SEAT_WEST, "2D", "^I 1S", LEGAL },
  { "accepted-insufficient-same-bid", BRG_SEAT_WEST, "1D", "^I 1D", LEGAL },
  { "accepted-insufficient-not-insufficient", BRG_SEAT_WEST, "1D", "^I 1H", ILLEGAL },
  { "accepted-insufficient-nothing-bid", BRG_SEAT_WEST, "Pass", "^I 1C", ILLEGAL },
  { "accepted-insufficient-pass", BRG_SEAT_WEST, "1D", "^I Pass", ILLEGAL },
  { "accepted-insufficient-double", BRG_SEAT_WEST, "1D", "^I X", ILLEGAL },
  { "bid-over-accepted-insufficient", BRG_SEAT_WEST, "1D ^I 1C", "1D", LEGAL },
  { "same-as-accepted-insufficient", BRG_SEAT_WEST, "1D ^I 1C", "1C", ILLEGAL },
  { "double-accepted-insufficient", BRG_SEAT_WEST, "1D ^I 1C", "X", LEGAL },
  { "double-partners-accepted-insufficient", BRG_SEAT_WEST, "1D ^I 1C Pass", "X", ILLEGAL },

  /* Doubles */
  { "double-rho", BRG_SEAT_NORTH, "1H", "X", LEGAL },
  /* Passes do not matter: West is an opponent of North's 1H */
  { "double-in-fourth-seat", BRG_SEAT_NORTH, "1H Pass Pass", "X", LEGAL },
  { "double-partner", BRG_SEAT_NORTH, "1H Pass", "X", ILLEGAL },
  /* West skipped, so North doubles North's own 1H after two passes */
  { "double-own-bid-after-two-passes", BRG_SEAT_NORTH, "1H Pass Pass ^S", "X", ILLEGAL },
  { "double-own-side-after-skipped-turn", BRG_SEAT_NORTH, "1H ^S Pass", "X", LEGAL },
  { "double-nothing", BRG_SEAT_NORTH, "", "X", ILLEGAL },
  { "double-after-passes-only", BRG_SEAT_NORTH, "Pass Pass", "X", ILLEGAL },
  { "double-doubled-bid", BRG_SEAT_NORTH, "1H X Pass", "X", ILLEGAL },
  { "double-doubled-bid-after-passes", BRG_SEAT_NORTH, "1H Pass Pass X Pass", "X", ILLEGAL },
  { "double-redoubled-bid", BRG_SEAT_NORTH, "1H X XX", "X", ILLEGAL },
  { "double-new-bid-after-redouble", BRG_SEAT_NORTH, "1H X XX 2C", "X", LEGAL },
  { "double-new-bid-after-double", BRG_SEAT_NORTH, "1H X 1S", "X", LEGAL },

  /* Redoubles */
  { "redouble-rho-double", BRG_SEAT_NORTH, "1H X", "XX", LEGAL },
  /* The doubled side redoubles in fourth seat */
  { "redouble-in-fourth-seat", BRG_SEAT_NORTH, "1S X Pass Pass", "XX", LEGAL },
  { "redouble-by-doubled-bidder", BRG_SEAT_NORTH, "1S Pass Pass X", "XX", LEGAL },
  { "redouble-nothing", BRG_SEAT_NORTH, "", "XX", ILLEGAL },
  { "redouble-undoubled-bid-own", BRG_SEAT_NORTH, "1H Pass", "XX", ILLEGAL },
  { "redouble-undoubled-bid-opponent", BRG_SEAT_NORTH, "1H", "XX", ILLEGAL },
  { "redouble-partners-double", BRG_SEAT_NORTH, "1H X Pass", "XX", ILLEGAL },
  { "redouble-own-double", BRG_SEAT_NORTH, "1H X Pass ^S ^S", "XX", ILLEGAL },
  { "redouble-redoubled-bid", BRG_SEAT_NORTH, "1H X XX Pass", "XX", ILLEGAL },
  { "redouble-after-new-bid", BRG_SEAT_NORTH, "1H X 1S", "XX", ILLEGAL },

  /* PBN §3.9 (B): skipped turns */
  { "skip-first", BRG_SEAT_WEST, "", "^S", LEGAL },
  { "skip-after-bid", BRG_SEAT_WEST, "1D ^S", "^S", LEGAL },

  /* After the end */
  { "pass-after-end", BRG_SEAT_NORTH, "1H Pass Pass Pass", "Pass", COMPLETE },
  { "bid-after-end", BRG_SEAT_NORTH, "1H Pass Pass Pass", "2H", COMPLETE },
  { "double-after-end", BRG_SEAT_NORTH, "1H Pass Pass Pass", "X", COMPLETE },
  { "skip-after-end", BRG_SEAT_NORTH, "1H Pass Pass Pass", "^S", COMPLETE },
  { "bid-after-passed-out", BRG_SEAT_NORTH, "Pass Pass Pass Pass", "1C", COMPLETE },
  { "insufficient-after-end", BRG_SEAT_NORTH, "1H Pass Pass Pass", "^I 1C", COMPLETE },
};

static void
test_legality (gconstpointer data)
{
  const LegalityCase *test = data;
  g_autoptr (GError) error = NULL;
  BrgAuction *auction = auction_from_string (test->dealer, test->before);
  guint n_before = brg_auction_get_n_calls (auction);
  BrgCallFlags flags;
  BrgCall call;
  gboolean ok;

  parse_one (test->call, &call, &flags);

  ok = brg_auction_check_call (auction, call, flags, &error);
  if (test->code == LEGAL)
    {
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  else
    {
      g_assert_error (error, BRG_MODEL_ERROR, test->code);
      g_assert_false (ok);
      g_clear_error (&error);
    }
  /* Checking changes nothing. */
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, n_before);

  ok = brg_auction_add_call_full (auction, call, flags, &error);
  if (test->code == LEGAL)
    {
      g_assert_no_error (error);
      g_assert_true (ok);
      g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, n_before + 1);
      g_assert_cmpuint (brg_auction_get_call (auction, n_before), ==, call);
      g_assert_cmpuint (brg_auction_get_call_flags (auction, n_before), ==, flags);
    }
  else
    {
      g_assert_error (error, BRG_MODEL_ERROR, test->code);
      g_assert_false (ok);
      g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, n_before);
    }

  g_assert_finalize_object (auction);
}

static void
test_add_call_plain (void)
{
  g_autoptr (GError) error = NULL;
  BrgAuction *auction = brg_auction_new (BRG_SEAT_SOUTH);

  g_assert_true (brg_auction_add_call (auction, BRG_CALL_BID (1, BRG_STRAIN_NOTRUMP), &error));
  g_assert_no_error (error);
  g_assert_false (brg_auction_add_call (auction, BRG_CALL_BID (1, BRG_STRAIN_SPADES), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  g_clear_error (&error);
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_DOUBLE, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 2);
  g_assert_cmpuint (brg_auction_get_call (auction, 0), ==, BRG_CALL_BID (1, BRG_STRAIN_NOTRUMP));
  g_assert_cmpuint (brg_auction_get_call_flags (auction, 0), ==, BRG_CALL_FLAGS_NONE);
  g_assert_cmpint (brg_auction_get_call_seat (auction, 0), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_auction_get_call_seat (auction, 1), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_auction_get_next_seat (auction), ==, BRG_SEAT_NORTH);

  g_assert_finalize_object (auction);
}

/* Completion */

typedef struct
{
  const char *name;
  const char *calls;
  gboolean    complete;
  gboolean    passed_out;
} CompletionCase;

static const CompletionCase completion_cases[] = {
  { "empty", "", FALSE, FALSE },
  { "bid-three-passes", "1H Pass Pass Pass", TRUE, FALSE },
  { "double-three-passes", "1H X Pass Pass Pass", TRUE, FALSE },
  { "redouble-three-passes", "1H X XX Pass Pass Pass", TRUE, FALSE },
  { "four-passes", "Pass Pass Pass Pass", TRUE, TRUE },
  { "bid-two-passes", "1H Pass Pass", FALSE, FALSE },
  { "double-two-passes", "1H X Pass Pass", FALSE, FALSE },
  { "three-passes-no-bid", "Pass Pass Pass", FALSE, FALSE },
  { "three-passes-then-bid", "Pass Pass Pass 1C", FALSE, FALSE },
  { "late-opening-three-passes", "Pass Pass Pass 1C Pass Pass Pass", TRUE, FALSE },
  /* PBN §3.9 (B): a skipped turn is neither a pass nor a break in the passes */
  { "skip-not-a-pass", "1H Pass Pass ^S", FALSE, FALSE },
  { "skip-inside-passes", "1H Pass ^S Pass Pass", TRUE, FALSE },
  { "skip-inside-four-passes", "Pass Pass ^S Pass Pass", TRUE, TRUE },
  { "skip-three-passes-no-bid", "Pass ^S Pass Pass", FALSE, FALSE },
  { "accepted-insufficient-three-passes", "1D ^I 1C Pass Pass Pass", TRUE, FALSE },
};

static void
test_completion (gconstpointer data)
{
  const CompletionCase *test = data;
  BrgAuction *auction = auction_from_string (BRG_SEAT_WEST, test->calls);
  guint n = brg_auction_get_n_calls (auction);
  gboolean complete;

  g_assert_cmpint (brg_auction_is_complete (auction), ==, test->complete);
  g_assert_cmpint (brg_auction_is_passed_out (auction), ==, test->passed_out);
  g_object_get (auction, "complete", &complete, NULL);
  g_assert_cmpint (complete, ==, test->complete);

  if (test->complete)
    g_assert_cmpint (brg_auction_get_next_seat (auction), ==, BRG_SEAT_NONE);
  else
    g_assert_cmpint (brg_auction_get_next_seat (auction), ==, (BRG_SEAT_WEST + n) % 4);

  g_assert_finalize_object (auction);
}

/* Contracts and declarers */

typedef struct
{
  const char *name;
  BrgSeat     dealer;
  const char *calls;
  const char *contract;
  BrgSeat     declarer;
} ContractCase;

static const ContractCase contract_cases[] = {
  { "opener-declares", BRG_SEAT_NORTH, "1H Pass 4H Pass Pass Pass", "4H", BRG_SEAT_NORTH },
  /* E 1S, N 2H, W 2S, S 4H: North named hearts first for North-South */
  { "first-of-side-to-name-strain", BRG_SEAT_EAST,
    "1S Pass Pass 2H Pass Pass 2S Pass Pass 4H Pass Pass Pass", "4H", BRG_SEAT_NORTH },
  /* East's cue bid of hearts does not make East-West's hearts North-South's */
  { "opponent-named-strain-first", BRG_SEAT_NORTH, "1C 1H 2H Pass Pass Pass", "2H",
    BRG_SEAT_SOUTH },
  { "strain-named-at-lower-level", BRG_SEAT_NORTH,
    "1NT Pass 2C Pass 2H Pass 3NT Pass Pass Pass", "3NT", BRG_SEAT_NORTH },
  { "responder-names-strain", BRG_SEAT_NORTH, "1C Pass 1S Pass 4S Pass Pass Pass", "4S",
    BRG_SEAT_SOUTH },
  { "dealer-west", BRG_SEAT_WEST, "Pass 1D Pass 3NT Pass Pass Pass", "3NT", BRG_SEAT_SOUTH },
  { "doubled", BRG_SEAT_NORTH, "1H X Pass Pass Pass", "1HX", BRG_SEAT_NORTH },
  { "redoubled", BRG_SEAT_NORTH, "1H X XX Pass Pass Pass", "1HXX", BRG_SEAT_NORTH },
  { "redoubled-in-fourth-seat", BRG_SEAT_NORTH, "1S X Pass Pass XX Pass Pass Pass", "1SXX",
    BRG_SEAT_NORTH },
  { "double-cancelled-by-bid", BRG_SEAT_NORTH, "1H X 2C Pass Pass Pass", "2C", BRG_SEAT_SOUTH },
  { "redouble-cancelled-by-bid", BRG_SEAT_NORTH, "1H X XX 1S Pass Pass Pass", "1S", BRG_SEAT_WEST },
  { "sacrifice-doubled", BRG_SEAT_NORTH, "1H 1S 4H 4S X Pass Pass Pass", "4SX", BRG_SEAT_EAST },
  /* PBN §3.9 (A): the accepted insufficient bid stands and becomes the contract */
  { "accepted-insufficient-contract", BRG_SEAT_WEST, "1D ^I 1C Pass Pass Pass", "1C",
    BRG_SEAT_NORTH },
  /* PBN §3.9 (B): skipped turns keep the seats */
  { "skipped-turn-seats", BRG_SEAT_WEST, "1D ^S ^S 2D Pass Pass Pass", "2D", BRG_SEAT_SOUTH },
  { "passed-out", BRG_SEAT_EAST, "Pass Pass Pass Pass", "Pass", BRG_SEAT_NONE },
};

static void
test_contract (gconstpointer data)
{
  const ContractCase *test = data;
  BrgAuction *auction = auction_from_string (test->dealer, test->calls);
  BrgContract expected;
  BrgContract contract = { 0 };
  BrgSeat declarer = 42;

  g_assert_true (brg_contract_from_pbn (test->contract, &expected));
  g_assert_true (brg_auction_get_contract (auction, &contract, &declarer));
  g_assert_true (brg_contract_equal (&contract, &expected));
  g_assert_cmpuint (contract.level, ==, expected.level);
  g_assert_cmpuint (contract.strain, ==, expected.strain);
  g_assert_cmpuint (contract.risk, ==, expected.risk);
  g_assert_cmpuint (contract.passed_out, ==, expected.passed_out);
  g_assert_cmpint (declarer, ==, test->declarer);

  /* Either output may be omitted. */
  g_assert_true (brg_auction_get_contract (auction, NULL, NULL));
  declarer = 42;
  g_assert_true (brg_auction_get_contract (auction, NULL, &declarer));
  g_assert_cmpint (declarer, ==, test->declarer);

  g_assert_finalize_object (auction);
}

static void
test_contract_incomplete (void)
{
  static const char *incomplete[] = {
    "", "1H", "1H Pass Pass", "Pass Pass Pass", "1H Pass Pass ^S",
  };

  for (guint i = 0; i < G_N_ELEMENTS (incomplete); i++)
    {
      BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, incomplete[i]);
      BrgContract contract = brg_contract_make (7, BRG_STRAIN_CLUBS, BRG_RISK_REDOUBLED);
      BrgSeat declarer = BRG_SEAT_WEST;

      g_assert_false (brg_auction_get_contract (auction, &contract, &declarer));
      /* Outputs untouched */
      g_assert_cmpuint (contract.level, ==, 7);
      g_assert_cmpuint (contract.strain, ==, BRG_STRAIN_CLUBS);
      g_assert_cmpuint (contract.risk, ==, BRG_RISK_REDOUBLED);
      g_assert_false (contract.passed_out);
      g_assert_cmpint (declarer, ==, BRG_SEAT_WEST);
      g_assert_false (brg_auction_is_passed_out (auction));

      g_assert_finalize_object (auction);
    }
}

/* PBN §3.9 (B): the examples, West dealer, as data */

typedef struct
{
  const char   *calls;
  BrgSeat       caller;
  const char   *call;
  BrgCallFlags  flags;
} SkipCase;

static const SkipCase skip_cases[] = {
  { "^S 1D", BRG_SEAT_NORTH, "1D", BRG_CALL_FLAGS_NONE },                     /* North opens 1D */
  { "1D ^S 2D", BRG_SEAT_EAST, "2D", BRG_CALL_FLAGS_NONE },                   /* East bids 2D */
  { "1D ^S ^I 1C", BRG_SEAT_EAST, "1C", BRG_CALL_FLAGS_INSUFFICIENT },        /* East bids 1C */
  { "1D ^S ^S 2D", BRG_SEAT_SOUTH, "2D", BRG_CALL_FLAGS_NONE },               /* South bids 2D */
  { "1D ^S ^S ^I 1C", BRG_SEAT_SOUTH, "1C", BRG_CALL_FLAGS_INSUFFICIENT },    /* South bids 1C */
};

static void
test_skip_examples (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (skip_cases); i++)
    {
      const SkipCase *test = &skip_cases[i];
      BrgAuction *auction = auction_from_string (BRG_SEAT_WEST, test->calls);
      guint n = brg_auction_get_n_calls (auction);
      BrgCall expected;

      g_assert_true (brg_call_from_pbn (test->call, &expected));
      g_assert_cmpuint (brg_auction_get_call (auction, n - 1), ==, expected);
      g_assert_cmpuint (brg_auction_get_call_flags (auction, n - 1), ==, test->flags);
      g_assert_cmpint (brg_auction_get_call_seat (auction, n - 1), ==, test->caller);
      g_assert_cmpint (brg_auction_get_next_seat (auction), ==, brg_seat_next (test->caller));

      /* Every ^S entry holds no call and belongs to the skipped seat. */
      for (guint j = 0; j + 1 < n; j++)
        if (brg_auction_get_call_flags (auction, j) == BRG_CALL_FLAGS_SKIPPED)
          {
            g_assert_cmpuint (brg_auction_get_call (auction, j), ==, BRG_CALL_NONE);
            g_assert_cmpint (brg_auction_get_call_seat (auction, j), ==, (BRG_SEAT_WEST + j) % 4);
          }
      g_assert_false (brg_auction_is_complete (auction));

      g_assert_finalize_object (auction);
    }
}

static void
test_skip_first (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_WEST, "^S 1D");

  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 2);
  g_assert_cmpuint (brg_auction_get_call (auction, 0), ==, BRG_CALL_NONE);
  g_assert_cmpuint (brg_auction_get_call_flags (auction, 0), ==, BRG_CALL_FLAGS_SKIPPED);
  g_assert_cmpint (brg_auction_get_call_seat (auction, 0), ==, BRG_SEAT_WEST);

  g_assert_finalize_object (auction);
}

/* A call the reader could not read takes its turn; it is no pass, so
 * three passes after it end the auction, and no bid, so the contract is
 * the last known one. */
static void
test_unknown_call (void)
{
  g_autoptr(GError) error = NULL;
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgContract contract;
  BrgSeat declarer;

  g_assert_true (brg_auction_add_call (auction, BRG_CALL_BID (1, BRG_STRAIN_SPADES), NULL));
  g_assert_true (brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_UNKNOWN,
                                           NULL));
  g_assert_cmpint (brg_auction_get_call_seat (auction, 1), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_auction_get_call (auction, 1), ==, BRG_CALL_NONE);
  /* Transparent to the rules: South may raise, West may double 2S. */
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_BID (2, BRG_STRAIN_SPADES), NULL));
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_DOUBLE, NULL));
  for (guint i = 0; i < 3; i++)
    g_assert_true (brg_auction_add_call (auction, BRG_CALL_PASS, NULL));
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_true (brg_auction_get_contract (auction, &contract, &declarer));
  g_assert_cmpint (declarer, ==, BRG_SEAT_NORTH);
  g_assert_cmpint (contract.risk, ==, BRG_RISK_DOUBLED);
  g_assert_false (brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_UNKNOWN,
                                            &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_AUCTION_COMPLETE);
  g_assert_finalize_object (auction);

  /* Three passes after an unknown call end the auction; it may have been
   * anything, so an auction of passes and it is not passed out. */
  auction = brg_auction_new (BRG_SEAT_NORTH);
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_PASS, NULL));
  g_assert_true (brg_auction_add_call_full (auction, BRG_CALL_NONE, BRG_CALL_FLAGS_UNKNOWN,
                                           NULL));
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_PASS, NULL));
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_PASS, NULL));
  g_assert_false (brg_auction_is_complete (auction));
  g_assert_true (brg_auction_add_call (auction, BRG_CALL_PASS, NULL));
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_false (brg_auction_is_passed_out (auction));
  g_assert_finalize_object (auction);
}

/* Dealer */

static void
test_dealer (void)
{
  BrgAuction *auction = g_object_new (BRG_TYPE_AUCTION, NULL);
  BrgSeat dealer;

  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_NORTH);
  g_assert_finalize_object (auction);

  auction = g_object_new (BRG_TYPE_AUCTION, "dealer", BRG_SEAT_WEST, NULL);
  g_object_get (auction, "dealer", &dealer, NULL);
  g_assert_cmpint (dealer, ==, BRG_SEAT_WEST);

  /* Changing the dealer moves every entry to another seat. */
  add_calls (auction, "1H Pass");
  g_assert_cmpint (brg_auction_get_call_seat (auction, 0), ==, BRG_SEAT_WEST);
  brg_auction_set_dealer (auction, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_auction_get_call_seat (auction, 0), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_auction_get_call_seat (auction, 1), ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_auction_get_next_seat (auction), ==, BRG_SEAT_NORTH);

  g_assert_finalize_object (auction);
}

static void
test_set_dealer_after_complete (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, "1H Pass Pass Pass");
  BrgSeat declarer;

  brg_auction_set_dealer (auction, BRG_SEAT_EAST);
  g_assert_true (brg_auction_get_contract (auction, NULL, &declarer));
  g_assert_cmpint (declarer, ==, BRG_SEAT_EAST);

  g_assert_finalize_object (auction);
}

/* Properties: notify once, not on the same value */

static void
test_property_dealer (void)
{
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  guint notified = 0;

  g_signal_connect (auction, "notify::dealer", G_CALLBACK (count_cb), &notified);

  brg_auction_set_dealer (auction, BRG_SEAT_NORTH);
  g_assert_cmpuint (notified, ==, 0);
  brg_auction_set_dealer (auction, BRG_SEAT_EAST);
  g_assert_cmpuint (notified, ==, 1);
  brg_auction_set_dealer (auction, BRG_SEAT_EAST);
  g_assert_cmpuint (notified, ==, 1);
  g_object_set (auction, "dealer", BRG_SEAT_WEST, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_WEST);
  g_object_set (auction, "dealer", BRG_SEAT_WEST, NULL);
  g_assert_cmpuint (notified, ==, 2);

  g_assert_finalize_object (auction);
}

static void
test_property_end_mark (void)
{
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  BrgEndMark mark;
  guint notified = 0;

  g_assert_true (G_TYPE_IS_ENUM (BRG_TYPE_END_MARK));
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_NONE);
  g_signal_connect (auction, "notify::end-mark", G_CALLBACK (count_cb), &notified);

  brg_auction_set_end_mark (auction, BRG_END_MARK_NONE);
  g_assert_cmpuint (notified, ==, 0);
  brg_auction_set_end_mark (auction, BRG_END_MARK_CONTINUE);
  g_assert_cmpuint (notified, ==, 1);
  brg_auction_set_end_mark (auction, BRG_END_MARK_CONTINUE);
  g_assert_cmpuint (notified, ==, 1);
  g_object_set (auction, "end-mark", BRG_END_MARK_STOP, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_object_get (auction, "end-mark", &mark, NULL);
  g_assert_cmpint (mark, ==, BRG_END_MARK_STOP);

  /* The mark is data: a stopped auction still takes calls. */
  add_calls (auction, "1C");
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 1);
  g_assert_false (brg_auction_is_complete (auction));

  g_assert_finalize_object (auction);
}

static void
test_property_n_calls (void)
{
  g_autoptr (GError) error = NULL;
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  guint notified = 0;
  guint n_calls;

  g_signal_connect (auction, "notify::n-calls", G_CALLBACK (count_cb), &notified);

  add_calls (auction, "1H");
  g_assert_cmpuint (notified, ==, 1);
  add_calls (auction, "^S");
  g_assert_cmpuint (notified, ==, 2);
  g_object_get (auction, "n-calls", &n_calls, NULL);
  g_assert_cmpuint (n_calls, ==, 2);

  /* A refused call changes nothing. */
  g_assert_false (brg_auction_add_call (auction, BRG_CALL_BID (1, BRG_STRAIN_CLUBS), &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  g_assert_cmpuint (notified, ==, 2);

  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (notified, ==, 3);
  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (notified, ==, 4);
  g_assert_false (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (notified, ==, 4);

  g_assert_finalize_object (auction);
}

static void
test_property_complete (void)
{
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  guint notified = 0;

  g_signal_connect (auction, "notify::complete", G_CALLBACK (count_cb), &notified);

  add_calls (auction, "1H Pass Pass");
  g_assert_cmpuint (notified, ==, 0);
  add_calls (auction, "Pass");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (brg_auction_is_complete (auction));

  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (notified, ==, 2);
  g_assert_false (brg_auction_is_complete (auction));
  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (notified, ==, 2);

  g_assert_finalize_object (auction);
}

/* Notifications come after the change, once the state is whole. */

typedef struct
{
  guint n_calls;
  gboolean complete;
  guint calls;
} NotifyState;

static void
notify_state_cb (BrgAuction  *auction,
                 GParamSpec  *pspec,
                 NotifyState *state)
{
  state->n_calls = brg_auction_get_n_calls (auction);
  state->complete = brg_auction_is_complete (auction);
  state->calls++;
}

static void
test_notify_after_change (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, "Pass Pass Pass");
  NotifyState state = { 0 };

  g_signal_connect (auction, "notify::n-calls", G_CALLBACK (notify_state_cb), &state);
  add_calls (auction, "Pass");
  g_assert_cmpuint (state.calls, ==, 1);
  g_assert_cmpuint (state.n_calls, ==, 4);
  g_assert_true (state.complete);

  g_assert_finalize_object (auction);
}

/* Signals */

typedef struct
{
  guint added;
  guint removed;
  guint annotation;
  guint notes;
  guint last_position;
  guint n_calls_seen;
} SignalLog;

static void
call_added_cb (BrgAuction *auction,
               guint       position,
               SignalLog  *log)
{
  log->added++;
  log->last_position = position;
  log->n_calls_seen = brg_auction_get_n_calls (auction);
}

static void
call_removed_cb (BrgAuction *auction,
                 guint       position,
                 SignalLog  *log)
{
  log->removed++;
  log->last_position = position;
  log->n_calls_seen = brg_auction_get_n_calls (auction);
}

static void
annotation_changed_cb (BrgAuction *auction,
                       guint       position,
                       SignalLog  *log)
{
  log->annotation++;
  log->last_position = position;
}

static void
notes_changed_cb (BrgAuction *auction,
                  SignalLog  *log)
{
  log->notes++;
}

static void
connect_log (BrgAuction *auction,
             SignalLog  *log)
{
  g_signal_connect (auction, "call-added", G_CALLBACK (call_added_cb), log);
  g_signal_connect (auction, "call-removed", G_CALLBACK (call_removed_cb), log);
  g_signal_connect (auction, "annotation-changed", G_CALLBACK (annotation_changed_cb), log);
  g_signal_connect (auction, "notes-changed", G_CALLBACK (notes_changed_cb), log);
}

static void
test_signals_calls (void)
{
  g_autoptr (GError) error = NULL;
  BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, "1C 1D");
  SignalLog log = { 0 };

  connect_log (auction, &log);

  add_calls (auction, "1H");
  g_assert_cmpuint (log.added, ==, 1);
  g_assert_cmpuint (log.last_position, ==, 2);
  g_assert_cmpuint (log.n_calls_seen, ==, 3);

  g_assert_false (brg_auction_add_call (auction, BRG_CALL_REDOUBLE, &error));
  g_assert_error (error, BRG_MODEL_ERROR, BRG_MODEL_ERROR_ILLEGAL_CALL);
  g_assert_cmpuint (log.added, ==, 1);

  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (log.removed, ==, 1);
  g_assert_cmpuint (log.last_position, ==, 2);
  g_assert_cmpuint (log.n_calls_seen, ==, 2);

  g_assert_cmpuint (log.annotation, ==, 0);
  g_assert_cmpuint (log.notes, ==, 0);

  g_assert_finalize_object (auction);
}

/* Annotations */

static void
test_annotations (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, "1C Pass 1NT");
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (BrgAnnotation) empty = brg_annotation_new ();
  const BrgAnnotation *stored;
  SignalLog log = { 0 };

  connect_log (auction, &log);

  /* Slots are NULL until used. */
  for (guint i = 0; i < 3; i++)
    g_assert_null (brg_auction_get_annotation (auction, i));

  annotation->suffix = BRG_SUFFIX_GOOD;
  annotation->note = 1;
  brg_annotation_add_nag (annotation, 25);
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "Short club");
  brg_auction_set_annotation (auction, 0, annotation);
  g_assert_cmpuint (log.annotation, ==, 1);
  g_assert_cmpuint (log.last_position, ==, 0);

  stored = brg_auction_get_annotation (auction, 0);
  g_assert_nonnull (stored);
  g_assert_true (stored != annotation);
  g_assert_true (brg_annotation_equal (stored, annotation));
  g_assert_null (brg_auction_get_annotation (auction, 1));

  /* The auction holds a copy. */
  brg_annotation_add_nag (annotation, 30);
  g_assert_false (brg_annotation_has_nag (brg_auction_get_annotation (auction, 0), 30));

  /* The same annotation again does not emit. */
  brg_auction_set_annotation (auction, 0, stored);
  g_assert_cmpuint (log.annotation, ==, 1);

  brg_auction_set_annotation (auction, 2, annotation);
  g_assert_cmpuint (log.annotation, ==, 2);
  g_assert_cmpuint (log.last_position, ==, 2);

  /* Empty or NULL clears. */
  brg_auction_set_annotation (auction, 0, empty);
  g_assert_null (brg_auction_get_annotation (auction, 0));
  g_assert_cmpuint (log.annotation, ==, 3);
  brg_auction_set_annotation (auction, 2, NULL);
  g_assert_null (brg_auction_get_annotation (auction, 2));
  g_assert_cmpuint (log.annotation, ==, 4);
  brg_auction_set_annotation (auction, 2, NULL);
  g_assert_cmpuint (log.annotation, ==, 4);

  g_assert_finalize_object (auction);
}

static void
test_annotation_skipped_entry (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_WEST, "1D ^S");
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();

  brg_annotation_add_comment (annotation, BRG_COMMENT_LINE, "East bid out of turn");
  brg_auction_set_annotation (auction, 1, annotation);
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (auction, 1), annotation));

  g_assert_finalize_object (auction);
}

/* Notes */

static void
test_notes (void)
{
  BrgAuction *auction = brg_auction_new (BRG_SEAT_NORTH);
  g_autoptr (BrgNote) one = brg_note_new (1, "Transfer");
  g_autoptr (BrgNote) two = brg_note_new (2, "Stayman");
  g_autoptr (BrgNote) one_again = brg_note_new (1, "Jacoby transfer");
  SignalLog log = { 0 };

  connect_log (auction, &log);

  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 0);
  g_assert_null (brg_auction_lookup_note (auction, 1));

  brg_auction_set_note (auction, one);
  brg_auction_set_note (auction, two);
  g_assert_cmpuint (log.notes, ==, 2);
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 2);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 2)->text, ==, "Stayman");
  g_assert_true (brg_auction_lookup_note (auction, 1) != one);

  /* The same note again changes nothing. */
  brg_auction_set_note (auction, one);
  g_assert_cmpuint (log.notes, ==, 2);

  /* Replacing keeps the place. */
  brg_auction_set_note (auction, one_again);
  g_assert_cmpuint (log.notes, ==, 3);
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 2);
  g_assert_cmpuint (brg_auction_get_nth_note (auction, 0)->index, ==, 1);
  g_assert_cmpstr (brg_auction_get_nth_note (auction, 0)->text, ==, "Jacoby transfer");
  g_assert_cmpuint (brg_auction_get_nth_note (auction, 1)->index, ==, 2);

  /* A note that differs only in its comments is a change. */
  one_again->comments = g_ptr_array_new_with_free_func ((GDestroyNotify) brg_comment_free);
  g_ptr_array_add (one_again->comments, brg_comment_new (BRG_COMMENT_BRACE, "alerted"));
  brg_auction_set_note (auction, one_again);
  g_assert_cmpuint (log.notes, ==, 4);
  g_assert_cmpuint (brg_auction_lookup_note (auction, 1)->comments->len, ==, 1);

  g_assert_true (brg_auction_remove_note (auction, 1));
  g_assert_cmpuint (log.notes, ==, 5);
  g_assert_false (brg_auction_remove_note (auction, 1));
  g_assert_cmpuint (log.notes, ==, 5);
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);
  g_assert_cmpuint (brg_auction_get_nth_note (auction, 0)->index, ==, 2);

  g_assert_finalize_object (auction);
}

/* remove_last_call */

static void
test_remove_last_call (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, "1H X XX Pass Pass Pass");
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  BrgContract contract;

  annotation->suffix = BRG_SUFFIX_SPECULATIVE;
  brg_auction_set_annotation (auction, 5, annotation);
  brg_auction_set_annotation (auction, 2, annotation);
  g_assert_true (brg_auction_is_complete (auction));

  g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 5);
  g_assert_false (brg_auction_is_complete (auction));
  g_assert_cmpint (brg_auction_get_next_seat (auction), ==, BRG_SEAT_EAST);

  /* The annotation slot went with the call. */
  add_calls (auction, "Pass");
  g_assert_null (brg_auction_get_annotation (auction, 5));
  g_assert_nonnull (brg_auction_get_annotation (auction, 2));
  g_assert_true (brg_auction_get_contract (auction, &contract, NULL));
  g_assert_cmpuint (contract.risk, ==, BRG_RISK_REDOUBLED);

  /* Undo the redouble and what followed: it is legal again, without the
   * annotation it had. */
  for (guint i = 0; i < 4; i++)
    g_assert_true (brg_auction_remove_last_call (auction));
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 2);
  g_assert_true (brg_auction_check_call (auction, BRG_CALL_REDOUBLE, BRG_CALL_FLAGS_NONE, NULL));
  add_calls (auction, "XX");
  g_assert_null (brg_auction_get_annotation (auction, 2));

  while (brg_auction_remove_last_call (auction))
    ;
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 0);
  g_assert_false (brg_auction_remove_last_call (auction));
  g_assert_cmpint (brg_auction_get_next_seat (auction), ==, BRG_SEAT_NORTH);

  g_assert_finalize_object (auction);
}

/* copy */

static void
test_copy (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_EAST, "1D ^S ^I 1C Pass Pass Pass");
  g_autoptr (BrgAnnotation) annotation = brg_annotation_new ();
  g_autoptr (BrgAnnotation) other = brg_annotation_new ();
  g_autoptr (BrgNote) note = brg_note_new (3, "Natural");
  g_autoptr (BrgNote) changed = brg_note_new (3, "Artificial");
  BrgAuction *copy;
  BrgContract a, b;
  BrgSeat da, db;

  annotation->note = 3;
  brg_annotation_add_comment (annotation, BRG_COMMENT_BRACE, "\\C");
  brg_auction_set_annotation (auction, 2, annotation);
  brg_auction_set_note (auction, note);
  brg_auction_set_end_mark (auction, BRG_END_MARK_STOP);

  copy = brg_auction_copy (auction);
  g_assert_true (copy != auction);
  g_assert_cmpint (brg_auction_get_dealer (copy), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_auction_get_n_calls (copy), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpuint (brg_auction_get_call (copy, i), ==, brg_auction_get_call (auction, i));
      g_assert_cmpuint (brg_auction_get_call_flags (copy, i), ==,
                        brg_auction_get_call_flags (auction, i));
    }
  g_assert_cmpuint (brg_auction_get_call_flags (copy, 1), ==, BRG_CALL_FLAGS_SKIPPED);
  g_assert_cmpuint (brg_auction_get_call_flags (copy, 2), ==, BRG_CALL_FLAGS_INSUFFICIENT);
  g_assert_true (brg_auction_is_complete (copy));
  g_assert_true (brg_auction_get_contract (auction, &a, &da));
  g_assert_true (brg_auction_get_contract (copy, &b, &db));
  g_assert_true (brg_contract_equal (&a, &b));
  g_assert_cmpint (da, ==, db);
  g_assert_cmpint (db, ==, BRG_SEAT_WEST);
  g_assert_cmpint (brg_auction_get_end_mark (copy), ==, BRG_END_MARK_STOP);
  g_assert_true (brg_annotation_equal (brg_auction_get_annotation (copy, 2), annotation));
  g_assert_true (brg_auction_get_annotation (copy, 2) != brg_auction_get_annotation (auction, 2));
  g_assert_null (brg_auction_get_annotation (copy, 0));
  g_assert_cmpstr (brg_auction_lookup_note (copy, 3)->text, ==, "Natural");
  g_assert_true (brg_auction_lookup_note (copy, 3) != brg_auction_lookup_note (auction, 3));

  /* Changing the copy leaves the original alone, and the other way round. */
  g_assert_true (brg_auction_remove_last_call (copy));
  brg_annotation_add_nag (other, 200);
  brg_auction_set_annotation (copy, 0, other);
  brg_auction_set_note (copy, changed);
  brg_auction_set_dealer (copy, BRG_SEAT_NORTH);
  brg_auction_set_end_mark (copy, BRG_END_MARK_NONE);

  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 6);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_null (brg_auction_get_annotation (auction, 0));
  g_assert_cmpstr (brg_auction_lookup_note (auction, 3)->text, ==, "Natural");
  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_EAST);
  g_assert_cmpint (brg_auction_get_end_mark (auction), ==, BRG_END_MARK_STOP);

  brg_auction_set_annotation (auction, 2, NULL);
  g_assert_nonnull (brg_auction_get_annotation (copy, 2));

  g_assert_finalize_object (copy);
  g_assert_finalize_object (auction);
}

static void
test_copy_empty (void)
{
  BrgAuction *auction = brg_auction_new (BRG_SEAT_SOUTH);
  BrgAuction *copy = brg_auction_copy (auction);

  g_assert_cmpint (brg_auction_get_dealer (copy), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_auction_get_n_calls (copy), ==, 0);
  g_assert_cmpuint (brg_auction_get_n_notes (copy), ==, 0);
  add_calls (copy, "1C");
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 0);

  g_assert_finalize_object (copy);
  g_assert_finalize_object (auction);
}

/* Programmer errors */

static void
test_criticals (void)
{
  BrgAuction *auction = auction_from_string (BRG_SEAT_NORTH, "1C");
  g_autoptr (GError) error = NULL;

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_auction_new (BRG_SEAT_NONE));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpuint (brg_auction_get_call (auction, 1), ==, BRG_CALL_NONE);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_auction_get_call_seat (auction, 1), ==, BRG_SEAT_NONE);
  g_test_assert_expected_messages ();

  /* A skipped entry holds no call. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_auction_add_call_full (auction, BRG_CALL_PASS, BRG_CALL_FLAGS_SKIPPED,
                                            &error));
  g_test_assert_expected_messages ();
  g_assert_no_error (error);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_auction_add_call (auction, BRG_CALL_NONE, &error));
  g_test_assert_expected_messages ();
  g_assert_no_error (error);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_auction_add_call_full (auction, BRG_CALL_BID (1, BRG_STRAIN_CLUBS),
                                            BRG_CALL_FLAGS_INSUFFICIENT | BRG_CALL_FLAGS_SKIPPED,
                                            &error));
  g_test_assert_expected_messages ();

  /* An unknown call holds no call, and is no skipped turn. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_auction_add_call_full (auction, BRG_CALL_PASS, BRG_CALL_FLAGS_UNKNOWN,
                                            &error));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_false (brg_auction_add_call_full (auction, BRG_CALL_NONE,
                                            BRG_CALL_FLAGS_UNKNOWN | BRG_CALL_FLAGS_SKIPPED,
                                            &error));
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_auction_set_dealer (auction, BRG_SEAT_NONE);
  g_test_assert_expected_messages ();
  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_NORTH);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  brg_auction_set_annotation (auction, 1, NULL);
  g_test_assert_expected_messages ();

  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 1);

  g_assert_finalize_object (auction);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (legality_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/core/auction/legality/", legality_cases[i].name, NULL);

      g_test_add_data_func (path, &legality_cases[i], test_legality);
    }
  g_test_add_func ("/core/auction/add-call", test_add_call_plain);

  for (guint i = 0; i < G_N_ELEMENTS (completion_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/core/auction/completion/",
                                           completion_cases[i].name, NULL);

      g_test_add_data_func (path, &completion_cases[i], test_completion);
    }

  for (guint i = 0; i < G_N_ELEMENTS (contract_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/core/auction/contract/", contract_cases[i].name, NULL);

      g_test_add_data_func (path, &contract_cases[i], test_contract);
    }
  g_test_add_func ("/core/auction/contract/incomplete", test_contract_incomplete);

  g_test_add_func ("/core/auction/pbn-3.9-b/examples", test_skip_examples);
  g_test_add_func ("/core/auction/pbn-3.9-b/skip-first", test_skip_first);

  g_test_add_func ("/core/auction/unknown-call", test_unknown_call);
  g_test_add_func ("/core/auction/dealer", test_dealer);
  g_test_add_func ("/core/auction/dealer-after-complete", test_set_dealer_after_complete);
  g_test_add_func ("/core/auction/property/dealer", test_property_dealer);
  g_test_add_func ("/core/auction/property/end-mark", test_property_end_mark);
  g_test_add_func ("/core/auction/property/n-calls", test_property_n_calls);
  g_test_add_func ("/core/auction/property/complete", test_property_complete);
  g_test_add_func ("/core/auction/property/notify-after-change", test_notify_after_change);
  g_test_add_func ("/core/auction/signals/calls", test_signals_calls);
  g_test_add_func ("/core/auction/annotations", test_annotations);
  g_test_add_func ("/core/auction/annotation-skipped-entry", test_annotation_skipped_entry);
  g_test_add_func ("/core/auction/notes", test_notes);
  g_test_add_func ("/core/auction/remove-last-call", test_remove_last_call);
  g_test_add_func ("/core/auction/copy", test_copy);
  g_test_add_func ("/core/auction/copy-empty", test_copy_empty);
  g_test_add_func ("/core/auction/criticals", test_criticals);

  return g_test_run ();
}
