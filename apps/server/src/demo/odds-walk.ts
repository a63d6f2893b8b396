import type { TOutcome } from '@sportsbook/contract';

/** A uniform random number in [0, 1): the simulator passes a seeded generator, tests a fixed one. */
export type Random = () => number;

/** Standard normal sample (Box–Muller). */
function gaussian(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * One step of the drift of a market's outcomes: each outcome's log-probability offset moves by a
 * small normal step and is pulled back toward 0 (the model's fair price), so prices wander but stay
 * near where the match state puts them.
 */
export function stepDrift(
  drift: readonly number[],
  random: Random,
  volatility = 0.04,
  reversion = 0.1,
): number[] {
  return drift.map((d) => d * (1 - reversion) + gaussian(random) * volatility);
}

/** Decimal odds ×1000 rounded to two decimals, never below 1.01. */
const toOdds = (probability: number) => Math.max(1010, Math.round(1000 / probability / 10) * 10);

/**
 * The model's outcomes with a drift applied, keeping the model's margin: implied probabilities are
 * moved by exp(drift) and scaled back to the model's overround before turning into odds.
 */
export function applyDrift(outcomes: readonly TOutcome[], drift: readonly number[]): TOutcome[] {
  const implied = outcomes.map((o) => 1000 / o.odds);
  const overround = implied.reduce((sum, p) => sum + p, 0);
  const moved = implied.map((p, i) => p * Math.exp(drift[i] ?? 0));
  const scale = overround / moved.reduce((sum, p) => sum + p, 0);
  return outcomes.map((o, i) => ({ ...o, odds: toOdds((moved[i] ?? 0) * scale) }));
}
