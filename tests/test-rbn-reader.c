/* test-rbn-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RBN 3.2 and RBX import. Every example of the RBN 3.2 specification is
 * a test whose path names the label and
 * whose table entry names the section it comes from; each one checks the
 * tags the label maps onto (docs/rbn-pbn-mapping.md) and the line the
 * writer gives back.
 */

#include "config.h"

#include <string.h>

#include "brg-core.h"
#include "core-test-util.h"
#include "brg-format.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */

static BrgEvent *
read_text (const char  *text,
           GPtrArray  **diagnostics)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  BrgEvent *event = brg_rbn_read_bytes (bytes, diagnostics, &error);

  g_assert_no_error (error);
  g_assert_nonnull (event);
  return event;
}

static char *
write_text (BrgEvent *event)
{
  g_autoptr(GBytes) bytes = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBN, NULL);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return g_strndup (data, len);
}

static void
check_bytes (GBytes     *bytes,
             const char *expected)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  g_assert_cmpstr (text, ==, expected);
}

/* Checks "Name=Value|!Name|…": a tag with a value, or no tag. */
static void
check_tags (BrgBoard   *board,
            const char *checks)
{
  g_auto(GStrv) items = g_strsplit (checks, "|", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = items[i];
      const char *eq;
      g_autofree char *name = NULL;

      if (item[0] == '\0')
        continue;
      if (item[0] == '!')
        {
          if (brg_board_get_tag (board, item + 1) != NULL)
            g_assert_cmpstr (item + 1, ==, "(no such tag)");
          continue;
        }
      eq = strchr (item, '=');
      g_assert_nonnull (eq);
      name = g_strndup (item, eq - item);
      if (g_strcmp0 (brg_board_get_tag (board, name), eq + 1) != 0)
        {
          g_autofree char *got = g_strdup_printf ("%s=%s", name,
                                                  brg_board_get_tag (board, name) != NULL
                                                  ? brg_board_get_tag (board, name) : "(none)");

          g_assert_cmpstr (got, ==, item);
        }
    }
}

static gboolean
has_line (const char *text,
          const char *line)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strcmp (lines[i], line) == 0)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* The specification's examples, label by label                         */

typedef struct
{
  const char *path;
  const char *place;     /* where the example stands in RBN 3.2 */
  const char *record;    /* the record, without signature */
  const char *tags;      /* checks for check_tags() */
  const char *line;      /* the line the writer gives back, NULL: the record's first */
} Example;

/* A full deal and contract for the labels that need one. */
#define FLORIDA_DEAL "H W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n"

static const Example examples[] = {
  /* D = Date and Time */
  { "date/day", "D label, example 1", "D 19980131\n", "Date=1998.01.31|!Time|!RbnDate", NULL },
  { "date/month", "D label, example 2", "D 199709\n", "Date=1997.09.??|!RbnDate", NULL },
  { "date/span", "D label, example 3", "D 1986120911\n",
    "Date=1986.12.09|RbnDate=1986120911", NULL },
  { "date/circa", "D label, example 4", "D 1955C\n", "Date=1955.??.??|RbnDate=1955C", NULL },
  { "date/time", "D label, example 5", "D 20010704:1930\n",
    "Date=2001.07.04|Time=19:30:??|!RbnDate", NULL },
  { "date/gmt", "D label, example 6", "D 20120428:072315G\n",
    "UTCDate=2012.04.28|UTCTime=07:23:15|!Date|!Time|!RbnDate", NULL },
  { "date/lower-case", "General Database Rules: case is immaterial for D", "D 1955c\n",
    "RbnDate=1955C", "D 1955C" },
  { "date/unknown-digits", "D label: unknown parts filled with ?", "D 19??0612\n",
    "Date=19??.06.12|!RbnDate", NULL },

  /* T = Title and Author */
  { "title/both", "T label, example 1", "T Greed Costs Contract:Richard Pavlicek\n",
    "Description=Greed Costs Contract|Annotator=Richard Pavlicek|!RbnTitle", NULL },
  { "title/author", "T label, example 2", "T :Joe Blow\n",
    "!Description|Annotator=Joe Blow|!RbnTitle", NULL },
  { "title/colon", "T label, example 3 (:: is a colon)",
    "T Preempts:: Fact or Fiction?:Marty Bergen\n",
    "Description=Preempts: Fact or Fiction?|Annotator=Marty Bergen|!RbnTitle", NULL },

  /* L = Location */
  { "location/one", "L label, example 1", "L Fort Lauderdale FL\n",
    "Site=Fort Lauderdale FL", NULL },
  { "location/two", "L label, example 2", "L Toronto ON:Royal York Hotel\n",
    "Site=Toronto ON:Royal York Hotel|!RbnLocation", NULL },
  { "location/casino", "L label, example 3", "L Valkenberg NL:Holland Casino\n",
    "Site=Valkenberg NL:Holland Casino", NULL },
  { "location/colon", "T label: :: applies to TLES", "L Hall:: West:Room 2\n",
    "Site=Hall: West:Room 2|RbnLocation=Hall:: West:Room 2", NULL },

  /* E = Event */
  { "event/one", "E label, example 1", "E 1999 Grand National Teams\n",
    "Event=1999 Grand National Teams", NULL },
  { "event/two", "E label, example 2", "E Southeastern Regional:Flight A Open Pairs\n",
    "Event=Southeastern Regional:Flight A Open Pairs", NULL },
  { "event/lesson", "E label, example 3", "E Beginning Bridge:Lesson 11\n",
    "Event=Beginning Bridge:Lesson 11", NULL },

  /* F = Form of Scoring */
  { "scoring/imps", "F label, F I", "F I\n", "Scoring=IMP|!RbnScoring", NULL },
  { "scoring/instant", "F label, F N", "F N\n", "Scoring=Instant", NULL },
  { "scoring/butler", "F label, F X:Butler", "F X:Butler\n", "Scoring=IMP;Cross;Butler", NULL },
  { "scoring/year", "F label, F I:1952", "F I:1952\n", "Scoring=IMP;1952", NULL },
  { "scoring/old", "F label, F M:old", "F M:old\n", "Scoring=MP;old", NULL },
  { "scoring/rubber", "F label, F R", "F R\n", "Scoring=Rubber", NULL },
  { "scoring/chicago", "F label, F C:NS 60", "F C:NS 60\n", "Scoring=Chicago;NS 60", NULL },
  { "scoring/cavendish", "F label, F A:…", "F A:no honors or partscore carryover\n",
    "Scoring=Cavendish;no honors or partscore carryover", NULL },
  { "scoring/phrase", "F label: a word or phrase", "F Board-a-match teams\n",
    "Scoring=Board-a-match teams", NULL },

  /* S = Session, Stage or Subheading */
  { "session/number", "S label, S 2", "S 2\n", "Stage=2", NULL },
  { "session/semifinal", "S label, S S:3", "S S:3\n", "Stage=S:3", NULL },
  { "session/round-of-32", "S label, S R32:1", "S R32:1\n", "Stage=R32:1", NULL },
  { "session/initial", "S label, S I:12", "S I:12\n", "Stage=I:12", NULL },
  { "session/heading", "S label, S Slam Bidding:Blackwood", "S Slam Bidding:Blackwood\n",
    "Stage=Slam Bidding:Blackwood", NULL },

  /* K = Team Names and Carryovers */
  { "teams/names", "K label, example 1", "K Nickell:Schwartz\n",
    "HomeTeam=Nickell|VisitTeam=Schwartz|!RbnTeams", NULL },
  { "teams/carryover", "K label, example 2", "K Italy:USA1:999:22\n",
    "HomeTeam=Italy|VisitTeam=USA1|RbnTeams=Italy:USA1:999:22", NULL },
  { "teams/apostrophes", "K label, example 3", "K Meckstroth's Marauders:Rodwell's Rockets\n",
    "HomeTeam=Meckstroth's Marauders|VisitTeam=Rodwell's Rockets", NULL },
  { "teams/fractions", "K label, example 4", "K Iceland:Bulgaria:76.33:91.50\n",
    "HomeTeam=Iceland|RbnTeams=Iceland:Bulgaria:76.33:91.50", NULL },
  { "teams/penalty", "K label, example 5", "K France:Spain::-5\n",
    "VisitTeam=Spain|RbnTeams=France:Spain::-5", NULL },
  { "teams/net", "K label, example 6", "K GIB:Jack:99-8\n",
    "HomeTeam=GIB|VisitTeam=Jack|RbnTeams=GIB:Jack:99-8", NULL },

  /* N = Names of Players */
  { "names/four", "N label, example 1", "N Wolff+Hamman:Stansby+Martel\n",
    "North=Wolff|South=Hamman|West=Stansby|East=Martel|!RbnNames", NULL },
  { "names/north", "N label, example 2", "N Soloway\n", "North=Soloway|!South|!West", NULL },
  { "names/open-room", "N label, example 3", "N :Jan+Joe:O\n",
    "!North|West=Jan|East=Joe|Room=Open|!RbnNames", NULL },
  { "names/table", "N label, example 4", "N :+Norman Kay:6\n",
    "!West|East=Norman Kay|Table=6|!RbnNames", NULL },
  { "names/south", "N label, example 5", "N +Roth:GIB 4.0\n",
    "!North|South=Roth|West=GIB 4.0", NULL },
  { "names/closed", "N label: C = Closed", "N A+B:C+D:C\n", "Room=Closed", NULL },
  { "names/extra", "N label: a third colon and other information", "N A+B:C+D:O:final\n",
    "Room=Open|RbnNames=A+B:C+D:O:final", NULL },

  /* B = Board Number */
  { "board/number", "B label, B 7", "B 7\n", "Board=7|!Section", NULL },
  { "board/section", "B label, B 15:C", "B 15:C\n", "Board=15|Section=C", NULL },
  { "board/rp", "B label, B 10:7X01", "B 10:7X01\n", "Board=10|Section=7X01", NULL },
  { "board/okbridge", "B label, B 9:97-7-542", "B 9:97-7-542\n", "Board=9|Section=97-7-542", NULL },
  { "board/any", "B label, B xy", "B xy\n", "Board=xy", NULL },

  /* H = Hands */
  { "hands/full-west", "H label, full deal example 1",
    "H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:\n",
    "Deal=N:96.T54.97.AJ9643 T542.K93.AQ53.52 AKQJ.QJ872.J2.T7 873.A6.KT864.KQ8|!Hidden|!RbnHands",
    NULL },
  { "hands/full-south", "H label, full deal example 2 (written from West)",
    "H S:9.AK6.AKT982.K87:K7654.J73.Q65.T6:QT2.T94.J4.AQ953:\n",
    "!RbnHands", "H W:K7654.J73.Q65.T6:QT2.T94.J4.AQ953:AJ83.Q852.73.J42:" },
  { "hands/one", "H label, only the East hand", "H E:T4.8642.AKT8.K65\n",
    "Deal=N:- T4.8642.AKT8.K65 - -|!RbnHands", NULL },
  { "hands/end-position", "H label, a five-card end position",
    "H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8\n",
    "Deal=N:3.A3.Q.4 Q82..J.A A7.7.K8. K9.K9.9.|!RbnHands", NULL },
  { "hands/one-suit", "H label, only the spade suit", "H W:43:KJ2:Q976:AT85\n",
    "Deal=N:KJ2... Q976... AT85... 43...|!RbnHands", NULL },
  { "hands/hidden", "H label, the hidden-hands example 1",
    "H W:A875.632.76.8643;Q632.Q87.J842.Q2:KJT4.KJT4.AQ3.AJ;\n",
    "Hidden=NS|!RbnHands", NULL },
  { "hands/lead-problem", "H label, the hidden-hands example 2",
    "H W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;\n",
    "Hidden=NES|!RbnHands", NULL },
  { "hands/any-first-e", "H label, the four equivalent examples (1)",
    "H E;K5.T.KQJT98.KQJT:A876.A2.765.A876;32.KQJ9876543..9:\n",
    "Hidden=EW|Deal=N:QJT94..A432.5432 K5.T.KQJT98.KQJT A876.A2.765.A876 32.KQJ9876543..9",
    "H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;" },
  { "hands/any-first-s", "H label, the four equivalent examples (2)",
    "H S:A876.A2.765.A876;32.KQJ9876543..9:QJT94..A432.5432;\n",
    "Hidden=EW|Deal=N:QJT94..A432.5432 K5.T.KQJT98.KQJT A876.A2.765.A876 32.KQJ9876543..9",
    "H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;" },
  { "hands/any-first-w", "H label, the four equivalent examples (3)",
    "H W;32.KQJ9876543..9:QJT94..A432.5432;K5.T.KQJT98.KQJT:\n",
    "Hidden=EW|Deal=N:QJT94..A432.5432 K5.T.KQJT98.KQJT A876.A2.765.A876 32.KQJ9876543..9",
    "H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;" },
  { "hands/any-first-n", "H label, the four equivalent examples (4, the output form)",
    "H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;\n",
    "Hidden=EW|Deal=N:QJT94..A432.5432 K5.T.KQJT98.KQJT A876.A2.765.A876 32.KQJ9876543..9",
    NULL },
  { "hands/superfluous-dots", "H label: superfluous dots of incomplete hands are removed",
    "H W:K9.K9.9.:3.A3.Q.4:Q82..J.A:A7.7.K8.\n", "!RbnHands",
    "H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8" },
  { "hands/lower-case", "General Database Rules: case is immaterial for H",
    "H w:a8765.qt.k9.at87:j42.aj7632.j.632:qt3.85.q86.kqj54:\n", "!RbnHands",
    FLORIDA_DEAL },
  { "hands/pseudo-x", "H label, Pseudo Cards: x is kept, never made a real card",
    "H S:AKxx.Qxx.Jxx.xxx\n", "Deal=N:- - AK.Q.J. -|RbnHands=S:AKxx.Qxx.Jxx.xxx", NULL },
  { "hands/pseudo-unknown", "H label, Pseudo Cards: ? is an unknown rank",
    "H S:AK??.Q?x.J.xxx\n", "RbnHands=S:AK??.Q?x.J.xxx", NULL },

  /* A = Auction */
  { "auction/south", "A label, example 1", "A SZ:1SP2SP:4SA\n",
    "Dealer=S|Vulnerable=None|!RbnAuction", NULL },
  { "auction/passed-out", "A label, example 2", "A WE:A\n",
    "Dealer=W|Vulnerable=EW|!RbnAuction", NULL },
  { "auction/your-call", "A label, example 3 (Y: your call?)", "A NB:1SXY\n",
    "Dealer=N|Vulnerable=All|!RbnAuction", NULL },
  { "auction/no-prefix", "A label, example 4 (WX: by default)", "A 1SP2CP:2D\n",
    "Dealer=W|!Vulnerable|!RbnAuction", "A WX:1SP2CP:2D" },
  { "auction/notations", "A label, example 5 with its note",
    "A EB:3CP3N?P:PX!R^1A\n1 apparently lost his mind\n", "Dealer=E|Vulnerable=All|!RbnAuction",
    NULL },
  { "auction/general-note", "A label: note 0", "A SZ:1SP2SP:4SA\n0 N-S were a new partnership\n",
    "!RbnNote", NULL },
  { "auction/three-passes", "A label: complete auctions end in A or PPP", "A SZ:1SPPP\n",
    "!RbnAuction", "A SZ:1SA" },
  { "auction/prefix-only", "A label: dealer and vulnerability without calls", "A EN\n",
    "Dealer=E|Vulnerable=NS|!Auction|!RbnAuction", NULL },
  { "auction/lower-case", "RBN 2.7: case kept for call denominations", "A SZ:1sp2sp:4sA\n",
    "RbnAuction=SZ:1sp2sp:4sA", NULL },
  { "auction/query-inside", "A label: Y more than once", "A NB:1SY2SY\n",
    "RbnAuction=NB:1SY2SY", NULL },
  { "auction/dealer-x", "A label: dealer X, any or immaterial", "A XZ:1SP\n",
    "!Dealer|Vulnerable=None|RbnAuction=XZ:1SP", NULL },

  /* C = Contract and Declarer */
  { "contract/plain", "C label, example 1", "C 5D:N\n",
    "Contract=5D|Declarer=N|!RbnContract", NULL },
  { "contract/redoubled", "C label, example 2", "C 6NR:E\n",
    "Contract=6NTXX|Declarer=E|!RbnContract", NULL },
  { "contract/goal", "C label, example 3 (a goal)", "C 4SX8:S\n",
    "Contract=4SX|Declarer=S|RbnContract=4SX8:S", NULL },
  { "contract/ending", "C label, example 4 (strain, goal, leader)", "C H6:S:S\n",
    "Contract=H|Declarer=S|RbnContract=H6:S:S", NULL },
  { "contract/maximum", "C label, example 5 (goal M)", "C CM:W\n",
    "Contract=C|Declarer=W|RbnContract=CM:W", NULL },
  { "contract/lower-case", "General Database Rules: case is immaterial for C", "C 4hx:s\n",
    "Contract=4HX|Declarer=S|!RbnContract", "C 4HX:S" },

  /* P = Play */
  { "play/example-1", "P label, example 1", "C 4S:W\nP SK54T:SA87H3:HA245:HKQ8J\n",
    "!RbnPlay", "P SK54T:SA87H3:HA245:HKQ8J" },
  { "play/example-2", "P label, example 2 with note 1",
    "C 4S:W\nP HQ*3J2:HK47A:DJA53:HT68C7^1\n1 subtle falsecard\n", "!RbnPlay",
    "P HQ*3J2:HK47A:DJA53:HT68C7^1" },
  { "play/general-note", "P label: note 0", "C 4S:W\nP SK54T\n0 Lose 1 trump trick\n",
    "!RbnPlay|!RbnNote", "0 Lose 1 trump trick" },
  { "play/trivial", "P label: ; means the plays that follow are trivial",
    "C 4S:W\nP SK54T;SA87H3\n", "RbnPlay=SK54T;SA87H3", "P SK54T;SA87H3" },
  { "play/your-play", "P label: Y, your play?", "C 4S:W\nP SK54T:Y\n", "!RbnPlay", "P SK54T:Y" },
  { "play/pseudo", "P label, Pseudo Plays: the first two tricks",
    "H S:KT5.AKQ.AKQJ.AKQ:Q976.T987.T98.T9:AJ8432.J32.32.32:\nC 6N:E\nP SK--.:STQA.\n",
    "RbnPlay=SK--.:STQA.", "P SK--.:STQA." },
  { "play/pseudo-transfer", "P label, Pseudo Plays: with the suitless trick",
    "H S:KT5.AKQ.AKQJ.AKQ:Q976.T987.T98.T9:AJ8432.J32.32.32:\nC 6N:E\n"
    "P SK--.:STQA.:--+-:S578\n", "RbnPlay=SK--.:STQA.:--+-:S578", "P SK--.:STQA.:--+-:S578" },

  /* R = Result and Score */
  { "result/tricks", "R label, R 11", "R 11\n", "Result=11|!Score|!RbnResult", NULL },
  { "result/score", "R label, R 10+620", "R 10+620\n", "Result=10|Score=NS 620", NULL },
  { "result/imps", "R label, R 8-300:+4", "R 8-300:+4\n",
    "Result=8|Score=NS -300|ScoreIMP=NS 4", NULL },
  { "result/passed-out", "R label, R P:-2", "R P:-2\n",
    "Result=|Contract=Pass|ScoreIMP=NS -2", NULL },
  { "result/big-loss", "R label, R 12-980:-11", "R 12-980:-11\n",
    "Result=12|Score=NS -980|ScoreIMP=NS -11", NULL },
  { "result/percent", "R label, R :66.67", "R :66.67\n", "!Result|ScorePercentage=NS 66.67", NULL },
  { "result/bam", "R label, R 5:-1", "R 5:-1\n", "Result=5|ScoreIMP=NS -1", NULL },
  { "result/fractional-imps", "R label, R +2140:+12.29", "R +2140:+12.29\n",
    "!Result|Score=NS 2140|ScoreIMP=NS 12.29", NULL },
  { "result/low-percent", "R label, R 7-750:7", "R 7-750:7\n",
    "Result=7|Score=NS -750|ScorePercentage=NS 7", NULL },
  { "result/push", "R label, R 9-100:=", "R 9-100:=\n", "Result=9|ScoreIMP=NS 0|!RbnResult", NULL },

  /* M = Makes at Double-Dummy */
  { "makes/part1", "M label, part 1: M 9", "M 9\n", "RbnMakes=9|!OptimumResultTable", NULL },
  { "makes/part1-full", "M label, part 1: M 8998888788887", "M 8998888788887\n",
    "RbnMakes=8998888788887", NULL },
  { "makes/part1-same", "M label, part 1: M AA", "M AA\n", "RbnMakes=AA", NULL },
  { "makes/part1-change", "M label, part 1: M 9A9", "M 9A9\n", "RbnMakes=9A9", NULL },
  { "makes/part1-unknown", "M label, part 1: M 89?", "M 89?\n", "RbnMakes=89?", NULL },
  { "makes/part2", "M label, part 2: M :AAABBBAABA", "M :AAABBBAABA\n",
    "RbnMakes=:AAABBBAABA", NULL },
  { "makes/part2-short", "M label, part 2: M :89", "M :89\n", "RbnMakes=:89", NULL },
  { "makes/part2-any", "M label, part 2: M :D", "M :D\n", "RbnMakes=:D", NULL },
  { "makes/part2-unknown", "M label, part 2: M :77?", "M :77?\n", "RbnMakes=:77?", NULL },
  { "makes/part3", "M label, part 3: M ::987A8+997A8", "M ::987A8+997A8\n", "!RbnMakes", NULL },
  { "makes/part3-same", "M label, part 3: M ::BA69A=", "M ::BA69A=\n", "!RbnMakes", NULL },
  { "makes/part3-short", "M label, part 3: M ::9", "M ::9\n", "!RbnMakes", NULL },
  { "makes/part4", "M label, part 4: M :::74499=", "M :::74499=\n", "!RbnMakes", NULL },
  { "makes/part4-not", "M label, part 4: M ::987A8=:!=", FLORIDA_DEAL "M ::987A8=:!=\n",
    "!RbnMakes", "M ::987A8=:!=" },
  { "makes/part4-not-both", "M label, part 4: M ::88666+88667:!!",
    FLORIDA_DEAL "M ::88666+88667:!!\n", "!RbnMakes", "M ::88666+88667:!!" },

  /* I = Item List */
  { "items/instant", "I label, example 1", "I 80=99:98:75=97:95:67=94:92:50=90\n",
    "RbnItems=80=99:98:75=97:95:67=94:92:50=90", NULL },
  { "items/minus", "I label, example 2", "I 10=98:95:5=91:88:-40=83:42=75:43=65\n",
    "RbnItems=10=98:95:5=91:88:-40=83:42=75:43=65", NULL },
  { "items/contracts", "I label, example 3", "I 3N=10:4S=7:6S=5:P=4:5S=3:4N=1\n",
    "RbnItems=3N=10:4S=7:6S=5:P=4:5S=3:4N=1", NULL },
  { "items/leads", "I label, example 4", "I SK=10:HK=9:H8=7:HT=4:D3=3:CK=2\n",
    "RbnItems=SK=10:HK=9:H8=7:HT=4:D3=3:CK=2", NULL },
  { "items/phrases", "I label, example 5", "I Win HA; lead SK=10:Win HA; lead H2=8\n",
    "RbnItems=Win HA; lead SK=10:Win HA; lead H2=8", NULL },
  { "items/lines", "I label: line breaks as separators, the I left out",
    "B 1\nDbl=0 or 3 key cards\nPass=1 or 4 key cards\nCheapest bid=2 or 5 key cards\n",
    "RbnItems=Dbl=0 or 3 key cards:Pass=1 or 4 key cards:Cheapest bid=2 or 5 key cards",
    "I Dbl=0 or 3 key cards:Pass=1 or 4 key cards:Cheapest bid=2 or 5 key cards" },
  { "items/label-then-lines", "I label: items on the lines after I", "I\n3N=10\n4S=7\n",
    "RbnItems=3N=10:4S=7", "I 3N=10:4S=7" },
};

static void
test_example (gconstpointer data)
{
  const Example *example = data;
  g_autofree char *text = g_strconcat ("% RBN\n", example->record, "\n", NULL);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  g_autofree char *written = NULL;
  g_autofree char *first = NULL;
  BrgBoard *board;

  g_test_message ("RBN 3.2, %s", example->place);
  event = read_text (text, &diagnostics);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  board = brg_event_get_board (event, 0);
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_false (brg_board_get_has_errors (board));
  check_tags (board, example->tags);

  written = write_text (event);
  if (example->line != NULL)
    first = g_strndup (example->line, strcspn (example->line, "\n"));
  else
    first = g_strndup (example->record, strcspn (example->record, "\n"));
  if (!has_line (written, first))
    g_assert_cmpstr (written, ==, first);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* ------------------------------------------------------------------ */
/* Labels in detail                                                     */

/* RBN 3.2 "Same Article in RBN", the spec's record. */
static void
test_florida (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rbn", "florida.rbn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_rbn_read_file (file, NULL, &diagnostics, &error);
  g_autoptr(BrgDeal) south = NULL;
  BrgBoard *board;
  BrgAuction *auction;
  BrgPlay *play;
  const BrgTag *tag;
  BrgContract contract;
  BrgSeat declarer;

  g_assert_no_error (error);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpstr (brg_event_get_source_encoding (event), ==, "UTF-8");
  board = brg_event_get_board (event, 0);

  check_tags (board, "Date=1993.05.12|Description=Florida Belles Are Ringers"
                     "|Annotator=Richard Pavlicek"
                     "|Site=West Palm Beach FL:Palm Beach Bridge Studio"
                     "|Event=ACBL International Fund Game|Scoring=MP|!North|!South"
                     "|West=Helen Shanbrom|East=Julia Carswell|Board=8|Dealer=W"
                     "|Vulnerable=None|Contract=5HX|Declarer=N|Result=9|Score=NS -300"
                     "|ScorePercentage=NS 0");
  for (guint i = 0; i < brg_board_get_n_tags (board); i++)
    g_assert_false (g_str_has_prefix (brg_board_get_nth_tag (board, i)->name, "Rbn"));

  g_assert_true (brg_deal_is_complete (brg_board_get_deal (board)));
  south = brg_deal_new_from_pbn ("S:K9.K94.AT75432.9 - - -", NULL);
  g_assert_cmpuint (brg_deal_get_hand (brg_board_get_deal (board), BRG_SEAT_SOUTH), ==,
                    brg_deal_get_hand (south, BRG_SEAT_SOUTH));

  auction = brg_board_get_auction (board);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 12);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_true (brg_board_get_contract (board, &contract, &declarer));
  g_assert_cmpuint (contract.level, ==, 5);
  g_assert_cmpint (contract.strain, ==, BRG_STRAIN_HEARTS);
  g_assert_cmpint (contract.risk, ==, BRG_RISK_DOUBLED);
  g_assert_cmpint (declarer, ==, BRG_SEAT_NORTH);

  /* Leader East; CQ! and SJ? are notations; rank only when following. */
  play = brg_board_get_play (board);
  g_assert_cmpint (brg_play_get_leader (play), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 21);
  g_assert_cmpuint (brg_play_get_card (play, 1), ==, BRG_CARD (BRG_SUIT_CLUBS, 9));
  g_assert_cmpint (brg_play_get_card_seat (play, 1), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_play_get_card (play, 5), ==, BRG_CARD (BRG_SUIT_HEARTS, 4));
  g_assert_cmpint (brg_play_get_annotation (play, 4)->suffix, ==, BRG_SUFFIX_GOOD);
  g_assert_cmpint (brg_play_get_card_seat (play, 16), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_annotation (play, 16)->suffix, ==, BRG_SUFFIX_POOR);
  g_assert_cmpuint (brg_play_get_card (play, 20), ==, BRG_CARD (BRG_SUIT_CLUBS, BRG_RANK_ACE));
  g_assert_cmpint (brg_play_get_card_seat (play, 20), ==, BRG_SEAT_WEST);

  /* Free text belongs to the label before it. */
  tag = brg_board_lookup_tag (board, "West");
  g_assert_cmpuint (tag->comments->len, ==, 4);
  g_assert_true (g_str_has_prefix (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text,
                                   "Two Florida ladies"));
  tag = brg_board_lookup_tag (board, "Result");
  g_assert_cmpuint (tag->comments->len, ==, 2);
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (tag->comments, 1))->kind, ==,
                   BRG_COMMENT_BRACE);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "File Signature and Limits": the signature and % lines. */
static void
test_signature (void)
{
  g_autoptr(BrgEvent) event = read_text ("% RBN 36 deals (c) 1989 rpbridge.net\n"
                                         "% Instant awards, bidding and analyses\n"
                                         "D 19890919\n"
                                         "T Royal Viking Pairs:Richard Pavlicek\n"
                                         "L Analyses 7N05\n"
                                         "\n", NULL);
  g_autofree char *written = write_text (event);

  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 2);
  g_assert_cmpstr (brg_event_get_escape (event, 0), ==, " RBN 36 deals (c) 1989 rpbridge.net");
  g_assert_cmpstr (brg_event_get_escape (event, 1), ==, " Instant awards, bidding and analyses");
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_true (g_str_has_prefix (written, "% RBN 36 deals (c) 1989 rpbridge.net\n"
                                            "% Instant awards, bidding and analyses\n"
                                            "D 19890919\n"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "What's New": CRLF and LF are both read. */
static void
test_line_ends (void)
{
  g_autoptr(BrgEvent) lf = read_text ("%RBN\nD 20010704\nB 1\n\nB 2\n\n", NULL);
  g_autoptr(BrgEvent) crlf = read_text ("%RBN\r\nD 20010704\r\nB 1\r\n\r\nB 2\r\n\r\n", NULL);
  g_autoptr(BrgEvent) cr = read_text ("%RBN\rD 20010704\rB 1\r\rB 2\r\r", NULL);
  g_autofree char *a = write_text (lf);
  g_autofree char *b = write_text (crlf);
  g_autofree char *c = write_text (cr);

  g_assert_cmpuint (brg_event_get_n_boards (lf), ==, 2);
  g_assert_cmpstr (a, ==, "% RBN\nD 20010704\nB 1\n\nB 2\n\n");
  g_assert_cmpstr (b, ==, a);
  g_assert_cmpstr (c, ==, a);
  check_tags (brg_event_get_board (crlf, 1), "Date=2001.07.04|Board=2");

  g_assert_finalize_object (g_steal_pointer (&lf));
  g_assert_finalize_object (g_steal_pointer (&crlf));
  g_assert_finalize_object (g_steal_pointer (&cr));
}

/* RBN 3.2 "RBN Labels and Structure": free text anywhere, over several
 * lines, ended by a brace at the end of a line, | as a line break. */
static void
test_free_text (void)
{
  g_autoptr(BrgEvent) event = read_text ("% RBN\n"
                                         "{Before any label}\n"
                                         "D 20240101\n"
                                         "{A paragraph over\n"
                                         "two lines, a } inside|and a bar}\n"
                                         "B 1\n"
                                         "{}\n"
                                         "\n", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);
  const BrgTag *date = brg_board_lookup_tag (board, "Date");
  const BrgTag *number = brg_board_lookup_tag (board, "Board");
  g_autofree char *written = write_text (event);

  g_assert_cmpuint (brg_board_get_n_leading_comments (board), ==, 1);
  g_assert_cmpstr (brg_board_get_leading_comment (board, 0)->text, ==, "Before any label");
  g_assert_cmpuint (date->comments->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (date->comments, 0))->text, ==,
                   "A paragraph over\ntwo lines, a } inside\nand a bar");
  g_assert_cmpuint (number->comments->len, ==, 1);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (number->comments, 0))->text, ==, "");

  g_assert_cmpstr (written, ==, "% RBN\n"
                                "{Before any label}\n"
                                "D 20240101\n"
                                "{A paragraph over|two lines, a } inside|and a bar}\n"
                                "B 1\n"
                                "{}\n"
                                "\n");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* A paragraph without its closing brace ends with the record: at a blank
 * line (free text has none) or at the end of the file. */
static void
test_free_text_unterminated (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("B 1\n{Never closed\nstill\n\nB 2\n{Nor this\n",
                                         &diagnostics);
  const BrgTag *first = brg_board_lookup_tag (brg_event_get_board (event, 0), "Board");
  const BrgTag *second = brg_board_lookup_tag (brg_event_get_board (event, 1), "Board");

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-text"));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (first->comments, 0))->text, ==,
                   "Never closed\nstill");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (second->comments, 0))->text, ==, "Nor this");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 I label: a line list ends at a blank line or a { line. */
static void
test_items_end (void)
{
  g_autoptr(BrgEvent) event = read_text ("B 1\nI a=1\nb=2\n%escape\nD 1999\n{text}\n\n", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpstr (brg_board_get_tag (board, "RbnItems"), ==, "a=1:b=2:D 1999");
  g_assert_null (brg_board_get_tag (board, "Date"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Pathological inputs finish in linear time: a long item
 * list, a huge paragraph, many records, many braces. */
static void
test_pathological (void)
{
  if (g_test_subprocess ())
    {
      GString *text = g_string_new ("B 1\nI\n");
      g_autoptr(BrgEvent) event = NULL;

      for (guint i = 0; i < 100000; i++)
        g_string_append_printf (text, "%u=1\n", i);
      g_string_append (text, "\n{");
      for (guint i = 0; i < 1000000; i++)
        g_string_append (text, "{{{{{{{{{ ");
      g_string_append (text, "}\n\n");
      for (guint i = 0; i < 50000; i++)
        g_string_append (text, "B\n\n");
      event = read_text (text->str, NULL);
      g_string_free (text, TRUE);
      g_assert_cmpuint (brg_event_get_n_boards (event), ==, 50002);
      g_assert_finalize_object (g_steal_pointer (&event));
      return;
    }

  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Issue 10: UTF-16 with a stray last byte is read, the byte left out
 * with a warning. */
static void
test_utf16_stray_byte (void)
{
  static const char text[] = "\xfe\xff\0%\0 \0R\0B\0N\0\n\0B\0 \0" "7\0\n" "x";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_rbn_read_bytes (bytes, &diagnostics, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Board"), ==, "7");
  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-encoding"));
}

/* Issue 10: a free text line of 3 MB is cut at 1 MiB with an error, its
 * closing brace still closes it, and the records after it are read. */
static void
test_long_line (void)
{
  GString *text = g_string_new ("% RBN\nB 1\n{");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;
  const BrgTag *tag;
  const BrgComment *comment;

  for (guint i = 0; i < 3 * 1024 * 1024; i++)
    g_string_append_c (text, i % 10 == 9 ? ' ' : 'x');
  g_string_append (text, "}\n{after}\n\nB 2\n\n");
  event = read_text (text->str, &diagnostics);
  g_string_free (text, TRUE);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-too-large"));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "Board");
  g_assert_nonnull (tag->comments);
  g_assert_cmpuint (tag->comments->len, ==, 2);
  comment = g_ptr_array_index (tag->comments, 0);
  g_assert_cmpuint (strlen (comment->text), <=, 1024 * 1024);
  g_assert_cmpuint (strlen (comment->text), >, 1000 * 1000);
  comment = g_ptr_array_index (tag->comments, 1);
  g_assert_cmpstr (comment->text, ==, "after");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 1), "Board"), ==, "2");
}

/* RBN 3.2 "RBN Labels and Structure": a note belongs to A, unless the P
 * label came before it. */
static void
test_notes (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("% RBN\n"
                                         FLORIDA_DEAL
                                         "A WZ:1S^12H2S^24D:4SPP5H:XA\n"
                                         "0 a general note\n"
                                         "1 natural\n"
                                         "2 raise\n"
                                         "2 again\n"
                                         "C 5HX:N\n"
                                         "P CK972:CQ!^1H483\n"
                                         "1 suit preference\n"
                                         "0 summary\n"
                                         "\n", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgAuction *auction = brg_board_get_auction (board);
  BrgPlay *play = brg_board_get_play (board);
  const BrgTag *auction_tag = brg_board_lookup_tag (board, "Auction");
  const BrgTag *play_tag = brg_board_lookup_tag (board, "Play");
  g_autofree char *written = write_text (event);

  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 2);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "natural");
  g_assert_cmpstr (brg_auction_lookup_note (auction, 2)->text, ==, "raise");
  g_assert_cmpuint (brg_auction_get_annotation (auction, 0)->note, ==, 1);
  g_assert_cmpuint (brg_auction_get_annotation (auction, 2)->note, ==, 2);
  g_assert_cmpstr (brg_play_lookup_note (play, 1)->text, ==, "suit preference");
  g_assert_cmpint (brg_play_get_annotation (play, 4)->suffix, ==, BRG_SUFFIX_GOOD);
  g_assert_cmpuint (brg_play_get_annotation (play, 4)->note, ==, 1);

  /* Note 0 is a ; comment of the Auction and Play tags. */
  g_assert_cmpint (((BrgComment *) g_ptr_array_index (auction_tag->comments, 0))->kind, ==,
                   BRG_COMMENT_LINE);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (auction_tag->comments, 0))->text, ==,
                   "a general note");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (play_tag->comments, 0))->text, ==, "summary");

  /* The second note 2 is kept apart, with a warning. */
  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-note"));
  g_assert_cmpstr (brg_board_get_tag (board, "RbnNote"), ==, "A2 again");

  g_assert_true (g_str_has_suffix (written, "A WZ:1S^12H2S^24D:4SPP5H:XA\n"
                                            "0 a general note\n"
                                            "1 natural\n"
                                            "2 raise\n"
                                            "2 again\n"
                                            "C 5HX:N\n"
                                            "P CK972:CQ!^1H483\n"
                                            "0 summary\n"
                                            "1 suit preference\n"
                                            "\n"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 A label: `*` is conventional without explanation: an empty
 * note above 9 in the model, so that PBN shows an alert. */
static void
test_auction_star (void)
{
  g_autoptr(BrgEvent) event = read_text ("A NZ:1N2C*P2D*:A\n\n", NULL);
  BrgAuction *auction = brg_board_get_auction (brg_event_get_board (event, 0));
  g_autofree char *written = write_text (event);

  g_assert_cmpuint (brg_auction_get_annotation (auction, 1)->note, ==, 10);
  g_assert_cmpuint (brg_auction_get_annotation (auction, 3)->note, ==, 10);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 10)->text, ==, "");
  g_assert_cmpuint (brg_auction_get_n_notes (auction), ==, 1);
  g_assert_true (has_line (written, "A NZ:1N2C*P2D*:A"));
  g_assert_false (has_line (written, "10"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 A label: the calls, A, Y and the notations in the model. */
static void
test_auction_model (void)
{
  g_autoptr(BrgEvent) event = read_text ("A EB:3CP3N?P:PX!R^1A\n1 apparently lost his mind\n\n"
                                         "A NB:1SXY\n\n", NULL);
  BrgAuction *auction = brg_board_get_auction (brg_event_get_board (event, 0));
  BrgAuction *query = brg_board_get_auction (brg_event_get_board (event, 1));

  g_assert_cmpint (brg_auction_get_dealer (auction), ==, BRG_SEAT_EAST);
  g_assert_cmpuint (brg_auction_get_n_calls (auction), ==, 10);
  g_assert_true (brg_auction_is_complete (auction));
  g_assert_cmpuint (brg_auction_get_call (auction, 2), ==, BRG_CALL_BID (3, BRG_STRAIN_NOTRUMP));
  g_assert_cmpint (brg_auction_get_annotation (auction, 2)->suffix, ==, BRG_SUFFIX_POOR);
  g_assert_cmpuint (brg_auction_get_call (auction, 5), ==, BRG_CALL_DOUBLE);
  g_assert_cmpint (brg_auction_get_annotation (auction, 5)->suffix, ==, BRG_SUFFIX_GOOD);
  g_assert_cmpuint (brg_auction_get_call (auction, 6), ==, BRG_CALL_REDOUBLE);
  g_assert_cmpuint (brg_auction_get_annotation (auction, 6)->note, ==, 1);
  g_assert_cmpstr (brg_auction_lookup_note (auction, 1)->text, ==, "apparently lost his mind");

  /* Y at the end: the next call is the reader's, PBN's `+`. */
  g_assert_cmpuint (brg_auction_get_n_calls (query), ==, 2);
  g_assert_cmpint (brg_auction_get_end_mark (query), ==, BRG_END_MARK_CONTINUE);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* An illegal call is an error; the label is kept as it was. */
static void
test_auction_illegal (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("A NZ:1S1H\n\n", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *written = write_text (event);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-invalid-auction"));
  g_assert_true (brg_board_get_has_errors (board));
  g_assert_null (brg_board_get_auction (board));
  g_assert_cmpstr (brg_board_get_tag (board, "RbnAuction"), ==, "NZ:1S1H");
  g_assert_true (has_line (written, "A NZ:1S1H"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 P label, Pseudo Plays: the spec's spade suit, with a deal that
 * holds it (North AJ8432, South KT5, West Q976, East void). */
static void
test_play_pseudo (void)
{
  g_autoptr(BrgEvent) event = read_text ("H S:KT5.AKQ.AKQJ.AKQ:Q976.T987.T98.T9:AJ8432.J32.32.32:\n"
                                         "C 6N:E\n"
                                         "P SK--.:STQA.:--+-:S578\n"
                                         "\n", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);
  BrgPlay *play = brg_board_get_play (board);
  g_autofree char *written = write_text (event);

  /* `-` is the lowest card of the suit, `.` a discard left unknown. */
  g_assert_cmpuint (brg_play_get_n_cards (play), ==, 15);
  g_assert_cmpuint (brg_play_get_card (play, 0), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_KING));
  g_assert_cmpuint (brg_play_get_card (play, 1), ==, BRG_CARD (BRG_SUIT_SPADES, 6));
  g_assert_cmpint (brg_play_get_card_seat (play, 1), ==, BRG_SEAT_WEST);
  g_assert_cmpuint (brg_play_get_card (play, 2), ==, BRG_CARD (BRG_SUIT_SPADES, 2));
  g_assert_cmpuint (brg_play_get_card (play, 3), ==, BRG_CARD_UNKNOWN);
  g_assert_cmpuint (brg_play_get_card (play, 6), ==, BRG_CARD (BRG_SUIT_SPADES, BRG_RANK_ACE));

  /* The transfer trick: no cards given, the lead goes to South. */
  for (guint i = 8; i < 12; i++)
    g_assert_cmpuint (brg_play_get_card (play, i), ==, BRG_CARD_UNKNOWN);
  g_assert_cmpint (brg_play_get_card_seat (play, 8), ==, BRG_SEAT_NORTH);
  g_assert_cmpint (brg_play_get_card_seat (play, 12), ==, BRG_SEAT_SOUTH);
  g_assert_cmpuint (brg_play_get_card (play, 12), ==, BRG_CARD (BRG_SUIT_SPADES, 5));
  g_assert_cmpuint (brg_play_get_card (play, 14), ==, BRG_CARD (BRG_SUIT_SPADES, 8));

  g_assert_cmpstr (brg_board_get_tag (board, "RbnPlay"), ==, "SK--.:STQA.:--+-:S578");
  g_assert_true (has_line (written, "P SK--.:STQA.:--+-:S578"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* A card that another hand holds is an error; the text is kept. */
static void
test_play_illegal (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text (FLORIDA_DEAL "C 5HX:N\nP CKA\n\n", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-invalid-play"));
  g_assert_true (brg_board_get_has_errors (board));
  g_assert_null (brg_board_get_play (board));
  g_assert_cmpstr (brg_board_get_tag (board, "RbnPlay"), ==, "CKA");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* A play without a contract cannot be placed; the text is kept. */
static void
test_play_without_contract (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("P SK54T\n\n", &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *written = write_text (event);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-invalid-play"));
  g_assert_cmpstr (brg_board_get_tag (board, "RbnPlay"), ==, "SK54T");
  g_assert_true (has_line (written, "P SK54T"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* C with a first leader (RBN 2.9) starts the play there. */
static void
test_contract_leader (void)
{
  g_autoptr(BrgEvent) event = read_text ("H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8\n"
                                         "C H6:S:S\n"
                                         "P SA932\n\n", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *written = write_text (event);

  g_assert_cmpint (brg_play_get_leader (brg_board_get_play (board)), ==, BRG_SEAT_SOUTH);
  g_assert_cmpint (brg_play_get_trumps (brg_board_get_play (board)), ==, BRG_STRAIN_HEARTS);
  g_assert_true (has_line (written, "C H6:S:S"));
  g_assert_true (has_line (written, "P SA932"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 H label: a card given twice is an error (the spec's own
 * North-South example gives ♦7 to both hands). */
static void
test_hands_invalid (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72\n\n",
                                         &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);
  g_autofree char *written = write_text (event);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-invalid-hands"));
  g_assert_true (brg_board_get_has_errors (board));
  g_assert_true (brg_deal_is_empty (brg_board_get_deal (board)));
  g_assert_true (has_line (written, "H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72"));

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 M label: the makes as PBN's OptimumResultTable. */
static void
test_makes_table (void)
{
  g_autoptr(BrgEvent) event = read_text (FLORIDA_DEAL "M ::987A8=:!=\n\n", NULL);
  const BrgTag *tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "OptimumResultTable");

  g_assert_nonnull (tag);
  g_assert_cmpstr (tag->value, ==, "Declarer;Denomination\\2R;Result\\2R");
  g_assert_cmpuint (tag->section->len, ==, 20);
  g_assert_cmpstr (g_ptr_array_index (tag->section, 0), ==, "N NT  9");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 3), ==, "N  D 10");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 5), ==, "S NT  9");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 10), ==, "E NT  4");
  g_assert_cmpstr (g_ptr_array_index (tag->section, 19), ==, "W  C  5");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "General Database Rules": DTLEFSKNBH repeat until altered or
 * nulled; with K set, N alternates; ACPRMI never repeat. */
static void
test_repetition (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rbn", "repetition.rbn",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) event = brg_rbn_read_file (file, NULL, &diagnostics, &error);
  g_autofree char *written = NULL;
  g_autofree char *original = NULL;
  BrgDeal *first;

  g_assert_no_error (error);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 7);

  check_tags (brg_event_get_board (event, 0),
              "Date=2024.03.01|Site=Springfield:Town Hall|Event=Club Teams|Scoring=IMP|Stage=1"
              "|HomeTeam=Lions|VisitTeam=Tigers|North=Ann|South=Bob|West=Cid|East=Dan"
              "|Room=Open|Board=1|Dealer=N|Contract=1NT|Result=7|Score=NS 90");
  /* Same board in the other room: D…K, B and H repeat; C and R do not. */
  check_tags (brg_event_get_board (event, 1),
              "Date=2024.03.01|Event=Club Teams|Stage=1|HomeTeam=Lions|North=Eve|Room=Closed"
              "|Board=1|Contract=1NTX|Score=NS 180");
  first = brg_board_get_deal (brg_event_get_board (event, 0));
  g_assert_true (brg_deal_equal (first, brg_board_get_deal (brg_event_get_board (event, 1))));
  /* K is set: N alternates between the two rooms. */
  check_tags (brg_event_get_board (event, 2), "North=Ann|Room=Open|Board=2|Dealer=E");
  check_tags (brg_event_get_board (event, 3), "North=Eve|Room=Closed|Board=2|Declarer=E");
  g_assert_false (brg_deal_equal (first, brg_board_get_deal (brg_event_get_board (event, 2))));
  /* L, S and K nulled; with K null, N repeats as the others do. */
  check_tags (brg_event_get_board (event, 4),
              "Date=2024.03.02|Time=19:30:??|Description=Third board|Annotator=Somebody"
              "|!Site|!Stage|!HomeTeam|Scoring=MP|North=Eve|Board=3");
  check_tags (brg_event_get_board (event, 5),
              "Date=2024.03.02|!Site|North=Eve|Board=4|Dealer=W|Vulnerable=All|Result=13");
  g_assert_nonnull (brg_board_get_play (brg_event_get_board (event, 5)));
  g_assert_null (brg_board_get_play (brg_event_get_board (event, 4)));
  /* H nulled: no deal; I only here. */
  check_tags (brg_event_get_board (event, 6), "Board=5|North=Eve|RbnItems=3N=10:4S=7|!Contract");
  g_assert_true (brg_deal_is_empty (brg_board_get_deal (brg_event_get_board (event, 6))));
  g_assert_cmpuint (brg_board_get_n_leading_comments (brg_event_get_board (event, 6)), ==, 1);

  /* The file is written as RBN writes: it comes back byte for byte. */
  written = write_text (event);
  g_file_get_contents (path, &original, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, original);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Repetition is by record: a label given again with the same data is the
 * same as leaving it out. */
static void
test_repetition_restated (void)
{
  g_autoptr(BrgEvent) event = read_text ("E Teams\nB 1\n\nE Teams\nB 2\n\nB 3\n\n", NULL);
  g_autofree char *written = write_text (event);

  check_tags (brg_event_get_board (event, 2), "Event=Teams|Board=3");
  g_assert_cmpstr (written, ==, "% RBN\nE Teams\nB 1\n\nB 2\n\nB 3\n\n");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "File Signature and Limits": an over-long line, characters a
 * label does not allow, unknown labels: warnings, not rejections. */
static void
test_warnings (void)
{
  g_autofree char *long_event = g_strnfill (200, 'e');
  g_autofree char *text = g_strdup_printf ("E %s\nD 2024-01-01\nX unknown\nb 7\n\n", long_event);
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text (text, &diagnostics);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-line-too-long"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-invalid-char"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-invalid-date"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-unknown-label"));
  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-label-case"));
  g_assert_cmpuint (core_test_count_severity (diagnostics, BRG_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (strlen (brg_board_get_tag (board, "Event")), ==, 200);
  g_assert_cmpstr (brg_board_get_tag (board, "Board"), ==, "7");
  g_assert_cmpstr (brg_board_get_tag (board, "RbnDate"), ==, "2024-01-01");

  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_duplicate_label (void)
{
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = read_text ("B 1\nB 2\n\n", &diagnostics);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-duplicate-label"));
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (event, 0), "Board"), ==, "1");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "File Signature and Limits": a record holds 16 384 bytes. */
static void
test_record_too_large (void)
{
  GString *text = g_string_new ("B 1\n");
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(BrgEvent) event = NULL;

  for (guint i = 0; i < 200; i++)
    g_string_append_printf (text, "{%0100u}\n", i);
  event = read_text (text->str, &diagnostics);
  g_string_free (text, TRUE);

  g_assert_true (core_test_has_diagnostic (diagnostics, "rbn-record-too-large"));
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBN 3.2 "RBX Format": the spec's RBX record. */
static void
test_rbx (void)
{
  g_autoptr(BrgEvent) event = read_text ("%{RBX}D{19991225}L{Timbuktu}E{Teams}F{I}S{F:1}"
                                         "K{Duck:Fox}N{Bob+Ed:Tom+Joe}B{7}H{W:AK2}"
                                         "A{SB:1HP5H^1A}1{nuts}C{5H:S}{Ed quit!}\n", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);
  const BrgTag *contract = brg_board_lookup_tag (board, "Contract");

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_cmpuint (brg_event_get_n_escapes (event), ==, 0);
  check_tags (board, "Date=1999.12.25|Site=Timbuktu|Event=Teams|Scoring=IMP|Stage=F:1"
                     "|HomeTeam=Duck|North=Bob|South=Ed|West=Tom|East=Joe|Board=7"
                     "|Dealer=S|Vulnerable=All|Contract=5H|Declarer=S");
  g_assert_cmpuint (brg_deal_get_n_cards (brg_board_get_deal (board), BRG_SEAT_WEST), ==, 3);
  g_assert_cmpstr (brg_auction_lookup_note (brg_board_get_auction (board), 1)->text, ==, "nuts");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (contract->comments, 0))->text, ==,
                   "Ed quit!");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* RBX: a vertical bar is a line break; braces inside free text stay;
 * several records, one a line. */
static void
test_rbx_text (void)
{
  g_autoptr(BrgEvent) event = read_text ("%{RBX}B{1}{one|two}{a}b}\nB{2}E{}\n", NULL);
  const BrgTag *tag = brg_board_lookup_tag (brg_event_get_board (event, 0), "Board");
  g_autoptr(GBytes) rbx = brg_rbn_write_bytes (event, BRG_RBN_FLAVOUR_RBX, NULL);

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 2);
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 0))->text, ==, "one\ntwo");
  g_assert_cmpstr (((BrgComment *) g_ptr_array_index (tag->comments, 1))->text, ==, "a}b");
  check_bytes (rbx, "%{RBX}B{1}{one|two}{a}b}\nB{2}\n");

  g_assert_finalize_object (g_steal_pointer (&event));
}

/* Bytes that are not UTF-8 are read as Windows-1252; NUL bytes are not
 * text; a BOM is skipped. */
static void
test_encoding (void)
{
  static const char latin1[] = "E Caf\xe9\nB 1\n\n";
  static const char bom[] = "\xef\xbb\xbf" "E Caf\xc3\xa9\n\n";
  static const char nul[] = "E a\0b\n\n";
  g_autoptr(GBytes) latin1_bytes = g_bytes_new_static (latin1, sizeof latin1 - 1);
  g_autoptr(GBytes) bom_bytes = g_bytes_new_static (bom, sizeof bom - 1);
  g_autoptr(GBytes) nul_bytes = g_bytes_new_static (nul, sizeof nul - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BrgEvent) a = brg_rbn_read_bytes (latin1_bytes, NULL, &error);
  g_autoptr(BrgEvent) b = NULL;
  g_autoptr(BrgEvent) c = NULL;

  g_assert_no_error (error);
  /* One 8-bit rule for every reader: this text has no byte that
   * Windows-1252 reads otherwise than Latin-1. */
  g_assert_cmpstr (brg_event_get_source_encoding (a), ==, "ISO-8859-1");
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (a, 0), "Event"), ==, "Caf\xc3\xa9");

  b = brg_rbn_read_bytes (bom_bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (brg_board_get_tag (brg_event_get_board (b, 0), "Event"), ==, "Caf\xc3\xa9");

  c = brg_rbn_read_bytes (nul_bytes, NULL, &error);
  g_assert_error (error, BRG_RBN_ERROR, BRG_RBN_ERROR_ENCODING);
  g_assert_null (c);

  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
}

static void
test_empty (void)
{
  g_autoptr(BrgEvent) empty = read_text ("", NULL);
  g_autoptr(BrgEvent) blank = read_text ("\n\n\n", NULL);
  g_autoptr(BrgEvent) signature = read_text ("% RBN\n", NULL);

  g_assert_cmpuint (brg_event_get_n_boards (empty), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (blank), ==, 0);
  g_assert_cmpuint (brg_event_get_n_boards (signature), ==, 0);
  g_assert_cmpuint (brg_event_get_n_escapes (signature), ==, 0);

  g_assert_finalize_object (g_steal_pointer (&empty));
  g_assert_finalize_object (g_steal_pointer (&blank));
  g_assert_finalize_object (g_steal_pointer (&signature));
}

/* Null labels (RBN 3.2 "General Database Rules"), as in the corpus's
 * template where every label is empty. */
static void
test_null_labels (void)
{
  g_autoptr(BrgEvent) event = read_text ("D \nT \nL \nE \nF \nN \n{}\nB \n"
                                         "H W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n"
                                         "A \nC \nP \nR \n{}\n", NULL);
  BrgBoard *board = brg_event_get_board (event, 0);

  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_true (brg_deal_is_complete (brg_board_get_deal (board)));
  g_assert_null (brg_board_get_tag (board, "Event"));
  g_assert_null (brg_board_get_auction (board));
  g_assert_false (brg_board_get_has_errors (board));

  g_assert_finalize_object (g_steal_pointer (&event));
}

static void
test_read_async_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  BrgEvent **event = user_data;
  g_autoptr(GError) error = NULL;

  *event = brg_rbn_read_file_finish (result, NULL, &error);
  g_assert_no_error (error);
}

static void
test_read_async (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rbn", "florida.rbn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/file.rbn");
  g_autoptr(GError) error = NULL;
  BrgEvent *event = NULL;

  brg_rbn_read_file_async (file, NULL, test_read_async_cb, &event);
  while (event == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (brg_event_get_n_boards (event), ==, 1);
  g_assert_finalize_object (event);

  g_assert_null (brg_rbn_read_file (missing, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static void
test_criticals (void)
{
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  g_assert_null (brg_rbn_read_bytes (NULL, NULL, NULL));
  g_test_assert_expected_messages ();
}

/* ------------------------------------------------------------------ */
/* Format detection: from the content, not only the name               */

static const char *
detected (const char *text,
          const char *file_name)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  const BrgFormat *format = brg_format_detect (bytes, file_name);

  return format != NULL ? format->name : NULL;
}

static void
test_detect (void)
{
  static const struct
  {
    const char *text;
    const char *format;
  } cases[] = {
    { "% RBN\nD 1\n", "rbn" },
    { "%RBN 3.2\n", "rbn" },
    { "D 19930512\nT x\n", "rbn" },
    { "{Free text\nover lines}\nB 1\n", "rbn" },
    { "% Some description\nB 8\n", "rbn" },
    { "%{RBX}D{1}\n", "rbx" },
    { "D{19991225}L{Timbuktu}\n", "rbx" },
    { "{Ed quit!}B{7}\n", "rbx" },
    { "% PBN 2.1\n% EXPORT\n[Event \"\"]\n", "pbn" },
    { "[Event \"x\"]\n", "pbn" },
    { "{comment}\n[Deal \"N:...\"]\n", "pbn" },
    { "\xef\xbb\xbf[Event \"x\"]\n", "pbn" },
    { "pn|South|md|3S...\n", "lin" },
    { "Some text\n", NULL },
    { "", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (detected (cases[i].text, NULL), ==, cases[i].format);

  /* The name counts only when the content says nothing. */
  g_assert_cmpstr (detected ("", "x.Rbx"), ==, "rbx");
  g_assert_cmpstr (detected ("{just a comment}\n", "deals.rbn"), ==, "rbn");
  g_assert_cmpstr (detected ("[Event \"x\"]\n", "deals.rbn"), ==, "pbn");
  g_assert_cmpstr (brg_format_lookup ("RBX")->name, ==, "rbx");
  g_assert_null (brg_format_lookup ("dup"));
  g_assert_cmpstr (brg_format_from_file_name ("/a/b/deals.Rbn")->name, ==, "rbn");
  g_assert_null (brg_format_from_file_name ("/a.pbn/b"));
  g_assert_null (brg_format_from_file_name ("page.html"));

  /* Writing: the writable formats only, the article too. */
  g_assert_cmpstr (brg_format_for_writing ("/a/b/lesson.PBN")->name, ==, "pbn");
  g_assert_cmpstr (brg_format_for_writing ("lesson.rbx")->name, ==, "rbx");
  g_assert_cmpstr (brg_format_for_writing ("page.html")->name, ==, "html");
  g_assert_cmpstr (brg_format_for_writing ("page.htm")->name, ==, "html");
  g_assert_null (brg_format_for_writing ("page.odt"));
  g_assert_null (brg_format_for_writing ("/a.pbn/b"));
  g_assert_null (brg_format_for_writing ("lesson"));
}

/* One registry: every format by name, the writable ones for --to, each
 * with what it needs. */
static void
test_registry (void)
{
  g_autofree char *writable = brg_format_list_writable ("|");

  g_assert_cmpstr (writable, ==, "pbn|rbn|rbx|lin|html");
  for (guint i = 0; i < brg_format_get_n_formats (); i++)
    {
      const BrgFormat *format = brg_format_get_nth (i);

      g_assert_true (brg_format_lookup (format->name) == format);
      g_assert_nonnull (format->title);
      g_assert_true (format->read != NULL || format->write != NULL);
      /* A format that is read can be recognised. */
      g_assert_true (format->read == NULL || format->recognise != NULL);
    }
}

static void
test_format_read (void)
{
  static const char rbn[] = "B 1\nH W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n\n";
  static const char pbn[] = "[Board \"1\"]\n[Deal \"N:J42.AJ7632.J.632 - - -\"]\n";
  g_autoptr(GBytes) rbn_bytes = g_bytes_new_static (rbn, sizeof rbn - 1);
  g_autoptr(GBytes) pbn_bytes = g_bytes_new_static (pbn, sizeof pbn - 1);
  g_autoptr(GBytes) empty = g_bytes_new_static ("", 0);
  g_autoptr(BrgEvent) a = NULL;
  g_autoptr(BrgEvent) b = NULL;
  g_autoptr(BrgEvent) c = NULL;
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GPtrArray) diagnostics = NULL;
  g_autoptr(GError) error = NULL;

  /* The content, not the name. */
  a = brg_import_bytes (rbn_bytes, "deal.pbn", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (brg_deal_is_complete (brg_board_get_deal (brg_event_get_board (a, 0))));

  b = brg_import_bytes (pbn_bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (b), ==, 1);

  /* Nothing to go by but the name. */
  c = brg_import_bytes (empty, "x.rbx", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (brg_event_get_n_boards (c), ==, 0);

  written = brg_format_lookup ("rbx")->write (a, &diagnostics);
  check_bytes (written, "%{RBX}B{1}H{W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:}\n");

  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
  g_assert_finalize_object (g_steal_pointer (&c));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/rbn/reader/spec/%s", examples[i].path);

      g_test_add_data_func (path, &examples[i], test_example);
    }

  g_test_add_func ("/core/rbn/reader/florida", test_florida);
  g_test_add_func ("/core/rbn/reader/signature", test_signature);
  g_test_add_func ("/core/rbn/reader/line-ends", test_line_ends);
  g_test_add_func ("/core/rbn/reader/free-text", test_free_text);
  g_test_add_func ("/core/rbn/reader/free-text-unterminated", test_free_text_unterminated);
  g_test_add_func ("/core/rbn/reader/items-end", test_items_end);
  g_test_add_func ("/core/rbn/reader/pathological", test_pathological);
  g_test_add_func ("/core/rbn/reader/long-line", test_long_line);
  g_test_add_func ("/core/rbn/reader/utf16-stray-byte", test_utf16_stray_byte);
  g_test_add_func ("/core/rbn/reader/notes", test_notes);
  g_test_add_func ("/core/rbn/reader/auction-star", test_auction_star);
  g_test_add_func ("/core/rbn/reader/auction-model", test_auction_model);
  g_test_add_func ("/core/rbn/reader/auction-illegal", test_auction_illegal);
  g_test_add_func ("/core/rbn/reader/play-pseudo", test_play_pseudo);
  g_test_add_func ("/core/rbn/reader/play-illegal", test_play_illegal);
  g_test_add_func ("/core/rbn/reader/play-without-contract", test_play_without_contract);
  g_test_add_func ("/core/rbn/reader/contract-leader", test_contract_leader);
  g_test_add_func ("/core/rbn/reader/hands-invalid", test_hands_invalid);
  g_test_add_func ("/core/rbn/reader/makes-table", test_makes_table);
  g_test_add_func ("/core/rbn/reader/repetition", test_repetition);
  g_test_add_func ("/core/rbn/reader/repetition-restated", test_repetition_restated);
  g_test_add_func ("/core/rbn/reader/warnings", test_warnings);
  g_test_add_func ("/core/rbn/reader/duplicate-label", test_duplicate_label);
  g_test_add_func ("/core/rbn/reader/record-too-large", test_record_too_large);
  g_test_add_func ("/core/rbn/reader/rbx", test_rbx);
  g_test_add_func ("/core/rbn/reader/rbx-text", test_rbx_text);
  g_test_add_func ("/core/rbn/reader/encoding", test_encoding);
  g_test_add_func ("/core/rbn/reader/empty", test_empty);
  g_test_add_func ("/core/rbn/reader/null-labels", test_null_labels);
  g_test_add_func ("/core/rbn/reader/read-async", test_read_async);
  g_test_add_func ("/core/rbn/reader/criticals", test_criticals);
  g_test_add_func ("/core/format/detect", test_detect);
  g_test_add_func ("/core/format/registry", test_registry);
  g_test_add_func ("/core/format/read-write", test_format_read);

  return g_test_run ();
}
