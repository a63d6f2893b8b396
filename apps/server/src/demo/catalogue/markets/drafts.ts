/**
 * The market shapes every pricing model builds from fair probabilities: lines picked inside a
 * band, totals, handicaps, 1X2, winner, double chance, yes/no, odd/even, and the line ladders.
 */
import { mean, type Pmf, probAbove, probEqual, splitLineProb } from '../odds';

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

export interface Ctx {
  live: boolean;
  home: string;
  away: string;
  tier: number;
  out: Draft[];
}

const PREMATCH_BAND = 0.06;
const LIVE_BAND = 0.1;

export function fmtLine(h: number): string {
  return h > 0 ? `+${h}` : h === 0 ? '0' : `${h}`;
}

export function push(ctx: Ctx, d: Draft): void {
  ctx.out.push(d);
}

/** Picks up to n lines whose first outcome's probability is inside the band, most even first. */
export function pickLines(
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

export function halfLines(from: number, to: number): number[] {
  const out: number[] = [];
  for (let l = Math.floor(from) + 0.5; l <= to; l += 1) out.push(l);
  return out;
}

export function totalMarkets(
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

export function handicapMarkets(
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

export function threeWay(diff: Pmf): [number, number, number] {
  const h = probAbove(diff, 0);
  const x = probEqual(diff, 0);
  return [h, x, Math.max(0, 1 - h - x)];
}

export function oneXTwo(
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

export function winner(
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

export function doubleChance(ctx: Ctx, [h, x, a]: [number, number, number], groups: string[]): void {
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

export function yesNo(ctx: Ctx, id: number, name: string, pYes: number, groups: string[], spec = ''): void {
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

export function oddEven(ctx: Ctx, id: number, name: string, total: Pmf, groups: string[]): void {
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

/** Half-point lines `step` apart around `center` (count either side), none below `min`. */
export function ladder(center: number, step: number, count: number, min = -Infinity): number[] {
  const c = Math.floor(center) + 0.5;
  const out: number[] = [];
  for (let k = -count; k <= count; k++) if (c + k * step > min) out.push(c + k * step);
  return out;
}

export function aroundMean(pmf: Pmf, step: number, count = 6): number[] {
  return ladder(mean(pmf), step, count, 0);
}

/** Handicap lines around the line that would make the sides even. */
export function hcpLadder(diff: Pmf, step: number, count = 6): number[] {
  return ladder(-mean(diff), step, count);
}
