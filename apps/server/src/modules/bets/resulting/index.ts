import type { OutcomeResult } from '@sportsbook/betting';
import type { TMatchStatistics } from '@sportsbook/contract';
import { parseSpecifier } from './lines';
import { MARKETS } from './markets';
import type { FinalScore } from './scores';

/**
 * Resulting markets from a match's final score: given one outcome of one market line, did it win,
 * lose, get refunded (whole handicap or total line met exactly, draw no bet on a draw) or half win /
 * half lose (quarter lines)? Pure; the market ids, specifiers and outcome ids are those of the demo
 * generator (`demo/catalogue/markets.ts`).
 *
 * Which part of the score a market reads:
 * - regular time (the sum of the `regular_period` periods: halves, periods, quarters, 9 innings) for
 *   1, 8, 10, 11, 14, 15, 16, 18, 19, 20, 21, 26, 29, 30, 31, 32, 35, 37 and 45 in every sport, as
 *   their sports-book names say nothing else (baseball's 1 is named "1X2 (regular time)");
 * - regular time and overtime, not penalties, for the "incl. overtime" / "incl. extra innings"
 *   families 219, 223, 225, 226, 227, 228 (basketball, American football) and 251, 256, 258 (baseball);
 * - everything, the shoot-out's deciding goal included, for 406 (winner incl. overtime and
 *   penalties) and 340 (cricket winner);
 * - one period for the half markets 47, 52, 60, 68, 75, 83, 90 and the set/innings/map markets 202,
 *   605, 1190; the sets won (the total score of a set sport) for 186, 188, 190, 199; the points of all
 *   sets (games, points, legs) for 189 and 238.
 * A score without period scores is taken to be all regular time. A race (horse racing) has no score
 * but a finishing order: its Win market (1100) pays the first, its Place market (1101, `places=N`)
 * the first N. A lottery draw has its balls: a number (1200, `ball:N`) wins when drawn, the first
 * ball is odd or even (1201), and the balls' total is over or under a line (1202).
 *
 * Handicap and total lines are multiples of 0.25. A whole line met exactly is refunded; a quarter
 * line splits the stake over its two neighbours (−0.25 is half on 0 and half on −0.5), which gives
 * half_win or half_lose when one half is refunded.
 *
 * `resultOutcome` returns null — the caller voids the selection — when the score cannot result it:
 * - a market id that is not in `RESULTED_MARKET_IDS`;
 * - a specifier it cannot read (a line that is not a multiple of 0.25, a missing variant, …) or an
 *   outcome id the market does not have;
 * - 8 (next goal, `goalnr=N`): the home '6' and away '8' outcomes when the score cannot tell who
 *   scored goal N (both sides scored in the period in which it fell); 'None' '7' always results;
 * - the two-way winner markets 186, 202, 219, 251, 340, 406 on a level score: the tie-break that
 *   decided the match (super over, shoot-out not in the score) is not there;
 * - a period market (47, 52, 60, 68, 75, 83, 90, 202, 605, 1190) whose period is not in the score —
 *   e.g. `setnr=3` of a match won 2:0, which the generator offers at the end of a best of three;
 * - 189 and 238 when the score has no period scores to add up;
 * - 37 (1X2 & total) on a whole or quarter line: a refunded half cannot be combined with the 1X2 part.
 */

export { RESULTED_MARKET_IDS } from './markets';
export type { FinalScore, PeriodResult, PeriodType } from './scores';

/** The final score from a finished match's statistics; null when it has no total score. */
export function finalScoreOf(sportKey: string, statistics: TMatchStatistics): FinalScore | null {
  // A race is resulted on its finishing order (markets 1100 and 1101), once it has been run.
  if (statistics.race)
    return statistics.race.finished
      ? { sport: sportKey, home: 0, away: 0, periods: [], order: statistics.race.order }
      : null;
  // A draw is resulted on its balls (markets 1200–1202), once they are all out.
  if (statistics.draw)
    return statistics.draw.finished
      ? { sport: sportKey, home: 0, away: 0, periods: [], drawn: statistics.draw.drawn }
      : null;
  const total = statistics.total_score;
  if (total === null) return null;
  const periods = statistics.period_scores
    .map((p) => ({
      key: p.period_key,
      type: p.type,
      number: p.number,
      home: p.home_score,
      away: p.away_score,
    }))
    .sort((a, b) => a.number - b.number);
  return { sport: sportKey, home: total.home, away: total.away, periods };
}

/** How one outcome of a market line resulted; null when the score cannot tell (see the module doc). */
export function resultOutcome(
  market: { readonly market_id: number; readonly specifier: string },
  outcomeId: string,
  score: FinalScore,
): OutcomeResult | null {
  const resulter = MARKETS.get(market.market_id);
  const spec = parseSpecifier(market.specifier);
  if (resulter === undefined || spec === null) return null;
  return resulter(spec, outcomeId, score);
}
