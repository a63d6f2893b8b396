import type { NewMarket, NewMatch } from '../../db/schema';
import { type GeneratedEvent, generateMatches, generateReferenceData, type ReferenceData } from './index';
import { DRAW_NUMBER_MARKET } from './markets/draw';
import { WINNERS_PER_RESULT } from './markets/index';

/** Test data factories shared by the catalogue's tests. */

export const SEED = 20260114;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** A Wednesday morning, not aligned to anything in the schedule. */
export const NOW = Date.UTC(2026, 0, 14, 9, 37, 11);

const days = new Map<string, GeneratedEvent[]>();

const references = new Map<number, ReferenceData>();

/** The reference data of a seed, generated once (tests only read it). */
export function aReference(seed = SEED): ReferenceData {
  let ref = references.get(seed);
  if (!ref) {
    ref = generateReferenceData(seed);
    references.set(seed, ref);
  }
  return ref;
}

/**
 * Matches starting in [from, to), as `generateMatches` gives them. Generation is the slow part, and a
 * match depends only on its slot (a schedule test holds this), so windows are cut from whole UTC days
 * generated once per seed and shared by every test in the worker.
 */
export function aWindow(from: number, to: number, seed = SEED): GeneratedEvent[] {
  const out: GeneratedEvent[] = [];
  for (let day = Math.floor(from / DAY); day * DAY < to; day++) {
    const key = `${seed}:${day}`;
    let events = days.get(key);
    if (!events) {
      events = generateMatches(seed, aReference(seed), day * DAY, (day + 1) * DAY);
      days.set(key, events);
    }
    for (const e of events) if (e.match.start_time >= from && e.match.start_time < to) out.push(e);
  }
  return out;
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
  const outcomes = outcomesOf(market);
  const sum = outcomes.reduce((a, o) => a + 1000 / o.odds, 0);
  // A lottery's number market has as many winners as the draw has balls (6 of 49, 5 of 35).
  if (market.market_id === DRAW_NUMBER_MARKET) return sum / (outcomes.length === 49 ? 6 : 5);
  return sum / (WINNERS_PER_RESULT[market.market_id] ?? 1);
}

export function scriptOf(match: NewMatch): { dur: number; sport: string; family: string } {
  return JSON.parse(match.script ?? 'null');
}

export function sportKeyOf(ref: ReferenceData, match: NewMatch): string {
  return ref.sports.find((s) => s.id === match.sport_id)?.key ?? '?';
}
