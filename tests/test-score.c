/* test-score.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Duplicate scoring (Laws of Duplicate Bridge 2017, Law 77), the WBF IMP
 * scale, matchpoints and the board rotation. Every expected number below is
 * a literal transcribed from the published scoring tables, never computed.
 */

#include "config.h"

#include "brg-core.h"

typedef struct
{
  char     *path;
  char     *contract;
  guint     tricks;
  gboolean  vulnerable;
  int       expected;
} ScoreCase;

static void
score_case_free (ScoreCase *c)
{
  g_free (c->path);
  g_free (c->contract);
  g_free (c);
}

/* Every case built from the tables; freed after the run. */
static GPtrArray *score_cases;

static void
test_score_case (gconstpointer data)
{
  const ScoreCase *c = data;
  BrgContract contract;

  g_assert_true (brg_contract_from_pbn (c->contract, &contract));
  g_assert_cmpint (brg_score_duplicate (&contract, c->tricks, c->vulnerable), ==, c->expected);
}

static void
add_score_case (char       *path,
                const char *contract,
                guint       tricks,
                gboolean    vulnerable,
                int         expected)
{
  ScoreCase *c = g_new0 (ScoreCase, 1);

  c->path = path;
  c->contract = g_strdup (contract);
  c->tricks = tricks;
  c->vulnerable = vulnerable;
  c->expected = expected;
  g_ptr_array_add (score_cases, c);
  g_test_add_data_func (c->path, c, test_score_case);
}

/* The score of every contract made exactly, not vulnerable and vulnerable. */
static const struct
{
  const char *contract;
  int         not_vulnerable;
  int         vulnerable;
} made_table[] = {
  { "1C", 70, 70 }, { "2C", 90, 90 }, { "3C", 110, 110 }, { "4C", 130, 130 },
  { "5C", 400, 600 }, { "6C", 920, 1370 }, { "7C", 1440, 2140 },
  { "1D", 70, 70 }, { "2D", 90, 90 }, { "3D", 110, 110 }, { "4D", 130, 130 },
  { "5D", 400, 600 }, { "6D", 920, 1370 }, { "7D", 1440, 2140 },
  { "1H", 80, 80 }, { "2H", 110, 110 }, { "3H", 140, 140 }, { "4H", 420, 620 },
  { "5H", 450, 650 }, { "6H", 980, 1430 }, { "7H", 1510, 2210 },
  { "1S", 80, 80 }, { "2S", 110, 110 }, { "3S", 140, 140 }, { "4S", 420, 620 },
  { "5S", 450, 650 }, { "6S", 980, 1430 }, { "7S", 1510, 2210 },
  { "1NT", 90, 90 }, { "2NT", 120, 120 }, { "3NT", 400, 600 }, { "4NT", 430, 630 },
  { "5NT", 460, 660 }, { "6NT", 990, 1440 }, { "7NT", 1520, 2220 },

  { "1CX", 140, 140 }, { "2CX", 180, 180 }, { "3CX", 470, 670 }, { "4CX", 510, 710 },
  { "5CX", 550, 750 }, { "6CX", 1090, 1540 }, { "7CX", 1630, 2330 },
  { "1DX", 140, 140 }, { "2DX", 180, 180 }, { "3DX", 470, 670 }, { "4DX", 510, 710 },
  { "5DX", 550, 750 }, { "6DX", 1090, 1540 }, { "7DX", 1630, 2330 },
  { "1HX", 160, 160 }, { "2HX", 470, 670 }, { "3HX", 530, 730 }, { "4HX", 590, 790 },
  { "5HX", 650, 850 }, { "6HX", 1210, 1660 }, { "7HX", 1770, 2470 },
  { "1SX", 160, 160 }, { "2SX", 470, 670 }, { "3SX", 530, 730 }, { "4SX", 590, 790 },
  { "5SX", 650, 850 }, { "6SX", 1210, 1660 }, { "7SX", 1770, 2470 },
  { "1NTX", 180, 180 }, { "2NTX", 490, 690 }, { "3NTX", 550, 750 }, { "4NTX", 610, 810 },
  { "5NTX", 670, 870 }, { "6NTX", 1230, 1680 }, { "7NTX", 1790, 2490 },

  { "1CXX", 230, 230 }, { "2CXX", 560, 760 }, { "3CXX", 640, 840 }, { "4CXX", 720, 920 },
  { "5CXX", 800, 1000 }, { "6CXX", 1380, 1830 }, { "7CXX", 1960, 2660 },
  { "1DXX", 230, 230 }, { "2DXX", 560, 760 }, { "3DXX", 640, 840 }, { "4DXX", 720, 920 },
  { "5DXX", 800, 1000 }, { "6DXX", 1380, 1830 }, { "7DXX", 1960, 2660 },
  { "1HXX", 520, 720 }, { "2HXX", 640, 840 }, { "3HXX", 760, 960 }, { "4HXX", 880, 1080 },
  { "5HXX", 1000, 1200 }, { "6HXX", 1620, 2070 }, { "7HXX", 2240, 2940 },
  { "1SXX", 520, 720 }, { "2SXX", 640, 840 }, { "3SXX", 760, 960 }, { "4SXX", 880, 1080 },
  { "5SXX", 1000, 1200 }, { "6SXX", 1620, 2070 }, { "7SXX", 2240, 2940 },
  { "1NTXX", 560, 760 }, { "2NTXX", 680, 880 }, { "3NTXX", 800, 1000 }, { "4NTXX", 920, 1120 },
  { "5NTXX", 1040, 1240 }, { "6NTXX", 1660, 2110 }, { "7NTXX", 2280, 2980 },
};

/* One-level contracts with 0 to 6 overtricks (7 to 13 tricks). Overtricks
 * are worth 20 (minors) or 30 (majors, notrump) undoubled, 100/200 doubled
 * and 200/400 redoubled, not vulnerable/vulnerable. */
static const struct
{
  const char *contract;
  int         not_vulnerable[7];
  int         vulnerable[7];
} overtrick_table[] = {
  { "1C",    { 70, 90, 110, 130, 150, 170, 190 },
             { 70, 90, 110, 130, 150, 170, 190 } },
  { "1D",    { 70, 90, 110, 130, 150, 170, 190 },
             { 70, 90, 110, 130, 150, 170, 190 } },
  { "1H",    { 80, 110, 140, 170, 200, 230, 260 },
             { 80, 110, 140, 170, 200, 230, 260 } },
  { "1S",    { 80, 110, 140, 170, 200, 230, 260 },
             { 80, 110, 140, 170, 200, 230, 260 } },
  { "1NT",   { 90, 120, 150, 180, 210, 240, 270 },
             { 90, 120, 150, 180, 210, 240, 270 } },
  { "1CX",   { 140, 240, 340, 440, 540, 640, 740 },
             { 140, 340, 540, 740, 940, 1140, 1340 } },
  { "1DX",   { 140, 240, 340, 440, 540, 640, 740 },
             { 140, 340, 540, 740, 940, 1140, 1340 } },
  { "1HX",   { 160, 260, 360, 460, 560, 660, 760 },
             { 160, 360, 560, 760, 960, 1160, 1360 } },
  { "1SX",   { 160, 260, 360, 460, 560, 660, 760 },
             { 160, 360, 560, 760, 960, 1160, 1360 } },
  { "1NTX",  { 180, 280, 380, 480, 580, 680, 780 },
             { 180, 380, 580, 780, 980, 1180, 1380 } },
  { "1CXX",  { 230, 430, 630, 830, 1030, 1230, 1430 },
             { 230, 630, 1030, 1430, 1830, 2230, 2630 } },
  { "1DXX",  { 230, 430, 630, 830, 1030, 1230, 1430 },
             { 230, 630, 1030, 1430, 1830, 2230, 2630 } },
  { "1HXX",  { 520, 720, 920, 1120, 1320, 1520, 1720 },
             { 720, 1120, 1520, 1920, 2320, 2720, 3120 } },
  { "1SXX",  { 520, 720, 920, 1120, 1320, 1520, 1720 },
             { 720, 1120, 1520, 1920, 2320, 2720, 3120 } },
  { "1NTXX", { 560, 760, 960, 1160, 1360, 1560, 1760 },
             { 760, 1160, 1560, 1960, 2360, 2760, 3160 } },
};

/* 1 to 13 undertricks. Doubled not vulnerable: 100, 200, 200, then 300
 * each; vulnerable: 200, then 300 each; redoubled twice doubled. */
static const struct
{
  const char *risk;
  gboolean    vulnerable;
  int         scores[13];
} undertrick_table[] = {
  { "", FALSE,
    { -50, -100, -150, -200, -250, -300, -350, -400, -450, -500, -550, -600, -650 } },
  { "", TRUE,
    { -100, -200, -300, -400, -500, -600, -700, -800, -900, -1000, -1100, -1200, -1300 } },
  { "X", FALSE,
    { -100, -300, -500, -800, -1100, -1400, -1700, -2000, -2300, -2600, -2900, -3200, -3500 } },
  { "X", TRUE,
    { -200, -500, -800, -1100, -1400, -1700, -2000, -2300, -2600, -2900, -3200, -3500, -3800 } },
  { "XX", FALSE,
    { -200, -600, -1000, -1600, -2200, -2800, -3400, -4000, -4600, -5200, -5800, -6400, -7000 } },
  { "XX", TRUE,
    { -400, -1000, -1600, -2200, -2800, -3400, -4000, -4600, -5200, -5800, -6400, -7000, -7600 } },
};

/* Named cases at the edges of the rules. */
static const struct
{
  const char *name;
  const char *contract;
  guint       tricks;
  gboolean    vulnerable;
  int         expected;
} edge_table[] = {
  /* Part-score and game boundaries: 100 trick points make a game. */
  { "2NT", "2NT", 8, FALSE, 120 },
  { "3NT-nv", "3NT", 9, FALSE, 400 },
  { "3NT-vul", "3NT", 9, TRUE, 600 },
  { "4C", "4C", 10, FALSE, 130 },
  { "4C-vul", "4C", 10, TRUE, 130 },
  { "5C-nv", "5C", 11, FALSE, 400 },
  { "5C-vul", "5C", 11, TRUE, 600 },
  { "3H", "3H", 9, TRUE, 140 },
  { "4H-vul", "4H", 10, TRUE, 620 },
  { "2HX-nv", "2HX", 8, FALSE, 470 },
  { "2HX-vul", "2HX", 8, TRUE, 670 },
  { "2CX-partscore", "2CX", 8, TRUE, 180 },
  { "3CX-game", "3CX", 9, FALSE, 470 },
  { "1NTX-partscore", "1NTX", 7, FALSE, 180 },
  { "1NTXX-nv", "1NTXX", 7, FALSE, 560 },
  { "1NTXX-vul", "1NTXX", 7, TRUE, 760 },
  { "1CXX-partscore", "1CXX", 7, TRUE, 230 },
  { "1HXX-game", "1HXX", 7, FALSE, 520 },
  /* Overtricks never count towards game. */
  { "2H+2", "2H", 10, FALSE, 170 },
  { "1NT+2", "1NT", 9, TRUE, 150 },
  { "4D+1", "4D", 11, TRUE, 150 },
  { "3NT+1", "3NT", 10, FALSE, 430 },
  { "4S+2-vul", "4S", 12, TRUE, 680 },
  { "6NT+1-vul", "6NT", 13, TRUE, 1470 },
  { "5CX+2-nv", "5CX", 13, FALSE, 750 },
  /* Insult: 50 for a doubled contract made, 100 redoubled, never when down. */
  { "insult/1CX", "1CX", 7, FALSE, 140 },
  { "insult/1CXX", "1CXX", 7, FALSE, 230 },
  { "insult/4SX", "4SX", 10, FALSE, 590 },
  { "insult/4SXX", "4SXX", 10, TRUE, 1080 },
  { "insult/4SX-1", "4SX", 9, FALSE, -100 },
  { "insult/4SXX-1", "4SXX", 9, FALSE, -200 },
  /* Slam bonuses go with the level, not with the tricks taken. */
  { "slam/6C+1", "6C", 13, FALSE, 940 },
  { "slam/5C+2", "5C", 13, FALSE, 440 },
  { "slam/7NT-1", "7NT", 12, TRUE, -100 },
  /* Strain and level play no part in undertricks. */
  { "down/4HX-3-nv", "4HX", 7, FALSE, -500 },
  { "down/3NTXX-4-vul", "3NTXX", 5, TRUE, -2200 },
  { "down/1C-7", "1C", 0, FALSE, -350 },
  /* A board passed out scores nothing. */
  { "passed-out/0", "Pass", 0, FALSE, 0 },
  { "passed-out/13", "Pass", 13, TRUE, 0 },
};

static void
add_score_tables (void)
{
  static const char *vul_names[] = { "nv", "vul" };

  for (guint i = 0; i < G_N_ELEMENTS (made_table); i++)
    {
      BrgContract contract;

      g_assert_true (brg_contract_from_pbn (made_table[i].contract, &contract));
      add_score_case (g_strdup_printf ("/core/score/made/%s/nv", made_table[i].contract),
                      made_table[i].contract, contract.level + 6, FALSE,
                      made_table[i].not_vulnerable);
      add_score_case (g_strdup_printf ("/core/score/made/%s/vul", made_table[i].contract),
                      made_table[i].contract, contract.level + 6, TRUE,
                      made_table[i].vulnerable);
    }

  for (guint i = 0; i < G_N_ELEMENTS (overtrick_table); i++)
    for (guint over = 0; over <= 6; over++)
      for (guint vul = 0; vul < 2; vul++)
        add_score_case (g_strdup_printf ("/core/score/overtricks/%s/+%u/%s",
                                         overtrick_table[i].contract, over, vul_names[vul]),
                        overtrick_table[i].contract, 7 + over, vul,
                        vul ? overtrick_table[i].vulnerable[over]
                            : overtrick_table[i].not_vulnerable[over]);

  /* Each count on 7NT, and on the lowest clubs contract that can go that
   * many down. */
  for (guint i = 0; i < G_N_ELEMENTS (undertrick_table); i++)
    for (guint down = 1; down <= 13; down++)
      {
        const char *vul_name = vul_names[undertrick_table[i].vulnerable];
        guint level = down <= 7 ? 1 : down - 6;
        g_autofree char *grand = g_strdup_printf ("7NT%s", undertrick_table[i].risk);
        g_autofree char *low = g_strdup_printf ("%uC%s", level, undertrick_table[i].risk);

        add_score_case (g_strdup_printf ("/core/score/down/%s/-%u/%s", grand, down, vul_name),
                        grand, 13 - down, undertrick_table[i].vulnerable,
                        undertrick_table[i].scores[down - 1]);
        add_score_case (g_strdup_printf ("/core/score/down/%s/-%u/%s", low, down, vul_name),
                        low, level + 6 - down, undertrick_table[i].vulnerable,
                        undertrick_table[i].scores[down - 1]);
      }

  for (guint i = 0; i < G_N_ELEMENTS (edge_table); i++)
    add_score_case (g_strdup_printf ("/core/score/edge/%s", edge_table[i].name),
                    edge_table[i].contract, edge_table[i].tricks,
                    edge_table[i].vulnerable, edge_table[i].expected);
}

/* A strain-only contract (an end position, PBN §3.10) has no score. */
static void
test_score_strain_only (void)
{
  BrgContract contract;

  g_assert_true (brg_contract_from_pbn ("S", &contract));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_score_duplicate (&contract, 9, FALSE), ==, 0);
  g_test_assert_expected_messages ();
}

static void
test_score_too_many_tricks (void)
{
  BrgContract contract = brg_contract_make (4, BRG_STRAIN_HEARTS, BRG_RISK_UNDOUBLED);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_score_duplicate (&contract, 14, FALSE), ==, 0);
  g_test_assert_expected_messages ();
}

static void
test_score_invalid_contract (void)
{
  BrgContract level8 = { .level = 8, .strain = BRG_STRAIN_CLUBS,
                         .risk = BRG_RISK_UNDOUBLED, .passed_out = FALSE };
  BrgContract risk3 = { .level = 1, .strain = BRG_STRAIN_CLUBS, .risk = 3, .passed_out = FALSE };

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_score_duplicate (NULL, 7, FALSE), ==, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_score_duplicate (&level8, 13, FALSE), ==, 0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_score_duplicate (&risk3, 7, FALSE), ==, 0);
  g_test_assert_expected_messages ();
}

/* WBF IMP scale: both edges of every band. Each row is also checked with
 * both signs negated. */
typedef struct
{
  int difference;
  int imps;
} ImpRow;

static const ImpRow imp_table[] = {
  { 0, 0 }, { 10, 0 }, { 19, 0 },
  { 20, 1 }, { 40, 1 }, { 49, 1 },
  { 50, 2 }, { 80, 2 }, { 89, 2 },
  { 90, 3 }, { 120, 3 },
  { 130, 4 }, { 160, 4 },
  { 170, 5 }, { 210, 5 },
  { 220, 6 }, { 260, 6 },
  { 270, 7 }, { 310, 7 },
  { 320, 8 }, { 360, 8 },
  { 370, 9 }, { 420, 9 },
  { 430, 10 }, { 490, 10 },
  { 500, 11 }, { 590, 11 },
  { 600, 12 }, { 740, 12 },
  { 750, 13 }, { 890, 13 },
  { 900, 14 }, { 1090, 14 },
  { 1100, 15 }, { 1290, 15 },
  { 1300, 16 }, { 1490, 16 },
  { 1500, 17 }, { 1740, 17 },
  { 1750, 18 }, { 1990, 18 },
  { 2000, 19 }, { 2240, 19 },
  { 2250, 20 }, { 2490, 20 },
  { 2500, 21 }, { 2990, 21 },
  { 3000, 22 }, { 3490, 22 },
  { 3500, 23 }, { 3990, 23 },
  { 4000, 24 }, { 4010, 24 }, { 7600, 24 }, { 15200, 24 }, { G_MAXINT, 24 },
};

static void
test_imps_positive (gconstpointer data)
{
  const ImpRow *row = data;

  g_assert_cmpint (brg_score_to_imps (row->difference), ==, row->imps);
}

static void
test_imps_negative (gconstpointer data)
{
  const ImpRow *row = data;

  g_assert_cmpint (brg_score_to_imps (-row->difference), ==, -row->imps);
}

static void
test_imps_min_int (void)
{
  g_assert_cmpint (brg_score_to_imps (G_MININT), ==, -24);
}

/* PBN §3.4.12 MP2: 1 for each lower score, ½ for each equal one. */
static void
test_matchpoints_ties (void)
{
  const int others[] = { 50, 100, 200, 100, -300 };

  g_assert_cmpfloat (brg_score_matchpoints (100, others, G_N_ELEMENTS (others)), ==, 3.0);
  g_assert_cmpfloat (brg_score_percentage (100, others, G_N_ELEMENTS (others)), ==, 60.0);
}

static void
test_matchpoints_top_bottom (void)
{
  const int others[] = { 420, 170, -100 };

  g_assert_cmpfloat (brg_score_matchpoints (620, others, G_N_ELEMENTS (others)), ==, 3.0);
  g_assert_cmpfloat (brg_score_percentage (620, others, G_N_ELEMENTS (others)), ==, 100.0);
  g_assert_cmpfloat (brg_score_matchpoints (-1400, others, G_N_ELEMENTS (others)), ==, 0.0);
  g_assert_cmpfloat (brg_score_percentage (-1400, others, G_N_ELEMENTS (others)), ==, 0.0);
}

static void
test_matchpoints_all_equal (void)
{
  const int others[] = { 420, 420, 420, 420 };

  g_assert_cmpfloat (brg_score_matchpoints (420, others, G_N_ELEMENTS (others)), ==, 2.0);
  g_assert_cmpfloat (brg_score_percentage (420, others, G_N_ELEMENTS (others)), ==, 50.0);
}

static void
test_matchpoints_negative (void)
{
  const int others[] = { -100, -50 };

  g_assert_cmpfloat (brg_score_matchpoints (-50, others, G_N_ELEMENTS (others)), ==, 1.5);
  g_assert_cmpfloat (brg_score_percentage (-50, others, G_N_ELEMENTS (others)), ==, 75.0);
}

static void
test_matchpoints_thirds (void)
{
  const int others[] = { 50, 200, 300 };

  g_assert_cmpfloat (brg_score_matchpoints (100, others, G_N_ELEMENTS (others)), ==, 1.0);
  g_assert_cmpfloat_with_epsilon (brg_score_percentage (100, others, G_N_ELEMENTS (others)),
                                  33.333333, 0.0001);
}

static void
test_matchpoints_empty (void)
{
  g_assert_cmpfloat (brg_score_matchpoints (100, NULL, 0), ==, 0.0);
  g_assert_cmpfloat (brg_score_percentage (100, NULL, 0), ==, 50.0);
}

static void
test_matchpoints_null (void)
{
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpfloat (brg_score_matchpoints (100, NULL, 3), ==, 0.0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpfloat (brg_score_percentage (100, NULL, 3), ==, 0.0);
  g_test_assert_expected_messages ();
}

/* The standard 16-board cycle of dealer and vulnerability. */
static const struct
{
  BrgSeat          dealer;
  BrgVulnerability vulnerability;
} board_table[16] = {
  { BRG_SEAT_NORTH, BRG_VULNERABILITY_NONE },  /* 1 */
  { BRG_SEAT_EAST,  BRG_VULNERABILITY_NS },    /* 2 */
  { BRG_SEAT_SOUTH, BRG_VULNERABILITY_EW },    /* 3 */
  { BRG_SEAT_WEST,  BRG_VULNERABILITY_ALL },   /* 4 */
  { BRG_SEAT_NORTH, BRG_VULNERABILITY_NS },    /* 5 */
  { BRG_SEAT_EAST,  BRG_VULNERABILITY_EW },    /* 6 */
  { BRG_SEAT_SOUTH, BRG_VULNERABILITY_ALL },   /* 7 */
  { BRG_SEAT_WEST,  BRG_VULNERABILITY_NONE },  /* 8 */
  { BRG_SEAT_NORTH, BRG_VULNERABILITY_EW },    /* 9 */
  { BRG_SEAT_EAST,  BRG_VULNERABILITY_ALL },   /* 10 */
  { BRG_SEAT_SOUTH, BRG_VULNERABILITY_NONE },  /* 11 */
  { BRG_SEAT_WEST,  BRG_VULNERABILITY_NS },    /* 12 */
  { BRG_SEAT_NORTH, BRG_VULNERABILITY_ALL },   /* 13 */
  { BRG_SEAT_EAST,  BRG_VULNERABILITY_NONE },  /* 14 */
  { BRG_SEAT_SOUTH, BRG_VULNERABILITY_NS },    /* 15 */
  { BRG_SEAT_WEST,  BRG_VULNERABILITY_EW },    /* 16 */
};

static void
test_board (gconstpointer data)
{
  guint number = GPOINTER_TO_UINT (data);

  g_assert_cmpint (brg_board_number_get_dealer (number), ==,
                   board_table[(number - 1) % 16].dealer);
  g_assert_cmpint (brg_board_number_get_vulnerability (number), ==,
                   board_table[(number - 1) % 16].vulnerability);
}

static void
test_board_zero (void)
{
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_board_number_get_dealer (0), ==, BRG_SEAT_NONE);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_cmpint (brg_board_number_get_vulnerability (0), ==, BRG_VULNERABILITY_NONE);
  g_test_assert_expected_messages ();
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  score_cases = g_ptr_array_new_with_free_func ((GDestroyNotify) score_case_free);
  add_score_tables ();

  g_test_add_func ("/core/score/invalid/strain-only", test_score_strain_only);
  g_test_add_func ("/core/score/invalid/too-many-tricks", test_score_too_many_tricks);
  g_test_add_func ("/core/score/invalid/contract", test_score_invalid_contract);

  for (guint i = 0; i < G_N_ELEMENTS (imp_table); i++)
    {
      g_autofree char *positive = g_strdup_printf ("/core/score/imps/+%d",
                                                   imp_table[i].difference);
      g_autofree char *negative = g_strdup_printf ("/core/score/imps/-%d",
                                                   imp_table[i].difference);

      g_test_add_data_func (positive, &imp_table[i], test_imps_positive);
      g_test_add_data_func (negative, &imp_table[i], test_imps_negative);
    }
  g_test_add_func ("/core/score/imps/min-int", test_imps_min_int);

  g_test_add_func ("/core/score/matchpoints/ties", test_matchpoints_ties);
  g_test_add_func ("/core/score/matchpoints/top-bottom", test_matchpoints_top_bottom);
  g_test_add_func ("/core/score/matchpoints/all-equal", test_matchpoints_all_equal);
  g_test_add_func ("/core/score/matchpoints/negative", test_matchpoints_negative);
  g_test_add_func ("/core/score/matchpoints/thirds", test_matchpoints_thirds);
  g_test_add_func ("/core/score/matchpoints/empty", test_matchpoints_empty);
  g_test_add_func ("/core/score/matchpoints/null", test_matchpoints_null);

  for (guint number = 1; number <= 48; number++)
    {
      g_autofree char *path = g_strdup_printf ("/core/score/board/%u", number);

      g_test_add_data_func (path, GUINT_TO_POINTER (number), test_board);
    }
  g_test_add_func ("/core/score/board/zero", test_board_zero);

  ret = g_test_run ();
  g_ptr_array_unref (score_cases);
  return ret;
}
