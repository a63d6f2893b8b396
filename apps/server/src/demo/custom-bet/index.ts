import { isBettableMatchStatus, isMarketOpen, isSelectionOpen } from '@sportsbook/betting';
import { BetsErrorKey, type TOutcome } from '@sportsbook/contract';
import type { MarketRow, MatchRow } from '../../db/schema';
import type { CustomBetCalculator } from '../../modules/bets/custom-bets';
import type { BettableMatch } from '../../modules/bets/repo';
import { type FinalScore, resultOutcome } from '../../modules/bets/resulting';
import { parseScript, stateAt } from '../catalogue/progress';
import { hash32 } from '../catalogue/rng';
import type { MatchScript } from '../catalogue/script';
import { isHalfLineSpecifier, isModelled, type Leg } from './coverage';
import { BET_BUILDER_MARGIN, customOdds, jointChance, legResults, WIN } from './pricing';
import { type Scenarios, scenariosAt } from './scenarios';

/**
 * The demo's bet builder: prices selections of one match together, with their correlation.
 *
 * The match model that prices the demo markets (`catalogue/markets/`) is a distribution of the
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
 *
 * `coverage.ts` says which markets are modelled, `lattice.ts` pairs independent scores, `scenarios.ts`
 * builds the scenarios per sport, `pricing.ts` turns them into a price; this file is the pricer.
 */

export { isHalfLineSpecifier, isModelled, type Leg } from './coverage';
export { BET_BUILDER_MARGIN, customOdds, jointChance, legResults } from './pricing';
export { type Scenarios, scenariosAt } from './scenarios';

/** A live price holds for a window: the match is read as it stood when the window began. */
export const LIVE_WINDOW_MS = 5_000;
/** Scenario sets kept (a football set is some 1 600 scores): the matches being built on now. */
const CACHE_SIZE = 32;

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
