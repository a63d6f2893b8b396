import { resultOutcome } from '../../modules/bets/resulting';
import type { Leg } from './coverage';
import type { Scenarios } from './scenarios';

/** A price from the scenarios: each leg resulted on each, the chance all win, the margin. */

/** The house's share of a bet builder's fair price: odds = 1 / (P × 1.08). */
export const BET_BUILDER_MARGIN = 0.08;
const MIN_ODDS = 1010;
/** Far above any demo market (251.00); the contract allows up to 10 000.00. */
const MAX_ODDS = 1_000_000;

/** How a leg results on a scenario; VOID: refunded, half settled, or not resultable (stake back). */
const LOSE = 0;
export const WIN = 1;
const VOID = 2;

/** How a leg results on every scenario: LOSE, WIN or VOID (refunded, half, or not resultable). */
export function legResults(scenarios: Scenarios, leg: Leg): Uint8Array {
  const out = new Uint8Array(scenarios.scores.length);
  scenarios.scores.forEach((score, j) => {
    const r = resultOutcome(leg, leg.outcome_id, score);
    out[j] = r === 'win' ? WIN : r === 'lose' ? LOSE : VOID;
  });
  return out;
}

/** P(every leg wins) and P(no leg loses but not every leg wins). */
export function jointChance(
  scenarios: Scenarios,
  legs: readonly Uint8Array[],
): { win: number; void: number } {
  let win = 0;
  let voided = 0;
  for (let j = 0; j < scenarios.p.length; j++) {
    let all = true;
    let lost = false;
    for (const leg of legs) {
      const r = leg[j];
      if (r === LOSE) {
        lost = true;
        break;
      }
      if (r !== WIN) all = false;
    }
    if (lost) continue;
    if (all) win += scenarios.p[j] as number;
    else voided += scenarios.p[j] as number;
  }
  return { win, void: voided };
}

/** Odds ×1000 that return 1 / (1 + margin) of the stake on average; null when the legs cannot all win. */
export function customOdds(
  chance: { win: number; void: number },
  margin = BET_BUILDER_MARGIN,
): number | null {
  if (!(chance.win > 0)) return null;
  const odds = (1 / (1 + margin) - chance.void) / chance.win;
  // The epsilon keeps an exact price such as 2.5 from flooring to 2.499 on a rounding error.
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(odds * 1000 + 1e-6)));
}
