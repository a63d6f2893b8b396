/**
 * The demo's market pricing, by pricing model: the shared market shapes (drafts.ts), the clock
 * sports' score model and markets (clock-model.ts, clock.ts, football.ts), the set sports (sets.ts),
 * and here the assembly of drafts into market rows with margin, groups and priority.
 */

import type { TOutcome } from '@sportsbook/contract';
import { MarketStatus } from '@sportsbook/contract';
import type { NewMarket } from '../../../db/schema';
import { priceOutcomes } from '../odds';
import { type MatchState, parseScript, stateAt } from '../progress';
import type { MatchScript, RaceScript } from '../script';
import { clockMarkets } from './clock';
import type { Ctx, Draft } from './drafts';
import { drawDrafts } from './draw';
import { eachWayTerms, placeOdds, RACE_PLACE_MARKET, RACE_WIN_MARKET, raceDrafts } from './race';
import { setsMarkets } from './sets';

export { overtimeHomeWins, remainingPmf, shareLeft } from './clock-model';
export type { Draft } from './drafts';
export { race, type SetsModel, setsModel, setsTotal } from './sets';

const MAIN_MARGIN = 1.05;
const MARGIN = 1.06;
const WIDE_MARGIN = 1.07;

/** Drops what a bookmaker would not offer: decided markets (except the main one). */
function offered(d: Draft): boolean {
  if (d.main) return true;
  const max = Math.max(...d.outcomes.map((o) => o.p)) / (d.winners ?? 1);
  return max < 0.97 && d.outcomes.length > 1;
}

/** Outcomes that win on any result, per market type (double chance: 2); everything else has one. */
export const WINNERS_PER_RESULT: Readonly<Record<number, number>> = { 10: 2 };

function balance(d: Draft): number {
  const ps = d.outcomes.map((o) => o.p);
  return Math.max(...ps) - Math.min(...ps);
}

export function draftsAt(script: MatchScript, st: MatchState, live: boolean): Draft[] {
  const ctx: Ctx = { live, home: script.names[0], away: script.names[1], tier: script.tier, out: [] };
  if (script.family === 'clock' && st.family === 'clock') clockMarkets(ctx, script, st);
  else if (script.family === 'sets' && st.family === 'sets') setsMarkets(ctx, script, st);
  return ctx.out.filter(offered);
}

const groupsCache = new Map<string, string>();

/** JSON of the market's groups: 'all' first, the draft's own (less the internal 'main'), 'top' if headline. */
function groupsJson(groups: readonly string[], top: boolean): string {
  const key = `${groups.join(',')}|${top ? 1 : 0}`;
  let json = groupsCache.get(key);
  if (!json) {
    const out = ['all'];
    for (const g of groups) if (g !== 'main' && !out.includes(g)) out.push(g);
    if (top && !out.includes('top')) out.push('top');
    json = JSON.stringify(out);
    groupsCache.set(key, json);
  }
  return json;
}

/** The contract's Outcome[] as JSON; built by hand because this runs for every market row. */
function outcomesJson(d: Draft, odds: number[]): string {
  let out = '[';
  for (let i = 0; i < d.outcomes.length; i++) {
    const o = d.outcomes[i] as Draft['outcomes'][number];
    if (i > 0) out += ',';
    out += `{"id":${JSON.stringify(o.id)},"name":${JSON.stringify(o.name)},"active":true,"odds":${odds[i]}}`;
  }
  return `${out}]`;
}

/** Turns drafts into rows: margin, most balanced line per type, priority by display order. */
export function toRows(
  matchId: number,
  drafts: Draft[],
  status: NewMarket['status'],
  updatedAt: number,
): NewMarket[] {
  const bestByType = new Map<number, { d: Draft; b: number }>();
  for (const d of drafts) {
    if (d.spec === '') continue;
    const b = balance(d);
    const cur = bestByType.get(d.id);
    if (!cur || b < cur.b) bestByType.set(d.id, { d, b });
  }
  const order = new Map<number, number>();
  for (const d of drafts) if (!order.has(d.id)) order.set(d.id, order.size);
  return drafts.map((d) => {
    const balanced = bestByType.get(d.id)?.d === d;
    const top = d.top === 'always' || (d.top === 'balanced' && balanced);
    const margin = d.main ? MAIN_MARGIN : d.outcomes.length >= 6 ? WIDE_MARGIN : MARGIN;
    const odds = priceOutcomes(
      d.outcomes.map((o) => o.p),
      margin,
      d.winners ?? 1,
    );
    return {
      match_id: matchId,
      market_id: d.id,
      specifier: d.spec,
      name: d.name,
      status,
      priority: 1000 - 10 * (order.get(d.id) ?? 0),
      is_main: d.main ? 1 : 0,
      most_balanced: balanced ? 1 : 0,
      groups: groupsJson(d.groups, top),
      outcomes: outcomesJson(d, odds),
      updated_at: updatedAt,
    };
  });
}

/** Seconds either side of a goal when a bookmaker stops taking bets. */
const DANGER_BEFORE = 40;
const DANGER_AFTER = 25;

function dangerous(script: MatchScript, x: number): boolean {
  if (script.family !== 'clock' || (script.sport !== 'football' && script.sport !== 'ice-hockey'))
    return false;
  for (const [t] of script.ev) {
    if (t > x + DANGER_BEFORE) break;
    if (x >= t - DANGER_BEFORE && x <= t + DANGER_AFTER) return true;
  }
  return false;
}

/** A race's markets `toOffMs` before the off (0 from the off on): place odds from the win odds. */
function raceRows(
  matchId: number,
  script: RaceScript,
  toOffMs: number,
  status: NewMarket['status'],
  updatedAt: number,
): NewMarket[] {
  const rows = toRows(matchId, raceDrafts(script, toOffMs), status, updatedAt);
  const win = rows.find((row) => row.market_id === RACE_WIN_MARKET);
  if (!win) return rows;
  const winOutcomes = JSON.parse(win.outcomes) as TOutcome[];
  const { fraction } = eachWayTerms(script.runners.length);
  for (const row of rows)
    if (row.market_id === RACE_PLACE_MARKET)
      row.outcomes = JSON.stringify(winOutcomes.map((o) => ({ ...o, odds: placeOdds(o.odds, fraction) })));
  return rows;
}

export function prematchMarkets(matchId: number, script: MatchScript, updatedAt: number): NewMarket[] {
  if (script.family === 'draw') return toRows(matchId, drawDrafts(script), MarketStatus.allowed, updatedAt);
  // A race is published at its opening show; the feed moves it in the hour before the off.
  if (script.family === 'race')
    return raceRows(matchId, script, Number.POSITIVE_INFINITY, MarketStatus.allowed, updatedAt);
  return toRows(matchId, draftsAt(script, stateAt(script, -1), false), MarketStatus.allowed, updatedAt);
}

export function priceMarketsAt(
  match: { id: number; urn_id: string; start_time: number; script?: string | null },
  nowMs: number,
): NewMarket[] {
  if (!match.script) return [];
  const script = parseScript(match.script);
  const x = (nowMs - match.start_time) / 1000;
  if (script.family === 'draw') {
    // Bets are taken until the draw starts; while the balls come out the book is shut.
    const status =
      x < 0 ? MarketStatus.allowed : x >= script.dur ? MarketStatus.settled : MarketStatus.suspended;
    return toRows(match.id, drawDrafts(script), status, nowMs);
  }
  if (script.family === 'race') {
    // Bets are taken until the off; in running the book is shut, and after the line it settles.
    if (x < 0) return raceRows(match.id, script, -x * 1000, MarketStatus.allowed, nowMs);
    const status = x >= script.dur ? MarketStatus.settled : MarketStatus.suspended;
    return raceRows(match.id, script, 0, status, nowMs);
  }
  if (x < 0)
    return toRows(match.id, draftsAt(script, stateAt(script, -1), false), MarketStatus.allowed, nowMs);
  if (x >= script.dur) {
    // Closed: every market that the match offered before the start or at its last moment.
    const last = draftsAt(script, stateAt(script, script.dur - 1), true);
    const keys = new Set(last.map((d) => `${d.id}|${d.spec}`));
    const pre = draftsAt(script, stateAt(script, -1), false).filter((d) => !keys.has(`${d.id}|${d.spec}`));
    return toRows(match.id, [...last, ...pre], MarketStatus.settled, nowMs);
  }
  const status = dangerous(script, x) ? MarketStatus.suspended : MarketStatus.allowed;
  return toRows(match.id, draftsAt(script, stateAt(script, x), true), status, nowMs);
}
