import type { NewMarket } from '../../../db/schema';
import {
  addPmf,
  diffPmf,
  discreteNormal,
  mean,
  mixPmf,
  normalCdf,
  type Pmf,
  pointMass,
  poissonPmf,
  priceOutcomes,
  probAbove,
  probEqual,
  shift,
  splitLineProb,
} from '../odds';
import { type ClockState, type MatchState, parseScript, type SetsState, stateAt } from '../progress';
import { type ClockScript, type MatchScript, ordinal, type SetsScript } from '../script';

/** A market before margin: fair probabilities per outcome. */
export interface Draft {
  id: number;
  /** Outcomes that win on any result (2 for double chance); the book's probabilities sum to this. */
  winners?: number;
  spec: string;
  name: string;
  outcomes: { id: string; name: string; p: number }[];
  groups: string[];
  /** 'top' on every line, or only on the most balanced line of the type. */
  top?: 'always' | 'balanced';
  main?: boolean;
}

interface Ctx {
  live: boolean;
  home: string;
  away: string;
  tier: number;
  out: Draft[];
}

const PREMATCH_BAND = 0.06;
const LIVE_BAND = 0.1;

function fmtLine(h: number): string {
  return h > 0 ? `+${h}` : h === 0 ? '0' : `${h}`;
}

function push(ctx: Ctx, d: Draft): void {
  ctx.out.push(d);
}

/** Picks up to n lines whose first outcome's probability is inside the band, most even first. */
function pickLines(
  cands: readonly number[],
  pFirst: (l: number) => number,
  n: number,
  live: boolean,
): { line: number; p: number }[] {
  const band = live ? LIVE_BAND : PREMATCH_BAND;
  return cands
    .map((line) => ({ line, p: pFirst(line) }))
    .filter(({ p }) => p >= band && p <= 1 - band)
    .sort((a, b) => Math.abs(a.p - 0.5) - Math.abs(b.p - 0.5) || a.line - b.line)
    .slice(0, n)
    .sort((a, b) => a.line - b.line);
}

function halfLines(from: number, to: number): number[] {
  const out: number[] = [];
  for (let l = Math.floor(from) + 0.5; l <= to; l += 1) out.push(l);
  return out;
}

function totalMarkets(
  ctx: Ctx,
  id: number,
  name: string,
  total: Pmf,
  cands: number[],
  n: number,
  groups: string[],
  spec = '',
): void {
  for (const { line, p } of pickLines(cands, (l) => probAbove(total, l), n, ctx.live)) {
    push(ctx, {
      id,
      spec: `${spec}total=${line}`,
      name,
      outcomes: [
        { id: '12', name: `Over ${line}`, p },
        { id: '13', name: `Under ${line}`, p: 1 - p },
      ],
      groups: [...groups, 'totals'],
      top: 'balanced',
    });
  }
}

function handicapMarkets(
  ctx: Ctx,
  id: number,
  name: string,
  diff: Pmf,
  cands: number[],
  n: number,
  groups: string[],
): void {
  const home = (l: number) =>
    splitLineProb(
      l,
      (x) => probAbove(diff, -x),
      (x) => 1 - probAbove(diff, -x) - probEqual(diff, -x),
    );
  for (const { line, p } of pickLines(cands, home, n, ctx.live)) {
    push(ctx, {
      id,
      spec: `hcp=${line}`,
      name,
      outcomes: [
        { id: '1714', name: `${ctx.home} (${fmtLine(line)})`, p },
        { id: '1715', name: `${ctx.away} (${fmtLine(-line)})`, p: 1 - p },
      ],
      groups: [...groups, 'handicap'],
      top: 'balanced',
    });
  }
}

function threeWay(diff: Pmf): [number, number, number] {
  const h = probAbove(diff, 0);
  const x = probEqual(diff, 0);
  return [h, x, Math.max(0, 1 - h - x)];
}

function oneXTwo(
  ctx: Ctx,
  id: number,
  name: string,
  diff: Pmf,
  groups: string[],
  main = false,
): [number, number, number] {
  const [h, x, a] = threeWay(diff);
  push(ctx, {
    id,
    spec: '',
    name,
    outcomes: [
      { id: '1', name: ctx.home, p: h },
      { id: '2', name: 'Draw', p: x },
      { id: '3', name: ctx.away, p: a },
    ],
    groups,
    top: main ? 'always' : undefined,
    main,
  });
  return [h, x, a];
}

function winner(
  ctx: Ctx,
  id: number,
  name: string,
  pHome: number,
  groups: string[],
  main = false,
  spec = '',
): void {
  push(ctx, {
    id,
    spec,
    name,
    outcomes: [
      { id: '4', name: ctx.home, p: pHome },
      { id: '5', name: ctx.away, p: 1 - pHome },
    ],
    groups,
    top: main ? 'always' : undefined,
    main,
  });
}

function doubleChance(ctx: Ctx, [h, x, a]: [number, number, number], groups: string[]): void {
  // Each outcome covers two of the three results: two outcomes win whatever happens.
  push(ctx, {
    id: 10,
    spec: '',
    name: 'Double chance',
    winners: 2,
    outcomes: [
      { id: '9', name: `${ctx.home} or draw`, p: h + x },
      { id: '10', name: `${ctx.home} or ${ctx.away}`, p: h + a },
      { id: '11', name: `Draw or ${ctx.away}`, p: x + a },
    ],
    groups,
    top: 'always',
  });
}

function yesNo(ctx: Ctx, id: number, name: string, pYes: number, groups: string[], spec = ''): void {
  push(ctx, {
    id,
    spec,
    name,
    outcomes: [
      { id: '74', name: 'Yes', p: pYes },
      { id: '76', name: 'No', p: 1 - pYes },
    ],
    groups,
  });
}

function oddEven(ctx: Ctx, id: number, name: string, total: Pmf, groups: string[]): void {
  let odd = 0;
  for (let i = 0; i < total.p.length; i++) if ((total.off + i) % 2 !== 0) odd += total.p[i] as number;
  push(ctx, {
    id,
    spec: '',
    name,
    outcomes: [
      { id: '70', name: 'Odd', p: odd },
      { id: '72', name: 'Even', p: 1 - odd },
    ],
    groups,
  });
}

// Clock sports ----------------------------------------------------------------------------------

/** Remaining score of one side: Poisson or normal on what is left of regulation. */
export function remainingPmf(s: ClockScript, side: 0 | 1, share: number): Pmf {
  const mu = (s.mu[side] as number) * share;
  return s.sd > 0 ? discreteNormal(mu, s.sd * Math.sqrt(share)) : poissonPmf(mu, 12);
}

/** Share of the expected regulation score still to come (of one regulation period with `only`). */
export function shareLeft(s: ClockScript, st: ClockState, only?: number): number {
  let share = 0;
  s.w.forEach((w, i) => {
    if (only === undefined || only === i) share += w * (st.remaining[i] ?? 0);
  });
  return share;
}

function finalPmfs(s: ClockScript, st: ClockState): ScorePmfs {
  const share = shareLeft(s, st);
  const home = shift(remainingPmf(s, 0, share), st.score[0]);
  const away = shift(remainingPmf(s, 1, share), st.score[1]);
  return { home, away, diff: diffPmf(home, away), total: addPmf(home, away) };
}

/** The score distributions of a clock sport's match: each side's, the margin and the total. */
interface ScorePmfs {
  home: Pmf;
  away: Pmf;
  diff: Pmf;
  total: Pmf;
}

type Tally = Map<number, number>;

function tally(into: Tally, value: number, weight: number): void {
  into.set(value, (into.get(value) ?? 0) + weight);
}

function pmfOfTally(t: Tally): Pmf {
  const keys = [...t.keys()];
  if (keys.length === 0) return pointMass(0);
  const off = Math.min(...keys);
  const p = new Float64Array(Math.max(...keys) - off + 1);
  let sum = 0;
  for (const w of t.values()) sum += w;
  for (const [k, w] of t) p[k - off] = w / sum;
  return { off, p };
}

const overtimeCache = new Map<string, ScorePmfs>();

/**
 * What extra time adds once regulation ends level, played as script.ts plays it: its margin (never
 * 0) and the points each side and both score in it. Null for sports without extra time.
 * - basketball: up to four overtimes, each side scoring about a tenth of a game's mean in each, and
 *   a one-point decider if still level;
 * - baseball: extra innings 10–15 at the innings' run rates, the home side winning a 15th that would
 *   end level;
 * - American football: the first score wins, a field goal (60 %) or a touchdown (40 %).
 */
function overtimeOf(s: ClockScript): ScorePmfs | null {
  if (s.sport !== 'american-football' && s.sport !== 'basketball' && s.sport !== 'baseball') return null;
  const key = `${s.sport}|${s.mu.join(',')}|${s.tie}`;
  const cached = overtimeCache.get(key);
  if (cached) return cached;
  let ot: ScorePmfs;
  if (s.sport === 'american-football') {
    const win = (p: number): Pmf => ({ off: 0, p: Float64Array.of(1 - p, 0, 0, 0.6 * p, 0, 0, 0.4 * p) });
    const away = (1 - s.tie) as number;
    ot = {
      home: win(s.tie),
      away: win(away),
      diff: {
        off: -6,
        p: Float64Array.of(0.4 * away, 0, 0, 0.6 * away, 0, 0, 0, 0, 0, 0.6 * s.tie, 0, 0, 0.4 * s.tie),
      },
      total: { off: 3, p: Float64Array.of(0.6, 0, 0, 0.4) },
    };
  } else {
    const basketball = s.sport === 'basketball';
    const perPeriod: [Pmf, Pmf] = basketball
      ? ([0, 1].map(() => discreteNormal((s.mu[0] + s.mu[1]) / 20, 3)) as [Pmf, Pmf])
      : [poissonPmf(s.mu[0] / 9), poissonPmf(s.mu[1] / 9)];
    const periods = basketball ? 4 : 6;
    const diff: Tally = new Map();
    const parts = { home: [] as [number, Pmf][], away: [] as [number, Pmf][], total: [] as [number, Pmf][] };
    let level = { home: pointMass(0), away: pointMass(0), total: pointMass(0) };
    let stillLevel = 1;
    for (let k = 0; k < periods; k++) {
      const [hp, ap] = perPeriod;
      const decided = { home: new Map(), away: new Map(), total: new Map() } as Record<
        'home' | 'away' | 'total',
        Tally
      >;
      const tied: Tally = new Map();
      let pTie = 0;
      for (let i = 0; i < hp.p.length; i++) {
        for (let j = 0; j < ap.p.length; j++) {
          const w = (hp.p[i] as number) * (ap.p[j] as number);
          const [h, a] = [hp.off + i, ap.off + j];
          if (h === a) {
            pTie += w;
            tally(tied, h, w);
          } else {
            tally(diff, h - a, stillLevel * w);
            tally(decided.home, h, w);
            tally(decided.away, a, w);
            tally(decided.total, h + a, w);
          }
        }
      }
      for (const side of ['home', 'away', 'total'] as const)
        parts[side].push([stillLevel * (1 - pTie), addPmf(level[side], pmfOfTally(decided[side]))]);
      const each = pmfOfTally(tied);
      level = {
        home: addPmf(level.home, each),
        away: addPmf(level.away, each),
        total: addPmf(level.total, addPmf(each, each)),
      };
      stillLevel *= pTie;
    }
    // Still level: basketball's one-point decider (home with P = tie); baseball's home walk-off.
    const homeDecides = basketball ? s.tie : 1;
    tally(diff, 1, stillLevel * homeDecides);
    tally(diff, -1, stillLevel * (1 - homeDecides));
    parts.home.push(
      [stillLevel * homeDecides, shift(level.home, 1)],
      [stillLevel * (1 - homeDecides), level.home],
    );
    parts.away.push(
      [stillLevel * (1 - homeDecides), shift(level.away, 1)],
      [stillLevel * homeDecides, level.away],
    );
    parts.total.push([stillLevel, shift(level.total, 1)]);
    ot = {
      home: mixPmf(parts.home),
      away: mixPmf(parts.away),
      diff: pmfOfTally(diff),
      total: mixPmf(parts.total),
    };
  }
  if (overtimeCache.size > 5000) overtimeCache.clear();
  overtimeCache.set(key, ot);
  return ot;
}

/** P(home wins the extra time), as `overtimeOf` plays it; the script's `tie` for other sports. */
export function overtimeHomeWins(s: ClockScript): number {
  const ot = overtimeOf(s);
  return ot ? probAbove(ot.diff, 0) : s.tie;
}

/**
 * The final score including extra time, for the markets settled on it ("incl. overtime", "incl.
 * extra innings"): regulation decides with P(margin ≠ 0), otherwise extra time's points are added.
 * NOTE: a match already in extra time is priced from its score as if the extra time starts now.
 */
function withOvertime(s: ClockScript, regulation: ScorePmfs): ScorePmfs {
  const ot = overtimeOf(s);
  const level = probEqual(regulation.diff, 0);
  if (!ot || level === 0) return regulation;
  const decided = { off: regulation.diff.off, p: Float64Array.from(regulation.diff.p) };
  decided.p[-decided.off] = 0;
  const extended = (side: 'home' | 'away' | 'total') =>
    mixPmf([
      [1 - level, regulation[side]],
      [level, addPmf(regulation[side], ot[side])],
    ]);
  return {
    home: extended('home'),
    away: extended('away'),
    total: extended('total'),
    diff: mixPmf([
      [1, decided],
      [level, ot.diff],
    ]),
  };
}

function teamTotals(
  ctx: Ctx,
  idHome: number,
  idAway: number,
  unit: string,
  home: Pmf,
  away: Pmf,
  cands: [number[], number[]],
  n: number,
): void {
  totalMarkets(ctx, idHome, `${ctx.home} total ${unit}`, home, cands[0], n, ['all', 'betbuilder']);
  totalMarkets(ctx, idAway, `${ctx.away} total ${unit}`, away, cands[1], n, ['all', 'betbuilder']);
}

function footballMarkets(ctx: Ctx, s: ClockScript, st: ClockState): void {
  const top = ctx.tier >= 2;
  const inFirstHalf = (st.remaining[0] ?? 0) > 0;
  // Remaining goals per half and side.
  const r1 = [remainingPmf(s, 0, shareLeft(s, st, 0)), remainingPmf(s, 1, shareLeft(s, st, 0))] as const;
  const r2 = [remainingPmf(s, 0, shareLeft(s, st, 1)), remainingPmf(s, 1, shareLeft(s, st, 1))] as const;
  const h1 = st.periods[0] ?? [0, 0];
  const h2 = st.periods[1] ?? [0, 0];
  const ht = [shift(r1[0], h1[0]), shift(r1[1], h1[1])] as const;
  const sh = [shift(r2[0], h2[0]), shift(r2[1], h2[1])] as const;
  const home = addPmf(ht[0], sh[0]);
  const away = addPmf(ht[1], sh[1]);
  const diff = diffPmf(home, away);
  const total = addPmf(home, away);
  const res = oneXTwo(ctx, 1, '1X2', diff, ['all', 'betbuilder', 'main'], true);
  doubleChance(ctx, res, ['all', 'betbuilder', 'main']);
  const [h, , a] = res;
  push(ctx, {
    id: 11,
    spec: '',
    name: 'Draw no bet',
    outcomes: [
      { id: '4', name: ctx.home, p: h / (h + a) },
      { id: '5', name: ctx.away, p: a / (h + a) },
    ],
    groups: ['all', 'main'],
  });
  totalMarkets(ctx, 18, 'Total goals', total, halfLines(0, 7), ctx.live ? 3 : top ? 6 : 3, [
    'all',
    'betbuilder',
    'goals',
  ]);
  const ahCands: number[] = [];
  for (let l = -3; l <= 3; l += 0.25) ahCands.push(l);
  handicapMarkets(ctx, 16, 'Asian handicap', diff, ahCands, ctx.live ? 3 : top ? 7 : 2, ['all']);
  // Both teams to score: P(home ≥ 1 and away ≥ 1) with independent sides.
  const pBtts = probAbove(home, 0) * probAbove(away, 0);
  yesNo(ctx, 29, 'Both teams to score', pBtts, ['all', 'betbuilder', 'goals', 'top']);
  if (inFirstHalf) {
    const htDiff = diffPmf(ht[0], ht[1]);
    oneXTwo(ctx, 60, '1st half - 1X2', htDiff, ['all', 'betbuilder', 'halves']);
    if (top)
      totalMarkets(
        ctx,
        68,
        '1st half - total goals',
        addPmf(ht[0], ht[1]),
        halfLines(0, 4),
        ctx.live ? 2 : 3,
        ['all', 'betbuilder', 'halves'],
      );
  }
  if (!top) return;
  oddEven(ctx, 26, 'Odd/even goals', total, ['all', 'goals']);
  correctScore(ctx, home, away);
  const sDiff = diffPmf(sh[0], sh[1]);
  oneXTwo(ctx, 83, '2nd half - 1X2', sDiff, ['all', 'halves']);
  totalMarkets(ctx, 90, '2nd half - total goals', addPmf(sh[0], sh[1]), halfLines(0, 4), ctx.live ? 2 : 3, [
    'all',
    'halves',
  ]);
  teamTotals(ctx, 19, 20, 'goals', home, away, [halfLines(0, 4), halfLines(0, 4)], ctx.live ? 2 : 3);
  if (inFirstHalf) {
    yesNo(ctx, 75, '1st half - both teams to score', probAbove(ht[0], 0) * probAbove(ht[1], 0), [
      'all',
      'halves',
    ]);
    htFt(ctx, ht, r2);
  }
  // European handicap: 3-way on the goal difference shifted by the line.
  for (const [hh, ha] of [
    [0, 1],
    [1, 0],
    [0, 2],
  ] as const) {
    const shifted = shift(diff, hh - ha);
    const [eh, ex, ea] = threeWay(shifted);
    const tag = `${hh}:${ha}`;
    push(ctx, {
      id: 14,
      spec: `hcp=${tag}`,
      name: 'European handicap',
      outcomes: [
        { id: '1711', name: `${ctx.home} (${tag})`, p: eh },
        { id: '1712', name: `Draw (${tag})`, p: ex },
        { id: '1713', name: `${ctx.away} (${tag})`, p: ea },
      ],
      groups: ['all', 'handicap'],
      top: 'balanced',
    });
  }
  // Next goal / first goal.
  const lh = (s.mu[0] as number) * shareLeft(s, st);
  const la = (s.mu[1] as number) * shareLeft(s, st);
  const none = Math.exp(-(lh + la));
  const nr = st.score[0] + st.score[1] + 1;
  push(ctx, {
    id: 8,
    spec: `goalnr=${nr}`,
    name: nr === 1 ? 'First goal' : `Goal ${nr}`,
    outcomes: [
      { id: '6', name: ctx.home, p: ((1 - none) * lh) / Math.max(1e-9, lh + la) },
      { id: '7', name: 'None', p: none },
      { id: '8', name: ctx.away, p: ((1 - none) * la) / Math.max(1e-9, lh + la) },
    ],
    groups: ['all', 'goals'],
  });
  const exact = [0, 1, 2, 3, 4, 5].map((k) => probEqual(total, k));
  push(ctx, {
    id: 21,
    spec: 'variant=sr:exact_goals:6+',
    name: 'Exact goals',
    outcomes: [
      ...exact.map((p, k) => ({ id: `sr:exact_goals:6+:${k}`, name: String(k), p })),
      { id: 'sr:exact_goals:6+:6', name: '6+', p: Math.max(0, 1 - exact.reduce((x, y) => x + y, 0)) },
    ],
    groups: ['all', 'goals'],
  });
  const pHomeScores = probAbove(home, 0);
  const pAwayScores = probAbove(away, 0);
  push(ctx, {
    id: 30,
    spec: '',
    name: 'Which team to score',
    outcomes: [
      { id: '784', name: 'None', p: (1 - pHomeScores) * (1 - pAwayScores) },
      { id: '788', name: `Only ${ctx.home}`, p: pHomeScores * (1 - pAwayScores) },
      { id: '790', name: `Only ${ctx.away}`, p: (1 - pHomeScores) * pAwayScores },
      { id: '792', name: 'Both teams', p: pHomeScores * pAwayScores },
    ],
    groups: ['all', 'goals'],
  });
  yesNo(ctx, 31, `${ctx.home} clean sheet`, 1 - pAwayScores, ['all', 'goals']);
  yesNo(ctx, 32, `${ctx.away} clean sheet`, 1 - pHomeScores, ['all', 'goals']);
  combos(ctx, home, away);
  // Highest scoring half.
  const t1 = addPmf(ht[0], ht[1]);
  const t2 = addPmf(sh[0], sh[1]);
  const hd = diffPmf(t1, t2);
  const [f, e, sc] = threeWay(hd);
  push(ctx, {
    id: 52,
    spec: '',
    name: 'Highest scoring half',
    outcomes: [
      { id: '436', name: '1st half', p: f },
      { id: '438', name: 'Equal', p: e },
      { id: '440', name: '2nd half', p: sc },
    ],
    groups: ['all', 'halves'],
  });
  // Winning margin.
  const m = (k: number) => probEqual(diff, k);
  push(ctx, {
    id: 15,
    spec: 'variant=sr:winning_margin:3+',
    name: 'Winning margin',
    outcomes: [
      { id: 'wm:h1', name: `${ctx.home} by 1`, p: m(1) },
      { id: 'wm:h2', name: `${ctx.home} by 2`, p: m(2) },
      { id: 'wm:h3', name: `${ctx.home} by 3+`, p: probAbove(diff, 2) },
      { id: 'wm:d', name: 'Draw', p: m(0) },
      { id: 'wm:a1', name: `${ctx.away} by 1`, p: m(-1) },
      { id: 'wm:a2', name: `${ctx.away} by 2`, p: m(-2) },
      { id: 'wm:a3', name: `${ctx.away} by 3+`, p: Math.max(0, 1 - probAbove(diff, -3)) },
    ],
    groups: ['all'],
  });
}

function correctScore(ctx: Ctx, home: Pmf, away: Pmf): void {
  const outcomes: Draft['outcomes'] = [];
  let rest = 1;
  for (let i = 0; i <= 4; i++) {
    for (let j = 0; j <= 4; j++) {
      const p = probEqual(home, i) * probEqual(away, j);
      if (i < home.off || j < away.off) continue;
      outcomes.push({ id: `cs:${i}:${j}`, name: `${i}:${j}`, p });
      rest -= p;
    }
  }
  outcomes.push({ id: 'cs:other', name: 'Other', p: Math.max(0, rest) });
  push(ctx, {
    id: 45,
    spec: 'variant=sr:correct_score:max:4',
    name: 'Correct score',
    outcomes,
    groups: ['all', 'goals'],
  });
}

function htFt(ctx: Ctx, ht: readonly [Pmf, Pmf], r2: readonly [Pmf, Pmf]): void {
  const d2 = diffPmf(r2[0], r2[1]);
  const names = [ctx.home, 'Draw', ctx.away];
  const p = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < ht[0].p.length; i++) {
    for (let j = 0; j < ht[1].p.length; j++) {
      const pij = (ht[0].p[i] as number) * (ht[1].p[j] as number);
      if (pij < 1e-10) continue;
      const dh = ht[0].off + i - (ht[1].off + j);
      const htRes = dh > 0 ? 0 : dh === 0 ? 1 : 2;
      // Full time: final diff = dh + d2.
      const fh = probAbove(d2, -dh);
      const fx = probEqual(d2, -dh);
      const fa = Math.max(0, 1 - fh - fx);
      p[htRes * 3] = (p[htRes * 3] as number) + pij * fh;
      p[htRes * 3 + 1] = (p[htRes * 3 + 1] as number) + pij * fx;
      p[htRes * 3 + 2] = (p[htRes * 3 + 2] as number) + pij * fa;
    }
  }
  push(ctx, {
    id: 47,
    spec: '',
    name: 'Halftime/fulltime',
    outcomes: p.map((v, k) => ({
      id: `${418 + k}`,
      name: `${names[Math.floor(k / 3)]}/${names[k % 3]}`,
      p: v,
    })),
    groups: ['all', 'halves'],
  });
}

/** 1X2 & both teams to score and 1X2 & total 2.5, from the joint final score. */
function combos(ctx: Ctx, home: Pmf, away: Pmf): void {
  const btts = [0, 0, 0, 0, 0, 0];
  const tot = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < home.p.length; i++) {
    for (let j = 0; j < away.p.length; j++) {
      const p = (home.p[i] as number) * (away.p[j] as number);
      if (p < 1e-12) continue;
      const hs = home.off + i;
      const as = away.off + j;
      const r = hs > as ? 0 : hs === as ? 1 : 2;
      const both = hs > 0 && as > 0 ? 0 : 1;
      const over = hs + as > 2.5 ? 0 : 1;
      btts[r * 2 + both] = (btts[r * 2 + both] as number) + p;
      tot[r * 2 + over] = (tot[r * 2 + over] as number) + p;
    }
  }
  const res = [ctx.home, 'Draw', ctx.away];
  push(ctx, {
    id: 35,
    spec: '',
    name: '1X2 & both teams to score',
    outcomes: btts.map((p, k) => ({
      id: `${78 + k}`,
      name: `${res[Math.floor(k / 2)]} & ${k % 2 === 0 ? 'yes' : 'no'}`,
      p,
    })),
    groups: ['all', 'goals'],
  });
  push(ctx, {
    id: 37,
    spec: 'total=2.5',
    name: '1X2 & total',
    outcomes: tot.map((p, k) => ({
      id: `${794 + k}`,
      name: `${res[Math.floor(k / 2)]} & ${k % 2 === 0 ? 'over' : 'under'} 2.5`,
      p,
    })),
    groups: ['all', 'goals'],
  });
}

/** Half-point lines `step` apart around `center` (count either side), none below `min`. */
function ladder(center: number, step: number, count: number, min = -Infinity): number[] {
  const c = Math.floor(center) + 0.5;
  const out: number[] = [];
  for (let k = -count; k <= count; k++) if (c + k * step > min) out.push(c + k * step);
  return out;
}

function aroundMean(pmf: Pmf, step: number, count = 6): number[] {
  return ladder(mean(pmf), step, count, 0);
}

/** Handicap lines around the line that would make the sides even. */
function hcpLadder(diff: Pmf, step: number, count = 6): number[] {
  return ladder(-mean(diff), step, count);
}

function clockMarkets(ctx: Ctx, s: ClockScript, st: ClockState): void {
  if (s.sport === 'football') {
    footballMarkets(ctx, s, st);
    return;
  }
  if (s.sport === 'cricket') {
    cricketMarkets(ctx, s, st);
    return;
  }
  const regulation = finalPmfs(s, st);
  const { home, away, diff, total } = regulation;
  const [h, x, a] = threeWay(diff);
  const withOt = h + x * s.tie;
  const n = ctx.live ? 2 : ctx.tier >= 2 ? 4 : 3;
  switch (s.sport) {
    case 'ice-hockey':
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'betbuilder', 'main'], true);
      winner(ctx, 406, 'Winner (incl. overtime and penalties)', withOt, ['all', 'main']);
      doubleChance(ctx, [h, x, a], ['all', 'main']);
      totalMarkets(ctx, 18, 'Total goals', total, halfLines(0, 10), n, ['all', 'betbuilder', 'goals']);
      handicapMarkets(ctx, 16, 'Puck line', diff, ladder(0, 1, 3), ctx.live ? 1 : 3, ['all']);
      yesNo(ctx, 29, 'Both teams to score', probAbove(home, 0) * probAbove(away, 0), ['all', 'goals']);
      if (ctx.tier >= 2) {
        oddEven(ctx, 26, 'Odd/even goals', total, ['all', 'goals']);
        teamTotals(ctx, 19, 20, 'goals', home, away, [halfLines(0, 6), halfLines(0, 6)], 1);
      }
      return;
    case 'handball':
    case 'rugby':
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'betbuilder', 'main'], true);
      doubleChance(ctx, [h, x, a], ['all', 'main']);
      push(ctx, {
        id: 11,
        spec: '',
        name: 'Draw no bet',
        outcomes: [
          { id: '4', name: ctx.home, p: h / (h + a) },
          { id: '5', name: ctx.away, p: a / (h + a) },
        ],
        groups: ['all', 'main'],
      });
      handicapMarkets(ctx, 16, 'Handicap', diff, hcpLadder(diff, s.sport === 'rugby' ? 3 : 2), n, ['all']);
      totalMarkets(
        ctx,
        18,
        s.sport === 'rugby' ? 'Total points' : 'Total goals',
        total,
        aroundMean(total, s.sport === 'rugby' ? 4 : 2),
        n,
        ['all', 'betbuilder'],
      );
      oddEven(ctx, 26, s.sport === 'rugby' ? 'Odd/even points' : 'Odd/even goals', total, ['all']);
      return;
    case 'basketball':
    case 'american-football': {
      const incl = withOvertime(s, regulation);
      winner(
        ctx,
        219,
        'Winner (incl. overtime)',
        probAbove(incl.diff, 0),
        ['all', 'betbuilder', 'main'],
        true,
      );
      handicapMarkets(ctx, 223, 'Handicap (incl. overtime)', incl.diff, hcpLadder(incl.diff, 3), n, [
        'all',
        'betbuilder',
      ]);
      totalMarkets(
        ctx,
        225,
        'Total points (incl. overtime)',
        incl.total,
        aroundMean(incl.total, s.sport === 'basketball' ? 4 : 3),
        n,
        ['all', 'betbuilder'],
      );
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'main']);
      if (ctx.tier >= 2 || !ctx.live)
        teamTotals(
          ctx,
          227,
          228,
          'points',
          incl.home,
          incl.away,
          [aroundMean(incl.home, 3), aroundMean(incl.away, 3)],
          ctx.tier >= 2 ? 2 : 1,
        );
      if (ctx.tier >= 2) oddEven(ctx, 226, 'Odd/even points', incl.total, ['all']);
      return;
    }
    case 'baseball': {
      const incl = withOvertime(s, regulation);
      winner(
        ctx,
        251,
        'Winner (incl. extra innings)',
        probAbove(incl.diff, 0),
        ['all', 'betbuilder', 'main'],
        true,
      );
      handicapMarkets(
        ctx,
        256,
        'Run line (incl. extra innings)',
        incl.diff,
        ladder(0, 1, 4),
        ctx.live ? 1 : 3,
        ['all', 'betbuilder'],
      );
      totalMarkets(ctx, 258, 'Total runs (incl. extra innings)', incl.total, aroundMean(incl.total, 1), n, [
        'all',
        'betbuilder',
      ]);
      oneXTwo(ctx, 1, '1X2 (regular time)', diff, ['all', 'main']);
      return;
    }
    default:
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'main'], true);
  }
}

function cricketMarkets(ctx: Ctx, s: ClockScript, st: ClockState): void {
  const first: 0 | 1 = s.fmt === 'home-bats-first' ? 0 : 1;
  const second = (1 - first) as 0 | 1;
  const inFirst = (st.remaining[0] ?? 0) > 0;
  const r0 = st.remaining[0] ?? 0;
  const r1 = st.remaining[1] ?? 0;
  const t1 = shift(discreteNormal((s.mu[first] as number) * r0, s.sd * Math.sqrt(r0)), st.score[first]);
  const t2 = shift(discreteNormal((s.mu[second] as number) * r1, s.sd * Math.sqrt(r1)), st.score[second]);
  const d = diffPmf(t2, t1);
  // The side batting second wins by passing the target; a tie goes to a super over (even).
  const pSecond = probAbove(d, 0) + probEqual(d, 0) / 2;
  const pHome = first === 0 ? 1 - pSecond : pSecond;
  winner(ctx, 340, 'Winner (incl. super over)', pHome, ['all', 'betbuilder', 'main'], true);
  const names = [ctx.home, ctx.away];
  if (inFirst) {
    totalMarkets(
      ctx,
      605,
      `1st innings - ${names[first]} total`,
      t1,
      aroundMean(t1, 6),
      ctx.live ? 2 : 3,
      ['all', 'betbuilder'],
      'inningsnr=1|',
    );
  }
  if (!ctx.live) {
    totalMarkets(
      ctx,
      605,
      `2nd innings - ${names[second]} total`,
      t2,
      aroundMean(t2, 6),
      1,
      ['all'],
      'inningsnr=2|',
    );
  }
}

// Set sports ------------------------------------------------------------------------------------

/** P(home wins a race to `target` from a:b, win by `by`, point probability p). */
export function race(p: number, a: number, b: number, target: number, by: number): number {
  // From 0:0 the answer only depends on (p, target, by): worth remembering across matches.
  if (a === 0 && b === 0) {
    const key = `${p}|${target}|${by}`;
    const hit = raceCache.get(key);
    if (hit !== undefined) return hit;
    const v = raceFrom(p, 0, 0, target, by);
    if (raceCache.size > 5000) raceCache.clear();
    raceCache.set(key, v);
    return v;
  }
  return raceFrom(p, a, b, target, by);
}

const raceCache = new Map<string, number>();

function raceFrom(p: number, a: number, b: number, target: number, by: number): number {
  const memo = new Map<number, number>();
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const go = (x: number, y: number): number => {
    if (x >= target && x - y >= by) return 1;
    if (y >= target && y - x >= by) return 0;
    if (by === 2 && x >= target - 1 && y >= target - 1) {
      const d = x - y;
      return d === 0 ? deuce : d === 1 ? p + q * deuce : p * deuce;
    }
    const key = x * 1000 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(x + 1, y) + q * go(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return go(a, b);
}

/** Tennis set from games ga:gb with `server` to serve the next game. */
function tennisSet(hold: number, brk: number, tb: number, ga: number, gb: number, server: 0 | 1): number {
  const memo = new Map<number, number>();
  const go = (x: number, y: number, sv: 0 | 1): number => {
    if ((x >= 6 && x - y >= 2) || x === 7) return 1;
    if ((y >= 6 && y - x >= 2) || y === 7) return 0;
    if (x === 6 && y === 6) return tb;
    const key = x * 100 + y * 2 + sv;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const pg = sv === 0 ? hold : brk;
    const next = (1 - sv) as 0 | 1;
    const v = pg * go(x + 1, y, next) + (1 - pg) * go(x, y + 1, next);
    memo.set(key, v);
    return v;
  };
  return go(ga, gb, server);
}

/** Final set-score distribution from sa:sb, current set won with q0, later sets q (deciding set qLast). */
function setDistribution(
  bestOf: number,
  sa: number,
  sb: number,
  q0: number,
  q: number,
  qLast: number,
): SetScoreP[] {
  const need = Math.ceil(bestOf / 2);
  const out: SetScoreP[] = [];
  const go = (a: number, b: number, p: number, first: boolean) => {
    if (a === need || b === need) {
      const hit = out.find((o) => o.a === a && o.b === b);
      if (hit) hit.p += p;
      else out.push({ a, b, p });
      return;
    }
    const qq = first ? q0 : a + b === bestOf - 1 ? qLast : q;
    go(a + 1, b, p * qq, false);
    go(a, b + 1, p * (1 - qq), false);
  };
  go(sa, sb, 1, true);
  return out.sort((x, y) => y.a - x.a || x.b - y.b);
}

interface SetScoreP {
  a: number;
  b: number;
  p: number;
}

const tennisSetCache = new Map<string, number>();

export interface SetsModel {
  /** Probability the home side wins the set in play (or the next one) and a later set. */
  q0: number;
  q: number;
  qLast: number;
  /** Mean and sd of points (games, rounds, kills) in a whole set, and what the current set still needs. */
  perSet: number;
  sdSet: number;
  curLeft: number;
  /** What the match has played so far, in `unit`. */
  played: number;
  unit: string;
  setWord: string;
  /** Distance between neighbouring total lines. */
  step: number;
}

/** The set and point model of a set sport at a state: what every set-sport market is priced from. */
export function setsModel(s: SetsScript, st: SetsState): SetsModel {
  const cur = st.setScores[st.setIndex];
  const inSet = !st.inBreak && !st.finished && cur !== undefined;
  const [a, b] = inSet ? cur : [0, 0];
  switch (s.sport) {
    case 'tennis': {
      const [ph, pa] = [s.pp[0] as number, s.pp[1] as number];
      const hold = race(ph, 0, 0, 4, 2);
      const brk = 1 - race(pa, 0, 0, 4, 2);
      const pbar = (ph + 1 - pa) / 2;
      const tb = race(pbar, 0, 0, 7, 2);
      const key = `${ph}|${pa}`;
      let q = tennisSetCache.get(key);
      if (q === undefined) {
        q = (tennisSet(hold, brk, tb, 0, 0, 0) + tennisSet(hold, brk, tb, 0, 0, 1)) / 2;
        if (tennisSetCache.size > 5000) tennisSetCache.clear();
        tennisSetCache.set(key, q);
      }
      let q0 = q;
      if (inSet) {
        const server = st.server ?? 0;
        const pg = st.tiebreak
          ? race(pbar, st.game[0], st.game[1], 7, 2)
          : race(server === 0 ? ph : 1 - pa, st.game[0], st.game[1], 4, 2);
        if (st.tiebreak) q0 = pg;
        else {
          const next = (1 - server) as 0 | 1;
          q0 =
            pg * tennisSet(hold, brk, tb, a + 1, b, next) +
            (1 - pg) * tennisSet(hold, brk, tb, a, b + 1, next);
        }
      }
      const perSet = 9.6 + 1.2 * (1 - Math.abs(2 * q - 1));
      return {
        q0,
        q,
        qLast: q,
        perSet,
        sdSet: 1.9,
        curLeft: inSet ? Math.max(6 - Math.max(a, b), perSet - a - b) : perSet,
        // NOTE: the state counts points; the totals of tennis count games.
        played: st.setScores.reduce((n, [h, w]) => n + h + w, 0),
        unit: 'games',
        setWord: 'set',
        step: 2,
      };
    }
    case 'dota-2':
    case 'league-of-legends': {
      const p = s.pp[0] as number;
      let q0 = p;
      const perSet = s.sport === 'dota-2' ? 52 : 31;
      let curLeft = perSet;
      const set = s.sets[st.setIndex];
      if (inSet && set) {
        const f = Math.min(0.97, Math.max(0, (st.x - set.s) / (set.e - set.s)));
        const z0 = (p - 0.5) * 2.6;
        const z = (z0 * (1 - f) + 0.12 * (a - b)) / Math.sqrt(Math.max(0.04, 1 - f));
        q0 = normalCdf(z);
        curLeft = perSet * (1 - f);
      }
      return {
        q0,
        q: p,
        qLast: p,
        perSet,
        sdSet: perSet * 0.25,
        curLeft,
        played: st.played,
        unit: 'kills',
        setWord: 'map',
        step: 4,
      };
    }
    default: {
      const p = s.pp[0] as number;
      const rules: Record<string, [number, number, number, number, string, string, number]> = {
        // target, last-set target, win by, points per set, unit, set word, line step
        volleyball: [25, 15, 2, 45, 'points', 'set', 4],
        'table-tennis': [11, 11, 2, 19.5, 'points', 'game', 3],
        darts: [3, 3, 1, 4.2, 'legs', 'set', 2],
        'counter-strike': [13, 13, 2, 22, 'rounds', 'map', 2],
        valorant: [13, 13, 2, 22, 'rounds', 'map', 2],
      };
      const [target, last, by, perSet, unit, setWord, step] = rules[s.sport] ?? [
        13,
        13,
        2,
        22,
        'points',
        'set',
        2,
      ];
      const isLast = st.setIndex === s.bestOf - 1;
      const q = race(p, 0, 0, target, by);
      const qLast = race(p, 0, 0, last, by);
      const q0 = inSet ? race(p, a, b, isLast ? last : target, by) : isLast ? qLast : q;
      const curLeft = inSet ? Math.max((isLast ? last : target) - Math.max(a, b), perSet - a - b) : perSet;
      return { q0, q, qLast, perSet, sdSet: perSet * 0.16, curLeft, played: st.played, unit, setWord, step };
    }
  }
}

/**
 * The match total in the model's unit (normal approximation): what was played, what the current set
 * still needs, and the later sets — `eSets` and `eSets2` are E[sets] and E[sets²] of the match with
 * `setsDone` sets finished.
 */
export function setsTotal(
  m: SetsModel,
  setsDone: number,
  eSets: number,
  eSets2: number,
): { mu: number; sd: number } {
  const future = Math.max(0, eSets - setsDone - 1);
  const varSets = Math.max(0, eSets2 - eSets * eSets);
  return {
    mu: m.played + m.curLeft + future * m.perSet,
    sd:
      Math.sqrt(future * m.sdSet * m.sdSet + varSets * m.perSet * m.perSet + m.sdSet * m.sdSet * 0.5) || 0.5,
  };
}

function setsMarkets(ctx: Ctx, s: SetsScript, st: SetsState): void {
  const m = setsModel(s, st);
  const [sa, sb] = st.sets;
  const dist = setDistribution(s.bestOf, sa, sb, m.q0, m.q, m.qLast);
  const need = Math.ceil(s.bestOf / 2);
  let pHome = 0;
  let eSets = 0;
  let eSets2 = 0;
  for (const { a, b, p } of dist) {
    if (a === need) pHome += p;
    eSets += (a + b) * p;
    eSets2 += (a + b) * (a + b) * p;
  }
  const W = m.setWord[0]?.toUpperCase() + m.setWord.slice(1);
  const esports =
    s.sport === 'counter-strike' ||
    s.sport === 'valorant' ||
    s.sport === 'dota-2' ||
    s.sport === 'league-of-legends';
  winner(ctx, 186, esports ? 'Match winner' : 'Winner', pHome, ['all', 'betbuilder', 'main'], true);
  // Set handicap: home -1.5 wins when home wins by 2+ sets.
  const hcps = s.bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5];
  const hLines = pickLines(
    hcps,
    (l) => {
      let p = 0;
      for (const d of dist) if (d.a - d.b + l > 0) p += d.p;
      return p;
    },
    ctx.live || ctx.tier === 0 ? 1 : 2,
    ctx.live,
  );
  for (const { line, p } of hLines) {
    push(ctx, {
      id: 188,
      spec: `hcp=${line}`,
      name: `${W} handicap`,
      outcomes: [
        { id: '1714', name: `${ctx.home} (${fmtLine(line)})`, p },
        { id: '1715', name: `${ctx.away} (${fmtLine(-line)})`, p: 1 - p },
      ],
      groups: ['all', 'handicap'],
      top: 'balanced',
    });
  }
  const setTotals: number[] = [];
  for (let l = need + 0.5; l < s.bestOf; l++) setTotals.push(l);
  for (const { line, p } of pickLines(
    setTotals,
    (l) => {
      let p = 0;
      for (const d of dist) if (d.a + d.b > l) p += d.p;
      return p;
    },
    ctx.live || ctx.tier === 0 ? 1 : 2,
    ctx.live,
  )) {
    push(ctx, {
      id: 190,
      spec: `total=${line}`,
      name: `Total ${m.setWord}s`,
      outcomes: [
        { id: '12', name: `Over ${line}`, p },
        { id: '13', name: `Under ${line}`, p: 1 - p },
      ],
      groups: ['all', 'totals'],
      top: 'balanced',
    });
  }
  if (ctx.tier >= 1 || !ctx.live) {
    push(ctx, {
      id: 199,
      spec: '',
      name: 'Correct score',
      outcomes: dist.map(({ a, b, p }) => ({ id: `cs:${a}:${b}`, name: `${a}:${b}`, p })),
      groups: ['all'],
    });
  }
  const setNr = st.finished ? s.bestOf : st.setIndex + 1;
  winner(
    ctx,
    202,
    `${ordinal(setNr)} ${m.setWord} - winner`,
    m.q0,
    ['all', 'betbuilder'],
    false,
    `setnr=${setNr}`,
  );
  const { mu, sd } = setsTotal(m, sa + sb, eSets, eSets2);
  if (esports) {
    // Esports books price the map in play rather than the whole series.
    const cur = st.setScores[st.setIndex] ?? [0, 0];
    const inSet = !st.inBreak && !st.finished;
    const done = inSet ? cur[0] + cur[1] : 0;
    const muMap = done + m.curLeft;
    const sdMap = Math.max(0.5, m.sdSet * Math.sqrt(Math.max(0.05, m.curLeft / m.perSet)));
    const cands = ladder(muMap, m.step, 4, done);
    for (const { line, p } of pickLines(
      cands,
      (l) => 1 - normalCdf((l - muMap) / sdMap),
      ctx.live ? 1 : 2,
      ctx.live,
    )) {
      push(ctx, {
        id: 1190,
        spec: `mapnr=${setNr}|total=${line}`,
        name: `${ordinal(setNr)} map - total ${m.unit}`,
        outcomes: [
          { id: '12', name: `Over ${line}`, p },
          { id: '13', name: `Under ${line}`, p: 1 - p },
        ],
        groups: ['all', 'totals'],
        top: 'balanced',
      });
    }
    return;
  }
  const cands = ladder(mu, m.step, 5, m.played);
  for (const { line, p } of pickLines(
    cands,
    (l) => 1 - normalCdf((l - mu) / sd),
    ctx.live ? 1 : ctx.tier >= 1 ? 3 : 2,
    ctx.live,
  )) {
    push(ctx, {
      id: s.sport === 'tennis' ? 189 : 238,
      spec: `total=${line}`,
      name: `Total ${m.unit}`,
      outcomes: [
        { id: '12', name: `Over ${line}`, p },
        { id: '13', name: `Under ${line}`, p: 1 - p },
      ],
      groups: ['all', 'betbuilder', 'totals'],
      top: 'balanced',
    });
  }
}

// Assembly --------------------------------------------------------------------------------------

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

export function prematchMarkets(matchId: number, script: MatchScript, updatedAt: number): NewMarket[] {
  return toRows(matchId, draftsAt(script, stateAt(script, -1), false), 1, updatedAt);
}

export function priceMarketsAt(
  match: { id: number; urn_id: string; start_time: number; script?: string | null },
  nowMs: number,
): NewMarket[] {
  if (!match.script) return [];
  const script = parseScript(match.script);
  const x = (nowMs - match.start_time) / 1000;
  if (x < 0) return toRows(match.id, draftsAt(script, stateAt(script, -1), false), 1, nowMs);
  if (x >= script.dur) {
    // Closed: every market that the match offered before the start or at its last moment.
    const last = draftsAt(script, stateAt(script, script.dur - 1), true);
    const keys = new Set(last.map((d) => `${d.id}|${d.spec}`));
    const pre = draftsAt(script, stateAt(script, -1), false).filter((d) => !keys.has(`${d.id}|${d.spec}`));
    return toRows(match.id, [...last, ...pre], -3, nowMs);
  }
  const status = dangerous(script, x) ? -1 : 1;
  return toRows(match.id, draftsAt(script, stateAt(script, x), true), status, nowMs);
}
