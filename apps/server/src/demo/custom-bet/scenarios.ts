import type { FinalScore, PeriodResult } from '../../modules/bets/resulting';
import { overtimeHomeWins, remainingPmf, setsModel, setsTotal, shareLeft } from '../catalogue/markets/index';
import { discreteNormal, shift } from '../catalogue/odds';
import type { ClockState, MatchState, SetsState } from '../catalogue/progress';
import type { ClockScript, MatchScript, SetsScript } from '../catalogue/script';
import { MODELLED } from './coverage';
import { CUT, exactPairs, latticePairs, support } from './lattice';

/** The match's final-score scenarios with their probabilities, from the state it is in now. */

/** Final scores the match can end with, most likely first, with their probabilities. */
export interface Scenarios {
  readonly scores: readonly FinalScore[];
  readonly p: Float64Array;
}

/** Sports whose script plays a level match on (overtime, extra innings, shoot-out). */
const TIE_BREAKS = new Set(['ice-hockey', 'basketball', 'american-football', 'baseball']);
/** Set sports whose scenarios carry points per set (esports' kills and rounds are not in the builder). */
const SET_POINTS = new Set(['tennis', 'volleyball', 'table-tennis', 'darts']);

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
