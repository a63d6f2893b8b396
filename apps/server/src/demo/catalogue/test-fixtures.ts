import type { NewMarket, NewMatch } from '../../db/schema';
import { type GeneratedEvent, generateMatches, generateReferenceData, type ReferenceData } from './index';
import { WINNERS_PER_RESULT } from './markets/index';

/** Test data factories shared by the catalogue's tests. */

export const SEED = 20260114;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** A Wednesday morning, not aligned to anything in the schedule. */
export const NOW = Date.UTC(2026, 0, 14, 9, 37, 11);

const windows = new Map<string, GeneratedEvent[]>();

export function aReference(seed = SEED): ReferenceData {
  return generateReferenceData(seed);
}

/** Matches starting in [from, to), memoised per test run since generation is the slow part. */
export function aWindow(from: number, to: number, seed = SEED): GeneratedEvent[] {
  const key = `${seed}:${from}:${to}`;
  let events = windows.get(key);
  if (!events) {
    events = generateMatches(seed, aReference(seed), from, to);
    windows.set(key, events);
  }
  return events;
}

/** Deterministic pseudo-random instants in [from, to). */
export function instants(n: number, from: number, to: number): number[] {
  const out: number[] = [];
  let x = 0.5;
  for (let i = 0; i < n; i++) {
    x = (x * 9301 + 0.49297) % 1;
    out.push(from + Math.floor(x * (to - from)));
  }
  return out;
}

export function outcomesOf(market: NewMarket): { id: string; name: string; active: boolean; odds: number }[] {
  return JSON.parse(market.outcomes);
}

/** Σ 1/decimal odds, per winning outcome (double chance has two winners whatever happens). */
export function overroundOf(market: NewMarket): number {
  const sum = outcomesOf(market).reduce((a, o) => a + 1000 / o.odds, 0);
  return sum / (WINNERS_PER_RESULT[market.market_id] ?? 1);
}

export function scriptOf(match: NewMatch): { dur: number; sport: string; family: string } {
  return JSON.parse(match.script ?? 'null');
}

export function sportKeyOf(ref: ReferenceData, match: NewMatch): string {
  return ref.sports.find((s) => s.id === match.sport_id)?.key ?? '?';
}
