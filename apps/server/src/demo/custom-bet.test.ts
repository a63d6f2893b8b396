import { BetsErrorKey } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { MarketRow, MatchRow } from '../db/schema';
import type { BettableMatch } from '../modules/bets/repo';
import type { GeneratedEvent } from './catalogue/index';
import { type Draft, draftsAt, priceMarketsAt } from './catalogue/markets/index';
import { parseScript, stateAt } from './catalogue/progress';
import { aWindow, DAY, instants, NOW } from './catalogue/test-fixtures';
import {
  BET_BUILDER_MARGIN,
  customOdds,
  DemoCustomBetPricer,
  isHalfLineSpecifier,
  isModelled,
  jointChance,
  type Leg,
  LIVE_WINDOW_MS,
  legResults,
  type Scenarios,
  scenariosAt,
} from './custom-bet';

const week = aWindow(NOW - 2 * DAY, NOW + 3 * DAY);
const scriptOf = (event: GeneratedEvent) => parseScript(event.match.script as string);
/** A top-tier football match: the full market list (correct score, 1X2 & BTTS, …). */
const derby = week.find((e) => scriptOf(e).sport === 'football' && scriptOf(e).tier >= 2) as GeneratedEvent;
const derbyScript = scriptOf(derby);
const prematch = stateAt(derbyScript, -1);
const derbyScenarios = scenariosAt(derbyScript, prematch, 1) as Scenarios;
const drafts = draftsAt(derbyScript, prematch, false);

const leg = (market_id: number, specifier: string, outcome_id: string): Leg => ({
  market_id,
  specifier,
  outcome_id,
});
const HOME = leg(1, '', '1');
const DRAW = leg(1, '', '2');
const AWAY = leg(1, '', '3');
const over = (line: number) => leg(18, `total=${line}`, '12');
const under = (line: number) => leg(18, `total=${line}`, '13');
const BTTS = leg(29, '', '74');
const HOME_FIRST_HALF = leg(60, '', '1');

function chance(scenarios: Scenarios, ...legs: Leg[]) {
  return jointChance(
    scenarios,
    legs.map((l) => legResults(scenarios, l)),
  );
}
/** The model's fair probability of one outcome. */
function fair(list: readonly Draft[], l: Leg): number {
  const draft = list.find((d) => d.id === l.market_id && d.spec === l.specifier);
  const outcome = draft?.outcomes.find((o) => o.id === l.outcome_id);
  if (!outcome) throw new Error(`no ${l.market_id} ${l.specifier} ${l.outcome_id} in the model`);
  return outcome.p;
}
const priceOf = (p: number) => Math.floor(1000 / (p * (1 + BET_BUILDER_MARGIN)) + 1e-6);

describe('scenarios', () => {
  /** Eight matches of every sport, before the start and at three moments of play. */
  const perSport = new Map<string, number>();
  const moments = week
    .filter((e) => {
      const sport = scriptOf(e).sport;
      perSport.set(sport, (perSport.get(sport) ?? 0) + 1);
      return (perSport.get(sport) ?? 0) <= 8;
    })
    .flatMap((e) => {
      const script = scriptOf(e);
      return [-1, ...instants(3, 0, script.dur)].map((x) => ({ e, script, x }));
    });

  it('hold the whole final-score distribution of every modelled sport', () => {
    const sports = new Set<string>();
    const off: string[] = [];
    for (const { e, script, x } of moments) {
      const scenarios = scenariosAt(script, stateAt(script, x), 7);
      if (!scenarios) continue;
      sports.add(script.sport);
      const mass = scenarios.p.reduce((a, b) => a + b, 0);
      if (mass < 0.9999 || mass > 1 + 1e-9) off.push(`${e.match.id} ${script.sport} x=${x}: ${mass}`);
    }
    expect(off).toEqual([]);
    expect(sports.size).toBeGreaterThanOrEqual(12);
  });

  it('price a single selection at its market’s fair probability', () => {
    // Sampled sports (a 2584-point lattice) are within sampling error; the rest are exact. The market
    // prices its "incl. overtime" handicap and total lines (223, 225, 227, 228, 256, 258) with the
    // points of overtime, while the builder plays a one-point tie-break: those are left out.
    const SAMPLED = new Set(['basketball', 'handball', 'rugby', 'american-football', 'cricket']);
    const OVERTIME_POINTS = new Set([223, 225, 227, 228, 256, 258]);
    const worst = new Map<string, number>();
    const off: string[] = [];
    let checked = 0;
    for (const { script, x } of moments) {
      const st = stateAt(script, x);
      const scenarios = scenariosAt(script, st, 7);
      if (!scenarios) continue;
      for (const d of draftsAt(script, st, x >= 0)) {
        if (!d.groups.includes('betbuilder') || OVERTIME_POINTS.has(d.id)) continue;
        if (!isModelled(script.sport, d.id) || !isHalfLineSpecifier(d.spec)) continue;
        for (const o of d.outcomes) {
          // A void (a tied cricket match) returns the stake: half a win, as the model's super over.
          const c = chance(scenarios, leg(d.id, d.spec, o.id));
          const diff = Math.abs(c.win + c.void / 2 - o.p);
          const tolerance = SAMPLED.has(script.sport) ? 0.01 : 1e-4;
          if (diff > tolerance) off.push(`${script.sport} ${d.id} ${d.spec} ${o.id} x=${x}: ${diff}`);
          const key = `${script.sport} ${d.id}`;
          worst.set(key, Math.max(worst.get(key) ?? 0, diff));
          checked++;
        }
      }
    }
    console.info(
      '[custom-bet] single selections vs the market model, worst |ΔP|:',
      [...worst].map(([k, v]) => `${k} ${v.toFixed(4)}`).join(', '),
    );
    expect(off).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('are the same for the same match and moment', () => {
    const basketball = moments.find(({ script }) => script.sport === 'basketball');
    if (!basketball) throw new Error('no basketball match in the window');
    const { script } = basketball;
    const a = scenariosAt(script, stateAt(script, -1), 42) as Scenarios;
    const b = scenariosAt(script, stateAt(script, -1), 42) as Scenarios;
    expect(b.p).toEqual(a.p);
    expect(b.scores).toEqual(a.scores);
  });

  it('start from the score so far: after a goal there is no under 0.5', () => {
    const firstGoal = derbyScript.family === 'clock' ? derbyScript.ev[0] : undefined;
    if (!firstGoal) throw new Error('a goalless derby');
    const after = scenariosAt(derbyScript, stateAt(derbyScript, firstGoal[0] + 1), 1) as Scenarios;
    expect(chance(after, under(0.5)).win).toBe(0);
    expect(chance(after, over(0.5)).win).toBeCloseTo(1, 5);
  });

  it('close the builder after regular time and at the end', () => {
    expect(scenariosAt(derbyScript, stateAt(derbyScript, derbyScript.dur), 1)).toBeNull();
  });
});

describe('pricing same-match selections together', () => {
  it('prices Home win + Over 2.5 above the product of their chances (they go together)', () => {
    const joint = chance(derbyScenarios, HOME, over(2.5)).win;
    const product = fair(drafts, HOME) * fair(drafts, over(2.5));
    console.info(
      `[custom-bet] Home win ${fair(drafts, HOME).toFixed(4)} × Over 2.5 ${fair(drafts, over(2.5)).toFixed(4)} = ${product.toFixed(4)}; together ${joint.toFixed(4)} → ${priceOf(joint)} (product of odds: ${priceOf(product)})`,
    );
    expect(joint).toBeGreaterThan(product * 1.05);
    expect(customOdds({ win: joint, void: 0 })).toBe(priceOf(joint));
    expect(priceOf(joint)).toBeLessThan(priceOf(product));
  });

  it('prices Home win + Under 2.5 below the product of their chances (they pull apart)', () => {
    const joint = chance(derbyScenarios, HOME, under(2.5)).win;
    const product = fair(drafts, HOME) * fair(drafts, under(2.5));
    console.info(
      `[custom-bet] Home win × Under 2.5 = ${product.toFixed(4)}; together ${joint.toFixed(4)} → ${priceOf(joint)} (product of odds: ${priceOf(product)})`,
    );
    expect(joint).toBeLessThan(product * 0.95);
  });

  it('prices Home win & both teams to score as market 35 (1X2 & BTTS) does', () => {
    const joint = chance(derbyScenarios, HOME, BTTS).win;
    const market35 = fair(drafts, leg(35, '', '78'));
    expect(joint).toBeCloseTo(market35, 5);
    const draw = chance(derbyScenarios, DRAW, leg(29, '', '76')).win;
    expect(draw).toBeCloseTo(fair(drafts, leg(35, '', '81')), 5);
    // Scenarios below 1e-8 are left out (about 1e-6 in all): at most one step of ×1000 apart.
    expect(Math.abs((customOdds({ win: joint, void: 0 }) as number) - priceOf(market35))).toBeLessThanOrEqual(
      1,
    );
  });

  it('prices Home win & Over 2.5 as market 37 (1X2 & total) does', () => {
    expect(chance(derbyScenarios, HOME, over(2.5)).win).toBeCloseTo(
      fair(drafts, leg(37, 'total=2.5', '794')),
      5,
    );
    expect(chance(derbyScenarios, AWAY, under(2.5)).win).toBeCloseTo(
      fair(drafts, leg(37, 'total=2.5', '799')),
      5,
    );
  });

  it('reads the halves: a first-half home lead and a home win go together', () => {
    const joint = chance(derbyScenarios, HOME_FIRST_HALF, HOME).win;
    expect(joint).toBeGreaterThan(fair(drafts, HOME_FIRST_HALF) * fair(drafts, HOME));
    // Halftime/fulltime 1/1 is the same event.
    expect(joint).toBeCloseTo(fair(drafts, leg(47, '', '418')), 5);
  });

  it.each([
    ['Home win + Away win', [HOME, AWAY]],
    ['Under 1.5 + Over 2.5', [under(1.5), over(2.5)]],
    ['Away win + Under 0.5', [AWAY, under(0.5)]],
    ['1st half home win + Under 0.5', [HOME_FIRST_HALF, under(0.5)]],
  ])('finds no chance for %s', (_, legs) => {
    const c = chance(derbyScenarios, ...legs);
    expect(c.win).toBe(0);
    expect(customOdds(c)).toBeNull();
  });
});

describe('customOdds', () => {
  it('is 1 / (P × 1.08) ×1000, rounded down', () => {
    expect(customOdds({ win: 0.5, void: 0 })).toBe(1851);
    expect(customOdds({ win: 0.25, void: 0 })).toBe(3703);
    expect(customOdds({ win: 0.5, void: 0 }, 0)).toBe(2000);
  });

  it('is at least 1.01', () => {
    expect(customOdds({ win: 0.99, void: 0 })).toBe(1010);
  });

  it('keeps the expected return at 1 / 1.08 when a void returns the stake', () => {
    const odds = customOdds({ win: 0.4, void: 0.1 }) as number;
    expect((odds / 1000) * 0.4 + 0.1).toBeCloseTo(1 / 1.08, 3);
  });

  it('has no price for legs that cannot all win', () => {
    expect(customOdds({ win: 0, void: 0.3 })).toBeNull();
  });
});

describe('isHalfLineSpecifier', () => {
  it.each([
    ['', true],
    ['total=2.5', true],
    ['hcp=-1.5', true],
    ['hcp=0:1', true],
    ['inningsnr=1|total=174.5', true],
    ['setnr=2', true],
    ['total=2', false],
    ['hcp=-0.25', false],
    ['hcp=+1.75', false],
  ])('%s → %s', (specifier, half) => {
    expect(isHalfLineSpecifier(specifier)).toBe(half);
  });
});

describe('DemoCustomBetPricer', () => {
  function aPricer(
    event: GeneratedEvent,
    options: { now?: number; status?: BettableMatch['status']; edit?: (rows: MarketRow[]) => void } = {},
  ) {
    let now = options.now ?? event.match.start_time - 3_600_000;
    const id = Number(event.match.id);
    const rows = priceMarketsAt({ ...event.match, id }, now) as MarketRow[];
    options.edit?.(rows);
    const reads = { match: 0 };
    const pricer = new DemoCustomBetPricer({
      repo: {
        match: async () => {
          reads.match++;
          return { ...event.match, id } as MatchRow;
        },
        markets: async () => rows,
      },
      clock: () => now,
    });
    const match = {
      id,
      status: options.status ?? (now < event.match.start_time ? 0 : 1),
    } as BettableMatch;
    return { pricer, match, rows, setNow: (t: number) => (now = t) };
  }

  it('prices the selections from the scenarios, with the bet-builder margin', async () => {
    const { pricer, match } = aPricer(derby);
    const priced = await pricer.price(match, [HOME, over(2.5), BTTS]);
    const expected = customOdds(chance(derbyScenarios, HOME, over(2.5), BTTS));
    expect(priced).toEqual({ odds: expected });
  });

  it.each([
    ['a market outside the bet builder', [HOME, leg(16, 'hcp=-0.5', '1714')]],
    ['an outcome the line does not have', [HOME, leg(18, 'total=2.5', '99')]],
    ['a line the match does not offer', [HOME, over(9.5)]],
  ])('refuses %s as unavailable', async (_, legs) => {
    const { pricer, match } = aPricer(derby);
    expect(await pricer.price(match, legs)).toEqual({ refused: BetsErrorKey.customBetUnavailable });
  });

  it('refuses a suspended line as unavailable', async () => {
    const { pricer, match } = aPricer(derby, {
      edit: (rows) => {
        for (const row of rows) if (row.market_id === 29) row.status = -1;
      },
    });
    expect(await pricer.price(match, [HOME, BTTS])).toEqual({ refused: BetsErrorKey.customBetUnavailable });
  });

  it('refuses a match that is not prematch or live as unavailable', async () => {
    const { pricer, match } = aPricer(derby, { status: 4 });
    expect(await pricer.price(match, [HOME, BTTS])).toEqual({ refused: BetsErrorKey.customBetUnavailable });
  });

  it('refuses selections of another match as unavailable', async () => {
    const { pricer, match } = aPricer(derby);
    const foreign = { ...BTTS, match_id: match.id + 1 };
    expect(await pricer.price(match, [HOME, foreign])).toEqual({
      refused: BetsErrorKey.customBetUnavailable,
    });
  });

  it('refuses two outcomes of one line as incompatible, even when both could win', async () => {
    const { pricer, match } = aPricer(derby);
    expect(await pricer.price(match, [HOME, DRAW])).toEqual({ refused: BetsErrorKey.customBetIncompatible });
    expect(await pricer.price(match, [leg(10, '', '9'), leg(10, '', '10')])).toEqual({
      refused: BetsErrorKey.customBetIncompatible,
    });
  });

  it('refuses selections that cannot win together as incompatible', async () => {
    const { pricer, match } = aPricer(derby);
    expect(await pricer.price(match, [HOME, AWAY])).toEqual({ refused: BetsErrorKey.customBetIncompatible });
    expect(await pricer.price(match, [under(1.5), over(2.5)])).toEqual({
      refused: BetsErrorKey.customBetIncompatible,
    });
  });

  it('lists the outcomes that cannot join the selections', async () => {
    const { pricer, match } = aPricer(derby);
    const { priced, unavailable } = await pricer.calculate(match, [under(1.5)]);
    expect('odds' in priced).toBe(true);
    // The other outcome of the line, every over of 1.5 goals or more (match, 1st half, either side),
    // and both teams to score, which needs two goals; nothing else of the match.
    expect([...unavailable].sort()).toEqual(
      [
        '18|total=1.5|12',
        '18|total=2.5|12',
        '18|total=3.5|12',
        '18|total=4.5|12',
        '18|total=5.5|12',
        '19|total=1.5|12',
        '19|total=2.5|12',
        '20|total=1.5|12',
        '20|total=2.5|12',
        '29||74',
        '68|total=1.5|12',
        '68|total=2.5|12',
      ].sort(),
    );
  });

  it('lists every other outcome when the selections cannot win together', async () => {
    const { pricer, match, rows } = aPricer(derby);
    const { priced, unavailable } = await pricer.calculate(match, [HOME, AWAY]);
    expect(priced).toEqual({ refused: BetsErrorKey.customBetIncompatible });
    const builder = rows.filter((r) => r.groups.includes('"betbuilder"'));
    const outcomes = builder.reduce((n, r) => n + (JSON.parse(r.outcomes) as unknown[]).length, 0);
    expect(unavailable).toHaveLength(outcomes - 2);
  });

  it('keeps a live price for its window and reads the match again after it', async () => {
    const start = derby.match.start_time;
    // The first window of the first half where the pair has a price (not decided or suspended).
    let at = 0;
    for (let minute = 5; minute <= 40 && at === 0; minute++) {
      const candidate = Math.ceil((start + minute * 60_000) / LIVE_WINDOW_MS) * LIVE_WINDOW_MS;
      const { pricer, match } = aPricer(derby, { now: candidate });
      if ('odds' in (await pricer.price(match, [HOME, BTTS]))) at = candidate;
    }
    expect(at).toBeGreaterThan(0);
    const { pricer, match, setNow } = aPricer(derby, { now: at });
    const first = await pricer.price(match, [HOME, BTTS]);
    expect(first).toHaveProperty('odds');
    setNow(at + LIVE_WINDOW_MS - 1);
    expect(await pricer.price(match, [HOME, BTTS])).toEqual(first);
    setNow(at + 10 * 60_000);
    expect(await pricer.price(match, [HOME, BTTS])).not.toEqual(first);
  });

  it('prices four selections of a football match quickly (figures printed)', async () => {
    const { pricer, match } = aPricer(derby);
    const legs = [HOME, over(1.5), BTTS, HOME_FIRST_HALF];
    let t = performance.now();
    const cold = await pricer.price(match, legs);
    const coldMs = performance.now() - t;
    t = performance.now();
    const runs = 50;
    for (let i = 0; i < runs; i++) await pricer.price(match, legs);
    const warmMs = (performance.now() - t) / runs;
    t = performance.now();
    const calculated = await pricer.calculate(match, legs);
    const calculateMs = performance.now() - t;
    console.info(
      `[custom-bet] 4 selections, ${derbyScenarios.scores.length} scenarios: first price ${coldMs.toFixed(1)} ms, then ${warmMs.toFixed(2)} ms; calculate with ${calculated.unavailable.length} unavailable ${calculateMs.toFixed(1)} ms`,
    );
    expect('odds' in cold).toBe(true);
  });
});
