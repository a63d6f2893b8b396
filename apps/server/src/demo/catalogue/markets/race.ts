import { hash32 } from '../rng';
import type { RaceScript } from '../script';
import type { Draft } from './drafts';

/** Market ids of a race: the winner, and a place in the first `places` (each-way's second half). */
export const RACE_WIN_MARKET = 1100;
export const RACE_PLACE_MARKET = 1101;

/** Each-way terms by field size: eight or more runners three places at 1/5, fewer two at 1/4. */
export function eachWayTerms(runners: number): { places: number; fraction: '1/4' | '1/5' } {
  return runners >= 8 ? { places: 3, fraction: '1/5' } : { places: 2, fraction: '1/4' };
}

export const raceOutcomeId = (runnerNumber: number): string => `runner:${runnerNumber}`;

/** The market moves in the last hour before the off, a step every half minute. */
export const RACE_MARKET_OPENS_MS = 60 * 60_000;
const STEP_MS = 30_000;

/**
 * How far a runner's price has moved from its opening show `toOffMs` before the off: a steady
 * gamble on some, a drift on others, and a wobble on every step — the same whenever asked.
 */
function moveAt(script: RaceScript, runner: number, toOffMs: number): number {
  if (toOffMs >= RACE_MARKET_OPENS_MS) return 0;
  const steps = Math.floor((RACE_MARKET_OPENS_MS - Math.max(0, toOffMs)) / STEP_MS);
  const seed = hash32(script.names[1], runner);
  const trend = ((seed % 1000) / 1000 - 0.5) * 0.8;
  const wobble = ((hash32(seed, steps) % 1000) / 1000 - 0.5) * 0.12;
  return (trend * steps * STEP_MS) / RACE_MARKET_OPENS_MS + wobble;
}

/** Win chances now: a softmax of the runners' strengths with the market's moves. */
export function raceDrafts(script: RaceScript, toOffMs: number): Draft[] {
  const weights = script.runners.map((r) => Math.exp(r.r + moveAt(script, r.n, toOffMs)));
  const total = weights.reduce((a, b) => a + b, 0);
  const outcomes = script.runners.map((r, i) => ({
    id: raceOutcomeId(r.n),
    name: r.name,
    p: (weights[i] as number) / total,
  }));
  const { places } = eachWayTerms(script.runners.length);
  return [
    {
      id: RACE_WIN_MARKET,
      spec: '',
      name: 'Win',
      main: true,
      outcomes,
      groups: ['all', 'main'],
      top: 'always',
    },
    {
      id: RACE_PLACE_MARKET,
      spec: `places=${places}`,
      name: `Place (1–${places})`,
      winners: places,
      outcomes,
      groups: ['all'],
      top: 'always',
    },
  ];
}

/** A place pays the each-way fraction of the win odds (odds ×1000, two decimals, at least 1.01). */
export function placeOdds(winOdds: number, fraction: '1/4' | '1/5'): number {
  const share = fraction === '1/4' ? 4 : 5;
  return Math.max(1010, Math.round((1000 + (winOdds - 1000) / share) / 10) * 10);
}
