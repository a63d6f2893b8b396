import type { TPeriodScore } from '@sportsbook/contract';

/** Reading a final score: the part of it a market is resulted on (regular time, a period, …). */

export type PeriodType = TPeriodScore['type'];

export interface PeriodResult {
  readonly key: string;
  readonly type: PeriodType;
  readonly number: number;
  readonly home: number;
  readonly away: number;
}

export interface FinalScore {
  /** Sport key, e.g. 'football', 'tennis', 'dota-2'. */
  readonly sport: string;
  /** The total score: goals, points or runs; sets (maps, games) won in a set sport. */
  readonly home: number;
  readonly away: number;
  /** Per period in playing order: halves, quarters, overtime, penalties; sets with their games. */
  readonly periods: readonly PeriodResult[];
  /** A race: the runners' numbers in finishing order. */
  readonly order?: readonly number[];
  /** A lottery draw: the balls in the order drawn. */
  readonly drawn?: readonly number[];
}

export interface Pair {
  readonly home: number;
  readonly away: number;
}

function sum(periods: readonly PeriodResult[]): Pair {
  let home = 0;
  let away = 0;
  for (const p of periods) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
}

function regularPeriods(score: FinalScore): PeriodResult[] {
  return score.periods.filter((p) => p.type === 'regular_period');
}

/** Regular time: overtime and penalties excluded. */
export function regularTime(score: FinalScore): Pair {
  const regular = regularPeriods(score);
  return regular.length === 0 ? score : sum(regular);
}

/** Regular time and overtime (extra innings), penalty shoot-out excluded. */
export function withOvertime(score: FinalScore): Pair {
  if (regularPeriods(score).length === 0) return score;
  return sum(score.periods.filter((p) => p.type !== 'penalties'));
}

/** Regular period number n (1st half, 2nd set, 1st innings, …); null if it was not played. */
export function period(score: FinalScore, n: number): Pair | null {
  return score.periods.find((p) => p.type === 'regular_period' && p.number === n) ?? null;
}

/** Points of all periods (games of all sets in tennis); null without period scores. */
export function allPeriods(score: FinalScore): Pair | null {
  return score.periods.length === 0 ? null : sum(score.periods);
}

export const totalOf = (p: Pair): number => p.home + p.away;

/** Who scored goal n of regular time, as far as the score tells; 'none' if fewer were scored. */
export function nthGoal(score: FinalScore, n: number): 'home' | 'away' | 'none' | null {
  const regular = regularTime(score);
  if (totalOf(regular) < n) return 'none';
  const one = (p: Pair) => (p.away === 0 ? 'home' : p.home === 0 ? 'away' : null);
  let before = 0;
  for (const p of regularPeriods(score)) {
    if (before + totalOf(p) >= n) return one(p);
    before += totalOf(p);
  }
  return one(regular);
}
