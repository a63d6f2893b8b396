/**
 * The set sports (tennis, volleyball, table tennis…): races to a point, game and set target from a
 * point probability, and their markets.
 */
import { normalCdf } from '../odds';
import type { SetsState } from '../progress';
import { ordinal, type SetsScript } from '../script';
import { type Ctx, fmtLine, ladder, pickLines, push, winner } from './drafts';

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
        // The state counts points; the totals of tennis count games.
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

export function setsMarkets(ctx: Ctx, s: SetsScript, st: SetsState): void {
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
