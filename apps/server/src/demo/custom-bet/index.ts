import { isBettableMatchStatus, isMarketOpen, isSelectionOpen } from '@sportsbook/betting';
import { BetsErrorKey, type TOutcome } from '@sportsbook/contract';
import type { MarketRow, MatchRow } from '../../db/schema';
import type { CustomBetCalculator } from '../../modules/bets/custom-bets';
import type { BettableMatch } from '../../modules/bets/repo';
import { type FinalScore, type PeriodResult, resultOutcome } from '../../modules/bets/resulting';
import { overtimeHomeWins, remainingPmf, setsModel, setsTotal, shareLeft } from '../catalogue/markets/index';
import { discreteNormal, type Pmf, shift } from '../catalogue/odds';
import { type ClockState, type MatchState, parseScript, type SetsState, stateAt } from '../catalogue/progress';
import { hash32, Rng } from '../catalogue/rng';
import type { ClockScript, MatchScript, SetsScript } from '../catalogue/script';

/**
 * The demo's bet builder: prices selections of one match together, with their correlation.
 *
 * The match model that prices the demo markets (`catalogue/markets.ts`) is a distribution of the
 * final score — per side and per period for football, per side over what is left of regular time for
 * the other clock sports, per set for the set sports. Here that distribution is laid out as a list of
 * final-score scenarios with their probabilities, every selection is resulted on every scenario with
 * the settlement's own `resultOutcome`, and the bet is priced from the chance that all of them win:
 *
 *   odds = (1 / (1 + margin) − P(void)) / P(all win), ×1000 rounded down, at least 1.01.
 *
 * P(void) is the chance that nothing loses but not everything wins (a score `resultOutcome` cannot
 * result, e.g. a tied cricket match, voids the selection): `settleBet` returns the stake of such a
 * custom bet, so the price keeps the expected return at 1 / (1 + margin) either way. Lines that can
 * push or half-settle (whole and quarter handicap or total lines) are refused outright, so with the
 * demo's half lines P(void) is 0 and the price is 1 / (P × (1 + margin)).
 *
 * Scenarios are enumerated exactly where the scores are low (football: 4 Poisson scores, two halves
 * × two sides; ice hockey and baseball: two; set sports: every way the remaining sets can go, with
 * the total points coupled to the number of sets). High-scoring sports (basketball, handball, rugby,
 * American football, cricket) are sampled on a 2584-point rank-1 lattice, shifted by a seed of the
 * match and the moment: deterministic, and closer to the exact answer than as many random draws.
 * A selection alone is priced at its market's fair probability (exactly, or within the lattice's
 * error), except the "incl. overtime" handicap and total lines next to a level score: the market
 * model leaves overtime out of those, the scenarios play it as settlement will read it.
 *
 * After regular time (overtime, extra innings) the builder is closed; a sport without a model here,
 * a market it does not cover, or a finished match are refused as unavailable.
 */

/** The house's share of a bet builder's fair price: odds = 1 / (P × 1.08). */
export const BET_BUILDER_MARGIN = 0.08;
/** A live price holds for a window: the match is read as it stood when the window began. */
export const LIVE_WINDOW_MS = 5_000;
const MIN_ODDS = 1010;
/** Far above any demo market (251.00); the contract allows up to 10 000.00. */
const MAX_ODDS = 1_000_000;
/** Scenarios less likely than this are left out: together they weigh far less than a price step. */
const CUT = 1e-8;
/** Fibonacci lattice: N = F(18) points with generator F(17). */
const LATTICE_N = 2584;
const LATTICE_G = 1597;
/** Scenario sets kept (a football set is some 1 600 scores): the matches being built on now. */
const CACHE_SIZE = 32;

/** One selection of the bet builder: an outcome of a market line. */
export interface Leg {
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
}

/** Final scores the match can end with, most likely first, with their probabilities. */
export interface Scenarios {
  readonly scores: readonly FinalScore[];
  readonly p: Float64Array;
}

/** How a leg results on a scenario; VOID: refunded, half settled, or not resultable (stake back). */
const LOSE = 0;
const WIN = 1;
const VOID = 2;

// Which markets the scenarios can result, per sport ------------------------------------------------

/** Markets read on regular time's total score (no period, no overtime); not draw no bet, which pushes. */
const FULL_TIME = [1, 10, 14, 15, 16, 18, 19, 20, 21, 26, 29, 30, 31, 32, 35, 37, 45];
/** Football's scenarios keep both halves. */
const FOOTBALL = [...FULL_TIME, 47, 52, 60, 68, 75, 83, 90];
const SETS = [186, 188, 190, 199, 202];
const MODELLED: Readonly<Record<string, readonly number[]>> = {
  football: FOOTBALL,
  'ice-hockey': FULL_TIME,
  handball: FULL_TIME,
  rugby: FULL_TIME,
  basketball: [...FULL_TIME, 219, 223, 225, 226, 227, 228],
  'american-football': [...FULL_TIME, 219, 223, 225, 226, 227, 228],
  baseball: [...FULL_TIME, 251, 256, 258],
  cricket: [340, 605],
  tennis: [...SETS, 189],
  volleyball: [...SETS, 238],
  'table-tennis': [...SETS, 238],
  darts: [...SETS, 238],
  'counter-strike': SETS,
  valorant: SETS,
  'dota-2': SETS,
  'league-of-legends': SETS,
};

/** Sports whose script plays a level match on (overtime, extra innings, shoot-out). */
const TIE_BREAKS = new Set(['ice-hockey', 'basketball', 'american-football', 'baseball']);
/** Set sports whose scenarios carry points per set (esports' kills and rounds are not in the builder). */
const SET_POINTS = new Set(['tennis', 'volleyball', 'table-tennis', 'darts']);

/** Whether the bet builder can price this market of this sport. */
export function isModelled(sport: string, marketId: number): boolean {
  return MODELLED[sport]?.includes(marketId) ?? false;
}

/** A total or handicap line that no score meets, not even by half: x.5 (European `hcp=a:b` too). */
export function isHalfLineSpecifier(specifier: string): boolean {
  if (specifier === '') return true;
  for (const part of specifier.split('|')) {
    const [key, value = ''] = part.split('=');
    if ((key === 'total' || key === 'hcp') && /^[+-]?\d+(\.\d+)?$/.test(value)) {
      const line = Number(value);
      if (!Number.isInteger(line * 2) || Number.isInteger(line)) return false;
    }
  }
  return true;
}

// Scenarios ---------------------------------------------------------------------------------------

/** The values of a distribution worth keeping, with their probabilities. */
function support(pmf: Pmf): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < pmf.p.length; i++) {
    const p = pmf.p[i] as number;
    if (p > CUT) out.push([pmf.off + i, p]);
  }
  return out;
}

/** Every pair of independent values, exactly. */
function exactPairs(x: Pmf, y: Pmf): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const [a, pa] of support(x))
    for (const [b, pb] of support(y)) if (pa * pb > CUT) out.push([a, b, pa * pb]);
  return out;
}

/** The smallest value whose cumulative probability reaches u. */
function quantile(values: Float64Array, cdf: Float64Array, u: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cdf[mid] as number) >= u) hi = mid;
    else lo = mid + 1;
  }
  return values[lo] as number;
}

function cumulative(pmf: Pmf): { values: Float64Array; cdf: Float64Array } {
  const values = new Float64Array(pmf.p.length);
  const cdf = new Float64Array(pmf.p.length);
  let sum = 0;
  for (let i = 0; i < pmf.p.length; i++) {
    sum += pmf.p[i] as number;
    values[i] = pmf.off + i;
    cdf[i] = sum;
  }
  // Rounding must not leave the top of the unit interval without a value.
  cdf[cdf.length - 1] = Number.POSITIVE_INFINITY;
  return { values, cdf };
}

/**
 * Pairs of independent values on a shifted rank-1 lattice: point i is (i/N, i·g/N mod 1) plus the
 * seed's shift, mapped through both quantile functions; equal pairs are merged.
 */
function latticePairs(x: Pmf, y: Pmf, seed: number): [number, number, number][] {
  const rng = new Rng(seed);
  const dx = rng.next();
  const dy = rng.next();
  const cx = cumulative(x);
  const cy = cumulative(y);
  const merged = new Map<number, [number, number, number]>();
  for (let i = 0; i < LATTICE_N; i++) {
    const u = (i + dx) / LATTICE_N;
    const v = (((i * LATTICE_G) % LATTICE_N) + dy) / LATTICE_N;
    const a = quantile(cx.values, cx.cdf, u);
    const b = quantile(cy.values, cy.cdf, v);
    const key = a * 65_536 + b;
    const hit = merged.get(key);
    if (hit) hit[2] += 1 / LATTICE_N;
    else merged.set(key, [a, b, 1 / LATTICE_N]);
  }
  return [...merged.values()];
}

function period(key: string, type: PeriodResult['type'], number: number, home: number, away: number) {
  return { key, type, number, home, away };
}

/** A clock sport's final score: the periods' sum. */
function finalScore(sport: string, periods: PeriodResult[]): FinalScore {
  let home = 0;
  let away = 0;
  for (const p of periods) {
    home += p.home;
    away += p.away;
  }
  return { sport, home, away, periods };
}

/** A set sport's final score: sets won (those played, then the way the rest go), points per set. */
function setsScore(
  sport: string,
  won: readonly [number, number],
  rest: readonly (0 | 1)[],
  periods: PeriodResult[],
) {
  let [home, away] = won;
  for (const w of rest) {
    if (w === 0) home++;
    else away++;
  }
  return { sport, home, away, periods };
}

class Collector {
  readonly items: { score: FinalScore; p: number }[] = [];
  add(score: FinalScore, p: number): void {
    if (p > CUT) this.items.push({ score, p });
  }
  done(): Scenarios {
    this.items.sort((a, b) => b.p - a.p);
    return { scores: this.items.map((i) => i.score), p: Float64Array.from(this.items, (i) => i.p) };
  }
}

/** Football: goals per half and side, independent Poisson on what is left of each half. */
function footballScenarios(s: ClockScript, st: ClockState): Scenarios {
  const goals = (half: 0 | 1, side: 0 | 1) =>
    support(shift(remainingPmf(s, side, shareLeft(s, st, half)), st.periods[half]?.[side] ?? 0));
  const [h1, a1, h2, a2] = [goals(0, 0), goals(0, 1), goals(1, 0), goals(1, 1)];
  const [k1, k2] = [s.periods[0]?.key ?? '1st_half', s.periods[1]?.key ?? '2nd_half'];
  const out = new Collector();
  for (const [x1, p1] of h1)
    for (const [y1, q1] of a1) {
      const first = p1 * q1;
      if (first <= CUT) continue;
      for (const [x2, p2] of h2)
        for (const [y2, q2] of a2) {
          const p = first * p2 * q2;
          if (p <= CUT) continue;
          out.add(
            finalScore(s.sport, [
              period(k1, 'regular_period', 1, x1, y1),
              period(k2, 'regular_period', 2, x2, y2),
            ]),
            p,
          );
        }
    }
  return out.done();
}

/**
 * The other clock sports: each side's regular-time score (what is in, plus Poisson or normal on
 * what is left). Regular time is one period here: no builder market of these sports reads a single
 * quarter or period. A level score goes to a tie-break period won by one point, home with the
 * probability the model prices the "incl. overtime" winner with.
 * The tie-break adds one point, not the points of a real overtime, so the builder's "incl.
 * overtime" totals and handicaps are a little off the markets' (which price overtime's points).
 */
function regularTimeScenarios(s: ClockScript, st: ClockState, seed: number): Scenarios {
  const regular: [number, number] = [0, 0];
  st.periods.forEach(([home, away], i) => {
    if (s.periods[i]?.type === 'regular_period') {
      regular[0] += home;
      regular[1] += away;
    }
  });
  const share = shareLeft(s, st);
  const home = shift(remainingPmf(s, 0, share), regular[0]);
  const away = shift(remainingPmf(s, 1, share), regular[1]);
  const pairs = s.sd > 0 ? latticePairs(home, away, seed) : exactPairs(home, away);
  const out = new Collector();
  const homeWinsOt = overtimeHomeWins(s);
  const regulation = (h: number, a: number) => period('regular_time', 'regular_period', 1, h, a);
  for (const [h, a, p] of pairs) {
    if (h !== a || !TIE_BREAKS.has(s.sport)) {
      out.add(finalScore(s.sport, [regulation(h, a)]), p);
      continue;
    }
    out.add(finalScore(s.sport, [regulation(h, a), period('overtime', 'overtime', 2, 1, 0)]), p * homeWinsOt);
    out.add(
      finalScore(s.sport, [regulation(h, a), period('overtime', 'overtime', 2, 0, 1)]),
      p * (1 - homeWinsOt),
    );
  }
  return out.done();
}

/** Cricket: runs of each innings, normal on the overs left (as `cricketMarkets` prices them). */
function cricketScenarios(s: ClockScript, st: ClockState, seed: number): Scenarios {
  const first: 0 | 1 = s.fmt === 'home-bats-first' ? 0 : 1;
  const second = (1 - first) as 0 | 1;
  const left = [st.remaining[0] ?? 0, st.remaining[1] ?? 0] as const;
  const runs = (innings: 0 | 1, side: 0 | 1) =>
    shift(
      discreteNormal((s.mu[side] as number) * left[innings], s.sd * Math.sqrt(left[innings])),
      st.score[side],
    );
  const out = new Collector();
  for (const [r1, r2, p] of latticePairs(runs(0, first), runs(1, second), seed)) {
    const innings = (n: 1 | 2, side: 0 | 1, r: number) =>
      period(
        n === 1 ? '1st_innings' : '2nd_innings',
        'regular_period',
        n,
        side === 0 ? r : 0,
        side === 1 ? r : 0,
      );
    out.add(finalScore(s.sport, [innings(1, first, r1), innings(2, second, r2)]), p);
  }
  return out.done();
}

/** A set's points for its winner and loser: the winner one ahead of half, at least one. */
function setPoints(total: number, winner: 0 | 1): [number, number] {
  const won = Math.floor(Math.max(0, total) / 2) + 1;
  const lost = Math.max(0, total - won);
  return winner === 0 ? [won, lost] : [lost, won];
}

/**
 * Couples the number of sets still to play with the match's total points, comonotonically: the
 * fewest sets take the lowest totals. Both marginals stay the model's (the set-score distribution,
 * and the normal total the total market is priced with), and the number of sets — what drives the
 * total points most — moves the total as it does in play. Returns [sets left, total, probability].
 */
function coupleSetsAndTotal(setsLeft: readonly [number, number][], total: readonly [number, number][]) {
  const out: [number, number, number][] = [];
  const massOf = (list: readonly [number, number][]) => list.reduce((sum, [, p]) => sum + p, 0);
  const scaleA = massOf(setsLeft);
  const scaleB = massOf(total);
  let i = 0;
  let j = 0;
  let endA = (setsLeft[0]?.[1] ?? 0) / scaleA;
  let endB = (total[0]?.[1] ?? 0) / scaleB;
  let at = 0;
  while (i < setsLeft.length && j < total.length) {
    const end = Math.min(endA, endB);
    const a = setsLeft[i] as [number, number];
    const b = total[j] as [number, number];
    if (end > at) out.push([a[0], b[0], end - at]);
    at = end;
    // The last item of each side runs to 1 whatever rounding left of its sum.
    if (endA <= end) endA = ++i === setsLeft.length - 1 ? 1 : endA + (setsLeft[i]?.[1] ?? 0) / scaleA;
    if (endB <= end) endB = ++j === total.length - 1 ? 1 : endB + (total[j]?.[1] ?? 0) / scaleB;
  }
  return out;
}

/**
 * Set sports: every way the remaining sets can go (the current set won with q0, later ones with q,
 * the deciding one with qLast — `setDistribution`'s recursion), and, for the sports whose point
 * totals are in the builder, the match's total points — the model's normal, coupled to the number
 * of sets (`coupleSetsAndTotal`). The total is spread evenly over the sets still to finish, each
 * set's winner one point ahead: only the winners and the sum are ever read.
 */
function setScenarios(s: SetsScript, st: SetsState): Scenarios {
  const m = setsModel(s, st);
  const [sa, sb] = st.sets;
  const need = Math.ceil(s.bestOf / 2);
  const ways: { winners: (0 | 1)[]; p: number }[] = [];
  const go = (a: number, b: number, p: number, first: boolean, winners: (0 | 1)[]) => {
    if (p <= CUT) return;
    if (a === need || b === need) {
      ways.push({ winners, p });
      return;
    }
    const q = first ? m.q0 : a + b === s.bestOf - 1 ? m.qLast : m.q;
    go(a + 1, b, p * q, false, [...winners, 0]);
    go(a, b + 1, p * (1 - q), false, [...winners, 1]);
  };
  go(sa, sb, 1, true, []);
  const done = st.setScores.slice(0, sa + sb);
  const donePoints = done.reduce((sum, [h, a]) => sum + h + a, 0);
  const setKey = (n: number) => `set_${n}`;
  const played = done.map(([h, a], i) => period(setKey(i + 1), 'regular_period', i + 1, h, a));
  const score = (winners: readonly (0 | 1)[], points: number) => {
    const k = winners.length;
    const rest = winners.map((w, i) => {
      const share = Math.floor(points / k) + (i < points % k ? 1 : 0);
      const [h, a] = setPoints(share, w);
      return period(setKey(sa + sb + i + 1), 'regular_period', sa + sb + i + 1, h, a);
    });
    return setsScore(s.sport, st.sets, winners, [...played, ...rest]);
  };
  const out = new Collector();
  if (!SET_POINTS.has(s.sport)) {
    for (const { winners, p } of ways) out.add(score(winners, winners.length), p);
    return out.done();
  }
  // The total as `setsMarkets` prices it: points so far, what the current set needs, later sets.
  const byLeft = new Map<number, number>();
  let eSets = 0;
  let eSets2 = 0;
  for (const { winners, p } of ways) {
    const n = sa + sb + winners.length;
    byLeft.set(winners.length, (byLeft.get(winners.length) ?? 0) + p);
    eSets += n * p;
    eSets2 += n * n * p;
  }
  const { mu, sd } = setsTotal(m, sa + sb, eSets, eSets2);
  const left = [...byLeft].sort((x, y) => x[0] - y[0]);
  for (const [k, t, pkt] of coupleSetsAndTotal(left, support(discreteNormal(mu, sd)))) {
    const pk = byLeft.get(k) as number;
    for (const { winners, p } of ways)
      if (winners.length === k) out.add(score(winners, Math.max(0, t - donePoints)), (pkt * p) / pk);
  }
  return out.done();
}

/**
 * The final scores a match can still end with, from its script at a state. Null when the builder
 * has no model: an unknown sport, a finished or decided match, or regular time over (overtime,
 * extra innings).
 * `seed` shifts the lattice of the sampled sports: the same match and moment give the same set.
 */
export function scenariosAt(script: MatchScript, st: MatchState, seed: number): Scenarios | null {
  if (st.finished || MODELLED[script.sport] === undefined) return null;
  if (script.family === 'sets' && st.family === 'sets') {
    const need = Math.ceil(script.bestOf / 2);
    return st.sets[0] >= need || st.sets[1] >= need ? null : setScenarios(script, st);
  }
  if (script.family !== 'clock' || st.family !== 'clock') return null;
  if (shareLeft(script, st) <= 0) return null;
  if (script.sport === 'football') return footballScenarios(script, st);
  if (script.sport === 'cricket') return cricketScenarios(script, st, seed);
  return regularTimeScenarios(script, st, seed);
}

// Pricing -----------------------------------------------------------------------------------------

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

// The pricer --------------------------------------------------------------------------------------

export interface DemoCustomBetPricerOptions {
  /** The catalogue's rows: the match with its script, and its market lines. */
  repo: {
    match(id: number): Promise<MatchRow | undefined>;
    markets(matchId: number): Promise<MarketRow[]>;
  };
  clock?: () => number;
  margin?: number;
}

type Priced = { odds: number } | { refused: string };

interface Entry {
  script: string;
  scenarios: Scenarios;
  legs: Map<string, Uint8Array>;
}

type Context =
  | { refused: null; entry: Entry; lines: Map<string, Line> }
  | { refused: string; entry: Entry | null; lines: Map<string, Line> };

interface Line {
  row: MarketRow;
  outcomes: TOutcome[];
  /** Open, in the builder's group, modelled, and on a half line: its active outcomes can be picked. */
  pickable: boolean;
}

const legKey = (leg: Leg) => `${leg.market_id}|${leg.specifier}|${leg.outcome_id}`;
const lineKeyOf = (marketId: number, specifier: string) => `${marketId}|${specifier}`;

/**
 * The demo's `CustomBetPricer` (and `CustomBetCalculator`): reads the match's script and market lines, and prices the selections
 * on the match's scenarios at the current moment (prematch: the prematch state; live: the state at
 * the start of the current `LIVE_WINDOW_MS` window). Scenario sets and the legs resulted on them are
 * kept for the last few matches and moments, so a builder growing one pick at a time costs little.
 */
export class DemoCustomBetPricer implements CustomBetCalculator {
  private readonly cache = new Map<string, Entry>();
  private readonly clock: () => number;
  private readonly margin: number;

  constructor(private readonly options: DemoCustomBetPricerOptions) {
    this.clock = options.clock ?? Date.now;
    this.margin = options.margin ?? BET_BUILDER_MARGIN;
  }

  async price(match: BettableMatch, selections: readonly Leg[]): Promise<Priced> {
    const ctx = await this.context(match, selections);
    if (ctx.refused !== null) return { refused: ctx.refused };
    return this.priceLegs(ctx.entry, selections);
  }

  /**
   * The price, and the match's pickable outcomes that cannot join these selections (another outcome
   * of a selected line, or no scenario in which they win together), as `${market}|${spec}|${outcome}`.
   */
  async calculate(
    match: BettableMatch,
    selections: readonly Leg[],
  ): Promise<{ priced: Priced; unavailable: string[] }> {
    const ctx = await this.context(match, selections);
    if (ctx.refused === BetsErrorKey.customBetUnavailable)
      return { priced: { refused: ctx.refused }, unavailable: [] };
    const priced: Priced =
      ctx.refused === null ? this.priceLegs(ctx.entry, selections) : { refused: ctx.refused };
    // Nothing joins selections that cannot win together; otherwise look for a scenario they share.
    const together = 'odds' in priced && ctx.entry ? this.together(ctx.entry, selections) : null;
    const chosen = new Set(selections.map(legKey));
    const chosenLines = new Set(selections.map((s) => lineKeyOf(s.market_id, s.specifier)));
    const out: string[] = [];
    for (const [key, line] of ctx.lines) {
      if (!line.pickable) continue;
      for (const o of line.outcomes) {
        const leg = { market_id: line.row.market_id, specifier: line.row.specifier, outcome_id: o.id };
        const id = legKey(leg);
        if (!o.active || chosen.has(id)) continue;
        const joins =
          together !== null &&
          ctx.entry !== null &&
          !chosenLines.has(key) &&
          this.canJoin(ctx.entry, together, leg);
        if (!joins) out.push(id);
      }
    }
    return { priced, unavailable: out };
  }

  private priceLegs(entry: Entry, selections: readonly Leg[]): Priced {
    const odds = customOdds(
      jointChance(
        entry.scenarios,
        selections.map((leg) => this.results(entry, leg)),
      ),
      this.margin,
    );
    return odds === null ? { refused: BetsErrorKey.customBetIncompatible } : { odds };
  }

  private results(entry: Entry, leg: Leg): Uint8Array {
    const key = legKey(leg);
    let results = entry.legs.get(key);
    if (!results) {
      results = legResults(entry.scenarios, leg);
      entry.legs.set(key, results);
    }
    return results;
  }

  /** Indices of the scenarios in which every selection wins, most likely first. */
  private together(entry: Entry, selections: readonly Leg[]): Int32Array {
    const legs = selections.map((leg) => this.results(entry, leg));
    const out: number[] = [];
    for (let j = 0; j < entry.scenarios.p.length; j++) if (legs.every((leg) => leg[j] === WIN)) out.push(j);
    return Int32Array.from(out);
  }

  /** Whether the leg wins in one of these scenarios; stops at the first (usually among the first few). */
  private canJoin(entry: Entry, together: Int32Array, leg: Leg): boolean {
    const known = entry.legs.get(legKey(leg));
    for (const j of together) {
      const wins = known
        ? known[j] === WIN
        : resultOutcome(leg, leg.outcome_id, entry.scenarios.scores[j] as FinalScore) === 'win';
      if (wins) return true;
    }
    return false;
  }

  /**
   * Loads and checks what a price needs: the match bettable and modelled, every selection an active
   * outcome of an open bet-builder line of this match, no two on one line. A refusal keeps the lines
   * (and the scenarios, when they could be built) for `calculate`.
   */
  private async context(match: BettableMatch, selections: readonly Leg[]): Promise<Context> {
    const lines = new Map<string, Line>();
    const refuse = (refused: string, entry: Entry | null = null): Context => ({ refused, entry, lines });
    if (!isBettableMatchStatus(match.status)) return refuse(BetsErrorKey.customBetUnavailable);
    if (selections.some((s) => 'match_id' in s && s.match_id !== match.id))
      return refuse(BetsErrorKey.customBetUnavailable);
    const [row, rows] = await Promise.all([
      this.options.repo.match(match.id),
      this.options.repo.markets(match.id),
    ]);
    if (!row?.script) return refuse(BetsErrorKey.customBetUnavailable);
    const script = parseScript(row.script);
    for (const r of rows) {
      const pickable =
        isMarketOpen(r.status) &&
        isModelled(script.sport, r.market_id) &&
        isHalfLineSpecifier(r.specifier) &&
        (JSON.parse(r.groups) as string[]).includes('betbuilder');
      lines.set(lineKeyOf(r.market_id, r.specifier), {
        row: r,
        outcomes: JSON.parse(r.outcomes) as TOutcome[],
        pickable,
      });
    }
    for (const s of selections) {
      const line = lines.get(lineKeyOf(s.market_id, s.specifier));
      const outcome = line?.outcomes.find((o) => o.id === s.outcome_id) ?? null;
      const open =
        line !== undefined &&
        isSelectionOpen({ matchStatus: match.status, marketStatus: line.row.status, outcome });
      if (!line?.pickable || !open) return refuse(BetsErrorKey.customBetUnavailable);
    }
    const entry = this.entry(row, script);
    if (!entry) return refuse(BetsErrorKey.customBetUnavailable);
    const picked = new Set(selections.map((s) => lineKeyOf(s.market_id, s.specifier)));
    if (picked.size !== selections.length) return refuse(BetsErrorKey.customBetIncompatible, entry);
    return { refused: null, entry, lines };
  }

  /** The scenario set of the match now, from the cache when this match and moment were priced before. */
  private entry(row: MatchRow, script: MatchScript): Entry | null {
    const now = this.clock();
    const windowStart = Math.floor(now / LIVE_WINDOW_MS) * LIVE_WINDOW_MS;
    const moment = now < row.start_time ? 'prematch' : `live@${windowStart}`;
    const key = `${row.id}|${moment}`;
    const hit = this.cache.get(key);
    if (hit && hit.script === row.script) {
      // Most recently used last: the first key is the one to evict.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const x = now < row.start_time ? -1 : Math.max(0, (windowStart - row.start_time) / 1000);
    const scenarios = scenariosAt(script, stateAt(script, x), hash32('custom-bet', row.id, moment));
    if (!scenarios) return null;
    const entry: Entry = { script: row.script as string, scenarios, legs: new Map() };
    this.cache.set(key, entry);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return entry;
  }
}
