/** Football's markets, from the clock model's remaining goals per half and side. */
import { addPmf, diffPmf, type Pmf, probAbove, probEqual, shift } from '../odds';
import type { ClockState } from '../progress';
import type { ClockScript } from '../script';
import { remainingPmf, shareLeft, teamTotals } from './clock-model';
import {
  type Ctx,
  type Draft,
  doubleChance,
  halfLines,
  handicapMarkets,
  oddEven,
  oneXTwo,
  push,
  threeWay,
  totalMarkets,
  yesNo,
} from './drafts';

export function footballMarkets(ctx: Ctx, s: ClockScript, st: ClockState): void {
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
